"""Numeric thresholds: constants that no background predicate lists, chosen from the data."""

from __future__ import annotations

import random

from common import Task, grouped, split

COMPARISONS_OURS = """\
% gteq/2 and lteq/2 are plain comparisons: the thresholds are not in the background.
gteq(X, Y) :- X >= Y.
lteq(X, Y) :- X =< Y.
"""


def num_comfort_range(seed: int) -> Task:
    rng = random.Random(seed)
    days = []
    # boundary values first, so that both thresholds are witnessed in training
    forced = [17, 18, 24, 25, 16, 26]
    for i in range(150):
        t = forced[i] if i < len(forced) else rng.choice([rng.randint(-5, 35), rng.randint(12, 30)])
        days.append({"id": f"d{i + 1}", "temp": t, "hum": rng.randint(20, 95),
                     "wind": rng.randint(0, 60)})
    ok = lambda d: 18 <= d["temp"] <= 24
    lines = ["% Daily weather: temp(Day, Celsius), humidity(Day, Percent), wind(Day, Kmh)."]
    for d in days:
        lines += [f"temp({d['id']}, {d['temp']}).", f"humidity({d['id']}, {d['hum']}).",
                  f"wind({d['id']}, {d['wind']})."]
    bk = grouped(lines) + "\n" + COMPARISONS_OURS
    train_days, test_days = days[:100], days[100:]
    A = lambda ds, want: [f"comfortable({d['id']})" for d in ds if ok(d) == want]
    trp, trn, tep, ten = A(train_days, True), A(train_days, False), A(test_days, True), A(test_days, False)
    # keep the classes from being too unequal: at most 45 negatives in training, 25 in test
    trn = trn[:45]
    ten = ten[:25]
    modes = """\
% comfortable(Day): a comfortable day.
modeh(1, comfortable(+day)).
modeb(1, temp(+day, -int)).
modeb(1, humidity(+day, -int)).
modeb(1, wind(+day, -int)).
modeb(1, gteq(+int, #int)).
modeb(1, lteq(+int, #int)).

set(clauselength, 4).
set(depth, 1).
"""
    return Task("num-comfort-range", "numeric", "ours",
                "Days with temperature, humidity and wind; a day is comfortable when the "
                "temperature lies between 18 and 24 degrees (both included): a range between "
                "two thresholds in one clause. Temperatures 16, 17, 18, 24, 25, 26 all occur in "
                "training.",
                ["comfortable(A) :- temp(A,B), gteq(B,18), lteq(B,24)."],
                bk, modes, trp, trn, tep, ten)


def num_late_orders(seed: int) -> Task:
    rng = random.Random(seed)
    regions = ["north", "south", "east", "west"]
    customers = {f"cust{i + 1}": regions[i % 4] if i < 20 else "north" for i in range(24)}
    north = [c for c, r in customers.items() if r == "north"]
    orders = []
    for i in range(220):
        if i < 6:   # witnesses of the boundary: north orders of 24 and 25 kg
            c, w = rng.choice(north), [24, 25, 23, 26, 24, 25][i]
        else:
            c, w = rng.choice(list(customers)), rng.randint(1, 60)
        orders.append({"id": f"o{i + 1}", "cust": c, "weight": w, "items": rng.randint(1, 12),
                       "express": rng.random() < 0.3})
    late = lambda o: customers[o["cust"]] == "north" and o["weight"] >= 25
    lines = ["% Orders: customer(Order, Customer), weight(Order, Kg), items(Order, N),",
             "% express(Order); region(Customer, Region)."]
    for o in orders:
        lines += [f"customer({o['id']}, {o['cust']}).", f"weight({o['id']}, {o['weight']}).",
                  f"items({o['id']}, {o['items']})."]
        if o["express"]:
            lines.append(f"express({o['id']}).")
    lines += [f"region({c}, {r})." for c, r in customers.items()]
    bk = grouped(lines) + "\n" + COMPARISONS_OURS
    first, rest = orders[:6], orders[6:]
    pos = [o for o in rest if late(o)]
    neg = [o for o in rest if not late(o)]
    # hard negatives first: north orders under 25 kg and heavy orders elsewhere
    neg.sort(key=lambda o: 0 if customers[o["cust"]] == "north" or o["weight"] >= 25 else 1)
    A = lambda os: [f"late({o['id']})" for o in os]
    trp = A([o for o in first if late(o)]) + A(pos[:22])
    trn = A([o for o in first if not late(o)]) + A(neg[:37])
    tep, ten = A(pos[22:37]), A(neg[37:57])
    modes = """\
% late(Order): the order was delivered late.
modeh(1, late(+order)).
modeb(1, customer(+order, -customer)).
modeb(1, region(+customer, #region)).
modeb(1, weight(+order, -int)).
modeb(1, items(+order, -int)).
modeb(1, express(+order)).
modeb(1, gteq(+int, #int)).
modeb(1, lteq(+int, #int)).

set(clauselength, 5).
set(depth, 2).
"""
    return Task("num-late-orders", "numeric", "ours",
                "Orders with a customer (and the customer's region), a weight, a number of "
                "items and an express flag; an order is late when it goes to the north and "
                "weighs at least 25 kg: a threshold together with a relational condition.",
                ["late(A) :- customer(A,B), region(B,north), weight(A,C), gteq(C,25)."],
                bk, modes, trp, trn, tep, ten)


