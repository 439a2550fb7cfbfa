/*  plunit tests for prolog/coverage.pl (ilp_coverage): which examples a clause covers.
    Run: swipl -g run_tests -t halt tests/prolog/coverage.plt

    t_cov: big(X) examples 1 b (7), 2 d (9) positive, 3 a (3), 4 c (5) negative.
    t_cov2: p(I) positive for I in 1..10.
*/
:- use_module(library(plunit)).
:- use_module(library(lists)).
:- prolog_load_context(directory, Dir),
   atomic_list_concat([Dir, '/../../prolog/coverage.pl'], F), use_module(F).

t_cov:val(a, 3).
t_cov:val(b, 7).
t_cov:val(c, 5).
t_cov:val(d, 9).
t_cov:lteq(X, Y) :- X =< Y.
t_cov:'$ilp_ex'(1, pos, big(b)).
t_cov:'$ilp_ex'(2, pos, big(d)).
t_cov:'$ilp_ex'(3, neg, big(a)).
t_cov:'$ilp_ex'(4, neg, big(c)).
:- forall(between(1, 10, I), assertz(t_cov2:'$ilp_ex'(I, pos, p(I)))).

loop_on_big_values('big(X) :- val(X, V), (V > 6 -> between(1, inf, Y), Y < 0 ; V > 4)').

:- begin_tests(coverage).

test(covers, [C == [1, 2]]) :-
    ilp_covers(t_cov, 'big(X) :- val(X, V), V > 6', [1, 2, 3, 4], 10000, C).
test(covers_fact_all, [C == [1, 2, 3, 4]]) :-
    ilp_covers(t_cov, 'big(X)', [1, 2, 3, 4], 10000, C).
test(covers_only_given_ids_in_order, [C == [4, 2]]) :-
    ilp_covers(t_cov, 'big(X) :- val(X, V), V > 4', [4, 3, 2], 10000, C).
test(candidate_erased) :-
    ilp_covers(t_cov, 'big(X) :- val(X, V), V > 4', [1, 2], 10000, _),
    \+ catch(t_cov:'$ilp_cand'(_), _, fail).
test(loop_and_error_not_covered, [C-C2 == [4]-[4]]) :-
    loop_on_big_values(L),
    ilp_covers(t_cov, L, [1, 2, 3, 4], 2000, C),
    ilp_covers(t_cov, 'big(X) :- val(X, V), V > 4, (V > 6 -> atom_length(_, _) ; true)',
               [1, 2, 3, 4], 10000, C2).
test(covers_clause_as_string, [C == [1, 2, 4]]) :-
    ilp_covers(t_cov, "big(X) :- val(X, V), V > 4", [1, 2, 3, 4], 10000, C).
test(upto_stops_at_max, [C-T == [1, 4]-3]) :-
    ilp_covers_upto(t_cov, 'big(X) :- val(X, V), V > 4', [3, 1, 4, 2], 10000, 2, C, T).
test(upto_fewer_than_max, [C-T == [2]-4]) :-
    ilp_covers_upto(t_cov, 'big(X) :- val(X, V), V > 8', [3, 1, 4, 2], 10000, 2, C, T).
test(misses_stop_at_the_last_allowed, [C-T == [1]-3]) :-
    ilp_covers_misses(t_cov, 'big(X) :- val(X, V), V > 6', [3, 1, 4, 2], 10000, 2, C, T).
test(misses_fewer_than_allowed, [C-T == [1, 4, 2]-4]) :-
    ilp_covers_misses(t_cov, 'big(X) :- val(X, V), V > 4', [3, 1, 4, 2], 10000, 2, C, T).
test(report_ok, [R == ok([1, 2, 4], [])]) :-
    ilp_covers_report(t_cov, 'big(X) :- val(X, V), V > 4', [1, 2, 3, 4], 10000, 5, R).
test(report_ok_with_exceeded, [R == ok([4], [1, 2])]) :-
    loop_on_big_values(L),
    ilp_covers_report(t_cov, L, [1, 2, 3, 4], 2000, 5, R).
test(report_limit, [R == limit(5, 8)]) :-           % ids 1-3 fail fast, 4.. loop
    ilp_covers_report(t_cov2, 'p(X) :- X > 3, between(1, inf, Y), Y < 0',
                      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 2000, 5, R).
test(report_error, [R == error(2, 'atom_length/2: Arguments are not sufficiently instantiated')]) :-
    ilp_covers_report(t_cov, 'big(X) :- val(X, V), V > 4, (V > 8 -> atom_length(_, _) ; true)',
                      [1, 2, 3, 4], 10000, 5, R).
test(report_time, [R == time]) :-
    ilp_covers_report(t_cov2, 'p(X) :- between(1, inf, Y), Y < 0', [1, 2, 3],
                      1000000000000, 0.1, R),
    \+ catch(t_cov2:'$ilp_cand'(_), _, fail).
test(covers_atoms, [Fs == [0, 1, 0, 1]]) :-
    ilp_covers_atoms(t_cov, 'big(X) :- val(X, V), V > 4', ["big(a)", "big(b)", "big(z)", "big(c)"],
                     10000, Fs).
%   V =< '$lazy': the candidate thresholds are the values of V (argument 0) on the positives.
test(lazy_threshold, [Os == ['7'-[1, 3, 4], '9'-[1, 2, 3, 4]]]) :-
    ilp_lazy(t_cov, 'big(X) :- val(X, V), lteq(V, \'$lazy\')', [1, 2, 3, 4], [0], 10000, Os),
    \+ catch(t_cov:'$ilp_lazy_rest'(_, _), _, fail).
test(lazy_lower_bound_subset_of_ids, [Os == ['9'-[2]]]) :-
    ilp_lazy(t_cov, 'big(X) :- val(X, V), lteq(\'$lazy\', V)', [2, 3], [1], 10000, Os).

:- end_tests(coverage).
