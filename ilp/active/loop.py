"""The active-learning loop: the Learner as the client of a counterexample server.

    from ilp.active.loop import ActiveOptions, run_active_learning
    result = run_active_learning("safe", settings, ActiveOptions(max_iterations=4),
                                 sampler="mydomain.sampler:Sampler",
                                 seed=1, out="SAFE.pl")
    result.theory        # list[NamedClause]: the clauses the server kept in the last round
    result.iterations    # list[IterationStats]

1. Ask the server (``GET /task/{target}``) for the background and modes, and
   (``POST /sample``) for ``initial_examples`` random examples with their facts; write a task
   directory (``bk.pl`` = background + ``:- include('facts.pl').``, ``facts.pl``, ``exs.pl``,
   ``modes.pl``) and load it (``Task.load``).
2. Each round: ask the server to draw the round's validation sample now (``POST /prepare``),
   fit the Learner meanwhile (warm start after the first round), write the theory
   atomically to ``out``, submit it (``POST /validate``), keep the clauses the server kept
   (``Learner.keep``) and write them, and add the counterexamples to the task
   (``Task.add_background`` for their facts, ``Task.add_examples`` for their atoms -- worker
   processes replay both).  Group ids of round ``k`` start with ``c<k>_`` (initial
   examples ``s0_``), so they never clash.
3. Stop when the server finds no counterexample, when ``patience`` rounds in a row end with
   exactly the clauses the round before kept (their counterexamples taught nothing that
   survived validation), or after ``max_iterations`` rounds.  The task
   directory (``workdir``; without one, a temporary directory removed at the end) is then
   rewritten with every example and fact the learner held; its modes.pl ends with the
   Learner's settings as set/2 facts (the ones this run used, not the sampler's).

Without a server URL an embedded server is started in this process (ilp.active.embedded) with
the given sampler, and stopped on exit.  Server failures raise ``ServerUnavailable`` /
``RequestRefused`` (``InputError``s); an interrupt (Ctrl-C, SIGTERM) ends the loop at once.
Either way the theory file keeps the last theory the server validated (a round's unvalidated
theory is written only where no validated one stands yet, and never an interrupted one).

Settings are resolved by the caller (a ``Settings``): the loop uses them as given.  This
module is domain-free: the examples, their facts and the language bias all come from the
server's sampler.
"""

from __future__ import annotations

import sys
import tempfile
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path

import numpy as np

from ilp.active.client import ActiveClient
from ilp.errors import InputError
from ilp.files import check_output, write_atomic
from ilp.words import plural


def _option(default, help: str):
    return field(default=default, metadata={"help": "active learning: " + help})


@dataclass
class ActiveOptions:
    """The loop's own settings (search settings are the Learner's)."""
    max_iterations: int = _option(4, "most fit/validate rounds")
    batch: int = _option(50, "most counterexamples per round")
    threshold: float = _option(1.0, "accuracy below which the server drops a clause")
    initial_examples: int = _option(200, "random examples to start from")
    validation_examples: int = _option(2000, "fresh examples the server draws per validation")
    warm_start: bool = _option(True, "refit from the clauses the server kept in the round before")
    patience: int = _option(1, "stop after this many rounds in a row that keep exactly the "
                               "clauses of the round before (0: never)")
    server_workers: int = _option(0, "embedded server: worker processes (0: one per core)")

    def check(self) -> None:
        for name in ("max_iterations", "batch", "initial_examples", "validation_examples"):
            value = getattr(self, name)
            if not isinstance(value, (int, np.integer)) or value < 1:
                raise InputError(f"{name} must be an integer >= 1, not {value!r}")
        if not 0.0 <= self.threshold <= 1.0:
            raise InputError(f"accuracy threshold {self.threshold} is not in [0, 1]")
        if not isinstance(self.patience, (int, np.integer)) or self.patience < 0:
            raise InputError(f"patience must be an integer >= 0, not {self.patience!r}")
        if self.server_workers < 0:
            raise InputError("server workers must not be negative")


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


def build_task_dir(directory: Path, task_info: dict, facts: str, pos, neg,
                   settings=None) -> Path:
    """A task directory (contracts §3) of the server's background and modes and the given
    examples and facts; with `settings` (the Learner's), its modes.pl ends with them as set/2
    facts, so the directory learns again as the run learned (later set/2 facts win)."""
    from ilp.settings import set_facts

    directory.mkdir(parents=True, exist_ok=True)
    bk = ("% Task built by ilp active learning from the server's background; the facts of\n"
          "% the initial sample and of every batch of counterexamples are in facts.pl.\n\n"
          + task_info["bk"] + "\n:- include('facts.pl').\n")
    write_atomic(directory / "bk.pl", bk)
    write_atomic(directory / "facts.pl", task_info.get("facts_header", "") + facts)
    exs = [f"pos({a})." for a in pos] + [f"neg({a})." for a in neg]
    write_atomic(directory / "exs.pl", "\n".join(exs) + "\n")
    modes = task_info["modes"]
    if settings is not None:
        modes += ("\n% The settings the learner of this run used (ilp.active.loop).\n"
                  + set_facts(settings))
    write_atomic(directory / "modes.pl", modes)
    return directory


