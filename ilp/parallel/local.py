"""The local backend: a multiprocessing "spawn" pool on this machine, each worker process with
its own Prolog engine holding the task (pyswip: one engine per process, not thread-safe).

A pool outlives a change of its task: every job carries the task's spec (the path and what
was added since, ``Task.spec()``), and a worker whose task is a prefix of it replays the rest
(active learning adds counterexamples and their boards each round), keeping its coverage
cache; any other difference reloads the task.  So the rounds of active learning share one
pool, with no process start or task load between them.

A pool's worker can also run one search ahead of the covering loop (``submit_search``: the
next step's, on the chance that this one finds nothing; ilp.covering), or a whole covering
pass, going on from where one stopped (``submit_cover``): noisy auto's helper (ilp.learner),
which learns the exact clauses there while its parent learns the theory from scratch; a
multiprocessing value given at the start (``shared``) is how the two keep each other
informed."""

from __future__ import annotations

import concurrent.futures
import functools
import multiprocessing
import time
from concurrent.futures.process import BrokenProcessPool

from ilp.parallel import BackendError

_worker: dict = {}


def _init_worker(spec, inference_limit, shared=None):
    from ilp.procs import worker_setup

    worker_setup()
    _worker["limit"] = inference_limit
    _worker["shared"] = shared
    _load(spec)


def _load(spec) -> None:
    from ilp.coverage import Coverage
    from ilp.task import Task

    task = Task.from_spec(spec)
    _worker["task"] = task
    _worker["coverage"] = Coverage(task, _worker["limit"])


def _follow(spec) -> None:
    """Bring the worker's task to `spec`: replay what was added since, or reload."""
    task = _worker["task"]
    directory, added = spec
    have = task.spec()[1]
    if directory != str(task.directory) or added[:len(have)] != have:
        _load(spec)
        return
    task.replay(added[len(have):])


def _worker_search(args):
    from ilp.search import run_search

    spec, seed_id, pos_ids, neg_ids, settings = args
    _follow(spec)
    return run_search(_worker["task"], seed_id, settings, pos_ids, neg_ids, _worker["coverage"])


def _deadline(seconds: float, sent: float) -> float:
    """The time.perf_counter() value `seconds` after `sent` (time.time() in the parent): the
    time the job waited and this worker took to start count."""
    return time.perf_counter() + seconds - max(0.0, time.time() - sent)


def _worker_program(args):
    """The tolerant program search (ilp.search.programs.ProgramSearch.run_tolerant) here, for
    `seconds` from `sent` (time.time() in the parent); (its program, clauses generated,
    programs tested, whether its time ran out first)."""
    from ilp.search.programs import ProgramSearch

    spec, settings, pos_ids, neg_ids, seconds, sent = args
    _follow(spec)
    search = ProgramSearch(_worker["task"], settings, _worker["coverage"], pos_ids, neg_ids)
    program = search.run_tolerant(_deadline(seconds, sent))
    return program, search.generated, search.tests, search.cut_short


def _worker_ready() -> None:
    """Nothing: the initializer has loaded the task."""


def _worker_cover(args):
    """A covering pass here (ilp.covering.cover, one search at a time), going on from `state`
    (None: from the start), until `seconds` after `sent` (time.time() in the parent: the time
    this worker took to start counts).  `stop(shared, state, uncovered)`, if given, is the
    pass's stop test, with the pool's shared value (see LocalSearchPool)."""
    from ilp.covering import cover

    spec, settings, uncovered, neg, seconds, sent, state, stop = args
    _follow(spec)
    if stop is not None:
        stop = functools.partial(stop, _worker["shared"])
    return cover(_worker["task"], settings, _worker["coverage"], uncovered=uncovered, neg=neg,
                 deadline=_deadline(seconds, sent), state=state, stop=stop)


class LocalSearchPool:
    """`jobs` spawn processes; ``map`` returns the results in the order of its arguments.

    A worker that dies (killed, out of memory) breaks the whole executor: the pool is built
    again and the step's searches run once more (they are deterministic); a second death is a
    BackendError, never a hang (``multiprocessing.Pool`` would wait forever)."""

    def __init__(self, spec, inference_limit: int, jobs: int, shared=None):
        self.spec = spec          # the task's spec now: sent with every job
        self.limit = inference_limit
        self.jobs = jobs
        self.shared = shared      # a multiprocessing value the workers share with this process
        self.executor = None
        self._jobs_out: list = []   # futures of the work handed out: the pool is idle when done
        self._build()

    def follows(self, spec) -> bool:
        """Whether the workers can take the task to `spec` themselves (same task directory)."""
        return spec[0] == self.spec[0]

    def _build(self) -> None:
        self.executor = concurrent.futures.ProcessPoolExecutor(
            max_workers=self.jobs, mp_context=multiprocessing.get_context("spawn"),
            initializer=_init_worker, initargs=(self.spec, self.limit, self.shared))

    def map(self, jobs: list) -> list:
        for attempt in (1, 2):
            try:
                return list(self.executor.map(_worker_search,
                                              [(self.spec, *job) for job in jobs]))
            except BrokenProcessPool:
                self.close(abort=True)
                if attempt == 2:
                    raise BackendError("a search worker process died twice in one covering "
                                       "step (killed, or out of memory?)") from None
                self._build()

    def warm(self) -> None:
        """Start the workers now (the executor starts them at their first job): they load the
        task while this process goes on."""
        for _ in range(self.jobs):
            self._submit(_worker_ready)

    def idle(self) -> bool:
        """Whether every worker has started and finished what it was given."""
        self._jobs_out = [f for f in self._jobs_out if not f.done()]
        return self.executor is not None and not self._jobs_out

    def submit_search(self, seed_id, pos_ids, neg_ids, settings):
        """A Future of one search (ilp.search.run_search) run in a worker."""
        return self._submit(_worker_search, (self.spec, seed_id, pos_ids, neg_ids, settings))

    def submit_program(self, settings, pos_ids, neg_ids, seconds: float):
        """A Future of the tolerant program search run in a worker for `seconds` from now:
        (its program, clauses generated, programs tested, cut short); see _worker_program."""
        return self._submit(_worker_program, (self.spec, settings, list(pos_ids),
                                              list(neg_ids), seconds, time.time()))

    def submit_cover(self, settings, uncovered, neg, seconds: float, state=None, stop=None):
        """A Future of the CoveringState of a covering pass run in a worker (`settings`,
        positives `uncovered`, negatives `neg`), ending `seconds` from now; `state`, `stop`:
        see _worker_cover."""
        return self._submit(_worker_cover, (self.spec, settings, sorted(uncovered), sorted(neg),
                                            seconds, time.time(), state, stop))

    def _submit(self, function, *args):
        """A Future of `function(*args)` in a worker, counted as work handed out (idle)."""
        future = self.executor.submit(function, *args)
        self._jobs_out.append(future)
        return future

    def close(self, abort: bool = False) -> None:
        executor, self.executor = self.executor, None
        if executor is None:
            return
        if abort:
            for proc in list((getattr(executor, "_processes", None) or {}).values()):
                if proc.is_alive():
                    proc.terminate()
        executor.shutdown(wait=True, cancel_futures=True)
