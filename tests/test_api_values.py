"""Values as real APIs write them (core/values/api_values.py): unit-suffixed and camelCase keys, minor
currency units, upper-case enums, timestamps with an offset, yes/no fields that say what will happen.

Every schema, value and sentence here is made up for the tests; the code knows none of them.
"""
import pytest

from halcheck_tui.config import Settings
from halcheck_tui.config import Settings as _Settings
from halcheck_tui.core.case import Evidence, EvidenceKind, parse_case
from halcheck_tui.core.grounding.fields.alignment.vocabulary import split_path_words
from halcheck_tui.core.grounding.fields.records import AlignmentLimits as _AlignmentLimits
from halcheck_tui.core.grounding.fields.records import RecordChecker
from halcheck_tui.core.pipeline import Checker
from halcheck_tui.core.trace import build_trace
from halcheck_tui.core.types import ReasonCode, Verdict
from halcheck_tui.core.values.api_values import key_unit
from halcheck_tui.ports import NLIProbs, Runtimes
from halcheck_tui.runtimes.embedder import FakeEmbedder
from halcheck_tui.runtimes.nli import FakeNLI

SHIPPED_LIMITS = _AlignmentLimits.from_settings(_Settings())

S, C = Verdict.SUPPORTED, Verdict.CONTRADICTED


def record(fields, rid="rec#1", source="tool:lookup_thing"):
    return Evidence(rid, EvidenceKind.RECORD, fields=fields, lineage={"source": source})


def verdict(text, fields):
    return RecordChecker([record(fields)], SHIPPED_LIMITS).check(text)


def repaired(draft, fields):
    checker = Checker(Settings(repair_mode="auto"), Runtimes(nli=FakeNLI(rule=lambda p, h: NLIProbs(0.1, 0.8, 0.1)),
                                                             embedder=FakeEmbedder(), generator=None))
    case = parse_case({"draft": draft, "evidence": [{"id": "get_thing#1", "kind": "record", "fields": fields}]})
    trace = build_trace(checker.check(case, repair=True))
    return trace["outcome"], trace["final_text"]


# --- keys that carry a unit, a currency or a scale ------------------------------------------------------

@pytest.mark.parametrize("key, dimension, currency, scale", [
    ("hikeDurationMin", "time", None, 1.0), ("wait_min", "time", None, 1.0), ("trail_length_km", "length", None, 1.0),
    ("boxWeightKg", "mass", None, 1.0), ("fareGbp", None, "GBP", 1.0), ("deposit_cents", None, None, 0.01),
    ("refundUsdCents", None, "USD", 0.01), ("order_min", None, None, None), ("minSpend", None, None, None),
    ("fee_per_day", None, None, None), ("h", None, None, None), ("min", None, None, None),
    ("days", "time", None, 1.0), ("usd", None, "USD", 1.0),
])
def test_the_last_word_of_a_key_says_its_unit_currency_or_scale(key, dimension, currency, scale):
    unit = key_unit(f"outer.{key}")
    if scale is None:
        assert unit is None
    else:
        assert (unit.dimension, unit.currency, unit.scale) == (dimension, currency, scale)


def test_path_words_spell_out_a_unit():
    assert split_path_words("lesson.lessonLengthMins") == ["lesson", "lesson", "length", "minutes"]
    assert split_path_words("order_min") == ["order", "min"]  # a minimum, not minutes
    assert split_path_words("deposit_cents") == ["deposit", "cents"]  # a scale, read by flatten


LESSON = {"lessonRef": "LS-208", "lessonDurationMin": 40, "roomCode": "R7"}


@pytest.mark.parametrize("text, expected", [
    ("Your lesson LS-208 lasts 40 minutes.", S),
    ("Your lesson LS-208 lasts 40 mins.", S),
    ("Your lesson LS-208 lasts 40 hours.", C),      # the number is the field's, the unit is not
    ("Your lesson LS-208 lasts 55 minutes.", C),    # the one field kept in minutes
])
def test_a_figure_is_read_in_the_unit_its_key_names(text, expected):
    assert verdict(text, LESSON).verdict is expected


