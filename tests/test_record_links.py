"""Which record a claim's id pins, records linked to it, and names written as the record writes them.
Records, ids and names are made up for the tests."""
from halcheck_tui.config import Settings as _Settings
from halcheck_tui.core.case import Evidence, EvidenceKind
from halcheck_tui.core.grounding.fields.names import other_name_tail
from halcheck_tui.core.grounding.fields.record_links import links, own_ids
from halcheck_tui.core.grounding.fields.records import AlignmentLimits as _AlignmentLimits
from halcheck_tui.core.grounding.fields.records import RecordChecker
from halcheck_tui.core.types import ReasonCode, Verdict
from halcheck_tui.core.values.mentions import specifics

SHIPPED_LIMITS = _AlignmentLimits.from_settings(_Settings())


def rec(eid, fields):
    return Evidence(eid, EvidenceKind.RECORD, fields=fields, lineage={"source": "tool:get_parcel"})


def test_own_ids_and_links():
    assert own_ids("get_box#BX-12", {"box": "BX-12", "size": "L"}) == {"BX12"}
    own = {"a": frozenset({"BX12"}), "b": frozenset({"LEG9"})}
    assert links({"a": ["LEG-9"], "b": ["2026-01-01"]}, own) == {"a": {"b"}, "b": {"a"}}
    assert links({"a": [], "b": []}, own, [["BX-12", "LEG-9"]]) == {"a": {"b"}, "b": {"a"}}
    assert links({"a": [], "b": []}, own) == {"a": set(), "b": set()}


def test_a_code_held_only_by_a_sibling_record_is_a_mismatch_naming_both():
    evidence = [rec("get_parcel#PX-201", {"parcel_id": "PX-201", "leg": {"courier": "Swiftline", "code": "SW88120034"}}),
                rec("get_parcel#PX-202", {"parcel_id": "PX-202", "leg": {"courier": "Swiftline", "code": "SW88120077"}})]
    result = RecordChecker(evidence, SHIPPED_LIMITS).check("Parcel PX-202 travels with code SW88120034.")
    assert result.verdict is Verdict.CONTRADICTED, result.detail
    assert "PX-201" in result.detail and "SW88120077" in result.detail
    assert RecordChecker(evidence, SHIPPED_LIMITS).check("Parcel PX-202 travels with code SW88120077.").verdict is not Verdict.CONTRADICTED


def test_a_linked_record_lends_its_values():
    evidence = [rec("get_parcel#PX-301", {"parcel_id": "PX-301", "legs": [{"leg_id": "LG-5"}]}),
                rec("get_leg#LG-5", {"leg_id": "LG-5", "courier": "Swiftline"}),
                rec("get_parcel#PX-302", {"parcel_id": "PX-302", "legs": [{"leg_id": "LG-6"}]})]
    assert RecordChecker(evidence, SHIPPED_LIMITS).check("Parcel PX-301 travels with Swiftline.").verdict is not Verdict.CONTRADICTED


def test_a_name_carried_on_with_another_word_is_another_name():
    assert other_name_tail("at Harbour Inn – Eastside now", 14, "Harbour Inn", "Harbour Inn – Westside") == "Eastside"
    assert other_name_tail("at Harbour Inn – Westside now", 14, "Harbour Inn", "Harbour Inn – Westside") is None
    assert other_name_tail("at Harbour Inn. Check-in", 14, "Harbour Inn", "Harbour Inn – Westside") is None
    result = RecordChecker([rec("get_stay#ST-9", {"stay": "ST-9", "hotel": "Harbour Inn – Westside"})], SHIPPED_LIMITS).check(
        "Your stay ST-9 is at Harbour Inn – Eastside.")
    assert result.verdict is Verdict.CONTRADICTED and result.reason is ReasonCode.VALUE_MISMATCH, result.detail


