"""The MIO settings table on ONE example set: IDA*, IDA* with macros, greedy with macros, and
the active-learning rows AL+IDA*+macros and AL+greedy+macros.

    .venv/bin/python benchmarks/settings_table.py [--target safe] [--seed 1] [--n-examples 1000]
        [--eval-seed 1001] [--n-eval 2000] [--flag-fraction 1.0]
        [--rows ida,ida+macros,greedy+macros,al+ida+macros,al+greedy+macros]
        [--time-limit S] [--max-failures K] [--al-iterations K] [--json]

One task directory is generated (examples_gen, exact labels, seed --seed) and every row learns
from it in this process (Learner.fit, one job, so the rows compare the searches and not the
parallelism); then each theory is evaluated on fresh states (benchmarks/bench_learn.py: 8x8/10
and 16x16/40, another seed).  Columns: clauses explored per search (mean, max), searches cut off
by the node/time limit, learning time, precision and recall on fresh states (both board kinds
pooled).  The active rows learn from the server's samples instead (so their example set is
not the passive rows' one) and also report examples held and tested.  Printed as a Markdown
table.

More rows: add an entry to ROWS -- (label, settings overrides) -- or register a function in
EXTRA_ROWS: fn(task_dir, args) -> dict with the keys of `row()`'s result (e.g. active learning
from benchmarks code of its own).
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

from bench_learn import evaluation_task
from common import BOARDS

# label -> settings overrides (on top of the task's modes.pl settings)
ROWS = {
    "ida": {"search": "ida", "macros": False},
    "ida+macros": {"search": "ida", "macros": True},
    "greedy+macros": {"search": "greedy", "macros": True},
}
EXTRA_ROWS: dict = {}

# Active learning (MIO's AL rows): the learner starts from the sampler's first examples (the
# same seed for every AL row, so the same examples) and asks an embedded counterexample server.
ACTIVE_ROWS = {
    "al+ida+macros": {"search": "ida", "macros": True},
    "al+greedy+macros": {"search": "greedy", "macros": True},
}


def active_row(label, overrides, eval_tasks, args) -> dict:
    from examples_gen.learn_targets import SAMPLER, search_settings
    from ilp.active.loop import ActiveOptions, run_active_learning
    from ilp.settings import resolve

    changes = dict(overrides, seed=args.seed, jobs=1, seeds=1, max_failures=args.max_failures)
    if args.time_limit:
        changes["time_limit"] = args.time_limit
    settings = resolve(search_settings(args.target, True), changes)
    searches = []
    result = run_active_learning(
        args.target, settings,
        ActiveOptions(max_iterations=args.al_iterations, batch=50, threshold=1.0,
                      initial_examples=args.al_initial, validation_examples=args.al_validation,
                      server_workers=1),
        sampler=SAMPLER, seed=args.seed, progress=True,
        on_iteration=lambda stats, learner, client: searches.extend(learner.searches_))
    return dict(summary(label, searches, result.seconds, result.theory, eval_tasks),
                held=result.examples_held, tested=result.examples_tested)


def fresh_tasks(target, seed, n, tmp, flag_fraction):
    return [evaluation_task(target, board, seed, n, Path(tmp) / label.replace("/", "_"),
                            flag_fraction)[0]
            for label, board in BOARDS.items()]


def measure(theory, tasks) -> tuple[float, float]:
    from ilp.evaluate import evaluate_theory

    tp = fp = pos = 0
    for t in tasks:
        r = evaluate_theory(t, theory)
        tp, fp, pos = tp + r.tp, fp + r.fp, pos + r.pos
    return (tp / (tp + fp) if tp + fp else 1.0), (tp / pos if pos else 0.0)


def row(label, overrides, task_dir, eval_tasks, args) -> dict:
    from ilp.learner import Learner
    from ilp.task import Task

    task = Task.load(task_dir)
    settings = dict(overrides, seed=args.seed, jobs=1, seeds=1)
    if args.time_limit:
        settings["time_limit"] = args.time_limit
    settings["max_failures"] = args.max_failures
    start = time.perf_counter()
    learner = Learner(settings).fit(task)
    seconds = time.perf_counter() - start
    return summary(label, learner.searches_, seconds, learner.theory_, eval_tasks)


def summary(label, searches, seconds, theory, eval_tasks) -> dict:
    """A table row: search statistics, time, and the theory's quality on the fresh states."""
    explored = [r.explored for r in searches]
    precision, recall = measure(theory, eval_tasks)
    return {"setting": label, "searches": len(explored),
            "explored_mean": sum(explored) / len(explored) if explored else 0,
            "explored_max": max(explored, default=0),
            "cutoff": sum(r.cutoff for r in searches),
            "seconds": seconds, "clauses": len(theory),
            "precision": precision, "recall": recall,
            "theory": [c.text for c in theory]}


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--target", default="safe", choices=["safe", "mine"])
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--n-examples", type=int, default=1000)
    p.add_argument("--eval-seed", type=int, default=1001)
    p.add_argument("--n-eval", type=int, default=2000)
    p.add_argument("--flag-fraction", type=float, default=1.0,
                   help="fresh states: share of the known mines flagged (as bench_learn.py)")
    p.add_argument("--rows", default=",".join(ROWS))
    p.add_argument("--time-limit", type=float, default=None,
                   help="seconds per search (default: the target's, 30)")
    p.add_argument("--max-failures", type=int, default=4,
                   help="covering steps in a row without a clause before a row stops")
    p.add_argument("--al-iterations", type=int, default=10, help="active rows: most rounds")
    p.add_argument("--al-initial", type=int, default=200, help="active rows: initial examples")
    p.add_argument("--al-validation", type=int, default=2000,
                   help="active rows: fresh examples the server tests per round")
    p.add_argument("--json", action="store_true")
    a = p.parse_args()

    from examples_gen.learn_targets import task_for_target

    with tempfile.TemporaryDirectory() as tmp:
        task_dir = task_for_target(a.target, seed=a.seed, directory=Path(tmp) / "task",
                                   options={"n_examples": a.n_examples, "quiet": True})
        eval_tasks = fresh_tasks(a.target, a.eval_seed, a.n_eval, tmp, a.flag_fraction)
        rows = []
        for label in a.rows.split(","):
            if label in ROWS:
                rows.append(row(label, ROWS[label], task_dir, eval_tasks, a))
            elif label in ACTIVE_ROWS:
                rows.append(active_row(label, ACTIVE_ROWS[label], eval_tasks, a))
            elif label in EXTRA_ROWS:
                rows.append(EXTRA_ROWS[label](task_dir, a))
            else:
                raise SystemExit(f"unknown row {label!r} (known: "
                                 f"{', '.join([*ROWS, *ACTIVE_ROWS, *EXTRA_ROWS])})")
            print(f"row {label}: {rows[-1]['seconds']:.1f}s", file=sys.stderr, flush=True)
    if a.json:
        print(json.dumps(rows, indent=1))
        return
    print(f"Target `{a.target}`, one example set ({a.n_examples} examples, exact labels, seed "
          f"{a.seed}); fresh states: seed {a.eval_seed}, {a.n_eval} frontier tiles on each of "
          f"8x8/10 and 16x16/40.\n")
    print("| setting | searches | clauses explored per search (mean / max) | cut off | "
          "learning time | examples held (server tested) | clauses | precision | recall |")
    print("|---|---|---|---|---|---|---|---|---|")
    for r in rows:
        held = (f"{r['held']} ({r['tested']})" if "held" in r else f"{a.n_examples}")
        print(f"| {r['setting']} | {r['searches']} | {r['explored_mean']:.0f} / {r['explored_max']} | "
              f"{r['cutoff']} | {r['seconds']:.0f} s | {held} | {r['clauses']} | "
              f"{100 * r['precision']:.2f}% | {100 * r['recall']:.1f}% |")


if __name__ == "__main__":
    main()
