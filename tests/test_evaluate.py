"""ilp.evaluate: a theory file run as a program on a task's examples (accuracy)."""

from pathlib import Path

from ilp.evaluate import accuracy

TASKS = Path(__file__).resolve().parent.parent / "tasks"


def test_accuracy_of_a_theory_on_its_task(tmp_path):
    # a hand-written test theory (the textbook east-bound rule), not a learned one
    theory = tmp_path / "t.pl"
    theory.write_text("% eastbound_1\neastbound(A) :- has_car(A, B), short(B), closed(B).\n")
    r = accuracy(TASKS / "trains", theory)
    assert r["accuracy"] == 1.0 and r["tp"] == r["pos"] > 0 and r["fp"] == 0
    none = tmp_path / "none.pl"
    none.write_text("% eastbound_1\neastbound(A) :- has_car(A, B), jagged(B), jagged(A).\n")
    r = accuracy(TASKS / "trains", none)
    assert r["tp"] == 0 and r["tn"] == r["neg"]
