/*  Applying rule sets: which candidate atoms the clauses of a theory prove, and by which clause.

    A rule set is a list of clauses per target predicate, in order (rule files in the order
    given, clauses in file order), each with a name.  The clauses are asserted into the
    module of the background they use, as '$ilp_rule'(Id, Head) :- Body, so one call tries
    one clause, first-argument indexed.  classify/8 then answers, in ONE call, every
    candidate of a position for every target: the name of the first clause that proves it.
    Each clause runs under the inference limit (ilp_limits:call_limited/3): a clause that
    loops counts as not proving the candidate; an error is reported, not hidden.

    Memoised plans (add_rule/4 with memo(PIs), prolog/plans.pl): a clause whose body calls
    only pure predicates is also kept as a plan, and classify/8 then evaluates it for all the
    candidates of a position at once: the answers of its Pre literals per candidate, its
    Block once per key value (all the stages the rule set's clauses need under that key, the
    stages shared between clauses computed once, by one compiled clause:
    ilp_plan_programs:compile_program/4), and its Post literals on those answers when a candidate
    walks the clauses in order.  Each part runs under the inference limit: all candidates (or
    all stages of a key) together first, and when together they exceed it (or one raises),
    each alone.  A part stopped by the limit (or raising an error) counts as the clause not
    firing (or raising) on every candidate that needs it, as a clause tried alone would.

    The wall-clock limit of a position (classify/8) costs an alarm only for a position that
    needs many inferences (ilp_limits:call_timed_pure/3): rules are pure, so such a position
    is simply run again under the alarm.

    The theories are checked before they get here (prolog/theory_check.pl): they are data.
*/
:- module(ilp_rules, [add_rule/3, add_rule/4, set_ruleset/3, drop_ruleset/1, classify/7,
                      classify/8, classify_text/7, set_request/5, classify_request/4]).

:- use_module(library(apply)).
:- use_module(library(apply_macros)).     % maplist/foldl expanded: no meta-call per element
:- use_module(library(lists)).
:- use_module(library(option)).
:- use_module(library(pairs)).
:- use_module(limits).
:- use_module(load).
:- use_module(messages).
:- use_module(plans).
:- use_module(plan_programs).
:- use_module(walkers).

:- dynamic ruleset/3.            % ruleset(Key, Target, [Id-Name, ...])
:- dynamic program_/5.           % program_(Key, Module, Class, Nodes, Compiled), see program/5

%!  add_rule(+Module, +Id, +ClauseText) is det.
%   Assert the clause as Module:'$ilp_rule'(Id, Head) :- Body.
add_rule(Module, Id, ClauseText) :-
    term_to_atom(Clause, ClauseText),
    ( Clause = (Head :- Body) -> true ; Head = Clause, Body = true ),
    assertz(Module:('$ilp_rule'(Id, Head) :- Body)).

%!  add_rule(+Module, +Id, +ClauseText, +Options) is det.
%   add_rule/3, and a memoised plan of the clause (see the module comment) when Options hold
%   memo(PIs) and its body calls only predicates of PIs (Name/Arity, called in Module, all
%   pure).  candidate(Args): the head arguments that change from candidate to candidate
%   (default [1]); det(DetPIs): those of PIs that give at most one answer per call
%   (ilp_plans:declare_semidet/2).  A clause without a plan is tried candidate by candidate.
add_rule(Module, Id, ClauseText, Options) :-
    add_rule(Module, Id, ClauseText),
    drop_plan(Module, Id),
    option(det(DetPIs), Options, []),
    declare_semidet(Module, DetPIs),
    (   option(memo(PIs), Options),
        option(candidate(Args), Options, [1]),
        term_to_atom(Clause, ClauseText),
        plan_clause(Module, Id, Clause, PIs, Args)
    ->  true
    ;   true
    ).

%!  set_ruleset(+Key, +Target, +Pairs) is det.
%   The rule set Key holds, for the target predicate Target (an atom), the clauses Pairs
%   (a list of Id-Name, in the order they are tried).
set_ruleset(Key, Target, Pairs) :-
    retractall(ruleset(Key, Target, _)),
    drop_programs(Key),
    assertz(ruleset(Key, Target, Pairs)).

