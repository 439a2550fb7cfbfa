"""``Learner(settings).fit(task)``: the covering learner, scikit-learn style.

    learner = Learner({"search": "greedy"}).fit(Task.load("tasks/trains"))
    learner.theory_      # list[NamedClause] with training coverage
    learner.searches_    # list[SearchResult], one per search
    learner.covers(["eastbound(east1)"])   # -> [True]

Settings: a ``Settings`` instance is used as given; a dict (or None) is resolved at fit time as
defaults < the task's set/2 facts < the dict.  ``fit`` leaves the task as it was (examples are
added through the task's own methods, as the active learner does); refitting the same task
reuses the coverage cache,
and with ``warm_start=True`` keeps the previous theory's clauses that are still acceptable,
covers only the positives they leave uncovered, and does not search again from the seeds whose
searches found no acceptable clause before, nor from those whose clause ``keep`` dropped (the
examples added since -- an active learner's counterexamples -- seldom make a clause acceptable
that was not; other clauses may still cover those positives).
"""

from __future__ import annotations

import concurrent.futures
import dataclasses
import math
import multiprocessing
import sys
import time
from concurrent.futures.process import BrokenProcessPool

from ilp.coverage import Coverage, covers_atoms
from ilp.evaluate import program_clause_covers, program_exceeds, program_flags
from ilp.covering import Searcher, cover
from ilp.search.programs import ProgramSearch
from ilp.posonly import random_atoms
from ilp.scoring import UNBOUNDED, description_length
from ilp.settings import Settings, resolve
from ilp.theory import NamedClause, clause_indicator, clause_literals, portray, write_theory


