% The counter's next value.   read_all(counter).
:- set(i, 2).
:- set(clauselength, 4).
:- set(noise, 0).

:- modeh(1, next_value(+state, +int)).
:- modeb(1, does(+state, #agent, #action)).
:- modeb(1, true_value(+state, -int)).
:- modeb(1, my_succ(-int, +int)).
:- modeb(1, my_succ(+int, -int)).
:- modeb(1, ((+int) = (#int))).

:- determination(next_value/2, does/3).
:- determination(next_value/2, true_value/2).
:- determination(next_value/2, my_succ/2).
:- determination(next_value/2, '='/2).

% A counter game: pressing the button sets the counter to 5, otherwise it
% decays by one a step and stays at 0.  State S: true_value(S, V),
% does(S, Agent, Action).
true_value(s1, 5).
true_value(s2, 2).
true_value(s3, 1).
true_value(s4, 2).
true_value(s5, 0).
true_value(s6, 4).
true_value(s7, 5).
true_value(s8, 5).
true_value(s9, 2).
true_value(s10, 4).
true_value(s11, 1).
true_value(s12, 2).
true_value(s13, 4).
true_value(s14, 4).
true_value(s15, 3).
true_value(s16, 0).
true_value(s17, 0).
true_value(s18, 0).
true_value(s19, 2).
true_value(s20, 1).
true_value(s21, 0).
true_value(s22, 4).
true_value(s23, 2).
true_value(s24, 2).
true_value(s25, 4).
true_value(s26, 2).
true_value(s27, 4).
true_value(s28, 1).
true_value(s29, 4).
true_value(s30, 0).
true_value(s31, 4).
true_value(s32, 5).
true_value(s33, 4).
true_value(s34, 0).
true_value(s35, 1).
true_value(s36, 0).
true_value(s37, 4).
true_value(s38, 5).
true_value(s39, 2).
true_value(s40, 3).
true_value(s41, 5).
true_value(s42, 3).
true_value(s43, 1).
true_value(s44, 3).
true_value(s45, 4).
true_value(s46, 0).
true_value(s47, 4).
true_value(s48, 0).
true_value(s49, 1).
true_value(s50, 0).
true_value(s51, 0).
true_value(s52, 0).
true_value(s53, 0).
true_value(s54, 1).
true_value(s55, 4).
true_value(s56, 4).
true_value(s57, 2).
true_value(s58, 0).
true_value(s59, 4).
true_value(s60, 5).
true_value(s61, 0).
true_value(s62, 5).
true_value(s63, 5).
true_value(s64, 5).
true_value(s65, 2).
true_value(s66, 0).
true_value(s67, 1).
true_value(s68, 4).
true_value(s69, 5).
true_value(s70, 5).
does(s1, player, noop).
does(s2, player, noop).
does(s3, player, noop).
does(s4, player, noop).
does(s5, player, noop).
does(s6, player, noop).
does(s7, player, press).
does(s8, player, press).
does(s9, player, press).
does(s10, player, press).
does(s11, player, noop).
does(s12, player, noop).
does(s13, player, noop).
does(s14, player, press).
does(s15, player, press).
does(s16, player, press).
does(s17, player, noop).
does(s18, player, press).
does(s19, player, press).
does(s20, player, noop).
does(s21, player, noop).
does(s22, player, press).
does(s23, player, noop).
does(s24, player, press).
does(s25, player, press).
does(s26, player, noop).
does(s27, player, press).
does(s28, player, noop).
does(s29, player, press).
does(s30, player, noop).
does(s31, player, noop).
does(s32, player, press).
does(s33, player, noop).
does(s34, player, noop).
does(s35, player, press).
does(s36, player, noop).
does(s37, player, press).
does(s38, player, press).
does(s39, player, noop).
does(s40, player, noop).
does(s41, player, press).
does(s42, player, noop).
does(s43, player, press).
does(s44, player, noop).
does(s45, player, press).
does(s46, player, press).
does(s47, player, noop).
does(s48, player, noop).
does(s49, player, noop).
does(s50, player, noop).
does(s51, player, press).
does(s52, player, noop).
does(s53, player, noop).
does(s54, player, noop).
does(s55, player, press).
does(s56, player, noop).
does(s57, player, noop).
does(s58, player, noop).
does(s59, player, noop).
does(s60, player, noop).
does(s61, player, noop).
does(s62, player, noop).
does(s63, player, press).
does(s64, player, noop).
does(s65, player, noop).
does(s66, player, noop).
does(s67, player, noop).
does(s68, player, noop).
does(s69, player, press).
does(s70, player, press).
my_succ(0, 1).
my_succ(1, 2).
my_succ(2, 3).
my_succ(3, 4).
my_succ(4, 5).
my_succ(5, 6).

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
int(0).
int(1).
int(2).
int(3).
int(4).
int(5).
int(6).
agent(player).
action(press).
action(noop).
