"""Counting the mine arrangements of one board's frontier, component by component (steps 1-3
of examples_gen/csp.py): the constraints of the numbers, the tiles a single constraint forces,
the independent components, and for each component its arrangements per number of mines and
per tile -- by a dynamic programme over explicit layers, no recursion.  A component past the
bounds ``MAX_STATES`` / ``MAX_WORK`` is refused with `TooComplexError`.  Results are cached on
the component's constraints and the mines left (most components do not change between moves).
"""

from __future__ import annotations


import numpy as np

from examples_gen.grid import FLAG, HIDDEN, BoardError, neighbour_table

MAX_STATES = 20_000        # states of one component's programme after one tile
MAX_WORK = 1_500_000       # polynomial terms over a component's forward pass (about 1-3 s)


class TooComplexError(BoardError):
    """The exact count would take too long; the message says which part of the board and why."""


# constraints ------------------------------------------------------------------------------------
def _neighbour_sums(mask: np.ndarray) -> np.ndarray:
    """For a (rows, cols) bool mask, how many of each tile's neighbours are set."""
    rows, cols = mask.shape
    p = np.zeros((rows + 2, cols + 2), dtype=np.int16)
    p[1:-1, 1:-1] = mask
    return (p[:-2, :-2] + p[:-2, 1:-1] + p[:-2, 2:] + p[1:-1, :-2] + p[1:-1, 2:]
            + p[2:, :-2] + p[2:, 1:-1] + p[2:, 2:])


def _needs(grid: np.ndarray):
    """(hidden mask, hidden neighbours, mines still needed, fault) of a (rows, cols) grid.

    ``fault`` is ((r, c), message) for the first number that cannot be met on its own (more
    flags around it than it says, or too few hidden tiles for the rest), else None.
    """
    hidden = grid == HIDDEN
    n_hidden = _neighbour_sums(hidden)
    need = grid.astype(np.int16) - _neighbour_sums(grid == FLAG)
    bad = (grid >= 0) & ((need < 0) | (need > n_hidden))
    fault = None
    if bad.any():
        r, c = map(int, np.argwhere(bad)[0])
        fault = ((r, c), f"the {int(grid[r, c])} at [{r}, {c}] cannot be satisfied "
                         f"({int(need[r, c])} more mines needed among {int(n_hidden[r, c])} "
                         "hidden neighbours)")
    return hidden, n_hidden, need, fault


def build_constraints(cells, rows: int, cols: int):
    """Constraints of a board: [(need, hidden_neighbour_indices)], or raise BoardError.

    `cells` is a flat list or an array of cell codes. Numbers with no hidden neighbour give no
    constraint (after checking that their flagged neighbours match them exactly).
    """
    grid = np.asarray(cells, dtype=np.int8).reshape(rows, cols)
    hidden, n_hidden, need, fault = _needs(grid)
    if fault is not None:
        raise BoardError(fault[1])
    nb = neighbour_table(rows, cols)
    flat_hidden = hidden.reshape(-1).tolist()
    flat_need = need.reshape(-1).tolist()
    cons = []
    for i in np.flatnonzero((grid >= 0) & (n_hidden > 0)).tolist():
        cons.append((flat_need[i], [j for j in nb[i] if flat_hidden[j]]))
    return cons


def local_contradiction(board):
    """((r, c), reason) for the first number that cannot be met on its own, else None."""
    return _needs(board.cells)[3]


