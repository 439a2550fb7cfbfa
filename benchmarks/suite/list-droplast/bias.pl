max_vars(5).
max_body(5).
max_clauses(2).
enable_recursion.

head_pred(droplast,2).
body_pred(head,2).
body_pred(tail,2).
body_pred(empty,1).
body_pred(cons,3).

type(droplast,(list,list)).
type(head,(list,element)).
type(tail,(list,list)).
type(empty,(list,)).
type(cons,(element,list,list)).

direction(droplast,(in,out)).
direction(head,(in,out)).
direction(tail,(in,out)).
direction(empty,(out,)).
direction(cons,(in,in,out)).
