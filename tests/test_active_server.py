"""The active-learning server over real HTTP on 127.0.0.1: the app in a thread of the test
process (ilp.active.embedded), with spawn workers holding their own Prolog engines."""

import json
import os
import subprocess
import sys
import threading
import time

import httpx
import pytest

from ilp.active.client import ActiveClient, RequestRefused, ServerUnavailable
from ilp.active.config import ServerConfig
from ilp.active.embedded import EmbeddedServer

SAMPLER = "examples_gen.sampler:MinesweeperSampler"

# TEST FIXTURE: the safe rule of contracts §4, hand-written here only to test the server's
# validation (learned rules are never written by hand in the project).
FIXTURE_SAFE = ("% fixture_safe: the contracts §4 safe rule (test fixture)\n"
                "safe(T, B) :- zoneOfInterest(T, B, Z), setHasXMines(_, B, Z, S), inSet(T, S), "
                "minesInSet(S, 0).\n")
# TEST FIXTURE: a deliberately wrong clause (every fringe tile is "safe").
FIXTURE_WRONG = "% fixture_wrong\nsafe(T, B) :- zoneOfInterest(T, B, _).\n"


@pytest.fixture(scope="module")
def server():
    srv = EmbeddedServer(ServerConfig(workers=2, examples=300, seed=3, batch=20,
                                      clause_time_limit=5, sampler=SAMPLER))
    srv.start()
    yield srv
    srv.stop()


@pytest.fixture
def client(server):
    with ActiveClient(server.url, retries=2, backoff=0.05) as c:
        yield c


def test_health_stats_and_schema(client, server):
    h = client.health()
    assert h["status"] == "ok" and h["targets"] == {"safe": 2, "mine": 2}
    assert h["workers"] == 2
    schema = httpx.get(server.url + "/openapi.json").json()
    assert "/validate" in schema["paths"] and "/sample" in schema["paths"]
    assert "ValidateRequest" in json.dumps(schema["components"])
    s = client.stats()
    assert {"requests", "validations", "examples_drawn", "refused"} <= set(s)


def test_fixture_rule_is_kept_with_accuracy_one(client):
    a = client.validate("safe", FIXTURE_SAFE, seed=11, board_prefix="t1_")
    (c,) = a["clauses"]
    assert c["name"] == "fixture_safe"
    assert c["covered_pos"] > 0 and c["covered_neg"] == 0
    assert c["accuracy"] == 1.0 and c["kept"]
    assert a["kept"] == ["fixture_safe"] and a["dropped"] == []
    cx = a["counterexamples"]
    assert cx["neg"] == [] and cx["covered_neg"] == 0
    # the rule misses safe tiles that need more than one set: those come back as positives
    assert 0 < len(cx["pos"]) <= 20 and cx["missed_pos"] >= len(cx["pos"])
    assert a["examples"] >= 300 and a["seed"] == 11


def test_wrong_clause_is_dropped_and_yields_negatives(client):
    a = client.validate("safe", FIXTURE_SAFE + FIXTURE_WRONG, seed=12, board_prefix="t2_",
                        threshold=0.9, batch=10)
    good, wrong = a["clauses"]
    assert good["kept"] and not wrong["kept"]
    assert wrong["covered"] == a["examples"]          # it covers every fringe tile
    assert wrong["accuracy"] == pytest.approx(a["pos"] / a["examples"])
    assert a["dropped"] == ["fixture_wrong"]
    cx = a["counterexamples"]
    assert cx["neg"] and len(cx["pos"]) + len(cx["neg"]) <= 10
    assert cx["covered_neg"] == a["neg"]
    # every counterexample names a board of the request's prefix, and its facts come along
    for atom in cx["pos"] + cx["neg"]:
        board = atom.rsplit(",", 1)[1].rstrip(")")
        assert board.startswith("t2_") and board in cx["groups"]
        assert f"ms_board({board}," in cx["facts"]
    assert set(cx["groups"]) == {g for g in cx["groups"] if f"ms_hidden_all({g}," in cx["facts"]}


# TEST FIXTURE: a clause that covers nothing on these boards (no 8x8/10 or 16x16/40 position
# has 1,000 mines left): its accuracy is unknown.
FIXTURE_UNTESTED = ("% fixture_untested\n"
                    "safe(T, B) :- zoneOfInterest(T, B, _), totalMinesLeft(B, 1000).\n")


