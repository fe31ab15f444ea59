"""States that hold in part, under a condition or not yet (grounding.limited_states), and refused calls whose
effect is said as done. Records, tools and values are made up for the tests."""
import pytest

from halcheck_tui.config import Settings
from halcheck_tui.config import Settings as _Settings
from halcheck_tui.core.case import Evidence, EvidenceKind
from halcheck_tui.core.grounding.fields.limited_states import limited_state_agrees, limits_of, whole_of_partial
from halcheck_tui.core.grounding.fields.records import AlignmentLimits, RecordChecker
from halcheck_tui.core.grounding.fields.records import AlignmentLimits as _AlignmentLimits
from halcheck_tui.core.types import ReasonCode, Verdict

SHIPPED_LIMITS = _AlignmentLimits.from_settings(_Settings())


def check(text, fields, call=None):
    evidence = [Evidence("get_widget#W-71", EvidenceKind.RECORD, fields=fields, lineage={"source": "tool:get_widget"})]
    if call:
        evidence.append(Evidence("call#1", EvidenceKind.REFUSED_CALL, tool=call[0], decision=call[1], args=call[2]))
    return RecordChecker(evidence, SHIPPED_LIMITS).check(text)


def test_limit_words_and_what_they_limit():
    assert limits_of("partially_reimbursed") == [("part", 0, 1)]
    assert limits_of("voucher_pending") == [("awaited", 1, 0)]
    assert [k for k, _, _ in limits_of("conditionally_cleared_pending_forms")] == ["condition", "awaited"]
    assert limits_of("reimbursed") == []


@pytest.mark.parametrize("text, status, verdict", [
    ("Parcel W-71 has been fully reimbursed.", "partially_reimbursed", Verdict.CONTRADICTED),
    ("Parcel W-71 has been credited.", "partially_credited", Verdict.CONTRADICTED),
    ("Parcel W-71 has been partially reimbursed.", "partially_reimbursed", Verdict.SUPPORTED),
    ("Your permit W-71 is fully cleared.", "conditionally_cleared_pending_forms", Verdict.CONTRADICTED),
    ("Your permit W-71 is ready.", "held_for_checks", Verdict.CONTRADICTED),
])
def test_a_limited_state_rules_out_the_whole_or_the_done(text, status, verdict):
    result = check(text, {"widget_id": "W-71", "status": status})
    assert result.verdict is verdict, result.detail
    if verdict is Verdict.CONTRADICTED:
        assert result.reason is ReasonCode.RECORD_STATE_MISMATCH


def test_readiness_that_names_what_is_awaited_is_not_ruled_out():
    same = lambda a, b: a == b  # noqa: E731
    assert limited_state_agrees("It is ready for collection", 6, 11, "ready", "awaiting_collection", same) is None
    assert limited_state_agrees("It is ready", 6, 11, "ready", "awaiting_collection", same) is False


def test_a_claim_of_both_against_a_partial_status():
    assert whole_of_partial("both samples are back", ["partial"]) == "partial"
    assert whole_of_partial("one of the samples is back", ["partial"]) is None
    result = check("Both W-71 scans have been filed.",
                   {"widget_id": "W-71", "status": "partial", "taken": "2026-06-03"})
    assert result.verdict is Verdict.CONTRADICTED, result.detail


@pytest.mark.parametrize("text, tool, args", [
    ("I've added the Harbour Pass, so it's on your plan now.", "add_harbour_pass", {"pass": "Harbour Pass"}),
    ("Good news, you've been upgraded to the top deck.", "upgrade_cabin", {"to": "top deck"}),
])
def test_a_refused_effect_said_as_done_is_not_executed(text, tool, args):
    result = check(text, {"widget_id": "W-71", "upgrade_eligible": True}, (tool, "DENY", args))
    assert result.verdict is Verdict.CONTRADICTED and result.reason is ReasonCode.NOT_EXECUTED, result.detail


def test_something_else_done_to_a_refused_calls_object_is_not_its_effect():
    # "paid out" is not what cancel_transfer does: the transfer was paid out, and that is why the cancel was refused.
    # (The sub-rule that read any passive verb on the call's object as its effect was deleted in session 27: on 72
    # writers it flagged 13 right claims for 6 wrong ones.)
    result = check("Your W-71 transfer has already been paid out.", {"widget_id": "W-71", "status": "paid_out"},
                   ("cancel_transfer", "DENY", {"transfer": "W-71"}))
    assert result.reason is not ReasonCode.NOT_EXECUTED, result.detail


def test_a_request_sent_on_for_review_still_agrees_with_an_escalation():
    result = check("Your voucher request has been sent to our rewards team for review.", {"widget_id": "W-71"},
                   ("request_voucher", "ESCALATE", {"widget": "W-71"}))
    assert result.verdict is not Verdict.CONTRADICTED, result.detail


@pytest.mark.parametrize("text, fields", [
    ("Your W-71 transfer was declined by the bank.", {"widget_id": "W-71", "status": "failed"}),
    ("Cabin W-71 has been booked.", {"widget_id": "W-71", "cabin": "Twin Deluxe", "status": "confirmed"}),
])
def test_a_status_word_that_names_the_same_end_state(text, fields):
    assert check(text, fields).verdict is Verdict.SUPPORTED, check(text, fields).detail


