"""The Minesweeper sampler of the active-learning server (``ilp serve``).

The server (``ilp.active``) knows nothing about Minesweeper: it loads a *sampler* by a
``"module:factory"`` name and calls it in each worker process.  This is the default one,
``examples_gen.sampler:MinesweeperSampler``: fresh labeled examples of ``safe/2`` or ``mine/2``
drawn from real play (``examples_gen.examples.generate_examples``: the exact CSP player, states
recorded at random), labeled ``zone`` (the default: the solver's certain tiles that their zone
of interest decides, the others left out -- no clause of the language covers them soundly, and
as counterexamples they only cost failed searches), ``exact`` (by the solver: safe =
probability 0) or ``truth`` (by the hidden mines, contradictory situations removed), on a mix
of board kinds, from a seed.

The sampler protocol (what ``ilp.active.workers`` calls; any domain can provide one):

- ``targets() -> dict[str, int]``: the learnable predicates and their arities.
- ``background() -> str``: Prolog text every worker loads once (here background/minesweeper.pl);
  it is also handed to learners as their task's ``bk.pl``.
- ``modes(target) -> str``: a ``modes.pl`` text (contracts §3) for a learner of ``target``: its
  language bias (the search settings are the learner's).
- ``facts_header() -> str``: Prolog directives to put before fact texts in a file.
- ``sample(target, n, seed, prefix) -> Sample``: ``n`` (about) fresh labeled examples; every
  group id (here a board id) starts with ``prefix``.
- ``describe() -> dict``: settings, for the health endpoint.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from examples_gen.examples import (DEFAULT_MIX, LABELINGS, TARGETS, background_text,
                                   generate_examples, modes_text, parse_mix)
from examples_gen.background import FACTS_HEADER, board_facts
from ilp.errors import InputError


@dataclass
class Sample:
    """Labeled examples: ``examples`` is a list of (atom text, positive, group id); ``facts``
    maps each group id to the Prolog facts its examples need (one board's facts)."""
    examples: list[tuple[str, bool, str]] = field(default_factory=list)
    facts: dict[str, str] = field(default_factory=dict)


class MinesweeperSampler:
    """Options: ``board_mix`` (presets or RxC/M sizes, list or comma-separated text),
    ``labels`` (zone | exact | truth), ``record_prob``, ``flag_fraction``, ``first_move``."""

    def __init__(self, board_mix=DEFAULT_MIX, labels: str = "zone", record_prob: float = 0.3,
                 flag_fraction: float = 0.5, first_move: str = "safe"):
        if labels not in LABELINGS:
            raise InputError(f"unknown labeling {labels!r} (expected {' or '.join(LABELINGS)})")
        self.kinds = parse_mix(board_mix)          # validates the mix
        self.board_mix = [k[0] for k in self.kinds]
        self.labels = labels
        self.record_prob = float(record_prob)
        self.flag_fraction = float(flag_fraction)
        self.first_move = first_move

    def targets(self) -> dict[str, int]:
        return {t: 2 for t in TARGETS}

    def background(self) -> str:
        return background_text()

    def modes(self, target: str) -> str:
        # the language bias: the search settings are the learner's own (the active loop
        # writes the ones it used into the task directory it keeps)
        return modes_text()

    def facts_header(self) -> str:
        return FACTS_HEADER

    def describe(self) -> dict:
        return {"domain": "minesweeper", "board_mix": self.board_mix, "labels": self.labels,
                "record_prob": self.record_prob, "flag_fraction": self.flag_fraction,
                "first_move": self.first_move}

    def sample(self, target: str, n: int, seed: int, prefix: str) -> Sample:
        es = generate_examples(target, n_examples=int(n), board_mix=self.board_mix,
                               labels=self.labels, seed=int(seed), record_prob=self.record_prob,
                               flag_fraction=self.flag_fraction, first_move=self.first_move,
                               board_prefix=prefix)
        out = Sample()
        out.examples = [(e.atom(target), e.positive, e.board_id) for e in es.examples]
        out.facts = {b: board_facts(b, board) for b, board in es.boards.items()}
        return out
