"""Strategies (the `Decision`/`Strategy` interface), the game loop and the match runner.

A *move* is one open or flag action; a *guess* is an open not known to be safe (the first click
counts as a guess). Every game gets its own seed from ``numpy.random.SeedSequence(seed).spawn``,
so a match's results do not depend on how many worker processes play it.

Strategies are named in a picklable *spec* ``(name, kwargs)``; `make_strategy` turns a spec into
a `Strategy` inside each worker, through the `STRATEGIES` registry. A name of the form
``"package.module:factory"`` is imported lazily, so strategies defined elsewhere (e.g. rule-based
players holding one Prolog engine per process) plug in without this module importing them.
"""

from __future__ import annotations

import math
import multiprocessing
import os
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Callable

import numpy as np

from examples_gen.board import HIDDEN, Board
from examples_gen.csp import build_constraints, solve_flat
from examples_gen.fallbacks import lowest
from examples_gen.game import Game, validate_size
from ilp.errors import InputError
from ilp.loader import load_object
from ilp.procs import stops_reach_parent, worker_setup

Tile = tuple[int, int]
FIRST_CLICKS = ("corner", "center", "random", "auto")   # auto: the strategy's own first click


@dataclass
class Decision:
    safe: list[Tile]
    mine: list[Tile]
    guess: Tile | None
    rule_of: dict[Tile, str] = field(default_factory=dict)
    guess_p: float | None = None    # the strategy's estimate that the guess holds a mine


@dataclass
class Move:
    """One move of a game, as `play_game` reports it to a watcher (the board page)."""
    action: str                 # "reveal" or "flag"
    tile: Tile
    reason: str                 # the rule that decided it (Decision.rule_of), or "guess"
    probability: float | None   # a guess's Decision.guess_p (None for the first click)
    position: int               # the moves made before the position it was decided on


class Strategy:
    def decide(self, board: Board) -> Decision:  # pragma: no cover - interface
        raise NotImplementedError


class CspStrategy(Strategy):
    """The exact CSP player.

    1. Cheap reasoning first: a number whose remaining mines are 0 makes its hidden neighbours
       safe; one whose remaining mines equal its hidden neighbours makes them mines.
    2. Otherwise the exact solver (`examples_gen.csp`); every tile with probability exactly 0
       is opened and every tile with probability exactly 1 flagged.
    3. Otherwise guess the tile with the lowest mine probability (exact ties: the counts share
       one denominator), with examples_gen.fallbacks.lowest.  Ties are broken by ``tie_break``:

       - ``"corner"`` (default): prefer tiles on more board edges (corners, then edges), then
         tiles with more revealed neighbours; corners are more likely to be zeros and open
         ground; then row-major order.
       - ``"frontier"``: prefer tiles next to revealed numbers (closest to the frontier, as in
         HCSP), then corners/edges; then row-major.
       - ``"first"``: row-major order.

       Measured on 8x8/10, safe first click in the corner, seed 0 (see benchmarks/bench_csp.py).
    All certain tiles are reported with rule name ``"csp"``.
    """

    TIE_BREAKS = {"corner": ("corner", "revealed"), "frontier": ("frontier", "corner"),
                  "first": ()}

    def __init__(self, tie_break: str = "corner"):
        if tie_break not in self.TIE_BREAKS:
            raise InputError(f"unknown tie-break {tie_break!r}")
        self.tie_break = tie_break

    def decide(self, board: Board) -> Decision:
        rows, cols = board.rows, board.cols
        cons = build_constraints(board.cells, rows, cols)
        safe, mine = set(), set()
        for need, hid in cons:
            if need == 0:
                safe.update(hid)
            elif need == len(hid):
                mine.update(hid)
        if not safe and not mine:
            cells = board.cells.reshape(-1).tolist()
            num, total, _ = solve_flat(cells, rows, cols, board.mines, cons)
            for i, x in num.items():
                if x == 0:
                    safe.add(i)
                elif x == total:
                    mine.add(i)
            if not safe and not mine:
                flat = sorted(num)
                tiles = [divmod(i, cols) for i in flat]
                guess = lowest(tiles, [num[i] for i in flat], self.TIE_BREAKS[self.tie_break],
                               board)
                return Decision([], [], guess, {})
        s = [divmod(i, cols) for i in sorted(safe)]
        m = [divmod(i, cols) for i in sorted(mine)]
        rule_of = dict.fromkeys(s, "csp")
        rule_of.update(dict.fromkeys(m, "csp"))
        return Decision(s, m, None, rule_of)


