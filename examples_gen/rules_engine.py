"""Apply learned rule files (safe/2, mine/2 theories) to Minesweeper boards through Prolog.

``RulesEngine(rule_files)`` reads each rule file through the theory check
(``ilp.theory.read_theory``) against the Minesweeper language: heads ``safe/2`` and
``mine/2``, bodies calling the predicates background/modes.pl declares (and the safe
built-ins) -- a rule file is data, never consulted.  Each clause, its body in execution order
(``ilp.clause_order``), is added to the rule engine, background/play.pl; the clause names and
their order (files in the order given, clauses in file order) form the rule set.

The public API (the CLI, the players, the board page):

- ``engine.apply(board) -> Classification``: every hidden, unflagged tile some clause
  classifies, with the name of the first clause that fired on it (safe clauses, then mine
  clauses, each in order).  One Prolog call per board (``ms_play:classify/8``): the board
  goes as its cells, the clauses run on the background's own predicates
  (background/minesweeper.pl), their sets computed once per zone of interest and shared by
  the clauses that compute the same.  Every part runs under the inference limit (one that
  exceeds it counts as not firing); a clause that raises an error is not "no match":
  ``apply`` raises ``RuleError`` naming the file and the clause.
- ``engine.rules``: the clauses (NamedClauses, in order), which examples_gen.explain explains
  literal by literal on a position (background/explain.pl).

A tile that some safe clause and some mine clause both classify is a *conflict* (a wrong
learned clause; the board itself cannot be both).  ``apply`` reports it in both lists, as the
rules conclude (``ilp rules apply`` shows both); ``Classification.conflicts`` lists such tiles,
and the rule player acts on neither conclusion for them.

pyswip holds one engine per process and is not thread-safe: use one ``RulesEngine`` per
process (parallel play uses spawn worker processes, each building its own).
"""

from __future__ import annotations

import itertools
import os
from collections import OrderedDict
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from examples_gen import background
from examples_gen.paths import BACKGROUND_DIR
from ilp.clause_order import execution_order
from ilp.engine import OUT, TEXT, predicate
from ilp.errors import InputError
from ilp.procs import time_limit

BACKGROUND = BACKGROUND_DIR / "minesweeper.pl"
MODES = BACKGROUND_DIR / "modes.pl"
DEFAULT_INFERENCE_LIMIT = 200_000
DEFAULT_TIME_LIMIT = 60.0          # seconds for all the rules on one position
SEEN = 4096                        # positions whose answers are kept (games repeat openings)
TARGETS = ("safe", "mine")

_keys = itertools.count(1)
_language: list = []
_clause_parts = predicate("ilp_clauses", "clause_parts", TEXT, OUT, OUT, OUT)


class RuleError(InputError):
    """A rule that raised an error while it was applied."""


def language():
    """The language rule files must keep to (background/modes.pl: heads safe/2 and mine/2)."""
    if not _language:
        from ilp.modes import read_modes
        from ilp.theory import Language

        modes, _ = read_modes(MODES)
        _language.append(Language.of_modes(modes, heads=("safe/2", "mine/2")))
    return _language[0]


def scheduled(text: str) -> str:
    """`text` (a checked clause) with its body in execution order (ilp.clause_order): a
    literal needs the variables that occur before it and provides those it introduces."""
    parts = _clause_parts(text.strip().rstrip("."))
    if parts is None:
        return text
    head, head_vars, literals = parts
    seen = set(head_vars)
    needs = []
    for _, vs in literals:
        needs.append(([v for v in vs if v in seen], [v for v in vs if v not in seen]))
        seen.update(vs)
    order = execution_order(head_vars, needs)
    return f"{head} :- {', '.join(literals[i][0] for i in order) or 'true'}."  # a body of trues


