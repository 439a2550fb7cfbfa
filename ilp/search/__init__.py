"""Searches for one clause from one seed example: IDA* (ida.py) and greedy with macros (greedy.py).

``run_search(task, seed_id, settings, pos_ids, neg_ids, coverage) -> SearchResult``
"""

from __future__ import annotations

from ilp.bottom import saturate
from ilp.engine import Stopped
from ilp.errors import InputError
from ilp.macros import macros, single_literals
from ilp.search.common import Evaluator, Node, SearchResult
from ilp.search.greedy import greedy_search
from ilp.search.ida import ida_search

__all__ = ["run_search", "SearchResult", "Evaluator", "Node", "ida_search", "greedy_search"]


def run_search(task, seed_id: int, settings, pos_ids, neg_ids, coverage) -> SearchResult:
    """Saturate example `seed_id`, then search (settings.search, settings.macros) for the best
    acceptable clause covering positives among `pos_ids` and negatives among `neg_ids`."""
    try:
        bottom = saturate(task, seed_id, settings)
    except Stopped:
        raise                       # the background halted: not this seed's problem
    except InputError as err:
        return SearchResult(seed_id, settings.search, settings.macros, None, error=str(err))
    single = not settings.macros
    steps = single_literals(bottom) if single else macros(bottom)
    ev = Evaluator(bottom, settings, coverage, pos_ids, neg_ids)
    if settings.search == "ida":
        return ida_search(ev, steps, single)
    return greedy_search(ev, steps, single)
