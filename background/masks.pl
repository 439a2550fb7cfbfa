/*  The Minesweeper background over bitmask sets: twins of the eight MIO predicates of
    minesweeper.pl for the rule engine (examples_gen/rules_engine.py), which plays learned
    rules many times a second.  The learner never loads this file.

    A set s(Tiles, Lo, Hi) of minesweeper.pl is m(Mask, Lo, Hi) here: bit I of Mask stands for
    the I-th hidden, unflagged tile of the board (its fringe tiles first, in row-major order,
    then the other hidden tiles).  The same tiles give the same mask, so, as there, the same
    tiles and bounds give the identical term; differences and lengths are integer operations
    instead of list merges.  A zone (an ordered list of revealed tiles there) is z(I) here: the
    I-th distinct zone of the board.  Tiles are t(Row, Col) in both; counts are integers.

    twin_clause/2 rewrites a clause of the Minesweeper language into these twins when every
    body literal is one of the eight predicates, every variable keeps one type (tile, board,
    zone, set, int: the types of background/modes.pl), every input is bound by the head or an
    earlier literal and no set, zone or board is written as a constant.  For such a clause each
    twin answers exactly what its original answers on the same board (tests/prolog/masks.plt
    checks msk_diff/3 against the list version on every small case, the twins on small boards,
    and the replay of recorded games, tests/test_play_decisions.py, the whole); other clauses
    are left to minesweeper.pl.

    The board comes as one term (examples_gen.prolog_facts.board_description) and is held in a
    backtrackable global variable for the time of one goal (with_board/3): nothing is asserted.
*/
:- module(ms_masks, [with_board/3, twin_clause/2, twin_predicates/1, twin_semidet/1,
                     position_twin/2, fringe_clause/1, msk_hidden/2, msk_fringe/2, msk_zone/3,
                     msk_left/2, msk_all/2, msk_set/4, msk_sets/3, msk_pset/2,
                     msk_meeting/3, msk_tile/3, msk_has/3, msk_among/3, msk_diff/3, msk_in/2,
                     msk_len/2, msk_mines/2]).

:- use_module(library(apply)).
:- use_module(library(apply_macros)).     % maplist/foldl expanded: no meta-call per element
:- use_module(library(lists)).
:- use_module(library(pairs)).

% Arithmetic compiled inline (the flag holds for this file only): the twins are mostly
% integer operations, called hundreds of times per position.
:- set_prolog_flag(optimise, true).

%!  with_board(+B, +Description, :Goal) is semidet.
%   Run Goal once on the board Description, a term (or its text)
%   msk(Rows, Cols, Mines, Flags, Cells, FringeZones, Revs, Zones), named B:
%     Cells        a string, one character per tile in row-major order: `*` a hidden,
%                  unflagged tile next to a revealed number, `.` another hidden, unflagged
%                  tile, `#` any other tile;
%     FringeZones  the zone (1-based, into Zones) of each `*` tile, in order;
%     Revs         r(Row, Col, Need, Mask) for each revealed tile with a hidden, unflagged
%                  neighbour, in row-major order: Need its number minus its flagged
%                  neighbours, Mask the bits of those hidden neighbours;
%     Zones        each distinct zone of interest as the ordered list of its revealed tiles,
%                  given by their positions (1-based) in Revs.
:- meta_predicate with_board(+, +, 0).
with_board(B, Description, Goal) :-
    (   compound(Description) -> Term = Description ; term_string(Term, Description) ),
    Term = msk(Rows, Cols, Mines, Flags, CellText, FringeZones, Revs, Zones),
    N is Rows * Cols,
    functor(Cells, c, N),
    string_codes(CellText, Codes),
    scan(Codes, 0, Cols, FringeZones, Fringe, Others, Hidden),
    foldl(place(Cells), Fringe, 0, NF),
    foldl(place(Cells), Others, NF, NH),
    append(Fringe, Others, ByBit),
    maplist(arg(1), ByBit, BitTiles0),
    maplist(arg(1), Fringe, FringeTiles),
    BitTiles =.. [b|BitTiles0],
    RevArray =.. [r|Revs],
    maplist(zone_sets(RevArray), Zones, ZoneSets),
    ZoneArray =.. [z|ZoneSets],
    All is (1 << NH) - 1,
    Left is Mines - Flags,
    rev_msets(Revs, PSets0),
    sort(PSets0, PSets),
    b_setval(ms_masks_board,
             board(B, Rows, Cols, Left, All, Cells, RevArray, ZoneArray, BitTiles, Hidden,
                   FringeTiles, PSets)),
    once(Goal).

