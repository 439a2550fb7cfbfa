"""Classic ILP tasks written the way other people write them (Progol/Aleph directives, several
targets, providers with constants, dense cyclic background), each built in tmp_path."""

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from ilp.bottom import saturate
from ilp.errors import InputError
from ilp.learner import Learner, learn_task
from ilp.macros import macros
from ilp.settings import resolve
from ilp.task import Task
from tests._tasks import write_task

DAUGHTER_BK = """
parent(ann, mary). parent(ann, tom). parent(tom, eve). parent(tom, ian).
female(ann). female(mary). female(eve).
male(tom). male(ian).
"""
DAUGHTER_EXS = """
pos(daughter(mary, ann)).
pos(daughter(eve, tom)).
neg(daughter(tom, ann)).
neg(daughter(eve, ann)).
"""


def covers_exactly_the_positives(learner, task):
    flags = learner.covers([task.example_text(i) for i in task.pos_ids + task.neg_ids])
    n = len(task.pos_ids)
    return all(flags[:n]) and not any(flags[n:])


def test_progol_and_aleph_directives(tmp_path):
    # Progol and Aleph write modes and settings as directives; exs.pl may hold directives too
    d = write_task(tmp_path / "daughter", DAUGHTER_BK,
                   ":- discontiguous pos/1, neg/1.\n" + DAUGHTER_EXS,
                   ":- set(i, 2).\n:- set(clauselength, 3).\n:- set(searchtime, 30).\n"
                   ":- modeh(1, daughter(+person, +person)).\n"
                   ":- modeb(1, parent(+person, +person)).\n"
                   ":- modeb(1, female(+person)).\n:- modeb(1, male(+person)).\n"
                   ":- determination(daughter/2, parent/2).\n")
    task = Task.load(d)
    assert [m.indicator for m in task.modeh] == ["daughter/2"] and len(task.modebs) == 3
    settings = resolve(task.settings)
    assert (settings.depth, settings.clauselength, settings.time_limit) == (2, 3, 30)
    learner = Learner().fit(task)
    assert covers_exactly_the_positives(learner, task)
    assert learner.theory_[0].text == "daughter(A, B) :-\n    parent(B, A),\n    female(A)."


def test_aleph_settings_without_counterpart_are_ignored_with_a_warning(capsys):
    s = resolve({"verbosity": 0, "explore": "true", "evalfn": "laplace", "noise": 1})
    assert s.noise == 1 and s.evalfn == "laplace"          # evalfn has a counterpart now
    err = capsys.readouterr().err
    assert "'verbosity'" in err and "'explore'" in err and "ignored" in err
    assert "'evalfn'" not in err
    with pytest.raises(InputError, match="unknown setting 'clauselenght'"):
        resolve({"clauselenght": 4})          # a typo is still an error


def test_task_without_modeb_or_without_examples(tmp_path):
    d = write_task(tmp_path / "nomodeb", DAUGHTER_BK, DAUGHTER_EXS,
                   "modeh(1, daughter(+person, +person)).\n")
    learner = Learner().fit(Task.load(d))        # only the bare head: it covers a negative
    assert learner.theory_ == []
    d = write_task(tmp_path / "noexs", DAUGHTER_BK, "% nothing yet\n",
                   "modeh(1, daughter(+person, +person)).\nmodeb(1, female(+person)).\n")
    with pytest.raises(InputError, match="no positive example"):
        Task.load(d)


def test_recursive_mode_defines_the_target_by_its_positives(tmp_path):
    # a modeb naming the modeh: the target is the positives, as facts (tests/test_recursive.py)
    d = write_task(tmp_path / "anc", "parent(a, b). parent(b, c).\n",
                   "pos(ancestor(a, b)). pos(ancestor(a, c)). neg(ancestor(c, a)).\n",
                   "modeh(1, ancestor(+person, +person)).\nmodeb(*, parent(+person, -person)).\n"
                   "modeb(*, ancestor(+person, -person)).\nmodeb(1, ancestor(+person, +person)).\n")
    task = Task.load(d)
    assert task.recursive == ("ancestor/2",)
    from tests._prolog import answers
    assert sorted(answers(task.module, "ancestor", 2)) == [("a", "b"), ("a", "c")]
    learner = Learner({"minpos": 1}).fit(task)
    assert covers_exactly_the_positives(learner, task)


