"""Hostile inputs for the attacker's tests: the small ones live in tests/fixtures/hostile/
(its README lists them); the large ones are written here, at test time, into a temporary
directory (none is kept in the repository)."""

from contextlib import contextmanager
from pathlib import Path

HOSTILE = Path(__file__).resolve().parent / "fixtures" / "hostile"
SAFE = ("safe(T, B) :- zoneOfInterest(T, B, Z), setHasXMines(_, B, Z, S), inSet(T, S), "
        "minesInSet(S, 0).\n")


def nested(depth: int, inner: str = "a") -> str:
    """A term nested `depth` levels deep by brackets: f(f(...f(a)...))."""
    return "f(" * depth + inner + ")" * depth


def chained(depth: int, inner: str = "a") -> str:
    """A term nested `depth` levels deep by a prefix operator, with no bracket: - - ... a."""
    return "- " * depth + inner


def deep_rule(depth: int = 30_000, by=nested) -> str:
    return f"% safe_1\nsafe(T, B) :- X = {by(depth)}, zoneOfInterest(T, B, X).\n"


def board(rows: int, cols: int, cell: str = ".", mines: int = 1) -> str:
    return f"mines {mines}\n" + "\n".join(cell * cols for _ in range(rows)) + "\n"


def write(directory: Path, name: str, text: str) -> Path:
    path = Path(directory) / name
    path.write_text(text, encoding="utf-8")
    return path


def task(directory: Path, bk: str = "q(1).\nq(2).\nq(3).\n",
         exs: str = "pos(p(1)).\npos(p(2)).\nneg(p(4)).\n",
         modes: str = "modeh(1, p(+n)).\nmodeb(1, q(+n)).\n") -> Path:
    """A task directory (contracts §3) with the files given."""
    directory = Path(directory)
    directory.mkdir(parents=True, exist_ok=True)
    write(directory, "bk.pl", bk)
    write(directory, "exs.pl", exs)
    write(directory, "modes.pl", modes)
    return directory


def popper_task(directory: Path, bias: str) -> Path:
    directory = task(directory)
    (directory / "modes.pl").unlink()
    write(directory, "bias.pl", bias)
    return directory


def aleph_task(directory: Path, b: str) -> Path:
    """DIR/t.b, t.f, t.n: the stem DIR/t."""
    directory = Path(directory)
    directory.mkdir(parents=True, exist_ok=True)
    write(directory, "t.b", b)
    write(directory, "t.f", "p(1).\np(2).\n")
    write(directory, "t.n", "p(4).\n")
    return directory / "t"


# one call of q/1 stays in one built-in (no call port, no inference counted, little memory)
# for half a minute on this machine, so on a machine several times faster still long past
# the watchdog's margin
SLOW_BK = "q(X) :- open_null_stream(S), tab(S, 3000000000), close(S), X > 0.\n"
LOOP_BK = ":- repeat, fail.\nq(1).\n"
GREEDY_BK = ":- forall(between(1, 20000000, I), assertz(f(I))).\nq(1).\n"


@contextmanager
def small_server():
    """The active-learning server of the attacker's tests: one worker, a body limit of
    200,000 bytes, 3 s a request."""
    from ilp.active.config import ServerConfig
    from ilp.active.embedded import EmbeddedServer

    srv = EmbeddedServer(ServerConfig(workers=1, examples=100, max_body=200_000,
                                      clause_time_limit=10.0, request_time_limit=3.0,
                                      sampler="examples_gen.sampler:MinesweeperSampler"))
    srv.start()
    try:
        yield srv
    finally:
        srv.stop()
