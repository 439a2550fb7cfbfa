/*  Rule play: which hidden tiles of a position the clauses of a rule set classify, and by
    which clause.  (Why a clause proved a tile, literal by literal: background/explain.pl.)

    The clauses run as they are written, on the background's own predicates
    (background/minesweeper.pl, in module ms_positions with the position's facts:
    background/positions.pl).  What makes a position cheap is the order of evaluation, not a
    rewriting of the clauses.  A clause of the usual shape

        safe(T, B) :- zoneOfInterest(T, B, Z), Rest, inSet(T, X1), ..., inSet(T, Xk).

    where T occurs nowhere in Rest and Z only as the zone of its setHasXMines/4 literals,
    proves T exactly when Rest has an answer on T's zone with T in every Xi.  The zones of a
    position's tiles share most of their sets, so Rest runs once for the whole position, on
    the zone holding every revealed tile with a hidden neighbour, and an answer counts for T
    when each set it took (setHasXMines/4) is one of T's zone: a set that meets the sets
    holding T (zone/4, the one definition of the zone).  A clause without zoneOfInterest/3
    whose tile only appears in inSet/2 (the global equation) is the same with nothing to
    check.  Rest runs in stages, each ending with a join (a literal that uses what an earlier
    one found): a stage keeps the distinct values the later literals need, and a stage met
    again in another clause of the rule set (the same literals up to variable names) is
    computed once per position: the differences of two sets serve every clause built on them.
    Any other clause is tried tile by tile.

    Tiles walk the clauses of their target in order; the first that proves a tile names it.
    Each clause (its answers on a position, or one tile) runs under the inference limit: one
    that exceeds it counts as not proving the tiles that reached it, and one that raises an
    error is reported (the first such).  The theories are checked before they get here
    (prolog/theory_check.pl): they are data.
*/
:- module(ms_play, [add_rule/4, drop_rules/1, classify/8]).

:- use_module(library(apply)).
:- use_module(library(apply_macros)).     % maplist/foldl expanded: no meta-call per element
:- use_module(library(lists)).
:- use_module(library(occurs)).
:- use_module(positions).

:- dynamic rule/5.        % rule(Key, Target, K, Id, How): the K-th clause (0-based) of Target
:- dynamic stage/4.       % stage(Key, Id, Parent, Canonical): the stages of a rule set
:- dynamic fringe/2.      % fringe(Key, Id): clause Id proves fringe tiles only
:- dynamic tile_facts/1.  % tile_facts(Key): a clause reads the tiles' facts

%!  add_rule(+Key, +Target, +K, +ClauseText) is det.
%   Add the clause (a text, its body in execution order) as the K-th clause (0-based) of
%   Target (safe or mine) in the rule set Key.
add_rule(Key, Target, K, ClauseText) :-
    term_string(Clause, ClauseText),
    ( Clause = (Head :- Body) -> true ; Head = Clause, Body = true ),
    flag(ms_play_ids, Id, Id + 1),
    assertz(ms_positions:('$rule'(Id, Head) :- Body)),
    Head =.. [_|Args],
    body_literals(Body, Ls),
    (   Args = [T, B], var(T), var(B), T \== B,
        split(Ls, T, B, Kind, Zone, Xs, Rest),
        picks(Kind, Rest, Zone, Picks0)
    ->  unproven(Rest, Xs, Picks0, Picks),
        append(Xs, Picks, Kept),
        stages(Rest, Key, B, Zone, Kept, Last, Out, Post),
        meets(Xs, Mask, Meets),
        maplist(pick_mask, Picks, PickMasks, PickGoals),
        literals_body([Post, Meets|PickGoals], Test0),
        unfolded(Test0, Test),
        assertz(ms_positions:('$answer'(Id, B, Zone, Out, Mask, PickMasks) :- Test)),
        (   body_literals(Post, PostLs), semidet(PostLs)
        ->  fold(Id, B, Zone, Out, Test, Mask, PickMasks)
        ;   true
        ),
        How = sets(Kind, Last),
        ( reads_tiles(Rest) -> assertz(tile_facts(Key)) ; true )
    ;   How = plain,
        assertz(tile_facts(Key))
    ),
    (   Args = [T, B], member(L, Ls), nonvar(L), L = zoneOfInterest(T1, B1, _),
        T1 == T, B1 == B
    ->  assertz(fringe(Key, Id))
    ;   true
    ),
    assertz(rule(Key, Target, K, Id, How)).

