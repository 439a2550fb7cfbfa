"""The processes behind the board page.

pyswip holds one Prolog engine per process and is not thread-safe, so the web server itself
runs no Prolog: every request that needs the rules is a job for `EngineWorker`, one spawned
process holding a `BoardService` (requests are served one at a time, in order; a worker that
dies is replaced).  A background match of the many-games panel is a `Match`: a process of its
own running `examples_gen.players.play_match` (what `ilp play` runs), reporting its progress
through a pipe, stopped when cancelled, replaced or when the server stops.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import multiprocessing
import sys
import traceback
from concurrent.futures.process import BrokenProcessPool

from ilp.errors import InputError
from ilp.procs import worker_setup

# `ilp play --rules ...`'s player, as that command names it (ilp/cli/play.py)
RULES_STRATEGY_SPEC = "examples_gen.rule_player:RuleStrategy"

_service = None
_init_error: str | None = None


def init(rules) -> None:
    """The worker's initializer: its BoardService (rule files read and checked once)."""
    global _service, _init_error
    worker_setup()
    from examples_gen.board_page.service import BoardService

    try:
        _service = BoardService(rules)
    except InputError as err:
        _init_error = str(err)


def _board(job: dict, key: str = "board"):
    from examples_gen.board_page.service import read_board
    return read_board(job[key], "board")


def _game(job: dict):
    from examples_gen.board_page.limits import GameSpec
    return GameSpec.of(**job["game"])


JOBS = {
    "describe": lambda s, j: s.describe(),
    "watch": lambda s, j: s.watch(_game(j)),
    "play": lambda s, j: s.play(_game(j), j["actions"]),
    "hint": lambda s, j: s.hint(_board(j), j["fallback"], j["seed"]),
    "explain": lambda s, j: s.explain(_board(j), j["rule"], j["tile"]),
    "probabilities": lambda s, j: s.probabilities(_board(j), j["fallback"]),
    "analyse": lambda s, j: s.analyse(j["text"], j["source"], j["fallback"], j["seed"]),
}


def run(job: dict) -> dict:
    """One request: {"ok": answer} or {"error": [HTTP status, message]}."""
    if _init_error is not None:
        return {"error": [500, _init_error]}
    try:
        return {"ok": JOBS[job["kind"]](_service, job)}
    except InputError as err:
        return {"error": [422, str(err)]}
    except Exception as err:  # noqa: BLE001 -- reported, the worker lives on
        traceback.print_exc(file=sys.stderr)
        return {"error": [500, f"internal error: {type(err).__name__}: {err}"]}


class EngineWorker:
    """One spawned process holding the rules; jobs run there in order."""

    def __init__(self, rules):
        self.rules = [str(r) for r in rules]
        self.restarts = 0
        self._build()

    def _build(self) -> None:
        self.executor = concurrent.futures.ProcessPoolExecutor(
            max_workers=1, mp_context=multiprocessing.get_context("spawn"),
            initializer=init, initargs=(self.rules,))

    def start(self, timeout: float = 300.0) -> dict:
        """Wait for the worker and return its description of the rules; InputError when the
        rule files are refused (the theory check's message)."""
        answer = self.executor.submit(run, {"kind": "describe"}).result(timeout=timeout)
        if "error" in answer:
            raise InputError(answer["error"][1])
        return answer["ok"]

    async def run(self, job: dict) -> dict:
        executor = self.executor
        try:
            return await asyncio.wrap_future(executor.submit(run, job))
        except BrokenProcessPool:
            if self.executor is executor:
                executor.shutdown(wait=False, cancel_futures=True)
                self.restarts += 1
                self._build()
            return {"error": [503, "the engine process died; it was restarted, try again"]}

    def shutdown(self) -> None:
        for proc in list(getattr(self.executor, "_processes", {}).values()):
            if proc.is_alive():
                proc.terminate()
        self.executor.shutdown(wait=True, cancel_futures=True)


# background matches -----------------------------------------------------------------------
def rules_spec(rules, fallback: str, seed: int) -> tuple:
    """The rule player's strategy spec, as `ilp play --rules ... --fallback F --seed S` makes
    it (so the panel's figures are that command's)."""
    return (RULES_STRATEGY_SPEC, {"rules": list(rules), "fallback": fallback, "seed": seed})


def _play(rules, game: dict, games: int, conn) -> None:
    worker_setup()
    from examples_gen.board_page.limits import GameSpec
    from examples_gen.players import play_match

    try:
        spec = GameSpec.of(**game)
        summary = play_match(rules_spec(rules, spec.fallback, spec.seed), spec.rows, spec.cols,
                             spec.mines, spec.first_move, spec.first_click, games, spec.seed,
                             jobs=1, progress=False,
                             on_progress=lambda n: conn.send(("progress", n)))
        conn.send(("done", summary))
    except InputError as err:
        conn.send(("error", str(err)))
    except Exception as err:  # noqa: BLE001 -- reported to the page
        traceback.print_exc(file=sys.stderr)
        conn.send(("error", f"internal error: {type(err).__name__}: {err}"))
    finally:
        conn.close()


class Match:
    """A background match in a process of its own; `poll()` reads how far it got."""

    def __init__(self, ident: int, rules, game: dict, games: int):
        ctx = multiprocessing.get_context("spawn")
        self.ident, self.games, self.game = ident, games, game
        self.state, self.done, self.summary, self.error = "running", 0, None, None
        self._conn, child = ctx.Pipe(duplex=False)
        self.proc = ctx.Process(target=_play, args=(list(rules), game, games, child),
                                daemon=True)
        self.proc.start()
        child.close()

    def poll(self) -> dict:
        try:
            while self.state == "running" and self._conn.poll():
                kind, value = self._conn.recv()
                if kind == "progress":
                    self.done = value
                elif kind == "done":
                    self.state, self.summary, self.done = "done", value, self.games
                else:
                    self.state, self.error = "error", value
        except (EOFError, OSError):
            if self.state == "running":
                self.state, self.error = "error", "the match process ended unexpectedly"
        out = {"id": self.ident, "state": self.state, "done": self.done, "games": self.games,
               "game": self.game}
        if self.summary is not None:
            out["summary"] = self.summary
        if self.error is not None:
            out["error"] = self.error
        return out

    def cancel(self) -> None:
        if self.proc.is_alive():
            self.proc.terminate()
        self.proc.join(timeout=5)
        if self.state == "running":
            self.state = "cancelled"
        self._conn.close()
