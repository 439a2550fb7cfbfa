"""The one SWI-Prolog engine of this process (pyswip), and the one way to talk to it.

Everything that crosses the Python/Prolog boundary goes through here: quoting, queries
(``once``, ``all``, and ``call`` for hot paths with long texts), loading background
knowledge, adding and erasing clauses, the theory check, and the limits every query runs
under.  The Prolog side lives in ``prolog/*.pl`` modules, loaded once.

pyswip holds one engine per process and is not thread-safe: use it from one thread only;
parallel work runs in ``multiprocessing`` "spawn" processes, each with its own engine.

Limits: queries that run user code apply an inference limit per test (prolog/limits.pl);
memory is bounded by SWI-Prolog's stack limit, set here (``ILP_STACK_LIMIT`` bytes, default
1 GiB), and every reader applies the input limits set here (ilp.limits, docs/limits.md); a
background that calls ``halt`` or ``abort`` raises ``Stopped`` instead of ending the
process; the watchdog of ilp.procs can stop any query (``prolog_ready``).

Queries should return integers, atoms or lists of them (pyswip converts compound terms
badly); Prolog text travels as atoms written with ``~q``/``format``.
"""

from __future__ import annotations

import atexit
import itertools
import re
from dataclasses import dataclass
from pathlib import Path

from ilp import limits, procs
from ilp.errors import InputError

def _prolog_dir() -> Path:
    """The learner's Prolog: package data in an installed wheel (``ilp/prolog``), the
    repository's ``prolog/`` in a checkout (pyproject.toml maps the one onto the other)."""
    here = Path(__file__).resolve().parent
    packaged = here / "prolog"
    return packaged if packaged.is_dir() else here.parent / "prolog"


PROLOG_DIR = _prolog_dir()
_FILES = ("messages.pl", "load.pl", "limits.pl", "clauses.pl", "theory_check.pl", "modes.pl",
          "task.pl", "bottom.pl", "coverage.pl", "programs.pl", "rules.pl")
DEFAULT_STACK_LIMIT = limits.DEFAULT_STACK_LIMIT

_engine: "Engine | None" = None


class EngineError(RuntimeError):
    """A Prolog query raised an exception (a bug, or a background that breaks)."""


class Stopped(InputError):
    """User code (a task's background) called halt or abort."""


def quote(text: str) -> str:
    """`text` as a quoted Prolog atom (a NUL as an escape: a query is a C string)."""
    return "'" + str(text).replace("\\", "\\\\").replace("'", "\\'").replace("\n", "\\n") \
        .replace("\0", "\\x0\\") + "'"


def to_str(value) -> str:
    """An atom or string returned by pyswip as a Python str."""
    if isinstance(value, bytes):
        return value.decode("utf-8")
    if hasattr(value, "value") and not isinstance(value, (int, float, str, list)):
        return str(value.value)          # a pyswip Atom
    return str(value)


def plist(items) -> str:
    """A Prolog list of the (already Prolog-written) items."""
    return "[" + ",".join(map(str, items)) + "]"


class Text(str):
    """An argument of ``Engine.call`` passed as a Prolog string (no quoting, no atom)."""


