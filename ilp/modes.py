r"""Mode declarations (Progol style): ``modeh(Recall, Atom)`` / ``modeb(Recall, Atom)``.

Each argument of ``Atom`` is ``+type`` (input), ``-type`` (output) or ``#type`` (a constant),
or a term built of them (Aleph's ``modeb(1, (+list = [-any|-list]))``); a body mode may be
negated, ``\+ p(+t)`` (or ``not(p(+t))``); ``Recall`` is a positive integer or ``*``.
modes.pl is read with Prolog's read_term (prolog/task.pl, prolog/modes.pl); this module holds
the parsed declarations for Python.
"""

from __future__ import annotations

from dataclasses import dataclass

from ilp.errors import InputError
from ilp.limits import RECALL

KINDS = {"in": "+", "out": "-", "const": "#"}


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


def parse_mode_line(line: str) -> Mode:
    """Parse the tab-separated lines prolog/task.pl produces (ilp_load_modes/3)."""
    try:
        kind, recall, name, arity, negated, template, specs = line.split("\t")
        args = tuple(Arg(*spec.split(" ", 1)) for spec in specs.split(",") if spec)
    except ValueError as err:  # pragma: no cover - produced by our own Prolog
        raise InputError(f"bad mode declaration {line!r}") from err
    if recall != "*" and int(recall) > RECALL:
        raise InputError(f"{kind}({recall}, {template}): a recall of more than {RECALL:,} "
                         "answers a call is more than this learner takes (docs/limits.md)")
    return Mode(kind == "modeh", None if recall == "*" else int(recall), name, args,
                int(arity), negated == "true", template)


def read_modes(path=None, module: str | None = None, text: str | None = None
               ) -> tuple[list[Mode], dict[str, str]]:
    """The mode declarations and set/2 settings (name -> text) of a modes file (or of a
    modes `text`), read in Prolog (prolog/task.pl, which also stores them in `module`:
    default a new one)."""
    from ilp.engine import get_engine, quote, to_str

    engine = get_engine()
    module = module or engine.new_module("modes")
    source = f"text({quote(text)})" if text is not None else f"file({quote(path)})"
    r = engine.once(f"ilp_task:ilp_load_modes({module}, {source}, R), "
                    f"(R = ok(Ms, Ss) -> E = '' ; R = error(E), Ms = [], Ss = [])")
    if to_str(r["E"]):
        raise InputError(to_str(r["E"]))
    settings = dict(to_str(line).split("|", 1) for line in r["Ss"])
    return [parse_mode_line(to_str(x)) for x in r["Ms"]], settings


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
