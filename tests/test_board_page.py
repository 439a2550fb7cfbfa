"""`ilp board` in a real browser: Debian's headless Chromium driven through Playwright.

The module starts `ilp board --port 0` (from a directory outside the checkout) and goes through
the page's four parts -- watch, explain, play yourself (with hints), analyse a pasted or
uploaded board, many games -- reading the attributes of contracts §6 and checking them against
the command line on the same seed and positions: `ilp play --json` (the game's figures, the
many-games panel), `ilp rules apply --json` (the rule of every rule move, on the position it
was decided on; the marks of an analysed board; a refused file's message), `ilp advise --json`
(each guess and its probability), `ilp solve --json` (the set a proof ends on holds no mine, or
only mines; the csp fallback's probabilities), `ilp rules show` (the clause shown).

Chromium comes from Debian (/usr/bin/chromium, installed by scripts/setup.sh); Playwright never
downloads a browser.  Screenshots are kept in $ILP_BOARD_SCREENSHOTS, else in pytest's
temporary directory (printed at the end of the module).
"""

from __future__ import annotations

import json
import os
import select
import signal
import subprocess
import sys
import time
import zipfile
from collections import Counter
from pathlib import Path
from urllib.parse import urlencode

import pytest

from examples_gen.paths import DEFAULT_RULES

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM = "/usr/bin/chromium"
ILP = str(Path(sys.executable).parent / "ilp")
RULES = [str(p) for p in DEFAULT_RULES]
RULE_ARGS = [a for r in RULES for a in ("--rules", r)]
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update",
                 "--disable-sync"]
# games the tests watch: (query, what the game must show); the learned rules win the first
# after 4 guesses, every rule firing; the second guesses with exact probabilities; the third
# is lost
WON = {"preset": "classic-beginner", "seed": 23, "first-move": "safe", "first-click": "corner",
       "fallback": "local"}
CSP = {"preset": "beginner", "seed": 9, "first-move": "any", "first-click": "random",
       "fallback": "csp"}
LOST = {"preset": "classic-beginner", "seed": 32, "first-move": "safe", "first-click": "corner",
        "fallback": "local"}
PRESETS = {"classic-beginner": (8, 8, 10), "beginner": (9, 9, 10)}

if not os.path.exists(CHROMIUM):           # never skipped: the test command installs it
    raise RuntimeError(f"{CHROMIUM} is missing: run scripts/setup.sh (apt-get install chromium)")
sync_api = pytest.importorskip("playwright.sync_api", reason="pip install -e '.[test]'")


# ---------------------------------------------------------------------------- processes
def cli(*args, cwd=None, check=True) -> subprocess.CompletedProcess:
    res = subprocess.run([ILP, *map(str, args)], cwd=cwd, capture_output=True, text=True,
                         timeout=600)
    if check:
        assert res.returncode == 0, res.stderr
    return res


def start_board(*args, cwd) -> tuple[subprocess.Popen, str]:
    """`ilp board --port 0 ARGS` and its address (from the JSON line it prints)."""
    proc = subprocess.Popen([ILP, "board", "--port", "0", *args], cwd=cwd, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    ready, _, _ = select.select([proc.stdout], [], [], 300)
    line = proc.stdout.readline() if ready else ""
    if not line:
        proc.kill()
        raise AssertionError(f"ilp board did not start: {proc.stderr.read()}")
    return proc, json.loads(line)["url"]


def stop(proc: subprocess.Popen) -> None:
    proc.send_signal(signal.SIGINT)
    try:
        proc.wait(timeout=30)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


@pytest.fixture(scope="module")
def url(tmp_path_factory):
    proc, address = start_board(cwd=tmp_path_factory.mktemp("anywhere"))
    yield address
    stop(proc)
    assert proc.returncode == 0, proc.stderr.read()


@pytest.fixture(scope="module")
def shots(tmp_path_factory):
    where = Path(os.environ.get("ILP_BOARD_SCREENSHOTS") or tmp_path_factory.mktemp("board-shots"))
    where.mkdir(parents=True, exist_ok=True)
    yield where
    print(f"\nboard page screenshots: {where}")


@pytest.fixture(scope="module")
def browser(tmp_path_factory):
    profile = tmp_path_factory.mktemp("chromium-profile")      # an empty user-data-dir
    with sync_api.sync_playwright() as p:
        ctx = p.chromium.launch_persistent_context(
            str(profile), executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS,
            viewport={"width": 1300, "height": 950})
        yield ctx
        ctx.close()


@pytest.fixture
def page(browser):
    page = browser.new_page()
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    # a refused request (4xx, expected in some tests) is logged by Chromium: not an error
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" and
            "status of 4" not in m.text else None)
    yield page
    page.close()
    assert not errors, errors


