"""The bottom clause (most specific clause) of a seed example, computed in Prolog
(prolog/bottom.pl) and held here as a list of literals with variable indices.

Clauses explored by the searches are sets of indices of these literals (plus the head); their
Prolog text uses the bottom clause's variable names V0, V1, ...

Lazy literals (Aleph's lazy evaluation, see ilp.lazy): a ``#`` argument that the background
cannot generate (its call raises an instantiation error, or modes.pl declares
``lazy_evaluate(Name/Arity)``) is written ``'$lazy'`` in the bottom clause; the search chooses
its constant from the data when it evaluates a clause holding the literal.

Recursive clauses (a modeb naming the head's predicate, defined by the positives as facts, see
ilp.task): saturation never adds the head itself as a body literal, and a clause is refused
(``recursion_ok``) when a recursive literal, where it is called, binds only the head's own
arguments -- ``p(X,Y) :- p(X,Z), q(Z,Y)`` (left recursion), ``p(X,Y) :- p(Y,X)`` (the same
values again).  Extensionally such a literal finds the example itself (or its mirror) among the
positives, and the clause seems to cover them; intensionally it re-enters the clause with
values already seen, and any query it does not prove loops for ever (coverage is extensional
while learning, so no inference limit would notice).
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from functools import cached_property

from ilp.canonical import skeleton
from ilp.clause_order import execution_order, orderable
from ilp.engine import IN, OUT, predicate
from ilp.errors import InputError

_bottom = predicate("ilp_bottom", "ilp_bottom_data", IN, IN, IN, IN, IN, IN, OUT)


@dataclass(frozen=True)
class Literal:
    text: str                 # e.g. "has_car(V0,V3)"
    ins: tuple[int, ...]      # variables of + arguments
    outs: tuple[int, ...]     # variables of - arguments (some may be known already)
    depth: int                # saturation level that produced it
    recall: int | None = None  # the mode's recall (None: '*' or unknown); 1 means determinate
    const: bool = False       # the mode has a #type argument: the literal tests a constant
    rec: tuple[int, ...] = ()  # a literal of the head's predicate: per argument, SAME (the
    #                            head's argument there), CONST (another constant) or its variable
    lazy: tuple[int, ...] = ()  # a lazy literal (ilp.lazy): its constant is the placeholder
    #                             '$lazy', chosen by the search among the values of these
    #                             argument positions (its inputs of the constant's type)


SAME, CONST = -1, -2
PLACEHOLDER = "'$lazy'"   # the constant of a lazy literal until the search chooses it


@dataclass
class BottomClause:
    example: int                      # seed example id
    head: str                         # "eastbound(V0)"
    head_vars: tuple[int, ...]
    var_types: tuple[str, ...]        # type of each variable
    literals: list[Literal]
    seconds: float = 0.0
    definer: dict = field(default_factory=dict)   # var -> index of the first literal outputting it
    head_outs: tuple[int, ...] = ()   # variables of the head's output (-type) arguments: a
    #                                   clause must bind each of them by a body literal
    _io: list | None = field(default=None, repr=False)
    # execution orders by literal set: a search asks for one clause's order when it checks
    # the clause, when it writes it for the positives and again for the negatives
    _orders: dict = field(default_factory=dict, repr=False)

    def __post_init__(self):
        for i, lit in enumerate(self.literals):
            for v in lit.outs:
                if v not in self.head_vars:
                    self.definer.setdefault(v, i)

    def __len__(self) -> int:
        return len(self.literals)

    def lazy_literals(self, lits) -> list[int]:
        """The lazy literals (ilp.lazy) among the indices `lits`."""
        return [i for i in lits if self.literals[i].lazy]

    @cached_property
    def consumers(self) -> tuple[dict[int, list[int]], list[int]]:
        """Per variable, the literals taking it as an input (in order), and the literals
        without inputs: the literals a clause may add are found from the variables it binds,
        not by a scan of the whole bottom clause (thousands of literals on big data)."""
        by_var: dict[int, list[int]] = {}
        free = []
        for i, lit in enumerate(self.literals):
            if not lit.ins:
                free.append(i)
            for v in set(lit.ins):
                by_var.setdefault(v, []).append(i)
        return by_var, free

    @cached_property
    def var_sets(self) -> tuple[list[frozenset], list[frozenset], list[frozenset]]:
        """Per literal, its input variables, its output variables and all of them, as sets:
        refining a clause asks of hundreds of literals whether the clause binds them."""
        ins = [frozenset(lit.ins) for lit in self.literals]
        outs = [frozenset(lit.outs) for lit in self.literals]
        return ins, outs, [i | o for i, o in zip(ins, outs)]

    @cached_property
    def recursive(self) -> bool:
        """Whether some literal is of the head's predicate (asked by every ``valid``)."""
        return any(lit.rec for lit in self.literals)

    def recursion_ok(self, order) -> bool:
        """False when a recursive literal, at its place in `order` (see ``order``), would be
        called with every bound argument one of the head's own (SAME, or a head variable at
        another position), the others unbound: no progress.  Extensionally it would find the
        example itself (or a permutation of it) among the positives; intensionally the call
        re-enters the clause with values already seen and loops on what it cannot prove.  A
        variable bound by an earlier literal, or another constant, is progress."""
        if not self.recursive:
            return True
        head = set(self.head_vars)
        bound = set(head)
        for i in order:
            lit = self.literals[i]
            if lit.rec and all(p == SAME or (p >= 0 and (p in head or p not in bound))
                               for p in lit.rec):
                return False
            bound.update(lit.outs)
        return True

    @property
    def determinate_vars(self) -> frozenset[int]:
        """Non-head variables whose value the head determines: every literal outputting them
        has recall 1 (a determinate mode) and only head or determinate inputs.  Clauses that
        share only head and determinate variables are independent conjunctions."""
        cached = self.__dict__.get("_determinate")
        if cached is not None:
            return cached
        head = set(self.head_vars)
        producers: dict[int, list[int]] = {}
        for i, lit in enumerate(self.literals):
            for v in lit.outs:
                if v not in head:
                    producers.setdefault(v, []).append(i)
        det: set[int] = set()
        changed = True
        while changed:
            changed = False
            for v, ps in producers.items():
                if v in det:
                    continue
                if all(self.literals[p].recall == 1 and
                       all(x in head or x in det for x in self.literals[p].ins) for p in ps):
                    det.add(v)
                    changed = True
        out = frozenset(det)
        self.__dict__["_determinate"] = out
        return out

    def order(self, lits) -> list[int] | None:
        """The literal indices in an execution order where every input is bound by the head or
        an earlier literal (None when some input can never be bound): ilp.clause_order, over
        the modes' inputs and outputs."""
        key = lits if isinstance(lits, frozenset) else frozenset(lits)
        if key in self._orders:
            return self._orders[key]
        order = self._orders[key] = execution_order(self.head_vars, self._ins_outs(), key)
        return order

    def orderable(self, lits) -> bool:
        """Whether ``order(lits)`` is not None (cheaper: the order itself is not built)."""
        key = lits if isinstance(lits, frozenset) else frozenset(lits)
        if key in self._orders:
            return self._orders[key] is not None
        return orderable(self.head_vars, self._ins_outs(), key)

    def _ins_outs(self) -> list:
        """Each literal's (inputs, outputs), as ilp.clause_order takes them."""
        if self._io is None:
            self._io = [(lit.ins, lit.outs) for lit in self.literals]
        return self._io

    def clause_text(self, lits, constants=None) -> str:
        """The Prolog text of head :- literals (V-named variables), without the final dot.
        `constants` (literal index -> constant text) fills the placeholder of lazy literals."""
        order = self.order(lits)
        if order is None:
            raise ValueError("clause with unbound inputs")
        if not order:
            return self.head
        texts = [self.literals[i].text for i in order]
        if constants:
            # the placeholder stands at the lazy literal's only constant argument; its other
            # arguments are variables, so a plain replacement is exact
            texts = [t.replace(PLACEHOLDER, constants[i]) if i in constants else t
                     for t, i in zip(texts, order)]
        return self.head + " :- " + ", ".join(texts)

    def clause_vars(self, lits) -> set[int]:
        """The variables of head :- lits."""
        out = set(self.head_vars)
        for i in lits:
            out.update(self.literals[i].ins)
            out.update(self.literals[i].outs)
        return out

    def bound_vars(self, lits) -> set[int]:
        bound = set(self.head_vars)
        for i in lits:
            bound.update(self.literals[i].outs)
        return bound