%!  drop_rules(+Key) is det.
%   Forget the rule set Key.
drop_rules(Key) :-
    forall(retract(rule(Key, _, _, Id, _)),
           ( retractall(ms_positions:'$rule'(Id, _)),
             retractall(ms_positions:'$answer'(Id, _, _, _, _, _)),
             fold_name(Id, Fold),
             ( current_predicate(ms_positions:Fold/6) -> abolish(ms_positions:Fold/6) ; true ) )),
    forall(retract(stage(Key, Id, Parent, _)),
           (   retractall(ms_positions:'$stage'(Id, _, _, _, _)),
               (   Parent = loop(_, Gs, Loop)
               ->  length(Gs, NG), Arity is NG + 5,
                   forall(( member(Suffix, ['', '_row', '_cell']), atom_concat(Loop, Suffix, P),
                            member(Ar, [Arity, 6, 7]), current_predicate(ms_positions:P/Ar) ),
                          abolish(ms_positions:P/Ar))
               ;   true
               )
           )),
    retractall(fringe(Key, _)),
    retractall(tile_facts(Key)).

body_literals(Body, Ls) :-
    (   Body == true -> Ls = []
    ;   Body = (A, C) -> body_literals(A, LA), body_literals(C, LC), append(LA, LC, Ls)
    ;   Ls = [Body]
    ).

literals_body([], true).
literals_body([L], L) :- !.
literals_body([L|Ls], (L, C)) :- literals_body(Ls, C).

%   picks(+Kind, +Rest, +Zone, -Picks): the sets Rest takes from the zone (the last argument
%   of each setHasXMines(_, _, Zone, S) literal, a variable met there first), when Zone occurs
%   in Rest nowhere else.
picks(global, _, _, []).
picks(zone, Rest, Zone, Picks) :-
    partition(takes(Zone), Rest, Takes, Others),
    \+ occurs_in(Others, Zone),
    maplist(arg(4), Takes, Picks),
    maplist(var, Picks).

takes(Zone, L) :-
    nonvar(L), L = setHasXMines(_, _, Z, _), Z == Zone.

%   unproven(+Rest, +Xs, +Picks0, -Picks): the picks whose place in the tile's zone the
%   clause does not prove itself.  A difference is part of its first set (its root), and
%   diffSetHasXMines/3 fails unless its two sets meet.  So the root of a set of Xs holds the
%   tile: it is one of the sets holding the tile, in its zone; and a pick whose part meets a
%   part of such a root in a difference meets the sets holding the tile: in its zone too.
unproven(Rest, Xs, Picks0, Picks) :-
    foldl(root, Rest, [], Roots),
    foldl(holding(Roots), Xs, [], Holding),       % not findall/3: it would copy the roots
    exclude(proven(Rest, Roots, Holding), Picks0, Picks).

holding(Roots, X, H0, H) :-
    (   root_of(Roots, X, R) -> H = [R|H0] ; H = H0 ).

root(L, Roots0, Roots) :-
    (   nonvar(L), L = setHasXMines(_, _, _, S), var(S)
    ->  Roots = [S-S|Roots0]
    ;   nonvar(L), L = diffSetHasXMines(A, _, D), var(D), root_of(Roots0, A, R)
    ->  Roots = [D-R|Roots0]
    ;   Roots = Roots0
    ).

root_of([V-R|Roots], X, Root) :-
    (   V == X -> Root = R ; root_of(Roots, X, Root) ).

proven(Rest, Roots, Holding, P) :-
    (   occurs_in(Holding, P)
    ->  true
    ;   member(L, Rest), nonvar(L), L = diffSetHasXMines(A, C, _),
        root_of(Roots, A, RA), root_of(Roots, C, RC),
        (   RA == P, occurs_in(Holding, RC) ; RC == P, occurs_in(Holding, RA) )
    ->  true
    ).

%   A literal that reads tile facts (ms_bit/2, ms_fringe/2, ms_rev/3): the position asserts
%   them only when some clause needs them.
reads_tiles(Rest) :-
    member(L, Rest), nonvar(L), ( L = inSet(_, _) ; L = zoneOfInterest(_, _, _) ), !.

pick_mask(S, M, S = s(M, _, _, _)).

%   split(+Literals, +T, +B, -Kind, -Zone, -Xs, -Rest): the zone Zone of the clause's
%   zoneOfInterest(T, B, Zone) literal (Kind zone), or a fresh variable when it has none (Kind
%   global); the sets Xs of its inSet(T, X) literals, and the other literals, when T occurs
%   nowhere else.
split(Ls, T, B, Kind, Zone, Xs, Rest) :-
    partition(on_tile(T, B), Ls, OnTile, Rest),
    \+ occurs_in(Rest, T),
    foldl(tile_literal, OnTile, none-[], Zone0-Xs),
    (   Zone0 == none -> Kind = global ; Kind = zone, Zone = Zone0, Zone \== B ).

