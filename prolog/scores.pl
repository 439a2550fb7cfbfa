/*  Scoring a theory as a program (`ilp test`, and the training summary of `ilp learn`).

    The theory is loaded into a program module P importing the task's module M
    (ilp_programs:program_load/3), so a recursive call runs the theory itself; each example is
    then proved once under a time limit and an inference limit, as Popper's judge does (2 s
    an example): a theory that loops costs at most the limit per example, never the run.
    One call scores every example (score_program/9).  The Python side makes
    every target predicate defined in P, so a theory without a clause for one fails there.

    Held-out examples come from a Prolog file (load_test_file/3): its pos/1 and neg/1 terms
    are the examples, stored as M:'$ilp_test'(K, Sign, Atom) in file order; every other clause
    is background for the test, added to M (IGGP's held-out game states come with the facts
    that describe them).  A predicate the background already defines gets the new clauses
    after its own (made dynamic first: SWI-Prolog keeps the clauses of a static predicate it
    makes dynamic).
*/
:- module(ilp_scores, [load_test_file/4, score_program/7]).

:- use_module(load).
:- use_module(limits).
:- use_module(messages).

%!  load_test_file(+M, +File, +Heads, -Result) is det.
%   Read File (with the operators of M); Result = ok(NPos, NNeg, NClauses, NDirectives) or
%   error(Message).  Every example must be of a predicate of Heads (a list of Name/Arity).
%   The examples replace those of an earlier call; the other clauses are added to M;
%   directives are skipped (counted in NDirectives: a test file is data, it does not run).
load_test_file(M, File, Heads, Result) :-
    catch(read_terms(file(File), M, Terms), E, true),
    (   nonvar(E)
    ->  error_text(E, Msg), Result = error(Msg)
    ;   dynamic(M:'$ilp_test'/3),
        retractall(M:'$ilp_test'(_, _, _)),
        catch(store_terms(Terms, M, Heads, 1, 1, counts(0, 0, 0, 0), Counts), bad(Msg),
              true),
        (   nonvar(Msg) -> Result = error(Msg)
        ;   Counts = counts(P, N, C, D), Result = ok(P, N, C, D)
        )
    ).

store_terms([], _, _, _, _, Counts, Counts).
store_terms([term(T, _, _, Line)|Ts], M, Heads, K, Nth, Counts0, Counts) :-
    Nth1 is Nth + 1,
    (   example(T, Sign, A)
    ->  functor(A, N, Ar),
        (   memberchk(N/Ar, Heads) -> true
        ;   format(atom(Why), "is an example of ~q, not of ~q", [N/Ar, Heads]),
            bad_term(Nth, Line, Why, T)
        ),
        assertz(M:'$ilp_test'(K, Sign, A)), K1 is K + 1,
        tally(Sign, Counts0, Counts1)
    ;   T = (:- _)
    ->  K1 = K, tally(directive, Counts0, Counts1)
    ;   add_background(M, T, Nth, Line), K1 = K,
        tally(clause, Counts0, Counts1)
    ),
    store_terms(Ts, M, Heads, K1, Nth1, Counts1, Counts).

example(pos(A), pos, A) :- callable(A).
example(neg(A), neg, A) :- callable(A).

tally(pos, counts(P, N, C, D), counts(P1, N, C, D)) :- P1 is P + 1.
tally(neg, counts(P, N, C, D), counts(P, N1, C, D)) :- N1 is N + 1.
tally(clause, counts(P, N, C, D), counts(P, N, C1, D)) :- C1 is C + 1.
tally(directive, counts(P, N, C, D), counts(P, N, C, D1)) :- D1 is D + 1.

%   add_background(+M, +Clause, +Nth, +Line): Clause added at the end of its predicate in M;
%   a clause that is not one, or that would change a built-in or library predicate, is refused.
add_background(M, T, Nth, Line) :-
    ( T = (H :- _) -> true ; H = T ),
    (   callable(H), H \= _:_
    ->  true
    ;   bad_term(Nth, Line, "is not a clause", T)
    ),
    functor(H, N, A),
    (   ( predicate_property(M:H, imported_from(_)) ; predicate_property(M:H, built_in) )
    ->  format(atom(Why), "gives clauses of ~q, which is built in or comes from a library",
               [N/A]),
        bad_term(Nth, Line, Why, T)
    ;   predicate_property(M:H, dynamic)
    ->  true
    ;   dynamic(M:N/A)
    ),
    assertz(M:T).

bad_term(Nth, Line, Why, T) :-
    format(atom(Msg), "term ~w (line ~w) ~w: ~q", [Nth, Line, Why, T]),
    throw(bad(Msg)).

