"""Apply learned rule files (safe/2, mine/2 theories) to Minesweeper boards through Prolog.

``RulesEngine(rule_files)`` loads ``background/minesweeper.pl`` into a Prolog module of its own
(``ilp_rules``, from a stream under a source name of its own, so other modules of the process
may consult the same file), reads each rule file with ``ilp.theory.read_theory`` and asserts every clause
``safe(T, B) :- Body`` / ``mine(T, B) :- Body`` as ``ilp_rule(Id, T, B) :- Body`` in that module,
``Id`` a number unique in the process.  The clause names and their order (files in the order
given, clauses in file order) are kept in ``ilp_ruleset(Key, Target, [Id-Name, ...])``.

``engine.apply(board)`` runs ONE Prolog query per board: it asserts the board's facts
(``examples_gen.prolog_facts.board_facts``, under a fresh board atom), and for every hidden,
unflagged tile (``hidden_tile/2``) tries the safe clauses, then the mine clauses, in order, each
under ``call_with_inference_limit`` (a clause that exceeds the limit, or raises an error, counts
as not firing on that tile), and keeps the first clause that fires; the facts are erased again
(``setup_call_cleanup``) whatever happens, so nothing leaks from one board to the next.

A tile that some safe clause and some mine clause both classify is a *conflict* (a wrong
learned clause; the board itself cannot be both).  ``apply`` reports it in both lists, as the
rules conclude (``ilp rules apply`` shows both); ``Classification.conflicts`` lists such tiles,
and the rule player acts on neither conclusion for them (it leaves the tile to the fallback's
judgement and never flags or opens it on the rules' word).

pyswip holds one engine per process and is not thread-safe: use one ``RulesEngine`` per
process (parallel play uses spawn worker processes, each building its own).
"""

from __future__ import annotations

import itertools
import os
from dataclasses import dataclass, field
from pathlib import Path

from ilp.errors import InputError

ROOT = Path(__file__).resolve().parent.parent
BACKGROUND = ROOT / "background" / "minesweeper.pl"
MODULE = "ilp_rules"
DEFAULT_INFERENCE_LIMIT = 200_000
TARGETS = ("safe", "mine")

