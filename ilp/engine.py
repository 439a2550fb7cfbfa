"""The one SWI-Prolog engine of this process (started by pyswip), and the one way to call it.

Python calls Prolog in one way: a predicate, its arguments as Python values, its outputs back
as Python values -- no goal text, no answer text to parse.  Each predicate Python calls gets one
Python function, declared once with `predicate`::

    portray_text = predicate("ilp_clauses", "portray_text", TEXT, OUT)
    portray_text("p(X) :- q(X)")      # -> 'p(A) :-\n    q(A).\n'

Arguments (``ilp.swipl``): ``int``, ``float``, ``str`` (an atom; ``TEXT`` makes it a string),
lists, ``Term("name", args...)`` for compound terms.  Outputs: ints, floats, ``str`` (atoms and
strings), lists, ``Term`` for other compound terms.  The function returns the output (a tuple
for several, True for none), or None when the predicate fails; an exception raised in Prolog
raises ``EngineError`` (or ``Stopped``: user code called halt or abort).  The same calls, one at
a time, are ``Engine.call(module, name, *args)`` with ``Out`` marking the outputs.

The Prolog side lives in ``prolog/*.pl`` modules, loaded once.  Loading background
knowledge, adding and erasing clauses and the theory check are methods of `Engine`.

There is no other way in: no goal is written as text anywhere in the package.  Each module
declares the predicates it calls at its top, and a predicate two modules call is declared once
and imported (``ilp.theory.clause_indicator``, ``ilp.evaluate.program_load``).  What a
compound goal would do (a findall, a catch, a retract) is a small predicate of its own in the
right ``prolog/*.pl`` module, documented and tested there.  Clause and example texts travel as
strings (``TEXT``) and are read on the Prolog side; example ids as lists of ints.

pyswip holds one engine per process and is not thread-safe: use it from one thread only;
parallel work runs in ``multiprocessing`` "spawn" processes, each with its own engine.

Limits: queries that run user code apply an inference limit per test (prolog/limits.pl);
memory is bounded by SWI-Prolog's stack limit, set here (``ILP_STACK_LIMIT`` bytes, default
1 GiB), and every reader applies the input limits set here (ilp.limits, docs/limits.md); a
background that calls ``halt`` or ``abort`` raises ``Stopped`` instead of ending the
process; the watchdog of ilp.procs can stop any query (``prolog_ready``).
"""

from __future__ import annotations

import atexit
import itertools
import re
from dataclasses import dataclass
from pathlib import Path

from ilp import limits, procs, swipl
from ilp.errors import InputError
from ilp.swipl import Term, Text

__all__ = ["Engine", "EngineError", "Stopped", "Term", "Text", "Out", "IN", "TEXT", "OUT",
           "predicate", "get_engine", "TheoryClause", "TheoryError", "PROLOG_DIR"]


def _prolog_dir() -> Path:
    """The learner's Prolog: package data in an installed wheel (``ilp/prolog``), the
    repository's ``prolog/`` in a checkout (pyproject.toml maps the one onto the other)."""
    here = Path(__file__).resolve().parent
    packaged = here / "prolog"
    return packaged if packaged.is_dir() else here.parent / "prolog"


PROLOG_DIR = _prolog_dir()
_FILES = ("messages.pl", "load.pl", "limits.pl", "clauses.pl", "theory_check.pl", "modes.pl",
          "task.pl", "bottom.pl", "coverage.pl", "programs.pl")
DEFAULT_STACK_LIMIT = limits.DEFAULT_STACK_LIMIT

_engine: "Engine | None" = None


class EngineError(RuntimeError):
    """A Prolog query raised an exception (a bug, or a background that breaks)."""


class Stopped(InputError):
    """User code (a task's background) called halt or abort."""


class Out:
    """An output argument of ``Engine.call``: the call returns its value."""


# The kinds of the arguments of a `predicate`.
IN = "in"          # a Python value, converted by its type (str: an atom)
TEXT = "text"      # a str (or a list of them) passed as a Prolog string
OUT = "out"        # an output: a fresh variable, its value returned


