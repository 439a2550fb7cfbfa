/*  Coverage: which examples (by id) a clause covers.  One call per clause; each example is
    tested with once/1 under call_with_inference_limit/3 -- exceeding the limit, or an exception
    in the background knowledge, counts as "not covered", so a looping clause never hangs.
*/
:- module(ilp_coverage, [ilp_covers/5, ilp_covers_atoms/5, ilp_covers_text/5, ilp_covers_upto_text/6, ilp_lazy_text/6, ilp_portray/2, ilp_read_theory/2]).

%!  ilp_covers(+M, +ClauseText, +Ids, +Limit, -Covered) is det.
%   The clause is compiled once, as M:'$ilp_cand'/1 (a meta-call of the body per example
%   would compile the conjunction again each time), then called on each example.
ilp_covers(M, ClauseText, Ids, Limit, Covered) :-
    term_to_atom(Cl, ClauseText),
    (   Cl = (H :- B) -> true ; H = Cl, B = true ),
    setup_call_cleanup(
        assertz(M:('$ilp_cand'(H) :- B), Ref),
        include(covers1(M, Limit), Ids, Covered),
        erase(Ref)).

%!  ilp_covers_text(+M, +ClauseText, +IdsText, +Limit, -CoveredText) is det.
%   The same with the id lists as text ("[1,2,3]"): cheaper through pyswip for long lists.
ilp_covers_text(M, ClauseText, IdsText, Limit, CoveredText) :-
    term_to_atom(Ids, IdsText),
    ilp_covers(M, ClauseText, Ids, Limit, Covered),
    format(atom(CoveredText), "~w", [Covered]).

%!  ilp_covers_upto_text(+M, +ClauseText, +IdsText, +Limit, +Max, -Text) is det.
%   Like ilp_covers_text/5, but stops as soon as Max examples are covered: Text is
%   "Covered/Tested", the covered ids and the prefix of Ids actually tested (all of them when
%   fewer than Max are covered).
ilp_covers_upto_text(M, ClauseText, IdsText, Limit, Max, Text) :-
    term_to_atom(Ids, IdsText),
    term_to_atom(Cl, ClauseText),
    (   Cl = (H :- B) -> true ; H = Cl, B = true ),
    setup_call_cleanup(
        assertz(M:('$ilp_cand'(H) :- B), Ref),
        upto(Ids, M, Limit, Max, Covered, Tested),
        erase(Ref)),
    format(atom(Text), "~w/~w", [Covered, Tested]).

upto([], _, _, _, [], []).
upto([Id|Ids], M, Limit, Max, Covered, [Id|Tested]) :-
    (   covers1(M, Limit, Id)
    ->  Covered = [Id|Covered1],
        (   Max =< 1 -> Covered1 = [], Tested = []
        ;   Max1 is Max - 1, upto(Ids, M, Limit, Max1, Covered1, Tested)
        )
    ;   upto(Ids, M, Limit, Max, Covered, Tested)
    ).

covers1(M, Limit, Id) :-
    M:'$ilp_ex'(Id, _, E),
    \+ \+ ( catch(call_with_inference_limit(M:'$ilp_cand'(E), Limit, R), _, fail),
            R \== inference_limit_exceeded ).

