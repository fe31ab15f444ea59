"""Issue 37, a correction checked harder (session 23): a value of one kind is never corrected to another, a date on
a UTC day's bound and a clock time of another day's event are unsettled rather than wrong, a person addressed by
title and surname is the recorded person, and a signature under a closing is not a claim. Made-up records."""
from __future__ import annotations

import pytest

from halcheck_tui.config import Settings
from halcheck_tui.core.decomposition.decompose import decompose
from halcheck_tui.core.grounding.fields.alignment.run import made_up_evidence
from halcheck_tui.core.grounding.fields.records import AlignmentLimits, record_checker
from halcheck_tui.core.types import ClaimClass, Verdict
from halcheck_tui.core.values.value_kinds import value_kind


def check(records: dict, claim: str):
    evidence = tuple(made_up_evidence(records, "", ()))
    return record_checker(evidence, AlignmentLimits.from_settings(Settings())).check(claim)


@pytest.mark.parametrize("text, kind", [
    ("Ana Ruiz", "words"), ("video", "words"), ("has been cancelled", "words"),
    ("TUESDAY", "calendar"), ("PT45M", "calendar"), ("P14D", "calendar"), ("tomorrow", "calendar"),
    ("2026-06-11T14:20:00+02:00", "calendar"), ("$45", "figure"), ("three working days", "figure"),
    ("Sun Terrace", "words"), ("Tuesdays", "calendar"),
])
def test_the_value_layer_says_what_kind_a_value_is(text, kind):
    assert value_kind(text) == kind


TRIAL = {"ws#W-1": {"trial_history": [{"plan": "Business", "ended_at": "2026-02-13T19:00:00-05:00"}]}}


@pytest.mark.parametrize("said, verdict", [
    ("February 14", None),  # 00:00 UTC on the 14th: the day the system stored
    ("February 13", Verdict.SUPPORTED),  # the day on the record's own clock
    ("February 12", Verdict.CONTRADICTED),
])
def test_a_date_on_a_utc_days_bound_may_be_read_on_the_utc_calendar(said, verdict):
    assert check(TRIAL, f"Your Business trial ended on {said}.").verdict is verdict


WAITLIST = {"res#R-1": {"waitlist": {"position": 3, "joined_at": "2026-05-20T09:12:00-07:00"}, "party": 4}}


def test_a_clock_time_of_another_days_event_settles_nothing():
    # joined on Wednesday 20 May: its clock time is not the time of the Friday table
    assert check(WAITLIST, "You're number 3 on the waitlist for Friday at 6:45 PM.").verdict is None
    assert check(WAITLIST, "You joined the waitlist on Wednesday at 9:40 AM.").verdict is Verdict.CONTRADICTED


PAYMENT = {"pay#P-1": {"payer": {"name": "Abena Kyei"}, "amount": 985.0, "currency": "GHS"}}


def test_a_person_addressed_by_title_and_surname_is_the_recorded_person():
    assert check(PAYMENT, "A payment of GH₵985.00 was received from Mrs Kyei.").verdict is Verdict.SUPPORTED
    assert check(PAYMENT, "A payment of GH₵985.00 was received from Ms Abena Kyei.").verdict is Verdict.SUPPORTED
    assert check(PAYMENT, "A payment of GH₵985.00 was received from Mrs Mensah.").verdict is not Verdict.SUPPORTED


def test_a_name_and_a_role_under_a_closing_sign_the_reply():
    signed = decompose("Your fee is due by 26/06/2026.\n\nYours sincerely,\nAmaka Obi\nClerk, ClaimDesk Lagos")
    assert [c.claim_class for c in signed.claims[-3:]] == [ClaimClass.CONVERSATIONAL] * 3
    # no closing above: the last lines are statements like any other
    unsigned = decompose("Your fee is due by 26/06/2026.\nThe court is Lagos Small Claims Court.\nClerk, ClaimDesk Lagos")
    assert ClaimClass.CONVERSATIONAL not in [c.claim_class for c in unsigned.claims]


def test_a_number_written_with_a_hyphen_is_read_whole():
    # read as "four hours", a 24-hour rule was "corrected" to 24 where the draft already said it
    from halcheck_tui.core.values.quantities import numeric_conflict, quantities
    assert quantities("moved free of charge up to twenty-four hours beforehand") == {"hour": {24.0}}
    assert quantities("within 3 to 5 business days, or within an hour") == {"day": {3.0, 5.0}, "hour": {1.0}}
    assert numeric_conflict("It may be moved up to twenty-four hours beforehand.",
                            "Fittings may be moved up to 24 hours before.") is None


