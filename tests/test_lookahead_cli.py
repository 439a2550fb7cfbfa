"""`--fallback lookahead` from the command line: ilp play with and without rules, the baseline
left as it was, --first-click auto, --lookahead-budget, ilp advise's reason."""

import json
from pathlib import Path

import numpy as np
import pytest
from click.testing import CliRunner

from examples_gen.game import Game
from examples_gen.lookahead_player import LookaheadStrategy
from examples_gen.players import CspStrategy, play_game
from examples_gen.rule_player import RuleStrategy
from ilp.cli import main

FIX = Path(__file__).parent / "fixtures"
MIO = str(FIX / "mio_rules.pl")


def run(*args):
    return CliRunner().invoke(main, [str(a) for a in args])


def summary(*args):
    res = run("play", "--json", "--quiet", *args)
    assert res.exit_code == 0, res.output
    data = json.loads(res.stdout)
    data.pop("seconds")
    return data


def test_play_with_lookahead_without_rules():
    data = summary("--fallback", "lookahead", "--games", "30", "--seed", "2")
    assert data["games"] == 30 and set(data["rule_moves"]) == {"csp"}
    assert data == summary("--fallback", "lookahead", "--games", "30", "--seed", "2", "--jobs", "2")
    assert "lookahead guesses" in run("play", "--fallback", "lookahead", "--games", "5",
                                      "--quiet").stdout


def test_the_csp_baseline_is_unchanged():
    # plain ilp play and --fallback csp (without rules) are the exact CSP player, move for move
    plain = summary("--games", "60", "--seed", "5")
    assert plain == summary("--games", "60", "--seed", "5", "--fallback", "csp")
    wins = moves = 0
    for ss in np.random.SeedSequence(5).spawn(60):
        rng = np.random.default_rng(ss)
        rec = play_game(Game(8, 8, 10, rng, "safe"), CspStrategy(), "corner", rng)
        wins += rec.won
        moves += rec.moves
    assert (plain["wins"], plain["moves"]) == (wins, moves)


@pytest.mark.parametrize("args", [
    ["--fallback", "lookahead", "--lookahead-budget", "0"],
    ["--fallback", "csp", "--lookahead-budget", "5"],
    ["--first-click", "somewhere"],
])
def test_bad_lookahead_options_exit_2(args):
    res = run("play", "--games", "2", "--quiet", *args)
    assert res.exit_code == 2
    assert "Traceback" not in res.output


def test_first_click_auto():
    # the lookahead player avoids the centre of 3x3/7; players without an opinion click the corner
    assert LookaheadStrategy().first_click(3, 3, 7, "safe") != (1, 1)
    data = summary("--fallback", "lookahead", "--size", "3x3", "--mines", "7", "--first-click",
                   "auto", "--games", "400", "--seed", "1")
    assert 0.19 < data["win_rate"] < 0.31                  # 1/4 exactly in expectation
    assert summary("--first-click", "auto", "--games", "30") == summary("--games", "30")


def test_rules_plus_lookahead_guess_where_lookahead_alone_does():
    # sound rules (the contracts' fixture) only change who finds the certain tiles: the guesses,
    # and so every game's result, are the same as the lookahead player's
    rules = RuleStrategy([MIO], fallback="lookahead", fallback_options={"budget": 10})
    alone = LookaheadStrategy(budget=10)
    for ss in np.random.SeedSequence(9).spawn(25):
        results = []
        for player in (rules, alone):
            rng = np.random.default_rng(ss)
            game = Game(8, 8, 10, rng, "safe")
            results.append((play_game(game, player, "corner", rng).won, game.mines_at().tobytes(),
                            (game.board.cells >= 0).sum()))
        assert results[0] == results[1]


def test_play_with_rules_and_lookahead_budget():
    data = summary("--rules", MIO, "--fallback", "lookahead", "--lookahead-budget", "5",
                   "--games", "20", "--first-click", "auto")
    assert data["games"] == 20 and "safe_1" in data["rule_moves"]


def test_advise_says_why():
    boards = str(FIX / "boards.txt")
    res = run("advise", boards, "--rules", MIO, "--fallback", "lookahead", "--json")
    assert res.exit_code == 0, res.output
    guesses = [b["guess"] for b in json.loads(res.stdout) if b["guess"] is not None]
    assert guesses
    for g in guesses:
        assert g["fallback"] == "lookahead"
        assert g["why"]["reason"] in {"safe", "probability", "progress", "search"}
        assert g["why"]["tile"] == g["tile"] and g["why"]["text"]
    text = run("advise", boards, "--rules", MIO, "--fallback", "lookahead", "--no-color").stdout
    assert "why: " in text
