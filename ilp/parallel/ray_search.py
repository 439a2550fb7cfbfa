"""The Ray backend of the searches: one actor per job slot, each a process of its own with its
own Prolog engine holding the task, rebuilt from ``Task.spec()`` as the local workers do.

Ray is imported only here (an optional extra).  The task's files travel with the pool
(``pack_task``), so a worker on another machine rebuilds the task without a shared file
system: a worker that finds the same files at the same path (this machine, or a shared
disk) loads them in place, another writes them to a scratch directory first.

Faults: an actor whose process dies is restarted once by Ray and its search run again
(searches are deterministic, so the theory is unchanged); one that dies again, a cluster that
cannot place the actors, or a search that outlives its time limit by far, is a BackendError
(``error: ...``, exit status 2), never a hang.  Ctrl-C in ``map`` reaches the caller, which
closes the pool (``close(abort=True)`` kills the actors).
"""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path

from ilp.parallel import BackendError
from ilp.parallel.cluster import connect, require_ray

READY_SECONDS = 300.0       # for every actor to start and load its task
GRACE_SECONDS = 120.0       # beyond a search's own time limit before it counts as lost
MAX_SHIPPED = 256 << 20     # bytes of task files sent to the workers


def pack_task(path) -> dict:
    """The files a worker needs to rebuild the task loaded from `path`: the regular files of
    its directory (for an Aleph stem DIR/NAME, DIR's files NAME.*)."""
    p = Path(path).resolve()
    root = p if p.is_dir() else p.parent
    files = {}
    total = 0
    for f in sorted(root.iterdir()):
        if not f.is_file() or (not p.is_dir() and not f.name.startswith(p.name + ".")):
            continue
        data = f.read_bytes()
        total += len(data)
        if total > MAX_SHIPPED:
            raise BackendError(f"the task files in {root} are more than "
                               f"{MAX_SHIPPED >> 20} MB: too much to send to Ray workers")
        files[f.name] = data
    return {"path": str(p), "root": str(root), "files": files}


def unpack_task(packed: dict) -> tuple[str, str | None]:
    """(the path to load the task from, a scratch directory to remove afterwards or None)."""
    root = Path(packed["root"])
    try:
        same = all((root / name).read_bytes() == data for name, data in packed["files"].items())
    except OSError:
        same = False
    if same:
        return packed["path"], None
    scratch = tempfile.mkdtemp(prefix="ilp-task-")
    # the directory keeps its name: the task's name comes from it
    copy = Path(scratch) / (root.name or "task")
    copy.mkdir()
    for name, data in packed["files"].items():
        (copy / name).write_bytes(data)
    return str(copy / Path(packed["path"]).relative_to(root)), scratch


class SearchWorker:
    """A Ray actor (created with max_concurrency=1: pyswip's engine is not thread-safe).

    The task comes with each call, as a reference to the pool's package of it (inside a list,
    so Ray hands over the reference and the actor fetches the package only when it has no
    task yet): an actor that Ray restarted loads it again, and the constructor gets no
    argument from the object store (which Ray warns may be gone by a restart)."""

    def __init__(self, inference_limit: int):
        self.limit = inference_limit
        self.task = self.coverage = self.scratch = None

    def _load(self, box: list) -> None:
        import ray

        from ilp.coverage import Coverage
        from ilp.task import Task

        if self.task is None:
            package = ray.get(box[0])
            path, self.scratch = unpack_task(package)
            self.task = Task.from_spec((path, package["added"]))
            self.coverage = Coverage(self.task, self.limit)

    def ready(self, box: list) -> int:
        self._load(box)
        return os.getpid()

    def search(self, box: list, args):
        from ilp.search import run_search

        self._load(box)
        seed_id, pos_ids, neg_ids, settings = args
        return run_search(self.task, seed_id, settings, pos_ids, neg_ids, self.coverage)

    def close(self) -> None:
        if self.scratch:
            shutil.rmtree(self.scratch, ignore_errors=True)
            self.scratch = None


class RaySearchPool:
    """`jobs` SearchWorker actors, spread over the cluster's nodes; ``map`` hands each idle
    actor the next search and returns the results in the order of its arguments."""

    def __init__(self, spec, inference_limit: int, jobs: int, address: str = ""):
        ray = require_ray()
        connect(address)
        self.ray = ray
        directory, added = spec
        self.spec = spec
        # the task's files and additions, once in the object store for the pool's life
        self.box = [ray.put({**pack_task(directory), "added": list(added)})]
        # the default actor resources (1 CPU to be placed, none held) let the searches share
        # a cluster with other actors (the counterexample server's) without waiting forever
        # for CPUs; SPREAD puts them on different nodes
        remote = ray.remote(max_concurrency=1, max_restarts=1, max_task_retries=1,
                            scheduling_strategy="SPREAD")(SearchWorker)
        self.actors = [remote.remote(inference_limit) for _ in range(jobs)]
        try:
            self._get([a.ready.remote(self.box) for a in self.actors], READY_SECONDS,
                      f"the Ray cluster did not start {jobs} search workers within "
                      f"{READY_SECONDS:.0f} s")
        except BaseException:
            self.close(abort=True)
            raise

    def follows(self, spec) -> bool:
        """Whether the actors hold the task of `spec` (they hold one task for their life)."""
        return spec == self.spec

    def map(self, jobs: list) -> list:
        ray = self.ray
        results: list = [None] * len(jobs)
        todo = list(enumerate(jobs))[::-1]
        idle = list(self.actors)
        running: dict = {}
        while todo or running:
            while todo and idle:
                index, job = todo.pop()
                actor = idle.pop()
                running[actor.search.remote(self.box, job)] = (index, actor)
            limit = max(jobs[i][3].time_limit for i, _ in running.values())
            done, _ = ray.wait(list(running), num_returns=1, timeout=limit + GRACE_SECONDS)
            if not done:
                raise BackendError(f"a search on the Ray cluster gave no answer within "
                                   f"{limit + GRACE_SECONDS:.0f} s (its time limit is "
                                   f"{limit:g} s): a worker or node is stuck")
            index, actor = running.pop(done[0])
            results[index] = self._get(done[0], None, "")
            idle.append(actor)
        return results

    def _get(self, refs, timeout, late: str):
        ray = self.ray
        try:
            return ray.get(refs, timeout=timeout)
        except ray.exceptions.GetTimeoutError:
            raise BackendError(late) from None
        except ray.exceptions.RayTaskError as err:
            # the search (or the task's loading) raised: the error itself, as locally
            if isinstance(err.cause, Exception):
                raise err.cause from None
            raise
        except ray.exceptions.RayError as err:
            text = str(err).strip().splitlines()
            raise BackendError("a Ray search worker died and did not come back after its "
                               f"restart ({text[0] if text else type(err).__name__}); the "
                               "cluster's logs (/tmp/ray/session_latest/logs on each node) "
                               "say why") from None

    def close(self, abort: bool = False) -> None:
        ray, actors = self.ray, self.actors
        self.actors = []
        if not actors:
            return
        if not abort:
            try:
                ray.get([a.close.remote() for a in actors], timeout=10)
            except Exception:  # noqa: BLE001 -- the actors are killed below anyway
                pass
        for actor in actors:
            try:
                ray.kill(actor, no_restart=True)
            except Exception:  # noqa: BLE001 -- already gone
                pass
