"""A learning task (contracts §3): our directory (bk.pl, exs.pl, modes.pl), or Popper's or
Aleph's task layout, read as their users write them (ilp.formats: detection and one loader per
layout; ``Task.load`` runs the checks common to all).

Loading: the layout is detected (``ilp.formats.detect``); its loader puts the bias (mode
declarations and set/2 settings, as ``ilp_task:ilp_load_modes/3`` reads them), the examples and
the compiled background into a module of its own; then the common checks: a modeh, a positive
example, every example matching a modeh, recursion declared (below), the example report
(contradictory and repeated examples: warnings), every modeb predicate defined.  ``spec()``
carries the path the user gave, so worker processes rebuild any layout with ``from_spec``.

The background knowledge is compiled into a Prolog module of its own (one per Task, so several
tasks live in one process); examples are stored there as ``'$ilp_ex'(Id, pos|neg, Atom)`` facts
with integer ids, which is how coverage queries name them.

Recursive clauses (Progol, FOIL): when a modeb names a modeh predicate P, P is defined in the
task's module by its positive examples, as facts (prolog/task.pl), so saturation enumerates them
and a candidate clause's recursive body literal is tested against them (extensional coverage:
the clause is judged with the background plus the positives, never calling itself).  Positives
added later (``add_examples``) become facts too; worker processes rebuild the same facts, since
``from_spec`` replays the additions.  When bk.pl itself gives clauses for P (a partial
definition), they are kept and the positives are added beside them, in the same dynamic
predicate: the body literal then succeeds when the bk proves it or a positive states it.
"""

from __future__ import annotations

import io
import sys
from contextlib import contextmanager, redirect_stderr
from pathlib import Path

from ilp.engine import IN, OUT, TEXT, get_engine, predicate
from ilp.errors import InputError
from ilp.formats import detect
from ilp.modes import Mode, type_warnings
from ilp.settings import TaskSettings

_example_report = predicate("ilp_task", "ilp_example_report", IN, OUT, OUT)
_add_positive_facts = predicate("ilp_task", "ilp_add_positive_facts", IN)
_defines = predicate("ilp_task", "ilp_defines", IN, IN, IN)
_add_example = predicate("ilp_task", "ilp_add_example", IN, IN, TEXT, IN, OUT)
_remove_examples = predicate("ilp_task", "ilp_remove_examples", IN, IN)
_example_text = predicate("ilp_task", "ilp_example_text", IN, IN, OUT)


