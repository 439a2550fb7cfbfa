"""Coverage of clauses, one Prolog query per clause (prolog/coverage.pl).

Examples are named by integer ids; example sets travel as Python ``frozenset``s.  Each example
is tested with once/1 under call_with_inference_limit/3: a clause that loops or explodes
counts as not covering the example and never hangs the learner.  A refinement covers a subset
of what its parent covers, so callers pass the parent's covered ids as candidates.

The cache is keyed by a canonical form of the clause and remembers, per key, which ids were
tested and which of them are covered; a later question tests only ids never tested before.
``covered(..., stop_after=k)`` stops at the k-th covered example (enough to know a clause
covers too many negatives) and says whether the answer is complete.

Recursive tasks (ilp.task): a body literal of a target predicate is answered by the positive
examples (extensional coverage), so adding positives can change what a clause covers among the
examples tested before: the cache is emptied when the task's ``facts_version`` changes.
"""

from __future__ import annotations

import time

from ilp.engine import get_engine, quote, to_str


def _ids(text: str) -> frozenset[int]:
    text = text.strip().strip("[]")
    return frozenset(int(x) for x in text.split(",")) if text else frozenset()


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
        self.hits = 0             # answers taken from the cache entirely
        self.hits_partial = 0     # answers completed by testing only the new candidates
        self._facts = getattr(task, "facts_version", 0)

    def covered(self, clause_text, candidates, key=None) -> frozenset[int]:
        """The ids among `candidates` that the clause covers.  `clause_text` is the text or a
        function returning it (called only when Prolog must be asked).  `key` (hashable,
        canonical for the clause) enables the cache."""
        return self.covered_upto(clause_text, candidates, key)[0]

    def covered_upto(self, clause_text, candidates, key=None, stop_after: int | None = None):
        """(covered ids, complete).  With `stop_after` = k, testing stops once k candidates are
        known covered: then `complete` may be False and the set holds only those k."""
        candidates = frozenset(candidates)
        facts = getattr(self.task, "facts_version", 0)
        if facts != self._facts:          # new positives of a recursive target: stale answers
            self.cache.clear()
            self._facts = facts
        text_fn = clause_text if callable(clause_text) else (lambda: clause_text)
        tested, result = self.cache.get(key, (frozenset(), frozenset())) if key is not None \
            else (frozenset(), frozenset())
        known = result & candidates
        todo = candidates - tested
        if not todo:
            self.hits += 1
            return known, True
        if stop_after is not None and len(known) >= stop_after:
            self.hits += 1
            return known, False
        if tested:
            self.hits_partial += 1
        rest = None if stop_after is None else stop_after - len(known)
        more, done = self._query(text_fn(), todo, rest)
        if key is not None:
            self.cache[key] = (tested | done, result | more)
        return known | more, done == todo

    def _query(self, clause_text: str, candidates: frozenset[int], stop_after=None):
        """(covered, tested) among `candidates`."""
        if not candidates:
            return frozenset(), frozenset()
        start = time.perf_counter()
        ids = "[" + ",".join(map(str, sorted(candidates))) + "]"
        if stop_after is None:
            r = self.engine.once(
                f"ilp_coverage:ilp_covers_text({self.task.module}, {quote(clause_text)}, "
                f"{quote(ids)}, {self.limit}, C)")
        else:
            r = self.engine.once(
                f"ilp_coverage:ilp_covers_upto_text({self.task.module}, {quote(clause_text)}, "
                f"{quote(ids)}, {self.limit}, {int(stop_after)}, C)")
        self.calls += 1
        self.seconds += time.perf_counter() - start
        if r is None:
            self.tests += len(candidates)
            return frozenset(), candidates
        text = to_str(r["C"])
        if stop_after is None:
            self.tests += len(candidates)
            return _ids(text), candidates
        cov, _, tested = text.partition("/")
        tested = _ids(tested)
        self.tests += len(tested)
        return _ids(cov), tested

    def clear(self) -> None:
        self.cache.clear()

    @property
    def clauses_per_second(self) -> float:
        return self.calls / self.seconds if self.seconds else 0.0