# ---------------------------------------------------------------------------- the page
READ = """() => ({
  board: Object.assign({}, document.querySelector('#board').dataset),
  tiles: [...document.querySelectorAll('#board .tile')].map(t => ({
    row: +t.dataset.row, col: +t.dataset.col, state: t.dataset.state,
    marks: t.dataset.marks ? t.dataset.marks.split(' ') : [], prob: t.dataset.prob ?? null,
    rule: t.dataset.rule ?? null, verdict: t.dataset.verdict ?? null})),
  moves: [...document.querySelectorAll('#moves > *')].map(li => Object.assign({}, li.dataset)),
  explain: Object.assign({}, document.querySelector('#explain').dataset),
})"""


def read(page) -> dict:
    page.mouse.move(1, 1)                   # no literal hovered (that shows its tiles only)
    return page.evaluate(READ)


def open_page(page, url, query: dict, **more):
    page.goto(f"{url}/?{urlencode({**query, **more})}")


def grid(state: dict) -> list[list[str]]:
    rows, cols = int(state["board"]["rows"]), int(state["board"]["cols"])
    g = [["?"] * cols for _ in range(rows)]
    for t in state["tiles"]:
        g[t["row"]][t["col"]] = t["state"]
    return g


def board_text(state: dict) -> str:
    """The board the page shows, in the format of contracts §1 (a mine shown after a loss is
    a hidden tile)."""
    ch = {"hidden": ".", "mine": ".", "flag": "F"}
    rows = ["".join(ch.get(s, s) for s in row) for row in grid(state)]
    return f"mines {state['board']['mines']}\n" + "\n".join(rows) + "\n"


def tiles_marked(state: dict, mark: str) -> set:
    return {(t["row"], t["col"]) for t in state["tiles"] if mark in t["marks"]}


def hidden_neighbours(g, r, c) -> set:
    return {(i, j) for i in range(r - 1, r + 2) for j in range(c - 1, c + 2)
            if 0 <= i < len(g) and 0 <= j < len(g[0]) and (i, j) != (r, c) and g[i][j] == "hidden"}


def play_args(q: dict) -> list[str]:
    return [*RULE_ARGS, "--fallback", q["fallback"], "--preset", q["preset"], "--first-move",
            q["first-move"], "--first-click", q["first-click"], "--seed", str(q["seed"])]


def write_boards(path: Path, boards: list[str]) -> Path:
    path.write_text("\n".join(boards))
    return path


def apply_rules(tmp_path, boards: list[str], name="positions.txt") -> list[dict]:
    f = write_boards(tmp_path / name, boards)
    return json.loads(cli("rules", "apply", f, *RULE_ARGS, "--json").stdout)


def solve(tmp_path, boards: list[str]) -> list[dict]:
    f = write_boards(tmp_path / "solve.txt", boards)
    return json.loads(cli("solve", f, "--json").stdout)


def rules_show_blocks() -> dict:
    """{clause name: its comment line and text}, as `ilp rules show` prints them."""
    out, name = {}, None
    for line in cli("rules", "show", *RULES).stdout.splitlines():
        if line.startswith("% ") and ":" in line and " covers " in line:
            name = line[2:].split(":")[0]
            out[name] = [line]
        elif line.startswith("% ") or not line.strip():
            name = None
        elif name:
            out[name].append(line)
    return {k: "\n".join(v) for k, v in out.items()}


