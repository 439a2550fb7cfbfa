"""Time single searches on a task directory: where learning spends its time.

    .venv/bin/ilp gen --target safe --out /tmp/safe --examples 1000 --labels exact --seed 1
    .venv/bin/python benchmarks/bench_search.py /tmp/safe --seeds 108,169 --set nodes=400
    .venv/bin/python benchmarks/bench_search.py /tmp/safe --seeds 108 --profile prolog
    .venv/bin/python benchmarks/bench_search.py TASK --uncovered-by THEORY.pl

Each seed (an example id) gets one search (ilp.search.run_search) with the task's settings
(`--set NAME=VALUE` over them; `time_limit` is raised to 1000 s unless given, so that a search
is bounded by its `nodes` budget, not by the machine's load).  Prints per search: clauses
explored, seconds, seconds in coverage queries, and the clause found; then the total.
`--uncovered-by THEORY` searches as the last round of active learning does (`ilp learn
--target T --task-dir TASK --out THEORY` writes both): from each positive the theory leaves
uncovered (or those of `--seeds`), with those positives as the candidates; such searches mostly
find nothing, and their cost is the learner's, not the data's.
`--profile python` adds cProfile's top functions (`PSORT=cumulative PTOP=40` in the environment:
another order, more lines), `--profile prolog` SWI-Prolog's profiler's top predicates.
Whole-process timing with farm-bench compares two tasks (e.g. two versions of a background):
`farm-bench --vs 'python benchmarks/bench_search.py OLD ...' -- python
benchmarks/bench_search.py NEW ...`.
"""

from __future__ import annotations

import argparse
import cProfile
import os
import pstats
import time


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("task", help="task directory (contracts §3)")
    p.add_argument("--seeds", help="comma-separated example ids")
    p.add_argument("--uncovered-by", metavar="THEORY",
                   help="candidates (and default seeds): the positives THEORY leaves uncovered")
    p.add_argument("--set", action="append", default=[], metavar="NAME=VALUE")
    p.add_argument("--profile", choices=["python", "prolog"], default=None)
    a = p.parse_args()
    if not a.seeds and not a.uncovered_by:
        p.error("give --seeds, --uncovered-by or both")

    from ilp.coverage import Coverage
    from ilp.engine import Term, get_engine
    from ilp.search import run_search
    from ilp.settings import resolve
    from ilp.task import Task

    task = Task.load(a.task)
    over = {"jobs": 1, "time_limit": 1000}
    for item in a.set:
        name, _, value = item.partition("=")
        over[name] = value
    settings = resolve(task.settings, over)
    cov = Coverage(task, settings.inference_limit)
    candidates = task.pos_ids
    if a.uncovered_by:
        from ilp.theory import read_theory

        covered = set()
        for clause in read_theory(a.uncovered_by):
            covered |= cov.covered(clause.text.rstrip("."), task.pos_ids)
        candidates = sorted(set(task.pos_ids) - covered)
        print(f"{len(candidates)} positives uncovered by {a.uncovered_by}")
    seeds = [int(s) for s in a.seeds.split(",")] if a.seeds else candidates
    prof = cProfile.Profile() if a.profile == "python" else None
    if a.profile == "prolog":
        get_engine().call("user", "profiler", None, "cputime")
    total = time.perf_counter()
    for seed in seeds:
        start, cov_before = time.perf_counter(), cov.seconds
        if prof:
            prof.enable()
        r = run_search(task, seed, settings, candidates, task.neg_ids, cov)
        if prof:
            prof.disable()
        print(f"seed {seed}: {r.explored} clauses, {time.perf_counter() - start:.2f} s "
              f"({cov.seconds - cov_before:.2f} s coverage){' cut off' if r.cutoff else ''} -> "
              f"{r.clause or 'no acceptable clause'}")
    print(f"total {time.perf_counter() - total:.2f} s")
    if prof:
        order, top = os.environ.get("PSORT", "tottime"), int(os.environ.get("PTOP", "20"))
        pstats.Stats(prof).sort_stats(order).print_stats(top)
    if a.profile == "prolog":
        engine = get_engine()
        engine.call("user", "profiler", None, "false")
        engine.call("user", "show_profile", [Term("top", 25)])


if __name__ == "__main__":
    main()
