"""The field's standard suite: the 51 example tasks of Popper v3.1.0, learned with the defaults.

    SUITE=$(mktemp -d) && tar -xJf ../shared/benchmarks/popper-v3.1.0-examples.tar.xz -C "$SUITE"
    .venv/bin/python benchmarks/bench_popper.py "$SUITE/examples"
    .venv/bin/python benchmarks/bench_popper.py "$SUITE/examples" --tasks trains1,filter --json

Each task is learned by a subprocess, `ilp learn --task DIR --out THEORY --json --quiet`, with
no other option: no per-task flag.  At `--timeout` seconds (120) it gets SIGTERM, and SIGKILL
5 s later; a theory it wrote by then (the clauses found so far) is still judged, and the task
counts as not answered in time.  The theory is judged independently of the learner, the way
Popper's reference figures were measured: `swipl benchmarks/judge.pl` loads bk.pl and the
theory and proves each example of exs.pl under a 2 s limit.  A theory holding a bodiless
clause (a memorised example, or a fact that makes every query true) counts as a failure.

Per task: exit status, training accuracy, seconds, clauses, and Popper's accuracy and seconds
(`--reference`, default ../shared/benchmarks/popper-v3.1.0-reference.json) beside them; then
the totals: tasks at 100% training accuracy, tasks at or above Popper's accuracy, tasks
answered within the time.  Progress on stderr, results on stdout.
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ILP = ROOT / ".venv" / "bin" / "ilp"
JUDGE = ROOT / "benchmarks" / "judge.pl"
REFERENCE = ROOT.parent / "shared" / "benchmarks" / "popper-v3.1.0-reference.json"
GRACE = 5.0        # seconds between SIGTERM and SIGKILL


@dataclass
class Outcome:
    task: str
    status: str = "ok"            # ok | stopped (signalled at the time limit) | error
    exit: int | None = None
    seconds: float = 0.0
    clauses: int = 0
    accuracy: float | None = None  # None: no theory to judge
    bodiless: bool = False
    message: str = ""
    popper_accuracy: float | None = None
    popper_seconds: float | None = None

    @property
    def perfect(self) -> bool:
        return self.accuracy == 1.0 and not self.bodiless

    @property
    def at_least_popper(self) -> bool:
        mine = 0.0 if self.accuracy is None or self.bodiless else self.accuracy
        return self.popper_accuracy is None or mine >= self.popper_accuracy - 1e-9

    @property
    def answered(self) -> bool:
        return self.status == "ok"


def learn(task_dir: Path, theory: Path, timeout: float,
          extra: tuple[str, ...] = ()) -> tuple[int | None, str, str, float]:
    """Run the learner (`extra`: more options, for comparisons); SIGTERM at `timeout`, SIGKILL
    `GRACE` s later.  (exit, out, err, s)"""
    start = time.perf_counter()
    proc = subprocess.Popen([str(ILP), "learn", "--task", str(task_dir), "--out", str(theory),
                             "--json", "--quiet", *extra], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, start_new_session=True)
    try:
        out, err = proc.communicate(timeout=timeout)
        return proc.returncode, out, err, time.perf_counter() - start
    except subprocess.TimeoutExpired:
        _signal(proc, signal.SIGTERM)
    try:
        out, err = proc.communicate(timeout=GRACE)
    except subprocess.TimeoutExpired:
        _signal(proc, signal.SIGKILL)
        out, err = proc.communicate()
    return None, out, err, time.perf_counter() - start


def _signal(proc, sig) -> None:
    try:
        os.killpg(proc.pid, sig)
    except ProcessLookupError:
        pass


def judge_counts(bk: Path, exs: Path, theory: Path) -> tuple[int, int, int, int, bool]:
    """(tp, fp, tn, fn, bodiless) of a theory on the examples of `exs`, by judge.pl."""
    r = subprocess.run(["swipl", str(JUDGE), "--", str(bk), str(exs), str(theory)],
                       capture_output=True, text=True, timeout=900)
    tp, fp, tn, fn, bodiless = map(int, r.stdout.split()[-5:])
    return tp, fp, tn, fn, bool(bodiless)


def theory_clauses(theory: Path) -> int:
    """The clauses of a theory file as the learner writes it (one per unindented line)."""
    return sum(1 for line in theory.read_text().splitlines()
               if line and not line[0].isspace() and not line.startswith("%"))


def run_status(code: int | None, err: str, timeout: float) -> tuple[str, str]:
    """(status, message) of a learning run from its exit (None: signalled at the timeout)."""
    if code is None:
        return "stopped", f"signalled at {timeout:g}s"
    if code != 0:
        return "error", (err.strip().splitlines() or [""])[-1][:200]
    return "ok", ""


def judge(task_dir: Path, theory: Path) -> tuple[float, bool, int]:
    """(training accuracy, bodiless, clauses) of a theory file."""
    tp, fp, tn, fn, bodiless = judge_counts(task_dir / "bk.pl", task_dir / "exs.pl", theory)
    return (tp + tn) / max(1, tp + fp + tn + fn), bodiless, theory_clauses(theory)


def bench_one(task_dir: Path, out_dir: Path, timeout: float, reference: dict) -> Outcome:
    o = Outcome(task_dir.name)
    ref = reference.get(task_dir.name, {})
    o.popper_accuracy = ref.get("popper_training_accuracy")
    o.popper_seconds = ref.get("popper_seconds")
    theory = out_dir / f"{task_dir.name}.pl"
    theory.unlink(missing_ok=True)      # a --keep directory's theory from an earlier run
    code, out, err, o.seconds = learn(task_dir, theory, timeout)
    o.exit = code
    o.status, o.message = run_status(code, err, timeout)
    if theory.exists():
        try:
            o.accuracy, o.bodiless, o.clauses = judge(task_dir, theory)
        except (subprocess.SubprocessError, ValueError) as e:
            o.message = (o.message + f"; judge failed: {e}")[:300]
    return o


def totals(outcomes: list[Outcome]) -> dict:
    return {"tasks": len(outcomes),
            "perfect": sum(o.perfect for o in outcomes),
            "at_least_popper": sum(o.at_least_popper for o in outcomes),
            "answered": sum(o.answered for o in outcomes),
            "popper_perfect": sum(o.popper_accuracy == 1.0 for o in outcomes),
            "seconds": round(sum(o.seconds for o in outcomes), 1)}


def _acc(a) -> str:
    return "-" if a is None else f"{100 * a:.1f}"


def aligned(head: list[str], rows: list[list[str]]) -> list[str]:
    """A plain-text table: the header, a rule, the rows, columns padded to their widest cell."""
    widths = [max([len(head[i])] + [len(r[i]) for r in rows]) for i in range(len(head))]
    line = lambda cells: "  ".join(c.ljust(w) for c, w in zip(cells, widths)).rstrip()
    return [line(head), line(["-" * w for w in widths])] + [line(r) for r in rows] + [""]


def task_dirs(suite: Path, tasks: str | None, marker: str) -> list[Path]:
    """The task directories of `suite` holding the file `marker`, those named in `tasks`
    (comma-separated) when given."""
    dirs = sorted(d for d in suite.iterdir() if (d / marker).exists()) \
        if suite.is_dir() else []
    if tasks:
        wanted = set(tasks.split(","))
        dirs = [d for d in dirs if d.name in wanted]
    return dirs


def table(outcomes: list[Outcome], tot: dict) -> str:
    head = ["task", "status", "exit", "train%", "seconds", "clauses", "popper%", "popper s", ""]
    rows = [[o.task, o.status, "-" if o.exit is None else str(o.exit), _acc(o.accuracy),
             f"{o.seconds:.1f}", str(o.clauses), _acc(o.popper_accuracy),
             "-" if o.popper_seconds is None else f"{o.popper_seconds:.1f}",
             ("bodiless clause " if o.bodiless else "")
             + ("below Popper " if not o.at_least_popper else "") + o.message]
            for o in outcomes]
    out = aligned(head, rows)
    out.append(f"100% training accuracy: {tot['perfect']} / {tot['tasks']} "
               f"(Popper: {tot['popper_perfect']})")
    out.append(f"at or above Popper's accuracy: {tot['at_least_popper']} / {tot['tasks']}")
    out.append(f"answered within the time: {tot['answered']} / {tot['tasks']}; "
               f"learning time {tot['seconds']:.0f} s in all")
    return "\n".join(out) + "\n"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("suite", help="the extracted examples/ directory of the suite")
    ap.add_argument("--tasks", help="comma-separated task names (default: every task)")
    ap.add_argument("--timeout", type=float, default=120.0, help="seconds per task (120)")
    ap.add_argument("--jobs", type=int, default=1, help="tasks learned at once (1)")
    ap.add_argument("--reference", default=str(REFERENCE), help="Popper's figures (JSON)")
    ap.add_argument("--keep", metavar="DIR", help="keep the theories in DIR")
    ap.add_argument("--json", action="store_true", help="one JSON document on stdout")
    args = ap.parse_args(argv)

    suite = Path(args.suite)
    dirs = task_dirs(suite, args.tasks, "bias.pl")
    if not dirs:
        print(f"no task directory (with bias.pl) in {suite}", file=sys.stderr)
        return 2
    reference = {}
    if Path(args.reference).exists():
        reference = {r["task"]: r for r in json.loads(Path(args.reference).read_text())}
    out_dir = Path(args.keep or tempfile.mkdtemp(prefix="bench_popper_"))
    out_dir.mkdir(parents=True, exist_ok=True)
    outcomes: dict[str, Outcome] = {}
    with ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        futures = {pool.submit(bench_one, d, out_dir, args.timeout, reference): d for d in dirs}
        for k, fut in enumerate(futures, 1):
            o = fut.result()
            outcomes[o.task] = o
            print(f"[{k}/{len(dirs)}] {o.task}: {o.status}, train {_acc(o.accuracy)}%, "
                  f"{o.seconds:.1f}s (Popper {_acc(o.popper_accuracy)}%)"
                  + (f" -- {o.message}" if o.message else ""), file=sys.stderr, flush=True)
    ordered = [outcomes[d.name] for d in dirs]
    tot = totals(ordered)
    if args.json:
        print(json.dumps({"timeout": args.timeout, "totals": tot,
                          "results": [asdict(o) for o in ordered]}, indent=1))
    else:
        sys.stdout.write(table(ordered, tot))
    return 0


if __name__ == "__main__":
    sys.exit(main())
