"""The lookahead guess (examples_gen/lookahead.py), the exact search (examples_gen/endgame.py) and
the first click (examples_gen/first_click.py), with the exact figures of the BSSUCT paper's small
boards (Sebag & Teytaud 2012) checked by playing every mine layout."""

import itertools
from fractions import Fraction

import numpy as np
import pytest

from examples_gen.board import FLAG, HIDDEN, Board, parse_boards
from examples_gen.csp import count_flat, solve_flat
from examples_gen.endgame import ExactSearch, SearchAborted, SearchBudget, enumerate_arrangements
from examples_gen.fallbacks import make_fallback
from examples_gen.first_click import best_first_click, first_click_values
from examples_gen.game import Game
from examples_gen.lookahead import LookaheadGuess, Position, choose_guess, guess_board
from examples_gen.lookahead_player import LookaheadStrategy
from examples_gen.players import play_game, play_match
from ilp.errors import InputError


class LayoutGame(Game):
    """A game whose mines are the given flat tiles (placed at the first click as usual)."""

    def __init__(self, rows, cols, mines, layout, first_move):
        self.layout = layout
        super().__init__(rows, cols, len(layout), np.random.default_rng(0), first_move)

    def _place(self, excluded):
        assert not set(self.layout) & set(excluded)
        mask = np.zeros(self.rows * self.cols, dtype=bool)
        mask[list(self.layout)] = True
        from examples_gen.grid import neighbour_counts
        self.mine_mask = mask
        self._mine = mask.tolist()
        self._counts = neighbour_counts(mask.reshape(self.rows, self.cols)).reshape(-1).tolist()


def exact_win_rate(rows, cols, mines, first_move, strategy) -> Fraction:
    """The strategy's exact chance of winning: every layout the first-move rule allows after its
    first click, each played once (they are equally likely)."""
    r, c = strategy.first_click(rows, cols, mines, first_move)
    first = r * cols + c
    banned = {first}
    if first_move == "zero":
        banned |= {i * cols + j for i in range(r - 1, r + 2) for j in range(c - 1, c + 2)
                   if 0 <= i < rows and 0 <= j < cols}
    free = [t for t in range(rows * cols) if t not in banned]
    wins = games = 0
    for layout in itertools.combinations(free, mines):
        game = LayoutGame(rows, cols, mines, layout, first_move)
        wins += play_game(game, strategy, "auto").won
        games += 1
    return Fraction(wins, games)


# --- the paper's figures -------------------------------------------------------------------------
def test_first_click_values_3x3_7_are_the_papers():
    # Sebag & Teytaud 2012, section 4.2: centre 1/8, side and corner 1/4
    v = first_click_values(3, 3, 7, "safe")
    assert v[4] == pytest.approx(1 / 8) and v[0] == pytest.approx(1 / 4)
    assert v[1] == pytest.approx(1 / 4)
    assert best_first_click(3, 3, 7, "safe") != (1, 1)


def test_lookahead_wins_a_quarter_of_3x3_7_games_exactly():
    # the optimum the paper derives; the exact CSP player clicking uniformly wins 17/72
    assert exact_win_rate(3, 3, 7, "safe", LookaheadStrategy()) == Fraction(1, 4)


def test_lookahead_wins_every_5x5_15_zero_rule_game():
    # section 5.1: under the zero rule the centre is a sure win, and the first click search finds it
    assert best_first_click(5, 5, 15, "zero") == (2, 2)
    assert exact_win_rate(5, 5, 15, "zero", LookaheadStrategy()) == 1


@pytest.mark.parametrize("rows, cols, mines, optimum", [
    (2, 5, 3, Fraction(1, 4)),        # BSSUCT 25.4% +- 1.0 (CSP-PGMS 22.6%)
    (1, 10, 5, Fraction(4, 21)),      # BSSUCT 18.9% +- 0.2 (CSP-PGMS 12.93%)
])
def test_lookahead_plays_the_small_boards_of_table_2_optimally(rows, cols, mines, optimum):
    best = max(first_click_values(rows, cols, mines, "safe").values())
    assert best == pytest.approx(float(optimum))
    assert exact_win_rate(rows, cols, mines, "safe", LookaheadStrategy()) == optimum


