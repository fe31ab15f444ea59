"""Readings found false-alarming on the corpus's writers (session 11), each a general mechanism of the value
layer: a record with no zone read on the reader's clock, a date a stated count of days from a recorded one,
ledger amounts written with a sign, digits that are a code, and totals that count something other than money.

Every schema, value and sentence here is made up for the tests; the code knows none of them.
"""
from datetime import date, timedelta, timezone

import pytest
from hypothesis import given
from hypothesis import strategies as st

from halcheck_tui.config import Settings
from halcheck_tui.core.case import Case, Evidence, EvidenceKind, parse_case
from halcheck_tui.core.grounding.fields.alignment.leaves import flatten
from halcheck_tui.core.grounding.fields.records import AlignmentLimits, RecordChecker
from halcheck_tui.core.types import Verdict
from halcheck_tui.core.values.derived import DayOffset, shifted
from halcheck_tui.core.values.zones import reader_zone

LIMITS = AlignmentLimits.from_settings(Settings())
S, C = Verdict.SUPPORTED, Verdict.CONTRADICTED


def _verdict(text: str, fields: dict, now: str | None = None) -> Verdict:
    case = parse_case({"draft": text, "now": now, "evidence": [{"id": "get_item#1", "kind": "record", "fields": fields}]}
                      if now else {"draft": text, "evidence": [{"id": "get_item#1", "kind": "record", "fields": fields}]})
    return RecordChecker(list(case.evidence), LIMITS).check(text).verdict


# --- the reader's clock ------------------------------------------------------------------------------------

def test_the_readers_zone_is_the_offset_of_now_or_a_named_zone_with_that_offset() -> None:
    assert reader_zone("2026-05-12T10:00:00+01:00") == timezone(timedelta(hours=1))
    assert str(reader_zone("2026-07-12T10:00:00-04:00", ["Europe/Paris", "America/Toronto"])) == "America/Toronto"
    assert reader_zone("2026-05-12T10:00:00Z") is None  # a UTC clock changes nothing
    assert reader_zone("2026-05-12T10:00:00") is None  # nor does a clock with no offset


def test_a_case_gives_its_records_the_readers_zone_and_keeps_a_records_own() -> None:
    case = Case("x", now="2026-05-12T10:00:00+01:00",
                evidence=(Evidence("a#1", EvidenceKind.RECORD, fields={"at": "2026-05-31T23:00:00Z"}),))
    assert case.evidence[0].reader_zone == timezone(timedelta(hours=1))
    assert case.to_json()["evidence"][0] == {"id": "a#1", "kind": "record", "fields": {"at": "2026-05-31T23:00:00Z"}}


def test_a_utc_instant_is_said_on_the_readers_clock() -> None:
    fields = {"membership": {"renews_at": "2026-05-31T23:00:00Z"}}
    assert _verdict("Your membership renews on 1 June.", fields, now="2026-05-12T10:00:00+01:00") is S
    assert _verdict("Your membership renews on 2 June.", fields, now="2026-05-12T10:00:00+01:00") is not S
    # with no offset to go by, the record's own UTC date stands
    assert _verdict("Your membership renews on 31 May.", fields) is S


def test_a_record_that_names_its_zone_keeps_it_whatever_the_readers_clock() -> None:
    fields = {"site": {"timezone": "America/Chicago"}, "visit": {"starts_at": "2026-03-14T15:00:00Z"}}
    assert _verdict("Your visit starts at 10:00 AM.", fields, now="2026-03-10T09:00:00+01:00") is S


def test_with_no_zone_anywhere_a_clock_time_some_zone_reads_is_unsettled_not_wrong() -> None:
    # 10:22Z is 3:22 AM in Denver and 6:22 PM in Manila: neither the case nor the record says which the
    # customer reads, so the reply's clock time is not called false (nor, later, "corrected" to 10:22 AM)
    fields = {"ticket": {"issued_at": "2027-01-16T10:22:00Z"}}
    assert _verdict("The ticket was issued at 3:22 AM.", fields) is not C
    assert _verdict("The ticket was issued at 6:22 PM.", fields) is not C
    assert _verdict("The ticket was issued at 10:22 AM.", fields) is S
    # a clock time no zone reads the instant as (the minutes differ) is still disputed by it
    assert _verdict("The ticket was issued at 3:50 AM.", fields) is C
    # so is one the claim says in UTC
    assert _verdict("The ticket was issued at 3:22 AM UTC.", fields) is C


def test_with_no_zone_anywhere_a_date_some_zone_reads_is_unsettled_not_wrong() -> None:
    fields = {"ride": {"ended_at": "2026-03-21T03:48:20Z"}}  # 20 March in the Americas, 21 March elsewhere
    assert _verdict("Your ride ended on March 20.", fields) is not C
    assert _verdict("Your ride ended on March 21.", fields) is S
    assert _verdict("Your ride ended on March 18.", fields) is C


