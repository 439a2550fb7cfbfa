"""`ilp solve BOARDFILE`: exact mine probabilities of each board in a file."""

import json
import math

import click


def analysis_json(board, analysis) -> dict:
    """One entry of `ilp solve --json` (contracts §2)."""
    prob = [[None if math.isnan(p) else p for p in row] for row in analysis.probability.tolist()]
    return {"rows": board.rows, "cols": board.cols, "mines": board.mines,
            "probability": prob,
            "safe": [[r, c] for r, c in analysis.safe],
            "mine": [[r, c] for r, c in analysis.mine]}


def format_analysis(board, analysis) -> str:
    """The board with each hidden tile's mine probability in percent (`safe`/`MINE` when certain)."""
    from examples_gen.board import FLAG

    width = 5
    lines = [f"{board.rows}x{board.cols}, {board.mines} mines "
             f"({board.mines_left} left), {len(analysis.safe)} safe, {len(analysis.mine)} certain mines"]
    for r in range(board.rows):
        out = []
        for c in range(board.cols):
            v = int(board.cells[r, c])
            p = analysis.probability[r, c]
            if v == FLAG:
                s = "F"
            elif v >= 0:
                s = str(v)
            elif p == 0 and (r, c) in analysis.safe:
                s = "safe"
            elif (r, c) in analysis.mine:
                s = "MINE"
            else:
                s = f"{100 * p:.0f}%"
            out.append(s.rjust(width))
        lines.append("".join(out))
    return "\n".join(lines)


@click.command()
@click.argument("boardfile", type=click.Path(dir_okay=False))
@click.option("--json", "as_json", is_flag=True, help="Print one JSON list (contracts §2) on stdout.")
def solve(boardfile, as_json):
    """Exact mine probabilities for each board in BOARDFILE.

    The probability of each hidden tile counts every arrangement of mines that fits the numbers,
    the flags (taken as true mines) and the total mine count. Malformed or inconsistent boards
    are refused (exit status 2).
    """
    from examples_gen.board import read_checked_boards
    from examples_gen.csp import solve as csp_solve

    boards = read_checked_boards(boardfile)
    results = [(b, csp_solve(b)) for b in boards]
    if as_json:
        click.echo(json.dumps([analysis_json(b, a) for b, a in results]))
    else:
        for k, (b, a) in enumerate(results, start=1):
            if k > 1:
                click.echo("")
            click.echo(f"board {k}: " + format_analysis(b, a))