%!  drop_ruleset(+Module-Key) is det.
%   Forget the rule set Key and retract its clauses and plans from Module.
drop_ruleset(Module-Key) :-
    forall(( ruleset(Key, _, Pairs), member(Id-_, Pairs) ),
           ( retractall(Module:'$ilp_rule'(Id, _)), drop_plan(Module, Id) )),
    retractall(ruleset(Key, _, _)),
    retractall(request_(Key, _, _, _, _, _)),
    drop_programs(Key).

drop_programs(Key) :-
    retractall(semidet_pre_(Key, _, _, _)),
    forall(retract(program_(Key, Module, _, _, Name)), drop_program(Module, Name)),
    forall(( retract(target_(Key, _, Module, _, Steps, _, _, Walker)), Walker \== none ),
           drop_walker(Module, Walker, Steps)).

%!  classify(+Module, +Key, +Setup, +TemplateText, +Limit, -Results, -Trouble) is det.
%   Setup makes the position known for the time of the call: a text of facts added to
%   Module (ilp_load:add_clauses/3) and erased afterwards, with(Closure) (Module:Closure
%   is called with the goal to run, as call(Closure, Goal), and must run it once), or a
%   list of these (the first outermost).  Then every candidate is tried.  TemplateText
%   reads as Item-Generator-Heads: the candidates are the answers Item of Module:Generator,
%   Heads a list of Target-Head (Head an atom of Target sharing variables with Item), e.g.
%   [R,C]-hidden_tile(b, t(R,C))-[safe-safe(t(R,C),b), mine-mine(t(R,C),b)].
%   Results: one list per element of Heads, of [Item, Name] for each candidate some clause
%   of that target proves, Name the first such clause.  Trouble: [Exceeded, Errors, First],
%   the calls stopped by the limit, the calls that raised an error, and First = [Name,
%   Message] for the first error (or none).
classify(Module, Key, Setup, TemplateText, Limit, Results, Trouble) :-
    classify(Module, Key, Setup, TemplateText, Limit, 0, Results, Trouble).

%!  classify(+Module, +Key, +Setup, +TemplateText, +Limit, +Seconds, -Results, -Trouble) is det.
%   classify/7 within Seconds of wall-clock time for the whole position (0: no limit).  When
%   they run out, Results is `time` and Trouble [0, 0, none].
classify(Module, Key, Setup, TemplateText, Limit, Seconds, Results, Trouble) :-
    classify_(Module, Key, Setup, TemplateText, Limit, Seconds, name, Results, Trouble).

%!  classify_text(+Module, +Key, +Setup, +TemplateText, +Limit, +Seconds, -Text) is det.
%   classify/8 answered as one text (cheaper to hand to Python than nested terms): `time`
%   when the time ran out, else four lines: Exceeded and Errors; Results written with ~w,
%   each clause name replaced by the clause's position (0-based) in the target's rule list
%   (JSON when the items are lists of integers); the name of the clause of the first error
%   and its message (two empty lines when none).
classify_text(Module, Key, Setup, TemplateText, Limit, Seconds, Text) :-
    classify_(Module, Key, Setup, TemplateText, Limit, Seconds, position, Results,
              [Exceeded, Errors, First]),
    (   Results == time
    ->  Text = time
    ;   ( First = [Name, Message] -> true ; Name = '', Message = '' ),
        format(string(Text), "~w ~w~n~w~n~w~n~w", [Exceeded, Errors, Results, Name, Message])
    ).

%!  set_request(+Module-Key, +Setup, +TemplateText, +Limit, +Seconds) is det.
%   Keep the arguments of classify_text/7 that stay the same from call to call of the rule
%   set Key (dropped with it), for classify_request/4.  Setup: a closure; each call appends
%   its input to it and runs with(Closure) as the setup.
set_request(Module-Key, Setup, TemplateText, Limit, Seconds) :-
    retractall(request_(Key, _, _, _, _, _)),
    assertz(request_(Key, Module, Setup, TemplateText, Limit, Seconds)).

:- dynamic request_/6.