on_tile(T, B, L) :-
    nonvar(L),
    (   L = inSet(T1, X) -> T1 == T, \+ occurs_in(X, T)
    ;   L = zoneOfInterest(T1, B1, Z) -> T1 == T, B1 == B, var(Z)
    ).

tile_literal(zoneOfInterest(_, _, Z), none-Xs, Z-Xs).
tile_literal(inSet(_, X), Z-Xs, Z-[X|Xs]).

occurs_in(Term, V) :-
    term_variables(Term, Vs),
    member(W, Vs), W == V, !.

%   stages(+Rest, +Key, +B, +Zone, +Xs, -Last, -Out, -Post): Rest in stages, registered in
%   the rule set Key: Last, the id of the last stage (0 for none) and Out, the term of the
%   variables its answers keep (those Post and Xs use); Post, the literals after the last
%   stage (tests), tried on each of its answers.
stages(Rest0, Key, B, Zone, Xs, Last, Out, Post) :-
    generators_late(Rest0, [B, Zone], Rest),
    runs(Rest, [B, Zone], Runs, PostLs),
    literals_body(PostLs, Post),
    foldl(stage(Key, B, Zone, PostLs-Xs), Runs, 0-t-[]-Runs, Last-Out-_-_).

%   meets(+Xs, -Mask, -Goal): Goal binds Mask to the intersection of the sets Xs (every
%   tile when there is none): arithmetic on their masks, compiled inline.
meets([], -1, true).
meets([X|Xs], Mask, Goal) :-
    foldl(meet_goal, Xs, M0-[X = s(M0, _, _, _)], Mask-Goals0),
    reverse(Goals0, Goals),
    literals_body(Goals, Goal).

meet_goal(X, M0-Gs, M-[M is M0 /\ M1, X = s(M1, _, _, _)|Gs]).

%   generators_late(+Literals, +Keys, -Ordered): each literal that uses no variable an
%   earlier literal met (besides the keys: it generates, it tests nothing) moved just before
%   the first literal that uses what it finds.  Pure literals, each called as instantiated
%   as before: the same answers.
generators_late(Ls, Keys, Ordered) :-
    generators(Ls, Keys, [], Gens, Others),
    place(Others, Gens, Ordered).

generators([], _, _, [], []).
generators([L|Ls], Keys, Seen, Gens, Others) :-
    (   uses_found(L, Keys, Seen)
    ->  Gens = Gens1, Others = [L|Others1]
    ;   Gens = [L|Gens1], Others = Others1
    ),
    term_variables(L, LV),
    append(Seen, LV, Seen1),
    generators(Ls, Keys, Seen1, Gens1, Others1).

%   L uses a variable (not a key) that Seen holds.
uses_found(L, Keys, Seen) :-
    term_variables(L, LV),
    member(V, LV), \+ occurs_in(Keys, V), occurs_in(Seen, V), !.

place([], Gens, Gens).
place([L|Ls], Gens, Ordered) :-
    term_variables(L, LV),
    partition(shares(LV), Gens, Now, Later),
    append(Now, [L|Rest], Ordered),
    place(Ls, Later, Rest).

shares(Vs, G) :-
    term_variables(G, GV),
    member(V, GV), occurs_in(Vs, V), !.

%   runs(+Literals, +Keys, -Runs, -Post): a run ends with each join: a literal that uses what
%   an earlier literal found, in a run that generates (holds a literal that uses nothing
%   found).  Its answers, made distinct, are fewer than the run's calls.  Literals that
%   only test (no generator after them) are the Post.
runs(Ls, Keys, Runs, Post) :-
    runs(Ls, Keys, [], [], false, Runs, Post).

runs([], _, _, Run, Gen, Runs, Post) :-
    reverse(Run, Ls),
    (   Gen == true -> Runs = [Ls], Post = [] ; Runs = [], Post = Ls ).
runs([L|Ls], Keys, Seen, Run0, Gen, Runs, Post) :-
    term_variables(L, LV),
    append(Seen, LV, Seen1),
    (   uses_found(L, Keys, Seen)
    ->  (   Gen == true
        ->  reverse([L|Run0], Run), Runs = [Run|Runs1],
            runs(Ls, Keys, Seen1, [], false, Runs1, Post)
        ;   runs(Ls, Keys, Seen1, [L|Run0], Gen, Runs, Post)
        )
    ;   runs(Ls, Keys, Seen1, [L|Run0], true, Runs, Post)
    ).

