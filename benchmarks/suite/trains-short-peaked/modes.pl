% Eastbound trains: which car property makes a train go east?
modeh(1, eastbound(+train)).
modeb(*, has_car(+train, -car)).
modeb(1, short(+car)).
modeb(1, long(+car)).
modeb(1, shape(+car, #shape)).
modeb(1, roof(+car, #roof)).
modeb(1, wheels(+car, #int)).
modeb(1, load(+car, #lshape, #int)).

set(clauselength, 4).
set(depth, 2).
