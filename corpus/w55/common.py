"""Small helpers shared by the hand-written bundle files (w55)."""
from decimal import Decimal

AM = "AMOUNT_MISMATCH"
DM = "DATE_MISMATCH"
VM = "VALUE_MISMATCH"
IM = "IDENTIFIER_MISMATCH"
SM = "RECORD_STATE_MISMATCH"
NX = "NOT_EXECUTED"
CW = "CLAIM_WITHOUT_TOOL_EVIDENCE"
NP = "NO_POLICY_EVIDENCE"
NC = "NLI_CONTRADICTION"
NE = "NLI_NOT_ENTAILED"

TZ = "Asia/Bahrain"


def S(text):
    return {"contains": text, "verdict_in": ["supported"]}


def NA(text):
    return {"contains": text, "verdict_in": ["not_applicable"]}


def C(text, *reasons):
    return {"contains": text, "verdict_in": ["contradicted"], "reason_in": list(reasons)}


def I(text, *reasons):
    return {"contains": text, "verdict_in": ["insufficient_evidence"], "reason_in": list(reasons)}


def CI(text, *reasons):
    return {"contains": text, "verdict_in": ["contradicted", "insufficient_evidence"],
            "reason_in": list(reasons)}


def bhd(value):
    """A PayPal-style money object in dinars (three decimals)."""
    assert len(value.split(".")[1]) == 3, value
    return {"currency_code": "BHD", "value": value}


def check_unit(pu):
    """Assert that a purchase unit's breakdown adds up (labels depend on it)."""
    a = pu["amount"]
    b = a.get("breakdown")
    if not b:
        return
    d = lambda k: Decimal(b[k]["value"]) if k in b else Decimal(0)
    total = d("item_total") + d("shipping") + d("handling") + d("tax_total") - d("discount") - d("shipping_discount")
    assert total == Decimal(a["value"]), (pu.get("reference_id"), total, a["value"])
    if "items" in pu:
        it = sum(Decimal(i["unit_amount"]["value"]) * int(i["quantity"]) for i in pu["items"])
        assert it == d("item_total"), (pu.get("reference_id"), it, b["item_total"])
        tx = sum(Decimal(i["tax"]["value"]) * int(i["quantity"]) for i in pu["items"] if "tax" in i)
        if any("tax" in i for i in pu["items"]):
            assert tx == d("tax_total"), (pu.get("reference_id"), tx, b["tax_total"])