@pytest.mark.parametrize("text, expected", [
    ("The ferry crossing takes about 90 minutes.", S),   # 1.5 hours, converted exactly
    ("The ferry crossing takes about 2 hours.", C),
])
def test_a_figure_in_another_unit_of_the_same_dimension_is_converted(text, expected):
    assert verdict(text, {"crossingRef": "FX-4", "crossingTimeHours": 1.5}).verdict is expected


@pytest.mark.parametrize("text, expected", [
    ("The loop trail is about 19 miles.", S),    # 30 km, to the mile the claim writes
    ("The loop trail is about 30 miles.", C),    # the key's number, in the wrong unit
    ("The loop trail is 30 km.", S),
])
def test_metric_and_imperial_agree_to_the_precision_the_claim_writes(text, expected):
    assert verdict(text, {"trailRef": "TR-61", "loop_distance_km": 30}).verdict is expected


def test_a_key_that_is_a_minimum_is_not_read_as_minutes():
    assert verdict("The smallest order is 12 boxes.", {"shopRef": "SH-3", "order_min": 12}).verdict is S


@pytest.mark.parametrize("text, expected", [
    ("Your deposit of $37.50 is held.", S),
    ("Your deposit of $3,750 is held.", C),
    ("Your deposit of $38.50 is held.", C),
])
def test_a_minor_unit_key_holds_hundredths(text, expected):
    result = verdict(text, {"holdRef": "HD-12", "deposit_cents": 3750, "currency": "USD"})
    assert result.verdict is expected, result.detail


@pytest.mark.parametrize("text, expected", [("Your cart comes to €61.40.", S), ("Your cart comes to £61.40.", C)])
def test_a_currency_code_ending_a_key_makes_its_number_money_in_that_currency(text, expected):
    result = verdict(text, {"cartRef": "CX-58", "cartTotalEur": 61.4})
    assert result.verdict is expected, result.detail
    if expected is C:
        assert result.reason is ReasonCode.AMOUNT_MISMATCH


def test_a_measurement_is_never_an_amount_of_money():
    result = verdict("You'll pay $40 for the lesson LS-208.", LESSON)
    assert result.verdict is not S, result.detail


def test_a_rate_counted_by_a_unit_is_not_a_measurement():
    # `…_per_day` is what a rate is counted by: its number may be money
    assert verdict("The rental allowance pays up to $35 a day.", {"allowance": {"payout_per_day": 35}}).verdict is S


def test_repair_writes_hundredths_as_the_amount_and_a_key_currency():
    assert repaired("Your hold HD-12 keeps a $38.50 deposit.", {"holdRef": "HD-12", "deposit_cents": 3750,
                                                                "currency": "USD"}) == (
        "repaired", "Your hold HD-12 keeps a $37.50 deposit.")
    outcome, text = repaired("Your cart CX-58 comes to £61.40.", {"cartRef": "CX-58", "cartTotalEur": 61.4})
    assert outcome == "repaired" and "61.40" in text and "£" not in text, text


def test_repair_writes_the_unit_the_key_names():
    assert repaired("Your lesson LS-208 lasts 40 hours.", LESSON) == ("repaired", "Your lesson LS-208 lasts 40 minutes.")


# --- timestamps with an offset, weekdays beside dates ---------------------------------------------------

FITTING = {"fittingRef": "FT-330", "fittingWindow": {"opensAt": "2026-10-14T09:00:00-04:00",
                                                    "closesAt": "2026-10-14T11:00:00-04:00"}}


