"""Task layouts (contracts §3): which one a path is, and how each is read.

Three layouts reach the learner through ``Task.load(PATH)``:

- **ours**: a directory with ``bk.pl``, ``exs.pl`` (``pos/1``, ``neg/1``) and ``modes.pl``
  (``IlpLayout``, below);
- **Popper**: a directory with ``bk.pl``, ``exs.pl`` and ``bias.pl`` (clingo syntax:
  ``ilp.formats.popper``);
- **Aleph**: a stem ``DIR/NAME`` for ``NAME.b``, ``NAME.f`` and an optional ``NAME.n``, or a
  directory holding exactly one ``.b`` file (``ilp.formats.aleph``); also the SWI pack's
  single file ``NAME.pl`` with ``:- begin_in_pos.`` sections.

Detection (``detect``), first match wins: a directory with ``modes.pl`` is ours, else one with
``bias.pl`` is Popper's, else one with ``.b`` files is Aleph's (exactly one ``.b``, else it is
refused naming them); a path that is no directory is an Aleph stem when ``PATH.b`` exists (a
path to ``NAME.b``, ``NAME.f`` or ``NAME.n`` itself is taken as its stem), or the pack's
single file.  Anything else is refused, naming the files each layout expects.

Every layout turns its files into what the learner consumes (``Layout``): a Prolog module
holding the compiled background, the examples as ``'$ilp_ex'(Id, pos|neg, Atom)`` facts, and
the mode declarations and settings, read by ``ilp_task:ilp_load_modes/3`` -- Popper's and
Aleph's declarations are first written as a text in our modes.pl syntax.  ``ilp.task.Task``
then runs the checks common to all layouts.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

from ilp.engine import IN, OUT, EngineError, Term, get_engine, predicate
from ilp.errors import InputError
from ilp.modes import Mode, read_modes

OURS_FILES = ("bk.pl", "exs.pl", "modes.pl")
POPPER_FILES = ("bk.pl", "exs.pl", "bias.pl")

EXPECTED = ("ours: a directory with bk.pl, exs.pl, modes.pl; "
            "Popper: a directory with bk.pl, exs.pl, bias.pl; "
            "Aleph: a stem DIR/NAME with NAME.b, NAME.f (NAME.n optional), "
            "or a directory holding one .b file")


_term_text = predicate("ilp_task", "ilp_term_text", IN, OUT)
_load_examples = predicate("ilp_task", "ilp_load_examples", IN, IN, IN, OUT)
_declare_recursive = predicate("ilp_task", "ilp_declare_recursive", IN, IN)


def prolog_atom(name: str) -> str:
    """`name` written as a Prolog atom (quoted when it must be)."""
    return name if re.fullmatch(r"[a-z][A-Za-z0-9_]*", name) else _term_text(name)


class Layout:
    """One task layout being loaded.  ``Task.load`` calls, in this order: ``check``,
    ``read_bias`` (modes and settings into the module), ``load_examples``, then
    ``load_background`` (given the recursive head predicates, which must be declared before
    the bk gets clauses of them).  ``warn`` prints a warning on stderr and keeps it."""

    kind = "?"
    bias_source = "?"        # file names for messages
    examples_source = "?"
    bk_source = "?"
    body_decl = "modeb"      # what names a body predicate, for messages

    def __init__(self, path: Path, name: str):
        self.path = path         # as the user gave it
        self.name = name         # the task's name (directory or stem)
        self.warnings: list[str] = []

    def where(self) -> str:
        return f"task {self.path}"

    def error(self, message: str) -> InputError:
        return InputError(f"{self.where()}: {message}")

    def warn(self, message: str) -> None:
        print(f"warning: {self.where()}: {message}", file=sys.stderr)
        self.warnings.append(message)

    def check(self) -> None:
        """Syntax checks before anything is loaded."""

    def read_bias(self, module: str) -> tuple[list[Mode], dict]:
        raise NotImplementedError

    def load_examples(self, module: str) -> tuple[list[int], list[int], set[str]]:
        raise NotImplementedError

    def load_background(self, module: str, recursive: list[tuple[str, int]]) -> None:
        raise NotImplementedError

    # -- helpers shared by the layouts ------------------------------------------------------
    def _read_modes_text(self, text: str, module: str) -> tuple[list[Mode], dict]:
        try:
            return read_modes(module=module, text=text)
        except InputError as err:
            message = str(err).replace("modes.pl: ", "", 1)
            raise self.error(f"{self.bias_source}: {message}") from None

    def _load_exs_pl(self, module: str, path: Path) -> tuple[list[int], list[int], set[str]]:
        r = _load_examples(module, str(path), 0)
        if r.name == "error":
            message = r.args[0]
            where = "" if message.startswith(f"{path.name}:") else f"{path.name}: "
            raise self.error(f"{where}{message}")
        # what SWI-Prolog's consult would skip with a message is skipped with a warning
        pos, neg, indicators, skipped = r.args
        for line, what in (k.args for k in skipped):
            self.warn(f"{path.name}: line {line}: {what} (skipped)")
        return pos, neg, set(indicators)

    def _declare_recursive(self, module: str, recursive: list[tuple[str, int]]) -> None:
        if recursive:
            _declare_recursive(module, [Term("/", n, int(a)) for n, a in recursive])

    def _load_bk_file(self, module: str, path: Path) -> None:
        try:
            errors = get_engine().load_file(module, path)
        except EngineError as err:
            raise self.error(f"{path.name}: {err}") from None
        if errors:
            more = f" (and {len(errors) - 1} more errors)" if len(errors) > 1 else ""
            raise self.error(f"{path.name}: {errors[0]}{more}")


class IlpLayout(Layout):
    """Ours: DIR with bk.pl, exs.pl, modes.pl (contracts §3)."""

    kind = "ilp"
    bias_source, examples_source, bk_source = "modes.pl", "exs.pl", "bk.pl"
    files = OURS_FILES

    def __init__(self, path: Path):
        super().__init__(path, path.name)
        self.files: dict[str, Path] = {}
        for name in type(self).files:
            f = path / name
            if not f.is_file():
                raise self.error(f"missing {name}")
            self.files[name] = f.resolve()

    def check(self) -> None:
        engine = get_engine()
        for name, f in self.files.items():
            # bk.pl: its operators come from its libraries; bias.pl is clingo; exs.pl is read
            # on past what cannot be read, with a warning, as consult would
            if name in ("bk.pl", "bias.pl", "exs.pl"):
                continue
            error = engine.syntax_error(f, module="ilp_task")
            if error:
                raise self.error(f"{name}: {error}")

    def read_bias(self, module):
        try:
            return read_modes(self.files["modes.pl"], module)
        except InputError as err:
            raise self.error(str(err)) from None

    def load_examples(self, module):
        return self._load_exs_pl(module, self.files["exs.pl"])

    def load_background(self, module, recursive):
        # declared before bk.pl is loaded: the bk may give clauses of them too
        self._declare_recursive(module, recursive)
        self._load_bk_file(module, self.files["bk.pl"])


def detect(path) -> Layout:
    """The layout of `path` (see the module's docstring); raises InputError naming the files
    each layout expects when none matches."""
    from ilp.formats.aleph import AlephLayout
    from ilp.formats.popper import PopperLayout

    path = Path(path)
    if path.is_dir():
        if (path / "modes.pl").is_file():
            return IlpLayout(path)
        if (path / "bias.pl").is_file():
            return PopperLayout(path)
        bs = sorted(p for p in path.iterdir() if p.suffix == ".b" and p.is_file())
        if len(bs) == 1:
            return AlephLayout(path, bs[0].with_suffix(""))
        if len(bs) > 1:
            raise InputError(f"task {path}: holds {len(bs)} Aleph background files "
                             f"({', '.join(b.name for b in bs)}): give the stem, "
                             f"e.g. {path / bs[0].stem}")
        found = sorted(p.name for p in path.iterdir())
        shown = ", ".join(found[:8]) + (", ..." if len(found) > 8 else "") if found else "nothing"
        raise InputError(f"task {path}: no task layout found (it holds {shown}); missing the "
                         f"files of each -- {EXPECTED}")
    stem = path
    if path.suffix in (".b", ".f", ".n") and path.is_file():
        stem = path.with_suffix("")
    if Path(f"{stem}.b").is_file():
        return AlephLayout(path, stem)
    if path.is_file() and path.suffix == ".pl":
        return AlephLayout.pack_file(path)
    if path.exists():
        raise InputError(f"task {path}: not a task: expected {EXPECTED}")
    raise InputError(f"task {path} does not exist (expected {EXPECTED})")
