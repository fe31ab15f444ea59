"""Paraphrase read by general machinery: ranges of days that write the month once. Made-up examples."""
import pytest

from halcheck_tui.config import Settings
from halcheck_tui.config import Settings as _Settings
from halcheck_tui.core.grounding.fields.records import AlignmentLimits
from halcheck_tui.core.grounding.fields.records import AlignmentLimits as _AlignmentLimits
from halcheck_tui.core.values.mentions import specifics

SHIPPED_LIMITS = _AlignmentLimits.from_settings(_Settings())


@pytest.mark.parametrize("text, days", [
    ("open from 3 to 9 March", [(None, 3, 3), (None, 3, 9)]),
    ("open March 3 through 9", [(None, 3, 3), (None, 3, 9)]),
    ("open 3 until 9 March 2027", [(2027, 3, 3), (2027, 3, 9)]),
])
def test_a_range_writes_the_month_once(text, days):
    dates = [s for s in specifics(text) if s.kind == "date"]
    assert [sorted(s.readings)[0] for s in dates] == days


def test_a_count_far_from_a_date_stays_a_count():
    found = specifics("You have 12 GB left this cycle, which ends until 9 March")
    assert [s.kind for s in found if s.text == "12"] == ["number"]
    assert [s.kind for s in specifics("3 to 5 business days")] == ["number", "number"]


@pytest.mark.parametrize("text, kind, value, currency", [
    ("a fee of thirty-five euros", "money", 35.0, "EUR"),
    ("three hundred and twenty pounds", "money", 320.0, "GBP"),
    ("sixty-six days", "number", 66.0, None),
])
def test_numbers_in_words_over_several_words(text, kind, value, currency):
    found = specifics(text)
    assert [(s.kind, sorted(s.readings), s.currency) for s in found] == [(kind, [value], currency)]


def test_a_negation_past_its_quantifier():
    from halcheck_tui.core.grounding.text.nli_verdicts import negates
    assert not negates("no further fees will be charged to it", "After closing, no further fees are charged to it.")
    assert negates("further fees will be charged to it", "After closing, no further fees are charged to it.")


def test_a_rule_shaped_sentence_of_what_you_have_is_read_against_the_record():
    from halcheck_tui.core.case import Evidence, EvidenceKind
    from halcheck_tui.core.decomposition.decompose import decompose
    from halcheck_tui.core.grounding.fields.records import route_by_records
    from halcheck_tui.core.types import ClaimClass
    evidence = [Evidence("get_trip#TR-5", EvidenceKind.RECORD, fields={"trip": "TR-5", "luggage": {"cases": 3, "kg": 18}}),
                Evidence("terms#1", EvidenceKind.POLICY, text="Each case may weigh up to 18 kg.")]
    routed = route_by_records(decompose("You have three cases of 18 kg each."), evidence, AlignmentLimits.from_settings(Settings()))
    assert routed.claims[0].claim_class is ClaimClass.RECORD


def test_free_and_no_charge_restate_each_other():
    from halcheck_tui.core.grounding.fields.alignment.restatement import restating_window
    from halcheck_tui.core.grounding.fields.lexicon import canonical
    assert canonical("Parking at the depot is free") == "Parking at the depot is nocharge"
    window = [("fees#1", "We don't charge for parking at the north depot.", 0, 47)]
    assert restating_window("Parking at the north depot is free.", window) is not None
    assert restating_window("Parking at the north depot costs extra.", window) is None
    assert restating_window("Tolls at the north depot are not included.",
                            [("fees#1", "Tolls at the north depot are excluded.", 0, 38)]) is not None


def _one_record(fields):
    from halcheck_tui.core.case import Evidence, EvidenceKind
    from halcheck_tui.core.grounding.fields.records import RecordChecker
    return RecordChecker([Evidence("get_tab#TB-3", EvidenceKind.RECORD, fields=fields, lineage={"source": "tool:get_tab"})], SHIPPED_LIMITS)


def test_keys_that_carry_units():
    from halcheck_tui.core.types import Verdict
    cents = _one_record({"tab": "TB-3", "balanceCents": 4275, "currency": "USD"})
    assert cents.check("Tab TB-3 has a balance of $42.75.").verdict is Verdict.SUPPORTED
    assert cents.check("Tab TB-3 has a balance of $4,275.00.").verdict is Verdict.CONTRADICTED
    coded = _one_record({"tab": "TB-3", "balance_eur": 18})
    assert coded.check("Tab TB-3 has a balance of €18.").verdict is Verdict.SUPPORTED
    assert coded.check("Tab TB-3 has a balance of £18.").verdict is Verdict.CONTRADICTED