# Helper predicates, loaded into MODULE next to the background knowledge.
_HELPERS = r"""
:- dynamic ilp_rule/3, ilp_ruleset/3.

%  ilp_clause_parts(+Text, -HeadText, -HeadVars, -Lits): the clause numbervar'ed; Lits is a list
%  of [LiteralText, VarNumbers] in body order (fails when Text is not a clause with a body).
ilp_clause_parts(Text, HeadText, HeadVars, Lits) :-
    catch(term_string(Clause, Text), _, fail),
    Clause = (Head :- Body),
    numbervars(Clause, 0, _),
    ilp_var_numbers(Head, HeadVars),
    format(atom(HeadText), '~W', [Head, [quoted(true), numbervars(true)]]),
    ilp_conj_list(Body, Ls),
    findall([LT, Vs], (member(L, Ls), format(atom(LT), '~W', [L, [quoted(true), numbervars(true)]]),
                       ilp_var_numbers(L, Vs)), Lits).

ilp_conj_list((A, B), L) :- !, ilp_conj_list(A, LA), ilp_conj_list(B, LB), append(LA, LB, L).
ilp_conj_list(A, [A]).

ilp_var_numbers(T, Ns) :- findall(N, (sub_term(S, T), compound(S), S = '$VAR'(N), integer(N)), Ns0), sort(Ns0, Ns).

%  ilp_add_rule(+Id, +Text, -Status): Status = ok, or an atom saying what is wrong.
ilp_add_rule(Id, Text, Status) :-
    catch(term_string(Clause, Text), E, true),
    (   nonvar(E)
    ->  ilp_error_text(E, Status)
    ;   ( Clause = (Head :- Body) -> true ; Head = Clause, Body = true ),
        (   compound(Head), Head =.. [Target, T, B], memberchk(Target, [safe, mine])
        ->  (   ilp_undefined_goal(Body, PI)
            ->  format(atom(Status), 'it calls ~q, which the background knowledge does not define', [PI])
            ;   ilp_memo_zones(Body, Body1),
                assertz((ilp_rule(Id, T, B) :- Body1)), Status = ok
            )
        ;   Status = 'the head is not safe(Tile, Board) or mine(Tile, Board)'
        )
    ).

%  Every clause of a rule set starts from the zone of interest of the same tile: compute it once
%  per tile and board query (ilp_zone/3 memoises zoneOfInterest/3, which is deterministic for a
%  bound tile and board; the memo is cleared after each board).
:- dynamic ilp_zone_memo/3.
ilp_memo_zones((A, B), (MA, MB)) :- !, ilp_memo_zones(A, MA), ilp_memo_zones(B, MB).
ilp_memo_zones(zoneOfInterest(T, B, Z), ilp_zone(T, B, Z)) :- !.
ilp_memo_zones(G, G).

ilp_zone(T, B, Z) :-
    (   ground(T-B)
    ->  (   ilp_zone_memo(T, B, Z0)
        ->  Z0 \== none, Z = Z0
        ;   zoneOfInterest(T, B, Z1)
        ->  assertz(ilp_zone_memo(T, B, Z1)), Z = Z1
        ;   assertz(ilp_zone_memo(T, B, none)), fail
        )
    ;   zoneOfInterest(T, B, Z)
    ).

ilp_undefined_goal(G, _) :- var(G), !, fail.
ilp_undefined_goal((A, B), PI) :- !, ( ilp_undefined_goal(A, PI) ; ilp_undefined_goal(B, PI) ).
ilp_undefined_goal((A ; B), PI) :- !, ( ilp_undefined_goal(A, PI) ; ilp_undefined_goal(B, PI) ).
ilp_undefined_goal((A -> B), PI) :- !, ( ilp_undefined_goal(A, PI) ; ilp_undefined_goal(B, PI) ).
ilp_undefined_goal(\+ A, PI) :- !, ilp_undefined_goal(A, PI).
ilp_undefined_goal(G, Name/Arity) :-
    callable(G),
    functor(G, Name, Arity),
    \+ predicate_property(G, defined),
    \+ current_predicate(Name/Arity).

ilp_error_text(error(syntax_error(What), _), Msg) :- !,
    format(atom(Msg), 'syntax error: ~w', [What]).
ilp_error_text(E, Msg) :- format(atom(Msg), '~q', [E]).

ilp_set_ruleset(Key, Target, Pairs) :-
    retractall(ilp_ruleset(Key, Target, _)),
    assertz(ilp_ruleset(Key, Target, Pairs)).

ilp_drop(Key) :-
    forall(( ilp_ruleset(Key, _, Pairs), member(Id-_, Pairs) ),
           retractall(ilp_rule(Id, _, _))),
    retractall(ilp_ruleset(Key, _, _)).

ilp_load_facts(Text, Refs) :-
    setup_call_cleanup(open_string(Text, S), ilp_read_facts(S, Refs), close(S)).

ilp_read_facts(S, Refs) :-
    read_term(S, T, []),
    (   T == end_of_file
    ->  Refs = []
    ;   T = (:- _)
    ->  ilp_read_facts(S, Refs)
    ;   assertz(T, Ref),
        Refs = [Ref|Rest],
        ilp_read_facts(S, Rest)
    ).

ilp_erase([]).
ilp_erase([R|Rs]) :- erase(R), ilp_erase(Rs).

%  ilp_apply(+Key, +B, +FactsText, +Limit, -Safe, -Mine, -Trouble)
%  Safe, Mine: lists [R, C, Name] in row-major order; Trouble: [Exceeded, Errors] counts.
ilp_apply(Key, B, Text, Limit, Safe, Mine, [Exc, Err]) :-
    nb_setval(ilp_exceeded, 0), nb_setval(ilp_errors, 0),
    setup_call_cleanup(ilp_load_facts(Text, Refs),
                       ilp_classify(Key, B, Limit, Safe, Mine),
                       ( ilp_erase(Refs), retractall(ilp_zone_memo(_, B, _)) )),
    nb_getval(ilp_exceeded, Exc), nb_getval(ilp_errors, Err).

ilp_classify(Key, B, Limit, Safe, Mine) :-
    findall(T, hidden_tile(B, T), Tiles),
    ( ilp_ruleset(Key, safe, SR) -> true ; SR = [] ),
    ( ilp_ruleset(Key, mine, MR) -> true ; MR = [] ),
    ilp_over(Tiles, SR, B, Limit, Safe),
    ilp_over(Tiles, MR, B, Limit, Mine).

ilp_over(_, [], _, _, []) :- !.
ilp_over([], _, _, _, []).
ilp_over([T|Ts], Rules, B, Limit, Out) :-
    (   ilp_first(Rules, T, B, Limit, Name)
    ->  T = t(R, C), Out = [[R, C, Name]|Rest]
    ;   Out = Rest
    ),
    ilp_over(Ts, Rules, B, Limit, Rest).

ilp_first([Id-Name|Rules], T, B, Limit, Found) :-
    (   ilp_fires(Id, T, B, Limit)
    ->  Found = Name
    ;   ilp_first(Rules, T, B, Limit, Found)
    ).

ilp_fires(Id, T, B, Limit) :-
    catch(call_with_inference_limit(ilp_rule(Id, T, B), Limit, Res), Ex, ilp_error(Ex)),
    (   Res == inference_limit_exceeded
    ->  nb_getval(ilp_exceeded, N0), N is N0 + 1, nb_setval(ilp_exceeded, N), fail
    ;   true
    ).

ilp_error(Ex) :-
    (   Ex = '$aborted' -> throw(Ex) ; true ),
    nb_getval(ilp_errors, N0), N is N0 + 1, nb_setval(ilp_errors, N), fail.
"""

