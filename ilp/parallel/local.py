"""The local backend: a multiprocessing "spawn" pool on this machine, each worker process with
its own Prolog engine holding the task (pyswip: one engine per process, not thread-safe)."""

from __future__ import annotations

import concurrent.futures
import multiprocessing
from concurrent.futures.process import BrokenProcessPool

from ilp.parallel import BackendError

_worker: dict = {}


def _init_worker(spec, inference_limit):
    from ilp.coverage import Coverage
    from ilp.procs import worker_setup
    from ilp.task import Task

    worker_setup()
    task = Task.from_spec(spec)
    _worker["task"] = task
    _worker["coverage"] = Coverage(task, inference_limit)


def _worker_search(args):
    from ilp.search import run_search

    seed_id, pos_ids, neg_ids, settings = args
    return run_search(_worker["task"], seed_id, settings, pos_ids, neg_ids, _worker["coverage"])


class LocalSearchPool:
    """`jobs` spawn processes; ``map`` returns the results in the order of its arguments.

    A worker that dies (killed, out of memory) breaks the whole executor: the pool is built
    again and the step's searches run once more (they are deterministic); a second death is a
    BackendError, never a hang (``multiprocessing.Pool`` would wait forever)."""

    def __init__(self, spec, inference_limit: int, jobs: int):
        self.args = (spec, inference_limit)
        self.jobs = jobs
        self.executor = None
        self._build()

    def _build(self) -> None:
        self.executor = concurrent.futures.ProcessPoolExecutor(
            max_workers=self.jobs, mp_context=multiprocessing.get_context("spawn"),
            initializer=_init_worker, initargs=self.args)

    def map(self, jobs: list) -> list:
        for attempt in (1, 2):
            try:
                return list(self.executor.map(_worker_search, jobs))
            except BrokenProcessPool:
                self.close(abort=True)
                if attempt == 2:
                    raise BackendError("a search worker process died twice in one covering "
                                       "step (killed, or out of memory?)") from None
                self._build()

    def close(self, abort: bool = False) -> None:
        executor, self.executor = self.executor, None
        if executor is None:
            return
        if abort:
            for proc in list((getattr(executor, "_processes", None) or {}).values()):
                if proc.is_alive():
                    proc.terminate()
        executor.shutdown(wait=True, cancel_futures=True)
