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
    Memory is bounded by SWI-Prolog's stack limit (set by the engine, ilp/engine.py): big
    integers, lists and strings live on the stacks, so a clause that builds huge terms
    gets a resource error, which call_limited/3 reports like any other error.
*/
:- module(ilp_limits, [call_limited/3, call_timed/3, call_timed_pure/3, guard_module/1,
                       guard_halt/1, stopped/1, reset_stopped/0]).

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
rethrown('$aborted').

%!  call_timed(:Goal, +Seconds, -Result) is det.
%   Run Goal once with a wall-clock limit.  Result: true, false, time (the limit was
%   reached) or error(E).
call_timed(Goal, Seconds, Result) :-
    catch(call_with_time_limit(Seconds, Goal), E, true),
    !,
    (   var(E) -> Result = true
    ;   E == time_limit_exceeded -> Result = time
    ;   E = ilp_stop(_) -> throw(E)
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
