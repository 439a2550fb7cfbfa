/*  Why a learned rule made a move: the bindings of one proof of its clause on a position.

    A clause of the Minesweeper language (heads safe/2 and mine/2, bodies over the
    predicates of contracts §4) is run on a board's facts (background/positions.pl, through
    examples_gen.background.board_facts) in the module that holds the learning background
    (minesweeper.pl), for
    the tile the rule classified; the first proof is kept and every literal of the body is
    reported with the values its arguments took: the zone of interest, each set (its tiles
    and bounds), each set difference, the revealed tile a set came from, the tile decided.
    The board page (examples_gen/board_page) draws them.

    The clause comes from a rule file that passed the theory check (prolog/theory_check.pl):
    it is data of the learned language, never a request's text.  It runs under an
    inference limit (a clause that loops is reported, not waited for).

    How a value of the background is shown is decided in one place, value_shown/3: a new
    representation of sets or zones changes that predicate only.
*/
:- module(ms_explain, [explain/7, explain_json/8, value_shown/3, clause_literals/2]).

:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(http/json)).

%!  explain(+M, +Clause, +Names, +Tile, +Board, +Limit, -Result) is det.
%   Run the body of Clause (Head :- Body, its head Target(Tile, Board)) once in module M, at
%   most Limit inferences.  Names: the clause's Name = Var pairs (as read_term/3 gives
%   them).  Result:
%     - proof(Steps): one step(Text, Args, New) per body literal, in the clause's order:
%       Text the literal as portray_clause/1 writes it (anonymous variables as `_`), Args
%       one Name-Shown per argument (Name '' for an argument that is not a variable, `_N`
%       for an anonymous variable; Shown by value_shown/3), New the names of the variables
%       the literal is the first to hold (the head's are held before);
%     - no_proof: the clause does not prove Tile on this board;
%     - exceeded: the limit was reached;
%     - error(E): the body raised E.
explain(M, Clause, Names, Tile, Board, Limit, Result) :-
    ( Clause = (Head :- Body) -> true ; Head = Clause, Body = true ),
    Head =.. [_, Tile0, Board0],
    all_names(Head-Body, Names, AllNames),
    clause_literals(Body, Literals),
    term_variables(Head, HeadVars),
    % names and texts before the proof binds the variables
    foldl(literal_names(AllNames), Literals, Named, HeadVars, _),
    (   catch(call_with_inference_limit(( Tile0 = Tile, Board0 = Board, M:Body ), Limit, R),
              E, true)
    ->  true                            % the first proof only
    ;   R = failed
    ),
    (   nonvar(E)
    ->  Result = error(E)
    ;   R == failed
    ->  Result = no_proof
    ;   R == inference_limit_exceeded
    ->  Result = exceeded
    ;   maplist(step(M), Literals, Named, Steps),
        Result = proof(Steps)
    ).

%!  clause_literals(+Body, -Literals) is det.
%   The literals of a conjunction, in order (`true` has none).
clause_literals(true, []) :- !.
clause_literals((A, B), Ls) :- !,
    clause_literals(A, L1),
    clause_literals(B, L2),
    append(L1, L2, Ls).
clause_literals(L, [L]).

%   Every variable of the clause with a name: its own, or `_1`, `_2`, ... for the anonymous.
all_names(Term, Names, All) :-
    term_variables(Term, Vars),
    foldl(name_var(Names), Vars, 1-[], _-All0),
    reverse(All0, All).

name_var(Names, V, K0-Acc, K-[N=V|Acc]) :-
    (   member(N=W, Names), W == V
    ->  K = K0
    ;   format(atom(N), '_~d', [K0]), K is K0 + 1
    ).

%   named(Text, ArgNames, New) of a literal, Seen0 the variables held before it.
literal_names(Names, L, named(Text, ArgNames, New), Seen0, Seen) :-
    literal_text(Names, L, Text),
    L =.. [_|Xs],
    maplist(arg_name(Names), Xs, ArgNames),
    term_variables(L, Vs),
    exclude(held(Seen0), Vs, NewVs),
    maplist(var_name(Names), NewVs, New),
    append(Seen0, NewVs, Seen).

held(Vs, V) :- member(W, Vs), W == V, !.

var_name(Names, V, N) :- member(N=W, Names), W == V, !.

arg_name(Names, X, Name) :-
    (   var(X), var_name(Names, X, N) -> Name = N ; Name = '' ).

%   A literal as portray_clause/1 writes it: named variables by name, anonymous ones `_`.
literal_text(Names, L, Text) :-
    copy_term(L-Names, L1-Names1),
    maplist(bind_name, Names1),
    format(string(Text), "~W", [L1, [quoted(true), numbervars(true),
                                     spacing(next_argument), portray(false)]]).

bind_name(N=V) :-
    (   sub_atom(N, 0, 1, _, '_') -> V = '$VAR'('_') ; V = '$VAR'(N) ).

%   After the proof: each argument's value, shown.
step(M, L, named(Text, ArgNames, New), step(Text, Args, New)) :-
    L =.. [_|Xs],
    maplist(arg_shown(M), ArgNames, Xs, Args).

arg_shown(M, Name, X, Name-Shown) :-
    value_shown(M, X, Shown).

%!  value_shown(+M, +Value, -Shown) is det.
%   How a value of the background (module M) is shown: tile(R, C); zone(Tiles), its
%   revealed tiles; set(Tiles, Lo, Hi), its hidden, unflagged tiles and the bounds on their
%   mines; int(N); board(B) for the board's atom; unbound; other(Text).  The one place that
%   knows the representation of sets and zones (background/minesweeper.pl).
value_shown(_, X, unbound) :- var(X), !.
value_shown(_, t(R, C), tile(R, C)) :- integer(R), integer(C), !.
value_shown(M, z(Pairs), zone(Tiles)) :- !,
    M:zone_tiles(z(Pairs), Tiles).
value_shown(M, s(Mask, Lo, Hi, B), set(Tiles, Lo, Hi)) :- !,
    M:set_tiles(s(Mask, Lo, Hi, B), Tiles).
value_shown(_, N, int(N)) :- integer(N), !.
value_shown(_, B, board(B)) :- atom(B), !.
value_shown(_, X, other(Text)) :-
    format(string(Text), "~q", [X]).

%!  explain_json(+M, +ClauseText, +Row, +Col, +BoardId, +FactsText, +Limit, -Json) is det.
%   explain/7 for the tile t(Row, Col) of the board BoardId whose facts FactsText are added
%   to module M for the time of the call (M, BoardId: atoms or strings; the learner's
%   ilp_load and ilp_messages, loaded by the engine, add them and word errors), answered as one
%   JSON text: {"result": "proof", "literals": [{"text": T, "args": [{"var": V, "kind": K,
%   ...}], "new": [V, ...]}]} with a tile as [R, C], a zone's "tiles", a set's "tiles", "lo"
%   and "hi", an integer's "value"; or {"result": "no_proof" | "exceeded"}; or
%   {"result": "error", "message": M}.
explain_json(M0, ClauseText, Row, Col, B0, FactsText, Limit, Json) :-
    atom_string(M, M0),
    atom_string(B, B0),
    term_string(Clause, ClauseText, [variable_names(Names)]),
    setup_call_cleanup(ilp_load:add_clauses(M, FactsText, Refs),
                       once(( explain(M, Clause, Names, t(Row, Col), B, Limit, Result),
                              result_dict(Result, Dict) )),   % sets are read off the facts
                       ilp_load:erase_refs(Refs)),
    with_output_to(string(Json), json_write_dict(current_output, Dict, [width(0)])).

result_dict(proof(Steps), _{result: "proof", literals: Ls}) :- !,
    maplist(step_dict, Steps, Ls).
result_dict(error(E), _{result: "error", message: Message}) :- !,
    ilp_messages:error_text(E, Message).
result_dict(R, _{result: R}).

step_dict(step(Text, Args, New), _{text: Text, args: As, new: New}) :-
    maplist(arg_dict, Args, As).

arg_dict(Name-Shown, D) :-
    shown_dict(Shown, D0),
    D = D0.put(var, Name).

shown_dict(tile(R, C), _{kind: "tile", tile: [R, C]}).
shown_dict(zone(Ts), _{kind: "zone", tiles: Ps}) :- maplist(tile_pair, Ts, Ps).
shown_dict(set(Ts, Lo, Hi), _{kind: "set", tiles: Ps, lo: Lo, hi: Hi}) :-
    maplist(tile_pair, Ts, Ps).
shown_dict(int(N), _{kind: "int", value: N}).
shown_dict(board(_), _{kind: "board"}).
shown_dict(unbound, _{kind: "unbound"}).
shown_dict(other(Text), _{kind: "other", text: Text}).

tile_pair(t(R, C), [R, C]).
