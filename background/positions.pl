/*  Boards as the facts background/minesweeper.pl reads, derived from their cells: the one
    encoding of a board, for learning and for play.

    A board comes as Rows, Cols, Mines and Cells, a string of its tiles in row-major order in
    the characters of the board text format (contracts §1): `.` hidden, `F` flagged, `0`-`8`
    a revealed number.  position/5 reads it; board_facts/3 gives the facts of
    background/README.md (ms_board/6, ms_hidden_all/2, ms_bit/2, ms_all/2, ms_rev/3,
    ms_fringe/2); facts_text/6 writes them for a task file, with each fringe tile's zone of
    interest (ms_zone/2); with_position/4 asserts them for the time of one goal (the rule
    engine, background/play.pl).  The background is included here: its predicates and the
    facts of a position live in this module.
*/
:- module(ms_positions, [position/5, hidden_tiles/2, board_facts/3, with_position/4,
                         facts_text/6, zones/6]).

:- include(minesweeper).

:- use_module(library(apply)).
:- use_module(library(apply_macros)).     % maplist/foldl expanded: no meta-call per element
:- use_module(library(lists)).
:- use_module(library(pairs)).

%!  position(+Rows, +Cols, +Mines, +Cells, -Position) is det.
%   Position: pos(Rows, Cols, Mines, Flags, Hidden, Revs, Fringe, All), read off the cells:
%     Hidden  h(Is, Bits): Is the row-major indices of the hidden, unflagged tiles and Bits
%             their bit in the sets by index (fringe tiles first, in row-major order, then
%             the others); hidden_tiles/2 lists them;
%     Revs    rev(T, Need, Mask) for each revealed tile T with a hidden, unflagged
%             neighbour, row-major: Need its number minus its flagged neighbours, Mask the
%             bits of those neighbours;
%     Fringe  f(T, Bit, Near, Ds) for each fringe tile T (hidden, unflagged, next to such a
%             revealed tile), row-major: Ds those revealed neighbours, Near the bits of their
%             sets (zone/4 makes its zone of interest of it);
%     All     the bits of every hidden, unflagged tile.
position(Rows, Cols, Mines, Cells,
         pos(Rows, Cols, Mines, Flags, h(HiddenIs, Bits), Revs, Fringe, All)) :-
    string_codes(Cells, Codes),
    N is Rows * Cols,
    scan(Codes, Rows, Cols, HiddenIs, RevIs, Flags),
    foldl(rev_hidden, RevIs, Near, []),
    sort(Near, FringeIs),
    functor(Bits, b, N),
    foldl(fringe_bit(Bits), FringeIs, 0, NF),
    foldl(other_bit(Bits), HiddenIs, NF, NH),
    All is (1 << NH) - 1,
    maplist(rev(Cols, Bits), RevIs, Revs),
    foldl(fringe_pairs, RevIs, Revs, HDs0, []),
    keysort(HDs0, HDs),
    group_pairs_by_key(HDs, Groups),
    maplist(fringe(Cols, Bits), Groups, Fringe).

%!  hidden_tiles(+Position, -Hidden) is det.
%   T-Bit for each hidden, unflagged tile T of Position, row-major.
hidden_tiles(pos(_, Cols, _, _, h(Is, Bits), _, _, _), Hidden) :-
    maplist(hidden(Cols, Bits), Is, Hidden).

%!  board_facts(+B, +Position, -Facts) is det.
%   The facts of board B (without ms_zone/2), in the order facts_text/6 writes them: the
%   board, its hidden tiles, each hidden tile's bit, every hidden tile's bits, each revealed
%   tile with a hidden neighbour, each fringe tile's revealed neighbours.
board_facts(B, Position, Facts) :-
    Position = pos(_, _, _, _, _, Revs, Fringe, All),
    hidden_tiles(Position, Hidden),
    board_fact(B, Position, Board),
    pairs_keys(Hidden, Tiles),
    Facts = [Board, ms_hidden_all(B, Tiles)|F1],
    foldl(bit_fact(B), Hidden, F1, [ms_all(B, All)|F2]),
    foldl(rev_fact(B), Revs, F2, F3),
    foldl(fringe_fact(B), Fringe, F3, []).

board_fact(B, pos(Rows, Cols, Mines, Flags, _, _, _, _), ms_board(B, Rows, Cols, Mines, Flags, Left)) :-
    Left is Mines - Flags.

