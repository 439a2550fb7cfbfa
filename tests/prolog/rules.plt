/*  plunit tests for prolog/rules.pl (ilp_rules): rule sets asserted into a background module
    and applied to every candidate of a "position" in one call.
    Run: swipl -g run_tests -t halt tests/prolog/rules.plt

    The background t_rul: candidates num(1..6); cell/2 facts come with each call (FactsText).
*/
:- use_module(library(plunit)).
:- use_module(library(lists)).
:- prolog_load_context(directory, Dir),
   atomic_list_concat([Dir, '/../../prolog/rules.pl'], F), use_module(F).

:- dynamic t_rul:cell/2.
t_rul:num(N) :- between(1, 6, N).

template('X-num(X)-[even-even(X), odd-odd(X)]').

rules(Key) :-
    add_rule(t_rul, Key-r1, 'even(X) :- 0 =:= X mod 2, X > 2'),
    add_rule(t_rul, Key-r2, 'even(X) :- cell(X, e)'),
    add_rule(t_rul, Key-r3, 'odd(X) :- 1 =:= X mod 2'),
    set_ruleset(Key, even, [Key-r1-first, Key-r2-second]),
    set_ruleset(Key, odd, [Key-r3-odd]).

%   A setup closure (with/1): the facts of FactsText for the time of Goal.
t_rul:t_rul_setup(FactsText, Goal) :-
    term_string(Fact, FactsText),
    setup_call_cleanup(assertz(t_rul:Fact), Goal, retractall(t_rul:Fact)).

rule_ids(Ids) :- findall(Id, clause(t_rul:'$ilp_rule'(Id, _), _), Ids).

:- begin_tests(rules).

test(add_rule_clause, [true(H-B =@= even(X)-(cell(X, e), X > 0))]) :-
    add_rule(t_rul, k0-r, 'even(X) :- cell(X, e), X > 0'),
    clause(t_rul:'$ilp_rule'(k0-r, H), B),
    retractall(t_rul:'$ilp_rule'(k0-r, _)).
test(add_rule_fact, [H-B == even(4)-true]) :-
    add_rule(t_rul, k0-f, 'even(4)'),
    clause(t_rul:'$ilp_rule'(k0-f, H), B),
    retractall(t_rul:'$ilp_rule'(k0-f, _)).
test(first_clause_wins_facts_used,
     [Rs-T == [[[2, second], [4, first], [6, first]], [[1, odd], [3, odd], [5, odd]]]-[0, 0, none]]) :-
    rules(k1), template(Tp),
    classify(t_rul, k1, 'cell(2, e). cell(4, e).', Tp, 10000, Rs, T),
    drop_ruleset(t_rul-k1).
test(facts_gone_after_call) :-
    rules(k2), template(Tp),
    classify(t_rul, k2, 'cell(2, e). cell(5, e).', Tp, 10000, _, _),
    \+ t_rul:cell(_, _),
    classify(t_rul, k2, '', Tp, 10000, [Even, _], _),    % cell(2, e) no longer proves even(2)
    Even == [[4, first], [6, first]],
    drop_ruleset(t_rul-k2).
test(looping_clause_counts_exceeded, [Rs-T == [[], [[1, odd], [3, odd], [5, odd]]]-[6, 0, none]]) :-
    add_rule(t_rul, k3-loop, 'odd(X) :- between(1, inf, Y), Y < 0'),
    add_rule(t_rul, k3-r3, 'odd(X) :- 1 =:= X mod 2'),
    set_ruleset(k3, odd, [k3-loop-loop, k3-r3-odd]),
    template(Tp),
    classify(t_rul, k3, '', Tp, 2000, Rs, T),
    drop_ruleset(t_rul-k3).
test(request_keeps_the_fixed_arguments, [Ts == [T0, T0, T0]]) :-
    rules(k9), template(Tp),
    classify_text(t_rul, k9, [with(t_rul_setup('cell(2, e).'))], Tp, 10000, 0, T0),
    once(sub_string(T0, _, _, _, "[2,1]")),               % even(2) by the setup's fact
    set_request(t_rul-k9, t_rul_setup, Tp, 10000, 0),
    classify_request(k9, 'cell(2, e).', "", T1),
    classify_request(k9, 'cell(1, x).', "", TN),
    \+ sub_string(TN, _, _, _, "[2,1]"),                  % no fact, no even(2)
    classify_request(k9, 'cell(1, x).', "cell(2, e).", T2),   % the fact as added clauses
    drop_ruleset(t_rul-k9),
    \+ ilp_rules:request_(k9, _, _, _, _, _),             % dropped with its rule set
    \+ t_rul:cell(_, _),                                  % the facts only for the call
    Ts = [T1, T2, T0].
