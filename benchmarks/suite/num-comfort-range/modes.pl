% comfortable(Day): a comfortable day.
modeh(1, comfortable(+day)).
modeb(1, temp(+day, -int)).
modeb(1, humidity(+day, -int)).
modeb(1, wind(+day, -int)).
modeb(1, gteq(+int, #int)).
modeb(1, lteq(+int, #int)).

set(clauselength, 4).
set(depth, 1).
