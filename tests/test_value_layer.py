"""The value layer (core/values/, issue 36): amounts in minor units by ISO 4217 exponent, instants read in the
zone the record names, ISO 8601 durations, derived figures; unit tests on hand-written records, property tests
for the conversions, and end-to-end checks that a right restatement is sent and one off by a conversion is kept
out and repaired the customer's way."""
from __future__ import annotations

from datetime import UTC, datetime

import pytest
from hypothesis import given
from hypothesis import strategies as st

from halcheck_tui.config import Settings
from halcheck_tui.core.case import Evidence, EvidenceKind, parse_case
from halcheck_tui.core.grounding.fields.alignment.leaves import flatten
from halcheck_tui.core.grounding.fields.records import AlignmentLimits, RecordChecker
from halcheck_tui.core.pipeline import Checker
from halcheck_tui.core.trace import build_trace
from halcheck_tui.core.types import ReasonCode, Verdict
from halcheck_tui.core.values import currencies, derived, money, times
from halcheck_tui.ports import NLIProbs, Runtimes
from halcheck_tui.runtimes.embedder import FakeEmbedder
from halcheck_tui.runtimes.nli import FakeNLI

LIMITS = AlignmentLimits.from_settings(Settings())
S, C = Verdict.SUPPORTED, Verdict.CONTRADICTED


def verdict(text, fields):
    return RecordChecker([Evidence("rec#1", EvidenceKind.RECORD, fields=fields, lineage={"source": "tool:get"})],
                         LIMITS).check(text)


def checked(draft, fields, repair=True):
    checker = Checker(Settings(repair_mode="auto"), Runtimes(nli=FakeNLI(rule=lambda p, h: NLIProbs(0.1, 0.8, 0.1)),
                                                             embedder=FakeEmbedder(), generator=None))
    case = parse_case({"draft": draft, "evidence": [{"id": "get_thing#1", "kind": "record", "fields": fields}]})
    trace = build_trace(checker.check(case, repair=repair))
    return trace["outcome"], trace["final_text"]


def leaf(fields, path):
    return next(x for x in flatten(fields, "r") if x.path == path)


# --- money: ISO 4217 exponents and the readings of an amount --------------------------------------------

@pytest.mark.parametrize("code, exp", [("USD", 2), ("usd", 2), ("JPY", 0), ("KWD", 3), ("EUR", 2), ("CLF", 4),
                                       (None, 2)])
def test_iso_4217_exponents(code, exp):
    assert currencies.exponent(code) == exp


@given(st.sampled_from(["USD", "JPY", "KWD", "EUR", "BHD", "KRW", "GBP"]), st.integers(0, 10**9))
def test_minor_units_round_trip_by_exponent(code, minor):
    major = currencies.from_minor(minor, code)
    assert currencies.to_minor(major, code) == minor
    assert major * 10 ** currencies.exponent(code) == pytest.approx(minor)


@pytest.mark.parametrize("fields, path, value, alternates", [
    ({"amount": 2450, "currency": "usd"}, "amount", 24.5, ()),            # lower-case code: minor units
    ({"amount": 2450, "currency": "JPY"}, "amount", 2450, ()),            # no minor unit in use
    ({"amount": 2450, "currency": "USD"}, "amount", 2450, (24.5,)),       # either reading
    ({"value": 12500, "currency": "KWD"}, "value", 12500, (12.5,)),       # a value/currency pair
    ({"amount": 2450, "fee": 1.5, "currency": "USD"}, "amount", 2450, ()),  # decimals beside: major units
    ({"amount_minor": 999, "currency": "EUR"}, "amount_minor", 9.99, ()),
    ({"price": {"unit_amount": 1250, "currency": "GBP"}}, "price.unit_amount", 12.5, ()),
    ({"total": "12.50", "currency": "USD"}, "total", "12.50", ()),       # a decimal string as written
    ({"quantity": 3, "currency": "usd"}, "quantity", 3, ()),              # a count beside a code is a count
])
def test_amount_readings_by_record_shape(fields, path, value, alternates):
    got = leaf(fields, path)
    assert got.value == value and tuple(a.value for a in got.alternates) == alternates, got


