"""``Learner.fit`` leaves its task as it was, and a recursive theory is reported as the program
it is (issues 20, 22, 25)."""

import subprocess
from pathlib import Path

from ilp.learner import Learner
from ilp.task import Task
from tests._tasks import write_task

ROOT = Path(__file__).resolve().parent.parent


def positive_only(tmp_path) -> Path:
    # no negative: random atoms stand in for them during the fit (ilp.posonly)
    bk = "".join(f"bird({b}).\n" for b in ("tweety", "polly", "zazu", "kiwi")) + \
         "".join(f"animal({a}).\n" for a in ("tweety", "polly", "zazu", "kiwi", "rex", "tom",
                                              "jerry", "nemo", "dory", "bob"))
    exs = "".join(f"pos(flies({b})).\n" for b in ("tweety", "polly", "zazu", "kiwi"))
    return write_task(tmp_path / "birds", bk, exs,
                      "modeh(1, flies(+animal)).\nmodeb(1, bird(+animal)).\n")


def test_fit_leaves_the_task_as_it_was_and_refits_the_same(tmp_path):
    task = Task.load(positive_only(tmp_path))
    before = (list(task.pos_ids), list(task.neg_ids), list(task.added), task.version,
              task.spec())
    first = Learner({"minpos": 1}).fit(task)
    assert first.generated_, "the positive-only path draws random atoms"
    assert (list(task.pos_ids), list(task.neg_ids), list(task.added), task.version,
            task.spec()) == before
    second = Learner({"minpos": 1}).fit(task)
    assert [c.text for c in first.theory_] == [c.text for c in second.theory_]
    assert [c.text for c in first.theory_] == ["flies(A) :-\n    bird(A)."]
    # the same learner refitted: the same theory again, the task still untouched
    assert [c.text for c in first.fit(task).theory_] == [c.text for c in second.theory_]
    assert task.spec() == before[4]


def test_a_program_is_reported_as_one(tmp_path):
    # bk.pl gives no base case: the program search finds the recursion and its base together
    bk = "parent(a, b). parent(b, c). parent(c, d). parent(d, e). parent(x, y).\n"
    exs = ("pos(anc(a, b)). pos(anc(a, c)). pos(anc(a, d)). pos(anc(b, e)). pos(anc(x, y)).\n"
           "neg(anc(c, a)). neg(anc(a, y)). neg(anc(x, c)). neg(anc(e, a)).\n")
    d = write_task(tmp_path / "anc", bk, exs,
                   "modeh(1, anc(+p, +p)).\nmodeb(*, parent(+p, -p)).\nmodeb(*, anc(+p, -p)).\n"
                   "set(minpos, 1).\n")
    r = subprocess.run([str(ROOT / ".venv/bin/ilp"), "learn", "--task", str(d)],
                       capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr
    assert "program search:" in r.stderr and "it is the theory" in r.stderr
    # each clause counts what it proves at the top of the program: the base case anc(a,b)
    # and anc(x,y), the recursion the three chains -- none of them 0
    assert "% anc_1: covers 2 positive, 0 negative" in r.stdout
    assert "% anc_2: covers 3 positive, 0 negative" in r.stdout


def test_pruning_does_not_count_the_random_atoms_of_a_task_without_negatives(tmp_path):
    # p(4) stands for a random atom drawn for a task without negatives (ilp.posonly): not
    # known to be false, so the clause that alone proves the positive p(3) stays although it
    # proves p(4) too; a real negative of the same kind would make it go
    d = write_task(tmp_path / "t", "a(1). a(2). b(3). b(4).\n",
                   "pos(p(1)).\npos(p(2)).\npos(p(3)).\nneg(p(4)).\n",
                   "modeh(1, p(+n)).\nmodeb(1, a(+n)).\nmodeb(1, b(+n)).\n")
    task = Task.load(d)
    learner = Learner().fit(task)
    clauses = ["p(V0) :- a(V0)", "p(V0) :- b(V0)"]
    assert learner._pruned(clauses, task) == clauses[:1]      # p(4) a real negative
    learner._generated = frozenset(task.neg_ids)
    assert learner._pruned(clauses, task) == clauses          # p(4) a random atom


def test_noisy_auto_judges_the_exact_theory_by_the_clauses_that_pay_for_themselves(tmp_path):
    # p(A) :- a(A) keeps 4 positives for 2 literals: it pays; p(A) :- b(A), c(A) keeps one
    # positive for 3 literals (a mistake saved for a literal and a half): it does not
    d = write_task(tmp_path / "t", "a(1). a(2). a(3). a(4). b(5). c(5). b(6).\n",
                   "pos(p(1)).\npos(p(2)).\npos(p(3)).\npos(p(4)).\npos(p(5)).\nneg(p(6)).\n",
                   "modeh(1, p(+n)).\nmodeb(1, a(+n)).\nmodeb(1, b(+n)).\n"
                   "modeb(1, c(+n)).\n")
    task = Task.load(d)
    learner = Learner().fit(task)
    clauses = ["p(V0) :- a(V0)", "p(V0) :- b(V0), c(V0)"]
    assert learner._pruned(clauses, task) == clauses          # both improve the accuracy
    assert learner._paying(clauses) == clauses[:1]
    assert learner._description_length(clauses[:1]) < learner._description_length(clauses)