%!  score_program(+P, +M, +Source, +Options, -Counts, -Stops, -Wrong) is det.
%   Prove each example of Source with the program loaded in P: `training` (the task's
%   examples M:'$ilp_ex'(Id, Sign, Atom), by id), ids(Ids) (those of Ids, in that order) or
%   `test` (those of load_test_file/4).
%   Options = opts(Seconds, Limit, Shown, Progress): each example runs under Seconds of wall
%   clock and Limit inferences (`none`: no inference limit); an example stopped by a limit,
%   or whose proof raises an error, is not proved.  Progress = true: a line on stderr counts
%   the examples done, from the first second on (a looping theory takes its time limit per
%   example).  Counts = counts(TP, FP, TN, FN); Stops = stops(Time, Inferences, Errors,
%   FirstError) (FirstError: the text of the first error, or ''); Wrong: the first Shown
%   misclassified examples, in order, as [Sign, AtomText, Why] with Why one of proved,
%   not_proved, time, inferences, error.
score_program(P, M, Source, opts(Seconds, Limit, Shown, Progress), Counts, Stops, Wrong) :-
    examples(Source, M, Examples),
    length(Examples, N),
    get_time(T0),
    foldl(score_one(P, Seconds, Limit, Shown, progress(Progress, T0, N)), Examples,
          s(counts(0, 0, 0, 0), stops(0, 0, 0, ''), 0, Wrong, Wrong, 0, T0),
          s(Counts, Stops, _, Wrong, [], _, Shown0)),
    (   Shown0 > T0 -> format(user_error, "~n", []) ; true ).

examples(training, M, Exs) :-
    findall(Id-(S-A), M:'$ilp_ex'(Id, S, A), Pairs),
    keysort(Pairs, Sorted),
    pairs_values(Sorted, Exs).
examples(ids(Ids), M, Exs) :-
    findall(S-A, ( member(Id, Ids), M:'$ilp_ex'(Id, S, A) ), Exs).
examples(test, M, Exs) :-
    (   current_predicate(M:'$ilp_test'/3)
    ->  findall(S-A, M:'$ilp_test'(_, S, A), Exs)
    ;   Exs = []
    ).

%   score_one(+P, +Seconds, +Limit, +Shown, +Progress, +Example, +State0, -State): State is
%   s(Counts, Stops, NWrong, Wrong0, WrongTail, Done, LastShown), the misclassified kept in a
%   difference list; LastShown: when the progress line was last written.
score_one(P, Seconds, Limit, Shown, Progress, Sign-A, s(C0, S0, NW0, W, T0, K0, L0),
          s(C, S, NW, W, T, K, L)) :-
    outcome(P, A, Seconds, Limit, Outcome),
    stopped(Outcome, S0, S),
    (   Outcome == proved -> Said = pos ; Said = neg ),
    counted(Sign, Said, C0, C),
    (   Sign == Said
    ->  NW = NW0, T = T0
    ;   NW is NW0 + 1,
        (   NW0 < Shown
        ->  format(atom(Text), "~q", [A]), why(Outcome, Why), T0 = [[Sign, Text, Why]|T]
        ;   T = T0
        )
    ),
    K is K0 + 1,
    progress(Progress, K, S, L0, L).

progress(progress(false, _, _), _, _, L, L) :- !.
progress(progress(true, Start, N), K, stops(Time, Inf, Err, _), L0, L) :-
    get_time(Now),
    (   Now - Start >= 1, Now - L0 >= 0.5
    ->  Stopped is Time + Inf + Err,
        format(user_error, "\rscoring: ~d of ~d examples (~d stopped by a limit or an error)",
               [K, N, Stopped]),
        flush_output(user_error),
        L = Now
    ;   L = L0
    ).

%   outcome(+P, +A, +Seconds, +Limit, -Outcome): proved, not_proved, time, inferences or
%   error(E).  call_timed_pure/3 sets no alarm for a proof that ends quickly.
outcome(P, A, Seconds, none, Outcome) :- !,
    call_timed_pure(\+ \+ P:A, Seconds, T),
    timed(T, true, Outcome).
outcome(P, A, Seconds, Limit, Outcome) :-
    call_timed_pure(call_limited(\+ \+ P:A, Limit, R), Seconds, T),
    timed(T, R, Outcome).

timed(time, _, time).
timed(error(E), _, error(E)).
timed(false, _, not_proved).
timed(true, R, Outcome) :- limited(R, Outcome).

limited(true, proved).
limited(false, not_proved).
limited(exceeded, inferences).
limited(error(E), error(E)).

stopped(time, stops(T0, I, E, F), stops(T, I, E, F)) :- !, T is T0 + 1.
stopped(inferences, stops(T, I0, E, F), stops(T, I, E, F)) :- !, I is I0 + 1.
stopped(error(Err), stops(T, I, E0, F0), stops(T, I, E, F)) :- !,
    E is E0 + 1,
    (   F0 == '' -> error_text(Err, F) ; F = F0 ).
stopped(_, S, S).

counted(Sign, Said, counts(TP0, FP0, TN0, FN0), counts(TP, FP, TN, FN)) :-
    (   Sign == pos
    ->  FP = FP0, TN = TN0,
        ( Said == pos -> TP is TP0 + 1, FN = FN0 ; TP = TP0, FN is FN0 + 1 )
    ;   TP = TP0, FN = FN0,
        ( Said == pos -> FP is FP0 + 1, TN = TN0 ; FP = FP0, TN is TN0 + 1 )
    ).

why(proved, proved).
why(not_proved, not_proved).
why(time, time).
why(inferences, inferences).
why(error(_), error).
