"""The one table of number words (core/language/numbers.py) and of units (core/values/units.py), issue 36 item 5:
numbers written out, ordinals and fractions read as the figures they are; units compared in their dimension."""
from __future__ import annotations

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from halcheck_tui.core.language.numbers import CARDINALS, TENS, number_in_words
from halcheck_tui.core.values.api_values import key_unit, unit_agrees
from halcheck_tui.core.values.mentions import specifics

_TENS_WORD = {value: word for word, value in TENS.items()}


def _in_words(n: int) -> str:
    """How an English writer spells 0-999 999 ("four hundred and twelve thousand ..."), for the round trip."""
    if n < 21:
        return CARDINALS[n]
    if n < 100:
        tens, unit = divmod(n, 10)
        return _TENS_WORD[tens * 10] + (f"-{CARDINALS[unit]}" if unit else "")
    if n < 1000:
        hundreds, rest = divmod(n, 100)
        return f"{CARDINALS[hundreds]} hundred" + (f" and {_in_words(rest)}" if rest else "")
    thousands, rest = divmod(n, 1000)
    return f"{_in_words(thousands)} thousand" + (f" {_in_words(rest)}" if rest else "")


@given(st.integers(min_value=0, max_value=999_999))
def test_every_number_written_out_reads_back(n: int) -> None:
    assert number_in_words(_in_words(n)) == n


@pytest.mark.parametrize(("phrase", "value"), [
    ("a quarter", 0.25), ("three quarters", 0.75), ("half", 0.5), ("one and a half", 1.5), ("a dozen", 12),
    ("twice", 2), ("twenty-first", 21), ("third", 3), ("a third", 1 / 3), ("two thirds", 2 / 3),
])
def test_fractions_ordinals_and_multiples(phrase: str, value: float) -> None:
    assert number_in_words(phrase) == pytest.approx(value)


@pytest.mark.parametrize("phrase", ["one two", "the", "a", "and", "three and", "first second", "twenty thirty"])
def test_words_that_are_not_one_number(phrase: str) -> None:
    assert number_in_words(phrase) is None


def test_a_claim_that_writes_a_figure_out_is_read_as_that_figure() -> None:
    (found,) = specifics("The repair took two hundred and forty minutes.")
    assert found.readings == frozenset({240.0}) and found.unit == "minutes"


@pytest.mark.parametrize(("claim", "path", "value", "agrees"), [
    ("You used 515 kWh", "usage.energy_kwh", 515, True),
    ("You used 0.515 MWh", "usage.energy_kwh", 515, True),
    ("You used 515 kWh", "usage.energy_wh", 515_000, True),
    ("You used 51.5 kWh", "usage.energy_kwh", 515, False),
    ("Your line runs at 300 Mbps", "plan.download_kbps", 300_000, True),
    ("The charger gives 7.2 kW", "charger.power_w", 7200, True),
    ("The tank holds 2 litres", "tank.volume_ml", 2000, True),
])
def test_units_are_compared_in_their_dimension(claim: str, path: str, value: float, agrees: bool) -> None:
    (figure,) = [s for s in specifics(claim) if s.kind == "number"]
    assert unit_agrees(figure, path, value) is agrees


def test_a_key_names_its_unit_by_its_last_word() -> None:
    assert key_unit("meter.reading_kwh").dimension == "energy"
    assert key_unit("plan.speed_mbps").dimension == "data rate"
    assert key_unit("charger.w") is None  # a one-letter key alone is a name, not a unit (`_SHORT`)


@pytest.mark.parametrize(("claim", "value"), [
    ("You will see six dollars and seventy-eight cents back.", 6.78),
    ("The refund of one hundred ninety-three dollars and forty cents was started.", 193.40),
    ("The total is seven thousand four hundred seventy-five dollars.", 7475.0),
    ("That is twelve pounds and 40 pence.", 12.40),
])
def test_amounts_written_out_with_their_cents(claim: str, value: float) -> None:
    (amount,) = specifics(claim)
    assert amount.kind == "money" and [round(r, 2) for r in amount.readings] == [value]


@given(st.integers(min_value=0, max_value=999), st.integers(min_value=0, max_value=999),
       st.sampled_from(["-", "–", " to ", " - "]), st.sampled_from(["business days", "weeks", "kg", ""]))
