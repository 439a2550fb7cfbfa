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


def split_top(text: str) -> list[str]:
    """`text` split at its top-level commas (outside brackets and quotes):
    ``a,f(b,c),'x,y',[1,2]`` -> ["a", "f(b,c)", "'x,y'", "[1,2]"]."""
    parts, depth, cur, quote, i = [], 0, [], None, 0
    while i < len(text):
        ch = text[i]
        cur.append(ch)
        if quote:
            if ch == "\\" and i + 1 < len(text):
                cur.append(text[i + 1])
                i += 1
            elif ch == quote:
                quote = None
        elif ch in "'\"`":
            quote = ch
        elif ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        elif ch == "," and depth == 0:
            cur.pop()
            parts.append("".join(cur))
            cur = []
        i += 1
    parts.append("".join(cur))
    return parts


def skeleton(text: str) -> tuple[str, list[int]]:
    """A literal's text with each variable ``V<n>`` (outside quotes) replaced by ``{}``, and the
    variables in order of occurrence: ``\\+p(V1,[V2|V3])`` -> ("\\+p({},[{}|{}])", [1, 2, 3]).
    Works for any literal shape (negations, operators, lists), unlike splitting arguments."""
    parts, vars_, quote, i, start = [], [], None, 0, 0
    n = len(text)
    while i < n:
        ch = text[i]
        if quote:
            if ch == "\\":
                i += 2
                continue
            if ch == quote:
                if i + 1 < n and text[i + 1] == quote:       # doubled quote
                    i += 2
                    continue
                quote = None
        elif ch in "'\"`":
            quote = ch
        elif ch == "V" and (i == 0 or not (text[i - 1].isalnum() or text[i - 1] == "_")):
            j = i + 1
            while j < n and text[j].isdigit():
                j += 1
            if j > i + 1 and (j == n or not (text[j].isalnum() or text[j] == "_")):
                parts.append(text[start:i].replace("{", "{{").replace("}", "}}"))
                parts.append("{}")
                vars_.append(int(text[i + 1:j]))
                start = i = j
                continue
        i += 1
    parts.append(text[start:].replace("{", "{{").replace("}", "}}"))
    return "".join(parts), vars_


def refine_colours(colour: dict, literals, rounds: int) -> tuple[dict, list]:
    """Weisfeiler-Lehman colouring of a clause's variables: `colour` maps each variable
    (an int) to ("h", ...) for a head variable (kept) or ("t", type) for another, refined
    `rounds` times by the literals it occurs in and where; `literals` are (shape, args), args
    variables (ints) or constants.  Returns the colours and each literal's colour (hash) of
    the last round: equal for literals alike up to the names of variables."""
    sigs: list = []
    for _ in range(rounds):
        sigs = [hash((shape, tuple(colour[a] if isinstance(a, int) else a for a in args)))
                for shape, args in literals]
        occ: dict = {}
        for sig, (_, args) in zip(sigs, literals):
            for p, a in enumerate(args):
                if isinstance(a, int):
                    occ.setdefault(a, []).append((sig, p))
        colour = {v: c if c[0] == "h" else ("t", hash((c, tuple(sorted(occ.get(v, ()))))))
                  for v, c in colour.items()}
    return colour, sigs


class Canonicalizer:
    """Canonical texts of clauses (sets of literal indices) of one bottom clause."""

    def __init__(self, bottom, rounds: int = 3):
        self.bottom = bottom
        self.rounds = rounds
        self.parsed = [skeleton(lit.text) for lit in bottom.literals]   # (skeleton, vars)
        self.head = skeleton(bottom.head)
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
        for pos, v in enumerate(self.head[1]):
            color.setdefault(v, ("h", pos))
        order = sorted(lits)
        for i in order:
            for v in parsed[i][1]:
                if v not in color:
                    color[v] = ("t", types[v] if v < len(types) else "")
        color, sigs = refine_colours(color, [parsed[i] for i in order], self.rounds)
        lcolor = dict(zip(order, sigs))
        ranked = sorted(order, key=lambda i: (lcolor[i], parsed[i][0], i))
        names: dict[int, str] = {}

        def name(v):
            if v not in names:
                names[v] = f"A{len(names)}"
            return names[v]

        head = self.head[0].format(*(name(v) for v in self.head[1]))
        texts = [parsed[i][0].format(*(name(v) for v in parsed[i][1])) for i in ranked]
        return f"{head}:-" + "|".join(texts)