%   scan(+Codes, +I, +Cols, +FringeZones, -Fringe, -Others, -Hidden): the hidden tiles as
%   h(Tile, Cell, Zone), fringe and others apart, and all of them in row-major order.
scan([], _, _, [], [], [], []).
scan([Code|Codes], I, Cols, Zs, Fringe, Others, Hidden) :-
    I1 is I + 1,
    (   Code == 0'*
    ->  Zs = [Z|Zs1], tile(I, Cols, T),
        Fringe = [h(T, I1, Z)|Fringe1], Hidden = [T|Hidden1],
        scan(Codes, I1, Cols, Zs1, Fringe1, Others, Hidden1)
    ;   Code == 0'.
    ->  tile(I, Cols, T),
        Others = [h(T, I1, 0)|Others1], Hidden = [T|Hidden1],
        scan(Codes, I1, Cols, Zs, Fringe, Others1, Hidden1)
    ;   scan(Codes, I1, Cols, Zs, Fringe, Others, Hidden)
    ).

tile(I, Cols, t(R, C)) :- R is I // Cols, C is I mod Cols.

%   The sets of a zone, once per board: Tile-Set for each of its revealed tiles, in order,
%   and the distinct sets.
zone_sets(Revs, Members, Sets-Distinct) :-
    maplist(rev_set(Revs), Members, Sets),
    pairs_values(Sets, Distinct0),
    sort(Distinct0, Distinct).

rev_set(Revs, I, t(R, C)-m(Mask, N, N)) :-
    arg(I, Revs, r(R, C, N, Mask)).

%   The set of each revealed tile (the sets of all the zones).
rev_msets([], []).
rev_msets([r(_, _, N, Mask)|Revs], [m(Mask, N, N)|Sets]) :-
    rev_msets(Revs, Sets).

place(Cells, h(_, Cell, Zone), Bit, Bit1) :-
    arg(Cell, Cells, h(Bit, Zone)),
    Bit1 is Bit + 1.

board(B, Board) :-
    b_getval(ms_masks_board, Board),
    arg(1, Board, B).

%   The bit and zone of the hidden, unflagged tile t(R, C); fails for any other tile.
hidden_cell(Board, t(R, C), Bit, Zone) :-
    integer(R), integer(C),
    arg(2, Board, Rows), arg(3, Board, Cols),
    R >= 0, R < Rows, C >= 0, C < Cols,
    I is R * Cols + C + 1,
    arg(6, Board, Cells),
    arg(I, Cells, H),
    nonvar(H),
    H = h(Bit, Zone).

%!  msk_hidden(?B, ?Tile) is nondet.
%   Every hidden, unflagged tile of the board, in row-major order (hidden_tile/2).
msk_hidden(B, T) :-
    board(B, Board),
    arg(10, Board, Hidden),
    member(T, Hidden).

%!  msk_fringe(?B, ?Tile) is nondet.
%   Every fringe tile of the board (hidden, unflagged, next to a revealed number), in
%   row-major order: the only tiles a clause calling zoneOfInterest(Tile, B, _) can prove
%   (fringe_clause/1).
msk_fringe(B, T) :-
    board(B, Board),
    arg(11, Board, Fringe),
    member(T, Fringe).

%!  fringe_clause(+Clause) is semidet.
%   Clause (safe(T, B) :- Body or mine(T, B) :- Body) calls zoneOfInterest(T, B, _) on its
%   own head's tile and board, so it proves no tile outside the fringe: zoneOfInterest/3
%   fails there.  The rule engine then tries only fringe tiles (msk_fringe/2), a fraction
%   of the hidden ones for most of a game.
fringe_clause((Head :- Body)) :-
    Head =.. [Target, T, B],
    memberchk(Target, [safe, mine]),
    var(T), var(B), T \== B,
    conj_list(Body, Literals),
    member(L, Literals),
    nonvar(L), L = zoneOfInterest(T1, B1, _),
    T1 == T, B1 == B, !.

%!  msk_zone(?Tu, ?B, -Zone) is nondet.
%   zoneOfInterest/3: the zone of a fringe tile (each fringe tile with its zone when Tu is
%   unbound).
msk_zone(T, B, z(Z)) :-
    board(B, Board),
    (   nonvar(T)
    ->  hidden_cell(Board, T, _, Z),
        Z > 0
    ;   arg(10, Board, Hidden),
        member(T, Hidden),
        hidden_cell(Board, T, _, Z),
        Z > 0
    ).