%   scan(+Codes, +Rows, +Cols, -Hidden, -Revs, -Flags): the hidden tiles, the revealed ones
%   with a hidden neighbour as r(I, Need, HiddenNeighbours) and the number of flags; tiles as
%   their row-major index.  The cells are read once into masks over the indices (hidden,
%   flagged); a revealed tile's neighbours are then a mask, and its hidden and flagged ones
%   two intersections.
scan(Codes, Rows, Cols, Hidden, Revs, Flags) :-
    cell_masks(Codes, 0, 0, HMask, 0, FMask, Hidden, Numbers),
    Flags is popcount(FMask),
    revealed(Numbers, Rows, Cols, HMask, FMask, Revs).

cell_masks([], _, H, H, F, F, [], []).
cell_masks([Code|Codes], I, H0, H, F0, F, Hidden, Numbers) :-
    I1 is I + 1,
    (   Code =:= 0'.
    ->  H1 is H0 \/ (1 << I), F1 = F0, Hidden = [I|Hidden1], Numbers = Numbers1
    ;   Code =:= 0'F
    ->  H1 = H0, F1 is F0 \/ (1 << I), Hidden = Hidden1, Numbers = Numbers1
    ;   H1 = H0, F1 = F0, Hidden = Hidden1, V is Code - 0'0, Numbers = [I-V|Numbers1]
    ),
    cell_masks(Codes, I1, H1, H, F1, F, Hidden1, Numbers1).

revealed([], _, _, _, _, []).
revealed([I-V|Numbers], Rows, Cols, HMask, FMask, Revs) :-
    R is I // Cols, C is I mod Cols,
    C0 is max(0, C - 1), C1 is min(Cols - 1, C + 1),
    Row is ((1 << (C1 - C0 + 1)) - 1) << C0,      % the columns of the neighbourhood
    ( R > 0 -> Above is Row << ((R - 1) * Cols) ; Above = 0 ),
    ( R < Rows - 1 -> Below is Row << ((R + 1) * Cols) ; Below = 0 ),
    Around is Above \/ Below \/ ((Row << (R * Cols)) /\ \ (1 << I)),
    Near is Around /\ HMask,
    (   Near =:= 0
    ->  Revs = Revs1
    ;   Need is V - popcount(Around /\ FMask),
        mask_indices(Near, Hs),
        Revs = [r(I, Need, Hs)|Revs1]
    ),
    revealed(Numbers, Rows, Cols, HMask, FMask, Revs1).

%   mask_indices(+Mask, -Is): the positions of the bits of Mask, ascending.
mask_indices(M, Is) :-
    (   M =:= 0
    ->  Is = []
    ;   I is lsb(M), Is = [I|Is1],
        M1 is M /\ (M - 1),
        mask_indices(M1, Is1)
    ).

%   H-(D-M) for each hidden neighbour H of the revealed tile D, M the mask of D's set.
fringe_pairs(r(D, _, Hs), rev(_, _, M), Pairs0, Pairs) :-
    foldl(fringe_pair(D-M), Hs, Pairs0, Pairs).

fringe_pair(DM, H, [H-DM|Pairs], Pairs).

rev_hidden(r(_, _, Hs), Near0, Near) :-
    append(Hs, Near, Near0).

fringe_bit(Bits, I, Bit, Bit1) :-
    I1 is I + 1,
    arg(I1, Bits, Bit),
    Bit1 is Bit + 1.

other_bit(Bits, I, Bit, Bit1) :-
    I1 is I + 1,
    arg(I1, Bits, X),
    (   var(X) -> X = Bit, Bit1 is Bit + 1 ; Bit1 = Bit ).

tile(Cols, I, t(R, C)) :-
    R is I // Cols,
    C is I mod Cols.

hidden(Cols, Bits, I, T-Bit) :-
    tile(Cols, I, T),
    I1 is I + 1,
    arg(I1, Bits, Bit).

rev(Cols, Bits, r(I, Need, Hs), rev(T, Need, Mask)) :-
    tile(Cols, I, T),
    foldl(mask_bit(Bits), Hs, 0, Mask).

mask_bit(Bits, I, M0, M) :-
    I1 is I + 1,
    arg(I1, Bits, Bit),
    M is M0 \/ (1 << Bit).

