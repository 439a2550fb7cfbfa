"""`ilp learn`: learn a theory from a task directory (`--task`), or for a built-in target
(`--target`, by active learning against a counterexample server by default).

Settings are resolved here, once: the settings' defaults < the task's set/2 facts (or the
target's defaults) < the command line; the learner gets the resulting ``Settings``.  Every
search setting is an option (ilp.cli.options, from the ``Settings`` fields).

``--target NAME`` reads the hooks of the module registered in ``TARGETS``:
``task_for_target(target=, seed=, examples=, directory=, options=)`` builds the task directory
of passive learning, ``search_settings(target, active)`` gives the target's settings,
``target_defaults(target).loop`` the active-learning loop's options and ``SAMPLER`` the
sampler of its server.  Every core is used (``--jobs``) unless the command line or the task's
set/2 facts say otherwise: for the searches of several seeds, and for noisy auto's exact
clauses, learned beside the theory from scratch (ilp.learner).

``--backend ray``: the parallel searches, and the embedded server's workers,
run as Ray actors on the cluster of ``--ray-address`` (default: a local one started for the
run, stopped after it; ilp.parallel.cluster).  The same ``--seed`` learns the same theory.
"""

from __future__ import annotations

import json
import os
import tempfile

import click

from examples_gen.learn_targets import DEFAULT_BOARDS, LABELINGS, N_EXAMPLES, labels_help
from ilp.active.loop import ActiveOptions
from ilp.cli.options import dataclass_options, pop_fields
from ilp.cli.progress import bars_wanted
from ilp.errors import InputError
from ilp.loader import load_object
from ilp.settings import Settings
from ilp.words import plural

# --target NAME -> the module holding its hooks (see the module docstring)
TARGETS = {
    "safe": "examples_gen.learn_targets",
    "mine": "examples_gen.learn_targets",
}


def _hook(target: str, name: str):
    if target not in TARGETS:
        raise InputError(f"unknown target {target!r} (known: {', '.join(sorted(TARGETS))})")
    return load_object(f"{TARGETS[target]}:{name}", f"target {target}")


@click.command()
@click.option("--task", "task_dir", type=click.Path(), default=None,
              help="task directory (bk.pl, exs.pl, modes.pl)")
@click.option("--target", default=None,
              help="learn a built-in target (safe, mine): active learning by default")
@click.option("--examples", "examples_dir", type=click.Path(), default=None,
              help="with --target: use this task directory (written by `ilp gen`) instead of "
                   "generating examples")
@click.option("--n-examples", type=int, default=None,
              help=f"with --target: how many examples to generate (default {N_EXAMPLES})")
@click.option("--labels", type=click.Choice(LABELINGS), default=None,
              help="with --target: example labels. " + labels_help())
@click.option("--boards", default=None,
              help=f"with --target: board kinds to play, e.g. 8x8/10 (default {DEFAULT_BOARDS})")
@click.option("--task-dir", "target_dir", type=click.Path(file_okay=False), default=None,
              help="with --target: where to write the task learned from (the generated "
                   "examples, or all the examples active learning held); default: a "
                   "temporary directory, removed at the end")
@click.option("--set", "set_options", multiple=True, metavar="NAME=VALUE",
              help="any setting, e.g. --set star_recall=50 (repeatable)")
@click.option("--out", type=click.Path(dir_okay=False), default=None, help="write the theory here")
@click.option("--json", "as_json", is_flag=True, help="print a JSON document on stdout")
@click.option("--quiet", is_flag=True,
              help="print one summary line on stderr: no progress bar, no line per search or "
                   "round (warnings and errors still show)")
@click.option("--active/--no-active", default=None,
              help="active learning against an embedded counterexample server (the default for "
                   "built-in targets generating their own examples: MIO's best setting)")
@click.option("--server", "server_url", default=None, metavar="URL",
              help="active learning against a running `ilp serve` at URL")
@click.option("--server-token", default=None, envvar="ILP_SERVE_TOKEN",
              help="active learning: token for the server")