def predicate(module: str, name: str, *kinds: str):
    """The Python function of the Prolog predicate ``module:name/len(kinds)``: it takes the
    arguments whose kind is IN or TEXT, in order, and returns the OUT ones (see the module
    docstring)."""
    outs = [i for i, k in enumerate(kinds) if k == OUT]
    wanted = len(kinds) - len(outs)

    def call(*args):
        if len(args) != wanted:
            raise TypeError(f"{module}:{name}/{len(kinds)} takes {wanted} arguments, "
                            f"{len(args)} given")
        values, given = [], iter(args)
        for k in kinds:
            values.append(None if k == OUT else _as_text(next(given)) if k == TEXT
                          else next(given))
        r = get_engine().call_values(module, name, values, outs)
        if r is None:
            return None
        return True if not outs else r[0] if len(outs) == 1 else tuple(r)

    call.__name__ = call.__qualname__ = name
    call.__doc__ = f"{module}:{name}/{len(kinds)} ({', '.join(kinds)})"
    return call


def _as_text(value):
    if isinstance(value, str):
        return Text(value)
    if isinstance(value, (list, tuple)):
        return [_as_text(v) for v in value]
    return value


@dataclass(frozen=True)
class TheoryClause:
    text: str          # the clause as portray_clause/1 writes it
    comments: str      # the comments read before it
    indicator: str     # "name/arity"


class TheoryError(InputError):
    """A theory that fails the theory check: ``clause`` (1-based; 0: unreadable) and why."""

    def __init__(self, source: str, clause: int, reason: str):
        where = f"{source}: clause {clause}" if clause else str(source)
        super().__init__(f"{where}: {reason}")
        self.clause, self.reason = clause, reason


