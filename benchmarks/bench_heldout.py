"""Generalisation on held-out examples: each task of a suite learned on part of its examples and
judged on the rest -- a proxy for judging game-rule theories on held-out game traces.

    .venv/bin/python benchmarks/bench_heldout.py "$SUITE/examples" --tasks iggp-rps,trains2
    .venv/bin/python benchmarks/bench_heldout.py "$SUITE/examples" --seeds 0,1 --json
    .venv/bin/python benchmarks/bench_heldout.py "$SUITE/examples" --set nodes=2000   # compare

The examples of exs.pl are grouped by the first argument of their atom (for a game trace the
state: a state's examples stay together, as a held-out trace's would) and the groups split at
random (`--seed`, `--train` fraction 0.5).  The learner runs as bench_popper.py runs it
(`ilp learn --task DIR`, defaults, SIGTERM at `--timeout`) on a copy of the task holding only
the training examples; the theory is judged by benchmarks/judge.pl on the held-out ones.

Per task and split: training and held-out balanced accuracy, held-out accuracy, seconds and
clauses; then the totals: mean held-out balanced accuracy and the splits judged perfectly
(every held-out example right, no bodiless clause).  Progress on stderr, results on stdout.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import shutil
import subprocess
import sys
import tempfile
from dataclasses import asdict, dataclass
from pathlib import Path

from bench_popper import aligned, judge_counts, learn, run_status, task_dirs, theory_clauses
from ilp.canonical import split_top

EXAMPLE = re.compile(r"^\s*(pos|neg)\(\s*[a-z]\w*\((.*)\)\s*\)\.\s*$")


@dataclass
class Split:
    task: str
    seed: int
    status: str = "ok"
    seconds: float = 0.0
    clauses: int = 0
    train_balanced: float | None = None
    test_balanced: float | None = None
    test_accuracy: float | None = None
    test_examples: int = 0
    bodiless: bool = False
    message: str = ""

    @property
    def perfect(self) -> bool:
        return self.test_accuracy == 1.0 and not self.bodiless


def first_argument(args: str) -> str:
    """The text of the first top-level argument of an argument list."""
    return split_top(args)[0].strip()


def split_examples(lines: list[str], seed: int, fraction: float) -> tuple[list[str], list[str]]:
    """(training lines, held-out lines): example lines grouped by their atom's first argument,
    the groups shuffled by `seed` and cut at `fraction`; other lines (directives, comments)
    go with the training ones.  Each side gets one group at least (given two)."""
    groups: dict[str, list[str]] = {}
    other = []
    for line in lines:
        m = EXAMPLE.match(line)
        if m:
            groups.setdefault(first_argument(m.group(2)), []).append(line)
        else:
            other.append(line)
    keys = list(groups)
    random.Random(seed).shuffle(keys)
    cut = max(1, min(len(keys) - 1, round(fraction * len(keys))))
    train = [ln for k in keys[:cut] for ln in groups[k]]
    test = [ln for k in keys[cut:] for ln in groups[k]]
    return other + train, test


def balanced(tp: int, fp: int, tn: int, fn: int) -> float:
    """The mean of the recall of positives and of negatives (of the one there is, when the
    examples hold one kind only)."""
    recalls = [right / (right + wrong) for right, wrong in ((tp, fn), (tn, fp)) if right + wrong]
    return sum(recalls) / len(recalls) if recalls else 1.0


def bench_split(task_dir: Path, seed: int, fraction: float, timeout: float, work: Path,
                extra: tuple[str, ...] = ()) -> Split:
    s = Split(task_dir.name, seed)
    copy = work / f"{task_dir.name}-{seed}"
    held = work / f"{task_dir.name}-{seed}-heldout.pl"
    theory = work / f"{task_dir.name}-{seed}-theory.pl"
    # a --keep directory may hold this split from an earlier run: written afresh, and an old
    # theory never judged as this run's
    shutil.rmtree(copy, ignore_errors=True)
    theory.unlink(missing_ok=True)
    shutil.copytree(task_dir, copy)
    lines = (task_dir / "exs.pl").read_text(errors="replace").splitlines()
    train, test = split_examples(lines, seed, fraction)
    (copy / "exs.pl").write_text("\n".join(train) + "\n")
    held.write_text("\n".join(test) + "\n")
    s.test_examples = len(test)
    code, _, err, s.seconds = learn(copy, theory, timeout, extra)
    s.status, s.message = run_status(code, err, timeout)
    if not theory.exists():
        return s
    s.clauses = theory_clauses(theory)
    try:
        s.train_balanced = balanced(*judge_counts(copy / "bk.pl", copy / "exs.pl", theory)[:4])
        tp, fp, tn, fn, s.bodiless = judge_counts(copy / "bk.pl", held, theory)
    except (subprocess.SubprocessError, ValueError) as e:
        s.message = (s.message + f"; judge failed: {e}")[:300]
        return s
    s.test_balanced = balanced(tp, fp, tn, fn)
    s.test_accuracy = (tp + tn) / max(1, tp + fp + tn + fn)
    return s


def _pct(a) -> str:
    return "-" if a is None else f"{100 * a:.1f}"


def totals(splits: list[Split]) -> dict:
    judged = [s for s in splits if s.test_balanced is not None]
    return {"splits": len(splits),
            "perfect": sum(s.perfect for s in splits),
            "mean_test_balanced": round(sum(0.0 if s.bodiless else s.test_balanced
                                            for s in judged) / max(1, len(splits)), 4),
            "seconds": round(sum(s.seconds for s in splits), 1)}


def table(splits: list[Split], tot: dict) -> str:
    head = ["task", "seed", "status", "train bal%", "held-out bal%", "held-out acc%",
            "examples", "seconds", "clauses", ""]
    rows = [[s.task, str(s.seed), s.status, _pct(s.train_balanced), _pct(s.test_balanced),
             _pct(s.test_accuracy), str(s.test_examples), f"{s.seconds:.1f}", str(s.clauses),
             ("bodiless clause " if s.bodiless else "") + s.message] for s in splits]
    out = aligned(head, rows)
    out.append(f"held-out perfectly: {tot['perfect']} / {tot['splits']}; mean held-out "
               f"balanced accuracy {100 * tot['mean_test_balanced']:.1f}%; learning time "
               f"{tot['seconds']:.0f} s")
    return "\n".join(out) + "\n"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("suite", help="a directory of task directories (bias.pl, bk.pl, exs.pl)")
    ap.add_argument("--tasks", help="comma-separated task names (default: every task)")
    ap.add_argument("--seeds", default="0", help="comma-separated split seeds (0)")
    ap.add_argument("--train", type=float, default=0.5, help="fraction of groups to learn on")
    ap.add_argument("--timeout", type=float, default=120.0, help="seconds per learning run")
    ap.add_argument("--set", action="append", default=[], metavar="NAME=VALUE",
                    help="a learner setting for every task (to compare settings; repeatable)")
    ap.add_argument("--keep", metavar="DIR", help="keep the splits and theories in DIR")
    ap.add_argument("--json", action="store_true", help="one JSON document on stdout")
    args = ap.parse_args(argv)

    suite = Path(args.suite)
    dirs = task_dirs(suite, args.tasks, "exs.pl")
    if not dirs:
        print(f"no task directory (with exs.pl) in {suite}", file=sys.stderr)
        return 2
    seeds = [int(x) for x in args.seeds.split(",")]
    work = Path(args.keep or tempfile.mkdtemp(prefix="bench_heldout_"))
    work.mkdir(parents=True, exist_ok=True)
    splits = []
    extra = tuple(x for kv in args.set for x in ("--set", kv))
    for k, d in enumerate(dirs, 1):
        for seed in seeds:
            s = bench_split(d, seed, args.train, args.timeout, work, extra)
            splits.append(s)
            print(f"[{k}/{len(dirs)}] {s.task} seed {seed}: {s.status}, held-out balanced "
                  f"{_pct(s.test_balanced)}%, {s.seconds:.1f}s"
                  + (f" -- {s.message}" if s.message else ""), file=sys.stderr, flush=True)
    tot = totals(splits)
    if args.json:
        print(json.dumps({"train": args.train, "timeout": args.timeout, "settings": args.set,
                          "totals": tot,
                          "results": [asdict(s) for s in splits]}, indent=1))
    else:
        sys.stdout.write(table(splits, tot))
    return 0


if __name__ == "__main__":
    sys.exit(main())