%!  msk_left(?B, -N) is det.
%   totalMinesLeft/2.
msk_left(B, N) :-
    board(B, Board),
    arg(4, Board, N).

%!  msk_all(?B, -Set) is semidet.
%   allMinesInFringe/2: every hidden, unflagged tile, Lo = Hi = the mines left.
msk_all(B, m(All, N, N)) :-
    board(B, Board),
    arg(5, Board, All),
    All =\= 0,
    arg(4, Board, N).

%!  msk_set(-Td, ?B, +Zone, -Set) is nondet.
%   setHasXMines/4: each revealed tile of the zone with the set of its hidden, unflagged
%   neighbours, Lo = Hi = its number minus its flagged neighbours.
msk_set(Td, B, z(Z), Set) :-
    board(B, Board),
    integer(Z),
    arg(8, Board, Zones),
    arg(Z, Zones, Sets-_),
    member(Td-Set, Sets).

%!  msk_sets(?B, +Zone, -Set) is nondet.
%   The sets msk_set/4 gives, each once: the twin of setHasXMines(_, B, Zone, Set) when its
%   revealed tile is used nowhere else in the clause (a clause only asks whether its body
%   holds, so the tile that gave a set, and how many did, make no difference).
msk_sets(B, z(Z), Set) :-
    board(B, Board),
    integer(Z),
    arg(8, Board, Zones),
    arg(Z, Zones, _-Distinct),
    member(Set, Distinct).

%!  msk_pset(?B, -Set) is nondet.
%   Each set of the position (of every zone, each once): with msk_among/3, the position
%   form of msk_sets/3 (position_twin/2).
msk_pset(B, Set) :-
    board(B, Board),
    arg(12, Board, Sets),
    member(Set, Sets).

%!  msk_meeting(?B, +Set1, -Set) is nondet.
%   Each set of the position (msk_pset/2) that shares a tile with Set1: the only sets
%   msk_diff/3 can take with Set1.
msk_meeting(B, m(Mask1, _, _), Set) :-
    board(B, Board),
    arg(12, Board, Sets),
    member(Set, Sets),
    Set = m(Mask, _, _),
    Mask /\ Mask1 =\= 0.

%!  msk_tile(+Tu, ?B, -Tile) is semidet.
%   Tu is a fringe tile of the board (it has a zone of interest): Tile is tile(Bit, Sets),
%   Bit its bit in the sets and Sets the distinct sets of its zone (msk_sets/3).  The
%   position form (position_twin/2) of zoneOfInterest(Tu, B, _): one output, the same for
%   every clause, so the clauses of a rule set share it.
msk_tile(T, B, tile(Bit, Sets)) :-
    board(B, Board),
    hidden_cell(Board, T, Bit, Z),
    Z > 0,
    arg(8, Board, Zones),
    arg(Z, Zones, _-Sets).

%!  msk_has(+Tu, +Tile, +Set) is semidet.
%   inSet(Tu, Set) for Tu, Tile its msk_tile/3, as one test of its bit.  Tu is not looked
%   at: it marks the literal as one on the candidate tile (prolog/plans.pl).
msk_has(_, tile(Bit, _), m(Mask, _, _)) :-
    Mask /\ (1 << Bit) =\= 0.

%!  msk_among(+Tu, +Tile, +Set) is semidet.
%   Set is one of the sets of the zone of Tu (Tile its msk_tile/3).  Tu as in msk_has/3.
msk_among(_, tile(_, Sets), Set) :-
    memberchk(Set, Sets).

%!  msk_diff(+Set1, +Set2, -Set) is semidet.
%   diffSetHasXMines/3, the same bounds on masks.
msk_diff(m(MA, LoA, HiA), m(MB, LoB, HiB), Set) :-      % Set built last: most calls fail
    MI is MA /\ MB,
    MI =\= 0,
    MD is MA xor MI,
    MD =\= 0,
    NI is popcount(MI),
    ND is popcount(MD),
    % at most min(NI, HiA, HiB) and at least max(0, LoB - |B only|, LoA - ND) mines in MI
    Lo is max(0, LoA - min(NI, min(HiA, HiB))),
    Hi is min(ND, HiA - max(0, max(LoB - popcount(MB) + NI, LoA - ND))),
    Lo =< Hi,
    Set = m(MD, Lo, Hi).

