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
    ("Sun Terrace", "words"),
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