def wait_result(page, timeout=120_000):
    page.locator("#board:not([data-result=playing])").wait_for(timeout=timeout)


def shoot(page, shots: Path, name: str) -> None:
    page.mouse.move(1, 1)                   # no literal hovered
    page.wait_for_timeout(100)
    page.screenshot(path=str(shots / name), full_page=True)
    assert (shots / name).stat().st_size > 10_000


# ---------------------------------------------------------------------------- watch
@pytest.mark.parametrize("game", [WON, CSP, LOST], ids=["won", "csp", "lost"])
def test_watch_plays_the_game_ilp_play_plays(url, page, game):
    open_page(page, url, game, autoplay=1)
    wait_result(page)
    st = read(page)
    rows, cols, mines = PRESETS[game["preset"]]
    assert (st["board"]["rows"], st["board"]["cols"], st["board"]["mines"]) == tuple(
        map(str, (rows, cols, mines)))
    summary = json.loads(cli("play", *play_args(game), "--games", "1", "--json", "--quiet").stdout)
    moves = st["moves"]
    assert st["board"]["result"] == ("won" if summary["wins"] == 1 else "lost")
    assert len(moves) == summary["moves"]
    assert sum(m["reason"] == "guess" for m in moves) == summary["guesses"]
    assert Counter(m["reason"] for m in moves if m["reason"] != "guess") == summary["rule_moves"]
    assert moves[0]["reason"] == "guess" and float(moves[0]["p"]) == pytest.approx(mines / (rows * cols))
    for m in moves:
        assert m["action"] in ("reveal", "flag") and 0 <= int(m["row"]) < rows
        assert ("p" in m) == (m["reason"] == "guess")
        assert m["action"] == "reveal" or m["reason"].startswith("mine_")
    states = Counter(t["state"] for t in st["tiles"])
    assert states["flag"] == sum(m["action"] == "flag" for m in moves)
    if st["board"]["result"] == "won":
        assert states["hidden"] + states["flag"] == mines and states["mine"] == 0
    else:   # every mine shown: the flags (sound rules) and the others
        assert states["mine"] + states["flag"] == mines and moves[-1]["reason"] == "guess"


def test_watch_steps_through_the_positions_the_cli_agrees_with(url, page, tmp_path):
    """Step forward through the game, back once; every rule move is what `ilp rules apply`
    concludes on the position it was decided on, every guess what `ilp advise` suggests."""
    open_page(page, url, WON)
    page.locator("#step-label", has_text="move 0 of").wait_for(timeout=120_000)
    positions = [board_text(read(page))]
    n = int(page.locator("#step-label").inner_text().split()[-1])
    for k in range(1, n + 1):
        page.click("#forward")
        st = read(page)
        assert len(st["moves"]) == k and (st["board"]["result"] == "playing") == (k < n)
        positions.append(board_text(st))
    moves = read(page)["moves"]
    page.click("#back")
    assert board_text(read(page)) == positions[n - 1] and len(read(page)["moves"]) == n - 1
    page.keyboard.press("End")
    assert board_text(read(page)) == positions[n]
    assert positions[0].count(".") == 64 and positions[1] != positions[0]

    rule_moves = [m for m in moves if m["reason"] != "guess"]
    answers = apply_rules(tmp_path, [positions[int(m["position"])] for m in rule_moves])
    for m, ans in zip(rule_moves, answers):
        kind = "safe" if m["action"] == "reveal" else "mine"
        found = {tuple(e["tile"]): e["rule"] for e in ans[kind]}
        assert found.get((int(m["row"]), int(m["col"]))) == m["reason"], m
    guesses = [m for m in moves if m["reason"] == "guess" and int(m["position"]) > 0]
    assert guesses, "the game must guess after its first click"
    f = write_boards(tmp_path / "guesses.txt", [positions[int(m["position"])] for m in guesses])
    advice = json.loads(cli("advise", f, *RULE_ARGS, "--fallback", WON["fallback"], "--seed",
                            WON["seed"], "--json").stdout)
    for m, a in zip(guesses, advice):
        assert a["safe"] == [] and a["mine"] == []
        assert a["guess"]["tile"] == [int(m["row"]), int(m["col"])]
        assert float(m["p"]) == pytest.approx(a["guess"]["probability"])


