"""Noisy relational data: a share of the training labels is flipped (test.pl stays clean).
Each task records its clean training labels in Task.extra for checking."""

from __future__ import annotations

import random

from common import Task, flip, grouped, split
from kinship import Tree, atoms, mixed_negatives
from structure import ZENDO_MODES_OURS, sample_scenes, touching, zendo_bk_ours


def noisy(task: Task, rng: random.Random, n_pos: int, n_neg: int, what: str) -> Task:
    clean = (list(task.train_pos), list(task.train_neg))
    task.train_pos, task.train_neg = flip(rng, task.train_pos, task.train_neg, n_pos, n_neg)
    n = len(clean[0]) + len(clean[1])
    k = n_pos + n_neg
    task.noise = (f"{k} of the {n} training labels flipped ({100 * k / n:.1f}%: {n_pos} "
                  f"positives became negatives, {n_neg} negatives became positives); {what}")
    task.extra["clean_train"] = clean
    task.extra["flipped"] = k
    task.extra["rate"] = 100 * k / n
    return task


def noisy_grandmother(seed: int) -> Task:
    rng = random.Random(seed)
    t = Tree(rng, founders=5, generations=4, kids=(2, 4), marry=0.9)
    gm = lambda a, b: t.gender[a] == "f" and a in t.grandparents(b)
    pos = [(g, c) for c in t.people for g in t.grandparents(c) if t.gender[g] == "f"]
    hard = [(g, c) for c in t.people for g in t.grandparents(c) if t.gender[g] == "m"]
    hard += [(t.mother(c), c) for c in t.parents]
    hard += [(a, c) for c in t.people for a in t.ancestors(c)
             if t.gender[a] == "f" and a not in t.grandparents(c)]
    neg = mixed_negatives(rng, t, gm, hard, 60)
    trp, trn, tep, ten = split(rng, atoms("grandmother", pos), atoms("grandmother", neg),
                               50, 50, 25, 25, "noisy-grandmother")
    bk = "% A random family tree.\n" + t.facts()
    modes = """\
modeh(1, grandmother(+person, +person)).
modeb(*, parent(+person, -person)).
modeb(*, parent(-person, +person)).
modeb(1, male(+person)).
modeb(1, female(+person)).

set(clauselength, 4).
set(depth, 2).
set(noise, 6).
"""
    task = Task("noisy-grandmother", "noisy", "ours",
                "A random family tree (parent/2, male/1, female/1); grandmother(A, B). "
                "Negatives include grandfathers, mothers and great-grandmothers.",
                ["grandmother(A,B) :- female(A), parent(A,C), parent(C,B)."],
                bk, modes, trp, trn, tep, ten)
    return noisy(task, rng, 5, 5, "modes.pl sets `noise` to 6.")


def noisy_zendo(seed: int) -> Task:
    rng = random.Random(seed)

    def rule(s):
        by = {p["id"]: p for p in s["pieces"]}
        return any(p["colour"] == "blue" and any(by[q]["shape"] == "wedge" for q in touching(s, p["id"]))
                   for p in s["pieces"])

    def cls(s):
        if rule(s):
            return "pos"
        return "hard" if any(p["colour"] == "blue" and touching(s, p["id"]) for p in s["pieces"]) else "neg"

    scenes = sample_scenes(rng, "z", {"pos": 60, "hard": 35, "neg": 25}, cls)
    bk = zendo_bk_ours(scenes)
    pos = [f"zendo({s['id']})" for s in scenes if rule(s)]
    neg = [f"zendo({s['id']})" for s in scenes if not rule(s)]
    trp, trn, tep, ten = split(rng, pos, neg, 40, 40, 20, 20, "noisy-zendo")
    modes = ("% Zendo with noisy labels.\n" + ZENDO_MODES_OURS
             + "\nset(clauselength, 5).\nset(depth, 2).\nset(noise, 5).\n")
    task = Task("noisy-zendo", "noisy", "ours",
                "Random Zendo scenes (as zendo-ontop-colour); a scene follows the rule when a "
                "blue piece touches a wedge.",
                ["zendo(A) :- piece(A,B), colour(B,blue), touches(B,C), shape(C,wedge)."],
                bk, modes, trp, trn, tep, ten)
    return noisy(task, rng, 4, 4, "modes.pl sets `noise` to 5.")