def _propagate(cons):
    """Fix the tiles that single constraints force, until none does (unit propagation).

    A constraint that needs no more mines makes its tiles safe; one that needs as many as it
    has tiles makes them all mines; each fixed tile leaves the other constraints on it (a mine
    lowering their need). Exact: such a tile is the same in every arrangement. On positions
    from real play this leaves small components of the undecided tiles: a 200x200 position
    whose frontier formed one 5,000-tile network around many hidden islands (too wide to
    count in one piece) falls apart into pieces of at most a few dozen tiles.

    Returns (the constraints on undecided tiles [(need, tiles)], {fixed tile: 0 safe, 1 mine});
    BoardError when a constraint can no longer be met.
    """
    need = [n for n, _ in cons]
    open_tiles = [set(vs) for _, vs in cons]
    cons_of: dict[int, list[int]] = {}
    for ci, (_, vs) in enumerate(cons):
        for v in vs:
            cons_of.setdefault(v, []).append(ci)
    fixed: dict[int, int] = {}
    todo = list(range(len(cons)))
    while todo:
        ci = todo.pop()
        tiles = open_tiles[ci]
        if not tiles or 0 < need[ci] < len(tiles):
            continue
        value = 1 if need[ci] else 0
        for t in list(tiles):
            fixed[t] = value
            for cj in cons_of[t]:
                open_tiles[cj].discard(t)
                need[cj] -= value
                if not 0 <= need[cj] <= len(open_tiles[cj]):
                    raise BoardError("no arrangement of mines fits the numbers")
                todo.append(cj)
    rest = [(need[ci], [v for v in vs if v not in fixed])
            for ci, (_, vs) in enumerate(cons) if open_tiles[ci]]
    return rest, fixed


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


# counting one component -------------------------------------------------------------------------
def _steps(order, gcons):
    """The programme's transitions, tile by tile, for one component in its tile order.

    The state before tile ``p`` is the tuple of mine counts of the constraints open then (some
    of their tiles before ``p``, some at or after it). For tile ``p``: ``tests`` holds
    (index in the state, least, most) for each constraint on the tile: its mines so far, this
    tile included, must leave enough room for its other tiles and not be too many; ``src`` gives
    the successor state as indices into the state extended with a 0 (for newly open
    constraints); ``on`` the successor's entries that count this tile.
    """
    n = len(order)
    pos = {v: p for p, v in enumerate(order)}
    cons_at = [[] for _ in range(n)]
    first = [n] * len(gcons)
    last = [-1] * len(gcons)
    for ci, (_, vs) in enumerate(gcons):
        for v in vs:
            p = pos[v]
            cons_at[p].append(ci)
            if p < first[ci]:
                first[ci] = p
            if p > last[ci]:
                last[ci] = p
    left_after = [len(vs) for _, vs in gcons]  # tiles of c after the current one
    steps = []
    open_now: list[int] = []
    for p in range(n):
        slot_of = {c: j for j, c in enumerate(open_now)}
        fresh = len(open_now)  # the index of the extra 0
        tests = []
        for c in cons_at[p]:
            left_after[c] -= 1
            need = gcons[c][0]
            tests.append((slot_of.get(c, fresh), need - left_after[c], need))
        nxt = [c for c in open_now if last[c] != p]
        nxt += [c for c in cons_at[p] if first[c] == p and last[c] > p]
        on_tile = set(cons_at[p])
        steps.append((tuple(tests), tuple(slot_of.get(c, fresh) for c in nxt),
                      tuple(q for q, c in enumerate(nxt) if c in on_tile)))
        open_now = nxt
    return steps


def _too_complex(n, why):
    return TooComplexError(f"too complex to solve exactly (component of {n} tiles, {why})")


