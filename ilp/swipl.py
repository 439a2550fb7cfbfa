"""SWI-Prolog's C interface, through ctypes: Python values in as terms, one call, terms out as
Python values.  ``ilp.engine`` builds its one calling convention on this module; nothing else
imports it.

Python to Prolog (`put`): ``int`` an integer (of any size), ``float`` a float, ``bool`` the
atom ``true``/``false``, ``str`` an atom, ``Text`` a string, a ``list`` or ``tuple`` a list,
``Term`` a compound term, ``None`` a fresh variable.

Prolog to Python (`get`): integers ``int``, floats ``float``, atoms and strings ``str``, lists
``list``, other compound terms ``Term``, a variable ``None``.

pyswip starts the engine and loads the library; only its handle on ``libswipl`` is used here.
Each function object is a fresh one with its own argument types (pyswip's keep the types it
gave them).  Constants: SWI-Prolog.h of 9.x.
"""

from __future__ import annotations

import array
import ctypes
import json
import re
from ctypes import POINTER, byref, c_char_p, c_double, c_int, c_int64, c_size_t, c_uint, c_void_p
from dataclasses import dataclass
from functools import lru_cache

term_t = atom_t = functor_t = c_size_t
buf_mark_t = c_size_t                  # uintptr_t

# term types (PL_term_type)
_VARIABLE, _ATOM, _INTEGER, _RATIONAL, _FLOAT, _STRING, _TERM, _NIL, _BLOB, _LIST_PAIR = range(1, 11)
_DICT = 44
_PUT_ATOM, _PUT_STRING = 2, 6            # PL_put_chars() types
_REP_UTF8 = 0x00100000
_CVT_ATOM, _CVT_STRING, _CVT_LIST, _CVT_INTEGER = 0x1, 0x2, 0x4, 0x8
_CVT_WRITEQ_FLAGS = (0x200, 0xC0)      # CVT_WRITEQ in SWI-Prolog 9 and in earlier versions
_BUF_STACK = 0x00010000
_Q_NODEBUG, _Q_CATCH_EXCEPTION = 0x04, 0x08


class Text(str):
    """A Python text passed to Prolog as a string (no atom: long texts stay out of the atom
    table)."""


@dataclass(frozen=True)
class Term:
    """A compound term ``name(args...)``, in and out (``match`` with ``Term("ok", (c, x))``)."""
    name: str
    args: tuple = ()

    def __init__(self, name: str, *args):
        object.__setattr__(self, "name", name)
        object.__setattr__(self, "args", tuple(args))


class PrologException(Exception):
    """A Prolog exception: ``term`` (as Python values) and ``text`` (written with ~q)."""

    def __init__(self, term, text: str):
        super().__init__(text)
        self.term, self.text = term, text


