"""`ilp serve`: the active-learning counterexample server (ilp.active.app).

    ilp serve [--host 127.0.0.1] [--port 8765] [--workers N] [--threshold 1.0] [--min-covered 1]
              [--examples 500] [--batch 50] [--board-mix classic-beginner,intermediate]
              [--labels zone|exact|truth] [--seed 0] [--sampler module:factory]
              [--sampler-option KEY=VALUE ...] [--token TOKEN | env ILP_SERVE_TOKEN]
              [--backend local|ray [--ray-address HOST:PORT]]

Once the workers are ready it prints one JSON line on stdout,
``{"url": "http://127.0.0.1:PORT", "port": PORT, "pid": PID, "workers": N}`` (``--port 0``
picks a free port), and serves until interrupted.
"""

from __future__ import annotations

import json

import click

from ilp.errors import InputError

# the Minesweeper sampler, the domain's (the server itself is domain-free)
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
@click.option("--labels", type=click.Choice(["zone", "exact", "truth"]), default=None,
              help="sampler option labels (Minesweeper default: zone)")
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
@click.option("--request-time-limit", type=float, default=30.0, show_default=True,
              help="seconds for all the clauses of one request")
@click.option("--stack-limit", type=int, default=512, show_default=True,
              help="MB of Prolog stacks per worker (bounds the memory of one query)")
@click.option("--max-examples", type=int, default=20_000, show_default=True,
              help="most examples one request may ask for")
@click.option("--max-body", type=int, default=1_000_000, show_default=True,
              help="bytes of request body (larger: 413)")
@click.option("--backend", default="local", show_default=True, metavar="local|ray",
              help="where the workers run: local (processes on this machine) or ray (actors on "
                   "a Ray cluster; needs Ray: pip install 'ray>=2.40')")
@click.option("--ray-address", default="", metavar="ADDRESS",
              help="with --backend ray: the cluster to join (HOST:PORT of its head, or auto); "
                   "default: a local cluster started for the server, stopped with it")
@click.option("--log-level", type=click.Choice(["critical", "error", "warning", "info", "debug"]),
              default="warning", show_default=True, help="uvicorn's log level (stderr)")
def serve(host, port, workers, threshold, min_covered, examples, batch, board_mix, labels, seed, sampler,
          sampler_options, token, inference_limit, clause_time_limit, request_time_limit,
          stack_limit, max_examples, max_body, backend, ray_address, log_level):
    """Serve active learning: validate theories on freshly drawn examples and return
    per-clause accuracy and counterexamples (HTTP, JSON; schema at /openapi.json)."""
    from ilp.active.app import serve as run
    from ilp.active.config import ServerConfig
    from ilp.parallel.cluster import cpus, session

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
                          request_time_limit=request_time_limit, stack_limit=stack_limit,
                          max_examples=max_examples, max_body=max_body, backend=backend,
                          ray_address=ray_address)
    config.check()                       # before a cluster is started for nothing
    with session(backend, ray_address):
        if backend == "ray" and not workers:
            config.workers = cpus()      # one per core of the cluster, not of this machine
        run(config, log_level=log_level)
