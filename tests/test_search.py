"""IDA* and greedy search from one seed: the clause found, node limits, statistics."""

import pytest

from ilp.coverage import Coverage
from ilp.search import run_search
from ilp.settings import resolve
from ilp.task import Task
from tests._tasks import TASKS


def search(task_name, **overrides):
    t = Task.load(TASKS / task_name)
    s = resolve(t.settings, overrides)
    cov = Coverage(t, s.inference_limit)
    return t, run_search(t, t.pos_ids[0], s, t.pos_ids, t.neg_ids, cov), cov


@pytest.mark.parametrize("method", ["ida", "greedy"])
@pytest.mark.parametrize("macros", [True, False])
def test_trains_clause(method, macros):
    t, r, _ = search("trains", search=method, macros=macros)
    assert r.clause is not None and not r.cutoff
    lits = set(r.clause.split(" :- ")[1].split(", "))
    assert len(lits) == 3 and any(x.startswith("short(") for x in lits) \
        and any(x.startswith("closed(") for x in lits)
    assert r.pos == frozenset(t.pos_ids) and not r.neg
    assert r.explored > 0 and 0 < r.seconds < 60 and r.bottom_size > 0


@pytest.mark.parametrize("method", ["ida", "greedy"])
def test_family_clause(method):
    t, r, _ = search("family", search=method)
    assert r.clause == "grandparent(V0,V1) :- parent(V0,V2), parent(V2,V1)"
    assert len(r.pos) == len(t.pos_ids) and not r.neg


@pytest.mark.parametrize("method", ["ida", "greedy"])
@pytest.mark.parametrize("macros", [True, False])
def test_max_occurs_bounds_a_predicate_in_the_body(method, macros):
    # grandparent needs parent twice: with at most one, no clause of that shape is explored
    t, r, _ = search("family", search=method, macros=macros, max_occurs="parent/2=1")
    assert r.clause is None or r.clause.count("parent(") <= 1
    assert r.clause != "grandparent(V0,V1) :- parent(V0,V2), parent(V2,V1)"
    _, r2, _ = search("family", search=method, macros=macros, max_occurs="parent/2=2")
    assert r2.clause == "grandparent(V0,V1) :- parent(V0,V2), parent(V2,V1)"


def test_macros_explore_fewer_clauses_with_ida():
    _, with_m, _ = search("trains", search="ida", macros=True)
    _, without, _ = search("trains", search="ida", macros=False)
    assert with_m.explored < without.explored


@pytest.mark.parametrize("method", ["ida", "greedy"])
def test_node_limit_cuts_the_search_off(method):
    _, r, _ = search("trains", search=method, nodes=3)
    assert r.cutoff and r.explored <= 3
    assert "CUT OFF" in r.summary()


def test_noise_allows_negatives_but_the_search_goes_on_for_fewer():
    t, r, _ = search("trains", search="ida", noise=5, minpos=5)
    # with all negatives allowed the head alone is acceptable, but when clauses may cover
    # negatives IDA* does not stop at the first acceptable ones: the best has none
    assert len(r.pos) == 5 and len(r.neg) == 0 and r.clause != "eastbound(V0)"
    t, r, _ = search("trains", search="ida", noise=5, minpos=5, nodes=1)
    # all the budget allowed is the head alone, which is never accepted: a bodiless clause
    # makes every query true
    assert r.clause is None and r.cutoff


def test_minpos_unreachable_gives_no_clause():
    _, r, _ = search("trains", minpos=6)
    assert r.clause is None


def test_coverage_cache_and_subset_reuse():
    t, _, cov = search("trains")
    text = "eastbound(V0) :- has_car(V0,V1), short(V1)"
    all_ids = frozenset(t.pos_ids + t.neg_ids)
    first = cov.covered(text, all_ids, key=text)
    calls = cov.calls
    again = cov.covered(text, frozenset(t.pos_ids), key=text)
    assert cov.calls == calls and again == first & frozenset(t.pos_ids)
