% nextel(List, X, Y): X is immediately followed by Y in List.   read_all(nextel).
% No background predicates: lists are taken apart by the structured mode of =/2.
:- set(i, 3).
:- set(clauselength, 3).
:- set(noise, 0).

:- modeh(1, nextel(+list, +int, +int)).
:- modeb(1, ((+list) = ([-int|-list]))).
:- modeb(1, nextel(+list, +int, +int)).

:- determination(nextel/3, '='/2).
:- determination(nextel/3, nextel/3).

