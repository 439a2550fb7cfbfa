/*  Saturation: the bottom clause of one example, computed entirely in Prolog.

    Known terms are typed: a variable stands for one (Term, Type) pair, so a variable only ever
    links arguments of one type (type strictness).  An output equal (==) to a known term of the
    same type reuses that term's variable.  Variables are written '$VAR'('V<N>') so the literal
    texts print as V0, V1, ... and whole clauses can be read back with term_to_atom/2.

    Recursion: a modeb may name the head's predicate, whose positives the task made facts
    (prolog/task.pl).  The literal equal to the head itself is never added -- called
    extensionally it holds for every positive, so head :- head would cover them all.  Literals
    of the head's predicate also report, per argument, whether it is the head's own argument at
    that position: the search uses it to refuse recursive calls that make no progress
    (ilp.bottom.BottomClause.recursion_ok).

    Lazy literals (Aleph's lazy evaluation): a mode with one #type argument, the others +,
    some + of the same type (a comparison such as lteq(+int, #int)), whose call with the
    constant unbound raises an instantiation error -- or that modes.pl declares with
    lazy_evaluate(Name/Arity) -- cannot list its constants here.  It gives one literal per
    input combination with the atom '$lazy' in place of the constant; the search chooses the
    constant from the data (ilp.lazy, prolog/coverage.pl ilp_lazy_text/6).
*/
:- module(ilp_bottom, [ilp_bottom/7]).

:- use_module(limits).
% limit/2 below; loaded here, not autoloaded inside the first inference-limited mode call
% (loading costs tens of thousands of inferences that call would be charged for)
:- use_module(library(solution_sequences)).