%!  msk_in(?Tu, +Set) is semidet.
%   inSet/2: Tu is one of the set's tiles (enumerates them when Tu is unbound).
msk_in(T, m(Mask, _, _)) :-
    b_getval(ms_masks_board, Board),
    (   ground(T)
    ->  hidden_cell(Board, T, Bit, _),
        Mask /\ (1 << Bit) =\= 0
    ;   arg(9, Board, BitTiles),
        bits(Mask, 0, Bit),
        Bit1 is Bit + 1,
        arg(Bit1, BitTiles, T)
    ).

bits(Mask, Bit0, Bit) :-
    Mask =\= 0,
    (   Mask /\ 1 =:= 1, Bit = Bit0
    ;   Mask1 is Mask >> 1, Bit1 is Bit0 + 1, bits(Mask1, Bit1, Bit)
    ).

%!  msk_len(+Set, -N) is det.
%   lengthSet/2.
msk_len(m(Mask, _, _), N) :-
    N0 is popcount(Mask),
    N = N0.

%!  msk_mines(+Set, ?N) is semidet.
%   minesInSet/2: Lo = Hi = N.
msk_mines(m(_, N, N), N).

%!  twin_semidet(-PIs) is det.
%   The twins that give at most one answer, whatever their arguments.
twin_semidet([msk_left/2, msk_all/2, msk_diff/3, msk_len/2, msk_mines/2, msk_tile/3,
              msk_has/3, msk_among/3]).

%!  twin_predicates(-PIs) is det.
%   The twins, as name/arity (all pure: the rule engine may memoise them).
twin_predicates([msk_sets/3, msk_pset/2, msk_meeting/3, msk_tile/3, msk_has/3,
                 msk_among/3|PIs]) :-
    findall(N/A, ( twin(_, T, _), functor(T, N, A) ), PIs).

%   twin(Original, Twin, Arguments): the twin of each predicate, and the type of each
%   argument with its mode: in (bound before the call), out (bound by it) or any.
twin(zoneOfInterest(T, B, Z), msk_zone(T, B, Z), [in(tile, T), in(board, B), out(zone, Z)]).
twin(totalMinesLeft(B, N), msk_left(B, N), [in(board, B), out(int, N)]).
twin(allMinesInFringe(B, S), msk_all(B, S), [in(board, B), out(set, S)]).
twin(setHasXMines(T, B, Z, S), msk_set(T, B, Z, S),
     [out(tile, T), in(board, B), in(zone, Z), out(set, S)]).
twin(diffSetHasXMines(S1, S2, S), msk_diff(S1, S2, S), [in(set, S1), in(set, S2), out(set, S)]).
twin(inSet(T, S), msk_in(T, S), [in(tile, T), in(set, S)]).
twin(lengthSet(S, N), msk_len(S, N), [in(set, S), out(int, N)]).
twin(minesInSet(S, N), msk_mines(S, N), [in(set, S), any(int, N)]).

%!  twin_clause(+Clause, -Twin) is semidet.
%   Twin: Clause (safe(T, B) :- Body or mine(T, B) :- Body, its body in execution order)
%   with every body literal replaced by its twin.  Fails (the clause stays with
%   minesweeper.pl) unless the head is safe/2 or mine/2 on two distinct variables, every
%   body literal is one of the eight predicates, every variable keeps one type, every input
%   argument is bound by the head or an earlier literal, and constants are integers (int
%   arguments) or ground t(Row, Col) with integer Row and Col (tile arguments).
twin_clause((Head :- Body), (Head :- TwinBody)) :-
    Head =.. [Target, T, B],
    memberchk(Target, [safe, mine]),
    var(T), var(B), T \== B,
    conj_list(Body, Literals),
    Literals \== [],
    foldl(twin_literal, Literals, TwinLiterals0, [T-tile, B-board], _),
    maplist(distinct_sets((Head :- Body)), TwinLiterals0, TwinLiterals),
    list_conj(TwinLiterals, TwinBody).

%   msk_set(Td, B, Z, S) whose Td occurs nowhere else in the clause: msk_sets(B, Z, S).
distinct_sets(Clause, Literal, Twin) :-
    (   Literal = msk_set(Td, B, Z, S), var(Td),
        occurrences_of_var(Td, Clause, 1)
    ->  Twin = msk_sets(B, Z, S)
    ;   Twin = Literal
    ).

