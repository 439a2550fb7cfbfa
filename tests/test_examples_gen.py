"""examples_gen.examples + `ilp gen`: sampling from real play, labels, task directories."""

import json
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from click.testing import CliRunner

from examples_gen.board import FLAG, HIDDEN
from examples_gen.csp import solve
from examples_gen.examples import (_situation, fringe_tiles, generate_examples,
                                   parse_mix, write_task)
from examples_gen.background import board_facts
from ilp.errors import InputError

ROOT = Path(__file__).resolve().parent.parent
needs_swipl = pytest.mark.skipif(shutil.which("swipl") is None, reason="swipl not installed")


def _swipl(*args):
    return subprocess.run(["swipl", *args], capture_output=True, text=True, timeout=120)


@pytest.fixture(scope="module")
def truth_set():
    return generate_examples("safe", n_examples=600, board_mix=["classic-beginner", "intermediate"],
                             labels="truth", seed=5)


@pytest.fixture(scope="module")
def exact_set():
    return generate_examples("mine", n_examples=600, board_mix="8x8/10,9x9/10",
                             labels="exact", seed=6)


def test_examples_are_fringe_tiles_of_recorded_states(truth_set):
    es = truth_set
    assert len(es.examples) >= 450 and es.pos and es.neg
    assert {e.board_id for e in es.examples} == set(es.boards)
    for e in es.examples:
        b = es.boards[e.board_id]
        r, c = e.tile
        assert b.cells[r, c] == HIDDEN
        assert any(b.cells[t] >= 0 for t in b.neighbours(r, c))
    # every fringe tile of a board is an example unless removed as contradictory
    n_fringe = sum(len(fringe_tiles(b)) for b in es.boards.values())
    assert n_fringe >= len(es.examples)


def test_states_come_from_play_with_flags(truth_set):
    boards = list(truth_set.boards.values())
    assert any(np.count_nonzero(b.cells == FLAG) for b in boards)   # some known mines flagged
    assert any(np.count_nonzero(b.cells >= 0) > 10 for b in boards)  # games went on
    for b in boards:  # every state is consistent: the exact solver accepts it
        solve(b)


def test_truth_labels_have_no_contradictions(truth_set):
    es = truth_set
    seen = {}
    for e in es.examples:
        seen.setdefault(_situation(es.boards[e.board_id], e.tile, 2), set()).add(e.label)
    assert all(len(v) == 1 for v in seen.values())
    assert all(e.positive == (e.label == "safe") for e in es.examples)


def test_truth_labels_agree_with_certain_tiles(truth_set):
    # a tile the exact solver calls certain must carry the matching truth label
    es = truth_set
    checked = 0
    for bid, b in list(es.boards.items())[:30]:
        a = solve(b)
        for e in (e for e in es.examples if e.board_id == bid):
            if e.tile in a.safe:
                assert e.label == "safe"; checked += 1
            if e.tile in a.mine:
                assert e.label == "mine"; checked += 1
    assert checked > 0


def test_exact_labels_match_solver(exact_set):
    es = exact_set
    assert es.target == "mine" and es.pos and es.neg
    by_board = {}
    for e in es.examples:
        by_board.setdefault(e.board_id, []).append(e)
    for bid, exs in by_board.items():
        a = solve(es.boards[bid])
        for e in exs:
            want = "safe" if e.tile in a.safe else "mine" if e.tile in a.mine else "unknown"
            assert e.label == want
            assert e.positive == (want == "mine")


def test_zone_labels_keep_what_the_zone_decides_and_leave_out_the_rest():
    from examples_gen.background import zones
    from examples_gen.zone import decided

    es = generate_examples("safe", n_examples=800, board_mix=["classic-beginner", "intermediate"],
                           labels="zone", seed=1)
    assert es.stats["beyond_zone_removed"] > 0 and es.pos and es.neg
    kept = {(e.board_id, e.tile) for e in es.examples}
    for bid, board in es.boards.items():
        a = solve(board)
        for t in fringe_tiles(board):
            certain = "safe" if t in a.safe else "mine" if t in a.mine else None
            zone = zones(board).get(t)
            by_zone = decided(zone, t) if zone else None
            if (bid, t) not in kept:
                continue
            # a kept example is uncertain or decided by its zone, with the exact label
            assert certain is None or by_zone == certain, (bid, t)
    for e in es.examples:
        a = solve(es.boards[e.board_id])
        want = "safe" if e.tile in a.safe else "mine" if e.tile in a.mine else "unknown"
        assert e.label == want and e.positive == (want == "safe")