_loaded = False
_keys = itertools.count(1)
_ids = itertools.count(1)


def _prolog():
    from pyswip import Prolog
    return Prolog


def _query_once(goal: str):
    result = list(_prolog().query(goal, maxresult=1))
    return result[0] if result else None


def _quote(text: str) -> str:
    return "'" + str(text).replace("\\", "\\\\").replace("'", "\\'") + "'"


def _call(name: str, *args):
    """Call MODULE:name(args...) once through the low-level interface.  Arguments: ints,
    atoms (str), `Variable` (the class: a fresh output variable) or `_StringArg` (long text,
    passed as a Prolog string, no quoting).  Returns the output variables' values or None.

    Everything happens inside a foreign frame that is discarded afterwards: pyswip's term
    references would otherwise pile up on the foreign stack (and keep every facts-text atom
    alive), making a long match slower and slower."""
    from pyswip import Functor, Query, Variable
    from pyswip.core import PL_discard_foreign_frame, PL_open_foreign_frame
    fid = PL_open_foreign_frame()
    try:
        vars_ = []
        real = []
        for a in args:
            if a is Variable:
                v = Variable()
                vars_.append(v)
                real.append(v)
            elif isinstance(a, _StringArg):
                real.append(_string_term(a.text))
            else:
                real.append(a)
        # call/1 of Module:Goal (a bare ':'/2 goal does not open as a query).  Exceptions are
        # caught by the query flags: helpers called this way catch their own.
        goal = Functor("call", 1)(Functor(":", 2)(MODULE, Functor(name, len(real))(*real)))
        q = Query(goal)
        try:
            if not q.nextSolution():
                return None
            return [_value(v.value) for v in vars_]
        finally:
            q.closeQuery()
    finally:
        PL_discard_foreign_frame(fid)


_put_string = None


@dataclass
class _StringArg:
    text: str


