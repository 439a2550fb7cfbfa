% dropk(List, K, Rest): Rest is List without its first K elements.   read_all(dropk).
:- set(i, 2).
:- set(clauselength, 4).
:- set(noise, 0).

:- modeh(1, dropk(+list, +int, +list)).
:- modeb(1, tail(+list, -list)).
:- modeb(1, zero(+int)).
:- modeb(1, one(+int)).
:- modeb(1, dec(+int, -int)).
:- modeb(1, dropk(+list, +int, +list)).

:- determination(dropk/3, tail/2).
:- determination(dropk/3, zero/1).
:- determination(dropk/3, one/1).
:- determination(dropk/3, dec/2).
:- determination(dropk/3, dropk/3).

tail([_|T], T).
zero(0).
one(1).
dec(X, Y) :- X > 0, Y is X - 1.
