/*  plunit tests for prolog/task.pl (ilp_task): examples and modes of a task loaded into a
    module of their own.
    Run: swipl -g run_tests -t halt tests/prolog/task.plt
*/
:- use_module(library(plunit)).
:- use_module(library(lists)).
:- prolog_load_context(directory, Dir),
   atomic_list_concat([Dir, '/../../prolog/task.pl'], F), use_module(F).

contains(Text, Part) :- sub_atom(Text, _, _, _, Part), !.

%   with_tmp_file(+Text, -File, :Goal): Goal with Text written to a new temp file.
with_tmp_file(Text, File, Goal) :-
    tmp_file_stream(utf8, File, S), write(S, Text), close(S),
    setup_call_cleanup(true, once(Goal), delete_file(File)).

exs(M, Text, FirstId, R) :- with_tmp_file(Text, F, ilp_load_examples(M, F, FirstId, R)).
modes(M, Text, R) :- ilp_load_modes(M, text(Text), R).

:- begin_tests(examples).

test(load_ok, [R-Exs == ok([10, 12], [11], ['p/1', 'q/2'], [])-[10-pos-p(1), 11-neg-p(2), 12-pos-q(a, b)]]) :-
    exs(t_ex1, ":- discontiguous pos/1.\npos(p(1)).\nneg(p(2)).\npos(q(a, b)).\n", 10, R),
    findall(I-S-A, t_ex1:'$ilp_ex'(I, S, A), Exs).
test(not_pos_or_neg, [R == error('line 2: term 2 of exs.pl is not pos(Atom) or neg(Atom): foo(bar)')]) :-
    exs(t_ex2, "pos(p(1)).\nfoo(bar).\n", 1, R).
test(not_an_atom, [R = error(_)]) :-
    exs(t_ex3, "pos(3).\n", 1, R).
% a line that does not parse is skipped (reported with its line), the rest still loads
test(syntax_error_skipped, [R == ok([1], [], ['p/1'], [2-'pos(p(.: syntax error: end_of_clause (line 2, column 6)'])]) :-
    exs(t_ex4, "pos(p(1)).\npos(p(.\n", 1, R).
% an example with a variable is refused, naming its line
test(not_ground) :-
    exs(t_ex9, "pos(p(1)).\npos(q(a, X)).\n", 1, R),
    R = error(M), contains(M, 'line 2'), contains(M, 'not ground').
test(empty_file_has_table, [R-Exs == ok([], [], [], [])-[]]) :-
    exs(t_ex5, "", 1, R),
    findall(I, t_ex5:'$ilp_ex'(I, _, _), Exs).
test(missing_file, [R = error(_)]) :-
    ilp_load_examples(t_ex6, '/nonexistent/dir/exs.pl', 1, R),
    R = error(M), contains(M, 'does not exist').
test(add_example, [Rs-Exs == [ok('p/1'), error('cannot parse example p('), error('example 42 is not an atom')]-[5-pos-p(1)]]) :-
    ilp_add_example(t_ex7, pos, 'p(1)', 5, R1),
    ilp_add_example(t_ex7, neg, 'p(', 6, R2),
    ilp_add_example(t_ex7, neg, '42', 6, R3),
    Rs = [R1, R2, R3],
    findall(I-S-A, t_ex7:'$ilp_ex'(I, S, A), Exs).
test(example_report, [C-Rp == [1, 'p(1)']-[1, 'p(2)']]) :-
    exs(t_ex8, "pos(p(1)).\nneg(p(1)).\npos(p(2)).\npos(p(2)).\npos(p(3)).\n", 1, _),
    ilp_example_report(t_ex8, C, Rp).
test(example_report_counts_each_contradiction_once, [C-Rp == [2, 'q(1)']-[1, 'q(1)']]) :-
    exs(t_ex8b, "pos(q(2)).\nneg(q(2)).\npos(q(1)).\nneg(q(1)).\nneg(q(1)).\npos(q(3)).\nneg(q(0)).\n", 1, _),
    ilp_example_report(t_ex8b, C, Rp).

test(remove_examples, [Ids == [1, 4]]) :-
    forall(member(I, [1, 2, 3, 4]), assertz(t_rm:'$ilp_ex'(I, neg, p(I)))),
    ilp_remove_examples(t_rm, [2, 3, 9]),
    findall(I, t_rm:'$ilp_ex'(I, _, _), Ids).
