"""Conflicting evidence: an explicit authority and recency rule, never an average.

When two evidence items state the quantity a claim makes ("within 5 business days") and one agrees with
the claim while the other does not, grounding alone picks whichever sentence ranks first: the README's own
tenant-42 example was blocked against the general 14-day policy although the tenant's 5-day addendum
applies. Seed 001 asks that sources in conflict are ranked, disclosed or escalated; this module does all
three, deterministically, after level 2:

1. a tenant-specific item (lineage `tenant` set) outranks a general one;
2. then a higher `authority` outranks a lower one (`Settings.authority_order`, highest first; an authority
   not in the list, or none, ranks below every listed one);
3. then a later `valid_from` outranks an earlier one (none counts as earliest).

The claim takes the verdict of the best-ranked item: supported when it agrees, contradicted
(VALUE_MISMATCH) when it disagrees. When the best-ranked items agree and disagree at the same rank, the
claim is `insufficient_evidence` with both items cited, and the reply goes to `review`: a person decides.
Every conflict found is listed in the trace (`conflicts`) with the items, the winner and the rule used.

Only conflicts the text states plainly are judged: the same unit (days, %, characters) in sentences that
share a content word with the claim, read with level 2's own `quantities`/`numeric_conflict`. Anything
else is left to grounding as it was.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import UTC, date, datetime

from ..case import Case, Evidence
from ..decomposition.decompose import Decomposition
from ..evidence_kinds import registry
from ..grounding.text.retrieval import split_evidence
from ..grounding.verdicts import ClaimVerdict, GroundingResult
from ..types import Decision, Method, ReasonCode, Verdict
from ..values.quantities import CONTENT_WORD, UNIT_WORDS, numeric_conflict, quantities
from .policy import Release

DEFAULT_AUTHORITY_ORDER = ("contract", "approved-policy", "policy", "kb", "web")
"""Highest first. `contract` covers per-customer terms such as the tenant-42 enterprise addendum."""


@dataclass(frozen=True)
class Conflict:
    claim_id: str
    agreeing: tuple[str, ...]
    """Evidence items whose stated quantity matches the claim's."""
    disagreeing: tuple[str, ...]
    winner: str | None
    """The best-ranked item, or None when items that agree and disagree rank equally (sent to review)."""
    rule: str
    """Which part of the rule decided, in words."""

    @property
    def resolved(self) -> bool:
        return self.winner is not None

    def as_dict(self) -> dict:
        return {"claim_id": self.claim_id, "agreeing": list(self.agreeing), "disagreeing": list(self.disagreeing),
                "winner": self.winner, "resolved": self.resolved, "rule": self.rule}


def _stems(text: str) -> set[str]:
    # The same notion of "talks about the same thing" as level 2's numeric check.
    return {w.rstrip("s") for w in CONTENT_WORD.findall(text.lower())} - UNIT_WORDS


def _stance(claim_text: str, sentence: str) -> bool | None:
    """True: the sentence states the claim's quantity; False: it states another; None: it does not say."""
    claimed, stated = quantities(claim_text), quantities(sentence)
    shared_units = set(claimed) & set(stated)
    if not shared_units or not (_stems(claim_text) & _stems(sentence)):
        return None
    if numeric_conflict(claim_text, sentence):
        return False
    if all(claimed[unit] & stated[unit] for unit in shared_units):
        return True
    return None


def _instant(value: str | None) -> datetime:
    if not value:
        return datetime.min.replace(tzinfo=UTC)
    try:
        parsed = datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        try:
            parsed = datetime.combine(date.fromisoformat(value), datetime.min.time())
        except ValueError:
            return datetime.min.replace(tzinfo=UTC)
    return parsed if parsed.tzinfo else parsed.replace(tzinfo=UTC)


def rank(item: Evidence, tenant: str | None, authority_order: Sequence[str]) -> tuple[int, int, datetime]:
    """Bigger is stronger: (tenant-specific, authority, valid_from)."""
    item_tenant = item.lineage.get("tenant")
    specific = int(bool(item_tenant) and (tenant is None or item_tenant == tenant))
    authority = item.lineage.get("authority", "")
    order = [a.lower() for a in authority_order]
    level = len(order) - order.index(authority.lower()) if authority.lower() in order else 0
    return specific, level, _instant(item.lineage.get("valid_from"))


