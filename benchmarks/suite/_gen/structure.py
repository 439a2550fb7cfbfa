"""Structure tasks: east-west trains and Zendo scenes (random, seeded; labels by a rule)."""

from __future__ import annotations

import random

from common import Task, grouped, split

CAR_SHAPES = ["rectangle", "u_shaped", "bucket", "hexagon", "ellipse"]
ROOFS = ["none", "flat", "jagged", "peaked", "arc"]
LOAD_SHAPES = ["circle", "triangle", "square", "diamond", "hexagon"]


def random_train(rng: random.Random, tid: str) -> dict:
    cars = []
    for i in range(rng.randint(2, 4)):
        length = rng.choice(["short", "long"])
        cars.append({
            "id": f"{tid}_c{i + 1}",
            "length": length,
            "shape": rng.choice(CAR_SHAPES),
            "roof": rng.choice(ROOFS),
            "wheels": 2 if length == "short" else rng.choice([2, 3]),
            "load": rng.choice(LOAD_SHAPES),
            "nload": rng.choice([0, 1, 1, 2, 2, 3]),
        })
    return {"id": tid, "cars": cars}


def sample_trains(rng, prefix, quotas, classify, limit=100000):
    """Random trains until every class of `quotas` (class -> count) is full; `classify`
    maps a train to a class name or None (not wanted)."""
    got = {k: [] for k in quotas}
    for n in range(1, limit + 1):
        if all(len(got[k]) >= quotas[k] for k in quotas):
            break
        t = random_train(rng, f"{prefix}{n}")
        k = classify(t)
        if k in got and len(got[k]) < quotas[k]:
            got[k].append(t)
    else:
        raise RuntimeError("train quotas not met")
    trains = [t for k in quotas for t in got[k]]
    rng.shuffle(trains)
    # renumber in shuffled order so ids say nothing about the class
    for i, t in enumerate(trains, 1):
        old = t["id"]
        t["id"] = f"{prefix}{i}"
        for c in t["cars"]:
            c["id"] = c["id"].replace(old + "_", t["id"] + "_", 1)
    return trains, got


# ---------------------------------------------------------------------------------------
# trains-short-peaked (ours): one clause

def trains_short_peaked(seed: int) -> Task:
    rng = random.Random(seed)

    def east(t):
        return any(c["length"] == "short" and c["roof"] == "peaked" for c in t["cars"])

    trains, _ = sample_trains(rng, "t", {"pos": 45, "neg": 45},
                              lambda t: "pos" if east(t) else "neg")
    lines = ["% Random trains.  has_car(Train, Car); car properties; load(Car, Shape, Count)."]
    for t in trains:
        for c in t["cars"]:
            lines.append(f"has_car({t['id']}, {c['id']}).")
    for t in trains:
        for c in t["cars"]:
            cid = c["id"]
            lines += [f"{c['length']}({cid}).", f"shape({cid}, {c['shape']}).",
                      f"roof({cid}, {c['roof']}).", f"wheels({cid}, {c['wheels']}).",
                      f"load({cid}, {c['load']}, {c['nload']})."]
    bk = grouped(lines)
    pos = [f"eastbound({t['id']})" for t in trains if east(t)]
    neg = [f"eastbound({t['id']})" for t in trains if not east(t)]
    trp, trn, tep, ten = split(rng, pos, neg, 30, 30, 15, 15, "trains-short-peaked")
    modes = """\
% Eastbound trains: which car property makes a train go east?
modeh(1, eastbound(+train)).
modeb(*, has_car(+train, -car)).
modeb(1, short(+car)).
modeb(1, long(+car)).
modeb(1, shape(+car, #shape)).
modeb(1, roof(+car, #roof)).
modeb(1, wheels(+car, #int)).
modeb(1, load(+car, #lshape, #int)).

set(clauselength, 4).
set(depth, 2).
"""
    return Task("trains-short-peaked", "structure", "ours",
                "Random trains of 2-4 cars (length, shape, roof, wheels, load shape and count); "
                "a train goes east when one of its cars is short with a peaked roof.",
                ["eastbound(A) :- has_car(A,B), short(B), roof(B,peaked)."],
                bk, modes, trp, trn, tep, ten)


