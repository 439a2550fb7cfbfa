% lastel(List, X): X is the last element of List.
modeh(1, lastel(+list, +elem)).
modeb(1, head(+list, -elem)).
modeb(1, tail(+list, -list)).
modeb(1, empty(+list)).
modeb(1, lastel(+list, +elem)).

set(clauselength, 4).
set(depth, 3).
