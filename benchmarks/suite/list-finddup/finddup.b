% finddup(List, X): X occurs (at least) twice in List.   read_all(finddup).
:- set(i, 2).
:- set(clauselength, 4).
:- set(noise, 0).

:- modeh(1, finddup(+list, +int)).
:- modeb(1, head(+list, -int)).
:- modeb(1, tail(+list, -list)).
:- modeb(*, element(+list, -int)).
:- modeb(1, finddup(+list, +int)).

:- determination(finddup/2, head/2).
:- determination(finddup/2, tail/2).
:- determination(finddup/2, element/2).
:- determination(finddup/2, finddup/2).

head([H|_], H).
tail([_|T], T).
element([X|_], X).
element([_|T], X) :- element(T, X).