# ---------------------------------------------------------------------------------------
# trains-two-rules (popper): two clauses needed together

def trains_two_rules(seed: int) -> Task:
    rng = random.Random(seed)

    def r1(t):
        return any(c["wheels"] == 3 and c["roof"] != "none" for c in t["cars"])

    def r2(t):
        return any(c["length"] == "short" and c["nload"] > 0 and c["load"] == "triangle"
                   for c in t["cars"])

    def cls(t):
        a, b = r1(t), r2(t)
        return "only1" if a and not b else "only2" if b and not a else "both" if a else "neg"

    trains, _ = sample_trains(rng, "t", {"only1": 22, "only2": 18, "both": 5, "neg": 45}, cls)
    lines = ["% Random trains.  Cars and loads are objects: has_car(Train, Car),",
             "% has_load(Car, Load); one fact per load, so a car with three loads has three."]
    for t in trains:
        for c in t["cars"]:
            lines.append(f"has_car({t['id']}, {c['id']}).")
    for t in trains:
        for c in t["cars"]:
            cid = c["id"]
            lines.append(f"{c['length']}({cid}).")
            lines.append(f"{'two' if c['wheels'] == 2 else 'three'}_wheels({cid}).")
            lines.append(f"roof_{'open' if c['roof'] == 'none' else 'closed'}({cid}).")
            if c["roof"] in ("jagged", "peaked", "flat"):
                lines.append(f"{c['roof']}_roof({cid}).")
            for j in range(c["nload"]):
                lid = f"{cid}_l{j + 1}"
                lines.append(f"has_load({cid}, {lid}).")
                lines.append(f"{c['load']}({lid}).")
    bk = grouped(lines)
    east = lambda t: r1(t) or r2(t)
    pos = [f"eastbound({t['id']})" for t in trains if east(t)]
    neg = [f"eastbound({t['id']})" for t in trains if not east(t)]
    trp, trn, tep, ten = split(rng, pos, neg, 30, 30, 15, 15, "trains-two-rules")
    preds = ["short", "long", "two_wheels", "three_wheels", "roof_open", "roof_closed",
             "jagged_roof", "peaked_roof", "flat_roof"]
    loads = ["circle", "triangle", "square", "diamond", "hexagon"]
    bias = ["max_vars(4).", "max_body(4).", "max_clauses(2).", "",
            "head_pred(eastbound,1).", "body_pred(has_car,2).", "body_pred(has_load,2)."]
    bias += [f"body_pred({p},1)." for p in preds + loads]
    bias += ["", "type(eastbound,(train,)).", "type(has_car,(train,car)).",
             "type(has_load,(car,load))."]
    bias += [f"type({p},(car,))." for p in preds]
    bias += [f"type({p},(load,))." for p in loads]
    bias += ["", "direction(eastbound,(in,)).", "direction(has_car,(in,out)).",
             "direction(has_load,(in,out))."]
    bias += [f"direction({p},(in,))." for p in preds + loads]
    return Task("trains-two-rules", "structure", "popper",
                "Random trains; cars and loads are objects with unary properties. A train "
                "goes east when it has a closed car on three wheels, or a short car carrying "
                "a triangle: two clauses, neither enough alone.",
                ["eastbound(A) :- has_car(A,B), three_wheels(B), roof_closed(B).",
                 "eastbound(A) :- has_car(A,B), short(B), has_load(B,C), triangle(C)."],
                bk, "\n".join(bias) + "\n", trp, trn, tep, ten)


# ---------------------------------------------------------------------------------------
# trains-loads (aleph): counting loads with a comparison

