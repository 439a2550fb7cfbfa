"""Processes the project starts, and the limits that stop them: every process stops with the
command that started it, and within a second or two of a signal or a limit.

- ``worker_setup()`` runs first in every worker process (searches, server workers, players):
  Ctrl-C at a terminal (and the SIGHUP of a closed one) reaches the whole process group, and
  the parent alone decides what to do about it (workers ignore SIGINT and SIGHUP, so they
  print no KeyboardInterrupt tracebacks);
  a worker dies with its parent, even one killed by SIGKILL (Linux's parent-death signal),
  so no worker outlives the command; and its memory is watched (below).
- ``guard()`` runs first in a command's main process: SIGTERM raises ``Terminated`` and
  SIGHUP ``HungUp`` (both KeyboardInterrupts), so the same clean-up runs as for Ctrl-C: pools
  are terminated, servers stopped, partial results kept.  ``deadline()`` sets a wall-clock
  limit for the whole run (``--max-time``).

A watchdog thread makes those hold while the main thread is inside SWI-Prolog, where Python
runs no signal handler until the query returns (a bk.pl directive that loops, a slow
built-in, arithmetic on a huge number).  It sees each signal at once (``set_wakeup_fd``),
and the process's memory every tenth of a second (``ilp.limits.memory_limit``):

1. On a signal, a deadline passed or memory over the limit, it asks Prolog to stop: a
   Prolog signal (``PL_thread_raise``) whose handler (prolog/limits.pl) throws
   ``ilp_interrupt`` at the next call, while a stop is pending (a flag file, removed once the
   stop reached Python, so a query made afterwards, in a clean-up, runs normally).  The
   stop's exception is raised in the main thread as soon as Python runs again: the
   signal's KeyboardInterrupt; ``OutOfTime`` (a KeyboardInterrupt: partial results are kept)
   for the deadline; ``OverLimit`` (an InputError) for memory.
2. If Python has not run again after ``GRACE`` seconds (a single built-in that does not
   reach a call port: big-number arithmetic), or a second signal arrives (not the first
   repeated within ``ECHO`` seconds: the same stop sent twice), or the clean-up
   after a stop takes more than ``BACKSTOP`` seconds, it prints the message and ends the
   process (``os._exit``); results are written atomically (ilp.files), so no file is left
   half-written, and workers die with their parent.
"""

from __future__ import annotations

import ctypes
import os
import select
import signal
import sys
import tempfile
import threading
import time

from ilp.errors import InputError

_PR_SET_PDEATHSIG = 1
GRACE = 2.0          # seconds for Prolog to give control back after a stop
BACKSTOP = 60.0      # seconds for the clean-up after a stop
POLL = 0.1           # seconds between two looks at the memory and the clock
ECHO = 0.5           # seconds after the first stop signal within which another repeats it
#                      (FirstSignal): timeout(1) and `kill -- -PGID` from inside the group
#                      deliver one stop request twice
_DELIVER = signal.SIGURG      # how the watchdog raises in the main thread (no one else uses it)
_PROLOG_SIGNAL = signal.SIGUSR1


class Terminated(KeyboardInterrupt):
    """SIGTERM, handled like Ctrl-C."""


class HungUp(Terminated):
    """SIGHUP (the terminal went away), handled like SIGTERM."""


class OverLimit(InputError):
    """The process went over its memory limit."""


class OutOfTime(KeyboardInterrupt):
    """The run went past its deadline inside a call that did not end in time: stopped like
    Ctrl-C (partial results kept), reported as an error."""


class FirstSignal:
    """When the first stop signal came: a signal within ``ECHO`` seconds of it is that stop
    sent again, not a second one."""

    def __init__(self):
        self.at: float | None = None

    def echoes(self) -> bool:
        """Whether a signal now repeats the first (the first: recorded, False)."""
        now = time.monotonic()
        if self.at is None:
            self.at = now
            return False
        return now - self.at < ECHO


_SIGNALS = {signal.SIGINT: ("interrupt", KeyboardInterrupt),
            signal.SIGTERM: ("terminate", Terminated),
            signal.SIGHUP: ("hangup", HungUp)}


