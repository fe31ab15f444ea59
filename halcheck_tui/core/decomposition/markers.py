"""What a draft cites, as found: its citation markers and the ids each claim cites, as plain values.

They sit apart from `citations.py` (which finds them, and checks them at grounding time with the grounder's
types) so that a `Decomposition` can carry them: the decompose level reads them once against the case's
evidence (`Checker.decompose`), and grounding's citation check and the TUI's decompose view read them there.
"""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Marker:
    """One citation marker in the draft: `draft[start:end]` is its text."""

    start: int
    end: int
    text: str
    ids: tuple[str, ...]


@dataclass(frozen=True)
class MarkerCheck:
    """A marker, the sentence it belongs to, and its ids that name nothing in the case's evidence."""

    marker: Marker
    sentence: int | None
    invalid: tuple[str, ...]


@dataclass(frozen=True)
class DraftCitations:
    """The draft's markers (in draft order) and the ids cited for each claim (`citations.scan`). Whether a cited
    item bears its claim out is grounding's finding, `citations.CitationReport`."""

    markers: tuple[MarkerCheck, ...] = ()
    cited: dict[str, tuple[str, ...]] = field(default_factory=dict)
    """claim id -> the ids cited for it (checked claims only; conversational ones assert nothing)."""

    def claims_citing(self, marker: Marker) -> tuple[str, ...]:
        """The claims cited with any of `marker`'s ids, in the order of `cited`."""
        return tuple(claim_id for claim_id, ids in self.cited.items() if set(ids) & set(marker.ids))
