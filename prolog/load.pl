/*  Reading and loading Prolog text: the one way files and texts get into the engine.

    - read_terms/3 reads a file or a text term by term (never consulting it), honouring the
      op/3 directives it meets and the operators of a module, so task files written for other
      systems (`#`, clpfd's `#=`) read the same way everywhere.  Those directives hold for
      the rest of that read only: nothing a read meets outlives it.
    - load_file/2 and load_text/3 compile background knowledge into a module of its own,
      under a source name unique to that module, so one file can live in several modules.
    - add_clauses/3 asserts the clauses of a text (facts of new boards, counterexamples,
      rules) and returns references, so they can be erased again with erase_refs/1.

    Every file and text passes the input limits of prolog/limits.pl first (open_source/2):
    its size, and the nesting of its brackets, scanned on the text before read_term/3
    recurses into it; then each term read passes check_term/2 (its depth and its integers:
    data whose numbers reach Python), each term compiled or asserted check_depth/2 (code and
    facts may hold big integers: a background's, bit masks in facts).  A source over a
    limit is refused with an error naming the limit.
*/
:- module(ilp_load, [read_terms/3, check_syntax/3, load_file/3, load_text/3, add_clauses/3,
                     erase_refs/1, add_clauses_as/4, erase_added/1, open_source/2,
                     source_error/2]).

:- use_module(messages).
:- use_module(limits).

%!  read_terms(+Source, +Module, -Terms) is det.
%   Source: file(Path) or text(Text).  Terms: the terms read, in order, each as
%   term(Term, VariableNames, Comments, Line) (Comments: the text of the comments read
%   before the term, joined by newlines).  Read with the operators of Module; `:- op/3`
%   directives take effect for the rest of the read, in a temporary module that inherits
%   Module's operators and is gone afterwards (so they leak into no module, and a read
%   leaves nothing behind).  Throws the syntax error of the first unreadable term, or the
%   error of an input limit (prolog/limits.pl).
read_terms(Source, Module, Terms) :-
    in_temporary_module(Tmp,
                        add_import_module(Tmp, Module, start),
                        ilp_load:read_source(Source, Tmp, Terms)).

read_source(Source, Module, Terms) :-
    setup_call_cleanup(open_source(Source, Stream),
                       read_all(Stream, Module, Terms),
                       close(Stream)).

%!  open_source(+Source, -Stream) is det.
%   A stream on Source (file(Path) or text(Text)) after the input limits: a file must be a
%   regular file, no larger than the input_bytes limit, and the brackets of the file or text
%   must not nest deeper than the term_depth limit.  A UTF-8 byte-order mark is skipped.
open_source(Source, Stream) :-
    input_limit(term_depth, Max),
    open_raw(Source, S0, Size),
    (   Size =< Max                            % too short to nest deeper
    ->  Stream = S0
    ;   setup_call_cleanup(true, check_nesting(S0, Max), close(S0)),
        open_raw(Source, Stream, _)
    ).

