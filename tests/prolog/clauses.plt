/*  plunit tests for prolog/clauses.pl (ilp_clauses): clause texts taken apart.
    Run: swipl -g run_tests -t halt tests/prolog/clauses.plt
*/
:- use_module(library(plunit)).
:- prolog_load_context(directory, Dir),
   atomic_list_concat([Dir, '/../../prolog/clauses.pl'], F), use_module(F).

:- begin_tests(clauses).

test(portray_rule, [T == 'p(A, B, _) :-\n    q(A, B),\n    r(_).\n']) :-
    portray_text('p(X, Y, Z) :- q(X, Y), r(W)', T).
test(portray_fact, [T == 'p(a, \'B c\').\n']) :-
    portray_text('p(a, \'B c\')', T).
test(indicator_fact, [I == 'foo/3']) :-
    clause_indicator('foo(a, b, c)', I).
test(indicator_rule, [I == 'p/2']) :-
    clause_indicator('p(X, Y) :- q(X), r(Y)', I).
test(indicator_atom, [I == 'ok/0']) :-
    clause_indicator(ok, I).
test(failing_clause) :-
    failing_clause(p, 2, T), term_to_atom(C, T),
    C = (H :- fail), functor(H, p, 2), H = p(X, Y), var(X), var(Y), X \== Y.
test(failing_clause_quoted_name, [C == ('A b' :- fail)]) :-
    failing_clause('A b', 0, T), term_to_atom(C, T).
test(parts, [H-HV-Ls == 'p(A,B)'-[0, 1]-[['q(A,C)', [0, 2]], ['r(C,B,\'X y\')', [1, 2]], [s, []]]]) :-
    clause_parts('p(X, Y) :- q(X, Z), r(Z, Y, \'X y\'), s', H, HV, Ls).
test(parts_constant_head, [H-HV-Ls == 'p(a,A)'-[0]-[['q(A)', [0]]]]) :-
    clause_parts('p(a, X) :- q(X)', H, HV, Ls).
test(parts_fail_for_fact, [fail]) :-
    clause_parts('p(a, b)', _, _, _).
test(body_literals, [Ls == [a, b(X), c, d]]) :-
    body_literals((a, (b(X), c), d), Ls).
test(body_true, [Ls == []]) :-
    body_literals(true, Ls).
test(body_disjunction_one_literal, [Ls == [(a ; b), \+ c]]) :-
    body_literals(((a ; b), \+ c), Ls).

:- end_tests(clauses).

:- begin_tests(clause_literals).

test(head_and_body, [N == 3]) :- clause_literals('p(X) :- q(X, Y), r(Y)', N).
test(fact, [N == 1]) :- clause_literals('p(a)', N).
test(negation_is_one_literal, [N == 2]) :- clause_literals('p(X) :- \\+ q(X)', N).

:- end_tests(clause_literals).

/*  existence_body/3.  t_ex: many(1..2000) and few(1), never/1 fails, free/2 leaves its second
    argument free; pick(N, X) gives X in 1..N.  */
:- dynamic t_ex:never/1.
t_ex:many(N) :- between(1, 2000, N).
t_ex:few(1).
t_ex:pick(N, X) :- between(1, N, X).
t_ex:free(_, _).
t_ex:one(1).
t_ex:two(2).

%   Whether the clause h(N) :- Body proves h(Value): run as it is, and rewritten; the inferences
%   each took.
proved_both(N, Body, Value, Plain, Rewritten, IPlain, IRewritten) :-
    existence_body(h(N), Body, Test),
    N = Value,
    proved(t_ex:Body, Plain, IPlain),
    proved(t_ex:Test, Rewritten, IRewritten).

proved(Goal, R, I) :-
    statistics(inferences, I0),
    ( \+ \+ call(Goal) -> R = true ; R = false ),
    statistics(inferences, I1),
    I is I1 - I0.

:- begin_tests(existence_body).

test(a_chain_runs_as_it_is) :-
    B = (p(A, X), q(X, Y), r(Y, _)),
    existence_body(h(A), B, T),
    T == B.
test(a_cut_runs_as_it_is) :-
    B = (p(A), !, q(A)),
    existence_body(h(A), B, T),
    T == B.
test(fact) :-
    existence_body(h(_), true, true).
test(independent_literals_are_not_tried_again, [[P, R] == [false, false]]) :-
    % plain Prolog tries never(N) again for each of the 2,000 solutions of many/1
    proved_both(N, (many(_), never(N)), 1, P, R, IP, IR),
    IR * 100 < IP.
test(nor_after_the_first_literal_binds, [[P, R] == [false, false]]) :-
    % once pick(N, X) binds X, pick(X, _) and never(X) are independent
    proved_both(N, (pick(N, X), pick(X, _), never(X)), 30, P, R, IP, IR),
    IR * 3 < IP.
test(same_answers) :-
    forall(( member(N-Body,
                    [ N-(pick(N, X), pick(X, Y), two(Y)),
                      N-(pick(N, X), pick(X, Y), one(X), two(Y)),
                      N-(pick(N, X), pick(X, Y), one(X), two(X)),
                      N-(few(N), many(M), M > 1999),
                      N-(few(N), many(M), two(M), one(N)),
                      N-(pick(N, X), two(X), pick(3, Z), one(Z), pick(X, Y), Y > 1)
                    ]),
             member(Value, [1, 2, 3]) ),
           ( copy_term(N-Body, N1-B1),
             proved_both(N1, B1, Value, P, R, _, _), P == R )),
    proved_both(N2, (pick(N2, X2), pick(X2, Y2), two(Y2)), 3, true, true, _, _).
test(a_head_called_with_a_free_variable_runs_as_it_is, [R == false]) :-
    % one(A), two(A) have no common solution; taken apart they would each have one
    existence_body(h(A), (one(A), two(A), few(_)), T),
    proved(t_ex:T, R, _).
test(a_literal_that_binds_nothing_is_not_relied_on, [R == false]) :-
    existence_body(h(A), (free(A, X), one(X), two(X)), T),
    A = 1,
    proved(t_ex:T, R, _).

:- end_tests(existence_body).