def _strip_header(facts: str, task_info: dict) -> str:
    header = task_info.get("facts_header", "")
    return facts[len(header):] if header and facts.startswith(header) else facts


def _say(progress, text: str) -> None:
    if progress:
        print(text, file=sys.stderr, flush=True)


@dataclass
class _Run:
    """What one active-learning run holds: the server and its client, the task (its
    directory, the facts of every batch), the learner and where its theory goes."""
    target: str
    settings: object
    options: ActiveOptions
    seed: int
    out: Path | None
    progress: bool
    info: dict = field(default_factory=dict)
    client: object = None
    embedded: object = None
    scratch: object = None
    directory: Path | None = None
    task: object = None
    learner: object = None
    facts: list = field(default_factory=list)
    validated: bool = False           # the theory file holds a theory the server validated


def run_active_learning(target: str, settings, options: ActiveOptions | None = None, *,
                        server_url: str | None = None, sampler: str | None = None,
                        sampler_options: dict | None = None, token: str | None = None,
                        seed: int = 0, out=None, progress: bool = True, workdir=None,
                        on_iteration=None, client_options: dict | None = None) -> ActiveResult:
    """Active learning of `target` (see the module docstring).  `settings`: the Learner's
    Settings, used as given.  Without `server_url`, an embedded server with `sampler`
    ("module:factory") and `sampler_options`.  `on_iteration(stats, learner, client)`: called
    after each round.  Returns an ``ActiveResult``."""
    options = options or ActiveOptions()
    options.check()
    if server_url is None and not sampler:
        raise InputError("active learning needs a server URL or a sampler for an embedded server")
    start = time.perf_counter()
    out = check_output(out, "theory") if out is not None else None
    run = _Run(target, settings, options, int(seed), out, progress)
    result = ActiveResult(target)
    try:
        result.server_url = _connect(run, server_url, sampler, sampler_options, token,
                                     client_options)
        _start_task(run, workdir)
        result.task_dir = str(run.directory)
        seeds = np.random.SeedSequence([run.seed & 0xFFFFFFFF, 7]).generate_state(
            options.max_iterations)
        unchanged, before = 0, None
        for it in range(1, options.max_iterations + 1):
            stats, cx = _round(run, it, int(seeds[it - 1]))
            result.theory = list(run.learner.theory_)
            result.iterations.append(stats)
            if on_iteration is not None:
                on_iteration(stats, run.learner, run.client)
            now = sorted(run.learner.clauses_)
            unchanged = unchanged + 1 if now == before else 0
            before = now
            result.stopped = _stop(cx, it, options, unchanged)
            if result.stopped:
                break
            if cx["facts"]:
                run.facts.append(_strip_header(cx["facts"], run.info))
                run.task.add_background(run.facts[-1])
            run.task.add_examples(cx["pos"], cx["neg"])
        _snapshot(run)
    finally:
        if run.learner is not None:
            run.learner.close()
        if run.client is not None:
            run.client.close()
        if run.embedded is not None:
            run.embedded.stop()
        if run.scratch is not None:      # no task directory asked for: leave nothing behind
            run.scratch.cleanup()
            result.task_dir = ""
        result.seconds = time.perf_counter() - start
    return result


def _connect(run: _Run, server_url, sampler, sampler_options, token, client_options) -> str:
    """Start the embedded server when there is no URL; the client; the task's description."""
    from ilp.active.config import ServerConfig
    from ilp.active.embedded import EmbeddedServer

    if server_url is None:
        run.embedded = EmbeddedServer(ServerConfig(
            workers=run.options.server_workers, sampler=sampler,
            sampler_options=dict(sampler_options or {}), seed=run.seed))
        server_url = run.embedded.start()
        _say(run.progress, f"active: embedded server at {server_url}")
    run.client = ActiveClient(server_url, token=token, **(client_options or {}))
    run.info = run.client.task(run.target)
    return server_url


