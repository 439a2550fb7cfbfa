/*  plunit tests for background/minesweeper.pl on small hand-made boards.
    Run: swipl -g run_tests -t halt tests/prolog/minesweeper.plt

    Board t0 (mines 3)      Board t1 (mines 2)      Board t2 (mines 1)   Board t3 (mines 0)
      . . 1 F                 . . .                   4x4, all hidden      0 0
      . . 1 1                 1 2 1
      1 1 0 0                 0 0 0
      0 0 0 0
*/
:- use_module(library(plunit)).
:- prolog_load_context(directory, Dir),
   atomic_list_concat([Dir, '/../../background/minesweeper.pl'], File),
   consult(File).

% Bits: fringe tiles first (row-major), then the other hidden tiles (as board_facts writes).
ms_board(t0,4,4,3,1,2).
ms_hidden_all(t0,[t(0,0),t(0,1),t(1,0),t(1,1)]).
ms_bit(k(t0,0,0),3). ms_bit(k(t0,0,1),0). ms_bit(k(t0,1,0),1). ms_bit(k(t0,1,1),2).
ms_all(t0,15).
ms_rev(k(t0,0,2),0,5).          % {(0,1),(1,1)}
ms_rev(k(t0,1,2),0,5).
ms_rev(k(t0,2,0),1,6).          % {(1,0),(1,1)}
ms_rev(k(t0,2,1),1,6).
ms_rev(k(t0,2,2),0,4).          % {(1,1)}
ms_fringe(k(t0,0,1),[t(0,2),t(1,2)]).
ms_fringe(k(t0,1,0),[t(2,0),t(2,1)]).
ms_fringe(k(t0,1,1),[t(0,2),t(1,2),t(2,0),t(2,1),t(2,2)]).

ms_board(t1,3,3,2,0,2).
ms_hidden_all(t1,[t(0,0),t(0,1),t(0,2)]).
ms_bit(k(t1,0,0),0). ms_bit(k(t1,0,1),1). ms_bit(k(t1,0,2),2).
ms_all(t1,7).
ms_rev(k(t1,1,0),1,3).
ms_rev(k(t1,1,1),2,7).
ms_rev(k(t1,1,2),1,6).
ms_fringe(k(t1,0,0),[t(1,0),t(1,1)]).
ms_fringe(k(t1,0,1),[t(1,0),t(1,1),t(1,2)]).
ms_fringe(k(t1,0,2),[t(1,1),t(1,2)]).

ms_board(t2,4,4,1,0,1).
ms_hidden_all(t2,[t(0,0),t(0,1),t(0,2),t(0,3),t(1,0),t(1,1),t(1,2),t(1,3),
                  t(2,0),t(2,1),t(2,2),t(2,3),t(3,0),t(3,1),t(3,2),t(3,3)]).
ms_bit(k(t2,R,C),I) :- between(0,3,R), between(0,3,C), I is R*4+C.
ms_all(t2,65535).

ms_board(t3,1,2,0,0,0).
ms_hidden_all(t3,[]).
ms_all(t3,0).

% t4: one row of six hidden tiles, to build sets by hand
ms_bit(k(t4,0,C),C) :- between(0,5,C).

set(Tiles, Lo, Hi, S) :- tiles_set(t4, Tiles, Lo, Hi, S).
shown(S, Tiles-Lo-Hi) :- S = s(_, Lo, Hi, _), set_tiles(S, Tiles).
zone(T, B, Tds) :- zoneOfInterest(T, B, Z), zone_tiles(Z, Tds).
td_set(Td, B, S) :- zoneOfInterest(_, B, Z), setHasXMines(Td, B, Z, S), !.

:- begin_tests(zone).

test(zone_t0, [Z == [t(0,2),t(1,2),t(2,0),t(2,1),t(2,2)]]) :-
    zone(t(0,1), t0, Z).
test(zone_t0_same_for_all, [all(Z == [[t(0,2),t(1,2),t(2,0),t(2,1),t(2,2)],
                                       [t(0,2),t(1,2),t(2,0),t(2,1),t(2,2)],
                                       [t(0,2),t(1,2),t(2,0),t(2,1),t(2,2)]])]) :-
    member(T, [t(0,1), t(1,0), t(1,1)]),
    zone(T, t0, Z).
test(zone_t1_corner, [Z == [t(1,0),t(1,1),t(1,2)]]) :-
    zone(t(0,0), t1, Z).
test(zone_enumerates_fringe, [all(T == [t(0,1),t(1,0),t(1,1)])]) :-
    zoneOfInterest(T, t0, _).
test(zone_not_fringe, [fail]) :-      % (0,0) of t0 has no revealed neighbour
    zoneOfInterest(t(0,0), t0, _).
test(zone_revealed_tile, [fail]) :-
    zoneOfInterest(t(1,1), t1, _).
test(zone_no_numbers, [fail]) :-
    zoneOfInterest(t(2,2), t2, _).
