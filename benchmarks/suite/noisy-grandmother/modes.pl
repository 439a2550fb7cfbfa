modeh(1, grandmother(+person, +person)).
modeb(*, parent(+person, -person)).
modeb(*, parent(-person, +person)).
modeb(1, male(+person)).
modeb(1, female(+person)).

set(clauselength, 4).
set(depth, 2).
set(noise, 6).
