"""The attacker's tests, round two (issue 21): crashes, poisoned server workers, unbounded
memory, limits that did not hold.  Each hostile input (tests/fixtures/hostile/, or written by
tests/_hostile.py) must end as a clean `error: ...` with exit status 2 (or a 4xx from the
server), within the limits of docs/limits.md, with nothing left running and no good file
overwritten."""

import http.client
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from urllib.parse import urlsplit

import httpx
import pytest

from tests import _hostile as H

ROOT = Path(__file__).resolve().parent.parent
ILP = str(ROOT / ".venv" / "bin" / "ilp")
BOARDS = ROOT / "tests" / "fixtures" / "boards.txt"
SAFE_RULES = ROOT / "background" / "learned" / "SAFE.pl"
# runs `ilp ...` and reports the child's peak resident memory (KiB) on its last stderr line
PEAK = ("import resource, subprocess, sys\n"
        "p = subprocess.run(sys.argv[1:])\n"
        "sys.stderr.write('\\npeak %d\\n' % resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)\n"
        "sys.exit(p.returncode)\n")


def _left_in(pgid: int) -> list[str]:
    ps = subprocess.run(["ps", "-eo", "pgid=,stat=,args="], capture_output=True, text=True).stdout
    return [line for line in ps.splitlines()
            if line.split()[0] == str(pgid) and not line.split()[1].startswith("Z")]


def run(*args, timeout=120, env=None, signal_after=None, sig=signal.SIGINT, peak=False,
        again_after=None):
    """`ilp args` in a session of its own (Ctrl-C: `sig` to the whole group after
    `signal_after` s; with `again_after`, to the command itself first and to the group that
    many seconds later, as timeout(1) sends it); returns (CompletedProcess, seconds from the
    (first) signal or the start to the end[, peak KiB]).  Afterwards no process of the session
    is left."""
    cmd = [ILP, *map(str, args)]
    if peak:
        cmd = [sys.executable, "-c", PEAK, *cmd]
    p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                         start_new_session=True, env=None if env is None else {**os.environ, **env})
    t0 = time.monotonic()
    if signal_after is not None:
        time.sleep(signal_after)
        t0 = time.monotonic()
        if again_after is not None:
            os.kill(p.pid, sig)
            time.sleep(again_after)
        os.killpg(p.pid, sig)
    try:
        out, err = p.communicate(timeout=timeout)
    finally:
        if p.poll() is None:
            os.killpg(p.pid, signal.SIGKILL)
    took = time.monotonic() - t0
    time.sleep(0.5)
    assert _left_in(p.pid) == [], "processes left running"
    r = subprocess.CompletedProcess(cmd, p.returncode, out, err)
    if peak:
        last = err.rstrip().splitlines()[-1]
        assert last.startswith("peak "), err
        r.stderr = err.rstrip().rsplit("\n", 1)[0] + "\n"
        return r, took, int(last.split()[1])
    return r, took


def refused(r, *needles, code=2):
    assert r.returncode == code, (r.returncode, r.stderr[-2000:])
    last = r.stderr.strip().splitlines()[-1]
    assert last.startswith("error: " if code == 2 else ""), r.stderr
    assert "Traceback" not in r.stderr and "Exception ignored" not in r.stderr, r.stderr
    for n in needles:
        assert n in r.stderr, r.stderr


# -- rule files: deep terms, big integers, odd but valid clauses -----------------------------

@pytest.mark.parametrize("command", ["show", "apply", "advise", "play"])
def test_a_rule_nested_30000_deep_is_refused_not_a_crash(tmp_path, command):
    rules = H.write(tmp_path, "deep.pl", H.deep_rule(30_000))
    args = {"show": ["rules", "show", rules],
            "apply": ["rules", "apply", BOARDS, "--rules", rules],
            "advise": ["advise", BOARDS, "--rules", rules],
            "play": ["play", "--rules", rules, "--games", "2", "--quiet"]}[command]
    r, _ = run(*args)
    refused(r, f"{rules}: a term nests more than 200 levels deep (line 2", "term_depth")


@pytest.mark.parametrize("depth, by", [(1000, H.nested), (5000, H.chained)],
                         ids=["brackets-1000", "operators-5000"])