class Task:
    """Load with ``Task.load(path)``.

    Attributes: ``name`` (the directory's, or Aleph's stem), ``directory`` (the path given to
    ``load``: a directory, or an Aleph stem DIR/NAME), ``layout`` ("ilp", "popper" or
    "aleph"), ``module`` (the Prolog module of the bk and examples),
    ``modeh`` (list of head Modes), ``modebs`` (body Modes), ``settings`` (the set/2 facts,
    name -> text), ``pos_ids`` / ``neg_ids`` (example ids, in file order, then added ones),
    ``recursive`` (indicators of the modeh predicates a modeb names: defined by the positives),
    ``facts_version`` (bumped when a positive of such a predicate is added: coverage computed
    before may have changed), ``warnings`` (what loading found doubtful).
    """

    def __init__(self, directory: Path, module: str, modes: list[Mode], settings: dict,
                 pos_ids: list[int], neg_ids: list[int], recursive: tuple[str, ...] = ()):
        self.directory = directory
        self.name = directory.name
        self.module = module
        self.modeh = [m for m in modes if m.head]
        self.modebs = [m for m in modes if not m.head]
        self.settings = settings
        self.pos_ids = list(pos_ids)
        self.neg_ids = list(neg_ids)
        self.added: list[tuple[str, str]] = []   # ("pos"|"neg", atom) or ("bk", clauses) added later
        self._next_id = max(self.pos_ids + self.neg_ids, default=-1) + 1
        self.version = 0                         # bumped by add_examples
        self.recursive = tuple(recursive)
        self.facts_version = 0                   # bumped when positives of `recursive` are added
        self.warnings: list[str] = []            # what loading found doubtful (also printed)
        self.layout = "ilp"                      # "ilp" | "popper" | "aleph" (ilp.formats)

    # -- loading ------------------------------------------------------------------------------
    @classmethod
    def load(cls, path) -> Task:
        """Load the task at `path`, in any of the three layouts (ilp.formats): our directory
        (bk.pl, exs.pl, modes.pl), Popper's (bk.pl, exs.pl, bias.pl) or Aleph's (the stem
        DIR/NAME of NAME.b, NAME.f, NAME.n, or a directory holding one .b file).  Raises
        InputError ("task PATH: ...") on anything wrong with it."""
        path = Path(path)
        layout = detect(path)
        where = layout.where()
        layout.check()
        engine = get_engine()
        module = engine.new_module(layout.name)
        # the bias: modes and settings (Aleph's layout loads its background here)
        modes, settings = layout.read_bias(module)
        settings = TaskSettings(settings, layout.bias_source)     # named in messages
        if not any(m.head for m in modes):
            raise InputError(f"{where}: {layout.bias_source} declares no modeh")
        # examples
        pos, neg, indicators = layout.load_examples(module)
        if not pos:
            raise InputError(f"{where}: {layout.examples_source} has no positive example")
        heads = {m.indicator for m in modes if m.head}
        stray = sorted(indicators - heads)
        if stray:
            raise InputError(f"{where}: examples of {', '.join(stray)} match no modeh "
                             f"(modeh: {', '.join(sorted(heads))})")
        if not heads & indicators:
            raise InputError(f"{where}: modeh {', '.join(sorted(heads))} names no example's predicate")
        # a modeb naming a modeh: recursive clauses.  The predicate is declared dynamic before
        # the bk gets clauses of it (the bk may give some too), its positives added as facts after.
        recursive = tuple(dict.fromkeys(m.indicator for m in modes
                                        if not m.head and m.indicator in heads))
        # background knowledge last (its errors are about the bk, not about the bias)
        layout.load_background(module, [_split(i) for i in recursive])
        (n_contra, contra), (n_repeated, repeated) = _example_report(module)
        warnings = []
        if n_contra:
            warnings.append(f"{n_contra} atoms are both positive and negative examples "
                            f"(e.g. {contra})")
        if n_repeated:
            warnings.append(f"{n_repeated} examples are given more than once "
                            f"(e.g. {repeated})")
        for w in warnings:
            print(f"warning: {where}: {layout.examples_source}: {w}", file=sys.stderr)
        if recursive:
            _add_positive_facts(module)
        missing = list(dict.fromkeys(m.indicator for m in modes
                                     if not m.head and not _defines(module, m.name, m.arity)))
        if missing:
            raise InputError(f"{where}: {layout.bk_source} defines no {', '.join(missing)} "
                             f"(named by {layout.body_decl})")
        # after the errors: what only looks doubtful
        for warning in type_warnings(modes):
            layout.warn(f"{layout.bias_source}: {warning}")
        task = cls(path, module, modes, settings, pos, neg, recursive)
        task.name = layout.name
        task.layout = layout.kind
        task.warnings = layout.warnings + warnings
        return task

    # -- examples -----------------------------------------------------------------------------
    def add_examples(self, pos_atoms=(), neg_atoms=()) -> tuple[list[int], list[int]]:
        """Add examples given as Prolog text ("p(a,f(1))"); returns their new ids."""
        heads = {m.indicator for m in self.modeh}
        new = ([], [])
        for sign, atoms, out in (("pos", pos_atoms, new[0]), ("neg", neg_atoms, new[1])):
            for text in atoms:
                text = str(text).strip().rstrip(".")
                r = _add_example(self.module, sign, text, self._next_id)
                if r.name == "error":
                    raise InputError(r.args[0])
                if r.args[0] not in heads:
                    _remove_examples(self.module, [self._next_id])
                    raise InputError(f"example {text} matches no modeh ({', '.join(sorted(heads))})")
                out.append(self._next_id)
                self.added.append((sign, text))
                self._next_id += 1
        self.pos_ids.extend(new[0])
        self.neg_ids.extend(new[1])
        self.version += 1
        if self.recursive and new[0]:
            # prolog/task.pl made the positives of recursive predicates facts: coverage of a
            # recursive clause on earlier examples may have grown
            self.facts_version += 1
        return new

    @contextmanager
    def scratch_negatives(self, atoms):
        """Negatives added for the length of a block (a fit's random atoms standing in for
        negatives: ilp.posonly), then removed, ids and all: the task is left as it was, so a
        second fit draws the same atoms under the same ids."""
        saved = (len(self.neg_ids), len(self.added), self._next_id, self.version)
        _, ids = self.add_examples((), atoms) if atoms else ((), [])
        try:
            yield ids
        finally:
            if ids:
                _remove_examples(self.module, list(ids))
            n_neg, n_added, self._next_id, self.version = saved
            del self.neg_ids[n_neg:]
            del self.added[n_added:]

    def add_background(self, text: str) -> None:
        """Add background clauses (Prolog text, e.g. the facts of new boards) to the task's
        module: asserted (ilp.engine.Engine.add_clauses), so they extend the predicates
        bk.pl declares dynamic; a syntax error or a clause of a static predicate is an
        InputError and adds nothing.  Worker processes replay the addition (``spec``)."""
        try:
            get_engine().add_clauses(self.module, text)
        except InputError as err:
            raise InputError(f"added background: {err}") from None
        self.added.append(("bk", text))
        self.version += 1

    def example_text(self, ex_id: int) -> str:
        text = _example_text(self.module, int(ex_id))
        if text is None:
            raise KeyError(ex_id)
        return text

    def spec(self) -> tuple[str, list[tuple[str, str]]]:
        """What a worker process needs to rebuild this task: (the path given to ``load``,
        added examples and background)."""
        return str(self.directory), list(self.added)

    @classmethod
    def from_spec(cls, spec) -> Task:
        """The task a ``spec`` describes, rebuilt in a worker process: loaded without its
        warnings, which the process that wrote the spec has shown already."""
        directory, added = spec
        with redirect_stderr(io.StringIO()):
            task = cls.load(directory)
        task.replay(added)
        return task

    def replay(self, added) -> None:
        """Add what `added` (the second part of a ``spec``) holds, in its order, so that the
        ids come out identical to the parent's."""
        for sign, text in added:
            if sign == "bk":
                self.add_background(text)
            else:
                self.add_examples([text] if sign == "pos" else [], [text] if sign == "neg" else [])

    def __repr__(self) -> str:
        return f"Task({self.name!r}, pos={len(self.pos_ids)}, neg={len(self.neg_ids)})"


def _split(indicator: str) -> tuple[str, int]:
    """"name/arity" as (name, arity)."""
    name, arity = indicator.rsplit("/", 1)
    return name, int(arity)
