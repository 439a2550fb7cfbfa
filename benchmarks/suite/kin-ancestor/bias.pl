max_vars(3).
max_body(2).
max_clauses(2).
enable_recursion.

head_pred(ancestor,2).
body_pred(parent,2).
body_pred(male,1).
body_pred(female,1).

type(ancestor,(person,person)).
type(parent,(person,person)).
type(male,(person,)).
type(female,(person,)).

direction(ancestor,(in,in)).
direction(parent,(in,out)).
direction(male,(in,)).
direction(female,(in,)).
