"""The Prolog engine: tasks in modules of their own, values in and out, inference limits."""

from array import array

from ilp.engine import Out, Term, get_engine
from ilp.swipl import Text
from ilp.task import Task
from tests._prolog import holds
from tests._tasks import TASKS, write_task


def test_awkward_text_passes_as_it_is():
    e = get_engine()
    for text in ["plain", "It's", "back\\slash", "A b", "new\nline", "true", "null"]:
        assert e.call("user", "atom_length", text, Out) == [len(text)]
        assert e.call("user", "=", [text, "false"], Out) == [[text, "false"]]   # no JSON constants


def test_lists_of_strings_naming_true_are_read_in_one_go(monkeypatch):
    """A list of numbers, strings and lists is read as one JSON text, unless it holds an atom
    true, false or null (json would make it a constant); a string that merely contains the
    word (a literal's text, "true_cell(V0,V1)") is no such atom.  A bottom clause of 30,000
    such literals was read text by text, taking longer than its search."""
    from ilp import swipl

    e = get_engine()
    texts = [Text(f"true_cell(V{i},null)") for i in range(1000)]
    read = []
    real = swipl._chars
    monkeypatch.setattr(swipl, "_chars", lambda t, f: read.append(f) or real(t, f))
    assert e.call("user", "=", Out, [texts, [1, Text("false")]]) == \
        [[[str(t) for t in texts], [1, "false"]]]
    assert len(read) == 1
    # the atoms themselves: texts, not JSON's constants, whatever the strings beside them say
    assert e.call("user", "=", Out, [Text("true_cell(a)"), "true", 1, "null"]) == \
        [["true_cell(a)", "true", 1, "null"]]
    assert e.call("user", "=", Out, [Text('a"true'), "false"]) == [['a"true', "false"]]


def test_atoms_that_look_like_numbers_come_back_as_texts():
    """A list of the atoms '1' and '2.5' is two texts, not numbers (a list of numbers is read
    as JSON in one go: the list must be written quoted for that to be safe)."""
    e = get_engine()
    assert e.call("user", "atom_number", Out, 12) == ["12"]
    assert e.call("user", "=", Out, ["1", "2.5"]) == [["1", "2.5"]]
    assert e.call("user", "numlist", 1, 3, Out) == [[1, 2, 3]]


def test_integer_lists_arrive_as_integers():
    """Lists of example ids go in as character codes built in C (Unicode's code points, the
    surrogates too: a task with 100,000 examples); out of that range (negative, past
    0x10FFFF, huge, mixed) as text: the same integers either way."""
    from ilp import swipl

    e = get_engine()
    wide = list(range(0xD7F0, 0xE010)) + list(range(100_000, 100_050)) + [0x10FFFF]
    assert swipl._codes(wide) is not None and swipl._codes([0x110000] * 9) is None
    for values in ([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], list(range(30000)), wide,
                   [55295] * 9 + [7], [55296] * 9 + [7], [0x110000] * 9 + [7],
                   [-3] + list(range(9)),
                   [2 ** 40] + list(range(9)), [True] + list(range(9)), [3, 2, 1] * 4,
                   array("i", [4, 0, 9] * 5), array("i", [-4, 0, 9] * 5), array("i")):
        (n, copy) = e.call("user", "length", values, Out) + e.call("user", "=", values, Out)
        assert n == len(values)
        assert copy == [int(v) for v in values] or values[0] is True
        (ints,) = e.call("user", "include", "integer", values, Out)
        assert len(ints) == len(values) - (len(values) > 0 and values[0] is True)


def test_lists_of_ids_come_back_without_a_text(monkeypatch):
    """A list of integers 0..0x10FFFF (a coverage answer: example ids) is copied out of Prolog
    as the code list it is, no text written and read; lists it is not (atoms, one-character
    atoms whose codes C would give, integers out of range) still come back as they are."""
    from ilp import swipl

    e = get_engine()
    read = []
    real = swipl._chars
    monkeypatch.setattr(swipl, "_chars", lambda t, f: read.append(f) or real(t, f))
    assert e.call("user", "numlist", 0, 5000, Out) == [list(range(5001))]
    assert e.call("user", "=", Out, [0xD800, 0x10FFFF, 0, 7] * 3) == [[0xD800, 0x10FFFF, 0, 7] * 3]
    assert read == []
    assert e.call("user", "atom_chars", Text("ab"), Out) == [["a", "b"]]
    assert e.call("user", "=", Out, [3, "a"]) == [[3, "a"]]
    assert e.call("user", "=", Out, [3] * 9 + [0x110000]) == [[3] * 9 + [0x110000]]
    assert e.call("user", "=", Out, [3] * 9 + [-1]) == [[3] * 9 + [-1]]


def test_a_million_texts_read_do_not_end_the_process():
    """Each text read from Prolog took a buffer on SWI-Prolog's stack of string buffers,
    which only the return of a foreign predicate releases (Python is none): past about a
    million the process died ("FATAL ERROR: Too many stacked strings"), in a long learning
    run or server worker, or at once on one answer of a million atoms (here: it walks the
    list atom by atom, `true` being no JSON text).  In a process of its own: the fatal error
    ends the process that meets it."""
    import subprocess
    import sys

    code = ("from ilp.engine import Out, get_engine\n"
            "from ilp.swipl import Text\n"
            "atoms = ','.join(['true'] + ['a'] * 1_100_000)\n"
            "(got,) = get_engine().call('user', 'atomic_list_concat', Out, ',', Text(atoms))\n"
            "print(len(got), got[:2])\n")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                       timeout=120)
    assert r.returncode == 0 and "stacked strings" not in r.stderr, r.stderr[-500:]
    assert r.stdout.split() == ["1100001", "['true',", "'a']"]


