"""Board files: the text format of contracts §1, read whole or one board at a time.

A board file holds one or more boards separated by blank lines::

    # comment
    mines 10
    ..1F2...
    ..1122..

``.`` hidden, ``F`` flagged (a marked mine), ``0``-``8`` a revealed number. ``mines N`` is the
total number of mines (flagged ones included) and is the first non-comment line of each board.
A UTF-8 byte-order mark at the start of a file (as some Windows editors write) is ignored.
Every reader holds a board to the limits of examples_gen.grid (docs/limits.md): at most
``BOARD_CELLS`` cells, refused before the board is held whole, and lines of at most
``BOARD_LINE`` characters.

Readers check a board at one of three levels: ``"format"`` (the text), ``"numbers"`` (and each
number can be met on its own: no more flags around it than it says, enough hidden tiles for
the rest; cheap) and ``"all"`` (and some arrangement of mines fits the numbers and the mine
count together, which takes counting with the exact solver, `examples_gen.csp`). Refusals are
`BoardError` naming the file, the board (1-based) and the line. The streaming readers
(`iter_boards`, `iter_solved_boards`) hold one board at a time, for files of any size.

The board itself (`Board`, cell codes, `BoardError`, `neighbour_table`, `format_board`) lives in
`examples_gen.grid`, below both this module and the solver, and is re-exported here.
"""

from __future__ import annotations

from pathlib import Path
from typing import Callable, Iterable, Iterator

import numpy as np

from examples_gen.csp import TooComplexError, consistency_error
from examples_gen.grid import (BOARD_CELLS, BOARD_LINE, CODE_OF, FLAG, HIDDEN, Board,
                               BoardError, check_board_size, format_board, neighbour_table)
from ilp.errors import InputError

__all__ = ["FLAG", "HIDDEN", "Board", "BoardError", "TooComplexError", "neighbour_table",
           "format_board", "write_boards", "parse_boards", "read_boards", "iter_boards",
           "iter_solved_boards", "parse_checked_boards", "read_checked_boards",
           "check_consistent"]

BOM = "\ufeff"

_BAD = 127  # not a cell code
_CODES = np.full(256, _BAD, dtype=np.int8)  # cell code of each ASCII byte
for _ch, _code in CODE_OF.items():
    _CODES[ord(_ch)] = _code


def write_boards(path, boards) -> None:
    Path(path).write_text("\n".join(format_board(b) for b in boards), encoding="utf-8")


def _blocks(lines: Iterable[str], source: str = "<string>") -> Iterator[list[tuple[int, str]]]:
    """The non-comment lines of each board, with their 1-based line numbers, one board at a
    time; a board over the cell limit (BOARD_CELLS) is refused as soon as its rows
    say so, before it is held whole."""
    current: list[tuple[int, str]] = []
    cells = 0
    for lineno, raw in enumerate(lines, start=1):
        line = raw.strip()
        if lineno == 1:
            line = line.lstrip(BOM).strip()
        if line.startswith("#"):
            continue
        if not line:
            if current:
                yield current
                current, cells = [], 0
            continue
        current.append((lineno, line))
        cells += len(line) if len(current) > 1 else 0
        if cells > BOARD_CELLS:
            raise BoardError(f"{source}, line {lineno}: the board has more than "
                             f"{BOARD_CELLS:,} cells, the limit (docs/limits.md)")
    if current:
        yield current


def _board_of(block: list[tuple[int, str]], where: str) -> tuple[Board, int, list[int]]:
    """The board of one block, with the line number of its `mines` line and of each row."""
    lineno, first = block[0]
    parts = first.split()
    if len(parts) != 2 or parts[0] != "mines":
        raise BoardError(f"{where}, line {lineno}: expected 'mines N', got {first!r}")
    if not parts[1].isascii() or not parts[1].isdigit():   # no sign, "_" or other digits
        what = "is negative" if parts[1].startswith("-") and parts[1][1:].isdigit() \
            else "is not an integer written in the digits 0-9"
        raise BoardError(f"{where}, line {lineno}: mine count {parts[1]!r} {what}")
    mines = int(parts[1])
    rows_text = block[1:]
    if not rows_text:
        raise BoardError(f"{where}, line {lineno}: no rows after 'mines {mines}'")
    width = len(rows_text[0][1])
    for rl, row in rows_text:
        if len(row) != width:
            raise BoardError(f"{where}, line {rl}: row has {len(row)} cells, expected {width} "
                             "(all rows must have the same length)")
    nrows = len(rows_text)
    try:
        check_board_size(nrows, width, f"{where}, line {lineno}")
    except InputError as err:
        raise BoardError(str(err)) from None
    text = "".join(row for _, row in rows_text)
    # all cells at once through a byte table (a file may hold 100,000 boards); a bad cell is
    # then looked for row by row, to name it
    codes = _CODES[np.frombuffer(text.encode("utf-8"), dtype=np.uint8)] if text.isascii() else None
    if codes is None or (codes == _BAD).any():
        for rl, row in rows_text:
            for col, ch in enumerate(row):
                if ch not in CODE_OF:
                    raise BoardError(f"{where}, line {rl}, column {col + 1}: bad cell {ch!r} "
                                     "(expected '.', 'F' or a digit 0-8)")
    if mines > nrows * width:
        raise BoardError(f"{where}, line {lineno}: {mines} mines do not fit on a "
                         f"{nrows}x{width} board")
    board = Board(nrows, width, mines, codes.reshape(nrows, width))
    return board, lineno, [rl for rl, _ in rows_text]


