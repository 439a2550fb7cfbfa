"""Evaluate a theory (a theory file or clause texts) on the examples of a task: which examples
each clause covers, through SWI-Prolog (ilp.coverage), and precision/recall of the theory.

    from ilp.evaluate import evaluate_theory
    report = evaluate_theory(Task.load(DIR), "THEORY.pl")
    report.precision, report.recall, report.clauses[0].pos
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from ilp.coverage import Coverage
from ilp.engine import IN, OUT, TEXT, predicate


@dataclass
class ClauseReport:
    name: str
    text: str
    pos: int          # positives covered
    neg: int          # negatives covered
    new_pos: int      # positives no earlier clause covered


@dataclass
class TheoryReport:
    pos: int                      # positives in the task
    neg: int
    tp: int                       # positives some clause covers
    fp: int                       # negatives some clause covers
    clauses: list[ClauseReport] = field(default_factory=list)
    seconds: float = 0.0

    @property
    def precision(self) -> float:
        return self.tp / (self.tp + self.fp) if self.tp + self.fp else 1.0

    @property
    def recall(self) -> float:
        return self.tp / self.pos if self.pos else 0.0

    def as_dict(self) -> dict:
        return {"pos": self.pos, "neg": self.neg, "tp": self.tp, "fp": self.fp,
                "precision": self.precision, "recall": self.recall,
                "seconds": round(self.seconds, 3),
                "clauses": [c.__dict__ for c in self.clauses]}


def evaluate_theory(task, theory, inference_limit: int = 100000) -> TheoryReport:
    """`theory`: a theory file path, or a list of NamedClause / clause texts.  Each clause is
    evaluated on every example of `task` (one Prolog query per clause)."""
    from ilp.theory import NamedClause, read_theory

    start = time.perf_counter()
    if isinstance(theory, (str, bytes)) or hasattr(theory, "__fspath__"):
        items = read_theory(theory)
    else:
        items = list(theory)
    clauses = []
    for k, c in enumerate(items, 1):
        if isinstance(c, NamedClause):
            clauses.append((c.name, c.text))
        else:
            clauses.append((f"clause_{k}", str(c)))
    cov = Coverage(task, inference_limit)
    pos, neg = frozenset(task.pos_ids), frozenset(task.neg_ids)
    ids = pos | neg
    got_pos, got_neg = set(), set()
    out = TheoryReport(len(pos), len(neg), 0, 0)
    for name, text in clauses:
        body = text.strip()
        if body.endswith("."):
            body = body[:-1]
        c = cov.covered(body, ids)
        cp, cn = c & pos, c & neg
        out.clauses.append(ClauseReport(name, text.strip(), len(cp), len(cn), len(cp - got_pos)))
        got_pos |= cp
        got_neg |= cn
    out.tp, out.fp = len(got_pos), len(got_neg)
    out.seconds = time.perf_counter() - start
    return out


def program_flags(task, clauses, atoms, inference_limit: int = 100000) -> list[bool]:
    """For each atom (Prolog text), whether the program of `clauses` (clause texts) proves it
    with the task's background -- intensionally: a recursive call runs the program, never the
    examples (prolog/programs.pl)."""
    from ilp.engine import get_engine

    if not atoms:
        return []
    module = get_engine().new_module("program")
    _program_load(task.module, module, [c.strip().rstrip(".") for c in clauses])
    # program_flags/4 takes the atoms as the text of a list (prolog/programs.pl)
    return [bool(x) for x in _program_flags(module, "[" + ",".join(atoms) + "]",
                                            int(inference_limit))]


def accuracy(task_path, theory_path, examples_file=None, inference_limit: int = 100000) -> dict:
    """The accuracy of a theory file on a task (any layout ilp.task reads): on its training
    examples, or on the pos/neg facts of `examples_file` (held-out examples).  The theory is
    run as a program with the task's background (``program_flags``), as ``swipl bk THEORY``
    would run it.  Returns tp, fp, tn, fn, accuracy, and ``facts``: the theory's clauses that
    are ground facts of the target (memorised examples)."""
    from ilp.task import Task
    from ilp.theory import read_theory

    task = Task.load(task_path)
    clauses = read_theory(theory_path)
    if examples_file is None:
        pos = [task.example_text(i) for i in task.pos_ids]
        neg = [task.example_text(i) for i in task.neg_ids]
    else:
        pos, neg = read_examples(examples_file)
    flags = program_flags(task, [c.text for c in clauses], pos + neg, inference_limit)
    tp = sum(flags[:len(pos)])
    fp = sum(flags[len(pos):])
    tn, fn = len(neg) - fp, len(pos) - tp
    total = len(pos) + len(neg)
    heads = {m.indicator for m in task.modeh}
    facts = [c.name for c in clauses if c.head in heads and ":-" not in c.text
             and _ground(c.text)]
    return {"tp": tp, "fp": fp, "tn": tn, "fn": fn, "pos": len(pos), "neg": len(neg),
            "accuracy": (tp + tn) / total if total else 1.0, "facts": facts}


def read_examples(path) -> tuple[list[str], list[str]]:
    """The pos(A) and neg(A) atoms of a file, as text."""
    from ilp.engine import EngineError
    from ilp.errors import InputError

    try:
        pos, neg = _example_texts(str(path))
    except EngineError as err:
        raise InputError(f"cannot read examples from {path}: {err}") from None
    return pos, neg


_program_load = predicate("ilp_programs", "program_load", IN, IN, TEXT)
_program_flags = predicate("ilp_programs", "program_flags", IN, TEXT, IN, OUT)
_example_texts = predicate("ilp_clauses", "example_texts", IN, OUT, OUT)


def _ground(text: str) -> bool:
    """Whether a clause text (as portray_clause writes it) has no variable."""
    import re

    body = re.sub(r"'(?:[^'\\]|\\.)*'", "", text)
    return not re.search(r"(?<![A-Za-z0-9_])[A-Z_][A-Za-z0-9_]*", body)
