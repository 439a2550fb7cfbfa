"""Exact mine probabilities by constraint counting, with the global mine count.

Method (all counting on exact Python integers; floats only for the returned probabilities):

1. Every revealed number ``n`` gives a constraint "``n`` minus its flagged neighbours mines among
   its hidden, unflagged neighbours". Flags are taken as true mines.
2. The *frontier* (hidden, unflagged tiles next to a revealed number) is split into independent
   components: two tiles are connected when some constraint mentions both.
3. Each component is enumerated by backtracking over its tiles in breadth-first order along the
   constraints (so constraints close early), checking after every assignment that each touched
   constraint can still be met (``assigned <= need <= assigned + unassigned``). The search
   returns, per subtree, the number of solutions per mine count; when a tile is set to a mine,
   the subtree's counts are added to that tile's tally. So each component yields
   ``count[k]`` (solutions with ``k`` mines) and ``tally[t][k]`` (those with a mine on ``t``).
4. Components are combined by convolution over mine counts; a total of ``k`` frontier mines is
   weighted by ``C(interior, minesLeft - k)``, the ways to put the remaining mines on the
   *interior* (hidden, unflagged tiles with no revealed neighbour). An interior tile is a mine in
   ``C(interior - 1, minesLeft - k - 1)`` of those ways.

A tile is listed in ``safe`` / ``mine`` when its count of mine arrangements is exactly 0 / all of
them (decided on the integers, never on floats). There is no size cap: enumeration is exact and
its cost grows with the number of solutions of the largest component.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from math import comb

import numpy as np

from examples_gen.board import FLAG, HIDDEN, Board, BoardError, neighbour_table

sys.setrecursionlimit(max(sys.getrecursionlimit(), 10000))


@dataclass
class Analysis:
    probability: np.ndarray  # float64 (rows, cols); nan for revealed/flagged tiles
    safe: list[tuple[int, int]]
    mine: list[tuple[int, int]]


def _neighbour_sums(mask: np.ndarray) -> np.ndarray:
    """For a (rows, cols) bool mask, how many of each tile's neighbours are set."""
    rows, cols = mask.shape
    p = np.zeros((rows + 2, cols + 2), dtype=np.int16)
    p[1:-1, 1:-1] = mask
    return (p[:-2, :-2] + p[:-2, 1:-1] + p[:-2, 2:] + p[1:-1, :-2] + p[1:-1, 2:]
            + p[2:, :-2] + p[2:, 1:-1] + p[2:, 2:])


def build_constraints(cells, rows: int, cols: int):
    """Constraints of a board: [(need, hidden_neighbour_indices)], or raise BoardError.

    `cells` is a flat list or an array of cell codes. Numbers with no hidden neighbour give no
    constraint (after checking that their flagged neighbours match them exactly).
    """
    grid = np.asarray(cells, dtype=np.int8).reshape(rows, cols)
    hidden = grid == HIDDEN
    n_hidden = _neighbour_sums(hidden)
    need = grid.astype(np.int16) - _neighbour_sums(grid == FLAG)
    revealed = grid >= 0
    bad = revealed & ((need < 0) | (need > n_hidden))
    if bad.any():
        r, c = map(int, np.argwhere(bad)[0])
        raise BoardError(f"the {int(grid[r, c])} at [{r}, {c}] cannot be satisfied "
                         f"({int(need[r, c])} more mines needed among {int(n_hidden[r, c])} "
                         "hidden neighbours)")
    nb = neighbour_table(rows, cols)
    flat_hidden = hidden.reshape(-1).tolist()
    flat_need = need.reshape(-1).tolist()
    cons = []
    for i in np.flatnonzero(revealed & (n_hidden > 0)).tolist():
        cons.append((flat_need[i], [j for j in nb[i] if flat_hidden[j]]))
    return cons


def local_contradiction(board: Board):
    """((r, c), reason) for the first number that cannot be met on its own, else None."""
    try:
        build_constraints(board.cells.reshape(-1).tolist(), board.rows, board.cols)
    except BoardError as err:
        msg = str(err)
        # recover the tile from a fresh scan (cheap; only on error)
        nb = neighbour_table(board.rows, board.cols)
        cells = board.cells.reshape(-1).tolist()
        for i, v in enumerate(cells):
            if v >= 0:
                need = v - sum(cells[j] == FLAG for j in nb[i])
                hid = sum(cells[j] == HIDDEN for j in nb[i])
                if need < 0 or need > hid:
                    return divmod(i, board.cols), msg
        return (0, 0), msg
    return None


