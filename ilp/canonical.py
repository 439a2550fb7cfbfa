"""Canonical forms of clauses up to variable renaming and literal order.

Two clauses of a bottom clause that differ only in which of several interchangeable variables
they use (``g(V0,V5), t(V5)`` and ``g(V0,V7), t(V7)``: two answers of the same generator) are
one clause: same coverage, same meaning.  Searches and the coverage cache key clauses by
``Canonicalizer.key`` so such renamings are evaluated once.

The form: literals are coloured by iterated refinement (Weisfeiler-Lehman style: a literal's
colour is its predicate, constants and the colours of its variables; a variable's colour is its
type and the colours of the literals and argument positions it occurs in), sorted by colour,
and variables renamed in order of first appearance (head variables first, by position).  The
key is that renamed copy, as a tuple (each literal's skeleton with its variables' numbers),
not formatted as text.  Equal keys always mean renamed-and-reordered copies of one clause;
rare symmetric clauses may get different keys for equivalent clauses, which only costs a
cache miss.
"""

from __future__ import annotations

import hashlib


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


HEAD, OTHER = 0, 1     # the tags of a variable's colour (numbers: their hash is fixed)


def _stable(text: str) -> int:
    """A number for `text`, the same in every process (unlike ``hash``)."""
    return int.from_bytes(hashlib.blake2b(text.encode(), digest_size=8).digest(), "big")


def refine_colours(colour: dict, literals, rounds: int, last_colours: bool = True,
                   until_distinct: bool = False) -> tuple[dict, list]:
    """Weisfeiler-Lehman colouring of a clause's variables: `colour` maps each variable
    (an int) to (HEAD, ...) for a head variable (kept) or (OTHER, type) for another, refined
    `rounds` times by the literals it occurs in and where; `literals` are (shape, args), args
    variables (ints) or constants.  Returns the colours and each literal's colour (hash) of
    the last round: equal for literals alike up to the names of variables.  Without
    `last_colours` the colours returned are those the last round's literal colours were
    computed from (the last refinement of the variables is skipped: its caller needs only
    the literals')."""
    # per literal: its shape, its arguments, and where its variables stand (found once)
    lits = []
    for shape, args in literals:
        places = [(p, a) for p, a in enumerate(args) if isinstance(a, int)]
        lits.append((shape, args, places, len(places) == len(args)))
    # head variables keep their colour: only the others are refined
    free = [v for v, c in colour.items() if c[0] != HEAD]
    sigs: list = []
    for r in range(rounds):
        sigs = []
        occ: dict = {v: [] for v in free}
        for shape, args, places, plain in lits:
            if plain:
                sig = hash((shape, tuple([colour[a] for a in args])))
            else:
                sig = hash((shape, tuple([colour[a] if isinstance(a, int) else a
                                          for a in args])))
            sigs.append(sig)
            for p, a in places:
                seen = occ.get(a)
                if seen is not None:
                    seen.append((sig, p))
        last_round = r == rounds - 1 and not last_colours
        all_distinct = until_distinct and len(set(sigs)) == len(sigs)
        if last_round or all_distinct:
            break
        colour = dict(colour)
        for v in free:
            seen = occ[v]
            seen.sort()
            colour[v] = (OTHER, hash((colour[v], tuple(seen))))
    return colour, sigs


class Canonicalizer:
    """Canonical texts of clauses (sets of literal indices) of one bottom clause."""

    def __init__(self, bottom, rounds: int = 3):
        self.bottom = bottom
        self.rounds = rounds
        self.parsed = [skeleton(lit.text) for lit in bottom.literals]   # (skeleton, vars)
        # the colours hash the skeletons as fixed numbers (a string's hash changes from
        # process to process): literals are ranked by colour, and a ranking that changed
        # from run to run would tell apart renamed copies in one run and not in another
        self.shapes = [(_stable(shape), vs) for shape, vs in self.parsed]
        self.head = skeleton(bottom.head)
        self.memo: dict = {}
        self.numbering: dict = {}         # lits -> (its form afresh, variable -> number in it)
        self.siblings: dict = {}          # ``sibling``'s signature -> key (see ``key``)
        self._parent, self._parent_form = None, None

    def key(self, lits, parent: frozenset | None = None) -> tuple:
        """The canonical form of head :- lits.  With `parent` (lits less one literal, the
        clause it refines), a sibling of lits that adds a literal of the same shape on the
        same variables of the parent, its new variables of the same types in the same
        places, is the same clause renamed: its key is found without canonicalising (a
        search adds `edge(X, Y)` for each of a node's hundreds of neighbours Y, and meets
        many renamed copies of that node)."""
        lits = frozenset(lits)
        out = self.memo.get(lits)
        if out is not None:
            return out
        sig = self.sibling(lits, parent) if parent is not None else None
        if sig is not None:
            out = self.siblings.get(sig)
        if out is None:
            out = self._canon(lits)
            if sig is not None:
                self.siblings[sig] = out
        self.memo[lits] = out
        return out

    def sibling(self, lits: frozenset, parent: frozenset):
        """What tells the refinements of `parent` by one literal apart up to renaming: the
        parent's canonical form, and the added literal's shape on the parent's variables
        numbered as in that form, its new variables by type and place.  Equal for two
        refinements that are one clause renamed, also of two renamed copies of a parent
        (None: `lits` adds more than one literal)."""
        added = lits - parent
        if len(added) != 1:
            return None
        (i,) = added
        if self._parent is not parent:
            self._parent, self._parent_form = parent, self._numbered(parent)
        form, numbers = self._parent_form
        types = self.bottom.var_types
        shape, vs = self.parsed[i]
        place = tuple(numbers[v] if v in numbers else
                      (-1, types[v] if v < len(types) else "", vs.index(v)) for v in vs)
        return form, shape, place

    def _numbered(self, lits: frozenset) -> tuple:
        """The canonical form of head :- lits computed afresh (not a sibling's), and each of
        its variables numbered as in that form."""
        out = self.numbering.get(lits)
        if out is None:
            self._canon(lits)
            out = self.numbering[lits]
        return out

    def _canon(self, lits: frozenset) -> str:
        parsed = self.parsed
        types = self.bottom.var_types
        color: dict[int, object] = {}
        for pos, v in enumerate(self.head[1]):
            color.setdefault(v, (HEAD, pos))
        order = sorted(lits)
        for i in order:
            for v in parsed[i][1]:
                if v not in color:
                    color[v] = (OTHER, _stable(types[v] if v < len(types) else ""))
        # literals told apart early are ranked by those colours: a renamed copy is told
        # apart in the same round, so its key is the same
        _, sigs = refine_colours(color, [self.shapes[i] for i in order], self.rounds,
                                 last_colours=False, until_distinct=True)
        lcolor = dict(zip(order, sigs))
        ranked = sorted(order, key=lambda i: (lcolor[i], parsed[i][0], i))
        # the renamed clause as a tuple (the text it stands for, without formatting it):
        # variables numbered in order of first appearance, head first
        names: dict[int, int] = {}
        head_shape, head_vars = self.head
        for v in head_vars:
            names.setdefault(v, len(names))
        body = []
        for i in ranked:
            shape, vs = parsed[i]
            row = []
            for v in vs:
                k = names.get(v)
                if k is None:
                    k = names[v] = len(names)
                row.append(k)
            body.append((shape, tuple(row)))
        key = (head_shape, tuple(names[v] for v in head_vars), tuple(body))
        self.numbering[lits] = (key, names)
        return key