def test_rules_nested_past_the_limit_by_brackets_or_operators(tmp_path, depth, by):
    rules = H.write(tmp_path, "deep.pl", H.deep_rule(depth, by))
    r, _ = run("rules", "apply", BOARDS, "--rules", rules, "--json")
    refused(r, "a term nests more than 200 levels deep (line 2")


@pytest.mark.parametrize("command", ["show", "apply"])
def test_an_integer_over_64_bits_in_a_rule_is_refused(command):
    rules = H.HOSTILE / "big_int_rule.pl"
    args = ["rules", "show", rules] if command == "show" else \
        ["rules", "apply", BOARDS, "--rules", rules]
    r, _ = run(*args)
    refused(r, "an integer lies outside -9223372036854775808 .. 9223372036854775807 (line 2)")


def test_a_body_of_trues_is_a_clause_that_fires_everywhere():
    r, _ = run("rules", "apply", BOARDS, "--rules", H.HOSTILE / "true_true_rule.pl", "--json")
    assert r.returncode == 0, r.stderr
    first = json.loads(r.stdout)[0]
    assert len(first["safe"]) == 5 and {s["rule"] for s in first["safe"]} == {"safe_1"}


def test_arithmetic_on_a_huge_number_stops_at_ctrl_c():
    """7**(10**9) runs inside GMP, where no alarm and no Python handler reaches: the
    watchdog ends the process two seconds after Ctrl-C."""
    r, took = run("rules", "apply", BOARDS, "--rules", H.HOSTILE / "pow_rule.pl",
                  signal_after=4)
    assert r.returncode == 130 and took < 6, (r.returncode, took, r.stderr)
    assert r.stderr.strip().splitlines()[-1].startswith("interrupted: ")
    assert "Traceback" not in r.stderr


@pytest.mark.parametrize("gap, last, fast", [(0.05, "did not give control back within 2 s", False),
                                             (1.0, "stopped at once (a second signal)", True)],
                         ids=["the-same-stop-again", "a-second-ctrl-c"])
def test_a_second_ctrl_c_stops_at_once_a_repeated_one_does_not(gap, last, fast):
    """Inside GMP no stop reaches Prolog: the first Ctrl-C ends the process after two
    seconds, a second one at once -- unless it comes within half a second of the first
    (one stop sent twice, as timeout(1) does)."""
    r, took = run("rules", "apply", BOARDS, "--rules", H.HOSTILE / "pow_rule.pl",
                  signal_after=4, again_after=gap)
    assert r.returncode == 130 and (took < 1.9) == fast and took < 6, (took, r.stderr)
    assert r.stderr.strip().splitlines()[-1].endswith(last), r.stderr


def test_arithmetic_on_a_huge_number_stops_at_the_position_time_limit(tmp_path):
    """The rules' time limit per position holds even where Prolog's alarm cannot act."""
    script = H.write(tmp_path, "apply.py", f"""
from examples_gen.board import read_boards
from examples_gen.rules_engine import RulesEngine
from ilp.errors import InputError
from ilp.procs import guard
guard()
engine = RulesEngine([{str(H.HOSTILE / 'pow_rule.pl')!r}], time_limit=1)
engine.apply(read_boards({str(BOARDS)!r})[0])
""")
    t0 = time.monotonic()
    r = subprocess.run([sys.executable, str(script)], capture_output=True, text=True,
                       timeout=60, cwd=ROOT)
    assert r.returncode == 2 and time.monotonic() - t0 < 20, (r.returncode, r.stderr)
    assert r.stderr.strip().startswith("error: the rules took more than 1 s on one position")


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_play_with_a_huge_number_stops_at_ctrl_c_and_leaves_no_worker(jobs):
    r, took = run("play", "--rules", H.HOSTILE / "pow_rule.pl", "--games", "4", "--jobs", jobs,
                  "--quiet", signal_after=6)
    assert r.returncode == 130 and took < 6, (r.returncode, took, r.stderr)
    assert "Traceback" not in r.stderr


# -- task files: deep terms, big integers, absurd settings ----------------------------------

