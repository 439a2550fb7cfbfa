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
