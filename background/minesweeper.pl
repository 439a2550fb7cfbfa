/*  Minesweeper background knowledge (contracts §4), after Peña Castillo & Wrobel (IJCAI 2003).

    Plain, module-free file: the learner consults it into a module of its own.

    Representation (see background/README.md):
      - a tile is t(Row, Col), 0-based;
      - a board is an atom B naming facts written by
        background/positions.pl (examples_gen.background.board_facts(B, Board)):
          ms_board(B, Rows, Cols, Mines, Flags, Left)  Left = Mines - Flags
          ms_hidden_all(B, Ts)       the ordered (row-major) list of its hidden,
                                     unflagged tiles
          ms_bit(k(B,R,C), I)        each hidden, unflagged tile t(R,C) is bit I of the
                                     board's sets (fringe tiles first, so the sets of the
                                     numbers stay small integers), written row-major
          ms_all(B, Mask)            the bits of every hidden, unflagged tile
          ms_rev(k(B,R,C), Need, M)  each revealed tile t(R,C) with at least one hidden,
                                     unflagged neighbour: Need = its number minus its
                                     flagged neighbours, M = the bits of those neighbours
          ms_fringe(k(B,R,C), Ds)    each hidden, unflagged tile t(R,C) next to a revealed
                                     tile: Ds = the ordered list of its revealed
                                     neighbours that appear in ms_rev/3
          ms_zone(k(B,R,C), Zone)    optional: the zone of interest of such a tile,
                                     computed once when the facts are written (the same
                                     Zone zoneOfInterest/3 computes without it)
        The k(B,R,C) key lets SWI-Prolog's JIT build a deep index on board + row (+ col),
        so a lookup does not scan the board's other tiles.
      - a set is s(Mask, Lo, Hi, B): the hidden, unflagged tiles of board B whose bits are
        in Mask, Lo..Hi bounds on the number of mines among them. Same tiles and same
        bounds give the identical term. Bitmasks make the set algebra a few integer
        operations: coverage testing spends most of its time here (benchmarks/README.md).
      - a zone is z(Pairs): its revealed tiles, ordered, each with its set (Td-Set), so
        setHasXMines/4 only walks the list.
*/

:- dynamic ms_board/6, ms_hidden_all/2, ms_bit/2, ms_all/2, ms_rev/3, ms_fringe/2, ms_zone/2.
:- multifile ms_board/6, ms_hidden_all/2, ms_bit/2, ms_all/2, ms_rev/3, ms_fringe/2, ms_zone/2.
:- discontiguous ms_board/6, ms_hidden_all/2, ms_bit/2, ms_all/2, ms_rev/3, ms_fringe/2,
   ms_zone/2.

% Arithmetic compiled inline: the set algebra is integer operations run millions of times
% per search (the flag holds for this file only).
:- set_prolog_flag(optimise, true).

:- use_module(library(lists)).
:- use_module(library(pairs)).

%!  zoneOfInterest(+Tu, +B, -Zone) is semidet.
%   Zone: the revealed neighbours of the hidden tile Tu, plus every revealed tile that
%   shares a hidden, unflagged neighbour with one of those; only revealed tiles that still
%   have a hidden, unflagged neighbour count. Fails when Tu has no such revealed neighbour.
%   Deterministic when Tu and B are bound.
%   Every clause of a theory starts from the zone of the tile it classifies: when the board's
%   facts carry it (ms_zone/2), it is looked up instead of computed.
zoneOfInterest(t(R, C), B, Zone) :-
    ground(k(B, R, C)),
    ms_zone(k(B, R, C), Zone0),
    !,
    Zone = Zone0.
zoneOfInterest(t(R, C), B, Zone) :-
    (   ground(k(B, R, C))
    ->  once(ms_fringe(k(B, R, C), Ds))
    ;   ms_fringe(k(B, R, C), Ds)           % enumerates the fringe when Tu or B is unbound
    ),
    findall(rev(T, N, M), ( ms_rev(k(B, R2, C2), N, M), T = t(R2, C2) ), Revs),
    foldl(rev_bits(Revs), Ds, 0, Near),     % hidden neighbours of Tu's revealed neighbours
    zone(Revs, Near, B, Zone).

rev_bits(Revs, T, M0, M) :-
    memberchk(rev(T, _, M1), Revs),
    M is M0 \/ M1.