def _components(cons):
    """Group constraints into independent components; returns [(vars_in_order, cons_list)]."""
    parent = {}

    def find(x):
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for _, vs in cons:
        for v in vs:
            if v not in parent:
                parent[v] = v
        r0 = find(vs[0])
        for v in vs[1:]:
            rv = find(v)
            if rv != r0:
                parent[rv] = r0
    groups: dict[int, list] = {}
    for con in cons:
        groups.setdefault(find(con[1][0]), []).append(con)
    comps = []
    for gcons in groups.values():
        # adjacency between variables through constraints; BFS from a tile with few constraints
        cons_of: dict[int, list[int]] = {}
        for ci, (_, vs) in enumerate(gcons):
            for v in vs:
                cons_of.setdefault(v, []).append(ci)
        start = min(cons_of, key=lambda v: (len(cons_of[v]), v))
        order, seen = [], {start}
        queue = [start]
        qi = 0
        while qi < len(queue):
            v = queue[qi]
            qi += 1
            order.append(v)
            for ci in cons_of[v]:
                for w in gcons[ci][1]:
                    if w not in seen:
                        seen.add(w)
                        queue.append(w)
        comps.append((order, gcons))
    return comps


# Component results are cached on (constraints, mines left): during a game most components do
# not change between two moves. Entries are read-only.
_CACHE: dict = {}
_CACHE_SIZE = 4096
NODE_BUDGET = 300_000  # plain enumeration nodes per component before switching to the DP


class _OverBudget(Exception):
    pass


def _enumerate(order, gcons, max_mines):
    """Count the solutions of one component: (count{k: n}, tallies[pos]{k: n}).

    Plain backtracking first; a component whose search tree exceeds NODE_BUDGET nodes is
    counted instead by the memoised dynamic programme `_enumerate_dp` (also exact).
    """
    try:
        return _enumerate_plain(order, gcons, max_mines)
    except _OverBudget:
        return _enumerate_dp(order, gcons, max_mines)


def _setup(order, gcons):
    n = len(order)
    pos = {v: p for p, v in enumerate(order)}
    cons_at = [[] for _ in range(n)]
    for ci, (_, vs) in enumerate(gcons):
        for v in vs:
            cons_at[pos[v]].append(ci)
    return n, [tuple(x) for x in cons_at]


def _enumerate_plain(order, gcons, max_mines):
    n, cons_at = _setup(order, gcons)
    need = [c[0] for c in gcons]
    rem = [len(c[1]) for c in gcons]
    cm = [0] * len(gcons)
    tallies = [dict() for _ in range(n)]
    budget = [NODE_BUDGET]

    def dfs(p, m):
        if p == n:
            return {m: 1}
        budget[0] -= 1
        if budget[0] < 0:
            raise _OverBudget
        cs = cons_at[p]
        res = None
        # value 0
        ok = True
        for c in cs:
            rem[c] -= 1
            if need[c] - cm[c] > rem[c]:
                ok = False
        if ok:
            res = dfs(p + 1, m)
        # value 1
        if m < max_mines:
            ok = True
            for c in cs:
                cm[c] += 1
                if cm[c] > need[c]:
                    ok = False
            if ok:
                sub = dfs(p + 1, m + 1)
                if sub:
                    t = tallies[p]
                    for k, cnt in sub.items():
                        t[k] = t.get(k, 0) + cnt
                    if res:
                        for k, cnt in sub.items():
                            res[k] = res.get(k, 0) + cnt
                    else:
                        res = dict(sub)
            for c in cs:
                cm[c] -= 1
        for c in cs:
            rem[c] += 1
        return res or {}

    counts = dfs(0, 0)
    return counts, tallies


def _enumerate_dp(order, gcons, max_mines):
    """Exact counts by dynamic programming over the tile order.

    The solutions below position p depend only on the mines already placed in the constraints
    that are *open* at p (some of their tiles before p, some at or after p), so subtree counts
    (per number of mines in the subtree) are memoised on (p, those numbers). Tallies: the count
    with tile p forced to be a mine, one memoised run per tile. Polynomial for the narrow,
    chain-like frontiers of Minesweeper.
    """
    n, cons_at = _setup(order, gcons)
    need = [c[0] for c in gcons]
    size = [len(c[1]) for c in gcons]
    last = [0] * len(gcons)
    first = [n] * len(gcons)
    for p, cs in enumerate(cons_at):
        for c in cs:
            last[c] = max(last[c], p)
            first[c] = min(first[c], p)
    open_at = [tuple(c for c in range(len(gcons)) if first[c] < p <= last[c]) for p in range(n + 1)]
    seen_before = [dict() for _ in range(n + 1)]  # tiles of c before p, per open constraint
    for p in range(n + 1):
        for c in open_at[p]:
            seen_before[p][c] = sum(1 for q in range(p) if c in cons_at[q])

    def count(forced):
        cm = [0] * len(gcons)
        memo = {}

        def dfs(p):
            if p == n:
                return {0: 1}
            key = (p, tuple(cm[c] for c in open_at[p]))
            hit = memo.get(key)
            if hit is not None:
                return hit
            cs = cons_at[p]
            res = {}
            for v in ((1,) if p == forced else (0, 1)):
                ok = True
                for c in cs:
                    cm[c] += v
                for c in cs:
                    done = seen_before[p].get(c, 0) + 1  # tiles of c decided so far
                    if cm[c] > need[c] or need[c] - cm[c] > size[c] - done:
                        ok = False
                if ok:
                    for k, cnt in dfs(p + 1).items():
                        if k + v <= max_mines:
                            res[k + v] = res.get(k + v, 0) + cnt
                for c in cs:
                    cm[c] -= v
            memo[key] = res
            return res

        return dfs(0)

    counts = count(-1)
    tallies = [count(p) if counts else {} for p in range(n)]
    return counts, tallies


