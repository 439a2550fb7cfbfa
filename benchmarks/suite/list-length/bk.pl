% List primitives.
head([H|_], H).
tail([_|T], T).
empty([]).
zero(0).
inc(X, Y) :- succ(X, Y).
dec(X, Y) :- X > 0, succ(Y, X).
