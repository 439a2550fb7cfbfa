"""Popper's task layout: a directory with ``bk.pl``, ``exs.pl`` and ``bias.pl`` (contracts §3).

``bk.pl`` is read exactly as in our layout (compiled into the task's module, libraries and
their operators allowed).  ``exs.pl`` holds ``pos/1`` and optional ``neg/1`` facts; a line
that is not Prolog is skipped with a warning naming it, as Popper reads on past it.
``bias.pl`` is a clingo (ASP) program, not Prolog (``ilp.formats.clingo`` reads it): its
facts and the rules that derive more of them (``body_pred(P,1) :- constant(P,_).``) are run
to their least model, and the declarations below are read from that model; the ASP
constraints Popper's examples use to bound the language are honoured (below); every other
statement is ignored, with ONE warning naming how many and the first.

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
- ``constant(P, T)`` (Popper's IGGP examples): ``P`` is a unary body predicate of type ``T``
  (the bk defines it, ``c5(5).``), as the example's own rules ``body_pred(P,1) :-
  constant(P,_).`` say; also without those rules.
- ``enable_recursion``, or a ``body_pred`` naming the head predicate: the head predicate is also
  a body mode, with the head's own arguments (recall 1 when all are inputs, else ``*``).
- ``max_body(N)``: ``set(clauselength, N+1)`` (our clause length counts the head) and
  ``set(depth, min(N, 4))``; ``max_vars(N)``: ``set(max_vars, N)``; Popper's defaults (6 and
  6) when absent.  ``max_clauses(N)``: ``set(max_clauses, N)``.  Always ``set(minpos, 1)``:
  Popper has no minimum coverage per clause.
- ``non_datalog``, ``allow_singletons``: fine as they are (our learner allows both).
- ``enable_pi``: predicate invention is not implemented: a warning, and learning goes on
  without it.
- ``magic_value_type/1``, ``magic_value/2``, ``magic_value_all``: not implemented: refused
  by name (InputError, exit 2).

Constraints honoured (the rest only restrict Popper's own search order, or need predicate
invention, and are ignored with the warning):

- one variable of a type per clause, ``:- clause(C), #count{V : clause_var(C,V),
  var_type(C,V,T)} != 1.`` (or ``> 1``): every argument of type ``T`` in a body mode is an
  input, so the clause's only ``T`` is the head's (a game state: the learner never wanders
  to other states of the trace, which is what made bottom clauses explode);
- at most K literals of a predicate in a body, ``:- only_once(P), clause(C), #count{Vars :
  body_literal(C,P,A,Vars)} > K.`` (P named by bias facts, or a predicate's name; ``>= K+1``
  alike): ``set(max_occurs, 'P/N=K,...')``, which both searches honour;
- an argument fixed to a head variable, ``bad_body(P,A,Vars) :- ..., var_pos(Var,Vars,K),
  Var != J.``: argument ``K`` of those predicates is an input, so it is bound to the head's
  variables (in Popper's examples ``J`` is the state, the only variable of its type).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from ilp.engine import get_engine
from ilp.errors import InputError
from ilp.formats import POPPER_FILES, IlpLayout
from ilp.formats import prolog_atom as _atom
from ilp.formats.clingo import (Cmp, Count, Fn, Neg, Statement, Var, juxtaposed, least_model,
                                parse_statement, parse_term, predicate, split_statements)

POPPER_DEFAULT_MAX_BODY = 6
POPPER_DEFAULT_MAX_VARS = 6

# name -> arity of the declarations read (any other statement is ignored with a warning)
DECLARATIONS = {"head_pred": 2, "body_pred": 2, "type": 2, "direction": 2, "max_vars": 1,
                "max_body": 1, "max_clauses": 1, "enable_recursion": 0, "non_datalog": 0,
                "allow_singletons": 0, "enable_pi": 0}
REFUSED = {
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
        over = get_engine().limits_error(self.files["bias.pl"])   # before the parser recurses
        if over:
            raise self.error(f"bias.pl: {over}")
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
    single_types: set = field(default_factory=set)   # one variable of each per clause
    occurs: dict = field(default_factory=dict)       # body name -> (arity or None, most)
    fixed: dict = field(default_factory=dict)        # body name -> {position: head variable}

    def check(self) -> None:
        preds = list(dict.fromkeys(self.heads + self.bodies))
        for name, arity in preds:
            for table, what in ((self.types, "type"), (self.directions, "direction")):
                if name in table and len(table[name]) != arity:
                    raise InputError(f"{what}({name}, ...) gives {len(table[name])} "
                                     f"arguments for {name}/{arity}")

    def modes_text(self, warn) -> str:
        """The bias as a text in our modes.pl syntax (the module's docstring)."""
        self.check()
        preds = list(dict.fromkeys(self.heads + self.bodies))
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
            types = types_of(name, arity)
            lines += self._body_modes(name, arity, types, warn)
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
        limits = [f"{n}/{a}={self.occurs[n][1]}" for n, a in dict.fromkeys(self.bodies)
                  if n in self.occurs and self.occurs[n][0] in (None, a)]
        if limits:
            lines.append(f"set(max_occurs, {_atom(','.join(limits))}).")
        return "\n".join(lines) + "\n"

    def _body_modes(self, name, arity, types, warn) -> list[str]:
        """The modeb lines of one body predicate (the module's docstring); the arguments the
        constraints tie to the head (``forced``) are inputs in every mode."""
        forced = {k for k, t in enumerate(types) if t in self.single_types}
        forced |= set(self.fixed.get(name, {}))
        ts = [_atom(t) for t in types]

        def mode(recall, inputs):
            args = [("+" if k in inputs else "-") + t for k, t in enumerate(ts)]
            return f"modeb({recall}, {_template(name, args)})."

        dirs = self.directions.get(name)
        if dirs is not None and arity >= 2 and all(d == "out" for d in dirs):
            warn(f"bias.pl: direction({name}, ...) has no input argument; {name}/{arity} is "
                 "used with each argument in turn as the input")
            dirs = None
        if dirs is not None:
            inputs = {k for k, d in enumerate(dirs) if d == "in"} | forced
            recall = "1" if len(inputs) == arity or arity == 1 else "*"
            return [mode(recall, inputs)]
        out = [mode(1, set(range(arity)))]
        if arity >= 2:
            for k in range(arity):
                inputs = {k} | forced
                line = mode("*", inputs)
                if len(inputs) < arity and line not in out:
                    out.append(line)
        return out


def parse_bias(text: str) -> Bias:
    """Popper's bias.pl read (InputError naming the line of a malformed declaration)."""
    statements, ignored = [], []
    for line, text_ in split_statements(text):
        st = parse_statement(line, text_)
        if st is None:
            _check_syntax(line, text_)
            ignored.append(text_)
            continue
        name = predicate(st.head)[0] if st.head is not None else None
        if name in REFUSED:
            raise InputError(f"line {line}: {text_}: {REFUSED[name]}")
        if name in DECLARATIONS and st.is_fact and len(_args(st.head)) != DECLARATIONS[name]:
            raise InputError(f"line {line}: {text_}: {name} takes "
                             f"{DECLARATIONS[name]} arguments")
        statements.append(st)
    model = least_model(statements)
    bias = Bias([], [], {}, {}, None, None, None, set(), ignored)
    _declarations(bias, statements, model)
    # facts feeding a rule or constraint are read through them; a rule is read when it
    # derived something (its head's predicate has atoms no fact gave)
    used = {predicate(l.atom if isinstance(l, Neg) else l) for st in statements
            for l in st.body if isinstance(l, (Fn, str, Neg))}
    given = {st.head for st in statements if st.is_fact}
    derived = {predicate(a) for a in model - given}
    for st in statements:
        if st.is_fact and (predicate(st.head)[0] in DECLARATIONS or
                           predicate(st.head) in used | BIAS_FACTS):
            continue
        if _constraint(bias, st, model):
            continue
        if not st.is_fact and not st.is_constraint and predicate(st.head) in derived:
            continue
        bias.ignored.append(st.text)
    if not bias.heads:
        raise InputError("declares no head_pred(Name, Arity)")
    return bias


def _check_syntax(line: int, text: str) -> None:
    """A statement outside the subset read here is ignored -- unless it is two terms in a row
    (``head_pred(f,2) body_pred(p,2)``: a '.' missing between declarations), which is no
    clingo at all: a syntax error naming the line."""
    first = juxtaposed(text)
    if first is not None:
        before = text[:first].rstrip()
        raise InputError(f"line {line + before.count(chr(10))}: syntax error: a '.' is "
                         f"missing after {' '.join(before.split())[-60:]}")


# facts that only feed the rules of a bias (read through the least model)
BIAS_FACTS = {("constant", 2)}


def _declarations(bias: Bias, statements, model) -> None:
    """The declarations of the least model into `bias` (in the order of the file, derived
    ones after)."""
    lines = {st.head: st.line for st in statements if st.is_fact}
    ordered = sorted(model, key=lambda a: (lines.get(a, 1 << 30), str(a)))
    constants = []
    for atom in ordered:
        name, args = predicate(atom)[0], _args(atom)
        where = f"line {lines[atom]}: " if atom in lines else ""
        if name == "constant" and len(args) == 2:
            constants.append(args)
            continue
        if name not in DECLARATIONS or len(args) != DECLARATIONS[name]:
            continue
        bad = InputError(f"{where}malformed {name}: {_show(atom)}")
        if name in ("head_pred", "body_pred"):
            p, a = args
            if not _is_atom(p) or not isinstance(a, int) or a < 0:
                raise bad
            target = bias.heads if name == "head_pred" else bias.bodies
            if (p, a) not in target:
                target.append((p, a))
        elif name in ("type", "direction"):
            p, spec = args
            spec = spec if isinstance(spec, tuple) else (spec,)
            if not _is_atom(p) or not all(_is_atom(x) for x in spec):
                raise bad
            if name == "direction" and not all(x in ("in", "out") for x in spec):
                raise InputError(f"{where}{_show(atom)}: a direction is in or out")
            (bias.types if name == "type" else bias.directions)[p] = spec
        elif name in ("max_vars", "max_body", "max_clauses"):
            (n,) = args
            if not isinstance(n, int) or n < 1:
                raise bad
            setattr(bias, name, n)
        else:
            bias.flags.add(name)
    for p, t in constants:        # constant(P, T): a unary body predicate of type T
        if _is_atom(p) and _is_atom(t):
            if (p, 1) not in bias.bodies:
                bias.bodies.append((p, 1))
            bias.types.setdefault(p, (t,))


def _constraint(bias: Bias, st, model) -> bool:
    """Read `st` into `bias` when it is one of the constraints the module's docstring names;
    False when it is not."""
    if st.is_constraint:
        for lit in st.body:
            if isinstance(lit, Count) and _single_type(lit) is not None:
                bias.single_types.add(_single_type(lit))
                return True
        limits = _occurrence_limits(st, model)
        for name, arity, most in limits:
            old = bias.occurs.get(name)
            bias.occurs[name] = (arity if old is None or old[0] == arity else None,
                                 most if old is None else min(most, old[1]))
        return bool(limits)
    if st.head is not None and predicate(st.head) == ("bad_body", 3):
        fixed = _fixed_argument(st, model)
        if fixed:
            for name, k, j in fixed:
                bias.fixed.setdefault(name, {})[k] = j
            return True
    return False


def _single_type(count: Count) -> str | None:
    """T of ``#count{V : ..., var_type(C,V,T)} != 1`` (or ``> 1``: at most one)."""
    if not ((count.op == "!=" and count.bound == 1) or (count.op == ">" and count.bound == 1)):
        return None
    for cond in count.conditions:
        if isinstance(cond, Fn) and cond.name == "var_type" and len(cond.args) == 3:
            t = cond.args[2]
            v = cond.args[1]
            if _is_atom(t) and isinstance(v, Var) and v in count.terms:
                return t
    return None


def _occurrence_limits(st, model) -> list[tuple[str, int | None, int]]:
    """(predicate, arity or None for any, most) of a constraint ``:- <bias facts naming P>,
    clause(C), #count{Vars : body_literal(C,P,A,Vars)} > K.`` (or ``>= K+1``; P may be a
    predicate's name): at most K literals of P in any clause's body."""
    counts = [l for l in st.body if isinstance(l, Count)]
    if len(counts) != 1 or counts[0].op not in (">", ">=") or \
            not isinstance(counts[0].bound, int) or len(counts[0].conditions) != 1:
        return []
    count = counts[0]
    most = count.bound if count.op == ">" else count.bound - 1
    cond = count.conditions[0]
    if not (isinstance(cond, Fn) and cond.name == "body_literal" and len(cond.args) == 4):
        return []
    c, p, a, vars_ = cond.args
    if not (isinstance(c, Var) and isinstance(vars_, Var) and vars_ in count.terms) or \
            not (isinstance(a, (Var, int))) or most < 0:
        return []
    rest = tuple(l for l in st.body if l is not count and l != Fn("clause", (c,)))
    if not all(isinstance(l, (Fn, str)) for l in rest):
        return []
    arity = a if isinstance(a, int) else None
    if _is_atom(p):
        return [] if rest else [(p, arity, most)]
    if not isinstance(p, Var) or not rest:
        return []
    return [(n, arity, most) for n in _named_by(st, p, rest, model)]


def _named_by(st, p, body, model) -> list[str]:
    """The names P takes where `body` (atoms over the bias's facts) holds in `model`."""
    probe = Statement(st.line, st.text, Fn("$named", (p,)), body)
    names = {a.args[0] for a in least_model([probe] + [Statement(0, "", a, ()) for a in model])
             if isinstance(a, Fn) and a.name == "$named"}
    return [n for n in sorted(names) if _is_atom(n)]


def _fixed_argument(st, model) -> list[tuple[str, int, int]]:
    """(predicate, position, head variable) of a rule ``bad_body(P,A,Vars) :- <bias facts>,
    var_pos(Var,Vars,K), Var != J.``: argument K of each such P must be variable J."""
    p, _, vars_ = st.head.args
    pos = [l for l in st.body if isinstance(l, Fn) and l.name == "var_pos" and len(l.args) == 3]
    if len(pos) != 1 or not isinstance(p, Var):
        return []
    var, of, k = pos[0].args
    cmps = [l for l in st.body if isinstance(l, Cmp) and l.op == "!=" and var in (l.left, l.right)]
    if of != vars_ or not isinstance(k, int) or len(cmps) != 1:
        return []
    j = cmps[0].right if cmps[0].left == var else cmps[0].left
    rest = tuple(l for l in st.body if l is not pos[0] and l is not cmps[0])
    if not isinstance(j, int) or not all(isinstance(l, (Fn, str)) for l in rest):
        return []
    return [(n, k, j) for n in _named_by(st, p, rest, model)]


def _args(atom) -> tuple:
    return atom.args if isinstance(atom, Fn) else ()


def _show(atom) -> str:
    if isinstance(atom, Fn):
        return f"{atom.name}({','.join(map(_show, atom.args))})"
    if isinstance(atom, tuple):
        return "(" + ",".join(map(_show, atom)) + ("," if len(atom) == 1 else "") + ")"
    return str(atom)


def _is_atom(x) -> bool:
    return isinstance(x, str) and not isinstance(x, Var) and not x.startswith('"')


def _template(name: str, args: list[str]) -> str:
    return f"{_atom(name)}({', '.join(args)})" if args else _atom(name)


def bias_modes_text(path: Path, warn=lambda message: None) -> str:
    """The modes text of a bias.pl file (for tools and tests)."""
    return parse_bias(path.read_text(encoding="utf-8-sig")).modes_text(warn)
