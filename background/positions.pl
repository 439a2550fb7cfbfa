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
                         facts_text/6, zones/6, zone_masks/5]).

:- include(minesweeper).

:- use_module(library(apply)).
:- use_module(library(apply_macros)).     % maplist/foldl expanded: no meta-call per element
:- use_module(library(lists)).
:- use_module(library(pairs)).

%!  position(+Rows, +Cols, +Mines, +Cells, -Position) is det.
%   Position: pos(Rows, Cols, Mines, Flags, Hidden, Revs, Fringe, All), read off the cells,
%   tiles given by their row-major index I (tile/3: t(I // Cols, I mod Cols)):
%     Hidden  h(HMask, FMask): the indices of the hidden, unflagged tiles and of the fringe
%             tiles among them (hidden, next to a revealed number), as masks; a fringe tile's
%             bit in the sets is its rank among the fringe tiles, another hidden tile's the
%             number of fringe tiles plus its rank among the others (hidden_tiles/2);
%     Revs    rev(T, Need, Mask) for each revealed tile T with a hidden, unflagged
%             neighbour, row-major: Need its number minus its flagged neighbours, Mask the
%             bits of those neighbours;
%     Fringe  f(I, Bit, Near, Ds) for each fringe tile, row-major: Ds the indices of its
%             revealed neighbours, Near the bits of their sets (zone/4 makes its zone of
%             interest of it);
%     All     the bits of every hidden, unflagged tile.
%   The cells are read once into masks of indices (hidden, flagged); a revealed tile's
%   neighbours are then a mask, and its hidden and flagged ones two intersections.
position(Rows, Cols, Mines, Cells,
         pos(Rows, Cols, Mines, Flags, h(HMask, FMask), Revs, Fringe, All)) :-
    string_codes(Cells, Codes),
    rows(Codes, 0, Cols, 0, HMask, 0, Flagged, Numbers),
    Flags is popcount(Flagged),
    neighbourhoods(Rows, Cols, Around),
    revealed(Numbers, Around, HMask, Flagged, Near),
    foldl(near_or, Near, 0, FMask),
    All is (1 << popcount(HMask)) - 1,
    maplist(rev(Cols, FMask), Near, Revs),
    NF is popcount(FMask),
    functor(Acc, f, NF),
    maplist(note(FMask, Acc), Near, Revs),
    mask_indices(FMask, FringeIs),
    foldl(fringe(Acc), FringeIs, Fringe, 0, _).

%!  hidden_tiles(+Position, -Hidden) is det.
%   T-Bit for each hidden, unflagged tile T of Position, row-major.
hidden_tiles(pos(_, Cols, _, _, h(HMask, FMask), _, _, _), Hidden) :-
    mask_indices(HMask, Is),
    NF is popcount(FMask),
    Others is HMask /\ \ FMask,
    maplist(hidden(Cols, FMask, Others, NF), Is, Hidden).

hidden(Cols, FMask, Others, NF, I, T-Bit) :-
    tile(Cols, I, T),
    (   FMask >> I /\ 1 =:= 1
    ->  Bit is popcount(FMask /\ ((1 << I) - 1))
    ;   Bit is NF + popcount(Others /\ ((1 << I) - 1))
    ).

%!  board_facts(+B, +Position, -Facts) is det.
%   The facts of board B (without ms_zone/2), in the order facts_text/6 writes them: the
%   board, its hidden tiles, each hidden tile's bit, every hidden tile's bits, each revealed
%   tile with a hidden neighbour, each fringe tile's revealed neighbours.
board_facts(B, Position, Facts) :-
    Position = pos(_, Cols, _, _, _, Revs, Fringe, All),
    hidden_tiles(Position, Hidden),
    board_fact(B, Position, Board),
    pairs_keys(Hidden, Tiles),
    Facts = [Board, ms_hidden_all(B, Tiles)|F1],
    foldl(bit_fact(B), Hidden, F1, [ms_all(B, All)|F2]),
    foldl(rev_fact(B), Revs, F2, F3),
    foldl(fringe_fact(B, Cols), Fringe, F3, []).

board_fact(B, pos(Rows, Cols, Mines, Flags, _, _, _, _),
           ms_board(B, Rows, Cols, Mines, Flags, Left)) :-
    Left is Mines - Flags.

%   rows(+Codes, +R, +Cols, +H0, -H, +F0, -F, -Numbers): the hidden and the flagged tiles
%   (masks of indices), row by row (each row's masks small integers, shifted into place
%   once), and I-Number for each revealed tile.
rows([], _, _, H, H, F, F, []) :- !.
rows(Codes, R, Cols, H0, H, F0, F, Numbers) :-
    Base is R * Cols,
    row(Codes, 0, Cols, Base, 0, HR, 0, FR, Numbers, Numbers1, Rest),
    H1 is H0 \/ (HR << Base),
    F1 is F0 \/ (FR << Base),
    R1 is R + 1,
    rows(Rest, R1, Cols, H1, H, F1, F, Numbers1).

row(Codes, C, Cols, I, H0, H, F0, F, Ns, Ns0, Rest) :-
    (   C =:= Cols
    ->  H = H0, F = F0, Ns = Ns0, Rest = Codes
    ;   Codes = [Code|Codes1],
        C1 is C + 1, I1 is I + 1,
        (   Code =:= 0'.
        ->  H1 is H0 \/ (1 << C), F1 = F0, Ns = Ns1
        ;   Code =:= 0'F
        ->  H1 = H0, F1 is F0 \/ (1 << C), Ns = Ns1
        ;   H1 = H0, F1 = F0, V is Code - 0'0, Ns = [I-V|Ns1]
        ),
        row(Codes1, C1, Cols, I1, H1, H, F1, F, Ns1, Ns0, Rest)
    ).

%   neighbourhoods(+Rows, +Cols, -Around): Around, one argument a tile index (+1): the mask of
%   its neighbours' indices.  Made once per board size (a global variable, not copied).
neighbourhoods(Rows, Cols, Around) :-
    format(atom(Key), 'ms_positions_around_~d_~d', [Rows, Cols]),
    (   nb_current(Key, Around0)
    ->  Around = Around0
    ;   N is Rows * Cols,
        ( N > 0 -> numlist(0, N, Is0), once(append(Is, [_], Is0)) ; Is = [] ),
        maplist(around(Rows, Cols), Is, Masks),
        Around1 =.. [a|Masks],
        nb_setval(Key, Around1),
        nb_getval(Key, Around)
    ).

around(Rows, Cols, I, Around) :-
    R is I // Cols, C is I mod Cols,
    C0 is max(0, C - 1), C1 is min(Cols - 1, C + 1),
    Row is ((1 << (C1 - C0 + 1)) - 1) << C0,      % the columns of the neighbourhood
    ( R > 0 -> Above is Row << ((R - 1) * Cols) ; Above = 0 ),
    ( R < Rows - 1 -> Below is Row << ((R + 1) * Cols) ; Below = 0 ),
    Around is Above \/ Below \/ ((Row << (R * Cols)) /\ \ (1 << I)).

%   revealed(+Numbers, +Around, +HMask, +FMask, -Near): r(I, Need, Near) for each revealed
%   tile I with a hidden neighbour: Near those neighbours (a mask of indices), Need its number
%   minus its flagged neighbours.
revealed([], _, _, _, []).
revealed([I-V|Numbers], Around, HMask, FMask, Revs) :-
    K is I + 1,
    arg(K, Around, A),
    Near is A /\ HMask,
    (   Near =:= 0
    ->  Revs = Revs1
    ;   Need is V - popcount(A /\ FMask),
        Revs = [r(I, Need, Near)|Revs1]
    ),
    revealed(Numbers, Around, HMask, FMask, Revs1).

near_or(r(_, _, Near), M0, M) :-
    M is M0 \/ Near.

%   rev(+Cols, +FMask, +r(I, Need, Near), -Rev): the revealed tile with its set's bits (the
%   ranks of its hidden neighbours among the fringe tiles).
rev(Cols, FMask, r(I, Need, Near), rev(T, Need, Mask)) :-
    tile(Cols, I, T),
    rank_mask(Near, FMask, 0, Mask).

rank_mask(Near, FMask, M0, M) :-
    (   Near =:= 0
    ->  M = M0
    ;   H is lsb(Near),
        M1 is M0 \/ (1 << popcount(FMask /\ ((1 << H) - 1))),
        Near1 is Near /\ (Near - 1),
        rank_mask(Near1, FMask, M1, M)
    ).

%   note(+FMask, +Acc, +r(I, _, Near), +rev(_, _, Mask)): each hidden neighbour of revealed
%   tile I notes it and its set in Acc, by rank: n(SetsMask, Is) (setarg/3, undone on
%   backtracking).
note(FMask, Acc, r(I, _, Near), rev(_, _, Mask)) :-
    (   Near =:= 0
    ->  true
    ;   H is lsb(Near),
        K is popcount(FMask /\ ((1 << H) - 1)) + 1,
        arg(K, Acc, Noted),
        (   var(Noted) -> Noted1 = n(Mask, [I])
        ;   Noted = n(M0, Is), M1 is M0 \/ Mask, Noted1 = n(M1, [I|Is])
        ),
        setarg(K, Acc, Noted1),
        Near1 is Near /\ (Near - 1),
        note(FMask, Acc, r(I, _, Near1), rev(_, _, Mask))
    ).

%   fringe(+Acc, +I, -f(I, Bit, Near, Ds), +Bit, -Bit1): the fringe tile I of rank Bit.
fringe(Acc, I, f(I, Bit, Near, Ds), Bit, Bit1) :-
    K is Bit + 1,
    arg(K, Acc, n(Near, Noted)),
    reverse(Noted, Ds),
    Bit1 is Bit + 1.

%   mask_indices(+Mask, -Is): the positions of the bits of Mask, ascending.
mask_indices(M, Is) :-
    (   M =:= 0
    ->  Is = []
    ;   I is lsb(M), Is = [I|Is1],
        M1 is M /\ (M - 1),
        mask_indices(M1, Is1)
    ).

tile(Cols, I, t(R, C)) :-
    R is I // Cols,
    C is I mod Cols.

bit_fact(B, t(R, C)-Bit, [ms_bit(k(B, R, C), Bit)|Fs], Fs).

rev_fact(B, rev(t(R, C), Need, Mask), [ms_rev(k(B, R, C), Need, Mask)|Fs], Fs).

fringe_fact(B, Cols, f(I, _, _, Ds), [ms_fringe(k(B, R, C), Tiles)|Fs], Fs) :-
    tile(Cols, I, t(R, C)),
    maplist(tile(Cols), Ds, Tiles).

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
    Position = pos(_, Cols, _, _, _, Revs, Fringe, _),
    findall(ms_zone(k(B, R, C), Z),
            ( member(f(I, _, Near, _), Fringe), tile(Cols, I, t(R, C)),
              zone(Revs, Near, B, Z) ),
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
    Position = pos(_, Cols, _, _, _, Revs, Fringe, _),
    hidden_tiles(Position, Hidden),
    findall([R, C, Zone],
            ( member(f(I, _, Near, _), Fringe), tile(Cols, I, t(R, C)),
              widened(Hops, Revs, Near, z(Pairs)),
              findall([Rd, Cd, Ts, N], ( member(t(Rd, Cd)-s(M, N, N, _), Pairs),
                                         mask_tiles(Hidden, M, Ts) ),
                      Zone) ),
            Zones).

%!  zone_masks(+Rows, +Cols, +Mines, +Cells, -Zones) is det.
%   Zones: [R, C, Bit, Sets] for each fringe tile t(R, C), row-major: Bit its bit in the
%   board's sets, Sets [Mask, N] for each revealed tile of its zone of interest (zone/4), in
%   the zone's order: the bits of that tile's hidden, unflagged neighbours and the mines
%   among them.  zones/6 as integers, which cross to Python far faster than tile lists
%   (examples_gen.zone.zone_decided, called for every state an example is drawn from).
zone_masks(Rows, Cols, Mines, Cells, Zones) :-
    position(Rows, Cols, Mines, Cells, Position),
    Position = pos(_, Cols, _, _, _, Revs, Fringe, _),
    findall([R, C, Bit, Sets],
            ( member(f(I, Bit, Near, _), Fringe), tile(Cols, I, t(R, C)),
              zone(Revs, Near, b, z(Pairs)),
              findall([M, N], member(_-s(M, N, N, _), Pairs), Sets) ),
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
