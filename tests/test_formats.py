"""Task layouts (contracts §3): ours, Popper's and Aleph's, as their users write them
(ilp/formats/, prolog/formats.pl): the 37 tasks of benchmarks/suite and small fixtures."""

import re
import subprocess
from pathlib import Path

import pytest

from ilp.engine import Out
from ilp.errors import InputError
from ilp.formats.aleph import ALEPH_DEFAULTS
from ilp.formats.popper import parse_bias, parse_term, split_statements
from ilp.learner import Learner
from ilp.settings import resolve
from ilp.task import Task
from tests._prolog import answers, defined, holds, value

ROOT = Path(__file__).resolve().parent.parent
SUITE = ROOT / "benchmarks" / "suite"


def _suite_table():
    """task -> (layout, train pos, train neg) from the suite's README table."""
    rows = {}
    for line in (SUITE / "README.md").read_text().splitlines():
        m = re.match(r"\| `([a-z0-9-]+)` \| \w+ \| (\w+) \| (\d+) / (\d+|-) \|", line)
        if m:
            rows[m.group(1)] = (m.group(2), int(m.group(3)),
                                0 if m.group(4) == "-" else int(m.group(4)))
    return rows


TABLE = _suite_table()
LAYOUT = {"ours": "ilp", "popper": "popper", "aleph": "aleph"}

# modes of the Popper tasks, after the rules of ilp/formats/popper.py (head + body modes)
POPPER_MODES = {
    "game-race-goal": 21,      # no directions: 9 body preds, arity 2 -> 3 modes, 1 -> 1, 3 -> 4
    "game-rps-score": 19,
    "kin-ancestor": 5, "kin-aunt": 9, "list-droplast": 6, "list-evens": 8, "list-reverse": 7,
    "list-sorted": 7, "noisy-hypernym": 4, "num-speeding": 7, "trains-two-rules": 17,
    "zendo-red-contact": 15,
}


def _task_path(d: Path) -> Path:
    bs = sorted(d.glob("*.b"))
    return bs[0].with_suffix("") if bs else d


def _declared_modes(d: Path) -> int:
    """Mode declarations written in modes.pl or NAME.b (ours and Aleph's: one line each)."""
    text = "".join(p.read_text() for p in [*d.glob("modes.pl"), *d.glob("*.b")])
    return len(re.findall(r"^(?::- )?mode[hb]?\(", text, re.MULTILINE))


def test_suite_table_is_complete():
    assert len(TABLE) == 37
    tasks = {d.name for d in SUITE.iterdir() if d.is_dir() and not d.name.startswith("_")}
    assert tasks == set(TABLE)


@pytest.mark.parametrize("name", sorted(TABLE))
def test_every_suite_task_loads(name):
    layout, npos, nneg = TABLE[name]
    d = SUITE / name
    task = Task.load(_task_path(d))
    assert task.layout == LAYOUT[layout]
    assert (len(task.pos_ids), len(task.neg_ids)) == (npos, nneg)
    modes = len(task.modeh) + len(task.modebs)
    if layout == "popper":
        assert modes == POPPER_MODES[name]
        assert task.settings["minpos"] == "1"
    else:
        assert modes == _declared_modes(d)
    assert len(task.modeh) == 1
    # every example is a real example atom of the target
    assert task.example_text(task.pos_ids[0]).startswith(task.modeh[0].name + "(")


def test_aleph_directory_or_stem_or_b_file():
    d = SUITE / "list-alleven"
    by_dir, by_stem, by_file = (Task.load(d), Task.load(d / "alleven"),
                                Task.load(d / "alleven.b"))
    assert by_dir.name == by_stem.name == by_file.name == "alleven"
    assert str(by_stem.directory) == str(d / "alleven")       # the path as given
    texts = [by_stem.example_text(i) for i in by_stem.pos_ids]
    assert texts == [by_dir.example_text(i) for i in by_dir.pos_ids]


def test_popper_droplast():
    task = Task.load(SUITE / "list-droplast")
    assert [str(m) for m in task.modeh] == ["modeh(1, droplast(+list, -list))"]
    assert [str(m) for m in task.modebs] == [
        "modeb(*, head(+list, -element))", "modeb(*, tail(+list, -list))",
        "modeb(1, empty(-list))", "modeb(*, cons(+element, +list, -list))",
        "modeb(*, droplast(+list, -list))"]
    assert task.recursive == ("droplast/2",)
    assert task.settings == {"clauselength": "6", "depth": "4", "max_vars": "5",
                             "max_clauses": "2", "minpos": "1"}
    # the bk is compiled in the task's module, the positives are facts of the target
    assert holds(task.module, "cons", 1, [2], [1, 2])
    assert holds(task.module, "droplast", [9, 7, 3, 5], [9, 7, 3])