def test_an_amount_read_in_minor_units_says_so():
    got = leaf({"amount": 2450, "currency": "usd"}, "amount")
    assert "minor units of USD" in got.reading and got.currency == "USD"


@pytest.mark.parametrize("text, expected", [
    ("Charge CH-31 was $24.50.", S), ("Charge CH-31 was $2,450.", S), ("Charge CH-31 was $245.", C),
])
def test_a_claim_matching_either_reading_matches(text, expected):
    result = verdict(text, {"chargeRef": "CH-31", "amount": 2450, "currency": "USD"})
    assert result.verdict is expected, result.detail
    if expected is S and "24.50" in text:
        assert "minor units of USD" in result.detail


def test_comma_decimal_text_reads_as_one_amount():
    assert verdict("Invoice IN-4 is 1.234,56 EUR.", {"invoiceRef": "IN-4", "total": 1234.56,
                                                    "currency": "EUR"}).verdict is S


# --- time: epochs, zones, offsets, durations --------------------------------------------------------------

PICKUP = {"pickupRef": "PK-7731", "pickup_at": 1760032800, "branch": {"name": "Elm", "timezone": "America/Chicago"}}


@pytest.mark.parametrize("fields, path, value", [
    (PICKUP, "pickup_at", "2025-10-09T13:00:00-05:00"),                                   # zone of the record
    ({"created_at": 1760032800000}, "created_at", "2025-10-09T18:00:00Z"),                 # milliseconds, UTC
    ({"slot": {"start": "2026-01-15T09:00:00", "tz": "Europe/Berlin"}}, "slot.start", "2026-01-15T09:00:00+01:00"),
    ({"start": "2026-07-01T16:00:00Z", "site": {"zone": "Asia/Tokyo"}}, "start", "2026-07-02T01:00:00+09:00"),
    ({"a": {"at": 1760032800, "tz": "Asia/Tokyo"}, "b": {"tz": "UTC"}}, "a.at", "2025-10-10T03:00:00+09:00"),  # nearest
    ({"order_id": 1760032800}, "order_id", 1760032800),                                     # not an instant's key
    ({"created_at": 1234}, "created_at", 1234),                                             # out of range
])
def test_instants_are_read_in_the_zone_the_record_names(fields, path, value):
    assert leaf(fields, path).value == value


@pytest.mark.parametrize("text, expected", [
    ("Pickup PK-7731 is at 1:00 PM on 10/9.", S), ("Pickup PK-7731 is on Thursday, October 9.", S),
    ("Pickup PK-7731 is at 6:00 PM on 10/9.", C),   # the UTC clock given as local
    ("Pickup PK-7731 is at 18:00 UTC.", S),         # said in UTC: the instant
    ("Pickup PK-7731 is on Friday, October 9.", C),
])
def test_epoch_times_against_claims(text, expected):
    result = verdict(text, PICKUP)
    assert result.verdict is expected, result.detail
    if expected is C:
        assert result.reason is ReasonCode.DATE_MISMATCH


# OData v2 and Microsoft's JSON serialisers write `/Date(<ms>[+-hhmm])/`; Edm.DateTime writes a calendar date as
# its midnight UTC, which must stay that day in a zone west of Greenwich.
ODATA_ORDER = {"d": {"SalesOrder": "4500018832", "RequestedDeliveryDate": "/Date(1773446400000)/",
                     "ServiceStart": "/Date(1774243800000+0200)/"}}


@pytest.mark.parametrize("fields, path, value", [
    (ODATA_ORDER, "d.RequestedDeliveryDate", "2026-03-14"),                        # a date
    ({"due": "/Date(1773446400000)/", "tz": "America/Chicago"}, "due", "2026-03-14"),  # not moved to the day before
    (ODATA_ORDER, "d.ServiceStart", "2026-03-23T07:30:00+02:00"),                 # its own offset
    ({"at": "/Date(1774243800000)/", "tz": "Africa/Johannesburg"}, "at", "2026-03-23T07:30:00+02:00"),
    ({"note": "/Date(soon)/"}, "note", "/Date(soon)/"),                            # not the format: as written
])
def test_json_dates_are_read_as_odata_writes_them(fields, path, value):
    assert leaf(fields, path).value == value


