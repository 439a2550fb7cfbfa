/*  plunit tests for prolog/limits.pl (ilp_limits): inference and time limits, and the guard
    against halt/abort in a module of user code.
    Run: swipl -g run_tests -t halt tests/prolog/limits.plt
*/
:- use_module(library(plunit)).
:- use_module(library(lists)).
:- use_module(library(time)).
:- prolog_load_context(directory, Dir),
   atomic_list_concat([Dir, '/../../prolog/limits.pl'], F), use_module(F).

loop :- repeat, fail.

%   item tests for limited_each/6: item I's goal costs about I inferences (a count down),
%   fails for multiples of 5, loops for multiples of 7, raises for multiples of 11
item_goal(I, G) :- I > 0, G = item_test(I).
item_test(I) :-
    (   I mod 11 =:= 0 -> atom_length(_, _)
    ;   I mod 7 =:= 0 -> loop
    ;   count_down(I), I mod 5 =\= 0
    ).
count_down(0) :- !.
count_down(N) :- N1 is N - 1, count_down(N1).

one_by_one(Items, Limit, Passed) :-
    include([I]>>( item_goal(I, G), call_limited(\+ \+ G, Limit, true) ), Items, Passed).

:- begin_tests(limited_each).

%   the same verdicts as call_limited/3 item by item, for limits that cut chunks short
%   often and that make the larger items exceed it alone
test(as_one_by_one, [forall(member(Limit, [50, 120, 300, 1000, 100000]))]) :-
    numlist(0, 150, Items),
    one_by_one(Items, Limit, Expected),
    limited_each(item_goal, Items, Limit, all, Passed, Tested),
    assertion(Passed == Expected),
    assertion(Tested == 151).
test(empty, [P-T == []-0]) :-
    limited_each(item_goal, [], 1000, all, P, T).
test(upto, [P-T == [1, 2, 3]-3]) :-
    numlist(1, 20, Items),
    limited_each(item_goal, Items, 1000, upto(3), P, T).
test(upto_zero_as_one, [P-T == [1]-1]) :-
    limited_each(item_goal, [1, 2], 1000, upto(0), P, T).
test(misses, [P-T == [1, 2, 3, 4, 6, 8, 9]-10]) :-       % 5, 7 and 10 fail
    numlist(1, 20, Items),
    limited_each(item_goal, Items, 1000, misses(3), P, T).
test(time_limit_rethrown, [throws(time_limit_exceeded)]) :-
    call_with_time_limit(0.1, limited_each(item_goal, [7], 1000000000000, all, _, _)).
test(stop_rethrown, [throws(ilp_stop(halt/0))]) :-
    limited_each([_, throw(ilp_stop(halt/0))]>>true, [a], 1000, all, _, _).

:- end_tests(limited_each).

:- begin_tests(call_limited).

test(true_bindings_kept, [R-X == true-a]) :-
    call_limited(member(X, [a, b]), 10000, R).
test(true_once, [all(X == [a])]) :-
    call_limited(member(X, [a, b]), 10000, _).
test(false, [R == false]) :-
    call_limited(member(c, [a, b]), 10000, R).
test(exceeded, [R == exceeded]) :-
    call_limited(loop, 1000, R).
test(error, [R = error(error(instantiation_error, _))]) :-
    call_limited(atom_length(_, _), 10000, R).
test(error_user_ball, [R == error(my_ball)]) :-
    call_limited(throw(my_ball), 10000, R).
test(resource_error_from_stack_limit, [R = error(error(resource_error(_), _))]) :-
    message_queue_create(Q),
    thread_create(( call_limited(numlist(1, 100000000, _), 1000000000000, R0),
                    thread_send_message(Q, R0) ),
                  Id, [stack_limit(10000000)]),  % 10 MB, in a thread: this process is spared
    thread_join(Id, Status),
    thread_get_message(Q, R),
    message_queue_destroy(Q),
    Status == true.
test(time_limit_rethrown, [throws(time_limit_exceeded)]) :-
    call_with_time_limit(0.1, call_limited(loop, 1000000000000, _)).
test(time_limit_ball_rethrown, [throws(time_limit_exceeded)]) :-
    call_limited(throw(time_limit_exceeded), 10000, _).
test(stop_rethrown, [throws(ilp_stop(halt/0))]) :-
    call_limited(throw(ilp_stop(halt/0)), 10000, _).

%   a limit left in force (set by hand, as an interrupt before the library's catch/3 would
%   leave it): plain code raises; reset_inference_limit/0 lifts it
test(reset_inference_limit, [E-S == inference_limit_exceeded-20000100000]) :-
    system:'$inference_limit'(1000, _),
    catch(( numlist(1, 200000, L0), sum_list(L0, _) ), E, true),
    reset_inference_limit,
    numlist(1, 200000, L), sum_list(L, S).

:- end_tests(call_limited).

:- begin_tests(call_timed).

test(true_bindings_kept, [R-X == true-1]) :-
    call_timed(X = 1, 1, R).
test(false, [R == false]) :-
    call_timed(fail, 1, R).
test(time, [R == time]) :-
    call_timed(loop, 0.05, R).
test(error, [R = error(error(instantiation_error, _))]) :-
    call_timed(atom_length(_, _), 1, R).
test(stop_rethrown, [throws(ilp_stop(abort/0))]) :-
    call_timed(throw(ilp_stop(abort/0)), 1, _).

:- end_tests(call_timed).

:- begin_tests(call_timed_pure).

count(N) :- forall(between(1, N, _), true).

test(true_bindings_kept, [R-X == true-1]) :-
    call_timed_pure(X = 1, 1, R).
test(false, [R == false]) :-
    call_timed_pure(fail, 1, R).
