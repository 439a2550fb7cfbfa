"""Game rules learned from game-state traces, IGGP style: each example names a state id;
the background holds that state's facts (true_*/does) plus the game's fixed relations."""

from __future__ import annotations

import random

from common import Task, grouped

# ---------------------------------------------------------------------------------------
# game-rps-score (popper): next score in rock-paper-scissors

BEATS = {("rock", "scissors"), ("scissors", "paper"), ("paper", "rock")}
MOVES = ["rock", "paper", "scissors"]


def game_rps_score(seed: int) -> Task:
    rng = random.Random(seed)
    states = []
    quota = {"win": 0, "draw": 0}
    while len(states) < 60:
        s = {"id": len(states) + 1, "score": {"p1": rng.randint(0, 4), "p2": rng.randint(0, 4)},
             "move": {"p1": rng.choice(MOVES), "p2": rng.choice(MOVES)}}
        kind = "draw" if s["move"]["p1"] == s["move"]["p2"] else "win"
        if kind == "draw" and quota["draw"] >= 18:
            continue
        quota[kind] += 1
        states.append(s)
    rng.shuffle(states)
    for i, s in enumerate(states, 1):
        s["id"] = i

    def nxt(s, p):
        q = "p2" if p == "p1" else "p1"
        win = (s["move"][p], s["move"][q]) in BEATS
        return s["score"][p] + (1 if win else 0), win

    lines = ["% Rock-paper-scissors traces.  State S: true_score(S, Player, Score) before the",
             "% round, does(S, Player, Move) in the round.  Fixed: beats/2, my_succ/2, player/1,",
             "% different/2."]
    for s in states:
        for p in ("p1", "p2"):
            lines.append(f"true_score({s['id']}, {p}, {s['score'][p]}).")
            lines.append(f"does({s['id']}, {p}, {s['move'][p]}).")
    lines += [f"beats({a}, {b})." for a, b in sorted(BEATS)]
    lines += [f"my_succ({i}, {i + 1})." for i in range(10)]
    lines += ["player(p1).", "player(p2).", "different(p1, p2).", "different(p2, p1)."]
    bk = grouped(lines)
    train_states, test_states = states[:40], states[40:]

    def exs(sts):
        pos, neg = [], []
        for s in sts:
            for p in ("p1", "p2"):
                v, win = nxt(s, p)
                pos.append(f"next_score({s['id']}, {p}, {v})")
                wrong = v - 1 if win else v + 1
                neg.append(f"next_score({s['id']}, {p}, {wrong})")
        return pos, neg

    trp, trn = exs(train_states)
    tep, ten = exs(test_states)
    bias = """\
max_vars(7).
max_body(6).
max_clauses(3).

head_pred(next_score,3).
body_pred(true_score,3).
body_pred(does,3).
body_pred(beats,2).
body_pred(my_succ,2).
body_pred(player,1).
body_pred(different,2).

type(next_score,(state,player,score)).
type(true_score,(state,player,score)).
type(does,(state,player,move)).
type(beats,(move,move)).
type(my_succ,(score,score)).
type(player,(player,)).
type(different,(player,player)).
"""
    return Task("game-rps-score", "games", "popper",
                "Rock-paper-scissors traces (60 rounds, 40 for training): the score of each "
                "player after a round. A win adds one, a loss or a draw keeps the score; each "
                "negative gives the other score (the old one after a win, one more otherwise).",
                [("next_score(A,B,C) :- true_score(A,B,D), does(A,B,E), does(A,F,G), "
                  "different(B,F), beats(E,G), my_succ(D,C)."),
                 ("next_score(A,B,C) :- true_score(A,B,C), does(A,B,D), does(A,E,F), "
                  "different(B,E), beats(F,D)."),
                 ("next_score(A,B,C) :- true_score(A,B,C), does(A,B,D), does(A,E,D), "
                  "different(B,E).")],
                bk, bias, trp, trn, tep, ten,
                note="Types, no directions, as IGGP tasks are usually given to Popper.")


# ---------------------------------------------------------------------------------------
# game-race-goal (popper): a goal condition

