"""The active-learning loop (ilp.active.loop) against real servers on 127.0.0.1: rounds of
fit / validate / add counterexamples with the embedded server, and a real `ilp serve`
subprocess killed in the middle of a run."""

import json
import os
import selectors
import signal
import subprocess
import sys

import pytest

from ilp.active.client import ServerUnavailable
from ilp.active.loop import ActiveOptions, run_active_learning
from ilp.errors import InputError
from ilp.settings import Settings
from ilp.theory import read_theory

SAMPLER = "examples_gen.sampler:MinesweeperSampler"
# small, fast search settings: these tests check the loop's plumbing, not the learner's quality
FAST = Settings(search="greedy", time_limit=2.0, nodes=150, max_failures=1, max_clauses=3,
                depth=3, clauselength=6)


def test_loop_with_embedded_server(tmp_path, capsys):
    out = tmp_path / "safe.pl"
    options = ActiveOptions(max_iterations=2, batch=20, initial_examples=120,
                            validation_examples=200, server_workers=1)
    drawn_ahead = []
    r = run_active_learning("safe", FAST, options, sampler=SAMPLER, seed=4, out=out,
                            workdir=tmp_path / "task",
                            on_iteration=lambda s, l, c: drawn_ahead.append(
                                c.stats()["prepared_used"]))
    # each round's validation sample was drawn while the learner fitted
    assert drawn_ahead == [1, 2]
    # with this seed the first round's theory misses safe tiles: a second round follows
    assert len(r.iterations) == 2 and r.stopped == "iteration limit"
    first, second = r.iterations
    assert first.examples >= 120 and first.tested >= 200
    assert first.counter_pos + first.counter_neg > 0
    # the counterexamples of round 1 were added to the learner's examples ...
    assert second.examples == first.examples + first.counter_pos + first.counter_neg
    assert second.examples_pos == first.examples_pos + first.counter_pos
    # ... and the task directory holds every example and fact the learner held at the end
    facts = (tmp_path / "task" / "facts.pl").read_text()
    assert "ms_board(c1_" in facts and "ms_board(s0_" in facts
    exs = (tmp_path / "task" / "exs.pl").read_text()
    assert exs.count("pos(") == second.examples_pos
    assert r.examples_tested == sum(it.tested for it in r.iterations)
    names = [c.name for c in read_theory(out)]
    assert names == [c.name for c in r.theory]
    # ... and the settings its learner used, which a passive run on the directory reads
    from ilp.task import Task
    task = Task.load(tmp_path / "task")
    from ilp.settings import resolve
    used = resolve(task.settings)
    assert (used.time_limit, used.nodes, used.max_failures, used.search) == (2.0, 150, 1, "greedy")
    err = capsys.readouterr().err
    assert "active round 1: held" in err and "counterexamples" in err and "kept" in err


def _serve_subprocess():
    """`ilp serve --port 0` in a session of its own; (process, url)."""
    proc = subprocess.Popen([sys.executable, "-c", "from ilp.cli import main; main()", "serve",
                             "--port", "0", "--workers", "1", "--examples", "200"],
                            stdout=subprocess.PIPE, text=True, start_new_session=True)
    sel = selectors.DefaultSelector()
    sel.register(proc.stdout, selectors.EVENT_READ)
    assert sel.select(timeout=120), "ilp serve did not start"
    return proc, json.loads(proc.stdout.readline())["url"]


def test_killed_server_stops_the_loop_with_a_clear_error_and_keeps_the_theory(tmp_path):
    out = tmp_path / "safe.pl"
    proc, url = _serve_subprocess()

    def kill_after_first(stats, learner, client):
        if stats.iteration == 1:
            os.killpg(proc.pid, signal.SIGKILL)     # the server and its workers, for real
            proc.wait(10)

    try:
        with pytest.raises(ServerUnavailable) as err:
            run_active_learning("safe", FAST, ActiveOptions(max_iterations=3, batch=20,
                                                            initial_examples=120),
                                server_url=url, seed=5, out=out, progress=False,
                                on_iteration=kill_after_first,
                                client_options={"retries": 3, "backoff": 0.05, "log": False})
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
        proc.stdout.close()
    assert isinstance(err.value, InputError)          # the CLI prints "error: ..." and exits 2
    assert "did not answer" in str(err.value) and url in str(err.value)
    text = out.read_text()
    assert text.startswith("% Theory learned by ilp active learning of safe/2")
    assert "(round 1: the clauses the server kept)" in text
    read_theory(out)                                   # a valid theory file


def test_bad_arguments_are_input_errors(tmp_path):
    with pytest.raises(InputError, match="max_iterations"):
        run_active_learning("safe", FAST, ActiveOptions(max_iterations=0),
                            server_url="http://127.0.0.1:9")
    with pytest.raises(InputError, match="threshold"):
        run_active_learning("safe", FAST, ActiveOptions(threshold=1.5),
                            server_url="http://127.0.0.1:9")
    with pytest.raises(InputError, match="sampler"):
        run_active_learning("safe", FAST)
    with pytest.raises(InputError, match="not a directory"):
        run_active_learning("safe", FAST, server_url="http://127.0.0.1:9",
                            out=tmp_path / "missing" / "x.pl")


def test_options_come_from_the_dataclass_fields():
    import click
    from click.testing import CliRunner

    from ilp.cli.options import dataclass_options, pop_fields

    seen = {}

    @click.command()
    @click.option("--other", type=int, default=None)
    @dataclass_options(ActiveOptions)
    @dataclass_options(Settings)
    def cmd(**kwargs):
        seen.update(active=pop_fields(ActiveOptions, kwargs),
                    settings=pop_fields(Settings, kwargs), rest=kwargs)

    r = CliRunner().invoke(cmd, ["--max-iterations", "3", "--batch", "7", "--depth", "2",
                                 "--no-macros", "--search", "greedy", "--other", "1"])
    assert r.exit_code == 0, r.output
    assert seen["active"] == {"max_iterations": 3, "batch": 7}
    assert seen["settings"] == {"depth": 2, "macros": False, "search": "greedy"}
    assert seen["rest"] == {"other": 1}
    r = CliRunner().invoke(cmd, ["--search", "dfs"])
    assert r.exit_code == 2 and "ida" in r.output and "greedy" in r.output
    help_text = CliRunner().invoke(cmd, ["--help"]).output
    assert "--warm-start / --no-warm-start" in help_text and "--star-recall" in help_text


def test_loop_stops_when_a_round_keeps_the_same_theory(tmp_path):
    options = ActiveOptions(max_iterations=5, batch=20, initial_examples=120,
                            validation_examples=200, server_workers=1, patience=1)
    r = run_active_learning("safe", FAST, options, sampler=SAMPLER, seed=4,
                            out=tmp_path / "safe.pl")
    kept = [sorted(it.kept) for it in r.iterations]
    assert r.stopped == "theory unchanged" and len(r.iterations) < 5
    assert len(kept) >= 2 and kept[-1] == kept[-2]          # the last round changed nothing
    assert all(a != b for a, b in zip(kept, kept[1:-1]))    # ... and none before it stopped
    # patience 0: the same run goes on past that round
    options.patience = 0
    r0 = run_active_learning("safe", FAST, options, sampler=SAMPLER, seed=4)
    assert len(r0.iterations) > len(r.iterations) or r0.stopped == "no counterexample"
