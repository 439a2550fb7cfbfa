"""Program search: theories whose clauses only work together -- a recursive clause and the
base case that ends its recursion -- found and tested together, as programs.

The bottom-clause searches judge one clause at a time, a recursive call answered by the
positive examples (extensional coverage).  That finds `ancestor` when the data holds the
sub-problems, but not `droplast([4,2,7], [4,2])`: nothing says what `droplast([2,7], X)` is, and
a base case such as `droplast([X], [])` may cover no training example at all.  Here, as in
Popper, candidate clauses are generated from the mode declarations alone (not from an
example), smallest first, and judged as programs run intensionally (prolog/programs.pl): a
recursive call runs the program itself.

1. Clauses are enumerated from the modes, body length 1 .. ``clauselength - 1``, at most
   ``max_vars`` variables (default 6): every input bound by the head or an earlier literal,
   outputs new variables, existing ones of their type or ``_``, ``#`` constants those
   saturation finds on a few positives, at most one recursive literal, not called on the
   head's own inputs (in any order), at most ``max_occurs`` literals of a predicate, the head's
   outputs bound, no named variable occurring only once.
2. Non-recursive clauses are tested alone (they do not depend on the program).  Those that
   prove no negative are *bases*.
3. Step by step, as a beam search (the best few theories kept): the base or the pair
   (recursive clause, base) -- or, once the theory holds a base, a recursive clause alone --
   that, added to the theory, proves the most positives not proved yet while the whole
   program proves no negative.  A recursive clause is first judged
   with every base at once (a program proves at least what any part of it proves), and paired
   with single bases only when that bound beats the best so far; of equal bounds, those
   proving fewest negatives with every base are paired first (a recursion too general for its
   data proves negatives whatever base ends it).  The bases paired are the 200 that prove most
   alone; when no such pair proves every positive left, also the bases that prove nothing
   alone, smallest first, as many as 3,000 tests of those positives allow, with the best five
   recursions (a base the recursion must walk to, such as "the element after x", proves no
   example itself and ranks behind hundreds that each memorise one).  Candidates are judged
   in batches: one Prolog call tests a partial program with each of thousands of candidate
   clauses (prolog/programs.pl program_extensions/10).
4. Until every positive is proved, nothing more helps, ``max_clauses`` or the time limit;
   the greedy steps of 3 take at most half the time left.
5. When they fail and ``max_clauses`` allows three clauses: a base and two recursive clauses
   that prove little apart (filter: one keeps an even head, the other drops an odd one), for
   the smallest bases, each with the recursive clauses consistent with it
   (``_two_recursions``).

Noisy data (``run_tolerant``, when no exact program exists): the program of least description
length -- mistakes plus half a literal per literal -- among single clauses and pairs of a
recursive clause, shortest first, with one of the few clauses that alone prove most more
positives than negatives, the pairs with the better of those sooner.

Budget: at most ``3 * nodes`` generated clauses and ``time_limit`` seconds: a complete search
of a small space, and the best found so far in a larger one.
"""

from __future__ import annotations

import itertools
import re
import time
from dataclasses import dataclass

from ilp.canonical import HEAD, OTHER, refine_colours, split_top
from ilp.engine import IN, OUT, TEXT, get_engine, predicate
from ilp.evaluate import program_exceeds
from ilp.scoring import description_length
from ilp.swipl import Term

_MARKER = re.compile(r"(?<![\w)\]'])([+\-#])([a-z][A-Za-z0-9_]*)")
ANON = ("c", "_")                # an output left anonymous: no variable, never used again
PAIR_BASES = 200                 # bases tried with each recursive clause, at first
PAIR_TESTS = 3_000               # then, if no pair proves all, bases that prove nothing alone,
                                 # as many as 3,000 tests of the unproved allow: such a base
                                 # ("the element after x" under a recursion that walks to the
                                 # x) ranks behind hundreds that each memorise an example