# ---------------------------------------------------------------------------- explain
def test_explain_marks_the_tiles_of_each_rules_proof(url, page, shots, tmp_path):
    open_page(page, url, WON, autoplay=1)
    wait_result(page)
    moves = read(page)["moves"]
    firsts = {}
    for i, m in enumerate(moves):
        if m["reason"] != "guess":
            firsts.setdefault(m["reason"], i)
    assert len(firsts) >= 6 and {"safe_2", "mine_3"} <= set(firsts), firsts   # sets differences
    blocks = rules_show_blocks()
    shown, finals = [], []
    for rule, i in firsts.items():
        m = moves[i]
        page.locator("#moves > *").nth(i).click()
        page.locator(f"#explain[data-kind=rule][data-rule={rule}][data-row='{m['row']}']"
                     f"[data-col='{m['col']}'][data-position]").wait_for()
        st = read(page)
        assert page.locator("#explain pre.clause").inner_text().strip() == blocks[rule]
        g = grid(st)
        tile = (int(m["row"]), int(m["col"]))
        assert tiles_marked(st, "decided") == {tile} and g[tile[0]][tile[1]] == "hidden"
        zone = tiles_marked(st, "zone")
        assert zone and all(g[r][c].isdigit() for r, c in zone)
        lits = page.locator("#explain .literal").evaluate_all(
            "els => els.map(e => [e.dataset.text, e.dataset.new])")
        set_vars = [new.split()[-1] for text, new in lits
                    if text.startswith(("setHasXMines", "diffSetHasXMines"))]
        for v in set_vars:
            members = tiles_marked(st, v)
            assert members and all(g[r][c] == "hidden" for r, c in members), v
            source = tiles_marked(st, f"source-{v}")
            if source:                                   # a number's hidden neighbours
                (r, c), = source
                assert (r, c) in zone and hidden_neighbours(g, r, c) == members
        final = next(t for t, _ in lits if t.startswith("minesInSet(")).split("(")[1].split(",")[0]
        assert tile in tiles_marked(st, final)
        shown.append(board_text(st))
        finals.append((rule, tile, tiles_marked(st, final)))
        if rule == "safe_4":
            shoot(page, shots, "watch-explain-rule.png")
    for (rule, tile, final), ans, exact in zip(finals, apply_rules(tmp_path, shown),
                                               solve(tmp_path, shown)):
        kind = rule.split("_")[0]
        assert {tuple(e["tile"]): e["rule"] for e in ans[kind]}[tile] == rule
        want = 0.0 if kind == "safe" else 1.0            # the set the proof ends on
        assert all(exact["probability"][r][c] == want for r, c in final), (rule, final)


def test_explain_a_guess_shows_the_exact_probabilities(url, page, shots, tmp_path):
    open_page(page, url, CSP, autoplay=1)
    wait_result(page)
    moves = read(page)["moves"]
    page.locator("#moves > *").first.click()
    page.locator("#explain[data-kind=guess]").wait_for()
    assert float(read(page)["explain"]["p"]) == pytest.approx(10 / 81)
    i = next(i for i, m in enumerate(moves) if m["reason"] == "guess" and int(m["position"]) > 0)
    m = moves[i]
    page.locator("#moves > *").nth(i).click()
    page.locator(f"#explain[data-kind=guess][data-row='{m['row']}'][data-fallback=csp]").wait_for()
    page.locator("#board .tile[data-prob]").first.wait_for()
    st = read(page)
    (exact,) = solve(tmp_path, [board_text(st)])
    probs = {(t["row"], t["col"]): float(t["prob"]) for t in st["tiles"] if t["prob"] is not None}
    hidden = {(t["row"], t["col"]) for t in st["tiles"] if t["state"] == "hidden"}
    assert set(probs) == hidden
    for (r, c), p in probs.items():
        assert p == pytest.approx(exact["probability"][r][c], abs=1e-9)
    tile = (int(m["row"]), int(m["col"]))
    assert tiles_marked(st, "decided") == {tile}
    assert float(m["p"]) == pytest.approx(min(probs.values())) == pytest.approx(probs[tile])
    shoot(page, shots, "watch-explain-guess.png")


