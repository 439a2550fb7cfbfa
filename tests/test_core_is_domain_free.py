"""The learner core is domain-free.

- No module of ilp/ outside ilp/cli/ imports examples_gen.
- The learner proper (engine, task, modes, settings, bottom, macros, coverage, search, covering,
  learner, theory and prolog/{task,bottom,coverage}.pl) never mentions the Minesweeper domain.
"""

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CORE = ROOT / "ilp"
LEARNER = ["engine.py", "task.py", "modes.py", "settings.py", "bottom.py", "macros.py",
           "coverage.py", "covering.py", "learner.py", "theory.py", "search/__init__.py",
           "search/common.py", "search/ida.py", "search/greedy.py", "search/programs.py",
           "canonical.py", "evaluate.py", "lazy.py", "scoring.py", "clause_order.py", "files.py",
           "loader.py", "procs.py", "limits.py", "active/loop.py", "active/app.py", "active/workers.py",
           "active/ray_pool.py", "parallel/__init__.py", "parallel/local.py",
           "parallel/cluster.py", "parallel/ray_search.py"]
PROLOG = sorted((ROOT / "prolog").glob("*.pl"))
WORDS = re.compile(r"examples_gen|minesweeper|zoneOfInterest|setHasXMines|minesInSet|inSet\(|"
                   r"\bboard\b|\btile\b", re.IGNORECASE)


def test_no_core_module_imports_examples_gen():
    offenders = []
    for p in CORE.rglob("*.py"):
        if "cli" in p.relative_to(CORE).parts:
            continue
        for node in ast.walk(ast.parse(p.read_text())):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                names = [node.module or ""]
            offenders += [f"{p}:{node.lineno}" for n in names if n.split(".")[0] == "examples_gen"]
    assert offenders == []


def test_learner_never_mentions_the_domain():
    files = [CORE / name for name in LEARNER] + PROLOG
    assert all(p.is_file() for p in files)
    offenders = [f"{p}:{n}: {line.strip()}" for p in files
                 for n, line in enumerate(p.read_text().splitlines(), 1) if WORDS.search(line)]
    assert offenders == []
