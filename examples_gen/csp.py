"""Exact mine probabilities by constraint counting, with the global mine count.

Method (counting on exact Python integers; see "Number types" for the one exception):

1. Every revealed number ``n`` gives a constraint "``n`` minus its flagged neighbours mines among
   its hidden, unflagged neighbours". Flags are taken as true mines.
2. Tiles that a single constraint forces (it needs no more mines, or as many as it has tiles)
   are fixed, and the constraints on them updated, until none is forced (`_propagate`). Such a
   tile is the same in every arrangement, so this is exact; it matters because the *frontier*
   of a big opened area (hidden, unflagged tiles next to a number) is one wide network around
   many hidden islands, and fixing the forced tiles cuts it into small pieces.
3. The undecided frontier tiles are split into independent components (two tiles are
   connected when some constraint mentions both), each counted by a dynamic programme over its
   tiles in breadth-first order along the constraints. After deciding the first ``p`` tiles,
   the only thing the rest depends on is how many mines the *open* constraints (some tiles
   decided, some not) already hold, so the programme keeps one state per tuple of those
   numbers, each with a polynomial: how many partial arrangements reach it, per number of mines
   so far. A forward pass gives the component's ``count[k]`` (arrangements with ``k`` mines); a
   backward pass gives the same for the undecided part, and the two multiplied at each tile
   give ``tally[t][k]`` (those with a mine on ``t``). Both passes are loops over explicit
   layers: no recursion, so no depth limit (a 26,000-tile component is counted in a second).
4. Components are combined by convolution over mine counts; a total of ``a`` frontier mines is
   weighted by ``C(interior, minesLeft - a)``, the ways to put the remaining mines on the
   *interior* (hidden, unflagged tiles with no revealed neighbour). An interior tile is a mine in
   ``C(interior - 1, minesLeft - a - 1)`` of those ways. Only the totals that the components can
   reach are visited (not every count up to ``minesLeft``).

A tile is listed in ``safe`` / ``mine`` when its count of mine arrangements with / without a mine
on it is exactly 0 (decided on exact zeros, never by comparing floats).

Number types. Per-component counts are exact integers. The combination (step 4) runs on exact
integers while the number of arrangements stays below about ``2**EXACT_BITS`` (every board up to
expert 16x30, so results there are exactly those of exact arithmetic); beyond that (boards of
thousands of hidden tiles, where the binomials alone have tens of thousands of digits and exact
products take minutes) it runs on 50-digit decimals with an unbounded exponent. Their relative
error stays below 1e-40, far below what a float probability shows (on the 100x100 and 200x200
positions tried, the probabilities came out bit for bit those of exact integers), and they never
round a positive count to zero, so ``safe`` and ``mine`` stay exact.

Complexity bound. A component whose programme needs more than ``MAX_STATES`` states at one tile
or more than ``MAX_WORK`` polynomial terms in its forward pass, and a combination step of more
than ``MAX_COMBINE`` multiply-adds, are refused with `TooComplexError` (a `BoardError`: the CLI
prints it and exits with status 2) after at most a few seconds of work, instead of running for
hours. The work grows at most twofold from one tile to the next, so the check after each tile
stops it in time. Positions from real play stay far below the bounds: on 200x200 boards with
scattered openings at 12-20% mines, the largest component left after step 2 had at most a
hundred tiles and a few hundred terms, and the combination needed up to 2e5 products. What
exceeds them is a block of hidden tiles crossed by many scattered numbers that force nothing
(e.g. 30% of the tiles of a 40x40 board with 25% mines revealed at random), whose exact count
would take minutes to hours.

Steps 1-3 live in examples_gen/components.py; components are cached on their constraints (and
the mines left): during a game most of them do not change from one move to the next.
"""

from __future__ import annotations

import decimal
import math
from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from examples_gen.components import (MAX_STATES, MAX_WORK, TooComplexError, _component,  # noqa: F401
                                     clear_cache,
                                     _components, _propagate, build_constraints,
                                     local_contradiction)
from examples_gen.grid import FLAG, HIDDEN, BoardError

