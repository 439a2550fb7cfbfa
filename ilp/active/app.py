"""The counterexample server of active learning (``ilp serve``): a FastAPI app run by uvicorn.

A learner submits a target and a theory (Prolog clause text); the server draws fresh labeled
examples from its sampler (ilp.active.config), tests every clause on them in its worker
processes (ilp.active.workers) and answers with each clause's accuracy (precision on the
fresh examples it covers: covered positives / covered), the clauses kept (accuracy >=
threshold on at least ``min_covered`` fresh examples) and dropped, and a batch of
counterexamples -- positives that no kept clause covers, negatives that some submitted clause
covers -- with the facts they need, ready for ``Task.add_examples``.  Group ids (boards) of the
returned examples all start with the request's ``board_prefix`` so they never clash with the
learner's own.

Endpoints (schema at ``/openapi.json``, docs at ``/docs``): ``GET /health``, ``GET /stats``,
``GET /task/{target}`` (background, modes and facts header for a learner's task directory),
``POST /sample`` (fresh labeled examples), ``POST /validate`` (the validation above),
``POST /prepare`` (202: a worker draws now the sample of a coming /validate with the same
target, examples, seed and board_prefix, while the learner fits; that validation then only
tests the theory.  Its answer is the same either way: a sample depends on nothing else.  At
most ``MAX_PREPARED`` samples wait; a newer one pushes out the oldest).

Bad requests: a body over ``max_body`` bytes gets 413 before it is parsed (the rest of it read
and dropped, up to 64 MiB, so that a client that sends it whole reads the 413); a body that
does not validate gets 422 naming the fields, never echoing the input back; non-finite numbers
and control characters are refused.  A worker keeps nothing from one request to the next: a
theory is read term by term, its operator directives held for that read only, within the
input limits (prolog/limits.pl), so a hostile theory gets 4xx and the next client a clean
worker.  Reproducibility: each sampling request uses the seed given, else one derived
from the server seed and a request counter; the answer reports it.  Binding beyond loopback
needs a token; then every request must carry ``Authorization: Bearer TOKEN`` (or
``X-ILP-Token``), else 401.
"""

from __future__ import annotations

import asyncio
import collections
import concurrent.futures
import json
import multiprocessing
import os
import secrets
import socket
import sys
import threading
import time
from concurrent.futures.process import BrokenProcessPool

from ilp.active import workers
from ilp.active.config import ServerConfig, derive_seed, load_sampler
from ilp.active.schemas import (PrepareAnswer, PrepareRequest, SampleAnswer, SampleRequest,
                                TaskAnswer, ValidateAnswer, ValidateRequest)
from ilp.errors import InputError
from ilp.words import plural

MAX_PREPARED = 4        # samples drawn ahead (POST /prepare) the server holds at once


class WorkerPool:
    """A spawn ProcessPoolExecutor of ilp.active.workers, rebuilt when a worker dies."""

    def __init__(self, config: ServerConfig):
        self.config = config
        self.size = config.resolved_workers()
        self.executor = None
        self.lock = threading.Lock()
        self.restarts = 0
        self._build()

    def _build(self):
        c = self.config
        self.executor = concurrent.futures.ProcessPoolExecutor(
            max_workers=self.size, mp_context=multiprocessing.get_context("spawn"),
            initializer=workers.init,
            initargs=(c.sampler, c.sampler_options, c.inference_limit, c.clause_time_limit,
                      c.request_time_limit, c.stack_limit))

    async def run(self, job: dict) -> dict:
        executor = self.executor
        try:
            return await asyncio.wrap_future(executor.submit(workers.run, job))
        except BrokenProcessPool:
            with self.lock:
                if self.executor is executor:
                    executor.shutdown(wait=False, cancel_futures=True)
                    self.restarts += 1
                    self._build()
            raise

    def warm_up(self):
        futures = [self.executor.submit(workers.run, {"kind": "ping"}) for _ in range(self.size)]
        return [f.result(timeout=120) for f in futures]

    def shutdown(self):
        """Stop the workers now (a request still running is abandoned)."""
        executor = self.executor
        for proc in list(getattr(executor, "_processes", {}).values()):
            if proc.is_alive():
                proc.terminate()
        executor.shutdown(wait=True, cancel_futures=True)


