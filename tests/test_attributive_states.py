"""A state word before a noun describes that noun (grounding.attributive_states). Records and wording are made
up for the tests."""
import pytest

from halcheck_tui.config import Settings
from halcheck_tui.core.case import Evidence, EvidenceKind
from halcheck_tui.core.grounding.fields.attributive_states import describes_noun
from halcheck_tui.core.grounding.fields.records import AlignmentLimits, RecordChecker
from halcheck_tui.core.types import Verdict

LIMITS = AlignmentLimits.from_settings(Settings())


def check(text, fields):
    evidence = [Evidence("get_payback#PB-4", EvidenceKind.RECORD, fields=fields, lineage={"source": "tool:get_refund"})]
    return RecordChecker(evidence, LIMITS).check(text)


@pytest.mark.parametrize("text, word, noun", [
    ("We repaid €40 for your damaged lamp", "damaged", "lamp"),
    ("We repaid €40 for the recently returned tent pegs, as agreed", "returned", "tent pegs"),
    ("Your lamp was damaged", "damaged", None),
    ("We repaid the damaged by courier", "damaged", None),
])
def test_an_adjective_needs_a_determiner_before_and_a_noun_after(text, word, noun):
    start = text.index(word)
    assert describes_noun(text, start, start + len(word)) == noun


def test_a_state_of_the_noun_agrees_with_the_value_that_holds_it_not_with_the_status():
    fields = {"status": "issued", "amount": 40.0, "currency": "EUR", "cause": "lamp_cancelled"}
    assert check("We refunded €40 for your cancelled lamp", fields).verdict is Verdict.SUPPORTED


def test_a_state_no_value_of_the_record_holds_is_still_ruled_out():
    for cause in ("lamp_lost", "tent_cancelled"):  # no value says it, or one says it of another thing
        fields = {"status": "issued", "amount": 40.0, "currency": "EUR", "cause": cause}
        assert check("We refunded €40 for your cancelled lamp", fields).verdict is Verdict.CONTRADICTED


def test_the_status_itself_said_as_a_predicate_is_read_as_before():
    fields = {"status": "sent", "amount": 40.0, "currency": "EUR", "cause": "lamp_damaged", "payback_id": "PB-4"}
    assert check("Payback PB-4 has been cancelled", fields).verdict is Verdict.CONTRADICTED
