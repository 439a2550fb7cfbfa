"""The Prolog engine: tasks in modules of their own, quoting, inference limits."""

from ilp.engine import get_engine, quote
from ilp.task import Task
from tests._tasks import TASKS, write_task


def test_quote_round_trips_awkward_text():
    e = get_engine()
    for text in ["plain", "It's", "back\\slash", "A b", "new\nline"]:
        r = e.once(f"X = {quote(text)}, atom_length(X, N)")
        assert r["N"] == len(text)


def test_same_bk_loads_into_two_modules_without_clash(tmp_path):
    a = Task.load(TASKS / "trains")
    b = Task.load(TASKS / "trains")
    assert a.module != b.module
    e = get_engine()
    for t in (a, b):
        assert e.once(f"{t.module}:has_car(east1, C)") is not None
    # the bk is not visible in user
    assert e.once("catch(user:has_car(east1, _), _, fail)") is None


def test_two_tasks_with_same_predicate_names_stay_apart(tmp_path):
    t1 = Task.load(write_task(tmp_path / "a", "q(1).\n", "pos(p(1)).\n",
                              "modeh(1, p(+n)).\nmodeb(1, q(+n)).\n"))
    t2 = Task.load(write_task(tmp_path / "b", "q(2).\n", "pos(p(2)).\n",
                              "modeh(1, p(+n)).\nmodeb(1, q(+n)).\n"))
    e = get_engine()
    assert e.once(f"{t1.module}:q(1)") is not None
    assert e.once(f"{t1.module}:q(2)") is None
    assert e.once(f"{t2.module}:q(2)") is not None


def test_include_relative_to_bk(tmp_path):
    d = write_task(tmp_path / "inc", ":- include('facts.pl').\n", "pos(p(1)).\n",
                   "modeh(1, p(+n)).\nmodeb(1, q(+n)).\n")
    (d / "facts.pl").write_text("q(1).\n")
    t = Task.load(d)
    assert get_engine().once(f"{t.module}:q(1)") is not None


def test_add_background_and_examples_later(tmp_path):
    t = Task.load(write_task(tmp_path / "later", ":- dynamic q/1.\nq(1).\nr(1).\n",
                             "pos(p(1)).\n", "modeh(1, p(+n)).\nmodeb(1, q(+n)).\n"))
    t.add_background("q(7).\nq(8) :- true.\n")
    assert get_engine().once(f"{t.module}:q(7)") is not None
    assert get_engine().once(f"{t.module}:q(1)") is not None     # added to, not replaced
    import pytest

    from ilp.errors import InputError
    with pytest.raises(InputError, match="static"):
        t.add_background("q(9).\nr(2).\n")                      # r/1 is static in bk.pl
    assert get_engine().once(f"{t.module}:q(9)") is None         # nothing of it stays
    pos, neg = t.add_examples(["p(7)"], ["p(9)."])
    assert t.example_text(pos[0]) == "p(7)" and t.example_text(neg[0]) == "p(9)"
    with pytest.raises(InputError, match="syntax"):
        t.add_background("q(1.\n")
    # a worker rebuilding the task from its spec gets the same ids and background
    t2 = Task.from_spec(t.spec())
    assert t2.pos_ids == t.pos_ids and t2.neg_ids == t.neg_ids
    assert get_engine().once(f"{t2.module}:q(8)") is not None


def test_call_text_passes_texts_and_ints_and_returns_text():
    import pytest

    from ilp.engine import EngineError
    e = get_engine()
    assert e.call_text("user", "string_concat", "naïve ", "café") == "naïve café"   # UTF-8 both ways
    assert e.call_text("user", "atom_string", 42) == "42"
    assert e.call_text("lists", "last", "x") is None                # last("x", L) fails
    with pytest.raises(EngineError, match="existence_error"):
        e.call_text("user", "no_such_predicate_here", "x")
    with pytest.raises(EngineError, match="did not return a text"):
        e.call_text("user", "atom_length", "abc")                   # answers an integer
    assert e.once("X = 1") == {"X": 1}                              # the engine is still fine


def test_call_passes_text_as_utf8():
    from ilp.engine import Out, Text
    e = get_engine()
    assert e.call("user", "string_length", Text("é"), Out) == [1]      # one character, not two bytes
    assert e.call("user", "string_concat", Text("naïve "), Text("café"), Out) == ["naïve café"]
