% Toxicity-like molecules with noisy labels.   read_all(molecules).
:- set(i, 2).
:- set(clauselength, 4).
:- set(noise, 5).
:- set(minacc, 0.8).

:- modeh(1, active(+mol)).
:- modeb(*, atm(+mol, -atomid, #element)).
:- modeb(*, bond(+mol, +atomid, -atomid, #bondtype)).
:- modeb(1, charge(+mol, -float)).

:- determination(active/1, atm/3).
:- determination(active/1, bond/4).
:- determination(active/1, charge/2).

% types
mol(m1).
mol(m2).
mol(m3).
mol(m4).
mol(m5).
mol(m6).
mol(m7).
mol(m8).
mol(m9).
mol(m10).
mol(m11).
mol(m12).
mol(m13).
mol(m14).
mol(m15).
mol(m16).
mol(m17).
mol(m18).
mol(m19).
mol(m20).
mol(m21).
mol(m22).
mol(m23).
mol(m24).
mol(m25).
mol(m26).
mol(m27).
mol(m28).
mol(m29).
mol(m30).
mol(m31).
mol(m32).
mol(m33).
mol(m34).
mol(m35).
mol(m36).
mol(m37).
mol(m38).
mol(m39).
mol(m40).
mol(m41).
mol(m42).
mol(m43).
mol(m44).
mol(m45).
mol(m46).
mol(m47).
mol(m48).
mol(m49).
mol(m50).
mol(m51).
mol(m52).
mol(m53).
mol(m54).
mol(m55).
mol(m56).
mol(m57).
mol(m58).
mol(m59).
mol(m60).
mol(m61).
mol(m62).
mol(m63).
mol(m64).
mol(m65).
mol(m66).
mol(m67).
mol(m68).
mol(m69).
mol(m70).
mol(m71).
mol(m72).
mol(m73).
mol(m74).
mol(m75).
mol(m76).
mol(m77).
mol(m78).
mol(m79).
mol(m80).
mol(m81).
mol(m82).
mol(m83).
mol(m84).
mol(m85).
mol(m86).
mol(m87).
mol(m88).
mol(m89).
mol(m90).
atomid(m1_a1).
atomid(m1_a2).
atomid(m1_a3).
atomid(m1_a4).
atomid(m1_a5).
atomid(m1_a6).
atomid(m1_a7).
atomid(m1_a8).
atomid(m2_a1).
atomid(m2_a2).
atomid(m2_a3).
atomid(m2_a4).
atomid(m2_a5).
atomid(m2_a6).
atomid(m2_a7).
atomid(m2_a8).
atomid(m3_a1).
atomid(m3_a2).
atomid(m3_a3).
atomid(m3_a4).
atomid(m3_a5).
atomid(m3_a6).
atomid(m3_a7).
atomid(m3_a8).
atomid(m3_a9).
atomid(m4_a1).
atomid(m4_a2).
atomid(m4_a3).
atomid(m4_a4).
atomid(m4_a5).
atomid(m4_a6).
atomid(m4_a7).
atomid(m5_a1).
atomid(m5_a2).
atomid(m5_a3).
atomid(m5_a4).
atomid(m5_a5).
atomid(m6_a1).
atomid(m6_a2).
atomid(m6_a3).
atomid(m6_a4).
atomid(m6_a5).
atomid(m6_a6).
atomid(m6_a7).
atomid(m6_a8).
atomid(m7_a1).
atomid(m7_a2).
atomid(m7_a3).
atomid(m7_a4).
atomid(m7_a5).
atomid(m7_a6).
atomid(m8_a1).
atomid(m8_a2).
atomid(m8_a3).
atomid(m8_a4).
atomid(m8_a5).
atomid(m9_a1).
atomid(m9_a2).
atomid(m9_a3).
atomid(m9_a4).
atomid(m9_a5).
atomid(m9_a6).
atomid(m9_a7).
atomid(m9_a8).
atomid(m9_a9).
atomid(m10_a1).
atomid(m10_a2).
atomid(m10_a3).
atomid(m10_a4).
atomid(m10_a5).
atomid(m10_a6).
atomid(m11_a1).
atomid(m11_a2).
atomid(m11_a3).
atomid(m11_a4).
atomid(m11_a5).
atomid(m11_a6).
atomid(m11_a7).
atomid(m12_a1).
atomid(m12_a2).
atomid(m12_a3).
atomid(m12_a4).
atomid(m12_a5).
atomid(m12_a6).
atomid(m12_a7).
atomid(m12_a8).
atomid(m12_a9).
atomid(m13_a1).
atomid(m13_a2).
atomid(m13_a3).
atomid(m13_a4).
atomid(m13_a5).
atomid(m13_a6).
atomid(m13_a7).
atomid(m13_a8).
atomid(m13_a9).
atomid(m14_a1).
atomid(m14_a2).
atomid(m14_a3).
atomid(m14_a4).
atomid(m14_a5).
atomid(m14_a6).
atomid(m15_a1).
atomid(m15_a2).
atomid(m15_a3).
atomid(m15_a4).
atomid(m15_a5).
atomid(m15_a6).
atomid(m15_a7).
atomid(m16_a1).
atomid(m16_a2).
atomid(m16_a3).
atomid(m16_a4).
atomid(m16_a5).
atomid(m16_a6).
atomid(m16_a7).
atomid(m17_a1).
atomid(m17_a2).
atomid(m17_a3).
atomid(m17_a4).
atomid(m17_a5).
atomid(m17_a6).
atomid(m17_a7).
atomid(m18_a1).
atomid(m18_a2).
atomid(m18_a3).
atomid(m18_a4).
atomid(m18_a5).
atomid(m18_a6).
atomid(m18_a7).
atomid(m18_a8).
atomid(m18_a9).
atomid(m19_a1).
atomid(m19_a2).
atomid(m19_a3).
atomid(m19_a4).
atomid(m19_a5).
atomid(m20_a1).
atomid(m20_a2).
atomid(m20_a3).
atomid(m20_a4).
atomid(m20_a5).
atomid(m20_a6).
atomid(m20_a7).
atomid(m21_a1).
atomid(m21_a2).
atomid(m21_a3).
atomid(m21_a4).
atomid(m21_a5).
atomid(m22_a1).
atomid(m22_a2).
atomid(m22_a3).
atomid(m22_a4).
atomid(m22_a5).
atomid(m22_a6).
atomid(m22_a7).
atomid(m23_a1).
atomid(m23_a2).
atomid(m23_a3).
atomid(m23_a4).
atomid(m23_a5).
atomid(m24_a1).
atomid(m24_a2).
atomid(m24_a3).
atomid(m24_a4).
atomid(m24_a5).
atomid(m24_a6).
atomid(m25_a1).
atomid(m25_a2).
atomid(m25_a3).
atomid(m25_a4).
atomid(m25_a5).
atomid(m25_a6).
atomid(m25_a7).
atomid(m25_a8).
atomid(m25_a9).
atomid(m26_a1).
atomid(m26_a2).
atomid(m26_a3).
atomid(m26_a4).
atomid(m26_a5).
atomid(m26_a6).
atomid(m26_a7).
atomid(m26_a8).
atomid(m27_a1).
atomid(m27_a2).
atomid(m27_a3).
atomid(m27_a4).
atomid(m27_a5).
atomid(m27_a6).
atomid(m28_a1).
atomid(m28_a2).
atomid(m28_a3).
atomid(m28_a4).
atomid(m28_a5).
atomid(m28_a6).
atomid(m29_a1).
atomid(m29_a2).
atomid(m29_a3).
atomid(m29_a4).
atomid(m29_a5).
atomid(m29_a6).
atomid(m29_a7).
atomid(m29_a8).
atomid(m29_a9).
atomid(m30_a1).
atomid(m30_a2).
atomid(m30_a3).
atomid(m30_a4).
atomid(m30_a5).
atomid(m30_a6).
atomid(m31_a1).
atomid(m31_a2).
atomid(m31_a3).
atomid(m31_a4).
atomid(m31_a5).
atomid(m31_a6).
atomid(m31_a7).
atomid(m32_a1).
atomid(m32_a2).
atomid(m32_a3).
atomid(m32_a4).
atomid(m32_a5).
atomid(m32_a6).
atomid(m33_a1).
atomid(m33_a2).
atomid(m33_a3).
atomid(m33_a4).
atomid(m33_a5).
atomid(m33_a6).
atomid(m33_a7).
atomid(m34_a1).
atomid(m34_a2).
atomid(m34_a3).
atomid(m34_a4).
atomid(m34_a5).
atomid(m34_a6).
atomid(m34_a7).
atomid(m34_a8).
atomid(m34_a9).
atomid(m35_a1).
atomid(m35_a2).
atomid(m35_a3).
atomid(m35_a4).
atomid(m35_a5).
atomid(m35_a6).
atomid(m35_a7).
atomid(m35_a8).
atomid(m35_a9).
atomid(m36_a1).
atomid(m36_a2).
atomid(m36_a3).
atomid(m36_a4).
atomid(m36_a5).
atomid(m36_a6).
atomid(m36_a7).
atomid(m36_a8).
atomid(m36_a9).
atomid(m37_a1).
atomid(m37_a2).
atomid(m37_a3).
atomid(m37_a4).
atomid(m37_a5).
atomid(m37_a6).
atomid(m38_a1).
atomid(m38_a2).
atomid(m38_a3).
atomid(m38_a4).
atomid(m38_a5).
atomid(m38_a6).
atomid(m38_a7).
atomid(m39_a1).
atomid(m39_a2).
atomid(m39_a3).
atomid(m39_a4).
atomid(m39_a5).
atomid(m39_a6).
atomid(m39_a7).
atomid(m39_a8).
atomid(m40_a1).
atomid(m40_a2).
atomid(m40_a3).
atomid(m40_a4).
atomid(m40_a5).
atomid(m40_a6).
atomid(m40_a7).
atomid(m40_a8).
atomid(m40_a9).
atomid(m41_a1).
atomid(m41_a2).
atomid(m41_a3).
atomid(m41_a4).
atomid(m41_a5).
atomid(m41_a6).
atomid(m41_a7).
atomid(m42_a1).
atomid(m42_a2).
atomid(m42_a3).
atomid(m42_a4).
atomid(m42_a5).
atomid(m42_a6).
atomid(m43_a1).
atomid(m43_a2).
atomid(m43_a3).
atomid(m43_a4).
atomid(m43_a5).
atomid(m43_a6).
atomid(m43_a7).
atomid(m44_a1).
atomid(m44_a2).
atomid(m44_a3).
atomid(m44_a4).
atomid(m44_a5).
atomid(m44_a6).
atomid(m44_a7).
atomid(m44_a8).
atomid(m45_a1).
atomid(m45_a2).
atomid(m45_a3).
atomid(m45_a4).
atomid(m45_a5).
atomid(m45_a6).
atomid(m46_a1).
atomid(m46_a2).
atomid(m46_a3).
atomid(m46_a4).
atomid(m46_a5).
atomid(m46_a6).
atomid(m46_a7).
atomid(m46_a8).
atomid(m47_a1).
atomid(m47_a2).
atomid(m47_a3).
atomid(m47_a4).
atomid(m47_a5).
atomid(m48_a1).
atomid(m48_a2).
atomid(m48_a3).
atomid(m48_a4).
atomid(m48_a5).
atomid(m49_a1).
atomid(m49_a2).
atomid(m49_a3).
atomid(m49_a4).
atomid(m49_a5).
atomid(m49_a6).
atomid(m49_a7).
atomid(m49_a8).
atomid(m49_a9).
atomid(m50_a1).
atomid(m50_a2).
atomid(m50_a3).
atomid(m50_a4).
atomid(m50_a5).
atomid(m50_a6).
atomid(m50_a7).
atomid(m51_a1).
atomid(m51_a2).
atomid(m51_a3).
atomid(m51_a4).
atomid(m51_a5).
atomid(m51_a6).
atomid(m51_a7).
atomid(m51_a8).
atomid(m52_a1).
atomid(m52_a2).
atomid(m52_a3).
atomid(m52_a4).
atomid(m52_a5).
atomid(m53_a1).
atomid(m53_a2).
atomid(m53_a3).
atomid(m53_a4).
atomid(m53_a5).
atomid(m54_a1).
atomid(m54_a2).
atomid(m54_a3).
atomid(m54_a4).
atomid(m54_a5).
atomid(m54_a6).
atomid(m54_a7).
atomid(m55_a1).
atomid(m55_a2).
atomid(m55_a3).
atomid(m55_a4).
atomid(m55_a5).
atomid(m55_a6).
atomid(m55_a7).
atomid(m55_a8).
atomid(m56_a1).
atomid(m56_a2).
atomid(m56_a3).
atomid(m56_a4).
atomid(m56_a5).
atomid(m56_a6).
atomid(m57_a1).
atomid(m57_a2).
atomid(m57_a3).
atomid(m57_a4).
atomid(m57_a5).
atomid(m57_a6).
atomid(m58_a1).
atomid(m58_a2).
atomid(m58_a3).
atomid(m58_a4).
atomid(m58_a5).
atomid(m58_a6).
atomid(m58_a7).
atomid(m58_a8).
atomid(m58_a9).
atomid(m59_a1).
atomid(m59_a2).
atomid(m59_a3).
atomid(m59_a4).
atomid(m59_a5).
atomid(m59_a6).
atomid(m59_a7).
atomid(m60_a1).
atomid(m60_a2).
atomid(m60_a3).
atomid(m60_a4).
atomid(m60_a5).
atomid(m60_a6).
atomid(m60_a7).
atomid(m60_a8).
atomid(m60_a9).
atomid(m61_a1).
atomid(m61_a2).
atomid(m61_a3).
atomid(m61_a4).
atomid(m61_a5).
atomid(m61_a6).
atomid(m61_a7).
atomid(m61_a8).
atomid(m61_a9).
atomid(m62_a1).
atomid(m62_a2).
atomid(m62_a3).
atomid(m62_a4).
atomid(m62_a5).
atomid(m62_a6).
atomid(m63_a1).
atomid(m63_a2).
atomid(m63_a3).
atomid(m63_a4).
atomid(m63_a5).
atomid(m64_a1).
atomid(m64_a2).
atomid(m64_a3).
atomid(m64_a4).
atomid(m64_a5).
atomid(m64_a6).
atomid(m64_a7).
atomid(m64_a8).
atomid(m65_a1).
atomid(m65_a2).
atomid(m65_a3).
atomid(m65_a4).
atomid(m65_a5).
atomid(m65_a6).
atomid(m65_a7).
atomid(m66_a1).
atomid(m66_a2).
atomid(m66_a3).
atomid(m66_a4).
atomid(m66_a5).
atomid(m66_a6).
atomid(m66_a7).
atomid(m66_a8).
atomid(m66_a9).
atomid(m67_a1).
atomid(m67_a2).
atomid(m67_a3).
atomid(m67_a4).
atomid(m67_a5).
atomid(m67_a6).
atomid(m67_a7).
atomid(m67_a8).
atomid(m67_a9).
atomid(m68_a1).
atomid(m68_a2).
atomid(m68_a3).
atomid(m68_a4).
atomid(m68_a5).
atomid(m68_a6).
atomid(m68_a7).
atomid(m68_a8).
atomid(m69_a1).
atomid(m69_a2).
atomid(m69_a3).
atomid(m69_a4).
atomid(m69_a5).
atomid(m69_a6).
atomid(m69_a7).
atomid(m69_a8).
atomid(m70_a1).
atomid(m70_a2).
atomid(m70_a3).
atomid(m70_a4).
atomid(m70_a5).
atomid(m70_a6).
atomid(m71_a1).
atomid(m71_a2).
atomid(m71_a3).
atomid(m71_a4).
atomid(m71_a5).
atomid(m71_a6).
atomid(m72_a1).
atomid(m72_a2).
atomid(m72_a3).
atomid(m72_a4).
atomid(m72_a5).
atomid(m72_a6).
atomid(m72_a7).
atomid(m72_a8).
atomid(m73_a1).
atomid(m73_a2).
atomid(m73_a3).
atomid(m73_a4).
atomid(m73_a5).
atomid(m73_a6).
atomid(m74_a1).
atomid(m74_a2).
atomid(m74_a3).
atomid(m74_a4).
atomid(m74_a5).
atomid(m74_a6).
atomid(m75_a1).
atomid(m75_a2).
atomid(m75_a3).
atomid(m75_a4).
atomid(m75_a5).
atomid(m75_a6).
atomid(m75_a7).
atomid(m75_a8).
atomid(m75_a9).
atomid(m76_a1).
atomid(m76_a2).
atomid(m76_a3).
atomid(m76_a4).
atomid(m76_a5).
atomid(m76_a6).
atomid(m76_a7).
atomid(m77_a1).
atomid(m77_a2).
atomid(m77_a3).
atomid(m77_a4).
atomid(m77_a5).
atomid(m77_a6).
atomid(m77_a7).
atomid(m77_a8).
atomid(m78_a1).
atomid(m78_a2).
atomid(m78_a3).
atomid(m78_a4).
atomid(m78_a5).
atomid(m78_a6).
atomid(m78_a7).
atomid(m78_a8).
atomid(m78_a9).
atomid(m79_a1).
atomid(m79_a2).
atomid(m79_a3).
atomid(m79_a4).
atomid(m79_a5).
atomid(m80_a1).
atomid(m80_a2).
atomid(m80_a3).
atomid(m80_a4).
atomid(m80_a5).
atomid(m80_a6).
atomid(m80_a7).
atomid(m81_a1).
atomid(m81_a2).
atomid(m81_a3).
atomid(m81_a4).
atomid(m81_a5).
atomid(m81_a6).
atomid(m82_a1).
atomid(m82_a2).
atomid(m82_a3).
atomid(m82_a4).
atomid(m82_a5).
atomid(m82_a6).
atomid(m82_a7).
atomid(m83_a1).
atomid(m83_a2).
atomid(m83_a3).
atomid(m83_a4).
atomid(m83_a5).
atomid(m83_a6).
atomid(m84_a1).
atomid(m84_a2).
atomid(m84_a3).
atomid(m84_a4).
atomid(m84_a5).
atomid(m84_a6).
atomid(m84_a7).
atomid(m85_a1).
atomid(m85_a2).
atomid(m85_a3).
atomid(m85_a4).
atomid(m85_a5).
atomid(m85_a6).
atomid(m85_a7).
atomid(m85_a8).
atomid(m85_a9).
atomid(m86_a1).
atomid(m86_a2).
atomid(m86_a3).
atomid(m86_a4).
atomid(m86_a5).
atomid(m86_a6).
atomid(m86_a7).
atomid(m86_a8).
atomid(m87_a1).
atomid(m87_a2).
atomid(m87_a3).
atomid(m87_a4).
atomid(m87_a5).
atomid(m87_a6).
atomid(m87_a7).
atomid(m87_a8).
atomid(m87_a9).
atomid(m88_a1).
atomid(m88_a2).
atomid(m88_a3).
atomid(m88_a4).
atomid(m88_a5).
atomid(m89_a1).
atomid(m89_a2).
atomid(m89_a3).
atomid(m89_a4).
atomid(m89_a5).
atomid(m90_a1).
atomid(m90_a2).
atomid(m90_a3).
atomid(m90_a4).
atomid(m90_a5).
atomid(m90_a6).
element(c).
element(h).
element(o).
element(n).
element(cl).
element(s).
bondtype(single).
bondtype(double).
bondtype(aromatic).

% atm(Mol, Atom, Element); bond(Mol, A, B, Type) in both directions;
% charge(Mol, C): a made-up global descriptor (a distractor).
atm(m1, m1_a1, o).
atm(m1, m1_a2, cl).
atm(m1, m1_a3, n).
atm(m1, m1_a4, h).
atm(m1, m1_a5, c).
atm(m1, m1_a6, cl).
atm(m1, m1_a7, c).
atm(m1, m1_a8, c).
atm(m2, m2_a1, s).
atm(m2, m2_a2, c).
atm(m2, m2_a3, n).
atm(m2, m2_a4, n).
atm(m2, m2_a5, n).
atm(m2, m2_a6, o).
atm(m2, m2_a7, h).
atm(m2, m2_a8, cl).
atm(m3, m3_a1, c).
atm(m3, m3_a2, s).
atm(m3, m3_a3, h).
atm(m3, m3_a4, o).
atm(m3, m3_a5, c).
atm(m3, m3_a6, cl).
atm(m3, m3_a7, c).
atm(m3, m3_a8, o).
atm(m3, m3_a9, n).
atm(m4, m4_a1, s).
atm(m4, m4_a2, h).
atm(m4, m4_a3, o).
atm(m4, m4_a4, c).
atm(m4, m4_a5, c).
atm(m4, m4_a6, s).
atm(m4, m4_a7, cl).
atm(m5, m5_a1, c).
atm(m5, m5_a2, o).
atm(m5, m5_a3, c).
atm(m5, m5_a4, s).
atm(m5, m5_a5, h).
atm(m6, m6_a1, n).
atm(m6, m6_a2, o).
atm(m6, m6_a3, n).
atm(m6, m6_a4, s).
atm(m6, m6_a5, c).
atm(m6, m6_a6, cl).
atm(m6, m6_a7, c).
atm(m6, m6_a8, h).
atm(m7, m7_a1, c).
atm(m7, m7_a2, c).
atm(m7, m7_a3, c).
atm(m7, m7_a4, o).
atm(m7, m7_a5, c).
atm(m7, m7_a6, c).
atm(m8, m8_a1, o).
atm(m8, m8_a2, c).
atm(m8, m8_a3, c).
atm(m8, m8_a4, o).
atm(m8, m8_a5, cl).
atm(m9, m9_a1, n).
atm(m9, m9_a2, h).
atm(m9, m9_a3, cl).
atm(m9, m9_a4, o).
atm(m9, m9_a5, c).
atm(m9, m9_a6, n).
atm(m9, m9_a7, c).
atm(m9, m9_a8, n).
atm(m9, m9_a9, cl).
atm(m10, m10_a1, n).
atm(m10, m10_a2, c).
atm(m10, m10_a3, cl).
atm(m10, m10_a4, c).
atm(m10, m10_a5, h).
atm(m10, m10_a6, c).
atm(m11, m11_a1, h).
atm(m11, m11_a2, n).
atm(m11, m11_a3, n).
atm(m11, m11_a4, o).
atm(m11, m11_a5, o).
atm(m11, m11_a6, c).
atm(m11, m11_a7, h).
atm(m12, m12_a1, h).
atm(m12, m12_a2, c).
atm(m12, m12_a3, h).
atm(m12, m12_a4, h).
atm(m12, m12_a5, s).
atm(m12, m12_a6, c).
atm(m12, m12_a7, n).
atm(m12, m12_a8, h).
atm(m12, m12_a9, h).
atm(m13, m13_a1, n).
atm(m13, m13_a2, s).
atm(m13, m13_a3, c).
atm(m13, m13_a4, c).
atm(m13, m13_a5, c).
atm(m13, m13_a6, n).
atm(m13, m13_a7, c).
atm(m13, m13_a8, o).
atm(m13, m13_a9, c).
atm(m14, m14_a1, o).
atm(m14, m14_a2, h).
atm(m14, m14_a3, n).
atm(m14, m14_a4, n).
atm(m14, m14_a5, c).
atm(m14, m14_a6, h).
atm(m15, m15_a1, n).
atm(m15, m15_a2, c).
atm(m15, m15_a3, o).
atm(m15, m15_a4, c).
atm(m15, m15_a5, o).
atm(m15, m15_a6, s).
atm(m15, m15_a7, o).
atm(m16, m16_a1, o).
atm(m16, m16_a2, n).
atm(m16, m16_a3, s).
atm(m16, m16_a4, c).
atm(m16, m16_a5, n).
atm(m16, m16_a6, h).
atm(m16, m16_a7, c).
atm(m17, m17_a1, n).
atm(m17, m17_a2, s).
atm(m17, m17_a3, o).
atm(m17, m17_a4, h).
atm(m17, m17_a5, c).
atm(m17, m17_a6, c).
atm(m17, m17_a7, cl).
atm(m18, m18_a1, o).
atm(m18, m18_a2, o).
atm(m18, m18_a3, n).
atm(m18, m18_a4, cl).
atm(m18, m18_a5, h).
atm(m18, m18_a6, cl).
atm(m18, m18_a7, c).
atm(m18, m18_a8, h).
atm(m18, m18_a9, c).
atm(m19, m19_a1, c).
atm(m19, m19_a2, c).
atm(m19, m19_a3, o).
atm(m19, m19_a4, o).
atm(m19, m19_a5, n).
atm(m20, m20_a1, c).
atm(m20, m20_a2, c).
atm(m20, m20_a3, s).
atm(m20, m20_a4, c).
atm(m20, m20_a5, h).
atm(m20, m20_a6, c).
atm(m20, m20_a7, c).
atm(m21, m21_a1, n).
atm(m21, m21_a2, o).
atm(m21, m21_a3, c).
atm(m21, m21_a4, c).
atm(m21, m21_a5, n).
atm(m22, m22_a1, o).
atm(m22, m22_a2, c).
atm(m22, m22_a3, c).
atm(m22, m22_a4, s).
atm(m22, m22_a5, n).
atm(m22, m22_a6, c).
atm(m22, m22_a7, c).
atm(m23, m23_a1, c).
atm(m23, m23_a2, c).
atm(m23, m23_a3, c).
atm(m23, m23_a4, n).
atm(m23, m23_a5, o).
atm(m24, m24_a1, h).
atm(m24, m24_a2, n).
atm(m24, m24_a3, c).
atm(m24, m24_a4, h).
atm(m24, m24_a5, c).
atm(m24, m24_a6, cl).
atm(m25, m25_a1, o).
atm(m25, m25_a2, o).
atm(m25, m25_a3, c).
atm(m25, m25_a4, c).
atm(m25, m25_a5, o).
atm(m25, m25_a6, h).
atm(m25, m25_a7, h).
atm(m25, m25_a8, o).
atm(m25, m25_a9, h).
atm(m26, m26_a1, s).
atm(m26, m26_a2, c).
atm(m26, m26_a3, h).
atm(m26, m26_a4, o).
atm(m26, m26_a5, h).
atm(m26, m26_a6, c).
atm(m26, m26_a7, h).
atm(m26, m26_a8, n).
atm(m27, m27_a1, c).
atm(m27, m27_a2, n).
atm(m27, m27_a3, o).
atm(m27, m27_a4, c).
atm(m27, m27_a5, n).
atm(m27, m27_a6, c).
atm(m28, m28_a1, h).
atm(m28, m28_a2, h).
atm(m28, m28_a3, c).
atm(m28, m28_a4, cl).
atm(m28, m28_a5, h).
atm(m28, m28_a6, h).
atm(m29, m29_a1, c).
atm(m29, m29_a2, h).
atm(m29, m29_a3, n).
atm(m29, m29_a4, h).
atm(m29, m29_a5, n).
atm(m29, m29_a6, c).
atm(m29, m29_a7, o).
atm(m29, m29_a8, c).
atm(m29, m29_a9, cl).
atm(m30, m30_a1, c).
atm(m30, m30_a2, c).
atm(m30, m30_a3, cl).
atm(m30, m30_a4, h).
atm(m30, m30_a5, n).
atm(m30, m30_a6, o).
atm(m31, m31_a1, n).
atm(m31, m31_a2, o).
atm(m31, m31_a3, n).
atm(m31, m31_a4, h).
atm(m31, m31_a5, c).
atm(m31, m31_a6, c).
atm(m31, m31_a7, s).
atm(m32, m32_a1, c).
atm(m32, m32_a2, h).
atm(m32, m32_a3, s).
atm(m32, m32_a4, h).
atm(m32, m32_a5, h).
atm(m32, m32_a6, c).
atm(m33, m33_a1, o).
atm(m33, m33_a2, c).
atm(m33, m33_a3, c).
atm(m33, m33_a4, o).
atm(m33, m33_a5, c).
atm(m33, m33_a6, c).
atm(m33, m33_a7, c).
atm(m34, m34_a1, o).
atm(m34, m34_a2, n).
atm(m34, m34_a3, c).
atm(m34, m34_a4, c).
atm(m34, m34_a5, cl).
atm(m34, m34_a6, c).
atm(m34, m34_a7, c).
atm(m34, m34_a8, c).
atm(m34, m34_a9, h).
atm(m35, m35_a1, o).
atm(m35, m35_a2, h).
atm(m35, m35_a3, n).
atm(m35, m35_a4, cl).
atm(m35, m35_a5, h).
atm(m35, m35_a6, c).
atm(m35, m35_a7, s).
atm(m35, m35_a8, c).
atm(m35, m35_a9, h).
atm(m36, m36_a1, c).
atm(m36, m36_a2, h).
atm(m36, m36_a3, o).
atm(m36, m36_a4, h).
atm(m36, m36_a5, c).
atm(m36, m36_a6, c).
atm(m36, m36_a7, c).
atm(m36, m36_a8, cl).
atm(m36, m36_a9, cl).
atm(m37, m37_a1, h).
atm(m37, m37_a2, cl).
atm(m37, m37_a3, o).
atm(m37, m37_a4, cl).
atm(m37, m37_a5, c).
atm(m37, m37_a6, o).
atm(m38, m38_a1, h).
atm(m38, m38_a2, o).
atm(m38, m38_a3, c).
atm(m38, m38_a4, c).
atm(m38, m38_a5, n).
atm(m38, m38_a6, c).
atm(m38, m38_a7, c).
atm(m39, m39_a1, o).
atm(m39, m39_a2, n).
atm(m39, m39_a3, c).
atm(m39, m39_a4, c).
atm(m39, m39_a5, o).
atm(m39, m39_a6, h).
atm(m39, m39_a7, c).
atm(m39, m39_a8, cl).
atm(m40, m40_a1, c).
atm(m40, m40_a2, h).
atm(m40, m40_a3, h).
atm(m40, m40_a4, o).
atm(m40, m40_a5, n).
atm(m40, m40_a6, n).
atm(m40, m40_a7, c).
atm(m40, m40_a8, h).
atm(m40, m40_a9, h).
atm(m41, m41_a1, h).
atm(m41, m41_a2, n).
atm(m41, m41_a3, c).
atm(m41, m41_a4, cl).
atm(m41, m41_a5, o).
atm(m41, m41_a6, o).
atm(m41, m41_a7, o).
atm(m42, m42_a1, c).
atm(m42, m42_a2, n).
atm(m42, m42_a3, h).
atm(m42, m42_a4, c).
atm(m42, m42_a5, o).
atm(m42, m42_a6, c).
atm(m43, m43_a1, o).
atm(m43, m43_a2, c).
atm(m43, m43_a3, c).
atm(m43, m43_a4, h).
atm(m43, m43_a5, n).
atm(m43, m43_a6, n).
atm(m43, m43_a7, c).
atm(m44, m44_a1, n).
atm(m44, m44_a2, c).
atm(m44, m44_a3, h).
atm(m44, m44_a4, cl).
atm(m44, m44_a5, c).
atm(m44, m44_a6, c).
atm(m44, m44_a7, o).
atm(m44, m44_a8, cl).
atm(m45, m45_a1, o).
atm(m45, m45_a2, n).
atm(m45, m45_a3, c).
atm(m45, m45_a4, h).
atm(m45, m45_a5, o).
atm(m45, m45_a6, n).
atm(m46, m46_a1, n).
atm(m46, m46_a2, s).
atm(m46, m46_a3, s).
atm(m46, m46_a4, c).
atm(m46, m46_a5, o).
atm(m46, m46_a6, c).
atm(m46, m46_a7, h).
atm(m46, m46_a8, h).
atm(m47, m47_a1, n).
atm(m47, m47_a2, o).
atm(m47, m47_a3, c).
atm(m47, m47_a4, c).
atm(m47, m47_a5, h).
atm(m48, m48_a1, o).
atm(m48, m48_a2, n).
atm(m48, m48_a3, n).
atm(m48, m48_a4, cl).
atm(m48, m48_a5, s).
atm(m49, m49_a1, h).
atm(m49, m49_a2, c).
atm(m49, m49_a3, n).
atm(m49, m49_a4, h).
atm(m49, m49_a5, cl).
atm(m49, m49_a6, c).
atm(m49, m49_a7, c).
atm(m49, m49_a8, cl).
atm(m49, m49_a9, c).
atm(m50, m50_a1, n).
atm(m50, m50_a2, h).
atm(m50, m50_a3, o).
atm(m50, m50_a4, h).
atm(m50, m50_a5, c).
atm(m50, m50_a6, o).
atm(m50, m50_a7, h).
atm(m51, m51_a1, h).
atm(m51, m51_a2, n).
atm(m51, m51_a3, n).
atm(m51, m51_a4, s).
atm(m51, m51_a5, c).
atm(m51, m51_a6, n).
atm(m51, m51_a7, c).
atm(m51, m51_a8, c).
atm(m52, m52_a1, h).
atm(m52, m52_a2, h).
atm(m52, m52_a3, c).
atm(m52, m52_a4, h).
atm(m52, m52_a5, c).
atm(m53, m53_a1, n).
atm(m53, m53_a2, c).
atm(m53, m53_a3, c).
atm(m53, m53_a4, h).
atm(m53, m53_a5, n).
atm(m54, m54_a1, c).
atm(m54, m54_a2, s).
atm(m54, m54_a3, c).
atm(m54, m54_a4, o).
atm(m54, m54_a5, c).
atm(m54, m54_a6, c).
atm(m54, m54_a7, cl).
atm(m55, m55_a1, n).
atm(m55, m55_a2, s).
atm(m55, m55_a3, h).
atm(m55, m55_a4, o).
atm(m55, m55_a5, h).
atm(m55, m55_a6, o).
atm(m55, m55_a7, c).
atm(m55, m55_a8, h).
atm(m56, m56_a1, c).
atm(m56, m56_a2, n).
atm(m56, m56_a3, o).
atm(m56, m56_a4, c).
atm(m56, m56_a5, h).
atm(m56, m56_a6, c).
atm(m57, m57_a1, c).
atm(m57, m57_a2, h).
atm(m57, m57_a3, c).
atm(m57, m57_a4, n).
atm(m57, m57_a5, o).
atm(m57, m57_a6, c).
atm(m58, m58_a1, c).
atm(m58, m58_a2, c).
atm(m58, m58_a3, c).
atm(m58, m58_a4, o).
atm(m58, m58_a5, s).
atm(m58, m58_a6, h).
atm(m58, m58_a7, c).
atm(m58, m58_a8, n).
atm(m58, m58_a9, c).
atm(m59, m59_a1, o).
atm(m59, m59_a2, n).
atm(m59, m59_a3, cl).
atm(m59, m59_a4, o).
atm(m59, m59_a5, h).
atm(m59, m59_a6, h).
atm(m59, m59_a7, cl).
atm(m60, m60_a1, n).
atm(m60, m60_a2, o).
atm(m60, m60_a3, cl).
atm(m60, m60_a4, c).
atm(m60, m60_a5, h).
atm(m60, m60_a6, n).
atm(m60, m60_a7, s).
atm(m60, m60_a8, c).
atm(m60, m60_a9, c).
atm(m61, m61_a1, c).
atm(m61, m61_a2, o).
atm(m61, m61_a3, s).
atm(m61, m61_a4, c).
atm(m61, m61_a5, h).
atm(m61, m61_a6, c).
atm(m61, m61_a7, c).
atm(m61, m61_a8, c).
atm(m61, m61_a9, s).
atm(m62, m62_a1, o).
atm(m62, m62_a2, n).
atm(m62, m62_a3, c).
atm(m62, m62_a4, c).
atm(m62, m62_a5, s).
atm(m62, m62_a6, c).
atm(m63, m63_a1, h).
atm(m63, m63_a2, o).
atm(m63, m63_a3, cl).
atm(m63, m63_a4, n).
atm(m63, m63_a5, c).
atm(m64, m64_a1, c).
atm(m64, m64_a2, cl).
atm(m64, m64_a3, o).
atm(m64, m64_a4, h).
atm(m64, m64_a5, o).
atm(m64, m64_a6, h).
atm(m64, m64_a7, c).
atm(m64, m64_a8, c).
atm(m65, m65_a1, c).
atm(m65, m65_a2, n).
atm(m65, m65_a3, o).
atm(m65, m65_a4, cl).
atm(m65, m65_a5, s).
atm(m65, m65_a6, h).
atm(m65, m65_a7, o).
atm(m66, m66_a1, h).
atm(m66, m66_a2, s).
atm(m66, m66_a3, h).
atm(m66, m66_a4, c).
atm(m66, m66_a5, c).
atm(m66, m66_a6, cl).
atm(m66, m66_a7, o).
atm(m66, m66_a8, c).
atm(m66, m66_a9, cl).
atm(m67, m67_a1, c).
atm(m67, m67_a2, o).
atm(m67, m67_a3, cl).
atm(m67, m67_a4, n).
atm(m67, m67_a5, h).
atm(m67, m67_a6, c).
atm(m67, m67_a7, s).
atm(m67, m67_a8, o).
atm(m67, m67_a9, o).
atm(m68, m68_a1, c).
atm(m68, m68_a2, n).
atm(m68, m68_a3, s).
atm(m68, m68_a4, c).
atm(m68, m68_a5, o).
atm(m68, m68_a6, c).
atm(m68, m68_a7, h).
atm(m68, m68_a8, o).
atm(m69, m69_a1, h).
atm(m69, m69_a2, c).
atm(m69, m69_a3, c).
atm(m69, m69_a4, h).
atm(m69, m69_a5, o).
atm(m69, m69_a6, c).
atm(m69, m69_a7, n).
atm(m69, m69_a8, o).
atm(m70, m70_a1, o).
atm(m70, m70_a2, n).
atm(m70, m70_a3, c).
atm(m70, m70_a4, h).
atm(m70, m70_a5, h).
atm(m70, m70_a6, c).
atm(m71, m71_a1, c).
atm(m71, m71_a2, n).
atm(m71, m71_a3, h).
atm(m71, m71_a4, o).
atm(m71, m71_a5, n).
atm(m71, m71_a6, c).
atm(m72, m72_a1, o).
atm(m72, m72_a2, o).
atm(m72, m72_a3, o).
atm(m72, m72_a4, h).
atm(m72, m72_a5, n).
atm(m72, m72_a6, h).
atm(m72, m72_a7, cl).
atm(m72, m72_a8, c).
atm(m73, m73_a1, cl).
atm(m73, m73_a2, cl).
atm(m73, m73_a3, s).
atm(m73, m73_a4, s).
atm(m73, m73_a5, h).
atm(m73, m73_a6, cl).
atm(m74, m74_a1, o).
atm(m74, m74_a2, n).
atm(m74, m74_a3, c).
atm(m74, m74_a4, o).
atm(m74, m74_a5, c).
atm(m74, m74_a6, n).
atm(m75, m75_a1, n).
atm(m75, m75_a2, n).
atm(m75, m75_a3, h).
atm(m75, m75_a4, h).
atm(m75, m75_a5, o).
atm(m75, m75_a6, c).
atm(m75, m75_a7, h).
atm(m75, m75_a8, s).
atm(m75, m75_a9, c).
atm(m76, m76_a1, c).
atm(m76, m76_a2, n).
atm(m76, m76_a3, o).
atm(m76, m76_a4, o).
atm(m76, m76_a5, h).
atm(m76, m76_a6, c).
atm(m76, m76_a7, cl).
atm(m77, m77_a1, c).
atm(m77, m77_a2, c).
atm(m77, m77_a3, c).
atm(m77, m77_a4, c).
atm(m77, m77_a5, c).
atm(m77, m77_a6, c).
atm(m77, m77_a7, c).
atm(m77, m77_a8, c).
atm(m78, m78_a1, h).
atm(m78, m78_a2, n).
atm(m78, m78_a3, o).
atm(m78, m78_a4, o).
atm(m78, m78_a5, c).
atm(m78, m78_a6, o).
atm(m78, m78_a7, o).
atm(m78, m78_a8, c).
atm(m78, m78_a9, o).
atm(m79, m79_a1, h).
atm(m79, m79_a2, c).
atm(m79, m79_a3, n).
atm(m79, m79_a4, o).
atm(m79, m79_a5, o).
atm(m80, m80_a1, c).
atm(m80, m80_a2, c).
atm(m80, m80_a3, c).
atm(m80, m80_a4, c).
atm(m80, m80_a5, c).
atm(m80, m80_a6, h).
atm(m80, m80_a7, o).
atm(m81, m81_a1, n).
atm(m81, m81_a2, o).
atm(m81, m81_a3, c).
atm(m81, m81_a4, h).
atm(m81, m81_a5, c).
atm(m81, m81_a6, c).
atm(m82, m82_a1, n).
atm(m82, m82_a2, n).
atm(m82, m82_a3, h).
atm(m82, m82_a4, o).
atm(m82, m82_a5, c).
atm(m82, m82_a6, o).
atm(m82, m82_a7, n).
atm(m83, m83_a1, o).
atm(m83, m83_a2, c).
atm(m83, m83_a3, n).
atm(m83, m83_a4, c).
atm(m83, m83_a5, h).
atm(m83, m83_a6, h).
atm(m84, m84_a1, c).
atm(m84, m84_a2, o).
atm(m84, m84_a3, o).
atm(m84, m84_a4, c).
atm(m84, m84_a5, o).
atm(m84, m84_a6, c).
atm(m84, m84_a7, n).
atm(m85, m85_a1, c).
atm(m85, m85_a2, c).
atm(m85, m85_a3, o).
atm(m85, m85_a4, h).
atm(m85, m85_a5, n).
atm(m85, m85_a6, h).
atm(m85, m85_a7, cl).
atm(m85, m85_a8, s).
atm(m85, m85_a9, cl).
atm(m86, m86_a1, n).
atm(m86, m86_a2, c).
atm(m86, m86_a3, c).
atm(m86, m86_a4, s).
atm(m86, m86_a5, h).
atm(m86, m86_a6, c).
atm(m86, m86_a7, h).
atm(m86, m86_a8, c).
atm(m87, m87_a1, c).
atm(m87, m87_a2, o).
atm(m87, m87_a3, o).
atm(m87, m87_a4, cl).
atm(m87, m87_a5, c).
atm(m87, m87_a6, h).
atm(m87, m87_a7, h).
atm(m87, m87_a8, c).
atm(m87, m87_a9, c).
atm(m88, m88_a1, c).
atm(m88, m88_a2, c).
atm(m88, m88_a3, h).
atm(m88, m88_a4, o).
atm(m88, m88_a5, c).
atm(m89, m89_a1, c).
atm(m89, m89_a2, n).
atm(m89, m89_a3, o).
atm(m89, m89_a4, h).
atm(m89, m89_a5, h).
atm(m90, m90_a1, s).
atm(m90, m90_a2, n).
atm(m90, m90_a3, o).
atm(m90, m90_a4, c).
atm(m90, m90_a5, s).
atm(m90, m90_a6, cl).
bond(m1, m1_a1, m1_a2, single).
bond(m1, m1_a2, m1_a1, single).
bond(m1, m1_a1, m1_a3, double).
bond(m1, m1_a3, m1_a1, double).
bond(m1, m1_a3, m1_a4, single).
bond(m1, m1_a4, m1_a3, single).
bond(m1, m1_a1, m1_a5, single).
bond(m1, m1_a5, m1_a1, single).
bond(m1, m1_a5, m1_a6, aromatic).
bond(m1, m1_a6, m1_a5, aromatic).
bond(m1, m1_a5, m1_a7, single).
bond(m1, m1_a7, m1_a5, single).
bond(m1, m1_a2, m1_a8, single).
bond(m1, m1_a8, m1_a2, single).
bond(m1, m1_a7, m1_a8, aromatic).
bond(m1, m1_a8, m1_a7, aromatic).
bond(m2, m2_a1, m2_a2, single).
bond(m2, m2_a2, m2_a1, single).
bond(m2, m2_a2, m2_a3, single).
bond(m2, m2_a3, m2_a2, single).
bond(m2, m2_a3, m2_a4, single).
bond(m2, m2_a4, m2_a3, single).
bond(m2, m2_a4, m2_a5, double).
bond(m2, m2_a5, m2_a4, double).
bond(m2, m2_a5, m2_a6, double).
bond(m2, m2_a6, m2_a5, double).
bond(m2, m2_a3, m2_a7, single).
bond(m2, m2_a7, m2_a3, single).
bond(m2, m2_a6, m2_a8, double).
bond(m2, m2_a8, m2_a6, double).
bond(m3, m3_a1, m3_a2, double).
bond(m3, m3_a2, m3_a1, double).
bond(m3, m3_a1, m3_a3, aromatic).
bond(m3, m3_a3, m3_a1, aromatic).
bond(m3, m3_a1, m3_a4, single).
bond(m3, m3_a4, m3_a1, single).
bond(m3, m3_a4, m3_a5, single).
bond(m3, m3_a5, m3_a4, single).
bond(m3, m3_a3, m3_a6, aromatic).
bond(m3, m3_a6, m3_a3, aromatic).
bond(m3, m3_a6, m3_a7, single).
bond(m3, m3_a7, m3_a6, single).
bond(m3, m3_a4, m3_a8, single).
bond(m3, m3_a8, m3_a4, single).
bond(m3, m3_a1, m3_a9, single).
bond(m3, m3_a9, m3_a1, single).
bond(m4, m4_a1, m4_a2, aromatic).
bond(m4, m4_a2, m4_a1, aromatic).
bond(m4, m4_a2, m4_a3, double).
bond(m4, m4_a3, m4_a2, double).
bond(m4, m4_a2, m4_a4, aromatic).
bond(m4, m4_a4, m4_a2, aromatic).
bond(m4, m4_a3, m4_a5, single).
bond(m4, m4_a5, m4_a3, single).
bond(m4, m4_a1, m4_a6, single).
bond(m4, m4_a6, m4_a1, single).
bond(m4, m4_a5, m4_a7, aromatic).
bond(m4, m4_a7, m4_a5, aromatic).
bond(m5, m5_a1, m5_a2, double).
bond(m5, m5_a2, m5_a1, double).
bond(m5, m5_a1, m5_a3, aromatic).
bond(m5, m5_a3, m5_a1, aromatic).
bond(m5, m5_a3, m5_a4, single).
bond(m5, m5_a4, m5_a3, single).
bond(m5, m5_a3, m5_a5, aromatic).
bond(m5, m5_a5, m5_a3, aromatic).
bond(m6, m6_a1, m6_a2, double).
bond(m6, m6_a2, m6_a1, double).
bond(m6, m6_a1, m6_a3, double).
bond(m6, m6_a3, m6_a1, double).
bond(m6, m6_a3, m6_a4, double).
bond(m6, m6_a4, m6_a3, double).
bond(m6, m6_a1, m6_a5, single).
bond(m6, m6_a5, m6_a1, single).
bond(m6, m6_a1, m6_a6, double).
bond(m6, m6_a6, m6_a1, double).
bond(m6, m6_a6, m6_a7, single).
bond(m6, m6_a7, m6_a6, single).
bond(m6, m6_a3, m6_a8, aromatic).
bond(m6, m6_a8, m6_a3, aromatic).
bond(m6, m6_a6, m6_a5, aromatic).
bond(m6, m6_a5, m6_a6, aromatic).
bond(m7, m7_a1, m7_a2, aromatic).
bond(m7, m7_a2, m7_a1, aromatic).
bond(m7, m7_a2, m7_a3, double).
bond(m7, m7_a3, m7_a2, double).
bond(m7, m7_a1, m7_a4, double).
bond(m7, m7_a4, m7_a1, double).
bond(m7, m7_a2, m7_a5, double).
bond(m7, m7_a5, m7_a2, double).
bond(m7, m7_a4, m7_a6, single).
bond(m7, m7_a6, m7_a4, single).
bond(m7, m7_a4, m7_a2, aromatic).
bond(m7, m7_a2, m7_a4, aromatic).
bond(m8, m8_a1, m8_a2, single).
bond(m8, m8_a2, m8_a1, single).
bond(m8, m8_a2, m8_a3, single).
bond(m8, m8_a3, m8_a2, single).
bond(m8, m8_a2, m8_a4, aromatic).
bond(m8, m8_a4, m8_a2, aromatic).
bond(m8, m8_a1, m8_a5, single).
bond(m8, m8_a5, m8_a1, single).
bond(m9, m9_a1, m9_a2, single).
bond(m9, m9_a2, m9_a1, single).
bond(m9, m9_a2, m9_a3, single).
bond(m9, m9_a3, m9_a2, single).
bond(m9, m9_a1, m9_a4, double).
bond(m9, m9_a4, m9_a1, double).
bond(m9, m9_a1, m9_a5, single).
bond(m9, m9_a5, m9_a1, single).
bond(m9, m9_a1, m9_a6, double).
bond(m9, m9_a6, m9_a1, double).
bond(m9, m9_a6, m9_a7, single).
bond(m9, m9_a7, m9_a6, single).
bond(m9, m9_a6, m9_a8, single).
bond(m9, m9_a8, m9_a6, single).
bond(m9, m9_a2, m9_a9, double).
bond(m9, m9_a9, m9_a2, double).
bond(m10, m10_a1, m10_a2, aromatic).
bond(m10, m10_a2, m10_a1, aromatic).
bond(m10, m10_a2, m10_a3, double).
bond(m10, m10_a3, m10_a2, double).
bond(m10, m10_a2, m10_a4, double).
bond(m10, m10_a4, m10_a2, double).
bond(m10, m10_a2, m10_a5, single).
bond(m10, m10_a5, m10_a2, single).
bond(m10, m10_a1, m10_a6, double).
bond(m10, m10_a6, m10_a1, double).
bond(m11, m11_a1, m11_a2, aromatic).
bond(m11, m11_a2, m11_a1, aromatic).
bond(m11, m11_a1, m11_a3, double).
bond(m11, m11_a3, m11_a1, double).
bond(m11, m11_a3, m11_a4, single).
bond(m11, m11_a4, m11_a3, single).
bond(m11, m11_a4, m11_a5, single).
bond(m11, m11_a5, m11_a4, single).
bond(m11, m11_a3, m11_a6, single).
bond(m11, m11_a6, m11_a3, single).
bond(m11, m11_a4, m11_a7, single).
bond(m11, m11_a7, m11_a4, single).
bond(m12, m12_a1, m12_a2, single).
bond(m12, m12_a2, m12_a1, single).
bond(m12, m12_a1, m12_a3, single).
bond(m12, m12_a3, m12_a1, single).
bond(m12, m12_a1, m12_a4, single).
bond(m12, m12_a4, m12_a1, single).
bond(m12, m12_a2, m12_a5, single).
bond(m12, m12_a5, m12_a2, single).
bond(m12, m12_a4, m12_a6, single).
bond(m12, m12_a6, m12_a4, single).
bond(m12, m12_a3, m12_a7, single).
bond(m12, m12_a7, m12_a3, single).
bond(m12, m12_a4, m12_a8, single).
bond(m12, m12_a8, m12_a4, single).
bond(m12, m12_a4, m12_a9, single).
bond(m12, m12_a9, m12_a4, single).
bond(m13, m13_a1, m13_a2, aromatic).
bond(m13, m13_a2, m13_a1, aromatic).
bond(m13, m13_a2, m13_a3, single).
bond(m13, m13_a3, m13_a2, single).
bond(m13, m13_a1, m13_a4, single).
bond(m13, m13_a4, m13_a1, single).
bond(m13, m13_a4, m13_a5, aromatic).
bond(m13, m13_a5, m13_a4, aromatic).
bond(m13, m13_a5, m13_a6, single).
bond(m13, m13_a6, m13_a5, single).
bond(m13, m13_a4, m13_a7, double).
bond(m13, m13_a7, m13_a4, double).
bond(m13, m13_a1, m13_a8, double).
bond(m13, m13_a8, m13_a1, double).
bond(m13, m13_a6, m13_a9, single).
bond(m13, m13_a9, m13_a6, single).
bond(m13, m13_a1, m13_a3, aromatic).
bond(m13, m13_a3, m13_a1, aromatic).
bond(m14, m14_a1, m14_a2, aromatic).
bond(m14, m14_a2, m14_a1, aromatic).
bond(m14, m14_a1, m14_a3, double).
bond(m14, m14_a3, m14_a1, double).
bond(m14, m14_a3, m14_a4, single).
bond(m14, m14_a4, m14_a3, single).
bond(m14, m14_a3, m14_a5, aromatic).
bond(m14, m14_a5, m14_a3, aromatic).
bond(m14, m14_a1, m14_a6, aromatic).
bond(m14, m14_a6, m14_a1, aromatic).
bond(m15, m15_a1, m15_a2, aromatic).
bond(m15, m15_a2, m15_a1, aromatic).
bond(m15, m15_a2, m15_a3, aromatic).
bond(m15, m15_a3, m15_a2, aromatic).
bond(m15, m15_a2, m15_a4, single).
bond(m15, m15_a4, m15_a2, single).
bond(m15, m15_a1, m15_a5, double).
bond(m15, m15_a5, m15_a1, double).
bond(m15, m15_a3, m15_a6, double).
bond(m15, m15_a6, m15_a3, double).
bond(m15, m15_a3, m15_a7, aromatic).
bond(m15, m15_a7, m15_a3, aromatic).
bond(m15, m15_a6, m15_a7, aromatic).
bond(m15, m15_a7, m15_a6, aromatic).
bond(m16, m16_a1, m16_a2, aromatic).
bond(m16, m16_a2, m16_a1, aromatic).
bond(m16, m16_a1, m16_a3, aromatic).
bond(m16, m16_a3, m16_a1, aromatic).
bond(m16, m16_a3, m16_a4, single).
bond(m16, m16_a4, m16_a3, single).
bond(m16, m16_a4, m16_a5, double).
bond(m16, m16_a5, m16_a4, double).
bond(m16, m16_a5, m16_a6, single).
bond(m16, m16_a6, m16_a5, single).
bond(m16, m16_a1, m16_a7, single).
bond(m16, m16_a7, m16_a1, single).
bond(m16, m16_a6, m16_a4, aromatic).
bond(m16, m16_a4, m16_a6, aromatic).
bond(m17, m17_a1, m17_a2, aromatic).
bond(m17, m17_a2, m17_a1, aromatic).
bond(m17, m17_a1, m17_a3, double).
bond(m17, m17_a3, m17_a1, double).
bond(m17, m17_a3, m17_a4, single).
bond(m17, m17_a4, m17_a3, single).
bond(m17, m17_a1, m17_a5, single).
bond(m17, m17_a5, m17_a1, single).
bond(m17, m17_a3, m17_a6, single).
bond(m17, m17_a6, m17_a3, single).
bond(m17, m17_a4, m17_a7, double).
bond(m17, m17_a7, m17_a4, double).
bond(m17, m17_a7, m17_a3, aromatic).
bond(m17, m17_a3, m17_a7, aromatic).
bond(m18, m18_a1, m18_a2, single).
bond(m18, m18_a2, m18_a1, single).
bond(m18, m18_a1, m18_a3, double).
bond(m18, m18_a3, m18_a1, double).
bond(m18, m18_a3, m18_a4, aromatic).
bond(m18, m18_a4, m18_a3, aromatic).
bond(m18, m18_a1, m18_a5, single).
bond(m18, m18_a5, m18_a1, single).
bond(m18, m18_a4, m18_a6, single).
bond(m18, m18_a6, m18_a4, single).
bond(m18, m18_a5, m18_a7, aromatic).
bond(m18, m18_a7, m18_a5, aromatic).
bond(m18, m18_a3, m18_a8, single).
bond(m18, m18_a8, m18_a3, single).
bond(m18, m18_a5, m18_a9, single).
bond(m18, m18_a9, m18_a5, single).
bond(m19, m19_a1, m19_a2, single).
bond(m19, m19_a2, m19_a1, single).
bond(m19, m19_a2, m19_a3, single).
bond(m19, m19_a3, m19_a2, single).
bond(m19, m19_a2, m19_a4, single).
bond(m19, m19_a4, m19_a2, single).
bond(m19, m19_a3, m19_a5, double).
bond(m19, m19_a5, m19_a3, double).
bond(m20, m20_a1, m20_a2, double).
bond(m20, m20_a2, m20_a1, double).
bond(m20, m20_a1, m20_a3, double).
bond(m20, m20_a3, m20_a1, double).
bond(m20, m20_a2, m20_a4, single).
bond(m20, m20_a4, m20_a2, single).
bond(m20, m20_a4, m20_a5, single).
bond(m20, m20_a5, m20_a4, single).
bond(m20, m20_a1, m20_a6, double).
bond(m20, m20_a6, m20_a1, double).
bond(m20, m20_a2, m20_a7, single).
bond(m20, m20_a7, m20_a2, single).
bond(m20, m20_a6, m20_a2, aromatic).
bond(m20, m20_a2, m20_a6, aromatic).
bond(m21, m21_a1, m21_a2, double).
bond(m21, m21_a2, m21_a1, double).
bond(m21, m21_a1, m21_a3, double).
bond(m21, m21_a3, m21_a1, double).
bond(m21, m21_a2, m21_a4, single).
bond(m21, m21_a4, m21_a2, single).
bond(m21, m21_a2, m21_a5, double).
bond(m21, m21_a5, m21_a2, double).
bond(m22, m22_a1, m22_a2, aromatic).
bond(m22, m22_a2, m22_a1, aromatic).
bond(m22, m22_a2, m22_a3, single).
bond(m22, m22_a3, m22_a2, single).
bond(m22, m22_a1, m22_a4, single).
bond(m22, m22_a4, m22_a1, single).
bond(m22, m22_a2, m22_a5, aromatic).
bond(m22, m22_a5, m22_a2, aromatic).
bond(m22, m22_a1, m22_a6, double).
bond(m22, m22_a6, m22_a1, double).
bond(m22, m22_a2, m22_a7, single).
bond(m22, m22_a7, m22_a2, single).
bond(m23, m23_a1, m23_a2, aromatic).
bond(m23, m23_a2, m23_a1, aromatic).
bond(m23, m23_a2, m23_a3, double).
bond(m23, m23_a3, m23_a2, double).
bond(m23, m23_a1, m23_a4, aromatic).
bond(m23, m23_a4, m23_a1, aromatic).
bond(m23, m23_a4, m23_a5, aromatic).
bond(m23, m23_a5, m23_a4, aromatic).
bond(m24, m24_a1, m24_a2, aromatic).
bond(m24, m24_a2, m24_a1, aromatic).
bond(m24, m24_a2, m24_a3, single).
bond(m24, m24_a3, m24_a2, single).
bond(m24, m24_a2, m24_a4, double).
bond(m24, m24_a4, m24_a2, double).
bond(m24, m24_a4, m24_a5, double).
bond(m24, m24_a5, m24_a4, double).
bond(m24, m24_a1, m24_a6, single).
bond(m24, m24_a6, m24_a1, single).
bond(m25, m25_a1, m25_a2, single).
bond(m25, m25_a2, m25_a1, single).
bond(m25, m25_a2, m25_a3, aromatic).
bond(m25, m25_a3, m25_a2, aromatic).
bond(m25, m25_a1, m25_a4, single).
bond(m25, m25_a4, m25_a1, single).
bond(m25, m25_a1, m25_a5, single).
bond(m25, m25_a5, m25_a1, single).
bond(m25, m25_a5, m25_a6, single).
bond(m25, m25_a6, m25_a5, single).
bond(m25, m25_a1, m25_a7, double).
bond(m25, m25_a7, m25_a1, double).
bond(m25, m25_a2, m25_a8, aromatic).
bond(m25, m25_a8, m25_a2, aromatic).
bond(m25, m25_a8, m25_a9, double).
bond(m25, m25_a9, m25_a8, double).
bond(m26, m26_a1, m26_a2, double).
bond(m26, m26_a2, m26_a1, double).
bond(m26, m26_a1, m26_a3, aromatic).
bond(m26, m26_a3, m26_a1, aromatic).
bond(m26, m26_a1, m26_a4, double).
bond(m26, m26_a4, m26_a1, double).
bond(m26, m26_a4, m26_a5, single).
bond(m26, m26_a5, m26_a4, single).
bond(m26, m26_a1, m26_a6, single).
bond(m26, m26_a6, m26_a1, single).
bond(m26, m26_a4, m26_a7, aromatic).
bond(m26, m26_a7, m26_a4, aromatic).
bond(m26, m26_a4, m26_a8, double).
bond(m26, m26_a8, m26_a4, double).
bond(m27, m27_a1, m27_a2, single).
bond(m27, m27_a2, m27_a1, single).
bond(m27, m27_a2, m27_a3, double).
bond(m27, m27_a3, m27_a2, double).
bond(m27, m27_a1, m27_a4, single).
bond(m27, m27_a4, m27_a1, single).
bond(m27, m27_a4, m27_a5, single).
bond(m27, m27_a5, m27_a4, single).
bond(m27, m27_a1, m27_a6, single).
bond(m27, m27_a6, m27_a1, single).
bond(m27, m27_a6, m27_a4, aromatic).
bond(m27, m27_a4, m27_a6, aromatic).
bond(m28, m28_a1, m28_a2, aromatic).
bond(m28, m28_a2, m28_a1, aromatic).
bond(m28, m28_a1, m28_a3, single).
bond(m28, m28_a3, m28_a1, single).
bond(m28, m28_a2, m28_a4, double).
bond(m28, m28_a4, m28_a2, double).
bond(m28, m28_a3, m28_a5, single).
bond(m28, m28_a5, m28_a3, single).
bond(m28, m28_a1, m28_a6, single).
bond(m28, m28_a6, m28_a1, single).
bond(m29, m29_a1, m29_a2, single).
bond(m29, m29_a2, m29_a1, single).
bond(m29, m29_a2, m29_a3, double).
bond(m29, m29_a3, m29_a2, double).
bond(m29, m29_a2, m29_a4, single).
bond(m29, m29_a4, m29_a2, single).
bond(m29, m29_a1, m29_a5, single).
bond(m29, m29_a5, m29_a1, single).
bond(m29, m29_a3, m29_a6, single).
bond(m29, m29_a6, m29_a3, single).
bond(m29, m29_a5, m29_a7, double).
bond(m29, m29_a7, m29_a5, double).
bond(m29, m29_a6, m29_a8, double).
bond(m29, m29_a8, m29_a6, double).
bond(m29, m29_a6, m29_a9, double).
bond(m29, m29_a9, m29_a6, double).
bond(m30, m30_a1, m30_a2, aromatic).
bond(m30, m30_a2, m30_a1, aromatic).
bond(m30, m30_a1, m30_a3, single).
bond(m30, m30_a3, m30_a1, single).
bond(m30, m30_a1, m30_a4, double).
bond(m30, m30_a4, m30_a1, double).
bond(m30, m30_a3, m30_a5, single).
bond(m30, m30_a5, m30_a3, single).
bond(m30, m30_a5, m30_a6, single).
bond(m30, m30_a6, m30_a5, single).
bond(m31, m31_a1, m31_a2, double).
bond(m31, m31_a2, m31_a1, double).
bond(m31, m31_a1, m31_a3, single).
bond(m31, m31_a3, m31_a1, single).
bond(m31, m31_a1, m31_a4, aromatic).
bond(m31, m31_a4, m31_a1, aromatic).
bond(m31, m31_a3, m31_a5, single).
bond(m31, m31_a5, m31_a3, single).
bond(m31, m31_a3, m31_a6, single).
bond(m31, m31_a6, m31_a3, single).
bond(m31, m31_a6, m31_a7, aromatic).
bond(m31, m31_a7, m31_a6, aromatic).
bond(m32, m32_a1, m32_a2, double).
bond(m32, m32_a2, m32_a1, double).
bond(m32, m32_a1, m32_a3, single).
bond(m32, m32_a3, m32_a1, single).
bond(m32, m32_a2, m32_a4, single).
bond(m32, m32_a4, m32_a2, single).
bond(m32, m32_a2, m32_a5, aromatic).
bond(m32, m32_a5, m32_a2, aromatic).
bond(m32, m32_a3, m32_a6, single).
bond(m32, m32_a6, m32_a3, single).
bond(m33, m33_a1, m33_a2, double).
bond(m33, m33_a2, m33_a1, double).
bond(m33, m33_a1, m33_a3, single).
bond(m33, m33_a3, m33_a1, single).
bond(m33, m33_a2, m33_a4, aromatic).
bond(m33, m33_a4, m33_a2, aromatic).
bond(m33, m33_a4, m33_a5, single).
bond(m33, m33_a5, m33_a4, single).
bond(m33, m33_a2, m33_a6, single).
bond(m33, m33_a6, m33_a2, single).
bond(m33, m33_a6, m33_a7, double).
bond(m33, m33_a7, m33_a6, double).
bond(m34, m34_a1, m34_a2, double).
bond(m34, m34_a2, m34_a1, double).
bond(m34, m34_a2, m34_a3, single).
bond(m34, m34_a3, m34_a2, single).
bond(m34, m34_a1, m34_a4, single).
bond(m34, m34_a4, m34_a1, single).
bond(m34, m34_a4, m34_a5, aromatic).
bond(m34, m34_a5, m34_a4, aromatic).
bond(m34, m34_a2, m34_a6, single).
bond(m34, m34_a6, m34_a2, single).
bond(m34, m34_a4, m34_a7, single).
bond(m34, m34_a7, m34_a4, single).
bond(m34, m34_a1, m34_a8, double).
bond(m34, m34_a8, m34_a1, double).
bond(m34, m34_a2, m34_a9, single).
bond(m34, m34_a9, m34_a2, single).
bond(m35, m35_a1, m35_a2, double).
bond(m35, m35_a2, m35_a1, double).
bond(m35, m35_a1, m35_a3, double).
bond(m35, m35_a3, m35_a1, double).
bond(m35, m35_a1, m35_a4, aromatic).
bond(m35, m35_a4, m35_a1, aromatic).
bond(m35, m35_a3, m35_a5, aromatic).
bond(m35, m35_a5, m35_a3, aromatic).
bond(m35, m35_a4, m35_a6, single).
bond(m35, m35_a6, m35_a4, single).
bond(m35, m35_a4, m35_a7, aromatic).
bond(m35, m35_a7, m35_a4, aromatic).
bond(m35, m35_a2, m35_a8, single).
bond(m35, m35_a8, m35_a2, single).
bond(m35, m35_a8, m35_a9, single).
bond(m35, m35_a9, m35_a8, single).
bond(m36, m36_a1, m36_a2, aromatic).
bond(m36, m36_a2, m36_a1, aromatic).
bond(m36, m36_a2, m36_a3, double).
bond(m36, m36_a3, m36_a2, double).
bond(m36, m36_a1, m36_a4, double).
bond(m36, m36_a4, m36_a1, double).
bond(m36, m36_a2, m36_a5, single).
bond(m36, m36_a5, m36_a2, single).
bond(m36, m36_a5, m36_a6, double).
bond(m36, m36_a6, m36_a5, double).
bond(m36, m36_a2, m36_a7, single).
bond(m36, m36_a7, m36_a2, single).
bond(m36, m36_a1, m36_a8, double).
bond(m36, m36_a8, m36_a1, double).
bond(m36, m36_a5, m36_a9, single).
bond(m36, m36_a9, m36_a5, single).
bond(m37, m37_a1, m37_a2, double).
bond(m37, m37_a2, m37_a1, double).
bond(m37, m37_a2, m37_a3, single).
bond(m37, m37_a3, m37_a2, single).
bond(m37, m37_a3, m37_a4, double).
bond(m37, m37_a4, m37_a3, double).
bond(m37, m37_a3, m37_a5, single).
bond(m37, m37_a5, m37_a3, single).
bond(m37, m37_a1, m37_a6, single).
bond(m37, m37_a6, m37_a1, single).
bond(m37, m37_a5, m37_a4, aromatic).
bond(m37, m37_a4, m37_a5, aromatic).
bond(m38, m38_a1, m38_a2, single).
bond(m38, m38_a2, m38_a1, single).
bond(m38, m38_a2, m38_a3, single).
bond(m38, m38_a3, m38_a2, single).
bond(m38, m38_a3, m38_a4, single).
bond(m38, m38_a4, m38_a3, single).
bond(m38, m38_a2, m38_a5, double).
bond(m38, m38_a5, m38_a2, double).
bond(m38, m38_a4, m38_a6, single).
bond(m38, m38_a6, m38_a4, single).
bond(m38, m38_a2, m38_a7, single).
bond(m38, m38_a7, m38_a2, single).
bond(m39, m39_a1, m39_a2, double).
bond(m39, m39_a2, m39_a1, double).
bond(m39, m39_a1, m39_a3, single).
bond(m39, m39_a3, m39_a1, single).
bond(m39, m39_a2, m39_a4, aromatic).
bond(m39, m39_a4, m39_a2, aromatic).
bond(m39, m39_a1, m39_a5, aromatic).
bond(m39, m39_a5, m39_a1, aromatic).
bond(m39, m39_a5, m39_a6, aromatic).
bond(m39, m39_a6, m39_a5, aromatic).
bond(m39, m39_a5, m39_a7, single).
bond(m39, m39_a7, m39_a5, single).
bond(m39, m39_a3, m39_a8, aromatic).
bond(m39, m39_a8, m39_a3, aromatic).
bond(m40, m40_a1, m40_a2, single).
bond(m40, m40_a2, m40_a1, single).
bond(m40, m40_a2, m40_a3, single).
bond(m40, m40_a3, m40_a2, single).
bond(m40, m40_a3, m40_a4, single).
bond(m40, m40_a4, m40_a3, single).
bond(m40, m40_a2, m40_a5, double).
bond(m40, m40_a5, m40_a2, double).
bond(m40, m40_a2, m40_a6, single).
bond(m40, m40_a6, m40_a2, single).
bond(m40, m40_a6, m40_a7, single).
bond(m40, m40_a7, m40_a6, single).
bond(m40, m40_a2, m40_a8, single).
bond(m40, m40_a8, m40_a2, single).
bond(m40, m40_a6, m40_a9, double).
bond(m40, m40_a9, m40_a6, double).
bond(m40, m40_a9, m40_a8, aromatic).
bond(m40, m40_a8, m40_a9, aromatic).
bond(m41, m41_a1, m41_a2, single).
bond(m41, m41_a2, m41_a1, single).
bond(m41, m41_a1, m41_a3, double).
bond(m41, m41_a3, m41_a1, double).
bond(m41, m41_a3, m41_a4, single).
bond(m41, m41_a4, m41_a3, single).
bond(m41, m41_a2, m41_a5, single).
bond(m41, m41_a5, m41_a2, single).
bond(m41, m41_a3, m41_a6, single).
bond(m41, m41_a6, m41_a3, single).
bond(m41, m41_a2, m41_a7, single).
bond(m41, m41_a7, m41_a2, single).
bond(m42, m42_a1, m42_a2, single).
bond(m42, m42_a2, m42_a1, single).
bond(m42, m42_a1, m42_a3, single).
bond(m42, m42_a3, m42_a1, single).
bond(m42, m42_a2, m42_a4, aromatic).
bond(m42, m42_a4, m42_a2, aromatic).
bond(m42, m42_a2, m42_a5, double).
bond(m42, m42_a5, m42_a2, double).
bond(m42, m42_a1, m42_a6, single).
bond(m42, m42_a6, m42_a1, single).
bond(m42, m42_a5, m42_a1, aromatic).
bond(m42, m42_a1, m42_a5, aromatic).
bond(m43, m43_a1, m43_a2, double).
bond(m43, m43_a2, m43_a1, double).
bond(m43, m43_a1, m43_a3, double).
bond(m43, m43_a3, m43_a1, double).
bond(m43, m43_a3, m43_a4, aromatic).
bond(m43, m43_a4, m43_a3, aromatic).
bond(m43, m43_a1, m43_a5, single).
bond(m43, m43_a5, m43_a1, single).
bond(m43, m43_a5, m43_a6, double).
bond(m43, m43_a6, m43_a5, double).
bond(m43, m43_a2, m43_a7, aromatic).
bond(m43, m43_a7, m43_a2, aromatic).
bond(m44, m44_a1, m44_a2, single).
bond(m44, m44_a2, m44_a1, single).
bond(m44, m44_a2, m44_a3, single).
bond(m44, m44_a3, m44_a2, single).
bond(m44, m44_a3, m44_a4, single).
bond(m44, m44_a4, m44_a3, single).
bond(m44, m44_a4, m44_a5, aromatic).
bond(m44, m44_a5, m44_a4, aromatic).
bond(m44, m44_a5, m44_a6, single).
bond(m44, m44_a6, m44_a5, single).
bond(m44, m44_a1, m44_a7, double).
bond(m44, m44_a7, m44_a1, double).
bond(m44, m44_a4, m44_a8, single).
bond(m44, m44_a8, m44_a4, single).
bond(m45, m45_a1, m45_a2, double).
bond(m45, m45_a2, m45_a1, double).
bond(m45, m45_a1, m45_a3, aromatic).
bond(m45, m45_a3, m45_a1, aromatic).
bond(m45, m45_a3, m45_a4, aromatic).
bond(m45, m45_a4, m45_a3, aromatic).
bond(m45, m45_a3, m45_a5, single).
bond(m45, m45_a5, m45_a3, single).
bond(m45, m45_a5, m45_a6, single).
bond(m45, m45_a6, m45_a5, single).
bond(m46, m46_a1, m46_a2, aromatic).
bond(m46, m46_a2, m46_a1, aromatic).
bond(m46, m46_a1, m46_a3, double).
bond(m46, m46_a3, m46_a1, double).
bond(m46, m46_a3, m46_a4, single).
bond(m46, m46_a4, m46_a3, single).
bond(m46, m46_a1, m46_a5, single).
bond(m46, m46_a5, m46_a1, single).
bond(m46, m46_a4, m46_a6, aromatic).
bond(m46, m46_a6, m46_a4, aromatic).
bond(m46, m46_a6, m46_a7, single).
bond(m46, m46_a7, m46_a6, single).
bond(m46, m46_a4, m46_a8, aromatic).
bond(m46, m46_a8, m46_a4, aromatic).
bond(m47, m47_a1, m47_a2, double).
bond(m47, m47_a2, m47_a1, double).
bond(m47, m47_a2, m47_a3, aromatic).
bond(m47, m47_a3, m47_a2, aromatic).
bond(m47, m47_a2, m47_a4, double).
bond(m47, m47_a4, m47_a2, double).
bond(m47, m47_a4, m47_a5, single).
bond(m47, m47_a5, m47_a4, single).
bond(m48, m48_a1, m48_a2, double).
bond(m48, m48_a2, m48_a1, double).
bond(m48, m48_a1, m48_a3, single).
bond(m48, m48_a3, m48_a1, single).
bond(m48, m48_a3, m48_a4, single).
bond(m48, m48_a4, m48_a3, single).
bond(m48, m48_a2, m48_a5, single).
bond(m48, m48_a5, m48_a2, single).
bond(m49, m49_a1, m49_a2, single).
bond(m49, m49_a2, m49_a1, single).
bond(m49, m49_a2, m49_a3, double).
bond(m49, m49_a3, m49_a2, double).
bond(m49, m49_a1, m49_a4, double).
bond(m49, m49_a4, m49_a1, double).
bond(m49, m49_a1, m49_a5, single).
bond(m49, m49_a5, m49_a1, single).
bond(m49, m49_a4, m49_a6, double).
bond(m49, m49_a6, m49_a4, double).
bond(m49, m49_a6, m49_a7, single).
bond(m49, m49_a7, m49_a6, single).
bond(m49, m49_a7, m49_a8, single).
bond(m49, m49_a8, m49_a7, single).
bond(m49, m49_a7, m49_a9, double).
bond(m49, m49_a9, m49_a7, double).
bond(m50, m50_a1, m50_a2, single).
bond(m50, m50_a2, m50_a1, single).
bond(m50, m50_a1, m50_a3, double).
bond(m50, m50_a3, m50_a1, double).
bond(m50, m50_a3, m50_a4, single).
bond(m50, m50_a4, m50_a3, single).
bond(m50, m50_a4, m50_a5, single).
bond(m50, m50_a5, m50_a4, single).
bond(m50, m50_a4, m50_a6, single).
bond(m50, m50_a6, m50_a4, single).
bond(m50, m50_a3, m50_a7, single).
bond(m50, m50_a7, m50_a3, single).
bond(m51, m51_a1, m51_a2, single).
bond(m51, m51_a2, m51_a1, single).
bond(m51, m51_a1, m51_a3, single).
bond(m51, m51_a3, m51_a1, single).
bond(m51, m51_a3, m51_a4, single).
bond(m51, m51_a4, m51_a3, single).
bond(m51, m51_a1, m51_a5, single).
bond(m51, m51_a5, m51_a1, single).
bond(m51, m51_a2, m51_a6, aromatic).
bond(m51, m51_a6, m51_a2, aromatic).
bond(m51, m51_a5, m51_a7, single).
bond(m51, m51_a7, m51_a5, single).
bond(m51, m51_a2, m51_a8, double).
bond(m51, m51_a8, m51_a2, double).
bond(m52, m52_a1, m52_a2, single).
bond(m52, m52_a2, m52_a1, single).
bond(m52, m52_a1, m52_a3, single).
bond(m52, m52_a3, m52_a1, single).
bond(m52, m52_a1, m52_a4, single).
bond(m52, m52_a4, m52_a1, single).
bond(m52, m52_a3, m52_a5, single).
bond(m52, m52_a5, m52_a3, single).
bond(m53, m53_a1, m53_a2, aromatic).
bond(m53, m53_a2, m53_a1, aromatic).
bond(m53, m53_a1, m53_a3, single).
bond(m53, m53_a3, m53_a1, single).
bond(m53, m53_a2, m53_a4, single).
bond(m53, m53_a4, m53_a2, single).
bond(m53, m53_a4, m53_a5, aromatic).
bond(m53, m53_a5, m53_a4, aromatic).
bond(m54, m54_a1, m54_a2, aromatic).
bond(m54, m54_a2, m54_a1, aromatic).
bond(m54, m54_a2, m54_a3, single).
bond(m54, m54_a3, m54_a2, single).
bond(m54, m54_a1, m54_a4, single).
bond(m54, m54_a4, m54_a1, single).
bond(m54, m54_a2, m54_a5, single).
bond(m54, m54_a5, m54_a2, single).
bond(m54, m54_a2, m54_a6, aromatic).
bond(m54, m54_a6, m54_a2, aromatic).
bond(m54, m54_a1, m54_a7, double).
bond(m54, m54_a7, m54_a1, double).
bond(m55, m55_a1, m55_a2, single).
bond(m55, m55_a2, m55_a1, single).
bond(m55, m55_a2, m55_a3, double).
bond(m55, m55_a3, m55_a2, double).
bond(m55, m55_a2, m55_a4, single).
bond(m55, m55_a4, m55_a2, single).
bond(m55, m55_a4, m55_a5, double).
bond(m55, m55_a5, m55_a4, double).
bond(m55, m55_a1, m55_a6, double).
bond(m55, m55_a6, m55_a1, double).
bond(m55, m55_a2, m55_a7, single).
bond(m55, m55_a7, m55_a2, single).
bond(m55, m55_a3, m55_a8, single).
bond(m55, m55_a8, m55_a3, single).
bond(m56, m56_a1, m56_a2, single).
bond(m56, m56_a2, m56_a1, single).
bond(m56, m56_a2, m56_a3, single).
bond(m56, m56_a3, m56_a2, single).
bond(m56, m56_a3, m56_a4, single).
bond(m56, m56_a4, m56_a3, single).
bond(m56, m56_a2, m56_a5, double).
bond(m56, m56_a5, m56_a2, double).
bond(m56, m56_a5, m56_a6, single).
bond(m56, m56_a6, m56_a5, single).
bond(m56, m56_a6, m56_a4, aromatic).
bond(m56, m56_a4, m56_a6, aromatic).
bond(m57, m57_a1, m57_a2, single).
bond(m57, m57_a2, m57_a1, single).
bond(m57, m57_a2, m57_a3, single).
bond(m57, m57_a3, m57_a2, single).
bond(m57, m57_a1, m57_a4, single).
bond(m57, m57_a4, m57_a1, single).
bond(m57, m57_a3, m57_a5, single).
bond(m57, m57_a5, m57_a3, single).
bond(m57, m57_a4, m57_a6, double).
bond(m57, m57_a6, m57_a4, double).
bond(m58, m58_a1, m58_a2, single).
bond(m58, m58_a2, m58_a1, single).
bond(m58, m58_a1, m58_a3, single).
bond(m58, m58_a3, m58_a1, single).
bond(m58, m58_a2, m58_a4, single).
bond(m58, m58_a4, m58_a2, single).
bond(m58, m58_a1, m58_a5, single).
bond(m58, m58_a5, m58_a1, single).
bond(m58, m58_a4, m58_a6, single).
bond(m58, m58_a6, m58_a4, single).
bond(m58, m58_a4, m58_a7, single).
bond(m58, m58_a7, m58_a4, single).
bond(m58, m58_a7, m58_a8, aromatic).
bond(m58, m58_a8, m58_a7, aromatic).
bond(m58, m58_a3, m58_a9, single).
bond(m58, m58_a9, m58_a3, single).
bond(m59, m59_a1, m59_a2, double).
bond(m59, m59_a2, m59_a1, double).
bond(m59, m59_a2, m59_a3, aromatic).
bond(m59, m59_a3, m59_a2, aromatic).
bond(m59, m59_a3, m59_a4, single).
bond(m59, m59_a4, m59_a3, single).
bond(m59, m59_a2, m59_a5, single).
bond(m59, m59_a5, m59_a2, single).
bond(m59, m59_a3, m59_a6, aromatic).
bond(m59, m59_a6, m59_a3, aromatic).
bond(m59, m59_a2, m59_a7, single).
bond(m59, m59_a7, m59_a2, single).
bond(m60, m60_a1, m60_a2, double).
bond(m60, m60_a2, m60_a1, double).
bond(m60, m60_a1, m60_a3, aromatic).
bond(m60, m60_a3, m60_a1, aromatic).
bond(m60, m60_a3, m60_a4, aromatic).
bond(m60, m60_a4, m60_a3, aromatic).
bond(m60, m60_a2, m60_a5, single).
bond(m60, m60_a5, m60_a2, single).
bond(m60, m60_a1, m60_a6, aromatic).
bond(m60, m60_a6, m60_a1, aromatic).
bond(m60, m60_a2, m60_a7, single).
bond(m60, m60_a7, m60_a2, single).
bond(m60, m60_a1, m60_a8, double).
bond(m60, m60_a8, m60_a1, double).
bond(m60, m60_a7, m60_a9, double).
bond(m60, m60_a9, m60_a7, double).
bond(m61, m61_a1, m61_a2, double).
bond(m61, m61_a2, m61_a1, double).
bond(m61, m61_a2, m61_a3, aromatic).
bond(m61, m61_a3, m61_a2, aromatic).
bond(m61, m61_a3, m61_a4, single).
bond(m61, m61_a4, m61_a3, single).
bond(m61, m61_a4, m61_a5, single).
bond(m61, m61_a5, m61_a4, single).
bond(m61, m61_a3, m61_a6, aromatic).
bond(m61, m61_a6, m61_a3, aromatic).
bond(m61, m61_a5, m61_a7, double).
bond(m61, m61_a7, m61_a5, double).
bond(m61, m61_a4, m61_a8, single).
bond(m61, m61_a8, m61_a4, single).
bond(m61, m61_a5, m61_a9, double).
bond(m61, m61_a9, m61_a5, double).
bond(m61, m61_a3, m61_a9, aromatic).
bond(m61, m61_a9, m61_a3, aromatic).
bond(m62, m62_a1, m62_a2, double).
bond(m62, m62_a2, m62_a1, double).
bond(m62, m62_a2, m62_a3, single).
bond(m62, m62_a3, m62_a2, single).
bond(m62, m62_a3, m62_a4, single).
bond(m62, m62_a4, m62_a3, single).
bond(m62, m62_a3, m62_a5, single).
bond(m62, m62_a5, m62_a3, single).
bond(m62, m62_a2, m62_a6, aromatic).
bond(m62, m62_a6, m62_a2, aromatic).
bond(m63, m63_a1, m63_a2, aromatic).
bond(m63, m63_a2, m63_a1, aromatic).
bond(m63, m63_a2, m63_a3, single).
bond(m63, m63_a3, m63_a2, single).
bond(m63, m63_a3, m63_a4, double).
bond(m63, m63_a4, m63_a3, double).
bond(m63, m63_a3, m63_a5, aromatic).
bond(m63, m63_a5, m63_a3, aromatic).
bond(m64, m64_a1, m64_a2, single).
bond(m64, m64_a2, m64_a1, single).
bond(m64, m64_a2, m64_a3, aromatic).
bond(m64, m64_a3, m64_a2, aromatic).
bond(m64, m64_a2, m64_a4, aromatic).
bond(m64, m64_a4, m64_a2, aromatic).
bond(m64, m64_a4, m64_a5, single).
bond(m64, m64_a5, m64_a4, single).
bond(m64, m64_a2, m64_a6, double).
bond(m64, m64_a6, m64_a2, double).
bond(m64, m64_a6, m64_a7, aromatic).
bond(m64, m64_a7, m64_a6, aromatic).
bond(m64, m64_a1, m64_a8, double).
bond(m64, m64_a8, m64_a1, double).
bond(m64, m64_a2, m64_a8, aromatic).
bond(m64, m64_a8, m64_a2, aromatic).
bond(m65, m65_a1, m65_a2, single).
bond(m65, m65_a2, m65_a1, single).
bond(m65, m65_a2, m65_a3, double).
bond(m65, m65_a3, m65_a2, double).
bond(m65, m65_a2, m65_a4, single).
bond(m65, m65_a4, m65_a2, single).
bond(m65, m65_a3, m65_a5, double).
bond(m65, m65_a5, m65_a3, double).
bond(m65, m65_a2, m65_a6, single).
bond(m65, m65_a6, m65_a2, single).
bond(m65, m65_a1, m65_a7, single).
bond(m65, m65_a7, m65_a1, single).
bond(m66, m66_a1, m66_a2, single).
bond(m66, m66_a2, m66_a1, single).
bond(m66, m66_a2, m66_a3, aromatic).
bond(m66, m66_a3, m66_a2, aromatic).
bond(m66, m66_a1, m66_a4, single).
bond(m66, m66_a4, m66_a1, single).
bond(m66, m66_a3, m66_a5, aromatic).
bond(m66, m66_a5, m66_a3, aromatic).
bond(m66, m66_a2, m66_a6, aromatic).
bond(m66, m66_a6, m66_a2, aromatic).
bond(m66, m66_a3, m66_a7, single).
bond(m66, m66_a7, m66_a3, single).
bond(m66, m66_a1, m66_a8, single).
bond(m66, m66_a8, m66_a1, single).
bond(m66, m66_a6, m66_a9, single).
bond(m66, m66_a9, m66_a6, single).
bond(m67, m67_a1, m67_a2, single).
bond(m67, m67_a2, m67_a1, single).
bond(m67, m67_a2, m67_a3, double).
bond(m67, m67_a3, m67_a2, double).
bond(m67, m67_a1, m67_a4, single).
bond(m67, m67_a4, m67_a1, single).
bond(m67, m67_a1, m67_a5, double).
bond(m67, m67_a5, m67_a1, double).
bond(m67, m67_a5, m67_a6, single).
bond(m67, m67_a6, m67_a5, single).
bond(m67, m67_a3, m67_a7, aromatic).
bond(m67, m67_a7, m67_a3, aromatic).
bond(m67, m67_a3, m67_a8, single).
bond(m67, m67_a8, m67_a3, single).
bond(m67, m67_a3, m67_a9, single).
bond(m67, m67_a9, m67_a3, single).
bond(m68, m68_a1, m68_a2, single).
bond(m68, m68_a2, m68_a1, single).
bond(m68, m68_a1, m68_a3, single).
bond(m68, m68_a3, m68_a1, single).
bond(m68, m68_a3, m68_a4, single).
bond(m68, m68_a4, m68_a3, single).
bond(m68, m68_a2, m68_a5, double).
bond(m68, m68_a5, m68_a2, double).
bond(m68, m68_a3, m68_a6, single).
bond(m68, m68_a6, m68_a3, single).
bond(m68, m68_a5, m68_a7, single).
bond(m68, m68_a7, m68_a5, single).
bond(m68, m68_a7, m68_a8, single).
bond(m68, m68_a8, m68_a7, single).
bond(m69, m69_a1, m69_a2, single).
bond(m69, m69_a2, m69_a1, single).
bond(m69, m69_a2, m69_a3, single).
bond(m69, m69_a3, m69_a2, single).
bond(m69, m69_a2, m69_a4, double).
bond(m69, m69_a4, m69_a2, double).
bond(m69, m69_a4, m69_a5, aromatic).
bond(m69, m69_a5, m69_a4, aromatic).
bond(m69, m69_a4, m69_a6, single).
bond(m69, m69_a6, m69_a4, single).
bond(m69, m69_a5, m69_a7, double).
bond(m69, m69_a7, m69_a5, double).
bond(m69, m69_a7, m69_a8, aromatic).
bond(m69, m69_a8, m69_a7, aromatic).
bond(m70, m70_a1, m70_a2, double).
bond(m70, m70_a2, m70_a1, double).
bond(m70, m70_a2, m70_a3, double).
bond(m70, m70_a3, m70_a2, double).
bond(m70, m70_a2, m70_a4, single).
bond(m70, m70_a4, m70_a2, single).
bond(m70, m70_a4, m70_a5, single).
bond(m70, m70_a5, m70_a4, single).
bond(m70, m70_a4, m70_a6, double).
bond(m70, m70_a6, m70_a4, double).
bond(m71, m71_a1, m71_a2, single).
bond(m71, m71_a2, m71_a1, single).
bond(m71, m71_a2, m71_a3, double).
bond(m71, m71_a3, m71_a2, double).
bond(m71, m71_a2, m71_a4, double).
bond(m71, m71_a4, m71_a2, double).
bond(m71, m71_a4, m71_a5, single).
bond(m71, m71_a5, m71_a4, single).
bond(m71, m71_a4, m71_a6, single).
bond(m71, m71_a6, m71_a4, single).
bond(m71, m71_a1, m71_a4, aromatic).
bond(m71, m71_a4, m71_a1, aromatic).
bond(m72, m72_a1, m72_a2, double).
bond(m72, m72_a2, m72_a1, double).
bond(m72, m72_a2, m72_a3, single).
bond(m72, m72_a3, m72_a2, single).
bond(m72, m72_a3, m72_a4, single).
bond(m72, m72_a4, m72_a3, single).
bond(m72, m72_a2, m72_a5, double).
bond(m72, m72_a5, m72_a2, double).
bond(m72, m72_a1, m72_a6, double).
bond(m72, m72_a6, m72_a1, double).
bond(m72, m72_a2, m72_a7, double).
bond(m72, m72_a7, m72_a2, double).
bond(m72, m72_a6, m72_a8, double).
bond(m72, m72_a8, m72_a6, double).
bond(m72, m72_a7, m72_a3, aromatic).
bond(m72, m72_a3, m72_a7, aromatic).
bond(m73, m73_a1, m73_a2, single).
bond(m73, m73_a2, m73_a1, single).
bond(m73, m73_a1, m73_a3, single).
bond(m73, m73_a3, m73_a1, single).
bond(m73, m73_a3, m73_a4, aromatic).
bond(m73, m73_a4, m73_a3, aromatic).
bond(m73, m73_a2, m73_a5, double).
bond(m73, m73_a5, m73_a2, double).
bond(m73, m73_a2, m73_a6, single).
bond(m73, m73_a6, m73_a2, single).
bond(m74, m74_a1, m74_a2, double).
bond(m74, m74_a2, m74_a1, double).
bond(m74, m74_a2, m74_a3, double).
bond(m74, m74_a3, m74_a2, double).
bond(m74, m74_a3, m74_a4, single).
bond(m74, m74_a4, m74_a3, single).
bond(m74, m74_a3, m74_a5, single).
bond(m74, m74_a5, m74_a3, single).
bond(m74, m74_a3, m74_a6, aromatic).
bond(m74, m74_a6, m74_a3, aromatic).
bond(m75, m75_a1, m75_a2, single).
bond(m75, m75_a2, m75_a1, single).
bond(m75, m75_a2, m75_a3, single).
bond(m75, m75_a3, m75_a2, single).
bond(m75, m75_a1, m75_a4, aromatic).
bond(m75, m75_a4, m75_a1, aromatic).
bond(m75, m75_a2, m75_a5, double).
bond(m75, m75_a5, m75_a2, double).
bond(m75, m75_a2, m75_a6, single).
bond(m75, m75_a6, m75_a2, single).
bond(m75, m75_a4, m75_a7, single).
bond(m75, m75_a7, m75_a4, single).
bond(m75, m75_a4, m75_a8, single).
bond(m75, m75_a8, m75_a4, single).
bond(m75, m75_a3, m75_a9, aromatic).
bond(m75, m75_a9, m75_a3, aromatic).
bond(m75, m75_a8, m75_a5, aromatic).
bond(m75, m75_a5, m75_a8, aromatic).
bond(m76, m76_a1, m76_a2, single).
bond(m76, m76_a2, m76_a1, single).
bond(m76, m76_a2, m76_a3, double).
bond(m76, m76_a3, m76_a2, double).
bond(m76, m76_a3, m76_a4, single).
bond(m76, m76_a4, m76_a3, single).
bond(m76, m76_a2, m76_a5, double).
bond(m76, m76_a5, m76_a2, double).
bond(m76, m76_a4, m76_a6, double).
bond(m76, m76_a6, m76_a4, double).
bond(m76, m76_a1, m76_a7, single).
bond(m76, m76_a7, m76_a1, single).
bond(m77, m77_a1, m77_a2, double).
bond(m77, m77_a2, m77_a1, double).
bond(m77, m77_a2, m77_a3, single).
bond(m77, m77_a3, m77_a2, single).
bond(m77, m77_a2, m77_a4, double).
bond(m77, m77_a4, m77_a2, double).
bond(m77, m77_a2, m77_a5, single).
bond(m77, m77_a5, m77_a2, single).
bond(m77, m77_a5, m77_a6, aromatic).
bond(m77, m77_a6, m77_a5, aromatic).
bond(m77, m77_a4, m77_a7, double).
bond(m77, m77_a7, m77_a4, double).
bond(m77, m77_a1, m77_a8, double).
bond(m77, m77_a8, m77_a1, double).
bond(m77, m77_a4, m77_a8, aromatic).
bond(m77, m77_a8, m77_a4, aromatic).
bond(m78, m78_a1, m78_a2, single).
bond(m78, m78_a2, m78_a1, single).
bond(m78, m78_a2, m78_a3, double).
bond(m78, m78_a3, m78_a2, double).
bond(m78, m78_a2, m78_a4, single).
bond(m78, m78_a4, m78_a2, single).
bond(m78, m78_a3, m78_a5, double).
bond(m78, m78_a5, m78_a3, double).
bond(m78, m78_a3, m78_a6, double).
bond(m78, m78_a6, m78_a3, double).
bond(m78, m78_a6, m78_a7, aromatic).
bond(m78, m78_a7, m78_a6, aromatic).
bond(m78, m78_a2, m78_a8, single).
bond(m78, m78_a8, m78_a2, single).
bond(m78, m78_a4, m78_a9, double).
bond(m78, m78_a9, m78_a4, double).
bond(m78, m78_a4, m78_a1, aromatic).
bond(m78, m78_a1, m78_a4, aromatic).
bond(m79, m79_a1, m79_a2, single).
bond(m79, m79_a2, m79_a1, single).
bond(m79, m79_a2, m79_a3, aromatic).
bond(m79, m79_a3, m79_a2, aromatic).
bond(m79, m79_a1, m79_a4, single).
bond(m79, m79_a4, m79_a1, single).
bond(m79, m79_a2, m79_a5, aromatic).
bond(m79, m79_a5, m79_a2, aromatic).
bond(m80, m80_a1, m80_a2, single).
bond(m80, m80_a2, m80_a1, single).
bond(m80, m80_a2, m80_a3, double).
bond(m80, m80_a3, m80_a2, double).
bond(m80, m80_a1, m80_a4, single).
bond(m80, m80_a4, m80_a1, single).
bond(m80, m80_a1, m80_a5, double).
bond(m80, m80_a5, m80_a1, double).
bond(m80, m80_a5, m80_a6, single).
bond(m80, m80_a6, m80_a5, single).
bond(m80, m80_a2, m80_a7, single).
bond(m80, m80_a7, m80_a2, single).
bond(m80, m80_a7, m80_a3, aromatic).
bond(m80, m80_a3, m80_a7, aromatic).
bond(m81, m81_a1, m81_a2, double).
bond(m81, m81_a2, m81_a1, double).
bond(m81, m81_a1, m81_a3, single).
bond(m81, m81_a3, m81_a1, single).
bond(m81, m81_a3, m81_a4, double).
bond(m81, m81_a4, m81_a3, double).
bond(m81, m81_a3, m81_a5, single).
bond(m81, m81_a5, m81_a3, single).
bond(m81, m81_a4, m81_a6, single).
bond(m81, m81_a6, m81_a4, single).
bond(m81, m81_a6, m81_a2, aromatic).
bond(m81, m81_a2, m81_a6, aromatic).
bond(m82, m82_a1, m82_a2, single).
bond(m82, m82_a2, m82_a1, single).
bond(m82, m82_a1, m82_a3, single).
bond(m82, m82_a3, m82_a1, single).
bond(m82, m82_a1, m82_a4, single).
bond(m82, m82_a4, m82_a1, single).
bond(m82, m82_a2, m82_a5, single).
bond(m82, m82_a5, m82_a2, single).
bond(m82, m82_a2, m82_a6, double).
bond(m82, m82_a6, m82_a2, double).
bond(m82, m82_a1, m82_a7, aromatic).
bond(m82, m82_a7, m82_a1, aromatic).
bond(m83, m83_a1, m83_a2, single).
bond(m83, m83_a2, m83_a1, single).
bond(m83, m83_a1, m83_a3, single).
bond(m83, m83_a3, m83_a1, single).
bond(m83, m83_a1, m83_a4, double).
bond(m83, m83_a4, m83_a1, double).
bond(m83, m83_a4, m83_a5, single).
bond(m83, m83_a5, m83_a4, single).
bond(m83, m83_a5, m83_a6, double).
bond(m83, m83_a6, m83_a5, double).
bond(m83, m83_a5, m83_a2, aromatic).
bond(m83, m83_a2, m83_a5, aromatic).
bond(m84, m84_a1, m84_a2, single).
bond(m84, m84_a2, m84_a1, single).
bond(m84, m84_a1, m84_a3, aromatic).
bond(m84, m84_a3, m84_a1, aromatic).
bond(m84, m84_a1, m84_a4, double).
bond(m84, m84_a4, m84_a1, double).
bond(m84, m84_a3, m84_a5, double).
bond(m84, m84_a5, m84_a3, double).
bond(m84, m84_a5, m84_a6, aromatic).
bond(m84, m84_a6, m84_a5, aromatic).
bond(m84, m84_a2, m84_a7, double).
bond(m84, m84_a7, m84_a2, double).
bond(m85, m85_a1, m85_a2, double).
bond(m85, m85_a2, m85_a1, double).
bond(m85, m85_a1, m85_a3, single).
bond(m85, m85_a3, m85_a1, single).
bond(m85, m85_a2, m85_a4, single).
bond(m85, m85_a4, m85_a2, single).
bond(m85, m85_a3, m85_a5, double).
bond(m85, m85_a5, m85_a3, double).
bond(m85, m85_a5, m85_a6, single).
bond(m85, m85_a6, m85_a5, single).
bond(m85, m85_a1, m85_a7, aromatic).
bond(m85, m85_a7, m85_a1, aromatic).
bond(m85, m85_a4, m85_a8, single).
bond(m85, m85_a8, m85_a4, single).
bond(m85, m85_a8, m85_a9, single).
bond(m85, m85_a9, m85_a8, single).
bond(m86, m86_a1, m86_a2, double).
bond(m86, m86_a2, m86_a1, double).
bond(m86, m86_a1, m86_a3, double).
bond(m86, m86_a3, m86_a1, double).
bond(m86, m86_a2, m86_a4, aromatic).
bond(m86, m86_a4, m86_a2, aromatic).
bond(m86, m86_a1, m86_a5, single).
bond(m86, m86_a5, m86_a1, single).
bond(m86, m86_a2, m86_a6, double).
bond(m86, m86_a6, m86_a2, double).
bond(m86, m86_a4, m86_a7, double).
bond(m86, m86_a7, m86_a4, double).
bond(m86, m86_a5, m86_a8, single).
bond(m86, m86_a8, m86_a5, single).
bond(m87, m87_a1, m87_a2, single).
bond(m87, m87_a2, m87_a1, single).
bond(m87, m87_a2, m87_a3, single).
bond(m87, m87_a3, m87_a2, single).
bond(m87, m87_a3, m87_a4, aromatic).
bond(m87, m87_a4, m87_a3, aromatic).
bond(m87, m87_a2, m87_a5, double).
bond(m87, m87_a5, m87_a2, double).
bond(m87, m87_a4, m87_a6, single).
bond(m87, m87_a6, m87_a4, single).
bond(m87, m87_a5, m87_a7, aromatic).
bond(m87, m87_a7, m87_a5, aromatic).
bond(m87, m87_a2, m87_a8, double).
bond(m87, m87_a8, m87_a2, double).
bond(m87, m87_a4, m87_a9, single).
bond(m87, m87_a9, m87_a4, single).
bond(m88, m88_a1, m88_a2, double).
bond(m88, m88_a2, m88_a1, double).
bond(m88, m88_a1, m88_a3, single).
bond(m88, m88_a3, m88_a1, single).
bond(m88, m88_a3, m88_a4, single).
bond(m88, m88_a4, m88_a3, single).
bond(m88, m88_a2, m88_a5, aromatic).
bond(m88, m88_a5, m88_a2, aromatic).
bond(m89, m89_a1, m89_a2, single).
bond(m89, m89_a2, m89_a1, single).
bond(m89, m89_a2, m89_a3, double).
bond(m89, m89_a3, m89_a2, double).
bond(m89, m89_a1, m89_a4, single).
bond(m89, m89_a4, m89_a1, single).
bond(m89, m89_a4, m89_a5, aromatic).
bond(m89, m89_a5, m89_a4, aromatic).
bond(m90, m90_a1, m90_a2, single).
bond(m90, m90_a2, m90_a1, single).
bond(m90, m90_a2, m90_a3, double).
bond(m90, m90_a3, m90_a2, double).
bond(m90, m90_a1, m90_a4, aromatic).
bond(m90, m90_a4, m90_a1, aromatic).
bond(m90, m90_a2, m90_a5, single).
bond(m90, m90_a5, m90_a2, single).
bond(m90, m90_a2, m90_a6, single).
bond(m90, m90_a6, m90_a2, single).
charge(m1, 0.12).
charge(m2, 0.76).
charge(m3, -0.86).
charge(m4, -0.07).
charge(m5, -0.29).
charge(m6, 0.51).
charge(m7, -0.47).
charge(m8, 0.6).
charge(m9, 0.78).
charge(m10, 0.36).
charge(m11, 0.68).
charge(m12, 0.23).
charge(m13, -0.89).
charge(m14, 0.7).
charge(m15, 0.98).
charge(m16, 0.71).
charge(m17, 0.2).
charge(m18, 0.61).
charge(m19, 0.08).
charge(m20, -0.1).
charge(m21, -0.46).
charge(m22, 0.13).
charge(m23, 0.77).
charge(m24, -0.04).
charge(m25, -0.34).
charge(m26, -0.7).
charge(m27, -0.52).
charge(m28, 0.1).
charge(m29, -0.64).
charge(m30, 0.73).
charge(m31, 0.42).
charge(m32, 0.0).
charge(m33, -0.97).
charge(m34, 0.34).
charge(m35, 0.62).
charge(m36, 0.55).
charge(m37, -0.32).
charge(m38, 0.81).
charge(m39, -0.68).
charge(m40, 0.3).
charge(m41, 0.12).
charge(m42, -0.05).
charge(m43, -0.94).
charge(m44, -0.84).
charge(m45, 0.69).
charge(m46, 0.57).
charge(m47, -0.27).
charge(m48, -0.87).
charge(m49, -0.87).
charge(m50, 0.36).
charge(m51, -0.01).
charge(m52, -0.12).
charge(m53, -0.14).
charge(m54, 0.27).
charge(m55, -0.27).
charge(m56, 0.16).
charge(m57, 0.54).
charge(m58, 0.18).
charge(m59, -0.62).
charge(m60, 0.44).
charge(m61, -0.28).
charge(m62, -0.04).
charge(m63, -0.61).
charge(m64, 0.86).
charge(m65, -0.2).
charge(m66, -0.65).
charge(m67, 0.04).
charge(m68, -0.29).
charge(m69, 0.39).
charge(m70, 0.93).
charge(m71, 0.31).
charge(m72, -0.02).
charge(m73, -0.64).
charge(m74, -0.01).
charge(m75, 0.61).
charge(m76, 0.42).
charge(m77, -0.84).
charge(m78, -0.68).
charge(m79, -0.41).
charge(m80, -0.03).
charge(m81, -0.35).
charge(m82, -0.64).
charge(m83, 0.88).
charge(m84, -0.14).
charge(m85, 0.57).
charge(m86, 0.85).
charge(m87, -0.89).
charge(m88, -0.76).
charge(m89, 0.39).
charge(m90, -0.39).
