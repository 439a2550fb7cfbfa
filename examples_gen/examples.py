"""Training examples for `safe/2` and `mine/2`, sampled from real play.

Games are played by the exact CSP player (`examples_gen.players.CspStrategy`: open every tile of
probability 0, otherwise the tile of lowest probability; or any `Strategy` passed in). Each tile the player knows to be a
mine is flagged with probability `flag_fraction` (decided once per tile). Before each move the
current state is recorded with probability `record_prob`. The examples of a recorded state are
its hidden, unflagged tiles with at least one revealed neighbour (the fringe).

Labelings:

- ``truth`` (MIO's): a tile is ``safe`` when it holds no mine, ``mine`` when it does. Then
  contradictory examples are removed: tiles whose *situation* (the window of
  ``2*context_radius+1`` tiles around the tile, off-board cells marked, plus nothing else) occurs
  with both labels in the sample.
- ``exact``: ``safe`` when the exact mine probability (`examples_gen.csp.solve`) is 0, ``mine``
  when it is 1, ``unknown`` otherwise.
- ``zone``: the exact labels of the tiles the constraints of their zone of interest decide
  (examples_gen.zone); a tile the whole board makes certain but its zone does not is left out
  (neither a positive nor a negative): no sound clause of the background's language covers
  it, so as a positive it only costs searches that fail, or find a board-specific clause.

For target ``safe`` the positives are the ``safe`` tiles and every other example is negative;
for ``mine`` likewise with ``mine``.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from examples_gen.board import HIDDEN, Board
from examples_gen.game import PRESETS, Game, validate_size
from examples_gen.paths import BACKGROUND_DIR
from examples_gen.background import FACTS_HEADER, board_facts
from ilp.errors import InputError

TARGETS = ("safe", "mine")
LABELINGS = ("truth", "exact", "zone")
DEFAULT_MIX = ("classic-beginner", "intermediate")
_SIZE = re.compile(r"^(\d+)x(\d+)/(\d+)$")


@dataclass
class Example:
    board_id: str
    tile: tuple[int, int]
    label: str          # "safe", "mine" or (exact labels) "unknown"
    positive: bool      # for the ExampleSet's target

    def atom(self, target: str) -> str:
        r, c = self.tile
        return f"{target}(t({r},{c}),{self.board_id})"


@dataclass
class ExampleSet:
    target: str
    labels: str
    boards: dict[str, Board] = field(default_factory=dict)
    examples: list[Example] = field(default_factory=list)
    stats: dict = field(default_factory=dict)

    @property
    def pos(self) -> list[Example]:
        return [e for e in self.examples if e.positive]

    @property
    def neg(self) -> list[Example]:
        return [e for e in self.examples if not e.positive]

    # text for an in-process learner / an active-learning server ------------------------
    def exs_text(self) -> str:
        t = self.target
        lines = ([f"pos({e.atom(t)})." for e in self.examples if e.positive]
                 + [f"neg({e.atom(t)})." for e in self.examples if not e.positive])
        return "\n".join(lines) + ("\n" if lines else "")

    def facts_text(self) -> str:
        """The board facts of every board of the set (one file's text)."""
        return FACTS_HEADER + "".join(board_facts(b, bd) for b, bd in self.boards.items())

    def bk_text(self) -> str:
        """Background predicates + board facts, self-contained."""
        return background_text() + "\n% ---- board facts ----\n" + self.facts_text()

    def to_dict(self) -> dict:
        return {"target": self.target, "labels": self.labels, "boards": len(self.boards),
                "examples": len(self.examples), "pos": len(self.pos), "neg": len(self.neg),
                **self.stats}


def background_text() -> str:
    return (BACKGROUND_DIR / "minesweeper.pl").read_text()


def modes_text() -> str:
    return (BACKGROUND_DIR / "modes.pl").read_text()


def parse_mix(mix) -> list[tuple[str, int, int, int]]:
    """Preset names or 'RxC/M' sizes (a list or a comma-separated string) -> (name, r, c, m)."""
    if isinstance(mix, str):
        mix = [m for m in (s.strip() for s in mix.split(",")) if m]
    if not mix:
        raise InputError("the board mix is empty (give presets or sizes like 8x8/10)")
    out = []
    for item in mix:
        if item in PRESETS:
            r, c, m = PRESETS[item]
        else:
            mt = _SIZE.match(item.strip().lower())
            if not mt:
                raise InputError(f"unknown board kind {item!r}: expected a preset "
                                 f"({', '.join(PRESETS)}) or ROWSxCOLS/MINES such as 8x8/10")
            r, c, m = (int(g) for g in mt.groups())
        validate_size(r, c, m)
        if m == 0:
            raise InputError(f"board kind {item!r} has no mines: nothing to learn from")
        out.append((item, r, c, m))
    return out


def fringe_tiles(board: Board) -> list[tuple[int, int]]:
    """Hidden, unflagged tiles with at least one revealed neighbour, row-major."""
    cells = board.cells
    hid = cells == HIDDEN
    rev = cells >= 0
    pad = np.zeros((board.rows + 2, board.cols + 2), dtype=bool)
    pad[1:-1, 1:-1] = rev
    near = np.zeros_like(rev)
    for dr in (0, 1, 2):
        for dc in (0, 1, 2):
            if dr == 1 and dc == 1:
                continue
            near |= pad[dr:dr + board.rows, dc:dc + board.cols]
    return [(int(r), int(c)) for r, c in zip(*np.nonzero(hid & near))]


def _situation(board: Board, tile, radius: int) -> bytes:
    r, c = tile
    k = 2 * radius + 1
    pad = np.full((board.rows + 2 * radius, board.cols + 2 * radius), -3, dtype=np.int8)
    pad[radius:radius + board.rows, radius:radius + board.cols] = board.cells
    return pad[r:r + k, c:c + k].tobytes()


def _csp_decide(analysis, board: Board, rng):
    """The exact CSP player's move: all certain-safe tiles, else the lowest probability."""
    if analysis.safe:
        return list(analysis.safe), None
    p = analysis.probability
    best = np.nanmin(p)
    cands = np.argwhere(p == best)
    r, c = cands[rng.integers(len(cands))]
    return [], (int(r), int(c))


def _check(target, labels, n_examples, n_boards, record_prob, flag_fraction, board_prefix):
    if target not in TARGETS:
        raise InputError(f"unknown target {target!r} (expected safe or mine)")
    if labels not in LABELINGS:
        raise InputError(f"unknown labeling {labels!r} (expected truth, exact or zone)")
    if n_examples is None and n_boards is None:
        raise InputError("give a number of examples or of boards")
    for name, v in (("examples", n_examples), ("boards", n_boards)):
        if v is not None and (not isinstance(v, (int, np.integer)) or v <= 0):
            raise InputError(f"the number of {name} must be a positive integer, got {v!r}")
    if not 0.0 < record_prob <= 1.0:
        raise InputError(f"record probability {record_prob} is not in (0, 1]")
    if not 0.0 <= flag_fraction <= 1.0:
        raise InputError(f"flag fraction {flag_fraction} is not in [0, 1]")
    if not re.match(r"[a-z][A-Za-z0-9_]*\Z", board_prefix):
        raise InputError(f"board id prefix {board_prefix!r} must start a plain Prolog atom (e.g. b)")


class _Recording:
    """The states recorded so far and their labelled tiles (board id, tile, label)."""

    def __init__(self, labels: str, prefix: str, n_examples, n_boards, progress):
        self.labels, self.prefix = labels, prefix
        self.n_examples, self.n_boards, self.progress = n_examples, n_boards, progress
        self.boards: dict[str, Board] = {}
        self.raw: list[tuple[str, tuple[int, int], str]] = []
        self.beyond = 0                   # certain tiles their zone does not decide

    def enough(self) -> bool:
        return ((self.n_examples is not None and len(self.raw) >= self.n_examples)
                or (self.n_boards is not None and len(self.boards) >= self.n_boards))

    def record(self, game: Game) -> None:
        """The game's current state and the labels of its fringe tiles."""
        from examples_gen.csp import solve
        from examples_gen.zone import zone_decided

        board = game.board
        tiles = fringe_tiles(board)
        if not tiles:
            return
        bid = f"{self.prefix}{len(self.boards)}"
        self.boards[bid] = board.copy()
        if self.labels == "truth":
            truth = game.mines_at()
            self.raw += [(bid, t, "mine" if truth[t] else "safe") for t in tiles]
        else:
            # certain tiles as the solver decided them on exact integers (a float
            # probability may round to 0.0 or 1.0 on large boards)
            analysis = solve(board)
            safe, mine = set(analysis.safe), set(analysis.mine)
            decided = zone_decided(board, tiles) if self.labels == "zone" else None
            for t in tiles:
                label = "safe" if t in safe else "mine" if t in mine else "unknown"
                if decided is not None and label != "unknown" and decided[t] != label:
                    self.beyond += 1
                    continue
                self.raw.append((bid, t, label))
        if self.progress is not None:
            self.progress(len(self.raw))


def _play(game: Game, player, rng, record_prob: float, flag_fraction: float,
          recording: _Recording) -> None:
    """Play one game to its end (or until enough is recorded), recording states at random
    and flagging each tile the player knows to be a mine with probability flag_fraction."""
    from examples_gen.csp import solve

    flag_decided: set = set()
    while not game.over and not recording.enough():
        board = game.board
        if rng.random() < record_prob:
            recording.record(game)
        d = player.decide(board)
        opens, guess = list(d.safe), d.guess
        for t in d.mine:
            if t not in flag_decided:
                flag_decided.add(t)
                if rng.random() < flag_fraction:
                    game.flag(*t)
        if not opens and guess is None:
            # only mines were certain and some stay unflagged: ask the exact solver
            opens, guess = _csp_decide(solve(board), board, rng)
            if not opens and guess is None:
                return
        for t in opens:
            if game.over:
                break
            game.open(*t)
        if guess is not None and not game.over:
            game.open(*guess)


def _consistent(raw, boards, radius: int) -> tuple[list, int]:
    """`raw` without the examples whose situation occurs with both labels, and how many."""
    seen: dict[bytes, set] = {}
    keys = [_situation(boards[b], t, radius) for b, t, _ in raw]
    for k, (_, _, label) in zip(keys, raw):
        seen.setdefault(k, set()).add(label)
    kept = [item for k, item in zip(keys, raw) if len(seen[k]) == 1]
    return kept, len(raw) - len(kept)


def generate_examples(target: str = "safe", n_examples: int | None = 2000,
                      n_boards: int | None = None, board_mix=DEFAULT_MIX,
                      labels: str = "truth", seed: int = 0, record_prob: float = 0.3,
                      flag_fraction: float = 0.5, first_move: str = "safe",
                      context_radius: int = 2, strategy=None, max_games: int = 100000,
                      board_prefix: str = "b", progress=None) -> ExampleSet:
    """Play games and sample labeled examples. Stops when `n_examples` examples (before
    contradiction removal) or `n_boards` recorded states are reached, whichever comes first.

    `strategy`: the player, an object with `decide(board) -> Decision`; by default
    `examples_gen.players.CspStrategy()` (the exact CSP player).
    `board_prefix`: board ids are `<prefix><k>`; batches drawn with different prefixes (e.g. by
    an active-learning server: "a1_", "a2_") can be loaded into the same Prolog module.
    `progress`: optional callable(n_done) called after each recorded state.
    """
    from examples_gen.players import CspStrategy

    _check(target, labels, n_examples, n_boards, record_prob, flag_fraction, board_prefix)
    kinds = parse_mix(board_mix)
    player = strategy if strategy is not None else CspStrategy()
    rng = np.random.default_rng(seed)
    recording = _Recording(labels, board_prefix, n_examples, n_boards, progress)
    games = 0
    while not recording.enough() and games < max_games:
        games += 1
        _, rows, cols, mines = kinds[int(rng.integers(len(kinds)))]
        game = Game(rows, cols, mines, rng, first_move=first_move)
        game.open(int(rng.integers(rows)), int(rng.integers(cols)))
        _play(game, player, rng, record_prob, flag_fraction, recording)
    raw, removed = recording.raw, 0
    if labels == "truth":
        raw, removed = _consistent(raw, recording.boards, context_radius)
    es = ExampleSet(target, labels)
    es.examples = [Example(b, t, lab, lab == target) for b, t, lab in raw]
    used = {e.board_id for e in es.examples}
    es.boards = {b: bd for b, bd in recording.boards.items() if b in used}
    es.stats = {"games": games, "states": len(recording.boards),
                "contradictory_removed": removed, "beyond_zone_removed": recording.beyond,
                "seed": seed, "board_mix": [k[0] for k in kinds]}
    return es


def write_task(example_set: ExampleSet, directory) -> Path:
    """Write a task directory (contracts §3): bk.pl (background + `:- include` of boards.pl),
    boards.pl (the board facts), exs.pl, modes.pl. Files are written atomically."""
    d = Path(directory)
    try:
        d.mkdir(parents=True, exist_ok=True)
    except OSError as err:
        raise InputError(f"cannot create task directory {d}: {err.strerror}") from None
    if not d.is_dir():
        raise InputError(f"{d} is not a directory")
    bk = (f"% Minesweeper task: target {example_set.target}/2, {example_set.labels} labels.\n"
          "% Background predicates (background/minesweeper.pl) followed by the board facts.\n\n"
          + background_text() + "\n:- include('boards.pl').\n")
    files = {"boards.pl": example_set.facts_text(), "bk.pl": bk,
             "exs.pl": example_set.exs_text(), "modes.pl": modes_text()}
    for name, text in files.items():
        tmp = d / f".{name}.tmp{os.getpid()}"
        tmp.write_text(text)
        os.replace(tmp, d / name)
    return d
