"""End to end: the covering learner on the classic tasks, the CLI, bad input, limits, seeds."""

import json
import subprocess

import pytest
from click.testing import CliRunner

from ilp.cli import main
from ilp.errors import InputError
from ilp.learner import Learner, learn_task
from ilp.task import Task
from ilp.theory import read_theory
from tests._tasks import LOOP_BK, LOOP_EXS, LOOP_MODES, TASKS, write_task


def complete_and_consistent(learner, task):
    flags = learner.covers([task.example_text(i) for i in task.pos_ids + task.neg_ids])
    n = len(task.pos_ids)
    return all(flags[:n]) and not any(flags[n:])


@pytest.mark.parametrize("name", ["trains", "family"])
@pytest.mark.parametrize("method", ["ida", "greedy"])
@pytest.mark.parametrize("macros", [True, False])
def test_learns_complete_consistent_theory(name, method, macros, tmp_path):
    task = Task.load(TASKS / name)
    out = tmp_path / "theory.pl"
    learner = learn_task(task, {"search": method, "macros": macros}, out=out, progress=False,
                         log=open("/dev/null", "w"))
    assert complete_and_consistent(learner, task)
    assert sum(c.pos for c in learner.theory_) >= len(task.pos_ids)
    assert all(c.neg == 0 for c in learner.theory_)
    back = read_theory(out)
    assert [c.name for c in back] == [f"{task.modeh[0].name}_{k}" for k in range(1, len(back) + 1)]
    r = subprocess.run(["swipl", "-g", "halt", str(TASKS / name / "bk.pl"), str(out)],
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 0 and "Warning" not in r.stderr and "ERROR" not in r.stderr


def test_expected_trains_rule():
    learner = Learner().fit(Task.load(TASKS / "trains"))
    assert len(learner.theory_) == 1
    assert learner.theory_[0].text == "eastbound(A) :-\n    has_car(A, B),\n    short(B),\n    closed(B)."


def test_cli_prints_theory_and_search_summaries(tmp_path):
    out = tmp_path / "t.pl"
    r = CliRunner().invoke(main, ["learn", "--task", str(TASKS / "family"), "--out", str(out),
                                  "--search", "greedy"])
    assert r.exit_code == 0, r.output
    assert "% grandparent_1: covers 12 positive, 0 negative" in r.stdout
    assert "search seed=" in r.stderr and "clauses" in r.stderr
    assert out.read_text().count("grandparent(A, B) :-") == 1
    # --quiet: the one summary line, no line per search
    quiet = CliRunner().invoke(main, ["learn", "--task", str(TASKS / "family"), "--quiet"])
    assert quiet.stderr.startswith("learned 1 clause in ") and quiet.stderr.count("\n") == 1


def test_cli_json(tmp_path):
    r = CliRunner().invoke(main, ["learn", "--task", str(TASKS / "trains"), "--json",
                                  "--no-macros", "--nodes", "500", "--seed", "3"])
    assert r.exit_code == 0
    doc = json.loads(r.stdout)
    assert doc["settings"]["macros"] is False and doc["settings"]["nodes"] == 500
    assert doc["settings"]["seed"] == 3
    assert doc["clauses"][0]["pos"] == 5 and doc["clauses"][0]["neg"] == 0
    s = doc["searches"][0]
    assert {"explored", "seconds", "cutoff", "clause", "seed"} <= set(s)


@pytest.mark.parametrize("args, message", [
    (["--task", "/nonexistent/dir"], "does not exist"),
    ([], "exactly one of"),
    (["--task", "{bad}"], "syntax error"),
    (["--task", "{empty}"], "missing"),
    (["--task", str(TASKS / "trains"), "--nodes", "0"], "nodes"),
])
def test_bad_input_exits_2_without_traceback(tmp_path, args, message):
    bad = write_task(tmp_path / "bad", "q(1.\n", "pos(p(1)).\n", "modeh(1, p(+n)).\n")
    empty = tmp_path / "empty"
    empty.mkdir()
    args = [a.format(bad=bad, empty=empty) for a in args]
    r = subprocess.run([".venv/bin/ilp", "learn", *args], capture_output=True, text=True,
                       timeout=120, cwd=TASKS.parent)
    assert r.returncode == 2
    assert r.stderr.startswith("error:") and message in r.stderr
    assert "Traceback" not in r.stderr


def test_looping_background_is_stopped_by_the_inference_limit(tmp_path):
    # spin/1 loops: as a body literal it must count as "not covered", never hang
    task = Task.load(write_task(tmp_path / "loop", LOOP_BK, LOOP_EXS, LOOP_MODES))
    learner = Learner({"search": "ida", "macros": False}).fit(task)
    assert [c.text for c in learner.theory_] == ["p(A) :-\n    even(A)."]
    # and a clause that loops is simply not covering
    from ilp.coverage import Coverage
    cov = Coverage(task, 5000)
    assert cov.covered("p(X) :- spin(X)", task.pos_ids) == frozenset()


def test_seed_reproducibility():
    def run(seed):
        task = Task.load(TASKS / "family")
        lr = Learner({"seed": seed, "minpos": 1, "search": "ida", "macros": False,
                      "clauselength": 2}).fit(task)
        return [r.seed for r in lr.searches_], [c.text for c in lr.theory_]
    assert run(5) == run(5)
    assert run(5) != run(6)


def test_add_examples_and_warm_refit():
    task = Task.load(TASKS / "trains")
    learner = Learner().fit(task)
    assert learner.covers(["eastbound(west6)", "eastbound(east2)"]) == [False, True]
    pos, neg = task.add_examples(["eastbound(west6)"], [])
    assert pos == [10] and task.pos_ids[-1] == 10
    learner.fit(task, warm_start=True)
    assert learner.theory_[0].text.startswith("eastbound(A) :-\n    has_car(A, B),\n    short(B)")
    assert learner.covers(["eastbound(east1)"]) == [True]
    with pytest.raises(InputError, match="matches no modeh"):
        task.add_examples(["foo(1)"])


def test_interrupt_keeps_partial_theory(tmp_path):
    task = Task.load(TASKS / "family")
    calls = []

    def stop(r):
        calls.append(r)
        raise KeyboardInterrupt

    learner = Learner({"minpos": 1}, on_search=stop).fit(task)
    assert learner.interrupted_ and len(calls) == 1


def test_parallel_searches_in_spawn_workers():
    task = Task.load(TASKS / "trains")
    learner = Learner({"seeds": 2, "jobs": 2}).fit(task)
    assert len(learner.searches_) == 2
    assert complete_and_consistent(learner, task)


def test_warm_refit_skips_seeds_that_failed():
    # west6 as a positive: no clause of the trains language covers it without negatives
    task = Task.load(TASKS / "trains")
    (west6,), _ = task.add_examples(["eastbound(west6)"], [])
    learner = Learner({"seeds": 1, "max_failures": 5}).fit(task)
    assert west6 in [r.seed for r in learner.searches_ if r.clause is None]
    assert west6 in learner.uncovered_
    learner.fit(task, warm_start=True)
    assert west6 not in [r.seed for r in learner.searches_]      # not searched from again
    learner.fit(task)                                              # a cold fit tries it again
    assert west6 in [r.seed for r in learner.searches_]


def test_warm_refit_skips_the_seeds_of_dropped_clauses():
    task = Task.load(TASKS / "trains")
    learner = Learner({"seeds": 1}).fit(task)
    (first,) = [r for r in learner.searches_ if r.clause is not None][:1]
    learner.keep([])                       # the server dropped every clause
    learner.fit(task, warm_start=True)
    seeds = [r.seed for r in learner.searches_]
    assert seeds and first.seed not in seeds       # another seed, the same concept found
    assert learner.theory_
    learner.fit(task)                               # a cold fit may start from it again
    assert first.seed == learner.searches_[0].seed


def test_a_seed_that_found_nothing_is_not_searched_again_in_the_same_fit():
    # three west trains as positives: no clause of the trains language covers them; a step
    # that pairs one with an east train finds a clause from the other seed only
    task = Task.load(TASKS / "trains")
    west, _ = task.add_examples(["eastbound(west6)", "eastbound(west7)", "eastbound(west8)"], [])
    paired = 0
    for seed in range(8):
        learner = Learner({"seeds": 2, "max_failures": 5, "seed": seed, "noisy": "no"}).fit(task)
        searched = [r.seed for r in learner.searches_]
        assert all(searched.count(w) <= 1 for w in west), (seed, searched)
        first = learner.searches_[:2]
        paired += any(r.clause is None for r in first) and any(r.clause for r in first)
    assert paired          # the case in question occurred
