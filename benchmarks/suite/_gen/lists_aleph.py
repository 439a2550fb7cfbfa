"""List programs with recursion, the tasks in Aleph's layout (see lists.py)."""

from __future__ import annotations

import random

from common import Task
from common import fmt_list as L
from lists_common import collect, rlist


def list_alleven(seed: int) -> Task:
    rng = random.Random(seed)
    evens = range(0, 10, 2)
    pos = collect(lambda: rlist(rng, 0, 6, evens), 54, key=str)

    def bad():
        x = rlist(rng, 1, 6, evens)
        i = rng.choice([len(x) - 1, rng.randrange(len(x))])
        x[i] = rng.choice([1, 3, 5, 7, 9])
        return x

    neg = collect(bad, 54, key=str)
    pos = [f"alleven({L(x)})" for x in pos]
    neg = [f"alleven({L(x)})" for x in neg]
    trp, trn, tep, ten = pos[:36], neg[:36], pos[36:], neg[36:]
    decl = """\
% alleven(List): every element of List is even.   read_all(alleven).
:- set(i, 2).
:- set(clauselength, 4).
:- set(noise, 0).

:- modeh(1, alleven(+list)).
:- modeb(1, empty(+list)).
:- modeb(1, components(+list, -int, -list)).
:- modeb(1, even(+int)).
:- modeb(1, odd(+int)).
:- modeb(1, alleven(+list)).

:- determination(alleven/1, empty/1).
:- determination(alleven/1, components/3).
:- determination(alleven/1, even/1).
:- determination(alleven/1, odd/1).
:- determination(alleven/1, alleven/1).
"""
    bk = """\
empty([]).
components([H|T], H, T).
even(X) :- 0 is X mod 2.
odd(X) :- 1 is X mod 2.
"""
    return Task("list-alleven", "lists", "aleph",
                "Random lists of 0-6 even digits; in a negative one element (often the last) "
                "is odd. alleven(L): every element of L is even.",
                ["alleven(A) :- empty(A).",
                 "alleven(A) :- components(A,B,C), even(B), alleven(C)."],
                bk, decl, trp, trn, tep, ten, stem="alleven")


def list_nextel(seed: int) -> Task:
    rng = random.Random(seed)

    def gen_pos():
        x = rng.sample(range(10), rng.randint(2, 7))
        i = rng.randrange(len(x) - 1)
        return (x, x[i], x[i + 1])

    def gen_neg():
        x = rng.sample(range(10), rng.randint(2, 7))
        r = rng.random()
        if r < 0.4:                                   # reversed neighbours
            i = rng.randrange(len(x) - 1)
            return (x, x[i + 1], x[i])
        if r < 0.8 and len(x) >= 3:                   # two apart or more
            i, j = sorted(rng.sample(range(len(x)), 2))
            return None if j == i + 1 else (x, x[i], x[j])
        a = rng.choice(x)                             # second one absent
        b = rng.choice([e for e in range(10) if e not in x])
        return (x, a, b)

    pos = collect(gen_pos, 60, key=str)
    neg = collect(gen_neg, 60, key=str)
    pos = [f"nextel({L(x)}, {a}, {b})" for x, a, b in pos]
    neg = [f"nextel({L(x)}, {a}, {b})" for x, a, b in neg]
    trp, trn, tep, ten = pos[:40], neg[:40], pos[40:], neg[40:]
    decl = """\
% nextel(List, X, Y): X is immediately followed by Y in List.   read_all(nextel).
% No background predicates: lists are taken apart by the structured mode of =/2.
:- set(i, 3).
:- set(clauselength, 3).
:- set(noise, 0).

:- modeh(1, nextel(+list, +int, +int)).
:- modeb(1, ((+list) = ([-int|-list]))).
:- modeb(1, nextel(+list, +int, +int)).

:- determination(nextel/3, '='/2).
:- determination(nextel/3, nextel/3).
"""
    return Task("list-nextel", "lists", "aleph",
                "Random lists of 2-7 distinct digits; nextel(L, X, Y): X is immediately "
                "followed by Y in L. Negatives: the pair reversed, two elements further "
                "apart, or Y absent. The background is empty (Aleph's structured `=` mode).",
                ["nextel(A,B,C) :- A = [B|D], D = [C|E].",
                 "nextel(A,B,C) :- A = [D|E], nextel(E,B,C)."],
                "", decl, trp, trn, tep, ten, stem="nextel")


