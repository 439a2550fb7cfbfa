"""What a tile's zone of interest decides: the reasoning the background's language can reach.

Every clause of the Minesweeper language starts from `zoneOfInterest(T, B, Z)` and reasons
about the sets of Z's revealed tiles (background/minesweeper.pl).  A tile the whole board makes
certain may still be undecided by its zone (a chain of constraints through unflagged known mines
that leaves the zone): no sound clause of the language covers it.  ``zone_decided`` says which
tiles the zone alone decides -- the "zone" labels of examples_gen.examples, and the ceiling
benchmarks/zone_ceiling.py measures.
"""

from __future__ import annotations

from examples_gen.prolog_facts import board_structure, zones


def zone_of_interest(board, tile):
    """The zone the learner's background uses (examples_gen.prolog_facts.zones, written with
    the board facts; tests check it against background/minesweeper.pl's own computation)."""
    _, rev, fringe = board_structure(board)
    return set(zones(rev, fringe).get(tuple(tile), ()))


def constraints(board, zone, rev=None):
    """(hidden, unflagged neighbours, mines among them) of each revealed tile of `zone` (`rev`:
    the board's revealed tiles as examples_gen.prolog_facts.board_structure gives them)."""
    if rev is None:
        _, rev, _ = board_structure(board)
    return [(hs, need) for need, hs in (rev[d] for d in zone)]


def satisfiable(cons, tile, value) -> bool:
    """Is there a 0/1 assignment to the constraints' tiles, `tile` set to `value`, meeting all?"""
    tiles = sorted({t for ts, _ in cons for t in ts})
    index = {t: i for i, t in enumerate(tiles)}
    cs = [([index[t] for t in ts], k) for ts, k in cons]
    watch = [[] for _ in tiles]
    for j, (ts, _) in enumerate(cs):
        for i in ts:
            watch[i].append(j)
    val = [None] * len(tiles)

    def ok(j):
        ts, k = cs[j]
        ones = sum(1 for i in ts if val[i] == 1)
        free = sum(1 for i in ts if val[i] is None)
        return ones <= k <= ones + free

    start = index[tile]
    val[start] = value
    if not all(ok(j) for j in watch[start]):
        return False
    order = [i for i in range(len(tiles)) if i != start]

    def extend(p):
        if p == len(order):
            return True
        i = order[p]
        for x in (0, 1):
            val[i] = x
            if all(ok(j) for j in watch[i]) and extend(p + 1):
                return True
        val[i] = None
        return False

    return extend(0)


def zone_decided(board, tiles) -> dict:
    """{tile: "safe" | "mine" | None} for each of `tiles` (hidden, unflagged fringe tiles):
    what the constraints of the tile's zone of interest alone decide."""
    _, rev, fringe = board_structure(board)
    zone_of = zones(rev, fringe)
    out = {}
    for t in tiles:
        zone = zone_of.get(tuple(t))
        if not zone:
            out[t] = None
            continue
        cons = constraints(board, zone, rev)
        out[t] = ("safe" if not satisfiable(cons, t, 1) else
                  "mine" if not satisfiable(cons, t, 0) else None)
    return out