def test_same_bk_loads_into_two_modules_without_clash(tmp_path):
    a = Task.load(TASKS / "trains")
    b = Task.load(TASKS / "trains")
    assert a.module != b.module
    e = get_engine()
    for t in (a, b):
        assert holds(t.module, "has_car", "east1", None)
    # the bk is not visible in user
    assert not holds("user", "catch", Term("has_car", "east1", None), None, "fail")


def test_two_tasks_with_same_predicate_names_stay_apart(tmp_path):
    t1 = Task.load(write_task(tmp_path / "a", "q(1).\n", "pos(p(1)).\n",
                              "modeh(1, p(+n)).\nmodeb(1, q(+n)).\n"))
    t2 = Task.load(write_task(tmp_path / "b", "q(2).\n", "pos(p(2)).\n",
                              "modeh(1, p(+n)).\nmodeb(1, q(+n)).\n"))
    assert holds(t1.module, "q", 1)
    assert not holds(t1.module, "q", 2)
    assert holds(t2.module, "q", 2)


def test_include_relative_to_bk(tmp_path):
    d = write_task(tmp_path / "inc", ":- include('facts.pl').\n", "pos(p(1)).\n",
                   "modeh(1, p(+n)).\nmodeb(1, q(+n)).\n")
    (d / "facts.pl").write_text("q(1).\n")
    t = Task.load(d)
    assert holds(t.module, "q", 1)


def test_add_background_and_examples_later(tmp_path):
    t = Task.load(write_task(tmp_path / "later", ":- dynamic q/1.\nq(1).\nr(1).\n",
                             "pos(p(1)).\n", "modeh(1, p(+n)).\nmodeb(1, q(+n)).\n"))
    t.add_background("q(7).\nq(8) :- true.\n")
    assert holds(t.module, "q", 7)
    assert holds(t.module, "q", 1)                               # added to, not replaced
    import pytest

    from ilp.errors import InputError
    with pytest.raises(InputError, match="static"):
        t.add_background("q(9).\nr(2).\n")                      # r/1 is static in bk.pl
    assert not holds(t.module, "q", 9)                           # nothing of it stays
    pos, neg = t.add_examples(["p(7)"], ["p(9)."])
    assert t.example_text(pos[0]) == "p(7)" and t.example_text(neg[0]) == "p(9)"
    with pytest.raises(InputError, match="syntax"):
        t.add_background("q(1.\n")
    # a worker rebuilding the task from its spec gets the same ids and background
    t2 = Task.from_spec(t.spec())
    assert t2.pos_ids == t.pos_ids and t2.neg_ids == t.neg_ids
    assert holds(t2.module, "q", 8)


def test_predicate_passes_python_values_and_returns_them():
    import pytest

    from ilp.engine import EngineError, IN, OUT, TEXT, Term, predicate
    concat = predicate("user", "string_concat", TEXT, TEXT, OUT)
    assert concat("naïve ", "café") == "naïve café"                 # UTF-8 both ways
    length = predicate("user", "string_length", TEXT, OUT)
    assert length("é") == 1                                         # one character, not two bytes
    same = predicate("user", "=", IN, OUT)
    value = [1, -2, 2 ** 70, 2.5, "atom", ["nested", [3]], Term("f", "a", [1, 2])]
    assert same(value) == value                                     # terms in, values out
    assert same(list(range(100))) == list(range(100))               # a long list of ints
    assert predicate("lists", "last", IN, OUT)([]) is None          # fails: None
    assert predicate("user", "atom", IN)("x") is True               # no output: True
    with pytest.raises(EngineError, match="existence_error"):
        predicate("user", "no_such_predicate_here", IN)("x")
    with pytest.raises(TypeError, match="takes 1 arguments"):
        length("a", "b")
    assert get_engine().call("user", "=", Out, 1) == [1]            # the engine is still fine


def test_call_marks_outputs_and_strings():
    from ilp.engine import Out, Text
    e = get_engine()
    assert e.call("user", "string_length", Text("é"), Out) == [1]
    assert e.call("user", "string_concat", Text("naïve "), Text("café"), Out) == ["naïve café"]
    assert e.call("user", "atom_string", "a b", Out) == ["a b"]     # a str is an atom
    assert e.call("user", "string", Text("s")) == [] and e.call("user", "string", "s") is None


def test_a_halt_in_user_code_raises_stopped(tmp_path):
    import pytest

    from ilp.engine import Stopped
    e = get_engine()
    module = e.new_module("halting")
    (tmp_path / "bk.pl").write_text("p :- halt.\n")
    assert e.load_file(module, tmp_path / "bk.pl") == []
    with pytest.raises(Stopped, match="halt/0"):
        e.call(module, "p")
    with pytest.raises(Stopped, match="bk.pl: calls halt/0"):
        e.check_stopped(str(tmp_path / "bk.pl"))                 # recorded, and reported once
    e.check_stopped("again")


def test_an_inference_limit_left_in_force_is_lifted():
    """A limit left set outside any call_with_inference_limit/3 (here set by hand, as an
    interrupt between the library's setting it and its catch/3 would leave it) makes plain
    calls raise inference_limit_exceeded: the engine lifts it and the call is answered."""
    e = get_engine()
    e.call("system", "$inference_limit", 1000, Out)
    assert e.call("user", "numlist", 1, 5000, Out) == [list(range(1, 5001))]
    assert e.call("user", "numlist", 1, 5000, Out) == [list(range(1, 5001))]