def drop_unprovided(lits: list[Literal], head_vars) -> list[Literal]:
    """`lits` without the literals whose inputs lost their only provider (to a filter before),
    repeatedly: each dropped literal may have been the only provider of another's input."""
    while True:
        provided = set(head_vars)
        for lit in lits:
            provided.update(lit.outs)
        kept = [lit for lit in lits if provided.issuperset(lit.ins)]
        if len(kept) == len(lits):
            return kept
        lits = kept


def drop_repeated_answers(lits: list[Literal], head_vars) -> list[Literal]:
    """Drop each literal that is another answer of an earlier literal's call (same predicate,
    same input variables) repeating one of its output values: ``g(V0,V3,V5), g(V0,V4,V5)``
    (two answers of g(V0,_,_) with the same third argument).  In a clause such a literal
    only tests that two answers of one generator coincide, and each copy multiplies the
    answers to enumerate.  Literals left with an input nothing provides are dropped too."""
    first: dict = {}
    keep = []
    for lit in lits:
        name = lit.text.split("(", 1)[0]
        sig = (name, lit.ins, len(lit.outs))
        seen = first.setdefault(sig, set())
        outs = {(k, v) for k, v in enumerate(lit.outs) if v not in head_vars}
        if outs & seen:
            continue
        seen |= outs
        keep.append(lit)
    return drop_unprovided(keep, head_vars)


