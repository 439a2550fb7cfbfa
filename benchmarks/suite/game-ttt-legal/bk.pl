% Tic-tac-toe positions (no line yet).  State S: true_cell(S, X, Y, Mark) with
% Mark x, o or b (blank); control(S, Player): whose turn it is.
% Players are named by their marks.
true_cell(s1, 1, 1, b).
true_cell(s1, 1, 2, x).
true_cell(s1, 1, 3, x).
true_cell(s1, 2, 1, o).
true_cell(s1, 2, 2, o).
true_cell(s1, 2, 3, b).
true_cell(s1, 3, 1, b).
true_cell(s1, 3, 2, b).
true_cell(s1, 3, 3, x).
true_cell(s2, 1, 1, b).
true_cell(s2, 1, 2, b).
true_cell(s2, 1, 3, b).
true_cell(s2, 2, 1, b).
true_cell(s2, 2, 2, b).
true_cell(s2, 2, 3, b).
true_cell(s2, 3, 1, b).
true_cell(s2, 3, 2, b).
true_cell(s2, 3, 3, b).
true_cell(s3, 1, 1, b).
true_cell(s3, 1, 2, b).
true_cell(s3, 1, 3, b).
true_cell(s3, 2, 1, o).
true_cell(s3, 2, 2, b).
true_cell(s3, 2, 3, x).
true_cell(s3, 3, 1, b).
true_cell(s3, 3, 2, b).
true_cell(s3, 3, 3, b).
true_cell(s4, 1, 1, b).
true_cell(s4, 1, 2, x).
true_cell(s4, 1, 3, b).
true_cell(s4, 2, 1, b).
true_cell(s4, 2, 2, x).
true_cell(s4, 2, 3, b).
true_cell(s4, 3, 1, b).
true_cell(s4, 3, 2, b).
true_cell(s4, 3, 3, o).
true_cell(s5, 1, 1, o).
true_cell(s5, 1, 2, o).
true_cell(s5, 1, 3, b).
true_cell(s5, 2, 1, x).
true_cell(s5, 2, 2, x).
true_cell(s5, 2, 3, b).
true_cell(s5, 3, 1, b).
true_cell(s5, 3, 2, x).
true_cell(s5, 3, 3, b).
true_cell(s6, 1, 1, b).
true_cell(s6, 1, 2, b).
true_cell(s6, 1, 3, b).
true_cell(s6, 2, 1, b).
true_cell(s6, 2, 2, b).
true_cell(s6, 2, 3, b).
true_cell(s6, 3, 1, b).
true_cell(s6, 3, 2, b).
true_cell(s6, 3, 3, x).
true_cell(s7, 1, 1, o).
true_cell(s7, 1, 2, o).
true_cell(s7, 1, 3, b).
true_cell(s7, 2, 1, b).
true_cell(s7, 2, 2, x).
true_cell(s7, 2, 3, b).
true_cell(s7, 3, 1, b).
true_cell(s7, 3, 2, x).
true_cell(s7, 3, 3, b).
true_cell(s8, 1, 1, b).
true_cell(s8, 1, 2, b).
true_cell(s8, 1, 3, b).
true_cell(s8, 2, 1, b).
true_cell(s8, 2, 2, b).
true_cell(s8, 2, 3, b).
true_cell(s8, 3, 1, b).
true_cell(s8, 3, 2, b).
true_cell(s8, 3, 3, b).
true_cell(s9, 1, 1, b).
true_cell(s9, 1, 2, b).
true_cell(s9, 1, 3, o).
true_cell(s9, 2, 1, o).
true_cell(s9, 2, 2, b).
true_cell(s9, 2, 3, b).
true_cell(s9, 3, 1, x).
true_cell(s9, 3, 2, x).
true_cell(s9, 3, 3, b).
true_cell(s10, 1, 1, b).
true_cell(s10, 1, 2, b).
true_cell(s10, 1, 3, b).
true_cell(s10, 2, 1, b).
true_cell(s10, 2, 2, b).
true_cell(s10, 2, 3, b).
true_cell(s10, 3, 1, b).
true_cell(s10, 3, 2, x).
true_cell(s10, 3, 3, b).
true_cell(s11, 1, 1, b).
true_cell(s11, 1, 2, b).
true_cell(s11, 1, 3, b).
true_cell(s11, 2, 1, b).
true_cell(s11, 2, 2, b).
true_cell(s11, 2, 3, b).
true_cell(s11, 3, 1, b).
true_cell(s11, 3, 2, b).
true_cell(s11, 3, 3, x).
true_cell(s12, 1, 1, b).
true_cell(s12, 1, 2, b).
true_cell(s12, 1, 3, b).
true_cell(s12, 2, 1, b).
true_cell(s12, 2, 2, b).
true_cell(s12, 2, 3, b).
true_cell(s12, 3, 1, b).
true_cell(s12, 3, 2, b).
true_cell(s12, 3, 3, b).
true_cell(s13, 1, 1, x).
true_cell(s13, 1, 2, o).
true_cell(s13, 1, 3, o).
true_cell(s13, 2, 1, o).
true_cell(s13, 2, 2, b).
true_cell(s13, 2, 3, x).
true_cell(s13, 3, 1, b).
true_cell(s13, 3, 2, x).
true_cell(s13, 3, 3, x).
true_cell(s14, 1, 1, b).
true_cell(s14, 1, 2, x).
true_cell(s14, 1, 3, b).
true_cell(s14, 2, 1, b).
true_cell(s14, 2, 2, b).
true_cell(s14, 2, 3, b).
true_cell(s14, 3, 1, b).
true_cell(s14, 3, 2, o).
true_cell(s14, 3, 3, b).
true_cell(s15, 1, 1, b).
true_cell(s15, 1, 2, x).
true_cell(s15, 1, 3, b).
true_cell(s15, 2, 1, o).
true_cell(s15, 2, 2, x).
true_cell(s15, 2, 3, b).
true_cell(s15, 3, 1, x).
true_cell(s15, 3, 2, o).
true_cell(s15, 3, 3, o).
true_cell(s16, 1, 1, o).
true_cell(s16, 1, 2, b).
true_cell(s16, 1, 3, b).
true_cell(s16, 2, 1, x).
true_cell(s16, 2, 2, x).
true_cell(s16, 2, 3, b).
true_cell(s16, 3, 1, x).
true_cell(s16, 3, 2, o).
true_cell(s16, 3, 3, o).
true_cell(s17, 1, 1, b).
true_cell(s17, 1, 2, x).
true_cell(s17, 1, 3, b).
true_cell(s17, 2, 1, b).
true_cell(s17, 2, 2, b).
true_cell(s17, 2, 3, b).
true_cell(s17, 3, 1, o).
true_cell(s17, 3, 2, b).
true_cell(s17, 3, 3, b).
true_cell(s18, 1, 1, b).
true_cell(s18, 1, 2, b).
true_cell(s18, 1, 3, b).
true_cell(s18, 2, 1, b).
true_cell(s18, 2, 2, b).
true_cell(s18, 2, 3, b).
true_cell(s18, 3, 1, b).
true_cell(s18, 3, 2, b).
true_cell(s18, 3, 3, b).
true_cell(s19, 1, 1, b).
true_cell(s19, 1, 2, x).
true_cell(s19, 1, 3, o).
true_cell(s19, 2, 1, b).
true_cell(s19, 2, 2, x).
true_cell(s19, 2, 3, x).
true_cell(s19, 3, 1, o).
true_cell(s19, 3, 2, b).
true_cell(s19, 3, 3, b).
true_cell(s20, 1, 1, b).
true_cell(s20, 1, 2, o).
true_cell(s20, 1, 3, x).
true_cell(s20, 2, 1, b).
true_cell(s20, 2, 2, b).
true_cell(s20, 2, 3, x).
true_cell(s20, 3, 1, b).
true_cell(s20, 3, 2, b).
true_cell(s20, 3, 3, o).
true_cell(s21, 1, 1, x).
true_cell(s21, 1, 2, b).
true_cell(s21, 1, 3, b).
true_cell(s21, 2, 1, b).
true_cell(s21, 2, 2, b).
true_cell(s21, 2, 3, b).
true_cell(s21, 3, 1, b).
true_cell(s21, 3, 2, b).
true_cell(s21, 3, 3, b).
true_cell(s22, 1, 1, x).
true_cell(s22, 1, 2, b).
true_cell(s22, 1, 3, b).
true_cell(s22, 2, 1, b).
true_cell(s22, 2, 2, o).
true_cell(s22, 2, 3, b).
true_cell(s22, 3, 1, b).
true_cell(s22, 3, 2, b).
true_cell(s22, 3, 3, b).
true_cell(s23, 1, 1, o).
true_cell(s23, 1, 2, o).
true_cell(s23, 1, 3, b).
true_cell(s23, 2, 1, b).
true_cell(s23, 2, 2, x).
true_cell(s23, 2, 3, x).
true_cell(s23, 3, 1, b).
true_cell(s23, 3, 2, b).
true_cell(s23, 3, 3, x).
true_cell(s24, 1, 1, b).
true_cell(s24, 1, 2, b).
true_cell(s24, 1, 3, b).
true_cell(s24, 2, 1, b).
true_cell(s24, 2, 2, b).
true_cell(s24, 2, 3, x).
true_cell(s24, 3, 1, b).
true_cell(s24, 3, 2, o).
true_cell(s24, 3, 3, b).
true_cell(s25, 1, 1, b).
true_cell(s25, 1, 2, x).
true_cell(s25, 1, 3, x).
true_cell(s25, 2, 1, o).
true_cell(s25, 2, 2, x).
true_cell(s25, 2, 3, x).
true_cell(s25, 3, 1, b).
true_cell(s25, 3, 2, o).
true_cell(s25, 3, 3, o).
true_cell(s26, 1, 1, b).
true_cell(s26, 1, 2, b).
true_cell(s26, 1, 3, b).
true_cell(s26, 2, 1, o).
true_cell(s26, 2, 2, x).
true_cell(s26, 2, 3, b).
true_cell(s26, 3, 1, b).
true_cell(s26, 3, 2, x).
true_cell(s26, 3, 3, b).
true_cell(s27, 1, 1, x).
true_cell(s27, 1, 2, b).
true_cell(s27, 1, 3, b).
true_cell(s27, 2, 1, b).
true_cell(s27, 2, 2, b).
true_cell(s27, 2, 3, b).
true_cell(s27, 3, 1, b).
true_cell(s27, 3, 2, o).
true_cell(s27, 3, 3, b).
true_cell(s28, 1, 1, b).
true_cell(s28, 1, 2, b).
true_cell(s28, 1, 3, b).
true_cell(s28, 2, 1, b).
true_cell(s28, 2, 2, b).
true_cell(s28, 2, 3, b).
true_cell(s28, 3, 1, b).
true_cell(s28, 3, 2, x).
true_cell(s28, 3, 3, b).
true_cell(s29, 1, 1, b).
true_cell(s29, 1, 2, o).
true_cell(s29, 1, 3, x).
true_cell(s29, 2, 1, b).
true_cell(s29, 2, 2, b).
true_cell(s29, 2, 3, x).
true_cell(s29, 3, 1, x).
true_cell(s29, 3, 2, o).
true_cell(s29, 3, 3, o).
true_cell(s30, 1, 1, b).
true_cell(s30, 1, 2, b).
true_cell(s30, 1, 3, b).
true_cell(s30, 2, 1, b).
true_cell(s30, 2, 2, o).
true_cell(s30, 2, 3, b).
true_cell(s30, 3, 1, b).
true_cell(s30, 3, 2, x).
true_cell(s30, 3, 3, b).
control(s1, o).
control(s2, x).
control(s3, x).
control(s4, o).
control(s5, o).
control(s6, o).
control(s7, x).
control(s8, x).
control(s9, x).
control(s10, o).
control(s11, o).
control(s12, x).
control(s13, o).
control(s14, x).
control(s15, x).
control(s16, x).
control(s17, x).
control(s18, x).
control(s19, o).
control(s20, x).
control(s21, o).
control(s22, x).
control(s23, o).
control(s24, x).
control(s25, o).
control(s26, o).
control(s27, x).
control(s28, o).
control(s29, x).
control(s30, x).
opponent(x, o).
opponent(o, x).
