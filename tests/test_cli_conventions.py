"""What every `ilp` command promises a newcomer (docs/cli.md): the version, counts in good
English, progress bars only on a terminal, `--quiet` as one summary line, `--json` that says
nothing stale, `--rules default`, one source for the defaults of `gen` and `learn --target`,
and shell completion."""

from __future__ import annotations

import fcntl
import json
import os
import pty
import struct
import subprocess
import sys
import termios
from importlib.metadata import version
from pathlib import Path

from click.testing import CliRunner

import ilp
from ilp.cli import main

ROOT = Path(__file__).resolve().parent.parent
ILP = str(Path(sys.executable).parent / "ilp")
BOARD = str(ROOT / "docs" / "examples" / "board.txt")


def cli(*args):
    return CliRunner().invoke(main, [str(a) for a in args])


def test_version_names_the_installed_version():
    res = cli("--version")
    assert res.exit_code == 0
    assert res.output.strip() == f"ilp {ilp.__version__} (Python package mio-ilp-learner)"
    assert version("mio-ilp-learner") == ilp.__version__


def test_counts_are_in_good_english(tmp_path):
    res = subprocess.run([ILP, "learn", "--task", str(ROOT / "tasks" / "trains")],
                         capture_output=True, text=True)
    assert res.returncode == 0
    assert "learned 1 clause in 1 search," in res.stderr
    one = tmp_path / "one.txt"
    one.write_text("mines 1\n.1\n11\n")
    for command in (["solve", one], ["advise", one, "--rules", "default"]):
        out = cli(*command).output
        assert "1 mine " in out and "1 mines" not in out, out
    assert "1 certain mine" in cli("solve", one).output
    assert "proves 1 tile mined" in cli("advise", one).output


def test_progress_bars_only_on_a_terminal():
    args = [ILP, "play", "--games", "40", "--seed", "3"]
    piped = subprocess.run(args, capture_output=True, text=True)
    assert piped.returncode == 0 and "\r" not in piped.stderr and piped.stderr == ""
    # the same command with standard error on a terminal draws a bar there
    leader, follower = pty.openpty()
    # a terminal 80 columns wide (a new pty has 0, where tqdm draws nothing)
    fcntl.ioctl(follower, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    proc = subprocess.run(args, stdout=subprocess.PIPE, stderr=follower, timeout=300)
    os.close(follower)
    drawn = b""
    try:
        while chunk := os.read(leader, 4096):
            drawn += chunk
    except OSError:           # the terminal is closed once everything is read
        pass
    os.close(leader)
    assert proc.returncode == 0
    assert b"\r" in drawn and b"game" in drawn


def test_learn_quiet_is_one_summary_line():
    res = subprocess.run([ILP, "learn", "--task", str(ROOT / "tasks" / "ancestor"), "--quiet"],
                         capture_output=True, text=True)
    assert res.returncode == 0
    assert res.stderr.count("\n") == 1 and res.stderr.startswith("learned 2 clauses in ")
    assert "ancestor(A, B) :-" in res.stdout


def _passive(*extra):
    return cli("learn", "--target", "safe", "--n-examples", "60", "--nodes", "50",
               "--time-limit", "2", "--max-failures", "1", "--jobs", "1", "--seed", "3",
               "--quiet", "--json", *extra)


def test_learn_json_never_names_a_removed_directory(tmp_path):
    res = _passive()
    assert res.exit_code == 0, res.output
    assert json.loads(res.stdout)["task"] is None        # a temporary directory, removed
    kept = tmp_path / "kept"
    res = _passive("--task-dir", kept)
    assert res.exit_code == 0, res.output
    doc = json.loads(res.stdout)
    assert doc["task"] == str(kept) and (kept / "exs.pl").is_file()


def test_active_json_never_names_a_removed_directory_or_a_stopped_server(monkeypatch, tmp_path):
    import ilp.active.loop as loop
    from ilp.active.loop import ActiveResult

    seen = {}

    def fake(target, settings, options, server_url=None, workdir=None, **kw):
        seen["workdir"] = workdir
        return ActiveResult(target, stopped="no counterexample", server_url="http://127.0.0.1:9",
                            task_dir=str(workdir))

    monkeypatch.setattr(loop, "run_active_learning", fake)
    doc = json.loads(cli("learn", "--target", "safe", "--json").stdout)
    assert doc["task_dir"] is None and doc["server_url"] is None
    doc = json.loads(cli("learn", "--target", "safe", "--json", "--task-dir", tmp_path / "t").stdout)
    assert doc["task_dir"] == str(tmp_path / "t")


def test_rules_default_names_the_shipped_theories():
    from examples_gen.paths import DEFAULT_RULES

    shown = cli("rules", "show", "default").output
    assert all(f"% {p}:" in shown for p in DEFAULT_RULES)
    played = json.loads(cli("play", "--rules", "default", "--games", "10", "--seed", "2",
                            "--json").output)
    assert played["rule_moves"]                       # the rules, not the CSP player, played
    csp = json.loads(cli("play", "--games", "10", "--seed", "2", "--json").output)
    assert set(csp["rule_moves"]) == {"csp"}          # without --rules: the exact CSP player
    text = cli("play", "--rules", "default", "--games", "5", "--quiet").output
    assert "player:      rules (the default theories) + local fallback" in text


def test_gen_and_learn_share_label_defaults_and_their_documentation(tmp_path):
    from examples_gen.learn_targets import DEFAULT_LABELS, LABEL_MEANINGS, N_EXAMPLES

    gen_help, learn_help = cli("gen", "--help").output, cli("learn", "--help").output
    for text in (gen_help, learn_help):
        flat = " ".join(text.split())
        for name, meaning in LABEL_MEANINGS.items():
            assert f"{name}" in flat and " ".join(meaning.split()[:6]) in flat
        assert f"default {N_EXAMPLES}" in flat
    res = cli("gen", "--out", tmp_path / "t", "--examples", "50", "--boards", "8x8/10", "--json")
    assert json.loads(res.output)["labels"] == DEFAULT_LABELS == "zone"


def test_shell_completion_completes_commands():
    env = dict(os.environ, _ILP_COMPLETE="bash_complete", COMP_WORDS="ilp pl", COMP_CWORD="1")
    res = subprocess.run([ILP], env=env, capture_output=True, text=True)
    assert res.returncode == 0 and "play" in res.stdout.split()[0]
