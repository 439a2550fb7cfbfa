"""`ilp rules show RULEFILE...`: the clauses of theory files, readably, with names and coverage."""

from __future__ import annotations

import json

import click


@click.command()
@click.argument("rulefiles", nargs=-1, required=True, type=click.Path())
@click.option("--json", "as_json", is_flag=True, help="print a JSON document on stdout")
def show(rulefiles, as_json):
    """Show the named clauses of RULEFILES."""
    from ilp.theory import read_theory

    files = [(path, read_theory(path)) for path in rulefiles]
    if as_json:
        click.echo(json.dumps([{"file": str(p), "clauses": [c.as_dict() for c in cs]}
                               for p, cs in files], indent=1))
        return
    for path, clauses in files:
        click.echo(f"% {path}: {len(clauses)} clauses")
        for c in clauses:
            click.echo(c.comment())
            click.echo(c.text)
        click.echo("")
