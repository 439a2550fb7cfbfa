/*  plunit tests for prolog/walkers.pl (ilp_walkers): the compiled walker of a target's
    planned clauses names, for a candidate, the first clause whose Post holds on some answer
    of its stage, whether the step is a loop over the answers or a bit test on their union.
    Run: swipl -g run_tests -t halt tests/prolog/walkers.plt

    The module t_wlk: a candidate is c(T) with Pre answer o(tile(Bit)); answers are sets
    m(Mask, Lo, Hi); has/3 is a bit test (one clause over built-ins, unfolded), far/1 a test
    of a user predicate (not unfolded: its step stays a loop).
*/
:- use_module(library(plunit)).
:- use_module(library(lists)).
:- prolog_load_context(directory, Dir),
   atomic_list_concat([Dir, '/../../prolog/walkers.pl'], F), use_module(F).

:- forall(member(C, [ (has(_, tile(Bit), m(Mask, _, _)) :- Mask /\ (1 << Bit) =\= 0),
                      (far(S) :- big(S)),
                      (big(m(Mask, _, _)) :- Mask > 8),
                      ('$ilp_post'(1, p(T), o(Tile), t(S)) :- has(T, Tile, S)),
                      ('$ilp_post'(2, p(T), o(Tile), t(S)) :- has(T, Tile, S), far(S)),
                      ('$ilp_post'(3, p(T), o(Tile), t(_, S)) :- has(T, Tile, S)) ]),
           assertz(t_wlk:C)),
   compile_predicates(t_wlk:[has/3, far/1, big/1]).

steps([planned(1, one, 1, 1), planned(2, two, 1, 2), never(three), planned(3, four, 1, 3)]).

%   The stages' answers: step one's sets hold bits 0 and 2, two's bits 1 and 4 (only the
%   second far), four's bit 5.
results(r(tuples([t(m(1, 0, 0)), t(m(4, 0, 0))]),
          tuples([t(m(2, 0, 0)), t(m(16, 0, 0))]),
          tuples([t(x, m(32, 0, 0))]))).

%   The first step whose Post holds on some answer, tried literal by literal.
reference(Bit, K) :-
    steps(Steps), results(Res),
    nth0(K, Steps, planned(Id, _, _, Pos)),
    arg(Pos, Res, tuples(Ts)),
    member(Proj, Ts),
    call(t_wlk:'$ilp_post'(Id, p(c), o(tile(Bit)), Proj)), !.

:- begin_tests(walkers).

test(bit_test_recognised, [nondet]) :-
    Post = (E = tile(F), A = m(G, _, _), G /\ (1 << F) =\= 0),
    ilp_walkers:bit_test(Post, t(A), o(E), Answer, X, Candidate, Y),
    Answer = (A1 = m(G1, _, _)), A1 == A, G1 == G, X == G,
    Candidate = (E1 = tile(F1)), E1 == E, F1 == F, Y == (1 << F).

test(bit_test_either_way_round, [nondet]) :-
    ilp_walkers:bit_test((A = m(G, _, _), (1 << F) /\ G =\= 0, E = tile(F)), t(A), o(E),
                         _, X, _, Y),
    X == G, Y == (1 << F).

test(bit_test_refused) :-
    forall(member(Post-Proj-Cand,
                  [ (A = m(G, _, _), G /\ G =\= 0)-t(A)-o(_),          % no candidate side
                    (far(A), A = m(G, _, _), G /\ F =\= 0)-t(A)-o(F),   % a call on the answer
                    (A = m(G, _, _), G > F)-t(A)-o(F),                  % no bit test
                    (A = m(G, _, _), G /\ (F + G) =\= 0)-t(A)-o(F) ]),  % the sides mixed
           \+ ilp_walkers:bit_test(Post, Proj, Cand, _, _, _, _)).

test(walker_answers_as_the_posts_tried_in_order, [nondet]) :-
    steps(Steps), results(Res),
    walker(t_wlk, Steps, c, p(c), W),
    walk_aggregates(t_wlk, W, Res, Aggs),
    arg(1, Aggs, U1), U1 == 5,                         % step one's union: a bit test
    arg(2, Aggs, U2), U2 == 0,                         % step two: a loop (far/1)
    forall(between(0, 6, Bit),
           (   reference(Bit, K)
           ->  call(t_wlk:W, c, o(tile(Bit)), Res, Aggs, K1), K1 == K
           ;   \+ call(t_wlk:W, c, o(tile(Bit)), Res, Aggs, _)
           )),
    drop_walker(t_wlk, W, Steps).

test(drop_walker_removes_its_predicates, [nondet]) :-
    steps(Steps),
    walker(t_wlk, Steps, c, p(c), W),
    drop_walker(t_wlk, W, Steps),
    \+ ( current_predicate(t_wlk:P/_), sub_atom(P, 0, _, _, W) ).

:- end_tests(walkers).
