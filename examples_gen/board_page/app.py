"""The board page's web server (``ilp board``): a FastAPI app run by uvicorn, as ``ilp serve``.

``GET /`` is the page (static/index.html; its scripts read the query parameters of
contracts §6); ``/static/*`` its script and style, nothing from another host (the
Content-Security-Policy says so to the browser).  The page asks the JSON API:

    GET  /api/config          the rules (as `ilp rules show` prints them), presets, fallbacks, limits
    POST /api/watch           a game played by the rules, every move with its reason
    POST /api/play            a person's game replayed through its actions, the last one labelled
    POST /api/hint            what the rules (then the fallback) would do on a board, explained
    POST /api/explain         the proof of one rule for one tile of a board
    POST /api/probabilities   the fallback's mine probabilities on a board
    POST /api/analyse         a pasted board file: its boards, or the CLI's error message
    POST /api/games           start a background match (one at a time; N capped)
    GET  /api/games/{id}      its progress and, when done, the summary of `ilp play --json`
    DELETE /api/games/{id}    stop it

Bad requests get 422 with ``{"detail": message}`` (the message the CLI would print after
``error:``); a body over the limit gets 413 before it is parsed.  Beyond loopback a token is
required (ilp.active.config.check_host): the page's address then carries ``?token=...``, which
the server turns into a cookie; scripts may send ``Authorization: Bearer TOKEN`` instead.
"""

from __future__ import annotations

import itertools
import json
import os
import secrets
import sys
from dataclasses import dataclass, field
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field

from examples_gen.board_page.limits import (MAX_ACTIONS, MAX_BODY, MAX_COLS, MAX_GAMES, MAX_ROWS,
                                            MAX_TEXT)

STATIC = Path(__file__).resolve().parent / "static"
TOKEN_ENV = "ILP_BOARD_TOKEN"
TOKEN_COOKIE = "ilp_board_token"
SEED = Field(0, ge=0, le=2**63 - 1)
FALLBACK = Field("local", pattern=r"^[a-z]+$", max_length=20)
BOARD_TEXT = Field(max_length=MAX_TEXT, description="one board in the format of contracts §1")
HEADERS = {"Content-Security-Policy": "default-src 'self'; img-src 'self' data:; "
                                      "object-src 'none'; base-uri 'none'; form-action 'none'",
           "X-Content-Type-Options": "nosniff", "Referrer-Policy": "no-referrer",
           "Cache-Control": "no-store"}


@dataclass
class BoardConfig:
    rules: tuple = ()                # rule files (absolute paths)
    host: str = "127.0.0.1"
    port: int = 8000
    token: str | None = None
    max_games: int = MAX_GAMES       # the many-games panel's cap
    fallbacks: tuple = ("random", "local", "csp", "lookahead")
    presets: dict = field(default_factory=dict)


class Game(BaseModel):
    model_config = ConfigDict(extra="forbid")
    preset: str | None = Field(None, max_length=40)
    rows: int | None = Field(None, ge=1, le=MAX_ROWS)
    cols: int | None = Field(None, ge=1, le=MAX_COLS)
    mines: int | None = Field(None, ge=0, le=MAX_ROWS * MAX_COLS)
    first_move: str = Field("safe", max_length=10)
    first_click: str = Field("corner", max_length=10)
    fallback: str = FALLBACK
    seed: int = SEED


class PlayIn(BaseModel):
    model_config = ConfigDict(extra="forbid")
    game: Game
    actions: list[tuple[str, int, int]] = Field(max_length=MAX_ACTIONS)


class BoardIn(BaseModel):
    model_config = ConfigDict(extra="forbid")
    board: str = BOARD_TEXT
    fallback: str = FALLBACK
    seed: int = SEED


class ExplainIn(BaseModel):
    model_config = ConfigDict(extra="forbid")
    board: str = BOARD_TEXT
    rule: str = Field(pattern=r"^[a-z][A-Za-z0-9_]*$", max_length=64)
    tile: tuple[int, int]


