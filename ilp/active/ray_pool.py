"""The counterexample server's workers as Ray actors (``ilp serve --backend ray``, and the
embedded server of a learner running on Ray): the interface of ``app.WorkerPool`` (async
``run(job)``, ``warm_up``, ``shutdown``, ``size``, ``restarts``), the same worker code
(ilp.active.workers: a sampler and a Prolog engine per actor).

A job goes to an idle actor (max_concurrency=1: one engine, not thread-safe).  An actor whose
process dies is restarted once by Ray and the job run again (jobs are deterministic given
their seed); one that dies again, or keeps a job far beyond the request time limit, is
replaced and the request answered 503, as the local pool does when a worker dies.
"""

from __future__ import annotations

import asyncio
from concurrent.futures.process import BrokenProcessPool

from ilp.parallel import BackendError
from ilp.parallel.cluster import connect, require_ray

READY_SECONDS = 300.0       # for every actor to start and load its sampler
GRACE_SECONDS = 60.0        # beyond the request time limit before a job counts as lost


class ServerWorker:
    """A Ray actor running ilp.active.workers jobs."""

    def __init__(self, *initargs):
        from ilp.active import workers

        workers.init(*initargs)

    def run(self, job: dict) -> dict:
        from ilp.active import workers

        return workers.run(job)


class RayWorkerPool:
    def __init__(self, config):
        self.ray = require_ray()
        connect(config.ray_address)
        c = self.config = config
        self.size = config.resolved_workers()
        self.restarts = 0
        self.initargs = (c.sampler, c.sampler_options, c.inference_limit, c.clause_time_limit,
                         c.request_time_limit, c.stack_limit)
        # default actor resources (placed on a CPU, none held) and spread over the nodes, as
        # the search workers (ilp.parallel.ray_search), so both can share one cluster
        self.remote = self.ray.remote(max_concurrency=1, max_restarts=1, max_task_retries=1,
                                      scheduling_strategy="SPREAD")(ServerWorker)
        self.actors = [self.remote.remote(*self.initargs) for _ in range(self.size)]
        self.idle: asyncio.Queue = asyncio.Queue()
        for actor in self.actors:
            self.idle.put_nowait(actor)

    async def run(self, job: dict) -> dict:
        ray = self.ray
        actor = await self.idle.get()
        try:
            return await asyncio.wait_for(asyncio.wrap_future(actor.run.remote(job).future()),
                                          self.config.request_time_limit + GRACE_SECONDS)
        except (ray.exceptions.RayError, TimeoutError):
            # workers.run answers every error of its own: this is the actor lost
            actor = self._replace(actor)
            raise BrokenProcessPool("a Ray worker died; it was replaced") from None
        finally:
            self.idle.put_nowait(actor)

    def _replace(self, actor):
        try:
            self.ray.kill(actor, no_restart=True)
        except Exception:  # noqa: BLE001 -- already gone
            pass
        new = self.remote.remote(*self.initargs)
        self.actors = [new if a is actor else a for a in self.actors]
        self.restarts += 1
        return new

    def warm_up(self):
        ray = self.ray
        try:
            return ray.get([a.run.remote({"kind": "ping"}) for a in self.actors],
                           timeout=READY_SECONDS)
        except ray.exceptions.GetTimeoutError:
            raise BackendError(f"the Ray cluster did not start {self.size} server workers "
                               f"within {READY_SECONDS:.0f} s") from None
        except ray.exceptions.RayError as err:
            lines = str(err).strip().splitlines()
            raise BackendError(f"a Ray server worker could not start: "
                               f"{lines[-1] if lines else type(err).__name__}") from None

    def shutdown(self):
        """Stop the workers now (a request still running is abandoned)."""
        actors, self.actors = self.actors, []
        for actor in actors:
            try:
                self.ray.kill(actor, no_restart=True)
            except Exception:  # noqa: BLE001 -- already gone
                pass
