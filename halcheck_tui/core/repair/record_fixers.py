"""Which fix a wrong record value gets: one ordered table, like a linter's rules, walked first to last.

A fixer answers a finding by its reason code or by the kind of its mention; the first that answers and
returns a fix wins (a fixer that finds nothing of its kind returns [] and lets the next one try). The last
answers every finding: a value put in as the record holds it."""
from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from ..case import Evidence
from ..grounding.fields.records import MentionCheck
from ..types import ReasonCode
from .date_fixes import fix_date, fix_time_range, fix_weekday
from .fix import Fix
from .state_fix import fix_state
from .value_fixes import fix_identifier, fix_money, fix_number, fix_value


@dataclass(frozen=True)
class RecordFixer:
    name: str
    why: str
    """One line: what it corrects and why it is a kind of its own."""
    reason: ReasonCode | None
    """The finding's reason it answers (None: the mention's kind alone decides)."""
    kinds: frozenset[str]
    """The mention kinds it answers; with no reason and no kinds it answers every finding."""
    fix: Callable[[str, MentionCheck, Mapping[str, Evidence]], list[Fix]]

    def answers(self, check: MentionCheck) -> bool:
        if self.reason is None and not self.kinds:
            return True
        return (self.reason is not None and check.reason is self.reason) or check.mention.kind in self.kinds


RECORD_FIXERS: tuple[RecordFixer, ...] = (
    RecordFixer("state", "a state word needs a phrase with the auxiliary its subject takes, not a bare value",
                ReasonCode.RECORD_STATE_MISMATCH, frozenset({"state"}), fix_state),
    RecordFixer("amount", "an amount keeps the draft's currency format, read from a leaf that is money",
                ReasonCode.AMOUNT_MISMATCH, frozenset({"money"}), fix_money),
    RecordFixer("identifier", "an id is put in as the record holds it, masked as the draft masked it",
                ReasonCode.IDENTIFIER_MISMATCH, frozenset({"identifier"}), fix_identifier),
    RecordFixer("weekday", "a lone weekday beside a date is the recorded date's weekday, not a date",
                ReasonCode.DATE_MISMATCH, frozenset({"date"}), fix_weekday),
    RecordFixer("time range", "both ends of a time range change together, or one end copies the other",
                ReasonCode.DATE_MISMATCH, frozenset({"date"}), fix_time_range),
    RecordFixer("date", "a date or time keeps the draft's style, from the leaf that plays the claim's role",
                ReasonCode.DATE_MISMATCH, frozenset({"date"}), fix_date),
    RecordFixer("number", "a count keeps digits or words, and its unit and counted noun follow it",
                None, frozenset({"quantity", "number"}), fix_number),
    RecordFixer("value", "any other value is put in as the record holds it, in the draft's capitals",
                None, frozenset(), fix_value),
)


def record_fix(text: str, check: MentionCheck, evidence: Mapping[str, Evidence]) -> list[Fix]:
    """The fixes the first answering fixer writes for one wrong record value (CannotFix: none can)."""
    for fixer in RECORD_FIXERS:
        if fixer.answers(check):
            fixes = fixer.fix(text, check, evidence)
            if fixes:
                return fixes
    return []
