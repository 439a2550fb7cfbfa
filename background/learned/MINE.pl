% Theory learned by ilp from task ilp-mine-1-gdnr_ns0: search greedy with macros, seed 1

% mine_1: covers 428 positive, 0 negative
mine(A, B) :-
    zoneOfInterest(A, B, C),
    setHasXMines(_, B, C, D),
    inSet(A, D),
    lengthSet(D, E),
    minesInSet(D, E).

% mine_2: covers 329 positive, 0 negative
mine(A, B) :-
    zoneOfInterest(A, B, C),
    setHasXMines(_, B, C, D),
    setHasXMines(_, B, C, E),
    diffSetHasXMines(D, E, F),
    inSet(A, F),
    lengthSet(F, G),
    minesInSet(F, G).

