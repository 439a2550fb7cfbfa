/*  A rule set's planned stages (prolog/plans.pl) of one key class compiled into one clause,
    for prolog/rules.pl: a program computes all of them for a key value at once.

    Each stage's goal is inlined; a join of goals declared semidet (declare_semidet/2) is
    tried as an if-then-else in a loop of its own instead of collected with findall/3; a
    stage that no Post reads is computed inside its child when it has one, or inside each
    child when it only enumerates; a first stage whose goal another stage computes too (the
    same literals, from the first stage to that one), keeping more variables, is computed as
    the projection of that stage's answers (the two-set differences of a position once, for
    the clauses that keep one of the sets and for those that do not).  The goal of each
    findall/3 is a predicate of its own, and one-clause tests over built-ins are unfolded
    (unfold_goal/3) into the loops.  The program, its collectors and its loops are static, their
    arithmetic compiled inline (assert_compiled/2): SWI-Prolog calls a static predicate faster
    than a dynamic one, and the tests run without a call.
*/
:- module(ilp_plan_programs, [compile_program/4, drop_program/2, unfold_goal/3,
                              assert_compiled/2]).

:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(clauses).
:- use_module(plans).

:- dynamic compiled_/3.   % compiled_(Module, Stage, Kind): the loops of a stage, asserted

%!  compile_program(+Module, +Nodes, +Finals, -Name) is det.
%   Assert Module:Name(Key, Results), the stages Nodes (Stage-Pos, parents first, as
%   ilp_rules:program/5 lists them) computed in one clause: Results has, at Pos, tuples(Ts),
%   Ts the distinct answers (ordered) of the stage at Pos under Key, for each stage of
%   Finals (the stages the clauses' Post literals read); tuples([]) for a stage computed
%   inside its children instead (inlined/4).  It answers what running the stages one by one
%   answers (ilp_rules:run_stages/6): the same goals on the same inputs, without a call per
%   answer through the stage's clause (each stage's goal is inlined in loops of its own,
%   asserted once per stage), and a first stage that is the projection of another
%   (projections/4) computed from that one's answers.  Name and the loops are static.
compile_program(Module, Nodes, Finals, Name) :-
    flag(ilp_plans_programs, N, N + 1),
    format(atom(Name), '$ilp_program_~d', [N]),
    length(Nodes, Len),
    length(Ts, Len),
    maplist(tuples, Ts, Tuples),
    Results =.. [r|Tuples],
    inlined(Module, Nodes, Finals, Inlined0),
    projections(Module, Nodes, Inlined0, Projections),
    findall(Y, member(_-Y-_, Projections), Ys),
    subtract(Inlined0, Ys, Inlined),
    foldl(node_code(Module, N, Key, Nodes, Ts, Inlined, Projections), Nodes, Codes,
          []-[], _),
    literals_body(Codes, Body0),
    Head =.. [Name, Key, Results],
    collectors(Module, Name, Head-Body0, Body, Aux),
    assert_compiled(Module, [(Head :- Body)|Aux]).

%   collectors(+Module, +Name, +Head-Body0, -Body, -Clauses): Body0 with the goal of each
%   findall/3 made a predicate of its own, Name_K(Inputs..., Template) :- Goal (K = 1, 2, ...;
%   its tests unfolded, unfold_goal/3): a goal compiled once, its arithmetic inline, instead
%   of a conjunction called as a term at each call.  Inputs: the goal's variables met
%   elsewhere in the clause.
collectors(Module, Name, Head-Body0, Body, Clauses) :-
    body_literals(Body0, Ls0),
    foldl(collector(Module, Name, Head, Ls0), Ls0, Ls, Clauses-1, []-_),
    literals_body(Ls, Body).

