"""benchmarks/bench_heldout.py: how a task's examples are split into learned and held-out."""

import sys

from tests._tasks import ROOT

sys.path.insert(0, str(ROOT / "benchmarks"))
import bench_heldout  # noqa: E402


LINES = [":- discontiguous pos/1."] + [
    f"{sign}(goal({state},{who}, {score}))."
    for state in range(1, 21) for who in ("red", "blue") for sign, score in
    (("pos", 0), ("neg", 10))] + ["pos(f([1,2],'a,b'))."]


def test_a_states_examples_stay_together_and_none_is_lost():
    train, test = bench_heldout.split_examples(LINES, seed=3, fraction=0.5)
    assert train[0] == ":- discontiguous pos/1."          # directives go with the learning
    examples = [ln for ln in train + test if ln.startswith(("pos", "neg"))]
    assert sorted(examples) == sorted(ln for ln in LINES if ln.startswith(("pos", "neg")))
    state = lambda ln: bench_heldout.first_argument(ln.split("(", 2)[2])
    assert not {state(ln) for ln in train[1:]} & {state(ln) for ln in test}
    assert 0 < len(test) < len(examples)


def test_the_split_follows_the_seed():
    assert bench_heldout.split_examples(LINES, 1, 0.5) == bench_heldout.split_examples(LINES, 1, 0.5)
    assert bench_heldout.split_examples(LINES, 1, 0.5) != bench_heldout.split_examples(LINES, 2, 0.5)


def test_balanced_accuracy_is_the_mean_of_both_recalls():
    assert bench_heldout.balanced(tp=9, fp=0, tn=0, fn=1) == 0.9     # no negative held out
    assert bench_heldout.balanced(tp=3, fp=1, tn=3, fn=1) == 0.75


def test_a_kept_split_is_written_afresh(tmp_path, monkeypatch):
    # the same --keep directory twice (it once failed on the split's directory left there);
    # when the second run writes no theory, the first run's is not judged as its own
    task = tmp_path / "task"
    task.mkdir()
    (task / "bk.pl").write_text("")
    (task / "exs.pl").write_text("\n".join(LINES) + "\n")
    keep = tmp_path / "keep"
    keep.mkdir()

    def learns(copy, theory, timeout, extra):
        theory.write_text("goal(_, _, 0).\n")
        return 0, "", "", 0.1

    monkeypatch.setattr(bench_heldout, "learn", learns)
    monkeypatch.setattr(bench_heldout, "judge_counts", lambda bk, exs, theory: (1, 0, 1, 0, False))
    first = bench_heldout.bench_split(task, 1, 0.5, 10.0, keep)
    assert first.test_balanced == 1.0 and first.clauses == 1
    monkeypatch.setattr(bench_heldout, "learn", lambda copy, theory, timeout, extra:
                        (1, "", "crashed", 0.1))
    second = bench_heldout.bench_split(task, 1, 0.5, 10.0, keep)
    assert second.test_balanced is None and second.clauses == 0 and second.status == "error"
    assert not (keep / "task-1-theory.pl").exists()
