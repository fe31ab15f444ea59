"""A fix tried against the records first (core/repair/fix_trial.py): a figure put in that the records rule
out, where the claim's own figure stood, is not made. Made-up records."""
from __future__ import annotations

from halcheck_tui.config import Settings
from halcheck_tui.core.case import Evidence, EvidenceKind
from halcheck_tui.core.grounding.fields.records import AlignmentLimits
from halcheck_tui.core.repair.fix import Fix
from halcheck_tui.core.repair.fix_trial import ruled_out_fixes
from halcheck_tui.core.types import ReasonCode

EVIDENCE = (Evidence("r", EvidenceKind.RECORD,
                     fields={"visit": {"hall": "North Hall", "at": "2031-04-07T14:30:00+02:00"}}),)
TEXT = "Your visit is at North Hall on 7 April at 16:45"

LIMITS = AlignmentLimits.from_settings(Settings())


def _fix(start_word: str, new: str) -> Fix:
    start = TEXT.index(start_word)
    return Fix(start, start + len(start_word), new, "r", "text", ReasonCode.VALUE_MISMATCH)


def test_the_recorded_figure_is_put_in():
    right = _fix("16:45", "14:30")
    assert ruled_out_fixes(TEXT, [right], EVIDENCE, LIMITS) == []


def test_a_confirmed_figure_is_never_replaced():
    text = "Your visit is at North Hall on 7 April at 14:30"
    start = text.index("14:30")
    fix = Fix(start, start + 5, "02:00", "r", "text", ReasonCode.VALUE_MISMATCH)
    assert ruled_out_fixes(text, [fix], EVIDENCE, LIMITS) == [fix]


def test_only_the_ruled_out_fix_goes():
    text = "Your visit is at South Hall on 7 April at 14:30"
    hall = text.index("South")
    at = text.index("14:30")
    keep = Fix(hall, hall + 5, "North", "r", "visit.hall", ReasonCode.VALUE_MISMATCH)
    wrong = Fix(at, at + 5, "02:00", "r", "text", ReasonCode.VALUE_MISMATCH)
    assert ruled_out_fixes(text, [keep, wrong], EVIDENCE, LIMITS) == [wrong]


def test_a_refused_effect_said_undone_beside_the_calls_date_keeps_the_date():
    """"has not been moved to September 14" names the date the refused call asked for: since session 16 a
    negation disputes a date only when it denies what is to come, so the denial of the move stands as written."""
    from tests.test_correct_alignment import call, run

    refused = call("move_visit", "ESCALATE", new_visit_date="2031-09-14")
    draft = "Your visit has been moved to September 14."
    out = run(draft, [refused], [("state", "moved", "move_visit#1", "decision")])
    assert out.text == ("Your visit has not been moved to September 14 yet, as the request has been escalated to "
                        "our team for review.")
