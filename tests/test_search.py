"""IDA* and greedy search from one seed: the clause found, node limits, statistics."""

import re

import pytest

from ilp.coverage import Coverage
from ilp.search import run_search
from ilp.search.common import Evaluator, _Known
from ilp.scoring import Scoring
from ilp.settings import resolve
from ilp.task import Task
from tests._tasks import TASKS, write_task


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


@pytest.mark.parametrize("kind", ["exact", "negatives_first", "tolerant"])
@pytest.mark.parametrize("task_name", ["trains", "family"])
def test_clauses_met_again_take_their_coverage_from_the_search(task_name, kind, monkeypatch):
    # IDA* meets each clause again in every iteration, and renamed copies of it: what their
    # evaluations found out is remembered by the search (exact counts, or bounds: negatives
    # first, a clause covering one; with a score to beat, one covering too few positives or
    # too many negatives to beat it), the coverage cache is asked less, and the search
    # explores and finds exactly what it does when every meeting asks the cache
    import ilp.search.ida as ida

    monkeypatch.setattr(ida, "NEGATIVES_FIRST", kind == "negatives_first")
    opts = dict(search="ida", macros=False)
    if kind == "tolerant":
        opts.update(noise=10 ** 9, minpos=1, evalfn="compression")
    remember, valid = Evaluator.evaluate, Evaluator.valid
    met, own = {}, [0]          # meetings; the cache asks of the checks here

    def checked(self, lits, pos=None, neg=None, exact_neg=False, floor=None, parent=None,
                negatives_first=False):
        node = remember(self, lits, pos, neg, exact_neg, floor, parent, negatives_first)
        pos = self.pos if pos is None else pos
        neg = self.neg if neg is None else neg
        text = self.bottom.clause_text(lits)          # asked afresh: no cache key
        c = self.coverage
        before = c.calls + c.hits + c.hits_partial
        covered = self.coverage.covered(text, pos)
        # (negatives first: a clause covering a negative keeps the candidates it may cover;
        # with a floor, one that cannot beat it holds some of its positives)
        if not node.pos_exact:
            assert covered <= node.pos <= pos
        elif floor is not None and not node.neg_exact:
            assert node.pos <= covered
        else:
            assert node.pos == covered
        if node.neg_exact:
            assert node.neg == self.coverage.covered(text, neg)
        else:       # what it may cover: the candidates not found uncovered
            assert self.coverage.covered(text, neg) <= node.neg <= neg
        own[0] += c.calls + c.hits + c.hits_partial - before
        met[lits] = met.get(lits, 0) + 1
        return node

    monkeypatch.setattr(Evaluator, "evaluate", checked)
    _, remembered, cov = search(task_name, **opts)
    assert any(k > 1 for k in met.values())          # clauses were met again
    asked = cov.calls + cov.hits + cov.hits_partial - own[0]

    def always_ask(self, lits, pos=None, neg=None, exact_neg=False, floor=None, parent=None,
                   negatives_first=False):
        pos = self.pos if pos is None else pos
        neg = self.neg if neg is None else neg
        if negatives_first and floor is None and not exact_neg:
            return self._evaluate_negatives_first(lits, self.canon.key(lits), pos, neg,
                                                  _Known())
        return self._evaluate(lits, self.canon.key(lits), pos, neg, exact_neg, floor,
                              _Known())

    monkeypatch.setattr(Evaluator, "evaluate", always_ask)
    monkeypatch.setattr(Evaluator, "valid", lambda self, lits, parent=None: valid(self, lits))
    _, fresh, cov2 = search(task_name, **opts)
    assert remembered.clause == fresh.clause is not None
    assert (remembered.pos, remembered.neg, remembered.explored) == \
        (fresh.pos, fresh.neg, fresh.explored)
    assert asked < cov2.calls + cov2.hits + cov2.hits_partial
    # each clause asks the cache at most three times (negatives, then positives up to
    # minpos, then all of them; or positives and negatives), however often it is met
    assert asked <= 3 * remembered.explored


