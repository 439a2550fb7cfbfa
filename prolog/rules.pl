/*  Applying rule sets: which candidate atoms the clauses of a theory prove, and by which clause.

    A rule set is a list of clauses per target predicate, in order (rule files in the order
    given, clauses in file order), each with a name.  The clauses are asserted into the
    module of the background they use, as '$ilp_rule'(Id, Head) :- Body, so one call tries
    one clause, first-argument indexed.  classify/6 then answers, in ONE call, every
    candidate of a position for every target: the name of the first clause that proves it.
    Each clause runs under the inference limit (ilp_limits:call_limited/3): a clause that
    loops counts as not proving the candidate; an error is reported, not hidden.

    The theories are checked before they get here (prolog/theory_check.pl): they are data.
*/
:- module(ilp_rules, [add_rule/3, set_ruleset/3, drop_ruleset/1, classify/7, classify/8]).

:- use_module(limits).
:- use_module(load).
:- use_module(messages).

:- dynamic ruleset/3.            % ruleset(Key, Target, [Id-Name, ...])

%!  add_rule(+Module, +Id, +ClauseText) is det.
%   Assert the clause as Module:'$ilp_rule'(Id, Head) :- Body.
add_rule(Module, Id, ClauseText) :-
    term_to_atom(Clause, ClauseText),
    ( Clause = (Head :- Body) -> true ; Head = Clause, Body = true ),
    assertz(Module:('$ilp_rule'(Id, Head) :- Body)).

%!  set_ruleset(+Key, +Target, +Pairs) is det.
%   The rule set Key holds, for the target predicate Target (an atom), the clauses Pairs
%   (a list of Id-Name, in the order they are tried).
set_ruleset(Key, Target, Pairs) :-
    retractall(ruleset(Key, Target, _)),
    assertz(ruleset(Key, Target, Pairs)).

%!  drop_ruleset(+Module-Key) is det.
%   Forget the rule set Key and retract its clauses from Module.
drop_ruleset(Module-Key) :-
    forall(( ruleset(Key, _, Pairs), member(Id-_, Pairs) ),
           retractall(Module:'$ilp_rule'(Id, _))),
    retractall(ruleset(Key, _, _)).

%!  classify(+Module, +Key, +FactsText, +TemplateText, +Limit, -Results, -Trouble) is det.
%   The facts of FactsText (a position) are added to Module for the time of the call
%   (ilp_load:add_clauses/3), then every candidate is tried.  TemplateText reads as
%   Item-Generator-Heads: the candidates are the answers Item of Module:Generator, Heads a
%   list of Target-Head (Head an atom of Target sharing variables with Item), e.g.
%   [R,C]-hidden_tile(b, t(R,C))-[safe-safe(t(R,C),b), mine-mine(t(R,C),b)].
%   Results: one list per element of Heads, of [Item, Name] for each candidate some clause
%   of that target proves, Name the first such clause.  Trouble: [Exceeded, Errors, First],
%   the calls stopped by the limit, the calls that raised an error, and First = [Name,
%   Message] for the first error (or none).
classify(Module, Key, FactsText, TemplateText, Limit, Results, Trouble) :-
    classify(Module, Key, FactsText, TemplateText, Limit, 0, Results, Trouble).

%!  classify(+Module, +Key, +FactsText, +TemplateText, +Limit, +Seconds, -Results, -Trouble) is det.
%   classify/7 within Seconds of wall-clock time for the whole position (0: no limit).  When
%   they run out, Results is `time` and Trouble [0, 0, none].
classify(Module, Key, FactsText, TemplateText, Limit, Seconds, Results, [Exceeded, Errors, First]) :-
    term_to_atom(Item-Generator-Heads, TemplateText),
    nb_setval(ilp_rules_trouble, t(0, 0, none)),
    Goal = ( findall(Item, Module:Generator, Items),
             maplist(classify_target(Module, Key, Item, Items, Limit), Heads, Results0) ),
    setup_call_cleanup(
        add_clauses(Module, FactsText, Refs),
        (   Seconds > 0
        ->  call_timed(Goal, Seconds, R),
            ( R == true -> Results = Results0 ; R = error(E) -> throw(E) ; Results = time )
        ;   call(Goal), Results = Results0
        ),
        erase_refs(Refs)),
    (   Results == time -> Exceeded = 0, Errors = 0, First = none
    ;   nb_getval(ilp_rules_trouble, t(Exceeded, Errors, First))
    ).

classify_target(Module, Key, Item, Items, Limit, Target-Head, Found) :-
    (   ruleset(Key, Target, Rules), Rules \== []
    ->  findall([I, Name],
                ( member(I, Items),
                  copy_term(Item-Head, I-H),
                  first_rule(Rules, Module, H, Limit, Name) ),
                Found)
    ;   Found = []
    ).

first_rule([Id-Name|Rules], Module, Head, Limit, Found) :-
    call_limited(Module:'$ilp_rule'(Id, Head), Limit, Result),
    (   Result == true
    ->  Found = Name
    ;   note(Result, Name),
        first_rule(Rules, Module, Head, Limit, Found)
    ).

note(false, _).
note(exceeded, _) :-
    nb_getval(ilp_rules_trouble, t(X, E, F)), X1 is X + 1,
    nb_setval(ilp_rules_trouble, t(X1, E, F)).
note(error(Error), Name) :-
    nb_getval(ilp_rules_trouble, t(X, E, F)), E1 is E + 1,
    (   F == none -> error_text(Error, Message), F1 = [Name, Message] ; F1 = F ),
    nb_setval(ilp_rules_trouble, t(X, E1, F1)).