@pytest.mark.parametrize("text, expected", [
    ("Order 4500018832 arrives on 14 March.", S), ("Order 4500018832 arrives on 2026/03/14.", S),
    ("Order 4500018832 arrives on 13 March.", C),
])
def test_json_dates_against_claims(text, expected):
    assert verdict(text, ODATA_ORDER).verdict is expected


@given(st.integers(times.EPOCH_FIRST, times.EPOCH_LAST - 1), st.sampled_from(["+0200", "-0530", ""]))
def test_json_date_is_the_epoch_instant_it_writes(seconds, offset):
    assert times.json_date(f"/Date({seconds * 1000}{offset})/")[0] == seconds


@given(st.integers(times.EPOCH_FIRST, times.EPOCH_LAST - 1),
       st.sampled_from(["America/Chicago", "Europe/London", "Asia/Kolkata", "Australia/Lord_Howe", "UTC"]))
def test_epoch_to_local_and_back_is_the_same_instant(seconds, name):
    text, _ = times.local_reading(seconds, times.zone(name))
    back = datetime.fromisoformat(text.replace("Z", "+00:00"))
    assert back.timestamp() == seconds
    assert times.local_reading(seconds * 1000, times.zone(name))[0] == text


@given(st.datetimes(min_value=datetime(2001, 1, 1), max_value=datetime(2099, 1, 1)))
def test_a_naive_time_keeps_its_wall_clock_in_the_records_zone(moment):
    moment = moment.replace(microsecond=0)
    text, _ = times.local_reading(moment.isoformat(), times.zone("America/New_York"))
    assert datetime.fromisoformat(text).replace(tzinfo=None) == moment


@given(st.integers(0, 60), st.integers(0, 23), st.integers(0, 59), st.integers(0, 59))
def test_iso_durations_parse_to_seconds(d, h, m, s):
    text = f"P{d}DT{h}H{m}M{s}S"
    assert times.duration_seconds(text) == d * 86400 + h * 3600 + m * 60 + s


@pytest.mark.parametrize("text, seconds", [("PT45M", 2700), ("P14D", 1209600), ("PT1H30M", 5400), ("P2W", 1209600),
                                           ("P", None), ("PT", None), ("45M", None), (45, None)])
def test_iso_duration_examples(text, seconds):
    assert times.duration_seconds(text) == seconds


def test_zone_names_only():
    assert times.zone("America/Chicago") is not None and times.zone("UTC") is not None
    assert times.zone("Chicago") is None and times.zone("Mars/Olympus") is None and times.zone(5) is None


def test_durations_in_keys_and_iso_values_agree_with_claims():
    assert verdict("Session SS-2 runs 45 minutes.", {"sessionRef": "SS-2", "length": "PT45M"}).verdict is S
    assert verdict("Session SS-2 runs 1.5 hours.", {"sessionRef": "SS-2", "duration_min": 90}).verdict is S
    assert verdict("Hold HL-9 lasts 14 days.", {"holdRef": "HL-9", "hold_days": 14}).verdict is S


# --- derived figures ----------------------------------------------------------------------------------------

CART = {"cartRef": "CT-19", "currency": "EUR", "items": [{"name": "Lamp", "price": 20.0}, {"name": "Rug", "price": 14.5},
                                                        {"name": "Mat", "price": 2.0}]}
ORDER = {"orderRef": "OR-5521", "currency": "USD",
         "lines": [{"sku": "TX-1", "unit_price": 12.25, "qty": 2}, {"sku": "TX-2", "unit_price": 8.0, "qty": 1}]}