class _Watchdog:
    """One per process: see the module docstring."""

    def __init__(self, memory: int, signals: bool):
        self.memory = memory
        self.deadline: tuple[float, str] | None = None      # the run's (OutOfTime)
        self.call_deadline: tuple[float, str] | None = None  # one call's (a backstop)
        self.lock = threading.Lock()
        self.pending: BaseException | None = None   # to raise in the main thread
        self.reason: str | None = None              # why the process stops
        self.message = ""
        self.tripped_at: float | None = None
        self.delivered_at: float | None = None
        self.signals_seen = 0
        self.seen = FirstSignal()                   # signals seen (watchdog thread)
        self.raised = FirstSignal()                 # exceptions raised (main thread)
        self.flag = os.path.join(tempfile.gettempdir(), f"ilp-stop-{os.getpid()}")
        self.prolog = False                          # the engine's handler is installed
        self.wakeup = None
        if _in_main_thread():       # elsewhere: no handler, the backstops only
            signal.signal(_DELIVER, self._deliver)
            if signals:
                self.watch_signals()
        threading.Thread(target=self._run, name="ilp-watchdog", daemon=True).start()

    def watch_signals(self):
        """See each signal at once, even while the main thread is inside Prolog."""
        if self.wakeup is None:
            r, w = os.pipe()
            os.set_blocking(w, False)
            signal.set_wakeup_fd(w, warn_on_full_buffer=False)
            self.wakeup = r

    # -- in the main thread -----------------------------------------------------------------
    def _deliver(self, signum, frame):
        with self.lock:
            exc, self.pending = self.pending, None
            if exc is None:                 # a worker of ours had to stop: so do we
                exc = _child_stop()
            if exc is not None:
                self._reached_python()
        if exc is not None:
            raise exc

    def on_signal(self, signum, frame):
        reason, cls = _SIGNALS[signum]
        with self.lock:
            if self.raised.echoes():
                return          # the same stop again: not a second one inside its clean-up
            if self.reason is None or self.reason in ("memory", "time"):
                self.reason = reason
            self.pending = None
            self._reached_python()
        raise cls()

    def _reached_python(self):
        if self.delivered_at is None:
            self.delivered_at = time.monotonic()
        try:
            os.unlink(self.flag)
        except OSError:
            pass

    # -- in the watchdog thread -------------------------------------------------------------
    def _run(self):
        while True:
            if self.wakeup is not None:
                ready, _, _ = select.select([self.wakeup], [], [], POLL)
                if ready:
                    for signum in os.read(self.wakeup, 64):
                        if signum in _SIGNALS:
                            self._signal(signum)
            else:
                time.sleep(POLL)
            self._check()

    def _signal(self, signum):
        if self.seen.echoes():
            return              # the first one sent again, not a second Ctrl-C
        self.signals_seen += 1
        # a second Ctrl-C: stop now -- where Prolog runs in this process (elsewhere Python's
        # handlers act at once; uvicorn raises a signal it caught again as it ends)
        if self.signals_seen > 1 and self.prolog:
            self._exit("stopped at once (a second signal)", self._code())
        self._trip(_SIGNALS[signum][0], "stopped inside a Prolog call that did not give "
                   f"control back within {GRACE:g} s", None)

    def _check(self):
        now = time.monotonic()
        call = self.call_deadline
        if call is not None and now > call[0]:     # Prolog's own time limit could not act
            self._exit(call[1], 2)
        if self.tripped_at is None:
            if self.memory and _rss() > self.memory:
                self._trip("memory", f"this process used more than {self.memory >> 20} MiB of "
                           "memory, the limit (ILP_MEMORY_LIMIT, docs/limits.md)",
                           OverLimit)
            elif self.deadline is not None and now > self.deadline[0]:
                self._trip("time", self.deadline[1], OutOfTime)
            return
        if not self.prolog:     # no Prolog in this process: Python's handlers run in time
            return
        if self.delivered_at is None:
            if now - self.tripped_at > GRACE:
                self._exit(self.message, self._code())
            # under the lock: the stop reaching Python meanwhile (which removes the flag) must
            # not be followed by a flag written again, which would stop the clean-up's queries
            with self.lock:
                self._interrupt_prolog()
        elif now - self.delivered_at > BACKSTOP:
            self._exit(f"stopped: the clean-up took more than {BACKSTOP:g} s", self._code())
        elif self.reason == "memory" and self.memory and _rss() > 2 * self.memory:
            self._exit(self.message, 2)

    def _trip(self, reason, message, exc_class):
        with self.lock:
            if self.tripped_at is not None:
                return
            self.tripped_at = time.monotonic()
            self.message = message
            if self.reason is None or exc_class is None:
                self.reason = reason
            if exc_class is not None:
                self.pending = exc_class(message)
                # a real signal: it also wakes a main thread that waits (a lock, a pipe)
                signal.pthread_kill(threading.main_thread().ident, _DELIVER)
            self._interrupt_prolog()

    def _interrupt_prolog(self):
        """Ask SWI-Prolog's main thread to throw at its next call (while the stop is pending)."""
        if not self.prolog or self.delivered_at is not None:
            return
        try:
            with open(self.flag, "w"):
                pass
            _pl_thread_raise(1, int(_PROLOG_SIGNAL))
        except OSError:
            pass

    def _code(self) -> int:
        return {"interrupt": 130, "terminate": 143, "hangup": 129}.get(self.reason, 2)

    def _exit(self, message, code):
        prefix = {"interrupt": "interrupted", "terminate": "terminated",
                  "hangup": "hung up"}.get(self.reason, "error")
        try:
            parent = os.environ.get(_PARENT_ENV, "")
            if parent == str(os.getppid()):      # the parent waits on us: tell it why
                with open(_child_stop_file(int(parent)), "w") as f:
                    f.write(message)
                os.kill(int(parent), _DELIVER)
            else:
                os.write(2, f"{prefix}: {message}\n".encode())
        finally:
            try:
                os.unlink(self.flag)
            except OSError:
                pass
            os._exit(code)


