"""The vocabulary (core/values/patterns.py): each pattern on invented examples, both ways, and the rule that it is the
one place a month-name alternation is written."""
from __future__ import annotations

import re
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from halcheck_tui.core.language import calendar_words
from halcheck_tui.core.values import patterns as v
from halcheck_tui.core.values.mentions import specifics

CORE = Path(v.__file__).parents[1]  # the core: the vocabulary lives in core/values/patterns.py


# --- months -----------------------------------------------------------------------------------------------

@pytest.mark.parametrize("name, number", [("Sept", 9), ("OCTOBER", 10), ("may", 5), ("Jan.", 1), ("december", 12)])
def test_month_number_reads_a_name_or_its_abbreviation(name, number):
    assert v.month_number(name) == number


def test_month_word_matches_every_name_and_no_other_word():
    for name in calendar_words.MONTH_NAMES:
        assert re.fullmatch(v.MONTH_PATTERN, name, re.I)
        assert re.fullmatch(v.MONTH_PATTERN, name[:3], re.I)
    for word in ("Jane", "marching", "Octopus", "decimal", "Junebug"):
        assert not re.fullmatch(v.MONTH_PATTERN, word, re.I)


def test_full_month_name_takes_no_abbreviation():
    assert re.fullmatch(v.FULL_MONTH_NAME, "August")
    assert not re.fullmatch(v.FULL_MONTH_NAME, "Aug")
    assert not re.fullmatch(v.FULL_MONTH_NAME, "august")


# --- calendar dates -------------------------------------------------------------------------------------

def test_calendar_date_reads_each_written_form():
    m = v.CALENDAR_DATE.search("due on the 3rd of March 2032, please")
    assert (m.group("d1"), m.group("m1"), m.group("y1")) == ("3", "March", "2032")
    m = v.CALENDAR_DATE.search("signed Nov. 12, 2030 at the desk")
    assert (m.group("m2"), m.group("d2"), m.group("y2")) == ("Nov", "12", "2030")
    m = v.CALENDAR_DATE.search("the gap runs 6-9 Feb")
    assert (m.group("d1a"), m.group("d1"), m.group("m1")) == ("6", "9", "Feb")
    m = v.CALENDAR_DATE.search("posted 7/4 by the crew")
    assert (m.group("a"), m.group("sep"), m.group("b"), m.group("y3")) == ("7", "/", "4", None)
    m = v.CALENDAR_DATE.search("stamped 2031-07-04T08:15:00+05:30 here")
    assert m.group(0) == "2031-07-04T08:15:00+05:30" and m.group("iy") == "2031"


@pytest.mark.parametrize("text", ["room 12 is free", "three apples", "a score of 4 to 2", "March on, team"])
def test_calendar_date_leaves_other_figures(text):
    assert not v.CALENDAR_DATE.search(text)


def test_mention_and_cue_variants_are_narrower():
    assert not v.CALENDAR_DATE_MENTION.search("posted 7/4 by the crew")
    assert v.CALENDAR_DATE_MENTION.search("the 2031-07-04 slot").group(0) == "2031-07-04"
    assert v.DATE_CUE.search("ready by 14th Oct")
    assert v.DATE_CUE.search("ready by Oct 14")
    assert not v.DATE_CUE.search("ready by 10/14")
    assert [p.search("on 2 October 2031").group(0) for p in v.DATE_SPANS[1:2]] == ["2 October 2031"]


def test_record_date_and_numeric_style():
    assert v.RECORD_DATE.match("2031-02-28T23:59:59-08:00").groups() == ("2031", "02", "28")
    assert not v.RECORD_DATE.match("28/02/2031")
    m = v.NUMERIC_DATE_STYLE.match(" 31.03.2031 ")
    assert (m.group("a"), m.group("sep"), m.group("b"), m.group("y")) == ("31", ".", "03", "2031")
    assert not v.NUMERIC_DATE_STYLE.match("31 March")


def test_iso_date_interval_and_parts():
    assert v.ISO_DATE_INTERVAL.fullmatch("2031-01-05/2031-02-04")
    assert v.ISO_DATE_INTERVAL.fullmatch("2031-01-05 to 2031-02-04")
    assert not v.ISO_DATE_INTERVAL.fullmatch("2031-01-05")
    assert v.ISO_DATE_PARTS.findall("2031-01-05..2031-02-04") == [("2031", "01", "05"), ("2031", "02", "04")]


