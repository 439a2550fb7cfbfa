"""Search settings (Aleph style).  Sources, later ones winning: the defaults below < the task's
``set(Name, Value)`` facts in modes.pl < command-line options."""

from __future__ import annotations

import dataclasses
import math
import sys
from dataclasses import dataclass, field, fields

from ilp.errors import InputError

# Other systems' names of a setting: Progol and Aleph call the variable depth i (set(i, 2)),
# Aleph's time limit per search is searchtime.
ALIASES = {"i": "depth", "searchtime": "time_limit"}

# Aleph settings with no counterpart here: a task written for Aleph may set them; they are
# ignored with a warning instead of refusing the task (any other unknown name is an error, as
# it is most likely a typo).
FOREIGN = frozenset("""abduce best cache_clauselength caching check_redundant check_useless
    classes clauselength_distribution clauses condition confidence construct_bottom
    dependent explore good goodfile interactive language lazy_negs
    lazy_on_contradiction lazy_on_cost lazy_recall lookahead max_abducibles max_features
    mingain minposfrac minscore moves newvars nreduce_bottom openlist optimise_clauses
    permute_bottom portray_examples portray_hypotheses portray_literals portray_search print
    proof_strategy prooftime prune_defs record recordfile refine resample rls_type rulefile
    samplesize scs_percentile scs_prob scs_sample skolemvars splitvars stage store_bottom
    subsample subsamplesize temperature test_neg test_pos threads train_neg train_pos
    tree_type tries typeoverlap uniform_sample updateback verbosity version walk""".split())


# The largest value of each setting that sizes work or memory: beyond these a run does not
# end in any useful time (a depth of 10^9 saturates forever) or exhausts memory; refused.
MAXIMA = {"clauselength": 100, "depth": 100, "star_recall": 1_000_000, "max_vars": 1000,
          "gsamplesize": 10_000_000, "nodes": 100_000_000, "beam": 10_000, "seeds": 10_000,
          "jobs": 1024, "copies": 10**9, "max_clauses": 100_000, "max_failures": 1_000_000,
          "inference_limit": 10**12, "noise": 10**9, "minpos": 10**9, "seed": 2**63 - 1}


class TaskSettings(dict):
    """A task's set/2 settings, with the file they come from (named in messages)."""

    def __init__(self, values=(), source: str = "modes.pl"):
        super().__init__(values)
        self.source = source

    def __reduce__(self):           # pickled for worker processes, source and all
        return (TaskSettings, (dict(self), self.source))


def _setting(default, help: str, choices: tuple | None = None, group: str = "search",
             metavar: str | None = None, cli_default: str | None = None):
    """A setting: its default and the help text the command line shows for it (`metavar`:
    shown for its value, which validate() then checks, rather than the command line;
    `cli_default`: the command line's own default, where it differs)."""
    return field(default=default, metadata={"help": help, "choices": choices, "group": group,
                                            "metavar": metavar, "cli_default": cli_default})