def drop_interchangeable_answers(lits: list[Literal], head_vars) -> list[Literal]:
    """Keep one of the literals that differ only in output variables no other literal uses:
    ``h(V56,V602)`` and ``h(V56,V603)`` (two answers of h(V56,_), each a leaf of the bottom
    clause) give one clause renamed, and so does every clause holding either, since nothing can
    follow from a leaf: the second is dropped, and with it every renamed copy a search would
    refine (a `noisy-wn18rr3` bottom clause: 543 of 2,817 literals).  A clause holding both is
    the clause with one of them, up to renaming."""
    uses: dict[int, int] = {}
    for lit in lits:
        for v in set(lit.ins) | set(lit.outs):
            uses[v] = uses.get(v, 0) + 1
    head = set(head_vars)
    seen = set()
    keep = []
    for lit in lits:
        leaves = [v for v in lit.outs if v not in head and uses[v] == 1]
        if not leaves or lit.const or lit.lazy or lit.rec:
            keep.append(lit)
            continue
        # the literal with each leaf named by its first place in it, the others kept
        shape, args = skeleton(lit.text)
        key = (shape, tuple(-1 - args.index(v) if v in leaves else v for v in args))
        if key not in seen:
            seen.add(key)
            keep.append(lit)
    return keep


def drop_unfounded_recursion(lits: list[Literal], head_vars) -> list[Literal]:
    """Drop each recursive literal that no clause could call with progress: every argument is
    the head's own (at that position, or a head variable at another) or a variable this literal
    introduces (its first output in the bottom clause, so it comes first in any clause's order
    and that variable is unbound when it is called).  ``BottomClause.recursion_ok`` would refuse
    every clause holding it.  Literals left with an input nothing provides are dropped too."""
    known = set(head_vars)
    keep = []
    for lit in lits:
        own = {v for v in lit.outs if v not in known}
        if not (lit.rec and all(p == SAME or p in own or p in head_vars for p in lit.rec)):
            keep.append(lit)
            known.update(lit.outs)
    return drop_unprovided(keep, head_vars)


def keep_compared_determinates(lits: list[Literal], closing_depth: int,
                               head_vars, head_outs=()) -> list[Literal]:
    """Drop the closing pass's determinate literals (depth `closing_depth`, with outputs) that
    no test compares with their own input: ``size(S, N)`` stays only beside a test on both S and
    N (``weight(S, N)``).  Any other use of N would relate the deepest S to an unrelated term
    that happens to share the value, and each kept literal widens the search.  Tests left
    without a provider of such an N are dropped too."""
    tests = [set(lit.ins) for lit in lits if not lit.outs]
    # the closing pass's last steps of a chain to the head's output (prolog/bottom.pl: all
    # outputs older terms, one of them a head output) bind nothing new: they stay
    older = set(head_vars) | {v for lit in lits if lit.depth < closing_depth for v in lit.outs}

    def compared(lit):
        return any(ins & set(lit.outs) and ins & set(lit.ins) for ins in tests)

    def ends_chain(lit):
        return set(lit.outs) <= older and not set(lit.outs).isdisjoint(head_outs)

    return drop_unprovided([lit for lit in lits
                            if lit.depth != closing_depth or not lit.outs or compared(lit)
                            or ends_chain(lit)], head_vars)


def saturate(task, example_id: int, settings) -> BottomClause:
    """The bottom clause of example `example_id` of `task` (depth, recall and inference limit
    from `settings`)."""
    start = time.perf_counter()
    r = _bottom(task.module, int(example_id), int(settings.depth), int(settings.inference_limit),
                int(settings.star_recall), bool(settings.closing_determinates))
    if r is None:
        raise InputError(f"saturation of example {example_id} failed")
    if r.name == "error":
        raise InputError(r.args[0])
    head, head_vars, types, literals, head_outs = r.args
    lits = [Literal(t, tuple(i), tuple(o), int(d), rc if isinstance(rc, int) else None,
                    bool(c), tuple(rec), tuple(lz))
            for t, i, o, d, rc, c, rec, lz in literals]
    head_vars = tuple(head_vars)
    if settings.distinct_answers:
        lits = drop_repeated_answers(lits, head_vars)
    if any(lit.rec for lit in lits):
        lits = drop_unfounded_recursion(lits, head_vars)
    if settings.closing_determinates:
        lits = keep_compared_determinates(lits, settings.depth + 1, head_vars,
                                          tuple(head_outs))
    lits = drop_interchangeable_answers(lits, head_vars)
    return BottomClause(int(example_id), head, head_vars, tuple(types), lits,
                        time.perf_counter() - start, head_outs=tuple(head_outs))