test(example_text, [T == 'q(\'A b\',[1,x])']) :-
    assertz(t_et:'$ilp_ex'(7, pos, q('A b', [1, x]))),
    ilp_example_text(t_et, 7, T).
test(example_text_missing, [fail]) :-
    ilp_example_text(t_et, 8, _).
test(example_args, [Ts == ['\'A b\'', '[1,x]']]) :-
    assertz(t_ea:'$ilp_ex'(7, pos, q('A b', [1, x]))),
    ilp_example_args(t_ea, 7, Ts).
test(defines) :-
    assertz(t_def:r(1, 2)),
    ilp_defines(t_def, r, 2),
    \+ ilp_defines(t_def, r, 3),
    \+ ilp_defines(t_def, no_such_predicate, 1).
test(type_values, [Ts == [dog, '\'Big cat\'']]) :-
    assertz(t_ty:animal(dog)), assertz(t_ty:animal('Big cat')), assertz(t_ty:animal(cow)),
    ilp_type_values(t_ty, animal, 2, Ts).
test(type_values_undefined, [Ts == []]) :-
    ilp_type_values(t_ty, plant, 10, Ts).
test(type_values_raising, [Ts == []]) :-
    assertz((t_ty2:odd(X) :- atom_length(X, _))),
    ilp_type_values(t_ty2, odd, 10, Ts).
% constants of the stored facts at the places asked, each once; rules are not run
test(background_values, [Vs == [a, b, c]]) :-
    assertz(t_bv:edge(a, b)), assertz(t_bv:edge(b, c)), assertz(t_bv:edge(a, c)),
    assertz((t_bv:path(X, Y) :- t_bv:edge(X, Y))),
    ilp_background_values(t_bv, [edge/2-1, edge/2-2, path/2-1, nothere/1-1], 10, Vs0),
    msort(Vs0, Vs).
test(background_values_limit, [N == 2]) :-
    assertz(t_bv2:e(1)), assertz(t_bv2:e(2)), assertz(t_bv2:e(3)),
    ilp_background_values(t_bv2, [e/1-1], 2, Vs), length(Vs, N).

:- end_tests(examples).

:- begin_tests(modes).

test(file_ok) :-
    Text = "modeh(1, anc(+person, -person)).\nmodeb(*, par(+person, -person)).\n\
modeb(2, age(+person, #int)).\nset(depth, 3).\nset(name, 'A b').\nlazy_evaluate(lteq/2).\n\
:- dynamic foo/1.\n",
    with_tmp_file(Text, F, ilp_load_modes(t_md1, file(F), R)),
    assertion(R == ok([mode(modeh, 1, anc, 2, false, 'anc(+person, -person)',
                            [in-person, out-person]),
                       mode(modeb, *, par, 2, false, 'par(+person, -person)',
                            [in-person, out-person]),
                       mode(modeb, 2, age, 2, false, 'age(+person, #int)',
                            [in-person, const-int])],
                      [depth-'3', name-'\'A b\''])),
    findall(A, t_md1:'$ilp_modeh'(1, A), Hs), assertion(Hs == [anc(+person, -person)]),
    findall(Rc-A, t_md1:'$ilp_modeb'(Rc, A), Bs),
    assertion(Bs == [(*)-par(+person, -person), 2-age(+person, '#'(int))]),
    findall(N/Ar, t_md1:'$ilp_lazy'(N, Ar), Lz), assertion(Lz == [lteq/2]).
test(path_alone_is_file, [R == ok([mode(modeh, 1, p, 1, false, 'p(+int)', [in-int])], [])]) :-
    with_tmp_file("modeh(1, p(+int)).\n", F, ilp_load_modes(t_md2, F, R)).
test(directive_form, [R == ok([mode(modeh, 1, p, 1, false, 'p(+int)', [in-int]),
                                mode(modeb, 3, q, 2, false, 'q(+int, -int)', [in-int, out-int])],
                               [noise-'0'])]) :-
    modes(t_md3, ":- modeh(1, p(+int)).\n:- modeb(3, q(+int, -int)).\n:- set(noise, 0).\n\
:- lazy_evaluate(q/2).\n", R),
    t_md3:'$ilp_lazy'(q, 2).
test(empty_has_tables, [R-Bs == ok([], [])-[]]) :-
    modes(t_md4, "", R),
    findall(A, t_md4:'$ilp_modeb'(_, A), Bs).
