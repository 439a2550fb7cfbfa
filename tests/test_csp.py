"""The exact CSP solver against brute force, a plain backtracking count, and on big boards."""

import itertools
import math
import sys
from fractions import Fraction

import numpy as np
import pytest

from examples_gen import components, csp
from examples_gen.big_boards import scattered_board, snake_board
from examples_gen.board import FLAG, HIDDEN, Board, BoardError, neighbour_table, parse_boards
from examples_gen.csp import TooComplexError, solve, solve_flat


@pytest.fixture(autouse=True)
def fresh_cache(monkeypatch):
    monkeypatch.setattr(components, "_CACHE", {})


def exact_numbers(monkeypatch):
    """Force exact integers in the combination step, however big the board."""
    monkeypatch.setattr(csp, "EXACT_BITS", 10**9)


def decimal_numbers(monkeypatch):
    """Force 50-digit decimals in the combination step, however small the board."""
    monkeypatch.setattr(csp, "EXACT_BITS", -1)


def brute_force(board: Board):
    """Exact probabilities by trying every arrangement of the unflagged mines on hidden tiles."""
    cells = board.cells.reshape(-1).tolist()
    nb = neighbour_table(board.rows, board.cols)
    hidden = [i for i, v in enumerate(cells) if v == HIDDEN]
    flags = {i for i, v in enumerate(cells) if v == FLAG}
    left = board.mines - len(flags)
    counts = dict.fromkeys(hidden, 0)
    total = 0
    if 0 <= left <= len(hidden):
        for combo in itertools.combinations(hidden, left):
            mines = flags | set(combo)
            if all(v < 0 or sum(j in mines for j in nb[i]) == v for i, v in enumerate(cells)):
                total += 1
                for i in combo:
                    counts[i] += 1
    return counts, total


def backtrack_counts(board: Board):
    """Exact counts by visiting every arrangement of the frontier one by one (the interior by
    binomials): an independent, plain method for boards too big for brute force."""
    cells = board.cells.reshape(-1).tolist()
    nb = neighbour_table(board.rows, board.cols)
    need, cons_of = [], {}
    for i, v in enumerate(cells):
        hid = [j for j in nb[i] if cells[j] == HIDDEN]
        if v >= 0 and hid:
            for j in hid:
                cons_of.setdefault(j, []).append(len(need))
            need.append(v - sum(cells[j] == FLAG for j in nb[i]))
    frontier = sorted(cons_of)
    interior = [i for i, v in enumerate(cells) if v == HIDDEN and i not in cons_of]
    left = board.mines - cells.count(FLAG)
    n_int = len(interior)
    have = [0] * len(need)
    unset = [0] * len(need)
    for j in frontier:
        for c in cons_of[j]:
            unset[c] += 1
    solutions = [0] * (len(frontier) + 1)  # per number of frontier mines
    tally = {j: [0] * (len(frontier) + 1) for j in frontier}
    mines: list[int] = []

    def visit(p):
        if p == len(frontier):
            solutions[len(mines)] += 1
            for j in mines:
                tally[j][len(mines)] += 1
            return
        j = frontier[p]
        for v in (0, 1):
            for c in cons_of[j]:
                unset[c] -= 1
                have[c] += v
            if all(have[c] <= need[c] <= have[c] + unset[c] for c in cons_of[j]):
                mines.extend([j] * v)
                visit(p + 1)
                del mines[len(mines) - v:]
            for c in cons_of[j]:
                unset[c] += 1
                have[c] -= v

    visit(0)
    # the remaining mines on the interior: C(n, m) ways, C(n - 1, m - 1) with a mine on a tile
    ways = [math.comb(n_int, left - k) if 0 <= left - k <= n_int else 0
            for k in range(len(solutions))]
    total = sum(x * w for x, w in zip(solutions, ways))
    counts = {j: sum(x * w for x, w in zip(t, ways)) for j, t in tally.items()}
    inner = sum(x * math.comb(n_int - 1, left - k - 1) for k, x in enumerate(solutions)
                if 1 <= left - k <= n_int)
    counts.update(dict.fromkeys(interior, inner))
    return counts, total


