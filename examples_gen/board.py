"""Minesweeper board states and their text format (contracts §1).

A board file holds one or more boards separated by blank lines::

    # comment
    mines 10
    ..1F2...
    ..1122..

``.`` hidden, ``F`` flagged (a marked mine), ``0``-``8`` a revealed number. ``mines N`` is the
total number of mines (flagged ones included) and is the first non-comment line of each board.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import numpy as np

from ilp.errors import InputError

HIDDEN = -1
FLAG = -2

_CHAR_OF = {HIDDEN: ".", FLAG: "F", **{n: str(n) for n in range(9)}}
_CODE_OF = {".": HIDDEN, "F": FLAG, **{str(n): n for n in range(9)}}


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

    def neighbours(self, r: int, c: int) -> list[tuple[int, int]]:
        """The up-to-eight neighbours of (r, c), in row-major order."""
        return [divmod(i, self.cols) for i in neighbour_table(self.rows, self.cols)[r * self.cols + c]]

    def __str__(self) -> str:
        return format_board(self)


@lru_cache(maxsize=64)
def neighbour_table(rows: int, cols: int) -> tuple[tuple[int, ...], ...]:
    """For each flat index r*cols+c, the flat indices of its neighbours (row-major order)."""
    table = []
    for r in range(rows):
        for c in range(cols):
            table.append(tuple((rr * cols + cc)
                               for rr in range(max(0, r - 1), min(rows, r + 2))
                               for cc in range(max(0, c - 1), min(cols, c + 2))
                               if (rr, cc) != (r, c)))
    return tuple(table)


def format_board(board: Board) -> str:
    """The board in the text format of contracts §1 (ends with a newline)."""
    lines = [f"mines {board.mines}"]
    for row in board.cells.tolist():
        lines.append("".join(_CHAR_OF[int(v)] for v in row))
    return "\n".join(lines) + "\n"


def write_boards(path, boards) -> None:
    Path(path).write_text("\n".join(format_board(b) for b in boards), encoding="utf-8")


def _parse_with_lines(text: str, source: str) -> list[tuple[Board, int, list[int]]]:
    """Boards with the line number of their `mines` line and of each row (1-based)."""
    blocks: list[list[tuple[int, str]]] = []
    current: list[tuple[int, str]] = []
    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if line.startswith("#"):
            continue
        if not line:
            if current:
                blocks.append(current)
                current = []
            continue
        current.append((lineno, line))
    if current:
        blocks.append(current)
    if not blocks:
        raise BoardError(f"{source}: no board found (expected a 'mines N' line followed by rows)")

    result = []
    for index, block in enumerate(blocks, start=1):
        where = f"{source}: board {index}"
        lineno, first = block[0]
        parts = first.split()
        if len(parts) != 2 or parts[0] != "mines":
            raise BoardError(f"{where}, line {lineno}: expected 'mines N', got {first!r}")
        try:
            mines = int(parts[1])
        except ValueError:
            raise BoardError(f"{where}, line {lineno}: mine count {parts[1]!r} is not an integer") from None
        if mines < 0:
            raise BoardError(f"{where}, line {lineno}: mine count {mines} is negative")
        rows_text = block[1:]
        if not rows_text:
            raise BoardError(f"{where}, line {lineno}: no rows after 'mines {mines}'")
        width = len(rows_text[0][1])
        cells = []
        for rl, row in rows_text:
            if len(row) != width:
                raise BoardError(f"{where}, line {rl}: row has {len(row)} cells, expected {width} "
                                 "(all rows must have the same length)")
            codes = []
            for col, ch in enumerate(row):
                code = _CODE_OF.get(ch)
                if code is None:
                    raise BoardError(f"{where}, line {rl}, column {col + 1}: bad cell {ch!r} "
                                     "(expected '.', 'F' or a digit 0-8)")
                codes.append(code)
            cells.append(codes)
        nrows = len(cells)
        if mines > nrows * width:
            raise BoardError(f"{where}, line {lineno}: {mines} mines do not fit on a "
                             f"{nrows}x{width} board")
        board = Board(nrows, width, mines, np.array(cells, dtype=np.int8))
        result.append((board, lineno, [rl for rl, _ in rows_text]))
    return result


def parse_boards(text: str, source: str = "<string>") -> list[Board]:
    """Parse one or more boards (format only; see `parse_checked_boards` for consistency)."""
    return [b for b, _, _ in _parse_with_lines(text, source)]


def _consistency_error(board: Board, mines_line, row_lines) -> str | None:
    """None when some arrangement of mines fits the board, else a message naming a line."""
    from examples_gen.csp import local_contradiction, solve  # csp imports this module

    bad = local_contradiction(board)
    if bad is not None:
        (r, c), why = bad
        return f"{row_lines[r]}, column {c + 1}: {why}"  # 1-based column
    try:
        solve(board)
    except BoardError as err:
        return f"line {mines_line}: {err}" if mines_line else str(err)
    return None


def parse_checked_boards(text: str, source: str = "<string>") -> list[Board]:
    """Parse boards and refuse any that no arrangement of mines fits (BoardError)."""
    boards = []
    for index, (board, mines_line, row_lines) in enumerate(_parse_with_lines(text, source), start=1):
        msg = _consistency_error(board, mines_line, [f"line {n}" for n in row_lines])
        if msg is not None:
            raise BoardError(f"{source}: board {index}, {msg}")
        boards.append(board)
    return boards


def _read_text(path) -> str:
    try:
        return Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as err:
        raise BoardError(f"cannot read board file {path}: {err}") from None


def read_boards(path) -> list[Board]:
    return parse_boards(_read_text(path), str(path))


def read_checked_boards(path) -> list[Board]:
    """Read a board file, refusing malformed and inconsistent boards."""
    return parse_checked_boards(_read_text(path), str(path))


def check_consistent(board: Board, name: str = "board") -> None:
    """Raise BoardError when no arrangement of mines fits `board`."""
    msg = _consistency_error(board, None, [f"row {r}" for r in range(board.rows)])
    if msg is not None:
        raise BoardError(f"{name}: {msg}")