twin_literal(Literal, Twin, Types0, Types) :-
    callable(Literal),
    \+ Literal = (_:_),
    copy_term(Literal, Pattern),
    twin(Pattern, _, _), !,
    twin(Literal, Twin, Arguments),
    foldl(typed_argument, Arguments, Types0, Types).

typed_argument(Arg, Types0, Types) :-
    Arg =.. [Mode, Type, X],
    (   var(X)
    ->  (   typed(Types0, X, Known)
        ->  Known == Type, Types = Types0
        ;   Mode \== in, Types = [X-Type|Types0]
        )
    ;   constant(Type, X), Types = Types0
    ).

typed([V-T|Ts], X, Type) :-
    (   V == X -> Type = T ; typed(Ts, X, Type) ).

constant(int, X) :- integer(X).
constant(tile, t(R, C)) :- integer(R), integer(C).

conj_list(Conj, List) :-
    (   var(Conj) -> List = [Conj]
    ;   Conj = (A, B) -> conj_list(A, LA), conj_list(B, LB), append(LA, LB, List)
    ;   Conj == true -> List = []
    ;   List = [Conj]
    ).

list_conj([L], L) :- !.
list_conj([L|Ls], (L, C)) :- list_conj(Ls, C).

%!  position_twin(+Twin, -Position) is semidet.
%   Position: the twin clause Twin (of twin_clause/2) with its sets drawn from the whole
%   position instead of the candidate's zone, so a memoised plan (prolog/rules.pl) computes
%   its differences once per position rather than once per zone: the zones of a position
%   share most of their sets.  It proves what Twin proves:
%     - msk_zone(T, B, Z) on the head's tile becomes msk_tile(T, B, Tile) (T is a fringe
%       tile; Tile, its bit and its zone's sets), and msk_in(T, S) on it msk_has(T, Tile, S);
%     - each msk_sets(B, Z, S) becomes a generator of the position's sets, placed just
%       before the first literal that uses S, and a test msk_among(T, Tile, S) at the end,
%       unless the clause proves S to be in T's zone (in_zone/6);
%     - a set that msk_diff/3 takes with (a part of) a set bound before it is drawn among
%       the sets meeting that one (msk_meeting/3): a difference of sets that share no tile
%       fails, so no answer is lost.
%   Fails (Twin stays as it is) unless Z is used by msk_sets/3 literals only, each giving a
%   fresh set.
position_twin((Head :- Body), (Head :- PBody)) :-
    Head =.. [_, T, B],
    conj_list(Body, Literals),
    include(zone_literal(T, B), Literals, [ZoneL]),
    arg(3, ZoneL, Z),
    var(Z),
    partition(sets_of(Z), Literals, SetLs, Others0),
    SetLs \== [],
    exclude(==(ZoneL), Others0, Others),
    \+ ( member(L, Others), term_variables(L, LV), member(V, LV), V == Z ),
    maplist(fresh_set(B), SetLs, Sets),
    fresh_sets(Literals, SetLs, []),
    set_roots(Others, Sets, Roots, Meets),
    in_zone(Others, T, Roots, Meets, Sets, Known),
    maplist(on_bit(T, Tile), Others, Others1),
    term_variables(Head, HV),
    place(Others1, B, Sets, Meets, [], HV, Placed),
    exclude(var_in(Known), Sets, Tested),
    maplist(among_test(T, Tile), Tested, Tests),
    append([[msk_tile(T, B, Tile)], Placed, Tests], PLiterals),
    list_conj(PLiterals, PBody).

zone_literal(T, B, L) :-
    nonvar(L), L = msk_zone(T1, B1, _), T1 == T, B1 == B.

sets_of(Z, L) :-
    nonvar(L), L = msk_sets(_, Z1, _), Z1 == Z.

fresh_set(B, msk_sets(B1, _, S), S) :-
    B1 == B, var(S).

among_test(T, Tile, S, msk_among(T, Tile, S)).

%   msk_in/2 on the candidate tile as a test of its bit.
on_bit(T, Tile, L, L1) :-
    (   nonvar(L), L = msk_in(T1, S), T1 == T -> L1 = msk_has(T, Tile, S) ; L1 = L ).

%   Each generator's set is met first in it (not tested against an earlier value).
fresh_sets([], _, _).
fresh_sets([L|Ls], SetLs, Seen) :-
    (   member(G, SetLs), G == L
    ->  arg(3, L, S), \+ var_in(Seen, S)
    ;   true
    ),
    term_variables(L, LV),
    append(Seen, LV, Seen1),
    fresh_sets(Ls, SetLs, Seen1).

