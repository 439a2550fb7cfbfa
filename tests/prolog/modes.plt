/*  plunit tests for prolog/modes.pl (ilp_modes): mode templates -- Aleph's not/1 written as
    \+, the place-markers (+type, -type, #type) of a template at any depth and in order, the
    goal a template stands for, the predicate it calls, and check_template/3's verdict on
    well- and ill-formed modeh/modeb templates.
    Run: swipl -g run_tests -t halt tests/prolog/modes.plt

    #type is written '#'(type): the # operator is local to modes.pl (and to a task's module).
*/
:- use_module(library(plunit)).
:- use_module(library(lists)).
:- prolog_load_context(directory, Dir),
   atomic_list_concat([Dir, '/../../prolog/modes.pl'], F), use_module(F).

:- begin_tests(normal_template).

test(not_becomes_negation, [T == (\+ p(+t))]) :-
    normal_template(not(p(+t)), T).
test(plain_unchanged, [T == p(+t, -u)]) :-
    normal_template(p(+t, -u), T).
test(negation_unchanged, [T == (\+ q(+t))]) :-
    normal_template(\+ q(+t), T).
test(not_only_at_the_top, [T == p(not(+t))]) :-
    normal_template(p(not(+t)), T).

:- end_tests(normal_template).

:- begin_tests(template_markers).

test(in_out_const_in_order, [Ms == [in(train), out(car), const(shape)]]) :-
    template_markers(has(+train, -car, '#'(shape)), Ms).
test(order_is_argument_order, [Ms == [const(int), out(b), in(a)]]) :-
    template_markers(r('#'(int), -b, +a), Ms).
test(atom_has_none, [Ms == []]) :-
    template_markers(p, Ms).
test(constants_and_variables_skipped, [Ms == [in(t)]]) :-
    template_markers(p(a, _, +t, 3, "s"), Ms).
test(structured_depth_first, [Ms == [in(list), out(any), out(list)]]) :-
    template_markers((+list = [-any|-list]), Ms).
test(nested_compound, [Ms == [in(a), out(b), const(c), out(d)]]) :-
    template_markers(p(f(+a, g(-b, '#'(c))), -d), Ms).
test(negated_looks_inside, [Ms == [in(t), in(u)]]) :-
    template_markers(\+ q(+t, +u), Ms).
test(marker_on_non_atom_is_no_marker, [Ms == [in(x)]]) :-
    % +f(+x) is no marker itself (its type is not an atom); the +x inside it is one
    template_markers(p(+f(+x)), Ms).
test(marker_on_variable_is_no_marker, [Ms == []]) :-
    template_markers(p(+_, -_), Ms).

:- end_tests(template_markers).

:- begin_tests(template_goal).

test(flat) :-
    template_goal(has(+train, -car, '#'(shape)), G, Vs),
    G = has(A, B, C),
    Vs == [A, B, C],
    maplist(var, Vs),
    A \== B, B \== C, A \== C.
test(constants_kept) :-
    template_goal(p(a, +t, 3, [x]), G, Vs),
    G = p(a, V, 3, [x]),
    Vs == [V], var(V).
test(atom, [G-Vs == p-[]]) :-
    template_goal(p, G, Vs).
test(structured) :-
    template_goal((+list = [-any|-list]), G, Vs),
    G = (L = [H|T]),
    Vs == [L, H, T],
    maplist(var, Vs),
    L \== H, H \== T, L \== T.
test(negated) :-
    template_goal(\+ q(+t, '#'(c)), G, Vs),
    G = (\+ q(X, Y)),
    Vs == [X, Y], var(X), var(Y), X \== Y.
test(template_variable_shared_not_counted) :-
    template_goal(p(Z, +t, Z), G, Vs),
    G = p(A, V, B),
    A == B, A == Z,
    Vs == [V], V \== Z.
test(non_atom_marker_kept_inner_replaced) :-
    template_goal(p(+f(+x)), G, Vs),
    G = p(+f(V)),
    Vs == [V], var(V).
test(fresh_each_call) :-
    template_goal(p(+t), G1, [V1]),
    template_goal(p(+t), G2, [V2]),
    G1 == p(V1), G2 == p(V2), V1 \== V2.