%   stage(+Key, +B, +Zone, +Tail, +Run, +Parent-In-Done-Runs, -Id-Out-Done1-Runs1): register
%   the stage of Run (its answers: the distinct values of the variables the later runs and
%   Tail use), once per variant of the literals up to it.  The leading literals of Run that
%   use nothing an earlier run found (they generate) are a stage of their own, computed once
%   and joined with each answer of the parent: the distinct sets of a zone, for instance,
%   instead of one call per revealed tile for each answer.
stage(Key, B, Zone, Tail, Run, Parent-In-Done0-[_|Later], Id-Out-Done-Later) :-
    append(Done0, Run, Done),
    out(Done, B, Zone, Later-Tail, Out),
    canonical(B, Zone, Done, Out, Canonical),
    (   stage(Key, Id, _, Canonical)
    ->  true
    ;   leading_generators(Run, Done0, [B, Zone], Gens, Rest), Gens \== [], Rest \== []
    ->  foldl(generator(Key, B, Zone, Rest-Later-Tail), Gens, GenIds, GenOuts, []),
        Joined =.. [j, In|GenOuts],
        register(Key, B, Zone, join(Parent, GenIds), Joined, Rest, Out, Canonical, Id)
    ;   register(Key, B, Zone, Parent, In, Run, Out, Canonical, Id)
    ).

%   generator(+Key, +B, +Zone, +Later, +Literal, -Id, -Outs0, -Outs): the stage of a literal
%   that generates: the distinct values of its variables that Later uses.
generator(Key, B, Zone, Later, L, Id, [Out|Outs], Outs) :-
    out([L], B, Zone, Later, Out),
    register(Key, B, Zone, 0, t, [L], Out, Id).

%   out(+Literals, +B, +Zone, +Later, -Out): t(Vs), Vs the variables of Literals (not the
%   keys) that Later uses.
out(Literals, B, Zone, Later, Out) :-
    term_variables(Later, Needed),
    term_variables(Literals, Vs0),
    exclude(occurs_in([B, Zone]), Vs0, Vs1),
    include(occurs_in(Needed), Vs1, Vs),
    Out =.. [t|Vs].

canonical(B, Zone, Literals, Out, Canonical) :-
    copy_term(k(B, Zone, Literals, Out), Canonical),
    Canonical = k(board, zone, _, _),             % the keys named, the rest numbered
    numbervars(Canonical, 0, _).

%   leading_generators(+Run, +Done0, +Keys, -Gens, -Rest): Gens, the leading literals of Run
%   that use no variable found before them (in Done0 or by an earlier one of them): each is
%   computed once and the run joins their answers.
leading_generators(Run, Done0, Keys, Gens, Rest) :-
    term_variables(Done0, Found),
    leading_generators_(Run, Found, Keys, Gens, Rest).

leading_generators_([], _, _, [], []).
leading_generators_([L|Ls], Found, Keys, Gens, Rest) :-
    (   \+ uses_found(L, Keys, Found)
    ->  Gens = [L|Gens1],
        term_variables(L, LV),
        append(Found, LV, Found1),
        leading_generators_(Ls, Found1, Keys, Gens1, Rest)
    ;   Gens = [], Rest = [L|Ls]
    ).

register(Key, B, Zone, Parent, In, Literals, Out, Id) :-
    canonical(B, Zone, Literals, Out, Canonical),
    register(Key, B, Zone, Parent, In, Literals, Out, Canonical, Id).

register(Key, B, Zone, Parent, In, Literals, Out, Canonical, Id) :-
    (   stage(Key, Id, _, Canonical)
    ->  true
    ;   flag(ms_play_ids, Id, Id + 1),
        literals_body(Literals, Goal0),
        unfolded(Goal0, Goal),
        (   Parent = join(P, Gs), semidet(Literals),
            loops(Id, B, Zone, In, Goal, Out, Loop)
        ->  assertz(stage(Key, Id, loop(P, Gs, Loop), Canonical))
        ;   assertz(ms_positions:('$stage'(Id, B, Zone, In, Out) :- Goal)),
            assertz(stage(Key, Id, Parent, Canonical))
        )
    ).

