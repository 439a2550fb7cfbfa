"""The simulator: first-move rules, cascades, flags, win and loss, size validation."""

import numpy as np
import pytest

from examples_gen.board import FLAG, HIDDEN, neighbour_table
from examples_gen.game import PRESETS, Game, validate_size
from ilp.errors import InputError


def counts_of(game):
    mines = game.mines_at()
    padded = np.pad(mines.astype(int), 1)
    total = sum(padded[1 + dr:1 + dr + game.rows, 1 + dc:1 + dc + game.cols]
                for dr in (-1, 0, 1) for dc in (-1, 0, 1) if (dr, dc) != (0, 0))
    return mines, total


def test_presets():
    assert PRESETS == {"classic-beginner": (8, 8, 10), "beginner": (9, 9, 10),
                       "intermediate": (16, 16, 40), "expert": (16, 30, 99)}


@pytest.mark.parametrize("rows, cols, mines", [(0, 5, 1), (5, -1, 1), (3, 3, 9), (3, 3, 10), (4, 4, -1)])
def test_impossible_sizes(rows, cols, mines):
    with pytest.raises(InputError):
        Game(rows, cols, mines, np.random.default_rng(0))


def test_unknown_first_move():
    with pytest.raises(InputError):
        validate_size(8, 8, 10, "lucky")


@pytest.mark.parametrize("seed", range(300))
def test_first_move_rules_hold(seed):
    rng = np.random.default_rng(seed)
    r, c = int(rng.integers(8)), int(rng.integers(8))
    g = Game(8, 8, 10, np.random.default_rng(seed), "safe")
    assert g.open(r, c) and not g.mines_at()[r, c]
    assert g.mines_at().sum() == 10
    g = Game(8, 8, 10, np.random.default_rng(seed), "zero")
    g.open(r, c)
    assert g.board.cells[r, c] == 0
    assert not any(g.mines_at()[divmod(j, 8)] for j in neighbour_table(8, 8)[r * 8 + c])


def test_zero_falls_back_to_safe_when_dense():
    # 3x3 with 8 mines: no room for a zero, but the first click is still safe
    for seed in range(20):
        g = Game(3, 3, 8, np.random.default_rng(seed), "zero")
        assert g.open(1, 1)
        assert g.won  # the only safe tile is opened


def test_any_rule_can_lose_on_first_click():
    lost = 0
    for seed in range(200):
        g = Game(4, 4, 8, np.random.default_rng(seed), "any")
        assert g.mines_at().sum() == 8  # placed before the first click
        if not g.open(0, 0):
            lost += 1
            assert g.lost and g.over and not g.won
    assert 60 < lost < 140  # about half


def test_cascade_reveals_exactly_the_connected_zero_region():
    for seed in range(30):
        g = Game(10, 12, 12, np.random.default_rng(seed), "zero")
        g.open(5, 5)
        mines, counts = counts_of(g)
        # expected region by a straightforward BFS
        seen = {(5, 5)}
        todo = [(5, 5)]
        while todo:
            r, c = todo.pop()
            if counts[r, c] == 0:
                for rr in range(max(0, r - 1), min(10, r + 2)):
                    for cc in range(max(0, c - 1), min(12, c + 2)):
                        if (rr, cc) not in seen and not mines[rr, cc]:
                            seen.add((rr, cc))
                            todo.append((rr, cc))
        shown = {(int(r), int(c)) for r, c in np.argwhere(g.board.cells >= 0)}
        assert shown == seen
        for r, c in shown:
            assert g.board.cells[r, c] == counts[r, c]


def test_win_by_opening_all_safe_tiles_and_flags():
    g = Game(6, 6, 5, np.random.default_rng(1), "safe")
    g.open(0, 0)
    mines = g.mines_at()
    r, c = map(int, np.argwhere(mines)[0])
    g.flag(r, c)
    assert g.board.cells[r, c] == FLAG
    assert g.open(r, c)  # opening a flagged tile does nothing
    assert not g.over
    for r, c in np.argwhere(~mines):
        assert not g.won
        assert g.open(int(r), int(c))
        if g.won:
            break
    assert np.all(g.board.cells[~mines] >= 0)
    with pytest.raises(RuntimeError):
        g.open(0, 0)
    assert g.won and g.over and not g.lost
    # the view never shows unflagged mines
    assert np.all(g.board.cells[mines & (g.board.cells != FLAG)] == HIDDEN)


def test_seeded_layouts_are_reproducible():
    a = Game(16, 30, 99, np.random.default_rng(42), "safe")
    b = Game(16, 30, 99, np.random.default_rng(42), "safe")
    a.open(3, 3)
    b.open(3, 3)
    assert np.array_equal(a.mines_at(), b.mines_at())
    assert np.array_equal(a.board.cells, b.board.cells)


def test_big_board_numbers_and_cascade():
    """200x200: every revealed number is the true count, and a zero opens its whole region."""
    g = Game(200, 200, 6000, np.random.default_rng(4), "zero")
    g.open(100, 100)
    mines, counts = counts_of(g)
    shown = g.board.cells >= 0
    assert shown.sum() > 50
    assert np.array_equal(g.board.cells[shown], counts[shown])
    # no hidden safe tile touches a revealed zero: the cascade went all the way
    zero = np.pad((g.board.cells == 0).astype(int), 1)
    next_to_zero = sum(zero[1 + dr:201 + dr, 1 + dc:201 + dc]
                       for dr in (-1, 0, 1) for dc in (-1, 0, 1))
    assert not np.any((g.board.cells == HIDDEN) & ~mines & (next_to_zero > 0))
    assert g.to_reveal == 200 * 200 - 6000 - int(shown.sum())
