"""A claim's alignment while it runs (`AlignmentRun`), the shape of one rule (`Rule`), the phase it runs in
(`Phase`) and the made-up case that shows what it does (`RuleFixture`)."""
from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from ....case import Evidence, EvidenceKind
from ....types import ReasonCode
from ....values.mentions import Specific
from .findings import Alignment
from .index import RecordIndex
from .leaves import Leaf


@dataclass
class AlignmentRun:
    """One claim's alignment while the rules run: each rule reads what the rules before it left here and adds
    its findings, the spans it covered and the leaves it anchored. Working state, never returned: the rules'
    product is `result`."""

    index: RecordIndex
    text: str
    context: str
    ctx_stems: list[str]
    result: Alignment
    covered: list[tuple[int, int]] = field(default_factory=list)
    """Spans of the claim a finding already accounts for: later rules leave them alone."""
    anchors: list[Leaf] = field(default_factory=list)
    """Leaves the claim's values and ids matched: they say which record and item the claim is about."""
    specs: list[Specific] = field(default_factory=list)
    """The claim's figures and ids that no value or name written as the record writes it covered."""
    scope: set[tuple[str, str]] = field(default_factory=set)
    """The records (and list items) the claim is about."""
    scoped: list[Leaf] = field(default_factory=list)
    """The leaves in that scope, plus every refused call's arguments."""
    states: list[Leaf] = field(default_factory=list)
    """The scoped leaves that hold a state (read by the state rules and the residual's)."""


class Phase(Enum):
    """The stages of a claim's alignment, in the order they run: each reads what the stages before it left."""

    READ = 1
    """Values, names and ids read as the record writes them; the figures they leave open."""
    SCOPE = 2
    """The record the claim is about, found from its anchors, and values taken from another record."""
    COMPARE = 3
    """Figures, flags and states compared with a leaf, then re-read by the words around them (role, basis,
    recency, action, a slip of the pen)."""
    OVERRULE = 4
    """A finding that belongs to another list item or look-alike record than the one the claim names."""
    RESIDUAL = 5
    """What no finding accounts for: the leaves NLI reads, leftover and blocking words."""


ALIGNMENT_LISTS = ("residual", "blocking", "leaves")
"""The alignment's lists a fixture may expect a word in (a leaf path, for `leaves`) instead of a finding."""


@dataclass(frozen=True)
class Expected:
    """What a rule's fixture must produce: a finding of `kind` at `text` with `ok` and the leaf at `path`, or,
    when `kind` is one of `ALIGNMENT_LISTS`, `text` listed in that list of the alignment."""

    kind: str
    text: str
    ok: bool | None = None
    path: str | None = None
    reason: ReasonCode | None = None
    """For a failing finding: the reason code the record check gives it (records._as_check)."""
    fixer: str | None = None
    """For a failing finding: the record fixer (repair/record_fixers.RECORD_FIXERS) that corrects it; None when
    none can (the repair drops the claim instead)."""


def made_up_evidence(records: Mapping[str, Mapping[str, Any]], policy: str = "",
                     calls: tuple[tuple[str, str, Mapping[str, Any]], ...] = ()) -> list[Evidence]:
    """A fixture's case: each record by its id (`<tool>#<key>`, read from tool:<tool>), the policy text, and
    each refused call as (tool, decision, arguments)."""
    evidence = [Evidence(f"{tool}#1", EvidenceKind.REFUSED_CALL, tool=tool, decision=decision, args=args)
                for tool, decision, args in calls]
    evidence += [Evidence(rid, EvidenceKind.RECORD, fields=fields, lineage={"source": f"tool:{rid.split('#')[0]}"})
                 for rid, fields in records.items()]
    return evidence + ([Evidence("policy", EvidenceKind.POLICY, text=policy)] if policy else [])


@dataclass(frozen=True)
class RuleFixture:
    """A made-up claim and case on which the rule's work shows: with every rule the alignment holds `expect`;
    without this one it does not (tests/test_alignment_rules.py)."""

    claim: str
    records: Mapping[str, Mapping[str, Any]]
    expect: Expected
    policy: str = ""

    def evidence(self) -> list[Evidence]:
        return made_up_evidence(self.records, self.policy)


@dataclass(frozen=True)
class Rule:
    """One check of the alignment, as a linter's rule: a stable code and name, the phase it runs in, why it
    exists, what it can find, and the fixture that shows it."""

    code: str
    """AL<phase><nn>: the phase's number, then the rule's place in it."""
    name: str
    phase: Phase
    why: str
    finds: str
    """The findings (or the run's fields) it can add: a reader's index, not a contract."""
    check: Callable[[AlignmentRun], None]
    fixture: RuleFixture
    correctable: bool = True
    """Whether repair may write the disputing leaf's value into the claim. False for a rule that shows a claim
    wrong without knowing what the right words are: its claims are trimmed, never rewritten (do no harm)."""
    corrects_instants: bool = True
    """Whether repair may write a date or clock time the rule read off an instant (a timestamp or epoch number,
    whose date and clock are readings in some zone). False for a rule whose finding a zone, summer time or a
    day-first date explains as often as a miscopy: such claims are trimmed, never rewritten."""