def test_clause_covering_nothing_is_dropped_unless_min_covered_is_0(client):
    a = client.validate("safe", FIXTURE_SAFE + FIXTURE_UNTESTED, seed=13, board_prefix="t4_")
    good, untested = a["clauses"]
    assert untested["covered"] == 0 and untested["accuracy"] is None
    assert good["kept"] and not untested["kept"]
    assert a["kept"] == ["fixture_safe"] and a["dropped"] == ["fixture_untested"]
    assert a["min_covered"] == 1
    a = client.validate("safe", FIXTURE_SAFE + FIXTURE_UNTESTED, seed=13, board_prefix="t5_",
                        min_covered=0)
    assert a["kept"] == ["fixture_safe", "fixture_untested"] and a["dropped"] == []


def test_same_seed_same_answer_and_server_seed_reproducible(client):
    a = client.validate("safe", FIXTURE_WRONG, seed=99, board_prefix="t3_")
    b = client.validate("safe", FIXTURE_WRONG, seed=99, board_prefix="t3_")
    c = client.validate("safe", FIXTURE_WRONG, seed=98, board_prefix="t3_")
    strip = lambda d: {k: v for k, v in d.items() if k not in ("request", "seconds", "worker")}
    assert strip(a) == strip(b)
    assert strip(a) != strip(c)


def test_a_sample_drawn_ahead_gives_the_answer_of_one_drawn_at_validation(client):
    strip = lambda d: {k: v for k, v in d.items() if k not in ("request", "seconds", "worker")}
    plain = client.validate("safe", FIXTURE_SAFE + FIXTURE_WRONG, seed=71, board_prefix="p1_")
    used = client.stats()["prepared_used"]
    assert client.prepare("safe", 71, "p1_") is True
    ahead = client.validate("safe", FIXTURE_SAFE + FIXTURE_WRONG, seed=71, board_prefix="p1_")
    assert client.stats()["prepared_used"] == used + 1
    assert strip(ahead) == strip(plain)
    # a sample is held once: another validation with the same key draws its own
    again = client.validate("safe", FIXTURE_SAFE + FIXTURE_WRONG, seed=71, board_prefix="p1_")
    assert client.stats()["prepared_used"] == used + 1 and strip(again) == strip(plain)


def test_samples_drawn_ahead_are_bounded_and_keyed_by_everything_that_draws_them(client):
    from ilp.active.app import MAX_PREPARED

    used = client.stats()["prepared_used"]
    for k in range(MAX_PREPARED + 1):
        client.prepare("safe", 500 + k, "p2_", examples=50)
    # the oldest was pushed out; another prefix or size is another sample
    client.validate("safe", FIXTURE_SAFE, seed=500, board_prefix="p2_", examples=50)
    client.validate("safe", FIXTURE_SAFE, seed=501, board_prefix="p3_", examples=50)
    client.validate("safe", FIXTURE_SAFE, seed=501, board_prefix="p2_", examples=60)
    assert client.stats()["prepared_used"] == used
    client.validate("safe", FIXTURE_SAFE, seed=501, board_prefix="p2_", examples=50)
    assert client.stats()["prepared_used"] == used + 1


@pytest.mark.parametrize("body, needle", [
    ({"target": "nosuch", "seed": 1, "board_prefix": "a_"}, "unknown target"),
    ({"target": "safe", "board_prefix": "a_"}, "seed"),
    ({"target": "safe", "seed": 1}, "board_prefix"),
    ({"target": "safe", "seed": 1, "board_prefix": "a_", "examples": 10**6}, "more than"),
    ({"target": "safe", "seed": 1, "board_prefix": "a b"}, "board_prefix"),
])
def test_prepare_refuses_bad_input_with_reason(server, body, needle):
    r = httpx.post(server.url + "/prepare", json=body, timeout=30)
    assert r.status_code == 422
    assert needle in json.dumps(r.json()["detail"])


