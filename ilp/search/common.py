"""What both searches share: nodes (clauses as literal sets of a bottom clause), evaluation with
coverage restricted to the parent's covered examples, acceptability, scores, budgets, results.

A clause holding a lazy literal (ilp.lazy) is evaluated differently: its constant is chosen from
the data at each evaluation, on all the search's examples -- a refinement may choose another
constant than its parent, and then cover examples the parent (with its constant) did not, so
the parent's cover is no bound for it.  The node carries the constant (``Node.const``)."""

from __future__ import annotations

import math
import time
from dataclasses import dataclass

from ilp.bottom import BottomClause
from ilp.canonical import Canonicalizer, split_top
from ilp.lazy import choose_constant
from ilp.macros import MEMO_MOST
from ilp.scoring import Scoring


# with a score to beat, a clause none of whose refinements can beat it has its negatives
# counted first (Evaluator._evaluate; tests turn it off to compare)
RULED_OUT_FIRST = True


@dataclass
class Node:
    """A clause and its coverage.  `neg` is exact when `neg_exact`; otherwise the clause is
    known to cover more than `noise` negatives (it is not acceptable) and `neg` is a superset
    of what it covers (the candidates it was tested on), enough to evaluate its refinements."""
    lits: frozenset[int]
    pos: frozenset[int]
    neg: frozenset[int]
    neg_exact: bool = True
    const: str | None = None    # the constant chosen for the clause's lazy literal (ilp.lazy)
    pos_exact: bool = True      # False: `pos` is a superset of what it covers, and it covers
    #                             more negatives than it may (Evaluator.evaluate, negatives_first)
    #                             or than would let it beat the score to beat (RULED_OUT_FIRST)

    @property
    def length(self) -> int:
        return len(self.lits)


@dataclass
class _Known:
    """What the evaluations of one clause (and its renamed copies) in a search found out: its
    covered positives and negatives when counted to the end, else bounds on their numbers."""
    pos: frozenset | None = None    # all the positives it covers, if counted
    neg: frozenset | None = None    # all the negatives it covers, if counted
    pos_least: int = 0              # it covers at least this many positives
    pos_below: float = math.inf     # it covers fewer positives than this
    neg_least: int = 0              # it covers at least this many negatives


@dataclass
class SearchResult:
    seed: int                       # the seed example id
    search: str                     # "ida" | "greedy"
    macros: bool
    clause: str | None              # the clause found (V-named Prolog text, no final dot) or None
    length: int = 0
    pos: frozenset = frozenset()    # covered candidate positives (ids)
    neg: frozenset = frozenset()    # covered negatives (ids)
    explored: int = 0               # clauses evaluated (the node count the `nodes` limit bounds)
    seconds: float = 0.0
    cutoff: bool = False            # stopped by the nodes or time limit
    bottom_size: int = 0            # literals in the bottom clause
    steps: int = 0                  # refinement operators (macros or literals)
    saturation_seconds: float = 0.0
    error: str = ""

    def as_dict(self) -> dict:
        return {"seed": self.seed, "search": self.search, "macros": self.macros,
                "clause": self.clause, "length": self.length, "pos": len(self.pos),
                "neg": len(self.neg), "explored": self.explored,
                "seconds": round(self.seconds, 4), "cutoff": self.cutoff,
                "bottom_size": self.bottom_size, "steps": self.steps,
                "saturation_seconds": round(self.saturation_seconds, 4), "error": self.error}

    def summary(self) -> str:
        found = self.clause + "." if self.clause else "no acceptable clause"
        cut = " CUT OFF" if self.cutoff else ""
        return (f"search seed={self.seed} {self.search}{'+m' if self.macros else ''}: "
                f"{self.explored} clauses, {self.seconds:.2f}s{cut}, bottom {self.bottom_size} "
                f"literals/{self.steps} steps -> {found} [{len(self.pos)}+ {len(self.neg)}-]")


def _indicator(lit) -> tuple[str, int]:
    """(name, arity) of a bottom-clause literal."""
    name, paren, args = lit.text.partition("(")
    return name, len(split_top(args[:-1])) if paren else 0


class Budget(Exception):
    """Raised inside a search when the nodes or time limit is reached."""


