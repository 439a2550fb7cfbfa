"""The covering loop (MIO): pick seed examples stochastically among the uncovered positives,
search from each (in parallel when jobs > 1: "spawn" worker processes or Ray actors, see
ilp.parallel, each with its own Prolog engine holding the task), keep the best clause, remove
the positives it covers, repeat.

A search that finds nothing leaves the next step's seed to the same random choice among the
same positives less its own, so that step's search is known in advance: with a spare worker
(`ahead`, jobs > 1) it runs there while this step's runs here, and is taken when this step
finds nothing (it is the very search this process would run next: the same seed, positives,
negatives and settings); otherwise it is dropped.  Runs of failed searches, which end every
noisy pass, go up to twice as fast (less where the worker is slower, its coverage cache colder),
and the searches and clauses are the same.

A step whose clause covers negatives with a precision below the setting `doubt` also
searches from one more seed (chosen at random among the positives left, as seeds are) and
keeps the better clause: on noisy data the seed may be a positive labelled wrongly, whose
best clause is one of the bad ones general enough to cover it.

Stops when every positive is covered, `max_clauses` is reached, fewer than `minpos` positives
remain, `max_failures` steps in a row find no acceptable clause (their seeds are not tried
again), a caller's `stop` test says so, or the run's deadline (``max_time`` from the start of
learning) has passed; each search gets at most the time left.  A KeyboardInterrupt ends the
loop and keeps the clauses learned so far.
"""

from __future__ import annotations

import dataclasses
import time
from dataclasses import dataclass, field

import numpy as np

from ilp.parallel import open_search_pool
from ilp.scoring import Scoring
from ilp.search import SearchResult, run_search


@dataclass
class CoveringState:
    clauses: list[SearchResult] = field(default_factory=list)   # accepted search results, in order
    searches: list[SearchResult] = field(default_factory=list)  # every search run
    interrupted: bool = False
    out_of_time: bool = False            # stopped by the run's deadline
    failed: set[int] = field(default_factory=set)   # seeds of steps that found no clause
    # where the loop stopped, so that ``cover(state=...)`` goes on from there (in a worker
    # process, say) exactly as it would have gone on: the seed chooser's state, the seeds not
    # to choose again, failed steps in a row, and the counts the scoring was scaled by
    rng: dict | None = None
    tried: set[int] = field(default_factory=set)
    failures: int = 0
    sizes: tuple[int, int] | None = None


class Searcher:
    """Runs searches for a list of seeds: here, or (jobs > 1) in a pool of workers on the
    settings' backend (ilp.parallel: local spawn processes, or Ray actors).  The pool opens
    at the first step with several seeds and stays open until ``close``: a searcher kept
    across covering passes (the Learner's, between the rounds of active learning) reuses its
    workers, which follow the task's additions (ilp.parallel.local)."""

    def __init__(self, task, settings, coverage):
        self.task, self.settings, self.coverage = task, settings, coverage
        self.pool = None
        self._opened_for = None

    def run(self, seeds, pos_ids, neg_ids, settings=None) -> list[SearchResult]:
        """One search per seed (`settings`: default the searcher's), results in seed order."""
        settings = settings or self.settings
        if settings.jobs <= 1 or len(seeds) == 1:
            return [run_search(self.task, s, settings, pos_ids, neg_ids, self.coverage)
                    for s in seeds]
        pos, neg = sorted(pos_ids), sorted(neg_ids)
        return self._pool(settings).map([(s, pos, neg, settings) for s in seeds])

    def _pool(self, settings):
        """The pool for `settings`, holding the task as it is now."""
        spec = self.task.spec()
        wanted = (settings.backend, settings.inference_limit, settings.jobs,
                  settings.ray_address)
        if self.pool is not None and (self._opened_for != wanted or
                                      not self.pool.follows(spec)):
            self.close()
        if self.pool is None:
            self.pool = open_search_pool(settings.backend, spec, settings.inference_limit,
                                         settings.jobs, settings.ray_address)
            self._opened_for = wanted
        self.pool.spec = spec
        return self.pool

    def close(self, abort: bool = False):
        if self.pool is not None:
            self.pool.close(abort)
            self.pool = None


