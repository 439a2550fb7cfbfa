% Recursive: the modeb ancestor/2 names the target.  The task defines ancestor/2 by its
% positive examples, so a clause's recursive literal is tested against them (extensional
% coverage, as in Progol and FOIL).
modeh(1, ancestor(+person, +person)).
modeb(*, parent(+person, -person)).
modeb(*, ancestor(+person, -person)).

set(clauselength, 4).
set(depth, 2).
