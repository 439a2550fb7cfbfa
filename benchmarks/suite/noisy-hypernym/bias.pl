max_vars(3).
max_body(2).
max_clauses(2).
enable_recursion.

head_pred(hypernym,2).
body_pred(direct_hypernym,2).
body_pred(part_of,2).

type(hypernym,(synset,synset)).
type(direct_hypernym,(synset,synset)).
type(part_of,(synset,synset)).

direction(hypernym,(in,in)).
direction(direct_hypernym,(in,out)).
direction(part_of,(in,out)).