collector(Module, Name, Head, All, L0, L, Cs0-K0, Cs-K) :-
    (   L0 = findall(T, G, Xs)
    ->  exclude(==(L0), All, Others),
        term_variables(Head-Others-Xs, Outside),
        term_variables(G, GV),
        vars_in(GV, Outside, Inputs),
        collector_name(Name, K0, Aux),
        append(Inputs, [T], Args),
        AuxHead =.. [Aux|Args],
        unfold_goal(Module, G, G1),
        L = findall(T, AuxHead, Xs),
        Cs0 = [(AuxHead :- G1)|Cs], K is K0 + 1
    ;   L0 = (C -> Then ; Else)
    ->  collector(Module, Name, Head, All, Then, Then1, Cs0-K0, Cs1-K1),
        collector(Module, Name, Head, All, Else, Else1, Cs1-K1, Cs-K),
        L = (C -> Then1 ; Else1)
    ;   L = L0, Cs0 = Cs, K = K0
    ).

%!  drop_program(+Module, +Name) is det.
%   Abolish the program Name of compile_program/4 and its collectors.
drop_program(Module, Name) :-
    abolish(Module:Name/2),
    drop_collectors(Module, Name, 1).

drop_collectors(Module, Name, K) :-
    collector_name(Name, K, Aux),
    (   current_predicate(Module:Aux/A)
    ->  abolish(Module:Aux/A),
        K1 is K + 1,
        drop_collectors(Module, Name, K1)
    ;   true
    ).

collector_name(Name, K, Aux) :-
    format(atom(Aux), '~w_c~d', [Name, K]).

%   inlined(+Module, +Nodes, +Finals, -Inlined): the stages whose answers are not collected
%   but enumerated again inside each child: a plain stage that no Post reads and whose
%   children are plain stages or filters, when it has one child (collecting its answers
%   would only be undone) or when no literal of its goal is declared semidet (it only
%   enumerates: collecting and sorting its answers costs more than enumerating them again).
inlined(Module, Nodes, Finals, Inlined) :-
    findall(S, ( member(S-_, Nodes), inline_stage(Module, Nodes, Finals, S) ), Inlined).

inline_stage(Module, Nodes, Finals, S) :-
    \+ memberchk(S, Finals),
    part(Module, S, stage(_, _, _, Goal, _)),
    findall(C, ( member(C-_, Nodes), stage(Module, C, S, _) ), Cs),
    Cs \== [],
    forall(member(C, Cs), \+ part(Module, C, joined(_, _, _, _, _, _, _))),
    (   Cs = [_]
    ->  true
    ;   \+ ( body_literals(Goal, Ls), member(L, Ls), semidet_goal(Module, L) )
    ).

%   effective_part(+Module, +Inlined, +Stage, -Part, -Merged): the part of Stage with the
%   goals of its inlined ancestors before its own (Merged: true when there are some).
effective_part(Module, Inlined, Stage, Part, Merged) :-
    part(Module, Stage, Part0),
    stage(Module, Stage, Parent, _),
    (   Parent \== none, memberchk(Parent, Inlined)
    ->  effective_part(Module, Inlined, Parent, stage(PP, Key, PIn, PGoal, POut), _),
        (   Part0 = stage(_, Key, POut, Goal, Out)
        ->  Part = stage(PP, Key, PIn, (PGoal, Goal), Out)
        ;   Part0 = filter(_, Key, POut, Goal),
            Part = stage(PP, Key, PIn, (PGoal, Goal), POut)
        ),
        Merged = true
    ;   Part = Part0, Merged = false
    ).

tuples(T, tuples(T)).

