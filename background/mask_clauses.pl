/*  Rewriting clauses of the Minesweeper language into the bitmask twins of
    background/masks.pl (which re-exports this module), for the rule engine
    (examples_gen/rules_engine.py).  Only terms are handled here: no board is needed.

    twin_clause/2 rewrites a clause into the twins when every body literal is one of the eight
    predicates, every variable keeps one type (tile, board, zone, set, int: the types of
    background/modes.pl), every input is bound by the head or an earlier literal and no set,
    zone or board is written as a constant; other clauses are left to minesweeper.pl.
    position_twin/2 then draws the sets of such a clause from the whole position instead of
    the candidate's zone, so the rule engine computes them once per position; fringe_clause/1
    says when only fringe tiles can be proved.
*/
:- module(ms_mask_clauses, [twin_clause/2, position_twin/2, fringe_clause/1,
                            twin_predicates/1, twin_semidet/1]).

:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(occurs)).

%!  fringe_clause(+Clause) is semidet.
%   Clause (safe(T, B) :- Body or mine(T, B) :- Body) calls zoneOfInterest(T, B, _) on its
%   own head's tile and board, so it proves no tile outside the fringe: zoneOfInterest/3
%   fails there.  The rule engine then tries only fringe tiles (msk_fringe/2), a fraction
%   of the hidden ones for most of a game.
fringe_clause((Head :- Body)) :-
    Head =.. [Target, T, B],
    memberchk(Target, [safe, mine]),
    var(T), var(B), T \== B,
    conj_list(Body, Literals),
    member(L, Literals),
    nonvar(L), L = zoneOfInterest(T1, B1, _),
    T1 == T, B1 == B, !.

%!  twin_semidet(-PIs) is det.
%   The twins that give at most one answer, whatever their arguments.
twin_semidet([msk_left/2, msk_all/2, msk_diff/3, msk_len/2, msk_mines/2, msk_tile/3,
              msk_has/3, msk_among/3]).

%!  twin_predicates(-PIs) is det.
%   The twins, as name/arity (all pure: the rule engine may memoise them).
twin_predicates([msk_sets/3, msk_pset/2, msk_meeting/3, msk_cuts/3, msk_juts/3,
                 msk_tile/3, msk_has/3, msk_among/3|PIs]) :-
    findall(N/A, ( twin(_, T, _), functor(T, N, A) ), PIs).

%   twin(Original, Twin, Arguments): the twin of each predicate, and the type of each
%   argument with its mode: in (bound before the call), out (bound by it) or any.
twin(zoneOfInterest(T, B, Z), msk_zone(T, B, Z), [in(tile, T), in(board, B), out(zone, Z)]).
twin(totalMinesLeft(B, N), msk_left(B, N), [in(board, B), out(int, N)]).
twin(allMinesInFringe(B, S), msk_all(B, S), [in(board, B), out(set, S)]).
twin(setHasXMines(T, B, Z, S), msk_set(T, B, Z, S),
     [out(tile, T), in(board, B), in(zone, Z), out(set, S)]).
twin(diffSetHasXMines(S1, S2, S), msk_diff(S1, S2, S), [in(set, S1), in(set, S2), out(set, S)]).
twin(inSet(T, S), msk_in(T, S), [in(tile, T), in(set, S)]).
twin(lengthSet(S, N), msk_len(S, N), [in(set, S), out(int, N)]).
twin(minesInSet(S, N), msk_mines(S, N), [in(set, S), any(int, N)]).

%!  twin_clause(+Clause, -Twin) is semidet.
%   Twin: Clause (safe(T, B) :- Body or mine(T, B) :- Body, its body in execution order)
%   with every body literal replaced by its twin.  Fails (the clause stays with
%   minesweeper.pl) unless the head is safe/2 or mine/2 on two distinct variables, every
%   body literal is one of the eight predicates, every variable keeps one type, every input
%   argument is bound by the head or an earlier literal, and constants are integers (int
%   arguments) or ground t(Row, Col) with integer Row and Col (tile arguments).
twin_clause((Head :- Body), (Head :- TwinBody)) :-
    Head =.. [Target, T, B],
    memberchk(Target, [safe, mine]),
    var(T), var(B), T \== B,
    conj_list(Body, Literals),
    Literals \== [],
    foldl(twin_literal, Literals, TwinLiterals0, [T-tile, B-board], _),
    maplist(distinct_sets((Head :- Body)), TwinLiterals0, TwinLiterals),
    list_conj(TwinLiterals, TwinBody).

%   msk_set(Td, B, Z, S) whose Td occurs nowhere else in the clause: msk_sets(B, Z, S).
distinct_sets(Clause, Literal, Twin) :-
    (   Literal = msk_set(Td, B, Z, S), var(Td),
        occurrences_of_var(Td, Clause, 1)
    ->  Twin = msk_sets(B, Z, S)
    ;   Twin = Literal
    ).

