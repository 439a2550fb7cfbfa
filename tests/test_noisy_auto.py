"""noisy auto: the exact pass ends once its clauses cannot beat the tolerant theory from scratch,
and that changes the time taken, never the theory."""

import ilp.learner
from ilp.learner import Learner
from ilp.task import Task

from _tasks import write_task

# 30 positives share a(X); so does one negative (the noise).  b and c single out ten positives
# each exactly; the last ten have nothing exact, so the exact pass keeps failing on them.
BK = "\n".join(
    [f"a(e{i})." for i in range(1, 31)] + ["a(n0)."]
    + [f"b(e{i})." for i in range(1, 11)] + [f"c(e{i})." for i in range(11, 21)]
    + [f"d(n{i})." for i in range(0, 21)]) + "\n"
EXS = "\n".join([f"pos(p(e{i}))." for i in range(1, 31)]
                + [f"neg(p(n{i}))." for i in range(0, 21)]) + "\n"
MODES = """
modeh(1, p(+obj)).
modeb(1, a(+obj)).
modeb(1, b(+obj)).
modeb(1, c(+obj)).
modeb(1, d(+obj)).
"""


def _fit(tmp_path, name):
    task = Task.load(write_task(tmp_path / name, BK, EXS, MODES))
    return Learner({"seed": 3, "noisy": "auto", "max_failures": 10}).fit(task)


def test_the_exact_pass_stops_when_it_cannot_win_and_the_theory_is_the_same(tmp_path,
                                                                             monkeypatch):
    bounded = _fit(tmp_path, "bounded")
    theory = [c.text for c in bounded.theory_]
    assert theory == ["p(A) :-\n    a(A)."]
    assert (bounded.theory_[0].pos, bounded.theory_[0].neg) == (30, 1)

    # the same fit with a bound that never says stop: the exact pass runs to its end
    monkeypatch.setattr(ilp.learner, "_exact_bound", lambda clauses, uncovered: float("-inf"))
    full = _fit(tmp_path, "full")
    assert [c.text for c in full.theory_] == theory
    assert len(bounded.searches_) < len(full.searches_)


def test_the_bound_counts_a_mistake_or_a_clause_for_the_positives_left():
    one = ["p(A) :- b(A)"]                          # two literals: 1.0
    assert ilp.learner._exact_bound(one, set()) == 1.0
    assert ilp.learner._exact_bound(one, {7, 8}) == 2.0
    assert ilp.learner._exact_bound([], {7}) == 1.0


def test_time_in_the_stop_test_moves_the_deadline_no_later_than_the_runs(tmp_path):
    # the stop test may run a pass of its own (the theory from scratch); its time is not the
    # exact pass's, but the run's deadline holds: a pass that went on past it was once stopped
    # by the watchdog, an error instead of a theory
    import time

    from ilp.coverage import Coverage
    from ilp.covering import cover
    from ilp.settings import resolve

    task = Task.load(write_task(tmp_path / "latest", BK, EXS, MODES))
    settings = resolve(task.settings, {"seed": 3, "max_failures": 10, "seeds": 1})

    def slow_stop(state, uncovered):
        time.sleep(0.3)
        return False

    def run(latest):
        start = time.perf_counter()
        state = cover(task, settings, Coverage(task, settings.inference_limit),
                      deadline=start + 0.4, stop=slow_stop,
                      latest=None if latest is None else start + latest)
        return state, time.perf_counter() - start

    free, _ = run(None)          # every stop's time given back: the pass runs to its end
    assert not free.out_of_time and len(free.searches) >= 5
    capped, seconds = run(0.4)
    assert capped.out_of_time and len(capped.searches) < len(free.searches)
    assert seconds < 0.4 + 0.3 + 0.5     # at most one stop test and one step past the deadline


def test_a_run_ended_by_max_time_says_so(tmp_path):
    # positives left uncovered because the time ran out were perhaps never searched from: the
    # summary and the message say that, not that no acceptable clause covers them
    from click.testing import CliRunner

    from ilp.cli import main

    task_dir = write_task(tmp_path / "t", BK, EXS, MODES)
    done = Learner({"seed": 3, "max_failures": 10}).fit(Task.load(task_dir))
    assert done.summary()["out_of_time"] is False and done.summary()["complete"] is True
    cut = Learner({"seed": 3, "max_time": 1e-6}).fit(Task.load(task_dir))
    assert cut.summary()["out_of_time"] is True and cut.summary()["complete"] is False
    r = CliRunner().invoke(main, ["learn", "--task", str(task_dir), "--set", "max_time=1e-6"])
    assert r.exit_code == 0
    assert "incomplete: max_time (1e-06s) reached with 30 of 30 positives uncovered" in r.output
    r = CliRunner().invoke(main, ["learn", "--task", str(task_dir), "--set", "max_time=1e-6",
                                  "--quiet"])
    assert "incomplete at max_time (1e-06s): 30 of 30 positives uncovered" in r.output