:- op(200, fy, #).     % Progol's constant marker in mode declarations (local to this module)

:- dynamic kn/5.        % kn(Hash, Type, Term, VarIndex, Depth)
:- dynamic nvars/1.
:- dynamic litseen/1.
:- dynamic lit/8.       % lit(Text, Ins, Outs, Depth, Recall, Const, Rec, Lazy)  (in order of discovery)
:- dynamic headlit/1.   % the head literal, '$VAR'-named like the body literals

%!  ilp_bottom(+M, +ExId, +Depth, +Limit, +StarRecall, +Determinates, -Result) is det.
%   Determinates (true/false): whether the closing pass also adds determinate literals (see
%   closing/6).  Result = bottom(HeadText, HeadVars, VarTypes, Lits) | error(Message), where
%   VarTypes is a list of type atoms indexed by variable and Lits a list of
%   [Text, Ins, Outs, Depth, Recall, Const, Rec, Lazy] (Recall: the mode's recall, an integer
%   or '*'; Const: 1 when the mode has a #type argument, so the literal tests a constant, else 0;
%   Rec: [] unless the literal is of the head's predicate, then one integer per argument: -1
%   when it is the head's argument at that position, -2 another constant, else its variable;
%   Lazy: [] unless the literal is lazy, then the argument positions, 0-based, of the inputs
%   whose values are its candidate constants -- those of the #argument's type).
ilp_bottom(M, ExId, MaxDepth, Limit, Star, Dets, Result) :-
    cleanup, retractall(nvars(_)),
    assertz(nvars(0)),
    (   M:'$ilp_ex'(ExId, _, Ex) -> true ; throw(error(existence_error(example, ExId), _)) ),
    (   M:'$ilp_modeh'(_, H0), functor(Ex, N, A), functor(H0, N, A) -> true
    ;   fail
    ),
    !,
    Ex =.. [N|EArgs], H0 =.. [N|Specs],
    maplist(head_arg, EArgs, Specs, HArgs, HVars0),
    exclude(==(none), HVars0, HVars),
    HLit =.. [N|HArgs],
    assertz(headlit(HLit)),
    format(atom(HText), "~W", [HLit, [quoted(true), numbervars(true)]]),
    findall(R-Mode, M:'$ilp_modeb'(R, Mode), Modes),
    forall(between(1, MaxDepth, D), level(M, D, Modes, Limit, Star)),
    closing(M, MaxDepth, Modes, Limit, Star, Dets),
    findall([T, I, O, LD, LR, LC, LRec, LZ], lit(T, I, O, LD, LR, LC, LRec, LZ), Lits),
    findall(V-Ty, kn(_, Ty, _, V, _), VTs), msort(VTs, VTs1), pairs_values(VTs1, Types),
    Result = bottom(HText, HVars, Types, Lits),
    cleanup.
ilp_bottom(_, ExId, _, _, _, _, error(Msg)) :-
    cleanup,
    format(atom(Msg), "example ~w matches no modeh declaration", [ExId]).

%   closing(+M, +MaxDepth, +Modes, +Limit, +Star, +Dets): one more level, MaxDepth + 1, where
%   only literals without outputs (tests) may use the deepest variables -- and, with Dets, first
%   determinate literals (recall 1) whose outputs those tests can then check: a one-answer
%   property of a deepest variable (size(S, N)) compared with another (weight(S, N))
%   costs one literal per variable, where a further full level multiplies the bottom clause.
closing(M, MaxDepth, Modes, Limit, Star, Dets) :-
    Last is MaxDepth + 1,
    (   Dets == true
    ->  include(determinate_provider, Modes, DetModes),
        level(M, Last, DetModes, Limit, Star)
    ;   true
    ),
    include(no_outputs, Modes, Tests),
    level(M, Last, Tests, Limit, Star).

determinate_provider(1-Mode) :- \+ no_outputs(1-Mode), Mode =.. [_|Specs], memberchk(+_, Specs).

no_outputs(_-Mode) :- Mode =.. [_|Specs], \+ memberchk(-_, Specs).

cleanup :- retractall(kn(_,_,_,_,_)), retractall(litseen(_)), retractall(lit(_,_,_,_,_,_,_,_)),
    retractall(headlit(_)).

head_arg(X, #_, X, none) :- !.
head_arg(X, +T, '$VAR'(Name), V) :- !, term_var(X, T, 0, V, _), var_name(V, Name).
head_arg(X, -T, '$VAR'(Name), V) :- term_var(X, T, 0, V, _), var_name(V, Name).

var_name(V, Name) :- atom_concat('V', V, Name).

%   term_var(+Term, +Type, +Depth, -Var, -New)
term_var(X, T, D, V, New) :-
    (   ground(X) -> term_hash(X, H) ; H = nonground ),
    (   kn(H, T, Y, V0, _), Y == X -> V = V0, New = false
    ;   retract(nvars(V)), V1 is V + 1, assertz(nvars(V1)),
        assertz(kn(H, T, X, V, D)), New = true
    ).

level(M, D, Modes, Limit, Star) :-
    Prev is D - 1,
    findall(T-X-V-VD, kn(_, T, X, V, VD), Known),      % snapshot: terms known before level D
    forall(member(R-Mode, Modes), mode_level(M, D, Prev, Known, R, Mode, Limit, Star)).

mode_level(M, D, Prev, Known, R, Mode, Limit, Star) :-
    Mode =.. [Name|Specs],
    (   \+ member(+_, Specs), D > 1 -> true                % no inputs: only at level 1
    ;   forall(( inputs(Specs, Known, Prev, Ins, Args, false, Saw), (Saw == true ; Ins == []) ),
               call_mode(M, D, R, Name, Specs, Ins, Args, Limit, Star))
    ).

%   inputs(+Specs, +Known, +Prev, -InVars, -Args, +Saw0, -Saw): choose known terms of the right
%   type for + arguments; Saw tells whether one is of depth Prev (new at the previous level) --
%   combinations of older terms only were already tried at an earlier level.
inputs([], _, _, [], [], Saw, Saw).
inputs([S|Ss], Known, Prev, Ins, [A|As], Saw0, Saw) :-
    (   S = +T -> member(T-X-V-VD, Known), A = X, Ins = [V|Ins1],
        ( VD >= Prev -> Saw1 = true ; Saw1 = Saw0 )   % > only in the closing tests
    ;   Ins = Ins1, Saw1 = Saw0
    ),
    inputs(Ss, Known, Prev, Ins1, As, Saw1, Saw).

call_mode(M, D, R, Name, Specs, Ins, Args, Limit, Star) :-
    Goal =.. [Name|Args],
    ( R == '*' -> N = Star ; N = R ),
    (   lazy_declared(M, Name, Specs), lazy_sources(M, Name, Specs, _)
    ->  add_lazy_literal(M, Goal, Specs, Ins, D, R)          % declared: never called here
    ;   call_limited(findall(Goal, limit(N, M:Goal), Sols), Limit, Res),
        (   Res == exceeded -> true
        ;   Res = error(error(instantiation_error, _)), lazy_sources(M, Name, Specs, _)
        ->  add_lazy_literal(M, Goal, Specs, Ins, D, R)      % the constant must be given: lazy
        ;   Res = error(_) -> true
        ;   forall(member(Sol, Sols), add_literal(Sol, Specs, Ins, D, R))
        )
    ).

lazy_declared(M, Name, Specs) :-
    length(Specs, A),
    current_predicate(M:'$ilp_lazy'/2), M:'$ilp_lazy'(Name, A), !.

%   lazy_sources(+M, +Name, +Specs, -Positions): the mode may give a lazy literal -- exactly
%   one #type argument, no outputs, not the head's predicate -- and Positions (0-based) are its
%   + arguments of the #argument's type, at least one: their values are the candidate constants
%   (a threshold is one of the values compared).  Other modes stay as they were.
lazy_sources(_, Name, Specs, Positions) :-
    \+ memberchk(-_, Specs),
    include([S]>>(S = #_), Specs, [#T]),
    length(Specs, A),
    \+ ( headlit(H), functor(H, Name, A) ),
    findall(K, nth0(K, Specs, +T), Positions),
    Positions \== [].

%   add_lazy_literal(+M, +Goal, +Specs, +Ins, +D, +R): Goal with '$lazy' at its #argument.
add_lazy_literal(M, Goal, Specs, Ins, D, R) :-
    Goal =.. [Name|Args],
    lazy_sources(M, Name, Specs, Positions),
    maplist([S, X, Y]>>(S = #_ -> Y = '$lazy' ; Y = X), Specs, Args, Args1),
    Sol =.. [Name|Args1],
    add_literal(Sol, Specs, Ins, D, R, Positions).

add_literal(Sol, Specs, Ins, D, R) :-
    add_literal(Sol, Specs, Ins, D, R, []).

add_literal(Sol, Specs, Ins, D, R, Lazy) :-
    Sol =.. [Name|Vals],
    lit_args(Specs, Vals, D, LArgs, Outs, Pos),
    L =.. [Name|LArgs],
    (   litseen(L) -> true
    ;   headlit(L) -> true              % the head itself (a recursive mode): never in the body
    ;   assertz(litseen(L)),
        format(atom(Text), "~W", [L, [quoted(true), numbervars(true)]]),
        ( memberchk(#_, Specs) -> C = 1 ; C = 0 ),
        recursion_args(L, LArgs, Pos, Rec),
        assertz(lit(Text, Ins, Outs, D, R, C, Rec, Lazy))
    ).

%   recursion_args(+L, +LArgs, +Pos, -Rec): Rec as described in ilp_bottom/7.
recursion_args(L, LArgs, Pos, Rec) :-
    headlit(H),
    (   functor(H, N, A), functor(L, N, A)
    ->  H =.. [_|HArgs],
        maplist(recursion_arg, LArgs, HArgs, Pos, Rec)
    ;   Rec = []
    ).

recursion_arg(X, HX, P, R) :-
    (   X == HX -> R = -1
    ;   P == c -> R = -2
    ;   R = P
    ).

%   lit_args(+Specs, +Values, +D, -Args, -Outs, -Pos): Pos holds each argument's variable, or c
%   for a constant.
lit_args([], [], _, [], [], []).
lit_args([S|Ss], [X|Xs], D, [A|As], Outs, [P|Ps]) :-
    (   S = #_ -> A = X, Outs = Outs1, P = c
    ;   S = +T -> term_var(X, T, D, V, _), var_name(V, Nm), A = '$VAR'(Nm), Outs = Outs1, P = V
    ;   S = -T -> term_var(X, T, D, V, _), var_name(V, Nm), A = '$VAR'(Nm), Outs = [V|Outs1], P = V
    ),
    lit_args(Ss, Xs, D, As, Outs1, Ps).
