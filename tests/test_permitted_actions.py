"""A yes/no field of what the customer may do with a thing, read by "you can ..." claims. Made-up wording."""
import pytest

from halcheck_tui.config import Settings
from halcheck_tui.core.case import Evidence, EvidenceKind
from halcheck_tui.core.decomposition.decompose import decompose
from halcheck_tui.core.grounding.fields.records import AlignmentLimits, RecordChecker, route_by_records
from halcheck_tui.core.types import ClaimClass, Verdict

LIMITS = AlignmentLimits.from_settings(Settings())


def _records(**flags):
    fields = {"order": "HX-77", "state": "approved", **flags}
    return [Evidence("get_swap#HX-77", EvidenceKind.RECORD, fields=fields, tool="get_swap"),
            Evidence("swap-terms#2", EvidenceKind.POLICY, text="Swaps are approved within two working days.")]


@pytest.mark.parametrize("text, flag, verdict", [
    ("You can keep using your old handset", True, Verdict.SUPPORTED),
    ("You can continue to use the handset", True, Verdict.SUPPORTED),
    ("You can't keep using your old handset", True, Verdict.CONTRADICTED),
    ("You can keep using your old handset", False, Verdict.CONTRADICTED),
    ("You cannot reuse the handset", False, Verdict.SUPPORTED),
])
def test_can_and_cannot_against_the_flag(text, flag, verdict):
    checked = RecordChecker(_records(handset_reuse=flag), LIMITS).check(text)
    assert checked.verdict is verdict, checked.detail


def test_an_action_the_key_does_not_name_settles_nothing():
    # "retain" is not "reuse": the field says nothing of keeping the handset
    checked = RecordChecker(_records(handset_reuse=True), LIMITS).check("You can send your old handset back")
    assert checked.verdict is None


def test_a_rule_shaped_sentence_of_a_permitted_action_is_read_against_the_record():
    routed = route_by_records(decompose("Your swap is approved, and you can keep using your old handset."),
                              _records(handset_reuse=True), LIMITS)
    claim = next(c for c in routed.claims if "handset" in c.text)
    assert claim.claim_class is ClaimClass.RECORD