class Learner:
    def __init__(self, settings: Settings | dict | None = None, on_search=None,
                 keep_workers: bool = False):
        self.settings = settings
        self.on_search = on_search       # callback(SearchResult) after each search
        # keep the search workers (jobs > 1) between fits of one task, until ``close``: the
        # rounds of active learning then start no process and load no task again
        self.keep_workers = keep_workers
        self._searcher: Searcher | None = None
        self._spare = None               # the spare worker of this fit (see _spare_pool)
        self._rival = None               # (pool, future, start): the tolerant program search
        #                                  run in a worker of its own (_start_rival)
        self._began = 0.0                # time.perf_counter() at the start of this fit
        self.theory_: list[NamedClause] = []
        self.clauses_: list[str] = []    # the clauses' Prolog text (as learned, no final dot)
        self.searches_ = []
        self.settings_: Settings | None = None
        self.interrupted_ = False
        self.out_of_time_ = False        # a covering pass ended at the run's max_time
        self._deadline = 0.0             # the run's (time.perf_counter() + max_time)
        self.uncovered_: list[int] = []  # positive ids the theory leaves uncovered
        self.generated_: list[str] = []  # random atoms standing in for negatives (ilp.posonly)
        self.program_: dict | None = None  # the program search of a recursive target: what it
        #                                    found and tried, and whether it made the theory
        self._generated: frozenset = frozenset()
        self.seconds_ = 0.0
        self._task = None
        self._coverage = None
        self._failed: dict[int, set[int]] = {}   # per phase: seeds that found no clause
        self._seed_of: dict[str, tuple[int, int]] = {}   # clause text -> (phase, its seed)

    def resolved_settings(self, task) -> Settings:
        if isinstance(self.settings, Settings):
            return self.settings
        return resolve(task.settings, self.settings or {})

    def fit(self, task, warm_start: bool = False) -> "Learner":
        """Learn a theory of `task`.  The task is left as it was (random atoms standing in for
        negatives live only for the fit), so fitting it again gives the same theory."""
        start = time.perf_counter()
        settings = self.resolved_settings(task)
        if not warm_start or self._task is not task:
            self._failed, self._seed_of = {}, {}
        if self._task is not task or self._coverage is None or \
                self._coverage.limit != settings.inference_limit:
            self._coverage = Coverage(task, settings.inference_limit)
        if self._searcher is not None and self._searcher.task is not task:
            self.close()
        if self._searcher is None:
            self._searcher = Searcher(task, settings, self._coverage)
        self._searcher.settings, self._searcher.coverage = settings, self._coverage
        self._task, self.settings_ = task, settings
        self._began = start
        try:
            self._fit(task, settings, start, warm_start)
        finally:
            self._close_workers()
            if not self.keep_workers:
                self.close()
        return self

    def close(self) -> None:
        """Stop the search workers kept between fits (``keep_workers``)."""
        if self._searcher is not None:
            self._searcher.close()
            self._searcher = None

    def _spare_pool(self, settings):
        """The spare worker: with jobs > 1 (local backend, one seed a step), a worker process
        started once the fit has taken `HELPER_AFTER` seconds, holding the task.  It runs the
        covering loop's next search ahead (ilp.covering) and noisy auto's exact pass
        (_Helper).  None before then, or when there is none to have."""
        if self._spare is None and settings.seeds == 1 and \
                _Helper.wanted(settings, time.perf_counter() - self._began):
            from ilp.parallel.local import LocalSearchPool

            # [the description length of noisy auto's theory from scratch (NaN until known),
            #  the least description length of a theory grown from the exact clauses there]
            shared = multiprocessing.get_context("spawn").Array("d", [math.nan, 0.0])
            self._spare = LocalSearchPool(self._task.spec(), settings.inference_limit, 1,
                                          shared=shared)
            self._spare.warm()
        return self._spare

    def _ahead(self, settings):
        """For ilp.covering.cover: the spare worker when it is free to run a search ahead."""
        def free():
            spare = self._spare_pool(settings)
            return spare if spare is not None and spare.idle() else None
        return free

    def _close_workers(self, abort: bool = True) -> None:
        """Stop the spare worker (abort: whatever it runs, which nobody waits for now) and
        the tolerant program search's worker."""
        spare, self._spare = self._spare, None
        if spare is not None:
            spare.close(abort)
        rival, self._rival = self._rival, None
        if rival is not None:
            rival[0].close(abort=True)

    def _rival_tick(self, task, settings, deadline: float):
        """For the exact program search of a recursive target (noisy auto): a clock that, once
        the fit has taken `HELPER_AFTER` seconds (jobs > 1, local backend), starts the
        tolerant program search in a worker of its own.  It is needed when no exact program
        or theory turns up, which the exact search, bounded by its time limit, may take a
        while to show; run beside it, it is ready by then (_tolerant_program)."""
        def tick():
            if self._rival is None and \
                    _Helper.wanted(settings, time.perf_counter() - self._began):
                self._rival = self._start_rival(task, settings, deadline)
        return tick

    def _start_rival(self, task, settings, deadline: float):
        from ilp.parallel.local import LocalSearchPool

        pool = LocalSearchPool(task.spec(), settings.inference_limit, 1)
        start = time.perf_counter()
        seconds = min(deadline - start, settings.time_limit / 2)
        return pool, pool.submit_program(settings, task.pos_ids, task.neg_ids, seconds), start

    def _tolerant_program(self, task, settings, deadline: float,
                          to_beat: float) -> list[str] | None:
        """The tolerant program search's program (judged as _program judges it): the one its
        worker found when it was started beside the exact program search, else searched here
        now (also when that worker died).  When the worker's time ran out first and its
        program does not beat the covering theory (description length `to_beat`), the
        search runs here as well, and the program of less description length is kept: the
        worker ran cold (its coverage cache empty), where this process has the exact search's
        coverage, so on a slow machine it tested a third of the pairs one process tests in the
        same time, and missed the program one process finds (noisy-dropk-20 of Popper's
        suite)."""
        rival, self._rival = self._rival, None
        if rival is not None:
            pool, future, start = rival
            try:
                found = future.result(timeout=max(0.0, self._deadline - time.perf_counter()) + 5)
            except KeyboardInterrupt:
                self.interrupted_ = True
                found = None
            except Exception:           # the worker died or did not answer: search here
                found = None
            pool.close(abort=True)
            if found is not None:
                *found, cut_short = found
                there = self._judged(task, settings, *found, start)
                if not cut_short or time.perf_counter() >= deadline:
                    return there
                # (each description length runs the program on every example: once each)
                there_length = math.inf if there is None else self._description_length(there)
                if there_length < to_beat:
                    return there
                figures = self.program_
                here = self._program(task, settings, deadline, tolerant=True)
                if there is not None and (here is None or
                                          there_length <= self._description_length(here)):
                    self.program_ = figures
                    return there
                return here
            if self.interrupted_:
                return None
        return self._program(task, settings, deadline, tolerant=True)

    def _fit(self, task, settings, start: float, warm_start: bool) -> None:
        phases, generated = _phases(settings), []
        if not task.neg_ids and settings.evalfn in ("coverage", "posonly"):
            # no negative at all: random atoms of the target's types stand in (ilp.posonly)
            generated = random_atoms(task, task.modeh[0], settings.gsamplesize, settings.seed)
            if generated:
                phases = [dataclasses.replace(settings, evalfn="posonly", noise=UNBOUNDED,
                                              minacc=0.0)]
        with task.scratch_negatives(generated) as ids:
            self.generated_, self._generated = generated, frozenset(ids)
            clauses = self._learn(task, settings, phases, start + settings.max_time,
                                  warm_start)
            self.clauses_ = _grouped(clauses)
            self.theory_ = self._name(task)
            self.uncovered_ = sorted(set(task.pos_ids) -
                                     self._covered(self.clauses_, task.pos_ids))
        self.seconds_ = time.perf_counter() - start

    def _learn(self, task, settings, phases, deadline: float, warm_start: bool) -> list[str]:
        """The clauses of the theory: for a recursive target first a program search (a small
        program proving every positive and no negative ends the fit); then covering, phase by
        phase; then the better of that theory and the program; redundant clauses pruned."""
        cov = self._coverage
        self.searches_, self.interrupted_ = [], False
        self.out_of_time_, self._deadline = False, deadline
        clauses: list[str] = []
        if warm_start and self.clauses_:
            for text in self.clauses_:
                neg = cov.covered(text, task.neg_ids, key=("n", text))
                if len(neg) <= settings.noise:
                    clauses.append(text)
        program, self.program_ = None, None
        if task.recursive and not clauses:
            rival = settings.noisy == "auto" and task.neg_ids and not self._generated
            program = self._program(task, settings, deadline,
                                    tick=self._rival_tick(task, settings, deadline)
                                    if rival else None)
            if program and self.program_["errors"] == 0:
                self.program_["used"] = True
                return self._pruned(program, task)
        if settings.noisy == "auto" and task.neg_ids and not self._generated and not clauses:
            clauses = self._noisy_auto(task, phases, deadline)
            if task.recursive and not self.interrupted_ and \
                    self._errors(clauses) > 0:
                # noisy and recursive: no program is exact, the best may be one that errs
                covering = self._description_length(clauses)
                tolerant = self._tolerant_program(task, settings, deadline, covering)
                if tolerant and self._description_length(tolerant) < covering:
                    program, clauses, self.program_["used"] = tolerant, tolerant, True
        else:
            for k, phase in enumerate(phases):
                clauses = self._cover_phase(task, k, phase, clauses, deadline)
        if program and self.program_["errors"] < self._errors(clauses):
            clauses, self.program_["used"] = program, True
        if self._generated and task.recursive and not self.interrupted_ and \
                not self._proves_all(clauses):
            # positive-only and incomplete: a correct recursion proves some random atoms too
            # (they are not known to be false), so, as Popper does without negatives, the
            # smallest program proving every positive, judged on the positives alone; every
            # head variable used, else a clause holds for any value there (no negative says no)
            program = self._program(task, settings, deadline, neg=(), no_singletons=True)
            if program and self._proves_all(program):
                self.program_["used"] = True
                return program
        return self._pruned(clauses, task)

    def _cover_phase(self, task, k, phase, clauses: list[str], deadline: float,
                     stop=None, latest: float | None = None) -> list[str]:
        """`clauses` and those one covering pass (phase `k`) adds for the positives they leave
        uncovered, judged against the negatives they do not cover yet (`stop`, `latest`: see
        ilp.covering.cover; the spare worker runs searches ahead)."""
        state = self._pass(task, k, phase, clauses, deadline, stop, latest,
                           ahead=self._ahead(phase))
        return clauses if state is None else clauses + self._absorb(k, state, deadline)

    def _pass(self, task, k, phase, clauses: list[str], deadline: float, stop=None,
              latest: float | None = None, state=None, ahead=None):
        """The CoveringState of that pass (`state`: going on from one; `ahead`: see
        ilp.covering.cover), not yet taken in; None when there is nothing to do or no time to
        do it."""
        uncovered = set(task.pos_ids) - self._covered(clauses, task.pos_ids)
        if not uncovered or self.interrupted_:
            return None
        if state is None and clauses:
            # the clauses it starts from count against max_clauses (a state gone on from
            # holds its own)
            if len(clauses) >= phase.max_clauses:
                return None
            phase = dataclasses.replace(phase, max_clauses=phase.max_clauses - len(clauses))
        if time.perf_counter() >= deadline:
            self.out_of_time_ = self.out_of_time_ or deadline >= self._deadline
            return None
        neg = frozenset(task.neg_ids) - self._covered(clauses, task.neg_ids)
        return cover(task, phase, self._coverage, uncovered=uncovered, neg=neg,
                     on_search=self.on_search, deadline=deadline,
                     skip=frozenset(self._failed.get(k, ())), searcher=self._searcher,
                     stop=stop, latest=latest, state=state, ahead=ahead)

    def _absorb(self, k, state, deadline: float, elsewhere: bool = False) -> list[str]:
        """Take in what covering pass `k` (ending at `deadline`) did; its clauses.  A pass run
        `elsewhere` (a worker process) reports its searches only now."""
        if elsewhere and self.on_search:
            for r in state.searches:
                self.on_search(r)
        self._failed.setdefault(k, set()).update(state.failed)
        self._seed_of.update((r.clause, (k, r.seed)) for r in state.clauses)
        self.searches_ += state.searches
        self.interrupted_ = self.interrupted_ or state.interrupted
        # the run's own deadline (not a pass's share of it) ended the pass
        self.out_of_time_ = self.out_of_time_ or (state.out_of_time and
                                                  deadline >= self._deadline)
        return [r.clause for r in state.clauses]

    def _noisy_auto(self, task, phases, deadline: float) -> list[str]:
        """noisy auto: exact clauses first (at most 60% of the time left, all of it while every
        search finds one); when they leave positives uncovered the data may be noisy, and two
        theories compete -- the exact clauses with tolerant ones for the positives left, and
        tolerant clauses from scratch -- the one of least description length winning
        (ilp.scoring.description_length), so a few general clauses that misclassify the noise
        beat many narrow exact ones that fit it.  The theory from scratch is searched at the
        exact pass's first failed search (half the time left then, not counted against the
        exact pass); from then on the exact pass ends as soon as no theory grown from its
        clauses can be shorter (`_exact_bound`): time that could not change the answer -- or,
        once it holds a few clauses, as soon as covering the positives left at the rate its
        clauses have covered positives so far would cost more than that whole theory.

        With jobs > 1 (local backend) both go on at once: a worker process starts once the run
        has taken `HELPER_AFTER` seconds (it loads the task meanwhile), and at the first failed
        search the exact pass goes on there from where it stopped (`_Helper`) while the theory
        from scratch is learned here, where the searches so far left their coverage in the
        cache.  The exact pass there ends once it is hopeless, as it would have here, so jobs
        change the answer only where a time limit cuts a pass short."""
        exact, tolerant = phases
        scratch, bar = None, None      # the theory from scratch and its description length
        helper, handed = None, False   # a _Helper; whether the exact pass went on there

        def hopeless(clauses, uncovered) -> bool:
            """No theory grown from these exact clauses can beat the theory from scratch."""
            return bar is not None and _exact_bound(clauses, uncovered, len(task.pos_ids)) > bar

        def from_scratch(until: float) -> None:
            nonlocal scratch, bar
            scratch = self._cover_phase(task, 2, tolerant, [], until)
            bar = self._description_length(scratch)

        def stop(state, uncovered) -> bool:
            nonlocal helper, handed
            if self.interrupted_:
                return True
            now = time.perf_counter()
            if helper is None and scratch is None and _Helper.wanted(exact, now - self._began):
                spare = self._spare_pool(exact)
                helper = None if spare is None else _Helper(spare, exact)
            if not state.failed:
                return False
            if scratch is None:
                if helper is not None:
                    handed = True             # the exact pass goes on in the helper (below)
                    return True
                from_scratch(now + 0.5 * (deadline - now))
                if self.interrupted_:         # stopped inside that pass: stop this one too
                    return True
            return hopeless([r.clause for r in state.clauses], uncovered)

        try:
            now = time.perf_counter()
            until = now + 0.6 * (deadline - now)
            # no search runs ahead while the spare worker may yet take the pass over
            spare = self._ahead(exact)
            state = self._pass(task, 0, exact, [], until, stop=stop, latest=deadline,
                               ahead=lambda: None if scratch is None else spare())
            clauses = [] if state is None else self._absorb(0, state, until)
            if handed:
                # the exact pass goes on in the helper; the theory from scratch is learned here
                left = set(task.pos_ids) - self._covered(clauses, task.pos_ids)
                neg = frozenset(task.neg_ids) - self._covered(clauses, task.neg_ids)
                # (searches: those so far are taken in already; failed kept: the stop test
                # of a pass gone on here, should the helper die, judges every step from now)
                sent = dataclasses.replace(state, searches=[])
                now = time.perf_counter()
                helper.start(sent, left, neg, until - now)
                from_scratch(now + 0.5 * (deadline - now))
                helper.tell(bar)
                if not self.interrupted_:
                    # hopeless now: every later step is too, and the theory from scratch wins
                    clauses = None if hopeless(clauses, left) else self._exact_back(
                        task, exact, helper, sent, clauses, left, until, stop, hopeless)
        finally:
            if helper is not None and not helper.done():
                self._close_workers()       # its pass still running: nobody waits for it
        if clauses is None:                   # hopeless already when the exact pass left
            return scratch
        if not self._failed.get(0):
            # every search so far found an exact clause: the data looks exact, and only the
            # time ran out (a slow task on a busy machine), so the exact pass goes on
            clauses = self._cover_phase(task, 0, exact, clauses, deadline)
        if self._errors(clauses) == 0 or self.interrupted_:
            return clauses
        if time.perf_counter() >= deadline:
            self.out_of_time_ = True
            return clauses
        if hopeless(clauses, set(task.pos_ids) - self._covered(clauses, task.pos_ids)):
            return scratch
        now = time.perf_counter()
        if scratch is None:
            finished = self._cover_phase(task, 1, tolerant, clauses, now + 0.5 * (deadline - now))
            scratch = self._cover_phase(task, 2, tolerant, [], deadline)
        else:
            finished = self._cover_phase(task, 1, tolerant, clauses, deadline)
        return min((self._paying(finished), scratch), key=self._description_length)

    def _exact_back(self, task, exact, helper, sent, clauses, left, until, stop, hopeless):
        """The exact clauses once the helper's pass is back (or, if the helper died, once it
        has gone on here from `sent`); None when a step of it was hopeless: every step of it
        would have been judged at once here, and the theory from scratch would have won."""
        elsewhere = True
        try:
            back = helper.result(self._deadline)
        except KeyboardInterrupt:
            self.interrupted_, back = True, None
        if back is HOPELESS:
            return None
        if back is None and not self.interrupted_:
            back = self._pass(task, 0, exact, clauses, until, stop=stop,
                              latest=self._deadline, state=sent, ahead=self._ahead(exact))
            elsewhere = False
        if back is None:
            return clauses
        done = len(clauses)
        clauses = self._absorb(0, back, until, elsewhere=elsewhere)
        uncovered = set(left)
        for j, r in enumerate(back.clauses[done:], done + 1):
            uncovered -= r.pos
            if uncovered and hopeless(clauses[:j], uncovered):
                return None
        return clauses

    def _description_length(self, clauses) -> float:
        """Training mistakes of the theory plus half its literals (heads included)."""
        return description_length(self._errors(clauses),
                                  sum(clause_literals(c) for c in clauses))

    def _program(self, task, settings, deadline: float, neg=None,
                 no_singletons: bool = False, tolerant: bool = False,
                 tick=None) -> list[str] | None:
        """For a recursive target: the program search's theory (ilp.search.programs: a
        recursion and its base case found together, judged by what the program proves), within
        half a search's time limit; None when it finds nothing or is interrupted.  `neg`: the
        negatives it must not prove (default: the task's); `no_singletons`: only clauses whose
        body uses every head variable and leaves no output anonymous; `tolerant`: the program
        of least description length, mistakes allowed (noisy data); `tick`: called at each
        clause the search generates."""
        neg = task.neg_ids if neg is None else neg
        search = ProgramSearch(task, settings, self._coverage, task.pos_ids, neg,
                               no_singletons)
        search.tick = tick
        start = time.perf_counter()
        try:
            run = search.run_tolerant if tolerant else search.run
            program = run(min(deadline, start + settings.time_limit / 2))
            if len(program) > settings.max_clauses:
                # a pair took it past max_clauses: fine when pruning brings it back, else
                # searched again with pairs only where they fit
                program = self._pruned(program, task)
                if len(program) > settings.max_clauses:
                    search.strict = True
                    program = run(min(deadline, time.perf_counter() + settings.time_limit / 2))
        except KeyboardInterrupt:
            self.interrupted_ = True
            return None
        return self._judged(task, settings, program, search.generated, search.tests, start)

    def _judged(self, task, settings, program, generated: int, tested: int,
                start: float) -> list[str] | None:
        """`program` as the program search's theory: None when empty or when it loops; its
        figures in ``program_``."""
        # a program that loops on a training example (past the inference limit, where the
        # tests count it unproved) would hang its user's query: not a theory to hand out
        # (the random atoms standing in for negatives do not count: nobody asked them)
        own = task.pos_ids + [i for i in task.neg_ids if i not in self._generated]
        loops = program_exceeds(task, program, own, settings.inference_limit) if program else 0
        missed, proved = self._mistakes(program)
        self.program_ = {"clauses": len(program), "generated": generated,
                         "tested": tested, "errors": len(missed) + len(proved),
                         # of those, the random atoms standing in for negatives (a task
                         # without any) it proves: a recursion proves many, though nobody
                         # knows them to be false
                         "random_atoms": len(proved & self._generated),
                         "loops": loops, "seconds": round(time.perf_counter() - start, 3),
                         "used": False}
        return program if program and not loops else None

    def _proves_all(self, clauses) -> bool:
        """Whether the theory covers every positive."""
        return self._covered(clauses, self._task.pos_ids) == frozenset(self._task.pos_ids)

    def _errors(self, clauses) -> int:
        """Training mistakes of the theory run as a program: positives it does not prove and
        negatives it does."""
        missed, proved = self._mistakes(clauses)
        return len(missed) + len(proved)

    def _mistakes(self, clauses) -> tuple[frozenset, frozenset]:
        """(the positives the theory run as a program does not prove, the negatives it
        proves)."""
        task = self._task
        return (frozenset(task.pos_ids) - self._covered(clauses, task.pos_ids),
                self._covered(clauses, task.neg_ids))

    def _covered(self, clauses, ids) -> frozenset:
        """The ids among `ids` the theory of `clauses` covers: clause by clause, or, for a
        recursive target, the clauses run together as a program (a recursive call runs the
        theory, not the examples: what a user of the theory gets)."""
        task = self._task
        if task.recursive and clauses:
            flags = program_flags(task, clauses, [task.example_text(i) for i in ids],
                                  self.settings_.inference_limit)
            return frozenset(i for i, f in zip(ids, flags) if f)
        out: set = set()
        for text in clauses:
            out |= self._coverage.covered(text, ids, key=_key(text))
        return frozenset(out)

    def _pruned(self, clauses: list[str], task) -> list[str]:
        """`clauses` without those that do not improve the theory's training accuracy: without
        a clause the theory must lose more positives than negatives (a clause learned early
        may have become redundant by later ones; a base case counts by what the recursion it
        ends proves).  The random atoms standing in for negatives of a task without any do not
        count: they are not known to be false, and a right recursion proves some of them."""
        neg_ids = [i for i in task.neg_ids if i not in self._generated]
        return self._dropping(clauses, task, neg_ids, lambda text, pos, neg: pos > neg)

    def _paying(self, clauses: list[str]) -> list[str]:
        """`clauses` without those that do not pay for themselves in description length
        (ilp.scoring.description_length): each keeps more positives than negatives by at least
        half its literals.  Noisy auto judges the theory grown from exact clauses so: an exact
        clause covering a positive or two costs more than the mistakes it saves, and the many
        such clauses a long exact pass finds made that theory lose to the few general clauses
        from scratch, which generalise worse (noisy-wn18rr3 and the Alzheimer tasks, held out:
        benchmarks/README.md)."""
        return self._dropping(clauses, self._task, self._task.neg_ids,
                              lambda text, pos, neg: pos - neg >= clause_literals(text) / 2)

    def _dropping(self, clauses: list[str], task, neg_ids, keeps) -> list[str]:
        """`clauses` less, one at a time, the first whose own cover -- the positives and
        negatives the theory covers only through it -- it does not `keeps(text, positives,
        negatives)` (counts), until every clause left keeps."""
        clauses = list(clauses)
        changed = True
        while changed and len(clauses) > 1:
            changed = False
            pos_all = self._covered(clauses, task.pos_ids)
            neg_all = self._covered(clauses, neg_ids)
            for text in list(clauses):
                others = [c for c in clauses if c != text]
                pos = pos_all - self._covered(others, task.pos_ids)
                neg = neg_all - self._covered(others, neg_ids)
                if not keeps(text, len(pos), len(neg)):
                    clauses.remove(text)
                    changed = True
                    break
        return clauses

    def _name(self, task) -> list[NamedClause]:
        """The clauses named (target_1, ...) with their training coverage -- for a recursive
        target what each proves at the top of the program, its recursive calls running the
        program, as a user of the theory gets it.  The counts leave out the random atoms
        standing in for negatives."""
        cov = self._coverage
        own_neg = [i for i in task.neg_ids if i not in self._generated]
        if task.recursive and self.clauses_:
            limit = self.settings_.inference_limit
            pos_of = program_clause_covers(task, self.clauses_, task.pos_ids, limit)
            neg_of = program_clause_covers(task, self.clauses_, own_neg, limit)
        else:
            pos_of = [cov.covered(t, task.pos_ids, key=_key(t)) for t in self.clauses_]
            neg_of = [cov.covered(t, task.neg_ids, key=_key(t)) - self._generated
                      for t in self.clauses_]
        out = []
        counts: dict[str, int] = {}
        for text, pos, neg in zip(self.clauses_, pos_of, neg_of):
            indicator = clause_indicator(text)
            name = indicator.rsplit("/", 1)[0]
            counts[name] = counts.get(name, 0) + 1
            out.append(NamedClause(f"{name}_{counts[name]}", indicator, portray(text).rstrip(),
                                   len(pos), len(neg)))
        return out

    def keep(self, names) -> None:
        """Keep only the learned clauses named in `names` (e.g. those an active-learning
        server kept); the next ``fit(warm_start=True)`` starts from them."""
        names = set(names)
        for t, c in zip(self.clauses_, self.theory_):
            if c.name not in names and t in self._seed_of:
                # a dropped clause's seed is a positive only unsound clauses covered so far:
                # the next warm fit does not search from it again
                k, seed = self._seed_of[t]
                self._failed.setdefault(k, set()).add(seed)
        pairs = [(t, c) for t, c in zip(self.clauses_, self.theory_) if c.name in names]
        self.clauses_ = [t for t, _ in pairs]
        self.theory_ = [c for _, c in pairs]

    # -- using the theory -------------------------------------------------------------------------
    def covers(self, atoms) -> list[bool]:
        """For each atom (Prolog text), whether some learned clause covers it -- for a
        recursive target, whether the theory run as a program proves it (its recursive calls
        run the theory, not the training positives)."""
        atoms = [str(a).strip().rstrip(".") for a in atoms]
        flags = [False] * len(atoms)
        if not atoms or not self.clauses_:
            return flags
        if self._task.recursive:
            return [bool(f) for f in program_flags(self._task, self.clauses_, atoms,
                                                   self.settings_.inference_limit)]
        for text in self.clauses_:
            got = covers_atoms(self._task.module, text, atoms, self.settings_.inference_limit)
            flags = [f or bool(x) for f, x in zip(flags, got)]
        return flags

    predict = covers

    def write(self, path, header: str = "") -> None:
        write_theory(path, self.theory_, header)

    def summary(self) -> dict:
        """Counts of the fit; ``complete`` tells whether the theory covers every positive, and
        ``uncovered`` names those it does not; ``out_of_time`` whether the run's ``max_time``
        ended the covering (positives left may then never have been searched from)."""
        task = self._task
        return {"clauses": len(self.theory_), "searches": len(self.searches_),
                "explored": sum(r.explored for r in self.searches_),
                "cutoff": sum(r.cutoff for r in self.searches_),
                "seconds": round(self.seconds_, 3), "interrupted": self.interrupted_,
                "out_of_time": self.out_of_time_, "complete": not self.uncovered_,
                "program_search": self.program_,
                "uncovered": [task.example_text(i) for i in self.uncovered_] if task else []}


