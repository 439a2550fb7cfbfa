"""The server's worker processes: each holds a sampler and a Prolog engine with the sampler's
background in a module, and runs jobs (``run``): ``sample`` (fresh labeled examples),
``draw`` (the sample of a validation to come, as plain data: POST /prepare draws it while the
learner is busy, so that the validation only tests) and ``validate`` (a theory tested on fresh
examples, drawn by the job unless it carries them).  A sample depends only on its target,
size, seed and prefix, so a validation answers the same whichever worker drew it, and when.

Validation: the theory passes the theory check (ilp.engine.Engine.check_theory) against the
target's language (the sampler's modes); the sample's facts and examples are added to the
background module for the time of the job (Engine.add_clauses); each clause is tested on every
example by one coverage call (prolog/coverage.pl ``ilp_covers_report/6``) under the inference
limit per example and a time limit per clause, within a time limit for the whole request.  A
clause that raises, exceeds the inference limit on most examples, or the time limits, is
refused (422) naming it; the worker cleans up and keeps serving.  A job still running a few
seconds past the request's time limit (stuck in a built-in no alarm interrupts) ends the
worker (ilp.procs.time_limit); the server answers 422 and replaces it.

Nothing stays from one job to the next: the theory is read by the one reader
(prolog/load.pl), within the input limits, its operator directives held for that read
only; the facts and examples added for a job are erased after it.
"""

from __future__ import annotations

import os
import time
from typing import NamedTuple

import numpy as np

from ilp.engine import IN, OUT, TEXT, predicate
from ilp.errors import InputError

_covers_report = predicate("ilp_coverage", "ilp_covers_report", IN, TEXT, IN, IN, IN, OUT)
_W: dict = {}


class _Drawn(NamedTuple):
    """A sample drawn ahead, as a "draw" job answers it (the sampler's Sample, plain)."""
    examples: list
    facts: dict


class Refused(Exception):
    """A request the worker refuses: (status, reason)."""

    def __init__(self, status: int, reason: str):
        super().__init__(reason)
        self.status, self.reason = status, reason


def init(sampler_name, sampler_options, inference_limit, clause_time_limit,
         request_time_limit, stack_limit_mb) -> None:
    """Initializer of a worker process."""
    from ilp.active.config import load_sampler
    from ilp.engine import Term, get_engine
    from ilp.modes import read_modes
    from ilp.procs import worker_setup
    from ilp.theory import Language

    worker_setup()
    os.environ["ILP_STACK_LIMIT"] = str(int(stack_limit_mb) << 20)
    sampler = load_sampler(sampler_name, sampler_options)
    engine = get_engine()
    module = engine.new_module("active_bk")
    engine.guard(module)
    engine.call("user", "dynamic", Term(":", module, Term("/", "$ilp_ex", 3)))
    engine.load_text(module, sampler.background(), f"{module}#background")
    targets = dict(sampler.targets())
    languages = {t: Language.of_modes(read_modes(text=sampler.modes(t))[0], heads=(f"{t}/{a}",))
                 for t, a in targets.items()}
    _W.update(sampler=sampler, engine=engine, module=module, limit=int(inference_limit),
              clause_seconds=float(clause_time_limit), request_seconds=float(request_time_limit),
              targets=targets, languages=languages)


def run(job: dict) -> dict:
    """Entry point of every job: {"kind": ...}; answers {"ok": ...} or {"error": [status,
    reason]}."""
    try:
        if job["kind"] == "ping":
            return {"ok": {"pid": os.getpid()}}
        if job["kind"] == "sample":
            return {"ok": _sample(job)}
        if job["kind"] == "draw":
            sample = _draw(job)
            return {"ok": {"examples": list(sample.examples), "facts": dict(sample.facts)}}
        if job["kind"] == "validate":
            return {"ok": _validate(job)}
        raise Refused(400, f"unknown job {job['kind']!r}")
    except Refused as err:
        return {"error": [err.status, err.reason]}
    except InputError as err:
        return {"error": [422, str(err)]}
    except Exception as err:  # a bug or a Prolog failure: answer 500, keep the worker
        return {"error": [500, f"{type(err).__name__}: {err}"[:1000]]}


def _draw(job):
    target = job["target"]
    if target not in _W["targets"]:
        raise Refused(422, f"unknown target {target!r} (known: {', '.join(sorted(_W['targets']))})")
    return _W["sampler"].sample(target, int(job["examples"]), int(job["seed"]), job["prefix"])


def _sample(job: dict) -> dict:
    sample = _draw(job)
    pos = [a for a, p, _ in sample.examples if p]
    neg = [a for a, p, _ in sample.examples if not p]
    return {"pos": pos, "neg": neg,
            "facts": _W["sampler"].facts_header() + "".join(sample.facts.values()),
            "groups": sorted(sample.facts)}


def _clauses(target: str, theory: str, max_clauses: int):
    from ilp.theory import parse_theory

    clauses = parse_theory(theory, _W["languages"][target], source="theory")
    if len(clauses) > max_clauses:
        raise Refused(422, f"the theory has {len(clauses)} clauses; at most {max_clauses} are tested")
    return clauses


