% A shop's items, each with a price (in euros), a weight (in grams) and a category.
% An item is expensive when it costs at least 100 -- or, for food, at least 20.  The
% thresholds are nowhere in the background: gteq/2 and lteq/2 are plain comparisons that
% cannot list their constants (called with the constant unbound they raise an instantiation
% error), so the learner must choose them from the data (lazy evaluation).
% item(Item, Category, Price, Weight)
item(truffle,      food,   45,   100).
item(caviar,       food,   60,   250).
item(saffron,      food,   28,    10).
item(wagyu,        food,   52,  1000).
item(champagne,    food,   35,  1500).
item(cheese_wheel, food,   24,  8000).
item(bread,        food,    3,   500).
item(milk,         food,    2,  1000).
item(apples,       food,    4,  1200).
item(rice,         food,    6,  2000).
item(coffee,       food,   12,   250).
item(chocolate,    food,    5,   100).
item(olive_oil,    food,   15,   750).
item(honey,        food,    9,   400).
item(laptop,       gadget, 900,  1800).
item(camera,       gadget, 450,   700).
item(phone,        gadget, 600,   180).
item(watch,        gadget, 250,    60).
item(bicycle,      sport,  320, 11000).
item(guitar,       music,  210,  3500).
item(violin,       music,  110,   500).
item(sofa,         home,   540, 40000).
item(drill,        tool,   130,  1600).
item(novel,        book,    15,   300).
item(dictionary,   book,    35,  1400).
item(atlas,        book,    48,  2200).
item(cookbook,     book,    25,   900).
item(hammer,       tool,    20,   600).
item(saw,          tool,    32,   800).
item(wrench,       tool,    18,   400).
item(screwdriver,  tool,     8,   150).
item(ladder,       home,    95,  7000).
item(lamp,         home,    40,  1300).
item(toaster,      home,    30,  1700).
item(kettle,       home,    28,  1100).
item(clock,        home,    85,   900).
item(headphones,   gadget,  75,   250).
item(mouse,        gadget,  22,    90).
item(keyboard,     gadget,  55,   700).
item(umbrella,     sport,   16,   350).
item(backpack,     sport,   65,  1200).
item(harmonica,    music,   30,   120).

price(X, P) :- item(X, _, P, _).
weight(X, W) :- item(X, _, _, W).
category(X, C) :- item(X, C, _, _).

gteq(X, Y) :- X >= Y.
lteq(X, Y) :- X =< Y.