def trains_loads(seed: int) -> Task:
    rng = random.Random(seed)

    def east(t):
        return any(c["load"] == "circle" and c["nload"] >= 2 for c in t["cars"])

    def cls(t):
        if east(t):
            return "pos"
        # hard negatives: a car carrying exactly one circle, or many loads of another shape
        if any(c["load"] == "circle" and c["nload"] == 1 for c in t["cars"]):
            return "hard"
        return "neg"

    trains, _ = sample_trains(rng, "train", {"pos": 45, "hard": 25, "neg": 20}, cls)
    lines = ["% Random trains, Michalski style: load(Car, LoadShape, NumberOfLoads).",
             "", "% types"]
    lines += [f"train({t['id']})." for t in trains]
    lines += [f"car({c['id']})." for t in trains for c in t["cars"]]
    lines += [f"shape({s})." for s in dict.fromkeys(CAR_SHAPES + LOAD_SHAPES)]
    lines += [f"int({i})." for i in range(5)]
    lines += ["", "% background"]
    for t in trains:
        lines.append(f"ncars({t['id']}, {len(t['cars'])}).")
        for c in t["cars"]:
            lines.append(f"has_car({t['id']}, {c['id']}).")
    for t in trains:
        for c in t["cars"]:
            cid = c["id"]
            lines += [f"{c['length']}({cid}).",
                      f"{'open_car' if c['roof'] == 'none' else 'closed'}({cid}).",
                      f"shape({cid}, {c['shape']}).", f"wheels({cid}, {c['wheels']}).",
                      f"load({cid}, {c['load']}, {c['nload']})."]
    lines += ["", "% gteq(X, C): X >= C, for a constant C among the int/1 values",
              "gteq(X, Y) :- int(Y), X >= Y."]
    bk = grouped(lines)
    pos = [f"eastbound({t['id']})" for t in trains if east(t)]
    neg = [f"eastbound({t['id']})" for t in trains if not east(t)]
    trp, trn, tep, ten = split(rng, pos, neg, 30, 30, 15, 15, "trains-loads")
    decl = """\
% Trains: a train goes east when ... (learn it).   read_all(trains).
:- set(i, 2).
:- set(clauselength, 4).
:- set(minpos, 2).
:- set(noise, 0).

:- modeh(1, eastbound(+train)).
:- modeb(*, has_car(+train, -car)).
:- modeb(1, ncars(+train, -int)).
:- modeb(1, short(+car)).
:- modeb(1, long(+car)).
:- modeb(1, closed(+car)).
:- modeb(1, open_car(+car)).
:- modeb(1, shape(+car, #shape)).
:- modeb(1, wheels(+car, #int)).
:- modeb(1, load(+car, #shape, -int)).
:- modeb(*, gteq(+int, #int)).

:- determination(eastbound/1, has_car/2).
:- determination(eastbound/1, ncars/2).
:- determination(eastbound/1, short/1).
:- determination(eastbound/1, long/1).
:- determination(eastbound/1, closed/1).
:- determination(eastbound/1, open_car/1).
:- determination(eastbound/1, shape/2).
:- determination(eastbound/1, wheels/2).
:- determination(eastbound/1, load/3).
:- determination(eastbound/1, gteq/2).

:- style_check(-discontiguous).
"""
    return Task("trains-loads", "structure", "aleph",
                "Random trains; load(Car, Shape, N) gives the number of loads. A train goes "
                "east when some car carries at least two circles (a count compared with a "
                "constant; cars with a single circle are frequent among the negatives).",
                ["eastbound(A) :- has_car(A,B), load(B,circle,C), gteq(C,2)."],
                bk, decl, trp, trn, tep, ten, stem="trains")


# ---------------------------------------------------------------------------------------
# Zendo scenes

COLOURS = ["red", "green", "blue", "yellow"]
SIZES = ["small", "medium", "large"]
PIECE_SHAPES = ["block", "wedge", "pyramid"]


