"""Applying rule files to boards through Prolog (examples_gen.rules_engine, `ilp rules apply`)."""

import json
from pathlib import Path

import numpy as np
import pytest
from click.testing import CliRunner

from examples_gen.board import HIDDEN, FLAG, read_boards
from examples_gen.csp import solve
from examples_gen.examples import fringe_tiles
from examples_gen.game import Game
from examples_gen.rules_engine import RulesEngine
from ilp.cli import main
from ilp.errors import InputError

FIX = Path(__file__).parent / "fixtures"
MIO = FIX / "mio_rules.pl"
SAFE = FIX / "safe_rules.pl"
MINE = FIX / "mine_rules.pl"
BOARDS = FIX / "boards.txt"


def advance(game, cl, prob):
    """Play what the rules concluded; when they concluded nothing, open the safest tile so the
    game goes on."""
    if cl.safe or cl.mine:
        for t, _ in cl.mine:
            game.flag(*t)
        for t, _ in cl.safe:
            if not game.over:
                game.open(*t)
    else:
        r, c = np.unravel_index(np.nanargmin(prob), prob.shape)
        game.open(int(r), int(c))


def played(engine, seed: int, games: int = 12):
    """Positions of real play (8x8/10, safe corner first click), each with what `engine`
    concludes on it; the game goes on with those conclusions (`advance`)."""
    rng = np.random.default_rng(seed)
    for _ in range(games):
        game = Game(8, 8, 10, rng, first_move="safe")
        game.open(0, 0)
        while not game.over:
            board = game.board
            cl = engine.apply(board)
            yield board, cl
            advance(game, cl, solve(board).probability)


@pytest.fixture(scope="module")
def mio():
    eng = RulesEngine([MIO])
    yield eng
    eng.close()


def run(*args):
    res = CliRunner().invoke(main, [str(a) for a in args])
    return res


def single_number_conclusions(board):
    """What the two contracts §4 rules must conclude, computed independently in Python:
    a hidden tile is safe when a revealed neighbour needs no more mines, a mine when a
    revealed neighbour needs as many mines as it has blank neighbours."""
    cells = board.cells
    rows, cols = cells.shape
    safe, mine = set(), set()
    for r in range(rows):
        for c in range(cols):
            v = int(cells[r, c])
            if v < 0:
                continue
            nb = [(rr, cc) for rr in range(max(r - 1, 0), min(r + 2, rows))
                  for cc in range(max(c - 1, 0), min(c + 2, cols)) if (rr, cc) != (r, c)]
            blank = [t for t in nb if cells[t] == HIDDEN]
            need = v - sum(1 for t in nb if cells[t] == FLAG)
            if blank and need == 0:
                safe.update(blank)
            if blank and need == len(blank):
                mine.update(blank)
    return safe, mine


def test_hand_made_boards(mio):
    boards = read_boards(BOARDS)
    b1, b2, b3, b4 = (mio.apply(b) for b in boards)
    assert sorted(t for t, _ in b1.safe) == [(0, 2), (1, 2), (2, 0), (2, 1), (2, 2)]
    assert {n for _, n in b1.safe} == {"safe_1"} and b1.mine == []
    assert b2.safe == [] and b2.mine == [((0, 0), "mine_1")]
    assert b3.safe == [] and b3.mine == []
    assert b4.safe == [] and b4.mine == []


def test_rules_agree_with_exact_csp_and_python_on_real_play(mio):
    """Every tile the fixture rules classify has exact probability 0 (safe) or 1 (mine), and
    the sets are exactly the single-number conclusions computed in Python."""
    checked = 0
    for board, cl in played(mio, seed=7):
        exp_safe, exp_mine = single_number_conclusions(board)
        assert {t for t, _ in cl.safe} == exp_safe
        assert {t for t, _ in cl.mine} == exp_mine
        prob = solve(board).probability
        for t, name in cl.safe:
            assert prob[t] == 0.0 and name == "safe_1"
        for t, name in cl.mine:
            assert prob[t] == 1.0 and name == "mine_1"
        checked += len(cl.safe) + len(cl.mine)
    assert checked > 50


def test_tiles_are_listed_once_in_row_major_order(mio):
    b = read_boards(BOARDS)[0]
    cl = mio.apply(b)
    tiles = [t for t, _ in cl.safe]
    assert tiles == sorted(tiles) and len(tiles) == len(set(tiles))


