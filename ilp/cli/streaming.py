"""Commands that answer board by board (`solve`, `rules apply`, `advise`): results printed as
each board is done, memory that of one board, progress on stderr.

The file is read twice, one board at a time: a quick first pass (format, and each number on its
own) counts the boards for the progress bar and refuses a malformed file before anything is
printed; the second does the work.  A fault only the work finds (numbers that contradict each
other) stops the output at that board with exit status 2; `--json` output then stays an
unclosed list, so no parser takes it for a result.  A pipe can be read only once: it gets the
second pass alone.
"""

import json
import sys
from pathlib import Path

import click

# A progress bar (stderr, only on a terminal) appears once a pass has run this long.
PROGRESS_DELAY = 1.0


def progress(desc, total=None):
    from tqdm import tqdm

    # disable=None: off when stderr is not a terminal; delay: quiet for quick runs
    return tqdm(desc=desc, total=total, unit="board", file=sys.stderr, disable=None,
                delay=PROGRESS_DELAY, leave=False)


def count_boards(path) -> int | None:
    """Pass 1: how many boards the file holds (None for a pipe); BoardError for a fault of the
    format or of a single number."""
    from examples_gen.board import iter_boards

    if not Path(path).is_file():
        return None
    n = 0
    with progress("checking") as bar:
        for _ in iter_boards(path, "numbers"):
            n += 1
            bar.update()
    return n


def stream(path, pairs, as_json: bool, to_json, to_text, desc: str, color=None) -> None:
    """Print each (board, result) of `pairs` (an iterator working through the file) as it
    comes: one JSON list entry by entry (`to_json(board, result)`), or text blocks
    (`to_text(k, board, result)`; `color`: keep ANSI colours even when stdout is no
    terminal)."""
    total = count_boards(path)
    k = 0
    with progress(desc, total) as bar:
        for k, (board, result) in enumerate(pairs, start=1):
            if as_json:
                # "[" comes with the first entry, "]" after the last: an interrupted list stays open
                click.echo(("[" if k == 1 else ", ") + json.dumps(to_json(board, result)), nl=False)
            else:
                click.echo(("\n" if k > 1 else "") + to_text(k, board, result), color=color)
            bar.update()
    if as_json:
        click.echo("]" if k else "[]")