%!  source_error(+Source, -Message) is det.
%   Message: '' when Source (file(Path) or text(Text)) is within the limits of
%   open_source/2 (size, nesting), else what is over: for text of another syntax read
%   elsewhere (Popper's bias.pl, answer set programs), before a parser recurses into it.
source_error(Source, Message) :-
    catch(setup_call_cleanup(open_source(Source, S), true, close(S)), E, true),
    (   var(E) -> Message = '' ; error_text(E, Message) ).

open_raw(file(Path), Stream, Size) :- !,
    (   exists_file(Path) -> true
    ;   exists_directory(Path) -> throw(error(permission_error(read, directory, Path), _))
    ;   access_file(Path, exist)
    ->  throw(error(domain_error(regular_file, Path), _))     % a device, a pipe
    ;   throw(error(existence_error(source_sink, Path), _))
    ),
    size_file(Path, Size),
    check_source_size(Size),
    open(Path, read, Stream, [encoding(utf8)]),
    skip_bom(Stream).
open_raw(text(Text), Stream, Size) :-
    string_length(Text, Size),
    check_source_size(Size),
    open_string(Text, Stream).

%   A UTF-8 byte-order mark (U+FEFF) at the start is not part of the text.
skip_bom(Stream) :-
    (   peek_char(Stream, C), C == '\xFEFF\' -> get_char(Stream, _) ; true ).

read_all(Stream, Module, Terms) :-
    read_term(Stream, Term, [module(Module), variable_names(Names), comments(Comments),
                             term_position(Pos)]),
    (   Term == end_of_file
    ->  Terms = []
    ;   stream_position_data(line_count, Pos, Line),
        check_term(Term, Line),
        ( Term = (:- op(P, T, N)) -> op(P, T, Module:N) ; true ),
        comment_text(Comments, Text),
        Terms = [term(Term, Names, Text, Line)|Rest],
        read_all(Stream, Module, Rest)
    ).

comment_text(Comments, Text) :-
    findall(C, (member(_-C0, Comments), text_to_string(C0, C)), Cs),
    atomic_list_concat(Cs, '\n', Text).

%!  check_syntax(+Source, +Module, -Result) is det.
%   Result is ok, or error(Message) for the first term that cannot be read.
check_syntax(Source, Module, Result) :-
    catch(read_terms(Source, Module, _), E, true),
    (   var(E) -> Result = ok
    ;   error_text(E, Message), Result = error(Message)
    ).

%!  load_file(+Module, +File, -Errors) is det.
%   Compile File into Module, under the source name File#Module (unique to Module).  What
%   its directives print goes to stderr: stdout carries the learner's results.  Errors: the
%   error messages printed while loading (syntax errors, directives that raised, terms over
%   the input limits), as text; a file over a limit of open_source/2 is one such error, and
%   nothing of it is loaded.
load_file(Module, File, Errors) :-
    atomic_list_concat([File, '#', Module], Id),
    current_output(Out),
    catch(open_source(file(File), S), E, true),
    (   nonvar(E)
    ->  error_text(E, Text), Errors = [Text]         % over a limit, or not a file
    ;   collecting_errors(
            catch(setup_call_cleanup(set_output(user_error),
                                     checked_load(Module:Id, S),
                                     ( set_output(Out), close(S) )),
                  error(ilp_limit(L, M, W), C),           % a file it includes, over a limit
                  record_error(error(ilp_limit(L, M, W), C))),
            Errors)
    ).

%   checked_load(+Module:Id, +Stream): load_files/2 from Stream, each term checked against
%   the input limits (check_depth/2) before it is compiled: a term over them is reported as
%   an error of the load, like a syntax error, and skipped.  A file it includes or loads
%   (but SWI-Prolog's own libraries) passes open_source/2 too (prolog:open_source_hook/3).
checked_load(Module:Id, S) :-
    setup_call_cleanup(( asserta((user:term_expansion(T, _) :-
                                      ilp_load:check_loaded(T)), Ref),
                         b_setval(ilp_checked_load, true) ),
                       load_files(Module:Id, [stream(S), silent(true)]),
                       ( erase(Ref), b_setval(ilp_checked_load, false) )).

:- multifile prolog:open_source_hook/3.

prolog:open_source_hook(Path, Stream, _Options) :-
    nb_current(ilp_checked_load, true),
    \+ ( current_prolog_flag(home, Home), sub_atom(Path, 0, _, _, Home) ),
    catch(open_source(file(Path), Stream), error(ilp_limit(L, M, W), C),
          throw(error(ilp_limit(L, M, W), in_file(Path, C)))).

check_loaded(T) :-
    catch(check_depth(T, _), E, true),
    (   var(E) -> fail
    ;   E = error(ilp_limit(_, _, line(L)), _),  % the line, looked up only for the message
        (   prolog_load_context(term_position, Pos) -> stream_position_data(line_count, Pos, L)
        ;   true
        ),
        throw(E)
    ).

%   collecting_errors(:Goal, -Errors): run Goal once; Errors: the text of each error message
%   meanwhile, which are not printed (the caller reports them; warnings still print).
:- meta_predicate collecting_errors(0, -).
collecting_errors(Goal, Errors) :-
    nb_setval(ilp_load_errors, []),
    setup_call_cleanup(asserta((user:message_hook(Term, error, _) :-
                                    ilp_load:record_error(Term)), Ref),
                       once(Goal),
                       erase(Ref)),
    nb_getval(ilp_load_errors, Rev),
    reverse(Rev, Errors).

record_error(Term) :-
    error_text(Term, Text),
    nb_getval(ilp_load_errors, Es),
    nb_setval(ilp_load_errors, [Text|Es]).

%!  load_text(+Module, +Text, +Id) is det.
%   Compile the clauses of Text into Module under the source name Id.
load_text(Module, Text, Id) :-
    current_output(Out),
    setup_call_cleanup(( open_source(text(Text), S), set_output(user_error) ),
                       checked_load(Module:Id, S),
                       ( set_output(Out), close(S) )).

%!  add_clauses(+Module, +Text, -Refs) is det.
%   Assert every clause of Text at the end of its predicate in Module (directives are
%   skipped); Refs: their clause references, for erase_refs/1.  On an error (a syntax error,
%   a clause of a static predicate) nothing stays added and the error is thrown.
add_clauses(Module, Text, Refs) :-
    setup_call_cleanup(open_source(text(Text), S), read_clauses(S, Module, Clauses), close(S)),
    assert_all(Clauses, Module, [], Refs).

read_clauses(S, Module, Clauses) :-
    read_term(S, T, [module(Module), term_position(Pos)]),
    (   T == end_of_file -> Clauses = []
    ;   stream_position_data(line_count, Pos, Line),
        check_depth(T, Line),
        (   T = (:- _) -> read_clauses(S, Module, Clauses)
        ;   Clauses = [T|Rest], read_clauses(S, Module, Rest)
        )
    ).

assert_all([], _, Acc, Refs) :-
    reverse(Acc, Refs).
assert_all([C|Cs], Module, Acc, Refs) :-
    catch(assertz(Module:C, Ref), E, ( erase_refs(Acc), throw(E) )),
    assert_all(Cs, Module, [Ref|Acc], Refs).

%!  add_clauses_as(+Key, +Module, +Text, -Error) is det.
%   add_clauses/3, the references kept under Key (for callers that cannot hold them, such
%   as Python): erase_added(Key) erases them.  Error: '' or, when nothing was added, what
%   went wrong.
add_clauses_as(Key, Module, Text, Error) :-
    catch(add_clauses(Module, Text, Refs), E, true),
    (   var(E) -> assertz(added(Key, Refs)), Error = ''
    ;   error_text(E, Error)
    ).

%!  erase_added(+Key) is det.
erase_added(Key) :-
    forall(retract(added(Key, Refs)), erase_refs(Refs)).

:- dynamic added/2.

%!  erase_refs(+Refs) is det.
%   Erase the clauses of Refs (those already gone are skipped).
erase_refs(Refs) :-
    forall(member(R, Refs), ignore(catch(erase(R), _, true))).
