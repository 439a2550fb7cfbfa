/*  Running code that may loop, explode or misbehave: the one place where limits are applied.

    - call_limited/3 runs a goal once under an inference limit and reports what happened,
      never throwing: coverage testing, rule application and validation all use it, so a
      clause that loops counts the same everywhere.
    - call_timed/3 bounds wall-clock time on top (a request, a whole clause on many examples);
      call_timed_pure/3 does the same for a goal that can be run twice, without an alarm
      when it ends quickly.
    - guard_module/1 makes halt/0, halt/1 and abort/0 throw inside a module of user code
      (a task's background): a stray `halt` in bk.pl must not end the learner with an exit
      status 0 and nothing printed.  An at_halt/1 hook cancels a halt reaching the system
      from elsewhere while guard_halt(on) holds, and records it (stopped/1).
    - input_limit/2, check_source_size/2, check_nesting/2 and check_term/2 bound what a
      reader takes in (prolog/load.pl calls them for every file and text it reads): the size
      of a file or text, the nesting of its brackets (scanned on the text, before read_term/3
      recurses: SWI-Prolog embedded in Python has no guard on the C stack, and a term nested
      30,000 levels deep crashes the process), and the depth and integers of each term read
      (operators nest terms without brackets; writing or compiling such a term recurses too).
    Memory is bounded by SWI-Prolog's stack limit (set by the engine, ilp/engine.py): big
    integers, lists and strings live on the stacks, so a clause that builds huge terms
    gets a resource error, which call_limited/3 reports like any other error.  The limits
    for users: docs/limits.md.
*/
:- module(ilp_limits, [call_limited/3, limited_each/6, call_timed/3, call_timed_pure/3,
                       guard_module/1, guard_halt/1, stopped/1, reset_stopped/0, watch_stop/1,
                       reset_inference_limit/0,
                       input_limit/2, set_input_limit/2, check_source_size/1,
                       check_nesting/2, check_term/2, check_depth/2]).

:- use_module(library(time)).

:- meta_predicate call_limited(0, +, -), limited_each(2, +, +, +, -, -), call_timed(0, +, -),
                  call_timed_pure(0, +, -).

