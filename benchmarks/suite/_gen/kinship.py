"""Kinship tasks over random family trees (seeded)."""

from __future__ import annotations

import itertools
import random

from common import Task, split

SYLLABLES = ["ba", "ke", "li", "mo", "nu", "ra", "si", "to", "vi", "za", "de", "fo",
             "gu", "ha", "jo", "pe", "lu", "ma", "ni", "sa"]


class Tree:
    """A random family over `generations` generations: founders are couples; every child of
    a couple may marry an outsider (who has no parents in the tree) and have children."""

    def __init__(self, rng: random.Random, founders=3, generations=4, kids=(1, 4), marry=0.8):
        self.rng = rng
        self.names: set[str] = set()
        self.gender: dict[str, str] = {}
        self.parents: dict[str, list[str]] = {}     # child -> [mother, father]
        self.couples: list[tuple[str, str]] = []   # (mother, father)
        gen = []
        for _ in range(founders):
            m, f = self.person("f"), self.person("m")
            self.couples.append((m, f))
            gen.append((m, f))
        for _g in range(generations - 1):
            nxt = []
            for m, f in gen:
                for _ in range(rng.randint(*kids)):
                    c = self.person(rng.choice("mf"))
                    self.parents[c] = [m, f]
                    if rng.random() < marry:
                        spouse = self.person("m" if self.gender[c] == "f" else "f")
                        couple = (c, spouse) if self.gender[c] == "f" else (spouse, c)
                        self.couples.append(couple)
                        nxt.append(couple)
            gen = nxt

    def person(self, g: str) -> str:
        while True:
            n = "".join(self.rng.choice(SYLLABLES) for _ in range(self.rng.choice([2, 2, 3])))
            if n not in self.names:
                self.names.add(n)
                self.gender[n] = g
                return n

    @property
    def people(self):
        return sorted(self.gender)

    def mother(self, c):
        return self.parents.get(c, [None, None])[0]

    def father(self, c):
        return self.parents.get(c, [None, None])[1]

    def parent_pairs(self):
        return sorted((p, c) for c, ps in self.parents.items() for p in ps)

    def children(self, p):
        return sorted(c for c, ps in self.parents.items() if p in ps)

    def is_parent(self, p, c):
        return p in self.parents.get(c, [])

    def siblings(self, a):
        ps = self.parents.get(a)
        if not ps:
            return []
        return sorted(c for c, q in self.parents.items() if q == ps and c != a)

    def grandparents(self, c):
        return sorted({g for p in self.parents.get(c, []) for g in self.parents.get(p, [])})

    def ancestors(self, c):
        out, todo = set(), list(self.parents.get(c, []))
        while todo:
            p = todo.pop()
            if p not in out:
                out.add(p)
                todo += self.parents.get(p, [])
        return out

    def spouse(self, p):
        for m, f in self.couples:
            if p == m:
                return f
            if p == f:
                return m
        return None

    def facts(self, kinds=("parent", "male", "female")) -> str:
        lines = []
        if "mother" in kinds:
            lines += [f"mother({self.mother(c)}, {c})." for c in sorted(self.parents)]
        if "father" in kinds:
            lines += [f"father({self.father(c)}, {c})." for c in sorted(self.parents)]
        if "parent" in kinds:
            lines += [f"parent({p}, {c})." for p, c in self.parent_pairs()]
        if "male" in kinds:
            lines += [f"male({p})." for p in self.people if self.gender[p] == "m"]
        if "female" in kinds:
            lines += [f"female({p})." for p in self.people if self.gender[p] == "f"]
        return "\n".join(lines) + "\n"


def pairs(tree):
    return list(itertools.permutations(tree.people, 2))


def mixed_negatives(rng, tree, is_pos, hard, n_random):
    """Negatives: every `hard` pair that is not positive, plus random non-positive pairs."""
    hard = [p for p in dict.fromkeys(hard) if not is_pos(*p)]
    seen = set(hard)
    rest = [p for p in pairs(tree) if not is_pos(*p) and p not in seen]
    return hard + rng.sample(rest, min(n_random, len(rest)))


def atoms(pred, ps):
    return [f"{pred}({a}, {b})" for a, b in ps]


# ---------------------------------------------------------------------------------------