@dataclass_options(ActiveOptions)
@dataclass_options(Settings)
def learn(**kwargs):
    """Learn a theory; print it (or --json) on stdout, each search's summary on stderr."""
    from ilp.procs import clear_deadline

    try:
        _learn(**kwargs)
    finally:
        clear_deadline()       # the run's --max-time ends with it (a caller may go on)


def _learn(task_dir, target, examples_dir, n_examples, labels, boards, target_dir, set_options,
           out, as_json, quiet, active, server_url, server_token, **options):
    from ilp.files import check_output, check_output_dir
    from ilp.parallel.cluster import session
    from ilp.procs import max_time
    from ilp.settings import resolve
    from ilp.task import Task

    if (task_dir is None) == (target is None):
        raise InputError("give exactly one of --task DIR or --target NAME")
    overrides = pop_fields(Settings, options)
    loop = pop_fields(ActiveOptions, options)
    for item in set_options:
        name, sep, value = item.partition("=")
        if not sep or not name:
            raise InputError(f"--set wants NAME=VALUE, not {item!r}")
        overrides.setdefault(name.strip(), value.strip())
    if out is not None:
        check_output(out, "theory")          # before any work starts
    if target_dir is not None:
        check_output_dir(target_dir, "task directory")
    examples_chosen = bool(examples_dir or n_examples or labels or boards)
    if target is None:
        if active or server_url:
            raise InputError("--active and --server go with --target (the server samples the "
                             "target's examples)")
        if examples_chosen or target_dir:
            raise InputError("--examples, --n-examples, --labels, --boards and --task-dir go "
                             "with --target")
        max_time(resolve({}, overrides).max_time)     # while the task loads (its bk runs)
        task = Task.load(task_dir)
        if "jobs" not in task.settings:
            overrides.setdefault("jobs", os.cpu_count() or 1)
        settings = resolve(task.settings, overrides)
        max_time(settings.max_time)                     # the learning run
        with session(settings.backend, settings.ray_address):
            emit(_fit(task, settings, out, quiet, as_json), task, as_json, quiet)
        return
    if active is None:
        # MIO's best setting (active learning + greedy search + macros) is the default for a
        # built-in target, unless the examples are given or their generation is tuned
        active = not examples_chosen
    if (active or server_url) and examples_chosen:
        raise InputError("--active draws its examples from the server: do not also give "
                         "--examples, --n-examples, --labels or --boards")
    if examples_dir is not None and (n_examples or labels or boards):
        raise InputError("--examples DIR uses the examples in DIR: do not also give "
                         "--n-examples, --labels or --boards")
    if n_examples is not None and n_examples < 1:
        raise InputError("--n-examples must be at least 1")
    overrides.setdefault("jobs", os.cpu_count() or 1)
    seed = int(overrides.get("seed", 0))
    base = _hook(target, "search_settings")(target, bool(active or server_url))
    settings = resolve(base, overrides)
    # the task is written to --task-dir, else to a temporary directory removed at the end;
    # the run's cluster (--backend ray) is joined first: a bad address fails before any work
    with session(settings.backend, settings.ray_address), \
            tempfile.TemporaryDirectory(prefix=f"ilp-{target}-") as tmp:
        directory = target_dir or os.path.join(tmp, "task")
        if active or server_url:
            _learn_actively(target, settings,
                            {**_hook(target, "target_defaults")(target).loop, **loop}, seed, out,
                            quiet, as_json, server_url, server_token, directory,
                            kept=target_dir is not None)
            return
        task_dir = _hook(target, "task_for_target")(
            target=target, seed=seed, examples=examples_dir, directory=directory,
            options={"n_examples": n_examples, "labels": labels, "boards": boards,
                     "quiet": quiet or as_json})
        task = Task.load(task_dir)
        max_time(settings.max_time)
        emit(_fit(task, settings, out, quiet, as_json), task, as_json, quiet,
             task_kept=target_dir is not None)


