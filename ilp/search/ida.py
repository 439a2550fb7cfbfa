"""IDA* (Korf) over clauses, top-down from the head, bounded below by the bottom clause.

f = g + h with g the clause's number of body literals and h an admissible estimate of the
literals still needed: 0 for an acceptable clause, else 1 (some literal must still be added).
Each iteration explores depth-first every clause with f <= bound (children best-first); the
first iteration that meets acceptable clauses returns the best of them (most positives, fewest
negatives, shortest; of equals, the one whose literals come first in the bottom clause, so
that the order of exploration does not choose).  Acceptable clauses are not refined further;
clauses covering fewer than `minpos` positives are pruned (coverage only shrinks under
refinement).

Children of equal score go fewest negatives first -- for an exact search's clause that covers
one, the fewest negatives it was not found not to cover: testing stops at the first covered,
so a literal that rules out most negatives (``int_0(C)`` on a game's scores) shows it by the
many tested before.  Where the clause budget cuts a search off, its last iteration has then
refined the most promising literals first: on a game trace (a bottom clause of 2,872
literals) a clause of three literals under one that rules out all negatives but one was met
after 2,000-3,000 clauses, where bottom-clause order met it after 20,000-50,000.

When clauses may cover negatives (``noise`` > 0, or an evaluation function other than
coverage), the shortest acceptable clause is rarely the best: a short clause covering a few
positives and as many negatives as allowed is acceptable long before the longer clause of the
concept.  Then the iterations go on while the budget lasts, acceptable clauses that still
cover negatives are refined too, and the best by score over all iterations is returned.
Branch and bound cuts them short: a clause none of whose refinements can beat the best so far
(Scoring.best_rank: they cover at most its positives) is not refined, its negatives are not
counted when the clause itself cannot beat it either, and the search ends once no clause is
left to refine.  Where no refinement could beat it even covering every candidate, a clause's
negatives are counted first, and its positives only if they leave it a chance (on game traces
most clauses cover every positive, and their negatives settle them at the first covered).
(Not with lazy literals: a refinement choosing another constant may cover positives its
parent does not.)

A bottom clause holds many renamed copies of a clause (``hypernym(A,B)`` once per answer B of
the seed), and each copy is refined, since the literals that follow differ from answer to
answer.  A child on the iteration's bound is not refined in it, though: of the children there
that are one clause renamed (Canonicalizer.sibling, below one node or renamed copies of it)
only the first met is evaluated -- the others would have its coverage, score and f.  (When
clauses may cover negatives, an acceptable child on the bound is refined only to tell whether
a next iteration exists; its first copy tells that unless it, alone of them, has no
refinement.)  Below the bound, at most ``copies`` (a setting) renamed copies of one clause are
refined in an iteration, the first met: on big data a clause of three literals has hundreds
of copies (wn18rr3's searches refined 242,000 literal sets of 497 clauses at depth four), and
refining each took minutes of a search; a clause that only a later copy leads to is missed.

An exact search (no negative allowed, no other evaluation function) counts a clause's
negatives first, and its positives only when it covers none (Evaluator.evaluate,
``negatives_first``): every other clause is refined or dropped on whether it covers
``minpos`` positives, so counting the rest of them is wasted.
"""

from __future__ import annotations

import math

from ilp.macros import refinements
from ilp.search.common import Budget, Evaluator, Node

# a clause under which nothing reached an iteration's bound is not explored again: the next
# iterations would meet the same clauses there (tests turn it off to compare)
SKIP_DEAD = True
# an exact search counts the positives of acceptable clauses only (Evaluator.evaluate's
# `negatives_first`; tests turn it off to compare)
NEGATIVES_FIRST = True


