"""Labeled examples per second (one process, one core), on 8x8 boards with 10 mines unless
told otherwise.

    .venv/bin/python benchmarks/bench_examples.py [--examples N] [--labels truth|exact|zone]
        [--boards MIX] [--profile]

Target: >= 2000 labeled examples/s (8x8/10). Counts the whole pipeline of generate_examples
(CSP play, recording, labeling, contradiction removal) and, separately, writing the Prolog
facts.  `--labels zone --boards classic-beginner,intermediate --examples 2000` is one
validation sample of active learning (the server's defaults).
"""

import argparse
import cProfile
import pstats
import sys
import time


from examples_gen.examples import generate_examples


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--examples", type=int, default=20000)
    ap.add_argument("--labels", choices=["truth", "exact", "zone"], default=None,
                    help="one labeling (default: all three)")
    ap.add_argument("--boards", default="8x8/10", help="board mix (comma-separated)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--profile", action="store_true")
    a = ap.parse_args()
    for labels in ([a.labels] if a.labels else ["truth", "exact", "zone"]):
        prof = cProfile.Profile() if a.profile else None
        t0 = time.perf_counter()
        if prof:
            prof.enable()
        es = generate_examples("safe", n_examples=a.examples, board_mix=a.boards.split(","),
                               labels=labels, seed=a.seed)
        t1 = time.perf_counter()
        facts = es.facts_text()
        t2 = time.perf_counter()
        if prof:
            prof.disable()
        n = len(es.examples)
        print(f"{a.boards} {labels:5s}: {n} examples ({len(es.pos)} pos) from {len(es.boards)} states, "
              f"{es.stats['games']} games: {t1 - t0:.2f} s = {n / (t1 - t0):,.0f} examples/s; "
              f"facts {len(facts) / 1e6:.1f} MB in {t2 - t1:.2f} s "
              f"({n / (t2 - t0):,.0f} examples/s with facts)")
        if prof:
            pstats.Stats(prof, stream=sys.stderr).sort_stats("cumulative").print_stats(15)


if __name__ == "__main__":
    main()
