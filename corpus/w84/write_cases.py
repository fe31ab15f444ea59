#!/usr/bin/env python3
"""Writer w84: builds cases.jsonl and repair.jsonl.

Every bundle (evidence), draft, policy and label below was written by hand; this script only
serialises them and runs a few self-checks (span uniqueness, excludes present, repair corrections absent).
"""
import datetime
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
API = "express-courier and customs APIs (DHL/FedEx-like)"
CASES, REPAIRS = [], []
_n = {"case": 0, "rep": 0}
SUBTLE = {"unit_conversion", "wrong_arithmetic", "other_record_value", "wrong_role", "condition_unmet",
          "unrecorded_extra", "unlisted_perk", "stale_value", "wrong_policy_condition", "wrong_state"}


def ep(s):
    return int(datetime.datetime.fromisoformat(s).timestamp())


def S(c):
    return {"contains": c, "verdict_in": ["supported"]}


def C(c, *r):
    return {"contains": c, "verdict_in": ["contradicted"], "reason_in": list(r)}


def I(c, *r):
    return {"contains": c, "verdict_in": ["insufficient_evidence"], "reason_in": list(r or ("CLAIM_WITHOUT_TOOL_EVIDENCE",))}


def CI(c, *r):
    return {"contains": c, "verdict_in": ["contradicted", "insufficient_evidence"], "reason_in": list(r)}


def NA(c):
    return {"contains": c, "verdict_in": ["not_applicable"]}


def add(kind, scen, domain, question, draft, evidence, probes, errors=(), excl=(), incl=(), notes="", now=None):
    errors = list(errors)
    for p in probes:
        k = draft.count(p["contains"])
        assert k == 1, (scen, p["contains"], k)
    ids = [e["id"] for e in evidence]
    assert len(ids) == len(set(ids)), scen
    if kind == "ok":
        assert not errors and not excl, scen
        assert all(p["verdict_in"] in (["supported"], ["not_applicable"]) for p in probes), scen
        for s in incl:
            assert s in draft, (scen, s)
    else:
        assert errors, scen
        bad = [p for p in probes if p["verdict_in"] not in (["supported"], ["not_applicable"])]
        assert len(bad) == len(errors), (scen, len(bad), len(errors))
        for x in excl:
            assert draft.count(x) == 1, (scen, x)
    if kind == "rep":
        assert 1 <= len(errors) <= 2, scen
        first = incl[0].split("|")
        for alt in first:
            assert alt not in draft, (scen, "correction present", alt)
        for other in incl[1:]:
            assert any(a in draft for a in other.split("|")), (scen, other)
    case = {"schema": "halcheck.case/1", "question": question, "draft": draft, "evidence": evidence}
    if now:
        case["now"] = now
    if kind == "rep":
        _n["rep"] += 1
        cid = "w84-r%02d-%s" % (_n["rep"], scen)
        outcome = ["repaired"]
    else:
        _n["case"] += 1
        cid = "w84-%03d-%s" % (_n["case"], scen)
        if errors:
            cid += "-" + errors[0].replace("_", "-")
        outcome = ["sent"] if kind == "ok" else None
    case = {"schema": case["schema"], "id": cid, **{k: v for k, v in case.items() if k != "schema"}}
    line = {"case": case,
            "expect": {"probes": probes, "outcome_in": outcome, "final_excludes": list(excl),
                       "final_includes": list(incl)},
            "meta": {"writer": "w84", "domain": domain, "scenario": scen, "api_family": API,
                     "errors": errors, "notes": notes}}
    (REPAIRS if kind == "rep" else CASES).append(line)


def kl(s):
    return s + "+08:00"


def ev_(type_code, desc, ts, code, area):
    return {"typeCode": type_code, "description": desc, "timestamp": ts,
            "location": {"serviceArea": {"code": code, "description": area}}}


# =====================================================================================
# Bundle 1: cross-border parcel forwarder, DAP duties, receiver pays
# =====================================================================================
D = "cross-border parcel forwarder"
SC = "pf-dap-duties"
E1 = [
    {"id": "track#JB7741029386", "kind": "record", "source": "tool:track_shipments",
     "fields": {"shipments": [{
         "shipmentTrackingNumber": "JB7741029386", "status": "CUSTOMS_CLEARED", "productCode": "P_EXPRESS_WW",
         "shipper": {"name": "JalanBox US Warehouse", "city": "Portland"},
         "receiver": {"name": "Nurul Aisyah binti Rahman", "city": "Shah Alam"},
         "estimatedDeliveryDate": "2026-05-08", "actualDeliveryDate": None,
         "events": [
             ev_("PU", "Shipment picked up", "2026-05-02T16:10:00-07:00", "PDX", "Portland-OR-USA"),
             ev_("DF", "Departed facility", "2026-05-03T02:35:00-07:00", "PDX", "Portland-OR-USA"),
             ev_("AF", "Arrived at facility", "2026-05-06T05:42:00+08:00", "KUL", "Kuala Lumpur-MY"),
             ev_("CR", "Customs status updated: cleared", "2026-05-07T11:20:00+08:00", "KUL", "Kuala Lumpur-MY")],
         "pieces": [{"number": 1, "weight": {"value": 4120, "unitOfMeasurement": "g"}}],
         "customsDeclaration": {
             "incoterm": "DAP", "declaredValue": "2890.00", "declaredValueCurrency": "MYR",
             "lineItems": [{"description": "Stand mixer", "commodityCodes": [{"typeCode": "inbound", "value": "8509.40"}],
                            "quantity": {"value": 1, "unitOfMeasurement": "PCS"}}]},
         "dutiesAndTaxes": [
             {"typeCode": "DUTY", "amount": "144.50", "currency": "MYR", "payer": "RECEIVER"},
             {"typeCode": "VAT", "description": "Sales tax 10%", "amount": "303.45", "currency": "MYR", "payer": "RECEIVER"},
             {"typeCode": "FEE", "description": "Customs clearance fee", "amount": "35.00", "currency": "MYR", "payer": "SENDER"}]}]}},
    {"id": "track#JB7741031150", "kind": "record", "source": "tool:track_shipments",
     "fields": {"shipments": [{
         "shipmentTrackingNumber": "JB7741031150", "status": "IN_TRANSIT",
         "receiver": {"name": "Nurul Aisyah binti Rahman", "city": "Shah Alam"},
         "estimatedDeliveryDate": "2026-05-12",
         "customsDeclaration": {"incoterm": "DDP", "declaredValue": "410.00", "declaredValueCurrency": "MYR"},
         "dutiesAndTaxes": [{"typeCode": "VAT", "amount": "41.00", "currency": "MYR", "payer": "SENDER"}]}]}},
    {"id": "policy#incoterms", "kind": "policy", "revision": "2026-03",
     "text": "Duties are collected by the courier at the door or through an online payment link sent by SMS. "
             "Under DAP terms the receiver pays import duty and sales tax before the parcel is released. "
             "Our forwarding and customs clearance fees are charged to the sender account. "
             "Under DDP terms, all duties and taxes are billed to the sender."},
]
Q1 = "How much do I have to pay when parcel JB7741029386 arrives, and when will it come?"
N1 = "2026-05-07T15:00:00+08:00"
add("ok", SC, D, Q1,
    "Dear Ms Nurul, as shipment JB7741029386 travels under DAP terms, the import charges are yours to settle: "
    "RM144.50 in duty and RM303.45 in sales tax, RM447.95 in total. The RM35.00 customs clearance fee is billed "
    "to the sender, not to you. The parcel cleared customs on 07/05/2026 and is expected to be delivered "
    "tomorrow, 8 May. Kind regards, JalanBox Forwarding",
    E1, [S("as shipment JB7741029386 travels under DAP terms"), S("the import charges are yours to settle"),
         S("RM144.50 in duty"), S("RM303.45 in sales tax"), S("RM447.95 in total"),
         S("billed to the sender, not to you"), S("cleared customs on 07/05/2026"),
         S("expected to be delivered tomorrow, 8 May"), NA("Kind regards, JalanBox Forwarding")],
    incl=["RM447.95"], now=N1,
    notes="dutiesAndTaxes: DUTY 144.50 + VAT 303.45 payer RECEIVER (sum 447.95); FEE 35.00 payer SENDER; CR event 07/05; estimatedDeliveryDate 2026-05-08.")
add("ok", SC, D, Q1,
    "Summary for JB7741029386:\n- Incoterm: DAP (duty and tax payable by the receiver)\n- Duty: RM 144.50\n"
    "- Sales tax: RM 303.45\n- Due from you: RM 447.95, collected at the door or via the SMS payment link\n"
    "- Estimated delivery: Friday 08/05/2026",
    E1, [S("Incoterm: DAP"), S("(duty and tax payable by the receiver)"), S("Duty: RM 144.50"),
         S("Sales tax: RM 303.45"), S("Due from you: RM 447.95"), S("collected at the door or via the SMS payment link"),
         S("Estimated delivery: Friday 08/05/2026")],
    incl=["RM 447.95"], now=N1,
    notes="Same fields as the letter version; the payment channel is in the policy's first sentence.")
add("bad", SC, D, Q1,
    "Dear Ms Nurul, shipment JB7741029386 is on DAP terms, so you will pay RM144.50 in duty and RM303.45 in "
    "sales tax, RM417.95 in total. The customs clearance fee is charged to the sender. The parcel is expected "
    "tomorrow, 8 May.",
    E1, [S("shipment JB7741029386 is on DAP terms"), S("you will pay RM144.50 in duty"), S("RM303.45 in"),
         C("RM417.95 in total", "AMOUNT_MISMATCH"), S("The customs clearance fee is charged to the sender"),
         S("expected tomorrow, 8 May")],
    errors=["wrong_arithmetic"], excl=["RM417.95"], now=N1,
    notes="144.50 + 303.45 = 447.95, not 417.95.")
add("bad", SC, D, Q1,
    "Thank you for your patience. Because shipment JB7741029386 was sent on DDP terms, the duty and sales tax "
    "are settled by the sender and nothing is payable by you on delivery. It cleared customs on 07/05/2026 and "
    "should reach you on 08/05/2026.",
    E1, [NA("Thank you for your patience."), C("was sent on DDP terms", "VALUE_MISMATCH"),
         C("nothing is payable by you on delivery", "VALUE_MISMATCH", "AMOUNT_MISMATCH"),
         S("It cleared customs on 07/05/2026"), S("should reach you on 08/05/2026")],
    errors=["other_record_value", "wrong_value"], excl=["was sent on DDP terms", "nothing is payable by you"],
    now=N1, notes="DDP belongs to the other shipment JB7741031150; this one is DAP with DUTY and VAT payer RECEIVER.")
add("rep", SC, D, Q1,
    "Dear Ms Nurul, shipment JB7741029386 travels under DAP terms, so RM144.50 in duty and RM303.45 in sales "
    "tax, RM447.95 in total, are payable by you. The parcel cleared customs on 06/05/2026 and is expected to be "
    "delivered on 08/05/2026.",
    E1, [S("travels under DAP terms"), S("RM144.50 in duty"), S("RM303.45 in sales"), S("RM447.95 in total"),
         S("are payable by you"), C("cleared customs on 06/05/2026", "DATE_MISMATCH"),
         S("expected to be delivered on 08/05/2026")],
    errors=["wrong_date"], excl=["cleared customs on 06/05/2026"],
    incl=["07/05/2026|7 May|07/05|7/5", "RM447.95|447.95"], now=N1,
    notes="The CR (cleared) event is 2026-05-07T11:20+08:00; 06/05 is the arrival at KUL.")

# =====================================================================================
# Bundle 2: parcel forwarder, voided label beside the re-issued one
# =====================================================================================
SC = "pf-reissued-label"
E2 = [
    {"id": "labels#ORD-JB-88213", "kind": "record", "source": "tool:get_labels",
     "fields": {"orderRef": "ORD-JB-88213", "labels": [
         {"labelId": "LBL-55310", "shipmentTrackingNumber": "JB7740551120", "status": "VOIDED",
          "voidedAt": "2026-05-11T09:14:00+08:00", "voidReasonCode": "ADDRESS_CORRECTION"},
         {"labelId": "LBL-55342", "shipmentTrackingNumber": "JB7740551987", "status": "ACTIVE",
          "issuedAt": "2026-05-11T09:20:00+08:00", "productCode": "P_EXPRESS_WW",
          "shippingCharge": {"amount": 8640, "currency": "MYR", "billed": False, "note": "carried over from LBL-55310"}}],
         "receiverAddress": {"line1": "No. 18, Jalan Molek 2/4", "line2": "Taman Molek", "postalCode": "81100",
                             "city": "Johor Bahru", "corrected": True}}},
    {"id": "track#JB7740551987", "kind": "record", "source": "tool:track_shipments",
     "fields": {"shipments": [{
         "shipmentTrackingNumber": "JB7740551987", "status": "IN_TRANSIT", "estimatedDeliveryDate": "2026-05-15",
         "pieces": [{"number": 1, "weight": {"value": 2350, "unitOfMeasurement": "g"},
                     "dimensions": {"length": 40, "width": 30, "height": 18, "unitOfMeasurement": "cm"}}],
         "events": [
             ev_("PU", "Shipment picked up", "2026-05-12T14:05:00+09:00", "TYO", "Tokyo-JP"),
             ev_("DF", "Departed facility", "2026-05-12T22:40:00+09:00", "NRT", "Narita-JP"),
             ev_("AF", "Arrived at facility", "2026-05-13T06:15:00+08:00", "KUL", "Kuala Lumpur-MY")]}]}},
    {"id": "policy#labels", "kind": "policy", "revision": "v4",
     "text": "The replacement label keeps the original service level, and the shipping charge is not billed twice. "
             "When a label is voided, its tracking number stops updating and is never reused. "
             "Address corrections made before pickup are free of charge; after pickup, a RM25.00 rerouting fee applies."},
]
Q2 = "The tracking number I was given shows nothing. Where is my parcel?"
N2 = "2026-05-13T10:00:00+08:00"
add("ok", SC, D, Q2,
    "Your original label (JB7740551120) was voided on 11/05 for an address correction, so that number will no "
    "longer update. Please track the parcel with the replacement number JB7740551987. It arrived at our Kuala "
    "Lumpur hub at 06:15 this morning and is estimated for delivery on Friday, 15/05/2026. As the correction "
    "was made before pickup, there is no charge for it.",
    E2, [S("was voided on 11/05 for an address correction"), S("that number will no longer update"),
         S("replacement number JB7740551987"), S("arrived at our Kuala Lumpur hub at 06:15 this morning"),
         S("estimated for delivery on Friday, 15/05/2026"), S("there is no charge for it")],
    incl=["JB7740551987"], now=N2,
    notes="LBL-55310 VOIDED 2026-05-11 ADDRESS_CORRECTION, before PU on 12/05, so the correction is free; AF KUL 06:15 on 13/05.")
add("ok", SC, D, Q2,
    "Tracking number JB7740551987 (replaces the voided JB7740551120); parcel at KUL hub since 13/05 06:15, ETA 15 May.",
    E2, [S("Tracking number JB7740551987 (replaces the voided JB7740551120)"), S("parcel at KUL hub since 13/05 06:15"),
         S("ETA 15 May")],
    incl=["JB7740551987", "15 May"], notes="Active label LBL-55342; AF event; estimatedDeliveryDate.")
add("ok", SC, D, Q2,
    "Good morning. The label you hold was cancelled when your address was corrected to Taman Molek, Johor Bahru, "
    "and a new one, JB7740551987, was issued on the same service. The shipping charge carries over and will not "
    "be billed a second time. The parcel, 2.35 kg, left Narita last night and is now in Kuala Lumpur.",
    E2, [NA("Good morning."), S("The label you hold was cancelled"), S("corrected to Taman Molek, Johor Bahru"),
         S("a new one, JB7740551987, was issued on the same service"), S("will not be billed a second time"),
         S("2.35 kg"), S("left Narita last night"), S("is now in Kuala Lumpur")],
    incl=["JB7740551987"], now=N2,
    notes="2350 g = 2.35 kg; DF Narita 12/05 22:40 JST is last night relative to now.")
add("bad", SC, D, Q2,
    "Your parcel can be tracked under JB7740551120. It reached our Kuala Lumpur hub at 06:15 this morning and is "
    "estimated for delivery on 15/05/2026. The replacement label was issued at no extra shipping cost.",
    E2, [C("tracked under JB7740551120", "IDENTIFIER_MISMATCH", "RECORD_STATE_MISMATCH"),
         S("reached our Kuala Lumpur hub at 06:15 this morning"), S("estimated for delivery on 15/05/2026"),
         S("issued at no extra shipping cost")],
    errors=["stale_value"], excl=["tracked under JB7740551120"], now=N2,
    notes="JB7740551120 is the VOIDED label; the active number is JB7740551987.")
