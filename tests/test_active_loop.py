"""The active-learning loop (ilp.active.loop) against real `ilp serve` subprocesses on
127.0.0.1: rounds of fit / validate / add counterexamples, and a real kill of the server."""

import os
import signal

import pytest

from ilp.active.client import ServerUnavailable
from ilp.active.loop import EmbeddedServer, run_active_learning
from ilp.errors import InputError
from ilp.theory import read_theory

# small, fast search settings: these tests check the loop's plumbing, not the learner's quality
FAST = {"search": "greedy", "time_limit": 2.0, "nodes": 150, "max_failures": 1, "max_clauses": 3}


def test_loop_with_embedded_server(tmp_path, capsys):
    out = tmp_path / "safe.pl"
    r = run_active_learning("safe", FAST, server_url=None, max_iterations=2, batch=20,
                            threshold=1.0, initial_examples=120, seed=4, out=out,
                            progress=True, server_args=["--workers", "1", "--examples", "200"],
                            workdir=tmp_path / "task")
    assert 1 <= len(r.iterations) <= 2
    first = r.iterations[0]
    assert first.examples >= 120                      # the initial sample
    assert first.tested >= 200
    if len(r.iterations) == 2:
        # the counterexamples of round 1 were added to the learner's examples
        second = r.iterations[1]
        assert second.examples == first.examples + first.counter_pos + first.counter_neg
        assert second.examples_pos == first.examples_pos + first.counter_pos
        boards = (tmp_path / "task" / "facts.pl").read_text()
        assert "ms_board(c1_" in boards and "ms_board(s0_" in boards
        assert r.stopped == "iteration limit"
    else:
        assert r.stopped == "no counterexample"
    assert r.examples_tested == sum(it.tested for it in r.iterations)
    assert out.is_file()
    names = [c.name for c in read_theory(out)]
    assert names == [c.name for c in r.theory]
    err = capsys.readouterr().err
    assert "active round 1: held" in err and "counterexamples" in err and "kept" in err


def test_killed_server_stops_the_loop_with_a_clear_error_and_keeps_the_theory(tmp_path):
    out = tmp_path / "safe.pl"
    srv = EmbeddedServer(["--workers", "1", "--examples", "200"])
    srv.start()
    pgid = srv.pid

    def kill_after_first(stats, learner, client):
        if stats.iteration == 1:
            os.killpg(pgid, signal.SIGKILL)     # the server and its workers, for real
            srv.proc.wait(10)

    try:
        with pytest.raises(ServerUnavailable) as err:
            run_active_learning("safe", FAST, server_url=srv.url, max_iterations=3, batch=20,
                                initial_examples=120, seed=5, out=out, progress=False,
                                on_iteration=kill_after_first,
                                client_options={"retries": 3, "backoff": 0.05, "log": False})
    finally:
        srv.stop()
    assert isinstance(err.value, InputError)          # the CLI prints "error: ..." and exits 2
    assert "did not answer" in str(err.value) and srv.url in str(err.value)
    assert out.is_file()
    text = out.read_text()
    assert text.startswith("% Theory learned by ilp active learning of safe/2")
    read_theory(out)                                   # a valid theory file


def test_bad_arguments_are_input_errors(tmp_path):
    with pytest.raises(InputError, match="max_iterations"):
        run_active_learning("safe", FAST, server_url="http://127.0.0.1:9", max_iterations=0)
    with pytest.raises(InputError, match="threshold"):
        run_active_learning("safe", FAST, server_url="http://127.0.0.1:9", threshold=1.5)


def test_click_options_for_ilp_learn():
    import click
    from click.testing import CliRunner

    from ilp.cli.serve import ACTIVE_OPTION_NAMES, active_learning_options, pop_active_options, \
        run_active_from_options

    seen = {}

    @click.command()
    @click.option("--depth", type=int, default=None)
    @active_learning_options
    def cmd(**kwargs):
        seen.update(active=pop_active_options(kwargs), rest=kwargs)
        seen["result"] = run_active_from_options("safe", {}, 0, None, False, **seen["active"])

    r = CliRunner().invoke(cmd, ["--max-iterations", "3", "--batch", "7", "--depth", "2"])
    assert r.exit_code == 0, r.output
    assert set(seen["active"]) == set(ACTIVE_OPTION_NAMES)
    assert seen["active"]["max_iterations"] == 3 and seen["active"]["batch"] == 7
    assert seen["rest"] == {"depth": 2}
    assert seen["result"] is None            # neither --active nor --server: not active
