"""The covering loop runs the next step's search ahead on the spare worker (jobs > 1), on the
chance that this step's finds nothing: that changes the time taken, never the searches run or
the theory."""

import ilp.covering
import ilp.learner
from ilp.learner import Learner
from ilp.task import Task

from _tasks import noise_first, noise_seed_task, write_task

# b and c single out ten positives each exactly; the other twelve have nothing to single them
# out, so most steps fail, a few of them in a row
BK = "\n".join([f"b(e{i})." for i in range(0, 10)] + [f"c(e{i})." for i in range(10, 20)]
               + [f"x(n{i})." for i in range(0, 20)]) + "\n"
EXS = "\n".join([f"pos(p(e{i}))." for i in range(0, 32)]
                + [f"neg(p(n{i}))." for i in range(0, 20)]) + "\n"
MODES = "modeh(1, p(+obj)).\n" + "".join(f"modeb(1, {q}(+obj)).\n" for q in "bcx")


def _fit(tmp_path, name, **settings):
    task = Task.load(write_task(tmp_path / name, BK, EXS, MODES))
    return Learner({"seed": 5, "noisy": "no", "max_failures": 6, **settings}).fit(task)


def _spare_at_once(monkeypatch, kill: bool = False) -> None:
    """From now on a fit starts its spare worker at once and waits until it has loaded the
    task (a toy fit ends before that otherwise); `kill`: and kills it then."""
    import time

    monkeypatch.setattr(ilp.learner, "HELPER_AFTER", 0.0)
    real = ilp.learner.Learner._spare_pool

    def started(self, settings):
        fresh = self._spare is None
        spare = real(self, settings)
        if spare is not None and fresh:
            while not spare.idle():
                time.sleep(0.01)
            if kill:
                for process in list(spare.executor._processes.values()):
                    process.kill()
        return spare

    monkeypatch.setattr(ilp.learner.Learner, "_spare_pool", started)


def _searched(learner) -> list:
    # in the order run: a search taken from ahead stands where it would have run here
    return [(r.seed, str(r.clause), len(r.pos), len(r.neg)) for r in learner.searches_]


def _count_taken(monkeypatch) -> list:
    taken = []
    real = ilp.covering._taken

    def counted(future):
        got = real(future)
        taken.append(got)
        return got

    monkeypatch.setattr(ilp.covering, "_taken", counted)
    return taken


def test_searches_run_ahead_are_the_ones_this_process_would_run(tmp_path, monkeypatch):
    here = _fit(tmp_path, "here", jobs=1)
    _spare_at_once(monkeypatch)
    taken = _count_taken(monkeypatch)
    ahead = _fit(tmp_path, "ahead", jobs=2)
    assert sorted(c.text for c in here.theory_) == ["p(A) :-\n    b(A).", "p(A) :-\n    c(A)."]
    assert [c.text for c in ahead.theory_] == [c.text for c in here.theory_]
    assert _searched(ahead) == _searched(here)
    assert sum(1 for r in here.searches_ if r.clause is None) >= 6
    # failed steps came from the worker (taken after a failure here, or one taken there)
    assert taken and all(got is not None for got in taken)


def test_no_spare_worker_for_one_job_or_a_quick_run(tmp_path, monkeypatch):
    taken = _count_taken(monkeypatch)
    _fit(tmp_path, "one", jobs=1)
    _fit(tmp_path, "quick", jobs=2)          # far less than HELPER_AFTER: no worker started
    assert taken == []


def test_a_dead_spare_worker_leaves_the_searches_to_this_process(tmp_path, monkeypatch):
    here = _fit(tmp_path, "here", jobs=1)
    _spare_at_once(monkeypatch, kill=True)
    ahead = _fit(tmp_path, "dead", jobs=2)
    assert [c.text for c in ahead.theory_] == [c.text for c in here.theory_]
    assert _searched(ahead) == _searched(here)


def test_a_doubted_steps_second_opinion_is_the_search_run_ahead(tmp_path, monkeypatch):
    """A step whose clause is doubted (setting doubt) asks the seed the next step would draw:
    the search the spare worker runs ahead, taken from there; the searches are those of one
    process."""
    task = noise_seed_task(tmp_path / "t")
    seed = noise_first(task)

    def fit(jobs):
        return Learner({"seed": seed, "noisy": "yes", "jobs": jobs}).fit(task)

    here = fit(1)
    _spare_at_once(monkeypatch)
    taken = _count_taken(monkeypatch)
    ahead = fit(2)
    assert [c.text for c in here.theory_][0] == "p(A) :-\n    g(A)."
    assert _searched(ahead) == _searched(here)
    assert taken and taken[0] is not None