%!  classify_request(+Key, +Input, +FactsText, -Text) is det.
%   classify_text/7 with the arguments set_request/5 kept for Key, its setup closure given
%   Input (a position, as one text) as its last argument, and FactsText (clauses as text,
%   added for the call; "" for none) as a second setup: one call with texts in and one text
%   out, so the caller passes no query to parse (ilp.engine.Engine.call_text).
classify_request(Key, Input, FactsText, Text) :-
    request_(Key, Module, Setup, TemplateText, Limit, Seconds),
    extend(Setup, Input, Closure),
    (   FactsText == "" -> Setups = [with(Closure)] ; Setups = [with(Closure), FactsText] ),
    classify_text(Module, Key, Setups, TemplateText, Limit, Seconds, Text).

extend(M:G, X, M:G1) :- !,
    extend(G, X, G1).
extend(G, X, G1) :-
    G =.. Parts,
    append(Parts, [X], Parts1),
    G1 =.. Parts1.

classify_(Module, Key, Setup, TemplateText, Limit, Seconds, Label, Results,
          [Exceeded, Errors, First]) :-
    template(TemplateText, Template),
    with_setup(Setup, Module,
               run_position(Seconds, Module, Key, Label, Template, Limit, Results)),
    (   Results == time -> Exceeded = 0, Errors = 0, First = none
    ;   nb_getval(ilp_rules_trouble, t(Exceeded, Errors, First))
    ).

%   Static goals (a conjunction built at run time is compiled at every call).
run_position(Seconds, Module, Key, Label, Template, Limit, Results) :-
    (   Seconds > 0
    ->  call_timed_pure(classify_all(Module, Key, Label, Template, Limit, Results0), Seconds,
                        R),
        ( R == true -> Results = Results0 ; R = error(E) -> throw(E) ; Results = time )
    ;   classify_all(Module, Key, Label, Template, Limit, Results)
    ).

classify_all(Module, Key, Label, Item-Generator-Heads, Limit, Results) :-
    nb_setval(ilp_rules_trouble, t(0, 0, none)),
    b_setval(ilp_rules_maps, []),
    b_setval(ilp_rules_classes, []),
    findall(Item, Module:Generator, Items),
    maplist(classify_target(Module, Key, Label, Item, Items, Limit), Heads, Results).

%   The template read once per text (a position's call reads it again otherwise).
template(Text, Template) :-
    (   template_(Text, Template0)
    ->  Template = Template0
    ;   term_to_atom(Template, Text),
        assertz(template_(Text, Template))
    ).

:- dynamic template_/2.

with_setup([], _, Goal) :- !,
    call(Goal).
with_setup([S|Ss], Module, Goal) :- !,
    with_setup(S, Module, with_setup(Ss, Module, Goal)).
with_setup(with(Closure), Module, Goal) :- !,
    call(Module:Closure, ilp_rules:Goal).
with_setup(FactsText, Module, Goal) :-
    setup_call_cleanup(add_clauses(Module, FactsText, Refs), Goal, erase_refs(Refs)).

%   classify_target(..., +Target-Head, -Found): [I, Label] for each candidate I some clause of
%   Target proves, Label naming the first.  Each candidate walks the clauses in order until
%   one proves it: a planned clause looks its answer up in the position's maps (step/5,
%   candidate_maps/8), any other runs under the limit.  When every clause is planned, a
%   candidate no Pre answered (and that met no trouble) is not walked: nothing proves it.
classify_target(Module, Key, Label, Item, Items, Limit, Target-Head, Found) :-
    (   target_steps(Module, Key, Target, Item, Head, Steps, PCs, Walk, Walker)
    ->  maplist(candidate_maps(Module, Key, Item, Items, Head, Limit), PCs, MapLists),
        (   Walker \== none, MapLists = [Entries]
        ->  quick_walk(Items, Entries, Steps, Module, Walker, Item, Head, Limit, Label,
                       none-none, Found)
        ;   walk(Items, MapLists, Walk, Steps, Module, Item, Head, Limit, Label, Found)
        )
    ;   Found = []
    ).

