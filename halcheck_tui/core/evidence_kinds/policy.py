"""The business's own policy text: grounds rules first, and facts."""
from __future__ import annotations

from ..types import ClaimClass
from .base import EvidenceKind, KindForm
from .text_kinds import TextKind


class PolicyKind(TextKind):
    kind = EvidenceKind.POLICY
    grounds = {ClaimClass.RULE: 0, ClaimClass.FACT: 0}
    form = KindForm("text", "policy text")