class _C:
    """The C functions, with their types."""

    def __init__(self):
        from pyswip.core import _lib

        def fn(name, restype, *argtypes):
            f = getattr(_lib, name)
            f = type(f)((name, _lib))         # a fresh function object
            f.argtypes, f.restype = list(argtypes), restype
            return f
        self.open_frame = fn("PL_open_foreign_frame", c_void_p)
        self.discard_frame = fn("PL_discard_foreign_frame", None, c_void_p)
        self.new_term_refs = fn("PL_new_term_refs", term_t, c_int)
        self.new_term_ref = fn("PL_new_term_ref", term_t)
        self.put_int64 = fn("PL_put_int64", c_int, term_t, c_int64)
        self.put_float = fn("PL_put_float", c_int, term_t, c_double)
        self.put_chars = fn("PL_put_chars", c_int, term_t, c_int, c_size_t, c_char_p)
        self.put_term_from_chars = fn("PL_put_term_from_chars", c_int, term_t, c_int, c_size_t,
                                      c_char_p)
        self.unify_wchars = fn("PL_unify_wchars", c_int, term_t, c_int, c_size_t, c_void_p)
        self.put_nil = fn("PL_put_nil", c_int, term_t)
        self.put_variable = fn("PL_put_variable", c_int, term_t)
        self.cons_list = fn("PL_cons_list", c_int, term_t, term_t, term_t)
        self.cons_functor_v = fn("PL_cons_functor_v", c_int, term_t, functor_t, term_t)
        self.new_atom_mbchars = fn("PL_new_atom_mbchars", atom_t, c_int, c_size_t, c_char_p)
        self.new_functor = fn("PL_new_functor_sz", functor_t, atom_t, c_size_t)
        self.predicate = fn("PL_predicate", c_void_p, c_char_p, c_int, c_char_p)
        self.new_module = fn("PL_new_module", c_void_p, atom_t)
        self.open_query = fn("PL_open_query", c_void_p, c_void_p, c_int, c_void_p, term_t)
        self.next_solution = fn("PL_next_solution", c_int, c_void_p)
        self.cut_query = fn("PL_cut_query", c_int, c_void_p)
        self.exception = fn("PL_exception", term_t, c_void_p)
        self.term_type = fn("PL_term_type", c_int, term_t)
        self.get_int64 = fn("PL_get_int64", c_int, term_t, POINTER(c_int64))
        self.get_float = fn("PL_get_float", c_int, term_t, POINTER(c_double))
        self.get_nchars = fn("PL_get_nchars", c_int, term_t, POINTER(c_size_t), POINTER(c_char_p),
                             c_uint)
        self.get_wchars = fn("PL_get_wchars", c_int, term_t, POINTER(c_size_t), POINTER(c_void_p),
                             c_uint)
        self.get_list = fn("PL_get_list", c_int, term_t, term_t, term_t)
        self.get_name_arity = fn("PL_get_name_arity_sz", c_int, term_t, POINTER(atom_t),
                                 POINTER(c_size_t))
        self.get_arg = fn("PL_get_arg_sz", c_int, c_size_t, term_t, term_t)
        self.put_atom = fn("PL_put_atom", c_int, term_t, atom_t)
        self.put_term = fn("PL_put_term", c_int, term_t, term_t)
        self.mark_strings = fn("PL_mark_string_buffers", None, POINTER(buf_mark_t))
        self.release_strings = fn("PL_release_string_buffers_from_mark", None, buf_mark_t)


@lru_cache(maxsize=1)
def _c() -> _C:
    return _C()


@lru_cache(maxsize=None)
def _functor(name: str, arity: int) -> int:
    """The functor name/arity (its atom stays registered: a small, fixed set of names)."""
    c = _c()
    data = name.encode("utf-8")
    return c.new_functor(c.new_atom_mbchars(_REP_UTF8, len(data), data), arity)


@lru_cache(maxsize=4096)
def _predicate(module: str, name: str, arity: int):
    """The predicate and the module to call it in (the context of a transparent predicate)."""
    c = _c()
    data = module.encode("utf-8")
    context = c.new_module(c.new_atom_mbchars(_REP_UTF8, len(data), data))
    return c.predicate(name.encode("utf-8"), arity, data), context


def put(t: int, value) -> None:
    """Put the Prolog term of the Python `value` into the term reference `t`."""
    c = _c()
    if value is None:
        ok = c.put_variable(t)
    elif isinstance(value, bool):
        ok = _put_text(t, "true" if value else "false", _PUT_ATOM)
    elif isinstance(value, int):
        ok = c.put_int64(t, value) if -(1 << 63) <= value < (1 << 63) else \
            c.put_term_from_chars(t, _REP_UTF8, len(str(value)), str(value).encode())
    elif isinstance(value, float):
        ok = c.put_float(t, value)
    elif isinstance(value, Text):
        ok = _put_text(t, value, _PUT_STRING)
    elif isinstance(value, str):
        ok = _put_text(t, value, _PUT_ATOM)
    elif isinstance(value, array.array) or \
            isinstance(value, (list, tuple)) and len(value) > 8 and _ints(value):
        codes = _codes(value)
        if codes is not None:
            # small non-negative integers (example ids): a list of character codes is a list
            # of integers, built in C from the array in one call, with no text to parse
            ok = c.put_variable(t) and c.unify_wchars(t, _PL_CODE_LIST, len(value),
                                                      codes.buffer_info()[0])
        else:
            text = ("[" + ",".join(map(str, value)) + "]").encode()   # read in C: one call
            ok = c.put_term_from_chars(t, _REP_UTF8, len(text), text)
    elif isinstance(value, (list, tuple)):
        ok = c.put_nil(t)
        head = c.new_term_ref()
        for item in reversed(value):
            put(head, item)
            ok = ok and c.cons_list(t, head, t)
    elif isinstance(value, Term):
        args = c.new_term_refs(max(1, len(value.args)))
        for i, a in enumerate(value.args):
            put(args + i, a)
        ok = c.cons_functor_v(t, _functor(value.name, len(value.args)), args)
    else:
        raise TypeError(f"cannot pass {type(value).__name__} to Prolog: {value!r}")
    if not ok:
        raise ValueError(f"cannot pass {value!r} to Prolog")


