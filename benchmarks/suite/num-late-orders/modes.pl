% late(Order): the order was delivered late.
modeh(1, late(+order)).
modeb(1, customer(+order, -customer)).
modeb(1, region(+customer, #region)).
modeb(1, weight(+order, -int)).
modeb(1, items(+order, -int)).
modeb(1, express(+order)).
modeb(1, gteq(+int, #int)).
modeb(1, lteq(+int, #int)).

set(clauselength, 5).
set(depth, 2).