def random_scene(rng: random.Random, sid: str) -> dict:
    n = rng.randint(2, 5)
    xs = rng.sample(range(10), n)
    pieces = []
    for i in range(n):
        pieces.append({"id": f"{sid}_p{i + 1}", "colour": rng.choice(COLOURS),
                       "size": rng.choice(SIZES), "shape": rng.choice(PIECE_SHAPES),
                       "x": xs[i], "upright": rng.random() < 0.5})
    contact = set()
    for i in range(n):
        for j in range(i + 1, n):
            if abs(xs[i] - xs[j]) <= 2 and rng.random() < 0.6:
                contact.add((i, j))
    on_top = set()
    for i in range(n):
        if rng.random() < 0.25:
            j = rng.randrange(n)
            if j != i and (j, i) not in on_top and not any(a == i for a, _ in on_top):
                on_top.add((i, j))
    return {"id": sid, "pieces": pieces,
            "contact": {(pieces[i]["id"], pieces[j]["id"]) for i, j in contact},
            "on_top": {(pieces[i]["id"], pieces[j]["id"]) for i, j in on_top}}


def touching(s, a):
    return [q for p, q in s["contact"] if p == a] + [p for p, q in s["contact"] if q == a]


def sample_scenes(rng, prefix, quotas, classify, limit=200000):
    got = {k: [] for k in quotas}
    for n in range(1, limit + 1):
        if all(len(got[k]) >= quotas[k] for k in quotas):
            break
        s = random_scene(rng, f"tmp{n}")
        k = classify(s)
        if k in got and len(got[k]) < quotas[k]:
            got[k].append(s)
    else:
        raise RuntimeError("scene quotas not met")
    scenes = [s for k in quotas for s in got[k]]
    rng.shuffle(scenes)
    out = []
    for i, s in enumerate(scenes, 1):
        sid = f"{prefix}{i}"
        ren = {p["id"]: f"{sid}_p{j + 1}" for j, p in enumerate(s["pieces"])}
        for p in s["pieces"]:
            p["id"] = ren[p["id"]]
        s["contact"] = {(ren[a], ren[b]) for a, b in s["contact"]}
        s["on_top"] = {(ren[a], ren[b]) for a, b in s["on_top"]}
        s["id"] = sid
        out.append(s)
    return out


def zendo_red_contact(seed: int) -> Task:
    """Popper layout: zendo(S) :- piece(S,A), red(A), contact(A,B), small(B)."""
    rng = random.Random(seed)

    def rule(s):
        by = {p["id"]: p for p in s["pieces"]}
        return any(p["colour"] == "red" and any(by[q]["size"] == "small" for q in touching(s, p["id"]))
                   for p in s["pieces"])

    def cls(s):
        if rule(s):
            return "pos"
        near = any(p["colour"] == "red" and touching(s, p["id"]) for p in s["pieces"])
        return "hard" if near else "neg"

    scenes = sample_scenes(rng, "s", {"pos": 45, "hard": 25, "neg": 20}, cls)
    lines = ["% Zendo scenes: piece(Scene, Piece); unary colour, size, shape and orientation",
             "% of each piece; contact/2 is symmetric (both directions listed)."]
    for s in scenes:
        for p in s["pieces"]:
            lines.append(f"piece({s['id']}, {p['id']}).")
    for s in scenes:
        for p in s["pieces"]:
            lines += [f"{p['colour']}({p['id']}).", f"{p['size']}({p['id']}).",
                      f"{p['shape']}({p['id']}).", f"{'upright' if p['upright'] else 'lying'}({p['id']})."]
    for s in scenes:
        for a, b in sorted(s["contact"]):
            lines += [f"contact({a}, {b}).", f"contact({b}, {a})."]
    bk = grouped(lines)
    pos = [f"zendo({s['id']})" for s in scenes if rule(s)]
    neg = [f"zendo({s['id']})" for s in scenes if not rule(s)]
    trp, trn, tep, ten = split(rng, pos, neg, 30, 30, 15, 15, "zendo-red-contact")
    unary = COLOURS + SIZES + PIECE_SHAPES + ["upright", "lying"]
    bias = ["max_vars(4).", "max_body(4).", "", "head_pred(zendo,1).",
            "body_pred(piece,2).", "body_pred(contact,2)."]
    bias += [f"body_pred({p},1)." for p in unary]
    bias += ["", "type(zendo,(state,)).", "type(piece,(state,piece)).",
             "type(contact,(piece,piece))."]
    bias += [f"type({p},(piece,))." for p in unary]
    bias += ["", "direction(zendo,(in,)).", "direction(piece,(in,out)).",
             "direction(contact,(in,out))."]
    bias += [f"direction({p},(in,))." for p in unary]
    bias += ["", "% one scene variable per rule",
             ":- clause(C), #count{V : var_type(C,V,state)} != 1."]
    return Task("zendo-red-contact", "structure", "popper",
                "Random Zendo scenes of 2-5 pieces (colour, size, shape, orientation, "
                "contact). A scene follows the rule when a red piece touches a small piece; "
                "many negatives have a red piece touching a medium or large one.",
                ["zendo(A) :- piece(A,B), red(B), contact(B,C), small(C)."],
                bk, "\n".join(bias) + "\n", trp, trn, tep, ten)


