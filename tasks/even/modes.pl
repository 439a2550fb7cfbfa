% Recursive: the modeb even/1 names the target, defined for the search by the positive
% examples (extensional coverage).  The base case, even(0), is a single example: minpos 1.
modeh(1, even(+nat)).
modeb(1, zero(+nat)).
modeb(1, prev(+nat, -nat)).
modeb(1, even(+nat)).

set(minpos, 1).
set(depth, 2).
set(clauselength, 4).
