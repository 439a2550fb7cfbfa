max_vars(6).
max_body(6).
max_clauses(2).

head_pred(goal,2).
body_pred(true_step,2).
body_pred(true_pos,3).
body_pred(c_0,1).
body_pred(c_5,1).
body_pred(c_8,1).
body_pred(player,1).
body_pred(opponent,2).
body_pred(greater,2).
body_pred(my_succ,2).

type(goal,(state,player)).
type(true_step,(state,int)).
type(true_pos,(state,player,int)).
type(c_0,(int,)).
type(c_5,(int,)).
type(c_8,(int,)).
type(player,(player,)).
type(opponent,(player,player)).
type(greater,(int,int)).
type(my_succ,(int,int)).
