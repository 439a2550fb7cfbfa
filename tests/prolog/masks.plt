/*  plunit tests for background/masks.pl (ms_masks) and background/mask_clauses.pl (which it
    re-exports): the bitmask twins of the Minesweeper background answer what its predicates
    over tile lists answer (diffSetHasXMines/3 of contracts §4, written out below as the
    reference), twin_clause/2 rewrites only the clauses they can run, and position_twin/2's
    form of a clause proves what the clause's twin proves.
    Run: swipl -g run_tests -t halt tests/prolog/masks.plt

    The board b2x3 (2 mines, 1 flag):      The board b3x3 (1 mine):
        1 . .                                  . 1 0
        1 F .                                  . 1 0
                                               . 1 0
*/
:- use_module(library(plunit)).
:- use_module(library(lists)).
:- use_module(library(apply)).
:- prolog_load_context(directory, Dir),
   atomic_list_concat([Dir, '/../../background/masks.pl'], F), use_module(F).
:- use_module(library(ordsets)).

%   diffSetHasXMines/3 on ordered tile lists (contracts §4), the reference of msk_diff/3.
list_diff(s(TA, LoA, HiA), s(TB, LoB, HiB), s(TD, Lo, Hi)) :-
    ord_intersection(TA, TB, I),
    I \== [],
    ord_subtract(TA, TB, TD),
    TD \== [],
    length(TB, NB), length(I, NI), length(TD, ND),
    NBonly is NB - NI,
    MinI is max(0, max(LoB - NBonly, LoA - ND)),
    MaxI is min(NI, min(HiA, HiB)),
    Lo is max(0, LoA - MaxI),
    Hi is min(ND, HiA - MinI),
    Lo =< Hi.

% bits: t(0,1) (the fringe), then t(0,2), t(1,2); one zone: both revealed tiles
b2x3(msk(2, 3, 2, 1, "#*.##.", [r(0, 0, 0, 1), r(1, 0, 0, 1)])).
% bits: t(0,0), t(1,0), t(2,0), all fringe; one zone: the three revealed 1s
b3x3(msk(3, 3, 1, 0, "*##*##*##", [r(0, 1, 1, 3), r(1, 1, 1, 7), r(2, 1, 1, 6)])).

% 1 . . . 1 (2 mines): bits t(0,1), t(0,3) (the fringe), then t(0,2); two zones, one per 1
b1x5(msk(1, 5, 2, 0, "#*.*#", [r(0, 0, 1, 1), r(0, 4, 1, 2)])).

on(Board, Goal) :-
    call(Board, D),
    with_board(b, D, Goal).

%   The tiles of a four-tile universe as a mask and as the ordered list of minesweeper.pl.
universe([t(0, 0), t(0, 1), t(0, 2), t(0, 3)]).

tiles(Mask, Tiles) :-
    universe(U),
    findall(T, ( nth0(I, U, T), Mask /\ (1 << I) =\= 0 ), Tiles).

bounds(Lo, Hi) :- between(0, 3, Lo), between(Lo, 3, Hi).

:- begin_tests(masks).

test(diff_as_the_list_version) :-
    forall(( between(1, 15, MA), between(1, 15, MB), bounds(LoA, HiA), bounds(LoB, HiB) ),
           ( tiles(MA, TA), tiles(MB, TB),
             (   msk_diff(m(MA, LoA, HiA), m(MB, LoB, HiB), m(MD, Lo, Hi))
             ->  tiles(MD, TD),
                 list_diff(s(TA, LoA, HiA), s(TB, LoB, HiB), S),
                 S == s(TD, Lo, Hi)
             ;   \+ list_diff(s(TA, LoA, HiA), s(TB, LoB, HiB), _)
             ) )).

test(hidden_in_row_major_order, [Ts == [t(0, 1), t(0, 2), t(1, 2)]]) :-
    on(b2x3, findall(T, msk_hidden(b, T), Ts)).

test(zone_sets_left_and_all,
     [Z-Sets-Distinct-Left-All == z(3)-[t(0, 0)-m(1, 0, 0), t(1, 0)-m(1, 0, 0)]-[m(1, 0, 0)]-1-m(7, 1, 1)]) :-
    on(b2x3, ( msk_zone(t(0, 1), b, Z),
               \+ msk_zone(t(0, 2), b, _),                 % not next to a number
               findall(Td-S, msk_set(Td, b, Z, S), Sets),
               findall(S, msk_sets(b, Z, S), Distinct),
               msk_left(b, Left),
               msk_all(b, All) )).

