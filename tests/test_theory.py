"""Theory files: written atomically with named, commented clauses; read back with Prolog."""

import os
import subprocess

import pytest

from ilp.errors import InputError
from ilp.theory import NamedClause, portray, read_theory, write_theory
from tests._tasks import TASKS


def test_portray_names_variables_and_singletons():
    text = portray("p(V0,V1) :- q(V0,V2), r(V2), s(V3)")
    assert text.startswith("p(A, _) :-") and "s(_)" in text and text.rstrip().endswith(".")


def test_round_trip(tmp_path):
    cls = [NamedClause("eastbound_1", "eastbound/1", portray("eastbound(X) :- has_car(X,C), short(C)").rstrip(), 5, 1),
           NamedClause("eastbound_2", "eastbound/1", "eastbound(west6).", 1, 0)]
    f = tmp_path / "th.pl"
    write_theory(f, cls, header="learned by a test\nsecond line")
    text = f.read_text()
    assert "% eastbound_1: covers 5 positive, 1 negative\neastbound(A) :-" in text
    assert text.startswith("% learned by a test\n% second line\n")
    back = read_theory(f)
    assert [(c.name, c.head, c.pos, c.neg) for c in back] == \
        [("eastbound_1", "eastbound/1", 5, 1), ("eastbound_2", "eastbound/1", 1, 0)]
    assert back[0].text == cls[0].text
    assert not [p for p in os.listdir(tmp_path) if p.endswith(".tmp")]


def test_unnamed_clauses_get_default_names(tmp_path):
    f = tmp_path / "t.pl"
    f.write_text("p(X) :- q(X).\n% p_special\np(a).\nr(1).\n")
    assert [c.name for c in read_theory(f)] == ["p_1", "p_special", "r_1"]


def test_theory_files_are_data(tmp_path):
    """The theory check refuses what is not a clause of a learned language, naming the
    clause; a language restricts heads and calls further."""
    from ilp.theory import Language
    cases = [(":- dynamic foo/1.\np(a).\n", 1, "directives"),
             ("p(a).\np(X) :- shell('touch x'), q(X).\n", 2, "shell/1"),
             ("p(X) :- open(X, write, _).\n", 1, "open/3"),
             ("p(X) :- assertz(q(X)).\n", 1, "assertz/1"),
             ("p(X) :- call(X).\n", 1, "call/1"),
             ("p(X) :- system:halt.\n", 1, "module-qualified"),
             ("p(X) :- atom_codes(X, _).\n", 1, "atom_codes/2"),
             ("member(X, [X]).\n", 1, "built-in"),
             ("p(X) :- X.\n", 1, "variable")]
    for text, clause, what in cases:
        f = tmp_path / "t.pl"
        f.write_text(text)
        with pytest.raises(InputError, match=f"t.pl: clause {clause}: .*{what}"):
            read_theory(f)
    f.write_text("p(X) :- q(X, Y), Y > 2, \\+ r(Y), p(Y).\n")
    assert len(read_theory(f)) == 1
    lang = Language(heads=("p/1",), calls=("q/2",))
    with pytest.raises(InputError, match="r/1, which is not a predicate of the language"):
        read_theory(f, lang)
    assert len(read_theory(f, Language(("p/1",), ("q/2", "r/1")))) == 1
    with pytest.raises(InputError, match="the head q/2 is not one of"):
        f.write_text("q(1, 2).\n")
        read_theory(f, lang)


def test_bad_theory_files(tmp_path):
    with pytest.raises(InputError, match="does not exist"):
        read_theory(tmp_path / "none.pl")
    f = tmp_path / "bad.pl"
    f.write_text("p(X :- q.\n")
    with pytest.raises(InputError, match="syntax"):
        read_theory(f)


def test_written_theory_loads_without_warnings(tmp_path):
    cls = [NamedClause("eastbound_1", "eastbound/1",
                       portray("eastbound(T) :- has_car(T,C), has_car(T,D), short(C)").rstrip(), 1, 0)]
    f = tmp_path / "th.pl"
    write_theory(f, cls)
    r = subprocess.run(["swipl", "-g", "halt", str(TASKS / "trains" / "bk.pl"), str(f)],
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 0 and "Warning" not in r.stderr and "ERROR" not in r.stderr
