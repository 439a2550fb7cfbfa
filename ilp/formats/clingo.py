"""The part of clingo's (ASP) language that Popper's bias files use, read in Python.

A bias.pl is a clingo program: facts (``head_pred(f,2).``), rules deriving more of them
(``body_pred(P,1) :- constant(P,_).``), and constraints over Popper's own encoding of a clause
(``:- clause(C), #count{V : var_type(C,V,ex)} != 1.``).  Here a program is split into
statements, each parsed into a head and a body of literals (``parse_statement``), and the
rules whose body only uses predicates the program defines are run to their least model
(``least_model``): that is how ``constant/2`` declarations become body predicates and types.
What the constraints mean for the learner is read in ``ilp.formats.popper``.

Terms are Python values: atoms ``str``, numbers ``int``, strings ``str`` with their quotes,
tuples ``tuple``, compound terms ``Fn``, variables ``Var`` (``_`` is anonymous).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ilp.errors import InputError


@dataclass(frozen=True)
class Fn:
    """A compound term name(args)."""
    name: str
    args: tuple


class Var(str):
    """A variable."""


@dataclass(frozen=True)
class Neg:
    """A default-negated body literal: not atom."""
    atom: object


@dataclass(frozen=True)
class Cmp:
    """A comparison: left op right (op one of = != < > <= >=)."""
    op: str
    left: object
    right: object


@dataclass(frozen=True)
class Count:
    """An aggregate ``#count{Terms : Conditions} op Bound``."""
    terms: tuple
    conditions: tuple
    op: str
    bound: object


@dataclass(frozen=True)
class Statement:
    line: int
    text: str
    head: object | None     # an atom (str or Fn), or None for a constraint
    body: tuple             # literals: atoms, Neg, Cmp, Count

    @property
    def is_fact(self) -> bool:
        return self.head is not None and not self.body

    @property
    def is_constraint(self) -> bool:
        return self.head is None


