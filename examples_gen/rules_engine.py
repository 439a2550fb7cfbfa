"""Apply learned rule files (safe/2, mine/2 theories) to Minesweeper boards through Prolog.

``RulesEngine(rule_files)`` reads each rule file through the theory check
(``ilp.theory.read_theory``) against the Minesweeper language: heads ``safe/2`` and
``mine/2``, bodies calling the predicates background/modes.pl declares (and the safe
built-ins) -- a rule file is data, never consulted.  Each clause, its body in execution order
(``ilp.clause_order``), is added to the Minesweeper background's module by prolog/rules.pl;
the clause names and their order (files in the order given, clauses in file order) form the
rule set.

``engine.apply(board)`` runs ONE Prolog call per board (``ilp_rules:classify_text/7``): the
board goes as one compact term (``examples_gen.prolog_facts.board_description``, read by
background/masks.pl for the time of the call), and for every hidden, unflagged tile the safe
clauses, then the mine clauses, are tried in order; the first clause that fires names the
tile.  When every clause calls zoneOfInterest/3 on its own tile (every learned clause), only
the fringe tiles are tried: no other tile has a zone.  The call goes straight through the C
interface with the description (and the board's facts, when a clause needs them) as its
only inputs (``ilp_rules:classify_request/4``, ``ilp.engine.Engine.call_text``): no query
text to parse, one text back.

A clause of the Minesweeper language whose variables keep their types and whose inputs
are bound in order (every learned clause) runs on the bitmask twins of the background
(background/masks.pl, ``ms_masks:twin_clause/2``) as a memoised plan (prolog/rules.pl): the
part that does not depend on the tile -- the sets and their differences -- is computed once
per position, over the sets of every zone, and shared by the clauses that compute the same
(``ms_masks:position_twin/2``; ``per_position=False`` computes it once per zone of interest
instead, as the clause reads, for comparison); each tile then tests its membership, and the
zone of a set the clause does not prove to be in the tile's zone.  Any other clause runs as
written on the board's facts (``examples_gen.prolog_facts.board_facts``, added for the call
when the rule set has such a clause), tile by tile.  Every part runs under the inference
limit (a clause, or a shared part of it, that exceeds it counts as not firing); a clause that
raises an error is not "no match": ``apply`` raises ``RuleError`` naming the file and the
clause.

A tile that some safe clause and some mine clause both classify is a *conflict* (a wrong
learned clause; the board itself cannot be both).  ``apply`` reports it in both lists, as the
rules conclude (``ilp rules apply`` shows both); ``Classification.conflicts`` lists such tiles,
and the rule player acts on neither conclusion for them.

pyswip holds one engine per process and is not thread-safe: use one ``RulesEngine`` per
process (parallel play uses spawn worker processes, each building its own).
"""

from __future__ import annotations

import itertools
import json
import os
from collections import OrderedDict
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from examples_gen.paths import BACKGROUND_DIR
from ilp.clause_order import execution_order
from ilp.engine import Text, get_engine, plist, quote, to_str
from ilp.errors import InputError
from ilp.procs import time_limit

BACKGROUND = BACKGROUND_DIR / "minesweeper.pl"
MASKS = BACKGROUND_DIR / "masks.pl"
MODES = BACKGROUND_DIR / "modes.pl"
DEFAULT_INFERENCE_LIMIT = 200_000
DEFAULT_TIME_LIMIT = 60.0          # seconds for all the rules on one position
SEEN = 4096                        # positions whose answers are kept (games repeat openings)
TARGETS = ("safe", "mine")
BOARD = "ilp_rules_board"          # one board id for every board: its facts live for one call
# The candidates: every hidden, unflagged tile, or only the fringe tiles when every clause
# calls zoneOfInterest/3 on its own tile (ms_masks:fringe_clause/1: no other tile can be proved).
TEMPLATES = {g: quote(f"[R,C]-{g}({BOARD},t(R,C))-"
                      f"[safe-safe(t(R,C),{BOARD}),mine-mine(t(R,C),{BOARD})]")
             for g in ("msk_hidden", "msk_fringe")}

