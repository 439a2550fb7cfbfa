% Zendo scenes: piece(Scene, Piece); unary colour, size, shape and orientation
% of each piece; contact/2 is symmetric (both directions listed).
piece(s1, s1_p1).
piece(s1, s1_p2).
piece(s1, s1_p3).
piece(s1, s1_p4).
piece(s2, s2_p1).
piece(s2, s2_p2).
piece(s2, s2_p3).
piece(s2, s2_p4).
piece(s3, s3_p1).
piece(s3, s3_p2).
piece(s3, s3_p3).
piece(s4, s4_p1).
piece(s4, s4_p2).
piece(s4, s4_p3).
piece(s5, s5_p1).
piece(s5, s5_p2).
piece(s5, s5_p3).
piece(s5, s5_p4).
piece(s5, s5_p5).
piece(s6, s6_p1).
piece(s6, s6_p2).
piece(s6, s6_p3).
piece(s7, s7_p1).
piece(s7, s7_p2).
piece(s7, s7_p3).
piece(s7, s7_p4).
piece(s7, s7_p5).
piece(s8, s8_p1).
piece(s8, s8_p2).
piece(s9, s9_p1).
piece(s9, s9_p2).
piece(s9, s9_p3).
piece(s9, s9_p4).
piece(s9, s9_p5).
piece(s10, s10_p1).
piece(s10, s10_p2).
piece(s11, s11_p1).
piece(s11, s11_p2).
piece(s11, s11_p3).
piece(s11, s11_p4).
piece(s11, s11_p5).
piece(s12, s12_p1).
piece(s12, s12_p2).
piece(s13, s13_p1).
piece(s13, s13_p2).
piece(s13, s13_p3).
piece(s13, s13_p4).
piece(s14, s14_p1).
piece(s14, s14_p2).
piece(s14, s14_p3).
piece(s14, s14_p4).
piece(s14, s14_p5).
piece(s15, s15_p1).
piece(s15, s15_p2).
piece(s15, s15_p3).
piece(s15, s15_p4).
piece(s15, s15_p5).
piece(s16, s16_p1).
piece(s16, s16_p2).
piece(s16, s16_p3).
piece(s16, s16_p4).
piece(s17, s17_p1).
piece(s17, s17_p2).
piece(s17, s17_p3).
piece(s17, s17_p4).
piece(s18, s18_p1).
piece(s18, s18_p2).
piece(s18, s18_p3).
piece(s19, s19_p1).
piece(s19, s19_p2).
piece(s20, s20_p1).
piece(s20, s20_p2).
piece(s20, s20_p3).
piece(s20, s20_p4).
piece(s21, s21_p1).
piece(s21, s21_p2).
piece(s21, s21_p3).
piece(s21, s21_p4).
piece(s21, s21_p5).
piece(s22, s22_p1).
piece(s22, s22_p2).
piece(s23, s23_p1).
piece(s23, s23_p2).
piece(s23, s23_p3).
piece(s23, s23_p4).
piece(s24, s24_p1).
piece(s24, s24_p2).
piece(s24, s24_p3).
piece(s24, s24_p4).
piece(s25, s25_p1).
piece(s25, s25_p2).
piece(s25, s25_p3).
piece(s25, s25_p4).
piece(s26, s26_p1).
piece(s26, s26_p2).
piece(s26, s26_p3).
piece(s27, s27_p1).
piece(s27, s27_p2).
piece(s27, s27_p3).
piece(s27, s27_p4).
piece(s28, s28_p1).
piece(s28, s28_p2).
piece(s28, s28_p3).
piece(s29, s29_p1).
piece(s29, s29_p2).
piece(s30, s30_p1).
piece(s30, s30_p2).
piece(s30, s30_p3).
piece(s30, s30_p4).
piece(s30, s30_p5).
piece(s31, s31_p1).
piece(s31, s31_p2).
piece(s31, s31_p3).
piece(s31, s31_p4).
piece(s31, s31_p5).
piece(s32, s32_p1).
piece(s32, s32_p2).
piece(s32, s32_p3).
piece(s33, s33_p1).
piece(s33, s33_p2).
piece(s34, s34_p1).
piece(s34, s34_p2).
piece(s34, s34_p3).
piece(s35, s35_p1).
piece(s35, s35_p2).
piece(s35, s35_p3).
piece(s35, s35_p4).
piece(s35, s35_p5).
piece(s36, s36_p1).
piece(s36, s36_p2).
piece(s36, s36_p3).
piece(s36, s36_p4).
piece(s37, s37_p1).
piece(s37, s37_p2).
piece(s37, s37_p3).
piece(s37, s37_p4).
piece(s37, s37_p5).
piece(s38, s38_p1).
piece(s38, s38_p2).
piece(s38, s38_p3).
piece(s38, s38_p4).
piece(s38, s38_p5).
piece(s39, s39_p1).
piece(s39, s39_p2).
piece(s39, s39_p3).
piece(s39, s39_p4).
piece(s39, s39_p5).
piece(s40, s40_p1).
piece(s40, s40_p2).
piece(s40, s40_p3).
piece(s40, s40_p4).
piece(s40, s40_p5).
piece(s41, s41_p1).
piece(s41, s41_p2).
piece(s41, s41_p3).
piece(s42, s42_p1).
piece(s42, s42_p2).
piece(s42, s42_p3).
piece(s42, s42_p4).
piece(s43, s43_p1).
piece(s43, s43_p2).
piece(s43, s43_p3).
piece(s43, s43_p4).
piece(s44, s44_p1).
piece(s44, s44_p2).
piece(s45, s45_p1).
piece(s45, s45_p2).
piece(s45, s45_p3).
piece(s45, s45_p4).
piece(s46, s46_p1).
piece(s46, s46_p2).
piece(s46, s46_p3).
piece(s47, s47_p1).
piece(s47, s47_p2).
piece(s47, s47_p3).
piece(s47, s47_p4).
piece(s48, s48_p1).
piece(s48, s48_p2).
piece(s49, s49_p1).
piece(s49, s49_p2).
piece(s49, s49_p3).
piece(s49, s49_p4).
piece(s49, s49_p5).
piece(s50, s50_p1).
piece(s50, s50_p2).
piece(s50, s50_p3).
piece(s50, s50_p4).
piece(s50, s50_p5).
piece(s51, s51_p1).
piece(s51, s51_p2).
piece(s51, s51_p3).
piece(s51, s51_p4).
piece(s52, s52_p1).
piece(s52, s52_p2).
piece(s52, s52_p3).
piece(s52, s52_p4).
piece(s52, s52_p5).
piece(s53, s53_p1).
piece(s53, s53_p2).
piece(s53, s53_p3).
piece(s54, s54_p1).
piece(s54, s54_p2).
piece(s54, s54_p3).
piece(s55, s55_p1).
piece(s55, s55_p2).
piece(s55, s55_p3).
piece(s55, s55_p4).
piece(s55, s55_p5).
piece(s56, s56_p1).
piece(s56, s56_p2).
piece(s56, s56_p3).
piece(s56, s56_p4).
piece(s57, s57_p1).
piece(s57, s57_p2).
piece(s58, s58_p1).
piece(s58, s58_p2).
piece(s58, s58_p3).
piece(s58, s58_p4).
piece(s59, s59_p1).
piece(s59, s59_p2).
piece(s59, s59_p3).
piece(s59, s59_p4).
piece(s59, s59_p5).
piece(s60, s60_p1).
piece(s60, s60_p2).
piece(s60, s60_p3).
piece(s60, s60_p4).
piece(s60, s60_p5).
piece(s61, s61_p1).
piece(s61, s61_p2).
piece(s61, s61_p3).
piece(s61, s61_p4).
piece(s61, s61_p5).
piece(s62, s62_p1).
piece(s62, s62_p2).
piece(s62, s62_p3).
piece(s62, s62_p4).
piece(s63, s63_p1).
piece(s63, s63_p2).
piece(s63, s63_p3).
piece(s63, s63_p4).
piece(s64, s64_p1).
piece(s64, s64_p2).
piece(s64, s64_p3).
piece(s64, s64_p4).
piece(s65, s65_p1).
piece(s65, s65_p2).
piece(s65, s65_p3).
piece(s65, s65_p4).
piece(s66, s66_p1).
piece(s66, s66_p2).
piece(s66, s66_p3).
piece(s67, s67_p1).
piece(s67, s67_p2).
piece(s67, s67_p3).
piece(s67, s67_p4).
piece(s68, s68_p1).
piece(s68, s68_p2).
piece(s68, s68_p3).
piece(s68, s68_p4).
piece(s69, s69_p1).
piece(s69, s69_p2).
piece(s69, s69_p3).
piece(s69, s69_p4).
piece(s70, s70_p1).
piece(s70, s70_p2).
piece(s71, s71_p1).
piece(s71, s71_p2).
piece(s71, s71_p3).
piece(s71, s71_p4).
piece(s72, s72_p1).
piece(s72, s72_p2).
piece(s72, s72_p3).
piece(s72, s72_p4).
piece(s72, s72_p5).
piece(s73, s73_p1).
piece(s73, s73_p2).
piece(s74, s74_p1).
piece(s74, s74_p2).
piece(s74, s74_p3).
piece(s75, s75_p1).
piece(s75, s75_p2).
piece(s75, s75_p3).
piece(s76, s76_p1).
piece(s76, s76_p2).
piece(s76, s76_p3).
piece(s76, s76_p4).
piece(s77, s77_p1).
piece(s77, s77_p2).
piece(s77, s77_p3).
piece(s77, s77_p4).
piece(s78, s78_p1).
piece(s78, s78_p2).
piece(s78, s78_p3).
piece(s78, s78_p4).
piece(s79, s79_p1).
piece(s79, s79_p2).
piece(s79, s79_p3).
piece(s79, s79_p4).
piece(s79, s79_p5).
piece(s80, s80_p1).
piece(s80, s80_p2).
piece(s80, s80_p3).
piece(s81, s81_p1).
piece(s81, s81_p2).
piece(s81, s81_p3).
piece(s82, s82_p1).
piece(s82, s82_p2).
piece(s83, s83_p1).
piece(s83, s83_p2).
piece(s83, s83_p3).
piece(s84, s84_p1).
piece(s84, s84_p2).
piece(s84, s84_p3).
piece(s84, s84_p4).
piece(s84, s84_p5).
piece(s85, s85_p1).
piece(s85, s85_p2).
piece(s85, s85_p3).
piece(s85, s85_p4).
piece(s85, s85_p5).
piece(s86, s86_p1).
piece(s86, s86_p2).
piece(s86, s86_p3).
piece(s86, s86_p4).
piece(s86, s86_p5).
piece(s87, s87_p1).
piece(s87, s87_p2).
piece(s87, s87_p3).
piece(s87, s87_p4).
piece(s87, s87_p5).
piece(s88, s88_p1).
piece(s88, s88_p2).
piece(s88, s88_p3).
piece(s88, s88_p4).
piece(s88, s88_p5).
piece(s89, s89_p1).
piece(s89, s89_p2).
piece(s89, s89_p3).
piece(s89, s89_p4).
piece(s89, s89_p5).
piece(s90, s90_p1).
piece(s90, s90_p2).
piece(s90, s90_p3).
blue(s1_p1).
blue(s1_p2).
blue(s1_p4).
blue(s2_p4).
blue(s3_p2).
blue(s4_p1).
blue(s6_p2).
blue(s7_p1).
blue(s7_p3).
blue(s7_p4).
blue(s8_p2).
blue(s9_p2).
blue(s9_p5).
blue(s10_p1).
blue(s11_p5).
blue(s15_p4).
blue(s17_p1).
blue(s18_p2).
blue(s20_p2).
blue(s21_p2).
blue(s21_p5).
blue(s24_p1).
blue(s24_p2).
blue(s26_p1).
blue(s26_p3).
blue(s27_p4).
blue(s30_p2).
blue(s30_p3).
blue(s30_p4).
blue(s30_p5).
blue(s31_p4).
blue(s33_p1).
blue(s34_p1).
blue(s35_p3).
blue(s35_p5).
blue(s37_p1).
blue(s37_p4).
blue(s38_p2).
blue(s38_p5).
blue(s39_p3).
blue(s40_p5).
blue(s41_p1).
blue(s43_p2).
blue(s47_p3).
blue(s48_p2).
blue(s49_p4).
blue(s50_p2).
blue(s51_p1).
blue(s52_p1).
blue(s52_p2).
blue(s53_p1).
blue(s54_p3).
blue(s55_p2).
blue(s55_p5).
blue(s56_p2).
blue(s57_p1).
blue(s58_p3).
blue(s59_p3).
blue(s59_p5).
blue(s61_p1).
blue(s62_p4).
blue(s64_p2).
blue(s69_p4).
blue(s70_p1).
blue(s72_p4).
blue(s75_p2).
blue(s75_p3).
blue(s76_p1).
blue(s78_p2).
blue(s79_p2).
blue(s79_p5).
blue(s80_p2).
blue(s84_p4).
blue(s85_p1).
blue(s85_p3).
blue(s88_p1).
blue(s88_p2).
blue(s88_p4).
blue(s88_p5).
blue(s90_p2).
small(s1_p1).
small(s1_p2).
small(s2_p4).
small(s3_p2).
small(s5_p2).
small(s5_p3).
small(s6_p2).
small(s6_p3).
small(s7_p4).
small(s9_p1).
small(s9_p2).
small(s9_p4).
small(s11_p1).
small(s11_p2).
small(s11_p3).
small(s11_p5).
small(s12_p1).
small(s14_p5).
small(s15_p1).
small(s15_p5).
small(s16_p1).
small(s16_p4).
small(s18_p3).
small(s19_p2).
small(s20_p1).
small(s20_p4).
small(s21_p3).
small(s21_p4).
small(s21_p5).
small(s22_p1).
small(s22_p2).
small(s23_p3).
small(s24_p2).
small(s24_p3).
small(s24_p4).
small(s26_p1).
small(s26_p3).
small(s27_p1).
small(s27_p2).
small(s27_p4).
small(s28_p3).
small(s29_p1).
small(s29_p2).
small(s30_p1).
small(s30_p3).
small(s30_p5).
small(s31_p4).
small(s32_p1).
small(s33_p1).
small(s33_p2).
small(s34_p1).
small(s35_p2).
small(s35_p3).
small(s38_p5).
small(s39_p3).
small(s39_p5).
small(s40_p1).
small(s40_p2).
small(s41_p3).
small(s42_p2).
small(s43_p2).
small(s43_p4).
small(s44_p2).
small(s45_p1).
small(s45_p4).
small(s46_p2).
small(s46_p3).
small(s47_p2).
small(s47_p4).
small(s49_p1).
small(s49_p5).
small(s50_p1).
small(s50_p2).
small(s50_p3).
small(s50_p4).
small(s50_p5).
small(s51_p1).
small(s51_p2).
small(s51_p4).
small(s52_p4).
small(s53_p2).
small(s53_p3).
small(s54_p1).
small(s54_p3).
small(s55_p2).
small(s55_p3).
small(s55_p5).
small(s56_p1).
small(s56_p2).
small(s56_p3).
small(s57_p1).
small(s57_p2).
small(s58_p1).
small(s58_p2).
small(s58_p4).
small(s59_p3).
small(s59_p4).
small(s60_p1).
small(s60_p3).
small(s60_p5).
small(s61_p3).
small(s61_p5).
small(s63_p1).
small(s63_p3).
small(s63_p4).
small(s64_p1).
small(s65_p1).
small(s66_p1).
small(s66_p2).
small(s67_p2).
small(s68_p4).
small(s69_p2).
small(s72_p5).
small(s73_p1).
small(s74_p1).
small(s76_p1).
small(s76_p2).
small(s76_p3).
small(s77_p3).
small(s78_p3).
small(s79_p1).
small(s79_p2).
small(s79_p3).
small(s80_p1).
small(s81_p3).
small(s82_p1).
small(s84_p1).
small(s85_p1).
small(s85_p2).
small(s85_p5).
small(s86_p2).
small(s86_p4).
small(s88_p1).
small(s88_p2).
small(s88_p4).
small(s89_p1).
small(s89_p2).
small(s89_p3).
small(s90_p2).
pyramid(s1_p1).
pyramid(s1_p3).
pyramid(s3_p2).
pyramid(s5_p3).
pyramid(s5_p4).
pyramid(s6_p2).
pyramid(s7_p4).
pyramid(s9_p5).
pyramid(s11_p4).
pyramid(s13_p2).
pyramid(s14_p4).
pyramid(s14_p5).
pyramid(s15_p3).
pyramid(s16_p2).
pyramid(s16_p3).
pyramid(s17_p1).
pyramid(s17_p2).
pyramid(s21_p5).
pyramid(s23_p1).
pyramid(s25_p1).
pyramid(s25_p3).
pyramid(s26_p1).
pyramid(s26_p3).
pyramid(s27_p2).
pyramid(s28_p2).
pyramid(s28_p3).
pyramid(s29_p1).
pyramid(s30_p4).
pyramid(s34_p1).
pyramid(s34_p3).
pyramid(s36_p3).
pyramid(s37_p2).
pyramid(s37_p4).
pyramid(s38_p4).
pyramid(s39_p2).
pyramid(s39_p3).
pyramid(s40_p2).
pyramid(s40_p4).
pyramid(s40_p5).
pyramid(s42_p3).
pyramid(s42_p4).
pyramid(s43_p3).
pyramid(s44_p1).
pyramid(s45_p1).
pyramid(s46_p2).
pyramid(s47_p2).
pyramid(s47_p3).
pyramid(s47_p4).
pyramid(s48_p1).
pyramid(s49_p2).
pyramid(s49_p3).
pyramid(s49_p5).
pyramid(s50_p1).
pyramid(s50_p2).
pyramid(s51_p3).
pyramid(s52_p2).
pyramid(s52_p3).
pyramid(s53_p1).
pyramid(s53_p3).
pyramid(s54_p1).
pyramid(s55_p2).
pyramid(s55_p4).
pyramid(s56_p1).
pyramid(s57_p2).
pyramid(s59_p4).
pyramid(s59_p5).
pyramid(s60_p2).
pyramid(s61_p1).
pyramid(s61_p5).
pyramid(s62_p1).
pyramid(s64_p1).
pyramid(s64_p3).
pyramid(s65_p2).
pyramid(s66_p3).
pyramid(s67_p1).
pyramid(s68_p2).
pyramid(s71_p2).
pyramid(s71_p4).
pyramid(s72_p1).
pyramid(s72_p2).
pyramid(s73_p1).
pyramid(s73_p2).
pyramid(s74_p3).
pyramid(s75_p1).
pyramid(s75_p2).
pyramid(s76_p2).
pyramid(s76_p4).
pyramid(s77_p2).
pyramid(s77_p4).
pyramid(s78_p2).
pyramid(s79_p2).
pyramid(s80_p3).
pyramid(s81_p3).
pyramid(s83_p1).
pyramid(s84_p3).
pyramid(s84_p5).
pyramid(s86_p4).
pyramid(s86_p5).
pyramid(s88_p3).
pyramid(s89_p2).
pyramid(s89_p3).
upright(s1_p1).
upright(s1_p3).
upright(s2_p2).
upright(s2_p3).
upright(s3_p3).
upright(s4_p1).
upright(s4_p2).
upright(s4_p3).
upright(s5_p2).
upright(s5_p5).
upright(s6_p1).
upright(s6_p3).
upright(s7_p1).
upright(s7_p2).
upright(s7_p3).
upright(s8_p1).
upright(s8_p2).
upright(s9_p2).
upright(s9_p4).
upright(s11_p2).
upright(s11_p3).
upright(s11_p5).
upright(s12_p1).
upright(s13_p1).
upright(s14_p2).
upright(s14_p3).
upright(s14_p5).
upright(s15_p2).
upright(s16_p1).
upright(s16_p2).
upright(s16_p3).
upright(s16_p4).
upright(s17_p3).
upright(s18_p3).
upright(s19_p1).
upright(s19_p2).
upright(s20_p4).
upright(s21_p3).
upright(s21_p4).
upright(s22_p2).
upright(s23_p3).
upright(s24_p2).
upright(s24_p3).
upright(s24_p4).
upright(s26_p2).
upright(s27_p3).
upright(s27_p4).
upright(s28_p1).
upright(s29_p1).
upright(s29_p2).
upright(s30_p4).
upright(s31_p1).
upright(s31_p2).
upright(s31_p4).
upright(s31_p5).
upright(s32_p2).
upright(s33_p1).
upright(s33_p2).
upright(s34_p1).
upright(s34_p2).
upright(s34_p3).
upright(s35_p4).
upright(s35_p5).
upright(s36_p2).
upright(s37_p1).
upright(s37_p3).
upright(s37_p5).
upright(s38_p1).
upright(s38_p3).
upright(s38_p5).
upright(s39_p3).
upright(s40_p1).
upright(s41_p1).
upright(s41_p3).
upright(s42_p1).
upright(s42_p2).
upright(s42_p3).
upright(s42_p4).
upright(s43_p3).
upright(s43_p4).
upright(s45_p1).
upright(s45_p2).
upright(s45_p3).
upright(s45_p4).
upright(s46_p1).
upright(s47_p2).
upright(s48_p1).
upright(s49_p1).
upright(s49_p2).
upright(s49_p3).
upright(s49_p4).
upright(s49_p5).
upright(s50_p1).
upright(s50_p2).
upright(s50_p3).
upright(s50_p4).
upright(s50_p5).
upright(s51_p2).
upright(s51_p4).
upright(s52_p2).
upright(s52_p4).
upright(s53_p1).
upright(s53_p2).
upright(s53_p3).
upright(s54_p1).
upright(s54_p3).
upright(s55_p1).
upright(s55_p2).
upright(s55_p5).
upright(s56_p3).
upright(s56_p4).
upright(s58_p3).
upright(s59_p1).
upright(s59_p2).
upright(s59_p3).
upright(s59_p4).
upright(s59_p5).
upright(s60_p1).
upright(s60_p3).
upright(s60_p5).
upright(s61_p1).
upright(s61_p3).
upright(s62_p2).
upright(s62_p4).
upright(s63_p2).
upright(s64_p1).
upright(s64_p2).
upright(s64_p4).
upright(s65_p1).
upright(s65_p2).
upright(s65_p4).
upright(s66_p2).
upright(s67_p4).
upright(s68_p1).
upright(s68_p3).
upright(s68_p4).
upright(s69_p2).
upright(s69_p4).
upright(s70_p1).
upright(s71_p1).
upright(s71_p2).
upright(s72_p4).
upright(s72_p5).
upright(s75_p1).
upright(s76_p1).
upright(s76_p2).
upright(s76_p3).
upright(s77_p1).
upright(s77_p3).
upright(s77_p4).
upright(s78_p1).
upright(s79_p1).
upright(s79_p3).
upright(s80_p1).
upright(s80_p3).
upright(s81_p3).
upright(s82_p1).
upright(s82_p2).
upright(s83_p2).
upright(s83_p3).
upright(s84_p2).
upright(s84_p4).
upright(s84_p5).
upright(s85_p4).
upright(s85_p5).
upright(s86_p2).
upright(s86_p4).
upright(s86_p5).
upright(s87_p2).
upright(s87_p4).
upright(s88_p1).
upright(s88_p2).
upright(s88_p3).
upright(s88_p5).
upright(s89_p1).
upright(s89_p3).
upright(s89_p4).
upright(s89_p5).
wedge(s1_p2).
wedge(s1_p4).
wedge(s2_p4).
wedge(s4_p3).
wedge(s7_p1).
wedge(s8_p2).
wedge(s9_p1).
wedge(s9_p4).
wedge(s11_p1).
wedge(s11_p2).
wedge(s12_p1).
wedge(s12_p2).
wedge(s13_p1).
wedge(s13_p3).
wedge(s13_p4).
wedge(s14_p2).
wedge(s15_p1).
wedge(s15_p2).
wedge(s15_p4).
wedge(s15_p5).
wedge(s16_p4).
wedge(s18_p3).
wedge(s19_p1).
wedge(s19_p2).
wedge(s20_p2).
wedge(s20_p4).
wedge(s21_p2).
wedge(s21_p3).
wedge(s21_p4).
wedge(s23_p2).
wedge(s23_p3).
wedge(s23_p4).
wedge(s24_p1).
wedge(s25_p2).
wedge(s26_p2).
wedge(s27_p1).
wedge(s28_p1).
wedge(s29_p2).
wedge(s30_p1).
wedge(s30_p2).
wedge(s30_p3).
wedge(s31_p2).
wedge(s31_p4).
wedge(s32_p1).
wedge(s32_p3).
wedge(s33_p1).
wedge(s33_p2).
wedge(s34_p2).
wedge(s35_p1).
wedge(s35_p2).
wedge(s36_p1).
wedge(s36_p4).
wedge(s37_p1).
wedge(s37_p5).
wedge(s38_p5).
wedge(s39_p1).
wedge(s40_p3).
wedge(s41_p3).
wedge(s42_p2).
wedge(s43_p1).
wedge(s43_p2).
wedge(s44_p2).
wedge(s45_p4).
wedge(s47_p1).
wedge(s49_p1).
wedge(s49_p4).
wedge(s50_p4).
wedge(s50_p5).
wedge(s51_p1).
wedge(s51_p2).
wedge(s51_p4).
wedge(s52_p5).
wedge(s53_p2).
wedge(s54_p2).
wedge(s54_p3).
wedge(s58_p2).
wedge(s58_p4).
wedge(s60_p4).
wedge(s61_p2).
wedge(s61_p4).
wedge(s62_p2).
wedge(s62_p3).
wedge(s63_p2).
wedge(s63_p3).
wedge(s64_p2).
wedge(s65_p1).
wedge(s65_p4).
wedge(s66_p1).
wedge(s68_p1).
wedge(s68_p3).
wedge(s69_p1).
wedge(s70_p2).
wedge(s71_p1).
wedge(s72_p4).
wedge(s72_p5).
wedge(s74_p2).
wedge(s75_p3).
wedge(s76_p1).
wedge(s77_p1).
wedge(s77_p3).
wedge(s78_p1).
wedge(s78_p4).
wedge(s79_p3).
wedge(s79_p4).
wedge(s79_p5).
wedge(s80_p2).
wedge(s82_p1).
wedge(s82_p2).
wedge(s83_p3).
wedge(s84_p1).
wedge(s84_p2).
wedge(s85_p2).
wedge(s85_p4).
wedge(s86_p2).
wedge(s87_p3).
wedge(s87_p4).
wedge(s88_p2).
wedge(s89_p1).
wedge(s89_p4).
wedge(s89_p5).
lying(s1_p2).
lying(s1_p4).
lying(s2_p1).
lying(s2_p4).
lying(s3_p1).
lying(s3_p2).
lying(s5_p1).
lying(s5_p3).
lying(s5_p4).
lying(s6_p2).
lying(s7_p4).
lying(s7_p5).
lying(s9_p1).
lying(s9_p3).
lying(s9_p5).
lying(s10_p1).
lying(s10_p2).
lying(s11_p1).
lying(s11_p4).
lying(s12_p2).
lying(s13_p2).
lying(s13_p3).
lying(s13_p4).
lying(s14_p1).
lying(s14_p4).
lying(s15_p1).
lying(s15_p3).
lying(s15_p4).
lying(s15_p5).
lying(s17_p1).
lying(s17_p2).
lying(s17_p4).
lying(s18_p1).
lying(s18_p2).
lying(s20_p1).
lying(s20_p2).
lying(s20_p3).
lying(s21_p1).
lying(s21_p2).
lying(s21_p5).
lying(s22_p1).
lying(s23_p1).
lying(s23_p2).
lying(s23_p4).
lying(s24_p1).
lying(s25_p1).
lying(s25_p2).
lying(s25_p3).
lying(s25_p4).
lying(s26_p1).
lying(s26_p3).
lying(s27_p1).
lying(s27_p2).
lying(s28_p2).
lying(s28_p3).
lying(s30_p1).
lying(s30_p2).
lying(s30_p3).
lying(s30_p5).
lying(s31_p3).
lying(s32_p1).
lying(s32_p3).
lying(s35_p1).
lying(s35_p2).
lying(s35_p3).
lying(s36_p1).
lying(s36_p3).
lying(s36_p4).
lying(s37_p2).
lying(s37_p4).
lying(s38_p2).
lying(s38_p4).
lying(s39_p1).
lying(s39_p2).
lying(s39_p4).
lying(s39_p5).
lying(s40_p2).
lying(s40_p3).
lying(s40_p4).
lying(s40_p5).
lying(s41_p2).
lying(s43_p1).
lying(s43_p2).
lying(s44_p1).
lying(s44_p2).
lying(s46_p2).
lying(s46_p3).
lying(s47_p1).
lying(s47_p3).
lying(s47_p4).
lying(s48_p2).
lying(s51_p1).
lying(s51_p3).
lying(s52_p1).
lying(s52_p3).
lying(s52_p5).
lying(s54_p2).
lying(s55_p3).
lying(s55_p4).
lying(s56_p1).
lying(s56_p2).
lying(s57_p1).
lying(s57_p2).
lying(s58_p1).
lying(s58_p2).
lying(s58_p4).
lying(s60_p2).
lying(s60_p4).
lying(s61_p2).
lying(s61_p4).
lying(s61_p5).
lying(s62_p1).
lying(s62_p3).
lying(s63_p1).
lying(s63_p3).
lying(s63_p4).
lying(s64_p3).
lying(s65_p3).
lying(s66_p1).
lying(s66_p3).
lying(s67_p1).
lying(s67_p2).
lying(s67_p3).
lying(s68_p2).
lying(s69_p1).
lying(s69_p3).
lying(s70_p2).
lying(s71_p3).
lying(s71_p4).
lying(s72_p1).
lying(s72_p2).
lying(s72_p3).
lying(s73_p1).
lying(s73_p2).
lying(s74_p1).
lying(s74_p2).
lying(s74_p3).
lying(s75_p2).
lying(s75_p3).
lying(s76_p4).
lying(s77_p2).
lying(s78_p2).
lying(s78_p3).
lying(s78_p4).
lying(s79_p2).
lying(s79_p4).
lying(s79_p5).
lying(s80_p2).
lying(s81_p1).
lying(s81_p2).
lying(s83_p1).
lying(s84_p1).
lying(s84_p3).
lying(s85_p1).
lying(s85_p2).
lying(s85_p3).
lying(s86_p1).
lying(s86_p3).
lying(s87_p1).
lying(s87_p3).
lying(s87_p5).
lying(s88_p4).
lying(s89_p2).
lying(s90_p1).
lying(s90_p2).
lying(s90_p3).
red(s1_p3).
red(s2_p1).
red(s2_p2).
red(s2_p3).
red(s3_p1).
red(s3_p3).
red(s4_p2).
red(s5_p2).
red(s5_p5).
red(s9_p1).
red(s9_p4).
red(s10_p2).
red(s11_p2).
red(s11_p3).
red(s12_p2).
red(s13_p1).
red(s13_p4).
red(s14_p3).
red(s14_p4).
red(s15_p2).
red(s15_p3).
red(s16_p4).
red(s18_p3).
red(s20_p4).
red(s21_p3).
red(s22_p1).
red(s23_p1).
red(s25_p1).
red(s25_p2).
red(s27_p3).
red(s28_p1).
red(s28_p3).
red(s29_p1).
red(s29_p2).
red(s30_p1).
red(s31_p3).
red(s32_p1).
red(s32_p2).
red(s33_p2).
red(s34_p2).
red(s34_p3).
red(s35_p1).
red(s35_p4).
red(s36_p1).
red(s36_p3).
red(s37_p3).
red(s37_p5).
red(s38_p4).
red(s39_p1).
red(s39_p2).
red(s40_p1).
red(s40_p3).
red(s42_p2).
red(s42_p3).
red(s42_p4).
red(s43_p1).
red(s43_p4).
red(s45_p3).
red(s46_p1).
red(s46_p2).
red(s47_p2).
red(s48_p1).
red(s49_p3).
red(s49_p5).
red(s50_p3).
red(s51_p2).
red(s52_p4).
red(s53_p3).
red(s55_p3).
red(s55_p4).
red(s56_p3).
red(s56_p4).
red(s57_p2).
red(s58_p2).
red(s58_p4).
red(s59_p4).
red(s60_p1).
red(s60_p5).
red(s61_p3).
red(s61_p4).
red(s62_p1).
red(s63_p1).
red(s63_p2).
red(s63_p4).
red(s64_p1).
red(s64_p3).
red(s64_p4).
red(s65_p3).
red(s66_p2).
red(s67_p1).
red(s68_p2).
red(s69_p1).
red(s72_p1).
red(s72_p3).
red(s72_p5).
red(s74_p2).
red(s75_p1).
red(s76_p4).
red(s77_p3).
red(s77_p4).
red(s78_p4).
red(s79_p4).
red(s80_p3).
red(s81_p2).
red(s83_p1).
red(s83_p2).
red(s83_p3).
red(s84_p2).
red(s84_p3).
red(s85_p2).
red(s85_p4).
red(s85_p5).
red(s86_p3).
red(s86_p4).
red(s87_p2).
red(s87_p4).
red(s88_p3).
red(s89_p1).
red(s89_p5).
red(s90_p3).
large(s1_p3).
large(s2_p2).
large(s3_p1).
large(s3_p3).
large(s5_p1).
large(s5_p4).
large(s5_p5).
large(s6_p1).
large(s7_p1).
large(s7_p2).
large(s10_p1).
large(s11_p4).
large(s12_p2).
large(s13_p1).
large(s13_p2).
large(s14_p1).
large(s14_p3).
large(s14_p4).
large(s15_p3).
large(s17_p1).
large(s17_p3).
large(s17_p4).
large(s20_p3).
large(s21_p1).
large(s23_p1).
large(s23_p2).
large(s25_p1).
large(s25_p3).
large(s25_p4).
large(s26_p2).
large(s28_p1).
large(s28_p2).
large(s30_p2).
large(s30_p4).
large(s31_p2).
large(s31_p3).
large(s32_p2).
large(s32_p3).
large(s35_p4).
large(s35_p5).
large(s36_p1).
large(s36_p2).
large(s36_p3).
large(s36_p4).
large(s37_p1).
large(s37_p4).
large(s37_p5).
large(s38_p3).
large(s39_p4).
large(s41_p2).
large(s42_p4).
large(s43_p1).
large(s43_p3).
large(s46_p1).
large(s47_p1).
large(s48_p1).
large(s48_p2).
large(s49_p2).
large(s49_p3).
large(s52_p2).
large(s53_p1).
large(s55_p4).
large(s58_p3).
large(s59_p1).
large(s59_p5).
large(s60_p4).
large(s61_p2).
large(s63_p2).
large(s64_p2).
large(s65_p3).
large(s65_p4).
large(s67_p1).
large(s67_p3).
large(s68_p1).
large(s68_p2).
large(s69_p3).
large(s69_p4).
large(s70_p1).
large(s71_p1).
large(s71_p2).
large(s71_p4).
large(s72_p1).
large(s72_p2).
large(s72_p3).
large(s75_p3).
large(s77_p1).
large(s78_p4).
large(s80_p3).
large(s81_p2).
large(s82_p2).
large(s83_p1).
large(s83_p3).
large(s84_p2).
large(s84_p3).
large(s85_p3).
large(s86_p3).
large(s87_p1).
large(s87_p4).
large(s87_p5).
large(s88_p3).
large(s88_p5).
large(s89_p4).
large(s89_p5).
large(s90_p3).
medium(s1_p4).
medium(s2_p1).
medium(s2_p3).
medium(s4_p1).
medium(s4_p2).
medium(s4_p3).
medium(s7_p3).
medium(s7_p5).
medium(s8_p1).
medium(s8_p2).
medium(s9_p3).
medium(s9_p5).
medium(s10_p2).
medium(s13_p3).
medium(s13_p4).
medium(s14_p2).
medium(s15_p2).
medium(s15_p4).
medium(s16_p2).
medium(s16_p3).
medium(s17_p2).
medium(s18_p1).
medium(s18_p2).
medium(s19_p1).
medium(s20_p2).
medium(s21_p2).
medium(s23_p4).
medium(s24_p1).
medium(s25_p2).
medium(s27_p3).
medium(s31_p1).
medium(s31_p5).
medium(s34_p2).
medium(s34_p3).
medium(s35_p1).
medium(s37_p2).
medium(s37_p3).
medium(s38_p1).
medium(s38_p2).
medium(s38_p4).
medium(s39_p1).
medium(s39_p2).
medium(s40_p3).
medium(s40_p4).
medium(s40_p5).
medium(s41_p1).
medium(s42_p1).
medium(s42_p3).
medium(s44_p1).
medium(s45_p2).
medium(s45_p3).
medium(s47_p3).
medium(s49_p4).
medium(s51_p3).
medium(s52_p1).
medium(s52_p3).
medium(s52_p5).
medium(s54_p2).
medium(s55_p1).
medium(s56_p4).
medium(s59_p2).
medium(s60_p2).
medium(s61_p1).
medium(s61_p4).
medium(s62_p1).
medium(s62_p2).
medium(s62_p3).
medium(s62_p4).
medium(s64_p3).
medium(s64_p4).
medium(s65_p2).
medium(s66_p3).
medium(s67_p4).
medium(s68_p3).
medium(s69_p1).
medium(s70_p2).
medium(s71_p3).
medium(s72_p4).
medium(s73_p2).
medium(s74_p2).
medium(s74_p3).
medium(s75_p1).
medium(s75_p2).
medium(s76_p4).
medium(s77_p2).
medium(s77_p4).
medium(s78_p1).
medium(s78_p2).
medium(s79_p4).
medium(s79_p5).
medium(s80_p2).
medium(s81_p1).
medium(s83_p2).
medium(s84_p4).
medium(s84_p5).
medium(s85_p4).
medium(s86_p1).
medium(s86_p5).
medium(s87_p2).
medium(s87_p3).
medium(s90_p1).
block(s2_p1).
block(s2_p2).
block(s2_p3).
block(s3_p1).
block(s3_p3).
block(s4_p1).
block(s4_p2).
block(s5_p1).
block(s5_p2).
block(s5_p5).
block(s6_p1).
block(s6_p3).
block(s7_p2).
block(s7_p3).
block(s7_p5).
block(s8_p1).
block(s9_p2).
block(s9_p3).
block(s10_p1).
block(s10_p2).
block(s11_p3).
block(s11_p5).
block(s14_p1).
block(s14_p3).
block(s16_p1).
block(s17_p3).
block(s17_p4).
block(s18_p1).
block(s18_p2).
block(s20_p1).
block(s20_p3).
block(s21_p1).
block(s22_p1).
block(s22_p2).
block(s24_p2).
block(s24_p3).
block(s24_p4).
block(s25_p4).
block(s27_p3).
block(s27_p4).
block(s30_p5).
block(s31_p1).
block(s31_p3).
block(s31_p5).
block(s32_p2).
block(s35_p3).
block(s35_p4).
block(s35_p5).
block(s36_p2).
block(s37_p3).
block(s38_p1).
block(s38_p2).
block(s38_p3).
block(s39_p4).
block(s39_p5).
block(s40_p1).
block(s41_p1).
block(s41_p2).
block(s42_p1).
block(s43_p4).
block(s45_p2).
block(s45_p3).
block(s46_p1).
block(s46_p3).
block(s48_p2).
block(s50_p3).
block(s52_p1).
block(s52_p4).
block(s55_p1).
block(s55_p3).
block(s55_p5).
block(s56_p2).
block(s56_p3).
block(s56_p4).
block(s57_p1).
block(s58_p1).
block(s58_p3).
block(s59_p1).
block(s59_p2).
block(s59_p3).
block(s60_p1).
block(s60_p3).
block(s60_p5).
block(s61_p3).
block(s62_p4).
block(s63_p1).
block(s63_p4).
block(s64_p4).
block(s65_p3).
block(s66_p2).
block(s67_p2).
block(s67_p3).
block(s67_p4).
block(s68_p4).
block(s69_p2).
block(s69_p3).
block(s69_p4).
block(s70_p1).
block(s71_p3).
block(s72_p3).
block(s74_p1).
block(s76_p3).
block(s78_p3).
block(s79_p1).
block(s80_p1).
block(s81_p1).
block(s81_p2).
block(s83_p2).
block(s84_p4).
block(s85_p1).
block(s85_p3).
block(s85_p5).
block(s86_p1).
block(s86_p3).
block(s87_p1).
block(s87_p2).
block(s87_p5).
block(s88_p1).
block(s88_p4).
block(s88_p5).
block(s90_p1).
block(s90_p2).
block(s90_p3).
yellow(s4_p3).
yellow(s6_p1).
yellow(s7_p2).
yellow(s11_p1).
yellow(s11_p4).
yellow(s13_p2).
yellow(s13_p3).
yellow(s14_p1).
yellow(s14_p2).
yellow(s14_p5).
yellow(s15_p1).
yellow(s16_p1).
yellow(s16_p3).
yellow(s17_p3).
yellow(s17_p4).
yellow(s18_p1).
yellow(s20_p1).
yellow(s20_p3).
yellow(s22_p2).
yellow(s23_p3).
yellow(s23_p4).
yellow(s24_p3).
yellow(s24_p4).
yellow(s25_p3).
yellow(s25_p4).
yellow(s26_p2).
yellow(s28_p2).
yellow(s31_p1).
yellow(s31_p2).
yellow(s31_p5).
yellow(s35_p2).
yellow(s36_p4).
yellow(s39_p4).
yellow(s40_p2).
yellow(s40_p4).
yellow(s41_p2).
yellow(s41_p3).
yellow(s42_p1).
yellow(s44_p1).
yellow(s45_p1).
yellow(s46_p3).
yellow(s47_p1).
yellow(s49_p1).
yellow(s49_p2).
yellow(s50_p4).
yellow(s50_p5).
yellow(s52_p3).
yellow(s52_p5).
yellow(s54_p2).
yellow(s58_p1).
yellow(s59_p1).
yellow(s59_p2).
yellow(s60_p2).
yellow(s62_p3).
yellow(s63_p3).
yellow(s65_p1).
yellow(s65_p2).
yellow(s65_p4).
yellow(s67_p2).
yellow(s67_p3).
yellow(s67_p4).
yellow(s68_p1).
yellow(s70_p2).
yellow(s71_p4).
yellow(s74_p3).
yellow(s76_p2).
yellow(s77_p2).
yellow(s78_p1).
yellow(s81_p1).
yellow(s82_p2).
yellow(s84_p1).
yellow(s86_p1).
yellow(s89_p3).
yellow(s89_p4).
yellow(s90_p1).
green(s5_p1).
green(s5_p3).
green(s5_p4).
green(s6_p3).
green(s7_p5).
green(s8_p1).
green(s9_p3).
green(s12_p1).
green(s15_p5).
green(s16_p2).
green(s17_p2).
green(s19_p1).
green(s19_p2).
green(s21_p1).
green(s21_p4).
green(s23_p2).
green(s27_p1).
green(s27_p2).
green(s32_p3).
green(s36_p2).
green(s37_p2).
green(s38_p1).
green(s38_p3).
green(s39_p5).
green(s43_p3).
green(s44_p2).
green(s45_p2).
green(s45_p4).
green(s47_p4).
green(s50_p1).
green(s51_p3).
green(s51_p4).
green(s53_p2).
green(s54_p1).
green(s55_p1).
green(s56_p1).
green(s60_p3).
green(s60_p4).
green(s61_p2).
green(s61_p5).
green(s62_p2).
green(s66_p1).
green(s66_p3).
green(s68_p3).
green(s68_p4).
green(s69_p2).
green(s69_p3).
green(s71_p1).
green(s71_p2).
green(s71_p3).
green(s72_p2).
green(s73_p1).
green(s73_p2).
green(s74_p1).
green(s76_p3).
green(s77_p1).
green(s78_p3).
green(s79_p1).
green(s79_p3).
green(s80_p1).
green(s81_p3).
green(s82_p1).
green(s84_p5).
green(s86_p2).
green(s86_p5).
green(s87_p1).
green(s87_p3).
green(s87_p5).
green(s89_p2).
contact(s1_p3, s1_p4).
contact(s1_p4, s1_p3).
contact(s2_p1, s2_p4).
contact(s2_p4, s2_p1).
contact(s2_p2, s2_p3).
contact(s2_p3, s2_p2).
contact(s2_p2, s2_p4).
contact(s2_p4, s2_p2).
contact(s4_p1, s4_p2).
contact(s4_p2, s4_p1).
contact(s5_p1, s5_p5).
contact(s5_p5, s5_p1).
contact(s6_p1, s6_p3).
contact(s6_p3, s6_p1).
contact(s7_p1, s7_p4).
contact(s7_p4, s7_p1).
contact(s7_p2, s7_p3).
contact(s7_p3, s7_p2).
contact(s7_p2, s7_p4).
contact(s7_p4, s7_p2).
contact(s9_p1, s9_p5).
contact(s9_p5, s9_p1).
contact(s10_p1, s10_p2).
contact(s10_p2, s10_p1).
contact(s11_p1, s11_p3).
contact(s11_p3, s11_p1).
contact(s11_p3, s11_p5).
contact(s11_p5, s11_p3).
contact(s12_p1, s12_p2).
contact(s12_p2, s12_p1).
contact(s13_p1, s13_p4).
contact(s13_p4, s13_p1).
contact(s14_p1, s14_p2).
contact(s14_p2, s14_p1).
contact(s14_p3, s14_p4).
contact(s14_p4, s14_p3).
contact(s14_p4, s14_p5).
contact(s14_p5, s14_p4).
contact(s15_p1, s15_p2).
contact(s15_p2, s15_p1).
contact(s15_p1, s15_p3).
contact(s15_p3, s15_p1).
contact(s16_p1, s16_p2).
contact(s16_p2, s16_p1).
contact(s17_p1, s17_p4).
contact(s17_p4, s17_p1).
contact(s18_p2, s18_p3).
contact(s18_p3, s18_p2).
contact(s20_p2, s20_p4).
contact(s20_p4, s20_p2).
contact(s21_p2, s21_p3).
contact(s21_p3, s21_p2).
contact(s21_p3, s21_p5).
contact(s21_p5, s21_p3).
contact(s22_p1, s22_p2).
contact(s22_p2, s22_p1).
contact(s23_p1, s23_p4).
contact(s23_p4, s23_p1).
contact(s25_p1, s25_p4).
contact(s25_p4, s25_p1).
contact(s26_p1, s26_p2).
contact(s26_p2, s26_p1).
contact(s27_p1, s27_p3).
contact(s27_p3, s27_p1).
contact(s28_p1, s28_p3).
contact(s28_p3, s28_p1).
contact(s29_p1, s29_p2).
contact(s29_p2, s29_p1).
contact(s30_p2, s30_p3).
contact(s30_p3, s30_p2).
contact(s31_p3, s31_p4).
contact(s31_p4, s31_p3).
contact(s31_p4, s31_p5).
contact(s31_p5, s31_p4).
contact(s32_p1, s32_p2).
contact(s32_p2, s32_p1).
contact(s33_p1, s33_p2).
contact(s33_p2, s33_p1).
contact(s34_p1, s34_p3).
contact(s34_p3, s34_p1).
contact(s35_p1, s35_p3).
contact(s35_p3, s35_p1).
contact(s35_p3, s35_p5).
contact(s35_p5, s35_p3).
contact(s36_p1, s36_p2).
contact(s36_p2, s36_p1).
contact(s36_p1, s36_p3).
contact(s36_p3, s36_p1).
contact(s36_p2, s36_p3).
contact(s36_p3, s36_p2).
contact(s37_p1, s37_p4).
contact(s37_p4, s37_p1).
contact(s37_p3, s37_p5).
contact(s37_p5, s37_p3).
contact(s38_p3, s38_p4).
contact(s38_p4, s38_p3).
contact(s38_p4, s38_p5).
contact(s38_p5, s38_p4).
contact(s39_p2, s39_p5).
contact(s39_p5, s39_p2).
contact(s39_p4, s39_p5).
contact(s39_p5, s39_p4).
contact(s40_p1, s40_p4).
contact(s40_p4, s40_p1).
contact(s40_p1, s40_p5).
contact(s40_p5, s40_p1).
contact(s40_p3, s40_p4).
contact(s40_p4, s40_p3).
contact(s40_p4, s40_p5).
contact(s40_p5, s40_p4).
contact(s41_p1, s41_p2).
contact(s41_p2, s41_p1).
contact(s42_p2, s42_p3).
contact(s42_p3, s42_p2).
contact(s43_p1, s43_p3).
contact(s43_p3, s43_p1).
contact(s43_p2, s43_p4).
contact(s43_p4, s43_p2).
contact(s45_p1, s45_p2).
contact(s45_p2, s45_p1).
contact(s45_p1, s45_p3).
contact(s45_p3, s45_p1).
contact(s45_p2, s45_p3).
contact(s45_p3, s45_p2).
contact(s46_p1, s46_p2).
contact(s46_p2, s46_p1).
contact(s46_p2, s46_p3).
contact(s46_p3, s46_p2).
contact(s47_p1, s47_p3).
contact(s47_p3, s47_p1).
contact(s47_p2, s47_p4).
contact(s47_p4, s47_p2).
contact(s49_p4, s49_p5).
contact(s49_p5, s49_p4).
contact(s50_p1, s50_p3).
contact(s50_p3, s50_p1).
contact(s50_p2, s50_p4).
contact(s50_p4, s50_p2).
contact(s51_p1, s51_p3).
contact(s51_p3, s51_p1).
contact(s51_p1, s51_p4).
contact(s51_p4, s51_p1).
contact(s51_p2, s51_p3).
contact(s51_p3, s51_p2).
contact(s52_p2, s52_p4).
contact(s52_p4, s52_p2).
contact(s53_p2, s53_p3).
contact(s53_p3, s53_p2).
contact(s55_p1, s55_p4).
contact(s55_p4, s55_p1).
contact(s55_p3, s55_p5).
contact(s55_p5, s55_p3).
contact(s56_p1, s56_p3).
contact(s56_p3, s56_p1).
contact(s56_p2, s56_p3).
contact(s56_p3, s56_p2).
contact(s57_p1, s57_p2).
contact(s57_p2, s57_p1).
contact(s58_p1, s58_p3).
contact(s58_p3, s58_p1).
contact(s58_p1, s58_p4).
contact(s58_p4, s58_p1).
contact(s58_p2, s58_p3).
contact(s58_p3, s58_p2).
contact(s59_p1, s59_p3).
contact(s59_p3, s59_p1).
contact(s59_p1, s59_p4).
contact(s59_p4, s59_p1).
contact(s59_p2, s59_p3).
contact(s59_p3, s59_p2).
contact(s60_p1, s60_p3).
contact(s60_p3, s60_p1).
contact(s60_p2, s60_p4).
contact(s60_p4, s60_p2).
contact(s60_p3, s60_p5).
contact(s60_p5, s60_p3).
contact(s61_p1, s61_p5).
contact(s61_p5, s61_p1).
contact(s61_p3, s61_p4).
contact(s61_p4, s61_p3).
contact(s62_p1, s62_p3).
contact(s62_p3, s62_p1).
contact(s63_p1, s63_p3).
contact(s63_p3, s63_p1).
contact(s63_p1, s63_p4).
contact(s63_p4, s63_p1).
contact(s64_p1, s64_p3).
contact(s64_p3, s64_p1).
contact(s65_p1, s65_p3).
contact(s65_p3, s65_p1).
contact(s65_p3, s65_p4).
contact(s65_p4, s65_p3).
contact(s67_p1, s67_p2).
contact(s67_p2, s67_p1).
contact(s67_p2, s67_p4).
contact(s67_p4, s67_p2).
contact(s68_p1, s68_p3).
contact(s68_p3, s68_p1).
contact(s68_p1, s68_p4).
contact(s68_p4, s68_p1).
contact(s68_p2, s68_p3).
contact(s68_p3, s68_p2).
contact(s69_p1, s69_p3).
contact(s69_p3, s69_p1).
contact(s71_p1, s71_p2).
contact(s71_p2, s71_p1).
contact(s71_p1, s71_p4).
contact(s71_p4, s71_p1).
contact(s71_p2, s71_p4).
contact(s71_p4, s71_p2).
contact(s72_p3, s72_p4).
contact(s72_p4, s72_p3).
contact(s72_p3, s72_p5).
contact(s72_p5, s72_p3).
contact(s72_p4, s72_p5).
contact(s72_p5, s72_p4).
contact(s73_p1, s73_p2).
contact(s73_p2, s73_p1).
contact(s74_p1, s74_p2).
contact(s74_p2, s74_p1).
contact(s74_p1, s74_p3).
contact(s74_p3, s74_p1).
contact(s75_p1, s75_p3).
contact(s75_p3, s75_p1).
contact(s76_p2, s76_p3).
contact(s76_p3, s76_p2).
contact(s76_p2, s76_p4).
contact(s76_p4, s76_p2).
contact(s77_p1, s77_p4).
contact(s77_p4, s77_p1).
contact(s78_p1, s78_p3).
contact(s78_p3, s78_p1).
contact(s78_p3, s78_p4).
contact(s78_p4, s78_p3).
contact(s79_p1, s79_p4).
contact(s79_p4, s79_p1).
contact(s79_p3, s79_p5).
contact(s79_p5, s79_p3).
contact(s80_p1, s80_p3).
contact(s80_p3, s80_p1).
contact(s80_p2, s80_p3).
contact(s80_p3, s80_p2).
contact(s81_p1, s81_p3).
contact(s81_p3, s81_p1).
contact(s81_p2, s81_p3).
contact(s81_p3, s81_p2).
contact(s84_p1, s84_p4).
contact(s84_p4, s84_p1).
contact(s84_p3, s84_p4).
contact(s84_p4, s84_p3).
contact(s84_p3, s84_p5).
contact(s84_p5, s84_p3).
contact(s85_p1, s85_p5).
contact(s85_p5, s85_p1).
contact(s85_p2, s85_p4).
contact(s85_p4, s85_p2).
contact(s86_p2, s86_p4).
contact(s86_p4, s86_p2).
contact(s87_p1, s87_p2).
contact(s87_p2, s87_p1).
contact(s87_p3, s87_p4).
contact(s87_p4, s87_p3).
contact(s87_p4, s87_p5).
contact(s87_p5, s87_p4).
contact(s88_p1, s88_p2).
contact(s88_p2, s88_p1).
contact(s88_p2, s88_p3).
contact(s88_p3, s88_p2).
contact(s89_p1, s89_p4).
contact(s89_p4, s89_p1).
contact(s89_p1, s89_p5).
contact(s89_p5, s89_p1).
contact(s89_p3, s89_p5).
contact(s89_p5, s89_p3).
contact(s90_p1, s90_p3).
contact(s90_p3, s90_p1).
