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
    assert "searches cut off" in res.output      # the passive learner's closing summary
    assert "active round" not in res.output


def test_active_is_the_default_for_targets(monkeypatch):
    import ilp.cli.learn as learn_cli

    called = {}

    def fake(target, overrides, seed, out, quiet, as_json, active):
        called.update(target=target, active=active["active"], search=overrides.get("search"))

    monkeypatch.setattr(learn_cli, "_learn_actively", fake)
    res = run("--target", "safe", "--seed", "1")
    assert res.exit_code == 0, res.output
    assert called == {"target": "safe", "active": True, "search": None}