class RandomStrategy(Strategy):
    """Opens certain nothing; guesses a uniformly random hidden tile (a baseline)."""

    def __init__(self, seed: int = 0):
        self.rng = np.random.default_rng(seed)

    def decide(self, board: Board) -> Decision:
        hidden = np.argwhere(board.cells == HIDDEN)
        r, c = hidden[self.rng.integers(len(hidden))]
        return Decision([], [], (int(r), int(c)), {})


# registry -------------------------------------------------------------------------------------
STRATEGIES: dict[str, Callable[..., Strategy]] = {"csp": CspStrategy, "random": RandomStrategy}


def register_strategy(name: str, factory: Callable[..., Strategy]) -> None:
    """Register a strategy factory under `name` (call at import time of the defining module)."""
    STRATEGIES[name] = factory


def make_strategy(spec) -> Strategy:
    """(name, kwargs) -> Strategy; name may be "module:factory" (imported on demand)."""
    name, kwargs = spec
    factory = STRATEGIES.get(name)
    if factory is None and ":" in name:
        factory = load_object(name, "strategy")
    if factory is None:
        raise InputError(f"unknown strategy {name!r} (known: {', '.join(sorted(STRATEGIES))})")
    return factory(**kwargs)


# the game loop --------------------------------------------------------------------------------
@dataclass
class GameRecord:
    won: bool
    moves: int
    guesses: int
    rule_moves: Counter