test(error_reported_in_first, [Rs-T == [[], [[1, odd], [3, odd], [5, odd]]]-[0, 2, [err, M]]]) :-
    add_rule(t_rul, k4-err, 'odd(X) :- X > 4, atom_length(_, _)'),
    add_rule(t_rul, k4-r3, 'odd(X) :- 1 =:= X mod 2'),
    set_ruleset(k4, odd, [k4-err-err, k4-r3-odd]),
    template(Tp),
    classify(t_rul, k4, '', Tp, 10000, Rs, T),
    M = 'atom_length/2: Arguments are not sufficiently instantiated',
    drop_ruleset(t_rul-k4).
test(set_ruleset_replaces, [Rs == [[[2, second], [4, second]], []]]) :-
    rules(k5),
    set_ruleset(k5, even, [k5-r2-second]),
    classify(t_rul, k5, 'cell(2, e). cell(4, e).', 'X-num(X)-[even-even(X), none-odd(X)]', 10000, Rs, _),
    drop_ruleset(t_rul-k5).
test(keys_independent, [Rs == [[[4, first], [6, first]], []]]) :-
    rules(k6),
    add_rule(t_rul, k7-r, 'odd(X)'),
    set_ruleset(k7, odd, [k7-r-all]),
    drop_ruleset(t_rul-k7),
    template(Tp),
    classify(t_rul, k7, '', Tp, 10000, Rs7, _), Rs7 == [[], []],
    classify(t_rul, k6, '', 'X-num(X)-[even-even(X)]', 10000, [Even], _),
    Rs = [Even, []],
    drop_ruleset(t_rul-k6).
test(drop_ruleset_removes_rules) :-
    rules(k8),
    drop_ruleset(t_rul-k8),
    rule_ids(Ids), \+ member(k8-_, Ids),
    template(Tp),
    classify(t_rul, k8, 'cell(2, e).', Tp, 10000, Rs, T),
    Rs == [[], []], T == [0, 0, none].
test(time_limit_whole_position, [Rs-T == time-[0, 0, none]]) :-
    add_rule(t_rul, k9-loop, 'odd(X) :- between(1, inf, Y), Y < 0'),
    set_ruleset(k9, odd, [k9-loop-loop]),
    classify(t_rul, k9, 'cell(1, e).', 'X-num(X)-[odd-odd(X)]', 1000000000000, 0.2, Rs, T),
    \+ t_rul:cell(_, _),
    drop_ruleset(t_rul-k9).

%   Planned clauses (the block computed once per position): the same answers whether the
%   Pre is declared semidet (one pass over the candidates) or not (answers per candidate),
%   and a stage that exceeds the limit counts as trouble either way.
t_rpl:num(N) :- between(1, 6, N).
t_rpl:half(X, H) :- 0 =:= X mod 2, H is X // 2.
t_rpl:val(V) :- member(V, [1, 2, 3]).
t_rpl:spin(_) :- between(1, inf, Y), Y < 0.

planned(Key, Det, Rule) :-
    Options = [memo([half/2, val/1, spin/1, (>)/2, (<)/2, (=<)/2]), det(Det)],
    add_rule(t_rpl, Key-r, Rule, Options),
    set_ruleset(Key, pick, [Key-r-r]).

test(planned_semidet_pre_as_any, [Rs == [[[[2, r], [4, r]]], [[[2, r], [4, r]]]]]) :-
    Rule = 'pick(X) :- half(X, H), val(V), V > H, X =< 6',
    planned(k10, [half/2], Rule),                  % half/2 semidet: the one-pass entries
    ilp_plans:plan(t_rpl, k10-r, _, _, _, _, _, _, _),
    classify(t_rpl, k10, [], 'X-num(X)-[pick-pick(X)]', 10000, R1, T1),
    drop_ruleset(t_rpl-k10),
    retractall(ilp_plans:semidet_(t_rpl, _)),
    planned(k11, [], Rule),                        % not declared: answers per candidate
    classify(t_rpl, k11, [], 'X-num(X)-[pick-pick(X)]', 10000, R2, T2),
    drop_ruleset(t_rpl-k11),
    T1 == [0, 0, none], T2 == T1,
    Rs = [R1, R2].
test(planned_stage_over_the_limit, [Rs-T == [[]]-[3, 0, none]]) :-
    planned(k12, [half/2], 'pick(X) :- half(X, H), val(V), spin(V), V > H, X =< 6'),
    classify(t_rpl, k12, [], 'X-num(X)-[pick-pick(X)]', 2000, Rs, T),
    drop_ruleset(t_rpl-k12),
    retractall(ilp_plans:semidet_(t_rpl, _)).

:- end_tests(rules).