%   semidet(+Literals): each literal gives at most one answer (the background's tests and
%   differences, arithmetic): a join of them runs as loops (loops/7) instead of findall/3.
semidet(Literals) :-
    forall(member(L, Literals),
           ( callable(L), functor(L, N, A),
             memberchk(N/A, [diffSetHasXMines/3, lengthSet/2, minesInSet/2, inSet/2,
                             totalMinesLeft/2, allMinesInFringe/2, (is)/2, (=:=)/2, (=\=)/2,
                             (<)/2, (>)/2, (=<)/2, (>=)/2, (==)/2, (\==)/2]) )).

%   loops(+Id, +B, +Zone, +In, +Goal, +Out, -Loop): the join of stage Id (In: j(ParentAnswer,
%   Generated...) with one or two generators) as static loops, asserted in ms_positions and
%   compiled with its arithmetic inline: Loop(Ins, Gs..., B, Zone, Outs0, Outs) adds Out for
%   each answer of the parent and values of the generators for which Goal holds.  No call
%   per pair through a dynamic clause, no findall/3 copy.
loops(Id, B, Zone, j(In, G), Goal, Out, Loop) :-
    format(atom(Loop), '$ms_join_~d', [Id]),
    atom_concat(Loop, '_row', Row),
    clauses_of([ lp(Loop, [[], _, B, Zone, A, A]),
                 lp(Loop, [[I|Is], Gs, B1, Z1, A0, A2]) - [lp(Row, [Gs, I, B1, Z1, A0, A1]),
                                                          lp(Loop, [Is, Gs, B1, Z1, A1, A2])],
                 lp(Row, [[], _, _, _, R, R]),
                 row(Row, [[G|Gs2], In, B, Zone, R0, R2], Goal, Out, R0, R1,
                     lp(Row, [Gs2, In, B, Zone, R1, R2])) ], Clauses),
    compile_clauses(Clauses).
loops(Id, B, Zone, j(In, G1, G2), Goal, Out, Loop) :-
    format(atom(Loop), '$ms_join_~d', [Id]),
    atom_concat(Loop, '_row', Row1),
    atom_concat(Loop, '_cell', Row2),
    clauses_of([ lp(Loop, [[], _, _, B, Zone, A, A]),
                 lp(Loop, [[I|Is], Gs1, Gs2, B1, Z1, A0, A2])
                    - [lp(Row1, [Gs1, Gs2, I, B1, Z1, A0, A1]),
                       lp(Loop, [Is, Gs1, Gs2, B1, Z1, A1, A2])],
                 lp(Row1, [[], _, _, _, _, R, R]),
                 lp(Row1, [[X|Xs], Gs3, I3, B3, Z3, R3, R5])
                    - [lp(Row2, [Gs3, I3, X, B3, Z3, R3, R4]),
                       lp(Row1, [Xs, Gs3, I3, B3, Z3, R4, R5])],
                 lp(Row2, [[], _, _, _, _, C, C]),
                 row(Row2, [[G2|Gs4], In, G1, B, Zone, C0, C2], Goal, Out, C0, C1,
                     lp(Row2, [Gs4, In, G1, B, Zone, C1, C2])) ], Clauses),
    compile_clauses(Clauses).

clauses_of(Specs, Clauses) :-
    maplist(clause_of, Specs, Clauses).

clause_of(lp(Name, Args), Head) :- !,
    Head =.. [Name|Args].
clause_of(lp(Name, Args) - Body, (Head :- Goal)) :- !,
    Head =.. [Name|Args],
    maplist(clause_of, Body, Goals),
    literals_body(Goals, Goal).
clause_of(row(Name, Args, Goal, Out, R0, R1, Next), (Head :- ( Goal -> R0 = [Out|R1] ; R0 = R1 ), Call)) :-
    Head =.. [Name|Args],
    clause_of(Next, Call).

%   Assert the clauses in ms_positions and make their predicates static, with their
%   arithmetic compiled inline.
compile_clauses(Clauses) :-
    findall(N/A, ( member(C, Clauses), ( C = (H :- _) -> true ; H = C ), functor(H, N, A) ),
            PIs0),
    sort(PIs0, PIs),
    current_prolog_flag(optimise, Optimise),
    setup_call_cleanup(set_prolog_flag(optimise, true),
                       ( forall(member(C, Clauses), assertz(ms_positions:C)),
                         maplist([N/A]>>compile_predicates([ms_positions:N/A]), PIs) ),
                       set_prolog_flag(optimise, Optimise)).