fringe(Cols, Bits, H-DMs, f(T, Bit, Near, Ds)) :-
    hidden(Cols, Bits, H, T-Bit),
    pairs_keys_values(DMs, DIs, Masks),
    maplist(tile(Cols), DIs, Ds0),
    sort(Ds0, Ds),
    foldl(bit_or, Masks, 0, Near).

bit_or(M, M0, M1) :-
    M1 is M0 \/ M.

bit_fact(B, t(R, C)-Bit, [ms_bit(k(B, R, C), Bit)|Fs], Fs).

rev_fact(B, rev(t(R, C), Need, Mask), [ms_rev(k(B, R, C), Need, Mask)|Fs], Fs).

fringe_fact(B, f(t(R, C), _, _, Ds), [ms_fringe(k(B, R, C), Ds)|Fs], Fs).

%!  with_position(+Position, +Facts, -B, :Goal) is semidet.
%   Run Goal once on Position (position/5) as board B ('$position'): with its facts asserted
%   (Facts = all), or only ms_board/6 and ms_all/2 (Facts = board: enough for every
%   predicate of the language but zoneOfInterest/3 and inSet/2, which read the tiles'
%   facts), erased afterwards whatever happens.
:- meta_predicate with_position(+, +, -, 0).
with_position(Position, Which, B, Goal) :-
    B = '$position',
    (   Which == all
    ->  board_facts(B, Position, Facts)
    ;   board_fact(B, Position, Board),
        arg(8, Position, All),
        Facts = [Board, ms_all(B, All)]
    ),
    setup_call_cleanup(maplist(assert_ref, Facts, Refs),
                       once(Goal),
                       maplist(erase, Refs)).

assert_ref(Fact, Ref) :-
    assertz(Fact, Ref).

%!  facts_text(+B, +Rows, +Cols, +Mines, +Cells, -Text) is det.
%   The facts of board B as the text of a task file, one fact a line: board_facts/3, then the
%   zone of interest of each fringe tile (ms_zone/2, as zoneOfInterest/3 computes it), so
%   that learning looks it up.
facts_text(B, Rows, Cols, Mines, Cells, Text) :-
    position(Rows, Cols, Mines, Cells, Position),
    board_facts(B, Position, Facts),
    Position = pos(_, _, _, _, _, Revs, Fringe, _),
    findall(ms_zone(k(B, R, C), Z),
            ( member(f(t(R, C), _, Near, _), Fringe), zone(Revs, Near, B, Z) ),
            Zones),
    append(Facts, Zones, All),
    with_output_to(string(Text), forall(member(F, All), format("~q.~n", [F]))).

%!  zones(+Rows, +Cols, +Mines, +Cells, +Hops, -Zones) is det.
%   Zones: [R, C, Zone] for each fringe tile t(R, C), row-major, Zone its zone of interest
%   (zone/4) widened Hops times by the revealed tiles whose sets meet it: [Rd, Cd, Tiles, N]
%   for each revealed tile t(Rd, Cd) of it, Tiles its hidden, unflagged neighbours ([R, C]
%   lists, row-major) and N the mines among them.
zones(Rows, Cols, Mines, Cells, Hops, Zones) :-
    position(Rows, Cols, Mines, Cells, Position),
    Position = pos(_, _, _, _, _, Revs, Fringe, _),
    hidden_tiles(Position, Hidden),
    findall([R, C, Zone],
            ( member(f(t(R, C), _, Near, _), Fringe),
              widened(Hops, Revs, Near, z(Pairs)),
              findall([Rd, Cd, Ts, N], ( member(t(Rd, Cd)-s(M, N, N, _), Pairs),
                                         mask_tiles(Hidden, M, Ts) ),
                      Zone) ),
            Zones).

widened(Hops, Revs, Near, Zone) :-
    zone(Revs, Near, b, Zone0),
    (   Hops =< 0
    ->  Zone = Zone0
    ;   Zone0 = z(Pairs),
        foldl(set_bits, Pairs, 0, Near1),
        Hops1 is Hops - 1,
        widened(Hops1, Revs, Near1, Zone)
    ).

set_bits(_-s(M, _, _, _), M0, M1) :-
    M1 is M0 \/ M.

mask_tiles(Hidden, M, Ts) :-
    findall([R, C], ( member(t(R, C)-Bit, Hidden), M >> Bit /\ 1 =:= 1 ), Ts).
