"""Helpers the benchmark scripts share.  Run the scripts from the repository root with the
project's venv (``.venv/bin/python benchmarks/NAME.py``): Python puts benchmarks/ first on the
import path, so ``import common`` finds this file, and ilp and examples_gen are installed."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ILP = ROOT / ".venv" / "bin" / "ilp"
# the board kinds fresh states are drawn from: 8x8/10 and 16x16/40
BOARDS = {"8x8/10": "classic-beginner", "16x16/40": "intermediate"}


def fresh_examples(target: str, board: str, seed: int, n: int, flag_fraction: float = 1.0):
    """Fresh labelled states of real play (the exact CSP player), exact labels: the examples
    learned theories are measured on (bench_learn.py, zone_ceiling.py, settings_table.py)."""
    from examples_gen.examples import generate_examples

    return generate_examples(target, n_examples=n, board_mix=[board], labels="exact", seed=seed,
                             flag_fraction=flag_fraction)


def run_timed(cmd: list[str], timeout: float | None = None) -> tuple[subprocess.CompletedProcess, float]:
    """Run a command, capturing its output; (result, wall seconds)."""
    start = time.perf_counter()
    r = subprocess.run([str(c) for c in cmd], capture_output=True, text=True, timeout=timeout)
    return r, time.perf_counter() - start


def ilp(*args, timeout: float | None = None) -> tuple[subprocess.CompletedProcess, float]:
    """`ilp ARGS...` from the venv, timed."""
    return run_timed([ILP, *args], timeout=timeout)


def say(text: str) -> None:
    """Progress on stderr (results go to stdout)."""
    print(text, file=sys.stderr, flush=True)


def load_average() -> float:
    return os.getloadavg()[0]
