"""The `ilp` command line. Each subcommand lives in its own module under ilp/cli/."""

import sys

import click

from ilp import __version__
from ilp.errors import InputError
from ilp.loader import load_object
from ilp.procs import Terminated, terminate_on_sigterm, terminated

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
    "test": "ilp.cli.test:test",
    "board": "ilp.cli.board:board",
}


class LazyGroup(click.Group):
    def list_commands(self, ctx):
        return sorted(COMMANDS)

    def get_command(self, ctx, name):
        return load_object(COMMANDS[name], "command") if name in COMMANDS else None

    def invoke(self, ctx):
        # SIGTERM ends a command as Ctrl-C does: its workers and servers are stopped in the
        # `finally`s on the way out, partial results kept, and one line is printed
        terminate_on_sigterm()
        try:
            return super().invoke(ctx)
        except InputError as err:
            click.echo(f"error: {err}", err=True)
            sys.exit(2)
        except KeyboardInterrupt as err:
            term = isinstance(err, Terminated) or terminated()
            click.echo(f"{'terminated' if term else 'interrupted'}: stopped before the result "
                       "was complete (a theory file keeps the last complete theory)", err=True)
            sys.exit(143 if term else 130)


@click.group(cls=LazyGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="ilp",
                      message="%(prog)s %(version)s (Python package mio-ilp-learner)")
def main():
    """Learn Minesweeper rules (or any task's theory) with a MIO-style ILP learner, and play with them."""
