/*  plunit tests for background/positions.pl (boards read off their cells) and
    background/play.pl (rule sets applied to positions, proofs explained).
    Run: swipl -g run_tests -t halt tests/prolog/play.plt

    Board A (mines 3, cells "..1F..11..00..00")      Board B (mines 2)
      . . 1 F                                          . . .
      . . 1 1                                          1 2 1
      1 1 0 0  (as rows "..1F", "..11", "1100", "0000")  0 0 0
      0 0 0 0
*/
:- use_module(library(plunit)).
:- prolog_load_context(directory, Dir),
   atomic_list_concat([Dir, '/../../prolog/limits.pl'], L), use_module(L),
   atomic_list_concat([Dir, '/../../prolog/messages.pl'], M), use_module(M),
   atomic_list_concat([Dir, '/../../background/positions.pl'], Q), use_module(Q),
   atomic_list_concat([Dir, '/../../background/play.pl'], P), use_module(P).

a(4, 4, 3, "..1F..1111000000").
b(3, 3, 2, "...121000").

%   The contracts §4 rules and their two-set versions (test fixtures, not learned).
rules(Key) :-
    add_rule(Key, safe, 0, "safe(T, B) :- zoneOfInterest(T, B, Z), setHasXMines(_, B, Z, S), inSet(T, S), minesInSet(S, 0)"),
    add_rule(Key, safe, 1, "safe(T, B) :- zoneOfInterest(T, B, Z), setHasXMines(_, B, Z, S1), setHasXMines(_, B, Z, S2), diffSetHasXMines(S1, S2, D), inSet(T, D), minesInSet(D, 0)"),
    add_rule(Key, mine, 0, "mine(T, B) :- zoneOfInterest(T, B, Z), setHasXMines(_, B, Z, S), inSet(T, S), lengthSet(S, N), minesInSet(S, N)"),
    add_rule(Key, mine, 1, "mine(T, B) :- zoneOfInterest(T, B, Z), setHasXMines(_, B, Z, S1), setHasXMines(_, B, Z, S2), diffSetHasXMines(S1, S2, D), inSet(T, D), lengthSet(D, N), minesInSet(D, N)").

:- begin_tests(positions).

test(facts_of_cells) :-
    a(R, C, M, Cells),
    position(R, C, M, Cells, P),
    board_facts(b, P, Facts),
    memberchk(ms_board(b, 4, 4, 3, 1, 2), Facts),
    memberchk(ms_hidden_all(b, [t(0,0), t(0,1), t(1,0), t(1,1)]), Facts),
    % fringe tiles take the low bits, row-major; then the others
    memberchk(ms_bit(k(b,0,1), 0), Facts), memberchk(ms_bit(k(b,1,0), 1), Facts),
    memberchk(ms_bit(k(b,1,1), 2), Facts), memberchk(ms_bit(k(b,0,0), 3), Facts),
    memberchk(ms_rev(k(b,0,2), 0, 5), Facts),          % the 1 next to the flag: 0 more
    memberchk(ms_rev(k(b,2,0), 1, 6), Facts),
    memberchk(ms_fringe(k(b,1,1), [t(0,2), t(1,2), t(2,0), t(2,1), t(2,2)]), Facts),
    \+ memberchk(ms_rev(k(b,3,0), _, _), Facts).        % no hidden neighbour: no fact

test(facts_text_has_zones) :-
    a(R, C, M, Cells),
    facts_text(b, R, C, M, Cells, Text),
    once(sub_string(Text, _, _, _, "ms_zone(k(b,0,1),z([t(0,2)-s(5,0,0,b),t(1,2)-s(5,0,0,b),t(2,0)-s(6,1,1,b),t(2,1)-s(6,1,1,b),t(2,2)-s(4,0,0,b)])).")),
    sub_string(Text, 0, _, _, "ms_board(b,4,4,3,1,2).\n").

test(zones_widen) :-
    b(R, C, M, Cells),
    zones(R, C, M, Cells, 0, Zones),
    Zones = [[0, 0, Z00]|_],
    Z00 == [[1, 0, [[0,0],[0,1]], 1], [1, 1, [[0,0],[0,1],[0,2]], 2], [1, 2, [[0,1],[0,2]], 1]].

