"""Overhead of the Ray backend (`--backend ray`) against the local one, on this machine.

    .venv/bin/python benchmarks/bench_ray.py [--task tasks/prices] [--runs 5] [--jobs 2]
        [--seeds 2] [--set NAME=VALUE ...] [--json]

1. Whole commands: `ilp learn --task T --jobs J --seeds S --backend local`, then the same with
   `--backend ray` (a local Ray cluster started for the run and stopped after it), alternated,
   `--runs` times each: wall seconds (min / median / max), and the learner's own seconds (its
   summary line: the covering loop, pools included, cluster start and stop not).
2. The parts, in this process, one cluster started once: starting and stopping the cluster;
   opening a pool of J search workers holding the task (and closing it); one covering step
   of S searches on the open pool (the same S seeds every time), `--runs` times each.

Both backends learn the same theory (checked: the runs' stdout must be identical).  Ray is
needed: `pip install 'ray>=2.40'`.
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import sys
import time

from common import ilp, say


def spread(values) -> dict:
    return {"min": round(min(values), 3), "median": round(statistics.median(values), 3),
            "max": round(max(values), 3), "n": len(values)}


def whole_commands(task: str, runs: int, jobs: int, seeds: int, sets: list[str]) -> dict:
    walls = {"local": [], "ray": []}
    learner = {"local": [], "ray": []}
    theories = {"local": set(), "ray": set()}
    for k in range(runs):
        for backend in ("local", "ray"):
            r, wall = ilp("learn", "--task", task, "--jobs", str(jobs), "--seeds", str(seeds),
                          *[a for s in sets for a in ("--set", s)], "--backend", backend,
                          "--quiet", timeout=600)
            if r.returncode != 0:
                sys.exit(f"ilp learn --backend {backend} failed:\n{r.stderr[-2000:]}")
            walls[backend].append(wall)
            found = re.search(r"clauses explored, .* ([0-9.]+)s\n", r.stderr)
            learner[backend].append(float(found.group(1)) if found else float("nan"))
            theories[backend].add(r.stdout)
            say(f"run {k + 1}/{runs} {backend}: {wall:.2f} s")
    if len(theories["local"] | theories["ray"]) != 1:
        sys.exit("the backends learned different theories")
    return {b: {"wall": spread(walls[b]), "learner": spread(learner[b])} for b in walls}


def parts(task_path: str, runs: int, jobs: int, seeds: int, sets: list[str]) -> dict:
    from ilp.parallel import cluster, open_search_pool
    from ilp.settings import resolve
    from ilp.task import Task

    task = Task.load(task_path)
    options = dict(s.split("=", 1) for s in sets)
    settings = resolve(task.settings, {**options, "jobs": jobs, "seeds": seeds})
    step = [(s, sorted(task.pos_ids), sorted(task.neg_ids), settings)
            for s in task.pos_ids[:seeds]]
    t0 = time.perf_counter()
    cluster.connect()
    out = {"cluster_start": round(time.perf_counter() - t0, 3)}
    try:
        for backend in ("local", "ray"):
            opened, closed, steps = [], [], []
            for _ in range(runs):
                t0 = time.perf_counter()
                pool = open_search_pool(backend, task.spec(), settings.inference_limit, jobs)
                # a first step too: spawn workers load the task lazily, Ray actors at once
                first = pool.map(step)
                t1 = time.perf_counter()
                for _ in range(runs):
                    t2 = time.perf_counter()
                    assert [r.clause for r in pool.map(step)] == [r.clause for r in first]
                    steps.append(time.perf_counter() - t2)
                t3 = time.perf_counter()
                pool.close()
                closed.append(time.perf_counter() - t3)
                opened.append(t1 - t0)
            out[backend] = {"open_and_first_step": spread(opened), "step": spread(steps),
                            "close": spread(closed)}
            say(f"{backend}: pools and steps measured")
    finally:
        t0 = time.perf_counter()
        cluster.disconnect()
        out["cluster_stop"] = round(time.perf_counter() - t0, 3)
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--task", default="tasks/prices")
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--seeds", type=int, default=2)
    ap.add_argument("--set", dest="sets", action="append", default=[], metavar="NAME=VALUE",
                    help="a learner setting (as `ilp learn --set`)")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    doc = {"task": args.task, "jobs": args.jobs, "seeds": args.seeds, "set": args.sets,
           "commands": whole_commands(args.task, args.runs, args.jobs, args.seeds, args.sets),
           "parts": parts(args.task, args.runs, args.jobs, args.seeds, args.sets)}
    if args.json:
        print(json.dumps(doc, indent=1))
        return

    def row(name, s):
        return f"| {name} | {s['min']:.2f} | {s['median']:.2f} | {s['max']:.2f} |"

    c, p = doc["commands"], doc["parts"]
    sets = "".join(f" --set {s}" for s in args.sets)
    print(f"task {args.task}, --jobs {args.jobs} --seeds {args.seeds}{sets}, {args.runs} runs "
          "each\n")
    print("| seconds | min | median | max |\n|---|---|---|---|")
    for b in ("local", "ray"):
        print(row(f"`ilp learn` wall, {b}", c[b]["wall"]))
        print(row(f"its learner time, {b}", c[b]["learner"]))
    print(f"| Ray cluster start (once) | | {p['cluster_start']:.2f} | |")
    print(f"| Ray cluster stop (once) | | {p['cluster_stop']:.2f} | |")
    for b in ("local", "ray"):
        print(row(f"pool of {args.jobs} open + first step, {b}", p[b]["open_and_first_step"]))
        print(row(f"one step of {args.seeds} searches, {b}", p[b]["step"]))
        print(row(f"pool close, {b}", p[b]["close"]))


if __name__ == "__main__":
    main()