def test_aleph_alleven_modes_and_determinations():
    task = Task.load(SUITE / "list-alleven" / "alleven")
    assert [str(m) for m in task.modeh + task.modebs] == [
        "modeh(1, alleven(+list))", "modeb(1, empty(+list))",
        "modeb(1, components(+list, -int, -list))", "modeb(1, even(+int))",
        "modeb(1, odd(+int))", "modeb(1, alleven(+list))"]
    assert task.recursive == ("alleven/1",)
    # Aleph's default minpos (1) where the file sets none
    assert task.settings == {"i": "2", "clauselength": "4", "noise": "0", "minpos": "1"}
    assert task.warnings == []


def test_aleph_positive_only_and_structured_modes():
    zendo = Task.load(SUITE / "zendo-pyramid-left" / "zendo")
    assert zendo.neg_ids == [] and len(zendo.pos_ids) == 40
    assert zendo.settings["evalfn"] == "posonly"
    counter = Task.load(SUITE / "game-counter-next" / "counter")
    eq = [m for m in counter.modebs if m.indicator == "=/2"]
    assert len(eq) == 1 and [a.kind for a in eq[0].args] == ["in", "const"]
    nextel = Task.load(SUITE / "list-nextel" / "nextel")
    eq = [m for m in nextel.modebs if m.indicator == "=/2"]
    assert [(a.kind, a.type) for a in eq[0].args] == [("in", "list"), ("out", "int"),
                                                      ("out", "list")]


def test_aleph_lazy_evaluate():
    task = Task.load(SUITE / "num-discount" / "discount")
    assert sorted(answers(task.module, "$ilp_lazy", 2)) == [("gteq", 2), ("lteq", 2)]
    # the bk's Aleph-style lazy clause and the plain comparison both work
    assert value(task.module, "gteq", [[70, 80], [20]], Out) == 70
    assert holds(task.module, "gteq", 70, 65)


def test_popper_one_variable_of_a_type_is_honoured(capsys):
    # ":- clause(C), #count{V : var_type(C,V,state)} != 1.": the state is the head's only
    task = Task.load(SUITE / "zendo-red-contact")
    assert "warning:" not in capsys.readouterr().err
    state_args = [a for m in task.modebs for a in m.args if a.type == "state"]
    assert state_args and all(a.kind == "in" for a in state_args)


def test_popper_unread_constraints_warn_once(tmp_path, capsys):
    bias = ("head_pred(f,1).\nbody_pred(p,2).\n:- body_literal(0,_,2,_).\n"
            ":- clause(C), not meta_clause(C).\n")
    Task.load(popper_task(tmp_path / "t", bias, bk="p(1, 2).\n", exs="pos(f(1)).\n"))
    err = capsys.readouterr().err
    assert err.count("warning:") == 1
    assert "bias.pl: 2 statements ignored" in err and "body_literal(0,_,2,_)" in err


@pytest.mark.parametrize("path", [SUITE / "list-droplast", SUITE / "list-dropk" / "dropk",
                                  SUITE / "list-last"])
def test_from_spec_rebuilds_every_layout(path):
    task = Task.load(path)
    task.add_examples([task.example_text(task.pos_ids[0])], [])
    copy = Task.from_spec(task.spec())
    assert copy.layout == task.layout and copy.name == task.name
    assert [copy.example_text(i) for i in copy.pos_ids + copy.neg_ids] == \
        [task.example_text(i) for i in task.pos_ids + task.neg_ids]


# -- Popper fixtures -------------------------------------------------------------------------
def popper_task(d: Path, bias: str, bk="p(1, 2).\nq(1).\n",
                exs="pos(f(1, 2)).\nneg(f(2, 1)).\n") -> Path:
    d.mkdir(parents=True, exist_ok=True)
    (d / "bias.pl").write_text(bias)
    (d / "bk.pl").write_text(bk)
    (d / "exs.pl").write_text(exs)
    return d


