"""Active learning, one module per job:

- ``config``: the server's settings and its sampler (found by a ``"module:factory"`` name);
- ``schemas``: the requests and answers of the HTTP API;
- ``workers``: the worker processes that draw examples and test theories in Prolog;
- ``app``: the FastAPI app and ``serve`` (``ilp serve``);
- ``embedded``: the same server in a thread of the learner's own process;
- ``client``: the HTTP client, with retries;
- ``loop``: the active-learning loop over the Learner (``run_active_learning``).

The server is domain-free: it draws fresh labeled examples from a sampler (the ``ilp serve``
default is the Minesweeper one, ``examples_gen.sampler:MinesweeperSampler``); nothing in this
package imports a domain.
"""

from ilp.active.client import ActiveClient, RequestRefused, ServerUnavailable

__all__ = ["ActiveClient", "RequestRefused", "ServerUnavailable"]
