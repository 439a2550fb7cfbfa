"""Requests and answers of the active-learning server (published at /openapi.json).

Requests are strict: numbers are numbers (``true`` is no count, ``"5"`` no integer), finite
(``NaN`` and ``Infinity`` are refused with 422), texts and counts bounded, and a theory holds
no control character but tab, newline and carriage return (a NUL would cut the text short on
its way to Prolog); a body larger than the server's limit is refused with 413 before it is
parsed (ilp.active.app).  Deep, huge or malformed terms in a theory are refused by the reader
in the worker (prolog/limits.pl), with 422.
"""

from __future__ import annotations

import re

from pydantic import BaseModel, ConfigDict, Field, field_validator

NAME = r"^[a-z][A-Za-z0-9_]*$"
MAX_THEORY = 200_000          # characters of theory text in one request
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")   # control characters but \t \n \r


class SampleRequest(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)
    target: str = Field(pattern=NAME, max_length=64, description="the target predicate's name")
    examples: int = Field(ge=1, le=1_000_000, description="examples to draw")
    seed: int | None = Field(None, ge=0, le=2**32 - 1, description="sampling seed (default: derived from the server seed and a request counter)")
    board_prefix: str | None = Field(None, pattern=NAME, max_length=40,
                                     description="prefix of every group (board) id in the answer")


class PrepareRequest(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)
    target: str = Field(pattern=NAME, max_length=64, description="the target predicate's name")
    examples: int | None = Field(None, ge=1, le=1_000_000,
                                 description="fresh examples to draw (default: the server's, as for /validate)")
    seed: int = Field(ge=0, le=2**32 - 1, description="the seed the coming /validate gives")
    board_prefix: str = Field(pattern=NAME, max_length=40,
                              description="the board_prefix the coming /validate gives")


class PrepareAnswer(BaseModel):
    target: str
    examples: int
    seed: int
    board_prefix: str
    prepared: bool = Field(description="false when that sample was already being drawn")


class ValidateRequest(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)
    target: str = Field(pattern=NAME, max_length=64, description="the target predicate's name")
    theory: str = Field(max_length=MAX_THEORY,
                        description="Prolog clause text: the clauses of the theory (comments `% name: ...` name them); no control characters but tab and line breaks")
    examples: int | None = Field(None, ge=1, le=1_000_000, description="fresh examples to draw")
    threshold: float | None = Field(None, ge=0.0, le=1.0, allow_inf_nan=False,
                                    description="accuracy below which a clause is dropped")
    min_covered: int | None = Field(None, ge=0, le=1_000_000,
                                    description="fewest fresh examples a kept clause covers (0: keep clauses covering none)")
    batch: int | None = Field(None, ge=0, le=100_000, description="most counterexamples returned")
    seed: int | None = Field(None, ge=0, le=2**32 - 1)
    board_prefix: str | None = Field(None, pattern=NAME, max_length=40)
    max_clauses: int = Field(200, ge=1, le=1000)

    @field_validator("theory")
    @classmethod
    def _no_control_characters(cls, text: str) -> str:
        bad = _CONTROL.search(text)
        if bad:
            raise ValueError(f"control character U+{ord(bad.group()):04X} at character "
                             f"{bad.start()} (only tab and line breaks may appear)")
        return text


class ClauseVerdict(BaseModel):
    """One submitted clause on the fresh examples."""
    index: int
    name: str
    text: str
    covered: int
    covered_pos: int
    covered_neg: int
    accuracy: float | None = Field(description="covered_pos / covered; null when it covers nothing")
    limit_exceeded: int
    kept: bool


class Confusion(BaseModel):
    tp: int
    fp: int
    fn: int
    tn: int
    precision: float | None
    recall: float | None


class Counterexamples(BaseModel):
    pos: list[str] = Field(description="positive atoms no kept clause covers")
    neg: list[str] = Field(description="negative atoms some submitted clause covers")
    facts: str = Field(description="Prolog facts the counterexamples need")
    groups: list[str]
    board_prefix: str
    missed_pos: int
    covered_neg: int


class ValidateAnswer(BaseModel):
    request: int
    target: str
    seed: int
    threshold: float
    min_covered: int
    examples: int
    pos: int
    neg: int
    clauses: list[ClauseVerdict]
    kept: list[str]
    dropped: list[str]
    theory: Confusion
    kept_theory: Confusion
    counterexamples: Counterexamples
    seconds: dict[str, float]
    worker: int


class SampleAnswer(BaseModel):
    request: int
    target: str
    seed: int
    pos: list[str]
    neg: list[str]
    facts: str
    groups: list[str]


class TaskAnswer(BaseModel):
    target: str
    arity: int
    bk: str
    modes: str
    facts_header: str