CHECKS = ("format", "numbers", "all")


def _refusal(where, board, mines_line, row_lines, check, err=None):
    """The BoardError for a board that fails `check` (None if it passes); `err`, when given, is
    what the solver raised on it, to be located (a solver's message has no line numbers)."""
    if isinstance(err, TooComplexError):
        return TooComplexError(f"{where}: {err}")
    try:
        msg = consistency_error(board, mines_line, [f"line {n}" for n in row_lines],
                                counting=check == "all")
    except TooComplexError as too:
        return TooComplexError(f"{where}: {too}")
    if msg is None and err is not None:  # the check agrees with the solver, so not expected
        msg = f"line {mines_line}: {err}"
    return None if msg is None else BoardError(f"{where}, {msg}")


def _boards_with_lines(lines: Iterable[str], source: str, check: str = "format"):
    """Yield (index, board, mines line, row lines) one board at a time; BoardError at the first
    board that fails `check`: "format" (the text), "numbers" (and each number on its own),
    "all" (and some arrangement of mines fits, by counting)."""
    if check not in CHECKS:
        raise ValueError(f"check must be one of {CHECKS}, not {check!r}")
    index = 0
    for index, block in enumerate(_blocks(lines, source), start=1):
        where = f"{source}: board {index}"
        board, mines_line, row_lines = _board_of(block, where)
        if check != "format":
            refusal = _refusal(where, board, mines_line, row_lines, check)
            if refusal is not None:
                raise refusal
        yield index, board, mines_line, row_lines
    if index == 0:
        raise BoardError(f"{source}: no board found (expected a 'mines N' line followed by rows)")


def _file_lines(path) -> Iterator[str]:
    """The lines of a board file, read as they are needed (utf-8-sig drops a byte-order mark),
    each at most BOARD_LINE characters (a file without line breaks, /dev/zero, is refused
    after that many, not held whole)."""
    try:
        with open(path, encoding="utf-8-sig") as f:
            for lineno, line in enumerate(iter(lambda: f.readline(BOARD_LINE + 1), ""), 1):
                if len(line) > BOARD_LINE:
                    raise BoardError(f"{path}, line {lineno}: longer than {BOARD_LINE:,} "
                                     "characters, more than a board's row may be "
                                     "(docs/limits.md)")
                yield line
    except (OSError, UnicodeDecodeError, ValueError) as err:
        raise BoardError(f"cannot read board file {path}: {err}") from None


def parse_boards(text: str, source: str = "<string>") -> list[Board]:
    """Parse one or more boards (format only; see `parse_checked_boards` for consistency)."""
    return [b for _, b, _, _ in _boards_with_lines(text.splitlines(), source)]


def parse_checked_boards(text: str, source: str = "<string>") -> list[Board]:
    """Parse boards and refuse any that no arrangement of mines fits (BoardError)."""
    return [b for _, b, _, _ in _boards_with_lines(text.splitlines(), source, "all")]


def iter_boards(path, check: str = "format") -> Iterator[Board]:
    """The boards of a file one at a time, reading it as it goes (one board in memory at once).

    A board that fails `check` ("format", "numbers": each number can be met on its own, "all":
    some arrangement of mines fits) raises BoardError when reached, after the boards before it.
    """
    for _, board, _, _ in _boards_with_lines(_file_lines(path), str(path), check):
        yield board


def iter_solved_boards(path, solve: Callable[[Board], object]) -> Iterator[tuple[Board, object]]:
    """(board, solve(board)) for the boards of a file, one at a time.

    `solve` is the check: a BoardError it raises on a board (none fits) is turned into a
    message naming the board and the line, as the checked readers give; so each board is
    counted once, not once to check it and again to solve it.
    """
    for index, board, mines_line, row_lines in _boards_with_lines(_file_lines(path), str(path)):
        try:
            result = solve(board)
        except BoardError as err:
            raise _refusal(f"{path}: board {index}", board, mines_line, row_lines, "all",
                           err) from None
        yield board, result


def read_boards(path) -> list[Board]:
    return list(iter_boards(path))


def read_checked_boards(path) -> list[Board]:
    """Read a board file, refusing malformed and inconsistent boards."""
    return list(iter_boards(path, "all"))


def check_consistent(board: Board, name: str = "board") -> None:
    """Raise BoardError when no arrangement of mines fits `board`."""
    msg = consistency_error(board)
    if msg is not None:
        raise BoardError(f"{name}: {msg}")
