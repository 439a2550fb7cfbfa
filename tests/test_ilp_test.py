"""`ilp test` (ilp/cli/test.py, ilp.evaluate.score_theory, prolog/scores.pl): a theory scored
as a program on a task's own examples or on held-out ones, in every task layout; and the same
summary at the end of `ilp learn`.

The theory files here are test fixtures written by hand (known rules fed to the scorer), not
learned rules."""

import json
import subprocess
import time
from pathlib import Path

import pytest

from ilp.evaluate import evaluate_theory, score_theory
from ilp.task import Task
from ilp.theory import read_theory

ROOT = Path(__file__).resolve().parent.parent
ILP = ROOT / ".venv" / "bin" / "ilp"

ANCESTOR = "ancestor(A, B) :- parent(A, B).\nancestor(A, B) :- parent(A, C), ancestor(C, B).\n"
LEFT_RECURSIVE = "ancestor(A, B) :- ancestor(A, C), parent(C, B).\nancestor(A, B) :- parent(A, B).\n"


def run(*args, timeout=120):
    return subprocess.run([str(ILP), *map(str, args)], capture_output=True, text=True,
                          timeout=timeout)


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    return path


def lights_task(root: Path) -> Path:
    """A game trace in Popper's layout, IGGP style: one id per state, its facts in bk.pl;
    the light is on in the next state when its button is pressed."""
    states = {1: (1, 0), 2: (0, 1), 3: (1, 1), 4: (0, 0), 5: (1, 0), 6: (0, 1)}
    bk = "".join(f"pressed({s}).\n" * p + f"lit({s}).\n" * lit for s, (p, lit) in states.items())
    exs = "".join(f"{'pos' if p else 'neg'}(next_lit({s})).\n" for s, (p, _) in states.items())
    d = root / "lights"
    write(d / "bk.pl", bk)
    write(d / "exs.pl", exs)
    write(d / "bias.pl", "head_pred(next_lit,1).\nbody_pred(pressed,1).\nbody_pred(lit,1).\n")
    return d


def test_recursive_theory_on_training_examples(tmp_path):
    theory = write(tmp_path / "anc.pl", ANCESTOR)
    r = run("test", "--task", ROOT / "tasks" / "ancestor", "--theory", theory)
    assert r.returncode == 0, r.stderr
    assert "accuracy           100.00%  (306 of 306 right)" in r.stdout
    assert "misclassified: none" in r.stdout
    r = run("test", "--task", ROOT / "tasks" / "ancestor", "--theory", theory, "--json")
    doc = json.loads(r.stdout)
    assert (doc["tp"], doc["fp"], doc["tn"], doc["fn"]) == (63, 0, 243, 0)
    assert doc["confusion_matrix"]["actual_neg"]["predicted_neg"] == 243
    assert doc["balanced_accuracy"] == 1.0 and doc["clauses"] == 2


def test_counts_agree_with_clause_coverage(tmp_path):
    """A non-recursive theory: the program's confusion matrix is what clause-by-clause
    coverage (ilp.coverage, another code path) says."""
    theory = write(tmp_path / "t.pl", "eastbound(A) :- has_car(A, B), short(B).\n")
    task = Task.load(ROOT / "tasks" / "trains")
    clauses = read_theory(theory)
    cov = evaluate_theory(task, clauses)
    score = score_theory(task, clauses)
    assert (score.tp, score.fp) == (cov.tp, cov.fp)
    assert (score.fn, score.tn) == (cov.pos - cov.tp, cov.neg - cov.fp)
    assert score.fp > 0 and score.precision == pytest.approx(cov.precision)
    assert score.balanced_accuracy == pytest.approx((score.recall + score.tn / score.neg) / 2)
    # the misclassified are the proved negatives, in file order
    assert [w["label"] for w in score.misclassified] == ["neg"] * score.fp
    assert all(w["why"] == "proved" for w in score.misclassified)


def test_misclassified_listing_capped_and_bodiless_noted(tmp_path):
    theory = write(tmp_path / "t.pl", "% ancestor_1\nancestor(_, _).\n")
    r = run("test", "--task", ROOT / "tasks" / "ancestor", "--theory", theory, "--show", "3")
    assert r.returncode == 0, r.stderr
    assert "misclassified: 243, the first 3 shown" in r.stdout
    assert r.stdout.count("(proved)") == 3
    assert "note: ancestor_1 without a body" in r.stdout
    doc = json.loads(run("test", "--task", ROOT / "tasks" / "ancestor", "--theory", theory,
                         "--json", "--show", "0").stdout)
    assert doc["misclassified"] == [] and doc["misclassified_total"] == 243
    assert doc["bodiless"] == ["ancestor_1"] and doc["precision"] == pytest.approx(63 / 306)


