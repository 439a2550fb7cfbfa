/*  plunit tests for prolog/plans.pl (ilp_plans) and prolog/plan_programs.pl
    (ilp_plan_programs): clauses split into a per-candidate part and a part computed once per
    key, in stages shared between clauses, and those stages compiled into one clause per
    program.
    Run: swipl -g run_tests -t halt tests/prolog/plans.plt

    The background t_pln (and its copy t_pln2): a candidate X has the key X mod 3; each key
    has five values; diff/3 is a (semidet) difference, small/1 and has/2 are tests.
*/
:- use_module(library(plunit)).
:- use_module(library(lists)).
:- use_module(library(apply)).
:- prolog_load_context(directory, Dir),
   forall(member(M, [plans, plan_programs]),
          ( atomic_list_concat([Dir, '/../../prolog/', M, '.pl'], F), use_module(F) )).

bk(M) :-
    forall(member(C, [ (key(X, K) :- integer(X), K is X mod 3),
                       (val(K, V) :- between(0, 4, I), V is K + I * I),
                       (diff(V, W, D) :- V > W, D is V - W),
                       (small(D) :- D < 5),
                       (has(X, D) :- 0 =:= (X + D) mod 4) ]),
           assertz(M:C)).

:- bk(t_pln), bk(t_pln2).

% for unfold_goal/3: tests of one clause over built-ins, and some that are not
t_unf:pos(m(A, _, _)) :- A > 0.
t_unf:same(X, X).
t_unf:two(1).
t_unf:two(2).
t_unf:user(X) :- t_unf:pos(X).
t_unf:cut(X) :- X > 0, !.

pis([key/2, val/2, diff/3, small/1, has/2]).

% c1 and c2 begin with the same block stage (two values of the key and their difference)
c1((p(X) :- key(X, K), val(K, V), val(K, W), diff(V, W, D), small(D), has(X, D))).
c2((p(X) :- key(X, K), val(K, V), val(K, W), diff(V, W, D), val(K, U), diff(D, U, E),
            has(X, E))).
% c3's stages each have one child: computed inside it, not collected
c3((p(X) :- key(X, K), val(K, V), val(K, W), diff(V, W, D), diff(V, D, E), small(D),
            has(X, E))).

% c6's first stage (two values and their difference, keeping one value) is c1's first
% stage with one more variable kept: c1's is its projection
c6((p(X) :- key(X, K), val(K, V), val(K, W), diff(V, W, D), diff(D, W, E), small(D),
            has(X, E))).

planned(M, Id, Clause) :-
    pis(PIs),
    plan_clause(M, Id, Clause, PIs, [1]).

chain(M, Stage, [Stage|Ps]) :-
    stage(M, Stage, Parent, _),
    ( Parent == none -> Ps = [] ; chain(M, Parent, Ps) ).

:- begin_tests(plans).

test(split_pre_block_post, [true(Kinds == [filter, t])]) :-
    c1(C), planned(t_pln, c1, C),
    plan(t_pln, c1, Head, _, PreOut, Key, _, Last, Proj),
    Head = p(X), Key = [K],
    clause(t_pln:'$ilp_pre'(_, [X], PreOut), Pre),
    Pre == key(X, K),                       % the candidate's part: its key
    Proj = t(D),
    clause(t_pln:'$ilp_post'(c1, p(X), PreOut, Proj), Post),
    Post == has(X, D),                      % tried per candidate on the block's answers
    chain(t_pln, Last, Stages),
    maplist([S, Kd]>>stage(t_pln, S, _, Kd), Stages, Kinds).

test(clauses_share_stages_and_pre) :-
    c1(C1), c2(C2), planned(t_pln, s1, C1), planned(t_pln, s2, C2),
    plan(t_pln, s1, _, Pre1, _, _, Class1, Last1, _),
    plan(t_pln, s2, _, Pre2, _, _, Class2, Last2, _),
    Pre1 == Pre2, Class1 == Class2,
    chain(t_pln, Last1, [_, First1]),
    chain(t_pln, Last2, [_, First2]),
    First1 == First2,                       % the pair stage, computed once for both
    stage(t_pln, Last2, Parent2, joined),
    Parent2 == First2.

