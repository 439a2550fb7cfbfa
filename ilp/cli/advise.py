"""`ilp advise BOARDFILE --rules RULEFILE... [--fallback local|csp|random] [--json]`.

Draws each board in the terminal and marks the tiles the learned rules prove safe or mined,
each with the letter of the rule that did it (legend below the board: lower-case letters for
safe rules, upper-case for mine rules, ``!`` for a tile two rules disagree on), and the
fallback's suggested guess ``?`` among the undetermined tiles, with its mine probability.
Colour (ANSI) when standard output is a terminal; ``--no-color`` (or NO_COLOR set) turns it off.

``--json``: one entry per board,
``{"safe": [{"tile": [r, c], "rule": name}], "mine": [...],
   "guess": {"tile": [r, c], "probability": p, "fallback": "local"} | null}``;
with ``--fallback lookahead`` the guess also carries ``"why"``: the reason (``probability``,
``progress``, ``search`` or ``safe``) and its figures (examples_gen/lookahead.py).
"""

import os
import string
import sys

import click

from ilp.cli.rules_apply import load_engine
from ilp.cli.streaming import stream

SAFE_STYLE = {"fg": "green", "bold": True}
MINE_STYLE = {"fg": "red", "bold": True}
GUESS_STYLE = {"fg": "black", "bg": "yellow", "bold": True}
CONFLICT_STYLE = {"fg": "magenta", "bold": True}
NUMBER_FG = {1: "blue", 2: "green", 3: "red", 4: "magenta", 5: "yellow", 6: "cyan", 7: "white",
             8: "bright_black"}


def rule_letters(names_safe, names_mine) -> dict:
    """{rule name: letter}: a, b, c... for safe rules, A, B, C... for mine rules."""
    letters = {}
    for names, alphabet in ((names_safe, string.ascii_lowercase), (names_mine, string.ascii_uppercase)):
        for k, name in enumerate(dict.fromkeys(names)):
            letters[name] = alphabet[k] if k < len(alphabet) else "*"
    return letters


def render(board, classification, guess, use_color: bool) -> str:
    from examples_gen.board import FLAG

    cl = classification
    letters = rule_letters([n for _, n in cl.safe], [n for _, n in cl.mine])
    safe_of = dict(cl.safe)
    mine_of = dict(cl.mine)

    def st(text, style):
        return click.style(text, **style) if use_color else text

    header = "    " + " ".join(f"{c % 10}" for c in range(board.cols))
    lines = [header]
    for r in range(board.rows):
        row = []
        for c in range(board.cols):
            v = int(board.cells[r, c])
            t = (r, c)
            if v == FLAG:
                row.append(st("F", MINE_STYLE) if use_color else "F")
            elif v >= 0:
                ch = "·" if (v == 0 and use_color) else str(v)
                row.append(st(ch, {"fg": NUMBER_FG[v]}) if (use_color and v > 0) else ch)
            elif t in safe_of and t in mine_of:
                row.append(st("!", CONFLICT_STYLE))
            elif t in safe_of:
                row.append(st(letters[safe_of[t]], SAFE_STYLE))
            elif t in mine_of:
                row.append(st(letters[mine_of[t]], MINE_STYLE))
            elif guess is not None and guess.tile == t:
                row.append(st("?", GUESS_STYLE))
            else:
                row.append("#" if use_color else ".")
        lines.append(f"{r:>3} " + " ".join(row))
    lines.append("")
    counts_safe, counts_mine = {}, {}
    for _, n in cl.safe:
        counts_safe[n] = counts_safe.get(n, 0) + 1
    for _, n in cl.mine:
        counts_mine[n] = counts_mine.get(n, 0) + 1
    if counts_safe or counts_mine:
        lines.append("legend:")
        for name, k in counts_safe.items():
            lines.append(f"  {st(letters[name], SAFE_STYLE)}  {name}: proves {k} tile(s) safe")
        for name, k in counts_mine.items():
            lines.append(f"  {st(letters[name], MINE_STYLE)}  {name}: proves {k} tile(s) mined")
        if cl.conflicts:
            lines.append(f"  {st('!', CONFLICT_STYLE)}  a safe rule and a mine rule disagree "
                         f"({len(cl.conflicts)} tile(s)): do not trust them")
    else:
        lines.append("no rule applies to this board")
    if guess is not None:
        what = "guess" if not (cl.safe or cl.mine) else "if you must guess"
        lines.append(f"  {st('?', GUESS_STYLE)}  {what}: [{guess.tile[0]}, {guess.tile[1]}] "
                     f"({guess.method} fallback, P(mine) = {guess.probability:.3f})")
        if hasattr(guess, "explain"):          # the lookahead fallback says why
            lines.append(f"     why: {guess.explain()}")
    else:
        lines.append("  no guess: no undetermined tile may be safe")
    lines.append("  (. or # hidden, F flag, numbers revealed)")
    return "\n".join(lines)


def advice(board, engine, fallback, seed):
    """(classification, guess or None): the guess is made among the undetermined tiles, and
    only when one of them may be safe -- a tile the fallback knows to be a mine (probability
    1) is never proposed."""
    from examples_gen.board import HIDDEN
    from examples_gen.rule_player import board_rng

    cl = engine.apply(board)
    decided = {t for t, _ in cl.safe} | {t for t, _ in cl.mine}
    undetermined = [(int(r), int(c)) for r, c in zip(*(board.cells == HIDDEN).nonzero())
                    if (int(r), int(c)) not in decided]
    guess = None
    if undetermined:
        guess = fallback.guess(board, board_rng(board, seed), exclude=decided)
        if guess.probability >= 1.0 or guess.tile in decided:
            guess = None          # every undetermined tile is a mine: nothing to guess
    return cl, guess


@click.command()
@click.argument("boardfile", type=click.Path(dir_okay=False))
@click.option("--rules", "rules", multiple=True, type=click.Path(dir_okay=False),
              help="Rule file (a learned theory of safe/2 and/or mine/2); repeatable.")
@click.option("--fallback", type=click.Choice(["local", "csp", "random", "lookahead"]), default="local",
              show_default=True, help="How to suggest a guess among the undetermined tiles "
                                      "(lookahead: the lookahead player's guess, with why).")
@click.option("--seed", type=int, default=0, show_default=True, help="Seed for tie-breaks.")
@click.option("--color/--no-color", "color", default=None,
              help="Colour the board (default: when standard output is a terminal and NO_COLOR is unset).")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON list on stdout.")
def advise(boardfile, rules, fallback, seed, color, as_json):
    """Show what the learned rules conclude on each board of BOARDFILE, and a suggested guess."""
    from examples_gen.board import iter_boards
    from examples_gen.fallbacks import make_fallback

    engine = load_engine(rules)
    fb = make_fallback(fallback)
    if color is None:
        color = sys.stdout.isatty() and not os.environ.get("NO_COLOR")

    def to_json(board, result):
        cl, g = result
        entry = cl.to_json()
        entry["guess"] = None if g is None else {
            "tile": list(g.tile), "probability": g.probability, "fallback": g.method}
        if g is not None and hasattr(g, "to_json"):     # lookahead: reason and figures
            entry["guess"]["why"] = g.to_json()
        return entry

    def to_text(k, b, result):
        header = f"board {k}: {b.rows}x{b.cols}, {b.mines} mines ({b.mines_left} left)"
        return header + "\n" + render(b, *result, color)

    pairs = ((b, advice(b, engine, fb, seed)) for b in iter_boards(boardfile, "all"))
    stream(boardfile, pairs, as_json, to_json, to_text, "advising", color=color)
