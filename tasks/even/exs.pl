% even(N) for N = 0..13 written as successor terms.
pos(even(0)).
pos(even(s(s(0)))).
pos(even(s(s(s(s(0)))))).
pos(even(s(s(s(s(s(s(0)))))))).
pos(even(s(s(s(s(s(s(s(s(0)))))))))).
pos(even(s(s(s(s(s(s(s(s(s(s(0)))))))))))).
pos(even(s(s(s(s(s(s(s(s(s(s(s(s(0)))))))))))))).
neg(even(s(0))).
neg(even(s(s(s(0))))).
neg(even(s(s(s(s(s(0))))))).
neg(even(s(s(s(s(s(s(s(0))))))))).
neg(even(s(s(s(s(s(s(s(s(s(0))))))))))).
neg(even(s(s(s(s(s(s(s(s(s(s(s(0))))))))))))).
neg(even(s(s(s(s(s(s(s(s(s(s(s(s(s(0))))))))))))))).
