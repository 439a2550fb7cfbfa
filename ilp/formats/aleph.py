"""Aleph's task layout: a stem ``DIR/NAME`` for ``NAME.b``, ``NAME.f`` and an optional ``NAME.n``
(as Aleph's ``read_all(NAME)`` takes it), or a directory holding exactly one ``.b`` file
(contracts §3).  Also the SWI pack's single file (``NAME.pl`` with ``:- begin_in_pos.`` /
``:- begin_in_neg.`` sections), which costs nothing more.

``NAME.b`` is really compiled into the task's module (``Engine.load_file``: libraries such as
clpfd and their operators work), after prolog/formats.pl made Aleph's declarations recorders
there and declared Aleph's operators (``#``, ``*``, ``because``) in that module only.  The
recorded declarations then become a text in our modes.pl syntax, read by
``ilp_task:ilp_load_modes/3``:

- ``modeh/2``, ``modeb/2`` as they are; ``mode/2`` gives both, its head only for a target some
  determination names (any, without determinations), and never for a negated template or a
  built-in predicate: ``mode(1, (+list = [-any|-list]))`` beside ``mode(*, mem(+any, +list))``
  is a body mode of the recursive target mem/2.  Aleph's ``not(p(+t))`` is written
  ``\\+ p(+t)``; structured templates (``(+list = [-any|-list])``) are passed unchanged.
- **Aleph's features other than covering** are refused by name (FEATURES), whatever shows them:
  a command run as a directive (``:- induce_tree.``, ``:- induce_theory.``, ...), a setting
  only they read (``tree_type``, ``mode_overlap_threshold``, ``max_features``, ``abduce``
  true, ``search`` ic), ``abducible/1``, ``model/1``, a ``modeh`` of ``false`` (constraint
  induction), or determinations without any mode (mode learning).
- **Determinations** (Aleph's rule): a body mode is used only when some head-mode target has a
  ``determination(Target/N, Pred/M)`` for its predicate (for a negated mode, its negated
  predicate, or not/1); the dropped ones are named in a warning.  A file with no determination
  at all keeps every body mode (with a warning).  A determination naming a predicate that no
  mode declares, or a target that no modeh declares, is ignored with a warning.
- ``set(Name, Value)`` and the pack's ``aleph_set/2``: passed through when ilp/settings.py knows
  the name (its own settings, ALIASES such as ``i`` and ``searchtime``, and FOREIGN: Aleph's
  harmless settings, ignored there with a warning) -- except:
  ``search``: bf, df, heuristic, id, ibs, ils, ar -> ``ida``; rls, scs -> ``greedy``; ``false``,
  ``ic`` and other values refused by name.  ``evalfn``: passed unchanged (the Settings
  validate it).  ``depth``: Aleph's is a proof depth bound, not our variable depth (Aleph's
  ``i``): ignored with a warning (the inference limit bounds proofs here).  Tree settings
  without ``tree_type`` (``prune_tree``, ``confidence``, ``dependent``, ``classes``) and a
  few other harmless ones (``verbose``, ``check_good``, ...): ignored with a warning.  Any
  other name: refused by name.
- Aleph's defaults where ours differ, when NAME.b does not set them: ``minpos`` 1 (ours: 2),
  ``clauselength`` 4 (ours: 6), ``i`` 2 (our depth: 3).  Options on the command line still
  win over them.
- ``lazy_evaluate(p/2)``: our ``lazy_evaluate(p/2)`` (our own lazy evaluation: the constant
  chosen from the data, calling p with single values, which a bk written for Aleph's lazy
  protocol -- a clause for ``[Pos, Neg]`` value lists -- also supports); refused by name for
  a mode with several ``#`` arguments or outputs (Aleph's regression examples fit them
  together from value lists: here they would be learned as memorised constants).
- ``positive_only/1``, ``commutative/1``, ``symmetric/1``, integrity constraints
  ``false :- Body`` and a user ``prune/1``: ignored, one warning.

Examples: ``NAME.f`` (positives) and ``NAME.n`` (negatives) hold plain facts, read with the
module's operators (``%`` comments fine, directives skipped).  Without ``NAME.n`` there are no
negatives: the learner's positive-only mode takes over.
"""

from __future__ import annotations

from pathlib import Path

from ilp.engine import IN, OUT, EngineError, get_engine, predicate
from ilp.errors import InputError
from ilp.formats import Layout, prolog_atom

