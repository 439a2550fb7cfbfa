/*  The benchmarks' judge of a learned theory, independent of the learner: the way Popper's
    reference figures were measured (popper-v3.1.0-reference.json). bk.pl and the theory are
    loaded into plain SWI-Prolog; each example of exs.pl is proved under a 2 s limit.

        swipl benchmarks/judge.pl -- BK EXS THEORY

    prints one line: tp fp tn fn bodiless
    (bodiless: 1 when the theory holds a clause without a body: a memorised example or a fact
    that makes every query true, which the benchmark counts as a failure).
*/
:- module(judge, [judge/5, theory_bodiless/2]).

:- use_module(library(time)).
:- use_module(library(readutil)).

:- initialization(main, main).

main :-
    current_prolog_flag(argv, Argv),
    append(_, [BK, Exs, Theory], Argv),
    !,
    judge(BK, Exs, Theory, Counts, Bodiless),
    Counts = counts(TP, FP, TN, FN),
    format("~w ~w ~w ~w ~w~n", [TP, FP, TN, FN, Bodiless]).
main :-
    format(user_error, "usage: swipl judge.pl -- BK EXS THEORY~n", []),
    halt(2).

%!  judge(+BK, +Exs, +Theory, -Counts, -Bodiless) is det.
%
%   Counts = counts(TP, FP, TN, FN) of the theory (with bk.pl) on the pos/1 and neg/1 facts of
%   Exs; Bodiless is 1 when the theory has a clause with no body, else 0.  Lines of Exs that
%   are not Prolog are skipped, as Popper's reader skips them.
judge(BK, Exs, Theory, counts(TP, FP, TN, FN), Bodiless) :-
    style_check(-discontiguous),
    style_check(-singleton),
    load_files(user:BK, [silent(true)]),
    load_files(user:Theory, [silent(true)]),
    theory_bodiless(Theory, Bodiless),
    read_examples(Exs, Pos, Neg),
    include(proved, Pos, PosYes), length(Pos, NP), length(PosYes, TP), FN is NP - TP,
    include(proved, Neg, NegYes), length(Neg, NN), length(NegYes, FP), TN is NN - FP.

proved(Goal) :-
    catch(call_with_time_limit(2, once(user:Goal)), _, fail).

%!  theory_bodiless(+File, -Flag) is det.
%
%   Flag is 1 when some clause of File is a fact (directives aside), else 0.
theory_bodiless(File, Flag) :-
    read_all(File, Terms),
    (   member(T, Terms), T \= (:- _), T \= (_ :- _)
    ->  Flag = 1
    ;   Flag = 0
    ).

read_examples(File, Pos, Neg) :-
    read_all(File, Terms),
    findall(A, member(pos(A), Terms), Pos),
    findall(A, member(neg(A), Terms), Neg).

%   Every term of File; a syntax error skips to the next term.
read_all(File, Terms) :-
    setup_call_cleanup(open(File, read, In),
                       read_terms(In, Terms),
                       close(In)).

read_terms(In, Terms) :-
    catch(read_term(In, T, []), E, (print_message(warning, E), T = '$skip')),
    (   T == end_of_file
    ->  Terms = []
    ;   T == '$skip'
    ->  read_terms(In, Terms)
    ;   Terms = [T|Rest],
        read_terms(In, Rest)
    ).