def test_first_clause_that_fired_is_named():
    b1 = read_boards(BOARDS)[0]
    eng = RulesEngine([FIX / "order_rules.pl"])
    try:
        cl = eng.apply(b1)
    finally:
        eng.close()
    # no mines left: safe_1 (the global rule) fires on every hidden tile before safe_2
    assert dict(cl.safe) == {t: "safe_1" for t in [(0, 2), (1, 2), (2, 0), (2, 1), (2, 2)]}
    # files in the order given: the local rule first names it for every tile
    eng = RulesEngine([SAFE, FIX / "order_rules.pl"])
    try:
        cl = eng.apply(b1)
    finally:
        eng.close()
    assert {n for _, n in cl.safe} == {"safe_1"}
    assert eng.names == ["safe_1", "safe_1", "safe_2"]


def test_only_the_second_clause_fires_somewhere():
    # one mine left: the global rule cannot fire; safe_2 (local) names the safe tiles
    b = read_boards(BOARDS)[0]
    b.mines = 2
    eng = RulesEngine([FIX / "order_rules.pl"])
    try:
        cl = eng.apply(b)
    finally:
        eng.close()
    assert cl.safe and {n for _, n in cl.safe} == {"safe_2"}


def test_runaway_clauses_do_not_fire():
    b = read_boards(BOARDS)[0]
    eng = RulesEngine([FIX / "runaway_rules.pl"], inference_limit=20_000)
    try:
        cl = eng.apply(b)
    finally:
        eng.close()
    assert {n for _, n in cl.safe} == {"safe_1"} and len(cl.safe) == 5
    # the loop is stopped on every tile it reaches (the fringe tiles): 5 of them here
    assert cl.limit_exceeded == 5


def test_a_clause_that_raises_is_an_error_naming_it():
    from examples_gen.rules_engine import RuleError
    b = read_boards(BOARDS)[0]
    eng = RulesEngine([FIX / "error_rules.pl"])
    try:
        with pytest.raises(RuleError, match=r"error_rules.pl: clause safe_error: raised .*foo"):
            eng.apply(b)
    finally:
        eng.close()
    res = run("rules", "apply", BOARDS, "--rules", FIX / "error_rules.pl", "--json")
    assert res.exit_code == 2 and res.stdout == ""
    assert "clause safe_error: raised" in res.stderr


def test_no_board_facts_leak_between_boards(mio):
    from ilp.engine import IN, predicate
    boards = read_boards(BOARDS)
    first = [mio.apply(b) for b in boards]
    mio._seen.clear()                        # ask Prolog again, not the cache
    again = [mio.apply(b) for b in reversed(boards)][::-1]
    assert [(c.safe, c.mine) for c in first] == [(c.safe, c.mine) for c in again]
    board_fact = predicate("ms_positions", "ms_board", IN, IN, IN, IN, IN, IN)
    assert board_fact(None, None, None, None, None, None) is None     # none stays asserted


def test_cli_json_shape_and_content():
    res = run("rules", "apply", BOARDS, "--rules", SAFE, "--rules", MINE, "--json")
    assert res.exit_code == 0, res.output
    data = json.loads(res.stdout)
    assert isinstance(data, list) and len(data) == 4
    for entry in data:
        assert set(entry) == {"safe", "mine"}
        for item in entry["safe"] + entry["mine"]:
            assert set(item) == {"tile", "rule"}
            assert isinstance(item["tile"], list) and len(item["tile"]) == 2
            assert all(isinstance(x, int) for x in item["tile"])
            assert isinstance(item["rule"], str)
    assert data[0]["safe"][0] == {"tile": [0, 2], "rule": "safe_1"}
    assert data[1] == {"safe": [], "mine": [{"tile": [0, 0], "rule": "mine_1"}]}
    assert data[2] == {"safe": [], "mine": []}


def test_cli_human_output_marks_the_board():
    res = run("rules", "apply", BOARDS, "--rules", MIO)
    assert res.exit_code == 0
    assert "board 1:" in res.stdout and "board 4:" in res.stdout
    assert "F 1 S" in res.stdout and "M 1" in res.stdout
    assert "safe [0, 2]  safe_1" in res.stdout and "mine [0, 0]  mine_1" in res.stdout


def test_conflicts_are_reported_in_both_lists():
    res = run("rules", "apply", BOARDS, "--rules", FIX / "unsound_rules.pl", "--json")
    data = json.loads(res.stdout)
    safe = {tuple(i["tile"]) for i in data[0]["safe"]}
    mine = {tuple(i["tile"]) for i in data[0]["mine"]}
    assert (0, 2) in safe & mine


@pytest.mark.parametrize("setup", ["missing", "syntax", "head", "undefined", "empty", "no_rules",
                                   "bad_board", "inconsistent_board", "missing_board"])