def zendo_bk_ours(scenes) -> str:
    lines = ["% Zendo scenes: piece(Scene, Piece), colour/size/shape of a piece, x position,",
             "% touches/2 (symmetric) and on_top(A, B): piece A rests on piece B."]
    for s in scenes:
        for p in s["pieces"]:
            lines.append(f"piece({s['id']}, {p['id']}).")
    for s in scenes:
        for p in s["pieces"]:
            lines += [f"colour({p['id']}, {p['colour']}).", f"size({p['id']}, {p['size']}).",
                      f"shape({p['id']}, {p['shape']}).", f"xpos({p['id']}, {p['x']})."]
    for s in scenes:
        for a, b in sorted(s["contact"]):
            lines += [f"touches({a}, {b}).", f"touches({b}, {a})."]
    for s in scenes:
        for a, b in sorted(s["on_top"]):
            lines.append(f"on_top({a}, {b}).")
    return grouped(lines)


ZENDO_MODES_OURS = """\
modeh(1, zendo(+scene)).
modeb(*, piece(+scene, -piece)).
modeb(1, colour(+piece, #colour)).
modeb(1, colour(+piece, -colour)).
modeb(1, size(+piece, #size)).
modeb(1, shape(+piece, #shape)).
modeb(*, touches(+piece, -piece)).
modeb(*, on_top(+piece, -piece)).
"""


def zendo_ontop_colour(seed: int) -> Task:
    """Ours: zendo(S) :- piece(S,A), on_top(A,B), colour(A,C), colour(B,C)."""
    rng = random.Random(seed)
    col = lambda s: {p["id"]: p["colour"] for p in s["pieces"]}

    def rule(s):
        c = col(s)
        return any(c[a] == c[b] for a, b in s["on_top"])

    def cls(s):
        if rule(s):
            return "pos"
        return "hard" if s["on_top"] else "neg"

    scenes = sample_scenes(rng, "sc", {"pos": 45, "hard": 30, "neg": 15}, cls)
    bk = zendo_bk_ours(scenes)
    pos = [f"zendo({s['id']})" for s in scenes if rule(s)]
    neg = [f"zendo({s['id']})" for s in scenes if not rule(s)]
    trp, trn, tep, ten = split(rng, pos, neg, 30, 30, 15, 15, "zendo-ontop-colour")
    modes = ("% Zendo: a scene follows the rule when ... (learn it).\n" + ZENDO_MODES_OURS
             + "\nset(clauselength, 5).\nset(depth, 3).\n")
    return Task("zendo-ontop-colour", "structure", "ours",
                "Random Zendo scenes (colour, size, shape, x position, touches, on_top). A "
                "scene follows the rule when some piece rests on a piece of its own colour: "
                "the colour is a shared variable, not a constant; most negatives have a "
                "piece on top of a piece of another colour.",
                ["zendo(A) :- piece(A,B), on_top(B,C), colour(B,D), colour(C,D)."],
                bk, modes, trp, trn, tep, ten)