_keys = itertools.count(1)
_ids = itertools.count(1)
_process: dict = {}


class RuleError(InputError):
    """A rule that raised an error while it was applied."""


def background():
    """(module, language): the Minesweeper background, loaded once per process into a module
    of its own, and the language rule files must keep to."""
    if "module" not in _process:
        from ilp.modes import read_modes
        from ilp.theory import Language

        engine = get_engine()
        module = engine.new_module("rules")
        errors = engine.load_file(module, BACKGROUND)
        if errors:
            raise InputError(f"{BACKGROUND}: {errors[0]}")
        engine.once(f"{module}:use_module({quote(MASKS)})")
        r = engine.once("ms_masks:twin_predicates(Ps), ms_masks:twin_semidet(Ds), "
                        "format(atom(A), '[memo(~q), det(~q)]', [Ps, Ds])")
        _process["twins"] = to_str(r["A"])
        modes, _ = read_modes(MODES)
        _process["module"] = module
        _process["language"] = Language.of_modes(modes, heads=("safe/2", "mine/2"))
    return _process["module"], _process["language"]


def scheduled(text: str) -> str:
    """`text` (a checked clause) with its body in execution order (ilp.clause_order): a
    literal needs the variables that occur before it and provides those it introduces."""
    r = get_engine().once(f"ilp_clauses:clause_parts({quote(text.strip().rstrip('.'))}, H, HV, Ls)")
    if r is None:
        return text
    seen = set(r["HV"])
    literals = []
    for _, vs in r["Ls"]:
        literals.append(([v for v in vs if v in seen], [v for v in vs if v not in seen]))
        seen.update(vs)
    order = execution_order(r["HV"], literals)
    texts = [to_str(r["Ls"][i][0]) for i in order]
    return f"{to_str(r['H'])} :- {', '.join(texts) or 'true'}."   # a body of `true`s: none