def test_a_name_shortened_or_made_plural_is_the_same_name():
    """"2 Dino Dig Kits" of Dino Dig Kit (a plural), "the Kaveri 55-inch TV" of Kaveri 55-inch 4K LED TV (words
    skipped) and "Local delivery Friday" (a day after the name) carry the recorded name on with its own words or
    none; "Harbour Inn – Eastside" still names another inn."""
    assert other_name_tail("2 Dino Dig Kits shipped", 10, "Dino Dig", "Dino Dig Kit") is None
    assert other_name_tail("Your Kaveri 55-inch TV is out", 19, "Kaveri 55-inch", "Kaveri 55-inch 4K LED TV") is None
    assert other_name_tail("Local delivery Friday", 14, "Local delivery", "Local delivery (within 5 km)") is None
    assert other_name_tail("at Maple Lodge North now", 14, "Maple Lodge", "Maple Lodge South") == "North"


def test_a_carrier_with_its_service_is_that_carrier():
    result = RecordChecker([rec("get_parcel#PX-9", {"parcel_id": "PX-9", "carrier": "FedEx Freight"})], SHIPPED_LIMITS).check(
        "Parcel PX-9 travels with UPS.")
    assert result.verdict is Verdict.CONTRADICTED, result.detail


def test_a_date_and_a_clock_time_said_together_are_one_timestamp():
    checker = RecordChecker([rec("get_slot#SL-4", {"slot": "SL-4", "opens": "2026-06-15T23:30:00Z",
                                                   "closes": "2026-06-16T01:30:00Z"})], SHIPPED_LIMITS)
    assert checker.check("Slot SL-4 runs on 16 June from 23:30 to 01:30 UTC.").verdict is Verdict.CONTRADICTED
    assert checker.check("Slot SL-4 runs on 15 June from 23:30 to 01:30 UTC.").verdict is not Verdict.CONTRADICTED


def test_a_count_named_before_a_price_is_not_the_price_owner():
    checker = RecordChecker([rec("get_pack#PK-2", {"packs": [{"name": "Roam 40", "minutes": 40, "regions_included": 12,
                                                             "price": 7.0, "currency": "USD"}]})], SHIPPED_LIMITS)
    result = checker.check("Roam 40 gives you forty minutes to 12 regions for $7.00.")
    assert result.verdict is not Verdict.CONTRADICTED, result.detail
    assert checker.check("Roam 40 gives you forty minutes to 12 regions for $9.00.").verdict is Verdict.CONTRADICTED


def test_a_count_of_items_that_have_a_field_and_codes_are_not_counts():
    checker = RecordChecker([rec("get_parcel#PX-7", {"parcel_id": "PX-7", "boxes": [
        {"label": "8800112233", "label_printed": True}, {"label": "8800112234", "label_printed": True},
        {"label": "8800112235", "label_printed": False}]})], SHIPPED_LIMITS)
    assert checker.check("Parcel PX-7 has two label printed boxes.").verdict is not Verdict.CONTRADICTED
    assert checker.check("Parcel PX-7 came in three boxes.").verdict is not Verdict.CONTRADICTED


def test_a_word_that_names_the_kind_of_record_is_not_another_records_value():
    evidence = [rec("get_visit#VS-4", {"visit": "VS-4", "kind": "swap"}),
                Evidence("get_swap#SW-9", EvidenceKind.RECORD, fields={"swap_id": "SW-9", "courier": "Swiftline"},
                         lineage={"source": "tool:get_swap"})]
    result = RecordChecker(evidence, SHIPPED_LIMITS).check("It travels with Swiftline under swap SW-9.")
    assert result.verdict is Verdict.SUPPORTED, result.detail


def test_a_titled_name_and_a_short_code_are_read_as_written():
    checker = RecordChecker([rec("get_visit#VS-2", {"visit": "VS-2", "clinician": "Dr. Noa Brandt", "band": "B2"})], SHIPPED_LIMITS)
    assert checker.check("Visit VS-2 is with Dr. Sato.").verdict is Verdict.CONTRADICTED
    assert checker.check("Visit VS-2 is with Dr. Brandt.").verdict is not Verdict.CONTRADICTED
    assert checker.check("Visit VS-2 is in band B3.").verdict is Verdict.CONTRADICTED
    assert checker.check("Visit VS-2 is in band B2.").verdict is Verdict.SUPPORTED


def test_digit_group_ids():
    assert [(s.kind, s.text) for s in specifics("under ref 31-4402")] == [("identifier", "31-4402")]
    assert [s.kind for s in specifics("stored for 181-365 days")][:1] == ["number"]