test(not_planned_outside_pis, [fail]) :-
    plan_clause(t_pln, nope, (p(X) :- key(X, K), val(K, V), format("~w", [V])),
                [key/2, val/2], [1]).

test(not_planned_without_a_block, [fail]) :-
    pis(PIs),
    plan_clause(t_pln, nope, (p(X) :- key(X, K), has(X, K)), PIs, [1]).

test(drop_plan_keeps_shared_stages) :-
    c1(C1), c2(C2), planned(t_pln, d1, C1), planned(t_pln, d2, C2),
    plan(t_pln, d1, _, _, _, _, _, Last1, _),
    drop_plan(t_pln, d1),
    \+ plan(t_pln, d1, _, _, _, _, _, _, _),
    \+ clause(t_pln:'$ilp_post'(d1, _, _, _), _),
    stage(t_pln, Last1, _, _),
    plan(t_pln, d2, _, _, _, _, _, _, _).

test(compiled_program_answers_the_stages) :-
    forall(member(M, [t_pln, t_pln2]),
           ( c1(C1), c2(C2), planned(M, k1, C1), planned(M, k2, C2) )),
    declare_semidet(t_pln2, [diff/3]),
    forall(member(M, [t_pln, t_pln2]),
           ( program_nodes(M, [k1, k2], Nodes),
             finals(M, [k1, k2], Finals),
             compile_program(M, Nodes, Finals, Name),
             forall(between(0, 2, K),
                    ( Goal =.. [Name, [K], Results], call(M:Goal),
                      expected(M, K, Nodes, Results) )) )).

test(semidet_join_compiled_as_a_loop, [nondet]) :-
    c2(C2), planned(t_pln2, j2, C2),
    declare_semidet(t_pln2, [diff/3]),
    plan(t_pln2, j2, _, _, _, _, _, Last, _),
    chain(t_pln2, Last, Stages),
    reverse(Stages, Ordered),
    numbered(Ordered, 1, Nodes),
    compile_program(t_pln2, Nodes, [Last], _),
    format(atom(Loop), '$ilp_join_~d_row', [Last]),
    functor(H, Loop, 5),
    clause(t_pln2:H, Body),
    Body = ((_ -> _ ; _), _).

test(one_child_stage_inlined_into_it, [nondet]) :-
    c3(C3), planned(t_pln, i3, C3),
    plan(t_pln, i3, _, _, _, _, _, Last, _),
    chain(t_pln, Last, Chain),
    Chain = [_, _|_],
    reverse(Chain, Ordered),
    numbered(Ordered, 1, Nodes),
    compile_program(t_pln, Nodes, [Last], Name),
    forall(between(0, 2, K),
           ( Goal =.. [Name, [K], Results],
             call(t_pln:Goal),
             Results =.. [r|Tuples],
             append(Inlined, [tuples(Got)], Tuples),
             forall(member(I, Inlined), I == tuples([])),
             sort_findall(t(E), ( t_pln:val(K, V), t_pln:val(K, W), t_pln:diff(V, W, D),
                                  t_pln:diff(V, D, E), t_pln:small(D) ), Expected),
             Expected \== [],
             Got == Expected )).

