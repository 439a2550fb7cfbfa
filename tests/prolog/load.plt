/*  plunit tests for prolog/load.pl (ilp_load): reading terms, loading files and texts into
    modules of their own, adding and erasing clauses.
    Run: swipl -g run_tests -t halt tests/prolog/load.plt
*/
:- use_module(library(plunit)).
:- use_module(library(memfile)).
:- prolog_load_context(directory, Dir),
   atomic_list_concat([Dir, '/../../prolog/load.pl'], F), use_module(F),
   atomic_list_concat([Dir, '/../../prolog/limits.pl'], L), use_module(L).

contains(Text, Part) :- sub_atom(Text, _, _, _, Part), !.

%   with_tmp_file(+Text, -File, :Goal): Goal with Text written (UTF-8) to a new temp file.
with_tmp_file(Text, File, Goal) :-
    tmp_file_stream(utf8, File, S), write(S, Text), close(S),
    setup_call_cleanup(true, once(Goal), delete_file(File)).

%   capture_err(:Goal, -Text): run Goal once, Text what it wrote to user_error.
capture_err(Goal, Text) :-
    stream_property(Old, alias(user_error)),
    new_memory_file(MF),
    setup_call_cleanup(open_memory_file(MF, write, S),
                       setup_call_cleanup(set_stream(S, alias(user_error)),
                                          once(Goal),
                                          set_stream(Old, alias(user_error))),
                       close(S)),
    memory_file_to_atom(MF, Text),
    free_memory_file(MF).

:- begin_tests(read_terms).

test(text_terms_names_comments_lines,
     [Ts = [term(p(1), [], '% first', 2),
            term((q(X, Y) :- r(X), s(Y)), ['X'=X, 'Y'=Y], '/* second */', 4)]]) :-
    read_terms(text("% first\np(1).\n\n/* second */ q(X, Y) :-\n  r(X), s(Y).\n"), t_rt1, Ts).
test(op_directive_for_the_rest_of_the_read_only) :-
    read_terms(text(":- op(700, xfx, ===>).\na ===> b.\n"), t_rt_op, Ts),
    Ts = [term((:- op(700, xfx, ===>)), [], '', 1), term(T, [], '', 2)],
    T == ===>(a, b),
    \+ current_op(_, _, t_rt_op:(===>)),
    \+ current_op(_, _, user:(===>)),
    catch(read_terms(text("a ===> b.\n"), t_rt_op, _), E, true),
    E = error(syntax_error(_), _).
test(op_directive_changing_a_standard_operator_leaves_no_trace) :-
    catch(read_terms(text(":- op(0, xfx, (:-)).\na :- b.\n"), user, _), E, true),
    E = error(syntax_error(_), _),
    read_terms(text("a :- b.\n"), user, [term((a :- b), [], '', 1)]),
    current_op(1200, xfx, user:(:-)).
test(module_operators_inherited) :-
    op(700, xfx, t_rt_mod:(<=>)),
    read_terms(text("a <=> b.\n"), t_rt_mod, [term(T, _, _, _)]),
    T == <=>(a, b).
test(op_not_before_its_directive, [throws(error(syntax_error(operator_expected), _))]) :-
    read_terms(text("a ===>> b.\n:- op(700, xfx, ===>>).\n"), t_rt_op2, _).
test(file_with_bom, [Ts == [term(p(1), [], '', 1), term(p('é'), [], '', 2)]]) :-
    atom_codes(Text, [0xFEFF|`p(1).\np('\u00e9').\n`]),
    with_tmp_file(Text, F, read_terms(file(F), t_rt2, Ts)).
test(syntax_error_thrown, [throws(error(syntax_error(_), _))]) :-
    read_terms(text("a.\nb :- (.\n"), t_rt3, _).
test(empty_text, [Ts == []]) :-
    read_terms(text(""), t_rt4, Ts).

:- end_tests(read_terms).

:- begin_tests(check_syntax).

test(ok, [R == ok]) :-
    check_syntax(text("a.\nb :- a.\n"), t_cs, R).
test(error_with_line, [R == error('syntax error: end_of_clause (line 2, column 6)')]) :-
    check_syntax(text("a.\nb :- (.\n"), t_cs, R).
test(file_ok, [R == ok]) :-
    with_tmp_file("p(1).\n", F, check_syntax(file(F), t_cs, R)).

