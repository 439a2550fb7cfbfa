"""Command-line options made from the settings' own declarations: every field of
``ilp.settings.Settings`` (and of ``ilp.active.loop.ActiveOptions``) is an option with the
field's help text, so the command line and the settings never disagree.  Every option
defaults to None (not given): the value then comes from the task, the target or the
settings' default, resolved once (ilp.settings.resolve)."""

from __future__ import annotations

from dataclasses import MISSING, fields

import click


def _option(f, prefix: str = ""):
    name = prefix + f.name.replace("_", "-")
    help_text = f.metadata.get("help", "")
    default = f.metadata.get("cli_default") or (f.default if f.default is not MISSING
                                                  else None)
    if default not in (None, ""):
        help_text += f" [default: {default}]"
    kind = f.type if isinstance(f.type, str) else f.type.__name__
    if kind == "bool":
        return click.option(f"--{name}/--no-{name}", f.name, default=None, help=help_text)
    choices = f.metadata.get("choices")
    metavar = f.metadata.get("metavar")
    if choices and not metavar:
        typ = click.Choice(list(choices))
    else:   # a field with a metavar is checked by its dataclass (an `error: ...` message)
        typ = {"int": int, "float": float}.get(kind, str)
    return click.option(f"--{name}", f.name, type=typ, default=None, help=help_text,
                        metavar=metavar)


def dataclass_options(cls, skip=()):
    """A decorator adding one option per field of the dataclass `cls` (but `skip`)."""
    def decorate(func):
        for f in reversed(fields(cls)):
            if f.name not in skip:
                func = _option(f)(func)
        return func
    return decorate


def pop_fields(cls, kwargs: dict) -> dict:
    """Remove the options of `cls`'s fields from a command's keyword arguments; return those
    that were given (not None)."""
    out = {}
    for f in fields(cls):
        value = kwargs.pop(f.name, None)
        if value is not None:
            out[f.name] = value
    return out
