"""Clause-evaluation throughput of the learner core (clauses/second over 2,000 examples).

    .venv/bin/python benchmarks/bench_coverage.py [--examples 2000] [--seed 0] [--no-minesweeper]

1. Synthetic trains: `--examples` random trains (half eastbound by the hidden rule "has a short
   closed car"), every clause of a greedy-with-macros search evaluated on all examples.
2. Minesweeper (when examples_gen is present): `--examples` generated examples for safe/2;
   saturation time and size at depth 3 and 4, macro counts, and the throughput of evaluating
   every single-macro clause of one bottom clause on all examples.
"""

from __future__ import annotations

import argparse
import tempfile
import time
from pathlib import Path


import numpy as np

from ilp.bottom import saturate
from ilp.coverage import Coverage
from ilp.macros import macros
from ilp.settings import resolve
from ilp.task import Task


def synthetic_trains(directory: Path, n: int, rng) -> Path:
    bk, exs = [], []
    shapes, roofs = ["rectangle", "u_shaped", "bucket", "hexagon"], ["none", "flat", "peaked"]
    for k in range(n):
        cars = []
        for j in range(rng.integers(2, 5)):
            cars.append((f"c{k}_{j}", str(rng.choice(["short", "long"])), str(rng.choice(shapes)),
                         str(rng.choice(roofs)), int(rng.integers(2, 4))))
        east = any(l == "short" and r != "none" for _, l, _, r, _ in cars)
        exs.append(f"{'pos' if east else 'neg'}(eastbound(t{k})).")
        for c, l, s, r, w in cars:
            bk.append(f"car(t{k}, {c}, {l}, {s}, {r}, {w}).")
    bk += ["has_car(T, C) :- car(T, C, _, _, _, _).",
           "short(C) :- car(_, C, short, _, _, _).", "long(C) :- car(_, C, long, _, _, _).",
           "closed(C) :- car(_, C, _, _, R, _), R \\== none.",
           "shape(C, S) :- car(_, C, _, S, _, _).", "wheels(C, W) :- car(_, C, _, _, _, W)."]
    directory.mkdir(parents=True, exist_ok=True)
    (directory / "bk.pl").write_text("\n".join(bk) + "\n")
    (directory / "exs.pl").write_text("\n".join(exs) + "\n")
    (directory / "modes.pl").write_text(
        "modeh(1, eastbound(+train)).\nmodeb(*, has_car(+train, -car)).\nmodeb(1, short(+car)).\n"
        "modeb(1, long(+car)).\nmodeb(1, closed(+car)).\nmodeb(1, shape(+car, #shape)).\n"
        "modeb(1, wheels(+car, #int)).\n")
    return directory


def throughput(task, clauses, limit) -> tuple[int, float]:
    cov = Coverage(task, limit)
    ids = frozenset(task.pos_ids + task.neg_ids)
    start = time.perf_counter()
    for text in clauses:
        cov.covered(text, ids)
    return len(clauses), time.perf_counter() - start


def bench_trains(n, seed):
    rng = np.random.default_rng(seed)
    with tempfile.TemporaryDirectory() as tmp:
        task = Task.load(synthetic_trains(Path(tmp) / "trains", n, rng))
        s = resolve(task.settings, {"depth": 2})
        b = saturate(task, task.pos_ids[0], s)
        ms = macros(b)
        clauses = [b.clause_text(m) for m in ms] + [b.clause_text(m1 | m2) for m1 in ms for m2 in ms][:200]
        k, sec = throughput(task, clauses, s.inference_limit)
        print(f"trains: {len(task.pos_ids)}+ {len(task.neg_ids)}- examples; bottom {len(b)} literals, "
              f"{len(ms)} macros; {k} clauses on all examples in {sec:.2f}s = {k / sec:.0f} clauses/s "
              f"({k * n / sec:.0f} example tests/s)")


def bench_minesweeper(n, seed):
    try:
        from examples_gen.examples import generate_examples, write_task
    except ImportError:
        print("minesweeper: examples_gen not available, skipped")
        return
    with tempfile.TemporaryDirectory() as tmp:
        start = time.perf_counter()
        es = generate_examples("safe", n_examples=n, seed=seed)
        task = Task.load(write_task(es, Path(tmp) / "safe"))
        print(f"minesweeper: {len(task.pos_ids)}+ {len(task.neg_ids)}- examples generated and "
              f"loaded in {time.perf_counter() - start:.1f}s")
        for depth in (3, 4):
            s = resolve(task.settings, {"depth": depth})
            sizes, secs, nmac = [], [], []
            for ex in task.pos_ids[:10]:
                b = saturate(task, ex, s)
                sizes.append(len(b))
                secs.append(b.seconds)
                nmac.append(len(macros(b)))
            print(f"  depth {depth}: bottom clauses of 10 seeds: literals mean {np.mean(sizes):.0f} "
                  f"max {max(sizes)}, macros mean {np.mean(nmac):.0f} max {max(nmac)}, saturation "
                  f"mean {1000 * np.mean(secs):.1f} ms max {1000 * max(secs):.1f} ms")
        from ilp.canonical import Canonicalizer

        s = resolve(task.settings, {"depth": 3})
        b = saturate(task, task.pos_ids[0], s)
        ms = macros(b)
        clauses = [b.clause_text(m) for m in ms]
        k, sec = throughput(task, clauses, s.inference_limit)
        n_ex = len(task.pos_ids) + len(task.neg_ids)
        print(f"  {k} single-macro clauses (depth 3) on all {n_ex} examples in {sec:.2f}s = "
              f"{k / sec:.1f} clauses/s ({k * n_ex / sec:.0f} example tests/s)")
        # what a search pays: renamed copies of one clause share one canonical form (one query)
        canon = Canonicalizer(b)
        distinct = {}
        for m, text in zip(ms, clauses):
            distinct.setdefault(canon.key(m), text)
        k2, sec2 = throughput(task, list(distinct.values()), s.inference_limit)
        print(f"  the same {k} clauses are {k2} up to renaming (ilp.canonical): all {k} "
              f"evaluated in {sec2:.2f}s = {k / sec2:.1f} clauses/s")
        # deciding acceptability only (stop at the first covered negative), as searches do
        cov = Coverage(task, s.inference_limit)
        pos, neg = frozenset(task.pos_ids), frozenset(task.neg_ids)
        start = time.perf_counter()
        for text in distinct.values():
            cov.covered(text, pos)
            cov.covered_upto(text, neg, stop_after=1)
        sec3 = time.perf_counter() - start
        print(f"  positives counted, negatives only until the first covered one: {k} clauses in "
              f"{sec3:.2f}s = {k / sec3:.1f} clauses/s")


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--examples", type=int, default=2000)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--no-minesweeper", action="store_true")
    a = p.parse_args()
    bench_trains(a.examples, a.seed)
    if not a.no_minesweeper:
        bench_minesweeper(a.examples, a.seed)


if __name__ == "__main__":
    main()