twin_literal(Literal, Twin, Types0, Types) :-
    callable(Literal),
    \+ Literal = (_:_),
    copy_term(Literal, Pattern),
    twin(Pattern, _, _), !,
    twin(Literal, Twin, Arguments),
    foldl(typed_argument, Arguments, Types0, Types).

typed_argument(Arg, Types0, Types) :-
    Arg =.. [Mode, Type, X],
    (   var(X)
    ->  (   typed(Types0, X, Known)
        ->  Known == Type, Types = Types0
        ;   Mode \== in, Types = [X-Type|Types0]
        )
    ;   constant(Type, X), Types = Types0
    ).

typed([V-T|Ts], X, Type) :-
    (   V == X -> Type = T ; typed(Ts, X, Type) ).

constant(int, X) :- integer(X).
constant(tile, t(R, C)) :- integer(R), integer(C).

conj_list(Conj, List) :-
    (   var(Conj) -> List = [Conj]
    ;   Conj = (A, B) -> conj_list(A, LA), conj_list(B, LB), append(LA, LB, List)
    ;   Conj == true -> List = []
    ;   List = [Conj]
    ).

list_conj([L], L) :- !.
list_conj([L|Ls], (L, C)) :- list_conj(Ls, C).

%!  position_twin(+Twin, -Position) is semidet.
%   Position: the twin clause Twin (of twin_clause/2) with its sets drawn from the whole
%   position instead of the candidate's zone, so a memoised plan (prolog/rules.pl) computes
%   its differences once per position rather than once per zone: the zones of a position
%   share most of their sets.  It proves what Twin proves:
%     - msk_zone(T, B, Z) on the head's tile becomes msk_tile(T, B, Tile) (T is a fringe
%       tile; Tile, its bit and its zone), and msk_in(T, S) on it msk_has(T, Tile, S);
%     - each msk_sets(B, Z, S) becomes a generator of the position's sets, placed just
%       before the first literal that uses S, and a test msk_among(T, Tile, S) at the end,
%       unless the clause proves S to be in T's zone (in_zone/6);
%     - a set that msk_diff/3 takes with a set bound before it is drawn among the sets with
%       which that difference can hold (msk_cuts/3, msk_juts/3: the difference is not
%       empty), and one that must meet a set drawn before it (a part of each is in a
%       difference) among the sets meeting that one (msk_meeting/3): a difference of sets
%       that share no tile, or that leaves nothing, fails, so no answer is lost.
%   Fails (Twin stays as it is) unless Z is used by msk_sets/3 literals only, each giving a
%   fresh set.
position_twin((Head :- Body), (Head :- PBody)) :-
    Head =.. [_, T, B],
    conj_list(Body, Literals),
    include(zone_literal(T, B), Literals, [ZoneL]),
    arg(3, ZoneL, Z),
    var(Z),
    partition(sets_of(Z), Literals, SetLs, Others0),
    SetLs \== [],
    exclude(==(ZoneL), Others0, Others),
    occurrences_of_var(Z, Others, 0),
    maplist(fresh_set(B), SetLs, Sets),
    fresh_sets(Literals, SetLs, []),
    set_roots(Others, Sets, Roots, Meets),
    in_zone(Others, T, Roots, Meets, Sets, Known),
    maplist(on_bit(T, Tile), Others, Others1),
    term_variables(Head, HV),
    place(Others1, B, Sets, Meets, [], HV, Placed),
    exclude(var_in(Known), Sets, Tested),
    maplist(among_test(T, Tile), Tested, Tests),
    append([[msk_tile(T, B, Tile)], Placed, Tests], PLiterals),
    list_conj(PLiterals, PBody).

zone_literal(T, B, L) :-
    nonvar(L), L = msk_zone(T1, B1, _), T1 == T, B1 == B.

sets_of(Z, L) :-
    nonvar(L), L = msk_sets(_, Z1, _), Z1 == Z.

fresh_set(B, msk_sets(B1, _, S), S) :-
    B1 == B, var(S).

among_test(T, Tile, S, msk_among(T, Tile, S)).

%   msk_in/2 on the candidate tile as a test of its bit.
on_bit(T, Tile, L, L1) :-
    (   nonvar(L), L = msk_in(T1, S), T1 == T -> L1 = msk_has(T, Tile, S) ; L1 = L ).

%   Each generator's set is met first in it (not tested against an earlier value).
fresh_sets([], _, _).
fresh_sets([L|Ls], SetLs, Seen) :-
    (   member(G, SetLs), G == L
    ->  arg(3, L, S), \+ var_in(Seen, S)
    ;   true
    ),
    term_variables(L, LV),
    append(Seen, LV, Seen1),
    fresh_sets(Ls, SetLs, Seen1).