test(bad_recall) :-
    forall(member(T, ["modeh(0, p(+int)).\n", "modeb(x, p(+int)).\n", "modeh(-1, p(+int)).\n"]),
           ( modes(t_md5, T, R), assertion(R = error(_)), R = error(M),
             assertion(contains(M, recall)) )).
test(bad_argument_spec) :-
    forall(member(T, ["modeh(1, p(int)).\n", "modeb(1, p(+X)).\n", "modeb(1, p(+int, _)).\n"]),
           ( modes(t_md6, T, R), assertion(R = error(_)), R = error(M),
             assertion(( contains(M, 'argument is +type, -type or #type')
                       ; contains(M, 'every argument must be') )) )).
test(structured_and_negated_modes) :-
    modes(t_md9, "modeh(1, p(+list)).\nmodeb(1, (+list = [-any|-list])).\n\
modeb(1, not(q(+any))).\nmodeb(1, r(+int, red)).\n", R),
    assertion(R = ok([_, _, _, _], [])),
    R = ok([_, Eq, Neg, Const], _),
    assertion(Eq == mode(modeb, 1, =, 2, false, '+list=[-any|-list]',
                         [in-list, out-any, out-list])),
    assertion(Neg == mode(modeb, 1, q, 1, true, '\\+q(+any)', [in-any])),
    assertion(Const = mode(modeb, 1, r, 2, false, 'r(+int, red)', _)),
    assertion(t_md9:'$ilp_modeb'(1, \+ q(+any))).
test(negated_modes_take_inputs_only, [R = error(_)]) :-
    modes(t_md10, "modeh(1, p(+a)).\nmodeb(1, \\+ q(+a, -b)).\n", R).
test(mode_atom_not_predicate, [R = error(_)]) :-
    modes(t_md7, "modeh(1, 3).\n", R).
test(unexpected_term, [R = error(_)]) :-
    modes(t_md8, "foo(1).\n", R),
    R = error(M), contains(M, 'unexpected term foo(1)').
test(syntax_error, [R = error(_)]) :-
    modes(t_md9, "modeh(1, p(+int)\n", R),
    R = error(M), contains(M, 'syntax error').

:- end_tests(modes).

:- begin_tests(recursive).

test(positive_facts, [Facts == [a-b, a-c, b-c]]) :-
    ilp_declare_recursive(t_rec1, [anc/2]),
    assertz(t_rec1:anc(b, c)),                              % a clause of bk.pl
    assertz(t_rec1:'$ilp_ex'(1, pos, anc(a, b))),
    assertz(t_rec1:'$ilp_ex'(2, neg, anc(b, a))),
    assertz(t_rec1:'$ilp_ex'(3, pos, anc(a, b))),            % repeated
    assertz(t_rec1:'$ilp_ex'(4, pos, anc(a, c))),
    assertz(t_rec1:'$ilp_ex'(5, pos, other(a))),
    \+ t_rec1:anc(a, b),
    ilp_add_positive_facts(t_rec1),
    findall(X-Y, t_rec1:anc(X, Y), Facts0), msort(Facts0, Facts),
    \+ catch(t_rec1:other(_), _, fail).
test(declared_dynamic_empty) :-
    ilp_declare_recursive(t_rec2, [anc/2]),
    predicate_property(t_rec2:anc(_, _), dynamic),
    \+ t_rec2:anc(_, _).
test(add_example_adds_fact, [Facts == [a-b, c-d]]) :-
    ilp_declare_recursive(t_rec3, [anc/2]),
    assertz(t_rec3:(anc(X, Y) :- par(X, Y))),
    ilp_add_example(t_rec3, pos, 'anc(a, b)', 1, ok('anc/2')),
    ilp_add_example(t_rec3, pos, 'anc(a, b)', 2, _),
    ilp_add_example(t_rec3, neg, 'anc(b, a)', 3, _),
    ilp_add_example(t_rec3, pos, 'anc(c, d)', 4, _),
    findall(X1-Y1, clause(t_rec3:anc(X1, Y1), true), Facts),
    once(clause(t_rec3:anc(_, _), par(_, _))).               % bk's clause kept
test(not_recursive_no_fact) :-
    ilp_add_example(t_rec4, pos, 'q(1)', 1, ok('q/1')),
    \+ catch(t_rec4:q(_), _, fail).

:- end_tests(recursive).