def ida_search(ev: Evaluator, steps: list[frozenset[int]], single: bool):
    s = ev.settings
    best: list[Node | None] = [None]
    try:
        root = ev.evaluate(frozenset())
    except Budget:
        return ev.result("ida", None, len(steps))
    if len(root.pos) < s.minpos:
        return ev.result("ida", None, len(steps))

    def h(node):
        return 0 if ev.acceptable(node) else 1

    top: list = [None]      # ev.score(best[0]), asked for at every clause met

    def floor():
        """The score to beat, when branch and bound applies."""
        return top[0] if bounded else None

    def beaten(p, length):
        """No clause covering at most `p` positives with `length` literals or more can beat
        the best so far."""
        bar = floor()
        return bar is not None and ev.scoring.best_rank(p, length) <= bar

    def consider(node):
        if not ev.acceptable(node):
            return
        score = ev.score(node)
        if top[0] is None or score > top[0] or \
                score == top[0] and sorted(node.lits) < sorted(best[0].lits):
            best[0], top[0] = node, score

    bound = root.length + h(root)
    consider(root)
    memo: dict = {}         # the literals each clause takes (macros.refinements)
    dead: set = set()       # clauses under which nothing reached an iteration's bound
    exhaustive = s.noise > 0 or ev.scoring.evalfn != "coverage"
    bounded = exhaustive and not ev.lazy
    try:
        while best[0] is None or exhaustive:
            next_bound = [math.inf]
            visited, renamed = set(), set()
            copies: dict = {}       # canonical key -> renamed copies refined (setting copies)

            def dfs(node: Node) -> bool:
                """Explore under `node`; whether anything there reached the bound."""
                if SKIP_DEAD and node.lits in dead:
                    return False
                ev.check_time()
                f = node.length + h(node)
                if f > bound:
                    next_bound[0] = min(next_bound[0], f)
                    return True
                if ev.acceptable(node):
                    consider(node)
                    if not (exhaustive and node.neg):
                        return False
                if beaten(len(node.pos), node.length + 1):
                    return False
                fresh, alive = [], False
                for lits in refinements(node.lits, steps, ev.bottom, single, s.max_vars,
                                            memo):
                    if len(lits) > s.max_body:
                        continue
                    if len(lits) >= bound:
                        alive = True
                    if lits in visited:
                        continue
                    visited.add(lits)
                    if len(lits) > bound:          # f >= g > bound: not this iteration
                        next_bound[0] = min(next_bound[0], len(lits))
                        visited.discard(lits)
                        continue
                    if len(lits) == bound and not ev.lazy:
                        # on the bound a child is not refined this iteration: of the
                        # children that are one clause renamed (valid or not alike), the
                        # first met stands for all
                        sibling = ev.canon.sibling(lits, node.lits)
                        if sibling is not None:
                            if sibling in renamed:
                                continue
                            renamed.add(sibling)
                    if not ev.valid(lits, node.lits):
                        continue
                    if s.copies and len(lits) < bound and not ev.lazy:
                        # refined below the bound: at most `copies` renamed copies of one
                        # clause in an iteration (see the module docstring)
                        k = ev.canon.key(lits, node.lits)
                        met = copies.get(k, 0)
                        if met >= s.copies:
                            alive = True        # not dead: only left out
                            continue
                        copies[k] = met + 1
                    fresh.append(lits)
                children = []
                for lits in fresh:
                    child = ev.evaluate(lits, node.pos, node.neg, floor=floor(),
                                        parent=node.lits,
                                        negatives_first=NEGATIVES_FIRST and not exhaustive)
                    if len(child.pos) < s.minpos or beaten(len(child.pos), child.length):
                        continue
                    if bounded:
                        consider(child)         # the sooner the bar rises, the less is tested
                        if beaten(len(child.pos), child.length + 1):
                            # considered, and no refinement of it can beat the best: nothing
                            # to explore under it (on the bound, it would call for another
                            # iteration that could find nothing better)
                            continue
                    children.append(child)
                children.sort(key=lambda c: (ev.score(c), -len(c.neg)), reverse=True)
                for child in children:
                    alive = dfs(child) or alive
                if not alive:
                    # later iterations would meet the same clauses here and nothing more
                    # (whatever stopped them -- too few positives, no literal left, a bar to
                    # beat -- stops them again, and the bar only rises): not explored again
                    dead.add(node.lits)
                return alive

            dfs(root)
            if (best[0] is not None and not exhaustive) or next_bound[0] == math.inf:
                break
            bound = next_bound[0]
    except Budget:
        pass
    return ev.result("ida", best[0], len(steps))
