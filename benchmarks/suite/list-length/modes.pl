% len(List, N): List has N elements.
modeh(1, len(+list, +int)).
modeb(1, head(+list, -elem)).
modeb(1, tail(+list, -list)).
modeb(1, empty(+list)).
modeb(1, zero(+int)).
modeb(1, inc(+int, -int)).
modeb(1, dec(+int, -int)).
modeb(1, len(+list, +int)).

set(clauselength, 4).
set(depth, 2).