POOL_BASES = 60                  # bases in the program bounding a recursive clause
PAIR_RECURSIVE = 25              # recursive clauses (best bounds) paired with single bases
PAIR_RECURSIVE_MORE = 5          # ... and with the bases beyond PAIR_BASES
RANK_NEGATIVES = 200             # of the best bounds, these ranked by the negatives they prove
PROGRAM_INFERENCES = 100         # inferences per cell of an example (its term_size) when a
                                 # candidate program is tested on it ...
PROGRAM_INFERENCES_LEAST = 2_000 # ... at least these (and at most the inference_limit)
SAMPLE = 8                       # unproved positives a recursive clause is tried on first
BEAM = 3                         # partial theories kept after each step
TOLERANT_ENDS = 5                # noisy data: the clauses each recursive clause is paired with
TWO_BASES = 5                    # the smallest bases tried with two recursive clauses
BATCH = 256                      # candidate programs judged in one Prolog call

_remember = predicate("ilp_programs", "remember", IN, TEXT)
_program_test = predicate("ilp_programs", "program_test", IN, IN, IN, IN, IN, IN, IN, OUT)
_program_extensions = predicate("ilp_programs", "program_extensions",
                                IN, IN, IN, IN, IN, IN, IN, IN, IN, OUT)


@dataclass(frozen=True)
class Candidate:
    text: str               # "f(V0,V1) :- tail(V0,V2), f(V2,V1)" (no final dot)
    length: int             # body literals
    recursive: bool


_searches = itertools.count(1)


def _order(lit) -> tuple:
    """A total order of generated literals (variables before constants)."""
    return lit[0], tuple((0, v, "") if isinstance(v, int) else (1, 0, v[1]) for v in lit[1])


def _size(clauses) -> int:
    """Literals of a theory, heads included."""
    return sum(c.length + 1 for c in clauses)


def _fill(template: str, values: list[str]) -> str:
    """`template` with its place-markers replaced, in order, by `values`."""
    it = iter(values)
    return _MARKER.sub(lambda m: next(it), template)


