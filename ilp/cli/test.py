"""`ilp test --task DIR --theory T.pl [--examples FILE]`: how well a theory does on a task's
own examples or on held-out ones (ilp.evaluate: ``test_theory``, ``format_score``).

DIR is any layout `ilp learn --task` takes (ours, Popper's, Aleph's stem).  The theory passes
the theory check in the task's language first, then runs as a program with the task's
background (a recursive call runs the theory), each example under a time limit (Popper's
judge: 2 s) and, when given, an inference limit.  FILE holds held-out examples as
``pos(Atom).`` / ``neg(Atom).`` terms; its other clauses are added to the task's background
for the test (the facts of held-out game states, say).
"""

from __future__ import annotations

import json
import sys

import click

from ilp.evaluate import SHOWN, TIME_LIMIT


@click.command(name="test")
@click.option("--task", "task_dir", type=click.Path(), required=True,
              help="the task: a directory (bk.pl, exs.pl, modes.pl or bias.pl) or an Aleph "
                   "stem DIR/NAME")
@click.option("--theory", type=click.Path(), required=True, help="the theory file to score")
@click.option("--examples", "examples_file", type=click.Path(), default=None,
              help="held-out examples: a Prolog file of pos(Atom). and neg(Atom). terms; "
                   "its other clauses are added to the task's background for the test "
                   "[default: the task's own examples]")
@click.option("--time-limit", type=float, default=TIME_LIMIT, show_default=True,
              help="seconds per example (an example stopped by it counts as not proved)")
@click.option("--inference-limit", type=int, default=None,
              help="Prolog inferences per example [default: none]")
@click.option("--show", "shown", type=int, default=SHOWN, show_default=True,
              help="how many misclassified examples to list")
@click.option("--json", "as_json", is_flag=True, help="print a JSON document on stdout")
def test(task_dir, theory, examples_file, time_limit, inference_limit, shown, as_json):
    """Score THEORY on the task's examples, or on held-out --examples: accuracy, precision,
    recall, balanced accuracy, the confusion matrix and the misclassified examples."""
    from ilp.errors import InputError
    from ilp.evaluate import format_score, test_theory

    if shown < 0:
        raise InputError("--show must be at least 0")
    task, score = test_theory(task_dir, theory, examples_file, time_limit, inference_limit,
                              shown, progress=not as_json and sys.stderr.isatty())
    if as_json:
        click.echo(json.dumps({"task": str(task.directory), "theory": str(theory),
                               **score.as_dict()}, indent=1))
        return
    where = "training examples" if examples_file is None else f"held-out examples {examples_file}"
    click.echo(format_score(score, f"{theory} ({score.clauses} clauses) on task "
                                   f"{task.directory}, {where}:"))