def zendo_pyramid_left(seed: int) -> Task:
    """Aleph, positive-only: zendo(S) :- piece(S,A), shape(A,pyramid), left_of(A,B), colour(B,blue)."""
    rng = random.Random(seed)

    def rule(s):
        ps = s["pieces"]
        return any(p["shape"] == "pyramid" and any(q["colour"] == "blue" and q["x"] > p["x"] for q in ps)
                   for p in ps)

    def cls(s):
        if rule(s):
            return "pos"
        ps = s["pieces"]
        hard = any(p["shape"] == "pyramid" for p in ps) and any(q["colour"] == "blue" for q in ps)
        return "hard" if hard else "neg"

    scenes = sample_scenes(rng, "s", {"pos": 60, "hard": 30, "neg": 30}, cls)
    lines = ["% types"]
    lines += [f"scene({s['id']})." for s in scenes]
    lines += [f"piece({p['id']})." for s in scenes for p in s["pieces"]]
    lines += [f"colour({c})." for c in COLOURS] + [f"size({c})." for c in SIZES]
    lines += [f"shape({c})." for c in PIECE_SHAPES]
    lines += ["", "% background: in_scene(Scene, Piece), properties, x positions"]
    for s in scenes:
        for p in s["pieces"]:
            lines.append(f"in_scene({s['id']}, {p['id']}).")
    for s in scenes:
        for p in s["pieces"]:
            lines += [f"colour({p['id']}, {p['colour']}).", f"size({p['id']}, {p['size']}).",
                      f"shape({p['id']}, {p['shape']}).", f"xpos({p['id']}, {p['x']})."]
    for s in scenes:
        for a, b in sorted(s["contact"]):
            lines += [f"touches({a}, {b}).", f"touches({b}, {a})."]
    lines += ["", "% left_of(A, B): A stands left of B in the same scene",
              "left_of(A, B) :- in_scene(S, A), in_scene(S, B), xpos(A, X), xpos(B, Y), X < Y."]
    bk = grouped(lines)
    pos = [f"zendo({s['id']})" for s in scenes if rule(s)]
    neg = [f"zendo({s['id']})" for s in scenes if not rule(s)]
    trp, _, tep, ten = split(rng, pos, neg, 40, 0, 20, 20, "zendo-pyramid-left")
    decl = """\
% Zendo, positive examples only: read_all(zendo).  Random scenes for the posonly
% evaluation are drawn through the type predicate scene/1 (all scenes of the background).
:- set(evalfn, posonly).
:- set(i, 2).
:- set(clauselength, 5).
:- set(gsamplesize, 100).

:- modeh(1, zendo(+scene)).
:- modeb(*, in_scene(+scene, -piece)).
:- modeb(1, colour(+piece, #colour)).
:- modeb(1, size(+piece, #size)).
:- modeb(1, shape(+piece, #shape)).
:- modeb(*, touches(+piece, -piece)).
:- modeb(*, left_of(+piece, -piece)).

:- determination(zendo/1, in_scene/2).
:- determination(zendo/1, colour/2).
:- determination(zendo/1, size/2).
:- determination(zendo/1, shape/2).
:- determination(zendo/1, touches/2).
:- determination(zendo/1, left_of/2).

:- style_check(-discontiguous).
"""
    return Task("zendo-pyramid-left", "structure", "aleph",
                "Random Zendo scenes; left_of/2 is computed from x positions. A scene follows "
                "the rule when a pyramid stands left of a blue piece. Positive examples only "
                "(Aleph's posonly: random scenes from the type predicate scene/1).",
                ["zendo(A) :- in_scene(A,B), shape(B,pyramid), left_of(B,C), colour(C,blue)."],
                bk, decl, trp, [], tep, ten, stem="zendo", posonly=True)


TASKS = [trains_short_peaked, trains_two_rules, trains_loads,
         zendo_red_contact, zendo_ontop_colour, zendo_pyramid_left]