def _forward(steps, max_mines: int):
    """(counts, layers): the component's {mines: arrangements}, and the programme's layers.

    ``layers[p]`` lists, for each state before tile p, (state, {mines so far: partial
    arrangements}, successor with the tile safe, successor with a mine), successors None when
    a constraint breaks. Refuses (TooComplexError) past MAX_STATES states in one layer or
    MAX_WORK terms in all.
    """
    layer = {(): {0: 1}}
    layers = []
    work = 0
    for tests, src, on in steps:
        nxt: dict[tuple, dict[int, int]] = {}
        here = []
        for state, poly in layer.items():
            ext = state + (0,)
            s0 = s1 = None
            if all(least <= ext[j] <= most for j, least, most in tests):
                s0 = tuple(map(ext.__getitem__, src))
                acc = nxt.get(s0)
                if acc is None:
                    nxt[s0] = dict(poly)
                else:
                    for a, x in poly.items():
                        acc[a] = acc.get(a, 0) + x
            if all(least <= ext[j] + 1 <= most for j, least, most in tests):
                s1 = list(map(ext.__getitem__, src))
                for q in on:
                    s1[q] += 1
                s1 = tuple(s1)
                acc = nxt.get(s1)
                if acc is None:
                    acc = nxt[s1] = {}
                for a, x in poly.items():
                    if a < max_mines:
                        acc[a + 1] = acc.get(a + 1, 0) + x
            here.append((state, poly, s0, s1))
            work += len(poly)
        layers.append(here)
        layer = {s: poly for s, poly in nxt.items() if poly}
        if len(layer) > MAX_STATES:
            raise _too_complex(len(steps), f"more than {MAX_STATES} partial patterns of mines to "
                                           "keep apart at one tile")
        if work > MAX_WORK:
            raise _too_complex(len(steps), f"more than {MAX_WORK} partial counts")
    return dict(sorted(layer.get((), {}).items())), layers


def _tallies(layers, max_mines: int):
    """Per tile, {k: arrangements of the component with k mines and a mine on the tile}.

    Backward over the layers: ``back`` maps each state after tile p to {mines from then on:
    count}; a mine on tile p joins the forward polynomial of a state with the backward one of
    its successor.
    """
    back = {(): {0: 1}}
    tallies = [None] * len(layers)
    for p in range(len(layers) - 1, -1, -1):
        here: dict[tuple, dict[int, int]] = {}
        tally: dict[int, int] = {}
        for state, fpoly, safe_next, mine_next in layers[p]:
            acc: dict[int, int] = {}
            bpoly = back.get(safe_next) if safe_next is not None else None
            if bpoly:
                for b, y in bpoly.items():
                    acc[b] = acc.get(b, 0) + y
            bpoly = back.get(mine_next) if mine_next is not None else None
            if bpoly:
                for b, y in bpoly.items():
                    if b < max_mines:
                        acc[b + 1] = acc.get(b + 1, 0) + y
                for a, x in fpoly.items():
                    for b, y in bpoly.items():
                        k = a + b + 1
                        if k <= max_mines:
                            tally[k] = tally.get(k, 0) + x * y
            if acc:
                here[state] = acc
        back = here
        tallies[p] = tally
    return tallies


class _Component:
    """One component's counts (always) and tallies (computed when first asked for)."""

    __slots__ = ("order", "counts", "_layers", "_max", "_tallies")

    def __init__(self, order, gcons, max_mines):
        self.order = order
        self._max = max_mines
        self.counts, self._layers = _forward(_steps(order, gcons), max_mines)
        self._tallies = None

    @property
    def tallies(self):
        if self._tallies is None:
            self._tallies = _tallies(self._layers, self._max) if self.counts else []
            self._layers = None  # only needed for the tallies
        return self._tallies


# Component results are cached on (constraints, mines left): during a game most components do
# not change between two moves. Entries are read-only.
_CACHE: dict = {}
_CACHE_SIZE = 4096


def _component(order, gcons, left) -> _Component:
    # a component of n tiles cannot hold more than n mines: capping the key at n lets positions
    # that differ only in a large mine count share the entry
    cap = min(left, len(order))
    key = (tuple((need, tuple(vs)) for need, vs in gcons), cap)
    hit = _CACHE.get(key)
    if hit is None:
        if len(_CACHE) >= _CACHE_SIZE:
            _CACHE.clear()
        hit = _CACHE[key] = _Component(order, gcons, cap)
    return hit


def clear_cache() -> None:
    """Forget the cached components (benchmarks time the counting itself)."""
    _CACHE.clear()
