"""The board page's work without a browser: watched games are `ilp play`'s, explanations are
proofs whose sets are the board's, a person's game replays and labels its moves, limits hold.
(The page itself, in Chromium: tests/test_board_page.py.)"""

from __future__ import annotations

from collections import Counter

import numpy as np
import pytest

from examples_gen.board import HIDDEN, parse_boards
from examples_gen.board_page.limits import GameSpec
from examples_gen.board_page.service import BoardService, read_board
from examples_gen.paths import DEFAULT_RULES
from examples_gen.players import Move, play_game, play_match
from examples_gen.rule_player import RuleStrategy
from examples_gen.game import Game
from ilp.errors import InputError

SPEC = "examples_gen.rule_player:RuleStrategy"


@pytest.fixture(scope="module")
def service():
    return BoardService(DEFAULT_RULES)


def positions(watch: dict) -> list[np.ndarray]:
    g = watch["game"]
    cells = np.full((g["rows"], g["cols"]), HIDDEN, dtype=np.int8)
    out = [cells.copy()]
    for m in watch["moves"]:
        for r, c, v in m["changes"]:
            cells[r, c] = v
        out.append(cells.copy())
    return out


def board_of(cells, mines):
    text = f"mines {mines}\n" + "\n".join(
        "".join("." if v == -1 else "F" if v == -2 else str(v) for v in row) for row in cells) + "\n"
    return parse_boards(text)[0]


@pytest.mark.parametrize("preset,seed,fallback,first_move,first_click", [
    ("classic-beginner", 23, "local", "safe", "corner"),
    ("beginner", 9, "csp", "any", "random"),
    ("intermediate", 2, "random", "zero", "center"),
])
def test_watch_is_game_zero_of_ilp_play(service, preset, seed, fallback, first_move, first_click):
    spec = GameSpec.of(preset, seed=seed, fallback=fallback, first_move=first_move,
                       first_click=first_click)
    w = service.watch(spec)
    summary = play_match((SPEC, {"rules": [str(p) for p in DEFAULT_RULES], "fallback": fallback,
                                 "seed": seed}), spec.rows, spec.cols, spec.mines, first_move,
                         first_click, games=1, seed=seed, progress=False)
    moves = w["moves"]
    assert (w["result"] == "won") == (summary["wins"] == 1) == w["record"]["won"]
    assert len(moves) == summary["moves"] == w["record"]["moves"]
    assert sum(m["reason"] == "guess" for m in moves) == summary["guesses"]
    assert Counter(m["reason"] for m in moves if m["reason"] != "guess") == summary["rule_moves"]
    assert moves[0]["p"] == pytest.approx(spec.mines / (spec.rows * spec.cols))
    # the changes rebuild the game: each revealed or flagged tile is the move's or a cascade's
    ps = positions(w)
    for m, before, after in zip(moves, ps, ps[1:]):
        assert before[m["row"], m["col"]] == HIDDEN
        if m["action"] == "flag":
            assert after[m["row"], m["col"]] == -2 and len(m["changes"]) == 1
        elif after[m["row"], m["col"]] == HIDDEN:          # the mine that lost the game
            assert m is moves[-1] and w["result"] == "lost"
        assert m["position"] <= moves.index(m)


def test_every_rule_move_has_a_proof_on_its_position(service):
    w = service.watch(GameSpec.of("classic-beginner", seed=6))
    ps = positions(w)
    rule_moves = [m for m in w["moves"] if m["reason"] != "guess"]
    assert {m["reason"] for m in rule_moves} >= {"safe_1", "safe_2", "mine_1", "mine_4"}
    for m in rule_moves:
        board = board_of(ps[m["position"]], 10)
        e = service.explain(board, m["reason"], (m["row"], m["col"]))
        assert e["result"] == "proof" and e["rule"] == m["reason"]
        assert e["comment"] + "\n" + e["head"] + "\n" + ",\n".join(
            "    " + lit["text"] for lit in e["literals"]) + "." == \
            e["comment"] + "\n" + e["clause"]               # the clause as `rules show` prints it
        values = {a["var"]: a for lit in e["literals"] for a in lit["args"] if a["var"]}
        assert values["A"]["tile"] == [m["row"], m["col"]]
        zone = values["C"]["tiles"]
        assert all(board.cells[r, c] >= 0 for r, c in zone)
        for lit in e["literals"]:
            if lit["text"].startswith("setHasXMines"):
                td, s = lit["args"][0]["tile"], lit["args"][3]
                assert td in zone
                assert sorted(map(tuple, s["tiles"])) == sorted(
                    t for t in board.neighbours(*td) if board.cells[t] == HIDDEN)
                flags = sum(board.cells[t] == -2 for t in board.neighbours(*td))
                assert s["lo"] == s["hi"] == board.cells[tuple(td)] - flags
        last = e["literals"][-1]                            # minesInSet(S, N)
        s, n = last["args"][0], last["args"][1]["value"]
        assert [m["row"], m["col"]] in s["tiles"] and s["lo"] == s["hi"] == n
        assert n == (0 if m["action"] == "reveal" else len(s["tiles"]))


def test_explain_refuses_what_is_not_a_rule_or_a_hidden_tile(service):
    board = read_board("mines 1\n1.\n")
    assert service.explain(board, "mine_1", (0, 1))["result"] == "proof"
    assert service.explain(board, "safe_1", (0, 1))["result"] == "no_proof"
    with pytest.raises(InputError, match="unknown rule 'nosuch'"):
        service.explain(board, "nosuch", (0, 1))
    with pytest.raises(InputError, match="not a hidden tile"):
        service.explain(board, "mine_1", (0, 0))


