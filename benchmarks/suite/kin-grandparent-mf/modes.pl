modeh(1, grandparent(+person, +person)).
modeb(*, mother(+person, -person)).
modeb(*, father(+person, -person)).

set(clauselength, 3).
set(depth, 2).