def test_popper_without_directions_gives_both_ways(tmp_path):
    d = popper_task(tmp_path / "t", "head_pred(f,2).\nbody_pred(p,2).\nbody_pred(q,1).\n"
                                    "type(f,(a,a)).\ntype(p,(a,a)).\ntype(q,(a,)).\n")
    task = Task.load(d)
    assert [str(m) for m in task.modeh + task.modebs] == [
        "modeh(1, f(+a, +a))", "modeb(1, p(+a, +a))", "modeb(*, p(+a, -a))",
        "modeb(*, p(-a, +a))", "modeb(1, q(+a))"]
    # Popper's defaults: max_body 6 -> clause length 7, depth 4, max_vars 6
    assert task.settings == {"clauselength": "7", "depth": "4", "max_vars": "6", "minpos": "1"}


def test_popper_partial_types_become_any(tmp_path, capsys):
    d = popper_task(tmp_path / "t", "head_pred(f,2).\nbody_pred(p,2).\nbody_pred(q,1).\n"
                                    "type(f,(a,a)).\ndirection(p,(in,out)).\n"
                                    "direction(q,(in,)).\n")
    task = Task.load(d)
    assert [str(m) for m in task.modeh + task.modebs] == [
        "modeh(1, f(+any, +any))", "modeb(*, p(+any, -any))", "modeb(1, q(+any))"]
    assert "types for some predicates only" in capsys.readouterr().err


def test_popper_partial_directions_warn(tmp_path, capsys):
    d = popper_task(tmp_path / "t", "head_pred(f,2).\nbody_pred(p,2).\nbody_pred(q,1).\n"
                                    "direction(q,(in,)).\n")
    task = Task.load(d)
    assert [str(m) for m in task.modebs] == [
        "modeb(1, p(+any, +any))", "modeb(*, p(+any, -any))", "modeb(*, p(-any, +any))",
        "modeb(1, q(+any))"]
    assert "directions for some predicates only (none for p/2)" in capsys.readouterr().err


def test_popper_recursion_pi_and_ignored_statements(tmp_path, capsys):
    bias = """% a comment.  with dots.
max_body(2). max_vars(4).
head_pred(f,2).
body_pred(p,2).
body_pred(f,2).      % the head: recursion
enable_pi.
direction(f,(in,out)).
direction(p,(in,out)).
only_once(p).
:- body_literal(0,_,2,_).
:- clause(C), #count{V : clause_var(C,V)} > 3.
%* a block
   comment. *%
"""
    task = Task.load(popper_task(tmp_path / "t", bias))
    assert [str(m) for m in task.modeh + task.modebs] == [
        "modeh(1, f(+any, -any))", "modeb(*, p(+any, -any))", "modeb(*, f(+any, -any))"]
    assert task.recursive == ("f/2",)
    assert task.settings == {"clauselength": "3", "depth": "2", "max_vars": "4", "minpos": "1"}
    err = capsys.readouterr().err
    assert "enable_pi" in err
    ignored = [line for line in err.splitlines() if "ignored" in line and "bias.pl" in line]
    assert len(ignored) == 1
    assert "3 statements ignored" in ignored[0] and "only_once(p)" in ignored[0]


def test_popper_zero_input_only_for_unary_out(tmp_path, capsys):
    d = popper_task(tmp_path / "t", "head_pred(f,2).\nbody_pred(p,2).\nbody_pred(q,1).\n"
                                    "direction(f,(in,in)).\ndirection(p,(out,out)).\n"
                                    "direction(q,(out,)).\n")
    task = Task.load(d)
    assert [str(m) for m in task.modebs] == [
        "modeb(1, p(+any, +any))", "modeb(*, p(+any, -any))", "modeb(*, p(-any, +any))",
        "modeb(1, q(-any))"]
    assert "no input argument" in capsys.readouterr().err


@pytest.mark.parametrize("statement", ["magic_value_type(int).", "magic_value(p,2).",
                                       "magic_value_all."])
def test_popper_magic_values_refused_through_the_cli(tmp_path, statement):
    d = popper_task(tmp_path / "t", f"head_pred(f,2).\nbody_pred(p,2).\n{statement}\n")
    r = subprocess.run([str(ROOT / ".venv/bin/ilp"), "learn", "--task", str(d)],
                       check=False, capture_output=True, text=True, timeout=120)
    assert r.returncode == 2
    assert r.stderr.startswith(f"error: task {d}: bias.pl: line 3:")
    assert statement.split("(")[0].rstrip(".") in r.stderr
    assert "Traceback" not in r.stderr


