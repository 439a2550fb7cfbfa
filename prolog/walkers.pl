/*  Walkers: the compiled clause that tries a candidate on the steps of a target (the
    planned clauses of a rule set, in order), for prolog/rules.pl.

    A planned clause proves a candidate when its Post holds for the candidate (its head and
    its Pre answer PreOut) on some answer of its last stage (prolog/plans.pl).  A walker
    tries the clauses in order and names the first that proves the candidate:

        Walker(Item, PreOut, Results, Aggregates, K)

    Results holds the stages' answers (tuples(Ts) at each stage's position), Aggregates what
    walk_aggregates/4 computes from them once per position.  Each step is one of:
      - a loop over the stage's answers, trying the Post on each (its tests unfolded,
        ilp_plans:unfold_goal/3), stopping at the first that holds;
      - a bit test, when the Post (unfolded) is unifications on each side and one test
        X /\ Y =\= 0, X from the answer and Y from the candidate: some answer has a bit of Y
        in X exactly when the union (bitwise or) of the X of all answers does, so that union
        is computed once per position (its fold over the answers) and each candidate tests
        its Y against it.  A test of membership in the union of the stage's sets instead of
        a loop over them.
*/
:- module(ilp_walkers, [walker/5, walk_aggregates/4, drop_walker/3]).

:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(clauses).
:- use_module(plan_programs).

%!  walker(+Module, +Steps, +Item, +Head, -Name) is det.
%   Assert Module:Name(I, PreOut, Results, Aggregates, K): K the position (0-based) of the
%   first of Steps (planned(Id, Name, Map, Pos) or never(Name)) whose Post holds for the
%   head of the candidate I (Head for Item) and PreOut on some answer of its stage in
%   Results; and Name's aggregates (walk_aggregates/4).  Both static.
walker(Module, Steps, Item, Head, Name) :-
    flag(ilp_walkers, N, N + 1),
    format(atom(Name), '$ilp_walk_~d', [N]),
    numbered_steps(Steps, 0, Numbered),
    copy_term(Item-Head, I-H),
    foldl(walk_branch(Module, Name, H, PreOut, Res, Aggs, K), Numbered, Branches-Folds,
          []-[]),
    (   Branches == [] -> Body = fail ; if_chain(Branches, Body) ),
    Clause =.. [Name, I, PreOut, Res, Aggs, K],
    length(Steps, Len),
    aggregator(Name, Len, Folds, AggClause),
    assert_compiled(Module, [(Clause :- Body), AggClause]).

%!  walk_aggregates(+Module, +Walker, +Results, -Aggregates) is det.
%   The unions the bit-test steps of Walker need, from the stages' answers Results.
walk_aggregates(Module, Walker, Results, Aggregates) :-
    aggregator_name(Walker, Name),
    call(Module:Name, Results, Aggregates).

%!  drop_walker(+Module, +Walker, +Steps) is det.
%   Abolish the walker Walker of Steps and its loops.
drop_walker(Module, Walker, Steps) :-
    abolish(Module:Walker/5),
    aggregator_name(Walker, Agg),
    abolish(Module:Agg/2),
    forall(nth0(N, Steps, planned(_, _, _, _)),
           (   walk_loop(Walker, N, Loop),
               ( current_predicate(Module:Loop/A) -> abolish(Module:Loop/A) ; true )
           )).

%   A planned step: a bit test on the union of its answers' X (the step's loop a fold, noted
%   in Folds as N-Pos), or its Post tried on each answer by a loop of its own (no choice
%   point per answer).  A step whose Post cannot take the candidate's head is left out.
walk_branch(Module, Walker, H, PreOut, Res, Aggs, K, N-Step, Bs0-Fs0, Bs-Fs) :-
    (   Step = planned(Id, _, _, Pos),
        clause(Module:'$ilp_post'(Id, H1, PreOut1, Proj), Post0),
        \+ H1-PreOut1 \= H-PreOut
    ->  unfold_goal(Module, Post0, Post),
        walk_loop(Walker, N, Loop),
        (   bit_test(Post, Proj, H1-PreOut1, Answer, X, Candidate, Y)
        ->  L0 =.. [Loop, [], U, U],
            L1 =.. [Loop, [Proj|Ps], U0, U2],
            L2 =.. [Loop, Ps, U1, U2],
            assert_compiled(Module, [L0, (L1 :- ( Answer -> U1 is U0 \/ X ; U1 = U0 ), L2)]),
            H1-PreOut1 = H-PreOut,
            A is N + 1,
            Bs0 = [( arg(A, Aggs, Union), Candidate, Union /\ Y =\= 0 )-(K = N)|Bs],
            Fs0 = [N-Pos|Fs]
        ;   L0 =.. [Loop, [Proj|Ps], H1, PreOut1],
            L1 =.. [Loop, Ps, H1, PreOut1],
            assert_compiled(Module, [(L0 :- ( Post -> true ; L1 ))]),
            Call =.. [Loop, Ts, H, PreOut],
            Bs0 = [( arg(Pos, Res, tuples(Ts)), Call )-(K = N)|Bs],
            Fs0 = Fs
        )
    ;   Bs0 = Bs, Fs0 = Fs
    ).

