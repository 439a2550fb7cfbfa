"""The counterexample server of active learning (``ilp serve``): a FastAPI app run by uvicorn.

A learner submits a target and a theory (Prolog clause text); the server draws fresh labeled
examples from its *sampler*, tests every clause on them in Prolog and answers with each
clause's accuracy (precision on the fresh examples it covers: covered positives / covered),
the clauses kept (accuracy >= threshold on at least ``min_covered`` fresh examples) and dropped,
and a batch of
counterexamples -- positives that no kept clause covers, negatives that some submitted clause
covers -- with the facts they need, ready for ``Task.add_examples``.  Group ids (boards) of
the returned examples all start with the request's ``board_prefix`` so they never clash with
the learner's own.

Endpoints (schema at ``/openapi.json``, docs at ``/docs``):

- ``GET /health`` -- status, targets, workers, sampler settings.
- ``GET /stats`` -- request, validation, example and error counters.
- ``GET /task/{target}`` -- background text, modes text and facts header: what a learner needs
  to build its task directory.
- ``POST /sample`` -- fresh labeled examples (a learner's initial examples).
- ``POST /validate`` -- the validation described above.

The server is domain-free.  The sampler is loaded by a ``"module:factory"`` name with keyword
options (``ilp serve`` defaults to the Minesweeper one, ``examples_gen.sampler:MinesweeperSampler``); it must provide ``targets()``, ``background()``, ``modes(target)``, ``facts_header()``,
``describe()`` and ``sample(target, n, seed, prefix)`` returning an object with ``examples``
(list of (atom text, positive, group id)) and ``facts`` ({group id: Prolog facts text}); see
``examples_gen/sampler.py``.

Sampling and testing run in a pool of "spawn" worker processes (pyswip: one engine per
process), each with its own sampler and its own Prolog engine holding the sampler's background
in a module.  Each clause is parsed and checked in Prolog (head = the target, body a goal,
``library(sandbox)``'s ``safe_goal/1`` and no database changes), then tested on every example
under an inference limit per example and a time limit per clause: a clause that raises, or
exceeds the inference limit on most examples (at least 5), or the time limit, is refused with
a 422 answer naming it; the worker cleans up and the server keeps serving.

Reproducibility: each sampling request gets the seed given in the request, else one derived
from the server seed and a request counter (``numpy.random.SeedSequence([seed, counter])``);
the answer reports the seed used.

Binding beyond loopback needs a token (``--token`` or ``ILP_SERVE_TOKEN``); when a token is set,
every request (the schema included) must carry ``Authorization: Bearer TOKEN`` (or
``X-ILP-Token: TOKEN``), else 401.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import importlib
import json
import multiprocessing
import os
import secrets
import socket
import sys
import threading
import time
from concurrent.futures.process import BrokenProcessPool
from dataclasses import asdict, dataclass, field

import numpy as np
from pydantic import BaseModel, ConfigDict, Field

from ilp.errors import InputError

LOOPBACK = ("127.0.0.1", "::1", "localhost")
TOKEN_ENV = "ILP_SERVE_TOKEN"
_NAME = r"^[a-z][A-Za-z0-9_]*$"


@dataclass
class ServerConfig:
    host: str = "127.0.0.1"
    port: int = 8765
    workers: int = 0                 # 0: one per core
    threshold: float = 1.0           # default accuracy threshold (a request may give its own)
    min_covered: int = 1             # default fewest fresh examples a kept clause covers: a
    #                                  clause covering none has shown no accuracy (0 keeps it)
    examples: int = 500              # default examples drawn per validation
    batch: int = 50                  # default most counterexamples per answer
    seed: int = 0
    sampler: str = ""                # "module:factory" (ilp serve gives the default)
    sampler_options: dict = field(default_factory=dict)
    token: str | None = None
    inference_limit: int = 200_000   # Prolog inferences per example test
    clause_time_limit: float = 10.0  # seconds per clause on one request's examples
    max_examples: int = 20_000       # most examples one request may ask for
    max_pending: int = 0             # most requests queued for workers (0: 16 per worker)

    def resolved_workers(self) -> int:
        return self.workers if self.workers and self.workers > 0 else (os.cpu_count() or 1)

    def check(self) -> None:
        if not self.sampler:
            raise InputError("no sampler given (module:factory)")
        if self.host not in LOOPBACK and not self.token:
            raise InputError(f"binding to {self.host} (beyond loopback) needs a token: "
                             f"give --token or set {TOKEN_ENV}")
        if not 0.0 <= self.threshold <= 1.0:
            raise InputError(f"accuracy threshold {self.threshold} is not in [0, 1]")
        for name in ("examples", "inference_limit", "max_examples"):
            if getattr(self, name) < 1:
                raise InputError(f"{name} must be at least 1, not {getattr(self, name)}")
        if self.batch < 0:
            raise InputError("batch must not be negative")
        if self.min_covered < 0:
            raise InputError("min_covered must not be negative")
        if self.clause_time_limit <= 0:
            raise InputError("the clause time limit must be positive")
        if not 0 <= self.port <= 65535:
            raise InputError(f"port {self.port} is not in 0..65535")


def load_sampler(name: str, options: dict | None = None):
    """Build the sampler named ``"module:factory"`` with keyword ``options``."""
    if not isinstance(name, str) or name.count(":") != 1:
        raise InputError(f"sampler {name!r} must be given as module:factory")
    module_name, attr = name.split(":")
    try:
        module = importlib.import_module(module_name)
    except ImportError as err:
        raise InputError(f"sampler {name}: cannot import {module_name}: {err}") from None
    factory = getattr(module, attr, None)
    if not callable(factory):
        raise InputError(f"sampler {name}: {module_name} has no callable {attr}")
    try:
        sampler = factory(**(options or {}))
    except TypeError as err:
        raise InputError(f"sampler {name}: bad options {options}: {err}") from None
    for method in ("targets", "background", "modes", "facts_header", "sample"):
        if not callable(getattr(sampler, method, None)):
            raise InputError(f"sampler {name} has no method {method}()")
    return sampler


def derive_seed(server_seed: int, counter: int) -> int:
    return int(np.random.SeedSequence([int(server_seed) & 0xFFFFFFFF, int(counter)])
               .generate_state(1)[0])


# =============================================================================================
# Worker processes: each holds a sampler and a Prolog engine with the background loaded.
# =============================================================================================

_HELPERS = r"""
:- use_module(library(sandbox)).
:- use_module(library(time)).
:- dynamic al_ex/2.