# seconds a run has taken before noisy auto's helper is worth starting: a worker process that
# takes about a second to start and load the task
HELPER_AFTER = 2.0


class _Helper:
    """The spare worker (Learner._spare_pool) taking over noisy auto's exact pass at its first
    failed search, while this process learns the theory from scratch (jobs > 1: the second
    core's work).  The description length of that theory, once known, reaches the worker
    through a shared value: its pass then ends as soon as it is hopeless (`_hopeless_there`)."""

    @staticmethod
    def wanted(settings: Settings, elapsed: float) -> bool:
        return settings.jobs > 1 and settings.backend == "local" and elapsed >= HELPER_AFTER

    def __init__(self, pool, settings: Settings):
        """On `pool`, the learner's spare worker (started already: it loads the task before
        it is needed), its shared value [the description length of the theory from scratch
        (NaN until known), the least description length of a theory grown from the exact
        clauses there so far]."""
        self.settings = dataclasses.replace(settings, jobs=1)
        self.pool, self.shared = pool, pool.shared
        self.future = None

    def start(self, state, uncovered, neg, seconds: float) -> None:
        """Go on with the pass of `state` there, for `seconds`."""
        try:
            self.future = self.pool.submit_cover(self.settings, uncovered, neg, seconds, state,
                                                 _hopeless_there)
        except BrokenProcessPool as error:      # the worker died already
            self.future = concurrent.futures.Future()
            self.future.set_exception(error)

    def tell(self, bar: float) -> None:
        """The description length of the theory from scratch."""
        self.shared[0] = bar

    def hopeless(self) -> bool:
        """Whether a step there has made the exact pass hopeless (after `tell`)."""
        return self.shared[1] > self.shared[0]

    def result(self, latest: float):
        """Its CoveringState, waiting until `latest` (a time.perf_counter() value) and a few
        seconds more at most; None when the worker died or did not answer; HOPELESS as soon as
        a step there has made the exact pass hopeless (its search then going on is not waited
        for)."""
        end = latest + 5.0
        while not self.hopeless():
            try:
                return self.future.result(timeout=min(0.05, max(0.0, end - time.perf_counter())))
            except concurrent.futures.TimeoutError:
                if time.perf_counter() >= end:
                    return None
            except BrokenProcessPool:
                return None
        return HOPELESS

    def done(self) -> bool:
        """Whether its pass has ended (or never started)."""
        return self.future is None or self.future.done()


