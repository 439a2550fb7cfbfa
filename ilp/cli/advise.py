"""`ilp advise BOARDFILE [--rules RULEFILE...] [--fallback local|csp|random] [--json]`.

Draws each board in the terminal, with row and column numbers, and marks the tiles the learned
rules (default: the default theories) prove safe or mined, each with the letter of the rule that
did it (legend below the board: lower-case letters for safe rules, upper-case for mine rules,
``!`` for a tile two rules disagree on), and the fallback's suggested guess ``?`` among the
undetermined tiles with the fallback's figure for it: an exact probability only from ``csp``
(which also lists the undetermined tiles' exact probabilities), an estimate, labelled so, from
the others.  Colour (ANSI) when standard output is a terminal; ``--no-color`` (or NO_COLOR set)
turns it off.

``--json``: one entry per board (docs/json.md),
``{"safe": [{"tile": [r, c], "rule": name}], "mine": [...],
   "guess": {"tile": [r, c], "probability": p, "fallback": "local", "exact": false} | null}``;
with ``--fallback lookahead`` the guess also carries ``"why"``: the reason (``probability``,
``progress``, ``search`` or ``safe``) and its figures (examples_gen/lookahead.py).
"""

import os
import string
import sys
from collections import Counter

import click

from ilp.cli.rule_files import HELP as RULES_HELP
from ilp.cli.rule_files import rule_files
from ilp.cli.rules_apply import load_engine
from ilp.cli.streaming import stream
from ilp.words import plural

# fallbacks whose figure is the tile's exact mine probability (the others' are estimates)
EXACT_FALLBACKS = {"csp", "lookahead"}     # probabilities from the exact solver
EXACT_SHOWN = 8           # undetermined tiles listed with their exact probability

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


