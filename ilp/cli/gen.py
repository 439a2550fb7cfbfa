"""`ilp gen`: sample labeled Minesweeper examples from real play and write a task directory."""

import inspect
import json
import os
import sys
import time
from pathlib import Path

import click

from examples_gen.examples import generate_examples
from examples_gen.learn_targets import (DEFAULT_BOARDS, DEFAULT_LABELS, LABELINGS, N_EXAMPLES,
                                        labels_help)
from ilp.cli.progress import bars_wanted
from ilp.words import plural
from ilp.errors import InputError


# one source for the defaults `ilp learn --target` shares (examples_gen/learn_targets.py), and
# generate_examples' own for the rest
_GEN = inspect.signature(generate_examples).parameters


@click.command()
@click.option("--target", type=click.Choice(["safe", "mine"]), default="safe", show_default=True,
              help="Target predicate: safe/2 or mine/2.")
@click.option("--out", "out", required=True, type=click.Path(file_okay=False),
              help="Task directory to write (bk.pl, boards.pl, exs.pl, modes.pl).")
@click.option("--examples", "n_examples", type=int, default=None,
              help=f"Stop after this many examples (default {N_EXAMPLES} when --states is not "
                   "given); with both, the first reached stops.")
@click.option("--boards", "mix", default=DEFAULT_BOARDS, show_default=True,
              help="Board mix: comma-separated presets (classic-beginner, beginner, "
                   "intermediate, expert) or sizes ROWSxCOLS/MINES, e.g. 8x8/10.")
@click.option("--states", "n_states", type=int, default=None,
              help="Stop after recording this many board states.")
@click.option("--labels", type=click.Choice(LABELINGS), default=DEFAULT_LABELS, show_default=True,
              help=labels_help(mark_default=False))
@click.option("--seed", type=int, default=0, show_default=True)
@click.option("--record-prob", type=float, default=_GEN["record_prob"].default, show_default=True,
              help="Probability of recording each state met in play.")
@click.option("--flag-fraction", type=float, default=_GEN["flag_fraction"].default,
              show_default=True, help="Probability that each known mine gets flagged.")
@click.option("--first-move", type=click.Choice(["any", "safe", "zero"]),
              default=_GEN["first_move"].default, show_default=True)
@click.option("--json", "as_json", is_flag=True, help="Print the summary as JSON (docs/json.md).")
@click.option("--quiet", is_flag=True,
              help="No progress bar (one is drawn only when standard error is a terminal).")
def gen(target, out, n_examples, mix, n_states, labels, seed, record_prob, flag_fraction,
        first_move, as_json, quiet):
    """Play games with the exact CSP player, record states, label the fringe tiles and write
    a learning-task directory for TARGET.

    The directory is what `ilp learn --task DIR` reads (with the Minesweeper language and
    search settings of background/modes.pl), or `ilp learn --target TARGET --examples DIR`
    (the same examples with the target's own search settings, as `ilp learn --target` uses).
    """
    from tqdm import tqdm

    from examples_gen.examples import write_task

    if n_examples is None and n_states is None:
        n_examples = N_EXAMPLES
    try:                     # the output directory before any work starts
        Path(out).mkdir(parents=True, exist_ok=True)
    except OSError as err:
        raise InputError(f"cannot create task directory {out}: {err.strerror}") from None
    if not os.access(out, os.W_OK):
        raise InputError(f"cannot write the task to {out}: not writable")
    for name, v in (("--examples", n_examples), ("--states", n_states)):
        if v is not None and v <= 0:
            raise InputError(f"{name} must be a positive integer, got {v}")
    t0 = time.perf_counter()
    total = n_examples if n_examples is not None else n_states
    unit = "examples" if n_examples is not None else "states"
    with tqdm(total=total, unit=unit, file=sys.stderr,
              disable=not bars_wanted(quiet), leave=False) as bar:
        last = [0]

        def progress(n_done):
            if unit == "states":
                bar.update(1)
            else:
                bar.update(min(n_done, total) - last[0])
                last[0] = min(n_done, total)

        es = generate_examples(target=target, n_examples=n_examples, n_boards=n_states,
                               board_mix=mix, labels=labels, seed=seed,
                               record_prob=record_prob, flag_fraction=flag_fraction,
                               first_move=first_move, progress=progress)
    write_task(es, out)
    summary = {**es.to_dict(), "out": str(out), "seconds": round(time.perf_counter() - t0, 3)}
    if as_json:
        click.echo(json.dumps(summary))
    else:
        click.echo(f"{plural(summary['examples'], 'example')} ({summary['pos']} pos, "
                   f"{summary['neg']} neg) for {target}/2 from "
                   f"{plural(summary['boards'], 'board state')} of "
                   f"{plural(summary['games'], 'game')}, {labels} labels; "
                   f"{summary['contradictory_removed']} contradictory removed; written to {out} "
                   f"in {summary['seconds']} s")