def make_pool(config: ServerConfig):
    """The workers of `config.backend`: local processes, or Ray actors (ilp.active.ray_pool)."""
    if config.backend == "ray":
        from ilp.active.ray_pool import RayWorkerPool

        return RayWorkerPool(config)
    return WorkerPool(config)


def create_app(config: ServerConfig, announce=None):
    """The FastAPI app.  `announce`: called with no argument once the workers are ready."""
    from contextlib import asynccontextmanager

    from fastapi import FastAPI

    config.check()
    server = _Server(config)                # fail fast, in the parent: the sampler loads

    @asynccontextmanager
    async def lifespan(app):
        server.pool = make_pool(config)
        try:
            await asyncio.get_running_loop().run_in_executor(None, server.pool.warm_up)
            if announce is not None:
                announce()
            yield
        finally:
            server.pool.shutdown()

    app = FastAPI(title="ilp active-learning server",
                  description="Validates theories on freshly drawn labeled examples and returns "
                              "per-clause accuracy and counterexamples.",
                  version="1", lifespan=lifespan)
    _add_guards(app, config, server.stats)
    _add_info_routes(app, server)
    _add_work_routes(app, server)
    return app


class _Server:
    """What the routes share: the sampler's targets and texts, the pool, the counters."""

    def __init__(self, config: ServerConfig):
        self.config = config
        sampler = load_sampler(config.sampler, config.sampler_options)
        self.targets = dict(sampler.targets())
        self.info = sampler.describe() if callable(getattr(sampler, "describe", None)) else {}
        header = sampler.facts_header()
        self.task_texts = {t: {"bk": sampler.background(), "modes": sampler.modes(t),
                               "facts_header": header} for t in self.targets}
        self.pool = None
        self.counter = 0
        self.started = time.time()
        self.stats = {"requests": 0, "validations": 0, "samples": 0, "clauses_tested": 0,
                      "examples_drawn": 0, "examples_tested": 0, "counterexamples": 0,
                      "refused": 0, "errors": 0, "busy": 0, "too_large": 0,
                      "prepared": 0, "prepared_used": 0, "worker_seconds": 0.0}
        self.pending = asyncio.Semaphore(config.max_pending or 16 * config.resolved_workers())
        self.prepared: collections.OrderedDict = collections.OrderedDict()  # key -> draw task

    def prepare(self, key: tuple) -> bool:
        """Start drawing the sample `key` (target, examples, seed, prefix) on a worker;
        False when it is already held."""
        if key in self.prepared:
            return False
        target, examples, seed, prefix = key
        job = {"kind": "draw", "target": target, "examples": examples, "seed": seed,
               "prefix": prefix}
        self.prepared[key] = asyncio.ensure_future(self._drawn(job))
        while len(self.prepared) > MAX_PREPARED:
            _, oldest = self.prepared.popitem(last=False)
            oldest.cancel()             # a draw not started yet is dropped from the queue
        return True

    async def _drawn(self, job: dict):
        """The plain sample a draw job answers, or None when it failed (the validation that
        wanted it then draws it itself, and meets the error there)."""
        try:
            answer = await self.pool.run(job)
        except Exception:               # a worker died: the pool is rebuilt; draw again later
            return None
        return answer.get("ok")

    async def take_prepared(self, key: tuple):
        """The sample drawn ahead for `key`, once drawn; None when there is none.  Taken, it
        is no longer pushed out; shielded, so that a request cancelled while it waits leaves
        the draw alone."""
        task = self.prepared.pop(key, None)
        return None if task is None else await asyncio.shield(task)

    async def dispatch(self, job: dict) -> dict:
        """Run `job` on a worker: its answer, or HTTPException (busy, a worker died, refused)."""
        from fastapi import HTTPException

        stats = self.stats
        if self.pending.locked():
            stats["busy"] += 1
            raise HTTPException(503, "the server is busy: too many pending requests")
        async with self.pending:
            t0 = time.perf_counter()
            try:
                answer = await self.pool.run(job)
            except BrokenProcessPool:
                took = time.perf_counter() - t0
                if took >= self.config.request_time_limit:   # its time backstop ended it
                    stats["refused"] += 1
                    raise HTTPException(422, f"the request ran {took:.0f} s, past the time limit "
                                             f"of {self.config.request_time_limit:g} s, inside "
                                             "a call that could not be interrupted (such as "
                                             "arithmetic on a huge number); its worker was "
                                             "replaced")
                stats["errors"] += 1
                raise HTTPException(503, "a worker process died; the pool was restarted, try again")
            finally:
                stats["worker_seconds"] += time.perf_counter() - t0
        if "error" in answer:
            status, reason = answer["error"]
            stats["refused" if status < 500 else "errors"] += 1
            raise HTTPException(status, reason)
        return answer["ok"]

    def check_target(self, target: str, status: int) -> None:
        from fastapi import HTTPException

        if target not in self.targets:
            raise HTTPException(status, f"unknown target {target!r} "
                                        f"(known: {', '.join(sorted(self.targets))})")

    def check_examples(self, examples: int | None) -> None:
        """422 when a request asks for more examples than the server draws at once."""
        from fastapi import HTTPException

        if examples is not None and examples > self.config.max_examples:
            raise HTTPException(422, f"examples: {examples} is more than this server draws "
                                     f"per request ({self.config.max_examples})")

    def begin(self, req) -> tuple:
        """A /sample or /validate request: counted, its target and examples checked; its
        (request number, seed, prefix of its group ids)."""
        self.stats["requests"] += 1
        self.check_target(req.target, 422)
        self.check_examples(req.examples)
        self.counter += 1
        k = self.counter
        seed = derive_seed(self.config.seed, k) if req.seed is None else req.seed
        return k, seed, req.board_prefix or f"r{k}_"


