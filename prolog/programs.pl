/*  Programs tested as programs: a set of clauses (a whole theory, or candidate clauses of a
    recursive one) in a module of their own that sees the task's background, so a recursive
    call runs the program itself -- intensional coverage, as `swipl bk.pl THEORY` would prove
    an example -- never the examples stored as facts while learning.

    The program module P imports the task's module M (its background); P defines the
    program's predicates itself, so calls to them from the program's clauses reach the program.
    Every example test runs under the inference limit (ilp_limits:call_limited/3).
*/
:- module(ilp_programs, [program_load/3, program_covers/5, program_flags/4]).

:- use_module(limits).

%!  program_load(+M, +P, +ClauseTexts) is det.
%   Make P hold exactly the clauses ClauseTexts (a list of clause texts), importing M.  The
%   predicates of the clauses' heads are dynamic in P (an empty definition fails, not raises).
program_load(M, P, Texts) :-
    maplist([T, C]>>term_to_atom(C, T), Texts, Clauses),
    (   import_module(P, M) -> true ; add_import_module(P, M, start) ),
    forall(( current_predicate(P:N/A), functor(H, N, A),
             predicate_property(P:H, dynamic), \+ predicate_property(P:H, imported_from(_)) ),
           retractall(P:H)),
    forall(( member(C, Clauses), head_of(C, H0), functor(H0, N, A) ), dynamic(P:N/A)),
    forall(member(C, Clauses), assertz(P:C)).

head_of((H :- _), H) :- !.
head_of(H, H).

%!  program_covers(+P, +M, +Ids, +Limit, -Covered) is det.
%   Covered: the ids of Ids whose example (M:'$ilp_ex'(Id, _, Atom)) the program in P proves.
program_covers(P, M, Ids, Limit, Covered) :-
    include(proves(P, M, Limit), Ids, Covered).

proves(P, M, Limit, Id) :-
    M:'$ilp_ex'(Id, _, A),
    call_limited(\+ \+ P:A, Limit, true).

%!  program_flags(+P, +AtomsText, +Limit, -Flags) is det.
%   Flags: 1/0 for each atom of the list written in AtomsText: whether the program proves it.
program_flags(P, AtomsText, Limit, Flags) :-
    term_to_atom(Atoms, AtomsText),
    maplist([A, F]>>( call_limited(\+ \+ P:A, Limit, true) -> F = 1 ; F = 0 ), Atoms, Flags).
