"""Board text format (contracts §1): parsing, formatting, errors naming board and line."""

import subprocess
import sys

import numpy as np
import pytest

from examples_gen.board import (FLAG, HIDDEN, Board, BoardError, TooComplexError, format_board,
                                iter_boards, iter_solved_boards, parse_boards,
                                parse_checked_boards, read_boards, read_checked_boards,
                                write_boards)
from ilp.errors import InputError

TWO = """# two boards
mines 6
..1F2...
..1122..
........

# the second one
mines 1
.1.
F1.
"""


def test_parse_two_boards():
    a, b = parse_boards(TWO)
    assert (a.rows, a.cols, a.mines) == (3, 8, 6)
    assert a.cells[0].tolist() == [HIDDEN, HIDDEN, 1, FLAG, 2, HIDDEN, HIDDEN, HIDDEN]
    assert a.cells.dtype == np.int8
    assert (b.rows, b.cols, b.mines) == (2, 3, 1)
    assert b.cells.tolist() == [[HIDDEN, 1, HIDDEN], [FLAG, 1, HIDDEN]]
    assert a.flags == 1 and a.mines_left == 5


def test_format_round_trip(tmp_path):
    boards = parse_boards(TWO)
    text = "\n".join(format_board(b) for b in boards)
    assert parse_boards(text) == boards
    assert format_board(boards[1]) == "mines 1\n.1.\nF1.\n"
    path = tmp_path / "b.txt"
    write_boards(path, boards)
    assert read_boards(path) == boards


def test_round_trip_random_boards():
    rng = np.random.default_rng(3)
    for _ in range(50):
        rows, cols = rng.integers(1, 9, size=2)
        cells = rng.choice([HIDDEN, FLAG] + list(range(9)), size=(rows, cols)).astype(np.int8)
        b = Board(int(rows), int(cols), int(rng.integers(0, rows * cols + 1)), cells)
        assert parse_boards(format_board(b)) == [b]


@pytest.mark.parametrize("text, board, line, words", [
    ("", 1, None, "no board"),
    ("# only a comment\n", 1, None, "no board"),
    ("..1\n...\n", 1, 1, "mines N"),
    ("mines x\n...\n", 1, 1, "not an integer"),
    ("mines -1\n...\n", 1, 1, "negative"),
    ("mines 2\n", 1, 1, "no rows"),
    ("mines 1\n...\n..\n", 1, 3, "same length"),
    ("mines 1\n...\n.9.\n", 1, 3, "bad cell"),
    ("mines 1\n...\n.x.\n", 1, 3, "bad cell"),
    ("mines 10\n...\n...\n", 1, 1, "do not fit"),
    ("mines 1\n...\n\n# c\nmines 1\n..\n.?\n", 2, 7, "bad cell"),
    ("mines 1\n...\n\nmines 1 2\n..\n", 2, 4, "mines N"),
])
def test_malformed_boards_name_board_and_line(text, board, line, words):
    with pytest.raises(BoardError) as info:
        parse_boards(text, "f.txt")
    msg = str(info.value)
    assert isinstance(info.value, InputError)
    assert words in msg
    assert "f.txt" in msg
    if line is not None:
        assert f"board {board}" in msg and f"line {line}" in msg


@pytest.mark.parametrize("text, board, line", [
    # a contradiction of one number names that number's line; one that needs the whole board
    # (several numbers, or the mine count) names the board's `mines` line
    ("mines 1\n...\n.3.\n...\n", 1, 1),           # a 3 cannot be met with 1 mine
    ("mines 1\n000\n0..\n", 1, 1),                # the zeros leave no room for the mine
    ("mines 0\n...\n\nmines 2\n...\n020\n000\n", 2, 4),  # zeros forbid the 2's tiles
    ("mines 1\n00\n01\n", 1, 3),                  # a 1 with no hidden neighbour
    ("mines 3\n.F.\n.0.\n", 1, 3),                # a 0 next to a flag
    ("mines 1\n.11.\n", 1, 1),                     # numbers fit only with 2 mines
])
def test_inconsistent_boards_are_refused(text, board, line):
    with pytest.raises(BoardError) as info:
        parse_checked_boards(text, "f.txt")
    msg = str(info.value)
    assert f"board {board}" in msg and f"line {line}" in msg


def test_consistent_boards_pass_the_check():
    assert parse_checked_boards(TWO) == parse_boards(TWO)


