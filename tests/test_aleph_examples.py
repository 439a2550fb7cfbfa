"""Aleph's example families, in fixtures written for this project in Aleph's layout
(tests/fixtures/aleph/): recursive targets declared with mode/2 or with helper predicates in
the .b are learned; tasks using Aleph's features other than covering are refused naming the
feature (exit 2, no traceback)."""

import json
import subprocess
from pathlib import Path

import pytest

from ilp.task import Task

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "tests" / "fixtures" / "aleph"
ILP = ROOT / ".venv" / "bin" / "ilp"


def learn(task, *extra):
    r = subprocess.run([str(ILP), "learn", "--task", str(task), "--json", "--quiet", *extra],
                       capture_output=True, text=True, timeout=300)
    return r


def test_mode2_target_beside_builtin_list_modes():
    """Aleph's member/2 example declares the target and `=/2` with mode/2: =/2 is a body mode
    only (built in, and no determination names it as a target)."""
    task = Task.load(FIXTURES / "lastof" / "lastof")
    assert [str(m) for m in task.modeh] == ["modeh(*, lastof(+list, -any))"]
    assert {m.indicator for m in task.modebs} == {"lastof/2", "=/2"}
    assert task.recursive == ("lastof/2",)
    r = learn(FIXTURES / "lastof" / "lastof")
    assert r.returncode == 0, r.stderr
    doc = json.loads(r.stdout)
    texts = [c["text"] for c in doc["clauses"]]
    assert any("lastof(C, B)" in t for t in texts), texts          # the recursive clause
    assert doc["training"]["accuracy"] == 1.0 and doc["summary"]["complete"]


def test_helpers_and_base_case_in_the_b_file():
    """The .b defines helper predicates and the target's base case before its modes: the base
    case stays part of the background, the recursive clause is learned, and the program (base
    case from the .b plus the theory) answers every example."""
    r = learn(FIXTURES / "count" / "count")
    assert r.returncode == 0, r.stderr
    doc = json.loads(r.stdout)
    # the recursive clause: count/2 in its body (variable names are the printer's choice)
    assert any("count(" in c["text"].split(":-", 1)[-1] for c in doc["clauses"] if ":-" in c["text"])
    assert doc["training"]["tp"] == 7 and doc["training"]["fp"] == 0


MODES = ":- modeh(1, p(+n)).\n:- modeb(1, q(+n)).\n:- determination(p/1, q/1).\nq(1).\n"


@pytest.mark.parametrize("b, feature", [
    (":- modeh(1, false).\n:- modeb(*, q(-n)).\n:- determination(false/0, q/1).\nq(1).\n",
     "modeh(1, false): constraint induction (Aleph's induce_constraints)"),
    (":- modeh(1, aleph_false).\n:- modeb(*, q(-n)).\nq(1).\n",
     "modeh(1, aleph_false): constraint induction"),
    (MODES + ":- set(search, ic).\n", "set(search, ic): constraint induction"),
    (":- determination(p/1, q/1).\n:- set(mode_overlap_threshold, 0.9).\nq(1).\n",
     "set(mode_overlap_threshold, 0.9): mode learning (Aleph's induce_modes)"),
    (":- determination(p/1, q/1).\nq(1).\n",
     "determinations but no modeh (nor mode): mode learning (Aleph's induce_modes)"),
    (MODES + ":- set(tree_type, classification).\n:- set(classes, [a, b]).\n",
     "set(tree_type, classification): tree learning (Aleph's induce_tree)"),
    (MODES + ":- model(q/1).\n", "model(q/1): tree learning (Aleph's induce_tree)"),
    (MODES + ":- set(max_features, 5).\n",
     "set(max_features, 5): feature construction (Aleph's induce_features)"),
    (MODES + ":- abducible(q/1).\n", "abducible(q/1): abduction"),
    (MODES + ":- set(abduce, true).\n", "set(abduce, true): abduction"),
    (MODES + ":- induce_theory.\n", ":- induce_theory: theory-level search"),
    (MODES + ":- induce_tree.\n", ":- induce_tree: tree learning"),
    (":- modeh(1, p(+n)).\n:- modeb(1, r(+n, #n, #n)).\n:- lazy_evaluate(r/3).\n"
     "r(X, A, B) :- X >= A, X =< B.\n",
     "lazy_evaluate(r/3) with mode r(+n, #n, #n): lazy evaluation of 2 # arguments"),
    (":- modeh(1, (+n = #n)).\n", "=/2 is built in: it cannot be learned"),
])
def test_features_outside_covering_refused_by_name(tmp_path, b, feature):
    stem = tmp_path / "t"
    Path(f"{stem}.b").write_text(b)
    Path(f"{stem}.f").write_text("p(1).\n")
    Path(f"{stem}.n").write_text("p(2).\n")
    r = learn(stem)
    assert r.returncode == 2, r.stdout + r.stderr
    last = r.stderr.strip().splitlines()[-1]
    assert last.startswith("error: ") and "Traceback" not in r.stderr
    assert feature in last, r.stderr


def test_covering_commands_in_the_file_are_fine(tmp_path):
    stem = tmp_path / "t"
    Path(f"{stem}.b").write_text(MODES + "q(2).\n:- induce.\n")
    Path(f"{stem}.f").write_text("p(1).\np(2).\n")
    Path(f"{stem}.n").write_text("p(3).\n")
    r = learn(stem)
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout)["training"]["accuracy"] == 1.0
