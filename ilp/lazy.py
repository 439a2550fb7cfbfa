"""Lazy evaluation of ``#`` arguments (Aleph's ``lazy_evaluate``): constants chosen from the data.

A mode such as ``modeb(1, lteq(+int, #int))`` over ``lteq(X, Y) :- X =< Y.`` cannot list its
constants at saturation: called with the constant unbound it raises an instantiation error.
Saturation (prolog/bottom.pl) then gives a *lazy* literal, ``lteq(V3,'$lazy')``: a test (it has
a ``#`` argument, ``Literal.const``) whose constant is still open (``Literal.lazy`` names the
argument positions whose values are its candidates).  modes.pl may also declare
``lazy_evaluate(lteq/2)``: such a predicate is never called at saturation.

When the search evaluates a clause holding a lazy literal (ilp.search.common.Evaluator), one
Prolog query (prolog/coverage.pl ``ilp_lazy/6``) gathers, for every positive and negative
of the search, the values the literal's inputs take where the rest of the clause holds, takes
as candidate constants the values seen on positives (for a comparison: the natural
thresholds), and returns which examples each candidate covers.  ``choose_constant`` picks one;
the clause then carries it (``BottomClause.clause_text(lits, constants)``), so its text, the
theory file and ``swipl bk.pl THEORY`` all have the constant, never the placeholder.

Narrowest version: at most one lazy literal per clause (two would need their constants chosen
jointly; the search refuses such clauses), exactly one ``#`` argument and no outputs in the
mode, and an input of the constant's type to draw candidates from.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Choice:
    constant: str            # Prolog text of the chosen constant
    pos: frozenset           # positives the clause covers with it
    neg: frozenset           # negatives the clause covers with it


def choose_constant(options, pos, neg, scoring, length: int) -> Choice | None:
    """The best of `options` (pairs of constant text and the example ids the clause covers
    with it, in the order Prolog gives them: standard order of the constants) by
    ``scoring.rank`` (ilp.scoring: acceptable clauses first, by the evaluation function;
    others by positives minus negatives -- the clause still needs specialising) for a clause
    of `length` body literals; ties to the first.  None when there is no option (no positive
    gives the literal a value)."""
    pos, neg = frozenset(pos), frozenset(neg)
    best = best_rank = None
    for constant, covered in options:
        covered = frozenset(covered)
        p, n = covered & pos, covered & neg
        rank = scoring.rank(len(p), len(n), length)
        if best is None or rank > best_rank:
            best, best_rank = Choice(constant, p, n), rank
    return best