class ClauseSpace:
    """The clauses of a target's mode language (see the module docstring, step 1)."""

    def __init__(self, head, modes, settings, constants: dict, no_singletons: bool = False):
        self.head = head
        self.no_singletons = no_singletons     # every head variable in the body, no `_`
        self.modes = [m for m in modes if not m.head]
        self.max_body = max(1, settings.clauselength - 1)
        self.max_vars = settings.max_vars or 6
        self.constants = constants           # (mode index, marker index) -> [constant texts]
        limits = settings.occurs_limits()     # max_occurs: per mode, its predicate's most
        self.occurs = [limits.get((m.name, m.arity)) for m in self.modes]
        self.rec = [k for k, m in enumerate(self.modes)
                    if m.name == head.name and m.arity == head.arity and not m.negated]
        hargs = head.args
        self.head_types = [a.type for a in hargs]
        self.head_in = [k for k, a in enumerate(hargs) if a.kind == "in"]
        self.head_out = [k for k, a in enumerate(hargs) if a.kind == "out"]
        self.head_text = _fill(head.template, [f"V{k}" for k in range(len(hargs))])

    def clauses(self, length: int, seen: set, deadline: float):
        """Candidates of `length` body literals, each once (up to renaming and literal order;
        `seen` holds the keys met so far)."""
        for lits, types in self._bodies(length, deadline):
            if not self._complete(lits, types):
                continue
            key = self._key(lits, types)
            if key in seen:
                continue
            seen.add(key)
            yield self._candidate(lits)

    # -- generation ---------------------------------------------------------------------------
    def _bodies(self, length: int, deadline: float):
        """Literal sequences of `length` literals: (mode index, argument values), values
        variable numbers or ("c", text); with the variables' types."""
        types0 = list(self.head_types)
        bound0 = frozenset(self.head_in)
        nh = len(self.head_types)
        width = max((len(m.args) for m in self.modes), default=1)

        def extend(lits, types, bound, last, counts):
            if len(lits) == length:
                yield lits, types
                return
            if time.perf_counter() > deadline:
                return
            left = length - len(lits) - 1
            for lit, new_types, new_bound in self._literals(lits, types, bound):
                # literals in a fixed order unless the new one needs the previous one's output
                if lits and _order(lit) < _order(lits[-1]) and not self._needs(lit, last):
                    continue
                if lit in lits or self._repeats(lit, lits):
                    continue
                new_counts = dict(counts)
                for v in lit[1]:
                    if isinstance(v, int) and v >= nh:
                        new_counts[v] = new_counts.get(v, 0) + 1
                # a variable used once must be used again by the literals still to come
                if sum(1 for c in new_counts.values() if c == 1) > left * width:
                    continue
                yield from extend(lits + [lit], new_types, new_bound, self._outs(lit, types),
                                  new_counts)

        yield from extend([], types0, bound0, set(), {})

    def _literals(self, lits, types, bound):
        """Every literal that may follow `lits`: (literal, types after it, bound after it)."""
        recursive_used = any(lit[0] in self.rec for lit in lits)
        for k, mode in enumerate(self.modes):
            if k in self.rec and recursive_used:
                continue
            if self.occurs[k] is not None and self.occurs[k] <= sum(
                    1 for j, _ in lits if (self.modes[j].name, self.modes[j].arity)
                    == (mode.name, mode.arity)):
                continue
            for args, new_types in self._arguments(k, mode, types, bound):
                lit = (k, args)
                if k in self.rec and not self._progress(mode, args):
                    continue
                outs = {v for a, v in zip(mode.args, args) if a.kind == "out" and isinstance(v, int)}
                yield lit, new_types, bound | outs

    def _arguments(self, k, mode, types, bound):
        """Argument tuples for mode k: inputs bound variables of their type; outputs a new
        variable or an existing one of their type; constants from saturation."""
        def rec(i, acc, types):
            if i == len(mode.args):
                yield tuple(acc), types
                return
            a = mode.args[i]
            if a.kind == "in":
                for v in sorted(bound):
                    if types[v] == a.type:
                        yield from rec(i + 1, acc + [v], types)
            elif a.kind == "out":
                for v in range(len(types)):
                    if types[v] == a.type:
                        yield from rec(i + 1, acc + [v], types)
                if len(types) < self.max_vars:
                    yield from rec(i + 1, acc + [len(types)], types + [a.type])
                if not self.no_singletons:
                    yield from rec(i + 1, acc + [ANON], types)     # an output nobody uses
            else:
                for c in self.constants.get((k, i), ()):
                    yield from rec(i + 1, acc + [("c", c)], types)

        yield from rec(0, [], list(types))

    def _repeats(self, lit, lits) -> bool:
        """A call of a predicate with the same inputs as an earlier call of it: for the
        functional relations of list and number programs (head, tail, successor) it can only
        repeat the same answer.  (Two answers of a relation, such as two children of one
        parent, stay reachable through the bottom-clause searches.)"""
        mode = self.modes[lit[0]]
        ins = tuple(v for a, v in zip(mode.args, lit[1]) if a.kind == "in")
        if not ins or len(ins) == len(mode.args):
            return False                      # a generator or a test: nothing to repeat
        for k, args in lits:
            other = self.modes[k]
            if other.name == mode.name and other.arity == mode.arity and \
                    tuple(v for a, v in zip(other.args, args) if a.kind == "in") == ins:
                return True
        return False

    def _progress(self, mode, args) -> bool:
        """A recursive literal must take some input that is not one of the head's own inputs
        (at any place: a call on the head's values, or a permutation of them, re-enters the
        clause and loops on what it cannot prove -- as BottomClause.recursion_ok says)."""
        ins = [v for a, v in zip(mode.args, args) if a.kind == "in"]
        return not ins or any(v not in self.head_in for v in ins)

    def _outs(self, lit, types) -> set:
        mode = self.modes[lit[0]]
        return {v for a, v in zip(mode.args, lit[1]) if a.kind == "out" and isinstance(v, int)}

    def _needs(self, lit, outs) -> bool:
        return any(isinstance(v, int) and v in outs for v in lit[1])

    def _complete(self, lits, types) -> bool:
        """The head's outputs bound by the body, no variable occurring once (and, when asked,
        every head variable used by the body: with no anonymous output, no singleton)."""
        bound = set()
        counts = [0] * len(types)
        for k in range(len(self.head_types)):
            counts[k] += 1
        for m, args in lits:
            for a, v in zip(self.modes[m].args, args):
                if isinstance(v, int):
                    counts[v] += 1
                    if a.kind == "out":
                        bound.add(v)
        if not set(self.head_out) <= bound:
            return False
        if self.no_singletons and any(c < 2 for c in counts[:len(self.head_types)]):
            return False
        return all(c >= 2 for v, c in enumerate(counts) if v >= len(self.head_types))

    def _key(self, lits, types) -> tuple:
        """Equal for the same clause up to literal order and the names of new variables."""
        nh = len(self.head_types)
        # colouring of the new variables by where they occur (Weisfeiler-Lehman)
        color = {v: (HEAD, v) if v < nh else (OTHER, types[v]) for v in range(len(types))}
        color, _ = refine_colours(color, lits, 3)
        # sorted by text: colours (numbers) and constants (strings) do not compare
        return tuple(sorted(((m, tuple(color[v] if isinstance(v, int) else v for v in args))
                             for m, args in lits), key=repr))

    def _candidate(self, lits) -> Candidate:
        texts = []
        for m, args in lits:
            mode = self.modes[m]
            values = [f"V{v}" if isinstance(v, int) else v[1] for v in args]
            texts.append(_fill(mode.template, values))
        recursive = any(m in self.rec for m, _ in lits)
        return Candidate(f"{self.head_text} :- {', '.join(texts)}", len(lits), recursive)


