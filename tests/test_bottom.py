"""Saturation: typed variables, shared terms, constants, depth, recall, inference limits."""

import time

from ilp.bottom import BottomClause, Literal, saturate
from ilp.learner import Learner
from ilp.settings import resolve
from ilp.task import Task
from tests._tasks import LOOP_BK, LOOP_EXS, LOOP_MODES, TASKS, write_task


def texts(b):
    return [lit.text for lit in b.literals]


def test_trains_bottom_clause():
    t = Task.load(TASKS / "trains")
    b = saturate(t, t.pos_ids[0], resolve(t.settings))
    assert b.head == "eastbound(V0)"
    lits = texts(b)
    assert "has_car(V0,V2)" in lits and "short(V2)" in lits and "closed(V2)" in lits
    assert "load(V1,rectangle,3)" in lits            # '#' arguments keep the constant
    assert len(set(lits)) == len(lits)               # no duplicates
    assert b.var_types[0] == "train" and set(b.var_types[1:]) == {"car"}
    hc = b.literals[lits.index("has_car(V0,V2)")]
    assert hc.ins == (0,) and hc.outs == (2,) and hc.depth == 1
    assert b.literals[lits.index("short(V2)")].depth == 2


def test_outputs_equal_to_known_terms_share_the_variable():
    t = Task.load(TASKS / "family")
    b = saturate(t, t.pos_ids[0], resolve(t.settings))   # grandparent(ann, dave)
    assert b.head == "grandparent(V0,V1)"
    # ann's child bob (V2) has child dave, which is the head's V1
    assert "parent(V2,V1)" in texts(b)


def test_depth_limits_saturation():
    t = Task.load(TASKS / "family")
    s1 = resolve(t.settings, {"depth": 1})
    b = saturate(t, t.pos_ids[0], s1)
    assert all(lit.depth <= 2 for lit in b.literals)
    # the head has no output: the closing level (depth 2) holds tests only
    assert not any(lit.text.startswith("parent(") and lit.depth == 2 for lit in b.literals)


def test_closing_level_joins_a_chain_to_the_head_output(tmp_path):
    # f(+w, -w): five steps right; depth 4 reaches w(4), the closing level joins w(4) to the
    # output w(5) without a new variable, so the five-step chain is in the bottom clause
    bk = "".join(f"right({i}, {i + 1}).\n" for i in range(8))
    d = write_task(tmp_path / "chain", bk, "pos(f(0, 5)).\nneg(f(0, 4)).\n",
                   "modeh(1, f(+w, -w)).\nmodeb(*, right(+w, -w)).\nset(minpos, 1).\n")
    t = Task.load(d)
    b = saturate(t, t.pos_ids[0], resolve(t.settings, {"depth": 4}))
    assert any(lit.depth == 5 and lit.outs == (1,) for lit in b.literals)
    theory = Learner({"depth": 4}).fit(t).clauses_
    assert len(theory) == 1 and theory[0].count("right(") == 5


def test_type_strictness(tmp_path):
    # the constant 1 is an 'a' and a 'b': two variables, never one
    d = write_task(tmp_path / "ty", "f(1, 1).\ng(1).\nh(1).\n", "pos(p(1)).\n",
                   "modeh(1, p(+a)).\nmodeb(1, f(+a, -b)).\nmodeb(1, g(+a)).\nmodeb(1, h(+b)).\n")
    t = Task.load(d)
    b = saturate(t, t.pos_ids[0], resolve(t.settings))
    assert "f(V0,V1)" in texts(b) and "h(V1)" in texts(b) and "g(V0)" in texts(b)
    assert b.var_types == ("a", "b")


def test_recall_bounds_answers(tmp_path):
    # (s tests each answer: without it the two answers would be leaves, one clause renamed)
    d = write_task(tmp_path / "rc", "r(1, 2). r(1, 3). r(1, 4).\ns(2). s(3). s(4).\n",
                   "pos(p(1)).\n", "modeh(1, p(+a)).\nmodeb(2, r(+a, -a)).\nmodeb(1, s(+a)).\n")
    t = Task.load(d)
    b = saturate(t, t.pos_ids[0], resolve(t.settings, {"depth": 2}))
    assert texts(b) == ["r(V0,V1)", "r(V0,V2)", "s(V1)", "s(V2)"]


