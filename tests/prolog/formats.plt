/*  plunit tests for prolog/formats.pl (ilp_formats): Aleph's NAME.b compiled into a module
    with its declarations recorded, and NAME.f / NAME.n read as examples.
    Run: swipl -g run_tests -t halt tests/prolog/formats.plt
*/
:- use_module(library(plunit)).
:- use_module(library(lists)).
:- prolog_load_context(directory, Dir),
   atomic_list_concat([Dir, '/../../prolog/formats.pl'], F), use_module(F),
   atomic_list_concat([Dir, '/../../prolog/load.pl'], L), use_module(L).

contains(Text, Part) :- sub_atom(Text, _, _, _, Part), !.

%   with_tmp_file(+Text, -File, :Goal): Goal with Text written to a new temp file.
with_tmp_file(Text, File, Goal) :-
    tmp_file_stream(utf8, File, S), write(S, Text), close(S),
    setup_call_cleanup(true, once(Goal), delete_file(File)).

%   load_b(+M, +Text, -Errors): Text loaded as a .b file into M, as ilp/formats/aleph.py does.
load_b(M, Text, Errors) :-
    aleph_prepare(M),
    with_tmp_file(Text, F, ilp_load:load_file(M, F, Errors)),
    aleph_finish(M).

:- begin_tests(aleph_background).