@pytest.mark.parametrize("evalfn", ["compression", "laplace", "coverage"])
def test_branch_and_bound_finds_as_good_a_clause_with_fewer_clauses(evalfn, monkeypatch):
    # clauses may cover negatives, so IDA* goes on past the first acceptable clause; a clause
    # none of whose refinements can beat the best so far is not refined
    opts = dict(search="ida", noise=10 ** 9, minpos=1, evalfn=evalfn)
    t, bounded, _ = search("trains", **opts)
    monkeypatch.setattr(Scoring, "best_rank", lambda self, p, length: (2,))  # never below
    _, full, _ = search("trains", **opts)
    assert bounded.clause is not None and not bounded.cutoff and not full.cutoff
    scoring = Scoring(resolve(t.settings, opts), len(t.pos_ids), len(t.neg_ids))
    assert scoring.rank(len(bounded.pos), len(bounded.neg), bounded.length) == \
        scoring.rank(len(full.pos), len(full.neg), full.length)
    assert bounded.explored < full.explored


@pytest.mark.parametrize("evalfn", ["compression", "laplace"])
@pytest.mark.parametrize("task_name", ["trains", "family", "prices"])
def test_search_is_the_same_with_negatives_counted_first_where_only_they_can(
        task_name, evalfn, monkeypatch):
    # with a score to beat, a clause none of whose refinements could beat it even covering
    # every candidate has its negatives counted first; when they rule it out, its positives
    # are not counted -- and the search explores and finds exactly what it does without
    import ilp.search.common as common

    opts = dict(search="ida", noise=10 ** 9, minpos=1, evalfn=evalfn)
    _, first, _ = search(task_name, **opts)
    monkeypatch.setattr(common, "RULED_OUT_FIRST", False)
    _, plain, _ = search(task_name, **opts)
    assert first.clause == plain.clause is not None
    assert (first.pos, first.neg, first.explored) == (plain.pos, plain.neg, plain.explored)


def test_a_clause_its_negatives_rule_out_keeps_its_positives_uncounted(monkeypatch):
    import ilp.search.common as common
    from ilp.bottom import saturate

    t = Task.load(TASKS / "trains")
    s = resolve(t.settings, dict(noise=10 ** 9, minpos=1, evalfn="compression"))
    b = saturate(t, t.pos_ids[0], s)
    has_car = next(i for i, lit in enumerate(b.literals) if lit.text.startswith("has_car("))
    lits = frozenset({has_car})          # every train has a car: all positives, all negatives
    pos, neg = frozenset(t.pos_ids), frozenset(t.neg_ids)
    scoring = Scoring(s, len(pos), len(neg))
    floor = scoring.rank(len(pos), 1, 1)     # one literal, every positive, one negative
    assert scoring.best_rank(len(pos), 2) <= floor < scoring.best_rank(len(pos), 1)

    def tests_of(flag):
        monkeypatch.setattr(common, "RULED_OUT_FIRST", flag)
        cov = Coverage(t, s.inference_limit)
        node = Evaluator(b, s, cov, pos, neg).evaluate(lits, floor=floor)
        return node, cov.tests

    node, tests = tests_of(True)
    assert not node.neg_exact and not node.pos_exact and node.pos == pos
    assert tests == 1                    # the first negative is covered, and settles it
    plain, plain_tests = tests_of(False)
    assert plain.pos == pos and plain.pos_exact and plain_tests > len(pos)


def test_best_rank_bounds_every_refinement():
    for evalfn in ("coverage", "compression", "laplace", "mestimate", "accuracy", "posonly"):
        scoring = Scoring(resolve({}, {"evalfn": evalfn, "noise": 10 ** 9}), 20, 30)
        for p in range(1, 21):
            for length in range(1, 5):
                bound = scoring.best_rank(p, length)
                assert all(scoring.rank(q, n, k) <= bound for q in range(1, p + 1)
                           for n in range(0, 31) for k in range(length, 7))
        floor = scoring.rank(8, 2, 2)
        need = scoring.least_positives(3, floor, 20)
        assert scoring.best_rank(need, 3) > floor >= scoring.best_rank(need - 1, 3)
        most = scoring.most_negatives_above(10, 2, floor)
        assert scoring.rank(10, most, 2) > floor
        assert most == scoring.max_neg(10, 2) or scoring.rank(10, most + 1, 2) <= floor