def _ints(values) -> bool:
    return all(type(v) is int for v in values)


_WCHAR = ctypes.sizeof(ctypes.c_wchar)
_PL_CODE_LIST = 15              # SWI-Prolog.h: PL_unify_wchars() builds a list of codes
_MAX_CODE = 0x110000            # Unicode's code points (the surrogates too: a code list holds
                                # them as the integers they are: tests/test_engine.py)


def _codes(values) -> array.array | None:
    """`values` (integers; an array.array("i") of them is taken as it is: callers with many
    ids pass one) as a C array of wchar_t, or None when one is out of range (or a C int is
    not the size of a wchar_t here)."""
    import numpy as np   # min and max in C: over Python ints they cost as much as the call

    if not len(values):
        return None
    try:
        codes = values if isinstance(values, array.array) and values.typecode == "i" \
            else array.array("i", values)
    except OverflowError:
        return None
    if codes.itemsize != _WCHAR:
        return None
    view = np.frombuffer(codes, dtype=f"i{codes.itemsize}")
    return codes if 0 <= view.min() and view.max() < _MAX_CODE else None


def _put_text(t: int, text: str, kind: int) -> int:
    data = text.encode("utf-8")
    return _c().put_chars(t, kind | _REP_UTF8, len(data), data)


def _chars(t: int, flags: int) -> str | None:
    """The text of the term in `t`, copied out of SWI-Prolog's stack of string buffers, which
    is then released to where it was.  SWI-Prolog releases it when a foreign predicate
    returns, and Python is none: unreleased, it grew by a buffer per text read and, past
    about a million (a long learning run, a server worker, one answer of a million atoms),
    ended the process with "FATAL ERROR: Too many stacked strings"."""
    c = _c()
    size, text, mark = c_size_t(), c_char_p(), buf_mark_t()
    c.mark_strings(byref(mark))
    try:
        if not c.get_nchars(t, byref(size), byref(text), flags | _REP_UTF8 | _BUF_STACK):
            return None
        return ctypes.string_at(text, size.value).decode("utf-8")
    finally:
        c.release_strings(mark)


@lru_cache(maxsize=1)
def _writeq() -> int:
    """PL_get_chars()'s CVT_WRITEQ of the SWI-Prolog loaded: its value changed between
    versions, and the other one writes unquoted (the atom '1' as 1, which json reads as a
    number), so it is found by writing a list whose atom needs quotes."""
    c = _c()
    t = c.new_term_ref()
    probe = b"['1 a']"
    if c.put_term_from_chars(t, _REP_UTF8, len(probe), probe):
        for flag in _CVT_WRITEQ_FLAGS:
            if _chars(t, flag) == probe.decode():
                return flag
    return _CVT_WRITEQ_FLAGS[0]


