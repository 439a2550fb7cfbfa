/*  Aleph's task layout (contracts §3), read into a task's module.

    NAME.b is compiled into the task's module M like any background file (ilp_load:load_file/3:
    `:- use_module(library(clpfd))` and its operators work there), after aleph_prepare/1 made
    Aleph's declarations *recorders* in M: `:- modeh(1, p(+t))`, `:- set(i, 2)`, ... run as
    directives and store the declaration as M:'$aleph_decl'(Decl), in order, instead of failing
    as undefined goals.  Aleph's operators (`#`, `*` prefix, `because`) are declared in M
    only, so `#int` and a recall `*` read, and nothing leaks into other modules.

    Also handled by a term_expansion/2 local to M, for classic Aleph and the SWI pack:
    - `false :- Body` (Aleph's integrity constraints: false/0 is a system predicate here) is
      stored as M:'$aleph_false' and reported as ignored;
    - `:- use_module(library(aleph))` is dropped (the pack is not needed, nor installed);
    - a bare `dynamic p/1.` clause (the pack's examples have one) is taken as a directive;
    - the pack's single-file sections: terms between `:- begin_in_pos.` and `:- end_in_pos.`
      (`_neg`) are examples, stored as M:'$aleph_secex'(pos|neg, Atom), not clauses.

    Aleph's commands run as directives (`:- induce.`, `:- induce_tree.`, ...) are recorded
    too, so that the caller can refuse those of features other than covering by name.

    Recursion: as soon as a body mode names a head-mode predicate, that predicate is made
    dynamic in M (the bk may give it clauses too): its positive examples become its facts
    later (prolog/task.pl), in the same predicate as the bk's clauses.

    aleph_finish/1 removes the recorders again; the declarations are then read by
    aleph_mode/6, aleph_determination/5, aleph_setting/3, aleph_lazy/3, aleph_other/3 and
    aleph_command/2 (the caller, ilp/formats/aleph.py, turns them into a modes text for
    ilp_task:ilp_load_modes/3).
    aleph_load_examples/6 reads NAME.f / NAME.n.
*/
:- module(ilp_formats, [aleph_prepare/1, aleph_finish/1, aleph_mode/6, aleph_determination/5,
                        aleph_setting/3, aleph_lazy/3, aleph_other/3, aleph_command/2,
                        aleph_builtin/2, aleph_load_examples/6, aleph_section_examples/5,
                        aleph_declared/3]).

:- use_module(load).
:- use_module(messages).
:- use_module(task, [ilp_ground_example/4]).