def saturation_constants(task, settings, space: ClauseSpace, samples: int = 5) -> dict:
    """Constants for the `#` arguments of the body modes: those the bottom clauses of the
    first `samples` positives hold at that place."""
    from ilp.bottom import saturate

    wanted = {(k, i) for k, m in enumerate(space.modes) for i, a in enumerate(m.args)
              if a.kind == "const"}
    if not wanted:
        return {}
    out: dict = {}
    for ex in task.pos_ids[:samples]:
        try:
            bottom = saturate(task, ex, settings)
        except Exception:  # noqa: BLE001 -- no constants from this example
            continue
        for lit in bottom.literals:
            for k, m in enumerate(space.modes):
                name = lit.text.split("(", 1)[0].lstrip("\\+")
                if name != m.name or (k, 0) not in wanted and not any(
                        (k, i) in wanted for i in range(len(m.args))):
                    continue
                vals = _marker_values(m.template, lit.text)
                if vals is None:
                    continue
                for i, a in enumerate(m.args):
                    if a.kind == "const" and i < len(vals):
                        out.setdefault((k, i), [])
                        if vals[i] not in out[(k, i)]:
                            out[(k, i)].append(vals[i])
    return out


def _marker_values(template: str, text: str) -> list[str] | None:
    """The texts at the template's markers in a literal of the same shape (simple shapes:
    a flat argument list); None when it does not match."""
    t_name, _, t_args = template.partition("(")
    l_name, _, l_args = text.partition("(")
    if t_name.replace(" ", "") != l_name or not t_args or not l_args:
        return None
    targs, largs = split_top(t_args[:-1]), split_top(l_args[:-1])
    if len(targs) != len(largs):
        return None
    return [v for t, v in zip(targs, largs) if _MARKER.fullmatch(t.strip())]