@pytest.mark.parametrize("where", ["exs", "bk-brackets", "bk-operators", "bias"])
def test_a_deep_term_in_a_task_file_is_refused(tmp_path, where):
    deep = H.nested(30_000) if where != "bk-operators" else H.chained(5000)
    if where == "exs":
        d = H.task(tmp_path / "t", exs=f"pos(p(1)).\npos(p({deep})).\nneg(p(4)).\n")
    elif where.startswith("bk"):
        d = H.task(tmp_path / "t", bk=f"q(1).\nq({deep}).\n")
    else:
        d = H.popper_task(tmp_path / "t", f"head_pred(p,1).\nbody_pred(q,1).\nfoo({deep}).\n")
    r, _ = run("learn", "--task", d)
    refused(r, "a term nests more than 200 levels deep (line ")


@pytest.mark.parametrize("where, text", [
    ("example", None), ("recall", "modeb(99999999999999999999, q(+n))"),
    ("aleph-recall", ":- modeb(99999999999999999999, q(+n))")])
def test_an_integer_over_64_bits_in_a_task_is_refused(tmp_path, where, text):
    if where == "example":
        d = H.task(tmp_path / "t", exs="pos(p(1)).\npos(p(99999999999999999999)).\nneg(p(4)).\n")
    elif where == "recall":
        d = H.task(tmp_path / "t", modes=f"modeh(1, p(+n)).\n{text}.\n")
    else:
        d = H.aleph_task(tmp_path / "a", f":- modeh(1, p(+n)).\n{text}.\n"
                                         ":- determination(p/1, q/1).\nq(1).\nq(2).\n")
    r, _ = run("learn", "--task", d)
    refused(r, "an integer lies outside -9223372036854775808 .. 9223372036854775807")


@pytest.mark.parametrize("setting, needle", [
    ("set(depth, 1000000000)", "setting depth is 1000000000, more than the most"),
    ("set(i, 1000000000)", "setting depth is 1000000000, more than the most"),
    ("set(time_limit, nan)", "setting time_limit must be a finite number, not nan"),
    ("modeb(1000000000000, q(+n))", "a recall of more than 1,000,000"),
    ("set(star_recall, 1000000000)", "setting star_recall is 1000000000"),
    ("set(max_occurs, 'q=1')", "setting max_occurs: 'q=1' is not NAME/ARITY=K"),
])
def test_absurd_settings_are_refused(tmp_path, setting, needle):
    d = H.task(tmp_path / "t", modes=f"modeh(1, p(+n)).\nmodeb(1, q(+n)).\n{setting}.\n")
    t0 = time.monotonic()
    r, _ = run("learn", "--task", d)
    refused(r, needle)
    assert time.monotonic() - t0 < 30


def test_absurd_options_are_refused():
    r, _ = run("learn", "--task", ROOT / "tasks" / "trains", "--max-time", "nan")
    refused(r, "setting max_time must be a finite number")


def test_an_aleph_setting_error_names_the_aleph_file(tmp_path):
    stem = H.aleph_task(tmp_path / "a", ":- modeh(1, p(+n)).\n:- modeb(1, q(+n)).\n"
                                        ":- determination(p/1, q/1).\n:- set(i, nan).\nq(1).\n")
    r, _ = run("learn", "--task", stem)
    refused(r, "t.b set/2: setting depth wants a int")
    assert "modes.pl" not in r.stderr


# -- limits that hold: a looping or slow background, Ctrl-C, memory -------------------------

def test_max_time_holds_while_the_background_loads(tmp_path):
    d = H.task(tmp_path / "t", bk=H.LOOP_BK)
    r, took = run("learn", "--task", d, "--max-time", "3", "--quiet")
    refused(r, "the run went past its time limit (max_time 3 s)")
    assert took < 15


@pytest.mark.parametrize("sig, code", [(signal.SIGINT, 130), (signal.SIGTERM, 143)],
                         ids=["ctrl-c", "sigterm"])
def test_signals_hold_while_the_background_loads(tmp_path, sig, code):
    d = H.task(tmp_path / "t", bk=H.LOOP_BK)
    r, took = run("learn", "--task", d, "--quiet", signal_after=4, sig=sig)
    assert r.returncode == code and took < 3, (r.returncode, took, r.stderr)
    assert "Traceback" not in r.stderr