%   target_steps(+Module, +RKey, +Target, +Item, +Head, -Steps, -PCs, -Walk, -Walker): how
%   each clause of Target is tried on heads like Head (step/5, its map numbered in PCs, the
%   key classes the clauses need), whether every candidate is walked (all, when a clause is
%   not planned) or only those some Pre answered, and the compiled walker of candidates
%   Item (walker/5; none unless every clause is planned on one map).  Fails when Target has
%   no clause.  Computed once per rule set, target and shape of Item-Head.
target_steps(Module, RKey, Target, Item, Head, Steps, PCs, Walk, Walker) :-
    (   target_(RKey, Target, Module, Shape, Steps0, PCs0, Walk0, Walker0),
        Shape =@= Item-Head
    ->  Steps = Steps0, PCs = PCs0, Walk = Walk0, Walker = Walker0
    ;   ruleset(RKey, Target, Rules), Rules \== [],
        maplist(step(Module, RKey, Head), Rules, Steps1),
        findall(PC, member(planned(_, _, PC, _), Steps1), PCs1),
        sort(PCs1, PCs),
        maplist(map_index(PCs), Steps1, Steps),
        ( memberchk(plain(_, _), Steps) -> Walk = all ; Walk = answered ),
        (   PCs = [_], maplist(one_map, Steps)
        ->  walker(Module, Steps, Item, Head, Walker)
        ;   Walker = none
        ),
        assertz(target_(RKey, Target, Module, Item-Head, Steps, PCs, Walk, Walker))
    ).

:- dynamic target_/8.

%   When every clause is planned on one map (the usual case), a candidate with one clean
%   answer is walked by one compiled clause (walker/5): each clause's Post tried on its
%   stage's answers, in order, inline.
one_map(planned(_, _, 1, _)).
one_map(never(_)).

%   Aggregates: the walker's aggregates (walk_aggregates/4) of the last Results met, kept
%   as Results-Aggregates (the candidates of a fixed key share one Results).
quick_walk([], _, _, _, _, _, _, _, _, _, []).
quick_walk([I|Is], [E|Es], Steps, Module, Walker, Item, Head, Limit, Label, Last0, Found) :-
    (   E == none
    ->  Found = Found1, Last = Last0
    ;   E = c1(PreOut, Res)
    ->  (   Last0 = Res0-Aggs, Res0 == Res
        ->  Last = Last0
        ;   walk_aggregates(Module, Walker, Res, Aggs), Last = Res-Aggs
        ),
        (   call(Module:Walker, I, PreOut, Res, Aggs, K)
        ->  label(Label, Steps, K, Name), Found = [[I, Name]|Found1]
        ;   Found = Found1
        )
    ;   Last = Last0,
        (   copy_term(Item-Head, I-H),
            first_step(Steps, 0, [E], Module, H, Limit, Label, Name)
        ->  Found = [[I, Name]|Found1]
        ;   Found = Found1
        )
    ),
    quick_walk(Is, Es, Steps, Module, Walker, Item, Head, Limit, Label, Last, Found1).

label(position, _, K, K).
label(name, Steps, K, Name) :-
    nth0(K, Steps, Step),
    step_name(Step, Name).

step_name(planned(_, Name, _, _), Name).
step_name(never(Name), Name).

%   step(+Module, +RKey, +Head, +Id-Name, -Step): how the clause is tried on a candidate:
%   planned(Id, Name, PreId-Class, Pos) (its Post on the answers of the stage at Pos),
%   never(Name) (a plan whose head does not match Head) or plain(Id, Name).
step(Module, RKey, Head, Id-Name, Step) :-
    (   plan(Module, Id, H, PreId, _, _, Class, Stage, _)
    ->  (   H \= Head
        ->  Step = never(Name)
        ;   program(RKey, Module, Class, Nodes, _),
            memberchk(Stage-Pos, Nodes),
            Step = planned(Id, Name, PreId-Class, Pos)
        )
    ;   Step = plain(Id, Name)
    ).

entry(1, [E|_], E) :- !.
entry(N, Es, E) :- nth1(N, Es, E).

map_index(PCs, planned(Id, Name, PC, Pos), planned(Id, Name, N, Pos)) :- !,
    nth1(N, PCs, PC), !.
map_index(_, Step, Step).

