"""The attacker's tests: hostile rule files, hostile tasks, hostile requests, and users who
stop commands half-way.  Each must give a clear error (exit 2, `error: ...`, no traceback) or
a clean stop, and must not run what it smuggles in."""

import json
import os
import signal
import stat
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

from tests._hostile import small_server

ROOT = Path(__file__).resolve().parent.parent
ILP = str(ROOT / ".venv" / "bin" / "ilp")
FIX = Path(__file__).parent / "fixtures"
BOARDS = FIX / "boards.txt"
SAFE = "safe(T, B) :- zoneOfInterest(T, B, Z), setHasXMines(_, B, Z, S), inSet(T, S), minesInSet(S, 0).\n"


def ilp(*args, timeout=120, **kw):
    return subprocess.run([ILP, *map(str, args)], capture_output=True, text=True, timeout=timeout,
                          **kw)


def refused(r, *needles):
    assert r.returncode == 2, (r.returncode, r.stderr[-2000:])
    assert r.stderr.strip().splitlines()[-1].startswith("error: "), r.stderr
    assert "Traceback" not in r.stderr and r.stdout == ""
    for n in needles:
        assert n in r.stderr, r.stderr


# -- hostile rule files ----------------------------------------------------------------------

HOSTILE = [
    ("shell", "safe(T, B) :- zoneOfInterest(T, B, _), shell('touch {mark}').", "shell/1"),
    ("open", "safe(T, B) :- zoneOfInterest(T, B, _), open('{mark}', write, S), close(S).", "open/3"),
    ("assert", "safe(T, B) :- assertz(pwned), zoneOfInterest(T, B, _).", "assertz/1"),
    ("halt", "safe(T, B) :- zoneOfInterest(T, B, _), halt.", "halt/0"),
    ("abort", "safe(T, B) :- abort.", "abort/0"),
    ("directive", ":- initialization(shell('touch {mark}')).", "directives are not allowed"),
    ("call", "safe(T, B) :- call(shell, 'touch {mark}').", "call/2"),
    ("qualified", "safe(T, B) :- system:shell('touch {mark}').", "module-qualified"),
    ("atoms", "safe(T, B) :- numlist(1, 1000000, L), atomic_list_concat(L, A), atom_length(A, N), N < 0.",
     "atomic_list_concat/2"),
    ("not_language", "safe(T, B) :- hidden_tile(B, T).", "not a predicate of the language"),
]


@pytest.mark.parametrize("name, clause, why", HOSTILE, ids=[h[0] for h in HOSTILE])
@pytest.mark.parametrize("command", ["apply", "play", "advise", "show"])
def test_hostile_rule_files_are_refused_before_anything_runs(tmp_path, name, clause, why, command):
    mark = tmp_path / "PWNED"
    rules = tmp_path / "r.pl"
    rules.write_text("% safe_1: covers 1 positive, 0 negative\n" + SAFE + "\n"
                     + clause.format(mark=mark) + "\n")
    if command == "apply":
        r = ilp("rules", "apply", BOARDS, "--rules", rules, "--json")
    elif command == "play":
        r = ilp("play", "--rules", rules, "--games", "3", "--quiet", "--json")
    elif command == "advise":
        r = ilp("advise", BOARDS, "--rules", rules, "--json")
    else:
        r = ilp("rules", "show", rules, "--json")
    refused(r, f"{rules}: clause 2: ", why)
    assert not mark.exists()


def test_learned_theories_pass_the_check(tmp_path):
    """Whatever the learner writes is data of its own language."""
    from ilp.learner import learn_task
    from ilp.task import Task
    from ilp.theory import Language, read_theory

    for name in ("trains", "family", "ancestor", "prices", "even"):
        task = Task.load(ROOT / "tasks" / name)
        out = tmp_path / f"{name}.pl"
        learn_task(task, {}, out=out, progress=False)
        assert read_theory(out, Language.of_modes(task.modeh + task.modebs))
    for f in (ROOT / "background" / "learned").glob("*.pl"):
        r = ilp("rules", "show", f)
        assert r.returncode == 0, r.stderr


# -- hostile tasks ---------------------------------------------------------------------------

def _task(tmp_path, bk, exs="pos(p(1)).\npos(p(2)).\npos(p(3)).\nneg(p(4)).\n", modes="modeh(1, p(+n)).\nmodeb(1, q(+n)).\n"):
    d = tmp_path / "task"
    d.mkdir(exist_ok=True)
    (d / "bk.pl").write_text(bk)
    (d / "exs.pl").write_text(exs)
    (d / "modes.pl").write_text(modes)
    return d


