"""`ilp gen`: sample labeled Minesweeper examples from real play and write a task directory."""

import json
import os
import sys
import time
from pathlib import Path

import click

from ilp.errors import InputError


@click.command()
@click.option("--target", type=click.Choice(["safe", "mine"]), default="safe", show_default=True,
              help="Target predicate: safe/2 or mine/2.")
@click.option("--out", "out", required=True, type=click.Path(file_okay=False),
              help="Task directory to write (bk.pl, boards.pl, exs.pl, modes.pl).")
@click.option("--examples", "n_examples", type=int, default=None,
              help="Stop after this many examples (default 2000 when --states is not given); with both, the first reached stops.")
@click.option("--boards", "mix", default="classic-beginner,intermediate", show_default=True,
              help="Board mix: comma-separated presets (classic-beginner, beginner, "
                   "intermediate, expert) or sizes ROWSxCOLS/MINES, e.g. 8x8/10.")
@click.option("--states", "n_states", type=int, default=None,
              help="Stop after recording this many board states.")
@click.option("--labels", type=click.Choice(["truth", "exact", "zone"]), default="truth", show_default=True,
              help="truth: safe iff no mine (contradictions removed); exact: safe/mine iff the "
                   "exact mine probability is 0/1.")
@click.option("--seed", type=int, default=0, show_default=True)
@click.option("--record-prob", type=float, default=0.3, show_default=True,
              help="Probability of recording each state met in play.")
@click.option("--flag-fraction", type=float, default=0.5, show_default=True,
              help="Probability that each known mine gets flagged.")
@click.option("--first-move", type=click.Choice(["any", "safe", "zero"]), default="safe",
              show_default=True)
@click.option("--json", "as_json", is_flag=True, help="Print the summary as JSON.")
def gen(target, out, n_examples, mix, n_states, labels, seed, record_prob, flag_fraction,
        first_move, as_json):
    """Play games with the exact CSP player, record states, label the fringe tiles and write
    a learning-task directory for TARGET."""
    from tqdm import tqdm

    from examples_gen.examples import generate_examples, write_task

    if n_examples is None and n_states is None:
        n_examples = 2000
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
    with tqdm(total=total, unit=unit, file=sys.stderr, disable=None, leave=False) as bar:
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
        click.echo(f"{summary['examples']} examples ({summary['pos']} pos, {summary['neg']} neg) "
                   f"for {target}/2 from {summary['boards']} board states of {summary['games']} "
                   f"games, {labels} labels; {summary['contradictory_removed']} contradictory "
                   f"removed; written to {out} in {summary['seconds']} s")
