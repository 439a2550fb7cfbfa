"""List programs with recursion: functional examples (inputs with the right output as
positives, wrong outputs as negatives) or list properties."""

from __future__ import annotations

import itertools
import random

from common import Task
from common import fmt_list as L
from lists_aleph import list_alleven, list_dropk, list_finddup, list_nextel
from lists_common import collect, rlist

OURS_BK = """\
% List primitives.
head([H|_], H).
tail([_|T], T).
empty([]).
"""

POPPER_BK = """\
% List primitives, Popper style.
head([H|_], H).
tail([_|T], T).
empty([]).
cons(H, T, [H|T]).
"""


# ---------------------------------------------------------------------------------------
# ours

def list_last(seed: int) -> Task:
    rng = random.Random(seed)
    xs = collect(lambda: rlist(rng, 1, 6), 75, key=str)
    pos = [f"lastel({L(x)}, {x[-1]})" for x in xs]
    neg = []
    for x in xs:
        wrong = [e for e in x[:-1] if e != x[-1]] or [e for e in range(10) if e != x[-1]]
        neg.append(f"lastel({L(x)}, {rng.choice(wrong)})")
    trp, trn, tep, ten = pos[:50], neg[:50], pos[50:], neg[50:]
    modes = """\
% lastel(List, X): X is the last element of List.
modeh(1, lastel(+list, +elem)).
modeb(1, head(+list, -elem)).
modeb(1, tail(+list, -list)).
modeb(1, empty(+list)).
modeb(1, lastel(+list, +elem)).

set(clauselength, 4).
set(depth, 3).
"""
    return Task("list-last", "lists", "ours",
                "Random lists of 1-6 digits; lastel(L, X): X is the last element of L. A "
                "negative gives another element of the same list (or another digit).",
                ["lastel(A,B) :- tail(A,C), empty(C), head(A,B).",
                 "lastel(A,B) :- tail(A,C), lastel(C,B)."],
                OURS_BK, modes, trp, trn, tep, ten)


def list_length(seed: int) -> Task:
    rng = random.Random(seed)
    xs = collect(lambda: rlist(rng, 0, 7), 66, key=str)
    pos = [f"len({L(x)}, {len(x)})" for x in xs]
    neg = []
    for x in xs:
        w = rng.choice([d for d in (-2, -1, 1, 2) if len(x) + d >= 0])
        neg.append(f"len({L(x)}, {len(x) + w})")
    trp, trn, tep, ten = pos[:45], neg[:45], pos[45:], neg[45:]
    bk = OURS_BK + """\
zero(0).
inc(X, Y) :- succ(X, Y).
dec(X, Y) :- X > 0, succ(Y, X).
"""
    modes = """\
% len(List, N): List has N elements.
modeh(1, len(+list, +int)).
modeb(1, head(+list, -elem)).
modeb(1, tail(+list, -list)).
modeb(1, empty(+list)).
modeb(1, zero(+int)).
modeb(1, inc(+int, -int)).
modeb(1, dec(+int, -int)).
modeb(1, len(+list, +int)).

set(clauselength, 4).
set(depth, 2).
"""
    return Task("list-length", "lists", "ours",
                "Random lists of 0-7 digits; len(L, N): L has N elements. Negatives give a "
                "length off by one or two.",
                ["len(A,B) :- empty(A), zero(B).",
                 "len(A,B) :- tail(A,C), dec(B,D), len(C,D)."],
                bk, modes, trp, trn, tep, ten)


def list_member(seed: int) -> Task:
    rng = random.Random(seed)
    def gen_pos():
        x = rlist(rng, 1, 6)
        return (rng.choice(x), x)

    def gen_neg():
        x = rlist(rng, 0, 6)
        return (rng.choice([e for e in range(10) if e not in x]), x)

    pos = collect(gen_pos, 60, key=str)
    neg = collect(gen_neg, 60, key=str)
    pos = [f"mem({e}, {L(x)})" for e, x in pos]
    neg = [f"mem({e}, {L(x)})" for e, x in neg]
    trp, trn, tep, ten = pos[:40], neg[:40], pos[40:], neg[40:]
    modes = """\
% mem(X, List): X occurs in List.
modeh(1, mem(+elem, +list)).
modeb(1, head(+list, -elem)).
modeb(1, tail(+list, -list)).
modeb(1, empty(+list)).
modeb(1, mem(+elem, +list)).

set(clauselength, 3).
set(depth, 2).
"""
    return Task("list-member", "lists", "ours",
                "Random lists of 0-6 digits; mem(X, L): X occurs in L (a negative names a "
                "digit absent from L).",
                ["mem(A,B) :- head(B,A).",
                 "mem(A,B) :- tail(B,C), mem(A,C)."],
                OURS_BK, modes, trp, trn, tep, ten)


