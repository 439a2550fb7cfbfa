% A two-player race over squares 0..5, at most 8 steps.  State S:
% true_step(S, Step), true_pos(S, Player, Square).  Constants as unary
% predicates (c_0, c_5, c_8), IGGP style; greater/2 on squares; opponent/2.
true_step(1, 7).
true_step(2, 6).
true_step(3, 8).
true_step(4, 8).
true_step(5, 4).
true_step(6, 5).
true_step(7, 8).
true_step(8, 8).
true_step(9, 4).
true_step(10, 8).
true_step(11, 8).
true_step(12, 8).
true_step(13, 8).
true_step(14, 8).
true_step(15, 4).
true_step(16, 0).
true_step(17, 0).
true_step(18, 5).
true_step(19, 0).
true_step(20, 8).
true_step(21, 6).
true_step(22, 3).
true_step(23, 7).
true_step(24, 8).
true_step(25, 7).
true_step(26, 8).
true_step(27, 7).
true_step(28, 3).
true_step(29, 8).
true_step(30, 0).
true_step(31, 2).
true_step(32, 0).
true_step(33, 0).
true_step(34, 8).
true_step(35, 5).
true_step(36, 6).
true_step(37, 6).
true_step(38, 7).
true_step(39, 7).
true_step(40, 8).
true_step(41, 3).
true_step(42, 6).
true_step(43, 2).
true_step(44, 3).
true_step(45, 3).
true_step(46, 8).
true_step(47, 4).
true_step(48, 3).
true_step(49, 5).
true_step(50, 7).
true_step(51, 8).
true_step(52, 3).
true_step(53, 8).
true_step(54, 6).
true_step(55, 4).
true_step(56, 8).
true_step(57, 8).
true_step(58, 5).
true_step(59, 3).
true_step(60, 4).
true_step(61, 7).
true_step(62, 5).
true_step(63, 8).
true_step(64, 8).
true_step(65, 3).
true_step(66, 8).
true_step(67, 8).
true_step(68, 8).
true_step(69, 8).
true_step(70, 8).
true_step(71, 5).
true_step(72, 8).
true_step(73, 4).
true_step(74, 8).
true_step(75, 5).
true_step(76, 4).
true_step(77, 3).
true_step(78, 7).
true_step(79, 5).
true_step(80, 1).
true_pos(1, p1, 3).
true_pos(1, p2, 4).
true_pos(2, p1, 3).
true_pos(2, p2, 2).
true_pos(3, p1, 4).
true_pos(3, p2, 3).
true_pos(4, p1, 0).
true_pos(4, p2, 1).
true_pos(5, p1, 5).
true_pos(5, p2, 2).
true_pos(6, p1, 4).
true_pos(6, p2, 1).
true_pos(7, p1, 1).
true_pos(7, p2, 2).
true_pos(8, p1, 4).
true_pos(8, p2, 4).
true_pos(9, p1, 5).
true_pos(9, p2, 1).
true_pos(10, p1, 3).
true_pos(10, p2, 1).
true_pos(11, p1, 5).
true_pos(11, p2, 3).
true_pos(12, p1, 3).
true_pos(12, p2, 1).
true_pos(13, p1, 0).
true_pos(13, p2, 0).
true_pos(14, p1, 5).
true_pos(14, p2, 3).
true_pos(15, p1, 2).
true_pos(15, p2, 2).
true_pos(16, p1, 0).
true_pos(16, p2, 0).
true_pos(17, p1, 0).
true_pos(17, p2, 0).
true_pos(18, p1, 3).
true_pos(18, p2, 5).
true_pos(19, p1, 0).
true_pos(19, p2, 0).
true_pos(20, p1, 4).
true_pos(20, p2, 1).
true_pos(21, p1, 2).
true_pos(21, p2, 0).
true_pos(22, p1, 2).
true_pos(22, p2, 5).
true_pos(23, p1, 2).
true_pos(23, p2, 1).
true_pos(24, p1, 0).
true_pos(24, p2, 4).
true_pos(25, p1, 5).
true_pos(25, p2, 0).
true_pos(26, p1, 0).
true_pos(26, p2, 4).
true_pos(27, p1, 1).
true_pos(27, p2, 1).
true_pos(28, p1, 0).
true_pos(28, p2, 5).
true_pos(29, p1, 4).
true_pos(29, p2, 0).
true_pos(30, p1, 0).
true_pos(30, p2, 0).
true_pos(31, p1, 1).
true_pos(31, p2, 2).
true_pos(32, p1, 0).
true_pos(32, p2, 0).
true_pos(33, p1, 0).
true_pos(33, p2, 0).
true_pos(34, p1, 2).
true_pos(34, p2, 1).
true_pos(35, p1, 5).
true_pos(35, p2, 3).
true_pos(36, p1, 2).
true_pos(36, p2, 1).
true_pos(37, p1, 1).
true_pos(37, p2, 1).
true_pos(38, p1, 1).
true_pos(38, p2, 3).
true_pos(39, p1, 4).
true_pos(39, p2, 5).
true_pos(40, p1, 4).
true_pos(40, p2, 0).
true_pos(41, p1, 2).
true_pos(41, p2, 3).
true_pos(42, p1, 1).
true_pos(42, p2, 5).
true_pos(43, p1, 0).
true_pos(43, p2, 2).
true_pos(44, p1, 1).
true_pos(44, p2, 1).
true_pos(45, p1, 5).
true_pos(45, p2, 0).
true_pos(46, p1, 3).
true_pos(46, p2, 3).
true_pos(47, p1, 3).
true_pos(47, p2, 0).
true_pos(48, p1, 2).
true_pos(48, p2, 2).
true_pos(49, p1, 3).
true_pos(49, p2, 4).
true_pos(50, p1, 2).
true_pos(50, p2, 4).
true_pos(51, p1, 3).
true_pos(51, p2, 0).
true_pos(52, p1, 5).
true_pos(52, p2, 0).
true_pos(53, p1, 0).
true_pos(53, p2, 0).
true_pos(54, p1, 5).
true_pos(54, p2, 4).
true_pos(55, p1, 3).
true_pos(55, p2, 5).
true_pos(56, p1, 3).
true_pos(56, p2, 1).
true_pos(57, p1, 0).
true_pos(57, p2, 3).
true_pos(58, p1, 0).
true_pos(58, p2, 4).
true_pos(59, p1, 5).
true_pos(59, p2, 1).
true_pos(60, p1, 5).
true_pos(60, p2, 2).
true_pos(61, p1, 0).
true_pos(61, p2, 1).
true_pos(62, p1, 4).
true_pos(62, p2, 5).
true_pos(63, p1, 4).
true_pos(63, p2, 4).
true_pos(64, p1, 4).
true_pos(64, p2, 3).
true_pos(65, p1, 3).
true_pos(65, p2, 5).
true_pos(66, p1, 1).
true_pos(66, p2, 4).
true_pos(67, p1, 0).
true_pos(67, p2, 0).
true_pos(68, p1, 1).
true_pos(68, p2, 0).
true_pos(69, p1, 1).
true_pos(69, p2, 3).
true_pos(70, p1, 3).
true_pos(70, p2, 0).
true_pos(71, p1, 0).
true_pos(71, p2, 5).
true_pos(72, p1, 0).
true_pos(72, p2, 4).
true_pos(73, p1, 3).
true_pos(73, p2, 5).
true_pos(74, p1, 0).
true_pos(74, p2, 5).
true_pos(75, p1, 5).
true_pos(75, p2, 3).
true_pos(76, p1, 5).
true_pos(76, p2, 0).
true_pos(77, p1, 0).
true_pos(77, p2, 2).
true_pos(78, p1, 2).
true_pos(78, p2, 3).
true_pos(79, p1, 2).
true_pos(79, p2, 0).
true_pos(80, p1, 1).
true_pos(80, p2, 1).
c_0(0).
c_5(5).
c_8(8).
player(p1).
player(p2).
opponent(p1, p2).
opponent(p2, p1).
greater(1, 0).
greater(2, 0).
greater(2, 1).
greater(3, 0).
greater(3, 1).
greater(3, 2).
greater(4, 0).
greater(4, 1).
greater(4, 2).
greater(4, 3).
greater(5, 0).
greater(5, 1).
greater(5, 2).
greater(5, 3).
greater(5, 4).
greater(6, 0).
greater(6, 1).
greater(6, 2).
greater(6, 3).
greater(6, 4).
greater(6, 5).
greater(7, 0).
greater(7, 1).
greater(7, 2).
greater(7, 3).
greater(7, 4).
greater(7, 5).
greater(7, 6).
greater(8, 0).
greater(8, 1).
greater(8, 2).
greater(8, 3).
greater(8, 4).
greater(8, 5).
greater(8, 6).
greater(8, 7).
my_succ(0, 1).
my_succ(1, 2).
my_succ(2, 3).
my_succ(3, 4).
my_succ(4, 5).
my_succ(5, 6).
my_succ(6, 7).
my_succ(7, 8).
