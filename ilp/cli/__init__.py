"""The `ilp` command line. Each subcommand lives in its own module under ilp/cli/."""

import errno
import os
import sys

import click

from ilp import __version__
from ilp.errors import InputError
from ilp.loader import load_object
from ilp.procs import ending, guard, stop_message, stop_reason

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
        # SIGTERM and SIGHUP end a command as Ctrl-C does: its workers and servers are stopped
        # in the `finally`s on the way out, partial results kept, and one line is printed;
        # limits hold inside Prolog calls too (ilp.procs)
        guard()
        try:
            return super().invoke(ctx)
        except InputError as err:
            click.echo(f"error: {err}", err=True)
            sys.exit(2)
        except KeyboardInterrupt:
            what, code = STOPS.get(stop_reason() or "interrupt", STOPS["interrupt"])
            kept = KEPT.get(ctx.invoked_subcommand, "")
            if code == 2:               # a limit, not a signal
                what = f"error: {stop_message() or what}"
            end = ENDS.get(ctx.invoked_subcommand, "stopped before the result was complete")
            click.echo(f"{what}: {end}{kept}", err=True)
            _quiet_stderr()
            ending()
            sys.exit(code)
        except OSError as err:          # standard output closed or full (a pipe, /dev/full)
            _quiet_stdout()
            if err.errno == errno.EPIPE:
                sys.exit(141)
            where = f"{err.filename}" if err.filename else "cannot write the output"
            click.echo(f"error: {where}: {err.strerror or err}", err=True)
            sys.exit(2)


# why a command stopped (ilp.procs.stop_reason) -> (the word for it, exit status)
STOPS = {"interrupt": ("interrupted", 130), "terminate": ("terminated", 143),
         "hangup": ("hung up", 129), "time": ("the run went past its time limit", 2)}
# how a command ends when stopped, where not "stopped before the result was complete" (a
# server runs until it is stopped)
ENDS = {"serve": "the server stopped"}
# what a stopped command keeps
KEPT = {"learn": " (a theory file keeps the last complete theory)",
        "play": " (the games played so far are reported above)"}


def _quiet_stderr() -> None:
    """After a stop, the message above is the last line: SWI-Prolog may warn, as the process
    ends, about the built-in the stop interrupted ("foreign predicate ... did not clear
    exception").  A process's own stderr only (not a test runner's captured stream)."""
    try:
        fd = sys.stderr.fileno()
        sys.stderr.flush()
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, fd)
    except (OSError, ValueError, AttributeError):   # io.UnsupportedOperation is both
        pass


def _quiet_stdout() -> None:
    """Point stdout at /dev/null, so that Python's final flush does not fail again."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        pass


@click.group(cls=LazyGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="ilp",
                      message="%(prog)s %(version)s (Python package mio-ilp-learner)")
def main():
    """Learn Minesweeper rules (or any task's theory) with a MIO-style ILP learner, and play with them."""