# ---------------------------------------------------------------------------------------
# popper

def list_droplast(seed: int) -> Task:
    rng = random.Random(seed)
    xs = collect(lambda: rlist(rng, 1, 7, range(1, 10)), 60, key=str)
    pos = [f"droplast({L(x)}, {L(x[:-1])})" for x in xs]
    neg = []
    for x in xs:
        cands = [x[1:], x, x[:-2] if len(x) >= 2 else [rng.randint(1, 9)]]
        if len(x) >= 3:
            i = rng.randrange(len(x) - 1)
            cands.append(x[:i] + x[i + 1:])
        cands = [c for c in cands if c != x[:-1]]
        neg.append(f"droplast({L(x)}, {L(rng.choice(cands))})")
    trp, trn, tep, ten = pos[:40], neg[:40], pos[40:], neg[40:]
    bias = """\
max_vars(5).
max_body(5).
max_clauses(2).
enable_recursion.

head_pred(droplast,2).
body_pred(head,2).
body_pred(tail,2).
body_pred(empty,1).
body_pred(cons,3).

type(droplast,(list,list)).
type(head,(list,element)).
type(tail,(list,list)).
type(empty,(list,)).
type(cons,(element,list,list)).

direction(droplast,(in,out)).
direction(head,(in,out)).
direction(tail,(in,out)).
direction(empty,(out,)).
direction(cons,(in,in,out)).
"""
    return Task("list-droplast", "lists", "popper",
                "Random lists of 1-7 digits; droplast(L, M): M is L without its last element. "
                "Negatives: L without its first element, L itself, one element too many "
                "dropped, or a middle element dropped.",
                ["droplast(A,B) :- tail(A,B), empty(B).",
                 "droplast(A,B) :- head(A,C), tail(A,D), droplast(D,E), cons(C,E,B)."],
                POPPER_BK, bias, trp, trn, tep, ten)


def list_reverse(seed: int) -> Task:
    rng = random.Random(seed)
    xs = collect(lambda: rlist(rng, 0, 6, range(1, 10)), 60, key=str)
    pos = [f"rev({L(x)}, {L(x[::-1])})" for x in xs]
    neg = []
    for x in xs:
        r = x[::-1]
        cands = [x, r[1:] + r[:1], r[:-1], r + [rng.randint(1, 9)]]
        if len(x) >= 2:
            c = r[:]
            i = rng.randrange(len(c) - 1)
            c[i], c[i + 1] = c[i + 1], c[i]
            cands.append(c)
        cands = [c for c in cands if c != r]
        neg.append(f"rev({L(x)}, {L(rng.choice(cands))})")
    trp, trn, tep, ten = pos[:40], neg[:40], pos[40:], neg[40:]
    bk = POPPER_BK + "add_last(L, X, M) :- append(L, [X], M).\n"
    bias = """\
max_vars(5).
max_body(5).
max_clauses(2).
enable_recursion.

head_pred(rev,2).
body_pred(head,2).
body_pred(tail,2).
body_pred(empty,1).
body_pred(cons,3).
body_pred(add_last,3).

type(rev,(list,list)).
type(head,(list,element)).
type(tail,(list,list)).
type(empty,(list,)).
type(cons,(element,list,list)).
type(add_last,(list,element,list)).

direction(rev,(in,out)).
direction(head,(in,out)).
direction(tail,(in,out)).
direction(empty,(out,)).
direction(cons,(in,in,out)).
direction(add_last,(in,in,out)).
"""
    return Task("list-reverse", "lists", "popper",
                "Random lists of 0-6 digits; rev(L, R): R is L reversed. Negatives: L itself "
                "(when not a palindrome), a rotation, a truncation, an extra element, two "
                "neighbours swapped.",
                ["rev(A,B) :- empty(A), empty(B).",
                 "rev(A,B) :- head(A,C), tail(A,D), rev(D,E), add_last(E,C,B)."],
                bk, bias, trp, trn, tep, ten)


