/*  The Minesweeper background over bitmask sets: twins of the eight MIO predicates of
    minesweeper.pl for the rule engine (examples_gen/rules_engine.py), which plays learned
    rules many times a second.  The learner never loads this file.

    A set s(Tiles, Lo, Hi) of minesweeper.pl is m(Mask, Lo, Hi) here: bit I of Mask stands for
    the I-th hidden, unflagged tile of the board (its fringe tiles first, in row-major order,
    then the other hidden tiles).  The same tiles give the same mask, so, as there, the same
    tiles and bounds give the identical term; differences and lengths are integer operations
    instead of list merges.  A zone (an ordered list of revealed tiles there) is z(Revs) here:
    its revealed tiles as a mask over their positions in the board's description, read off
    the sets when asked.  Tiles are t(Row, Col) in both; counts are integers.

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

% Arithmetic compiled inline (the flag holds for this file only): the twins are mostly
% integer operations, called hundreds of times per position.
:- set_prolog_flag(optimise, true).

%!  with_board(+B, +Description, :Goal) is semidet.
%   Run Goal once on the board Description, a term (or its text)
%   msk(Rows, Cols, Mines, Flags, Cells, Revs), named B:
%     Cells  a string, one character per tile in row-major order: `*` a hidden, unflagged
%            tile next to a revealed number (a fringe tile), `.` another hidden, unflagged
%            tile, `#` any other tile;
%     Revs   r(Row, Col, Need, Mask) for each revealed tile with a hidden, unflagged
%            neighbour, in row-major order: Need its number minus its flagged neighbours,
%            Mask the bits of those hidden neighbours.
%   The zones of interest are read off the sets when asked (near/3).
:- meta_predicate with_board(+, +, 0).
with_board(B, Description, Goal) :-
    (   compound(Description) -> Term = Description ; term_string(Term, Description) ),
    Term = msk(Rows, Cols, Mines, Flags, CellText, Revs),
    N is Rows * Cols,
    functor(Cells, c, N),
    string_codes(CellText, Codes),
    scan(Codes, 0, Cols, Fringe, Others, Hidden),
    foldl(place(Cells), Fringe, 0, NF),
    foldl(place(Cells), Others, NF, NH),
    append(Fringe, Others, ByBit),
    maplist(arg(1), ByBit, BitTiles0),
    maplist(arg(1), Fringe, FringeTiles),
    BitTiles =.. [b|BitTiles0],
    RevArray =.. [r|Revs],
    All is (1 << NH) - 1,
    Left is Mines - Flags,
    rev_msets(Revs, PSets0),
    sort(PSets0, PSets),
    b_setval(ms_masks_board,
             board(B, Rows, Cols, Left, All, Cells, RevArray, BitTiles, Hidden, FringeTiles,
                   PSets)),
    once(Goal).

%   scan(+Codes, +I, +Cols, -Fringe, -Others, -Hidden): the hidden tiles as h(Tile, Cell,
%   Fringe) (Fringe: 1 for a fringe tile, else 0), fringe and others apart, and all of them
%   in row-major order.
scan([], _, _, [], [], []).
scan([Code|Codes], I, Cols, Fringe, Others, Hidden) :-
    I1 is I + 1,
    (   Code == 0'*
    ->  tile(I, Cols, T),
        Fringe = [h(T, I1, 1)|Fringe1], Hidden = [T|Hidden1],
        scan(Codes, I1, Cols, Fringe1, Others, Hidden1)
    ;   Code == 0'.
    ->  tile(I, Cols, T),
        Others = [h(T, I1, 0)|Others1], Hidden = [T|Hidden1],
        scan(Codes, I1, Cols, Fringe, Others1, Hidden1)
    ;   scan(Codes, I1, Cols, Fringe, Others, Hidden)
    ).

tile(I, Cols, t(R, C)) :- R is I // Cols, C is I mod Cols.

%   The set of each revealed tile (the sets of all the zones).
rev_msets([], []).
rev_msets([r(_, _, N, Mask)|Revs], [m(Mask, N, N)|Sets]) :-
    rev_msets(Revs, Sets).

place(Cells, h(_, Cell, Fringe), Bit, Bit1) :-
    arg(Cell, Cells, h(Bit, Fringe)),
    Bit1 is Bit + 1.

board(B, Board) :-
    b_getval(ms_masks_board, Board),
    arg(1, Board, B).

%   The bit of the hidden, unflagged tile t(R, C), and 1 when it is a fringe tile (else 0);
%   fails for any other tile.
hidden_cell(Board, t(R, C), Bit, Fringe) :-
    integer(R), integer(C),
    arg(2, Board, Rows), arg(3, Board, Cols),
    R >= 0, R < Rows, C >= 0, C < Cols,
    I is R * Cols + C + 1,
    arg(6, Board, Cells),
    arg(I, Cells, H),
    nonvar(H),
    H = h(Bit, Fringe).

%   near(+Board, +Bit, -Near): the tiles (a mask) of the sets that hold tile Bit.  The zone
%   of interest of the tile is the revealed tiles whose sets meet Near: those next to a
%   hidden tile next to one of its revealed neighbours (zoneOfInterest/3).
near(Board, Bit, Near) :-
    arg(11, Board, Sets),
    near_(Sets, 1 << Bit, 0, Near).

near_([], _, Near, Near).
near_([m(Mask, _, _)|Sets], B, Near0, Near) :-
    (   Mask /\ B =\= 0 -> Near1 is Near0 \/ Mask ; Near1 = Near0 ),
    near_(Sets, B, Near1, Near).

%   zone_revs(+Revs, +I, +Near, +Zone0, -Zone): Zone, the revealed tiles from the I-th on
%   whose sets meet Near, as a mask over their positions in Revs (bit I-1 for the I-th).
zone_revs(Revs, I, Near, Zone0, Zone) :-
    (   arg(I, Revs, r(_, _, _, Mask))
    ->  ( Mask /\ Near =\= 0 -> Zone1 is Zone0 \/ (1 << (I - 1)) ; Zone1 = Zone0 ),
        I1 is I + 1,
        zone_revs(Revs, I1, Near, Zone1, Zone)
    ;   Zone = Zone0
    ).

%!  msk_hidden(?B, ?Tile) is nondet.
%   Every hidden, unflagged tile of the board, in row-major order (hidden_tile/2).
msk_hidden(B, T) :-
    board(B, Board),
    arg(9, Board, Hidden),
    member(T, Hidden).

%!  msk_fringe(?B, ?Tile) is nondet.
%   Every fringe tile of the board (hidden, unflagged, next to a revealed number), in
%   row-major order: the only tiles a clause calling zoneOfInterest(Tile, B, _) can prove
%   (fringe_clause/1).
msk_fringe(B, T) :-
    board(B, Board),
    arg(10, Board, Fringe),
    member(T, Fringe).

%!  msk_zone(?Tu, ?B, -Zone) is nondet.
%   zoneOfInterest/3: the zone of a fringe tile (each fringe tile with its zone when Tu is
%   unbound), z(Revs): Revs its revealed tiles as a mask over their positions in the
%   description (the same tiles, the same term).
msk_zone(T, B, z(Zone)) :-
    board(B, Board),
    (   nonvar(T)
    ->  hidden_cell(Board, T, Bit, 1)
    ;   arg(10, Board, Fringe),
        member(T, Fringe),
        hidden_cell(Board, T, Bit, 1)
    ),
    near(Board, Bit, Near),
    arg(7, Board, Revs),
    zone_revs(Revs, 1, Near, 0, Zone).

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
msk_set(t(R, C), B, z(Zone), m(Mask, N, N)) :-
    board(B, Board),
    integer(Zone),
    arg(7, Board, Revs),
    bits(Zone, 1, I),
    arg(I, Revs, r(R, C, N, Mask)).

%!  msk_sets(?B, +Zone, -Set) is nondet.
%   The sets msk_set/4 gives, each once: the twin of setHasXMines(_, B, Zone, Set) when its
%   revealed tile is used nowhere else in the clause (a clause only asks whether its body
%   holds, so the tile that gave a set, and how many did, make no difference).
msk_sets(B, Zone, Set) :-
    findall(S, msk_set(_, B, Zone, S), Sets),
    sort(Sets, Distinct),
    member(Set, Distinct).

%!  msk_pset(?B, -Set) is nondet.
%   Each set of the position (of every zone, each once): with msk_among/3, the position
%   form of msk_sets/3 (position_twin/2).
msk_pset(B, Set) :-
    board(B, Board),
    arg(11, Board, Sets),
    member(Set, Sets).

%!  msk_meeting(?B, +Set1, -Set) is nondet.
%   Each set of the position (msk_pset/2) that shares a tile with Set1.
msk_meeting(B, m(Mask1, _, _), Set) :-
    board(B, Board),
    arg(11, Board, Sets),
    meeting(Sets, Mask1, Set).

%!  msk_cuts(?B, +Set1, -Set) is nondet.
%   Each set of the position that shares a tile with Set1 and leaves some of Set1's tiles:
%   the only sets Set for which msk_diff(Set1, Set, _) can hold (nothing is left of Set1
%   otherwise).
msk_cuts(B, m(Mask1, _, _), Set) :-
    board(B, Board),
    arg(11, Board, Sets),
    cuts(Sets, Mask1, Set).

%!  msk_juts(?B, +Set1, -Set) is nondet.
%   Each set of the position that shares a tile with Set1 and has a tile outside it: the
%   only sets Set for which msk_diff(Set, Set1, _) can hold.
msk_juts(B, m(Mask1, _, _), Set) :-
    board(B, Board),
    arg(11, Board, Sets),
    juts(Sets, Mask1, Set).

%   The scans leave no choice point on a set that does not qualify (most of them).  Three
%   scans, each with its test inline: one scan calling a relation per set costs 8% more
%   instructions a position (measured).
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
%   Tu is a fringe tile of the board (it has a zone of interest): Tile is tile(Bit), Bit its
%   bit in the sets.  The position form (position_twin/2) of zoneOfInterest(Tu, B, _): one
%   output, the same for every clause, so the clauses of a rule set share it.
msk_tile(T, B, tile(Bit)) :-
    board(B, Board),
    hidden_cell(Board, T, Bit, 1).

%!  msk_has(+Tu, +Tile, +Set) is semidet.
%   inSet(Tu, Set) for Tu, Tile its msk_tile/3, as one test of its bit.  Tu is not looked
%   at: it marks the literal as one on the candidate tile (prolog/plans.pl).
msk_has(_, tile(Bit), m(Mask, _, _)) :-
    Mask /\ (1 << Bit) =\= 0.

%!  msk_among(+Tu, +Tile, +Set) is semidet.
%   Set, a set of the position (msk_pset/2), is one of the sets of the zone of Tu (Tile its
%   msk_tile/3): it meets a set that holds Tu (near/3).  Tu as in msk_has/3.
msk_among(_, tile(Bit), m(Mask, _, _)) :-
    b_getval(ms_masks_board, Board),
    near(Board, Bit, Near),
    Mask /\ Near =\= 0.

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
    ;   arg(8, Board, BitTiles),
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
