/*  plunit tests for prolog/body_order.pl (ilp_body_order): the order a clause's literals are
    called in on a ground example, and once/1 around runs whose bindings nothing later uses.
    Run: swipl -g run_tests -t halt tests/prolog/body_order.plt

    t_bo: child/2 a static fact table (parent 1 has children 11-16, parent 2 has 21 and 22),
    see/2 a sparse static fact table, via/2 a rule, seen/1 a dynamic predicate, filler/1
    1,000 facts (a module with a big table: its clauses are ordered).
    The answers of every reordered clause are compared with the clause as written on all
    ground heads over the constants, so a reorder that changes an answer fails.
*/
:- use_module(library(plunit)).
:- use_module(library(lists)).
:- use_module(library(apply)).
:- prolog_load_context(directory, Dir),
   atomic_list_concat([Dir, '/../../prolog/body_order.pl'], F), use_module(F).

t_bo:child(11, 1). t_bo:child(12, 1). t_bo:child(13, 1).
t_bo:child(14, 1). t_bo:child(15, 1). t_bo:child(16, 1).
t_bo:child(21, 2). t_bo:child(22, 2).
t_bo:child(1, 0). t_bo:child(2, 0).
t_bo:see(13, 15). t_bo:see(21, 5). t_bo:see(11, 30). t_bo:see(12, 31).
t_bo:see(14, 32). t_bo:see(16, 33). t_bo:see(22, 34).
t_bo:(via(X, Y) :- t_bo:child(X, Y)).
:- dynamic t_bo:seen/1.
t_bo:seen(13).
% a table of 1,000 facts: clauses are ordered only where a join can be costly
term_expansion(filler_facts, Facts) :- findall(t_bo:filler(I), between(1, 1000, I), Facts).
filler_facts.

t_small:child(1, 0).                      % t_small: only small tables
t_small:child(2, 0).
t_small:see(1, 2).

:- begin_tests(body_order).

%   ordered(+Clause, -Text): the clause with its evaluation body, written with A, B, ...
ordered(Clause, Text) :-
    copy_term(Clause, (H :- B)),
    evaluation_body(t_bo, H, B, O),
    numbervars(H-O, 0, _),
    format(atom(Text), "~W", [(H :- O), [numbervars(true), quoted(true)]]).

test(join_follows_the_sparse_relation) :-
    % from the first sibling along see/2 (one answer each), then the second checked
    ordered((t(A, _) :- child(A, C), child(D, C), child(E, C), see(D, E)), O),
    O == 't(A,B):-child(A,C),child(D,C),see(D,E),child(E,C)'.

test(a_test_goes_first) :-
    % child(B, A) has both arguments from the head: called first (taken once)
    ordered((t(A, B) :- child(C, A), see(C, _), child(B, A)), O),
    O == 't(A,B):-(child(B,A)->true),child(C,A),see(C,D)'.

test(a_rule_waits_for_its_inputs) :-
    % see/2 (7 facts, nothing bound) would be cheaper than child(C, A), but it does not jump
    % the rule via/2, whose input C it depends on in the clause as written
    ordered((t(A) :- child(C, A), via(C, D), see(D, _)), O),
    O == 't(A):-child(B,A),via(B,C),see(C,D)'.

test(a_dynamic_predicate_is_not_a_fact_table) :-
    % seen/1 is dynamic: it keeps its place, and child(C, B) becomes a test after it
    ordered((t(A) :- child(A, B), seen(C), child(C, B)), O),
    O == 't(A):-child(A,B),seen(C),child(C,B)'.

test(fewest_answers_first) :-
    % child(A, B) and see(A, _) expect one answer each (the tie keeps the written order),
    % child(_, B) 10/3: see/2 goes before it, taken once (its second argument is not used)
    ordered((t(A) :- child(A, B), child(_, B), see(A, _)), O),
    O == 't(A):-child(A,B),(see(A,C)->true),child(D,B)'.

test(unused_bindings_are_taken_once) :-
    % D of see(C, D) is not used later: one answer of it is enough
    ordered((t(A) :- child(C, A), see(C, _), child(C, _)), O),
    O == 't(A):-child(B,A),(see(B,C)->true),child(B,D)'.

test(once_around_a_run) :-
    % child(A, P), child(P, _) bind nothing used later: the pair is taken once
    ordered((t(A) :- child(A, P), child(P, _), child(B, A), see(B, _)), O),
    O == 't(A):-(child(A,B),(child(B,C)->true)->true),child(D,A),see(D,E)'.

test(nothing_to_reorder) :-
    % already in the best order, nothing to take once (the last run): the clause itself
    Cl = (t(A) :- child(A, B), see(B, _)),
    evaluation_clause(t_bo, Cl, C),
    C == Cl.

test(a_fact_is_kept) :-
    evaluation_clause(t_bo, t(1), C), C == t(1).

test(a_head_that_is_not_ground_runs_the_body_as_written) :-
    Cl = (t(A, B) :- child(A, C), child(D, C), child(E, C), see(D, E), child(B, _)),
    evaluation_clause(t_bo, Cl, (H :- (ground(H0) -> B1 ; Written))),
    H == H0, Cl = (H2 :- B2), H == H2, Written == B2, B1 \== B2.

test(small_tables_are_not_ordered) :-
    Cl = (t(A, B) :- child(A, C), child(D, C), child(E, C), see(D, E), child(B, _)),
    evaluation_clause(t_small, Cl, C0),
    C0 == Cl.

test(fact_stats) :-
    fact_stats(t_bo, child/2, N, D),
    N == 10, D == [10, 3].

test(the_same_answers) :-
    Clauses = [ (t(A, B) :- child(A, C), child(D, C), child(E, C), see(D, E), child(B, C)),
                (t(A, B) :- child(C, A), see(C, D), child(D, B)),
                (t(A, B) :- via(A, C), child(D, C), see(D, E), child(E, B)),
                (t(A, B) :- child(A, C), seen(D), child(D, C), child(B, _)),
                (t(A, B) :- see(D, E), child(D, A), child(E, A), child(B, _)),
                (t(A, B) :- child(A, C), child(C, _), child(D, B), see(D, _)) ],
    findall(X, ( t_bo:child(X, _) ; t_bo:child(_, X) ; t_bo:see(X, _) ; t_bo:see(_, X) ), Xs0),
    sort(Xs0, Xs),
    forall(member(Cl, Clauses),
           ( evaluation_clause(t_bo, Cl, Ev),
             copy_term(Ev, (H1 :- B1)),
             copy_term(Cl, (H :- B)),
             findall(H, ( member(X, Xs), member(Y, Xs), H = t(X, Y), once(t_bo:B) ), Want),
             findall(H1, ( member(X, Xs), member(Y, Xs), H1 = t(X, Y), once(t_bo:B1) ), Got),
             Want == Got )),
    % and the test is not empty: the clauses hold on some heads, reordered ones among them
    findall(x, ( member(Cl, Clauses), copy_term(Cl, (t(X, Y) :- B)), once(t_bo:B) ), Held),
    length(Held, NHeld), NHeld >= 3.

:- end_tests(body_order).
