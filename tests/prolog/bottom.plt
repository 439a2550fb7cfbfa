/*  plunit tests for prolog/bottom.pl (ilp_bottom): bottom clauses of single examples, on
    modules set up as prolog/task.pl would ('$ilp_ex'/3, '$ilp_modeh'/2, '$ilp_modeb'/2, bk).
    Run: swipl -g run_tests -t halt tests/prolog/bottom.plt

    t_bot: anc(+person, +person) over par/2 (a-b, b-c, c-d, a-e), recursive through
    modeb(*, anc(+person, -person)) with the positives anc(a,c), anc(b,d), anc(a,b) as facts.
    t_bl: big(+item) with values, children and a threshold lteq(+int, #int).
    t_jf, t_jr: one graph, edge/2 as facts (t_jf: two-input modes are joined in one call per
    first input) and as a rule over those facts (t_jr: called once per combination).
*/
:- use_module(library(plunit)).
:- use_module(library(lists)).
:- prolog_load_context(directory, Dir),
   atomic_list_concat([Dir, '/../../prolog/bottom.pl'], F), use_module(F).

t_bot:'$ilp_ex'(1, pos, anc(a, c)).
t_bot:'$ilp_ex'(2, pos, anc(b, d)).
t_bot:'$ilp_ex'(3, neg, foo(a)).
t_bot:'$ilp_ex'(4, pos, anc(a, b)).
t_bot:'$ilp_modeh'(1, anc(+person, +person)).
t_bot:'$ilp_modeb'(*, par(+person, -person)).
t_bot:'$ilp_modeb'(*, anc(+person, -person)).
t_bot:'$ilp_modeb'(1, age(+person, '#'(int))).
t_bot:par(a, b).
t_bot:par(b, c).
t_bot:par(c, d).
t_bot:par(a, e).
t_bot:anc(a, c).
t_bot:anc(b, d).
t_bot:anc(a, b).
t_bot:age(a, 50).
t_bot:age(b, 30).
t_bot:age(c, 10).

t_bl:'$ilp_ex'(1, pos, big(b)).
t_bl:'$ilp_modeh'(1, big(+item)).
t_bl:'$ilp_modeb'(1, val(+item, -int)).
t_bl:'$ilp_modeb'(1, lteq(+int, '#'(int))).
t_bl:'$ilp_modeb'(1, kid(+item, -item)).
t_bl:'$ilp_modeb'(2, kid2(+item, -item)).
t_bl:'$ilp_modeb'(1, size(+item, -int)).
t_bl:val(b, 7).
t_bl:lteq(X, Y) :- X =< Y.                    % instantiation error with Y unbound: lazy
t_bl:kid(b, x).
t_bl:kid(b, y).
t_bl:kid(b, z).
t_bl:kid2(b, x).
t_bl:kid2(b, y).
t_bl:kid2(b, z).
t_bl:size(b, 7).
t_bl:size(x, 7).

%   t_bl2: lteq/2 enumerates its constants, but modes.pl declared lazy_evaluate(lteq/2).
t_bl2:'$ilp_ex'(1, pos, big(b)).
t_bl2:'$ilp_modeh'(1, big(+item)).
t_bl2:'$ilp_modeb'(1, val(+item, -int)).
t_bl2:'$ilp_modeb'(*, lteq(+int, '#'(int))).
t_bl2:'$ilp_lazy'(lteq, 2).
t_bl2:val(b, 7).
t_bl2:lteq(7, 8).
t_bl2:lteq(7, 9).

%   edge(+n, +n), link(+n, +n, -n) with recall 2 (three answers for link(a, b, _)), edge(+n, -n)
t_jf:'$ilp_ex'(1, pos, p(a)).
t_jf:'$ilp_modeh'(1, p(+n)).
t_jf:'$ilp_modeb'(*, edge(+n, -n)).
t_jf:'$ilp_modeb'(1, edge(+n, +n)).
t_jf:'$ilp_modeb'(2, link(+n, +n, -n)).
t_jf:edge(a, b).
t_jf:edge(a, c).
t_jf:edge(b, a).
t_jf:edge(c, b).
t_jf:edge(c, c).
t_jf:edge(b, d).
t_jf:link(a, b, x).
t_jf:link(a, b, y).
t_jf:link(a, b, z).
t_jf:link(c, a, x).
t_jf:link(b, q, x).
t_jr:'$ilp_ex'(1, pos, p(a)).
t_jr:'$ilp_modeh'(1, p(+n)).
t_jr:'$ilp_modeb'(*, edge(+n, -n)).
t_jr:'$ilp_modeb'(1, edge(+n, +n)).
t_jr:'$ilp_modeb'(2, link(+n, +n, -n)).
t_jr:edge(X, Y) :- t_jf:edge(X, Y).
t_jr:link(X, Y, Z) :- t_jf:link(X, Y, Z).

