% Theory learned by ilp from task ilp-safe-1-kxf0ztaq: search greedy with macros, seed 1

% safe_1: covers 218 positive, 0 negative
safe(A, B) :-
    zoneOfInterest(A, B, C),
    setHasXMines(_, B, C, D),
    setHasXMines(_, B, C, E),
    diffSetHasXMines(D, E, F),
    inSet(A, F),
    minesInSet(F, 0).

% safe_2: covers 189 positive, 0 negative
safe(A, B) :-
    zoneOfInterest(A, B, C),
    setHasXMines(_, B, C, D),
    setHasXMines(_, B, C, E),
    diffSetHasXMines(D, E, F),
    setHasXMines(_, B, C, G),
    diffSetHasXMines(F, G, H),
    inSet(A, H),
    minesInSet(H, 0).

% safe_3: covers 38 positive, 0 negative
safe(A, B) :-
    zoneOfInterest(A, B, C),
    setHasXMines(_, B, C, D),
    inSet(A, D),
    minesInSet(D, 0).

% safe_4: covers 83 positive, 0 negative
safe(A, B) :-
    zoneOfInterest(A, B, C),
    setHasXMines(_, B, C, D),
    setHasXMines(_, B, C, E),
    setHasXMines(_, B, C, F),
    diffSetHasXMines(E, F, G),
    diffSetHasXMines(D, G, H),
    inSet(A, H),
    minesInSet(H, 0).

