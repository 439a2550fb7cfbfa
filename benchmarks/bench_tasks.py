"""Learn the tasks of the benchmark suite (benchmarks/suite/) and measure each theory.

    .venv/bin/python benchmarks/bench_tasks.py                          # every task
    .venv/bin/python benchmarks/bench_tasks.py --tasks list-last,kin-aunt --timeout 60
    .venv/bin/python benchmarks/bench_tasks.py --jobs 2 --json > results.json
    .venv/bin/python benchmarks/bench_tasks.py --layouts ours --keep theories/

Each task is learned by a subprocess, `ilp learn --task PATH --out THEORY --json --quiet`
(PATH: the task directory; for the Aleph layout the stem DIR/NAME), killed after `--timeout`
seconds (then the task counts as failed: accuracy 0).  The theory is then evaluated by
another subprocess through `ilp.evaluate.accuracy(task_path, theory_path, examples_file)`,
on the task's own training examples and on its held-out test.pl, so that no Prolog state
is shared between tasks.

Per task: layout, family, training accuracy, held-out accuracy, number of clauses, seconds
of learning (wall clock, process start to exit) and whether the learner said its theory is
complete; then the totals: tasks at 100% training accuracy, mean training and held-out
accuracy (failed tasks count as 0), total learning time.  Progress goes to stderr, results
to stdout (`--json`: one JSON document).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor, as_completed
from dataclasses import asdict, dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SUITE = ROOT / "benchmarks" / "suite"
ILP = ROOT / ".venv" / "bin" / "ilp"
PYTHON = ROOT / ".venv" / "bin" / "python"

# Evaluates one theory on the training examples and on test.pl, in its own interpreter.
ACCURACY_SNIPPET = r"""
import json, sys
try:
    from ilp.evaluate import accuracy
except ImportError:
    print(json.dumps({"error": "ilp.evaluate.accuracy missing"}))
    sys.exit(0)