def test_the_bounds_remembered_answer_for_their_own_arguments():
    # one Scoring answers both binary searches for many arguments (it remembers them): each
    # answer still fits its own counts, length and score to beat
    scoring = Scoring(resolve({}, {"evalfn": "compression", "noise": 10 ** 9}), 40, 60)
    for floor in (scoring.rank(8, 2, 2), scoring.rank(20, 1, 1), scoring.rank(5, 0, 4)):
        for length in range(1, 6):
            need = scoring.least_positives(length, floor, 40)
            assert need == 41 or scoring.best_rank(need, length) > floor
            assert need == 0 or scoring.best_rank(need - 1, length) <= floor
            for p in (need, 25, 40):
                most = scoring.most_negatives_above(p, length, floor)
                assert most == -1 or scoring.rank(p, most, length) > floor
                assert most == scoring.max_neg(p, length) or \
                    scoring.rank(p, most + 1, length) <= floor


def test_coverage_stops_once_a_clause_cannot_cover_enough():
    t, _, cov = search("trains")
    pos = frozenset(t.pos_ids)
    whole = cov.covered("eastbound(V0) :- has_car(V0,V1), long(V1)", pos)
    assert 0 < len(whole) < len(pos)
    tests = cov.tests
    some, complete = cov.covered_atleast("eastbound(V0) :- has_car(V0,V1), long(V1)", pos,
                                         need=len(pos))
    assert not complete and some <= whole and cov.tests - tests < len(pos)
    found, complete = cov.covered_atleast("eastbound(V0) :- has_car(V0,V1), long(V1)", pos,
                                          need=len(whole))
    assert complete and found == whole


@pytest.mark.parametrize("task_name,max_vars", [("trains", 0), ("family", 0), ("prices", 0),
                                               ("trains", 3)])
def test_refinements_found_from_the_parent_are_those_of_a_full_check(task_name, max_vars,
                                                                     monkeypatch):
    # IDA* refines a node by the literals its variables allow (an index of consumers, not a
    # scan of the bottom clause; with max_vars, none adding more variables than there is
    # room for), takes a child's canonical form from a sibling renamed, and checks its order
    # from the parent's: each must agree with doing it all afresh
    from ilp import macros
    from ilp.canonical import Canonicalizer

    seen = {"children": 0, "signatures": set(), "over": 0}
    refine, valid = macros.refinements, Evaluator._check_valid

    def refinements(clause, steps, bottom, single, max_vars=0, memo=None):
        out = refine(clause, steps, bottom, single, max_vars, memo)     # remembered or not
        if single:
            scanned = []
            bound = bottom.bound_vars(clause)
            for step in steps:
                if step <= clause or (len(step) == 1 and
                                      not bound.issuperset(bottom.literals[min(step)].ins)):
                    continue
                if clause | step not in scanned:
                    scanned.append(clause | step)
            over = [c for c in scanned if max_vars and len(c - clause) == 1
                    and len(bottom.clause_vars(c)) > max_vars]      # the full check's count
            assert out == [c for c in scanned if c not in over]
            seen["over"] += len(over)
        return out

    def checked_valid(self, lits, parent=None):
        got = valid(self, lits, parent)
        assert got == valid(self, lits, None)
        if parent is not None:
            fresh = Canonicalizer(self.bottom)
            assert self.canon.key(lits, parent) == fresh.key(lits)
            seen["children"] += 1           # each once: an evaluator remembers the answer
            seen["signatures"].add(self.canon.sibling(lits, parent))
        return got

    import ilp.search.ida as ida
    monkeypatch.setattr(ida, "refinements", refinements)
    monkeypatch.setattr(Evaluator, "_check_valid", checked_valid)
    _, r, _ = search(task_name, search="ida", macros=False, max_vars=max_vars)
    assert r.clause is not None
    signatures = len(seen["signatures"] - {None})
    assert 0 < signatures <= seen["children"]
    if task_name != "prices":           # its bottom clause holds no renamed copies
        assert signatures < seen["children"]                          # renamed siblings met
    assert (seen["over"] > 0) == (max_vars > 0)                        # the limit was met


def test_a_literal_that_takes_over_providing_a_variable_is_checked_in_full():
    # b(V0, V1, V2) binds V1 and V2; a(V1, V2), an earlier literal of the bottom clause, then
    # provides V2 (the first literal outputting it does) while needing V1 from b: a cycle
    from ilp.bottom import BottomClause, Literal

    bottom = BottomClause(0, "p(V0)", (0,), ("t", "t", "t"), [
        Literal("a(V1,V2)", (1,), (2,), 1), Literal("b(V0,V1,V2)", (0,), (1, 2), 1)])
    def evaluator():      # a fresh one each time: an evaluator remembers what it checked
        return Evaluator(bottom, resolve({}, {}), None, [], [])

    parent = frozenset([1])
    assert evaluator().valid(parent, frozenset())
    assert not evaluator().valid(frozenset([0, 1]))
    assert not evaluator().valid(frozenset([0, 1]), parent)


