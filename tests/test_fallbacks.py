"""The fallback guesses: random, MIO's local probability, exact CSP with tie-breaks."""

import math

import numpy as np
import pytest

from examples_gen.board import FLAG, HIDDEN, Board, parse_boards
from examples_gen.csp import solve
from examples_gen.fallbacks import (CspFallback, LocalFallback, RandomFallback, density,
                                    local_probabilities, make_fallback)
from ilp.errors import InputError

THREE = """mines 3
.1....
11....
......
"""


def one(text) -> Board:
    return parse_boards(text)[0]


def test_local_probability_hand_computed():
    b = one(THREE)
    p = local_probabilities(b)
    # (2,2) touches only the centre 1, which has six blank neighbours
    assert p[2, 2] == pytest.approx(1 / 6)
    # (0,0) touches (0,1) [1/3], (1,0) [1/3] and (1,1) [1/6]: the maximum
    assert p[0, 0] == pytest.approx(1 / 3)
    assert p[0, 2] == pytest.approx(1 / 3)      # (0,1): 1/3, (1,1): 1/6
    assert p[2, 0] == pytest.approx(1 / 3)      # (1,0): 1/3, (1,1): 1/6
    # no revealed neighbour: the mine density, 3 mines among 15 hidden tiles
    assert p[0, 3] == pytest.approx(3 / 15)
    assert p[2, 5] == pytest.approx(3 / 15)
    # revealed tiles: nan
    assert math.isnan(p[0, 1]) and math.isnan(p[1, 1])
    g = LocalFallback().guess(b, np.random.default_rng(0))
    assert g.tile == (2, 2) and g.probability == pytest.approx(1 / 6) and g.method == "local"


def test_local_probability_counts_flags_as_found_mines():
    b = one("mines 2\nF2.\n...\n")
    p = local_probabilities(b)
    # the 2 has one flag: needed 1 among its 4 blank neighbours
    for t in [(0, 2), (1, 0), (1, 1), (1, 2)]:
        assert p[t] == pytest.approx(1 / 4)
    assert math.isnan(p[0, 0])          # the flag is not a candidate
    assert density(b) == pytest.approx(1 / 4)


def test_local_zero_needed_gives_zero():
    b = one("mines 1\nF1.\n11.\n...\n")
    p = local_probabilities(b)
    assert p[0, 2] == 0 and p[2, 2] == 0


def test_local_tiebreak_prefers_corners_on_a_blank_board():
    b = Board.hidden(5, 7, 6)
    for seed in range(20):
        g = LocalFallback().guess(b, np.random.default_rng(seed))
        assert g.tile in {(0, 0), (0, 6), (4, 0), (4, 6)}
        assert g.probability == pytest.approx(6 / 35)


def test_local_random_tiebreak_uses_the_rng():
    b = Board.hidden(5, 7, 6)
    tiles = {LocalFallback(tie_break="random").guess(b, np.random.default_rng(s)).tile for s in range(40)}
    assert len(tiles) > 10


def test_random_fallback_only_hidden_unflagged_tiles():
    b = one("mines 2\nF2.\n...\n")
    seen = set()
    for s in range(60):
        g = RandomFallback().guess(b, np.random.default_rng(s))
        assert b.cells[g.tile] == HIDDEN
        seen.add(g.tile)
    assert seen == {(0, 2), (1, 0), (1, 1), (1, 2)}


def test_exclude_is_respected_unless_nothing_else_is_left():
    b = one("mines 2\nF2.\n...\n")
    ex = {(0, 2), (1, 0), (1, 1)}
    for s in range(10):
        assert RandomFallback().guess(b, np.random.default_rng(s), exclude=ex).tile == (1, 2)
    every = {(0, 2), (1, 0), (1, 1), (1, 2)}
    assert RandomFallback().guess(b, np.random.default_rng(0), exclude=every).tile in every


@pytest.mark.parametrize("tie_break", ["random", "frontier", "fewest-hidden"])
def test_csp_fallback_picks_lowest_exact_probability(tie_break):
    b = one(THREE)
    prob = solve(b).probability
    g = CspFallback(tie_break=tie_break).guess(b, np.random.default_rng(0))
    assert g.probability == pytest.approx(np.nanmin(prob))
    assert prob[g.tile] == pytest.approx(np.nanmin(prob))
    assert g.probability == 0.0         # two numbers together prove several tiles safe


def test_csp_frontier_tiebreak_prefers_frontier_tiles():
    # both mines are in row 2 (the 1 2 2 1 row sees exactly two): probability 0 for two
    # frontier tiles of row 2 and for all eight tiles of rows 3-4
    b = one("mines 2\n0000\n1221\n....\n....\n....\n")
    prob = solve(b).probability
    zero = {(int(r), int(c)) for r, c in zip(*np.nonzero(prob == 0))}
    assert len(zero) == 10 and sum(1 for r, _ in zero if r == 2) == 2
    for s in range(10):
        gf = CspFallback("frontier").guess(b, np.random.default_rng(s))
        assert gf.tile in zero and gf.tile[0] == 2
    plain = {CspFallback("random").guess(b, np.random.default_rng(s)).tile for s in range(40)}
    assert plain <= zero and any(r > 2 for r, _ in plain)


def test_make_fallback_rejects_unknown_names():
    with pytest.raises(InputError):
        make_fallback("oracle")
    with pytest.raises(InputError):
        make_fallback("csp", tie_break="nearest")


def test_guess_on_a_board_without_hidden_tiles_is_an_error():
    b = one("mines 1\nF1\n11\n")
    with pytest.raises(ValueError):
        RandomFallback().guess(b, np.random.default_rng(0))
    assert np.count_nonzero(b.cells == FLAG) == 1


def test_one_lowest_guess_each_criterion_meaning_one_thing():
    # examples_gen.fallbacks.lowest serves the fallbacks and the exact CSP player alike
    from examples_gen.fallbacks import Criteria, lowest
    from examples_gen.players import CspStrategy

    b = one("mines 2\n1...\n....\n")
    crit = Criteria(b)
    assert crit.key("corner", (0, 3)) < crit.key("corner", (1, 1))        # corners first
    assert crit.key("frontier", (0, 1)) < crit.key("frontier", (0, 2))    # next to a number
    assert crit.key("fewest-hidden", (1, 0)) < crit.key("fewest-hidden", (1, 1))
    assert crit.key("revealed", (0, 1)) < crit.key("revealed", (1, 3))
    tiles = [(0, 2), (0, 3), (1, 1)]
    assert lowest(tiles, [1, 1, 1], ("corner",), b) == (0, 3)
    assert lowest(tiles, [1, 1, 0], ("corner",), b) == (1, 1)            # the value first
    assert lowest(tiles, [1, 1, 1], (), b) == (0, 2)                      # no rng: in order
    picked = {lowest(tiles, [1, 1, 1], (), b, np.random.default_rng(s)) for s in range(30)}
    assert picked == set(tiles)                                           # rng: uniformly
    assert CspStrategy().decide(Board.hidden(3, 3, 1)).guess == (0, 0)    # the corner
    assert CspStrategy("first").decide(Board.hidden(3, 3, 1)).guess == (0, 0)
    with pytest.raises(InputError):
        CspFallback("corner")          # the fallbacks' corner-ish tie-break is fewest-hidden