# --- the exact search ----------------------------------------------------------------------------
def test_exact_search_of_a_50_50_and_a_sure_tile():
    # two hidden tiles, one mine, nothing tells them apart: a coin flip
    b = parse_boards("mines 1\n..\n11\n")[0]
    arr = enumerate_arrangements(b.cells.reshape(-1).tolist(), 2, 2, 1, 100)
    assert sorted(arr.masks) == [1, 2]
    search = ExactSearch(arr.masks, arr.around, SearchBudget(100))
    assert max(search.root().values()) == pytest.approx(0.5)


def test_exact_search_prefers_the_informative_risky_tile():
    # 1x4, one revealed 1 at the left end: (0,1) or one of the far tiles holds the mine
    # [0,1] is a mine with P 1/1? -- build a position where safety and win chance disagree:
    # the search must return the move of highest win chance, which is at most its safety
    b = parse_boards("mines 2\n1...\n....\n")[0]
    g = guess_board(b)
    assert g.reason == "search" and 0 < g.win <= g.safety + 1e-12
    arr = enumerate_arrangements(b.cells.reshape(-1).tolist(), 2, 4, 2, 1000)
    search = ExactSearch(arr.masks, arr.around, SearchBudget(10 ** 5))
    values = [search.move_value(search.all_rows(), bit, 0.0) for bit in range(len(arr.tiles))]
    assert g.win == pytest.approx(max(values))


def test_exact_search_stops_at_its_budget():
    b = Board.hidden(4, 4, 4)
    b.cells[0, 0] = 1
    cells = b.cells.reshape(-1).tolist()
    with pytest.raises(SearchAborted):
        enumerate_arrangements(cells, 4, 4, 4, 50)
    arr = enumerate_arrangements(cells, 4, 4, 4, 5000)
    with pytest.raises(SearchAborted):
        ExactSearch(arr.masks, arr.around, SearchBudget(10)).root()


def test_enumerated_arrangements_match_the_solver_count():
    b = parse_boards("mines 4\n0001.\n0112.\n12...\n.....\n")[0]
    cells = b.cells.reshape(-1).tolist()
    arr = enumerate_arrangements(cells, b.rows, b.cols, b.mines, 10 ** 5)
    _, total, _ = solve_flat(cells, b.rows, b.cols, b.mines)
    assert len(arr.masks) == total == count_flat(cells, b.rows, b.cols, b.mines)


# --- the two-move lookahead ----------------------------------------------------------------------
def test_number_chances_sum_to_the_safety():
    b = parse_boards("mines 10\n0001....\n0112....\n12......\n........\n........\n"
                     "........\n........\n........\n")[0]
    pos = Position(b.cells.reshape(-1).tolist(), b.rows, b.cols, b.mines)
    for t in [4, 12, 19, 24, 63]:
        seen = sum(count_flat(cells, b.rows, b.cols, b.mines, cons)
                   for _, _, cells, cons in pos.opened(t))
        assert Fraction(seen, pos.total) == 1 - Fraction(pos.num[t], pos.total)


PROGRESS_BOARD = "mines 10\n001.....\n112.....\n..2.....\n" + "........\n" * 5


def test_lookahead_prefers_progress_over_a_slightly_safer_blind_guess():
    # from an 8x8/10 game: [3, 1] is the safest tile (88.1%) but leaves another blind guess
    # more than half the time; [2, 0] (84.7%) always leaves a certainly safe tile
    b = parse_boards(PROGRESS_BOARD)[0]
    g = guess_board(b)
    assert isinstance(g, LookaheadGuess) and g.reason == "progress"
    assert g.tile == (2, 0) and g.progress == pytest.approx(1.0)
    safest = max(c["safety"] for c in g.candidates)
    assert g.safety < safest - 0.03
    best = max(c["score"] for c in g.candidates if c["score"] is not None)
    assert g.score == pytest.approx(best)
    # the score is the chance of surviving two moves: at most the tile's own safety
    assert g.score <= g.safety + 1e-12
    assert "expected progress" in g.explain() and g.to_json()["reason"] == "progress"


