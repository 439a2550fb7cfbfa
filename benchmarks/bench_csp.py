"""Benchmark of the exact CSP player and solver (one core).

Prints, for classic-beginner 8x8/10 and expert 16x30/99 with a safe first click in the corner:
the win rate with its 95% Wilson interval and games per second; then the time of `ilp solve`
on mid-game positions (in-process per board, and the whole command end to end).

Targets: win rate >= 79% on 8x8/10 (CSP-PGMS 79.9%) and >= 36% on expert;
>= 200 games/s on 8x8/10 and >= 10 games/s on expert.

    .venv/bin/python benchmarks/bench_csp.py [--games 10000] [--expert-games 2000] [--seed 0]
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np


from examples_gen.board import write_boards
from examples_gen import csp
from examples_gen.csp import solve
from examples_gen.game import PRESETS, Game
from examples_gen.players import CspStrategy, play_match


def match(name, games, seed):
    rows, cols, mines = PRESETS[name]
    s = play_match(("csp", {}), rows, cols, mines, "safe", "corner", games, seed, jobs=1,
                   progress=sys.stderr.isatty())
    lo, hi = s["ci95"]
    rate = s["games"] / s["seconds"]
    print(f"{name:17s} {rows}x{cols}/{mines}: {s['wins']}/{s['games']} won = "
          f"{100 * s['win_rate']:.2f}% (95% CI {100 * lo:.2f}-{100 * hi:.2f}%), "
          f"{rate:.1f} games/s, {s['seconds']:.1f} s, {s['guesses'] / s['games']:.2f} guesses/game",
          flush=True)
    return s


def midgame_positions(n, seed):
    """Expert positions taken where the CSP player has to run the full solver or guess."""
    strat = CspStrategy()
    boards = []
    rng = np.random.default_rng(seed)
    while len(boards) < n:
        g = Game(16, 30, 99, rng, "safe")
        g.open(0, 0)
        step = 0
        while not g.over:
            d = strat.decide(g.board)
            if d.guess is not None and step % 2 == 0:
                boards.append(g.board.copy())
            step += 1
            for t in d.mine:
                g.flag(*t)
            for t in d.safe:
                if not g.over:
                    g.open(*t)
            if d.guess is not None:
                g.open(*d.guess)
    return boards[:n]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=10000, help="8x8/10 games")
    ap.add_argument("--expert-games", type=int, default=2000, help="expert games")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--positions", type=int, default=200, help="expert positions for the solve timing")
    args = ap.parse_args()
    print(f"CSP player, safe first click in the corner, seed {args.seed}, one core "
          f"(load average {os.getloadavg()[0]:.1f})")
    match("classic-beginner", args.games, args.seed)
    match("expert", args.expert_games, args.seed)

    boards = midgame_positions(args.positions, args.seed)
    csp.clear_cache()  # time the solver itself, not its per-component cache
    t = time.perf_counter()
    for b in boards:
        solve(b)
    per = (time.perf_counter() - t) / len(boards)
    print(f"solve(): {len(boards)} expert mid-game positions, {1000 * per:.2f} ms per board")
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "boards.txt"
        write_boards(path, boards)
        ilp = [sys.executable, "-c", "import sys; from ilp.cli import main; sys.exit(main())"]
        t = time.perf_counter()
        proc = subprocess.run(ilp + ["solve", str(path), "--json"], capture_output=True, text=True)
        wall = time.perf_counter() - t
        one = Path(tmp) / "one.txt"
        write_boards(one, boards[:1])
        t = time.perf_counter()
        subprocess.run(ilp + ["solve", str(one), "--json"], capture_output=True, text=True, check=True)
        wall1 = time.perf_counter() - t
    assert proc.returncode == 0, proc.stderr
    print(f"ilp solve --json: {len(boards)} boards in {wall:.2f} s end to end "
          f"(one board: {wall1:.2f} s, mostly start-up)")


if __name__ == "__main__":
    main()
