#!/usr/bin/env python
"""Where to click second: the lookahead player with its second click forced, on the games whose
safe first click in the corner shows a given number (issue 24: is the opening where its guess
loses?).

    .venv/bin/python benchmarks/bench_second_click.py --shows 1 --games 20000 --seed 7 \\
        --tiles default,0:29,15:29,2:2,0:3

Games are dealt as ``ilp play --preset expert --first-move safe`` deals them (``--seed``); those
whose corner (0, 0) shows ``--shows`` are played once per tile of ``--tiles`` (``default``: the
player's own choice), the second click forced there and the rest of the game the lookahead
player's.  Prints per tile the wins on those games, then each tile paired game by game with the
first: games won only with it / only with the first (sign-test z).
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import time

import numpy as np

from examples_gen.game import PRESETS, Game
from examples_gen.grid import HIDDEN
from examples_gen.lookahead_player import LookaheadStrategy
from examples_gen.players import play_game


class SecondClickAt(LookaheadStrategy):
    """The lookahead player, its guess on a board with one tile open forced to `tile`."""

    def __init__(self, tile):
        super().__init__()
        self.tile = tile

    def decide(self, board):
        d = super().decide(board)
        if self.tile is not None and d.guess is not None and (board.cells != HIDDEN).sum() == 1:
            d.guess = self.tile
        return d


def _play(args) -> list[int]:
    """1/0 per game of `seeds` whose corner shows `shows` (the others are left out)."""
    tile, shows, preset, seeds = args
    rows, cols, mines = PRESETS[preset]
    player, won = SecondClickAt(tile), []
    for ss in seeds:
        game = Game(rows, cols, mines, np.random.default_rng(ss), "safe")
        game.open(0, 0)
        if game.board.cells[0, 0] != shows:
            continue
        rng = np.random.default_rng(ss)       # the same game again, from its start
        won.append(int(play_game(Game(rows, cols, mines, rng, "safe"), player, "corner",
                                 rng).won))
    return won


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--shows", type=int, default=1, help="the corner's number (1)")
    ap.add_argument("--games", type=int, default=20000, help="games dealt (20000)")
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--preset", default="expert", choices=sorted(PRESETS))
    ap.add_argument("--tiles", default="default,0:29,15:29,2:2,0:3",
                    help="second clicks, ROW:COL or default, comma-separated")
    ap.add_argument("--jobs", type=int, default=2)
    a = ap.parse_args()
    tiles = [None if t == "default" else tuple(int(x) for x in t.split(":"))
             for t in a.tiles.split(",")]
    seeds = np.random.SeedSequence(a.seed).spawn(a.games)
    chunks = [seeds[i:i + 250] for i in range(0, a.games, 250)]
    won = {}
    with multiprocessing.get_context("spawn").Pool(a.jobs) as pool:
        for tile in tiles:
            start = time.perf_counter()
            won[tile] = [w for part in pool.map(_play, [(tile, a.shows, a.preset, c)
                                                        for c in chunks]) for w in part]
            n = len(won[tile])
            print(f"{tile or 'default'}: {sum(won[tile])} of {n} won "
                  f"({100 * sum(won[tile]) / max(n, 1):.1f}%), {time.perf_counter() - start:.0f} s",
                  flush=True)
    first = won[tiles[0]]
    for tile in tiles[1:]:
        plus = sum(1 for x, y in zip(won[tile], first) if x and not y)
        minus = sum(1 for x, y in zip(won[tile], first) if y and not x)
        z = (plus - minus) / math.sqrt(plus + minus) if plus + minus else 0.0
        print(f"{tile} against {tiles[0] or 'default'}: +{plus} / -{minus} (z = {z:+.1f})")


if __name__ == "__main__":
    main()
