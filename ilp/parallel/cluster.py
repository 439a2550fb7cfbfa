"""The run's Ray cluster: joined (``--ray-address``) or started on this machine for the run,
and left (a started one stopped) when the run ends, however it ends.

``session(backend, address)`` is what a command wraps its work in: with ``ray`` it connects
first, so a missing Ray, a bad or unreachable address is an ``error: ...`` before any long
work, and it disconnects in a ``finally`` (normal exit, Ctrl-C, SIGTERM: ``ray.shutdown()``
stops a cluster this process started, its actors with it; a joined cluster keeps running).
A library user may call ``connect`` alone (the pools do, when no session is open): the
connection is then left (a started cluster stopped) at exit.  A process already connected
(``ray.init`` by the caller) is used as it is, and left connected.

Ray's own output stays off stdout (results go there): its logs go to stderr, the workers'
output is not forwarded to the driver, no dashboard.  ``ray.init`` installs a SIGTERM handler
of its own (``sys.exit``); the previous one (ilp.procs: SIGTERM as Ctrl-C) is put back.
"""

from __future__ import annotations

import atexit
import logging
import os
import signal
import socket
import threading
from contextlib import contextmanager

from ilp.parallel import BackendError

CONNECT_SECONDS = 60.0      # joining a cluster: Ray itself retries for minutes on a wrong port
PROBE_SECONDS = 5.0         # a TCP connection to the head, before Ray tries
INSTALL_HINT = "pip install 'ray>=2.40' (the package's ray extra)"

_state = {"owned": False, "exit_hook": False, "sessions": 0}


def require_ray():
    """The ray module, or a BackendError saying how to install it."""
    try:
        import ray
    except ImportError:
        raise BackendError(f"--backend ray needs Ray, which is not installed: {INSTALL_HINT}") \
            from None
    return ray


def split_address(address: str) -> tuple[str, int]:
    """(host, port) of a cluster address HOST:PORT (or ray://HOST:PORT, [IPv6]:PORT)."""
    rest = address.split("://", 1)[1] if "://" in address else address
    host, sep, port = rest.rpartition(":")
    host = host.strip("[]")
    if not sep or not host or not port.isdigit() or not 0 < int(port) < 65536:
        raise BackendError(f"--ray-address {address!r}: expected HOST:PORT of the cluster's head "
                           "(as `ray start --head` prints it, e.g. 10.0.0.5:6379), or auto")
    return host, int(port)


def probe(address: str) -> None:
    """A clear error now if nothing listens at `address` (Ray would retry for minutes)."""
    host, port = split_address(address)
    try:
        with socket.create_connection((host, port), timeout=PROBE_SECONDS):
            pass
    except OSError as err:
        reason = err.strerror or type(err).__name__
        raise BackendError(f"cannot reach the Ray cluster at {address}: {reason} (is `ray start "
                           "--head` running there, and the port open?)") from None


def connect(address: str = "", num_cpus: int | None = None) -> bool:
    """Join the cluster at `address` ("auto": the one running on this machine), or start a
    local one (`num_cpus`: default all cores).  Returns whether this call connected (False:
    already connected)."""
    ray = require_ray()
    address = (address or "").strip()
    if address and address != "auto":
        probe(address)              # even when connected already: a bad address is an error
    if ray.is_initialized():
        return False
    os.environ.setdefault("RAY_USAGE_STATS_ENABLED", "0")
    _errors_to_stderr(ray)
    options = {"include_dashboard": False, "log_to_driver": False, "configure_logging": True}
    if address:
        _join(ray, address, options)
    else:
        _start(ray, num_cpus, options)
    _state["owned"] = True
    if not _state["exit_hook"]:
        atexit.register(disconnect)
        _state["exit_hook"] = True
    return True


def _errors_to_stderr(ray) -> None:
    """The driver prints the cluster's error messages ("A worker died or was killed ...") on
    stdout, where the results go (and ``--json`` must stay one document): to stderr instead.
    Ray's printing function is wrapped, in place: if a later Ray renames it, nothing breaks,
    the messages only come back to stdout (a test would say so)."""
    worker = getattr(getattr(ray, "_private", None), "worker", None)
    original = getattr(worker, "print_to_stdstream", None)
    if original is None or getattr(original, "ilp_wrapped", False):
        return

    def to_stderr(data, *args, **kwargs):
        return original({**data, "is_err": True}, *args, **kwargs)

    to_stderr.ilp_wrapped = True
    worker.print_to_stdstream = to_stderr


