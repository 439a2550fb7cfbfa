/*  plunit tests for background/explain.pl (ms_explain): the bindings of a clause's proof on
    a small board, the literals' texts, and what is reported when there is no proof.
    The clauses below are test fixtures written for these tests (they have the shape of the
    MIO rules of contracts §4), not learned rules.
    Run: swipl -g run_tests -t halt tests/prolog/explain.plt

    Board e1 (mines 2):
        . . .        bits: (0,0) 0, (0,1) 1, (0,2) 2
        1 2 1
        0 0 0
    (0,0) and (0,2) are mines: (1,1)'s three tiles hold 2, (1,0)'s two tiles hold 1, so
    (0,2) -- the tiles of (1,1) that (1,0) does not see -- holds 1 of 1.
*/
:- use_module(library(plunit)).
:- use_module(library(lists)).
:- use_module(library(http/json)).
:- prolog_load_context(directory, Dir),
   atomic_list_concat([Dir, '/../../background/minesweeper.pl'], Bg), consult(Bg),
   atomic_list_concat([Dir, '/../../background/explain.pl'], Ex), use_module(Ex),
   atomic_list_concat([Dir, '/../../prolog/load.pl'], Load), use_module(Load),
   atomic_list_concat([Dir, '/../../prolog/messages.pl'], Msg), use_module(Msg).

ms_board(e1,3,3,2,0,2).
ms_hidden_all(e1,[t(0,0),t(0,1),t(0,2)]).
ms_bit(k(e1,0,0),0). ms_bit(k(e1,0,1),1). ms_bit(k(e1,0,2),2).
ms_all(e1,7).
ms_rev(k(e1,1,0),1,3).
ms_rev(k(e1,1,1),2,7).
ms_rev(k(e1,1,2),1,6).
ms_fringe(k(e1,0,0),[t(1,0),t(1,1)]).
ms_fringe(k(e1,0,1),[t(1,0),t(1,1),t(1,2)]).
ms_fringe(k(e1,0,2),[t(1,1),t(1,2)]).

% The facts of e1 as a text, under another board id, for explain_json/8.
e2_facts("ms_board(e2,3,3,2,0,2). ms_hidden_all(e2,[t(0,0),t(0,1),t(0,2)]). \c
ms_bit(k(e2,0,0),0). ms_bit(k(e2,0,1),1). ms_bit(k(e2,0,2),2). ms_all(e2,7). \c
ms_rev(k(e2,1,0),1,3). ms_rev(k(e2,1,1),2,7). ms_rev(k(e2,1,2),1,6). \c
ms_fringe(k(e2,0,0),[t(1,0),t(1,1)]). ms_fringe(k(e2,0,1),[t(1,0),t(1,1),t(1,2)]). \c
ms_fringe(k(e2,0,2),[t(1,1),t(1,2)]).").

mine_diff("mine(A, B) :- zoneOfInterest(A, B, C), setHasXMines(_, B, C, D), \c
setHasXMines(_, B, C, E), diffSetHasXMines(D, E, F), inSet(A, F), lengthSet(F, G), \c
minesInSet(F, G)").
safe_one("safe(A, B) :- zoneOfInterest(A, B, C), setHasXMines(_, B, C, D), inSet(A, D), \c
minesInSet(D, 0)").

explained(Text, Tile, Board, Result) :-
    term_string(C, Text, [variable_names(Ns)]),
    explain(user, C, Ns, Tile, Board, 100000, Result).

loops :- loops.

:- begin_tests(explain).

test(mine_proof_literals) :-
    mine_diff(T),
    explained(T, t(0,2), e1, proof(Steps)),
    length(Steps, 7),
    Steps = [step(Z, ZArgs, ZNew), step(S1, S1Args, S1New), _, step(_, DArgs, DNew),
             step(_, InArgs, []), _, _],
    assertion(Z == "zoneOfInterest(A, B, C)"),
    assertion(S1 == "setHasXMines(_, B, C, D)"),
    assertion(ZArgs == ['A'-tile(0,2), 'B'-board(e1), 'C'-zone([t(1,0),t(1,1),t(1,2)])]),
    assertion(ZNew == ['C']),
    % the first proof: D is the set of the 2 at (1,1), E that of the 1 at (1,0)
    assertion(S1Args == ['_1'-tile(1,1), 'B'-board(e1), 'C'-zone([t(1,0),t(1,1),t(1,2)]),
                         'D'-set([t(0,0),t(0,1),t(0,2)], 2, 2)]),
    assertion(S1New == ['_1', 'D']),
    assertion(DArgs == ['D'-set([t(0,0),t(0,1),t(0,2)], 2, 2), 'E'-set([t(0,0),t(0,1)], 1, 1),
                        'F'-set([t(0,2)], 1, 1)]),
    assertion(DNew == ['F']),
    assertion(InArgs == ['A'-tile(0,2), 'F'-set([t(0,2)], 1, 1)]).

test(constant_argument_has_no_name) :-
    safe_one(T),
    explained(T, t(0,1), e1, no_proof),      % (0,1) is in no set of 0 mines
    term_string(C, "safe(A, B) :- lengthSet(s(3,1,1,e1), N), minesInSet(s(3,1,1,e1), 1)",
                [variable_names(Ns)]),
    explain(user, C, Ns, t(0,0), e1, 1000, proof([step(_, [''-set(Ts, 1, 1), 'N'-int(2)], ['N']),
                                                  _])),
    assertion(Ts == [t(0,0),t(0,1)]).

test(no_proof) :-
    mine_diff(T),
    explained(T, t(0,1), e1, R),
    assertion(R == no_proof).

test(limit) :-
    explained("safe(A, B) :- loops", t(0,0), e1, R),
    assertion(R == exceeded).

test(error) :-
    explained("safe(A, B) :- X is foo + 1", t(0,0), e1, R),
    assertion(R = error(_)).

test(json) :-
    mine_diff(T),
    e2_facts(F),
    explain_json("user", T, 0, 2, "e2", F, 100000, Json),
    atom_json_dict(Json, D, []),
    assertion(D.result == "proof"),
    nth1(4, D.literals, Diff),
    assertion(Diff.text == "diffSetHasXMines(D, E, F)"),
    nth1(3, Diff.args, FArg),
    dict_pairs(FArg, _, FPairs),
    assertion(FPairs == [hi-1, kind-"set", lo-1, tiles-[[0,2]], var-"F"]),
    assertion(\+ ms_board(e2, _, _, _, _, _)).   % the facts are gone again

test(json_no_proof) :-
    safe_one(T),
    e2_facts(F),
    explain_json(user, T, 0, 1, e2, F, 100000, Json),
    atom_json_dict(Json, D, []),
    assertion(D.result == "no_proof").

test(json_error_in_words) :-
    e2_facts(F),
    explain_json(user, "safe(A, B) :- X is foo + 1", 0, 0, e2, F, 1000, Json),
    atom_json_dict(Json, D, []),
    assertion(D.result == "error"),
    assertion(sub_string(D.message, _, _, _, "foo")).

test(value_shown) :-
    value_shown(user, _, U), assertion(U == unbound),
    value_shown(user, 7, I), assertion(I == int(7)),
    value_shown(user, f(x), O), assertion(O == other("f(x)")),
    value_shown(user, s(5, 0, 1, e1), S), assertion(S == set([t(0,0),t(0,2)], 0, 1)).

test(clause_literals) :-
    clause_literals(true, []),
    clause_literals((a, (b, c)), Ls),
    assertion(Ls == [a, b, c]).

:- end_tests(explain).
