/*  The theory check: a rule file or a theory is data, not code.

    Every theory the project runs -- rule files given to `ilp rules apply`, `ilp play` and
    `ilp advise`, files shown by `ilp rules show`, theories submitted to the active-learning
    server -- is read here first, term by term (never consulted), and refused unless each
    clause belongs to the learned language:

    - no directives, no variable or module-qualified goals, no meta-calls;
    - heads: predicates of the language (or, when the language does not say, any predicate
      that is not built in);
    - bodies: the language's predicates (the modes' body predicates, the theory's own heads
      for recursion) and a fixed list of pure built-ins -- comparisons, unification,
      arithmetic evaluation, type tests, list and ordered-set utilities, clp(FD) relations.
      Nothing that touches files, processes, the database, flags, threads or the engine
      (halt, abort, assert, open, shell, atom building...) is on that list.

    Learned theories always pass: the learner only writes clauses of mode-declared predicates.
*/
:- module(ilp_theory_check, [check_theory/3, safe_builtin/1]).

:- use_module(load).
:- use_module(messages).

%!  check_theory(+Source, +Language, -Result) is det.
%   Source: file(Path) or text(Text).  Language: language(Module, Heads, Calls), where
%   Module gives the operators to read with; Heads is the list of Name/Arity the clauses may
%   define, or `any` (any predicate that is not built in); Calls is the list of Name/Arity
%   the bodies may call besides the theory's own heads and the safe built-ins, or `any`
%   (any predicate that is not built in: a background not at hand defines them).
%   Result: ok(Clauses), Clauses a list of clause(Text, Comments, Name/Arity) in file order
%   (Text as portray_clause/1 writes it), or error(K, Message) for the first bad clause
%   (K counts clauses and directives from 1; 0 when the source cannot be read at all).
check_theory(Source, language(Module, Heads, Calls), Result) :-
    catch(read_terms(Source, Module, Terms), E, true),
    (   nonvar(E)
    ->  error_text(E, Message), Result = error(0, Message)
    ;   own_heads(Terms, Own),
        catch(check_terms(Terms, 1, Heads, Calls, Own, Clauses), bad(K, Message), true),
        (   var(K) -> Result = ok(Clauses) ; Result = error(K, Message) )
    ).

own_heads(Terms, Own) :-
    findall(N/A, ( member(term(T, _, _, _), Terms), nonvar(T), T \= (:- _),
                   ( T = (H :- _) -> true ; H = T ), callable(H), functor(H, N, A) ), Own0),
    sort(Own0, Own).

check_terms([], _, _, _, _, []).
check_terms([term(T, _, Comments, Line)|Ts], K, Heads, Calls, Own, [clause(Text, Comments, PI)|Cs]) :-
    catch(check_clause(T, Heads, Calls, Own, PI),
          why(Why), ( format(atom(M), "~w (line ~w)", [Why, Line]), throw(bad(K, M)) )),
    with_output_to(atom(Text), portray_clause(T)),
    K1 is K + 1,
    check_terms(Ts, K1, Heads, Calls, Own, Cs).

check_clause(T, _, _, _, _) :-
    var(T), !, throw(why('a variable is not a clause')).
check_clause((:- D), _, _, _, _) :- !,
    format(atom(W), "directives are not allowed in a theory (:- ~q)", [D]), throw(why(W)).
check_clause(T, Heads, Calls, Own, N/A) :-
    ( T = (H :- B) -> true ; H = T, B = true ),
    check_head(H, Heads),
    functor(H, N, A),
    check_body(B, Calls, Own).

check_head(H, _) :-
    \+ callable(H), !,
    format(atom(W), "the head ~q is not an atom", [H]), throw(why(W)).
check_head(H, _) :-
    H = _:_, !,
    format(atom(W), "the head ~q is module-qualified", [H]), throw(why(W)).
check_head(H, _) :-
    built_in(H), !,
    functor(H, N, A),
    format(atom(W), "the head redefines the built-in ~q", [N/A]), throw(why(W)).
