"""Exact play when few arrangements of the mines remain: expectimax over the arrangements.

When the exact solver (`examples_gen.csp`) counts only a few hundred arrangements of the mines
that fit a position, the whole rest of the game can be searched: the *belief state* is the set
``S`` of those arrangements, all equally likely (the Sebag & Teytaud view of the CSP as an exact
belief-state estimator, which turns the game into an MDP); opening a tile either hits a mine
(the arrangements that have one there) or shows a number, which keeps the arrangements that
give that number.  The chance of winning with best play is

    W(S) = 1                                              when |S| = 1 (everything is known)
    W(S) = max over tiles t of  sum over numbers v of  |S(t, v)| / |S| * W(S(t, v))

where ``S(t, v)`` are the arrangements with no mine on ``t`` and ``v`` mines around it.  Three
facts keep the search small:

- a tile that is safe in every arrangement and shows different numbers in some is opened at
  once (information that costs no risk never lowers the chance of winning), so such a node is
  a chance node, not a choice among all tiles;
- tiles whose outcomes are the same function of the arrangement (the same mine and number in
  every arrangement of ``S``) are one move; a tile safe everywhere that always shows the same
  number tells nothing and is not a move;
- a move cannot win more often than it survives, and a move whose outcomes already searched
  plus the best case of the rest (a sure win) cannot beat the best move found is left.

States are memoised on the tuple of their arrangements.  `SearchBudget` counts the states
searched; past its limit the search stops with `SearchAborted` (the caller then guesses with a
heuristic), so a search never runs away.

Arrangements are Python ints, one bit per hidden, unflagged tile (`Arrangements.tiles` gives the
flat index of each bit); `enumerate_arrangements` lists them by backtracking over the position's
constraints (numbers and the mine count), stopping with `SearchAborted` past a bound.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from examples_gen.components import build_constraints
from examples_gen.grid import FLAG, HIDDEN, neighbour_table


class SearchAborted(Exception):
    """The exact search or enumeration went past its budget."""


@dataclass
class SearchBudget:
    """How many states the search may expand (and how many were)."""

    max_states: int
    states: int = 0

    def spend(self) -> None:
        self.states += 1
        if self.states > self.max_states:
            raise SearchAborted(f"more than {self.max_states} states")


@dataclass
class Arrangements:
    """The arrangements of one position: ``tiles[b]`` is the flat index of bit ``b``."""

    tiles: list[int]
    masks: list[int]                 # one int per arrangement, bit b set = a mine on tiles[b]
    around: list[int] = field(default_factory=list)   # bit b's hidden neighbours, as a mask


def enumerate_arrangements(cells, rows: int, cols: int, mines: int,
                           limit: int) -> Arrangements:
    """Every arrangement of the mines left that fits the numbers, over the hidden tiles.

    Depth-first over the hidden tiles (the constrained ones first, in the order their
    constraints reach them), checking after each tile that every constraint can still be met and
    that the mines left fit the tiles left.  SearchAborted past `limit` arrangements or
    ``50 * limit`` steps.
    """
    hidden = [i for i, v in enumerate(cells) if v == HIDDEN]
    left = mines - sum(1 for v in cells if v == FLAG)
    cons = build_constraints(cells, rows, cols)
    order = _tile_order(hidden, cons)
    bit = {t: b for b, t in enumerate(order)}
    n = len(order)
    need = [k for k, _ in cons]
    room = [len(vs) for _, vs in cons]          # undecided tiles of each constraint
    cons_of = [[] for _ in range(n)]
    for ci, (_, vs) in enumerate(cons):
        for v in vs:
            cons_of[bit[v]].append(ci)
    masks: list[int] = []
    steps = [0]

    def place(b: int, mask: int, placed: int) -> None:
        steps[0] += 1
        if steps[0] > 50 * limit:
            raise SearchAborted(f"more than {50 * limit} enumeration steps")
        if placed > left or left - placed > n - b:
            return
        if b == n:
            masks.append(mask)
            if len(masks) > limit:
                raise SearchAborted(f"more than {limit} arrangements")
            return
        for mine in (0, 1):
            ok = True
            for ci in cons_of[b]:
                room[ci] -= 1
                need[ci] -= mine
                ok = ok and 0 <= need[ci] <= room[ci]
            if ok:
                place(b + 1, mask | (mine << b), placed + mine)
            for ci in cons_of[b]:
                room[ci] += 1
                need[ci] += mine

    place(0, 0, 0)
    nb = neighbour_table(rows, cols)
    around = [sum(1 << bit[j] for j in nb[t] if j in bit) for t in order]
    return Arrangements(order, masks, around)


def _tile_order(hidden, cons):
    """The constrained tiles in the order the constraints list them, then the others."""
    order, seen = [], set()
    for _, vs in cons:
        for v in vs:
            if v not in seen:
                seen.add(v)
                order.append(v)
    order += [t for t in hidden if t not in seen]
    return order


class ExactSearch:
    """W(S) over one position's arrangements (module docstring), within a budget.

    ``outcome[a][b]`` is what opening bit b shows under arrangement a: -1 for a mine, else the
    number of mines among its hidden neighbours (the flags around it add the same to every
    arrangement, so they are left out).  A state is the sorted tuple of its arrangements'
    indices.  Plain Python on small tuples: most states hold a handful of arrangements, where
    numpy's per-call cost was measured to make the search ten times slower.
    """

    def __init__(self, masks: list[int], around: list[int], budget: SearchBudget):
        self.outcome = [[-1 if (a >> b) & 1 else (a & nb).bit_count()
                         for b, nb in enumerate(around)] for a in masks]
        self.n_bits = len(around)
        self.budget = budget
        self.memo: dict[tuple[int, ...], float] = {}

    def all_rows(self) -> tuple[int, ...]:
        return tuple(range(len(self.outcome)))

    def parts(self, rows, b: int) -> list[tuple[int, ...]]:
        """The arrangements left by each number bit b may show, biggest first."""
        groups: dict[int, list[int]] = {}
        out = self.outcome
        for a in rows:
            v = out[a][b]
            if v >= 0:
                groups.setdefault(v, []).append(a)
        return sorted((tuple(g) for g in groups.values()), key=len, reverse=True)

    def moves(self, rows):
        """(sure, risky): a safe informative bit or None; the distinct risky bits as (safe
        arrangements, bit), safest first."""
        n = len(rows)
        columns = list(zip(*(self.outcome[a] for a in rows)))    # columns[b][i]
        seen, risky = set(), []
        for b, col in enumerate(columns):
            mines = col.count(-1)
            if mines == n:
                continue
            if mines == 0:
                if min(col) != max(col):
                    return b, []
                continue                     # safe and tells nothing
            if col in seen:
                continue
            seen.add(col)
            risky.append((n - mines, b))
        risky.sort(key=lambda m: (-m[0], m[1]))
        return None, risky

    def value(self, rows) -> float:
        """W(S): the chance of winning from S with best play."""
        n = len(rows)
        if n <= 1:
            return 1.0
        hit = self.memo.get(rows)
        if hit is not None:
            return hit
        self.budget.spend()
        sure, risky = self.moves(rows)
        if sure is not None:
            best = sum(len(p) * self.value(p) for p in self.parts(rows, sure)) / n
        else:
            best = 0.0
            for safe, b in risky:
                if safe / n <= best:
                    break                    # safest first: no later move can do better
                best = max(best, self.move_value(rows, b, best))
        self.memo[rows] = best
        return best

    def move_value(self, rows, b: int, floor: float) -> float:
        """The value of opening bit b in S; `floor` once it cannot beat floor."""
        n = len(rows)
        parts = self.parts(rows, b)
        pending = sum(len(p) for p in parts)
        got = 0.0
        for p in parts:
            pending -= len(p)
            got += len(p) * self.value(p)
            if (got + pending) / n <= floor:
                return floor                 # even sure wins on the rest would not beat it
        return got / n

    def root(self) -> dict[int, float]:
        """{bit: W after opening it} for the moves worth comparing in the whole position (every
        distinct risky move that could beat the best, or the one safe informative move)."""
        rows = self.all_rows()
        n = len(rows)
        sure, risky = self.moves(rows)
        if sure is not None:
            return {sure: self.move_value(rows, sure, 0.0)}
        values: dict[int, float] = {}
        best = 0.0
        for safe, b in risky:
            if safe / n <= best:
                break
            v = self.move_value(rows, b, best)
            if v > best:
                values[b] = best = v
        return values