def test_a_total_of_a_list_is_supported_with_its_arithmetic():
    result = verdict("Your cart CT-19 total is €36.50.", CART)
    assert result.verdict is S and "items.0.price 20 + items.1.price 14.5 + items.2.price 2 = 36.5" in result.detail


def test_unit_price_times_quantity_is_supported():
    result = verdict("Two TX-1 at $24.50 on order OR-5521.", ORDER)
    assert result.verdict is S and "lines.0.unit_price 12.25 x lines.0.qty 2 = 24.5" in result.detail


def test_a_total_that_skips_an_item_is_not_supported():
    assert verdict("Your cart CT-19 total is €34.50.", CART).verdict is not S


def test_bounded_search_and_arithmetic_text():
    terms = [derived.Term(f"f{i}", float(i)) for i in range(derived.MAX_FIELDS + 1)]
    assert list(derived.sums(terms)) == []
    d = derived.list_total([derived.Term("a", 1.5), derived.Term("b", 2.0)])
    assert d.value == 3.5 and d.arithmetic == "a 1.5 + b 2 = 3.5"
    assert [x.value for x in derived.percentages([derived.Term("a", 200.0)], [derived.Term("r", 15.0)])] == [30.0]


def test_record_shape_reads_minor_from_keys_and_lower_case_codes():
    assert money.record_shape([["amount", "cents"]], [], []).minor
    assert money.record_shape([], ["usd"], []).minor
    assert money.record_shape([], ["USD"], [1.5]).major
    assert money.record_shape([], ["USD"], [2450]) == money.MoneyShape()


# --- end to end: sent unchanged, or kept out and repaired the customer's way ------------------------------

CHARGE = {"object": "charge", "id": "ch_3PZ81", "amount": 2450, "currency": "usd"}


def test_a_correct_restatement_is_sent_unchanged():
    assert checked("The charge ch_3PZ81 was $24.50.", CHARGE) == ("sent", "The charge ch_3PZ81 was $24.50.")
    assert checked("Pickup PK-7731 is at 1:00 PM on 10/9.", PICKUP) == ("sent", "Pickup PK-7731 is at 1:00 PM on 10/9.")


def test_cents_read_as_dollars_is_kept_out_and_repaired():
    assert checked("The charge ch_3PZ81 was $2,450.00.", CHARGE, repair=False)[0] != "sent"
    assert checked("The charge ch_3PZ81 was $2,450.00.", CHARGE) == ("repaired", "The charge ch_3PZ81 was $24.50.")


def test_utc_given_as_local_is_kept_out_and_repaired():
    assert checked("Pickup PK-7731 is at 6:00 PM on 10/9.", PICKUP, repair=False)[0] != "sent"
    assert checked("Pickup PK-7731 is at 6:00 PM on 10/9.", PICKUP) == (
        "repaired", "Pickup PK-7731 is at 1:00 PM on 10/9.")


def test_a_sum_that_skips_an_item_is_kept_out_and_repaired_with_the_whole_total():
    assert checked("Your cart CT-19 total is €34.50.", CART, repair=False)[0] != "sent"
    assert checked("Your cart CT-19 total is €34.50.", CART) == ("repaired", "Your cart CT-19 total is €36.50.")


def test_one_items_amount_called_the_total_is_not_supported_by_that_item():
    outcome, final = checked("Your cart CT-19 total is €14.50.", CART)
    # the record holds €14.50 (the rug): which figure the draft meant is not certain, so it is trimmed, not rewritten
    assert outcome != "sent" and "€14.50" not in final
    assert checked("The Rug in cart CT-19 is €14.50.", CART) == ("sent", "The Rug in cart CT-19 is €14.50.")


def test_an_order_total_is_its_lines_price_times_quantity():
    assert checked("Your order OR-5521 comes to $32.50 in total.", ORDER) == (
        "sent", "Your order OR-5521 comes to $32.50 in total.")
    # one line's price x quantity is that line's, not the order's total
    assert checked("Your order OR-5521 comes to $24.50 in total.", ORDER) == (
        "repaired", "Your order OR-5521 comes to $32.50 in total.")
    assert checked("Line TX-1 of order OR-5521 comes to $24.50.", ORDER)[0] == "sent"


