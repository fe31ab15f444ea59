"""Which fix a wrong record value gets: one ordered table, like a linter's rules, walked first to last.

A fixer answers a finding by its reason code or by the kind of its mention; the first that answers and
returns a fix wins (a fixer that finds nothing of its kind returns [] and lets the next one try). The last
answers every finding: a value put in as the record holds it. Each row has a code (RF<nn>, its place in the
walk) and a fixture: a made-up draft the fixer corrects, and the draft as corrected."""
from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from ..case import Evidence
from ..grounding.fields.records import MentionCheck
from ..types import ReasonCode
from .date_fixes import fix_date, fix_time_range, fix_weekday
from .fix import Fix, RepairFixture
from .state_fix import fix_state
from .value_fixes import fix_identifier, fix_money, fix_number, fix_value


@dataclass(frozen=True)
class RecordFixer:
    code: str
    name: str
    why: str
    """One line: what it corrects and why it is a kind of its own."""
    reason: ReasonCode | None
    """The finding's reason it answers (None: the mention's kind alone decides)."""
    kinds: frozenset[str]
    """The mention kinds it answers; with no reason and no kinds it answers every finding."""
    fix: Callable[[str, MentionCheck, Mapping[str, Evidence]], list[Fix]]
    fixture: RepairFixture

    def answers(self, check: MentionCheck) -> bool:
        if self.reason is None and not self.kinds:
            return True
        return (self.reason is not None and check.reason is self.reason) or check.mention.kind in self.kinds


RECORD_FIXERS: tuple[RecordFixer, ...] = (
    RecordFixer("RF01", "state", "a state word needs a phrase with the auxiliary its subject takes, not a bare value",
                ReasonCode.RECORD_STATE_MISMATCH, frozenset({"state"}), fix_state,
                RepairFixture("Your refund has been issued.", {"refund#R-1": {"status": "queued_for_review"}},
                              "Your refund is queued for review.")),
    RecordFixer("RF02", "amount", "an amount keeps the draft's currency format, read from a leaf that is money",
                ReasonCode.AMOUNT_MISMATCH, frozenset({"money"}), fix_money,
                RepairFixture("Your late fee is $12.", {"bill#B-1": {"late_fee": 15.0, "due_on": "2026-05-01"}},
                              "Your late fee is $15.")),
    RecordFixer("RF03", "identifier", "an id is put in as the record holds it, masked as the draft masked it",
                ReasonCode.IDENTIFIER_MISMATCH, frozenset({"identifier"}), fix_identifier,
                RepairFixture("Your order #55210 is confirmed.",
                              {"order#O-1": {"order_number": "55120", "status": "confirmed"}},
                              "Your order #55120 is confirmed.")),
    RecordFixer("RF04", "weekday", "a lone weekday beside a date is the recorded date's weekday, not a date",
                ReasonCode.DATE_MISMATCH, frozenset({"date"}), fix_weekday,
                RepairFixture("Your class is on Wednesday 14 April.",
                              {"class#K-1": {"class_date": "2026-04-14", "room": "B"}},
                              "Your class is on Tuesday 14 April.")),
    RecordFixer("RF05", "time range", "both ends of a time range change together, or one end copies the other",
                ReasonCode.DATE_MISMATCH, frozenset({"date"}), fix_time_range,
                RepairFixture("The pool is open from 7:00 to 11:00.",
                              {"pool#P-1": {"opens_at": "09:00", "closes_at": "13:00"}},
                              "The pool is open from 9:00 to 13:00.")),
    RecordFixer("RF06", "date", "a date or time keeps the draft's style, from the leaf that plays the claim's role",
                ReasonCode.DATE_MISMATCH, frozenset({"date"}), fix_date,
                RepairFixture("Your ferry leaves on 12 July.", {"crossing#C-1": {"departs_on": "2026-07-10"}},
                              "Your ferry leaves on 10 July.")),
    RecordFixer("RF07", "number", "a count keeps digits or words, and its unit and counted noun follow it",
                None, frozenset({"quantity", "number"}), fix_number,
                RepairFixture("You have four sessions left.", {"pass#P-1": {"sessions_left": 6, "kind": "flex"}},
                              "You have six sessions left.")),
    RecordFixer("RF08", "value", "any other value is put in as the record holds it, in the draft's capitals",
                None, frozenset(), fix_value,
                RepairFixture("You are on the Orchard plan.", {"account#A-1": {"plan": "Meadow", "seats": 3}},
                              "You are on the Meadow plan.")),
)


def record_fix(text: str, check: MentionCheck, evidence: Mapping[str, Evidence]) -> list[Fix]:
    """The fixes the first answering fixer writes for one wrong record value (CannotFix: none can)."""
    for fixer in RECORD_FIXERS:
        if fixer.answers(check):
            fixes = fixer.fix(text, check, evidence)
            if fixes:
                return fixes
    return []