:- end_tests(check_syntax).

:- begin_tests(load_file).

test(two_modules_no_clash_errors_collected) :-
    Text = "p(1).\nq(X) :- p(X).\n:- Y is foo + 1, p(Y).\nr( .\ns(2).\n:- format(\"hello~n\").\n",
    with_tmp_file(Text, F,
                  with_output_to(string(Out),
                                 capture_err(( load_file(t_lf_a, F, Ea),
                                               load_file(t_lf_b, F, Eb) ), Err))),
    assertion(Out == ""),                          % directives print to stderr only
    assertion(contains(Err, hello)),
    assertion(\+ contains(Err, 'ERROR')),          % errors are collected, not printed
    Ea = [E1, E2], Eb == Ea,
    assertion(contains(E1, 'is/2')),
    assertion(contains(E2, 'syntax error')),
    assertion(contains(E2, 'line 4')),
    findall(X, t_lf_a:q(X), Qa), Qa == [1],
    findall(X, t_lf_b:q(X), Qb), Qb == [1],
    findall(X, t_lf_b:s(X), Sb), Sb == [2],
    atom_concat(F, '#t_lf_a', Ida), source_file(t_lf_a:p(_), Ida),
    atom_concat(F, '#t_lf_b', Idb), source_file(t_lf_b:p(_), Idb).
test(no_errors, [E == []]) :-
    with_tmp_file("p(1).\n", F, load_file(t_lf_c, F, E)),
    t_lf_c:p(1).
test(bom_skipped, [E == []]) :-
    atom_codes(Text, [0xFEFF|`p(1).\n`]),
    with_tmp_file(Text, F, load_file(t_lf_d, F, E)),
    t_lf_d:p(1).

:- end_tests(load_file).

:- begin_tests(load_text).

test(compiles_under_id) :-
    load_text(t_lt, "p(1).\np(2).\nq(X) :- p(X), X > 1.\n", t_lt_source),
    findall(X, t_lt:q(X), Xs), Xs == [2],
    source_file(t_lt:p(_), t_lt_source),
    \+ predicate_property(t_lt:p(_), dynamic).

:- end_tests(load_text).

:- begin_tests(add_clauses).

test(add_and_erase) :-
    assertz(t_ac:p(0)),
    add_clauses(t_ac, ":- dynamic foo/1.\np(1).\np(2).\nq(X) :- p(X).\n", Refs),
    length(Refs, 3),                                   % the directive is skipped
    findall(X, t_ac:p(X), Ps), Ps == [0, 1, 2],        % at the end of the predicate
    findall(X, t_ac:q(X), Qs), Qs == [0, 1, 2],
    erase_refs(Refs),
    findall(X, t_ac:p(X), Ps1), Ps1 == [0],
    \+ catch(t_ac:q(_), _, fail).
%   The doc: "Erase the clauses of Refs (those already gone are skipped)", det.
test(erase_refs_skips_gone) :-
    add_clauses(t_ac1, "p(1).\np(2).\n", [R1, R2]),
    erase(R1),
    erase_refs([R1, R2]),
    \+ t_ac1:p(_).
test(static_predicate_throws_nothing_added) :-
    load_text(t_ac2, "s(1).\n", t_ac2_source),
    catch(add_clauses(t_ac2, "r(1).\nr(2).\ns(2).\n", _), E, true),
    E = error(permission_error(_, _, _), _),
    \+ catch(t_ac2:r(_), _, fail),
    findall(X, t_ac2:s(X), Ss), Ss == [1].
test(syntax_error_nothing_added, [throws(error(syntax_error(_), _))]) :-
    setup_call_cleanup(true,
                       add_clauses(t_ac3, "r(1).\nr( .\n", _),
                       \+ catch(t_ac3:r(_), _, fail)).
test(add_as_and_erase_added) :-
    add_clauses_as(k_ac4, t_ac4, "p(1).\np(2).\n", E),
    E == '',
    findall(X, t_ac4:p(X), Ps), Ps == [1, 2],
    erase_added(k_ac4),
    \+ t_ac4:p(_),
    erase_added(k_ac4).
test(add_as_error_message) :-
    add_clauses_as(k_ac5, t_ac5, "p(1).\np( .\n", E),
    atom(E), contains(E, 'syntax error'),
    \+ catch(t_ac5:p(_), _, fail),
    erase_added(k_ac5).

