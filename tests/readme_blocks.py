"""The fenced blocks of a Markdown file, and the commands of the runnable ones.

Used by tests/test_readme.py (which runs the README's commands) and tests/test_docs.py (which
checks the example files that README.md and docs/ show).  A block is preceded, optionally, by
an HTML comment that says something about it to these tests:

- ``<!-- readme-test: skip (REASON) -->``: the block is not run (the reason is required);
- ``<!-- example-file: PATH -->``: the block shows the file PATH of the repository (a line of
  ``...`` or ``…`` stands for lines left out).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

FENCE = re.compile(r"^(\s*)```(\S*)\s*$")
MARK = re.compile(r"<!--\s*(readme-test|example-file):\s*(.*?)\s*-->")


@dataclass
class Block:
    source: str          # the file, relative to the repository
    line: int            # 1-based line of the opening fence
    lang: str            # "bash", "console", "prolog", "" ...
    text: str            # the block's lines, without the fences, indentation removed
    heading: str         # the nearest heading above it
    marks: dict          # {"readme-test": "skip (...)", "example-file": "path"}

    @property
    def id(self) -> str:
        return f"{self.source}:{self.line}"


def blocks(path: Path, root: Path) -> list[Block]:
    lines = path.read_text(encoding="utf-8").splitlines()
    out, heading, marks, i = [], "", {}, 0
    while i < len(lines):
        line = lines[i]
        if line.startswith("#"):
            heading = line.lstrip("#").strip()
        for kind, value in MARK.findall(line):
            marks[kind] = value
        m = FENCE.match(line)
        if not m:
            if line.strip() and not MARK.search(line):
                marks = {}           # a mark belongs to the block right after it
            i += 1
            continue
        indent, lang, start = len(m.group(1)), m.group(2), i
        body = []
        i += 1
        while i < len(lines) and not FENCE.match(lines[i]):
            body.append(lines[i][indent:] if lines[i][:indent].strip() == "" else lines[i])
            i += 1
        out.append(Block(str(path.relative_to(root)), start + 1, lang, "\n".join(body), heading,
                         marks))
        marks = {}
        i += 1
    return out


def logical_lines(text: str) -> list[str]:
    """Lines with their backslash continuations joined."""
    out, current = [], ""
    for line in text.splitlines():
        if line.rstrip().endswith("\\"):
            current += line.rstrip()[:-1] + " "
            continue
        out.append(current + line)
        current = ""
    if current:
        out.append(current)
    return out


def strip_comment(command: str) -> str:
    """A shell command without its trailing `# comment` (a `#` outside quotes, after a blank)."""
    quote = None
    for k, ch in enumerate(command):
        if quote:
            quote = None if ch == quote else quote
        elif ch in "'\"":
            quote = ch
        elif ch == "#" and (k == 0 or command[k - 1].isspace()):
            return command[:k].rstrip()
    return command.rstrip()


def shell_commands(block: Block) -> list[str]:
    """The commands of a bash block, one per logical line, comments dropped."""
    return [c for c in (strip_comment(line).strip() for line in logical_lines(block.text)) if c]


def console_steps(block: Block) -> list[tuple[str, list[str]]]:
    """(command, expected output lines) for each `$ command` of a console block."""
    steps: list[tuple[str, list[str]]] = []
    for line in logical_lines(block.text):
        if line.startswith("$ "):
            steps.append((line[2:].strip(), []))
        elif steps:
            steps[-1][1].append(line)
    return steps


SKIP_LINES = ("...", "\u2026")     # a line of its own: any lines
ANY_TEXT = "\u2026"                # within a line: any text (board rows are full of dots)


def matches(expected: list[str], actual: list[str]) -> str | None:
    """None when the expected lines appear in `actual` in order (each line whole, `…` in a
    line standing for any text, a line of `...` or `…` alone for any lines); else the first
    expected line that is missing."""
    pos = 0
    for want in expected:
        if not want.strip() or want.strip() in SKIP_LINES:
            continue
        pattern = re.compile(".*".join(re.escape(part) for part in want.rstrip().split(ANY_TEXT))
                             + r"\Z")
        while pos < len(actual) and not pattern.match(actual[pos].rstrip()):
            pos += 1
        if pos == len(actual):
            return want
        pos += 1
    return None


def shown_lines_in_file(shown: str, path: Path) -> str | None:
    """None when every line of `shown` is a line of the file `path`, in order (a line of `...`
    or `…` stands for lines left out); else the first line that is not."""
    return matches(shown.splitlines(), path.read_text(encoding="utf-8").splitlines())
