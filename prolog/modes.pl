/*  Mode templates: the atoms of modeh/modeb declarations.

    A template is an atom whose place-markers -- +Type (an input variable), -Type (an output
    variable), #Type (a constant) -- may stand at any depth: `has_car(+train, -car)`, and
    Aleph's structured `(+list = [-any|-list])`.  A body template may be negated,
    `\+ p(+t)` (Aleph writes `not(p(+t))`): the literal holds when p fails (closed world); its
    markers are inputs only.  Markers are numbered in depth-first, left-to-right order.
*/
:- module(ilp_modes, [normal_template/2, template_markers/2, template_goal/3,
                      template_predicate/4, check_template/3]).

:- op(200, fy, #).     % Progol's constant marker (local to this module)

%!  normal_template(+Atom, -Template) is det.
%   not(A) written as \+ A; anything else as is.
normal_template(not(A), \+ A) :- !.
normal_template(A, A).

%!  template_markers(+Template, -Markers) is det.
%   Markers: in(Type), out(Type) or const(Type) for each place-marker, in order.
template_markers(T, Ms) :-
    phrase(markers(T), Ms).

markers(X) --> { var(X) }, !.
markers(+T) --> { atom(T) }, !, [in(T)].
markers(-T) --> { atom(T) }, !, [out(T)].
markers(#T) --> { atom(T) }, !, [const(T)].
markers(X) --> { compound(X) }, !, { X =.. [_|As] }, markers_list(As).
markers(_) --> [].

markers_list([]) --> [].
markers_list([A|As]) --> markers(A), markers_list(As).

%!  template_goal(+Template, -Goal, -Vars) is det.
%   Goal: Template with each place-marker replaced by a fresh variable; Vars: those
%   variables, in marker order.
template_goal(T, G, Vs) :-
    replace(T, G, Vs, []).

replace(X, X, Vs, Vs) :- var(X), !.
replace(+T, V, [V|Vs], Vs) :- atom(T), !.
replace(-T, V, [V|Vs], Vs) :- atom(T), !.
replace(#T, V, [V|Vs], Vs) :- atom(T), !.
replace(X, Y, Vs0, Vs) :- compound(X), !,
    X =.. [F|As], replace_list(As, Bs, Vs0, Vs), Y =.. [F|Bs].
replace(X, X, Vs, Vs).

replace_list([], [], Vs, Vs).
replace_list([A|As], [B|Bs], Vs0, Vs) :- replace(A, B, Vs0, Vs1), replace_list(As, Bs, Vs1, Vs).

%!  template_predicate(+Template, -Name, -Arity, -Negated) is det.
%   The predicate a template calls (under a negation: the negated one), and whether it is
%   negated (true/false).
template_predicate(\+ A, N, Ar, true) :- !, functor(A, N, Ar).
template_predicate(A, N, Ar, false) :- functor(A, N, Ar).

%!  check_template(+Kind, +Template, -Error) is det.
%   Error: '' for a well-formed template of a modeh (Kind = modeh) or modeb, else why not.
check_template(Kind, T, Error) :-
    (   \+ callable(T) -> Error = 'the mode atom is not a predicate'
    ;   T = (\+ _), Kind == modeh -> Error = 'a head cannot be negated'
    ;   T = (\+ A), \+ callable(A) -> Error = 'the negated mode atom is not a predicate'
    ;   T = (\+ A), template_markers(A, Ms), member(M, Ms), M \= in(_)
    ->  Error = 'a negated mode may only have +type arguments'
    ;   template_markers(T, []), T \= (\+ _), \+ atom(T)
    ->  Error = 'no argument is +type, -type or #type'
    ;   bad_argument(T) -> Error = 'every argument must be +type, -type, #type or a term built of them'
    ;   Error = ''
    ).

%   bad_argument(+Template): an argument (at the top level of the predicate) holds no marker
%   and is not a constant term: a variable, say.
bad_argument(T) :-
    ( T = (\+ A) -> true ; A = T ),
    compound(A), A =.. [_|Args],
    member(X, Args),
    (   var(X)
    ;   X = +Y, \+ atom(Y)
    ;   X = -Y, \+ atom(Y)
    ;   X = #Y, \+ atom(Y)
    ),
    !.