def column_header(cols: int) -> list[str]:
    """The column numbers above the board: one line of units, and one of tens above it when
    there are more than ten columns (column 12 reads 1 over 2)."""
    units = "    " + " ".join(str(c % 10) for c in range(cols))
    if cols <= 10:
        return [units]
    tens = "    " + " ".join(str(c // 10) if c >= 10 else " " for c in range(cols))
    return [tens.rstrip(), units]


def grid_lines(board, classification, guess, st) -> list[str]:
    """The board, row numbers at the left and column numbers at the top."""
    from examples_gen.board import FLAG

    cl = classification
    letters = rule_letters([n for _, n in cl.safe], [n for _, n in cl.mine])
    safe_of, mine_of = dict(cl.safe), dict(cl.mine)
    colour = st is not _plain
    lines = column_header(board.cols)
    for r in range(board.rows):
        row = []
        for c in range(board.cols):
            v, t = int(board.cells[r, c]), (r, c)
            if v == FLAG:
                row.append(st("F", MINE_STYLE))
            elif v >= 0:
                ch = "·" if (v == 0 and colour) else str(v)
                row.append(st(ch, {"fg": NUMBER_FG[v]}) if v > 0 else ch)
            elif t in safe_of and t in mine_of:
                row.append(st("!", CONFLICT_STYLE))
            elif t in safe_of:
                row.append(st(letters[safe_of[t]], SAFE_STYLE))
            elif t in mine_of:
                row.append(st(letters[mine_of[t]], MINE_STYLE))
            elif guess is not None and guess.tile == t:
                row.append(st("?", GUESS_STYLE))
            else:
                row.append("#" if colour else ".")
        lines.append(f"{r:>3} " + " ".join(row))
    return lines


def _plain(text, style):
    return text


def probability_text(guess) -> str:
    """What the guess's figure is: an exact probability only from an exact fallback."""
    if guess.method in EXACT_FALLBACKS:
        return f"exact P(mine) = {guess.probability:.3f}"
    what = {"random": "the mine density", "local": "MIO's local estimate"}.get(
        guess.method, "an estimate")
    return (f"{what} {guess.probability:.3f}, not an exact probability; --fallback csp "
            "gives exact ones")


def render(board, classification, guess, exact=None, use_color: bool = False) -> str:
    """The board, the legend of the rules that fired, the guess and (`exact`: [(tile, p)],
    lowest first) the exact mine probabilities of the undetermined tiles."""
    cl = classification
    st = (lambda text, style: click.style(text, **style)) if use_color else _plain
    letters = rule_letters([n for _, n in cl.safe], [n for _, n in cl.mine])
    lines = grid_lines(board, cl, guess, st) + [""]
    counts_safe = Counter(n for _, n in cl.safe)
    counts_mine = Counter(n for _, n in cl.mine)
    if counts_safe or counts_mine:
        lines.append("legend:")
        for name, k in counts_safe.items():
            lines.append(f"  {st(letters[name], SAFE_STYLE)}  {name}: proves {plural(k, 'tile')} safe")
        for name, k in counts_mine.items():
            lines.append(f"  {st(letters[name], MINE_STYLE)}  {name}: proves {plural(k, 'tile')} mined")
        if cl.conflicts:
            lines.append(f"  {st('!', CONFLICT_STYLE)}  a safe rule and a mine rule disagree "
                         f"({plural(len(cl.conflicts), 'tile')}): do not trust them")
    else:
        lines.append("no rule applies to this board")
    if guess is not None:
        what = "guess" if not (cl.safe or cl.mine) else "if you must guess"
        lines.append(f"  {st('?', GUESS_STYLE)}  {what}: [{guess.tile[0]}, {guess.tile[1]}] "
                     f"({guess.method} fallback: {probability_text(guess)})")
        if hasattr(guess, "explain"):          # the lookahead fallback says why
            lines.append(f"     why: {guess.explain()}")
    else:
        lines.append("  no guess: no undetermined tile may be safe")
    if exact:
        shown = ", ".join(f"[{r}, {c}] {p:.3f}" for (r, c), p in exact[:EXACT_SHOWN])
        more = f" and {len(exact) - EXACT_SHOWN} more (ilp solve shows all)" \
            if len(exact) > EXACT_SHOWN else ""
        lines.append(f"  exact P(mine) of the undetermined tiles, lowest first: {shown}{more}")
    lines.append("  . or # hidden, F flag, numbers revealed; tiles are [row, col]: rows down "
                 "the left, columns along the top")
    return "\n".join(lines)


def advice(board, engine, fallback, seed):
    """(classification, guess or None, exact): the guess is made among the undetermined tiles,
    and only when one of them may be safe -- a tile the fallback knows to be a mine
    (probability 1) is never proposed.  `exact`: with an exact fallback, [(tile, P(mine))] of
    the undetermined tiles, lowest first; else None."""
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
    exact = None
    if undetermined and hasattr(fallback, "probabilities") and fallback.name in EXACT_FALLBACKS:
        prob = fallback.probabilities(board)
        exact = sorted(((t, float(prob[t])) for t in undetermined), key=lambda tp: (tp[1], tp[0]))
    return cl, guess, exact


@click.command()
@click.argument("boardfile", type=click.Path(dir_okay=False))
@click.option("--rules", "rules", multiple=True, type=click.Path(dir_okay=False),
              help=RULES_HELP + " Without --rules: the default theories.")
@click.option("--fallback", type=click.Choice(["local", "csp", "random", "lookahead"]),
              default="local", show_default=True,
              help="How to suggest a guess among the undetermined tiles: local (MIO's local "
                   "estimate of the mine probability), csp (exact probabilities, shown for the "
                   "undetermined tiles), random (the mine density), lookahead (the lookahead "
                   "player's guess, with why: docs/lookahead.md).")
@click.option("--seed", type=int, default=0, show_default=True, help="Seed for tie-breaks.")
@click.option("--color/--no-color", "color", default=None,
              help="Colour the board (default: when standard output is a terminal and NO_COLOR is unset).")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON list on stdout.")
def advise(boardfile, rules, fallback, seed, color, as_json):
    """Show what the learned rules conclude on each board of BOARDFILE, and a suggested guess.

    The board is drawn with row numbers down the left and column numbers along the top (tiles
    are [row, col], 0-based); each tile a rule decides carries the rule's letter.
    """
    from examples_gen.board import iter_boards
    from examples_gen.fallbacks import make_fallback

    engine = load_engine(rule_files(rules, default_when_none=True))
    fb = make_fallback(fallback)
    if color is None:
        color = sys.stdout.isatty() and not os.environ.get("NO_COLOR")

    def to_json(board, result):
        cl, g, _ = result
        entry = cl.to_json()
        entry["guess"] = None if g is None else {
            "tile": list(g.tile), "probability": g.probability, "fallback": g.method,
            "exact": g.method in EXACT_FALLBACKS}
        if g is not None and hasattr(g, "to_json"):     # lookahead: reason and figures
            entry["guess"]["why"] = g.to_json()
        return entry

    def to_text(k, b, result):
        header = f"board {k}: {b.rows}x{b.cols}, {plural(b.mines, 'mine')} ({b.mines_left} left)"
        return header + "\n" + render(b, *result, use_color=color)

    pairs = ((b, advice(b, engine, fb, seed)) for b in iter_boards(boardfile, "all"))
    stream(boardfile, pairs, as_json, to_json, to_text, "advising", color=color)