%   unfolded(+Goal, -Unfolded): Goal with each call of a background predicate defined by one
%   clause of arithmetic and tests (diffSetHasXMines/3, lengthSet/2, minesInSet/2) replaced by
%   that clause's head unifications and body: what the call does, without the call.
unfolded(Goal, Unfolded) :-
    body_literals(Goal, Ls),
    foldl(unfold, Ls, Us, []),
    literals_body(Us, Unfolded).

unfold(L, Us0, Us) :-
    (   nonvar(L), functor(L, N, A), memberchk(N/A, [diffSetHasXMines/3, lengthSet/2,
                                                      minesInSet/2]),
        functor(H, N, A),
        clause(ms_positions:H, Body)
    ->  L =.. [_|Args], H =.. [_|HArgs],
        foldl(head_unification, Args, HArgs, Us0, Us1),
        body_literals(Body, Bs),
        append(Bs, Us, Us1)
    ;   Us0 = [L|Us]
    ).

head_unification(Arg, HArg, [Arg = HArg|Us], Us).

%!  classify(+Key, +Rows, +Cols, +Mines, +Cells, +Limit, +Seconds, -Result) is det.
%   The tiles the rule set Key classifies on the board (positions.pl): every hidden,
%   unflagged tile, or only the fringe tiles when every clause calls zoneOfInterest/3 on its
%   own tile (no other tile has a zone).  Result: [Safe, Mine, Exceeded, Error] (a list of
%   lists and numbers: Python reads it in one go), Safe and Mine [R, C, K] for each tile
%   t(R, C) some clause of the target proves, K the first such clause (0-based), row-major;
%   Exceeded, the clause-and-tile tries stopped by the inference Limit; Error, [Target, K,
%   Message] for the first clause that raised an error, or [].  `time` when the rules take
%   more than Seconds (0: no limit) on the position.
classify(Key, Rows, Cols, Mines, Cells, Limit, Seconds, Result) :-
    position(Rows, Cols, Mines, Cells, Position),
    ( tile_facts(Key) -> Facts = all ; Facts = board ),
    with_position(Position, Facts, B, timed(Key, Position, B, Limit, Seconds, Result)).

timed(Key, Position, B, Limit, Seconds, Result) :-
    (   Seconds > 0
    ->  ilp_limits:call_timed_pure(ms_play:evaluate(Key, Position, B, Limit, Result0),
                                   Seconds, R),
        ( R == true -> Result = Result0 ; R = error(E) -> throw(E) ; Result = time )
    ;   evaluate(Key, Position, B, Limit, Result)
    ).

%   evaluate(+Key, +Position, +B, +Limit, -Result): Result of classify/8.  The position as
%   p(B, Zone, Nears, Tiles, Fringe, Limit): the zone of every revealed tile with a hidden
%   neighbour, the tiles of the sets holding each hidden tile (Nears, by bit; 0 for a tile
%   with no revealed neighbour), the tile of each bit, the bits of the fringe tiles.
evaluate(Key, Position, B, Limit, [Safe, Mine, Exceeded, Error]) :-
    Position = pos(_, Cols, _, _, _, Revs, Fringe, All),
    ms_positions:zone(Revs, All, B, Zone),
    NH is msb(All + 1),
    functor(Nears, n, NH),
    functor(Tiles, t, NH),
    foldl(near_of(Cols, Nears, Tiles), Fringe, 0, FringeBits),
    (   \+ ( rule(Key, _, _, Id, _), \+ fringe(Key, Id) )
    ->  Candidates = FringeBits
    ;   Candidates = All,
        hidden_tiles(Position, Hidden),
        maplist(tile_of(Tiles, Nears), Hidden)
    ),
    P = p(B, Zone, Nears, Tiles, FringeBits, Limit),
    nb_setval(ms_play_trouble, 0-[]),
    target(Key, safe, P, Candidates, [], Memo, Safe),
    target(Key, mine, P, Candidates, Memo, _, Mine),
    nb_getval(ms_play_trouble, Exceeded-Error).

near_of(Cols, Nears, Tiles, f(I, Bit, Near, _), F0, F) :-
    Arg is Bit + 1,
    arg(Arg, Nears, Near),
    R is I // Cols, C is I mod Cols,
    arg(Arg, Tiles, t(R, C)),
    F is F0 \/ (1 << Bit).

tile_of(Tiles, Nears, T-Bit) :-                   % after near_of/5: the other tiles
    Arg is Bit + 1,
    arg(Arg, Tiles, T),
    arg(Arg, Nears, N),
    ( var(N) -> N = 0 ; true ).