def _slow_task(directory):
    """p :- a covers 30 positives at once; the searches for the other three then test
    slow/1, which counts for a while (call ports, where a stop acts at once; `--set
    inference_limit=...` lets it): a run still going on after six seconds, a clause found."""
    bk = "".join(f"a({i}).\n" for i in range(1, 31)) + \
        "".join(f"b({i}, {abs(i) + 100}).\n" for i in [31, 32, 33, -1, -2, -3]) + \
        "slow(Y) :- ( between(1, 100000000, _), fail ; Y < 0 ).\n"
    exs = "".join(f"pos(p({i})).\n" for i in range(1, 34)) + \
        "".join(f"neg(p({-i})).\n" for i in range(1, 11))
    modes = "modeh(1, p(+n)).\nmodeb(1, a(+n)).\nmodeb(1, b(+n, -m)).\nmodeb(1, slow(+m)).\n"
    return H.task(directory, bk=bk, exs=exs, modes=modes)


FOUND = "p(A) :-\n    a(A)."
SLOW = ("--set", "inference_limit=1000000000")


@pytest.mark.parametrize("sig, code", [(signal.SIGINT, 130), (signal.SIGTERM, 143)],
                         ids=["ctrl-c", "sigterm"])
def test_a_signal_sent_twice_at_once_keeps_the_clauses_found(tmp_path, sig, code):
    """timeout(1) sends its signal to the command and then to the command's process group:
    one stop, delivered twice within microseconds.  It counted as a second signal (stop at
    once, no theory written).  The clauses found so far go to the theory file and, as a
    finished run's theory, to stdout."""
    out = tmp_path / "theory.pl"
    # (0.05 s apart: signals pending at once are merged into one)
    r, took = run("learn", "--task", _slow_task(tmp_path / "t"), "--out", out, "--quiet",
                  *SLOW, signal_after=6, sig=sig, again_after=0.05)
    assert r.returncode == code and took < 5, (r.returncode, took, r.stderr)
    assert FOUND in out.read_text() and FOUND in r.stdout
    assert "stopped before the result was complete" in r.stderr
    for bad in ("stopped at once", "leaked semaphore", "Traceback"):
        assert bad not in r.stderr, r.stderr


def test_a_stopped_run_prints_its_json_with_the_clauses_found(tmp_path):
    r, _ = run("learn", "--task", _slow_task(tmp_path / "t"), "--json", *SLOW, signal_after=6,
               sig=signal.SIGTERM)
    assert r.returncode == 143, r.stderr
    doc = json.loads(r.stdout)
    assert doc["summary"]["interrupted"] is True
    assert [c["text"] for c in doc["clauses"]] == [FOUND]
    assert r.stderr.strip().splitlines()[-1].startswith("terminated: ")


def test_max_time_holds_inside_slow_builtins(tmp_path):
    """A call of q/1 spends half a minute inside one built-in (no call port, no inference
    counted): the run still ends near --max-time (it ran 85 s at --max-time 8).  With a
    second a call (20 million characters formatted) a fast machine stopped in time by
    itself, between two calls, and the watchdog went untested."""
    exs = "".join(f"pos(p({i})).\nneg(p({-i})).\n" for i in range(1, 30))
    d = H.task(tmp_path / "t", bk=H.SLOW_BK, exs=exs)
    good = tmp_path / "good.pl"
    good.write_text("% a good theory from before\np(1).\n")
    r, took = run("learn", "--task", d, "--time-limit", "2", "--max-time", "4", "--quiet",
                  "--out", good)
    refused(r, "the run went past its time limit (max_time 4 s)")
    assert took < 20
    assert good.read_text() == "% a good theory from before\np(1).\n"


def test_memory_over_the_limit_is_an_error(tmp_path):
    d = H.task(tmp_path / "t", bk=H.GREEDY_BK)
    r, _, peak = run("learn", "--task", d, "--quiet", env={"ILP_MEMORY_LIMIT": "400"}, peak=True)
    refused(r, "used more than 400 MiB of memory")
    assert peak < 1_000_000          # KiB: stopped near the limit, not at the end of the bk