class Out:
    """An output argument of ``Engine.call``: the call returns its value."""


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
        self._predicates: dict = {}      # (module, name, arity) -> predicate_t, for call_text
        self.once(f"set_prolog_flag(stack_limit, {limits.stack_limit()})")
        for name in _FILES:
            self.once(f"ensure_loaded({quote(PROLOG_DIR / name)})")
        self.once("ilp_limits:guard_halt(on)")
        for name, value in limits.prolog_input_limits().items():
            self.once(f"ilp_limits:set_input_limit({name}, {value})")
        procs.prolog_ready(lambda flag: self.once(f"ilp_limits:watch_stop({quote(flag)})"))
        # our own exit must go through: atexit runs this before pyswip's cleanup (LIFO)
        atexit.register(self._release_halt)

    def _release_halt(self) -> None:
        try:
            self.once("ilp_limits:guard_halt(off)")
        except Exception:  # noqa: BLE001 -- the process is ending anyway
            pass

    # -- queries ----------------------------------------------------------------------------
    def once(self, goal: str) -> dict | None:
        """First solution of `goal` as a dict of bindings, or None when it fails."""
        try:
            for solution in self.prolog.query(goal, maxresult=1):
                return dict(solution)
        except Exception as err:  # pyswip.PrologError
            raise _translate(err) from None
        return None

    def all(self, goal: str) -> list[dict]:
        try:
            return [dict(s) for s in self.prolog.query(goal)]
        except Exception as err:  # pyswip.PrologError
            raise _translate(err) from None

    def call(self, module: str, name: str, *args):
        """Call ``module:name(args...)`` once through pyswip's low-level interface, in a
        foreign frame discarded afterwards (term references would otherwise pile up, and
        long texts stay out of the atom table).  Arguments: ints, floats, atoms (str), ``Text`` (a
        Prolog string) or ``Out`` (the class: a fresh variable).  Returns the list of the
        ``Out`` values, or None when the call fails; raises EngineError/Stopped on an
        exception."""
        from pyswip import Functor, Query, Variable
        from pyswip.core import (PL_discard_foreign_frame, PL_exception,
                                 PL_open_foreign_frame)
        from pyswip.easy import getTerm

        fid = PL_open_foreign_frame()
        try:
            outs, real = [], []
            for a in args:
                if a is Out:
                    v = Variable()
                    outs.append(v)
                    real.append(v)
                elif isinstance(a, Text):
                    real.append(_string_term(a))
                elif isinstance(a, float):
                    real.append(_float_term(a))
                else:
                    real.append(a)
            goal = Functor("call", 1)(Functor(":", 2)(module, Functor(name, len(real))(*real)))
            q = Query(goal)
            try:
                if not q.nextSolution():
                    exc = PL_exception(Query.qid)
                    if exc:
                        raise _translate(str(getTerm(exc)))
                    return None
                return [_value(v.value) for v in outs]
            finally:
                q.closeQuery()
        finally:
            PL_discard_foreign_frame(fid)

    def call_text(self, module: str, name: str, *args) -> str | None:
        """Call ``module:name(args..., Out)`` once and return Out (an atom or a string) as
        text, or None when the call fails; args are ints or str (passed as Prolog strings).
        The fast path for a call made thousands of times (a position in a game): straight
        through the C interface, about a tenth of the cost of `once` (pyswip converts every
        binding of a query through Python objects).  An exception raises EngineError or
        Stopped, as `once` does."""
        from pyswip.core import PL_discard_foreign_frame, PL_open_foreign_frame
        c = _c_api()
        key = (module, name, len(args) + 1)
        pred = self._predicates.get(key)
        if pred is None:
            pred = self._predicates[key] = c.predicate(name.encode(), len(args) + 1,
                                                       module.encode())
        fid = PL_open_foreign_frame()
        try:
            refs = c.new_term_refs(len(args) + 1)
            for i, a in enumerate(args):
                if isinstance(a, int):
                    ok = c.put_int64(refs + i, a)
                else:
                    data = str(a).encode("utf-8")
                    ok = c.put_chars(refs + i, c.PL_STRING | c.REP_UTF8, len(data), data)
                if not ok:
                    raise EngineError("cannot pass an argument to Prolog")
            if not c.call_predicate(None, c.FLAGS, pred, refs):
                exc = c.exception(0)
                if exc:
                    from pyswip.easy import getTerm
                    err = _translate(str(getTerm(exc)))
                    c.clear_exception()
                    raise err
                return None
            size, text = c.size_t(), c.c_char_p()
            if not c.get_nchars(refs + len(args), c.byref(size), c.byref(text),
                                c.CVT_ATOM | c.CVT_STRING | c.REP_UTF8):
                raise EngineError(f"{module}:{name} did not return a text")
            return text.value[:size.value].decode("utf-8")
        finally:
            PL_discard_foreign_frame(fid)

    def new_module(self, prefix: str = "task") -> str:
        """A module name not used before in this process."""
        safe = "".join(ch if ch.isalnum() else "_" for ch in prefix) or "task"
        return f"ilp_{safe}_{next(self._modules)}"

    # -- loading ------------------------------------------------------------------------------
    def syntax_error(self, path=None, text: str | None = None, module: str = "user") -> str | None:
        """The first syntax error of a file or a text, or None when it reads."""
        source = f"file({quote(Path(path).resolve())})" if path is not None else f"text({quote(text)})"
        r = self.once(f"ilp_load:check_syntax({source}, {module}, R), "
                      f"(R = error(M) -> true ; M = '')")
        return to_str(r["M"]) or None

    def limits_error(self, path=None, text: str | None = None) -> str | None:
        """What of a file or text is over the input limits (size, nesting; docs/limits.md),
        or None: for a text another parser reads (Popper's bias.pl)."""
        source = f"file({quote(Path(path).resolve())})" if path is not None else f"text({quote(text)})"
        r = self.once(f"ilp_load:source_error({source}, M)")
        return to_str(r["M"]) or None

    def load_file(self, module: str, path, guard: bool = True) -> list[str]:
        """Compile a Prolog file into `module` (halt and abort guarded there); returns the
        error messages printed while loading it (syntax errors, directives that raised)."""
        if guard:
            self.once(f"ilp_limits:guard_module({module})")
        try:
            r = self.once(f"ilp_load:load_file({module}, {quote(Path(path).resolve())}, E)")
        except (EngineError, Stopped):
            self.check_stopped(f"{path}")        # a directive halted: say so
            raise
        self.check_stopped(f"{path}")
        return [to_str(e) for e in r["E"]]

    def load_text(self, module: str, text: str, source: str) -> None:
        """Compile Prolog text into `module` under the source name `source`."""
        self.once(f"ilp_load:load_text({module}, {quote(text)}, {quote(source)})")
        self.check_stopped(source)

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
        r = self.once("(ilp_limits:stopped(P) -> format(atom(A), '~w', [P]) ; A = ''), "
                      "ilp_limits:reset_stopped")
        if r and to_str(r["A"]):
            raise Stopped(f"{where}: calls {to_str(r['A'])}, which would stop the program; "
                          "the background must not halt or abort")

    # -- theories -------------------------------------------------------------------------
    def check_theory(self, source: str, path=None, text: str | None = None, heads=None,
                     calls=None, module: str = "user") -> list[TheoryClause]:
        """The clauses of a theory file or text, after the theory check (prolog/theory_check.pl):
        `heads` and `calls` are the predicate indicators ("name/arity") the clauses may
        define and their bodies may call (None: any predicate that is not built in).
        Raises TheoryError naming the clause (`source` names the file in the message)."""
        src = f"file({quote(Path(path).resolve())})" if path is not None else f"text({quote(text)})"
        lang = f"language({module}, {_indicators(heads)}, {_indicators(calls)})"
        r = self.once(f"ilp_theory_check:check_theory({src}, {lang}, R), "
                      f"(R = ok(Cs) -> K = -1, M = '', "
                      f"findall([T, C, I], (member(clause(T, C, N/A), Cs), "
                      f"format(atom(I), '~w/~w', [N, A])), L) ; R = error(K, M), L = [])")
        if int(r["K"]) >= 0:
            raise TheoryError(source, int(r["K"]), to_str(r["M"]))
        return [TheoryClause(to_str(t).rstrip(), to_str(c), to_str(i)) for t, c, i in r["L"]]