test(first_stage_projected_from_a_wider_one, [nondet]) :-
    c1(C1), c2(C2), c6(C6),
    planned(t_pln, q1, C1), planned(t_pln, q2, C2), planned(t_pln, q6, C6),
    program_nodes(t_pln, [q1, q2, q6], Nodes),
    finals(t_pln, [q1, q2, q6], Finals),
    compile_program(t_pln, Nodes, Finals, Name),
    plan(t_pln, q1, _, _, _, _, _, Small1, _), stage(t_pln, Small1, First1, _),
    plan(t_pln, q6, _, _, _, _, _, Last6, _), chain(t_pln, Last6, Chain6),
    last(Chain6, First6), First6 \== First1,
    memberchk(First1-P1, Nodes), memberchk(First6-P6, Nodes), memberchk(Last6-PL, Nodes),
    forall(between(0, 2, K),
           ( Goal =.. [Name, [K], Results], call(t_pln:Goal),
             arg(P1, Results, tuples(Pairs)),
             arg(P6, Results, tuples(Wider)),
             arg(PL, Results, tuples(Got)),
             sort_findall(t(D), ( t_pln:val(K, V), t_pln:val(K, W), t_pln:diff(V, W, D) ),
                          Pairs),
             sort_findall(t(W, D), ( t_pln:val(K, V), t_pln:val(K, W), t_pln:diff(V, W, D) ),
                          Wider),                 % collected once, for both
             sort_findall(t(E), ( member(t(W, D), Wider), t_pln:diff(D, W, E),
                                  t_pln:small(D) ), Got) )).

test(program_collectors_dropped_with_it, [nondet]) :-
    c1(C1), c2(C2), planned(t_pln, w1, C1), planned(t_pln, w2, C2),
    program_nodes(t_pln, [w1, w2], Nodes),
    finals(t_pln, [w1, w2], Finals),
    compile_program(t_pln, Nodes, Finals, Name),
    atom_concat(Name, '_c1', Collector),
    current_predicate(t_pln:Collector/_),               % a findall's goal, compiled
    drop_program(t_pln, Name),
    \+ current_predicate(t_pln:Name/_),
    \+ current_predicate(t_pln:Collector/_).

test(unfold_one_clause_over_builtins) :-
    unfold_goal(t_unf, (pos(S), same(S, T)), G),
    \+ ( sub_term(X, G), nonvar(X), ( X = pos(_) ; X = same(_, _) ) ),
    G = (U1, U2),
    \+ \+ ( S = m(3, 0, 0), call(U1) ),
    \+ ( S = m(0, 0, 0), call(U1) ),
    \+ ( S = foo, call(U1) ),                           % no match: fails, no error
    \+ \+ ( S = 1, T = 1, call(U2) ),
    \+ ( S = 1, T = 2, call(U2) ),
    forall(member(L, [two(_), user(_), cut(_), undefined(_)]),
           ( unfold_goal(t_unf, L, L1), L1 == L )).

:- end_tests(plans).

%   The stages of the plans Ids, parents first, numbered as ilp_rules:program/5 numbers them.
program_nodes(M, Ids, Nodes) :-
    findall(S, ( member(Id, Ids), plan(M, Id, _, _, _, _, _, Last, _), chain(M, Last, Ss),
                 member(S, Ss) ), Ss0),
    sort(Ss0, Sorted),
    numbered(Sorted, 1, Nodes).

finals(M, Ids, Finals) :-
    findall(Last, ( member(Id, Ids), plan(M, Id, _, _, _, _, _, Last, _) ), Finals0),
    sort(Finals0, Finals).

numbered([], _, []).
numbered([S|Ss], I, [S-I|Ns]) :- I1 is I + 1, numbered(Ss, I1, Ns).

%   The compiled results agree with the clauses' own literals run as written.
expected(M, K, Nodes, Results) :-
    sort_findall(t(D), ( M:val(K, V), M:val(K, W), M:diff(V, W, D) ), Pairs),
    include([t(D)]>>(M:small(D)), Pairs, Small),
    sort_findall(t(E), ( member(t(D), Pairs), M:val(K, U), M:diff(D, U, E) ), Joined),
    Pairs \== [], Joined \== [],
    Results =.. [r|Got],
    findall(T, ( member(_-P, Nodes), nth1(P, Got, tuples(T)) ), Ts),
    msort(Ts, Sorted),
    msort([Pairs, Small, Joined], Sorted).

sort_findall(T, G, L) :- findall(T, G, L0), sort(L0, L).