%!  ilp_lazy_text(+M, +ClauseText, +IdsText, +SourcesText, +Limit, -Options) is det.
%   Lazy evaluation (Aleph's): the clause holds one lazy literal, whose constant argument is the
%   atom '$lazy' (prolog/bottom.pl).  For each example of Ids, the argument lists the lazy
%   literal takes where the rest of the clause holds (all solutions, under the inference
%   limit: exceeding it gives none, "not covered").  The candidate constants are the values at
%   positions Sources (0-based arguments of the lazy literal) on the positives among Ids.
%   Options: one [ConstText, CoveredText] per candidate, in standard order of the constants,
%   CoveredText the ids ("[1,5]") for which the literal holds with that constant on some of the
%   example's argument lists (each call under the inference limit).  The choice among them is
%   the search's (ilp.lazy.choose_constant).
ilp_lazy_text(M, ClauseText, IdsText, SourcesText, Limit, Options) :-
    term_to_atom(Ids, IdsText),
    term_to_atom(Sources, SourcesText),
    term_to_atom(Cl, ClauseText),
    (   Cl = (H :- B) -> true ; H = Cl, B = true ),
    conj_list(B, Ls),
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
    findall([CT, CovT],
            ( member(C, Cs),
              include(lazy_holds(M, Limit, Name, C), Vals, CovVals),
              pairs_keys(CovVals, Cov),
              format(atom(CT), "~W", [C, [quoted(true), priority(999)]]),   % an argument
              format(atom(CovT), "~w", [Cov]) ),
            Options).

is_lazy(G) :- compound(G), G =.. [_|Args], member(A, Args), A == '$lazy', !.

conj_list(B, Ls) :- ( B == true -> Ls = [] ; B = (X, Y) -> conj_list(X, L1), conj_list(Y, L2), append(L1, L2, Ls) ; Ls = [B] ).

list_conj([], true).
list_conj([G], G) :- !.
list_conj([G|Gs], (G, C)) :- list_conj(Gs, C).

lazy_values(M, Limit, Id, Id-Ts) :-
    M:'$ilp_ex'(Id, _, E),
    (   catch(call_with_inference_limit(findall(T, M:'$ilp_lazy_rest'(E, T), Ts0), Limit, R),
              _, fail),
        R \== inference_limit_exceeded
    ->  sort(Ts0, Ts)
    ;   Ts = []
    ).

lazy_holds(M, Limit, Name, C, _-Ts) :-
    member(T, Ts),
    maplist([X, Y]>>(X == '$lazy' -> Y = C ; Y = X), T, T1),
    G =.. [Name|T1],
    catch(call_with_inference_limit(M:G, Limit, R), _, fail),
    R \== inference_limit_exceeded,
    !.

%!  ilp_portray(+ClauseText, -Text) is det.
%   The clause as portray_clause/1 writes it: variables A, B, ..., singletons as _.
ilp_portray(ClauseText, Text) :-
    term_to_atom(Cl, ClauseText),
    with_output_to(atom(Text), portray_clause(Cl)).

%!  ilp_read_theory(+File, -Items) is det.
%   Items: list of [Comments, ClauseText, Indicator], comments being the text of the comments
%   read before the clause (joined by newlines).  Directives are skipped.
ilp_read_theory(File, Items) :-
    setup_call_cleanup(open(File, read, S), read_items(S, Items), close(S)).

read_items(S, Items) :-
    read_term(S, T, [comments(Cs)]),
    (   T == end_of_file -> Items = []
    ;   T = (:- _) -> read_items(S, Items)
    ;   findall(C, (member(_-C0, Cs), text_to_string(C0, C)), CL),
        atomic_list_concat(CL, '\n', Comments),
        with_output_to(atom(Text), portray_clause(T)),
        (   T = (H :- _) -> true ; H = T ),
        functor(H, N, A), format(atom(I), "~w/~w", [N, A]),
        Items = [[Comments, Text, I]|Rest],
        read_items(S, Rest)
    ).

%!  ilp_covers_atoms(+M, +ClauseText, +AtomsText, +Limit, -Flags) is det.
%   Flags: a list of 1/0, one per atom of the list written in AtomsText, saying whether the
%   clause covers it (each test under the inference limit).
ilp_covers_atoms(M, ClauseText, AtomsText, Limit, Flags) :-
    term_to_atom(Cl, ClauseText),
    (   Cl = (H :- B) -> true ; H = Cl, B = true ),
    term_to_atom(Atoms, AtomsText),
    maplist(atom_flag(M, H, B, Limit), Atoms, Flags).

atom_flag(M, H, B, Limit, E, F) :-
    (   \+ \+ ( H = E,
                catch(call_with_inference_limit(M:B, Limit, R), _, fail),
                R \== inference_limit_exceeded )
    ->  F = 1 ; F = 0 ).
