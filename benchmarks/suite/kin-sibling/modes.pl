modeh(1, sibling(+person, +person)).
modeb(*, parent(-person, +person)).
modeb(*, parent(+person, -person)).
modeb(1, male(+person)).
modeb(1, female(+person)).
modeb(1, different(+person, +person)).

set(clauselength, 4).
set(depth, 2).
