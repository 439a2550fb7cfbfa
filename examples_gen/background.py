"""The Minesweeper background's Prolog as Python functions: a board's facts, its zones of
interest, and rule play (background/positions.pl, background/play.pl; one function a
predicate, through ilp.engine).

A board goes to Prolog in one encoding, its cells (`Board.cell_text`: the characters of the
board text format, row-major) with its size and mine count; Prolog derives everything else,
the zones of interest included, with the background's own definitions.

The background is loaded once per process, into its own modules (ms_positions, which
includes background/minesweeper.pl, and ms_play), the first time one of these is called.
"""

from __future__ import annotations

import re

from examples_gen.paths import BACKGROUND_DIR
from ilp.engine import IN, OUT, TEXT, get_engine, predicate

PLAY = BACKGROUND_DIR / "play.pl"
# Lets the facts of boards written one after the other interleave in one file.
FACTS_HEADER = (
    ":- discontiguous ms_board/6, ms_hidden_all/2, ms_bit/2, ms_all/2, ms_rev/3, ms_fringe/2,"
    " ms_zone/2.\n"
)
_ATOM = re.compile(r"[a-z][A-Za-z0-9_]*\Z")
_loaded: list = []


def load() -> None:
    """Load the background's modules into the process's engine (once)."""
    if not _loaded:
        get_engine().call("user", "use_module", str(PLAY), [])     # nothing imported
        _loaded.append(True)


def _loading(fn):
    def call(*args):
        load()
        return fn(*args)
    call.__name__, call.__doc__ = fn.__name__, fn.__doc__
    return call


# ms_positions ---------------------------------------------------------------------------------
_facts_text = _loading(predicate("ms_positions", "facts_text", IN, IN, IN, IN, TEXT, OUT))
_zones = _loading(predicate("ms_positions", "zones", IN, IN, IN, TEXT, IN, OUT))
_zone_masks = _loading(predicate("ms_positions", "zone_masks", IN, IN, IN, TEXT, OUT))

# ms_play --------------------------------------------------------------------------------------
add_rule = _loading(predicate("ms_play", "add_rule", IN, IN, IN, TEXT))
drop_rules = _loading(predicate("ms_play", "drop_rules", IN))
classify = _loading(predicate("ms_play", "classify", IN, IN, IN, IN, TEXT, IN, IN, OUT))


def check_board_id(board_id: str) -> str:
    if not isinstance(board_id, str) or not _ATOM.match(board_id):
        raise ValueError(f"board id must be a plain Prolog atom (e.g. b0), got {board_id!r}")
    return board_id


def board_facts(board_id: str, board) -> str:
    """The facts of one board, as the text of a task file (one fact a line; the zone of
    interest of each fringe tile included: background/README.md)."""
    return _facts_text(check_board_id(board_id), board.rows, board.cols, board.mines,
                       board.cell_text)


def zones(board, hops: int = 0) -> dict:
    """{fringe tile: its zone of interest} as the background computes it, each zone a list of
    (revealed tile, its hidden unflagged neighbours, mines among them), row-major.  `hops`
    widens each zone that many times by the revealed tiles sharing a hidden tile with it
    (benchmarks/zone_ceiling.py)."""
    out = {}
    for r, c, zone in _zones(board.rows, board.cols, board.mines, board.cell_text, int(hops)):
        out[(r, c)] = [((dr, dc), [tuple(t) for t in tiles], n) for dr, dc, tiles, n in zone]
    return out


def zone_masks(board) -> dict:
    """{fringe tile: (its bit, its zone as [(mask, mines)])}: `zones(board)` with each tile
    set a bitmask over the board's hidden tiles, as the background's sets hold it."""
    return {(r, c): (bit, [(m, n) for m, n in sets])
            for r, c, bit, sets in _zone_masks(board.rows, board.cols, board.mines,
                                               board.cell_text)}
