"""`RuleStrategy`: play Minesweeper with learned rule files plus a fallback guess.

Each move applies every rule to the board with ONE Prolog query
(`examples_gen.rules_engine.RulesEngine.apply`), flags every tile a mine clause classifies and
opens every tile a safe clause classifies; `Decision.rule_of` names the first clause that fired
on each tile, so a match counts moves per named rule (`rule_moves`), as MIO reports.  When no
rule fires, the fallback (`examples_gen.fallbacks`: random, local, csp) chooses a guess.

Tiles that a safe clause and a mine clause both classify (only possible with an unsound rule)
are neither opened nor flagged; the fallback avoids them while it has other tiles to guess.
The player never flags more tiles than there are mines left (an unsound mine rule could
otherwise flag the last safe tile and leave nothing to open); mine conclusions beyond that are
ignored, and the fallback avoids those tiles too.

Reproducibility: a strategy object lives for many games (one per worker process), so its random
choices (fallback tie-breaks, the random fallback) are drawn from a generator seeded by the
strategy's `seed` and the board state itself.  The same position always gets the same guess,
whatever worker plays it or in which order, so `ilp play --jobs N` gives the same results for
every N.

Registered as strategy ``"rules"`` in `examples_gen.players.STRATEGIES`, built from the picklable
spec ``("examples_gen.rule_player:RuleStrategy", {"rules": [...], "fallback": "local"})`` in each
spawn worker (each worker loads its own Prolog engine once).
"""

from __future__ import annotations

import hashlib

import numpy as np

from examples_gen.board import FLAG
from examples_gen.fallbacks import FALLBACKS, Guess, make_fallback
from examples_gen.players import Decision, Strategy, register_strategy
from examples_gen.rules_engine import DEFAULT_INFERENCE_LIMIT, Classification, RulesEngine
from ilp.errors import InputError


def board_rng(board, seed: int) -> np.random.Generator:
    """A generator determined by the seed and the board state."""
    h = hashlib.blake2b(digest_size=16)
    h.update(np.asarray(board.cells, dtype=np.int8).tobytes())
    h.update(f"{board.rows}x{board.cols}/{board.mines}".encode())
    return np.random.default_rng([int(seed), int.from_bytes(h.digest(), "little")])


class RuleStrategy(Strategy):
    """Learned rules first; the fallback guesses when no rule fires."""

    def __init__(self, rules, fallback: str = "local", seed: int = 0,
                 inference_limit: int = DEFAULT_INFERENCE_LIMIT, tie_break: str | None = None,
                 fallback_options: dict | None = None):
        if fallback not in FALLBACKS:
            raise InputError(f"unknown fallback {fallback!r} (choose from {', '.join(FALLBACKS)})")
        kwargs = {} if tie_break is None or fallback == "random" else {"tie_break": tie_break}
        kwargs.update(fallback_options or {})       # e.g. the lookahead's budget
        self.fallback = make_fallback(fallback, **kwargs)
        self.engine = RulesEngine(rules, inference_limit=inference_limit)
        self.seed = int(seed)
        self.last: Classification | None = None     # the last classification (for display)
        self.last_guess: Guess | None = None

    def first_click(self, rows: int, cols: int, mines: int, first_move: str):
        """``--first-click auto``: the fallback's first click when it has one, else the corner."""
        choose = getattr(self.fallback, "first_click", None)
        return choose(rows, cols, mines, first_move) if choose else (0, 0)

    def classify(self, board) -> Classification:
        return self.engine.apply(board)

    def guess(self, board, exclude=()) -> Guess:
        return self.fallback.guess(board, board_rng(board, self.seed), exclude=exclude)

    def decide(self, board) -> Decision:
        cl = self.engine.apply(board)
        self.last = cl
        self.last_guess = None
        conflicts = set(cl.conflicts)
        safe = [(t, n) for t, n in cl.safe if t not in conflicts]
        mine = [(t, n) for t, n in cl.mine if t not in conflicts]
        # Never flag more tiles than mines are left: with an unsound mine rule, a wrong flag
        # could otherwise hide the last safe tile and leave nothing to open.
        left = max(0, int(board.mines) - int(np.count_nonzero(np.asarray(board.cells) == FLAG)))
        mine = mine[:left]
        if safe or mine:
            rule_of = dict(safe)
            rule_of.update(mine)
            return Decision([t for t, _ in safe], [t for t, _ in mine], None, rule_of)
        avoid = conflicts | {t for t, _ in cl.mine}
        g = self.guess(board, exclude=avoid)
        self.last_guess = g
        return Decision([], [], g.tile, {}, g.probability)


register_strategy("rules", RuleStrategy)