%  al_load_text(+M, +Text): load Prolog text (the background) into module M.
al_load_text(M, Text) :-
    setup_call_cleanup(open_string(Text, S),
                       load_files(M:'ilp_active_background', [stream(S), silent(true)]),
                       close(S)).

%  al_parse(+M, +Text, +Target, +Arity, -Items): the clauses of a theory text, each
%  ok(ClauseText, Comments) or, for the first bad one, error(Message) (and nothing after it).
al_parse(M, Text, Target, Arity, Items) :-
    setup_call_cleanup(open_string(Text, S), al_read_all(S, M, Target, Arity, 1, Items), close(S)).

al_read_all(S, M, Target, Arity, K, Items) :-
    catch(read_term(S, T, [comments(Cs)]), E, true),
    (   nonvar(E)
    ->  al_message(E, Msg), format(atom(A), 'clause ~w: ~w', [K, Msg]), Items = [[error, A, '']]
    ;   T == end_of_file
    ->  Items = []
    ;   al_clause_item(M, T, Cs, Target, Arity, Item0),
        (   Item0 = error(Why)
        ->  format(atom(A), 'clause ~w: ~w', [K, Why]), Items = [[error, A, '']]
        ;   Items = [Item0|Rest], K1 is K + 1,
            al_read_all(S, M, Target, Arity, K1, Rest)
        )
    ).

al_clause_item(M, T, Cs, Target, Arity, Item) :-
    (   var(T)
    ->  Item = error('a variable is not a clause')
    ;   T = (:- _)
    ->  Item = error('directives are not allowed')
    ;   ( T = (H :- B) -> true ; H = T, B = true ),
        (   \+ callable(H)
        ->  format(atom(W), 'the head ~q is not an atom', [H]), Item = error(W)
        ;   functor(H, N, A), ( N \== Target ; A =\= Arity )
        ->  format(atom(W), 'the head ~q is not ~w/~w', [H, Target, Arity]), Item = error(W)
        ;   \+ callable(B)
        ->  format(atom(W), 'the body ~q is not a goal', [B]), Item = error(W)
        ;   al_db_goal(B, G)
        ->  format(atom(W), 'the body calls ~q, which is not allowed (database, threads, input/output, sleep)', [G]),
            Item = error(W)
        ;   catch(( safe_goal(M:B) -> Safe = true ; Safe = false ), E, Safe = E), Safe \== true
        ->  al_message(Safe, Msg), format(atom(W), 'the body is not allowed: ~w', [Msg]),
            Item = error(W)
        ;   with_output_to(atom(Str), portray_clause(T)),
            findall(C, member(_-C, Cs), CL), atomic_list_concat(CL, '\n', CText),
            Item = [ok, Str, CText]
        )
    ).

