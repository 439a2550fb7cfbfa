"""Guesses for when no rule (or nothing certain) tells what to do: `random`, `local`, `csp`.

Every fallback answers `guess(board, rng, exclude=()) -> Guess`: one hidden, unflagged tile to
open and the fallback's estimate of the probability that it holds a mine.  All randomness comes
from the `numpy.random.Generator` passed in, so a seeded game is reproducible.

- ``random``: a tile drawn uniformly among the hidden, unflagged tiles; its probability is the
  mine density ``mines_left / hidden``.
- ``local``: MIO's local probability (Peña Castillo & Wrobel 2003).  For a hidden tile ``t``,
  ``P(t) = max over revealed neighbours d of needed(d) / blank(d)``, where ``needed(d)`` is the
  number on ``d`` minus its flagged neighbours and ``blank(d)`` its hidden, unflagged
  neighbours.  A tile with no revealed neighbour gets the board's mine density
  ``mines_left / hidden`` (the chance of a mine for a tile we know nothing about).  The player
  guesses a tile of smallest ``P``; ties are broken (``tie_break=``) towards the tile with the
  fewest hidden, unflagged neighbours (``"fewest-hidden"``, the default: a tile with fewer
  unknown neighbours is more likely to show a zero and open an area), then uniformly at
  random, or uniformly at random alone (``"random"``).
- ``csp``: exact probabilities from ``examples_gen.csp.solve``; a tile of lowest exact
  probability.  Tie-break (``tie_break=``):
    * ``"random"`` -- plain lowest probability, uniformly among the ties;
    * ``"frontier"`` -- HCSP (the UCT + heuristic CSP seed paper): among the ties, tiles
      next to a revealed number first, then the fewest hidden, unflagged neighbours, then random;
    * ``"fewest-hidden"`` -- among the ties, the fewest hidden, unflagged neighbours first, then
      frontier tiles, then random.
  Measured with the contracts §4 fixture rules on 8x8/10, 3000 games each, same seeds
  (benchmarks/README.md): frontier 81.3% / fewest-hidden 81.2% / random 78.7% with a safe
  first click in the corner; 65.6% / 65.7% / 62.8% with the first click anywhere at random.
  The two informed tie-breaks tie; the default is ``"frontier"`` (HCSP, the literature's
  choice).

The lowest-probability guess with its tie-breaks is written once, here (`lowest`, `CRITERIA`):
the exact CSP player (examples_gen.players.CspStrategy) guesses with it too.  Each criterion
name means one thing: ``frontier`` (next to a revealed number first), ``fewest-hidden`` (fewest
hidden, unflagged neighbours first), ``corner`` (on more board edges first: corners, then
edges), ``revealed`` (more revealed neighbours first).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

import numpy as np

from examples_gen.grid import neighbour_counts, neighbour_table
from ilp.errors import InputError

HIDDEN = -1
FLAG = -2
# probabilities closer than this are ties (exact CSP probabilities are ratios of big integers
# computed in floating point)
TIE_EPS = 1e-9



@dataclass
class Guess:
    tile: tuple[int, int]
    probability: float      # the fallback's own estimate of P(mine) for the tile
    method: str             # "random", "local", "csp"


def mines_left(board) -> int:
    return int(board.mines) - int(np.count_nonzero(board.cells == FLAG))


def density(board) -> float:
    hidden = int(np.count_nonzero(board.cells == HIDDEN))
    return mines_left(board) / hidden if hidden else 0.0


def local_probabilities(board) -> np.ndarray:
    """MIO's local probability of every hidden, unflagged tile (nan elsewhere).

    P(t) = max over revealed neighbours d of needed(d) / blank(d); tiles with no revealed
    neighbour get the mine density mines_left / hidden.  A loop over the neighbour table:
    three times faster than numpy's whole-grid passes on the boards games play, and the
    same values.
    """
    cells = np.asarray(board.cells)
    rows, cols = cells.shape
    flat = cells.reshape(-1).tolist()
    nb = neighbour_table(rows, cols)
    best = [-1.0] * len(flat)          # the largest ratio among a tile's revealed neighbours
    for i, v in enumerate(flat):
        if v >= 0:
            around = [flat[j] for j in nb[i]]
            blank = around.count(HIDDEN)
            if blank:
                ratio = (v - around.count(FLAG)) / blank
                for j, w in zip(nb[i], around):
                    if w == HIDDEN and ratio > best[j]:
                        best[j] = ratio
    d = density(board)
    prob = np.full(len(flat), np.nan)
    for i, v in enumerate(flat):
        if v == HIDDEN:
            prob[i] = best[i] if best[i] >= 0.0 else d
    return prob.reshape(rows, cols)


def _candidates(board, exclude) -> list[tuple[int, int]]:
    cells = np.asarray(board.cells)
    tiles = [(int(r), int(c)) for r, c in zip(*np.nonzero(cells == HIDDEN))]
    if exclude:
        kept = [t for t in tiles if t not in exclude]
        tiles = kept or tiles       # never refuse to guess
    return tiles


class Criteria:
    """The tie-break criteria of a board, each a key of a tile (smaller first); the counts
    they need are made on first use."""

    def __init__(self, board):
        self.cells = np.asarray(board.cells)
        self.rows, self.cols = self.cells.shape

    @cached_property
    def revealed_nb(self) -> np.ndarray:
        return neighbour_counts(self.cells >= 0)

    @cached_property
    def hidden_nb(self) -> np.ndarray:
        return neighbour_counts(self.cells == HIDDEN)

    def key(self, name: str, tile) -> int:
        r, c = tile
        if name == "frontier":
            return 0 if self.revealed_nb[r, c] > 0 else 1
        if name == "fewest-hidden":
            return int(self.hidden_nb[r, c])
        if name == "corner":
            return -((r in (0, self.rows - 1)) + (c in (0, self.cols - 1)))
        if name == "revealed":
            return -int(self.revealed_nb[r, c])
        raise InputError(f"unknown tie-break criterion {name!r}")


def lowest(tiles, values, criteria=(), board=None, rng=None):
    """The tile of lowest value (`values[i]` for `tiles[i]`), ties broken by the named
    `criteria` (CRITERIA) of `board` in order, then uniformly at random with `rng`, or (no
    rng) the first of `tiles` in their order."""
    best = min(values)
    ties = [t for t, v in zip(tiles, values) if v == best]
    if criteria and len(ties) > 1:
        crit = Criteria(board)
        keys = [tuple(crit.key(n, t) for n in criteria) for t in ties]
        ties = [t for t, k in zip(ties, keys) if k == min(keys)]
    if rng is not None and len(ties) > 1:
        return ties[int(rng.integers(len(ties)))]
    return ties[0]


def _rounded(p: float) -> float:
    return round(p / TIE_EPS) * TIE_EPS


class Fallback:
    name = "?"

    def guess(self, board, rng, exclude=()) -> Guess:
        raise NotImplementedError


class RandomFallback(Fallback):
    name = "random"

    def guess(self, board, rng, exclude=()) -> Guess:
        tiles = _candidates(board, exclude)
        if not tiles:
            raise ValueError("no hidden tile to guess")
        tile = tiles[int(rng.integers(len(tiles)))]
        return Guess(tile, density(board), self.name)


class _Lowest(Fallback):
    """The tile of lowest probability, ties broken by the criteria of `tie_break`
    (TIE_BREAKS: name -> criteria), then at random."""

    TIE_BREAKS: dict = {}

    def __init__(self, tie_break: str):
        if tie_break not in self.TIE_BREAKS:
            raise InputError(f"unknown {self.name} tie-break {tie_break!r} "
                             f"({', '.join(self.TIE_BREAKS)})")
        self.tie_break = tie_break

    def probabilities(self, board) -> np.ndarray:
        raise NotImplementedError

    def guess(self, board, rng, exclude=()) -> Guess:
        tiles = _candidates(board, exclude)
        if not tiles:
            raise ValueError("no hidden tile to guess")
        prob = self.probabilities(board)
        values = [_rounded(float(prob[t])) for t in tiles]
        tile = lowest(tiles, values, self.TIE_BREAKS[self.tie_break], board, rng)
        return Guess(tile, float(prob[tile]), self.name)


class LocalFallback(_Lowest):
    """MIO's local probability; ties: fewest hidden neighbours, then random."""

    name = "local"
    TIE_BREAKS = {"fewest-hidden": ("fewest-hidden",), "random": ()}

    def __init__(self, tie_break: str = "fewest-hidden"):
        super().__init__(tie_break)

    def probabilities(self, board) -> np.ndarray:
        return local_probabilities(board)


