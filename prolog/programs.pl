/*  Programs tested as programs: a set of clauses (a whole theory, or candidate clauses of a
    recursive one) in a module of their own that sees the task's background, so a recursive
    call runs the program itself -- intensional coverage, as `swipl bk.pl THEORY` would prove
    an example -- never the examples stored as facts while learning.

    The program module P imports the task's module M (its background); P defines the
    program's predicates itself, so calls to them from the program's clauses reach the program.
    Every example test runs under the inference limit (ilp_limits:call_limited/3; a whole
    theory's clauses on all the examples through limited_each/6, the same verdicts in chunks).
    The program search's own tests stay one call_limited/3 each: it tests thousands of
    candidates on short lists, where limited_each/6's cost per call made `filter` 1.28x slower.
*/
:- module(ilp_programs, [program_load/3, program_covers/5, program_flags/4, program_test/8,
                         program_extensions/10, program_exceeds/5, program_clause_covers/5, remember/2]).

:- use_module(limits).

%!  program_load(+M, +P, +ClauseTexts) is det.
%   Make P hold exactly the clauses ClauseTexts (a list of clause texts, or ids given to
%   remember/2), importing M.  The
%   predicates of the clauses' heads are dynamic in P (an empty definition fails, not raises),
%   and keep the clauses the background itself gives them (a partial definition in bk.pl),
%   not the examples M holds as facts while learning.
program_load(M, P, Texts) :-
    maplist(parsed, Texts, Clauses),
    (   import_module(P, M) -> true ; add_import_module(P, M, start) ),
    forall(( current_predicate(P:N/A), functor(H, N, A),
             predicate_property(P:H, dynamic), \+ predicate_property(P:H, imported_from(_)) ),
           retractall(P:H)),
    findall(N/A, ( member(C, Clauses), head_of(C, H0), functor(H0, N, A) ), PIs0),
    sort(PIs0, PIs),
    forall(member(N/A, PIs), ( dynamic(P:N/A), background_clauses(M, P, N/A) )),
    forall(member(C, Clauses), assertz(P:C)).

background_clauses(M, P, N/A) :-
    functor(H, N, A),
    (   current_predicate(M:N/A), \+ predicate_property(M:H, imported_from(_))
    ->  forall(( clause(M:H, B, Ref), \+ example_fact(M, Ref) ), assertz(P:(H :- B)))
    ;   true
    ).

example_fact(M, Ref) :-
    current_predicate(M:'$ilp_example_fact'/1),
    M:'$ilp_example_fact'(Ref).

%   parsed(+TextOrId, -Clause): the clause of a text, or of a clause remembered under an
%   integer id (remember/2): a program search tests the same clauses in thousands of
%   programs, parsed once and named by small ids.
:- dynamic parsed_text/2, remembered/2.
parsed(Id, Clause) :-
    integer(Id), !,
    remembered(Id, C0),
    copy_term(C0, Clause).
parsed(Text, Clause) :-
    (   parsed_text(Text, C0) -> true
    ;   term_to_atom(C0, Text), assertz(parsed_text(Text, C0))
    ),
    copy_term(C0, Clause).

%!  remember(+Id, +ClauseText) is det.
%   Parse the clause once; program_load/3 and program_test/8 accept Id in place of the text.
remember(Id, Text) :-
    retractall(remembered(Id, _)),
    term_to_atom(C, Text),
    assertz(remembered(Id, C)).

head_of((H :- _), H) :- !.
head_of(H, H).

%!  program_covers(+P, +M, +Ids, +Limit, -Covered) is det.
%   Covered: the ids of Ids whose example (M:'$ilp_ex'(Id, _, Atom)) the program in P proves.
program_covers(P, M, Ids, Limit, Covered) :-
    include(proves(P, M, Limit), Ids, Covered).

proves(P, M, Limit, Id) :-
    M:'$ilp_ex'(Id, _, A),
    example_limit(A, Limit, L),
    call_limited(\+ \+ P:A, L, true).

%!  example_limit(+Atom, +Limit, -Inferences) is det.
%   The inferences a test of Atom may take: Limit itself when it is a number; for
%   scaled(PerCell, Least, Most), PerCell per cell of Atom (its term_size/2), at least Least
%   and at most Most.  A right program's proof grows with its example, and most candidate
%   programs are wrong, a wrong recursion often running until the limit: a limit that grows
%   with the example keeps those tests cheap on small examples without starving big ones.
example_limit(_, Limit, Limit) :-
    number(Limit),
    !.
example_limit(A, scaled(PerCell, Least, Most), L) :-
    term_size(A, Size),
    L is min(Most, max(Least, PerCell * Size)).

%!  program_clause_covers(+P, +M, +ClauseText, +Ids, -Covered) is det.
%   Covered: the ids of Ids whose example one clause of the program loaded in P proves at the
%   top, its recursive calls running the whole program: what that clause contributes, as
%   `swipl bk.pl THEORY` would prove it (not the examples stored as facts while learning).
%   Each test under the inference limit of program_covers/5, passed here as Limit inside Ids:
%   Ids = Limit-IdList.
program_clause_covers(P, M, ClauseText, Limit-Ids, Covered) :-
    term_to_atom(Clause, ClauseText),
    (   Clause = (H :- B) -> true ; H = Clause, B = true ),
    limited_each(clause_goal(P, M, H, B), Ids, Limit, all, Covered, _).