MAX_COMBINE = 3_000_000    # multiply-adds of the combination step (step 4; about 2-5 s)
EXACT_BITS = 1024          # exact integers while the arrangements fit in this many bits
DECIMAL_DIGITS = 50


@dataclass
class Analysis:
    probability: np.ndarray  # float64 (rows, cols); nan for revealed/flagged tiles
    safe: list[tuple[int, int]]
    mine: list[tuple[int, int]]


# combining the components -----------------------------------------------------------------------
def _board_parts(cells, rows, cols, mines, cons):
    """(components, interior tiles, mines left for both, fixed frontier tiles {tile: 0/1}).

    BoardError for an impossible part.
    """
    if cons is None:
        cons = build_constraints(cells, rows, cols)
    flags = cells.count(FLAG)
    if flags > mines:
        raise BoardError(f"{flags} flags but only {mines} mines")
    frontier = {v for _, vs in cons for v in vs}
    cons, fixed = _propagate(cons)
    left = mines - flags - sum(fixed.values())
    if left < 0:
        raise BoardError(f"no arrangement of mines fits the numbers and the mine count ({mines})")
    comps = [_component(order, gcons, left) for order, gcons in _components(cons)]
    if any(not c.counts for c in comps):
        raise BoardError("no arrangement of mines fits the numbers")
    interior = [i for i, v in enumerate(cells) if v == HIDDEN and i not in frontier]
    return comps, interior, left, fixed


def _reachable_totals(comps, left, n_int):
    """(lo, hi): the frontier mine totals that the components reach and the interior can complete.

    BoardError when none: the numbers fit, but not with the mine count.
    """
    reach = 1  # bit a set: some choice of the components so far holds a mines in all
    for c in comps:
        step = 0
        for k in c.counts:
            step |= reach << k
        reach = step & ((1 << (left + 1)) - 1)
    reach >>= max(0, left - n_int)
    reach <<= max(0, left - n_int)  # the interior holds at most n_int of the mines
    if not reach:
        return None
    return (reach & -reach).bit_length() - 1, reach.bit_length() - 1


def _span(comps, left, n_int, mines):
    """The reachable frontier totals (lo, hi); BoardError when none, TooComplexError when the
    combination would exceed MAX_COMBINE multiply-adds."""
    span = _reachable_totals(comps, left, n_int)
    if span is None:
        raise BoardError(f"no arrangement of mines fits the numbers and the mine count ({mines})")
    # the prefix, weight and suffix passes each multiply every mine count of a component with
    # every total the components before it reach
    ops, reach = 0, 1
    for c in comps:
        ops += 3 * len(c.counts) * min(reach, span[1] + 1)
        reach += max(c.counts) - min(c.counts)
    if ops > MAX_COMBINE:
        tiles = sum(len(c.order) for c in comps)
        raise TooComplexError(f"too complex to solve exactly ({tiles} frontier tiles in "
                              f"{len(comps)} independent groups: combining their mine counts "
                              f"takes more than {MAX_COMBINE} products)")
    return span


def _decimal_context():
    return decimal.Context(prec=DECIMAL_DIGITS, Emax=decimal.MAX_EMAX, Emin=decimal.MIN_EMIN)


@lru_cache(maxsize=4096)
def _pow2(e: int) -> decimal.Decimal:
    with decimal.localcontext(_decimal_context()):
        return decimal.Decimal(2) ** e


def _to_decimal(x: int) -> decimal.Decimal:
    """An exact integer as a rounded decimal; huge ones by their top 192 bits, which is exact to
    far more digits than DECIMAL_DIGITS and avoids a slow conversion of thousands of digits."""
    shift = x.bit_length() - 192
    if shift <= 0:
        return +decimal.Decimal(x)  # unary plus rounds to the context's digits
    return decimal.Decimal(x >> shift) * _pow2(shift)


def _interior_weights(n_int, left, lo, hi, exact):
    """w[a - lo] = C(n_int, left - a) for frontier totals a in lo..hi (all within range)."""
    x = math.comb(n_int, left - hi)
    if not exact:
        x = _to_decimal(x)
    w = [x]
    for m in range(left - hi, left - lo):  # C(n, m + 1) = C(n, m) (n - m) / (m + 1)
        x = x * (n_int - m) // (m + 1) if exact else x * (n_int - m) / (m + 1)
        w.append(x)
    w.reverse()
    return w


