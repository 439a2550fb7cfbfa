"""`ilp play` and the match runner: JSON shape, reproducibility across --jobs, sound CSP moves."""

import json

import numpy as np
import pytest
from click.testing import CliRunner

from examples_gen.board import HIDDEN
from examples_gen.game import Game
from examples_gen.players import (CspStrategy, Decision, Strategy, make_strategy, play_game,
                                  play_match, register_strategy, wilson)
from ilp.cli import main
from ilp.errors import InputError


def run(*args):
    return CliRunner().invoke(main, list(args))


def test_play_json_shape():
    res = run("play", "--games", "40", "--seed", "3", "--json", "--quiet")
    assert res.exit_code == 0, res.output
    data = json.loads(res.stdout)
    assert set(data) == {"games", "wins", "win_rate", "ci95", "moves", "guesses", "rule_moves", "seconds"}
    assert data["games"] == 40 and 0 <= data["wins"] <= 40
    assert data["win_rate"] == pytest.approx(data["wins"] / 40)
    lo, hi = data["ci95"]
    assert 0 <= lo <= data["win_rate"] <= hi <= 1
    assert data["guesses"] >= 40  # the first click is a guess
    assert data["moves"] == data["guesses"] + sum(data["rule_moves"].values())
    assert set(data["rule_moves"]) == {"csp"}


def test_play_reproducible_across_jobs():
    args = ["play", "--size", "6x7", "--mines", "8", "--games", "60", "--seed", "11", "--json",
            "--quiet", "--first-click", "random", "--first-move", "any"]
    one = json.loads(run(*args, "--jobs", "1").stdout)
    two = json.loads(run(*args, "--jobs", "2").stdout)
    again = json.loads(run(*args, "--jobs", "1").stdout)
    for d in (one, two, again):
        d.pop("seconds")
    assert one == two == again
    other = json.loads(run(*[("12" if a == "11" else a) for a in args], "--jobs", "1").stdout)
    other.pop("seconds")
    assert other != one


def test_play_human_report():
    res = run("play", "--preset", "beginner", "--games", "20", "--quiet")
    assert res.exit_code == 0
    for word in ("wins", "win rate", "95% CI", "moves", "guesses", "games/s"):
        assert word in res.stdout


@pytest.mark.parametrize("args", [
    ["--size", "3x3", "--mines", "9"],
    ["--size", "0x5", "--mines", "1"],
    ["--size", "axb", "--mines", "1"],
    ["--size", "8x8"],
    ["--preset", "expert", "--size", "8x8", "--mines", "3"],
    ["--preset", "huge"],
    ["--games", "0"],
    ["--first-move", "lucky"],
    ["--rules", "nonexistent_rules.pl"],
])
def test_play_bad_input_exit_2(args):
    res = run("play", *args, "--games" if "--games" not in args else "--quiet",
              *(["5"] if "--games" not in args else []))
    assert res.exit_code == 2, res.output
    assert "Traceback" not in res.output


def test_help():
    assert run("play", "--help").exit_code == 0


def test_csp_certain_moves_are_never_wrong():
    """Every tile the CSP player calls safe is safe and every mine it flags is a mine."""
    strat = CspStrategy()
    checked = 0
    for seed in range(40):
        rng = np.random.default_rng(seed)
        g = Game(9, 9, 14, rng, "safe")
        g.open(0, 0)
        while not g.over:
            d = strat.decide(g.board)
            mines = g.mines_at()
            for (r, c) in d.safe:
                assert not mines[r, c]
            for (r, c) in d.mine:
                assert mines[r, c]
            checked += len(d.safe) + len(d.mine)
            for t in d.mine:
                g.flag(*t)
            for t in d.safe:
                if not g.over:
                    g.open(*t)
            if not d.safe and not d.mine and not g.over:
                assert g.board.cells[d.guess] == HIDDEN
                g.open(*d.guess)
    assert checked > 500


def test_game_record_and_losses_only_on_guesses():
    class Reckless(Strategy):
        def decide(self, board):
            r, c = map(int, np.argwhere(board.cells == HIDDEN)[0])
            return Decision([], [], (r, c), {})

    rec = play_game(Game(5, 5, 20, np.random.default_rng(0), "safe"), Reckless(), "center")
    assert not rec.won and rec.guesses == rec.moves and not rec.rule_moves
    rec = play_game(Game(8, 8, 10, np.random.default_rng(0), "zero"), CspStrategy(), "corner")
    assert rec.moves == rec.guesses + sum(rec.rule_moves.values())


def test_registry_and_summary():
    class Fixed(Strategy):
        def decide(self, board):
            r, c = map(int, np.argwhere(board.cells == HIDDEN)[-1])
            return Decision([], [], (r, c), {})

    register_strategy("test-fixed", Fixed)
    assert isinstance(make_strategy(("test-fixed", {})), Fixed)
    with pytest.raises(InputError):
        make_strategy(("no-such-strategy", {}))
    s = play_match(("test-fixed", {}), 4, 4, 3, "safe", "corner", 30, 0, 1, progress=False)
    assert s["games"] == 30 and s["rule_moves"] == {}
    assert "won_games" not in s                  # not part of ilp play's summary


def test_play_match_per_game_pairs_games():
    """per_game lists each game's result in game order, the same with any --jobs, so two
    players can be compared game by game (benchmarks/bench_lookahead.py)."""
    one = play_match(("csp", {}), 6, 6, 6, "safe", "corner", 24, 4, 1, progress=False,
                     per_game=True)
    two = play_match(("csp", {}), 6, 6, 6, "safe", "corner", 24, 4, 2, progress=False,
                     per_game=True)
    assert len(one["won_games"]) == 24 and set(one["won_games"]) <= {"0", "1"}
    assert one["won_games"].count("1") == one["wins"]
    assert 0 < one["wins"] < 24                  # both outcomes occur, so the order is tested
    assert two["won_games"] == one["won_games"]


def test_wilson():
    lo, hi = wilson(800, 1000)
    assert lo == pytest.approx(0.7741, abs=1e-3) and hi == pytest.approx(0.8236, abs=1e-3)
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == pytest.approx(1.0)
    # exactly 0 and 1 at the ends (floating point once gave 5.55e-17 for no win)
    for n in range(1, 2001):
        assert wilson(0, n)[0] == 0.0 and wilson(n, n)[1] == 1.0


def test_wrong_flags_that_leave_nothing_to_open_end_as_a_loss():
    class FlagAll(Strategy):
        """An unsound player: calls every hidden tile a mine."""

        def decide(self, board):
            hidden = [tuple(map(int, t)) for t in np.argwhere(board.cells == HIDDEN)]
            return Decision([], hidden, None, dict.fromkeys(hidden, "bad_rule"))

    g = Game(4, 4, 1, np.random.default_rng(2), "safe")
    rec = play_game(g, FlagAll(), "corner")
    assert not rec.won and not g.won
    assert rec.rule_moves["bad_rule"] == int((g.board.cells == -2).sum()) > 0
