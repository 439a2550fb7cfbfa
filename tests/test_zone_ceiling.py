"""benchmarks/zone_ceiling.py: its zone of interest (the one written with the board facts,
examples_gen.prolog_facts.zones) is the one background/minesweeper.pl computes itself from the
other facts, and what it calls decided by the zone is decided by the whole board."""

import sys
from pathlib import Path

from hypothesis import HealthCheck, given, settings

from tests.test_background_props import boards, consistent_arrangements, load_board, prolog

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "benchmarks"))
import zone_ceiling  # noqa: E402


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
        zone = zone_ceiling.zone_of_interest(board, tile)
        ours = prolog_zone(bid, tile)
        assert (ours or set()) == zone, tile
        if not zone:
            continue
        cons = zone_ceiling.constraints(board, zone)
        for value in (0, 1):
            if not zone_ceiling.satisfiable(cons, tile, value):
                # the zone rules `value` out: no arrangement of the whole board has it
                assert all((tile in a) != bool(value) for a in arrangements), (tile, value)


def test_a_tile_forced_by_its_zone_is_decided():
    import numpy as np

    from examples_gen.board import HIDDEN, Board

    # 1 ? ?  -- the 1 has one hidden neighbour: a mine; the zone cannot say the tile is safe
    board = Board(1, 3, 1, np.array([[1, HIDDEN, HIDDEN]], dtype=np.int8))
    zone = zone_ceiling.zone_of_interest(board, (0, 1))
    assert zone == {(0, 0)}
    cons = zone_ceiling.constraints(board, zone)
    assert not zone_ceiling.satisfiable(cons, (0, 1), 0)
    assert zone_ceiling.satisfiable(cons, (0, 1), 1)
    assert zone_ceiling.zone_of_interest(board, (0, 2)) == set()
