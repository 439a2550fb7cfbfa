#!/usr/bin/env python
"""Win rates of rule-based players next to the exact CSP player, with 95% intervals.

    .venv/bin/python benchmarks/win_table.py --rules SAFE.pl --rules MINE.pl --games 200 --out DIR
    .venv/bin/python benchmarks/win_table.py --learn --games 200 --out DIR   # learn the rules first

Players (columns), all on the same games (same seed, so the same mine layouts and first
clicks): rules + random fallback, rules + local (MIO) fallback, rules + csp fallback, and the
exact CSP player alone (`ilp play` without --rules), and the lookahead player alone (`ilp play
--fallback lookahead`: exact deduction, then lookahead guesses).  Settings (rows): classic-beginner 8x8/10
with the first click anywhere (it may hit a mine, first click at a random tile: MIO's setting),
classic-beginner with a safe first click, and beginner 9x9/10, intermediate 16x16/40 and expert
16x30/99 with a safe first click (in the corner, by default).

Writes DIR/win_table.md (Markdown table with published anchors), DIR/win_table.json and
DIR/win_table.png (bars with 95% error bars; needs the `bench` extra: matplotlib).  The Markdown
is also printed on stdout; progress goes to stderr.  See benchmarks/README.md.
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

import click

from common import ROOT

from examples_gen.game import PRESETS
from examples_gen.players import play_match
from ilp.errors import InputError

# (row key, preset, first move, label)
SETTINGS = [
    ("cb-any", "classic-beginner", "any", "classic-beginner 8x8/10, first click anywhere"),
    ("cb-safe", "classic-beginner", "safe", "classic-beginner 8x8/10, safe first click"),
    ("beginner", "beginner", "safe", "beginner 9x9/10, safe first click"),
    ("intermediate", "intermediate", "safe", "intermediate 16x16/40, safe first click"),
    ("expert", "expert", "safe", "expert 16x30/99, safe first click"),
]
PLAYERS = [
    ("rules+random", "random"),
    ("rules+local", "local"),
    ("rules+csp", "csp"),
    ("csp", None),
    ("lookahead", "lookahead alone"),   # ilp play --fallback lookahead (no rules)
]
ALONE = {None: ("csp", {}),
         "lookahead alone": ("examples_gen.lookahead_player:LookaheadStrategy", {})}
# Published figures (sources: benchmarks/README.md, "Published anchors").
ANCHORS = {
    "cb-any": "MIO rules + local probability ≈ 60%; PGMS (MIO-inspired equations) 60%",
    "cb-safe": "PGMS 71%; CSP-PGMS 79.9% (corner)",
    "beginner": "CSP-PGMS 80%; HCSP 90.5%",
    "intermediate": "CSP-PGMS 45%; HCSP 76.4%",
    "expert": "published CSP players 34–39% (CSP-PGMS 34%, HCSP 38.1%); best public solver 41%",
}


def learn_rules(out_dir: Path, seed: int) -> list[str]:
    """Learn safe/2 and mine/2 with `ilp learn --target ...` (default settings)."""
    files = []
    for target in ("safe", "mine"):
        path = out_dir / f"{target.upper()}.pl"
        cmd = [sys.executable, "-c", "from ilp.cli import main; main()", "learn",
               "--target", target, "--seed", str(seed), "--out", str(path)]
        click.echo(f"learning: {' '.join(cmd[3:])}", err=True)
        res = subprocess.run(cmd, cwd=ROOT)
        if res.returncode != 0 or not path.is_file():
            raise InputError(f"`ilp learn --target {target}` failed (exit {res.returncode}); "
                             "learn the rules yourself and pass them with --rules")
        files.append(str(path))
    return files


def spec_of(rules, fallback, tie_breaks=None):
    if fallback in ALONE:
        return ALONE[fallback]
    kwargs = {"rules": list(rules), "fallback": fallback}
    if tie_breaks and tie_breaks.get(fallback):
        kwargs["tie_break"] = tie_breaks[fallback]
    return ("examples_gen.rule_player:RuleStrategy", kwargs)


def pct(x):
    return f"{100 * x:.1f}"


def markdown(results, games, seed, rules, first_click_any, first_click_safe,
             tie_breaks=None) -> str:
    tb = tie_breaks or {}
    lines = [f"Win rates, {games} games per cell (seed {seed}; same games in every column); "
             "95% Wilson intervals in brackets.",
             f"Rules: {', '.join(rules) if rules else '(none)'}. First click: "
             f"{first_click_any} when it may hit a mine, {first_click_safe} when safe. "
             f"Fallback tie-breaks: local {tb.get('local') or 'fewest-hidden (default)'}, "
             f"csp {tb.get('csp') or 'frontier (default)'}; the csp column is the exact CSP "
             "player of `ilp play` (its own corner tie-break).",
             "",
             "| setting | " + " | ".join(p for p, _ in PLAYERS) + " | published |",
             "|---|" + "---|" * len(PLAYERS) + "---|"]
    for key, _, _, label in SETTINGS:
        if key not in results:
            continue
        cells = []
        for p, _ in PLAYERS:
            s = results[key].get(p)
            if s is None:
                cells.append("–")
            else:
                lo, hi = s["ci95"]
                cells.append(f"{pct(s['win_rate'])}% [{pct(lo)}, {pct(hi)}]")
        lines.append(f"| {label} | " + " | ".join(cells) + f" | {ANCHORS[key]} |")
    return "\n".join(lines) + "\n"


def chart(results, path: Path, games: int) -> None:
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    import numpy as np

    keys = [k for k, *_ in SETTINGS if k in results]
    labels = {"cb-any": "classic-beginner\n8x8/10, any click", "cb-safe": "classic-beginner\n8x8/10, safe click",
              "beginner": "beginner\n9x9/10", "intermediate": "intermediate\n16x16/40",
              "expert": "expert\n16x30/99"}
    x = np.arange(len(keys))
    width = 0.8 / len(PLAYERS)
    fig, ax = plt.subplots(figsize=(max(6, 2.2 * len(keys)), 4.5))
    for j, (p, _) in enumerate(PLAYERS):
        rates, err_lo, err_hi = [], [], []
        for k in keys:
            s = results[k].get(p)
            r = s["win_rate"] if s else np.nan
            lo, hi = s["ci95"] if s else (np.nan, np.nan)
            rates.append(100 * r)
            err_lo.append(100 * (r - lo))
            err_hi.append(100 * (hi - r))
        ax.bar(x + (j - (len(PLAYERS) - 1) / 2) * width, rates, width, label=p,
               yerr=[err_lo, err_hi], capsize=3)
    ax.set_xticks(x)
    ax.set_xticklabels([labels[k] for k in keys], fontsize=8)
    ax.set_ylabel("win rate (%)")
    ax.set_ylim(0, 100)
    ax.set_title(f"Rules + fallback vs exact CSP ({games} games per bar, 95% CI)", fontsize=10)
    ax.legend(fontsize=8)
    ax.grid(axis="y", alpha=0.3)
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)


@click.command()
@click.option("--rules", "rules", multiple=True, type=click.Path(dir_okay=False),
              help="Learned rule file(s) (repeatable).")
@click.option("--learn", is_flag=True, help="Learn SAFE.pl and MINE.pl first with `ilp learn --target`.")
@click.option("--games", type=int, default=100, show_default=True, help="Games per cell.")
@click.option("--seed", type=int, default=1, show_default=True)
@click.option("--jobs", type=int, default=1, show_default=True, help="Worker processes per cell.")
@click.option("--out", "out_dir", type=click.Path(file_okay=False), required=True,
              help="Directory for win_table.md, win_table.json, win_table.png.")
@click.option("--settings", "only", default=",".join(k for k, *_ in SETTINGS), show_default=True,
              help="Comma-separated rows to run.")
@click.option("--players", "players", default=",".join(p for p, _ in PLAYERS), show_default=True,
              help="Comma-separated columns to run.")
@click.option("--first-click-any", default="random", show_default=True,
              type=click.Choice(["corner", "center", "random"]),
              help="First click when it may hit a mine.")
@click.option("--first-click-safe", default="corner", show_default=True,
              type=click.Choice(["corner", "center", "random"]),
              help="First click when it is safe.")
@click.option("--local-tie-break", type=click.Choice(["fewest-hidden", "random"]), default=None,
              help="Tie-break of the local fallback (default: its default, fewest-hidden).")
@click.option("--csp-tie-break", type=click.Choice(["frontier", "fewest-hidden", "random"]),
              default=None,
              help="Tie-break of the csp fallback (default: its default, frontier).")
@click.option("--no-chart", is_flag=True, help="Skip the PNG.")
def main(rules, learn, games, seed, jobs, out_dir, only, players, first_click_any,
         first_click_safe, local_tie_break, csp_tie_break, no_chart):
    """Play the win-rate table and write it as Markdown + PNG into --out."""
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    wanted = [s.strip() for s in only.split(",") if s.strip()]
    bad = [w for w in wanted if w not in {k for k, *_ in SETTINGS}]
    if bad:
        raise InputError(f"unknown setting(s) {bad}")
    cols = [s.strip() for s in players.split(",") if s.strip()]
    if [c for c in cols if c not in dict(PLAYERS)]:
        raise InputError(f"unknown player(s) in {players!r}")
    needs_rules = any(dict(PLAYERS)[c] not in ALONE for c in cols)
    if learn and not rules:
        rules = learn_rules(out, seed)
    if needs_rules and not rules:
        raise InputError("give --rules RULEFILE (or --learn) for the rule-based players")
    results: dict = {}
    for key, preset, first_move, label in SETTINGS:
        if key not in wanted:
            continue
        rows, cols_, mines = PRESETS[preset]
        click_ = first_click_any if first_move == "any" else first_click_safe
        results[key] = {}
        for p, fb in PLAYERS:
            if p not in cols:
                continue
            t0 = time.perf_counter()
            s = play_match(spec_of(rules, fb, {"local": local_tie_break, "csp": csp_tie_break}), rows, cols_, mines, first_move, click_,
                           games=games, seed=seed, jobs=jobs, progress=True)
            results[key][p] = s
            lo, hi = s["ci95"]
            click.echo(f"{label:50s} {p:13s} {pct(s['win_rate']):>5}% [{pct(lo)}, {pct(hi)}]"
                       f"  ({time.perf_counter() - t0:.1f} s)", err=True)
    md = markdown(results, games, seed, list(rules), first_click_any, first_click_safe,
                  {"local": local_tie_break, "csp": csp_tie_break})
    (out / "win_table.md").write_text(md, encoding="utf-8")
    (out / "win_table.json").write_text(json.dumps(
        {"games": games, "seed": seed, "rules": list(rules), "first_click_any": first_click_any,
         "local_tie_break": local_tie_break, "csp_tie_break": csp_tie_break,
         "first_click_safe": first_click_safe, "results": results}, indent=1), encoding="utf-8")
    if not no_chart:
        try:
            chart(results, out / "win_table.png", games)
        except ImportError:
            click.echo("matplotlib is not installed (pip install -e '.[bench]'): no chart", err=True)
    click.echo(md)


if __name__ == "__main__":
    try:
        main(standalone_mode=True)
    except InputError as err:
        click.echo(f"error: {err}", err=True)
        sys.exit(2)
