"""How good a clause is: when it is acceptable, and how acceptable clauses compare (Aleph's
``evalfn``).

A clause covering ``p`` positives and ``n`` negatives with ``length`` body literals is
*acceptable* when ``p >= minpos`` and ``n <= max_neg(p, length)``: at most ``noise``
negatives, precision at least ``minacc``, and, by evaluation function:

- ``coverage`` (default): nothing more; acceptable clauses compare by positives, then fewer
  negatives, then shorter.
- ``compression`` / ``mdl``: the clause must pay for itself, ``p - n - (length + 1) > 0``
  (its size counts the head, as Popper's MDL score does): a clause covering a positive or
  two is not worth its literals, so a theory of ground facts is never a result.  Compared by
  that gain, then shorter, then positives: of two clauses of equal gain, the longer paid for
  its extra positives with its extra literals, and the shorter is the simpler (Occam).  Were
  positives compared before length, a clause one literal longer covering every positive
  would beat the best so far on a tie, and branch and bound could not rule out such
  refinements: on a game trace (1,000 positives, 25,000 negatives) the search for
  ``goal(_, _, A) :- int_0(A)`` spent its whole budget on them (5,000 clauses, 12.6 s; now
  1,859 clauses and 1.8 s, the same clause).
- ``laplace`` ``(p + 1) / (p + n + 2)``, ``mestimate`` ``(p + m * prior) / (p + n + m)``
  (``auto_m``: m = the square root of the examples), ``accuracy`` ``p / (p + n)``: compared by
  that value (then positives, then shorter).
- ``posonly``: the negatives are examples drawn at random from the argument types
  (ilp.posonly); Aleph's measure ``log p + log(R + 2) - log(n + 1) - length / p`` with R random
  examples, and a clause is acceptable only when it covers a share of the positives at least
  twice its share of the random examples (it separates the positives from the rest).

Clauses that are not acceptable rank below every acceptable one, by positives minus negatives
(they still need specialising).
"""

from __future__ import annotations

import math

EVALFNS = ("coverage", "compression", "mdl", "laplace", "mestimate", "auto_m", "accuracy",
           "posonly")
UNBOUNDED = 10 ** 9


def description_length(mistakes: int, literals: int) -> float:
    """A noisy theory's cost: its training mistakes plus half a mistake per literal (heads
    included) -- Popper's noisy measure, with literals cheaper so that a short clause that
    puts two examples right still pays on small data."""
    return mistakes + 0.5 * literals


class Scoring:
    """The acceptability and evaluation of clauses under `settings` (noise, minpos, minacc,
    evalfn, m), for a search over `pos_total` positives and `neg_total` negatives."""

    def __init__(self, settings, pos_total: int = 0, neg_total: int = 0):
        self.noise = int(settings.noise)
        self.minpos = int(settings.minpos)
        self.minacc = float(settings.minacc)
        self.evalfn = getattr(settings, "evalfn", "coverage")
        self.pos_total, self.neg_total = max(pos_total, 0), max(neg_total, 0)
        total = self.pos_total + self.neg_total
        self.prior = self.pos_total / total if total else 0.5
        m = float(getattr(settings, "m", 2.0))
        self.m = math.sqrt(total) if self.evalfn == "auto_m" else m
        # the two binary searches below, by their arguments: branch and bound asks them at
        # every clause, with the same few counts, lengths and scores to beat
        self._bounds: dict = {}

    def max_neg(self, p: int, length: int) -> int:
        """The most negatives an acceptable clause covering `p` positives with `length` body
        literals may cover (negative: none)."""
        bound = self.noise
        if self.minacc > 0:
            bound = min(bound, math.floor(p * (1 - self.minacc) / self.minacc + 1e-9))
        if self.evalfn in ("compression", "mdl"):
            bound = min(bound, p - (length + 1) - 1)
        elif self.evalfn == "posonly":
            # covered share of the random examples at most half the covered share of positives
            share = p / self.pos_total if self.pos_total else 0.0
            bound = math.floor(self.neg_total * share / 2 + 1e-9)
        return bound

    def acceptable(self, p: int, n: int, length: int) -> bool:
        return p >= self.minpos and p > 0 and n <= self.max_neg(p, length)

    def value(self, p: int, n: int, length: int) -> float:
        """The evaluation function (higher is better)."""
        f = self.evalfn
        if f in ("compression", "mdl"):
            return p - n - (length + 1)
        if f == "laplace":
            return (p + 1) / (p + n + 2)
        if f in ("mestimate", "auto_m"):
            return (p + self.m * self.prior) / (p + n + self.m) if p + n + self.m else 0.0
        if f == "accuracy":
            return p / (p + n) if p + n else 0.0
        if f == "posonly":
            if p == 0:
                return -math.inf
            return math.log(p) + math.log(self.neg_total + 2) - math.log(n + 1) - length / p
        return p                                   # coverage: positives, then negatives

    def rank(self, p: int, n: int, length: int) -> tuple:
        """Higher is better (see the module docstring)."""
        if self.acceptable(p, n, length):
            return self._order(p, n, length)
        return (0, p - n, p, -length)

    def _order(self, p: int, n: int, length: int) -> tuple:
        """The rank of an acceptable clause: its value, then the tie-breaks of the evaluation
        function (module docstring)."""
        if self.evalfn == "coverage":
            return (1, p, -n, -length)
        if self.evalfn in ("compression", "mdl"):
            return (1, self.value(p, n, length), -length, p, -n)
        return (1, self.value(p, n, length), p, -n, -length)

    def best_rank(self, p: int, length: int) -> tuple:
        """An upper bound of the rank of every clause covering at most `p` positives with at
        least `length` body literals (a clause and its refinements, when it covers `p`): the
        rank of one covering `p` and no negative, with `length` literals, since every
        evaluation function here grows with the positives and falls with the negatives and the
        length (for ``posonly``, ``log p - length / p`` grows with p)."""
        return self._order(p, 0, length)

    def least_positives(self, length: int, floor: tuple, most: int) -> int:
        """The fewest positives (at most `most`) a clause of `length` body literals must cover
        to rank above `floor` (best_rank); most + 1 when none will do."""
        key = ("p", length, floor, most)
        if key not in self._bounds:
            self._bounds[key] = self._least_positives(length, floor, most)
        return self._bounds[key]

    def _least_positives(self, length: int, floor: tuple, most: int) -> int:
        lo, hi = 0, most + 1
        while lo < hi:                      # best_rank grows with p
            mid = (lo + hi) // 2
            if self.best_rank(mid, length) > floor:
                hi = mid
            else:
                lo = mid + 1
        return lo

    def most_negatives_above(self, p: int, length: int, floor: tuple) -> int:
        """The most negatives (at most max_neg) a clause covering `p` positives with `length`
        body literals may cover and still rank above `floor`; -1 when none will do."""
        key = ("n", p, length, floor)
        if key not in self._bounds:
            self._bounds[key] = self._most_negatives_above(p, length, floor)
        return self._bounds[key]

    def _most_negatives_above(self, p: int, length: int, floor: tuple) -> int:
        lo, hi = -1, self.max_neg(p, length)
        while lo < hi:                      # the rank falls with the negatives
            mid = (lo + hi + 1) // 2
            if self.rank(p, mid, length) > floor:
                lo = mid
            else:
                hi = mid - 1
        return lo

    def optimistic(self, p: int, length: int) -> tuple:
        """An upper bound of the rank of a clause covering `p` positives and more negatives
        than an acceptable clause may (its negatives not counted yet)."""
        return (0, p - self.max_neg(p, length) - 1, p, -length)