# --- ISO 8601 timestamps with offsets --------------------------------------------------------------------

@pytest.mark.parametrize("stamp", ["2031-07-04T08:15:00.125-03:00", "2031-07-04 08:15Z", "2031-07-04T08:15+0530",
                                   "2031-07-04"])
def test_iso_leaf_reads_dates_and_timestamps(stamp):
    m = v.ISO_LEAF.match(stamp)
    assert m.group(1, 2, 3) == ("2031", "07", "04")
    assert m.group(4) in (None, "08")


@pytest.mark.parametrize("text", ["2031-07-04T8:15", "04/07/2031", "2031-07-04T08:15+5", "2031-7-4"])
def test_iso_leaf_refuses_other_writings(text):
    assert not v.ISO_LEAF.match(text)


def test_offset_timestamp_needs_its_offset():
    assert v.OFFSET_TIMESTAMP.match("2031-07-04T08:15:00Z")
    assert v.OFFSET_TIMESTAMP.match("2031-07-04T08:15:00+0530")
    assert not v.OFFSET_TIMESTAMP.match("2031-07-04T08:15:00")
    assert not v.OFFSET_TIMESTAMP.match("2031-07-04")


_MOMENTS = st.datetimes(min_value=datetime(1971, 1, 1), max_value=datetime(2098, 12, 31)).map(
    lambda d: d.replace(microsecond=0))
_OFFSETS = st.builds(lambda q: timezone(timedelta(minutes=15 * q)), st.integers(min_value=-48, max_value=56))


def _written(moment: datetime, offset: timezone, compact: bool, zulu: bool) -> str:
    stamp = moment.replace(tzinfo=offset).isoformat()
    if zulu and offset.utcoffset(None) == timedelta(0):
        return stamp[:-6] + "Z"
    return stamp[:-3] + stamp[-2:] if compact else stamp


@given(_MOMENTS, _OFFSETS, st.booleans(), st.booleans())
def test_every_offset_timestamp_is_read_whole(moment, offset, compact, zulu):
    stamp = _written(moment, offset, compact, zulu)
    m = v.ISO_LEAF.match(stamp)
    assert m and (int(m.group(1)), int(m.group(2)), int(m.group(3))) == (moment.year, moment.month, moment.day)
    assert (int(m.group(4)), int(m.group(5))) == (moment.hour, moment.minute)
    assert v.OFFSET_TIMESTAMP.match(stamp)
    found = v.CALENDAR_DATE.search(f"logged {stamp} by the hub")
    assert found.group(0) == stamp  # the offset belongs to the date, not to the next figure


@given(_MOMENTS, _MOMENTS, _OFFSETS, st.sampled_from(["/", "..", " to ", " – "]))
def test_every_interval_of_timestamps_splits_at_its_joint(first, second, offset, joint):
    a, b = _written(first, offset, False, False), _written(second, offset, True, False)
    assert v.TIMESTAMP_INTERVAL.fullmatch(f"{a}{joint}{b}").groups() == (a, b)
    m = v.DATE_OR_TIMESTAMP_INTERVAL.fullmatch(f"{a[:10]}{joint}{b}")
    assert (m.group("a"), m.group("b")) == (a[:10], b)


# --- clock times ------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text, groups", [
    ("opens 9am sharp", {"h": "9", "ap": "am"}),
    ("at 9:45 p.m. tonight", {"h": "9", "m": "45", "ap": "p.m."}),
    ("the 17:05 bus", {"h24": "17", "m24": "05"}),
    ("shut at 07:30:00 daily", {"h24": "07", "m24": "30"}),
    ("back by noon", {"noon": "noon"}),
])
def test_clock_time_reads_12_and_24_hour_forms(text, groups):
    m = v.CLOCK_TIME.search(text)
    assert {k: m.group(k) for k in groups} == groups


@pytest.mark.parametrize("text", ["gate 25:00", "a 9 amp fuse", "9 amps", "room 930"])
def test_clock_time_leaves_other_figures(text):
    assert not v.CLOCK_TIME.search(text)


