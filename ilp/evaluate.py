"""Evaluate a theory (a theory file or clause texts) on the examples of a task, through
SWI-Prolog:

- ``evaluate_theory``: which examples each clause covers (ilp.coverage) and precision/recall
  of the theory, clause by clause (what the learner's searches see);
- ``score_theory``: the theory run as a program (a recursive call runs the theory), each
  example proved once under a time limit (Popper's judge: 2 s) and optionally an inference
  limit, on the task's examples or on held-out ones: the confusion matrix, accuracy,
  precision, recall, balanced accuracy, the first misclassified examples.  ``ilp test``
  prints it, and ``ilp learn`` prints it for the theory it learned (``format_score``).

    from ilp.evaluate import evaluate_theory, score_theory, test_theory
    report = evaluate_theory(Task.load(DIR), "THEORY.pl")
    report.precision, report.recall, report.clauses[0].pos
    score = test_theory(DIR, "THEORY.pl", "held_out.pl")   # the theory check first
    score.balanced_accuracy, score.as_dict()

A held-out file is Prolog: its ``pos(Atom).`` and ``neg(Atom).`` terms are the examples, every
other clause is background for the test, added to the task's background (after the clauses a
predicate already has), e.g. the facts of held-out game states; directives are skipped.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from pathlib import Path

from ilp.coverage import Coverage
from ilp.engine import IN, OUT, TEXT, Term, predicate
from ilp.theory import clause_indicator, failing_clause


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
    program_load(task.module, module, [c.strip().rstrip(".") for c in clauses])
    return [bool(x) for x in _program_flags(module, list(atoms), int(inference_limit))]


def program_exceeds(task, clauses, ids, inference_limit: int = 100000) -> int:
    """How many examples of `ids` the program of `clauses` tests past the inference limit:
    it loops on them (a user's query would not come back)."""
    from ilp.engine import get_engine

    module = get_engine().new_module("program")
    program_load(task.module, module, [c.strip().rstrip(".") for c in clauses])
    return _program_exceeds(task.module, module, [int(i) for i in ids], int(inference_limit))


def program_clause_covers(task, clauses, ids, inference_limit: int = 100000) -> list[frozenset]:
    """For each clause of the program of `clauses`, the ids among `ids` whose example it proves
    at the top, its recursive calls running the whole program (prolog/programs.pl)."""
    from ilp.engine import get_engine

    module = get_engine().new_module("program")
    texts = [c.strip().rstrip(".") for c in clauses]
    program_load(task.module, module, texts)
    limited = Term("-", int(inference_limit), [int(i) for i in ids])
    return [frozenset(_program_clause_covers(module, task.module, text, limited))
            for text in texts]


TIME_LIMIT = 2.0      # seconds per example (Popper's judge)
SHOWN = 10            # misclassified examples listed


@dataclass
class Score:
    """How a theory run as a program classifies examples (``score_theory``).  Rates with
    nothing to count (precision with no example proved, recall without positives) are None."""
    examples: str                 # "training", or the held-out file
    tp: int
    fp: int
    tn: int
    fn: int
    clauses: int = 0
    bodiless: list[str] = field(default_factory=list)   # target clauses without a body
    stopped: dict = field(default_factory=dict)          # time / inferences / errors: counts
    first_error: str = ""
    misclassified: list[dict] = field(default_factory=list)  # the first SHOWN, in order
    time_limit: float = TIME_LIMIT
    inference_limit: int | None = None
    seconds: float = 0.0

    @property
    def pos(self) -> int:
        return self.tp + self.fn

    @property
    def neg(self) -> int:
        return self.fp + self.tn

    @property
    def accuracy(self) -> float | None:
        total = self.pos + self.neg
        return (self.tp + self.tn) / total if total else None

    @property
    def precision(self) -> float | None:
        return self.tp / (self.tp + self.fp) if self.tp + self.fp else None

    @property
    def recall(self) -> float | None:
        return self.tp / self.pos if self.pos else None

    @property
    def specificity(self) -> float | None:
        return self.tn / self.neg if self.neg else None

    @property
    def balanced_accuracy(self) -> float | None:
        """The mean of the recall of each class present (positives, negatives)."""
        rates = [r for r in (self.recall, self.specificity) if r is not None]
        return sum(rates) / len(rates) if rates else None

    def as_dict(self) -> dict:
        return {"examples": self.examples, "pos": self.pos, "neg": self.neg,
                "tp": self.tp, "fp": self.fp, "tn": self.tn, "fn": self.fn,
                "confusion_matrix": {"actual_pos": {"predicted_pos": self.tp,
                                                    "predicted_neg": self.fn},
                                     "actual_neg": {"predicted_pos": self.fp,
                                                    "predicted_neg": self.tn}},
                "accuracy": self.accuracy, "precision": self.precision, "recall": self.recall,
                "balanced_accuracy": self.balanced_accuracy, "clauses": self.clauses,
                "bodiless": self.bodiless, "stopped": self.stopped,
                "first_error": self.first_error,
                "misclassified": self.misclassified,
                "misclassified_total": self.fp + self.fn,
                "time_limit": self.time_limit, "inference_limit": self.inference_limit,
                "seconds": round(self.seconds, 3)}


def score_theory(task, theory, examples=None, time_limit: float = TIME_LIMIT,
                 inference_limit: int | None = None, shown: int = SHOWN,
                 progress: bool = False, ids=None) -> Score:
    """Run `theory` (NamedClauses or clause texts; checked already) as a program with the
    background of `task` on the task's examples (`examples` None; `ids`: only those, in that
    order) or on those of the held-out file `examples` (whose other clauses are added to the
    task's background), each
    example under `time_limit` seconds and `inference_limit` inferences (None: none).  One
    Prolog query scores every example; `progress`: a count of the examples done on stderr
    once it takes more than a second."""
    from ilp.engine import PROLOG_DIR, get_engine
    from ilp.errors import InputError

    if time_limit <= 0:
        raise InputError("the time limit per example must be positive")
    if inference_limit is not None and inference_limit < 1:
        raise InputError("the inference limit per example must be at least 1")
    start = time.perf_counter()
    engine = get_engine()
    engine.call("user", "ensure_loaded", str(PROLOG_DIR / "scores.pl"))
    source = "training" if ids is None else Term("ids", [int(i) for i in ids])
    if examples is not None:
        load_test_examples(task, examples)
        source = "test"
    texts = [getattr(c, "text", c) for c in theory]
    heads = {m.indicator for m in task.modeh}
    bodiless = [getattr(c, "name", f"clause_{k}") for k, (c, t) in enumerate(zip(theory, texts), 1)
                if ":-" not in t and (getattr(c, "head", None) or _head(t)) in heads]
    module = engine.new_module("program")
    program = [t.strip().rstrip(".") for t in texts] + [_failing(h) for h in sorted(heads)]
    program_load(task.module, module, program)
    limit = "none" if inference_limit is None else int(inference_limit)
    options = Term("opts", float(time_limit), limit, int(shown), bool(progress))
    counts, stops, wrong = _score_program(module, task.module, source, options)
    tp, fp, tn, fn = counts.args
    stopped_time, inferences, errors, first_error = stops.args
    return Score(str(examples) if examples is not None else "training", tp, fp, tn, fn,
                 clauses=len(texts), bodiless=bodiless,
                 stopped={"time": stopped_time, "inferences": inferences, "errors": errors},
                 first_error=first_error,
                 misclassified=[{"example": a, "label": s, "why": w} for s, a, w in wrong],
                 time_limit=float(time_limit), inference_limit=inference_limit,
                 seconds=time.perf_counter() - start)


def training_score(learner, task) -> Score:
    """The score of a fitted Learner's theory on the task's training examples (what ``ilp
    learn`` prints): under the learner's inference limit too, as its clauses were judged; the
    random atoms a positive-only task drew as negatives (ilp.posonly) are not examples."""
    drawn = set(learner.generated_)
    own = sorted(i for i in task.pos_ids + task.neg_ids
                 if task.example_text(i) not in drawn) if drawn else None
    return score_theory(task, learner.theory_, ids=own,
                        inference_limit=learner.settings_.inference_limit)


def load_test_examples(task, path) -> tuple[int, int]:
    """Read the held-out file `path` into `task` (see the module docstring): its examples
    (which must be of the task's modeh predicates) replace earlier held-out ones, its other
    clauses are added to the task's background.  Returns (positives, negatives)."""
    from ilp.errors import InputError

    path = Path(path)
    if not path.is_file():
        raise InputError(f"examples file {path} does not exist")
    heads = [Term("/", n, int(a)) for n, a in (i.rsplit("/", 1) for i in
                                                sorted({m.indicator for m in task.modeh}))]
    result = _load_test_file(task.module, str(path.resolve()), heads)
    if result.name == "error":
        raise InputError(f"examples file {path}: {result.args[0]}")
    pos, neg, _, directives = result.args
    if directives:
        import sys

        print(f"warning: examples file {path}: {directives} "
              f"directive{'s' if directives > 1 else ''} skipped "
              "(a test file is data: its clauses are added, nothing is run)", file=sys.stderr)
    if not pos + neg:
        raise InputError(f"examples file {path} holds no pos(Atom) or neg(Atom) example")
    return pos, neg


def test_theory(task_path, theory_path, examples_file=None, time_limit: float = TIME_LIMIT,
                inference_limit: int | None = None, shown: int = SHOWN,
                progress: bool = False):
    """``ilp test``: load the task (any layout), read the theory through the theory check in
    the task's language (below), and score it (``score_theory``).  Returns (task, Score).

    The language: heads of the task's modeh predicates, or of predicates the background
    does not define (invented ones, as Popper's predicate invention writes them); bodies
    calling the modeb predicates, the theory's own heads and the safe built-ins."""
    from ilp.task import Task

    task = Task.load(task_path)
    clauses = checked_theory(task, theory_path)
    return task, score_theory(task, clauses, examples_file, time_limit, inference_limit, shown,
                              progress)


test_theory.__test__ = False      # not a pytest test, whatever its name


def checked_theory(task, path):
    """The clauses of the theory file `path`, checked against the language of `task`."""
    from ilp.engine import get_engine
    from ilp.errors import InputError
    from ilp.theory import Language, read_theory

    calls = tuple(dict.fromkeys(m.indicator for m in task.modebs))
    clauses = read_theory(path, Language(heads=None, calls=calls))
    targets = {m.indicator for m in task.modeh}
    engine = get_engine()
    for c in clauses:
        if c.head in targets:
            continue
        name, arity = c.head.rsplit("/", 1)
        head = Term(name, *([None] * int(arity))) if int(arity) else name
        if engine.call(task.module, "current_predicate", None, head) is not None:
            raise InputError(f"{path}: clause {c.name}: defines {c.head}, which the "
                             "background defines (a theory defines the target "
                             f"{', '.join(sorted(targets))} and invented predicates)")
    return clauses


def accuracy(task_path, theory_path, examples_file=None, inference_limit: int = 100000) -> dict:
    """The accuracy of a theory file on a task (any layout ilp.task reads), for the
    benchmarks: on its training examples, or on the held-out file `examples_file`, run as a
    program (``score_theory``) under `inference_limit`.  Returns tp, fp, tn, fn, pos, neg,
    accuracy (1.0 with no example), and ``facts``: the theory's target clauses without a body
    (memorised examples)."""
    from ilp.task import Task
    from ilp.theory import read_theory

    task = Task.load(task_path)
    score = score_theory(task, read_theory(theory_path), examples_file,
                         inference_limit=inference_limit)
    return {"tp": score.tp, "fp": score.fp, "tn": score.tn, "fn": score.fn, "pos": score.pos,
            "neg": score.neg, "accuracy": 1.0 if score.accuracy is None else score.accuracy,
            "facts": score.bodiless}


def format_score(score: Score, title: str) -> str:
    """`score` as the lines ``ilp test`` prints (and ``ilp learn`` on stderr), after `title`."""
    def pct(x):
        return "n/a" if x is None else f"{x:.2%}"

    right = score.tp + score.tn
    lines = [title,
             f"  accuracy           {pct(score.accuracy)}  ({right} of {score.pos + score.neg} "
             "right)",
             f"  balanced accuracy  {pct(score.balanced_accuracy)}",
             f"  precision          {pct(score.precision)}",
             f"  recall             {pct(score.recall)}",
             "  confusion matrix         predicted pos  predicted neg",
             f"    {f'actual pos ({score.pos})':<22} {score.tp:>13}  {score.fn:>13}",
             f"    {f'actual neg ({score.neg})':<22} {score.fp:>13}  {score.tn:>13}"]
    stops = []
    if score.stopped.get("time"):
        stops.append(f"{score.stopped['time']} at the {score.time_limit:g} s time limit")
    if score.stopped.get("inferences"):
        stops.append(f"{score.stopped['inferences']} at the {score.inference_limit} "
                     "inference limit")
    if score.stopped.get("errors"):
        stops.append(f"{score.stopped['errors']} raised an error (first: "
                     f"{score.first_error})")
    if stops:
        lines.append(f"  stopped (counted as not proved): {'; '.join(stops)}")
    if score.bodiless:
        lines.append(f"  note: {', '.join(score.bodiless)} without a body (a memorised "
                     "example, or a fact that makes every query true)")
    total = score.fp + score.fn
    if not total:
        lines.append("  misclassified: none")
    else:
        shown = len(score.misclassified)
        more = f", the first {shown} shown" if shown < total else ""
        lines.append(f"  misclassified: {total}{more}")
        for w in score.misclassified:
            lines.append(f"    {w['label']}  {w['example']}  ({w['why'].replace('_', ' ')})")
    return "\n".join(lines)


def _head(text: str) -> str:
    """"name/arity" of the head of a clause text."""
    return clause_indicator(text.strip().rstrip("."))


# program_load(task module, program module, clause texts or ids remembered): also the
# program search's (ilp.search.programs)
program_load = predicate("ilp_programs", "program_load", IN, IN, TEXT)
_program_flags = predicate("ilp_programs", "program_flags", IN, TEXT, IN, OUT)
_program_clause_covers = predicate("ilp_programs", "program_clause_covers", IN, IN, TEXT, IN, OUT)
_program_exceeds = predicate("ilp_programs", "program_exceeds", IN, IN, IN, IN, OUT)
_score_program = predicate("ilp_scores", "score_program", IN, IN, IN, IN, OUT, OUT, OUT)
_load_test_file = predicate("ilp_scores", "load_test_file", IN, TEXT, IN, OUT)


def _failing(indicator: str) -> str:
    """A clause that defines `indicator` in a program without proving anything: a target
    the theory has no clause for fails there, rather than reaching the background's facts."""
    name, arity = indicator.rsplit("/", 1)
    return failing_clause(name, int(arity))