@dataclass
class Classification:
    """What a rule set concludes about one board."""
    safe: list[tuple[tuple[int, int], str]] = field(default_factory=list)   # (tile, clause name)
    mine: list[tuple[tuple[int, int], str]] = field(default_factory=list)
    limit_exceeded: int = 0     # clause-on-tile tries stopped by the inference limit

    @property
    def conflicts(self) -> list[tuple[int, int]]:
        mines = {t for t, _ in self.mine}
        return [t for t, _ in self.safe if t in mines]

    def to_json(self) -> dict:
        return {"safe": [{"tile": [r, c], "rule": n} for (r, c), n in self.safe],
                "mine": [{"tile": [r, c], "rule": n} for (r, c), n in self.mine]}


class RulesEngine:
    """Learned rule files in Prolog; `apply(board)` classifies a board's tiles."""

    def __init__(self, rule_files, inference_limit: int = DEFAULT_INFERENCE_LIMIT,
                 time_limit: float = DEFAULT_TIME_LIMIT):
        from ilp.theory import read_theory

        files = [rule_files] if isinstance(rule_files, (str, os.PathLike)) else list(rule_files)
        if not files:
            raise InputError("no rule file given (--rules RULEFILE)")
        if int(inference_limit) <= 0:
            raise InputError("the inference limit must be positive")
        self.inference_limit = int(inference_limit)
        self.time_limit = float(time_limit)
        self.key = next(_keys)
        self.rules = []           # NamedClauses, in order
        self.file_of: dict[str, str] = {}
        self.names_of: dict[str, list[str]] = {t: [] for t in TARGETS}
        self._seen: OrderedDict = OrderedDict()   # board (size, mines, cells) -> answer (LRU)
        try:
            for path in files:
                if not Path(path).is_file():
                    raise InputError(f"rule file not found: {path}")
                for cl in read_theory(path, language()):
                    target = cl.head.split("/")[0]
                    background.add_rule(self.key, target, len(self.names_of[target]),
                                        scheduled(cl.text))
                    self.names_of[target].append(cl.name)
                    self.rules.append(cl)
                    self.file_of.setdefault(cl.name, str(path))
            if not self.rules:
                raise InputError(f"no safe/2 or mine/2 clause in {', '.join(map(str, files))}")
        except BaseException:
            self.close()
            raise
        self.names = [cl.name for cl in self.rules]

    def apply(self, board) -> Classification:
        """Every hidden, unflagged tile some clause classifies, with the first clause that
        fired (one Prolog call)."""
        seen = (board.rows, board.cols, board.mines, np.asarray(board.cells).tobytes())
        hit = self._seen.get(seen)
        if hit is not None:         # the same position again: the same answer (rules are pure)
            self._seen.move_to_end(seen)
            return Classification(list(hit[0]), list(hit[1]), hit[2])
        over = (f"the rules took more than {self.time_limit:g} s on one position "
                f"({board.rows}x{board.cols}) and did not stop (a built-in that cannot be "
                "interrupted, such as arithmetic on a huge number)")
        with time_limit(self.time_limit, over):    # holds even where Prolog's alarm cannot
            result = background.classify(self.key, board.rows, board.cols, board.mines,
                                         board.cell_text, self.inference_limit, self.time_limit)
        if result == "time":
            raise RuleError(f"the rules took more than {self.time_limit:g} s on one position "
                            f"({board.rows}x{board.cols})")
        safe, mine, exceeded, error = result
        if error:
            target, k, message = error
            name = self.names_of[target][k]
            raise RuleError(f"{self.file_of.get(name, 'rules')}: clause {name}: raised {message}")
        cl = Classification(safe=[((r, c), self.names_of["safe"][k]) for r, c, k in safe],
                            mine=[((r, c), self.names_of["mine"][k]) for r, c, k in mine],
                            limit_exceeded=exceeded)
        self._seen[seen] = (tuple(cl.safe), tuple(cl.mine), cl.limit_exceeded)
        if len(self._seen) > SEEN:
            self._seen.popitem(last=False)
        return cl

    def close(self) -> None:
        """Forget this engine's rules (the background stays loaded for the process)."""
        try:
            background.drop_rules(self.key)
        except Exception:  # noqa: BLE001
            pass

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
