"""A learning task (contracts §3): a directory with bk.pl, exs.pl and modes.pl.

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

import sys
from pathlib import Path

from ilp.engine import EngineError, get_engine, quote, to_str
from ilp.errors import InputError
from ilp.modes import Mode, read_modes


class Task:
    """Load with ``Task.load(directory)``.

    Attributes: ``name``, ``directory``, ``module`` (the Prolog module of the bk and examples),
    ``modeh`` (list of head Modes), ``modebs`` (body Modes), ``settings`` (the set/2 facts,
    name -> text), ``pos_ids`` / ``neg_ids`` (example ids, in file order, then added ones),
    ``recursive`` (indicators of the modeh predicates a modeb names: defined by the positives),
    ``facts_version`` (bumped when a positive of such a predicate is added: coverage computed
    before may have changed).
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
        self.warnings: list[str] = []            # what loading found doubtful in the examples

    # -- loading ------------------------------------------------------------------------------
    @classmethod
    def load(cls, directory) -> "Task":
        directory = Path(directory)
        if not directory.is_dir():
            raise InputError(f"task directory {directory} does not exist")
        files = {}
        for name in ("bk.pl", "exs.pl", "modes.pl"):
            path = directory / name
            if not path.is_file():
                raise InputError(f"task {directory}: missing {name}")
            files[name] = path.resolve()
        engine = get_engine()
        for name, path in files.items():
            if name == "bk.pl":      # its operators come from the libraries it loads
                continue
            error = engine.syntax_error(path, module="ilp_task")
            if error:
                raise InputError(f"task {directory}: {name}: {error}")
        module = engine.new_module(directory.name)
        # modes
        try:
            modes, settings = read_modes(files["modes.pl"], module)
        except InputError as err:
            raise InputError(f"task {directory}: {err}") from None
        if not any(m.head for m in modes):
            raise InputError(f"task {directory}: modes.pl declares no modeh")
        # examples
        r = engine.once(f"ilp_task:ilp_load_examples({module}, {quote(files['exs.pl'])}, 0, R), "
                        f"(R = ok(P, N, I) -> E = '' ; R = error(E), P = [], N = [], I = [])")
        if to_str(r["E"]):
            raise InputError(f"task {directory}: exs.pl: {to_str(r['E'])}")
        pos, neg = list(r["P"]), list(r["N"])
        indicators = {to_str(i) for i in r["I"]}
        if not pos:
            raise InputError(f"task {directory}: exs.pl has no positive example")
        heads = {m.indicator for m in modes if m.head}
        stray = sorted(indicators - heads)
        if stray:
            raise InputError(f"task {directory}: examples of {', '.join(stray)} match no modeh "
                             f"(modeh: {', '.join(sorted(heads))})")
        if not heads & indicators:
            raise InputError(f"task {directory}: modeh {', '.join(sorted(heads))} names no example's predicate")
        # a modeb naming a modeh: recursive clauses.  The predicate is declared dynamic before
        # the bk is loaded (the bk may give it clauses too), its positives added as facts after.
        recursive = tuple(dict.fromkeys(m.indicator for m in modes
                                        if not m.head and m.indicator in heads))
        if recursive:
            names = ",".join(dict.fromkeys(f"{quote(m.name)}/{len(m.args)}" for m in modes
                                           if m.head and m.indicator in recursive))
            engine.once(f"ilp_task:ilp_declare_recursive({module}, [{names}])")
        # background knowledge last (its errors are about the bk, not about the bias)
        try:
            errors = engine.load_file(module, files["bk.pl"])
        except EngineError as err:
            raise InputError(f"task {directory}: bk.pl: {err}") from None
        if errors:
            more = f" (and {len(errors) - 1} more errors)" if len(errors) > 1 else ""
            raise InputError(f"task {directory}: bk.pl: {errors[0]}{more}")
        r = engine.once(f"ilp_task:ilp_example_report({module}, [NC, C], [NR, R])")
        warnings = []
        if r["NC"]:
            warnings.append(f"{r['NC']} atoms are both positive and negative examples "
                            f"(e.g. {to_str(r['C'])})")
        if r["NR"]:
            warnings.append(f"{r['NR']} examples are given more than once "
                            f"(e.g. {to_str(r['R'])})")
        for w in warnings:
            print(f"warning: task {directory}: exs.pl: {w}", file=sys.stderr)
        if recursive:
            engine.once(f"ilp_task:ilp_add_positive_facts({module})")
        missing = list(dict.fromkeys(m.indicator for m in modes if not m.head and not engine.once(
            f"functor(G, {quote(m.name)}, {len(m.args)}), current_predicate(_, {module}:G)")))
        if missing:
            raise InputError(f"task {directory}: bk.pl defines no {', '.join(missing)} (named by modeb)")
        task = cls(directory, module, modes, settings, pos, neg, recursive)
        task.warnings = warnings
        return task

    # -- examples -----------------------------------------------------------------------------
    def add_examples(self, pos_atoms=(), neg_atoms=()) -> tuple[list[int], list[int]]:
        """Add examples given as Prolog text ("p(a,f(1))"); returns their new ids."""
        engine = get_engine()
        heads = {m.indicator for m in self.modeh}
        new = ([], [])
        for sign, atoms, out in (("pos", pos_atoms, new[0]), ("neg", neg_atoms, new[1])):
            for text in atoms:
                text = str(text).strip().rstrip(".")
                r = engine.once(f"ilp_task:ilp_add_example({self.module}, {sign}, {quote(text)}, "
                                f"{self._next_id}, R), (R = ok(I) -> E = '' ; R = error(E), I = '')")
                if to_str(r["E"]):
                    raise InputError(to_str(r["E"]))
                if to_str(r["I"]) not in heads:
                    engine.once(f"retract({self.module}:'$ilp_ex'({self._next_id}, _, _))")
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
        r = get_engine().once(f"{self.module}:'$ilp_ex'({int(ex_id)}, _, A), ilp_task:ilp_term_text(A, T)")
        if r is None:
            raise KeyError(ex_id)
        return to_str(r["T"])

    def spec(self) -> tuple[str, list[tuple[str, str]]]:
        """What a worker process needs to rebuild this task: (directory, added examples)."""
        return str(self.directory), list(self.added)

    @classmethod
    def from_spec(cls, spec) -> "Task":
        directory, added = spec
        task = cls.load(directory)
        # keep the ids identical to the parent's: replay in the original order
        for sign, text in added:
            if sign == "bk":
                task.add_background(text)
            else:
                task.add_examples([text] if sign == "pos" else [], [text] if sign == "neg" else [])
        return task

    def __repr__(self) -> str:
        return f"Task({self.name!r}, pos={len(self.pos_ids)}, neg={len(self.neg_ids)})"
