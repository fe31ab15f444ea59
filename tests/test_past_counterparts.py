"""A key led by a past word holds what its counterpart beside it held before: it never supports a claim about
how things stand now, unless the claim says it reports the past (invented examples)."""
import pytest

from halcheck_tui.config import NLIThresholds, Settings
from halcheck_tui.core.case import Evidence, EvidenceKind, parse_case
from halcheck_tui.core.decomposition.decompose import decompose
from halcheck_tui.core.grounding.fields.records import AlignmentLimits, route_by_records
from halcheck_tui.core.grounding.fields.superseded import current_view, speaks_of_the_past
from halcheck_tui.core.grounding.grounder import Grounder, GroundingSettings
from halcheck_tui.core.types import Verdict

VISIT = {"visit": {"ref": "VS-3307", "slot": {"starts": "2027-04-14T13:00:00", "ends": "2027-04-14T17:00:00"},
                   "previousSlot": {"starts": "2027-04-14T09:15:00", "ends": "2027-04-14T11:45:00"}}}


def record(**fields) -> Evidence:
    return Evidence("get_visit#VS-3307", EvidenceKind.RECORD, fields=fields)


@pytest.mark.parametrize("fields, gone", [
    (VISIT, "visit.previousSlot"),
    ({"quote": {"total": "92.40", "prior_total": "80.10"}}, "quote.prior_total"),
    ({"tailor": {"fitting": {"on": "2027-06-09"}, "previous_fittings": [{"on": "2027-05-19"}]}},
     "tailor.previous_fittings"),
    # the object is itself the current version: what follows the past word names it, not a sibling
    ({"order": {"subtotal": "141.60", "previousRevisions": [{"subtotal": "97.20"}]}}, "order.previousRevisions"),
    ({"data": {"object": {"plan": "pro"}, "previous_attributes": {"plan": "basic"}}}, "data.previous_attributes"),
])
def test_a_past_counterpart_leaves_the_current_view(fields, gone):
    view = current_view((record(**fields),))
    outer, inner = gone.split(".")
    assert inner not in view[0].fields[outer]
    assert len(view[0].fields[outer]) == len(fields[outer]) - 1  # its current counterpart stays


@pytest.mark.parametrize("fields", [
    {"statement": {"previous_balance": "120.00", "closing_balance": "95.50"}},  # no "balance" beside it
    {"order": {"original_price": "40.00", "price": "32.00"}},  # an original price is a current figure of the offer
    {"only": {"previousSlot": {"starts": "2027-04-14T09:15:00"}}},  # nothing current beside it
])
def test_a_past_word_without_a_current_counterpart_prunes_nothing(fields):
    evidence = (record(**fields),)
    assert current_view(evidence) is evidence


@pytest.mark.parametrize("text, past", [
    ("Your visit was moved from the morning", True),
    ("Originally it was booked for 9:15", True),
    ("Your visit is on 14 April between 1 PM and 5 PM", False),
])
def test_a_claim_says_whether_it_reports_the_past(text, past):
    assert speaks_of_the_past(text) is past


def _verdict(draft: str):
    case = parse_case({"draft": draft, "evidence": [
        {"id": "get_visit#VS-3307", "kind": "record", "source": "tool:get_visit", "fields": VISIT}]})
    settings = Settings()
    routed = route_by_records(decompose(draft), case.evidence, AlignmentLimits.from_settings(settings))
    grounder = Grounder(None, None, NLIThresholds(), GroundingSettings.from_settings(settings))
    return grounder.ground(case, routed).verdicts[0]


def test_the_slot_before_the_change_does_not_support_the_visit_as_it_stands():
    assert _verdict("Your visit VS-3307 is between 1:00 PM and 5:00 PM.").verdict is Verdict.SUPPORTED
    assert _verdict("Your visit VS-3307 is between 9:15 AM and 11:45 AM.").verdict is not Verdict.SUPPORTED


def test_a_claim_that_reports_the_old_slot_reads_it():
    verdict = _verdict("Your visit VS-3307 was between 9:15 AM and 11:45 AM before the change.")
    assert verdict.verdict is Verdict.SUPPORTED, verdict.detail


DESKS = {"membership": {"id": "MB-88", "desks": 6, "previous_desks": 4, "changed_on": "2027-03-14"}}


def _desk_verdict(draft: str):
    case = parse_case({"draft": draft, "evidence": [
        {"id": "get_membership#MB-88", "kind": "record", "source": "tool:get_membership", "fields": DESKS}]})
    settings = Settings()
    routed = route_by_records(decompose(draft), case.evidence, AlignmentLimits.from_settings(settings))
    return Grounder(None, None, NLIThresholds(), GroundingSettings.from_settings(settings)).ground(case, routed).verdicts[0]


def test_the_old_value_beside_the_new_one_reports_the_change():
    verdict = _desk_verdict("Your desks on MB-88 went from 4 to 6.")
    assert verdict.verdict is Verdict.SUPPORTED, verdict.detail
    assert "previous_desks" in verdict.detail


def test_the_old_value_alone_is_not_the_current_one():
    assert _desk_verdict("You have 4 desks on MB-88.").verdict is not Verdict.SUPPORTED