def test_a_number_range_reads_both_ends_with_the_unit_after_it(low, high, join, unit):
    # "44-1209" with no unit after it is a reference's digit groups, read as an identifier (IDENTIFIER)
    assume(unit or join.strip() != "-" or low < 10 or high < 100)
    text = f"It takes {low}{join}{high} {unit}".rstrip() + "."
    numbers = [s for s in specifics(text) if s.kind == "number"]
    assert [next(iter(s.readings)) for s in numbers] == [float(low), float(high)]
    assert numbers[0].unit == numbers[1].unit


def _indian_grouping(n: int) -> str:
    """n as an Indian locale writes it: the last three digits, then groups of two (1,50,000; 2,10,00,000)."""
    digits = str(n)
    head, tail = digits[:-3], digits[-3:]
    groups = []
    while len(head) > 2:
        groups.insert(0, head[-2:])
        head = head[:-2]
    return ",".join(([head] if head else []) + groups + [tail])


@given(st.integers(min_value=100_000, max_value=99_99_99_999), st.sampled_from(["₹", "Rs. ", "INR "]))
def test_an_amount_in_lakhs_and_crores_reads_as_one_figure(n: int, mark: str) -> None:
    """Indian grouping (two digits a group above the thousands) is one amount, not '₹1,00' and a stray '000'."""
    written = _indian_grouping(n)
    found = [s for s in specifics(f"Your cover rises to {mark}{written} next year.") if s.kind == "money"]
    assert [(s.text, s.readings) for s in found] == [(f"{mark}{written}", frozenset({float(n)}))]


@pytest.mark.parametrize(("text", "kind", "readings", "unit"), [
    ("The class runs two and a half hours", "number", {2.5}, "hours"),
    ("It takes 2 and a half days", "number", {2.5}, "days"),
    ("The repair took three hours and fifteen minutes", "number", {195.0, 3.25}, "minutes"),
    ("The doors open half an hour before", "number", {30.0, 0.5}, "minutes"),
    ("Boards show the platform a quarter of an hour before", "number", {15.0, 0.25}, "minutes"),
    ("See you at nine-thirty", "time", {570, 1290}, None),
    ("The overage comes to thirty-one dollars fifty", "money", {31.5}, None),
    ("The overage comes to Thirty-one dollars Fifty.", "money", {31.5}, None),
])
def test_figures_said_in_words_over_several_numbers_are_one_figure(text, kind, readings, unit) -> None:
    (found,) = specifics(text)
    assert (found.kind, set(found.readings), found.unit) == (kind, readings, unit)


@pytest.mark.parametrize("text", ["You paid ten dollars fifty times over", "Gold costs twenty-nine ninety-nine"])
def test_words_after_an_amount_are_cents_only_when_nothing_follows_them(text) -> None:
    assert not any(s.kind == "money" and not float(next(iter(s.readings))).is_integer() for s in specifics(text))


@pytest.mark.parametrize(("text", "readings"), [
    ("Your refund reaches you by 19-03-2026", {(2026, 3, 19)}),
    ("Your refund reaches you by 04-03-2026", {(2026, 3, 4), (2026, 4, 3)}),
])
def test_a_numeric_date_with_hyphens_and_a_full_year_is_a_date(text, readings) -> None:
    (found,) = specifics(text)
    assert (found.kind, set(found.readings)) == ("date", readings)


@pytest.mark.parametrize("text", ["Ages 3-5 welcome", "Quote ref 10-12-26 please"])
def test_hyphened_numbers_without_a_full_year_are_no_date(text) -> None:
    assert not any(s.kind == "date" for s in specifics(text))


def test_twelve_noon_is_one_time() -> None:
    (found,) = specifics("Send it by 12 noon")
    assert (found.kind, set(found.readings)) == ("time", {720})


@pytest.mark.parametrize(("value", "dates"), [
    ("19-03-2026", [(2026, 3, 19)]), ("19.03.2026", [(2026, 3, 19)]), ("03/04/2026", [(2026, 4, 3), (2026, 3, 4)]),
    ("12-34-2026", []), ("2026-03-19", [(2026, 3, 19)]),
])
def test_a_record_date_written_day_first_or_month_first_is_read_both_ways(value, dates) -> None:
    from halcheck_tui.core.values.leaf_values import leaf_dates
    assert leaf_dates(value) == dates
