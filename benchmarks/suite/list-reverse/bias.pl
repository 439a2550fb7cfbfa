max_vars(5).
max_body(5).
max_clauses(2).
enable_recursion.

head_pred(rev,2).
body_pred(head,2).
body_pred(tail,2).
body_pred(empty,1).
body_pred(cons,3).
body_pred(add_last,3).

type(rev,(list,list)).
type(head,(list,element)).
type(tail,(list,list)).
type(empty,(list,)).
type(cons,(element,list,list)).
type(add_last,(list,element,list)).

direction(rev,(in,out)).
direction(head,(in,out)).
direction(tail,(in,out)).
direction(empty,(out,)).
direction(cons,(in,in,out)).
direction(add_last,(in,in,out)).
