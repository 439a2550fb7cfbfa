% List primitives, Popper style.
head([H|_], H).
tail([_|T], T).
empty([]).
cons(H, T, [H|T]).
leq(X, Y) :- X =< Y.
geq(X, Y) :- X >= Y.
