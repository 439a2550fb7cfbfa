"""benchmarks/bench_noisy_graph.py: its tasks are the rule with the labels flipped that it says."""

import sys

from tests._tasks import ROOT

sys.path.insert(0, str(ROOT / "benchmarks"))
import bench_noisy_graph  # noqa: E402


def _examples(task):
    lines = (task / "exs.pl").read_text().splitlines()
    return {ln[4:-2] for ln in lines if ln.startswith("pos(")}, \
        {ln[4:-2] for ln in lines if ln.startswith("neg(")}


def test_a_task_flips_the_fraction_of_labels_asked_and_follows_its_seed(tmp_path):
    a = bench_noisy_graph.write_task(tmp_path / "a", 300, 900, 100, 0.1, seed=4)
    b = bench_noisy_graph.write_task(tmp_path / "b", 300, 900, 100, 0.1, seed=4)
    assert (a / "bk.pl").read_text() == (b / "bk.pl").read_text()
    pos, neg = _examples(a)
    assert len(pos) == len(neg) == 100 and not pos & neg
    edges = {}
    for line in (a / "bk.pl").read_text().splitlines():
        name, args = line[:2], line[3:-2].split(",")
        edges.setdefault(name, set()).add(tuple(args))
    assert all(len(e) == 900 for e in edges.values()) and len(edges) == 4

    def holds(x, y):
        return any((z, y) in edges["r2"] for (w, z) in edges["r1"] if w == x)

    truth = [holds(*e[2:-1].split(",")) for e in sorted(pos)]
    assert truth.count(False) == 10                   # 10% of the positives are noise
    assert [holds(*e[2:-1].split(",")) for e in sorted(neg)].count(True) == 10
