"""The lookahead guess: which tile to open when nothing is certain (``--fallback lookahead``).

The exact CSP player opens the tile least likely to hold a mine.  That is not the best guess
(Sebag & Teytaud 2012; the UCT + heuristic CSP seed paper): a tile slightly riskier than the
safest can be far more likely to lead to safe progress, and near the end of a game the few
arrangements left can be searched outright.  This guess does three things, in this order:

1. **Exact search** (`examples_gen.endgame`) when the position has at most `endgame_limit`
   arrangements of the mines: expectimax over them, the tile with the best chance of winning
   the game with best play.  Reason ``"search"``, with that chance.
2. **Two-move lookahead** otherwise.  Each candidate tile ``t`` -- the tiles whose chance of
   being safe is at least `CUTOFF` times the best, safest first -- is opened in thought: for
   every number ``v`` it could show, the position with ``t = v`` is solved exactly
   (`examples_gen.csp`), which gives the chance ``P(v)`` of that number (the arrangements that
   fit it over all those that fit now) and what the next move would be.  A candidate's score is
   its chance of surviving this move, times what the next position is worth:

       score(t) = sum over v of P(v) * next(position after v)
       next = (4 * best + second) / 5

   where best and second are the two highest chances of a safe tile in that position (1 for a
   certainly safe tile).  Two certainly safe tiles make it 1; a lone one with only blind
   guesses beside it is worth less (JSMinesweeper's blend; measured here: 31 more wins in
   10,000 expert games than the best safety alone, `docs/lookahead.md`); with nothing certain
   it is about the best next guess's safety, so the score is close to the chance of surviving
   two moves.  So a tile that often opens safe ground (*progress*: a zero, or a number that
   lets the solver prove tiles safe) beats a slightly safer tile that leaves another blind
   guess.  A candidate cannot score more than its own safety, so candidates are taken safest
   first and the search stops when the next one could not win; a candidate whose numbers
   examined so far plus sure progress on the rest cannot win is left half-way.  Every
   position solved counts against `budget`; the safest tile is always examined.  Reason
   ``"progress"`` when the lookahead compared candidates, with the chosen tile's safety,
   progress chance and score; ``"probability"`` when only one candidate was within reach.
3. Hidden tiles with no revealed neighbour (the *interior*) all have the same probability, so
   only representatives are examined: those next to the frontier (they can resolve it),
   fewest hidden neighbours first, and one of each kind of the others (a tile's number there
   depends only on how many hidden and flagged neighbours it has).

There are no random choices: ties go to the safer tile, then to the tile with fewer hidden
neighbours, then to row-major order, so the same position always gets the same guess (``--seed``
and ``--jobs`` cannot change a result).  A certainly safe tile, when the caller has one (the
rule player whose rules missed it), is returned at once (reason ``"safe"``).
"""

from __future__ import annotations

import decimal
import heapq
from dataclasses import dataclass, field

import numpy as np

from examples_gen.components import TooComplexError, build_constraints
from examples_gen.csp import _decimal_context, count_flat, solve_flat
from examples_gen.endgame import (ExactSearch, SearchAborted, SearchBudget,
                                  enumerate_arrangements)
from examples_gen.fallbacks import Fallback, Guess
from examples_gen.grid import FLAG, HIDDEN, BoardError, neighbour_table

DEFAULT_BUDGET = 40        # positions solved per guess by the two-move lookahead
CUTOFF = 0.9               # candidates: safety at least this times the best safety
DISCOUNT = 1.0             # a blind next guess's safety counts this much (1: two-move survival)
BLEND = 4                  # the next position: its best move's safety, blended 4:1 with the second
NEAR_INTERIOR = 6          # interior tiles next to the frontier examined (at most)
REFINE = 0                 # experimental: the best REFINE candidates looked at three moves ahead
REFINE_BUDGET = 12


def _ratio(x, total) -> float:
    if isinstance(x, int) and isinstance(total, int):
        return x / total
    with decimal.localcontext(_decimal_context()):
        return float(decimal.Decimal(x) / decimal.Decimal(total))


