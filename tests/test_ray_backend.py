"""`--backend ray` (contracts §5): the same work on a Ray cluster, the same theory.

One local Ray cluster (2 CPUs) serves the whole module; the commands run in this process join
it, the subprocesses join it by address, except the two that check that a cluster started for
the run is stopped after it (normal exit, Ctrl-C).

- Same seed, same theory on both backends: two shipped tasks (a Popper layout among them) and
  a small Minesweeper run (active learning: the searches and the embedded server's workers
  on Ray), with the parallel searches really going through Ray actors.
- A Ray worker that dies is restarted and its search run again (same theory); one that keeps
  dying is `error: ...`, exit 2, no traceback, within a bounded time; the joined cluster
  keeps running.
- A server worker (an actor) killed: the server keeps answering.
- Bad values are `error: ...`, exit 2, before any long work.
"""

import importlib.util
import json
import os
import signal
import subprocess
import sys
import time

import pytest
from click.testing import CliRunner

from ilp.cli import main
from ilp.parallel import ray_search
from ilp.parallel.ray_search import pack_task, unpack_task
from tests._tasks import ROOT, TASKS, write_task

# the suite's command installs Ray (scripts/setup.sh); without it only what needs no Ray runs
needs_ray = pytest.mark.skipif(importlib.util.find_spec("ray") is None,
                               reason="Ray is not installed: pip install 'ray>=2.40'")
ILP = str(ROOT / ".venv" / "bin" / "ilp")
SUITE = ROOT / "benchmarks" / "suite"


@pytest.fixture(scope="module")
def cluster():
    ray = pytest.importorskip("ray")
    from ilp.parallel import cluster as cl

    assert not ray.is_initialized()
    assert cl.connect(num_cpus=2)
    try:
        yield ray.get_runtime_context().gcs_address
    finally:
        cl.disconnect()
    assert not ray.is_initialized()


@pytest.fixture
def ray_calls(monkeypatch):
    """How many searches and server jobs went through Ray actors."""
    from ilp.active.ray_pool import RayWorkerPool

    counts = {"searches": 0, "jobs": 0}
    search_map, pool_run = ray_search.RaySearchPool.map, RayWorkerPool.run

    def counting_map(self, jobs):
        counts["searches"] += len(jobs)
        return search_map(self, jobs)

    async def counting_run(self, job):
        counts["jobs"] += 1
        return await pool_run(self, job)

    monkeypatch.setattr(ray_search.RaySearchPool, "map", counting_map)
    monkeypatch.setattr(RayWorkerPool, "run", counting_run)
    return counts


def learn(args) -> dict:
    r = CliRunner().invoke(main, ["learn", *args, "--json", "--quiet"])
    assert r.exit_code == 0, (r.output, r.exception)
    return json.loads(r.stdout)


def outcome(doc: dict) -> tuple:
    """What must not depend on the backend: the clauses, and each search's seed and result."""
    clauses = [(c["name"], c["text"], c["pos"], c["neg"]) for c in doc["clauses"]]
    searches = [(s["seed"], s["clause"], s["explored"], s["cutoff"])
                for s in doc.get("searches", [])]
    return clauses, searches


@pytest.mark.parametrize("task", [TASKS / "prices", SUITE / "trains-two-rules"])
def test_same_seed_same_theory_on_a_shipped_task(cluster, ray_calls, task):
    args = ["--task", str(task), "--seed", "4", "--seeds", "2", "--jobs", "2"]
    local = learn(args)
    assert ray_calls["searches"] == 0
    remote = learn([*args, "--backend", "ray"])
    assert remote["settings"]["backend"] == "ray"
    assert ray_calls["searches"] >= 2 * (len(remote["clauses"]))    # two per covering step
    assert len(local["clauses"]) == 2
    assert outcome(remote) == outcome(local)


def test_same_seed_same_minesweeper_theory_actively(cluster, ray_calls):
    args = ["--target", "safe", "--seed", "3", "--jobs", "2", "--seeds", "2",
            "--max-iterations", "2", "--initial-examples", "60", "--validation-examples", "200",
            "--server-workers", "2", "--depth", "3", "--clauselength", "8", "--time-limit", "12",
            "--max-clauses", "1", "--max-failures", "1"]
    local = learn(args)
    assert ray_calls == {"searches": 0, "jobs": 0}
    remote = learn([*args, "--backend", "ray"])
    assert ray_calls["searches"] >= 2 and ray_calls["jobs"] >= 3   # sample + 2 validations
    assert local["clauses"] and "diffSetHasXMines" in local["clauses"][0]["text"]
    assert outcome(remote) == outcome(local)
    assert rounds(remote) == rounds(local) and len(rounds(local)) == 2


def rounds(doc: dict) -> list:
    """The active-learning rounds, but their times."""
    return [{k: v for k, v in it.items() if not k.endswith("_seconds")}
            for it in doc["iterations"]]