# A small WordNet-like noun taxonomy (hypernym = "is a kind of"), written for this suite.
TAXONOMY = {
    "entity": ["physical_entity", "abstraction"],
    "physical_entity": ["object", "substance"],
    "abstraction": ["measure", "attribute", "relation"],
    "measure": ["length_unit", "time_unit"],
    "length_unit": ["metre", "mile", "inch"],
    "time_unit": ["hour", "minute", "week"],
    "attribute": ["colour", "shape"],
    "colour": ["crimson", "azure", "ochre"],
    "shape": ["circle", "polygon"],
    "polygon": ["triangle", "hexagon"],
    "relation": ["kinship", "ownership"],
    "substance": ["liquid", "metal"],
    "liquid": ["water", "milk", "oil"],
    "metal": ["iron", "copper", "gold"],
    "object": ["living_thing", "artifact"],
    "living_thing": ["animal", "plant"],
    "animal": ["mammal", "bird", "fish"],
    "mammal": ["canine", "feline", "rodent"],
    "canine": ["dog", "wolf", "fox"],
    "dog": ["terrier", "hound", "collie"],
    "feline": ["lion", "lynx", "house_cat"],
    "rodent": ["mouse", "beaver", "squirrel"],
    "bird": ["songbird", "raptor", "penguin"],
    "songbird": ["finch", "thrush"],
    "raptor": ["eagle", "falcon", "owl"],
    "fish": ["salmon", "trout", "eel"],
    "plant": ["tree", "flower"],
    "tree": ["oak", "pine", "birch"],
    "flower": ["rose", "tulip", "daisy"],
    "artifact": ["vehicle", "tool", "instrument"],
    "vehicle": ["car", "bicycle", "boat"],
    "boat": ["canoe", "yacht"],
    "tool": ["hammer", "saw", "wrench"],
    "instrument": ["violin", "flute", "drum"],
}

# part_of/2 (meronymy), a distractor relation
PART_OF = [("wheel", "car"), ("wheel", "bicycle"), ("engine", "car"), ("hull", "boat"),
           ("wing", "bird"), ("feather", "bird"), ("fin", "fish"), ("leaf", "tree"),
           ("root", "tree"), ("petal", "flower"), ("string", "violin"), ("blade", "saw"),
           ("tail", "animal"), ("paw", "canine"), ("handle", "hammer")]


def noisy_hypernym(seed: int) -> Task:
    rng = random.Random(seed)
    parent = {c: p for p, cs in TAXONOMY.items() for c in cs}
    nodes = sorted(set(parent) | set(TAXONOMY))

    def ancestors(x):
        out = []
        while x in parent:
            x = parent[x]
            out.append(x)
        return out

    pos = [(x, a) for x in nodes for a in ancestors(x)]
    hyp = set(pos)
    hard = [(a, x) for x, a in pos]                                   # reversed
    hard += [(x, y) for x in nodes for y in nodes if x != y and x in parent and y in parent
             and parent[x] == parent[y]]                              # co-hyponyms
    hard += [(x, y) for x, y in PART_OF]                              # parts are not kinds
    rest = [(x, y) for x in nodes for y in nodes if x != y and (x, y) not in hyp]
    neg = list(dict.fromkeys([h for h in hard if h not in hyp] + rng.sample(rest, 80)))
    A = lambda ps: [f"hypernym({x}, {y})" for x, y in ps]
    trp, trn, tep, ten = split(rng, A(pos), A(neg), 60, 60, 30, 30, "noisy-hypernym")
    lines = ["% A small WordNet-like noun taxonomy: direct_hypernym(X, Y): X is directly a",
             "% kind of Y.  part_of(X, Y): an X is a part of a Y."]
    lines += [f"direct_hypernym({c}, {p})." for c, p in sorted(parent.items())]
    lines += [f"part_of({a}, {b})." for a, b in PART_OF]
    bk = grouped(lines)
    bias = """\
max_vars(3).
max_body(2).
max_clauses(2).
enable_recursion.

head_pred(hypernym,2).
body_pred(direct_hypernym,2).
body_pred(part_of,2).

type(hypernym,(synset,synset)).
type(direct_hypernym,(synset,synset)).
type(part_of,(synset,synset)).

direction(hypernym,(in,in)).
direction(direct_hypernym,(in,out)).
direction(part_of,(in,out)).
"""
    task = Task("noisy-hypernym", "noisy", "popper",
                f"A WordNet-like taxonomy of {len(nodes)} nouns (direct_hypernym/2, and "
                "part_of/2 as a distractor); hypernym(X, Y): X is a kind of Y, the transitive "
                "closure. Negatives: reversed pairs, co-hyponyms, parts, random pairs.",
                ["hypernym(A,B) :- direct_hypernym(A,B).",
                 "hypernym(A,B) :- direct_hypernym(A,C), hypernym(C,B)."],
                bk, bias, trp, trn, tep, ten)
    return noisy(task, rng, 5, 5, "for Popper, run with `--noisy`.")


ELEMENTS = ["c", "c", "c", "c", "h", "h", "o", "n", "cl", "s"]


