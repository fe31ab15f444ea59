"""State machines per domain (refunds, orders, subscriptions ...) for record states.

Moved out of records.py unchanged so that module stays readable; import them from here."""
from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ...decomposition.mentions import Mention, is_negated


@dataclass(frozen=True)
class StateDomain:
    name: str
    path: tuple[str, ...]
    """The normal order of states; a later state implies the milestones before it happened."""
    branches: tuple[str, ...]
    """Terminal states off the path (denied, cancelled)."""
    milestones: frozenset[str]
    """States that stay true once passed ('has shipped' is true of a delivered order)."""
    phrases: tuple[tuple[str, str], ...]
    """(regex, state) in priority order; the first regex that matches a claim names its state."""
    aliases: Mapping[str, str]
    """Record values that mean a known state (refunded -> issued)."""
    also_true: Mapping[str, frozenset[str]] = field(default_factory=dict)
    """Record states that make a later-looking claim true as well: a shipped order is on its way."""

    def position(self, state: str) -> int | None:
        return self.path.index(state) if state in self.path else None

    def knows(self, state: str) -> bool:
        return state in self.path or state in self.branches


STATE_DOMAINS: tuple[StateDomain, ...] = (
    StateDomain(
        "refund",
        path=("not_initiated", "requested", "queued_for_review", "approved", "issued"),
        branches=("denied",),
        milestones=frozenset({"requested", "approved", "issued"}),
        phrases=(
            (r"queued for review|under review|being reviewed|(?:pending|awaiting|in) review|in the review queue|queued", "queued_for_review"),
            (r"denied|rejected|declined", "denied"),
            (r"approved", "approved"),
            (r"issued|refunded|processed|paid out|sent (?:back|to you|to your)|completed|credited|returned to your", "issued"),
            (r"initiated|requested|submitted|started|opened|created", "requested"),
        ),
        aliases={"refunded": "issued", "completed": "issued", "paid": "issued", "processed": "issued",
                 "pending_review": "queued_for_review", "in_review": "queued_for_review", "under_review": "queued_for_review",
                 "pending": "queued_for_review", "rejected": "denied", "declined": "denied", "none": "not_initiated",
                 "not_started": "not_initiated"},
    ),
    StateDomain(
        "order",
        path=("packing", "shipped", "in_transit", "out_for_delivery", "delivered"),
        branches=("cancelled", "returned"),
        milestones=frozenset({"shipped", "delivered"}),
        phrases=(
            (r"out for delivery", "out_for_delivery"),
            (r"in transit|on (?:its|the) way|en route|travell?ing", "in_transit"),
            (r"delivered|arrived|been received", "delivered"),
            (r"cancell?ed", "cancelled"),
            (r"returned", "returned"),
            (r"shipped|dispatched|sent out|left (?:our|the) warehouse|handed (?:over )?to", "shipped"),
            (r"being packed|packing|being prepared|preparing|being processed|processing|still in (?:our|the) warehouse", "packing"),
        ),
        aliases={"packed": "packing", "processing": "packing", "pending": "packing", "dispatched": "shipped",
                 "intransit": "in_transit", "canceled": "cancelled"},
        also_true={"shipped": frozenset({"in_transit"})},
    ),
    StateDomain(
        "subscription",
        path=("active",),
        branches=("paused", "cancelled"),
        milestones=frozenset(),
        phrases=(
            (r"cancell?ed|terminated|ended|closed|deactivated", "cancelled"),
            (r"paused|on hold|suspended", "paused"),
            (r"active|renewed|running|live", "active"),
        ),
        aliases={"canceled": "cancelled", "suspended": "paused", "on_hold": "paused", "trialing": "active"},
    ),
)


def normalise_state(value: Any) -> str:
    return re.sub(r"[\s-]+", "_", str(value).strip().lower())


def domain_for(value: str) -> tuple[StateDomain, str] | None:
    """The domain that knows a record's state value, and the value as that domain's state."""
    state = normalise_state(value)
    for domain in STATE_DOMAINS:
        canonical = domain.aliases.get(state, state)
        if domain.knows(canonical):
            return domain, canonical
    return None


def state_mentions(text: str, domain: StateDomain) -> list[Mention]:
    for pattern, state in domain.phrases:
        m = re.search(rf"\b(?:{pattern})\b", text, re.IGNORECASE)
        if m:
            return [Mention("state", m.start(), m.end(), m.group(0), state, is_negated(text, m.start()))]
    return []


def compare_states(domain: StateDomain, claimed: str, negated: bool, actual: str) -> bool:
    """True when a claim of `claimed` (or 'not claimed') is consistent with the record's `actual` state."""
    pos_claimed, pos_actual = domain.position(claimed), domain.position(actual)
    happened = claimed == actual or claimed in domain.also_true.get(actual, ()) or (
        claimed in domain.milestones and pos_claimed is not None and pos_actual is not None and pos_actual > pos_claimed)
    if claimed == "not_initiated":
        return (actual == "not_initiated") != negated
    return not happened if negated else happened


# A state named inside a condition ("once approved", "when it ships", "before it ships") is not a claim
# that the record is in that state: it says what happens when (or until) it gets there.
_CONDITION_BEFORE = re.compile(
    r"\b(?P<word>once|when|after|as soon as|upon|if|before|until|unless)\s+(?:(?:it|they|this|that|the \w+|your \w+)"
    r"(?:'s|'re)?\s+)?"
    r"(?:(?:is|are|has|have|gets?|got|was)\s+)?(?:been\s+)?(?:fully\s+)?$", re.IGNORECASE)


def condition_of(text: str, start: int) -> str | None:
    """'once' / 'before' ... when the state word at `start` sits in a condition, else None."""
    m = _CONDITION_BEFORE.search(text[:start])
    return m.group("word").lower() if m else None


def compare_conditioned(domain: StateDomain, condition: str, claimed: str, actual: str) -> bool:
    """A claim conditioned on a state agrees with a record on its way there: "once approved" holds of a
    refund queued for review (seed 000's "before it ships" / "once it ships" limit). "Before"/"until"
    need the record not to have reached it yet; a record on a branch (denied, cancelled) can no longer
    get there, so a promise conditioned on the normal path does not hold."""
    pos_claimed, pos_actual = domain.position(claimed), domain.position(actual)
    if pos_actual is None or pos_claimed is None:
        return claimed == actual
    if condition in ("before", "until"):
        return pos_actual < pos_claimed
    return True
