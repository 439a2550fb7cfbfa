/*  Clause texts: how the learner and the rule engine look inside a clause.

    Clauses travel between Python and Prolog as text; these predicates parse a clause text
    once and answer what Python needs (a readable form, its predicate, its literals).
*/
:- module(ilp_clauses, [portray_text/2, clause_indicator/2, clause_literals/2, clause_parts/4,
                        body_literals/2, failing_clause/3, existence_body/3]).

%!  portray_text(+ClauseText, -Text) is det.
%   The clause as portray_clause/1 writes it: variables A, B, ..., singletons _, a final
%   full stop and newline.
portray_text(ClauseText, Text) :-
    term_to_atom(Clause, ClauseText),
    with_output_to(atom(Text), portray_clause(Clause)).

%!  clause_indicator(+ClauseText, -Indicator) is det.
%   Indicator: 'Name/Arity' of the clause's head, as an atom.
clause_indicator(ClauseText, Indicator) :-
    term_to_atom(Clause, ClauseText),
    ( Clause = (H :- _) -> true ; H = Clause ),
    functor(H, N, A),
    format(atom(Indicator), "~w/~w", [N, A]).

%!  clause_literals(+ClauseText, -N) is det.
%   N: the literals of the clause, its head included (a description length).
clause_literals(ClauseText, N) :-
    term_to_atom(Clause, ClauseText),
    (   Clause = (_ :- B) -> body_literals(B, Ls), length(Ls, K), N is K + 1 ; N = 1 ).

%!  failing_clause(+Name, +Arity, -Text) is det.
%   Text: a clause of Name/Arity that proves nothing (`Name(_, ...) :- fail`), written with
%   ~q: it defines the predicate in a program, so a call fails rather than reaching clauses
%   elsewhere.
failing_clause(Name, Arity, Text) :-
    functor(H, Name, Arity),
    format(atom(Text), "~q", [(H :- fail)]).

%!  clause_parts(+ClauseText, -HeadText, -HeadVars, -Literals) is semidet.
%   The clause with its variables numbered 0, 1, ...: HeadText, the head written with
%   those numbers ('$VAR'(N) as A, B, ...), HeadVars the numbers in the head, and Literals
%   a list of [LiteralText, VarNumbers], the body's literals in order.  Fails for a fact.
clause_parts(ClauseText, HeadText, HeadVars, Literals) :-
    term_to_atom(Clause, ClauseText),
    Clause = (Head :- Body),
    numbervars(Clause, 0, _),
    var_numbers(Head, HeadVars),
    written(Head, HeadText),
    body_literals(Body, Ls),
    findall([T, Vs], ( member(L, Ls), written(L, T), var_numbers(L, Vs) ), Literals).

%!  body_literals(+Body, -Literals) is det.
%   The conjuncts of Body, in order.
body_literals(Body, Literals) :-
    (   Body == true -> Literals = []
    ;   Body = (A, B) -> body_literals(A, LA), body_literals(B, LB), append(LA, LB, Literals)
    ;   Literals = [Body]
    ).

%!  existence_body(+Head, +Body, -Test) is det.
%   Test succeeds exactly when Body has a solution, for a call of Head with a ground argument
%   (coverage testing: does the clause prove the example?), with less backtracking.  The body
%   literals that share no variable but Head's are independent: plain Prolog, when one of
%   them fails, tries it again for every solution of the literals before it (a product of
%   their solutions), though only whether each has a solution matters.  So Test runs each
%   group of literals linked by variables once (`(Group -> true)`); within a group, once its
%   first literal has bound its variables, the literals after it are grouped the same way.
%   Where that cannot be relied on (Head not ground when called, a literal that leaves its
%   variables free, a cut in Body) Test runs Body as it is.  The literals keep their order.
existence_body(_, Body, Test) :-
    (   var(Body) ; sub_term(S, Body), S == ! ),
    !,
    Test = Body.
