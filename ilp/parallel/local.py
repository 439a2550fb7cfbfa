"""The local backend: a multiprocessing "spawn" pool on this machine, each worker process with
its own Prolog engine holding the task (pyswip: one engine per process, not thread-safe)."""

from __future__ import annotations

import multiprocessing

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
    """`jobs` spawn processes; ``map`` returns the results in the order of its arguments."""

    def __init__(self, spec, inference_limit: int, jobs: int):
        ctx = multiprocessing.get_context("spawn")
        self.pool = ctx.Pool(jobs, initializer=_init_worker, initargs=(spec, inference_limit))

    def map(self, jobs: list) -> list:
        return self.pool.map(_worker_search, jobs)

    def close(self, abort: bool = False) -> None:
        if self.pool is None:
            return
        if abort:
            self.pool.terminate()
        else:
            self.pool.close()
        self.pool.join()
        self.pool = None