test(zones_read_off_the_sets) :-
    on(b1x5, ( msk_zone(t(0, 1), b, Z1), Z1 == z(1),    % the revealed tile t(0,0) only
               msk_zone(t(0, 3), b, Z2), Z2 == z(2),
               \+ msk_zone(t(0, 2), b, _),               % no revealed neighbour
               findall(T-Z, msk_zone(T, b, Z), TZs), TZs == [t(0, 1)-z(1), t(0, 3)-z(2)],
               findall(Td-S, msk_set(Td, b, Z2, S), Sets), Sets == [t(0, 4)-m(2, 1, 1)],
               msk_tile(t(0, 1), b, Tile),
               msk_among(t(0, 1), Tile, m(1, 1, 1)),
               \+ msk_among(t(0, 1), Tile, m(2, 1, 1)) )). % the other zone's set

test(in_len_mines) :-
    on(b3x3, ( msk_in(t(1, 0), m(7, 1, 1)),
               \+ msk_in(t(0, 0), m(6, 1, 1)),
               \+ msk_in(t(0, 1), m(7, 1, 1)),               % a revealed tile
               findall(T, msk_in(T, m(5, 0, 0)), Ts), Ts == [t(0, 0), t(2, 0)],
               msk_len(m(5, 0, 0), 2),
               msk_mines(m(5, 1, 1), 1),
               \+ msk_mines(m(5, 0, 1), _) )).

test(learned_clause_answers_as_the_original, [Twin == Orig]) :-
    % safe_1 of background/learned/SAFE_active.pl: t(0,0) and t(2,0) are safe on b3x3
    Clause = (safe(A, B) :- zoneOfInterest(A, B, C), setHasXMines(_, B, C, D),
                            setHasXMines(_, B, C, E), diffSetHasXMines(D, E, F),
                            inSet(A, F), minesInSet(F, 0)),
    twin_clause(Clause, (safe(TA, TB) :- TwinBody)),
    on(b3x3, findall(TA, ( msk_hidden(b, TA), TB = b, once(TwinBody) ), Twin)),
    Orig = [t(0, 0), t(2, 0)].

test(twin_uses_distinct_sets_only_for_unused_tiles) :-
    twin_clause((mine(A, B) :- zoneOfInterest(A, B, C), setHasXMines(T, B, C, D),
                 setHasXMines(T, B, C, E), diffSetHasXMines(D, E, F), inSet(A, F)),
                (_ :- msk_zone(_, _, _), msk_set(_, _, _, _), msk_set(_, _, _, _), _)),
    twin_clause((mine(A, B) :- zoneOfInterest(A, B, C), setHasXMines(_, B, C, D), inSet(A, D)),
                (_ :- msk_zone(_, _, _), msk_sets(_, _, _), msk_in(_, _))).

test(refuses_what_it_cannot_run) :-
    forall(member(C, [ (safe(A, B) :- zoneOfInterest(A, B, C0), member(A, C0)),      % not a twin
                       (safe(A, B) :- inSet(A, D), zoneOfInterest(A, B, D)),          % input unbound
                       (safe(A, B) :- totalMinesLeft(B, N), inSet(A, N)),             % int as a set
                       (safe(A, _) :- inSet(A, s([t(0, 0)], 0, 0))),                  % a set constant
                       (safe(A, A) :- zoneOfInterest(A, A, _)),                       % one variable
                       (other(A, B) :- zoneOfInterest(A, B, _)) ]),                   % not a target
           \+ twin_clause(C, _)).

test(semidet_twins_are_twins) :-
    twin_semidet(Ds), twin_predicates(Ps),
    subtract(Ds, Ps, []).

test(fringe_in_row_major_order, [Fs-Hs == [t(0, 1)]-[t(0, 1), t(0, 2), t(1, 2)]]) :-
    on(b2x3, ( findall(T, msk_fringe(b, T), Fs), findall(T, msk_hidden(b, T), Hs) )).

test(fringe_clauses_call_zone_on_their_own_tile) :-
    forall(member(C, [ (safe(A, B) :- zoneOfInterest(A, B, Z), setHasXMines(_, B, Z, S),
                                      inSet(A, S), minesInSet(S, 0)),
                       (mine(A, B) :- totalMinesLeft(B, N), N > 0, zoneOfInterest(A, B, _)) ]),
           fringe_clause(C)),
    forall(member(C, [ (safe(A, B) :- allMinesInFringe(B, S), inSet(A, S), minesInSet(S, 0)),
                       (safe(A, B) :- zoneOfInterest(t(0, 0), B, Z), setHasXMines(_, B, Z, S),
                                      inSet(A, S)),                    % another tile's zone
                       (safe(A, _) :- zoneOfInterest(A, _, _)),         % another board
                       (other(A, B) :- zoneOfInterest(A, B, _)) ]),
           \+ fringe_clause(C)).