def test_a_candidates_score_blends_the_two_best_next_moves():
    # brute force on a small board: score(t) = sum over v of P(v) * (4 * best + second) / 5,
    # best and second the two safest tiles after t shows v (a certainly safe tile counts 1)
    from examples_gen.grid import neighbour_table
    from examples_gen.lookahead import _look
    from tests.test_background_props import consistent_arrangements
    b = parse_boards("mines 3\n01....\n12....\n......\n")[0]
    cells = b.cells.reshape(-1).tolist()
    pos = Position(cells, b.rows, b.cols, b.mines)
    flags = {i for i, x in enumerate(cells) if x == FLAG}
    layouts = [{r * b.cols + c for r, c in a} | flags for a in consistent_arrangements(b)[1]]
    nb = neighbour_table(b.rows, b.cols)
    assert len(layouts) == pos.total
    for t in (2, 8, 10, 12, 15):   # on 8-15 the best next tile alone would score differently
        expected = Fraction(0)
        safe = [m for m in layouts if t not in m]
        for v in sorted({sum(j in m for j in nb[t]) for m in safe}):
            fit = [m for m in safe if sum(j in m for j in nb[t]) == v]
            rest = [i for i, x in enumerate(cells) if x == HIDDEN and i != t]
            safety = sorted((Fraction(sum(i not in m for m in fit), len(fit)) for i in rest),
                            reverse=True)
            expected += Fraction(len(fit), len(layouts)) * (4 * safety[0] + safety[1]) / 5
        look = _look(pos, t, -1.0, lambda: None)
        assert look.complete and look.score == pytest.approx(float(expected), abs=1e-12)


def test_a_certain_tile_is_returned_with_reason_safe():
    b = parse_boards("mines 1\nF1.\n11.\n...\n")[0]
    g = guess_board(b)
    assert g.reason == "safe" and g.probability == 0.0


def test_guess_ignores_which_certain_mines_are_flagged():
    # positions where the lookahead player guessed (all certain mines flagged), asked again with
    # those flags taken off: the same guess, as the rule player with this fallback needs
    strategy = LookaheadStrategy(budget=10)
    seen = []
    decide = strategy.decide

    def recording(board):
        d = decide(board)
        if d.guess is not None and (board.cells == FLAG).any():
            seen.append((board.copy(), d.guess))
        return d

    strategy.decide = recording
    for seed in range(6):
        play_game(Game(8, 8, 10, np.random.default_rng(seed), "safe"), strategy)
    assert len(seen) >= 3
    for board, guess in seen:
        board.cells[board.cells == FLAG] = HIDDEN
        assert guess_board(board, 10).tile == guess


def test_fallback_is_registered_and_checks_its_budget():
    fb = make_fallback("lookahead", budget=5)
    g = fb.guess(parse_boards("mines 2\n1...\n....\n")[0], np.random.default_rng(0))
    assert g.method == "lookahead"
    with pytest.raises(InputError):
        make_fallback("lookahead", budget=0)


def test_match_result_does_not_depend_on_jobs():
    spec = ("examples_gen.lookahead_player:LookaheadStrategy", {"budget": 10})
    one = play_match(spec, 6, 6, 6, "safe", "corner", 12, 3, jobs=1, progress=False)
    two = play_match(spec, 6, 6, 6, "safe", "corner", 12, 3, jobs=2, progress=False)
    assert (one["wins"], one["moves"], one["guesses"]) == (two["wins"], two["moves"], two["guesses"])


def test_lookahead_advice_for_the_board_page():
    from examples_gen.lookahead import lookahead_advice
    advice = lookahead_advice(parse_boards(PROGRESS_BOARD)[0])
    assert advice["tile"] == [2, 0] and advice["reason"] == "progress"
    assert set(advice) >= {"probability", "safety", "progress", "score", "win", "candidates", "text"}
    assert advice["text"].startswith("expected progress")
    end = lookahead_advice(parse_boards("mines 1\n..\n11\n")[0])
    assert end["reason"] == "search" and end["win"] == pytest.approx(0.5)
    assert lookahead_advice(parse_boards("mines 1\nF1\n11\n")[0]) is None
