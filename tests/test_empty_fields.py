"""A claim that says a thing exists where the record's field for it holds nothing (grounding.empty_fields).
Records and wording are made up for the tests."""
import pytest

from halcheck_tui.config import Settings
from halcheck_tui.core.case import Evidence, EvidenceKind
from halcheck_tui.core.grounding.fields.empty_fields import empty_fields_named
from halcheck_tui.core.grounding.fields.records import AlignmentLimits, RecordChecker
from halcheck_tui.core.types import Verdict

LIMITS = AlignmentLimits.from_settings(Settings())

FIELDS = {"site": "Harbour Road", "state": "closed", "delay_voucher": None}


def check(text, fields=FIELDS):
    evidence = [Evidence("get_site#HR-2", EvidenceKind.RECORD, fields=fields, lineage={"source": "tool:get_site"})]
    return RecordChecker(evidence, LIMITS).check(text)


def test_a_thing_said_to_exist_where_its_field_is_empty_is_not_settled_by_the_other_values():
    assert check("After the Harbour Road closure, we've put a delay voucher on your profile").verdict \
        is not Verdict.SUPPORTED
    assert check("After the Harbour Road closure, we've put a delay voucher on your profile",
                 {**FIELDS, "delay_voucher": "DV-19"}).verdict is not Verdict.CONTRADICTED


@pytest.mark.parametrize("text", [
    "After the Harbour Road closure, no delay voucher was issued",
    "After the Harbour Road closure, we'll send a delay voucher",
])
def test_a_negated_or_future_thing_is_not_read_against_the_empty_field(text):
    leaves = RecordChecker([Evidence("get_site#HR-2", EvidenceKind.RECORD, fields=FIELDS)], LIMITS).aligner.leaves
    assert empty_fields_named(text, [], leaves) == []
    assert empty_fields_named(text.replace("no ", "a ").replace("we'll send", "we sent"), [], leaves) != []
