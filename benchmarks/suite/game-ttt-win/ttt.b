% Tic-tac-toe: when has a player won?   read_all(ttt).
:- set(i, 2).
:- set(clauselength, 4).
:- set(minpos, 2).
:- set(noise, 0).

:- modeh(1, win(+state, +mark)).
:- modeb(*, true_cell(+state, -coord, #coord, +mark)).
:- modeb(*, true_cell(+state, +coord, #coord, +mark)).
:- modeb(*, true_cell(+state, #coord, -coord, +mark)).
:- modeb(*, true_cell(+state, #coord, +coord, +mark)).
:- modeb(*, true_cell(+state, #coord, #coord, +mark)).

:- determination(win/2, true_cell/4).

% Tic-tac-toe positions from random play, stopped at the first line of three.
% true_cell(State, X, Y, Mark), Mark in {x, o, b}.
true_cell(s1, 1, 1, x).
true_cell(s1, 1, 2, o).
true_cell(s1, 1, 3, x).
true_cell(s1, 2, 1, o).
true_cell(s1, 2, 2, o).
true_cell(s1, 2, 3, x).
true_cell(s1, 3, 1, x).
true_cell(s1, 3, 2, x).
true_cell(s1, 3, 3, o).
true_cell(s2, 1, 1, x).
true_cell(s2, 1, 2, o).
true_cell(s2, 1, 3, x).
true_cell(s2, 2, 1, b).
true_cell(s2, 2, 2, o).
true_cell(s2, 2, 3, o).
true_cell(s2, 3, 1, x).
true_cell(s2, 3, 2, o).
true_cell(s2, 3, 3, x).
true_cell(s3, 1, 1, o).
true_cell(s3, 1, 2, b).
true_cell(s3, 1, 3, x).
true_cell(s3, 2, 1, b).
true_cell(s3, 2, 2, b).
true_cell(s3, 2, 3, o).
true_cell(s3, 3, 1, x).
true_cell(s3, 3, 2, b).
true_cell(s3, 3, 3, x).
true_cell(s4, 1, 1, x).
true_cell(s4, 1, 2, o).
true_cell(s4, 1, 3, o).
true_cell(s4, 2, 1, o).
true_cell(s4, 2, 2, x).
true_cell(s4, 2, 3, x).
true_cell(s4, 3, 1, b).
true_cell(s4, 3, 2, b).
true_cell(s4, 3, 3, x).
true_cell(s5, 1, 1, b).
true_cell(s5, 1, 2, o).
true_cell(s5, 1, 3, x).
true_cell(s5, 2, 1, b).
true_cell(s5, 2, 2, o).
true_cell(s5, 2, 3, x).
true_cell(s5, 3, 1, o).
true_cell(s5, 3, 2, x).
true_cell(s5, 3, 3, x).
true_cell(s6, 1, 1, o).
true_cell(s6, 1, 2, x).
true_cell(s6, 1, 3, o).
true_cell(s6, 2, 1, b).
true_cell(s6, 2, 2, b).
true_cell(s6, 2, 3, b).
true_cell(s6, 3, 1, x).
true_cell(s6, 3, 2, x).
true_cell(s6, 3, 3, b).
true_cell(s7, 1, 1, o).
true_cell(s7, 1, 2, x).
true_cell(s7, 1, 3, x).
true_cell(s7, 2, 1, x).
true_cell(s7, 2, 2, x).
true_cell(s7, 2, 3, o).
true_cell(s7, 3, 1, x).
true_cell(s7, 3, 2, o).
true_cell(s7, 3, 3, o).
true_cell(s8, 1, 1, b).
true_cell(s8, 1, 2, b).
true_cell(s8, 1, 3, o).
true_cell(s8, 2, 1, b).
true_cell(s8, 2, 2, x).
true_cell(s8, 2, 3, o).
true_cell(s8, 3, 1, x).
true_cell(s8, 3, 2, b).
true_cell(s8, 3, 3, x).
true_cell(s9, 1, 1, o).
true_cell(s9, 1, 2, x).
true_cell(s9, 1, 3, b).
true_cell(s9, 2, 1, o).
true_cell(s9, 2, 2, b).
true_cell(s9, 2, 3, x).
true_cell(s9, 3, 1, o).
true_cell(s9, 3, 2, b).
true_cell(s9, 3, 3, x).
true_cell(s10, 1, 1, x).
true_cell(s10, 1, 2, x).
true_cell(s10, 1, 3, o).
true_cell(s10, 2, 1, b).
true_cell(s10, 2, 2, o).
true_cell(s10, 2, 3, b).
true_cell(s10, 3, 1, x).
true_cell(s10, 3, 2, o).
true_cell(s10, 3, 3, x).
true_cell(s11, 1, 1, o).
true_cell(s11, 1, 2, x).
true_cell(s11, 1, 3, b).
true_cell(s11, 2, 1, o).
true_cell(s11, 2, 2, b).
true_cell(s11, 2, 3, o).
true_cell(s11, 3, 1, x).
true_cell(s11, 3, 2, x).
true_cell(s11, 3, 3, x).
true_cell(s12, 1, 1, o).
true_cell(s12, 1, 2, x).
true_cell(s12, 1, 3, x).
true_cell(s12, 2, 1, b).
true_cell(s12, 2, 2, b).
true_cell(s12, 2, 3, o).
true_cell(s12, 3, 1, x).
true_cell(s12, 3, 2, o).
true_cell(s12, 3, 3, b).
true_cell(s13, 1, 1, x).
true_cell(s13, 1, 2, o).
true_cell(s13, 1, 3, b).
true_cell(s13, 2, 1, b).
true_cell(s13, 2, 2, b).
true_cell(s13, 2, 3, o).
true_cell(s13, 3, 1, b).
true_cell(s13, 3, 2, x).
true_cell(s13, 3, 3, b).
true_cell(s14, 1, 1, x).
true_cell(s14, 1, 2, b).
true_cell(s14, 1, 3, x).
true_cell(s14, 2, 1, b).
true_cell(s14, 2, 2, o).
true_cell(s14, 2, 3, b).
true_cell(s14, 3, 1, o).
true_cell(s14, 3, 2, x).
true_cell(s14, 3, 3, o).
true_cell(s15, 1, 1, x).
true_cell(s15, 1, 2, x).
true_cell(s15, 1, 3, x).
true_cell(s15, 2, 1, b).
true_cell(s15, 2, 2, b).
true_cell(s15, 2, 3, b).
true_cell(s15, 3, 1, o).
true_cell(s15, 3, 2, o).
true_cell(s15, 3, 3, b).
true_cell(s16, 1, 1, b).
true_cell(s16, 1, 2, o).
true_cell(s16, 1, 3, b).
true_cell(s16, 2, 1, b).
true_cell(s16, 2, 2, x).
true_cell(s16, 2, 3, x).
true_cell(s16, 3, 1, b).
true_cell(s16, 3, 2, b).
true_cell(s16, 3, 3, o).
true_cell(s17, 1, 1, x).
true_cell(s17, 1, 2, x).
true_cell(s17, 1, 3, b).
true_cell(s17, 2, 1, x).
true_cell(s17, 2, 2, o).
true_cell(s17, 2, 3, o).
true_cell(s17, 3, 1, b).
true_cell(s17, 3, 2, b).
true_cell(s17, 3, 3, o).
true_cell(s18, 1, 1, x).
true_cell(s18, 1, 2, x).
true_cell(s18, 1, 3, x).
true_cell(s18, 2, 1, o).
true_cell(s18, 2, 2, b).
true_cell(s18, 2, 3, b).
true_cell(s18, 3, 1, o).
true_cell(s18, 3, 2, o).
true_cell(s18, 3, 3, x).
true_cell(s19, 1, 1, b).
true_cell(s19, 1, 2, b).
true_cell(s19, 1, 3, x).
true_cell(s19, 2, 1, x).
true_cell(s19, 2, 2, o).
true_cell(s19, 2, 3, x).
true_cell(s19, 3, 1, x).
true_cell(s19, 3, 2, o).
true_cell(s19, 3, 3, o).
true_cell(s20, 1, 1, b).
true_cell(s20, 1, 2, o).
true_cell(s20, 1, 3, x).
true_cell(s20, 2, 1, b).
true_cell(s20, 2, 2, x).
true_cell(s20, 2, 3, o).
true_cell(s20, 3, 1, b).
true_cell(s20, 3, 2, x).
true_cell(s20, 3, 3, b).
true_cell(s21, 1, 1, o).
true_cell(s21, 1, 2, b).
true_cell(s21, 1, 3, o).
true_cell(s21, 2, 1, x).
true_cell(s21, 2, 2, x).
true_cell(s21, 2, 3, x).
true_cell(s21, 3, 1, b).
true_cell(s21, 3, 2, o).
true_cell(s21, 3, 3, x).
true_cell(s22, 1, 1, x).
true_cell(s22, 1, 2, x).
true_cell(s22, 1, 3, o).
true_cell(s22, 2, 1, x).
true_cell(s22, 2, 2, o).
true_cell(s22, 2, 3, o).
true_cell(s22, 3, 1, x).
true_cell(s22, 3, 2, o).
true_cell(s22, 3, 3, x).
true_cell(s23, 1, 1, x).
true_cell(s23, 1, 2, x).
true_cell(s23, 1, 3, o).
true_cell(s23, 2, 1, x).
true_cell(s23, 2, 2, o).
true_cell(s23, 2, 3, x).
true_cell(s23, 3, 1, o).
true_cell(s23, 3, 2, o).
true_cell(s23, 3, 3, b).
true_cell(s24, 1, 1, o).
true_cell(s24, 1, 2, x).
true_cell(s24, 1, 3, x).
true_cell(s24, 2, 1, x).
true_cell(s24, 2, 2, o).
true_cell(s24, 2, 3, o).
true_cell(s24, 3, 1, x).
true_cell(s24, 3, 2, b).
true_cell(s24, 3, 3, b).
true_cell(s25, 1, 1, o).
true_cell(s25, 1, 2, b).
true_cell(s25, 1, 3, o).
true_cell(s25, 2, 1, x).
true_cell(s25, 2, 2, o).
true_cell(s25, 2, 3, x).
true_cell(s25, 3, 1, b).
true_cell(s25, 3, 2, x).
true_cell(s25, 3, 3, b).
true_cell(s26, 1, 1, o).
true_cell(s26, 1, 2, b).
true_cell(s26, 1, 3, o).
true_cell(s26, 2, 1, b).
true_cell(s26, 2, 2, b).
true_cell(s26, 2, 3, x).
true_cell(s26, 3, 1, b).
true_cell(s26, 3, 2, x).
true_cell(s26, 3, 3, b).
true_cell(s27, 1, 1, x).
true_cell(s27, 1, 2, b).
true_cell(s27, 1, 3, o).
true_cell(s27, 2, 1, x).
true_cell(s27, 2, 2, o).
true_cell(s27, 2, 3, x).
true_cell(s27, 3, 1, o).
true_cell(s27, 3, 2, o).
true_cell(s27, 3, 3, x).
true_cell(s28, 1, 1, x).
true_cell(s28, 1, 2, x).
true_cell(s28, 1, 3, b).
true_cell(s28, 2, 1, b).
true_cell(s28, 2, 2, o).
true_cell(s28, 2, 3, o).
true_cell(s28, 3, 1, b).
true_cell(s28, 3, 2, b).
true_cell(s28, 3, 3, b).
true_cell(s29, 1, 1, x).
true_cell(s29, 1, 2, o).
true_cell(s29, 1, 3, x).
true_cell(s29, 2, 1, x).
true_cell(s29, 2, 2, x).
true_cell(s29, 2, 3, o).
true_cell(s29, 3, 1, o).
true_cell(s29, 3, 2, o).
true_cell(s29, 3, 3, x).
true_cell(s30, 1, 1, b).
true_cell(s30, 1, 2, o).
true_cell(s30, 1, 3, x).
true_cell(s30, 2, 1, o).
true_cell(s30, 2, 2, x).
true_cell(s30, 2, 3, o).
true_cell(s30, 3, 1, x).
true_cell(s30, 3, 2, b).
true_cell(s30, 3, 3, x).
true_cell(s31, 1, 1, o).
true_cell(s31, 1, 2, x).
true_cell(s31, 1, 3, x).
true_cell(s31, 2, 1, b).
true_cell(s31, 2, 2, o).
true_cell(s31, 2, 3, x).
true_cell(s31, 3, 1, b).
true_cell(s31, 3, 2, b).
true_cell(s31, 3, 3, o).
true_cell(s32, 1, 1, x).
true_cell(s32, 1, 2, b).
true_cell(s32, 1, 3, b).
true_cell(s32, 2, 1, x).
true_cell(s32, 2, 2, o).
true_cell(s32, 2, 3, x).
true_cell(s32, 3, 1, x).
true_cell(s32, 3, 2, o).
true_cell(s32, 3, 3, o).
true_cell(s33, 1, 1, x).
true_cell(s33, 1, 2, o).
true_cell(s33, 1, 3, o).
true_cell(s33, 2, 1, x).
true_cell(s33, 2, 2, x).
true_cell(s33, 2, 3, b).
true_cell(s33, 3, 1, b).
true_cell(s33, 3, 2, o).
true_cell(s33, 3, 3, b).
true_cell(s34, 1, 1, b).
true_cell(s34, 1, 2, b).
true_cell(s34, 1, 3, x).
true_cell(s34, 2, 1, b).
true_cell(s34, 2, 2, o).
true_cell(s34, 2, 3, x).
true_cell(s34, 3, 1, o).
true_cell(s34, 3, 2, b).
true_cell(s34, 3, 3, b).
true_cell(s35, 1, 1, x).
true_cell(s35, 1, 2, o).
true_cell(s35, 1, 3, x).
true_cell(s35, 2, 1, x).
true_cell(s35, 2, 2, b).
true_cell(s35, 2, 3, b).
true_cell(s35, 3, 1, x).
true_cell(s35, 3, 2, o).
true_cell(s35, 3, 3, o).
true_cell(s36, 1, 1, b).
true_cell(s36, 1, 2, o).
true_cell(s36, 1, 3, b).
true_cell(s36, 2, 1, x).
true_cell(s36, 2, 2, o).
true_cell(s36, 2, 3, o).
true_cell(s36, 3, 1, x).
true_cell(s36, 3, 2, x).
true_cell(s36, 3, 3, b).
true_cell(s37, 1, 1, x).
true_cell(s37, 1, 2, o).
true_cell(s37, 1, 3, b).
true_cell(s37, 2, 1, b).
true_cell(s37, 2, 2, x).
true_cell(s37, 2, 3, o).
true_cell(s37, 3, 1, x).
true_cell(s37, 3, 2, o).
true_cell(s37, 3, 3, x).
true_cell(s38, 1, 1, x).
true_cell(s38, 1, 2, b).
true_cell(s38, 1, 3, b).
true_cell(s38, 2, 1, x).
true_cell(s38, 2, 2, b).
true_cell(s38, 2, 3, o).
true_cell(s38, 3, 1, x).
true_cell(s38, 3, 2, o).
true_cell(s38, 3, 3, b).
true_cell(s39, 1, 1, o).
true_cell(s39, 1, 2, x).
true_cell(s39, 1, 3, x).
true_cell(s39, 2, 1, x).
true_cell(s39, 2, 2, x).
true_cell(s39, 2, 3, o).
true_cell(s39, 3, 1, o).
true_cell(s39, 3, 2, o).
true_cell(s39, 3, 3, x).
true_cell(s40, 1, 1, o).
true_cell(s40, 1, 2, x).
true_cell(s40, 1, 3, x).
true_cell(s40, 2, 1, b).
true_cell(s40, 2, 2, o).
true_cell(s40, 2, 3, x).
true_cell(s40, 3, 1, b).
true_cell(s40, 3, 2, b).
true_cell(s40, 3, 3, o).
true_cell(s41, 1, 1, x).
true_cell(s41, 1, 2, o).
true_cell(s41, 1, 3, b).
true_cell(s41, 2, 1, x).
true_cell(s41, 2, 2, o).
true_cell(s41, 2, 3, x).
true_cell(s41, 3, 1, b).
true_cell(s41, 3, 2, o).
true_cell(s41, 3, 3, b).
true_cell(s42, 1, 1, x).
true_cell(s42, 1, 2, o).
true_cell(s42, 1, 3, o).
true_cell(s42, 2, 1, x).
true_cell(s42, 2, 2, o).
true_cell(s42, 2, 3, b).
true_cell(s42, 3, 1, o).
true_cell(s42, 3, 2, x).
true_cell(s42, 3, 3, x).
true_cell(s43, 1, 1, x).
true_cell(s43, 1, 2, o).
true_cell(s43, 1, 3, o).
true_cell(s43, 2, 1, x).
true_cell(s43, 2, 2, b).
true_cell(s43, 2, 3, b).
true_cell(s43, 3, 1, x).
true_cell(s43, 3, 2, b).
true_cell(s43, 3, 3, b).
true_cell(s44, 1, 1, x).
true_cell(s44, 1, 2, o).
true_cell(s44, 1, 3, x).
true_cell(s44, 2, 1, o).
true_cell(s44, 2, 2, b).
true_cell(s44, 2, 3, b).
true_cell(s44, 3, 1, b).
true_cell(s44, 3, 2, b).
true_cell(s44, 3, 3, b).
true_cell(s45, 1, 1, b).
true_cell(s45, 1, 2, o).
true_cell(s45, 1, 3, b).
true_cell(s45, 2, 1, b).
true_cell(s45, 2, 2, o).
true_cell(s45, 2, 3, x).
true_cell(s45, 3, 1, b).
true_cell(s45, 3, 2, b).
true_cell(s45, 3, 3, x).
true_cell(s46, 1, 1, o).
true_cell(s46, 1, 2, o).
true_cell(s46, 1, 3, x).
true_cell(s46, 2, 1, b).
true_cell(s46, 2, 2, x).
true_cell(s46, 2, 3, o).
true_cell(s46, 3, 1, x).
true_cell(s46, 3, 2, b).
true_cell(s46, 3, 3, x).
true_cell(s47, 1, 1, o).
true_cell(s47, 1, 2, b).
true_cell(s47, 1, 3, x).
true_cell(s47, 2, 1, x).
true_cell(s47, 2, 2, x).
true_cell(s47, 2, 3, x).
true_cell(s47, 3, 1, o).
true_cell(s47, 3, 2, o).
true_cell(s47, 3, 3, b).
true_cell(s48, 1, 1, o).
true_cell(s48, 1, 2, o).
true_cell(s48, 1, 3, x).
true_cell(s48, 2, 1, b).
true_cell(s48, 2, 2, x).
true_cell(s48, 2, 3, x).
true_cell(s48, 3, 1, b).
true_cell(s48, 3, 2, x).
true_cell(s48, 3, 3, o).
true_cell(s49, 1, 1, x).
true_cell(s49, 1, 2, x).
true_cell(s49, 1, 3, x).
true_cell(s49, 2, 1, b).
true_cell(s49, 2, 2, o).
true_cell(s49, 2, 3, o).
true_cell(s49, 3, 1, o).
true_cell(s49, 3, 2, x).
true_cell(s49, 3, 3, b).
true_cell(s50, 1, 1, o).
true_cell(s50, 1, 2, x).
true_cell(s50, 1, 3, x).
true_cell(s50, 2, 1, x).
true_cell(s50, 2, 2, b).
true_cell(s50, 2, 3, o).
true_cell(s50, 3, 1, o).
true_cell(s50, 3, 2, x).
true_cell(s50, 3, 3, o).
true_cell(s51, 1, 1, x).
true_cell(s51, 1, 2, o).
true_cell(s51, 1, 3, x).
true_cell(s51, 2, 1, o).
true_cell(s51, 2, 2, o).
true_cell(s51, 2, 3, o).
true_cell(s51, 3, 1, b).
true_cell(s51, 3, 2, x).
true_cell(s51, 3, 3, x).
true_cell(s52, 1, 1, x).
true_cell(s52, 1, 2, x).
true_cell(s52, 1, 3, x).
true_cell(s52, 2, 1, b).
true_cell(s52, 2, 2, x).
true_cell(s52, 2, 3, o).
true_cell(s52, 3, 1, o).
true_cell(s52, 3, 2, o).
true_cell(s52, 3, 3, b).
true_cell(s53, 1, 1, b).
true_cell(s53, 1, 2, x).
true_cell(s53, 1, 3, x).
true_cell(s53, 2, 1, x).
true_cell(s53, 2, 2, o).
true_cell(s53, 2, 3, x).
true_cell(s53, 3, 1, o).
true_cell(s53, 3, 2, o).
true_cell(s53, 3, 3, o).
true_cell(s54, 1, 1, o).
true_cell(s54, 1, 2, x).
true_cell(s54, 1, 3, x).
true_cell(s54, 2, 1, o).
true_cell(s54, 2, 2, x).
true_cell(s54, 2, 3, x).
true_cell(s54, 3, 1, o).
true_cell(s54, 3, 2, o).
true_cell(s54, 3, 3, b).
true_cell(s55, 1, 1, o).
true_cell(s55, 1, 2, x).
true_cell(s55, 1, 3, o).
true_cell(s55, 2, 1, x).
true_cell(s55, 2, 2, x).
true_cell(s55, 2, 3, x).
true_cell(s55, 3, 1, x).
true_cell(s55, 3, 2, o).
true_cell(s55, 3, 3, o).
true_cell(s56, 1, 1, x).
true_cell(s56, 1, 2, x).
true_cell(s56, 1, 3, x).
true_cell(s56, 2, 1, b).
true_cell(s56, 2, 2, o).
true_cell(s56, 2, 3, x).
true_cell(s56, 3, 1, b).
true_cell(s56, 3, 2, o).
true_cell(s56, 3, 3, o).
true_cell(s57, 1, 1, o).
true_cell(s57, 1, 2, b).
true_cell(s57, 1, 3, x).
true_cell(s57, 2, 1, x).
true_cell(s57, 2, 2, o).
true_cell(s57, 2, 3, x).
true_cell(s57, 3, 1, b).
true_cell(s57, 3, 2, b).
true_cell(s57, 3, 3, o).
true_cell(s58, 1, 1, x).
true_cell(s58, 1, 2, x).
true_cell(s58, 1, 3, o).
true_cell(s58, 2, 1, x).
true_cell(s58, 2, 2, x).
true_cell(s58, 2, 3, o).
true_cell(s58, 3, 1, o).
true_cell(s58, 3, 2, o).
true_cell(s58, 3, 3, x).
true_cell(s59, 1, 1, b).
true_cell(s59, 1, 2, b).
true_cell(s59, 1, 3, b).
true_cell(s59, 2, 1, x).
true_cell(s59, 2, 2, o).
true_cell(s59, 2, 3, o).
true_cell(s59, 3, 1, b).
true_cell(s59, 3, 2, x).
true_cell(s59, 3, 3, x).
true_cell(s60, 1, 1, x).
true_cell(s60, 1, 2, b).
true_cell(s60, 1, 3, x).
true_cell(s60, 2, 1, o).
true_cell(s60, 2, 2, x).
true_cell(s60, 2, 3, o).
true_cell(s60, 3, 1, o).
true_cell(s60, 3, 2, b).
true_cell(s60, 3, 3, x).
true_cell(s61, 1, 1, b).
true_cell(s61, 1, 2, o).
true_cell(s61, 1, 3, x).
true_cell(s61, 2, 1, o).
true_cell(s61, 2, 2, x).
true_cell(s61, 2, 3, b).
true_cell(s61, 3, 1, x).
true_cell(s61, 3, 2, o).
true_cell(s61, 3, 3, x).
true_cell(s62, 1, 1, b).
true_cell(s62, 1, 2, o).
true_cell(s62, 1, 3, b).
true_cell(s62, 2, 1, b).
true_cell(s62, 2, 2, b).
true_cell(s62, 2, 3, o).
true_cell(s62, 3, 1, x).
true_cell(s62, 3, 2, x).
true_cell(s62, 3, 3, x).
true_cell(s63, 1, 1, o).
true_cell(s63, 1, 2, x).
true_cell(s63, 1, 3, x).
true_cell(s63, 2, 1, b).
true_cell(s63, 2, 2, b).
true_cell(s63, 2, 3, x).
true_cell(s63, 3, 1, o).
true_cell(s63, 3, 2, b).
true_cell(s63, 3, 3, b).
true_cell(s64, 1, 1, o).
true_cell(s64, 1, 2, x).
true_cell(s64, 1, 3, x).
true_cell(s64, 2, 1, b).
true_cell(s64, 2, 2, x).
true_cell(s64, 2, 3, b).
true_cell(s64, 3, 1, b).
true_cell(s64, 3, 2, o).
true_cell(s64, 3, 3, b).
true_cell(s65, 1, 1, o).
true_cell(s65, 1, 2, x).
true_cell(s65, 1, 3, o).
true_cell(s65, 2, 1, o).
true_cell(s65, 2, 2, x).
true_cell(s65, 2, 3, b).
true_cell(s65, 3, 1, x).
true_cell(s65, 3, 2, x).
true_cell(s65, 3, 3, b).
true_cell(s66, 1, 1, o).
true_cell(s66, 1, 2, o).
true_cell(s66, 1, 3, b).
true_cell(s66, 2, 1, b).
true_cell(s66, 2, 2, x).
true_cell(s66, 2, 3, x).
true_cell(s66, 3, 1, o).
true_cell(s66, 3, 2, x).
true_cell(s66, 3, 3, x).
true_cell(s67, 1, 1, x).
true_cell(s67, 1, 2, x).
true_cell(s67, 1, 3, b).
true_cell(s67, 2, 1, x).
true_cell(s67, 2, 2, o).
true_cell(s67, 2, 3, o).
true_cell(s67, 3, 1, x).
true_cell(s67, 3, 2, o).
true_cell(s67, 3, 3, b).
true_cell(s68, 1, 1, x).
true_cell(s68, 1, 2, x).
true_cell(s68, 1, 3, o).
true_cell(s68, 2, 1, x).
true_cell(s68, 2, 2, o).
true_cell(s68, 2, 3, o).
true_cell(s68, 3, 1, o).
true_cell(s68, 3, 2, b).
true_cell(s68, 3, 3, x).
true_cell(s69, 1, 1, x).
true_cell(s69, 1, 2, x).
true_cell(s69, 1, 3, b).
true_cell(s69, 2, 1, b).
true_cell(s69, 2, 2, x).
true_cell(s69, 2, 3, b).
true_cell(s69, 3, 1, o).
true_cell(s69, 3, 2, o).
true_cell(s69, 3, 3, o).
true_cell(s70, 1, 1, b).
true_cell(s70, 1, 2, b).
true_cell(s70, 1, 3, x).
true_cell(s70, 2, 1, o).
true_cell(s70, 2, 2, o).
true_cell(s70, 2, 3, o).
true_cell(s70, 3, 1, b).
true_cell(s70, 3, 2, x).
true_cell(s70, 3, 3, x).
true_cell(s71, 1, 1, x).
true_cell(s71, 1, 2, b).
true_cell(s71, 1, 3, o).
true_cell(s71, 2, 1, o).
true_cell(s71, 2, 2, x).
true_cell(s71, 2, 3, b).
true_cell(s71, 3, 1, x).
true_cell(s71, 3, 2, o).
true_cell(s71, 3, 3, x).
true_cell(s72, 1, 1, o).
true_cell(s72, 1, 2, o).
true_cell(s72, 1, 3, b).
true_cell(s72, 2, 1, o).
true_cell(s72, 2, 2, x).
true_cell(s72, 2, 3, x).
true_cell(s72, 3, 1, x).
true_cell(s72, 3, 2, x).
true_cell(s72, 3, 3, b).
true_cell(s73, 1, 1, o).
true_cell(s73, 1, 2, x).
true_cell(s73, 1, 3, x).
true_cell(s73, 2, 1, x).
true_cell(s73, 2, 2, o).
true_cell(s73, 2, 3, x).
true_cell(s73, 3, 1, o).
true_cell(s73, 3, 2, o).
true_cell(s73, 3, 3, x).
true_cell(s74, 1, 1, x).
true_cell(s74, 1, 2, x).
true_cell(s74, 1, 3, o).
true_cell(s74, 2, 1, b).
true_cell(s74, 2, 2, o).
true_cell(s74, 2, 3, b).
true_cell(s74, 3, 1, o).
true_cell(s74, 3, 2, b).
true_cell(s74, 3, 3, x).
true_cell(s75, 1, 1, x).
true_cell(s75, 1, 2, b).
true_cell(s75, 1, 3, o).
true_cell(s75, 2, 1, b).
true_cell(s75, 2, 2, b).
true_cell(s75, 2, 3, x).
true_cell(s75, 3, 1, o).
true_cell(s75, 3, 2, b).
true_cell(s75, 3, 3, b).
true_cell(s76, 1, 1, b).
true_cell(s76, 1, 2, b).
true_cell(s76, 1, 3, o).
true_cell(s76, 2, 1, b).
true_cell(s76, 2, 2, b).
true_cell(s76, 2, 3, o).
true_cell(s76, 3, 1, b).
true_cell(s76, 3, 2, x).
true_cell(s76, 3, 3, x).
true_cell(s77, 1, 1, b).
true_cell(s77, 1, 2, b).
true_cell(s77, 1, 3, o).
true_cell(s77, 2, 1, o).
true_cell(s77, 2, 2, b).
true_cell(s77, 2, 3, x).
true_cell(s77, 3, 1, b).
true_cell(s77, 3, 2, b).
true_cell(s77, 3, 3, x).
true_cell(s78, 1, 1, x).
true_cell(s78, 1, 2, o).
true_cell(s78, 1, 3, b).
true_cell(s78, 2, 1, b).
true_cell(s78, 2, 2, b).
true_cell(s78, 2, 3, o).
true_cell(s78, 3, 1, b).
true_cell(s78, 3, 2, b).
true_cell(s78, 3, 3, x).
true_cell(s79, 1, 1, o).
true_cell(s79, 1, 2, x).
true_cell(s79, 1, 3, b).
true_cell(s79, 2, 1, o).
true_cell(s79, 2, 2, b).
true_cell(s79, 2, 3, b).
true_cell(s79, 3, 1, x).
true_cell(s79, 3, 2, b).
true_cell(s79, 3, 3, b).
true_cell(s80, 1, 1, o).
true_cell(s80, 1, 2, x).
true_cell(s80, 1, 3, b).
true_cell(s80, 2, 1, o).
true_cell(s80, 2, 2, x).
true_cell(s80, 2, 3, b).
true_cell(s80, 3, 1, o).
true_cell(s80, 3, 2, b).
true_cell(s80, 3, 3, x).

% types
state(s1).
state(s2).
state(s3).
state(s4).
state(s5).
state(s6).
state(s7).
state(s8).
state(s9).
state(s10).
state(s11).
state(s12).
state(s13).
state(s14).
state(s15).
state(s16).
state(s17).
state(s18).
state(s19).
state(s20).
state(s21).
state(s22).
state(s23).
state(s24).
state(s25).
state(s26).
state(s27).
state(s28).
state(s29).
state(s30).
state(s31).
state(s32).
state(s33).
state(s34).
state(s35).
state(s36).
state(s37).
state(s38).
state(s39).
state(s40).
state(s41).
state(s42).
state(s43).
state(s44).
state(s45).
state(s46).
state(s47).
state(s48).
state(s49).
state(s50).
state(s51).
state(s52).
state(s53).
state(s54).
state(s55).
state(s56).
state(s57).
state(s58).
state(s59).
state(s60).
state(s61).
state(s62).
state(s63).
state(s64).
state(s65).
state(s66).
state(s67).
state(s68).
state(s69).
state(s70).
state(s71).
state(s72).
state(s73).
state(s74).
state(s75).
state(s76).
state(s77).
state(s78).
state(s79).
state(s80).
coord(1).
coord(2).
coord(3).
mark(x).
mark(o).
mark(b).
