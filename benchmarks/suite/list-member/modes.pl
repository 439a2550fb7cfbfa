% mem(X, List): X occurs in List.
modeh(1, mem(+elem, +list)).
modeb(1, head(+list, -elem)).
modeb(1, tail(+list, -list)).
modeb(1, empty(+list)).
modeb(1, mem(+elem, +list)).

set(clauselength, 3).
set(depth, 2).
