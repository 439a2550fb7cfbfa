"""Processes the project starts: they stop with the command that started them.

- ``worker_setup()`` runs first in every worker process (searches, server workers, players):
  Ctrl-C at a terminal reaches the whole process group, and the parent alone decides what
  to do about it (workers ignore SIGINT, so they print no KeyboardInterrupt tracebacks);
  and a worker dies with its parent, even one killed by SIGKILL (Linux's parent-death
  signal), so no worker outlives the command.
- ``terminate_on_sigterm()`` makes SIGTERM in the main process raise ``Terminated`` (a
  KeyboardInterrupt), so the same clean-up runs as for Ctrl-C: pools are terminated,
  servers stopped, partial results kept.
"""

from __future__ import annotations

import ctypes
import os
import signal
import sys

_PR_SET_PDEATHSIG = 1


class Terminated(KeyboardInterrupt):
    """SIGTERM, handled like Ctrl-C."""


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


_terminated = False


def _raise_terminated(signum, frame):
    global _terminated
    _terminated = True
    raise Terminated()


def terminated() -> bool:
    """Whether SIGTERM arrived (even if the Terminated exception was caught and another
    KeyboardInterrupt raised in its place on the way out)."""
    return _terminated


def terminate_on_sigterm() -> None:
    """In the main thread of the main process: SIGTERM raises Terminated."""
    signal.signal(signal.SIGTERM, _raise_terminated)