def test_the_epoch_plausible_span_is_2000_to_2100():
    assert datetime.fromtimestamp(times.EPOCH_FIRST, UTC).year == 2000
    assert datetime.fromtimestamp(times.EPOCH_LAST, UTC).year == 2100


# --- relative dates and the case's reference time --------------------------------------------------------

def test_relative_dates_against_a_reference_day():
    from halcheck_tui.core.values.relative import relative_dates
    got = [d.isoformat() for _, _, d in relative_dates("tomorrow, next Tuesday, in 3 days, two days ago",
                                                        datetime(2026, 10, 8).date())]
    assert got == ["2026-10-09", "2026-10-13", "2026-10-11", "2026-10-06"]


def test_reference_time_is_the_case_then_the_records_then_the_clock():
    from halcheck_tui.core.values.relative import reference_time
    assert reference_time("2026-10-08T09:00:00Z", []).source == "case"
    got = reference_time(None, [({"retrieved_at": "2026-10-07T08:00:00Z"}, {}), ({}, {"fetched": "2026-10-08T08:00:00Z"})])
    assert got.source == "records" and got.value.day == 8
    assert reference_time(None, [({"x": 1}, {})]).source == "clock"


def test_a_case_now_reads_tomorrow_and_the_trace_says_so():
    checker = Checker(Settings(repair_mode="auto"), Runtimes(nli=FakeNLI(rule=lambda p, h: NLIProbs(0.1, 0.8, 0.1)),
                                                             embedder=FakeEmbedder(), generator=None))
    raw = {"draft": "Pickup PK-7731 is tomorrow.", "now": "2026-10-08T09:00:00-05:00",
           "evidence": [{"id": "get#1", "kind": "record", "fields": {"pickupRef": "PK-7731", "pickup_date": "2026-10-09"}}]}
    trace = build_trace(checker.check(parse_case(raw), repair=True))
    assert trace["outcome"] == "sent" and trace["reference_time"] == {"value": "2026-10-08T09:00:00-05:00",
                                                                      "source": "case"}
    raw["now"] = "2026-10-05T09:00:00-05:00"
    assert build_trace(checker.check(parse_case(raw), repair=False))["outcome"] != "sent"
    assert parse_case(raw).to_json()["now"] == raw["now"]


def test_a_now_that_is_not_iso_8601_is_refused():
    from halcheck_tui.errors import CaseError
    with pytest.raises(CaseError):
        parse_case({"draft": "x", "now": "next week"})


# --- a zone the claim names: the instant read on that zone's clock and calendar ----------------------------

HOLD = {"request": {"id": "RQ-4410", "status": "ON_HOLD", "hold_ends_at": "2026-05-15T01:10:00Z"}}


def test_a_time_in_the_zone_the_claim_names_is_the_instant_on_that_clock():
    draft = "The hold on RQ-4410 ends on Thursday, May 14 at 6:10 PM Pacific."
    assert checked(draft, HOLD) == ("sent", draft)
    assert checked("The hold on RQ-4410 ends on May 14 at 6:10 PM Pacific time.", HOLD)[0] == "sent"


def test_the_same_clock_time_in_another_zone_is_kept_out():
    assert checked("The hold on RQ-4410 ends on May 14 at 6:10 PM Eastern.", HOLD, repair=False)[0] != "sent"
    assert checked("The hold on RQ-4410 ends on Friday, May 15 at 6:10 PM Pacific.", HOLD, repair=False)[0] != "sent"


@pytest.mark.parametrize("text, zone_name", [
    ("at 6:10 PM Pacific", "America/Los_Angeles"), ("12:12 AM ET Apr 14", "America/New_York"),
    ("8:15 PM Arizona time", "America/Phoenix"), ("Mountain time", "America/Denver"), ("9:00 UK time", "Europe/London"),
    ("a central office", None), ("the Eastern branch", None), ("6 PM Pacific or 9 PM Eastern", None),
])
def test_zone_names_in_words(text, zone_name):
    from halcheck_tui.core.values.zones import named_zone
    found = named_zone(text)
    assert (found.key if found else None) == zone_name


