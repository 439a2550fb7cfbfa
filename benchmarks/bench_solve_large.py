"""Benchmark of the exact solver on big boards, its refusal bound, and `ilp solve` on many boards.

1. In-process `examples_gen.csp.solve` (component cache cleared) on:
   - positions of real play: 100x100 and 200x200 games at 12-20% mines, opened at many
     scattered zero tiles (at 12% the frontier is one network of ~5,000 tiles around many
     hidden islands; fixing the tiles single numbers force splits it);
   - a 200x200 "snake": rows 1, 4, 7, ... revealed and joined at alternating ends, mines on a
     checkerboard, so the hidden tiles along them stay one component of ~26,000 tiles (the old
     recursive search died here with RecursionError);
   - a 40x40 board with 25% mines and 30% of its tiles revealed at random: past the complexity
     bound, it must be refused (TooComplexError) within seconds.
   Each line gives the largest frontier component and the largest left to count after the
   forced tiles are fixed, the seconds, and a sanity check (the probabilities add up to the
   mines left).
2. With ``--many N``: N mid-game positions (8x8, 16x16 and 16x30 games of the CSP player) in one
   file, through ``ilp solve FILE --json`` end to end: seconds and peak memory of the command.

Targets: every big board in under 5 s; the refusal in under 5 s; ``--many`` in memory that does
not grow with N.

    .venv/bin/python benchmarks/bench_solve_large.py [--many 20000] [--seed 0]
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from examples_gen import csp  # noqa: E402
from examples_gen.big_boards import scattered_board, snake_board  # noqa: E402
from examples_gen.board import format_board  # noqa: E402
from examples_gen.game import PRESETS, Game  # noqa: E402
from examples_gen.grid import HIDDEN, Board, neighbour_table  # noqa: E402
from examples_gen.players import CspStrategy  # noqa: E402


def scattered_numbers(size, density, reveal, seed):
    """Numbers revealed at random over a block: wide components, past the bound."""
    rng = np.random.default_rng(seed)
    n, mines = size * size, int(size * size * density)
    layout = np.zeros(n, dtype=bool)
    layout[rng.choice(n, size=mines, replace=False)] = True
    nb = neighbour_table(size, size)
    cells = np.full(n, HIDDEN, dtype=np.int8)
    for i in range(n):
        if not layout[i] and rng.random() < reveal:
            cells[i] = sum(layout[j] for j in nb[i])
    return Board(size, size, mines, cells.reshape(size, size))


def component_sizes(board):
    """(largest frontier component, largest left to count once the forced tiles are fixed)."""
    cells = board.cells.reshape(-1).tolist()
    cons = csp.build_constraints(cells, board.rows, board.cols)
    raw = max((len(order) for order, _ in csp._components(cons)), default=0)
    try:
        comps = csp._board_parts(cells, board.rows, board.cols, board.mines, cons)[0]
    except csp.TooComplexError:
        return raw, None
    return raw, max((len(c.order) for c in comps), default=0)


def time_solve(name, board):
    csp.clear_cache()
    raw, left = component_sizes(board)
    sizes = f"components {raw:5d} -> {left if left is not None else '?':>5}"
    csp.clear_cache()
    start = time.perf_counter()
    try:
        a = csp.solve(board)
    except csp.TooComplexError as err:
        print(f"{name:34s} {sizes}: refused in {time.perf_counter() - start:5.2f} s ({err})",
              flush=True)
        return
    secs = time.perf_counter() - start
    total = float(np.nansum(a.probability))
    ok = "ok" if abs(total - board.mines_left) < 1e-6 * max(1, board.mines_left) else "WRONG SUM"
    print(f"{name:34s} {sizes}: {secs:5.2f} s, {len(a.safe)} safe, {len(a.mine)} mines, "
          f"probabilities sum to {total:.6f} of {board.mines_left} ({ok})", flush=True)


def midgame(n, seed):
    """n positions met by the CSP player in 8x8/10, 16x16/40 and 16x30/99 games."""
    strat = CspStrategy()
    rng = np.random.default_rng(seed)
    out = []
    while len(out) < n:
        rows, cols, mines = PRESETS[("classic-beginner", "intermediate", "expert")[len(out) % 3]]
        g = Game(rows, cols, mines, rng, "safe")
        g.open(0, 0)
        while not g.over and len(out) < n:
            if rng.random() < 0.3:
                out.append(format_board(g.board))
            d = strat.decide(g.board)
            cells = g.board.cells
            acted = False
            for r, c in d.mine:
                if cells[r, c] == HIDDEN:
                    g.flag(r, c)
                    acted = True
            for r, c in d.safe:
                if cells[r, c] == HIDDEN:
                    acted = True
                    if not g.open(r, c) or g.won:
                        break
            if not acted and not g.over:
                g.open(*d.guess)
    return out


def time_many(n, seed):
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "boards.txt"
        path.write_text("\n".join(midgame(n, seed)))
        # the command reports its own peak memory on exit (stdout is the JSON)
        code = ("import atexit, resource, sys; atexit.register(lambda: sys.stderr.write("
                "f'maxrss {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss}\\n')); "
                "from ilp.cli import main; sys.exit(main())")
        start = time.perf_counter()
        with open(Path(tmp) / "out.json", "wb") as out:
            proc = subprocess.run([sys.executable, "-c", code, "solve", str(path), "--json"],
                                  stdout=out, stderr=subprocess.PIPE, text=True, check=True,
                                  cwd=ROOT)
        secs = time.perf_counter() - start
        peak = int(proc.stderr.split("maxrss ")[-1]) / 1024
        size = (Path(tmp) / "out.json").stat().st_size / 1e6
    print(f"ilp solve --json on {n} mid-game boards: {secs:.1f} s ({n / secs:.0f} boards/s), "
          f"{size:.0f} MB of JSON, peak memory {peak:.0f} MB", flush=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--many", type=int, default=0, help="boards for the end-to-end run (0: skip)")
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()
    s = args.seed
    if args.many:  # first: a child's peak memory counts the parent's at the time it starts
        time_many(args.many, s)
    time_solve("100x100/2060, 150 openings", scattered_board(100, 100, 2060, 150, s + 1)[0])
    time_solve("200x200/8250, 400 openings", scattered_board(200, 200, 8250, 400, s + 1)[0])
    time_solve("200x200/6000, 300 openings", scattered_board(200, 200, 6000, 300, s + 2)[0])
    time_solve("200x200/4800, 300 openings", scattered_board(200, 200, 4800, 300, s + 3)[0])
    time_solve("200x200 checkerboard snake", snake_board(200, 200)[0])
    time_solve("40x40/400, 30% revealed at random", scattered_numbers(40, 0.25, 0.3, s))

if __name__ == "__main__":
    main()
