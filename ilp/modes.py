"""Mode declarations (Progol style): ``modeh(Recall, Atom)`` / ``modeb(Recall, Atom)``.

Each argument of ``Atom`` is ``+type`` (input), ``-type`` (output) or ``#type`` (a constant);
``Recall`` is a positive integer or ``*``.  modes.pl is read with Prolog's read_term
(prolog/task.pl); this module holds the parsed declarations for Python.
"""

from __future__ import annotations

from dataclasses import dataclass

from ilp.errors import InputError

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
    name: str
    args: tuple[Arg, ...]

    @property
    def indicator(self) -> str:
        return f"{self.name}/{len(self.args)}"

    def __str__(self) -> str:
        kind = "modeh" if self.head else "modeb"
        recall = "*" if self.recall is None else str(self.recall)
        args = ", ".join(str(a) for a in self.args)
        return f"{kind}({recall}, {self.name}({args}))"


def parse_mode_line(line: str) -> Mode:
    """Parse the "kind|recall|name|in T,out T" lines that prolog/task.pl produces."""
    try:
        kind, recall, name, specs = line.split("|", 3)
        args = tuple(Arg(*spec.split(" ", 1)) for spec in specs.split(",") if spec)
    except ValueError as err:  # pragma: no cover - produced by our own Prolog
        raise InputError(f"bad mode declaration {line!r}") from err
    return Mode(kind == "modeh", None if recall == "*" else int(recall), name, args)


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
