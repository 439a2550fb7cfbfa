"""Helpers shared by the learner-core tests: tiny task directories written on the fly."""

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TASKS = ROOT / "tasks"


def write_task(directory: Path, bk: str, exs: str, modes: str) -> Path:
    directory.mkdir(parents=True, exist_ok=True)
    (directory / "bk.pl").write_text(bk)
    (directory / "exs.pl").write_text(exs)
    (directory / "modes.pl").write_text(modes)
    return directory


LOOP_BK = """
num(1). num(2). num(3). num(4). num(5). num(6).
even(2). even(4). even(6).
% spin/1 never terminates
spin(X) :- spin(X).
"""
LOOP_EXS = """
pos(p(2)). pos(p(4)). pos(p(6)).
neg(p(1)). neg(p(3)). neg(p(5)).
"""
LOOP_MODES = """
modeh(1, p(+num)).
modeb(1, spin(+num)).
modeb(1, even(+num)).
set(inference_limit, 5000).
"""