def test_play_replays_and_labels_the_last_move(service):
    spec = GameSpec.of("classic-beginner", seed=7, first_move="zero")
    first = service.play(spec, [["reveal", 3, 3]])
    assert first["result"] == "playing" and first["cells"][3][3] == 0
    assert first["last"] == {"row": 3, "col": 3, "action": "reveal", "reason": "guess",
                             "p": pytest.approx(10 / 64)}
    board = board_of(first["cells"], 10)
    player = RuleStrategy(list(map(str, DEFAULT_RULES)), seed=7)
    cl = player.classify(board)
    (tile, rule), = cl.safe[:1]
    again = service.play(spec, [["reveal", 3, 3], ["reveal", *tile]])
    assert again["last"]["reason"] == rule
    assert service.play(spec, [["reveal", 3, 3]])["cells"] == first["cells"]   # the same deal
    flagged = service.play(spec, [["reveal", 3, 3], ["flag", *tile]])
    assert flagged["cells"][tile[0]][tile[1]] == -2 and flagged["last"]["reason"] == "guess"
    unflagged = service.play(spec, [["reveal", 3, 3], ["flag", *tile], ["unflag", *tile]])
    assert unflagged["cells"] == first["cells"] and unflagged["last"]["reason"] is None
    with pytest.raises(InputError, match="off the 8x8 board"):
        service.play(spec, [["reveal", 8, 0]])
    mine = tuple(np.argwhere(mines_of(spec))[0])
    lost = service.play(spec, [["reveal", 3, 3], ["reveal", *mine]])
    assert lost["result"] == "lost" and [*mine] in lost["mines_at"]
    with pytest.raises(InputError, match="the game is over"):
        service.play(spec, [["reveal", 3, 3], ["reveal", *mine], ["reveal", 0, 0]])


def mines_of(spec):
    from examples_gen.board_page.service import new_game
    game, _ = new_game(spec)
    game.open(3, 3)
    return game.mines_at()


def test_hint_is_the_rule_players_move(service):
    board = read_board("mines 10\n0001....\n0001....\n00013...\n00002...\n11101...\n"
                       "..101...\n..111...\n........\n")
    h = service.hint(board, "local", 0)
    assert h["move"]["action"] == "reveal" and h["move"]["reason"] == "safe_1"
    assert {"tile": [h["move"]["row"], h["move"]["col"]], "rule": "safe_1"} in h["safe"]
    assert h["explanation"]["result"] == "proof"
    blank = read_board("mines 10\n" + "........\n" * 8)
    g = service.hint(blank, "csp", 0)
    assert g["move"]["reason"] == "guess" and g["move"]["p"] == pytest.approx(10 / 64)
    assert g["probabilities"]["exact"] and g["probabilities"]["probability"][0][0] == pytest.approx(10 / 64)


def test_analyse_refuses_as_the_cli_does(service):
    with pytest.raises(InputError, match=r"^x\.txt: board 1, line 2, column 1: bad cell '9'"):
        service.analyse("mines 1\n9.\n", "x.txt", "local", 0)
    with pytest.raises(InputError, match="at most 50x50"):
        service.analyse("mines 1\n" + "." * 51 + "\n", "x.txt", "local", 0)
    out = service.analyse("mines 1\n1.\n\nmines 0\n00\n", "x.txt", "local", 0)
    assert out["total"] == 2 and out["boards"][0]["mine"] == [{"tile": [0, 1], "rule": "mine_1"}]


@pytest.mark.parametrize("kwargs,words", [
    ({"preset": "huge"}, "unknown preset"),
    ({"rows": 51, "cols": 5, "mines": 3}, "at most 50x50"),
    ({"rows": 5, "cols": 5, "mines": 25}, "fewer mines than tiles"),
    ({"rows": 5, "cols": 5}, "rows, columns and mines"),
    ({"preset": "beginner", "first_click": "middle"}, "unknown first click"),
    ({"preset": "beginner", "seed": -1}, "non-negative"),
])
def test_game_spec_limits(kwargs, words):
    with pytest.raises(InputError, match=words):
        GameSpec.of(**kwargs)


def test_play_game_reports_every_move():
    moves = []
    rng = np.random.default_rng(5)
    game = Game(9, 9, 10, rng, "safe")
    player = RuleStrategy(list(map(str, DEFAULT_RULES)), fallback="local", seed=5)
    rec = play_game(game, player, "corner", rng, on_move=moves.append)
    assert all(isinstance(m, Move) for m in moves) and len(moves) == rec.moves
    assert sum(m.reason == "guess" for m in moves) == rec.guesses
    assert Counter(m.reason for m in moves if m.reason != "guess") == rec.rule_moves
    assert all(m.probability is not None for m in moves[1:] if m.reason == "guess")


def test_a_lookahead_hint_says_why_as_advise_does(service):
    """With the lookahead fallback the page's hint is the rule player's guess, with the exact
    probabilities and the sentence `ilp advise --fallback lookahead` prints for it."""
    from examples_gen.lookahead import lookahead_advice

    board = read_board("mines 10\n11......\n1F23....\n1111....\n0012....\n002.....\n113.....\n"
                       "..2.....\n........\n")
    h = service.hint(board, "lookahead", 0)
    m = h["move"]
    if m["reason"] == "guess":
        advice = lookahead_advice(board)
        assert [m["row"], m["col"]] == advice["tile"] and m["why"] == advice["text"]
        assert h["probabilities"]["exact"]
    blank = read_board("mines 10\n" + "........\n" * 8)
    g = service.hint(blank, "lookahead", 0)
    assert g["move"]["reason"] == "guess" and g["move"]["why"]
    assert g["probabilities"]["exact"] and g["probabilities"]["fallback"] == "lookahead"
