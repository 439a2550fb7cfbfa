/*  plunit tests for prolog/scores.pl (ilp_scores): a theory scored as a program on a
    task's examples or on a held-out file whose facts join the background.
    Run: swipl -g run_tests -t halt tests/prolog/scores.plt

    t_sc: edge/2 facts a->b->c, d->e (compiled, static, as a bk.pl is); path/2 examples
    1-3 positive (a-b, a-c, d-e), 4-5 negative (b-a, a-e).
*/
:- use_module(library(plunit)).
:- use_module(library(lists)).
:- prolog_load_context(directory, Dir),
   atomic_list_concat([Dir, '/../../prolog/scores.pl'], F), use_module(F),
   atomic_list_concat([Dir, '/../../prolog/programs.pl'], G), use_module(G).

t_sc:edge(a, b).
t_sc:edge(b, c).
t_sc:edge(d, e).
t_sc:'$ilp_ex'(1, pos, path(a, b)).
t_sc:'$ilp_ex'(2, pos, path(a, c)).
t_sc:'$ilp_ex'(3, pos, path(d, e)).
t_sc:'$ilp_ex'(5, neg, path(a, e)).
t_sc:'$ilp_ex'(4, neg, path(b, a)).

with_tmp_file(Text, File, Goal) :-
    tmp_file_stream(utf8, File, S), write(S, Text), close(S),
    setup_call_cleanup(true, once(Goal), delete_file(File)).

%   score(+Module, +ClauseTexts, +Source, +Opts, -Counts, -Stops, -Wrong)
score(P, Texts, Source, Opts, Counts, Stops, Wrong) :-
    program_load(t_sc, P, Texts),
    score_program(P, t_sc, Source, Opts, Counts, Stops, Wrong).

recursive(['path(X, Y) :- edge(X, Y)', 'path(X, Y) :- edge(X, Z), path(Z, Y)']).

:- begin_tests(score_program).

test(recursive_program_all_right, [C-S-W == counts(3, 0, 2, 0)-stops(0, 0, 0, '')-[]]) :-
    recursive(Ts),
    score(t_p1, Ts, training, opts(2, none, 10, false), C, S, W).
test(misclassified_in_id_order_and_capped,
     [C-W == counts(2, 0, 2, 1)-[[pos, 'path(a,c)', not_proved]]]) :-
    score(t_p2, ['path(X, Y) :- edge(X, Y)'], training, opts(2, none, 10, false), C, _, W).
test(too_general_shows_proved_negatives_first_one_only,
     [C-W == counts(3, 2, 0, 0)-[[neg, 'path(b,a)', proved]]]) :-
    score(t_p3, ['path(_, _)'], training, opts(2, none, 1, false), C, _, W).
test(loop_stopped_by_inference_limit, [C-S == counts(0, 0, 2, 3)-stops(0, 5, 0, '')]) :-
    score(t_p4, ['path(X, Y) :- path(X, Z), edge(Z, Y)'], training,
          opts(5, 100000, 10, false), C, S, _).
test(loop_stopped_by_time_limit, [S = stops(5, 0, 0, '')]) :-
    get_time(T0),
    score(t_p5, ['path(X, Y) :- path(X, Z), edge(Z, Y)'], training,
          opts(0.05, none, 10, false), _, S, _),
    get_time(T1),
    T1 - T0 < 20.
test(error_counted_and_named, [C-N == counts(0, 0, 2, 3)-5]) :-
    score(t_p6, ['path(X, _) :- atom_length(_, X)'], training, opts(2, none, 10, false),
          C, stops(0, 0, N, Text), _),
    once(sub_atom(Text, _, _, _, instantiat)).

:- end_tests(score_program).

:- begin_tests(load_test_file).

test(facts_join_static_background_examples_replace,
     [R1-R2-C == ok(2, 1, 2, 1)-ok(1, 0, 0, 0)-counts(1, 0, 0, 0)]) :-
    with_tmp_file(":- dynamic foo/1.\nedge(x, y).\nedge(y, z).\npos(path(x, z)).\n\c
                   pos(path(a, b)).\nneg(path(z, x)).\n", F,
                  load_test_file(t_sc, F, [path/2], R1)),
    t_sc:edge(y, z), t_sc:edge(a, b),              % the file's facts after the bk's
    findall(A, t_sc:'$ilp_test'(_, _, A), [path(x, z), path(a, b), path(z, x)]),
    with_tmp_file("pos(path(x, z)).\n", F2, load_test_file(t_sc, F2, [path/2], R2)),
    recursive(Ts),
    score(t_p7, Ts, test, opts(2, none, 10, false), C, _, _).
test(example_of_another_predicate_refused) :-
    with_tmp_file("pos(edge(a, b)).\n", F, load_test_file(t_sc2, F, [path/2], error(Msg))),
    once(sub_atom(Msg, _, _, _, 'term 1 (line 1) is an example of edge/2')).
test(library_predicate_refused) :-
    with_tmp_file("append(a, b, c).\n", F, load_test_file(t_sc3, F, [path/2], error(Msg))),
    once(sub_atom(Msg, _, _, _, 'append/3, which is built in or comes from a library')).
test(syntax_error) :-
    with_tmp_file("pos(path(a, b).\n", F, load_test_file(t_sc4, F, [path/2], error(Msg))),
    once(sub_atom(Msg, _, _, _, 'syntax error')).

:- end_tests(load_test_file).
