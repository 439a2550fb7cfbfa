/*  Coverage: which examples (by id) a clause covers.  One call per clause: the clause is
    compiled once, as M:'$ilp_cand'/1 (a meta-call of the body per example would compile the
    conjunction again each time), then called on each example of M:'$ilp_ex'(Id, Sign, Atom)
    under the inference limit (ilp_limits:limited_each/6, each test judged as
    call_limited/3 judges it): exceeding it, or an error in the background knowledge, counts
    as "not covered", so a looping clause never hangs.
*/
:- module(ilp_coverage, [ilp_covers/5, ilp_covers_upto/7, ilp_covers_misses/7,
                         ilp_covers_report/6,
                         ilp_covers_atoms/5, ilp_lazy/6]).

:- use_module(limits).
:- use_module(clauses).
:- use_module(messages).

%!  ilp_covers(+M, +ClauseText, +Ids, +Limit, -Covered) is det.
%   Covered: the ids of Ids whose example the clause covers.
ilp_covers(M, ClauseText, Ids, Limit, Covered) :-
    with_candidate(M, ClauseText, limited_each(candidate_goal(M), Ids, Limit, all, Covered, _)).

%!  ilp_covers_upto(+M, +ClauseText, +Ids, +Limit, +Max, -Covered, -Tested) is det.
%   Like ilp_covers/5, but stops as soon as Max examples are covered: Covered the covered ids,
%   Tested how many of Ids (a prefix) were tested -- all of them when fewer than Max are
%   covered.  (A count, not the ids: the caller has them, and a list of thousands of ids
%   costs more to hand back than to test.)
ilp_covers_upto(M, ClauseText, Ids, Limit, Max, Covered, Tested) :-
    with_candidate(M, ClauseText,
                   limited_each(candidate_goal(M), Ids, Limit, upto(Max), Covered, Tested)).

%!  ilp_covers_misses(+M, +ClauseText, +Ids, +Limit, +Misses, -Covered, -Tested) is det.
%   Like ilp_covers/5, but stops as soon as Misses examples are known not covered (a search
%   that needs the clause to cover all but Misses - 1 of Ids learns early that it does not):
%   Covered the covered ids, Tested how many of Ids (a prefix) were tested.
ilp_covers_misses(M, ClauseText, Ids, Limit, Misses, Covered, Tested) :-
    with_candidate(M, ClauseText,
                   limited_each(candidate_goal(M), Ids, Limit, misses(Misses), Covered, Tested)).

%!  ilp_covers_report(+M, +ClauseText, +Ids, +Limit, +Seconds, -Report) is det.
%   Coverage with an account of what went wrong, within Seconds for the whole clause:
%   Report = ok(Covered, Exceeded) -- the covered ids and the ids whose test reached the
%   inference limit; error(Id, Message) -- the test of example Id raised an error (testing
%   stops there); limit(Exceeded, Tested) -- the limit was reached on most examples tested
%   (at least 5 and more than half: the clause loops or explodes, testing stops); or time --
%   Seconds ran out.
ilp_covers_report(M, ClauseText, Ids, Limit, Seconds, Report) :-
    with_candidate(M, ClauseText,
                   call_timed(report(Ids, M, Limit, 0, 0, Report0), Seconds, R)),
    (   R == true -> Report = Report0 ; Report = time ).

report([], _, _, _, _, ok([], [])).
report([Id|Ids], M, Limit, Tested0, Exc0, Report) :-
    M:'$ilp_ex'(Id, _, E),
    call_limited(\+ \+ M:'$ilp_cand'(E), Limit, R),
    Tested is Tested0 + 1,
    (   R = error(X)
    ->  error_text(X, Msg), Report = error(Id, Msg)
    ;   R == exceeded
    ->  Exc is Exc0 + 1,
        (   Exc >= 5, Exc * 2 > Tested
        ->  Report = limit(Exc, Tested)
        ;   report(Ids, M, Limit, Tested, Exc, Report1),
            add_exceeded(Report1, Id, Report)
        )
    ;   report(Ids, M, Limit, Tested, Exc0, Report1),
        (   R == true -> add_covered(Report1, Id, Report) ; Report = Report1 )
    ).

add_covered(ok(C, X), Id, ok([Id|C], X)) :- !.
add_covered(Report, _, Report).