def _log2_arrangements(comps, n_int, left):
    """About log2 of the number of arrangements (it decides the number type, not the result)."""
    bits = sum(math.log2(sum(c.counts.values())) for c in comps)
    m = min(left, n_int - left) if 0 <= left <= n_int else 0
    if m > 0:
        log_comb = math.lgamma(n_int + 1) - math.lgamma(m + 1) - math.lgamma(n_int - m + 1)
        bits += log_comb / math.log(2)
    return bits


def _prefixes(counts, hi, num_of):
    """prefix[c] = the distribution of the mines of the components before c (a list indexed by
    mines); totals past hi cannot be completed and are dropped."""
    zero = num_of(0)
    prefix = [[num_of(1)]]
    for cnt in counts:
        prev = prefix[-1]
        out = [zero] * min(len(prev) + cnt[-1][0], hi + 1)
        for a, x in enumerate(prev):
            if x:
                for k, y in cnt:
                    if a + k <= hi:
                        out[a + k] += x * y
        prefix.append(out)
    return prefix


def _combine(comps, interior, left, lo, hi, exact):
    """(num, total): arrangements with a mine on each hidden tile, and all arrangements.

    Runs inside the decimal context when not `exact`. A tile certain to be a mine gets exactly
    ``total`` and a certainly safe one exactly 0, decided on exact integers; a rounded decimal
    that lands on ``total`` for a tile that is merely very likely a mine is moved just below it,
    since callers test certainty with ``x == total``.
    """
    num_of = int if exact else _to_decimal
    zero = num_of(0)
    n_int = len(interior)
    w = _interior_weights(n_int, left, lo, hi, exact)  # indexed by frontier total - lo
    counts = [[(k, num_of(x)) for k, x in c.counts.items()] for c in comps]
    prefix = _prefixes(counts, hi, num_of)
    full = prefix[-1]
    # after[a] = arrangements of the components from c on plus the interior, given a mines before
    after = [zero] * len(full)
    for a in range(lo, hi + 1):
        after[a] = w[a - lo]
    num = {}
    sure_mine = []
    for ci in range(len(comps) - 1, -1, -1):
        comp, cnt, pre = comps[ci], counts[ci], prefix[ci]
        nz = [(a, x) for a, x in enumerate(pre) if x]
        first = nz[0][0] if nz else len(pre)  # fewer mines before c cannot happen
        # g[k] = arrangements of everything else when this component holds k mines
        g = {k: sum((x * after[a + k] for a, x in nz if a + k < len(after)), zero) for k, _ in cnt}
        possible = [k for k, x in g.items() if x]  # exact: positive decimals never round to 0
        for p, tile in enumerate(comp.order):
            t = comp.tallies[p]
            num[tile] = sum((num_of(x) * g[k] for k, x in t.items()), zero)
            if all(t.get(k, 0) == comp.counts[k] for k in possible):
                sure_mine.append(tile)
        after = [zero] * first + [
            sum((y * after[a + k] for k, y in cnt if a + k < len(after)), zero)
            for a in range(first, len(pre))]
    total = after[0]
    if n_int:  # C(n-1, m-1) = C(n, m) m / n, m = left - a mines on the interior
        inum = sum((full[a] * w[a - lo] * (left - a) for a in range(lo, hi + 1) if full[a]), zero)
        inum = inum // n_int if exact else inum / n_int
        for i in interior:
            num[i] = inum
        if all(left - a == n_int for a in range(lo, hi + 1) if full[a]):
            sure_mine.extend(interior)
    for i in sure_mine:
        num[i] = total
    if not exact:
        below, sure = total.next_minus(), set(sure_mine)
        for i, x in num.items():
            if x >= total and i not in sure:
                num[i] = below
    return num, total