def test_siblings_share_a_canonical_form_only_when_renamed_copies():
    from ilp.bottom import BottomClause, Literal
    from ilp.canonical import Canonicalizer

    lits = [Literal("q(V0,V1)", (0,), (1,), 1),
            Literal("r(V1,V2,V2)", (1,), (2,), 2), Literal("r(V1,V3,V4)", (1,), (3, 4), 2),
            Literal("r(V1,V5,V5)", (1,), (5,), 2), Literal("r(V1,V6,V6)", (1,), (6,), 2)]
    types = ("t", "t", "t", "t", "t", "t", "u")
    bottom = BottomClause(0, "p(V0)", (0,), types, lits)
    parent = frozenset([0])
    canon = Canonicalizer(bottom)
    keys = [canon.key(parent | {i}, parent) for i in (1, 2, 3, 4)]
    fresh = [Canonicalizer(bottom).key(parent | {i}) for i in (1, 2, 3, 4)]
    assert keys == fresh
    assert keys[0] == keys[2]                        # r(B, C, C) twice
    assert keys[0] != keys[1]                        # r(B, C, D)


def test_refinements_of_renamed_parents_share_a_signature_only_when_renamed():
    # q(V0,V1) and q(V0,V2) are one clause renamed (two answers of q); adding r on their new
    # variable gives one clause again, adding r on V0 to one and on V1 to the other does not
    from ilp.bottom import BottomClause, Literal
    from ilp.canonical import Canonicalizer

    lits = [Literal("q(V0,V1)", (0,), (1,), 1), Literal("q(V0,V2)", (0,), (2,), 1),
            Literal("r(V1,V3)", (1,), (3,), 2), Literal("r(V2,V4)", (2,), (4,), 2),
            Literal("r(V0,V5)", (0,), (5,), 1)]
    bottom = BottomClause(0, "p(V0)", (0,), ("t",) * 6, lits)
    canon = Canonicalizer(bottom)
    one, two = frozenset([0]), frozenset([1])
    assert canon.key(one) == canon.key(two)
    assert canon.sibling(one | {2}, one) == canon.sibling(two | {3}, two)
    assert canon.sibling(one | {2}, one) != canon.sibling(two | {4}, two)
    assert canon.key(one | {2}, one) == canon.key(two | {3}, two) == \
        Canonicalizer(bottom).key(two | {3})
    assert canon.key(two | {4}, two) != canon.key(one | {2}, one)


@pytest.mark.parametrize("task_name,overrides", [("family", {}), ("trains", {}),
                                                  ("trains", {"evalfn": "compression"})])
def test_renamed_children_on_the_bound_are_evaluated_once(task_name, overrides, monkeypatch):
    # a child on the iteration's bound is not refined in that iteration: of several that are
    # one clause renamed (below one parent or below renamed copies of it) IDA* evaluates the
    # first only, and finds what it finds evaluating all of them
    from ilp.canonical import Canonicalizer

    calls = {"n": 0}
    evaluate = Evaluator.evaluate

    def counted(self, *args, **kwargs):
        calls["n"] += 1
        return evaluate(self, *args, **kwargs)

    monkeypatch.setattr(Evaluator, "evaluate", counted)
    _, once, _ = search(task_name, search="ida", macros=False, **overrides)
    fewer = calls["n"]
    calls["n"] = 0
    monkeypatch.setattr(Canonicalizer, "sibling", lambda self, lits, parent: None)
    _, every, _ = search(task_name, search="ida", macros=False, **overrides)
    assert once.clause == every.clause is not None
    assert (once.pos, once.neg) == (every.pos, every.neg)
    assert fewer < calls["n"]