def list_dropk(seed: int) -> Task:
    rng = random.Random(seed)

    def gen():
        k = rng.randint(1, 4)
        return (rlist(rng, k, k + 5, range(1, 10)), k)

    cases = collect(gen, 60, key=str)
    pos = [f"dropk({L(x)}, {k}, {L(x[k:])})" for x, k in cases]
    neg = []
    for x, k in cases:
        cands = [x[k - 1:], x[:len(x) - k], x[k:] + [rng.randint(1, 9)]]
        if len(x) > k:
            cands.append(x[k + 1:])
        cands = [c for c in cands if c != x[k:]]
        neg.append(f"dropk({L(x)}, {k}, {L(rng.choice(cands))})")
    trp, trn, tep, ten = pos[:40], neg[:40], pos[40:], neg[40:]
    decl = """\
% dropk(List, K, Rest): Rest is List without its first K elements.   read_all(dropk).
:- set(i, 2).
:- set(clauselength, 4).
:- set(noise, 0).

:- modeh(1, dropk(+list, +int, +list)).
:- modeb(1, tail(+list, -list)).
:- modeb(1, zero(+int)).
:- modeb(1, one(+int)).
:- modeb(1, dec(+int, -int)).
:- modeb(1, dropk(+list, +int, +list)).

:- determination(dropk/3, tail/2).
:- determination(dropk/3, zero/1).
:- determination(dropk/3, one/1).
:- determination(dropk/3, dec/2).
:- determination(dropk/3, dropk/3).
"""
    bk = """\
tail([_|T], T).
zero(0).
one(1).
dec(X, Y) :- X > 0, Y is X - 1.
"""
    return Task("list-dropk", "lists", "aleph",
                "Random lists of digits and K in 1..4 (at most the length); "
                "dropk(L, K, R): R is L without its first K elements. Negatives drop K-1 or "
                "K+1 elements, keep the front instead, or add an element.",
                ["dropk(A,B,C) :- one(B), tail(A,C).",
                 "dropk(A,B,C) :- tail(A,D), dec(B,E), dropk(D,E,C)."],
                bk, decl, trp, trn, tep, ten, stem="dropk")


def list_finddup(seed: int) -> Task:
    rng = random.Random(seed)

    def gen():
        x = rng.sample(range(10), rng.randint(2, 6))
        d = rng.choice(x)
        x.insert(rng.randrange(len(x) + 1), d)
        return x, d

    cases = collect(gen, 60, key=lambda c: str(c[0]))
    pos = [f"finddup({L(x)}, {d})" for x, d in cases]
    neg = []
    for x, d in cases:
        once = [e for e in x if e != d]
        absent = [e for e in range(10) if e not in x]
        pick = rng.choice(once) if once and rng.random() < 0.7 else rng.choice(absent)
        neg.append(f"finddup({L(x)}, {pick})")
    trp, trn, tep, ten = pos[:40], neg[:40], pos[40:], neg[40:]
    decl = """\
% finddup(List, X): X occurs (at least) twice in List.   read_all(finddup).
:- set(i, 2).
:- set(clauselength, 4).
:- set(noise, 0).

:- modeh(1, finddup(+list, +int)).
:- modeb(1, head(+list, -int)).
:- modeb(1, tail(+list, -list)).
:- modeb(*, element(+list, -int)).
:- modeb(1, finddup(+list, +int)).

:- determination(finddup/2, head/2).
:- determination(finddup/2, tail/2).
:- determination(finddup/2, element/2).
:- determination(finddup/2, finddup/2).
"""
    bk = """\
head([H|_], H).
tail([_|T], T).
element([X|_], X).
element([_|T], X) :- element(T, X).
"""
    return Task("list-finddup", "lists", "aleph",
                "Lists of distinct digits with one digit repeated; finddup(L, X): X occurs "
                "twice in L. Negatives name a digit that occurs once, or not at all.",
                ["finddup(A,B) :- head(A,B), tail(A,C), element(C,B).",
                 "finddup(A,B) :- tail(A,C), finddup(C,B)."],
                bk, decl, trp, trn, tep, ten, stem="finddup")