al_db_goal(G, _) :- var(G), !, fail.
al_db_goal((A, B), G) :- !, ( al_db_goal(A, G) ; al_db_goal(B, G) ).
al_db_goal((A ; B), G) :- !, ( al_db_goal(A, G) ; al_db_goal(B, G) ).
al_db_goal((A -> B), G) :- !, ( al_db_goal(A, G) ; al_db_goal(B, G) ).
al_db_goal(\+ A, G) :- !, al_db_goal(A, G).
al_db_goal(_:A, G) :- !, al_db_goal(A, G).
al_db_goal(G0, G) :-
    callable(G0),
    (   G0 =.. [F|Args], memberchk(F, [call, findall, forall, once, ignore, aggregate_all,
                                        setof, bagof, catch, not]),
        member(X, Args), nonvar(X), X \= [], X \= [_|_], callable(X),
        al_db_goal(X, G)
    ->  true
    ;   functor(G0, F, _),
        memberchk(F, [assert, asserta, assertz, retract, retractall, abolish, erase,
                      recorda, recordz, recorded, flag, nb_setval, b_setval, set_prolog_flag,
                      op, dynamic, load_files, consult, ensure_loaded, use_module,
                      sleep, thread_create, thread_join, thread_get_message, thread_send_message,
                      message_queue_create, with_mutex, mutex_lock, wait_for_input, read,
                      read_term, get_char, get_code, tab, nl, write, print, format, writeln]),
        G = G0
    ).

al_message(error(syntax_error(What), Ctx), Msg) :- !,
    (   Ctx = stream(_, Line, LinePos, _)
    ->  format(atom(Msg), 'syntax error: ~w (line ~w, column ~w)', [What, Line, LinePos])
    ;   Ctx = string(_, Pos)
    ->  format(atom(Msg), 'syntax error: ~w (at character ~w)', [What, Pos])
    ;   format(atom(Msg), 'syntax error: ~w', [What])
    ).
al_message(error(Formal, sandbox(_, _)), Msg) :- !, format(atom(Msg), '~q', [Formal]).
al_message(E, Msg) :- catch(al_msg_text(E, Msg), _, fail), !.
al_message(E, Msg) :- format(atom(Msg), '~q', [E]).

al_msg_text(E, Msg) :-
    al_msg_codes(E, Codes), atom_codes(Msg, Codes).
al_msg_codes(E, Codes) :-
    '$messages':translate_message(E, Lines, []),
    with_output_to(codes(Codes), print_message_lines(current_output, '', Lines)).

%  al_load_facts(+M, +Text, -Refs): assert the facts of Text in M (directives are skipped).
al_load_facts(M, Text, Refs) :-
    setup_call_cleanup(open_string(Text, S), al_read_facts(S, M, Refs), close(S)).
al_read_facts(S, M, Refs) :-
    read_term(S, T, []),
    (   T == end_of_file -> Refs = []
    ;   T = (:- _) -> al_read_facts(S, M, Refs)
    ;   assertz(M:T, Ref), Refs = [Ref|Rest], al_read_facts(S, M, Rest)
    ).

al_erase([]).
al_erase([R|Rs]) :- erase(R), al_erase(Rs).

%  al_set_examples(+Text): the request's example atoms, "[A1, A2, ...]", numbered 0..
al_set_examples(Text) :-
    retractall(al_ex(_, _)),
    term_string(L, Text),
    forall(nth0(I, L, A), assertz(al_ex(I, A))).

%  al_eval(+M, +ClauseText, +Limit, +Seconds, -Result): Result = ok(Flags) with one flag per
%  example (0 not covered, 1 covered, 2 inference limit exceeded), or error(Message),
%  limit(Exceeded, Tested) or time.
al_eval(M, ClauseText, Limit, Seconds, Result) :-
    term_string(C, ClauseText),
    ( C = (H :- B) -> true ; H = C, B = true ),
    findall(A, al_ex(_, A), Exs),
    catch(call_with_time_limit(Seconds, al_loop(Exs, M, H, B, Limit, 0, 0, Flags, Status)),
          E, al_caught(E, Status)),
    (   Status == ok -> Result = ok(Flags) ; Result = Status ).

al_caught(time_limit_exceeded, time) :- !.
al_caught(E, error(Msg)) :- al_message(E, Msg).