class AnalyseIn(BaseModel):
    model_config = ConfigDict(extra="forbid")
    text: str = Field(max_length=MAX_TEXT)
    source: str = Field("pasted board", max_length=120)
    fallback: str = FALLBACK
    seed: int = SEED


class GamesIn(BaseModel):
    model_config = ConfigDict(extra="forbid")
    game: Game
    games: int = Field(ge=1, le=1_000_000)


def source_name(name: str) -> str:
    """A file name as the page may show it: its base name, printable characters only."""
    base = os.path.basename(name.replace("\\", "/")).strip()
    return "".join(ch for ch in base if ch.isprintable())[:80] or "pasted board"


def token_given(request, token: str) -> str | None:
    """How the request proves it knows the token: 'query' (then a cookie is set), 'cookie',
    'header', or None."""
    def same(given: str | None) -> bool:
        return bool(given) and secrets.compare_digest(given.encode(), token.encode())
    auth = request.headers.get("authorization", "")
    if same(request.headers.get("x-ilp-token")) or (
            auth.lower().startswith("bearer ") and same(auth[7:].strip())):
        return "header"
    if same(request.cookies.get(TOKEN_COOKIE)):
        return "cookie"
    if same(request.query_params.get("token")):
        return "query"
    return None


def create_app(config: BoardConfig, worker, rules: dict):
    """The app; `worker` an examples_gen.board_page.worker.EngineWorker already started,
    `rules` its description of the rules."""
    from fastapi import FastAPI, HTTPException
    from fastapi.responses import FileResponse
    from fastapi.staticfiles import StaticFiles

    state = {"match": None, "ids": itertools.count(1), "stats": {"too_large": 0}}
    app = FastAPI(title="ilp board", version="1", docs_url=None, redoc_url=None)
    _add_guards(app, config, state)

    async def ask(job: dict):
        answer = await worker.run(job)
        if "error" in answer:
            status, message = answer["error"]
            raise HTTPException(status, message)
        return answer["ok"]

    @app.get("/", include_in_schema=False)
    async def page():
        return FileResponse(STATIC / "index.html", media_type="text/html")

    app.mount("/static", StaticFiles(directory=STATIC), name="static")
    _add_position_routes(app, config, rules, ask)
    _add_match_routes(app, config, state)
    app.state.board = state
    return app


def _add_guards(app, config: BoardConfig, state: dict) -> None:
    """The token (when one is set), the security headers, the body limit, and validation
    errors that name the fields, never echo the input."""
    from fastapi import Request
    from fastapi.exceptions import RequestValidationError
    from fastapi.responses import JSONResponse, PlainTextResponse

    from ilp.active.app import BodyLimit

    @app.middleware("http")
    async def guard(request: Request, call_next):
        how = token_given(request, config.token) if config.token else "none"
        if how is None:
            return PlainTextResponse("missing or wrong token: open the address `ilp board` "
                                     "printed (it carries ?token=...)", status_code=401,
                                     headers={"WWW-Authenticate": "Bearer"})
        response = await call_next(request)
        for k, v in HEADERS.items():
            response.headers.setdefault(k, v)
        if how == "query":
            response.set_cookie(TOKEN_COOKIE, config.token, httponly=True, samesite="strict")
        return response

    app.add_middleware(BodyLimit, limit=MAX_BODY, stats=state["stats"])

    @app.exception_handler(RequestValidationError)
    async def invalid(request: Request, exc: RequestValidationError):
        # the fields and what is wrong with them, never the input itself
        parts = [f"{'.'.join(str(x) for x in e.get('loc', ())[1:])}: {e.get('msg', '')}"[:200]
                 for e in exc.errors()[:5]]
        return JSONResponse({"detail": "bad request: " + "; ".join(parts)}, status_code=422)