def test_looping_theory_stopped_by_the_limits(tmp_path):
    theory = write(tmp_path / "loop.pl", LEFT_RECURSIVE)
    held = write(tmp_path / "held.pl", "pos(ancestor(george, harry)).\n"
                                       "pos(ancestor(george, irene)).\n"
                                       "neg(ancestor(george, mary)).\n")
    start = time.monotonic()
    r = run("test", "--task", ROOT / "tasks" / "ancestor", "--theory", theory, "--examples",
            held, "--time-limit", "0.2", "--json")
    assert r.returncode == 0, r.stderr
    assert time.monotonic() - start < 60
    doc = json.loads(r.stdout)
    assert doc["stopped"] == {"time": 3, "inferences": 0, "errors": 0}
    assert (doc["tp"], doc["fn"], doc["tn"]) == (0, 2, 1)
    assert [w["why"] for w in doc["misclassified"]] == ["time", "time"]
    doc = json.loads(run("test", "--task", ROOT / "tasks" / "ancestor", "--theory", theory,
                         "--examples", held, "--inference-limit", "100000", "--json").stdout)
    assert doc["stopped"]["inferences"] == 3 and doc["inference_limit"] == 100000


def test_held_out_file_brings_its_own_facts(tmp_path):
    task = lights_task(tmp_path)
    theory = write(tmp_path / "t.pl", "next_lit(A) :- pressed(A).\n")
    # held-out states 101-104: their facts come with the examples (pressed/1 is static in bk.pl)
    facts = "pressed(101).\nlit(102).\npressed(103).\nlit(103).\n"
    exs = ("pos(next_lit(101)).\nneg(next_lit(102)).\npos(next_lit(103)).\n"
           "neg(next_lit(104)).\n")
    with_facts = write(tmp_path / "held.pl", facts + exs)
    without = write(tmp_path / "bare.pl", exs)
    for path, tp in ((with_facts, 2), (without, 0)):
        r = run("test", "--task", task, "--theory", theory, "--examples", path, "--json")
        assert r.returncode == 0, r.stderr
        doc = json.loads(r.stdout)
        assert (doc["pos"], doc["neg"], doc["tp"], doc["tn"]) == (2, 2, tp, 2)
        assert doc["examples"] == str(path)
    # training examples of the Popper task, with the same theory
    r = run("test", "--task", task, "--theory", theory)
    assert "(6 of 6 right)" in r.stdout and "training examples" in r.stdout


def test_aleph_stem_task(tmp_path):
    stem = tmp_path / "a" / "big"
    write(Path(f"{stem}.b"), ":- modeh(1, big(+n)).\n:- modeb(1, gt(+n, #n)).\n"
                             ":- determination(big/1, gt/2).\ngt(X, Y) :- X > Y.\n")
    write(Path(f"{stem}.f"), "big(7).\nbig(9).\n")
    write(Path(f"{stem}.n"), "big(1).\nbig(3).\n")
    theory = write(tmp_path / "t.pl", "big(A) :- gt(A, 5).\n")
    r = run("test", "--task", stem, "--theory", theory, "--json")
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout)["accuracy"] == 1.0


@pytest.mark.parametrize("theory, examples, message", [
    (None, None, "theory file {tmp}/none.pl does not exist"),
    ("ancestor(A, B) :- parent(A, B), halt.\n", None, "the body calls halt/0"),
    ("parent(a, b).\nancestor(A, B) :- parent(A, B).\n", None,
     "defines parent/2, which the background defines"),
    (ANCESTOR, "pos(parent(george, harry)).\n", "is an example of parent/2"),
    (ANCESTOR, "append(a, b, c).\npos(ancestor(george, harry)).\n",
     "gives clauses of append/3, which is built in"),
    (ANCESTOR, "% nothing\nparent(zed, zoe).\n", "holds no pos(Atom) or neg(Atom) example"),
    (ANCESTOR, "pos(ancestor(george, harry).\n", "syntax error"),
])
def test_bad_input_exits_2_without_traceback(tmp_path, theory, examples, message):
    path = tmp_path / "none.pl" if theory is None else write(tmp_path / "t.pl", theory)
    args = ["test", "--task", ROOT / "tasks" / "ancestor", "--theory", path]
    if examples is not None:
        args += ["--examples", write(tmp_path / "held.pl", examples)]
    r = run(*args)
    assert r.returncode == 2, r.stdout + r.stderr
    assert r.stderr.startswith("error: ") and "Traceback" not in r.stderr
    assert message.format(tmp=tmp_path) in r.stderr


def test_learn_prints_the_same_summary(tmp_path):
    out = tmp_path / "trains.pl"
    r = run("learn", "--task", ROOT / "tasks" / "trains", "--out", out, "--json")
    assert r.returncode == 0, r.stderr
    learned = json.loads(r.stdout)["training"]
    assert "training examples, the theory run as a program:" in r.stderr
    assert "accuracy           100.00%  (10 of 10 right)" in r.stderr
    # --quiet: the one summary line carries the accuracy
    quiet = run("learn", "--task", ROOT / "tasks" / "trains", "--quiet").stderr
    assert quiet.count("\n") == 1 and quiet.rstrip().endswith("training accuracy 100.00%")
    tested = json.loads(run("test", "--task", ROOT / "tasks" / "trains", "--theory", out,
                            "--json").stdout)
    keys = ("tp", "fp", "tn", "fn", "accuracy", "balanced_accuracy", "misclassified")
    assert {k: learned[k] for k in keys} == {k: tested[k] for k in keys}