@dataclass
class Classification:
    """What a rule set concludes about one board."""
    safe: list[tuple[tuple[int, int], str]] = field(default_factory=list)   # (tile, clause name)
    mine: list[tuple[tuple[int, int], str]] = field(default_factory=list)
    limit_exceeded: int = 0     # clause-on-tile calls stopped by the inference limit

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
                 time_limit: float = DEFAULT_TIME_LIMIT, per_position: bool = True):
        from ilp.theory import read_theory

        files = [rule_files] if isinstance(rule_files, (str, os.PathLike)) else list(rule_files)
        if not files:
            raise InputError("no rule file given (--rules RULEFILE)")
        if int(inference_limit) <= 0:
            raise InputError("the inference limit must be positive")
        self.inference_limit = int(inference_limit)
        self.time_limit = float(time_limit)
        self.per_position = bool(per_position)   # sets and differences once per position
        self.module, language = background()
        self.key = next(_keys)
        self.rules = []           # NamedClauses, in order
        self.file_of: dict[str, str] = {}
        self.planned = 0          # clauses run as memoised plans on the twins
        self.fringe_only = True   # every clause proves fringe tiles only
        self._seen: OrderedDict = OrderedDict()   # board (size, mines, cells) -> answer (LRU)
        engine = get_engine()
        by_target: dict[str, list[str]] = {t: [] for t in TARGETS}
        self.names_of: dict[str, list[str]] = {t: [] for t in TARGETS}
        try:
            for path in files:
                if not Path(path).is_file():
                    raise InputError(f"rule file not found: {path}")
                for cl in read_theory(path, language):
                    rid = next(_ids)
                    planned, fringe = self._add(engine, rid, scheduled(cl.text))
                    self.planned += planned
                    self.fringe_only &= fringe
                    target = cl.head.split("/")[0]
                    by_target[target].append(f"{rid}-{quote(cl.name)}")
                    self.names_of[target].append(cl.name)
                    self.rules.append(cl)
                    self.file_of.setdefault(cl.name, str(path))
            if not self.rules:
                raise InputError(f"no safe/2 or mine/2 clause in {', '.join(map(str, files))}")
            for target, pairs in by_target.items():
                engine.once(f"ilp_rules:set_ruleset({self.key}, {target}, {plist(pairs)})")
        except BaseException:
            self.close()
            raise
        self.names = [cl.name for cl in self.rules]
        self.template = TEMPLATES["msk_fringe" if self.fringe_only else "msk_hidden"]
        engine.once(f"ilp_rules:set_request({self.module}-{self.key}, "
                    f"ms_masks:with_board({BOARD}), {self.template}, "
                    f"{self.inference_limit}, {self.time_limit!r})")

    def _add(self, engine, rid: int, text: str) -> tuple[bool, bool]:
        """Add one clause: on the bitmask twins as a memoised plan when it has a twin, else
        as written.  (has a twin, proves fringe tiles only)."""
        r = engine.once(f"term_to_atom(C, {quote(text)}), "
                        "( ms_masks:fringe_clause(C) -> F = 1 ; F = 0 ), "
                        "( ms_masks:twin_clause(C, T0) -> "
                        f"( {int(self.per_position)} == 1, ms_masks:position_twin(T0, T) "
                        "-> true ; T = T0 ), format(atom(A), '~q', [T]) ; A = '' )")
        fringe = r is not None and r["F"] == 1
        twin = r is not None and to_str(r["A"]) != ""
        if twin:
            engine.once(f"ilp_rules:add_rule({self.module}, {rid}, {quote(to_str(r['A']))}, "
                        f"{_process['twins']})")
        else:
            engine.call("ilp_rules", "add_rule", self.module, rid, Text(text))
        return twin, fringe

    def apply(self, board) -> Classification:
        """Every hidden, unflagged tile some clause classifies, with the first clause that
        fired (one Prolog call)."""
        from examples_gen.prolog_facts import board_description, board_facts

        seen = (board.rows, board.cols, board.mines, np.asarray(board.cells).tobytes())
        hit = self._seen.get(seen)
        if hit is not None:         # the same position again: the same answer (rules are pure)
            self._seen.move_to_end(seen)
            return Classification(list(hit[0]), list(hit[1]), hit[2])
        # the board's facts only for clauses that run as written (not on the twins)
        facts = board_facts(BOARD, board) if self.planned < len(self.rules) else ""
        over = (f"the rules took more than {self.time_limit:g} s on one position "
                f"({board.rows}x{board.cols}) and did not stop (a built-in that cannot be "
                "interrupted, such as arithmetic on a huge number)")
        with time_limit(self.time_limit, over):    # holds even where Prolog's alarm cannot
            text = get_engine().call_text("ilp_rules", "classify_request", self.key,
                                          board_description(board), facts)
        if text is None:  # cannot happen unless the background is broken
            raise RuntimeError("rules query failed")
        if text == "time":
            raise RuleError(f"the rules took more than {self.time_limit:g} s on one position "
                            f"({board.rows}x{board.cols})")
        counts, results, name, message = text.split("\n", 3)
        if name:
            raise RuleError(f"{self.file_of.get(name, 'rules')}: clause {name}: raised {message}")
        safe, mine = json.loads(results)
        names = self.names_of
        cl = Classification(
            safe=[((r, c), names["safe"][k]) for (r, c), k in safe],
            mine=[((r, c), names["mine"][k]) for (r, c), k in mine],
            limit_exceeded=int(counts.split()[0]))
        self._seen[seen] = (tuple(cl.safe), tuple(cl.mine), cl.limit_exceeded)
        if len(self._seen) > SEEN:
            self._seen.popitem(last=False)
        return cl

    def close(self) -> None:
        """Retract this engine's rules (the background stays loaded for the process)."""
        try:
            get_engine().once(f"ilp_rules:drop_ruleset({self.module}-{self.key})")
        except Exception:  # noqa: BLE001
            pass

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
