"""A search depends only on its inputs: not on the process's string hashing, not on what the
coverage cache already holds, not on which worker runs it; and the faster code paths of the
search (the lookahead's pair counts, the orderability check, the kept worker pool) give what
the plain ones give."""

import json
import os
import random
import subprocess
import sys

import pytest

from examples_gen.examples import generate_examples, write_task
from ilp.bottom import saturate
from ilp.clause_order import execution_order, orderable
from ilp.coverage import Coverage
from ilp.learner import Learner
from ilp.macros import macros
from ilp.search.common import Evaluator, Node
from ilp.search.greedy import _lookahead_pairs, _Greedy
from ilp.settings import resolve
from ilp.task import Task
from tests._tasks import TASKS, write_task as write_small_task


@pytest.fixture(scope="module")
def safe_task(tmp_path_factory):
    """A small Minesweeper task: bottom clauses of hundreds of literals, many macros."""
    es = generate_examples("safe", n_examples=120, board_mix=["classic-beginner"],
                           labels="zone", seed=3)
    return write_task(es, tmp_path_factory.mktemp("safe"))


KEYS = """
import json, random, sys
from ilp.bottom import saturate
from ilp.canonical import Canonicalizer
from ilp.macros import macros
from ilp.settings import resolve
from ilp.task import Task
task = Task.load(sys.argv[1])
settings = resolve(task.settings, {})
rng = random.Random(5)
out = []
for seed in task.pos_ids[:3]:
    bottom = saturate(task, seed, settings)
    steps, canon = macros(bottom), Canonicalizer(bottom)
    for _ in range(300):
        lits = frozenset().union(*rng.sample(steps, min(len(steps), rng.randint(1, 3))))
        out.append(repr(canon.key(lits)))
print(json.dumps(out))
"""


def test_canonical_keys_are_the_same_in_every_process(safe_task):
    # the keys rank literals by colour; colours once hashed strings, whose hash changes with
    # the process, so a clause and its renamed copy were told apart in some runs only
    runs = []
    for hash_seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        done = subprocess.run([sys.executable, "-c", KEYS, str(safe_task)], env=env,
                              capture_output=True, text=True, timeout=300)
        assert done.returncode == 0, done.stderr
        runs.append(json.loads(done.stdout))
    assert len(runs[0]) == 900 and runs[0] == runs[1]
    assert len(set(runs[0])) < len(runs[0])          # renamed copies met: the keys matter


def test_stopping_coverage_is_complete_only_below_the_stop_whatever_the_cache_holds():
    task = Task.load(TASKS / "trains")
    cov = Coverage(task, 100000)
    clause = "eastbound(A) :- has_car(A,B)"           # covers every train
    ids = task.neg_ids
    fresh, complete = cov.covered_upto(clause, ids, key="k", stop_after=2)
    assert not complete and len(fresh) == 2
    cov.covered(clause, ids, key="k")                 # the cache now knows every answer
    cached, complete = cov.covered_upto(clause, ids, key="k", stop_after=2)
    assert not complete                               # as without the cache
    few, complete = cov.covered_upto(clause, ids[:1], key="k", stop_after=2)
    assert complete and few == frozenset(ids[:1])


def test_orderable_agrees_with_execution_order():
    rng = random.Random(2)
    for _ in range(3000):
        n = rng.randint(1, 7)
        # literals over variables 0..7, head variable 0: cycles and unbound inputs happen
        literals = [(tuple(rng.sample(range(8), rng.randint(0, 2))),
                     tuple(rng.sample(range(8), rng.randint(0, 2)))) for _ in range(n)]
        subset = rng.sample(range(n), rng.randint(1, n))
        assert orderable((0,), literals, subset) == \
            (execution_order((0,), literals, subset) is not None)


def _reference_pairs(singles, ev):
    """The lookahead's macro pairs, the plain way: set operations on each pair."""
    head = set(ev.bottom.head_vars) | ev.bottom.determinate_vars
    lits = ev.bottom.literals
    var_sets = [set().union(*(set(lits[i].ins) | set(lits[i].outs) for i in n.lits)) - head
                for n in singles]
    lazy = [ev.lazy_literal(n.lits) is not None for n in singles]
    ranked = []
    for i, a in enumerate(singles):
        for j in range(i + 1, len(singles)):
            b = singles[j]
            pos = a.pos & b.pos
            union = len(a.lits | b.lits)
            if len(pos) < ev.settings.minpos or union > ev.settings.max_body:
                continue
            if var_sets[i].isdisjoint(var_sets[j]) and not (lazy[i] or lazy[j]):
                if ev.acceptable(Node(a.lits | b.lits, pos, a.neg & b.neg,
                                      a.neg_exact and b.neg_exact)):
                    yield a, b, True
                continue
            ranked.append((-union, len(pos), -i - j, i, j))
    for *_, i, j in sorted(ranked, reverse=True):
        yield singles[i], singles[j], False


@pytest.mark.parametrize("noise", [0, 3])
def test_pair_counts_give_the_pairs_of_plain_set_operations(safe_task, noise):
    task = Task.load(safe_task)
    settings = resolve(task.settings, {"noise": noise})
    cov = Coverage(task, settings.inference_limit)
    checked = 0
    for seed in task.pos_ids[:4]:
        bottom = saturate(task, seed, settings)
        steps = macros(bottom)
        ev = Evaluator(bottom, settings, cov, task.pos_ids, task.neg_ids)
        root = ev.evaluate(frozenset())
        singles = _Greedy(ev, steps, False).singles(root)
        fast = [(a.lits, b.lits, e) for a, b, e in _lookahead_pairs(singles, steps, ev, False)]
        plain = [(a.lits, b.lits, e) for a, b, e in _reference_pairs(singles, ev)]
        assert fast == plain
        checked += len(fast)
    assert checked > 100


def test_kept_workers_follow_the_task_and_learn_what_fresh_ones_learn(tmp_path):
    exs = "pos(p(a)). pos(p(b)). neg(p(d)). neg(p(f)).\n"
    bk = "item(a). item(b). item(c). item(d). item(e). item(f).\n" \
         "good(a). good(b).\nodd(c). odd(e).\n"
    modes = "modeh(1, p(+item)).\nmodeb(1, good(+item)).\nmodeb(1, odd(+item)).\n"
    settings = {"seeds": 2, "jobs": 2}

    kept = Learner(settings, keep_workers=True)
    task = Task.load(write_small_task(tmp_path / "kept", bk, exs, modes))
    kept.fit(task)
    pool = kept._searcher.pool
    assert pool is not None                     # a step with two seeds opened it; still open
    assert [c.text for c in kept.theory_] == ["p(A) :-\n    good(A)."]
    task.add_examples(["p(c)", "p(e)"], [])     # what a round of active learning adds
    kept.fit(task, warm_start=True)             # two new seeds: a step for the workers
    assert kept._searcher.pool is pool          # the same workers, following the task
    fresh_task = Task.load(write_small_task(tmp_path / "fresh", bk, exs, modes))
    fresh_task.add_examples(["p(c)", "p(e)"], [])
    fresh = Learner(settings).fit(fresh_task)
    assert sorted(c.text for c in kept.theory_) == sorted(c.text for c in fresh.theory_) == \
        ["p(A) :-\n    good(A).", "p(A) :-\n    odd(A)."]
    assert fresh._searcher is None              # without keep_workers: closed after the fit
    processes = list(pool.executor._processes.values())
    kept.close()
    assert kept._searcher is None and all(not p.is_alive() for p in processes)