@pytest.mark.parametrize("bk, what", [
    (":- halt.\nq(1).\n", "calls halt/0"),
    (":- halt(3).\nq(1).\n", "calls halt/1"),
    (":- abort.\nq(1).\n", "calls abort/0"),
    ("q(X) :- X > 0, halt.\n", "halt"),        # reached only while learning
    ("q(1) :- abort.\nq(2).\n", "abort"),
])
def test_a_background_that_halts_is_an_error_not_an_empty_success(tmp_path, bk, what):
    d = _task(tmp_path, bk)
    r = ilp("learn", "--task", d, "--json")
    refused(r, what)


def test_output_paths_are_checked_before_any_work(tmp_path):
    t0 = time.monotonic()
    r = ilp("learn", "--target", "mine", "--no-active", "--out", tmp_path / "missing" / "M.pl")
    refused(r, "is not a directory")
    assert time.monotonic() - t0 < 20          # no learning happened first
    refused(ilp("learn", "--task", ROOT / "tasks" / "trains", "--out", "/proc/version"),
            "cannot write the theory to /proc/version")
    r = ilp("learn", "--task", ROOT / "tasks" / "trains", "--out", tmp_path)
    assert r.returncode == 2 and "is a directory" in r.stderr and "Traceback" not in r.stderr


def test_interrupted_run_never_replaces_a_good_theory_with_nothing(tmp_path):
    # a task whose searches take long and find nothing: interrupted before any clause
    d = _task(tmp_path, "q(_).\nspin(X) :- spin(X).\n",
              "".join(f"pos(p({i})).\nneg(p({i + 100})).\n" for i in range(40)),
              "modeh(1, p(+n)).\nmodeb(1, spin(+n)).\nset(inference_limit, 100000000).\n"
              "set(time_limit, 600).\n")
    out = tmp_path / "good.pl"
    out.write_text("% a good theory from before\np(1).\n")
    before = out.read_text()
    p = subprocess.Popen([ILP, "learn", "--task", str(d), "--out", str(out), "--quiet"],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    time.sleep(4)
    p.send_signal(signal.SIGTERM)
    _, err = p.communicate(timeout=60)
    assert p.returncode == 143 and "Traceback" not in err
    assert err.strip().splitlines()[-1].startswith("terminated: ")
    assert out.read_text() == before


@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM], ids=["ctrl-c", "sigterm"])
def test_signals_stop_active_learning_and_every_process_it_started(tmp_path, sig):
    env = dict(os.environ, TMPDIR=str(tmp_path))
    p = subprocess.Popen([ILP, "learn", "--target", "safe", "--seed", "1", "--out",
                          str(tmp_path / "S.pl"), "--server-workers", "1", "--jobs", "1"],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                         start_new_session=True, env=env)
    time.sleep(12)                              # the server is up, the first fit under way
    t0 = time.monotonic()
    if sig == signal.SIGINT:
        os.killpg(p.pid, sig)                   # Ctrl-C reaches the whole process group
    else:
        p.send_signal(sig)
    _, err = p.communicate(timeout=60)
    assert time.monotonic() - t0 < 15
    assert p.returncode == (130 if sig == signal.SIGINT else 143)
    assert "Traceback" not in err and "KeyboardInterrupt" not in err
    last = err.strip().splitlines()[-1]
    assert last.startswith("interrupted: " if sig == signal.SIGINT else "terminated: ")
    time.sleep(1)
    ps = subprocess.run(["ps", "-eo", "pgid=,stat=,args="], capture_output=True, text=True).stdout
    alive = [line for line in ps.splitlines()
             if line.split()[0] == str(p.pid) and not line.split()[1].startswith("Z")]
    assert alive == []                          # the server, its workers, the search workers
    assert [x.name for x in tmp_path.iterdir() if x.name.startswith("ilp-")] == []


def test_contradictory_and_repeated_examples_are_reported(tmp_path):
    d = _task(tmp_path, "q(1).\nq(2).\n", "pos(p(1)).\nneg(p(1)).\npos(p(2)).\npos(p(2)).\n")
    r = ilp("learn", "--task", d, "--quiet")
    assert r.returncode == 0
    assert "1 atoms are both positive and negative examples (e.g. p(1))" in r.stderr
    assert "1 examples are given more than once (e.g. p(2))" in r.stderr


