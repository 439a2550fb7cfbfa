"""Coverage of clauses, one Prolog query per clause (prolog/coverage.pl).

Examples are named by integer ids; example sets travel as Python ``frozenset``s.  Each example
is tested with once/1 under call_with_inference_limit/3: a clause that loops or explodes
counts as not covering the example and never hangs the learner.  A refinement covers a subset
of what its parent covers, so callers pass the parent's covered ids as candidates.

The cache is keyed by a canonical form of the clause and remembers, per key, which ids were
tested and which of them are covered; a later question tests only ids never tested before.
``covered(..., stop_after=k)`` stops at the k-th covered example (enough to know a clause
covers too many negatives) and says whether the answer is complete; ``covered_atleast``
stops as soon as the clause is known to cover fewer than a given number (enough to know
that a clause cannot beat the best of a search).

Lazy literals (ilp.lazy): ``lazy_options`` asks one query per clause for the candidate
constants and what each covers; its answers are cached apart, keyed by the clause's canonical
key *and* the example ids asked (the candidates depend on which positives are asked), so a
clause with a lazy literal and its version with a chosen constant are never confused.

Recursive tasks (ilp.task): a body literal of a target predicate is answered by the positive
examples (extensional coverage), so adding positives can change what a clause covers among the
examples tested before: the cache is emptied when the task's ``facts_version`` changes.
"""

from __future__ import annotations

import time
from array import array

from ilp.engine import IN, OUT, TEXT, predicate

_KEPT_IDS = 4                    # candidate arrays kept (Coverage._ids)

_covers = predicate("ilp_coverage", "ilp_covers", IN, TEXT, IN, IN, OUT)
_covers_upto = predicate("ilp_coverage", "ilp_covers_upto", IN, TEXT, IN, IN, IN, OUT, OUT)
_covers_misses = predicate("ilp_coverage", "ilp_covers_misses", IN, TEXT, IN, IN, IN, OUT, OUT)
_lazy = predicate("ilp_coverage", "ilp_lazy", IN, TEXT, IN, IN, IN, OUT)
covers_atoms = predicate("ilp_coverage", "ilp_covers_atoms", IN, TEXT, TEXT, IN, OUT)


