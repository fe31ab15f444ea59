"""Near misses (leaf_values.near_miss, alignment's _near_misses): a figure one slip of the pen away from the only
such leaf is a wrong copy of it; another figure, or two leaves within one slip, settle nothing.

Field names and values here are made up for the tests; the code knows none of them.
"""
import pytest

from halcheck_tui.config import Settings as _Settings
from halcheck_tui.core.case import Evidence, EvidenceKind
from halcheck_tui.core.grounding.fields.records import AlignmentLimits as _AlignmentLimits
from halcheck_tui.core.grounding.fields.records import RecordChecker
from halcheck_tui.core.types import Verdict
from halcheck_tui.core.values.leaf_values import near_miss, one_slip
from halcheck_tui.core.values.mentions import specifics

SHIPPED_LIMITS = _AlignmentLimits.from_settings(_Settings())


def check(text, fields):
    record = Evidence("rec#1", EvidenceKind.RECORD, fields=fields, lineage={"source": "tool:x"})
    return RecordChecker([record], SHIPPED_LIMITS).check(text)


@pytest.mark.parametrize("said, held, slip", [
    ("4517", "4571", True),    # neighbours swapped
    ("318", "378", True),      # one digit replaced
    ("41", "14", True),        # two digits swapped
    ("41", "47", False),       # two digits, one replaced: too easily another figure
    ("318", "3180", False),    # a digit added is another magnitude
    ("4517", "4517", False),
    ("4517", "5417", True),
    ("4517", "7154", False),
])
def test_one_slip(said, held, slip):
    assert one_slip(said, held) is slip


def test_near_miss_by_kind():
    money = specifics("a fee of $71.45")[0]
    assert near_miss("money", money.readings, 74.15) and not near_miss("money", money.readings, 71.45)
    day = specifics("on June 21")[0]
    assert near_miss("date", day.readings, "2026-06-12") and not near_miss("date", day.readings, "2026-06-1")
    assert near_miss("date", day.readings, "2026-06-01") and not near_miss("date", day.readings, "2026-07-21")
    clock = specifics("at 16:20")[0]
    assert near_miss("time", clock.readings, "2026-01-04T16:50:00Z") and not near_miss("time", clock.readings, "18:50")


FIELDS = {"locker_code": "5290", "deposit": {"amount": 71.45, "currency": "EUR"}, "opens_on": "2026-06-12",
          "pickup_window": {"from": "09:10", "to": "17:30"}, "crates": 318}


@pytest.mark.parametrize("text, leaf", [
    ("Your locker code is 5920.", "locker_code"),
    ("The deposit of €74.15 is held until pickup.", "deposit.amount"),
    ("The locker opens on June 21.", "opens_on"),
    ("Pickup runs from 09:10 to 17:50.", "pickup_window.to"),
    ("We counted 381 crates.", "crates"),
])
def test_a_near_miss_is_contradicted_by_its_leaf(text, leaf):
    result = check(text, FIELDS)
    assert result.verdict is Verdict.CONTRADICTED, result.detail
    assert any(c.field_path == leaf and not c.ok for c in result.checks), result.detail


def test_a_figure_far_from_every_leaf_is_left_open():
    result = check("We counted 642 crates.", FIELDS)
    assert result.verdict is not Verdict.CONTRADICTED or all(c.field_path != "crates" or "slip" not in c.detail
                                                             for c in result.checks)


def test_two_leaves_within_one_slip_settle_nothing():
    result = check("Your code is 5920.", {"front_code": "5290", "back_code": "9520"})
    assert not any("slip" in c.detail for c in result.checks)


def test_a_currency_code_before_an_amount_belongs_to_the_amount():
    fields = {"bond": {"amount": 400, "currency": "NZD"}, "rent": {"amount": 1250, "currency": "NZD"}}
    supported = check("Your bond is NZD 400.", fields)
    assert supported.verdict is Verdict.SUPPORTED and any(c.field_path == "bond.amount" for c in supported.checks)
    assert check("Your bond is NZD 450.", fields).verdict is not Verdict.SUPPORTED


