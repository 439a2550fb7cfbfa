/*  Clause texts: how the learner and the rule engine look inside a clause.

    Clauses travel between Python and Prolog as text; these predicates parse a clause text
    once and answer what Python needs (a readable form, its predicate, its literals).
*/
:- module(ilp_clauses, [portray_text/2, clause_indicator/2, clause_literals/2, clause_parts/4,
                        body_literals/2, failing_clause/3]).

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

written(Term, Text) :-
    format(atom(Text), "~W", [Term, [quoted(true), numbervars(true)]]).

var_numbers(T, Ns) :-
    findall(N, ( sub_term(S, T), compound(S), S = '$VAR'(N), integer(N) ), Ns0),
    sort(Ns0, Ns).
