"""Coverage of clauses, one Prolog query per clause (prolog/coverage.pl).

Examples are named by integer ids; example sets travel as Python ``frozenset``s.  Each example
is tested with once/1 under call_with_inference_limit/3: a clause that loops or explodes
counts as not covering the example and never hangs the learner.  A refinement covers a subset
of what its parent covers, so callers pass the parent's covered ids as candidates.
"""

from __future__ import annotations

import time

from ilp.engine import get_engine, quote, to_str


class Coverage:
    """Evaluates clause texts against example ids of one task; caches by clause key."""

    def __init__(self, task, inference_limit: int):
        self.task = task
        self.limit = int(inference_limit)
        self.engine = get_engine()
        self.cache: dict = {}
        self.calls = 0            # Prolog queries made
        self.tests = 0            # example tests made
        self.seconds = 0.0

    def covered(self, clause_text: str, candidates, key=None) -> frozenset[int]:
        """The ids among `candidates` that the clause covers.  `key` (hashable, canonical for
        the clause, e.g. its literal set with the bottom clause's id) enables the cache; a cached
        answer is reused when the new candidates are a subset of the cached ones."""
        candidates = frozenset(candidates)
        if key is not None:
            hit = self.cache.get(key)
            if hit is not None and candidates <= hit[0]:
                return hit[1] & candidates
        result = self._query(clause_text, candidates)
        if key is not None:
            self.cache[key] = (candidates, result)
        return result

    def _query(self, clause_text: str, candidates: frozenset[int]) -> frozenset[int]:
        if not candidates:
            return frozenset()
        start = time.perf_counter()
        ids = "[" + ",".join(map(str, sorted(candidates))) + "]"
        r = self.engine.once(
            f"ilp_coverage:ilp_covers_text({self.task.module}, {quote(clause_text)}, "
            f"{quote(ids)}, {self.limit}, C)")
        self.calls += 1
        self.tests += len(candidates)
        self.seconds += time.perf_counter() - start
        if r is None:
            return frozenset()
        text = to_str(r["C"]).strip("[]")
        return frozenset(int(x) for x in text.split(",")) if text else frozenset()

    def clear(self) -> None:
        self.cache.clear()

    @property
    def clauses_per_second(self) -> float:
        return self.calls / self.seconds if self.seconds else 0.0
