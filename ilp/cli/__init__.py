"""The `ilp` command line. Each subcommand lives in its own module under ilp/cli/."""

import importlib
import sys

import click

from ilp.errors import InputError

# name -> "module:function"; imported lazily so `ilp --help` and each command start fast
# and a command's heavy imports (Prolog, numpy) are paid only when it runs.
COMMANDS = {
    "gen": "ilp.cli.gen:gen",
    "solve": "ilp.cli.solve:solve",
    "play": "ilp.cli.play:play",
    "learn": "ilp.cli.learn:learn",
    "rules": "ilp.cli.rules:rules",
    "advise": "ilp.cli.advise:advise",
    "serve": "ilp.cli.serve:serve",
}


class LazyGroup(click.Group):
    def list_commands(self, ctx):
        return sorted(name for name in COMMANDS if self._load(name) is not None)

    def get_command(self, ctx, name):
        return self._load(name)

    @staticmethod
    def _load(name):
        target = COMMANDS.get(name)
        if target is None:
            return None
        module, attr = target.split(":")
        try:
            return getattr(importlib.import_module(module), attr)
        except ModuleNotFoundError as err:
            if err.name == module:  # command not built yet
                return None
            raise

    def invoke(self, ctx):
        try:
            return super().invoke(ctx)
        except InputError as err:
            click.echo(f"error: {err}", err=True)
            sys.exit(2)
        except KeyboardInterrupt:
            click.echo("interrupted", err=True)
            sys.exit(130)


@click.group(cls=LazyGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="mio-ilp-learner")
def main():
    """Learn Minesweeper rules (or any task's theory) with a MIO-style ILP learner, and play with them."""
