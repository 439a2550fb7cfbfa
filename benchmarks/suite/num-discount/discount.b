% Who gets a discount?   read_all(discount).
% gteq/2 and lteq/2 are lazily evaluated: their thresholds are computed from the ages of
% the examples a clause covers (see find_cutoff/4 below).
:- set(i, 2).
:- set(clauselength, 3).
:- set(noise, 0).

:- modeh(1, discount(+person)).
:- modeb(1, age(+person, -int)).
:- modeb(1, income(+person, -int)).
:- modeb(1, gteq(+int, #int)).
:- modeb(1, lteq(+int, #int)).

:- determination(discount/1, age/2).
:- determination(discount/1, income/2).
:- determination(discount/1, gteq/2).
:- determination(discount/1, lteq/2).

:- lazy_evaluate(gteq/2).
:- lazy_evaluate(lteq/2).

% person(P); age(P, Years); income(P, Euros).
person(p1).
person(p2).
person(p3).
person(p4).
person(p5).
person(p6).
person(p7).
person(p8).
person(p9).
person(p10).
person(p11).
person(p12).
person(p13).
person(p14).
person(p15).
person(p16).
person(p17).
person(p18).
person(p19).
person(p20).
person(p21).
person(p22).
person(p23).
person(p24).
person(p25).
person(p26).
person(p27).
person(p28).
person(p29).
person(p30).
person(p31).
person(p32).
person(p33).
person(p34).
person(p35).
person(p36).
person(p37).
person(p38).
person(p39).
person(p40).
person(p41).
person(p42).
person(p43).
person(p44).
person(p45).
person(p46).
person(p47).
person(p48).
person(p49).
person(p50).
person(p51).
person(p52).
person(p53).
person(p54).
person(p55).
person(p56).
person(p57).
person(p58).
person(p59).
person(p60).
person(p61).
person(p62).
person(p63).
person(p64).
person(p65).
person(p66).
person(p67).
person(p68).
person(p69).
person(p70).
person(p71).
person(p72).
person(p73).
person(p74).
person(p75).
person(p76).
person(p77).
person(p78).
person(p79).
person(p80).
person(p81).
person(p82).
person(p83).
person(p84).
person(p85).
person(p86).
person(p87).
person(p88).
person(p89).
person(p90).
person(p91).
person(p92).
person(p93).
person(p94).
person(p95).
person(p96).
person(p97).
person(p98).
person(p99).
person(p100).
person(p101).
person(p102).
person(p103).
person(p104).
person(p105).
person(p106).
person(p107).
person(p108).
person(p109).
person(p110).
person(p111).
person(p112).
person(p113).
person(p114).
person(p115).
person(p116).
person(p117).
person(p118).
person(p119).
person(p120).
age(p1, 12).
age(p2, 13).
age(p3, 64).
age(p4, 65).
age(p5, 11).
age(p6, 66).
age(p7, 27).
age(p8, 12).
age(p9, 38).
age(p10, 16).
age(p11, 63).
age(p12, 25).
age(p13, 30).
age(p14, 14).
age(p15, 41).
age(p16, 11).
age(p17, 12).
age(p18, 34).
age(p19, 57).
age(p20, 78).
age(p21, 80).
age(p22, 89).
age(p23, 79).
age(p24, 21).
age(p25, 34).
age(p26, 12).
age(p27, 56).
age(p28, 39).
age(p29, 57).
age(p30, 69).
age(p31, 75).
age(p32, 2).
age(p33, 33).
age(p34, 92).
age(p35, 65).
age(p36, 59).
age(p37, 77).
age(p38, 44).
age(p39, 11).
age(p40, 9).
age(p41, 1).
age(p42, 69).
age(p43, 65).
age(p44, 2).
age(p45, 2).
age(p46, 36).
age(p47, 56).
age(p48, 36).
age(p49, 36).
age(p50, 55).
age(p51, 24).
age(p52, 51).
age(p53, 16).
age(p54, 61).
age(p55, 29).
age(p56, 78).
age(p57, 15).
age(p58, 35).
age(p59, 22).
age(p60, 23).
age(p61, 8).
age(p62, 28).
age(p63, 35).
age(p64, 43).
age(p65, 6).
age(p66, 67).
age(p67, 72).
age(p68, 64).
age(p69, 47).
age(p70, 19).
age(p71, 57).
age(p72, 27).
age(p73, 15).
age(p74, 60).
age(p75, 41).
age(p76, 44).
age(p77, 1).
age(p78, 43).
age(p79, 84).
age(p80, 5).
age(p81, 1).
age(p82, 9).
age(p83, 55).
age(p84, 29).
age(p85, 75).
age(p86, 88).
age(p87, 1).
age(p88, 81).
age(p89, 28).
age(p90, 78).
age(p91, 76).
age(p92, 5).
age(p93, 19).
age(p94, 35).
age(p95, 19).
age(p96, 84).
age(p97, 16).
age(p98, 42).
age(p99, 94).
age(p100, 55).
age(p101, 39).
age(p102, 26).
age(p103, 75).
age(p104, 32).
age(p105, 28).
age(p106, 40).
age(p107, 10).
age(p108, 71).
age(p109, 85).
age(p110, 77).
age(p111, 85).
age(p112, 43).
age(p113, 34).
age(p114, 1).
age(p115, 95).
age(p116, 75).
age(p117, 63).
age(p118, 12).
age(p119, 15).
age(p120, 91).
income(p1, 89000).
income(p2, 22000).
income(p3, 72000).
income(p4, 1000).
income(p5, 3000).
income(p6, 63000).
income(p7, 65000).
income(p8, 22000).
income(p9, 8000).
income(p10, 39000).
income(p11, 25000).
income(p12, 8000).
income(p13, 13000).
income(p14, 40000).
income(p15, 82000).
income(p16, 86000).
income(p17, 47000).
income(p18, 29000).
income(p19, 80000).
income(p20, 46000).
income(p21, 21000).
income(p22, 24000).
income(p23, 19000).
income(p24, 78000).
income(p25, 90000).
income(p26, 84000).
income(p27, 36000).
income(p28, 89000).
income(p29, 2000).
income(p30, 80000).
income(p31, 12000).
income(p32, 61000).
income(p33, 20000).
income(p34, 39000).
income(p35, 81000).
income(p36, 39000).
income(p37, 37000).
income(p38, 65000).
income(p39, 1000).
income(p40, 15000).
income(p41, 4000).
income(p42, 83000).
income(p43, 69000).
income(p44, 8000).
income(p45, 10000).
income(p46, 21000).
income(p47, 84000).
income(p48, 84000).
income(p49, 50000).
income(p50, 11000).
income(p51, 65000).
income(p52, 31000).
income(p53, 4000).
income(p54, 78000).
income(p55, 6000).
income(p56, 76000).
income(p57, 80000).
income(p58, 37000).
income(p59, 73000).
income(p60, 79000).
income(p61, 88000).
income(p62, 32000).
income(p63, 69000).
income(p64, 12000).
income(p65, 62000).
income(p66, 36000).
income(p67, 1000).
income(p68, 40000).
income(p69, 35000).
income(p70, 62000).
income(p71, 86000).
income(p72, 66000).
income(p73, 4000).
income(p74, 48000).
income(p75, 70000).
income(p76, 29000).
income(p77, 55000).
income(p78, 33000).
income(p79, 4000).
income(p80, 59000).
income(p81, 7000).
income(p82, 55000).
income(p83, 25000).
income(p84, 88000).
income(p85, 87000).
income(p86, 5000).
income(p87, 44000).
income(p88, 23000).
income(p89, 87000).
income(p90, 62000).
income(p91, 66000).
income(p92, 75000).
income(p93, 77000).
income(p94, 61000).
income(p95, 35000).
income(p96, 28000).
income(p97, 47000).
income(p98, 36000).
income(p99, 81000).
income(p100, 57000).
income(p101, 31000).
income(p102, 52000).
income(p103, 20000).
income(p104, 16000).
income(p105, 28000).
income(p106, 51000).
income(p107, 87000).
income(p108, 88000).
income(p109, 71000).
income(p110, 55000).
income(p111, 32000).
income(p112, 16000).
income(p113, 24000).
income(p114, 5000).
income(p115, 16000).
income(p116, 24000).
income(p117, 4000).
income(p118, 45000).
income(p119, 21000).
income(p120, 10000).

% Lazily evaluated comparisons, in three cases: (1) Aleph's lazy evaluation calls them
% with [PositiveValues, NegativeValues] and takes the threshold they return; (2) a plain
% comparison of two numbers; (3) saturation: the constant is the value itself.
gteq([P, N], T) :- !, find_cutoff(gteq, P, N, T).
gteq(X, T) :- number(X), number(T), !, X >= T.
gteq(X, X) :- number(X).

lteq([P, N], T) :- !, find_cutoff(lteq, P, N, T).
lteq(X, T) :- number(X), number(T), !, X =< T.
lteq(X, X) :- number(X).

% find_cutoff(+Op, +Pos, +Neg, -T): among the positive values, the threshold T for which
% (positives passing) - (negatives passing) is largest.
find_cutoff(Op, P, N, T) :-
    sort(P, Cands),
    findall(S-C, ( member(C, Cands),
                   count_passing(Op, P, C, NP),
                   count_passing(Op, N, C, NN),
                   S is NP - NN ), Scored),
    max_member(_-T, Scored).

count_passing(Op, Vs, C, K) :-
    aggregate_all(count, (member(V, Vs), passes(Op, V, C)), K).

passes(gteq, V, C) :- V >= C.
passes(lteq, V, C) :- V =< C.
