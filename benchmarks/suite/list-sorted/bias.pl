max_vars(4).
max_body(5).
max_clauses(2).
enable_recursion.

head_pred(sorted,1).
body_pred(head,2).
body_pred(tail,2).
body_pred(empty,1).
body_pred(leq,2).
body_pred(geq,2).

type(sorted,(list,)).
type(head,(list,element)).
type(tail,(list,list)).
type(empty,(list,)).
type(leq,(element,element)).
type(geq,(element,element)).

direction(sorted,(in,)).
direction(head,(in,out)).
direction(tail,(in,out)).
direction(empty,(in,)).
direction(leq,(in,in)).
direction(geq,(in,in)).