# -- boards: size and memory bounded before work starts -------------------------------------

@pytest.mark.parametrize("command", ["solve", "apply", "advise"])
@pytest.mark.parametrize("rows, cols, cell", [(250, 250, "1"), (2000, 2000, ".")],
                         ids=["250x250-numbers", "2000x2000-hidden"])
def test_boards_over_the_cell_limit_are_refused_at_once(tmp_path, command, rows, cols, cell):
    f = H.write(tmp_path, "big.txt", H.board(rows, cols, cell))
    args = {"solve": ["solve", f],
            "apply": ["rules", "apply", f, "--rules", SAFE_RULES],
            "advise": ["advise", f, "--rules", SAFE_RULES]}[command]
    r, took, peak = run(*args, peak=True)
    refused(r, "more than 40,000 cells, the limit")
    assert peak < 300_000 and took < 30       # KiB, s: 250x250 reached 1.56 GB before


def test_a_file_without_line_breaks_is_refused():
    r, _, peak = run("solve", "/dev/zero", peak=True)
    refused(r, "/dev/zero, line 1: longer than 41,000 characters")
    assert peak < 300_000


@pytest.mark.parametrize("size", ["99999999999999999999x2", "3000x3000", "1_0x8", "٣x3"])
def test_play_sizes_over_the_limit_or_malformed_are_refused(size):
    r, took, peak = run("play", "--size", size, "--mines", "1", "--games", "1", peak=True)
    refused(r, "board size")
    assert peak < 300_000 and took < 30


@pytest.mark.parametrize("name", ["mines_underscore.txt", "mines_arabic.txt"])
def test_mine_counts_in_other_digits_are_refused(name):
    r, _ = run("solve", H.HOSTILE / name, "--json")
    refused(r, "is not an integer written in the digits 0-9")


@pytest.mark.parametrize("command", ["apply", "advise"])
def test_one_by_one_boards_are_boards(command):
    args = ["rules", "apply"] if command == "apply" else ["advise"]
    r, _ = run(*args, H.HOSTILE / "one_by_one.txt", "--rules", SAFE_RULES, "--json")
    assert r.returncode == 0, r.stderr
    assert len(json.loads(r.stdout)) == 3


# -- output and signals: no tracebacks, messages that fit the command -----------------------

@pytest.mark.parametrize("args", [["solve", BOARDS], ["play", "--games", "3", "--json"],
                                  ["learn", "--task", ROOT / "tasks" / "trains"]],
                         ids=["solve", "play", "learn"])
def test_a_full_disk_on_stdout_is_an_error(args):
    with open("/dev/full", "w") as full:
        p = subprocess.run([ILP, *map(str, args)], stdout=full, stderr=subprocess.PIPE,
                           text=True, timeout=120)
    assert p.returncode == 2, p.stderr
    assert p.stderr.strip().splitlines()[-1] == \
        "error: cannot write the output: No space left on device"
    assert "Traceback" not in p.stderr and "Exception ignored" not in p.stderr


@pytest.mark.parametrize("task_dir", ["/dev/null", "/proc/ilp-no-such-dir"])
def test_a_task_dir_that_cannot_be_written_is_refused_before_work(task_dir):
    r, took = run("learn", "--target", "safe", "--task-dir", task_dir, "--quiet")
    refused(r, f"cannot write the task directory to {task_dir}")
    assert took < 20


def test_sighup_stops_play_with_its_partial_result_and_no_leak():
    r, took = run("play", "--games", "100000", "--jobs", "2", "--json", "--quiet",
                  signal_after=12, sig=signal.SIGHUP)
    assert r.returncode == 129 and took < 5, (r.returncode, took, r.stderr)
    summary = json.loads(r.stdout)
    assert summary["interrupted"] is True and summary["games"] > 0
    assert summary["games"] == summary["wins"] + (summary["games"] - summary["wins"])
    last = r.stderr.strip().splitlines()[-1]
    assert last.startswith("hung up: ") and "games played so far" in last
    assert "leaked semaphore" not in r.stderr and "Traceback" not in r.stderr


@pytest.mark.parametrize("args", [["solve", None], ["play", "--games", "100000", "--quiet"]],
                         ids=["solve", "play"])
