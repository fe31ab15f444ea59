"""What the alignment returns: a `Finding` per specific of the claim and the `Alignment` that gathers them."""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from ....language.negation import FUTURE_NEGATORS, NEGATION
from .leaves import Leaf


@dataclass(frozen=True)
class Finding:
    """One specific of the claim and what the records say of it."""

    kind: str
    """money | number | date | time | identifier | value | state | flag | refused"""
    start: int
    end: int
    text: str
    ok: bool | None
    """True: a leaf agrees; False: the leaf that plays its role disagrees; None: nothing settles it."""
    leaf: Leaf | None = None
    detail: str = ""
    negated: bool = False
    loose: bool = False
    """A state compared with the case's one status because the claim named no other: enough to dispute a
    claim, not enough to say the claim is about the records."""
    rule: str = ""
    """The code of the alignment rule that made or last overruled it (rules.run_rules stamps it), so a trace
    says which rule disputed a claim, as a linter names the rule behind each message."""


@dataclass
class Alignment:
    text: str = ""
    findings: list[Finding] = field(default_factory=list)
    residual: list[str] = field(default_factory=list)
    """Content words of the claim that neither a finding nor any aligned leaf's words account for."""
    beyond_text: list[str] = field(default_factory=list)
    """Residual words that the case's policy and passage text do not use either."""
    novel: list[str] = field(default_factory=list)
    """Residual words that no evidence of the case uses at all (the claim brings them in)."""
    blocking: list[str] = field(default_factory=list)
    """Residual words that alone keep the claim from being settled: a state word no leaf placed, or a name
    that no evidence holds ("with Aiko Nakamura" when the record says Tanaka)."""
    leaves: list[Leaf] = field(default_factory=list)
    """The leaves the claim's words and specifics point at, best first (for NLI and for the reader)."""
    alternatives: dict[tuple[int, int], list[Leaf]] = field(default_factory=dict)
    """Other records' leaves that hold a value the claim writes at that span (both the order and the refund
    hold the item's name): whichever record the claim turns out to be about may be the one it read."""

    @property
    def failures(self) -> list[Finding]:
        return [f for f in self.findings if f.ok is False]

    @property
    def unsettled(self) -> list[Finding]:
        return [f for f in self.findings if f.ok is None]


def overlaps(a: int, b: int, spans: Iterable[tuple[int, int]]) -> bool:
    return any(a < y and x < b for x, y in spans)


def _clause_before(text: str, start: int) -> str:
    window = text[max(0, start - 45):start]
    cut = max(window.rfind(","), window.rfind(";"), window.rfind(" but "), window.rfind(" and "))
    return window[cut + 1:]


def negated_at(text: str, start: int) -> bool:
    return bool(NEGATION.search(_clause_before(text, start)))


def future_negated_at(text: str, start: int) -> bool:
    """Whether the clause before `start` denies something to come ("you will not be billed on")."""
    clause = " " + _clause_before(text, start).lower().replace("\u2019", "'") + " "
    return any(f" {word} " in clause for word in FUTURE_NEGATORS)

