"""Theory files (contracts §3): plain Prolog, each clause preceded by
``% <name>: covers P positive, N negative``; written atomically (temp file + os.replace), with
readable variable names (portray_clause/1: A, B, ..., ``_`` for singletons); read back with
Prolog's read_term/3 (comments paired with the clause that follows them).
"""

from __future__ import annotations

import os
import re
import tempfile
from dataclasses import dataclass
from pathlib import Path

from ilp.engine import get_engine, quote, to_str
from ilp.errors import InputError

_COMMENT = re.compile(r"%\s*([A-Za-z_][\w]*)\s*:\s*covers\s+(\d+)\s+positive,\s*(\d+)\s+negative")


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
    r = get_engine().once(f"ilp_coverage:ilp_portray({quote(text)}, T)")
    if r is None:
        raise InputError(f"not a clause: {clause_text}")
    return to_str(r["T"])


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
    """Write atomically: a temp file in the same directory, then os.replace."""
    path = Path(path)
    text = format_theory(clauses, header)
    directory = path.parent if str(path.parent) else Path(".")
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=directory)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def read_theory(path) -> list[NamedClause]:
    """The clauses of a theory file in order; names and coverage from the preceding
    ``% name: covers ...`` comment, else ``<pred>_<k>`` (k counting per predicate)."""
    path = Path(path)
    if not path.is_file():
        raise InputError(f"theory file {path} does not exist")
    engine = get_engine()
    check = engine.once(f"ilp_task:ilp_check_syntax({quote(path.resolve())}, R)")
    if check is None or to_str(check["R"]) != "ok":
        msg = engine.once(f"ilp_task:ilp_check_syntax({quote(path.resolve())}, error(M))")
        raise InputError(f"theory file {path}: {to_str(msg['M']) if msg else 'unreadable'}")
    r = engine.once(f"ilp_coverage:ilp_read_theory({quote(path.resolve())}, Items)")
    out: list[NamedClause] = []
    counts: dict[str, int] = {}
    for comments, text, indicator in r["Items"]:
        comments, text, indicator = to_str(comments), to_str(text), to_str(indicator)
        counts[indicator] = counts.get(indicator, 0) + 1
        name, pos, neg = None, None, None
        for m in _COMMENT.finditer(comments):
            name, pos, neg = m.group(1), int(m.group(2)), int(m.group(3))
        if name is None:
            named = re.findall(r"%\s*([A-Za-z_]\w*)\s*$", comments, re.M)
            name = named[-1] if named else f"{indicator.rsplit('/', 1)[0]}_{counts[indicator]}"
        out.append(NamedClause(name, indicator, text.rstrip() , pos, neg))
    return out