test(declarations_recorded_in_order,
     [Ds == [set(i, 2), modeh(1, p(+int)), modeb(*, q(+int, #(int))),
             determination(p/1, q/2), lazy_evaluate(q/2)]]) :-
    load_b(t_fa1, ":- set(i, 2).\n:- modeh(1, p(+int)).\n:- modeb(*, q(+int, #int)).\n\c
                   :- determination(p/1, q/2).\n:- lazy_evaluate(q/2).\nq(1, 2).\n", []),
    findall(D, t_fa1:'$aleph_decl'(D), Ds).
test(operators_local_to_the_module) :-
    load_b(t_fa2, ":- modeb(*, q(+int, #int)).\nq(1, 2).\n", []),
    current_op(500, fy, t_fa2:(#)),
    \+ current_op(_, fy, user:(#)),
    \+ current_op(_, fy, t_fa_other:(#)).
test(clpfd_in_the_background) :-
    load_b(t_fa3, ":- use_module(library(clpfd)).\n:- modeh(1, p(+int)).\n\c
                   q(X, Y) :- Y #= X * 2.\n", []),
    t_fa3:q(3, Y), Y == 6.
test(expansion_local_to_the_module) :-
    aleph_prepare(t_fa8),
    predicate_property(t_fa8:term_expansion(_, _), dynamic),
    \+ predicate_property(t_fa8:term_expansion(_, _), imported_from(_)),
    \+ clause(user:term_expansion(_, _), ilp_formats:expand(_, _, _)),
    aleph_finish(t_fa8).
test(recorders_removed_afterwards) :-
    load_b(t_fa4, ":- modeh(1, p(+int)).\nr(1).\n", []),
    \+ current_predicate(t_fa4:modeh/2),
    \+ clause(t_fa4:term_expansion(_, _), ilp_formats:expand(_, _, _)),
    \+ ( predicate_property(t_fa4:term_expansion(_, _), number_of_clauses(N)), N > 0,
         \+ predicate_property(t_fa4:term_expansion(_, _), imported_from(_)) ),
    t_fa4:r(1).
test(recursive_target_made_dynamic, [true(Dyn-Static == true-false)]) :-
    load_b(t_fa5, ":- modeh(1, p(+list)).\n:- modeb(1, p(+list)).\n:- modeh(1, s(+list)).\n\c
                   p([]).\ns([]).\n", []),
    ( predicate_property(t_fa5:p(_), dynamic) -> Dyn = true ; Dyn = false ),
    ( predicate_property(t_fa5:s(_), dynamic) -> Static = true ; Static = false ).
test(false_constraints_and_pack_sections, [true(X-Pos-Neg == yes-[e(1)]-[e(2)])]) :-
    load_b(t_fa6, ":- use_module(library(aleph)).\n:- aleph.\nfalse :- r(4).\n\c
                   :- begin_in_pos.\ne(1).\n:- end_in_pos.\n:- begin_in_neg.\ne(2).\n\c
                   :- end_in_neg.\nr(1).\n", []),
    ( aleph_other(t_fa6, false, _) -> X = yes ; X = no ),
    findall(A, t_fa6:'$aleph_secex'(pos, A), Pos),
    findall(A, t_fa6:'$aleph_secex'(neg, A), Neg),
    \+ current_predicate(t_fa6:e/1).
test(syntax_error_reported, [true(contains(E, 'syntax error'))]) :-
    load_b(t_fa7, ":- modeh(1, p(+int)).\nq(1.\n", [E|_]).

:- end_tests(aleph_background).

:- begin_tests(aleph_queries).

test(modes_with_not_and_mode2,
     [Ms == [mode-'1'-p-1-'p(+int)', modeb-'1'-p-1-'p(+int)', modeb-'1'-r-1-'\\+r(+int)',
             modeb-'*'-(=)-2-'+list=[-int|-list]', modeb-'1'-(=)-2-'+list=[-int]']]) :-
    load_b(t_fq1, ":- mode(1, p(+int)).\n:- modeb(1, not(r(+int))).\n\c
                   :- modeb(*, ((+list) = ([-int|-list]))).\n\c
                   :- mode(1, ((+list) = ([-int]))).\n", []),
    findall(K-R-N-A-T, aleph_mode(t_fq1, K, R, N, A, T), Ms).
test(commands_and_model_recorded, [Cs-O == [induce_tree, induce]-[model]]) :-
    load_b(t_fq5, ":- model(predict/3).\n:- induce_tree.\n:- induce(_).\n", []),
    findall(C, aleph_command(t_fq5, C), Cs),
    findall(K, aleph_other(t_fq5, K, _), O).
test(builtin, [true]) :-
    aleph_builtin(=, 2), \+ aleph_builtin(mem, 2).
test(determinations_well_formed_or_not, [Ds == [p-1-q-2, ''-0-'determination(p, q)'-0]]) :-
    load_b(t_fq2, ":- determination(p/1, q/2).\n:- determination(p, q).\n", []),
    findall(T-TA-N-A, aleph_determination(t_fq2, T, TA, N, A), Ds).
test(settings_as_text, [Ss == [i-'2', evalfn-posonly, minacc-'0.8', classes-'[a,b]']]) :-
    load_b(t_fq3, ":- set(i, 2).\n:- aleph_set(evalfn, posonly).\n:- set(minacc, 0.8).\n\c
                   :- set(classes, [a, b]).\n", []),
    findall(N-V, aleph_setting(t_fq3, N, V), Ss).
test(lazy_and_others, [L-O == [gteq-2]-[commutative, symmetric, prune]]) :-
    load_b(t_fq4, ":- lazy_evaluate(gteq/2).\n:- commutative(q/2).\n:- symmetric(q/2).\n\c
                   prune(_) :- fail.\n", []),
    findall(N-A, aleph_lazy(t_fq4, N, A), L),
    findall(K, aleph_other(t_fq4, K, _), O).
test(declared_as_lists,
     [Ms-Ds-Ss-Ls-Os-Cs == [mode(modeh, '1', p, 1, 'p(+int)')]-[determination(p, 1, q, 2)]-
                           [i-'2']-[q/2]-[commutative-'commutative(q/2)']-[induce]]) :-
    load_b(t_fq6, ":- set(i, 2).\n:- modeh(1, p(+int)).\n:- determination(p/1, q/2).\n\c
                   :- lazy_evaluate(q/2).\n:- commutative(q/2).\n:- induce.\n", []),
    maplist(aleph_declared(t_fq6), [mode, determination, setting, lazy, other, command],
            [Ms, Ds, Ss, Ls, Os, Cs]).

:- end_tests(aleph_queries).

:- begin_tests(aleph_examples).

test(facts_comments_directives,
     [R-Exs == ok([5, 6], ['p/1', 'q/2'])-[5-pos-p(1), 6-pos-q(a, [1])]]) :-
    with_tmp_file("% positives\np(1).\n:- discontiguous p/1.\nq(a, [1]).\n", F,
                  aleph_load_examples(t_fe1, F, 't.f', pos, 5, R)),
    findall(I-S-A, t_fe1:'$ilp_ex'(I, S, A), Exs).
test(module_operators_apply, [A == p(#(int))]) :-
    op(500, fy, t_fe2:(#)),
    with_tmp_file("p(#int).\n", F, aleph_load_examples(t_fe2, F, 't.n', neg, 0, ok(_, _))),
    t_fe2:'$ilp_ex'(0, neg, A).
test(not_an_atom, [R == error('t.n: term 2 is not an example atom: 3')]) :-
    with_tmp_file("p(1).\n3.\n", F, aleph_load_examples(t_fe3, F, 't.n', neg, 0, R)).
test(syntax_error, [true(contains(M, 't.f: syntax error'))]) :-
    with_tmp_file("p(1.\n", F, aleph_load_examples(t_fe4, F, 't.f', pos, 0, error(M))).
test(section_examples_numbered, [P-N-Is == [0, 1]-[2]-['e/1']]) :-
    assertz(t_fe5:'$aleph_secex'(pos, e(1))),
    assertz(t_fe5:'$aleph_secex'(neg, e(3))),
    assertz(t_fe5:'$aleph_secex'(pos, e(2))),
    aleph_section_examples(t_fe5, 0, P, N, Is).

:- end_tests(aleph_examples).
