"""Time single searches on a task directory: where learning spends its time.

    .venv/bin/ilp gen --target safe --out /tmp/safe --examples 1000 --labels exact --seed 1
    .venv/bin/python benchmarks/bench_search.py /tmp/safe --seeds 108,169 --set nodes=400
    .venv/bin/python benchmarks/bench_search.py /tmp/safe --seeds 108 --profile prolog

Each seed (an example id) gets one search (ilp.search.run_search) with the task's settings
(`--set NAME=VALUE` over them; `time_limit` is raised to 1000 s unless given, so that a search
is bounded by its `nodes` budget, not by the machine's load).  Prints per search: clauses
explored, seconds, seconds in coverage queries, and the clause found; then the total.
`--profile python` adds cProfile's top functions, `--profile prolog` SWI-Prolog's profiler's top
predicates.  Whole-process timing with farm-bench compares two tasks (e.g. two versions of a
background): `farm-bench --vs 'python benchmarks/bench_search.py OLD ...' -- python
benchmarks/bench_search.py NEW ...`.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import time


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("task", help="task directory (contracts §3)")
    p.add_argument("--seeds", required=True, help="comma-separated example ids")
    p.add_argument("--set", action="append", default=[], metavar="NAME=VALUE")
    p.add_argument("--profile", choices=["python", "prolog"], default=None)
    a = p.parse_args()

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
    prof = cProfile.Profile() if a.profile == "python" else None
    if a.profile == "prolog":
        get_engine().call("user", "profiler", None, "cputime")
    total = time.perf_counter()
    for seed in (int(s) for s in a.seeds.split(",")):
        start, cov_before = time.perf_counter(), cov.seconds
        if prof:
            prof.enable()
        r = run_search(task, seed, settings, task.pos_ids, task.neg_ids, cov)
        if prof:
            prof.disable()
        print(f"seed {seed}: {r.explored} clauses, {time.perf_counter() - start:.2f} s "
              f"({cov.seconds - cov_before:.2f} s coverage){' cut off' if r.cutoff else ''} -> "
              f"{r.clause or 'no acceptable clause'}")
    print(f"total {time.perf_counter() - total:.2f} s")
    if prof:
        pstats.Stats(prof).sort_stats("tottime").print_stats(20)
    if a.profile == "prolog":
        engine = get_engine()
        engine.call("user", "profiler", None, "false")
        engine.call("user", "show_profile", [Term("top", 25)])


if __name__ == "__main__":
    main()
