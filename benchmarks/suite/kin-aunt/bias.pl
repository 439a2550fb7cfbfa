max_vars(4).
max_body(4).

head_pred(aunt,2).
body_pred(parent,2).
body_pred(sibling,2).
body_pred(male,1).
body_pred(female,1).

type(aunt,(person,person)).
type(parent,(person,person)).
type(sibling,(person,person)).
type(male,(person,)).
type(female,(person,)).