test(time, [R == time]) :-
    call_timed_pure(loop, 0.05, R).
test(error, [R = error(error(instantiation_error, _))]) :-
    call_timed_pure(atom_length(_, _), 1, R).
test(stop_rethrown, [throws(ilp_stop(abort/0))]) :-
    call_timed_pure(throw(ilp_stop(abort/0)), 1, _).
% 0.05 s: a budget of 5000 inferences caps the inner limit; the run under the alarm is exact
test(inner_limit_not_capped_by_the_budget, [R-Inner == true-true]) :-
    call_timed_pure(call_limited(count(20000), 1000000000, Inner), 0.05, R).
test(bindings_of_a_discarded_run_undone, [R-L == true-[a, b]]) :-
    call_timed_pure(( count(20000), L = [a, b] ), 0.05, R).

:- end_tests(call_timed_pure).

:- begin_tests(guard, [setup(reset_stopped), cleanup(reset_stopped)]).

test(guarded_halt_abort) :-
    guard_module(t_guard),
    assertz(t_guard:(p0 :- halt)),
    assertz(t_guard:(p1 :- halt(3))),
    assertz(t_guard:(p2 :- abort)),
    reset_stopped,
    \+ stopped(_),
    catch(t_guard:p0, E0, true), E0 == ilp_stop(halt/0),
    stopped(S0), S0 == halt/0,
    reset_stopped, \+ stopped(_),
    catch(t_guard:p1, E1, true), E1 == ilp_stop(halt/1),
    stopped(S1), S1 == halt/1,
    catch(t_guard:p2, E2, true), E2 == ilp_stop(abort/0),
    stopped(S2), S2 == abort/0,
    reset_stopped, \+ stopped(_).
test(guarded_halt_through_call_limited, [throws(ilp_stop(halt/0))]) :-
    guard_module(t_guard2),
    assertz(t_guard2:(p :- halt)),
    call_limited(t_guard2:p, 10000, _).
test(guard_halt_checks_argument, [throws(error(_, _))]) :-
    guard_halt(maybe).

:- end_tests(guard).

:- begin_tests(check_nesting).

%   nesting_error(+Text, +Max, -Line-Col): where check_nesting/2 refuses Text, or none.
nesting(Text, Max, Where) :-
    setup_call_cleanup(open_string(Text, S),
                       catch(( check_nesting(S, Max), Where = none ),
                             error(ilp_limit(term_depth, Max, nesting), stream(_, L, C, _)),
                             Where = L-C),
                       close(S)).

test(within, [W == none]) :- nesting("a(b(c)).\nd([e, f]).\n", 3, W).
test(over, [W == 2-8]) :- nesting("a.\nb(c(d(e(f)))).\n", 3, W).
test(list_length_is_no_depth, [W == none]) :- nesting("a([1,2,3,4,5,6,7,8,9]).\n", 2, W).
test(brackets_in_quotes_strings_codes_comments, [W == none]) :-
    nesting("a('(((', \"(((\", `(((`, 0'(, 0'[). % (((\n/* ((( */ b.\n", 2, W).
test(quote_that_ends_a_quoted_atom_is_seen, [true(W \== none)]) :-
    nesting("a(')', f(')', f(')', f(x)))).\n", 3, W).
test(escapes_do_not_end_the_quote_early, [true(W \== none)]) :-
    nesting("a('\\x41\\', '\\'', 'it''s', f(f(f(x)))).\n", 3, W).
test(character_code_quotes, [true(W \== none)]) :-
    nesting("a(0''', 0'', 0'\\\\, f(f(f(x)))).\n", 3, W).
test(radix_is_no_quote, [true(W \== none)]) :-
    nesting("a(16'ff, f(f(f(x)))).\n", 3, W).
test(slash_star_after_symbols_is_no_comment, [true(W \== none)]) :-
    nesting("a(x //* f(f(f(x))) */ ).\n", 3, W).
test(deep_text_no_crash, [W = 1-_]) :-
    numlist(1, 100000, L), maplist([_, "f("]>>true, L, Os), atomic_list_concat(Os, O),
    string_concat(O, "x", Text),
    nesting(Text, 200, W).

:- end_tests(check_nesting).

:- begin_tests(check_term).

test(depth_within) :- check_term(f(g(h(1))), 1).
test(depth_over, [throws(error(ilp_limit(term_depth, 200, line(7)), _))]) :-
    numlist(1, 300, L), foldl([_, T0, f(T0)]>>true, L, x, T),
    check_term(T, 7).
test(operators_nest, [throws(error(ilp_limit(term_depth, _, _), _))]) :-
    numlist(1, 300, L), foldl([_, T0, -(T0)]>>true, L, x, T),
    check_term(T, _).
test(long_list_fine) :- numlist(1, 100000, L), check_term(p(L), 1).
test(partial_list) :- check_term(p([a, b|_]), 1).
test(integers_at_the_bounds) :- check_term(p(9223372036854775807, -9223372036854775808), 1).
test(integer_over, [throws(error(ilp_limit(integer_bits, 63, line(2)), _))]) :-
    check_term(p(9223372036854775808), 2).
test(integer_under, [throws(error(ilp_limit(integer_bits, 63, _), _))]) :-
    check_term(p([1, -9223372036854775809]), 2).
test(limit_settable, [cleanup(set_input_limit(term_depth, 200))]) :-
    set_input_limit(term_depth, 2),
    catch(check_term(f(g(h)), 1), E, true),
    E = error(ilp_limit(term_depth, 2, _), _).
test(limit_checked, [throws(error(_, _))]) :- set_input_limit(term_depth, -1).

:- end_tests(check_term).
