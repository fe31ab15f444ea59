import pytest

from halcheck_tui.config import Settings as _Settings
from halcheck_tui.core.case import Evidence, EvidenceKind, flatten_fields
from halcheck_tui.core.decomposition.mentions import date_mentions, money_mentions
from halcheck_tui.core.grounding.fields.records import AlignmentLimits as _AlignmentLimits
from halcheck_tui.core.grounding.fields.records import RecordChecker
from halcheck_tui.core.types import ReasonCode, Verdict

SHIPPED_LIMITS = _AlignmentLimits.from_settings(_Settings())


def check(text, fields=None, refused=None, context=None):
    evidence = []
    if fields is not None:
        evidence.append(Evidence("rec", EvidenceKind.RECORD, fields=fields))
    if refused:
        evidence.append(Evidence("call", EvidenceKind.REFUSED_CALL, tool=refused[0], decision=refused[1], args={}))
    return RecordChecker(evidence, SHIPPED_LIMITS).check(text, context)


def test_flatten_nested_and_lists():
    assert flatten_fields({"refund": {"status": "x"}, "items": [{"sku": 1}, 2]}) == {
        "refund.status": "x", "items.0.sku": 1, "items.1": 2}


def test_money_and_dates_are_normalised():
    assert money_mentions("a refund of $42.50")[0].value == (42.5, "USD")
    assert money_mentions("1,204.00 EUR")[0].value == (1204.0, "EUR") or money_mentions("EUR 1204")[0].value == (1204.0, "EUR")
    assert [m.value for m in date_mentions("on 12 May, on March 3, 2026 and 2026-05-12")] == [
        (None, 5, 12), (2026, 3, 3), (2026, 5, 12)]
    assert date_mentions("you may call us") == []


@pytest.mark.parametrize("text,fields,verdict,reason", [
    ("Your refund of $118.84 for order A-4417 has been issued",
     {"order_id": "A-4417", "status": "queued_for_review", "amount": 118.84, "currency": "USD"},
     Verdict.CONTRADICTED, ReasonCode.RECORD_STATE_MISMATCH),
    ("Your refund of $118.48 is queued for review", {"status": "queued_for_review", "amount": 118.84},
     Verdict.CONTRADICTED, ReasonCode.AMOUNT_MISMATCH),
    ("Your refund of $42.50 is queued for review", {"status": "queued_for_review", "amount": 42.5},
     Verdict.SUPPORTED, None),
    ("Your refund of €42.50 is queued for review", {"status": "queued_for_review", "amount": 42.5, "currency": "USD"},
     Verdict.CONTRADICTED, ReasonCode.AMOUNT_MISMATCH),
    ("Your refund has not been initiated", {"status": "not_initiated"}, Verdict.SUPPORTED, None),
    ("Your refund hasn't been issued yet", {"status": "queued_for_review"}, Verdict.SUPPORTED, None),
    ("Your refund has been approved", {"refund": {"status": "issued"}}, Verdict.SUPPORTED, None),
    ("Your order has shipped", {"status": "delivered"}, Verdict.SUPPORTED, None),
    ("Your order is still being packed", {"status": "delivered"}, Verdict.CONTRADICTED, ReasonCode.RECORD_STATE_MISMATCH),
    ("Your order hasn't shipped yet", {"status": "in_transit"}, Verdict.CONTRADICTED, ReasonCode.RECORD_STATE_MISMATCH),
    ("Order B-99 has been delivered", {"order_id": "A-4417", "status": "delivered"},
     Verdict.CONTRADICTED, ReasonCode.IDENTIFIER_MISMATCH),
    ("It should arrive on 12 May", {"eta": "2026-05-12"}, Verdict.SUPPORTED, None),
    ("It should arrive on May 14", {"eta": "2026-05-12"}, Verdict.CONTRADICTED, ReasonCode.DATE_MISMATCH),
    ("Your parcel is with UPS", {"carrier": "DHL"}, Verdict.CONTRADICTED, ReasonCode.VALUE_MISMATCH),
    ("Your Pro plan is active", {"plan": "Team", "status": "active"}, Verdict.CONTRADICTED, ReasonCode.VALUE_MISMATCH),
    ("Your order of 3 items is on its way", {"quantity": 2, "status": "in_transit"},
     Verdict.CONTRADICTED, ReasonCode.VALUE_MISMATCH),
])
def test_record_verdicts(text, fields, verdict, reason):
    result = check(text, fields)
    assert (result.verdict, result.reason) == (verdict, reason), result.detail


def test_refused_call_grounds_refusal_never_effect():
    fields = {"plan_id": "T-19", "plan": "Team", "status": "active", "next_bill_date": "2026-06-01"}
    effect = check("Your Team plan is cancelled", fields, refused=("cancel_plan", "DENY"))
    assert (effect.verdict, effect.reason) == (Verdict.CONTRADICTED, ReasonCode.NOT_EXECUTED)
    assert check("Done", fields, refused=("cancel_plan", "DENY")).reason is ReasonCode.NOT_EXECUTED
    refusal = check("Your plan could not be cancelled", fields, refused=("cancel_plan", "DENY"))
    assert refusal.verdict is Verdict.SUPPORTED
    billed = check("you will not be billed on June 1", fields, refused=("cancel_plan", "DENY"))
    assert billed.verdict is Verdict.CONTRADICTED


def test_without_records_a_case_claim_has_no_tool_evidence():
    result = check("Your refund has been issued")
    assert (result.verdict, result.reason) == (Verdict.INSUFFICIENT, ReasonCode.CLAIM_WITHOUT_TOOL_EVIDENCE)


def test_identifier_alone_does_not_settle_a_claim():
    result = check("Your order A-4417 will be gift-wrapped", {"order_id": "A-4417", "status": "packing"})
    assert result.verdict is None
