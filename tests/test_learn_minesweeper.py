"""Learning the Minesweeper targets end to end (small, fast settings; the quality targets are
measured by benchmarks/bench_learn.py, not here).

- Honesty: with diffSetHasXMines removed from the modes, the learned safe theory has no rule
  using set differences, and its recall on a fixed set of fresh examples drops.
- `ilp learn --target safe` writes a theory that `swipl bk.pl THEORY` loads and whose clauses
  are sound on fresh examples (exact labels: no clause covers a tile that is not certainly safe).
"""

import re
import subprocess

import pytest

from examples_gen.examples import generate_examples, write_task
from examples_gen.learn_targets import task_for_target
from ilp.evaluate import evaluate_theory
from ilp.learner import Learner
from ilp.task import Task
from ilp.theory import read_theory

# small and fast: depth 3 (one set or the difference of two), a few clauses, short searches
FAST = {"search": "greedy", "depth": 3, "clauselength": 8, "time_limit": 12, "max_clauses": 3,
        "max_failures": 8, "seed": 1, "jobs": 1, "seeds": 4}


@pytest.fixture(scope="module")
def fresh_safe(tmp_path_factory):
    """A fixed set of fresh examples (another seed than the training set), exact labels."""
    es = generate_examples("safe", n_examples=400, board_mix=["classic-beginner", "intermediate"],
                           labels="exact", seed=777)
    return Task.load(write_task(es, tmp_path_factory.mktemp("fresh_safe")))


def _train_dir(tmp_path, drop_diff: bool):
    d = task_for_target("safe", seed=5, directory=tmp_path / ("nodiff" if drop_diff else "full"),
                        options={"n_examples": 300, "quiet": True})
    if drop_diff:
        modes = (d / "modes.pl").read_text()
        kept = [ln for ln in modes.splitlines() if not ln.startswith("modeb(*, diffSetHasXMines")]
        assert len(kept) < len(modes.splitlines())
        (d / "modes.pl").write_text("\n".join(kept) + "\n")
    return d


def test_without_set_differences_the_theory_loses_them_and_recall_drops(tmp_path, fresh_safe):
    full = Learner(FAST).fit(Task.load(_train_dir(tmp_path, False)))
    nodiff = Learner(FAST).fit(Task.load(_train_dir(tmp_path, True)))
    assert full.theory_, "the full language learned nothing"
    assert nodiff.theory_, "without differences the one-set rule should still be learned"
    assert any("diffSetHasXMines" in c.text for c in full.theory_)
    assert not any("diffSetHasXMines" in c.text for c in nodiff.theory_)
    r_full = evaluate_theory(fresh_safe, full.theory_)
    r_nodiff = evaluate_theory(fresh_safe, nodiff.theory_)
    assert r_full.fp == 0 and r_nodiff.fp == 0            # both sound on exact labels
    assert r_full.recall > r_nodiff.recall + 0.2, (r_full.recall, r_nodiff.recall)


def test_cli_learn_target_safe_writes_a_loadable_sound_theory(tmp_path, fresh_safe):
    out = tmp_path / "SAFE.pl"
    tdir = tmp_path / "task"
    cmd = [".venv/bin/ilp", "learn", "--target", "safe", "--seed", "2", "--out", str(out),
           "--n-examples", "300", "--task-dir", str(tdir), "--jobs", "1", "--depth", "3",
           "--clauselength", "8", "--time-limit", "12", "--max-clauses", "2", "--max-failures", "1"]
    r = subprocess.run(cmd, capture_output=True, text=True, timeout=240)
    assert r.returncode == 0, r.stderr
    assert "search seed=" in r.stderr and "learned " in r.stderr      # summary of every search
    clauses = read_theory(out)
    assert clauses and all(c.head == "safe/2" for c in clauses)
    assert all(re.match(r"safe_\d+$", c.name) for c in clauses)
    text = out.read_text()
    assert "% safe_1: covers " in text
    load = subprocess.run(["swipl", "-g", "halt", str(tdir / "bk.pl"), str(out)],
                          capture_output=True, text=True, timeout=60)
    assert load.returncode == 0 and "Warning" not in load.stderr and "ERROR" not in load.stderr
    rep = evaluate_theory(fresh_safe, out)
    assert rep.tp > 0
    for c in rep.clauses:
        assert c.neg == 0, f"{c.name} covers {c.neg} tiles that are not certainly safe"


def test_examples_dir_option(tmp_path):
    es = generate_examples("mine", n_examples=60, board_mix=["classic-beginner"], labels="exact",
                           seed=3)
    d = write_task(es, tmp_path / "mine_task")
    got = task_for_target("mine", seed=0, examples=str(d), directory=tmp_path / "copy")
    assert got == tmp_path / "copy" and (got / "exs.pl").read_text() == (d / "exs.pl").read_text()
    assert "Defaults for target mine" in (got / "modes.pl").read_text()
    assert "Defaults for target mine" not in (d / "modes.pl").read_text()    # left untouched
    Task.load(got)
    from ilp.errors import InputError

    with pytest.raises(InputError):
        task_for_target("safe", seed=0, examples=str(d))       # examples of another target
    with pytest.raises(InputError):
        task_for_target("safe", seed=0, examples=str(tmp_path / "missing"))