%   target(+Key, +Target, +P, +Candidates, +Memo0, -Memo, -Found): [R, C, K] for each tile
%   the first clause K of Target proves, row-major.  Pending: the candidates no clause
%   proved yet, a mask; Memo: the stages computed on the position so far.
target(Key, Target, P, Candidates, Memo0, Memo, Found) :-
    findall(K-Id-How, rule(Key, Target, K, Id, How), Rules),
    foldl(try_rule(Target, P), Rules, Candidates-Memo0-[], _-Memo-Found0),
    msort(Found0, Found).

try_rule(Target, P, K-Id-How, Pending0-Memo0-F0, Pending-Memo-F) :-
    P = p(B, Zone, _, Tiles, FringeBits, Limit),
    (   How = sets(zone, _) -> Tried is Pending0 /\ FringeBits ; Tried = Pending0 ),
    (   Tried =:= 0
    ->  Pending = Pending0, Memo = Memo0, F = F0
    ;   How = sets(_, Last)
    ->  ilp_limits:call_limited(ms_play:proved(Id, Last, P, Tried, Proved, Memo0, Memo1),
                                Limit, Result),
        (   Result == true
        ->  Memo = Memo1, Pending is Pending0 /\ \ Proved,
            found(Proved, Tiles, K, F0, F)
        ;   Memo = Memo0, Pending = Pending0, F = F0,
            trouble(Result, Target, K, Tried)
        )
    ;   Memo = Memo0,
        plain(Tried, Id, Target, K, B-Zone-Tiles-Limit, 0, Proved, F0, F),
        Pending is Pending0 /\ \ Proved
    ).

%   proved(+Id, +Last, +P, +Tried, -Proved, +Memo0, -Memo): the tiles of Tried (a mask) that
%   clause Id proves: those in the sets Xs of an answer of its last stage (for which its Post
%   holds) whose picks all lie in the tile's zone.
proved(Id, Last, p(B, Zone, Nears, _, _, _), Tried, Proved, Memo0, Memo) :-
    answers(Last, B, Zone, Answers, Memo0, Memo),
    fold_name(Id, Fold),
    (   current_predicate(ms_positions:Fold/6)
    ->  call(ms_positions:Fold, Answers, B, Zone, Tried, Found, [])
    ;   findall(Mask-Picks, ( member(A, Answers),
                              ms_positions:'$answer'(Id, B, Zone, A, Mask0, Picks),
                              Mask is Mask0 /\ Tried, Mask =\= 0 ), Found)
    ),
    foldl(answer_tiles(Nears), Found, 0, Proved).

%   fold(+Id, +B, +Zone, +Out, +Test, +Mask, +Picks): when the Post of clause Id gives at
%   most one answer, its answers run through a static loop (no findall/3):
%   Fold(Answers, B, Zone, Tried, Found0, Found), Mask-Picks for each answer for which Test
%   holds and whose sets hold some tile of Tried.
fold(Id, B, Zone, Out, Test, Mask, Picks) :-
    fold_name(Id, Fold),
    H0 =.. [Fold, [], _, _, _, F, F],
    H1 =.. [Fold, [Out|As], B, Zone, Tried, F0, F2],
    Next =.. [Fold, As, B, Zone, Tried, F1, F2],
    compile_clauses([H0, (H1 :- ( Test, M is Mask /\ Tried, M =\= 0
                                 -> F0 = [M-Picks|F1] ; F0 = F1 ), Next)]).

fold_name(Id, Fold) :-
    format(atom(Fold), '$ms_fold_~d', [Id]).

answer_tiles(Nears, Mask-Picks, P0, P) :-
    (   Picks == []
    ->  P is P0 \/ Mask
    ;   in_zones(Mask, Picks, Nears, P0, P)
    ).

%   in_zones(+Mask, +Picks, +Nears, +P0, -P): P0 with each tile of Mask whose zone holds every
%   set of Picks: each meets the sets holding the tile.
in_zones(Mask, Picks, Nears, P0, P) :-
    (   Mask =:= 0
    ->  P = P0
    ;   Bit is lsb(Mask),
        Arg is Bit + 1,
        arg(Arg, Nears, Near),
        (   all_meet(Picks, Near) -> P1 is P0 \/ (1 << Bit) ; P1 = P0 ),
        Mask1 is Mask /\ (Mask - 1),
        in_zones(Mask1, Picks, Nears, P1, P)
    ).

all_meet([], _).
all_meet([M|Ms], Near) :-
    M /\ Near =\= 0,
    all_meet(Ms, Near).