def two_records(text):
    evidence = [Evidence("plan#1", EvidenceKind.RECORD,
                         fields={"tier": "Pro", "desks": 20, "cost_per_desk": {"amount": 9.0}},
                         lineage={"source": "tool:get_plan"}),
                Evidence("quote#1", EvidenceKind.RECORD,
                         fields={"upgrade": {"amount": 41.37, "summary": "4 extra desks, May 3 - May 31"}},
                         lineage={"source": "tool:quote_upgrade"})]
    return RecordChecker(evidence, SHIPPED_LIMITS).check(text)


def test_a_near_miss_in_another_record_replaces_a_leaf_whose_role_the_claim_names_no_better():
    result = two_records("Adding the 4 desks costs an upgrade of $41.73 from May 3 to May 31.")
    assert result.verdict is Verdict.CONTRADICTED
    assert [c.field_path for c in result.checks if not c.ok] == ["upgrade.amount"], result.detail


def test_a_figure_written_in_another_records_text_field_is_found_there():
    result = two_records("Adding the 4 desks costs an upgrade of $41.37 from May 3 to May 31.")
    assert not [c for c in result.checks if not c.ok], result.detail


def test_a_value_of_the_other_object_beside_an_id_is_not_confirmed_by_the_fields():
    """The record check does not confirm "a Vireo 20 (TG-2044)" when TG-2044 is the swap's tag and Vireo 20 the old
    device's model; since the sibling-twins rule went (AL302, retired in session 26) it leaves the pairing to the
    verifier instead of disputing it by position."""
    fields = {"device": {"tag": "TG-1001", "model": "Vireo 20"}, "swap": {"tag": "TG-2044", "model": "Vireo 30"}}
    wrong = check("Your swap, a Vireo 20 (TG-2044), ships soon.", fields)
    assert wrong.verdict is not Verdict.SUPPORTED, wrong.detail
    assert check("Your swap, a Vireo 30 (TG-2044), ships soon.", fields).verdict is not Verdict.CONTRADICTED


def test_a_near_miss_in_a_look_alike_record_or_for_another_named_role_is_not_taken():
    earlier = Evidence("get_parcel#P-1", EvidenceKind.RECORD,
                       fields={"parcel": "P-1", "status": "delivered", "arrived_on": "2026-08-04"},
                       lineage={"source": "tool:get_parcel"})
    later = Evidence("get_parcel#P-2", EvidenceKind.RECORD,
                     fields={"parcel": "P-2", "status": "packing", "leaves_by": "2026-08-30"},
                     lineage={"source": "tool:get_parcel"})
    result = RecordChecker([earlier, later], SHIPPED_LIMITS).check("Parcel P-2 should leave by August 14.")
    assert not any("slip" in c.detail for c in result.checks), result.detail
    fields = {"arrived_on": "2026-08-04", "dispatch_by": "2026-08-20"}
    result = check("It should be dispatched by August 14.", fields)
    assert not any("slip" in c.detail and c.field_path == "arrived_on" for c in result.checks), result.detail


def test_a_figure_inside_a_short_label_the_claim_never_names_is_not_that_labels():
    fields = {"hall": "Hall 4", "seat_row": 7, "event": "Spring Gala"}
    assert not any(c.field_path == "hall" and c.ok for c in check("You're number 4 in the queue for the Spring Gala.",
                                                                   fields).checks)
    assert any(c.field_path == "hall" and c.ok for c in check("The Spring Gala is in hall 4.", fields).checks)


@pytest.mark.parametrize("text, fields", [
    ("The balance is three hundred and ten francs.", {"balance": 315.0, "currency": "CHF"}),
])
def test_what_is_no_slip_of_the_pen_is_left_to_other_readings(text, fields):
    result = check(text, fields)
    assert "one slip away" not in result.detail, result.detail


def test_a_relative_day_is_no_slip_of_the_pen():
    from datetime import date
    checker = RecordChecker([Evidence("rec#1", EvidenceKind.RECORD, fields={"slots": [{"on": "2026-05-08"}],
                                                                          "id": "T-1"},
                                      lineage={"source": "tool:x"})], SHIPPED_LIMITS)
    checker.aligner.use_reference(date(2026, 5, 6))  # "tomorrow" is 7 May: one day-digit from the 8th
    assert "one slip away" not in checker.check("We can deliver tomorrow.").detail