walk([], _, _, _, _, _, _, _, _, []).
walk([I|Is], MapLists, Walk, Steps, Module, Item, Head, Limit, Label, Found) :-
    maplist(split_first, MapLists, Entries, Rests),
    (   Walk == answered, all_none(Entries)
    ->  Found = Found1
    ;   copy_term(Item-Head, I-H),
        (   first_step(Steps, 0, Entries, Module, H, Limit, Label, Name)
        ->  Found = [[I, Name]|Found1]
        ;   Found = Found1
        )
    ),
    walk(Is, Rests, Walk, Steps, Module, Item, Head, Limit, Label, Found1).

split_first([E|Es], E, Es).

all_none([]).
all_none([E|Es]) :- E == none, all_none(Es).

%   first_step(+Steps, +K, +Entries, ...): the label of the first step that proves the
%   candidate (Head bound to it); fails when none does.  The trouble met on the way is noted.
first_step([Step|Steps], K, Entries, Module, Head, Limit, Label, Found) :-
    step_result(Step, Entries, Module, Head, Limit, Name, Result),
    (   Result == true
    ->  ( Label == name -> Found = Name ; Found = K )
    ;   note(Result, Name),
        K1 is K + 1,
        first_step(Steps, K1, Entries, Module, Head, Limit, Label, Found)
    ).

%   step_result(+Step, +Entries, +Module, +Head, +Limit, -Name, -Result): true when the
%   clause proves Head, else false, exceeded or error(E) (the worst trouble met).  A planned
%   clause: some answer of its Pre with a ground key whose stage answers some Proj that Post
%   proves; an answer whose key is not ground runs the clause as written.
step_result(never(Name), _, _, _, _, Name, false).
step_result(plain(Id, Name), _, Module, Head, Limit, Name, Result) :-
    call_limited(Module:'$ilp_rule'(Id, Head), Limit, Result).
step_result(planned(Id, Name, N, Pos), Entries, Module, Head, Limit, Name, Result) :-
    entry(N, Entries, Entry),
    (   Entry = c1(PreOut, Res)           % the usual case: one answer, nothing amiss
    ->  arg(Pos, Res, tuples(Ts)),
        (   Ts \== [], member(Proj, Ts), Module:'$ilp_post'(Id, Head, PreOut, Proj)
        ->  Result = true
        ;   Result = false
        )
    ;   Entry = c(Keyed)                  % several answers, nothing amiss
    ->  (   member(PreOut-Res, Keyed), arg(Pos, Res, tuples(Ts)), member(Proj, Ts),
            Module:'$ilp_post'(Id, Head, PreOut, Proj)
        ->  Result = true
        ;   Result = false
        )
    ;   Entry == none
    ->  Result = false
    ;   Entry = e(Keyed, Loose, PreTrouble),
        (   member(PreOut-Res, Keyed), arg(Pos, Res, tuples(Ts)), member(Proj, Ts),
            Module:'$ilp_post'(Id, Head, PreOut, Proj)
        ->  Result = true
        ;   (   Loose == []
            ->  Plain = false
            ;   call_limited(Module:'$ilp_rule'(Id, Head), Limit, Plain)
            ),
            (   Plain == true
            ->  Result = true
            ;   findall(X, ( member(_-Res, Keyed), arg(Pos, Res, X), X \= tuples(_) ), Xs),
                append([PreTrouble, [Plain], Xs], Ts0),
                msort(Ts0, Ts1),
                foldl(worse, Ts1, false, Result)
            )
        )
    ).

note(false, _).
note(exceeded, _) :-
    nb_getval(ilp_rules_trouble, t(X, E, F)), X1 is X + 1,
    nb_setval(ilp_rules_trouble, t(X1, E, F)).
note(error(Error), Name) :-
    nb_getval(ilp_rules_trouble, t(X, E, F)), E1 is E + 1,
    (   F == none -> error_text(Error, Message), F1 = [Name, Message] ; F1 = F ),
    nb_setval(ilp_rules_trouble, t(X, E1, F1)).


% Plans ------------------------------------------------------------------------------------