@pytest.mark.parametrize("text, minutes", [
    ("The ceremony is at 3:30 in the afternoon.", 15 * 60 + 30),  # 12-hour, its day period in words
    ("It was marked ready at 3:10 this afternoon.", 15 * 60 + 10),
    ("Doors open at 9:15 in the morning.", 9 * 60 + 15),
    ("The slot is at 08:47 this evening.", 8 * 60 + 47),  # a leading zero writes the 24-hour clock
    ("Pick-up at 3:30, then lunch.", 3 * 60 + 30),
])
def test_a_clock_time_takes_the_day_period_said_after_it(text, minutes):
    from halcheck_tui.core.values.mentions import specifics
    assert [s.readings for s in specifics(text) if s.kind == "time"] == [frozenset({minutes})]


def test_a_key_priced_per_unit_is_a_rate_not_a_measure():
    from halcheck_tui.core.values.api_values import is_measure, key_unit
    assert not is_measure("rows.0.Extra kg (CHF/kg)") and key_unit("rows.0.Extra kg (CHF/kg)").currency == "CHF"
    assert is_measure("rows.0.Weight (kg)")


def test_a_card_named_by_the_last_digits_of_its_masked_number_pins_the_claim_to_it():
    cards = {"cards#C": {"cards": [{"number_masked": "6048 77** **** 4415", "balance_minor": 48450},
                                   {"number_masked": "6048 77** **** 9902", "balance_minor": 20000}]}}
    assert check(cards, "Your card ending 4415 has HK$484.50 left.").verdict is Verdict.SUPPORTED
    # the other card's balance, given to this one
    assert check(cards, "Your card ending 4415 has HK$200.00 left.").verdict is Verdict.CONTRADICTED


def test_an_id_the_records_hold_given_as_another_id_is_wrong_against_the_one_named():
    result = {"result#R-1": {"candidate": {"id": "CAND-0088213", "name": "Ana Ruiz"},
                             "certificate": {"number": "CPS-2026-04417", "valid_until": "2029-05-01"}}}
    wrong = check(result, "Your certificate number is CAND-0088213.")
    assert wrong.verdict is Verdict.CONTRADICTED and "CPS-2026-04417" in wrong.detail
    assert check(result, "Your certificate number is CPS-2026-04417.").verdict is Verdict.SUPPORTED
    assert check(result, "Your candidate ID CAND-0088213 is on file.").verdict is not Verdict.CONTRADICTED


def test_a_name_the_claim_already_gives_to_something_else_is_never_written_in():
    from halcheck_tui.core.repair.fix import Fix
    from halcheck_tui.core.repair.reading import stated_elsewhere
    draft = "Dr. Ramil Sison has been with Marikit since 7:40 this evening."
    claim = decompose(draft).claims[0]
    at = claim.text.index("Ramil Sison")
    span = (at, at + len("Ramil Sison"))
    assert stated_elsewhere(draft, claim, Fix(*span, "Marikit", "e#1", "horse.name", None))  # "Marikit ... with Marikit"
    assert not stated_elsewhere(draft, claim, Fix(*span, "Ana Cruz", "e#1", "vet.name", None))


@pytest.mark.parametrize("text, old, new, dropped", [
    ("Your class runs on Tuesdays at 16:40", "Tuesdays", "Elva", True),  # a weekday never becomes a name
    ("Your tutor is Elva on Tuesdays", "Elva", "TUESDAY", True),  # nor a name a weekday
    ("Your class runs on Tuesdays at 16:40", "Tuesdays", "Wednesdays", False),  # a weekday for a weekday stands
    ("You may send two parcels", "two", "one", False),  # a count may be said in words
])
def test_a_correction_keeps_the_kind_of_value_either_way(text, old, new, dropped):
    from types import SimpleNamespace

    from halcheck_tui.core.repair.correct import _same_kind
    from halcheck_tui.core.repair.fix import Fix
    start = text.index(old)
    fix = Fix(start, start + len(old), new, "class#C-1", "class.weekday", None)
    context = SimpleNamespace(failed=(SimpleNamespace(claim=SimpleNamespace(id="c1", text=text)),))
    assert (_same_kind({"c1": [fix]}, context)["c1"] is None) is dropped
