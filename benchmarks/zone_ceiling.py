"""The best recall any rule confined to the zone of interest can reach.

    .venv/bin/python benchmarks/zone_ceiling.py [--flag-fraction 0.5] [--n-eval 2000]

For each certain tile of fresh states (the same states as `bench_learn.py`: exact labels, the
CSP player, seed 1001), this asks whether the constraints of the revealed tiles in the tile's
zone of interest (contracts §4) alone force its label: a backtracking search looks for an
assignment of mines to their hidden, unflagged tiles that satisfies every one of those
constraints with the opposite label.  No assignment: the zone decides the tile, and some rule
over the zone's sets could find it; otherwise no rule of that language can.  The same with the
zone widened by one and two more hops (revealed tiles sharing a hidden tile with the zone)
shows what a wider zone would add.  Rules built from `setHasXMines` over the zone of interest
never exceed the first column: it bounds the recall the learner can reach.

The zone is the one written with the board facts (examples_gen/prolog_facts.py), which the
tests check against background/minesweeper.pl's own computation of it.
"""

from __future__ import annotations

import argparse
import json

from common import BOARDS, fresh_examples

from examples_gen.prolog_facts import board_structure
from examples_gen.zone import constraints, satisfiable, zone_of_interest

__all__ = ["ceiling", "constraints", "satisfiable", "widen", "zone_of_interest"]


def widen(board, zone):
    """`zone` plus the revealed tiles that share a hidden, unflagged neighbour with one of it
    (revealed tiles that still have a hidden, unflagged neighbour)."""
    _, rev, fringe = board_structure(board)
    out = set(zone)
    for d in zone:
        for h in rev.get(d, (0, ()))[1]:
            out.update(fringe.get(h, ()))
    return out


def ceiling(target, board_kind, seed, n, flag_fraction):
    es = fresh_examples(target, board_kind, seed, n, flag_fraction)
    certain = [e for e in es.examples if e.positive]
    decided = {"zone": 0, "zone+1": 0, "zone+2": 0}
    opposite = 1 if target == "safe" else 0
    for e in certain:
        board = es.boards[e.board_id]
        zone = zone_of_interest(board, e.tile)
        for name in decided:
            if not satisfiable(constraints(board, zone), e.tile, opposite):
                decided[name] += 1
            zone = widen(board, zone)
    return len(certain), decided


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--targets", default="safe,mine")
    p.add_argument("--eval-seed", type=int, default=1001)
    p.add_argument("--n-eval", type=int, default=2000, help="frontier tiles per board kind")
    p.add_argument("--flag-fraction", type=float, action="append",
                   help="share of the known mines flagged (repeatable; default 0.5 and 1.0)")
    p.add_argument("--json", action="store_true")
    a = p.parse_args()
    rows = []
    for ff in a.flag_fraction or [0.5, 1.0]:
        for target in a.targets.split(","):
            for label, kind in BOARDS.items():
                n, decided = ceiling(target, kind, a.eval_seed, a.n_eval, ff)
                rows.append({"target": target, "board": label, "flag_fraction": ff,
                             "certain": n, **{k: v / n for k, v in decided.items()}})
    if a.json:
        print(json.dumps(rows, indent=1))
        return
    print("| target | board | known mines flagged | certain tiles | zone of interest | zone + 1 hop | zone + 2 hops |")
    print("|---|---|---|---|---|---|---|")
    for r in rows:
        print(f"| {r['target']} | {r['board']} | {100 * r['flag_fraction']:.0f}% | {r['certain']} | "
              f"{100 * r['zone']:.1f}% | {100 * r['zone+1']:.1f}% | {100 * r['zone+2']:.1f}% |")


if __name__ == "__main__":
    main()
