"""Record every decision of the rule player on a fixed set of games (examples_gen.decision_log)
into tests/fixtures/play_decisions.json.gz, which tests/test_play_decisions.py replays.

    .venv/bin/python benchmarks/record_decisions.py [--out PATH] [--only NAME,...]

Run it only to record what the engine decides at a given commit (it was run before the rule
engine was made faster); the test then holds every later engine to those decisions.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from examples_gen.decision_log import Scenario, record, save  # noqa: E402

ACTIVE = ["background/learned/SAFE_active.pl", "background/learned/MINE_active.pl"]
PASSIVE = ["background/learned/SAFE.pl", "background/learned/MINE.pl"]
FIX = "tests/fixtures/"

SCENARIOS = [
    # ilp play --rules SAFE_active --rules MINE_active --games 200 --seed 1 (the defaults)
    Scenario("active-8x8-seed1", ACTIVE, games=200, seed=1),
    # the same with --seed 0: 156 wins, 5513 moves
    Scenario("active-8x8-seed0", ACTIVE, games=200, seed=0),
    Scenario("active-8x8-any-random", ACTIVE, first_move="any", first_click="random",
             games=100, seed=2),
    Scenario("active-8x8-csp", ACTIVE, fallback="csp", games=50, seed=3),
    Scenario("active-16x16", ACTIVE, rows=16, cols=16, mines=40, games=20, seed=1),
    Scenario("active-16x30", ACTIVE, rows=16, cols=30, mines=99, games=5, seed=1),
    Scenario("passive-8x8", PASSIVE, games=100, seed=1),
    Scenario("mio-8x8", [FIX + "mio_rules.pl"], games=100, seed=1),
    Scenario("mio-16x16", [FIX + "mio_rules.pl"], rows=16, cols=16, mines=40, games=10, seed=1),
    Scenario("safe-8x8", [FIX + "safe_rules.pl"], games=50, seed=1),
    Scenario("mine-8x8", [FIX + "mine_rules.pl"], games=50, seed=1),
    Scenario("order-8x8", [FIX + "order_rules.pl"], games=50, seed=1),
    Scenario("safe+order-8x8", [FIX + "safe_rules.pl", FIX + "order_rules.pl"], games=50, seed=4),
    # the global rule fires once the mine rules have flagged every mine
    Scenario("order+mine-8x8", [FIX + "order_rules.pl", ACTIVE[1]], games=50, seed=5),
    Scenario("subset-8x8", [FIX + "subset_rules.pl"], games=100, seed=1),
    Scenario("unsound-8x8-random", [FIX + "unsound_rules.pl"], fallback="random", games=50, seed=1),
    Scenario("runaway-8x8", [FIX + "runaway_rules.pl"], inference_limit=20_000, games=20, seed=1),
]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default="tests/fixtures/play_decisions.json.gz")
    ap.add_argument("--only", default="", help="comma-separated scenario names")
    a = ap.parse_args()
    only = set(filter(None, a.only.split(",")))
    scs = [s for s in SCENARIOS if not only or s.name in only]
    data = {"scenarios": []}
    for sc in scs:
        t = time.perf_counter()
        part = record([sc])["scenarios"][0]
        g = part["games"]
        print(f"{sc.name}: {len(g)} games, {sum(x['won'] for x in g)} won, "
              f"{sum(x['moves'] for x in g)} moves, "
              f"{sum(len(x['positions']) for x in g)} positions, "
              f"{time.perf_counter() - t:.1f} s", file=sys.stderr)
        data["scenarios"].append(part)
    save(data, a.out)


if __name__ == "__main__":
    main()