def _indicators(pis) -> str:
    if pis is None:
        return "any"
    parts = []
    for pi in pis:
        name, arity = str(pi).rsplit("/", 1)
        parts.append(f"{quote(name)}/{int(arity)}")
    return plist(parts)


_RETURNED = re.compile(r"Returned: '(.*)'\.\Z", re.S)


def _translate(err) -> Exception:
    """A pyswip error (or the text of an exception term) as EngineError or Stopped, without
    the query text pyswip puts in its message (it may be megabytes long)."""
    text = str(err)
    m = _RETURNED.search(text)
    term = m.group(1) if m else text
    if term.startswith("ilp_stop("):
        pi = re.sub(r"^/\((\w+), ?(\d+)\)$", r"\1/\2", term[9:-1])
        return Stopped(f"the background calls {pi}, which would stop the program; "
                       "the background must not halt or abort")
    if len(term) > 500:
        term = term[:500] + " ..."
    return EngineError(term)


_c = None


def _c_api():
    """The few SWI-Prolog C functions `Engine.call_text` uses, with their types (fresh
    function objects: pyswip's own keep the types it gave them).  Flag values from
    SWI-Prolog.h (9.x)."""
    global _c
    if _c is None:
        import ctypes
        from ctypes import POINTER, c_char_p, c_int, c_int64, c_size_t, c_void_p
        from types import SimpleNamespace

        from pyswip.core import _lib
        term_t, pred_t = c_size_t, c_void_p

        def fn(name, restype, *argtypes):
            f = _lib[name]
            f.argtypes, f.restype = list(argtypes), restype
            return f
        _c = SimpleNamespace(
            predicate=fn("PL_predicate", pred_t, c_char_p, c_int, c_char_p),
            new_term_refs=fn("PL_new_term_refs", term_t, c_int),
            put_int64=fn("PL_put_int64", c_int, term_t, c_int64),
            put_chars=fn("PL_put_chars", c_int, term_t, c_int, c_size_t, c_char_p),
            call_predicate=fn("PL_call_predicate", c_int, c_void_p, c_int, pred_t, term_t),
            exception=fn("PL_exception", term_t, c_size_t),
            clear_exception=fn("PL_clear_exception", None),
            get_nchars=fn("PL_get_nchars", c_int, term_t, POINTER(c_size_t),
                          POINTER(c_char_p), ctypes.c_uint),
            size_t=c_size_t, c_char_p=c_char_p, byref=ctypes.byref,
            PL_STRING=6, REP_UTF8=0x00100000, CVT_ATOM=0x1, CVT_STRING=0x2,
            FLAGS=0x04 | 0x10)      # PL_Q_NODEBUG | PL_Q_PASS_EXCEPTION (kept for PL_exception(0))
    return _c


