% expensive/1 needs thresholds that no background predicate generates: gteq/2 and lteq/2
% get lazy literals, whose constants the search chooses among the prices (or weights) seen.
modeh(1, expensive(+item)).
modeb(1, price(+item, -int)).
modeb(1, weight(+item, -int)).
modeb(1, category(+item, #category)).
modeb(1, gteq(+int, #int)).
modeb(1, lteq(+int, #int)).

set(clauselength, 4).
set(depth, 1).
