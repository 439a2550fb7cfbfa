"""`ilp learn --task DIR`: learn a theory from a task directory (contracts §3).

Thin over ``ilp.learner.learn_task``.  ``--target NAME`` builds a task directory first with the
function registered in ``TARGETS`` (``"module:function"``, imported lazily), called as
``function(target=NAME, seed=SEED, examples=DIR_OR_None, directory=DIR_OR_None, options=dict)``
(options: the setting overrides plus ``n_examples``, ``labels``, ``boards``) and returning the
task directory; then learning goes on exactly as with ``--task``.  With ``--target``, the
defaults are greedy search with macros and one worker process per core (``--jobs``), each
covering step searching from as many seed examples as there are workers.
"""

from __future__ import annotations

import json
import sys

import click

from ilp.cli.serve import active_learning_options, pop_active_options, run_active_from_options
from ilp.errors import InputError

# Setting overrides offered as options: (option, setting name, click type, help)
_SETTING_OPTIONS = [
    ("--clauselength", "clauselength", int, "most literals in a clause, head included"),
    ("--depth", "depth", int, "variable depth of the bottom clause"),
    ("--nodes", "nodes", int, "most clauses explored per search"),
    ("--noise", "noise", int, "most negatives an acceptable clause covers"),
    ("--minpos", "minpos", int, "fewest positives an acceptable clause covers"),
    ("--minacc", "minacc", float, "lowest precision of an acceptable clause"),
    ("--beam", "beam", int, "greedy: candidates kept per step"),
    ("--seeds", "seeds", int, "searches (seed examples) per covering step"),
    ("--max-clauses", "max_clauses", int, "most clauses in the theory"),
    ("--max-failures", "max_failures", int, "failed covering steps in a row before stopping"),
    ("--inference-limit", "inference_limit", int, "Prolog inferences per example test"),
    ("--time-limit", "time_limit", float, "seconds per search"),
    ("--star-recall", "star_recall", int, "answers per call of a recall-* mode"),
]

# --target NAME -> "module:function" building the task directory (see the module docstring).
TARGETS = {
    "safe": "examples_gen.learn_targets:task_for_target",
    "mine": "examples_gen.learn_targets:task_for_target",
}


def _target_task(target, seed, examples, directory, options):
    """The task directory the TARGETS hook builds (examples: a directory or None)."""
    import importlib

    spec = TARGETS.get(target)
    if spec is None:
        raise InputError(f"unknown target {target!r} (known: {', '.join(sorted(TARGETS))})")
    module, func = spec.split(":")
    try:
        fn = getattr(importlib.import_module(module), func)
    except (ModuleNotFoundError, AttributeError):
        raise InputError(f"target {target!r} is not available yet ({spec} missing)") from None
    return fn(target=target, seed=seed, examples=examples, directory=directory, options=options)


def _settings_options(f):
    for opt, name, typ, helptext in reversed(_SETTING_OPTIONS):
        f = click.option(opt, name, type=typ, default=None, help=helptext)(f)
    return f


@click.command()
@click.option("--task", "task_dir", type=click.Path(), default=None, help="task directory (bk.pl, exs.pl, modes.pl)")
@click.option("--target", default=None, help="learn a built-in target (safe, mine): build its task first")
@click.option("--examples", "examples_dir", type=click.Path(), default=None,
              help="with --target: use this task directory (written by `ilp gen`) instead of "
                   "generating examples")
@click.option("--n-examples", type=int, default=None,
              help="with --target: how many examples to generate (default 1000)")
@click.option("--labels", type=click.Choice(["exact", "truth"]), default=None,
              help="with --target: example labels. exact (default): a tile is safe/mine when "
                   "its exact mine probability is 0/1 -- the rules learned are then sound by "
                   "construction of the negatives (undecidable tiles are negatives); truth "
                   "(MIO's): the hidden truth, contradictory situations removed")
@click.option("--boards", default=None,
              help="with --target: board kinds to play, e.g. classic-beginner,intermediate or 8x8/10")
@click.option("--task-dir", "target_dir", type=click.Path(file_okay=False), default=None,
              help="with --target: where to write the generated task (default: a temporary directory)")
@click.option("--set", "set_options", multiple=True, metavar="NAME=VALUE",
              help="any setting, e.g. --set star_recall=50 (repeatable)")