def test_neighbours_and_masks():
    b = parse_boards("mines 2\n.F\n1.\n")[0]
    assert b.neighbours(0, 0) == [(0, 1), (1, 0), (1, 1)]
    assert len(b.neighbours(0, 0)) == 3
    assert b.hidden_mask.tolist() == [[True, False], [False, True]]
    assert b.flag_mask.tolist() == [[False, True], [False, False]]
    assert b.revealed_mask.tolist() == [[False, False], [True, False]]


def test_byte_order_mark_is_ignored(tmp_path):
    assert parse_boards("\ufeff" + TWO) == parse_boards(TWO)
    path = tmp_path / "bom.txt"
    path.write_text(TWO, encoding="utf-8-sig")
    assert path.read_bytes()[:3] == b"\xef\xbb\xbf"
    assert read_boards(path) == parse_boards(TWO)
    assert read_checked_boards(path) == parse_boards(TWO)
    # only at the very start: elsewhere it is a bad cell, named as such
    with pytest.raises(BoardError, match="line 3, column 1: bad cell"):
        parse_boards("mines 1\n...\n\ufeff..\n", "f.txt")


def test_boards_are_read_one_at_a_time(tmp_path):
    """The first boards come out before the reader meets a fault further on."""
    path = tmp_path / "b.txt"
    path.write_text(TWO + "\nmines 1\n.?.\n")
    boards = iter_boards(path)
    assert next(boards) == parse_boards(TWO)[0]
    assert next(boards) == parse_boards(TWO)[1]
    with pytest.raises(BoardError, match="board 3, line 13, column 2: bad cell"):
        next(boards)


@pytest.mark.parametrize("check, refused", [("format", False), ("numbers", False), ("all", True)])
def test_checks_of_the_streaming_reader(tmp_path, check, refused):
    """"numbers" refuses a number that cannot be met on its own; only "all" (counting) finds
    numbers that fit only with more mines than the board has."""
    path = tmp_path / "b.txt"
    path.write_text("mines 1\n.11.\n")
    if refused:
        with pytest.raises(BoardError, match="board 1, line 1: no arrangement"):
            list(iter_boards(path, check))
    else:
        assert len(list(iter_boards(path, check))) == 1
    path.write_text("mines 3\n.F.\n.0.\n")
    with pytest.raises(BoardError, match="board 1, line 3, column 2"):
        list(iter_boards(path, "numbers" if check == "format" else check))
    assert len(list(iter_boards(path, "format"))) == 1


def test_solved_boards_locate_the_solvers_refusals(tmp_path, monkeypatch):
    from examples_gen import components, csp

    path = tmp_path / "b.txt"
    path.write_text(TWO + "\nmines 1\n.11.\n\nmines 3\n.F.\n.0.\n")
    got = []
    with pytest.raises(BoardError, match=r"b.txt: board 3, line 12: no arrangement"):
        for board, analysis in iter_solved_boards(path, csp.solve):
            got.append(analysis)
    assert len(got) == 2 and got[0].safe == csp.solve(parse_boards(TWO)[0]).safe
    path.write_text("mines 3\n.F.\n.0.\n")
    with pytest.raises(BoardError, match="board 1, line 3, column 2: the 0 at"):
        list(iter_solved_boards(path, csp.solve))
    monkeypatch.setattr(components, "_CACHE", {})
    monkeypatch.setattr(components, "MAX_STATES", 1)
    path.write_text(TWO)
    with pytest.raises(TooComplexError, match=r"b.txt: board 1: too complex to solve exactly"):
        list(iter_solved_boards(path, csp.solve))


def _imports(module_path):
    """Every module a source file imports, at the top or inside functions."""
    import ast

    names = set()
    for node in ast.walk(ast.parse(module_path.read_text())):
        if isinstance(node, ast.Import):
            names.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            names.add(node.module or "")
    return names


def test_board_modules_do_not_import_each_other():
    """grid <- csp <- board: the solver never imports the board files, the grid neither."""
    from pathlib import Path

    pkg = Path(__file__).resolve().parent.parent / "examples_gen"
    assert "examples_gen.board" not in _imports(pkg / "csp.py")
    assert not {"examples_gen.board", "examples_gen.csp"} & _imports(pkg / "grid.py")


def test_solver_loads_without_the_board_files():
    code = ("import sys, examples_gen.csp; "
            "print('examples_gen.board' in sys.modules, 'examples_gen.grid' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["False", "True"]
