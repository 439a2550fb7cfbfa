"""The bounds of the board page: what one request may ask for.  A request past them gets a
message (HTTP 422), never work.  Documented in docs/board.md."""

from __future__ import annotations

from dataclasses import dataclass

from examples_gen.game import PRESETS, validate_size
from ilp.errors import InputError

MAX_ROWS = 50             # board rows (the page draws one element a tile)
MAX_COLS = 50             # board columns
MAX_GAMES = 2000          # default cap of the many-games panel (ilp board --max-games)
MAX_BOARDS = 20           # boards of a pasted file that are analysed
MAX_TEXT = 200_000        # characters of a pasted board file
MAX_ACTIONS = 5000        # moves of a player's own game
GAME_SECONDS = 120.0      # wall-clock budget of one watched game
MAX_BODY = 400_000        # bytes of a request body (larger: 413)


def check_size(rows: int, cols: int, what: str = "board") -> None:
    """InputError for a board bigger than the page serves."""
    if rows > MAX_ROWS or cols > MAX_COLS:
        raise InputError(f"{what} {rows}x{cols} is larger than ilp board serves "
                         f"(at most {MAX_ROWS}x{MAX_COLS})")


@dataclass(frozen=True)
class GameSpec:
    """A game as `ilp play` names it: board, first-move rule, first click, fallback, seed."""
    rows: int
    cols: int
    mines: int
    first_move: str = "safe"
    first_click: str = "corner"
    fallback: str = "local"
    seed: int = 0

    @classmethod
    def of(cls, preset: str | None = None, rows: int | None = None, cols: int | None = None,
           mines: int | None = None, **rest) -> "GameSpec":
        """From a preset (default classic-beginner) or a size and a mine count; checked."""
        if rows is not None or cols is not None or mines is not None:
            if preset:
                raise InputError("give either a preset or a size and mines, not both")
            if rows is None or cols is None or mines is None:
                raise InputError("a custom board needs rows, columns and mines")
        else:
            preset = preset or "classic-beginner"
            if preset not in PRESETS:
                raise InputError(f"unknown preset {preset!r} (known: {', '.join(PRESETS)})")
            rows, cols, mines = PRESETS[preset]
        spec = cls(int(rows), int(cols), int(mines), **rest)
        spec.check()
        return spec

    def check(self) -> None:
        from examples_gen.players import FIRST_CLICKS

        validate_size(self.rows, self.cols, self.mines, self.first_move)
        check_size(self.rows, self.cols)
        if self.first_click not in FIRST_CLICKS:
            raise InputError(f"unknown first click {self.first_click!r} "
                             f"(expected one of {', '.join(FIRST_CLICKS)})")
        if self.seed < 0:
            raise InputError(f"the seed must be non-negative, got {self.seed}")