def test_bad_inputs_exit_2_without_traceback(tmp_path, setup):
    boards, rules = BOARDS, [MIO]
    if setup == "missing":
        rules = [tmp_path / "nope.pl"]
    elif setup == "syntax":
        (tmp_path / "r.pl").write_text("% safe_1: covers 1 positive, 0 negative\nsafe(A, B) :- foo(.\n")
        rules = [tmp_path / "r.pl"]
    elif setup == "head":
        (tmp_path / "r.pl").write_text("% p_1: covers 1 positive, 0 negative\np(A, B) :- q(A, B).\n")
        rules = [tmp_path / "r.pl"]
    elif setup == "undefined":
        (tmp_path / "r.pl").write_text("% safe_1: covers 1 positive, 0 negative\n"
                                       "safe(A, B) :- zoneOfIntrest(A, B, C), inSet(A, C).\n")
        rules = [tmp_path / "r.pl"]
    elif setup == "empty":
        (tmp_path / "r.pl").write_text("% nothing here\n")
        rules = [tmp_path / "r.pl"]
    elif setup == "no_rules":
        rules = []
    elif setup == "bad_board":
        boards = tmp_path / "b.txt"
        boards.write_text("mines 2\n..x\n...\n")
    elif setup == "inconsistent_board":
        boards = tmp_path / "b.txt"
        boards.write_text("mines 1\n3..\n...\n")
    elif setup == "missing_board":
        boards = tmp_path / "nope.txt"
    args = ["rules", "apply", boards, "--json"]
    for r in rules:
        args += ["--rules", r]
    res = run(*args)
    assert res.exit_code == 2, res.output
    assert "error:" in res.stderr and "Traceback" not in res.output
    assert res.stdout == ""


def test_engine_rejects_bad_rule_files_with_input_error(tmp_path):
    with pytest.raises(InputError):
        RulesEngine([tmp_path / "nope.pl"])
    with pytest.raises(InputError):
        RulesEngine([])


def test_two_set_rules_are_sound_against_exact_csp():
    """The diffSetHasXMines fixture rules only ever classify tiles the exact solver proves."""
    eng = RulesEngine([FIX / "subset_rules.pl"])
    rng = np.random.default_rng(11)
    fired = {"safe_2": 0, "mine_2": 0}
    try:
        for g in range(8):
            game = Game(8, 8, 10, rng, first_move="safe")
            game.open(0, 0)
            while not game.over:
                cl = eng.apply(game.board)
                prob = solve(game.board).probability
                assert all(prob[t] == 0.0 for t, _ in cl.safe)
                assert all(prob[t] == 1.0 for t, _ in cl.mine)
                for _, n in cl.safe + cl.mine:
                    if n in fired:
                        fired[n] += 1
                advance(game, cl, prob)
    finally:
        eng.close()
    assert fired["safe_2"] > 0 and fired["mine_2"] > 0


def test_background_file_stays_loadable_into_other_modules():
    """The rule engine must not claim background/minesweeper.pl: SWI-Prolog loads a non-module
    file into one module only, and the learner consults it into modules of its own in the same
    process (checked in a fresh process, so this process stays clean)."""
    import subprocess
    import sys
    code = (
        "from examples_gen.rules_engine import RulesEngine, BACKGROUND\n"
        f"e = RulesEngine([{str(MIO)!r}])\n"
        "from ilp.engine import get_engine\n"
        "engine = get_engine()\n"
        "assert engine.load_file('other_mod', BACKGROUND) == []\n"
        "assert engine.call('other_mod', 'current_predicate', 'zoneOfInterest/3'.split('/')[0], None) is not None\n"
        "print('ok')\n"
    )
    root = Path(__file__).resolve().parent.parent
    res = subprocess.run([sys.executable, "-c", code], cwd=root, capture_output=True, text=True,
                         timeout=120)
    assert res.returncode == 0 and res.stdout.strip().endswith("ok"), res.stderr[-2000:]


def test_execution_order_runs_tests_early_and_deepest_chain_first():
    # body of a three-set rule, as the learner writes it: three sets first, then the differences
    from ilp.clause_order import execution_order

    head = [0, 1]                                   # safe(A, B)
    lits = [("zone", [0, 1], [2]),                  # zoneOfInterest(A,B,C)
            ("setD", [1, 2], [3, 4]),               # setHasXMines(_,B,C,D)
            ("setE", [1, 2], [5, 6]),
            ("setF", [1, 2], [7, 8]),
            ("diffEF", [6, 8], [9]),                # diffSetHasXMines(E,F,G)
            ("diffDG", [4, 9], [10]),               # diffSetHasXMines(D,G,H)
            ("inSet", [0, 10], []),
            ("mines0", [10], [])]
    order = [lits[i][0] for i in execution_order(head, [(i, o) for _, i, o in lits])]
    assert order == ["zone", "setE", "setF", "diffEF", "setD", "diffDG", "inSet", "mines0"]
    assert sorted(order) == sorted(name for name, _, _ in lits)      # nothing lost or repeated