def _start(ray, num_cpus, options) -> None:
    with _signals_held() as held:
        try:
            # a fresh local cluster warns that token authentication is on: not news here
            # "local": a new cluster, even where RAY_ADDRESS or a `ray start` one would be
            # found (joining one is --ray-address's job)
            ray.init(address="local", num_cpus=num_cpus, logging_level=logging.ERROR,
                     **options)
        except Exception as err:  # noqa: BLE001 -- Ray's startup failures have many types
            raise BackendError(f"could not start a local Ray cluster: {_first_line(err)}") \
                from None
    if held:
        # interrupted while starting: stop what started, then act on the signal as usual
        ray.shutdown()
        signal.raise_signal(held[0])


@contextmanager
def _signals_held():
    """Ctrl-C or SIGTERM while Ray starts its processes would leave some of them running:
    held until the start is over (the signals caught are listed in the value).  The handlers
    are put back after, so Ray's own SIGTERM handler does not stay (see the module
    docstring).  Only the main thread has signal handlers."""
    held: list = []
    if threading.current_thread() is not threading.main_thread():
        yield held
        return
    previous = {s: signal.getsignal(s) for s in (signal.SIGINT, signal.SIGTERM)}
    for s in previous:
        signal.signal(s, lambda signum, frame: held.append(signum))
    try:
        yield held
    finally:
        for s, handler in previous.items():
            signal.signal(s, handler if handler is not None else signal.SIG_DFL)


def _join(ray, address, options) -> None:
    # in a thread, bounded: an address that accepts connections but is no Ray head would keep
    # ray.init retrying for many minutes.  (Off the main thread Ray sets no SIGTERM handler.)
    outcome: dict = {}

    def run():
        try:
            ray.init(address=address, logging_level=logging.WARNING, **options)
            outcome["ok"] = True
        except BaseException as err:  # noqa: BLE001 -- reported below
            outcome["error"] = err

    logger = logging.getLogger("ray")
    level = logger.level
    logger.setLevel(logging.ERROR)   # "SIGTERM handler is not set ...": by design here
    try:
        thread = threading.Thread(target=run, name="ilp-ray-connect", daemon=True)
        thread.start()
        thread.join(CONNECT_SECONDS)
    finally:
        logger.setLevel(level)
    if "error" in outcome:
        raise BackendError(f"could not join the Ray cluster at {address}: "
                           f"{_first_line(outcome['error'])}") from None
    if "ok" not in outcome:
        raise BackendError(f"the Ray cluster at {address} did not answer within "
                           f"{CONNECT_SECONDS:.0f} s (is it the port `ray start --head` "
                           "printed, 6379 by default?)")


def disconnect() -> None:
    """Leave the cluster this module connected to (stopping it if it was started here)."""
    if not _state["owned"]:
        return
    _state["owned"] = False
    import ray

    ray.shutdown()


@contextmanager
def session(backend: str, address: str = "", num_cpus: int | None = None):
    """The cluster of one run (see the module docstring); with backend ``local``, nothing."""
    if backend != "ray":
        if address:
            raise BackendError("--ray-address goes with --backend ray")
        yield
        return
    started = connect(address, num_cpus)
    _state["sessions"] += 1
    try:
        yield
    finally:
        _state["sessions"] -= 1
        if started:
            disconnect()


def in_session() -> bool:
    """Whether the command running is on Ray (inside ``session("ray", ...)``): what an
    embedded server follows for its own workers."""
    return _state["sessions"] > 0


def cpus() -> int:
    """Logical CPUs of the connected cluster (at least 1)."""
    import ray

    return max(1, int(ray.cluster_resources().get("CPU", 1)))


def _first_line(err: BaseException) -> str:
    text = str(err).strip() or type(err).__name__
    return text.splitlines()[0][:500]