def test_byte_order_marks_and_file_modes(tmp_path):
    bom = "\ufeff"
    d = _task(tmp_path, bom + "q(1).\nq(2).\n", bom + "pos(p(1)).\nneg(p(3)).\n",
              bom + "modeh(1, p(+n)).\nmodeb(1, q(+n)).\n")
    out = tmp_path / "t.pl"
    r = ilp("learn", "--task", d, "--out", out, "--set", "minpos=1", "--quiet")
    assert r.returncode == 0, r.stderr
    assert stat.S_IMODE(out.stat().st_mode) == 0o644
    rules = tmp_path / "r.pl"
    rules.write_text(bom + "% safe_1\n" + SAFE)
    assert ilp("rules", "show", rules).returncode == 0


# -- hostile requests --------------------------------------------------------------------------

@pytest.fixture(scope="module")
def server():
    with small_server() as srv:
        yield srv


def _send_oversized(url: str, length: int) -> bytes:
    """The raw answer to a POST of `length` bytes of body, all sent before reading, as
    http.client does.  (The server reads and drops such a body before it answers 413, so that
    the client reads the 413; a body held back would keep it waiting its drain time, 30 s,
    as long as this socket's timeout.)"""
    import socket
    from urllib.parse import urlsplit
    u = urlsplit(url)
    with socket.create_connection((u.hostname, u.port), timeout=30) as sock:
        sock.sendall(f"POST /validate HTTP/1.1\r\nHost: {u.hostname}\r\n"
                     f"Content-Type: application/json\r\nContent-Length: {length}\r\n\r\n"
                     .encode() + b"[" * length)
        answer = b""
        while chunk := sock.recv(65536):
            answer += chunk
    return answer


def test_oversized_bodies_get_413_and_are_not_echoed(server):
    answer = _send_oversized(server.url, 5_000_000)   # refused on its Content-Length, unparsed
    assert answer.startswith(b"HTTP/1.1 413") and len(answer) < 1000

    def chunks():                       # no Content-Length: refused once the limit is passed
        yield b'{"target": "safe", "theory": "'
        for _ in range(100):
            yield b"y" * 10_000
        yield b'"}'

    r = httpx.post(server.url + "/validate", content=chunks(), timeout=30,
                   headers={"content-type": "application/json"})
    assert r.status_code == 413 and len(r.content) < 1000
    # a body under the limit but invalid: 422, naming the field, without echoing the input
    r = httpx.post(server.url + "/validate", json={"target": "safe", "theory": "z" * 150_000,
                                                   "examples": "many"}, timeout=30)
    assert r.status_code == 422 and len(r.content) < 2000 and "examples" in r.text


@pytest.mark.parametrize("literal", ["NaN", "Infinity", "-Infinity"])
def test_non_finite_numbers_get_422(server, literal):
    body = '{"target": "safe", "theory": "%s", "threshold": %s}' % (SAFE.strip(), literal)
    r = httpx.post(server.url + "/validate", content=body, timeout=30,
                   headers={"content-type": "application/json"})
    assert r.status_code == 422 and "threshold" in r.text


def test_hostile_theories_are_refused(server):
    for clause, why in [
        ("safe(T, B) :- numlist(1, 100000, L), atomic_list_concat(L, A), atom_length(A, N), N < 0.",
         "atomic_list_concat/2"),
        ("safe(T, B) :- length(L, 100000000), L = [].", None),      # stack limit or slow: refused
    ]:
        r = httpx.post(server.url + "/validate", json={"target": "safe", "theory": clause},
                       timeout=60)
        assert r.status_code == 422, r.text
        if why:
            assert why in r.json()["detail"]


def test_a_request_is_bounded_in_time_however_many_slow_clauses(server):
    # slow clauses (under the inference limit per example): the request stops at its own
    # limit (3 s), whatever the clauses' (10 s each)
    slow = "safe(T, B) :- zoneOfInterest(T, B, _), numlist(1, 50000, L), sum_list(L, S), S < 0.\n"
    t0 = time.monotonic()
    r = httpx.post(server.url + "/validate", json={"target": "safe", "theory": slow * 4,
                                                   "examples": 2000}, timeout=60)
    took = time.monotonic() - t0
    assert r.status_code == 422 and "a request may take" in r.json()["detail"]
    assert took < 8