def kin_grandparent_mf(seed: int) -> Task:
    rng = random.Random(seed)
    t = Tree(rng, founders=4, generations=4, kids=(2, 3))
    gp = lambda a, b: a in t.grandparents(b)
    pos = [(g, c) for c in t.people for g in t.grandparents(c)]
    hard = [(p, c) for p, c in t.parent_pairs()]
    hard += [(a, c) for c in t.people for a in t.ancestors(c) if not gp(a, c)]
    hard += [(c, g) for g, c in pos]
    neg = mixed_negatives(rng, t, gp, hard, 200)
    n = len(pos)
    ntr = (2 * n) // 3
    trp, trn, tep, ten = split(rng, atoms("grandparent", pos), atoms("grandparent", neg),
                               ntr, ntr, n - ntr, n - ntr, "kin-grandparent-mf")
    bk = ("% A random family tree given by mother/2 and father/2 only.\n"
          + t.facts(("mother", "father")))
    modes = """\
modeh(1, grandparent(+person, +person)).
modeb(*, mother(+person, -person)).
modeb(*, father(+person, -person)).

set(clauselength, 3).
set(depth, 2).
"""
    return Task("kin-grandparent-mf", "kinship", "ours",
                "A random four-generation family tree described by mother/2 and father/2 "
                "only: there is no parent/2, so grandparent/2 needs four clauses (every "
                "combination of mother and father). Negatives include parents, "
                "great-grandparents and reversed pairs.",
                ["grandparent(A,B) :- mother(A,C), mother(C,B).",
                 "grandparent(A,B) :- mother(A,C), father(C,B).",
                 "grandparent(A,B) :- father(A,C), mother(C,B).",
                 "grandparent(A,B) :- father(A,C), father(C,B)."],
                bk, modes, trp, trn, tep, ten)