def game_race_goal(seed: int) -> Task:
    rng = random.Random(seed)
    states = []
    kinds = {"finish": 24, "timeout": 20, "tie": 6, "running": 30}
    for kind, n in kinds.items():
        for _ in range(n):
            if kind == "finish":
                w = rng.choice(["p1", "p2"])
                step = rng.randint(3, 8)
                pos = {w: 5, ("p2" if w == "p1" else "p1"): rng.randint(0, 4)}
            elif kind == "timeout":
                step = 8
                a, b = rng.sample(range(5), 2)
                pos = {"p1": a, "p2": b}
            elif kind == "tie":
                step = 8
                a = rng.randint(0, 4)
                pos = {"p1": a, "p2": a}
            else:
                step = rng.randint(0, 7)
                pos = {"p1": rng.randint(0, min(4, step)), "p2": rng.randint(0, min(4, step))}
            states.append({"step": step, "pos": pos, "kind": kind})
    rng.shuffle(states)
    for i, s in enumerate(states, 1):
        s["id"] = i

    def winners(s):
        if s["kind"] == "finish":
            return [p for p in ("p1", "p2") if s["pos"][p] == 5]
        if s["kind"] == "timeout":
            return [max(("p1", "p2"), key=lambda p: s["pos"][p])]
        return []

    lines = ["% A two-player race over squares 0..5, at most 8 steps.  State S:",
             "% true_step(S, Step), true_pos(S, Player, Square).  Constants as unary",
             "% predicates (c_0, c_5, c_8), IGGP style; greater/2 on squares; opponent/2."]
    for s in states:
        lines.append(f"true_step({s['id']}, {s['step']}).")
        for p in ("p1", "p2"):
            lines.append(f"true_pos({s['id']}, {p}, {s['pos'][p]}).")
    lines += ["c_0(0).", "c_5(5).", "c_8(8).", "player(p1).", "player(p2).",
              "opponent(p1, p2).", "opponent(p2, p1)."]
    lines += [f"greater({a}, {b})." for a in range(9) for b in range(9) if a > b]
    lines += [f"my_succ({i}, {i + 1})." for i in range(8)]
    bk = grouped(lines)

    pos, neg = [], []
    for s in states:
        for p in ("p1", "p2"):
            (pos if p in winners(s) else neg).append((s["id"], f"goal({s['id']}, {p})"))
    ids = [s["id"] for s in states]
    train_ids = set(ids[:54])
    trp = [a for i, a in pos if i in train_ids]
    trn = [a for i, a in neg if i in train_ids]
    tep = [a for i, a in pos if i not in train_ids]
    ten = [a for i, a in neg if i not in train_ids]
    bias = """\
max_vars(6).
max_body(6).
max_clauses(2).

head_pred(goal,2).
body_pred(true_step,2).
body_pred(true_pos,3).
body_pred(c_0,1).
body_pred(c_5,1).
body_pred(c_8,1).
body_pred(player,1).
body_pred(opponent,2).
body_pred(greater,2).
body_pred(my_succ,2).

type(goal,(state,player)).
type(true_step,(state,int)).
type(true_pos,(state,player,int)).
type(c_0,(int,)).
type(c_5,(int,)).
type(c_8,(int,)).
type(player,(player,)).
type(opponent,(player,player)).
type(greater,(int,int)).
type(my_succ,(int,int)).
"""
    return Task("game-race-goal", "games", "popper",
                "A two-player race (squares 0..5, at most 8 steps); 80 states, 54 for "
                "training; goal(S, P): player P has won in state S. A player wins on reaching "
                "square 5, or when the step limit 8 is reached and the player is ahead (a "
                "tie wins for nobody).",
                ["goal(A,B) :- true_pos(A,B,C), c_5(C).",
                 ("goal(A,B) :- true_step(A,C), c_8(C), true_pos(A,B,D), opponent(B,E), "
                  "true_pos(A,E,F), greater(D,F).")],
                bk, bias, trp, trn, tep, ten)


# ---------------------------------------------------------------------------------------
# tic-tac-toe boards

LINES = ([[(x, y) for y in (1, 2, 3)] for x in (1, 2, 3)]
         + [[(x, y) for x in (1, 2, 3)] for y in (1, 2, 3)]
         + [[(1, 1), (2, 2), (3, 3)], [(1, 3), (2, 2), (3, 1)]])


