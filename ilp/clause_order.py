"""The order to run a clause's body literals in: the learner (clauses of a bottom clause) and
the rule engine (clauses of a rule file) both use ``execution_order``.

A literal *needs* the variables it takes as inputs and *provides* the variables it binds
first.  Tests (literals that provide nothing) are taken cheapest first, each preceded by the
providers it still needs, placed just in time, the one with the deepest chain of providers
behind it first; and every test runs as soon as everything it needs is bound.  So ``set(S1), set(S2), diff(S1, S2, D), set(S3), diff(D, S3, E)`` filters the pairs
of sets before the third set is enumerated, instead of enumerating every triple first.  The
conjunction is the same in any order, so a clause covers exactly the same examples.
"""

from __future__ import annotations

from typing import Sequence


def execution_order(head_vars, literals: Sequence[tuple[Sequence[int], Sequence[int]]],
                    subset=None) -> list[int] | None:
    """Indices of the literals of `subset` (default: all) in execution order, or None when
    some literal needs a variable nothing binds (or the providers need each other).

    `literals[i]` is ``(ins, outs)``: the variables literal i needs bound, and those it may
    bind.  Among the literals of `subset`, in index order, the first that may bind a variable
    provides it; a later one that may also bind it only compares (it needs it).  Head
    variables are bound from the start."""
    idx = sorted(range(len(literals)) if subset is None else set(subset))
    head = set(head_vars)
    links = _links(head, literals, idx)
    if links is None:
        return None
    provider, needs = links
    depth = _depths(provider, needs)
    if depth is None:
        return None
    tests = [i for i in idx if not any(provider[v] == i for v in literals[i][1] if v not in head)]

    bound, order, placed = set(head), [], set()

    def place(i) -> None:
        if i in placed:
            return
        for v in sorted((v for v in needs[i] if v not in bound), key=depth.get, reverse=True):
            place(provider[v])
        if i in placed:          # a test placed as soon as its providers bound its inputs
            return
        placed.add(i)
        order.append(i)
        bound.update(literals[i][1])
        for t in tests:
            if t not in placed and bound.issuperset(needs[t]):
                placed.add(t)
                order.append(t)

    closure: dict[int, frozenset] = {}

    def deps(i) -> frozenset:
        """i with every literal providing what it needs, recursively."""
        if i not in closure:
            acc = {i}
            for v in needs[i]:
                acc |= deps(provider[v])
            closure[i] = frozenset(acc)
        return closure[i]

    # the cheapest tests first (fewest literals behind them): a test of head variables only
    # filters before anything is enumerated
    for i in sorted(tests, key=lambda t: (len(deps(t)), t)) + idx:
        place(i)
    return order


def orderable(head_vars, literals, subset) -> bool:
    """Whether ``execution_order(head_vars, literals, subset)`` finds an order, without
    finding it (a search checks many clauses and writes out only those it tests)."""
    idx = sorted(set(subset))
    links = _links(set(head_vars), literals, idx)
    return links is not None and _depths(*links) is not None


def _links(head: set, literals, idx) -> tuple[dict, dict] | None:
    """(provider, needs): the literal providing each non-head variable, and the variables
    each literal needs bound; None when something needed has no provider."""
    provider: dict[int, int] = {}
    for i in idx:
        for v in literals[i][1]:
            if v not in head and v not in provider:
                provider[v] = i
    needs = {}
    for i in idx:
        ins, outs = literals[i]
        need = [v for v in ins if v not in head] + \
            [v for v in outs if v not in head and provider[v] != i]
        for v in need:
            if v not in provider:
                return None
        needs[i] = need
    return provider, needs


def _depths(provider: dict, needs: dict) -> dict | None:
    """Length of the provider chain behind each variable; None when the providers need each
    other (a cycle)."""
    depth: dict[int, int] = {}
    busy: set[int] = set()

    def var_depth(v) -> int:
        if v not in depth:
            p = provider[v]
            if p in busy:
                raise _Cycle
            busy.add(p)
            depth[v] = 1 + max((var_depth(u) for u in needs[p]), default=0)
            busy.discard(p)
        return depth[v]

    try:
        for v in provider:
            var_depth(v)
    except _Cycle:
        return None
    return depth


class _Cycle(Exception):
    pass
