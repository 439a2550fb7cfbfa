"""Why a learned rule made a move: the tiles each literal of its clause bound on the position.

``Explainer().explain(clause, board, tile)`` runs the clause (an ``ilp.theory.NamedClause``
of a rule file that passed the theory check: `examples_gen.rules_engine.RulesEngine.rules`)
on the board's facts in a module holding the learning background (background/minesweeper.pl,
contracts §4), through background/explain.pl, and returns its first proof literal by literal:

    {"rule": "mine_2", "target": "mine", "tile": [0, 2], "result": "proof",
     "head": "mine(A, B) :-",
     "literals": [{"text": "zoneOfInterest(A, B, C)", "new": ["C"],
                   "args": [{"var": "A", "kind": "tile", "tile": [0, 2]},
                            {"var": "B", "kind": "board"},
                            {"var": "C", "kind": "zone", "tiles": [[1, 0], ...]}]},
                  {"text": "setHasXMines(_, B, C, D)", "new": ["_1", "D"], "args": [...,
                   {"var": "D", "kind": "set", "tiles": [[0, 0], ...], "lo": 2, "hi": 2}]},
                  ...]}

``result`` is ``"proof"``, ``"no_proof"`` (the clause does not prove the tile there),
``"exceeded"`` (the inference limit) or ``"error"`` (with ``message``).  The head line and the
literal texts, one per line, are the clause as ``ilp rules show`` prints it.
"""

from __future__ import annotations

import json

from examples_gen.paths import BACKGROUND_DIR
from ilp.engine import IN, OUT, TEXT, get_engine, predicate
from ilp.errors import InputError

BACKGROUND = BACKGROUND_DIR / "minesweeper.pl"
EXPLAIN = BACKGROUND_DIR / "explain.pl"
BOARD = "ilp_explain_board"
DEFAULT_INFERENCE_LIMIT = 1_000_000
_explain_json = predicate("ms_explain", "explain_json", IN, TEXT, IN, IN, IN, TEXT, IN, OUT)


class Explainer:
    """The learning background in a module of its own, and background/explain.pl."""

    def __init__(self, inference_limit: int = DEFAULT_INFERENCE_LIMIT):
        engine = get_engine()
        self.inference_limit = int(inference_limit)
        self.module = engine.new_module("explain")
        errors = engine.load_file(self.module, BACKGROUND)
        if errors:
            raise InputError(f"{BACKGROUND}: {errors[0]}")
        engine.call("user", "use_module", str(EXPLAIN), [])

    def explain(self, clause, board, tile) -> dict:
        """The first proof of `clause` (a checked NamedClause of safe/2 or mine/2) for `tile`
        on `board` (see the module docstring)."""
        from examples_gen.background import board_facts

        r, c = (int(x) for x in tile)
        text = _explain_json(self.module, clause.text.strip().rstrip("."), r, c, BOARD,
                             board_facts(BOARD, board), self.inference_limit)
        if text is None:  # cannot happen unless the background is broken
            raise RuntimeError("explanation query failed")
        out = json.loads(text)
        out.update(rule=clause.name, target=clause.head.split("/")[0], tile=[r, c],
                   head=clause.text.split("\n", 1)[0])
        return out