def line_kinds(board, mark):
    """Which kinds of line (row: fixed x, col: fixed y, diag, anti) `mark` holds."""
    kinds = []
    for i, ln in enumerate(LINES):
        if all(board[c] == mark for c in ln):
            kinds.append("row" if i < 3 else "col" if i < 6 else "diag" if i == 6 else "anti")
    return kinds


def play(rng, n_moves, stop_at_win=True):
    board = {(x, y): "b" for x in (1, 2, 3) for y in (1, 2, 3)}
    mark = "x"
    for _ in range(n_moves):
        free = [c for c in board if board[c] == "b"]
        if not free:
            break
        board[rng.choice(free)] = mark
        if stop_at_win and line_kinds(board, mark):
            return board, mark
        mark = "o" if mark == "x" else "x"
    return board, mark   # mark: whose turn it is now (when no win)


def cell_facts(sid, board, pred="true_cell"):
    return [f"{pred}({sid}, {x}, {y}, {board[(x, y)]})." for (x, y) in sorted(board)]


def game_ttt_legal(seed: int) -> Task:
    rng = random.Random(seed)
    states = []
    while len(states) < 30:
        n = rng.randint(0, 7)
        board, _ = play(rng, n, stop_at_win=False)
        if line_kinds(board, "x") or line_kinds(board, "o"):
            continue
        nx = sum(v == "x" for v in board.values())
        no = sum(v == "o" for v in board.values())
        states.append({"id": f"s{len(states) + 1}", "board": board,
                       "control": "x" if nx == no else "o"})
    lines = ["% Tic-tac-toe positions (no line yet).  State S: true_cell(S, X, Y, Mark) with",
             "% Mark x, o or b (blank); control(S, Player): whose turn it is.",
             "% Players are named by their marks."]
    for s in states:
        lines += cell_facts(s["id"], s["board"])
        lines.append(f"control({s['id']}, {s['control']}).")
    lines += ["opponent(x, o).", "opponent(o, x)."]
    bk = grouped(lines)

    def exs(sts):
        pos, neg = [], []
        for s in sts:
            for (x, y), m in sorted(s["board"].items()):
                for p in ("x", "o"):
                    a = f"legal({s['id']}, {p}, {x}, {y})"
                    (pos if m == "b" and p == s["control"] else neg).append(a)
        return pos, neg

    p1, n1 = exs(states[:20])
    p2, n2 = exs(states[20:])
    trp, trn = rng.sample(p1, min(60, len(p1))), rng.sample(n1, 70)
    tep, ten = rng.sample(p2, min(30, len(p2))), rng.sample(n2, 35)
    modes = """\
% legal(S, P, X, Y): in state S, player P may mark the cell (X, Y).
modeh(1, legal(+state, +player, +coord, +coord)).
modeb(1, control(+state, -player)).
modeb(1, opponent(+player, -player)).
modeb(*, true_cell(+state, +coord, +coord, #mark)).

set(clauselength, 3).
set(depth, 1).
"""
    return Task("game-ttt-legal", "games", "ours",
                "Tic-tac-toe positions from random play (30 states, 20 for training); "
                "legal(S, P, X, Y): in state S player P may mark cell (X, Y). Negatives: "
                "occupied cells, and blank cells for the player not in control.",
                ["legal(A,B,C,D) :- control(A,B), true_cell(A,C,D,b)."],
                bk, modes, trp, trn, tep, ten)


