"""A claim's alignment while it runs (`AlignmentRun`) and the shape of one rule (`Rule`)."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

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


@dataclass(frozen=True)
class Rule:
    """One check of the alignment, as a linter's rule: a stable name, why it exists, what it can find."""

    name: str
    why: str
    finds: str
    """The findings (or the run's fields) it can add: a reader's index, not a contract."""
    check: Callable[[AlignmentRun], None]