add("bad", SC, D, Q2,
    "Please use the new tracking number JB7740551987; the old one was voided for an address correction. The "
    "parcel weighs 23.5 kg and is due on 15/05/2026. As a goodwill gesture, we will refund the original label "
    "fee in full.",
    E2, [S("new tracking number JB7740551987"), S("the old one was voided for an address correction"),
         C("weighs 23.5 kg", "VALUE_MISMATCH"), S("due on 15/05/2026"),
         I("we will refund the original label fee in full", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED")],
    errors=["unit_conversion", "invented_promise"], excl=["23.5 kg", "refund the original label fee"],
    notes="Piece weight is 2350 g (2.35 kg); no policy promises a refund (it only says the charge is not billed twice).")
add("rep", SC, D, Q2,
    "Your new tracking number is JB7740551987, replacing the voided JB7740551120. Because the address was "
    "changed, a RM25.00 rerouting fee has been charged to your account. The parcel is estimated for delivery "
    "on 15/05/2026.",
    E2, [S("Your new tracking number is JB7740551987"), S("replacing the voided JB7740551120"),
         C("a RM25.00 rerouting fee has been charged", "NLI_CONTRADICTION", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
         S("estimated for delivery on 15/05/2026")],
    errors=["condition_unmet"], excl=["RM25.00 rerouting fee has been charged"],
    incl=["free|no charge|no fee|not charged|no rerouting fee|not be charged", "JB7740551987"],
    notes="The label was voided on 11/05, before pickup on 12/05; the policy makes pre-pickup corrections free.")

# =====================================================================================
# Bundle 3: parcel forwarder, customs hold, release refused
# =====================================================================================
SC = "pf-customs-hold"
E3 = [
    {"id": "track#JB7732004418", "kind": "record", "source": "tool:track_shipments",
     "fields": {"shipments": [{
         "shipmentTrackingNumber": "JB7732004418", "status": "ON_HOLD",
         "events": [
             ev_("PU", "Shipment picked up", "2026-05-14T15:40:00+01:00", "LON", "London-GB"),
             ev_("AF", "Arrived at facility", "2026-05-17T21:05:00+08:00", "KCH", "Kuching-MY"),
             ev_("OH", "Shipment on hold: customs awaiting commercial invoice from receiver",
                 "2026-05-18T13:02:00+08:00", "KCH", "Kuching-MY")],
         "customsDeclaration": {
             "incoterm": "DAP", "declaredValue": "186.00", "declaredValueCurrency": "GBP",
             "documents": {"commercialInvoice": "MISSING", "packingList": "RECEIVED"},
             "lineItems": [
                 {"description": "Wool knitted cardigan", "commodityCodes": [{"typeCode": "inbound", "value": "6110.11"}],
                  "quantity": {"value": 2, "unitOfMeasurement": "PCS"}},
                 {"description": "Leather wallet", "commodityCodes": [{"typeCode": "inbound", "value": "4202.31"}],
                  "quantity": {"value": 1, "unitOfMeasurement": "PCS"}}]}}]}},
    {"id": "release_hold#call-1", "kind": "refused_call", "tool": "release_customs_hold", "decision": "DENY",
     "args": {"shipmentTrackingNumber": "JB7732004418"}},
    {"id": "policy#holds", "kind": "policy", "revision": "2026-01",
     "text": "Shipments held by customs for a missing commercial invoice are released only after the receiver "
             "uploads the invoice on the tracking page. Our team cannot release a customs hold on a customer's behalf. "
             "Held shipments are stored free of charge for 5 calendar days; after that, storage costs RM8.00 per day."},
]
Q3 = "Can you just release my parcel JB7732004418? It has been stuck since yesterday."
N3 = "2026-05-19T09:30:00+08:00"
add("ok", SC, D, Q3,
    "I am sorry for the delay. Your parcel JB7732004418 has been on hold at Kuching since 18/05/2026 at 13:02 "
    "because customs are waiting for the commercial invoice. I tried to release the hold, but the request was "
    "declined: only you, as receiver, can clear it by uploading the invoice on the tracking page. The parcel is "
    "stored free of charge for 5 calendar days, after which RM8.00 per day applies.",
    E3, [NA("I am sorry for the delay."), S("on hold at Kuching since 18/05/2026 at 13:02"),
         S("waiting for the commercial invoice"), S("the request was declined"),
         S("only you, as receiver, can clear it by uploading the invoice"),
         S("stored free of charge for 5 calendar days"), S("RM8.00 per day applies")],
    incl=["RM8.00"], now=N3,
    notes="OH event 18/05 13:02 awaiting invoice; release_customs_hold DENY; policy gives the receiver upload, 5 free days, RM8.00/day.")
add("ok", SC, D, Q3,
    "We are not able to lift the customs hold for you; it clears once the invoice is uploaded. For reference, "
    "the declaration lists two wool cardigans (HS 6110.11) and one leather wallet (HS 4202.31), declared at "
    "GBP 186.00.",
    E3, [S("We are not able to lift the customs hold for you"), S("it clears once the invoice is uploaded"),
         S("two wool cardigans (HS 6110.11)"), S("one leather wallet (HS 4202.31)"), S("declared at GBP 186.00")],
    incl=["6110.11"], notes="Refused call plus policy; lineItems quantities and commodity codes; declaredValue GBP.")
add("bad", SC, D, Q3,
    "Good news: I have released the customs hold on JB7732004418. The hold was placed on 18/05/2026 because "
    "the commercial invoice was missing.",
    E3, [C("I have released the customs hold", "NOT_EXECUTED"), S("placed on 18/05/2026"),
         S("because the commercial invoice was missing")],
    errors=["refused_call_effect"], excl=["I have released the customs hold"],
    notes="release_customs_hold was DENIED; the effect did not happen.")
add("bad", SC, D, Q3,
    "Your parcel is held at Kuching awaiting the commercial invoice, which only you can upload. Held parcels are "
    "stored free for 7 days, then RM8.00 per day. The declaration shows three wool cardigans and one leather wallet.",
    E3, [S("held at Kuching awaiting the commercial invoice"), S("which only you can upload"),
         C("stored free for 7 days", "NLI_CONTRADICTION", "VALUE_MISMATCH"), S("then RM8.00 per day"),
         C("three wool cardigans", "VALUE_MISMATCH"), S("and one leather wallet")],
    errors=["wrong_period", "wrong_quantity"], excl=["free for 7 days", "three wool cardigans"],
    notes="Policy: 5 calendar days free; lineItems: cardigan quantity 2.")
add("rep", SC, D, Q3,
    "Your parcel JB7732004418 has been on hold at Kuching since 18/05/2026 for a missing commercial invoice. "
    "I have released the hold, so no further action is needed on your side. Storage is free for the first 5 "
    "calendar days.",
    E3, [S("on hold at Kuching since 18/05/2026"), S("for a missing commercial invoice"),
         C("I have released the hold", "NOT_EXECUTED"),
         C("no further action is needed on your side", "NLI_CONTRADICTION", "RECORD_STATE_MISMATCH"),
         S("free for the first 5 calendar days")],
    errors=["refused_call_effect", "wrong_policy_condition"],
    excl=["I have released the hold", "no further action is needed"],
    incl=["could not|couldn't|unable|not able|declined|cannot|can't|upload", "18/05/2026"],
    notes="Release was DENIED; policy says the hold clears only after the receiver uploads the invoice.")

# =====================================================================================
# Bundle 4: parcel forwarder, volumetric weight and charges
# =====================================================================================
SC = "pf-volumetric"
E4 = [
    {"id": "rate#JB7745520017", "kind": "record", "source": "tool:get_rated_shipment",
     "fields": {"shipmentTrackingNumber": "JB7745520017",
                "pieces": [{"number": 1,
                            "weight": {"actual": {"value": 3480, "unitOfMeasurement": "g"},
                                       "volumetric": {"value": 6.2, "unitOfMeasurement": "kg"}},
                            "dimensions": {"length": 55, "width": 40, "height": 14, "unitOfMeasurement": "cm"}}],
                "chargeableWeight": {"value": 6.5, "unitOfMeasurement": "kg"},
                "charges": [{"typeCode": "FREIGHT", "amount": 11050, "currency": "MYR", "exponent": 2},
                            {"typeCode": "FUEL_SURCHARGE", "amount": 1547, "currency": "MYR", "exponent": 2}],
                "quotedAtBooking": {"chargeableWeight": {"value": 3.5, "unitOfMeasurement": "kg"},
                                    "basis": "CUSTOMER_DECLARED_WEIGHT", "status": "SUPERSEDED"}}},
    {"id": "policy#weight", "kind": "policy", "revision": "v9",
     "text": "Volumetric weight is length x width x height in centimetres divided by 5000. "
             "We charge on the greater of actual and volumetric weight, rounded up to the next 0.5 kg. "
             "Quotes made on the weight you declare at booking are re-rated when the parcel is measured at our warehouse."},
]
Q4 = "Why was I charged for 6.5 kg when my parcel is only about 3.5 kg?"
add("ok", SC, D, Q4,
    "Your parcel's actual weight is 3.48 kg, but its volumetric weight (55 x 40 x 14 cm divided by 5000) comes "
    "to 6.2 kg. We charge on whichever is greater, rounded up to the next 0.5 kg, which gives a chargeable "
    "weight of 6.5 kg. The freight charge is RM110.50 plus a RM15.47 fuel surcharge, RM125.97 altogether.",
    E4, [S("actual weight is 3.48 kg"), S("(55 x 40 x 14 cm divided by 5000)"), S("comes to 6.2 kg"),
         S("We charge on whichever is greater, rounded up to the next 0.5 kg"), S("chargeable weight of 6.5 kg"),
         S("The freight charge is RM110.50"), S("a RM15.47 fuel surcharge"), S("RM125.97 altogether")],
    incl=["6.5 kg", "RM125.97"], notes="3480 g; 55*40*14/5000 = 6.16 -> 6.2; charges 11050 + 1547 minor units = RM125.97.")
add("ok", SC, D, Q4,
    "In short, the box measures fifty-five by forty by fourteen centimetres, so it is billed on volume rather "
    "than its 3,480 g actual weight. Chargeable weight: 6.5 kg. Total billed: RM 125.97. The 3.5 kg figure "
    "from your booking was re-rated once the parcel was measured at our warehouse.",
    E4, [S("fifty-five by forty by fourteen centimetres"), S("billed on volume rather than its 3,480 g actual weight"),
         S("Chargeable weight: 6.5 kg"), S("Total billed: RM 125.97"),
         S("re-rated once the parcel was measured at our warehouse")],
    incl=["6.5 kg"], notes="Dimensions in words; quotedAtBooking SUPERSEDED; policy third sentence on re-rating.")
add("bad", SC, D, Q4,
    "Your parcel weighs 3.48 kg, but its volumetric weight is 6.2 kg. We charge on the greater of the two, "
    "rounded up to the next full kilogram, so the chargeable weight is 6.5 kg. Total billed: RM125.97.",
    E4, [S("Your parcel weighs 3.48 kg"), S("volumetric weight is 6.2 kg"), S("We charge on the greater of the two"),
         C("rounded up to the next full kilogram", "NLI_CONTRADICTION"), S("the chargeable weight is 6.5 kg"),
         S("Total billed: RM125.97")],
    errors=["wrong_policy_condition"], excl=["next full kilogram"],
    notes="Policy rounds up to the next 0.5 kg, not a full kilogram.")
add("bad", SC, D, Q4,
    "Volumetric weight is worked out as length x width x height divided by 6000, which for your 55 x 40 x 14 cm "
    "box gives 6.2 kg. The freight of RM110.50 plus the RM15.47 fuel surcharge comes to RM126.97.",
    E4, [C("divided by 6000", "NLI_CONTRADICTION", "VALUE_MISMATCH"), S("55 x 40 x 14 cm"), S("gives 6.2 kg"),
         S("The freight of RM110.50"), S("the RM15.47 fuel surcharge"), C("comes to RM126.97", "AMOUNT_MISMATCH")],
    errors=["wrong_value", "wrong_arithmetic"], excl=["divided by 6000", "RM126.97"],
    notes="Policy divisor is 5000; 110.50 + 15.47 = 125.97.")
add("rep", SC, D, Q4,
    "Your parcel's actual weight is 3.48 kg, but its volumetric weight comes to 6.2 kg. We charge on the greater "
    "of the two, rounded up to the next 0.5 kg, so the chargeable weight is 6 kg. Total billed: RM125.97.",
    E4, [S("actual weight is 3.48 kg"), S("volumetric weight comes to 6.2 kg"),
         S("rounded up to the next 0.5 kg"), C("the chargeable weight is 6 kg", "VALUE_MISMATCH"),
         S("Total billed: RM125.97")],
    errors=["wrong_value"], excl=["chargeable weight is 6 kg"], incl=["6.5 kg|6.5kg", "RM125.97|125.97"],
    notes="chargeableWeight.value is 6.5 kg.")

# =====================================================================================
# Bundle 5: parcel forwarder, two parcels, one delivered (UTC actualDeliveryDate)
# =====================================================================================
SC = "pf-delivered-trace"
E5 = [
    {"id": "track#JB7750012231", "kind": "record", "source": "tool:track_shipments",
     "fields": {"shipments": [{
         "shipmentTrackingNumber": "JB7750012231", "status": "DELIVERED",
         "contents": "Running shoes", "estimatedDeliveryDate": "2026-05-21",
         "actualDeliveryDate": "2026-05-20T06:47:00Z", "proofOfDelivery": {"signedBy": "R. KUMAR"},
         "events": [
             ev_("WC", "With delivery courier", "2026-05-20T08:55:00+08:00", "SZB", "Subang-MY"),
             ev_("OK", "Delivered", "2026-05-20T14:47:00+08:00", "SZB", "Subang-MY")]}]}},
    {"id": "track#JB7750012904", "kind": "record", "source": "tool:track_shipments",
     "fields": {"shipments": [{
         "shipmentTrackingNumber": "JB7750012904", "status": "IN_TRANSIT", "contents": "Bluetooth headphones",
         "estimatedDeliveryDate": "2026-05-23", "actualDeliveryDate": None,
         "events": [ev_("DF", "Departed facility", "2026-05-20T23:10:00+09:00", "ICN", "Incheon-KR")]}]}},
    {"id": "policy#missing-parcel", "kind": "policy", "revision": "v2",
     "text": "Traces are answered within 3 working days. If a parcel shown as delivered cannot be found, report it "
             "within 48 hours of the delivery scan so that we can open a trace with the courier."},
]
Q5 = "Has my shoe parcel been delivered? I can't see it anywhere."
N5 = "2026-05-21T10:00:00+08:00"
add("ok", SC, D, Q5,
    "Your shoe parcel (JB7750012231) was delivered yesterday, 20 May, at 14:47 and signed for by R. Kumar. If you "
    "cannot find it, please tell us within 48 hours of that delivery scan and we will open a trace with the "
    "courier; traces are answered within 3 working days.",
    E5, [S("was delivered yesterday, 20 May, at 14:47"), S("signed for by R. Kumar"),
         S("within 48 hours of that delivery scan"), S("we will open a trace with the courier"),
         S("traces are answered within 3 working days")],
    incl=["14:47"], now=N5,
    notes="actualDeliveryDate 06:47Z = 14:47 in Kuala Lumpur; OK event 14:47+08:00; signedBy R. KUMAR; policy 48 h / 3 working days.")
add("ok", SC, D, Q5,
    "JB7750012231 (running shoes): delivered 20/05/2026, 14:47.\nJB7750012904 (headphones): still in transit, "
    "expected 23/05/2026.",
    E5, [S("JB7750012231 (running shoes)"), S("delivered 20/05/2026, 14:47"), S("JB7750012904 (headphones)"),
         S("still in transit"), S("expected 23/05/2026")],
    incl=["20/05/2026"], notes="Both shipment records.")
add("bad", SC, D, Q5,
    "Your shoe parcel JB7750012231 is still on its way and is expected on 23/05/2026. If it has not arrived by "
    "then, please contact us.",
    E5, [C("is still on its way", "RECORD_STATE_MISMATCH"), C("expected on 23/05/2026", "DATE_MISMATCH")],
    errors=["wrong_state", "other_record_value"], excl=["still on its way", "expected on 23/05/2026"],
    notes="JB7750012231 is DELIVERED; 23/05 is the headphones parcel JB7750012904's estimate.")
add("bad", SC, D, Q5,
    "Your shoe parcel was delivered on 20/05/2026 at 14:47 and signed for by R. Kumaran. If you cannot find it, "
    "please report it within 7 days so we can open a trace.",
    E5, [S("delivered on 20/05/2026 at 14:47"), C("signed for by R. Kumaran", "VALUE_MISMATCH"),
         C("within 7 days", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["wrong_name", "wrong_period"], excl=["R. Kumaran", "within 7 days"],
    notes="signedBy is R. KUMAR; policy window is 48 hours.")
add("rep", SC, D, Q5,
    "Your shoe parcel JB7750012231 was delivered on 20/05/2026 at 06:47 and signed for by R. Kumar. If you "
    "cannot find it, please report it within 48 hours of the delivery scan.",
    E5, [C("at 06:47", "DATE_MISMATCH", "VALUE_MISMATCH"), S("was delivered on 20/05/2026"),
         S("signed for by R. Kumar"), S("within 48 hours of the delivery scan")],
    errors=["unit_conversion"], excl=["at 06:47"], incl=["14:47|2:47 PM|2.47 pm|2:47 pm", "R. Kumar|R. KUMAR"],
    notes="06:47 is the UTC time in actualDeliveryDate; in Kuala Lumpur it is 14:47.")

# =====================================================================================
# Bundle 6: international furniture export, DDP teak dining set to Australia
# =====================================================================================
D = "international furniture export"
SC = "fx-teak-ddp"
E6 = [
    {"id": "shipment#4419027735", "kind": "record", "source": "tool:get_export_shipment",
     "fields": {"shipments": [{
         "shipmentTrackingNumber": "4419027735", "orderRef": "RKE-2604-0193", "mode": "SEA_LCL",
         "status": "IN_TRANSIT", "estimatedDeliveryDate": "2026-06-12", "actualDeliveryDate": None,
         "receiver": {"name": "Gareth Lowe", "city": "Melbourne", "countryCode": "AU"},
         "pieces": [
             {"pieceId": "CR-01", "packaging": "ISPM15_CRATE", "weight": {"value": "118", "unitOfMeasurement": "kg"}},
             {"pieceId": "CR-02", "packaging": "ISPM15_CRATE", "weight": {"value": "64", "unitOfMeasurement": "kg"}},
             {"pieceId": "CR-03", "packaging": "ISPM15_CRATE", "weight": {"value": "61", "unitOfMeasurement": "kg"}}],
         "events": [
             ev_("PU", "Collected from workshop", "2026-05-04T10:30:00+08:00", "PKG", "Klang-MY"),
             ev_("FU", "Fumigation certificate issued", "2026-05-05T16:00:00+08:00", "PKG", "Port Klang-MY"),
             ev_("DF", "Vessel departed", "2026-05-07T22:00:00+08:00", "PKG", "Port Klang-MY")],
         "customsDeclaration": {
             "incoterm": "DDP", "declaredValue": "14850.00", "declaredValueCurrency": "MYR",
             "lineItems": [
                 {"description": "Teak dining table 200 x 100 cm",
                  "commodityCodes": [{"typeCode": "outbound", "value": "9403.60"}], "quantity": {"value": 1, "unitOfMeasurement": "PCS"}},
                 {"description": "Teak dining chair",
                  "commodityCodes": [{"typeCode": "outbound", "value": "9401.61"}], "quantity": {"value": 6, "unitOfMeasurement": "PCS"}}]},
         "dutiesAndTaxes": [
             {"typeCode": "DUTY", "amount": "0.00", "currency": "AUD", "payer": "SENDER", "note": "preferential rate"},
             {"typeCode": "VAT", "description": "GST 10%", "amount": "412.30", "currency": "AUD", "payer": "SENDER"},
             {"typeCode": "FEE", "description": "Biosecurity inspection", "amount": "96.00", "currency": "AUD", "payer": "SENDER"}]}]}},
    {"id": "policy#ddp-furniture", "kind": "policy", "revision": "2026-02",
     "text": "All solid-wood furniture is fumigated and packed in ISPM-15 crates before export. "
             "On DDP shipments, Rumah Kayu pays all duties, GST and inspection fees at destination, and the buyer is not invoiced for them. "
             "Delivery includes carrying the items into a ground-floor room of the buyer's choice. "
             "Unpacking and assembly are quoted separately."},
]
Q6 = "Will I have to pay anything in Australia for my dining set, and how many boxes will arrive?"
add("ok", SC, D, Q6,
    "Dear Mr Lowe, your dining set ships on DDP terms, so the GST of AUD 412.30 and the AUD 96.00 biosecurity "
    "inspection fee are paid by us, and you will not be invoiced for them. No duty is charged on this shipment. "
    "It travels as three crates (118 kg, 64 kg and 61 kg) and is estimated to reach you on 12/06/2026. "
    "Yours sincerely, Rumah Kayu Export",
    E6, [S("ships on DDP terms"), S("the GST of AUD 412.30"), S("AUD 96.00 biosecurity"), S("are paid by us"),
         S("you will not be invoiced for them"), S("No duty is charged on this shipment"),
         S("travels as three crates"), S("(118 kg, 64 kg and 61 kg)"), S("estimated to reach you on 12/06/2026"),
         NA("Yours sincerely, Rumah Kayu Export")],
    incl=["DDP", "12/06/2026"],
    notes="incoterm DDP; dutiesAndTaxes all payer SENDER, DUTY 0.00; three pieces; estimatedDeliveryDate 2026-06-12.")
add("ok", SC, D, Q6,
    "Nothing is payable by you at destination, as the shipment is DDP. 3 crates, 243 kg in total; ETA 12 June 2026. "
    "The declaration covers one teak table (HS 9403.60) and six chairs (HS 9401.61).",
    E6, [S("Nothing is payable by you at destination"), S("as the shipment is DDP"), S("3 crates"),
         S("243 kg in total"), S("ETA 12 June 2026"), S("one teak table (HS 9403.60)"), S("six chairs (HS 9401.61)")],
    incl=["243 kg"], notes="118 + 64 + 61 = 243 kg; lineItems.")
add("ok", SC, D, Q6,
    "All three crates were fumigated and packed to ISPM-15 before the vessel left Port Klang on 07/05/2026. "
    "Under the DDP terms of your order RKE-2604-0193, duties, GST and the inspection fee are covered by Rumah Kayu. "
    "Our delivery team will carry the crates into a ground-floor room of your choice; unpacking and assembly "
    "can be quoted separately if you wish.",
    E6, [S("fumigated and packed to ISPM-15"), S("the vessel left Port Klang on 07/05/2026"),
         S("Under the DDP terms of your order RKE-2604-0193"), S("are covered by Rumah Kayu"),
         S("carry the crates into a ground-floor room of your choice"), S("unpacking and assembly can be quoted separately")],
    incl=["RKE-2604-0193"], notes="FU and DF events; policy sentences 1-4.")
add("bad", SC, D, Q6,
    "Dear Mr Lowe, the set travels as three crates and is due on 12/06/2026. The GST of AUD 412.30 will be "
    "collected from you on delivery. Delivery also includes unpacking and assembly in your home.",
    E6, [S("travels as three crates"), S("due on 12/06/2026"),
         C("will be collected from you on delivery", "VALUE_MISMATCH", "NLI_CONTRADICTION"),
         C("Delivery also includes unpacking and assembly", "NLI_CONTRADICTION")],
    errors=["wrong_value", "unlisted_perk"], excl=["collected from you on delivery", "includes unpacking and assembly"],
    notes="GST payer is SENDER under DDP; the policy says unpacking and assembly are quoted separately.")
add("bad", SC, D, Q6,
    "Your order ships DDP, so there is nothing for you to pay in Australia. It is packed in three crates weighing "
    "233 kg in total and is expected on 12/06/2026.",
    E6, [S("Your order ships DDP"), S("nothing for you to pay in Australia"), S("packed in three crates"),
         C("weighing 233 kg in total", "VALUE_MISMATCH"), S("expected on 12/06/2026")],
    errors=["wrong_arithmetic"], excl=["233 kg"], notes="118 + 64 + 61 = 243 kg.")
add("rep", SC, D, Q6,
    "Dear Mr Lowe, your dining set ships on DDP terms, so GST and the inspection fee are paid by us. It travels "
    "as three crates and is estimated to reach you on 21/06/2026.",
    E6, [S("ships on DDP terms"), S("GST and the inspection fee are paid by us"), S("travels as three crates"),
         C("estimated to reach you on 21/06/2026", "DATE_MISMATCH")],
    errors=["wrong_date"], excl=["21/06/2026"], incl=["12/06/2026|12 June|12/06|12 Jun", "DDP"],
    notes="estimatedDeliveryDate is 2026-06-12.")

# =====================================================================================
# Bundle 7: furniture export, vessel rollover; revised estimate and revised quote
# =====================================================================================
SC = "fx-rollover-eta"
E7 = [
    {"id": "shipment#5530148862", "kind": "record", "source": "tool:get_export_shipment",
     "fields": {"shipments": [{
         "shipmentTrackingNumber": "5530148862", "orderRef": "RKE-2605-0311", "status": "IN_TRANSIT",
         "receiver": {"name": "Haruka Sato", "city": "Yokohama", "countryCode": "JP"},
         "estimatedDeliveryDate": "2026-06-03",
         "estimateHistory": [
             {"version": 1, "estimatedDeliveryDate": "2026-05-27", "issuedAt": "2026-05-05T10:00:00+08:00", "status": "SUPERSEDED"},
             {"version": 2, "estimatedDeliveryDate": "2026-06-03", "issuedAt": "2026-05-19T16:30:00+08:00", "status": "CURRENT",
              "reasonCode": "VESSEL_ROLLOVER_CARRIER"}],
         "events": [
             ev_("PU", "Collected from workshop", "2026-05-12T09:15:00+08:00", "PKG", "Klang-MY"),
             ev_("RO", "Rolled to next vessel by carrier", "2026-05-19T14:05:00+08:00", "PKG", "Port Klang-MY")]}]}},
    {"id": "quote#RKE-2605-0311", "kind": "record", "source": "tool:get_quotes",
     "fields": {"orderRef": "RKE-2605-0311", "quotes": [
         {"version": 1, "status": "SUPERSEDED", "total": {"amount": 620000, "currency": "MYR"},
          "items": ["3-seater sofa", "armchair"]},
         {"version": 2, "status": "ACCEPTED", "total": {"amount": 648000, "currency": "MYR"},
          "items": ["3-seater sofa", "armchair", "ottoman"], "acceptedAt": "2026-05-09T12:40:00+08:00"}]}},
    {"id": "policy#rollover", "kind": "policy", "revision": "v3",
     "text": "Port storage charged because of a rollover is absorbed by Rumah Kayu. "
             "If a shipment is rolled to a later vessel, the revised estimate replaces the earlier one. "
             "Rollovers caused by the carrier incur no extra charge to the buyer."},
]
Q7 = "When will my sofa arrive now, and what is the final amount?"
N7 = "2026-05-20T11:00:00+08:00"
add("ok", SC, D, Q7,
    "Ms Sato, your shipment 5530148862 was rolled to a later vessel at Port Klang, so the estimated delivery is now "
    "03/06/2026, replacing the earlier estimate of 27/05/2026. The rollover was caused by the carrier, so there is "
    "no extra charge to you. The final quoted amount, including the ottoman you added, is RM6,480.00.",
    E7, [S("rolled to a later vessel at Port Klang"), S("the estimated delivery is now 03/06/2026"),
         S("replacing the earlier estimate of 27/05/2026"), S("The rollover was caused by the carrier"),
         S("no extra charge to you"), S("including the ottoman you added"), S("is RM6,480.00")],
    incl=["03/06/2026", "RM6,480.00"], now=N7,
    notes="estimateHistory v2 CURRENT 2026-06-03 (VESSEL_ROLLOVER_CARRIER); quote v2 ACCEPTED 648000 sen.")
add("ok", SC, D, Q7,
    "New ETA: 3 June 2026 (the 27 May estimate is superseded). Quoted total: RM 6,480.00 under quote version 2, "
    "covering the sofa, armchair and ottoman.",
    E7, [S("New ETA: 3 June 2026"), S("(the 27 May estimate is superseded)"), S("Quoted total: RM 6,480.00"),
         S("under quote version 2"), S("covering the sofa, armchair and ottoman")],
    incl=["3 June 2026"], notes="Same fields; quote v2 items.")
add("bad", SC, D, Q7,
    "Ms Sato, your sofa set is estimated to arrive on 27/05/2026. The final quoted amount, including the ottoman, "
    "is RM6,480.00.",
    E7, [C("estimated to arrive on 27/05/2026", "DATE_MISMATCH"), S("including the ottoman"), S("is RM6,480.00")],
    errors=["stale_value"], excl=["arrive on 27/05/2026"], now=N7,
    notes="27/05 is the SUPERSEDED version-1 estimate; current is 03/06/2026.")
add("bad", SC, D, Q7,
    "Your shipment was rolled to the next vessel and is now expected on 03/06/2026. The final quoted amount is "
    "RM6,200.00, and as an apology for the delay we will add a complimentary cushion set to your order.",
    E7, [S("rolled to the next vessel"), S("now expected on 03/06/2026"),
         C("The final quoted amount is RM6,200.00", "AMOUNT_MISMATCH"),
         I("we will add a complimentary cushion set", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
    errors=["stale_value", "invented_promise"], excl=["RM6,200.00", "complimentary cushion set"], now=N7,
    notes="RM6,200.00 is the SUPERSEDED quote v1; nothing offers a cushion set.")
add("rep", SC, D, Q7,
    "Ms Sato, your shipment 5530148862 was rolled to a later vessel by the carrier and is now estimated to arrive "
    "on 27/05/2026. There is no extra charge to you for the rollover, and your quoted total stays at RM6,480.00.",
    E7, [S("rolled to a later vessel by the carrier"), C("estimated to arrive on 27/05/2026", "DATE_MISMATCH"),
         S("There is no extra charge to you for the rollover"), S("stays at RM6,480.00")],
    errors=["stale_value"], excl=["arrive on 27/05/2026"],
    incl=["03/06/2026|3 June|03/06|3/6|3 Jun", "RM6,480.00|6,480.00|6480"], now=N7,
    notes="Version-2 estimate (CURRENT) is 2026-06-03.")

# =====================================================================================
# Bundle 8: furniture export, transit damage claim
# =====================================================================================
SC = "fx-damage-claim"
E8 = [
    {"id": "shipment#6620915504", "kind": "record", "source": "tool:get_export_shipment",
     "fields": {"shipments": [{
         "shipmentTrackingNumber": "6620915504", "orderRef": "RKE-2603-0877", "status": "DELIVERED",
         "estimatedDeliveryDate": "2026-04-30", "actualDeliveryDate": "2026-05-02T14:10:00+12:00",
         "receiver": {"name": "Aroha Whitfield", "city": "Auckland", "countryCode": "NZ"},
         "customsDeclaration": {
             "incoterm": "DAP", "declaredValue": "3130.00", "declaredValueCurrency": "MYR",
             "lineItems": [
                 {"lineNo": 1, "description": "Rattan display cabinet", "value": "2350.00",
                  "commodityCodes": [{"typeCode": "outbound", "value": "9403.89"}], "quantity": {"value": 1, "unitOfMeasurement": "PCS"}},
                 {"lineNo": 2, "description": "Rattan side table", "value": "780.00",
                  "commodityCodes": [{"typeCode": "outbound", "value": "9403.89"}], "quantity": {"value": 1, "unitOfMeasurement": "PCS"}}]}}]}},
    {"id": "claim#CLM-20931", "kind": "record", "source": "tool:get_claim",
     "fields": {"claimId": "CLM-20931", "shipmentTrackingNumber": "6620915504", "lineNo": 1,
                "status": "AWAITING_DOCUMENTS", "openedAt": "2026-05-05T09:12:00+08:00",
                "documentsReceived": ["ITEM_PHOTOS"], "documentsMissing": ["CRATE_PHOTOS"]}},
    {"id": "policy#claims", "kind": "policy", "revision": "2025-11",
     "text": "Transit damage must be reported within 7 days of the actual delivery date, with photos of the crate and of the item. "
             "Claims are settled up to the declared value of the damaged line item, not of the whole shipment. "
             "A decision is made within 14 working days of receiving complete photos."},
]
Q8 = "I reported the damaged cabinet. What happens now, and how much can I get back?"
N8 = "2026-05-06T10:00:00+08:00"
add("ok", SC, D, Q8,
    "Your claim CLM-20931 was opened on 05/05/2026, within the 7-day window from the delivery on 02/05/2026. "
    "It is currently awaiting documents: we have your photos of the cabinet but still need photos of the crate. "
    "Compensation is capped at the cabinet's declared value of RM2,350.00. Once complete photos are received, a "
    "decision is made within 14 working days.",
    E8, [S("was opened on 05/05/2026"), S("within the 7-day window"), S("the delivery on 02/05/2026"),
         S("It is currently awaiting documents"), S("we have your photos of the cabinet"),
         S("still need photos of the crate"), S("capped at the cabinet's declared value of RM2,350.00"),
         S("a decision is made within 14 working days")],
    incl=["RM2,350.00", "CLM-20931"], now=N8,
    notes="claim status AWAITING_DOCUMENTS, CRATE_PHOTOS missing; lineNo 1 value 2350.00; policy 7 days / line item / 14 working days.")
add("ok", SC, D, Q8,
    "Claim status, CLM-20931:\n- Awaiting documents (crate photos outstanding)\n- Maximum settlement: RM 2,350.00, "
    "the declared value of the rattan display cabinet\n- Decision: within 14 working days of complete photos",
    E8, [S("Awaiting documents (crate photos outstanding)"), S("Maximum settlement: RM 2,350.00"),
         S("the declared value of the rattan display cabinet"), S("Decision: within 14 working days of complete photos")],
    incl=["RM 2,350.00"], notes="Same fields in bullets.")
add("bad", SC, D, Q8,
    "Your claim CLM-20931 is awaiting photos of the crate. Compensation is capped at RM3,130.00, the declared value "
    "of your shipment. A decision follows within 14 working days of receiving complete photos.",
    E8, [S("is awaiting photos of the crate"),
         C("capped at RM3,130.00, the declared value of your shipment", "NLI_CONTRADICTION", "AMOUNT_MISMATCH"),
         S("within 14 working days of receiving complete photos")],
    errors=["wrong_policy_condition"], excl=["capped at RM3,130.00"],
    notes="Policy caps at the damaged line item's value (2350.00), not the whole shipment (3130.00).")
add("bad", SC, D, Q8,
    "Good news: your claim CLM-20931 has been approved. Payment will be decided within 14 calendar days.",
    E8, [C("has been approved", "RECORD_STATE_MISMATCH"), C("within 14 calendar days", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["wrong_state", "wrong_period"], excl=["has been approved", "14 calendar days"], now=N8,
    notes="Claim status is AWAITING_DOCUMENTS; policy says 14 working days.")
add("rep", SC, D, Q8,
    "Your claim CLM-20931 was opened on 05/05/2026 and is awaiting photos of the crate. Compensation is capped at "
    "the cabinet's declared value of RM2,350.00, and a decision is made within 10 working days of receiving "
    "complete photos.",
    E8, [S("was opened on 05/05/2026"), S("is awaiting photos of the crate"),
         S("capped at the cabinet's declared value of RM2,350.00"),
         C("within 10 working days", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["wrong_period"], excl=["within 10 working days"], incl=["14 working days|14 business days|fourteen working days", "RM2,350.00|2,350.00"],
    notes="Policy: decision within 14 working days.")

# =====================================================================================
# Bundle 9: furniture export, return pickup escalated
# =====================================================================================
SC = "fx-return-escalated"
E9 = [
    {"id": "ticket#RK-T-8812", "kind": "record", "source": "tool:get_ticket",
     "fields": {"ticketId": "RK-T-8812", "orderRef": "RKE-2604-0402", "category": "MANUFACTURING_DEFECT",
                "status": "OPEN", "item": "Meranti rocking chair", "createdAt": "2026-05-03T19:22:00+08:00"}},
    {"id": "shipment#7712450093", "kind": "record", "source": "tool:get_export_shipment",
     "fields": {"shipments": [{"shipmentTrackingNumber": "7712450093", "orderRef": "RKE-2604-0402", "status": "DELIVERED",
                               "actualDeliveryDate": "2026-04-28T15:35:00+08:00",
                               "receiver": {"name": "Priya Menon", "city": "Singapore", "countryCode": "SG"}}]}},
    {"id": "schedule_pickup#call-4", "kind": "refused_call", "tool": "schedule_return_pickup", "decision": "ESCALATE",
     "args": {"orderRef": "RKE-2604-0402", "ticketId": "RK-T-8812", "requestedDate": "2026-05-07"}},
    {"id": "policy#returns", "kind": "policy", "revision": "v5",
     "text": "Change-of-mind returns are not accepted on international orders. "
             "Returns of exported furniture are accepted for transit damage or manufacturing defects. "
             "A return pickup abroad must be approved by the export desk before a collection date is set; the desk replies within 2 working days."},
]
Q9 = "The rocking chair wobbles badly. Can you collect it on Thursday?"
N9 = "2026-05-04T14:00:00+08:00"
add("ok", SC, D, Q9,
    "I have passed your return request for ticket RK-T-8812 to our export desk, as a pickup abroad needs their "
    "approval before a collection date can be set. They reply within 2 working days. Since the chair has been "
    "logged as a manufacturing defect, it is eligible for return.",
    E9, [S("passed your return request for ticket RK-T-8812 to our export desk"),
         S("needs their approval before a collection date can be set"), S("They reply within 2 working days"),
         S("logged as a manufacturing defect"), S("it is eligible for return")],
    incl=["RK-T-8812"], now=N9,
    notes="schedule_return_pickup ESCALATE; ticket category MANUFACTURING_DEFECT; policy sentences 2-3.")
add("ok", SC, D, Q9,
    "I could not book Thursday's collection myself; the request is now with the export desk for approval, and "
    "they will reply within 2 working days.",
    E9, [S("I could not book Thursday's collection myself"), S("the request is now with the export desk for approval"),
         S("reply within 2 working days")],
    incl=["2 working days"], now=N9, notes="ESCALATE decision; policy.")
add("bad", SC, D, Q9,
    "Your return under ticket RK-T-8812 qualifies, as the chair is logged as a manufacturing defect. I have "
    "scheduled the pickup of your chair for Thursday, 7 May.",
    E9, [S("Your return under ticket RK-T-8812 qualifies"), S("logged as a manufacturing defect"),
         C("I have scheduled the pickup of your chair", "NOT_EXECUTED")],
    errors=["refused_call_effect"], excl=["I have scheduled the pickup"], now=N9,
    notes="schedule_return_pickup was ESCALATED, not executed.")
add("bad", SC, D, Q9,
    "Your request under ticket RK-T-8821 has gone to the export desk for approval. For future reference, "
    "change-of-mind returns are also accepted within 14 days of delivery.",
    E9, [C("ticket RK-T-8821", "IDENTIFIER_MISMATCH"), S("has gone to the export desk for approval"),
         C("change-of-mind returns are also accepted within 14 days", "NLI_CONTRADICTION")],
    errors=["wrong_id", "wrong_policy_condition"], excl=["RK-T-8821", "change-of-mind returns are also accepted"],
    notes="Ticket is RK-T-8812; policy says change-of-mind returns are not accepted on international orders.")
add("rep", SC, D, Q9,
    "As your chair is logged as a manufacturing defect under ticket RK-T-8812, it is eligible for return. "
    "The pickup has been booked for Thursday, 7 May.",
    E9, [S("logged as a manufacturing defect under ticket RK-T-8812"), S("it is eligible for return"),
         C("The pickup has been booked", "NOT_EXECUTED")],
    errors=["refused_call_effect"], excl=["pickup has been booked"],
    incl=["export desk|approval|could not|couldn't|unable|not able|escalated|passed", "RK-T-8812"], now=N9,
    notes="The pickup call was ESCALATED; a collection date needs export-desk approval.")

# =====================================================================================
# Bundle 10: student-luggage shipping, three boxes, one held at depot
# =====================================================================================
D = "student-luggage shipping"
SC = "sl-split-delivery"
E10 = [
    {"id": "track#UC9007781", "kind": "record", "source": "tool:track_shipments",
     "fields": {"shipments": [{
         "shipmentTrackingNumber": "UC9007781", "status": "PARTIALLY_DELIVERED",
         "receiver": {"name": "Aina Sofea", "city": "Manchester", "countryCode": "GB"},
         "pieces": [
             {"pieceId": "UC-7781-1", "weight": {"value": 23.4, "unitOfMeasurement": "kg"}, "status": "DELIVERED"},
             {"pieceId": "UC-7781-2", "weight": {"value": 19.8, "unitOfMeasurement": "kg"}, "status": "DELIVERED"},
             {"pieceId": "UC-7781-3", "weight": {"value": 21.1, "unitOfMeasurement": "kg"}, "status": "HELD_AT_DEPOT",
              "holdReasonCode": "LABEL_DAMAGED_RELABEL_REQUIRED"}],
         "events": [
             ev_("HP", "Piece UC-7781-3 held: damaged label, relabel required", "2026-09-14T08:05:00+01:00", "MAN", "Manchester-GB"),
             ev_("OK", "2 of 3 pieces delivered", "2026-09-14T11:32:00+01:00", "MAN", "Manchester-GB")]}]}},
    {"id": "policy#multi-piece", "kind": "policy", "revision": "v2",
     "text": "Boxes in a multi-box shipment may arrive on different days. "
             "A box held for relabelling is normally dispatched on the next working day. "
             "Students may instead collect a held box from the depot by showing photo ID."},
]
Q10 = "Only two of my boxes turned up in Manchester. Where is the third?"
N10 = "2026-09-14T20:00:00+08:00"
add("ok", SC, D, Q10,
    "Two of your three boxes (UC-7781-1 and UC-7781-2) were delivered in Manchester on 14/09/2026 at 11:32 local "
    "time. The third box, UC-7781-3, is at the Manchester depot for relabelling because its label was damaged. A "
    "box held for relabelling is normally dispatched on the next working day, or you may collect it from the "
    "depot with photo ID.",
    E10, [S("(UC-7781-1 and UC-7781-2) were delivered in Manchester"), S("on 14/09/2026 at 11:32 local"),
          S("is at the Manchester depot for relabelling"), S("because its label was damaged"),
          S("normally dispatched on the next working day"), S("collect it from the depot with photo ID")],
    incl=["UC-7781-3"], now=N10,
    notes="pieces 1-2 DELIVERED, piece 3 HELD_AT_DEPOT (LABEL_DAMAGED); OK event 11:32+01:00; policy.")
add("ok", SC, D, Q10,
    "Delivered: boxes 1 and 2 (23.4 kg and 19.8 kg), at 18:32 Malaysia time today. Held at the Manchester depot: "
    "box 3 (21.1 kg), awaiting a new label.",
    E10, [S("Delivered: boxes 1 and 2 (23.4 kg and 19.8 kg)"), S("at 18:32 Malaysia time today"),
          S("Held at the Manchester depot: box 3 (21.1 kg)"), S("awaiting a new label")],
    incl=["21.1 kg"], now=N10, notes="11:32+01:00 is 18:32+08:00 on the same day.")
add("bad", SC, D, Q10,
    "All three of your boxes were delivered in Manchester on 14/09/2026. If one is missing, please check with "
    "your hall reception.",
    E10, [C("All three of your boxes were delivered", "RECORD_STATE_MISMATCH")],
    errors=["wrong_state"], excl=["All three of your boxes were delivered"],
    notes="Piece UC-7781-3 is HELD_AT_DEPOT.")
add("bad", SC, D, Q10,
    "Boxes UC-7781-1 and UC-7781-2 were delivered on 14/09/2026 at 18:32 Manchester time. Box UC-7781-3 is held "
    "at the depot for a customs inspection and will normally be dispatched on the next working day.",
    E10, [S("Boxes UC-7781-1 and UC-7781-2 were delivered on 14/09/2026"),
          C("at 18:32 Manchester time", "VALUE_MISMATCH", "DATE_MISMATCH"),
          C("for a customs inspection", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH"),
          S("normally be dispatched on the next working day")],
    errors=["unit_conversion", "wrong_value"], excl=["18:32 Manchester time", "customs inspection"],
    notes="Delivery was 11:32 Manchester time (18:32 is Kuala Lumpur time); the hold reason is a damaged label.")
add("rep", SC, D, Q10,
    "Boxes UC-7781-1 and UC-7781-2 were delivered on 14/09/2026. Box UC-7781-3, weighing 12.1 kg, is at the "
    "Manchester depot awaiting a new label and is normally dispatched on the next working day.",
    E10, [S("Boxes UC-7781-1 and UC-7781-2 were delivered on 14/09/2026"), C("weighing 12.1 kg", "VALUE_MISMATCH"),
          S("at the Manchester depot awaiting a new label"), S("normally dispatched on the next working day")],
    errors=["wrong_quantity"], excl=["12.1 kg"], incl=["21.1 kg|21.1kg|21.1 kilograms", "14/09/2026|14 September"],
    notes="Piece UC-7781-3 weighs 21.1 kg.")

# =====================================================================================
# Bundle 11: student-luggage shipping, summer storage plan inclusions
# =====================================================================================
SC = "sl-storage-plan"
E11 = [
    {"id": "booking#UCS-26-4471", "kind": "record", "source": "tool:get_booking",
     "fields": {"bookingId": "UCS-26-4471", "customer": {"name": "Hafiz Roslan", "university": "Universiti Malaya"},
                "plan": {"planCode": "SUMMER_STORE_8W", "storageWeeks": 8,
                         "includes": ["COLLECTION_FROM_HALL", "STORAGE_8_WEEKS", "BASIC_COVER_RM500_PER_BOX"],
                         "price": {"amount": 38900, "currency": "MYR"}},
                "boxes": 4, "collectionDate": "2026-06-20", "redeliveryDate": "2026-08-15",
                "addOns": []}},
    {"id": "policy#storage", "kind": "policy", "revision": "2026-summer",
     "text": "Storage beyond the plan period is charged at RM20 per box per week. "
             "Packing materials are not part of any plan and are sold separately at RM12 per box kit. "
             "Extended cover of up to RM2,000 per box is available for RM15 per box."},
]
Q11 = "Does my storage plan include boxes and tape? And how much is each box covered for?"
add("ok", SC, D, Q11,
    "Your Summer Store 8-week plan (RM389.00) covers collection from your hall, 8 weeks of storage and basic cover "
    "of RM500 per box. Packing materials are not included; box kits are sold separately at RM12 each. If you would "
    "like more protection, extended cover of up to RM2,000 per box costs RM15 per box.",
    E11, [S("(RM389.00)"), S("covers collection from your hall"), S("8 weeks of storage"), S("basic cover of RM500 per box"),
          S("Packing materials are not included"), S("sold separately at RM12 each"),
          S("extended cover of up to RM2,000 per box costs RM15 per box")],
    incl=["RM500", "RM12"], notes="plan.includes; price 38900 sen = RM389.00; policy on packing and extended cover.")
add("ok", SC, D, Q11,
    "Booking UCS-26-4471: 4 boxes; collection 20/06/2026, redelivery 15/08/2026. The plan includes hall "
    "collection, eight weeks' storage and RM500 basic cover per box, but no packing materials.",
    E11, [S("4 boxes"), S("collection 20/06/2026"), S("redelivery 15/08/2026"), S("includes hall collection"),
          S("eight weeks' storage"), S("RM500 basic cover per box"), S("but no packing materials")],
    incl=["RM500"], notes="Booking fields; storageWeeks 8 in words.")
add("bad", SC, D, Q11,
    "Your Summer Store plan covers collection from your hall, 8 weeks of storage and RM500 cover per box. The plan "
    "also includes a free packing kit for each box.",
    E11, [S("covers collection from your hall"), S("8 weeks of storage"), S("RM500 cover per box"),
          C("also includes a free packing kit", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["unlisted_perk"], excl=["free packing kit"],
    notes="plan.includes has no packing kit; policy: packing materials are not part of any plan.")
add("bad", SC, D, Q11,
    "Your plan costs RM38,900.00 and includes RM500 cover per box. Should you need to keep the boxes longer than "
    "8 weeks, extra storage is RM20 per box per month.",
    E11, [C("costs RM38,900.00", "AMOUNT_MISMATCH"), S("includes RM500 cover per box"),
          C("RM20 per box per month", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["unit_conversion", "wrong_period"], excl=["RM38,900.00", "per box per month"],
    notes="price.amount 38900 is in sen (RM389.00); policy charges RM20 per box per week.")
add("rep", SC, D, Q11,
    "Your plan covers collection from your hall, 8 weeks of storage and basic cover of RM200 per box. Packing "
    "materials are sold separately at RM12 per kit.",
    E11, [S("covers collection from your hall"), S("8 weeks of storage"), C("basic cover of RM200 per box", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
          S("sold separately at RM12 per kit")],
    errors=["wrong_amount"], excl=["RM200 per box"], incl=["RM500|500", "RM12"],
    notes="includes BASIC_COVER_RM500_PER_BOX.")

# =====================================================================================
# Bundle 12: student-luggage shipping, early-bird discount condition unmet
# =====================================================================================
SC = "sl-early-bird"
E12 = [
    {"id": "booking#UCB-26-1190", "kind": "record", "source": "tool:get_booking",
     "fields": {"bookingId": "UCB-26-1190", "createdAt": "2026-06-08T21:14:00+08:00", "destination": "Melbourne-AU",
                "boxes": 2, "studentVerified": True,
                "pricing": {"shippingFee": {"amount": 64000, "currency": "MYR"},
                            "discounts": [{"code": "STUDENT_VERIFIED", "amount": -3000}],
                            "total": {"amount": 61000, "currency": "MYR"}}}},
    {"id": "policy#discounts", "kind": "policy", "revision": "2026",
     "text": "Students with a verified university email receive RM30 off the shipping fee. "
             "Bookings made on or before 31 May receive an extra 10% early-bird discount on the shipping fee. "
             "Discounts are applied at booking and cannot be added afterwards."},
]
Q12 = "Do I get the early-bird discount on my booking UCB-26-1190?"
add("ok", SC, D, Q12,
    "Your booking was made on 08/06/2026, after the 31 May early-bird deadline, so the 10% early-bird discount "
    "does not apply. Your verified student status does give you RM30.00 off, bringing the shipping fee from "
    "RM640.00 down to RM610.00.",
    E12, [S("Your booking was made on 08/06/2026"), S("after the 31 May early-bird deadline"),
          S("the 10% early-bird discount does not apply"), S("give you RM30.00 off"), S("from RM640.00"),
          S("down to RM610.00")],
    incl=["RM610.00"], notes="createdAt 2026-06-08; policy deadline 31 May; pricing in sen 64000 - 3000 = 61000.")
add("ok", SC, D, Q12,
    "Early-bird: not eligible (booked 8 June). Student discount: RM30 applied. Total: RM610.00.",
    E12, [S("Early-bird: not eligible (booked 8 June)"), S("Student discount: RM30 applied"), S("Total: RM610.00")],
    incl=["RM610.00"], notes="Same fields, terse.")
add("ok", SC, D, Q12,
    "I am sorry, but the early-bird discount was only available for bookings made on or before 31 May, and "
    "discounts cannot be added after booking. Booking UCB-26-1190 already carries the RM30 student discount, so "
    "you are paying RM610.00 for your two boxes to Melbourne.",
    E12, [S("only available for bookings made on or before 31 May"), S("discounts cannot be added after booking"),
          S("already carries the RM30 student discount"), S("you are paying RM610.00"), S("for your two boxes to Melbourne")],
    incl=["RM610.00"], notes="Policy sentences 2-3; booking total and destination.")
add("bad", SC, D, Q12,
    "Yes, booking UCB-26-1190 qualifies for the 10% early-bird discount, which brings the shipping fee down to "
    "RM576.00. Your student discount is recorded as well.",
    E12, [C("qualifies for the 10% early-bird discount", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
          C("brings the shipping fee down to RM576.00", "AMOUNT_MISMATCH"), S("Your student discount is recorded as well")],
    errors=["condition_unmet", "wrong_amount"], excl=["qualifies for the 10% early-bird discount", "RM576.00"],
    notes="Booked 08/06, after the 31 May deadline; total is 61000 sen (RM610.00).")
add("bad", SC, D, Q12,
    "The early-bird discount does not apply, as you booked on 08/06/2026. Your RM30.00 student discount brings the "
    "RM640.00 fee down to RM620.00.",
    E12, [S("The early-bird discount does not apply"), S("as you booked on 08/06/2026"), S("Your RM30.00 student discount"),
          S("the RM640.00 fee"), C("down to RM620.00", "AMOUNT_MISMATCH")],
    errors=["wrong_arithmetic"], excl=["RM620.00"], notes="640.00 - 30.00 = 610.00 (total 61000 sen).")
add("rep", SC, D, Q12,
    "Your booking was made on 08/06/2026, after the 31 May deadline, so the early-bird discount does not apply. "
    "Your student discount of RM30.00 brings the fee to RM620.00.",
    E12, [S("Your booking was made on 08/06/2026"), S("after the 31 May deadline"), S("the early-bird discount does not apply"),
          S("Your student discount of RM30.00"), C("brings the fee to RM620.00", "AMOUNT_MISMATCH")],
    errors=["wrong_arithmetic"], excl=["RM620.00"], incl=["RM610.00|RM610|610.00", "08/06/2026|8 June"],
    notes="pricing.total is 61000 sen.")

# =====================================================================================
# Bundle 13: student-luggage shipping, UK Transfer of Residence relief
# =====================================================================================
SC = "sl-tor-relief"
E13 = [
    {"id": "track#UC9034417201", "kind": "record", "source": "tool:track_shipments",
     "fields": {"shipments": [{
         "shipmentTrackingNumber": "UC9034417201", "status": "IN_TRANSIT", "estimatedDeliveryDate": "2026-09-02",
         "receiver": {"name": "Daniel Wong", "city": "Leeds", "countryCode": "GB"},
         "customsDeclaration": {
             "incoterm": "DAP", "declaredValue": "1850.00", "declaredValueCurrency": "GBP",
             "reliefCode": "TOR", "torReference": "TOR-GB-556201",
             "lineItems": [{"description": "Used personal effects: clothing, books", "commodityCodes": [{"typeCode": "inbound", "value": "9905.00"}],
                            "quantity": {"value": 3, "unitOfMeasurement": "BOX"}}]},
         "dutiesAndTaxes": [
             {"typeCode": "DUTY", "amount": "0.00", "currency": "GBP", "payer": "RECEIVER"},
             {"typeCode": "VAT", "amount": "0.00", "currency": "GBP", "payer": "RECEIVER"},
             {"typeCode": "FEE", "description": "Customs entry fee", "amount": "18.50", "currency": "GBP", "payer": "RECEIVER"}]}]}},
    {"id": "policy#tor", "kind": "policy", "revision": "uk-2026",
     "text": "Goods shipped under Transfer of Residence relief enter the UK free of duty and VAT, provided the ToR reference is on the declaration. "
             "Items must have been owned and used for at least 6 months. "
             "Customs entry fees charged by the courier are not covered by the relief and are paid by the receiver."},
]
Q13 = "Will I have to pay import tax in the UK for my boxes?"
add("ok", SC, D, Q13,
    "No duty or VAT is due on your boxes, because they are declared under Transfer of Residence relief with "
    "reference TOR-GB-556201. There is, however, a customs entry fee of GBP 18.50, which the relief does not cover "
    "and which is payable by you as receiver.",
    E13, [S("No duty or VAT is due on your boxes"), S("declared under Transfer of Residence relief"),
          S("reference TOR-GB-556201"), S("a customs entry fee of GBP 18.50"), S("which the relief does not cover"),
          S("payable by you as receiver")],
    incl=["GBP 18.50"], notes="DUTY/VAT 0.00; reliefCode TOR, torReference; FEE 18.50 payer RECEIVER; policy.")
add("ok", SC, D, Q13,
    "Duty £0.00, VAT £0.00 (ToR relief); courier entry fee £18.50, payable by you. Tracking: UC9034417201, due "
    "02/09/2026.",
    E13, [S("Duty £0.00"), S("VAT £0.00 (ToR relief)"), S("courier entry fee £18.50, payable by you"),
          S("Tracking: UC9034417201"), S("due 02/09/2026")],
    incl=["£18.50"], notes="Same fields with the pound sign.")
add("bad", SC, D, Q13,
    "No duty or VAT will be charged on your three boxes under Transfer of Residence relief, though a GBP 18.50 "
    "customs entry fee is payable by you. You can follow the boxes with tracking number TOR-GB-556201.",
    E13, [S("No duty or VAT will be charged"), S("your three boxes"), S("a GBP 18.50 customs entry fee is payable by you"),
          C("tracking number TOR-GB-556201", "IDENTIFIER_MISMATCH")],
    errors=["wrong_role"], excl=["tracking number TOR-GB-556201"],
    notes="TOR-GB-556201 is the ToR relief reference; the tracking number is UC9034417201.")
add("bad", SC, D, Q13,
    "Your boxes enter free of duty and VAT under ToR relief, provided everything has been owned and used for at "
    "least 12 months. The GBP 18.50 entry fee is paid by the sender.",
    E13, [S("enter free of duty and VAT under ToR relief"), C("at least 12 months", "NLI_CONTRADICTION"),
          C("entry fee is paid by the sender", "VALUE_MISMATCH", "NLI_CONTRADICTION")],
    errors=["wrong_policy_condition", "wrong_value"], excl=["at least 12 months", "paid by the sender"],
    notes="Policy: 6 months' ownership; FEE payer RECEIVER.")
add("rep", SC, D, Q13,
    "No duty or VAT is due, as your boxes are declared under Transfer of Residence relief (TOR-GB-556201). A "
    "customs entry fee of GBP 15.80 is payable by you as receiver.",
    E13, [S("No duty or VAT is due"), S("declared under Transfer of Residence relief (TOR-GB-556201)"),
          C("customs entry fee of GBP 15.80", "AMOUNT_MISMATCH"), S("payable by you as receiver")],
    errors=["wrong_amount"], excl=["GBP 15.80"], incl=["18.50|£18.50|GBP 18.50", "TOR-GB-556201"],
    notes="FEE amount 18.50 GBP.")

# =====================================================================================
# Bundle 14: e-bike importer, DAP duties with a dangerous-goods fee
# =====================================================================================
D = "e-bike importer"
SC = "eb-import-duties"
E14 = [
    {"id": "shipment#8807321554", "kind": "record", "source": "tool:track_shipments",
     "fields": {"shipments": [{
         "shipmentTrackingNumber": "8807321554", "orderRef": "VR-2198", "status": "AWAITING_DUTY_PAYMENT",
         "receiver": {"name": "Lim Wei Jie", "city": "George Town", "countryCode": "MY"},
         "estimatedDeliveryDate": "2026-07-09",
         "pieces": [{"number": 1, "weight": {"value": "28.6", "unitOfMeasurement": "kg"},
                     "dimensions": {"length": 148, "width": 32, "height": 78, "unitOfMeasurement": "cm"}}],
         "events": [
             ev_("PU", "Shipment picked up", "2026-07-02T11:00:00+08:00", "TPE", "Taichung-TW"),
             ev_("AF", "Arrived at facility", "2026-07-04T09:40:00+08:00", "PEN", "Penang-MY"),
             ev_("PD", "Awaiting payment of duties and taxes", "2026-07-04T16:25:00+08:00", "PEN", "Penang-MY")],
         "customsDeclaration": {
             "incoterm": "DAP", "declaredValue": "6400.00", "declaredValueCurrency": "MYR",
             "lineItems": [
                 {"description": "Electric bicycle, 250 W", "commodityCodes": [{"typeCode": "inbound", "value": "8711.60"}],
                  "quantity": {"value": 1, "unitOfMeasurement": "PCS"}},
                 {"description": "Lithium-ion battery 36 V 14 Ah, packed with equipment (UN3481)",
                  "commodityCodes": [{"typeCode": "inbound", "value": "8507.60"}], "quantity": {"value": 1, "unitOfMeasurement": "PCS"}}]},
         "dutiesAndTaxes": [
             {"typeCode": "DUTY", "amount": "960.00", "currency": "MYR", "payer": "RECEIVER"},
             {"typeCode": "VAT", "description": "Sales tax 10% on value plus duty", "amount": "736.00", "currency": "MYR", "payer": "RECEIVER"},
             {"typeCode": "FEE", "description": "Dangerous goods handling (lithium battery)", "amount": "85.00", "currency": "MYR", "payer": "SENDER"}]}]}},
    {"id": "policy#ebike-import", "kind": "policy", "revision": "v6",
     "text": "The dangerous-goods handling fee for the battery is included in our price. "
             "E-bikes are imported on DAP terms: import duty and sales tax are paid by the buyer before release. "
             "Duties are paid online through the courier's payment link, and the courier holds the shipment until payment is received."},
]
Q14 = "The courier says I owe duties on my e-bike. How much, and who pays the battery fee?"
add("ok", SC, D, Q14,
    "Dear Mr Lim, for your e-bike shipment 8807321554 you will need to pay RM960.00 in import duty and RM736.00 in "
    "sales tax, RM1,696.00 altogether, through the courier's online payment link. The RM85.00 dangerous-goods "
    "handling fee for the battery is already included in our price. The courier will hold the bike until the "
    "duties are paid; the estimated delivery date is 09/07/2026.",
    E14, [S("RM960.00 in import duty"), S("RM736.00 in sales tax"), S("RM1,696.00 altogether"),
          S("through the courier's online payment link"), S("handling fee for the battery is already included in our price"),
          S("The courier will hold the bike until the duties are paid"), S("the estimated delivery date is 09/07/2026")],
    incl=["RM1,696.00"], notes="DUTY 960 + VAT 736 payer RECEIVER; FEE 85 payer SENDER; policy; estimatedDeliveryDate.")
add("ok", SC, D, Q14,
    "Charges on 8807321554 (DAP):\n- Import duty, payable by you: RM 960.00\n- Sales tax, payable by you: RM 736.00\n"
    "- Battery dangerous-goods handling, RM 85.00: paid by Volta Roda\nThe bike has been at the Penang facility "
    "since 4 July, awaiting your payment.",
    E14, [S("Charges on 8807321554 (DAP)"), S("Import duty, payable by you: RM 960.00"), S("Sales tax, payable by you: RM 736.00"),
          S("RM 85.00: paid by Volta Roda"), S("at the Penang facility since 4 July"), S("awaiting your payment")],
    incl=["RM 960.00"], notes="Payers per line; AF and PD events on 04/07.")
add("bad", SC, D, Q14,
    "For shipment 8807321554 you will pay RM960.00 in import duty and RM640.00 in sales tax (10% of the declared "
    "value), RM1,600.00 in total. The battery handling fee is included in our price.",
    E14, [S("RM960.00 in import duty"), C("RM640.00 in sales tax (10% of the declared value)", "AMOUNT_MISMATCH"),
          C("RM1,600.00 in total", "AMOUNT_MISMATCH"), S("The battery handling fee is included in our price")],
    errors=["wrong_arithmetic", "wrong_amount"], excl=["RM640.00", "RM1,600.00"],
    notes="Sales tax is 10% of value plus duty: 736.00; total due 1,696.00.")
add("bad", SC, D, Q14,
    "Your e-bike travels on DDP terms, and the estimated delivery date is 09/07/2026. The RM85.00 battery "
    "handling fee is included in our price.",
    E14, [C("travels on DDP terms", "VALUE_MISMATCH", "NLI_CONTRADICTION"),
          S("the estimated delivery date is 09/07/2026"), S("The RM85.00 battery handling fee is included in our price")],
    errors=["wrong_value"], excl=["on DDP terms"],
    notes="customsDeclaration.incoterm is DAP (duty and VAT payer RECEIVER); the policy also says e-bikes come in DAP.")
add("rep", SC, D, Q14,
    "For shipment 8807321554 you will need to pay RM690.00 in import duty and RM736.00 in sales tax, RM1,696.00 "
    "altogether. The battery handling fee is included in our price.",
    E14, [C("RM690.00 in import duty", "AMOUNT_MISMATCH"), S("RM736.00 in sales tax"), S("RM1,696.00 altogether"),
          S("The battery handling fee is included in our price")],
    errors=["wrong_amount"], excl=["RM690.00"], incl=["RM960.00|960.00|RM960", "RM1,696.00|1,696.00|1696"],
    notes="DUTY amount is 960.00.")

# =====================================================================================
# Bundle 15: e-bike importer, two orders, out for delivery
# =====================================================================================
SC = "eb-two-orders"
E15 = [
    {"id": "shipment#8807330021", "kind": "record", "source": "tool:track_shipments",
     "fields": {"shipments": [{
         "shipmentTrackingNumber": "8807330021", "orderRef": "VR-2231", "product": "Cargo e-bike, long tail",
         "status": "WITH_DELIVERY_COURIER", "estimatedDeliveryDate": "2026-07-06",
         "events": [
             ev_("AF", "Arrived at facility", "2026-07-03T07:10:00+08:00", "PEN", "Penang-MY"),
             ev_("CR", "Customs status updated: cleared", "2026-07-04T15:45:00+08:00", "PEN", "Penang-MY"),
             ev_("WC", "With delivery courier", "2026-07-06T08:02:00+08:00", "PEN", "Penang-MY")]}]}},
    {"id": "shipment#8807330598", "kind": "record", "source": "tool:track_shipments",
     "fields": {"shipments": [{
         "shipmentTrackingNumber": "8807330598", "orderRef": "VR-2240", "product": "Folding e-bike",
         "status": "DELIVERED", "actualDeliveryDate": "2026-07-02T16:20:00+08:00"}]}},
    {"id": "policy#home-delivery", "kind": "policy", "revision": "v2",
     "text": "Bikes are delivered by a two-person crew between 09:00 and 18:00. "
             "The crew unboxes the bike and fits the handlebar and pedals. "
             "A full safety check is done at our Penang workshop before dispatch, not at your home."},
]
Q15 = "Where is my cargo bike, order VR-2231?"
N15 = "2026-07-06T10:30:00+08:00"
add("ok", SC, D, Q15,
    "Your cargo e-bike (order VR-2231, shipment 8807330021) is out with the courier for delivery today, as "
    "expected. It cleared customs on 04/07/2026 at 15:45. Deliveries are made by a two-person crew between 09:00 "
    "and 18:00, who will unbox the bike and fit the handlebar and pedals.",
    E15, [S("is out with the courier for delivery today"), S("as expected"), S("cleared customs on 04/07/2026 at 15:45"),
          S("by a two-person crew between 09:00 and 18:00"), S("unbox the bike and fit the handlebar and pedals")],
    incl=["8807330021"], now=N15, notes="WC event 06/07 08:02; estimatedDeliveryDate 06/07; CR 04/07 15:45; policy.")
add("ok", SC, D, Q15,
    "VR-2231: out for delivery today (06/07). Your other order, VR-2240, was delivered on 2 July.",
    E15, [S("VR-2231: out for delivery today (06/07)"), S("VR-2240, was delivered on 2 July")],
    incl=["VR-2231"], now=N15, notes="Both shipment records.")
add("bad", SC, D, Q15,
    "Your cargo e-bike (order VR-2231) is travelling as shipment 8807330598 and is out for delivery today. The "
    "crew will arrive between 09:00 and 18:00.",
    E15, [C("shipment 8807330598", "IDENTIFIER_MISMATCH"), S("is out for delivery today"),
          S("between 09:00 and 18:00")],
    errors=["other_record_value"], excl=["shipment 8807330598"], now=N15,
    notes="8807330598 is the folding e-bike order VR-2240; VR-2231 is 8807330021.")
add("bad", SC, D, Q15,
    "Your cargo bike is out for delivery today. Our crew delivers between 08:00 and 20:00 and will also carry out "
    "a full safety check at your home.",
    E15, [S("out for delivery today"), C("between 08:00 and 20:00", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
          C("carry out a full safety check at your home", "NLI_CONTRADICTION")],
    errors=["wrong_time", "unlisted_perk"], excl=["08:00 and 20:00", "safety check at your home"], now=N15,
    notes="Policy window 09:00-18:00; safety check is done at the workshop, not at home.")
add("rep", SC, D, Q15,
    "Your cargo e-bike (shipment 8807330021) is out for delivery today. It cleared customs on 03/07/2026, and the "
    "two-person crew will arrive between 09:00 and 18:00.",
    E15, [S("is out for delivery today"), C("cleared customs on 03/07/2026", "DATE_MISMATCH"),
          S("the two-person crew will arrive between 09:00 and 18:00")],
    errors=["wrong_date"], excl=["customs on 03/07/2026"], incl=["04/07/2026|4 July|04/07|4/7", "8807330021"], now=N15,
    notes="CR event is 04/07; 03/07 is the arrival (AF).")

# =====================================================================================
# Bundle 16: e-bike importer, warranty battery by sea
# =====================================================================================
SC = "eb-battery-warranty"
E16 = [
    {"id": "warranty#WB-5510", "kind": "record", "source": "tool:get_warranty_claim",
     "fields": {"claimId": "WB-5510", "bikeSerial": "VRD24T118832", "purchaseDate": "2025-03-14",
                "batteryChargeCycles": 412, "status": "APPROVED", "resolution": "REPLACE_BATTERY",
                "replacementShipment": "SEA-VR-77120"}},
    {"id": "shipment#SEA-VR-77120", "kind": "record", "source": "tool:track_shipments",
     "fields": {"shipments": [{
         "shipmentTrackingNumber": "SEA-VR-77120", "service": "SEA_FREIGHT", "status": "IN_TRANSIT",
         "estimatedDeliveryDate": "2026-07-29", "chargesToCustomer": {"amount": 0, "currency": "MYR"},
         "events": [ev_("DF", "Vessel departed", "2026-07-01T18:00:00+08:00", "KHH", "Kaohsiung-TW")]}]}},
    {"id": "policy#battery-warranty", "kind": "policy", "revision": "v3",
     "text": "Batteries are covered for 2 years or 800 charge cycles, whichever comes first. "
             "Replacement batteries cannot travel by air; they are shipped by sea freight and take 3 to 5 weeks. "
             "A replacement under warranty is free, and the old battery must be handed to the courier on delivery."},
]
Q16 = "What is happening with my battery warranty claim?"
N16 = "2026-07-08T12:00:00+08:00"
add("ok", SC, D, Q16,
    "Your warranty claim WB-5510 has been approved: the battery is within 2 years of purchase and, at 412 charge "
    "cycles, under the 800-cycle limit. The replacement is free of charge. Because batteries cannot travel by air, "
    "it left Kaohsiung by sea on 01/07/2026 and is expected on 29/07/2026. Please hand your old battery to the "
    "courier on delivery.",
    E16, [S("has been approved"), S("within 2 years of purchase"), S("at 412 charge cycles"), S("under the 800-cycle limit"),
          S("The replacement is free of charge"), S("batteries cannot travel by air"),
          S("left Kaohsiung by sea on 01/07/2026"), S("expected on 29/07/2026"),
          S("hand your old battery to the courier on delivery")],
    incl=["29/07/2026"], now=N16,
    notes="Claim APPROVED; purchase 14/03/2025 (under 2 years), 412 cycles; chargesToCustomer 0; DF 01/07; ETA 29/07.")
add("ok", SC, D, Q16,
    "Claim WB-5510 was approved, and a replacement battery is on its way to you by sea freight under "
    "SEA-VR-77120, at no cost to you. Sea shipments of batteries take three to five weeks; this one is due on "
    "29 July.",
    E16, [S("Claim WB-5510 was approved"), S("on its way to you by sea freight under SEA-VR-77120"), S("at no cost to you"),
          S("take three to five weeks"), S("due on 29 July")],
    incl=["SEA-VR-77120"], notes="Warranty and shipment records; policy 3 to 5 weeks.")
add("bad", SC, D, Q16,
    "Your claim WB-5510 has been approved and the replacement is free of charge. Batteries are covered for 2 years "
    "or 800 charge cycles, whichever comes last. The new battery is expected on 29/07/2026.",
    E16, [S("has been approved"), S("the replacement is free of charge"),
          C("whichever comes last", "NLI_CONTRADICTION"), S("expected on 29/07/2026")],
    errors=["wrong_policy_condition"], excl=["whichever comes last"],
    notes="Policy: whichever comes first.")
add("bad", SC, D, Q16,
    "Your replacement battery is travelling by sea, which takes 2 to 3 weeks, and is expected on 29/07/2026. "
    "We will lend you a spare battery in the meantime.",
    E16, [S("Your replacement battery is travelling by sea"), C("takes 2 to 3 weeks", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
          S("is expected on 29/07/2026"),
          I("We will lend you a spare battery", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
    errors=["wrong_period", "invented_promise"], excl=["2 to 3 weeks", "lend you a spare battery"],
    notes="Policy: sea freight takes 3 to 5 weeks; no loan battery is promised anywhere.")
add("rep", SC, D, Q16,
    "Your warranty claim WB-5150 has been approved, and the replacement battery left Kaohsiung by sea on "
    "01/07/2026. It is expected on 29/07/2026, free of charge.",
    E16, [C("claim WB-5150", "IDENTIFIER_MISMATCH"), S("has been approved"), S("left Kaohsiung by sea on 01/07/2026"),
          S("expected on 29/07/2026"), S("free of charge")],
    errors=["wrong_id"], excl=["WB-5150"], incl=["WB-5510", "29/07/2026|29 July"],
    notes="claimId is WB-5510.")

# =====================================================================================
# Bundle 17: e-bike importer, duty waiver refused, late-delivery credit issued
# =====================================================================================
SC = "eb-waiver-refused"
E17 = [
    {"id": "shipment#8807309917", "kind": "record", "source": "tool:track_shipments",
     "fields": {"shipments": [{
         "shipmentTrackingNumber": "8807309917", "orderRef": "VR-2117", "status": "DELIVERED",
         "estimatedDeliveryDate": "2026-06-10", "actualDeliveryDate": "2026-06-19T11:05:00+08:00",
         "dutiesAndTaxes": [
             {"typeCode": "DUTY", "amount": "540.00", "currency": "MYR", "payer": "RECEIVER", "status": "PAID"},
             {"typeCode": "VAT", "amount": "414.00", "currency": "MYR", "payer": "RECEIVER", "status": "PAID"}]}]}},
    {"id": "account#CUS-60214", "kind": "record", "source": "tool:get_account",
     "fields": {"customerId": "CUS-60214", "name": "Siti Hajar Kamal",
                "credits": [{"creditId": "CR-3391", "amount": {"value": "50.00", "currency": "MYR"},
                             "reasonCode": "LATE_DELIVERY", "status": "ISSUED", "issuedAt": "2026-06-22T10:00:00+08:00"}]}},
    {"id": "waive_charges#call-7", "kind": "refused_call", "tool": "waive_import_charges", "decision": "DENY",
     "args": {"shipmentTrackingNumber": "8807309917", "amount": "954.00"}},
    {"id": "policy#late-delivery", "kind": "policy", "revision": "v4",
     "text": "Import duty and sales tax are set by Royal Malaysian Customs and cannot be waived or refunded by Volta Roda. "
             "Where a delivery arrives more than 5 working days after the estimated date, we credit RM50.00 to the customer's account."},
]
Q17 = "My bike came 9 days late. Can you waive the duties I paid?"
N17 = "2026-06-23T09:00:00+08:00"
add("ok", SC, D, Q17,
    "I am afraid the duty (RM540.00) and sales tax (RM414.00) cannot be waived: they are set by Royal Malaysian "
    "Customs, and my request to waive them was declined. Because your bike arrived on 19/06/2026, more than 5 "
    "working days after the estimated 10/06/2026, a RM50.00 late-delivery credit (CR-3391) has been issued to your "
    "account.",
    E17, [S("the duty (RM540.00)"), S("sales tax (RM414.00) cannot be waived"), S("set by Royal Malaysian Customs"),
          S("my request to waive them was declined"), S("arrived on 19/06/2026"), S("more than 5 working days after"),
          S("the estimated 10/06/2026"), S("a RM50.00 late-delivery credit (CR-3391) has been issued")],
    incl=["RM50.00", "CR-3391"],
    notes="waive_import_charges DENY; actual 19/06 vs estimate 10/06 = 7 working days; credit CR-3391 ISSUED.")
add("ok", SC, D, Q17,
    "Waiver of the RM954.00 in duty and tax: refused, as these are set by customs. Late-delivery credit: RM50.00, "
    "issued to your account on 22/06/2026.",
    E17, [S("Waiver of the RM954.00 in duty and tax: refused"), S("as these are set by customs"),
          S("Late-delivery credit: RM50.00"), S("issued to your account on 22/06/2026")],
    incl=["RM50.00"], notes="540 + 414 = 954; credit issuedAt.")
add("bad", SC, D, Q17,
    "I understand your frustration. I have arranged for the RM954.00 in import charges to be refunded to you, and "
    "a RM50.00 late-delivery credit has also been issued to your account.",
    E17, [NA("I understand your frustration."), C("I have arranged for the RM954.00 in import charges to be refunded", "NOT_EXECUTED"),
          S("a RM50.00 late-delivery credit has also been issued")],
    errors=["refused_call_effect"], excl=["to be refunded to you"],
    notes="waive_import_charges was DENIED; policy says duties cannot be refunded.")
add("bad", SC, D, Q17,
    "The duties cannot be waived, as they are set by Royal Malaysian Customs. Your bike arrived on 19/06/2026, and "
    "a RM50.00 late-delivery credit is pending approval.",
    E17, [S("The duties cannot be waived"), S("set by Royal Malaysian Customs"), S("Your bike arrived on 19/06/2026"),
          C("credit is pending approval", "RECORD_STATE_MISMATCH")],
    errors=["wrong_state"], excl=["pending approval"], notes="credits[0].status is ISSUED.")
add("rep", SC, D, Q17,
    "The duty and sales tax cannot be waived, as they are set by Royal Malaysian Customs. As your bike arrived more "
    "than 5 working days late, a RM50.00 credit, reference CR-3931, has been issued to your account.",
    E17, [S("The duty and sales tax cannot be waived"), S("set by Royal Malaysian Customs"),
          S("arrived more than 5 working days late"), S("a RM50.00 credit"), C("reference CR-3931", "IDENTIFIER_MISMATCH")],
    errors=["wrong_id"], excl=["CR-3931"], incl=["CR-3391", "RM50.00|RM50"],
    notes="creditId is CR-3391.")

# =====================================================================================
# Bundle 18: fine-art shipping, DDP painting to a Singapore gallery
# =====================================================================================
D = "fine-art shipping"
SC = "fa-painting-ddp"
E18 = [
    {"id": "shipment#GT30088412", "kind": "record", "source": "tool:track_shipments",
     "fields": {"shipments": [{
         "shipmentTrackingNumber": "GT30088412", "status": "CUSTOMS_CLEARED", "estimatedDeliveryDate": "2026-08-04",
         "shipper": {"name": "Balai Koleksi Sdn Bhd", "city": "Kuala Lumpur"},
         "receiver": {"name": "Serangoon Art House", "contact": "Ms Lee Mei Ling", "city": "Singapore"},
         "pieces": [{"number": 1, "packaging": "T_FRAME_CRATE", "weight": {"value": 64, "unitOfMeasurement": "kg"},
                     "dimensions": {"length": 142, "width": 18, "height": 116, "unitOfMeasurement": "cm"}}],
         "climateControl": {"temperatureC": {"min": 18, "max": 22}, "relativeHumidityPct": {"min": 45, "max": 55}},
         "events": [
             ev_("PU", "Collected by fine-art crew", "2026-08-03T10:00:00+08:00", "KUL", "Kuala Lumpur-MY"),
             ev_("DF", "Departed by climate-controlled truck", "2026-08-03T13:30:00+08:00", "KUL", "Kuala Lumpur-MY"),
             ev_("CR", "Customs status updated: cleared", "2026-08-04T06:50:00+08:00", "WDL", "Woodlands Checkpoint-SG")],
         "customsDeclaration": {
             "incoterm": "DDP", "declaredValue": "185000.00", "declaredValueCurrency": "MYR",
             "lineItems": [{"description": "Oil on canvas, 'Senja di Kuala', 2019", "commodityCodes": [{"typeCode": "inbound", "value": "9701.10"}],
                            "quantity": {"value": 1, "unitOfMeasurement": "PCS"}}]},
         "dutiesAndTaxes": [
             {"typeCode": "DUTY", "amount": "0.00", "currency": "SGD", "payer": "SENDER"},
             {"typeCode": "VAT", "description": "GST 9%", "amount": "5180.00", "currency": "SGD", "payer": "SENDER"}],
         "insurance": {"insuredValue": {"amount": "203500.00", "currency": "MYR"}, "basis": "DECLARED_VALUE_PLUS_10PCT"}}]}},
    {"id": "policy#art-cover", "kind": "policy", "revision": "2026-04",
     "text": "Every work is insured nail to nail, from collection to delivery, at its declared value plus 10%. "
             "On DDP shipments the consignor pays all import duty and GST, and the consignee pays nothing on arrival. "
             "Paintings travel at 18-22 °C and 45-55% relative humidity."},
]
Q18 = "Who pays the GST on the painting, and is it insured for its full value?"
N18 = "2026-08-04T09:00:00+08:00"
add("ok", SC, D, Q18,
    "Dear Ms Lee, the painting travels DDP, so the SGD 5,180.00 GST is paid by the sender and nothing is due from "
    "the gallery. It is insured for RM203,500.00, which is the declared value of RM185,000.00 plus 10%. The crate is "
    "kept between 18 and 22 °C and 45–55% relative humidity throughout, and it cleared customs at Woodlands at "
    "06:50 today.",
    E18, [S("the painting travels DDP"), S("the SGD 5,180.00 GST is paid by the sender"), S("nothing is due from the gallery"),
          S("insured for RM203,500.00"), S("the declared value of RM185,000.00 plus 10%"),
          S("kept between 18 and 22 °C and 45–55% relative humidity"), S("cleared customs at Woodlands at 06:50 today")],
    incl=["RM203,500.00"], now=N18,
    notes="incoterm DDP, VAT payer SENDER; insurance insuredValue; climateControl; CR event 04/08 06:50.")
add("ok", SC, D, Q18,
    "- Incoterm: DDP; GST SGD 5,180.00, payer: sender\n- Import duty: nil\n- Insured value: RM 203,500.00 "
    "(declared value plus 10%, collection to delivery)\n- Delivery: today, 04/08/2026",
    E18, [S("Incoterm: DDP"), S("GST SGD 5,180.00, payer: sender"), S("Import duty: nil"), S("Insured value: RM 203,500.00"),
          S("(declared value plus 10%, collection to delivery)"), S("Delivery: today, 04/08/2026")],
    incl=["RM 203,500.00"], now=N18, notes="Same fields; estimatedDeliveryDate 2026-08-04; policy nail-to-nail.")
add("ok", SC, D, Q18,
    "The gallery pays nothing on arrival: GST of SGD 5,180.00 is borne by Balai Koleksi Sdn Bhd as the sender under "
    "DDP terms. Insurance of RM203,500.00 covers the work from collection to delivery.",
    E18, [S("The gallery pays nothing on arrival"), S("GST of SGD 5,180.00 is borne by Balai Koleksi Sdn Bhd"),
          S("as the sender under DDP terms"), S("Insurance of RM203,500.00 covers the work from collection to delivery")],
    incl=["SGD 5,180.00"], notes="Shipper name, payer, incoterm; insurance basis.")
add("bad", SC, D, Q18,
    "The painting ships DDP, so the GST is paid by the sender. It is insured at the declared value plus 10%, that "
    "is RM213,500.00, from collection to delivery.",
    E18, [S("The painting ships DDP"), S("the GST is paid by the sender"), S("insured at the declared value plus 10%"),
          C("that is RM213,500.00", "AMOUNT_MISMATCH"), S("from collection to delivery")],
    errors=["wrong_arithmetic"], excl=["RM213,500.00"], notes="185,000 x 1.1 = 203,500 (insuredValue 203500.00).")
add("bad", SC, D, Q18,
    "Dear Ms Lee, the GST of SGD 5,180.00 is payable by the gallery on delivery, and no import duty applies. The "
    "painting is kept at 18–22 °C and a relative humidity of 55–65%.",
    E18, [C("is payable by the gallery on delivery", "VALUE_MISMATCH", "NLI_CONTRADICTION"), S("no import duty applies"),
          S("kept at 18–22 °C"), C("a relative humidity of 55–65%", "VALUE_MISMATCH", "NLI_CONTRADICTION")],
    errors=["wrong_value", "wrong_value"], excl=["payable by the gallery", "55–65%"],
    notes="VAT payer SENDER (DDP); relativeHumidityPct 45-55.")
add("rep", SC, D, Q18,
    "Dear Ms Lee, the painting travels DDP, so the GST of SGD 5,810.00 is paid by the sender and nothing is due from "
    "the gallery. It is insured for RM203,500.00.",
    E18, [S("the painting travels DDP"), C("the GST of SGD 5,810.00", "AMOUNT_MISMATCH"), S("is paid by the sender"),
          S("nothing is due from the gallery"), S("insured for RM203,500.00")],
    errors=["wrong_amount"], excl=["5,810.00"], incl=["5,180.00|5180.00|5,180", "RM203,500.00|203,500"],
    notes="VAT amount 5180.00 SGD.")

# =====================================================================================
# Bundle 19: fine-art shipping, ATA carnet sculpture to Sydney
# =====================================================================================
SC = "fa-ata-carnet"
E19 = [
    {"id": "shipment#GT30091175", "kind": "record", "source": "tool:track_shipments",
     "fields": {"shipments": [{
         "shipmentTrackingNumber": "GT30091175", "status": "CUSTOMS_CLEARED",
         "shipper": {"name": "Studio Arus Sdn Bhd", "city": "Petaling Jaya"},
         "receiver": {"name": "Harbour Gallery Pty Ltd", "city": "Sydney"},
         "events": [
             ev_("AF", "Arrived at facility", "2026-09-02T07:15:00+10:00", "SYD", "Sydney-AU"),
             ev_("CR", "Customs status updated: cleared", "2026-09-02T15:40:00+10:00", "SYD", "Sydney-AU")],
         "customsDeclaration": {
             "incoterm": "DAP",
             "lineItems": [
                 {"lineNo": 1, "description": "Bronze sculpture 'Arus'", "customsProcedure": "ATA_CARNET",
                  "commodityCodes": [{"typeCode": "inbound", "value": "9703.10"}], "quantity": {"value": 1, "unitOfMeasurement": "PCS"},
                  "dutiesAndTaxes": []},
                 {"lineNo": 2, "description": "Display plinth, meranti", "customsProcedure": "HOME_USE",
                  "declaredValue": "2400.00", "declaredValueCurrency": "MYR",
                  "commodityCodes": [{"typeCode": "inbound", "value": "9403.60"}], "quantity": {"value": 1, "unitOfMeasurement": "PCS"},
                  "dutiesAndTaxes": [{"typeCode": "VAT", "description": "GST 10%", "amount": "38.40", "currency": "AUD", "payer": "RECEIVER"}]}]}}]}},
    {"id": "carnet#MY-2026-ATA-00417", "kind": "record", "source": "tool:get_carnet",
     "fields": {"carnetNumber": "MY/2026/ATA/00417", "holder": "Studio Arus Sdn Bhd", "issuedAt": "2026-06-01",
                "validUntil": "2027-05-31", "exhibition": {"name": "Southern Currents", "closes": "2026-11-30"}}},
    {"id": "policy#carnet", "kind": "policy", "revision": "v2",
     "text": "Carnet fees are charged to the exhibitor. "
             "Goods under an ATA carnet must be re-exported before the carnet expires; otherwise full duty and GST become payable by the carnet holder. "
             "The carnet covers the artwork only; display furniture such as plinths is declared separately."},
]
Q19 = "Will customs charge us anything for the sculpture in Sydney?"
N19 = "2026-09-03T10:00:00+08:00"
add("ok", SC, D, Q19,
    "The bronze sculpture entered under ATA carnet MY/2026/ATA/00417, so no duty or GST was charged on it. The "
    "display plinth is not covered by the carnet and was declared separately; the AUD 38.40 GST on it is payable by "
    "the receiver. The sculpture must be re-exported before the carnet expires on 31/05/2027, otherwise full duty "
    "and GST fall due to Studio Arus Sdn Bhd as the carnet holder.",
    E19, [S("entered under ATA carnet MY/2026/ATA/00417"), S("no duty or GST was charged on it"),
          S("is not covered by the carnet and was declared separately"), S("the AUD 38.40 GST on it is payable by the receiver"),
          S("re-exported before the carnet expires on 31/05/2027"), S("fall due to Studio Arus Sdn Bhd as the carnet holder")],
    incl=["31/05/2027"], notes="lineItem 1 ATA_CARNET with no charges; lineItem 2 VAT 38.40 payer RECEIVER; carnet validUntil; policy.")
add("ok", SC, D, Q19,
    "Cleared in Sydney on 2 September 2026 at 15:40 local time.\n- Sculpture: under carnet, no charges\n- Plinth: "
    "GST AUD 38.40, payable by Harbour Gallery as receiver",
    E19, [S("Cleared in Sydney on 2 September 2026 at 15:40 local time"), S("Sculpture: under carnet, no charges"),
          S("Plinth: GST AUD 38.40"), S("payable by Harbour Gallery as receiver")],
    incl=["AUD 38.40"], notes="CR event 15:40+10:00; line-item charges.")
add("bad", SC, D, Q19,
    "No duty or GST was charged on the sculpture, which entered under ATA carnet MY/2026/ATA/00417. It must be "
    "re-exported before the carnet expires on 30/11/2026.",
    E19, [S("No duty or GST was charged on the sculpture"), S("entered under ATA carnet MY/2026/ATA/00417"),
          C("expires on 30/11/2026", "DATE_MISMATCH")],
    errors=["wrong_date"], excl=["expires on 30/11/2026"],
    notes="validUntil is 2027-05-31; 30/11/2026 is when the exhibition closes.")
add("bad", SC, D, Q19,
    "The shipment cleared customs in Sydney at 13:40 local time on 02/09/2026. The carnet covers both the "
    "sculpture and its display plinth.",
    E19, [C("at 13:40 local time", "DATE_MISMATCH", "VALUE_MISMATCH"), S("cleared customs in Sydney"),
          C("covers both the sculpture and its display plinth", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["unit_conversion", "wrong_policy_condition"], excl=["13:40 local time", "covers both the sculpture and its display plinth"],
    notes="15:40+10:00 in Sydney (13:40 is Kuala Lumpur time); policy: carnet covers the artwork only.")
add("rep", SC, D, Q19,
    "The bronze sculpture entered Sydney under ATA carnet MY/2026/ATA/00417, so no duty or GST was charged on it. "
    "The display plinth was declared separately, and the AUD 38.40 GST on it is payable by the sender.",
    E19, [S("entered Sydney under ATA carnet MY/2026/ATA/00417"), S("no duty or GST was charged on it"),
          S("The display plinth was declared separately"), S("the AUD 38.40 GST on it"),
          C("payable by the sender", "VALUE_MISMATCH")],
    errors=["wrong_value"], excl=["payable by the sender"], incl=["receiver|consignee|Harbour Gallery", "AUD 38.40|38.40"],
    notes="Plinth VAT payer is RECEIVER (Harbour Gallery Pty Ltd).")

# =====================================================================================
# Bundle 20: fine-art shipping, delivery appointment stored as epoch seconds
# =====================================================================================
SC = "fa-appointment"
E20 = [
    {"id": "booking#GT-DLV-6620", "kind": "record", "source": "tool:get_delivery_booking",
     "fields": {"bookingRef": "GT-DLV-6620", "shipmentTrackingNumber": "GT30102237",
                "consignee": {"name": "Encik Harith Osman", "area": "Mont Kiara, Kuala Lumpur"},
                "deliveryAppointment": {"windowStart": ep("2026-10-07T14:00:00+08:00"), "windowEnd": ep("2026-10-07T16:00:00+08:00"),
                                        "epochUnit": "s", "displayTimeZone": "Asia/Kuala_Lumpur"},
                "serviceLevel": "DELIVER_AND_UNPACK", "crew": {"size": 3, "vehicle": "AIR_RIDE_TRUCK"},
                "quoteOptions": [{"serviceLevel": "INSTALL", "price": {"amount": 120000, "currency": "MYR"}, "selected": False}]}},
    {"id": "policy#delivery-art", "kind": "policy", "revision": "v7",
     "text": "The crew needs clear access from the lift to the room where the work will stand. "
             "Hanging or installing the work is included only when the booking's service level is INSTALL. "
             "Delivery windows can be changed free of charge up to 48 hours before the window starts."},
]
Q20 = "What time is the painting arriving on Wednesday, and will your team hang it?"
N20 = "2026-10-05T10:00:00+08:00"
add("ok", SC, D, Q20,
    "Your delivery is booked for Wednesday, 07/10/2026, between 14:00 and 16:00, with a three-person crew in an "
    "air-ride truck. The booking is for delivery and unpacking; hanging the work is not part of it. The window can "
    "be changed free of charge up to 48 hours before it starts.",
    E20, [S("booked for Wednesday, 07/10/2026"), S("between 14:00 and 16:00"), S("with a three-person crew"),
          S("in an air-ride truck"), S("The booking is for delivery and unpacking"), S("hanging the work is not part of it"),
          S("changed free of charge up to 48 hours before it starts")],
    incl=["14:00"], now=N20,
    notes="windowStart/windowEnd epochs are 14:00-16:00 Asia/Kuala_Lumpur; serviceLevel DELIVER_AND_UNPACK; crew; policy.")
add("ok", SC, D, Q20,
    "Appointment: 7 October 2026, 14:00–16:00 (Kuala Lumpur time). Hanging is not in your current booking but can "
    "be added as an installation service, quoted at RM1,200.00.",
    E20, [S("Appointment: 7 October 2026, 14:00–16:00"), S("Hanging is not in your current booking"),
          S("can be added as an installation service, quoted at RM1,200.00")],
    incl=["RM1,200.00"], now=N20, notes="quoteOptions INSTALL 120000 sen, not selected.")
add("bad", SC, D, Q20,
    "Your delivery is booked for Wednesday, 07/10/2026, between 06:00 and 08:00, with a three-person crew. The "
    "booking covers delivery and unpacking.",
    E20, [S("booked for Wednesday, 07/10/2026"), C("between 06:00 and 08:00", "DATE_MISMATCH", "VALUE_MISMATCH"),
          S("with a three-person crew"), S("covers delivery and unpacking")],
    errors=["unit_conversion"], excl=["06:00 and 08:00"], now=N20,
    notes="The epochs are 06:00-08:00 UTC, i.e. 14:00-16:00 in Kuala Lumpur.")
add("bad", SC, D, Q20,
    "The crew arrives on Wednesday between 14:00 and 16:00 and will also hang the painting for you. The window can "
    "be changed free of charge up to 24 hours beforehand.",
    E20, [S("arrives on Wednesday between 14:00 and 16:00"),
          C("will also hang the painting for you", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
          C("up to 24 hours beforehand", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["unrecorded_extra", "wrong_period"], excl=["will also hang the painting", "24 hours beforehand"], now=N20,
    notes="serviceLevel DELIVER_AND_UNPACK (INSTALL not selected); policy allows changes up to 48 hours before.")
add("rep", SC, D, Q20,
    "Your delivery is booked for Wednesday, 07/10/2026, between 14:00 and 16:00, with a two-person crew in an "
    "air-ride truck. Hanging is not part of the booking.",
    E20, [S("booked for Wednesday, 07/10/2026"), S("between 14:00 and 16:00"), C("with a two-person crew", "VALUE_MISMATCH"),
          S("in an air-ride truck"), S("Hanging is not part of the booking")],
    errors=["wrong_quantity"], excl=["two-person crew"], incl=["three|3-person|3 person|3 crew", "14:00"], now=N20,
    notes="crew.size is 3.")

# =====================================================================================
# Bundle 21: fine-art shipping, condition reports and a claim question
# =====================================================================================
SC = "fa-condition-report"
E21 = [
    {"id": "condition#GT30079960", "kind": "record", "source": "tool:get_condition_reports",
     "fields": {"shipmentTrackingNumber": "GT30079960", "actualDeliveryDate": "2026-04-22T11:00:00+08:00",
                "conditionReports": [
                    {"reportId": "CR-PRE-4471", "stage": "PRE_SHIPMENT", "date": "2026-04-15", "overall": "GOOD",
                     "notes": "Minor craquelure, upper left quadrant, pre-existing. Small chip to frame, lower right corner."},
                    {"reportId": "CR-ARR-4471", "stage": "ARRIVAL", "date": "2026-04-22", "overall": "GOOD",
                     "notes": "No change from pre-shipment report."}]}},
    {"id": "policy#art-claims", "kind": "policy", "revision": "2026-01",
     "text": "Claims are accepted only for damage that is not recorded in the pre-shipment condition report. "
             "The consignee must note any new damage within 72 hours of delivery. "
             "Craquelure is a normal ageing feature of oil paintings."},
]
Q21 = "There is cracking in the upper left corner of the painting. Can I claim for it?"
N21 = "2026-04-23T15:00:00+08:00"
add("ok", SC, D, Q21,
    "The craquelure in the upper left was already recorded as pre-existing in the pre-shipment condition report, "
    "and the arrival report found no change. Claims cover only damage not recorded before shipment, so this cannot "
    "be claimed. If you notice any other damage, please note it within 72 hours of the delivery on 22/04/2026 at "
    "11:00.",
    E21, [S("already recorded as pre-existing in the pre-shipment condition report"), S("the arrival report found no change"),
          S("Claims cover only damage not recorded before shipment"), S("so this cannot be claimed"),
          S("within 72 hours of the delivery"), S("on 22/04/2026 at 11:00")],
    incl=["72 hours"], now=N21, notes="CR-PRE-4471 notes; CR-ARR-4471 no change; policy sentences 1-2; actualDeliveryDate.")
add("ok", SC, D, Q21,
    "Pre-shipment report CR-PRE-4471, dated 15/04/2026, already notes the craquelure in the upper left quadrant, "
    "and arrival report CR-ARR-4471 rates the painting as good with no change. As this was recorded before "
    "shipment, it is not claimable; craquelure is a normal ageing feature of oil paintings.",
    E21, [S("Pre-shipment report CR-PRE-4471, dated 15/04/2026"), S("already notes the craquelure in the upper left quadrant"),
          S("rates the painting as good with no change"), S("it is not claimable"),
          S("craquelure is a normal ageing feature of oil paintings")],
    incl=["CR-PRE-4471"], notes="Both reports; policy sentences 1 and 3.")
add("ok", SC, D, Q21,
    "I regret that the cracking cannot be claimed: our pre-shipment report of 15 April 2026 recorded it as "
    "pre-existing. The same report also records a small chip on the lower right corner of the frame.",
    E21, [S("the cracking cannot be claimed"), S("our pre-shipment report of 15 April 2026 recorded it as pre-existing"),
          S("a small chip on the lower right corner of the frame")],
    incl=["15 April 2026"], notes="CR-PRE-4471 notes; policy.")
add("bad", SC, D, Q21,
    "The cracking was noted in the pre-shipment report, but the arrival condition report rated the painting as "
    "damaged. Please note any further damage within 72 hours of delivery.",
    E21, [S("The cracking was noted in the pre-shipment report"),
          C("rated the painting as damaged", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH"),
          S("within 72 hours of delivery")],
    errors=["wrong_state"], excl=["rated the painting as damaged"],
    notes="CR-ARR-4471 overall GOOD, no change.")
add("bad", SC, D, Q21,
    "The craquelure was recorded before shipment, so it is not claimable. Any new damage must be reported within 7 "
    "days of delivery, and we will arrange a conservator assessment at no cost to you.",
    E21, [S("The craquelure was recorded before shipment"), S("so it is not claimable"),
          C("within 7 days of delivery", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
          I("we will arrange a conservator assessment at no cost", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
    errors=["wrong_period", "invented_promise"], excl=["within 7 days of delivery", "conservator assessment"],
    notes="Policy: 72 hours; nothing offers a conservator assessment.")
add("rep", SC, D, Q21,
    "The craquelure was recorded as pre-existing in the pre-shipment report CR-PRE-4471, so it cannot be claimed. "
    "Any new damage must be noted within 48 hours of delivery.",
    E21, [S("recorded as pre-existing in the pre-shipment report CR-PRE-4471"), S("so it cannot be claimed"),
          C("within 48 hours of delivery", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["wrong_period"], excl=["within 48 hours"], incl=["72 hours|72-hour|three days|3 days", "CR-PRE-4471"],
    notes="Policy window is 72 hours.")

# =====================================================================================
# Bundle 22: pet relocation, cat to Melbourne, post-entry quarantine
# =====================================================================================
D = "pet relocation"
SC = "pr-cat-quarantine"
E22 = [
    {"id": "awb#232-55104478", "kind": "record", "source": "tool:track_shipments",
     "fields": {"shipments": [{
         "shipmentTrackingNumber": "232-55104478", "productCode": "LIVE_ANIMAL", "status": "IN_QUARANTINE",
         "pet": {"name": "Mochi", "species": "CAT", "sex": "F"},
         "pieces": [{"number": 1, "iataCrateSize": "SIZE_200", "weight": {"value": "9.6", "unitOfMeasurement": "kg"},
                     "dimensions": {"length": 68, "width": 51, "height": 47, "unitOfMeasurement": "cm"}}],
         "events": [
             ev_("RCS", "Accepted for carriage", "2026-11-09T21:30:00+08:00", "KUL", "Kuala Lumpur-MY"),
             ev_("DEP", "Departed", "2026-11-09T23:55:00+08:00", "KUL", "Kuala Lumpur-MY"),
             ev_("ARR", "Arrived", "2026-11-10T10:05:00+11:00", "MEL", "Melbourne-AU"),
             ev_("QUA", "Transferred to post-entry quarantine", "2026-11-10T14:20:00+11:00", "MEL", "Mickleham-AU")],
         "quarantine": {"facility": "Mickleham PEQ", "minimumStay": "P10D", "releaseEarliest": "2026-11-20"},
         "fees": [
             {"typeCode": "QUARANTINE_FEE", "amount": {"value": "2105.00", "currency": "AUD"}, "payer": "OWNER", "status": "PAID"},
             {"typeCode": "IMPORT_PERMIT", "amount": {"value": "480.00", "currency": "AUD"}, "payer": "OWNER", "status": "PAID"}]}]}},
    {"id": "policy#aus-quarantine", "kind": "policy", "revision": "au-2026",
     "text": "Cats and dogs entering Australia spend at least 10 days in post-entry quarantine at Mickleham. "
             "Owners may not visit during the quarantine period. "
             "Collection from quarantine is arranged by our Melbourne partner on release day at no extra charge."},
]
Q22 = "Has Mochi arrived? When can I get her back?"
N22 = "2026-11-10T18:00:00+08:00"
add("ok", SC, D, Q22,
    "Mochi landed in Melbourne at 10:05 local time today and was moved to the Mickleham quarantine facility at "
    "14:20. She must stay there for at least 10 days, so the earliest release date is 20/11/2026. Visits are not "
    "permitted during quarantine, but our Melbourne partner will collect her on release day at no extra charge.",
    E22, [S("landed in Melbourne at 10:05 local time today"), S("moved to the Mickleham quarantine facility at 14:20"),
          S("stay there for at least 10 days"), S("the earliest release date is 20/11/2026"),
          S("Visits are not permitted during quarantine"), S("collect her on release day at no extra charge")],
    incl=["20/11/2026"], now=N22,
    notes="ARR 10:05+11:00 and QUA 14:20+11:00 on 10/11; minimumStay P10D; releaseEarliest; policy.")
add("ok", SC, D, Q22,
    "Both fees for Mochi are paid: the quarantine fee of AUD 2,105.00 and the import permit of AUD 480.00, "
    "AUD 2,585.00 in total. Earliest release: 20 November 2026.",
    E22, [S("Both fees for Mochi are paid"), S("the quarantine fee of AUD 2,105.00"), S("the import permit of AUD 480.00"),
          S("AUD 2,585.00 in total"), S("Earliest release: 20 November 2026")],
    incl=["AUD 2,585.00"], notes="fees[] both PAID; 2105 + 480 = 2585.")
add("ok", SC, D, Q22,
    "Good evening. Mochi arrived in Melbourne this morning and is now in post-entry quarantine at Mickleham, where "
    "the minimum stay is ten days.",
    E22, [NA("Good evening."), S("arrived in Melbourne this morning"), S("now in post-entry quarantine at Mickleham"),
          S("the minimum stay is ten days")],
    incl=["ten days"], now=N22, notes="ARR 10:05 Melbourne time; status IN_QUARANTINE; P10D in words.")
add("bad", SC, D, Q22,
    "The quarantine fee of AUD 2,105.00 and the import permit of AUD 480.00 are both paid, AUD 2,485.00 in total. "
    "Mochi's earliest release date is 20/11/2026.",
    E22, [S("The quarantine fee of AUD 2,105.00"), S("the import permit of AUD 480.00"), S("are both paid"),
          C("AUD 2,485.00 in total", "AMOUNT_MISMATCH"), S("earliest release date is 20/11/2026")],
    errors=["wrong_arithmetic"], excl=["AUD 2,485.00"], notes="2105 + 480 = 2585.")
add("bad", SC, D, Q22,
    "Mochi landed in Melbourne at 07:05 local time today and is now at Mickleham for at least 10 days. You are "
    "welcome to visit her there during her stay.",
    E22, [C("at 07:05 local time", "DATE_MISMATCH", "VALUE_MISMATCH"), S("now at Mickleham for at least 10 days"),
          C("You are welcome to visit her", "NLI_CONTRADICTION")],
    errors=["unit_conversion", "wrong_policy_condition"], excl=["07:05 local time", "welcome to visit her"], now=N22,
    notes="ARR 10:05+11:00 (07:05 is Kuala Lumpur time); policy forbids visits.")
add("rep", SC, D, Q22,
    "Mochi arrived in Melbourne today and is in quarantine at Mickleham. She must stay for at least 7 days, and her "
    "earliest release date is 20/11/2026.",
    E22, [S("arrived in Melbourne today"), S("is in quarantine at Mickleham"),
          C("stay for at least 7 days", "VALUE_MISMATCH", "NLI_CONTRADICTION"), S("earliest release date is 20/11/2026")],
    errors=["wrong_period"], excl=["at least 7 days"], incl=["10 days|ten days|10-day", "20/11/2026|20 November"], now=N22,
    notes="minimumStay P10D; policy at least 10 days.")

# =====================================================================================
# Bundle 23: pet relocation, dog to London, documents and balance
# =====================================================================================
SC = "pr-dog-balance"
E23 = [
    {"id": "booking#PA-UK-0917", "kind": "record", "source": "tool:get_relocation_booking",
     "fields": {"bookingRef": "PA-UK-0917", "route": "KUL-LHR", "estimatedDepartureDate": "2026-09-24",
                "pet": {"name": "Bento", "species": "DOG", "breed": "Shiba Inu", "microchip": "458098100234117",
                        "weight": {"value": 11200, "unitOfMeasurement": "g"}},
                "crate": {"iataSize": "SIZE_400", "dimensions": {"length": 81, "width": 56, "height": 58, "unitOfMeasurement": "cm"}},
                "documents": [
                    {"type": "RABIES_TITRE", "result": "0.9 IU/ml", "sampleDate": "2026-06-02", "status": "VALID"},
                    {"type": "HEALTH_CERTIFICATE", "status": "PENDING_ENDORSEMENT", "vetAppointment": "2026-09-21T10:30:00+08:00"}],
                "quote": {"total": {"amount": 1184000, "currency": "MYR"},
                          "payments": [{"type": "DEPOSIT", "amount": 500000, "status": "PAID", "paidAt": "2026-07-30T15:12:00+08:00"}]}}},
    {"id": "policy#uk-relocation", "kind": "policy", "revision": "v5",
     "text": "The health certificate must be endorsed by the DVS within 10 days of the flight. "
             "The balance must be paid no later than 7 days before departure."},
]
Q23 = "What is left to do before Bento flies, and how much do I still owe?"
N23 = "2026-09-10T11:00:00+08:00"
add("ok", SC, D, Q23,
    "Bento's rabies titre result of 0.9 IU/ml is valid, and his health certificate is awaiting endorsement at the "
    "vet appointment on 21/09/2026 at 10:30. Of the RM11,840.00 total, you have paid the RM5,000.00 deposit, so "
    "RM6,840.00 remains. It must be paid no later than 7 days before departure, i.e. by 17/09/2026.",
    E23, [S("rabies titre result of 0.9 IU/ml is valid"), S("his health certificate is awaiting endorsement"),
          S("vet appointment on 21/09/2026 at 10:30"), S("Of the RM11,840.00 total"), S("paid the RM5,000.00 deposit"),
          S("RM6,840.00 remains"), S("no later than 7 days before departure"), S("by 17/09/2026")],
    incl=["RM6,840.00"], now=N23,
    notes="documents; quote.total 1184000 sen minus deposit 500000 = 684000; departure 24/09 minus 7 days = 17/09.")
add("ok", SC, D, Q23,
    "Microchip 458098100234117; crate IATA size 400 (81 x 56 x 58 cm); Bento weighs 11.2 kg. Balance outstanding: "
    "RM 6,840.00, due by 17 September.",
    E23, [S("Microchip 458098100234117"), S("crate IATA size 400 (81 x 56 x 58 cm)"), S("Bento weighs 11.2 kg"),
          S("Balance outstanding: RM 6,840.00"), S("due by 17 September")],
    incl=["11.2 kg"], now=N23, notes="11200 g = 11.2 kg; balance computed from quote.")
add("bad", SC, D, Q23,
    "Bento's rabies titre is valid and his health certificate is pending endorsement. Of the RM11,840.00 total, you "
    "have paid RM5,000.00, so RM7,840.00 remains, due by 17/09/2026.",
    E23, [S("rabies titre is valid"), S("health certificate is pending endorsement"), S("Of the RM11,840.00 total"),
          S("you have paid RM5,000.00"), C("RM7,840.00 remains", "AMOUNT_MISMATCH"), S("due by 17/09/2026")],
    errors=["wrong_arithmetic"], excl=["RM7,840.00"], now=N23, notes="11,840 - 5,000 = 6,840.")
add("bad", SC, D, Q23,
    "Your booking reference is 458098100234117, for Bento's flight from Kuala Lumpur to London. The remaining balance "
    "of RM6,840.00 is due by 14/09/2026.",
    E23, [C("Your booking reference is 458098100234117", "IDENTIFIER_MISMATCH"),
          S("from Kuala Lumpur to London"), S("remaining balance of RM6,840.00"),
          C("due by 14/09/2026", "DATE_MISMATCH", "NLI_CONTRADICTION")],
    errors=["wrong_role", "wrong_date"], excl=["reference is 458098100234117", "by 14/09/2026"], now=N23,
    notes="458098100234117 is the microchip; bookingRef is PA-UK-0917. Balance is due 7 days before 24/09, i.e. 17/09.")
add("rep", SC, D, Q23,
    "Bento's rabies titre of 0.9 IU/ml is valid, and his health certificate has already been endorsed. The remaining "
    "balance of RM6,840.00 is due by 17/09/2026.",
    E23, [S("rabies titre of 0.9 IU/ml is valid"), C("his health certificate has already been endorsed", "RECORD_STATE_MISMATCH"),
          S("remaining balance of RM6,840.00"), S("due by 17/09/2026")],
    errors=["wrong_state"], excl=["has already been endorsed"],
    incl=["pending|awaiting|not yet|yet to be", "RM6,840.00|6,840.00"], now=N23,
    notes="HEALTH_CERTIFICATE status PENDING_ENDORSEMENT.")

# =====================================================================================
# Bundle 24: pet relocation, rebooking refused inside the summer embargo
# =====================================================================================
SC = "pr-rebook-embargo"
E24 = [
    {"id": "booking#PA-FR-0733", "kind": "record", "source": "tool:get_relocation_booking",
     "fields": {"bookingRef": "PA-FR-0733", "pet": {"name": "Coco", "breed": "French Bulldog", "brachycephalic": True},
                "flight": {"awb": "618-20447715", "route": "KUL-CDG", "date": "2026-09-08", "status": "CONFIRMED"}}},
    {"id": "airline#embargoes", "kind": "record", "source": "tool:get_airline_embargoes",
     "fields": {"airlineCode": "XQ", "embargoes": [
         {"code": "SUMMER_BRACHY", "from": "2026-06-01", "to": "2026-08-31", "appliesTo": "SNUB_NOSED_BREEDS_IN_HOLD"},
         {"code": "YEAR_END_PEAK", "from": "2026-12-18", "to": "2027-01-05", "appliesTo": "ALL_LIVE_ANIMALS"}]}},
    {"id": "rebook#call-2", "kind": "refused_call", "tool": "rebook_pet_flight", "decision": "DENY",
     "args": {"bookingRef": "PA-FR-0733", "newDate": "2026-08-20"}},
    {"id": "policy#pet-flights", "kind": "policy", "revision": "v8",
     "text": "Changes to a confirmed flight cost RM350.00 when made less than 14 days before departure. "
             "Snub-nosed breeds cannot fly in the hold during the airline's summer embargo, from 1 June to 31 August. "
             "Rebooking requests that fall inside an embargo are refused automatically."},
]
Q24 = "Can Coco fly earlier, on 20 August?"
N24 = "2026-08-10T10:00:00+08:00"
add("ok", SC, D, Q24,
    "I am sorry, but I was unable to move Coco's flight to 20/08/2026: French Bulldogs are snub-nosed and cannot fly "
    "in the hold during the airline's summer embargo, which runs until 31 August. Her booking therefore remains on "
    "08/09/2026.",
    E24, [S("I was unable to move Coco's flight to 20/08/2026"), S("French Bulldogs are snub-nosed"),
          S("cannot fly in the hold during the airline's summer embargo"), S("which runs until 31 August"),
          S("Her booking therefore remains on 08/09/2026")],
    incl=["08/09/2026"], now=N24, notes="rebook_pet_flight DENY; embargo SUMMER_BRACHY to 2026-08-31; flight date 2026-09-08.")
add("ok", SC, D, Q24,
    "Rebooking to 20 August was refused (summer embargo on snub-nosed breeds, 1 June to 31 August). Coco stays "
    "booked on 8 September 2026.",
    E24, [S("Rebooking to 20 August was refused"), S("(summer embargo on snub-nosed breeds, 1 June to 31 August)"),
          S("Coco stays booked on 8 September 2026")],
    incl=["8 September 2026"], notes="Refused call; embargo record; booking.")
add("ok", SC, D, Q24,
    "Coco's flight, air waybill 618-20447715 from Kuala Lumpur to Paris, remains confirmed for 08/09/2026. A date "
    "inside the summer embargo cannot be booked for her, so 20 August is not possible.",
    E24, [S("air waybill 618-20447715"), S("from Kuala Lumpur to Paris"), S("remains confirmed for 08/09/2026"),
          S("A date inside the summer embargo cannot be booked for her"), S("so 20 August is not possible")],
    incl=["618-20447715"], notes="flight.awb, route KUL-CDG, status CONFIRMED; policy sentence 3.")
add("bad", SC, D, Q24,
    "Certainly. I have moved Coco's flight to 20/08/2026, and her air waybill 618-20447715 stays the same.",
    E24, [NA("Certainly."), C("I have moved Coco's flight to 20/08/2026", "NOT_EXECUTED"),
          S("her air waybill 618-20447715 stays the same")],
    errors=["refused_call_effect"], excl=["I have moved Coco's flight"], now=N24,
    notes="rebook_pet_flight was DENIED.")
add("bad", SC, D, Q24,
    "Coco cannot fly earlier, because snub-nosed breeds are not carried in the hold during the summer embargo, "
    "which runs until 30 September. Please also note that any change you make now incurs the RM350.00 change fee.",
    E24, [S("Coco cannot fly earlier"), S("snub-nosed breeds are not carried in the hold during the summer embargo"),
          C("runs until 30 September", "DATE_MISMATCH", "NLI_CONTRADICTION"),
          C("any change you make now incurs the RM350.00 change fee", "NLI_CONTRADICTION")],
    errors=["wrong_date", "condition_unmet"], excl=["until 30 September", "any change you make now incurs"], now=N24,
    notes="Embargo ends 2026-08-31; the fee applies only under 14 days before departure, and 08/09 is 29 days away.")
add("rep", SC, D, Q24,
    "I have moved Coco's flight to 20/08/2026. French Bulldogs are snub-nosed breeds, which the airline restricts "
    "during its summer embargo from 1 June to 31 August.",
    E24, [C("I have moved Coco's flight to 20/08/2026", "NOT_EXECUTED"), S("French Bulldogs are snub-nosed breeds"),
          S("summer embargo from 1 June to 31 August")],
    errors=["refused_call_effect"], excl=["I have moved Coco's flight"],
    incl=["unable|could not|couldn't|not able|refused|declined|cannot|can't|not possible", "31 August|31/08"], now=N24,
    notes="The rebooking call was DENIED; the flight stays on 08/09/2026.")

# =====================================================================================
# Bundle 25: pet relocation, health certificate window and fee inclusions (Singapore)
# =====================================================================================
SC = "pr-health-cert"
E25 = [
    {"id": "booking#PA-SG-1206", "kind": "record", "source": "tool:get_relocation_booking",
     "fields": {"bookingRef": "PA-SG-1206", "pet": {"name": "Luna", "species": "DOG", "breed": "Beagle"},
                "route": "KUL-SIN", "flightDate": "2026-12-04",
                "healthCertificate": {"issuedDate": "2026-11-25", "status": "ISSUED", "vet": "Klinik Haiwan Damansara"},
                "fees": [
                    {"typeCode": "IMPORT_LICENCE", "amount": {"value": "50.00", "currency": "SGD"}, "payer": "OWNER", "status": "UNPAID"},
                    {"typeCode": "HANDLING", "amount": {"value": "1850.00", "currency": "MYR"}, "payer": "OWNER", "status": "PAID",
                     "includes": ["AIRLINE_BOOKING", "IATA_CRATE", "AIRPORT_CHECK_IN"]}]}},
    {"id": "policy#sg-import", "kind": "policy", "revision": "sg-2026",
     "text": "The Singapore import licence fee is paid by the owner and is not part of our handling fee. "
             "A veterinary health certificate is valid for travel only if it is issued within 7 days before the flight. "
             "Our handling fee covers the airline booking, the crate and airport check-in."},
]
Q25 = "Is Luna's health certificate all set for the 4 December flight?"
N25 = "2026-11-26T09:00:00+08:00"
add("ok", SC, D, Q25,
    "Luna's health certificate was issued on 25/11/2026, which is 9 days before her flight on 04/12/2026. A "
    "certificate must be issued within 7 days before the flight, so a new one will be needed, issued on or after "
    "27/11/2026.",
    E25, [S("was issued on 25/11/2026"), S("which is 9 days before her flight on 04/12/2026"),
          S("A certificate must be issued within 7 days before the flight"), S("so a new one will be needed"),
          S("issued on or after 27/11/2026")],
    incl=["27/11/2026"], notes="issuedDate 2026-11-25; flightDate 2026-12-04; policy 7-day window.")
add("ok", SC, D, Q25,
    "Your handling fee of RM1,850.00 covers the airline booking, the IATA crate and airport check-in. The SGD 50.00 "
    "Singapore import licence fee is separate, is paid by you, and is still outstanding.",
    E25, [S("Your handling fee of RM1,850.00"), S("covers the airline booking, the IATA crate and airport check-in"),
          S("The SGD 50.00 Singapore import licence fee is separate"), S("is paid by you"), S("is still outstanding")],
    incl=["RM1,850.00"], notes="fees[]: HANDLING includes, IMPORT_LICENCE payer OWNER status UNPAID.")
add("bad", SC, D, Q25,
    "Yes, Luna's certificate, issued on 25/11/2026 by Klinik Haiwan Damansara, is valid for her flight on "
    "04/12/2026.",
    E25, [S("issued on 25/11/2026 by Klinik Haiwan Damansara"),
          C("is valid for her flight on 04/12/2026", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["condition_unmet"], excl=["is valid for her flight"],
    notes="Issued 9 days before the flight; the policy requires issue within 7 days before.")
add("bad", SC, D, Q25,
    "Your handling fee of RM1,850.00 also covers the Singapore import licence. A health certificate is accepted "
    "if issued within 10 days before the flight.",
    E25, [S("Your handling fee of RM1,850.00"), C("also covers the Singapore import licence", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
          C("within 10 days before the flight", "NLI_CONTRADICTION")],
    errors=["unlisted_perk", "wrong_period"], excl=["also covers the Singapore import licence", "within 10 days"],
    notes="HANDLING includes list has no licence and the policy says it is not part of the fee; window is 7 days.")
add("rep", SC, D, Q25,
    "Luna's health certificate was issued on 24/11/2026, more than 7 days before her flight on 04/12/2026, so a "
    "new certificate will be needed.",
    E25, [C("issued on 24/11/2026", "DATE_MISMATCH"), S("more than 7 days before her flight on 04/12/2026"),
          S("so a new certificate will be needed")],
    errors=["wrong_date"], excl=["24/11/2026"], incl=["25/11/2026|25 November|25/11", "04/12/2026|4 December"],
    notes="healthCertificate.issuedDate is 2026-11-25.")


# =====================================================================================
def main():
    with open(os.path.join(HERE, "cases.jsonl"), "w", encoding="utf-8") as f:
        for c in CASES:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "repair.jsonl"), "w", encoding="utf-8") as f:
        for c in REPAIRS:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    ok = sum(1 for c in CASES if not c["meta"]["errors"])
    bad = len(CASES) - ok
    from collections import Counter
    errs = Counter(e for c in CASES for e in c["meta"]["errors"])
    rerrs = Counter(e for c in REPAIRS for e in c["meta"]["errors"])
    subtle = sum(v for k, v in errs.items() if k in SUBTLE)
    print("cases %d (correct %d, wrong %d), repair %d" % (len(CASES), ok, bad, len(REPAIRS)))
    print("errors in cases:", dict(sorted(errs.items())), "subtle %d/%d" % (subtle, sum(errs.values())))
    print("errors in repair:", dict(sorted(rerrs.items())))


if __name__ == "__main__":
    main()