def test_time_range_and_leaf_forms():
    m = v.CLOCK_TIME_RANGE.search("come between 2 and 4 pm")
    assert (m.group("h"), m.group("ap")) == ("2", "p")
    assert not v.CLOCK_TIME_RANGE.search("between 2 and 4 boxes")
    assert v.CLOCK_LEAF.match("7:05:30").groups() == ("7", "05")
    assert not v.CLOCK_LEAF.match("24:00")
    assert v.RECORD_CLOCK.search("2031-05-12T09:00:00+02:00").groups() == ("09", "00")
    assert v.TWELVE_HOUR_LEAF.fullmatch("5 PM").groups() == ("5", "P")
    assert not v.TWELVE_HOUR_LEAF.fullmatch("5 PMs")


def test_time_key_and_style_variants():
    m = v.CLOCK_TIME_KEY.search("ring at 10.30 a.m.")
    assert m.group(4, 5, 6) == ("10", "30", "a.m.")
    assert not v.CLOCK_TIME_KEY.search("a 10.30 ratio")
    m = v.CLOCK_TIME_STYLE.match("5 p.m.")
    assert (m.group("h"), m.group("m"), m.group("sp"), m.group("ampm")) == ("5", None, " ", "p.m.")


# --- money --------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text, pre, number, post", [
    ("paid €73.15 today", "€", "73.15", None),
    ("a US$ 1.2m grant", "US$", "1.2", None),
    ("owes CHF 90 now", "CHF", "90", None),
    ("a 1.234,50 € bill", None, "1.234,50", "€"),
    ("just 95 cents back", None, "95", "cents"),
    ("12 dollars left", None, "12", "dollars"),
    ("a 40p stamp", None, "40", "p"),
])
def test_money_amount_reads_symbol_code_and_word_forms(text, pre, number, post):
    m = v.MONEY_AMOUNT.search(text)
    assert (m.group("pre"), m.group("n1") or m.group("n2"), m.group("post")) == (pre, number, post)


@pytest.mark.parametrize("text", ["room 12 is free", "step 3 of 5", "a 40 page book", "pepper"])
def test_money_amount_leaves_other_figures(text):
    assert not v.MONEY_AMOUNT.search(text)


@pytest.mark.parametrize("text, amount, currency", [
    ("a balance of R78,000.00 is left", 78000.0, "ZAR"),      # en_ZA writes the rand as "R"
    ("the counter shows RM1,400 dispensed", 1400.0, "MYR"),  # en_MY: "RM"
    ("Ksh 2,500.00 is due", 2500.0, "KES"),
    ("a fee of ₦856,200", 856200.0, "NGN"),                  # a sign mark: any figure after it
    ("KWD 4.050 is due", 4.05, "KWD"),                        # an ISO code beyond the common ones, in capitals
    ("47.700 KWD was refunded", 47.7, "KWD"),
])
def test_currency_marks_and_codes_come_from_the_cldr(text, amount, currency):
    money = [s for s in specifics(text) if s.kind == "money"]
    assert money and amount in money[0].readings and money[0].currency == currency


@pytest.mark.parametrize("text", ["results for Q3 2026", "unit K9 is free", "seat VT14", "ref SR621",
                                  "room R204", "all 5 of them", "top 10 picks"])
def test_a_mark_of_letters_needs_a_figure_written_as_money(text):
    # "Q", "K", "VT", "SR" and "R" are currency marks somewhere in English, and "ALL" and "TOP" ISO codes; before a
    # plain number in these they are names, and a code in lower case is a word.
    assert not [s for s in specifics(text) if s.kind == "money"]


def test_amounts_in_cents_and_in_words_are_money():
    cents = [s for s in specifics("it refunds 95 cents") if s.kind == "money"]
    assert cents and cents[0].readings == frozenset({0.95})
    worded = [s for s in specifics("a fee of forty dollars") if s.kind == "money"]
    assert worded and worded[0].readings == frozenset({40.0}) and worded[0].currency == "$"
    assert v.ONE_CURRENCY_UNIT.search("two points per euro").group("word") == "euro"
    assert v.CURRENCY_WORD_AFTER.match(" pounds more").group("word") == "pounds"


def test_money_variants():
    m = v.MONEY_MENTION.search("total $1,204.50 due")
    assert (m.group("sym"), m.group("a1")) == ("$", "1,204.50")
    assert v.MONEY_MENTION.search("GBP 12,5 owed").group("a2") == "12,5"
    assert not v.MONEY_MENTION.search("₹50 fee") and v.MONEY_AMOUNT.search("₹50 fee")
    assert v.MONEY_CUE.search("it costs 8 euros") and not v.MONEY_CUE.search("it takes 8 hours")
    assert [p.search("paid 118.25 USD").group(0) for p in v.MONEY_SPANS if p.search("paid 118.25 USD")] == \
        ["118.25 USD"]