def test_an_integer_amount_away_from_the_code_keeps_both_readings_in_a_minor_unit_record():
    """Card-processor metadata holds amounts as strings away from the currency: "deposit_applied": "2000"."""
    invoice = {"object": "invoice", "id": "in_77Q", "currency": "usd", "total": 10000, "amount_due": 8000,
               "metadata": {"deposit_applied": "2000"}}
    assert checked("Your $20.00 deposit is applied to invoice in_77Q.", invoice)[0] == "sent"
    assert checked("Your $25.00 deposit is applied to invoice in_77Q.", invoice, repair=False)[0] != "sent"


PAYOUT = {"payout_id": "po_7781", "amount": 168865, "currency": "usd",
          "items": [{"invoice_number": "INV-1187", "gross": 125000, "fee": 3655, "net": 121345}]}


def test_a_correction_writes_the_amount_the_records_shape_reads():
    assert checked("The card fee on INV-1187 was $36.55.", PAYOUT)[0] == "sent"
    assert checked("The card fee on INV-1187 was $36.25.", PAYOUT) == ("repaired", "The card fee on INV-1187 was $36.55.")


# --- fixed-width exports: YYYYMMDD dates, zero-padded amounts with two implied decimals, code tables ----------

LEGACY_ORDER = {"order_no": "SO448120", "order_date": "20260428", "deliv_date": "20260506", "member_no": "20260506",
                "order_total": "000052346", "qty": "0150", "status_cd": "D"}


@pytest.mark.parametrize("path, value", [
    ("deliv_date", "2026-05-06"),      # eight digits under a key that names an instant
    ("member_no", "20260506"),         # the same digits under a key that names no instant: a code
    ("order_total", 523.46),           # zero-padded under a money key: two implied decimals
    ("qty", "0150"),                   # zero-padded under a key that names no money: as written
])
def test_fixed_width_values_are_read_by_their_keys(path, value):
    assert leaf(LEGACY_ORDER, path).value == value


@pytest.mark.parametrize("text, expected", [
    ("Order SO448120 comes to £523.46 and arrives on 6 May.", S),
    ("Order SO448120 comes to £52,346.", C),
    ("Order SO448120 arrives on 7 May.", C),
])
def test_fixed_width_values_against_claims(text, expected):
    assert verdict(text, LEGACY_ORDER).verdict is expected


def test_a_code_is_read_through_the_case_code_table_and_the_table_settles_nothing():
    from halcheck_tui.core.grounding.fields.code_tables import code_maps, with_codes_read
    order = Evidence("get_order#SO1", EvidenceKind.RECORD, fields={"order_no": "SO1", "status_cd": "D", "slot": "AM"})
    table = Evidence("codes#ORD", EvidenceKind.RECORD,
                     fields={"table": "ORDSTAT", "status": {"O": "OPEN", "D": "DESPATCHED", "X": "CANCELLED"},
                             "slot": {"AM": "MORNING", "PM": "AFTERNOON"}})
    assert code_maps(table) and not code_maps(order)
    assert not code_maps(Evidence("r#1", EvidenceKind.RECORD, fields={"period": {"from": "2026", "to": "2027"}}))
    (read,) = with_codes_read([order, table])
    assert read.fields == {"order_no": "SO1", "status_cd": "DESPATCHED", "slot": "MORNING"}
    checker = RecordChecker([order, table], AlignmentLimits.from_settings(Settings()))
    assert checker.check("Order SO1 has been despatched.").verdict is Verdict.SUPPORTED
    assert checker.check("Order SO1 has been cancelled.").verdict is not Verdict.SUPPORTED  # not by the table's "X"


# --- amounts whose scale the API names: millionths (`priceAmountMicros`), a `DecimalPlaces` beside the amount -----