# -- faults ---------------------------------------------------------------------------------
# probe/1 kills the process that calls it when that process is a Ray worker (only Ray sets
# RAY_RAYLET_PID): only the first time when DIE_ONCE names a marker file, else every time.
FAULT_BK = """
item(a). item(b). item(c). item(d).
good(a). good(b).
probe(X) :- item(X), ( getenv('RAY_RAYLET_PID', _), die -> true ; true ).
die :- {condition}, current_prolog_flag(pid, P), format(atom(C), 'kill -9 ~w', [P]), shell(C).
"""
FAULT_EXS = "pos(p(a)). pos(p(b)). neg(p(c)). neg(p(d)).\n"
FAULT_MODES = "modeh(1, p(+item)).\nmodeb(1, probe(+item)).\nmodeb(1, good(+item)).\n"


def fault_task(directory, marker=None):
    condition = "true" if marker is None else \
        f"\\+ exists_file('{marker}'), open('{marker}', write, S), close(S)"
    return write_task(directory, FAULT_BK.format(condition=condition), FAULT_EXS, FAULT_MODES)


def run_ilp(args, timeout):
    return subprocess.run([ILP, "learn", *args], capture_output=True, text=True,
                          timeout=timeout, cwd=ROOT, check=False)


def test_a_worker_that_dies_is_restarted_and_its_search_run_again(cluster, tmp_path):
    marker = tmp_path / "died"
    task = fault_task(tmp_path / "once", marker)
    args = ["--task", str(task), "--seeds", "2", "--jobs", "2", "--json"]
    local = run_ilp(args, 120)
    assert local.returncode == 0, local.stderr
    assert not marker.exists()                   # no Ray worker there: nothing died
    t0 = time.monotonic()
    remote = run_ilp([*args, "--backend", "ray", "--ray-address", cluster], 120)
    assert remote.returncode == 0, remote.stderr
    assert marker.exists()                       # a worker did die
    assert outcome(json.loads(remote.stdout)) == outcome(json.loads(local.stdout))
    assert json.loads(local.stdout)["clauses"][0]["text"].endswith("good(A).")
    assert time.monotonic() - t0 < 60


def test_a_worker_that_keeps_dying_is_a_clear_error_not_a_hang(cluster, tmp_path):
    task = fault_task(tmp_path / "always")
    t0 = time.monotonic()
    r = run_ilp(["--task", str(task), "--seeds", "2", "--jobs", "2", "--backend", "ray",
                 "--ray-address", cluster, "--json"], 120)
    assert r.returncode == 2, r.stderr
    assert r.stderr.startswith("error: a Ray search worker died") or \
        "\nerror: a Ray search worker died" in r.stderr, r.stderr
    assert "Traceback" not in r.stderr and r.stdout == ""
    assert time.monotonic() - t0 < 60
    import ray

    assert ray.get(ray.put(7)) == 7              # the joined cluster still runs


def test_a_killed_server_worker_is_replaced_and_the_server_keeps_answering(cluster):
    from ilp.active.client import ActiveClient
    from ilp.active.config import ServerConfig
    from ilp.active.embedded import EmbeddedServer

    srv = EmbeddedServer(ServerConfig(workers=2, examples=200, seed=3, backend="ray",
                                      sampler="examples_gen.sampler:MinesweeperSampler"))
    srv.start()
    try:
        with ActiveClient(srv.url, retries=6, backoff=0.2, log=False) as c:
            first = c.sample("safe", 30, seed=5, board_prefix="k_")
            pid = c.validate("safe", "safe(T, B) :- zoneOfInterest(T, B, _).\n", seed=9,
                             board_prefix="v_")["worker"]
            assert pid != os.getpid()
            os.kill(pid, signal.SIGKILL)         # a Ray worker process of this test's cluster
            again = c.sample("safe", 30, seed=5, board_prefix="k_")
            assert again["pos"] == first["pos"] and again["neg"] == first["neg"]
            workers = {c.validate("safe", "safe(T, B) :- zoneOfInterest(T, B, _).\n", seed=9,
                                  board_prefix="v_")["worker"] for _ in range(4)}
            assert pid not in workers
    finally:
        srv.stop()


# -- a cluster started for the run ----------------------------------------------------------
def session_processes(sid: int) -> list[str]:
    """Live processes of the session `sid` (a command started with start_new_session)."""
    ps = subprocess.run(["ps", "-eo", "sid=,stat=,args="], capture_output=True, text=True,
                        check=True)
    return [line for line in ps.stdout.splitlines()
            if line.split()[0] == str(sid) and not line.split()[1].startswith("Z")]


def wait_gone(sid: int, seconds: float = 20) -> list[str]:
    deadline = time.monotonic() + seconds
    while (left := session_processes(sid)) and time.monotonic() < deadline:
        time.sleep(0.3)
    return left


@needs_ray
def test_a_cluster_started_for_the_run_is_stopped_and_stdout_holds_only_json():
    p = subprocess.Popen([ILP, "learn", "--task", str(TASKS / "prices"), "--seed", "4",
                          "--seeds", "2", "--jobs", "2", "--backend", "ray", "--json"],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=ROOT,
                         start_new_session=True)
    out, err = p.communicate(timeout=120)
    assert p.returncode == 0, err
    doc = json.loads(out)                        # nothing of Ray's on stdout
    assert [c["name"] for c in doc["clauses"]] == ["expensive_1", "expensive_2"]
    assert wait_gone(p.pid) == []


