"""``Learner(settings).fit(task)``: the covering learner, scikit-learn style.

    learner = Learner({"search": "greedy"}).fit(Task.load("tasks/trains"))
    learner.theory_      # list[NamedClause] with training coverage
    learner.searches_    # list[SearchResult], one per search
    learner.covers(["eastbound(east1)"])   # -> [True]

Settings: a ``Settings`` instance is used as given; a dict (or None) is resolved at fit time as
defaults < the task's set/2 facts < the dict.  ``fit`` may add examples first
(``pos_atoms``/``neg_atoms``, Prolog text); refitting the same task reuses the coverage cache,
and with ``warm_start=True`` keeps the previous theory's clauses that are still acceptable and
covers only the positives they leave uncovered.
"""

from __future__ import annotations

import sys
import time

from ilp.coverage import Coverage
from ilp.covering import cover
from ilp.engine import get_engine, quote, to_str
from ilp.settings import Settings, resolve
from ilp.theory import NamedClause, portray, write_theory


class Learner:
    def __init__(self, settings: Settings | dict | None = None, on_search=None):
        self.settings = settings
        self.on_search = on_search       # callback(SearchResult) after each search
        self.theory_: list[NamedClause] = []
        self.clauses_: list[str] = []    # the clauses' Prolog text (as learned, no final dot)
        self.searches_ = []
        self.settings_: Settings | None = None
        self.interrupted_ = False
        self.seconds_ = 0.0
        self._task = None
        self._coverage = None

    def resolved_settings(self, task) -> Settings:
        if isinstance(self.settings, Settings):
            return self.settings
        return resolve(task.settings, self.settings or {})

    def fit(self, task, pos_atoms=(), neg_atoms=(), warm_start: bool = False) -> "Learner":
        start = time.perf_counter()
        if pos_atoms or neg_atoms:
            task.add_examples(pos_atoms, neg_atoms)
        settings = self.resolved_settings(task)
        if self._task is not task or self._coverage is None or \
                self._coverage.limit != settings.inference_limit:
            self._coverage = Coverage(task, settings.inference_limit)
        self._task, self.settings_ = task, settings
        cov = self._coverage
        kept: list[str] = []
        uncovered = set(task.pos_ids)
        if warm_start and self.clauses_:
            for text in self.clauses_:
                neg = cov.covered(text, task.neg_ids, key=("n", text))
                if len(neg) <= settings.noise:
                    kept.append(text)
                    uncovered -= cov.covered(text, task.pos_ids, key=text)
        state = cover(task, settings, cov, uncovered=uncovered, on_search=self.on_search)
        self.searches_ = state.searches
        self.interrupted_ = state.interrupted
        self.clauses_ = _grouped(kept + [r.clause for r in state.clauses])
        self.theory_ = self._name(task)
        self.seconds_ = time.perf_counter() - start
        return self

    def _name(self, task) -> list[NamedClause]:
        cov = self._coverage
        out = []
        counts: dict[str, int] = {}
        for text in self.clauses_:
            indicator = _indicator(text)
            name = indicator.rsplit("/", 1)[0]
            counts[name] = counts.get(name, 0) + 1
            pos = cov.covered(text, task.pos_ids, key=text)
            neg = cov.covered(text, task.neg_ids, key=("n", text))
            out.append(NamedClause(f"{name}_{counts[name]}", indicator, portray(text).rstrip(),
                                   len(pos), len(neg)))
        return out

    def keep(self, names) -> None:
        """Keep only the learned clauses named in `names` (e.g. those an active-learning
        server kept); the next ``fit(warm_start=True)`` starts from them."""
        names = set(names)
        pairs = [(t, c) for t, c in zip(self.clauses_, self.theory_) if c.name in names]
        self.clauses_ = [t for t, _ in pairs]
        self.theory_ = [c for _, c in pairs]

    # -- using the theory -------------------------------------------------------------------------
    def covers(self, atoms) -> list[bool]:
        """For each atom (Prolog text), whether some learned clause covers it."""
        atoms = [str(a).strip().rstrip(".") for a in atoms]
        flags = [False] * len(atoms)
        if not atoms or not self.clauses_:
            return flags
        engine = get_engine()
        lst = quote("[" + ",".join(atoms) + "]")
        for text in self.clauses_:
            r = engine.once(f"ilp_coverage:ilp_covers_atoms({self._task.module}, {quote(text)}, "
                            f"{lst}, {self.settings_.inference_limit}, F)")
            flags = [f or bool(x) for f, x in zip(flags, r["F"])]
        return flags

    predict = covers

    def write(self, path, header: str = "") -> None:
        write_theory(path, self.theory_, header)

    def summary(self) -> dict:
        return {"clauses": len(self.theory_), "searches": len(self.searches_),
                "explored": sum(r.explored for r in self.searches_),
                "cutoff": sum(r.cutoff for r in self.searches_),
                "seconds": round(self.seconds_, 3), "interrupted": self.interrupted_}


def _indicator(clause_text: str) -> str:
    """The predicate indicator ("name/arity") of a clause's head."""
    r = get_engine().once(f"ilp_clauses:clause_indicator({quote(clause_text)}, I)")
    return to_str(r["I"])


def _grouped(clauses: list[str]) -> list[str]:
    """The clauses with those of one predicate together (in order of first appearance, each
    predicate's clauses in their own order): covering interleaves the targets of a task with
    several modeh, and Prolog warns about a predicate whose clauses are not together."""
    order: dict[str, list[str]] = {}
    for text in clauses:
        order.setdefault(_indicator(text), []).append(text)
    return [text for group in order.values() for text in group]


def learn_task(task, settings: Settings | dict | None = None, out=None, progress: bool = True,
               header: str | None = None, log=None) -> Learner:
    """Fit a Learner on `task`, write the theory to `out` (when given; also after an interrupt,
    then the KeyboardInterrupt is re-raised), log each search on `log` (default stderr)."""
    log = log or sys.stderr
    bar = None
    if progress:
        from tqdm import tqdm

        bar = tqdm(total=len(task.pos_ids), desc="covered", unit="pos", file=log, leave=False)

    covered: set[int] = set()

    def on_search(r):
        if bar is not None:
            bar.clear()
        print(r.summary(), file=log, flush=True)
        if bar is not None and r.clause:
            new = r.pos - covered
            covered.update(r.pos)
            bar.update(len(new))

    learner = Learner(settings, on_search=on_search)
    try:
        learner.fit(task)
    finally:
        if bar is not None:
            bar.close()
    # an interrupted run keeps what it learned, but never replaces a file with nothing
    if out is not None and (learner.theory_ or not learner.interrupted_):
        s = learner.settings_
        head = header if header is not None else (
            f"Theory learned by ilp from task {task.name}: search {s.search}"
            f"{' with macros' if s.macros else ''}, seed {s.seed}"
            f"{' (interrupted)' if learner.interrupted_ else ''}")
        learner.write(out, head)
    if learner.interrupted_:
        raise KeyboardInterrupt
    return learner