def num_speeding(seed: int) -> Task:
    rng = random.Random(seed)
    zones = {"z1": 30, "z2": 50, "z3": 50, "z4": 70, "z5": 100, "z6": 120}
    cars = []
    for i in range(110):
        z = rng.choice(list(zones))
        lim = zones[z]
        r = rng.random()
        if r < 0.15:
            s = lim                                 # exactly at the limit: not speeding
        elif r < 0.55:
            s = lim + rng.randint(1, 35)
        else:
            s = max(10, lim - rng.randint(1, 30))
        cars.append({"id": f"car{i + 1}", "zone": z, "speed": s, "age": rng.randint(18, 85)})
    sp = lambda c: c["speed"] > zones[c["zone"]]
    lines = ["% Speed checks: speed(Car, Kmh), in_zone(Car, Zone), speed_limit(Zone, Kmh),",
             "% driver_age(Car, Years)."]
    for c in cars:
        lines += [f"speed({c['id']}, {c['speed']}).", f"in_zone({c['id']}, {c['zone']}).",
                  f"driver_age({c['id']}, {c['age']})."]
    lines += [f"speed_limit({z}, {l})." for z, l in zones.items()]
    bk = grouped(lines) + "\ngt(X, Y) :- X > Y.\nlt(X, Y) :- X < Y.\n"
    pos = [f"speeding({c['id']})" for c in cars if sp(c)]
    neg = [f"speeding({c['id']})" for c in cars if not sp(c)]
    trp, trn, tep, ten = split(rng, pos, neg, 30, 36, 15, 18, "num-speeding")
    bias = """\
max_vars(5).
max_body(4).

head_pred(speeding,1).
body_pred(speed,2).
body_pred(in_zone,2).
body_pred(speed_limit,2).
body_pred(driver_age,2).
body_pred(gt,2).
body_pred(lt,2).

type(speeding,(car,)).
type(speed,(car,int)).
type(in_zone,(car,zone)).
type(speed_limit,(zone,int)).
type(driver_age,(car,int)).
type(gt,(int,int)).
type(lt,(int,int)).

direction(speeding,(in,)).
direction(speed,(in,out)).
direction(in_zone,(in,out)).
direction(speed_limit,(in,out)).
direction(driver_age,(in,out)).
direction(gt,(in,in)).
direction(lt,(in,in)).
"""
    return Task("num-speeding", "numeric", "popper",
                "Speed checks in zones with different limits; a car is speeding when its "
                "speed exceeds its zone's limit (cars exactly at the limit are negatives): the "
                "threshold comes from a relation, not a constant, as Popper needs it.",
                ["speeding(A) :- speed(A,B), in_zone(A,C), speed_limit(C,D), gt(B,D)."],
                bk, bias, trp, trn, tep, ten)


