"""The covering loop (MIO): pick seed examples stochastically among the uncovered positives,
search from each (in parallel "spawn" worker processes when jobs > 1, each with its own Prolog
engine holding the task), keep the best clause, remove the positives it covers, repeat.

Stops when every positive is covered, `max_clauses` is reached, fewer than `minpos` positives
remain, or `max_failures` steps in a row find no acceptable clause (their seeds are not tried
again).  A KeyboardInterrupt ends the loop and keeps the clauses learned so far.
"""

from __future__ import annotations

import multiprocessing
from dataclasses import dataclass, field

import numpy as np

from ilp.coverage import Coverage
from ilp.search import SearchResult, run_search


@dataclass
class CoveringState:
    clauses: list[SearchResult] = field(default_factory=list)   # accepted search results, in order
    searches: list[SearchResult] = field(default_factory=list)  # every search run
    interrupted: bool = False


# -- worker processes -----------------------------------------------------------------------
_worker: dict = {}


def _init_worker(spec, settings):
    from ilp.procs import worker_setup
    from ilp.task import Task

    worker_setup()
    task = Task.from_spec(spec)
    _worker["task"] = task
    _worker["settings"] = settings
    _worker["coverage"] = Coverage(task, settings.inference_limit)


def _worker_search(args):
    seed_id, pos_ids, neg_ids = args
    return run_search(_worker["task"], seed_id, _worker["settings"], pos_ids, neg_ids,
                      _worker["coverage"])


class Searcher:
    """Runs searches for a list of seeds, here or in a pool of spawn processes."""

    def __init__(self, task, settings, coverage):
        self.task, self.settings, self.coverage = task, settings, coverage
        self.pool = None
        if settings.jobs > 1:
            ctx = multiprocessing.get_context("spawn")
            self.pool = ctx.Pool(settings.jobs, initializer=_init_worker,
                                 initargs=(task.spec(), settings))

    def run(self, seeds, pos_ids, neg_ids) -> list[SearchResult]:
        if self.pool is None or len(seeds) == 1:
            return [run_search(self.task, s, self.settings, pos_ids, neg_ids, self.coverage)
                    for s in seeds]
        pos, neg = sorted(pos_ids), sorted(neg_ids)
        return self.pool.map(_worker_search, [(s, pos, neg) for s in seeds])

    def close(self, abort: bool = False):
        if self.pool is not None:
            if abort:
                self.pool.terminate()
            else:
                self.pool.close()
            self.pool.join()
            self.pool = None


def cover(task, settings, coverage, uncovered=None, state=None, on_search=None) -> CoveringState:
    """Run the covering loop over `uncovered` (default: all positives of `task`)."""
    state = state or CoveringState()
    rng = np.random.default_rng(settings.seed)
    uncovered = set(task.pos_ids if uncovered is None else uncovered)
    neg = frozenset(task.neg_ids)
    tried: set[int] = set()
    failures = 0
    searcher = Searcher(task, settings, coverage)
    try:
        while uncovered and len(state.clauses) < settings.max_clauses:
            if len(uncovered) < max(settings.minpos, 1):
                break
            choices = sorted(uncovered - tried)
            if not choices:
                break
            k = min(settings.seeds, len(choices))
            seeds = [int(x) for x in rng.choice(choices, size=k, replace=False)]
            results = searcher.run(seeds, frozenset(uncovered), neg)
            for r in results:
                state.searches.append(r)
                if on_search:
                    on_search(r)
            good = [r for r in results if r.clause is not None]
            if not good:
                tried.update(seeds)
                failures += 1
                if failures >= settings.max_failures:
                    break
                continue
            failures = 0
            best = max(good, key=lambda r: (len(r.pos), -len(r.neg), -r.length, -r.seed))
            if not best.pos & uncovered:
                tried.update(seeds)
                continue
            state.clauses.append(best)
            uncovered -= best.pos
    except KeyboardInterrupt:
        state.interrupted = True
        searcher.close(abort=True)
    finally:
        searcher.close()
    return state
