"""Macros (Peña Castillo & Wrobel): refinement operators built from a bottom clause's
provider/consumer relations.

A literal is a *provider* when it introduces variables (outputs not bound before it), a
*consumer* of the variables it takes as inputs -- or that it outputs though another literal
introduced them (``size(S, N), weight(S, N)``: the second tests the first's N).
A *test* (a macro's last literal) is a literal that introduces no variable, or whose introduced
variables no other literal consumes, or that has a constant (``#type``) argument: such a
provider tests something itself (``atm(D, A, cl, 10)``: D has a chlorine atom of type 10).
The macro of a test is the test plus, recursively, the providers (first introducers, or other
earlier literals outputting the same variable) of every variable it consumes: a chain of
providers closed by a test, so a refinement never adds a provider that tests nothing.

A refinement adds a whole macro (its literals not already in the clause).
"""

from __future__ import annotations

from ilp.bottom import BottomClause


def consumed_vars(lit, index: int, bottom: BottomClause) -> set[int]:
    """Variables literal `index` consumes: inputs, and outputs introduced by another literal."""
    used = set(lit.ins)
    for v in lit.outs:
        if v not in bottom.head_vars and bottom.definer.get(v) != index:
            used.add(v)
    return used


def introduced_vars(index: int, bottom: BottomClause) -> set[int]:
    return {v for v in bottom.literals[index].outs if bottom.definer.get(v) == index}


def _providers(bottom: BottomClause) -> dict[int, list[int]]:
    """variable -> literals that output it (the first introduces it, later ones may bind it
    when they come first in a clause)."""
    out: dict[int, list[int]] = {}
    for i, lit in enumerate(bottom.literals):
        for v in lit.outs:
            if v not in bottom.head_vars:
                out.setdefault(v, []).append(i)
    return out


def closure(index: int, bottom: BottomClause, _memo=None, _providers_map=None,
            provides: int | None = None) -> frozenset[int] | None:
    """Literal `index` with providers of everything it consumes, recursively (`provides`: the
    variable `index` is itself providing, so not one it needs).  For each needed variable the
    provider adding the fewest literals is chosen, so ``size(S, N), weight(S, N)`` closes over
    S's own size rather than another set's that happens to have the same N.  Providers are
    taken only among earlier literals, so the recursion always ends."""
    memo = {} if _memo is None else _memo
    provs = _providers(bottom) if _providers_map is None else _providers_map
    key = (index, provides)
    if key in memo:
        return memo[key]
    acc = {index}
    lit = bottom.literals[index]
    needed = [v for v in lit.ins if v not in bottom.head_vars]
    needed += [v for v in lit.outs if v not in bottom.head_vars and v != provides
               and bottom.definer.get(v) != index]
    for v in needed:
        if v in lit.outs and v not in lit.ins and any(v in bottom.literals[j].outs for j in acc if j != index):
            continue
        best = None
        for p in provs.get(v, []):
            if p >= index:
                # a variable is known before any literal that uses it: its providers come
                # earlier in the bottom clause (later ones would only lead round cycles)
                continue
            sub = closure(p, bottom, memo, provs, v)
            if sub is None:
                continue
            cand = acc | sub
            # fewest literals; then the provider that works on the same inputs as this
            # literal (size(S, N) for weight(S, N), not another term's size)
            shared = -len(set(bottom.literals[p].ins) & set(lit.ins))
            rank = (len(cand), shared, min(sub))
            if best is None or rank < best_rank:
                best, best_rank = cand, rank
        if best is None:
            if v in lit.ins:
                memo[key] = None
                return None
            continue
        acc = best
    memo[key] = frozenset(acc)
    return memo[key]


def closing_literals(bottom: BottomClause) -> list[int]:
    """Indices of the literals that close macros."""
    consumers: dict[int, int] = {}
    for i, lit in enumerate(bottom.literals):
        for v in consumed_vars(lit, i, bottom):
            consumers[v] = consumers.get(v, 0) + 1
    out = []
    for i in range(len(bottom.literals)):
        new = introduced_vars(i, bottom)
        if not new or not any(consumers.get(v) for v in new) or bottom.literals[i].const:
            out.append(i)
    return out


