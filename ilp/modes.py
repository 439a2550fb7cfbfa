r"""Mode declarations (Progol style): ``modeh(Recall, Atom)`` / ``modeb(Recall, Atom)``.

Each argument of ``Atom`` is ``+type`` (input), ``-type`` (output) or ``#type`` (a constant),
or a term built of them (Aleph's ``modeb(1, (+list = [-any|-list]))``); a body mode may be
negated, ``\+ p(+t)`` (or ``not(p(+t))``); ``Recall`` is a positive integer or ``*``.
modes.pl is read with Prolog's read_term (prolog/task.pl, prolog/modes.pl); this module holds
the parsed declarations for Python.
"""

from __future__ import annotations

from dataclasses import dataclass

from ilp.engine import IN, OUT, Term, Text, predicate
from ilp.errors import InputError
from ilp.limits import RECALL

KINDS = {"in": "+", "out": "-", "const": "#"}

_load_modes = predicate("ilp_task", "ilp_load_modes", IN, IN, OUT)


@dataclass(frozen=True)
class Arg:
    kind: str      # "in" | "out" | "const"
    type: str

    def __str__(self) -> str:
        return f"{KINDS[self.kind]}{self.type}"


@dataclass(frozen=True)
class Mode:
    head: bool             # modeh (True) or modeb
    recall: int | None     # None stands for '*'
    name: str              # the predicate called (under a negation: the negated one)
    args: tuple[Arg, ...]  # the place-markers, in order (at any depth of the template)
    arity: int = 0
    negated: bool = False  # a body mode \+ p(...): holds when p fails
    template: str = ""     # the mode atom as declared

    @property
    def indicator(self) -> str:
        return f"{self.name}/{self.arity}"

    def __str__(self) -> str:
        kind = "modeh" if self.head else "modeb"
        recall = "*" if self.recall is None else str(self.recall)
        return f"{kind}({recall}, {self.template})"


def _mode(term) -> Mode:
    """The Mode of a mode(Kind, Recall, Name, Arity, Negated, Template, Markers) term of
    prolog/task.pl (ilp_load_modes/3)."""
    kind, recall, name, arity, negated, template, markers = term.args
    if recall != "*" and recall > RECALL:
        raise InputError(f"{kind}({recall}, {template}): a recall of more than {RECALL:,} "
                         "answers a call is more than this learner takes (docs/limits.md)")
    return Mode(kind == "modeh", None if recall == "*" else recall, name,
                tuple(Arg(*m.args) for m in markers), arity, negated == "true", template)


def read_modes(path=None, module: str | None = None, text: str | None = None
               ) -> tuple[list[Mode], dict[str, str]]:
    """The mode declarations and set/2 settings (name -> text) of a modes file (or of a
    modes `text`), read in Prolog (prolog/task.pl, which also stores them in `module`:
    default a new one)."""
    from ilp.engine import get_engine

    module = module or get_engine().new_module("modes")
    source = Term("text", Text(text)) if text is not None else Term("file", str(path))
    r = _load_modes(module, source)
    if r.name == "error":
        raise InputError(r.args[0])
    modes, settings = r.args
    return [_mode(m) for m in modes], {s.args[0]: s.args[1] for s in settings}


def type_warnings(modes: list[Mode]) -> list[str]:
    """What the types of the mode declarations say is likely a mistake (a misspelt type):
    a type some mode outputs that no mode takes as an input, and a type some mode takes that
    neither the head nor any output gives (that mode can never be used)."""
    given = {a.type for m in modes for a in m.args
             if (m.head and a.kind == "in") or (not m.head and a.kind == "out")}
    taken = {a.type for m in modes for a in m.args
             if (not m.head and a.kind == "in") or (m.head and a.kind == "out")}
    out = []
    for t in sorted(given - taken):
        where = next(str(m) for m in modes for a in m.args if a.type == t)
        out.append(f"type {t} ({where}) is taken as an input by no mode: no literal can use "
                   f"a value of it (a misspelt type?)")
    for t in sorted(taken - given):
        where = next(str(m) for m in modes for a in m.args if a.type == t)
        out.append(f"type {t} ({where}) is given by no head input and no mode's output: "
                   f"that mode can never be used (a misspelt type?)")
    return out