@dataclass
class LookaheadGuess(Guess):
    """A guess and why: ``reason`` is "safe", "probability", "progress" or "search"."""

    reason: str = "probability"
    safety: float = 0.0                 # the chance the tile is safe
    progress: float | None = None       # the chance that opening it leaves a certainly safe tile
    score: float | None = None          # two-move score: about the chance of surviving two moves
    win: float | None = None            # "search": the chance of winning with best play
    arrangements: int | None = None     # "search": the arrangements searched
    examined: int = 0                   # positions solved (lookahead) or states (search)
    candidates: list = field(default_factory=list)   # [{tile, safety, progress, score}]

    def explain(self) -> str:
        """One line saying why this tile: its reason first, then the figures behind it."""
        r, c = self.tile
        where = f"[{r}, {c}], P(mine) = {self.probability:.3f}"
        if self.reason == "safe":
            return f"certainly safe: {where}"
        if self.reason == "search":
            return (f"searched win chance: {100 * self.win:.1f}% with best play (exact search "
                    f"over {self.arrangements} arrangements of the mines); {where}")
        if self.reason == "progress":
            return (f"expected progress: {where}, {100 * self.progress:.0f}% chance that a "
                    f"certainly safe tile follows, two-move score {100 * self.score:.1f}% "
                    f"(best of {len(self.candidates)} candidates)")
        return f"probability: the safest tile, {where}"

    def to_json(self) -> dict:
        return {"tile": list(self.tile), "probability": self.probability, "reason": self.reason,
                "safety": self.safety, "progress": self.progress, "score": self.score,
                "win": self.win, "arrangements": self.arrangements, "examined": self.examined,
                "candidates": self.candidates, "text": self.explain()}


class Position:
    """One position: flat cells, its constraints and the exact solver's counts."""

    def __init__(self, cells: list[int], rows: int, cols: int, mines: int, cons=None):
        self.cells, self.rows, self.cols, self.mines = cells, rows, cols, mines
        self.cons = build_constraints(cells, rows, cols) if cons is None else cons
        self.num, self.total, self.frontier = solve_flat(cells, rows, cols, mines, self.cons)
        self.nb = neighbour_table(rows, cols)

    def safety(self, i: int) -> float:
        return 1.0 - _ratio(self.num[i], self.total)

    def hidden_neighbours(self, i: int) -> list[int]:
        return [j for j in self.nb[i] if self.cells[j] == HIDDEN]

    def opened(self, t: int):
        """For each number t could show: (k mines among its hidden neighbours, whether it has
        any, cells, constraints) of the position with t revealed; nothing when t is the only
        open tile of a constraint that still needs a mine (t is then a mine)."""
        base = []
        for need, vs in self.cons:
            if t in vs:
                vs = [x for x in vs if x != t]
                if not vs:
                    if need:
                        return
                    continue
            base.append((need, vs))
        hid = self.hidden_neighbours(t)
        flags = sum(1 for j in self.nb[t] if self.cells[j] == FLAG)
        for k in range(len(hid) + 1):
            cells = list(self.cells)
            cells[t] = flags + k
            yield k, bool(hid), cells, (base + [(k, hid)] if hid else base)


@dataclass
class _Look:
    """One candidate examined: its safety, and what the numbers it may show lead to."""

    tile: int
    safety: float
    progress: float = 0.0
    score: float = 0.0
    complete: bool = True
    blind: list = field(default_factory=list)    # (chance, cells, constraints) of no progress


def _look(pos: Position, t: int, floor: float, spend) -> _Look:
    """Examine candidate t (module docstring, step 2); stops once it cannot beat `floor`."""
    look = _Look(t, pos.safety(t))
    pending = look.safety
    for k, cascades, cells, cons in pos.opened(t):
        if look.score + pending <= floor:
            look.complete = False
            break
        spend()
        if k == 0 and cascades:                # a zero: its neighbours open, sure progress
            count, follow = count_flat(cells, pos.rows, pos.cols, pos.mines, cons), 1.0
            progressed = True
        else:
            try:
                num, total, _ = solve_flat(cells, pos.rows, pos.cols, pos.mines, cons)
            except TooComplexError:
                raise
            except BoardError:
                continue                       # t cannot show this number
            count = total
            least, second = _two_least(num.values())
            progressed = least == 0
            follow = _next_value(least, second, total) if num else 1.0
        p = _ratio(count, pos.total)
        pending -= p
        look.score += p * follow
        look.progress += p if progressed else 0.0
        if not progressed:
            look.blind.append((p, cells, cons))
    if look.safety > 0:
        look.progress = min(1.0, look.progress / look.safety)
    return look