@pytest.mark.parametrize("text, expected", [
    ("Your fitting FT-330 is on Wed 14 October, between 9 and 11am.", S),   # read in the record's own offset
    ("Your fitting FT-330 is on Wednesday, October 14, from 09:00 to 11:00.", S),
    ("Your fitting FT-330 is on 14 October, between 1 and 3pm.", C),         # 13:00-15:00 is the UTC clock
    ("Your fitting FT-330 is on 14 October, between 13:00 and 15:00 UTC.", S),  # said in UTC: the instant
    ("Your fitting FT-330 is on 14 October, between 9 and 11am UTC.", None),  # not the instant: never settled
])
def test_a_timestamp_is_read_in_its_own_offset_unless_the_claim_says_utc(text, expected):
    result = verdict(text, FITTING)
    assert result.verdict is expected if expected else result.verdict is not S, result.detail


@pytest.mark.parametrize("text, expected", [
    ("Your fitting FT-330 is on Thu 14 October.", C),
    ("Your fitting FT-330 is on Thursday, 14 October.", C),
    ("Your fitting FT-330 is on Wed 14 October.", S),
])
def test_a_weekday_beside_a_date_must_be_that_dates_weekday(text, expected):
    result = verdict(text, FITTING)
    assert result.verdict is expected, result.detail
    if expected is C:
        assert result.reason is ReasonCode.DATE_MISMATCH and "Wednesday" in result.detail


def test_repair_writes_the_recorded_dates_weekday_in_the_claims_form():
    assert repaired("Your fitting FT-330 is on Thu 14 October.", FITTING) == (
        "repaired", "Your fitting FT-330 is on Wed 14 October.")


# --- upper-case enums -------------------------------------------------------------------------------------

@pytest.mark.parametrize("value", ["awaiting_courier", "AWAITING_COURIER", "on_the_road", "ON_THE_ROAD"])
@pytest.mark.parametrize("text", ["Your crate CR-5 has been delivered.", "Your crate CR-5 is on the road."])
def test_an_upper_case_enum_reads_as_the_same_state_as_its_lower_case(text, value):
    lower = verdict(text, {"crateRef": "CR-5", "crateState": value.lower()})
    upper = verdict(text, {"crateRef": "CR-5", "crateState": value.upper()})
    assert (upper.verdict, upper.reason) == (lower.verdict, lower.reason)
    if "delivered" in text:
        assert upper.verdict is C, upper.detail  # a state still on the way rules out delivered


@pytest.mark.parametrize("text, expected", [("The payment was captured.", S), ("The payment was refunded.", C)])
def test_an_upper_case_enum_under_a_camel_case_state_key(text, expected):
    assert verdict(text, {"payRef": "PY-77", "paymentState": "CAPTURED"}).verdict is expected


def test_repair_writes_an_upper_case_state_in_words():
    outcome, text = repaired("Your crate CR-5 has been delivered.", {"crateRef": "CR-5", "crateStatus": "OUT_FOR_DELIVERY"})
    assert outcome == "repaired" and "out for delivery" in text and "OUT_FOR_DELIVERY" not in text, text
    # A status no state machine places ("ON_THE_ROAD") disputes the claim but is never written in (AL317 is not
    # correctable): the reply is held back rather than rewritten with a guess.
    outcome, text = repaired("Your crate CR-5 has been delivered.", {"crateRef": "CR-5", "crateStatus": "ON_THE_ROAD"})
    assert outcome != "repaired" and "delivered" not in text and "ON_THE_ROAD" not in text, text


# --- yes/no fields that say what will happen ------------------------------------------------------------

@pytest.mark.parametrize("flag, text, expected", [
    (True, "You'll get a text when it leaves the warehouse.", S),
    (False, "You'll get a text when it leaves the warehouse.", C),
    (False, "You won't get a text when it leaves the warehouse.", S),
    (True, "You will not get a text when it leaves the warehouse.", C),
])
def test_a_flag_for_a_message_on_an_event_is_read_by_a_claim_of_what_will_happen(flag, text, expected):
    result = verdict(text, {"crateRef": "CR-5", "smsOnDispatch": flag})
    assert result.verdict is expected, result.detail


