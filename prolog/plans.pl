/*  Memoised plans of clauses (for prolog/rules.pl): the part of a clause's body that does not
    depend on the candidate is computed once per value of its inputs and shared.

    A clause whose body calls only predicates the caller declares pure (no side effects, the
    same answers whenever called with the same arguments) is split, in its execution order:
      - Pre: the literals that mention the candidate (the head arguments that change from
        candidate to candidate) up to the first one that does not;
      - Block: every literal that does not mention the candidate.  Its answers depend only on
        its Key, the variables it shares with the head and Pre; they are kept as the distinct
        values of the variables later literals use (Proj);
      - Post: the other literals that mention the candidate, tried on those values.
    The body proves a candidate exactly when some answer of Pre, some answer of Block under
    its Key and Post hold, which is what running the literals in their own order proves: the
    plan changes only their order, and only when every variable is first met in the same
    literal both ways (so each literal is called as instantiated as before).

    A Block is computed in stages, each ending with a literal that uses an answer of an
    earlier stage (a join or a test); a stage that only tests its parent's answers is a
    filter, and the leading literals of a stage that use nothing of its parent's answers are
    computed once and joined with each of them.  Pres, stages and key classes (the same
    head, Pre and Key) are numbered once per variant, so clauses that compute the same thing
    share it: the two-set differences of a zone are computed once for every clause built on
    them.

    A rule set's stages of one key class run as one compiled clause: prolog/plan_programs.pl.

    Each part is asserted into the clause's module as a clause of its own, called directly:
        '$ilp_pre'(PreId, HeadArgs, PreOut) :- Pre.
        '$ilp_stage'(Stage, Key, In, Out) :- Goal.      (In: the parent's answer, Out: its own)
        '$ilp_gen'(Stage, Key, GenOut) :- Gen.          (then '$ilp_stage'(Stage, Key, In-GenOut, Out))
        '$ilp_filter'(Stage, Key, In) :- Goal.
        '$ilp_post'(Id, Head, PreOut, Proj) :- Post.
*/
:- module(ilp_plans, [plan_clause/5, drop_plan/2, plan/9, stage/4, part/3, declare_semidet/2,
                      semidet_goal/2]).

:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(clauses).

:- dynamic plan/9.        % plan(Module, Id, Head, PreId, PreOut, Key, Class, Stage, Proj)
:- dynamic stage/4.       % stage(Module, Stage, Parent, Kind): Kind t, joined or filter
:- dynamic part_id/3.     % part_id(Module, Canonical, Id): pres, stages and key classes
:- dynamic part_/3.       % part_(Module, Id, Part): each stage as registered (part/3)
:- dynamic semidet_/2.    % semidet_(Module, Name/Arity): at most one answer per call

%!  plan_clause(+Module, +Id, +Clause, +PIs, +Args) is semidet.
%   Plan the clause Id (Head :- Body) of Module when its body calls only predicates of PIs
%   (Name/Arity) and the literals can be reordered; Args: the head arguments that change
%   from candidate to candidate.  Fails, planning nothing, otherwise.
plan_clause(Module, Id, (Head :- Body), PIs, Args) :-
    body_literals(Body, Literals),
    Literals \== [],
    forall(member(L, Literals),
           ( callable(L), \+ L = (_:_), functor(L, N, A), memberchk(N/A, PIs) )),
    head_args(Args, Head, CandidateArgs),
    term_variables(CandidateArgs, CVs),
    split(Literals, CVs, PreL, Block, PostL),
    Block \== [],
    append([PreL, Block, PostL], Order),
    same_first_literals(Head, Literals, Order),
    term_variables(Block, BV),
    term_variables(Head-PreL, Before),
    vars_in(BV, Before, Key),
    term_variables(PostL, PostV),
    exclude(var_in(Key), BV, Computed),     % Post has the key from the head and PreOut
    vars_in(Computed, PostV, Proj0),
    Proj =.. [t|Proj0],
    term_variables(Head, HV),
    term_variables(PreL, PreV),
    term_variables(Key-PostL, Needed),
    exclude(var_in(HV), PreV, PreV1),
    vars_in(PreV1, Needed, PreOut0),
    PreOut =.. [o|PreOut0],
    literals_body(PreL, Pre),
    literals_body(PostL, Post),
    Head =.. [_|HeadArgs],
    register(Module, pre(HeadArgs, PreOut, Pre), PreId),
    register(Module, class(HeadArgs, PreOut, Pre, Key), Class),
    stages(Block, Key, Proj0, Module, Stage),
    drop_plan(Module, Id),
    assertz(Module:('$ilp_post'(Id, Head, PreOut, Proj) :- Post)),
    assertz(plan(Module, Id, Head, PreId, PreOut, Key, Class, Stage, Proj)).