def game_ttt_win(seed: int) -> Task:
    rng = random.Random(seed)
    want = {"row": 14, "col": 14, "diag": 9, "anti": 9, "none": 34}
    got = {k: [] for k in want}
    tries = 0
    while any(len(got[k]) < want[k] for k in want):
        tries += 1
        board, _ = play(rng, rng.randint(4, 9))
        kinds = line_kinds(board, "x") + line_kinds(board, "o")
        k = kinds[0] if len(kinds) == 1 else "none" if not kinds else None
        if k and len(got[k]) < want[k]:
            got[k].append(board)
    boards = [b for k in want for b in got[k]]
    rng.shuffle(boards)
    lines = ["% Tic-tac-toe positions from random play, stopped at the first line of three.",
             "% true_cell(State, X, Y, Mark), Mark in {x, o, b}."]
    for i, b in enumerate(boards, 1):
        lines += cell_facts(f"s{i}", b)
    lines += ["", "% types"]
    lines += [f"state(s{i})." for i in range(1, len(boards) + 1)]
    lines += ["coord(1).", "coord(2).", "coord(3).", "mark(x).", "mark(o).", "mark(b)."]
    bk = grouped(lines)
    pos, neg = [], []
    for i, b in enumerate(boards, 1):
        for m in ("x", "o"):
            (pos if line_kinds(b, m) else neg).append(f"win(s{i}, {m})")
    # split by state: 2/3 of the states for training
    n_train = (2 * len(boards)) // 3
    tr = lambda a: int(a.split("(s")[1].split(",")[0]) <= n_train
    trp, trn = [a for a in pos if tr(a)], [a for a in neg if tr(a)]
    tep, ten = [a for a in pos if not tr(a)], [a for a in neg if not tr(a)]
    decl = """\
% Tic-tac-toe: when has a player won?   read_all(ttt).
:- set(i, 2).
:- set(clauselength, 4).
:- set(minpos, 2).
:- set(noise, 0).

:- modeh(1, win(+state, +mark)).
:- modeb(*, true_cell(+state, -coord, #coord, +mark)).
:- modeb(*, true_cell(+state, +coord, #coord, +mark)).
:- modeb(*, true_cell(+state, #coord, -coord, +mark)).
:- modeb(*, true_cell(+state, #coord, +coord, +mark)).
:- modeb(*, true_cell(+state, #coord, #coord, +mark)).

:- determination(win/2, true_cell/4).
"""
    return Task("game-ttt-win", "games", "aleph",
                "Tic-tac-toe positions from random play, stopped at the first line of three; "
                "win(S, M): mark M has a line in state S. Every kind of line occurs among "
                "the training positives, so four clauses are needed (same X, same Y, the two "
                "diagonals).",
                ["win(A,B) :- true_cell(A,C,1,B), true_cell(A,C,2,B), true_cell(A,C,3,B).",
                 "win(A,B) :- true_cell(A,1,C,B), true_cell(A,2,C,B), true_cell(A,3,C,B).",
                 "win(A,B) :- true_cell(A,1,1,B), true_cell(A,2,2,B), true_cell(A,3,3,B).",
                 "win(A,B) :- true_cell(A,1,3,B), true_cell(A,2,2,B), true_cell(A,3,1,B)."],
                bk, decl, trp, trn, tep, ten, stem="ttt")


# ---------------------------------------------------------------------------------------
# game-lights-next (ours): next state of a light game

LIGHTS = ["p", "q", "r"]
FOLLOWS = {"q": "p", "r": "q", "p": "r"}    # after button b, light L takes the old state of FOLLOWS[L]


def game_lights_next(seed: int) -> Task:
    rng = random.Random(seed)
    states = []
    for i in range(60):
        on = {l: rng.random() < 0.5 for l in LIGHTS}
        states.append({"id": f"s{i + 1}", "on": on, "act": rng.choice("abc"),
                       "step": rng.randint(0, 9)})

    def nxt(s, l):
        if s["act"] == "a":
            return not s["on"][l]
        if s["act"] == "b":
            return s["on"][FOLLOWS[l]]
        return s["on"][l]

    lines = ["% Three lights p, q, r and three buttons: a toggles every light, b moves each",
             "% light's state one place along p -> q -> r -> p, c does nothing.  State S:",
             "% true_on/true_off(S, Light), does(S, Button), true_step(S, N).",
             "% follows(L, M): light L follows light M in the cycle."]
    for s in states:
        for l in LIGHTS:
            lines.append(f"true_{'on' if s['on'][l] else 'off'}({s['id']}, {l}).")
        lines.append(f"does({s['id']}, {s['act']}).")
        lines.append(f"true_step({s['id']}, {s['step']}).")
    lines += [f"follows({l}, {m})." for l, m in sorted(FOLLOWS.items())]
    bk = grouped(lines)

    def exs(sts):
        pos, neg = [], []
        for s in sts:
            for l in LIGHTS:
                (pos if nxt(s, l) else neg).append(f"next_on({s['id']}, {l})")
        return pos, neg

    trp, trn = exs(states[:40])
    tep, ten = exs(states[40:])
    modes = """\
% next_on(S, L): light L is on in the state after S.
modeh(1, next_on(+state, +light)).
modeb(1, does(+state, #button)).
modeb(1, true_on(+state, +light)).
modeb(1, true_off(+state, +light)).
modeb(*, true_on(+state, -light)).
modeb(1, follows(+light, -light)).
modeb(1, follows(-light, +light)).
modeb(1, true_step(+state, -int)).

set(clauselength, 4).
set(depth, 2).
"""
    return Task("game-lights-next", "games", "ours",
                "Traces of a three-light game (60 states, 40 for training); next_on(S, L): "
                "light L is on after the button pressed in S. Button a toggles every light, b "
                "shifts the lights along a cycle, c does nothing: three clauses.",
                ["next_on(A,B) :- does(A,a), true_off(A,B).",
                 "next_on(A,B) :- does(A,b), follows(B,C), true_on(A,C).",
                 "next_on(A,B) :- does(A,c), true_on(A,B)."],
                bk, modes, trp, trn, tep, ten)


