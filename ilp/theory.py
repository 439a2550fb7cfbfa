"""Theory files (contracts §3): plain Prolog, each clause preceded by
``% <name>: covers P positive, N negative``; written atomically (ilp.files), with readable
variable names (portray_clause/1: A, B, ..., ``_`` for singletons); read back through the
theory check (prolog/theory_check.pl): a theory is data, never consulted.

``Language`` says what a theory may contain: the predicates its clauses may define and the
ones their bodies may call (besides the theory's own heads and the safe built-ins).  Without
one, any predicate that is not built in may be defined and called (the background that
defines them is not at hand), while built-ins that touch files, processes, the database or
the engine are refused all the same.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from ilp.engine import IN, OUT, TEXT, EngineError, get_engine, predicate
from ilp.errors import InputError
from ilp.files import write_atomic

_portray_text = predicate("ilp_clauses", "portray_text", TEXT, OUT)
clause_indicator = predicate("ilp_clauses", "clause_indicator", TEXT, OUT)   # "name/arity"
clause_literals = predicate("ilp_clauses", "clause_literals", TEXT, OUT)     # head included
failing_clause = predicate("ilp_clauses", "failing_clause", IN, IN, OUT)     # name, arity
_COVERS = re.compile(r"%\s*([A-Za-z_]\w*)\s*:\s*covers\s+(\d+)\s+positive,\s*(\d+)\s+negative")
_NAME = re.compile(r"%\s*([A-Za-z_]\w*)\s*(?::.*)?$", re.M)


@dataclass(frozen=True)
class Language:
    """The predicates ("name/arity") a theory may define (`heads`) and call (`calls`);
    None: any predicate that is not built in."""
    heads: tuple[str, ...] | None = None
    calls: tuple[str, ...] | None = None

    @classmethod
    def of_modes(cls, modes, heads=None) -> "Language":
        """The language of mode declarations: their modeh predicates (or `heads`) as heads,
        their modeb predicates as calls."""
        hs = heads if heads is not None else [m.indicator for m in modes if m.head]
        return cls(tuple(dict.fromkeys(hs)),
                   tuple(dict.fromkeys(m.indicator for m in modes if not m.head)))


@dataclass
class NamedClause:
    name: str            # "<target>_<k>", e.g. "eastbound_1"
    head: str            # predicate indicator of the head, "eastbound/1"
    text: str            # the clause as Prolog text, ending with "."
    pos: int | None = None
    neg: int | None = None

    def comment(self) -> str:
        if self.pos is None or self.neg is None:
            return f"% {self.name}"
        return f"% {self.name}: covers {self.pos} positive, {self.neg} negative"

    def as_dict(self) -> dict:
        return {"name": self.name, "head": self.head, "text": self.text,
                "pos": self.pos, "neg": self.neg}


def portray(clause_text: str) -> str:
    """Clause text (any variable names, with or without the final dot) as portray_clause/1
    writes it: variables A, B, ..., singletons `_`, ending with ".\\n"."""
    text = clause_text.strip()
    if text.endswith("."):
        text = text[:-1]
    try:
        portrayed = _portray_text(text)
    except EngineError:                 # unreadable text
        portrayed = None
    if portrayed is None:
        raise InputError(f"not a clause: {clause_text}")
    return portrayed


def clause_name(comments: str, default: str) -> tuple[str, int | None, int | None]:
    """(name, pos, neg) from the comments before a clause: the last ``% name: covers P
    positive, N negative`` comment, else the last ``% name`` comment, else `default`."""
    found = _COVERS.findall(comments)
    if found:
        name, pos, neg = found[-1]
        return name, int(pos), int(neg)
    named = _NAME.findall(comments)
    return (named[-1] if named else default), None, None


def format_theory(clauses: list[NamedClause], header: str = "") -> str:
    lines = []
    for line in header.splitlines():
        lines.append(line if line.startswith("%") else f"% {line}" if line else "%")
    if lines:
        lines.append("")
    for c in clauses:
        lines.append(c.comment())
        lines.append(c.text.rstrip())
        lines.append("")
    return "\n".join(lines) + ("\n" if lines else "")


def write_theory(path, clauses: list[NamedClause], header: str = "") -> None:
    """Write atomically (ilp.files.write_atomic), mode 0644."""
    write_atomic(path, format_theory(clauses, header))


def named_clauses(items, source: str = "") -> list[NamedClause]:
    """NamedClauses of checked clauses (ilp.engine.TheoryClause): names and coverage from
    their comments, else ``<pred>_<k>`` (k counting per predicate)."""
    out: list[NamedClause] = []
    counts: dict[str, int] = {}
    for item in items:
        counts[item.indicator] = counts.get(item.indicator, 0) + 1
        default = f"{item.indicator.rsplit('/', 1)[0]}_{counts[item.indicator]}"
        name, pos, neg = clause_name(item.comments, default)
        out.append(NamedClause(name, item.indicator, item.text, pos, neg))
    return out


def read_theory(path, language: Language | None = None) -> list[NamedClause]:
    """The clauses of a theory file in order, after the theory check against `language`
    (TheoryError, an InputError naming the file and the clause, when one is refused)."""
    path = Path(path)
    if not path.is_file():
        raise InputError(f"theory file {path} does not exist")
    language = language or Language()
    items = get_engine().check_theory(str(path), path=path, heads=language.heads,
                                      calls=language.calls)
    return named_clauses(items)


def parse_theory(text: str, language: Language | None = None,
                 source: str = "theory") -> list[NamedClause]:
    """The same for a theory given as text."""
    language = language or Language()
    items = get_engine().check_theory(source, text=text, heads=language.heads,
                                      calls=language.calls)
    return named_clauses(items)