test(zone_fact_looked_up, [cleanup(retractall(user:ms_zone(k(t1,0,0), _)))]) :-
    % a written zone is used as is (the facts carry every fringe tile's zone)
    assertz(user:ms_zone(k(t1,0,0), z([]))),
    zoneOfInterest(t(0,0), t1, Z),
    Z == z([]).

:- end_tests(zone).

:- begin_tests(sets).

test(sets_of_zone, [all(Td-S == [t(0,2)-([t(0,1),t(1,1)]-0-0),
                                  t(1,2)-([t(0,1),t(1,1)]-0-0),
                                  t(2,0)-([t(1,0),t(1,1)]-1-1),
                                  t(2,1)-([t(1,0),t(1,1)]-1-1),
                                  t(2,2)-([t(1,1)]-0-0)])]) :-
    zoneOfInterest(t(0,1), t0, Z),
    setHasXMines(Td, t0, Z, S0),
    shown(S0, S).
test(flag_subtracted, [S == [t(0,1),t(1,1)]-0-0]) :-   % number 1, one flagged neighbour
    td_set(t(0,2), t0, S0), shown(S0, S).
test(set_of_given_td, [S == [t(0,0),t(0,1),t(0,2)]-2-2]) :-
    td_set(t(1,1), t1, S0), shown(S0, S).
test(set_canonical) :-                  % same tiles + same bounds => identical terms
    td_set(t(0,2), t0, S1),
    td_set(t(1,2), t0, S2),
    S1 == S2.
test(set_of_other_board, [fail]) :-     % a zone of t0 yields no set of t1
    zoneOfInterest(t(0,1), t0, Z),
    setHasXMines(_, t1, Z, _).

:- end_tests(sets).

:- begin_tests(diff).

% 1-2-1: (1,1) minus (1,0) leaves (0,2), which holds exactly one mine
test(diff_121_mine, [D == [t(0,2)]-1-1]) :-
    td_set(t(1,1), t1, A), td_set(t(1,0), t1, B),
    diffSetHasXMines(A, B, D0), shown(D0, D).
test(diff_overlap_one, [D == [t(0,0)]-0-1]) :-
    td_set(t(1,0), t1, A), td_set(t(1,2), t1, B),
    diffSetHasXMines(A, B, D0), shown(D0, D).
test(diff_formula_loose, [D == [t(0,0),t(0,1)]-0-2]) :-
    set([t(0,0),t(0,1),t(0,2)], 1, 2, A), set([t(0,2),t(0,3)], 1, 1, B),
    diffSetHasXMines(A, B, D0), shown(D0, D).
test(diff_formula_exact, [D == [t(0,0),t(0,1)]-2-2]) :-
    set([t(0,0),t(0,1),t(0,2)], 2, 2, A), set([t(0,2),t(0,3)], 0, 0, B),
    diffSetHasXMines(A, B, D0), shown(D0, D).
test(diff_formula_lower_from_b, [D == [t(0,0)]-0-0]) :-
    % B needs 2 in {01,02} which lies inside A: A's other tile holds none
    set([t(0,0),t(0,1),t(0,2)], 2, 2, A), set([t(0,1),t(0,2)], 2, 2, B),
    diffSetHasXMines(A, B, D0), shown(D0, D).
test(diff_safe_t0, [D == [t(1,0)]-1-1]) :-
    td_set(t(2,0), t0, A), td_set(t(0,2), t0, B),
    diffSetHasXMines(A, B, D0), shown(D0, D).
test(diff_of_diff, [D == [t(0,0)]-1-1]) :-
    % {00,01,02}=2 minus {02,03}=0 -> {00,01}=2; minus {01,05}=1 -> {00}: 1
    set([t(0,0),t(0,1),t(0,2)], 2, 2, A), set([t(0,2),t(0,3)], 0, 0, B),
    set([t(0,1),t(0,5)], 1, 1, C),
    diffSetHasXMines(A, B, D1), diffSetHasXMines(D1, C, D2), shown(D2, D).
test(diff_empty_result, [fail]) :-
    set([t(0,0),t(0,1)], 1, 1, A), set([t(0,0),t(0,1),t(0,2)], 2, 2, B),
    diffSetHasXMines(A, B, _).
test(diff_same_set, [fail]) :-
    set([t(0,0)], 1, 1, A),
    diffSetHasXMines(A, A, _).
test(diff_disjoint, [fail]) :-
    set([t(0,0)], 1, 1, A), set([t(0,5)], 0, 0, B),
    diffSetHasXMines(A, B, _).
test(diff_other_board, [fail]) :-       % sets of two boards never combine
    td_set(t(1,1), t1, A), tiles_set(t4, [t(0,0)], 0, 0, B),
    diffSetHasXMines(A, B, _).
test(diff_bounds_match_lists, [forall(member(Lo-Hi, [0-0, 0-1, 1-1, 1-2, 2-2]))]) :-
    % the masks give the bounds of the tile-list formula of contracts §4
    set([t(0,0),t(0,1),t(0,2)], Lo, Hi, A), set([t(0,2),t(0,3),t(0,4)], 1, 2, B),
    diffSetHasXMines(A, B, D0), shown(D0, Ts-L-H),
    Ts == [t(0,0),t(0,1)],
    MinI is max(0, max(1 - 2, Lo - 2)), MaxI is min(1, min(Hi, 2)),
    L =:= max(0, Lo - MaxI), H =:= min(2, Hi - MinI).

:- end_tests(diff).

:- begin_tests(small).

test(inset) :-
    set([t(0,0),t(0,1)], 1, 1, S), inSet(t(0,1), S).
test(inset_not, [fail]) :-
    set([t(0,0),t(0,1)], 1, 1, S), inSet(t(0,2), S).
test(inset_unknown_tile, [fail]) :-
    set([t(0,0),t(0,1)], 1, 1, S), inSet(t(7,7), S).
test(inset_enumerates, [all(T == [t(0,0),t(0,1)])]) :-
    set([t(0,0),t(0,1)], 1, 1, S), inSet(T, S).
test(lengthset, [N == 3]) :-
    set([t(0,0),t(0,1),t(0,2)], 2, 2, S), lengthSet(S, N).
test(mines_exact, [N == 2]) :-
    set([t(0,0),t(0,1),t(0,2)], 2, 2, S), minesInSet(S, N).
test(mines_check) :-
    set([t(0,0)], 0, 0, S), minesInSet(S, 0).
test(mines_inexact, [fail]) :-
    set([t(0,0),t(0,1)], 0, 1, S), minesInSet(S, _).
test(mine_rule_shape, [nondet]) :-            % lengthSet(S,N), minesInSet(S,N)
    set([t(0,0),t(0,1),t(0,2)], 2, 2, A), set([t(0,2),t(0,3)], 0, 0, B),
    diffSetHasXMines(A, B, S),
    lengthSet(S, N), minesInSet(S, N).
test(total_left, [N == 2]) :-
    totalMinesLeft(t0, N).
test(total_left_no_flags, [N == 2]) :-
    totalMinesLeft(t1, N).
test(fringe_all, [S == [t(0,0),t(0,1),t(1,0),t(1,1)]-2-2]) :-
    allMinesInFringe(t0, S0), shown(S0, S).
test(fringe_none, [fail]) :-
    allMinesInFringe(t3, _).
test(hidden_tiles, [all(T == [t(0,0),t(0,1),t(1,0),t(1,1)])]) :-
    hidden_tile(t0, T).
test(hidden_tiles_count, [N == 16]) :-
    aggregate_all(count, hidden_tile(t2, _), N).
test(no_leak_between_boards, [fail]) :-
    hidden_tile(t3, _).
test(forget_board, [N == 0]) :-
    user:assertz(ms_hidden_all(tx, [t(0,0)])), user:assertz(ms_board(tx,1,1,1,0,1)),
    user:assertz(ms_bit(k(tx,0,0), 0)), user:assertz(ms_all(tx, 1)),
    ms_forget_board(tx),
    aggregate_all(count, ( hidden_tile(tx,_) ; ms_board(tx,_,_,_,_,_) ; ms_bit(k(tx,_,_),_)
                         ; ms_all(tx,_) ), N).

:- end_tests(small).

:- begin_tests(rules_from_paper).

% the MIO rule shapes evaluate as expected on these boards (rules are queried, not defined)
safe_s1(T, B) :- zoneOfInterest(T, B, Z), setHasXMines(_, B, Z, S), inSet(T, S), minesInSet(S, 0).
mine_m1(T, B) :- zoneOfInterest(T, B, Z), setHasXMines(_, B, Z, S), inSet(T, S),
                 lengthSet(S, N), minesInSet(S, N).
mine_d(T, B) :- zoneOfInterest(T, B, Z), setHasXMines(_, B, Z, S1), setHasXMines(_, B, Z, S2),
                diffSetHasXMines(S1, S2, D), inSet(T, D), lengthSet(D, N), minesInSet(D, N).
safe_d(T, B) :- zoneOfInterest(T, B, Z), setHasXMines(_, B, Z, S1), setHasXMines(_, B, Z, S2),
                diffSetHasXMines(S1, S2, D), inSet(T, D), minesInSet(D, 0).

test(safe_t0, [set(T == [t(0,1),t(1,1)])]) :-
    hidden_tile(t0, T), safe_s1(T, t0).
test(mine_t0, [fail]) :-            % (1,0) is a mine only by a difference of sets
    hidden_tile(t0, T), mine_m1(T, t0).
test(mine_diff_t1, [set(T == [t(0,0),t(0,2)])]) :-
    hidden_tile(t1, T), mine_d(T, t1).
test(safe_diff_t0, [set(T == [t(0,1)])]) :-   % no difference isolates (1,1)
    hidden_tile(t0, T), safe_d(T, t0).

:- end_tests(rules_from_paper).
