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
    stages shared between clauses computed once), and its Post literals per candidate on
    those answers.  Each part runs under the inference limit: all candidates (or all stages
    of a key) together first, and when together they exceed it (or one raises), each alone.
    A part stopped by the limit (or raising an error) counts as the clause not firing (or
    raising) on every candidate that needs it, as a clause tried alone would.

    The theories are checked before they get here (prolog/theory_check.pl): they are data.
*/
:- module(ilp_rules, [add_rule/3, add_rule/4, set_ruleset/3, drop_ruleset/1, classify/7,
                      classify/8, classify_text/7]).

:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(option)).
:- use_module(library(pairs)).
:- use_module(limits).
:- use_module(load).
:- use_module(messages).
:- use_module(plans).

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
    drop_programs(Key).

drop_programs(Key) :-
    forall(retract(program_(Key, Module, _, _, Name)), abolish(Module:Name/2)).

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

classify_(Module, Key, Setup, TemplateText, Limit, Seconds, Label, Results,
          [Exceeded, Errors, First]) :-
    template(TemplateText, Item-Generator-Heads),
    Goal = ( nb_setval(ilp_rules_trouble, t(0, 0, none)),
             b_setval(ilp_rules_maps, []),
             b_setval(ilp_rules_classes, []),
             findall(Item, Module:Generator, Items),
             maplist(classify_target(Module, Key, Label, Item, Items, Limit), Heads,
                     Results0) ),
    Run = (   Seconds > 0
          ->  call_timed_pure(Goal, Seconds, R),
              ( R == true -> Results = Results0 ; R = error(E) -> throw(E) ; Results = time )
          ;   call(Goal), Results = Results0
          ),
    with_setup(Setup, Module, Run),
    (   Results == time -> Exceeded = 0, Errors = 0, First = none
    ;   nb_getval(ilp_rules_trouble, t(Exceeded, Errors, First))
    ).

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

classify_target(Module, Key, Label, Item, Items, Limit, Target-Head, Found) :-
    (   ruleset(Key, Target, Rules), Rules \== []
    ->  outcomes(Rules, Module, Key, Item, Items, Head, Limit, Outcomes),
        (   maplist(planned, Outcomes, Touched0)
        ->  ord_union(Touched0, Touched)       % a candidate no clause touched needs no look
        ;   Touched = all
        ),
        findall([I, Name],
                ( member(I, Items),
                  ( Touched == all -> true ; ord_memberchk(I, Touched) ),
                  copy_term(Item-Head, I-H),
                  first_rule(Rules, Outcomes, 0, Module, I, H, Limit, Label, Name) ),
                Found)
    ;   Found = []
    ).

planned(planned(Fired, Trouble), Touched) :-
    pairs_keys(Trouble, Ts),
    sort(Ts, T),
    ord_union(Fired, T, Touched).