def num_discount(seed: int) -> Task:
    rng = random.Random(seed)
    people = []
    forced = [12, 13, 64, 65, 11, 66]
    for i in range(120):
        a = forced[i] if i < len(forced) else rng.choice(
            [rng.randint(1, 12), rng.randint(13, 64), rng.randint(13, 64), rng.randint(65, 95)])
        people.append({"id": f"p{i + 1}", "age": a, "income": rng.randint(0, 90) * 1000})
    disc = lambda p: p["age"] <= 12 or p["age"] >= 65
    lines = ["% person(P); age(P, Years); income(P, Euros)."]
    for p in people:
        lines += [f"person({p['id']}).", f"age({p['id']}, {p['age']}).",
                  f"income({p['id']}, {p['income']})."]
    bk = grouped(lines) + LAZY_BK
    first, rest = people[:6], people[6:]
    pos = [p for p in rest if disc(p)]
    neg = [p for p in rest if not disc(p)]
    A = lambda ps: [f"discount({p['id']})" for p in ps]
    trp = A([p for p in first if disc(p)]) + A(pos[:32])
    trn = A([p for p in first if not disc(p)]) + A(neg[:33])
    tep, ten = A(pos[32:52]), A(neg[33:53])
    decl = """\
% Who gets a discount?   read_all(discount).
% gteq/2 and lteq/2 are lazily evaluated: their thresholds are computed from the ages of
% the examples a clause covers (see find_cutoff/4 below).
:- set(i, 2).
:- set(clauselength, 3).
:- set(noise, 0).

:- modeh(1, discount(+person)).
:- modeb(1, age(+person, -int)).
:- modeb(1, income(+person, -int)).
:- modeb(1, gteq(+int, #int)).
:- modeb(1, lteq(+int, #int)).

:- determination(discount/1, age/2).
:- determination(discount/1, income/2).
:- determination(discount/1, gteq/2).
:- determination(discount/1, lteq/2).

:- lazy_evaluate(gteq/2).
:- lazy_evaluate(lteq/2).
"""
    return Task("num-discount", "numeric", "aleph",
                "People with an age and an income; children (12 or younger) and seniors (65 "
                "or older) get a discount: two clauses, each with a threshold that Aleph's "
                "lazy evaluation computes (ages 11, 12, 13, 64, 65, 66 all occur in training).",
                ["discount(A) :- age(A,B), lteq(B,12).",
                 "discount(A) :- age(A,B), gteq(B,65)."],
                bk, decl, trp, trn, tep, ten, stem="discount")


LAZY_BK = """
% Lazily evaluated comparisons, in three cases: (1) Aleph's lazy evaluation calls them
% with [PositiveValues, NegativeValues] and takes the threshold they return; (2) a plain
% comparison of two numbers; (3) saturation: the constant is the value itself.
gteq([P, N], T) :- !, find_cutoff(gteq, P, N, T).
gteq(X, T) :- number(X), number(T), !, X >= T.
gteq(X, X) :- number(X).

lteq([P, N], T) :- !, find_cutoff(lteq, P, N, T).
lteq(X, T) :- number(X), number(T), !, X =< T.
lteq(X, X) :- number(X).

% find_cutoff(+Op, +Pos, +Neg, -T): among the positive values, the threshold T for which
% (positives passing) - (negatives passing) is largest.
find_cutoff(Op, P, N, T) :-
    sort(P, Cands),
    findall(S-C, ( member(C, Cands),
                   count_passing(Op, P, C, NP),
                   count_passing(Op, N, C, NN),
                   S is NP - NN ), Scored),
    max_member(_-T, Scored).

count_passing(Op, Vs, C, K) :-
    aggregate_all(count, (member(V, Vs), passes(Op, V, C)), K).

passes(gteq, V, C) :- V >= C.
passes(lteq, V, C) :- V =< C.
"""


TASKS = [num_comfort_range, num_late_orders, num_speeding, num_discount]