def _start_task(run: _Run, workdir) -> None:
    """The initial sample, written as a task directory and loaded; the learner."""
    from ilp.learner import Learner
    from ilp.task import Task

    n = run.options.initial_examples
    sample = run.client.sample(run.target, n, seed=run.seed, board_prefix="s0_")
    if not sample["pos"]:
        raise InputError(f"the server's initial sample of {n} examples has no positive "
                         f"{run.target} example; ask for more initial examples")
    if workdir is None:
        run.scratch = tempfile.TemporaryDirectory(prefix=f"ilp-active-{run.target}-")
        workdir = run.scratch.name
    run.directory = Path(workdir)
    run.facts = [_strip_header(sample["facts"], run.info)]
    build_task_dir(run.directory, run.info, run.facts[0], sample["pos"], sample["neg"],
                   run.settings)
    run.task = Task.load(run.directory)
    run.learner = Learner(run.settings, keep_workers=True)   # one search pool for every round
    _say(run.progress, f"active: {len(sample['pos'])} positive, {len(sample['neg'])} negative "
                       f"initial examples; task in {run.directory}")


def _round(run: _Run, it: int, seed: int) -> tuple[IterationStats, dict]:
    """One round: fit (warm after the first), write the theory, have the server validate it,
    keep what it kept.  Its statistics and the server's counterexamples."""
    from ilp.theory import format_theory, write_theory

    header = (f"Theory learned by ilp active learning of {run.target}/{run.info['arity']}, "
              f"seed {run.seed}")
    task, learner, options = run.task, run.learner, run.options
    held = (len(task.pos_ids), len(task.neg_ids))
    # the server draws the validation's sample while the learner fits (the same sample, and
    # so the same answer, as one drawn at the validation: it depends on its seed alone)
    run.client.prepare(run.target, seed, f"c{it}_", options.validation_examples)
    t0 = time.perf_counter()
    learner.fit(task, warm_start=options.warm_start and it > 1)
    fit_s = time.perf_counter() - t0
    if learner.interrupted_:
        raise KeyboardInterrupt
    if run.out is not None and not run.validated and learner.theory_:
        write_theory(run.out, learner.theory_, f"{header} (round {it}, not yet validated)")
    t1 = time.perf_counter()
    answer = run.client.validate(run.target, format_theory(learner.theory_),
                                 examples=options.validation_examples,
                                 threshold=options.threshold, batch=options.batch,
                                 seed=seed, board_prefix=f"c{it}_")
    val_s = time.perf_counter() - t1
    learner.keep(answer["kept"])
    if run.out is not None:
        write_theory(run.out, learner.theory_, f"{header} (round {it}: the clauses the server kept)")
        run.validated = True
    cx = answer["counterexamples"]
    stats = IterationStats(
        iteration=it, examples_pos=held[0], examples_neg=held[1],
        clauses=len(answer["clauses"]), kept=list(answer["kept"]),
        dropped=list(answer["dropped"]), counter_pos=len(cx["pos"]),
        counter_neg=len(cx["neg"]), missed_pos=cx["missed_pos"],
        covered_neg=cx["covered_neg"], tested=answer["examples"],
        precision=answer["kept_theory"]["precision"], recall=answer["kept_theory"]["recall"],
        fit_seconds=round(fit_s, 3), validate_seconds=round(val_s, 3))
    _say(run.progress, _round_text(stats, fit_s, val_s))
    return stats, cx


def _round_text(stats: IterationStats, fit_s: float, val_s: float) -> str:
    dropped = f" ({', '.join(stats.dropped)})" if stats.dropped else ""
    return (f"active round {stats.iteration}: held {plural(stats.examples, 'example')} "
            f"({stats.examples_pos} pos, {stats.examples_neg} neg); "
            f"{plural(stats.clauses, 'clause')}, "
            f"kept {len(stats.kept)} dropped {len(stats.dropped)}{dropped}; server tested "
            f"{stats.tested}: precision {_fmt(stats.precision)}, recall {_fmt(stats.recall)}; "
            f"counterexamples {stats.counter_pos} pos, {stats.counter_neg} neg; "
            f"fit {fit_s:.1f}s, validate {val_s:.1f}s")


def _stop(cx: dict, it: int, options: ActiveOptions, unchanged: int) -> str:
    """Why the loop stops after round `it` ("" when it goes on)."""
    if not cx["pos"] and not cx["neg"]:
        return "no counterexample"
    if it == options.max_iterations:
        return "iteration limit"
    if options.patience and unchanged >= options.patience:
        return "theory unchanged"
    return ""


def _snapshot(run: _Run) -> None:
    """Rewrite the task directory with every example and fact the learner held, so it can be
    learned from again (`ilp learn --task DIR`), with the settings it was learned with."""
    task = run.task
    pos = [task.example_text(i) for i in task.pos_ids]
    neg = [task.example_text(i) for i in task.neg_ids]
    build_task_dir(run.directory, run.info, "".join(run.facts), pos, neg, run.settings)


def _fmt(x) -> str:
    return "n/a" if x is None else f"{x:.3f}"