@pytest.mark.parametrize("body, needle", [
    ({"target": "safe", "theory": "safe(T,B) :- foo("}, "syntax error"),
    ({"target": "safe", "theory": "safe(T,B) :- length(L, N), N < 0."}, "inference limit"),
    ({"target": "safe", "theory": "safe(T,B) :- X is foo + 1."}, "raised"),
    ({"target": "safe", "theory": "mine(T,B) :- zoneOfInterest(T,B,_)."}, "is not one of [safe/2]"),
    ({"target": "safe", "theory": "safe(T,B) :- hidden_tile(B,T)."}, "not a predicate of the language"),
    ({"target": "safe", "theory": "safe(T,B) :- halt."}, "not allowed"),
    ({"target": "safe", "theory": "safe(T,B) :- assertz(x)."}, "not allowed"),
    ({"target": "safe", "theory": ":- halt."}, "directives"),
    ({"target": "nosuch", "theory": "nosuch(X)."}, "unknown target"),
    ({"target": "safe"}, "theory"),
    ({"target": "safe", "theory": "safe(T,B).", "examples": -3}, "examples"),
    ({"target": "safe", "theory": "safe(T,B).", "extra": 1}, "extra"),
])
def test_bad_input_gets_4xx_with_reason(server, body, needle):
    r = httpx.post(server.url + "/validate", json=body, timeout=30)
    assert 400 <= r.status_code < 500
    assert needle in json.dumps(r.json()["detail"])


def test_garbage_body_then_still_serving(server, client):
    r = httpx.post(server.url + "/validate", content=b"{not json", timeout=10,
                   headers={"content-type": "application/json"})
    assert r.status_code == 422
    with pytest.raises(RequestRefused) as err:
        client.validate("safe", "safe(T,B) :- between(1, inf, _), fail.")
    assert err.value.status == 422 and "inference limit" in err.value.reason
    a = client.validate("safe", FIXTURE_SAFE, seed=11, board_prefix="t1_")
    assert a["clauses"][0]["accuracy"] == 1.0
    assert client.health()["status"] == "ok"
    assert client.stats()["refused"] >= 1


def test_concurrent_clients_get_independent_correct_answers(server):
    jobs = [(FIXTURE_SAFE, 21), (FIXTURE_WRONG, 22), (FIXTURE_SAFE + FIXTURE_WRONG, 23),
            (FIXTURE_WRONG, 24)]
    with ActiveClient(server.url) as c:
        expected = [c.validate("safe", t, seed=s, board_prefix=f"k{s}_") for t, s in jobs]
    got = [None] * len(jobs)

    def run(i):
        with ActiveClient(server.url) as c:
            got[i] = c.validate("safe", jobs[i][0], seed=jobs[i][1], board_prefix=f"k{jobs[i][1]}_")

    threads = [threading.Thread(target=run, args=(i,)) for i in range(len(jobs))]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    for e, g in zip(expected, got):
        assert g is not None
        assert g["clauses"] == e["clauses"] and g["counterexamples"] == e["counterexamples"]


def test_sample_and_task_endpoints(client):
    s = client.sample("mine", 60, seed=5, board_prefix="s9_")
    assert s["pos"] and s["neg"]
    assert all(a.startswith("mine(t(") and ",s9_" in a for a in s["pos"] + s["neg"])
    assert all(f"ms_board({g}," in s["facts"] for g in s["groups"])
    t = client.task("mine")
    assert "zoneOfInterest" in t["bk"] and "modeh(1, mine(+tile, +board))" in t["modes"]


def test_token_is_required_when_set():
    srv = EmbeddedServer(ServerConfig(workers=1, sampler=SAMPLER, token="s3cret"))
    srv.start()
    try:
        assert httpx.get(srv.url + "/health").status_code == 401
        assert httpx.get(srv.url + "/openapi.json").status_code == 401
        assert httpx.get(srv.url + "/health", headers={"Authorization": "Bearer nope"}).status_code == 401
        with pytest.raises(RequestRefused) as err:
            ActiveClient(srv.url, token="wrong").health()
        assert err.value.status == 401
        with ActiveClient(srv.url, token="s3cret") as c:
            assert c.health()["status"] == "ok"
    finally:
        srv.stop()