@dataclass
class Settings:
    # -- language -------------------------------------------------------------------------
    clauselength: int = _setting(6, "most literals in a clause, head included (Aleph's meaning)")
    depth: int = _setting(3, "variable depth i: saturation levels of the bottom clause")
    star_recall: int = _setting(100, "answers a mode with recall '*' may give per call")
    closing_determinates: bool = _setting(
        True, "at depth i+1, besides tests, determinate (recall 1) literals on the deepest "
              "variables, for those tests")
    max_vars: int = _setting(0, "most distinct variables in a clause, head included "
                                "(0: no limit; Popper's max_vars)")
    max_occurs: str = _setting("", "most literals of a predicate in one clause body, as "
                                   "NAME/ARITY=K pairs separated by commas ('head/2=1,"
                                   "tail/2=1'; '': no limit; Popper's #count{...body_literal"
                                   "(C,P,A,Vars)} > K constraints)",
                                  metavar="P/N=K,...")
    head_vars_in_body: bool = _setting(
        False, "every head variable also in a body literal (Popper's datalog clauses; its "
               "tasks are not held to it by default: docs/tasks.md)")
    singletons: bool = _setting(
        True, "a clause may hold a variable that occurs in one literal only, `_` when written "
              "(false: Popper's default without allow_singletons: every variable in two "
              "literals at least, the head counting as one)")
    distinct_answers: bool = _setting(
        False, "drop from the bottom clause a literal repeating an output value of another "
               "answer of the same call (two answers meeting in a value): faster where such "
               "coincidences mean nothing, but they may be the concept (two players' same move)")
    # -- acceptability --------------------------------------------------------------------
    noise: int = _setting(0, "most negatives an acceptable clause may cover")
    minpos: int = _setting(2, "fewest (still uncovered) positives an acceptable clause covers")
    minacc: float = _setting(0.0, "lowest precision pos / (pos + neg) of an acceptable clause")
    evalfn: str = _setting("coverage", "how acceptable clauses compare (Aleph's evalfn): "
                                       "coverage, compression, mdl, laplace, mestimate, auto_m, "
                                       "accuracy, posonly (ilp/scoring.py)",
                           choices=("coverage", "compression", "mdl", "laplace", "mestimate",
                                    "auto_m", "accuracy", "posonly"))
    m: float = _setting(2.0, "m of the mestimate evaluation function")
    gsamplesize: int = _setting(100, "positive-only learning (a task without negatives): "
                                     "random atoms drawn from the target's types to stand in "
                                     "for negatives (ilp/posonly.py)")
    noisy: str = _setting("auto", "auto: when the exact search leaves positives uncovered, "
                                  "search again for clauses that pay for themselves (they "
                                  "cover more new positives than negatives plus their size) "
                                  "and, with real negatives, keep that theory or tolerant "
                                  "clauses from scratch, whichever has the smaller description "
                                  "length (mistakes + literals/2); "
                                  "yes: only such clauses from the start (Popper's --noisy); "
                                  "no: exact clauses only", choices=("auto", "yes", "no"))
    # -- search -----------------------------------------------------------------------------
    search: str = _setting("ida", "ida (IDA*) or greedy (greedy search with macros)",
                           choices=("ida", "greedy"))
    macros: bool = _setting(False, "refine by macros (MIO's: a test with the chain of providers "
                                   "it needs, one step; fast on deep languages) or by single "
                                   "literals (complete up to the clause length)")
    nodes: int = _setting(5000, "most clauses explored per search (beyond it the search is cut off)")
    copies: int = _setting(16, "IDA*: most renamed copies of one clause refined in an iteration "
                               "(a bottom clause holds one per answer of a call; a clause found "
                               "only under a later copy is missed; 0: every copy)")
    beam: int = _setting(5, "greedy: candidates kept after the lookahead and each extension")
    time_limit: float = _setting(60.0, "seconds per search (beyond it the search is cut off)")
    inference_limit: int = _setting(100000, "Prolog inferences per example test and per "
                                            "saturation call")
    # -- covering ---------------------------------------------------------------------------
    seeds: int = _setting(1, "searches per covering step, from different seed examples")
    doubt: float = _setting(0.75, "a step's best clause with a precision pos / (pos + neg) "
                                  "below this is doubted: the step also searches from one "
                                  "more seed and keeps the better clause (a seed that is "
                                  "itself noise has only weak clauses; 0: never)")
    jobs: int = _setting(1, "workers (processes, or Ray actors) for those searches; with one "
                            "seed a step (local backend), a worker that runs the next step's "
                            "search ahead, in case this one finds nothing, and learns noisy "
                            "auto's exact clauses beside the theory from scratch; a worker for "
                            "the tolerant program search beside the exact one (1: all in this "
                            "process)",
                         cli_default="every core")
    max_clauses: int = _setting(50, "most clauses in the theory")
    max_failures: int = _setting(10, "covering steps in a row without an acceptable clause "
                                     "before stopping")
    max_time: float = _setting(100.0, "seconds for the whole learning run: the searches stop "
                                      "there and the theory found so far is the result, with "
                                      "the positives it leaves uncovered reported")
    seed: int = _setting(0, "random seed (choice of seed examples)")
    # -- execution: where the work runs; the theory learned does not depend on it ----------
    backend: str = _setting("local", "where parallel work runs: local (worker processes on "
                                     "this machine) or ray (the same work on a Ray cluster; "
                                     "needs Ray: pip install 'ray>=2.40')",
                            choices=("local", "ray"), group="execution", metavar="local|ray")
    ray_address: str = _setting("", "with backend ray: the cluster to join (HOST:PORT of its "
                                    "head, or auto: the one running on this machine); "
                                    "default: a local cluster started for the run",
                                group="execution", metavar="ADDRESS")

    def __post_init__(self):
        self.validate()

    @property
    def max_body(self) -> int:
        """Most body literals (clauselength counts the head)."""
        return self.clauselength - 1

    def validate(self) -> None:
        for f in fields(self):
            value = getattr(self, f.name)
            if isinstance(value, float) and not math.isfinite(value):
                raise InputError(f"setting {f.name} must be a finite number, not {value}")
            if f.name in MAXIMA and value > MAXIMA[f.name]:
                raise InputError(f"setting {f.name} is {value}, more than the most this "
                                 f"learner takes ({MAXIMA[f.name]:,}; docs/limits.md)")
        for f in fields(self):
            choices = f.metadata.get("choices")
            if choices and getattr(self, f.name) not in choices:
                raise InputError(f"setting {f.name} must be {' or '.join(choices)}, "
                                 f"not {getattr(self, f.name)!r}")
        if self.clauselength < 2:
            raise InputError("setting clauselength (literals, head included) must be at least 2")
        for name in ("depth", "nodes", "beam", "seeds", "jobs", "star_recall",
                     "inference_limit", "max_clauses", "max_failures"):
            if getattr(self, name) < 1:
                raise InputError(f"setting {name} must be at least 1, not {getattr(self, name)}")
        for name in ("noise", "minpos", "max_vars", "copies"):
            if getattr(self, name) < 0:
                raise InputError(f"setting {name} must not be negative")
        if not 0.0 <= self.minacc <= 1.0:
            raise InputError("setting minacc must lie in [0, 1]")
        if not 0.0 <= self.doubt <= 1.0:
            raise InputError("setting doubt must lie in [0, 1]")
        if self.time_limit <= 0 or self.max_time <= 0:
            raise InputError("settings time_limit and max_time must be positive")
        if self.m < 0:
            raise InputError("setting m must not be negative")
        self.occurs_limits()
        if self.ray_address and self.backend != "ray":
            raise InputError("setting ray_address (--ray-address) goes with backend ray")

    def occurs_limits(self) -> dict[tuple[str, int], int]:
        """max_occurs read: (name, arity) -> most literals of it in a body."""
        out = {}
        for part in filter(None, (p.strip() for p in self.max_occurs.split(","))):
            name, _, rest = part.rpartition("/")
            arity, eq, k = rest.partition("=")
            if not (name and eq and arity.strip().isdigit() and k.strip().isdigit()):
                raise InputError(f"setting max_occurs: {part!r} is not NAME/ARITY=K")
            out[(name.strip(), int(arity))] = int(k)
        return out

    @classmethod
    def names(cls) -> list[str]:
        return [f.name for f in fields(cls)]

    def updated(self, values: dict, source: str = "settings") -> "Settings":
        """A copy with `values` (name -> value, values may be text) applied; None values are ignored."""
        types = {f.name: f.type for f in fields(self)}
        changes = {}
        for name, value in values.items():
            if value is None:
                continue
            name = ALIASES.get(name, name)
            if name in FOREIGN:
                print(f"warning: {source}: setting {name!r} (Aleph's) has no counterpart here; "
                      "ignored", file=sys.stderr)
                continue
            if name not in types:
                raise InputError(f"{source}: unknown setting {name!r} (known: {', '.join(self.names())})")
            changes[name] = _convert(name, types[name], value, source)
        try:
            return dataclasses.replace(self, **changes)
        except InputError as err:
            raise InputError(f"{source}: {err}") from None

    def as_dict(self) -> dict:
        return dataclasses.asdict(self)


