"""Errors that mean "the user's input is wrong": the CLI prints them and exits with status 2."""


class InputError(Exception):
    """Bad input (a file, an option, a task directory). The message is shown to the user as is."""
