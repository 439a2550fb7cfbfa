"""A Minesweeper board in memory: cell codes, `Board`, the neighbour table, `BoardError`.

This is the bottom layer of the board modules: the board files (`examples_gen.board`) and the
exact solver (`examples_gen.csp`) both build on it and it imports neither, so those two never
import each other (the board files need the solver to refuse inconsistent boards). Writing one
board as text (`format_board`) lives here so that `str(board)` needs nothing above this module.
`examples_gen.board` re-exports all of it; callers keep importing from there.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from ilp.errors import InputError

HIDDEN = -1
FLAG = -2

CHAR_OF = {HIDDEN: ".", FLAG: "F", **{n: str(n) for n in range(9)}}
CODE_OF = {ch: code for code, ch in CHAR_OF.items()}
# int8 cell codes as bytes (HIDDEN -1 is byte 255, FLAG -2 is 254) to their characters
_CHAR_BYTES = bytes.maketrans(bytes((code & 0xFF for code in CHAR_OF)),
                              "".join(CHAR_OF.values()).encode("ascii"))


BOARD_CELLS = 40_000               # cells of one board (200x200, as the solver's tests)
BOARD_LINE = BOARD_CELLS + 1000    # characters of one line of a board file


def check_board_size(rows: int, cols: int, where: str = "board") -> None:
    """InputError unless a rows x cols board has at least one cell and at most BOARD_CELLS
    (docs/limits.md): every board file and ``--size`` goes through it, before any work."""
    if rows < 1 or cols < 1:
        raise InputError(f"{where}: a board needs at least one row and one column, "
                         f"not {rows}x{cols}")
    if rows * cols > BOARD_CELLS:
        raise InputError(f"{where}: a {rows}x{cols} board has {rows * cols:,} cells, more than "
                         f"the limit of {BOARD_CELLS:,} (docs/limits.md)")


class BoardError(InputError):
    """A malformed or inconsistent board; the message names the board (1-based) and the line."""


@dataclass
class Board:
    rows: int
    cols: int
    mines: int  # total on the board, flagged ones included
    cells: np.ndarray  # int8 (rows, cols): HIDDEN, FLAG or 0..8

    def __eq__(self, other):
        if not isinstance(other, Board):
            return NotImplemented
        return (self.rows, self.cols, self.mines) == (other.rows, other.cols, other.mines) and bool(
            np.array_equal(self.cells, other.cells))

    @classmethod
    def hidden(cls, rows: int, cols: int, mines: int) -> "Board":
        """A fully hidden board."""
        return cls(rows, cols, mines, np.full((rows, cols), HIDDEN, dtype=np.int8))

    def copy(self) -> "Board":
        return Board(self.rows, self.cols, self.mines, self.cells.copy())

    # masks ------------------------------------------------------------------------------
    @property
    def hidden_mask(self) -> np.ndarray:
        """Hidden, unflagged tiles."""
        return self.cells == HIDDEN

    @property
    def flag_mask(self) -> np.ndarray:
        return self.cells == FLAG

    @property
    def revealed_mask(self) -> np.ndarray:
        return self.cells >= 0

    @property
    def flags(self) -> int:
        return int(np.count_nonzero(self.cells == FLAG))

    @property
    def mines_left(self) -> int:
        """Total mines minus flags."""
        return self.mines - self.flags

    @property
    def cell_text(self) -> str:
        """The cells in the characters of the board text format, row-major, in one string:
        how a board goes to Prolog (examples_gen.background)."""
        return np.asarray(self.cells, dtype=np.int8).tobytes().translate(_CHAR_BYTES).decode("ascii")

    def neighbours(self, r: int, c: int) -> list[tuple[int, int]]:
        """The up-to-eight neighbours of (r, c), in row-major order."""
        return [divmod(i, self.cols) for i in neighbour_table(self.rows, self.cols)[r * self.cols + c]]

    def __str__(self) -> str:
        return format_board(self)


def format_board(board: Board) -> str:
    """The board in the text format of contracts §1 (ends with a newline)."""
    lines = [f"mines {board.mines}"]
    for row in board.cells.tolist():
        lines.append("".join(CHAR_OF[int(v)] for v in row))
    return "\n".join(lines) + "\n"


_OFFSETS = [(dr, dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1) if (dr, dc) != (0, 0)]


def neighbour_counts(mask: np.ndarray) -> np.ndarray:
    """For each tile of the 2-D boolean `mask`'s grid, how many of its 8 neighbours are set
    (int16).  The eight shifted copies added in place: vectorised for big boards, and cheaper
    than np.pad and sum() on small ones."""
    rows, cols = mask.shape
    padded = np.zeros((rows + 2, cols + 2), dtype=np.int16)
    padded[1:-1, 1:-1] = mask
    total = np.zeros((rows, cols), dtype=np.int16)
    for dr, dc in _OFFSETS:
        total += padded[1 + dr:1 + dr + rows, 1 + dc:1 + dc + cols]
    return total


@lru_cache(maxsize=64)
def neighbour_table(rows: int, cols: int) -> tuple[tuple[int, ...], ...]:
    """For each flat index r*cols+c, the flat indices of its neighbours (row-major order)."""
    # one array per direction in row-major order (vectorised: a 200x200 table is 40,000 rows)
    r, c = np.divmod(np.arange(rows * cols), cols)
    columns = []
    for dr in (-1, 0, 1):
        for dc in (-1, 0, 1):
            if (dr, dc) != (0, 0):
                ok = (r + dr >= 0) & (r + dr < rows) & (c + dc >= 0) & (c + dc < cols)
                columns.append(np.where(ok, (r + dr) * cols + c + dc, -1))
    table = np.stack(columns, axis=1).tolist()
    return tuple(tuple(j for j in row if j >= 0) for row in table)