%   node_code(..., +Stage-Pos, -Code, +Gens0-Done0, -Gens-Done): Gens, the generators'
%   answer lists computed so far (a generator the program calls twice is collected once);
%   Done, the stages computed ahead of their turn (for a projection).  The loops of a stage
%   with inlined ancestors are its own to the program (program N).
node_code(Module, N, Key, Nodes, Ts, Inlined, Projections, Stage-Pos, Code,
          Gens0-Done0, Gens-Done) :-
    nth1(Pos, Ts, T),
    (   memberchk(Stage, Inlined)
    ->  Code = (T = []), Gens = Gens0, Done = Done0
    ;   memberchk(Stage, Done0)
    ->  Code = true, Gens = Gens0, Done = Done0
    ;   memberchk(Stage-Y-(OutX-OutY), Projections)
    ->  %  the answers of Y (first, unless computed already), then their projections
        memberchk(Y-PY, Nodes), nth1(PY, Ts, TY),
        (   ( PY < Pos ; memberchk(Y, Done0) )
        ->  CodeY = true, Gens = Gens0, Done = Done0
        ;   effective_part(Module, Inlined, Y, PartY, Merged),
            stage_id(Y, Merged, N, IdY),
            stage_code(PartY, Module, IdY, Key, none, TY, CodeY, Gens0, Gens),
            Done = [Y|Done0]
        ),
        Code = ( CodeY, findall(OutX, lists:member(OutY, TY), L), sort(L, T) )
    ;   effective_part(Module, Inlined, Stage, Part, Merged),
        arg(1, Part, Parent),
        (   Parent == none
        ->  TP = none
        ;   memberchk(Parent-PP, Nodes), nth1(PP, Ts, TP)
        ),
        stage_id(Stage, Merged, N, Id),
        stage_code(Part, Module, Id, Key, TP, T, Code, Gens0, Gens),
        Done = Done0
    ).

%   The name of a stage's loops: its own, or the program's (N) when its ancestors are merged
%   into it.
stage_id(Stage, Merged, N, Id) :-
    ( Merged == true -> format(atom(Id), '~d_~d', [Stage, N]) ; Id = Stage ).

%   projections(+Module, +Nodes, +Inlined, -Projections): X-Y-(OutX-OutY) for each first
%   stage X (not inlined) whose goal is, up to the names of its variables, the goal of the
%   stages from the first to Y (all of Y's ancestors inlined: effective_part/5 gives Y as a
%   first stage), and whose answers keep only
%   variables Y's answers keep: X's answers are then the projections of Y's (OutX of each
%   OutY), so the goal runs once for both.  X and Y need the same key.
projections(Module, Nodes, Inlined, Projections) :-
    findall(X-Y-P, ( member(X-_, Nodes), \+ memberchk(X, Inlined),
                     part(Module, X, stage(none, _, _, _, _)),
                     once(( member(Y-_, Nodes), Y \== X, projection(Module, Inlined, X, Y, P) ))
                   ), Projections0),
    exclude(projected_twice(Projections0), Projections0, Projections).

%   A projection from a stage that is itself projected, or onto a stage others are projected
%   from, is left out.
projected_twice(Ps, X-Y-_) :-
    (   memberchk(Y-_-_, Ps)
    ;   memberchk(_-X-_, Ps)
    ), !.

projection(Module, Inlined, X, Y, OutX-OutY) :-
    part(Module, X, stage(none, Key, _, GoalX, OutX)),
    effective_part(Module, Inlined, Y, stage(none, Key, _, GoalY, OutY), _),
    body_literals(GoalX, LX),
    body_literals(GoalY, LY),
    LX =@= LY,
    LX = LY,
    term_variables(OutX, VX),
    term_variables(OutY, VY),
    forall(member(V, VX), var_in(VY, V)).

