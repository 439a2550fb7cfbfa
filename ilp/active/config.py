"""Settings of the active-learning server, and its sampler.

The server is domain-free: the examples, their facts and the language bias come from a
*sampler*, named ``"module:factory"`` and built with keyword options in the server and in each
worker.  A sampler provides ``targets() -> {name: arity}``, ``background() -> str`` (Prolog
text every worker loads once; also handed to learners as their task's bk.pl), ``modes(target)
-> str`` (a modes.pl text; its modeb predicates are the language theories must keep to),
``facts_header() -> str``, ``describe() -> dict`` (optional) and ``sample(target, n, seed,
prefix)`` returning an object with ``examples`` (list of (atom text, positive, group id)) and
``facts`` ({group id: Prolog facts text}); every group id starts with ``prefix``.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field

import numpy as np

from ilp.errors import InputError
from ilp.loader import load_object
from ilp.parallel import BACKENDS

LOOPBACK = ("127.0.0.1", "::1", "localhost")
TOKEN_ENV = "ILP_SERVE_TOKEN"
SAMPLER_METHODS = ("targets", "background", "modes", "facts_header", "sample")


@dataclass
class ServerConfig:
    host: str = "127.0.0.1"
    port: int = 8765
    workers: int = 0                 # 0: one per core
    threshold: float = 1.0           # default accuracy threshold (a request may give its own)
    min_covered: int = 1             # default fewest fresh examples a kept clause covers: a
    #                                  clause covering none has shown no accuracy (0 keeps it)
    examples: int = 500              # default examples drawn per validation
    batch: int = 50                  # default most counterexamples per answer
    seed: int = 0
    sampler: str = ""                # "module:factory"
    sampler_options: dict = field(default_factory=dict)
    token: str | None = None
    inference_limit: int = 200_000   # Prolog inferences per example test
    clause_time_limit: float = 10.0  # seconds per clause on one request's examples
    request_time_limit: float = 30.0  # seconds for all the clauses of one request
    stack_limit: int = 512           # MB of Prolog stacks per worker (memory per query)
    max_examples: int = 20_000       # most examples one request may ask for
    max_body: int = 1_000_000        # bytes of request body (larger: 413, before parsing)
    max_pending: int = 0             # most requests queued for workers (0: 16 per worker)
    backend: str = "local"           # workers: local processes, or Ray actors (ilp.parallel)
    ray_address: str = ""            # with backend ray: the cluster to join ("": started here)

    def resolved_workers(self) -> int:
        return self.workers if self.workers and self.workers > 0 else (os.cpu_count() or 1)

    def check(self) -> None:
        if not self.sampler:
            raise InputError("no sampler given (module:factory)")
        check_host(self.host, self.token)
        if not 0.0 <= self.threshold <= 1.0:
            raise InputError(f"accuracy threshold {self.threshold} is not in [0, 1]")
        for name in ("examples", "inference_limit", "max_examples", "max_body", "stack_limit"):
            if getattr(self, name) < 1:
                raise InputError(f"{name} must be at least 1, not {getattr(self, name)}")
        if self.batch < 0:
            raise InputError("batch must not be negative")
        if self.min_covered < 0:
            raise InputError("min_covered must not be negative")
        if self.clause_time_limit <= 0 or self.request_time_limit <= 0:
            raise InputError("the time limits must be positive")
        if self.backend not in BACKENDS:
            raise InputError(f"unknown backend {self.backend!r} (known: {', '.join(BACKENDS)})")
        if self.ray_address and self.backend != "ray":
            raise InputError("--ray-address goes with --backend ray")
        if not 0 <= self.port <= 65535:
            raise InputError(f"port {self.port} is not in 0..65535")


def check_host(host: str, token: str | None, env: str = TOKEN_ENV) -> None:
    """A server that listens beyond loopback must require a token (ilp serve, ilp board)."""
    if host not in LOOPBACK and not token:
        raise InputError(f"binding to {host} (beyond loopback) needs a token: "
                         f"give --token or set {env}")


def load_sampler(name: str, options: dict | None = None):
    """Build the sampler named ``"module:factory"`` with keyword ``options``."""
    factory = load_object(name, "sampler")
    if not callable(factory):
        raise InputError(f"sampler {name} is not callable")
    try:
        sampler = factory(**(options or {}))
    except TypeError as err:
        raise InputError(f"sampler {name}: bad options {options}: {err}") from None
    for method in SAMPLER_METHODS:
        if not callable(getattr(sampler, method, None)):
            raise InputError(f"sampler {name} has no method {method}()")
    return sampler


def derive_seed(server_seed: int, counter: int) -> int:
    """The seed of request `counter` of a server started with `server_seed`."""
    return int(np.random.SeedSequence([int(server_seed) & 0xFFFFFFFF, int(counter)])
               .generate_state(1)[0])