%!  call_limited(:Goal, +Limit, -Result) is det.
%   Run Goal once with at most Limit inferences.  Result: true (its bindings kept), false,
%   exceeded (the limit was reached) or error(E) (Goal raised E; a resource error when it
%   outgrew the stacks).  A time limit (time_limit_exceeded, from call_timed/3 around it) and
%   a stop (the guard's exception) are not results: they are thrown on.
call_limited(Goal, Limit, Result) :-
    catch(call_with_inference_limit(Goal, Limit, R), E, true),
    !,
    (   var(E)
    ->  ( R == inference_limit_exceeded -> Result = exceeded ; Result = true )
    ;   rethrown(E)
    ->  throw(E)
    ;   Result = error(E)
    ).
call_limited(_, _, false).

%!  limited_each(:Prepare, +Items, +Limit, +Stop, -Passed, -Tested) is det.
%   The items whose test succeeds, tested in order, each judged exactly as
%   `call(Prepare, Item, Goal), call_limited(\+ \+ Goal, Limit, true)` judges it (Prepare
%   failing: not passed).  Stop: all; upto(N), stop once N items passed; misses(N), stop once
%   N failed.  Passed: the passed items in order; Tested: how many items (a prefix) were tested.
%   Why not call_limited/3 on each: a limit set and lifted per test costs more than most
%   tests (a clause tried on thousands of examples).  The tests run in chunks of up to 32
%   instead, a chunk under one limit of Limit inferences for all its tests; a chunk that
%   reaches it (or raises an error) is tested again item by item under call_limited/3, and
%   the chunks shrink where tests are costly.  A test decided inside a chunk used fewer than
%   Limit inferences, so alone it ends the same way; one that would exceed Limit alone always
%   stops its chunk, and is judged alone.
limited_each(Prepare, Items, Limit, Stop, Passed, Tested) :-
    stop_count(Stop, Kind, Max),
    each_chunk(Items, Prepare, Limit, Kind, Max, 32, 0, Passed, Tested).

stop_count(all, all, inf).
stop_count(upto(N), upto, M) :- M is max(1, N).
stop_count(misses(N), misses, M) :- M is max(1, N).

%   each_chunk(+Items, :Prepare, +Limit, +Kind, +Max, +Size, +Tested0, -Passed, -Tested):
%   chunks of Size items; after each the size is set for the next, so that a chunk takes
%   about a quarter of the limit at the inferences a test took so far (at most 32 tests): a
%   chunk that reaches the limit costs its tests twice.
each_chunk([], _, _, _, _, _, T, [], T) :- !.
each_chunk(_, _, _, _, Max, _, T, [], T) :- Max =< 0, !.
each_chunk(Items, Prepare, Limit, Kind, Max, Size, T0, Passed, T) :-
    statistics(inferences, I0),
    call_limited(test_run(none, Items, Size, Prepare, Kind, Max, Max1, Passed, Passed1, Rest, N),
                 Limit, R),
    (   R == true
    ->  statistics(inferences, I1),
        Size1 is max(1, min(32, Limit * N // (4 * (I1 - I0) + 1)))
    ;   test_run(Limit, Items, Size, Prepare, Kind, Max, Max1, Passed, Passed1, Rest, N),
        Size1 is max(1, Size // 4)
    ),
    T1 is T0 + N,
    each_chunk(Rest, Prepare, Limit, Kind, Max1, Size1, T1, Passed1, T).

%   test_run(+Limit, +Items, +Chunk, :Prepare, +Kind, +Max0, -Max, -Passed, ?Tail, -Rest,
%   -Tested): up to Chunk items tested, each under call_limited/3 with Limit (a number), or
%   with no limit of its own (Limit = none: inside a chunk's); Max counts down the passes
%   (upto) or failures (misses) still allowed, and the run stops at 0.
test_run(Limit, Items, Chunk, Prepare, Kind, Max0, Max, Passed, Tail, Rest, N) :-
    (   ( Items == [] ; Chunk =:= 0 ; Max0 =< 0 )
    ->  Max = Max0, Passed = Tail, Rest = Items, N = 0
    ;   Items = [I|Items1],
        (   call(Prepare, I, G), passes(Limit, G) -> F = 1 ; F = 0 ),
        tested(F, I, Kind, Max0, Max1, Passed, Passed1),
        Chunk1 is Chunk - 1,
        test_run(Limit, Items1, Chunk1, Prepare, Kind, Max1, Max, Passed1, Tail, Rest, N1),
        N is N1 + 1
    ).

passes(none, G) :- !, \+ \+ G.
passes(Limit, G) :- call_limited(\+ \+ G, Limit, true).

tested(1, I, Kind, Max0, Max, [I|Passed], Passed) :-
    (   Kind == upto -> Max is Max0 - 1 ; Max = Max0 ).
tested(0, _, Kind, Max0, Max, Passed, Passed) :-
    (   Kind == misses -> Max is Max0 - 1 ; Max = Max0 ).

rethrown(time_limit_exceeded).
rethrown(ilp_stop(_)).
rethrown(ilp_interrupt).
rethrown('$aborted').

%!  reset_inference_limit is det.
%   Lift an inference limit left in force outside every call_with_inference_limit/3.  The
%   library sets the limit before it enters its catch/3 and restores it on the way out; a
%   long learning run was once seen with a limit left set (how is not known: an interrupt
%   between the two is one way), and every later call then raised inference_limit_exceeded
%   once it had run that many inferences.  ilp/engine.py calls this when that exception
%   reaches the top, then tries the call once more.  The library's
%   '$inference_limit_false'/1 restores the limit it is given (INT64_MAX: none), then fails.
reset_inference_limit :-
    (   system:'$inference_limit_false'(9223372036854775807) -> true ; true ).

%!  call_timed(:Goal, +Seconds, -Result) is det.
%   Run Goal once with a wall-clock limit.  Result: true, false, time (the limit was
%   reached) or error(E).
call_timed(Goal, Seconds, Result) :-
    catch(call_with_time_limit(Seconds, Goal), E, true),
    !,
    (   var(E) -> Result = true
    ;   E == time_limit_exceeded -> Result = time
    ;   ( E = ilp_stop(_) ; E == ilp_interrupt ) -> throw(E)
    ;   Result = error(E)
    ).
call_timed(_, _, false).

%!  call_timed_pure(:Goal, +Seconds, -Result) is det.
%   call_timed/3 for a Goal whose only lasting effects are its bindings (it can be run again,
%   with the same outcome).  It runs first with no alarm, under an inference budget small
%   enough to end well within Seconds (100 000 inferences a second, at most 10 million); only
%   when Goal needs more does it run again under call_timed/3, with the time left.  An alarm
%   costs a round trip to the timer thread, more than a goal of a millisecond takes.  The
%   budget also caps the inference limits inside Goal (call_limited/3 reports such a goal as
%   exceeded): a run that used half of it does not count, Goal runs again under the alarm.
call_timed_pure(Goal, Seconds, Result) :-
    Budget is max(1, min(10000000, truncate(Seconds * 100000))),
    get_time(T0),
    (   budgeted(Goal, Budget, Result0), Result0 \== again
    ->  Result = Result0
    ;   get_time(T1),                     % the bindings of the first run are undone
        Left is Seconds - (T1 - T0),
        (   Left > 0 -> call_timed(Goal, Left, Result) ; Result = time )
    ).

budgeted(Goal, Budget, Result) :-
    statistics(inferences, I0),
    (   catch(call_with_inference_limit(Goal, Budget, R), E, true) -> true ; R = false ),
    statistics(inferences, I1),
    (   I1 - I0 >= Budget // 2 -> Result = again
    ;   nonvar(E) -> ( rethrown(E) -> throw(E) ; Result = error(E) )
    ;   R == false -> Result = false
    ;   R == inference_limit_exceeded -> Result = again
    ;   Result = true
    ).

%!  guard_module(+Module) is det.
%   In Module, halt/0, halt/1 and abort/0 throw ilp_stop(Name/Arity) instead of stopping
%   the engine, and the call is recorded (stopped/1).  Call before loading user code into it.
guard_module(Module) :-
    forall(member(Head, [halt, halt(_), abort]),
           (   redefine_system_predicate(Module:Head),
               functor(Head, Name, Arity),
               retractall(Module:Head),
               assertz(Module:(Head :- ilp_limits:stop(Name/Arity)))
           )).

%!  stop(+PI)
%   What a guarded halt or abort does.
stop(PI) :-
    nb_setval(ilp_stopped, PI),
    throw(ilp_stop(PI)).

%!  guard_halt(+OnOff) is det.
%   on: a halt reaching the system is cancelled (and recorded); off: halts go through.
guard_halt(OnOff) :-
    must_be(oneof([on, off]), OnOff),
    nb_setval(ilp_halt_guard, OnOff).

%!  stopped(-PI) is semidet.
%   PI (halt/0, halt/1 or abort/0) was called by user code since the last reset_stopped/0.
stopped(PI) :-
    nb_current(ilp_stopped, PI),
    PI \== none.

%!  reset_stopped is det.
reset_stopped :-
    nb_setval(ilp_stopped, none).

:- initialization(reset_stopped).

:- at_halt(cancel_guarded_halt).

cancel_guarded_halt :-
    (   nb_current(ilp_halt_guard, on)
    ->  nb_setval(ilp_stopped, halt/1),
        cancel_halt('halt called by user code while the learner runs')
    ;   true
    ).

%!  watch_stop(+Flag) is det.
%   SIGUSR1, raised in this thread by the watchdog of ilp/procs.py (PL_thread_raise), throws
%   ilp_interrupt at the next call while the file Flag exists (a stop is pending: a signal,
%   the memory or time limit); otherwise it does nothing.  call_limited/3 and call_timed/3
%   throw it on, as a stop, not a result.  So a run stops within a call's time even while
%   Prolog runs a loop, a slow background or a long query.
watch_stop(Flag) :-
    retractall(stop_flag(_)),
    assertz(stop_flag(Flag)),
    on_signal(usr1, _, ilp_limits:stop_signal).

:- dynamic stop_flag/1.

stop_signal(_) :-
    (   stop_flag(F), exists_file(F) -> throw(ilp_interrupt) ; true ).

/*  Input limits ------------------------------------------------------------------------- */

:- dynamic limit_value/2.

%!  input_limit(?Name, ?Value) is nondet.
%   The limits on what readers take in (docs/limits.md), set by the engine from ilp/limits.py:
%   - input_bytes: characters of one file or text;
%   - term_depth: nesting of one term: brackets in the text, compound terms once read (a
%     list's elements nest one level deeper than the list, its length adds nothing);
%   - integer_bits: bits of an integer's magnitude (63: what Python's side and the C
%     interface take, -2^63 .. 2^63-1).
input_limit(Name, Value) :-
    (   limit_value(Name, Value0) -> Value = Value0 ; default_limit(Name, Value) ).

default_limit(input_bytes, 104857600).          % 100 MiB
default_limit(term_depth, 200).
default_limit(integer_bits, 63).

%!  set_input_limit(+Name, +Value) is det.
set_input_limit(Name, Value) :-
    must_be(oneof([input_bytes, term_depth, integer_bits]), Name),
    must_be(positive_integer, Value),
    retractall(limit_value(Name, _)),
    assertz(limit_value(Name, Value)).

%!  check_source_size(+Size) is det.
%   Throws error(ilp_limit(input_bytes, Max, Size), _) when Size (the characters of a file
%   or text) is over the limit.
check_source_size(Size) :-
    input_limit(input_bytes, Max),
    (   Size =< Max -> true
    ;   throw(error(ilp_limit(input_bytes, Max, Size), _))
    ).

%!  check_nesting(+Stream, +Max) is det.
%   Read Stream to its end; throw error(ilp_limit(term_depth, Max, nesting), stream(S, Line,
%   Column, 0)) where its brackets -- ( [ { outside quoted items, character codes and
%   comments, as SWI-Prolog's tokeniser sees them -- nest deeper than Max.  Linear in the
%   text, no recursion in C.  Line by line: a line with no quote, comment or slash (read
%   in code) takes two inferences a character (plain_line/4); any other line is scanned by
%   the tokeniser's rules (line_scan/7), its state (in a quoted item, in a block comment)
%   carried on to the next.
check_nesting(Stream, Max) :-
    read_line_to_codes(Stream, Line),
    nesting_lines(Line, Stream, 1, 0, code, Max).

nesting_lines(end_of_file, _, _, _, _, _) :- !.
nesting_lines(Codes, S, N, D0, Mode0, Max) :-
    catch(( Mode0 == code, plain_line(Codes, D0, Max, D)
          ->  Mode = code
          ;   line_scan(Codes, D0, Max, other, Mode0, D, Mode)
          ),
          ilp_deep(Rest),
          ( length(Codes, L), length(Rest, R), Col is L - R,        % after the bracket
            throw(error(ilp_limit(term_depth, Max, nesting), stream(S, N, Col, 0))) )),
    read_line_to_codes(S, Next),
    N1 is N + 1,
    nesting_lines(Next, S, N1, D, Mode, Max).

%   plain_line(+Codes, +D0, +Max, -D): the depth after a line with no quote, comment or
%   slash (fails at the first: line_scan/7 then reads the line); two inferences a code.
plain_line([], D, _, D).
plain_line([C|Cs], D0, Max, D) :-
    plain_code(C, Cs, D0, Max, D).

plain_code(0'(, Cs, D0, Max, D) :- !, plain_open(Cs, D0, Max, D).
plain_code(0'[, Cs, D0, Max, D) :- !, plain_open(Cs, D0, Max, D).
plain_code(0'{, Cs, D0, Max, D) :- !, plain_open(Cs, D0, Max, D).
plain_code(0'), Cs, D0, Max, D) :- !, D1 is max(0, D0 - 1), plain_line(Cs, D1, Max, D).
plain_code(0'], Cs, D0, Max, D) :- !, D1 is max(0, D0 - 1), plain_line(Cs, D1, Max, D).
plain_code(0'}, Cs, D0, Max, D) :- !, D1 is max(0, D0 - 1), plain_line(Cs, D1, Max, D).
plain_code(0'\', _, _, _, _) :- !, fail.
plain_code(0'", _, _, _, _) :- !, fail.
plain_code(0'`, _, _, _, _) :- !, fail.
plain_code(0'%, _, _, _, _) :- !, fail.
plain_code(0'/, _, _, _, _) :- !, fail.
plain_code(_, Cs, D0, Max, D) :- plain_line(Cs, D0, Max, D).

plain_open(Cs, D0, Max, D) :-
    D1 is D0 + 1,
    (   D1 > Max -> throw(ilp_deep(Cs)) ; true ),
    plain_line(Cs, D1, Max, D).

%   line_scan(+Codes, +D0, +Max, +Token, +Mode0, -D, -Mode): the depth and mode (code,
%   quote(Q), block) after the codes of one line.  Token says what the codes before were:
%   num0 (a number token that is exactly 0: 0' starts a character code), num (another
%   number: ' after it is a radix, as in 16'ff), word, sym (symbol characters: /* after
%   them is no comment, as in //*) or other.  Throws ilp_deep(Rest) past Max (Rest: the codes
%   after the bracket).
line_scan([], D, _, _, Mode, D, Mode).
line_scan([C|Cs], D0, Max, Token, Mode0, D, Mode) :-
    mode_step(Mode0, C, Cs, D0, Max, Token, D, Mode).

mode_step(code, C, Cs, D0, Max, Token, D, Mode) :-
    (   C < 128 -> char_class(C, Class)
    ;   code_type(C, csym) -> Class = alnum
    ;   Class = other
    ),
    code_step(Class, C, Cs, D0, Max, Token, D, Mode).
mode_step(quote(Q), C, Cs, D0, Max, _, D, Mode) :-
    (   C == Q, Cs = [Q|Cs1]                      % a doubled quote: still inside
    ->  line_scan(Cs1, D0, Max, other, quote(Q), D, Mode)
    ;   C == Q
    ->  line_scan(Cs, D0, Max, other, code, D, Mode)
    ;   C == 0'\\
    ->  escape(Cs, Cs1),
        line_scan(Cs1, D0, Max, other, quote(Q), D, Mode)
    ;   line_scan(Cs, D0, Max, other, quote(Q), D, Mode)
    ).
mode_step(block, C, Cs, D0, Max, _, D, Mode) :-
    (   C == 0'*, Cs = [0'/|Cs1]
    ->  line_scan(Cs1, D0, Max, other, code, D, Mode)
    ;   line_scan(Cs, D0, Max, other, block, D, Mode)
    ).

code_step(other, _, Cs, D0, Max, _, D, Mode) :-
    line_scan(Cs, D0, Max, other, code, D, Mode).
code_step(alnum, _, Cs, D0, Max, Token, D, Mode) :-
    (   ( Token == num ; Token == num0 ) -> T = num ; T = word ),
    line_scan(Cs, D0, Max, T, code, D, Mode).
code_step(digit, C, Cs, D0, Max, Token, D, Mode) :-
    (   Token == word -> T = word
    ;   ( Token == num ; Token == num0 ) -> T = num
    ;   C == 0'0 -> T = num0
    ;   T = num
    ),
    line_scan(Cs, D0, Max, T, code, D, Mode).
code_step(sym, _, Cs, D0, Max, _, D, Mode) :-
    line_scan(Cs, D0, Max, sym, code, D, Mode).
code_step(open, _, Cs, D0, Max, _, D, Mode) :-
    D1 is D0 + 1,
    (   D1 > Max -> throw(ilp_deep(Cs)) ; true ),
    line_scan(Cs, D1, Max, other, code, D, Mode).
code_step(close, _, Cs, D0, Max, _, D, Mode) :-
    D1 is max(0, D0 - 1),
    line_scan(Cs, D1, Max, other, code, D, Mode).
code_step(quote, Q, Cs, D0, Max, Token, D, Mode) :-
    (   Q == 0'\', Token == num0                 % 0'c, 0''', 0'\n: a character code
    ->  char_code_rest(Cs, Cs1),
        line_scan(Cs1, D0, Max, other, code, D, Mode)
    ;   Q == 0'\', Token == num                  % 16'ff: a radix, no quote
    ->  line_scan(Cs, D0, Max, num, code, D, Mode)
    ;   line_scan(Cs, D0, Max, other, quote(Q), D, Mode)
    ).
code_step(percent, _, _, D, _, _, D, code).          % the rest of the line: a comment
code_step(slash, _, Cs, D0, Max, Token, D, Mode) :-
    (   Token \== sym, Cs = [0'*|Cs1]
    ->  line_scan(Cs1, D0, Max, other, block, D, Mode)
    ;   line_scan(Cs, D0, Max, sym, code, D, Mode)
    ).

%   char_code_rest(+Codes, -Rest): Codes after the character of 0' (an escape, a doubled
%   quote, or one character).
char_code_rest([], []).
char_code_rest([C|Cs], Rest) :-
    (   C == 0'\\ -> escape(Cs, Rest)
    ;   C == 0'\', Cs = [0'\'|Rest0] -> Rest = Rest0
    ;   Rest = Cs
    ).

%   escape(+Codes, -Rest): the rest of an escape sequence after its backslash: \xHH..\ and
%   \OOO\ run to their closing backslash; any other is one character.
escape([], []).
escape([C|Cs], Rest) :-
    (   ( C == 0'x ; C >= 0'0, C =< 0'7 )
    ->  hex_digits(Cs, Cs1),
        ( Cs1 = [0'\\|Rest0] -> Rest = Rest0 ; Rest = Cs1 )
    ;   Rest = Cs
    ).

hex_digits([C|Cs], Rest) :- code_type(C, xdigit(_)), !, hex_digits(Cs, Rest).
hex_digits(Cs, Cs).

%   char_class(?Code, ?Class): the class of each ASCII code, one fact each (indexed).
:- dynamic char_class/2.                      % filled below, at load time

ascii_class(C, Class) :-
    (   memberchk(C, `([{`) -> Class = open
    ;   memberchk(C, `)]}`) -> Class = close
    ;   memberchk(C, `'"\``) -> Class = quote
    ;   C == 0'% -> Class = percent
    ;   C == 0'/ -> Class = slash
    ;   C >= 0'0, C =< 0'9 -> Class = digit
    ;   code_type(C, csym) -> Class = alnum
    ;   memberchk(C, `#$&*+-.:<=>?@^~\\`) -> Class = sym
    ;   Class = other
    ).

:- initialization(( retractall(char_class(_, _)),
                    forall(between(0, 127, C), ( ascii_class(C, K), assertz(char_class(C, K)) )),
                    compile_predicates([char_class/2]) )).

%!  check_term(+Term, +Line) is det.
%!  check_depth(+Term, +Line) is det.
%   Throw error(ilp_limit(term_depth, Max, line(Line)), _) when Term nests compound terms
%   deeper than the term_depth limit (a list's elements one level below it, its length adds
%   nothing); check_term/2 also throws error(ilp_limit(integer_bits, Bits, line(Line)), _)
%   when Term holds an integer of more than integer_bits bits.  check_term/2 is for data
%   (examples, modes, theories: their numbers reach Python); check_depth/2 for code and
%   facts that may compute with big integers (a background's, bit masks in facts).  Line
%   (of the term, for the message) may be unbound.  Stops at the limit: at most the cost of
%   one walk over the term.
check_term(Term, Line) :-
    input_limit(integer_bits, Bits),
    checked(Term, Line, Bits).

check_depth(Term, Line) :-
    (   input_limit(term_depth, Max), '$term_size'(Term, Max, _)
    ->  true                    % at most Max cells (counted in C): nests no deeper
    ;   checked(Term, Line, none)
    ).

checked(Term, Line, Bits) :-
    input_limit(term_depth, Max),
    catch(term_ok(Term, Max, Bits), ilp_bad(Why), true),
    (   var(Why) -> true
    ;   Why == depth -> throw(error(ilp_limit(term_depth, Max, line(Line)), _))
    ;   throw(error(ilp_limit(integer_bits, Bits, line(Line)), _))
    ).

%   term_ok(+T, +Depth, +Bits): T nests at most Depth levels and its integers fit in Bits
%   bits (Bits = none: any integer); else throws ilp_bad(depth) or ilp_bad(integer).
term_ok(T, D, Bits) :-
    (   compound(T)
    ->  (   D =< 0 -> throw(ilp_bad(depth)) ; true ),
        D1 is D - 1,
        (   T = [_|_] -> list_ok(T, D1, Bits)
        ;   functor(T, _, N), args_ok(1, N, T, D1, Bits)
        )
    ;   integer(T), Bits \== none, \+ fits(T, Bits)
    ->  throw(ilp_bad(integer))
    ;   true
    ).

fits(I, Bits) :- I >= -(1 << Bits), I < 1 << Bits.

list_ok(L, D, Bits) :-
    (   nonvar(L), L = [H|T]                    % a partial list ends in a variable
    ->  term_ok(H, D, Bits),
        list_ok(T, D, Bits)
    ;   term_ok(L, D, Bits)
    ).

args_ok(I, N, T, D, Bits) :-
    (   I > N -> true
    ;   arg(I, T, A),
        term_ok(A, D, Bits),
        I1 is I + 1,
        args_ok(I1, N, T, D, Bits)
    ).