# ---------------------------------------------------------------------------------------
# game-counter-next (aleph): next value of a decaying counter

def game_counter_next(seed: int) -> Task:
    rng = random.Random(seed)
    states = []
    for i in range(70):
        r = rng.random()
        if r < 0.4:
            act, v = "press", rng.randint(0, 5)
        elif r < 0.82:
            act, v = "noop", rng.randint(1, 5)
        else:
            act, v = "noop", 0
        states.append({"id": f"s{i + 1}", "value": v, "act": act})

    def nxt(s):
        return 5 if s["act"] == "press" else max(0, s["value"] - 1)

    lines = ["% A counter game: pressing the button sets the counter to 5, otherwise it",
             "% decays by one a step and stays at 0.  State S: true_value(S, V),",
             "% does(S, Agent, Action)."]
    for s in states:
        lines.append(f"true_value({s['id']}, {s['value']}).")
        lines.append(f"does({s['id']}, player, {s['act']}).")
    lines += [f"my_succ({i}, {i + 1})." for i in range(6)]
    lines += ["", "% types"]
    lines += [f"state({s['id']})." for s in states]
    lines += [f"int({i})." for i in range(7)]
    lines += ["agent(player).", "action(press).", "action(noop)."]
    bk = grouped(lines)

    def exs(sts):
        pos, neg = [], []
        for s in sts:
            v = nxt(s)
            pos.append(f"next_value({s['id']}, {v})")
            wrong = [w for w in {v - 1, v + 1, s["value"], 5, 0} if 0 <= w <= 6 and w != v]
            for w in rng.sample(sorted(wrong), min(2, len(wrong))):
                neg.append(f"next_value({s['id']}, {w})")
        return pos, neg

    trp, trn = exs(states[:50])
    tep, ten = exs(states[50:])
    decl = """\
% The counter's next value.   read_all(counter).
:- set(i, 2).
:- set(clauselength, 4).
:- set(noise, 0).

:- modeh(1, next_value(+state, +int)).
:- modeb(1, does(+state, #agent, #action)).
:- modeb(1, true_value(+state, -int)).
:- modeb(1, my_succ(-int, +int)).
:- modeb(1, my_succ(+int, -int)).
:- modeb(1, ((+int) = (#int))).

:- determination(next_value/2, does/3).
:- determination(next_value/2, true_value/2).
:- determination(next_value/2, my_succ/2).
:- determination(next_value/2, '='/2).
"""
    return Task("game-counter-next", "games", "aleph",
                "A decaying counter (IGGP minimal-decay style; 70 states, 50 for training): "
                "pressing sets it to 5, otherwise it goes down by one and stays at 0. "
                "next_value(S, V); negatives are wrong values. Constants through Aleph's "
                "structured mode `(+int) = (#int)`.",
                ["next_value(A,B) :- does(A,player,press), B = 5.",
                 "next_value(A,B) :- does(A,player,noop), true_value(A,C), my_succ(B,C).",
                 "next_value(A,B) :- does(A,player,noop), true_value(A,B), B = 0."],
                bk, decl, trp, trn, tep, ten, stem="counter")


TASKS = [game_rps_score, game_race_goal, game_ttt_legal, game_lights_next, game_ttt_win,
         game_counter_next]
