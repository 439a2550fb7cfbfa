/*  The Minesweeper background over bitmask sets: twins of the eight MIO predicates of
    minesweeper.pl for the rule engine (examples_gen/rules_engine.py), which plays learned
    rules many times a second.  The learner never loads this file.

    A set s(Tiles, Lo, Hi) of minesweeper.pl is m(Mask, Lo, Hi) here: bit I of Mask stands for
    the I-th hidden, unflagged tile of the board (its fringe tiles first, in row-major order,
    then the other hidden tiles).  The same tiles give the same mask, so, as there, the same
    tiles and bounds give the identical term; differences and lengths are integer operations
    instead of list merges.  A zone (an ordered list of revealed tiles there) is z(I) here: the
    I-th distinct zone of the board.  Tiles are t(Row, Col) in both; counts are integers.

    background/mask_clauses.pl (re-exported) rewrites a clause of the Minesweeper language into
    these twins (twin_clause/2), and into its position form (position_twin/2).  Each twin
    answers exactly what its original answers on the same board (tests/prolog/masks.plt checks
    msk_diff/3 against the list version on every small case, the twins on small boards, and
    the replay of recorded games, tests/test_play_decisions.py, the whole).

    The board comes as one term (examples_gen.prolog_facts.board_description) and is held in a
    backtrackable global variable for the time of one goal (with_board/3): nothing is asserted.
*/
:- module(ms_masks, [with_board/3, msk_hidden/2, msk_fringe/2, msk_zone/3, msk_left/2,
                     msk_all/2, msk_set/4, msk_sets/3, msk_pset/2, msk_meeting/3,
                     msk_cuts/3, msk_juts/3, msk_tile/3, msk_has/3, msk_among/3, msk_diff/3, msk_in/2,
                     msk_len/2, msk_mines/2]).
:- reexport(mask_clauses).              % the rewriting of clauses into these twins

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
    ZoneArray =.. [z|Zones],
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

%   The sets of a zone (its members: positions in Revs), read when a clause asks for them:
%   most positions' clauses only test whether a set is in a tile's zone (msk_among/3).
%   Tile-Set for each member, in order.
zone_set(Revs, Members, t(R, C)-m(Mask, N, N)) :-
    member(I, Members),
    arg(I, Revs, r(R, C, N, Mask)).

%   Set, ground, is the set of one of Members.
zone_has([I|Is], Revs, Set) :-
    arg(I, Revs, r(_, _, N, Mask)),
    (   Set = m(Mask, N, N) -> true ; zone_has(Is, Revs, Set) ).

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
    arg(7, Board, Revs),
    arg(8, Board, Zones),
    arg(Z, Zones, Members),
    zone_set(Revs, Members, Td-Set).

%!  msk_sets(?B, +Zone, -Set) is nondet.
%   The sets msk_set/4 gives, each once: the twin of setHasXMines(_, B, Zone, Set) when its
%   revealed tile is used nowhere else in the clause (a clause only asks whether its body
%   holds, so the tile that gave a set, and how many did, make no difference).
msk_sets(B, z(Z), Set) :-
    board(B, Board),
    integer(Z),
    arg(7, Board, Revs),
    arg(8, Board, Zones),
    arg(Z, Zones, Members),
    findall(S, zone_set(Revs, Members, _-S), Sets),
    sort(Sets, Distinct),
    member(Set, Distinct).

%!  msk_pset(?B, -Set) is nondet.
%   Each set of the position (of every zone, each once): with msk_among/3, the position
%   form of msk_sets/3 (position_twin/2).
msk_pset(B, Set) :-
    board(B, Board),
    arg(12, Board, Sets),
    member(Set, Sets).

%!  msk_meeting(?B, +Set1, -Set) is nondet.
%   Each set of the position (msk_pset/2) that shares a tile with Set1.
msk_meeting(B, m(Mask1, _, _), Set) :-
    board(B, Board),
    arg(12, Board, Sets),
    meeting(Sets, Mask1, Set).

%!  msk_cuts(?B, +Set1, -Set) is nondet.
%   Each set of the position that shares a tile with Set1 and leaves some of Set1's tiles:
%   the only sets Set for which msk_diff(Set1, Set, _) can hold (nothing is left of Set1
%   otherwise).
msk_cuts(B, m(Mask1, _, _), Set) :-
    board(B, Board),
    arg(12, Board, Sets),
    cuts(Sets, Mask1, Set).

%!  msk_juts(?B, +Set1, -Set) is nondet.
%   Each set of the position that shares a tile with Set1 and has a tile outside it: the
%   only sets Set for which msk_diff(Set, Set1, _) can hold.
msk_juts(B, m(Mask1, _, _), Set) :-
    board(B, Board),
    arg(12, Board, Sets),
    juts(Sets, Mask1, Set).

%   The scans leave no choice point on a set that does not qualify (most of them).
meeting([S|Ss], Mask1, Set) :-
    S = m(Mask, _, _),
    (   Mask /\ Mask1 =\= 0
    ->  ( Set = S ; meeting(Ss, Mask1, Set) )
    ;   meeting(Ss, Mask1, Set)
    ).

cuts([S|Ss], Mask1, Set) :-
    S = m(Mask, _, _),
    (   Mask /\ Mask1 =\= 0, Mask1 /\ \Mask =\= 0
    ->  ( Set = S ; cuts(Ss, Mask1, Set) )
    ;   cuts(Ss, Mask1, Set)
    ).

juts([S|Ss], Mask1, Set) :-
    S = m(Mask, _, _),
    (   Mask /\ Mask1 =\= 0, Mask /\ \Mask1 =\= 0
    ->  ( Set = S ; juts(Ss, Mask1, Set) )
    ;   juts(Ss, Mask1, Set)
    ).

%!  msk_tile(+Tu, ?B, -Tile) is semidet.
%   Tu is a fringe tile of the board (it has a zone of interest): Tile is tile(Bit, Z), Bit
%   its bit in the sets and Z its zone (the number of z(Z)).  The position form
%   (position_twin/2) of zoneOfInterest(Tu, B, _): one output, the same for every clause,
%   so the clauses of a rule set share it.
msk_tile(T, B, tile(Bit, Z)) :-
    board(B, Board),
    hidden_cell(Board, T, Bit, Z),
    Z > 0.

%!  msk_has(+Tu, +Tile, +Set) is semidet.
%   inSet(Tu, Set) for Tu, Tile its msk_tile/3, as one test of its bit.  Tu is not looked
%   at: it marks the literal as one on the candidate tile (prolog/plans.pl).
msk_has(_, tile(Bit, _), m(Mask, _, _)) :-
    Mask /\ (1 << Bit) =\= 0.

%!  msk_among(+Tu, +Tile, +Set) is semidet.
%   Set is one of the sets of the zone of Tu (Tile its msk_tile/3).  Tu as in msk_has/3.
msk_among(_, tile(_, Z), Set) :-
    b_getval(ms_masks_board, Board),
    arg(7, Board, Revs),
    arg(8, Board, Zones),
    arg(Z, Zones, Members),
    zone_has(Members, Revs, Set).

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