SLOW_BK = """
item(a). item(b). item(c). item(d).
good(a). good(b).
% in a Ray worker: say so (the file), then take a minute
slow(X) :- item(X), ( getenv('RAY_RAYLET_PID', _) -> open('{marker}', write, S), close(S),
                                                       sleep(60) ; true ).
"""


@needs_ray
def test_ctrl_c_stops_the_cluster_the_run_started(tmp_path):
    marker = tmp_path / "searching"
    task = write_task(tmp_path / "slow", SLOW_BK.format(marker=marker), FAULT_EXS,
                      FAULT_MODES.replace("probe", "slow"))
    p = subprocess.Popen([ILP, "learn", "--task", str(task), "--seeds", "2", "--jobs", "2",
                          "--backend", "ray"], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                         text=True, cwd=ROOT, start_new_session=True)
    try:
        deadline = time.monotonic() + 90
        while not marker.exists() and p.poll() is None and time.monotonic() < deadline:
            time.sleep(0.2)
        assert marker.exists(), p.stderr.read() if p.poll() is not None else "no search began"
        assert len(session_processes(p.pid)) > 3  # the driver and the cluster's processes
        os.killpg(p.pid, signal.SIGINT)          # Ctrl-C at a terminal: the whole group
        t0 = time.monotonic()
        _, err = p.communicate(timeout=60)
        assert time.monotonic() - t0 < 30
    finally:
        if p.poll() is None:
            os.killpg(p.pid, signal.SIGKILL)
    assert p.returncode == 130 and "interrupted" in err and "Traceback" not in err, err
    assert wait_gone(p.pid) == []


# -- bad values -------------------------------------------------------------------------------
@pytest.mark.parametrize("args, message", [
    (["--backend", "spark"], "setting backend must be local or ray, not 'spark'"),
    (["--ray-address", "10.0.0.5:6379"], "goes with backend ray"),
    pytest.param(["--backend", "ray", "--ray-address", "nohost"], "expected HOST:PORT",
                 marks=needs_ray),
    pytest.param(["--backend", "ray", "--ray-address", "127.0.0.1:1"],
                 "cannot reach the Ray cluster", marks=needs_ray),
])
def test_bad_backend_values_are_errors_before_any_work(args, message):
    t0 = time.monotonic()
    r = CliRunner().invoke(main, ["learn", "--task", str(TASKS / "trains"), *args])
    assert r.exit_code == 2, r.output
    assert r.stderr.startswith("error:") and message in r.stderr, r.stderr
    assert r.stdout == "" and time.monotonic() - t0 < 20


def test_ray_missing_is_an_error_saying_how_to_install_it(monkeypatch):
    monkeypatch.setitem(sys.modules, "ray", None)     # as if Ray were not installed
    for command in (["learn", "--task", str(TASKS / "trains"), "--backend", "ray"],
                    ["serve", "--backend", "ray", "--port", "0"]):
        r = CliRunner().invoke(main, command)
        assert r.exit_code == 2, r.output
        assert r.stderr.startswith("error: --backend ray needs Ray")
        assert "pip install 'ray>=2.40'" in r.stderr


@needs_ray
def test_serve_refuses_bad_backend_values():
    for args, message in ((["--backend", "spark"], "unknown backend 'spark'"),
                          (["--ray-address", "auto"], "goes with --backend ray"),
                          (["--backend", "ray", "--ray-address", "127.0.0.1:1"],
                           "cannot reach the Ray cluster")):
        r = CliRunner().invoke(main, ["serve", "--port", "0", *args])
        assert r.exit_code == 2 and r.stderr.startswith("error:") and message in r.stderr, \
            r.stderr


def test_both_commands_document_the_backend_options():
    for command in ("learn", "serve"):
        text = CliRunner().invoke(main, [command, "--help"]).output
        assert "--backend local|ray" in text and "--ray-address" in text


# -- the task's files travel with the workers -----------------------------------------------
def test_task_files_are_shipped_for_a_machine_without_them(tmp_path):
    from ilp.task import Task

    stem = SUITE / "kin-uncle" / "uncle"                # Aleph's layout: DIR/NAME
    packed = pack_task(stem)
    assert sorted(packed["files"]) == ["uncle.b", "uncle.f", "uncle.n"]
    assert unpack_task(packed) == (str(stem), None)     # the same files here: used in place
    elsewhere = {**packed, "root": str(tmp_path / "gone" / "kin-uncle"),
                 "path": str(tmp_path / "gone" / "kin-uncle" / "uncle")}
    path, scratch = unpack_task(elsewhere)
    try:
        assert scratch and path.startswith(scratch) and path.endswith("kin-uncle/uncle")
        here, there = Task.load(stem), Task.load(path)
        assert (len(there.pos_ids), len(there.neg_ids)) == (len(here.pos_ids), len(here.neg_ids))
        assert there.name == here.name
    finally:
        import shutil

        shutil.rmtree(scratch)