task, theory, test = sys.argv[1:4]
print(json.dumps({"train": accuracy(task, theory), "test": accuracy(task, theory, test)}))
"""


@dataclass
class TaskInfo:
    name: str
    layout: str        # ours | popper | aleph | ?
    family: str
    path: str          # what --task takes
    test: str          # test.pl


@dataclass
class Result:
    name: str
    layout: str
    family: str
    status: str = "ok"               # ok | timeout | error | no-theory
    message: str = ""
    seconds: float = 0.0
    clauses: int | None = None
    complete: bool | None = None
    train: dict | None = None        # tp, fp, tn, fn, accuracy
    test: dict | None = None
    eval_error: str = ""
    theory: str = ""

    @property
    def train_acc(self):
        return self.train.get("accuracy") if self.train else None

    @property
    def test_acc(self):
        return self.test.get("accuracy") if self.test else None


# ---------------------------------------------------------------------------------------
# the suite

def discover(suite: Path = SUITE) -> list[TaskInfo]:
    tasks = []
    for d in sorted(p for p in suite.iterdir() if p.is_dir() and not p.name.startswith(("_", "."))):
        md = d / "TASK.md"
        family = "?"
        if md.exists():
            m = re.search(r"Family:\s*([\w-]+)", md.read_text())
            family = m.group(1) if m else "?"
        stems = sorted(d.glob("*.b"))
        if (d / "modes.pl").exists():
            layout, path = "ours", d
        elif (d / "bias.pl").exists():
            layout, path = "popper", d
        elif len(stems) == 1:
            layout, path = "aleph", stems[0].with_suffix("")
        else:
            layout, path = "?", d
        tasks.append(TaskInfo(d.name, layout, family, str(path), str(d / "test.pl")))
    return tasks


# ---------------------------------------------------------------------------------------
# subprocesses

def run(cmd: list[str], timeout: float) -> tuple[int | None, str, str, float]:
    """Run cmd in a session of its own; on timeout kill the whole process group.
    Returns (returncode or None on timeout, stdout, stderr, seconds)."""
    start = time.perf_counter()
    proc = subprocess.Popen([str(c) for c in cmd], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, start_new_session=True, cwd=ROOT)
    try:
        out, err = proc.communicate(timeout=timeout)
        code = proc.returncode
    except subprocess.TimeoutExpired:
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        out, err = proc.communicate()
        code = None
    return code, out, err, time.perf_counter() - start


def last_line(text: str) -> str:
    lines = [l.strip() for l in text.strip().splitlines() if l.strip()]
    return lines[-1][:300] if lines else ""


def learn(info: TaskInfo, out_dir: Path, timeout: float, extra: list[str]) -> Result:
    r = Result(info.name, info.layout, info.family)
    theory = out_dir / f"{info.name}.pl"
    r.theory = str(theory)
    if theory.exists():
        theory.unlink()
    cmd = [ILP, "learn", "--task", info.path, "--out", theory, "--json", "--quiet", *extra]
    code, out, err, r.seconds = run(cmd, timeout)
    if code is None:
        r.status, r.message = "timeout", f"killed after {timeout:g}s"
        return r
    if code != 0:
        r.status, r.message = "error", f"exit {code}: {last_line(err)}"
        return r
    try:
        doc = json.loads(out)
    except json.JSONDecodeError:
        r.status, r.message = "error", "stdout is not one JSON document"
        return r
    clauses = doc.get("clauses")
    r.clauses = len(clauses) if isinstance(clauses, list) else None
    summary = doc.get("summary") or {}
    complete = summary.get("complete", doc.get("complete"))
    r.complete = complete if isinstance(complete, bool) else None
    if not theory.exists():
        r.status, r.message = "no-theory", "the learner wrote no theory file"
    return r


def evaluate(info: TaskInfo, r: Result, timeout: float) -> None:
    if r.status != "ok":
        return
    code, out, err, _ = run([PYTHON, "-c", ACCURACY_SNIPPET, info.path, r.theory, info.test],
                            timeout)
    if code is None:
        r.eval_error = f"evaluation killed after {timeout:g}s"
        return
    try:
        doc = json.loads(out.strip().splitlines()[-1]) if out.strip() else {}
    except json.JSONDecodeError:
        doc = {}
    if code != 0 or not doc:
        r.eval_error = f"evaluation failed (exit {code}): {last_line(err)}"
    elif "error" in doc:
        r.eval_error = doc["error"]
    else:
        r.train, r.test = doc["train"], doc["test"]


def bench_one(info: TaskInfo, out_dir: Path, timeout: float, eval_timeout: float,
              extra: list[str]) -> Result:
    if info.layout == "?":
        return Result(info.name, info.layout, info.family, "error",
                      "no modes.pl, bias.pl or single .b file")
    r = learn(info, out_dir, timeout, extra)
    evaluate(info, r, eval_timeout)
    return r


# ---------------------------------------------------------------------------------------
# report

def fmt_acc(a) -> str:
    return "n/a" if a is None else f"{100 * a:.1f}%"


def totals(results: list[Result]) -> dict:
    n = len(results)
    evaluated = [r for r in results if r.train is not None]
    failed = [r for r in results if r.status != "ok"]
    # accuracy known for every task that ran: failed tasks count as 0
    scorable = all(r.train is not None or r.status != "ok" for r in results)
    out = {"tasks": n, "failed": len(failed), "evaluated": len(evaluated),
           "total_seconds": round(sum(r.seconds for r in results), 2)}
    if n and scorable and (evaluated or failed):
        out["train_100"] = sum(1 for r in evaluated if r.train_acc == 1.0)
        out["mean_train_accuracy"] = sum(r.train_acc or 0.0 for r in evaluated) / n
        out["mean_test_accuracy"] = sum(r.test_acc or 0.0 for r in evaluated) / n
    else:
        out["train_100"] = out["mean_train_accuracy"] = out["mean_test_accuracy"] = None
        missing = sorted({r.eval_error for r in results if r.eval_error})
        out["accuracy_unavailable"] = "; ".join(missing) or "no task evaluated"
    return out


def table(results: list[Result], tot: dict) -> str:
    head = ["task", "layout", "family", "train", "test", "clauses", "seconds", "complete", "status"]
    rows = []
    for r in results:
        status = r.status if r.status != "ok" else ("ok" if not r.eval_error else "not evaluated")
        note = r.message or r.eval_error
        rows.append([r.name, r.layout, r.family, fmt_acc(r.train_acc), fmt_acc(r.test_acc),
                     "-" if r.clauses is None else str(r.clauses), f"{r.seconds:.1f}",
                     {True: "yes", False: "no", None: "?"}[r.complete],
                     status + (f" ({note})" if note else "")])
    widths = [max(len(head[i]), *(len(row[i]) for row in rows)) if rows else len(head[i])
              for i in range(len(head))]
    line = lambda cells: "  ".join(c.ljust(w) for c, w in zip(cells, widths)).rstrip()
    out = [line(head), line(["-" * w for w in widths])] + [line(row) for row in rows]
    out.append("")
    if tot.get("mean_train_accuracy") is None:
        out.append(f"accuracy: n/a ({tot.get('accuracy_unavailable')})")
    else:
        out.append(f"tasks at 100% training accuracy: {tot['train_100']} / {tot['tasks']}")
        out.append(f"mean training accuracy: {fmt_acc(tot['mean_train_accuracy'])}   "
                   f"mean held-out accuracy: {fmt_acc(tot['mean_test_accuracy'])}"
                   + ("   (failed tasks count as 0)" if tot["failed"] else ""))
    out.append(f"failed (timeout/error): {tot['failed']} / {tot['tasks']}   "
               f"total learning time: {tot['total_seconds']:.1f}s")
    return "\n".join(out) + "\n"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--tasks", help="comma-separated task names (default: all)")
    ap.add_argument("--layouts", help="only these layouts, e.g. ours,aleph")
    ap.add_argument("--families", help="only these families, e.g. lists,kinship")
    ap.add_argument("--timeout", type=float, default=120.0,
                    help="seconds per task for learning; then killed, counted as failed (120)")
    ap.add_argument("--eval-timeout", type=float, default=120.0,
                    help="seconds per task for the evaluation (120)")
    ap.add_argument("--jobs", type=int, default=1, help="tasks in parallel (default 1)")
    ap.add_argument("--json", action="store_true", help="one JSON document on stdout")
    ap.add_argument("--keep", metavar="DIR", help="write the learned theories into DIR "
                    "(default: a temporary directory, removed at the end)")
    ap.add_argument("--learn-arg", action="append", default=[], metavar="ARG",
                    help="extra argument for `ilp learn` (repeatable), e.g. --learn-arg=--seed=1")
    ap.add_argument("--suite", default=str(SUITE), help="suite directory (benchmarks/suite)")
    ap.add_argument("--list", action="store_true", help="list the tasks and exit")
    args = ap.parse_args(argv)

    tasks = discover(Path(args.suite))
    if args.tasks:
        wanted = [t.strip() for t in args.tasks.split(",") if t.strip()]
        known = {t.name for t in tasks}
        unknown = [t for t in wanted if t not in known]
        if unknown:
            print(f"unknown task(s): {', '.join(unknown)} (see --list)", file=sys.stderr)
            return 2
        tasks = [t for t in tasks if t.name in wanted]
    if args.layouts:
        tasks = [t for t in tasks if t.layout in args.layouts.split(",")]
    if args.families:
        tasks = [t for t in tasks if t.family in args.families.split(",")]
    if args.list:
        for t in tasks:
            print(f"{t.name:24} {t.layout:7} {t.family:10} {t.path}")
        return 0
    if not tasks:
        print("no task selected", file=sys.stderr)
        return 2
    if not ILP.exists():
        print(f"{ILP} not found: create the venv first", file=sys.stderr)
        return 2

    if args.keep:
        out_dir = Path(args.keep)
        out_dir.mkdir(parents=True, exist_ok=True)
    else:
        out_dir = Path(tempfile.mkdtemp(prefix="bench_tasks_"))
    results: dict[str, Result] = {}
    try:
        with ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
            futures = {pool.submit(bench_one, t, out_dir, args.timeout, args.eval_timeout,
                                   args.learn_arg): t for t in tasks}
            for k, fut in enumerate(as_completed(futures), 1):
                t = futures[fut]
                r = fut.result()
                results[t.name] = r
                print(f"[{k}/{len(tasks)}] {t.name}: {r.status}, train {fmt_acc(r.train_acc)}, "
                      f"test {fmt_acc(r.test_acc)}, {r.seconds:.1f}s"
                      + (f" -- {r.message or r.eval_error}" if r.message or r.eval_error else ""),
                      file=sys.stderr, flush=True)
    finally:
        if not args.keep:
            shutil.rmtree(out_dir, ignore_errors=True)

    ordered = [results[t.name] for t in tasks]
    tot = totals(ordered)
    if args.json:
        docs = []
        for r in ordered:
            d = asdict(r)
            if not args.keep:
                d.pop("theory")
            docs.append(d)
        print(json.dumps({"timeout": args.timeout, "results": docs, "totals": tot}, indent=1))
    else:
        sys.stdout.write(table(ordered, tot))
    return 0


if __name__ == "__main__":
    sys.exit(main())
