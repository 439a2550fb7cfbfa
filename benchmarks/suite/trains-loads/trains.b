% Trains: a train goes east when ... (learn it).   read_all(trains).
:- set(i, 2).
:- set(clauselength, 4).
:- set(minpos, 2).
:- set(noise, 0).

:- modeh(1, eastbound(+train)).
:- modeb(*, has_car(+train, -car)).
:- modeb(1, ncars(+train, -int)).
:- modeb(1, short(+car)).
:- modeb(1, long(+car)).
:- modeb(1, closed(+car)).
:- modeb(1, open_car(+car)).
:- modeb(1, shape(+car, #shape)).
:- modeb(1, wheels(+car, #int)).
:- modeb(1, load(+car, #shape, -int)).
:- modeb(*, gteq(+int, #int)).

:- determination(eastbound/1, has_car/2).
:- determination(eastbound/1, ncars/2).
:- determination(eastbound/1, short/1).
:- determination(eastbound/1, long/1).
:- determination(eastbound/1, closed/1).
:- determination(eastbound/1, open_car/1).
:- determination(eastbound/1, shape/2).
:- determination(eastbound/1, wheels/2).
:- determination(eastbound/1, load/3).
:- determination(eastbound/1, gteq/2).

:- style_check(-discontiguous).

% Random trains, Michalski style: load(Car, LoadShape, NumberOfLoads).

% types
train(train1).
train(train2).
train(train3).
train(train4).
train(train5).
train(train6).
train(train7).
train(train8).
train(train9).
train(train10).
train(train11).
train(train12).
train(train13).
train(train14).
train(train15).
train(train16).
train(train17).
train(train18).
train(train19).
train(train20).
train(train21).
train(train22).
train(train23).
train(train24).
train(train25).
train(train26).
train(train27).
train(train28).
train(train29).
train(train30).
train(train31).
train(train32).
train(train33).
train(train34).
train(train35).
train(train36).
train(train37).
train(train38).
train(train39).
train(train40).
train(train41).
train(train42).
train(train43).
train(train44).
train(train45).
train(train46).
train(train47).
train(train48).
train(train49).
train(train50).
train(train51).
train(train52).
train(train53).
train(train54).
train(train55).
train(train56).
train(train57).
train(train58).
train(train59).
train(train60).
train(train61).
train(train62).
train(train63).
train(train64).
train(train65).
train(train66).
train(train67).
train(train68).
train(train69).
train(train70).
train(train71).
train(train72).
train(train73).
train(train74).
train(train75).
train(train76).
train(train77).
train(train78).
train(train79).
train(train80).
train(train81).
train(train82).
train(train83).
train(train84).
train(train85).
train(train86).
train(train87).
train(train88).
train(train89).
train(train90).
car(train1_c1).
car(train1_c2).
car(train1_c3).
car(train2_c1).
car(train2_c2).
car(train2_c3).
car(train2_c4).
car(train3_c1).
car(train3_c2).
car(train3_c3).
car(train4_c1).
car(train4_c2).
car(train4_c3).
car(train5_c1).
car(train5_c2).
car(train5_c3).
car(train6_c1).
car(train6_c2).
car(train6_c3).
car(train6_c4).
car(train7_c1).
car(train7_c2).
car(train7_c3).
car(train8_c1).
car(train8_c2).
car(train8_c3).
car(train8_c4).
car(train9_c1).
car(train9_c2).
car(train9_c3).
car(train9_c4).
car(train10_c1).
car(train10_c2).
car(train11_c1).
car(train11_c2).
car(train12_c1).
car(train12_c2).
car(train12_c3).
car(train13_c1).
car(train13_c2).
car(train13_c3).
car(train14_c1).
car(train14_c2).
car(train15_c1).
car(train15_c2).
car(train15_c3).
car(train15_c4).
car(train16_c1).
car(train16_c2).
car(train16_c3).
car(train16_c4).
car(train17_c1).
car(train17_c2).
car(train17_c3).
car(train17_c4).
car(train18_c1).
car(train18_c2).
car(train18_c3).
car(train18_c4).
car(train19_c1).
car(train19_c2).
car(train19_c3).
car(train19_c4).
car(train20_c1).
car(train20_c2).
car(train20_c3).
car(train20_c4).
car(train21_c1).
car(train21_c2).
car(train21_c3).
car(train21_c4).
car(train22_c1).
car(train22_c2).
car(train23_c1).
car(train23_c2).
car(train23_c3).
car(train23_c4).
car(train24_c1).
car(train24_c2).
car(train24_c3).
car(train24_c4).
car(train25_c1).
car(train25_c2).
car(train25_c3).
car(train26_c1).
car(train26_c2).
car(train26_c3).
car(train26_c4).
car(train27_c1).
car(train27_c2).
car(train27_c3).
car(train28_c1).
car(train28_c2).
car(train28_c3).
car(train29_c1).
car(train29_c2).
car(train30_c1).
car(train30_c2).
car(train31_c1).
car(train31_c2).
car(train31_c3).
car(train31_c4).
car(train32_c1).
car(train32_c2).
car(train32_c3).
car(train32_c4).
car(train33_c1).
car(train33_c2).
car(train33_c3).
car(train33_c4).
car(train34_c1).
car(train34_c2).
car(train34_c3).
car(train34_c4).
car(train35_c1).
car(train35_c2).
car(train36_c1).
car(train36_c2).
car(train36_c3).
car(train37_c1).
car(train37_c2).
car(train37_c3).
car(train38_c1).
car(train38_c2).
car(train39_c1).
car(train39_c2).
car(train39_c3).
car(train39_c4).
car(train40_c1).
car(train40_c2).
car(train41_c1).
car(train41_c2).
car(train42_c1).
car(train42_c2).
car(train42_c3).
car(train42_c4).
car(train43_c1).
car(train43_c2).
car(train44_c1).
car(train44_c2).
car(train45_c1).
car(train45_c2).
car(train46_c1).
car(train46_c2).
car(train46_c3).
car(train47_c1).
car(train47_c2).
car(train48_c1).
car(train48_c2).
car(train49_c1).
car(train49_c2).
car(train49_c3).
car(train49_c4).
car(train50_c1).
car(train50_c2).
car(train50_c3).
car(train51_c1).
car(train51_c2).
car(train51_c3).
car(train52_c1).
car(train52_c2).
car(train52_c3).
car(train52_c4).
car(train53_c1).
car(train53_c2).
car(train54_c1).
car(train54_c2).
car(train54_c3).
car(train54_c4).
car(train55_c1).
car(train55_c2).
car(train56_c1).
car(train56_c2).
car(train56_c3).
car(train57_c1).
car(train57_c2).
car(train58_c1).
car(train58_c2).
car(train58_c3).
car(train58_c4).
car(train59_c1).
car(train59_c2).
car(train59_c3).
car(train60_c1).
car(train60_c2).
car(train60_c3).
car(train61_c1).
car(train61_c2).
car(train61_c3).
car(train62_c1).
car(train62_c2).
car(train62_c3).
car(train62_c4).
car(train63_c1).
car(train63_c2).
car(train64_c1).
car(train64_c2).
car(train65_c1).
car(train65_c2).
car(train65_c3).
car(train66_c1).
car(train66_c2).
car(train66_c3).
car(train67_c1).
car(train67_c2).
car(train67_c3).
car(train67_c4).
car(train68_c1).
car(train68_c2).
car(train69_c1).
car(train69_c2).
car(train70_c1).
car(train70_c2).
car(train71_c1).
car(train71_c2).
car(train72_c1).
car(train72_c2).
car(train73_c1).
car(train73_c2).
car(train73_c3).
car(train73_c4).
car(train74_c1).
car(train74_c2).
car(train74_c3).
car(train74_c4).
car(train75_c1).
car(train75_c2).
car(train76_c1).
car(train76_c2).
car(train77_c1).
car(train77_c2).
car(train78_c1).
car(train78_c2).
car(train79_c1).
car(train79_c2).
car(train79_c3).
car(train79_c4).
car(train80_c1).
car(train80_c2).
car(train81_c1).
car(train81_c2).
car(train82_c1).
car(train82_c2).
car(train82_c3).
car(train82_c4).
car(train83_c1).
car(train83_c2).
car(train83_c3).
car(train83_c4).
car(train84_c1).
car(train84_c2).
car(train84_c3).
car(train84_c4).
car(train85_c1).
car(train85_c2).
car(train85_c3).
car(train85_c4).
car(train86_c1).
car(train86_c2).
car(train87_c1).
car(train87_c2).
car(train87_c3).
car(train88_c1).
car(train88_c2).
car(train89_c1).
car(train89_c2).
car(train89_c3).
car(train90_c1).
car(train90_c2).
car(train90_c3).
shape(rectangle).
shape(u_shaped).
shape(bucket).
shape(hexagon).
shape(ellipse).
shape(circle).
shape(triangle).
shape(square).
shape(diamond).
int(0).
int(1).
int(2).
int(3).
int(4).

% background
ncars(train1, 3).
ncars(train2, 4).
ncars(train3, 3).
ncars(train4, 3).
ncars(train5, 3).
ncars(train6, 4).
ncars(train7, 3).
ncars(train8, 4).
ncars(train9, 4).
ncars(train10, 2).
ncars(train11, 2).
ncars(train12, 3).
ncars(train13, 3).
ncars(train14, 2).
ncars(train15, 4).
ncars(train16, 4).
ncars(train17, 4).
ncars(train18, 4).
ncars(train19, 4).
ncars(train20, 4).
ncars(train21, 4).
ncars(train22, 2).
ncars(train23, 4).
ncars(train24, 4).
ncars(train25, 3).
ncars(train26, 4).
ncars(train27, 3).
ncars(train28, 3).
ncars(train29, 2).
ncars(train30, 2).
ncars(train31, 4).
ncars(train32, 4).
ncars(train33, 4).
ncars(train34, 4).
ncars(train35, 2).
ncars(train36, 3).
ncars(train37, 3).
ncars(train38, 2).
ncars(train39, 4).
ncars(train40, 2).
ncars(train41, 2).
ncars(train42, 4).
ncars(train43, 2).
ncars(train44, 2).
ncars(train45, 2).
ncars(train46, 3).
ncars(train47, 2).
ncars(train48, 2).
ncars(train49, 4).
ncars(train50, 3).
ncars(train51, 3).
ncars(train52, 4).
ncars(train53, 2).
ncars(train54, 4).
ncars(train55, 2).
ncars(train56, 3).
ncars(train57, 2).
ncars(train58, 4).
ncars(train59, 3).
ncars(train60, 3).
ncars(train61, 3).
ncars(train62, 4).
ncars(train63, 2).
ncars(train64, 2).
ncars(train65, 3).
ncars(train66, 3).
ncars(train67, 4).
ncars(train68, 2).
ncars(train69, 2).
ncars(train70, 2).
ncars(train71, 2).
ncars(train72, 2).
ncars(train73, 4).
ncars(train74, 4).
ncars(train75, 2).
ncars(train76, 2).
ncars(train77, 2).
ncars(train78, 2).
ncars(train79, 4).
ncars(train80, 2).
ncars(train81, 2).
ncars(train82, 4).
ncars(train83, 4).
ncars(train84, 4).
ncars(train85, 4).
ncars(train86, 2).
ncars(train87, 3).
ncars(train88, 2).
ncars(train89, 3).
ncars(train90, 3).
has_car(train1, train1_c1).
has_car(train1, train1_c2).
has_car(train1, train1_c3).
has_car(train2, train2_c1).
has_car(train2, train2_c2).
has_car(train2, train2_c3).
has_car(train2, train2_c4).
has_car(train3, train3_c1).
has_car(train3, train3_c2).
has_car(train3, train3_c3).
has_car(train4, train4_c1).
has_car(train4, train4_c2).
has_car(train4, train4_c3).
has_car(train5, train5_c1).
has_car(train5, train5_c2).
has_car(train5, train5_c3).
has_car(train6, train6_c1).
has_car(train6, train6_c2).
has_car(train6, train6_c3).
has_car(train6, train6_c4).
has_car(train7, train7_c1).
has_car(train7, train7_c2).
has_car(train7, train7_c3).
has_car(train8, train8_c1).
has_car(train8, train8_c2).
has_car(train8, train8_c3).
has_car(train8, train8_c4).
has_car(train9, train9_c1).
has_car(train9, train9_c2).
has_car(train9, train9_c3).
has_car(train9, train9_c4).
has_car(train10, train10_c1).
has_car(train10, train10_c2).
has_car(train11, train11_c1).
has_car(train11, train11_c2).
has_car(train12, train12_c1).
has_car(train12, train12_c2).
has_car(train12, train12_c3).
has_car(train13, train13_c1).
has_car(train13, train13_c2).
has_car(train13, train13_c3).
has_car(train14, train14_c1).
has_car(train14, train14_c2).
has_car(train15, train15_c1).
has_car(train15, train15_c2).
has_car(train15, train15_c3).
has_car(train15, train15_c4).
has_car(train16, train16_c1).
has_car(train16, train16_c2).
has_car(train16, train16_c3).
has_car(train16, train16_c4).
has_car(train17, train17_c1).
has_car(train17, train17_c2).
has_car(train17, train17_c3).
has_car(train17, train17_c4).
has_car(train18, train18_c1).
has_car(train18, train18_c2).
has_car(train18, train18_c3).
has_car(train18, train18_c4).
has_car(train19, train19_c1).
has_car(train19, train19_c2).
has_car(train19, train19_c3).
has_car(train19, train19_c4).
has_car(train20, train20_c1).
has_car(train20, train20_c2).
has_car(train20, train20_c3).
has_car(train20, train20_c4).
has_car(train21, train21_c1).
has_car(train21, train21_c2).
has_car(train21, train21_c3).
has_car(train21, train21_c4).
has_car(train22, train22_c1).
has_car(train22, train22_c2).
has_car(train23, train23_c1).
has_car(train23, train23_c2).
has_car(train23, train23_c3).
has_car(train23, train23_c4).
has_car(train24, train24_c1).
has_car(train24, train24_c2).
has_car(train24, train24_c3).
has_car(train24, train24_c4).
has_car(train25, train25_c1).
has_car(train25, train25_c2).
has_car(train25, train25_c3).
has_car(train26, train26_c1).
has_car(train26, train26_c2).
has_car(train26, train26_c3).
has_car(train26, train26_c4).
has_car(train27, train27_c1).
has_car(train27, train27_c2).
has_car(train27, train27_c3).
has_car(train28, train28_c1).
has_car(train28, train28_c2).
has_car(train28, train28_c3).
has_car(train29, train29_c1).
has_car(train29, train29_c2).
has_car(train30, train30_c1).
has_car(train30, train30_c2).
has_car(train31, train31_c1).
has_car(train31, train31_c2).
has_car(train31, train31_c3).
has_car(train31, train31_c4).
has_car(train32, train32_c1).
has_car(train32, train32_c2).
has_car(train32, train32_c3).
has_car(train32, train32_c4).
has_car(train33, train33_c1).
has_car(train33, train33_c2).
has_car(train33, train33_c3).
has_car(train33, train33_c4).
has_car(train34, train34_c1).
has_car(train34, train34_c2).
has_car(train34, train34_c3).
has_car(train34, train34_c4).
has_car(train35, train35_c1).
has_car(train35, train35_c2).
has_car(train36, train36_c1).
has_car(train36, train36_c2).
has_car(train36, train36_c3).
has_car(train37, train37_c1).
has_car(train37, train37_c2).
has_car(train37, train37_c3).
has_car(train38, train38_c1).
has_car(train38, train38_c2).
has_car(train39, train39_c1).
has_car(train39, train39_c2).
has_car(train39, train39_c3).
has_car(train39, train39_c4).
has_car(train40, train40_c1).
has_car(train40, train40_c2).
has_car(train41, train41_c1).
has_car(train41, train41_c2).
has_car(train42, train42_c1).
has_car(train42, train42_c2).
has_car(train42, train42_c3).
has_car(train42, train42_c4).
has_car(train43, train43_c1).
has_car(train43, train43_c2).
has_car(train44, train44_c1).
has_car(train44, train44_c2).
has_car(train45, train45_c1).
has_car(train45, train45_c2).
has_car(train46, train46_c1).
has_car(train46, train46_c2).
has_car(train46, train46_c3).
has_car(train47, train47_c1).
has_car(train47, train47_c2).
has_car(train48, train48_c1).
has_car(train48, train48_c2).
has_car(train49, train49_c1).
has_car(train49, train49_c2).
has_car(train49, train49_c3).
has_car(train49, train49_c4).
has_car(train50, train50_c1).
has_car(train50, train50_c2).
has_car(train50, train50_c3).
has_car(train51, train51_c1).
has_car(train51, train51_c2).
has_car(train51, train51_c3).
has_car(train52, train52_c1).
has_car(train52, train52_c2).
has_car(train52, train52_c3).
has_car(train52, train52_c4).
has_car(train53, train53_c1).
has_car(train53, train53_c2).
has_car(train54, train54_c1).
has_car(train54, train54_c2).
has_car(train54, train54_c3).
has_car(train54, train54_c4).
has_car(train55, train55_c1).
has_car(train55, train55_c2).
has_car(train56, train56_c1).
has_car(train56, train56_c2).
has_car(train56, train56_c3).
has_car(train57, train57_c1).
has_car(train57, train57_c2).
has_car(train58, train58_c1).
has_car(train58, train58_c2).
has_car(train58, train58_c3).
has_car(train58, train58_c4).
has_car(train59, train59_c1).
has_car(train59, train59_c2).
has_car(train59, train59_c3).
has_car(train60, train60_c1).
has_car(train60, train60_c2).
has_car(train60, train60_c3).
has_car(train61, train61_c1).
has_car(train61, train61_c2).
has_car(train61, train61_c3).
has_car(train62, train62_c1).
has_car(train62, train62_c2).
has_car(train62, train62_c3).
has_car(train62, train62_c4).
has_car(train63, train63_c1).
has_car(train63, train63_c2).
has_car(train64, train64_c1).
has_car(train64, train64_c2).
has_car(train65, train65_c1).
has_car(train65, train65_c2).
has_car(train65, train65_c3).
has_car(train66, train66_c1).
has_car(train66, train66_c2).
has_car(train66, train66_c3).
has_car(train67, train67_c1).
has_car(train67, train67_c2).
has_car(train67, train67_c3).
has_car(train67, train67_c4).
has_car(train68, train68_c1).
has_car(train68, train68_c2).
has_car(train69, train69_c1).
has_car(train69, train69_c2).
has_car(train70, train70_c1).
has_car(train70, train70_c2).
has_car(train71, train71_c1).
has_car(train71, train71_c2).
has_car(train72, train72_c1).
has_car(train72, train72_c2).
has_car(train73, train73_c1).
has_car(train73, train73_c2).
has_car(train73, train73_c3).
has_car(train73, train73_c4).
has_car(train74, train74_c1).
has_car(train74, train74_c2).
has_car(train74, train74_c3).
has_car(train74, train74_c4).
has_car(train75, train75_c1).
has_car(train75, train75_c2).
has_car(train76, train76_c1).
has_car(train76, train76_c2).
has_car(train77, train77_c1).
has_car(train77, train77_c2).
has_car(train78, train78_c1).
has_car(train78, train78_c2).
has_car(train79, train79_c1).
has_car(train79, train79_c2).
has_car(train79, train79_c3).
has_car(train79, train79_c4).
has_car(train80, train80_c1).
has_car(train80, train80_c2).
has_car(train81, train81_c1).
has_car(train81, train81_c2).
has_car(train82, train82_c1).
has_car(train82, train82_c2).
has_car(train82, train82_c3).
has_car(train82, train82_c4).
has_car(train83, train83_c1).
has_car(train83, train83_c2).
has_car(train83, train83_c3).
has_car(train83, train83_c4).
has_car(train84, train84_c1).
has_car(train84, train84_c2).
has_car(train84, train84_c3).
has_car(train84, train84_c4).
has_car(train85, train85_c1).
has_car(train85, train85_c2).
has_car(train85, train85_c3).
has_car(train85, train85_c4).
has_car(train86, train86_c1).
has_car(train86, train86_c2).
has_car(train87, train87_c1).
has_car(train87, train87_c2).
has_car(train87, train87_c3).
has_car(train88, train88_c1).
has_car(train88, train88_c2).
has_car(train89, train89_c1).
has_car(train89, train89_c2).
has_car(train89, train89_c3).
has_car(train90, train90_c1).
has_car(train90, train90_c2).
has_car(train90, train90_c3).
long(train1_c1).
long(train1_c2).
long(train1_c3).
long(train2_c1).
long(train2_c2).
long(train2_c3).
long(train2_c4).
long(train3_c1).
long(train3_c2).
long(train3_c3).
long(train4_c1).
long(train4_c3).
long(train5_c1).
long(train5_c3).
long(train6_c1).
long(train6_c3).
long(train6_c4).
long(train8_c1).
long(train8_c4).
long(train9_c1).
long(train9_c3).
long(train10_c2).
long(train11_c2).
long(train12_c1).
long(train13_c2).
long(train13_c3).
long(train14_c1).
long(train14_c2).
long(train15_c2).
long(train15_c3).
long(train15_c4).
long(train16_c1).
long(train16_c3).
long(train17_c4).
long(train18_c1).
long(train18_c3).
long(train18_c4).
long(train19_c3).
long(train19_c4).
long(train20_c1).
long(train20_c2).
long(train21_c3).
long(train22_c1).
long(train23_c1).
long(train23_c3).
long(train24_c1).
long(train24_c2).
long(train24_c4).
long(train25_c3).
long(train26_c2).
long(train27_c1).
long(train28_c3).
long(train29_c2).
long(train30_c1).
long(train30_c2).
long(train31_c2).
long(train32_c1).
long(train32_c3).
long(train32_c4).
long(train33_c3).
long(train34_c1).
long(train34_c3).
long(train35_c1).
long(train35_c2).
long(train36_c1).
long(train36_c2).
long(train37_c2).
long(train37_c3).
long(train38_c1).
long(train39_c1).
long(train41_c1).
long(train42_c1).
long(train42_c3).
long(train43_c2).
long(train44_c1).
long(train44_c2).
long(train46_c1).
long(train47_c2).
long(train48_c2).
long(train50_c3).
long(train51_c2).
long(train52_c1).
long(train52_c3).
long(train52_c4).
long(train53_c2).
long(train54_c1).
long(train54_c2).
long(train54_c4).
long(train55_c1).
long(train56_c2).
long(train58_c3).
long(train59_c2).
long(train60_c2).
long(train60_c3).
long(train61_c3).
long(train62_c2).
long(train62_c3).
long(train62_c4).
long(train63_c2).
long(train64_c2).
long(train65_c1).
long(train65_c3).
long(train66_c2).
long(train66_c3).
long(train67_c1).
long(train67_c3).
long(train67_c4).
long(train68_c1).
long(train68_c2).
long(train69_c1).
long(train69_c2).
long(train70_c2).
long(train71_c2).
long(train73_c1).
long(train73_c3).
long(train74_c1).
long(train74_c2).
long(train74_c4).
long(train75_c1).
long(train75_c2).
long(train76_c1).
long(train76_c2).
long(train77_c1).
long(train78_c1).
long(train79_c3).
long(train80_c1).
long(train80_c2).
long(train81_c2).
long(train82_c1).
long(train82_c2).
long(train82_c3).
long(train84_c1).
long(train84_c2).
long(train84_c3).
long(train84_c4).
long(train85_c1).
long(train85_c2).
long(train85_c3).
long(train86_c2).
long(train87_c2).
long(train87_c3).
long(train88_c1).
long(train89_c2).
closed(train1_c1).
closed(train1_c2).
closed(train1_c3).
closed(train2_c1).
closed(train2_c2).
closed(train2_c4).
closed(train3_c1).
closed(train3_c2).
closed(train3_c3).
closed(train4_c1).
closed(train4_c2).
closed(train6_c1).
closed(train6_c2).
closed(train6_c4).
closed(train7_c1).
closed(train7_c2).
closed(train7_c3).
closed(train8_c1).
closed(train8_c2).
closed(train8_c3).
closed(train8_c4).
closed(train9_c1).
closed(train9_c2).
closed(train9_c3).
closed(train9_c4).
closed(train10_c1).
closed(train10_c2).
closed(train11_c2).
closed(train12_c1).
closed(train12_c2).
closed(train12_c3).
closed(train13_c1).
closed(train13_c2).
closed(train13_c3).
closed(train14_c1).
closed(train14_c2).
closed(train15_c2).
closed(train15_c3).
closed(train15_c4).
closed(train16_c1).
closed(train16_c2).
closed(train16_c3).
closed(train16_c4).
closed(train17_c2).
closed(train17_c3).
closed(train18_c2).
closed(train18_c3).
closed(train19_c1).
closed(train19_c2).
closed(train19_c3).
closed(train19_c4).
closed(train20_c1).
closed(train20_c2).
closed(train20_c3).
closed(train20_c4).
closed(train21_c1).
closed(train21_c3).
closed(train21_c4).
closed(train22_c1).
closed(train22_c2).
closed(train23_c1).
closed(train23_c2).
closed(train24_c2).
closed(train24_c3).
closed(train24_c4).
closed(train25_c2).
closed(train25_c3).
closed(train26_c1).
closed(train26_c2).
closed(train26_c3).
closed(train27_c1).
closed(train27_c2).
closed(train27_c3).
closed(train28_c2).
closed(train28_c3).
closed(train29_c1).
closed(train29_c2).
closed(train30_c2).
closed(train31_c1).
closed(train31_c2).
closed(train31_c3).
closed(train31_c4).
closed(train32_c3).
closed(train32_c4).
closed(train33_c2).
closed(train33_c3).
closed(train34_c1).
closed(train34_c2).
closed(train34_c4).
closed(train35_c1).
closed(train35_c2).
closed(train36_c1).
closed(train36_c3).
closed(train37_c1).
closed(train37_c2).
closed(train37_c3).
closed(train38_c1).
closed(train38_c2).
closed(train39_c1).
closed(train39_c2).
closed(train39_c4).
closed(train40_c1).
closed(train40_c2).
closed(train41_c1).
closed(train41_c2).
closed(train42_c1).
closed(train42_c3).
closed(train42_c4).
closed(train43_c1).
closed(train43_c2).
closed(train44_c1).
closed(train44_c2).
closed(train45_c1).
closed(train46_c1).
closed(train46_c2).
closed(train46_c3).
closed(train47_c1).
closed(train47_c2).
closed(train48_c2).
closed(train49_c2).
closed(train49_c3).
closed(train49_c4).
closed(train50_c1).
closed(train50_c2).
closed(train50_c3).
closed(train51_c1).
closed(train51_c2).
closed(train52_c1).
closed(train52_c2).
closed(train52_c3).
closed(train52_c4).
closed(train53_c1).
closed(train53_c2).
closed(train54_c1).
closed(train54_c2).
closed(train54_c3).
closed(train54_c4).
closed(train55_c1).
closed(train55_c2).
closed(train56_c1).
closed(train56_c2).
closed(train57_c1).
closed(train57_c2).
closed(train58_c1).
closed(train58_c2).
closed(train58_c3).
closed(train58_c4).
closed(train59_c2).
closed(train59_c3).
closed(train60_c2).
closed(train60_c3).
closed(train61_c2).
closed(train62_c1).
closed(train62_c2).
closed(train62_c3).
closed(train62_c4).
closed(train63_c2).
closed(train64_c2).
closed(train65_c1).
closed(train65_c2).
closed(train66_c3).
closed(train67_c1).
closed(train67_c2).
closed(train67_c4).
closed(train68_c2).
closed(train69_c1).
closed(train69_c2).
closed(train70_c2).
closed(train71_c1).
closed(train71_c2).
closed(train72_c1).
closed(train72_c2).
closed(train73_c1).
closed(train73_c2).
closed(train73_c3).
closed(train73_c4).
closed(train74_c1).
closed(train74_c3).
closed(train74_c4).
closed(train75_c1).
closed(train75_c2).
closed(train76_c2).
closed(train77_c1).
closed(train77_c2).
closed(train78_c1).
closed(train78_c2).
closed(train79_c1).
closed(train79_c3).
closed(train80_c1).
closed(train80_c2).
closed(train81_c1).
closed(train81_c2).
closed(train82_c1).
closed(train82_c2).
closed(train82_c3).
closed(train83_c1).
closed(train83_c2).
closed(train83_c4).
closed(train84_c2).
closed(train84_c4).
closed(train85_c2).
closed(train85_c3).
closed(train85_c4).
closed(train86_c2).
closed(train87_c1).
closed(train87_c2).
closed(train87_c3).
closed(train88_c1).
closed(train88_c2).
closed(train89_c3).
closed(train90_c1).
closed(train90_c2).
closed(train90_c3).
shape(train1_c1, u_shaped).
shape(train1_c2, rectangle).
shape(train1_c3, bucket).
shape(train2_c1, bucket).
shape(train2_c2, ellipse).
shape(train2_c3, ellipse).
shape(train2_c4, ellipse).
shape(train3_c1, ellipse).
shape(train3_c2, u_shaped).
shape(train3_c3, u_shaped).
shape(train4_c1, hexagon).
shape(train4_c2, ellipse).
shape(train4_c3, hexagon).
shape(train5_c1, bucket).
shape(train5_c2, hexagon).
shape(train5_c3, bucket).
shape(train6_c1, ellipse).
shape(train6_c2, u_shaped).
shape(train6_c3, ellipse).
shape(train6_c4, bucket).
shape(train7_c1, hexagon).
shape(train7_c2, rectangle).
shape(train7_c3, rectangle).
shape(train8_c1, bucket).
shape(train8_c2, ellipse).
shape(train8_c3, u_shaped).
shape(train8_c4, bucket).
shape(train9_c1, ellipse).
shape(train9_c2, ellipse).
shape(train9_c3, hexagon).
shape(train9_c4, bucket).
shape(train10_c1, u_shaped).
shape(train10_c2, ellipse).
shape(train11_c1, ellipse).
shape(train11_c2, ellipse).
shape(train12_c1, rectangle).
shape(train12_c2, bucket).
shape(train12_c3, bucket).
shape(train13_c1, bucket).
shape(train13_c2, u_shaped).
shape(train13_c3, ellipse).
shape(train14_c1, u_shaped).
shape(train14_c2, ellipse).
shape(train15_c1, rectangle).
shape(train15_c2, bucket).
shape(train15_c3, ellipse).
shape(train15_c4, hexagon).
shape(train16_c1, rectangle).
shape(train16_c2, rectangle).
shape(train16_c3, ellipse).
shape(train16_c4, ellipse).
shape(train17_c1, hexagon).
shape(train17_c2, u_shaped).
shape(train17_c3, hexagon).
shape(train17_c4, u_shaped).
shape(train18_c1, u_shaped).
shape(train18_c2, hexagon).
shape(train18_c3, rectangle).
shape(train18_c4, ellipse).
shape(train19_c1, ellipse).
shape(train19_c2, rectangle).
shape(train19_c3, hexagon).
shape(train19_c4, ellipse).
shape(train20_c1, ellipse).
shape(train20_c2, hexagon).
shape(train20_c3, hexagon).
shape(train20_c4, ellipse).
shape(train21_c1, hexagon).
shape(train21_c2, bucket).
shape(train21_c3, u_shaped).
shape(train21_c4, bucket).
shape(train22_c1, u_shaped).
shape(train22_c2, hexagon).
shape(train23_c1, bucket).
shape(train23_c2, u_shaped).
shape(train23_c3, bucket).
shape(train23_c4, hexagon).
shape(train24_c1, hexagon).
shape(train24_c2, hexagon).
shape(train24_c3, ellipse).
shape(train24_c4, rectangle).
shape(train25_c1, hexagon).
shape(train25_c2, u_shaped).
shape(train25_c3, rectangle).
shape(train26_c1, hexagon).
shape(train26_c2, ellipse).
shape(train26_c3, rectangle).
shape(train26_c4, ellipse).
shape(train27_c1, hexagon).
shape(train27_c2, rectangle).
shape(train27_c3, hexagon).
shape(train28_c1, ellipse).
shape(train28_c2, u_shaped).
shape(train28_c3, u_shaped).
shape(train29_c1, bucket).
shape(train29_c2, bucket).
shape(train30_c1, u_shaped).
shape(train30_c2, rectangle).
shape(train31_c1, bucket).
shape(train31_c2, bucket).
shape(train31_c3, bucket).
shape(train31_c4, u_shaped).
shape(train32_c1, ellipse).
shape(train32_c2, rectangle).
shape(train32_c3, rectangle).
shape(train32_c4, rectangle).
shape(train33_c1, ellipse).
shape(train33_c2, bucket).
shape(train33_c3, bucket).
shape(train33_c4, ellipse).
shape(train34_c1, ellipse).
shape(train34_c2, hexagon).
shape(train34_c3, u_shaped).
shape(train34_c4, rectangle).
shape(train35_c1, ellipse).
shape(train35_c2, u_shaped).
shape(train36_c1, u_shaped).
shape(train36_c2, u_shaped).
shape(train36_c3, rectangle).
shape(train37_c1, u_shaped).
shape(train37_c2, hexagon).
shape(train37_c3, u_shaped).
shape(train38_c1, hexagon).
shape(train38_c2, hexagon).
shape(train39_c1, bucket).
shape(train39_c2, ellipse).
shape(train39_c3, ellipse).
shape(train39_c4, u_shaped).
shape(train40_c1, bucket).
shape(train40_c2, rectangle).
shape(train41_c1, bucket).
shape(train41_c2, hexagon).
shape(train42_c1, bucket).
shape(train42_c2, bucket).
shape(train42_c3, ellipse).
shape(train42_c4, hexagon).
shape(train43_c1, bucket).
shape(train43_c2, rectangle).
shape(train44_c1, u_shaped).
shape(train44_c2, bucket).
shape(train45_c1, u_shaped).
shape(train45_c2, hexagon).
shape(train46_c1, rectangle).
shape(train46_c2, u_shaped).
shape(train46_c3, ellipse).
shape(train47_c1, ellipse).
shape(train47_c2, ellipse).
shape(train48_c1, ellipse).
shape(train48_c2, hexagon).
shape(train49_c1, rectangle).
shape(train49_c2, rectangle).
shape(train49_c3, ellipse).
shape(train49_c4, ellipse).
shape(train50_c1, bucket).
shape(train50_c2, u_shaped).
shape(train50_c3, u_shaped).
shape(train51_c1, u_shaped).
shape(train51_c2, hexagon).
shape(train51_c3, bucket).
shape(train52_c1, hexagon).
shape(train52_c2, u_shaped).
shape(train52_c3, u_shaped).
shape(train52_c4, hexagon).
shape(train53_c1, ellipse).
shape(train53_c2, ellipse).
shape(train54_c1, hexagon).
shape(train54_c2, u_shaped).
shape(train54_c3, u_shaped).
shape(train54_c4, bucket).
shape(train55_c1, u_shaped).
shape(train55_c2, rectangle).
shape(train56_c1, rectangle).
shape(train56_c2, ellipse).
shape(train56_c3, hexagon).
shape(train57_c1, hexagon).
shape(train57_c2, rectangle).
shape(train58_c1, ellipse).
shape(train58_c2, bucket).
shape(train58_c3, hexagon).
shape(train58_c4, ellipse).
shape(train59_c1, bucket).
shape(train59_c2, hexagon).
shape(train59_c3, hexagon).
shape(train60_c1, rectangle).
shape(train60_c2, u_shaped).
shape(train60_c3, u_shaped).
shape(train61_c1, hexagon).
shape(train61_c2, u_shaped).
shape(train61_c3, rectangle).
shape(train62_c1, u_shaped).
shape(train62_c2, bucket).
shape(train62_c3, hexagon).
shape(train62_c4, u_shaped).
shape(train63_c1, rectangle).
shape(train63_c2, u_shaped).
shape(train64_c1, ellipse).
shape(train64_c2, u_shaped).
shape(train65_c1, hexagon).
shape(train65_c2, bucket).
shape(train65_c3, u_shaped).
shape(train66_c1, ellipse).
shape(train66_c2, hexagon).
shape(train66_c3, u_shaped).
shape(train67_c1, u_shaped).
shape(train67_c2, u_shaped).
shape(train67_c3, bucket).
shape(train67_c4, u_shaped).
shape(train68_c1, bucket).
shape(train68_c2, hexagon).
shape(train69_c1, hexagon).
shape(train69_c2, rectangle).
shape(train70_c1, bucket).
shape(train70_c2, hexagon).
shape(train71_c1, rectangle).
shape(train71_c2, hexagon).
shape(train72_c1, u_shaped).
shape(train72_c2, hexagon).
shape(train73_c1, bucket).
shape(train73_c2, hexagon).
shape(train73_c3, u_shaped).
shape(train73_c4, hexagon).
shape(train74_c1, bucket).
shape(train74_c2, bucket).
shape(train74_c3, hexagon).
shape(train74_c4, rectangle).
shape(train75_c1, bucket).
shape(train75_c2, u_shaped).
shape(train76_c1, hexagon).
shape(train76_c2, bucket).
shape(train77_c1, rectangle).
shape(train77_c2, ellipse).
shape(train78_c1, hexagon).
shape(train78_c2, ellipse).
shape(train79_c1, rectangle).
shape(train79_c2, hexagon).
shape(train79_c3, rectangle).
shape(train79_c4, ellipse).
shape(train80_c1, u_shaped).
shape(train80_c2, u_shaped).
shape(train81_c1, rectangle).
shape(train81_c2, rectangle).
shape(train82_c1, ellipse).
shape(train82_c2, hexagon).
shape(train82_c3, hexagon).
shape(train82_c4, ellipse).
shape(train83_c1, hexagon).
shape(train83_c2, hexagon).
shape(train83_c3, hexagon).
shape(train83_c4, bucket).
shape(train84_c1, ellipse).
shape(train84_c2, rectangle).
shape(train84_c3, hexagon).
shape(train84_c4, hexagon).
shape(train85_c1, rectangle).
shape(train85_c2, u_shaped).
shape(train85_c3, bucket).
shape(train85_c4, rectangle).
shape(train86_c1, ellipse).
shape(train86_c2, u_shaped).
shape(train87_c1, bucket).
shape(train87_c2, bucket).
shape(train87_c3, ellipse).
shape(train88_c1, ellipse).
shape(train88_c2, ellipse).
shape(train89_c1, bucket).
shape(train89_c2, u_shaped).
shape(train89_c3, u_shaped).
shape(train90_c1, bucket).
shape(train90_c2, u_shaped).
shape(train90_c3, bucket).
wheels(train1_c1, 2).
wheels(train1_c2, 2).
wheels(train1_c3, 2).
wheels(train2_c1, 3).
wheels(train2_c2, 3).
wheels(train2_c3, 2).
wheels(train2_c4, 2).
wheels(train3_c1, 2).
wheels(train3_c2, 3).
wheels(train3_c3, 3).
wheels(train4_c1, 2).
wheels(train4_c2, 2).
wheels(train4_c3, 2).
wheels(train5_c1, 2).
wheels(train5_c2, 2).
wheels(train5_c3, 2).
wheels(train6_c1, 2).
wheels(train6_c2, 2).
wheels(train6_c3, 3).
wheels(train6_c4, 2).
wheels(train7_c1, 2).
wheels(train7_c2, 2).
wheels(train7_c3, 2).
wheels(train8_c1, 2).
wheels(train8_c2, 2).
wheels(train8_c3, 2).
wheels(train8_c4, 2).
wheels(train9_c1, 2).
wheels(train9_c2, 2).
wheels(train9_c3, 2).
wheels(train9_c4, 2).
wheels(train10_c1, 2).
wheels(train10_c2, 3).
wheels(train11_c1, 2).
wheels(train11_c2, 2).
wheels(train12_c1, 2).
wheels(train12_c2, 2).
wheels(train12_c3, 2).
wheels(train13_c1, 2).
wheels(train13_c2, 3).
wheels(train13_c3, 2).
wheels(train14_c1, 2).
wheels(train14_c2, 3).
wheels(train15_c1, 2).
wheels(train15_c2, 3).
wheels(train15_c3, 2).
wheels(train15_c4, 3).
wheels(train16_c1, 2).
wheels(train16_c2, 2).
wheels(train16_c3, 2).
wheels(train16_c4, 2).
wheels(train17_c1, 2).
wheels(train17_c2, 2).
wheels(train17_c3, 2).
wheels(train17_c4, 2).
wheels(train18_c1, 2).
wheels(train18_c2, 2).
wheels(train18_c3, 2).
wheels(train18_c4, 2).
wheels(train19_c1, 2).
wheels(train19_c2, 2).
wheels(train19_c3, 2).
wheels(train19_c4, 3).
wheels(train20_c1, 3).
wheels(train20_c2, 2).
wheels(train20_c3, 2).
wheels(train20_c4, 2).
wheels(train21_c1, 2).
wheels(train21_c2, 2).
wheels(train21_c3, 3).
wheels(train21_c4, 2).
wheels(train22_c1, 3).
wheels(train22_c2, 2).
wheels(train23_c1, 3).
wheels(train23_c2, 2).
wheels(train23_c3, 2).
wheels(train23_c4, 2).
wheels(train24_c1, 3).
wheels(train24_c2, 2).
wheels(train24_c3, 2).
wheels(train24_c4, 3).
wheels(train25_c1, 2).
wheels(train25_c2, 2).
wheels(train25_c3, 2).
wheels(train26_c1, 2).
wheels(train26_c2, 2).
wheels(train26_c3, 2).
wheels(train26_c4, 2).
wheels(train27_c1, 3).
wheels(train27_c2, 2).
wheels(train27_c3, 2).
wheels(train28_c1, 2).
wheels(train28_c2, 2).
wheels(train28_c3, 2).
wheels(train29_c1, 2).
wheels(train29_c2, 3).
wheels(train30_c1, 2).
wheels(train30_c2, 3).
wheels(train31_c1, 2).
wheels(train31_c2, 3).
wheels(train31_c3, 2).
wheels(train31_c4, 2).
wheels(train32_c1, 3).
wheels(train32_c2, 2).
wheels(train32_c3, 2).
wheels(train32_c4, 3).
wheels(train33_c1, 2).
wheels(train33_c2, 2).
wheels(train33_c3, 2).
wheels(train33_c4, 2).
wheels(train34_c1, 2).
wheels(train34_c2, 2).
wheels(train34_c3, 2).
wheels(train34_c4, 2).
wheels(train35_c1, 3).
wheels(train35_c2, 3).
wheels(train36_c1, 2).
wheels(train36_c2, 2).
wheels(train36_c3, 2).
wheels(train37_c1, 2).
wheels(train37_c2, 3).
wheels(train37_c3, 2).
wheels(train38_c1, 3).
wheels(train38_c2, 2).
wheels(train39_c1, 2).
wheels(train39_c2, 2).
wheels(train39_c3, 2).
wheels(train39_c4, 2).
wheels(train40_c1, 2).
wheels(train40_c2, 2).
wheels(train41_c1, 2).
wheels(train41_c2, 2).
wheels(train42_c1, 2).
wheels(train42_c2, 2).
wheels(train42_c3, 2).
wheels(train42_c4, 2).
wheels(train43_c1, 2).
wheels(train43_c2, 2).
wheels(train44_c1, 2).
wheels(train44_c2, 3).
wheels(train45_c1, 2).
wheels(train45_c2, 2).
wheels(train46_c1, 2).
wheels(train46_c2, 2).
wheels(train46_c3, 2).
wheels(train47_c1, 2).
wheels(train47_c2, 2).
wheels(train48_c1, 2).
wheels(train48_c2, 3).
wheels(train49_c1, 2).
wheels(train49_c2, 2).
wheels(train49_c3, 2).
wheels(train49_c4, 2).
wheels(train50_c1, 2).
wheels(train50_c2, 2).
wheels(train50_c3, 3).
wheels(train51_c1, 2).
wheels(train51_c2, 2).
wheels(train51_c3, 2).
wheels(train52_c1, 3).
wheels(train52_c2, 2).
wheels(train52_c3, 3).
wheels(train52_c4, 2).
wheels(train53_c1, 2).
wheels(train53_c2, 2).
wheels(train54_c1, 2).
wheels(train54_c2, 3).
wheels(train54_c3, 2).
wheels(train54_c4, 2).
wheels(train55_c1, 2).
wheels(train55_c2, 2).
wheels(train56_c1, 2).
wheels(train56_c2, 3).
wheels(train56_c3, 2).
wheels(train57_c1, 2).
wheels(train57_c2, 2).
wheels(train58_c1, 2).
wheels(train58_c2, 2).
wheels(train58_c3, 3).
wheels(train58_c4, 2).
wheels(train59_c1, 2).
wheels(train59_c2, 3).
wheels(train59_c3, 2).
wheels(train60_c1, 2).
wheels(train60_c2, 3).
wheels(train60_c3, 3).
wheels(train61_c1, 2).
wheels(train61_c2, 2).
wheels(train61_c3, 2).
wheels(train62_c1, 2).
wheels(train62_c2, 3).
wheels(train62_c3, 3).
wheels(train62_c4, 3).
wheels(train63_c1, 2).
wheels(train63_c2, 2).
wheels(train64_c1, 2).
wheels(train64_c2, 2).
wheels(train65_c1, 3).
wheels(train65_c2, 2).
wheels(train65_c3, 2).
wheels(train66_c1, 2).
wheels(train66_c2, 2).
wheels(train66_c3, 2).
wheels(train67_c1, 2).
wheels(train67_c2, 2).
wheels(train67_c3, 2).
wheels(train67_c4, 3).
wheels(train68_c1, 2).
wheels(train68_c2, 3).
wheels(train69_c1, 2).
wheels(train69_c2, 2).
wheels(train70_c1, 2).
wheels(train70_c2, 2).
wheels(train71_c1, 2).
wheels(train71_c2, 3).
wheels(train72_c1, 2).
wheels(train72_c2, 2).
wheels(train73_c1, 3).
wheels(train73_c2, 2).
wheels(train73_c3, 3).
wheels(train73_c4, 2).
wheels(train74_c1, 3).
wheels(train74_c2, 3).
wheels(train74_c3, 2).
wheels(train74_c4, 2).
wheels(train75_c1, 2).
wheels(train75_c2, 2).
wheels(train76_c1, 2).
wheels(train76_c2, 3).
wheels(train77_c1, 2).
wheels(train77_c2, 2).
wheels(train78_c1, 2).
wheels(train78_c2, 2).
wheels(train79_c1, 2).
wheels(train79_c2, 2).
wheels(train79_c3, 3).
wheels(train79_c4, 2).
wheels(train80_c1, 2).
wheels(train80_c2, 2).
wheels(train81_c1, 2).
wheels(train81_c2, 2).
wheels(train82_c1, 2).
wheels(train82_c2, 3).
wheels(train82_c3, 3).
wheels(train82_c4, 2).
wheels(train83_c1, 2).
wheels(train83_c2, 2).
wheels(train83_c3, 2).
wheels(train83_c4, 2).
wheels(train84_c1, 3).
wheels(train84_c2, 2).
wheels(train84_c3, 3).
wheels(train84_c4, 3).
wheels(train85_c1, 3).
wheels(train85_c2, 3).
wheels(train85_c3, 2).
wheels(train85_c4, 2).
wheels(train86_c1, 2).
wheels(train86_c2, 2).
wheels(train87_c1, 2).
wheels(train87_c2, 3).
wheels(train87_c3, 2).
wheels(train88_c1, 2).
wheels(train88_c2, 2).
wheels(train89_c1, 2).
wheels(train89_c2, 2).
wheels(train89_c3, 2).
wheels(train90_c1, 2).
wheels(train90_c2, 2).
wheels(train90_c3, 2).
load(train1_c1, diamond, 2).
load(train1_c2, square, 1).
load(train1_c3, circle, 3).
load(train2_c1, hexagon, 3).
load(train2_c2, hexagon, 1).
load(train2_c3, hexagon, 1).
load(train2_c4, circle, 2).
load(train3_c1, square, 2).
load(train3_c2, square, 3).
load(train3_c3, circle, 1).
load(train4_c1, circle, 2).
load(train4_c2, hexagon, 1).
load(train4_c3, diamond, 3).
load(train5_c1, circle, 1).
load(train5_c2, hexagon, 1).
load(train5_c3, square, 0).
load(train6_c1, diamond, 2).
load(train6_c2, circle, 2).
load(train6_c3, triangle, 1).
load(train6_c4, square, 0).
load(train7_c1, circle, 2).
load(train7_c2, circle, 3).
load(train7_c3, hexagon, 0).
load(train8_c1, diamond, 2).
load(train8_c2, hexagon, 1).
load(train8_c3, hexagon, 0).
load(train8_c4, triangle, 1).
load(train9_c1, square, 3).
load(train9_c2, diamond, 2).
load(train9_c3, diamond, 2).
load(train9_c4, square, 2).
load(train10_c1, triangle, 0).
load(train10_c2, circle, 1).
load(train11_c1, circle, 0).
load(train11_c2, hexagon, 3).
load(train12_c1, square, 2).
load(train12_c2, square, 1).
load(train12_c3, circle, 2).
load(train13_c1, triangle, 2).
load(train13_c2, circle, 0).
load(train13_c3, circle, 1).
load(train14_c1, hexagon, 2).
load(train14_c2, triangle, 2).
load(train15_c1, diamond, 0).
load(train15_c2, diamond, 2).
load(train15_c3, triangle, 1).
load(train15_c4, circle, 3).
load(train16_c1, diamond, 2).
load(train16_c2, hexagon, 1).
load(train16_c3, circle, 1).
load(train16_c4, diamond, 1).
load(train17_c1, triangle, 0).
load(train17_c2, square, 1).
load(train17_c3, circle, 2).
load(train17_c4, square, 2).
load(train18_c1, triangle, 1).
load(train18_c2, hexagon, 2).
load(train18_c3, hexagon, 3).
load(train18_c4, triangle, 1).
load(train19_c1, hexagon, 2).
load(train19_c2, hexagon, 1).
load(train19_c3, circle, 2).
load(train19_c4, triangle, 1).
load(train20_c1, square, 1).
load(train20_c2, triangle, 2).
load(train20_c3, circle, 1).
load(train20_c4, triangle, 2).
load(train21_c1, triangle, 1).
load(train21_c2, circle, 2).
load(train21_c3, triangle, 3).
load(train21_c4, diamond, 2).
load(train22_c1, square, 0).
load(train22_c2, circle, 2).
load(train23_c1, triangle, 2).
load(train23_c2, hexagon, 3).
load(train23_c3, circle, 2).
load(train23_c4, triangle, 1).
load(train24_c1, circle, 2).
load(train24_c2, diamond, 2).
load(train24_c3, diamond, 1).
load(train24_c4, hexagon, 2).
load(train25_c1, circle, 2).
load(train25_c2, hexagon, 1).
load(train25_c3, circle, 2).
load(train26_c1, square, 0).
load(train26_c2, hexagon, 1).
load(train26_c3, diamond, 2).
load(train26_c4, triangle, 1).
load(train27_c1, circle, 2).
load(train27_c2, hexagon, 2).
load(train27_c3, hexagon, 2).
load(train28_c1, triangle, 0).
load(train28_c2, hexagon, 2).
load(train28_c3, circle, 2).
load(train29_c1, circle, 1).
load(train29_c2, square, 2).
load(train30_c1, hexagon, 2).
load(train30_c2, square, 3).
load(train31_c1, circle, 1).
load(train31_c2, triangle, 3).
load(train31_c3, diamond, 3).
load(train31_c4, hexagon, 0).
load(train32_c1, circle, 1).
load(train32_c2, square, 1).
load(train32_c3, square, 1).
load(train32_c4, triangle, 2).
load(train33_c1, square, 2).
load(train33_c2, hexagon, 1).
load(train33_c3, square, 3).
load(train33_c4, circle, 1).
load(train34_c1, hexagon, 2).
load(train34_c2, hexagon, 1).
load(train34_c3, circle, 2).
load(train34_c4, diamond, 2).
load(train35_c1, circle, 2).
load(train35_c2, square, 0).
load(train36_c1, circle, 2).
load(train36_c2, triangle, 2).
load(train36_c3, circle, 0).
load(train37_c1, circle, 3).
load(train37_c2, triangle, 1).
load(train37_c3, triangle, 2).
load(train38_c1, triangle, 1).
load(train38_c2, diamond, 1).
load(train39_c1, square, 2).
load(train39_c2, square, 3).
load(train39_c3, triangle, 1).
load(train39_c4, diamond, 1).
load(train40_c1, diamond, 3).
load(train40_c2, circle, 2).
load(train41_c1, square, 2).
load(train41_c2, hexagon, 3).
load(train42_c1, hexagon, 0).
load(train42_c2, hexagon, 1).
load(train42_c3, diamond, 3).
load(train42_c4, circle, 1).
load(train43_c1, triangle, 2).
load(train43_c2, circle, 2).
load(train44_c1, triangle, 1).
load(train44_c2, hexagon, 3).
load(train45_c1, triangle, 1).
load(train45_c2, circle, 1).
load(train46_c1, triangle, 2).
load(train46_c2, circle, 1).
load(train46_c3, diamond, 1).
load(train47_c1, circle, 1).
load(train47_c2, diamond, 2).
load(train48_c1, circle, 0).
load(train48_c2, circle, 1).
load(train49_c1, square, 0).
load(train49_c2, square, 2).
load(train49_c3, circle, 1).
load(train49_c4, diamond, 1).
load(train50_c1, diamond, 0).
load(train50_c2, diamond, 1).
load(train50_c3, circle, 3).
load(train51_c1, diamond, 0).
load(train51_c2, circle, 3).
load(train51_c3, hexagon, 1).
load(train52_c1, diamond, 0).
load(train52_c2, triangle, 3).
load(train52_c3, square, 1).
load(train52_c4, square, 0).
load(train53_c1, circle, 2).
load(train53_c2, circle, 3).
load(train54_c1, square, 0).
load(train54_c2, triangle, 1).
load(train54_c3, triangle, 2).
load(train54_c4, circle, 3).
load(train55_c1, circle, 2).
load(train55_c2, diamond, 2).
load(train56_c1, circle, 2).
load(train56_c2, square, 2).
load(train56_c3, diamond, 0).
load(train57_c1, triangle, 2).
load(train57_c2, hexagon, 2).
load(train58_c1, triangle, 1).
load(train58_c2, circle, 3).
load(train58_c3, hexagon, 0).
load(train58_c4, circle, 1).
load(train59_c1, square, 2).
load(train59_c2, hexagon, 2).
load(train59_c3, hexagon, 0).
load(train60_c1, diamond, 1).
load(train60_c2, square, 2).
load(train60_c3, circle, 2).
load(train61_c1, square, 1).
load(train61_c2, circle, 1).
load(train61_c3, diamond, 0).
load(train62_c1, square, 0).
load(train62_c2, circle, 1).
load(train62_c3, square, 2).
load(train62_c4, circle, 1).
load(train63_c1, circle, 3).
load(train63_c2, triangle, 1).
load(train64_c1, square, 0).
load(train64_c2, circle, 1).
load(train65_c1, circle, 2).
load(train65_c2, triangle, 0).
load(train65_c3, hexagon, 2).
load(train66_c1, hexagon, 3).
load(train66_c2, circle, 3).
load(train66_c3, square, 1).
load(train67_c1, diamond, 1).
load(train67_c2, circle, 2).
load(train67_c3, hexagon, 1).
load(train67_c4, triangle, 1).
load(train68_c1, triangle, 3).
load(train68_c2, circle, 1).
load(train69_c1, square, 0).
load(train69_c2, circle, 1).
load(train70_c1, triangle, 1).
load(train70_c2, circle, 0).
load(train71_c1, circle, 3).
load(train71_c2, diamond, 1).
load(train72_c1, diamond, 2).
load(train72_c2, triangle, 1).
load(train73_c1, diamond, 0).
load(train73_c2, circle, 1).
load(train73_c3, triangle, 2).
load(train73_c4, square, 1).
load(train74_c1, circle, 2).
load(train74_c2, diamond, 1).
load(train74_c3, circle, 0).
load(train74_c4, diamond, 2).
load(train75_c1, diamond, 3).
load(train75_c2, circle, 2).
load(train76_c1, circle, 2).
load(train76_c2, circle, 0).
load(train77_c1, circle, 2).
load(train77_c2, diamond, 2).
load(train78_c1, circle, 1).
load(train78_c2, diamond, 0).
load(train79_c1, square, 1).
load(train79_c2, triangle, 2).
load(train79_c3, hexagon, 2).
load(train79_c4, circle, 2).
load(train80_c1, diamond, 0).
load(train80_c2, triangle, 2).
load(train81_c1, hexagon, 2).
load(train81_c2, hexagon, 1).
load(train82_c1, square, 2).
load(train82_c2, circle, 2).
load(train82_c3, square, 2).
load(train82_c4, diamond, 0).
load(train83_c1, circle, 1).
load(train83_c2, square, 2).
load(train83_c3, square, 1).
load(train83_c4, triangle, 1).
load(train84_c1, diamond, 0).
load(train84_c2, triangle, 2).
load(train84_c3, diamond, 2).
load(train84_c4, circle, 2).
load(train85_c1, diamond, 1).
load(train85_c2, hexagon, 0).
load(train85_c3, circle, 2).
load(train85_c4, square, 2).
load(train86_c1, square, 2).
load(train86_c2, circle, 1).
load(train87_c1, triangle, 2).
load(train87_c2, diamond, 2).
load(train87_c3, circle, 2).
load(train88_c1, square, 1).
load(train88_c2, square, 3).
load(train89_c1, circle, 2).
load(train89_c2, circle, 1).
load(train89_c3, diamond, 2).
load(train90_c1, diamond, 1).
load(train90_c2, triangle, 0).
load(train90_c3, hexagon, 2).
open_car(train2_c3).
open_car(train4_c3).
open_car(train5_c1).
open_car(train5_c2).
open_car(train5_c3).
open_car(train6_c3).
open_car(train11_c1).
open_car(train15_c1).
open_car(train17_c1).
open_car(train17_c4).
open_car(train18_c1).
open_car(train18_c4).
open_car(train21_c2).
open_car(train23_c3).
open_car(train23_c4).
open_car(train24_c1).
open_car(train25_c1).
open_car(train26_c4).
open_car(train28_c1).
open_car(train30_c1).
open_car(train32_c1).
open_car(train32_c2).
open_car(train33_c1).
open_car(train33_c4).
open_car(train34_c3).
open_car(train36_c2).
open_car(train39_c3).
open_car(train42_c2).
open_car(train45_c2).
open_car(train48_c1).
open_car(train49_c1).
open_car(train51_c3).
open_car(train56_c3).
open_car(train59_c1).
open_car(train60_c1).
open_car(train61_c1).
open_car(train61_c3).
open_car(train63_c1).
open_car(train64_c1).
open_car(train65_c3).
open_car(train66_c1).
open_car(train66_c2).
open_car(train67_c3).
open_car(train68_c1).
open_car(train70_c1).
open_car(train74_c2).
open_car(train76_c1).
open_car(train79_c2).
open_car(train79_c4).
open_car(train82_c4).
open_car(train83_c3).
open_car(train84_c1).
open_car(train84_c3).
open_car(train85_c1).
open_car(train86_c1).
open_car(train89_c1).
open_car(train89_c2).
short(train4_c2).
short(train5_c2).
short(train6_c2).
short(train7_c1).
short(train7_c2).
short(train7_c3).
short(train8_c2).
short(train8_c3).
short(train9_c2).
short(train9_c4).
short(train10_c1).
short(train11_c1).
short(train12_c2).
short(train12_c3).
short(train13_c1).
short(train15_c1).
short(train16_c2).
short(train16_c4).
short(train17_c1).
short(train17_c2).
short(train17_c3).
short(train18_c2).
short(train19_c1).
short(train19_c2).
short(train20_c3).
short(train20_c4).
short(train21_c1).
short(train21_c2).
short(train21_c4).
short(train22_c2).
short(train23_c2).
short(train23_c4).
short(train24_c3).
short(train25_c1).
short(train25_c2).
short(train26_c1).
short(train26_c3).
short(train26_c4).
short(train27_c2).
short(train27_c3).
short(train28_c1).
short(train28_c2).
short(train29_c1).
short(train31_c1).
short(train31_c3).
short(train31_c4).
short(train32_c2).
short(train33_c1).
short(train33_c2).
short(train33_c4).
short(train34_c2).
short(train34_c4).
short(train36_c3).
short(train37_c1).
short(train38_c2).
short(train39_c2).
short(train39_c3).
short(train39_c4).
short(train40_c1).
short(train40_c2).
short(train41_c2).
short(train42_c2).
short(train42_c4).
short(train43_c1).
short(train45_c1).
short(train45_c2).
short(train46_c2).
short(train46_c3).
short(train47_c1).
short(train48_c1).
short(train49_c1).
short(train49_c2).
short(train49_c3).
short(train49_c4).
short(train50_c1).
short(train50_c2).
short(train51_c1).
short(train51_c3).
short(train52_c2).
short(train53_c1).
short(train54_c3).
short(train55_c2).
short(train56_c1).
short(train56_c3).
short(train57_c1).
short(train57_c2).
short(train58_c1).
short(train58_c2).
short(train58_c4).
short(train59_c1).
short(train59_c3).
short(train60_c1).
short(train61_c1).
short(train61_c2).
short(train62_c1).
short(train63_c1).
short(train64_c1).
short(train65_c2).
short(train66_c1).
short(train67_c2).
short(train70_c1).
short(train71_c1).
short(train72_c1).
short(train72_c2).
short(train73_c2).
short(train73_c4).
short(train74_c3).
short(train77_c2).
short(train78_c2).
short(train79_c1).
short(train79_c2).
short(train79_c4).
short(train81_c1).
short(train82_c4).
short(train83_c1).
short(train83_c2).
short(train83_c3).
short(train83_c4).
short(train85_c4).
short(train86_c1).
short(train87_c1).
short(train88_c2).
short(train89_c1).
short(train89_c3).
short(train90_c1).
short(train90_c2).
short(train90_c3).

% gteq(X, C): X >= C, for a constant C among the int/1 values
gteq(X, Y) :- int(Y), X >= Y.
