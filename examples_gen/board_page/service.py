"""The board page's work, done in its engine worker process (examples_gen.board_page.worker):
games watched move by move, a person's own game, hints, explanations, pasted boards.

A watched game is `ilp play`'s: the same rule player (examples_gen.rule_player.RuleStrategy,
seeded with the game's seed), the same game loop (examples_gen.players.play_game, watched
through its `on_move` hook) and the same random stream (game k of seed s plays from
``SeedSequence(s).spawn(k + 1)[k]``; the page plays game 0), so ``ilp play --games 1 --seed
s`` plays the game the page shows.

Boards come from the page as text in the board format (contracts §1) and are read by the
board reader (examples_gen.board): nothing a request sends runs as code.  Cells travel as
integers: -1 hidden, -2 flag, 0-8 a revealed number.
"""

from __future__ import annotations

import time

import numpy as np

from examples_gen.board import HIDDEN, Board, parse_boards, parse_checked_boards
from examples_gen.board_page.limits import (GAME_SECONDS, MAX_ACTIONS, MAX_BOARDS, MAX_TEXT,
                                            GameSpec, check_size)
from examples_gen.game import Game
from ilp.errors import InputError

ACTIONS = ("reveal", "flag", "unflag")


def new_game(spec: GameSpec, index: int = 0) -> tuple[Game, np.random.Generator]:
    """Game `index` of a match of seed `spec.seed`, as examples_gen.players.play_match
    deals it, and its generator (which also draws a random first click)."""
    seq = np.random.SeedSequence(spec.seed).spawn(index + 1)[index]
    rng = np.random.default_rng(seq)
    return Game(spec.rows, spec.cols, spec.mines, rng, spec.first_move), rng


def read_board(text: str, source: str = "board") -> Board:
    """One board in the format of contracts §1 (format checked only: a person's own game may
    hold a wrong flag), within the page's size limits."""
    if len(text) > MAX_TEXT:
        raise InputError(f"{source}: more than {MAX_TEXT} characters")
    boards = parse_boards(text, source)
    if len(boards) != 1:
        raise InputError(f"{source}: expected one board, got {len(boards)}")
    check_size(boards[0].rows, boards[0].cols, source)
    return boards[0]


def cells_of(board: Board) -> list[list[int]]:
    return np.asarray(board.cells).tolist()


def classification_json(cl) -> dict:
    return cl.to_json() | {"conflicts": [list(t) for t in cl.conflicts]}


class _Recorder:
    """`play_game`'s watcher: each move with the cells it changed."""

    def __init__(self, game: Game, seconds: float):
        self.game = game
        self.prev = game.board.cells.copy()
        self.moves: list[dict] = []
        self.deadline = time.monotonic() + seconds
        self.seconds = seconds
        # the first click is no fallback's: it gets what every fallback estimates for a
        # tile it knows nothing about, the mine density
        self.first_p = game.mines / (game.rows * game.cols)

    def __call__(self, move) -> None:
        cells = self.game.board.cells
        changed = np.argwhere(cells != self.prev)
        self.prev = cells.copy()
        p = self.first_p if move.position == 0 and move.reason == "guess" else move.probability
        r, c = (int(x) for x in move.tile)
        self.moves.append({"row": r, "col": c, "action": move.action, "reason": move.reason,
                           "p": p, "position": move.position,
                           "changes": [[int(a), int(b), int(cells[a, b])] for a, b in changed]})
        if time.monotonic() > self.deadline:
            raise InputError(f"the game took more than {self.seconds:g} s; try a smaller board")