def solve_flat(cells: list[int], rows: int, cols: int, mines: int, cons=None):
    """Exact analysis of a flat cell list.

    Returns (num, total, frontier) where num maps each hidden, unflagged flat index to its number
    of mine arrangements (out of `total`): exact integers, or 50-digit decimals on huge boards
    (module docstring); in both, ``num[i] == 0`` / ``num[i] == total`` exactly when the tile is
    certainly safe / a mine. Raises BoardError if no arrangement fits, TooComplexError past the
    complexity bound.
    """
    comps, interior, left, fixed = _board_parts(cells, rows, cols, mines, cons)
    lo, hi = _span(comps, left, len(interior), mines)
    exact = _log2_arrangements(comps, len(interior), left) <= EXACT_BITS
    with decimal.localcontext(_decimal_context()):
        num, total = _combine(comps, interior, left, lo, hi, exact)
    for i, mine in fixed.items():
        num[i] = total if mine else total * 0
    frontier = set(fixed)
    for c in comps:
        frontier.update(c.order)
    return num, total, frontier


def check_flat(cells: list[int], rows: int, cols: int, mines: int, cons=None) -> None:
    """BoardError when no arrangement of mines fits; the counting part of `solve_flat` only.

    Refuses exactly the boards that `solve_flat` refuses (the same errors and complexity bound),
    at a fraction of its cost: no tallies, no combination.
    """
    comps, interior, left, _ = _board_parts(cells, rows, cols, mines, cons)
    _span(comps, left, len(interior), mines)


def count_flat(cells: list[int], rows: int, cols: int, mines: int, cons=None):
    """The number of arrangements of the mines that fit (0 when none): the counting part of
    `solve_flat`, with its number types, without the per-tile tallies.  The lookahead player
    (examples_gen/lookahead.py) asks it for each number a tile could show."""
    try:
        comps, interior, left, _ = _board_parts(cells, rows, cols, mines, cons)
        lo, hi = _span(comps, left, len(interior), mines)
    except TooComplexError:
        raise
    except BoardError:
        return 0
    exact = _log2_arrangements(comps, len(interior), left) <= EXACT_BITS
    num_of = int if exact else _to_decimal
    with decimal.localcontext(_decimal_context()):
        w = _interior_weights(len(interior), left, lo, hi, exact)
        counts = [[(k, num_of(x)) for k, x in c.counts.items()] for c in comps]
        full = _prefixes(counts, hi, num_of)[-1]
        return sum((full[a] * w[a - lo] for a in range(lo, min(hi + 1, len(full))) if full[a]),
                   num_of(0))


def solve(board) -> Analysis:
    """Exact mine probabilities of every hidden, unflagged tile; BoardError if none fits."""
    cells = board.cells.reshape(-1).tolist()
    num, total, _ = solve_flat(cells, board.rows, board.cols, board.mines)
    prob = np.full(board.rows * board.cols, np.nan)
    safe, mine = [], []
    with decimal.localcontext(_decimal_context()):
        for i in sorted(num):
            x = num[i]
            prob[i] = x / total if isinstance(x, int) else float(x / total)
            if x == 0:
                safe.append(divmod(i, board.cols))
            elif x == total:
                mine.append(divmod(i, board.cols))
    return Analysis(prob.reshape(board.rows, board.cols), safe, mine)


# checking boards --------------------------------------------------------------------------------
def consistency_error(board, mines_line=None, row_lines=None, counting=True) -> str | None:
    """None when some arrangement of mines fits `board`, else a message naming where.

    A number that cannot be met on its own is named by its row (``row_lines[r]``, e.g. "line 7")
    and 1-based column; a contradiction between several numbers or with the mine count (found
    by counting; skipped when not ``counting``) by ``mines_line``. TooComplexError is raised, not
    returned: it is not a fault of the board.
    """
    row_lines = row_lines or [f"row {r}" for r in range(board.rows)]
    bad = local_contradiction(board)
    if bad is not None:
        (r, c), why = bad
        return f"{row_lines[r]}, column {c + 1}: {why}"
    if not counting:
        return None
    try:
        check_flat(board.cells.reshape(-1).tolist(), board.rows, board.cols, board.mines)
    except TooComplexError:
        raise
    except BoardError as err:
        return f"line {mines_line}: {err}" if mines_line else str(err)
    return None
