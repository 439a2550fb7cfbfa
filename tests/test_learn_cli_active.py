"""`ilp learn` chooses active learning for built-in targets and refuses contradictory options."""

from click.testing import CliRunner

from ilp.cli import main


def run(*args):
    return CliRunner().invoke(main, ["learn", *args])


def test_active_needs_a_target():
    res = run("--task", "tasks/trains", "--active")
    assert res.exit_code == 2
    assert "--active and --server go with --target" in res.output


def test_active_refuses_given_examples(tmp_path):
    res = run("--target", "safe", "--active", "--n-examples", "50")
    assert res.exit_code == 2
    assert "--active draws its examples from the server" in res.output


def test_server_refuses_given_examples():
    res = run("--target", "safe", "--server", "http://127.0.0.1:9", "--n-examples", "50")
    assert res.exit_code == 2
    assert "--active draws its examples from the server" in res.output


def test_passive_when_examples_are_tuned(tmp_path, monkeypatch):
    # --n-examples selects the passive learner: the active loop must not be called
    import ilp.cli.learn as learn_cli

    def boom(*a, **k):
        raise AssertionError("active loop called")

    monkeypatch.setattr(learn_cli, "_learn_actively", boom)
    res = run("--target", "safe", "--n-examples", "60", "--nodes", "50", "--time-limit", "2",
              "--max-failures", "1", "--jobs", "1", "--seed", "3", "--quiet")
    assert res.exit_code == 0, res.output
    assert "cut off" in res.output               # the passive learner's closing summary
    assert "active round" not in res.output


def test_active_is_the_default_for_targets(monkeypatch):
    import ilp.cli.learn as learn_cli

    called = {}

    def fake(target, settings, loop, seed, out, quiet, as_json, server_url, token, directory,
             kept=True):
        called.update(target=target, settings=settings, loop=loop, seed=seed)

    monkeypatch.setattr(learn_cli, "_learn_actively", fake)
    res = run("--target", "safe", "--seed", "1", "--batch", "30", "--nodes", "400")
    assert res.exit_code == 0, res.output
    s = called["settings"]
    # the target's defaults (examples_gen/learn_targets.py), the active rounds' changes to
    # them, background/modes.pl's set/2 facts, and the command line over all of them
    assert (s.search, s.depth, s.clauselength, s.seeds) == ("greedy", 4, 10, 2)
    assert (s.time_limit, s.max_failures, s.minpos, s.nodes, s.seed) == (10.0, 2, 2, 400, 1)
    assert called["loop"]["max_iterations"] == 4 and called["loop"]["batch"] == 30
    assert called["target"] == "safe" and called["seed"] == 1


def test_passive_target_settings_come_from_the_same_place(monkeypatch):
    from examples_gen.learn_targets import TARGETS, search_settings

    passive, active = search_settings("mine", False), search_settings("mine", True)
    assert passive["max_failures"] == TARGETS["mine"].settings["max_failures"] == 4
    assert active["max_failures"] == TARGETS["mine"].active["max_failures"] == 2
    assert passive["depth"] == active["depth"] == 4 and passive["nodes"] == "5000"
