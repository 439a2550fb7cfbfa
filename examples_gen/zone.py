"""What a tile's zone of interest decides: the reasoning the background's language can reach.

Every clause of the Minesweeper language starts from `zoneOfInterest(T, B, Z)` and reasons
about the sets of Z's revealed tiles (background/minesweeper.pl).  A tile the whole board makes
certain may still be undecided by its zone (a chain of constraints through unflagged known mines
that leaves the zone): no sound clause of the language covers it.  ``zone_decided`` says which
tiles the zone alone decides -- the "zone" labels of examples_gen.examples, and the ceiling
benchmarks/zone_ceiling.py measures.  The zones are the background's own
(examples_gen.background.zones); this module only searches their constraints.
"""

from __future__ import annotations

from examples_gen.background import zone_masks, zones


def zone_of_interest(board, tile) -> set:
    """The revealed tiles of `tile`'s zone of interest (empty for a tile without one)."""
    return {d for d, _, _ in zones(board).get(tuple(tile), ())}


def constraints(zone) -> list:
    """(hidden, unflagged tiles, mines among them) of each revealed tile of `zone` (a zone as
    examples_gen.background.zones gives it)."""
    return [(tiles, n) for _, tiles, n in zone]


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


def decided(zone, tile):
    """"safe", "mine" or None: what the constraints of `zone` alone say of `tile`."""
    cons = constraints(zone)
    return ("safe" if not satisfiable(cons, tile, 1) else
            "mine" if not satisfiable(cons, tile, 0) else None)


def zone_decided(board, tiles) -> dict:
    """{tile: "safe" | "mine" | None} for each of `tiles` (hidden, unflagged fringe tiles):
    what the constraints of the tile's zone of interest alone decide (``decided``, on
    bitmasks: this labels every state examples are drawn from)."""
    zone_of = zone_masks(board)
    out = {}
    for t in tiles:
        bit, cons = zone_of.get(tuple(t), (None, None))
        if not cons:
            out[t] = None
            continue
        tile = 1 << bit
        out[t] = ("safe" if not _meets(cons, tile, 0) else
                  "mine" if not _meets(cons, 0, tile) else None)
    return out


def _meets(cons, ones: int, zeros: int) -> bool:
    """Is there a 0/1 assignment meeting every (mask, mines) of `cons` with the tiles of
    `ones` mines and those of `zeros` safe?  Constraints that leave their free tiles one
    choice fix them; then the first free tile of an open constraint is tried both ways."""
    while True:
        fixed = False
        branch = 0
        for mask, n in cons:
            have = (mask & ones).bit_count()
            free = mask & ~(ones | zeros)
            left = free.bit_count()
            if have > n or have + left < n:
                return False
            if not left:
                continue
            if have == n:
                zeros |= free
                fixed = True
            elif have + left == n:
                ones |= free
                fixed = True
            elif not branch:
                branch = free & -free
        if fixed:
            continue
        if not branch:
            return True
        return _meets(cons, ones | branch, zeros) or _meets(cons, ones, zeros | branch)
