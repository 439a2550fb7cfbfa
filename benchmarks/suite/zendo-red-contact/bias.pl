max_vars(4).
max_body(4).

head_pred(zendo,1).
body_pred(piece,2).
body_pred(contact,2).
body_pred(red,1).
body_pred(green,1).
body_pred(blue,1).
body_pred(yellow,1).
body_pred(small,1).
body_pred(medium,1).
body_pred(large,1).
body_pred(block,1).
body_pred(wedge,1).
body_pred(pyramid,1).
body_pred(upright,1).
body_pred(lying,1).

type(zendo,(state,)).
type(piece,(state,piece)).
type(contact,(piece,piece)).
type(red,(piece,)).
type(green,(piece,)).
type(blue,(piece,)).
type(yellow,(piece,)).
type(small,(piece,)).
type(medium,(piece,)).
type(large,(piece,)).
type(block,(piece,)).
type(wedge,(piece,)).
type(pyramid,(piece,)).
type(upright,(piece,)).
type(lying,(piece,)).

direction(zendo,(in,)).
direction(piece,(in,out)).
direction(contact,(in,out)).
direction(red,(in,)).
direction(green,(in,)).
direction(blue,(in,)).
direction(yellow,(in,)).
direction(small,(in,)).
direction(medium,(in,)).
direction(large,(in,)).
direction(block,(in,)).
direction(wedge,(in,)).
direction(pyramid,(in,)).
direction(upright,(in,)).
direction(lying,(in,)).

% one scene variable per rule
:- clause(C), #count{V : var_type(C,V,state)} != 1.