def _add_guards(app, config: ServerConfig, stats: dict) -> None:
    """The token check (when the server has a token), the body limit, and 422 answers that
    name the fields without echoing the input."""
    from fastapi import Request
    from fastapi.exceptions import RequestValidationError
    from fastapi.responses import JSONResponse

    if config.token:
        @app.middleware("http")
        async def check_token(request: Request, call_next):
            given = request.headers.get("x-ilp-token", "")
            auth = request.headers.get("authorization", "")
            if auth.lower().startswith("bearer "):
                given = auth[7:].strip()
            if not given or not secrets.compare_digest(given.encode(), config.token.encode()):
                return JSONResponse({"detail": "missing or wrong token"}, status_code=401,
                                    headers={"WWW-Authenticate": "Bearer"})
            return await call_next(request)

    app.add_middleware(BodyLimit, limit=config.max_body, stats=stats)

    @app.exception_handler(RequestValidationError)
    async def invalid(request: Request, exc: RequestValidationError):
        # the fields and what is wrong with them, never the input itself (it may be huge)
        detail = [{"loc": list(e.get("loc", ())), "msg": str(e.get("msg", ""))[:200],
                   "type": e.get("type", "")} for e in exc.errors()[:20]]
        stats["refused"] += 1
        return JSONResponse({"detail": detail}, status_code=422)