%   candidate_maps(+Module, +RKey, +Item, +Items, +Head, +Limit, +PreId-Class, -Entries): for
%   each candidate, in order, none (no answer of the Pre literals, no trouble), c1(PreOut,
%   Results), c(Keyed) or e(Keyed, Loose, PreTrouble): Keyed, PreOut-Results for each answer
%   with a ground key (Results: class_results/7 under that key), Loose the answers whose key
%   is not ground and PreTrouble [T] for a Pre that ran into trouble T (else []); c(Keyed)
%   when every answer has a ground key whose stages all ran clean, c1 when there is one.
%   Computed once per position for the targets whose candidates give the same head arguments
%   (kept in a backtrackable global variable), as are the answers of each Pre and the results
%   of each key.
candidate_maps(Module, RKey, Item, Items, Head, Limit, PreId-Class, Entries) :-
    Head =.. [_|Args],
    copy_term(Item-Args, Shape),
    numbervars(Shape, 0, _),
    b_getval(ilp_rules_maps, Cache),
    (   memberchk(m(PreId, Class, Shape)-Entries0, Cache)
    ->  Entries = Entries0
    ;   once(( plan(Module, _, H, PreId, PreOut, Key, Class, _, _), H = Head )),
        (   ground(Key),
            semidet_entries(Module, RKey, Item, Items, Args, Limit, PreId, Class, Key,
                            Entries)
        ->  Cache1 = Cache
        ;   (   memberchk(p(PreId, Shape)-Answers0, Cache)
            ->  Answers = Answers0, Cache1 = Cache
            ;   pre_answers(Module, Item, Items, Args, Limit, PreId, Answers),
                Cache1 = [p(PreId, Shape)-Answers|Cache]
            ),
            (   ground(Key) -> PK = fixed(Key) ; PK = PreOut-Key ),
            entries(Items, Answers, PK, Module, RKey, Class, Limit, Entries)
        ),
        b_setval(ilp_rules_maps, [m(PreId, Class, Shape)-Entries|Cache1])
    ).

%   semidet_entries(+Module, +RKey, +Item, +Items, +Args, +Limit, +PreId, +Class, +Key,
%   -Entries): the entries of candidate_maps/8 in the usual case, found in one pass: a Pre
%   that gives at most one answer (ilp_plans:semidet_goal/2), a key the same for every
%   answer, and nothing amiss (no trouble in the Pre or the stages).  Fails otherwise.
semidet_entries(Module, RKey, Item, Items, Args, Limit, PreId, Class, Key, Entries) :-
    semidet_pre(RKey, Module, PreId),
    Pre = Module:'$ilp_pre'(PreId, Args, PreOut),
    call_limited(findall(X, ( member(Item, Items), ( call(Pre) -> X = PreOut ; X = none ) ),
                         Outs),
                 Limit, true),
    (   member(X, Outs), X \== none      % some answer: the stages are needed
    ->  class_results(Module, RKey, Class, Key, Limit, Res, true),
        maplist(semidet_entry(Res), Outs, Entries)
    ;   Entries = Outs
    ).

%   The Pre PreId gives at most one answer; decided once per rule set (dropped with it).
semidet_pre(RKey, Module, PreId) :-
    (   semidet_pre_(RKey, Module, PreId, Semidet)
    ->  true
    ;   (   findall(Body, clause(Module:'$ilp_pre'(PreId, _, _), Body), [Body]),
            semidet_goal(Module, Body)
        ->  Semidet = true
        ;   Semidet = false
        ),
        assertz(semidet_pre_(RKey, Module, PreId, Semidet))
    ),
    Semidet == true.

:- dynamic semidet_pre_/4.

semidet_entry(_, none, none) :- !.
semidet_entry(Res, O, c1(O, Res)).

%   pre_answers(+Module, +Item, +Items, +Head, +Limit, +PreId, -Answers): I-A for each
%   candidate I: A the distinct answers of the Pre literals (PreOut terms), or exceeded or
%   error(E).  All candidates run under one limit first; when together they exceed it (or one
%   raises), each runs under its own.
pre_answers(Module, Item, Items, Args, Limit, PreId, Answers) :-
    Pre = Module:'$ilp_pre'(PreId, Args, PreOut),
    call_limited(findall(Item-PreOut, pre_answer(Items, Item, Pre), Pairs), Limit, R),
    (   R == true
    ->  group(Pairs, Answers)
    ;   findall(I-S, ( member(I, Items), Item = I,
                       call_limited(findall(PreOut, Pre, S0), Limit, R1),
                       ( R1 == true -> sort(S0, S) ; S = R1 ) ), Answers)
    ).