al_loop([], _, _, _, _, _, _, [], ok).
al_loop([A|As], M, H, B, Limit, Tested, Exc, Flags, Status) :-
    copy_term(H-B, H1-B1),
    (   H1 = A
    ->  catch(al_call(M, B1, Limit, F), E, ( E == time_limit_exceeded -> throw(E) ; F = error(E) ))
    ;   F = 0
    ),
    (   F = error(E1)
    ->  al_message(E1, Msg), format(atom(W), 'raised ~w', [Msg]), Status = error(W), Flags = []
    ;   Tested1 is Tested + 1,
        ( F == 2 -> Exc1 is Exc + 1 ; Exc1 = Exc ),
        (   Exc1 >= 5, Exc1 * 2 > Tested1
        ->  Status = limit(Exc1, Tested1), Flags = []
        ;   Flags = [F|Fs],
            al_loop(As, M, H, B, Limit, Tested1, Exc1, Fs, Status)
        )
    ).

al_call(M, B, Limit, F) :-
    (   call_with_inference_limit(M:B, Limit, R)
    ->  ( R == inference_limit_exceeded -> F = 2 ; F = 1 )
    ;   F = 0
    ).
"""

_W: dict = {}
_HELPER_MODULE = "ilp_active"
_BK_MODULE = "ilp_active_bk"


class _Refused(Exception):
    """A request the worker refuses: (status, reason)."""

    def __init__(self, status: int, reason: str):
        super().__init__(reason)
        self.status, self.reason = status, reason


def _worker_init(sampler_name, sampler_options, inference_limit, clause_time_limit):
    import signal

    from ilp.engine import get_engine, quote

    signal.signal(signal.SIGINT, signal.SIG_IGN)   # Ctrl-C is the server's to handle

    sampler = load_sampler(sampler_name, sampler_options)
    engine = get_engine()
    engine.once(f"open_string({quote(_HELPERS)}, S), "
                f"load_files({_HELPER_MODULE}:'ilp_active_helpers', [stream(S), silent(true)]), "
                f"close(S)")
    engine.once(f"{_HELPER_MODULE}:al_load_text({_BK_MODULE}, {quote(sampler.background())})")
    _W.update(sampler=sampler, engine=engine, limit=int(inference_limit),
              seconds=float(clause_time_limit), targets=dict(sampler.targets()))


def _run(job: dict) -> dict:
    """Entry point of every job in a worker: {"kind": ...}; answers {"ok": ...} or
    {"error": [status, reason]}."""
    try:
        if job["kind"] == "ping":
            return {"ok": {"pid": os.getpid()}}
        if job["kind"] == "sample":
            return {"ok": _job_sample(job)}
        if job["kind"] == "validate":
            return {"ok": _job_validate(job)}
        raise _Refused(400, f"unknown job {job['kind']!r}")
    except _Refused as err:
        return {"error": [err.status, err.reason]}
    except InputError as err:
        return {"error": [422, str(err)]}
    except Exception as err:  # a bug or a Prolog failure: answer 500, keep the worker
        return {"error": [500, f"{type(err).__name__}: {err}"]}


def _to_str(x) -> str:
    return x.decode("utf-8") if isinstance(x, bytes) else str(x)


def _parse_clauses(target: str, text: str) -> list[tuple[str, str]]:
    """[(clause text, comments)] of a theory text, checked in Prolog."""
    from ilp.engine import quote

    arity = _W["targets"][target]
    r = _W["engine"].once(f"{_HELPER_MODULE}:al_parse({_BK_MODULE}, {quote(text)}, "
                          f"{quote(target)}, {arity}, Items)")
    if r is None:
        raise _Refused(422, "the theory could not be read")
    out = []
    for kind, clause, comments in r["Items"]:
        if _to_str(kind) != "ok":
            raise _Refused(422, _to_str(clause))
        out.append((_to_str(clause).strip(), _to_str(comments)))
    return out


def _clause_name(comments: str, target: str, k: int) -> str:
    import re

    names = re.findall(r"%\s*([A-Za-z_]\w*)\s*(?::|$)", comments, re.M)
    return names[-1] if names else f"{target}_{k}"


def _draw(job) -> "object":
    target = job["target"]
    if target not in _W["targets"]:
        raise _Refused(422, f"unknown target {target!r} (known: {', '.join(sorted(_W['targets']))})")
    return _W["sampler"].sample(target, int(job["examples"]), int(job["seed"]), job["prefix"])


def _job_sample(job: dict) -> dict:
    sample = _draw(job)
    pos = [a for a, p, _ in sample.examples if p]
    neg = [a for a, p, _ in sample.examples if not p]
    return {"pos": pos, "neg": neg, "facts": _W["sampler"].facts_header() + "".join(sample.facts.values()),
            "groups": sorted(sample.facts)}


def _job_validate(job: dict) -> dict:
    from ilp.engine import quote

    t0 = time.perf_counter()
    target = job["target"]
    if target not in _W["targets"]:
        raise _Refused(422, f"unknown target {target!r} (known: {', '.join(sorted(_W['targets']))})")
    clauses = _parse_clauses(target, job["theory"])
    if len(clauses) > job["max_clauses"]:
        raise _Refused(422, f"the theory has {len(clauses)} clauses; at most {job['max_clauses']} are tested")
    sample = _draw(job)
    atoms = [a for a, _, _ in sample.examples]
    positive = np.array([p for _, p, _ in sample.examples], dtype=bool)
    groups = [g for _, _, g in sample.examples]
    engine = _W["engine"]
    flags = []
    t1 = time.perf_counter()
    facts = "".join(sample.facts.values())
    r = engine.once(f"{_HELPER_MODULE}:al_load_facts({_BK_MODULE}, {quote(facts)}, Refs), "
                    f"nb_setval(ilp_active_refs, Refs)")
    if r is None:
        raise _Refused(500, "the sampler's facts could not be loaded")
    try:
        engine.once(f"{_HELPER_MODULE}:al_set_examples({quote('[' + ','.join(atoms) + ']')})")
        for k, (clause, _) in enumerate(clauses, 1):
            res = engine.once(
                f"{_HELPER_MODULE}:al_eval({_BK_MODULE}, {quote(clause)}, {_W['limit']}, "
                f"{_W['seconds']}, R0), "
                f"(R0 = ok(F) -> Kind = ok, Info = '' ; R0 = error(Info) -> Kind = error, F = [] ;"
                f" R0 = limit(X, Y) -> Kind = limit, format(atom(Info), '~w of ~w', [X, Y]), F = [] ;"
                f" Kind = time, Info = '', F = [])")
            kind = _to_str(res["Kind"])
            if kind == "error":
                raise _Refused(422, f"clause {k} ({' '.join(clause.split())}): {_to_str(res['Info'])}")
            if kind == "limit":
                raise _Refused(422, f"clause {k} ({' '.join(clause.split())}) exceeded the inference "
                                    f"limit ({_W['limit']}) on {_to_str(res['Info'])} examples tested "
                                    f"(it loops or explodes)")
            if kind == "time":
                raise _Refused(422, f"clause {k} ({' '.join(clause.split())}) exceeded the time "
                                    f"limit of {_W['seconds']} s")
            flags.append(np.array(res["F"], dtype=np.int8))
    finally:
        engine.once(f"nb_getval(ilp_active_refs, Refs), {_HELPER_MODULE}:al_erase(Refs), "
                    f"nb_setval(ilp_active_refs, []), retractall({_HELPER_MODULE}:al_ex(_, _))")
    t2 = time.perf_counter()
    return _summarise(job, clauses, flags, atoms, positive, groups, sample, t2 - t1, t2 - t0)


def _summarise(job, clauses, flags, atoms, positive, groups, sample, test_s, total_s) -> dict:
    threshold = float(job["threshold"])
    min_covered = int(job["min_covered"])
    n = len(atoms)
    out_clauses = []
    any_cov = np.zeros(n, dtype=bool)
    kept_cov = np.zeros(n, dtype=bool)
    for k, ((text, comments), f) in enumerate(zip(clauses, flags), 1):
        cov = f == 1
        cp, cn = int(np.count_nonzero(cov & positive)), int(np.count_nonzero(cov & ~positive))
        acc = cp / (cp + cn) if cp + cn else None
        kept = cp + cn >= min_covered and (acc is None or acc >= threshold)
        any_cov |= cov
        if kept:
            kept_cov |= cov
        out_clauses.append({"index": k, "name": _clause_name(comments, job["target"], k),
                            "text": text, "covered": cp + cn, "covered_pos": cp, "covered_neg": cn,
                            "accuracy": acc, "limit_exceeded": int(np.count_nonzero(f == 2)),
                            "kept": kept})
    missed = np.flatnonzero(positive & ~kept_cov)
    wrong = np.flatnonzero(~positive & any_cov)
    rng = np.random.default_rng(int(job["seed"]))
    batch = int(job["batch"])
    n_neg = min(len(wrong), max(batch - min(len(missed), batch // 2), 0))
    n_pos = min(len(missed), batch - n_neg)
    pick_neg = sorted(rng.choice(wrong, n_neg, replace=False).tolist()) if n_neg else []
    pick_pos = sorted(rng.choice(missed, n_pos, replace=False).tolist()) if n_pos else []
    used = sorted({groups[i] for i in pick_pos + pick_neg})
    facts = (_W["sampler"].facts_header() + "".join(sample.facts[g] for g in used)) if used else ""

    def confusion(cov):
        tp = int(np.count_nonzero(cov & positive))
        fp = int(np.count_nonzero(cov & ~positive))
        fn = int(np.count_nonzero(~cov & positive))
        return {"tp": tp, "fp": fp, "fn": fn, "tn": n - tp - fp - fn,
                "precision": tp / (tp + fp) if tp + fp else None,
                "recall": tp / (tp + fn) if tp + fn else None}

    return {
        "target": job["target"], "seed": int(job["seed"]), "threshold": threshold,
        "min_covered": min_covered,
        "examples": n, "pos": int(np.count_nonzero(positive)), "neg": int(n - np.count_nonzero(positive)),
        "clauses": out_clauses,
        "kept": [c["name"] for c in out_clauses if c["kept"]],
        "dropped": [c["name"] for c in out_clauses if not c["kept"]],
        "theory": confusion(any_cov), "kept_theory": confusion(kept_cov),
        "counterexamples": {"pos": [atoms[i] for i in pick_pos], "neg": [atoms[i] for i in pick_neg],
                            "facts": facts, "groups": used, "board_prefix": job["prefix"],
                            "missed_pos": int(len(missed)), "covered_neg": int(len(wrong))},
        "seconds": {"test": round(test_s, 4), "total": round(total_s, 4)},
        "worker": os.getpid(),
    }


# =============================================================================================
# Request and answer schemas (published at /openapi.json)
# =============================================================================================


class SampleRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")
    target: str = Field(pattern=_NAME, max_length=64, description="the target predicate's name")
    examples: int = Field(ge=1, le=1_000_000, description="examples to draw")
    seed: int | None = Field(None, ge=0, le=2**32 - 1, description="sampling seed (default: derived from the server seed and a request counter)")
    board_prefix: str | None = Field(None, pattern=_NAME, max_length=40,
                                     description="prefix of every group (board) id in the answer")


class ValidateRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")
    target: str = Field(pattern=_NAME, max_length=64, description="the target predicate's name")
    theory: str = Field(max_length=200_000, description="Prolog clause text: the clauses of the theory (comments `% name: ...` name them)")
    examples: int | None = Field(None, ge=1, le=1_000_000, description="fresh examples to draw")
    threshold: float | None = Field(None, ge=0.0, le=1.0, description="accuracy below which a clause is dropped")
    min_covered: int | None = Field(None, ge=0, le=1_000_000,
                                    description="fewest fresh examples a kept clause covers (0: keep clauses covering none)")
    batch: int | None = Field(None, ge=0, le=100_000, description="most counterexamples returned")
    seed: int | None = Field(None, ge=0, le=2**32 - 1)
    board_prefix: str | None = Field(None, pattern=_NAME, max_length=40)
    max_clauses: int = Field(200, ge=1, le=1000)


class ClauseReport(BaseModel):
    index: int
    name: str
    text: str
    covered: int
    covered_pos: int
    covered_neg: int
    accuracy: float | None = Field(description="covered_pos / covered; null when it covers nothing")
    limit_exceeded: int
    kept: bool


class Confusion(BaseModel):
    tp: int
    fp: int
    fn: int
    tn: int
    precision: float | None
    recall: float | None


class Counterexamples(BaseModel):
    pos: list[str] = Field(description="positive atoms no kept clause covers")
    neg: list[str] = Field(description="negative atoms some submitted clause covers")
    facts: str = Field(description="Prolog facts the counterexamples need")
    groups: list[str]
    board_prefix: str
    missed_pos: int
    covered_neg: int


class ValidateAnswer(BaseModel):
    request: int
    target: str
    seed: int
    threshold: float
    min_covered: int
    examples: int
    pos: int
    neg: int
    clauses: list[ClauseReport]
    kept: list[str]
    dropped: list[str]
    theory: Confusion
    kept_theory: Confusion
    counterexamples: Counterexamples
    seconds: dict[str, float]
    worker: int


class SampleAnswer(BaseModel):
    request: int
    target: str
    seed: int
    pos: list[str]
    neg: list[str]
    facts: str
    groups: list[str]


class TaskAnswer(BaseModel):
    target: str
    arity: int
    bk: str
    modes: str
    facts_header: str


# =============================================================================================
# The app
# =============================================================================================


class WorkerPool:
    """A spawn ProcessPoolExecutor that is rebuilt when a worker dies."""

    def __init__(self, config: ServerConfig):
        self.config = config
        self.size = config.resolved_workers()
        self.executor = None
        self.lock = threading.Lock()
        self.restarts = 0
        self._build()

    def _build(self):
        c = self.config
        self.executor = concurrent.futures.ProcessPoolExecutor(
            max_workers=self.size, mp_context=multiprocessing.get_context("spawn"),
            initializer=_worker_init,
            initargs=(c.sampler, c.sampler_options, c.inference_limit, c.clause_time_limit))

    async def run(self, job: dict) -> dict:
        executor = self.executor
        try:
            return await asyncio.wrap_future(executor.submit(_run, job))
        except BrokenProcessPool:
            with self.lock:
                if self.executor is executor:
                    executor.shutdown(wait=False, cancel_futures=True)
                    self.restarts += 1
                    self._build()
            raise

    def warm_up(self):
        futures = [self.executor.submit(_run, {"kind": "ping"}) for _ in range(self.size)]
        return [f.result(timeout=120) for f in futures]

    def shutdown(self):
        self.executor.shutdown(wait=True, cancel_futures=True)


def create_app(config: ServerConfig, announce=None):
    """The FastAPI app.  `announce`: called with no argument once the workers are ready."""
    from contextlib import asynccontextmanager

    from fastapi import FastAPI, HTTPException, Request
    from fastapi.responses import JSONResponse

    config.check()
    sampler = load_sampler(config.sampler, config.sampler_options)   # fail fast, in the parent
    targets = dict(sampler.targets())
    info = sampler.describe() if callable(getattr(sampler, "describe", None)) else {}
    header = sampler.facts_header()
    task_texts = {t: {"bk": sampler.background(), "modes": sampler.modes(t), "facts_header": header}
                  for t in targets}
    state = {"pool": None, "counter": 0, "started": time.time(),
             "stats": {"requests": 0, "validations": 0, "samples": 0, "clauses_tested": 0,
                       "examples_drawn": 0, "examples_tested": 0, "counterexamples": 0,
                       "refused": 0, "errors": 0, "busy": 0, "worker_seconds": 0.0}}
    pending = asyncio.Semaphore(config.max_pending or 16 * config.resolved_workers())

    @asynccontextmanager
    async def lifespan(app):
        state["pool"] = WorkerPool(config)
        await asyncio.get_running_loop().run_in_executor(None, state["pool"].warm_up)
        if announce is not None:
            announce()
        try:
            yield
        finally:
            state["pool"].shutdown()

    app = FastAPI(title="ilp active-learning server",
                  description="Validates theories on freshly drawn labeled examples and returns "
                              "per-clause accuracy and counterexamples.",
                  version="1", lifespan=lifespan)

    if config.token:
        token = config.token.encode()

        @app.middleware("http")
        async def check_token(request: Request, call_next):
            given = request.headers.get("x-ilp-token", "")
            auth = request.headers.get("authorization", "")
            if auth.lower().startswith("bearer "):
                given = auth[7:].strip()
            if not given or not secrets.compare_digest(given.encode(), token):
                return JSONResponse({"detail": "missing or wrong token"}, status_code=401,
                                    headers={"WWW-Authenticate": "Bearer"})
            return await call_next(request)

    async def dispatch(job: dict) -> dict:
        stats = state["stats"]
        if pending.locked():
            stats["busy"] += 1
            raise HTTPException(503, "the server is busy: too many pending requests")
        async with pending:
            t0 = time.perf_counter()
            try:
                answer = await state["pool"].run(job)
            except BrokenProcessPool:
                stats["errors"] += 1
                raise HTTPException(503, "a worker process died; the pool was restarted, try again")
            finally:
                stats["worker_seconds"] += time.perf_counter() - t0
        if "error" in answer:
            status, reason = answer["error"]
            stats["refused" if status < 500 else "errors"] += 1
            raise HTTPException(status, reason)
        return answer["ok"]

    def check_examples(n):
        if n is not None and n > config.max_examples:
            raise HTTPException(422, f"examples: {n} is more than this server draws per request "
                                     f"({config.max_examples})")

    def next_request(seed, prefix):
        state["counter"] += 1
        k = state["counter"]
        seed = derive_seed(config.seed, k) if seed is None else seed
        return k, seed, prefix or f"r{k}_"

    @app.get("/health")
    async def health():
        return {"status": "ok", "targets": targets, "workers": config.resolved_workers(),
                "sampler": config.sampler, "sampler_settings": info,
                "threshold": config.threshold, "min_covered": config.min_covered,
                "examples": config.examples, "batch": config.batch,
                "seed": config.seed, "uptime": round(time.time() - state["started"], 3)}

    @app.get("/stats")
    async def stats():
        s = dict(state["stats"])
        s["worker_seconds"] = round(s["worker_seconds"], 3)
        up = time.time() - state["started"]
        s.update(uptime=round(up, 3), request_counter=state["counter"],
                 validations_per_second=round(s["validations"] / up, 3) if up else 0.0,
                 pool_restarts=state["pool"].restarts if state["pool"] else 0)
        return s

    @app.get("/task/{target}", response_model=TaskAnswer)
    async def task(target: str):
        state["stats"]["requests"] += 1
        check_target(target, 404)
        return {"target": target, "arity": targets[target], **task_texts[target]}

    def check_target(target: str, status: int) -> None:
        if target not in targets:
            raise HTTPException(status, f"unknown target {target!r} (known: {', '.join(sorted(targets))})")

    def begin(req) -> tuple:
        """A /sample or /validate request: counted, its target and examples checked; its
        (request number, seed, board prefix)."""
        state["stats"]["requests"] += 1
        check_target(req.target, 422)
        check_examples(req.examples)
        return next_request(req.seed, req.board_prefix)

    @app.post("/sample", response_model=SampleAnswer)
    async def sample(req: SampleRequest):
        k, seed, prefix = begin(req)
        ans = await dispatch({"kind": "sample", "target": req.target, "examples": req.examples,
                              "seed": seed, "prefix": prefix})
        state["stats"]["samples"] += 1
        state["stats"]["examples_drawn"] += len(ans["pos"]) + len(ans["neg"])
        return {"request": k, "target": req.target, "seed": seed, **ans}

    @app.post("/validate", response_model=ValidateAnswer)
    async def validate(req: ValidateRequest):
        k, seed, prefix = begin(req)
        job = {"kind": "validate", "target": req.target, "theory": req.theory,
               "examples": req.examples or config.examples,
               "threshold": config.threshold if req.threshold is None else req.threshold,
               "min_covered": config.min_covered if req.min_covered is None else req.min_covered,
               "batch": config.batch if req.batch is None else req.batch,
               "seed": seed, "prefix": prefix, "max_clauses": req.max_clauses}
        ans = await dispatch(job)
        s = state["stats"]
        s["validations"] += 1
        s["clauses_tested"] += len(ans["clauses"])
        s["examples_drawn"] += ans["examples"]
        s["examples_tested"] += ans["examples"] * len(ans["clauses"])
        s["counterexamples"] += len(ans["counterexamples"]["pos"]) + len(ans["counterexamples"]["neg"])
        return {"request": k, **ans}

    return app


def bind_socket(host: str, port: int) -> socket.socket:
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((host, port))
    except OSError as err:
        sock.close()
        raise InputError(f"cannot listen on {host}:{port}: {err.strerror}") from None
    sock.listen(128)
    sock.set_inheritable(True)
    return sock


def serve(config: ServerConfig, log_level: str = "warning", ready=None) -> None:
    """Run the server until interrupted (SIGINT/SIGTERM).  Binds first, so port 0 picks a free
    port; `ready(url)` is called once the workers are up (default: print a JSON line
    ``{"url": ..., "port": ..., "pid": ...}`` on stdout)."""
    import uvicorn

    config.check()
    sock = bind_socket(config.host, config.port)
    port = sock.getsockname()[1]
    host = f"[{config.host}]" if ":" in config.host else config.host
    url = f"http://{host}:{port}"

    def announce():
        if ready is not None:
            ready(url)
        else:
            print(json.dumps({"url": url, "port": port, "pid": os.getpid(),
                              "workers": config.resolved_workers()}), flush=True)
        print(f"ilp serve: listening on {url} with {config.resolved_workers()} workers "
              f"(sampler {config.sampler})", file=sys.stderr, flush=True)

    app = create_app(config, announce=announce)
    server = uvicorn.Server(uvicorn.Config(app, log_level=log_level, lifespan="on",
                                           timeout_graceful_shutdown=5))
    try:
        server.run(sockets=[sock])
    finally:
        sock.close()


def config_dict(config: ServerConfig) -> dict:
    d = asdict(config)
    d["token"] = "***" if config.token else None
    return d