test(zone_masks_are_the_zones_as_bits) :-
    b(R, C, M, Cells),
    zone_masks(R, C, M, Cells, Masks),
    zones(R, C, M, Cells, 0, Zones),
    length(Masks, N), length(Zones, N),
    Masks = [[0, 0, Bit, Sets]|_],
    Bit == 0,                           % t(0,0) is the first fringe tile: bit 0
    % the zone of t(0,0) (zones_widen): {t(0,0),t(0,1)}: 1, {t(0,0),t(0,1),t(0,2)}: 2,
    % {t(0,1),t(0,2)}: 1, the fringe tiles t(0,0), t(0,1), t(0,2) being bits 0, 1, 2
    Sets == [[3, 1], [7, 2], [6, 1]].

test(position_facts_erased, [fail]) :-
    a(R, C, M, Cells),
    position(R, C, M, Cells, P),
    with_position(P, all, _, true),
    ms_positions:ms_board('$position', _, _, _, _, _).

:- end_tests(positions).

:- begin_tests(play).

test(classify_board_a, [Safe-Mine-X-E == [[0,1,0],[1,1,0]]-[[1,0,1]]-0-[]]) :-
    rules(k1), a(R, C, M, Cells),
    classify(k1, R, C, M, Cells, 100000, 0, [Safe, Mine, X, E]),
    drop_rules(k1).

test(classify_board_b, [Safe-Mine == []-[[0,0,1],[0,2,1]]]) :-
    rules(k2), b(R, C, M, Cells),
    classify(k2, R, C, M, Cells, 100000, 0, [Safe, Mine, _, _]),
    drop_rules(k2).

test(first_clause_named_and_global_rule, [Safe == [[0,0,0],[0,1,0],[1,0,0],[1,1,0]]]) :-
    % no mines left on board A with its three mines flagged: the global rule (no zone, every
    % hidden tile a candidate) proves every hidden tile first
    add_rule(k3, safe, 0, "safe(T, B) :- allMinesInFringe(B, S), inSet(T, S), minesInSet(S, 0)"),
    add_rule(k3, safe, 1, "safe(T, B) :- zoneOfInterest(T, B, Z), setHasXMines(_, B, Z, S), inSet(T, S), minesInSet(S, 0)"),
    a(R, C, _, Cells),
    classify(k3, R, C, 1, Cells, 100000, 0, [Safe, _, _, _]),
    drop_rules(k3).

test(stages_shared_between_clauses, [N == 4]) :-
    % the zone's distinct sets, computed once for the four clauses; a join for each one-set
    % clause (their tests differ); one for the pairs of both two-set clauses
    rules(k4),
    aggregate_all(count, ms_play:stage(k4, _, _, _), N),
    drop_rules(k4).

test(plain_clause_tile_by_tile, [Safe == [[0,1,0],[1,1,0]]]) :-
    % the tile appears in a literal other than inSet/2: tried tile by tile, as written
    add_rule(k5, safe, 0, "safe(T, B) :- zoneOfInterest(T, B, Z), setHasXMines(_, B, Z, S), inSet(T, S), minesInSet(S, 0), T \\== t(9, 9)"),
    a(R, C, M, Cells),
    classify(k5, R, C, M, Cells, 100000, 0, [Safe, _, _, _]),
    drop_rules(k5).

test(loop_exceeds_for_each_tile_then_next_clause, [Safe-X == [[0,1,1],[1,1,1]]-3]) :-
    add_rule(k6, safe, 0, "safe(T, B) :- zoneOfInterest(T, B, _), between(1, inf, X), X < 0"),
    add_rule(k6, safe, 1, "safe(T, B) :- zoneOfInterest(T, B, Z), setHasXMines(_, B, Z, S), inSet(T, S), minesInSet(S, 0)"),
    a(R, C, M, Cells),
    classify(k6, R, C, M, Cells, 20000, 0, [Safe, _, X, _]),
    drop_rules(k6).

test(error_reported, [Target-K == safe-0]) :-
    add_rule(k7, safe, 0, "safe(T, B) :- zoneOfInterest(T, B, _), X is foo + 1, X > 0"),
    a(R, C, M, Cells),
    classify(k7, R, C, M, Cells, 20000, 0, [_, _, _, [Target, K, _]]),
    drop_rules(k7).

test(dropped_rules_leave_nothing, [N == 0]) :-
    rules(k9), drop_rules(k9),
    aggregate_all(count, ( ms_play:rule(k9, _, _, _, _) ; ms_play:stage(k9, _, _, _) ), N).

:- end_tests(play).