def test_ida_stops_at_its_time_limit_between_evaluations(monkeypatch):
    # a search refining nodes whose children it has all met before explores no new clause;
    # it must still stop at its time limit (it once ran on past the run's with macros)
    import types

    from ilp.search import common

    clock = {"t": 0.0}

    def tick():
        clock["t"] += 1.0             # each look at the clock: a second later
        return clock["t"]

    monkeypatch.setattr(common, "time", types.SimpleNamespace(perf_counter=tick))
    monkeypatch.setattr(Evaluator, "check_budget", lambda self: None)  # evaluations never stop
    _, r, _ = search("family", search="ida", macros=False, time_limit=20)
    assert r.cutoff


@pytest.mark.parametrize("task_name,opts,skips", [
    ("trains", {}, False), ("family", {}, False), ("prices", {}, False),
    ("trains", {"noise": 10 ** 9, "minpos": 1, "evalfn": "compression"}, True),
    ("family", {"noise": 2, "evalfn": "laplace"}, False)])
def test_ida_skips_dead_clauses_and_explores_the_same_clauses(task_name, opts, skips,
                                                             monkeypatch):
    # a clause under which nothing reached an iteration's bound is not explored again in the
    # next iterations: the same clauses are evaluated, in the same order, for the same result
    import ilp.search.ida as ida
    from ilp import macros

    evaluate, refine = Evaluator._evaluate, macros.refinements

    def run(skip):
        monkeypatch.setattr(ida, "SKIP_DEAD", skip)
        new, refined = [], [0]

        def recorded(self, lits, key, *args):
            before = self.explored
            node = evaluate(self, lits, key, *args)
            if self.explored > before:
                new.append(key)
            return node

        def counted(*args):
            refined[0] += 1
            return refine(*args)

        monkeypatch.setattr(Evaluator, "_evaluate", recorded)
        monkeypatch.setattr(ida, "refinements", counted)
        _, r, _ = search(task_name, search="ida", macros=False, **opts)
        return r, new, refined[0]

    skipped, new, fewer = run(True)
    full, new_full, more = run(False)
    assert skipped.clause == full.clause is not None
    assert (skipped.pos, skipped.neg, skipped.explored) == (full.pos, full.neg, full.explored)
    assert new == new_full
    assert fewer < more if skips else fewer == more     # (small searches: nothing dies)


def test_well_formed_clauses_follow_the_language_settings():
    # p(A, B) with q(A, C), r(C, B) (a test), s(A, D): Popper's datalog and singleton rules
    from ilp.bottom import BottomClause, Literal

    bottom = BottomClause(0, "p(V0,V1)", (0, 1), ("t",) * 4, [
        Literal("q(V0,V2)", (0,), (2,), 1), Literal("r(V2,V1)", (2, 1), (), 1),
        Literal("s(V0,V3)", (0,), (3,), 1)])

    def formed(lits, **over):
        return Evaluator(bottom, resolve({}, over), None, [], []).well_formed(frozenset(lits))

    strict = {"head_vars_in_body": True, "singletons": False}
    assert formed({0, 1}, **strict)
    assert not formed({0}, **strict)                        # B only in the head
    assert not formed({0, 1, 2}, **strict)                  # D in one literal
    assert formed({0, 1, 2}, head_vars_in_body=True)        # singletons allowed
    assert not formed({0, 2}, head_vars_in_body=True)       # B only in the head
    assert formed({0}, singletons=True) and formed({2})     # neither rule
    assert not formed({0}, singletons=False)                # B, C each in one literal


def test_exact_search_counts_positives_of_acceptable_clauses_only(monkeypatch):
    # counting negatives first, a clause that covers one is refined or dropped on whether it
    # covers minpos positives, not on how many: the same clauses are explored, the same
    # clause is found with the same cover, with fewer examples tested
    import ilp.search.ida as ida

    def run(task_name, first):
        monkeypatch.setattr(ida, "NEGATIVES_FIRST", first)
        return search(task_name, search="ida", macros=False)

    tests = {True: 0, False: 0}
    for task_name in ("trains", "family", "prices"):
        (_, lazy, cov_lazy), (_, eager, cov_eager) = run(task_name, True), run(task_name, False)
        assert lazy.clause == eager.clause is not None
        assert (lazy.pos, lazy.neg, lazy.explored) == (eager.pos, eager.neg, eager.explored)
        assert cov_lazy.tests <= cov_eager.tests
        tests[True] += cov_lazy.tests
        tests[False] += cov_eager.tests
    assert tests[True] < tests[False]


