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

from ilp.engine import get_engine, quote, to_str

TYPE_VALUES = 2000        # most values taken from one type predicate


def random_atoms(task, head, n: int, seed: int) -> list[str]:
    """Up to `n` distinct random atoms of the modeh `head` that are not positives."""
    engine = get_engine()
    positives = {task.example_text(i) for i in task.pos_ids}
    by_type: dict[str, list[str]] = {}
    for i, arg in enumerate(head.args):
        by_type.setdefault(arg.type, [])
    for t in by_type:
        r = engine.once(
            f"catch((current_predicate({task.module}:{quote(t)}/1), functor(G, {quote(t)}, 1), "
            f"findall(T, (limit({TYPE_VALUES}, {task.module}:G), arg(1, G, X), "
            f"format(atom(T), '~q', [X])), L)), _, L = [])")
        by_type[t] = [to_str(x) for x in (r["L"] if r else [])]
    # values the positives hold, for types without a type predicate
    typed = {t for t, values in by_type.items() if values}
    for i in task.pos_ids:
        r = engine.once(f"{task.module}:'$ilp_ex'({int(i)}, _, A), A =.. [_|Args], "
                        f"findall(T, (member(X, Args), format(atom(T), '~q', [X])), L)")
        for arg, value in zip(head.args, r["L"]):
            value = to_str(value)
            if arg.type not in typed and value not in by_type[arg.type]:
                by_type[arg.type].append(value)
    # and the constants the background's facts hold where body modes take that type: without
    # them a small task's random atoms are all re-pairings of the positives' values, which a
    # correct clause covers as readily as the positives (kinship-ancestor: all six were true)
    heads = {m.name for m in task.modeh}
    for t in set(by_type) - typed:
        places = ",".join(f"{quote(m.name)}/{m.arity}-{i + 1}" for m in task.modebs
                          if m.arity == len(m.args) and not m.negated and m.name not in heads
                          for i, a in enumerate(m.args) if a.type == t)
        r = engine.once(f"ilp_task:ilp_background_values({task.module}, [{places}], "
                        f"{TYPE_VALUES}, L)")
        seen = set(by_type[t])
        by_type[t] += [v for v in map(to_str, r["L"] if r else []) if v not in seen]
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
