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
   saturation finds on a few positives, at most one recursive literal that does not call the
   head on the head's own inputs, the head's outputs bound, no named variable occurring only
   once.
2. Non-recursive clauses are tested alone (they do not depend on the program).  Those that
   prove no negative are *bases*.
3. Greedily: the base or the pair (recursive clause, base) -- or, once the theory holds a
   base, a recursive clause alone -- that, added to the theory, proves the most positives not
   proved yet while the whole program proves no negative.  A recursive clause is first judged
   with every base at once (a program proves at least what any part of it proves), and paired
   with single bases only when that bound beats the best so far.
4. Until every positive is proved, nothing more helps, ``max_clauses`` or the time limit.

Budget: at most ``nodes`` generated clauses and ``time_limit`` seconds: a complete search of
a small space, and the best found so far in a larger one.
"""

from __future__ import annotations

import re
import time
from dataclasses import dataclass

from ilp.canonical import split_top
from ilp.engine import get_engine, plist, quote, to_str

_MARKER = re.compile(r"(?<![\w)\]'])([+\-#])([a-z][A-Za-z0-9_]*)")
ANON = ("c", "_")                # an output left anonymous: no variable, never used again
PAIR_BASES = 200                 # bases tried with each recursive clause
POOL_BASES = 60                  # bases in the program bounding a recursive clause
PAIR_RECURSIVE = 25              # recursive clauses (best bounds) paired with single bases


@dataclass(frozen=True)
class Candidate:
    text: str               # "f(V0,V1) :- tail(V0,V2), f(V2,V1)" (no final dot)
    length: int             # body literals
    recursive: bool


def _order(lit) -> tuple:
    """A total order of generated literals (variables before constants)."""
    return lit[0], tuple((0, v, "") if isinstance(v, int) else (1, 0, v[1]) for v in lit[1])


def _fill(template: str, values: list[str]) -> str:
    """`template` with its place-markers replaced, in order, by `values`."""
    it = iter(values)
    return _MARKER.sub(lambda m: next(it), template)


class ClauseSpace:
    """The clauses of a target's mode language (see the module docstring, step 1)."""

    def __init__(self, head, modes, settings, constants: dict):
        self.head = head
        self.modes = [m for m in modes if not m.head]
        self.max_body = max(1, settings.clauselength - 1)
        self.max_vars = settings.max_vars or 6
        self.constants = constants           # (mode index, marker index) -> [constant texts]
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
                if lit in lits:
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
                yield from rec(i + 1, acc + [ANON], types)     # an output nobody uses
            else:
                for c in self.constants.get((k, i), ()):
                    yield from rec(i + 1, acc + [("c", c)], types)

        yield from rec(0, [], list(types))

    def _progress(self, mode, args) -> bool:
        """A recursive literal must not take the head's own inputs at the same places."""
        ins = [(i, v) for i, (a, v) in enumerate(zip(mode.args, args)) if a.kind == "in"]
        return not ins or any(v != i for i, v in ins)

    def _outs(self, lit, types) -> set:
        mode = self.modes[lit[0]]
        return {v for a, v in zip(mode.args, lit[1]) if a.kind == "out" and isinstance(v, int)}

    def _needs(self, lit, outs) -> bool:
        return any(isinstance(v, int) and v in outs for v in lit[1])

    def _complete(self, lits, types) -> bool:
        """The head's outputs bound by the body, and no variable occurring once."""
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
        return all(c >= 2 for v, c in enumerate(counts) if v >= len(self.head_types))

    def _key(self, lits, types) -> tuple:
        """Equal for the same clause up to literal order and the names of new variables."""
        nh = len(self.head_types)
        # iterated colouring of the new variables by where they occur
        color = {v: ("h", v) if v < nh else ("t", types[v]) for v in range(len(types))}
        for _ in range(3):
            occ: dict = {}
            for m, args in lits:
                sig = (m, tuple(color[v] if isinstance(v, int) else v for v in args))
                for p, v in enumerate(args):
                    if isinstance(v, int):
                        occ.setdefault(v, []).append((hash(sig), p))
            color = {v: c if v < nh else ("t", hash((c, tuple(sorted(occ.get(v, ()))))))
                     for v, c in color.items()}
        return tuple(sorted((m, tuple(color[v] if isinstance(v, int) else v for v in args))
                            for m, args in lits))

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

    def __init__(self, task, settings, coverage, pos, neg):
        self.task, self.settings, self.coverage = task, settings, coverage
        self.pos, self.neg = sorted(pos), sorted(neg)
        self.engine = get_engine()
        self.module = self.engine.new_module("programs")
        self.tests = 0
        self.generated = 0
        self._tests: dict = {}

    def run(self, deadline: float) -> list[str]:
        """The clauses of the best program found (empty when nothing helps): clauses are
        generated one body length at a time, and a program sought after each length, so
        small programs are found first."""
        target = self.task.recursive[0] if self.task.recursive else None
        heads = [m for m in self.task.modeh if m.indicator == target] or self.task.modeh[:1]
        if not heads:
            return []
        if self._background_loops(heads[0]):
            return []
        space = ClauseSpace(heads[0], self.task.modebs, self.settings, {})
        space.constants = saturation_constants(self.task, self.settings, space)
        pos, neg = frozenset(self.pos), frozenset(self.neg)
        bases, recursive, seen = [], [], set()
        best: tuple = ((), frozenset())
        budget = self.settings.nodes
        for length in range(1, space.max_body + 1):
            for cand in space.clauses(length, seen, deadline):
                self.generated += 1
                if cand.recursive:
                    recursive.append(cand)
                elif not self.coverage.covered(cand.text, neg, key=("program", cand.text)):
                    bases.append((cand, self.coverage.covered(cand.text, pos,
                                                              key=("program", cand.text))))
                if self.generated >= budget or time.perf_counter() > deadline:
                    break
            bases.sort(key=lambda b: (-len(b[1]), b[0].length))
            theory, proved = self._cover(bases, recursive, deadline)
            if len(proved) > len(best[1]):
                best = (theory, proved)
            if len(best[1]) == len(pos) or self.generated >= budget or \
                    time.perf_counter() > deadline:
                break
        return [c.text for c in best[0]]

    def _background_loops(self, head) -> bool:
        """Whether the background's own clauses for the target (a partial definition in
        bk.pl, tried before any learned clause) run past the inference limit on most examples:
        then no program can prove anything."""
        ids = (self.pos + self.neg)[:50]
        trivial = f"{_fill(head.template, ['_'] * len(head.args))} :- fail"
        self.engine.once(f"ilp_programs:program_load({self.task.module}, {self.module}, "
                         f"[{quote(trivial)}])")
        r = self.engine.once(f"ilp_programs:program_exceeds({self.task.module}, {self.module}, "
                             f"{quote(plist(ids))}, {int(self.settings.inference_limit)}, N)")
        return int(r["N"]) * 2 > len(ids)

    def _cover(self, bases, recursive, deadline):
        """Greedy: the step adding the most positives, while one adds some (module docstring,
        step 3)."""
        theory: list[Candidate] = []
        proved: frozenset = frozenset()
        while len(proved) < len(self.pos) and len(theory) < self.settings.max_clauses:
            if time.perf_counter() > deadline:
                break
            step = self._best_step(theory, proved, bases, recursive, deadline)
            if step is None:
                break
            theory, proved = step
        return theory, proved

    def _best_step(self, theory, proved, bases, recursive, deadline):
        """The theory extended by the base, recursive clause or pair adding the most positives
        (ties: fewer literals); None when nothing adds one."""
        best = None                       # (gain, -size, theory, proved)

        def consider(clauses):
            nonlocal best
            result = self._test([c.text for c in clauses])
            if result is None:
                return
            gain = len(result - proved)
            size = sum(c.length + 1 for c in clauses)
            if gain > 0 and (best is None or (gain, -size) > best[:2]):
                best = (gain, -size, clauses, result | proved)

        for cand, p in bases[:PAIR_BASES]:
            if len(p - proved) > (best[0] if best else 0):
                consider(theory + [cand])
        has_base = any(not c.recursive for c in theory)
        pool = [b for b, _ in bases[:POOL_BASES]]
        ranked = []
        for cand in recursive:
            if time.perf_counter() > deadline:
                break
            if has_base:
                consider(theory + [cand])
            bound = self._test([c.text for c in theory + [cand] + pool], negatives=False)
            if bound is not None and len(bound - proved) > (best[0] if best else 0):
                ranked.append((len(bound - proved), -cand.length, cand))
        ranked.sort(key=lambda r: r[:2], reverse=True)
        for gain_bound, _, cand in ranked[:PAIR_RECURSIVE]:
            if best and gain_bound <= best[0]:
                break
            for base, _ in bases[:PAIR_BASES]:
                if time.perf_counter() > deadline:
                    break
                consider(theory + [base, cand])
                if best and len(best[3]) == len(self.pos):
                    break
        return None if best is None else (best[2], best[3])

    def _test(self, texts, negatives: bool = True) -> frozenset | None:
        """The positives the program proves, or None when it proves a negative (cached)."""
        key = (tuple(texts), negatives)
        if key in self._tests:
            return self._tests[key]
        self._tests[key] = result = self._run_test(texts, negatives)
        return result

    def _run_test(self, texts, negatives: bool) -> frozenset | None:
        self.tests += 1
        neg = plist(self.neg) if negatives else "[]"
        r = self.engine.once(
            f"ilp_programs:program_test({self.task.module}, {self.module}, "
            f"{plist(map(quote, texts))}, {quote(plist(self.pos))}, {quote(neg)}, "
            f"{int(self.settings.inference_limit)}, 0, R)")
        covered, _, _ = to_str(r["R"]).partition("/")
        if covered == "too_general":
            return None
        covered = covered.strip("[]")
        return frozenset(int(x) for x in covered.split(",")) if covered else frozenset()