add_exceeded(ok(C, X), Id, ok(C, [Id|X])) :- !.
add_exceeded(Report, _, Report).

%   candidate_goal(+M, +Id, -Goal): the test of example Id by the candidate clause.
candidate_goal(M, Id, M:'$ilp_cand'(E)) :-
    M:'$ilp_ex'(Id, _, E).

%   with_candidate(+M, +ClauseText, :Goal): Goal with the clause asserted as M:'$ilp_cand'/1.
with_candidate(M, ClauseText, Goal) :-
    term_to_atom(Cl, ClauseText),
    (   Cl = (H :- B) -> true ; H = Cl, B = true ),
    setup_call_cleanup(assertz(M:('$ilp_cand'(H) :- B), Ref), once(Goal), erase(Ref)).

%!  ilp_covers_atoms(+M, +ClauseText, +AtomTexts, +Limit, -Flags) is det.
%   Flags: a list of 1/0, one per atom text of AtomTexts, saying whether the clause covers
%   that atom (each test under the inference limit).
ilp_covers_atoms(M, ClauseText, AtomTexts, Limit, Flags) :-
    maplist([T, A]>>term_to_atom(A, T), AtomTexts, Atoms),
    with_candidate(M, ClauseText, maplist(atom_flag(M, Limit), Atoms, Flags)).

atom_flag(M, Limit, E, F) :-
    (   call_limited(\+ \+ M:'$ilp_cand'(E), Limit, true) -> F = 1 ; F = 0 ).

%!  ilp_lazy(+M, +ClauseText, +Ids, +Sources, +Limit, -Options) is det.
%   Lazy evaluation (Aleph's): the clause holds one lazy literal, whose constant argument is the
%   atom '$lazy' (prolog/bottom.pl).  For each example of Ids, the argument lists the lazy
%   literal takes where the rest of the clause holds (all solutions, under the inference
%   limit: exceeding it gives none, "not covered").  The candidate constants are the values at
%   positions Sources (0-based arguments of the lazy literal) on the positives among Ids.
%   Options: one ConstText-Covered per candidate, in standard order of the constants,
%   Covered the ids for which the literal holds with that constant on some of the
%   example's argument lists (each call under the inference limit).  The choice among them is
%   the search's (ilp.lazy.choose_constant).
ilp_lazy(M, ClauseText, Ids, Sources, Limit, Options) :-
    term_to_atom(Cl, ClauseText),
    (   Cl = (H :- B) -> true ; H = Cl, B = true ),
    body_literals(B, Ls),
    partition(is_lazy, Ls, [Lazy], Rest),
    Lazy =.. [Name|Args],
    list_conj(Rest, RB),
    setup_call_cleanup(
        assertz(M:('$ilp_lazy_rest'(H, Args) :- RB), Ref),
        maplist(lazy_values(M, Limit), Ids, Vals),
        erase(Ref)),
    findall(V, ( member(Id-Ts, Vals), M:'$ilp_ex'(Id, pos, _),
                 member(T, Ts), member(K, Sources), nth0(K, T, V) ), Cs0),
    sort(Cs0, Cs),
    findall(CT-Cov,
            ( member(C, Cs),
              include(lazy_holds(M, Limit, Name, C), Vals, CovVals),
              pairs_keys(CovVals, Cov),
              format(atom(CT), "~W", [C, [quoted(true), priority(999)]]) ),   % an argument
            Options).

is_lazy(G) :- compound(G), G =.. [_|Args], member(A, Args), A == '$lazy', !.

list_conj([], true).
list_conj([G], G) :- !.
list_conj([G|Gs], (G, C)) :- list_conj(Gs, C).

lazy_values(M, Limit, Id, Id-Ts) :-
    M:'$ilp_ex'(Id, _, E),
    (   call_limited(findall(T, M:'$ilp_lazy_rest'(E, T), Ts0), Limit, true)
    ->  sort(Ts0, Ts)
    ;   Ts = []
    ).

lazy_holds(M, Limit, Name, C, _-Ts) :-
    member(T, Ts),
    maplist([X, Y]>>(X == '$lazy' -> Y = C ; Y = X), T, T1),
    G =.. [Name|T1],
    call_limited(M:G, Limit, true),
    !.