class CspFallback(_Lowest):
    """Lowest exact mine probability (examples_gen.csp.solve) with a tie-break."""

    name = "csp"
    TIE_BREAKS = {"random": (), "frontier": ("frontier", "fewest-hidden"),
                  "fewest-hidden": ("fewest-hidden", "frontier")}

    def __init__(self, tie_break: str = "frontier"):
        super().__init__(tie_break)

    def probabilities(self, board) -> np.ndarray:
        """Exact probabilities; MIO's local ones when no arrangement fits the board (possible
        only after an unsound rule flagged a safe tile)."""
        from examples_gen.board import BoardError
        from examples_gen.csp import solve
        try:
            return np.asarray(solve(board).probability, dtype=float)
        except BoardError:
            return local_probabilities(board)


FALLBACKS = ("random", "local", "csp", "lookahead")   # lookahead: examples_gen/lookahead.py


def make_fallback(name: str, **kwargs) -> Fallback:
    if name == "random":
        return RandomFallback()
    if name == "local":
        return LocalFallback(**kwargs)
    if name == "csp":
        return CspFallback(**kwargs)
    if name == "lookahead":
        from examples_gen.lookahead import LookaheadFallback   # it imports this module
        return LookaheadFallback(**kwargs)
    raise InputError(f"unknown fallback {name!r} (choose from {', '.join(FALLBACKS)})")