%   set_roots(+Literals, +Sets, -Roots, -Meets): Roots, Var-Root for each set variable:
%   the set it was cut from by first arguments of msk_diff/3 (a part of it); Meets, the pairs
%   of sets (S1-S2) that must share a tile: msk_diff(X, Y, D) needs X and Y to meet, so
%   their roots meet.
set_roots(Literals, Sets, Roots, Meets) :-
    maplist(self_root, Sets, Roots0),
    foldl(diff_root, Literals, Roots0-[], Roots-Meets).

%   in_zone(+Literals, +T, +Roots, +Meets, +Sets, -Known): the sets the clause proves to be in
%   T's zone without a test: the root of a set T is in (its revealed tile is next to T), and
%   the sets that meet such a root (they share a hidden tile with a revealed neighbour of T:
%   the zone of interest holds exactly those, zoneOfInterest/3).
in_zone(Literals, T, Roots, Meets, Sets, Known) :-
    foldl(near_root(T, Roots), Literals, [], Near),
    include(known_set(Near, Meets), Sets, Known).

near_root(T, Roots, L, Near0, Near) :-
    (   nonvar(L), L = msk_in(T1, X), T1 == T, root_of(Roots, X, R)
    ->  Near = [R|Near0]
    ;   Near = Near0
    ).

known_set(Near, Meets, S) :-
    (   var_in(Near, S) -> true ; member(R, Near), meets(Meets, R, S) -> true ).

diff_root(L, Roots0-Meets0, Roots-Meets) :-
    (   nonvar(L), L = msk_diff(X, Y, D),
        root_of(Roots0, X, RX)
    ->  Roots = [D-RX|Roots0],
        (   root_of(Roots0, Y, RY), RX \== RY
        ->  Meets = [RX-RY|Meets0]
        ;   Meets = Meets0
        )
    ;   Roots = Roots0, Meets = Meets0
    ).

self_root(S, S-S).

root_of([V-R|Rs], X, Root) :-
    (   V == X -> Root = R ; root_of(Rs, X, Root) ).

%   place(+Literals, +B, +Sets, +Meets, +Drawn, +Bound, -Placed): Literals in order, each
%   set's generator just before the first literal that uses it (Bound: the variables bound
%   so far).  A set whose first use is a difference with a set bound already is drawn among
%   the sets that difference can take (diff_partner/5), one that must meet a set drawn
%   already (Meets) among the sets meeting that one (msk_meeting/3), any other among all
%   the position's sets.
place([], B, Sets, Meets, Drawn, Bound, Placed) :-
    draw(Sets, none, B, Meets, Drawn, Bound, _, Placed).
place([L|Ls], B, Sets, Meets, Drawn0, Bound0, Placed) :-
    term_variables(L, LV),
    include(var_in(LV), Sets, Used),
    draw(Used, L, B, Meets, Drawn0, Bound0, Drawn, Gens),
    append(Gens, [L|Placed1], Placed),
    append(Bound0, LV, Bound),
    place(Ls, B, Sets, Meets, Drawn, Bound, Placed1).

draw([], _, _, _, Drawn, _, Drawn, []).
draw([S|Ss], L, B, Meets, Drawn0, Bound, Drawn, Gens) :-
    (   var_in(Drawn0, S)
    ->  Gens = Gens1, Drawn1 = Drawn0
    ;   (   diff_partner(L, B, S, P, Gen), ( var_in(Drawn0, P) ; var_in(Bound, P) )
        ->  Gens = [Gen|Gens1]
        ;   member(P, Drawn0), meets(Meets, P, S)
        ->  Gens = [msk_meeting(B, P, S)|Gens1]
        ;   Gens = [msk_pset(B, S)|Gens1]
        ),
        Drawn1 = [S|Drawn0]
    ),
    draw(Ss, L, B, Meets, Drawn1, Bound, Drawn, Gens1).

%   P: the other set of a difference L that takes S; Gen draws S among the sets for which
%   L can hold: those that leave some of P (S taken from P) or that have a tile outside P
%   (P taken from S).
diff_partner(L, B, S, P, Gen) :-
    nonvar(L), L = msk_diff(X, Y, _),
    (   Y == S -> P = X, Gen = msk_cuts(B, P, S)
    ;   X == S -> P = Y, Gen = msk_juts(B, P, S)
    ),
    var(P), P \== S.

meets(Meets, P, S) :-
    member(X-Y, Meets),
    (   X == P, Y == S -> true ; X == S, Y == P ), !.

var_in(Vs, V) :- member(W, Vs), W == V, !.
