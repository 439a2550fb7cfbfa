"""`ilp solve BOARDFILE`: exact mine probabilities of each board in a file, printed as they come
(ilp.cli.streaming: one board in memory, progress on stderr).

Counting is the only way to find that several numbers contradict each other or the mine count,
or that a board is too complex to count: such a board stops the printing where it stands (exit
status 2, the JSON list left unclosed); a full checking pass would count every board twice.
"""

import click

from ilp.cli.streaming import stream


def analysis_json(board, analysis) -> dict:
    """One entry of `ilp solve --json` (docs/json.md)."""
    prob = [[None if p != p else p for p in row]  # p != p: NaN (revealed or flagged)
            for row in analysis.probability.tolist()]
    return {"rows": board.rows, "cols": board.cols, "mines": board.mines,
            "probability": prob,
            "safe": [[r, c] for r, c in analysis.safe],
            "mine": [[r, c] for r, c in analysis.mine]}


def format_analysis(board, analysis) -> str:
    """The board with each hidden tile's mine probability in percent (`safe`/`MINE` when
    certain), row numbers down the left and column numbers along the top."""
    from examples_gen.board import FLAG
    from ilp.words import plural

    width = 5
    safe, mine = set(analysis.safe), set(analysis.mine)  # sets: a big board has thousands
    lines = [f"{board.rows}x{board.cols}, {plural(board.mines, 'mine')} "
             f"({board.mines_left} left), {len(analysis.safe)} safe, "
             f"{plural(len(analysis.mine), 'certain mine')}",
             "   " + "".join(str(c).rjust(width) for c in range(board.cols))]
    for r in range(board.rows):
        out = [str(r).rjust(3)]
        for c in range(board.cols):
            v = int(board.cells[r, c])
            p = analysis.probability[r, c]
            if v == FLAG:
                s = "F"
            elif v >= 0:
                s = str(v)
            elif p == 0 and (r, c) in safe:
                s = "safe"
            elif (r, c) in mine:
                s = "MINE"
            else:
                s = f"{100 * p:.0f}%"
            out.append(s.rjust(width))
        lines.append("".join(out))
    return "\n".join(lines)


@click.command()
@click.argument("boardfile", type=click.Path(dir_okay=False))
@click.option("--json", "as_json", is_flag=True, help="Print one JSON list (docs/json.md) on stdout.")
def solve(boardfile, as_json):
    """Exact mine probabilities for each board in BOARDFILE.

    The probability of each hidden tile counts every arrangement of mines that fits the numbers,
    the flags (taken as true mines) and the total mine count. Boards are printed as they are
    solved. Malformed or inconsistent boards, and boards too complex to count exactly, are
    refused (exit status 2): a fault of the format or of a single number before anything is
    printed; one that only counting finds stops the output at that board, leaving the JSON list
    unclosed.
    """
    from examples_gen.board import iter_solved_boards
    from examples_gen.csp import solve as csp_solve

    stream(boardfile, iter_solved_boards(boardfile, csp_solve), as_json, analysis_json,
           lambda k, board, analysis: f"board {k}: " + format_analysis(board, analysis),
           "solving")