def _why(winner: Evidence, loser: Evidence, tenant: str | None, order: Sequence[str]) -> str:
    w, l = rank(winner, tenant, order), rank(loser, tenant, order)
    if w[0] != l[0]:
        return f"tenant-specific {winner.id} outranks general {loser.id}"
    if w[1] != l[1]:
        return (f"authority {winner.lineage.get('authority', '(none)')} of {winner.id} outranks "
                f"{loser.lineage.get('authority', '(none)')} of {loser.id}")
    return (f"{winner.id} (valid from {winner.lineage.get('valid_from', '(always)')}) is later than {loser.id} "
            f"(valid from {loser.lineage.get('valid_from', '(always)')})")


def resolve_conflicts(case: Case, decomposition: Decomposition, grounding: GroundingResult,
                      authority_order: Sequence[str] = DEFAULT_AUTHORITY_ORDER
                      ) -> tuple[GroundingResult, tuple[Conflict, ...]]:
    """`grounding` with each conflicted claim's verdict set by the rule, and the conflicts found."""
    by_id = case.evidence_by_id()
    sentences = split_evidence(case.evidence)
    verdicts = list(grounding.verdicts)
    conflicts: list[Conflict] = []
    for position, verdict in enumerate(verdicts):
        claim = next((c for c in decomposition.claims if c.id == verdict.claim_id), None)
        if claim is None or claim.claim_class not in registry.text_grounded_classes() or not quantities(claim.text):
            continue
        kinds = registry.grounding_kinds(claim.claim_class)
        stance: dict[str, bool] = {}
        for sentence in sentences:
            if sentence.kind not in kinds:
                continue
            said = _stance(claim.text, sentence.text)
            if said is not None:
                stance[sentence.evidence_id] = stance.get(sentence.evidence_id, False) or said
        agreeing = tuple(i for i, agrees in stance.items() if agrees)
        disagreeing = tuple(i for i, agrees in stance.items() if not agrees)
        if not agreeing or not disagreeing:
            continue  # no conflict about this claim: grounding's verdict stands
        ranks = {i: rank(by_id[i], case.tenant, authority_order) for i in stance}
        best = max(ranks.values())
        top = [i for i in stance if ranks[i] == best]
        top_agree = [i for i in top if stance[i]]
        top_disagree = [i for i in top if not stance[i]]
        if top_agree and top_disagree:
            conflict = Conflict(claim.id, agreeing, disagreeing, None,
                                f"{', '.join(top_agree)} and {', '.join(top_disagree)} rank equally "
                                "(tenant, authority, valid_from): a person must decide")
            verdicts[position] = ClaimVerdict(
                claim.id, Verdict.INSUFFICIENT, ReasonCode.VALUE_MISMATCH, Method.PASSAGE,
                tuple(top_agree + top_disagree),
                f"sources conflict and rank equally: {', '.join(top_agree)} agrees, "
                f"{', '.join(top_disagree)} disagrees; sent to review", premises=verdict.premises)
        else:
            winner = top[0]
            losers = disagreeing if stance[winner] else agreeing
            strongest_loser = max(losers, key=lambda i: ranks[i])
            why = _why(by_id[winner], by_id[strongest_loser], case.tenant, authority_order)
            conflict = Conflict(claim.id, agreeing, disagreeing, winner, why)
            if stance[winner]:
                verdicts[position] = ClaimVerdict(
                    claim.id, Verdict.SUPPORTED, None, Method.PASSAGE, (winner,),
                    f"supported by {winner}; it conflicts with {', '.join(disagreeing)}, and {why}",
                    premises=verdict.premises)
            else:
                conflict_text = next(numeric_conflict(claim.text, s.text) for s in sentences
                                     if s.evidence_id == winner and _stance(claim.text, s.text) is False)
                verdicts[position] = ClaimVerdict(
                    claim.id, Verdict.CONTRADICTED, ReasonCode.VALUE_MISMATCH, Method.PASSAGE, (winner,),
                    f"{conflict_text} ({winner}); {', '.join(agreeing)} agrees with the claim, but {why}",
                    premises=verdict.premises)
        conflicts.append(conflict)
    if not conflicts:
        return grounding, ()
    return replace(grounding, verdicts=tuple(verdicts)), tuple(conflicts)


def review_unresolved(release: Release, conflicts: Sequence[Conflict]) -> Release:
    """Equally ranked sources in conflict send the reply to a person, unless it is blocked anyway."""
    open_conflicts = [c for c in conflicts if not c.resolved]
    if not open_conflicts or release.decision == Decision.BLOCK:
        return release
    return replace(release, decision=Decision.REVIEW,
                   explanation="sources conflict and rank equally for "
                               + ", ".join(c.claim_id for c in open_conflicts) + ": a person must decide")


__all__ = ["Conflict", "DEFAULT_AUTHORITY_ORDER", "rank", "resolve_conflicts", "review_unresolved"]