def test_zone_decided_on_bitmasks_agrees_with_the_zones_tile_lists():
    # zone_decided reasons on the background's bitmasks (zone_masks/5); decided on the tile
    # lists of zones/6: two encodings of one zone, so every fringe tile gets one verdict
    from examples_gen.background import zones
    from examples_gen.zone import decided, zone_decided

    es = generate_examples("safe", n_examples=600, board_mix=["classic-beginner", "intermediate",
                                                              "expert"], labels="truth", seed=5)
    verdicts = set()
    for board in es.boards.values():
        tiles = fringe_tiles(board)
        fast = zone_decided(board, tiles)
        of = zones(board)
        for t in tiles:
            want = decided(of[t], t) if of.get(t) else None
            assert fast[t] == want, (board.cell_text, t)
            verdicts.add(want)
    assert verdicts == {"safe", "mine", None}


def test_seeded_and_deterministic():
    a = generate_examples("safe", n_examples=200, board_mix=["8x8/10"], seed=11)
    b = generate_examples("safe", n_examples=200, board_mix=["8x8/10"], seed=11)
    c = generate_examples("safe", n_examples=200, board_mix=["8x8/10"], seed=12)
    assert a.exs_text() == b.exs_text() and a.facts_text() == b.facts_text()
    assert a.exs_text() != c.exs_text()


def test_n_boards_stops_on_states():
    es = generate_examples("safe", n_examples=None, n_boards=7, board_mix=["8x8/10"], seed=3)
    assert es.stats["states"] == 7 and len(es.boards) <= 7


@pytest.mark.parametrize("kwargs", [
    dict(target="unsafe"), dict(labels="fuzzy"), dict(n_examples=0), dict(n_examples=-5),
    dict(board_mix=[]), dict(board_mix=["huge"]), dict(board_mix=["8x8/64"]),
    dict(board_mix="3x3/0"), dict(record_prob=0.0), dict(flag_fraction=1.5),
    dict(n_examples=None, n_boards=None),
])
def test_bad_arguments_raise_input_error(kwargs):
    args = dict(target="safe", n_examples=10, board_mix=["8x8/10"], seed=0)
    args.update(kwargs)
    with pytest.raises(InputError):
        generate_examples(**args)


def test_board_prefix_keeps_batches_apart():
    a = generate_examples("safe", n_examples=50, board_mix=["8x8/10"], seed=1, board_prefix="a1_")
    assert all(b.startswith("a1_") for b in a.boards)
    assert "(t(" in a.exs_text() and ",a1_" in a.exs_text()
    with pytest.raises(InputError):
        generate_examples("safe", n_examples=50, board_mix=["8x8/10"], board_prefix="Bad")


def test_parse_mix():
    assert parse_mix("classic-beginner, 5x6/4") == [("classic-beginner", 8, 8, 10), ("5x6/4", 5, 6, 4)]


def test_board_facts_match_cells(truth_set):
    # the facts Prolog derives from the cells (background/positions.pl), checked against the
    # cells here: hidden tiles, each revealed tile's need and hidden neighbours, the fringe
    import re

    b = next(iter(truth_set.boards.values()))
    facts = board_facts("b0", b)
    hidden = [(int(r), int(c)) for r, c in re.findall(r"ms_bit\(k\(b0,(\d+),(\d+)\),\d+\)", facts)]
    assert hidden == [tuple(t) for t in np.argwhere(b.cells == HIDDEN).tolist()]
    bit = {(int(r), int(c)): int(i)
           for r, c, i in re.findall(r"ms_bit\(k\(b0,(\d+),(\d+)\),(\d+)\)", facts)}
    revs = re.findall(r"ms_rev\(k\(b0,(\d+),(\d+)\),(-?\d+),(\d+)\)", facts)
    for r, c, need, mask in revs:
        r, c = int(r), int(c)
        nb = b.neighbours(r, c)
        assert int(need) == b.cells[r, c] - sum(b.cells[t] == FLAG for t in nb)
        hs = [t for t in nb if b.cells[t] == HIDDEN]
        assert hs and int(mask) == sum(1 << bit[t] for t in hs)
    fringe = [(int(r), int(c)) for r, c in re.findall(r"ms_fringe\(k\(b0,(\d+),(\d+)\)", facts)]
    assert fringe == fringe_tiles(b)
    assert sorted(bit[t] for t in fringe) == list(range(len(fringe)))   # fringe bits first


