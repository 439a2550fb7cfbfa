"""`ilp solve`: the JSON contract, human output, and refusing bad input with exit status 2."""

import json
import subprocess
import sys

import pytest
from click.testing import CliRunner

from ilp.cli import main

BOARDS = """# two boards
mines 2
.....
.121.
.....

mines 3
....
....
"""


def run(*args):
    return CliRunner().invoke(main, list(args))


def test_solve_json_contract(tmp_path):
    f = tmp_path / "b.txt"
    f.write_text(BOARDS)
    res = run("solve", str(f), "--json")
    assert res.exit_code == 0, res.output
    data = json.loads(res.stdout)
    assert isinstance(data, list) and len(data) == 2
    first = data[0]
    assert set(first) == {"rows", "cols", "mines", "probability", "safe", "mine"}
    assert (first["rows"], first["cols"], first["mines"]) == (3, 5, 2)
    assert first["probability"][1][1:4] == [None, None, None]
    assert first["probability"][0] == [0.0, 0.5, 0.0, 0.5, 0.0]
    assert [0, 0] in first["safe"] and [1, 4] in first["safe"]
    assert first["mine"] == []
    assert len(first["probability"]) == 3 and all(len(r) == 5 for r in first["probability"])
    second = data[1]
    assert second["probability"] == [[0.375] * 4] * 2


def test_solve_flags_are_null_and_mines_listed(tmp_path):
    f = tmp_path / "b.txt"
    f.write_text("mines 1\nF1.\n11.\n...\n")
    data = json.loads(run("solve", str(f), "--json").stdout)[0]
    assert data["probability"][0][0] is None
    # the 1s next to the flag are satisfied, so their other hidden neighbours are safe
    assert [0, 2] in data["safe"] and [1, 2] in data["safe"]


def test_solve_human_output(tmp_path):
    f = tmp_path / "b.txt"
    f.write_text(BOARDS)
    res = run("solve", str(f))
    assert res.exit_code == 0
    assert "board 1" in res.stdout and "board 2" in res.stdout
    assert "50%" in res.stdout and "safe" in res.stdout and "38%" in res.stdout


@pytest.mark.parametrize("text, words", [
    ("mines 1\n...\n..\n", "line 3"),
    ("nope\n", "line 1"),
    ("mines 2\n...\n020\n000\n", "board 1"),          # inconsistent
])
def test_solve_bad_input_exit_2(tmp_path, text, words):
    f = tmp_path / "b.txt"
    f.write_text(text)
    res = run("solve", str(f), "--json")
    assert res.exit_code == 2
    assert res.stdout == ""
    assert "error:" in res.stderr and words in res.stderr


def test_solve_missing_file_exit_2_no_traceback(tmp_path):
    res = run("solve", str(tmp_path / "none.txt"))
    assert res.exit_code == 2
    assert "Traceback" not in res.output


def test_solve_subprocess_exit_2_no_traceback(tmp_path):
    f = tmp_path / "b.txt"
    f.write_text("mines 1\n.x.\n")
    ilp = [sys.executable, "-c", "import sys; from ilp.cli import main; sys.exit(main())"]
    proc = subprocess.run(ilp + ["solve", str(f), "--json"], capture_output=True, text=True)
    assert proc.returncode == 2
    assert proc.stdout == ""
    assert "Traceback" not in proc.stderr and "board 1, line 2" in proc.stderr


def test_solve_help():
    assert run("solve", "--help").exit_code == 0