:- end_tests(add_clauses).

:- begin_tests(input_limits).

deep_text(N, Text) :-
    length(Os, N), maplist(=("f("), Os), atomic_list_concat(Os, O),
    length(Cs, N), maplist(=(")"), Cs), atomic_list_concat(Cs, C),
    atomic_list_concat(["p(", O, "x", C, ").\n"], Text).

test(deep_text_refused_before_reading, [E = error(ilp_limit(term_depth, 200, nesting), _)]) :-
    deep_text(30000, Text),
    catch(read_terms(text(Text), t_il1, _), E, true).
test(deep_file_refused, [E = error(ilp_limit(term_depth, 200, nesting), stream(_, 2, _, _))]) :-
    deep_text(30000, Text),
    atom_concat('q.\n', Text, All),
    with_tmp_file(All, F, catch(read_terms(file(F), t_il2, _), E, true)).
test(operator_chain_refused, [E = error(ilp_limit(term_depth, 200, line(2)), _)]) :-
    length(Ms, 1000), maplist(=("- "), Ms), atomic_list_concat(Ms, M),
    atomic_list_concat(["q.\np(", M, "x).\n"], Text),
    catch(read_terms(text(Text), t_il3, _), E, true).
test(big_integer_refused, [E = error(ilp_limit(integer_bits, 63, line(1)), _)]) :-
    catch(read_terms(text("p(123456789012345678901234567890).\n"), t_il4, _), E, true).
test(text_size_refused, [cleanup(set_input_limit(input_bytes, 104857600)),
                         E = error(ilp_limit(input_bytes, 10, _), _)]) :-
    set_input_limit(input_bytes, 10),
    catch(read_terms(text("p(1).\np(2).\np(3).\n"), t_il5, _), E, true).
test(device_refused, [E = error(domain_error(regular_file, '/dev/zero'), _)]) :-
    catch(read_terms(file('/dev/zero'), t_il6, _), E, true).
test(load_file_deep_is_an_error_nothing_loaded, [true(\+ current_predicate(t_il7:q/1))]) :-
    deep_text(30000, Text),
    atom_concat('q(1).\n', Text, All),
    with_tmp_file(All, F, load_file(t_il7, F, [E])),
    sub_atom(E, 0, _, _, 'a term nests more than 200 levels deep (line 2').
test(load_file_operator_chain_skipped_and_reported, [Qs == [1, 2]]) :-
    length(Ms, 1000), maplist(=("- "), Ms), atomic_list_concat(Ms, M),
    atomic_list_concat(["q(1).\np(", M, "x).\nq(2).\n"], Text),
    with_tmp_file(Text, F, load_file(t_il8, F, [E])),
    sub_atom(E, 0, _, _, 'a term nests more than 200 levels deep (line 2)'),
    \+ current_predicate(t_il8:p/1),
    findall(X, t_il8:q(X), Qs).
test(add_clauses_deep_adds_nothing, [true(\+ current_predicate(t_il9:q/1))]) :-
    deep_text(30000, Text),
    atom_concat('q(1).\n', Text, All),
    catch(add_clauses(t_il9, All, _), E, true),
    E = error(ilp_limit(term_depth, _, _), _).
test(add_clauses_big_integer_fine, [Qs == [1, 99999999999999999999]]) :-
    add_clauses(t_il10, "q(1).\nq(99999999999999999999).\n", _),
    findall(Q, t_il10:q(Q), Qs).

:- end_tests(input_limits).

:- begin_tests(input_limits_included).

test(included_file_scanned_too, [true(sub_atom(E, _, _, _, 'a term nests more than 200 levels deep (line 2'))]) :-
    tmp_file_stream(utf8, Sub, S1),
    length(Os, 30000), maplist(=("f("), Os), atomic_list_concat(Os, O),
    length(Cs, 30000), maplist(=(")"), Cs), atomic_list_concat(Cs, C),
    format(S1, "r(1).~nr(~wx~w).~n", [O, C]), close(S1),
    format(atom(Main), ":- include(~q).~nq(1).~n", [Sub]),
    with_tmp_file(Main, F, load_file(t_ili1, F, [E])),
    delete_file(Sub),
    sub_atom(E, 0, _, _, Sub).

:- end_tests(input_limits_included).