_watchdog: _Watchdog | None = None
_PARENT_ENV = "ILP_STOPS_PARENT"   # set by a parent that its workers' stops should reach


def _child_stop_file(pid: int) -> str:
    return os.path.join(tempfile.gettempdir(), f"ilp-child-stop-{pid}")


def _child_stop():
    """The OverLimit a worker of this process left before it ended, if any."""
    path = _child_stop_file(os.getpid())
    try:
        with open(path) as f:
            message = f.read()
        os.unlink(path)
    except OSError:
        return None
    return OverLimit(message)


def _rss() -> int:
    """Resident memory of this process in bytes (0 where /proc is missing)."""
    try:
        with open("/proc/self/statm") as f:
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError):
        return 0


def _pl_thread_raise(tid: int, sig: int) -> None:
    from pyswip.core import _lib
    fn = _lib.PL_thread_raise
    fn.argtypes, fn.restype = [ctypes.c_int, ctypes.c_int], ctypes.c_int
    fn(tid, sig)


def _in_main_thread() -> bool:
    return threading.current_thread() is threading.main_thread()


def _start(signals: bool) -> _Watchdog:
    global _watchdog
    if _watchdog is None:
        from ilp.limits import memory_limit
        _watchdog = _Watchdog(memory_limit(), signals)
    elif signals and _in_main_thread():
        _watchdog.watch_signals()
    return _watchdog


def guard() -> None:
    """In the main thread of a command's process: SIGINT, SIGTERM and SIGHUP raise
    KeyboardInterrupt, ``Terminated``, ``HungUp``; the watchdog starts (module docstring)."""
    dog = _start(signals=True)
    for signum in _SIGNALS:
        signal.signal(signum, dog.on_signal)
    # multiprocessing's resource tracker (one process, started with the first pool) ignores
    # SIGINT and SIGTERM but dies of the SIGHUP a closed terminal sends the whole group,
    # leaking the semaphores it tracks; it starts with the signals of this tuple blocked
    from multiprocessing import resource_tracker
    if signal.SIGHUP not in resource_tracker._IGNORED_SIGNALS:
        resource_tracker._IGNORED_SIGNALS += (signal.SIGHUP,)