def test_popper_constants_are_unary_body_predicates(tmp_path):
    # Popper's IGGP examples: constant(P, T) with the rules that make P a body predicate of
    # type T; the same meaning without the rules
    rules = "body_pred(P,1) :- constant(P,_).\ntype(P,(T,)) :- constant(P,T).\n"
    for extra in (rules, ""):
        d = popper_task(tmp_path / f"t{len(extra)}",
                        "head_pred(f,2).\nbody_pred(p,2).\ntype(f,(ex,int)).\n"
                        "type(p,(ex,int)).\nconstant(c5,int).\n" + extra,
                        bk="p(1,5).\np(2,6).\nc5(5).\n",
                        exs="pos(f(1,5)).\nneg(f(2,6)).\n")
        task = Task.load(d)
        assert "modeb(1, c5(+int))" in [str(m) for m in task.modebs]
        theory = Learner().fit(task).clauses_
        assert theory and "c5(" in theory[0]


@pytest.mark.parametrize("bias, message", [
    ("body_pred(p,2).\n", "no head_pred"),
    ("head_pred(f,2).\nbody_pred(p).\n", "body_pred takes 2 arguments"),
    ("head_pred(f,2).\ndirection(f,(in,up)).\n", "in or out"),
    ("head_pred(f,2).\ntype(f,(a,)).\n", "type(f, ...) gives 1 arguments for f/2"),
    ("head_pred(f,2)\n", "no final '.'"),
    ("head_pred(f,2)).\n", "unbalanced"),
    ("head_pred(f,2).\nbody_pred(zz,1).\n", "bk.pl defines no zz/1 (named by body_pred)"),
])
def test_popper_bad_bias(tmp_path, bias, message):
    with pytest.raises(InputError, match=re.escape(message)):
        Task.load(popper_task(tmp_path / "t", bias))


def test_clingo_statements_and_terms():
    text = 'a(1..3). b("x. y"). c((t,)).\n%* x. *% d :- e. f(A) :- g(A).\n#defined h/1.'
    assert [s for _, s in split_statements(text)] == [
        "a(1..3)", 'b("x. y")', "c((t,))", "d :- e", "f(A) :- g(A)", "#defined h/1"]
    assert parse_term("type(p,(list,))").args == ("p", ("list",))
    assert parse_term("direction(p,(in,out))").args == ("p", ("in", "out"))
    assert parse_term("type(p,(list))").args == ("p", "list")
    assert parse_term(":- body_literal(0,_,2,_)") is None
    assert parse_term("a(1..3)") is None
    bias = parse_bias("head_pred(f,1). body_pred(g,1). max_body(3).")
    assert bias.heads == [("f", 1)] and bias.max_body == 3 and not bias.ignored


# -- Aleph fixtures --------------------------------------------------------------------------
def aleph_task(d: Path, b: str, f="p(2).\np(4).\n", n: str | None = "p(3).\n",
               name="t") -> Path:
    d.mkdir(parents=True, exist_ok=True)
    (d / f"{name}.b").write_text(b)
    if f is not None:
        (d / f"{name}.f").write_text(f)
    if n is not None:
        (d / f"{name}.n").write_text(n)
    return d / name


ALEPH_B = """:- use_module(library(clpfd)).
:- set(i, 2).
:- set(search, rls).
:- set(evalfn, laplace).
:- mode(1, p(+int)).
:- modeb(1, q(+int, -int)).
:- modeb(1, not(r(+int))).
:- modeb(1, s(+int)).
:- modeb(*, t(+int, #int)).
:- commutative(q/2).
:- determination(p/1, q/2).
:- determination(p/1, r/1).
:- determination(p/1, t/2).
:- determination(p/1, zz/3).
:- determination(p/1, p/1).
q(X, Y) :- Y #= X * 2.
r(3).
s(_).
t(X, Y) :- Y #>= X.
false :- r(4).
"""


