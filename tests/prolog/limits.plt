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
