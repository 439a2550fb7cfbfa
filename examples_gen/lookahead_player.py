"""`LookaheadStrategy`: exact deduction, then the lookahead guess (``ilp play --fallback
lookahead`` without rules).

Each move: the cheap reasoning of the exact CSP player (a number whose mines are all found makes
its other hidden neighbours safe; one with as many hidden neighbours as mines missing makes them
mines), else the exact solver (`examples_gen.csp`): every certainly safe tile is opened and every
certain mine flagged, as `examples_gen.players.CspStrategy` does.  When nothing is certain, the
guess is `examples_gen.lookahead.choose_guess` on the position already solved.  With
``--first-click auto`` the first click is `examples_gen.first_click.best_first_click`.

Built in each worker from the picklable spec ``("examples_gen.lookahead_player:LookaheadStrategy",
{"budget": N})``.  It makes no random choice, so a match gives the same result with any
``--jobs`` and any ``--seed`` that deals the same games.
"""

from __future__ import annotations

from examples_gen.board import Board
from examples_gen.first_click import best_first_click
from examples_gen.lookahead import DEFAULT_BUDGET, LookaheadGuess, Position, choose_guess
from examples_gen.players import CspStrategy, Decision
from ilp.errors import InputError


class LookaheadStrategy(CspStrategy):
    """Exact deduction; the lookahead guess when nothing is certain (module docstring)."""

    def __init__(self, budget: int = DEFAULT_BUDGET, seed: int = 0):
        super().__init__()
        if budget < 1:
            raise InputError(f"--lookahead-budget must be at least 1, got {budget}")
        self.budget = int(budget)
        self.last_guess: LookaheadGuess | None = None    # the last guess, for display

    def first_click(self, rows: int, cols: int, mines: int, first_move: str):
        return best_first_click(rows, cols, mines, first_move)

    def decide(self, board: Board) -> Decision:
        """The CSP player's certain moves; where it would guess, the lookahead's guess (the
        position solved again: its components come from the solver's cache)."""
        d = super().decide(board)
        self.last_guess = None
        if d.guess is not None:
            pos = Position(board.cells.reshape(-1).tolist(), board.rows, board.cols, board.mines)
            self.last_guess = choose_guess(pos, self.budget)
            d.guess = self.last_guess.tile
        return d