def _validate(job: dict) -> dict:
    from ilp.procs import time_limit

    t0 = time.perf_counter()
    target = job["target"]
    if target not in _W["targets"]:
        raise Refused(422, f"unknown target {target!r} (known: {', '.join(sorted(_W['targets']))})")
    clauses = _clauses(target, job["theory"], job["max_clauses"])
    drawn = job.get("sample")          # drawn ahead by a "draw" job (POST /prepare)
    sample = _Drawn(drawn["examples"], drawn["facts"]) if drawn is not None else _draw(job)
    atoms = [a for a, _, _ in sample.examples]
    positive = np.array([p for _, p, _ in sample.examples], dtype=bool)
    engine, module = _W["engine"], _W["module"]
    t1 = time.perf_counter()
    examples = "".join(f"'$ilp_ex'({k}, {'pos' if p else 'neg'}, {a}).\n"
                       for k, (a, p, _) in enumerate(sample.examples))
    keys = [engine.add_clauses(module, "".join(sample.facts.values())),
            engine.add_clauses(module, examples)]
    ids = list(range(len(atoms)))
    deadline = t0 + _W["request_seconds"]
    try:
        # a backstop: clauses still running past the request's time (in a built-in that
        # cannot be interrupted, such as arithmetic on a huge number) end the worker, which
        # the pool replaces (ilp.active.app answers 422)
        with time_limit(max(0.0, deadline - time.perf_counter()),
                        "a request's clauses ran past its time limit",
                        grace=max(5.0, _W["request_seconds"] / 2)):
            flags = [_clause_flags(module, k, cl, ids, len(atoms), deadline)
                     for k, cl in enumerate(clauses, 1)]
    finally:
        for key in keys:
            engine.erase(key)
    t2 = time.perf_counter()
    return _summarise(job, clauses, flags, atoms, positive, sample, t2 - t1, t2 - t0)


def _clause_flags(module, k, cl, ids, n, deadline):
    """One clause on the job's examples: per example 0 (not covered), 1 (covered) or 2 (the
    inference limit exceeded); Refused when it raises, loops or runs out of time."""
    what = f"clause {k} ({' '.join(cl.text.split())})"
    seconds = min(_W["clause_seconds"], deadline - time.perf_counter())
    if seconds <= 0:
        raise Refused(422, f"the theory needs more than the {_W['request_seconds']:g} s "
                           f"a request may take ({what} not tested)")
    report = _covers_report(module, cl.text.rstrip().rstrip("."), ids, _W["limit"],
                            float(seconds))
    kind = report if isinstance(report, str) else report.name
    if kind == "error":
        raise Refused(422, f"{what}: raised {report.args[1]}")
    if kind == "limit":
        exceeded, tested = report.args
        raise Refused(422, f"{what} exceeded the inference limit ({_W['limit']}) on "
                           f"{exceeded} of {tested} examples tested (it loops or explodes)")
    if kind == "time" and seconds < _W["clause_seconds"]:
        raise Refused(422, f"the theory needs more than the {_W['request_seconds']:g} s "
                           f"a request may take ({what} was cut short)")
    if kind == "time":
        raise Refused(422, f"{what} exceeded the time limit of {seconds:.3g} s")
    covered, exceeded = report.args
    f = np.zeros(n, dtype=np.int8)
    f[list(covered)] = 1
    f[list(exceeded)] = 2
    return f


def _confusion(cov, positive) -> dict:
    n = len(positive)
    tp = int(np.count_nonzero(cov & positive))
    fp = int(np.count_nonzero(cov & ~positive))
    fn = int(np.count_nonzero(~cov & positive))
    return {"tp": tp, "fp": fp, "fn": fn, "tn": n - tp - fp - fn,
            "precision": tp / (tp + fp) if tp + fp else None,
            "recall": tp / (tp + fn) if tp + fn else None}


def _summarise(job, clauses, flags, atoms, positive, sample, test_s, total_s) -> dict:
    threshold = float(job["threshold"])
    min_covered = int(job["min_covered"])
    n = len(atoms)
    groups = [g for _, _, g in sample.examples]
    verdicts = []
    any_cov = np.zeros(n, dtype=bool)
    kept_cov = np.zeros(n, dtype=bool)
    for k, (cl, f) in enumerate(zip(clauses, flags), 1):
        cov = f == 1
        cp, cn = int(np.count_nonzero(cov & positive)), int(np.count_nonzero(cov & ~positive))
        acc = cp / (cp + cn) if cp + cn else None
        kept = cp + cn >= min_covered and (acc is None or acc >= threshold)
        any_cov |= cov
        if kept:
            kept_cov |= cov
        verdicts.append({"index": k, "name": cl.name, "text": cl.text, "covered": cp + cn,
                         "covered_pos": cp, "covered_neg": cn, "accuracy": acc,
                         "limit_exceeded": int(np.count_nonzero(f == 2)), "kept": kept})
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
    return {
        "target": job["target"], "seed": int(job["seed"]), "threshold": threshold,
        "min_covered": min_covered,
        "examples": n, "pos": int(np.count_nonzero(positive)),
        "neg": int(n - np.count_nonzero(positive)),
        "clauses": verdicts,
        "kept": [c["name"] for c in verdicts if c["kept"]],
        "dropped": [c["name"] for c in verdicts if not c["kept"]],
        "theory": _confusion(any_cov, positive), "kept_theory": _confusion(kept_cov, positive),
        "counterexamples": {"pos": [atoms[i] for i in pick_pos], "neg": [atoms[i] for i in pick_neg],
                            "facts": facts, "groups": used, "board_prefix": job["prefix"],
                            "missed_pos": int(len(missed)), "covered_neg": int(len(wrong))},
        "seconds": {"test": round(test_s, 4), "total": round(total_s, 4)},
        "worker": os.getpid(),
    }
