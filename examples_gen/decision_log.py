"""Every decision of a rule player over a fixed set of games, to check that a change of the
rule engine leaves play exactly as it was.

A *scenario* names the games: rule files, board size, first move and click, fallback,
inference limit, games and seed (the same per-game seeds as ``players.play_match``).  `record`
plays them and keeps, for every position the player classified, what the rules concluded
(each safe and mine tile with the first clause that fired, in the engine's order) and the
guess when nothing fired; and per game whether it was won and its moves.  `replay` plays the
same games with the code of today and returns the first difference (None when there is none).
The fixture tests/fixtures/play_decisions.json.gz was written by
``benchmarks/record_decisions.py`` before the engine was made faster.
"""

from __future__ import annotations

import gzip
import json
from dataclasses import asdict, dataclass, field
from pathlib import Path

import numpy as np

from examples_gen.game import Game
from examples_gen.players import Decision, Strategy, play_game
from examples_gen.rule_player import RuleStrategy
from examples_gen.rules_engine import DEFAULT_INFERENCE_LIMIT

ROOT = Path(__file__).resolve().parent.parent


@dataclass
class Scenario:
    name: str
    rules: list[str]                 # paths relative to the repository root
    rows: int = 8
    cols: int = 8
    mines: int = 10
    first_move: str = "safe"
    first_click: str = "corner"
    fallback: str = "local"
    games: int = 100
    seed: int = 1
    inference_limit: int = DEFAULT_INFERENCE_LIMIT
    extra: dict = field(default_factory=dict)     # further RuleStrategy arguments


class _Recorder(Strategy):
    """A RuleStrategy that writes down each position's classification and guess."""

    def __init__(self, inner: RuleStrategy):
        self.inner = inner
        self.log: list[str] = []

    def decide(self, board) -> Decision:
        d = self.inner.decide(board)
        cl = self.inner.last
        self.log.append(encode(cl.safe, cl.mine, d.guess))
        return d


def encode(safe, mine, guess) -> str:
    """One position as a line: `S r,c,name ...|M r,c,name ...|G r,c` (order kept)."""
    s = " ".join(f"{r},{c},{n}" for (r, c), n in safe)
    m = " ".join(f"{r},{c},{n}" for (r, c), n in mine)
    g = "" if guess is None else f"{guess[0]},{guess[1]}"
    return f"S {s}|M {m}|G {g}"


def strategy(sc: Scenario) -> RuleStrategy:
    return RuleStrategy([str(ROOT / r) for r in sc.rules], fallback=sc.fallback, seed=sc.seed,
                        inference_limit=sc.inference_limit, **sc.extra)


def play(sc: Scenario, player: RuleStrategy | None = None):
    """Yield (positions, won, moves) for each game of the scenario."""
    own = player is None
    player = strategy(sc) if own else player
    rec = _Recorder(player)
    try:
        for ss in np.random.SeedSequence(sc.seed).spawn(sc.games):
            rng = np.random.default_rng(ss)
            game = Game(sc.rows, sc.cols, sc.mines, rng, sc.first_move)
            rec.log = []
            r = play_game(game, rec, sc.first_click, rng)
            yield rec.log, bool(r.won), int(r.moves)
    finally:
        if own:
            player.engine.close()


def record(scenarios) -> dict:
    out = []
    for sc in scenarios:
        games = [{"positions": p, "won": w, "moves": m} for p, w, m in play(sc)]
        out.append({"scenario": asdict(sc), "games": games})
    return {"scenarios": out}


def replay(entry: dict, player: RuleStrategy | None = None) -> str | None:
    """The first difference between the recorded games of `entry` and today's play."""
    sc = Scenario(**entry["scenario"])
    for k, ((pos, won, moves), want) in enumerate(zip(play(sc, player), entry["games"])):
        for i, (got, exp) in enumerate(zip(pos, want["positions"])):
            if got != exp:
                return f"{sc.name}: game {k}, position {i}:\n  recorded {exp}\n  today    {got}"
        if len(pos) != len(want["positions"]) or (won, moves) != (want["won"], want["moves"]):
            return (f"{sc.name}: game {k}: recorded {len(want['positions'])} positions, won "
                    f"{want['won']}, {want['moves']} moves; today {len(pos)}, {won}, {moves}")
    return None


def save(data: dict, path) -> None:
    text = json.dumps(data, separators=(",", ":")).encode("utf-8")
    with open(path, "wb") as raw, gzip.GzipFile(fileobj=raw, mode="wb", mtime=0) as f:
        f.write(text)            # mtime 0: the same games give the same bytes


def load(path) -> dict:
    with gzip.open(path, "rt", encoding="utf-8") as f:
        return json.load(f)
