/*  Error messages as one line of text, for the user (the CLI prints them after "error: ").

    Every part of the project that turns a Prolog exception into words uses error_text/2, so
    a syntax error reads the same whether it is in a task file, a theory or a server request.
*/
:- module(ilp_messages, [error_text/2]).

%!  error_text(+Error, -Text:atom) is det.
%   Text: Error in words, on one line.  Syntax errors give what is wrong and where (line and
%   column in a file or stream, character offset in a string); other errors are worded by
%   SWI-Prolog's message system; anything else is written with ~q.
error_text(Error, Text) :-
    (   var(Error)
    ->  Text = 'unknown error'
    ;   Error = error(syntax_error(What), Context)
    ->  syntax_text(What, Context, Text)
    ;   Error = error(ilp_limit(Limit, Max, Where), Context)
    ->  limit_text(Limit, Max, Where, Context, Text)
    ;   catch(message_text(Error, Text0), _, fail),
        \+ sub_atom(Text0, 0, _, _, 'Unknown message')   % a term the system has no words for
    ->  Text = Text0
    ;   format(atom(Text), "~q", [Error])
    ).

syntax_text(What, Context, Text) :-
    (   ( Context = stream(_, Line, LinePos, _) ; Context = file(_, Line, LinePos, _) ),
        integer(Line)
    ->  format(atom(Text), "syntax error: ~w (line ~w, column ~w)", [What, Line, LinePos])
    ;   Context = string(_, Pos), integer(Pos)
    ->  format(atom(Text), "syntax error: ~w (at character ~w)", [What, Pos])
    ;   format(atom(Text), "syntax error: ~w", [What])
    ).

%   limit_text(+Limit, +Max, +Where, +Context, -Text): an input over a limit of
%   prolog/limits.pl, with the line (and column) where it is, and the limit's name
%   (docs/limits.md).
limit_text(Limit, Max, Where, In, Text) :-
    nonvar(In), In = in_file(File, Context), !,             % a file the source included
    limit_text(Limit, Max, Where, Context, Text0),
    format(atom(Text), "~w: ~w", [File, Text0]).
limit_text(Limit, Max, Where, Context, Text) :-
    limit_words(Limit, Max, Where, Words),
    (   Context = stream(_, Line, Col, _), integer(Line)
    ->  format(atom(At), " (line ~w, column ~w)", [Line, Col])
    ;   Where = line(Line), integer(Line)
    ->  format(atom(At), " (line ~w)", [Line])
    ;   At = ''
    ),
    format(atom(Text), "~w~w; the limit is ~w = ~w (docs/limits.md)",
           [Words, At, Limit, Max]).

limit_words(term_depth, Max, _, W) :-
    format(atom(W), "a term nests more than ~w levels deep", [Max]).
limit_words(integer_bits, Bits, _, W) :-
    Lo is -(1 << Bits), Hi is (1 << Bits) - 1,
    format(atom(W), "an integer lies outside ~w .. ~w", [Lo, Hi]).
limit_words(input_bytes, Max, _, W) :-
    format(atom(W), "the input is larger than ~D characters", [Max]).

%   message_text(+Error, -Text): the message system's lines, joined by "; ".
message_text(Error, Text) :-
    message_to_codes(Error, Codes),
    atom_codes(Text0, Codes),
    split_string(Text0, "\n", " \t", Parts0),
    exclude(==(""), Parts0, Parts),
    Parts \== [],
    atomic_list_concat(Parts, '; ', Text).

message_to_codes(Error, Codes) :-
    '$messages':translate_message(Error, Lines, []),
    with_output_to(codes(Codes), print_message_lines(current_output, '', Lines)).
