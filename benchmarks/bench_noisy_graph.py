"""Noisy relational learning on big background knowledge, on tasks no one tuned the learner to:
random graphs of four relations (r1..r4, `--edges` facts each over `--nodes` nodes), the target
t(A, B) :- r1(A, C), r2(C, B), positives drawn from it and negatives from its complement, then a
fraction `--noise` of each flipped. Learned with the defaults (Popper's layout: bias.pl with
max_vars 4, max_body 3), one process per run; prints per task seed and learning seed the exit
status, training accuracy, seconds, clauses and whether the theory is the rule itself.

    .venv/bin/python benchmarks/bench_noisy_graph.py [--noise 0.05] [--tasks 0] [--seeds 0,1,2]
        [--set NAME=VALUE ...] [--keep DIR] [--json]

A learner that scales with the data learns the rule in seconds: its accuracy is then 1 - noise
(every mistake a flipped label).
"""

from __future__ import annotations

import argparse
import json
import random
import tempfile
from pathlib import Path

from common import ilp, say

RULE = "t(A, B) :-\n    r1(A, C),\n    r2(C, B)."


def write_task(directory: Path, nodes: int, edges: int, examples: int, noise: float,
               seed: int) -> Path:
    """The task of `seed` in `directory` (bk.pl, exs.pl, bias.pl)."""
    rng = random.Random(seed)
    rels = {}
    for name in ("r1", "r2", "r3", "r4"):
        pairs = set()
        while len(pairs) < edges:
            pairs.add((rng.randrange(nodes), rng.randrange(nodes)))
        rels[name] = sorted(pairs)
    succ = {name: {} for name in ("r1", "r2")}
    for name in succ:
        for a, b in rels[name]:
            succ[name].setdefault(a, []).append(b)

    def holds(a, b):
        return any(b in succ["r2"].get(c, ()) for c in succ["r1"].get(a, ()))

    pos, neg = set(), set()
    while len(pos) < examples:
        a = rng.randrange(nodes)
        mids = succ["r1"].get(a)
        ends = succ["r2"].get(rng.choice(mids)) if mids else None
        if ends:
            pos.add((a, rng.choice(ends)))
    while len(neg) < examples:
        a, b = rng.randrange(nodes), rng.randrange(nodes)
        if not holds(a, b):
            neg.add((a, b))
    pos, neg = sorted(pos), sorted(neg)
    k = int(noise * examples)
    flip_pos, flip_neg = set(rng.sample(pos, k)), set(rng.sample(neg, k))
    labelled = [("pos", e) for e in pos if e not in flip_pos] + \
        [("pos", e) for e in flip_neg] + [("neg", e) for e in neg if e not in flip_neg] + \
        [("neg", e) for e in flip_pos]
    directory.mkdir(parents=True, exist_ok=True)
    (directory / "bk.pl").write_text("".join(f"{name}(n{a},n{b}).\n" for name, pairs in
                                             rels.items() for a, b in pairs))
    (directory / "exs.pl").write_text("".join(f"{kind}(t(n{a},n{b})).\n"
                                              for kind, (a, b) in labelled))
    (directory / "bias.pl").write_text("head_pred(t,2).\n" + "".join(
        f"body_pred({name},2).\n" for name in rels) + "max_vars(4).\nmax_body(3).\n")
    return directory


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--nodes", type=int, default=10000)
    ap.add_argument("--edges", type=int, default=20000, help="facts per relation")
    ap.add_argument("--examples", type=int, default=1000, help="positives, and as many negatives")
    ap.add_argument("--noise", type=float, default=0.05, help="fraction of each label flipped")
    ap.add_argument("--tasks", default="0", help="comma-separated task seeds")
    ap.add_argument("--seeds", default="0,1,2", help="comma-separated learning seeds")
    ap.add_argument("--set", action="append", default=[], metavar="NAME=VALUE")
    ap.add_argument("--timeout", type=float, default=300.0)
    ap.add_argument("--keep", type=Path, metavar="DIR",
                    help="write the tasks in DIR (graph-SEED), not in a temporary directory")
    ap.add_argument("--json", action="store_true", help="one JSON document on stdout")
    args = ap.parse_args()
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for task_seed in map(int, args.tasks.split(",")):
            task = write_task(Path(args.keep or tmp) / f"graph-{task_seed}", args.nodes, args.edges,
                              args.examples, args.noise, task_seed)
            for seed in map(int, args.seeds.split(",")):
                sets = [x for s in [f"seed={seed}", *args.set] for x in ("--set", s)]
                r, took = ilp("learn", "--task", task, "--json", "--quiet", *sets,
                              timeout=args.timeout)
                row = {"task": task_seed, "seed": seed, "exit": r.returncode,
                       "seconds": round(took, 1)}
                if r.returncode == 0:
                    doc = json.loads(r.stdout)
                    texts = [c["text"] for c in doc["clauses"]]
                    row.update(accuracy=doc["training"]["accuracy"], clauses=len(texts),
                               rule=texts == [RULE])
                rows.append(row)
                say(f"task {task_seed} seed {seed}: exit {row['exit']}, "
                    f"train {100 * row.get('accuracy', 0):.1f}%, {row['seconds']}s, "
                    f"{row.get('clauses', '-')} clauses, the rule: {row.get('rule', False)}")
    if args.json:
        print(json.dumps({"noise": args.noise, "nodes": args.nodes, "edges": args.edges,
                          "examples": args.examples, "runs": rows}, indent=1))
    else:
        for row in rows:
            print(f"{row['task']}\t{row['seed']}\t{row['exit']}\t"
                  f"{100 * row.get('accuracy', 0):.1f}%\t{row['seconds']}s\t"
                  f"{row.get('clauses', '-')}\t{'rule' if row.get('rule') else '-'}")


if __name__ == "__main__":
    main()
