"""Reading modes.pl and set/2 settings with Prolog; refusing bad task directories."""

import pytest

from ilp.errors import InputError
from ilp.settings import Settings, resolve
from ilp.task import Task
from tests._tasks import TASKS, write_task


def test_trains_modes():
    t = Task.load(TASKS / "trains")
    assert [m.indicator for m in t.modeh] == ["eastbound/1"]
    has_car = next(m for m in t.modebs if m.name == "has_car")
    assert has_car.recall is None
    assert [(a.kind, a.type) for a in has_car.args] == [("in", "train"), ("out", "car")]
    load = next(m for m in t.modebs if m.name == "load")
    assert [a.kind for a in load.args] == ["in", "const", "const"]
    assert str(load) == "modeb(1, load(+car, #shape, #int))"
    assert t.settings["clauselength"] == "4"


def test_op_directive_in_modes_is_honoured(tmp_path):
    d = write_task(tmp_path / "op", "q(1, a).\n", "pos(p(1)).\n",
                   ":- op(500, fy, #).\nmodeh(1, p(+n)).\nmodeb(1, q(+n, #c)).\nset(noise, 1).\n")
    t = Task.load(d)
    assert t.modebs[0].args[1].kind == "const"
    assert resolve(t.settings).noise == 1


def test_settings_sources_in_order():
    s = resolve({"noise": "2", "nodes": "100"}, {"nodes": 7, "search": "greedy", "macros": None})
    assert (s.noise, s.nodes, s.search, s.macros) == (2, 7, "greedy", False)   # the default
    assert Settings().max_body == Settings().clauselength - 1
    with pytest.raises(InputError, match="unknown setting"):
        resolve({"bogus": "1"})
    with pytest.raises(InputError, match="search"):
        resolve({}, {"search": "dfs"})
    with pytest.raises(InputError, match="wants a int"):
        resolve({"nodes": "lots"})


GOOD_BK = "q(1).\n"
GOOD_EXS = "pos(p(1)).\nneg(p(2)).\n"
GOOD_MODES = "modeh(1, p(+n)).\nmodeb(1, q(+n)).\n"


@pytest.mark.parametrize("files, message", [
    ({"bk.pl": None}, "missing bk.pl"),
    ({"exs.pl": None}, "missing exs.pl"),
    ({"bk.pl": "q(1.\n"}, "syntax error"),
    ({"exs.pl": "pos(p(1)).\nfoo(p(2)).\n"}, "not pos"),
    ({"exs.pl": "pos(r(1)).\n"}, "match no modeh"),
    ({"modes.pl": "modeh(1, r(+n)).\nmodeb(1, q(+n)).\n"}, "match no modeh"),
    ({"modes.pl": "modeh(0, p(+n)).\n"}, "recall"),
    ({"modes.pl": "modeh(1, p(n)).\n"}, "argument"),
    ({"modes.pl": "modeb(1, q(+n)).\n"}, "no modeh"),
    ({"modes.pl": "modeh(1, p(+n)).\nmodeb(1, zz(+n)).\n"}, "defines no zz/1"),
    ({"exs.pl": "neg(p(2)).\n"}, "no positive"),
])
def test_bad_task_directories(tmp_path, files, message):
    contents = {"bk.pl": GOOD_BK, "exs.pl": GOOD_EXS, "modes.pl": GOOD_MODES}
    contents.update(files)
    d = tmp_path / "t"
    d.mkdir()
    for name, text in contents.items():
        if text is not None:
            (d / name).write_text(text)
    with pytest.raises(InputError, match=message):
        Task.load(d)


def test_missing_directory(tmp_path):
    with pytest.raises(InputError, match="does not exist"):
        Task.load(tmp_path / "nope")
