"""The learner's language beyond flat Progol modes: negated literals (closed world), modes with
structured arguments, heads with outputs the body must bind, and backgrounds that load
libraries and use their operators."""

from ilp.bottom import saturate
from ilp.learner import Learner
from ilp.settings import resolve
from ilp.task import Task
from tests._tasks import write_task


def _learn(tmp_path, bk, exs, modes, **settings):
    task = Task.load(write_task(tmp_path / "t", bk, exs, modes))
    return task, Learner(settings or None).fit(task)


def test_negated_literals_closed_world(tmp_path):
    bk = "".join(f"bird({x}).\n" for x in "abcdefgh") + "penguin(c).\npenguin(f).\n"
    exs = "".join(f"pos(flies({x})).\n" for x in "abdegh") + "neg(flies(c)).\nneg(flies(f)).\n"
    modes = "modeh(1, flies(+animal)).\nmodeb(1, bird(+animal)).\nmodeb(1, not(penguin(+animal))).\n"
    task, learner = _learn(tmp_path, bk, exs, modes)
    (clause,) = learner.theory_
    assert "\\+penguin(A)" in clause.text.replace(" ", "") and (clause.pos, clause.neg) == (6, 0)
    assert learner.summary()["complete"]


def test_structured_modes_decompose_terms(tmp_path):
    # second(L, X): X is the second element of L, learned from = modes alone (no background)
    lists = [[3, 1, 4], [1, 5], [9, 2, 6, 5], [3, 5, 8], [9, 7]]
    exs = "".join(f"pos(second({l}, {l[1]})).\n" for l in lists) + \
        "".join(f"neg(second({l}, {l[0]})).\n" for l in lists if l[0] != l[1])
    modes = ("modeh(1, second(+list, +any)).\nmodeb(1, (+list = [-any|-list])).\n"
             "set(depth, 2).\n")
    task, learner = _learn(tmp_path, "% no background\n", exs, modes)
    (clause,) = learner.theory_
    assert "=[_|" in clause.text.replace(" ", "") and clause.neg == 0 and clause.pos == 5


def test_head_outputs_must_be_bound_by_the_body(tmp_path):
    bk = "succ2(X, Y) :- Y is X + 2.\nsame(X, X).\n"
    exs = "".join(f"pos(f({i}, {i + 2})).\n" for i in range(6)) + \
        "".join(f"neg(f({i}, {i + 3})).\n" for i in range(6))
    modes = "modeh(1, f(+int, -int)).\nmodeb(1, succ2(+int, -int)).\nmodeb(1, same(+int, -int)).\n"
    task = Task.load(write_task(tmp_path / "t", bk, exs, modes))
    b = saturate(task, task.pos_ids[0], resolve(task.settings))
    out = b.head_outs[0]
    # the head's output is never an input of a body literal
    assert all(out not in lit.ins for lit in b.literals)
    learner = Learner().fit(task)
    assert [c.text for c in learner.theory_] == ["f(A, B) :-\n    succ2(A, B)."]


def test_background_with_library_operators(tmp_path):
    bk = ":- use_module(library(clpfd)).\ndouble(X, Y) :- Y #= 2 * X.\nnum(X) :- between(0, 9, X).\n"
    exs = "".join(f"pos(p({i}, {2 * i})).\n" for i in range(1, 6)) + \
        "".join(f"neg(p({i}, {2 * i + 1})).\n" for i in range(1, 6))
    modes = "modeh(1, p(+int, +int)).\nmodeb(1, double(+int, -int)).\n"
    task, learner = _learn(tmp_path, bk, exs, modes)
    assert [c.text for c in learner.theory_] == ["p(A, B) :-\n    double(A, B)."]


def test_positive_only_tasks_do_not_return_the_most_general_clause(tmp_path):
    animals = "abcdefghijklmnopqrst"
    bk = ("".join(f"animal({x}).\n" for x in animals)
          + "".join(f"has_feathers({x}).\n" for x in animals[:6])
          + "".join(f"has_fur({x}).\n" for x in animals[6:]))
    exs = "".join(f"pos(bird({x})).\n" for x in animals[:6])
    modes = ("modeh(1, bird(+animal)).\nmodeb(1, has_feathers(+animal)).\n"
             "modeb(1, has_fur(+animal)).\nset(minpos, 1).\n")
    task, learner = _learn(tmp_path, bk, exs, modes)
    assert [c.text for c in learner.theory_] == ["bird(A) :-\n    has_feathers(A)."]
    # random atoms of the type animal stood in for the negatives; none is a positive
    assert learner.generated_ and not set(learner.generated_) & {f"bird({x})" for x in animals[:6]}
    assert learner.theory_[0].neg == 0
