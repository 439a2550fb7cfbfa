max_vars(7).
max_body(6).
max_clauses(3).

head_pred(next_score,3).
body_pred(true_score,3).
body_pred(does,3).
body_pred(beats,2).
body_pred(my_succ,2).
body_pred(player,1).
body_pred(different,2).

type(next_score,(state,player,score)).
type(true_score,(state,player,score)).
type(does,(state,player,move)).
type(beats,(move,move)).
type(my_succ,(score,score)).
type(player,(player,)).
type(different,(player,player)).