def ending() -> None:
    """The command has stopped and reported it: another stop signal changes nothing now (a
    copy of the stop, such as timeout(1)'s, arriving while the interpreter shuts down would
    end the process by the signal's default action instead of its exit status)."""
    if _in_main_thread():
        for signum in _SIGNALS:
            signal.signal(signum, signal.SIG_IGN)


def deadline(seconds: float, message: str) -> None:
    """Stop the run `seconds` from now (``OutOfTime``, reported as ``error: message``)."""
    _start(signals=False).deadline = (time.monotonic() + float(seconds), message)


def clear_deadline() -> None:
    """No run deadline any more: the command that set it has ended (in a process that goes
    on, such as a test runner's, it must not fire later)."""
    if _watchdog is not None:
        _watchdog.deadline = None


def max_time(seconds: float) -> None:
    """The run's deadline for ``--max-time`` `seconds` from now: the learner stops itself at
    that time, between two searches; the watchdog stops it a little later (the margin its
    last steps may take: 10%, 2 to 30 s) when a call does not end."""
    margin = min(30.0, max(2.0, 0.1 * float(seconds)))
    deadline(float(seconds) + margin,
             f"the run went past its time limit (max_time {float(seconds):g} s) inside a call "
             "that did not end")


def stop_message() -> str:
    """The message of the limit that stopped the process ('' for a signal)."""
    return _watchdog.message if _watchdog is not None and _watchdog.reason in ("time", "memory") \
        else ""


class time_limit:
    """``with time_limit(seconds, message):`` a call that has its own time limit in Prolog
    (call_with_time_limit/2), which fires only at a call port: if the call is still running
    `grace` seconds past `seconds` (a built-in that does not return, such as arithmetic on a
    huge number), the process ends with ``error: message`` (exit status 2); a worker whose
    parent asked for it (``stops_reach_parent``) makes the parent raise OverLimit(message)."""

    def __init__(self, seconds: float, message: str, grace: float = GRACE):
        self.seconds, self.message, self.grace = float(seconds), message, float(grace)

    def __enter__(self):
        dog = _start(signals=False)
        self.saved = dog.call_deadline
        dog.call_deadline = (time.monotonic() + self.seconds + self.grace, self.message)
        return self

    def __exit__(self, *exc):
        _watchdog.call_deadline = self.saved


def stops_reach_parent() -> None:
    """In a parent process, before it starts workers that it waits on (a pool of players):
    a worker that the watchdog must end makes this process raise OverLimit with its message
    (instead of leaving the parent waiting for an answer that never comes)."""
    _start(signals=False)
    os.environ[_PARENT_ENV] = str(os.getpid())


def prolog_ready(module_goal) -> None:
    """Called by the engine once it has started: installs the Prolog side of the stop
    (``module_goal(flag_path)`` runs a goal that registers the handler)."""
    dog = _watchdog
    if dog is not None:
        module_goal(dog.flag)
        dog.prolog = True


def stop_reason() -> str | None:
    """Why the process is stopping: interrupt, terminate, hangup, memory, time, or None."""
    return _watchdog.reason if _watchdog is not None else None


def terminated() -> bool:
    """Whether SIGTERM or SIGHUP arrived (even if its exception was caught and another
    KeyboardInterrupt raised in its place on the way out)."""
    return stop_reason() in ("terminate", "hangup")


def worker_setup() -> None:
    """Call first in a worker process (see the module docstring)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if sys.platform.startswith("linux"):
        try:
            libc = ctypes.CDLL(None, use_errno=True)
            libc.prctl(_PR_SET_PDEATHSIG, signal.SIGTERM)
        except (OSError, AttributeError):
            pass
        if os.getppid() == 1:           # the parent died before prctl took effect
            os._exit(1)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    signal.signal(signal.SIGHUP, signal.SIG_IGN)      # as SIGINT: the parent decides
    _start(signals=False)