def _string_term(text: str):
    """A pyswip Term holding `text` as a Prolog string (on the stacks, freed with the frame;
    an atom would stay in the atom table)."""
    global _put_string
    from ctypes import c_char_p, c_int, c_size_t
    from pyswip import Term
    from pyswip.core import PL_new_term_ref, _lib, term_t
    if _put_string is None:
        _put_string = _lib.PL_put_string_nchars
        _put_string.argtypes = [term_t, c_size_t, c_char_p]
        _put_string.restype = c_int
    data = text.encode("utf-8")
    t = PL_new_term_ref()
    if not _put_string(t, len(data), data):
        raise RuntimeError("cannot pass text to Prolog")
    return Term(t)


def _value(v):
    from pyswip import Atom
    if isinstance(v, list):
        return [_value(x) for x in v]
    if isinstance(v, Atom):
        return v.value
    if isinstance(v, bytes):
        return v.decode()
    return v


def _ensure_loaded() -> None:
    global _loaded
    if _loaded:
        return
    if not BACKGROUND.is_file():
        raise InputError(f"background knowledge not found: {BACKGROUND}")
    # Loaded from a stream under a source name of our own: SWI-Prolog refuses to load one
    # non-module file into two modules, and other parts of the project (the learner, tests)
    # consult background/minesweeper.pl into modules of their own in the same process.
    _query_once(
        f"setup_call_cleanup(open({_quote(str(BACKGROUND))}, read, S), "
        f"load_files({MODULE}:ilp_rules_background, [stream(S)]), close(S))"
    )
    _query_once(f"{MODULE}:use_module(library(lists))")
    # the helpers, from a string, into MODULE
    _query_once(
        "open_string(" + _quote(_HELPERS) + ", S), "
        f"load_files({MODULE}:ilp_rules_helpers, [stream(S)]), close(S)"
    )
    _loaded = True


def execution_order(head_vars, literals) -> list[int]:
    """The order to run a clause body in (indices into `literals`, each a (text, var numbers)
    pair in the clause's order).  A literal's inputs are the variables that occur before it,
    its outputs those it introduces.  Each test (a literal introducing nothing) runs as soon as
    its inputs are bound, and its providers are placed just in time, the deepest provider chain
    first -- so `setHasXMines(E), setHasXMines(F), diffSetHasXMines(E,F,G)` is filtered before
    the next set is enumerated, instead of enumerating every triple of sets first.  The
    conjunction is the same, so the clause classifies exactly the same tiles."""
    seen = set(head_vars)
    ins, outs, provider = [], [], {}
    for i, (_, vs) in enumerate(literals):
        ins.append([v for v in vs if v in seen])
        outs.append([v for v in vs if v not in seen])
        for v in outs[-1]:
            provider[v] = i
        seen.update(vs)
    depth = {}

    def var_depth(v):
        if v not in provider:
            return 0
        if v not in depth:
            depth[v] = 1 + max((var_depth(u) for u in ins[provider[v]]), default=0)
        return depth[v]

    bound, order, placed = set(head_vars), [], set()
    tests = [i for i in range(len(literals)) if not outs[i]]

    def place(i):
        if i in placed:
            return
        for v in sorted((v for v in ins[i] if v not in bound), key=var_depth, reverse=True):
            place(provider[v])
        if i in placed:      # a test placed as soon as its providers bound its inputs
            return
        placed.add(i)
        order.append(i)
        bound.update(outs[i])
        for t in tests:
            if t not in placed and all(v in bound for v in ins[t]):
                placed.add(t)
                order.append(t)

    for i in tests + list(range(len(literals))):
        place(i)
    return order


def _scheduled(text: str) -> str:
    """`text` with its body in execution order (see execution_order); as is when not a rule."""
    res = _query_once(f"{MODULE}:ilp_clause_parts({_quote(text)}, H, HV, Ls)")
    if res is None:
        return text
    lits = [(_value(lt), list(vs)) for lt, vs in res["Ls"]]
    order = execution_order(list(res["HV"]), lits)
    return f"{_value(res['H'])} :- {', '.join(lits[i][0] for i in order)}."


