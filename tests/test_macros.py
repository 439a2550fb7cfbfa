"""Macros from provider/consumer relations."""

from ilp.bottom import BottomClause, Literal, saturate
from ilp.macros import closing_literals, macros, refinements, single_literals
from ilp.settings import resolve
from ilp.task import Task
from tests._tasks import TASKS


def L(text, ins, outs, depth=1):
    return Literal(text, tuple(ins), tuple(outs), depth)


def test_family_macro_is_the_chain():
    t = Task.load(TASKS / "family")
    b = saturate(t, t.pos_ids[0], resolve(t.settings))
    ms = [sorted(b.literals[i].text for i in m) for m in macros(b)]
    assert sorted(["parent(V0,V2)", "parent(V2,V1)"]) in ms
    # no macro ends in a provider whose output nothing tests
    for m in macros(b):
        assert any(not (set(b.literals[i].outs) - set(b.head_vars) - {v for j in m if j != i
                   for v in b.literals[j].ins}) for i in m)


def test_trains_macros_end_in_tests():
    t = Task.load(TASKS / "trains")
    b = saturate(t, t.pos_ids[0], resolve(t.settings))
    ms = {frozenset(b.literals[i].text for i in m) for m in macros(b)}
    assert frozenset({"has_car(V0,V2)", "short(V2)"}) in ms
    assert frozenset({"has_car(V0,V2)", "closed(V2)"}) in ms
    # has_car alone is a provider whose car is tested by others: not a macro
    assert frozenset({"has_car(V0,V2)"}) not in ms


def test_shared_output_is_a_test():
    # size(S, N) provides N; weight(S, N) outputs the same N: together they test S
    lits = [L("set(V0,V1)", [0], [1]), L("size(V1,V2)", [1], [2], 2),
            L("weight(V1,V2)", [1], [2], 2), L("member(V0,V1)", [0, 1], [], 2),
            L("other(V0,V3)", [0], [3])]
    b = BottomClause(0, "p(V0)", (0,), ("a", "s", "n", "x"), lits)
    assert set(closing_literals(b)) == {2, 3, 4}
    ms = set(macros(b))
    assert frozenset({0, 1, 2}) in ms          # set + size + weight
    assert frozenset({0, 3}) in ms             # set + member
    assert frozenset({4}) in ms                # an unconsumed provider closes itself
    assert frozenset({0, 1}) not in ms


def test_refinements_add_whole_macros_or_bound_literals():
    lits = [L("g(V0,V1)", [0], [1]), L("t(V1)", [1], [], 2), L("u(V0)", [0], [])]
    b = BottomClause(0, "p(V0)", (0,), ("a", "a"), lits)
    ms = macros(b)
    assert set(refinements(frozenset(), ms, b, single=False)) == {frozenset({0, 1}), frozenset({2})}
    singles = single_literals(b)
    assert set(refinements(frozenset(), singles, b, single=True)) == {frozenset({0}), frozenset({2})}
    assert frozenset({0, 1}) in refinements(frozenset({0}), singles, b, single=True)


def test_single_refinements_leave_out_literals_past_max_vars():
    # the clause {a} binds V0 and V1: with max_vars 3 there is room for one new variable;
    # b outputs V1 again and one new variable (3 in all: kept though it has two outputs),
    # c two new ones (4: left out); without a limit both are children
    lits = [L("a(V0,V1)", [0], [1]), L("b(V0,V1,V2)", [0], [1, 2]), L("c(V0,V3,V4)", [0], [3, 4])]
    b = BottomClause(0, "p(V0)", (0,), ("t",) * 5, lits)
    singles = single_literals(b)
    clause = frozenset({0})
    assert refinements(clause, singles, b, single=True, max_vars=3) == [frozenset({0, 1})]
    assert refinements(clause, singles, b, single=True, max_vars=4) == \
        [frozenset({0, 1}), frozenset({0, 2})]
    assert refinements(clause, singles, b, single=True) == [frozenset({0, 1}), frozenset({0, 2})]


def test_closure_prefers_the_cheapest_provider():
    # two sets of the same size share the size variable V3; weight(V2, V3) should close over
    # V2's own size, not drag in the other set's chain
    lits = [L("s1(V0,V1)", [0], [1]), L("s2(V0,V2)", [0], [2]),
            L("size(V1,V3)", [1], [3], 2), L("size(V2,V3)", [2], [3], 2),
            L("weight(V2,V3)", [2, 3], [], 2)]
    b = BottomClause(0, "p(V0)", (0,), ("a", "s", "s", "n"), lits)
    ms = set(macros(b))
    assert frozenset({1, 3, 4}) in ms
    assert not any({0, 4} <= m for m in ms)
    assert b.clause_text({1, 3, 4}) == "p(V0) :- s2(V0,V2), size(V2,V3), weight(V2,V3)"
