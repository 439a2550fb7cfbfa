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