@pytest.mark.parametrize("fields, path, value", [
    ({"priceAmountMicros": 17990000, "priceCurrencyCode": "USD"}, "priceAmountMicros", 17.99),
    ({"Total": {"Amount": 348000, "DecimalPlaces": 2, "CurrencyCode": "EUR"}}, "Total.Amount", 3480.0),
    ({"Total": {"Amount": 4500, "DecimalPlaces": 0, "CurrencyCode": "JPY"}}, "Total.Amount", 4500.0),
    ({"Quote": {"Amount": 9350, "DiscountPercent": 15, "DecimalPlaces": 2, "CurrencyCode": "EUR"}}, "Quote.DiscountPercent", 15),
    ({"Total": {"Amount": 348000, "DecimalPlaces": 2, "CurrencyCode": "EUR"}}, "Total.DecimalPlaces", 2),
])
def test_amounts_are_scaled_as_their_api_says(fields, path, value):
    assert leaf(fields, path).value == value


def test_a_price_in_millionths_against_claims():
    fields = {"productId": "premium.monthly", "priceAmountMicros": 17990000, "priceCurrencyCode": "USD"}
    assert verdict("Your premium plan costs $17.99 a month.", fields).verdict is S
    assert verdict("Your premium plan costs $179,900 a month.", fields).verdict is C


# --- the protobuf JSON mapping's well-known types; numbers as a locale writes them --------------------------

KENNEL = {"stay": {"name": "sites/north-3/stays/5521", "price": {"currency_code": "NZD", "units": "312", "nanos": 750000000},
                   "check_in": {"year": 2026, "month": 11, "day": 3}, "walk_length": "2700s"}}


@pytest.mark.parametrize("text, expected", [
    ("The stay costs NZ$312.75.", S),
    ("The stay costs NZ$321.75.", C),
    ("Check-in is on 3 November 2026.", S),
    ("Check-in is on 4 November 2026.", C),
    ("Each walk lasts 45 minutes.", S),
    ("Each walk lasts 30 minutes.", C),
])
def test_protobuf_money_dates_and_durations_are_read_as_one_value(text, expected):
    assert verdict(text, KENNEL).verdict is expected


@pytest.mark.parametrize("obj, read", [
    ({"currency_code": "EUR", "units": "-7", "nanos": -250000000}, {"amount": "-7.25", "currency_code": "EUR"}),
    ({"currencyCode": "USD", "units": "40"}, {"amount": "40", "currency_code": "USD"}),
    ({"year": 2026, "month": 2, "day": 30}, {"year": 2026, "month": 2, "day": 30}),  # no such day: left as written
    ({"year": 0, "month": 6, "day": 1}, {"year": 0, "month": 6, "day": 1}),  # the year unset: not a full date
    ({"units": "3", "kind": "seats"}, {"units": "3", "kind": "seats"}),  # no currency: not money
])
def test_well_known_objects_are_read_only_when_they_are_one(obj, read):
    from halcheck_tui.core.values.record_values import well_known_value

    assert well_known_value(obj) == read


@pytest.mark.parametrize("written, number", [
    ("1,250.50", 1250.5), ("1.234,50", 1234.5), ("1'250.50", 1250.5), ("1\u2019250.50", 1250.5), ("1 060", 1060.0),
    ("-2,400.00", -2400.0), ("12,50", 12.5), ("A-1,250", None), ("1.2.3", None), ("2026-03-14", None),
])
def test_a_leaf_number_is_read_as_its_locale_writes_it(written, number):
    from halcheck_tui.core.values.leaf_values import leaf_number

    assert leaf_number(written) == number


@pytest.mark.parametrize("text, expected", [
    ("Your alteration comes to CHF 1'480.00.", S),
    ("Your alteration comes to CHF 1'840.00.", C),
])
def test_an_amount_grouped_with_apostrophes_is_one_figure(text, expected):
    assert verdict(text, {"job": {"Amount (CHF)": "1'480.00"}}).verdict is expected


