"""HTTP client of the active-learning server (``ilp serve``), with retries and exponential
backoff.

Connection failures, timeouts and 502/503/504 answers are retried (``retries`` times, waiting
``backoff * 2**k`` seconds, at most ``max_backoff`` each and ``max_wait`` in all); when they
run out the client raises ``ServerUnavailable``.  A 4xx answer is the request's fault: it is not
retried and raises ``RequestRefused`` with the server's reason.  Both are ``InputError``s, so
the CLI prints ``error: ...`` and exits with status 2, without a traceback.
"""

from __future__ import annotations

import sys
import time

import httpx

from ilp.errors import InputError


class ServerUnavailable(InputError):
    """The server could not be reached (or kept failing) after the retries."""


class RequestRefused(InputError):
    """The server refused the request (4xx, or 500): ``status`` and the server's ``reason``."""

    def __init__(self, status: int, reason: str, path: str = ""):
        super().__init__(f"the server refused {path}: {status} {reason}")
        self.status, self.reason = status, reason


_RETRY_STATUS = (502, 503, 504)


class ActiveClient:
    def __init__(self, url: str, token: str | None = None, timeout: float = 120.0,
                 retries: int = 5, backoff: float = 0.25, max_backoff: float = 4.0,
                 max_wait: float = 30.0, log=None):
        self.url = url.rstrip("/")
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        self.http = httpx.Client(base_url=self.url, headers=headers,
                                 timeout=httpx.Timeout(timeout, connect=5.0), trust_env=False)
        self.retries, self.backoff, self.max_backoff = int(retries), float(backoff), float(max_backoff)
        self.max_wait = float(max_wait)
        self.log = log if log is not None else sys.stderr
        self.attempts = 0          # requests sent, retries included
        self.retried = 0

    # -- plumbing ---------------------------------------------------------------------------
    def request(self, method: str, path: str, json=None) -> dict:
        start = time.monotonic()
        last = ""
        for attempt in range(self.retries + 1):
            if attempt:
                wait = min(self.backoff * 2 ** (attempt - 1), self.max_backoff)
                if time.monotonic() - start + wait > self.max_wait:
                    break
                if self.log:
                    print(f"active: {method} {path} failed ({last}); retry {attempt}/{self.retries} "
                          f"in {wait:.2f}s", file=self.log, flush=True)
                time.sleep(wait)
                self.retried += 1
            self.attempts += 1
            try:
                r = self.http.request(method, path, json=json)
            except httpx.TransportError as err:
                last = f"{type(err).__name__}: {err}" if str(err) else type(err).__name__
                continue
            if r.status_code in _RETRY_STATUS:
                last = f"{r.status_code} {_reason(r)}"
                continue
            if r.status_code >= 400:
                raise RequestRefused(r.status_code, _reason(r), f"{method} {path}")
            try:
                return r.json()
            except ValueError:
                raise ServerUnavailable(f"the server at {self.url} answered {method} {path} "
                                        f"with something that is not JSON") from None
        raise ServerUnavailable(
            f"the active-learning server at {self.url} did not answer {method} {path} after "
            f"{attempt + 1} attempts in {time.monotonic() - start:.1f}s (last: {last})")

    def close(self):
        self.http.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    # -- endpoints --------------------------------------------------------------------------
    def health(self) -> dict:
        return self.request("GET", "/health")

    def stats(self) -> dict:
        return self.request("GET", "/stats")

    def task(self, target: str) -> dict:
        return self.request("GET", f"/task/{target}")

    def sample(self, target: str, examples: int, seed: int | None = None,
               board_prefix: str | None = None) -> dict:
        body = {"target": target, "examples": int(examples)}
        if seed is not None:
            body["seed"] = int(seed)
        if board_prefix:
            body["board_prefix"] = board_prefix
        return self.request("POST", "/sample", body)

    def prepare(self, target: str, seed: int, board_prefix: str,
                examples: int | None = None) -> bool:
        """Have the server draw now the sample of a coming ``validate`` with these arguments
        (it answers the same, sooner).  False when the server cannot (one without
        POST /prepare): nothing is lost, the validation draws its sample itself."""
        body = {"target": target, "seed": int(seed), "board_prefix": board_prefix}
        if examples is not None:
            body["examples"] = int(examples)
        try:
            self.request("POST", "/prepare", body)
        except RequestRefused as err:
            if err.status in (404, 405):
                return False
            raise
        return True

    def validate(self, target: str, theory: str, examples: int | None = None,
                 threshold: float | None = None, batch: int | None = None,
                 seed: int | None = None, board_prefix: str | None = None,
                 min_covered: int | None = None) -> dict:
        body = {"target": target, "theory": theory}
        for key, value in (("examples", examples), ("threshold", threshold), ("batch", batch),
                           ("seed", seed), ("board_prefix", board_prefix),
                           ("min_covered", min_covered)):
            if value is not None:
                body[key] = value
        return self.request("POST", "/validate", body)


def _reason(r) -> str:
    try:
        detail = r.json().get("detail")
    except ValueError:
        return r.text[:300]
    if isinstance(detail, list):   # pydantic validation errors
        return "; ".join(f"{'.'.join(str(x) for x in d.get('loc', []))}: {d.get('msg')}" for d in detail)
    return str(detail)