def _read_rule_file(path):
    from ilp.theory import read_theory

    p = Path(path)
    if not p.is_file():
        raise InputError(f"rule file not found: {path}")
    try:
        return read_theory(p)
    except InputError:
        raise
    except Exception as err:  # noqa: BLE001 -- any parse failure is the file's fault
        raise InputError(f"{path}: cannot read rule file: {err}") from None


@dataclass
class Classification:
    """What a rule set concludes about one board."""
    safe: list[tuple[tuple[int, int], str]] = field(default_factory=list)   # (tile, clause name)
    mine: list[tuple[tuple[int, int], str]] = field(default_factory=list)
    limit_exceeded: int = 0     # clause-on-tile calls stopped by the inference limit
    errors: int = 0             # clause-on-tile calls that raised an error

    @property
    def conflicts(self) -> list[tuple[int, int]]:
        mines = {t for t, _ in self.mine}
        return [t for t, _ in self.safe if t in mines]

    def to_json(self) -> dict:
        return {"safe": [{"tile": [r, c], "rule": n} for (r, c), n in self.safe],
                "mine": [{"tile": [r, c], "rule": n} for (r, c), n in self.mine]}


class RulesEngine:
    """Learned rule files loaded into Prolog; `apply(board)` classifies a board's tiles."""

    def __init__(self, rule_files, inference_limit: int = DEFAULT_INFERENCE_LIMIT):
        files = [rule_files] if isinstance(rule_files, (str, os.PathLike)) else list(rule_files)
        if not files:
            raise InputError("no rule file given (--rules RULEFILE)")
        if int(inference_limit) <= 0:
            raise InputError("the inference limit must be positive")
        self.inference_limit = int(inference_limit)
        _ensure_loaded()
        self.key = next(_keys)
        self.rules = []           # NamedClause-like objects, in order
        by_target = {t: [] for t in TARGETS}
        try:
            for path in files:
                clauses = _read_rule_file(path)
                for cl in clauses:
                    target = cl.head.split("/")[0] if cl.head else ""
                    if cl.head not in ("safe/2", "mine/2"):
                        raise InputError(f"{path}: clause {cl.name} has head {cl.head}; "
                                         "only safe/2 and mine/2 rules can be applied to boards")
                    rid = next(_ids)
                    res = _query_once(f"{MODULE}:ilp_add_rule({rid}, {_quote(_scheduled(cl.text))}, St)")
                    status = _value(res["St"]) if res else "cannot be loaded"
                    if status != "ok":
                        raise InputError(f"{path}: clause {cl.name} cannot be used: {status}")
                    by_target[target].append((rid, cl.name))
                    self.rules.append(cl)
            if not self.rules:
                raise InputError(f"no safe/2 or mine/2 clause in {', '.join(map(str, files))}")
            for target, pairs in by_target.items():
                plist = "[" + ",".join(f"{rid}-{_quote(name)}" for rid, name in pairs) + "]"
                _query_once(f"{MODULE}:ilp_set_ruleset({self.key}, {target}, {plist})")
        except BaseException:
            self.close()
            raise
        self.names = [cl.name for cl in self.rules]

    def apply(self, board) -> Classification:
        """Every hidden, unflagged tile some clause classifies, with the first clause that
        fired (one Prolog query)."""
        from pyswip import Variable
        from examples_gen.prolog_facts import board_facts
        # one board id for every board: its facts are erased after each query
        bid = "ilp_rules_board"
        text = board_facts(bid, board)
        res = _call("ilp_apply", self.key, bid, _StringArg(text), self.inference_limit,
                    Variable, Variable, Variable)
        if res is None:  # cannot happen unless the background is broken
            raise RuntimeError("rules query failed")
        safe, mine, (exc, err) = res
        return Classification(
            safe=[((int(r), int(c)), str(n)) for r, c, n in safe],
            mine=[((int(r), int(c)), str(n)) for r, c, n in mine],
            limit_exceeded=int(exc), errors=int(err))

    def close(self) -> None:
        """Retract this engine's rules (the background stays loaded for the process)."""
        try:
            _query_once(f"{MODULE}:ilp_drop({self.key})")
        except Exception:  # noqa: BLE001
            pass

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