def _add_info_routes(app, server: _Server) -> None:
    """GET /health, /stats, /task/{target}."""
    config = server.config

    @app.get("/health")
    async def health():
        return {"status": "ok", "targets": server.targets, "workers": config.resolved_workers(),
                "sampler": config.sampler, "sampler_settings": server.info,
                "threshold": config.threshold, "min_covered": config.min_covered,
                "examples": config.examples, "batch": config.batch,
                "seed": config.seed, "uptime": round(time.time() - server.started, 3)}

    @app.get("/stats")
    async def stats():
        s = dict(server.stats)
        s["worker_seconds"] = round(s["worker_seconds"], 3)
        up = time.time() - server.started
        s.update(uptime=round(up, 3), request_counter=server.counter,
                 validations_per_second=round(s["validations"] / up, 3) if up else 0.0,
                 pool_restarts=server.pool.restarts if server.pool else 0)
        return s

    @app.get("/task/{target}", response_model=TaskAnswer)
    async def task(target: str):
        server.stats["requests"] += 1
        server.check_target(target, 404)
        return {"target": target, "arity": server.targets[target], **server.task_texts[target]}


def _add_work_routes(app, server: _Server) -> None:
    """POST /sample, /prepare and /validate: jobs for the workers."""
    config, stats = server.config, server.stats

    @app.post("/sample", response_model=SampleAnswer)
    async def sample(req: SampleRequest):
        k, seed, prefix = server.begin(req)
        ans = await server.dispatch({"kind": "sample", "target": req.target,
                                     "examples": req.examples, "seed": seed, "prefix": prefix})
        stats["samples"] += 1
        stats["examples_drawn"] += len(ans["pos"]) + len(ans["neg"])
        return {"request": k, "target": req.target, "seed": seed, **ans}

    @app.post("/prepare", status_code=202, response_model=PrepareAnswer)
    async def prepare(req: PrepareRequest):
        stats["requests"] += 1
        server.check_target(req.target, 422)
        examples = req.examples or config.examples
        server.check_examples(examples)
        fresh = server.prepare((req.target, examples, req.seed, req.board_prefix))
        stats["prepared"] += fresh
        return {"target": req.target, "examples": examples, "seed": req.seed,
                "board_prefix": req.board_prefix, "prepared": fresh}

    @app.post("/validate", response_model=ValidateAnswer)
    async def validate(req: ValidateRequest):
        k, seed, prefix = server.begin(req)
        job = {"kind": "validate", "target": req.target, "theory": req.theory,
               "examples": req.examples or config.examples,
               "threshold": config.threshold if req.threshold is None else req.threshold,
               "min_covered": config.min_covered if req.min_covered is None else req.min_covered,
               "batch": config.batch if req.batch is None else req.batch,
               "seed": seed, "prefix": prefix, "max_clauses": req.max_clauses}
        drawn = await server.take_prepared((req.target, job["examples"], seed, prefix))
        if drawn is not None:
            job["sample"] = drawn
            stats["prepared_used"] += 1
        ans = await server.dispatch(job)
        stats["validations"] += 1
        stats["clauses_tested"] += len(ans["clauses"])
        stats["examples_drawn"] += ans["examples"]
        stats["examples_tested"] += ans["examples"] * len(ans["clauses"])
        stats["counterexamples"] += (len(ans["counterexamples"]["pos"])
                                     + len(ans["counterexamples"]["neg"]))
        return {"request": k, **ans}


class _TooLarge(BaseException):
    """Raised while the body is read; not an Exception, so that the framework's handlers
    (which would answer 400) let it through to BodyLimit."""


