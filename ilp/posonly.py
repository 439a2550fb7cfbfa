"""Positive-only learning (Aleph's posonly idea): when a task gives no negative example, random
atoms of the target stand in for them.

Without negatives every clause is consistent and the most general one, ``p(_)``, covers
everything.  So, as Aleph does, ``gsamplesize`` atoms are drawn at random from the target's
argument types: each argument takes a value of its type -- the answers of the background's
type predicate of that name when it defines one (``animal(dog).``: Aleph's type definitions),
else the values the positives hold at places of that type and the constants the background's
facts hold where body modes take that type.  Atoms equal to a positive are left out.  They are added to the task as negatives for the fit, and clauses are judged by Aleph's
posonly measure (ilp.scoring): a clause is acceptable only when it covers a much larger share
of the positives than of these random atoms -- it separates the positives from the rest.
"""

from __future__ import annotations

import numpy as np

from ilp.engine import IN, OUT, Term, predicate

TYPE_VALUES = 2000        # most values taken from one type predicate

_type_values = predicate("ilp_task", "ilp_type_values", IN, IN, IN, OUT)
_example_args = predicate("ilp_task", "ilp_example_args", IN, IN, OUT)
_background_values = predicate("ilp_task", "ilp_background_values", IN, IN, IN, OUT)


def random_atoms(task, head, n: int, seed: int) -> list[str]:
    """Up to `n` distinct random atoms of the modeh `head` that are not positives."""
    positives = {task.example_text(i) for i in task.pos_ids}
    by_type: dict[str, list[str]] = {}
    for i, arg in enumerate(head.args):
        by_type.setdefault(arg.type, [])
    for t in by_type:
        by_type[t] = _type_values(task.module, t, TYPE_VALUES)
    # values the positives hold, for types without a type predicate
    typed = {t for t, values in by_type.items() if values}
    for i in task.pos_ids:
        for arg, value in zip(head.args, _example_args(task.module, int(i))):
            if arg.type not in typed and value not in by_type[arg.type]:
                by_type[arg.type].append(value)
    # and the constants the background's facts hold where body modes take that type: without
    # them a small task's random atoms are all re-pairings of the positives' values, which a
    # correct clause covers as readily as the positives (kinship-ancestor: all six were true)
    heads = {m.name for m in task.modeh}
    for t in set(by_type) - typed:
        places = [Term("-", Term("/", m.name, m.arity), i + 1) for m in task.modebs
                  if m.arity == len(m.args) and not m.negated and m.name not in heads
                  for i, a in enumerate(m.args) if a.type == t]
        seen = set(by_type[t])
        by_type[t] += [v for v in _background_values(task.module, places, TYPE_VALUES)
                       if v not in seen]
    if not all(by_type.values()):
        return []
    rng = np.random.default_rng(seed)
    out: dict[str, None] = {}
    for _ in range(n * 20):
        if len(out) >= n:
            break
        args = [by_type[a.type][int(rng.integers(len(by_type[a.type])))] for a in head.args]
        atom = f"{head.name}({','.join(args)})"
        if atom not in positives:
            out[atom] = None
    return list(out)
