/*  Loading a learning task (contracts §3) into a Prolog module of its own.

    bk.pl is compiled into module M (ilp_load:load_file/2, under a source name unique to M,
    so the same file can be loaded into several modules of one process), after
    ilp_limits:guard_module/1 made halt and abort throw there.  exs.pl and modes.pl are read
    term by term (ilp_load:read_terms/3), never consulted.  Examples become
    M:'$ilp_ex'(Id, Sign, Atom) facts, modes M:'$ilp_modeh'(Recall, Atom) and
    M:'$ilp_modeb'(Recall, Atom).

    Recursion (a modeb naming a modeh predicate P), as in Progol and FOIL: P is made a dynamic
    predicate of M holding the positive examples of P as facts (besides any clauses bk.pl gives
    it), so saturation and coverage call it extensionally -- the background is B + E+.
*/
:- module(ilp_task, [ilp_load_examples/4, ilp_example_report/3, ilp_add_example/5,
                     ilp_remove_examples/2, ilp_example_text/3, ilp_example_args/3,
                     ilp_defines/3, ilp_type_values/4, ilp_ground_example/4,
                     ilp_load_modes/3, ilp_term_text/2, ilp_declare_recursive/2,
                     ilp_add_positive_facts/1, ilp_background_values/4]).

:- use_module(load).
:- use_module(limits, [check_term/2]).
:- use_module(modes).
:- use_module(messages).