def random_board(rng, rows, cols, mines, reveal_frac, flag_frac=0.0):
    """A consistent board: a real layout, some safe tiles revealed, some mines flagged."""
    n = rows * cols
    layout = np.zeros(n, dtype=bool)
    layout[rng.choice(n, size=mines, replace=False)] = True
    nb = neighbour_table(rows, cols)
    cells = np.full(n, HIDDEN, dtype=np.int8)
    for i in range(n):
        if layout[i]:
            if rng.random() < flag_frac:
                cells[i] = FLAG
        elif rng.random() < reveal_frac:
            cells[i] = sum(layout[j] for j in nb[i])
    return Board(rows, cols, mines, cells.reshape(rows, cols))


def assert_agrees_with_layout(analysis, board, layout):
    """Certain tiles are right, and the probabilities add up to the mines left."""
    assert np.nansum(analysis.probability) == pytest.approx(board.mines_left, rel=1e-9)
    for r, c in analysis.mine:
        assert layout[r, c]
    for r, c in analysis.safe:
        assert not layout[r, c]


def largest_component(board):
    """The size of the largest component left to count (after the forced tiles are fixed)."""
    comps, _, _, _ = csp._board_parts(board.cells.reshape(-1).tolist(), board.rows, board.cols,
                                      board.mines, None)
    return max((len(c.order) for c in comps), default=0)