check_head(H, Heads) :-
    functor(H, N, A),
    (   Heads == any -> true
    ;   memberchk(N/A, Heads) -> true
    ;   format(atom(W), "the head ~q is not one of ~q", [N/A, Heads]), throw(why(W))
    ).

check_body(G, _, _) :-
    var(G), !, throw(why('a variable as a goal is not allowed')).
check_body((A, B), Calls, Own) :- !, check_body(A, Calls, Own), check_body(B, Calls, Own).
check_body((A ; B), Calls, Own) :- !, check_body(A, Calls, Own), check_body(B, Calls, Own).
check_body((A -> B), Calls, Own) :- !, check_body(A, Calls, Own), check_body(B, Calls, Own).
check_body((A *-> B), Calls, Own) :- !, check_body(A, Calls, Own), check_body(B, Calls, Own).
check_body(\+ A, Calls, Own) :- !, check_body(A, Calls, Own).
check_body(not(A), Calls, Own) :- !, check_body(A, Calls, Own).
check_body(M:G, _, _) :- !,
    format(atom(W), "the module-qualified goal ~q is not allowed", [M:G]), throw(why(W)).
check_body(G, _, _) :-
    \+ callable(G), !,
    format(atom(W), "~q is not a goal", [G]), throw(why(W)).
check_body(G, Calls, Own) :-
    functor(G, N, A),
    (   safe_builtin(N/A) -> true
    ;   memberchk(N/A, Own) -> true
    ;   built_in(G)
    ->  format(atom(W), "the body calls ~q, which is not allowed in a theory (only the background's predicates, comparisons and arithmetic)", [N/A]),
        throw(why(W))
    ;   Calls == any -> true
    ;   memberchk(N/A, Calls) -> true
    ;   format(atom(W), "the body calls ~q, which is not a predicate of the language", [N/A]),
        throw(why(W))
    ).

%   built_in(+Goal): a system predicate, or one a library defines (autoloadable or loaded):
%   never the background's own.
built_in(G) :-
    functor(G, N, A), functor(H, N, A),
    (   predicate_property(system:H, defined)
    ;   '$find_library'(_, N, A, _, _)
    ;   current_predicate(M:N/A), M \== user, library_module(M)
    ),
    !.

library_module(M) :-
    module_property(M, file(File)),
    (   module_property(M, class(library)) ; module_property(M, class(system)) ;
        sub_atom(File, _, _, _, '/library/') ),
    !.

%!  safe_builtin(?PI) is nondet.
%   The built-ins a theory may call: they only compute or compare terms.  Their cost is
%   bounded by the inference and stack limits every rule runs under (ilp_limits).
safe_builtin(PI) :-
    safe(List),
    member(PI, List).

safe([true/0, fail/0, false/0, !/0,
      (=)/2, (\=)/2, (==)/2, (\==)/2, (@<)/2, (@>)/2, (@=<)/2, (@>=)/2, compare/3, dif/2,
      (is)/2, (=:=)/2, (=\=)/2, (<)/2, (>)/2, (=<)/2, (>=)/2, succ/2, plus/3, between/3,
      var/1, nonvar/1, atom/1, number/1, integer/1, float/1, atomic/1, compound/1,
      callable/1, is_list/1, ground/1, string/1,
      member/2, memberchk/2, append/3, length/2, nth0/3, nth1/3, last/2, reverse/2,
      msort/2, sort/2, sort/4, sum_list/2, sumlist/2, max_list/2, min_list/2,
      max_member/2, min_member/2, list_to_set/2, subtract/3, intersection/3, union/3,
      delete/3, select/3, selectchk/3, numlist/3,
      ord_subtract/3, ord_union/3, ord_intersection/3, ord_memberchk/2, ord_subset/2,
      (#=)/2, (#\=)/2, (#<)/2, (#>)/2, (#=<)/2, (#>=)/2]).