def _fit(task, settings, out, quiet: bool, as_json: bool):
    """learn_task with a bar only on a terminal, and no line per search under --quiet.  A run
    stopped (a signal, or its time limit inside a Prolog call) prints what it learned so far,
    as a finished one prints its theory, before the stop goes on to its message."""
    from ilp.learner import learn_task

    try:
        if not quiet:
            # no bar under --json either (as before): a script reads its output
            return learn_task(task, settings, out=out, progress=bars_wanted(quiet=as_json))
        with open(os.devnull, "w") as devnull:
            return learn_task(task, settings, out=out, progress=False, log=devnull)
    except KeyboardInterrupt as stop:
        learner = getattr(stop, "partial", None)
        if learner is not None and learner.theory_:
            emit(learner, task, as_json, quiet)
        raise


def _learn_actively(target, settings, loop: dict, seed, out, quiet, as_json, server_url,
                    token, directory, kept: bool = True) -> None:
    """`ilp learn --target T [--active|--server URL]`: the active-learning loop."""
    from ilp.active.loop import run_active_learning
    from ilp.theory import format_theory

    result = run_active_learning(target, settings, ActiveOptions(**loop), server_url=server_url,
                                 sampler=_hook(target, "SAMPLER"), token=token, seed=seed,
                                 out=out, progress=not quiet, workdir=directory)
    if as_json:
        doc = result.as_dict()
        doc["clauses"] = [c.as_dict() for c in result.theory]
        # nothing that is gone by now: a temporary task directory is removed on return, an
        # embedded server stopped
        if not kept:
            doc["task_dir"] = None
        if server_url is None:
            doc["server_url"] = None
        click.echo(json.dumps(doc, indent=1))
    else:
        click.echo(format_theory(result.theory), nl=False)
    click.echo(f"active learning: {plural(len(result.theory), 'clause')} kept after "
               f"{plural(len(result.iterations), 'round')} ({result.stopped}); the learner held "
               f"{plural(result.examples_held, 'example')}, the server tested "
               f"{result.examples_tested}; {result.seconds:.1f}s", err=True)


def emit(learner, task, as_json: bool, quiet: bool = False, task_kept: bool = True) -> None:
    """The theory (or the --json document) on stdout, the summary on stderr: one line under
    --quiet, else a line naming the positives left uncovered and the training score (as
    `ilp test` scores the theory)."""
    from ilp.evaluate import format_score, training_score

    summary = learner.summary()
    score = training_score(learner, task)      # as `ilp test` scores the theory
    if as_json:
        # a temporary task directory (--target without --task-dir) is removed on return
        doc = {"task": str(task.directory) if task_kept else None,
               "settings": learner.settings_.as_dict(),
               "clauses": [c.as_dict() for c in learner.theory_],
               "searches": [r.as_dict() for r in learner.searches_], "summary": summary,
               "training": score.as_dict()}
        click.echo(json.dumps(doc, indent=1))
    else:
        from ilp.theory import format_theory

        click.echo(format_theory(learner.theory_), nl=False)
    line = (f"learned {plural(summary['clauses'], 'clause')} in "
            f"{plural(summary['searches'], 'search', 'searches')}, "
            f"{plural(summary['explored'], 'clause')} explored, "
            f"{plural(summary['cutoff'], 'search', 'searches')} cut off, {summary['seconds']}s")
    missed = [] if summary["complete"] else summary["uncovered"]
    left = f"{len(missed)} of {plural(len(task.pos_ids), 'positive')}"
    # the time ran out: some positives left were perhaps never searched from
    max_time = f"max_time ({learner.settings_.max_time:g}s)" if summary["out_of_time"] else ""
    if quiet:
        if missed:
            at = f" at {max_time}" if max_time else ""
            line += f"; incomplete{at}: {left} uncovered"
        if score.accuracy is not None:
            line += f"; training accuracy {100 * score.accuracy:.2f}%"
        click.echo(line, err=True)
        return
    click.echo(line, err=True)
    if missed:
        more = f" (and {len(missed) - 10} more)" if len(missed) > 10 else ""
        why = f"{max_time} reached with {left} uncovered" if max_time else \
            f"no acceptable clause covers {left}"
        click.echo(f"incomplete: {why}: {', '.join(missed[:10])}{more}", err=True)
    click.echo(format_score(score, "training examples, the theory run as a program:"), err=True)