def _hub_task(directory, red_at: int):
    """good(A) :- link(A, B), red(B): each node links to 20 others, one of them red (the
    `red_at`-th of a positive's links); the seed's bottom clause holds 20 renamed copies of
    link(A, B), and only the red one leads to the clause."""

    bk, exs = [], []
    for kind, n in (("p", 4), ("q", 4)):
        for i in range(n):
            for j in range(20):
                bk.append(f"link({kind}{i}, {kind}{i}_{j}).")
                bk.append(f"blue({kind}{i}_{j}).")     # every copy leads somewhere
            if kind == "p":
                bk.append(f"red({kind}{i}_{(red_at + i) % 20}).")
            exs.append(f"{'pos' if kind == 'p' else 'neg'}(good({kind}{i})).")
    modes = ("modeh(1, good(+node)).\nmodeb(*, link(+node, -node)).\n"
             "modeb(1, red(+node)).\nmodeb(1, blue(+node)).\nset(clauselength, 3).\nset(minpos, 1).\n")
    return write_task(directory, "\n".join(bk) + "\n", "\n".join(exs) + "\n", modes)


@pytest.mark.parametrize("red_at,copies,found", [
    (2, 4, True), (15, 4, False), (15, 0, True), (15, 16, True)])
def test_ida_refines_at_most_copies_renamed_copies_of_a_clause(tmp_path, red_at, copies,
                                                              found):
    # below the bound IDA* refines the first `copies` renamed copies of a clause met in an
    # iteration: red(B) follows only the red node's copy of link(A, B)
    t = Task.load(_hub_task(tmp_path / "hub", red_at))
    s = resolve(t.settings, {"copies": copies})
    r = run_search(t, t.pos_ids[0], s, t.pos_ids, t.neg_ids, Coverage(t, s.inference_limit))
    if found:
        assert re.fullmatch(r"good\(V0\) :- link\(V0,(V\d+)\), red\(\1\)", r.clause)
        assert r.pos == frozenset(t.pos_ids) and not r.neg
    else:
        assert r.clause is None


def test_exact_counts_what_a_negatives_first_node_left_uncounted(monkeypatch):
    # a node whose positives were not counted (it covers a negative) is made exact on both
    from ilp.search.common import Node

    t = Task.load(TASKS / "family")
    s = resolve(t.settings, {})
    cov = Coverage(t, s.inference_limit)
    seen = {}
    evaluate = Evaluator._evaluate_negatives_first

    def kept(self, lits, key, pos, neg, known):
        node = evaluate(self, lits, key, pos, neg, known)
        if not node.pos_exact and "node" not in seen and \
                node.pos != cov.covered(self.bottom.clause_text(lits), node.pos):
            seen["ev"], seen["node"] = self, node      # more candidates than it covers
        return node

    monkeypatch.setattr(Evaluator, "_evaluate_negatives_first", kept)
    run_search(t, t.pos_ids[0], s, t.pos_ids, t.neg_ids, cov)
    ev, node = seen["ev"], seen["node"]
    full = ev.exact(node)
    text = ev.bottom.clause_text(node.lits)
    assert isinstance(full, Node) and full.pos_exact and full.neg_exact
    assert full.pos == cov.covered(text, node.pos) < node.pos
    assert full.neg == cov.covered(text, node.neg) and full.neg    # it covers a negative


def _needle_task(directory, twins: bool = False):
    """p(A) :- a(A), b(A), among twelve literals d1..d12 that hold of every example: a(A)
    covers one negative of twenty (the last), b(A) the other nineteen.  `twins`: c1(A), c2(A)
    first in the modes, covering the first and the last ten negatives, make a second exact
    clause of two literals."""

    pos, neg = [f"e{i}" for i in range(1, 11)], [f"n{i}" for i in range(1, 21)]
    bk = [f"d{k}({x})." for k in range(1, 13) for x in pos + neg]
    bk += [f"a({x})." for x in pos + neg[-1:]] + [f"b({x})." for x in pos + neg[:-1]]
    exs = [f"pos(p({x}))." for x in pos] + [f"neg(p({x}))." for x in neg]
    modes = ["modeh(1, p(+obj))."]
    if twins:
        bk += [f"c1({x})." for x in pos + neg[:10]] + [f"c2({x})." for x in pos + neg[10:]]
        modes += ["modeb(1, c1(+obj)).", "modeb(1, c2(+obj))."]
    modes += [f"modeb(1, d{k}(+obj))." for k in range(1, 13)]
    modes += ["modeb(1, a(+obj)).", "modeb(1, b(+obj))."]
    return write_task(directory, "\n".join(bk) + "\n", "\n".join(exs) + "\n",
                      "\n".join(modes) + "\n")


