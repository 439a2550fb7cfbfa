"""ilp: a MIO-style covering ILP learner driven from Python, evaluated by SWI-Prolog."""

__version__ = "0.1.0"
