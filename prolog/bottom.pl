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
    constant from the data (ilp.lazy, prolog/coverage.pl ilp_lazy/6).
*/
:- module(ilp_bottom, [ilp_bottom/7, ilp_bottom_data/7]).

:- use_module(limits).
:- use_module(modes).
% limit/2 below; loaded here, not autoloaded inside the first inference-limited mode call
% (loading costs tens of thousands of inferences that call would be charged for)
:- use_module(library(solution_sequences)).

:- op(200, fy, #).     % Progol's constant marker in mode declarations (local to this module)

:- dynamic kn/5.        % kn(Hash, Type, Term, VarIndex, Depth)
:- dynamic nvars/1.
:- dynamic litseen/1.
:- dynamic lit/8.       % lit(Text, Ins, Outs, Depth, Recall, Const, Rec, Lazy)  (in order of discovery)
:- dynamic headlit/1.   % the head literal, '$VAR'-named like the body literals
:- dynamic headout/1.   % the variables of the head's output (-type) arguments
:- dynamic known_outputs_only/0.   % in the closing pass over providers (closing/6)
:- dynamic known_at/6.  % known_at(Hash, Type, Term, Position, Var, Depth): joins' index

%!  ilp_bottom(+M, +ExId, +Depth, +Limit, +StarRecall, +Determinates, -Result) is det.
%   Determinates (true/false): whether the closing pass also adds determinate literals (see
%   closing/6).  Result = bottom(HeadText, HeadVars, VarTypes, Lits, HeadOuts) | error(Message),
%   HeadOuts the variables of the head's output (-type) arguments, and where
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
    findall(V, headout(V), HOuts),
    Result = bottom(HText, HVars, Types, Lits, HOuts),
    cleanup.
ilp_bottom(_, ExId, _, _, _, _, error(Msg)) :-
    cleanup,
    format(atom(Msg), "example ~w matches no modeh declaration", [ExId]).

%!  ilp_bottom_data(+M, +ExId, +Depth, +Limit, +StarRecall, +Determinates, -Result) is det.
%   ilp_bottom/7 as the learner reads it: the literals' texts, the variables' types and the
%   recall '*' as strings, so that all of it is numbers, strings and lists, which Python reads
%   as one JSON text (ilp/swipl.py).  Atoms are read one by one: a bottom clause of 30,000
%   literals took longer to read than to build and search.
ilp_bottom_data(M, ExId, Depth, Limit, Star, Dets, Result) :-
    ilp_bottom(M, ExId, Depth, Limit, Star, Dets, Result0),
    (   Result0 = bottom(H, HVars, Types0, Lits0, HOuts)
    ->  maplist(atom_string, Types0, Types),
        maplist(literal_data, Lits0, Lits),
        Result = bottom(H, HVars, Types, Lits, HOuts)
    ;   Result = Result0
    ).

literal_data([Text0, I, O, D, R0, C, Rec, Lazy], [Text, I, O, D, R, C, Rec, Lazy]) :-
    atom_string(Text0, Text),
    ( R0 == '*' -> R = "*" ; R = R0 ).

%   closing(+M, +MaxDepth, +Modes, +Limit, +Star, +Dets): one more level, MaxDepth + 1, where
%   only literals without outputs (tests) may use the deepest variables -- and, with Dets, first
%   determinate literals (recall 1) whose outputs those tests can then check: a one-answer
%   property of a deepest variable (size(S, N)) compared with another (weight(S, N))
%   costs one literal per variable, where a further full level multiplies the bottom clause.
%   Then, when the head has outputs, the other providers, keeping only the answers whose
%   outputs are all known terms, one of them a head output: those bind nothing new and end
%   a chain of steps at the head's output (right(W4, W5) when W5 is the output).
closing(M, MaxDepth, Modes, Limit, Star, Dets) :-
    Last is MaxDepth + 1,
    (   Dets == true
    ->  include(determinate_provider, Modes, DetModes),
        level(M, Last, DetModes, Limit, Star)
    ;   true
    ),
    include(no_outputs, Modes, Tests),
    level(M, Last, Tests, Limit, Star),
    (   headout(_)
    ->  exclude(no_outputs, Modes, Providers),
        setup_call_cleanup(assertz(known_outputs_only),
                           level(M, Last, Providers, Limit, Star),
                           retractall(known_outputs_only))
    ;   true
    ).

determinate_provider(1-Mode) :-
    template_markers(Mode, Ms), memberchk(out(_), Ms), memberchk(in(_), Ms).

no_outputs(_-Mode) :- template_markers(Mode, Ms), \+ memberchk(out(_), Ms).

cleanup :- retractall(kn(_,_,_,_,_)), retractall(litseen(_)), retractall(lit(_,_,_,_,_,_,_,_)),
    retractall(headlit(_)), retractall(headout(_)), retractall(known_at(_,_,_,_,_,_)).

%   head_arg(+Value, +Spec, -Arg, -Var): a head argument; an output (-type) variable is known
%   (later literals may bind it) but never an input of a body literal: the body computes it.
head_arg(X, #_, X, none) :- !.
head_arg(X, +T, '$VAR'(Name), V) :- !, term_var(X, T, 0, V, _), var_name(V, Name).
head_arg(X, -T, '$VAR'(Name), V) :- !, term_var(X, T, 0, V, _), var_name(V, Name),
    assertz(headout(V)).
head_arg(X, _, X, none).                  % a constant in the head mode

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
    % snapshot: terms known before level D; a head's output is never an input
    findall(T-X-V-VD, ( kn(_, T, X, V, VD), \+ headout(V) ), Known),
    retractall(known_at(_, _, _, _, _, _)),     % indexed by the level's first join
    forall(member(R-Mode, Modes), mode_level(M, D, Prev, Known, R, Mode, Limit, Star)).

mode_level(M, D, Prev, Known, R, Mode, Limit, Star) :-
    template_markers(Mode, Ms),
    (   \+ memberchk(in(_), Ms), D > 1 -> true             % no inputs: only at level 1
    ;   joinable(M, Mode, Ms)
    ->  join_level(M, D, Prev, Known, R, Mode, Ms, Limit, Star)
    ;   forall(( template_goal(Mode, Goal, Vars),
                 inputs(Ms, Vars, Known, Prev, Ins, false, Saw), (Saw == true ; Ins == []) ),
               call_mode(M, D, R, Mode, Ms, Goal, Vars, Ins, Limit, Star))
    ).

/*  Joins.  A mode with several inputs is called once per combination of known terms: with K
    terms known, K^2 calls for two inputs, most of them failing (a graph's edge(+node, +node)
    on a bottom clause of a thousand terms: a million calls, tens of seconds).  When the
    predicate is defined by facts alone, calling it with only the first input bound and the
    others unbound gives exactly the facts the combinations would match, in one indexed call:
    each answer whose other inputs are known terms of their type is kept, at most Recall
    answers per combination, in the order the combinations would have given (the literals'
    order decides the search's).  An answer set past the inference limit falls back to the
    calls one combination at a time, as does any other predicate (rules may need their inputs
    bound).
*/

index_known(Known) :-
    forall(nth0(P, Known, T-X-V-VD),
           ( ( ground(X) -> term_hash(X, H) ; H = nonground ),
             assertz(known_at(H, T, X, P, V, VD)) )).

known_position(T, X, P, V, VD) :-
    ( ground(X) -> term_hash(X, H) ; H = nonground ),
    known_at(H, T, Y, P, V, VD), Y == X, !.

%   joinable(+M, +Mode, +Markers): a flat, non-negated mode with two inputs or more, not lazy,
%   whose predicate M defines by facts only.
joinable(M, Mode, Ms) :-
    Mode \= (\+ _),
    include([Mk]>>(Mk = in(_)), Ms, [_, _|_]),
    Mode =.. [_|Specs],
    forall(member(S, Specs), ( nonvar(S), ( S = +_ ; S = -_ ; S = #_ ) )),
    \+ lazy_declared(M, Mode),
    template_goal(Mode, Goal, _),
    predicate_property(M:Goal, defined),
    \+ predicate_property(M:Goal, foreign),
    \+ predicate_property(M:Goal, tabled),
    predicate_property(M:Goal, number_of_rules(0)).

join_level(M, D, Prev, Known, R, Mode, Ms, Limit, Star) :-
    ( known_at(_, _, _, _, _, _) -> true ; index_known(Known) ),
    ( R == '*' -> N = Star ; N = R ),
    nth1(First, Ms, in(T1)), !,
    forall(member(T1-X-V-VD, Known),
           join_first(M, D, Prev, Known, R, N, Mode, Ms, First, X-V-VD, Limit, Star)).

%   join_first(...): the combinations whose first input is X (variable V, depth VD).
join_first(M, D, Prev, Known, R, N, Mode, Ms, First, X-V-VD, Limit, Star) :-
    template_goal(Mode, Goal, Vars),
    nth1(First, Vars, X),
    call_limited(findall(Vars, M:Goal, Sols), Limit, Res),
    (   Res == true
    ->  join_answers(Sols, Ms, Prev, V-VD, Keyed),
        keysort(Keyed, Sorted),
        recall_groups(Sorted, N, Kept),
        forall(member(_-(Ins-Sol), Kept),
               (   outputs_allowed(Ms, Sol)
               ->  add_literal(Mode, Ms, Sol, Ins, D, R, [])
               ;   true
               ))
    ;   % past the inference limit: one combination at a time, as for any other predicate
        forall(( template_goal(Mode, Goal1, Vars1), nth1(First, Vars1, X),
                 inputs(Ms, Vars1, Known, Prev, Ins, false, Saw), nth1(1, Ins, V),
                 Saw == true ),
               call_mode(M, D, R, Mode, Ms, Goal1, Vars1, Ins, Limit, Star))
    ).

%   join_answers(+Sols, +Markers, +Prev, +V-VD, -Keyed): Key-(Ins-Sol) for each answer whose
%   inputs are all known terms of their type, one of them new at level Prev; Key the known
%   positions of the inputs after the first (the order of the combinations).
join_answers([], _, _, _, []).
join_answers([Sol|Sols], Ms, Prev, V-VD, Keyed) :-
    (   answer_inputs(Ms, Sol, first, Ins, Key, VD, MaxD), MaxD >= Prev
    ->  Ins = [V|_], Keyed = [Key-(Ins-Sol)|Keyed1]
    ;   Keyed = Keyed1
    ),
    join_answers(Sols, Ms, Prev, V-VD, Keyed1).

answer_inputs([], [], _, [], [], D, D).
answer_inputs([Mk|Ms], [X|Xs], Seen, Ins, Key, D0, D) :-
    (   Mk = in(_), Seen == first
    ->  Ins = [_|Ins1], Key = Key1, D1 = D0, Seen1 = rest
    ;   Mk = in(T)
    ->  known_position(T, X, P, V, VD),
        Ins = [V|Ins1], Key = [P|Key1], D1 is max(D0, VD), Seen1 = rest
    ;   Ins = Ins1, Key = Key1, D1 = D0, Seen1 = Seen
    ),
    answer_inputs(Ms, Xs, Seen1, Ins1, Key1, D1, D).

%   recall_groups(+Sorted, +N, -Kept): at most N answers per key (per combination of inputs).
recall_groups([], _, []).
recall_groups([K-A|Rest], N, Kept) :-
    take_same(K, Rest, 1, N, [K-A], Kept, Kept1, Rest1),
    recall_groups(Rest1, N, Kept1).

take_same(K, [K1-A|Rest], C, N, Acc, Kept, Tail, Rest1) :-
    K1 == K, !,
    (   C < N -> C1 is C + 1, take_same(K, Rest, C1, N, [K1-A|Acc], Kept, Tail, Rest1)
    ;   take_same(K, Rest, C, N, Acc, Kept, Tail, Rest1)
    ).
take_same(_, Rest, _, _, Acc, Kept, Tail, Rest) :-
    reverse(Acc, Group), append(Group, Tail, Kept).

%   inputs(+Markers, ?Vars, +Known, +Prev, -InVars, +Saw0, -Saw): bind the variables of the
%   input markers to known terms of their type; Saw tells whether one is of depth Prev (new at
%   the previous level) -- combinations of older terms only were already tried earlier.
inputs([], [], _, _, [], Saw, Saw).
inputs([Mk|Ms], [X|Xs], Known, Prev, Ins, Saw0, Saw) :-
    (   Mk = in(T) -> member(T-X-V-VD, Known), Ins = [V|Ins1],
        ( VD >= Prev -> Saw1 = true ; Saw1 = Saw0 )   % > only in the closing tests
    ;   Ins = Ins1, Saw1 = Saw0
    ),
    inputs(Ms, Xs, Known, Prev, Ins1, Saw1, Saw).

call_mode(M, D, R, Mode, Ms, Goal, Vars, Ins, Limit, Star) :-
    ( R == '*' -> N = Star ; N = R ),
    (   lazy_declared(M, Mode), lazy_sources(Mode, _)
    ->  add_lazy_literal(Mode, Ms, Vars, Ins, D, R)          % declared: never called here
    ;   call_limited(findall(Vars, limit(N, M:Goal), Sols), Limit, Res),
        (   Res == exceeded -> true
        ;   Res = error(error(instantiation_error, _)), lazy_sources(Mode, _)
        ->  add_lazy_literal(Mode, Ms, Vars, Ins, D, R)      % the constant must be given: lazy
        ;   Res = error(_) -> true
        ;   forall(( member(Sol, Sols), outputs_allowed(Ms, Sol) ),
                   add_literal(Mode, Ms, Sol, Ins, D, R, []))
        )
    ).

%   outputs_allowed(+Markers, +Values): always, but in the closing pass over providers
%   (known_outputs_only), where every output value must be a known term of its type, one of
%   them a head output.
outputs_allowed(Ms, Vals) :-
    (   known_outputs_only
    ->  forall(nth1(K, Ms, out(T)), ( nth1(K, Vals, X), known_term(X, T, _) )),
        once(( nth1(K, Ms, out(T)), nth1(K, Vals, X), known_term(X, T, V), headout(V) ))
    ;   true
    ).

known_term(X, T, Var) :-
    ground(X), term_hash(X, H),
    kn(H, T, Y, V, _), Y == X, !,
    Var = V.

lazy_declared(M, Mode) :-
    functor(Mode, Name, A),
    current_predicate(M:'$ilp_lazy'/2), M:'$ilp_lazy'(Name, A), !.

%   lazy_sources(+Mode, -Positions): the mode may give a lazy literal -- a flat atom with
%   exactly one #type argument, no outputs, not the head's predicate -- and Positions (0-based)
%   are its + arguments of the #argument's type, at least one: their values are the candidate
%   constants (a threshold is one of the values compared).  Other modes stay as they were.
lazy_sources(Mode, Positions) :-
    Mode \= (\+ _),
    Mode =.. [Name|Specs],
    forall(member(S, Specs), ( nonvar(S), (S = +_ ; S = -_ ; S = #_) )),
    \+ memberchk(-_, Specs),
    include([S]>>(S = #_), Specs, [#T]),
    length(Specs, A),
    \+ ( headlit(H), functor(H, Name, A) ),
    findall(K, nth0(K, Specs, +T), Positions),
    Positions \== [].

%   add_lazy_literal(+Mode, +Markers, +Vars, +Ins, +D, +R): the literal with '$lazy' at its
%   #argument (the inputs bound in Vars).
add_lazy_literal(Mode, Ms, Vars, Ins, D, R) :-
    lazy_sources(Mode, Positions),
    maplist([Mk, X, Y]>>(Mk = const(_) -> Y = '$lazy' ; Y = X), Ms, Vars, Vals),
    add_literal(Mode, Ms, Vals, Ins, D, R, Positions).

%   add_literal(+Mode, +Markers, +Values, +Ins, +D, +R, +Lazy): the literal of Mode whose place
%   markers have the Values (inputs, outputs and constants), unless already known.
add_literal(Mode, Ms, Vals, Ins, D, R, Lazy) :-
    lit_args(Ms, Vals, D, LArgs, Outs),
    template_goal(Mode, L, LArgs),
    (   litseen(L) -> true
    ;   headlit(L) -> true              % the head itself (a recursive mode): never in the body
    ;   assertz(litseen(L)),
        format(atom(Text), "~W", [L, [quoted(true), numbervars(true)]]),
        ( memberchk(const(_), Ms) -> C = 1 ; C = 0 ),
        recursion_args(L, Rec),
        assertz(lit(Text, Ins, Outs, D, R, C, Rec, Lazy))
    ).

%   recursion_args(+L, -Rec): Rec as described in ilp_bottom/7.
recursion_args(L, Rec) :-
    headlit(H),
    (   L \= (\+ _), functor(H, N, A), functor(L, N, A)
    ->  H =.. [_|HArgs], L =.. [_|LArgs],
        maplist(recursion_arg, LArgs, HArgs, Rec)
    ;   Rec = []
    ).

recursion_arg(X, HX, R) :-
    (   X == HX -> R = -1
    ;   X = '$VAR'(Nm), atom(Nm), atom_concat('V', NA, Nm) -> atom_number(NA, R)
    ;   R = -2
    ).

%   lit_args(+Markers, +Values, +D, -Args, -Outs): each marker's argument in the literal: the
%   variable of an input or output term, or a constant as it is; Outs the outputs' variables.
lit_args([], [], _, [], []).
lit_args([Mk|Ms], [X|Xs], D, [A|As], Outs) :-
    (   Mk = const(_) -> A = X, Outs = Outs1
    ;   Mk = in(T) -> term_var(X, T, D, V, _), var_name(V, Nm), A = '$VAR'(Nm), Outs = Outs1
    ;   Mk = out(T) -> term_var(X, T, D, V, _), var_name(V, Nm), A = '$VAR'(Nm), Outs = [V|Outs1]
    ),
    lit_args(Ms, Xs, D, As, Outs1).
