% Theory learned by ilp active learning of safe/2, seed 1 (round 4: the clauses the server kept)

% safe_1: covers 62 positive, 0 negative
safe(A, B) :-
    zoneOfInterest(A, B, C),
    setHasXMines(_, B, C, D),
    setHasXMines(_, B, C, E),
    diffSetHasXMines(D, E, F),
    inSet(A, F),
    minesInSet(F, 0).

% safe_2: covers 58 positive, 0 negative
safe(A, B) :-
    zoneOfInterest(A, B, C),
    setHasXMines(_, B, C, D),
    setHasXMines(_, B, C, E),
    diffSetHasXMines(D, E, F),
    setHasXMines(_, B, C, G),
    diffSetHasXMines(F, G, H),
    inSet(A, H),
    minesInSet(H, 0).

% safe_3: covers 8 positive, 0 negative
safe(A, B) :-
    zoneOfInterest(A, B, C),
    setHasXMines(_, B, C, D),
    inSet(A, D),
    minesInSet(D, 0).

% safe_4: covers 24 positive, 0 negative
safe(A, B) :-
    zoneOfInterest(A, B, C),
    setHasXMines(_, B, C, D),
    setHasXMines(_, B, C, E),
    setHasXMines(_, B, C, F),
    diffSetHasXMines(E, F, G),
    diffSetHasXMines(D, G, H),
    inSet(A, H),
    minesInSet(H, 0).