stage_code(stage(none, Key, _, Goal, Out), Module, Stage, Key, _, T, Code, Gens0, Gens) :-
    (   pair_of_generators(Goal, Key, Out, G1, O1, G2, O2, Rest),
        semidet_goal(Module, Rest)
    ->  %  every answer of G1 with every answer of G2 (neither uses the other's), tried on Rest
        copy_term(Key+t(Goal, Out), Key+t(Goal2, Out2)),
        loops(Module, Stage, join, join(Key, O2, O1, Rest, Out), Join),
        Loop =.. [Join, S1, S2, Key, L, []],
        gen_list(Key, G1, O1, S1, Gen1, Gens0, Gens1),
        (   G2 == true -> Gen2 = (S2 = [O2]), Gens = Gens1
        ;   gen_list(Key, G2, O2, S2, Gen2, Gens1, Gens)
        ),
        Code = ( Gen1, Gen2,
                 ( ground(S1-S2) -> Loop ; findall(Out2, Goal2, L) ),
                 sort(L, T) )
    ;   Code = ( findall(Out, Goal, L), sort(L, T) ),
        Gens = Gens0
    ).
stage_code(stage(P, Key, In, Goal, Out), _, _, Key, TP, T,
           ( findall(Out, ( lists:member(In, TP), Goal ), L), sort(L, T) ), Gens, Gens) :-
    P \== none.
stage_code(filter(_, Key, In, Goal), Module, Stage, Key, TP, T, Code, Gens, Gens) :-
    loops(Module, Stage, filter, filter(Key, In, Goal), Filter),
    Code =.. [Filter, TP, Key, T].
stage_code(joined(_, Key, GenOut, Gen, In, Rest, Out), Module, Stage, Key, TP, T, Code,
           Gens0, Gens) :-
    copy_term(Key+t(GenOut, In, Rest, Out), Key+t(G2, In2, Rest2, Out2)),
    (   semidet_goal(Module, Rest)
    ->  loops(Module, Stage, join, join(Key, GenOut, In, Rest, Out), Join),
        Loop =.. [Join, TP, Gs, Key, L, []],
        Collect = (   ground(TP-Gs)          % if-then-else keeps no binding between answers
                  ->  Loop
                  ;   findall(Out2, ( lists:member(In2, TP), lists:member(G2, Gs), Rest2 ), L)
                  )
    ;   Collect = findall(Out2, ( lists:member(In2, TP), lists:member(G2, Gs), Rest2 ), L)
    ),
    gen_list(Key, Gen, GenOut, Gs, GenCode, Gens0, Gens),
    Code = ( GenCode, Collect, sort(L, T) ).

%   gen_list(+Key, +G, +O, -S, -Code, +Gens0, -Gens): Code binds S to the distinct answers O
%   of G, or to the list of an earlier generator that is the same goal under Key.
gen_list(Key, G, O, S, Code, Gens0, Gens) :-
    (   member(c(G0, O0, S0), Gens0),
        \+ \+ ( numbervars(Key, 0, _), G-O =@= G0-O0 )
    ->  Code = (S = S0), Gens = Gens0
    ;   Code = ( findall(O, G, L), sort(L, S) ), Gens = [c(G, O, S)|Gens0]
    ).

%   pair_of_generators(+Goal, +Key, +Out, -G1, -O1, -G2, -O2, -Rest): Goal is G1, G2, Rest
%   where G1 and G2 share no variable outside Key, and O1 and O2 are the variables of each
%   that Rest or Out use (as g(...) terms); or G1, Rest, with G2 = true (O2 = g).
pair_of_generators(Goal, Key, Out, G1, O1, G2, O2, Rest) :-
    body_literals(Goal, [G1|Ls0]),
    term_variables(G1, V1), exclude(var_in(Key), V1, Own1),
    (   Ls0 = [G2|Ls], Ls \== [],
        term_variables(G2, V2), exclude(var_in(Key), V2, Own2),
        \+ ( member(V, Own1), var_in(Own2, V) )
    ->  true
    ;   G2 = true, Own2 = [], Ls = Ls0, Ls \== []
    ),
    literals_body(Ls, Rest),
    term_variables(Rest-Out, Used),
    vars_in(Own1, Used, U1), O1 =.. [g|U1],
    vars_in(Own2, Used, U2), O2 =.. [g|U2].

%!  unfold_goal(+Module, +Goal, -Unfolded) is det.
%   Goal (a conjunction) with each literal that calls a static predicate of one clause whose
%   body only calls built-ins (no control, no meta-call) replaced by that body, after the
%   unifications its head makes: what the call would do, without a call.  A test such as a
%   bit test then runs inline in the loop that tries it on each answer (assert_compiled/2
%   compiles its arithmetic).
unfold_goal(Module, Goal, Unfolded) :-
    (   Goal = (A, B)
    ->  unfold_goal(Module, A, UA), unfold_goal(Module, B, UB), Unfolded = (UA, UB)
    ;   callable(Goal), Goal \= _:_,
        predicate_property(Module:Goal, implementation_module(M)),
        \+ predicate_property(M:Goal, dynamic),
        predicate_property(M:Goal, number_of_clauses(1)),
        functor(Goal, N, Arity), functor(Head, N, Arity),
        clause(M:Head, Body),
        body_literals(Body, Ls0),
        maplist(plain_builtin, Ls0, Ls)
    ->  Goal =.. [_|GoalArgs], Head =.. [_|HeadArgs],
        foldl(head_unification(HeadArgs), GoalArgs, HeadArgs, Unifications, []),
        exclude(==(true), Ls, Ls1),
        append(Unifications, Ls1, All),
        ( All == [] -> Unfolded = true ; literals_body(All, Unfolded) )
    ;   Unfolded = Goal
    ).

%   L calls a built-in (its module, if any, dropped: built-ins are the same everywhere).
plain_builtin(L0, L) :-
    ( L0 = _:L1 -> true ; L1 = L0 ),
    callable(L1), L1 \== !,
    predicate_property(system:L1, built_in),
    \+ predicate_property(system:L1, meta_predicate(_)),
    L = L1.

%   A head argument that is a variable met once in the head takes the goal's argument;
%   any other is unified with it by a goal of the body.
head_unification(HeadArgs, G, H, Us0, Us) :-
    (   var(H), occurrences_of_var(H, HeadArgs, 1)
    ->  H = G, Us0 = Us
    ;   Us0 = [G = H|Us]
    ).

%!  assert_compiled(+Module, +Clauses) is det.
%   Assert Clauses into Module and make their predicates static, their arithmetic compiled
%   inline (flag optimise for the time of the call).
assert_compiled(Module, Clauses) :-
    findall(N/A, ( member(C, Clauses), clause_head(C, H), functor(H, N, A) ), PIs0),
    sort(PIs0, PIs),
    current_prolog_flag(optimise, Optimise),
    setup_call_cleanup(set_prolog_flag(optimise, true),
                       ( forall(member(C, Clauses), assertz(Module:C)),
                         compile_predicates(Module:PIs) ),
                       set_prolog_flag(optimise, Optimise)).

%   loops(+Module, +Stage, +Kind, +Spec, -Name): the loop predicate of a stage, asserted the
%   first time: a filter keeps the parent's answers its goal holds for; a join tries its
%   (semidet) goal on each parent answer and each generated value.
loops(Module, Stage, Kind, Spec, Name) :-
    format(atom(Name), '$ilp_~w_~w', [Kind, Stage]),
    (   compiled_(Module, Stage, Kind)
    ->  true
    ;   unfolded_spec(Module, Spec, Spec1),
        loop_clauses(Spec1, Name, Clauses),
        assert_compiled(Module, Clauses),
        assertz(compiled_(Module, Stage, Kind))
    ).

unfolded_spec(Module, filter(Key, In, Goal), filter(Key, In, Goal1)) :-
    unfold_goal(Module, Goal, Goal1).
unfolded_spec(Module, join(Key, GenOut, In, Rest, Out), join(Key, GenOut, In, Rest1, Out)) :-
    unfold_goal(Module, Rest, Rest1).

clause_head((H :- _), H) :- !.
clause_head(H, H).

loop_clauses(filter(Key, In, Goal), F, [H0, (H1 :- ( Goal -> T0 = [In|T1] ; T0 = T1 ), R)]) :-
    H0 =.. [F, [], _, []],
    H1 =.. [F, [In|Ins], Key, T0],
    R =.. [F, Ins, Key, T1].
loop_clauses(join(Key, GenOut, In, Rest, Out), J,
             [J0, (J1 :- RowCall, JR), W0, (W1 :- ( Rest -> L0 = [Out|L1] ; L0 = L1 ), WR)]) :-
    atom_concat(J, '_row', W),
    J0 =.. [J, [], _, _, L, L],
    J1 =.. [J, [I|Is], Gs, Key, A0, A],
    RowCall =.. [W, Gs, I, Key, A0, A1],
    JR =.. [J, Is, Gs, Key, A1, A],
    W0 =.. [W, [], _, _, M, M],
    W1 =.. [W, [GenOut|Gs1], In, Key, L0, L],
    WR =.. [W, Gs1, In, Key, L1, L].