def test_a_zone_the_records_name_is_the_readers_when_now_gives_none() -> None:
    case = parse_case({"draft": "x", "evidence": [
        {"id": "get_store#1", "kind": "record", "fields": {"store": {"timezone": "America/Edmonton"}}},
        {"id": "get_ride#2", "kind": "record", "fields": {"ended_at": "2026-03-21T03:48:20Z"}}]})
    assert all(str(e.reader_zone) == "America/Edmonton" for e in case.evidence)
    two = parse_case({"draft": "x", "evidence": [
        {"id": "a#1", "kind": "record", "fields": {"tz": "America/Edmonton"}},
        {"id": "b#2", "kind": "record", "fields": {"tz": "Europe/Paris"}}]})
    assert all(e.reader_zone is None for e in two.evidence)  # two zones: none is the reader's


@pytest.mark.parametrize("written, iso", [
    ("20260516T063000", "2026-05-16T06:30:00"),          # ISO 8601 basic format, as iCalendar writes DTSTART
    ("20260516T063000Z", "2026-05-16T06:30:00Z"),
    ("20260514093000-0300", "2026-05-14T09:30:00-03:00"),  # HL7 v2's DTM: digits, then the offset
    ("20260514093000", "2026-05-14T09:30:00"),
    ("202605140930", None),                                # twelve bare digits: a code as often as a time
    ("20261340093000", None),                              # no month 13
])
def test_a_compact_date_time_is_read_as_the_iso_timestamp_it_is(written, iso) -> None:
    from halcheck_tui.core.values.times import compact_timestamp
    assert compact_timestamp(written) == iso


def test_a_compact_start_time_is_compared_on_the_zone_beside_it() -> None:
    fields = {"booking": {"DTSTART": "20260516T063000", "TZID": "Asia/Dubai", "STATUS": "CONFIRMED"}}
    assert _verdict("Your tee time is 6:30 AM on 16 May.", fields) is S
    assert _verdict("Your tee time is 7:30 AM on 16 May.", fields) is C


# --- dates a stated count of days away ---------------------------------------------------------------------

def _first_date_check(text: str, fields: dict) -> tuple[bool | None, str]:
    case = parse_case({"draft": text, "evidence": [{"id": "get_item#1", "kind": "record", "fields": fields}]})
    check = RecordChecker(list(case.evidence), LIMITS).check(text).checks[0]
    return check.ok, check.detail


def test_a_date_the_claim_derives_with_its_own_count_of_days_is_held() -> None:
    fields = {"order": {"delivered_at": "2026-03-02T14:05:00-05:00"}}
    ok, detail = _first_date_check("Please send it back by Mar 9, 7 days from the Mar 2 delivery.", fields)
    assert ok is True and "2026-03-02 + 7 days" in detail
    ok, detail = _first_date_check("Please send it back by Mar 10, 7 days from the Mar 2 delivery.", fields)
    assert ok is False


def test_working_days_skip_the_weekend() -> None:
    fields = {"booking": {"cancelled_at": "2026-04-10T09:41:00+01:00"}}  # a Friday
    ok, detail = _first_date_check("Expect it by 24 April, within 10 working days of the cancellation.", fields)
    assert ok is True and "10 working days" in detail
    ok, _ = _first_date_check("Expect it by 20 April, within 10 working days of the cancellation.", fields)
    assert ok is not True


@given(st.dates(min_value=date(2000, 1, 1), max_value=date(2090, 1, 1)), st.integers(1, 60))
def test_working_days_there_and_back_land_on_a_weekday(start: date, days: int) -> None:
    ahead = shifted(start, DayOffset(days, True), 1)
    assert ahead.weekday() < 5
    assert ahead > start
    if start.weekday() < 5:
        assert shifted(ahead, DayOffset(days, True), -1) == start


# --- ledger signs, codes and counts ------------------------------------------------------------------------

@pytest.mark.parametrize("text", ["Your €400.00 withdrawal is pending.", "The withdrawal of 400,00 EUR is pending."])
def test_a_debit_written_with_a_sign_is_said_by_its_size(text: str) -> None:
    fields = {"withdrawals": [{"amount": {"value": "-400.00", "currency": "EUR"}, "status": "PENDING"}]}
    assert _verdict(text, fields) is S


def test_a_wrong_size_still_fails_whatever_the_sign() -> None:
    fields = {"withdrawals": [{"amount": {"value": "-400.00", "currency": "EUR"}, "status": "PENDING"}]}
    assert _verdict("Your €450.00 withdrawal is pending.", fields) is C