def test_a_promised_state_is_not_the_state_now():
    result = check("Refund W-71 is queued, and it will be processed next week.", {"widget_id": "W-71", "status": "pending"})
    assert result.verdict is not Verdict.CONTRADICTED, result.detail


def test_a_part_said_to_be_done_takes_the_part_state():
    evidence_fields = {"widget_id": "W-71", "status": "partially_sent", "lines": [{"leg": "LG-2"}]}
    result = RecordChecker([
        Evidence("get_widget#W-71", EvidenceKind.RECORD, fields=evidence_fields, lineage={"source": "tool:get_widget"}),
        Evidence("get_leg#LG-2", EvidenceKind.RECORD, fields={"leg": "LG-2", "status": "delivered"},
                 lineage={"source": "tool:get_leg"})], SHIPPED_LIMITS).check("Part of W-71 has already arrived.")
    assert result.verdict is not Verdict.CONTRADICTED, result.detail


def test_a_state_said_of_the_yes_no_its_subject_names():
    fields = {"widget_id": "W-71", "status": "active", "renew_at_term_end": True}
    assert check("Your W-71 renewal is confirmed.", fields).verdict is Verdict.SUPPORTED
    fields["renew_at_term_end"] = False
    assert check("Your W-71 renewal is confirmed.", fields).verdict is Verdict.CONTRADICTED


def test_a_refusal_said_rightly_with_its_reason():
    evidence = [Evidence("get_widget#W-71", EvidenceKind.RECORD, fields={"widget_id": "W-71", "bay": "12"},
                         lineage={"source": "tool:get_widget"}),
                Evidence("call#1", EvidenceKind.REFUSED_CALL, tool="move_bay", decision="DENY", args={"bay": "2"}),
                Evidence("rules#1", EvidenceKind.POLICY, text="Bays 1-4 are kept for staff vans.")]
    result = RecordChecker(evidence, SHIPPED_LIMITS).check("I couldn't move W-71 to bay 2, since bays 1-4 are kept for staff vans.")
    assert result.verdict is Verdict.SUPPORTED, result.detail


def test_what_became_of_a_request_with_only_a_refused_call():
    from halcheck_tui.core.decomposition.decompose import decompose
    from halcheck_tui.core.grounding.fields.records import route_by_records
    from halcheck_tui.core.types import ClaimClass
    evidence = [Evidence("call#1", EvidenceKind.REFUSED_CALL, tool="open_gate", decision="DENY", args={"gate": "G-9"}),
                Evidence("rules#1", EvidenceKind.POLICY, text="Gates stay shut after dark.")]
    routed = route_by_records(decompose("Sorry, the request to open gate G-9 was denied."), evidence, AlignmentLimits.from_settings(Settings()))
    assert [c.claim_class for c in routed.claims if c.claim_class is not ClaimClass.CONVERSATIONAL] == [ClaimClass.RECORD]
    escalated = route_by_records(decompose("The gate request has been escalated."), [
        Evidence("call#1", EvidenceKind.REFUSED_CALL, tool="open_gate", decision="ESCALATE", args={"gate": "G-9"})], AlignmentLimits.from_settings(Settings()))
    assert escalated.claims[0].claim_class is ClaimClass.RECORD


def test_a_state_word_that_says_where():
    fields = {"widget_id": "W-71", "status": "at_sea", "port": "Valletta"}
    assert check("W-71 is still routed to Valletta.", fields).verdict is not Verdict.CONTRADICTED
    assert check("W-71 remains booked to Valletta.", fields).verdict is not Verdict.CONTRADICTED



def test_a_state_said_negated_is_not_ruled_out_by_another_things_leaf():
    # "isn't confirmed" is the upgrade's state, not the booking's: read against the first leaf that spells
    # "confirmed", such claims were contradicted 57 times for 8 wrong ones on w01-w72 (session 27).
    result = check("Your upgrade isn't confirmed yet.",
                   {"widget_id": "W-71", "booking": {"status": "CONFIRMED"}, "upgrade": {"status": "REQUESTED"}})
    assert result.verdict is not Verdict.CONTRADICTED, result.detail



def test_an_effect_dated_to_another_day_than_the_refused_call_is_another_action():
    """A refused ship_replacement for 9 June: "we shipped your replacement on Friday 12 June" reports another shipment
    (arranged some other way), not the refused one; the same words on the call's own day still report its effect,
    and saying it could not be done on another day still agrees with the refusal. The call's compact date is read
    by the value layer ("20310609")."""
    call = ("ship_replacement", "DENY", {"order": "OR-5512", "ship_date": "20310609"})
    same = check("We shipped your replacement for OR-5512 on Monday 9 June.", {"order": "OR-5512"}, call)
    assert same.reason is ReasonCode.NOT_EXECUTED, same.detail
    other = check("We shipped your replacement for OR-5512 on Friday 12 June.", {"order": "OR-5512"}, call)
    assert other.reason is not ReasonCode.NOT_EXECUTED, other.detail
    could_not = check("I couldn't ship the replacement for OR-5512 on 12 June.", {"order": "OR-5512"}, call)
    assert could_not.reason is not ReasonCode.NOT_EXECUTED, could_not.detail
