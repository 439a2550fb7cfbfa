"""Every command block of README.md runs, as a newcomer would type it, and does what it shows.

Blocks are found by their fences, wherever they are (tests/readme_blocks.py), so a section added
later is checked the same way:

- ```` ```console ````: each `$ command` runs exactly as written (a console block shows real
  output, so keep it quick) and must exit 0; the lines shown after it must appear in its output
  (standard output, then standard error), in order, each line whole; `…` in a line stands for
  any text, a line of `...` or `…` alone for any lines.
- ```` ```bash ```` (or `sh`, `shell`): every command (continuations joined, comments dropped)
  runs in order and must exit 0 without a traceback; a command with `--json` must print one JSON
  document; a file named by `--out` must exist afterwards.  So that CI stays practical, a few
  long runs are shortened (`shorten`, each rule saying why): they still run for real.
  `ilp serve` and `ilp board` run until they print their URL, on a free port, and are then
  stopped with Ctrl-C.
- A block preceded by `<!-- readme-test: skip (REASON) -->` is not run; the reason is
  required.  Commands in NEVER_RUN are not run either, wherever they appear.
- Blocks in other languages (prolog, json, none) are data: tests/test_docs.py checks the board
  files and example files among them.

All commands run in one scratch directory that mirrors the checkout through symlinks (so
`tasks/trains` and `docs/examples/board.txt` resolve, and what the commands write stays out of
the checkout), with the project's `.venv/bin` first on PATH, in README order: a block may use
what an earlier one wrote (`SAFE.pl`), so run this module whole.
"""

from __future__ import annotations

import json
import os
import re
import shlex
import signal
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from tests.readme_blocks import blocks, console_steps, matches, shell_commands

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
BIN = Path(sys.executable).parent
TIMEOUT = 900              # seconds one command may take (a shortened learning run: ~1 min)
SHELL_LANGS = {"bash", "sh", "shell"}
SERVERS = ("ilp serve", "ilp board")

# commands never run by this test, and why (a prefix of the command)
NEVER_RUN = {
    "bash scripts/test.sh": "the test suite itself (.ci/run runs it)",
    "pip install": "installs the package: scripts/check_wheel.sh does it in a fresh virtualenv, in CI",
    "sudo ": "changes the system",
    "apt-get": "changes the system",
}

# What `shorten` adds to every `ilp learn --target`: one short active-learning round (a hundred
# examples, 5-second searches in this process, one server worker) instead of the default
# rounds of about a minute per target; passive learning (--examples) ignores the loop options
# and keeps the search limits.
QUICK_TARGET = ["--max-iterations", "1", "--initial-examples", "100",
                "--validation-examples", "200", "--server-workers", "1", "--jobs", "1",
                "--time-limit", "5", "--max-failures", "1"]
# ... and to any other `ilp learn` (the README's tasks take seconds; a task `ilp gen` wrote
# would search for minutes): 10-second searches, 30 seconds in all
QUICK_TASK = ["--time-limit", "10", "--max-time", "30"]
QUICK_GAMES = 20           # games per match instead of hundreds or thousands
QUICK_EXAMPLES = "200"     # examples `ilp gen` writes when the command does not say


def shorten(words: list[str]) -> tuple[list[str], dict]:
    """The command (split into words) as CI runs it, and environment variables to add."""
    env = {}
    if words[:2] == ["bash", "scripts/demo.sh"]:
        env = {"GAMES": str(QUICK_GAMES), "LEARN_ARGS": " ".join(QUICK_TARGET)}
    words = list(words)
    for k, w in enumerate(words[:-1]):
        if w == "--games" and words[k + 1].isdigit():
            words[k + 1] = str(min(int(words[k + 1]), QUICK_GAMES))
    if words[:2] == ["ilp", "learn"]:
        words += QUICK_TARGET if "--target" in words else QUICK_TASK
    if words[:2] == ["ilp", "gen"] and not {"--examples", "--states"} & set(words):
        words += ["--examples", QUICK_EXAMPLES]
    return words, env


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def workdir(tmp_path_factory):
    d = tmp_path_factory.mktemp("readme")
    for entry in ROOT.iterdir():
        if entry.name not in {".git", "out", "build"}:
            (d / entry.name).symlink_to(entry)
    return d