def _two_least(values) -> tuple:
    """The two smallest mine tallies (the same one twice when there is one tile)."""
    two = heapq.nsmallest(2, values)
    return (two[0], two[-1]) if two else (0, 0)


def _next_value(least, second, total) -> float:
    """What the position after a number is worth to the score: the safety of its best move,
    blended with the second best, `BLEND` to 1: two certainly safe tiles are worth 1, a single
    one with only blind guesses beside it less (a position with more good moves left wins more
    often; the weights are measured, docs/lookahead.md)."""
    best = 1.0 - _ratio(least, total)
    if least != 0:
        best *= DISCOUNT
    return (BLEND * best + (1.0 - _ratio(second, total))) / (BLEND + 1)


def _three_moves(pos: Position, look: _Look) -> float:
    """A candidate's chance of surviving three moves: after a number that leaves no certain
    tile, the best two-move score of the position then."""
    score = look.safety * look.progress
    for p, cells, cons in look.blind:
        nxt = Position(cells, pos.rows, pos.cols, pos.mines, cons)
        tiles = [i for i, x in nxt.num.items() if x != nxt.total]
        if tiles:
            score += p * lookahead_guess(nxt, tiles, REFINE_BUDGET, refine=False).score
    return score


def _interior_representatives(pos: Position, tiles: list[int]) -> list[int]:
    """Interior tiles worth examining (module docstring, step 3)."""
    touching = set()
    for f in pos.frontier:
        touching.update(pos.nb[f])
    cells = pos.cells
    near, kinds = [], {}
    for t in tiles:
        around = [cells[j] for j in pos.nb[t]]
        hidden = around.count(HIDDEN)
        if t in touching:
            near.append((hidden, t))
        else:
            kinds.setdefault((hidden, around.count(FLAG)), t)
    near.sort()
    return [t for _, t in near[:NEAR_INTERIOR]] + sorted(kinds.values())


def candidates(pos: Position, tiles: list[int]) -> list[int]:
    """The tiles worth examining, safest first (ties: fewer hidden neighbours, row-major)."""
    safety = {t: pos.safety(t) for t in tiles}
    best = max(safety.values())
    near = [t for t in tiles if safety[t] >= CUTOFF * best - 1e-12]
    frontier = [t for t in near if t in pos.frontier]
    interior = _interior_representatives(pos, [t for t in near if t not in pos.frontier])
    return sorted(frontier + interior,
                  key=lambda t: (-safety[t], len(pos.hidden_neighbours(t)), t))


def lookahead_guess(pos: Position, tiles: list[int], budget: int,
                    refine: bool = True) -> LookaheadGuess:
    """The two-move lookahead over `tiles` (module docstring, step 2)."""
    order = candidates(pos, tiles)
    spent = [0]

    def spend():
        spent[0] += 1

    looks: list[_Look] = []
    best: _Look | None = None
    for t in order:
        if best is not None and (pos.safety(t) <= best.score or spent[0] >= budget):
            break
        look = _look(pos, t, best.score if best else -1.0, spend)
        looks.append(look)
        if look.complete and (best is None or look.score > best.score + 1e-12):
            best = look
    if refine and REFINE and len(looks) > 1:
        top = sorted((x for x in looks if x.complete), key=lambda x: -x.score)[:REFINE]
        for x in top:
            x.score = _three_moves(pos, x)
        best = max(top, key=lambda x: (x.score, x.safety))
    cand = [{"tile": list(divmod(x.tile, pos.cols)), "safety": x.safety,
             "progress": x.progress if x.complete else None,
             "score": x.score if x.complete else None} for x in looks]
    return LookaheadGuess(divmod(best.tile, pos.cols), 1.0 - best.safety, "lookahead",
                          reason="progress" if len(looks) > 1 else "probability",
                          safety=best.safety, progress=best.progress, score=best.score,
                          examined=spent[0], candidates=cand)