test(as_many_vars_as_markers, [true(Lens == [3, 1, 0, 3, 2, 4])]) :-
    Ts = [has(+a, -b, '#'(c)), p(a, +t), p, (+list = [-any|-list]), \+ q(+t, +u),
          p(f(+a, g(-b, '#'(c))), -d)],
    maplist([T, N-M]>>( template_markers(T, Ms), length(Ms, N),
                        template_goal(T, _, Vs), length(Vs, M) ), Ts, Pairs),
    pairs_keys_values(Pairs, Lens, Lens2),
    Lens == Lens2.

:- end_tests(template_goal).

:- begin_tests(template_predicate).

test(plain, [N/A-Neg == has/3-false]) :-
    template_predicate(has(+train, -car, '#'(shape)), N, A, Neg).
test(negated_is_the_inner_predicate, [N/A-Neg == q/2-true]) :-
    template_predicate(\+ q(+t, +u), N, A, Neg).
test(structured_is_its_functor, [N/A-Neg == (=)/2-false]) :-
    template_predicate((+list = [-any|-list]), N, A, Neg).
test(atom, [N/A-Neg == p/0-false]) :-
    template_predicate(p, N, A, Neg).
test(negated_atom, [N/A-Neg == p/0-true]) :-
    template_predicate(\+ p, N, A, Neg).
test(after_normal_template, [N/A-Neg == q/1-true]) :-
    normal_template(not(q(+t)), T),
    template_predicate(T, N, A, Neg).

:- end_tests(template_predicate).

:- begin_tests(check_template).

test(modeh_ok, [E == '']) :-
    check_template(modeh, has(+train, -car), E).
test(modeb_ok_with_constant, [E == '']) :-
    check_template(modeb, lteq(+int, '#'(int)), E).
test(modeb_ok_with_constant_argument, [E == '']) :-
    check_template(modeb, colour(+car, red), E).
test(structured_ok, [E == '']) :-
    check_template(modeb, (+list = [-any|-list]), E).
test(atom_ok, [E == '']) :-
    check_template(modeb, raining, E).
test(negated_modeb_ok, [E == '']) :-
    check_template(modeb, \+ q(+t, +u), E).
test(negated_atom_ok, [E == '']) :-
    check_template(modeb, \+ raining, E).
test(not_callable_number, [E == 'the mode atom is not a predicate']) :-
    check_template(modeb, 42, E).
test(not_callable_variable, [E == 'the mode atom is not a predicate']) :-
    check_template(modeh, _, E).
test(negated_head, [E == 'a head cannot be negated']) :-
    check_template(modeh, \+ p(+t), E).
test(negated_head_from_not, [E == 'a head cannot be negated']) :-
    normal_template(not(p(+t)), T),
    check_template(modeh, T, E).
test(negated_not_a_predicate, [E == 'the negated mode atom is not a predicate']) :-
    check_template(modeb, \+ 3, E).
test(negated_with_output, [E == 'a negated mode may only have +type arguments']) :-
    check_template(modeb, \+ q(+t, -u), E).
test(negated_with_constant, [E == 'a negated mode may only have +type arguments']) :-
    check_template(modeb, \+ q(+t, '#'(c)), E).
test(negated_with_nested_output, [E == 'a negated mode may only have +type arguments']) :-
    check_template(modeb, \+ q(f(-u)), E).
test(no_markers, [E == 'no argument is +type, -type or #type']) :-
    check_template(modeb, p(a, b), E).
test(no_markers_head, [E == 'no argument is +type, -type or #type']) :-
    check_template(modeh, p(_), E).
test(variable_argument,
     [E == 'every argument must be +type, -type, #type or a term built of them']) :-
    check_template(modeb, p(+t, _), E).
test(marker_type_not_atom,
     [E == 'every argument must be +type, -type, #type or a term built of them']) :-
    check_template(modeb, p(+t, -f(x)), E).
test(const_type_not_atom,
     [E == 'every argument must be +type, -type, #type or a term built of them']) :-
    check_template(modeh, p(+t, '#'(1)), E).
test(negated_variable_argument,
     [E == 'every argument must be +type, -type, #type or a term built of them']) :-
    check_template(modeb, \+ q(+t, _), E).
test(det_on_every_outcome, [Es == ['', 'a head cannot be negated',
                                   'no argument is +type, -type or #type']]) :-
    findall(E, ( member(K-T, [modeh-p(+t), modeh-(\+ p(+t)), modeb-p(a)]),
                 check_template(K, T, E) ), Es).

:- end_tests(check_template).
