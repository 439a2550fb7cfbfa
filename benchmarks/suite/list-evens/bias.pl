max_vars(5).
max_body(5).
max_clauses(3).
enable_recursion.

head_pred(evens,2).
body_pred(head,2).
body_pred(tail,2).
body_pred(empty,1).
body_pred(cons,3).
body_pred(even,1).
body_pred(odd,1).

type(evens,(list,list)).
type(head,(list,element)).
type(tail,(list,list)).
type(empty,(list,)).
type(cons,(element,list,list)).
type(even,(element,)).
type(odd,(element,)).

direction(evens,(in,out)).
direction(head,(in,out)).
direction(tail,(in,out)).
direction(empty,(out,)).
direction(cons,(in,in,out)).
direction(even,(in,)).
direction(odd,(in,)).