def _conv(a: list[int], b: dict[int, int], limit: int) -> list[int]:
    out = [0] * (limit + 1)
    for i, x in enumerate(a):
        if x:
            for k, y in b.items():
                if i + k <= limit:
                    out[i + k] += x * y
    return out


def solve_flat(cells: list[int], rows: int, cols: int, mines: int, cons=None):
    """Exact analysis of a flat cell list.

    Returns (num, total, frontier_or_interior) where num maps each hidden, unflagged flat index
    to its number of mine arrangements (out of `total`). Raises BoardError if total is 0.
    """
    if cons is None:
        cons = build_constraints(cells, rows, cols)
    flags = 0
    hidden = []
    for i, v in enumerate(cells):
        if v == HIDDEN:
            hidden.append(i)
        elif v == FLAG:
            flags += 1
    left = mines - flags
    if left < 0:
        raise BoardError(f"{flags} flags but only {mines} mines")
    comps = _components(cons)
    frontier = set()
    for order, _ in comps:
        frontier.update(order)
    interior = [i for i in hidden if i not in frontier]
    n_int = len(interior)
    results = []
    for order, gcons in comps:
        key = (tuple((need, tuple(vs)) for need, vs in gcons), left)
        hit = _CACHE.get(key)
        if hit is None:
            if len(_CACHE) >= _CACHE_SIZE:
                _CACHE.clear()
            hit = _CACHE[key] = _enumerate(order, gcons, left)
        counts, tallies = hit
        if not counts:
            raise BoardError("no arrangement of mines fits the numbers")
        results.append((order, counts, tallies))
    weight = [comb(n_int, left - k) if 0 <= left - k <= n_int else 0 for k in range(left + 1)]
    # prefix/suffix convolutions so each component sees the others' distribution
    m = len(results)
    prefix = [[1] + [0] * left]
    for _, counts, _ in results:
        prefix.append(_conv(prefix[-1], counts, left))
    suffix = [[1] + [0] * left]
    for _, counts, _ in reversed(results):
        suffix.append(_conv(suffix[-1], counts, left))
    suffix.reverse()  # suffix[c] = convolution of components c..m-1
    full = prefix[m]
    total = sum(x * w for x, w in zip(full, weight))
    if total == 0:
        raise BoardError(f"no arrangement of mines fits the numbers and the mine count ({mines})")
    num = {}
    for ci, (order, counts, tallies) in enumerate(results):
        others = _conv(prefix[ci], dict(enumerate(suffix[ci + 1])), left)
        nz = [(j, x) for j, x in enumerate(others) if x]
        g = {}
        for k in counts:
            g[k] = sum(x * weight[k + j] for j, x in nz if k + j <= left)
        for p, v in enumerate(order):
            num[v] = sum(cnt * g.get(k, 0) for k, cnt in tallies[p].items())
    if n_int:
        inum = sum(x * comb(n_int - 1, left - k - 1)
                   for k, x in enumerate(full) if x and 1 <= left - k <= n_int)
        for i in interior:
            num[i] = inum
    return num, total, frontier


def solve(board: Board) -> Analysis:
    """Exact mine probabilities of every hidden, unflagged tile; BoardError if none fits."""
    cells = board.cells.reshape(-1).tolist()
    num, total, _ = solve_flat(cells, board.rows, board.cols, board.mines)
    prob = np.full(board.rows * board.cols, np.nan)
    safe, mine = [], []
    for i in sorted(num):
        x = num[i]
        prob[i] = x / total
        if x == 0:
            safe.append(divmod(i, board.cols))
        elif x == total:
            mine.append(divmod(i, board.cols))
    return Analysis(prob.reshape(board.rows, board.cols), safe, mine)
