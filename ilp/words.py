"""Counts in messages: "1 clause", "2 clauses"."""


def plural(n: int, word: str, many: str | None = None) -> str:
    """`n` and `word`, in the plural unless `n` is 1 (`many`: an irregular plural)."""
    return f"{n} {word if n == 1 else (many or word + 's')}"
