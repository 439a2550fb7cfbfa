"""`ilp play`: play many games with the exact CSP player or with learned rules, and report."""

import json
import os

import click

from ilp.errors import InputError
from ilp.words import plural

PRESET_NAMES = ["classic-beginner", "beginner", "intermediate", "expert"]

# The rule player as a "module:factory" spec, so that each spawn worker imports it itself.
RULES_STRATEGY_SPEC = "examples_gen.rule_player:RuleStrategy"
LOOKAHEAD_STRATEGY_SPEC = "examples_gen.lookahead_player:LookaheadStrategy"


def _rules_spec(rules, fallback, seed, budget=None):
    spec = {"rules": list(rules), "fallback": fallback, "seed": seed}
    if fallback == "lookahead" and budget is not None:
        spec["fallback_options"] = {"budget": budget}
    return (RULES_STRATEGY_SPEC, spec)


@click.command()
@click.option("--preset", type=click.Choice(PRESET_NAMES), default=None,
              help="Board preset (default classic-beginner 8x8/10): beginner 9x9/10, "
                   "intermediate 16x16/40, expert 16x30/99.")
@click.option("--size", default=None, metavar="RxC", help="Board size for a custom board, e.g. 8x8 (with --mines).")
@click.option("--mines", type=int, default=None, help="Mines on a custom board (with --size).")
@click.option("--first-move", type=click.Choice(["any", "safe", "zero"]), default="safe", show_default=True,
              help="any: the first click may hit a mine; safe: it never does; zero: it opens a zero.")
@click.option("--first-click", type=click.Choice(["corner", "center", "random", "auto"]), default="corner",
              show_default=True, help="Where the first click goes; auto: the player's own choice (the "
                                      "lookahead fallback's searched or measured tile, else the corner).")
@click.option("--games", type=int, default=1000, show_default=True, help="Games to play.")
@click.option("--seed", type=int, default=0, show_default=True, help="Seed; each game gets its own seed from it.")
@click.option("--jobs", type=int, default=1, show_default=True, help="Worker processes (0 = all cores).")
@click.option("--rules", "rules", multiple=True, type=click.Path(dir_okay=False),
              help="Learned rule file to play with (repeatable); '--rules default': the default "
                   "learned theories shipped with ilp. Without --rules the exact CSP player plays.")
@click.option("--fallback", type=click.Choice(["random", "local", "csp", "lookahead"]), default="local",
              show_default=True,
              help="With --rules: how to move when no rule fires.  Without --rules, lookahead plays exact "
                   "deduction then lookahead guesses (docs/lookahead.md); the others play the exact CSP player.")
@click.option("--lookahead-budget", type=click.IntRange(min=1), default=None,
              help="Lookahead: positions solved per guess (default 40); more looks further, slower.")
@click.option("--tie-break", type=click.Choice(["corner", "frontier", "first"]), default="corner",
              show_default=True, help="CSP player: how to choose among equally safe guesses.")
@click.option("--json", "as_json", is_flag=True, help="Print the summary as JSON (docs/json.md) on stdout.")
@click.option("--quiet", is_flag=True,
              help="No progress bar (one is drawn only when standard error is a terminal).")
def play(preset, size, mines, first_move, first_click, games, seed, jobs, rules, fallback,
         lookahead_budget, tie_break, as_json, quiet):
    """Play Minesweeper games and report wins (with a 95% Wilson interval), moves and guesses."""
    from examples_gen.game import PRESETS, parse_size
    from examples_gen.players import play_match
    from ilp.cli.progress import bars_wanted
    from ilp.cli.rule_files import DEFAULT, rule_files

    if size is not None or mines is not None:
        if preset is not None:
            raise InputError("give either --preset or --size/--mines, not both")
        if size is None or mines is None:
            raise InputError("--size and --mines go together")
        rows, cols = parse_size(size)
        label = f"{rows}x{cols}/{mines}"
    else:
        preset = preset or "classic-beginner"
        rows, cols, mines = PRESETS[preset]
        label = f"{preset} {rows}x{cols}/{mines}"
    if lookahead_budget is not None and fallback != "lookahead":
        raise InputError("--lookahead-budget goes with --fallback lookahead")
    if rules:
        names = rules
        rules = rule_files(rules)
        spec = _rules_spec(rules, fallback, seed, lookahead_budget)
        shown = "the default theories" if set(names) == {DEFAULT} else ", ".join(rules)
        player = f"rules ({shown}) + {fallback} fallback"
    elif fallback == "lookahead":
        budget = {} if lookahead_budget is None else {"budget": lookahead_budget}
        spec = (LOOKAHEAD_STRATEGY_SPEC, budget)
        player = "exact deduction + lookahead guesses"
    else:
        spec = ("csp", {"tie_break": tie_break})
        player = "exact CSP"
    try:
        summary = play_match(spec, rows, cols, mines, first_move, first_click, games, seed,
                             jobs, progress=bars_wanted(quiet))
    except KeyboardInterrupt as stop:   # stopped: the games played so far, then the message
        if getattr(stop, "partial", None):
            _report(stop.partial, player, label, first_move, first_click, seed, jobs, as_json)
        raise
    _report(summary, player, label, first_move, first_click, seed, jobs, as_json)


def _report(summary, player, label, first_move, first_click, seed, jobs, as_json) -> None:
    if as_json:
        click.echo(json.dumps(summary))
        return
    lo, hi = summary["ci95"]
    secs = summary["seconds"]
    click.echo(f"player:      {player}")
    click.echo(f"board:       {label}, first move {first_move}, first click {first_click}")
    click.echo(f"games:       {summary['games']} (seed {seed})"
               + ("  (interrupted)" if summary.get("interrupted") else ""))
    click.echo(f"wins:        {summary['wins']}, win rate {100 * summary['win_rate']:.1f}% "
               f"(95% CI {100 * lo:.1f}-{100 * hi:.1f}%)")
    click.echo(f"moves:       {summary['moves']}, {plural(summary['guesses'], 'guess', 'guesses')}")
    if summary["rule_moves"]:
        click.echo("rule moves:  " + ", ".join(f"{k} {v}" for k, v in summary["rule_moves"].items()))
    rate = summary["games"] / secs if secs > 0 else float("inf")
    workers = jobs or os.cpu_count() or 1      # --jobs 0: every core
    click.echo(f"time:        {secs:.2f} s ({rate:.0f} games/s, {plural(workers, 'job')})")