bottom(M, Ex, Depth, Star, Dets, Lits) :-
    ilp_bottom(M, Ex, Depth, 100000, Star, Dets, bottom(_, _, _, Lits, _)).
texts(Lits, Ts) :- findall(T, member([T|_], Lits), Ts).
lit(Lits, Text, L) :- member(L, Lits), L = [Text|_], !.

:- begin_tests(bottom).

%   Must stay the first call of ilp_bottom/7 in this file, with library(solution_sequences) not
%   loaded yet (as in a fresh engine): the settings of tests/_tasks.py use an inference limit of
%   5000, and autoloading limit/2 inside the first mode call must not count against it.
test(first_call_small_limit, [Ts == ['par(V0,V2)', 'par(V0,V3)', 'par(V1,V4)']]) :-
    ilp_bottom(t_bot, 1, 1, 5000, 10, false, bottom(_, _, _, Lits, _)),
    findall(T, ( member([T|_], Lits), sub_atom(T, 0, _, _, par) ), Ts).

test(head_text_and_vars, [H-HV == 'anc(V0,V1)'-[0, 1]]) :-
    ilp_bottom(t_bot, 1, 2, 100000, 10, false, bottom(H, HV, _, _, _)).
test(literal_shape) :-
    ilp_bottom(t_bot, 1, 2, 100000, 10, false, bottom(_, _, Types, Lits, _)),
    length(Types, NV),
    assertion(forall(member(T, Types), T == person)),
    Lits \== [],
    forall(member(L, Lits),
           (   assertion(L = [_, _, _, _, _, _, _, _]),
               L = [Text, Ins, Outs, D, R, C, Rec, Lazy],
               assertion(atom(Text)),
               assertion(( append(Ins, Outs, Vs), forall(member(V, Vs), between(0, NV, V)) )),
               assertion(memberchk(D, [1, 2, 3])),
               assertion((R == '*' ; integer(R))),
               assertion(memberchk(C, [0, 1])),
               assertion(is_list(Rec)), assertion(Lazy == [])
           )).
test(literals_depth_2, [Ls == [['par(V0,V2)', [0], [2], 1, *, 0, [], []],
                               ['par(V0,V3)', [0], [3], 1, *, 0, [], []],
                               ['par(V1,V4)', [1], [4], 1, *, 0, [], []],
                               ['anc(V0,V2)', [0], [2], 1, *, 0, [-1, 2], []],
                               ['age(V0,50)', [0], [], 1, 1, 1, [], []],
                               ['age(V1,10)', [1], [], 1, 1, 1, [], []],
                               ['par(V2,V1)', [2], [1], 2, *, 0, [], []],
                               ['anc(V2,V4)', [2], [4], 2, *, 0, [2, 4], []],
                               ['age(V2,30)', [2], [], 2, 1, 1, [], []]]]) :-
    bottom(t_bot, 1, 2, 10, false, Ls).
test(depth_limit) :-
    bottom(t_bot, 1, 1, 10, false, L1), texts(L1, T1),
    bottom(t_bot, 1, 2, 10, false, L2), texts(L2, T2),
    \+ memberchk('par(V2,V1)', T1), memberchk('par(V2,V1)', T2),
    \+ memberchk('anc(V2,V4)', T1), memberchk('anc(V2,V4)', T2),
    % depth 1 + the closing level: only tests (no outputs) on the deepest variables
    forall(member([_, _, Outs, D|_], L1), ( D =< 1 ; Outs == [] )),
    lit(L1, 'age(V2,30)', [_, _, _, 2|_]).
test(star_recall) :-
    bottom(t_bot, 1, 1, 1, false, L1), texts(L1, T1),
    bottom(t_bot, 1, 1, 10, false, L2), texts(L2, T2),
    include([T]>>sub_atom(T, 0, _, _, 'par(V0,'), T1, P1), length(P1, 1),
    include([T]>>sub_atom(T, 0, _, _, 'par(V0,'), T2, P2), length(P2, 2).
test(integer_recall, [Kids == ['kid(V0,V2)', 'kid2(V0,V2)', 'kid2(V0,V3)']]) :-
    bottom(t_bl, 1, 1, 10, false, Ls),
    findall(T, ( member([T|_], Ls), sub_atom(T, 0, _, _, kid) ), Kids),
    lit(Ls, 'kid2(V0,V3)', [_, _, _, _, 2|_]).
