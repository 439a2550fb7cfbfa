% A small family over three generations.
parent(ann, bob).    parent(ann, carol).
parent(tom, bob).    parent(tom, carol).
parent(bob, dave).   parent(bob, emma).
parent(lisa, dave).  parent(lisa, emma).
parent(carol, fred). parent(carol, gina).
parent(mark, fred).  parent(mark, gina).
parent(dave, hugo).  parent(emma, iris).
parent(kate, hugo).  parent(fred, jack).

male(tom). male(bob). male(mark). male(dave). male(fred). male(hugo). male(jack).
female(ann). female(carol). female(lisa). female(emma). female(gina). female(iris). female(kate).
