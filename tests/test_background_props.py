"""Soundness of the Minesweeper background sets, by brute force on small boards from real play.

For random small boards (random mines, some tiles opened with cascades, some true mines
flagged), every set built by setHasXMines, diffSetHasXMines (differences of two sets and of
three: A-(B), (A-B)-C, A-(B-C)) and allMinesInFringe must be sound: for every mine arrangement
consistent with the board, the number of mines on the set's tiles lies within [Lo, Hi]. The
oracle enumerates arrangements here, independently of examples_gen.csp.
"""

import itertools
from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from examples_gen.board import FLAG, HIDDEN
from examples_gen.game import Game
from examples_gen.background import board_facts

pyswip = pytest.importorskip("pyswip")

ROOT = Path(__file__).resolve().parent.parent
BACKGROUND = ROOT / "background" / "minesweeper.pl"

HELPER = ROOT / "tests" / "fixtures" / "ms_props.pl"

_state = {}


def prolog():
    """The process's Prolog engine with the background loaded into a module of its own, the
    way the learner loads it (Engine.load_file compiles the file under a pseudo file name
    unique to the module), so other tests of the same process may load the same file into
    their own modules."""
    if "p" not in _state:
        from ilp.engine import get_engine

        engine = get_engine()
        mod = engine.new_module("ms_props_test")
        assert engine.load_file(mod, BACKGROUND) == []
        assert engine.load_file(mod, HELPER) == []
        _state.update(p=engine.prolog, engine=engine, mod=mod, n=0)
    return _state["p"]


def _mod():
    prolog()
    return _state["mod"]


def load_board(board, zones: bool = True):
    """Add the board's facts (without its ms_zone/2 facts when not `zones`: the background
    then computes each zone of interest itself); its board id."""
    prolog()
    _state["n"] += 1
    bid = f"pb{_state['n']}"
    facts = board_facts(bid, board)
    if not zones:
        facts = "".join(line + "\n" for line in facts.splitlines() if not line.startswith("ms_zone("))
    _state["engine"].add_clauses(_state["mod"], facts)
    return bid


def consistent_arrangements(board):
    """All mine arrangements (tuples of hidden flat indices) that fit numbers, flags, count."""
    cells = board.cells
    rows, cols = cells.shape
    hidden = [(r, c) for r in range(rows) for c in range(cols) if cells[r, c] == HIDDEN]
    left = board.mines - int(np.count_nonzero(cells == FLAG))
    cons = []
    for r in range(rows):
        for c in range(cols):
            v = int(cells[r, c])
            if v < 0:
                continue
            nb = [(rr, cc) for rr in range(max(0, r - 1), min(rows, r + 2))
                  for cc in range(max(0, c - 1), min(cols, c + 2)) if (rr, cc) != (r, c)]
            flags = sum(cells[t] == FLAG for t in nb)
            hs = {t for t in nb if cells[t] == HIDDEN}
            cons.append((hs, v - flags))
    out = []
    for combo in itertools.combinations(hidden, left):
        s = set(combo)
        if all(len(hs & s) == need for hs, need in cons):
            out.append(s)
    return hidden, out


def play_board(seed, rows, cols, mines, opens, flag_p):
    rng = np.random.default_rng(seed)
    g = Game(rows, cols, mines, rng, first_move="safe")
    g.open(int(rng.integers(rows)), int(rng.integers(cols)))
    truth = g.mines_at()
    for _ in range(opens):
        if g.over:
            break
        cand = [(r, c) for r in range(rows) for c in range(cols)
                if g.board.cells[r, c] == HIDDEN and not truth[r, c]]
        if not cand:
            break
        g.open(*cand[int(rng.integers(len(cand)))])
    board = g.board.copy()
    for r in range(rows):
        for c in range(cols):
            if truth[r, c] and board.cells[r, c] == HIDDEN and rng.random() < flag_p:
                board.cells[r, c] = FLAG
    return board


@st.composite
def boards(draw):
    rows, cols = draw(st.integers(2, 5)), draw(st.integers(2, 5))
    mines = draw(st.integers(1, min(7, rows * cols - 2)))
    return play_board(draw(st.integers(0, 2**32 - 1)), rows, cols, mines,
                      draw(st.integers(0, 4)), draw(st.sampled_from([0.0, 0.3, 0.7])))

_counts = {"sets": 0, "boards": 0}


def check_sound(board):
    bid = load_board(board)
    p = prolog()
    try:
        sets = list(p.query(f"{_mod()}:ms_props_sets({bid}, L)"))[0]["L"]
        hidden_ids = list(p.query(f"{_mod()}:ms_props_hidden({bid}, L)"))[0]["L"]
    finally:
        list(p.query(f"{_mod()}:ms_forget_board({bid})"))
    hidden, arrangements = consistent_arrangements(board)
    assert arrangements, "the game produced an inconsistent board"
    assert sorted(hidden_ids) == sorted(r * 100 + c for r, c in hidden)
    hidden_set = set(hidden)
    for lo, hi, ids in sets:
        tiles = {divmod(i, 100) for i in ids}
        assert tiles and tiles <= hidden_set, (tiles, board)
        assert 0 <= lo <= hi <= len(tiles)
        for arr in arrangements:
            k = len(tiles & arr)
            assert lo <= k <= hi, f"set {sorted(tiles)} [{lo},{hi}] has {k} mines in\n{board}"
    _counts["sets"] += len(sets)
    _counts["boards"] += 1
    return len(sets)


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.filter_too_much,
                                                                   HealthCheck.too_slow])
@given(board=boards())
def test_sets_are_sound(board):
    check_sound(board)


def test_sets_are_sound_and_many_on_fixed_seeds():
    """Non-vacuous: a fixed batch of boards yields many sets, differences included."""
    total = 0
    for seed in range(40):
        b = play_board(seed, 5, 5, 5, 3, 0.3)
        total += check_sound(b)
    assert total > 200
    # differences really occur: some sets are not any single tile's neighbour set
    b = play_board(7, 5, 5, 5, 3, 0.0)
    bid = load_board(b)
    p = prolog()
    try:
        n_diff = list(p.query(
            f"{_mod()}:aggregate_all(count, (hidden_tile({bid},T), zoneOfInterest(T,{bid},Z), "
            f"setHasXMines(_,{bid},Z,A), setHasXMines(_,{bid},Z,C), "
            f"diffSetHasXMines(A,C,_)), K)"))[0]["K"]
    finally:
        list(p.query(f"{_mod()}:ms_forget_board({bid})"))
    assert n_diff > 0


def test_boards_do_not_leak():
    b1 = play_board(1, 4, 4, 3, 2, 0.0)
    b2 = play_board(2, 5, 5, 5, 2, 0.0)
    id1, id2 = load_board(b1), load_board(b2)
    p = prolog()
    try:
        h1 = list(p.query(f"{_mod()}:ms_props_hidden({id1}, L)"))[0]["L"]
        h2 = list(p.query(f"{_mod()}:ms_props_hidden({id2}, L)"))[0]["L"]
        assert sorted(h1) == sorted(r * 100 + c for r, c in zip(*np.nonzero(b1.cells == HIDDEN)))
        assert sorted(h2) == sorted(r * 100 + c for r, c in zip(*np.nonzero(b2.cells == HIDDEN)))
    finally:
        list(p.query(f"{_mod()}:ms_forget_board({id1})"))
        list(p.query(f"{_mod()}:ms_forget_board({id2})"))
    assert list(p.query(f"{_mod()}:ms_props_hidden({id1}, L)"))[0]["L"] == []