%   aggregator(+Walker, +Len, +Folds, -Clause): Agg(Results, Aggregates), aggs/Len: at N+1
%   the union of X over the answers of step N's stage (its fold) for each N-Pos of Folds,
%   0 for any other step.
aggregator(Walker, Len, Folds, (Head :- Body)) :-
    aggregator_name(Walker, Agg),
    functor(Aggs, aggs, Len),
    Head =.. [Agg, Res, Aggs],
    ( Len > 0 -> numlist(1, Len, As) ; As = [] ),
    foldl(aggregate_goal(Walker, Res, Aggs, Folds), As, Goals, []),
    literals_body(Goals, Body).

aggregate_goal(Walker, Res, Aggs, Folds, A, Gs0, Gs) :-
    arg(A, Aggs, U),
    N is A - 1,
    (   memberchk(N-Pos, Folds)
    ->  walk_loop(Walker, N, Fold),
        Call =.. [Fold, Ts, 0, U],
        Gs0 = [arg(Pos, Res, tuples(Ts)), Call|Gs]
    ;   Gs0 = [U = 0|Gs]
    ).


%   bit_test(+Post, +Proj, +CandidateTerm, -Answer, -X, -Candidate, -Y): Post is unifications
%   on the answer Proj's side (Answer), literals on the candidate's side (Candidate: its head
%   and Pre answer) and one test X /\ Y =\= 0 (either way round) whose X is on the answer's
%   side and Y on the candidate's.  The sides share no variable.
bit_test(Post, Proj, CandidateTerm, Answer, X, Candidate, Y) :-
    body_literals(Post, Ls),
    select(Test, Ls, Rest),
    nonvar(Test), Test = (E =\= Z), Z == 0,
    nonvar(E), E = (P /\ Q),
    term_variables(Proj, PV0),
    term_variables(CandidateTerm, CV0),
    \+ ( member(V, PV0), var_in(CV0, V) ),
    sides(Rest, PV0, PV, CV0, CV, As, Cs),
    (   vars_within(P, PV), vars_within(Q, CV) -> X = P, Y = Q
    ;   vars_within(Q, PV), vars_within(P, CV) -> X = Q, Y = P
    ),
    literals_body(As, Answer),
    literals_body(Cs, Candidate).

%   Each literal on one side: a unification meeting the answer's variables (and none of the
%   candidate's) on the answer's, one not meeting them on the candidate's.
sides([], PV, PV, CV, CV, [], []).
sides([L|Ls], PV0, PV, CV0, CV, As, Cs) :-
    term_variables(L, LV),
    (   member(V, LV), var_in(PV0, V)
    ->  \+ ( member(W, LV), var_in(CV0, W) ),
        nonvar(L), L = (_ = _),
        append(PV0, LV, PV1),
        As = [L|As1],
        sides(Ls, PV1, PV, CV0, CV, As1, Cs)
    ;   append(CV0, LV, CV1),
        Cs = [L|Cs1],
        sides(Ls, PV0, PV, CV1, CV, As, Cs1)
    ).

vars_within(T, Vs) :-
    term_variables(T, TV),
    forall(member(V, TV), var_in(Vs, V)).

%   The loop (or fold) of step N of the walker Walker, and its aggregator.
walk_loop(Walker, N, Loop) :-
    format(atom(Loop), '~w_~d', [Walker, N]).

aggregator_name(Walker, Agg) :-
    format(atom(Agg), '~w_aggs', [Walker]).

if_chain([C-T], (C -> T ; fail)) :- !.
if_chain([C-T|Bs], (C -> T ; Else)) :- if_chain(Bs, Else).

numbered_steps([], _, []).
numbered_steps([S|Ss], K, [K-S|Ns]) :- K1 is K + 1, numbered_steps(Ss, K1, Ns).
