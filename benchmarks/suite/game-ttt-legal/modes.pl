% legal(S, P, X, Y): in state S, player P may mark the cell (X, Y).
modeh(1, legal(+state, +player, +coord, +coord)).
modeb(1, control(+state, -player)).
modeb(1, opponent(+player, -player)).
modeb(*, true_cell(+state, +coord, +coord, #mark)).

set(clauselength, 3).
set(depth, 1).