SEARCH = {"bf": "ida", "df": "ida", "heuristic": "ida", "id": "ida", "ibs": "ida", "ils": "ida",
          "ar": "ida", "rls": "greedy", "scs": "greedy"}
TREE = frozenset({"prune_tree", "confidence", "dependent", "classes"})
# Aleph settings that ilp/settings.py does not list, harmless to ignore
HARMLESS = frozenset({"check_good", "verbose", "lazy_bottom", "scs_type", "prior",
                      "pos_fraction", "greedy"})
# Aleph's defaults where ours differ: a task written for Aleph counts on them
ALEPH_DEFAULTS = {"minpos": "1", "clauselength": "4", "i": "2"}
# Aleph's features other than covering (induce): a task that uses one is refused naming it
FEATURES = {
    "induce_constraints": "constraint induction (Aleph's induce_constraints)",
    "induce_modes": "mode learning (Aleph's induce_modes)",
    "induce_tree": "tree learning (Aleph's induce_tree)",
    "induce_features": "feature construction (Aleph's induce_features)",
    "induce_theory": "theory-level search (Aleph's induce_theory)",
    "abduction": "abduction (Aleph's abducible/1 with set(abduce, true))",
}
# settings that only those features read, and setting values that ask for them
FEATURE_SETTINGS = {"tree_type": "induce_tree", "mode_overlap_threshold": "induce_modes",
                    "max_features": "induce_features"}
FEATURE_VALUES = {("abduce", "true"): "abduction", ("search", "ic"): "induce_constraints"}


_prepare = predicate("ilp_formats", "aleph_prepare", IN)
_finish = predicate("ilp_formats", "aleph_finish", IN)
_declared = predicate("ilp_formats", "aleph_declared", IN, IN, OUT)
_builtin = predicate("ilp_formats", "aleph_builtin", IN, IN)
_section_examples = predicate("ilp_formats", "aleph_section_examples", IN, IN, OUT, OUT, OUT)
_load_examples = predicate("ilp_formats", "aleph_load_examples", IN, IN, IN, IN, IN, OUT)


