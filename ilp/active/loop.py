"""The active-learning loop: the Learner as the client of a counterexample server.

    from ilp.active.loop import run_active_learning
    result = run_active_learning("safe", {"search": "greedy"}, server_url=None,
                                 max_iterations=5, batch=50, threshold=1.0,
                                 initial_examples=200, seed=1, out="SAFE.pl", progress=True)
    result.theory        # list[NamedClause]: the clauses the server kept in the last round
    result.iterations    # list[IterationStats]

1. Ask the server (``GET /task/{target}``) for the background and modes, and
   (``POST /sample``) for ``initial_examples`` random examples with their facts; write a task
   directory (``bk.pl`` = background + ``:- include('facts.pl').``, ``facts.pl``, ``exs.pl``,
   ``modes.pl``) and load it (``Task.load``).
2. Each round: fit the Learner (warm start after the first round), write the theory
   atomically to ``out``, submit it (``POST /validate``), write the clauses the server kept,
   and add the counterexamples: their facts are asserted into the task's Prolog module and
   appended to ``facts.pl`` (worker processes of ``jobs > 1`` reload the directory), their
   atoms go to ``Task.add_examples``.  Group (board) ids of round ``k`` start with ``c<k>_`` (initial
   examples ``s0_``), so they never clash.
3. Stop when the server finds no counterexample, or after ``max_iterations`` rounds.

Without ``server_url`` an embedded server is started: ``ilp serve --port 0`` as a subprocess on
loopback (it reports its URL on stdout), stopped on exit.  Server failures raise
``ServerUnavailable`` / ``RequestRefused`` (``InputError``s: the CLI prints ``error: ...``,
exit 2); the theory of the last completed step stays on disk.

This module is domain-free: the examples, their facts and the language bias all come from the
server's sampler.
"""

from __future__ import annotations

import json
import os
import selectors
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path

import numpy as np

from ilp.active.client import ActiveClient, ServerUnavailable
from ilp.errors import InputError

_FACTS_HELPER = r"""
%  al_add_facts(+M, +Text, -N): assert the clauses of Text into module M (directives skipped).
al_add_facts(M, Text, N) :-
    setup_call_cleanup(open_string(Text, S), al_add_all(S, M, 0, N), close(S)).
al_add_all(S, M, N0, N) :-
    read_term(S, T, []),
    (   T == end_of_file -> N = N0
    ;   T = (:- _) -> al_add_all(S, M, N0, N)
    ;   assertz(M:T), N1 is N0 + 1, al_add_all(S, M, N1, N)
    ).
"""
_FACTS_MODULE = "ilp_active_facts"


@dataclass
class IterationStats:
    iteration: int
    examples_pos: int            # examples the learner held when fitting this round
    examples_neg: int
    clauses: int                 # clauses submitted
    kept: list[str]
    dropped: list[str]
    counter_pos: int             # counterexamples received
    counter_neg: int
    missed_pos: int              # on the server's fresh sample: positives no kept clause covers
    covered_neg: int             # negatives some submitted clause covers
    tested: int                  # fresh examples the server drew for this validation
    precision: float | None      # of the kept theory on the fresh sample
    recall: float | None
    fit_seconds: float
    validate_seconds: float

    @property
    def examples(self) -> int:
        return self.examples_pos + self.examples_neg


@dataclass
class ActiveResult:
    target: str
    theory: list = field(default_factory=list)          # list[NamedClause]
    iterations: list[IterationStats] = field(default_factory=list)
    stopped: str = ""
    server_url: str = ""
    task_dir: str = ""
    seconds: float = 0.0

    @property
    def examples_held(self) -> int:
        """Examples the learner held at its last fit."""
        return self.iterations[-1].examples if self.iterations else 0

    @property
    def examples_tested(self) -> int:
        return sum(it.tested for it in self.iterations)

    def as_dict(self) -> dict:
        return {"target": self.target, "stopped": self.stopped, "server_url": self.server_url,
                "task_dir": self.task_dir, "seconds": round(self.seconds, 3),
                "examples_held": self.examples_held, "examples_tested": self.examples_tested,
                "theory": [c.as_dict() for c in self.theory],
                "iterations": [asdict(it) for it in self.iterations]}


# ---- the embedded server -----------------------------------------------------------------------

