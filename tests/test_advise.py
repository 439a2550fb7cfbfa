"""`ilp advise`: the board drawn with what each rule proves, a legend and the fallback's guess."""

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from ilp.cli import main

FIX = Path(__file__).parent / "fixtures"
MIO = str(FIX / "mio_rules.pl")
BOARDS = str(FIX / "boards.txt")


def run(*args):
    return CliRunner().invoke(main, ["advise", *map(str, args)])


def test_plain_output_names_rules_and_guess():
    res = run(BOARDS, "--rules", MIO, "--no-color")
    assert res.exit_code == 0, res.output
    out = res.stdout
    assert "\x1b[" not in out
    assert "safe_1: proves 5 tiles safe" in out
    assert "mine_1: proves 1 tile mined" in out
    # board 3: no rule applies; MIO's local probability guesses (2,2) with 1/6, an estimate,
    # and says so (the exact probability of that tile is another figure)
    assert "no rule applies" in out
    assert ("guess: [2, 2] (local fallback: MIO's local estimate 0.167, not an exact "
            "probability; --fallback csp gives exact ones)") in out
    assert "P(mine) = 0.167" not in out
    # board 1: the safe tiles carry the safe rule's letter
    assert "0 F 1 a" in out


def test_colour_on_request():
    res = run(BOARDS, "--rules", MIO, "--color")
    assert res.exit_code == 0
    assert "\x1b[" in res.stdout and "safe_1" in res.stdout


def test_not_a_tty_means_no_colour():
    res = run(BOARDS, "--rules", MIO)
    assert "\x1b[" not in res.stdout


def test_csp_fallback_and_json():
    res = run(BOARDS, "--rules", MIO, "--fallback", "csp", "--json")
    assert res.exit_code == 0
    data = json.loads(res.stdout)
    assert len(data) == 4
    assert data[0]["guess"] is None                 # every hidden tile is proved safe
    assert data[1]["mine"] == [{"tile": [0, 0], "rule": "mine_1"}]
    g = data[2]["guess"]
    assert g["fallback"] == "csp" and g["probability"] == 0.0   # two numbers prove it safe
    assert set(data[2]) == {"safe", "mine", "guess"}


def test_two_safe_rules_get_two_letters():
    res = run(BOARDS, "--rules", str(FIX / "safe_rules.pl"), "--rules", str(FIX / "order_rules.pl"),
              "--no-color")
    assert res.exit_code == 0
    assert "a  safe_1" in res.stdout


@pytest.mark.parametrize("args", [["--rules", "/nonexistent/rules.pl"], ["--rules", MIO, "--fallback", "x"]])
def test_bad_inputs_exit_2(args):
    res = run(BOARDS, *args)
    assert res.exit_code == 2
    assert "Traceback" not in res.output


def test_bad_board_exit_2(tmp_path):
    p = tmp_path / "b.txt"
    p.write_text("mines 1\n9.\n")
    res = run(p, "--rules", MIO)
    assert res.exit_code == 2 and "error:" in res.stderr


def test_a_certain_mine_is_never_proposed_as_a_guess(tmp_path):
    # the one undetermined tile is a mine (the 1 has no other hidden neighbour); the safe
    # rules alone do not prove it, and no fallback may propose it
    p = tmp_path / "b.txt"
    p.write_text("mines 1\n1.\n")
    for fallback in ("local", "csp", "random"):
        res = run(p, "--rules", str(FIX / "safe_rules.pl"), "--fallback", fallback, "--json")
        assert res.exit_code == 0, res.output
        assert json.loads(res.stdout)[0]["guess"] is None
    res = run(p, "--rules", str(FIX / "safe_rules.pl"), "--no-color")
    assert "no guess: no undetermined tile may be safe" in res.stdout


def test_without_rules_the_default_theories_advise():
    from examples_gen.paths import DEFAULT_RULES

    res = run(BOARDS, "--no-color", "--json")
    assert res.exit_code == 0, res.output
    same = run(BOARDS, "--no-color", "--json", *[a for p in DEFAULT_RULES for a in ("--rules", p)])
    assert res.stdout == same.stdout
    assert any(entry["safe"] for entry in json.loads(res.stdout))


def test_csp_fallback_shows_exact_probabilities():
    # board 3 of the fixtures: the local estimate of (2,2) is 1/6; counting gives its exact value
    from examples_gen.board import read_boards
    from examples_gen.csp import solve

    board = read_boards(BOARDS)[2]
    exact = solve(board).probability
    res = run(BOARDS, "--rules", str(FIX / "safe_rules.pl"), "--fallback", "csp", "--no-color")
    assert res.exit_code == 0, res.output
    block = res.stdout.split("board 3:")[1].split("board 4:")[0]
    assert "exact P(mine) =" in block
    assert "exact P(mine) of the undetermined tiles, lowest first:" in block
    assert f"[2, 2] {exact[2, 2]:.3f}" in block
    data = json.loads(run(BOARDS, "--rules", MIO, "--fallback", "csp", "--json").stdout)
    assert data[2]["guess"]["exact"] is True
    local = json.loads(run(BOARDS, "--rules", MIO, "--json").stdout)
    assert local[2]["guess"]["exact"] is False


def test_the_board_has_row_and_column_numbers(tmp_path):
    wide = tmp_path / "wide.txt"
    wide.write_text("mines 3\n" + ("." * 12 + "\n") * 3)
    out = run(wide, "--no-color").stdout
    lines = out.splitlines()
    tens, units = lines[1], lines[2]
    # column 11 reads 1 over 1; rows are numbered down the left
    assert tens.split() == ["1", "1"] and units.split() == [str(c % 10) for c in range(12)]
    assert lines[3].split()[0] == "0" and lines[5].split()[0] == "2"
