"""Time saturation (the bottom clause of one example) on a task directory.

    .venv/bin/python benchmarks/bench_saturation.py SUITE/examples/noisy-wn18rr3 --examples 20

Saturates `--examples` positives drawn at random (`--seed`) with the task's settings (`--set
NAME=VALUE` over them) and prints, per example: the literals of its bottom clause, seconds and
Prolog inferences; then the totals.  On a task whose bias declares no directions (every
argument tried as an input), two-input modes over a large graph of facts decide the cost
(prolog/bottom.pl, "Joins").
"""

from __future__ import annotations

import argparse
import random
import time


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("task", help="task directory (ours, Popper's or Aleph's layout)")
    p.add_argument("--examples", type=int, default=20, help="positives to saturate")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--set", action="append", default=[], metavar="NAME=VALUE")
    a = p.parse_args()

    from ilp.bottom import saturate
    from ilp.engine import Out, get_engine
    from ilp.learner import Learner
    from ilp.task import Task

    task = Task.load(a.task)
    over = dict(kv.split("=", 1) for kv in a.set)
    settings = Learner(over).resolved_settings(task)
    ids = random.Random(a.seed).sample(task.pos_ids, min(a.examples, len(task.pos_ids)))
    engine = get_engine()
    total_s = total_inf = total_lits = 0
    print(f"{'example':>8} {'literals':>9} {'seconds':>8} {'inferences':>12}")
    for i in ids:
        (i0,) = engine.call("user", "statistics", "inferences", Out)
        start = time.perf_counter()
        bottom = saturate(task, i, settings)
        seconds = time.perf_counter() - start
        (i1,) = engine.call("user", "statistics", "inferences", Out)
        print(f"{i:>8} {len(bottom.literals):>9} {seconds:>8.3f} {i1 - i0:>12}")
        total_s, total_inf, total_lits = total_s + seconds, total_inf + i1 - i0, \
            total_lits + len(bottom.literals)
    print(f"{len(ids)} bottom clauses, {total_lits} literals, {total_s:.2f} s, "
          f"{total_inf} inferences")


if __name__ == "__main__":
    main()