def macros(bottom: BottomClause) -> list[frozenset[int]]:
    """The distinct macros of `bottom`, in order of their test literal."""
    memo: dict = {}
    provs = _providers(bottom)
    seen = set()
    out = []
    for i in closing_literals(bottom):
        m = closure(i, bottom, memo, provs)
        if m is not None and m not in seen:
            seen.add(m)
            out.append(m)
    return out


def single_literals(bottom: BottomClause) -> list[frozenset[int]]:
    """Refinement steps without macros: one literal each, and the output chains."""
    return [frozenset([i]) for i in range(len(bottom.literals))] + output_chains(bottom)


def output_chains(bottom: BottomClause) -> list[frozenset[int]]:
    """For a head with outputs: each literal that binds one, with the providers of what it
    needs (``closure``), as one step.  A clause must bind the head's outputs to be valid, so
    with single literals a chain of several steps to an output (five moves right) could
    never be built literal by literal."""
    if not bottom.head_outs:
        return []
    memo: dict = {}
    provs = _providers(bottom)
    outs = set(bottom.head_outs)
    chains = []
    for i, lit in enumerate(bottom.literals):
        if outs & set(lit.outs):
            c = closure(i, bottom, memo, provs)
            if c is not None and len(c) > 1 and c not in chains:
                chains.append(c)
    return chains


def refinements(clause: frozenset[int], steps: list[frozenset[int]], bottom: BottomClause,
                single: bool, max_vars: int = 0, memo: dict | None = None) \
        -> list[frozenset[int]]:
    """Children of `clause`: add one step (a macro, or with `single` one literal whose inputs
    are bound in the clause) not already contained in it; in the order of `steps`.
    `max_vars` (single literals): leave out a literal that would take a clause binding the
    variables `clause` binds past that many variables (0: no limit).
    `memo` (single literals): a dict kept by the caller for one bottom clause, `steps` and
    `max_vars`, remembering for up to MEMO_MOST clauses which literals they take -- IDA*
    refines every clause again in each iteration."""
    if single:
        kept = None if memo is None else memo.get(clause)
        if kept is None:
            kept = _addable(clause, bottom, max_vars)
            if memo is not None and len(memo) < MEMO_MOST:
                memo[clause] = kept
        out = [clause | {i} for i in kept]
        return _add_steps(clause, steps[len(bottom.literals):], out)
    return _add_steps(clause, steps, [])


# literal sets a search's memo keeps (this one, and Evaluator.valid's): a few hundred bytes
# each, so each stays within about 70 MB; wn18rr3's largest searches refine 323,000 sets, the
# shallow ones (met first) again in each iteration
MEMO_MOST = 200_000


def _addable(clause, bottom: BottomClause, max_vars: int = 0) -> tuple[int, ...]:
    """The single literals `refinements` adds to `clause` (``single_literals``: one step per
    literal, in the bottom clause's order; the output chains follow them there): they come
    from the bottom clause's index of consumers by variable.  With `max_vars`, a literal adding
    more new variables than there is room for is left out here: on a language of many
    variables (wn18rr3's 6), nine in ten literals whose inputs are bound would otherwise
    become children only to fail the same count in Evaluator.valid."""
    bound = bottom.bound_vars(clause)
    by_var, free = bottom.consumers
    found = set(free)
    for v in bound:
        found.update(by_var.get(v, ()))
    found -= clause
    ins, outs, both = bottom.var_sets
    bound_all = bound.issuperset
    room = max_vars - len(bound)        # new variables a literal may add (with max_vars)
    if not max_vars:
        kept = [i for i in found if bound_all(ins[i])]
    elif room < 0:                      # the head alone has too many
        kept = []
    elif room == 0:                     # no new variable: literals on bound ones only
        kept = [i for i in found if bound_all(both[i])]
    else:
        kept = [i for i in found if bound_all(ins[i]) and
                (len(outs[i]) <= room or len(outs[i] - bound) <= room)]
    kept.sort()
    return tuple(kept)


def _add_steps(clause, steps, out: list) -> list[frozenset[int]]:
    """`out` followed by `clause` plus each of `steps` not contained in it, each child once."""
    seen = set(out)
    for step in steps:
        if step <= clause:
            continue
        child = clause | step
        if child not in seen:
            seen.add(child)
            out.append(child)
    return out
