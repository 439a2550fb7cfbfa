/*  Body order: the order in which a clause's literals are best called on a ground example.

    A clause grows one literal at a time, so its literals stand in the order they were added,
    not in the order that proves an example fastest.  On a large background the difference is
    a join's: `t(A,B) :- p(A,C), p(D,C), p(E,C), q(D,E)` calls q/2 for every pair of C's
    children, where `p(D,C), q(D,E), p(E,C)` follows q/2 from each child and checks the other.

    evaluation_body/4 gives the body to call when the head is ground (as examples are):
    - A literal of a *static predicate defined by facts alone* can be called with any
      arguments bound, so it can move within a run of such literals.  The next one is the
      one expected to give the fewest answers: the predicate's facts divided by the distinct
      values of its most selective bound argument (counted once per predicate, fact_stats/4).
    - Any other literal (a rule, a built-in, a dynamic predicate such as a recursive target)
      keeps its place relative to the literals that bind its arguments: it is called no earlier
      than when every variable it shared with the head or earlier literals is bound, and no
      fact literal after it moves before it (its cost is unknown).
    - A literal whose arguments are all bound (a test) goes first whenever it may.
    - A run of literals whose new variables are not used after it is wrapped in once/1: the
      rest of the body does not depend on which of its answers is taken, so failing later does
      not try the others (an example needs one proof).
    For pure background predicates the answers are the same as the body's; only the work
    differs, and so whether a costly example stays within the inference limit.
*/
:- module(ilp_body_order, [evaluation_clause/3, evaluation_body/4, fact_stats/4]).

:- use_module(clauses).
:- use_module(library(ordsets)).
:- use_module(library(apply)).
:- use_module(library(yall)).

:- dynamic stats_cache/4, module_joins/2.

%!  evaluation_clause(+M, +Clause, -Evaluated) is det.
%   Evaluated: Clause to assert for testing examples in module M: `H :- (ground(H) -> B1 ; B)`
%   with B1 the evaluation body of its body B, or Clause itself when B1 is B (a fact, or
%   nothing to reorder).  A call with a head that is not ground (a recursive call may make one)
%   runs the body as written.
evaluation_clause(M, (H :- B), Evaluated) :- !,
    evaluation_body(M, H, B, B1),
    (   B1 == B -> Evaluated = (H :- B) ; Evaluated = (H :- ( ground(H) -> B1 ; B )) ).
evaluation_clause(_, Fact, Fact).

%!  evaluation_body(+M, +Head, +Body, -Ordered) is det.
%   Ordered: Body's literals (of module M) reordered for a call with Head ground, and runs
%   that bind nothing used later wrapped in once/1.  Head and Body share their variables.
%   (The order is worked out on a numbered copy, variables as integers in ordered sets:
%   thousands of clauses are ordered in a search, each tested on a few dozen examples.)
evaluation_body(M, Head, Body, Ordered) :-
    body_literals(Body, Ls),
    (   Ls = [_, _|_], joins_matter(M)
    ->  copy_term(Head-Ls, H1-Ls1),
        numbervars(H1-Ls1, 0, _),
        numbers(H1, HVs),
        annotate(Ls, Ls1, M, HVs, 0, As),
        schedule(As, HVs, Sorted),
        once_runs(Sorted, HVs, [], Goals),
        conj(Goals, Ordered)
    ;   Ordered = Body                      % one literal: nothing to order or to take once
    ).

%   joins_matter(+M): M has a fact table of at least 1,000 facts.  Below that a join is cheap
%   and ordering a clause costs more than it saves (each takes about 0.1 ms: the noisy
%   Alzheimer tasks learned 1.3 times slower with it, their tables holding a few hundred
%   facts).  Decided once per module.
joins_matter(M) :-
    (   module_joins(M, Matter)
    ->  true
    ;   (   current_predicate(M:N/A), functor(G, N, A),
            \+ predicate_property(M:G, imported_from(_)),
            fact_table(M, G, Count), Count >= 1000
        ->  Matter = true
        ;   Matter = false
        ),
        assertz(module_joins(M, Matter))
    ),
    Matter == true.

%   numbers(+Term, -Vs): the numbers of the '$VAR'(N) in Term, an ordered set.
numbers(T, Vs) :-
    findall(N, ( sub_term(S, T), compound(S), S = '$VAR'(N) ), Ns),
    sort(Ns, Vs).

%   annotate(+Literals, +Numbered, +M, +Bound, +I, -Annotated): each literal as
%   lit(I, L, Vs, Needs, Kind): Vs its variables, Needs those it shares with the head and the
%   literals before it (bound when it is called in the written order), Kind
%   fact(Count, Distinct, ArgVs) for a literal of a fact table (fact_stats/4; ArgVs the
%   variables of each argument), else other.
annotate([], [], _, _, _, []).
annotate([L|Ls], [L1|Ls1], M, Bound, I, [lit(I, L, Vs, Needs, Kind)|As]) :-
    numbers(L1, Vs),
    ord_intersection(Vs, Bound, Needs),
    (   fact_literal(M, L, Count, Distinct)
    ->  L1 =.. [_|Args], maplist(numbers, Args, ArgVs), Kind = fact(Count, Distinct, ArgVs)
    ;   Kind = other
    ),
    ord_union(Bound, Vs, Bound1),
    I1 is I + 1,
    annotate(Ls, Ls1, M, Bound1, I1, As).

%   schedule(+Annotated, +Bound, -Literals): the calling order, as lit(L, Vs).
schedule([], _, []) :- !.
schedule(As, Bound, [lit(L, Vs)|Ls]) :-
    pick(As, Bound, Next),
    Next = lit(I, L, Vs, _, _),
    exclude(has_index(I), As, Rest),
    ord_union(Bound, Vs, Bound1),
    schedule(Rest, Bound1, Ls).