HOPELESS = "hopeless"


def _hopeless_there(shared, state, uncovered) -> bool:
    """The stop test of the exact pass in a _Helper: hopeless (as in Learner._noisy_auto) once
    the theory from scratch's description length is known; each step's bound is published
    (`shared`: see _Helper) so that the parent need not wait for the step after."""
    clauses = [r.clause for r in state.clauses]
    shared[1] = bound = _exact_bound(clauses, uncovered, state.sizes[0])
    return bound > shared[0]            # never while shared[0] is NaN


def _phases(settings: Settings) -> list[Settings]:
    """The covering passes of a fit: exact clauses (the settings as given), then, with noisy
    auto, clauses that pay for themselves for the positives left (ilp.scoring: compression,
    negatives tolerated, precision at least a half); noisy yes: only the second pass."""
    tolerant = dataclasses.replace(settings, evalfn="compression", noise=UNBOUNDED,
                                   minacc=max(settings.minacc, 0.5), minpos=max(settings.minpos, 1))
    return {"no": [settings], "auto": [settings, tolerant], "yes": [tolerant]}[settings.noisy]


RATE_AFTER = 5      # exact clauses before the rate at which they cover positives is trusted


def _exact_bound(clauses, uncovered, positives: int) -> float:
    """What a theory grown from exact `clauses` (of a task of `positives`) that leave positives
    `uncovered` will cost at least, in description length: each of those is a mistake or needs
    another clause (two literals at least, costing as much as a mistake).  And once there are
    `RATE_AFTER` clauses, what covering the rest at the rate they covered positives (literals
    per positive) would cost, or leaving them as mistakes, whichever is less: not a bound, an
    estimate, but an optimistic one -- covering takes the largest clusters of positives first,
    so later clauses cover fewer -- and noisy data shows it at once: exact clauses of a
    positive or two each, each step a second on big data, where a theory from scratch of one
    clause explains all but the noise."""
    literals = sum(clause_literals(c) for c in clauses)
    rest = 1 if uncovered else 0
    if uncovered and len(clauses) >= RATE_AFTER:
        covered = positives - len(uncovered)
        at_rate = 0.5 * literals / covered * len(uncovered) if covered > 0 else len(uncovered)
        rest = max(rest, min(len(uncovered), at_rate))
    return description_length(rest, literals)


