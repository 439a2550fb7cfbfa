#!/usr/bin/env python
"""The lookahead player (issue 24) against the exact CSP baseline and the published figures.

    .venv/bin/python benchmarks/bench_lookahead.py --games 2000 --out results/   # the goals
    .venv/bin/python benchmarks/bench_lookahead.py --games 300 --rows expert-safe --budgets 10,40,160
    .venv/bin/python benchmarks/bench_lookahead.py --games 1000 --rows none --first-clicks 0,0:2,2:3,3

Rows (the issue's goals), each played by every column on the same games (same --seed: the same
mine layouts; seed 0 and 2,000 games are the games of the published baseline,
benchmarks/bench_csp.py):

- ``cb-safe``: 8x8/10, safe first click in the corner (goal >= 82%);
- ``expert-safe``: expert 16x30/99, safe first click in the corner (goal >= 41%);
- ``expert-zero``: expert with the zero rule (the first click opens a zero; goal >= 54%), the
  lookahead player clicking first where it chooses (``--first-click auto``), the baseline in the
  corner (its published setting) and at the lookahead's tile.

Columns: ``csp`` (``ilp play``: the exact CSP player, the baseline), ``lookahead`` (``ilp play
--fallback lookahead``), ``rules+lookahead`` (``ilp play --rules SAFE --rules MINE --fallback
lookahead``, the default learned theories unless --rules; goal: within half a point of
lookahead alone).  Each cell: wins, the rate with its 95% Wilson interval, and CPU seconds per
game (one process, ``--jobs 1``; time.process_time, so other work on the machine does not count).
A second table pairs each column with the baseline game by game (`paired`): on expert about a
quarter of the games end differently for the two players, so only these paired counts say
whether a difference of a few points on a few hundred games is more than chance.

``--budgets``: the lookahead on expert-safe with each budget (positions solved per guess), for
the strength/cost table.  ``--first-clicks r,c:r,c``: the CSP and lookahead players under the
zero rule on expert with each first click, to choose the zero rule's tile.

Writes OUT/lookahead.md (printed too) and OUT/lookahead.json.
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

import click

from common import ROOT, say

from examples_gen.game import PRESETS
from examples_gen.lookahead import DEFAULT_BUDGET
from examples_gen.players import CspStrategy, play_match

ROWS = {
    "cb-safe": ("classic-beginner", "safe", "corner", "8x8/10, safe first click in the corner",
                ">= 82%", "PSEQ 81.6%; CSP-PGMS 79.9%"),
    "expert-safe": ("expert", "safe", "corner", "expert 16x30/99, safe first click in the corner",
                    ">= 41%", "PSEQ 39.6%, 40.0% with look-ahead; JSMinesweeper 41%"),
    "expert-zero": ("expert", "zero", "auto", "expert, the zero rule, first click chosen",
                    ">= 54%", "PSEQ 52.8%, 53.5% with look-ahead; JSMinesweeper 54.3%"),
}
LOOKAHEAD = "examples_gen.lookahead_player:LookaheadStrategy"
RULES = "examples_gen.rule_player:RuleStrategy"
DEFAULT_RULES = [str(ROOT / "background" / "learned" / f) for f in ("SAFE_active.pl", "MINE_active.pl")]


class CspAt(CspStrategy):
    """The exact CSP player with its first click at a given tile (``--first-click auto``)."""

    def __init__(self, tile):
        super().__init__()
        self.tile = tuple(tile)

    def first_click(self, rows, cols, mines, first_move):
        return self.tile


class LookaheadAt:
    """The lookahead player with its first click at a given tile."""

    def __new__(cls, tile, budget=DEFAULT_BUDGET):
        from examples_gen.lookahead_player import LookaheadStrategy
        player = LookaheadStrategy(budget)
        player.first_click = lambda rows, cols, mines, first_move: tuple(tile)
        return player


def cell(spec, preset, first_move, first_click, games, seed, jobs) -> dict:
    rows, cols, mines = PRESETS[preset]
    cpu = time.process_time()
    s = play_match(spec, rows, cols, mines, first_move, first_click, games, seed, jobs,
                   progress=sys.stderr.isatty(), per_game=True)
    if jobs == 1:
        s["cpu_per_game"] = (time.process_time() - cpu) / games
    s["load"] = os.getloadavg()[0]
    lo, hi = s["ci95"]
    say(f"  {spec[0].split(':')[-1]} {spec[1] if spec[0] != RULES else ''} {preset} {first_move} "
        f"{first_click}: {s['wins']}/{games} = {100 * s['win_rate']:.2f}% [{100 * lo:.1f}, "
        f"{100 * hi:.1f}], {s.get('cpu_per_game', float('nan')):.3f} s CPU/game")
    return s


def fmt(s) -> str:
    if s is None:
        return "–"
    lo, hi = s["ci95"]
    t = f", {s['cpu_per_game']:.3f} s" if "cpu_per_game" in s else ""
    return f"{100 * s['win_rate']:.1f}% [{100 * lo:.1f}, {100 * hi:.1f}] ({s['wins']}/{s['games']}{t})"


def paired(a, b) -> dict:
    """Game by game on the same games: how many b won and a lost, and the reverse, with the
    sign test's z (the difference of those counts over the square root of their sum).  On
    expert a quarter of the games go differently, so a 200-game difference of 5 points is
    within noise; this says whether a difference is."""
    gain = sum(x == "0" and y == "1" for x, y in zip(a["won_games"], b["won_games"]))
    loss = sum(x == "1" and y == "0" for x, y in zip(a["won_games"], b["won_games"]))
    z = (gain - loss) / (gain + loss) ** 0.5 if gain + loss else 0.0
    return {"only_b": gain, "only_a": loss, "z": z}


def fmt_pair(p) -> str:
    return f"+{p['only_b']} / -{p['only_a']} (z = {p['z']:+.1f})"


def goal_rows(rows, rules, budget, games, seed, jobs) -> dict:
    from examples_gen.first_click import best_first_click
    out = {}
    for key in rows:
        preset, first_move, click_, label, goal, published = ROWS[key]
        say(f"{key}: {label}")
        la = (LOOKAHEAD, {"budget": budget})
        rl = (RULES, {"rules": rules, "fallback": "lookahead", "fallback_options": {"budget": budget}})
        res = {"csp": cell(("csp", {}), preset, first_move, "corner", games, seed, jobs),
               "lookahead": cell(la, preset, first_move, click_, games, seed, jobs),
               "rules+lookahead": cell(rl, preset, first_move, click_, games, seed, jobs)}
        res["paired"] = {k: paired(res["csp"], res[k]) for k in ("lookahead", "rules+lookahead")}
        if click_ == "auto":
            tile = best_first_click(*PRESETS[preset], first_move)
            res["first_click"] = list(tile)
            res["csp at that tile"] = cell(("bench_lookahead:CspAt", {"tile": tile}), preset,
                                           first_move, "auto", games, seed, jobs)
            res["paired"]["lookahead vs csp at that tile"] = paired(res["csp at that tile"],
                                                                    res["lookahead"])
        out[key] = res
    return out


def sweep_budgets(budgets, games, seed, jobs) -> dict:
    say("budgets, expert safe corner")
    return {b: cell((LOOKAHEAD, {"budget": b}), "expert", "safe", "corner", games, seed, jobs)
            for b in budgets}


def sweep_first_clicks(tiles, budget, games, seed, jobs) -> dict:
    say("first clicks, expert, zero rule")
    out = {}
    for tile in tiles:
        out[f"{tile[0]},{tile[1]}"] = {
            "csp": cell(("bench_lookahead:CspAt", {"tile": tile}), "expert", "zero", "auto",
                        games, seed, jobs),
            "lookahead": cell(("bench_lookahead:LookaheadAt", {"tile": tile, "budget": budget}),
                              "expert", "zero", "auto", games, seed, jobs)}
    return out


def markdown(res, games, seed, budget, rules) -> str:
    lines = [f"Lookahead (budget {budget}) against the exact CSP player: {games} games per cell, "
             f"seed {seed} (the same games in every column), 95% Wilson intervals, CPU seconds "
             f"per game on one core. Rules: {', '.join(Path(r).name for r in rules)}.", ""]
    if res.get("goals"):
        lines += ["| setting | csp (baseline) | lookahead | rules+lookahead | goal | published |",
                  "|---|---|---|---|---|---|"]
        for key, r in res["goals"].items():
            _, _, _, label, goal, published = ROWS[key]
            base = fmt(r["csp"])
            if "first_click" in r:
                label += f" (lookahead: [{r['first_click'][0]}, {r['first_click'][1]}])"
                base += f"; at the same tile {fmt(r['csp at that tile'])}"
            lines.append(f"| {label} | {base} | {fmt(r['lookahead'])} | "
                         f"{fmt(r['rules+lookahead'])} | {goal} | {published} |")
        lines.append("")
        lines += ["Paired on the same games against the CSP baseline: games won only by the "
                  "column / only by the baseline (sign-test z: with a few dozen such games or more, "
                  "|z| > 2 is a difference that chance rarely makes).", "",
                  "| setting | lookahead | rules+lookahead | lookahead vs csp at its tile |",
                  "|---|---|---|---|"]
        for key, r in res["goals"].items():
            pr = r["paired"]
            tile = pr.get("lookahead vs csp at that tile")
            lines.append(f"| {key} | {fmt_pair(pr['lookahead'])} | "
                         f"{fmt_pair(pr['rules+lookahead'])} | {fmt_pair(tile) if tile else '–'} |")
        lines.append("")
    if res.get("budgets"):
        lines += ["| budget (expert, safe corner) | lookahead |", "|---|---|"]
        lines += [f"| {b} | {fmt(s)} |" for b, s in res["budgets"].items()]
        lines.append("")
    if res.get("first_clicks"):
        lines += ["| first click (expert, zero rule) | csp | lookahead |", "|---|---|---|"]
        lines += [f"| [{t}] | {fmt(s['csp'])} | {fmt(s['lookahead'])} |"
                  for t, s in res["first_clicks"].items()]
        lines.append("")
    return "\n".join(lines)


@click.command()
@click.option("--games", type=int, default=2000, show_default=True, help="Games per cell.")
@click.option("--seed", type=int, default=0, show_default=True)
@click.option("--jobs", type=int, default=1, show_default=True,
              help="Worker processes per cell (CPU per game is measured with 1).")
@click.option("--rows", default="cb-safe,expert-safe,expert-zero", show_default=True,
              help="Goal rows to play (comma-separated; 'none' for none).")
@click.option("--rules", "rules", multiple=True, type=click.Path(dir_okay=False, exists=True),
              help="Rule files for rules+lookahead (default: the shipped learned theories).")
@click.option("--budget", type=int, default=DEFAULT_BUDGET, show_default=True,
              help="The lookahead budget of the goal rows.")
@click.option("--budgets", default="", help="Budgets to compare on expert-safe, e.g. 10,40,160.")
@click.option("--first-clicks", default="", help="Zero-rule first clicks to compare, e.g. 0,0:2,2.")
@click.option("--out", "out_dir", type=click.Path(file_okay=False), default="results",
              show_default=True)
def main(games, seed, jobs, rows, rules, budget, budgets, first_clicks, out_dir):
    """Play the issue-24 goal table (and optional sweeps); write Markdown and JSON."""
    rules = list(rules) or DEFAULT_RULES
    wanted = [] if rows == "none" else [r.strip() for r in rows.split(",") if r.strip()]
    bad = [r for r in wanted if r not in ROWS]
    if bad:
        raise click.BadParameter(f"unknown rows {bad} (choose from {', '.join(ROWS)})")
    say(f"load average {os.getloadavg()[0]:.1f}")
    res = {"games": games, "seed": seed, "budget": budget, "rules": rules}
    res["goals"] = goal_rows(wanted, rules, budget, games, seed, jobs)
    if budgets:
        res["budgets"] = sweep_budgets([int(b) for b in budgets.split(",")], games, seed, jobs)
    if first_clicks:
        tiles = [tuple(int(x) for x in t.split(",")) for t in first_clicks.split(":")]
        res["first_clicks"] = sweep_first_clicks(tiles, budget, games, seed, jobs)
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    text = markdown(res, games, seed, budget, rules)
    (out / "lookahead.md").write_text(text)
    (out / "lookahead.json").write_text(json.dumps(res, indent=1, default=str))
    click.echo(text)


if __name__ == "__main__":
    main()
