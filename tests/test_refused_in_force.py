"""A refused call's effect said to be in force (grounding.refused_in_force). Tools, fields and wording are made
up for the tests."""
import pytest

from halcheck_tui.config import Settings
from halcheck_tui.core.case import Evidence, EvidenceKind
from halcheck_tui.core.grounding.calls.refused_in_force import in_force_span
from halcheck_tui.core.grounding.fields.records import AlignmentLimits, RecordChecker
from halcheck_tui.core.types import ReasonCode, Verdict

LIMITS = AlignmentLimits.from_settings(Settings())


def check(text, tool, args, fields):
    evidence = [Evidence("get_card#41", EvidenceKind.RECORD, fields=fields, lineage={"source": "tool:get_card"}),
                Evidence("call#1", EvidenceKind.REFUSED_CALL, tool=tool, decision="DENY", args=args)]
    return RecordChecker(evidence, LIMITS).check(text)


@pytest.mark.parametrize("text, tool, said", [
    ("The freeze hold on card 41 is in place", "freeze_hold", "is in place"),
    ("Your new pin is now live", "change_pin", "is now live"),
    ("The renewal of your permit has gone through", "renew_permit", "has gone through"),
    ("The hold freeze took effect this morning", "freeze_hold", "took effect"),
])
def test_the_action_or_its_product_said_to_stand(text, tool, said):
    span = in_force_span(text, tool)
    assert span is not None and text[span[0]:span[1]] == said


@pytest.mark.parametrize("text, tool", [
    ("The freeze hold on card 41 is not in place", "freeze_hold"),
    ("Your pin is now live", "change_pin"),  # the old one: no "new", no action named
    ("Your new pin is now live", "cancel_pin"),  # cancelling makes nothing new
    ("The freeze hold could not be placed, so card 41 is active", "freeze_hold"),
])
def test_what_does_not_say_the_effect_stands(text, tool):
    assert in_force_span(text, tool) is None


def test_a_record_field_beside_it_does_not_make_it_so():
    fields = {"card_number": "41", "status": "active"}
    result = check("The freeze hold on card 41 is in place", "freeze_hold", {"card_number": "41"}, fields)
    assert result.verdict is Verdict.CONTRADICTED and result.reason is ReasonCode.NOT_EXECUTED, result.detail
