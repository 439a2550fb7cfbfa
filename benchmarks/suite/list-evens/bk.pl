% List primitives, Popper style.
head([H|_], H).
tail([_|T], T).
empty([]).
cons(H, T, [H|T]).
even(X) :- 0 is X mod 2.
odd(X) :- 1 is X mod 2.