def _molecules():
    """Six drugs; the active ones hold a chlorine atom.  Every atom is bonded, so a literal
    consumes each atom variable: the atom literal with its constant is the test itself."""
    bk, exs = [], []
    elements = {"d1": "c cl o", "d2": "cl c", "d3": "n c cl", "d4": "c o", "d5": "c n", "d6": "o c n"}
    for d, els in elements.items():
        atoms = els.split()
        for k, e in enumerate(atoms):
            bk.append(f"atm({d}, {d}_{k}, {e}).")
        for k in range(1, len(atoms)):
            bk.append(f"bond({d}, {d}_{k - 1}, {d}_{k}, {1 + k % 2}).")
            bk.append(f"bond({d}, {d}_{k}, {d}_{k - 1}, {1 + k % 2}).")
        exs.append(f"{'pos' if 'cl' in atoms else 'neg'}(active({d})).")
    return "\n".join(sorted(bk)) + "\n", "\n".join(exs) + "\n"


@pytest.mark.parametrize("method", ["ida", "greedy"])
def test_provider_with_a_constant_is_a_test(tmp_path, method):
    bk, exs = _molecules()
    d = write_task(tmp_path / "mol", bk, exs,
                   "modeh(1, active(+drug)).\nmodeb(*, atm(+drug, -atomid, #element)).\n"
                   "modeb(*, bond(+drug, +atomid, -atomid, #int)).\n")
    task = Task.load(d)
    learner = Learner({"search": method}).fit(task)
    assert covers_exactly_the_positives(learner, task)
    assert [c.text for c in learner.theory_] == ["active(A) :-\n    atm(A, _, cl)."]


def test_dense_cyclic_bottom_clause(tmp_path):
    # a random graph: many literals output nodes other literals introduced (cycles)
    rng = random.Random(3)
    n = 150
    bk = [f"edge(n{i}, n{j})." for i in range(n) for j in rng.sample(range(n), 15)]
    bk += [f"colour(n{i}, {'red' if i % 3 == 0 else 'blue'})." for i in range(n)]
    d = write_task(tmp_path / "graph", "\n".join(sorted(bk)) + "\n",
                   "pos(t(n0)).\npos(t(n3)).\nneg(t(n1)).\n",
                   "modeh(1, t(+node)).\nmodeb(*, edge(+node, -node)).\n"
                   "modeb(1, colour(+node, #colour)).\n")
    task = Task.load(d)
    bottom = saturate(task, task.pos_ids[0], resolve(task.settings))
    assert len(bottom) > 1000
    ms = macros(bottom)
    assert len(ms) > 1000
    assert all(bottom.order(m) is not None for m in ms)


def test_several_targets_give_contiguous_predicates(tmp_path):
    bk = ("color(o1, red). color(o2, red). color(o3, blue). color(o4, green). color(o5, blue).\n"
          "color(o6, green). color(o7, red). color(o8, blue). color(o9, green). color(o10, blue).\n"
          "size(o1, small). size(o2, small). size(o3, large). size(o4, large). size(o5, small).\n"
          "size(o6, small). size(o7, large). size(o8, small). size(o9, small). size(o10, large).\n")
    exs = "".join(f"pos(interesting(o{i})).\n" for i in (1, 2, 3, 4, 7, 10))
    exs += "".join(f"neg(interesting(o{i})).\n" for i in (5, 6, 8, 9))
    exs += "".join(f"pos(dull(o{i})).\n" for i in (5, 8, 6, 9, 4, 3))
    exs += "".join(f"neg(dull(o{i})).\n" for i in (1, 2, 7, 10))
    d = write_task(tmp_path / "two", bk, exs,
                   "modeh(1, interesting(+obj)).\nmodeh(1, dull(+obj)).\n"
                   "modeb(1, color(+obj, #color)).\nmodeb(1, size(+obj, #size)).\n")
    task = Task.load(d)
    out = tmp_path / "theory.pl"
    learner = learn_task(task, {"seed": 0}, out=out, progress=False, log=open("/dev/null", "w"))
    heads = [c.head for c in learner.theory_]
    assert sorted(set(heads)) == ["dull/1", "interesting/1"] and len(heads) == 4
    # each predicate's clauses together, named in order
    assert heads == sorted(heads, key=heads.index)
    for head in set(heads):
        name = head.split("/")[0]
        assert [c.name for c in learner.theory_ if c.head == head] == [f"{name}_1", f"{name}_2"]
    r = subprocess.run(["swipl", "-g", "halt", str(d / "bk.pl"), str(out)],
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 0 and "Warning" not in r.stderr and "ERROR" not in r.stderr


def test_background_that_prints_keeps_stdout_for_results(tmp_path):
    d = write_task(tmp_path / "chatty", DAUGHTER_BK + ":- format(\"loading family facts~n\").\n",
                   DAUGHTER_EXS, "modeh(1, daughter(+person, +person)).\n"
                   "modeb(1, parent(+person, +person)).\nmodeb(1, female(+person)).\n")
    ilp = Path(sys.executable).parent / "ilp"
    r = subprocess.run([str(ilp), "learn", "--task", str(d), "--json", "--quiet"],
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout)["clauses"][0]["pos"] == 2
    assert "loading family facts" in r.stderr
