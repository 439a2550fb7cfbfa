% alleven(List): every element of List is even.   read_all(alleven).
:- set(i, 2).
:- set(clauselength, 4).
:- set(noise, 0).

:- modeh(1, alleven(+list)).
:- modeb(1, empty(+list)).
:- modeb(1, components(+list, -int, -list)).
:- modeb(1, even(+int)).
:- modeb(1, odd(+int)).
:- modeb(1, alleven(+list)).

:- determination(alleven/1, empty/1).
:- determination(alleven/1, components/3).
:- determination(alleven/1, even/1).
:- determination(alleven/1, odd/1).
:- determination(alleven/1, alleven/1).

empty([]).
components([H|T], H, T).
even(X) :- 0 is X mod 2.
odd(X) :- 1 is X mod 2.
