"""Where parallel work runs: the backends (contracts §5, ``--backend local|ray``).

- ``local`` (the default): "spawn" worker processes on this machine (ilp.parallel.local).
- ``ray``: the same work as Ray actors on a cluster (ilp.parallel.ray_search; the server's
  workers in ilp.active.ray_pool), joined or started by ilp.parallel.cluster.  Ray is an
  optional extra (``pip install 'ray>=2.40'``), imported only when asked for.

A search pool (``open_search_pool``) holds ``jobs`` workers, each with its own Prolog engine
and the task rebuilt from ``Task.spec()`` (the path given to ``load`` and the examples and
background added since, replayed in order, so example ids match the parent's).  ``map``
runs one search per argument tuple and returns the results in the order given: the seeds
are drawn in the parent, each search is deterministic, so every backend learns the same
theory for the same ``--seed``.  ``close(abort)`` stops the workers.
"""

from __future__ import annotations

from ilp.errors import InputError

BACKENDS = ("local", "ray")


class BackendError(InputError):
    """The backend cannot do the work (Ray missing, cluster unreachable, a worker that kept
    dying): the command line prints ``error: ...`` and exits with status 2."""


def open_search_pool(backend: str, spec, inference_limit: int, jobs: int, address: str = ""):
    """A pool of `jobs` search workers holding the task of `spec`, on `backend`."""
    if backend == "local":
        from ilp.parallel.local import LocalSearchPool

        return LocalSearchPool(spec, inference_limit, jobs)
    if backend == "ray":
        from ilp.parallel.ray_search import RaySearchPool

        return RaySearchPool(spec, inference_limit, jobs, address)
    raise BackendError(f"unknown backend {backend!r} (known: {', '.join(BACKENDS)})")