# ---------------------------------------------------------------------------- play yourself
def test_play_yourself_with_hints(url, page, shots, tmp_path):
    q = {"mode": "play", "preset": "classic-beginner", "seed": 7, "first-move": "zero",
         "fallback": "local"}
    open_page(page, url, q)
    tile = lambda r, c: page.locator(f"#board .tile[data-row='{r}'][data-col='{c}']")  # noqa: E731
    moves = page.locator("#moves > *")
    tile(3, 3).click()
    page.locator("#moves > *").first.wait_for()
    st = read(page)
    assert st["moves"][0]["action"] == "reveal" and st["moves"][0]["reason"] == "guess"
    assert grid(st)[3][3] == "0" and st["board"]["result"] == "playing"
    corner = next((t["row"], t["col"]) for t in st["tiles"] if t["state"] == "hidden")
    tile(*corner).click(button="right")
    page.locator(f"#board .tile[data-row='{corner[0]}'][data-col='{corner[1]}'][data-state=flag]").wait_for()
    assert moves.count() == 2 and read(page)["moves"][1]["action"] == "flag"
    tile(*corner).click(button="right")
    page.locator(f"#board .tile[data-row='{corner[0]}'][data-col='{corner[1]}'][data-state=hidden]").wait_for()
    assert moves.count() == 1
    page.click("#flag-mode")                          # touch screens: a toggle
    tile(*corner).click()
    page.locator(f"#board .tile[data-row='{corner[0]}'][data-col='{corner[1]}'][data-state=flag]").wait_for()
    tile(*corner).click()
    page.locator(f"#board .tile[data-row='{corner[0]}'][data-col='{corner[1]}'][data-state=hidden]").wait_for()
    page.click("#flag-mode")

    hints = []
    for k in range(80):
        if read(page)["board"]["result"] != "playing":
            break
        before = moves.count()
        page.click("#hint")
        page.locator("#do-hint").wait_for()
        st = read(page)
        hints.append((board_text(st), dict(st["explain"])))
        if k == 3:
            shoot(page, shots, "play-hint.png")
        page.click("#do-hint")
        moves.nth(before).wait_for()
    st = read(page)
    assert st["board"]["result"] in ("won", "lost") and len(hints) >= 5
    labelled = st["moves"][-len(hints):]
    rule_hints = [(b, e, m) for (b, e), m in zip(hints, labelled) if e["kind"] == "rule"]
    assert rule_hints
    for (b, e, m), ans in zip(rule_hints, apply_rules(tmp_path, [b for b, _, _ in rule_hints])):
        kind = "safe" if e["action"] == "reveal" else "mine"
        assert {tuple(x["tile"]): x["rule"] for x in ans[kind]}[(int(e["row"]), int(e["col"]))] == e["rule"]
        assert (m["reason"], m["row"], m["col"], m["action"]) == (e["rule"], e["row"], e["col"], e["action"])
    for (b, e), m in zip(hints, labelled):
        if e["kind"] == "guess":
            assert m["reason"] == "guess" and float(m["p"]) == pytest.approx(float(e["p"]))


# ---------------------------------------------------------------------------- analyse
GOOD = """# two positions
mines 10
0001....
0001....
00013...
00002...
11101...
..101...
..111...
........

mines 6
0000000
1110000
..10000
..32221
.......
"""
BAD_NUMBERS = "mines 1\n3.\n..\n"           # a 3 with one mine on the board
BAD_CELL = "mines 2\n..\n.x\n"


