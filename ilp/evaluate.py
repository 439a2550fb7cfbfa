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