class BoardService:
    """The rule players (one per fallback), the explainer, and the page's requests."""

    def __init__(self, rules):
        from examples_gen.explain import Explainer

        self.rules = [str(p) for p in rules]
        self._players: dict = {}
        first = self.player("local", 0)        # reads the rule files through the theory check
        self.clauses = {c.name: c for c in first.engine.rules}
        self.files = dict(first.engine.file_of)
        self.explainer = Explainer()

    def player(self, fallback: str, seed: int):
        """The rule player of `fallback`, seeded as `ilp play --seed seed` seeds it."""
        from examples_gen.rule_player import RuleStrategy

        p = self._players.get(fallback)
        if p is None:
            p = self._players[fallback] = RuleStrategy(self.rules, fallback=fallback, seed=0)
        p.seed = int(seed)
        return p

    def describe(self) -> dict:
        return {"rules": [{"name": c.name, "target": c.head.split("/")[0], "text": c.text,
                           "comment": c.comment(), "file": self.files.get(c.name, "")}
                          for c in self.clauses.values()]}

    # watching ------------------------------------------------------------------------------
    def watch(self, spec: GameSpec) -> dict:
        """Game 0 of `spec`, played by the rules: every move, with its reason and the cells it
        changed, the mines, and the game's figures (those of `ilp play --games 1`)."""
        from examples_gen.players import play_game

        game, rng = new_game(spec)
        recorder = _Recorder(game, GAME_SECONDS)
        record = play_game(game, self.player(spec.fallback, spec.seed), spec.first_click, rng,
                           on_move=recorder)
        return {"game": spec.__dict__, "result": "won" if record.won else "lost",
                "moves": recorder.moves, "mines_at": np.argwhere(game.mines_at()).tolist(),
                "record": {"won": record.won, "moves": record.moves, "guesses": record.guesses,
                           "rule_moves": dict(sorted(record.rule_moves.items()))}}

    # a person's own game -------------------------------------------------------------------
    def play(self, spec: GameSpec, actions: list) -> dict:
        """Replay a person's game of `spec` (the same deal as the watched one: game 0 of the
        seed) through `actions` ([action, row, col], action reveal, flag or unflag); the last
        action is labelled: the rule that proves it, or a guess with the fallback's mine
        probability of its tile."""
        if not actions or len(actions) > MAX_ACTIONS:
            raise InputError(f"a game is 1 to {MAX_ACTIONS} actions, got {len(actions)}")
        game, _ = new_game(spec)
        last = None
        for k, (action, r, c) in enumerate(actions):
            if action not in ACTIONS:
                raise InputError(f"unknown action {action!r} (expected {', '.join(ACTIONS)})")
            if not (0 <= r < spec.rows and 0 <= c < spec.cols):
                raise InputError(f"tile [{r}, {c}] is off the {spec.rows}x{spec.cols} board")
            if game.over:
                raise InputError(f"action {k + 1}: the game is over")
            if k == len(actions) - 1:
                last = self._label(game.board, action, (r, c), spec)
            {"reveal": game.open, "flag": game.flag, "unflag": game.unflag}[action](r, c)
        result = "won" if game.won else "lost" if game.lost else "playing"
        out = {"cells": cells_of(game.board), "result": result, "last": last}
        if game.over:
            out["mines_at"] = np.argwhere(game.mines_at()).tolist()
        return out

    def _label(self, board: Board, action: str, tile, spec: GameSpec) -> dict:
        label = {"row": tile[0], "col": tile[1], "action": action}
        if action == "unflag" or int(board.cells[tile]) != HIDDEN:
            return label | {"reason": None}
        cl = self.player(spec.fallback, spec.seed).classify(board)
        proved = dict(cl.safe if action == "reveal" else cl.mine)
        if tile in proved and tile not in cl.conflicts:
            return label | {"reason": proved[tile]}
        prob = self.probabilities(board, spec.fallback)["probability"]
        return label | {"reason": "guess", "p": prob[tile[0]][tile[1]]}

    # hints and explanations ----------------------------------------------------------------
    def hint(self, board: Board, fallback: str, seed: int) -> dict:
        """What the rule player would do on `board`: a tile a rule proves (a safe one first),
        explained; else the fallback's guess, with its probabilities."""
        if not (np.asarray(board.cells) == HIDDEN).any():
            raise InputError("no hidden tile left to decide")
        player = self.player(fallback, seed)
        d = player.decide(board)
        out = classification_json(player.last)
        if d.safe or d.mine:
            tile, action = (d.safe[0], "reveal") if d.safe else (d.mine[0], "flag")
            rule = d.rule_of[tile]
            out["move"] = {"row": tile[0], "col": tile[1], "action": action, "reason": rule}
            out["explanation"] = self.explain(board, rule, tile)
        else:
            r, c = d.guess
            out["move"] = {"row": r, "col": c, "action": "reveal", "reason": "guess",
                           "p": d.guess_p}
            if fallback == "lookahead":         # why, as ilp advise says it
                from examples_gen.lookahead import lookahead_advice
                why = lookahead_advice(board)
                if why is not None and tuple(why["tile"]) == (r, c):
                    out["move"]["why"] = why["text"]
            out["probabilities"] = self.probabilities(board, fallback)
        return out

    def explain(self, board: Board, rule: str, tile) -> dict:
        """The proof of clause `rule` for `tile` on `board` (examples_gen.explain)."""
        clause = self.clauses.get(rule)
        if clause is None:
            raise InputError(f"unknown rule {rule!r} (the rules are {', '.join(self.clauses)})")
        r, c = (int(x) for x in tile)
        if not (0 <= r < board.rows and 0 <= c < board.cols) or board.cells[r, c] != HIDDEN:
            raise InputError(f"tile [{r}, {c}] is not a hidden tile of the board")
        out = self.explainer.explain(clause, board, (r, c))
        return out | {"comment": clause.comment(), "clause": clause.text}

    def probabilities(self, board: Board, fallback: str) -> dict:
        """The fallback's mine probability of every hidden, unflagged tile (None elsewhere):
        exact for csp (local ones when the solver refuses the board), MIO's local ones for
        local, the mine density for random; a fallback with its own `probabilities(board)`
        (a later one) answers itself."""
        from examples_gen.board import BoardError
        from examples_gen.fallbacks import density, local_probabilities

        fb = self.player(fallback, 0).fallback
        exact = False
        if fallback in ("csp", "lookahead"):       # both guess on the exact probabilities
            from examples_gen.csp import solve
            try:
                prob, exact = np.asarray(solve(board).probability, dtype=float), True
            except BoardError:
                prob = local_probabilities(board)
        elif fallback == "local":
            prob = local_probabilities(board)
        elif hasattr(fb, "probabilities"):
            prob = np.asarray(fb.probabilities(board), dtype=float)
        else:
            prob = np.where(board.cells == HIDDEN, density(board), np.nan)
        hidden = np.asarray(board.cells) == HIDDEN
        grid = [[float(prob[r, c]) if hidden[r, c] else None for c in range(board.cols)]
                for r in range(board.rows)]
        return {"fallback": fallback, "exact": exact, "probability": grid}

    # pasted boards -------------------------------------------------------------------------
    def analyse(self, text: str, source: str, fallback: str, seed: int) -> dict:
        """The boards of a pasted board file, refused as the CLI refuses them (the same
        message), each with what the rules conclude on it."""
        if len(text) > MAX_TEXT:
            raise InputError(f"{source}: more than {MAX_TEXT} characters")
        for k, b in enumerate(parse_boards(text, source), start=1):
            check_size(b.rows, b.cols, f"{source}: board {k}")
        boards = parse_checked_boards(text, source)
        player = self.player(fallback, seed)
        out = [{"rows": b.rows, "cols": b.cols, "mines": b.mines, "cells": cells_of(b),
                **classification_json(player.classify(b))} for b in boards[:MAX_BOARDS]]
        return {"boards": out, "total": len(boards)}