def test_scheduled_rules_classify_the_same_tiles():
    # the reordered fixture rules give the same classification as the clauses run in file order,
    # on the fixture boards and on positions met in real play
    from examples_gen import rules_engine

    boards = list(read_boards(BOARDS))
    rng = np.random.default_rng(5)
    for _ in range(15):
        game = Game(8, 8, 10, rng, first_move="safe")
        game.open(0, 0)
        boards.append(game.board)
    rules = [MIO, FIX / "subset_rules.pl"]
    scheduled = [rules_engine.RulesEngine(rules).apply(b).to_json() for b in boards]
    original = rules_engine.scheduled
    try:
        rules_engine.scheduled = lambda text: text
        plain = rules_engine.RulesEngine(rules)
        assert [plain.apply(b).to_json() for b in boards] == scheduled
    finally:
        rules_engine.scheduled = original
    assert any(entry["safe"] or entry["mine"] for entry in scheduled)


def test_many_boards_are_answered_as_they_are_read(tmp_path):
    # a long file streams: every board answered in order, one JSON list; a board that no
    # arrangement fits, met half-way, stops the output there (exit 2, the list left open)
    text = BOARDS.read_text()
    many = tmp_path / "many.txt"
    many.write_text("\n".join([text] * 50))
    res = run("rules", "apply", many, "--rules", MIO, "--json")
    assert res.exit_code == 0
    data = json.loads(res.stdout)
    single = json.loads(run("rules", "apply", BOARDS, "--rules", MIO, "--json").stdout)
    assert data == single * 50
    bad = tmp_path / "bad.txt"
    bad.write_text(text + "\nmines 1\n1..1\n" + "\n" + text)
    res = run("rules", "apply", bad, "--rules", MIO, "--json")
    assert res.exit_code == 2 and "board 5" in res.stderr
    assert res.stdout.startswith("[") and not res.stdout.rstrip().endswith("]")


def test_fringe_candidates_conclude_what_all_hidden_tiles_do(tmp_path):
    # rule sets whose clauses all call zoneOfInterest on their tile try fringe tiles only;
    # trying every hidden tile (a rule set with a clause that never fires and has no zone, a
    # test fixture) gives the same answers on real play
    never = tmp_path / "never.pl"
    never.write_text("% never_1: covers 0 positive, 0 negative\n"
                     "safe(T, B) :- allMinesInFringe(B, S), inSet(T, S), minesInSet(S, -1).\n")
    rules = [MIO, FIX / "subset_rules.pl"]
    fringe = RulesEngine(rules)
    general = RulesEngine(rules + [never])
    concluded = 0
    for board, cl in played(fringe, seed=11):
        assert cl.to_json() == general.apply(board).to_json()
        concluded += bool(cl.safe or cl.mine)
    assert concluded > 10
    fringe.close()
    general.close()


def test_evaluation_once_a_position_concludes_what_each_clause_proves_alone():
    # the default learned theories (two- and three-set clauses): the answers of apply (each
    # clause's sets computed once a position, in stages the clauses share, an answer counting
    # for the tiles whose zone holds its sets) are those of running each clause on each tile
    # as written (examples_gen.explain), the first that proves it named
    from examples_gen.explain import Explainer

    learned = Path(__file__).parent.parent / "background" / "learned"
    eng = RulesEngine([learned / "SAFE_active.pl", learned / "MINE_active.pl"])
    explainer = Explainer()
    clauses = {t: [c for c in eng.rules if c.head == f"{t}/2"] for t in ("safe", "mine")}
    concluded = set()
    for board, cl in played(eng, seed=5, games=6):
        for target, found in (("safe", cl.safe), ("mine", cl.mine)):
            expected = []
            for t in fringe_tiles(board):
                proving = [c.name for c in clauses[target]
                           if explainer.explain(c, board, t)["result"] == "proof"]
                if proving:
                    expected.append((t, proving[0]))
            assert found == expected, (target, board)
        concluded.update(name for _, name in cl.safe + cl.mine)
    assert len(concluded) >= 5          # most clauses fired somewhere, three-set ones too
    eng.close()