:- op(500, fy, #).     % Aleph's constant marker (local to this module)

%   recorder(?Name, ?Arity): Aleph's declarations, recorded instead of run.
recorder(modeh, 2).
recorder(modeb, 2).
recorder(mode, 2).
recorder(determination, 2).
recorder(set, 2).
recorder(aleph_set, 2).
recorder(lazy_evaluate, 1).
recorder(positive_only, 1).
recorder(commutative, 1).
recorder(symmetric, 1).
recorder(abducible, 1).
recorder(model, 1).
recorder(aleph, 0).
recorder(aleph_read_all, 0).
recorder(begin_bg, 0).
recorder(end_bg, 0).
recorder(begin_in_pos, 0).
recorder(end_in_pos, 0).
recorder(begin_in_neg, 0).
recorder(end_in_neg, 0).
recorder(Command, A) :- command(Command), between(0, 1, A).

%   command(?Name): Aleph's commands (arity 0, or 1 in the SWI pack); a .b may end with one.
command(induce).
command(induce_cover).
command(induce_max).
command(induce_incremental).
command(induce_clauses).
command(induce_theory).
command(induce_tree).
command(induce_modes).
command(induce_features).
command(induce_constraints).

%!  aleph_prepare(+M) is det.
%   Before NAME.b is loaded into M: Aleph's operators declared in M, its declarations made
%   recorders in M, the term_expansion/2 described above defined in M.
aleph_prepare(M) :-
    op(500, fy, M:(#)),
    op(500, fy, M:(*)),
    op(900, xfy, M:because),
    dynamic([M:'$aleph_decl'/1, M:'$aleph_secex'/2, M:'$aleph_section'/1,
             M:'$aleph_command'/1]),
    forall(recorder(N, A),
           ( functor(H, N, A), assertz(M:(H :- ilp_formats:record(M, H))) )),
    assertz(M:(term_expansion(T, X) :- ilp_formats:expand(M, T, X))).

%!  aleph_finish(+M) is det.
%   After loading: the recorders and the term_expansion/2 of aleph_prepare/1 removed from M
%   (a predicate the file gave clauses of its own keeps them).
aleph_finish(M) :-
    forall(recorder(N, A),
           ( functor(H, N, A), remove_clause(M, H, ilp_formats:record(M, H)) )),
    remove_clause(M, term_expansion(T, X), ilp_formats:expand(M, T, X)).

remove_clause(M, H, B) :-
    ignore(retract(M:(H :- B))),
    functor(H, N, A),
    (   \+ clause(M:H, _) -> abolish(M:N/A) ; true ).

%   record(+M, +Declaration): what a recorder does.
record(M, begin_in_pos) :- !, retractall(M:'$aleph_section'(_)), assertz(M:'$aleph_section'(pos)).
record(M, begin_in_neg) :- !, retractall(M:'$aleph_section'(_)), assertz(M:'$aleph_section'(neg)).
record(M, end_in_pos) :- !, retractall(M:'$aleph_section'(_)).
record(M, end_in_neg) :- !, retractall(M:'$aleph_section'(_)).
record(M, D) :-
    functor(D, N, _), command(N), !,
    assertz(M:'$aleph_command'(N)).
record(_, D) :- atom(D), !.                       % aleph, aleph_read_all, begin_bg, end_bg
record(M, D) :-
    assertz(M:'$aleph_decl'(D)),
    (   D = modeh(_, _) ; D = modeb(_, _) ; D = mode(_, _) )
    ->  recursive_dynamic(M)
    ;   true.

%   recursive_dynamic(+M): each head-mode predicate that a body mode names made dynamic.
recursive_dynamic(M) :-
    forall(( decl_template(M, head, T), template_pi(T, N, A),
             decl_template(M, body, B), template_pi(B, N, A) ),
           catch(dynamic(M:N/A), _, true)).     % static clauses already: reported later

decl_template(M, head, T) :- M:'$aleph_decl'(D), ( D = modeh(_, T) ; D = mode(_, T) ).
decl_template(M, body, T) :- M:'$aleph_decl'(D), ( D = modeb(_, T) ; D = mode(_, T) ).

template_pi(T, _, _) :- var(T), !, fail.
template_pi(not(T), N, A) :- !, template_pi(T, N, A).
template_pi(\+ T, N, A) :- !, template_pi(T, N, A).
template_pi(T, N, A) :- callable(T), functor(T, N, A).

%   expand(+M, +Term, -Expanded): the term_expansion/2 of M while NAME.b loads.
expand(M, T, X) :-
    nonvar(T),
    (   T = (:- D), nonvar(D), aleph_library(D) -> X = []
    ;   T = (:- _) -> fail                             % other directives run
    ;   M:'$aleph_section'(S) -> assertz(M:'$aleph_secex'(S, T)), X = []
    ;   T = (H :- B), H == false -> X = ('$aleph_false' :- B)
    ;   T == false -> X = '$aleph_false'
    ;   T = dynamic(Spec) -> X = (:- dynamic(Spec))
    ).

aleph_library(use_module(L)) :- L == library(aleph).
aleph_library(use_module(L, _)) :- L == library(aleph).
aleph_library(ensure_loaded(L)) :- L == library(aleph).

%!  aleph_mode(+M, -Kind, -Recall, -Name, -Arity, -Template) is nondet.
%   The mode declarations recorded in M, in file order: Kind is modeh, modeb, or mode for
%   the head part of Aleph's mode/2, which declares both (a negated one, or one of a built-in
%   predicate such as =/2, only a modeb: neither can be learned); Recall and Template as
%   text, the template with Aleph's not(A) written \+ A; Name/Arity: the predicate the
%   template calls (under a negation, the negated one).  Template = '' when it is not a
%   predicate at all.
aleph_mode(M, Kind, Recall, Name, Arity, Template) :-
    M:'$aleph_decl'(D),
    (   D = modeh(R, A), Kind = modeh
    ;   D = modeb(R, A), Kind = modeb
    ;   D = mode(R, A), \+ negated(A), \+ built_in_template(A), Kind = mode
    ;   D = mode(R, A), Kind = modeb
    ),
    normal(A, A1),
    text(R, Recall),
    (   template_pi(A1, Name, Arity) -> text(A1, Template)
    ;   Name = '', Arity = 0, text(A1, Template0), atom_concat('?', Template0, Template)
    ).

negated(A) :- nonvar(A), ( A = not(_) ; A = (\+ _) ).

built_in_template(A) :-
    template_pi(A, N, Ar), functor(H, N, Ar), predicate_property(system:H, built_in).

%!  aleph_builtin(+Name, +Arity) is semidet.
%   Name/Arity is a built-in predicate (it cannot be a target).
aleph_builtin(N, A) :-
    functor(H, N, A), predicate_property(system:H, built_in).

%!  aleph_command(+M, -Name) is nondet.
%   The Aleph commands the file runs as directives (`:- induce_tree.`), in file order.
aleph_command(M, Name) :-
    M:'$aleph_command'(Name).

normal(A, A) :- var(A), !.
normal(not(A), \+ A) :- !.
normal(A, A).

%   text(+Term, -Text): Term written so that read_term/2 reads it back (quoted, operators
%   of the user module: `#int` becomes #(int)).
text(T, Text) :-
    format(atom(Text), "~W", [T, [quoted(true), spacing(next_argument), numbervars(true)]]).

%!  aleph_determination(+M, -Target, -TargetArity, -Name, -Arity) is nondet.
%   determination(Target/TargetArity, Name/Arity) declarations, in file order.  A
%   malformed one gives Target = '' and Name its text.
aleph_determination(M, T, TA, N, A) :-
    M:'$aleph_decl'(determination(X, Y)),
    (   nonvar(X), X = T/TA, atom(T), integer(TA), nonvar(Y), Y = N/A, atom(N), integer(A)
    ->  true
    ;   T = '', TA = 0, A = 0, text(determination(X, Y), N)
    ).

%!  aleph_setting(+M, -Name, -Value) is nondet.
%   set/2 and aleph_set/2 declarations, in file order: Name an atom (else its text preceded
%   by '?'), Value written by ~q.
aleph_setting(M, Name, Value) :-
    M:'$aleph_decl'(D),
    ( D = set(N, V) ; D = aleph_set(N, V) ),
    ( atom(N) -> Name = N ; text(N, T), atom_concat('?', T, Name) ),
    format(atom(Value), "~q", [V]).

%!  aleph_lazy(+M, -Name, -Arity) is nondet.
%   lazy_evaluate(Name/Arity) declarations (malformed ones: Name = '', Arity 0).
aleph_lazy(M, N, A) :-
    M:'$aleph_decl'(lazy_evaluate(X)),
    (   nonvar(X), X = N/A, atom(N), integer(A) -> true ; N = '', A = 0 ).

%!  aleph_other(+M, -Kind, -Text) is nondet.
%   What NAME.b declares that the learner does not use: Kind is the declaration's name
%   (positive_only, commutative, symmetric, abducible, model), or false (integrity constraints
%   `false :- Body`), or prune (a user prune/1); Text the declaration.
aleph_other(M, Kind, Text) :-
    (   M:'$aleph_decl'(D), D =.. [Kind, _],
        memberchk(Kind, [positive_only, commutative, symmetric, abducible, model]),
        text(D, Text)
    ;   current_predicate(M:'$aleph_false'/0), Kind = false, Text = 'false :- ...'
    ;   current_predicate(M:prune/1), \+ predicate_property(M:prune(_), imported_from(_)),
        Kind = prune, Text = 'prune/1'
    ).

%!  aleph_declared(+M, +What, -List) is det.
%   Every answer of one of the nondet predicates above, in file order, as a term each:
%   What = mode: mode(Kind, Recall, Name, Arity, Template) (aleph_mode/6); determination:
%   determination(Target, TargetArity, Name, Arity) (aleph_determination/5); setting:
%   Name-Value (aleph_setting/3); lazy: Name/Arity (aleph_lazy/3); other: Kind-Text
%   (aleph_other/3); command: Name (aleph_command/2).
aleph_declared(M, What, List) :-
    declared(What, M, Template, Goal),
    findall(Template, Goal, List).

declared(mode, M, mode(K, R, N, A, T), aleph_mode(M, K, R, N, A, T)).
declared(determination, M, determination(T, TA, N, A), aleph_determination(M, T, TA, N, A)).
declared(setting, M, N-V, aleph_setting(M, N, V)).
declared(lazy, M, N/A, aleph_lazy(M, N, A)).
declared(other, M, K-T, aleph_other(M, K, T)).
declared(command, M, N, aleph_command(M, N)).

%!  aleph_load_examples(+M, +File, +Label, +Sign, +FirstId, -Result) is det.
%   The examples of NAME.f (Sign = pos) or NAME.n (neg): plain facts, read with the
%   operators of M (`%` comments fine; directives skipped), stored as M:'$ilp_ex'(Id, Sign,
%   Atom) from FirstId on.  Result = ok(Ids, Indicators) | error(Message), Label naming the
%   file in messages.
aleph_load_examples(M, File, Label, Sign, FirstId, Result) :-
    dynamic(M:'$ilp_ex'/3),
    catch(read_terms(file(File), M, Terms), E, true),
    (   nonvar(E) -> error_text(E, Msg0), format(atom(Msg), "~w: ~w", [Label, Msg0]),
        Result = error(Msg)
    ;   catch(store(Terms, M, Label, Sign, FirstId, 1, Ids), ilp_error(Msg), true),
        (   nonvar(Msg) -> Result = error(Msg)
        ;   indicators(M, Ids, Is), Result = ok(Ids, Is)
        )
    ).

store([], _, _, _, _, _, []).
store([term(T, Ns, _, Line)|Ts], M, Label, Sign, Id, K, Ids) :-
    K1 is K + 1,
    (   T = (:- _) -> Ids = Ids1, Id1 = Id
    ;   callable(T), T \= (_ :- _)
    ->  ilp_ground_example(Label, Line, T, Ns),
        assertz(M:'$ilp_ex'(Id, Sign, T)), Ids = [Id|Ids1], Id1 is Id + 1
    ;   format(atom(Msg), "~w: term ~w is not an example atom: ~q", [Label, K, T]),
        throw(ilp_error(Msg))
    ),
    store(Ts, M, Label, Sign, Id1, K1, Ids1).

indicators(M, Ids, Is) :-
    findall(I, ( member(Id, Ids), M:'$ilp_ex'(Id, _, A), functor(A, N, Ar),
                 format(atom(I), "~w/~w", [N, Ar]) ), Is0),
    sort(Is0, Is).

%!  aleph_section_examples(+M, +FirstId, -Pos, -Neg, -Indicators) is det.
%   The examples of the pack's `:- begin_in_pos.` / `:- begin_in_neg.` sections stored as
%   M:'$ilp_ex'/3 facts (positives first, each in file order) from FirstId on.
aleph_section_examples(M, FirstId, Pos, Neg, Is) :-
    dynamic(M:'$ilp_ex'/3),
    findall(A, M:'$aleph_secex'(pos, A), PAs),
    findall(A, M:'$aleph_secex'(neg, A), NAs),
    number_examples(PAs, M, pos, FirstId, Pos, Next),
    number_examples(NAs, M, neg, Next, Neg, _),
    append(Pos, Neg, All),
    indicators(M, All, Is).

number_examples([], _, _, Id, [], Id).
number_examples([A|As], M, Sign, Id, [Id|Ids], Last) :-
    assertz(M:'$ilp_ex'(Id, Sign, A)),
    Id1 is Id + 1,
    number_examples(As, M, Sign, Id1, Ids, Last).