class AlephLayout(Layout):
    kind = "aleph"
    body_decl = "modeb"

    def __init__(self, path: Path, stem: Path, single_file: Path | None = None):
        super().__init__(path, stem.name)
        self.b = single_file or Path(f"{stem}.b")
        self.f = Path(f"{stem}.f")
        self.n = Path(f"{stem}.n")
        self.single = single_file is not None
        self.bias_source = self.bk_source = self.b.name
        if self.single:
            self.examples_source = self.b.name
        else:
            if not self.f.is_file():
                raise self.error(f"missing {self.f.name} (Aleph's positive examples, "
                                 f"beside {self.b.name})")
            self.examples_source = self.f.name
        self.b, self.f, self.n = self.b.resolve(), self.f.resolve(), self.n.resolve()

    @classmethod
    def pack_file(cls, path: Path) -> AlephLayout:
        """The SWI pack's single-file layout (a .pl file with :- begin_in_pos. sections)."""
        try:
            text = path.read_text(encoding="utf-8-sig", errors="replace")
        except OSError as err:
            raise InputError(f"task {path}: cannot read it: {err.strerror}") from None
        if "begin_in_pos" not in text:
            raise InputError(f"task {path}: a single .pl file is read only as the SWI pack's "
                             "Aleph layout (with :- begin_in_pos. sections); expected a "
                             "directory (bk.pl, exs.pl with modes.pl or bias.pl) or an Aleph "
                             "stem DIR/NAME (NAME.b, NAME.f, NAME.n)")
        return cls(path, path.with_suffix(""), single_file=path)

    # -- the background and its declarations --------------------------------------------------
    def read_bias(self, module):
        get_engine().use_module("formats.pl")
        _prepare(module)
        try:
            self._load_bk_file(module, self.b)
        except InputError:
            # a feature named beats the load error it causes (an Aleph command not recorded)
            self._refuse_features(module)
            raise
        _finish(module)
        text = self._modes_text(module)
        modes, settings = self._read_modes_text(text, module)
        self._check_lazy(modes)
        return modes, settings

    def _check_lazy(self, modes) -> None:
        """Our lazy evaluation chooses one constant (ilp/lazy.py): a lazy_evaluate predicate
        whose modes have several # arguments or outputs (Aleph fits them together from value
        lists, as its regression examples do) is refused rather than learned wrongly."""
        for name, arity in self._lazy:
            for m in modes:
                if m.head or (m.name, m.arity) != (name, arity):
                    continue
                consts = sum(a.kind == "const" for a in m.args)
                outs = sum(a.kind == "out" for a in m.args)
                if consts != 1 or outs:
                    raise self.error(
                        f"{self.b.name}: lazy_evaluate({name}/{arity}) with mode {m.template}: "
                        f"lazy evaluation of {consts} # arguments"
                        + (" and outputs" if outs else "") + " (Aleph's value lists) is not "
                        "implemented here (one # argument and no output)")

    def _modes_text(self, module) -> str:
        src = self.b.name
        self._refuse_features(module)
        modes = [(k, str(r), n, int(a), t) for k, r, n, a, t in
                 (m.args for m in _declared(module, "mode"))]
        for kind, recall, name, arity, template in modes:
            if not name:
                raise self.error(f"{src}: {kind}({recall}, {template[1:]}): the mode atom is "
                                 "not a predicate")
            if kind == "modeh" and _builtin(name, arity):
                raise self.error(f"{src}: modeh({recall}, {template}): {name}/{arity} is built "
                                 "in: it cannot be learned")
        dets = self._determinations(module)
        # mode/2 declares a head too; Aleph learns only the targets its determinations name
        # (the examples' predicate): mode(1, (+list = [-any|-list])) is a body mode only
        targeted = {d[0] for d in dets}
        heads = [m for m in modes if m[0] == "modeh"
                 or (m[0] == "mode" and (not targeted or (m[2], m[3]) in targeted))]
        bodies = [m for m in modes if m[0] == "modeb"]
        if not heads:
            raise self.error(f"{src} declares no modeh (nor mode)")
        targets = {(m[2], m[3]) for m in heads}
        bodies = self._determined(targets, bodies, dets)
        lines = [f"modeh({recall}, {template})." for _, recall, _, _, template in heads]
        lines += [f"{kind}({recall}, {template})." for kind, recall, _, _, template in bodies]
        lines += self._settings(module)
        self._lazy = []
        for name, arity in (d.args for d in _declared(module, "lazy")):
            if not name:
                raise self.error(f"{src}: lazy_evaluate/1 wants Name/Arity")
            self._lazy.append((name, arity))
            lines.append(f"lazy_evaluate({prolog_atom(name)}/{arity}).")
        others: dict[str, int] = {}
        for kind, _ in (d.args for d in _declared(module, "other")):
            label = {"false": "integrity constraints (false :- ...)", "prune": "prune/1"}.get(
                kind, f"{kind}/1")
            others[label] = others.get(label, 0) + 1
        if others:
            self.warn(f"{src}: ignored (no counterpart here): " + ", ".join(
                f"{k}" + (f" x{v}" if v > 1 else "") for k, v in others.items()))
        return "\n".join(lines) + "\n"

    def _refuse_features(self, module) -> None:
        """An Aleph feature other than covering, shown by the file's commands, settings or
        declarations, is refused by name (FEATURES)."""
        src = self.b.name

        def refuse(what: str, feature: str):
            raise self.error(f"{src}: {what}: {FEATURES[feature]} is not implemented here "
                             "(ilp learns clauses by covering, as Aleph's induce does)")

        for name in _declared(module, "command"):
            if name in FEATURES:
                refuse(f":- {name}", name)
        for name, value in (d.args for d in _declared(module, "setting")):
            feature = FEATURE_SETTINGS.get(name) or FEATURE_VALUES.get((name, value))
            if feature:
                refuse(f"set({name}, {value})", feature)
        others = [d.args for d in _declared(module, "other")]
        for text in (t for k, t in others if k == "abducible"):
            refuse(text, "abduction")
        for text in (t for k, t in others if k == "model"):
            refuse(text, "induce_tree")       # the model of a model tree's leaves
        heads = 0
        for kind, recall, name, arity, _ in (m.args for m in _declared(module, "mode")):
            if kind in ("modeh", "mode"):
                heads += 1
                if name in ("false", "aleph_false") and arity == 0:
                    refuse(f"{kind}({recall}, {name})", "induce_constraints")
        if not heads and _declared(module, "determination"):
            refuse("determinations but no modeh (nor mode)", "induce_modes")

    def _determinations(self, module) -> list:
        """The well-formed determinations, ((target, arity), (name, arity)), in file order;
        malformed ones are ignored with a warning."""
        dets = []
        for t, ta, n, a in (d.args for d in _declared(module, "determination")):
            if not t:
                self.warn(f"{self.b.name}: {n}: wants determination(Target/Arity, Name/Arity); "
                          "ignored")
                continue
            dets.append(((t, ta), (n, a)))
        return dets

    def _determined(self, targets, bodies, dets):
        """The body modes Aleph would use: those with a determination for a target."""
        src = self.b.name
        if not dets:
            if bodies:
                self.warn(f"{src} has no determination/2: every modeb is used")
            return bodies
        allowed = set()
        declared = {(m[2], m[3]) for m in bodies}
        negated = any(m[4].startswith("\\+") for m in bodies)
        strays = []
        for target, pred in dets:
            if target not in targets:
                strays.append(f"determination({target[0]}/{target[1]}, {pred[0]}/{pred[1]}) "
                              "names no modeh target")
            elif pred not in declared and not (negated and pred in (("not", 1), ("\\+", 1))):
                strays.append(f"determination({target[0]}/{target[1]}, {pred[0]}/{pred[1]}): "
                              f"no mode declares {pred[0]}/{pred[1]}")
            else:
                allowed.add(pred)
        if strays:
            more = f" (and {len(strays) - 1} more)" if len(strays) > 1 else ""
            self.warn(f"{src}: ignored {strays[0]}{more}")
        kept, dropped = [], []
        for m in bodies:
            neg = m[4].startswith("\\+")
            if (m[2], m[3]) in allowed or (neg and allowed & {("not", 1), ("\\+", 1)}):
                kept.append(m)
            else:
                dropped.append(f"{m[2]}/{m[3]}")
        if dropped:
            names = list(dict.fromkeys(dropped))
            self.warn(f"{src}: body modes of {', '.join(names)} not used: no determination "
                      "names them for the target (Aleph's rule)")
        return kept

    def _settings(self, module) -> list[str]:
        from ilp.settings import ALIASES, FOREIGN, Settings

        src = self.b.name
        known = set(Settings.names()) | set(ALIASES) | set(FOREIGN)
        lines, ignored = [], []
        for name, value in (d.args for d in _declared(module, "setting")):
            if name.startswith("?"):
                raise self.error(f"{src}: set({name[1:]}, {value}): a setting's name is an atom")
            if name == "search":
                if value not in SEARCH:
                    raise self.error(f"{src}: set(search, {value}): Aleph's search {value} is "
                                     "not implemented here (ida: bf, df, heuristic, id, ibs, "
                                     "ils, ar; greedy: rls, scs)")
                value = SEARCH[value]
            elif name == "depth":
                self.warn(f"{src}: set(depth, {value}) ignored: Aleph's depth bounds proofs "
                          "(here: the inference limit), it is not our variable depth (Aleph's i)")
                continue
            elif name in TREE or name in HARMLESS:
                ignored.append(name)
                continue
            elif name not in known:
                raise self.error(f"{src}: setting {name} (Aleph's) is not implemented here")
            lines.append(f"set({prolog_atom(name)}, {value}).")
        given = {line[4:].split(",", 1)[0] for line in lines}
        lines += [f"set({name}, {value})." for name, value in ALEPH_DEFAULTS.items()
                  if name not in given]
        if ignored:
            tree = " (tree learning)" if set(ignored) & TREE else ""
            self.warn(f"{src}: settings {', '.join(dict.fromkeys(ignored))} ignored{tree}: "
                      "no counterpart here")
        return lines

    # -- examples and recursion ---------------------------------------------------------------
    def load_examples(self, module):
        pos, neg, indicators = _section_examples(module, 0)
        indicators = set(indicators)
        next_id = len(pos) + len(neg)
        files = [] if self.single else [(self.f, "pos")]
        if not self.single and self.n.is_file():
            files.append((self.n, "neg"))
        for path, sign in files:
            r = _load_examples(module, str(path), path.name, sign, next_id)
            if r.name == "error":
                raise self.error(r.args[0])
            ids, found = r.args
            (pos if sign == "pos" else neg).extend(ids)
            indicators |= set(found)
            next_id += len(ids)
        return pos, neg, indicators

    def load_background(self, module, recursive):
        # NAME.b is loaded already; its recorders made the recursive targets dynamic as soon
        # as a body mode named them (a static predicate made dynamic keeps its clauses: the bk
        # may define the base case); a built-in is never a target (_modes_text)
        try:
            self._declare_recursive(module, recursive)
        except EngineError as err:
            names = ", ".join(f"{n}/{a}" for n, a in recursive)
            raise self.error(f"{self.b.name}: the recursive target {names} cannot be "
                             f"defined by its examples here: {err}") from None