%!  drop_plan(+Module, +Id) is det.
%   Forget the plan of clause Id (the parts it shares stay, for other clauses).
drop_plan(Module, Id) :-
    retractall(plan(Module, Id, _, _, _, _, _, _, _)),
    retractall(Module:'$ilp_post'(Id, _, _, _)).

head_args([], _, []).
head_args([I|Is], Head, [X|Xs]) :- arg(I, Head, X), head_args(Is, Head, Xs).

%   split(+Literals, +CandidateVars, -Pre, -Block, -Post)
split(Literals, CVs, Pre, Block, Post) :-
    append(Pre, Rest, Literals),
    maplist(mentions(CVs), Pre),
    ( Rest = [L|_] -> \+ mentions(CVs, L) ; true ),
    !,
    partition(mentions(CVs), Rest, Post, Block).

mentions(CVs, Literal) :-
    term_variables(Literal, Vs),
    member(V, Vs), var_in(CVs, V), !.

%   Every variable of the body that is not in the head is met first in the same literal in
%   both orders.
same_first_literals(Head, Old, New) :-
    term_variables(Head, HV),
    term_variables(Old, Vs),
    forall(( member(V, Vs), \+ var_in(HV, V) ),
           ( first_with(Old, V, L1), first_with(New, V, L2), L1 == L2 )).

first_with([L|Ls], V, First) :-
    (   term_variables(L, Vs), var_in(Vs, V) -> First = L ; first_with(Ls, V, First) ).

%   stages(+Block, +Key, +Proj, +Module, -Stage): the block in stages, each registered once
%   per variant; Stage: the last one.
stages(Block, Key, Proj, Module, Stage) :-
    runs(Block, Key, Proj, [], [], Runs),
    stage_chain(Runs, [], Key, Proj, Module, none, t, Stage).

%   A run ends after a literal that uses a variable an earlier literal of the block met
%   first, unless the next one does too and the variables it brings serve only that next one
%   (a literal that binds N and the one literal that reads N stay together).
runs([], _, _, _, Run, Runs) :-
    (   Run == [] -> Runs = [] ; reverse(Run, R), Runs = [R] ).
runs([L|Ls], Key, Proj, Seen, Run0, Runs) :-
    Run = [L|Run0],
    term_variables(L, LV),
    append(Seen, LV, Seen1),
    (   Ls = [Next|After], dependent(L, Key, Seen),
        \+ ( dependent(Next, Key, Seen1),
             new_vars(LV, Key, Seen, New),
             \+ ( member(V, New), term_variables(After-Proj, AV), var_in(AV, V) ) )
    ->  reverse(Run, R), Runs = [R|Runs1], runs(Ls, Key, Proj, Seen1, [], Runs1)
    ;   runs(Ls, Key, Proj, Seen1, Run, Runs)
    ).

dependent(L, Key, Seen) :-
    term_variables(L, LV),
    member(V, LV), \+ var_in(Key, V), var_in(Seen, V), !.

new_vars(LV, Key, Seen, New) :-
    exclude(var_in(Key), LV, LV1),
    exclude(var_in(Seen), LV1, New).

%   Each run a stage: its answers are the distinct values of the variables the rest needs
%   (Out); a stage whose Out is its parent's (it only tests them) is a filter.
stage_chain([], _, _, _, _, Stage, _, Stage).
stage_chain([Run|Runs], Done0, Key, Proj, Module, Parent, In, Stage) :-
    append(Done0, Run, Done),
    term_variables(Done, DV),
    exclude(var_in(Key), DV, DV1),
    term_variables(Runs-Proj, AV),
    (   Runs == [] -> Out0 = Proj ; vars_in(DV1, AV, Out0) ),
    Out =.. [t|Out0],
    literals_body(Run, Goal),
    (   Out == In, Parent \== none
    ->  Part = filter(Parent, Key, In, Goal)
    ;   Parent \== none, hoisted(Run, In, Gen, Rest), Rest \== []
    ->  term_variables(Gen, GV),
        exclude(var_in(Key), GV, GV1),
        term_variables(Rest-Out, RV),
        vars_in(GV1, RV, GenOut0),
        GenOut =.. [g|GenOut0],
        literals_body(Gen, GenGoal),
        literals_body(Rest, RestGoal),
        Part = joined(Parent, Key, GenOut, GenGoal, In, RestGoal, Out)
    ;   Part = stage(Parent, Key, In, Goal, Out)
    ),
    register(Module, Part, Id),
    stage_chain(Runs, Done, Key, Proj, Module, Id, Out, Stage).

