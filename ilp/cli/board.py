"""`ilp board`: a local web page that plays Minesweeper with the learned rules, explains each
move by its clause, lets you play with the rules as a coach, and plays many games.

    ilp board [--rules RULEFILE ...] [--host 127.0.0.1] [--port 8000] [--token TOKEN]
              [--max-games 2000]

Once the rules are read it prints one JSON line on stdout, ``{"url": ..., "port": ...,
"pid": ...}`` (``--port 0`` picks a free port), and serves until interrupted.  The page and
its API: docs/board.md; the app: examples_gen/board_page.
"""

from __future__ import annotations

import click

from ilp.errors import InputError


def _play_choices(name: str) -> tuple:
    """The choices `ilp play` offers for its option `name` (the page offers the same)."""
    from ilp.cli.play import play

    for param in play.params:
        if param.name == name and isinstance(param.type, click.Choice):
            return tuple(param.type.choices)
    return ()


@click.command()
@click.option("--rules", "rules", multiple=True, type=click.Path(dir_okay=False),
              help="Rule file(s) to play and explain with (repeatable); default: the learned "
                   "theories that ship with the package (SAFE_active.pl, MINE_active.pl).")
@click.option("--host", default="127.0.0.1", show_default=True,
              help="Address to listen on; beyond loopback a token is required.")
@click.option("--port", type=int, default=8000, show_default=True, help="Port (0: a free one).")
@click.option("--token", default=None, envvar="ILP_BOARD_TOKEN", show_envvar=True,
              help="Require this token: the page's address carries ?token=TOKEN, scripts send "
                   "'Authorization: Bearer TOKEN'.")
@click.option("--max-games", type=int, default=2000, show_default=True,
              help="Most games the many-games panel plays at once.")
@click.option("--log-level", type=click.Choice(["critical", "error", "warning", "info", "debug"]),
              default="warning", show_default=True, help="uvicorn's log level (stderr).")
def board(rules, host, port, token, max_games, log_level):
    """Serve a page that plays, explains and lets you play Minesweeper with learned rules."""
    from pathlib import Path

    from examples_gen.board_page.app import BoardConfig, serve
    from examples_gen.game import PRESETS
    from examples_gen.paths import DEFAULT_RULES

    if not 0 <= port <= 65535:
        raise InputError(f"port {port} is not in 0..65535")
    if not 1 <= max_games <= 100_000:
        raise InputError(f"--max-games must be in 1..100000, got {max_games}")
    files = [Path(r) for r in rules] or list(DEFAULT_RULES)
    for f in files:
        if not f.is_file():
            raise InputError(f"rule file not found: {f}")
    config = BoardConfig(rules=tuple(str(f.resolve()) for f in files), host=host, port=port,
                         token=token or None, max_games=max_games,
                         fallbacks=_play_choices("fallback") or ("random", "local", "csp"),
                         presets={k: list(v) for k, v in PRESETS.items()})
    serve(config, log_level=log_level)