def environment(extra=None) -> dict:
    env = dict(os.environ, PATH=f"{BIN}{os.pathsep}{os.environ.get('PATH', '')}")
    env.pop("NO_COLOR", None)
    env.update(extra or {})
    return env


def run(command: str, cwd, env=None) -> subprocess.CompletedProcess:
    return subprocess.run(["bash", "-c", command], cwd=cwd, env=environment(env),
                          capture_output=True, text=True, timeout=TIMEOUT)


def run_server(words: list[str], cwd) -> str:
    """Start a server command on a free port, wait for its URL, stop it with Ctrl-C; its output."""
    words = list(words)
    if "--port" in words:
        words[words.index("--port") + 1] = str(free_port())
    else:
        words += ["--port", str(free_port())]
    proc = subprocess.Popen(words, cwd=cwd, env=environment(), stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    seen: list[str] = []

    def read(stream):
        for line in stream:
            seen.append(line)

    readers = [threading.Thread(target=read, args=(s,), daemon=True) for s in (proc.stdout, proc.stderr)]
    for t in readers:
        t.start()
    deadline = time.monotonic() + 180
    try:
        while time.monotonic() < deadline and proc.poll() is None:
            if any("http://" in line for line in seen):
                break
            time.sleep(0.2)
        assert proc.poll() is None, f"{' '.join(words)} ended early:\n{''.join(seen)}"
        assert any("http://" in line for line in seen), f"no URL from {' '.join(words)}"
        proc.send_signal(signal.SIGINT)
        proc.wait(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    for t in readers:
        t.join(timeout=5)
    out = "".join(seen)
    assert "Traceback" not in out, out
    return out


def never_run(command: str) -> str | None:
    return next((why for prefix, why in NEVER_RUN.items() if command.startswith(prefix)), None)


def check_shell_command(command: str, cwd) -> None:
    if any(ch in command for ch in "$|&;<>`"):
        words, env, shown = shlex.split(command), {}, command    # shell syntax: as written
    else:
        words, env = shorten(shlex.split(command))
        shown = " ".join(shlex.quote(w) for w in words)
    if " ".join(words[:2]) in SERVERS:
        run_server(words, cwd)
        return
    r = run(shown, cwd, env)
    assert r.returncode == 0, f"{shown}\nexit {r.returncode}\n{r.stdout[-3000:]}\n{r.stderr[-3000:]}"
    assert "Traceback" not in r.stderr, r.stderr
    if "--json" in words:
        json.loads(r.stdout)
    if "--out" in words:
        out = Path(cwd) / words[words.index("--out") + 1]
        assert out.exists(), f"{shown} did not write {out}"


README_BLOCKS = [b for b in blocks(README, ROOT) if b.lang in SHELL_LANGS | {"console"}]


def test_the_readme_has_runnable_blocks():
    langs = [b.lang for b in README_BLOCKS]
    assert "console" in langs and "bash" in langs
    # the two set-up-and-run commands stay at the top, first of all blocks
    assert shell_commands(README_BLOCKS[0]) == ["bash scripts/demo.sh", "bash scripts/test.sh"]


def test_skipped_blocks_say_why():
    for b in blocks(README, ROOT):
        mark = b.marks.get("readme-test")
        if mark is not None:
            assert re.fullmatch(r"skip \(.{10,}\)", mark), f"{b.id}: {mark!r} gives no reason"


@pytest.mark.parametrize("block", README_BLOCKS, ids=[f"line{b.line}" for b in README_BLOCKS])
def test_readme_block(block, workdir):
    if "readme-test" in block.marks:
        pytest.skip(f"{block.id}: {block.marks['readme-test']}")
    if block.lang == "console":
        for command, expected in console_steps(block):
            r = run(command, workdir)
            assert r.returncode == 0, f"{command}: exit {r.returncode}\n{r.stderr[-3000:]}"
            lines = (r.stdout + r.stderr).splitlines()
            missing = matches(expected, lines)
            assert missing is None, (f"README line {block.line}: `{command}` does not print\n"
                                     f"  {missing!r}\nIt printed:\n{r.stdout}\n{r.stderr}")
        return
    ran = 0
    for command in shell_commands(block):
        if never_run(command) is None:
            check_shell_command(command, workdir)
            ran += 1
    if not ran:
        pytest.skip(f"{block.id}: only commands this test never runs")