class Engine:
    """Wraps pyswip's Prolog: loads prolog/*.pl once, hands out fresh module names."""

    def __init__(self):
        from pyswip import Prolog

        self.prolog = Prolog()
        self._modules = itertools.count(1)
        self._keys = itertools.count(1)
        self.call("user", "set_prolog_flag", "stack_limit", limits.stack_limit())
        for name in _FILES:
            self.use_module(name)
        self.call("ilp_limits", "guard_halt", "on")
        for name, value in limits.prolog_input_limits().items():
            self.call("ilp_limits", "set_input_limit", name, value)
        procs.prolog_ready(lambda flag: self.call("ilp_limits", "watch_stop", flag))
        # our own exit must go through: atexit runs this before pyswip's cleanup (LIFO)
        atexit.register(self._release_halt)

    def _release_halt(self) -> None:
        try:
            self.call("ilp_limits", "guard_halt", "off")
        except Exception:  # noqa: BLE001 -- the process is ending anyway
            pass

    # -- calls ------------------------------------------------------------------------------
    def call_values(self, module: str, name: str, values, outs) -> list | None:
        """Call ``module:name(values...)`` once; the arguments at the positions `outs` are
        outputs.  Returns their values, or None when the call fails."""
        for retried in (False, True):
            try:
                return swipl.call(module, name, values, outs)
            except swipl.PrologException as err:
                if retried or err.text != "inference_limit_exceeded":
                    raise _translate(err.text) from None
            # the exception of an inference limit that no call_with_inference_limit/3 of ours
            # set reached the top: a limit left in force (limits.pl reset_inference_limit/0)
            swipl.call("ilp_limits", "reset_inference_limit", [], [])

    def call(self, module: str, name: str, *args):
        """Call ``module:name(args...)`` once; ``Out`` marks the outputs.  Returns the list
        of their values, or None when the call fails."""
        outs = [i for i, a in enumerate(args) if a is Out]
        return self.call_values(module, name, [None if a is Out else a for a in args], outs)

    def new_module(self, prefix: str = "task") -> str:
        """A module name not used before in this process."""
        safe = "".join(ch if ch.isalnum() else "_" for ch in prefix) or "task"
        return f"ilp_{safe}_{next(self._modules)}"

    # -- loading ------------------------------------------------------------------------------
    def use_module(self, name: str) -> None:
        """Load prolog/`name`, a module of the learner's own Prolog, unless loaded already."""
        self.call("user", "ensure_loaded", str(PROLOG_DIR / name))

    def syntax_error(self, path=None, text: str | None = None, module: str = "user") -> str | None:
        """The first syntax error of a file or a text, or None when it reads."""
        (result,) = self.call("ilp_load", "check_syntax", _source(path, text), module, Out)
        return result.args[0] if isinstance(result, Term) else None

    def limits_error(self, path=None, text: str | None = None) -> str | None:
        """What of a file or text is over the input limits (size, nesting; docs/limits.md),
        or None: for a text another parser reads (Popper's bias.pl)."""
        (message,) = self.call("ilp_load", "source_error", _source(path, text), Out)
        return message or None

    def load_file(self, module: str, path, guard: bool = True) -> list[str]:
        """Compile a Prolog file into `module` (halt and abort guarded there); returns the
        error messages printed while loading it (syntax errors, directives that raised)."""
        if guard:
            self.guard(module)
        try:
            (errors,) = self.call("ilp_load", "load_file", module, str(Path(path).resolve()), Out)
        except (EngineError, Stopped):
            self.check_stopped(f"{path}")        # a directive halted: say so
            raise
        self.check_stopped(f"{path}")
        return errors

    def load_text(self, module: str, text: str, source: str) -> None:
        """Compile Prolog text into `module` under the source name `source`."""
        self.call("ilp_load", "load_text", module, Text(text), source)
        self.check_stopped(source)

    def guard(self, module: str) -> None:
        """halt and abort throw in `module` (ilp_limits:guard_module/1): for user code."""
        self.call("ilp_limits", "guard_module", module)

    def add_clauses(self, module: str, text: str) -> int:
        """Assert the clauses of `text` in `module`; returns a key for ``erase``.  Raises
        InputError on a syntax error or a clause of a static predicate (nothing added)."""
        key = next(self._keys)
        (error,) = self.call("ilp_load", "add_clauses_as", key, module, Text(text), Out)
        if error:
            raise InputError(error)
        return key

    def erase(self, key: int) -> None:
        """Erase the clauses ``add_clauses`` added under `key`."""
        self.call("ilp_load", "erase_added", key)

    def check_stopped(self, where: str) -> None:
        """Raise Stopped when user code called halt or abort (since the last check)."""
        stopped = self.call("ilp_limits", "stopped", Out)
        if stopped is None:
            return
        self.call("ilp_limits", "reset_stopped")
        pi = stopped[0]
        pi = f"{pi.args[0]}/{pi.args[1]}" if isinstance(pi, Term) else pi
        raise Stopped(f"{where}: calls {pi}, which would stop the program; "
                      "the background must not halt or abort")

    # -- theories -------------------------------------------------------------------------
    def check_theory(self, source: str, path=None, text: str | None = None, heads=None,
                     calls=None, module: str = "user") -> list[TheoryClause]:
        """The clauses of a theory file or text, after the theory check (prolog/theory_check.pl):
        `heads` and `calls` are the predicate indicators ("name/arity") the clauses may
        define and their bodies may call (None: any predicate that is not built in).
        Raises TheoryError naming the clause (`source` names the file in the message)."""
        language = Term("language", module, _indicators(heads), _indicators(calls))
        (result,) = self.call("ilp_theory_check", "check_theory", _source(path, text),
                              language, Out)
        if result.name == "error":
            raise TheoryError(source, int(result.args[0]), str(result.args[1]))
        return [TheoryClause(t.rstrip(), c, f"{pi.args[0]}/{pi.args[1]}")
                for t, c, pi in (cl.args for cl in result.args[0])]


def _source(path, text) -> Term:
    """A file or a text, as ilp_load:read_terms/3 takes it."""
    return Term("file", str(Path(path).resolve())) if path is not None else \
        Term("text", Text(text))


def _indicators(pis):
    if pis is None:
        return "any"
    out = []
    for pi in pis:
        name, arity = str(pi).rsplit("/", 1)
        out.append(Term("/", name, int(arity)))
    return out


def _translate(term: str) -> Exception:
    """An exception raised in Prolog (its term, written with ~q) as EngineError or Stopped;
    long terms cut short (an error may quote megabytes of data)."""
    if term.startswith("ilp_stop("):
        pi = re.sub(r"^/\((\w+), ?(\d+)\)$", r"\1/\2", term[9:-1])
        return Stopped(f"the background calls {pi}, which would stop the program; "
                       "the background must not halt or abort")
    if len(term) > 500:
        term = term[:500] + " ..."
    return EngineError(term)


def get_engine() -> Engine:
    """The process's engine, created on first use."""
    global _engine
    if _engine is None:
        _engine = Engine()
    return _engine