pre_answer(Items, Item, Pre) :-
    member(Item, Items),
    call(Pre).

%   I-[PreOut, ...] for each run of pairs of the same candidate (distinct answers).
group([], []).
group([I-O|Pairs], [I-Os|Groups]) :-
    same_item(Pairs, I, Os0, Rest),
    sort([O|Os0], Os),
    group(Rest, Groups).

same_item([J-O|Pairs], I, [O|Os], Rest) :- J == I, !, same_item(Pairs, I, Os, Rest).
same_item(Rest, _, [], Rest).

%   entries(+Items, +Answers, +PreOut-Key, ...): the entries of candidate_maps/8; Answers (of
%   pre_answers/7) follow the order of Items.
entries([], _, _, _, _, _, _, []).
entries([I|Is], Answers, PK, Module, RKey, Class, Limit, [E|Es]) :-
    (   Answers = [J-A|Answers1], J == I
    ->  (   is_list(A)
        ->  keyed(A, PK, Module, RKey, Class, Limit, Keyed, Loose, true, Clean),
            (   Keyed == [], Loose == [] -> E = none
            ;   Loose == [], Clean == true
            ->  (   Keyed = [O-Res]
                ->  E = c1(O, Res)
                ;   E = c(Keyed)
                )
            ;   E = e(Keyed, Loose, [])
            )
        ;   E = e([], [], [A])
        )
    ;   Answers1 = Answers, E = none
    ),
    entries(Is, Answers1, PK, Module, RKey, Class, Limit, Es).

%   The key of each answer O: a copy of PK = PreOut-Key with O for PreOut (Key itself when it
%   shares no variable with PreOut: the same for every answer).
keyed([], _, _, _, _, _, [], [], Clean, Clean).
keyed([O|Os], PK, Module, RKey, Class, Limit, Keyed, Loose, Clean0, Clean) :-
    (   PK = fixed(K) -> true ; copy_term(PK, O-K) ),
    (   ground(K)
    ->  class_results(Module, RKey, Class, K, Limit, Res, C),
        Keyed = [O-Res|Keyed1], Loose = Loose1,
        ( C == true -> Clean1 = Clean0 ; Clean1 = false )
    ;   Keyed = Keyed1, Loose = [O|Loose1], Clean1 = Clean0
    ),
    keyed(Os, PK, Module, RKey, Class, Limit, Keyed1, Loose1, Clean1, Clean).

worse(error(E), _, error(E)) :- !.
worse(_, error(E), error(E)) :- !.
worse(exceeded, _, exceeded) :- !.
worse(_, R, R).

%   class_results(+Module, +RKey, +Class, +KeyValues, +Limit, -Results, -Clean): the stages of the
%   key class Class under KeyValues, for the clauses of the rule set RKey: a term whose
%   Pos-th argument is tuples(Ts) (the distinct answers of the stage at Pos of program/5),
%   exceeded or error(E); Clean: true when every stage is tuples(_).  Once per call (kept in a
%   backtrackable global variable).  All stages run under one limit first, as
%   one compiled clause; when together they exceed it (or one raises), each runs under its
%   own, stage by stage.
class_results(Module, RKey, Class, KeyValues, Limit, Results, Clean) :-
    b_getval(ilp_rules_classes, Done),
    (   memberchk((Class-KeyValues)-(Results0-Clean0), Done)
    ->  Results = Results0, Clean = Clean0
    ;   program(RKey, Module, Class, Nodes, Compiled),
        length(Nodes, N),
        Run =.. [Compiled, KeyValues, Results0],
        call_limited(Module:Run, Limit, R),
        (   R == true
        ->  Results = Results0, Clean = true
        ;   functor(Results, r, N),
            run_stages(Nodes, Nodes, KeyValues, Module, Results, Limit),
            Results =.. [_|Rs],
            ( forall(member(X, Rs), X = tuples(_)) -> Clean = true ; Clean = false )
        ),
        b_setval(ilp_rules_classes, [(Class-KeyValues)-(Results-Clean)|Done])
    ).