%   hoisted(+Run, +In, -Gen, -Rest): Gen, the leading literals of Run that use nothing of
%   the parent's answer In (only the key and each other): they give the same answers for
%   every In, so a stage computes them once and joins them with each In.
hoisted(Run, In, Gen, Rest) :-
    term_variables(In, IV),
    gen_prefix(Run, IV, Gen, Rest),
    Gen \== [].

gen_prefix([], _, [], []).
gen_prefix([L|Ls], IV, Gen, Rest) :-
    (   term_variables(L, LV), \+ ( member(V, LV), var_in(IV, V) )
    ->  Gen = [L|Gen1], gen_prefix(Ls, IV, Gen1, Rest)
    ;   Gen = [], Rest = [L|Ls]
    ).

%   register(+Module, +Part, -Id): the number of Part (a pre, a stage or a key class), the
%   same for every variant of it; a new pre or stage is asserted as a clause of Module.
register(Module, Part, Id) :-
    copy_term(Part, Canonical),
    numbervars(Canonical, 0, _),
    (   part_id(Module, Canonical, Id0)
    ->  Id = Id0
    ;   flag(ilp_plans_parts, Id, Id + 1),
        assertz(part_id(Module, Canonical, Id)),
        assert_part(Part, Module, Id),
        (   functor(Part, Kind, _), memberchk(Kind, [stage, joined, filter])
        ->  assertz(part_(Module, Id, Part))
        ;   true
        )
    ).

assert_part(pre(Args, Out, Pre), Module, Id) :-
    assertz(Module:('$ilp_pre'(Id, Args, Out) :- Pre)).
assert_part(stage(Parent, Key, In, Goal, Out), Module, Id) :-
    assertz(Module:('$ilp_stage'(Id, Key, In, Out) :- Goal)),
    assertz(stage(Module, Id, Parent, t)).
assert_part(joined(Parent, Key, GenOut, Gen, In, Rest, Out), Module, Id) :-
    assertz(Module:('$ilp_gen'(Id, Key, GenOut) :- Gen)),
    assertz(Module:('$ilp_stage'(Id, Key, In-GenOut, Out) :- Rest)),
    assertz(stage(Module, Id, Parent, joined)).
assert_part(filter(Parent, Key, In, Goal), Module, Id) :-
    assertz(Module:('$ilp_filter'(Id, Key, In) :- Goal)),
    assertz(stage(Module, Id, Parent, filter)).
assert_part(class(_, _, _, _), _, _).


%!  declare_semidet(+Module, +PIs) is det.
%   The predicates PIs (Name/Arity) of Module give at most one answer whatever their
%   arguments: compile_program/4 then tests a join's goal made of them with if-then-else
%   instead of collecting its answers.
declare_semidet(Module, PIs) :-
    forall(( member(PI, PIs), \+ semidet_(Module, PI) ), assertz(semidet_(Module, PI))).

%!  semidet_goal(+Module, +Goal) is semidet.
%   Every literal of Goal calls a predicate of Module declared semidet (declare_semidet/2):
%   Goal gives at most one answer.
semidet_goal(Module, Goal) :-
    body_literals(Goal, Ls),
    forall(member(L, Ls), ( callable(L), functor(L, N, A), semidet_(Module, N/A) )).

%!  part(?Module, ?Stage, ?Part) is nondet.
%   Part: the stage Stage of Module as registered: stage(Parent, Key, In, Goal, Out),
%   joined(Parent, Key, GenOut, Gen, In, Rest, Out) or filter(Parent, Key, In, Goal), Parent
%   none for a first stage (prolog/plan_programs.pl compiles them).
part(Module, Stage, Part) :-
    part_(Module, Stage, Part).
