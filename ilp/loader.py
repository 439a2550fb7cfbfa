"""Objects named ``"module:attribute"``: commands, samplers, strategies and target hooks are
plugged in by name, so the core never imports the domain, and spawn workers import what they
need themselves."""

from __future__ import annotations

import importlib

from ilp.errors import InputError


def load_object(spec: str, what: str = "object"):
    """The attribute named by ``"package.module:attribute"``; InputError naming `what` when
    the name is malformed, the module cannot be imported or has no such attribute.  An import
    error inside the module itself is not hidden: it says which module failed."""
    if not isinstance(spec, str) or spec.count(":") != 1 or not all(spec.split(":")):
        raise InputError(f"{what} {spec!r} must be given as module:attribute")
    module_name, attr = spec.split(":")
    try:
        module = importlib.import_module(module_name)
    except ImportError as err:
        raise InputError(f"{what} {spec}: cannot import {module_name}: {err}") from None
    try:
        return getattr(module, attr)
    except AttributeError:
        raise InputError(f"{what} {spec}: {module_name} has no attribute {attr}") from None