:- op(200, fy, #).     % Progol's constant marker in mode declarations (local to this module)

%!  ilp_load_examples(+M, +File, +FirstId, -Result) is det.
%   Result = ok(PosIds, NegIds, Indicators, Skipped) | error(Message).  A term that cannot be
%   read is skipped, as SWI-Prolog's consult skips it: Skipped lists each as Line-Message.
%   An example that is not ground is an error naming its line.
ilp_load_examples(M, File, FirstId, Result) :-
    dynamic(M:'$ilp_ex'/3),                    % an exs.pl without examples still has the table
    catch(read_tolerant(File, Terms, Skipped), E, true),
    (   nonvar(E) -> error_text(E, Msg), Result = error(Msg)
    ;   catch(store_examples(Terms, M, FirstId, Pos, Neg, 1), ilp_error(Msg), true),
        (   nonvar(Msg) -> Result = error(Msg)
        ;   findall(I, (M:'$ilp_ex'(_, _, A), functor(A, N, Ar), format(atom(I), "~w/~w", [N, Ar])), Is0),
            sort(Is0, Is),
            Result = ok(Pos, Neg, Is, Skipped)
        )
    ).

%   read_tolerant(+File, -Terms, -Skipped): the terms of File as term(T, Names, Comments,
%   Line).  A term that cannot be read costs only its first line: that line is skipped
%   (Skipped: Line-Message for each) and reading goes on at the next, so one stray line
%   (a heading, a marker from another tool) loses no example after it.  The input limits
%   (prolog/limits.pl) hold as for every read: one over them is an error, not a skipped line.
read_tolerant(File, Terms, Skipped) :-
    setup_call_cleanup(open_source(file(File), S),      % the input limits first
                       read_tolerant_(S, Terms, Skipped),
                       close(S)).

read_tolerant_(S, Terms, Skipped) :-
    stream_property(S, position(Before)),
    catch(read_term(S, T, [module(ilp_task), variable_names(Ns), term_position(P)]), E, true),
    (   nonvar(E)
    ->  error_text(E, Msg),
        set_stream_position(S, Before),
        skip_layout(S),
        line_count(S, Line),
        read_line_to_string(S, Text),
        (   Text == end_of_file
        ->  Terms = [], Skipped = [Line-Msg]
        ;   format(atom(What), "~w: ~w", [Text, Msg]),
            Skipped = [Line-What|Skipped1],
            read_tolerant_(S, Terms, Skipped1)
        )
    ;   T == end_of_file
    ->  Terms = [], Skipped = []
    ;   stream_position_data(line_count, P, Line),
        check_term(T, Line),                            % its depth and its integers
        Terms = [term(T, Ns, '', Line)|Terms1],
        read_tolerant_(S, Terms1, Skipped)
    ).

%   skip_layout(+S): past white space and % comment lines, to the next text.
skip_layout(S) :-
    peek_char(S, C),
    (   C == end_of_file -> true
    ;   char_type(C, space) -> get_char(S, _), skip_layout(S)
    ;   C == '%' -> read_line_to_string(S, _), skip_layout(S)
    ;   true
    ).

store_examples([], _, _, [], [], _).
store_examples([term(T, Ns, _, Line)|Ts], M, Id, Pos, Neg, K) :-
    K1 is K + 1,
    (   T = (:- _) -> Pos = Pos1, Neg = Neg1, Id1 = Id        % directives (discontiguous, ...)
    ;   T = pos(A), callable(A) -> ilp_ground_example('exs.pl', Line, T, Ns),
        assertz(M:'$ilp_ex'(Id, pos, A)), Pos = [Id|Pos1], Neg = Neg1, Id1 is Id + 1
    ;   T = neg(A), callable(A) -> ilp_ground_example('exs.pl', Line, T, Ns),
        assertz(M:'$ilp_ex'(Id, neg, A)), Neg = [Id|Neg1], Pos = Pos1, Id1 is Id + 1
    ;   format(atom(Msg), "line ~w: term ~w of exs.pl is not pos(Atom) or neg(Atom): ~q",
               [Line, K, T]),
        throw(ilp_error(Msg))
    ),
    store_examples(Ts, M, Id1, Pos1, Neg1, K1).

%!  ilp_ground_example(+File, +Line, +Term, +VariableNames) is det.
%   Throws ilp_error(Message) naming File and Line when Term has a variable: an example
%   states a fact, and a variable in it would match whatever a clause proves there.
ilp_ground_example(File, Line, T, Names) :-
    (   ground(T) -> true
    ;   with_output_to(atom(Text), write_term(T, [quoted(true), variable_names(Names)])),
        format(atom(Msg), "~w: line ~w: example ~w is not ground (an example is a fact; a variable in it would match anything)",
               [File, Line, Text]),
        throw(ilp_error(Msg))
    ).

%!  ilp_example_report(+M, -Contradictory, -Repeated) is det.
%   Contradictory: [Count, ExampleText] for the atoms that are both positive and negative
%   examples; Repeated: [Count, ExampleText] for the examples given more than once (with the
%   same sign).  ExampleText is '' when the count is 0.
ilp_example_report(M, [NC, C], [NR, R]) :-
    findall(A-S, M:'$ilp_ex'(_, S, A), Pairs),
    msort(Pairs, Sorted),
    repeated(Sorted, Rep),
    length(Rep, NR),
    sort(Pairs, Unique),
    contradictory(Unique, Contra),
    length(Contra, NC),
    first_text(Rep, R),
    first_text(Contra, C).

%   contradictory(+Unique, -Atoms): the atoms both positive and negative in Unique, sorted
%   Atom-Sign pairs: there A-neg stands right before A-pos (one pass: a task with 100,000
%   examples took 4.7 s looking each positive up in the whole list).
contradictory([A-neg, B-pos|T], [A|R]) :- A == B, !, contradictory(T, R).
contradictory([_|T], R) :- !, contradictory(T, R).
contradictory([], []).

repeated([X, Y|T], [A|R]) :- X == Y, !, X = A-_, repeated([Y|T], R).
repeated([_|T], R) :- !, repeated(T, R).
repeated([], []).

first_text([], '').
first_text([A|_], T) :- format(atom(T), "~q", [A]).

%!  ilp_add_example(+M, +Sign, +Text, +Id, -Result) is det.
ilp_add_example(M, Sign, Text, Id, Result) :-
    catch(term_to_atom(A, Text), E, true),
    (   nonvar(E) -> format(atom(Msg), "cannot parse example ~w", [Text]), Result = error(Msg)
    ;   \+ callable(A) -> format(atom(Msg), "example ~w is not an atom", [Text]), Result = error(Msg)
    ;   assertz(M:'$ilp_ex'(Id, Sign, A)), functor(A, N, Ar), format(atom(I), "~w/~w", [N, Ar]),
        (   Sign == pos, recursive(M, N, Ar) -> add_fact(M, A) ; true ),
        Result = ok(I)
    ).

%!  ilp_remove_examples(+M, +Ids) is det.
%   The examples Ids are examples of M no more (added ones taken back; a positive already
%   made a fact of a recursive predicate stays one).
ilp_remove_examples(M, Ids) :-
    forall(member(I, Ids), retractall(M:'$ilp_ex'(I, _, _))).

%!  ilp_example_text(+M, +Id, -Text) is semidet.
%   Text: the atom of example Id, written with ~q.  Fails when M has no example Id.
ilp_example_text(M, Id, Text) :-
    M:'$ilp_ex'(Id, _, A), !,
    format(atom(Text), "~q", [A]).

%!  ilp_example_args(+M, +Id, -Texts) is semidet.
%   Texts: the arguments of the atom of example Id, each written with ~q.  Fails when M has
%   no example Id.
ilp_example_args(M, Id, Texts) :-
    M:'$ilp_ex'(Id, _, A), !,
    A =.. [_|Args],
    maplist([X, T]>>format(atom(T), "~q", [X]), Args, Texts).

%!  ilp_defines(+M, +Name, +Arity) is semidet.
%   A call of Name/Arity in M finds a predicate: M defines it or imports it
%   (current_predicate/2).
ilp_defines(M, Name, Arity) :-
    functor(G, Name, Arity),
    current_predicate(_, M:G), !.

%!  ilp_type_values(+M, +Type, +Max, -Texts) is det.
%   Texts: the values X of the first Max answers of M:Type(X), each written with ~q, when M
%   defines Type/1 (Aleph's type definitions: `animal(dog).`); [] when it does not or when
%   calling it raises.
ilp_type_values(M, Type, Max, Texts) :-
    (   catch(type_values(M, Type, Max, Texts0), _, fail) -> Texts = Texts0 ; Texts = [] ).

type_values(M, Type, Max, Texts) :-
    current_predicate(M:Type/1),
    functor(G, Type, 1),
    findall(T, ( limit(Max, M:G), arg(1, G, X), format(atom(T), "~q", [X]) ), Texts).

%!  ilp_declare_recursive(+M, +Indicators) is det.
%   Called before bk.pl is loaded: each Name/Arity (a modeh predicate that a modeb names) becomes
%   a dynamic predicate of M.  Declared first, so that clauses bk.pl gives it (a partial
%   definition) land in the same predicate as the positive examples added as facts later: the
%   bk's clauses stay, and its own recursive calls see the examples too.
ilp_declare_recursive(M, Indicators) :-
    dynamic([M:'$ilp_recursive'/2, M:'$ilp_example_fact'/1]),
    forall(member(N/A, Indicators),
           ( dynamic(M:N/A), assertz(M:'$ilp_recursive'(N, A)) )).

%!  ilp_add_positive_facts(+M) is det.
%   Every positive example of a recursive predicate becomes a fact of it (after bk.pl is
%   loaded).  Examples added later become facts in ilp_add_example/5.
ilp_add_positive_facts(M) :-
    forall(( M:'$ilp_ex'(_, pos, A), functor(A, N, Ar), recursive(M, N, Ar) ),
           add_fact(M, A)).

%!  ilp_background_values(+M, +Places, +Limit, -Values) is det.
%   Values: the distinct constants (as quoted texts, at most Limit) that the stored facts of
%   module M hold at Places, a list of Name/Arity-Index: what a type ranges over when no type
%   predicate defines it (positive-only learning draws its random atoms from them).  Only
%   facts are read, never a rule run: a background predicate may loop or be slow.
ilp_background_values(M, Places, Limit, Values) :-
    findall(T, limit(Limit, distinct(T, place_value(M, Places, T))), Values).

place_value(M, Places, T) :-
    member(N/A-I, Places),
    functor(G, N, A),
    catch(limit(100000, clause(M:G, true)), _, fail),
    arg(I, G, X),
    atomic(X),
    format(atom(T), "~q", [X]).

recursive(M, N, Ar) :-
    current_predicate(M:'$ilp_recursive'/2),
    M:'$ilp_recursive'(N, Ar).

%   add_fact(+M, +A): assert A unless a fact as general already holds (a repeated example, or a
%   fact of bk.pl): duplicates would only repeat answers.
add_fact(M, A) :-
    (   copy_term(A, C), clause(M:C, true), C =@= A -> true
    ;   assertz(M:A, Ref), assertz(M:'$ilp_example_fact'(Ref))
    ).

%!  ilp_load_modes(+M, +Source, -Result) is det.
%   Source: file(Path) or text(Text) (a path alone is a file).  Result = ok(Modes, Settings)
%   | error(Message).  Modes: one mode(Kind, Recall, Name, Arity, Negated, TemplateText,
%   Markers) a declaration, Kind modeh or modeb, Recall an integer or '*', Negated true or
%   false, Markers a list of Marker-Type (Marker in, out or const; prolog/modes.pl);
%   Settings: one Name-ValueText a set/2 (Value written by ~q).  Aleph's
%   lazy_evaluate(Name/Arity) becomes M:'$ilp_lazy'(Name, Arity): saturation
%   gives that predicate's modes lazy literals, whose constant the search chooses
%   (prolog/bottom.pl).  Modes are stored as M:'$ilp_modeh'(Recall, Template) and
%   M:'$ilp_modeb'(Recall, Template), negations written \+ (not/1 accepted).
ilp_load_modes(M, Source0, Result) :-
    ( Source0 = text(_) -> Source = Source0 ; Source0 = file(_) -> Source = Source0 ; Source = file(Source0) ),
    dynamic([M:'$ilp_modeh'/2, M:'$ilp_modeb'/2, M:'$ilp_lazy'/2]),   % modes.pl may declare no modeb at all
    catch(read_terms(Source, ilp_task, Terms0), E, true),
    (   nonvar(E) -> error_text(E, Msg), Result = error(Msg)
    ;   findall(T, member(term(T, _, _, _), Terms0), Terms),
        catch(store_modes(Terms, M, Modes, Sets), ilp_error(Msg), true),
        (   nonvar(Msg) -> Result = error(Msg) ; Result = ok(Modes, Sets) )
    ).

store_modes([], _, [], []).
store_modes([(:- D)|Ts], M, Modes, Sets) :-        % Progol/Aleph write :- modeh(...), :- set(...)
    (D = modeh(_, _) ; D = modeb(_, _) ; D = set(_, _) ; D = lazy_evaluate(_)), !,
    store_modes([D|Ts], M, Modes, Sets).
store_modes([T|Ts], M, Modes, Sets) :-
    (   T = (:- _) -> Modes = Modes1, Sets = Sets1     % other directives are ignored
    ;   T = set(N, V), atom(N) -> format(atom(VT), "~q", [V]), Sets = [N-VT|Sets1], Modes = Modes1
    ;   T = lazy_evaluate(N/A), atom(N), integer(A) -> assertz(M:'$ilp_lazy'(N, A)),
        Modes = Modes1, Sets = Sets1
    ;   (T = modeh(R, A0) ; T = modeb(R, A0)) -> functor(T, Kind, _),
        normal_template(A0, A),
        check_mode(Kind, T, R, A),
        (   Kind == modeh -> assertz(M:'$ilp_modeh'(R, A)) ; assertz(M:'$ilp_modeb'(R, A)) ),
        mode_term(Kind, R, A, L),
        Modes = [L|Modes1], Sets = Sets1
    ;   format(atom(Msg), "modes.pl: unexpected term ~q (want modeh/2, modeb/2, set/2 or lazy_evaluate/1)", [T]),
        throw(ilp_error(Msg))
    ),
    store_modes(Ts, M, Modes1, Sets1).

mode_term(Kind, R, A, mode(Kind, R, Name, Arity, Negated, TT, Markers)) :-
    template_predicate(A, Name, Arity, Negated),
    template_markers(A, Ms),
    maplist([X, K-Ty]>>(X =.. [K, Ty0], format(atom(Ty), "~w", [Ty0])), Ms, Markers),
    with_output_to(atom(TT), write_term(A, [quoted(true), spacing(next_argument),
                                            module(ilp_modes)])).

check_mode(Kind, T, R, A) :-
    (   (R == '*' ; integer(R), R > 0) -> true
    ;   format(atom(Msg), "modes.pl: recall of ~q must be a positive integer or *", [T]), throw(ilp_error(Msg))
    ),
    check_template(Kind, A, Why),
    (   Why == '' -> true
    ;   format(atom(Msg), "modes.pl: ~q: ~w", [T, Why]), throw(ilp_error(Msg))
    ).

%!  ilp_term_text(+Term, -Text) is det.
ilp_term_text(T, Text) :- format(atom(Text), "~q", [T]).