%!  zone(+Revs, +Near, +B, -Zone) is det.
%   The zone of interest of a hidden tile whose revealed neighbours' sets hold the tiles Near
%   (a mask): the revealed tiles of Revs (rev(Tile, Need, Mask) for each revealed tile of
%   board B with a hidden, unflagged neighbour) whose set meets Near, ordered, each with its
%   set.  The one definition of the zone (zoneOfInterest/3; the rule engine, play.pl).
zone(Revs, Near, B, z(Pairs)) :-
    findall(T-s(M, N, N, B), ( member(rev(T, N, M), Revs), M /\ Near =\= 0 ), Pairs0),
    keysort(Pairs0, Pairs).

%!  totalMinesLeft(+B, -N) is det.
%   N: total mines minus flags.
totalMinesLeft(B, N) :-
    ms_board(B, _, _, _, _, N).

%!  allMinesInFringe(+B, -Set) is semidet.
%   The global equation: every hidden, unflagged tile with Lo = Hi = mines left.
%   Fails when the board has no hidden, unflagged tile.
allMinesInFringe(B, s(M, N, N, B)) :-
    ms_all(B, M),
    M =\= 0,
    ms_board(B, _, _, _, _, N).

%!  setHasXMines(-Td, +B, +Zone, -Set) is nondet.
%   Each revealed tile Td of Zone with the set of its hidden, unflagged neighbours,
%   Lo = Hi = its number minus its flagged neighbours.
setHasXMines(Td, B, z(Pairs), S) :-
    S = s(_, _, _, B),
    member(Td-S, Pairs).

%!  diffSetHasXMines(+Set1, +Set2, -Set) is semidet.
%   The tiles of Set1 not in Set2, with sound bounds (contracts §4). Fails when that
%   difference is empty, when the sets share no tile, or when the bounds are empty
%   (only possible for sets that no arrangement of mines fits).
diffSetHasXMines(s(MA, LoA, HiA, B), s(MB, LoB, HiB, B), s(MD, Lo, Hi, B)) :-
    MI is MA /\ MB,
    MI =\= 0,
    MD is MA /\ \ MB,
    MD =\= 0,
    NI is popcount(MI),
    ND is popcount(MD),
    NBonly is popcount(MB) - NI,
    MinI is max(0, max(LoB - NBonly, LoA - ND)),
    MaxI is min(NI, min(HiA, HiB)),
    Lo is max(0, LoA - MaxI),
    Hi is min(ND, HiA - MinI),
    Lo =< Hi.

%!  inSet(+Tu, +Set) is semidet.
%   Tu is one of the set's tiles (enumerates them, row-major, when Tu is unbound).
inSet(t(R, C), s(M, _, _, B)) :-
    ms_bit(k(B, R, C), I),                  % one indexed lookup when the tile is bound
    M >> I /\ 1 =:= 1.

%!  lengthSet(+Set, -N) is det.
lengthSet(s(M, _, _, _), N) :-
    N is popcount(M).

%!  minesInSet(+Set, ?N) is semidet.
%   The set's count is known exactly: Lo = Hi = N.
minesInSet(s(_, N, N, _), N).

%!  hidden_tile(?B, ?T) is nondet.
%   Every hidden, unflagged tile T of board B.
hidden_tile(B, T) :-
    ms_hidden_all(B, Ts),
    member(T, Ts).

%!  set_tiles(+Set, -Tiles) is det.
%   The tiles of Set, row-major (to show or test a set; not a predicate of the language).
set_tiles(S, Tiles) :-
    findall(T, inSet(T, S), Tiles).

%!  tiles_set(+B, +Tiles, +Lo, +Hi, -Set) is semidet.
%   The set of board B with the hidden, unflagged Tiles and bounds Lo..Hi (to build a set
%   in a test; not a predicate of the language). Fails when a tile is not hidden.
tiles_set(B, Tiles, Lo, Hi, s(M, Lo, Hi, B)) :-
    foldl(tile_bit(B), Tiles, 0, M).

tile_bit(B, t(R, C), M0, M) :-
    ms_bit(k(B, R, C), I),
    M is M0 \/ (1 << I).

%!  zone_tiles(+Zone, -Tds) is det.
%   The revealed tiles of Zone, ordered (to show or test a zone).
zone_tiles(z(Pairs), Tds) :-
    pairs_keys(Pairs, Tds).

%!  ms_forget_board(+B) is det.
%   Remove every fact of board B (for long-running processes that load boards one by one).
ms_forget_board(B) :-
    retractall(ms_board(B, _, _, _, _, _)),
    retractall(ms_hidden_all(B, _)),
    retractall(ms_bit(k(B, _, _), _)),
    retractall(ms_all(B, _)),
    retractall(ms_rev(k(B, _, _), _, _)),
    retractall(ms_fringe(k(B, _, _), _)),
    retractall(ms_zone(k(B, _, _), _)).