run_stages([], _, _, _, _, _).
run_stages([Stage-Pos|Nodes], All, KeyValues, Module, Results, Limit) :-
    stage(Module, Stage, Parent, Kind),
    (   Parent == none
    ->  P = tuples([t])                   % a first stage: one empty answer to start from
    ;   memberchk(Parent-ParentPos, All), arg(ParentPos, Results, P)
    ),
    (   P = tuples(Ins)
    ->  call_limited(collect(Kind, Ins, Module, Stage, KeyValues, Ts), Limit, R1),
        ( R1 == true -> V = tuples(Ts) ; V = R1 )
    ;   V = P                             % the parent's trouble
    ),
    arg(Pos, Results, V),
    run_stages(Nodes, All, KeyValues, Module, Results, Limit).

%   collect(+Kind, +Ins, +Module, +Stage, +KeyValues, -Ts): the answers of a stage on its
%   parent's answers Ins, distinct and ordered (a filter keeps its parent's order).
collect(filter, Ins, Module, Stage, KeyValues, Ts) :-
    filter(Ins, Module, Stage, KeyValues, Ts).
collect(t, Ins, Module, Stage, KeyValues, Ts) :-
    findall(Out, stage_answer(Ins, Module, Stage, KeyValues, Out), Outs),
    sort(Outs, Ts).
collect(joined, Ins, Module, Stage, KeyValues, Ts) :-
    findall(G, Module:'$ilp_gen'(Stage, KeyValues, G), Gs0),
    sort(Gs0, Gs),
    findall(Out, joined_answer(Ins, Gs, Module, Stage, KeyValues, Out), Outs),
    sort(Outs, Ts).

stage_answer(Ins, Module, Stage, KeyValues, Out) :-
    member(In, Ins),
    Module:'$ilp_stage'(Stage, KeyValues, In, Out).

joined_answer(Ins, Gs, Module, Stage, KeyValues, Out) :-
    member(In, Ins),
    member(G, Gs),
    Module:'$ilp_stage'(Stage, KeyValues, In-G, Out).

filter([], _, _, _, []).
filter([X|Xs], Module, Stage, KeyValues, Ts) :-
    (   Module:'$ilp_filter'(Stage, KeyValues, X) -> Ts = [X|Ts1] ; Ts = Ts1 ),
    filter(Xs, Module, Stage, KeyValues, Ts1).

%   program(+RKey, +Module, +Class, -Nodes, -Compiled): the stages the clauses of rule set
%   RKey in key class Class need, parents first, each with its position: Stage-Pos; and
%   Compiled, the name of the predicate of Module that runs them all at once
%   (ilp_plan_programs:compile_program/4).  Computed once per rule set.
program(RKey, Module, Class, Nodes, Compiled) :-
    (   program_(RKey, Module, Class, Nodes0, Compiled0)
    ->  Nodes = Nodes0, Compiled = Compiled0
    ;   findall(Last, ( ruleset(RKey, _, Pairs), member(Id-_, Pairs),
                        plan(Module, Id, _, _, _, _, Class, Last, _) ), Finals0),
        sort(Finals0, Finals),
        findall(S, ( member(Last, Finals), chain(Module, Last, S) ), Ss),
        sort(Ss, Sorted),                 % a parent is registered before its children
        numlist_pairs(Sorted, 1, Nodes),
        compile_program(Module, Nodes, Finals, Compiled),
        assertz(program_(RKey, Module, Class, Nodes, Compiled))
    ).

chain(Module, Stage, S) :-
    (   S = Stage
    ;   stage(Module, Stage, Parent, _), Parent \== none, chain(Module, Parent, S)
    ).

numlist_pairs([], _, []).
numlist_pairs([S|Ss], I, [S-I|Ps]) :- I1 is I + 1, numlist_pairs(Ss, I1, Ps).
