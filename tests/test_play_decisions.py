"""The rule player decides today exactly as it did before the rule engine was made faster.

tests/fixtures/play_decisions.json.gz holds every position of a fixed set of games
(benchmarks/record_decisions.py, recorded with the engine of commit 880009a): the learned
theories of background/learned on 8x8/10, 16x16/40 and 16x30/99 with several first moves and
fallbacks, and the hand-written fixture rule files.  Each position records the tiles the rules
classified (with the first clause that fired, in order) and the guess when none fired.
"""

from pathlib import Path

import pytest

from examples_gen import decision_log

FIXTURE = Path(__file__).parent / "fixtures" / "play_decisions.json.gz"
DATA = decision_log.load(FIXTURE)
ENTRIES = {e["scenario"]["name"]: e for e in DATA["scenarios"]}


@pytest.mark.parametrize("name", list(ENTRIES))
def test_same_decisions_as_recorded(name):
    assert decision_log.replay(ENTRIES[name]) is None


def test_recorded_reference_match():
    # ilp play --rules SAFE_active.pl --rules MINE_active.pl --games 200 --seed 0 (defaults)
    games = ENTRIES["active-8x8-seed0"]["games"]
    assert (sum(g["won"] for g in games), sum(g["moves"] for g in games)) == (156, 5513)


def test_replay_reports_a_changed_decision():
    entry = ENTRIES["mio-8x8"]
    games = [dict(g) for g in entry["games"][:3]]
    positions = list(games[1]["positions"])
    i = next(k for k, p in enumerate(positions) if "safe_1" in p)
    positions[i] = positions[i].replace("safe_1", "safe_9", 1)
    games[1] = dict(games[1], positions=positions)
    scenario = dict(entry["scenario"], games=3)
    diff = decision_log.replay({"scenario": scenario, "games": games})
    assert diff is not None and f"game 1, position {i}:" in diff