%   pick(+Annotated, +Bound, -Next): a test that may be called now; else, among the fact
%   literals that precede every other literal left, the one with the fewest expected
%   answers; else the first literal left (callable: the literals before it are called).
%   A fact literal does not jump a rule or built-in unless it is a test: nothing says what
%   those cost.
pick(As, Bound, Next) :-
    member(A, As), A = lit(_, _, Vs, _, _), ord_subset(Vs, Bound), !,
    Next = A.                 % a test: a rule's Needs are among its variables, all bound
pick(As, Bound, Next) :-
    leading_facts(As, Facts),
    (   Facts == []
    ->  As = [Next|_]
    ;   best_fact(Facts, Bound, none, Next)
    ).

leading_facts([A|As], [A|Fs]) :-
    A = lit(_, _, _, _, fact(_, _, _)), !,
    leading_facts(As, Fs).
leading_facts(_, []).

%   best_fact(+Facts, +Bound, +Best0, -Best): the first of the fewest expected answers.
best_fact([], _, _-Best, Best).
best_fact([A|As], Bound, Best0, Best) :-
    A = lit(_, _, _, _, fact(Count, Distinct, ArgVs)),
    expected(ArgVs, Distinct, Bound, Count, E),
    (   Best0 = E0-_, E0 =< E -> Best1 = Best0 ; Best1 = E-A ),
    best_fact(As, Bound, Best1, Best).

has_index(I, lit(J, _, _, _, _)) :- I == J.

%   expected(+ArgVs, +Distinct, +Bound, +E0, -E): the answers expected from a fact literal
%   with the variables of Bound bound (and its constants): the facts (E0) over the distinct
%   values of its most selective bound argument, or all facts when none is bound.
expected([], [], _, E, E).
expected([Vs|ArgVs], [D|Ds], Bound, E0, E) :-
    (   ord_subset(Vs, Bound) -> E1 is min(E0, E0 / max(1, D)) ; E1 = E0 ),
    expected(ArgVs, Ds, Bound, E1, E).

%   fact_literal(+M, +L, -Count, -Distinct): L calls a static predicate of M defined by
%   facts alone, with the statistics of fact_stats/4.
fact_literal(M, L, Count, Distinct) :-
    fact_table(M, L, _),
    functor(L, N, A),
    fact_stats(M, N/A, Count, Distinct).

%   fact_table(+M, +G, -Count): G calls a static predicate of M defined by Count facts alone.
fact_table(M, G, Count) :-
    callable(G),
    \+ predicate_property(M:G, built_in),
    \+ predicate_property(M:G, dynamic),
    predicate_property(M:G, number_of_rules(0)),
    predicate_property(M:G, number_of_clauses(Count)), Count > 0.

%!  fact_stats(+M, +Name/Arity, -Count, -Distinct) is det.
%   Count: the facts of the static fact predicate M:Name/Arity; Distinct: per argument, the
%   number of distinct values it takes.  Counted on first use and remembered while the
%   predicate keeps as many facts (a module loaded again under the same name is counted
%   again).
fact_stats(M, N/A, Count, Distinct) :-
    functor(G, N, A),
    predicate_property(M:G, number_of_clauses(Count)),
    (   stats_cache(M, N/A, Count, Distinct)
    ->  true
    ;   retractall(stats_cache(M, N/A, _, _)),
        findall(D, ( between(1, A, K),
                     findall(X, ( M:G, arg(K, G, X) ), Xs),
                     sort(Xs, S), length(S, D) ), Distinct),
        assertz(stats_cache(M, N/A, Count, Distinct))
    ).

%   once_runs(+Literals, +Bound, +Later, -Goals): Literals (lit(L, Vs)) with each shortest run
%   whose new variables (not in Bound: the head's and earlier literals') are used neither
%   after it nor in Later (the variables of the literals after Literals) called as
%   (Run -> true); inside a run the same, after its first literal.  The last run of the body is
%   left as it is: the whole call is taken once.
once_runs([], _, _, []).
once_runs([L|Ls], Bound, Later, [G|Gs]) :-
    run(Ls, [L], Bound, Later, Run, Rest),
    Run = [First|Inner],
    First = lit(FL, FVs),
    ord_union(Bound, FVs, Bound1),
    used(Rest, Later, Later1),
    once_runs(Inner, Bound1, Later1, InnerGoals),
    conj([FL|InnerGoals], C),
    (   Rest == [], Later == [] -> G = C ; G = (C -> true) ),
    foldl([lit(_, Vs), B0, B]>>ord_union(B0, Vs, B), Run, Bound, Bound2),
    once_runs(Rest, Bound2, Later, Gs).

%   run(+Literals, +Run0, +Bound, +Later, -Run, -Rest): extend Run0 (reversed) until the
%   variables it binds beyond Bound are not used in the literals left nor in Later.
run(Ls, Run0, Bound, Later, Run, Rest) :-
    foldl([lit(_, Vs), B0, B]>>ord_union(B0, Vs, B), Run0, [], RVs),
    ord_subtract(RVs, Bound, New),
    used(Ls, Later, Used),
    (   Ls = [L|Ls1], \+ ord_disjoint(New, Used)
    ->  run(Ls1, [L|Run0], Bound, Later, Run, Rest)
    ;   reverse(Run0, Run), Rest = Ls
    ).

%   used(+Literals, +Later, -Used): the variables of Literals and Later.
used(Ls, Later, Used) :-
    foldl([lit(_, Vs), U0, U]>>ord_union(U0, Vs, U), Ls, Later, Used).

conj([], true).
conj([G], G) :- !.
conj([G|Gs], (G, C)) :- conj(Gs, C).