%   found(+Proved, +Tiles, +K, +F0, -F): [R, C, K] for each tile of Proved.
found(Proved, Tiles, K, F0, F) :-
    (   Proved =:= 0
    ->  F = F0
    ;   Bit is lsb(Proved),
        Arg is Bit + 1,
        arg(Arg, Tiles, t(R, C)),
        Proved1 is Proved /\ (Proved - 1),
        found(Proved1, Tiles, K, [[R, C, K]|F0], F)
    ).

%   plain(+Tried, +Id, +Target, +K, +Context, +Proved0, -Proved, +F0, -F): clause Id tried
%   on each tile of Tried, as written.
plain(Tried, Id, Target, K, Ctx, Proved0, Proved, F0, F) :-
    (   Tried =:= 0
    ->  Proved = Proved0, F = F0
    ;   Ctx = B-_-Tiles-Limit,
        Bit is lsb(Tried),
        Arg is Bit + 1,
        arg(Arg, Tiles, T),
        Head =.. [Target, T, B],
        ilp_limits:call_limited(ms_positions:'$rule'(Id, Head), Limit, Result),
        (   Result == true
        ->  Proved1 is Proved0 \/ (1 << Bit), T = t(R, C), F1 = [[R, C, K]|F0]
        ;   Proved1 = Proved0, F1 = F0,
            trouble(Result, Target, K, 1 << Bit)
        ),
        Tried1 is Tried /\ (Tried - 1),
        plain(Tried1, Id, Target, K, Ctx, Proved1, Proved, F1, F)
    ).

generated(B, Zone, G, List, Memo0, Memo) :-
    answers(G, B, Zone, List, Memo0, Memo).

%   joined(+Lists, +Ins, +Id, +B, +Zone, -Out): an answer of the join Id on an answer of its
%   parent and one of each of its generators (one or two, the usual cases, spelled out).
joined([Gs], Ins, Id, B, Zone, Out) :- !,
    member(In, Ins), member(G, Gs),
    ms_positions:'$stage'(Id, B, Zone, j(In, G), Out).
joined([Gs1, Gs2], Ins, Id, B, Zone, Out) :- !,
    member(In, Ins), member(G1, Gs1), member(G2, Gs2),
    ms_positions:'$stage'(Id, B, Zone, j(In, G1, G2), Out).
joined(Lists, Ins, Id, B, Zone, Out) :-
    member(In, Ins), maplist(member, Gens, Lists),
    Joined =.. [j, In|Gens],
    ms_positions:'$stage'(Id, B, Zone, Joined, Out).

%   trouble(+Result, +Target, +K, +Tiles): the tries of clause K on the tiles (a mask)
%   stopped by the limit, or the first error.
trouble(false, _, _, _).
trouble(exceeded, _, _, Tiles) :-
    nb_getval(ms_play_trouble, X0-E),
    X is X0 + popcount(Tiles),
    nb_setval(ms_play_trouble, X-E).
trouble(error(Error), Target, K, _) :-
    nb_getval(ms_play_trouble, X-E0),
    (   E0 == []
    ->  ilp_messages:error_text(Error, Message), E = [Target, K, Message]
    ;   E = E0
    ),
    nb_setval(ms_play_trouble, X-E).

%   answers(+Stage, +B, +Zone, -Answers, +Memo0, -Memo): the distinct answers of Stage on the
%   position (0: the one empty answer), computed once per position.  A join tries each answer
%   of its parent with each combination of its generators' answers.
answers(0, _, _, [t], Memo, Memo) :- !.
answers(Id, B, Zone, Answers, Memo0, Memo) :-
    (   memberchk(Id-Answers0, Memo0)
    ->  Answers = Answers0, Memo = Memo0
    ;   stage(_, Id, Parent, _),
        (   Parent = loop(P, Gs, Loop)
        ->  answers(P, B, Zone, Ins, Memo0, Memo1),
            foldl(generated(B, Zone), Gs, Lists, Memo1, Memo2),
            Run =.. [Loop, Ins|Lists],
            call(ms_positions:Run, B, Zone, Outs, [])
        ;   Parent = join(P, Gs)
        ->  answers(P, B, Zone, Ins, Memo0, Memo1),
            foldl(generated(B, Zone), Gs, Lists, Memo1, Memo2),
            findall(Out, joined(Lists, Ins, Id, B, Zone, Out), Outs)
        ;   answers(Parent, B, Zone, Ins, Memo0, Memo2),
            findall(Out, ( member(In, Ins), ms_positions:'$stage'(Id, B, Zone, In, Out) ),
                    Outs)
        ),
        sort(Outs, Answers),
        Memo = [Id-Answers|Memo2]
    ).