def test_answers_nothing_follows_from_are_kept_once():
    # h(V0,V2) and h(V0,V3): two answers of h(V0,_) whose outputs no other literal uses, one
    # clause renamed; h(V0,V4) is followed by g(V4); h(V5,V0) stands the other way round;
    # q's answers differ in whether their two outputs are one
    from ilp.bottom import drop_interchangeable_answers

    lits = [Literal("h(V0,V2)", (0,), (2,), 1), Literal("h(V0,V3)", (0,), (3,), 1),
            Literal("h(V0,V4)", (0,), (4,), 1), Literal("g(V4)", (4,), (), 2),
            Literal("h(V5,V0)", (0,), (5,), 1), Literal("h(V6,V0)", (0,), (6,), 1),
            Literal("q(V0,V7,V7)", (0,), (7,), 1), Literal("q(V0,V8,V9)", (0,), (8, 9), 1),
            Literal("q(V0,V10,V11)", (0,), (10, 11), 1),
            Literal("c(V0,V12)", (0,), (12,), 1, const=True),
            Literal("c(V0,V13)", (0,), (13,), 1, const=True)]
    kept = [lit.text for lit in drop_interchangeable_answers(lits, (0,))]
    assert kept == ["h(V0,V2)", "h(V0,V4)", "g(V4)", "h(V5,V0)", "q(V0,V7,V7)",
                    "q(V0,V8,V9)", "c(V0,V12)", "c(V0,V13)"]


def test_looping_predicate_is_cut_by_the_inference_limit(tmp_path):
    t = Task.load(write_task(tmp_path / "loop", LOOP_BK, LOOP_EXS, LOOP_MODES))
    start = time.perf_counter()
    b = saturate(t, t.pos_ids[0], resolve(t.settings))
    assert time.perf_counter() - start < 5
    assert "even(V0)" in texts(b) and not any(x.startswith("spin") for x in texts(b))


def test_many_literals_saturate_fast(tmp_path):
    # 30 items, 30 groups: depth-2 saturation gives ~1000 literals
    facts = "".join(f"item(s, i{i}).\n" for i in range(30))
    facts += "".join(f"grp(i{i}, g{j}).\n" for i in range(30) for j in range(i % 3, 30, 3))
    facts += "".join(f"big(g{j}).\n" for j in range(0, 30, 2))
    d = write_task(tmp_path / "big", facts, "pos(p(s)).\n",
                   "modeh(1, p(+s)).\nmodeb(*, item(+s, -i)).\nmodeb(*, grp(+i, -g)).\n"
                   "modeb(1, big(+g)).\n")
    t = Task.load(d)
    b = saturate(t, t.pos_ids[0], resolve(t.settings, {"depth": 3}))
    assert len(b) > 300
    assert b.seconds < 1.0


def test_clause_order_binds_inputs_first():
    lits = [Literal("t(V2)", (2,), (), 2), Literal("g(V0,V2)", (0,), (2,), 1),
            Literal("u(V0)", (0,), (), 1)]
    b = BottomClause(0, "p(V0)", (0,), ("a", "a", "a"), lits)
    assert b.clause_text({0, 1}) == "p(V0) :- g(V0,V2), t(V2)"
    assert b.order({0}) is None
    # tests go first when they can
    assert b.order({0, 1, 2}) == [2, 1, 0]


# full(B): bag B holds as many items as its weight says -- a one-answer property of the deepest
# variable (size) compared with another (weight); b1 and b3 are full, b2 is not.
BAGS_BK = """
has(o1, b1). has(o1, b2). has(o2, b3). has(o3, b2). has(o4, b4).
size(b1, 2). size(b2, 3). size(b3, 1). size(b4, 2).
weight(b1, 2). weight(b2, 1). weight(b3, 1). weight(b4, 3).
"""
BAGS_EXS = "pos(p(o1)). pos(p(o2)).\nneg(p(o3)). neg(p(o4)).\n"
BAGS_MODES = ("modeh(1, p(+obj)).\nmodeb(*, has(+obj, -bag)).\nmodeb(1, size(+bag, -int)).\n"
              "modeb(1, weight(+bag, +int)).\nset(depth, 1).\n")


def test_closing_pass_adds_determinate_literals_only_where_a_test_compares_them(tmp_path):
    t = Task.load(write_task(tmp_path / "bags", BAGS_BK, BAGS_EXS, BAGS_MODES))
    b = saturate(t, t.pos_ids[0], resolve(t.settings))       # p(o1): bags b1 (full), b2
    lits = texts(b)
    # depth 1 puts the bags at the deepest level; their sizes come from the closing pass
    assert "has(V0,V1)" in lits and "has(V0,V2)" in lits
    assert "size(V1,V3)" in lits and "weight(V1,V3)" in lits
    assert b.literals[lits.index("size(V1,V3)")].depth == 2
    # b2's size (3) is compared by no test: dropped, as a literal that could only test
    # coincidences with other terms
    assert not any(x.startswith("size(V2,") for x in lits)
    off = saturate(t, t.pos_ids[0], resolve(t.settings, {"closing_determinates": False}))
    assert not any(x.startswith("size(") for x in texts(off))


def test_learner_finds_a_rule_through_the_closing_determinates(tmp_path):
    from ilp.learner import learn_task

    t = Task.load(write_task(tmp_path / "bags", BAGS_BK, BAGS_EXS, BAGS_MODES))
    learner = learn_task(t, {"minpos": 1}, progress=False, log=open("/dev/null", "w"))
    (c,) = learner.theory_
    assert c.pos == 2 and c.neg == 0
    assert "size(" in c.text and "weight(" in c.text
