"""`ilp rules ...`: inspect learned theories (`show`) and apply them to positions (`apply`)."""

import click


@click.group()
def rules():
    """Inspect learned rule files and apply them to board positions."""


# Subcommands live in their own modules (one job each); register those that exist.
for _module, _name in (("ilp.cli.rules_show", "show"), ("ilp.cli.rules_apply", "apply")):
    try:
        rules.add_command(getattr(__import__(_module, fromlist=[_name]), _name))
    except ModuleNotFoundError as _err:
        if _err.name != _module:
            raise
