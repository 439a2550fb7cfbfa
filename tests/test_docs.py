"""The documentation users read stays true and inside the repository.

- Nothing users read (README.md, docs/, the shipped READMEs, every --help text) points outside
  the repository (../shared, /work/shared, contracts.md).
- Every board file shown in README.md or docs/ (a block whose first line that is not a comment
  is `mines N`), and every file in docs/examples/, is accepted by `ilp solve`.
- Every block marked `<!-- example-file: PATH -->` shows lines of that file, in order.
- docs/tasks.md lists every search setting; docs/json.md documents every command with --json.
- The README's install lines install this package (its name in pyproject.toml, its extras).
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import fields
from pathlib import Path

import click
import pytest
from click.testing import CliRunner

from ilp.cli import main
from ilp.settings import Settings
from tests.readme_blocks import blocks, shell_commands, shown_lines_in_file

ROOT = Path(__file__).resolve().parent.parent
DOCS = sorted((ROOT / "docs").glob("*.md"))
USER_TEXTS = [ROOT / "README.md", *DOCS, ROOT / "background" / "README.md",
              ROOT / "background" / "learned" / "README.md"]
OUTSIDE = re.compile(r"\.\./shared|/work/shared|contracts\.md|contracts §")
ALL_BLOCKS = [b for path in [ROOT / "README.md", *DOCS] for b in blocks(path, ROOT)]


def _commands(group=main, path=()):
    """(path, command) of every command and subcommand."""
    ctx = click.Context(group)
    for name in group.list_commands(ctx):
        cmd = group.get_command(ctx, name)
        yield (*path, name), cmd
        if isinstance(cmd, click.Group):
            yield from _commands(cmd, (*path, name))


COMMANDS = list(_commands())


@pytest.mark.parametrize("path", USER_TEXTS, ids=lambda p: str(p.relative_to(ROOT)))
def test_user_texts_stay_inside_the_repository(path):
    hits = [f"{n}: {line.strip()}" for n, line in enumerate(path.read_text().splitlines(), 1)
            if OUTSIDE.search(line)]
    assert hits == []


@pytest.mark.parametrize("path", [p for p, _ in COMMANDS], ids=" ".join)
def test_help_texts_stay_inside_the_repository(path):
    res = CliRunner().invoke(main, [*path, "--help"])
    assert res.exit_code == 0, res.output
    assert not OUTSIDE.search(res.output), res.output


def _is_board(text: str) -> bool:
    lines = [ln.strip() for ln in text.splitlines() if ln.strip() and not ln.lstrip().startswith("#")]
    return bool(lines) and re.fullmatch(r"mines \d+", lines[0]) is not None


BOARD_BLOCKS = [b for b in ALL_BLOCKS if _is_board(b.text)]
BOARD_FILES = sorted((ROOT / "docs" / "examples").glob("*.txt"))


def test_the_docs_show_board_files():
    assert BOARD_BLOCKS and BOARD_FILES


@pytest.mark.parametrize("block", BOARD_BLOCKS, ids=[b.id for b in BOARD_BLOCKS])
def test_every_board_shown_is_accepted(block, tmp_path):
    f = tmp_path / "board.txt"
    f.write_text(block.text + "\n")
    res = CliRunner().invoke(main, ["solve", str(f), "--json"])
    assert res.exit_code == 0, f"{block.id}: {res.output}"


@pytest.mark.parametrize("path", BOARD_FILES, ids=lambda p: p.name)
def test_every_example_board_file_is_accepted(path):
    res = CliRunner().invoke(main, ["solve", str(path), "--json"])
    assert res.exit_code == 0, res.output


def test_console_transcripts_that_print_a_file_show_it_whole():
    # `$ cat FILE` in a console block: what follows is the file, line for line
    shown = 0
    for b in ALL_BLOCKS:
        if b.lang == "console" and b.text.startswith("$ cat "):
            name, _, rest = b.text[len("$ cat "):].partition("\n")
            assert rest.rstrip("\n") == (ROOT / name.strip()).read_text().rstrip("\n"), b.id
            shown += 1
    assert shown


EXAMPLE_BLOCKS = [b for b in ALL_BLOCKS if "example-file" in b.marks]


@pytest.mark.parametrize("block", EXAMPLE_BLOCKS, ids=[b.id for b in EXAMPLE_BLOCKS])
def test_example_blocks_show_their_file(block):
    path = ROOT / block.marks["example-file"]
    assert path.is_file(), f"{block.id}: no file {path}"
    missing = shown_lines_in_file(block.text, path)
    assert missing is None, f"{block.id}: {missing!r} is not in {path} (in that order)"


def test_tasks_doc_lists_every_setting():
    text = (ROOT / "docs" / "tasks.md").read_text()
    missing = [f.name for f in fields(Settings) if f"| `{f.name}` |" not in text]
    assert missing == []


def test_json_doc_covers_every_command_with_json():
    text = (ROOT / "docs" / "json.md").read_text()
    with_json = [" ".join(p) for p, cmd in COMMANDS
                 if any("--json" in o.opts for o in getattr(cmd, "params", []))]
    assert "solve" in with_json and "rules apply" in with_json
    missing = [name for name in with_json if f"`ilp {name}" not in text]
    assert missing == []


def test_readme_install_lines_install_this_package():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    extras = set(project["optional-dependencies"])
    lines = [c for b in blocks(ROOT / "README.md", ROOT) if b.lang == "bash"
             for c in shell_commands(b) if c.startswith("pip install")]
    assert lines
    for line in lines:
        for target in line.split()[2:]:
            target = target.strip("'\"")
            m = re.fullmatch(r"(\.|[\w.-]+)(?:\[([\w,]+)\])?", target)
            assert m, line
            assert m.group(1) in {".", project["name"]}, f"{line}: installs {m.group(1)}"
            assert set(filter(None, (m.group(2) or "").split(","))) <= extras, line
    assert project["name"] in (ROOT / "README.md").read_text()
