"""Greedy search with macros (MIO): a lookahead step combining refinement steps in pairs, then
hill-climbing from the best `beam` candidates by adding one step at a time while that improves.

1. Every single step (head + macro) is evaluated; steps covering fewer than `minpos` positives
   are dropped, and of steps with equal coverage only the shortest is kept.
2. Lookahead: pairs head + m_i + m_j (skipping pairs whose union is one of them, is too long,
   or whose covered positives cannot reach minpos or beat the best clause so far), evaluated
   on the intersection of the two singles' coverage, shortest first, then by the score of
   that intersection, within the nodes budget (two thirds of what is left).
3. The best `beam` clauses are extended with every step; children that improve on their parent
   are kept (best `beam` of them) and extended again, until nothing improves.
The best acceptable clause seen is returned.
"""

from __future__ import annotations

from ilp.macros import refinements
from ilp.search.common import Budget, Evaluator, Node

# single steps get exact negative coverage when there are at most this many negatives
EXACT_NEGATIVES = 300


def greedy_search(ev: Evaluator, steps: list[frozenset[int]], single: bool):
    """The best acceptable clause of the three phases in the module docstring."""
    g = _Greedy(ev, steps, single)
    try:
        root = ev.evaluate(frozenset())
        if len(root.pos) < ev.settings.minpos:
            return ev.result("greedy", None, len(steps))
        g.consider(root)
        singles = g.singles(root)
        pool = g.pairs(singles)
        g.extend(_top(pool, ev, ev.settings.beam))
    except Budget:
        pass
    return ev.result("greedy", g.best, len(steps))


