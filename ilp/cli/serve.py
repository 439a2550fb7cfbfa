"""`ilp serve`: the active-learning counterexample server (ilp.active.server), and the click
options of the active-learning loop for `ilp learn` (``active_learning_options``,
``run_active_from_options``).

    ilp serve [--host 127.0.0.1] [--port 8765] [--workers N] [--threshold 1.0] [--min-covered 1]
              [--examples 500] [--batch 50] [--board-mix classic-beginner,intermediate]
              [--labels exact|truth] [--seed 0] [--sampler module:factory]
              [--sampler-option KEY=VALUE ...] [--token TOKEN | env ILP_SERVE_TOKEN]

Once the workers are ready it prints one JSON line on stdout,
``{"url": "http://127.0.0.1:PORT", "port": PORT, "pid": PID, "workers": N}`` (``--port 0``
picks a free port), and serves until interrupted.
"""

from __future__ import annotations

import json
import os

import click

from ilp.errors import InputError

DEFAULT_SAMPLER = "examples_gen.sampler:MinesweeperSampler"


def _parse_option_pairs(pairs) -> dict:
    out = {}
    for item in pairs:
        if "=" not in item:
            raise InputError(f"--sampler-option {item!r}: expected KEY=VALUE")
        key, value = item.split("=", 1)
        key = key.strip().replace("-", "_")
        if not key.isidentifier():
            raise InputError(f"--sampler-option {item!r}: {key!r} is not an option name")
        try:
            out[key] = json.loads(value)
        except ValueError:
            out[key] = value
    return out


@click.command()
@click.option("--host", default="127.0.0.1", show_default=True,
              help="address to listen on; beyond loopback a token is required")
@click.option("--port", type=int, default=8765, show_default=True, help="port (0: a free one)")
@click.option("--workers", type=int, default=0, show_default=True,
              help="worker processes for sampling and testing (0: one per core)")
@click.option("--threshold", type=float, default=1.0, show_default=True,
              help="default accuracy threshold: clauses of lower precision on fresh examples are dropped")
@click.option("--min-covered", type=int, default=1, show_default=True,
              help="default fewest fresh examples a kept clause must cover (0: keep clauses "
                   "that cover none, whose accuracy is unknown)")
@click.option("--examples", type=int, default=500, show_default=True,
              help="default fresh examples drawn per validation")
@click.option("--batch", type=int, default=50, show_default=True,
              help="default most counterexamples per answer")
@click.option("--board-mix", default=None,
              help="sampler option board_mix: presets or ROWSxCOLS/MINES, comma-separated "
                   "(Minesweeper default: classic-beginner,intermediate)")
@click.option("--labels", type=click.Choice(["exact", "truth"]), default=None,
              help="sampler option labels (Minesweeper default: exact)")
@click.option("--seed", type=int, default=0, show_default=True,
              help="server seed: request k samples with a seed derived from (seed, k)")
@click.option("--sampler", default=DEFAULT_SAMPLER, show_default=True,
              help="the example sampler, as module:factory")
@click.option("--sampler-option", "sampler_options", multiple=True, metavar="KEY=VALUE",
              help="keyword option of the sampler factory (VALUE read as JSON when it parses)")
@click.option("--token", default=None, envvar="ILP_SERVE_TOKEN", show_envvar=True,
              help="require 'Authorization: Bearer TOKEN' on every request")
@click.option("--inference-limit", type=int, default=200_000, show_default=True,
              help="Prolog inferences per example test")
@click.option("--clause-time-limit", type=float, default=10.0, show_default=True,
              help="seconds per clause on one request's examples")
@click.option("--max-examples", type=int, default=20_000, show_default=True,
              help="most examples one request may ask for")
@click.option("--log-level", type=click.Choice(["critical", "error", "warning", "info", "debug"]),
              default="warning", show_default=True, help="uvicorn's log level (stderr)")
def serve(host, port, workers, threshold, min_covered, examples, batch, board_mix, labels, seed, sampler,
          sampler_options, token, inference_limit, clause_time_limit, max_examples, log_level):
    """Serve active learning: validate theories on freshly drawn examples and return
    per-clause accuracy and counterexamples (HTTP, JSON; schema at /openapi.json)."""
    from ilp.active.server import ServerConfig, serve as run

    options = _parse_option_pairs(sampler_options)
    if board_mix is not None:
        options["board_mix"] = board_mix
    if labels is not None:
        options["labels"] = labels
    if workers < 0:
        raise InputError("--workers must not be negative")
    config = ServerConfig(host=host, port=port, workers=workers, threshold=threshold,
                          min_covered=min_covered,
                          examples=examples, batch=batch, seed=seed, sampler=sampler,
                          sampler_options=options, token=token or None,
                          inference_limit=inference_limit, clause_time_limit=clause_time_limit,
                          max_examples=max_examples)
    try:
        run(config, log_level=log_level)
    except KeyboardInterrupt:
        pass


# ---- the active-learning loop's options, for `ilp learn --active / --server URL` -------------

ACTIVE_OPTION_NAMES = ("active", "server_url", "max_iterations", "batch", "threshold",
                       "initial_examples", "validation_examples", "server_token", "server_workers")


def pop_active_options(kwargs: dict) -> dict:
    """Remove the values of ``active_learning_options`` from a command's keyword arguments
    (e.g. `ilp learn`'s ``**settings``) and return them."""
    return {name: kwargs.pop(name) for name in ACTIVE_OPTION_NAMES if name in kwargs}


def active_learning_options(f):
    """Click options of the active-learning loop (decorate `ilp learn` with it)."""
    opts = [
        click.option("--active/--no-active", default=None,
                     help="active learning against an embedded server (a subprocess on a free "
                          "loopback port); the default for built-in targets generating their "
                          "own examples (MIO's best setting)"),
        click.option("--server", "server_url", default=None, metavar="URL",
                     help="active learning against a running `ilp serve` at URL"),
        click.option("--max-iterations", type=int, default=4, show_default=True,
                     help="active learning: most fit/validate rounds"),
        click.option("--batch", type=int, default=50, show_default=True,
                     help="active learning: most counterexamples per round"),
        click.option("--threshold", type=float, default=1.0, show_default=True,
                     help="active learning: accuracy below which the server drops a clause"),
        click.option("--initial-examples", type=int, default=200, show_default=True,
                     help="active learning: random examples to start from"),
        click.option("--validation-examples", type=int, default=2000, show_default=True,
                     help="active learning: fresh examples the server draws per validation"),
        click.option("--server-token", default=None, envvar="ILP_SERVE_TOKEN",
                     help="active learning: token for the server"),
        click.option("--server-workers", type=int, default=0,
                     help="active learning, embedded server: worker processes (0: one per core)"),
    ]
    for opt in reversed(opts):
        f = opt(f)
    return f


def run_active_from_options(target, settings, seed, out, progress, active, server_url,
                            max_iterations, batch, threshold, initial_examples,
                            validation_examples, server_token, server_workers, **_ignored):
    """Run ``run_active_learning`` from the values of ``active_learning_options`` (returns the
    ActiveResult, or None when neither --active nor --server was given)."""
    if not active and not server_url:
        return None
    from ilp.active.loop import run_active_learning

    return run_active_learning(
        target, settings, server_url=server_url, max_iterations=max_iterations, batch=batch,
        threshold=threshold, initial_examples=initial_examples, seed=seed or 0, out=out,
        progress=progress, examples_per_validation=validation_examples, token=server_token,
        server_args=["--workers", str(server_workers)], sampler=DEFAULT_SAMPLER)
