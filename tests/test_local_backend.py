"""The local backend's search workers (ilp.parallel.local): a worker process that dies is
replaced and the step's searches run again; one that keeps dying is a clear error, not a hang."""

import os
import time

import pytest

from ilp.learner import Learner
from ilp.parallel import BackendError
from ilp.task import Task
from tests._tasks import write_task

# probe/1 kills the process calling it unless that is the test's own process (the workers are
# spawned children): only the first time when a marker file is named, else every time.
BK = """
item(a). item(b). item(c). item(d).
good(a). good(b).
probe(X) :- item(X),
    ( getenv('ILP_TEST_MAIN', M), atom_number(M, Main), current_prolog_flag(pid, P),
      P =\\= Main, die -> true ; true ).
die :- {condition}, current_prolog_flag(pid, P), format(atom(C), 'kill -9 ~w', [P]), shell(C).
"""
EXS = "pos(p(a)). pos(p(b)). neg(p(c)). neg(p(d)).\n"
MODES = "modeh(1, p(+item)).\nmodeb(1, probe(+item)).\nmodeb(1, good(+item)).\n"


@pytest.fixture
def main_pid(monkeypatch):
    monkeypatch.setenv("ILP_TEST_MAIN", str(os.getpid()))


def task(directory, marker=None):
    condition = "true" if marker is None else \
        f"\\+ exists_file('{marker}'), open('{marker}', write, S), close(S)"
    return Task.load(write_task(directory, BK.format(condition=condition), EXS, MODES))


def theory(learner):
    return [c.text for c in learner.theory_]


def test_a_worker_that_dies_is_replaced_and_the_step_run_again(tmp_path, main_pid):
    marker = tmp_path / "died"
    here = Learner({"seeds": 2, "jobs": 1}).fit(task(tmp_path / "a", marker))
    assert not marker.exists()                       # in this process nothing dies
    t0 = time.monotonic()
    pooled = Learner({"seeds": 2, "jobs": 2}).fit(task(tmp_path / "b", marker))
    assert marker.exists()                           # a worker did die
    assert theory(pooled) == theory(here) and theory(here)[0].endswith("good(A).")
    assert time.monotonic() - t0 < 60


def test_a_worker_that_keeps_dying_is_a_clear_error(tmp_path, main_pid):
    t0 = time.monotonic()
    with pytest.raises(BackendError, match="died twice"):
        Learner({"seeds": 2, "jobs": 2}).fit(task(tmp_path / "c"))
    assert time.monotonic() - t0 < 60


def test_a_worker_rebuilds_the_task_without_repeating_its_warnings(tmp_path, capsys):
    # workers load the task again (Task.from_spec): its warnings, shown once by the process
    # that started them, are not printed again by each worker
    d = tmp_path / "warned"
    d.mkdir()
    (d / "bias.pl").write_text("head_pred(f,1).\nbody_pred(g,1).\nbody_pred(h,2).\n"
                               "type(f,(a,)).\ntype(g,(a,)).\ntype(h,(a,zz)).\n"
                               "direction(f,(in,)).\ndirection(g,(in,)).\n"
                               "direction(h,(in,out)).\n")
    (d / "bk.pl").write_text("g(1).\nh(1,2).\n")
    (d / "exs.pl").write_text("pos(f(1)).\nneg(f(2)).\n")
    task = Task.load(d)
    shown = capsys.readouterr().err
    assert "warning:" in shown and "zz" in shown
    again = Task.from_spec(task.spec())
    assert capsys.readouterr().err == ""
    assert (again.pos_ids, again.neg_ids) == (task.pos_ids, task.neg_ids)
