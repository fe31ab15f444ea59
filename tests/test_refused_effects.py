"""Refused calls whose effect a claim reports without the tool's own verb (records.RecordChecker), and the
correction's words for the call's arguments. Tools, fields and values are made up for the tests."""
import pytest

from halcheck_tui.config import Settings as _Settings
from halcheck_tui.core.case import Evidence, EvidenceKind
from halcheck_tui.core.grounding.fields.records import AlignmentLimits as _AlignmentLimits
from halcheck_tui.core.grounding.fields.records import RecordChecker
from halcheck_tui.core.repair.refused_calls import call_action
from halcheck_tui.core.types import ReasonCode, Verdict

SHIPPED_LIMITS = _AlignmentLimits.from_settings(_Settings())


def check(text, tool, decision, args, fields=None):
    evidence = [Evidence("rec#1", EvidenceKind.RECORD, fields=fields or {"holder": "P. Amari", "tier": "silver"},
                         lineage={"source": "tool:x"}),
                Evidence("call#1", EvidenceKind.REFUSED_CALL, tool=tool, decision=decision, args=args)]
    return RecordChecker(evidence, SHIPPED_LIMITS).check(text)


@pytest.mark.parametrize("text, tool, args", [
    ("I've loaded the 1,500 bonus miles onto your profile.", "award_miles", {"member": "M-22", "miles": 1500}),
    ("I've renewed your Ventolin inhaler order.", "request_reorder", {"item": "Ventolin inhaler"}),
    ("Your gold tier upgrade is now effective.", "effect_upgrade", {"tier": "gold"}),
    ("Your payments now go to the account ending 5104.", "change_payout", {"new_last_digits": "5104"}),
])
def test_an_effect_said_without_the_tool_verb_is_not_executed(text, tool, args):
    result = check(text, tool, "ESCALATE", args)
    assert result.verdict is Verdict.CONTRADICTED and result.reason is ReasonCode.NOT_EXECUTED, result.detail


@pytest.mark.parametrize("text", [
    "I've checked your Ventolin inhaler order.",
    "You asked to send your payments to the account ending 5104.",
    "Your request to change the payout (new 5104) has been passed to our team for review.",
    "I couldn't reorder your Ventolin inhaler.",
])
def test_looking_asking_or_saying_it_was_refused_is_not_an_effect(text):
    args = {"item": "Ventolin inhaler", "new_last_digits": "5104"}
    result = check(text, "request_reorder", "DENY", args)
    assert result.reason is not ReasonCode.NOT_EXECUTED, result.detail


def test_words_for_what_became_of_the_call_are_not_a_record_status():
    result = check("Your request to award the miles (miles 1,500) has been passed to our team for review.",
                   "award_miles", "ESCALATE", {"miles": 1500}, {"holder": "P. Amari", "status": "completed"})
    assert result.verdict is Verdict.SUPPORTED, result.detail


def test_argument_names_with_figures_read_as_words():
    call = Evidence("call#1", EvidenceKind.REFUSED_CALL, tool="change_payout", decision="ESCALATE",
                    args={"new_iban_last4": "5104"})
    assert call_action(call, "Your payments now go to the account ending 5104") == "change the payout (new iban 5104)"


def test_the_corrections_own_words_for_an_escalation_are_not_a_record_status():
    # Why: a correction now says "escalated to our team"; its re-check must read that as the call's state.
    result = check("Your request to award the miles (miles 1,500) has been escalated to our team for review.",
                   "award_miles", "ESCALATE", {"miles": 1500}, {"holder": "P. Amari", "status": "completed"})
    assert result.verdict is Verdict.SUPPORTED, result.detail


@pytest.mark.parametrize("text, done", [
    ("I have moved your fitting forward to Monday 9 March.", True),  # rescheduled: the refused call's effect
    ("I have forwarded your fitting change to our tailors.", False),  # handed on: what the refusal says
])
def test_forward_hands_a_request_on_only_as_a_verb(text, done):
    result = check(text, "reschedule_fitting", "DENY", {"fitting": "F-12", "new_date": "2026-03-09"})
    if done:
        assert result.verdict is Verdict.CONTRADICTED and result.reason is ReasonCode.NOT_EXECUTED, result.detail
    else:
        assert "as the claim says" in result.detail, result.detail
