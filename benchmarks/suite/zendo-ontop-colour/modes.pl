% Zendo: a scene follows the rule when ... (learn it).
modeh(1, zendo(+scene)).
modeb(*, piece(+scene, -piece)).
modeb(1, colour(+piece, #colour)).
modeb(1, colour(+piece, -colour)).
modeb(1, size(+piece, #size)).
modeb(1, shape(+piece, #shape)).
modeb(*, touches(+piece, -piece)).
modeb(*, on_top(+piece, -piece)).

set(clauselength, 5).
set(depth, 3).
