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

import numpy as np

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
        yield from _macro_pairs(singles, ev)
        return
    for a in singles:
        for lits in refinements(a.lits, steps, ev.bottom, True):
            yield a, Node(lits - a.lits, None, None), False


# pair counts are computed a block of rows at a time, the block's (rows x singles x words)
# intermediate held to about this many 64-bit words
_BLOCK_WORDS = 1 << 21


def _macro_pairs(singles, ev):
    """The macro case of _lookahead_pairs, its pairs in the same order: the independent
    pairs that are acceptable by their coverage intersection, in index order, then the pairs
    sharing variables, by (union length, -positives, i + j, -i, -j).  The counts behind the
    tests (shared positives, negatives, literals and variables of two macros) are popcounts
    of ANDed bit rows: a thousand singles make half a million pairs, too many to intersect
    as Python sets."""
    n = len(singles)
    if n < 2:
        return
    s, bottom = ev.settings, ev.bottom
    # shared head or determinate variables (one value per example) do not link two macros
    head = set(bottom.head_vars) | bottom.determinate_vars
    var_sets = [bottom.clause_vars(node.lits) - head for node in singles]
    P = _bit_rows([node.pos for node in singles])
    N = _bit_rows([node.neg for node in singles])
    L = _bit_rows([node.lits for node in singles])
    V = _bit_rows(var_sets)
    n_lits = np.array([len(node.lits) for node in singles], dtype=np.int64)
    # a macro with a lazy literal (ilp.lazy) is never combined without Prolog: joined to
    # another, its constant is chosen again, and may cover more than the intersection
    free = np.array([ev.lazy_literal(node.lits) is None for node in singles])
    exact = np.array([node.neg_exact for node in singles])
    acceptable: dict = {}       # (positives, negatives, length) -> Scoring.acceptable
    ranked = []
    cols = np.arange(n)
    words = max(P.shape[1], N.shape[1], L.shape[1], V.shape[1])
    block = max(1, _BLOCK_WORDS // (n * words))
    for r0 in range(0, n - 1, block):
        rows = np.arange(r0, min(r0 + block, n))
        pos = _shared(P, rows)
        union = n_lits[rows, None] + n_lits[None, :] - _shared(L, rows)
        keep = (cols[None, :] > rows[:, None]) & (pos >= s.minpos) & (union <= s.max_body)
        independent = keep & (_shared(V, rows) == 0) & free[rows, None] & free[None, :]
        # independent conjunctions: coverage known exactly without Prolog, so the pair is
        # yielded only when that makes it acceptable
        ii, jj = np.nonzero(independent & exact[rows, None] & exact[None, :])
        if len(ii):
            neg = _shared(N, rows)[ii, jj]
            for i, j, p, q, u in zip((ii + r0).tolist(), jj.tolist(), pos[ii, jj].tolist(),
                                     neg.tolist(), union[ii, jj].tolist()):
                ok = acceptable.get((p, q, u))
                if ok is None:
                    ok = acceptable[p, q, u] = ev.scoring.acceptable(p, q, u)
                if ok:
                    yield singles[i], singles[j], True
        ii, jj = np.nonzero(keep & ~independent)
        if len(ii):
            ranked.append((union[ii, jj], pos[ii, jj], ii + r0, jj))
    if not ranked:
        return
    union, pos, ii, jj = (np.concatenate(parts) for parts in zip(*ranked))
    # shortest first (tests of one chain), then most positives (an upper bound)
    for k in np.lexsort((-jj, -ii, ii + jj, -pos, union)).tolist():
        yield singles[int(ii[k])], singles[int(jj[k])], False


def _bit_rows(sets) -> np.ndarray:
    """One row of bits per set of `sets` (as 64-bit words), a bit per element held by two
    sets or more: the others are in no intersection of two."""
    count: dict = {}
    for items in sets:
        for x in items:
            count[x] = count.get(x, 0) + 1
    column = {x: k for k, x in enumerate(x for x, c in count.items() if c >= 2)}
    bits = np.zeros((len(sets), 64 * max(1, -(-len(column) // 64))), dtype=bool)
    for row, items in enumerate(sets):
        cols = [column[x] for x in items if x in column]
        if cols:
            bits[row, cols] = True
    return np.packbits(bits, axis=1).view(np.uint64)


def _shared(bits: np.ndarray, rows: np.ndarray) -> np.ndarray:
    """For each row of `rows` and each row of `bits`: how many elements the two share."""
    both = bits[rows, None, :] & bits[None, :, :]
    return np.bitwise_count(both).sum(axis=2, dtype=np.int64)


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