def _string_term(text: str):
    """A pyswip Term holding `text` as a Prolog string (on the stacks, freed with the frame;
    an atom would stay in the atom table), read as UTF-8."""
    from pyswip import Term
    from pyswip.core import PL_new_term_ref
    c = _c_api()
    data = text.encode("utf-8")
    t = PL_new_term_ref()
    if not c.put_chars(t, c.PL_STRING | c.REP_UTF8, len(data), data):
        raise EngineError("cannot pass text to Prolog")
    return Term(t)


_put_float = None


def _float_term(x: float):
    """A pyswip Term holding the float `x` (pyswip cannot put floats itself)."""
    global _put_float
    from ctypes import c_double, c_int

    from pyswip import Term
    from pyswip.core import PL_new_term_ref, _lib, term_t
    if _put_float is None:
        _put_float = _lib.PL_put_float
        _put_float.argtypes = [term_t, c_double]
        _put_float.restype = c_int
    t = PL_new_term_ref()
    if not _put_float(t, float(x)):
        raise EngineError("cannot pass a float to Prolog")
    return Term(t)


def _value(v):
    from pyswip import Atom
    if isinstance(v, list):
        return [_value(x) for x in v]
    if isinstance(v, Atom):
        return v.value
    if isinstance(v, bytes):
        return v.decode()
    return v


def get_engine() -> Engine:
    """The process's engine, created on first use."""
    global _engine
    if _engine is None:
        _engine = Engine()
    return _engine