%   set_roots(+Literals, +Sets, -Roots, -Meets): Roots, Var-Root for each set variable:
%   the set it was cut from by first arguments of msk_diff/3 (a part of it); Meets, the pairs
%   of sets (S1-S2) that must share a tile: msk_diff(X, Y, D) needs X and Y to meet, so
%   their roots meet.
set_roots(Literals, Sets, Roots, Meets) :-
    maplist(self_root, Sets, Roots0),
    foldl(diff_root, Literals, Roots0-[], Roots-Meets).

%   in_zone(+Literals, +T, +Roots, +Meets, +Sets, -Known): the sets the clause proves to be in
%   T's zone without a test: the root of a set T is in (its revealed tile is next to T), and
%   the sets that meet such a root (they share a hidden tile with a revealed neighbour of T:
%   the zone of interest holds exactly those, zoneOfInterest/3).
in_zone(Literals, T, Roots, Meets, Sets, Known) :-
    foldl(near_root(T, Roots), Literals, [], Near),
    include(known_set(Near, Meets), Sets, Known).

near_root(T, Roots, L, Near0, Near) :-
    (   nonvar(L), L = msk_in(T1, X), T1 == T, root_of(Roots, X, R)
    ->  Near = [R|Near0]
    ;   Near = Near0
    ).

known_set(Near, Meets, S) :-
    (   var_in(Near, S) -> true ; member(R, Near), meets(Meets, R, S) -> true ).

diff_root(L, Roots0-Meets0, Roots-Meets) :-
    (   nonvar(L), L = msk_diff(X, Y, D),
        root_of(Roots0, X, RX)
    ->  Roots = [D-RX|Roots0],
        (   root_of(Roots0, Y, RY), RX \== RY
        ->  Meets = [RX-RY|Meets0]
        ;   Meets = Meets0
        )
    ;   Roots = Roots0, Meets = Meets0
    ).

self_root(S, S-S).

root_of([V-R|Rs], X, Root) :-
    (   V == X -> Root = R ; root_of(Rs, X, Root) ).

%   place(+Literals, +B, +Sets, +Meets, +Drawn, +Bound, -Placed): Literals in order, each
%   set's generator just before the first literal that uses it (Bound: the variables bound
%   so far).  A set whose first use is a difference with a set bound already, or that must
%   meet a set drawn already (Meets), is drawn among the sets meeting that one
%   (msk_meeting/3); any other among all the position's sets.
place([], B, Sets, Meets, Drawn, Bound, Placed) :-
    draw(Sets, none, B, Meets, Drawn, Bound, _, Placed).
place([L|Ls], B, Sets, Meets, Drawn0, Bound0, Placed) :-
    term_variables(L, LV),
    include(var_in(LV), Sets, Used),
    draw(Used, L, B, Meets, Drawn0, Bound0, Drawn, Gens),
    append(Gens, [L|Placed1], Placed),
    append(Bound0, LV, Bound),
    place(Ls, B, Sets, Meets, Drawn, Bound, Placed1).

draw([], _, _, _, Drawn, _, Drawn, []).
draw([S|Ss], L, B, Meets, Drawn0, Bound, Drawn, Gens) :-
    (   var_in(Drawn0, S)
    ->  Gens = Gens1, Drawn1 = Drawn0
    ;   (   diff_partner(L, S, P), ( var_in(Drawn0, P) ; var_in(Bound, P) )
        ->  Gens = [msk_meeting(B, P, S)|Gens1]
        ;   member(P, Drawn0), meets(Meets, P, S)
        ->  Gens = [msk_meeting(B, P, S)|Gens1]
        ;   Gens = [msk_pset(B, S)|Gens1]
        ),
        Drawn1 = [S|Drawn0]
    ),
    draw(Ss, L, B, Meets, Drawn1, Bound, Drawn, Gens1).

%   P: the other set of a difference L that takes S.
diff_partner(L, S, P) :-
    nonvar(L), L = msk_diff(X, Y, _),
    (   X == S -> P = Y ; Y == S -> P = X ),
    var(P), P \== S.

meets(Meets, P, S) :-
    member(X-Y, Meets),
    (   X == P, Y == S -> true ; X == S, Y == P ), !.

var_in(Vs, V) :- member(W, Vs), W == V, !.
