"""A passage (a KB article, a retrieved document): grounds facts, and rules where no policy is given."""
from __future__ import annotations

from ..types import ClaimClass
from .base import EvidenceKind, KindForm
from .text_kinds import TextKind


class PassageKind(TextKind):
    kind = EvidenceKind.PASSAGE
    # Rank 1 for rules: support teams keep policy in KB articles, read only when the case has no policy.
    grounds = {ClaimClass.RULE: 1, ClaimClass.FACT: 0}
    form = KindForm("text", "passage text (may span several lines)")