class EmbeddedServer:
    """``ilp serve --host 127.0.0.1 --port 0 ...`` as a subprocess (own session, so a Ctrl-C
    at the terminal reaches only the parent, which stops it)."""

    def __init__(self, args=(), sampler: str | None = None, ready_timeout: float = 120.0,
                 token: str | None = None, env: dict | None = None):
        self.args = list(args)
        self.extra_env = dict(env or {})
        if sampler:
            self.args += ["--sampler", sampler]
        self.ready_timeout = ready_timeout
        self.token = token
        self.proc = None
        self.url = None

    def start(self) -> str:
        cmd = [sys.executable, "-c", "from ilp.cli import main; main()", "serve",
               "--host", "127.0.0.1", "--port", "0", *self.args]
        env = dict(os.environ)
        env.update(self.extra_env)
        if self.token:
            env["ILP_SERVE_TOKEN"] = self.token
        self.proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=None, env=env,
                                     start_new_session=True, text=True)
        sel = selectors.DefaultSelector()
        sel.register(self.proc.stdout, selectors.EVENT_READ)
        deadline = time.monotonic() + self.ready_timeout
        line = ""
        try:
            while time.monotonic() < deadline:
                if self.proc.poll() is not None:
                    break
                if sel.select(timeout=0.2):
                    line = self.proc.stdout.readline()
                    break
        finally:
            sel.close()
        try:
            self.url = json.loads(line)["url"]
        except (ValueError, KeyError, TypeError):
            self.stop()
            raise ServerUnavailable("the embedded active-learning server (ilp serve) did not start"
                                    + (f" (exit status {self.proc.returncode})"
                                       if self.proc.returncode is not None else
                                       f" within {self.ready_timeout:.0f}s")) from None
        return self.url

    def stop(self, timeout: float = 15.0) -> None:
        proc, self.proc = self.proc, None
        if proc is None:
            return
        if proc.poll() is None:
            try:
                proc.send_signal(signal.SIGTERM)
                proc.wait(timeout=timeout)
            except subprocess.TimeoutExpired:
                try:    # its own session: the group is the server and its workers
                    os.killpg(proc.pid, signal.SIGKILL)
                except ProcessLookupError:
                    pass
                proc.wait(timeout=5)
            except ProcessLookupError:
                pass
        if proc.stdout is not None:
            proc.stdout.close()

    @property
    def pid(self):
        return self.proc.pid if self.proc else None

    def __enter__(self):
        self.start()
        return self

    def __exit__(self, *exc):
        self.stop()


# ---- the loop -----------------------------------------------------------------------------------

def _write(path: Path, text: str, mode: str = "w") -> None:
    if mode == "a":
        with open(path, "a", encoding="utf-8") as fh:
            fh.write(text)
        return
    tmp = path.with_name(f".{path.name}.tmp{os.getpid()}")
    tmp.write_text(text, encoding="utf-8")
    os.replace(tmp, path)


def build_task_dir(directory: Path, task_info: dict, sample: dict) -> Path:
    directory.mkdir(parents=True, exist_ok=True)
    bk = ("% Task built by ilp active learning from the server's background; board facts of\n"
          "% the initial sample and of every batch of counterexamples are in facts.pl.\n\n"
          + task_info["bk"] + "\n:- include('facts.pl').\n")
    _write(directory / "bk.pl", bk)
    _write(directory / "facts.pl", task_info.get("facts_header", "") + _strip_header(sample["facts"], task_info))
    exs = [f"pos({a})." for a in sample["pos"]] + [f"neg({a})." for a in sample["neg"]]
    _write(directory / "exs.pl", "\n".join(exs) + "\n")
    _write(directory / "modes.pl", task_info["modes"])
    return directory


def _strip_header(facts: str, task_info: dict) -> str:
    header = task_info.get("facts_header", "")
    return facts[len(header):] if header and facts.startswith(header) else facts


def add_facts(task, text: str) -> int:
    """Assert the clauses of `text` (facts) into the task's Prolog module; returns how many."""
    from ilp.engine import get_engine, quote

    engine = get_engine()
    if engine.once(f"current_predicate({_FACTS_MODULE}:al_add_facts/3)") is None:
        engine.once(f"open_string({quote(_FACTS_HELPER)}, S), "
                    f"load_files({_FACTS_MODULE}:'ilp_active_facts', [stream(S), silent(true)]), "
                    f"close(S)")
    r = engine.once(f"{_FACTS_MODULE}:al_add_facts({task.module}, {quote(text)}, N)")
    if r is None:
        raise InputError("the server's facts could not be added to the task")
    return int(r["N"])


def _say(progress, text: str) -> None:
    if progress:
        print(text, file=sys.stderr, flush=True)