def cover(task, settings, coverage, uncovered=None, state=None, on_search=None, neg=None,
          deadline: float | None = None, skip=frozenset(), searcher=None,
          stop=None, latest: float | None = None, ahead=None) -> CoveringState:
    """Run the covering loop over `uncovered` (default: all positives of `task`) against the
    negatives `neg` (default: all of the task's), until `deadline` (a time.perf_counter()
    value; default: ``max_time`` from now).  Positives in `skip` are never chosen as seeds
    (other clauses may still cover them).  `searcher`: a Searcher of `task` to run the
    searches (left open; default: one of this call's, closed at its end).  `stop(state,
    uncovered)`, asked after each step, ends the loop when true; the time it takes (it may run
    searches of its own) is not counted against `deadline`, which it moves no later than
    `latest` (the run's own deadline).  `state`: one this loop returned, to go on from where
    it stopped (with the positives it left uncovered).  `ahead()`: a spare worker free to run
    the next step's search ahead (module docstring), or None."""
    state = state or CoveringState()
    rng = np.random.default_rng(settings.seed)
    if state.rng is not None:
        rng.bit_generator.state = state.rng
    uncovered = set(task.pos_ids if uncovered is None else uncovered)
    neg = frozenset(task.neg_ids if neg is None else neg)
    deadline = time.perf_counter() + settings.max_time if deadline is None else deadline
    tried: set[int] = set(skip) | state.tried
    failures = state.failures
    state.sizes = state.sizes or (len(uncovered), len(neg))
    scoring = Scoring(settings, *state.sizes)
    own = searcher is None
    searcher = Searcher(task, settings, coverage) if own else searcher
    pending = None     # (seed, positives, negatives, future): the next step's search, ahead
    try:
        while uncovered and len(state.clauses) < settings.max_clauses:
            if len(uncovered) < max(settings.minpos, 1):
                break
            if stop is not None and state.searches:
                asked = time.perf_counter()
                if stop(state, uncovered):
                    break
                deadline += time.perf_counter() - asked
                if latest is not None:
                    deadline = min(deadline, latest)
            left = deadline - time.perf_counter()
            if left <= 0:
                state.out_of_time = True
                break
            choices = sorted(uncovered - tried)
            if not choices:
                break
            k = min(settings.seeds, len(choices))
            seeds = [int(x) for x in rng.choice(choices, size=k, replace=False)]
            step = settings if left >= settings.time_limit else \
                dataclasses.replace(settings, time_limit=left)
            # (run ahead only at a step of one seed; so is the step after it)
            results, pending = _ahead_result(pending, seeds[0], uncovered, neg), None
            if results is None:
                spare = ahead() if ahead is not None and k == 1 else None
                if spare is not None:
                    pending = _run_ahead(spare, rng, choices, seeds[0], uncovered, neg, step)
                results = searcher.run(seeds, frozenset(uncovered), neg, step)
            if k == 1 and results[0].clause is not None and \
                    _doubted(results[0], settings.doubt) and len(choices) > 1 and \
                    deadline > time.perf_counter():
                # a seed that is itself noise leaves only weak clauses: a second opinion, from
                # the seed the next step would draw (the search run ahead, if there is one)
                other = _next_seed(rng, choices, seeds[0])
                more, pending = _ahead_result(pending, other, uncovered, neg), None
                if more is None:
                    more = searcher.run([other], frozenset(uncovered), neg, dataclasses.replace(
                        step, time_limit=min(step.time_limit, deadline - time.perf_counter())))
                seeds, results = seeds + [other], results + more
            for r in results:
                state.searches.append(r)
                if on_search:
                    on_search(r)
            good = [r for r in results if r.clause is not None]
            # a seed whose search found nothing is not searched from again, whatever the
            # other searches of its step found
            lost = {r.seed for r in results if r.clause is None}
            tried.update(lost)
            state.failed.update(lost)
            if not good:                  # every seed of the step is in `lost`
                failures += 1
                if failures >= settings.max_failures:
                    break
                continue
            failures = 0
            best = max(good, key=lambda r: (scoring.rank(len(r.pos), len(r.neg), r.length),
                                            -r.seed))
            if not best.pos & uncovered:
                tried.update(seeds)
                continue
            state.clauses.append(best)
            uncovered -= best.pos
    except KeyboardInterrupt:
        state.interrupted = True
        searcher.close(abort=True)
    finally:
        state.rng, state.tried, state.failures = rng.bit_generator.state, tried, failures
        if own:
            searcher.close()
    return state


def _doubted(result, doubt: float) -> bool:
    """Whether a step's only clause is so imprecise that another seed is asked (setting
    doubt): on noisy data, a positive that is noise has no good clause in its bottom clause,
    and its search returns the best of bad ones -- one general enough to cover it, with
    hundreds of negatives -- which, accepted, takes the positives a good clause would have
    covered."""
    p, n = len(result.pos), len(result.neg)
    return n > 0 and p / (p + n) < doubt


def _run_ahead(spare, rng, choices, seed, uncovered, neg, step):
    """Start, on `spare`, the search of the step after this one should this one (from `seed`)
    find nothing: its seed drawn as the loop would draw it then, from a copy of the chooser;
    None when there would be no seed left."""
    if len(choices) < 2:
        return None
    chooser = np.random.default_rng()
    chooser.bit_generator.state = rng.bit_generator.state
    nxt = _next_seed(chooser, choices, seed)
    try:
        future = spare.submit_search(nxt, sorted(uncovered), sorted(neg), step)
    except Exception:           # a worker that died (BrokenProcessPool): no search ahead
        return None
    return nxt, frozenset(uncovered), neg, future


def _next_seed(rng, choices, seed) -> int:
    """The seed the next step draws (`rng`: the loop's chooser) when this one's, `seed`, is
    out of the running (at least one other among `choices`)."""
    return int(rng.choice([c for c in choices if c != seed], size=1, replace=False)[0])


def _ahead_result(pending, seed, uncovered, neg) -> list[SearchResult] | None:
    """The result of the search run ahead (`pending`, see _run_ahead) when it is the search
    from `seed` on these positives and negatives; else (or when its worker failed) None."""
    if pending is None or (seed, pending[1], pending[2]) != (pending[0], frozenset(uncovered),
                                                              neg):
        return None
    return _taken(pending[3])


def _taken(future) -> list[SearchResult] | None:
    """The result of a search run ahead; None when its worker failed (the search then runs
    here)."""
    try:
        return [future.result()]
    except Exception:           # a worker that died, or an error it raised: run it here
        return None
