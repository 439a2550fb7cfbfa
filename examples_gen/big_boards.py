"""Big positions for the exact solver: the boards tests/test_csp.py checks and
benchmarks/bench_solve_large.py times (one definition, so the benchmark measures what the
tests check)."""

from __future__ import annotations

import numpy as np

from examples_gen.game import Game
from examples_gen.grid import HIDDEN, Board, neighbour_counts


def scattered_board(rows, cols, mines, openings, seed):
    """A position of real play: a game (first move a zero in the middle) opened at `openings`
    random zero tiles; (board, mine layout)."""
    rng = np.random.default_rng(seed)
    game = Game(rows, cols, mines, rng, "zero")
    game.open(rows // 2, cols // 2)
    layout = game.mines_at()
    zeros = np.argwhere((neighbour_counts(layout) == 0) & ~layout)
    for r, c in zeros[rng.permutation(len(zeros))[:openings]]:
        game.open(int(r), int(c))
    return game.board.copy(), layout


def snake_board(rows, cols):
    """Rows 1, 4, 7, ... revealed and joined at alternating ends, mines on every other hidden
    tile (a checkerboard): no number forces its tiles on its own, so the hidden tiles along the
    snake stay one component of most of the board; (board, mine layout)."""
    path = np.zeros((rows, cols), dtype=bool)
    path[1::3] = True
    for i, r in enumerate(range(1, rows - 3, 3)):
        path[r:r + 4, cols - 1 if i % 2 == 0 else 0] = True
    r, c = np.indices((rows, cols))
    layout = ((r + c) % 2 == 0) & ~path
    cells = np.where(path, neighbour_counts(layout), HIDDEN).astype(np.int8)
    return Board(rows, cols, int(layout.sum()), cells), layout