def get(t: int):
    """The Python value of the term in the term reference `t`."""
    c = _c()
    kind = c.term_type(t)
    if kind == _INTEGER:
        n = c_int64()
        return n.value if c.get_int64(t, byref(n)) else int(_chars(t, _CVT_INTEGER))
    if kind in (_ATOM, _STRING):
        return _chars(t, _CVT_ATOM | _CVT_STRING)
    if kind == _NIL:
        return []
    if kind == _LIST_PAIR:
        codes = _code_list(t)
        if codes is not None:
            return codes
        # Lists of numbers, lists and strings (most answers: example ids, tiles) are written
        # in C and read by json in one go; where the written text is not JSON (atoms,
        # compound terms, special floats), the list is walked term by term.
        written = _chars(t, _writeq())
        if written is not None and not _json_constants(written):
            try:
                return json.loads(written)
            except ValueError:
                pass
        out = []
        head, tail = c.new_term_ref(), c.new_term_ref()
        c.put_term(tail, t)
        while c.get_list(tail, head, tail):
            out.append(get(head))
        return out
    if kind == _FLOAT:
        x = c_double()
        c.get_float(t, byref(x))
        return x.value
    if kind == _TERM:
        name, arity = atom_t(), c_size_t()
        c.get_name_arity(t, byref(name), byref(arity))
        args = []
        for i in range(1, arity.value + 1):
            arg = c.new_term_ref()
            c.get_arg(i, t, arg)
            args.append(get(arg))
        functor = c.new_term_ref()
        c.put_atom(functor, name)
        return Term(_chars(functor, _CVT_ATOM), *args)
    if kind == _VARIABLE:
        return None
    return _chars(t, _writeq())             # rationals, blobs, dicts: as Prolog writes them


def _code_list(t: int) -> list[int] | None:
    """The list in `t` when its items are integers 0..0x10FFFF (example ids, tiles), else None.
    Such a list is also a text (a list of character codes), which SWI-Prolog copies out in C
    as an array of wchar_t in one call: 15 times faster than writing it and reading the text
    (a coverage answer of a thousand ids: 24 against 370 us).  The head must be an integer:
    from a list of one-character atoms C would read their codes."""
    if _WCHAR != 4:
        return None
    c = _c()
    head = c.new_term_ref()
    if not c.get_arg(1, t, head) or c.term_type(head) != _INTEGER:
        return None
    size, data, mark = c_size_t(), c_void_p(), buf_mark_t()
    c.mark_strings(byref(mark))
    try:
        if not c.get_wchars(t, byref(size), byref(data), _CVT_LIST | _BUF_STACK):
            return None          # an item out of range, or not an integer: read as text
        return array.array("i", ctypes.string_at(data, 4 * size.value)).tolist()
    finally:
        c.release_strings(mark)


_CONSTANT = re.compile(r"true|false|null")
_QUOTED = re.compile(r'"(?:[^"\\]|\\.)*"')


def _json_constants(written: str) -> bool:
    """Whether a term written with ~q holds the atom true, false or null, which json would
    read as a constant: outside the strings (a literal's text "true_cell(V0)" is no atom)."""
    return bool(_CONSTANT.search(written)) and bool(_CONSTANT.search(_QUOTED.sub("", written)))


def call(module: str, name: str, args, outs) -> list | None:
    """Call ``module:name(args...)`` once, in a foreign frame discarded afterwards (term
    references would pile up otherwise).  `args`: Python values (`put`); `outs`: the positions
    of the arguments that are outputs (fresh variables).  Returns the Python values of the
    outputs, or None when the call fails; raises PrologException when it raises.

    The query catches its exception (PL_Q_CATCH_EXCEPTION) and is always cut in ``finally``,
    which clears the exception: a Python exception raised while the query is open (the
    watchdog's KeyboardInterrupt, ilp.procs, delivered as soon as Prolog returns) leaves
    no exception pending in Prolog for the next call to trip over."""
    c = _c()
    pred, context = _predicate(module, name, len(args))
    fid = c.open_frame()
    try:
        refs = c.new_term_refs(max(1, len(args)))
        for i, a in enumerate(args):
            if i not in outs:
                put(refs + i, a)
        qid = c.open_query(context, _Q_NODEBUG | _Q_CATCH_EXCEPTION, pred, refs)
        try:
            if c.next_solution(qid):
                return [get(refs + i) for i in outs]
            exc = c.exception(qid)
            if exc:
                raise PrologException(get(exc), _chars(exc, _writeq()) or "?")
            return None
        finally:
            c.cut_query(qid)
    finally:
        c.discard_frame(fid)