def test_aleph_declarations(tmp_path, capsys):
    stem = aleph_task(tmp_path / "a", ALEPH_B, f="p(2).\n% a comment\np(4).\n")
    task = Task.load(stem)
    # mode/2 is a modeh and a modeb; not/1 is \+; s/1 has no determination: dropped
    assert [str(m) for m in task.modeh + task.modebs] == [
        "modeh(1, p(+int))", "modeb(1, p(+int))", "modeb(1, q(+int, -int))",
        "modeb(1, \\+r(+int))", "modeb(*, t(+int, #int))"]
    assert [m.negated for m in task.modebs] == [False, False, True, False]
    assert task.recursive == ("p/1",)
    assert task.settings == {"i": "2", "search": "greedy", "evalfn": "laplace", "minpos": "1",
                             "clauselength": "4"}
    assert (len(task.pos_ids), len(task.neg_ids)) == (2, 1)
    assert value(task.module, "q", 3, Out) == 6                          # clpfd in the bk
    assert holds(task.module, "t", 1, 5)
    assert holds(task.module, "p", 4)                                     # positives as facts
    # the recorders are gone again
    assert not defined(task.module, "modeb", 2)
    err = capsys.readouterr().err
    assert "zz/3" in err and "s/1 not used" in err and "commutative/1" in err
    assert "integrity constraints" in err


def test_aleph_without_determinations_keeps_every_modeb(tmp_path, capsys):
    b = ":- modeh(1, p(+int)).\n:- modeb(1, s(+int)).\n:- modeb(1, u(+int)).\ns(2).\nu(4).\n"
    task = Task.load(aleph_task(tmp_path / "a", b))
    assert [m.indicator for m in task.modebs] == ["s/1", "u/1"]
    assert "no determination" in capsys.readouterr().err


def test_aleph_positive_only_without_n(tmp_path):
    task = Task.load(aleph_task(tmp_path / "a", ":- modeh(1, p(+int)).\n", n=None))
    assert task.neg_ids == [] and len(task.pos_ids) == 2


def test_aleph_pack_single_file(tmp_path):
    f = tmp_path / "train.pl"
    f.write_text(""":- use_module(library(aleph)).
:- aleph.
:- aleph_set(i, 2).
:- modeh(1, eastbound(+train)).
:- modeb(*, has_car(+train, -car)).
:- modeb(1, short(+car)).
:- determination(eastbound/1, has_car/2).
:- determination(eastbound/1, short/1).
:- begin_bg.
has_car(t1, c1). has_car(t2, c2).
short(c1).
:- end_bg.
:- begin_in_pos.
eastbound(t1).
:- end_in_pos.
:- begin_in_neg.
eastbound(t2).
:- end_in_neg.
:- aleph_read_all.
""")
    task = Task.load(f)
    assert task.layout == "aleph" and task.name == "train"
    assert [task.example_text(i) for i in task.pos_ids] == ["eastbound(t1)"]
    assert [task.example_text(i) for i in task.neg_ids] == ["eastbound(t2)"]
    assert task.settings == {"i": "2", **ALEPH_DEFAULTS}
    assert holds(task.module, "has_car", "t1", "c1")
    assert not defined(task.module, "eastbound", 1)


@pytest.mark.parametrize("b, message", [
    (":- modeh(1, p(+int)).\n:- set(search, false).\n", "search false"),
    (":- modeh(1, p(+int)).\n:- set(abduce, true).\n", "abduction"),
    (":- modeh(1, p(+int)).\n:- set(fancy, 3).\n", "setting fancy (Aleph's)"),
    (":- modeh(1, p(+int)).\n:- set(evalfn, gini).\n", None),      # Settings refuse it later
    (":- modeb(1, p(+int)).\n", "declares no modeh"),
    (":- modeh(1, p(+int)).\n:- modeb(1, zz(+int)).\n", "t.b defines no zz/1"),
])
def test_aleph_refusals(tmp_path, b, message):
    stem = aleph_task(tmp_path / "a", b)
    if message is None:
        assert Task.load(stem).settings == {"evalfn": "gini", **ALEPH_DEFAULTS}
        return
    with pytest.raises(InputError, match=re.escape(message)):
        Task.load(stem)


def test_aleph_depth_and_tree_settings_ignored(tmp_path, capsys):
    b = (":- modeh(1, p(+int)).\n:- set(depth, 30).\n:- set(prune_tree, true).\n"
         ":- set(confidence, 0.25).\n:- set(nodes, 100).\n")
    task = Task.load(aleph_task(tmp_path / "a", b))
    assert task.settings == {"nodes": "100", **ALEPH_DEFAULTS}
    err = capsys.readouterr().err
    assert "set(depth, 30) ignored" in err
    assert "prune_tree, confidence ignored (tree learning)" in err