first_rule([Id-Name|Rules], [Outcome|Outcomes], K, Module, I, Head, Limit, Label, Found) :-
    (   Outcome = planned(Fired, Trouble)
    ->  (   ord_memberchk(I, Fired) -> Result = true
        ;   memberchk(I-Result, Trouble) -> true
        ;   Result = false
        )
    ;   call_limited(Module:'$ilp_rule'(Id, Head), Limit, Result)
    ),
    (   Result == true
    ->  ( Label == name -> Found = Name ; Found = K )
    ;   note(Result, Name),
        K1 is K + 1,
        first_rule(Rules, Outcomes, K1, Module, I, Head, Limit, Label, Found)
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

%   outcomes(+Rules, +Module, +RKey, +Item, +Items, +Head, +Limit, -Outcomes): for
%   each rule, plain (the clause is tried candidate by candidate) or planned(Fired, Trouble):
%   the candidates its plan proves (ordered) and, for the others, the trouble met
%   (I-exceeded or I-error(E)), for all candidates of the position at once.  The answers of
%   each Pre and the results of each key are computed once and shared by the clauses.
outcomes(Rules, Module, RKey, Item, Items, Head, Limit, Outcomes) :-
    findall(PreId-Class, ( member(Id-_, Rules),
                           plan(Module, Id, H, PreId, _, _, Class, _, _), H = Head ), PCs0),
    sort(PCs0, PCs),
    maplist(shared_map(Module, RKey, Item, Items, Head, Limit), PCs, KeyMaps),
    pairs_keys_values(Maps, PCs, KeyMaps),
    maplist(outcome(Module, RKey, Item, Head, Limit, Maps), Rules, Outcomes).

%   The key map of PreId-Class (key_map/8), computed once per position for the targets whose
%   candidates give the same head arguments (kept in a backtrackable global variable).
shared_map(Module, RKey, Item, Items, Head, Limit, PreId-Class, Map) :-
    Head =.. [_|Args],
    copy_term(Item-Args, Shape),
    numbervars(Shape, 0, _),
    b_getval(ilp_rules_maps, Cache),
    (   memberchk(m(PreId, Class, Shape)-Map0, Cache)
    ->  Map = Map0
    ;   (   memberchk(p(PreId, Shape)-Answers0, Cache)
        ->  Answers = Answers0, Cache1 = Cache
        ;   pre_answers(Module, Item, Items, Args, Limit, PreId, Answers),
            Cache1 = [p(PreId, Shape)-Answers|Cache]
        ),
        key_map(Module, RKey, Head, Limit, Answers, PreId-Class, Map),
        b_setval(ilp_rules_maps, [m(PreId, Class, Shape)-Map|Cache1])
    ).

outcome(Module, RKey, Item, Head, Limit, Maps, Id-_, Outcome) :-
    (   plan(Module, Id, H, PreId, PreOut, _, Class, Stage, Proj)
    ->  Outcome = planned(Fired, Trouble),
        (   H \= Head
        ->  Fired = [], Trouble = []
        ;   H = Head,
            program(RKey, Module, Class, Nodes, _),
            memberchk(Stage-Pos, Nodes),
            memberchk((PreId-Class)-map(Groups, Loose, PreTrouble), Maps),
            findall(I, fires(Groups, Pos, Item, PreOut, Proj, Module, Id, Head, I), Fired1),
            (   Loose == [], PreTrouble == [],
                \+ ( member(_-Res-_, Groups), arg(Pos, Res, X), X \= tuples(_) )
            ->  sort(Fired1, Fired), Trouble = []          % the usual case: nothing amiss
            ;   findall(I-R, ( member(I-PreOut, Loose), Item = I,   % not planned for these
                               call_limited(Module:'$ilp_rule'(Id, Head), Limit, R) ), Plain),
                findall(I, member(I-true, Plain), Fired2),
                append(Fired1, Fired2, Fired3),
                sort(Fired3, Fired),
                findall(I-X, ( member(_-Res-Ms, Groups), arg(Pos, Res, X), X \= tuples(_),
                               member(I-_, Ms) ), T1),
                findall(I-X, ( member(I-X, Plain), X \== true, X \== false ), T2),
                append([PreTrouble, T1, T2], T3),
                worst(T3, Fired, Trouble)
            )
        )
    ;   Outcome = plain
    ).

%   fires(+Groups, ...): a candidate I the clause proves: some of its answers gives a key
%   whose tuples at Pos (some) pass Post.
fires(Groups, Pos, Item, PreOut, Proj, Module, Id, Head, I) :-
    member(_-Res-Ms, Groups),
    arg(Pos, Res, tuples(Ts)),
    Ts \== [],
    member(I-PreOut, Ms),
    Item = I,
    once(( member(Proj, Ts), Module:'$ilp_post'(Id, Head, PreOut, Proj) )).

%   worst(+Pairs, +Fired, -Trouble): for each candidate not fired, the worst of its troubles.
worst(Pairs, Fired, Trouble) :-
    msort(Pairs, Sorted),
    group_pairs_by_key(Sorted, Groups),
    findall(I-T, ( member(I-Ts, Groups), \+ ord_memberchk(I, Fired),
                   foldl(worse, Ts, false, T) ), Trouble).

worse(error(E), _, error(E)) :- !.
worse(_, error(E), error(E)) :- !.
worse(exceeded, _, exceeded) :- !.
worse(_, R, R).

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

%   key_map(+Module, +RKey, +Head, +Limit, +Answers, +PreId-Class, -Map): the
%   answers of PreId for the clauses of key class Class, as map(Groups, Loose, PreTrouble):
%   Groups K-Results-Members for each ground key K (Members: the I-PreOut answers that give
%   it, Results: class_results/7), Loose the I-PreOut answers whose key is not ground, and
%   PreTrouble the I-T of candidates whose Pre ran into trouble T.
key_map(Module, RKey, Head, Limit, Answers, PreId-Class, map(Groups, Loose, Trouble)) :-
    once(( plan(Module, _, H, PreId, PreOut, Key, Class, _, _), H = Head )),
    split_answers(Answers, PreOut-Key, Pairs, Loose, Trouble),
    keysort(Pairs, Sorted),
    group_pairs_by_key(Sorted, ByKey),
    maplist(key_results(Module, RKey, Class, Limit), ByKey, Groups).

%   split_answers(+Answers, +PreOut-Key, -Pairs, -Loose, -Trouble): K-(I-PreOut) for each
%   answer with a ground key K, I-PreOut for the others, I-T for the candidates in trouble.
split_answers([], _, [], [], []).
split_answers([I-A|As], PK, Pairs, Loose, Trouble) :-
    (   is_list(A)
    ->  keyed(A, I, PK, Pairs, Pairs1, Loose, Loose1), Trouble = Trouble1
    ;   Pairs = Pairs1, Loose = Loose1, Trouble = [I-A|Trouble1]
    ),
    split_answers(As, PK, Pairs1, Loose1, Trouble1).

keyed([], _, _, Pairs, Pairs, Loose, Loose).
keyed([O|Os], I, PK, Pairs, Pairs1, Loose, Loose1) :-
    copy_term(PK, O-K),
    (   ground(K)
    ->  Pairs = [K-(I-O)|Pairs2], Loose = Loose2
    ;   Pairs = Pairs2, Loose = [I-O|Loose2]
    ),
    keyed(Os, I, PK, Pairs2, Pairs1, Loose2, Loose1).

key_results(Module, RKey, Class, Limit, K-Members, K-Res-Members) :-
    class_results(Module, RKey, Class, K, Limit, Res).

%   class_results(+Module, +RKey, +Class, +KeyValues, +Limit, -Results): the stages of the
%   key class Class under KeyValues, for the clauses of the rule set RKey: a term whose
%   Pos-th argument is tuples(Ts) (the distinct answers of the stage at Pos of program/5),
%   exceeded or error(E); once per call (kept in a backtrackable global variable).  All stages run under one limit first, as
%   one compiled clause; when together they exceed it (or one raises), each runs under its
%   own, stage by stage.
class_results(Module, RKey, Class, KeyValues, Limit, Results) :-
    b_getval(ilp_rules_classes, Done),
    (   memberchk((Class-KeyValues)-Results0, Done)
    ->  Results = Results0
    ;   program(RKey, Module, Class, Nodes, Compiled),
        length(Nodes, N),
        Run =.. [Compiled, KeyValues, Results0],
        call_limited(Module:Run, Limit, R),
        (   R == true
        ->  Results = Results0
        ;   functor(Results, r, N),
            run_stages(Nodes, Nodes, KeyValues, Module, Results, Limit)
        ),
        b_setval(ilp_rules_classes, [(Class-KeyValues)-Results|Done])
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
%   (ilp_plans:compile_program/3).  Computed once per rule set.
program(RKey, Module, Class, Nodes, Compiled) :-
    (   program_(RKey, Module, Class, Nodes0, Compiled0)
    ->  Nodes = Nodes0, Compiled = Compiled0
    ;   findall(S, ( ruleset(RKey, _, Pairs), member(Id-_, Pairs),
                     plan(Module, Id, _, _, _, _, Class, Last, _),
                     chain(Module, Last, S) ), Ss),
        sort(Ss, Sorted),                 % a parent is registered before its children
        numlist_pairs(Sorted, 1, Nodes),
        compile_program(Module, Nodes, Compiled),
        assertz(program_(RKey, Module, Class, Nodes, Compiled))
    ).

chain(Module, Stage, S) :-
    (   S = Stage
    ;   stage(Module, Stage, Parent, _), Parent \== none, chain(Module, Parent, S)
    ).

numlist_pairs([], _, []).
numlist_pairs([S|Ss], I, [S-I|Ps]) :- I1 is I + 1, numlist_pairs(Ss, I1, Ps).
