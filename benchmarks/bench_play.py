"""Rule-player throughput: `ilp play` with rule files on one core, and where a game's time goes.

    .venv/bin/python benchmarks/bench_play.py                     # the default theories, 3 runs
    .venv/bin/python benchmarks/bench_play.py --rules R.pl --games 2000 --repeat 5
    .venv/bin/python benchmarks/bench_play.py --phases            # also the split by phase
    .venv/bin/python benchmarks/bench_play.py --repeat 0 --replay # the Prolog call per position

Each run is a cold `ilp play --jobs 1 --json` subprocess (the classic-beginner defaults: 8x8/10,
safe first click in the corner); games/s is games over the `seconds` it reports (the games
themselves, not the start-up), and the figure printed is the median of `--repeat` runs.  Target
(issue 11): 200 games/s with the default theories, the same decisions as the recorded games
(tests/test_play_decisions.py).

`--phases` plays the games once more in this process with the phases timed: the Prolog call per
position (examples_gen.background.classify), the fallback's guesses, and the rest (the game,
the decisions); milliseconds per game.  `--replay` records the positions of a match with their
answers, then asks the rules again on each (the Prolog call alone: microseconds and inferences
a position), checking that every answer is the recorded one; under `valgrind
--tool=callgrind` (less a run with `--replay-max 0`) it gives instructions a position, the
figure to compare changes by on a shared machine.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time

from common import ROOT, ilp, load_average, say

DEFAULT_RULES = [ROOT / "background" / "learned" / "SAFE_active.pl",
                 ROOT / "background" / "learned" / "MINE_active.pl"]


def play_args(rules, games: int, seed: int) -> list[str]:
    args = ["play", "--games", str(games), "--seed", str(seed), "--quiet", "--json", "--jobs", "1"]
    for r in rules:
        args += ["--rules", str(r)]
    return args


def watched_match(rules, games: int, seed: int, watch) -> dict:
    """Play a match in this process with each (owner, name, make) of `watch` replaced by
    make(the original) for its time; the match's summary."""
    from examples_gen.players import play_match

    saved = [(owner, name, getattr(owner, name)) for owner, name, _ in watch]
    for (owner, name, make), (_, _, inner) in zip(watch, saved):
        setattr(owner, name, make(inner))
    try:
        spec = ("examples_gen.rule_player:RuleStrategy",
                {"rules": [str(r) for r in rules], "fallback": "local", "seed": seed})
        return play_match(spec, 8, 8, 10, games=games, seed=seed, jobs=1, progress=False)
    finally:
        for owner, name, inner in saved:
            setattr(owner, name, inner)


def phases(rules, games: int, seed: int) -> dict:
    """Milliseconds per game in each phase, from one match played in this process."""
    from examples_gen import background, rule_player

    spent = {"prolog": 0.0, "fallback": 0.0}
    calls = {"prolog": 0}

    def timed(phase):
        def make(inner):
            def wrapper(*a, **k):
                start = time.perf_counter()
                try:
                    return inner(*a, **k)
                finally:
                    spent[phase] += time.perf_counter() - start
                    calls[phase] = calls.get(phase, 0) + 1
            return wrapper
        return make

    summary = watched_match(rules, games, seed, [
        (background, "classify", timed("prolog")),
        (rule_player.RuleStrategy, "guess", timed("fallback"))])
    per_game = {k: 1000 * v / games for k, v in spent.items()}
    per_game["rest"] = 1000 * summary["seconds"] / games - sum(per_game.values())
    per_game["positions per game"] = calls["prolog"] / games
    return per_game


def replay(rules, games: int, seed: int, limit: int | None) -> dict:
    """The positions of a match asked again, each one Prolog call: microseconds and
    inferences a position, and how many answers differ from the recorded ones."""
    from examples_gen import background
    from ilp.engine import IN, OUT, predicate

    calls = []

    def recording(inner):
        def wrapper(*args):
            calls.append((args, inner(*args)))
            return calls[-1][1]
        return wrapper
    classify = background.classify
    watched_match(rules, games, seed, [(background, "classify", recording)])
    calls = calls[:limit]
    inferences = predicate("user", "statistics", IN, OUT)
    i0, t0 = inferences("inferences"), time.perf_counter()
    differ = sum(classify(*args) != answer for args, answer in calls)
    seconds, i1 = time.perf_counter() - t0, inferences("inferences")
    n = max(1, len(calls))
    return {"positions": len(calls), "us per position": 1e6 * seconds / n,
            "inferences per position": (i1 - i0) / n, "answers that differ": differ}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--rules", action="append", help="rule file (repeat); default: the default theories")
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--phases", action="store_true", help="also time the phases of a game")
    ap.add_argument("--replay", action="store_true",
                    help="also ask the rules again on the positions of a match (per position)")
    ap.add_argument("--replay-max", type=int, default=None,
                    help="replay at most this many positions (0 with callgrind: the set-up)")
    a = ap.parse_args(argv)
    rules = a.rules or DEFAULT_RULES
    say(f"load average {load_average():.2f}")
    seconds, wins = [], set()
    for i in range(a.repeat):
        r, _ = ilp(*play_args(rules, a.games, a.seed))
        if r.returncode != 0:
            sys.stderr.write(r.stderr)
            raise SystemExit(f"ilp play failed (exit {r.returncode})")
        out = json.loads(r.stdout)
        seconds.append(out["seconds"])
        wins.add(out["wins"])
        say(f"run {i + 1}: {out['seconds']:.2f} s, {out['wins']} wins")
    if seconds:                    # --repeat 0: only the in-process measures
        median = statistics.median(seconds)
        print(f"{a.games} games x {a.repeat} runs: median {median:.2f} s "
              f"({min(seconds):.2f}-{max(seconds):.2f}) = {a.games / median:.0f} games/s; "
              f"wins {sorted(wins)} (target: 200 games/s)")
    if a.phases:
        for k, v in phases(rules, a.games, a.seed).items():
            print(f"  {k}: {v:.2f}" + ("" if k.startswith("positions") else " ms/game"))
    if a.replay:
        for k, v in replay(rules, a.games, a.seed, a.replay_max).items():
            print(f"  {k}: {v if isinstance(v, int) else f'{v:.1f}'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