def test_aleph_syntax_error_exits_2(tmp_path):
    stem = aleph_task(tmp_path / "a", ":- modeh(1, p(+int)).\nq(1.\n")
    r = subprocess.run([str(ROOT / ".venv/bin/ilp"), "learn", "--task", str(stem)],
                       check=False, capture_output=True, text=True, timeout=120)
    assert r.returncode == 2
    assert r.stderr.startswith(f"error: task {stem}: t.b: syntax error")
    assert "Traceback" not in r.stderr


def test_aleph_bad_examples_and_files(tmp_path):
    ok = ":- modeh(1, p(+int)).\n"
    with pytest.raises(InputError, match=r"missing t\.f"):
        Task.load(aleph_task(tmp_path / "nof", ok, f=None))
    with pytest.raises(InputError, match=r"t\.n: term 2 is not an example atom: 3"):
        Task.load(aleph_task(tmp_path / "badn", ok, n="p(1).\n3.\n"))
    with pytest.raises(InputError, match=r"t\.f: syntax error"):
        Task.load(aleph_task(tmp_path / "synf", ok, f="p(1.\n"))
    with pytest.raises(InputError, match=r"t\.f has no positive example"):
        Task.load(aleph_task(tmp_path / "nopos", ok, f="% none\n"))
    two = tmp_path / "two"
    aleph_task(two, ok, name="x")
    aleph_task(two, ok, name="y")
    with pytest.raises(InputError, match=r"holds 2 Aleph background files \(x\.b, y\.b\)"):
        Task.load(two)


def test_no_layout_names_the_expected_files(tmp_path):
    d = tmp_path / "d"
    d.mkdir()
    (d / "bk.pl").write_text("q(1).\n")
    with pytest.raises(InputError, match="no task layout found") as info:
        Task.load(d)
    for part in ("modes.pl", "bias.pl", "NAME.b", "NAME.f"):
        assert part in str(info.value)
    with pytest.raises(InputError, match="does not exist"):
        Task.load(tmp_path / "nothing")


# -- mistakes in task files (named, with file and line) -------------------------------------
def test_non_ground_examples_are_refused_with_file_and_line(tmp_path):
    d = tmp_path / "ours"
    d.mkdir()
    (d / "bk.pl").write_text("p(1).\n")
    (d / "exs.pl").write_text("pos(f(1)).\npos(f(X)).\n")
    (d / "modes.pl").write_text("modeh(1, f(+t)).\nmodeb(1, p(+t)).\n")
    with pytest.raises(InputError, match=r"exs\.pl: line 2: example pos\(f\(X\)\) is not ground"):
        Task.load(d)
    p = popper_task(tmp_path / "popper", "head_pred(f,2).\nbody_pred(p,2).\n",
                    exs="neg(f(2, 1)).\n\npos(f(1, Y)).\n")
    with pytest.raises(InputError, match=r"exs\.pl: line 3: example pos\(f\(1,Y\)\)"):
        Task.load(p)
    stem = aleph_task(tmp_path / "aleph", ":- modeh(1, p(+int)).\n:- modeb(1, q(+int)).\nq(2).\n",
                      f="p(2).\np(_Any).\n")
    with pytest.raises(InputError, match=r"t\.f: line 2: example p\(_Any\) is not ground"):
        Task.load(stem)


def test_a_line_that_is_not_prolog_in_exs_is_skipped_with_a_warning(tmp_path, capsys):
    d = popper_task(tmp_path / "t", "head_pred(f,2).\nbody_pred(p,2).\n",
                    exs="#T1\npos(f(1, 2)).\nneg(f(2, 1)).\n")
    task = Task.load(d)
    assert len(task.pos_ids) == 1 and len(task.neg_ids) == 1     # nothing after it lost
    assert "exs.pl: line 1: #T1: syntax error" in capsys.readouterr().err


