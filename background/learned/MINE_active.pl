% Theory learned by ilp active learning of mine/2, seed 1 (round 4: the clauses the server kept)

% mine_1: covers 70 positive, 0 negative
mine(A, B) :-
    zoneOfInterest(A, B, C),
    setHasXMines(_, B, C, D),
    inSet(A, D),
    lengthSet(D, E),
    minesInSet(D, E).

% mine_2: covers 63 positive, 0 negative
mine(A, B) :-
    zoneOfInterest(A, B, C),
    setHasXMines(_, B, C, D),
    setHasXMines(_, B, C, E),
    diffSetHasXMines(D, E, F),
    inSet(A, F),
    lengthSet(F, G),
    minesInSet(F, G).

% mine_3: covers 77 positive, 0 negative
mine(A, B) :-
    zoneOfInterest(A, B, C),
    setHasXMines(_, B, C, D),
    setHasXMines(_, B, C, E),
    setHasXMines(_, B, C, F),
    diffSetHasXMines(E, F, G),
    diffSetHasXMines(D, G, H),
    inSet(A, H),
    lengthSet(H, I),
    minesInSet(H, I).

% mine_4: covers 34 positive, 0 negative
mine(A, B) :-
    zoneOfInterest(A, B, C),
    setHasXMines(_, B, C, D),
    setHasXMines(_, B, C, E),
    diffSetHasXMines(D, E, F),
    setHasXMines(_, B, C, G),
    diffSetHasXMines(F, G, H),
    inSet(A, H),
    lengthSet(H, I),
    minesInSet(H, I).