clause_goal(P, M, H, B, Id, ( H1 = A, P:B1 )) :-
    M:'$ilp_ex'(Id, _, A),
    copy_term(H-B, H1-B1).

%!  program_flags(+P, +AtomTexts, +Limit, -Flags) is det.
%   Flags: 1/0 for each atom text of AtomTexts: whether the program proves that atom.
program_flags(P, AtomTexts, Limit, Flags) :-
    maplist([T, A]>>term_to_atom(A, T), AtomTexts, Atoms),
    maplist([A, F]>>( call_limited(\+ \+ P:A, Limit, true) -> F = 1 ; F = 0 ), Atoms, Flags).

%!  program_test(+M, +P, +ClauseTexts, +Pos, +Neg, +Limit, +MaxNeg, -Result) is det.
%   Load the program (program_load/3), then test it on the negatives Neg (example ids),
%   stopping once more than MaxNeg are proved, and -- when it did not stop -- on the
%   positives Pos.  Result: covered(PosCovered, NegCovered) (id lists), or
%   too_general(NegCovered) when it stopped.  One call per candidate program.
program_test(M, P, Texts, Pos, Neg, Limit, MaxNeg, Result) :-
    program_load(M, P, Texts),
    negatives(Neg, P, M, Limit, MaxNeg, NegCov, Stopped),
    (   Stopped == true
    ->  Result = too_general(NegCov)
    ;   program_covers(P, M, Pos, Limit, PosCov),
        Result = covered(PosCov, NegCov)
    ).

negatives([], _, _, _, _, [], false).
negatives([Id|Ids], P, M, Limit, Max, Cov, Stopped) :-
    (   proves(P, M, Limit, Id)
    ->  Cov = [Id|Cov1],
        (   Max =< 0 -> Cov1 = [], Stopped = true
        ;   Max1 is Max - 1, negatives(Ids, P, M, Limit, Max1, Cov1, Stopped)
        )
    ;   negatives(Ids, P, M, Limit, Max, Cov, Stopped)
    ).

%!  program_extensions(+M, +P, +Before, +Cands, +After, +Need, +Pos, +Neg, +Limit, -Results)
%   is det.
%   The programs Before + [C] + After for each clause C of Cands (texts or remembered ids),
%   tested in one call: Before is loaded once (program_load/3); each candidate is asserted
%   with the clauses of After behind it, tested, and erased with them.  A candidate is
%   dropped once it cannot prove Need of the positives Pos (ids), then at the first negative
%   of Neg it proves.  Results: C-Proved (the ids of Pos proved) for the candidates kept, in
%   the order of Cands.  A program search judges thousands of candidates against the same
%   partial program: one call, not thousands.  Cands may be first(List): each candidate is
%   then put before the clauses of Before (After must be []), which spares re-asserting a long
%   After for each one.
program_extensions(M, P, Before, Cands, After, Need, Pos, Neg, Limit, Results) :-
    program_load(M, P, Before),
    maplist(parsed, After, AfterClauses),
    length(Pos, NPos),
    Spare is NPos - Need,
    (   Cands = first(List) -> Where = first ; List = Cands, Where = last ),
    foldl(extension(M, P, Where, AfterClauses, Pos, Spare, Neg, Limit), List, Results, []).

extension(M, P, Where, After, Pos, Spare, Neg, Limit, C, Rs0, Rs) :-
    parsed(C, Clause),
    maplist(own_predicate(M, P), [Clause|After]),
    (   Where == first -> asserta(P:Clause, Ref) ; assertz(P:Clause, Ref) ),
    maplist([Cl, R]>>assertz(P:Cl, R), After, Refs),
    (   proved_sparing(Pos, P, M, Limit, Spare, Proved),
        \+ ( member(Id, Neg), proves(P, M, Limit, Id) )
    ->  Rs0 = [C-Proved|Rs]
    ;   Rs0 = Rs
    ),
    maplist(erase, [Ref|Refs]).

%   own_predicate(+M, +P, +Clause): the predicate of Clause's head is P's own (dynamic, with
%   the background's clauses for it), not the task module's that P imports.
own_predicate(M, P, Clause) :-
    head_of(Clause, H),
    functor(H, N, A),
    (   current_predicate(P:N/A), \+ predicate_property(P:H, imported_from(_))
    ->  true
    ;   dynamic(P:N/A), background_clauses(M, P, N/A)
    ).

%   proved_sparing(+Ids, +P, +M, +Limit, +Spare, -Proved): the ids the program proves;
%   fails once more than Spare are not proved.
proved_sparing([], _, _, _, _, []).
proved_sparing([Id|Ids], P, M, Limit, Spare, Proved) :-
    (   proves(P, M, Limit, Id)
    ->  Proved = [Id|Rest],
        proved_sparing(Ids, P, M, Limit, Spare, Rest)
    ;   Spare > 0,
        Spare1 is Spare - 1,
        proved_sparing(Ids, P, M, Limit, Spare1, Proved)
    ).

%!  program_exceeds(+M, +P, +Ids, +Limit, -Count) is det.
%   Count: how many examples of Ids the program loaded in P (program_load/3) tests beyond
%   the inference limit -- all of them when the background's own clauses for the target loop.
program_exceeds(M, P, Ids, Limit, Count) :-
    aggregate_all(count, ( member(Id, Ids), M:'$ilp_ex'(Id, _, A),
                           call_limited(\+ \+ P:A, Limit, exceeded) ), Count).
