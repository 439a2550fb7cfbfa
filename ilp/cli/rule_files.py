"""Rule files named on the command line: ``--rules FILE`` (repeatable), where the word
``default`` stands for the default learned theories shipped with the package (the safe and the
mine rules of ``ilp learn --target safe|mine --seed 1``: examples_gen/paths.py).  A file that
is really called ``default`` is given as ``./default``."""

from __future__ import annotations

DEFAULT = "default"
HELP = ("Rule file (a learned theory of safe/2 and/or mine/2); repeatable. "
        f"'--rules {DEFAULT}': the default learned theories shipped with ilp.")


def default_rules() -> list[str]:
    from examples_gen.paths import DEFAULT_RULES

    return [str(p) for p in DEFAULT_RULES]


def rule_files(rules, default_when_none: bool = False) -> list[str]:
    """The files of `rules`, each `default` replaced by the default theories; no rules at all
    gives the default theories when `default_when_none`, else an empty list."""
    files: list[str] = []
    for name in rules:
        files += default_rules() if name == DEFAULT else [name]
    if not files and default_when_none:
        files = default_rules()
    return list(dict.fromkeys(files))        # `--rules default --rules default`: once
