/*  plunit tests for prolog/messages.pl (ilp_messages: error_text/2).
    Run: swipl -g run_tests -t halt tests/prolog/messages.plt
*/
:- use_module(library(plunit)).
:- prolog_load_context(directory, Dir),
   atomic_list_concat([Dir, '/../../prolog/messages.pl'], F), use_module(F).

contains(Text, Part) :- sub_atom(Text, _, _, _, Part), !.

%   stream_error(+Text, -E): the error of reading Text term by term from a stream.
stream_error(Text, E) :-
    setup_call_cleanup(open_string(Text, S),
                       catch(( repeat, read_term(S, T, []), T == end_of_file, fail ), E, true),
                       close(S)).

:- begin_tests(error_text).

test(syntax_stream_line_column, [T == 'syntax error: end_of_clause (line 1, column 4)']) :-
    stream_error("foo(.\n", E),
    error_text(E, T).
test(syntax_stream_second_line, [T == 'syntax error: operator_expected (line 2, column 7)']) :-
    stream_error("a.\nb :- (c.\n", E),
    error_text(E, T).
test(syntax_string_offset, [T == 'syntax error: end_of_clause (at character 4)']) :-
    catch(term_to_atom(_, 'foo('), E, true),
    error_text(E, T).
test(syntax_no_position, [T == 'syntax error: bad_thing']) :-
    error_text(error(syntax_error(bad_thing), _), T).
test(instantiation_worded, [T == 'atom_length/2: Arguments are not sufficiently instantiated']) :-
    catch(atom_length(_, _), E, true),
    error_text(E, T).
test(type_error_worded) :-
    catch(atom_length(f(x), _), E, true),
    error_text(E, T),
    atom(T),
    sub_atom(T, 0, _, _, 'atom_length/2: Type error'),
    contains(T, 'f(x)').
test(existence_error_one_line) :-
    catch(open('/nonexistent/dir/x.pl', read, _), E, true),
    error_text(E, T),
    contains(T, 'does not exist'),
    \+ contains(T, '\n').
%   The doc: "anything else is written with ~q".
test(arbitrary_term_quoted, [T == 'foo(bar,\'X y\')']) :-
    error_text(foo(bar, 'X y'), T).
test(variable, [T == 'unknown error']) :-
    error_text(_, T).

test(limit_depth_with_line_column,
     [T == 'a term nests more than 200 levels deep (line 3, column 9); the limit is term_depth = 200 (docs/limits.md)']) :-
    error_text(error(ilp_limit(term_depth, 200, nesting), stream(s, 3, 9, 40)), T).
test(limit_integer_with_line,
     [T == 'an integer lies outside -9223372036854775808 .. 9223372036854775807 (line 2); the limit is integer_bits = 63 (docs/limits.md)']) :-
    error_text(error(ilp_limit(integer_bits, 63, line(2)), _), T).
test(limit_size_no_line, [T == 'the input is larger than 1,000 characters; the limit is input_bytes = 1000 (docs/limits.md)']) :-
    error_text(error(ilp_limit(input_bytes, 1000, 5000), _), T).

:- end_tests(error_text).