existence_body(Head, Body, Test) :-
    body_literals(Body, Ls),
    term_variables(Head, Bound),
    literal_groups(Ls, Bound, Groups),
    maplist(group_once(Bound), Groups, Tests),
    conjunction(Tests, Split),
    (   ( Groups = [_, _|_] ; sub_term(G, Split), compound(G), G = ground(_) )
    ->  Test = ( ground(Head) -> Split ; Body )
    ;   Test = Body              % one chain: nothing to split, and no check to pay for
    ).

group_once(Bound, Group, ( Test -> true )) :-
    chain(Group, Bound, [], Test).

%   chain(+Literals, +Bound, +Unchecked, -Test): a group's literals in order; after each, the
%   rest is split where it falls into several groups -- provided the variables taken as
%   bound since the last check (Unchecked) are, which is then checked: only there, since a
%   check after every solution of a literal costs as much as a cheap literal.
chain([L], _, _, L) :- !.
chain([L|Rest], Bound, Unchecked, ( L, RestTest )) :-
    term_variables(L, Vs),
    append(Bound, Vs, Bound1),
    append(Unchecked, Vs, Unchecked1),
    literal_groups(Rest, Bound1, Groups),
    (   Groups = [_]
    ->  chain(Rest, Bound1, Unchecked1, RestTest)
    ;   maplist(group_once(Bound1), Groups, Tests),
        conjunction(Tests, Split),
        conjunction(Rest, Plain),
        RestTest = ( ground(Unchecked1) -> Split ; Plain )
    ).

%   literal_groups(+Literals, +Bound, -Groups): Literals partitioned into the groups linked by
%   variables not in Bound, each group in the order of Literals, the groups in the order of
%   their first literals.
literal_groups(Ls, Bound, Groups) :-
    numbered(Ls, 1, ILs),
    foldl(join_group(Bound), ILs, [], Gs),
    maplist(sorted_members, Gs, Gs1),
    msort(Gs1, Gs2),
    maplist(pairs_values, Gs2, Groups).

sorted_members(_-Ms, Sorted) :- msort(Ms, Sorted).

numbered([], _, []).
numbered([L|Ls], I, [I-L|ILs]) :- I1 is I + 1, numbered(Ls, I1, ILs).

%   join_group(+Bound, +I-L, +Groups0, -Groups): Groups are FreeVars-Members pairs; the
%   literal joins every group it shares a free variable with, merging them.
join_group(Bound, I-L, Gs0, [Vs-Ms|Others]) :-
    term_variables(L, LVs),
    free_variables(LVs, Bound, Free),
    linked(Gs0, Free, Joined, Others),
    merged(Joined, Free-[I-L], Vs-Ms).

%   (No yall lambdas here: a lambda is copied before it runs, and with it the variables of
%   the clause it would compare.)
free_variables([], _, []).
free_variables([V|Vs], Bound, Free) :-
    (   memberchk_eq(V, Bound) -> Free = Free1 ; Free = [V|Free1] ),
    free_variables(Vs, Bound, Free1).

linked([], _, [], []).
linked([G|Gs], Free, Joined, Others) :-
    G = GVs-_,
    (   member(V, Free), memberchk_eq(V, GVs)
    ->  Joined = [G|Joined1], Others = Others1
    ;   Joined = Joined1, Others = [G|Others1]
    ),
    linked(Gs, Free, Joined1, Others1).

merged([], G, G).
merged([JVs-JMs|Js], AVs-AMs, G) :-
    append(JVs, AVs, BVs),
    append(JMs, AMs, BMs),
    merged(Js, BVs-BMs, G).

memberchk_eq(X, [Y|Ys]) :- ( X == Y -> true ; memberchk_eq(X, Ys) ).

conjunction([], true).
conjunction([G], G) :- !.
conjunction([G|Gs], (G, C)) :- conjunction(Gs, C).

written(Term, Text) :-
    format(atom(Text), "~W", [Term, [quoted(true), numbervars(true)]]).

var_numbers(T, Ns) :-
    findall(N, ( sub_term(S, T), compound(S), S = '$VAR'(N), integer(N) ), Ns0),
    sort(Ns0, Ns).