class _Greedy:
    """One greedy search's state: the best acceptable clause so far, the clauses seen."""

    def __init__(self, ev: Evaluator, steps, single: bool):
        self.ev, self.steps, self.single, self.s = ev, steps, single, ev.settings
        self.best: Node | None = None
        self.seen: set = set()

    def consider(self, node) -> None:
        ev = self.ev
        if ev.acceptable(node) and (self.best is None or ev.score(node) > ev.score(self.best)):
            self.best = node

    def hopeless(self, max_pos: int) -> bool:
        """Branch and bound: a clause (and all its refinements) covering at most `max_pos`
        positives cannot beat the best acceptable clause found so far."""
        b = self.best
        return b is not None and (max_pos < len(b.pos) or (max_pos == len(b.pos) and not b.neg))

    def singles(self, root) -> list[Node]:
        """1. single steps (in single-literal mode: those applicable to the head), best first."""
        ev, s, single = self.ev, self.s, self.single
        by_cover: dict = {}
        # exact negative coverage of the single steps lets independent pairs be combined
        # without Prolog; on many negatives only "more than noise" is established (cheaper)
        exact_singles = len(root.neg) <= EXACT_NEGATIVES
        for lits in refinements(root.lits, self.steps, ev.bottom, single):
            if len(lits) > s.max_body or not ev.valid(lits):
                continue
            node = ev.evaluate(lits, root.pos, root.neg, exact_neg=exact_singles)
            if len(node.pos) < s.minpos:
                continue
            self.consider(node)
            # of macros with equal coverage where one's literals include the other's, keep the
            # smaller (the extra literals test nothing here).  Single literals are all kept.
            group = by_cover.setdefault((node.pos, node.neg) if not single and node.neg_exact
                                        else node.lits, [])
            if any(o.lits <= node.lits for o in group):
                continue
            group[:] = [o for o in group if not node.lits <= o.lits] + [node]
        return sorted((n for g in by_cover.values() for n in g), key=ev.score, reverse=True)

    def pairs(self, singles) -> list[Node]:
        """2. lookahead: pairs of singles, keeping at least a third of the budget for the
        extension; the singles and the pairs evaluated."""
        ev, s = self.ev, self.s
        pool = list(singles)
        pair_budget = max(0, s.nodes - ev.explored - max(s.nodes // 3, 1))
        start = ev.explored
        self.seen = seen = {n.lits for n in pool}
        for a, b, exact in _lookahead_pairs(singles, self.steps, ev, self.single):
            lits = a.lits | b.lits
            if lits == a.lits or lits == b.lits or lits in seen or len(lits) > s.max_body:
                continue
            pos = a.pos & b.pos if b.pos is not None else a.pos
            if len(pos) < s.minpos or self.hopeless(len(pos)):
                continue
            if exact:                     # independent conjunctions: coverage known exactly
                if ev.bottom.recursive and not ev.valid(lits):
                    continue                  # a recursive literal may lose its progress
                seen.add(lits)
                node = Node(lits, pos, a.neg & b.neg, a.neg_exact and b.neg_exact)
                self.consider(node)
                pool.append(node)
                continue
            if ev.explored - start >= pair_budget:
                ev.cutoff = True
                break
            if not ev.valid(lits):
                continue
            seen.add(lits)
            node = ev.evaluate(lits, pos, a.neg & b.neg if b.neg is not None else a.neg)
            if len(node.pos) >= s.minpos:
                self.consider(node)
                pool.append(node)
        return pool

    def extend(self, beam) -> None:
        """3. extend the beam while it improves."""
        ev, s, seen = self.ev, self.s, self.seen
        while beam:
            improved = []
            for node in beam:
                if self.hopeless(len(node.pos)):
                    continue
                children = []
                for lits in refinements(node.lits, self.steps, ev.bottom, self.single):
                    if lits in seen or len(lits) > s.max_body or not ev.valid(lits):
                        continue
                    seen.add(lits)
                    child = ev.evaluate(lits, node.pos, node.neg)
                    if len(child.pos) < s.minpos:
                        continue
                    self.consider(child)
                    if ev.optimistic(child) > ev.score(node):
                        children.append(child)
                # negatives counted only for the children that may be among the best
                for child in _top(children, ev, s.beam):
                    if ev.score(child) > ev.score(node):
                        improved.append(child)
            beam = _top(improved, ev, s.beam)


def _lookahead_pairs(singles, steps, ev, single):
    """(a, b, exact) triples to combine.

    With macros: two macros sharing no variable besides the head's make independent
    conjunctions, so their union covers exactly the intersection of their coverages -- known
    without Prolog (``exact`` True; such a pair is only yielded when that makes it
    acceptable).  Pairs that share variables (a provider chain: several tests of
    one set) are where the lookahead finds what single macros cannot; they are yielded shortest
    first (cheapest to test, most general), then by the score of their coverage intersection
    (an optimistic estimate).
    With single literals: each single-literal clause with every literal its variables allow
    (b then is a bare step node with unknown coverage)."""
    if not single:
        # shared head or determinate variables (one value per example) do not link two macros
        head = set(ev.bottom.head_vars) | ev.bottom.determinate_vars
        lits = ev.bottom.literals
        var_sets = []
        for node in singles:
            vs = set()
            for i in node.lits:
                vs.update(lits[i].ins)
                vs.update(lits[i].outs)
            var_sets.append(vs - head)
        # a macro with a lazy literal (ilp.lazy) is never combined without Prolog: joined to
        # another, its constant is chosen again, and may cover more than the intersection
        lazy = [ev.lazy_literal(node.lits) is not None for node in singles]
        ranked = []
        for i in range(len(singles)):
            a = singles[i]
            for j in range(i + 1, len(singles)):
                b = singles[j]
                pos = a.pos & b.pos
                if len(pos) < ev.settings.minpos:
                    continue
                union = len(a.lits | b.lits)
                if union > ev.settings.max_body:
                    continue
                if var_sets[i].isdisjoint(var_sets[j]) and not (lazy[i] or lazy[j]):
                    estimate = Node(a.lits | b.lits, pos, a.neg & b.neg,
                                    a.neg_exact and b.neg_exact)
                    if ev.acceptable(estimate):
                        yield a, b, True
                    continue
                # shortest first (tests of one chain), then most positives (an upper bound)
                ranked.append((-union, len(pos), -i - j, i, j))
        ranked.sort(reverse=True)
        for *_, i, j in ranked:
            yield singles[i], singles[j], False
        return
    for a in singles:
        for lits in refinements(a.lits, steps, ev.bottom, True):
            yield a, Node(lits - a.lits, None, None), False


def _top(nodes, ev, k):
    """The best `k` distinct nodes by score; nodes whose negatives are not counted yet are
    counted when their optimistic score could place them among the best."""
    # ties (all uncounted nodes with equal positives) broken by the fewest candidate negatives
    nodes = sorted(nodes, key=lambda n: (ev.optimistic(n), -len(n.neg)), reverse=True)
    exact, uniq = [], set()
    for node in nodes:
        if node.lits in uniq:
            continue
        uniq.add(node.lits)
        if len(exact) >= k:
            worst = sorted(map(ev.score, exact), reverse=True)[k - 1]
            if ev.optimistic(node) <= worst or len(exact) >= 3 * k:
                break
        exact.append(ev.exact(node))
    out, seen = [], set()
    for node in sorted(exact, key=ev.score, reverse=True):
        if node.lits not in seen:
            seen.add(node.lits)
            out.append(node)
        if len(out) == k:
            break
    return out
