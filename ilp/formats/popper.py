"""Popper's task layout: a directory with ``bk.pl``, ``exs.pl`` and ``bias.pl`` (contracts §3).

``bk.pl`` and ``exs.pl`` are read exactly as in our layout (the bk compiled into the task's
module, libraries and their operators allowed; ``pos/1`` facts and optional ``neg/1`` facts).
``bias.pl`` is a clingo (ASP) program, not Prolog: it is parsed here, statement by statement
(a statement ends at a ``.`` outside parentheses, brackets, braces, strings and ``%``/``%*
*%`` comments, ``..`` ranges excepted), and only the declarations below are read; every other
statement -- ASP constraints (``:- ...``, ``#count{...}``), ``prop(...)``, helper facts, rules,
``#`` directives -- is ignored, with ONE warning naming how many and the first.

Declarations and what they become (a text in our modes.pl syntax, read by
``ilp_task:ilp_load_modes/3``):

- ``head_pred(P, N)``: ``modeh(1, P(...))``, each argument ``+`` (``in``) or ``-`` (``out``)
  after ``direction(P, ...)``; without a direction every head argument is ``+`` (examples are
  ground: testing them all as inputs is sound).  Several ``head_pred`` give several modeh.
- ``body_pred(P, N)`` with a direction: one mode, ``in`` -> ``+``, ``out`` -> ``-``, recall
  ``*``, or 1 when every argument is an input (a test) or for arity 1 with ``out`` (e.g.
  ``direction(empty,(out,))`` -> ``modeb(1, empty(-list))``, the only zero-input mode made).
  Without a direction (Popper allows none; we do not guess one): a test mode, every argument
  ``+`` (recall 1), and for arity >= 2 one mode per argument position taken as the only input,
  the others outputs (recall ``*``), so a relation can be followed either way (Popper refuses
  partial directions; here they are a warning).  A direction
  with every argument ``out`` at arity >= 2 is used the same way (with a warning): a
  generator with no input would enumerate the whole relation.
- ``type(P, (T1, ...))``: the argument types.  Popper's types are all-or-nothing: when any
  head or body predicate has no ``type/2``, every argument of every predicate gets the type
  ``any`` (with a warning when some types were given), which is always sound.
- ``enable_recursion``, or a ``body_pred`` naming the head predicate: the head predicate is also
  a body mode, with the head's own arguments (recall 1 when all are inputs, else ``*``).
- ``max_body(N)``: ``set(clauselength, N+1)`` (our clause length counts the head) and
  ``set(depth, min(N, 4))``; ``max_vars(N)``: ``set(max_vars, N)``; Popper's defaults (6 and
  6) when absent.  ``max_clauses(N)``: ``set(max_clauses, N)``.  Always ``set(minpos, 1)``:
  Popper has no minimum coverage per clause.
- ``non_datalog``, ``allow_singletons``: fine as they are (our learner allows both).
- ``enable_pi``: predicate invention is not implemented: a warning, and learning goes on
  without it.
- ``constant/2``, ``magic_value_type/1``, ``magic_value/2``, ``magic_value_all``: not
  implemented: refused by name (InputError, exit 2).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from ilp.errors import InputError
from ilp.formats import POPPER_FILES, IlpLayout
from ilp.formats import prolog_atom as _atom

POPPER_DEFAULT_MAX_BODY = 6
POPPER_DEFAULT_MAX_VARS = 6

# name -> arity of the declarations read (any other statement is ignored with a warning)
DECLARATIONS = {"head_pred": 2, "body_pred": 2, "type": 2, "direction": 2, "max_vars": 1,
                "max_body": 1, "max_clauses": 1, "enable_recursion": 0, "non_datalog": 0,
                "allow_singletons": 0, "enable_pi": 0}
REFUSED = {
    "constant": "Popper's constant/2 is not implemented here: write each constant as a unary "
                "background predicate (c_5(5).) named by body_pred(c_5, 1)",
    "magic_value_type": "MagicPopper's magic values (magic_value_type/1) are not implemented here",
    "magic_value": "MagicPopper's magic values (magic_value/2) are not implemented here",
    "magic_value_all": "MagicPopper's magic values (magic_value_all) are not implemented here",
}


class PopperLayout(IlpLayout):
    kind = "popper"
    bias_source = "bias.pl"
    body_decl = "body_pred"
    files = POPPER_FILES

    def read_bias(self, module):
        text = self.files["bias.pl"].read_text(encoding="utf-8-sig")
        try:
            bias = parse_bias(text)
        except InputError as err:
            raise self.error(f"bias.pl: {err}") from None
        if bias.ignored:
            first = " ".join(bias.ignored[0].split())
            first = first if len(first) <= 100 else first[:97] + "..."
            n = len(bias.ignored)
            self.warn(f"bias.pl: {n} statement{'s' if n > 1 else ''} ignored (ASP constraints, "
                      f"prop/2 and other statements the learner does not read): {first}")
        try:
            modes_text = bias.modes_text(self.warn)
        except InputError as err:
            raise self.error(f"bias.pl: {err}") from None
        return self._read_modes_text(modes_text, module)


# -- clingo statements ----------------------------------------------------------------------
def split_statements(text: str) -> list[tuple[int, str]]:
    """The statements of a clingo program as (line, text), comments removed."""
    out: list[tuple[int, str]] = []
    buf: list[str] = []
    depth, line, start, i, n = 0, 1, None, 0, len(text)
    while i < n:
        c = text[i]
        if c == "%":
            if text.startswith("%*", i):
                j = text.find("*%", i + 2)
                j = n if j < 0 else j + 2
            else:
                j = text.find("\n", i)
                j = n if j < 0 else j
            line += text.count("\n", i, j)
            buf.append(" ")
            i = j
            continue
        if c == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            if j >= n:
                raise InputError(f"line {line}: a string is not closed")
            if start is None:
                start = line
            buf.append(text[i:j + 1])
            line += text.count("\n", i, j + 1)
            i = j + 1
            continue
        if c == "\n":
            line += 1
        if not c.isspace() and start is None:
            start = line
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
            if depth < 0:
                raise InputError(f"line {line}: unbalanced '{c}'")
        if c == "." and depth == 0:
            prev = text[i - 1] if i else ""
            nxt = text[i + 1] if i + 1 < n else ""
            if nxt != "." and prev != ".":
                out.append((start or line, "".join(buf).strip()))
                buf, start = [], None
                i += 1
                continue
        buf.append(c)
        i += 1
    rest = "".join(buf).strip()
    if rest:
        raise InputError(f"line {start}: the last statement has no final '.': {rest[:60]}")
    return out


_TOKEN = re.compile(r"""\s*(?:
    (?P<name>_*[a-z][A-Za-z0-9_']*)
  | (?P<var>[A-Z_][A-Za-z0-9_']*)
  | (?P<num>-?\d+)
  | (?P<str>"(?:[^"\\]|\\.)*")
  | (?P<punct>[()\[\],])
  | (?P<other>\S)
)""", re.VERBOSE)


@dataclass(frozen=True)
class Fn:
    """A compound term name(args) of a statement."""
    name: str
    args: tuple


class Var(str):
    """A variable of a statement (a declaration holding one is not a fact)."""


def parse_term(statement: str):
    """A statement that is a single term (a fact), as Python values: atoms as str, numbers
    as int, tuples as tuple, compounds as Fn, variables as Var; None when it is anything
    else (a rule, a constraint, an aggregate, a # directive)."""
    tokens = []
    for m in _TOKEN.finditer(statement):
        kind = m.lastgroup
        if kind is None:
            break
        if kind == "other":
            return None
        tokens.append((kind, m.group(kind)))
    pos = 0

    def term():
        nonlocal pos
        if pos >= len(tokens):
            raise ValueError
        kind, value = tokens[pos]
        pos += 1
        if kind == "name":
            if pos < len(tokens) and tokens[pos] == ("punct", "("):
                pos += 1
                args, _ = sequence(")")
                return Fn(value, tuple(args))
            return value
        if kind == "var":
            return Var(value)
        if kind == "num":
            return int(value)
        if kind == "str":
            return value
        if value == "(":
            items, trailing = sequence(")")
            return items[0] if len(items) == 1 and not trailing else tuple(items)
        raise ValueError

    def sequence(close):
        nonlocal pos
        items, trailing = [], False
        if pos < len(tokens) and tokens[pos] == ("punct", close):
            pos += 1
            return items, trailing
        while True:
            items.append(term())
            trailing = False
            if pos >= len(tokens):
                raise ValueError
            if tokens[pos] == ("punct", ","):
                pos += 1
                trailing = True
                if pos < len(tokens) and tokens[pos] == ("punct", close):
                    pos += 1
                    return items, trailing
                continue
            if tokens[pos] == ("punct", close):
                pos += 1
                return items, trailing
            raise ValueError

    try:
        result = term()
    except ValueError:
        return None
    return result if pos == len(tokens) else None


# -- the bias ---------------------------------------------------------------------------------
@dataclass
class Bias:
    heads: list            # [(name, arity)]
    bodies: list
    types: dict            # name -> tuple of type names
    directions: dict       # name -> tuple of "in"/"out"
    max_vars: int | None
    max_body: int | None
    max_clauses: int | None
    flags: set             # enable_recursion, non_datalog, allow_singletons, enable_pi
    ignored: list          # statements not read

    def modes_text(self, warn) -> str:
        """The bias as a text in our modes.pl syntax (the module's docstring)."""
        preds = list(dict.fromkeys(self.heads + self.bodies))
        for name, arity in preds:
            for table, what in ((self.types, "type"), (self.directions, "direction")):
                if name in table and len(table[name]) != arity:
                    raise InputError(f"{what}({name}, ...) gives {len(table[name])} "
                                     f"arguments for {name}/{arity}")
        untyped = [f"{n}/{a}" for n, a in preds if n not in self.types]
        if untyped and len(untyped) < len(preds):
            warn(f"bias.pl gives types for some predicates only (none for "
                 f"{', '.join(untyped[:5])}{', ...' if len(untyped) > 5 else ''}): every "
                 "argument gets the type any")

        def types_of(name, arity):
            return tuple(self.types[name]) if not untyped else ("any",) * arity

        undirected = [f"{n}/{a}" for n, a in dict.fromkeys(self.bodies)
                      if n not in self.directions and (n, a) not in set(self.heads)]
        if self.directions and undirected:
            warn(f"bias.pl gives directions for some predicates only (none for "
                 f"{', '.join(undirected[:5])}{', ...' if len(undirected) > 5 else ''}): "
                 "those are used with every argument an input, and with each argument in turn "
                 "the only input")
        if "enable_pi" in self.flags:
            warn("bias.pl: enable_pi (predicate invention) is not implemented here; "
                 "learning without invented predicates")
        lines = []
        head_args = {}
        for name, arity in self.heads:
            types = types_of(name, arity)
            dirs = self.directions.get(name, ("in",) * arity)
            head_args[(name, arity)] = [("+" if d == "in" else "-") + _atom(t)
                                        for d, t in zip(dirs, types)]
            lines.append(f"modeh(1, {_template(name, head_args[(name, arity)])}).")
        heads = set(self.heads)
        recursion = "enable_recursion" in self.flags or any(b in heads for b in self.bodies)
        for name, arity in dict.fromkeys(self.bodies):
            if (name, arity) in heads:
                continue                        # recursion: below, with the head's arguments
            types = [_atom(t) for t in types_of(name, arity)]
            dirs = self.directions.get(name)
            if dirs is not None and arity >= 2 and all(d == "out" for d in dirs):
                warn(f"bias.pl: direction({name}, ...) has no input argument; {name}/{arity} is "
                     "used with each argument in turn as the input")
                dirs = None
            if dirs is not None:
                args = [("+" if d == "in" else "-") + t for d, t in zip(dirs, types)]
                recall = "1" if all(d == "in" for d in dirs) or arity == 1 else "*"
                lines.append(f"modeb({recall}, {_template(name, args)}).")
            else:
                lines.append(f"modeb(1, {_template(name, ['+' + t for t in types])}).")
                if arity >= 2:
                    for k in range(arity):
                        args = [("+" if j == k else "-") + t for j, t in enumerate(types)]
                        lines.append(f"modeb(*, {_template(name, args)}).")
        if recursion:
            for name, arity in self.heads:
                args = head_args[(name, arity)]
                recall = "1" if all(a.startswith("+") for a in args) else "*"
                lines.append(f"modeb({recall}, {_template(name, args)}).")
        max_body = self.max_body or POPPER_DEFAULT_MAX_BODY
        lines.append(f"set(clauselength, {max_body + 1}).")
        lines.append(f"set(depth, {min(max_body, 4)}).")
        lines.append(f"set(max_vars, {self.max_vars or POPPER_DEFAULT_MAX_VARS}).")
        if self.max_clauses:
            lines.append(f"set(max_clauses, {self.max_clauses}).")
        lines.append("set(minpos, 1).")
        return "\n".join(lines) + "\n"


def parse_bias(text: str) -> Bias:
    """Popper's bias.pl read (InputError naming the line of a malformed declaration)."""
    bias = Bias([], [], {}, {}, None, None, None, set(), [])
    for line, statement in split_statements(text):
        t = parse_term(statement)
        if isinstance(t, Fn):
            name, args = t.name, t.args
        elif _is_atom(t):
            name, args = t, ()
        else:
            name, args = None, ()
        if name in REFUSED:
            raise InputError(f"line {line}: {statement}: {REFUSED[name]}")
        if name not in DECLARATIONS or len(args) != DECLARATIONS[name]:
            if name in DECLARATIONS:
                raise InputError(f"line {line}: {statement}: {name} takes "
                                 f"{DECLARATIONS[name]} arguments")
            bias.ignored.append(statement)
            continue
        bad = InputError(f"line {line}: malformed {name}: {statement}")
        if name in ("head_pred", "body_pred"):
            p, a = args
            if not _is_atom(p) or not isinstance(a, int) or a < 0:
                raise bad
            (bias.heads if name == "head_pred" else bias.bodies).append((p, a))
        elif name in ("type", "direction"):
            p, spec = args
            spec = spec if isinstance(spec, tuple) else (spec,)
            if not _is_atom(p) or not all(_is_atom(x) for x in spec):
                raise bad
            if name == "direction" and not all(x in ("in", "out") for x in spec):
                raise InputError(f"line {line}: {statement}: a direction is in or out")
            (bias.types if name == "type" else bias.directions)[p] = spec
        elif name in ("max_vars", "max_body", "max_clauses"):
            (n,) = args
            if not isinstance(n, int) or n < 1:
                raise bad
            setattr(bias, name, n)
        else:
            bias.flags.add(name)
    if not bias.heads:
        raise InputError("declares no head_pred(Name, Arity)")
    return bias


def _is_atom(x) -> bool:
    return isinstance(x, str) and not isinstance(x, Var) and not x.startswith('"')


def _template(name: str, args: list[str]) -> str:
    return f"{_atom(name)}({', '.join(args)})" if args else _atom(name)


def bias_modes_text(path: Path, warn=lambda message: None) -> str:
    """The modes text of a bias.pl file (for tools and tests)."""
    return parse_bias(path.read_text(encoding="utf-8-sig")).modes_text(warn)
