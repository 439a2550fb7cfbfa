"""Canonical forms of clauses up to variable renaming and literal order.

Two clauses of a bottom clause that differ only in which of several interchangeable variables
they use (``g(V0,V5), t(V5)`` and ``g(V0,V7), t(V7)``: two answers of the same generator) are
one clause: same coverage, same meaning.  Searches and the coverage cache key clauses by
``canonical_text`` so such renamings are evaluated once.

The form: literals are coloured by iterated refinement (Weisfeiler-Lehman style: a literal's
colour is its predicate, constants and the colours of its variables; a variable's colour is its
type and the colours of the literals and argument positions it occurs in), sorted by colour,
and variables renamed in order of first appearance (head variables first, by position).  Equal
texts always mean renamed-and-reordered copies of one clause (the text *is* such a copy); rare
symmetric clauses may get different texts for equivalent clauses, which only costs a cache miss.
"""

from __future__ import annotations

import re

_VAR = re.compile(r"V\d+\Z")


def split_args(text: str) -> tuple[str, list[str]]:
    """``name(a,f(b,c),'x,y')`` -> ("name", ["a", "f(b,c)", "'x,y'"]); an atom -> (text, [])."""
    k = text.find("(")
    if k < 0 or not text.endswith(")"):
        return text, []
    name, body = text[:k], text[k + 1:-1]
    args, depth, cur, quote = [], 0, [], None
    i = 0
    while i < len(body):
        ch = body[i]
        if quote:
            cur.append(ch)
            if ch == "\\" and i + 1 < len(body):
                cur.append(body[i + 1])
                i += 1
            elif ch == quote:
                if i + 1 < len(body) and body[i + 1] == quote:   # doubled quote
                    cur.append(body[i + 1])
                    i += 1
                else:
                    quote = None
        elif ch in "'\"`":
            quote = ch
            cur.append(ch)
        elif ch in "([{":
            depth += 1
            cur.append(ch)
        elif ch in ")]}":
            depth -= 1
            cur.append(ch)
        elif ch == "," and depth == 0:
            args.append("".join(cur))
            cur = []
        else:
            cur.append(ch)
        i += 1
    args.append("".join(cur))
    return name, args


class Canonicalizer:
    """Canonical texts of clauses (sets of literal indices) of one bottom clause."""

    def __init__(self, bottom, rounds: int = 3):
        self.bottom = bottom
        self.rounds = rounds
        self.parsed = []   # per literal: (name, [("v", var) | ("c", const text)])
        for lit in bottom.literals:
            name, args = split_args(lit.text)
            self.parsed.append((name, [("v", int(a[1:])) if _VAR.match(a) else ("c", a)
                                       for a in args]))
        hname, hargs = split_args(bottom.head)
        self.head_name = hname
        self.head_args = [("v", int(a[1:])) if _VAR.match(a) else ("c", a) for a in hargs]
        self.memo: dict = {}

    def key(self, lits) -> str:
        lits = frozenset(lits)
        out = self.memo.get(lits)
        if out is None:
            out = self._canon(lits)
            self.memo[lits] = out
        return out

    def _canon(self, lits: frozenset) -> str:
        parsed = self.parsed
        types = self.bottom.var_types
        color: dict[int, object] = {}
        for pos, (kind, v) in enumerate(self.head_args):
            if kind == "v":
                color[v] = ("h", pos)
        order = sorted(lits)
        for i in order:
            for kind, v in parsed[i][1]:
                if kind == "v" and v not in color:
                    color[v] = ("t", types[v] if v < len(types) else "")
        lcolor = {}
        for _ in range(self.rounds):
            for i in order:
                name, args = parsed[i]
                lcolor[i] = hash((name, tuple(color[v] if k == "v" else ("c", v) for k, v in args)))
            occ: dict[int, list] = {}
            for i in order:
                for p, (k, v) in enumerate(parsed[i][1]):
                    if k == "v":
                        occ.setdefault(v, []).append((lcolor[i], p))
            new = {}
            for v, c in color.items():
                if c[0] == "h":
                    new[v] = c
                else:
                    new[v] = ("t", hash((c, tuple(sorted(occ.get(v, ()))))))
            color = new
        ranked = sorted(order, key=lambda i: (lcolor[i], parsed[i][0], i))
        names: dict[int, str] = {}
        for kind, v in self.head_args:
            if kind == "v" and v not in names:
                names[v] = f"A{len(names)}"
        texts = []
        for i in ranked:
            name, args = parsed[i]
            parts = []
            for k, v in args:
                if k == "v":
                    if v not in names:
                        names[v] = f"A{len(names)}"
                    parts.append(names[v])
                else:
                    parts.append(v)
            texts.append(f"{name}({','.join(parts)})" if args else name)
        head = ",".join(names[v] if k == "v" else v for k, v in self.head_args)
        return f"{self.head_name}({head}):-" + "|".join(texts)
