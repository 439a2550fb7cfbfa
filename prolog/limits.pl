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
:- module(ilp_limits, [call_limited/3, call_timed/3, call_timed_pure/3, guard_module/1,
                       guard_halt/1, stopped/1, reset_stopped/0, watch_stop/1,
                       input_limit/2, set_input_limit/2, check_source_size/1,
                       check_nesting/2, check_term/2, check_depth/2]).

:- use_module(library(time)).

:- meta_predicate call_limited(0, +, -), call_timed(0, +, -), call_timed_pure(0, +, -).

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

rethrown(time_limit_exceeded).
rethrown(ilp_stop(_)).
rethrown(ilp_interrupt).
rethrown('$aborted').

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
%   LinePos, CharNo)) where its brackets -- ( [ { outside quoted items, character codes and
%   comments, as SWI-Prolog's tokeniser sees them -- nest deeper than Max.  Linear in the
%   text, about five inferences a character, no recursion in C.
check_nesting(Stream, Max) :-
    get_code(Stream, C),
    nest(C, Stream, 0, Max, other).

%   nest(+Code, +Stream, +Depth, +Max, +Token): Code the next code; Token says what the
%   codes before it were: num0 (a number token that is exactly 0: 0' starts a character
%   code), num (another number: ' after it is a radix, as in 16'ff), word, sym (symbol
%   characters: /* after them is no comment, as in //*) or other.
nest(-1, _, _, _, _) :- !.
nest(C, S, D, Max, Token) :-
    (   C < 128 -> char_class(C, Class)
    ;   code_type(C, csym) -> Class = alnum
    ;   Class = other
    ),
    step(Class, C, S, D, Max, Token).

step(other, _, S, D, Max, _) :-
    get_code(S, C), nest(C, S, D, Max, other).
step(alnum, _, S, D, Max, Token) :-
    (   ( Token == num ; Token == num0 ) -> T = num ; T = word ),
    get_code(S, C), nest(C, S, D, Max, T).
step(digit, C0, S, D, Max, Token) :-
    (   Token == word -> T = word
    ;   ( Token == num ; Token == num0 ) -> T = num
    ;   C0 == 0'0 -> T = num0
    ;   T = num
    ),
    get_code(S, C), nest(C, S, D, Max, T).
step(sym, _, S, D, Max, _) :-
    get_code(S, C), nest(C, S, D, Max, sym).
step(open, _, S, D, Max, _) :-
    D1 is D + 1,
    (   D1 > Max -> too_deep(S, Max) ; true ),
    get_code(S, C), nest(C, S, D1, Max, other).
step(close, _, S, D, Max, _) :-
    D1 is max(0, D - 1),
    get_code(S, C), nest(C, S, D1, Max, other).
step(quote, Q, S, D, Max, Token) :-
    (   Q == 0'\', Token == num0                 % 0'c, 0''', 0'\n: a character code
    ->  get_code(S, C0),
        (   C0 == 0'\\ -> escape(S)
        ;   C0 == 0'\' -> ( peek_code(S, 0'\') -> get_code(S, _) ; true )
        ;   true
        ),
        T = other
    ;   Q == 0'\', Token == num                  % 16'ff: a radix, no quote
    ->  T = num
    ;   quoted(S, Q),
        T = other
    ),
    get_code(S, C), nest(C, S, D, Max, T).
step(percent, _, S, D, Max, _) :-
    skip_line(S),
    get_code(S, C), nest(C, S, D, Max, other).
step(slash, _, S, D, Max, Token) :-
    (   Token \== sym, peek_code(S, 0'*)
    ->  get_code(S, _), block_comment(S), T = other
    ;   T = sym
    ),
    get_code(S, C), nest(C, S, D, Max, T).

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

%   quoted(+S, +Q): skip to the end of a quoted item opened by Q (a doubled Q or an escape
%   does not end it); the end of the text ends it too (read_term/3 then refuses the text).
quoted(S, Q) :-
    get_code(S, C),
    (   C == -1 -> true
    ;   C == Q -> ( peek_code(S, Q) -> get_code(S, _), quoted(S, Q) ; true )
    ;   C == 0'\\ -> escape(S), quoted(S, Q)
    ;   quoted(S, Q)
    ).

%   escape(+S): the rest of an escape sequence after its backslash: \xHH..\ and \OOO\ run
%   to their closing backslash; any other is one character.
escape(S) :-
    get_code(S, C),
    (   ( C == 0'x ; C >= 0'0, C =< 0'7 )
    ->  hex_digits(S),
        ( peek_code(S, 0'\\) -> get_code(S, _) ; true )
    ;   true
    ).

hex_digits(S) :-
    (   peek_code(S, C), code_type(C, xdigit(_)) -> get_code(S, _), hex_digits(S) ; true ).

block_comment(S) :-
    get_code(S, C),
    (   C == -1 -> true
    ;   C == 0'*, peek_code(S, 0'/) -> get_code(S, _)
    ;   block_comment(S)
    ).

skip_line(S) :-
    get_code(S, C),
    (   ( C == -1 ; C == 0'\n ) -> true ; skip_line(S) ).

too_deep(S, Max) :-
    line_count(S, Line),
    line_position(S, Col),
    character_count(S, Char),
    throw(error(ilp_limit(term_depth, Max, nesting), stream(S, Line, Col, Char))).

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
    checked(Term, Line, none).

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
