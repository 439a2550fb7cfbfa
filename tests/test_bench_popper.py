"""benchmarks/bench_popper.py: a task's run judged on the theory that run wrote."""

import sys

from tests._tasks import ROOT

sys.path.insert(0, str(ROOT / "benchmarks"))
import bench_popper  # noqa: E402


def test_a_theory_left_from_an_earlier_run_is_not_judged(tmp_path, monkeypatch):
    # --keep DIR may hold the task's theory from an earlier run; a run that writes none
    # (a crash) must not be credited with it
    task = tmp_path / "task"
    task.mkdir()
    keep = tmp_path / "keep"
    keep.mkdir()
    (keep / "task.pl").write_text("p(_).\n")
    monkeypatch.setattr(bench_popper, "learn", lambda task_dir, theory, timeout:
                        (1, "", "crashed", 0.1))
    judged = []
    monkeypatch.setattr(bench_popper, "judge", lambda task_dir, theory: judged.append(theory))
    o = bench_popper.bench_one(task, keep, 10.0, {})
    assert o.status == "error" and o.accuracy is None and not judged
    assert not (keep / "task.pl").exists()
