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

The zones, widened or not, are the background's own (examples_gen.background.zones).
"""

from __future__ import annotations

import argparse
import json

from common import BOARDS, fresh_examples

from examples_gen.background import zones
from examples_gen.zone import constraints, satisfiable

HOPS = {"zone": 0, "zone+1": 1, "zone+2": 2}


def ceiling(target, board_kind, seed, n, flag_fraction):
    es = fresh_examples(target, board_kind, seed, n, flag_fraction)
    certain = [e for e in es.examples if e.positive]
    decided = dict.fromkeys(HOPS, 0)
    opposite = 1 if target == "safe" else 0
    widened = {}                          # (board id, hops) -> {tile: zone}
    for e in certain:
        board = es.boards[e.board_id]
        for name, hops in HOPS.items():
            key = (e.board_id, hops)
            if key not in widened:
                widened[key] = zones(board, hops)
            zone = widened[key].get(e.tile, [])
            if not satisfiable(constraints(zone), e.tile, opposite):
                decided[name] += 1
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
