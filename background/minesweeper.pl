/*  Minesweeper background knowledge (contracts §4), after Peña Castillo & Wrobel (IJCAI 2003).

    Plain, module-free file: the learner consults it into a module of its own.

    Representation (see background/README.md):
      - a tile is t(Row, Col), 0-based;
      - a board is an atom B naming facts written by
        examples_gen.prolog_facts.board_facts(B, Board):
          ms_board(B, Rows, Cols, Mines, Flags, Left)  Left = Mines - Flags
          ms_hidden_all(B, Ts)       the ordered (row-major) list of its hidden,
                                     unflagged tiles
          ms_rev(k(B,R,C), Need, Hs) each revealed tile t(R,C) with at least one hidden,
                                     unflagged neighbour: Need = its number minus its
                                     flagged neighbours, Hs = those neighbours (ordered)
          ms_fringe(k(B,R,C), Ds)    each hidden, unflagged tile t(R,C) next to a revealed
                                     tile: Ds = the ordered list of its revealed
                                     neighbours that appear in ms_rev/3
          ms_zone(k(B,R,C), Zone)    optional: the zone of interest of such a tile,
                                     computed once when the facts are written (the same
                                     Zone zoneOfInterest/3 computes without it)
        The k(B,R,C) key lets SWI-Prolog's JIT build a deep index on board + row (+ col),
        so a lookup does not scan the board's other tiles.
      - a zone is an ordered list of revealed tiles;
      - a set is s(Tiles, Lo, Hi): Tiles an ordered (standard order) list of hidden,
        unflagged tiles, Lo..Hi bounds on the number of mines among them. Same tiles and
        same bounds give the identical term.
*/

:- dynamic ms_board/6, ms_hidden_all/2, ms_rev/3, ms_fringe/2, ms_zone/2.
:- multifile ms_board/6, ms_hidden_all/2, ms_rev/3, ms_fringe/2, ms_zone/2.
:- discontiguous ms_board/6, ms_hidden_all/2, ms_rev/3, ms_fringe/2, ms_zone/2.

:- use_module(library(lists)).
:- use_module(library(ordsets)).

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
    findall(D2,
            ( member(t(DR, DC), Ds),
              ms_rev(k(B, DR, DC), _, Hs),
              member(t(HR, HC), Hs),
              ms_fringe(k(B, HR, HC), Ds2),
              member(D2, Ds2)
            ),
            Zone0),
    sort(Zone0, Zone).

%!  totalMinesLeft(+B, -N) is det.
%   N: total mines minus flags.
totalMinesLeft(B, N) :-
    ms_board(B, _, _, _, _, N).

%!  allMinesInFringe(+B, -Set) is semidet.
%   The global equation: every hidden, unflagged tile with Lo = Hi = mines left.
%   Fails when the board has no hidden, unflagged tile.
allMinesInFringe(B, s(Ts, N, N)) :-
    ms_hidden_all(B, Ts),
    Ts \== [],
    ms_board(B, _, _, _, _, N).

%!  setHasXMines(-Td, +B, +Zone, -Set) is nondet.
%   Each revealed tile Td of Zone with the set of its hidden, unflagged neighbours,
%   Lo = Hi = its number minus its flagged neighbours.
setHasXMines(Td, B, Zone, s(Hs, N, N)) :-
    member(Td, Zone),
    Td = t(R, C),
    ms_rev(k(B, R, C), N, Hs).

%!  diffSetHasXMines(+Set1, +Set2, -Set) is semidet.
%   The tiles of Set1 not in Set2, with sound bounds (contracts §4). Fails when that
%   difference is empty, when the sets share no tile, or when the bounds are empty
%   (only possible for sets that no arrangement of mines fits).
diffSetHasXMines(s(TA, LoA, HiA), s(TB, LoB, HiB), s(TD, Lo, Hi)) :-
    ord_intersection(TA, TB, I),
    I \== [],
    ord_subtract(TA, TB, TD),
    TD \== [],
    length(TB, NB), length(I, NI), length(TD, ND),
    NBonly is NB - NI,
    MinI is max(0, max(LoB - NBonly, LoA - ND)),
    MaxI is min(NI, min(HiA, HiB)),
    Lo is max(0, LoA - MaxI),
    Hi is min(ND, HiA - MinI),
    Lo =< Hi.

%!  inSet(+Tu, +Set) is semidet.
%   Tu is one of the set's tiles (enumerates them when Tu is unbound).
inSet(Tu, s(Ts, _, _)) :-
    (   ground(Tu)
    ->  ord_memberchk(Tu, Ts)
    ;   member(Tu, Ts)
    ).

%!  lengthSet(+Set, -N) is det.
lengthSet(s(Ts, _, _), N) :-
    length(Ts, N).

%!  minesInSet(+Set, ?N) is semidet.
%   The set's count is known exactly: Lo = Hi = N.
minesInSet(s(_, N, N), N).

%!  hidden_tile(?B, ?T) is nondet.
%   Every hidden, unflagged tile T of board B.
hidden_tile(B, T) :-
    ms_hidden_all(B, Ts),
    member(T, Ts).

%!  ms_forget_board(+B) is det.
%   Remove every fact of board B (for long-running processes that load boards one by one).
ms_forget_board(B) :-
    retractall(ms_board(B, _, _, _, _, _)),
    retractall(ms_hidden_all(B, _)),
    retractall(ms_rev(k(B, _, _), _, _)),
    retractall(ms_fringe(k(B, _, _), _)),
    retractall(ms_zone(k(B, _, _), _)).