def _key(text: str) -> tuple:
    """A coverage-cache key of a whole clause text (apart from the searches' canonical keys)."""
    return ("clause", text)


def _grouped(clauses: list[str]) -> list[str]:
    """The clauses with those of one predicate together (in order of first appearance, each
    predicate's clauses in their own order): covering interleaves the targets of a task with
    several modeh, and Prolog warns about a predicate whose clauses are not together."""
    order: dict[str, list[str]] = {}
    for text in clauses:
        order.setdefault(clause_indicator(text), []).append(text)
    return [text for group in order.values() for text in group]


def learn_task(task, settings: Settings | dict | None = None, out=None, progress: bool = True,
               header: str | None = None, log=None) -> Learner:
    """Fit a Learner on `task`, write the theory to `out` (when given; also after an interrupt,
    then the KeyboardInterrupt is re-raised), log each search on `log` (default stderr)."""
    log = log or sys.stderr
    bar = None
    if progress:
        from tqdm import tqdm

        bar = tqdm(total=len(task.pos_ids), desc="covered", unit="pos", file=log, leave=False)

    covered: set[int] = set()

    def on_search(r):
        if bar is not None:
            bar.clear()
        print(r.summary(), file=log, flush=True)
        if bar is not None and r.clause:
            new = r.pos - covered
            covered.update(r.pos)
            bar.update(len(new))

    learner = Learner(settings, on_search=on_search)
    try:
        learner.fit(task)
    finally:
        if bar is not None:
            bar.close()
    if learner.program_ is not None:
        print(program_line(learner.program_), file=log, flush=True)
    # an interrupted run keeps what it learned, but never replaces a file with nothing
    if out is not None and (learner.theory_ or not learner.interrupted_):
        s = learner.settings_
        head = header if header is not None else (
            f"Theory learned by ilp from task {task.name}: search {s.search}"
            f"{' with macros' if s.macros else ''}, seed {s.seed}"
            f"{' (interrupted)' if learner.interrupted_ else ''}")
        learner.write(out, head)
    if learner.interrupted_:
        stop = KeyboardInterrupt()
        stop.partial = learner          # what it learned: the command prints it, then stops
        raise stop
    return learner


def program_line(program: dict) -> str:
    """The log's line about the program search of a recursive target."""
    p = program
    found = (f"a program of {p['clauses']} clause{'s' if p['clauses'] != 1 else ''} making "
             f"{p['errors']} training mistake{'s' if p['errors'] != 1 else ''}"
             if p["clauses"] else "no program")
    if p["clauses"] and p.get("random_atoms"):
        found += f" ({p['random_atoms']} of them proving random atoms that stand in for negatives)"
    if p.get("loops"):
        found += f", looping on {p['loops']} example{'s' if p['loops'] != 1 else ''} (refused)"
    verdict = "it is the theory" if p["used"] else "the covering theory is kept"
    return (f"program search: {p['generated']} clauses generated, {p['tested']} programs "
            f"tested, {p['seconds']:.2f}s -> {found}" + (f"; {verdict}" if p["clauses"] else ""))