class ProgramSearch:
    """Step 2-4 of the module docstring over the examples `pos` and `neg` of `task`."""

    def __init__(self, task, settings, coverage, pos, neg, no_singletons: bool = False):
        self.task, self.settings, self.coverage = task, settings, coverage
        # (a body variable occurring once it never allows)
        self.no_singletons = no_singletons or settings.head_vars_in_body or \
            not settings.singletons
        self.pos, self.neg = sorted(pos), sorted(neg)
        # pairs only where they fit within max_clauses (else a pair may take a theory one
        # past it, for a clause that turns out redundant to be pruned: Learner._program)
        self.strict = False
        self.module = get_engine().new_module("programs")
        self.tests = 0
        self.generated = 0
        self.budget = settings.nodes * 3    # most clauses generated
        self.cut_short = False    # run_tolerant: its clock, not its space, ended it
        self.tick = None          # called at each clause generated (the learner's clock)
        self._ids: dict = {}
        self._base = next(_searches) * 10_000_000     # ids apart from other searches'
        # most candidate programs are wrong, and a wrong recursion often runs until the limit:
        # a limit growing with each example (prolog/programs.pl example_limit/3) keeps those
        # tests cheap (a right program proves an example in inferences that grow with it)
        self.limit = Term("scaled", PROGRAM_INFERENCES, PROGRAM_INFERENCES_LEAST,
                          int(settings.inference_limit))

    def run(self, deadline: float) -> list[str]:
        """The clauses of the best program found (empty when nothing helps): clauses are
        generated one body length at a time, and a program sought after each length, so
        small programs are found first."""
        space = self._space()
        if space is None:
            return []
        pos, neg = frozenset(self.pos), frozenset(self.neg)
        bases, recursive = [], []
        best: tuple = ((), frozenset())
        for cand in self._generate(space, deadline):
            if cand is not None:
                if cand.recursive:
                    recursive.append(cand)
                elif not self.coverage.covered(cand.text, neg, key=("program", cand.text)):
                    bases.append((cand, self.coverage.covered(cand.text, pos,
                                                              key=("program", cand.text))))
                continue
            # a body length done: the best program so far
            bases.sort(key=lambda b: (-len(b[1]), b[0].length))
            # the greedy steps may use at most half the time left: the search for two
            # recursions needs its share when they fail
            now = time.perf_counter()
            theory, proved = self._cover(bases, recursive, now + (deadline - now) / 2)
            if len(proved) < len(pos) and self.settings.max_clauses >= 3:
                theory, proved = self._two_recursions(bases, recursive, deadline) or \
                    (theory, proved)
            if len(proved) < len(pos):
                # greedy steps may take a base that proves many positives on its own but that
                # no recursion can use: the best few theories after each step, then
                theory, proved = max([(theory, proved),
                                      self._cover(bases, recursive, deadline, BEAM)],
                                     key=lambda t: (len(t[1]), -_size(t[0])))
            if len(proved) > len(best[1]):
                best = (theory, proved)
            if len(best[1]) == len(pos):
                break
        return [c.text for c in best[0]]

    def _generate(self, space: ClauseSpace, deadline: float):
        """The clauses, shortest first, then None after each body length, within the budget
        (``3 * nodes`` clauses) and the deadline (checked after the caller's work on each)."""
        seen: set = set()
        budget = self.budget
        for length in range(1, space.max_body + 1):
            for cand in space.clauses(length, seen, deadline):
                self.generated += 1
                if self.tick is not None:
                    self.tick()
                yield cand
                if self.generated >= budget or time.perf_counter() > deadline:
                    break
            yield None
            if self.generated >= budget or time.perf_counter() > deadline:
                return

    def _space(self) -> ClauseSpace | None:
        """The clauses of the target's head (the recursive one), or None when the background's
        own clauses for it loop."""
        target = self.task.recursive[0] if self.task.recursive else None
        heads = [m for m in self.task.modeh if m.indicator == target] or self.task.modeh[:1]
        if not heads or self._background_loops(heads[0]):
            return None
        space = ClauseSpace(heads[0], self.task.modebs, self.settings, {}, self.no_singletons)
        space.constants = saturation_constants(self.task, self.settings, space)
        return space

    def run_tolerant(self, deadline: float) -> list[str]:
        """Noisy data: the program of least description length -- training mistakes (positives
        not proved, negatives proved) plus half a literal per literal, the measure the noisy
        covering uses -- among single clauses and pairs of a recursive clause and a clause
        that ends it.  The candidate ends are the few clauses proving most more positives
        than negatives alone; the recursive clauses, shortest first, are paired with them,
        the better ends sooner (_by_rank).  Generation takes at most half the time."""
        space = self._space()
        if space is None:
            return []
        start = time.perf_counter()
        gen_deadline = start + (deadline - start) / 2
        pos, neg = frozenset(self.pos), frozenset(self.neg)
        bases, recursive = [], []
        for cand in self._generate(space, gen_deadline):
            if cand is None:
                continue
            if cand.recursive:
                recursive.append(cand)
            else:
                p = self.coverage.covered(cand.text, pos, key=("program", cand.text))
                n = self.coverage.covered(cand.text, neg, key=("program", cand.text))
                if len(p) > len(n):
                    bases.append((len(p) - len(n), -cand.length, cand))
        # (generation that ended at its deadline before its budget left clauses out)
        self.cut_short = time.perf_counter() > gen_deadline and \
            self.generated < self.budget
        bases.sort(key=lambda b: b[:2], reverse=True)
        ends = [b[2] for b in bases[:TOLERANT_ENDS]]
        best: tuple = (float("inf"), [])

        def consider(clauses):
            nonlocal best
            r = self._program_test([c.text for c in clauses], self.pos, self.neg, len(self.neg))
            proved, wrong = r.args[0], r.args[-1]
            length = description_length(len(self.pos) - len(proved) + len(wrong),
                                        _size(clauses))
            if length < best[0]:
                best = (length, clauses)

        for cand in ends:
            consider([cand])
        if self.settings.max_clauses < 2:
            return [c.text for c in best[1]]
        for end, cand in _by_rank(ends, recursive):
            if time.perf_counter() > deadline:
                self.cut_short = True
                return [c.text for c in best[1]]
            consider([end, cand])
        return [c.text for c in best[1]]

    def _background_loops(self, head) -> bool:
        """Whether the background's own clauses for the target (a partial definition in
        bk.pl, tried before any learned clause) run past the inference limit on most examples:
        then no program can prove anything."""
        ids = (self.pos + self.neg)[:50]
        trivial = f"{_fill(head.template, ['_'] * len(head.args))} :- fail"
        exceeded = program_exceeds(self.task, [trivial], ids, self.settings.inference_limit)
        return exceeded * 2 > len(ids)

    def _cover(self, bases, recursive, deadline, width: int = 1):
        """Step 3 of the module docstring, as a beam search: the `width` best theories after
        each step; the best theory met (most positives, then fewest literals)."""
        beam = [((), frozenset())]
        best = ((), frozenset())
        while beam and time.perf_counter() < deadline:
            grown = {}
            for theory, proved in beam:
                if len(proved) == len(self.pos) or len(theory) >= self.settings.max_clauses:
                    continue
                for new_theory, new_proved in self._steps(list(theory), proved, bases,
                                                          recursive, deadline, width):
                    key = frozenset(c.text for c in new_theory)
                    grown.setdefault(key, (tuple(new_theory), new_proved))
            beam = sorted(grown.values(), key=lambda t: (len(t[1]), -_size(t[0])),
                          reverse=True)[:width]
            for theory, proved in beam:
                if (len(proved), -_size(theory)) > (len(best[1]), -_size(best[0])):
                    best = (theory, proved)
            if len(best[1]) == len(self.pos):
                break
        return list(best[0]), best[1]

    def _steps(self, theory, proved, bases, recursive, deadline, width):
        """The `width` best extensions of the theory by a base, a recursive clause or a pair,
        by the positives they add (ties: fewer literals, then the order tried: bases,
        recursive clauses, pairs); none when nothing adds one.  Candidates are judged in
        batches (``_gains``)."""
        found: list = []                  # (gain, -size, theory, proved), best first
        unproved = [i for i in self.pos if i not in proved]

        def bar() -> int:
            return found[width - 1][0] if len(found) >= width else 0

        def offer(gains: dict, program) -> None:
            for cand, gained in gains.items():
                clauses = program(cand)
                found.append((len(gained), -_size(clauses), clauses, proved | gained))
            found.sort(key=lambda f: f[:2], reverse=True)
            del found[width:]

        offer(self._gains(theory, [c for c, p in bases[:PAIR_BASES] if p - proved], unproved,
                          deadline), lambda c: theory + [c])
        if any(not c.recursive for c in theory):
            offer(self._gains(theory, recursive, unproved, deadline), lambda c: theory + [c])
        if self.strict and len(theory) + 2 > self.settings.max_clauses:
            return [(f[2], f[3]) for f in found]      # no room for a pair: none bounded
        pool = [b for b, _ in bases[:POOL_BASES]]
        # the program with every base at once bounds what a pair proves (a program proves at
        # least what any part of it proves); no negatives asked, as the base chosen may fix
        # them.  The bases run behind the recursive clause: one that recurses for ever before
        # a base can end it (a list growing at each call) proves nothing, and is never paired
        bounds = self._gains(theory + pool, recursive, unproved, deadline,
                             negatives=False, first=True)
        ranked = [(len(g), -c.length, c) for c, g in bounds.items() if len(g) > bar()]
        ranked.sort(key=lambda r: r[:2], reverse=True)
        # of those, the ones whose program (with the pool) proves fewest negatives first: a
        # recursion too general for its data proves negatives whatever base ends it
        head = ranked[:RANK_NEGATIVES]
        head.sort(key=lambda r: (r[0], -self._negatives_proved(
            [c.text for c in theory + [r[2]] + pool]), r[1]), reverse=True)
        first = [b for b, _ in bases[:PAIR_BASES]]
        # then, when no pair with those proves every positive left, the bases beyond them that
        # prove nothing alone (smallest first, while tests allow) with the best few recursions
        more = [b for b, p in bases[PAIR_BASES:] if not p][:PAIR_TESTS // max(1, len(unproved))]

        def complete() -> bool:          # the best step proves every positive
            return bool(found) and len(found[0][3]) == len(self.pos)

        for paired, recursions in ((first, PAIR_RECURSIVE), (more, PAIR_RECURSIVE_MORE)):
            if not paired or complete():
                break
            for gain_bound, _, cand in head[:recursions]:
                if gain_bound <= bar() or time.perf_counter() > deadline:
                    break
                offer(self._gains(theory, paired, unproved, deadline, after=[cand]),
                      lambda b: theory + [b, cand])
                if complete():
                    break
        return [(f[2], f[3]) for f in found]

    def _gains(self, before, cands, unproved, deadline, negatives: bool = True,
               after=(), first: bool = False) -> dict:
        """{candidate: the positives of `unproved` the program `before` + [it] + `after`
        (`first`: [it] + `before`) proves} for the candidates that prove some and
        (`negatives`) no negative; a few unproved positives first (most candidates prove none
        of them), then all."""
        sample = unproved[:SAMPLE]
        some = self._extensions(before, cands, 1, sample, (), deadline, after, first)
        return self._extensions(before, [c for c in cands if c in some], 1, unproved,
                                None if negatives else (), deadline, after, first)

    def _two_recursions(self, bases, recursive, deadline):
        """A program of a base and two recursive clauses, none of which the greedy steps
        reach when each recursion proves little without the other (filter: one clause keeps
        an even head, the other drops an odd one; with the base, each alone proves only the
        lists of its own kind).  For each of the smallest bases (TWO_BASES), the recursive
        clauses consistent with it; each that proves something more with it, shortest first,
        with each other consistent one: the first program proving every positive (a program
        proves no negative only if each part does, so inconsistent ones are never paired).
        Returns (clauses, proved), or None."""
        every = len(self.pos)
        for base, alone in sorted(bases, key=lambda b: b[0].length)[:TWO_BASES]:
            consistent = list(self._extensions([base], recursive, 0, (), None, deadline))
            proves = self._extensions([base], consistent, 1, self.pos, (), deadline)
            more = [r for r in consistent if r in proves and proves[r] - alone]
            for k, first in enumerate(more):
                if time.perf_counter() > deadline:
                    return None
                earlier = set(more[:k + 1])     # pairs of two of `more` tried once
                done = self._extensions([base, first],
                                        [r for r in consistent if r not in earlier],
                                        every, self.pos, None, deadline)
                if done:
                    return [base, first, next(iter(done))], frozenset(self.pos)
        return None

    def _negatives_proved(self, texts) -> int:
        """How many negatives the program proves (none tested on the positives)."""
        return len(self._program_test(texts, [], self.neg, len(self.neg)).args[-1])

    def _clause_id(self, text: str) -> int:
        """A small id naming the clause in Prolog (parsed once there)."""
        if text not in self._ids:
            self._ids[text] = k = len(self._ids) + 1
            _remember(self._base + k, text)
        return self._base + self._ids[text]

    def _program_test(self, texts, pos, neg, max_neg):
        """prolog/programs.pl program_test/8 on the program of `texts` (one test counted)."""
        self.tests += 1
        return _program_test(self.task.module, self.module, [self._clause_id(t) for t in texts],
                             list(pos), list(neg), self.limit, max_neg)

    def _extensions(self, before, cands, need: int, pos, neg, deadline: float,
                    after=(), first: bool = False) -> dict:
        """{candidate: the positives of `pos` the program `before` + [it] + `after` (`first`:
        [it] + `before`) proves} for the candidates (in their order) whose program proves at
        least `need` of them and no negative of `neg` (None: the search's).  One Prolog call
        per BATCH candidates (one test counted for each), the deadline checked between
        calls."""
        neg = self.neg if neg is None else list(neg)
        before_ids = [self._clause_id(c.text) for c in before]
        after_ids = [self._clause_id(c.text) for c in after]
        out: dict = {}
        for k in range(0, len(cands), BATCH):
            if time.perf_counter() > deadline:
                break
            chunk = {self._clause_id(c.text): c for c in cands[k:k + BATCH]}
            self.tests += len(chunk)
            ids = Term("first", list(chunk)) if first else list(chunk)
            found = _program_extensions(self.task.module, self.module, before_ids, ids,
                                        after_ids, need, list(pos), neg, self.limit)
            out.update((chunk[r.args[0]], frozenset(r.args[1])) for r in found)
        return out


def _by_rank(ends: list, recursive: list):
    """The pairs (end, recursive clause) in the order the tolerant search tests them: the
    i-th recursive clause with the k-th end at rank i * (k + 1), so that in the time a search
    has, the best end meets n recursive clauses, the second n / 2, the fifth n / 5.  Paired
    one recursive clause after the other with every end, the space (noisy-dropk-20: 9,562
    recursive clauses, five ends, all of them a tail and one(B) with a literal more or less)
    was searched to the same depth with each end, and the recursion of its program met the
    best end at the 801st pair, past what a slow machine reached in its time (now the 367th)."""
    order = sorted((i * (k + 1), k, i) for k in range(len(ends)) for i in range(len(recursive)))
    for _, k, i in order:
        yield ends[k], recursive[i]
