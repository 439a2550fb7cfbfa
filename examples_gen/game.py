"""The Minesweeper simulator: seeded mine placement, first-move rules, cascading reveals.

First-move rules (where the mines may lie relative to the first tile opened):

- ``any``:  mines are placed before the first click, which may hit one (as in MIO).
- ``safe``: the first tile opened never holds a mine.
- ``zero``: the first tile opened and its neighbours hold no mine (so it opens a zero);
  when there are too few free tiles for that, falls back to ``safe``.
"""

from __future__ import annotations

import numpy as np

from examples_gen.grid import (FLAG, HIDDEN, Board, check_board_size, neighbour_counts,
                               neighbour_table)
from ilp.errors import InputError

PRESETS = {"classic-beginner": (8, 8, 10), "beginner": (9, 9, 10),
           "intermediate": (16, 16, 40), "expert": (16, 30, 99)}
FIRST_MOVES = ("any", "safe", "zero")


def validate_size(rows: int, cols: int, mines: int, first_move: str = "any") -> None:
    """InputError for impossible boards."""
    if first_move not in FIRST_MOVES:
        raise InputError(f"unknown first-move rule {first_move!r} (expected one of {', '.join(FIRST_MOVES)})")
    if rows <= 0 or cols <= 0:
        raise InputError(f"board size {rows}x{cols}: rows and columns must be positive")
    check_board_size(rows, cols, f"board size {rows}x{cols}")
    if mines < 0:
        raise InputError(f"mine count {mines} is negative")
    if mines >= rows * cols:
        raise InputError(f"{mines} mines on a {rows}x{cols} board: there must be fewer mines than "
                         f"tiles ({rows * cols})")


def parse_size(text: str) -> tuple[int, int]:
    """'8x8' -> (8, 8), within the board limit (ilp.limits)."""
    parts = text.lower().split("x")
    if len(parts) != 2 or not all(p.isascii() and p.isdigit() for p in parts):
        raise InputError(f"bad board size {text!r} (expected ROWSxCOLS in the digits 0-9, "
                         "e.g. 8x8)")
    rows, cols = int(parts[0]), int(parts[1])
    check_board_size(rows, cols, f"board size {text}")
    return rows, cols


class Game:
    """One game. `board` is the player's view: it never shows unflagged mines."""

    def __init__(self, rows: int, cols: int, mines: int, rng: np.random.Generator,
                 first_move: str = "any"):
        validate_size(rows, cols, mines, first_move)
        self.rows, self.cols, self.mines = rows, cols, mines
        self.rng = rng
        self.first_move = first_move
        self.board = Board.hidden(rows, cols, mines)
        self._cells = self.board.cells.reshape(-1)  # a view: writes show in board.cells
        self._nb = neighbour_table(rows, cols)
        self.mine_mask: np.ndarray | None = None  # flat bool, set once mines are placed
        self._mine: list[bool] | None = None
        self._counts: list[int] | None = None
        self.to_reveal = rows * cols - mines
        self.won = False
        self.lost = False
        if first_move == "any":
            self._place(excluded=())

    @property
    def over(self) -> bool:
        return self.won or self.lost

    # mines ------------------------------------------------------------------------------
    def _place(self, excluded) -> None:
        n = self.rows * self.cols
        allowed = np.ones(n, dtype=bool)
        allowed[list(excluded)] = False
        choices = np.flatnonzero(allowed)
        picked = self.rng.choice(choices, size=self.mines, replace=False)
        mask = np.zeros(n, dtype=bool)
        mask[picked] = True
        self.mine_mask = mask
        self._mine = mask.tolist()
        # each tile's number: its neighbouring mines (vectorised: a 200x200 board has 40,000
        # tiles)
        self._counts = neighbour_counts(mask.reshape(self.rows, self.cols)).reshape(-1).tolist()

    def _place_for_first(self, i: int) -> None:
        if self.first_move == "zero":
            zone = (i,) + self._nb[i]
            if self.rows * self.cols - len(zone) >= self.mines:
                self._place(excluded=zone)
                return
        self._place(excluded=(i,))

    def mines_at(self) -> np.ndarray:
        """The true mine layout (rows, cols) bool; places mines if not done yet is an error."""
        if self.mine_mask is None:
            raise RuntimeError("mines are placed at the first open")
        return self.mine_mask.reshape(self.rows, self.cols)

    # moves ------------------------------------------------------------------------------
    def open(self, r: int, c: int) -> bool:
        """Open (r, c); False when it held a mine (the game is lost). Zeros cascade."""
        if self.over:
            raise RuntimeError("the game is over")
        if not (0 <= r < self.rows and 0 <= c < self.cols):
            raise ValueError(f"tile ({r}, {c}) is off the board")
        i = r * self.cols + c
        cells = self._cells
        if cells[i] != HIDDEN:
            return True  # revealed already, or flagged (opening a flag does nothing)
        if self._mine is None:
            self._place_for_first(i)
        if self._mine[i]:
            self.lost = True
            return False
        counts, nb, mine = self._counts, self._nb, self._mine
        stack = [i]
        cells[i] = counts[i]
        revealed = 1
        while stack:
            j = stack.pop()
            if counts[j] == 0:
                for k in nb[j]:
                    if cells[k] == HIDDEN and not mine[k]:
                        cells[k] = counts[k]
                        revealed += 1
                        if counts[k] == 0:
                            stack.append(k)
        self.to_reveal -= revealed
        if self.to_reveal == 0:
            self.won = True
        return True

    def flag(self, r: int, c: int) -> None:
        """Flag (r, c) as a mine (no effect on a revealed tile)."""
        if self.over:
            raise RuntimeError("the game is over")
        i = r * self.cols + c
        if self._cells[i] == HIDDEN:
            self._cells[i] = FLAG

    def unflag(self, r: int, c: int) -> None:
        """Take the flag off (r, c) (a person's game on the board page unflags)."""
        i = r * self.cols + c
        if self._cells[i] == FLAG:
            self._cells[i] = HIDDEN
