"""Helpers shared by the learner-core tests: tiny task directories written on the fly."""

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TASKS = ROOT / "tasks"


def write_task(directory: Path, bk: str, exs: str, modes: str) -> Path:
    directory.mkdir(parents=True, exist_ok=True)
    (directory / "bk.pl").write_text(bk)
    (directory / "exs.pl").write_text(exs)
    (directory / "modes.pl").write_text(modes)
    return directory


LOOP_BK = """
num(1). num(2). num(3). num(4). num(5). num(6).
even(2). even(4). even(6).
% spin/1 never terminates
spin(X) :- spin(X).
"""
LOOP_EXS = """
pos(p(2)). pos(p(4)). pos(p(6)).
neg(p(1)). neg(p(3)). neg(p(5)).
"""
LOOP_MODES = """
modeh(1, p(+num)).
modeb(1, spin(+num)).
modeb(1, even(+num)).
set(inference_limit, 5000).
"""


def noise_seed_task(directory: Path):
    """Noisy data where two positives are noise: e39 and e40 have only w(X), which 20
    negatives share; g(X) singles out the other 38 positives and 2 negatives (noise too).
    From e39 or e40 the best clause is p(A) :- w(A): 40 positives, 20 negatives."""
    from ilp.task import Task

    bk = "\n".join([f"g(e{i})." for i in range(1, 39)] + ["g(n1).", "g(n2)."]
                   + [f"w(e{i})." for i in range(1, 41)]
                   + [f"w(n{i})." for i in range(1, 21)]) + "\n"
    exs = "\n".join([f"pos(p(e{i}))." for i in range(1, 41)]
                    + [f"neg(p(n{i}))." for i in range(1, 41)]) + "\n"
    modes = "modeh(1, p(+obj)).\nmodeb(1, g(+obj)).\nmodeb(1, w(+obj)).\n"
    return Task.load(write_task(directory, bk, exs, modes))


def noise_first(task) -> int:
    """A `seed` setting whose first seed example of noise_seed_task is noise (undoubted, its
    theory is p(A) :- w(A))."""
    from ilp.learner import Learner

    def theory(seed):
        fit = Learner({"seed": seed, "noisy": "yes", "jobs": 1, "doubt": 0.0}).fit(task)
        return [c.text for c in fit.theory_]
    return next(s for s in range(100) if theory(s) == ["p(A) :-\n    w(A)."])