def first_click_tile(first_click: str, rows: int, cols: int, rng: np.random.Generator) -> Tile:
    if first_click in ("corner", "auto"):    # auto, for a strategy with no first_click method
        return (0, 0)
    if first_click == "center":
        return (rows // 2, cols // 2)
    if first_click == "random":
        return (int(rng.integers(rows)), int(rng.integers(cols)))
    raise InputError(f"unknown first click {first_click!r} (expected one of {', '.join(FIRST_CLICKS)})")


def play_game(game: Game, strategy: Strategy, first_click: str = "corner",
              rng: np.random.Generator | None = None,
              on_move: Callable[[Move], None] | None = None) -> GameRecord:
    """Play one game to the end; `rng` (default: the game's) picks a random first click.

    Certain flags are applied first, then certain opens (skipping tiles already revealed by a
    cascade); when the decision holds nothing new, its guess is opened. A game in which a wrong
    flag leaves no hidden tile to open ends as a loss.  `on_move`, when given, is called after
    each move with its `Move` (to watch a game move by move).
    """
    rng = game.rng if rng is None else rng
    moves, guesses = 1, 1
    rule_moves: Counter = Counter()
    if first_click == "auto" and hasattr(strategy, "first_click"):
        r, c = strategy.first_click(game.rows, game.cols, game.mines, game.first_move)
    else:
        r, c = first_click_tile(first_click, game.rows, game.cols, rng)
    game.open(r, c)
    if on_move is not None:
        on_move(Move("reveal", (r, c), "guess", None, 0))
    cells = game.board.cells
    while not game.over:
        if not (cells == HIDDEN).any():
            break  # only (wrongly) flagged tiles are left: the game cannot be won, a loss
        d = strategy.decide(game.board)
        position = moves
        acted = False
        for (r, c) in d.mine:
            if cells[r, c] == HIDDEN:
                game.flag(r, c)
                moves += 1
                rule = d.rule_of.get((r, c), "unknown")
                rule_moves[rule] += 1
                acted = True
                if on_move is not None:
                    on_move(Move("flag", (r, c), rule, None, position))
        for (r, c) in d.safe:
            if cells[r, c] == HIDDEN:
                moves += 1
                rule = d.rule_of.get((r, c), "unknown")
                rule_moves[rule] += 1
                acted = True
                opened = game.open(r, c)
                if on_move is not None:
                    on_move(Move("reveal", (r, c), rule, None, position))
                if not opened or game.won:
                    break
        if game.over:
            break
        if not acted:
            if d.guess is None or cells[d.guess] != HIDDEN:
                raise RuntimeError(f"strategy gave no usable move (guess {d.guess})")
            moves += 1
            guesses += 1
            game.open(*d.guess)
            if on_move is not None:
                on_move(Move("reveal", tuple(d.guess), "guess", d.guess_p, position))
    return GameRecord(game.won, moves, guesses, rule_moves)


# the match runner -----------------------------------------------------------------------------
def wilson(wins: int, n: int, z: float = 1.959963984540054) -> tuple[float, float]:
    """The Wilson score 95% interval for a binomial proportion."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    den = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    # at 0 (or n) wins the bound is exactly 0 (1); floating point would leave 5.6e-17
    lo = 0.0 if wins == 0 else max(0.0, centre - half)
    hi = 1.0 if wins == n else min(1.0, centre + half)
    return (lo, hi)


_WORKER_STRATEGY: dict = {}


def _play_chunk(args):
    spec, rows, cols, mines, first_move, first_click, seeds = args
    key = repr(spec)
    strat = _WORKER_STRATEGY.get(key)
    if strat is None:
        strat = _WORKER_STRATEGY[key] = make_strategy(spec)
    out = []
    for ss in seeds:
        rng = np.random.default_rng(ss)
        game = Game(rows, cols, mines, rng, first_move)
        rec = play_game(game, strat, first_click, rng)
        out.append((rec.won, rec.moves, rec.guesses, dict(rec.rule_moves)))
    return out


def play_match(strategy_spec, rows: int, cols: int, mines: int, first_move: str = "safe",
               first_click: str = "corner", games: int = 1000, seed: int = 0, jobs: int = 1,
               progress: bool = True, on_progress: Callable[[int], None] | None = None,
               per_game: bool = False) -> dict:
    """Play `games` games; the summary has the shape of `ilp play --json` (contracts §2).
    `on_progress`, when given, is called with the number of games played so far as they
    finish (the board page's progress bar).  `per_game` adds ``won_games``, a string of 0/1
    in game order (benchmarks pair two players game by game with it; the CLI's output does
    not carry it)."""
    validate_size(rows, cols, mines, first_move)
    if first_click not in FIRST_CLICKS:
        raise InputError(f"unknown first click {first_click!r} (expected one of {', '.join(FIRST_CLICKS)})")
    if games <= 0:
        raise InputError(f"--games must be positive, got {games}")
    if seed < 0:
        raise InputError(f"--seed must be non-negative, got {seed}")
    if jobs < 0:
        raise InputError(f"--jobs must be 0 (all cores) or positive, got {jobs}")
    if jobs == 0:
        jobs = os.cpu_count() or 1
    if jobs == 1:  # build it here (fails early on a bad spec); _play_chunk reuses it
        _WORKER_STRATEGY[repr(strategy_spec)] = make_strategy(strategy_spec)
    seeds = np.random.SeedSequence(seed).spawn(games)
    chunk = max(1, min(200, games // (jobs * 8) or 1))
    tasks = [(strategy_spec, rows, cols, mines, first_move, first_click, seeds[i:i + chunk])
             for i in range(0, games, chunk)]
    from tqdm import tqdm
    bar = tqdm(total=games, unit="game", file=sys.stderr, disable=not progress, leave=False)
    wins = moves = guesses = 0
    won_games: list[str] = []
    played = 0
    rule_moves: Counter = Counter()
    start = time.perf_counter()

    def absorb(results):
        nonlocal wins, moves, guesses, played
        for won, mv, gs, rm in results:
            wins += won
            won_games.append("1" if won else "0")
            moves += mv
            guesses += gs
            rule_moves.update(rm)
        bar.update(len(results))
        played += len(results)
        if on_progress is not None:
            on_progress(played)

    def summary() -> dict:
        lo, hi = wilson(wins, played)
        return {"games": played, "wins": wins, "win_rate": wins / played if played else 0.0,
                "ci95": [lo, hi], "moves": moves, "guesses": guesses,
                "rule_moves": dict(sorted(rule_moves.items())),
                "seconds": round(time.perf_counter() - start, 3)}

    try:
        if jobs == 1:
            for t in tasks:
                absorb(_play_chunk(t))
        else:
            stops_reach_parent()        # a worker stopped by a limit stops the match
            ctx = multiprocessing.get_context("spawn")
            with ctx.Pool(jobs, initializer=worker_setup) as pool:
                for res in pool.imap(_play_chunk, tasks):
                    absorb(res)
    except KeyboardInterrupt as stop:   # Ctrl-C, SIGTERM, SIGHUP: the games played so far
        stop.partial = dict(summary(), interrupted=True)
        raise
    finally:
        bar.close()
    out = summary()
    if per_game:
        out["won_games"] = "".join(won_games)
    return out