def search_guess(pos: Position, tiles: list[int], limit: int) -> LookaheadGuess | None:
    """The exact search (module docstring, step 1), or None when the position has more than
    `limit` arrangements or the search runs past its budget."""
    if pos.total > limit:
        return None
    try:
        arr = enumerate_arrangements(pos.cells, pos.rows, pos.cols, pos.mines, limit)
        search = ExactSearch(arr.masks, arr.around, SearchBudget(5 * limit))
        values = search.root()
    except (SearchAborted, RecursionError):
        return None
    allowed = set(tiles)
    values = {arr.tiles[b]: v for b, v in values.items() if arr.tiles[b] in allowed}
    if not values:
        return None
    win = max(values.values())
    t = min((x for x, v in values.items() if v >= win - 1e-12),
            key=lambda x: (-pos.safety(x), x))
    return LookaheadGuess(divmod(t, pos.cols), 1.0 - pos.safety(t), "lookahead",
                          reason="search", safety=pos.safety(t), win=win,
                          arrangements=len(arr.masks), examined=search.budget.states)


def choose_guess(pos: Position, budget: int = DEFAULT_BUDGET, exclude=()) -> LookaheadGuess:
    """The lookahead's guess in a solved position (module docstring)."""
    cols = pos.cols
    avoid = {r * cols + c for r, c in exclude}
    tiles = [i for i, x in pos.num.items() if i not in avoid and x != pos.total]
    if not tiles:                            # only excluded or certain-mine tiles: take any
        tiles = [i for i, x in pos.num.items() if x != pos.total] or list(pos.num)
    safe = [i for i in tiles if pos.num[i] == 0]
    if safe:
        t = min(safe)
        return LookaheadGuess(divmod(t, cols), 0.0, "lookahead", reason="safe", safety=1.0)
    found = search_guess(pos, tiles, endgame_limit(budget))
    return found if found is not None else lookahead_guess(pos, tiles, budget)


def endgame_limit(budget: int) -> int:
    """Arrangements searched exactly, for a lookahead budget (20 per position solved); the
    search may expand five times as many states (about 50 microseconds each)."""
    return 20 * budget


def guess_board(board, budget: int = DEFAULT_BUDGET, exclude=()) -> LookaheadGuess:
    """The lookahead's guess on a `Board`, with its reason and figures: what `ilp advise` and
    the board page show.  BoardError when no arrangement of mines fits the board.

    Certain mines are flagged first (in a copy): the guess then depends only on what is known,
    not on which mines a player happened to flag, so the rule player with this fallback guesses
    exactly where `LookaheadStrategy` does once its rules and this fallback's certain tiles have
    opened what can be opened."""
    cells = np.asarray(board.cells).reshape(-1).tolist()
    pos = Position(cells, board.rows, board.cols, board.mines)
    sure = [i for i, x in pos.num.items() if x == pos.total and x != 0]
    if sure:   # flag the certain mines, as the lookahead player has when it guesses
        for i in sure:
            cells[i] = FLAG
        pos = Position(cells, board.rows, board.cols, board.mines)
    return choose_guess(pos, budget, exclude)


def lookahead_advice(board, budget: int = DEFAULT_BUDGET) -> dict | None:
    """The lookahead's guess on `board` as JSON-ready data for a page or a script: the tile,
    its mine probability, the reason ("probability", "progress", "search" or "safe"), the
    figures (safety, progress, score, win, arrangements, candidates) and a sentence ("text").
    None when no hidden tile may be safe.  BoardError when no arrangement fits the board."""
    if not (np.asarray(board.cells) == HIDDEN).any():
        return None
    g = guess_board(board, budget)
    return None if g.probability >= 1.0 else g.to_json()


class LookaheadFallback(Fallback):
    """`--fallback lookahead` for the rule player: `guess_board`, with MIO's local probability
    when no arrangement fits the board (possible only after an unsound rule flagged a safe
    tile) or it is too complex to solve."""

    name = "lookahead"

    def __init__(self, budget: int = DEFAULT_BUDGET, tie_break=None):
        if budget < 1:
            from ilp.errors import InputError
            raise InputError(f"--lookahead-budget must be at least 1, got {budget}")
        self.budget = int(budget)

    def guess(self, board, rng, exclude=()) -> Guess:
        try:
            return guess_board(board, self.budget, exclude)
        except (BoardError, TooComplexError):
            from examples_gen.fallbacks import LocalFallback
            return LocalFallback().guess(board, rng, exclude)

    def first_click(self, rows: int, cols: int, mines: int, first_move: str):
        from examples_gen.first_click import best_first_click
        return best_first_click(rows, cols, mines, first_move)
