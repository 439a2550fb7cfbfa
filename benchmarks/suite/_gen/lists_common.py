"""Helpers of the list task generators (lists.py, lists_aleph.py)."""

from __future__ import annotations


def rlist(rng, lo, hi, elems=range(10)):
    return [rng.choice(list(elems)) for _ in range(rng.randint(lo, hi))]


def collect(gen, n, key=str):
    """n distinct items from the generator function gen() (None = rejected)."""
    out, seen = [], set()
    tries = 0
    while len(out) < n:
        tries += 1
        if tries > 100000:
            raise RuntimeError("collect: not enough distinct items")
        x = gen()
        if x is None or key(x) in seen:
            continue
        seen.add(key(x))
        out.append(x)
    return out


# ---------------------------------------------------------------------------------------
# Background of the three layouts
