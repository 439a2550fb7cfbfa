% Michalski's east-west trains, written for this project from the classic description:
% five trains go east, five go west; every eastbound train has a short, closed car, and no
% westbound train has one.
% car(Train, Car, Length, Shape, Roof, Wheels, LoadShape, LoadCount)
car(east1, c11, long,  rectangle, none,   2, rectangle, 3).
car(east1, c12, short, rectangle, flat,   2, triangle,  1).
car(east1, c13, long,  rectangle, none,   3, hexagon,   1).
car(east1, c14, short, rectangle, none,   2, circle,    1).
car(east2, c21, short, u_shaped,  none,   2, triangle,  1).
car(east2, c22, short, bucket,    none,   2, rectangle, 1).
car(east2, c23, short, rectangle, flat,   2, circle,    2).
car(east3, c31, short, rectangle, none,   2, triangle,  1).
car(east3, c32, short, hexagon,   flat,   2, triangle,  1).
car(east3, c33, long,  rectangle, flat,   3, circle,    1).
car(east4, c41, short, bucket,    none,   2, triangle,  1).
car(east4, c42, short, rectangle, flat,   2, rectangle, 1).
car(east4, c43, short, u_shaped,  none,   2, circle,    1).
car(east4, c44, short, rectangle, none,   2, rectangle, 1).
car(east5, c51, short, rectangle, none,   2, circle,    1).
car(east5, c52, long,  rectangle, flat,   3, rectangle, 1).
car(east5, c53, short, ellipse,   arc,    2, diamond,   1).
car(west6, c61, long,  rectangle, flat,   2, circle,    3).
car(west6, c62, short, rectangle, none,   2, triangle,  1).
car(west7, c71, short, u_shaped,  none,   2, circle,    1).
car(west7, c72, long,  rectangle, jagged, 2, rectangle, 1).
car(west7, c73, short, rectangle, none,   2, triangle,  1).
car(west8, c81, long,  rectangle, flat,   3, rectangle, 1).
car(west8, c82, short, u_shaped,  none,   2, circle,    1).
car(west9, c91, short, u_shaped,  none,   2, circle,    1).
car(west9, c92, long,  rectangle, none,   2, rectangle, 1).
car(west9, c93, short, rectangle, none,   2, triangle,  1).
car(west9, c94, short, bucket,    none,   2, circle,    1).
car(west10, c101, long, rectangle, none,  2, rectangle, 2).
car(west10, c102, short, u_shaped, none,  2, rectangle, 1).

has_car(T, C) :- car(T, C, _, _, _, _, _, _).
short(C) :- car(_, C, short, _, _, _, _, _).
long(C) :- car(_, C, long, _, _, _, _, _).
closed(C) :- car(_, C, _, _, R, _, _, _), R \== none.
open_car(C) :- car(_, C, _, _, none, _, _, _).
shape(C, S) :- car(_, C, _, S, _, _, _, _).
roof(C, R) :- car(_, C, _, _, R, _, _, _).
wheels(C, W) :- car(_, C, _, _, _, W, _, _).
load(C, S, N) :- car(_, C, _, _, _, _, S, N).