def test_analyse_a_pasted_board_and_refuse_a_bad_file(url, page, shots, tmp_path):
    open_page(page, url, {"mode": "analyse"})
    page.fill("#board-text", GOOD)
    page.click("#analyse")
    page.locator("#board .tile").first.wait_for()
    assert page.locator("#board-pick option").count() == 2
    answers = apply_rules(tmp_path, [GOOD], name="good.txt")
    for k, ans in enumerate(answers):
        if k:
            page.select_option("#board-pick", str(k))
        st = read(page)
        assert st["board"]["result"] == "playing" and st["moves"] == []
        marked = {(t["row"], t["col"], t["rule"], t["verdict"]) for t in st["tiles"] if t["rule"]}
        want = {(*e["tile"], e["rule"], kind) for kind in ("safe", "mine") for e in ans[kind]}
        assert marked == want and want
    page.select_option("#board-pick", "0")
    rule_tile = next(t for t in read(page)["tiles"] if t["rule"])
    page.locator(f"#board .tile[data-row='{rule_tile['row']}'][data-col='{rule_tile['col']}']").click()
    page.locator(f"#explain[data-kind=rule][data-rule={rule_tile['rule']}]").wait_for()
    assert tiles_marked(read(page), "decided") == {(rule_tile["row"], rule_tile["col"])}
    shoot(page, shots, "analyse.png")
    other = next(t for t in read(page)["tiles"] if t["state"] == "hidden" and not t["rule"])
    page.locator(f"#board .tile[data-row='{other['row']}'][data-col='{other['col']}']").click()
    page.locator("#explain[data-kind=guess]").wait_for()
    assert any(t["prob"] is not None for t in read(page)["tiles"])

    for name, text in (("bad_numbers.txt", BAD_NUMBERS), ("bad_cell.txt", BAD_CELL)):
        f = tmp_path / name
        f.write_text(text)
        page.set_input_files("#board-file", str(f))
        page.locator("#error", has_text=name).wait_for()
        res = cli("rules", "apply", name, *RULE_ARGS, cwd=tmp_path, check=False)
        assert res.returncode == 2
        assert page.locator("#error").inner_text().strip() == res.stderr.strip()
        assert page.locator("#board .tile").count() == 0
    big = "mines 10\n" + "\n".join(["." * 60] * 60) + "\n"
    page.fill("#board-text", big)
    page.click("#analyse")
    page.locator("#error", has_text="at most 50x50").wait_for()


# ---------------------------------------------------------------------------- many games
def test_many_games_draws_the_figures_of_ilp_play(url, page, shots):
    q = {**WON, "seed": 5, "mode": "games"}
    open_page(page, url, q)
    page.fill("#games-n", "60")
    page.click("#games-run")
    page.locator("#games-result:not([hidden])").wait_for(timeout=300_000)
    got = page.locator("#games-result").evaluate("e => Object.assign({}, e.dataset)")
    want = json.loads(cli("play", *play_args(q), "--games", "60", "--json", "--quiet").stdout)
    assert int(got["games"]) == want["games"] == 60
    assert int(got["wins"]) == want["wins"]
    assert float(got["winRate"]) == pytest.approx(want["win_rate"])
    assert [float(got["ciLo"]), float(got["ciHi"])] == pytest.approx(want["ci95"])
    assert int(got["moves"]) == want["moves"] and int(got["guesses"]) == want["guesses"]
    assert json.loads(got["ruleMoves"]) == want["rule_moves"]
    assert page.locator("#games-progress").get_attribute("data-done") == "60"
    assert page.locator("#rule-table tr").count() == len(want["rule_moves"]) + 1
    assert "--games 60 --seed 5" in page.locator("#games-command").inner_text()
    shoot(page, shots, "many-games.png")
    page.fill("#games-n", "5000")
    page.click("#games-run")
    page.locator("#games-progress", has_text="at most 2000").wait_for()


