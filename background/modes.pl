% Language bias for the Minesweeper targets safe/2 and mine/2 (contracts §3, §4).
% One file for both targets: the learner uses the modeh whose predicate is its target
% and ignores the other.
% `#type` needs # as a prefix operator (as in Progol/Aleph); readers should honour this
% directive (or declare the same operator) before reading the declarations.
:- op(200, fy, #).

modeh(1, safe(+tile, +board)).
modeh(1, mine(+tile, +board)).

modeb(1, zoneOfInterest(+tile, +board, -zone)).
modeb(1, totalMinesLeft(+board, -int)).
modeb(1, allMinesInFringe(+board, -set)).
modeb(*, setHasXMines(-tile, +board, +zone, -set)).
modeb(*, diffSetHasXMines(+set, +set, -set)).
modeb(1, inSet(+tile, +set)).
modeb(1, lengthSet(+set, -int)).
% the constant form puts the count in the clause (minesInSet(S, 0)); the input form lets
% an existing integer variable stand there (lengthSet(S, N), minesInSet(S, N)).
modeb(1, minesInSet(+set, #int)).
modeb(1, minesInSet(+set, +int)).

% Defaults. The richest MIO rule, difference of differences over three sets:
%   safe(T,B) :- zoneOfInterest(T,B,Z), setHasXMines(_,B,Z,S1), setHasXMines(_,B,Z,S2),
%                setHasXMines(_,B,Z,S3), diffSetHasXMines(S1,S2,D1),
%                diffSetHasXMines(D1,S3,D2), inSet(T,D2), minesInSet(D2,0).
% has 8 body literals, and D2 has variable depth 4 (Z 1, S 2, D1 3, D2 4).
set(clauselength, 10).   % literals (the three-set rule needs 8 body literals)
set(depth, 4).           % variable depth i
set(nodes, 5000).        % clauses explored per search
set(noise, 0).           % negatives a clause may cover
set(minpos, 2).          % positives a clause must cover
set(noisy, no).          % sound rules only: never a clause that covers a negative
set(macros, true).       % MIO's refinement: a test with the providers it needs, one step
set(distinct_answers, true).  % two sets from one call meeting in a tile list mean nothing
