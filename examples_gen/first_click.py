"""Where the lookahead player clicks first (``ilp play --first-click auto``).

The exact solver says nothing about the first click: every tile is as likely to hold a mine.
What wins differs (Sebag & Teytaud 2012, section 4.2): on 3x3 with 7 mines the centre always
shows 7 and wins 1/8 of the time, a side or a corner wins 1/4; on 5x5 with 15 mines under the
zero rule the centre wins every game.  So:

- On a board small enough, the first click is searched exactly (`examples_gen.endgame`): for
  each tile up to the board's symmetries, the arrangements the first-move rule allows, then
  best play from there.  The tiles with the fewest arrangements are searched first (under the
  zero rule, those whose zero clears the most) and the search stops at a sure win.
- Otherwise the tile that won most often in our measurements (benchmarks/bench_lookahead.py,
  ``--first-clicks``): a corner with a safe first click or when the first click may hit a mine;
  under the zero rule, the tile ``ZERO_OFFSET`` (row 2, column 3): its cleared block sits near
  the corner, where zeros are likelier, without touching the edges.  Measured on expert with
  the zero rule, 1,000 games each for the CSP player: [0, 0] 45.0%, [1, 1] 49.6%, [2, 2]
  52.5%, [2, 3] 53.5%, [3, 2] 53.6%, [3, 3] 53.1%, [4, 3] 51.2%, [4, 4] 49.8%, [5, 5] 51.9%,
  the centre 52.0%; 2,000 games each for the lookahead player: [2, 3] 55.3%, [2, 2] 54.9%,
  [3, 3] 54.4% (docs/lookahead.md).
"""

from __future__ import annotations

import itertools
import math
from functools import lru_cache

from examples_gen.endgame import ExactSearch, SearchAborted, SearchBudget
from examples_gen.grid import neighbour_table

MAX_FIRST_ARRANGEMENTS = 3000      # arrangements of one first click that we search exactly
ZERO_OFFSET = (2, 3)               # the zero rule's measured best first click on expert


def allowed_tiles(rows: int, cols: int, first: int, first_move: str) -> list[int]:
    """The tiles that may hold a mine once `first` is clicked under `first_move`."""
    n = rows * cols
    if first_move == "any":
        return list(range(n))
    banned = {first}
    if first_move == "zero":
        zone = {first, *neighbour_table(rows, cols)[first]}
        if n - len(zone) >= 0:
            banned = zone
    return [t for t in range(n) if t not in banned]


def _zero_applies(rows, cols, mines, first):
    zone = 1 + len(neighbour_table(rows, cols)[first])
    return rows * cols - zone >= mines


def symmetric_classes(rows: int, cols: int) -> list[int]:
    """One tile of each class of tiles that the board's symmetries map onto each other."""
    seen, reps = set(), []
    for r in range(rows):
        for c in range(cols):
            if (r, c) in seen:
                continue
            reps.append(r * cols + c)
            imgs = {(r, c), (rows - 1 - r, c), (r, cols - 1 - c), (rows - 1 - r, cols - 1 - c)}
            if rows == cols:
                imgs |= {(b, a) for a, b in imgs}
            seen |= imgs
    return reps


def first_click_values(rows: int, cols: int, mines: int, first_move: str,
                       max_states: int = 200_000) -> dict[int, float]:
    """{flat tile: chance of winning with best play after clicking it first}, exactly, for the
    first clicks (up to symmetry) with at most MAX_FIRST_ARRANGEMENTS arrangements; searched
    fewest arrangements first, stopping at a sure win.  SearchAborted past `max_states` states
    in all or when no tile is small enough."""
    nb = neighbour_table(rows, cols)
    around = [sum(1 << j for j in nb[t]) for t in range(rows * cols)]
    sizes = {}
    for t in symmetric_classes(rows, cols):
        rule = first_move if first_move != "zero" or _zero_applies(rows, cols, mines, t) else "safe"
        free = allowed_tiles(rows, cols, t, rule)
        if len(free) >= mines and math.comb(len(free), mines) <= MAX_FIRST_ARRANGEMENTS:
            sizes[t] = free
    if not sizes:
        raise SearchAborted("every first click has too many arrangements")
    budget = SearchBudget(max_states)
    values = {}
    for t, free in sorted(sizes.items(), key=lambda kv: (math.comb(len(kv[1]), mines), kv[0])):
        masks = [sum(1 << j for j in combo) for combo in itertools.combinations(free, mines)]
        search = ExactSearch(masks, around, budget)
        values[t] = search.move_value(search.all_rows(), t, 0.0)
        if values[t] >= 1.0:
            break
    return values


def measured_first_click(rows: int, cols: int, mines: int, first_move: str) -> tuple[int, int]:
    """The first click our measurements favour on a board too big to search (module docstring):
    a corner, or under the zero rule ZERO_OFFSET in from one when the board has room."""
    if first_move == "zero":
        r, c = ZERO_OFFSET
        if rows > 2 * r and cols > 2 * c and _zero_applies(rows, cols, mines, r * cols + c):
            return (r, c)
    return (0, 0)


@lru_cache(maxsize=64)
def best_first_click(rows: int, cols: int, mines: int, first_move: str) -> tuple[int, int]:
    """The lookahead player's first click: searched exactly when the board allows it, else
    measured (module docstring).  Ties go to the tile first in row-major order."""
    try:
        values = first_click_values(rows, cols, mines, first_move)
    except SearchAborted:
        return measured_first_click(rows, cols, mines, first_move)
    best = max(values.values())
    tile = min(t for t, v in values.items() if v >= best - 1e-12)
    return divmod(tile, cols)