def kin_sibling(seed: int) -> Task:
    rng = random.Random(seed)
    t = Tree(rng, founders=3, generations=4, kids=(1, 4))
    sib = lambda a, b: b in t.siblings(a)
    pos = [(a, b) for a in t.people for b in t.siblings(a)]
    hard = [(a, a) for a in t.people if t.parents.get(a)]                      # self pairs
    hard += [(a, b) for a in t.people for b in t.people
             if a != b and t.grandparents(a) and set(t.grandparents(a)) & set(t.grandparents(b))
             and not sib(a, b)]                                                 # cousins
    hard += [(p, c) for p, c in t.parent_pairs()]
    # allow self pairs: mixed_negatives() works on distinct pairs, add them separately
    selfs = [(a, a) for a in t.people if t.parents.get(a)]
    neg = mixed_negatives(rng, t, sib, [h for h in hard if h[0] != h[1]], 80)
    rng.shuffle(selfs)
    n = len(pos)
    ntr = min(60, (2 * n) // 3)
    nte = min(n - ntr, 30)
    neg_atoms = atoms("sibling", selfs[:25]) + atoms("sibling", neg)
    trp, trn, tep, ten = split(rng, atoms("sibling", pos), neg_atoms, ntr, ntr + 10, nte, nte,
                               "kin-sibling")
    bk = ("% A random family tree.  different/2: two distinct people.\n" + t.facts()
          + "\ndifferent(A, B) :- A \\== B.\n")
    modes = """\
modeh(1, sibling(+person, +person)).
modeb(*, parent(-person, +person)).
modeb(*, parent(+person, -person)).
modeb(1, male(+person)).
modeb(1, female(+person)).
modeb(1, different(+person, +person)).

set(clauselength, 4).
set(depth, 2).
"""
    return Task("kin-sibling", "kinship", "ours",
                "A random family tree (parent/2, male/1, female/1). Siblings share a parent "
                "and are two different people: the negatives include many pairs of a person "
                "with themself, so the inequality different/2 is needed.",
                ["sibling(A,B) :- parent(C,A), parent(C,B), different(A,B)."],
                bk, modes, trp, trn, tep, ten)


def kin_aunt(seed: int) -> Task:
    rng = random.Random(seed)
    t = Tree(rng, founders=4, generations=4, kids=(2, 4))

    def aunts(c):
        return sorted({s for p in t.parents.get(c, []) for s in t.siblings(p)
                       if t.gender[s] == "f"})

    is_aunt = lambda a, b: a in aunts(b)
    pos = [(a, c) for c in t.people for a in aunts(c)]
    hard = [(s, c) for c in t.people for p in t.parents.get(c, []) for s in t.siblings(p)]  # uncles
    hard += [(t.spouse(s), c) for c in t.people for p in t.parents.get(c, [])
             for s in t.siblings(p) if t.spouse(s)]                                     # by marriage
    hard += [(t.mother(c), c) for c in t.parents]
    hard += [(g, c) for c in t.people for g in t.grandparents(c) if t.gender[g] == "f"]
    hard += [(c, a) for a, c in pos]
    neg = mixed_negatives(rng, t, is_aunt, hard, 60)
    n = len(pos)
    ntr = min(50, (2 * n) // 3)
    nte = min(n - ntr, 25)
    trp, trn, tep, ten = split(rng, atoms("aunt", pos), atoms("aunt", neg), ntr, ntr + 10,
                               nte, nte + 5, "kin-aunt")
    bk = ("% A random family tree.\n" + t.facts()
          + "\nsibling(A, B) :- parent(P, A), parent(P, B), A \\== B.\n")
    bias = """\
max_vars(4).
max_body(4).

head_pred(aunt,2).
body_pred(parent,2).
body_pred(sibling,2).
body_pred(male,1).
body_pred(female,1).

type(aunt,(person,person)).
type(parent,(person,person)).
type(sibling,(person,person)).
type(male,(person,)).
type(female,(person,)).
"""
    return Task("kin-aunt", "kinship", "popper",
                "A random family tree with parent/2, male/1, female/1 and a sibling/2 rule. "
                "Only blood aunts count: uncles, aunts by marriage, mothers and grandmothers "
                "are among the negatives.",
                ["aunt(A,B) :- female(A), sibling(A,C), parent(C,B)."],
                bk, bias, trp, trn, tep, ten)


def kin_ancestor(seed: int) -> Task:
    rng = random.Random(seed)
    t = Tree(rng, founders=3, generations=5, kids=(1, 3), marry=0.85)
    anc = lambda a, b: a in t.ancestors(b)
    pos = [(a, c) for c in t.people for a in t.ancestors(c)]
    hard = [(c, a) for a, c in pos]
    hard += [(a, b) for a in t.people for b in t.people
             if a != b and t.ancestors(a) & t.ancestors(b) and not anc(a, b)]
    neg = mixed_negatives(rng, t, anc, hard, 100)
    trp, trn, tep, ten = split(rng, atoms("ancestor", pos), atoms("ancestor", neg),
                               60, 60, 30, 30, "kin-ancestor")
    bk = "% A random five-generation family tree.\n" + t.facts()
    bias = """\
max_vars(3).
max_body(2).
max_clauses(2).
enable_recursion.

head_pred(ancestor,2).
body_pred(parent,2).
body_pred(male,1).
body_pred(female,1).

type(ancestor,(person,person)).
type(parent,(person,person)).
type(male,(person,)).
type(female,(person,)).

direction(ancestor,(in,in)).
direction(parent,(in,out)).
direction(male,(in,)).
direction(female,(in,)).
"""
    return Task("kin-ancestor", "kinship", "popper",
                "A random five-generation family tree (parent/2, male/1, female/1). "
                "Recursive target; negatives include descendants (reversed pairs) and "
                "relatives that share an ancestor.",
                ["ancestor(A,B) :- parent(A,B).",
                 "ancestor(A,B) :- parent(A,C), ancestor(C,B)."],
                bk, bias, trp, trn, tep, ten)


ALEPH_KIN_HEAD = ":- style_check(-discontiguous).\n"


def kin_cousin(seed: int) -> Task:
    rng = random.Random(seed)
    t = Tree(rng, founders=3, generations=4, kids=(2, 4))

    def cousins(a):
        out = set()
        for p in t.parents.get(a, []):
            for s in t.siblings(p):
                out |= set(t.children(s))
        return sorted(out)

    is_c = lambda a, b: b in cousins(a)
    pos = [(a, b) for a in t.people for b in cousins(a)]
    hard = [(a, b) for a in t.people for b in t.siblings(a)]
    hard += [(s, c) for c in t.people for p in t.parents.get(c, []) for s in t.siblings(p)]
    hard += [(c, s) for s, c in hard[:]]
    hard += [(a, b) for a in t.people for b in t.people if a != b and t.grandparents(a)
             and set(t.grandparents(a)) & set(t.ancestors(b)) and not is_c(a, b)]
    neg = mixed_negatives(rng, t, is_c, hard, 60)
    n = len(pos)
    ntr = min(60, (2 * n) // 3)
    nte = min(n - ntr, 30)
    trp, trn, tep, ten = split(rng, atoms("cousin", pos), atoms("cousin", neg), ntr, ntr + 10,
                               nte, nte + 5, "kin-cousin")
    people = "\n".join(f"person({p})." for p in t.people)
    bk = ("% types\n" + people + "\n\n% a random family tree\n" + t.facts()
          + "\nsibling(A, B) :- parent(P, A), parent(P, B), A \\== B.\n")
    decl = """\
% First cousins.   read_all(cousin).
:- set(i, 2).
:- set(clauselength, 4).
:- set(noise, 0).

:- modeh(1, cousin(+person, +person)).
:- modeb(*, parent(-person, +person)).
:- modeb(*, parent(+person, -person)).
:- modeb(*, sibling(+person, -person)).
:- modeb(1, male(+person)).
:- modeb(1, female(+person)).

:- determination(cousin/2, parent/2).
:- determination(cousin/2, sibling/2).
:- determination(cousin/2, male/1).
:- determination(cousin/2, female/1).
""" + ALEPH_KIN_HEAD
    return Task("kin-cousin", "kinship", "aleph",
                "A random family tree (parent/2, male/1, female/1, sibling/2). First cousins: "
                "children of two siblings. Negatives include siblings, aunts/uncles, "
                "nephews/nieces and second-degree relatives.",
                ["cousin(A,B) :- parent(C,A), parent(D,B), sibling(C,D)."],
                bk, decl, trp, trn, tep, ten, stem="cousin")


def kin_uncle(seed: int) -> Task:
    rng = random.Random(seed)
    t = Tree(rng, founders=4, generations=4, kids=(2, 4))

    def uncles(c):
        return sorted({s for p in t.parents.get(c, []) for s in t.siblings(p)
                       if t.gender[s] == "m"})

    is_u = lambda a, b: a in uncles(b)
    pos = [(a, c) for c in t.people for a in uncles(c)]
    hard = [(s, c) for c in t.people for p in t.parents.get(c, []) for s in t.siblings(p)]  # aunts
    hard += [(t.spouse(s), c) for c in t.people for p in t.parents.get(c, [])
             for s in t.siblings(p) if t.spouse(s)]                                     # by marriage
    hard += [(t.father(c), c) for c in t.parents]
    hard += [(b, c) for c in t.people for b in t.siblings(c) if t.gender[b] == "m"]
    hard += [(g, c) for c in t.people for g in t.grandparents(c) if t.gender[g] == "m"]
    neg = mixed_negatives(rng, t, is_u, hard, 60)
    n = len(pos)
    ntr = min(50, (2 * n) // 3)
    nte = min(n - ntr, 25)
    trp, trn, tep, ten = split(rng, atoms("uncle", pos), atoms("uncle", neg), ntr, ntr + 10,
                               nte, nte + 5, "kin-uncle")
    people = "\n".join(f"person({p})." for p in t.people)
    bk = ("% types\n" + people + "\n\n% a random family tree (no sibling relation is given)\n"
          + t.facts() + "\ndifferent(A, B) :- A \\== B.\n")
    decl = """\
% Uncles by blood, from parent/2, male/1, female/1 and different/2 only.   read_all(uncle).
:- set(i, 2).
:- set(clauselength, 6).
:- set(nodes, 20000).
:- set(noise, 0).

:- modeh(1, uncle(+person, +person)).
:- modeb(*, parent(-person, +person)).
:- modeb(*, parent(+person, -person)).
:- modeb(1, male(+person)).
:- modeb(1, female(+person)).
:- modeb(1, different(+person, +person)).

:- determination(uncle/2, parent/2).
:- determination(uncle/2, male/1).
:- determination(uncle/2, female/1).
:- determination(uncle/2, different/2).
""" + ALEPH_KIN_HEAD
    return Task("kin-uncle", "kinship", "aleph",
                "A random family tree with parent/2, male/1, female/1 and different/2 but no "
                "sibling relation: the clause must build the helper relation (sibling of a "
                "parent) itself, five body literals. Negatives: aunts, uncles by marriage, "
                "fathers, brothers, grandfathers.",
                ["uncle(A,B) :- male(A), parent(C,A), parent(C,D), different(A,D), parent(D,B)."],
                bk, decl, trp, trn, tep, ten, stem="uncle")


TASKS = [kin_grandparent_mf, kin_sibling, kin_aunt, kin_ancestor, kin_cousin, kin_uncle]
