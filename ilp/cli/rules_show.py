"""`ilp rules show RULEFILE...`: the clauses of theory files, readably, with names and coverage.

Every file passes the theory check first (prolog/theory_check.pl), against the language of
``--modes MODES.pl`` when given; a Minesweeper rule file (heads safe/2 and mine/2) against the
Minesweeper language (background/modes.pl); any other file against the built-ins alone (the
background that defines its predicates is not at hand).
"""

from __future__ import annotations

import json

import click


def language_of(path, modes):
    """The language to check `path` against (see the module docstring)."""
    from ilp.modes import read_modes
    from ilp.theory import Language, read_theory

    if modes:
        return Language.of_modes(read_modes(modes)[0])
    heads = {c.head for c in read_theory(path)}
    if heads and heads <= {"safe/2", "mine/2"}:
        from examples_gen.rules_engine import language

        return language()
    return None


@click.command()
@click.argument("rulefiles", nargs=-1, required=True, type=click.Path())
@click.option("--modes", type=click.Path(dir_okay=False, exists=True), default=None,
              help="check the clauses against this modes file's language")
@click.option("--json", "as_json", is_flag=True, help="print a JSON document on stdout")
def show(rulefiles, modes, as_json):
    """Show the named clauses of RULEFILES ('default': the default learned theories shipped
    with ilp), each with its training coverage."""
    from ilp.cli.rule_files import rule_files
    from ilp.words import plural
    from ilp.theory import read_theory

    files = [(path, read_theory(path, language_of(path, modes))) for path in rule_files(rulefiles)]
    if as_json:
        click.echo(json.dumps([{"file": str(p), "clauses": [c.as_dict() for c in cs]}
                               for p, cs in files], indent=1))
        return
    for path, clauses in files:
        click.echo(f"% {path}: {plural(len(clauses), 'clause')}")
        for c in clauses:
            click.echo(c.comment())
            click.echo(c.text)
        click.echo("")