# ---------------------------------------------------------------------------- bounds
def test_requests_past_the_limits_are_refused(url):
    import httpx

    with httpx.Client(base_url=url, timeout=60) as client:
        page = client.get("/")
        assert page.status_code == 200 and "default-src 'self'" in page.headers["content-security-policy"]
        for path, body, words in [
            ("/api/watch", {"rows": 60, "cols": 60, "mines": 10}, "less than or equal to 50"),
            ("/api/watch", {"rows": 50, "cols": 50, "mines": 2500}, "fewer mines than tiles"),
            ("/api/games", {"game": {}, "games": 5000}, "at most 2000"),
            ("/api/explain", {"board": "mines 1\n1.\n", "rule": "nosuch", "tile": [0, 1]},
             "unknown rule 'nosuch'"),
            ("/api/analyse", {"text": "mines 1\n9.\n"}, "pasted board: board 1, line 2, column 1"),
            ("/api/play", {"game": {}, "actions": [["run", 0, 0]]}, "unknown action 'run'"),
        ]:
            r = client.post(path, json=body)
            assert r.status_code == 422 and words in r.json()["detail"], (path, r.text)
    # a body over the limit: 413 on its Content-Length, never parsed (sent by hand, the whole
    # body before reading, as http.client does: ilp.active.app.BodyLimit reads and drops the
    # body first, so that such a client reads the 413; with the body held back it waits up to
    # its drain time, 30 s, as long as this socket's timeout, and the test raced it)
    import socket
    from urllib.parse import urlsplit

    parts = urlsplit(url)
    with socket.create_connection((parts.hostname, parts.port), timeout=30) as sock:
        sock.sendall(b"POST /api/analyse HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                     b"Content-Length: 500000\r\n\r\n" + b"[" * 500000)
        assert sock.recv(1000).startswith(b"HTTP/1.1 413")


def test_token_beyond_loopback_and_on_request(tmp_path):
    import httpx

    res = cli("board", "--host", "0.0.0.0", check=False)
    assert res.returncode == 2 and "needs a token" in res.stderr and "Traceback" not in res.stderr
    proc, address = start_board("--token", "s3cret", cwd=tmp_path)
    try:
        with httpx.Client(base_url=address, timeout=60) as client:
            assert client.get("/").status_code == 401
            assert client.get("/api/config").status_code == 401
            assert client.get("/api/config", headers={"Authorization": "Bearer wrong"}).status_code == 401
            assert client.get("/api/config", headers={"Authorization": "Bearer s3cret"}).status_code == 200
            first = client.get("/?token=s3cret")
            assert first.status_code == 200 and "ilp_board_token" in first.headers["set-cookie"]
            assert client.get("/api/config").status_code == 200      # the cookie
    finally:
        stop(proc)


def test_rule_files_pass_the_theory_check(tmp_path):
    bad = tmp_path / "bad.pl"
    bad.write_text("% safe_1\nsafe(A, B) :- shell('touch pwned'), zoneOfInterest(A, B, _).\n")
    res = cli("board", "--rules", str(bad), "--port", "0", check=False)
    show = cli("rules", "show", str(bad), check=False)
    assert res.returncode == 2 == show.returncode and "Traceback" not in res.stderr
    assert res.stderr.strip() == show.stderr.strip() and "shell" in res.stderr
    assert not (tmp_path / "pwned").exists()
    res = cli("board", "--rules", str(tmp_path / "missing.pl"), check=False)
    assert res.returncode == 2 and "rule file not found" in res.stderr


def test_the_wheel_carries_the_page(tmp_path):
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(tmp_path),
                    str(ROOT)], check=True, capture_output=True, timeout=600)
    (wheel,) = tmp_path.glob("*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    for name in ("examples_gen/board_page/static/index.html", "examples_gen/board_page/static/board.js",
                 "examples_gen/board_page/static/board.css", "examples_gen/board_page/app.py",
                 "examples_gen/background/explain.pl", "ilp/cli/board.py"):
        assert name in names, name