def _add_position_routes(app, config: BoardConfig, rules: dict, ask) -> None:
    """The page's configuration, and the questions about one game or position, each answered
    by the engine worker (`ask`)."""
    @app.get("/api/config")
    async def describe():
        return {"rules": rules["rules"], "presets": config.presets,
                "fallbacks": list(config.fallbacks), "first_moves": ["any", "safe", "zero"],
                "first_clicks": ["corner", "center", "random"],
                "limits": {"max_rows": MAX_ROWS, "max_cols": MAX_COLS,
                           "max_games": config.max_games, "max_text": MAX_TEXT}}

    @app.post("/api/watch")
    async def watch(game: Game):
        return await ask({"kind": "watch", "game": game.model_dump()})

    @app.post("/api/play")
    async def play(req: PlayIn):
        return await ask({"kind": "play", "game": req.game.model_dump(),
                          "actions": [list(a) for a in req.actions]})

    @app.post("/api/hint")
    async def hint(req: BoardIn):
        return await ask({"kind": "hint", **req.model_dump()})

    @app.post("/api/explain")
    async def explain(req: ExplainIn):
        return await ask({"kind": "explain", **req.model_dump()})

    @app.post("/api/probabilities")
    async def probabilities(req: BoardIn):
        return await ask({"kind": "probabilities", **req.model_dump()})

    @app.post("/api/analyse")
    async def analyse(req: AnalyseIn):
        job = req.model_dump() | {"source": source_name(req.source)}
        return await ask({"kind": "analyse", **job})


def _add_match_routes(app, config: BoardConfig, state: dict) -> None:
    """Many games in the background: one match at a time, polled and stopped by its id."""
    from fastapi import HTTPException

    from examples_gen.board_page.limits import GameSpec
    from examples_gen.board_page.worker import Match
    from ilp.errors import InputError

    def current(ident: int) -> Match:
        match = state["match"]
        if match is None or match.ident != ident:
            raise HTTPException(404, f"no match {ident}")
        return match

    @app.post("/api/games")
    async def start_games(req: GamesIn):
        if req.games > config.max_games:
            raise HTTPException(422, f"{req.games} games is more than this page plays at once "
                                     f"(at most {config.max_games}: ilp board --max-games)")
        game = req.game.model_dump()
        try:
            GameSpec.of(**game)                  # a bad game gets its message now
        except InputError as err:
            raise HTTPException(422, str(err)) from None
        if state["match"] is not None:
            state["match"].cancel()              # one match at a time
        state["match"] = Match(next(state["ids"]), config.rules, game, req.games)
        return state["match"].poll()

    @app.get("/api/games/{ident}")
    async def games_progress(ident: int):
        return current(ident).poll()

    @app.delete("/api/games/{ident}")
    async def stop_games(ident: int):
        match = current(ident)
        match.cancel()
        return match.poll()


def serve(config: BoardConfig, log_level: str = "warning") -> None:
    """Check the rules, bind, print ``{"url": ..., "port": ..., "pid": ...}`` on stdout and
    serve until interrupted; the engine process and any match stop with the server."""
    from ilp.active.app import bind_socket, url_of, uvicorn_server
    from ilp.active.config import check_host

    from examples_gen.board_page.worker import EngineWorker

    check_host(config.host, config.token, TOKEN_ENV)
    worker = EngineWorker(config.rules)
    try:
        rules = worker.start()                   # the theory check's refusal: exit 2
        sock = bind_socket(config.host, config.port)
        url = url_of(config, sock)
        app = create_app(config, worker, rules)
        print(json.dumps({"url": url, "port": sock.getsockname()[1], "pid": os.getpid()}),
              flush=True)
        where = url + "/" + (f"?token={config.token}" if config.token else "")
        print(f"ilp board: open {where} in a browser ({len(rules['rules'])} rules; Ctrl-C "
              "stops)", file=sys.stderr, flush=True)
        try:
            uvicorn_server(app, log_level).run(sockets=[sock])
        except KeyboardInterrupt:       # Ctrl-C or SIGTERM: how a server is meant to stop
            print("ilp board: stopped", file=sys.stderr, flush=True)
        finally:
            sock.close()
            if app.state.board["match"] is not None:
                app.state.board["match"].cancel()
    finally:
        worker.shutdown()
