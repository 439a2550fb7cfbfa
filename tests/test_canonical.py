"""Canonical clause forms, repeated answers dropped from bottom clauses, determinate variables,
and the incremental / early-stopping coverage cache."""

from ilp.bottom import BottomClause, Literal, drop_repeated_answers, saturate
from ilp.canonical import Canonicalizer, skeleton
from ilp.coverage import Coverage
from ilp.settings import resolve
from ilp.task import Task
from tests._tasks import TASKS


def L(text, ins, outs, depth=1, recall=None):
    return Literal(text, tuple(ins), tuple(outs), depth, recall)


def test_skeleton_finds_variables_at_any_depth_and_not_in_quotes():
    assert skeleton("p(a,f(V1,c),'V2 x',[V3|V10])") == ("p(a,f({},c),'V2 x',[{}|{}])", [1, 3, 10])
    assert skeleton("\\+q(V4)") == ("\\+q({})", [4])
    assert skeleton("V1=[V2|VV]") == ("{}=[{}|VV]", [1, 2])
    assert skeleton("q") == ("q", [])


def test_structured_literals_are_renamed_inside_their_terms():
    # V1=[V2|V3] with a test on the head or on the tail: two different clauses
    lits = [L("V0=[V1|V2]", [0], [1, 2]), L("t(V1)", [1], [], 2), L("t(V2)", [2], [], 2),
            L("V0=[V3|V4]", [0], [3, 4]), L("t(V3)", [3], [], 2)]
    b = BottomClause(0, "p(V0)", (0,), ("l", "e", "l", "e", "l"), lits)
    c = Canonicalizer(b)
    assert c.key({0, 1}) != c.key({0, 2})
    assert c.key({0, 1}) == c.key({3, 4})                 # the same clause, renamed


def test_renamed_copies_share_a_form_and_different_clauses_do_not():
    lits = [L("g(V0,V1)", [0], [1]), L("g(V0,V2)", [0], [2]), L("t(V1)", [1], [], 2),
            L("t(V2)", [2], [], 2), L("u(V1,V2)", [1, 2], [], 2), L("s(V1,c)", [1], [], 2)]
    b = BottomClause(0, "p(V0)", (0,), ("a", "b", "b"), lits)
    c = Canonicalizer(b)
    assert c.key({0, 2}) == c.key({1, 3})                 # g(X,Y), t(Y) twice
    assert c.key({0, 2}) != c.key({0, 3})                 # t on another answer: a different clause
    assert c.key({0, 1, 4}) == c.key({1, 0, 4})
    assert c.key({0, 5}) != c.key({0, 2})                 # constants matter


def test_repeated_answers_are_dropped():
    lits = [L("g(V0,V1,V2)", [0], [1, 2]), L("g(V0,V3,V2)", [0], [3, 2]),
            L("h(V3)", [3], [], 2), L("g(V0,V4,V5)", [0], [4, 5]), L("k(V2,V6)", [2], [6], 2)]
    kept = drop_repeated_answers(lits, (0,))
    texts = [x.text for x in kept]
    # the second g repeats V2: dropped, and h (whose only provider it was) with it
    assert texts == ["g(V0,V1,V2)", "g(V0,V4,V5)", "k(V2,V6)"]


def test_determinate_variables():
    lits = [L("d(V0,V1)", [0], [1], recall=1), L("n(V1,V2)", [1], [2], 2, recall=None),
            L("e(V1,V3)", [1], [3], 2, recall=1), L("f(V2,V3)", [2], [3], 3, recall=1)]
    b = BottomClause(0, "p(V0)", (0,), ("a", "b", "c", "d"), lits)
    # V3 is also output by f from the non-determinate V2: not determinate
    assert b.determinate_vars == frozenset({1})


def test_saturation_keeps_recall_and_family_still_learns():
    t = Task.load(TASKS / "family")
    b = saturate(t, t.pos_ids[0], resolve(t.settings))
    assert all(lit.recall is None or lit.recall >= 1 for lit in b.literals)


def test_cache_is_incremental_and_stops_early():
    t = Task.load(TASKS / "trains")
    cov = Coverage(t, 100000)
    text = "eastbound(A) :- has_car(A,C), short(C)"
    ids = frozenset(t.pos_ids + t.neg_ids)
    full = cov.covered(text, ids)
    assert full and cov.calls == 1
    # another key: stop at the first covered example
    part, complete = cov.covered_upto(text, ids, key="k", stop_after=1)
    assert len(part) == 1 and part <= full and not complete
    # completing the same key tests only the ids not tested yet
    before = cov.tests
    again = cov.covered(text, ids, key="k")
    assert again == full and cov.tests - before < len(ids)
    # a subset is answered from the cache
    calls = cov.calls
    assert cov.covered(text, frozenset(t.pos_ids), key="k") == full & frozenset(t.pos_ids)
    assert cov.calls == calls
