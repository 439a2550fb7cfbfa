% next_on(S, L): light L is on in the state after S.
modeh(1, next_on(+state, +light)).
modeb(1, does(+state, #button)).
modeb(1, true_on(+state, +light)).
modeb(1, true_off(+state, +light)).
modeb(*, true_on(+state, -light)).
modeb(1, follows(+light, -light)).
modeb(1, follows(-light, +light)).
modeb(1, true_step(+state, -int)).

set(clauselength, 4).
set(depth, 2).
