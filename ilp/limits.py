"""The limits every command runs under, in one place (docs/limits.md says them for users).

Input limits are checked before any work starts, with an ``InputError`` naming the limit:

- Prolog files and texts (task files, rule files, theories, a server request's theory):
  ``INPUT_BYTES``, ``TERM_DEPTH``, ``INTEGER_BITS``; every reader checks them in Prolog
  (prolog/limits.pl, through prolog/load.pl), with the values the engine sets from here;
  mode recalls: ``RECALL`` (ilp.modes); settings: ``MAXIMA`` (ilp.settings).
- A domain's own inputs have their limits beside their readers (docs/limits.md lists them).

Resource limits hold while the work runs:

- SWI-Prolog's stacks: ``stack_limit()`` bytes (``ILP_STACK_LIMIT``; 1 GiB), set by the engine;
  big integers live there too (SWI-Prolog refuses a power whose result would not fit; a long
  computation on a big one is stopped by the watchdog of ``ilp.procs``).
- Each process's memory (resident set): ``memory_limit()`` bytes (``ILP_MEMORY_LIMIT`` in MiB,
  default 3072; 0 turns the check off), watched by ``ilp.procs``: a process over it stops with
  ``error: ...`` (exit status 2).
"""

from __future__ import annotations

import os
import re

from ilp.errors import InputError

INPUT_BYTES = 100 * 2**20       # characters of one Prolog file or text
TERM_DEPTH = 200                # nesting of one term (brackets, or compound terms once read)
INTEGER_BITS = 63               # integers in -2^63 .. 2^63-1 (what Python's C interface takes)
RECALL = 1_000_000              # answers a mode declaration's recall may ask of one call
DEFAULT_STACK_LIMIT = 1 << 30   # bytes of SWI-Prolog's stacks
DEFAULT_MEMORY_MB = 3072        # MiB of resident memory per process

_COUNT = re.compile(r"[0-9]+\Z")


def prolog_input_limits() -> dict:
    """The limits of prolog/limits.pl (``input_limit/2``), as the engine sets them."""
    return {"input_bytes": INPUT_BYTES, "term_depth": TERM_DEPTH, "integer_bits": INTEGER_BITS}


def _env_int(name: str, default: int) -> int:
    text = os.environ.get(name, "").strip()
    if not text:
        return default
    if not _COUNT.match(text):
        raise InputError(f"{name} must be a whole number, not {text!r}")
    return int(text)


def stack_limit() -> int:
    """Bytes of SWI-Prolog's stacks (``ILP_STACK_LIMIT``, default 1 GiB)."""
    return _env_int("ILP_STACK_LIMIT", DEFAULT_STACK_LIMIT)


def memory_limit() -> int:
    """Bytes of resident memory a process may use (``ILP_MEMORY_LIMIT`` in MiB); 0: none."""
    return _env_int("ILP_MEMORY_LIMIT", DEFAULT_MEMORY_MB) << 20
