"""RuleStrategy: learned rules + fallback playing whole games; `ilp play --rules`."""

import json
from pathlib import Path

import numpy as np
import pytest
from click.testing import CliRunner

from examples_gen.board import read_boards
from examples_gen.game import Game
from examples_gen.players import STRATEGIES, make_strategy, play_game, play_match
from examples_gen.rule_player import RuleStrategy
from ilp.cli import main
from ilp.errors import InputError

FIX = Path(__file__).parent / "fixtures"
MIO = str(FIX / "mio_rules.pl")
SPEC = ("examples_gen.rule_player:RuleStrategy", {"rules": [MIO], "fallback": "local"})


@pytest.fixture(scope="module")
def player():
    p = RuleStrategy([MIO], fallback="local")
    yield p
    p.engine.close()


def test_registered_under_rules():
    assert STRATEGIES["rules"] is RuleStrategy


def test_decide_opens_and_flags_what_the_rules_prove(player):
    b1, b2, b3, _ = read_boards(FIX / "boards.txt")
    d = player.decide(b1)
    assert d.guess is None and d.mine == []
    assert sorted(d.safe) == [(0, 2), (1, 2), (2, 0), (2, 1), (2, 2)]
    assert set(d.rule_of.values()) == {"safe_1"}
    d = player.decide(b2)
    assert d.mine == [(0, 0)] and d.rule_of == {(0, 0): "mine_1"} and d.safe == []
    d = player.decide(b3)           # no rule fires: the local fallback's guess
    assert d.safe == [] and d.mine == [] and d.guess == (2, 2)
    assert player.last_guess.probability == pytest.approx(1 / 6)


def test_conflicting_tiles_are_not_acted_on():
    p = RuleStrategy([str(FIX / "unsound_rules.pl")], fallback="random")
    try:
        b1 = read_boards(FIX / "boards.txt")[0]
        d = p.decide(b1)
    finally:
        p.engine.close()
    assert p.last.conflicts
    assert not set(p.last.conflicts) & (set(d.safe) | set(d.mine))


def test_plays_whole_games(player):
    for seed in range(5):
        rng = np.random.default_rng(seed)
        game = Game(8, 8, 10, rng, first_move="safe")
        rec = play_game(game, player, "corner", rng)
        assert game.over and rec.won == game.won
        assert rec.moves >= rec.guesses + sum(rec.rule_moves.values())
        assert set(rec.rule_moves) <= {"safe_1", "mine_1"}


def test_same_position_same_guess(player):
    b3 = read_boards(FIX / "boards.txt")[2]
    q = RuleStrategy([MIO], fallback="random", seed=3)
    try:
        guesses = {q.decide(b3).guess for _ in range(5)}
    finally:
        q.engine.close()
    assert len(guesses) == 1


def test_match_summary_and_independence_of_jobs():
    s1 = play_match(SPEC, 8, 8, 10, "any", "random", games=24, seed=5, jobs=1, progress=False)
    assert set(s1) == {"games", "wins", "win_rate", "ci95", "moves", "guesses", "rule_moves", "seconds"}
    # the summary counts what the games did: the same games played one by one
    player = make_strategy(SPEC)
    records = []
    for ss in np.random.SeedSequence(5).spawn(24):
        rng = np.random.default_rng(ss)
        records.append(play_game(Game(8, 8, 10, rng, "any"), player, "random", rng))
    assert s1["games"] == 24 and s1["wins"] == sum(r.won for r in records)
    assert s1["moves"] == sum(r.moves for r in records)
    assert set(s1["rule_moves"]) <= {"safe_1", "mine_1"} and s1["rule_moves"]
    s2 = play_match(SPEC, 8, 8, 10, "any", "random", games=24, seed=5, jobs=2, progress=False)
    for k in ("wins", "moves", "guesses", "rule_moves"):
        assert s1[k] == s2[k]


def test_cli_play_with_rules_json():
    res = CliRunner().invoke(main, ["play", "--rules", str(FIX / "safe_rules.pl"),
                                    "--rules", str(FIX / "mine_rules.pl"), "--fallback", "local",
                                    "--preset", "classic-beginner", "--first-move", "any",
                                    "--first-click", "random", "--games", "20", "--seed", "1",
                                    "--json", "--quiet"])
    assert res.exit_code == 0, res.output
    data = json.loads(res.stdout)
    assert data["games"] == 20 and len(data["ci95"]) == 2
    assert set(data["rule_moves"]) <= {"safe_1", "mine_1"}


def test_other_fallbacks_play():
    runs = {}
    for fallback in ("random", "csp"):
        spec = ("examples_gen.rule_player:RuleStrategy", {"rules": [MIO], "fallback": fallback})
        runs[fallback] = play_match(spec, 8, 8, 10, "safe", "corner", games=10, seed=2,
                                    progress=False)
    for s in runs.values():
        # the rules moved, and the fallback guessed beyond the first click of each game
        assert s["rule_moves"] and s["guesses"] > s["games"]
    # the same games, guessed differently
    assert (runs["random"]["moves"], runs["random"]["guesses"]) != \
        (runs["csp"]["moves"], runs["csp"]["guesses"])


def test_bad_rule_player_arguments():
    with pytest.raises(InputError):
        make_strategy(("examples_gen.rule_player:RuleStrategy", {"rules": [MIO], "fallback": "oracle"}))
    res = CliRunner().invoke(main, ["play", "--rules", str(FIX / "nope.pl"), "--games", "2"])
    assert res.exit_code == 2 and "error:" in res.stderr


def test_unsound_rules_still_finish_games():
    """An unsound mine rule (every tile next to a number) must not wedge the game loop:
    flags stop at the mine count and the csp fallback copes with impossible boards."""
    for fallback in ("local", "csp"):
        p = RuleStrategy([str(FIX / "unsound_rules.pl")], fallback=fallback)
        try:
            for seed in range(4):
                rng = np.random.default_rng(seed)
                game = Game(8, 8, 10, rng, first_move="safe")
                play_game(game, p, "corner", rng)
                assert game.over
                assert np.count_nonzero(game.board.cells == -2) <= 10
        finally:
            p.engine.close()


def test_win_table_smoke(tmp_path):
    """benchmarks/win_table.py writes its Markdown and JSON (tiny run, no chart)."""
    import sys
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "benchmarks"))
    import win_table as mod
    res = CliRunner().invoke(mod.main, ["--rules", MIO, "--games", "3", "--settings", "cb-any",
                                        "--out", str(tmp_path), "--no-chart"])
    assert res.exit_code == 0, res.output
    md = (tmp_path / "win_table.md").read_text()
    assert ("| setting | rules+random | rules+local | rules+csp | csp | lookahead | published |"
            in md)
    assert "60%" in md                   # the MIO anchor is printed beside
    data = json.loads((tmp_path / "win_table.json").read_text())
    assert set(data["results"]["cb-any"]) == {"rules+random", "rules+local", "rules+csp", "csp",
                                              "lookahead"}
    assert all(v["games"] == 3 for v in data["results"]["cb-any"].values())
    res = CliRunner().invoke(mod.main, ["--games", "3", "--out", str(tmp_path)])
    assert res.exit_code != 0          # the rule players need --rules (or --learn)