@pytest.mark.parametrize("flag, text, expected", [
    (False, "Your loan LN-41 won't extend.", S),
    (False, "Your loan LN-41 will extend automatically.", C),
    (True, "Your loan LN-41 will extend automatically.", S),
    (True, "Your loan LN-41 won't extend.", C),
])
def test_how_a_flag_is_set_need_not_be_named(flag, text, expected):
    result = verdict(text, {"loanRef": "LN-41", "autoExtend": flag})
    assert result.verdict is expected, result.detail


def test_a_flag_that_records_a_state_reached_is_not_what_will_happen():
    # "will be invoiced" is consistent with invoiced = false: the key says what has happened, not what will
    result = verdict("Your loan LN-41 will be invoiced $20.", {"loanRef": "LN-41", "invoiced": False, "nextInvoice": 20})
    assert result.verdict is S, result.detail


@pytest.mark.parametrize("text", ["You can switch extension back on at any time.", "If it extends, you'll get an email."])
def test_what_may_happen_or_a_condition_is_not_read_as_the_flag(text):
    result = verdict(text, {"loanRef": "LN-41", "autoExtend": False})
    assert result.verdict is not C, result.detail


@pytest.mark.parametrize("text, expected", [
    ("The ferry crossing takes 90 minutes.", S), ("The ferry crossing takes an hour and a half.", None),
    ("The ferry crossing takes 2 hours.", C), ("The ferry crossing takes 1.5 hours.", S),
])
def test_an_iso_8601_duration_is_a_measure_of_time(text, expected):
    result = verdict(text, {"crossingRef": "FX-4", "crossing": {"takes": "PT1H30M"}})
    assert result.verdict is expected if expected else result.verdict is not C, result.detail


@pytest.mark.parametrize("text", ["We'll email you the receipt.", "Your loan LN-41 will be active from Monday."])
def test_a_consent_or_a_state_flag_is_not_what_will_happen(text):
    fields = {"loanRef": "LN-41", "emailOptIn": False, "active": False}
    assert verdict(text, fields).verdict is not C


def test_utc_is_read_only_where_the_claim_says_it_of_that_time():
    text = "Your fitting FT-330 is on 14 October at 9am (the shop is on UTC-4)."
    result = verdict(text, FITTING)
    assert "9am matches" in result.detail, result.detail


WINDOW = {"fittingRef": "FT-330", "slot": "2026-10-14T09:00:00-04:00/2026-10-14T11:00:00-04:00"}


@pytest.mark.parametrize("text, expected", [
    ("Your fitting FT-330 is on Wed 14 October, between 9 and 11am.", S),
    ("Your fitting FT-330 is on 15 October, between 9 and 11am.", None),  # a date the window does not hold
    ("Your fitting FT-330 is on 14 October, between 1 and 3pm UTC.", S),
])
def test_an_interval_written_as_one_value_holds_both_ends(text, expected):
    result = verdict(text, WINDOW)
    assert result.verdict is expected if expected else result.verdict is not S, result.detail


def test_midnight_utc_is_a_time_like_any_other():
    result = verdict("Your fitting FT-330 starts at 00:30 UTC.", {"fittingRef": "FT-330", "startsAt": "2026-10-14T01:30:00+01:00"})
    assert result.verdict is S, result.detail


def test_of_several_fields_in_the_figures_unit_the_one_the_claim_names_disputes_it():
    fields = {"tier": "Tier Q", "premium_storage_used_gb": 31.5, "backup_used_gb": 12.0}
    result = verdict("On Tier Q, backups are using 14 GB.", fields)
    assert result.verdict is C and "backup_used_gb" in result.detail, result.detail
    assert verdict("On Tier Q, you've used 31.5 GB of premium storage.", fields).verdict is S