@pytest.mark.parametrize("nodes", [40, 1000])
def test_an_exact_search_refines_first_what_rules_out_most_negatives(tmp_path, nodes):
    # the literals that cover every negative come first in the bottom clause; an exact search
    # counts a clause's negatives only up to the first covered, and the negatives it tested
    # before that (none for d1..d12, nineteen for a) order its refinements: cut off after 40
    # clauses, it has met a(A), b(A) (in bottom-clause order, about a hundred come first)
    t = Task.load(_needle_task(tmp_path / "needle"))
    s = resolve(t.settings, {"nodes": nodes, "search": "ida"})
    r = run_search(t, t.pos_ids[0], s, t.pos_ids, t.neg_ids, Coverage(t, s.inference_limit))
    assert r.cutoff == (nodes == 40)
    assert re.fullmatch(r"p\(V0\) :- (a\(V0\), b\(V0\)|b\(V0\), a\(V0\))", r.clause)
    assert r.pos == frozenset(t.pos_ids) and not r.neg


def test_of_equal_clauses_the_one_of_the_first_bottom_literals_is_found(tmp_path):
    # a(A), b(A) is met first (a rules out the most negatives), c1(A), c2(A) later, as good:
    # the order of exploration does not choose, the bottom clause's order does
    t = Task.load(_needle_task(tmp_path / "needle", twins=True))
    s = resolve(t.settings, {"search": "ida"})
    r = run_search(t, t.pos_ids[0], s, t.pos_ids, t.neg_ids, Coverage(t, s.inference_limit))
    assert not r.cutoff
    assert r.clause == "p(V0) :- c1(V0), c2(V0)"


# a(A) covers 19 of 20 positives and one negative (compression 19 - 1 - 2 = 16); each t_i(A)
# covers every positive and every negative but n_i, so no conjunction of three of them covers
# no negative -- but one that did would tie with a(A) (20 - 0 - 4 = 16) while covering more
# positives
TIE_BK = "\n".join([f"a(e{i})." for i in range(1, 20)] + ["a(n1)."]
                   + [f"t{j}({x})." for j in range(1, 9)
                      for x in [f"e{i}" for i in range(1, 21)]
                      + [f"n{i}" for i in range(1, 9) if i != j]]) + "\n"
TIE_EXS = "\n".join([f"pos(p(e{i}))." for i in range(1, 21)]
                    + [f"neg(p(n{i}))." for i in range(1, 9)]) + "\n"
TIE_MODES = "modeh(1, p(+obj)).\n" + "".join(f"modeb(1, {q}(+obj)).\n"
                                             for q in ["a"] + [f"t{j}" for j in range(1, 9)])


def test_of_two_clauses_of_equal_compression_the_shorter_wins(tmp_path):
    # a(A), t1(A) covers no negative (19 - 0 - 3 = 16), a(A) one: equal gain, and the
    # shorter is the result.  So no clause of three literals can beat a(A) (at best 20 - 0 - 4
    # = 16 too), and branch and bound rules them out: comparing positives (then negatives)
    # before length, the search returned a(A), t1(A) after 130 clauses, refining the pairs
    # of t_i that cover every positive, one of which might have led to a winner on a tie
    t = Task.load(write_task(tmp_path / "tie", TIE_BK, TIE_EXS, TIE_MODES))
    s = resolve(t.settings, dict(search="ida", noise=10 ** 9, minpos=1, evalfn="compression",
                                 nodes=100_000))
    scoring = Scoring(s, len(t.pos_ids), len(t.neg_ids))
    assert scoring.rank(19, 1, 1) > scoring.rank(19, 0, 2)
    assert scoring.rank(19, 1, 1) > scoring.best_rank(20, 3)
    r = run_search(t, t.pos_ids[0], s, t.pos_ids, t.neg_ids, Coverage(t, s.inference_limit))
    assert r.clause == "p(V0) :- a(V0)" and (len(r.pos), len(r.neg)) == (19, 1)
    assert not r.cutoff
    assert r.explored <= 1 + 9 + 9 * 8 // 2      # the root, one literal, pairs: no triple