class BodyLimit:
    """ASGI middleware: a request body over `limit` bytes gets 413 before anything parses
    it -- when its Content-Length says so, else as soon as that many bytes have arrived.

    A client that sends its whole body before it reads the answer (Python's http.client,
    urllib, requests) would lose a 413 sent at once: the connection closes with its body
    unread, the kernel resets it, and the client sees "connection reset".  So the rest of
    the body is read and dropped first, up to `drain` bytes within `drain_seconds`; a body
    larger still is refused at once (a client that waits for ``100 Continue``, or reads as it
    sends, still gets the 413)."""

    def __init__(self, app, limit: int, stats: dict, drain: int = 64 << 20,
                 drain_seconds: float = 30.0):
        self.app, self.limit, self.stats = app, int(limit), stats
        self.drain, self.drain_seconds = int(drain), float(drain_seconds)

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        length = dict(scope.get("headers") or ()).get(b"content-length")
        try:
            declared = int(length) if length is not None else None
        except ValueError:
            declared = self.limit + 1
        if declared is not None and declared > self.limit:
            if declared <= self.drain:
                await self._drain(receive, 0)
            return await self._refuse(send)
        received = 0

        async def bounded_receive():
            nonlocal received
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > self.limit:
                    if message.get("more_body", False):
                        await self._drain(receive, received)
                    raise _TooLarge
            return message

        try:
            await self.app(scope, bounded_receive, send)
        except _TooLarge:
            await self._refuse(send)

    async def _drain(self, receive, received: int) -> None:
        """Read and drop the rest of the body (bounded in bytes and time)."""
        async def read_rest():
            nonlocal received
            while received <= self.drain:
                message = await receive()
                if message["type"] != "http.request":
                    return
                received += len(message.get("body", b""))
                if not message.get("more_body", False):
                    return
        try:
            await asyncio.wait_for(read_rest(), self.drain_seconds)
        except asyncio.TimeoutError:
            pass

    async def _refuse(self, send):
        self.stats["too_large"] += 1
        body = json.dumps({"detail": f"the request body is larger than this server accepts "
                                     f"({self.limit} bytes)"}).encode()
        await send({"type": "http.response.start", "status": 413,
                    "headers": [(b"content-type", b"application/json"),
                                (b"content-length", str(len(body)).encode()),
                                (b"connection", b"close")]})
        await send({"type": "http.response.body", "body": body})


def bind_socket(host: str, port: int) -> socket.socket:
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((host, port))
    except OSError as err:
        sock.close()
        raise InputError(f"cannot listen on {host}:{port}: {err.strerror}") from None
    sock.listen(128)
    sock.set_inheritable(True)
    return sock


def url_of(config: ServerConfig, sock: socket.socket) -> str:
    port = sock.getsockname()[1]
    host = f"[{config.host}]" if ":" in config.host else config.host
    return f"http://{host}:{port}"


def uvicorn_server(app, log_level: str = "warning"):
    """uvicorn's server for `app` (``ilp serve``, the embedded server, the domain's pages).  It
    takes a signal repeated within ilp.procs.ECHO for the same stop: uvicorn takes a second
    Ctrl-C for "quit now", which cuts the shutdown short (the app's lifespan cancelled, a
    traceback in the log), and timeout(1) sends its signal to the command and its group."""
    import uvicorn

    from ilp.procs import FirstSignal

    class Server(uvicorn.Server):
        def __init__(self, config):
            super().__init__(config)
            self.seen = FirstSignal()

        def handle_exit(self, sig, frame):
            if not self.seen.echoes():
                super().handle_exit(sig, frame)

    return Server(uvicorn.Config(app, log_level=log_level, lifespan="on",
                                 timeout_graceful_shutdown=5))


def serve(config: ServerConfig, log_level: str = "warning", ready=None) -> None:
    """Run the server until interrupted (SIGINT/SIGTERM).  Binds first, so port 0 picks a free
    port; `ready(url)` is called once the workers are up (default: print a JSON line
    ``{"url": ..., "port": ..., "pid": ...}`` on stdout)."""
    config.check()
    sock = bind_socket(config.host, config.port)
    url = url_of(config, sock)

    def announce():
        if ready is not None:
            ready(url)
        else:
            print(json.dumps({"url": url, "port": sock.getsockname()[1], "pid": os.getpid(),
                              "workers": config.resolved_workers()}), flush=True)
        print(f"ilp serve: listening on {url} with {plural(config.resolved_workers(), 'worker')} "
              f"(sampler {config.sampler})", file=sys.stderr, flush=True)

    server = uvicorn_server(create_app(config, announce=announce), log_level)
    try:
        server.run(sockets=[sock])
    finally:
        sock.close()
