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


# streaming, big files, odd inputs -------------------------------------------------------------------
MANY = """mines 2
.....
.121.
.....

mines 1
F1.
11.
...

mines 5
F......0
111.2.10
00....11
01..1...
.....01.

mines 3
....
....
"""


def test_streamed_json_is_the_whole_list_as_before(tmp_path):
    """Written entry by entry, the output is byte for byte one json.dumps of the whole list."""
    from examples_gen.board import parse_boards
    from examples_gen.csp import solve
    from ilp.cli.solve import analysis_json

    f = tmp_path / "b.txt"
    f.write_text("\n".join([MANY] * 3))
    res = run("solve", str(f), "--json")
    assert res.exit_code == 0, res.output
    boards = parse_boards(f.read_text())
    assert len(boards) == 12
    assert res.stdout == json.dumps([analysis_json(b, solve(b)) for b in boards]) + "\n"
    assert res.stderr == ""  # no progress bar when stderr is not a terminal


def test_streamed_text_output(tmp_path):
    f = tmp_path / "b.txt"
    f.write_text(MANY)
    res = run("solve", str(f))
    assert res.exit_code == 0
    blocks = res.stdout.split("\n\n")
    assert [b.split(":")[0] for b in blocks] == ["board 1", "board 2", "board 3", "board 4"]


def test_byte_order_mark_is_accepted(tmp_path):
    plain, marked = tmp_path / "plain.txt", tmp_path / "marked.txt"
    plain.write_text(BOARDS, encoding="utf-8")
    marked.write_text(BOARDS, encoding="utf-8-sig")
    assert marked.read_bytes().startswith(b"\xef\xbb\xbf")
    res = run("solve", str(marked), "--json")
    assert res.exit_code == 0, res.output
    assert res.stdout == run("solve", str(plain), "--json").stdout


@pytest.mark.parametrize("bad", ["mines 1\n...\n.x.\n", "mines 3\n.F.\n.0.\n"])
def test_fault_seen_without_counting_is_refused_before_any_output(tmp_path, bad):
    """A format fault or a number that cannot be met on its own, late in the file: nothing on
    stdout."""
    f = tmp_path / "b.txt"
    f.write_text(MANY + "\n" + bad)
    res = run("solve", str(f), "--json")
    assert res.exit_code == 2
    assert res.stdout == ""
    assert "error:" in res.stderr and "board 5, line" in res.stderr


def test_fault_found_by_counting_stops_the_output_unclosed(tmp_path):
    """Numbers that fit only with 2 mines when the board says 1: found while solving board 5.
    The four boards before it are out, the list stays open, exit status 2."""
    f = tmp_path / "b.txt"
    f.write_text(MANY + "\nmines 1\n.11.\n")
    res = run("solve", str(f), "--json")
    assert res.exit_code == 2
    assert "error:" in res.stderr and "board 5, line 22:" in res.stderr
    assert "Traceback" not in res.output
    assert res.stdout.startswith("[") and not res.stdout.rstrip().endswith("]")
    with pytest.raises(json.JSONDecodeError):
        json.loads(res.stdout)
    assert len(json.loads(res.stdout + "]")) == 4


def test_too_complex_board_is_refused(tmp_path, monkeypatch):
    from examples_gen import components

    monkeypatch.setattr(components, "_CACHE", {})
    monkeypatch.setattr(components, "MAX_STATES", 2)
    f = tmp_path / "b.txt"
    f.write_text(BOARDS)
    res = run("solve", str(f), "--json")
    assert res.exit_code == 2
    assert f"error: {f}: board 1: too complex to solve exactly (component of 12 tiles" in res.stderr
    assert res.stdout == ""


def test_pipe_is_read_once(tmp_path):
    """A pipe cannot be read twice: it is checked while solving."""
    ilp = [sys.executable, "-c", "import sys; from ilp.cli import main; sys.exit(main())"]
    proc = subprocess.run(ilp + ["solve", "/dev/stdin", "--json"], input=MANY,
                          capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    f = tmp_path / "b.txt"
    f.write_text(MANY)
    assert proc.stdout == run("solve", str(f), "--json").stdout
