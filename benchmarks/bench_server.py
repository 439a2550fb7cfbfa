"""Throughput of the active-learning server (`ilp serve`): clause validations per second at
1, 2 and 8 concurrent clients, over loopback.

    .venv/bin/python benchmarks/bench_server.py [--clients 1,2,8] [--requests 16]
        [--examples 300] [--workers 0] [--theory THEORY.pl] [--url URL] [--json]

Starts an embedded server (ilp.active.embedded: the server in a thread of this process, W
worker processes; W = 0 means one per core) unless `--url` is given.  For each client count, `--requests` validation
requests in all (bounded) are shared among that many client threads, each with its own HTTP
connection; every request draws `--examples` fresh examples (its own seed) and tests every
clause of the theory.  Reported: requests/s, clause validations/s (clauses x requests per
second), example tests/s, and latency percentiles.

With `--active`, it measures the active-learning loop instead (`ilp.active.loop`):

    .venv/bin/python benchmarks/bench_server.py --active [--target safe] [--max-iterations 6]
        [--batch 50] [--initial-examples 200] [--examples 500] [--eval-examples 3000]
        [--settings '{"search": "greedy"}']

time, examples held by the learner vs examples the server tested, and the final theory's
precision / recall on `--eval-examples` fresh examples (one more validation, other seed).

The default theory is a *workload*, not a rule: three clauses of the safe/2 language that do
real set computations (two of them deliberately incomplete or wrong).  `--theory` benchmarks a
learned theory file instead.
"""

from __future__ import annotations

import argparse
import json
import statistics
import threading
import time
from pathlib import Path

from ilp.active.client import ActiveClient
from ilp.active.config import ServerConfig
from ilp.active.embedded import EmbeddedServer

SAMPLER = "examples_gen.sampler:MinesweeperSampler"

WORKLOAD = """% workload_1 (not a rule: an incomplete clause that builds the zone and its sets)
safe(T, B) :- zoneOfInterest(T, B, Z), setHasXMines(_, B, Z, S), inSet(T, S).
% workload_2 (not a rule: wrong on purpose)
safe(T, B) :- zoneOfInterest(T, B, _).
% workload_3 (not a rule: a difference of two sets, incomplete)
safe(T, B) :- zoneOfInterest(T, B, Z), setHasXMines(_, B, Z, S1), setHasXMines(_, B, Z, S2),
              diffSetHasXMines(S1, S2, D), inSet(T, D).
"""


