"""Active learning: a counterexample server (``ilp.active.server``, run by ``ilp serve``), its
HTTP client (``ilp.active.client``) and the active-learning loop over the Learner
(``ilp.active.loop.run_active_learning``).

The server is domain-free: it draws fresh labeled examples from a *sampler* found by a
``"module:factory"`` name (the ``ilp serve`` default is the Minesweeper one,
``examples_gen.sampler:MinesweeperSampler``); nothing in this package imports a domain.
"""

from ilp.active.client import ActiveClient, RequestRefused, ServerUnavailable

__all__ = ["ActiveClient", "RequestRefused", "ServerUnavailable"]