# -- statements -------------------------------------------------------------------------------
def split_statements(text: str) -> list[tuple[int, str]]:
    """The statements of a clingo program as (line, text), comments removed.  A statement ends
    at a ``.`` outside parentheses, brackets, braces and strings (``..`` ranges excepted)."""
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
    (?P<aggregate>\#[a-z]+)
  | (?P<name>_*[a-z][A-Za-z0-9_']*)
  | (?P<var>[A-Z_][A-Za-z0-9_']*)
  | (?P<num>-?\d+)
  | (?P<str>"(?:[^"\\]|\\.)*")
  | (?P<op>:-|!=|<=|>=|==|=|<|>)
  | (?P<punct>[()\[\],:{}])
  | (?P<other>\S)
)""", re.VERBOSE)

COMPARISONS = ("=", "==", "!=", "<", ">", "<=", ">=")


class _Parser:
    """Recursive descent over the tokens of one statement; ValueError when it is outside the
    subset (ranges, pools, arithmetic, other aggregates, directives)."""

    def __init__(self, text: str):
        self.tokens, self.starts = [], []
        for m in _TOKEN.finditer(text):
            if m.lastgroup is None:
                break
            if m.lastgroup == "other":
                raise ValueError(m.group("other"))
            self.tokens.append((m.lastgroup, m.group(m.lastgroup)))
            self.starts.append(m.start(m.lastgroup))
        self.pos = 0

    def offset(self) -> int:
        """Where the current token starts in the text."""
        return self.starts[self.pos]

    def peek(self, k: int = 0):
        i = self.pos + k
        return self.tokens[i] if i < len(self.tokens) else (None, None)

    def take(self, kind=None, value=None):
        tok = self.peek()
        if tok[0] is None or (kind and tok[0] != kind) or (value and tok[1] != value):
            raise ValueError(tok)
        self.pos += 1
        return tok[1]

    def at(self, kind, value=None) -> bool:
        tok = self.peek()
        return tok[0] == kind and (value is None or tok[1] == value)

    def done(self) -> bool:
        return self.pos == len(self.tokens)

    def term(self):
        kind, value = self.peek()
        if kind == "name":
            self.pos += 1
            if self.at("punct", "("):
                self.pos += 1
                args, _ = self.sequence(")")
                return Fn(value, tuple(args))
            return value
        if kind == "var":
            self.pos += 1
            return Var(value)
        if kind == "num":
            self.pos += 1
            return int(value)
        if kind == "str":
            self.pos += 1
            return value
        if (kind, value) == ("punct", "("):
            self.pos += 1
            items, trailing = self.sequence(")")
            return items[0] if len(items) == 1 and not trailing else tuple(items)
        raise ValueError((kind, value))

    def sequence(self, close):
        """Terms separated by commas up to `close`: (items, whether a comma ended them)."""
        items, trailing = [], False
        if self.at("punct", close):
            self.pos += 1
            return items, trailing
        while True:
            items.append(self.term())
            trailing = False
            if self.at("punct", ","):
                self.pos += 1
                trailing = True
                if self.at("punct", close):
                    self.pos += 1
                    return items, trailing
                continue
            self.take("punct", close)
            return items, trailing

    def literal(self):
        if self.at("name", "not"):
            self.pos += 1
            return Neg(self.term())
        if self.at("aggregate"):
            return self.count()
        left = self.term()
        if self.at("op") and self.peek()[1] in COMPARISONS:
            op = self.take("op")
            return Cmp(op, left, self.term())
        return left

    def count(self) -> Count:
        if self.take("aggregate") != "#count":
            raise ValueError("aggregate")
        self.take("punct", "{")
        terms = [self.term()]
        while self.at("punct", ","):
            self.pos += 1
            terms.append(self.term())
        conditions = []
        if self.at("punct", ":"):
            self.pos += 1
            conditions.append(self.literal())
            while self.at("punct", ","):
                self.pos += 1
                conditions.append(self.literal())
        self.take("punct", "}")
        op = self.take("op")
        if op not in COMPARISONS:
            raise ValueError(op)
        return Count(tuple(terms), tuple(conditions), op, self.term())

    def body(self) -> tuple:
        lits = [self.literal()]
        while self.at("punct", ","):
            self.pos += 1
            lits.append(self.literal())
        return tuple(lits)


def parse_statement(line: int, text: str) -> Statement | None:
    """A statement as a head and body (None when it is outside the subset read here)."""
    try:
        p = _Parser(text)
        head = None
        if not p.at("op", ":-"):
            head = p.term()
            if not (isinstance(head, (Fn, str)) and not isinstance(head, Var)):
                return None
        body = ()
        if p.at("op", ":-"):
            p.pos += 1
            body = p.body()
        if not p.done() or (head is None and not body):
            return None
        return Statement(line, text, head, body)
    except ValueError:
        return None


def juxtaposed(text: str) -> int | None:
    """Where a second term starts right after a complete first one (``head_pred(f,2)
    body_pred(p,2)``: no clingo statement is two terms in a row), or None."""
    try:
        p = _Parser(text)
        p.term()
    except ValueError:
        return None
    if p.done() or p.peek()[0] not in ("name", "var", "num"):
        return None
    return p.offset()


def parse_term(text: str):
    """A text that is a single term (a fact), as Python values; None when it is anything else
    (a rule, a constraint, an aggregate, a directive)."""
    try:
        p = _Parser(text)
        t = p.term()
        return t if p.done() else None
    except ValueError:
        return None


# -- the least model of the rules --------------------------------------------------------------
def predicate(atom) -> tuple[str, int] | None:
    """(name, arity) of an atom (str or Fn)."""
    if isinstance(atom, Fn):
        return atom.name, len(atom.args)
    if isinstance(atom, str) and not isinstance(atom, Var):
        return atom, 0
    return None


def least_model(statements: list[Statement]) -> set:
    """The atoms the facts and rules derive (as Fn, or str for arity 0).  Rules whose body
    names a predicate no statement defines (Popper's own encoding: ``clause/1``,
    ``body_literal/4``, ...) derive nothing; negated literals are read against the positive
    fixpoint (one stratum, enough for declarations).  Atoms must come out ground."""
    facts = {s.head for s in statements if s.is_fact and _ground(s.head)}
    rules = [s for s in statements if s.head is not None and s.body
             and all(isinstance(l, (Fn, str, Neg, Cmp)) for l in s.body)]
    defined = {predicate(s.head) for s in statements if s.head is not None}
    rules = [r for r in rules if all(predicate(l.atom if isinstance(l, Neg) else l) in defined
                                     for l in r.body if not isinstance(l, Cmp))]
    positive = [r for r in rules if not any(isinstance(l, Neg) for l in r.body)]
    negative = [r for r in rules if r not in positive]
    model = set(facts)
    for group in (positive, negative):
        changed = True
        while changed:
            changed = False
            index = _index(model)
            for rule in group:
                for binding in _solutions(rule.body, index, model, {}):
                    atom = _substitute(rule.head, binding)
                    if _ground(atom) and atom not in model:
                        model.add(atom)
                        changed = True
    return model


def _index(model) -> dict:
    out: dict = {}
    for atom in model:
        out.setdefault(predicate(atom), []).append(atom)
    return out


def _solutions(body, index, model, binding):
    if not body:
        yield binding
        return
    first, rest = body[0], body[1:]
    if isinstance(first, Cmp):
        left, right = _substitute(first.left, binding), _substitute(first.right, binding)
        if first.op in ("=", "==") and isinstance(left, Var) != isinstance(right, Var):
            var, value = (left, right) if isinstance(left, Var) else (right, left)
            yield from _solutions(rest, index, model, {**binding, var: value})
        elif _ground(left) and _ground(right) and _compare(first.op, left, right):
            yield from _solutions(rest, index, model, binding)
        return
    if isinstance(first, Neg):
        atom = _substitute(first.atom, binding)
        if _ground(atom) and atom not in model:
            yield from _solutions(rest, index, model, binding)
        return
    for fact in index.get(predicate(first), ()):
        b = _match(first, fact, binding)
        if b is not None:
            yield from _solutions(rest, index, model, b)


def _match(pattern, value, binding):
    if isinstance(pattern, Var):
        if pattern == "_":
            return binding
        if pattern in binding:
            return binding if binding[pattern] == value else None
        return {**binding, pattern: value}
    if isinstance(pattern, Fn):
        if not isinstance(value, Fn) or value.name != pattern.name or \
                len(value.args) != len(pattern.args):
            return None
        return _match(pattern.args, value.args, binding)
    if isinstance(pattern, tuple):
        if not isinstance(value, tuple) or len(value) != len(pattern):
            return None
        for p, v in zip(pattern, value):
            binding = _match(p, v, binding)
            if binding is None:
                return None
        return binding
    return binding if pattern == value and type(pattern) is type(value) else None


def _substitute(term, binding):
    if isinstance(term, Var):
        return binding.get(term, term)
    if isinstance(term, Fn):
        return Fn(term.name, tuple(_substitute(a, binding) for a in term.args))
    if isinstance(term, tuple):
        return tuple(_substitute(a, binding) for a in term)
    return term


def _ground(term) -> bool:
    if isinstance(term, Var):
        return False
    if isinstance(term, Fn):
        return all(map(_ground, term.args))
    if isinstance(term, tuple):
        return all(map(_ground, term))
    return True


def _compare(op, a, b) -> bool:
    if op in ("=", "=="):
        return a == b
    if op == "!=":
        return a != b
    if not (isinstance(a, int) and isinstance(b, int)):
        return False
    return {"<": a < b, ">": a > b, "<=": a <= b, ">=": a >= b}[op]


def variables(term) -> set:
    """The named variables of a term or literal."""
    if isinstance(term, Var):
        return set() if term == "_" else {term}
    if isinstance(term, Fn):
        return set().union(*map(variables, term.args)) if term.args else set()
    if isinstance(term, tuple):
        return set().union(*map(variables, term)) if term else set()
    if isinstance(term, Neg):
        return variables(term.atom)
    if isinstance(term, Cmp):
        return variables(term.left) | variables(term.right)
    return set()


__all__ = ["Fn", "Var", "Neg", "Cmp", "Count", "Statement", "split_statements",
           "parse_statement", "parse_term", "juxtaposed", "least_model", "predicate",
           "variables"]