class Evaluator:
    """Evaluates clauses of one bottom clause against candidate example sets."""

    def __init__(self, bottom: BottomClause, settings, coverage, pos, neg):
        self.bottom = bottom
        self.settings = settings
        self.coverage = coverage
        self.pos = frozenset(pos)
        self.neg = frozenset(neg)
        self.explored = 0
        self.start = time.perf_counter()
        self.cutoff = False
        self.canon = Canonicalizer(bottom)
        self.seen_keys: set[str] = set()    # canonical clauses evaluated in this search
        self.renamings = 0                  # clauses skipped as renamings of explored ones
        # canonical key -> _Known: what evaluations found out about a clause, lazy literals
        # aside: a search meets many renamed copies of a clause (and IDA* every clause again
        # in each iteration), and the coverage cache's set arithmetic on thousands of ids,
        # twice per meeting, was a fifth of a search on big data
        self._known: dict = {}
        # the clause whose refinements ``valid`` checks now: its literals, each variable's
        # first provider in it, its bound variables
        self._parent, self._parent_first, self._parent_bound = None, {}, set()
        self._valid: dict = {}   # literal set -> valid: IDA* meets each again in each iteration
        self._formed: dict = {}  # literal set -> well_formed (asked of acceptable ones only)
        self.lazy = any(lit.lazy for lit in bottom.literals)   # lazy literals (ilp.lazy)
        self.scoring = Scoring(settings, len(self.pos), len(self.neg))
        # max_occurs: per bottom literal, its predicate and that predicate's most (or None)
        limits = settings.occurs_limits()
        self.occurs = [(ind, limits.get(ind)) for ind in map(_indicator, bottom.literals)] \
            if limits else None

    def check_budget(self) -> None:
        if self.explored >= self.settings.nodes:
            self.cutoff = True
            raise Budget()
        self.check_time()

    def check_time(self) -> None:
        """The time limit alone: a search also checks it where it explores no new clause
        (refining nodes whose children it has all met before), or it could run on past its
        limit, and past the run's, without evaluating anything."""
        if time.perf_counter() - self.start > self.settings.time_limit:
            self.cutoff = True
            raise Budget()

    def valid(self, lits, parent: frozenset | None = None) -> bool:
        """Every input bound by the head or an earlier literal, every output of the head bound
        by a body literal, at most ``max_vars`` variables, and (recursive clauses) every
        recursive literal making progress (BottomClause.recursion_ok).  (A chain of several
        steps to a head output is one refinement step: ilp.macros.output_chains.)
        `parent`: a valid clause that `lits` extends, if known.  When `lits` adds one literal
        to it, its variables are the parent's and the literal's; and a literal whose inputs
        the parent binds, that takes over providing none of the parent's variables, leaves the
        clause orderable, without ordering it again.  Remembered for up to MEMO_MOST sets."""
        ok = self._valid.get(lits)
        if ok is None:
            ok = self._check_valid(lits, parent)
            if len(self._valid) < MEMO_MOST:
                self._valid[lits] = ok
        return ok

    def _check_valid(self, lits, parent) -> bool:
        if self.lazy and len(self.bottom.lazy_literals(lits)) > 1:
            return False          # constants of two lazy literals would need a joint choice
        b = self.bottom
        if not self.binds_outputs(lits):
            return False
        added = self._added(lits, parent)
        if self.settings.max_vars:
            if added is None:
                count = len(b.clause_vars(lits))
            else:       # a valid parent's variables are the ones it binds
                lit = b.literals[added]
                count = len(self._parent_bound.union(lit.ins, lit.outs))
            if count > self.settings.max_vars:
                return False
        if self.occurs and not self._occurs_ok(lits):
            return False
        if not b.recursive:
            return (added is not None and self._runs_last(added)) or b.orderable(lits)
        order = b.order(lits)
        return order is not None and b.recursion_ok(order)

    def _added(self, lits, parent) -> int | None:
        """The literal `lits` adds to `parent`, when it adds one (the parent's variables and
        first providers then at hand)."""
        if parent is None or len(lits) != len(parent) + 1:
            return None
        added = lits - parent
        if len(added) != 1:
            return None
        if self._parent is not parent:
            b = self.bottom
            first: dict[int, int] = {}
            for j in sorted(parent):
                for v in b.literals[j].outs:
                    first.setdefault(v, j)
            self._parent, self._parent_first = parent, first
            self._parent_bound = b.bound_vars(parent)
        (i,) = added
        return i

    def _runs_last(self, i: int) -> bool:
        """Whether literal `i` can run after the parent's (``_added``): its inputs bound by
        the parent, and each of the parent's variables it outputs provided in the parent by a
        literal before it (ilp.clause_order: the first literal outputting a variable provides
        it)."""
        lit = self.bottom.literals[i]
        if not self._parent_bound.issuperset(lit.ins):
            return False
        head, first, bound = self.bottom.head_vars, self._parent_first, self._parent_bound
        for v in lit.outs:
            if v not in head and v in bound and first.get(v, -1) > i:
                return False
        return True

    def _occurs_ok(self, lits) -> bool:
        """At most max_occurs literals of each predicate it names."""
        counts: dict = {}
        for i in lits:
            ind, most = self.occurs[i]
            if most is not None:
                counts[ind] = counts.get(ind, 0) + 1
                if counts[ind] > most:
                    return False
        return True

    def lazy_literal(self, lits) -> int | None:
        """The index of the clause's lazy literal, if it holds one."""
        if not self.lazy:
            return None
        found = self.bottom.lazy_literals(lits)
        return found[0] if found else None

    def clause_text(self, node: Node) -> str:
        """The node's clause text, its lazy literal carrying the chosen constant."""
        i = self.lazy_literal(node.lits)
        if i is None:
            return self.bottom.clause_text(node.lits)
        if node.const is None:
            raise ValueError("a lazy literal without a chosen constant")
        return self.bottom.clause_text(node.lits, {i: node.const})

    def key(self, lits) -> str:
        """The clause's canonical form (ilp.canonical): equal for renamed copies."""
        return self.canon.key(lits)

    def evaluate(self, lits: frozenset[int], pos=None, neg=None, exact_neg: bool = False,
                 floor: tuple | None = None, parent: frozenset | None = None,
                 negatives_first: bool = False) -> Node:
        """Coverage of head :- lits among `pos`/`neg` (default: all candidates); a refinement's
        caller passes its parent's covered sets.  Counts one explored clause -- unless the
        clause is a renamed copy of one already explored in this search (same canonical
        form), answered from what its evaluations found out (`_Known`).  With `floor` (a score
        to beat), the negatives are not counted when no clause covering its positives with as
        many literals can beat it (Scoring.best_rank), and the positives only until that is
        certain: the node is then not acceptable and its positives are some of those it
        covers.  A clause covering more negatives than would let it beat `floor` is not
        acceptable either (its negatives are a superset, enough to evaluate its refinements);
        where no refinement could beat `floor`, its negatives are counted first, and a clause
        they rule out keeps its positives uncounted (``pos_exact`` False; IDA* drops it).
        `parent`: the clause `lits` refines, if known (it makes the canonical form cheaper:
        Canonicalizer.key).
        `negatives_first` (an exact search, no `floor`): see _evaluate_negatives_first."""
        pos = self.pos if pos is None else pos
        neg = self.neg if neg is None else neg
        key = self.canon.key(lits, parent)
        if exact_neg or self.lazy:
            return self._evaluate(lits, key, pos, neg, exact_neg, floor, _Known())
        # what it covers does not depend on the path to it (a refinement covers a subset of
        # its parent's cover, and the parent's candidates hold all of it): a renamed copy, or
        # the clause met again, is answered from what was found out, as far as that goes
        known = self._known.get(key)
        if known is None:
            known = self._known[key] = _Known()
        if negatives_first:
            return self._evaluate_negatives_first(lits, key, pos, neg, known)
        return self._evaluate(lits, key, pos, neg, exact_neg, floor, known)

    def _explore(self, key) -> None:
        """Count an evaluation: one explored clause (within the budget), or a renamed copy of
        one explored before."""
        if key in self.seen_keys:
            self.renamings += 1
        else:
            self.check_budget()
            self.explored += 1
            self.seen_keys.add(key)

    def _positives(self, text, key, pos, known, stop_after=None, need=None):
        """(covered, complete) among the candidates `pos`, as Coverage.covered_upto
        (`stop_after`) or covered_atleast (`need`) answer, from `known` when it settles it;
        what is found is added to `known`."""
        if known.pos is not None:
            p = known.pos
            if stop_after is not None and len(p) >= stop_after:
                return p, False
            return p, need is None or len(p) >= need
        if stop_after is not None and known.pos_least >= stop_after:
            return self.coverage.may_cover(key, pos), False
        if need is not None and need >= known.pos_below:
            # (the caller drops a clause covering fewer than it needs, whichever of its
            # positives it is given)
            return frozenset(), False
        if need is not None:
            p, complete = self.coverage.covered_atleast(text, pos, key=key, need=need)
        else:
            p, complete = self.coverage.covered_upto(text, pos, key=key, stop_after=stop_after)
        if complete:
            known.pos = p
        elif need is not None:
            known.pos_below = min(known.pos_below, need)
        else:
            known.pos_least = max(known.pos_least, len(p))
        return p, complete

    def _negatives(self, text, key, neg, known, stop_after=None):
        """(covered, complete) among the candidates `neg`, as Coverage.covered_upto answers,
        from `known` when it settles it; what is found is added to `known`."""
        if known.neg is not None:
            n = known.neg
            return n, stop_after is None or len(n) < stop_after
        if stop_after is not None and known.neg_least >= stop_after:
            return frozenset(), False
        n, complete = self.coverage.covered_upto(text, neg, key=key, stop_after=stop_after)
        if complete:
            known.neg = n
        else:
            known.neg_least = max(known.neg_least, len(n))
        return n, complete

    def _evaluate(self, lits, key, pos, neg, exact_neg, floor, known) -> Node:
        self._explore(key)
        lazy = self.lazy_literal(lits)
        if lazy is not None:
            return self._evaluate_lazy(lits, lazy, key)
        def text():
            return self.bottom.clause_text(lits)
        if floor is not None and pos:
            if RULED_OUT_FIRST and neg and \
                    self.scoring.best_rank(len(pos), len(lits) + 1) <= floor:
                # no refinement can beat `floor`, even covering every candidate: the clause
                # matters only if it beats it itself, and its negatives may rule that out
                # before its positives are counted (the caller drops it then: IDA*)
                stop = self.scoring.most_negatives_above(len(pos), len(lits), floor) + 1
                if stop > 0 and not self._negatives(text, key, neg, known, stop_after=stop)[1]:
                    return Node(lits, self.coverage.may_cover(key, pos),
                                self.coverage.may_cover(key, neg), False, pos_exact=False)
            need = max(self.scoring.least_positives(len(lits), floor, len(pos)),
                       self.settings.minpos)
            p, complete = self._positives(text, key, pos, known, need=need)
            if not complete:
                return Node(lits, p, frozenset(neg), False)
        else:
            p = self._positives(text, key, pos, known)[0] if pos else frozenset()
        if not neg:
            return Node(lits, p, frozenset())
        if len(p) < self.settings.minpos or \
                (floor is not None and self.scoring.best_rank(len(p), len(lits)) <= floor):
            # useless whatever it covers (refinements cover fewer): negatives not needed
            return Node(lits, p, frozenset(neg), False)
        if exact_neg:
            return Node(lits, p, self.coverage.covered(text, neg, key=key))
        # enough to know whether it is acceptable (and beats `floor`): stop at one negative
        # more than it may cover
        stop = self.scoring.max_neg(len(p), len(lits)) + 1 if floor is None else \
            self.scoring.most_negatives_above(len(p), len(lits), floor) + 1
        if stop <= 0:
            return Node(lits, p, frozenset(neg), False)
        n, complete = self._negatives(text, key, neg, known, stop_after=stop)
        if complete:
            return Node(lits, p, n)
        # the negatives tested before the last one found covered are not covered by it, nor
        # by any refinement: its refinements are not tested on them again
        return Node(lits, p, self.coverage.may_cover(key, neg), False)

    def _evaluate_negatives_first(self, lits, key, pos, neg, known) -> Node:
        """An exact search's evaluation (no negative allowed, the first acceptable clauses
        end it): the negatives first, up to the first covered; a clause covering one is not
        acceptable, and only whether it covers `minpos` positives matters (it is refined if so):
        its positives are not counted, and the node holds the candidates it was not found
        not to cover (``pos_exact`` False).  Only an acceptable clause has its positives
        counted.  Most clauses of an exact search cover a negative; counting the hundreds of
        positives a general clause covers, for each, was most of a search's time on big data."""
        self._explore(key)
        cov = self.coverage

        def text():
            return self.bottom.clause_text(lits)
        if neg:
            n, complete = self._negatives(text, key, neg, known, stop_after=1)
            if not complete:
                rest = cov.may_cover(key, neg)
                need = max(1, self.settings.minpos)
                p, fewer = self._positives(text, key, pos, known, stop_after=need) if pos \
                    else (frozenset(), True)
                if fewer:                       # fewer than minpos: p is all it covers
                    return Node(lits, p, rest, False)
                return Node(lits, cov.may_cover(key, pos), rest, False, pos_exact=False)
        else:
            n = frozenset()
        p = self._positives(text, key, pos, known)[0] if pos else frozenset()
        return Node(lits, p, n)

    def _evaluate_lazy(self, lits, index: int, key) -> Node:
        """Coverage of a clause holding the lazy literal `index`, with its constant chosen
        from the data (ilp.lazy.choose_constant): one query on all the search's examples (see
        the module docstring); exact on negatives."""
        options = self.coverage.lazy_options(lambda: self.bottom.clause_text(lits),
                                             self.bottom.literals[index].lazy,
                                             self.pos | self.neg, key=key)
        choice = choose_constant(options, self.pos, self.neg, self.scoring, len(lits))
        if choice is None:               # no positive gives the literal a value
            return Node(lits, frozenset(), frozenset())
        return Node(lits, choice.pos, choice.neg, True, choice.constant)

    def exact(self, node: Node) -> Node:
        """`node` with its exact coverage (a query more for what was not known: its negatives,
        and its positives when they were not counted)."""
        if node.neg_exact and node.pos_exact:
            return node
        if time.perf_counter() - self.start > self.settings.time_limit:
            self.cutoff = True
            raise Budget()
        text, key = (lambda: self.bottom.clause_text(node.lits)), self.canon.key(node.lits)
        p = node.pos if node.pos_exact else self.coverage.covered(text, node.pos, key=key)
        n = node.neg if node.neg_exact else self.coverage.covered(text, node.neg, key=key)
        return Node(node.lits, p, n, True, node.const)

    def binds_outputs(self, lits) -> bool:
        """Every output of the head bound by a body literal."""
        b = self.bottom
        return not b.head_outs or \
            set(b.head_outs) <= {v for i in lits for v in b.literals[i].outs}

    def acceptable(self, node: Node) -> bool:
        """Acceptable by the scoring (ilp.scoring), with a body (a bodiless clause is an
        example memorised, or a fact that makes every query true), in the language the
        settings ask for (``well_formed``)."""
        return node.neg_exact and bool(node.lits) and \
            self.scoring.acceptable(len(node.pos), len(node.neg), node.length) and \
            self.well_formed(node.lits)

    def well_formed(self, lits) -> bool:
        """Settings ``head_vars_in_body`` and ``singletons``: each head variable in a body
        literal; no variable in one literal only (the head counting as one).  A clause that
        is not may still be refined into one that is."""
        s = self.settings
        if s.singletons and not s.head_vars_in_body:
            return True
        ok = self._formed.get(lits)
        if ok is None:
            both = self.bottom.var_sets[2]
            counts: dict = {}
            for i in lits:
                for v in both[i]:
                    counts[v] = counts.get(v, 0) + 1
            head = set(self.bottom.head_vars)
            in_body = all(v in counts for v in head)
            ok = (in_body or not s.head_vars_in_body) and \
                (s.singletons or in_body and all(c + (v in head) >= 2 for v, c in counts.items()))
            if len(self._formed) < MEMO_MOST:
                self._formed[lits] = ok
        return ok

    def score(self, node: Node) -> tuple:
        """Higher is better (ilp.scoring.Scoring.rank): acceptable clauses first, by the
        evaluation function; others by positives minus negatives (they still need
        specialising)."""
        if not node.neg_exact:
            return self.optimistic(node)
        return self.scoring.rank(len(node.pos), len(node.neg), node.length)

    def optimistic(self, node: Node) -> tuple:
        """An upper bound of score(node) once its negatives are counted."""
        if node.neg_exact:
            return self.score(node)
        return self.scoring.optimistic(len(node.pos), node.length)

    def result(self, search: str, best: Node | None, steps: int) -> SearchResult:
        s = self.settings
        r = SearchResult(self.bottom.example, search, s.macros, None, explored=self.explored,
                         seconds=time.perf_counter() - self.start, cutoff=self.cutoff,
                         bottom_size=len(self.bottom), steps=steps,
                         saturation_seconds=self.bottom.seconds)
        if best is not None:
            r.clause = self.clause_text(best)
            r.length = best.length
            r.pos, r.neg = best.pos, best.neg
        return r
