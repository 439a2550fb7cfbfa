/*  plunit tests for prolog/theory_check.pl (ilp_theory_check): theories are data, checked
    clause by clause against a language.
    Run: swipl -g run_tests -t halt tests/prolog/theory_check.plt
*/
:- use_module(library(plunit)).
:- prolog_load_context(directory, Dir),
   atomic_list_concat([Dir, '/../../prolog/theory_check.pl'], F), use_module(F).

:- op(700, xfx, t_th_op:(===>)).          % operators of the language's module

contains(Text, Part) :- sub_atom(Text, _, _, _, Part), !.

fam(Text, R) :- check_theory(text(Text), language(user, [anc/2, big/1], [par/2, size/2]), R).
any(Text, R) :- check_theory(text(Text), language(user, any, any), R).

%   refused(+Text, -K, -Message): the language fam/2 refuses Text.
refused(Text, K, Message) :- fam(Text, R), R = error(K, Message).

:- begin_tests(accepted).

test(recursion_through_own_head,
     [R == ok([clause('anc(A, B) :-\n    par(A, B).\n', '% parent', anc/2),
               clause('anc(A, B) :-\n    par(A, C),\n    anc(C, B).\n', '', anc/2)])]) :-
    check_theory(text("% parent\nanc(X, Y) :- par(X, Y).\nanc(X, Z) :- par(X, Y), anc(Y, Z).\n"),
                 language(user, [anc/2], [par/2]), R).     % anc/2 not in Calls: own head
test(negation_comparison_arithmetic, [PIs == [big/1, big/1]]) :-
    fam("big(X) :- size(X, N), N > 3, \\+ par(X, _), M is N * 2, M =< 100.\n\
big(X) :- size(X, N), (N >= 10 -> true ; N =:= 5), not(par(_, X)).\n", R),
    R = ok(Cs), findall(PI, member(clause(_, _, PI), Cs), PIs).
test(any_language, [R = ok([_, _])]) :-
    any("foo(X) :- bar(X), baz(X, Y), Y > 1, member(Y, [1, 2]).\nqux(1).\n", R).
test(file_source, [R = ok([clause('big(a).\n', '', big/1)])]) :-
    tmp_file_stream(utf8, F, S), write(S, "big(a).\n"), close(S),
    call_cleanup(fam_file(F, R), delete_file(F)).
test(operators_of_the_module, [R = ok([clause(_, _, (===>)/2)])]) :-
    check_theory(text("a ===> b.\n"), language(t_th_op, [(===>)/2], []), R).
test(safe_builtin) :-
    once(safe_builtin(is/2)), once(safe_builtin(member/2)), \+ safe_builtin(assertz/1),
    \+ safe_builtin(call/1).

fam_file(F, R) :- check_theory(file(F), language(user, [anc/2, big/1], [par/2, size/2]), R).

:- end_tests(accepted).

:- begin_tests(refused).

test(directive, [K == 1]) :-
    refused(":- dynamic big/1.\n", K, M), contains(M, directive).
test(variable_goal, [K == 1]) :-
    refused("big(X) :- X.\n", K, M), contains(M, variable).
test(module_qualified_goal, [K == 1]) :-
    refused("big(X) :- lists:member(X, [1]).\n", K, M), contains(M, 'module-qualified').
test(unsafe_builtins) :-
    forall(member(Body-PI, ["call(X)"-'call/1', "shell(X)"-'shell/1',
                            "open(X, read, _)"-'open/3', "assertz(X)"-'assertz/1',
                            "atom_codes(X, _)"-'atom_codes/2', "halt"-'halt/0',
                            "format(X)"-'format/1']),
           (   format(string(Text), "big(X) :- size(X, _), ~w.~n", [Body]),
               refused(Text, K, M),
               assertion(K == 1),
               assertion(contains(M, PI)),
               assertion(contains(M, 'not allowed'))
           )).
test(unsafe_builtin_in_any_language, [K == 1]) :-
    any("foo(X) :- bar(X), shell(X).\n", error(K, M)), contains(M, 'shell/1').
test(head_redefines_builtin, [K == 2]) :-
    any("foo(a).\nappend(_, _, _).\n", error(K, M)), contains(M, 'built-in append/3').
test(head_module_qualified, [K == 1]) :-
    any("foo:bar(x).\n", error(K, _)).
test(head_not_in_language, [K-M == 2-'the head foo/1 is not one of [anc/2,big/1] (line 2)']) :-
    refused("anc(a, b).\nfoo(x).\n", K, M).
test(body_not_in_language, [K == 2]) :-
    refused("anc(a, b).\nbig(X) :- weight(X, _).\n", K, M),
    contains(M, 'weight/2'), contains(M, 'not a predicate of the language').
test(clause_number_counts_directives, [K == 2]) :-
    any("foo(a).\n:- true.\nfoo(b).\n", error(K, _)).
test(clause_number_and_line_of_clause, [K == 3]) :-
    refused("anc(a, b).\nbig(a).\n\nbig(x) :-\n  anc(a, b),\n  halt.\n", K, M),
    contains(M, 'halt/0'), contains(M, '(line 4)').
test(syntax_error_is_clause_0, [K == 0]) :-
    refused("anc(a, b).\nbig(X :- .\n", K, M),
    contains(M, 'syntax error'), contains(M, 'line 2').
test(operator_unknown_in_other_module, [K == 0]) :-
    check_theory(text("a ===> b.\n"), language(user, any, any), error(K, _)).

:- end_tests(refused).
