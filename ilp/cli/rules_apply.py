"""`ilp rules apply BOARDFILE --rules RULEFILE [--rules ...] [--json]`: what learned rules conclude.

For each board of BOARDFILE, every hidden, unflagged tile that some clause of the rule files
classifies as safe or as a mine, with the name of the first clause that fired (rule files in
the order given, clauses in file order).  `--json` prints (docs/json.md):

    [{"safe": [{"tile": [0, 1], "rule": "safe_1"}], "mine": [{"tile": [2, 3], "rule": "mine_1"}]}]

A tile that both a safe and a mine clause classify (an unsound rule) is listed in both lists.
Boards are answered as they are read (ilp.cli.streaming: one board in memory, progress on
stderr).
"""

import click

from ilp.cli.rule_files import HELP as RULES_HELP
from ilp.cli.rule_files import rule_files as expand
from ilp.cli.streaming import stream
from ilp.words import plural
from ilp.errors import InputError


def load_engine(rule_files, inference_limit=None):
    from examples_gen.rules_engine import DEFAULT_INFERENCE_LIMIT, RulesEngine

    if not rule_files:
        raise InputError("give at least one rule file with --rules RULEFILE (or --rules default)")
    return RulesEngine(expand(rule_files), inference_limit=inference_limit or DEFAULT_INFERENCE_LIMIT)


def marks_of(classification) -> dict:
    """{tile: "S" | "M" | "!"}: safe, mine, or both (a conflict)."""
    marks = {}
    for t, _ in classification.safe:
        marks[t] = "S"
    for t, _ in classification.mine:
        marks[t] = "!" if marks.get(t) == "S" else "M"
    return marks


def format_classification(board, classification) -> str:
    from examples_gen.board import FLAG, HIDDEN

    marks = marks_of(classification)
    cl = classification
    lines = [f"{board.rows}x{board.cols}, {board.mines} mines: {len(cl.safe)} safe, "
             f"{len(cl.mine)} mine" + (f", {len(cl.conflicts)} CONFLICTING" if cl.conflicts else "")]
    for r in range(board.rows):
        row = []
        for c in range(board.cols):
            v = int(board.cells[r, c])
            if v == HIDDEN:
                row.append(marks.get((r, c), "."))
            elif v == FLAG:
                row.append("F")
            else:
                row.append(str(v))
        lines.append("  " + " ".join(row))
    lines.append("  (S safe, M mine, ! both, . undetermined, F flag)")
    for kind, items in (("safe", cl.safe), ("mine", cl.mine)):
        for (r, c), name in items:
            lines.append(f"  {kind} [{r}, {c}]  {name}")
    if cl.limit_exceeded:
        lines.append(f"  note: {plural(cl.limit_exceeded, 'clause call')} hit the inference limit "
                     "(counted as not firing)")
    return "\n".join(lines)


@click.command("apply")
@click.argument("boardfile", type=click.Path(dir_okay=False))
@click.option("--rules", "rules", multiple=True, type=click.Path(dir_okay=False), help=RULES_HELP)
@click.option("--inference-limit", type=int, default=None,
              help="Inferences allowed to one clause on one tile (default 200000).")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON list (docs/json.md) on stdout.")
def apply(boardfile, rules, inference_limit, as_json):
    """Apply learned rules to every board in BOARDFILE: the tiles they prove safe or mined."""
    from examples_gen.board import iter_boards

    engine = load_engine(rules, inference_limit)
    pairs = ((b, engine.apply(b)) for b in iter_boards(boardfile, "all"))
    stream(boardfile, pairs, as_json, lambda b, r: r.to_json(),
           lambda k, b, r: f"board {k}: " + format_classification(b, r), "applying rules")
