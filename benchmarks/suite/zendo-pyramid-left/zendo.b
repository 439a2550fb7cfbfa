% Zendo, positive examples only: read_all(zendo).  Random scenes for the posonly
% evaluation are drawn through the type predicate scene/1 (all scenes of the background).
:- set(evalfn, posonly).
:- set(i, 2).
:- set(clauselength, 5).
:- set(gsamplesize, 100).

:- modeh(1, zendo(+scene)).
:- modeb(*, in_scene(+scene, -piece)).
:- modeb(1, colour(+piece, #colour)).
:- modeb(1, size(+piece, #size)).
:- modeb(1, shape(+piece, #shape)).
:- modeb(*, touches(+piece, -piece)).
:- modeb(*, left_of(+piece, -piece)).

:- determination(zendo/1, in_scene/2).
:- determination(zendo/1, colour/2).
:- determination(zendo/1, size/2).
:- determination(zendo/1, shape/2).
:- determination(zendo/1, touches/2).
:- determination(zendo/1, left_of/2).

:- style_check(-discontiguous).

% types
scene(s1).
scene(s2).
scene(s3).
scene(s4).
scene(s5).
scene(s6).
scene(s7).
scene(s8).
scene(s9).
scene(s10).
scene(s11).
scene(s12).
scene(s13).
scene(s14).
scene(s15).
scene(s16).
scene(s17).
scene(s18).
scene(s19).
scene(s20).
scene(s21).
scene(s22).
scene(s23).
scene(s24).
scene(s25).
scene(s26).
scene(s27).
scene(s28).
scene(s29).
scene(s30).
scene(s31).
scene(s32).
scene(s33).
scene(s34).
scene(s35).
scene(s36).
scene(s37).
scene(s38).
scene(s39).
scene(s40).
scene(s41).
scene(s42).
scene(s43).
scene(s44).
scene(s45).
scene(s46).
scene(s47).
scene(s48).
scene(s49).
scene(s50).
scene(s51).
scene(s52).
scene(s53).
scene(s54).
scene(s55).
scene(s56).
scene(s57).
scene(s58).
scene(s59).
scene(s60).
scene(s61).
scene(s62).
scene(s63).
scene(s64).
scene(s65).
scene(s66).
scene(s67).
scene(s68).
scene(s69).
scene(s70).
scene(s71).
scene(s72).
scene(s73).
scene(s74).
scene(s75).
scene(s76).
scene(s77).
scene(s78).
scene(s79).
scene(s80).
scene(s81).
scene(s82).
scene(s83).
scene(s84).
scene(s85).
scene(s86).
scene(s87).
scene(s88).
scene(s89).
scene(s90).
scene(s91).
scene(s92).
scene(s93).
scene(s94).
scene(s95).
scene(s96).
scene(s97).
scene(s98).
scene(s99).
scene(s100).
scene(s101).
scene(s102).
scene(s103).
scene(s104).
scene(s105).
scene(s106).
scene(s107).
scene(s108).
scene(s109).
scene(s110).
scene(s111).
scene(s112).
scene(s113).
scene(s114).
scene(s115).
scene(s116).
scene(s117).
scene(s118).
scene(s119).
scene(s120).
piece(s1_p1).
piece(s1_p2).
piece(s1_p3).
piece(s1_p4).
piece(s2_p1).
piece(s2_p2).
piece(s2_p3).
piece(s3_p1).
piece(s3_p2).
piece(s3_p3).
piece(s3_p4).
piece(s3_p5).
piece(s4_p1).
piece(s4_p2).
piece(s4_p3).
piece(s4_p4).
piece(s4_p5).
piece(s5_p1).
piece(s5_p2).
piece(s5_p3).
piece(s6_p1).
piece(s6_p2).
piece(s6_p3).
piece(s6_p4).
piece(s6_p5).
piece(s7_p1).
piece(s7_p2).
piece(s7_p3).
piece(s7_p4).
piece(s8_p1).
piece(s8_p2).
piece(s8_p3).
piece(s9_p1).
piece(s9_p2).
piece(s9_p3).
piece(s9_p4).
piece(s10_p1).
piece(s10_p2).
piece(s10_p3).
piece(s10_p4).
piece(s10_p5).
piece(s11_p1).
piece(s11_p2).
piece(s11_p3).
piece(s11_p4).
piece(s11_p5).
piece(s12_p1).
piece(s12_p2).
piece(s12_p3).
piece(s12_p4).
piece(s13_p1).
piece(s13_p2).
piece(s13_p3).
piece(s13_p4).
piece(s13_p5).
piece(s14_p1).
piece(s14_p2).
piece(s14_p3).
piece(s15_p1).
piece(s15_p2).
piece(s15_p3).
piece(s16_p1).
piece(s16_p2).
piece(s16_p3).
piece(s17_p1).
piece(s17_p2).
piece(s17_p3).
piece(s17_p4).
piece(s17_p5).
piece(s18_p1).
piece(s18_p2).
piece(s18_p3).
piece(s18_p4).
piece(s19_p1).
piece(s19_p2).
piece(s19_p3).
piece(s19_p4).
piece(s19_p5).
piece(s20_p1).
piece(s20_p2).
piece(s20_p3).
piece(s20_p4).
piece(s21_p1).
piece(s21_p2).
piece(s22_p1).
piece(s22_p2).
piece(s22_p3).
piece(s22_p4).
piece(s22_p5).
piece(s23_p1).
piece(s23_p2).
piece(s23_p3).
piece(s24_p1).
piece(s24_p2).
piece(s24_p3).
piece(s25_p1).
piece(s25_p2).
piece(s25_p3).
piece(s26_p1).
piece(s26_p2).
piece(s26_p3).
piece(s27_p1).
piece(s27_p2).
piece(s27_p3).
piece(s28_p1).
piece(s28_p2).
piece(s28_p3).
piece(s28_p4).
piece(s29_p1).
piece(s29_p2).
piece(s29_p3).
piece(s29_p4).
piece(s30_p1).
piece(s30_p2).
piece(s30_p3).
piece(s30_p4).
piece(s30_p5).
piece(s31_p1).
piece(s31_p2).
piece(s31_p3).
piece(s32_p1).
piece(s32_p2).
piece(s32_p3).
piece(s33_p1).
piece(s33_p2).
piece(s33_p3).
piece(s33_p4).
piece(s34_p1).
piece(s34_p2).
piece(s34_p3).
piece(s34_p4).
piece(s34_p5).
piece(s35_p1).
piece(s35_p2).
piece(s36_p1).
piece(s36_p2).
piece(s37_p1).
piece(s37_p2).
piece(s37_p3).
piece(s37_p4).
piece(s38_p1).
piece(s38_p2).
piece(s38_p3).
piece(s39_p1).
piece(s39_p2).
piece(s39_p3).
piece(s40_p1).
piece(s40_p2).
piece(s40_p3).
piece(s40_p4).
piece(s40_p5).
piece(s41_p1).
piece(s41_p2).
piece(s41_p3).
piece(s41_p4).
piece(s41_p5).
piece(s42_p1).
piece(s42_p2).
piece(s42_p3).
piece(s42_p4).
piece(s42_p5).
piece(s43_p1).
piece(s43_p2).
piece(s43_p3).
piece(s44_p1).
piece(s44_p2).
piece(s44_p3).
piece(s44_p4).
piece(s44_p5).
piece(s45_p1).
piece(s45_p2).
piece(s45_p3).
piece(s46_p1).
piece(s46_p2).
piece(s46_p3).
piece(s47_p1).
piece(s47_p2).
piece(s47_p3).
piece(s47_p4).
piece(s47_p5).
piece(s48_p1).
piece(s48_p2).
piece(s48_p3).
piece(s48_p4).
piece(s48_p5).
piece(s49_p1).
piece(s49_p2).
piece(s49_p3).
piece(s49_p4).
piece(s49_p5).
piece(s50_p1).
piece(s50_p2).
piece(s51_p1).
piece(s51_p2).
piece(s51_p3).
piece(s51_p4).
piece(s52_p1).
piece(s52_p2).
piece(s52_p3).
piece(s52_p4).
piece(s52_p5).
piece(s53_p1).
piece(s53_p2).
piece(s53_p3).
piece(s53_p4).
piece(s53_p5).
piece(s54_p1).
piece(s54_p2).
piece(s54_p3).
piece(s54_p4).
piece(s55_p1).
piece(s55_p2).
piece(s55_p3).
piece(s55_p4).
piece(s56_p1).
piece(s56_p2).
piece(s56_p3).
piece(s57_p1).
piece(s57_p2).
piece(s57_p3).
piece(s57_p4).
piece(s57_p5).
piece(s58_p1).
piece(s58_p2).
piece(s58_p3).
piece(s59_p1).
piece(s59_p2).
piece(s59_p3).
piece(s59_p4).
piece(s59_p5).
piece(s60_p1).
piece(s60_p2).
piece(s60_p3).
piece(s61_p1).
piece(s61_p2).
piece(s61_p3).
piece(s61_p4).
piece(s61_p5).
piece(s62_p1).
piece(s62_p2).
piece(s62_p3).
piece(s62_p4).
piece(s63_p1).
piece(s63_p2).
piece(s63_p3).
piece(s63_p4).
piece(s64_p1).
piece(s64_p2).
piece(s64_p3).
piece(s64_p4).
piece(s64_p5).
piece(s65_p1).
piece(s65_p2).
piece(s65_p3).
piece(s65_p4).
piece(s65_p5).
piece(s66_p1).
piece(s66_p2).
piece(s66_p3).
piece(s66_p4).
piece(s66_p5).
piece(s67_p1).
piece(s67_p2).
piece(s67_p3).
piece(s67_p4).
piece(s68_p1).
piece(s68_p2).
piece(s68_p3).
piece(s68_p4).
piece(s69_p1).
piece(s69_p2).
piece(s69_p3).
piece(s69_p4).
piece(s69_p5).
piece(s70_p1).
piece(s70_p2).
piece(s71_p1).
piece(s71_p2).
piece(s71_p3).
piece(s71_p4).
piece(s72_p1).
piece(s72_p2).
piece(s73_p1).
piece(s73_p2).
piece(s73_p3).
piece(s73_p4).
piece(s73_p5).
piece(s74_p1).
piece(s74_p2).
piece(s74_p3).
piece(s74_p4).
piece(s74_p5).
piece(s75_p1).
piece(s75_p2).
piece(s76_p1).
piece(s76_p2).
piece(s76_p3).
piece(s76_p4).
piece(s76_p5).
piece(s77_p1).
piece(s77_p2).
piece(s77_p3).
piece(s77_p4).
piece(s77_p5).
piece(s78_p1).
piece(s78_p2).
piece(s78_p3).
piece(s78_p4).
piece(s79_p1).
piece(s79_p2).
piece(s79_p3).
piece(s79_p4).
piece(s79_p5).
piece(s80_p1).
piece(s80_p2).
piece(s80_p3).
piece(s80_p4).
piece(s80_p5).
piece(s81_p1).
piece(s81_p2).
piece(s81_p3).
piece(s81_p4).
piece(s81_p5).
piece(s82_p1).
piece(s82_p2).
piece(s82_p3).
piece(s82_p4).
piece(s83_p1).
piece(s83_p2).
piece(s83_p3).
piece(s84_p1).
piece(s84_p2).
piece(s84_p3).
piece(s85_p1).
piece(s85_p2).
piece(s85_p3).
piece(s85_p4).
piece(s85_p5).
piece(s86_p1).
piece(s86_p2).
piece(s86_p3).
piece(s86_p4).
piece(s87_p1).
piece(s87_p2).
piece(s87_p3).
piece(s87_p4).
piece(s88_p1).
piece(s88_p2).
piece(s88_p3).
piece(s88_p4).
piece(s89_p1).
piece(s89_p2).
piece(s89_p3).
piece(s89_p4).
piece(s90_p1).
piece(s90_p2).
piece(s90_p3).
piece(s90_p4).
piece(s90_p5).
piece(s91_p1).
piece(s91_p2).
piece(s91_p3).
piece(s91_p4).
piece(s91_p5).
piece(s92_p1).
piece(s92_p2).
piece(s93_p1).
piece(s93_p2).
piece(s93_p3).
piece(s93_p4).
piece(s93_p5).
piece(s94_p1).
piece(s94_p2).
piece(s94_p3).
piece(s95_p1).
piece(s95_p2).
piece(s96_p1).
piece(s96_p2).
piece(s96_p3).
piece(s96_p4).
piece(s96_p5).
piece(s97_p1).
piece(s97_p2).
piece(s97_p3).
piece(s97_p4).
piece(s98_p1).
piece(s98_p2).
piece(s98_p3).
piece(s98_p4).
piece(s99_p1).
piece(s99_p2).
piece(s99_p3).
piece(s99_p4).
piece(s100_p1).
piece(s100_p2).
piece(s100_p3).
piece(s100_p4).
piece(s101_p1).
piece(s101_p2).
piece(s101_p3).
piece(s102_p1).
piece(s102_p2).
piece(s102_p3).
piece(s102_p4).
piece(s102_p5).
piece(s103_p1).
piece(s103_p2).
piece(s103_p3).
piece(s103_p4).
piece(s103_p5).
piece(s104_p1).
piece(s104_p2).
piece(s104_p3).
piece(s105_p1).
piece(s105_p2).
piece(s105_p3).
piece(s105_p4).
piece(s105_p5).
piece(s106_p1).
piece(s106_p2).
piece(s107_p1).
piece(s107_p2).
piece(s107_p3).
piece(s107_p4).
piece(s108_p1).
piece(s108_p2).
piece(s108_p3).
piece(s108_p4).
piece(s108_p5).
piece(s109_p1).
piece(s109_p2).
piece(s109_p3).
piece(s110_p1).
piece(s110_p2).
piece(s110_p3).
piece(s110_p4).
piece(s111_p1).
piece(s111_p2).
piece(s112_p1).
piece(s112_p2).
piece(s113_p1).
piece(s113_p2).
piece(s113_p3).
piece(s113_p4).
piece(s114_p1).
piece(s114_p2).
piece(s114_p3).
piece(s114_p4).
piece(s114_p5).
piece(s115_p1).
piece(s115_p2).
piece(s115_p3).
piece(s115_p4).
piece(s116_p1).
piece(s116_p2).
piece(s116_p3).
piece(s116_p4).
piece(s116_p5).
piece(s117_p1).
piece(s117_p2).
piece(s118_p1).
piece(s118_p2).
piece(s118_p3).
piece(s118_p4).
piece(s118_p5).
piece(s119_p1).
piece(s119_p2).
piece(s119_p3).
piece(s120_p1).
piece(s120_p2).
piece(s120_p3).
piece(s120_p4).
piece(s120_p5).
colour(red).
colour(green).
colour(blue).
colour(yellow).
size(small).
size(medium).
size(large).
shape(block).
shape(wedge).
shape(pyramid).

% background: in_scene(Scene, Piece), properties, x positions
in_scene(s1, s1_p1).
in_scene(s1, s1_p2).
in_scene(s1, s1_p3).
in_scene(s1, s1_p4).
in_scene(s2, s2_p1).
in_scene(s2, s2_p2).
in_scene(s2, s2_p3).
in_scene(s3, s3_p1).
in_scene(s3, s3_p2).
in_scene(s3, s3_p3).
in_scene(s3, s3_p4).
in_scene(s3, s3_p5).
in_scene(s4, s4_p1).
in_scene(s4, s4_p2).
in_scene(s4, s4_p3).
in_scene(s4, s4_p4).
in_scene(s4, s4_p5).
in_scene(s5, s5_p1).
in_scene(s5, s5_p2).
in_scene(s5, s5_p3).
in_scene(s6, s6_p1).
in_scene(s6, s6_p2).
in_scene(s6, s6_p3).
in_scene(s6, s6_p4).
in_scene(s6, s6_p5).
in_scene(s7, s7_p1).
in_scene(s7, s7_p2).
in_scene(s7, s7_p3).
in_scene(s7, s7_p4).
in_scene(s8, s8_p1).
in_scene(s8, s8_p2).
in_scene(s8, s8_p3).
in_scene(s9, s9_p1).
in_scene(s9, s9_p2).
in_scene(s9, s9_p3).
in_scene(s9, s9_p4).
in_scene(s10, s10_p1).
in_scene(s10, s10_p2).
in_scene(s10, s10_p3).
in_scene(s10, s10_p4).
in_scene(s10, s10_p5).
in_scene(s11, s11_p1).
in_scene(s11, s11_p2).
in_scene(s11, s11_p3).
in_scene(s11, s11_p4).
in_scene(s11, s11_p5).
in_scene(s12, s12_p1).
in_scene(s12, s12_p2).
in_scene(s12, s12_p3).
in_scene(s12, s12_p4).
in_scene(s13, s13_p1).
in_scene(s13, s13_p2).
in_scene(s13, s13_p3).
in_scene(s13, s13_p4).
in_scene(s13, s13_p5).
in_scene(s14, s14_p1).
in_scene(s14, s14_p2).
in_scene(s14, s14_p3).
in_scene(s15, s15_p1).
in_scene(s15, s15_p2).
in_scene(s15, s15_p3).
in_scene(s16, s16_p1).
in_scene(s16, s16_p2).
in_scene(s16, s16_p3).
in_scene(s17, s17_p1).
in_scene(s17, s17_p2).
in_scene(s17, s17_p3).
in_scene(s17, s17_p4).
in_scene(s17, s17_p5).
in_scene(s18, s18_p1).
in_scene(s18, s18_p2).
in_scene(s18, s18_p3).
in_scene(s18, s18_p4).
in_scene(s19, s19_p1).
in_scene(s19, s19_p2).
in_scene(s19, s19_p3).
in_scene(s19, s19_p4).
in_scene(s19, s19_p5).
in_scene(s20, s20_p1).
in_scene(s20, s20_p2).
in_scene(s20, s20_p3).
in_scene(s20, s20_p4).
in_scene(s21, s21_p1).
in_scene(s21, s21_p2).
in_scene(s22, s22_p1).
in_scene(s22, s22_p2).
in_scene(s22, s22_p3).
in_scene(s22, s22_p4).
in_scene(s22, s22_p5).
in_scene(s23, s23_p1).
in_scene(s23, s23_p2).
in_scene(s23, s23_p3).
in_scene(s24, s24_p1).
in_scene(s24, s24_p2).
in_scene(s24, s24_p3).
in_scene(s25, s25_p1).
in_scene(s25, s25_p2).
in_scene(s25, s25_p3).
in_scene(s26, s26_p1).
in_scene(s26, s26_p2).
in_scene(s26, s26_p3).
in_scene(s27, s27_p1).
in_scene(s27, s27_p2).
in_scene(s27, s27_p3).
in_scene(s28, s28_p1).
in_scene(s28, s28_p2).
in_scene(s28, s28_p3).
in_scene(s28, s28_p4).
in_scene(s29, s29_p1).
in_scene(s29, s29_p2).
in_scene(s29, s29_p3).
in_scene(s29, s29_p4).
in_scene(s30, s30_p1).
in_scene(s30, s30_p2).
in_scene(s30, s30_p3).
in_scene(s30, s30_p4).
in_scene(s30, s30_p5).
in_scene(s31, s31_p1).
in_scene(s31, s31_p2).
in_scene(s31, s31_p3).
in_scene(s32, s32_p1).
in_scene(s32, s32_p2).
in_scene(s32, s32_p3).
in_scene(s33, s33_p1).
in_scene(s33, s33_p2).
in_scene(s33, s33_p3).
in_scene(s33, s33_p4).
in_scene(s34, s34_p1).
in_scene(s34, s34_p2).
in_scene(s34, s34_p3).
in_scene(s34, s34_p4).
in_scene(s34, s34_p5).
in_scene(s35, s35_p1).
in_scene(s35, s35_p2).
in_scene(s36, s36_p1).
in_scene(s36, s36_p2).
in_scene(s37, s37_p1).
in_scene(s37, s37_p2).
in_scene(s37, s37_p3).
in_scene(s37, s37_p4).
in_scene(s38, s38_p1).
in_scene(s38, s38_p2).
in_scene(s38, s38_p3).
in_scene(s39, s39_p1).
in_scene(s39, s39_p2).
in_scene(s39, s39_p3).
in_scene(s40, s40_p1).
in_scene(s40, s40_p2).
in_scene(s40, s40_p3).
in_scene(s40, s40_p4).
in_scene(s40, s40_p5).
in_scene(s41, s41_p1).
in_scene(s41, s41_p2).
in_scene(s41, s41_p3).
in_scene(s41, s41_p4).
in_scene(s41, s41_p5).
in_scene(s42, s42_p1).
in_scene(s42, s42_p2).
in_scene(s42, s42_p3).
in_scene(s42, s42_p4).
in_scene(s42, s42_p5).
in_scene(s43, s43_p1).
in_scene(s43, s43_p2).
in_scene(s43, s43_p3).
in_scene(s44, s44_p1).
in_scene(s44, s44_p2).
in_scene(s44, s44_p3).
in_scene(s44, s44_p4).
in_scene(s44, s44_p5).
in_scene(s45, s45_p1).
in_scene(s45, s45_p2).
in_scene(s45, s45_p3).
in_scene(s46, s46_p1).
in_scene(s46, s46_p2).
in_scene(s46, s46_p3).
in_scene(s47, s47_p1).
in_scene(s47, s47_p2).
in_scene(s47, s47_p3).
in_scene(s47, s47_p4).
in_scene(s47, s47_p5).
in_scene(s48, s48_p1).
in_scene(s48, s48_p2).
in_scene(s48, s48_p3).
in_scene(s48, s48_p4).
in_scene(s48, s48_p5).
in_scene(s49, s49_p1).
in_scene(s49, s49_p2).
in_scene(s49, s49_p3).
in_scene(s49, s49_p4).
in_scene(s49, s49_p5).
in_scene(s50, s50_p1).
in_scene(s50, s50_p2).
in_scene(s51, s51_p1).
in_scene(s51, s51_p2).
in_scene(s51, s51_p3).
in_scene(s51, s51_p4).
in_scene(s52, s52_p1).
in_scene(s52, s52_p2).
in_scene(s52, s52_p3).
in_scene(s52, s52_p4).
in_scene(s52, s52_p5).
in_scene(s53, s53_p1).
in_scene(s53, s53_p2).
in_scene(s53, s53_p3).
in_scene(s53, s53_p4).
in_scene(s53, s53_p5).
in_scene(s54, s54_p1).
in_scene(s54, s54_p2).
in_scene(s54, s54_p3).
in_scene(s54, s54_p4).
in_scene(s55, s55_p1).
in_scene(s55, s55_p2).
in_scene(s55, s55_p3).
in_scene(s55, s55_p4).
in_scene(s56, s56_p1).
in_scene(s56, s56_p2).
in_scene(s56, s56_p3).
in_scene(s57, s57_p1).
in_scene(s57, s57_p2).
in_scene(s57, s57_p3).
in_scene(s57, s57_p4).
in_scene(s57, s57_p5).
in_scene(s58, s58_p1).
in_scene(s58, s58_p2).
in_scene(s58, s58_p3).
in_scene(s59, s59_p1).
in_scene(s59, s59_p2).
in_scene(s59, s59_p3).
in_scene(s59, s59_p4).
in_scene(s59, s59_p5).
in_scene(s60, s60_p1).
in_scene(s60, s60_p2).
in_scene(s60, s60_p3).
in_scene(s61, s61_p1).
in_scene(s61, s61_p2).
in_scene(s61, s61_p3).
in_scene(s61, s61_p4).
in_scene(s61, s61_p5).
in_scene(s62, s62_p1).
in_scene(s62, s62_p2).
in_scene(s62, s62_p3).
in_scene(s62, s62_p4).
in_scene(s63, s63_p1).
in_scene(s63, s63_p2).
in_scene(s63, s63_p3).
in_scene(s63, s63_p4).
in_scene(s64, s64_p1).
in_scene(s64, s64_p2).
in_scene(s64, s64_p3).
in_scene(s64, s64_p4).
in_scene(s64, s64_p5).
in_scene(s65, s65_p1).
in_scene(s65, s65_p2).
in_scene(s65, s65_p3).
in_scene(s65, s65_p4).
in_scene(s65, s65_p5).
in_scene(s66, s66_p1).
in_scene(s66, s66_p2).
in_scene(s66, s66_p3).
in_scene(s66, s66_p4).
in_scene(s66, s66_p5).
in_scene(s67, s67_p1).
in_scene(s67, s67_p2).
in_scene(s67, s67_p3).
in_scene(s67, s67_p4).
in_scene(s68, s68_p1).
in_scene(s68, s68_p2).
in_scene(s68, s68_p3).
in_scene(s68, s68_p4).
in_scene(s69, s69_p1).
in_scene(s69, s69_p2).
in_scene(s69, s69_p3).
in_scene(s69, s69_p4).
in_scene(s69, s69_p5).
in_scene(s70, s70_p1).
in_scene(s70, s70_p2).
in_scene(s71, s71_p1).
in_scene(s71, s71_p2).
in_scene(s71, s71_p3).
in_scene(s71, s71_p4).
in_scene(s72, s72_p1).
in_scene(s72, s72_p2).
in_scene(s73, s73_p1).
in_scene(s73, s73_p2).
in_scene(s73, s73_p3).
in_scene(s73, s73_p4).
in_scene(s73, s73_p5).
in_scene(s74, s74_p1).
in_scene(s74, s74_p2).
in_scene(s74, s74_p3).
in_scene(s74, s74_p4).
in_scene(s74, s74_p5).
in_scene(s75, s75_p1).
in_scene(s75, s75_p2).
in_scene(s76, s76_p1).
in_scene(s76, s76_p2).
in_scene(s76, s76_p3).
in_scene(s76, s76_p4).
in_scene(s76, s76_p5).
in_scene(s77, s77_p1).
in_scene(s77, s77_p2).
in_scene(s77, s77_p3).
in_scene(s77, s77_p4).
in_scene(s77, s77_p5).
in_scene(s78, s78_p1).
in_scene(s78, s78_p2).
in_scene(s78, s78_p3).
in_scene(s78, s78_p4).
in_scene(s79, s79_p1).
in_scene(s79, s79_p2).
in_scene(s79, s79_p3).
in_scene(s79, s79_p4).
in_scene(s79, s79_p5).
in_scene(s80, s80_p1).
in_scene(s80, s80_p2).
in_scene(s80, s80_p3).
in_scene(s80, s80_p4).
in_scene(s80, s80_p5).
in_scene(s81, s81_p1).
in_scene(s81, s81_p2).
in_scene(s81, s81_p3).
in_scene(s81, s81_p4).
in_scene(s81, s81_p5).
in_scene(s82, s82_p1).
in_scene(s82, s82_p2).
in_scene(s82, s82_p3).
in_scene(s82, s82_p4).
in_scene(s83, s83_p1).
in_scene(s83, s83_p2).
in_scene(s83, s83_p3).
in_scene(s84, s84_p1).
in_scene(s84, s84_p2).
in_scene(s84, s84_p3).
in_scene(s85, s85_p1).
in_scene(s85, s85_p2).
in_scene(s85, s85_p3).
in_scene(s85, s85_p4).
in_scene(s85, s85_p5).
in_scene(s86, s86_p1).
in_scene(s86, s86_p2).
in_scene(s86, s86_p3).
in_scene(s86, s86_p4).
in_scene(s87, s87_p1).
in_scene(s87, s87_p2).
in_scene(s87, s87_p3).
in_scene(s87, s87_p4).
in_scene(s88, s88_p1).
in_scene(s88, s88_p2).
in_scene(s88, s88_p3).
in_scene(s88, s88_p4).
in_scene(s89, s89_p1).
in_scene(s89, s89_p2).
in_scene(s89, s89_p3).
in_scene(s89, s89_p4).
in_scene(s90, s90_p1).
in_scene(s90, s90_p2).
in_scene(s90, s90_p3).
in_scene(s90, s90_p4).
in_scene(s90, s90_p5).
in_scene(s91, s91_p1).
in_scene(s91, s91_p2).
in_scene(s91, s91_p3).
in_scene(s91, s91_p4).
in_scene(s91, s91_p5).
in_scene(s92, s92_p1).
in_scene(s92, s92_p2).
in_scene(s93, s93_p1).
in_scene(s93, s93_p2).
in_scene(s93, s93_p3).
in_scene(s93, s93_p4).
in_scene(s93, s93_p5).
in_scene(s94, s94_p1).
in_scene(s94, s94_p2).
in_scene(s94, s94_p3).
in_scene(s95, s95_p1).
in_scene(s95, s95_p2).
in_scene(s96, s96_p1).
in_scene(s96, s96_p2).
in_scene(s96, s96_p3).
in_scene(s96, s96_p4).
in_scene(s96, s96_p5).
in_scene(s97, s97_p1).
in_scene(s97, s97_p2).
in_scene(s97, s97_p3).
in_scene(s97, s97_p4).
in_scene(s98, s98_p1).
in_scene(s98, s98_p2).
in_scene(s98, s98_p3).
in_scene(s98, s98_p4).
in_scene(s99, s99_p1).
in_scene(s99, s99_p2).
in_scene(s99, s99_p3).
in_scene(s99, s99_p4).
in_scene(s100, s100_p1).
in_scene(s100, s100_p2).
in_scene(s100, s100_p3).
in_scene(s100, s100_p4).
in_scene(s101, s101_p1).
in_scene(s101, s101_p2).
in_scene(s101, s101_p3).
in_scene(s102, s102_p1).
in_scene(s102, s102_p2).
in_scene(s102, s102_p3).
in_scene(s102, s102_p4).
in_scene(s102, s102_p5).
in_scene(s103, s103_p1).
in_scene(s103, s103_p2).
in_scene(s103, s103_p3).
in_scene(s103, s103_p4).
in_scene(s103, s103_p5).
in_scene(s104, s104_p1).
in_scene(s104, s104_p2).
in_scene(s104, s104_p3).
in_scene(s105, s105_p1).
in_scene(s105, s105_p2).
in_scene(s105, s105_p3).
in_scene(s105, s105_p4).
in_scene(s105, s105_p5).
in_scene(s106, s106_p1).
in_scene(s106, s106_p2).
in_scene(s107, s107_p1).
in_scene(s107, s107_p2).
in_scene(s107, s107_p3).
in_scene(s107, s107_p4).
in_scene(s108, s108_p1).
in_scene(s108, s108_p2).
in_scene(s108, s108_p3).
in_scene(s108, s108_p4).
in_scene(s108, s108_p5).
in_scene(s109, s109_p1).
in_scene(s109, s109_p2).
in_scene(s109, s109_p3).
in_scene(s110, s110_p1).
in_scene(s110, s110_p2).
in_scene(s110, s110_p3).
in_scene(s110, s110_p4).
in_scene(s111, s111_p1).
in_scene(s111, s111_p2).
in_scene(s112, s112_p1).
in_scene(s112, s112_p2).
in_scene(s113, s113_p1).
in_scene(s113, s113_p2).
in_scene(s113, s113_p3).
in_scene(s113, s113_p4).
in_scene(s114, s114_p1).
in_scene(s114, s114_p2).
in_scene(s114, s114_p3).
in_scene(s114, s114_p4).
in_scene(s114, s114_p5).
in_scene(s115, s115_p1).
in_scene(s115, s115_p2).
in_scene(s115, s115_p3).
in_scene(s115, s115_p4).
in_scene(s116, s116_p1).
in_scene(s116, s116_p2).
in_scene(s116, s116_p3).
in_scene(s116, s116_p4).
in_scene(s116, s116_p5).
in_scene(s117, s117_p1).
in_scene(s117, s117_p2).
in_scene(s118, s118_p1).
in_scene(s118, s118_p2).
in_scene(s118, s118_p3).
in_scene(s118, s118_p4).
in_scene(s118, s118_p5).
in_scene(s119, s119_p1).
in_scene(s119, s119_p2).
in_scene(s119, s119_p3).
in_scene(s120, s120_p1).
in_scene(s120, s120_p2).
in_scene(s120, s120_p3).
in_scene(s120, s120_p4).
in_scene(s120, s120_p5).
colour(s1_p1, yellow).
colour(s1_p2, yellow).
colour(s1_p3, green).
colour(s1_p4, red).
colour(s2_p1, yellow).
colour(s2_p2, blue).
colour(s2_p3, green).
colour(s3_p1, red).
colour(s3_p2, green).
colour(s3_p3, blue).
colour(s3_p4, red).
colour(s3_p5, green).
colour(s4_p1, blue).
colour(s4_p2, green).
colour(s4_p3, red).
colour(s4_p4, blue).
colour(s4_p5, red).
colour(s5_p1, blue).
colour(s5_p2, red).
colour(s5_p3, yellow).
colour(s6_p1, red).
colour(s6_p2, blue).
colour(s6_p3, red).
colour(s6_p4, green).
colour(s6_p5, green).
colour(s7_p1, blue).
colour(s7_p2, red).
colour(s7_p3, yellow).
colour(s7_p4, blue).
colour(s8_p1, blue).
colour(s8_p2, green).
colour(s8_p3, yellow).
colour(s9_p1, green).
colour(s9_p2, red).
colour(s9_p3, green).
colour(s9_p4, blue).
colour(s10_p1, blue).
colour(s10_p2, blue).
colour(s10_p3, green).
colour(s10_p4, red).
colour(s10_p5, green).
colour(s11_p1, blue).
colour(s11_p2, blue).
colour(s11_p3, green).
colour(s11_p4, yellow).
colour(s11_p5, red).
colour(s12_p1, blue).
colour(s12_p2, blue).
colour(s12_p3, green).
colour(s12_p4, blue).
colour(s13_p1, red).
colour(s13_p2, blue).
colour(s13_p3, green).
colour(s13_p4, yellow).
colour(s13_p5, yellow).
colour(s14_p1, red).
colour(s14_p2, green).
colour(s14_p3, red).
colour(s15_p1, yellow).
colour(s15_p2, yellow).
colour(s15_p3, blue).
colour(s16_p1, green).
colour(s16_p2, yellow).
colour(s16_p3, red).
colour(s17_p1, green).
colour(s17_p2, green).
colour(s17_p3, red).
colour(s17_p4, yellow).
colour(s17_p5, red).
colour(s18_p1, blue).
colour(s18_p2, red).
colour(s18_p3, blue).
colour(s18_p4, blue).
colour(s19_p1, blue).
colour(s19_p2, green).
colour(s19_p3, red).
colour(s19_p4, yellow).
colour(s19_p5, blue).
colour(s20_p1, green).
colour(s20_p2, red).
colour(s20_p3, green).
colour(s20_p4, blue).
colour(s21_p1, red).
colour(s21_p2, yellow).
colour(s22_p1, blue).
colour(s22_p2, yellow).
colour(s22_p3, red).
colour(s22_p4, yellow).
colour(s22_p5, yellow).
colour(s23_p1, green).
colour(s23_p2, green).
colour(s23_p3, blue).
colour(s24_p1, green).
colour(s24_p2, red).
colour(s24_p3, blue).
colour(s25_p1, red).
colour(s25_p2, blue).
colour(s25_p3, green).
colour(s26_p1, yellow).
colour(s26_p2, green).
colour(s26_p3, blue).
colour(s27_p1, blue).
colour(s27_p2, red).
colour(s27_p3, blue).
colour(s28_p1, green).
colour(s28_p2, red).
colour(s28_p3, red).
colour(s28_p4, blue).
colour(s29_p1, yellow).
colour(s29_p2, yellow).
colour(s29_p3, red).
colour(s29_p4, green).
colour(s30_p1, yellow).
colour(s30_p2, blue).
colour(s30_p3, yellow).
colour(s30_p4, blue).
colour(s30_p5, yellow).
colour(s31_p1, green).
colour(s31_p2, blue).
colour(s31_p3, blue).
colour(s32_p1, blue).
colour(s32_p2, red).
colour(s32_p3, red).
colour(s33_p1, green).
colour(s33_p2, red).
colour(s33_p3, blue).
colour(s33_p4, green).
colour(s34_p1, yellow).
colour(s34_p2, blue).
colour(s34_p3, green).
colour(s34_p4, red).
colour(s34_p5, green).
colour(s35_p1, red).
colour(s35_p2, yellow).
colour(s36_p1, blue).
colour(s36_p2, blue).
colour(s37_p1, yellow).
colour(s37_p2, red).
colour(s37_p3, blue).
colour(s37_p4, yellow).
colour(s38_p1, red).
colour(s38_p2, blue).
colour(s38_p3, red).
colour(s39_p1, blue).
colour(s39_p2, yellow).
colour(s39_p3, blue).
colour(s40_p1, red).
colour(s40_p2, green).
colour(s40_p3, blue).
colour(s40_p4, blue).
colour(s40_p5, red).
colour(s41_p1, blue).
colour(s41_p2, red).
colour(s41_p3, yellow).
colour(s41_p4, red).
colour(s41_p5, blue).
colour(s42_p1, red).
colour(s42_p2, yellow).
colour(s42_p3, red).
colour(s42_p4, red).
colour(s42_p5, red).
colour(s43_p1, blue).
colour(s43_p2, red).
colour(s43_p3, red).
colour(s44_p1, blue).
colour(s44_p2, green).
colour(s44_p3, yellow).
colour(s44_p4, green).
colour(s44_p5, yellow).
colour(s45_p1, green).
colour(s45_p2, red).
colour(s45_p3, red).
colour(s46_p1, green).
colour(s46_p2, yellow).
colour(s46_p3, blue).
colour(s47_p1, yellow).
colour(s47_p2, red).
colour(s47_p3, green).
colour(s47_p4, blue).
colour(s47_p5, blue).
colour(s48_p1, blue).
colour(s48_p2, yellow).
colour(s48_p3, blue).
colour(s48_p4, green).
colour(s48_p5, blue).
colour(s49_p1, red).
colour(s49_p2, blue).
colour(s49_p3, red).
colour(s49_p4, red).
colour(s49_p5, yellow).
colour(s50_p1, green).
colour(s50_p2, red).
colour(s51_p1, red).
colour(s51_p2, yellow).
colour(s51_p3, blue).
colour(s51_p4, red).
colour(s52_p1, blue).
colour(s52_p2, green).
colour(s52_p3, yellow).
colour(s52_p4, red).
colour(s52_p5, green).
colour(s53_p1, green).
colour(s53_p2, green).
colour(s53_p3, red).
colour(s53_p4, blue).
colour(s53_p5, red).
colour(s54_p1, yellow).
colour(s54_p2, blue).
colour(s54_p3, yellow).
colour(s54_p4, red).
colour(s55_p1, yellow).
colour(s55_p2, yellow).
colour(s55_p3, red).
colour(s55_p4, green).
colour(s56_p1, red).
colour(s56_p2, blue).
colour(s56_p3, green).
colour(s57_p1, blue).
colour(s57_p2, blue).
colour(s57_p3, blue).
colour(s57_p4, yellow).
colour(s57_p5, yellow).
colour(s58_p1, blue).
colour(s58_p2, yellow).
colour(s58_p3, blue).
colour(s59_p1, blue).
colour(s59_p2, yellow).
colour(s59_p3, blue).
colour(s59_p4, red).
colour(s59_p5, green).
colour(s60_p1, blue).
colour(s60_p2, red).
colour(s60_p3, green).
colour(s61_p1, yellow).
colour(s61_p2, yellow).
colour(s61_p3, yellow).
colour(s61_p4, red).
colour(s61_p5, yellow).
colour(s62_p1, blue).
colour(s62_p2, blue).
colour(s62_p3, blue).
colour(s62_p4, green).
colour(s63_p1, yellow).
colour(s63_p2, red).
colour(s63_p3, blue).
colour(s63_p4, red).
colour(s64_p1, green).
colour(s64_p2, yellow).
colour(s64_p3, green).
colour(s64_p4, blue).
colour(s64_p5, yellow).
colour(s65_p1, red).
colour(s65_p2, blue).
colour(s65_p3, blue).
colour(s65_p4, green).
colour(s65_p5, green).
colour(s66_p1, blue).
colour(s66_p2, blue).
colour(s66_p3, red).
colour(s66_p4, blue).
colour(s66_p5, red).
colour(s67_p1, blue).
colour(s67_p2, blue).
colour(s67_p3, blue).
colour(s67_p4, green).
colour(s68_p1, blue).
colour(s68_p2, yellow).
colour(s68_p3, blue).
colour(s68_p4, red).
colour(s69_p1, blue).
colour(s69_p2, green).
colour(s69_p3, green).
colour(s69_p4, red).
colour(s69_p5, red).
colour(s70_p1, blue).
colour(s70_p2, blue).
colour(s71_p1, blue).
colour(s71_p2, yellow).
colour(s71_p3, green).
colour(s71_p4, red).
colour(s72_p1, yellow).
colour(s72_p2, red).
colour(s73_p1, yellow).
colour(s73_p2, green).
colour(s73_p3, red).
colour(s73_p4, blue).
colour(s73_p5, red).
colour(s74_p1, blue).
colour(s74_p2, yellow).
colour(s74_p3, blue).
colour(s74_p4, red).
colour(s74_p5, yellow).
colour(s75_p1, red).
colour(s75_p2, blue).
colour(s76_p1, blue).
colour(s76_p2, blue).
colour(s76_p3, yellow).
colour(s76_p4, green).
colour(s76_p5, red).
colour(s77_p1, yellow).
colour(s77_p2, yellow).
colour(s77_p3, blue).
colour(s77_p4, yellow).
colour(s77_p5, green).
colour(s78_p1, green).
colour(s78_p2, green).
colour(s78_p3, yellow).
colour(s78_p4, blue).
colour(s79_p1, blue).
colour(s79_p2, green).
colour(s79_p3, red).
colour(s79_p4, red).
colour(s79_p5, red).
colour(s80_p1, yellow).
colour(s80_p2, red).
colour(s80_p3, yellow).
colour(s80_p4, blue).
colour(s80_p5, red).
colour(s81_p1, blue).
colour(s81_p2, blue).
colour(s81_p3, blue).
colour(s81_p4, green).
colour(s81_p5, green).
colour(s82_p1, red).
colour(s82_p2, blue).
colour(s82_p3, green).
colour(s82_p4, yellow).
colour(s83_p1, red).
colour(s83_p2, green).
colour(s83_p3, blue).
colour(s84_p1, green).
colour(s84_p2, green).
colour(s84_p3, red).
colour(s85_p1, green).
colour(s85_p2, red).
colour(s85_p3, red).
colour(s85_p4, blue).
colour(s85_p5, blue).
colour(s86_p1, yellow).
colour(s86_p2, blue).
colour(s86_p3, yellow).
colour(s86_p4, green).
colour(s87_p1, blue).
colour(s87_p2, yellow).
colour(s87_p3, blue).
colour(s87_p4, green).
colour(s88_p1, green).
colour(s88_p2, yellow).
colour(s88_p3, green).
colour(s88_p4, blue).
colour(s89_p1, green).
colour(s89_p2, green).
colour(s89_p3, blue).
colour(s89_p4, red).
colour(s90_p1, blue).
colour(s90_p2, green).
colour(s90_p3, red).
colour(s90_p4, yellow).
colour(s90_p5, green).
colour(s91_p1, red).
colour(s91_p2, yellow).
colour(s91_p3, yellow).
colour(s91_p4, blue).
colour(s91_p5, yellow).
colour(s92_p1, blue).
colour(s92_p2, green).
colour(s93_p1, green).
colour(s93_p2, red).
colour(s93_p3, green).
colour(s93_p4, yellow).
colour(s93_p5, green).
colour(s94_p1, red).
colour(s94_p2, green).
colour(s94_p3, blue).
colour(s95_p1, green).
colour(s95_p2, blue).
colour(s96_p1, red).
colour(s96_p2, green).
colour(s96_p3, yellow).
colour(s96_p4, blue).
colour(s96_p5, red).
colour(s97_p1, red).
colour(s97_p2, red).
colour(s97_p3, red).
colour(s97_p4, green).
colour(s98_p1, red).
colour(s98_p2, yellow).
colour(s98_p3, blue).
colour(s98_p4, green).
colour(s99_p1, green).
colour(s99_p2, blue).
colour(s99_p3, yellow).
colour(s99_p4, green).
colour(s100_p1, red).
colour(s100_p2, red).
colour(s100_p3, red).
colour(s100_p4, green).
colour(s101_p1, blue).
colour(s101_p2, red).
colour(s101_p3, green).
colour(s102_p1, green).
colour(s102_p2, red).
colour(s102_p3, red).
colour(s102_p4, blue).
colour(s102_p5, blue).
colour(s103_p1, green).
colour(s103_p2, green).
colour(s103_p3, yellow).
colour(s103_p4, blue).
colour(s103_p5, green).
colour(s104_p1, blue).
colour(s104_p2, yellow).
colour(s104_p3, yellow).
colour(s105_p1, yellow).
colour(s105_p2, yellow).
colour(s105_p3, red).
colour(s105_p4, red).
colour(s105_p5, blue).
colour(s106_p1, blue).
colour(s106_p2, blue).
colour(s107_p1, red).
colour(s107_p2, blue).
colour(s107_p3, yellow).
colour(s107_p4, green).
colour(s108_p1, yellow).
colour(s108_p2, blue).
colour(s108_p3, blue).
colour(s108_p4, blue).
colour(s108_p5, yellow).
colour(s109_p1, red).
colour(s109_p2, yellow).
colour(s109_p3, green).
colour(s110_p1, blue).
colour(s110_p2, green).
colour(s110_p3, blue).
colour(s110_p4, blue).
colour(s111_p1, red).
colour(s111_p2, blue).
colour(s112_p1, red).
colour(s112_p2, yellow).
colour(s113_p1, red).
colour(s113_p2, blue).
colour(s113_p3, green).
colour(s113_p4, red).
colour(s114_p1, blue).
colour(s114_p2, blue).
colour(s114_p3, green).
colour(s114_p4, yellow).
colour(s114_p5, yellow).
colour(s115_p1, red).
colour(s115_p2, red).
colour(s115_p3, green).
colour(s115_p4, green).
colour(s116_p1, red).
colour(s116_p2, blue).
colour(s116_p3, green).
colour(s116_p4, blue).
colour(s116_p5, green).
colour(s117_p1, yellow).
colour(s117_p2, yellow).
colour(s118_p1, blue).
colour(s118_p2, yellow).
colour(s118_p3, green).
colour(s118_p4, green).
colour(s118_p5, green).
colour(s119_p1, blue).
colour(s119_p2, blue).
colour(s119_p3, green).
colour(s120_p1, red).
colour(s120_p2, blue).
colour(s120_p3, green).
colour(s120_p4, red).
colour(s120_p5, yellow).
size(s1_p1, large).
size(s1_p2, small).
size(s1_p3, medium).
size(s1_p4, medium).
size(s2_p1, small).
size(s2_p2, large).
size(s2_p3, medium).
size(s3_p1, medium).
size(s3_p2, small).
size(s3_p3, small).
size(s3_p4, small).
size(s3_p5, small).
size(s4_p1, medium).
size(s4_p2, medium).
size(s4_p3, large).
size(s4_p4, medium).
size(s4_p5, large).
size(s5_p1, medium).
size(s5_p2, small).
size(s5_p3, large).
size(s6_p1, medium).
size(s6_p2, medium).
size(s6_p3, medium).
size(s6_p4, large).
size(s6_p5, small).
size(s7_p1, medium).
size(s7_p2, medium).
size(s7_p3, small).
size(s7_p4, small).
size(s8_p1, medium).
size(s8_p2, large).
size(s8_p3, small).
size(s9_p1, medium).
size(s9_p2, medium).
size(s9_p3, large).
size(s9_p4, small).
size(s10_p1, medium).
size(s10_p2, medium).
size(s10_p3, small).
size(s10_p4, small).
size(s10_p5, medium).
size(s11_p1, large).
size(s11_p2, large).
size(s11_p3, large).
size(s11_p4, large).
size(s11_p5, large).
size(s12_p1, large).
size(s12_p2, large).
size(s12_p3, small).
size(s12_p4, medium).
size(s13_p1, medium).
size(s13_p2, small).
size(s13_p3, small).
size(s13_p4, large).
size(s13_p5, medium).
size(s14_p1, medium).
size(s14_p2, large).
size(s14_p3, medium).
size(s15_p1, small).
size(s15_p2, large).
size(s15_p3, medium).
size(s16_p1, large).
size(s16_p2, medium).
size(s16_p3, small).
size(s17_p1, small).
size(s17_p2, medium).
size(s17_p3, medium).
size(s17_p4, medium).
size(s17_p5, large).
size(s18_p1, large).
size(s18_p2, medium).
size(s18_p3, medium).
size(s18_p4, large).
size(s19_p1, large).
size(s19_p2, large).
size(s19_p3, large).
size(s19_p4, large).
size(s19_p5, large).
size(s20_p1, medium).
size(s20_p2, large).
size(s20_p3, large).
size(s20_p4, medium).
size(s21_p1, large).
size(s21_p2, medium).
size(s22_p1, medium).
size(s22_p2, small).
size(s22_p3, large).
size(s22_p4, small).
size(s22_p5, medium).
size(s23_p1, small).
size(s23_p2, small).
size(s23_p3, medium).
size(s24_p1, small).
size(s24_p2, medium).
size(s24_p3, large).
size(s25_p1, medium).
size(s25_p2, large).
size(s25_p3, medium).
size(s26_p1, large).
size(s26_p2, medium).
size(s26_p3, small).
size(s27_p1, large).
size(s27_p2, small).
size(s27_p3, small).
size(s28_p1, small).
size(s28_p2, large).
size(s28_p3, large).
size(s28_p4, medium).
size(s29_p1, large).
size(s29_p2, large).
size(s29_p3, medium).
size(s29_p4, small).
size(s30_p1, medium).
size(s30_p2, large).
size(s30_p3, large).
size(s30_p4, medium).
size(s30_p5, medium).
size(s31_p1, small).
size(s31_p2, small).
size(s31_p3, small).
size(s32_p1, medium).
size(s32_p2, small).
size(s32_p3, medium).
size(s33_p1, medium).
size(s33_p2, medium).
size(s33_p3, medium).
size(s33_p4, medium).
size(s34_p1, large).
size(s34_p2, small).
size(s34_p3, large).
size(s34_p4, small).
size(s34_p5, small).
size(s35_p1, small).
size(s35_p2, large).
size(s36_p1, large).
size(s36_p2, small).
size(s37_p1, medium).
size(s37_p2, large).
size(s37_p3, medium).
size(s37_p4, medium).
size(s38_p1, small).
size(s38_p2, large).
size(s38_p3, medium).
size(s39_p1, medium).
size(s39_p2, small).
size(s39_p3, medium).
size(s40_p1, medium).
size(s40_p2, medium).
size(s40_p3, small).
size(s40_p4, large).
size(s40_p5, small).
size(s41_p1, large).
size(s41_p2, large).
size(s41_p3, medium).
size(s41_p4, medium).
size(s41_p5, small).
size(s42_p1, small).
size(s42_p2, small).
size(s42_p3, small).
size(s42_p4, small).
size(s42_p5, large).
size(s43_p1, small).
size(s43_p2, small).
size(s43_p3, large).
size(s44_p1, small).
size(s44_p2, small).
size(s44_p3, small).
size(s44_p4, large).
size(s44_p5, medium).
size(s45_p1, small).
size(s45_p2, small).
size(s45_p3, small).
size(s46_p1, large).
size(s46_p2, small).
size(s46_p3, large).
size(s47_p1, small).
size(s47_p2, large).
size(s47_p3, large).
size(s47_p4, medium).
size(s47_p5, small).
size(s48_p1, medium).
size(s48_p2, large).
size(s48_p3, medium).
size(s48_p4, small).
size(s48_p5, small).
size(s49_p1, small).
size(s49_p2, large).
size(s49_p3, medium).
size(s49_p4, medium).
size(s49_p5, medium).
size(s50_p1, large).
size(s50_p2, small).
size(s51_p1, small).
size(s51_p2, large).
size(s51_p3, large).
size(s51_p4, large).
size(s52_p1, small).
size(s52_p2, large).
size(s52_p3, medium).
size(s52_p4, medium).
size(s52_p5, medium).
size(s53_p1, small).
size(s53_p2, large).
size(s53_p3, medium).
size(s53_p4, medium).
size(s53_p5, medium).
size(s54_p1, medium).
size(s54_p2, medium).
size(s54_p3, small).
size(s54_p4, small).
size(s55_p1, small).
size(s55_p2, small).
size(s55_p3, small).
size(s55_p4, small).
size(s56_p1, small).
size(s56_p2, large).
size(s56_p3, medium).
size(s57_p1, small).
size(s57_p2, small).
size(s57_p3, large).
size(s57_p4, large).
size(s57_p5, medium).
size(s58_p1, medium).
size(s58_p2, small).
size(s58_p3, medium).
size(s59_p1, large).
size(s59_p2, small).
size(s59_p3, large).
size(s59_p4, medium).
size(s59_p5, small).
size(s60_p1, small).
size(s60_p2, small).
size(s60_p3, medium).
size(s61_p1, small).
size(s61_p2, large).
size(s61_p3, medium).
size(s61_p4, small).
size(s61_p5, medium).
size(s62_p1, large).
size(s62_p2, medium).
size(s62_p3, medium).
size(s62_p4, small).
size(s63_p1, medium).
size(s63_p2, large).
size(s63_p3, large).
size(s63_p4, medium).
size(s64_p1, medium).
size(s64_p2, large).
size(s64_p3, large).
size(s64_p4, large).
size(s64_p5, small).
size(s65_p1, large).
size(s65_p2, large).
size(s65_p3, large).
size(s65_p4, small).
size(s65_p5, small).
size(s66_p1, large).
size(s66_p2, large).
size(s66_p3, large).
size(s66_p4, medium).
size(s66_p5, small).
size(s67_p1, medium).
size(s67_p2, medium).
size(s67_p3, medium).
size(s67_p4, large).
size(s68_p1, medium).
size(s68_p2, large).
size(s68_p3, medium).
size(s68_p4, large).
size(s69_p1, small).
size(s69_p2, large).
size(s69_p3, small).
size(s69_p4, large).
size(s69_p5, small).
size(s70_p1, large).
size(s70_p2, small).
size(s71_p1, medium).
size(s71_p2, large).
size(s71_p3, medium).
size(s71_p4, medium).
size(s72_p1, small).
size(s72_p2, large).
size(s73_p1, small).
size(s73_p2, small).
size(s73_p3, medium).
size(s73_p4, small).
size(s73_p5, large).
size(s74_p1, large).
size(s74_p2, large).
size(s74_p3, medium).
size(s74_p4, medium).
size(s74_p5, large).
size(s75_p1, small).
size(s75_p2, large).
size(s76_p1, large).
size(s76_p2, medium).
size(s76_p3, large).
size(s76_p4, large).
size(s76_p5, large).
size(s77_p1, large).
size(s77_p2, small).
size(s77_p3, medium).
size(s77_p4, medium).
size(s77_p5, large).
size(s78_p1, large).
size(s78_p2, small).
size(s78_p3, small).
size(s78_p4, medium).
size(s79_p1, medium).
size(s79_p2, small).
size(s79_p3, small).
size(s79_p4, small).
size(s79_p5, medium).
size(s80_p1, large).
size(s80_p2, small).
size(s80_p3, small).
size(s80_p4, small).
size(s80_p5, small).
size(s81_p1, large).
size(s81_p2, medium).
size(s81_p3, medium).
size(s81_p4, large).
size(s81_p5, small).
size(s82_p1, medium).
size(s82_p2, large).
size(s82_p3, medium).
size(s82_p4, large).
size(s83_p1, small).
size(s83_p2, medium).
size(s83_p3, medium).
size(s84_p1, medium).
size(s84_p2, medium).
size(s84_p3, large).
size(s85_p1, small).
size(s85_p2, large).
size(s85_p3, large).
size(s85_p4, medium).
size(s85_p5, large).
size(s86_p1, small).
size(s86_p2, medium).
size(s86_p3, small).
size(s86_p4, small).
size(s87_p1, medium).
size(s87_p2, small).
size(s87_p3, small).
size(s87_p4, large).
size(s88_p1, large).
size(s88_p2, medium).
size(s88_p3, medium).
size(s88_p4, medium).
size(s89_p1, large).
size(s89_p2, large).
size(s89_p3, large).
size(s89_p4, medium).
size(s90_p1, large).
size(s90_p2, small).
size(s90_p3, medium).
size(s90_p4, large).
size(s90_p5, medium).
size(s91_p1, small).
size(s91_p2, large).
size(s91_p3, large).
size(s91_p4, small).
size(s91_p5, large).
size(s92_p1, small).
size(s92_p2, large).
size(s93_p1, large).
size(s93_p2, large).
size(s93_p3, small).
size(s93_p4, large).
size(s93_p5, large).
size(s94_p1, large).
size(s94_p2, large).
size(s94_p3, medium).
size(s95_p1, large).
size(s95_p2, large).
size(s96_p1, medium).
size(s96_p2, small).
size(s96_p3, large).
size(s96_p4, large).
size(s96_p5, large).
size(s97_p1, large).
size(s97_p2, large).
size(s97_p3, medium).
size(s97_p4, large).
size(s98_p1, medium).
size(s98_p2, small).
size(s98_p3, large).
size(s98_p4, medium).
size(s99_p1, medium).
size(s99_p2, medium).
size(s99_p3, medium).
size(s99_p4, medium).
size(s100_p1, medium).
size(s100_p2, medium).
size(s100_p3, large).
size(s100_p4, medium).
size(s101_p1, large).
size(s101_p2, medium).
size(s101_p3, medium).
size(s102_p1, medium).
size(s102_p2, medium).
size(s102_p3, medium).
size(s102_p4, small).
size(s102_p5, medium).
size(s103_p1, medium).
size(s103_p2, small).
size(s103_p3, medium).
size(s103_p4, small).
size(s103_p5, large).
size(s104_p1, small).
size(s104_p2, large).
size(s104_p3, medium).
size(s105_p1, medium).
size(s105_p2, large).
size(s105_p3, small).
size(s105_p4, large).
size(s105_p5, large).
size(s106_p1, medium).
size(s106_p2, large).
size(s107_p1, medium).
size(s107_p2, small).
size(s107_p3, medium).
size(s107_p4, medium).
size(s108_p1, medium).
size(s108_p2, medium).
size(s108_p3, small).
size(s108_p4, medium).
size(s108_p5, small).
size(s109_p1, small).
size(s109_p2, medium).
size(s109_p3, medium).
size(s110_p1, large).
size(s110_p2, medium).
size(s110_p3, large).
size(s110_p4, large).
size(s111_p1, small).
size(s111_p2, medium).
size(s112_p1, large).
size(s112_p2, medium).
size(s113_p1, small).
size(s113_p2, large).
size(s113_p3, medium).
size(s113_p4, medium).
size(s114_p1, medium).
size(s114_p2, large).
size(s114_p3, small).
size(s114_p4, small).
size(s114_p5, small).
size(s115_p1, large).
size(s115_p2, medium).
size(s115_p3, medium).
size(s115_p4, small).
size(s116_p1, medium).
size(s116_p2, medium).
size(s116_p3, large).
size(s116_p4, medium).
size(s116_p5, small).
size(s117_p1, small).
size(s117_p2, small).
size(s118_p1, small).
size(s118_p2, large).
size(s118_p3, medium).
size(s118_p4, small).
size(s118_p5, small).
size(s119_p1, medium).
size(s119_p2, medium).
size(s119_p3, small).
size(s120_p1, small).
size(s120_p2, small).
size(s120_p3, large).
size(s120_p4, large).
size(s120_p5, large).
shape(s1_p1, pyramid).
shape(s1_p2, wedge).
shape(s1_p3, pyramid).
shape(s1_p4, block).
shape(s2_p1, block).
shape(s2_p2, pyramid).
shape(s2_p3, block).
shape(s3_p1, block).
shape(s3_p2, pyramid).
shape(s3_p3, pyramid).
shape(s3_p4, block).
shape(s3_p5, pyramid).
shape(s4_p1, block).
shape(s4_p2, pyramid).
shape(s4_p3, pyramid).
shape(s4_p4, wedge).
shape(s4_p5, block).
shape(s5_p1, pyramid).
shape(s5_p2, block).
shape(s5_p3, wedge).
shape(s6_p1, block).
shape(s6_p2, pyramid).
shape(s6_p3, pyramid).
shape(s6_p4, block).
shape(s6_p5, pyramid).
shape(s7_p1, wedge).
shape(s7_p2, block).
shape(s7_p3, pyramid).
shape(s7_p4, pyramid).
shape(s8_p1, wedge).
shape(s8_p2, pyramid).
shape(s8_p3, wedge).
shape(s9_p1, wedge).
shape(s9_p2, pyramid).
shape(s9_p3, pyramid).
shape(s9_p4, block).
shape(s10_p1, pyramid).
shape(s10_p2, pyramid).
shape(s10_p3, pyramid).
shape(s10_p4, block).
shape(s10_p5, wedge).
shape(s11_p1, wedge).
shape(s11_p2, pyramid).
shape(s11_p3, block).
shape(s11_p4, block).
shape(s11_p5, pyramid).
shape(s12_p1, pyramid).
shape(s12_p2, block).
shape(s12_p3, pyramid).
shape(s12_p4, block).
shape(s13_p1, pyramid).
shape(s13_p2, block).
shape(s13_p3, block).
shape(s13_p4, block).
shape(s13_p5, block).
shape(s14_p1, pyramid).
shape(s14_p2, wedge).
shape(s14_p3, pyramid).
shape(s15_p1, wedge).
shape(s15_p2, wedge).
shape(s15_p3, wedge).
shape(s16_p1, block).
shape(s16_p2, wedge).
shape(s16_p3, pyramid).
shape(s17_p1, wedge).
shape(s17_p2, wedge).
shape(s17_p3, wedge).
shape(s17_p4, pyramid).
shape(s17_p5, block).
shape(s18_p1, pyramid).
shape(s18_p2, wedge).
shape(s18_p3, pyramid).
shape(s18_p4, wedge).
shape(s19_p1, block).
shape(s19_p2, wedge).
shape(s19_p3, pyramid).
shape(s19_p4, block).
shape(s19_p5, block).
shape(s20_p1, block).
shape(s20_p2, wedge).
shape(s20_p3, pyramid).
shape(s20_p4, pyramid).
shape(s21_p1, pyramid).
shape(s21_p2, wedge).
shape(s22_p1, block).
shape(s22_p2, block).
shape(s22_p3, wedge).
shape(s22_p4, block).
shape(s22_p5, block).
shape(s23_p1, block).
shape(s23_p2, pyramid).
shape(s23_p3, block).
shape(s24_p1, pyramid).
shape(s24_p2, block).
shape(s24_p3, wedge).
shape(s25_p1, wedge).
shape(s25_p2, block).
shape(s25_p3, block).
shape(s26_p1, pyramid).
shape(s26_p2, pyramid).
shape(s26_p3, block).
shape(s27_p1, block).
shape(s27_p2, block).
shape(s27_p3, block).
shape(s28_p1, wedge).
shape(s28_p2, wedge).
shape(s28_p3, wedge).
shape(s28_p4, block).
shape(s29_p1, wedge).
shape(s29_p2, pyramid).
shape(s29_p3, pyramid).
shape(s29_p4, wedge).
shape(s30_p1, block).
shape(s30_p2, pyramid).
shape(s30_p3, block).
shape(s30_p4, pyramid).
shape(s30_p5, pyramid).
shape(s31_p1, block).
shape(s31_p2, wedge).
shape(s31_p3, pyramid).
shape(s32_p1, pyramid).
shape(s32_p2, pyramid).
shape(s32_p3, wedge).
shape(s33_p1, pyramid).
shape(s33_p2, wedge).
shape(s33_p3, pyramid).
shape(s33_p4, wedge).
shape(s34_p1, pyramid).
shape(s34_p2, block).
shape(s34_p3, block).
shape(s34_p4, wedge).
shape(s34_p5, pyramid).
shape(s35_p1, block).
shape(s35_p2, block).
shape(s36_p1, block).
shape(s36_p2, wedge).
shape(s37_p1, pyramid).
shape(s37_p2, wedge).
shape(s37_p3, wedge).
shape(s37_p4, pyramid).
shape(s38_p1, wedge).
shape(s38_p2, wedge).
shape(s38_p3, pyramid).
shape(s39_p1, pyramid).
shape(s39_p2, wedge).
shape(s39_p3, wedge).
shape(s40_p1, block).
shape(s40_p2, block).
shape(s40_p3, pyramid).
shape(s40_p4, pyramid).
shape(s40_p5, pyramid).
shape(s41_p1, block).
shape(s41_p2, pyramid).
shape(s41_p3, wedge).
shape(s41_p4, wedge).
shape(s41_p5, block).
shape(s42_p1, pyramid).
shape(s42_p2, pyramid).
shape(s42_p3, pyramid).
shape(s42_p4, wedge).
shape(s42_p5, wedge).
shape(s43_p1, wedge).
shape(s43_p2, pyramid).
shape(s43_p3, pyramid).
shape(s44_p1, pyramid).
shape(s44_p2, pyramid).
shape(s44_p3, pyramid).
shape(s44_p4, wedge).
shape(s44_p5, block).
shape(s45_p1, block).
shape(s45_p2, block).
shape(s45_p3, pyramid).
shape(s46_p1, block).
shape(s46_p2, pyramid).
shape(s46_p3, block).
shape(s47_p1, pyramid).
shape(s47_p2, pyramid).
shape(s47_p3, wedge).
shape(s47_p4, pyramid).
shape(s47_p5, wedge).
shape(s48_p1, block).
shape(s48_p2, pyramid).
shape(s48_p3, wedge).
shape(s48_p4, pyramid).
shape(s48_p5, wedge).
shape(s49_p1, pyramid).
shape(s49_p2, wedge).
shape(s49_p3, block).
shape(s49_p4, pyramid).
shape(s49_p5, wedge).
shape(s50_p1, pyramid).
shape(s50_p2, block).
shape(s51_p1, pyramid).
shape(s51_p2, pyramid).
shape(s51_p3, pyramid).
shape(s51_p4, block).
shape(s52_p1, wedge).
shape(s52_p2, block).
shape(s52_p3, wedge).
shape(s52_p4, pyramid).
shape(s52_p5, wedge).
shape(s53_p1, wedge).
shape(s53_p2, wedge).
shape(s53_p3, block).
shape(s53_p4, pyramid).
shape(s53_p5, wedge).
shape(s54_p1, wedge).
shape(s54_p2, pyramid).
shape(s54_p3, pyramid).
shape(s54_p4, wedge).
shape(s55_p1, pyramid).
shape(s55_p2, pyramid).
shape(s55_p3, pyramid).
shape(s55_p4, block).
shape(s56_p1, wedge).
shape(s56_p2, pyramid).
shape(s56_p3, wedge).
shape(s57_p1, wedge).
shape(s57_p2, block).
shape(s57_p3, wedge).
shape(s57_p4, wedge).
shape(s57_p5, pyramid).
shape(s58_p1, block).
shape(s58_p2, pyramid).
shape(s58_p3, wedge).
shape(s59_p1, block).
shape(s59_p2, pyramid).
shape(s59_p3, block).
shape(s59_p4, wedge).
shape(s59_p5, pyramid).
shape(s60_p1, block).
shape(s60_p2, block).
shape(s60_p3, pyramid).
shape(s61_p1, pyramid).
shape(s61_p2, block).
shape(s61_p3, block).
shape(s61_p4, block).
shape(s61_p5, wedge).
shape(s62_p1, block).
shape(s62_p2, pyramid).
shape(s62_p3, pyramid).
shape(s62_p4, block).
shape(s63_p1, block).
shape(s63_p2, pyramid).
shape(s63_p3, wedge).
shape(s63_p4, block).
shape(s64_p1, pyramid).
shape(s64_p2, pyramid).
shape(s64_p3, pyramid).
shape(s64_p4, block).
shape(s64_p5, block).
shape(s65_p1, pyramid).
shape(s65_p2, wedge).
shape(s65_p3, block).
shape(s65_p4, block).
shape(s65_p5, pyramid).
shape(s66_p1, pyramid).
shape(s66_p2, pyramid).
shape(s66_p3, wedge).
shape(s66_p4, wedge).
shape(s66_p5, block).
shape(s67_p1, wedge).
shape(s67_p2, block).
shape(s67_p3, wedge).
shape(s67_p4, pyramid).
shape(s68_p1, pyramid).
shape(s68_p2, pyramid).
shape(s68_p3, block).
shape(s68_p4, pyramid).
shape(s69_p1, wedge).
shape(s69_p2, block).
shape(s69_p3, wedge).
shape(s69_p4, wedge).
shape(s69_p5, pyramid).
shape(s70_p1, wedge).
shape(s70_p2, pyramid).
shape(s71_p1, wedge).
shape(s71_p2, wedge).
shape(s71_p3, pyramid).
shape(s71_p4, wedge).
shape(s72_p1, block).
shape(s72_p2, block).
shape(s73_p1, wedge).
shape(s73_p2, pyramid).
shape(s73_p3, pyramid).
shape(s73_p4, pyramid).
shape(s73_p5, block).
shape(s74_p1, block).
shape(s74_p2, block).
shape(s74_p3, pyramid).
shape(s74_p4, pyramid).
shape(s74_p5, block).
shape(s75_p1, pyramid).
shape(s75_p2, pyramid).
shape(s76_p1, wedge).
shape(s76_p2, pyramid).
shape(s76_p3, wedge).
shape(s76_p4, wedge).
shape(s76_p5, block).
shape(s77_p1, pyramid).
shape(s77_p2, block).
shape(s77_p3, pyramid).
shape(s77_p4, block).
shape(s77_p5, pyramid).
shape(s78_p1, wedge).
shape(s78_p2, block).
shape(s78_p3, block).
shape(s78_p4, block).
shape(s79_p1, pyramid).
shape(s79_p2, wedge).
shape(s79_p3, pyramid).
shape(s79_p4, wedge).
shape(s79_p5, wedge).
shape(s80_p1, pyramid).
shape(s80_p2, block).
shape(s80_p3, pyramid).
shape(s80_p4, pyramid).
shape(s80_p5, block).
shape(s81_p1, wedge).
shape(s81_p2, pyramid).
shape(s81_p3, pyramid).
shape(s81_p4, block).
shape(s81_p5, pyramid).
shape(s82_p1, wedge).
shape(s82_p2, pyramid).
shape(s82_p3, wedge).
shape(s82_p4, block).
shape(s83_p1, pyramid).
shape(s83_p2, block).
shape(s83_p3, wedge).
shape(s84_p1, block).
shape(s84_p2, block).
shape(s84_p3, wedge).
shape(s85_p1, pyramid).
shape(s85_p2, pyramid).
shape(s85_p3, block).
shape(s85_p4, pyramid).
shape(s85_p5, pyramid).
shape(s86_p1, block).
shape(s86_p2, pyramid).
shape(s86_p3, wedge).
shape(s86_p4, pyramid).
shape(s87_p1, pyramid).
shape(s87_p2, block).
shape(s87_p3, block).
shape(s87_p4, pyramid).
shape(s88_p1, wedge).
shape(s88_p2, pyramid).
shape(s88_p3, pyramid).
shape(s88_p4, block).
shape(s89_p1, pyramid).
shape(s89_p2, pyramid).
shape(s89_p3, pyramid).
shape(s89_p4, block).
shape(s90_p1, pyramid).
shape(s90_p2, wedge).
shape(s90_p3, pyramid).
shape(s90_p4, block).
shape(s90_p5, wedge).
shape(s91_p1, pyramid).
shape(s91_p2, pyramid).
shape(s91_p3, pyramid).
shape(s91_p4, wedge).
shape(s91_p5, pyramid).
shape(s92_p1, block).
shape(s92_p2, pyramid).
shape(s93_p1, pyramid).
shape(s93_p2, wedge).
shape(s93_p3, block).
shape(s93_p4, wedge).
shape(s93_p5, pyramid).
shape(s94_p1, pyramid).
shape(s94_p2, wedge).
shape(s94_p3, wedge).
shape(s95_p1, pyramid).
shape(s95_p2, pyramid).
shape(s96_p1, block).
shape(s96_p2, wedge).
shape(s96_p3, pyramid).
shape(s96_p4, pyramid).
shape(s96_p5, wedge).
shape(s97_p1, block).
shape(s97_p2, block).
shape(s97_p3, block).
shape(s97_p4, block).
shape(s98_p1, block).
shape(s98_p2, block).
shape(s98_p3, block).
shape(s98_p4, wedge).
shape(s99_p1, block).
shape(s99_p2, wedge).
shape(s99_p3, pyramid).
shape(s99_p4, wedge).
shape(s100_p1, pyramid).
shape(s100_p2, pyramid).
shape(s100_p3, wedge).
shape(s100_p4, block).
shape(s101_p1, block).
shape(s101_p2, pyramid).
shape(s101_p3, pyramid).
shape(s102_p1, pyramid).
shape(s102_p2, block).
shape(s102_p3, wedge).
shape(s102_p4, wedge).
shape(s102_p5, block).
shape(s103_p1, pyramid).
shape(s103_p2, wedge).
shape(s103_p3, block).
shape(s103_p4, block).
shape(s103_p5, wedge).
shape(s104_p1, wedge).
shape(s104_p2, wedge).
shape(s104_p3, wedge).
shape(s105_p1, block).
shape(s105_p2, pyramid).
shape(s105_p3, block).
shape(s105_p4, block).
shape(s105_p5, wedge).
shape(s106_p1, pyramid).
shape(s106_p2, wedge).
shape(s107_p1, pyramid).
shape(s107_p2, block).
shape(s107_p3, pyramid).
shape(s107_p4, block).
shape(s108_p1, pyramid).
shape(s108_p2, pyramid).
shape(s108_p3, wedge).
shape(s108_p4, block).
shape(s108_p5, block).
shape(s109_p1, block).
shape(s109_p2, wedge).
shape(s109_p3, wedge).
shape(s110_p1, pyramid).
shape(s110_p2, wedge).
shape(s110_p3, wedge).
shape(s110_p4, pyramid).
shape(s111_p1, pyramid).
shape(s111_p2, block).
shape(s112_p1, block).
shape(s112_p2, block).
shape(s113_p1, pyramid).
shape(s113_p2, pyramid).
shape(s113_p3, pyramid).
shape(s113_p4, block).
shape(s114_p1, block).
shape(s114_p2, wedge).
shape(s114_p3, block).
shape(s114_p4, wedge).
shape(s114_p5, pyramid).
shape(s115_p1, wedge).
shape(s115_p2, block).
shape(s115_p3, wedge).
shape(s115_p4, wedge).
shape(s116_p1, pyramid).
shape(s116_p2, wedge).
shape(s116_p3, block).
shape(s116_p4, block).
shape(s116_p5, pyramid).
shape(s117_p1, pyramid).
shape(s117_p2, pyramid).
shape(s118_p1, block).
shape(s118_p2, block).
shape(s118_p3, wedge).
shape(s118_p4, block).
shape(s118_p5, pyramid).
shape(s119_p1, pyramid).
shape(s119_p2, wedge).
shape(s119_p3, wedge).
shape(s120_p1, pyramid).
shape(s120_p2, pyramid).
shape(s120_p3, wedge).
shape(s120_p4, wedge).
shape(s120_p5, wedge).
xpos(s1_p1, 9).
xpos(s1_p2, 6).
xpos(s1_p3, 8).
xpos(s1_p4, 4).
xpos(s2_p1, 7).
xpos(s2_p2, 4).
xpos(s2_p3, 6).
xpos(s3_p1, 1).
xpos(s3_p2, 2).
xpos(s3_p3, 3).
xpos(s3_p4, 8).
xpos(s3_p5, 6).
xpos(s4_p1, 5).
xpos(s4_p2, 0).
xpos(s4_p3, 9).
xpos(s4_p4, 8).
xpos(s4_p5, 6).
xpos(s5_p1, 2).
xpos(s5_p2, 3).
xpos(s5_p3, 0).
xpos(s6_p1, 2).
xpos(s6_p2, 0).
xpos(s6_p3, 3).
xpos(s6_p4, 8).
xpos(s6_p5, 6).
xpos(s7_p1, 9).
xpos(s7_p2, 4).
xpos(s7_p3, 3).
xpos(s7_p4, 7).
xpos(s8_p1, 5).
xpos(s8_p2, 7).
xpos(s8_p3, 1).
xpos(s9_p1, 2).
xpos(s9_p2, 6).
xpos(s9_p3, 7).
xpos(s9_p4, 9).
xpos(s10_p1, 9).
xpos(s10_p2, 4).
xpos(s10_p3, 5).
xpos(s10_p4, 6).
xpos(s10_p5, 8).
xpos(s11_p1, 0).
xpos(s11_p2, 2).
xpos(s11_p3, 4).
xpos(s11_p4, 9).
xpos(s11_p5, 1).
xpos(s12_p1, 7).
xpos(s12_p2, 6).
xpos(s12_p3, 0).
xpos(s12_p4, 5).
xpos(s13_p1, 6).
xpos(s13_p2, 4).
xpos(s13_p3, 9).
xpos(s13_p4, 7).
xpos(s13_p5, 0).
xpos(s14_p1, 4).
xpos(s14_p2, 2).
xpos(s14_p3, 3).
xpos(s15_p1, 4).
xpos(s15_p2, 2).
xpos(s15_p3, 6).
xpos(s16_p1, 9).
xpos(s16_p2, 2).
xpos(s16_p3, 7).
xpos(s17_p1, 0).
xpos(s17_p2, 9).
xpos(s17_p3, 5).
xpos(s17_p4, 7).
xpos(s17_p5, 4).
xpos(s18_p1, 8).
xpos(s18_p2, 0).
xpos(s18_p3, 9).
xpos(s18_p4, 6).
xpos(s19_p1, 4).
xpos(s19_p2, 2).
xpos(s19_p3, 7).
xpos(s19_p4, 1).
xpos(s19_p5, 5).
xpos(s20_p1, 0).
xpos(s20_p2, 5).
xpos(s20_p3, 8).
xpos(s20_p4, 9).
xpos(s21_p1, 1).
xpos(s21_p2, 8).
xpos(s22_p1, 8).
xpos(s22_p2, 3).
xpos(s22_p3, 6).
xpos(s22_p4, 0).
xpos(s22_p5, 2).
xpos(s23_p1, 7).
xpos(s23_p2, 9).
xpos(s23_p3, 8).
xpos(s24_p1, 3).
xpos(s24_p2, 5).
xpos(s24_p3, 2).
xpos(s25_p1, 7).
xpos(s25_p2, 3).
xpos(s25_p3, 4).
xpos(s26_p1, 7).
xpos(s26_p2, 0).
xpos(s26_p3, 3).
xpos(s27_p1, 9).
xpos(s27_p2, 2).
xpos(s27_p3, 8).
xpos(s28_p1, 6).
xpos(s28_p2, 3).
xpos(s28_p3, 7).
xpos(s28_p4, 2).
xpos(s29_p1, 8).
xpos(s29_p2, 5).
xpos(s29_p3, 1).
xpos(s29_p4, 9).
xpos(s30_p1, 7).
xpos(s30_p2, 8).
xpos(s30_p3, 9).
xpos(s30_p4, 3).
xpos(s30_p5, 4).
xpos(s31_p1, 8).
xpos(s31_p2, 4).
xpos(s31_p3, 5).
xpos(s32_p1, 2).
xpos(s32_p2, 3).
xpos(s32_p3, 7).
xpos(s33_p1, 1).
xpos(s33_p2, 7).
xpos(s33_p3, 5).
xpos(s33_p4, 6).
xpos(s34_p1, 0).
xpos(s34_p2, 8).
xpos(s34_p3, 1).
xpos(s34_p4, 3).
xpos(s34_p5, 4).
xpos(s35_p1, 4).
xpos(s35_p2, 6).
xpos(s36_p1, 9).
xpos(s36_p2, 7).
xpos(s37_p1, 3).
xpos(s37_p2, 8).
xpos(s37_p3, 0).
xpos(s37_p4, 7).
xpos(s38_p1, 4).
xpos(s38_p2, 1).
xpos(s38_p3, 3).
xpos(s39_p1, 5).
xpos(s39_p2, 6).
xpos(s39_p3, 7).
xpos(s40_p1, 2).
xpos(s40_p2, 0).
xpos(s40_p3, 4).
xpos(s40_p4, 6).
xpos(s40_p5, 8).
xpos(s41_p1, 6).
xpos(s41_p2, 5).
xpos(s41_p3, 3).
xpos(s41_p4, 7).
xpos(s41_p5, 0).
xpos(s42_p1, 8).
xpos(s42_p2, 7).
xpos(s42_p3, 9).
xpos(s42_p4, 6).
xpos(s42_p5, 3).
xpos(s43_p1, 9).
xpos(s43_p2, 8).
xpos(s43_p3, 1).
xpos(s44_p1, 3).
xpos(s44_p2, 6).
xpos(s44_p3, 1).
xpos(s44_p4, 5).
xpos(s44_p5, 9).
xpos(s45_p1, 0).
xpos(s45_p2, 8).
xpos(s45_p3, 5).
xpos(s46_p1, 7).
xpos(s46_p2, 6).
xpos(s46_p3, 1).
xpos(s47_p1, 9).
xpos(s47_p2, 5).
xpos(s47_p3, 6).
xpos(s47_p4, 2).
xpos(s47_p5, 4).
xpos(s48_p1, 1).
xpos(s48_p2, 6).
xpos(s48_p3, 9).
xpos(s48_p4, 3).
xpos(s48_p5, 2).
xpos(s49_p1, 0).
xpos(s49_p2, 8).
xpos(s49_p3, 4).
xpos(s49_p4, 6).
xpos(s49_p5, 9).
xpos(s50_p1, 8).
xpos(s50_p2, 5).
xpos(s51_p1, 6).
xpos(s51_p2, 0).
xpos(s51_p3, 8).
xpos(s51_p4, 5).
xpos(s52_p1, 3).
xpos(s52_p2, 6).
xpos(s52_p3, 9).
xpos(s52_p4, 1).
xpos(s52_p5, 5).
xpos(s53_p1, 5).
xpos(s53_p2, 2).
xpos(s53_p3, 4).
xpos(s53_p4, 1).
xpos(s53_p5, 7).
xpos(s54_p1, 5).
xpos(s54_p2, 3).
xpos(s54_p3, 2).
xpos(s54_p4, 9).
xpos(s55_p1, 3).
xpos(s55_p2, 2).
xpos(s55_p3, 0).
xpos(s55_p4, 8).
xpos(s56_p1, 1).
xpos(s56_p2, 0).
xpos(s56_p3, 4).
xpos(s57_p1, 7).
xpos(s57_p2, 0).
xpos(s57_p3, 8).
xpos(s57_p4, 6).
xpos(s57_p5, 2).
xpos(s58_p1, 9).
xpos(s58_p2, 3).
xpos(s58_p3, 7).
xpos(s59_p1, 0).
xpos(s59_p2, 8).
xpos(s59_p3, 7).
xpos(s59_p4, 9).
xpos(s59_p5, 3).
xpos(s60_p1, 2).
xpos(s60_p2, 6).
xpos(s60_p3, 7).
xpos(s61_p1, 0).
xpos(s61_p2, 4).
xpos(s61_p3, 3).
xpos(s61_p4, 8).
xpos(s61_p5, 6).
xpos(s62_p1, 1).
xpos(s62_p2, 8).
xpos(s62_p3, 3).
xpos(s62_p4, 6).
xpos(s63_p1, 8).
xpos(s63_p2, 5).
xpos(s63_p3, 1).
xpos(s63_p4, 2).
xpos(s64_p1, 9).
xpos(s64_p2, 1).
xpos(s64_p3, 7).
xpos(s64_p4, 4).
xpos(s64_p5, 3).
xpos(s65_p1, 2).
xpos(s65_p2, 1).
xpos(s65_p3, 4).
xpos(s65_p4, 9).
xpos(s65_p5, 8).
xpos(s66_p1, 0).
xpos(s66_p2, 8).
xpos(s66_p3, 1).
xpos(s66_p4, 4).
xpos(s66_p5, 6).
xpos(s67_p1, 6).
xpos(s67_p2, 2).
xpos(s67_p3, 8).
xpos(s67_p4, 5).
xpos(s68_p1, 3).
xpos(s68_p2, 5).
xpos(s68_p3, 9).
xpos(s68_p4, 6).
xpos(s69_p1, 6).
xpos(s69_p2, 1).
xpos(s69_p3, 5).
xpos(s69_p4, 9).
xpos(s69_p5, 7).
xpos(s70_p1, 9).
xpos(s70_p2, 3).
xpos(s71_p1, 9).
xpos(s71_p2, 6).
xpos(s71_p3, 7).
xpos(s71_p4, 8).
xpos(s72_p1, 0).
xpos(s72_p2, 1).
xpos(s73_p1, 9).
xpos(s73_p2, 3).
xpos(s73_p3, 2).
xpos(s73_p4, 0).
xpos(s73_p5, 7).
xpos(s74_p1, 8).
xpos(s74_p2, 3).
xpos(s74_p3, 2).
xpos(s74_p4, 5).
xpos(s74_p5, 6).
xpos(s75_p1, 1).
xpos(s75_p2, 5).
xpos(s76_p1, 7).
xpos(s76_p2, 6).
xpos(s76_p3, 2).
xpos(s76_p4, 0).
xpos(s76_p5, 5).
xpos(s77_p1, 2).
xpos(s77_p2, 8).
xpos(s77_p3, 6).
xpos(s77_p4, 7).
xpos(s77_p5, 9).
xpos(s78_p1, 8).
xpos(s78_p2, 6).
xpos(s78_p3, 1).
xpos(s78_p4, 9).
xpos(s79_p1, 9).
xpos(s79_p2, 8).
xpos(s79_p3, 6).
xpos(s79_p4, 2).
xpos(s79_p5, 0).
xpos(s80_p1, 3).
xpos(s80_p2, 5).
xpos(s80_p3, 8).
xpos(s80_p4, 9).
xpos(s80_p5, 7).
xpos(s81_p1, 2).
xpos(s81_p2, 7).
xpos(s81_p3, 3).
xpos(s81_p4, 1).
xpos(s81_p5, 9).
xpos(s82_p1, 0).
xpos(s82_p2, 6).
xpos(s82_p3, 7).
xpos(s82_p4, 8).
xpos(s83_p1, 2).
xpos(s83_p2, 3).
xpos(s83_p3, 1).
xpos(s84_p1, 9).
xpos(s84_p2, 6).
xpos(s84_p3, 3).
xpos(s85_p1, 4).
xpos(s85_p2, 8).
xpos(s85_p3, 1).
xpos(s85_p4, 3).
xpos(s85_p5, 6).
xpos(s86_p1, 4).
xpos(s86_p2, 7).
xpos(s86_p3, 2).
xpos(s86_p4, 3).
xpos(s87_p1, 5).
xpos(s87_p2, 0).
xpos(s87_p3, 8).
xpos(s87_p4, 4).
xpos(s88_p1, 0).
xpos(s88_p2, 6).
xpos(s88_p3, 4).
xpos(s88_p4, 2).
xpos(s89_p1, 7).
xpos(s89_p2, 5).
xpos(s89_p3, 8).
xpos(s89_p4, 0).
xpos(s90_p1, 0).
xpos(s90_p2, 9).
xpos(s90_p3, 5).
xpos(s90_p4, 8).
xpos(s90_p5, 4).
xpos(s91_p1, 6).
xpos(s91_p2, 9).
xpos(s91_p3, 0).
xpos(s91_p4, 8).
xpos(s91_p5, 1).
xpos(s92_p1, 7).
xpos(s92_p2, 4).
xpos(s93_p1, 8).
xpos(s93_p2, 6).
xpos(s93_p3, 4).
xpos(s93_p4, 3).
xpos(s93_p5, 7).
xpos(s94_p1, 0).
xpos(s94_p2, 3).
xpos(s94_p3, 8).
xpos(s95_p1, 5).
xpos(s95_p2, 8).
xpos(s96_p1, 7).
xpos(s96_p2, 9).
xpos(s96_p3, 3).
xpos(s96_p4, 4).
xpos(s96_p5, 8).
xpos(s97_p1, 4).
xpos(s97_p2, 5).
xpos(s97_p3, 8).
xpos(s97_p4, 2).
xpos(s98_p1, 1).
xpos(s98_p2, 2).
xpos(s98_p3, 3).
xpos(s98_p4, 0).
xpos(s99_p1, 0).
xpos(s99_p2, 4).
xpos(s99_p3, 5).
xpos(s99_p4, 9).
xpos(s100_p1, 4).
xpos(s100_p2, 7).
xpos(s100_p3, 9).
xpos(s100_p4, 3).
xpos(s101_p1, 8).
xpos(s101_p2, 3).
xpos(s101_p3, 6).
xpos(s102_p1, 7).
xpos(s102_p2, 2).
xpos(s102_p3, 1).
xpos(s102_p4, 6).
xpos(s102_p5, 5).
xpos(s103_p1, 5).
xpos(s103_p2, 0).
xpos(s103_p3, 9).
xpos(s103_p4, 1).
xpos(s103_p5, 2).
xpos(s104_p1, 6).
xpos(s104_p2, 5).
xpos(s104_p3, 0).
xpos(s105_p1, 8).
xpos(s105_p2, 5).
xpos(s105_p3, 3).
xpos(s105_p4, 4).
xpos(s105_p5, 7).
xpos(s106_p1, 2).
xpos(s106_p2, 0).
xpos(s107_p1, 0).
xpos(s107_p2, 7).
xpos(s107_p3, 3).
xpos(s107_p4, 5).
xpos(s108_p1, 7).
xpos(s108_p2, 0).
xpos(s108_p3, 9).
xpos(s108_p4, 6).
xpos(s108_p5, 1).
xpos(s109_p1, 2).
xpos(s109_p2, 5).
xpos(s109_p3, 4).
xpos(s110_p1, 6).
xpos(s110_p2, 8).
xpos(s110_p3, 7).
xpos(s110_p4, 9).
xpos(s111_p1, 9).
xpos(s111_p2, 6).
xpos(s112_p1, 4).
xpos(s112_p2, 7).
xpos(s113_p1, 3).
xpos(s113_p2, 5).
xpos(s113_p3, 1).
xpos(s113_p4, 0).
xpos(s114_p1, 4).
xpos(s114_p2, 1).
xpos(s114_p3, 7).
xpos(s114_p4, 3).
xpos(s114_p5, 2).
xpos(s115_p1, 8).
xpos(s115_p2, 6).
xpos(s115_p3, 2).
xpos(s115_p4, 7).
xpos(s116_p1, 8).
xpos(s116_p2, 7).
xpos(s116_p3, 3).
xpos(s116_p4, 2).
xpos(s116_p5, 4).
xpos(s117_p1, 9).
xpos(s117_p2, 8).
xpos(s118_p1, 8).
xpos(s118_p2, 0).
xpos(s118_p3, 4).
xpos(s118_p4, 2).
xpos(s118_p5, 3).
xpos(s119_p1, 6).
xpos(s119_p2, 1).
xpos(s119_p3, 5).
xpos(s120_p1, 6).
xpos(s120_p2, 2).
xpos(s120_p3, 4).
xpos(s120_p4, 3).
xpos(s120_p5, 9).
touches(s1_p2, s1_p3).
touches(s1_p3, s1_p2).
touches(s1_p2, s1_p4).
touches(s1_p4, s1_p2).
touches(s2_p2, s2_p3).
touches(s2_p3, s2_p2).
touches(s3_p2, s3_p3).
touches(s3_p3, s3_p2).
touches(s4_p1, s4_p5).
touches(s4_p5, s4_p1).
touches(s4_p4, s4_p5).
touches(s4_p5, s4_p4).
touches(s5_p1, s5_p2).
touches(s5_p2, s5_p1).
touches(s6_p1, s6_p2).
touches(s6_p2, s6_p1).
touches(s6_p4, s6_p5).
touches(s6_p5, s6_p4).
touches(s7_p1, s7_p4).
touches(s7_p4, s7_p1).
touches(s7_p2, s7_p3).
touches(s7_p3, s7_p2).
touches(s9_p2, s9_p3).
touches(s9_p3, s9_p2).
touches(s10_p1, s10_p5).
touches(s10_p5, s10_p1).
touches(s10_p2, s10_p3).
touches(s10_p3, s10_p2).
touches(s10_p2, s10_p4).
touches(s10_p4, s10_p2).
touches(s10_p4, s10_p5).
touches(s10_p5, s10_p4).
touches(s11_p2, s11_p3).
touches(s11_p3, s11_p2).
touches(s12_p1, s12_p2).
touches(s12_p2, s12_p1).
touches(s13_p1, s13_p2).
touches(s13_p2, s13_p1).
touches(s13_p3, s13_p4).
touches(s13_p4, s13_p3).
touches(s14_p1, s14_p3).
touches(s14_p3, s14_p1).
touches(s15_p1, s15_p2).
touches(s15_p2, s15_p1).
touches(s15_p1, s15_p3).
touches(s15_p3, s15_p1).
touches(s16_p1, s16_p3).
touches(s16_p3, s16_p1).
touches(s17_p3, s17_p5).
touches(s17_p5, s17_p3).
touches(s18_p1, s18_p3).
touches(s18_p3, s18_p1).
touches(s18_p1, s18_p4).
touches(s18_p4, s18_p1).
touches(s19_p1, s19_p5).
touches(s19_p5, s19_p1).
touches(s19_p3, s19_p5).
touches(s19_p5, s19_p3).
touches(s22_p2, s22_p5).
touches(s22_p5, s22_p2).
touches(s22_p4, s22_p5).
touches(s22_p5, s22_p4).
touches(s23_p1, s23_p3).
touches(s23_p3, s23_p1).
touches(s23_p2, s23_p3).
touches(s23_p3, s23_p2).
touches(s24_p1, s24_p2).
touches(s24_p2, s24_p1).
touches(s24_p1, s24_p3).
touches(s24_p3, s24_p1).
touches(s25_p2, s25_p3).
touches(s25_p3, s25_p2).
touches(s28_p1, s28_p3).
touches(s28_p3, s28_p1).
touches(s29_p1, s29_p4).
touches(s29_p4, s29_p1).
touches(s30_p1, s30_p2).
touches(s30_p2, s30_p1).
touches(s30_p2, s30_p3).
touches(s30_p3, s30_p2).
touches(s31_p2, s31_p3).
touches(s31_p3, s31_p2).
touches(s33_p2, s33_p3).
touches(s33_p3, s33_p2).
touches(s33_p2, s33_p4).
touches(s33_p4, s33_p2).
touches(s33_p3, s33_p4).
touches(s33_p4, s33_p3).
touches(s34_p1, s34_p3).
touches(s34_p3, s34_p1).
touches(s34_p4, s34_p5).
touches(s34_p5, s34_p4).
touches(s35_p1, s35_p2).
touches(s35_p2, s35_p1).
touches(s36_p1, s36_p2).
touches(s36_p2, s36_p1).
touches(s37_p2, s37_p4).
touches(s37_p4, s37_p2).
touches(s38_p1, s38_p3).
touches(s38_p3, s38_p1).
touches(s38_p2, s38_p3).
touches(s38_p3, s38_p2).
touches(s39_p1, s39_p2).
touches(s39_p2, s39_p1).
touches(s39_p1, s39_p3).
touches(s39_p3, s39_p1).
touches(s41_p2, s41_p4).
touches(s41_p4, s41_p2).
touches(s42_p2, s42_p3).
touches(s42_p3, s42_p2).
touches(s44_p2, s44_p4).
touches(s44_p4, s44_p2).
touches(s46_p1, s46_p2).
touches(s46_p2, s46_p1).
touches(s47_p3, s47_p5).
touches(s47_p5, s47_p3).
touches(s48_p4, s48_p5).
touches(s48_p5, s48_p4).
touches(s49_p2, s49_p4).
touches(s49_p4, s49_p2).
touches(s51_p1, s51_p3).
touches(s51_p3, s51_p1).
touches(s52_p1, s52_p5).
touches(s52_p5, s52_p1).
touches(s52_p2, s52_p5).
touches(s52_p5, s52_p2).
touches(s53_p1, s53_p3).
touches(s53_p3, s53_p1).
touches(s53_p1, s53_p5).
touches(s53_p5, s53_p1).
touches(s53_p2, s53_p3).
touches(s53_p3, s53_p2).
touches(s54_p1, s54_p2).
touches(s54_p2, s54_p1).
touches(s54_p2, s54_p3).
touches(s54_p3, s54_p2).
touches(s55_p1, s55_p2).
touches(s55_p2, s55_p1).
touches(s56_p1, s56_p2).
touches(s56_p2, s56_p1).
touches(s57_p1, s57_p4).
touches(s57_p4, s57_p1).
touches(s57_p2, s57_p5).
touches(s57_p5, s57_p2).
touches(s57_p3, s57_p4).
touches(s57_p4, s57_p3).
touches(s59_p2, s59_p4).
touches(s59_p4, s59_p2).
touches(s59_p3, s59_p4).
touches(s59_p4, s59_p3).
touches(s60_p2, s60_p3).
touches(s60_p3, s60_p2).
touches(s61_p2, s61_p3).
touches(s61_p3, s61_p2).
touches(s61_p2, s61_p5).
touches(s61_p5, s61_p2).
touches(s61_p4, s61_p5).
touches(s61_p5, s61_p4).
touches(s64_p4, s64_p5).
touches(s64_p5, s64_p4).
touches(s65_p1, s65_p3).
touches(s65_p3, s65_p1).
touches(s65_p4, s65_p5).
touches(s65_p5, s65_p4).
touches(s66_p2, s66_p5).
touches(s66_p5, s66_p2).
touches(s68_p1, s68_p2).
touches(s68_p2, s68_p1).
touches(s68_p2, s68_p4).
touches(s68_p4, s68_p2).
touches(s69_p1, s69_p3).
touches(s69_p3, s69_p1).
touches(s69_p1, s69_p5).
touches(s69_p5, s69_p1).
touches(s69_p4, s69_p5).
touches(s69_p5, s69_p4).
touches(s71_p1, s71_p3).
touches(s71_p3, s71_p1).
touches(s71_p2, s71_p3).
touches(s71_p3, s71_p2).
touches(s71_p2, s71_p4).
touches(s71_p4, s71_p2).
touches(s71_p3, s71_p4).
touches(s71_p4, s71_p3).
touches(s72_p1, s72_p2).
touches(s72_p2, s72_p1).
touches(s73_p3, s73_p4).
touches(s73_p4, s73_p3).
touches(s74_p1, s74_p5).
touches(s74_p5, s74_p1).
touches(s74_p2, s74_p4).
touches(s74_p4, s74_p2).
touches(s74_p4, s74_p5).
touches(s74_p5, s74_p4).
touches(s76_p1, s76_p2).
touches(s76_p2, s76_p1).
touches(s76_p1, s76_p5).
touches(s76_p5, s76_p1).
touches(s76_p2, s76_p5).
touches(s76_p5, s76_p2).
touches(s76_p3, s76_p4).
touches(s76_p4, s76_p3).
touches(s77_p2, s77_p3).
touches(s77_p3, s77_p2).
touches(s77_p2, s77_p5).
touches(s77_p5, s77_p2).
touches(s77_p3, s77_p4).
touches(s77_p4, s77_p3).
touches(s78_p1, s78_p2).
touches(s78_p2, s78_p1).
touches(s79_p4, s79_p5).
touches(s79_p5, s79_p4).
touches(s80_p2, s80_p5).
touches(s80_p5, s80_p2).
touches(s80_p3, s80_p5).
touches(s80_p5, s80_p3).
touches(s81_p1, s81_p3).
touches(s81_p3, s81_p1).
touches(s81_p1, s81_p4).
touches(s81_p4, s81_p1).
touches(s81_p3, s81_p4).
touches(s81_p4, s81_p3).
touches(s82_p2, s82_p3).
touches(s82_p3, s82_p2).
touches(s82_p2, s82_p4).
touches(s82_p4, s82_p2).
touches(s83_p1, s83_p3).
touches(s83_p3, s83_p1).
touches(s83_p2, s83_p3).
touches(s83_p3, s83_p2).
touches(s86_p1, s86_p4).
touches(s86_p4, s86_p1).
touches(s86_p3, s86_p4).
touches(s86_p4, s86_p3).
touches(s87_p1, s87_p4).
touches(s87_p4, s87_p1).
touches(s88_p2, s88_p3).
touches(s88_p3, s88_p2).
touches(s88_p3, s88_p4).
touches(s88_p4, s88_p3).
touches(s89_p1, s89_p2).
touches(s89_p2, s89_p1).
touches(s90_p3, s90_p5).
touches(s90_p5, s90_p3).
touches(s91_p2, s91_p4).
touches(s91_p4, s91_p2).
touches(s91_p3, s91_p5).
touches(s91_p5, s91_p3).
touches(s93_p1, s93_p2).
touches(s93_p2, s93_p1).
touches(s93_p2, s93_p5).
touches(s93_p5, s93_p2).
touches(s93_p3, s93_p4).
touches(s93_p4, s93_p3).
touches(s96_p1, s96_p2).
touches(s96_p2, s96_p1).
touches(s96_p1, s96_p5).
touches(s96_p5, s96_p1).
touches(s96_p2, s96_p5).
touches(s96_p5, s96_p2).
touches(s97_p1, s97_p4).
touches(s97_p4, s97_p1).
touches(s98_p1, s98_p2).
touches(s98_p2, s98_p1).
touches(s98_p1, s98_p3).
touches(s98_p3, s98_p1).
touches(s98_p1, s98_p4).
touches(s98_p4, s98_p1).
touches(s98_p2, s98_p3).
touches(s98_p3, s98_p2).
touches(s101_p1, s101_p3).
touches(s101_p3, s101_p1).
touches(s102_p1, s102_p4).
touches(s102_p4, s102_p1).
touches(s102_p1, s102_p5).
touches(s102_p5, s102_p1).
touches(s102_p2, s102_p3).
touches(s102_p3, s102_p2).
touches(s102_p4, s102_p5).
touches(s102_p5, s102_p4).
touches(s103_p4, s103_p5).
touches(s103_p5, s103_p4).
touches(s104_p1, s104_p2).
touches(s104_p2, s104_p1).
touches(s105_p2, s105_p3).
touches(s105_p3, s105_p2).
touches(s105_p2, s105_p5).
touches(s105_p5, s105_p2).
touches(s106_p1, s106_p2).
touches(s106_p2, s106_p1).
touches(s107_p2, s107_p4).
touches(s107_p4, s107_p2).
touches(s107_p3, s107_p4).
touches(s107_p4, s107_p3).
touches(s108_p1, s108_p3).
touches(s108_p3, s108_p1).
touches(s108_p2, s108_p5).
touches(s108_p5, s108_p2).
touches(s110_p1, s110_p3).
touches(s110_p3, s110_p1).
touches(s110_p2, s110_p4).
touches(s110_p4, s110_p2).
touches(s113_p1, s113_p2).
touches(s113_p2, s113_p1).
touches(s113_p3, s113_p4).
touches(s113_p4, s113_p3).
touches(s114_p1, s114_p4).
touches(s114_p4, s114_p1).
touches(s114_p4, s114_p5).
touches(s114_p5, s114_p4).
touches(s115_p1, s115_p2).
touches(s115_p2, s115_p1).
touches(s115_p1, s115_p4).
touches(s115_p4, s115_p1).
touches(s116_p3, s116_p4).
touches(s116_p4, s116_p3).
touches(s116_p3, s116_p5).
touches(s116_p5, s116_p3).
touches(s116_p4, s116_p5).
touches(s116_p5, s116_p4).
touches(s117_p1, s117_p2).
touches(s117_p2, s117_p1).
touches(s118_p2, s118_p4).
touches(s118_p4, s118_p2).
touches(s118_p4, s118_p5).
touches(s118_p5, s118_p4).
touches(s119_p1, s119_p3).
touches(s119_p3, s119_p1).
touches(s120_p2, s120_p3).
touches(s120_p3, s120_p2).
touches(s120_p3, s120_p4).
touches(s120_p4, s120_p3).

% left_of(A, B): A stands left of B in the same scene
left_of(A, B) :- in_scene(S, A), in_scene(S, B), xpos(A, X), xpos(B, Y), X < Y.