def test_types_no_mode_consumes_are_named(tmp_path, capsys):
    d = tmp_path / "t"
    d.mkdir()
    (d / "bk.pl").write_text("parent(a, b).\nparent(b, c).\n")
    (d / "exs.pl").write_text("pos(gp(a, c)).\nneg(gp(a, b)).\n")
    (d / "modes.pl").write_text("modeh(1, gp(+person, +person)).\n"
                                "modeb(*, parent(+person, -persn)).\n")
    Task.load(d)
    err = capsys.readouterr().err
    assert "type persn (modeb(*, parent(+person, -persn))) is taken as an input by no mode" in err
    p = popper_task(tmp_path / "p", "head_pred(f,2).\nbody_pred(p,2).\n"
                    "type(f,(list,elem)).\ntype(p,(list,elemnt)).\n")
    Task.load(p)
    # the head's elem is used by no body predicate (Popper's p takes elemnt)
    assert "type elem (modeh(1, f(+list, +elem))) is taken as an input by no mode" in \
        capsys.readouterr().err


@pytest.mark.parametrize("bias, line, after", [
    ("head_pred(f,2)\nbody_pred(p,2).\n", 1, "head_pred(f,2)"),
    ("head_pred(f,2).\n\nbody_pred(p,2)\ntype(p,(a,b)).\n", 3, "body_pred(p,2)"),
])
def test_a_missing_dot_in_bias_is_a_syntax_error_with_its_line(tmp_path, bias, line, after):
    with pytest.raises(InputError, match=re.escape(f"bias.pl: line {line}: syntax error: "
                                                   f"a '.' is missing after {after}")):
        Task.load(popper_task(tmp_path / "t", bias))


@pytest.mark.parametrize("constraint, expected", [
    # Popper's filter example: the predicates named by facts, at most once each
    ("only_once(P),\n    clause(C),\n    #count{Vars : body_literal(C,P,A,Vars)} > 1",
     {("p", 2): 1, ("q", 1): 1}),
    ("clause(C), #count{Vars : body_literal(C,p,A,Vars)} >= 3", {("p", 2): 2}),
    ("clause(C), #count{Vars : body_literal(C,q,1,Vars)} > 0", {("q", 1): 0}),
    # another arity than the body predicate's: nothing to bound
    ("clause(C), #count{Vars : body_literal(C,p,3,Vars)} > 1", {}),
])
def test_popper_occurrence_limits_become_max_occurs(tmp_path, capsys, constraint, expected):
    bias = ("head_pred(f,1).\nbody_pred(p,2).\nbody_pred(q,1).\nbody_pred(r,1).\n"
            + ("only_once(p).\nonly_once(q).\n" if "only_once" in constraint else "")
            + f":- {constraint}.\n")
    task = Task.load(popper_task(tmp_path / "t", bias, bk="p(1, 2).\nq(1).\nr(1).\n",
                                 exs="pos(f(1)).\n"))
    assert resolve(task.settings).occurs_limits() == expected
    assert "warning:" not in capsys.readouterr().err


def test_popper_clause_specific_counts_stay_ignored(tmp_path, capsys):
    # a count on one clause of Popper's program (clause 0) bounds no clause we generate
    bias = ("head_pred(f,1).\nbody_pred(p,2).\n"
            ":- #count{Vars : body_literal(0,p,A,Vars)} > 1.\n")
    task = Task.load(popper_task(tmp_path / "t", bias, bk="p(1, 2).\n", exs="pos(f(1)).\n"))
    assert "max_occurs" not in task.settings
    assert "1 statement ignored" in capsys.readouterr().err


@pytest.mark.parametrize("over,body", [({}, 1), ({"singletons": False}, 2),
                                       ({"head_vars_in_body": True}, 1)])
def test_singleton_variables_only_where_the_settings_allow(tmp_path, over, body):
    # f(A) :- p(A,_) is the shortest exact clause; with Popper's rule against singletons the
    # learner must use p's second argument: f(A) :- p(A,B), q(B)
    bias = ("head_pred(f,1).\nbody_pred(p,2).\nbody_pred(q,1).\ntype(f,(a,)).\n"
            "type(p,(a,b)).\ntype(q,(b,)).\ndirection(f,(in,)).\ndirection(p,(in,out)).\n"
            "direction(q,(in,)).\n")
    d = popper_task(tmp_path / "t", bias,
                    bk="p(1,x).\np(2,y).\np(3,z).\nq(x).\nq(y).\nq(z).\n",
                    exs="pos(f(1)).\npos(f(2)).\npos(f(3)).\nneg(f(4)).\nneg(f(5)).\n")
    learner = Learner({"seed": 0, **over}).fit(Task.load(d))
    assert len(learner.clauses_) == 1 and learner.uncovered_ == []
    assert learner.clauses_[0].count("(") - 1 == body, learner.clauses_