class Coverage:
    """Evaluates clause texts against example ids of one task; caches by clause key."""

    def __init__(self, task, inference_limit: int):
        self.task = task
        self.limit = int(inference_limit)
        self.cache: dict = {}
        self.calls = 0            # Prolog queries made
        self.tests = 0            # example tests made
        self.seconds = 0.0
        self.hits = 0             # answers taken from the cache entirely
        self.hits_partial = 0     # answers completed by testing only the new candidates
        self._facts = getattr(task, "facts_version", 0)
        self.lazy_cache: dict = {}   # (key, ids) -> lazy options (ilp.lazy)
        self._last_ids: list = []    # (candidate set, its ids in order): see _ids
        self._missed: dict = {}      # key -> the ids tested and not covered (may_cover)

    def covered(self, clause_text, candidates, key=None) -> frozenset[int]:
        """The ids among `candidates` that the clause covers.  `clause_text` is the text or a
        function returning it (called only when Prolog must be asked).  `key` (hashable,
        canonical for the clause) enables the cache."""
        return self.covered_upto(clause_text, candidates, key)[0]

    def covered_upto(self, clause_text, candidates, key=None, stop_after: int | None = None):
        """(covered ids, complete).  With `stop_after` = k, testing stops once k candidates are
        known covered: then `complete` is False and the set holds some of them.  `complete`
        is True exactly when fewer than k are covered, whatever the cache holds (a search
        must not depend on what the searches before it in the process asked)."""
        return self._ask(clause_text, frozenset(candidates), key, stop_after=stop_after)

    def covered_atleast(self, clause_text, candidates, key=None, need: int = 0):
        """(covered ids, complete): the ids among `candidates` the clause covers, unless it
        covers fewer than `need` of them; then testing stops as soon as that is certain,
        `complete` is False and the set holds some of them."""
        candidates = frozenset(candidates)
        return self._ask(clause_text, candidates, key, misses=len(candidates) - need + 1)

    def may_cover(self, key, candidates) -> frozenset[int]:
        """`candidates` less those known (cached under `key`) not to be covered -- tested, and
        not covered: what the clause, and any refinement of it, may still cover among them."""
        candidates = frozenset(candidates)
        missed = self._missed.get(key)
        if missed is None:
            # (asked of a clause many times between two tests of it: IDA* meets each clause
            # again in each iteration, and its renamed copies, and asks for both sets)
            tested, result = self.cache.get(key, (frozenset(), frozenset()))
            missed = self._missed[key] = tested - result
        # the same set when none is excluded: no copy, and _ids finds its array by identity
        return candidates if missed.isdisjoint(candidates) else candidates - missed

    def _ask(self, clause_text, candidates: frozenset, key, stop_after=None, misses=None):
        """covered_upto (`stop_after`) or covered_atleast (`misses`: the candidates found not
        covered that settle it) through the cache."""
        self._check_facts()
        tested, result = self.cache.get(key, (frozenset(), frozenset())) if key is not None \
            else (frozenset(), frozenset())
        known = result & candidates
        # the same set when none was tested (the negatives after a clause's positives):
        # _ids finds its array by identity
        todo = candidates - tested if tested and not tested.isdisjoint(candidates) \
            else candidates
        # (result is a subset of tested: the tested candidates not covered, counted)
        missed = len(tested & candidates) - len(known) if misses is not None else 0
        if (stop_after is not None and len(known) >= stop_after) or \
                (misses is not None and missed >= misses):
            self.hits += 1
            return known, False
        if not todo:
            self.hits += 1
            return known, True
        if tested:
            self.hits_partial += 1
        more, done = self._query(clause_text() if callable(clause_text) else clause_text, todo,
                                 None if stop_after is None else stop_after - len(known),
                                 None if misses is None else misses - missed)
        if key is not None:
            self.cache[key] = (tested | done, result | more)
            self._missed.pop(key, None)
        found = known | more
        if stop_after is not None:
            return found, len(found) < stop_after
        return found, done is todo or done == todo

    def _check_facts(self) -> None:
        facts = getattr(self.task, "facts_version", 0)
        if facts != self._facts:          # new positives of a recursive target: stale answers
            self.clear()
            self._facts = facts

    def lazy_options(self, clause_text, sources, candidates, key=None) -> list[tuple[str, frozenset[int]]]:
        """For a clause holding one lazy literal (text with the placeholder, or a function
        returning it), evaluated on the example ids `candidates`: the candidate constants (the
        values at argument positions `sources` of the lazy literal, seen on the positives among
        `candidates`) each with the ids it makes the clause cover, as pairs (constant text,
        ids).  One Prolog query (prolog/coverage.pl ilp_lazy/6)."""
        candidates = frozenset(candidates)
        self._check_facts()
        ck = None if key is None else (key, candidates)
        if ck is not None and ck in self.lazy_cache:
            self.hits += 1
            return self.lazy_cache[ck]
        out: list = []
        if candidates:
            start = time.perf_counter()
            text = clause_text() if callable(clause_text) else clause_text
            options = _lazy(self.task.module, text, array("i", sorted(candidates)),
                            [int(k) for k in sources], self.limit)
            self.calls += 1
            self.tests += len(candidates)
            self.seconds += time.perf_counter() - start
            if options is not None:
                out = [(c, frozenset(cov)) for c, cov in (o.args for o in options)]
        if ck is not None:
            self.lazy_cache[ck] = out
        return out

    def _query(self, clause_text: str, candidates: frozenset[int], stop_after=None,
               misses=None):
        """(covered, tested) among `candidates`: all of them, or up to the `stop_after`-th
        covered, or up to the `misses`-th not covered."""
        if not candidates:
            return frozenset(), frozenset()
        start = time.perf_counter()
        ids = self._ids(candidates)
        if misses is not None:
            r = _covers_misses(self.task.module, clause_text, ids, self.limit, int(misses))
        elif stop_after is None:
            r = _covers(self.task.module, clause_text, ids, self.limit)
        else:
            r = _covers_upto(self.task.module, clause_text, ids, self.limit, int(stop_after))
        self.calls += 1
        self.seconds += time.perf_counter() - start
        if r is None:
            self.tests += len(candidates)
            return frozenset(), candidates
        if stop_after is None and misses is None:
            self.tests += len(candidates)
            return frozenset(r), candidates
        cov, tested = r                         # how many of `ids` (a prefix) were tested
        self.tests += tested
        return frozenset(cov), candidates if tested == len(ids) else frozenset(ids[:tested])

    def _ids(self, candidates: frozenset[int]) -> array:
        """The candidates in increasing order, as the C array Prolog gets in one call
        (ilp.swipl).  The siblings of a search node are asked about the same candidate sets
        (their parent's positives, then its negatives) one after the other: the arrays of the
        last few sets are kept, found by identity."""
        for seen, ids in self._last_ids:
            if seen is candidates:
                return ids
        ids = array("i", sorted(candidates))
        self._last_ids = [(candidates, ids)] + self._last_ids[:_KEPT_IDS - 1]
        return ids

    def clear(self) -> None:
        self.cache.clear()
        self._missed.clear()
        self.lazy_cache.clear()