def test_the_interrupt_message_fits_the_command(tmp_path, args):
    if args[1] is None:      # a file of many boards: solving takes a while
        one = "mines 12\n" + "\n".join("." * 30 for _ in range(16)) + "\n"
        args = ["solve", H.write(tmp_path, "many.txt", "\n".join([one] * 3000))]
    r, _ = run(*args, signal_after=5)
    assert r.returncode == 130, r.stderr
    last = r.stderr.strip().splitlines()[-1]
    assert last.startswith("interrupted: ") and "theory" not in last


@pytest.mark.parametrize("command, code, last", [
    ("serve", 130, "interrupted: the server stopped"),
    ("board", 0, "ilp board: stopped")])
def test_servers_stopped_by_a_signal_sent_twice_shut_down_cleanly(command, code, last):
    """uvicorn takes a second Ctrl-C for "quit now", which cuts its shutdown short (the
    lifespan cancelled: a traceback in the log); the copy timeout(1) sends is not one."""
    r, took = run(command, "--port", "0", signal_after=6, again_after=0.05)
    assert r.returncode == code and took < 10, (r.returncode, took, r.stderr)
    assert r.stderr.strip().splitlines()[-1] == last, r.stderr
    assert "Traceback" not in r.stderr and "CancelledError" not in r.stderr, r.stderr


# -- the server: no state kept, no crash, strict requests, 413 that clients read -----------

@pytest.fixture(scope="module")
def server():
    with H.small_server() as srv:
        yield srv


def _validate(url, theory, **extra):
    with httpx.Client(timeout=120) as client:       # a client of its own each time
        return client.post(url + "/validate",
                           json={"target": "safe", "theory": theory, "seed": 7, **extra})


HOSTILE_THEORIES = [
    ("operator", (H.HOSTILE / "op_theory.pl").read_text(), "syntax error"),
    ("deep-30000", H.deep_rule(30_000), "a term nests more than 200 levels deep"),
    ("operators-5000", H.deep_rule(5000, H.chained), "a term nests more than 200 levels deep"),
    ("nul", "safe(T, B) :- zoneOfInterest(T, B, '\0').\n", "control character U+0000"),
    ("big-integer", (H.HOSTILE / "big_int_rule.pl").read_text(), "an integer lies outside"),
    ("huge-number", (H.HOSTILE / "pow_rule.pl").read_text(), "past the time limit"),
    ("unreadable", "safe(T, B) :- (.\n", "syntax error"),
]


@pytest.mark.parametrize("name, theory, why", HOSTILE_THEORIES,
                         ids=[h[0] for h in HOSTILE_THEORIES])
def test_a_hostile_theory_gets_4xx_and_leaves_the_worker_clean(server, name, theory, why):
    before = _validate(server.url, H.SAFE)
    assert before.status_code == 200, before.text
    r = _validate(server.url, theory)
    assert 400 <= r.status_code < 500, (r.status_code, r.text[:500])
    assert why in r.text
    after = _validate(server.url, H.SAFE)           # another client, the same worker
    assert after.status_code == 200, after.text
    keep = ("clauses", "kept", "theory", "examples")
    assert {k: after.json()[k] for k in keep} == {k: before.json()[k] for k in keep}


@pytest.mark.parametrize("field, value", [("examples", True), ("examples", "50"),
                                          ("seed", 1.5), ("threshold", "0.5")])
def test_requests_are_not_coerced(server, field, value):
    r = _validate(server.url, H.SAFE, **{field: value})
    assert r.status_code == 422 and field in r.text


def test_a_client_sending_20_mb_reads_the_413(server):
    u = urlsplit(server.url)
    body = json.dumps({"target": "safe", "theory": "x" * 20_000_000}).encode()
    conn = http.client.HTTPConnection(u.hostname, u.port, timeout=60)
    try:
        conn.request("POST", "/validate", body=body, headers={"content-type": "application/json"})
        answer = conn.getresponse()
        assert answer.status == 413
        assert b"larger than this server accepts" in answer.read()
    finally:
        conn.close()
    assert _validate(server.url, H.SAFE).status_code == 200
