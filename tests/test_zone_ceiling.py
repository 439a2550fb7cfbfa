"""The zones of interest Python reads (examples_gen.background.zones, benchmarks/zone_ceiling.py,
the zone labels) are the ones background/minesweeper.pl's zoneOfInterest/3 computes from a
board's facts, and what the zone decides is decided by the whole board."""

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.test_background_props import boards, consistent_arrangements, load_board, prolog

from examples_gen.background import zones
from examples_gen.zone import constraints, satisfiable, zone_of_interest


def prolog_zone(bid, tile):
    """The background's zoneOfInterest of `tile` as a set of (row, col), None if it fails."""
    from tests.test_background_props import _mod

    r, c = tile
    sols = list(prolog().query(f"{_mod()}:(zoneOfInterest(t({r},{c}), {bid}, Z), zone_tiles(Z, Ts)), "
                               "findall(I, (member(t(X, Y), Ts), I is X * 100 + Y), Is)"))
    return None if not sols else {divmod(int(i), 100) for i in sols[0]["Is"]}


@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
@given(boards())
def test_zone_matches_background_and_decisions_are_sound(board):
    bid = load_board(board, zones=False)      # the background computes every zone itself
    hidden, arrangements = consistent_arrangements(board)
    for tile in hidden:
        zone = zone_of_interest(board, tile)
        ours = prolog_zone(bid, tile)
        assert (ours or set()) == zone, tile
        if not zone:
            continue
        cons = constraints(zones(board)[tile])
        for value in (0, 1):
            if not satisfiable(cons, tile, value):
                # the zone rules `value` out: no arrangement of the whole board has it
                assert all((tile in a) != bool(value) for a in arrangements), (tile, value)


def test_a_tile_forced_by_its_zone_is_decided():
    import numpy as np

    from examples_gen.board import HIDDEN, Board

    # 1 ? ?  -- the 1 has one hidden neighbour: a mine; the zone cannot say the tile is safe
    board = Board(1, 3, 1, np.array([[1, HIDDEN, HIDDEN]], dtype=np.int8))
    assert zone_of_interest(board, (0, 1)) == {(0, 0)}
    cons = constraints(zones(board)[(0, 1)])
    assert not satisfiable(cons, (0, 1), 0)
    assert satisfiable(cons, (0, 1), 1)
    assert zone_of_interest(board, (0, 2)) == set()


def test_widened_zones_add_the_revealed_tiles_meeting_them():
    import numpy as np

    from examples_gen.board import HIDDEN, Board

    # 1 . 1 . 1 . 1: the zone of (0, 1) holds the revealed neighbours of its revealed
    # neighbours' hidden tiles, (0, 0), (0, 2), (0, 4); a hop further reaches (0, 6)
    board = Board(1, 7, 3, np.array([[1, HIDDEN, 1, HIDDEN, 1, HIDDEN, 1]], dtype=np.int8))
    near = {d for d, _, _ in zones(board)[(0, 1)]}
    wide = {d for d, _, _ in zones(board, hops=1)[(0, 1)]}
    assert near == {(0, 0), (0, 2), (0, 4)} and wide == near | {(0, 6)}


@settings(max_examples=300, deadline=None)
@given(st.integers(1, 7).flatmap(lambda n: st.tuples(
    st.just(n),
    st.lists(st.tuples(st.sets(st.integers(0, n - 1), min_size=1), st.integers(0, 4)),
             min_size=1, max_size=5),
    st.integers(0, n - 1), st.integers(0, 1))))
def test_satisfiable_agrees_with_trying_every_assignment(case):
    # satisfiable (unit propagation, then branching) against brute force on up to 7 tiles
    n, cons, tile, value = case
    cons = [(sorted(ts), k) for ts, k in cons]
    brute = any(((a >> tile) & 1) == value and
                all(sum((a >> t) & 1 for t in ts) == k for ts, k in cons)
                for a in range(1 << n))
    assert satisfiable(cons, tile, value) == brute
