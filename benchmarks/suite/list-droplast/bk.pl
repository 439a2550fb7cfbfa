% List primitives, Popper style.
head([H|_], H).
tail([_|T], T).
empty([]).
cons(H, T, [H|T]).