def test_upper_case_enums_and_offsets():
    from halcheck_tui.core.types import Verdict
    rec = _one_record({"tab": "TB-3", "state": "AT_DEPOT", "eta": "2026-05-03T09:30:00+02:00"})
    assert rec.check("Tab TB-3 is at the depot.").verdict is not Verdict.CONTRADICTED
    assert rec.check("Tab TB-3 arrives on 3 May at 9:30.").verdict is not Verdict.CONTRADICTED
    assert rec.check("Tab TB-3 arrives on 3 May at 7:30.").verdict is Verdict.CONTRADICTED


@pytest.mark.parametrize("text, count, verdict", [
    ("Tab TB-3 does not include spare keys.", 0, "supported"),
    ("Spare keys are not included with tab TB-3.", 0, "supported"),
    ("Spare keys are included with tab TB-3.", 0, "contradicted"),
    ("Tab TB-3 includes spare keys.", 2, "supported"),
])
def test_not_included_against_an_included_count(text, count, verdict):
    result = _one_record({"tab": "TB-3", "spare_keys_included": count}).check(text)
    assert result.verdict is not None and result.verdict.value == verdict, result.detail


def test_how_the_money_goes():
    from halcheck_tui.core.types import Verdict
    rec = _one_record({"tab": "TB-3", "payout": {"amount": 88.5, "currency": "USD", "via": "sepa_credit_transfer"}})
    assert rec.check("The $88.50 from tab TB-3 was posted to you as a cheque.").verdict is Verdict.CONTRADICTED
    assert rec.check("The $88.50 from tab TB-3 went out by bank transfer.").verdict is not Verdict.CONTRADICTED


def test_two_rules_joined_each_restate_a_sentence():
    from halcheck_tui.core.grounding.fields.alignment.restatement import restating_window
    windows = [("desk#1", "Parcel pickup at the desk is from 9:00 AM and drop-off is by 6:00 PM.", 0, 50),
               ("desk#1", "Late pickup requests are subject to staffing and cannot be promised.", 51, 120)]
    assert restating_window("Parcel pickup at the desk is from 9:00 AM, and late pickup requests are subject to staffing",
                            windows)
    assert restating_window("Parcel pickup at the desk is from 8:00 AM, and late pickup requests are subject to staffing",
                            windows) is None


def test_a_bound_on_a_field():
    from halcheck_tui.core.types import Verdict
    rec = _one_record({"tab": "TB-3", "warning_days": 5})
    assert rec.check("Tab TB-3 got less than 10 days of warning.").verdict is not Verdict.CONTRADICTED
    assert rec.check("Tab TB-3 got more than 10 days of warning.").verdict is Verdict.CONTRADICTED


@pytest.mark.parametrize("text, on, verdict", [
    ("Autopay is switched on for tab TB-3.", True, "supported"),
    ("Autopay is turned off for tab TB-3.", True, "contradicted"),
    ("Autopay is switched on for tab TB-3.", False, "contradicted"),
])
def test_a_flag_named_by_its_subject_and_a_yes_no_of_the_claims_own(text, on, verdict):
    result = _one_record({"tab": "TB-3", "autopay_enabled": on}).check(text)
    assert result.verdict is not None and result.verdict.value == verdict, result.detail


def test_a_flag_that_can_be_switched_on_later_is_not_read_as_on():
    from halcheck_tui.core.types import Verdict
    result = _one_record({"tab": "TB-3", "autopay_enabled": False}).check("Autopay on tab TB-3 can be switched on later.")
    assert result.verdict is not Verdict.CONTRADICTED


def test_cannot_be_and_non_able_restate_each_other_and_cents_sign():
    from halcheck_tui.core.grounding.fields.alignment.restatement import restating_window
    window = [("terms#1", "Season passes are non-transferable unless the club agrees.", 0, 58)]
    assert restating_window("Season passes can't be transferred unless the club agrees.", window) is not None
    assert restating_window("Season passes can be transferred unless the club agrees.", window) is None
    assert [(s.kind, sorted(s.readings)) for s in specifics("at 35¢ a minute")] == [("money", [0.35])]


def test_an_unconditional_rule_holds_under_a_condition():
    from halcheck_tui.core.grounding.fields.alignment.restatement import restating_window
    window = [("terms#1", "You can swap the seat holder up to 2 days before the match.", 0, 58)]
    assert restating_window("If a friend can go instead, you can swap the seat holder up to 2 days before the match.",
                            window) is not None
    assert restating_window("If a friend can go instead, you can swap the seat holder up to 5 days before the match.",
                            window) is None
    conditional = [("terms#1", "If the club agrees, you can swap the seat holder.", 0, 48)]
    assert restating_window("If you ask nicely, you can swap the seat holder.", conditional) is None


