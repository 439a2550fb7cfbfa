"""Where the Minesweeper domain's Prolog and its default learned theories are.

In an installed wheel they are package data (``examples_gen/background``); in a checkout they
are the repository's ``background/`` (pyproject.toml maps the one onto the other).
"""

from __future__ import annotations

from pathlib import Path


def _background_dir() -> Path:
    here = Path(__file__).resolve().parent
    packaged = here / "background"
    return packaged if packaged.is_dir() else here.parent / "background"


BACKGROUND_DIR = _background_dir()
# The default theories: the learner's own output (`ilp learn --target safe|mine --seed 1`),
# kept with the background they are written in (background/learned/README.md).
LEARNED_DIR = BACKGROUND_DIR / "learned"
DEFAULT_RULES = (LEARNED_DIR / "SAFE_active.pl", LEARNED_DIR / "MINE_active.pl")