# small boards: against brute force ----------------------------------------------------------------
@pytest.mark.parametrize("numbers", [exact_numbers, decimal_numbers])
@pytest.mark.parametrize("seed", range(120))
def test_solve_matches_brute_force(seed, numbers, monkeypatch):
    numbers(monkeypatch)
    rng = np.random.default_rng(seed)
    rows, cols = int(rng.integers(2, 5)), int(rng.integers(2, 6))
    mines = int(rng.integers(1, max(2, rows * cols // 3)))
    board = random_board(rng, rows, cols, mines, rng.uniform(0.2, 0.8), rng.uniform(0, 0.5))
    counts, total = brute_force(board)
    assert total > 0
    a = solve(board)
    safe, mine = [], []
    for i, x in counts.items():
        r, c = divmod(i, cols)
        # exact integers give the correctly rounded float; 50-digit decimals the same in practice
        assert a.probability[r, c] == pytest.approx(float(Fraction(x, total)), rel=1e-15, abs=0)
        if x == 0:
            safe.append((r, c))
        if x == total:
            mine.append((r, c))
    assert sorted(a.safe) == sorted(safe)
    assert sorted(a.mine) == sorted(mine)
    shown = board.cells != HIDDEN
    assert np.all(np.isnan(a.probability[shown]))


def test_inconsistent_boards_raise():
    # the 2 needs two mines among the three hidden tiles, the 0s forbid them
    with pytest.raises(BoardError):
        solve(parse_boards("mines 2\n...\n020\n000\n")[0])
    # numbers fit, but not with the mine count
    with pytest.raises(BoardError):
        solve(parse_boards("mines 1\n..\n22\n")[0])
    # more flags than mines
    with pytest.raises(BoardError):
        solve(parse_boards("mines 1\nFF\n..\n")[0])


def test_interior_probability_uses_mine_count():
    a = solve(parse_boards("mines 3\n....\n....\n")[0])
    assert np.allclose(a.probability, 3 / 8)
    assert a.safe == [] and a.mine == []


def test_random_inconsistent_boards_agree_with_brute_force():
    rng = np.random.default_rng(7)
    seen = 0
    for _ in range(300):
        rows, cols = 3, 3
        cells = rng.choice([HIDDEN, HIDDEN, 0, 1, 2, 3], size=9).astype(np.int8)
        board = Board(rows, cols, int(rng.integers(0, 5)), cells.reshape(3, 3))
        _, total = brute_force(board)
        if total == 0:
            seen += 1
            with pytest.raises(BoardError):
                solve(board)
            with pytest.raises(BoardError):
                csp.check_flat(board.cells.reshape(-1).tolist(), 3, 3, board.mines)
        else:
            solve(board)
            csp.check_flat(board.cells.reshape(-1).tolist(), 3, 3, board.mines)
    assert seen > 10


# medium boards: against plain backtracking --------------------------------------------------------
def test_programme_agrees_with_plain_backtracking(monkeypatch):
    """Boards too large for brute force: the counting programme (both number types) against
    visiting every arrangement of the frontier."""
    rng = np.random.default_rng(1)
    for _ in range(30):
        board = random_board(rng, 5, 11, int(rng.integers(6, 16)), rng.uniform(0.2, 0.6), 0.1)
        counts, total = backtrack_counts(board)
        for numbers in (exact_numbers, decimal_numbers):
            numbers(monkeypatch)
            monkeypatch.setattr(components, "_CACHE", {})
            a = solve(board)
            for i, x in counts.items():
                assert a.probability[divmod(i, 11)] == pytest.approx(float(Fraction(x, total)),
                                                                      rel=1e-15, abs=0)
            assert sorted(a.safe) == sorted(divmod(i, 11) for i, x in counts.items() if x == 0)
            assert sorted(a.mine) == sorted(divmod(i, 11) for i, x in counts.items() if x == total)


def test_decimal_counts_keep_certainty_exact(monkeypatch):
    """On the decimal path `solve_flat` still gives exactly 0 / total for certain tiles only."""
    rng = np.random.default_rng(5)
    for _ in range(30):
        board = random_board(rng, 6, 9, int(rng.integers(6, 16)), rng.uniform(0.3, 0.6), 0.2)
        flat = board.cells.reshape(-1).tolist()
        monkeypatch.setattr(csp, "EXACT_BITS", 10**9)
        num, total, _ = solve_flat(flat, 6, 9, board.mines)
        monkeypatch.setattr(csp, "EXACT_BITS", -1)
        dnum, dtotal, _ = solve_flat(flat, 6, 9, board.mines)
        assert isinstance(total, int) and not isinstance(dtotal, int)
        for i, x in num.items():
            assert (dnum[i] == 0) == (x == 0)
            assert (dnum[i] == dtotal) == (x == total)
            assert float(dnum[i] / dtotal) == pytest.approx(x / total, rel=1e-15, abs=0)


def test_long_chain_matches_counting_by_columns(monkeypatch):
    """A 3x6000 strip whose middle row is revealed, all 3s (2s at the ends): one chain of
    12,000 tiles that no number decides alone, longer than any recursion limit (the old
    recursive search raised the limit to 10,000 and died past it).

    Reference: with m[c] mines in column c, every 3 gives m[c-1] + m[c] + m[c+1] = 3, so the
    first two columns decide all the others: at most nine column sequences, a sequence with
    m[c] = 1 placing its mine in 2 ways, and the top tile of column c holding a mine in
    m[c] / 2 of a sequence's arrangements."""
    exact_numbers(monkeypatch)
    cols = 6000
    cells = np.full((3, cols), HIDDEN, dtype=np.int8)
    cells[1] = 3
    cells[1, 0] = cells[1, -1] = 2
    mines = cols
    board = Board(3, cols, mines, cells)
    assert largest_component(board) == 2 * cols > max(10_000, sys.getrecursionlimit())
    total, top = 0, [Fraction(0)] * cols
    for m0, m1 in itertools.product(range(3), repeat=2):
        m = [m0, m1]
        while len(m) < cols:
            m.append(3 - m[-1] - m[-2])
        if m0 + m1 != 2 or m[-1] + m[-2] != 2 or min(m) < 0 or max(m) > 2 or sum(m) != mines:
            continue
        ways = 2 ** m.count(1)
        total += ways
        for c in range(cols):
            top[c] += Fraction(ways * m[c], 2)
    num, solver_total, _ = solve_flat(board.cells.reshape(-1).tolist(), 3, cols, mines)
    assert solver_total == total > 2 ** 1000
    for c in (0, 1, 2, 3, cols // 2, cols - 2, cols - 1):
        assert num[c] == top[c] and num[2 * cols + c] == top[c]


def test_tallies_equal_counts_with_the_tile_flagged(monkeypatch):
    """Arrangements with a mine on a tile = arrangements of the board with that tile flagged:
    the backward pass (tallies) against the forward pass (counts), on a position of real play."""
    exact_numbers(monkeypatch)
    board, _ = scattered_board(30, 30, 180, 12, seed=3)
    flat = board.cells.reshape(-1).tolist()
    num, total, frontier = solve_flat(flat, 30, 30, board.mines)
    rng = np.random.default_rng(0)
    interior = [i for i in num if i not in frontier]
    picks = list(rng.choice(sorted(frontier), size=6, replace=False)) + interior[:1]
    for i in map(int, picks):
        flagged = list(flat)
        flagged[i] = FLAG
        try:
            _, with_mine, _ = solve_flat(flagged, 30, 30, board.mines)
        except BoardError:
            with_mine = 0
        assert num[i] == with_mine


# big boards ---------------------------------------------------------------------------------------
def test_component_longer_than_the_recursion_limit():
    """200x200 with one band of hidden tiles of ~26,000 tiles along a revealed snake: counted
    without recursion (the recursive search of old died with RecursionError here). Its only
    arrangement is the layout: every hidden tile comes out certain, and right."""
    board, layout = snake_board(200, 200)
    assert largest_component(board) > 20_000
    a = solve(board)
    assert_agrees_with_layout(a, board, layout)
    hidden = board.cells == HIDDEN
    assert len(a.safe) + len(a.mine) == hidden.sum()


def test_network_of_hidden_islands_falls_apart():
    """200x200 at 12% mines opened at 300 scattered zeros: the frontier is one network of 5,000
    tiles around many hidden islands, far too wide to count in one piece; fixing the tiles
    that single numbers force splits it into small components, solved in about a second."""
    board, layout = scattered_board(200, 200, 4800, 300, seed=3)
    cons = csp.build_constraints(board.cells.reshape(-1).tolist(), 200, 200)
    assert max(len(order) for order, _ in csp._components(cons)) > 4000
    assert largest_component(board) < 100
    assert_agrees_with_layout(solve(board), board, layout)


def test_scattered_100x100_position(monkeypatch):
    """A 100x100 expert-density game opened at many scattered zeros: solved, consistent with
    the true layout, and the decimal combination equal to the exact one."""
    board, layout = scattered_board(100, 100, 2060, 150, seed=1)
    assert largest_component(board) > 50
    a = solve(board)
    assert_agrees_with_layout(a, board, layout)
    exact_numbers(monkeypatch)
    monkeypatch.setattr(components, "_CACHE", {})
    e = solve(board)
    assert np.allclose(a.probability, e.probability, rtol=1e-14, atol=0, equal_nan=True)
    assert a.safe == e.safe and a.mine == e.mine


# the complexity bound -----------------------------------------------------------------------------
def test_too_complex_component_is_refused():
    """Numbers scattered over a block of hidden tiles leave too many patterns open: refused
    with a message (default bounds), not counted for hours."""
    board = random_board(np.random.default_rng(0), 40, 40, 400, 0.3)
    with pytest.raises(TooComplexError, match=r"too complex to solve exactly \(component of \d+ "
                                              r"tiles, more than"):
        solve(board)
    assert isinstance(TooComplexError("x"), BoardError)


def test_too_complex_combination_is_refused(monkeypatch):
    board, _ = scattered_board(30, 30, 180, 12, seed=3)
    solve(board)
    monkeypatch.setattr(csp, "MAX_COMBINE", 10)
    with pytest.raises(TooComplexError, match="independent groups"):
        solve(board)
    with pytest.raises(TooComplexError):  # the check refuses what the solver refuses
        csp.check_flat(board.cells.reshape(-1).tolist(), 30, 30, board.mines)


def test_state_bound_is_refused(monkeypatch):
    monkeypatch.setattr(components, "MAX_STATES", 3)
    board = random_board(np.random.default_rng(2), 8, 8, 12, 0.4)
    with pytest.raises(TooComplexError, match="partial patterns"):
        solve(board)