def test_no_need_and_dont_need_restate_each_other():
    from halcheck_tui.core.grounding.fields.alignment.restatement import restating_window
    window = [("terms#1", "You don't need to bring faulty chargers back.", 0, 45)]
    assert restating_window("There's no need to bring faulty chargers back.", window) is not None
    assert restating_window("You need to bring faulty chargers back.", window) is None


def test_a_trailing_instruction_is_not_part_of_the_rule():
    from halcheck_tui.core.grounding.fields.alignment.restatement import restating_window
    window = [("terms#1", "Lockers left unpaid after 7 days are emptied.", 0, 45)]
    assert restating_window("Lockers left unpaid after 7 days are emptied, so please renew yours soon.", window)
    assert restating_window("Lockers left unpaid after 3 days are emptied, so please renew yours soon.", window) is None


@pytest.mark.parametrize("text, written", [
    ("the crew can take the old crates away", "the crew can remove the old crates"),
    ("we haul away any rubble", "we remove any rubble"),
    ("the courier picks it up at noon", "the courier collect it at noon"),
    ("please send the spare key back", "please return the spare key"),
    ("the ferry took off at dawn", "the ferry took off at dawn"),  # no particle the table holds
])
def test_a_verb_with_its_particle_is_the_one_verb_a_policy_uses(text, written):
    from halcheck_tui.core.grounding.fields.lexicon import canonical
    assert canonical(text) == written


def test_a_phrasal_verb_restates_the_policys_passive():
    from halcheck_tui.core.grounding.fields.alignment.restatement import restating_window
    window = [("yard#2", "Old crates are removed on request.", 0, 34)]
    assert restating_window("If you want, we can also take the old crates away on request", window) is not None
    assert restating_window("If you want, we can also take the old crates home on request", window) is None


@pytest.mark.parametrize("status", ["DELAYED", "ON_TIME", "SCHEDULED"])
def test_a_state_phrasing_is_read_as_its_state_word(status):
    from halcheck_tui.core.case import parse_case
    from halcheck_tui.core.grounding.fields.records import record_checker
    evidence = parse_case({"schema": "halcheck.case/1", "id": "phrase", "draft": "x", "evidence": [
        {"id": "shuttles.get#SH-4", "kind": "record", "source": "tool:shuttles.get",
         "fields": {"shuttleId": "SH-4", "status": status}}]}).evidence
    aligner = record_checker(evidence, AlignmentLimits(3, 3, 3)).aligner

    def states(text):
        return [f.ok for f in aligner.align(text, text).findings if f.kind == "state"]
    phrased = states("Your shuttle SH-4 is running behind schedule")
    assert phrased == states("Your shuttle SH-4 is delayed")
    assert (phrased == [True]) is (status == "DELAYED")


@pytest.mark.parametrize("extra, supported", [
    ({"depositStatus": "RETURNED"}, True),  # a status of a part the claim does not name
    ({"status": "CANCELLED"}, False),  # the booking's own status reads the word
    ({"depositStatus": "RETURNED", "startsAt": "2026-05-03T09:00:00+00:00"}, False),  # a date that disagrees
])
def test_a_booking_word_is_settled_by_the_records_dates_only_without_a_status_of_its_own(extra, supported):
    from halcheck_tui.core.case import parse_case
    from halcheck_tui.core.grounding.fields.records import record_checker
    from halcheck_tui.core.types import Verdict
    fields = {"stallId": "ST-9", "guest": "Perpetua Lind", "startsAt": "2026-05-02T09:00:00+00:00",
              "endsAt": "2026-05-04T17:00:00+00:00", **extra}
    evidence = parse_case({"schema": "halcheck.case/1", "id": "booking", "draft": "x", "evidence": [
        {"id": "stalls.get#ST-9", "kind": "record", "source": "tool:stalls.get", "fields": fields}]}).evidence
    text = "Perpetua Lind is booked into stall ST-9 from 2 May at 09:00 to 4 May at 17:00"
    verdict = record_checker(evidence, AlignmentLimits.from_settings(Settings())).check(text, text).verdict
    assert (verdict is Verdict.SUPPORTED) is supported


def test_subject_to_and_depends_on_restate_each_other():
    from halcheck_tui.core.grounding.fields.alignment.restatement import restating_window
    window = [("yard#1", "Weekend crane hire is subject to operator availability.", 0, 56)]
    assert restating_window("Weekend crane hire depends on operator availability", window) is not None
    # the window sets a condition; a claim that drops it does not restate it
    assert restating_window("Weekend crane hire is available to operators", window) is None
