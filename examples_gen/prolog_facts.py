"""A `Board` as Prolog facts for `background/minesweeper.pl` (representation: background/README.md).

    ms_board(B, Rows, Cols, Mines, Flags, Left).
    ms_hidden_all(B, [t(R,C), ...]).
    ms_bit(k(B,R,C), I).                   bit I of the sets stands for hidden tile t(R,C)
    ms_all(B, Mask).                       every hidden, unflagged tile
    ms_rev(k(B,R,C), Need, Mask).          revealed tiles with >= 1 hidden, unflagged neighbour
    ms_fringe(k(B,R,C), [t(..), ...]).     hidden, unflagged tiles next to such revealed tiles
    ms_zone(k(B,R,C), z([Td-Set, ...])).   the zone of interest of each such hidden tile

Tile lists are in row-major order, which is the standard order of t(R,C) terms, so they are
ordered sets for library(ordsets).
"""

from __future__ import annotations

import re
from functools import lru_cache

import numpy as np

HIDDEN = -1
FLAG = -2

_ATOM = re.compile(r"[a-z][A-Za-z0-9_]*\Z")

FACTS_HEADER = (
    ":- discontiguous ms_board/6, ms_hidden_all/2, ms_bit/2, ms_all/2, ms_rev/3, ms_fringe/2,"
    " ms_zone/2.\n"
)


def check_board_id(board_id: str) -> str:
    if not isinstance(board_id, str) or not _ATOM.match(board_id):
        raise ValueError(f"board id must be a plain Prolog atom (e.g. b0), got {board_id!r}")
    return board_id


def board_structure(board) -> tuple[list, dict, dict]:
    """(hidden tiles, {revealed tile: (need, hidden nbrs)}, {hidden tile: revealed nbrs}).

    Only revealed tiles with at least one hidden, unflagged neighbour are kept, and only
    hidden tiles next to one of those appear in the third map.
    """
    cells = np.asarray(board.cells)
    rows, cols = cells.shape
    hidden = [(int(r), int(c)) for r, c in zip(*np.nonzero(cells == HIDDEN))]
    rev: dict = {}
    fringe: dict = {}
    cl = cells.tolist()
    for r in range(rows):
        row = cl[r]
        for c in range(cols):
            v = row[c]
            if v < 0:
                continue
            hs = []
            flags = 0
            for rr in range(max(r - 1, 0), min(r + 2, rows)):
                crow = cl[rr]
                for cc in range(max(c - 1, 0), min(c + 2, cols)):
                    w = crow[cc]
                    if w == HIDDEN:
                        hs.append((rr, cc))
                    elif w == FLAG:
                        flags += 1
            if hs:
                rev[(r, c)] = (v - flags, hs)
                for h in hs:
                    fringe.setdefault(h, []).append((r, c))
    return hidden, rev, fringe


def _tl(tiles) -> str:
    return "[" + ",".join(f"t({r},{c})" for r, c in tiles) + "]"


def board_facts(board_id: str, board) -> str:
    """The facts of one board, as Prolog text (one fact per line)."""
    b = check_board_id(board_id)
    cells = np.asarray(board.cells)
    flags = int(np.count_nonzero(cells == FLAG))
    hidden, rev, fringe = board_structure(board)
    # fringe tiles take the low bits: the sets of the numbers stay small integers
    order = sorted(fringe) + [t for t in hidden if t not in fringe]
    bit = {t: i for i, t in enumerate(order)}
    mask = {d: sum(1 << bit[h] for h in hs) for d, (_, hs) in rev.items()}
    out = [f"ms_board({b},{board.rows},{board.cols},{board.mines},{flags},{board.mines - flags})."]
    out.append(f"ms_hidden_all({b},{_tl(hidden)}).")
    out.extend(f"ms_bit(k({b},{r},{c}),{bit[(r, c)]})." for r, c in hidden)
    out.append(f"ms_all({b},{(1 << len(hidden)) - 1}).")
    for (r, c), (need, _) in rev.items():  # row-major insertion order
        out.append(f"ms_rev(k({b},{r},{c}),{need},{mask[(r, c)]}).")
    for (r, c) in sorted(fringe):
        out.append(f"ms_fringe(k({b},{r},{c}),{_tl(sorted(fringe[(r, c)]))}).")
    for (r, c), zone in zones(rev, fringe).items():
        pairs = ",".join(f"t({zr},{zc})-s({mask[(zr, zc)]},{rev[(zr, zc)][0]},"
                         f"{rev[(zr, zc)][0]},{b})" for zr, zc in zone)
        out.append(f"ms_zone(k({b},{r},{c}),z([{pairs}])).")
    return "\n".join(out) + "\n"


def zones(rev: dict, fringe: dict) -> dict:
    """{fringe tile: its zone of interest} (background/minesweeper.pl zoneOfInterest/3): the
    revealed neighbours of the tile, and the revealed neighbours of their hidden neighbours;
    sorted.  Written with the facts, so the rules look the zone up instead of computing it."""
    out = {}
    for t in sorted(fringe):
        zone = set()
        for d in fringe[t]:
            for h in rev[d][1]:
                zone.update(fringe[h])
        out[t] = sorted(zone)
    return out


def boards_facts(boards: dict) -> str:
    """Facts of many boards ({board id: Board}) as one file text, with the header that lets
    the clauses of different boards interleave."""
    return FACTS_HEADER + "".join(board_facts(b, board) for b, board in boards.items())


def board_description(board) -> str:
    """The board as the term background/masks.pl reads (ms_masks:with_board/3):
    msk(Rows, Cols, Mines, Flags, Cells, Revs).  Bits of a set: the fringe tiles (hidden,
    unflagged, next to a revealed number) in row-major order, then the other hidden tiles.
    The zones of interest are left to the reader: they follow from the sets."""
    rows, cols = board.rows, board.cols
    cells = np.asarray(board.cells).reshape(-1).tolist()
    near_of = _near(rows, cols)
    revs = []                  # (cell, need, hidden neighbours), row-major
    fringe: set = set()
    for i, v in enumerate(cells):
        if v >= 0:
            idx, get = near_of[i]
            near = get(cells)
            if HIDDEN in near:
                hs = [j for j, w in zip(idx, near) if w == HIDDEN]
                revs.append((i, v - near.count(FLAG), hs))
                fringe.update(hs)
    bit = {h: 1 << b for b, h in enumerate(sorted(fringe))}
    chars = ["*" if i in fringe else "." if v == HIDDEN else "#" for i, v in enumerate(cells)]
    # masks in hex: Python converts ints of over 4300 decimal digits only on request
    rev_text = ",".join([f"r({i // cols},{i % cols},{need},{hex(sum([bit[h] for h in hs]))})"
                         for i, need, hs in revs])
    return f'msk({rows},{cols},{board.mines},{cells.count(FLAG)},"{"".join(chars)}",[{rev_text}])'


@lru_cache(maxsize=16)
def _near(rows: int, cols: int) -> list:
    """For each tile, its neighbours (row-major) and a getter of their cells (a tuple)."""
    from operator import itemgetter

    from examples_gen.grid import neighbour_table
    out = []
    for idx in neighbour_table(rows, cols):
        if len(idx) > 1:
            get = itemgetter(*idx)
        elif idx:
            get = (lambda cells, j=idx[0]: (cells[j],))
        else:                                   # a 1x1 board: no neighbour
            get = (lambda cells: ())
        out.append((idx, get))
    return out