@pytest.mark.parametrize("written, text, expected", [
    ("Y", "The loan set includes a spare battery.", S),
    ("N", "The loan set includes a spare battery.", C),
    ("false", "The loan set includes a spare battery.", C),
    ("yes", "A spare battery is not included in the loan set.", C),
])
def test_a_yes_or_no_written_as_a_string_is_a_flag(written, text, expected):
    assert verdict(text, {"loan_set": {"ref": "LS-40", "spare_battery_included": written}}).verdict is expected


@pytest.mark.parametrize("text, expected", [
    ("Walks run Monday 20 April to Friday 24 April.", S),       # each weekday with the date written after it
    ("Walks run Monday 20 April to Thursday 24 April.", C),
    ("Walks start on 20 April (Tuesday).", C),                  # or before it, with only punctuation between
    ("Walks start on 20 April, Monday.", S),
])
def test_a_weekday_is_read_with_its_own_date_not_the_other_end_of_a_range(text, expected):
    assert verdict(text, {"walks": {"startDate": "2026-04-20", "endDate": "2026-04-24"}}).verdict is expected


@pytest.mark.parametrize("text, code", [("You've paid TT$1,050.00 so far.", "TTD"), ("a refund of J$500", "JMD"),
                                        ("BZ$14,500 in all", "BZD"), ("E£612.50 is due", "EGP"),
                                        ("N$300 was paid", "$"), ("US$ 12.50", "USD")])
def test_a_sign_after_its_countrys_capitals_is_money_in_that_currency(text, code):
    # "TT$1,050.00" once gave no specific at all: the "$" followed letters, so neither money nor a number was read.
    from halcheck_tui.core.values.mentions import specifics
    money_found = [s for s in specifics(text) if s.kind == "money"]
    assert len(money_found) == 1 and money_found[0].currency == code, money_found


def test_a_prefixed_dollar_amount_is_checked_against_the_record():
    dues = {"member_no": "CRL-1187", "paid_minor": 105000, "invoiced_minor": 145000, "currency": "TTD"}
    assert verdict("You've paid TT$1,050.00 of TT$1,450.00 so far.", dues).verdict is S
    assert verdict("You've paid TT$1,150.00 of TT$1,450.00 so far.", dues).verdict is C


def test_an_as_of_key_holds_an_instant():
    # "as_of" is when a figure was read: an epoch number under it is a time ("as of 6:00 AM"), not a count.
    usage = {"counted_gb": 412, "as_of": 1779652800, "tz": "Australia/Sydney",
             "addon": {"purchased_at": 1777374000}}
    assert verdict("As of 6:00 AM on 25 May you've used 412 GB.", usage).verdict is S
    assert times.is_instant_key(["as", "of"]) and times.is_instant_key(["as", "Of"])


def test_a_correction_keeps_the_drafts_country_sign():
    # The repair once wrote "TTTTD 1,450.00": its money reader saw "$1,050.00" without the country's capitals.
    outcome, text = checked("Invoice INV-0412 came to TT$1,540.00.",
                            {"invoice_no": "INV-0412", "amount_minor": 145000, "currency": "TTD"})
    assert outcome == "repaired" and "TT$1,450.00" in text and "TTD" not in text, text



def test_an_epoch_number_is_an_instant_whatever_its_key_calls_the_moment():
    # APIs name their moments in more ways than a word list holds ("booked_millis", "reply_by", "eta"): ten or
    # thirteen digits in the epoch span are a moment, unless the key names a code, a count, an amount or a unit.
    leaves = {leaf.path: leaf for leaf in flatten({"booked_millis": 1774393500000, "reply_by": 1776420300,
                                                   "order_id": 1776420300, "amount_minor": 1776420300,
                                                   "tz": "Europe/London"}, "rec#1")}
    assert leaves["booked_millis"].value.startswith("2026-03-24T23:05")
    assert leaves["reply_by"].value.startswith("2026-04-17T11:05")
    assert leaves["order_id"].value == 1776420300 and not leaves["amount_minor"].reading.startswith("epoch")
