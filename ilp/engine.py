"""The one SWI-Prolog engine of this process (pyswip), with the project's Prolog code loaded.

pyswip holds one engine per process and is not thread-safe: use it from one thread only; parallel
work runs in ``multiprocessing`` "spawn" processes, each with its own engine (see ilp.covering).

Queries should return integers, atoms or lists of them (pyswip converts compound terms badly);
Prolog text travels as atoms written with ``~q``/``format``.
"""

from __future__ import annotations

import itertools
from pathlib import Path

PROLOG_DIR = Path(__file__).resolve().parent.parent / "prolog"
_CORE_FILES = ("task.pl", "bottom.pl", "coverage.pl")

_engine: "Engine | None" = None


def quote(text: str) -> str:
    """`text` as a quoted Prolog atom."""
    return "'" + str(text).replace("\\", "\\\\").replace("'", "\\'").replace("\n", "\\n") + "'"


def to_str(value) -> str:
    """An atom or string returned by pyswip as a Python str."""
    if isinstance(value, bytes):
        return value.decode("utf-8")
    return str(value)


class Engine:
    """Wraps pyswip's Prolog: loads prolog/*.pl once, hands out fresh module names."""

    def __init__(self):
        from pyswip import Prolog

        self.prolog = Prolog()
        self._modules = itertools.count(1)
        for name in _CORE_FILES:
            self.once(f"ensure_loaded({quote(PROLOG_DIR / name)})")

    def once(self, goal: str) -> dict | None:
        """First solution of `goal` as a dict of bindings, or None when it fails."""
        for solution in self.prolog.query(goal, maxresult=1):
            return dict(solution)
        return None

    def all(self, goal: str) -> list[dict]:
        return [dict(s) for s in self.prolog.query(goal)]

    def new_module(self, prefix: str = "task") -> str:
        """A module name not used before in this process."""
        safe = "".join(ch if ch.isalnum() else "_" for ch in prefix) or "task"
        return f"ilp_{safe}_{next(self._modules)}"


def get_engine() -> Engine:
    """The process's engine, created on first use."""
    global _engine
    if _engine is None:
        _engine = Engine()
    return _engine
