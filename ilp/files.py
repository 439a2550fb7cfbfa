"""Output files: checked before any work starts, written atomically.

A learning run may take minutes: a path it cannot write must be refused at once, not after
the work is done (``check_output``).  Results are written to a temporary file in the same
directory and renamed over the target (``write_atomic``), so a reader never sees half a file
and an interrupted run never leaves an empty one in place of a good one.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from ilp.errors import InputError

FILE_MODE = 0o644          # as any other output (mkstemp's 0600 would hide results from others)


def check_output(path, what: str = "output") -> Path:
    """`path` as a Path, after checking that a file can be written there: its directory
    exists and is writable, and the path is not a directory or an unwritable file."""
    path = Path(path)
    directory = path.parent if str(path.parent) else Path(".")
    if path.is_dir():
        raise InputError(f"cannot write the {what} to {path}: it is a directory")
    if not directory.is_dir():
        raise InputError(f"cannot write the {what} to {path}: {directory} is not a directory")
    if path.exists() and (not path.is_file() or not os.access(path, os.W_OK)):
        raise InputError(f"cannot write the {what} to {path}: not a writable regular file")
    try:                # the temporary file write_atomic needs, created and removed again
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=directory)
    except OSError as err:
        raise InputError(f"cannot write the {what} to {path}: {err.strerror}") from None
    os.close(fd)
    os.unlink(tmp)
    if path.exists() and path.stat().st_dev != os.stat(directory).st_dev:
        raise InputError(f"cannot write the {what} to {path}: not a writable regular file")
    return path


def check_output_dir(path, what: str = "output directory") -> Path:
    """`path` as a Path, after making sure it is a directory files can be written to: made
    (with its parents) when missing, refused at once when it cannot be."""
    path = Path(path)
    if path.exists() and not path.is_dir():
        raise InputError(f"cannot write the {what} to {path}: it exists and is not a directory")
    try:
        path.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=".ilp-check.", dir=path)
    except OSError as err:
        raise InputError(f"cannot write the {what} to {path}: {err.strerror or err}") from None
    os.close(fd)
    os.unlink(tmp)
    return path


def write_atomic(path, text: str, mode: int = FILE_MODE) -> None:
    """Write `text` to `path` atomically: a temp file in the same directory, then rename."""
    path = Path(path)
    directory = path.parent if str(path.parent) else Path(".")
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=directory)
    except OSError as err:
        raise InputError(f"cannot write {path}: {err.strerror}") from None
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
        os.chmod(tmp, mode)
        os.replace(tmp, path)
    except BaseException as err:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        if isinstance(err, OSError):
            raise InputError(f"cannot write {path}: {err.strerror or err}") from None
        raise