def test_digits_under_a_key_that_names_no_money_are_a_code() -> None:
    leaves = {leaf.path: leaf for leaf in flatten(
        {"object": "charge", "amount": 2500, "currency": "usd", "payment_method": {"last4": "4417"}}, "c#1")}
    assert leaves["payment_method.last4"].value == "4417"
    assert leaves["payment_method.last4"].currency is None


def test_a_total_of_visits_is_a_count_first_and_money_second() -> None:
    leaves = {leaf.path: leaf for leaf in flatten(
        {"object": "pass", "amount": 9000, "currency": "usd", "pass": {"visits_total": 10, "fee_total": 4500}}, "p#1")}
    assert leaves["pass.visits_total"].value == 10
    assert [a.value for a in leaves["pass.visits_total"].alternates] == [0.1]
    assert leaves["pass.fee_total"].value == 45.0  # a money word beside "total": money first


def test_a_date_the_claim_gives_in_utc_is_read_on_the_utc_calendar() -> None:
    fields = {"request": {"hold_ends_at": "2026-05-15T01:10:00Z"}}
    now = "2026-05-12T10:00:00-07:00"  # the reader's evening of 14 May is 15 May in UTC
    assert _verdict("Your hold ends 2026-05-15 01:10 UTC.", fields, now=now) is S
    assert _verdict("Your hold ends on May 14.", fields, now=now) is S


@pytest.mark.parametrize("said, agrees", [("13 minutes late", True), ("14 minutes late", True),
                                          ("12 minutes late", False), ("3 hours", False), ("4 hours", True)])
def test_a_duration_said_in_whole_units(said: str, agrees: bool) -> None:
    from halcheck_tui.core.values.api_values import unit_agrees
    from halcheck_tui.core.values.mentions import specifics

    figure = next(s for s in specifics(said) if s.kind == "number")
    value = "PT3H50M" if "hour" in said else "PT13M37S"
    assert unit_agrees(figure, "late_by", value) is agrees


def test_a_name_made_of_a_codes_own_words_is_that_code() -> None:
    fields = {"subscription": {"plan_code": "PLUS_MONTHLY", "price": "38.00", "currency": "USD"}}
    assert _verdict("Your Plus plan costs $38.00 a month.", fields) is not C
    assert _verdict("Your Premium plan costs $38.00 a month.", fields) is C


def test_in_n_of_m_the_role_word_is_the_parts() -> None:
    fields = {"card": {"visits_total": 10, "visits_used": 7}}
    assert _verdict("Your card shows 7 of 10 used.", fields) is S
    assert _verdict("You have 8 of 10 visits used.", fields) is not S


@pytest.mark.parametrize("text", ["Switch off auto-renew before March 2.", "Turning off auto-renew keeps your plan to March 2."])
def test_an_instruction_to_switch_a_flag_says_nothing_of_it_now(text: str) -> None:
    fields = {"subscription": {"auto_renew": True, "renews_on": "2027-03-02"}}
    assert _verdict(text, fields) is not C
    assert _verdict("Auto-renew is switched off.", fields) is C


def test_the_day_after_tomorrow_is_two_days_on() -> None:
    from halcheck_tui.core.values.relative import relative_dates

    found = relative_dates("It falls the day after tomorrow, not tomorrow; it began the day before yesterday.",
                           date(2026, 8, 3))
    assert [d for _, _, d in found] == [date(2026, 8, 5), date(2026, 8, 4), date(2026, 8, 1)]


def test_an_id_under_a_money_word_is_no_amount() -> None:
    from halcheck_tui.core.grounding.fields.alignment.leaves import is_money_leaf

    leaves = {leaf.path: leaf for leaf in flatten(
        {"order": {"total_price": "203.39", "currency": "CAD", "refunds": [{"id": 81944, "amount": "193.40"}]}}, "o#1")}
    assert not is_money_leaf(leaves["order.refunds.0.id"])
    assert is_money_leaf(leaves["order.refunds.0.amount"]) and is_money_leaf(leaves["order.total_price"])


def test_a_derived_date_runs_the_way_the_claim_says_from_the_date_it_names() -> None:
    fields = {"appeal": {"hearing": {"starts_on": "2026-06-09"}, "evidence_due": "2026-05-26",
                         "previous_hearing": {"starts_on": "2026-05-19"}}}
    ok, _ = _first_date_check("Send your evidence by June 2, which is 7 days before the hearing.", fields)
    assert ok is True
    # 19 May + 14 days is 2 June too, but 'before' runs back, and the claim's 14 days are the policy's
    ok, _ = _first_date_check("Send your evidence by June 2, which is 14 days before the hearing.", fields)
    assert ok is not True