test(head_never_in_body) :-
    forall(member(D, [1, 2, 3]),
           ( bottom(t_bot, 1, D, 10, false, Ls), texts(Ls, Ts),
             \+ memberchk('anc(V0,V1)', Ts) )),
    bottom(t_bot, 4, 2, 10, false, L4), texts(L4, T4),   % anc(a, b): anc(a, c) is in the body
    \+ memberchk('anc(V0,V1)', T4),
    lit(L4, 'anc(V0,V3)', [_, [0], [3], 1, *, 0, [-1, 3], []]).
test(output_reuses_known_variable, [Ls == [['val(V0,V1)', [0], [1], 1, 1, 0, [], []],
                                           ['kid(V0,V2)', [0], [2], 1, 1, 0, [], []],
                                           ['kid2(V0,V2)', [0], [2], 1, 2, 0, [], []],
                                           ['kid2(V0,V3)', [0], [3], 1, 2, 0, [], []],
                                           ['size(V0,V1)', [0], [1], 1, 1, 0, [], []],
                                           ['lteq(V1,\'$lazy\')', [1], [], 2, 1, 1, [], [0]]]]) :-
    bottom(t_bl, 1, 1, 10, false, Ls).
test(determinates_in_closing) :-
    bottom(t_bl, 1, 1, 10, false, L0), texts(L0, T0),
    bottom(t_bl, 1, 1, 10, true, L1),
    \+ memberchk('size(V2,V1)', T0),
    lit(L1, 'size(V2,V1)', [_, [2], [1], 2|_]).
test(lazy_declared, [Ls == [['val(V0,V1)', [0], [1], 1, 1, 0, [], []],
                            ['lteq(V1,\'$lazy\')', [1], [], 2, *, 1, [], [0]]]]) :-
    bottom(t_bl2, 1, 1, 10, false, Ls).
test(join_as_combinations) :-
    forall(member(D-Dets, [1-false, 2-false, 3-true]),
           ( bottom(t_jf, 1, D, 10, Dets, Joined),
             bottom(t_jr, 1, D, 10, Dets, OneByOne),
             assertion(Joined == OneByOne) )),
    bottom(t_jf, 1, 2, 10, false, Ls), texts(Ls, Ts),
    include([T]>>sub_atom(T, 0, _, _, link), Ts, Links),
    assertion(length(Links, 3)).           % link(a, b, _): two of three (recall 2); link(c, a, _)
test(types_indexed_by_variable, [Types == [item, int, item, item]]) :-
    ilp_bottom(t_bl, 1, 1, 100000, 10, false, bottom(_, _, Types, _, _)).
test(repeatable) :-
    ilp_bottom(t_bot, 1, 2, 100000, 10, false, R1),
    ilp_bottom(t_bl, 1, 1, 100000, 10, false, _),
    ilp_bottom(t_bot, 1, 2, 100000, 10, false, R2),
    R1 == R2.
test(no_modeh, [R == error('example 3 matches no modeh declaration')]) :-
    ilp_bottom(t_bot, 3, 2, 100000, 10, false, R).
test(unknown_example, [throws(error(existence_error(example, 99), _))]) :-
    ilp_bottom(t_bot, 99, 2, 100000, 10, false, _).

%   What the learner reads: the same bottom clause, with strings for the literals' texts, the
%   variables' types and the recall '*' (so that Python reads it as one JSON text).
test(data_for_python) :-
    ilp_bottom(t_bot, 1, 2, 100000, 10, false, bottom(H, HV, Types0, Lits0, HO)),
    ilp_bottom_data(t_bot, 1, 2, 100000, 10, false, bottom(H1, HV1, Types, Lits, HO1)),
    assertion(H-HV-HO == H1-HV1-HO1),
    assertion(maplist([A, S]>>(string(S), atom_string(A, S)), Types0, Types)),
    assertion(length(Lits, N)), length(Lits0, N), N > 0,
    forall(nth1(K, Lits, [Text, I, O, D, R, C, Rec, Lz]),
           (   nth1(K, Lits0, [Text0, I, O, D, R0, C, Rec, Lz]),
               assertion(string(Text)), assertion(atom_string(Text0, Text)),
               assertion(( R0 == '*' -> R == "*" ; R == R0 ))
           )),
    assertion(memberchk([_, _, _, _, "*"|_], Lits)).
test(data_no_modeh, [R == error('example 3 matches no modeh declaration')]) :-
    ilp_bottom_data(t_bot, 3, 2, 100000, 10, false, R).

:- end_tests(bottom).