def set_facts(settings: Settings) -> str:
    """The settings as set/2 facts (one a line) for a task's modes.pl: every setting but
    those of the execution group (where the work runs, which does not change what is
    learned), so the task learns again with them (`ilp learn --task DIR`)."""
    lines = []
    for f in fields(settings):
        if f.metadata.get("group") == "execution":
            continue
        value = getattr(settings, f.name)
        if isinstance(value, bool):
            text = str(value).lower()
        elif isinstance(value, (int, float)):
            text = repr(value)
        else:
            text = "'" + str(value).replace("\\", "\\\\").replace("'", "\\'") + "'"
        lines.append(f"set({f.name}, {text}).\n")
    return "".join(lines)


def _convert(name, typ, value, source):
    typ = typ if isinstance(typ, str) else typ.__name__
    try:
        if typ == "bool":
            if isinstance(value, bool):
                return value
            text = str(value).strip().lower()
            if text in ("true", "yes", "on", "1"):
                return True
            if text in ("false", "no", "off", "0"):
                return False
            raise ValueError(value)
        if typ == "int":
            if isinstance(value, float) and not value.is_integer():
                raise ValueError(value)
            return int(value)
        if typ == "float":
            return float(value)
        return str(value).strip("'")
    except (TypeError, ValueError):
        raise InputError(f"{source}: setting {name} wants a {typ}, not {value!r}") from None


def resolve(task_settings: dict | None = None, overrides: dict | None = None,
            base: Settings | None = None) -> Settings:
    """defaults (or `base`) < task's set/2 facts < command-line overrides."""
    settings = base or Settings()
    source = getattr(task_settings, "source", "modes.pl")
    settings = settings.updated(task_settings or {}, f"{source} set/2")
    return settings.updated(overrides or {}, "option")