def random_molecule(rng, mid):
    n = rng.randint(5, 9)
    atoms_ = [(f"{mid}_a{i + 1}", rng.choice(ELEMENTS)) for i in range(n)]
    bonds = []
    for i in range(1, n):                                    # a random tree ...
        j = rng.randrange(i)
        bonds.append((atoms_[j][0], atoms_[i][0], rng.choice(["single"] * 3 + ["double", "aromatic"])))
    if n >= 6 and rng.random() < 0.5:                         # ... sometimes with a ring bond
        a, b = rng.sample(range(n), 2)
        if not any({x, y} == {atoms_[a][0], atoms_[b][0]} for x, y, _ in bonds):
            bonds.append((atoms_[a][0], atoms_[b][0], "aromatic"))
    return {"id": mid, "atoms": atoms_, "bonds": bonds,
            "charge": round(rng.uniform(-1, 1), 2)}


def nitroso(m):
    el = dict(m["atoms"])
    return any(t == "double" and {el[a], el[b]} == {"n", "o"} for a, b, t in m["bonds"])


def noisy_molecules(seed: int) -> Task:
    rng = random.Random(seed)
    got = {"pos": [], "hard": [], "neg": []}
    quota = {"pos": 45, "hard": 25, "neg": 20}
    k = 0
    while any(len(got[c]) < quota[c] for c in quota):
        k += 1
        m = random_molecule(rng, f"tmp{k}")
        el = dict(m["atoms"])
        if nitroso(m):
            c = "pos"
        elif any(t == "double" and ("n" in (el[a], el[b]) or "o" in (el[a], el[b]))
                 for a, b, t in m["bonds"]):
            c = "hard"      # N=C, C=O, N-O single, ...: close to the pattern
        else:
            c = "neg"
        if len(got[c]) < quota[c]:
            got[c].append(m)
    mols = [m for c in quota for m in got[c]]
    rng.shuffle(mols)
    for i, m in enumerate(mols, 1):
        old, new = m["id"], f"m{i}"
        m["id"] = new
        m["atoms"] = [(a.replace(old, new, 1), e) for a, e in m["atoms"]]
        m["bonds"] = [(a.replace(old, new, 1), b.replace(old, new, 1), t) for a, b, t in m["bonds"]]
    lines = ["% types"]
    lines += [f"mol({m['id']})." for m in mols]
    lines += [f"atomid({a})." for m in mols for a, _ in m["atoms"]]
    lines += [f"element({e})." for e in dict.fromkeys(ELEMENTS)]
    lines += ["bondtype(single).", "bondtype(double).", "bondtype(aromatic)."]
    lines += ["", "% atm(Mol, Atom, Element); bond(Mol, A, B, Type) in both directions;",
              "% charge(Mol, C): a made-up global descriptor (a distractor)."]
    for m in mols:
        lines += [f"atm({m['id']}, {a}, {e})." for a, e in m["atoms"]]
    for m in mols:
        for a, b, t in m["bonds"]:
            lines += [f"bond({m['id']}, {a}, {b}, {t}).", f"bond({m['id']}, {b}, {a}, {t})."]
    lines += [f"charge({m['id']}, {m['charge']})." for m in mols]
    bk = grouped(lines)
    pos = [f"active({m['id']})" for m in mols if nitroso(m)]
    neg = [f"active({m['id']})" for m in mols if not nitroso(m)]
    trp, trn, tep, ten = split(rng, pos, neg, 30, 30, 15, 15, "noisy-molecules")
    decl = """\
% Toxicity-like molecules with noisy labels.   read_all(molecules).
:- set(i, 2).
:- set(clauselength, 4).
:- set(noise, 5).
:- set(minacc, 0.8).

:- modeh(1, active(+mol)).
:- modeb(*, atm(+mol, -atomid, #element)).
:- modeb(*, bond(+mol, +atomid, -atomid, #bondtype)).
:- modeb(1, charge(+mol, -float)).

:- determination(active/1, atm/3).
:- determination(active/1, bond/4).
:- determination(active/1, charge/2).
"""
    task = Task("noisy-molecules", "noisy", "aleph",
                "Random molecules of 5-9 atoms (atm/3, bond/4 with single, double or "
                "aromatic bonds), a toxicity-like task: a molecule is active when a nitrogen "
                "is double-bonded to an oxygen. Many negatives have other double bonds with "
                "N or O.",
                ["active(A) :- atm(A,B,n), bond(A,B,C,double), atm(A,C,o)."],
                bk, decl, trp, trn, tep, ten, stem="molecules")
    return noisy(task, rng, 4, 4, "the .b file sets `noise` to 5 and `minacc` to 0.8.")


TASKS = [noisy_grandmother, noisy_zendo, noisy_hypernym, noisy_molecules]
