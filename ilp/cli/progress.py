"""When the CLI draws progress bars: on standard error, and only when it is a terminal (a bar
written to a log file is a run of carriage returns), never under ``--quiet``."""

import sys


def bars_wanted(quiet: bool = False) -> bool:
    return not quiet and sys.stderr.isatty()