test(position_sets_meeting_tile_and_zone) :-
    on(b3x3, ( findall(S, msk_pset(b, S), Ps),
               Ps == [m(3, 1, 1), m(6, 1, 1), m(7, 1, 1)],
               findall(S, msk_meeting(b, m(1, 0, 0), S), Ms),
               Ms == [m(3, 1, 1), m(7, 1, 1)],          % not m(6, 1, 1): no t(0,0) there
               findall(S, msk_cuts(b, m(3, 0, 2), S), Cs),
               Cs == [m(6, 1, 1)],              % not m(3, 1, 1), m(7, 1, 1): nothing left
               findall(S, msk_juts(b, m(3, 0, 2), S), Js),
               Js == [m(6, 1, 1), m(7, 1, 1)],  % not m(3, 1, 1): no tile outside
               msk_tile(t(2, 0), b, Tile),
               msk_has(t(2, 0), Tile, m(6, 1, 1)),
               \+ msk_has(t(2, 0), Tile, m(3, 1, 1)),
               msk_among(t(2, 0), Tile, m(7, 1, 1)),   % t(2,0)'s zone: every revealed 1
               \+ msk_tile(t(0, 1), b, _) )).          % a revealed tile

test(position_twin_answers_as_the_zone_twin) :-
    % safe_1, safe_4 and mine_1 of background/learned: the same tiles on both boards
    forall(( member(C, [ (safe(A, B) :- zoneOfInterest(A, B, Z), setHasXMines(_, B, Z, D),
                                        setHasXMines(_, B, Z, E), diffSetHasXMines(D, E, F),
                                        inSet(A, F), minesInSet(F, 0)),
                         (safe(A, B) :- zoneOfInterest(A, B, Z), setHasXMines(_, B, Z, D),
                                        setHasXMines(_, B, Z, E), setHasXMines(_, B, Z, F),
                                        diffSetHasXMines(E, F, G), diffSetHasXMines(D, G, H),
                                        inSet(A, H), minesInSet(H, 0)),
                         (mine(A, B) :- zoneOfInterest(A, B, Z), setHasXMines(_, B, Z, D),
                                        inSet(A, D), lengthSet(D, N), minesInSet(D, N)) ]),
             member(Board, [b2x3, b3x3, b1x5]) ),
           ( twin_clause(C, Twin), position_twin(Twin, Pos),
             on(Board, ( proved(Twin, Ts1), proved(Pos, Ts2) )),
             Ts1 == Ts2 )).

test(position_twin_tests_only_sets_not_known_in_the_zone) :-
    twin_clause((safe(A, B) :- zoneOfInterest(A, B, Z), setHasXMines(_, B, Z, D),
                 setHasXMines(_, B, Z, E), diffSetHasXMines(D, E, F), inSet(A, F),
                 minesInSet(F, 0)), T1),
    position_twin(T1, (_ :- P1)),
    among_tests(P1, []),                                   % D holds the tile, E meets D
    twin_clause((safe(A2, B2) :- zoneOfInterest(A2, B2, Z2), setHasXMines(_, B2, Z2, D2),
                 setHasXMines(_, B2, Z2, E2), setHasXMines(_, B2, Z2, F2),
                 diffSetHasXMines(E2, F2, G2), diffSetHasXMines(D2, G2, H2), inSet(A2, H2),
                 minesInSet(H2, 0)), T2),
    position_twin(T2, (_ :- P2)),
    among_tests(P2, [_]).                                  % F2 only meets E2

test(position_twin_refuses_a_zone_used_otherwise, [fail]) :-
    twin_clause((mine(A, B) :- zoneOfInterest(A, B, C), setHasXMines(T, B, C, D),
                 setHasXMines(T, B, C, E), diffSetHasXMines(D, E, F), inSet(A, F)), Twin),
    position_twin(Twin, _).

:- end_tests(masks).

%   The zone tests (msk_among/3) of a body.
among_tests(Body, Tests) :-
    findall(X, ( sub_term(X, Body), nonvar(X), X = msk_among(_, _, _) ), Tests).

%   The hidden tiles (B bound to b) a clause of the twins proves on the board in use.
proved((H :- Body), Tiles) :-
    H =.. [_, T, b],
    findall(T, ( msk_hidden(b, T), once(Body) ), Tiles).
