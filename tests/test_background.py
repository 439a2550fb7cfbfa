"""background/minesweeper.pl: loads cleanly and passes its plunit tests (tests/prolog/*.plt)."""

import re
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
BACKGROUND = ROOT / "background" / "minesweeper.pl"
MODES = ROOT / "background" / "modes.pl"
PLT = sorted((ROOT / "tests" / "prolog").glob("*.plt"))

pytestmark = pytest.mark.skipif(shutil.which("swipl") is None, reason="swipl not installed")


def _swipl(*args, timeout=60):
    return subprocess.run(["swipl", *args], capture_output=True, text=True, timeout=timeout)


@pytest.mark.parametrize("path", [BACKGROUND, MODES], ids=lambda p: p.name)
def test_loads_alone_without_warnings(path):
    r = _swipl("-g", "halt", str(path))
    assert r.returncode == 0, r.stderr
    assert "Warning" not in r.stderr and "ERROR" not in r.stderr, r.stderr
    assert r.stderr.strip() == ""


def test_defines_the_eight_predicates_and_hidden_tile():
    preds = ["zoneOfInterest/3", "totalMinesLeft/2", "allMinesInFringe/2", "setHasXMines/4",
             "diffSetHasXMines/3", "inSet/2", "lengthSet/2", "minesInSet/2", "hidden_tile/2"]
    goal = ",".join(f"current_predicate({p})" for p in preds)
    r = _swipl("-g", f"({goal} -> halt(0) ; halt(1))", str(BACKGROUND))
    assert r.returncode == 0, r.stderr


def test_modes_declare_both_targets_and_all_eight():
    r = _swipl("-g", "forall(modeh(_,A),(functor(A,N,K),format('h ~w/~w~n',[N,K]))),"
                     "forall(modeb(R,A),(functor(A,N,K),format('b ~w ~w/~w ~q~n',[R,N,K,A]))),"
                     "forall(set(S,V),format('s ~w ~w~n',[S,V]))", "-t", "halt", str(MODES))
    assert r.returncode == 0, r.stderr
    out = r.stdout
    assert "h safe/2" in out and "h mine/2" in out
    for p in ["zoneOfInterest/3", "totalMinesLeft/2", "allMinesInFringe/2", "setHasXMines/4",
              "diffSetHasXMines/3", "inSet/2", "lengthSet/2", "minesInSet/2"]:
        assert f" {p} " in out, p
    assert "minesInSet(+set,#int)" in out and "minesInSet(+set,+int)" in out
    settings = dict(line.split()[1:3] for line in out.splitlines() if line.startswith("s "))
    assert {"clauselength", "depth", "nodes", "noise", "minpos"} <= set(settings)
    assert int(settings["depth"]) >= 4 and int(settings["clauselength"]) >= 9


@pytest.mark.parametrize("plt", PLT, ids=lambda p: p.name)
def test_plunit(plt):
    # The fewest tests each file must run: the background's own file is the big one, the
    # learner's modules (prolog/*.pl) have a smaller file each.
    minimum = {"minesweeper.plt": 30}.get(plt.name, 5)
    r = _swipl("-g", "run_tests", "-t", "halt", str(plt), timeout=120)
    text = r.stdout + r.stderr
    assert r.returncode == 0, text
    m = re.search(r"All (\d+) tests passed", text)
    assert m and int(m.group(1)) >= minimum, text
    assert "Warning" not in text, text
