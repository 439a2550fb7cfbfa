"""What the tests ask the engine about a task's module, by typed calls (ilp.engine); the
Prolog they need beyond one call of one predicate is tests/fixtures/probe.pl."""

from pathlib import Path

from ilp.engine import Out, Term, get_engine

PROBE = Path(__file__).parent / "fixtures" / "probe.pl"


def holds(module: str, name: str, *args) -> bool:
    """Whether module:name(args...) succeeds (None in args: a fresh variable)."""
    return get_engine().call(module, name, *args) is not None


def value(module: str, name: str, *args):
    """The value of the one output (``Out``) of module:name(args...), None when it fails."""
    r = get_engine().call(module, name, *args)
    return None if r is None else r[0]


def defined(module: str, name: str, arity: int) -> bool:
    """Whether module defines name/arity (current_predicate/1)."""
    return holds("user", "current_predicate", Term(":", module, Term("/", name, arity)))


def _probe():
    engine = get_engine()
    engine.call("user", "ensure_loaded", str(PROBE))
    return engine


def answers(module: str, name: str, arity: int) -> list[tuple]:
    """The arguments of every solution of module:name/arity, in order."""
    (got,) = _probe().call("test_probe", "answers", module, name, arity, Out)
    return [g.args if isinstance(g, Term) else () for g in got]


def clause_counts(module: str, name: str, arity: int) -> tuple[int, int]:
    """(rules, facts) of module:name/arity."""
    return tuple(_probe().call("test_probe", "clause_counts", module, name, arity, Out, Out))