def list_evens(seed: int) -> Task:
    rng = random.Random(seed)
    xs = collect(lambda: rlist(rng, 0, 7), 66, key=str)
    ev = lambda x: [e for e in x if e % 2 == 0]
    pos = [f"evens({L(x)}, {L(ev(x))})" for x in xs]
    neg = []
    for x in xs:
        e = ev(x)
        cands = [x, [v for v in x if v % 2 == 1], e[1:], e[::-1], e + [rng.choice([1, 3, 5])]]
        cands = [c for c in cands if c != e]
        neg.append(f"evens({L(x)}, {L(rng.choice(cands))})")
    trp, trn, tep, ten = pos[:45], neg[:45], pos[45:], neg[45:]
    bk = POPPER_BK + """\
even(X) :- 0 is X mod 2.
odd(X) :- 1 is X mod 2.
"""
    bias = """\
max_vars(5).
max_body(5).
max_clauses(3).
enable_recursion.

head_pred(evens,2).
body_pred(head,2).
body_pred(tail,2).
body_pred(empty,1).
body_pred(cons,3).
body_pred(even,1).
body_pred(odd,1).

type(evens,(list,list)).
type(head,(list,element)).
type(tail,(list,list)).
type(empty,(list,)).
type(cons,(element,list,list)).
type(even,(element,)).
type(odd,(element,)).

direction(evens,(in,out)).
direction(head,(in,out)).
direction(tail,(in,out)).
direction(empty,(out,)).
direction(cons,(in,in,out)).
direction(even,(in,)).
direction(odd,(in,)).
"""
    return Task("list-evens", "lists", "popper",
                "Random lists of 0-7 digits; evens(L, E): E keeps the even elements of L in "
                "order (a filter). Negatives: the list itself, the odd elements, an even "
                "element missing, the wrong order, an odd element added.",
                ["evens(A,B) :- empty(A), empty(B).",
                 "evens(A,B) :- head(A,C), odd(C), tail(A,D), evens(D,B).",
                 "evens(A,B) :- head(A,C), even(C), tail(A,D), evens(D,E), cons(C,E,B)."],
                bk, bias, trp, trn, tep, ten)


def list_sorted(seed: int) -> Task:
    rng = random.Random(seed)
    srt = lambda x: all(a <= b for a, b in itertools.pairwise(x))
    pos = collect(lambda: sorted(rlist(rng, 1, 7)), 54, key=str)

    def bad():
        x = sorted(rlist(rng, 2, 7))
        if rng.random() < 0.5:        # one neighbouring pair out of order
            i = rng.randrange(len(x) - 1)
            x[i], x[i + 1] = x[i + 1], x[i]
        else:
            rng.shuffle(x)
        return None if srt(x) else x

    neg = collect(bad, 54, key=str)
    pos = [f"sorted({L(x)})" for x in pos]
    neg = [f"sorted({L(x)})" for x in neg]
    trp, trn, tep, ten = pos[:36], neg[:36], pos[36:], neg[36:]
    bk = POPPER_BK + "leq(X, Y) :- X =< Y.\ngeq(X, Y) :- X >= Y.\n"
    bias = """\
max_vars(4).
max_body(5).
max_clauses(2).
enable_recursion.

head_pred(sorted,1).
body_pred(head,2).
body_pred(tail,2).
body_pred(empty,1).
body_pred(leq,2).
body_pred(geq,2).

type(sorted,(list,)).
type(head,(list,element)).
type(tail,(list,list)).
type(empty,(list,)).
type(leq,(element,element)).
type(geq,(element,element)).

direction(sorted,(in,)).
direction(head,(in,out)).
direction(tail,(in,out)).
direction(empty,(in,)).
direction(leq,(in,in)).
direction(geq,(in,in)).
"""
    return Task("list-sorted", "lists", "popper",
                "Lists of 1-7 digits; sorted(L): L is in non-decreasing order (repeated "
                "digits allowed). Negatives: sorted lists with one neighbouring pair swapped, "
                "or shuffled.",
                ["sorted(A) :- tail(A,B), empty(B).",
                 "sorted(A) :- head(A,B), tail(A,C), head(C,D), leq(B,D), sorted(C)."],
                bk, bias, trp, trn, tep, ten)


TASKS = [list_last, list_length, list_member, list_droplast, list_reverse, list_evens,
         list_sorted, list_alleven, list_nextel, list_dropk, list_finddup]
