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
    masks, bit = _as_masks(cons, tile)
    return _meets(masks, bit, 0) if value else _meets(masks, 0, bit)


def decided(zone, tile):
    """"safe", "mine" or None: what the constraints of `zone` alone say of `tile`."""
    return _verdict(*_as_masks(constraints(zone), tile))


def zone_decided(board, tiles) -> dict:
    """{tile: "safe" | "mine" | None} for each of `tiles` (hidden, unflagged fringe tiles):
    what the constraints of the tile's zone of interest alone decide (``decided``, on the
    background's own bitmasks: this labels every state examples are drawn from)."""
    zone_of = zone_masks(board)
    out = {}
    for t in tiles:
        bit, cons = zone_of.get(tuple(t), (0, []))
        out[t] = _verdict(cons, 1 << bit) if cons else None
    return out


def _as_masks(cons, tile):
    """`cons` (tile lists, mines) as (bitmask, mines), and `tile`'s bit."""
    bit = {t: 1 << i for i, t in enumerate(sorted({t for ts, _ in cons for t in ts} | {tile}))}
    return [(sum(bit[t] for t in ts), k) for ts, k in cons], bit[tile]


def _verdict(cons, tile: int):
    """"safe" when the tile (a bit) cannot be a mine under `cons`, "mine" when it cannot be
    safe, else None."""
    return ("safe" if not _meets(cons, tile, 0) else
            "mine" if not _meets(cons, 0, tile) else None)


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