def run_level(url, token, theory, n_clauses, clients, requests, examples, target, base_seed):
    latencies, answers, errors = [], [], []
    lock = threading.Lock()
    counter = iter(range(requests))

    def worker():
        with ActiveClient(url, token=token, retries=2, backoff=0.1, log=False) as c:
            while True:
                with lock:
                    k = next(counter, None)
                if k is None:
                    return
                t0 = time.perf_counter()
                try:
                    a = c.validate(target, theory, examples=examples, seed=base_seed + k,
                                   board_prefix=f"bench{k}_", batch=10)
                except Exception as err:  # report, keep measuring
                    with lock:
                        errors.append(str(err))
                    continue
                dt = time.perf_counter() - t0
                with lock:
                    latencies.append(dt)
                    answers.append(a)

    t0 = time.perf_counter()
    threads = [threading.Thread(target=worker) for _ in range(clients)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    wall = time.perf_counter() - t0
    done = len(answers)
    tests = sum(a["examples"] * len(a["clauses"]) for a in answers)
    lat = sorted(latencies)
    return {"clients": clients, "requests": done, "errors": len(errors), "seconds": round(wall, 3),
            "requests_per_s": round(done / wall, 3),
            "clause_validations_per_s": round(done * n_clauses / wall, 3),
            "example_tests_per_s": round(tests / wall, 1),
            "examples_per_request": round(statistics.mean(a["examples"] for a in answers), 1) if answers else 0,
            "latency_p50_s": round(lat[len(lat) // 2], 3) if lat else None,
            "latency_p95_s": round(lat[min(len(lat) - 1, int(0.95 * len(lat)))], 3) if lat else None,
            "first_error": errors[0] if errors else None}


def run_active(args, url):
    from examples_gen.learn_targets import search_settings
    from ilp.active.loop import ActiveOptions, run_active_learning
    from ilp.settings import resolve
    from ilp.theory import format_theory

    settings = json.loads(args.settings) if args.settings else {}
    r = run_active_learning(args.target, resolve(search_settings(args.target, True), settings),
                            ActiveOptions(max_iterations=args.max_iterations, batch=args.batch,
                                          threshold=args.threshold,
                                          initial_examples=args.initial_examples,
                                          validation_examples=args.examples),
                            server_url=url, seed=args.seed, out=args.out, progress=True,
                            token=args.token)
    with ActiveClient(url, token=args.token, log=False) as c:
        ev = c.validate(args.target, format_theory(r.theory), examples=args.eval_examples,
                        seed=args.seed + 987_654, board_prefix="eval_", batch=0)
    return {"target": args.target, "settings": settings, "stopped": r.stopped,
            "rounds": len(r.iterations), "seconds": round(r.seconds, 2),
            "examples_held": r.examples_held, "examples_tested": r.examples_tested,
            "held_over_tested": round(r.examples_held / r.examples_tested, 4) if r.examples_tested else None,
            "theory": [c.text for c in r.theory],
            "eval_examples": ev["examples"], "eval": ev["theory"],
            "iterations": [{"round": it.iteration, "held": it.examples, "kept": len(it.kept),
                            "dropped": len(it.dropped), "counter_pos": it.counter_pos,
                            "counter_neg": it.counter_neg, "precision": it.precision,
                            "recall": it.recall, "fit_s": it.fit_seconds} for it in r.iterations]}


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--clients", default="1,2,8")
    ap.add_argument("--requests", type=int, default=16, help="validation requests per level (bounded)")
    ap.add_argument("--examples", type=int, default=300, help="fresh examples per request")
    ap.add_argument("--workers", type=int, default=0, help="embedded server workers (0: one per core)")
    ap.add_argument("--theory", default=None, help="a theory file to validate (default: the workload)")
    ap.add_argument("--target", default="safe")
    ap.add_argument("--url", default=None, help="a running server (default: start one on loopback)")
    ap.add_argument("--token", default=None)
    ap.add_argument("--seed", type=int, default=1000)
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--active", action="store_true", help="measure the active-learning loop")
    ap.add_argument("--max-iterations", type=int, default=6)
    ap.add_argument("--batch", type=int, default=50)
    ap.add_argument("--threshold", type=float, default=1.0)
    ap.add_argument("--initial-examples", type=int, default=200)
    ap.add_argument("--eval-examples", type=int, default=3000)
    ap.add_argument("--settings", default=None, help="learner settings as JSON")
    ap.add_argument("--out", default=None, help="active: write the theory here")
    args = ap.parse_args(argv)
    levels = [int(x) for x in args.clients.split(",") if x.strip()]
    if args.requests < 1 or args.requests > 10_000 or any(c < 1 or c > 64 for c in levels):
        ap.error("requests must be in 1..10000 and client counts in 1..64")
    theory = Path(args.theory).read_text() if args.theory else WORKLOAD

    server = None
    url = args.url
    t_start = time.perf_counter()
    if url is None:
        server = EmbeddedServer(ServerConfig(workers=args.workers, examples=args.examples,
                                             sampler=SAMPLER, token=args.token))
        url = server.start()
    startup = time.perf_counter() - t_start
    if args.active:
        try:
            doc = run_active(args, url)
        finally:
            if server is not None:
                server.stop()
        print(json.dumps(doc, indent=1))
        return
    try:
        with ActiveClient(url, token=args.token, log=False) as c:
            health = c.health()
            warm = c.validate(args.target, theory, examples=args.examples, seed=args.seed - 1,
                              board_prefix="warm_")
        n_clauses = len(warm["clauses"])
        rows = [run_level(url, args.token, theory, n_clauses, k, args.requests, args.examples,
                          args.target, args.seed + 100_000 * k) for k in levels]
    finally:
        if server is not None:
            server.stop()
    doc = {"server": url, "workers": health["workers"], "startup_s": round(startup, 2),
           "clauses": n_clauses, "examples_per_request": args.examples, "levels": rows}
    if args.json:
        print(json.dumps(doc, indent=1))
        return
    print(f"server {url}: {health['workers']} workers, started in {startup:.1f}s; "
          f"{n_clauses} clauses x ~{args.examples} fresh examples per request")
    print(f"{'clients':>7} {'requests':>8} {'req/s':>7} {'clause val/s':>12} {'tests/s':>9} "
          f"{'p50 s':>6} {'p95 s':>6} {'errors':>6}")
    for r in rows:
        print(f"{r['clients']:>7} {r['requests']:>8} {r['requests_per_s']:>7.2f} "
              f"{r['clause_validations_per_s']:>12.2f} {r['example_tests_per_s']:>9.0f} "
              f"{r['latency_p50_s']:>6} {r['latency_p95_s']:>6} {r['errors']:>6}")


if __name__ == "__main__":
    main()