def test_board_id_must_be_an_atom(truth_set):
    b = next(iter(truth_set.boards.values()))
    with pytest.raises(ValueError):
        board_facts("B0", b)


@needs_swipl
def test_task_directory_loads_in_swipl(tmp_path, truth_set):
    d = write_task(truth_set, tmp_path / "task")
    assert {p.name for p in d.iterdir()} >= {"bk.pl", "exs.pl", "modes.pl", "boards.pl"}
    assert (d / "modes.pl").read_text() == (ROOT / "background" / "modes.pl").read_text()
    goal = ("aggregate_all(count, pos(_), P), aggregate_all(count, neg(_), N),"
            "aggregate_all(count, (pos(safe(T,B)), hidden_tile(B,T)), PH),"
            "aggregate_all(count, (neg(safe(T2,B2)), zoneOfInterest(T2,B2,_)), NZ),"
            "format('~w ~w ~w ~w~n', [P, N, PH, NZ])")
    r = _swipl("-g", goal, "-t", "halt", str(d / "bk.pl"), str(d / "exs.pl"))
    assert r.returncode == 0 and r.stderr.strip() == "", r.stderr[:2000]
    p, n, ph, nz = map(int, r.stdout.split())
    assert (p, n) == (len(truth_set.pos), len(truth_set.neg))
    assert ph == p and nz == n   # every example is a fringe tile known to the background


@needs_swipl
def test_bk_text_is_self_contained(tmp_path, exact_set):
    f = tmp_path / "bk.pl"
    f.write_text(exact_set.bk_text())
    e = tmp_path / "exs.pl"
    e.write_text(exact_set.exs_text())
    # on exact labels, a set that minesInSet says is all mines never contains a negative
    goal = ("aggregate_all(count, (neg(mine(T,B)), zoneOfInterest(T,B,Z), setHasXMines(_,B,Z,S),"
            " inSet(T,S), lengthSet(S,K), minesInSet(S,K)), Bad),"
            "aggregate_all(count, (pos(mine(T,B)), zoneOfInterest(T,B,Z), setHasXMines(_,B,Z,S),"
            " inSet(T,S), lengthSet(S,K), minesInSet(S,K)), Good), format('~w ~w~n', [Bad, Good])")
    r = _swipl("-g", goal, "-t", "halt", str(f), str(e))
    assert r.returncode == 0 and r.stderr.strip() == "", r.stderr[:2000]
    bad, good = map(int, r.stdout.split())
    assert bad == 0 and good > 0


def _cli(args):
    from ilp.cli import main
    return CliRunner().invoke(main, args)


def test_cli_help():
    r = _cli(["gen", "--help"])
    assert r.exit_code == 0 and "--target" in r.output and "--labels" in r.output


def test_cli_json(tmp_path):
    out = tmp_path / "t"
    r = _cli(["gen", "--target", "mine", "--out", str(out), "--examples", "150",
              "--boards", "8x8/10", "--labels", "exact", "--seed", "2", "--json"])
    assert r.exit_code == 0, r.output
    doc = json.loads(r.stdout)
    assert doc["target"] == "mine" and doc["examples"] >= 150
    assert doc["pos"] + doc["neg"] == doc["examples"]
    assert (out / "exs.pl").exists() and (out / "bk.pl").exists()


def test_cli_text_summary(tmp_path):
    r = _cli(["gen", "--out", str(tmp_path / "t"), "--examples", "100", "--boards", "8x8/10"])
    assert r.exit_code == 0 and "examples" in r.stdout and "safe/2" in r.stdout


@pytest.mark.parametrize("args", [["--boards", "nonsense"], ["--examples", "0"],
                                  ["--boards", "4x4/16"], ["--record-prob", "7"]])
def test_cli_bad_options_exit_2(tmp_path, args):
    ilp = Path(sys.executable).parent / "ilp"
    if not ilp.exists():
        pytest.skip("ilp console script not installed")
    r = subprocess.run([str(ilp), "gen", "--out", str(tmp_path / "t"), *args],
                       capture_output=True, text=True)
    assert r.returncode == 2
    assert r.stderr.startswith("error:") or "Error" in r.stderr
    assert "Traceback" not in r.stderr