def test_beyond_loopback_without_token_is_refused():
    env = {k: v for k, v in os.environ.items() if k != "ILP_SERVE_TOKEN"}
    r = subprocess.run([sys.executable, "-c", "from ilp.cli import main; main()", "serve",
                        "--host", "0.0.0.0", "--port", "0"], capture_output=True, text=True,
                       timeout=60, env=env)
    assert r.returncode == 2
    assert "needs a token" in r.stderr and "Traceback" not in r.stderr


def test_client_gives_up_with_clear_error_when_nothing_listens():
    import socket

    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()                      # nothing listens there now
    t0 = time.monotonic()
    with pytest.raises(ServerUnavailable, match="did not answer"):
        ActiveClient(f"http://127.0.0.1:{port}", retries=3, backoff=0.05, log=False).health()
    assert time.monotonic() - t0 < 10


def test_a_server_without_prepare_costs_the_client_nothing():
    # a server of an older version answers 404 to POST /prepare: the loop goes on, and its
    # validations draw their own samples; any other refusal is still an error
    def handler(request):
        if request.url.path == "/prepare":
            return httpx.Response(404, json={"detail": "Not Found"})
        return httpx.Response(422, json={"detail": "bad"})

    c = ActiveClient("http://old.invalid", retries=0, log=False)
    c.http = httpx.Client(base_url=c.url, transport=httpx.MockTransport(handler))
    assert c.prepare("safe", 1, "c1_") is False
    with pytest.raises(RequestRefused, match="422"):
        c.sample("safe", 10)


class ParitySampler:
    """A non-Minesweeper sampler (for the test below): is a number even?  Examples
    ``even(<prefix><k>)`` with facts ``n(<prefix><k>, N)``; background ``parity/2``."""

    def __init__(self, size: int = 100):
        self.size = int(size)

    def targets(self):
        return {"even": 1}

    def background(self):
        return ":- dynamic n/2.\nparity(X, P) :- n(X, N), P is N mod 2.\n"

    def modes(self, target):
        return "modeh(1, even(+num)).\nmodeb(1, parity(+num, #int)).\n"

    def facts_header(self):
        return ""

    def describe(self):
        return {"domain": "parity", "size": self.size}

    def sample(self, target, n, seed, prefix):
        import numpy as np
        from types import SimpleNamespace

        rng = np.random.default_rng(seed)
        values = rng.integers(0, self.size, n)
        ids = [f"{prefix}{k}" for k in range(n)]
        return SimpleNamespace(
            examples=[(f"even({i})", bool(v % 2 == 0), i) for i, v in zip(ids, values)],
            facts={i: f"n({i}, {int(v)}).\n" for i, v in zip(ids, values)})


def test_the_server_is_generic_any_sampler_any_domain():
    srv = EmbeddedServer(ServerConfig(workers=1, examples=80, sampler_options={"size": 50},
                                      sampler="tests.test_active_server:ParitySampler"))
    srv.start()
    try:
        with ActiveClient(srv.url) as c:
            assert c.health()["targets"] == {"even": 1}
            # TEST FIXTURES (not learned): a right and a wrong clause for even/1
            a = c.validate("even", "% right\neven(X) :- parity(X, 0).\n% wrong\neven(X) :- parity(X, _).\n",
                           seed=3, board_prefix="p_", batch=5)
            right, wrong = a["clauses"]
            assert right["accuracy"] == 1.0 and right["covered"] == a["pos"] and right["kept"]
            assert not wrong["kept"] and a["dropped"] == ["wrong"]
            assert len(a["counterexamples"]["neg"]) == 5 and a["counterexamples"]["pos"] == []
            for atom in a["counterexamples"]["neg"]:
                assert f"n({atom[5:-1]}, " in a["counterexamples"]["facts"]
    finally:
        srv.stop()


def test_a_killed_worker_is_replaced_and_the_server_keeps_serving(server):
    import signal

    with ActiveClient(server.url, retries=6, backoff=0.2, log=False) as c:
        pid = c.validate("safe", FIXTURE_WRONG, seed=31, board_prefix="w_")["worker"]
        assert pid != server.pid and pid != os.getpid()
        os.kill(pid, signal.SIGKILL)              # a worker process of the server under test
        a = c.validate("safe", FIXTURE_SAFE, seed=11, board_prefix="t1_")
        assert a["clauses"][0]["accuracy"] == 1.0 and a["worker"] != pid
        assert c.stats()["pool_restarts"] >= 1