@click.option("--out", type=click.Path(dir_okay=False), default=None, help="write the theory here")
@click.option("--search", type=click.Choice(["ida", "greedy"]), default=None)
@click.option("--macros/--no-macros", default=None, help="refine by macros (default) or single literals")
@click.option("--seed", type=int, default=None, help="random seed")
@click.option("--jobs", type=int, default=None, help="worker processes for parallel searches")
@click.option("--json", "as_json", is_flag=True, help="print a JSON document on stdout")
@click.option("--quiet", is_flag=True, help="no progress display")
@_settings_options
@active_learning_options
def learn(task_dir, target, examples_dir, n_examples, labels, boards, target_dir, set_options,
          out, search, macros, seed, jobs, as_json, quiet, **settings):
    """Learn a theory; print it (or --json) on stdout, each search's summary on stderr."""
    from ilp.learner import learn_task
    from ilp.settings import resolve
    from ilp.task import Task

    if (task_dir is None) == (target is None):
        raise InputError("give exactly one of --task DIR or --target NAME")
    active = pop_active_options(settings)
    if target is None and (active["active"] or active["server_url"]):
        raise InputError("--active and --server go with --target (the server samples the "
                         "target's examples)")
    examples_chosen = bool(examples_dir or n_examples or labels or boards or target_dir)
    if target is not None and active["active"] is None:
        # MIO's best setting (active learning + greedy search + macros) is the default for a
        # built-in target, unless the examples are given or their generation is tuned
        active["active"] = not examples_chosen
    if (active["active"] or active["server_url"]) and examples_chosen:
        raise InputError("--active draws its examples from the server: do not also give "
                         "--examples, --n-examples, --labels, --boards or --task-dir")
    extra = {}
    for item in set_options:
        name, sep, value = item.partition("=")
        if not sep or not name:
            raise InputError(f"--set wants NAME=VALUE, not {item!r}")
        extra[name.strip()] = value.strip()
    overrides = dict(extra, **{k: v for k, v in settings.items() if v is not None},
                     search=search, macros=macros, seed=seed, jobs=jobs)
    if target is None and any(v is not None for v in (examples_dir, n_examples, labels, boards)):
        raise InputError("--examples, --n-examples, --labels and --boards go with --target")
    if target is not None:
        if examples_dir is not None and (n_examples or labels or boards):
            raise InputError("--examples DIR uses the examples in DIR: do not also give "
                             "--n-examples, --labels or --boards")
        if n_examples is not None and n_examples < 1:
            raise InputError("--n-examples must be at least 1")
        if active["active"] or active["server_url"]:
            _learn_actively(target, overrides, seed, out, quiet, as_json, active)
            return
        options = {k: v for k, v in overrides.items() if v is not None}
        options.update(n_examples=n_examples, labels=labels, boards=boards,
                       quiet=quiet or as_json)
        task_dir = _target_task(target, seed if seed is not None else 0, examples_dir,
                                target_dir, options)
        _builtin_defaults(overrides)
    task = Task.load(task_dir)
    resolved = resolve(task.settings, overrides)
    learner = learn_task(task, resolved, out=out, progress=not quiet and not as_json)
    emit(learner, task, as_json)


# Search settings of the active-learning rounds (over the target's set/2 defaults).
ACTIVE_DEFAULTS = {"time_limit": 10.0, "max_failures": 3}


def _builtin_defaults(overrides: dict) -> None:
    """Built-in targets: greedy search with macros, every core busy."""
    import os

    if overrides.get("jobs") is None:
        overrides["jobs"] = os.cpu_count() or 1
    if overrides.get("seeds") is None:
        overrides["seeds"] = max(overrides["jobs"], 1)
    if overrides.get("search") is None:
        overrides["search"] = "greedy"


def _learn_actively(target, overrides, seed, out, quiet, as_json, active) -> None:
    """`ilp learn --target T --active|--server URL`: the active-learning loop (ilp.active.loop)."""
    from ilp.theory import format_theory

    _builtin_defaults(overrides)
    # Each round refits on a few hundred examples, a seventh of whose positives no clause of the
    # language covers: shorter searches and fewer failed steps keep the rounds short, and the
    # server's counterexamples do the rest.
    for name, value in ACTIVE_DEFAULTS.items():
        if overrides.get(name) is None:
            overrides[name] = value
    settings = {k: v for k, v in overrides.items() if v is not None}
    result = run_active_from_options(target, settings, seed, out, not quiet and not as_json,
                                     **active)
    if as_json:
        doc = result.as_dict()
        doc["clauses"] = [c.as_dict() for c in result.theory]
        click.echo(json.dumps(doc, indent=1))
    else:
        click.echo(format_theory(result.theory), nl=False)
    click.echo(f"active learning: {len(result.theory)} clauses kept after "
               f"{len(result.iterations)} rounds ({result.stopped}); the learner held "
               f"{result.examples_held} examples, the server tested {result.examples_tested}; "
               f"{result.seconds:.1f}s", err=True)


def emit(learner, task, as_json: bool) -> None:
    summary = learner.summary()
    if as_json:
        doc = {"task": str(task.directory), "settings": learner.settings_.as_dict(),
               "clauses": [c.as_dict() for c in learner.theory_],
               "searches": [r.as_dict() for r in learner.searches_], "summary": summary}
        click.echo(json.dumps(doc, indent=1))
    else:
        from ilp.theory import format_theory

        click.echo(format_theory(learner.theory_), nl=False)
    click.echo(f"learned {summary['clauses']} clauses in {summary['searches']} searches, "
               f"{summary['explored']} clauses explored, {summary['cutoff']} searches cut off, "
               f"{summary['seconds']}s", err=True)