# --- identifiers --------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text, found", [("ticket ZK4-903 open", "ZK4-903"), ("see #55210", "#55210"),
                                         ("line 71-4432 rings", "71-4432"), ("ref 8841207", "8841207")])
def test_identifier_reads_codes(text, found):
    assert v.IDENTIFIER.search(text).group(0) == found


@pytest.mark.parametrize("text", ["hello there", "it is 3.5", "wait 12-345 days", "from 30-45"])
def test_identifier_leaves_words_and_ranges(text):
    assert not v.IDENTIFIER.search(text)


def test_identifier_variants_and_normal_form():
    assert v.IDENTIFIER_CUE.search("model QZ81 ships") and not v.CASE_IDENTIFIER.search("model QZ81 ships")
    assert v.CASE_IDENTIFIER.search("case QZ-81 closed")
    assert v.IDENTIFIER_SPANS[1].search("label 9Y42KQ7 here")
    assert v.ALNUM_IDENTIFIER.fullmatch("ord-2031-7") and not v.ALNUM_IDENTIFIER.fullmatch("banana")
    assert v.SHORT_ALNUM_CODE.findall("tier B7 or plan X12, not 2024") == ["B7", "X12"]
    assert v.normalise_identifier("zk4-903") == v.normalise_identifier("ZK4 903") == "ZK4903"


# --- counted quantities -------------------------------------------------------------------------------------

def test_counted_quantities():
    m = v.COUNTED_QUANTITY.search("sorted within 4 working days")
    assert (m.group("num"), m.group("unit")) == ("4", "working days")
    assert v.COUNTED_QUANTITY.search("a 10-day window").group("unit") == "day"
    assert not v.COUNTED_QUANTITY.search("4 apples")
    assert v.HOURS_AND_MINUTES.search("took 1h20m").group("h", "m") == ("1", "20")
    assert v.HOURS_AND_MINUTES.search("3 hours and 5 minutes").group("h", "m") == ("3", "5")
    assert v.NUMBER_WORD_VALUES["twice"] == 2 and v.NUMBER_WORD_VALUES["half"] == 0.5
    assert v.CARDINAL_WORDS[20] == "twenty" and len(v.CARDINAL_WORDS) == 21


# --- one place for month names ------------------------------------------------------------------------------

# Every core module but the vocabulary itself reads month and weekday names from it.
CALENDAR_WORDS = CORE / "language" / "calendar_words.py"  # the names themselves: general English, below the values
READS_MONTHS_FROM_THE_VOCABULARY = tuple(sorted(str(p.relative_to(CORE)) for p in CORE.rglob("*.py")
                                                if p not in (Path(v.__file__), CALENDAR_WORDS)))
# "jan(?:uary)?|feb", "January", "February", "jan", "feb": a month list or alternation of its own.
_OWN_MONTHS = re.compile(r"\bjan\W{0,12}(?:uary\W{0,12})?feb", re.IGNORECASE)
# "monday mon", "Monday", "Tuesday": a weekday list of its own.
_OWN_WEEKDAYS = re.compile(r"\bmonday\W{0,12}(?:mon\W{0,12})?tuesday", re.IGNORECASE)


@pytest.mark.parametrize("module", READS_MONTHS_FROM_THE_VOCABULARY)
def test_no_module_writes_its_own_month_names(module):
    source = (CORE / module).read_text(encoding="utf-8")
    assert not _OWN_MONTHS.search(source), f"{module}: read month names from core/values/patterns.py"
    assert "join(MONTH_NAMES)" not in source, f"{module}: use patterns.FULL_MONTH_NAME"
    assert not _OWN_WEEKDAYS.search(source), f"{module}: read weekday names from core/values/patterns.py"


def test_the_month_check_finds_a_list_of_its_own():
    assert _OWN_MONTHS.search('MONTHS = ["january", "february"]')
    assert _OWN_MONTHS.search('r"jan(?:uary)?|feb(?:ruary)?"')
    assert _OWN_MONTHS.search(Path(v.__file__).read_text(encoding="utf-8"))