def run_active_learning(target: str, settings=None, server_url: str | None = None,
                        max_iterations: int = 10, batch: int = 50, threshold: float | None = 1.0,
                        initial_examples: int = 200, seed: int = 0, out=None, progress=True, *,
                        examples_per_validation: int | None = None, token: str | None = None,
                        sampler: str | None = None, server_args=(), warm_start: bool = True,
                        prune_dropped: bool = True,
                        workdir=None, on_iteration=None, client_options: dict | None = None,
                        ) -> ActiveResult:
    """Active learning of `target` (see the module docstring).  `settings`: Learner settings
    (dict or Settings).  `progress`: report each round on stderr.  `on_iteration(stats,
    learner, client)`: called after each round.  `server_args`: extra ``ilp serve`` options for
    the embedded server; `sampler`: its ``--sampler``.  `warm_start`: refit from the previous
    theory (``Learner.fit(warm_start=True)``); `prune_dropped`: the clauses the server dropped
    are removed from it first.  Returns an ``ActiveResult``."""
    from ilp.learner import Learner
    from ilp.task import Task
    from ilp.theory import format_theory, write_theory

    for name, value, low in (("max_iterations", max_iterations, 1), ("batch", batch, 1),
                             ("initial_examples", initial_examples, 1)):
        if not isinstance(value, (int, np.integer)) or value < low:
            raise InputError(f"{name} must be an integer >= {low}, not {value!r}")
    if threshold is not None and not 0.0 <= threshold <= 1.0:
        raise InputError(f"accuracy threshold {threshold} is not in [0, 1]")
    start = time.perf_counter()
    out = Path(out) if out is not None else None
    if out is not None and not out.parent.is_dir():
        raise InputError(f"cannot write the theory to {out}: {out.parent} is not a directory")
    embedded = None
    client = None
    result = ActiveResult(target)
    try:
        if server_url is None:
            embedded = EmbeddedServer(server_args, sampler=sampler, token=token)
            server_url = embedded.start()
            _say(progress, f"active: embedded server at {server_url} (pid {embedded.pid})")
        result.server_url = server_url
        client = ActiveClient(server_url, token=token, **(client_options or {}))
        info = client.task(target)
        sample = client.sample(target, initial_examples, seed=int(seed), board_prefix="s0_")
        if not sample["pos"]:
            raise InputError(f"the server's initial sample of {initial_examples} examples has no "
                             f"positive {target} example; ask for more initial examples")
        directory = Path(workdir) if workdir is not None else Path(
            tempfile.mkdtemp(prefix=f"ilp-active-{target}-"))
        build_task_dir(directory, info, sample)
        result.task_dir = str(directory)
        task = Task.load(directory)
        learner = Learner(settings)
        seeds = np.random.SeedSequence([int(seed) & 0xFFFFFFFF, 7]).generate_state(max_iterations)
        _say(progress, f"active: {len(sample['pos'])} positive, {len(sample['neg'])} negative "
                       f"initial examples; task in {directory}")
        header = f"Theory learned by ilp active learning of {target}/{info['arity']}, seed {seed}"
        for it in range(1, max_iterations + 1):
            held = (len(task.pos_ids), len(task.neg_ids))
            t0 = time.perf_counter()
            learner.fit(task, warm_start=warm_start and it > 1)
            fit_s = time.perf_counter() - t0
            if out is not None:
                write_theory(out, learner.theory_, f"{header} (round {it}, not yet validated)")
            t1 = time.perf_counter()
            answer = client.validate(target, format_theory(learner.theory_),
                                     examples=examples_per_validation, threshold=threshold,
                                     batch=batch, seed=int(seeds[it - 1]), board_prefix=f"c{it}_")
            val_s = time.perf_counter() - t1
            by_index = {c["index"]: c for c in answer["clauses"]}
            keep = [by_index.get(k, {}).get("kept", True) for k in range(1, len(learner.theory_) + 1)]
            result.theory = [c for c, ok in zip(learner.theory_, keep) if ok]
            if prune_dropped and len(learner.clauses_) == len(keep):
                # the next warm start begins from the clauses the server kept only
                learner.clauses_ = [t for t, ok in zip(learner.clauses_, keep) if ok]
            if out is not None:
                write_theory(out, result.theory, f"{header} (round {it}: the clauses the server kept)")
            cx = answer["counterexamples"]
            stats = IterationStats(
                iteration=it, examples_pos=held[0], examples_neg=held[1],
                clauses=len(answer["clauses"]), kept=list(answer["kept"]),
                dropped=list(answer["dropped"]), counter_pos=len(cx["pos"]),
                counter_neg=len(cx["neg"]), missed_pos=cx["missed_pos"],
                covered_neg=cx["covered_neg"], tested=answer["examples"],
                precision=answer["kept_theory"]["precision"], recall=answer["kept_theory"]["recall"],
                fit_seconds=round(fit_s, 3), validate_seconds=round(val_s, 3))
            result.iterations.append(stats)
            _say(progress, f"active round {it}: held {stats.examples} examples "
                           f"({held[0]} pos, {held[1]} neg); {stats.clauses} clauses, kept "
                           f"{len(stats.kept)} dropped {len(stats.dropped)}"
                           f"{' (' + ', '.join(stats.dropped) + ')' if stats.dropped else ''}; "
                           f"server tested {stats.tested}: precision {_fmt(stats.precision)}, "
                           f"recall {_fmt(stats.recall)}; counterexamples {stats.counter_pos} pos, "
                           f"{stats.counter_neg} neg; fit {fit_s:.1f}s, validate {val_s:.1f}s")
            if on_iteration is not None:
                on_iteration(stats, learner, client)
            if not cx["pos"] and not cx["neg"]:
                result.stopped = "no counterexample"
                break
            if it == max_iterations:
                result.stopped = "iteration limit"
                break
            if cx["facts"]:
                facts = _strip_header(cx["facts"], info)
                add_facts(task, facts)
                _write(directory / "facts.pl", facts, mode="a")
            task.add_examples(cx["pos"], cx["neg"])
    finally:
        if client is not None:
            client.close()
        if embedded is not None:
            embedded.stop()
        result.seconds = time.perf_counter() - start
    return result


def _fmt(x) -> str:
    return "n/a" if x is None else f"{x:.3f}"
