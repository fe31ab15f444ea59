"""Writes cases.jsonl and repair.jsonl for writer w65.

Every bundle, policy text and draft below was written by hand for its scenario; the helpers only
wrap them in the case format and run sanity checks (span uniqueness, excludes present, corrections
absent from the draft)."""
import copy
import json
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
API = ("WooCommerce-style REST orders (wc/v3): line_items with decimal-string subtotal/total/total_tax, "
       "meta_data key/value lists, shipping_lines, fee_lines, coupon_lines, date_created local + "
       "date_created_gmt, order notes, refunds with negative totals")

DOMAINS = {
    "wine": "online wine shop",
    "oil": "olive-oil producer",
    "cheese": "cheese shop",
    "spice": "spice merchant",
    "choc": "artisan chocolatier",
    "kom": "kombucha brewery",
}

CASES = []
REPAIRS = []

# ---- evidence helpers -------------------------------------------------------------------------

def rec(eid, source, fields):
    return {"id": eid, "kind": "record", "source": source, "fields": fields}


def pol(eid, text, revision=None):
    d = {"id": eid, "kind": "policy", "text": text}
    if revision:
        d["revision"] = revision
    return d


def psg(eid, text):
    return {"id": eid, "kind": "passage", "text": text}


def refused(eid, tool, decision, args, **extra):
    d = {"id": eid, "kind": "refused_call", "tool": tool, "decision": decision, "args": args}
    d.update(extra)
    return d

# ---- probe helpers ----------------------------------------------------------------------------

AMT = ["AMOUNT_MISMATCH", "VALUE_MISMATCH"]
DATE = ["DATE_MISMATCH", "VALUE_MISMATCH"]
STATE = ["RECORD_STATE_MISMATCH", "VALUE_MISMATCH"]
IDM = ["IDENTIFIER_MISMATCH", "VALUE_MISMATCH"]
VAL = ["VALUE_MISMATCH", "AMOUNT_MISMATCH"]
NLI = ["NLI_CONTRADICTION"]
NOPOL = ["NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED"]
NOREC = ["CLAIM_WITHOUT_TOOL_EVIDENCE"]
NOTEX = ["NOT_EXECUTED"]


def S(c):
    return {"contains": c, "verdict_in": ["supported"]}


def N(c):
    return {"contains": c, "verdict_in": ["not_applicable"]}


def C(c, reasons):
    return {"contains": c, "verdict_in": ["contradicted"], "reason_in": list(reasons)}


def I(c, reasons):
    return {"contains": c, "verdict_in": ["insufficient_evidence"], "reason_in": list(reasons)}


def CI(c, reasons):
    return {"contains": c, "verdict_in": ["contradicted", "insufficient_evidence"], "reason_in": list(reasons)}

# ---- case builders ----------------------------------------------------------------------------

_seen_ids = set()


def _check(cid, draft, probes, excl, incl, errors, repair):
    assert cid not in _seen_ids, cid
    _seen_ids.add(cid)
    for p in probes:
        n = draft.count(p["contains"])
        assert n == 1, (cid, p["contains"], n)
    for x in excl:
        assert x in draft, (cid, "exclude not in draft", x)
    if repair:
        assert 1 <= len(errors) <= 2, cid
        corr = incl[0].split("|")
        for alt in corr:
            assert alt not in draft, (cid, "correction already in draft", alt)
        for other in incl[1:]:
            assert any(a in draft for a in other.split("|")), (cid, "include not in draft", other)
    elif errors:
        assert 1 <= len(errors) <= 3, cid
        assert excl, cid
    else:
        assert not excl, cid
        assert 1 <= len(incl) <= 2, cid
        for x in incl:
            assert x in draft, (cid, "include not in draft", x)
    bad = [p for p in probes if not set(p["verdict_in"]) <= {"supported", "not_applicable"}]
    if errors:
        assert bad, (cid, "errors but no wrong probe")
    else:
        assert not bad, (cid, "correct reply with a non-supported probe")
    evid = [e["id"] for e in CURRENT["evidence"]]
    assert len(evid) == len(set(evid)), cid


CURRENT = {}


def scenario(biz, name, question, evidence, now=None):
    CURRENT.clear()
    CURRENT.update(biz=biz, name=name, question=question, evidence=evidence, now=now)


def _make(cid, draft, probes, errors, notes, excl, incl, now, question, outcome):
    q = question or CURRENT["question"]
    case = {"schema": "halcheck.case/1", "id": cid, "question": q, "draft": draft,
            "evidence": copy.deepcopy(CURRENT["evidence"])}
    n = now if now is not None else CURRENT["now"]
    if n:
        case["now"] = n
    return {"case": case,
            "expect": {"probes": probes, "outcome_in": outcome, "final_excludes": list(excl),
                       "final_includes": list(incl)},
            "meta": {"writer": "w65", "domain": DOMAINS[CURRENT["biz"]], "scenario": CURRENT["name"],
                     "api_family": API, "errors": list(errors), "notes": notes}}


def case(num, draft, probes, errors=(), notes="", excl=(), incl=(), now=None, question=None, tag=None):
    suffix = tag or (errors[0] if errors else None)
    cid = "w65-%03d-%s" % (num, CURRENT["name"]) + ("-" + suffix.replace("_", "-") if suffix else "")
    _check(cid, draft, probes, excl, incl, errors, False)
    CASES.append(_make(cid, draft, probes, errors, notes, excl, incl, now, question,
                       None if errors else ["sent"]))


def repair(num, draft, probes, errors, notes, excl, incl, now=None, question=None):
    cid = "w65-r%02d-%s" % (num, CURRENT["name"])
    _check(cid, draft, probes, excl, incl, errors, True)
    REPAIRS.append(_make(cid, draft, probes, errors, notes, excl, incl, now, question, ["repaired"]))

# =============================================================================================
# 1. wine shop: bottles in transit (order 40217); the customer's older order 40102 is a distractor
# =============================================================================================
scenario("wine", "wine-in-transit",
         "Hi, I ordered wine on Monday night (order 40217). Where is it and when will it arrive?",
         [
             rec("wc_get_order#40217", "tool:wc.orders.get", {
                 "id": 40217, "number": "40217", "status": "completed", "currency": "EUR",
                 "date_created": "2026-05-11T21:14:09", "date_created_gmt": "2026-05-11T18:14:09",
                 "date_paid_gmt": "2026-05-11T18:14:40",
                 "date_completed": "2026-05-13T11:02:44", "date_completed_gmt": "2026-05-13T08:02:44",
                 "billing": {"first_name": "Eleni", "last_name": "Marakaki", "city": "Thessaloniki"},
                 "payment_method_title": "Visa ending 4471",
                 "line_items": [
                     {"id": 88121, "name": "Assyrtiko Santorini 2023 (750 ml)", "sku": "ASY-SAN-23",
                      "quantity": 3, "subtotal": "72.00", "subtotal_tax": "17.28", "total": "72.00",
                      "total_tax": "17.28", "meta_data": [{"key": "vintage", "value": "2023"}]},
                     {"id": 88122, "name": "Xinomavro Naoussa 2020 (750 ml)", "sku": "XIN-NAO-20",
                      "quantity": 2, "subtotal": "63.00", "subtotal_tax": "15.12", "total": "63.00",
                      "total_tax": "15.12", "meta_data": [{"key": "vintage", "value": "2020"}]}],
                 "shipping_lines": [{"id": 88123, "method_id": "flat_rate",
                                     "method_title": "ACS Courier - insured", "total": "6.90",
                                     "total_tax": "1.66"}],
                 "fee_lines": [], "coupon_lines": [],
                 "shipping_total": "6.90", "total_tax": "34.06", "total": "175.96",
                 "meta_data": [
                     {"key": "_wc_shipment_tracking_items", "value": [
                         {"tracking_provider": "ACS Courier", "tracking_number": "7301994822",
                          "date_shipped": 1778630400}]},
                     {"key": "_signature_required", "value": "yes"},
                     {"key": "_age_check", "value": "PASSED"}]}),
             rec("acs_track#7301994822", "tool:acs.tracking.get", {
                 "awb": "7301994822", "status_code": "IN_TRANSIT",
                 "last_scan": {"hub": "THESSALONIKI_SINDOS", "ts": 1778730000},
                 "eta_window": {"from_ts": 1778824800, "to_ts": 1778839200},
                 "service": "SIGNATURE_ADULT"}),
             rec("wc_get_order#40102", "tool:wc.orders.get", {
                 "id": 40102, "number": "40102", "status": "completed", "currency": "EUR",
                 "date_created": "2026-03-28T18:40:51", "date_created_gmt": "2026-03-28T16:40:51",
                 "total": "92.40",
                 "meta_data": [{"key": "_wc_shipment_tracking_items", "value": [
                     {"tracking_provider": "ACS Courier", "tracking_number": "7301870016",
                      "date_shipped": 1774828800}]}]}),
             pol("policy#wine-delivery",
                 "Wine deliveries within mainland Greece usually arrive 2-4 working days after dispatch. "
                 "Because we ship alcohol, the courier must hand the parcel to an adult aged 18 or over and "
                 "collect a signature; parcels are never left at the door. If nobody is home, ACS leaves a "
                 "notice and tries once more the next working day. After a second missed attempt the parcel "
                 "waits at the nearest ACS branch for 5 days before it comes back to us.", "v4"),
         ],
         now="2026-05-14T10:05:00+03:00")

case(1, "Good news, Eleni: your five bottles from order 40217 left our cellar on 13/05 and are now on their "
        "way to you with ACS. The courier expects to bring them tomorrow, Friday 15/05, between 09:00 and "
        "13:00. An adult will need to sign for the parcel, as we never leave wine at the door. Your tracking "
        "number is 7301994822. I hope the Assyrtiko pours like a summer evening on Santorini!",
     [S("your five bottles from order 40217"), S("left our cellar on 13/05"), S("on their way to you with ACS"),
      S("tomorrow, Friday 15/05"), S("between 09:00 and 13:00"), S("An adult will need to sign"),
      S("we never leave wine at the door"), S("tracking number is 7301994822"), N("I hope the Assyrtiko")],
     notes="3+2 line-item quantities make five bottles; date_shipped is 13/05; acs IN_TRANSIT with eta_window "
           "06:00-10:00 UTC = 09:00-13:00 Athens (EEST) on Fri 15/05; delivery policy covers the signature.",
     incl=["7301994822", "09:00 and 13:00"])

case(2, "Γεια σας Eleni, here is where order 40217 stands:\n"
        "- Dispatched: Wednesday 13 May, with ACS Courier (tracking 7301994822)\n"
        "- Now: in transit, last scanned at the Sindos hub in Thessaloniki this morning\n"
        "- Expected delivery: Friday 15 May, 09:00-13:00\n"
        "- Someone aged 18 or over must be home to sign\n"
        "If nobody is in, ACS will leave a notice and try again the next working day. Warm wishes from the cellar!",
     [S("Dispatched: Wednesday 13 May"), S("with ACS Courier (tracking 7301994822)"), S("Now: in transit"),
      S("last scanned at the Sindos hub in Thessaloniki this morning"), S("Expected delivery: Friday 15 May, 09:00-13:00"),
      S("Someone aged 18 or over must be home to sign"), S("try again the next working day"),
      N("Warm wishes from the cellar")],
     notes="date_shipped 1778630400 is Wed 13/05; last_scan ts is 06:40 Athens on 14/05 (now 10:05); eta_window "
           "in Athens time is 09:00-13:00 Fri 15/05; retry and signature rules are in policy#wine-delivery.",
     incl=["Friday 15 May", "7301994822"])

case(3, "Order 40217 is in transit with ACS (7301994822) and due on 15/05 between 09:00 and 13:00.",
     [S("Order 40217 is in transit"), S("(7301994822)"), S("due on 15/05 between 09:00 and 13:00")],
     notes="acs status_code IN_TRANSIT; eta_window from/to epochs are 09:00 and 13:00 Athens time on 15/05.",
     incl=["15/05", "09:00 and 13:00"])

case(4, "Thank you for your patience, Eleni. Your order 40217 is with ACS and should reach you tomorrow "
        "between 06:00 and 10:00. You can follow it with tracking number 7301870016. Please make sure someone "
        "over 18 can sign for it, since wine is never left at the door.",
     [N("Thank you for your patience"), S("Your order 40217 is with ACS"),
      C("between 06:00 and 10:00", DATE), C("tracking number 7301870016", IDM),
      S("someone over 18 can sign"), S("wine is never left at the door")],
     errors=["unit_conversion", "other_record_value"],
     notes="eta_window epochs are 06:00-10:00 UTC, i.e. 09:00-13:00 in Athens; 7301870016 is the tracking number "
           "of the older order 40102, 40217's is 7301994822.",
     excl=["06:00 and 10:00", "7301870016"])

case(5, "Your Assyrtiko and Xinomavro are on the road, Eleni, and ACS plans to deliver them on Friday 15/05 "
        "between 09:00 and 13:00. If nobody is home, the courier will return the parcel straight to the branch, "
        "where it waits for 10 days. Raise a glass for me when they arrive!",
     [S("Your Assyrtiko and Xinomavro are on the road"), S("on Friday 15/05"), S("between 09:00 and 13:00"),
      C("return the parcel straight to the branch", NLI), C("where it waits for 10 days", NLI),
      N("Raise a glass for me")],
     errors=["wrong_policy_condition", "wrong_period"],
     notes="policy#wine-delivery: ACS first tries once more the next working day, and the branch holds the parcel "
           "for 5 days, not 10.",
     excl=["straight to the branch", "waits for 10 days"])

repair(1, "Your order 40217 shipped on 13/05 and ACS expects to deliver it tomorrow, Friday 15/05, between 09:00 "
          "and 13:00. The order total was €167.40, paid in full by your Visa ending 4471.",
     [S("shipped on 13/05"), S("tomorrow, Friday 15/05"), S("between 09:00 and 13:00"),
      C("The order total was €167.40", AMT), S("paid in full by your Visa ending 4471")],
     errors=["wrong_arithmetic"],
     notes="total is 175.96: 72.00 + 63.00 + 6.90 shipping + 34.06 tax; 167.40 leaves out shipping and its tax.",
     excl=["€167.40"], incl=["€175.96|175.96", "15/05|15 May"])

def SN(c):
    return {"contains": c, "verdict_in": ["supported", "not_applicable"]}

# =============================================================================================
# 2. wine shop: one bottle broken in transit, partial refund issued (order 40388)
# =============================================================================================
scenario("wine", "wine-breakage-refund",
         "One of the Agiorgitiko bottles arrived smashed, I sent you a photo yesterday. What happens now?",
         [
             rec("wc_get_order#40388", "tool:wc.orders.get", {
                 "id": 40388, "number": "40388", "status": "completed", "currency": "EUR",
                 "date_created": "2026-05-29T09:12:30", "date_created_gmt": "2026-05-29T06:12:30",
                 "billing": {"first_name": "Nikos", "last_name": "Dimou", "city": "Patra"},
                 "payment_method_title": "Mastercard via Viva Wallet",
                 "line_items": [
                     {"id": 90311, "name": "Agiorgitiko Nemea Reserve 2019", "quantity": 2,
                      "subtotal": "45.96", "total": "45.96", "total_tax": "11.03"},
                     {"id": 90312, "name": "Moschofilero Mantinia 2024", "quantity": 4,
                      "subtotal": "51.60", "total": "51.60", "total_tax": "12.38"}],
                 "shipping_lines": [{"id": 90313, "method_id": "free_shipping", "method_title": "Free delivery",
                                     "total": "0.00", "total_tax": "0.00"}],
                 "total": "120.97", "total_tax": "23.41",
                 "refunds": [{"id": 40412, "reason": "1 bottle broken in transit - photo received", "total": "-28.50"}],
                 "meta_data": [{"key": "_delivered_at", "value": 1780324320},
                               {"key": "_goodwill_coupon", "value": {"code": "SORRY-40388", "discount_type": "percent",
                                                                   "amount": "10", "expires": "2026-09-30"}}]}),
             rec("wc_get_refund#40412", "tool:wc.orders.refunds.get", {
                 "id": 40412, "order_id": 40388, "date_created": "2026-06-03T12:40:00",
                 "date_created_gmt": "2026-06-03T09:40:00", "amount": "28.50", "refunded_payment": True,
                 "line_items": [{"name": "Agiorgitiko Nemea Reserve 2019", "quantity": -1, "total": "-22.98",
                                 "total_tax": "-5.52"}]}),
             rec("wc_order_notes#40388", "tool:wc.orders.notes.list", {"notes": [
                 {"id": 7781, "author": "system", "date_created": "2026-06-03T12:40:02",
                  "note": "Refunded €28.50 - Viva Wallet txn VW-88120041.", "customer_note": False},
                 {"id": 7779, "author": "Katerina", "date_created": "2026-06-02T10:15:47",
                  "note": "Customer emailed photo of broken Agiorgitiko + box. Approve refund of 1 bottle; "
                          "sent 10% goodwill code for next order.", "customer_note": False}]}),
             pol("policy#breakage",
                 "We pack every bottle in moulded pulp, but glass sometimes loses the fight with a courier van. "
                 "Please tell us about breakage within 48 hours of delivery and send a photo of the damaged "
                 "bottle and the box. We refund each broken bottle to the original payment method; we do not "
                 "re-ship single bottles. Card refunds usually appear within 5-10 business days, depending on "
                 "your bank.", "v2"),
         ],
         now="2026-06-03T15:20:00+03:00")

case(6, "I'm so sorry one of your Agiorgitiko bottles didn't survive the journey, Nikos. We refunded €28.50 for it "
        "to your Mastercard today, and card refunds usually show within 5-10 business days depending on your bank. "
        "The refund covers the one broken bottle; as we don't re-ship single bottles, it comes back to you as money "
        "rather than a replacement.",
     [N("I'm so sorry one of your Agiorgitiko"), S("We refunded €28.50 for it"), S("to your Mastercard today"),
      S("within 5-10 business days"), S("The refund covers the one broken bottle"),
      S("we don't re-ship single bottles")],
     notes="refund 40412 amount 28.50 created 03/06 (now is 03/06), paid by Mastercard; policy#breakage gives 5-10 "
           "business days and no re-shipping of single bottles; refund line quantity -1.",
     incl=["€28.50"])

case(7, "Dear Nikos,\n\nThank you for sending the photo so quickly. A refund of twenty-eight euros and fifty cents for "
        "the broken Agiorgitiko Nemea Reserve 2019 was issued on 3 June to the card you paid with. Depending on your "
        "bank, it should reach you within five to ten business days. As a small thank-you, a 10% code, SORRY-40388, "
        "is waiting for your next order until 30 September.\n\nWith warm regards from the cellar,\nKaterina",
     [SN("Thank you for sending the photo"), S("twenty-eight euros and fifty cents"), S("was issued on 3 June"),
      S("within five to ten business days"), S("a 10% code, SORRY-40388"), S("until 30 September"),
      N("With warm regards")],
     notes="refund amount 28.50 dated 2026-06-03; policy 5-10 business days; _goodwill_coupon is 10 percent, code "
           "SORRY-40388, expires 2026-09-30.",
     incl=["SORRY-40388", "3 June"])

case(8, "So sorry about the broken bottle, Nikos. We've refunded €22.98 to your Mastercard, and it should appear "
        "within 3-5 business days. The other Agiorgitiko and the four Moschofilero are yours to enjoy.",
     [N("So sorry about the broken bottle"), C("We've refunded €22.98", AMT), C("within 3-5 business days", NLI),
      S("the four Moschofilero")],
     errors=["wrong_amount", "wrong_period"],
     notes="refund 40412 is 28.50 (22.98 is the line net of its 5.52 VAT); policy#breakage says 5-10 business days.",
     excl=["€22.98", "3-5 business days"])

case(9, "Your refund of €28.50 for the broken bottle went back to your card on 03/06. To make up for it, I've popped a "
        "replacement Agiorgitiko into tomorrow's dispatch, and your code SORRY-40388 gives you €10 off your next order.",
     [S("Your refund of €28.50"), S("went back to your card on 03/06"),
      CI("popped a replacement Agiorgitiko into tomorrow's dispatch", NOREC + NLI),
      C("gives you €10 off your next order", VAL)],
     errors=["unrecorded_extra", "wrong_value"],
     notes="no record holds a replacement shipment and policy#breakage says single bottles are not re-shipped; the "
           "goodwill coupon is 10 percent, not €10.",
     excl=["replacement Agiorgitiko", "€10 off"])

repair(2, "Your €28.50 refund for the broken Agiorgitiko was issued on 03/06 and should reach your card within 5-10 "
          "business days. Next time, please let us know within 72 hours of delivery and include a photo of the bottle "
          "and box.",
       [S("Your €28.50 refund"), S("was issued on 03/06"), S("within 5-10 business days"),
        C("within 72 hours of delivery", NLI), S("include a photo of the bottle")],
       errors=["wrong_policy_condition"],
       notes="policy#breakage asks for the report within 48 hours of delivery.",
       excl=["72 hours"], incl=["48 hours", "€28.50|28.50"])

# =============================================================================================
# 3. wine shop: delivery charged because the coupon took the basket under the threshold (order 40511)
# =============================================================================================
scenario("wine", "wine-coupon-threshold",
         "My wines were nearly €90 so why did you charge me €5.90 delivery on order 40511? Please refund it.",
         [
             rec("wc_get_order#40511", "tool:wc.orders.get", {
                 "id": 40511, "number": "40511", "status": "processing", "currency": "EUR",
                 "date_created": "2026-05-19T22:47:03", "date_created_gmt": "2026-05-19T19:47:03",
                 "billing": {"first_name": "Sofia", "last_name": "Kanellou", "city": "Larissa"},
                 "payment_method_title": "Visa ending 0935",
                 "line_items": [
                     {"id": 91501, "name": "Malagousia Epanomi 2024", "quantity": 3, "subtotal": "35.08",
                      "subtotal_tax": "8.42", "total": "29.82", "total_tax": "7.16"},
                     {"id": 91502, "name": "Rosé Xinomavro Amyndeo 2025", "quantity": 2, "subtotal": "19.35",
                      "subtotal_tax": "4.64", "total": "16.45", "total_tax": "3.95"},
                     {"id": 91503, "name": "Vinsanto Santorini 2016 (500 ml)", "quantity": 1, "subtotal": "17.74",
                      "subtotal_tax": "4.26", "total": "15.08", "total_tax": "3.62"}],
                 "coupon_lines": [{"id": 91504, "code": "welcome15", "discount": "10.82", "discount_tax": "2.59",
                                   "meta_data": [{"key": "coupon_data",
                                                  "value": {"discount_type": "percent", "amount": "15"}}]}],
                 "shipping_lines": [{"id": 91505, "method_id": "flat_rate", "method_title": "Standard delivery",
                                     "total": "4.76", "total_tax": "1.14"}],
                 "fee_lines": [],
                 "discount_total": "10.82", "discount_tax": "2.59", "shipping_total": "4.76",
                 "total_tax": "15.87", "total": "81.98",
                 "meta_data": [{"key": "_basket_gross_before_coupons", "value": "89.49"},
                               {"key": "_basket_gross_after_coupons", "value": "76.08"}]}),
             rec("wc_get_order#40320", "tool:wc.orders.get", {
                 "id": 40320, "number": "40320", "status": "completed", "currency": "EUR",
                 "date_created": "2026-04-22T19:05:10", "date_created_gmt": "2026-04-22T16:05:10",
                 "shipping_lines": [{"method_id": "free_shipping", "method_title": "Free delivery", "total": "0.00"}],
                 "coupon_lines": [], "total": "104.20"}),
             refused("wc_refund_create#call-3", "wc.orders.refunds.create", "DENY",
                     {"order_id": 40511, "amount": "5.90", "reason": "shipping goodwill"},
                     reason="FREE_SHIPPING_THRESHOLD_NOT_MET"),
             pol("policy#delivery-charges",
                 "Delivery within Greece costs €5.90 per order. Islands served only by ferry add a €3.00 surcharge. "
                 "Delivery is free when the wines in your basket come to €80 or more, VAT included, after any coupon "
                 "has been applied. Free delivery cannot be added to an order after it has been placed, and we do "
                 "not refund delivery charges on orders that did not qualify.", "v6"),
         ],
         now="2026-05-20T11:00:00+03:00")

case(10, "Thanks for asking, Sofia, I can see why the delivery charge was a surprise. Your wines added up to €89.49, "
         "but after the 15% WELCOME15 discount they came to €76.08, just under our €80 free-delivery threshold, "
         "which is counted after coupons. That's why the standard €5.90 delivery was added, bringing order 40511 "
         "to €81.98.",
     [N("Thanks for asking, Sofia"), S("Your wines added up to €89.49"), S("15% WELCOME15 discount"),
      S("they came to €76.08"), S("just under our €80 free-delivery threshold"), S("which is counted after coupons"),
      S("the standard €5.90 delivery was added"), S("bringing order 40511 to €81.98")],
     notes="_basket_gross_before/after_coupons are 89.49 / 76.08; coupon_data percent 15; shipping 4.76+1.14 = 5.90; "
           "total 81.98; policy: free from €80 after coupons.",
     incl=["€76.08", "€81.98"])

case(11, "Delivery of €5.90 was charged because, after the WELCOME15 coupon, the wines in order 40511 totalled "
         "€76.08, below the €80 needed for free delivery.",
     [S("Delivery of €5.90 was charged"), S("totalled €76.08"), S("below the €80 needed for free delivery")],
     notes="shipping line 4.76 net + 1.14 VAT; basket after coupons 76.08; threshold €80 after coupons in the policy.",
     incl=["€76.08"])

case(12, "Dear Sofia, I did ask for the €5.90 delivery charge to be refunded, but our system declined it, because "
         "free delivery starts at €80 after coupons and your wines came to €76.08 once WELCOME15 was applied. I'm "
         "sorry I can't do more on that charge. Your Malagousia, rosé and Vinsanto are being prepared for dispatch "
         "now, and I hope they bring a little Aegean light to your table.",
     [S("our system declined it"), S("free delivery starts at €80 after coupons"),
      S("your wines came to €76.08"), N("I'm sorry I can't do more"),
      S("are being prepared for dispatch now"), N("I hope they bring a little Aegean light")],
     notes="refused_call wc.orders.refunds.create DENY for 5.90; policy threshold; basket after coupons 76.08; "
           "status processing means being prepared.",
     incl=["€76.08", "declined"])

case(13, "Hi Sofia! Your wines came to €89.49 before the coupon, which puts you over our €80 threshold, so delivery "
         "should have been free. I've refunded the €5.90 to your Visa ending 0935, and you'll see it within a few "
         "days.",
     [S("Your wines came to €89.49 before the coupon"), C("which puts you over our €80 threshold", NLI + VAL),
      C("I've refunded the €5.90", NOTEX), I("you'll see it within a few days", NOPOL + NOREC)],
     errors=["condition_unmet", "refused_call_effect", "invented_promise"],
     notes="the threshold is counted after coupons (76.08 < 80), so the waiver does not apply; the refund call was "
           "DENIED; no policy gives a refund timing.",
     excl=["over our €80 threshold", "I've refunded the €5.90", "within a few days"])

case(14, "Your order 40511 came to €81.98, which includes the €5.90 delivery, so your wines themselves came to €77.08. "
         "Free delivery starts at €80 before discounts, so I'm afraid the charge stands.",
     [S("came to €81.98"), S("includes the €5.90 delivery"), C("came to €77.08", AMT),
      C("Free delivery starts at €80 before discounts", NLI), SN("I'm afraid the charge stands")],
     errors=["wrong_arithmetic", "wrong_policy_condition"],
     notes="81.98 - 5.90 = 76.08, not 77.08; policy#delivery-charges counts the €80 after coupons, not before.",
     excl=["€77.08", "€80 before discounts"])

repair(3, "Your order 40511 came to €81.98, including €5.90 delivery. Free delivery applies from €80 after coupons, and "
          "your wines totalled €76.08 after the WELCOME15 discount. I've waived the delivery charge as a one-off "
          "gesture.",
       [S("came to €81.98"), S("including €5.90 delivery"), S("Free delivery applies from €80 after coupons"),
        S("your wines totalled €76.08"), C("I've waived the delivery charge", NOTEX)],
       errors=["refused_call_effect"],
       notes="wc.orders.refunds.create for 5.90 was DENIED (FREE_SHIPPING_THRESHOLD_NOT_MET).",
       excl=["I've waived the delivery charge"],
       incl=["could not|couldn't|unable|not able|declined|can't|cannot", "€76.08|76.08"])

# =============================================================================================
# 4. wine shop: Cellar Club subscription, next renewal, price change, perks of the tier
# =============================================================================================
scenario("wine", "wine-club-renewal",
         "When is my next Cellar Club box, how much will it be, and do I get free delivery on my normal orders?",
         [
             rec("wcs_get_subscription#5120", "tool:wc.subscriptions.get", {
                 "id": 5120, "status": "active", "currency": "EUR", "billing_period": "month",
                 "billing_interval": 3, "start_date_gmt": "2025-10-01T07:00:00",
                 "next_payment_date_gmt": "2026-07-01T07:00:00", "last_payment_date_gmt": "2026-04-01T07:00:00",
                 "billing": {"first_name": "Andreas", "last_name": "Pappas", "city": "Heraklion"},
                 "line_items": [{"id": 61001, "name": "Cellar Club - Explorer box (6 bottles)", "quantity": 1,
                                 "subtotal": "71.77", "total": "71.77", "total_tax": "17.23"}],
                 "shipping_lines": [{"method_id": "free_shipping", "method_title": "Club box delivery", "total": "0.00"}],
                 "total": "89.00",
                 "meta_data": [{"key": "club_tier", "value": "EXPLORER"},
                               {"key": "skip_cutoff_days", "value": 7}]}),
             rec("wcs_price_history#5120", "tool:wc.subscriptions.price_history", {
                 "subscription_id": 5120, "versions": [
                     {"total": "79.00", "valid_from": "2025-10-01", "valid_to": "2026-03-31", "state": "SUPERSEDED"},
                     {"total": "89.00", "valid_from": "2026-04-01", "valid_to": None, "state": "CURRENT"}]}),
             pol("policy#cellar-club",
                 "The Cellar Club sends a box of six bottles every three months. Explorer members get 10% off any "
                 "shop order, an invitation to our two tasting evenings each year, and free delivery on their "
                 "quarterly box. Reserve members get the same, plus free delivery on every shop order and early "
                 "access to our small allocations. A box can be skipped up to 7 days before its renewal date.", "v3"),
         ],
         now="2026-06-10T18:30:00+03:00")

case(15, "Your next Explorer box renews on 1 July for €89.00, and its delivery is on us. As an Explorer member you also "
         "get 10% off any shop order and an invitation to our two tasting evenings each year. Free delivery on regular "
         "shop orders is a Reserve perk, so it isn't part of your tier. If you'd like to skip this box, just tell us "
         "by 24 June.",
     [S("renews on 1 July for €89.00"), S("its delivery is on us"), S("10% off any shop order"),
      S("two tasting evenings each year"), S("Free delivery on regular shop orders is a Reserve perk"),
      S("it isn't part of your tier"), S("tell us by 24 June")],
     notes="next_payment_date_gmt 2026-07-01 07:00 UTC (10:00 Athens); current price version 89.00; club_tier EXPLORER; "
           "perks and the 7-day skip cut-off in policy#cellar-club (1 July - 7 days = 24 June).",
     incl=["€89.00", "1 July"])

case(16, "Kalispera Andreas! Here is your Cellar Club summary:\n"
         "- Next renewal: 01/07/2026 at 10:00, Athens time\n"
         "- Price: €89.00 for the quarterly box of six bottles\n"
         "- Included for Explorers: free delivery of the box, 10% off the shop and two tasting evenings a year\n"
         "Regular shop orders still carry the usual delivery charge on the Explorer tier.",
     [S("Next renewal: 01/07/2026 at 10:00"), S("Price: €89.00"), S("quarterly box of six bottles"),
      S("free delivery of the box, 10% off the shop and two tasting evenings a year"),
      S("Regular shop orders still carry the usual delivery charge")],
     notes="07:00 UTC on 1 July is 10:00 EEST; billing_interval 3 months; Explorer perks from policy#cellar-club, "
           "which gives free delivery on every shop order only to Reserve.",
     incl=["01/07/2026", "€89.00"])

case(17, "Lovely to hear from a club member! Your next box arrives with the 1 July renewal at €79.00 as usual, and as a "
         "Cellar Club member your regular shop orders ship free too. You also have 10% off anything in the shop.",
     [N("Lovely to hear from a club member"), S("with the 1 July renewal"), C("at €79.00 as usual", AMT),
      CI("your regular shop orders ship free too", NLI + NOPOL + NOREC), S("10% off anything in the shop")],
     errors=["stale_value", "unlisted_perk"],
     notes="79.00 is the SUPERSEDED price version (to 31/03); the current one is 89.00. Free delivery on shop orders "
           "is a Reserve perk; the subscription is EXPLORER.",
     excl=["€79.00", "regular shop orders ship free"])

case(18, "Your Explorer box renews on 1 July at 07:00 for €89.00, with free delivery on the box. If you want to skip "
         "it, you can do so up to 3 days before the renewal.",
     [S("Your Explorer box renews on 1 July"), C("at 07:00", DATE), S("for €89.00"),
      S("free delivery on the box"), C("up to 3 days before the renewal", NLI)],
     errors=["unit_conversion", "wrong_period"],
     notes="next_payment_date_gmt is 07:00 UTC, which is 10:00 in Athens; policy#cellar-club allows skipping up to 7 "
           "days before renewal.",
     excl=["at 07:00", "up to 3 days"])

repair(4, "Your Explorer box renews on 1 July for €79.00, with free delivery on the box, and you keep 10% off every shop "
          "order.",
       [S("renews on 1 July"), C("for €79.00", AMT), S("free delivery on the box"), S("10% off every shop order")],
       errors=["stale_value"],
       notes="wcs_price_history: 79.00 is SUPERSEDED since 01/04/2026; the current box price is 89.00.",
       excl=["€79.00"], incl=["€89.00|89.00", "1 July|01/07"])

# =============================================================================================
# 5. olive-oil producer: early-harvest pre-order (order 7781), older delivered order 7702
# =============================================================================================
scenario("oil", "oil-harvest-preorder",
         "I pre-ordered the new Agoureleo. When does it ship, and have you already taken the money?",
         [
             rec("wc_get_order#7781", "tool:wc.orders.get", {
                 "id": 7781, "number": "7781", "status": "on-hold", "currency": "EUR",
                 "date_created": "2026-09-02T08:31:12", "date_created_gmt": "2026-09-02T05:31:12",
                 "date_paid": "2026-09-02T08:31:40", "date_paid_gmt": "2026-09-02T05:31:40",
                 "billing": {"first_name": "Maria", "last_name": "Stathaki", "city": "Volos"},
                 "line_items": [{"id": 30121, "name": "Agoureleo Early Harvest 2026 - 3 L tin", "quantity": 2,
                                 "subtotal": "58.00", "total": "58.00", "total_tax": "7.54",
                                 "meta_data": [{"key": "_harvest_lot", "value": "KL-26-EH"}]}],
                 "shipping_lines": [{"id": 30122, "method_id": "flat_rate", "method_title": "ELTA Courier",
                                     "total": "5.00", "total_tax": "1.20"}],
                 "total": "71.74", "total_tax": "8.74",
                 "meta_data": [{"key": "_wc_pre_orders_is_pre_order", "value": "1"},
                               {"key": "_wc_pre_orders_when_charged", "value": "upfront"},
                               {"key": "_wc_pre_orders_availability_datetime", "value": 1794812400}]}),
             rec("wc_get_order#7702", "tool:wc.orders.get", {
                 "id": 7702, "number": "7702", "status": "completed", "currency": "EUR",
                 "date_created": "2026-02-06T13:02:55", "date_created_gmt": "2026-02-06T11:02:55",
                 "line_items": [{"name": "Koroneiki Estate 2025 - 5 L tin", "quantity": 1, "subtotal": "44.16",
                                 "total": "44.16", "total_tax": "5.74"}],
                 "total": "54.90"}),
             pol("policy#preorders",
                 "New-harvest oil is sold on pre-order from September. Pre-orders are charged in full when you place "
                 "them, and your order stays on hold until pressing is done. Tins ship from the release date shown on "
                 "your order, in the order pre-orders were placed. If the harvest is short and we cannot fill a tin, "
                 "we refund that tin in full within 14 days.", "2026-08"),
             psg("kb#agoureleo",
                 "Agoureleo means 'unripe oil'. We press it from green Koroneiki olives during the first two weeks of "
                 "the harvest.\nIt is cloudy, grassy and peppery, with more polyphenols than our later pressings.\n"
                 "Keep the tin closed, away from light and heat."),
         ],
         now="2026-09-15T12:00:00+03:00")

case(19, "Your two 3-litre tins of Agoureleo are reserved for you, Maria, and were paid in full when you ordered, €71.74 "
         "including delivery. They will ship from 16 November, once pressing is done. Like all our early-harvest oil it "
         "will be grassy and peppery, so it is worth the wait!",
     [S("Your two 3-litre tins of Agoureleo"), S("were paid in full when you ordered"), S("€71.74 including delivery"),
      S("They will ship from 16 November"), S("once pressing is done"), S("grassy and peppery")],
     notes="quantity 2 of the 3 L tin; date_paid set and pre-orders charged upfront; total 71.74; availability epoch is "
           "16/11 09:00 Athens; the policy and kb#agoureleo cover pressing and taste.",
     incl=["16 November", "€71.74"])

case(20, "Pre-order 7781 (2 × 3 L Agoureleo) is paid and ships from 16/11/2026.",
     [S("Pre-order 7781 (2 × 3 L Agoureleo)"), S("is paid"), S("ships from 16/11/2026")],
     notes="line item quantity 2; date_paid_gmt 2026-09-02; _wc_pre_orders_availability_datetime 1794812400 = 16/11/2026.",
     incl=["16/11/2026"])

case(21, "Dear Maria,\n\nThank you for waiting for our new oil with us. The €71.74 for order 7781 was taken on 2 September, "
         "when you placed the pre-order, and the order is on hold until the olives are pressed. Your tins leave the mill "
         "from Monday 16 November, in the order pre-orders came in. Should the harvest be short and we can't fill a tin, "
         "we will refund it in full within 14 days.\n\nFrom the grove with love,\nGiorgos",
     [N("Thank you for waiting for our new oil"), S("The €71.74 for order 7781 was taken on 2 September"),
      S("the order is on hold until the olives are pressed"), S("from Monday 16 November"),
      S("in the order pre-orders came in"), S("we will refund it in full within 14 days"), N("From the grove with love")],
     notes="date_paid 2026-09-02, total 71.74; status on-hold and policy says on hold until pressing; 16/11/2026 is a "
           "Monday; policy gives the queue order and the 14-day refund.",
     incl=["€71.74", "16 November"])

case(22, "Good news, Maria: nothing has been charged yet. Your card will be charged when the tins ship on 16 November at "
         "07:00, and they go out in the order the pre-orders were placed.",
     [C("nothing has been charged yet", STATE), C("Your card will be charged when the tins ship", NLI + STATE),
      S("ship on 16 November"), C("at 07:00", DATE), S("in the order the pre-orders were placed")],
     errors=["wrong_state", "wrong_policy_condition", "unit_conversion"],
     notes="date_paid is set and _wc_pre_orders_when_charged is upfront; the policy charges pre-orders when placed; "
           "the release epoch is 07:00 UTC = 09:00 Athens.",
     excl=["nothing has been charged yet", "charged when the tins ship", "at 07:00"])

case(23, "Your 5-litre tin of Agoureleo ships from 16 November. If the harvest is short and we can't fill your tin, "
         "we'll refund it in full within 30 days.",
     [C("Your 5-litre tin of Agoureleo", VAL), S("ships from 16 November"), C("within 30 days", NLI)],
     errors=["other_record_value", "wrong_period"],
     notes="the 5 L tin is the older order 7702 (Koroneiki 2025); 7781 holds two 3 L tins; policy#preorders refunds "
           "within 14 days.",
     excl=["5-litre tin", "within 30 days"])

repair(5, "Your two tins of Agoureleo are paid for and will ship from 16 November. If the harvest comes up short, any tin "
          "we cannot fill is refunded in full within 30 days.",
       [S("Your two tins of Agoureleo are paid for"), S("will ship from 16 November"), C("within 30 days", NLI)],
       errors=["wrong_period"],
       notes="policy#preorders: a tin that cannot be filled is refunded in full within 14 days.",
       excl=["within 30 days"], incl=["14 days|fourteen days", "16 November|16/11"])

# =============================================================================================
# 6. olive-oil producer: address change refused, label already printed (order 7815)
# =============================================================================================
scenario("oil", "oil-address-change",
         "I've just moved to Chalkida - can you send order 7815 there instead of Ermou 45 in Athens?",
         [
             rec("wc_get_order#7815", "tool:wc.orders.get", {
                 "id": 7815, "number": "7815", "status": "processing", "currency": "EUR",
                 "date_created": "2026-10-04T20:12:00", "date_created_gmt": "2026-10-04T17:12:00",
                 "billing": {"first_name": "Kostas", "last_name": "Vlachos", "city": "Athens"},
                 "shipping": {"address_1": "Ermou 45", "city": "Athens", "postcode": "10563"},
                 "line_items": [{"id": 30811, "name": "Kalliste Koroneiki 2025 - 1 L bottle", "quantity": 6,
                                 "subtotal": "79.12", "total": "79.12", "total_tax": "10.28"}],
                 "shipping_lines": [{"id": 30812, "method_id": "free_shipping", "method_title": "Geniki Taxydromiki",
                                     "total": "0.00", "total_tax": "0.00"}],
                 "total": "89.40", "total_tax": "10.28",
                 "meta_data": [{"key": "_shipping_label_created", "value": "yes"},
                               {"key": "_label_created_at", "value": 1791209400},
                               {"key": "_geniki_voucher", "value": "4915 2207 381"}]}),
             rec("wc_get_customer#2291", "tool:wc.customers.get", {
                 "id": 2291, "first_name": "Kostas", "last_name": "Vlachos",
                 "shipping": {"address_1": "Angeli Gyparí 18", "city": "Chalkida", "postcode": "34100"},
                 "date_modified": "2026-10-06T09:21:07"}),
             refused("wc_update_order#call-7", "wc.orders.update", "DENY",
                     {"order_id": 7815, "shipping": {"address_1": "Angeli Gyparí 18", "city": "Chalkida",
                                                     "postcode": "34100"}},
                     reason="LABEL_ALREADY_PRINTED"),
             pol("policy#address-changes",
                 "Tell us as early as you can if your address changes. We can change a delivery address until the "
                 "shipping label is printed. After that, please ask Geniki Taxydromiki to redirect the parcel, quoting "
                 "the voucher number from your dispatch email. Redirection within the same city is free; sending it on "
                 "to another city costs €3.50, paid to the courier.", "v2"),
         ],
         now="2026-10-06T09:40:00+03:00")

case(24, "I'm sorry, Kostas. I tried to change the delivery address on order 7815 to Chalkida, but the system wouldn't "
         "allow it because the shipping label was already printed yesterday afternoon. You can still ask Geniki "
         "Taxydromiki to redirect the parcel using voucher 4915 2207 381; sending it on to another city costs €3.50, "
         "paid to the courier.",
     [N("I'm sorry, Kostas"), S("the system wouldn't allow it"), S("the shipping label was already printed yesterday afternoon"),
      S("ask Geniki Taxydromiki to redirect the parcel"), S("using voucher 4915 2207 381"),
      S("sending it on to another city costs €3.50")],
     notes="wc.orders.update was DENIED (LABEL_ALREADY_PRINTED); _label_created_at is 05/10 17:10 Athens, the day "
           "before now; the voucher is in meta; €3.50 for another city in policy#address-changes.",
     incl=["4915 2207 381", "€3.50"])

case(25, "Here's where things stand with order 7815:\n"
         "- Address change: not possible on our side, as the label has already been printed\n"
         "- What you can do: ask Geniki Taxydromiki to redirect it, quoting voucher 4915 2207 381\n"
         "- Cost: €3.50, paid to the courier, since Chalkida is a different city\n"
         "Your six bottles of Koroneiki will find their way to your new kitchen!",
     [S("Address change: not possible on our side"), S("the label has already been printed"),
      S("quoting voucher 4915 2207 381"), S("Cost: €3.50, paid to the courier"), S("Your six bottles of Koroneiki")],
     notes="refused update call; _shipping_label_created yes; voucher in meta; policy fee for another city; line item "
           "quantity 6.",
     incl=["4915 2207 381"])

case(26, "We couldn't update the address, as the label for order 7815 was printed on 5 October, but Geniki can redirect "
         "the parcel (voucher 4915 2207 381).",
     [S("We couldn't update the address"), S("printed on 5 October"), S("Geniki can redirect the parcel"),
      S("(voucher 4915 2207 381)")],
     notes="refused_call DENY; _label_created_at 1791209400 = 05/10/2026 17:10 Athens; policy allows courier redirection.",
     incl=["5 October"])

case(27, "Done! I've updated order 7815 so it now ships to Angeli Gyparí 18 in Chalkida. Your Geniki voucher stays "
         "4915 2207 318, and your six bottles should be with you in a couple of days.",
     [{"contains": "Done!", "verdict_in": ["contradicted", "not_applicable"], "reason_in": NOTEX},
      C("I've updated order 7815", NOTEX), C("Your Geniki voucher stays 4915 2207 318", IDM),
      S("your six bottles"), I("should be with you in a couple of days", NOREC + NOPOL)],
     errors=["refused_call_effect", "wrong_id", "invented_promise"],
     notes="the address update was DENIED; the voucher is 4915 2207 381 (digits transposed); nothing gives a "
           "delivery estimate.",
     excl=["I've updated order 7815", "4915 2207 318", "in a couple of days"])

case(28, "I'm afraid the label for order 7815 is already printed, so we can't change the address from here. Give "
         "Geniki your order number, 4915 2207 381, and they'll redirect it to Chalkida free of charge.",
     [S("the label for order 7815 is already printed"), S("we can't change the address from here"),
      C("your order number, 4915 2207 381", IDM), C("free of charge", NLI)],
     errors=["wrong_role", "condition_unmet"],
     notes="4915 2207 381 is the Geniki voucher, the order number is 7815; redirection is free only within the same "
           "city and Chalkida is another city (€3.50).",
     excl=["order number, 4915 2207 381", "free of charge"])

repair(6, "I couldn't change the address because the label for order 7815 was printed yesterday, but Geniki Taxydromiki "
          "can redirect it with voucher 4915 2207 381. Redirecting it to Chalkida is free.",
       [S("I couldn't change the address"), S("was printed yesterday"), S("with voucher 4915 2207 381"),
        C("Redirecting it to Chalkida is free", NLI)],
       errors=["condition_unmet"],
       notes="policy#address-changes: redirection to another city costs €3.50; only same-city redirection is free.",
       excl=["Chalkida is free"], incl=["€3.50|3.50", "4915 2207 381"])

# =============================================================================================
# 7. olive-oil producer: trade order VAT breakdown and invoice number (order 7850), quote revised
# =============================================================================================
scenario("oil", "oil-trade-invoice",
         "For our accounts: can you confirm the net, VAT and total of order 7850 and the invoice number? "
         "- Taverna Thalassa",
         [
             rec("wc_get_order#7850", "tool:wc.orders.get", {
                 "id": 7850, "number": "7850", "status": "completed", "currency": "EUR",
                 "date_created": "2026-10-12T10:04:41", "date_created_gmt": "2026-10-12T07:04:41",
                 "billing": {"company": "Taverna Thalassa", "first_name": "Stelios", "last_name": "Karras",
                             "city": "Nafplio"},
                 "line_items": [
                     {"id": 31201, "name": "Kalliste Koroneiki 2025 - 5 L tin", "quantity": 4, "price": 39.0,
                      "subtotal": "156.00", "total": "156.00", "total_tax": "20.28"},
                     {"id": 31202, "name": "Lemon-infused olive oil - 250 ml", "quantity": 6, "price": 7.5,
                      "subtotal": "45.00", "total": "45.00", "total_tax": "5.85"}],
                 "fee_lines": [{"id": 31203, "name": "Wooden gift crate", "total": "12.00", "total_tax": "2.88"}],
                 "shipping_lines": [{"id": 31204, "method_id": "flat_rate", "method_title": "Pallet courier",
                                     "total": "15.00", "total_tax": "3.60"}],
                 "tax_lines": [
                     {"rate_code": "GR-VAT-13", "rate_percent": 13, "tax_total": "26.13", "shipping_tax_total": "0.00"},
                     {"rate_code": "GR-VAT-24", "rate_percent": 24, "tax_total": "2.88", "shipping_tax_total": "3.60"}],
                 "shipping_total": "15.00", "total_tax": "32.61", "total": "260.61",
                 "meta_data": [{"key": "_invoice_number", "value": "KAL-INV-2026-0418"},
                               {"key": "_billing_vat_number", "value": "EL998877665"},
                               {"key": "_quote_ref", "value": "Q-311"}]}),
             rec("quote#Q-311", "tool:quotes.get", {
                 "quote": "Q-311", "customer": "Taverna Thalassa", "versions": [
                     {"rev": 1, "state": "REPLACED", "unit_price_5l": "41.00", "issued": "2026-09-28"},
                     {"rev": 2, "state": "ACCEPTED", "unit_price_5l": "39.00", "issued": "2026-10-05"}]}),
             pol("policy#trade-invoices",
                 "Trade customers receive a VAT invoice for every order, issued when the order is completed. Olive "
                 "oil is taxed at the reduced 13% rate; crates, gift packaging and delivery are taxed at 24%. Invoices "
                 "can be reissued with a corrected VAT number within the same month.", "v1"),
         ])

case(29, "Of course, Stelios! For order 7850: net €228.00, VAT €32.61, total €260.61. Your invoice number is "
         "KAL-INV-2026-0418.",
     [S("net €228.00"), S("VAT €32.61"), S("total €260.61"), S("Your invoice number is KAL-INV-2026-0418")],
     notes="net = 156.00 + 45.00 + 12.00 crate + 15.00 delivery = 228.00; total_tax 32.61; total 260.61; "
           "_invoice_number KAL-INV-2026-0418.",
     incl=["€228.00", "KAL-INV-2026-0418"])

case(30, "Dear Stelios,\n\nHere is the breakdown for order 7850, invoice KAL-INV-2026-0418:\n"
         "- 4 × 5 L Koroneiki at the agreed €39.00 per tin: €156.00 + 13% VAT (€20.28)\n"
         "- 6 × lemon oil: €45.00 + 13% VAT (€5.85)\n"
         "- Wooden crate €12.00 and pallet delivery €15.00, both at 24% VAT (€2.88 and €3.60)\n"
         "That makes €260.61 in all. May the new oil shine on your tables this winter.\n\nStavroula, Kalliste Estate",
     [S("invoice KAL-INV-2026-0418"), S("at the agreed €39.00 per tin"), S("€156.00 + 13% VAT (€20.28)"),
      S("€45.00 + 13% VAT (€5.85)"), S("Wooden crate €12.00 and pallet delivery €15.00"),
      S("both at 24% VAT (€2.88 and €3.60)"), S("That makes €260.61 in all"), N("May the new oil shine")],
     notes="line items, fee and shipping lines with their total_tax; tax_lines give 13% and 24%; quote rev 2 "
           "(ACCEPTED) is 39.00 per tin; total 260.61.",
     incl=["€39.00", "€260.61"])

case(31, "Order 7850 was invoiced under KAL-INV-2026-0418 for two hundred and sixty euros sixty-one, of which thirty-two "
         "euros sixty-one is VAT.",
     [S("invoiced under KAL-INV-2026-0418"), S("two hundred and sixty euros sixty-one"),
      S("thirty-two euros sixty-one is VAT")],
     notes="_invoice_number; total 260.61; total_tax 32.61.",
     incl=["KAL-INV-2026-0418"])

case(32, "Happy to help! Order 7850 covers four 5 L tins at the quoted €41.00 each and six lemon oils. Net €213.00, "
         "VAT €32.61, total €260.61, invoice KAL-INV-2026-0418.",
     [S("four 5 L tins"), C("at the quoted €41.00 each", AMT), S("six lemon oils"), C("Net €213.00", AMT),
      S("VAT €32.61"), S("total €260.61"), S("invoice KAL-INV-2026-0418")],
     errors=["stale_value", "wrong_arithmetic"],
     notes="€41.00 is quote rev 1 (REPLACED); the accepted price and the order's price are 39.00. Net 213.00 leaves out "
           "the 15.00 delivery; the net is 228.00.",
     excl=["€41.00", "Net €213.00"])

case(33, "Your invoice number is EL998877665, and it shows a net of €228.00 and a total of €260.61. All of it, oil and "
         "delivery alike, is taxed at 24%.",
     [C("Your invoice number is EL998877665", IDM), S("a net of €228.00"), S("a total of €260.61"),
      C("oil and delivery alike, is taxed at 24%", NLI + VAL)],
     errors=["wrong_role", "wrong_value"],
     notes="EL998877665 is the customer's VAT number (_billing_vat_number), the invoice is KAL-INV-2026-0418; oil is "
           "taxed at 13% per tax_lines and policy, only crate and delivery at 24%.",
     excl=["invoice number is EL998877665", "alike, is taxed at 24%"])

repair(7, "For order 7850 the net is €228.00, VAT came to €29.01 and the total is €260.61, on invoice KAL-INV-2026-0418.",
       [S("the net is €228.00"), C("VAT came to €29.01", AMT), S("the total is €260.61"), S("invoice KAL-INV-2026-0418")],
       errors=["wrong_arithmetic"],
       notes="total_tax is 32.61; 29.01 leaves out the 3.60 VAT on delivery.",
       excl=["€29.01"], incl=["€32.61|32.61", "€260.61|260.61"])

# =============================================================================================
# 8. olive-oil producer: harvest-day booking at the grove (booking 9920 on order 7901)
# =============================================================================================
scenario("oil", "oil-harvest-day",
         "What time does our harvest day start on Saturday, how long is it, and can I still cancel for a full refund?",
         [
             rec("wc_get_booking#9920", "tool:wc.bookings.get", {
                 "id": 9920, "order_id": 7901, "status": "paid", "product": "Harvest day at the grove",
                 "start": 1794036600, "end": 1794049200, "duration": "PT3H30M", "all_day": False,
                 "person_counts": {"ADULT": 2, "CHILD_UNDER_12": 1}, "cost": "105.00", "currency": "EUR",
                 "customer": {"first_name": "Irini", "last_name": "Sotiriou"},
                 "meta_data": [{"key": "_meeting_point", "value": "MILL_GATE"}]}),
             rec("wc_get_order#7901", "tool:wc.orders.get", {
                 "id": 7901, "number": "7901", "status": "completed", "currency": "EUR",
                 "date_created": "2026-10-20T21:05:00", "date_created_gmt": "2026-10-20T18:05:00",
                 "line_items": [{"name": "Harvest day at the grove", "quantity": 1, "subtotal": "105.00",
                                 "total": "105.00", "total_tax": "0.00",
                                 "meta_data": [{"key": "Adults (€42.00)", "value": "2"},
                                               {"key": "Children under 12 (€21.00)", "value": "1"}]}],
                 "total": "105.00"}),
             pol("policy#harvest-days",
                 "Harvest days run on Saturdays in November and include picking, a visit to the mill, a tasting of "
                 "three oils and a light lunch under the trees. Children under 12 pay half price. You can cancel up to "
                 "72 hours before the start for a full refund; closer to the day we refund 50%. Please wear closed "
                 "shoes, as the terraces are stony.", "2026"),
             psg("kb#finding-us",
                 "Kalliste Estate lies 2 km outside Kalamata on the road to Messini.\n"
                 "Harvest-day guests meet at the mill gate; there is free parking beside the press house."),
         ],
         now="2026-11-03T16:00:00+02:00")

case(34, "Your harvest day starts this Saturday, 7 November, at 09:30 and lasts three and a half hours, so you'll be back "
         "by 13:00. You can still cancel for a full refund until tomorrow at 09:30; after that, 50% is refunded.",
     [S("this Saturday, 7 November, at 09:30"), S("lasts three and a half hours"), S("back by 13:00"),
      S("until tomorrow at 09:30"), S("after that, 50% is refunded")],
     notes="start epoch = 07/11 09:30 EET, end 13:00, PT3H30M; 72 hours before the start is Wed 04/11 09:30, "
           "i.e. tomorrow from now (Tue 03/11 16:00); policy refunds 50% after that.",
     incl=["09:30", "three and a half hours"])

case(35, "Irini, everything is ready for you:\n"
         "- Date: Sat 07/11, 09:30-13:00, meeting at the mill gate\n"
         "- Guests: 2 adults and 1 child, €105.00 paid\n"
         "- Included: picking, the mill, a tasting of three oils and a light lunch under the trees\n"
         "- Please wear closed shoes, the terraces are stony\n"
         "We can't wait to walk the terraces with you.",
     [S("Date: Sat 07/11, 09:30-13:00"), S("meeting at the mill gate"), S("Guests: 2 adults and 1 child"),
      S("€105.00 paid"), S("a tasting of three oils and a light lunch"), S("Please wear closed shoes"),
      N("We can't wait to walk the terraces")],
     notes="booking start/end epochs; _meeting_point MILL_GATE and kb#finding-us; person_counts; cost 105.00 with "
           "status paid; inclusions and shoes in policy#harvest-days.",
     incl=["07/11", "€105.00"])

case(36, "Booking 9920 is paid: three guests, Saturday 09:30, 3 h 30 min.",
     [S("Booking 9920 is paid"), S("three guests"), S("Saturday 09:30"), S("3 h 30 min")],
     notes="status paid; 2 adults + 1 child; start 09:30 Athens on Sat 07/11; duration PT3H30M.",
     incl=["09:30"])

case(37, "Your harvest day on Saturday starts at 07:30 at the mill gate and runs for three and a half hours. A full "
         "refund is possible up to 48 hours before the start.",
     [C("starts at 07:30", DATE), S("at the mill gate"), S("runs for three and a half hours"),
      C("up to 48 hours before the start", NLI)],
     errors=["unit_conversion", "wrong_policy_condition"],
     notes="the start epoch is 07:30 UTC, 09:30 in Athens (EET); policy gives 72 hours for a full refund.",
     excl=["starts at 07:30", "48 hours"])

case(38, "We're looking forward to Saturday! Your €105.00 covers two adults and one child at half price, and each of you "
         "goes home with a bottle of this year's oil. If you cancelled now you would get back €52.50.",
     [N("We're looking forward to Saturday"), S("Your €105.00 covers two adults and one child at half price"),
      CI("goes home with a bottle of this year's oil", NLI + NOPOL), C("you would get back €52.50", NLI + AMT)],
     errors=["unlisted_perk", "wrong_amount"],
     notes="policy#harvest-days lists picking, the mill, a tasting and lunch, no bottle to take home; now is more than "
           "72 hours before the start (Tue 16:00 vs Sat 09:30), so a cancellation is refunded in full, €105.00.",
     excl=["goes home with a bottle", "€52.50"])

repair(8, "Your harvest day starts this Saturday, 7 November, at 09:30 and lasts two and a half hours. The booking is for "
          "2 adults and 1 child, and the €105.00 is paid.",
       [S("this Saturday, 7 November, at 09:30"), C("lasts two and a half hours", VAL + DATE),
        S("2 adults and 1 child"), S("the €105.00 is paid")],
       errors=["wrong_period"],
       notes="duration PT3H30M (09:30-13:00): three and a half hours.",
       excl=["two and a half hours"],
       incl=["three and a half hours|3.5 hours|3 h 30|3 hours 30|13:00|three hours and thirty", "09:30"])

# =============================================================================================
# 9. cheese shop: chilled parcel arrived warm, replacement order 1573 for order 1560
# =============================================================================================
scenario("cheese", "cheese-warm-parcel",
         "My cheese arrived warm yesterday, I sent the photo of the strip. What are you doing about it?",
         [
             rec("wc_get_order#1560", "tool:wc.orders.get", {
                 "id": 1560, "number": "1560", "status": "completed", "currency": "EUR",
                 "date_created": "2026-07-06T20:18:33", "date_created_gmt": "2026-07-06T17:18:33",
                 "billing": {"first_name": "Dimitra", "last_name": "Alexiou", "city": "Ioannina"},
                 "line_items": [
                     {"id": 5601, "name": "Graviera Naxou PDO - 1 kg", "quantity": 1, "subtotal": "18.58",
                      "total": "18.58", "total_tax": "2.42"},
                     {"id": 5602, "name": "Xinotyro Naxou - 500 g", "quantity": 2, "subtotal": "15.93",
                      "total": "15.93", "total_tax": "2.07"},
                     {"id": 5603, "name": "Fresh mizithra - 400 g", "quantity": 1, "subtotal": "5.31",
                      "total": "5.31", "total_tax": "0.69"}],
                 "shipping_lines": [{"id": 5604, "method_id": "chilled_express", "method_title": "Chilled express (24 h)",
                                     "total": "7.66", "total_tax": "1.84"}],
                 "fee_lines": [{"id": 5605, "name": "Insulated box & ice packs", "total": "3.63", "total_tax": "0.87"}],
                 "total": "59.00", "total_tax": "7.89",
                 "meta_data": [{"key": "_delivered_at", "value": 1783508700},
                               {"key": "_temp_strip_max_c", "value": 12}]}),
             rec("wc_order_notes#1560", "tool:wc.orders.notes.list", {"notes": [
                 {"id": 9101, "author": "Manolis", "date_created": "2026-07-08T19:52:10", "customer_note": False,
                  "note": "Photo of strip received (12 °C). Customer chose re-send of Graviera + 2 Xinotyro, "
                          "replacement #1573 created. Mizithra fine, not included."},
                 {"id": 9100, "author": "system", "date_created": "2026-07-08T14:05:12", "customer_note": False,
                  "note": "Order status changed from Processing to Completed (courier: delivered)."}]}),
             rec("wc_get_order#1573", "tool:wc.orders.get", {
                 "id": 1573, "number": "1573", "status": "processing", "currency": "EUR",
                 "date_created": "2026-07-08T19:50:44", "date_created_gmt": "2026-07-08T16:50:44",
                 "line_items": [{"name": "Graviera Naxou PDO - 1 kg", "quantity": 1, "subtotal": "0.00", "total": "0.00"},
                                {"name": "Xinotyro Naxou - 500 g", "quantity": 2, "subtotal": "0.00", "total": "0.00"}],
                 "shipping_lines": [{"method_id": "chilled_express", "method_title": "Chilled express (24 h)",
                                     "total": "0.00"}],
                 "total": "0.00",
                 "meta_data": [{"key": "_replacement_for", "value": 1560},
                               {"key": "_scheduled_dispatch", "value": 1783659600}]}),
             pol("policy#perishables",
                 "Cheese is alive, and summer is hard on it. Claims for perishables must reach us within 24 hours of "
                 "delivery, with a photo of the cheese and of the temperature strip inside the box. If the strip shows "
                 "more than 8 °C, we re-send the affected cheeses at our cost or refund them, whichever you prefer. "
                 "Fresh cheeses are not refunded for texture alone when the strip stayed below 8 °C.", "v5"),
         ],
         now="2026-07-09T11:15:00+03:00")

case(39, "I'm so sorry your cheeses had such a hot journey, Dimitra. Your photo showed the strip at 12 °C, so we're "
         "re-sending the Graviera and both Xinotyro at our cost on replacement order 1573, which leaves us tomorrow "
         "morning.",
     [N("I'm so sorry your cheeses"), S("the strip at 12 °C"), S("re-sending the Graviera and both Xinotyro"),
      S("at our cost on replacement order 1573"), S("leaves us tomorrow morning")],
     notes="_temp_strip_max_c 12 and Manolis' note; order 1573 holds 1 Graviera + 2 Xinotyro at 0.00; "
           "_scheduled_dispatch is Fri 10/07 08:00 Athens, tomorrow from now (Thu 09/07).",
     incl=["1573", "12 °C"])

case(40, "Dear Dimitra,\n\nThank you for the photo. The box's temperature strip read 12 °C, well above our 8 °C limit, "
         "so the replacement is entirely on us: you pay nothing for the cheese or for the chilled delivery. Your Graviera "
         "Naxou and two Xinotyro are packed to leave on Friday 10 July. The mizithra was fine, so it stays as it was.\n\n"
         "With salty greetings from Naxos,\nManolis",
     [SN("Thank you for the photo"), S("read 12 °C, well above our 8 °C limit"),
      S("you pay nothing for the cheese or for the chilled delivery"), S("packed to leave on Friday 10 July"),
      S("The mizithra was fine"), N("With salty greetings")],
     notes="policy threshold 8 °C; order 1573 total and shipping 0.00; dispatch epoch is 10/07 (a Friday); the staff "
           "note says the mizithra was fine and not included.",
     incl=["Friday 10 July", "12 °C"])

case(41, "Replacement order 1573 (1 Graviera Naxou, 2 Xinotyro) ships free of charge on 10/07.",
     [S("Replacement order 1573 (1 Graviera Naxou, 2 Xinotyro)"), S("ships free of charge on 10/07")],
     notes="order 1573 line items and total 0.00; _scheduled_dispatch 1783659600 = 10/07/2026 08:00 Athens.",
     incl=["10/07"])

case(42, "So sorry about the heat, Dimitra! Since the strip went over 8 °C, we're re-sending the Graviera, both Xinotyro "
         "and the mizithra on order 1573 tomorrow. We'll also refund the €4.50 you paid for the insulated box.",
     [N("So sorry about the heat"), S("the strip went over 8 °C"), C("and the mizithra on order 1573", VAL + NOREC),
      S("tomorrow"), I("refund the €4.50 you paid for the insulated box", NOREC + NOPOL)],
     errors=["unrecorded_extra", "invented_promise"],
     notes="order 1573 holds only the Graviera and two Xinotyro; the note says the mizithra is not included. No record "
           "or policy refunds the insulated-box fee.",
     excl=["and the mizithra on order 1573", "refund the €4.50"])

case(43, "Thanks for getting in touch within 48 hours, as our policy asks. Your Graviera and two Xinotyro go out again on "
         "Thursday 10 July, at no cost to you.",
     [C("within 48 hours, as our policy asks", NLI), S("Your Graviera and two Xinotyro go out again"),
      C("Thursday 10 July", DATE), S("at no cost to you")],
     errors=["wrong_policy_condition", "wrong_date"],
     notes="policy#perishables requires claims within 24 hours; 10 July 2026 is a Friday, and the dispatch epoch is "
           "that Friday.",
     excl=["within 48 hours", "Thursday 10 July"])

repair(9, "Replacement order 1573 for your Graviera and two Xinotyro leaves us on 11 July, at no cost to you, because the "
          "strip showed 12 °C.",
       [S("Replacement order 1573 for your Graviera and two Xinotyro"), C("leaves us on 11 July", DATE),
        S("at no cost to you"), S("the strip showed 12 °C")],
       errors=["wrong_date"],
       notes="_scheduled_dispatch 1783659600 is 10/07/2026 08:00 Athens.",
       excl=["11 July"], incl=["10 July|10/07|tomorrow|Friday", "1573"])

# =============================================================================================
# 10. cheese shop: sold-out cheese substituted, price difference refunded (order 1602)
# =============================================================================================
scenario("cheese", "cheese-substitution",
         "I ordered Kefalograviera but got a different cheese in order 1602. What happened, and what about the price?",
         [
             rec("wc_get_order#1602", "tool:wc.orders.get", {
                 "id": 1602, "number": "1602", "status": "completed", "currency": "EUR",
                 "date_created": "2026-02-09T18:44:02", "date_created_gmt": "2026-02-09T16:44:02",
                 "billing": {"first_name": "Yiannis", "last_name": "Koutras", "city": "Kavala"},
                 "line_items": [
                     {"id": 6021, "name": "Kefalograviera - 500 g", "quantity": 1, "subtotal": "11.42",
                      "total": "11.42", "total_tax": "1.48",
                      "meta_data": [{"key": "_substituted_with", "value": "Arseniko Naxou - 500 g"},
                                    {"key": "_substitution_reason", "value": "OUT_OF_STOCK"}]},
                     {"id": 6022, "name": "Thyme honey - 450 g", "quantity": 1, "subtotal": "8.85",
                      "total": "8.85", "total_tax": "1.15"}],
                 "shipping_lines": [{"method_id": "chilled_standard", "method_title": "Chilled standard",
                                     "total": "5.65", "total_tax": "1.35"}],
                 "total": "29.90",
                 "refunds": [{"id": 1611, "reason": "Substitution price difference", "total": "-2.40"}],
                 "meta_data": [{"key": "_allow_substitutions", "value": "yes"}]}),
             rec("wc_get_refund#1611", "tool:wc.orders.refunds.get", {
                 "id": 1611, "order_id": 1602, "amount": "2.40", "date_created": "2026-02-12T10:03:17",
                 "date_created_gmt": "2026-02-12T08:03:17", "refunded_payment": True}),
             rec("wc_get_order#1588", "tool:wc.orders.get", {
                 "id": 1588, "number": "1588", "status": "completed", "date_created": "2026-01-21T12:10:09",
                 "total": "41.30", "refunds": [{"id": 1590, "reason": "Damaged jar", "total": "-6.00"}]}),
             pol("policy#substitutions",
                 "If a cheese sells out after you order, we send one of similar age and character, unless you chose "
                 "'no substitutions' at checkout. When the substitute costs less, we refund the difference; when it "
                 "costs more, you pay nothing extra. An unwanted substitute can be returned unopened within 14 days "
                 "for a full refund of that item.", "v3"),
             psg("kb#arseniko",
                 "Arseniko Naxou is a hard cheese of goat's and sheep's milk, aged for at least three months.\n"
                 "It is sharp and slightly spicy, lovely grated over pasta or with a glass of red."),
         ],
         now="2026-02-13T10:00:00+02:00")

case(44, "You're right, Yiannis: our Kefalograviera sold out after you ordered, so we sent you Arseniko Naxou instead, a "
         "sharp, slightly spicy cheese aged for at least three months. Because it costs less, the €2.40 difference was "
         "refunded to you yesterday. If it isn't to your taste, you can send it back unopened within 14 days for a full "
         "refund.",
     [S("our Kefalograviera sold out"), S("we sent you Arseniko Naxou instead"), S("a sharp, slightly spicy cheese"),
      S("aged for at least three months"), S("the €2.40 difference was refunded to you yesterday"),
      S("send it back unopened within 14 days")],
     notes="line item meta _substituted_with / OUT_OF_STOCK; kb#arseniko; refund 1611 2.40 dated 12/02, now 13/02; "
           "policy#substitutions 14-day unopened return.",
     incl=["€2.40", "Arseniko"])

case(45, "Here's what happened with order 1602:\n"
         "- Ordered: Kefalograviera 500 g, which had sold out\n"
         "- Sent instead: Arseniko Naxou 500 g, as your order allowed substitutions\n"
         "- Refunded: the €2.40 price difference, on 12/02/2026\n"
         "- Not for you? Return it unopened within 14 days for a full refund\n"
         "I hope it finds its way onto a plate of hot pasta!",
     [S("which had sold out"), S("Sent instead: Arseniko Naxou 500 g"), S("as your order allowed substitutions"),
      S("Refunded: the €2.40 price difference, on 12/02/2026"), S("Return it unopened within 14 days"),
      N("I hope it finds its way")],
     notes="_substitution_reason OUT_OF_STOCK; _allow_substitutions yes; refund 1611; policy 14 days.",
     incl=["12/02/2026", "€2.40"])

case(46, "The €2.40 price difference for the Arseniko substitution was refunded on 12 February.",
     [S("The €2.40 price difference"), S("was refunded on 12 February")],
     notes="refund 1611 amount 2.40, date_created 2026-02-12.",
     incl=["€2.40"])

case(47, "Our Kefalograviera sold out, so we sent Arseniko Naxou in its place and refunded you €6.00 on the difference. "
         "If you'd rather not keep it, you can return it within 30 days.",
     [S("we sent Arseniko Naxou in its place"), C("refunded you €6.00", AMT), C("within 30 days", NLI)],
     errors=["other_record_value", "wrong_period"],
     notes="€6.00 is refund 1590 on the older order 1588; order 1602's refund is 2.40. Policy: unopened returns within "
           "14 days.",
     excl=["€6.00", "within 30 days"])

case(48, "Sorry for the surprise, Yiannis! The Kefalograviera had sold out, so we sent you our Graviera Naxou instead, "
         "which is aged for a full twelve months. The €2.40 difference is already back with you.",
     [N("Sorry for the surprise"), S("The Kefalograviera had sold out"), C("our Graviera Naxou instead", VAL + IDM),
      CI("aged for a full twelve months", NLI + ["NLI_NOT_ENTAILED"]), S("The €2.40 difference is already back")],
     errors=["wrong_name", "invented_fact"],
     notes="the substitute recorded is Arseniko Naxou; kb#arseniko says aged at least three months, no twelve-month "
           "ageing is recorded.",
     excl=["Graviera Naxou instead", "twelve months"])

repair(10, "We sent Arseniko Naxou in place of the sold-out Kefalograviera, and refunded the €4.20 difference on 12/02.",
       [S("We sent Arseniko Naxou"), S("the sold-out Kefalograviera"), C("refunded the €4.20 difference", AMT),
        S("on 12/02")],
       errors=["wrong_amount"],
       notes="refund 1611 is 2.40.",
       excl=["€4.20"], incl=["€2.40|2.40", "Arseniko"])

# =============================================================================================
# 11. cheese shop: Christmas gift hamper to Rhodes (order 1644), her own order 1631 as distractor
# =============================================================================================
scenario("cheese", "cheese-gift-hamper",
         "Will the hamper for my dad in Rhodes arrive before Christmas, and will my message go with it? "
         "I don't want him to see the price.",
         [
             rec("wc_get_order#1644", "tool:wc.orders.get", {
                 "id": 1644, "number": "1644", "status": "processing", "currency": "EUR",
                 "date_created": "2026-12-08T22:31:19", "date_created_gmt": "2026-12-08T20:31:19",
                 "billing": {"first_name": "Eleftheria", "last_name": "Georgiou", "city": "Athens"},
                 "shipping": {"first_name": "Pavlos", "last_name": "Georgiou", "city": "Rhodes", "postcode": "85100"},
                 "line_items": [{"id": 6441, "name": "Winter cheese hamper", "quantity": 1, "subtotal": "56.64",
                                 "total": "56.64", "total_tax": "7.36"}],
                 "fee_lines": [{"id": 6442, "name": "Island surcharge (Dodecanese)", "total": "3.23",
                                "total_tax": "0.77"}],
                 "shipping_lines": [{"id": 6443, "method_id": "chilled_express", "method_title": "Chilled express",
                                     "total": "0.00", "total_tax": "0.00"}],
                 "total": "68.00", "total_tax": "8.13",
                 "meta_data": [{"key": "_is_gift", "value": "yes"},
                               {"key": "_gift_message", "value": "Kala Christougenna, Baba! With love, Eleftheria"},
                               {"key": "_requested_delivery_date", "value": "2026-12-22"},
                               {"key": "_scheduled_dispatch", "value": 1797836400},
                               {"key": "_gift_wrap", "value": "no"}]}),
             rec("wc_get_order#1631", "tool:wc.orders.get", {
                 "id": 1631, "number": "1631", "status": "processing", "currency": "EUR",
                 "date_created": "2026-12-01T09:12:44", "date_created_gmt": "2026-12-01T07:12:44",
                 "shipping": {"first_name": "Eleftheria", "last_name": "Georgiou", "city": "Athens"},
                 "total": "37.50",
                 "meta_data": [{"key": "_requested_delivery_date", "value": "2026-12-18"}]}),
             pol("policy#gifts",
                 "Gift orders travel with a handwritten card carrying your message, and with a packing slip that shows "
                 "no prices. Choose any delivery day from Tuesday to Friday; we dispatch the working day before. Islands "
                 "carry a €4.00 surcharge for the chilled ferry leg. Gift wrapping with ribbon can be added at checkout "
                 "for €3.00.", "2026-11"),
         ],
         now="2026-12-10T13:30:00+02:00")

case(49, "Your winter hamper for Pavlos is set to arrive in Rhodes on Tuesday 22 December, well before Christmas. It will "
         "carry a handwritten card reading \"Kala Christougenna, Baba! With love, Eleftheria\", and the packing slip "
         "shows no prices, so the surprise stays a surprise.",
     [S("arrive in Rhodes on Tuesday 22 December"), S("handwritten card reading"),
      S("the packing slip shows no prices")],
     notes="_requested_delivery_date 2026-12-22 (a Tuesday), shipping city Rhodes; _gift_message; policy#gifts on the "
           "card and price-free slip.",
     incl=["22 December"])

case(50, "Order 1644: dispatch 21/12, delivery to Rhodes 22/12, gift card with your message, no prices on the slip.",
     [S("dispatch 21/12"), S("delivery to Rhodes 22/12"), S("gift card with your message"), S("no prices on the slip")],
     notes="_scheduled_dispatch 1797836400 = 21/12 09:00 Athens; requested delivery 22/12; _is_gift yes; policy#gifts.",
     incl=["22/12"])

case(51, "Dear Eleftheria,\n\nWhat a lovely present. Your father's hamper leaves our cold room on Monday 21 December and "
         "reaches Rhodes the next day, Tuesday 22 December. Your message goes with it on a handwritten card, and the slip "
         "inside carries no prices. The total of €68.00 includes the €4.00 island surcharge for the chilled ferry leg.\n\n"
         "Kala Christougenna from all of us at the shop,\nFotini",
     [N("What a lovely present"), S("leaves our cold room on Monday 21 December"), S("Tuesday 22 December"),
      S("Your message goes with it on a handwritten card"), S("the slip inside carries no prices"),
      S("The total of €68.00"), S("includes the €4.00 island surcharge"), N("Kala Christougenna from all of us")],
     notes="dispatch epoch Mon 21/12; requested delivery Tue 22/12; fee line 3.23 + 0.77 VAT = 4.00; total 68.00.",
     incl=["€68.00", "22 December"])

case(52, "Your hamper for Pavlos is due in Rhodes on 18 December, with plenty of time to spare before Christmas. We've "
         "wrapped it with a red ribbon, and your handwritten card will be tucked inside.",
     [C("due in Rhodes on 18 December", DATE), CI("We've wrapped it with a red ribbon", VAL + NOREC),
      S("your handwritten card will be tucked inside")],
     errors=["other_record_value", "unrecorded_extra"],
     notes="18/12 is the requested date of her own order 1631; 1644 is due 22/12. _gift_wrap is 'no' and no fee line "
           "for wrapping exists.",
     excl=["18 December", "red ribbon"])

case(53, "The hamper arrives in Rhodes on Wednesday 22 December, and the total includes a €6.00 island surcharge for the "
         "ferry. The card with your message is included, and the slip has no prices on it.",
     [C("Wednesday 22 December", DATE), C("a €6.00 island surcharge", AMT),
      S("The card with your message is included"), S("the slip has no prices")],
     errors=["wrong_date", "wrong_amount"],
     notes="22/12/2026 is a Tuesday; the island fee line is 3.23 + 0.77 = 4.00, as the policy says.",
     excl=["Wednesday 22 December", "€6.00"])

repair(11, "The hamper arrives in Rhodes on Tuesday 22 December. The €4.00 island surcharge is included in your total of "
           "€64.00, and your message travels on a handwritten card.",
       [S("arrives in Rhodes on Tuesday 22 December"), S("The €4.00 island surcharge"),
        C("your total of €64.00", AMT), S("your message travels on a handwritten card")],
       errors=["wrong_arithmetic"],
       notes="order total is 68.00 (hamper 64.00 + island fee 4.00); 64.00 is the hamper alone.",
       excl=["€64.00"], incl=["€68.00|68.00", "22 December|22/12"])

# =============================================================================================
# 12. cheese shop: declined card, order failed (order 1680), stock hold could not be extended
# =============================================================================================
scenario("cheese", "cheese-failed-payment",
         "My bank app shows €46.20 pending for your shop but the order says failed. Was I charged? Can you keep "
         "the cheeses for me?",
         [
             rec("wc_get_order#1680", "tool:wc.orders.get", {
                 "id": 1680, "number": "1680", "status": "failed", "currency": "EUR",
                 "date_created": "2026-03-04T19:22:00", "date_created_gmt": "2026-03-04T17:22:00",
                 "date_paid": None, "date_paid_gmt": None,
                 "billing": {"first_name": "Chrysa", "last_name": "Nikolaidou", "city": "Chania"},
                 "payment_method": "stripe", "transaction_id": "",
                 "line_items": [{"id": 6801, "name": "Naxos cheese tasting box", "quantity": 1, "subtotal": "34.69",
                                 "total": "34.69", "total_tax": "4.51"}],
                 "shipping_lines": [{"method_id": "chilled_standard", "method_title": "Chilled standard",
                                     "total": "5.65", "total_tax": "1.35"}],
                 "total": "46.20",
                 "meta_data": [{"key": "_stripe_intent_id", "value": "pi_3Qx81LkaNax0s"},
                               {"key": "_stock_reserved_until_gmt", "value": "2026-03-06T17:22:00"}]}),
             rec("stripe_intent#pi_3Qx81LkaNax0s", "tool:stripe.payment_intents.retrieve", {
                 "id": "pi_3Qx81LkaNax0s", "amount": 4620, "currency": "eur", "amount_received": 0,
                 "status": "requires_payment_method", "created": 1772644920,
                 "last_payment_error": {"code": "card_declined", "decline_code": "insufficient_funds"}}),
             rec("wc_order_notes#1680", "tool:wc.orders.notes.list", {"notes": [
                 {"id": 9402, "author": "system", "date_created": "2026-03-04T19:22:05", "customer_note": False,
                  "note": "Stripe payment failed: card_declined (insufficient_funds). Order status changed from "
                          "Pending payment to Failed."}]}),
             refused("wc_update_order#call-2", "wc.orders.update", "DENY",
                     {"order_id": 1680, "meta_data": [{"key": "_stock_reserved_until_gmt", "value": "2026-03-08T17:22:00"}]},
                     reason="STOCK_HOLD_EXTENSION_NOT_ALLOWED"),
             pol("policy#failed-payments",
                 "A failed payment is never captured. If your bank shows a pending amount, that is a temporary hold "
                 "which the bank itself releases, usually within 7 days. We keep the cheeses of a failed order reserved "
                 "for 48 hours; after that the order is cancelled automatically. You can pay again at any time from the "
                 "link in your account.", "v2"),
         ],
         now="2026-03-05T09:10:00+02:00")

case(54, "Good morning, Chrysa! No money was taken for order 1680: your card was declined for insufficient funds, so the "
         "payment was never captured. The pending €46.20 in your bank app is a temporary hold, which your bank usually "
         "releases within 7 days. Your cheeses stay reserved until tomorrow at 19:22, and you can pay again from the "
         "link in your account.",
     [S("No money was taken for order 1680"), S("your card was declined for insufficient funds"),
      S("the payment was never captured"), S("is a temporary hold"), S("usually releases within 7 days"),
      S("stay reserved until tomorrow at 19:22"), S("pay again from the link in your account")],
     notes="amount_received 0, decline_code insufficient_funds; policy on holds and 7 days; _stock_reserved_until_gmt "
           "06/03 17:22 UTC = 19:22 Athens, tomorrow from now (05/03).",
     incl=["€46.20", "19:22"])

case(55, "Here is where order 1680 stands:\n"
         "- Payment: failed, the card was declined (insufficient funds)\n"
         "- Charged: nothing\n"
         "- Reserved for you: until Friday 06/03 at 19:22\n"
         "- To complete it: pay again from the link in your account\n"
         "I did ask to hold the cheeses longer, but that isn't something our system allows, I'm sorry.",
     [S("Payment: failed"), S("the card was declined (insufficient funds)"), S("Charged: nothing"),
      S("until Friday 06/03 at 19:22"), S("pay again from the link"), S("that isn't something our system allows")],
     notes="status failed; stripe decline; amount_received 0; reservation 17:22 UTC = 19:22 EET on Fri 06/03; the "
           "extension call was DENIED.",
     incl=["06/03", "19:22"])

case(56, "Nothing was charged: the €46.20 payment for order 1680 was declined, and any bank hold is usually released "
         "within 7 days.",
     [S("Nothing was charged"), S("the €46.20 payment for order 1680 was declined"), S("usually released within 7 days")],
     notes="stripe amount 4620 minor units, amount_received 0, card_declined; policy 7 days.",
     incl=["€46.20"])

case(57, "So sorry for the worry, Chrysa. I've extended the reservation on your cheeses by another two days, and the "
         "€46.20 will be refunded to your card within 5-10 business days.",
     [N("So sorry for the worry"), C("I've extended the reservation", NOTEX),
      C("the €46.20 will be refunded to your card", STATE + NLI), I("within 5-10 business days", NOPOL)],
     errors=["refused_call_effect", "wrong_state", "invented_promise"],
     notes="the reservation extension was DENIED; amount_received is 0 and the policy says a failed payment is never "
           "captured, so there is nothing to refund; no 5-10 day figure anywhere.",
     excl=["I've extended the reservation", "will be refunded to your card", "5-10 business days"])

case(58, "Your payment for order 1680 failed at 17:22 on 4 March because the card was declined, so nothing was charged. "
         "We keep the cheeses for 72 hours after a failed payment.",
     [C("failed at 17:22 on 4 March", DATE), S("because the card was declined"), S("nothing was charged"),
      C("for 72 hours after a failed payment", NLI)],
     errors=["unit_conversion", "wrong_period"],
     notes="17:22 is date_created_gmt (UTC); the failure was at 19:22 Athens time. The policy reserves for 48 hours.",
     excl=["at 17:22", "72 hours"])

repair(12, "Your card was declined for order 1680, so nothing was charged. Your cheeses stay reserved until 8 March, and "
           "any pending amount on your statement is usually released within 7 days.",
       [S("Your card was declined for order 1680"), S("nothing was charged"), C("reserved until 8 March", DATE),
        S("released within 7 days")],
       errors=["wrong_date"],
       notes="_stock_reserved_until_gmt is 2026-03-06 (48 hours); 8 March was the refused extension.",
       excl=["8 March"], incl=["6 March|06/03|tomorrow|Friday", "7 days"])

# =============================================================================================
# 13. spice merchant: how much saffron is in the order (order 2210), older order 2107 from 2024 lot
# =============================================================================================
scenario("spice", "spice-saffron-jars",
         "How much saffron is in my order 2210, which harvest is it from, and how much should I use per dish?",
         [
             rec("wc_get_order#2210", "tool:wc.orders.get", {
                 "id": 2210, "number": "2210", "status": "completed", "currency": "EUR",
                 "date_created": "2026-01-17T11:48:26", "date_created_gmt": "2026-01-17T09:48:26",
                 "billing": {"first_name": "Theodora", "last_name": "Lambrou", "city": "Kozani"},
                 "line_items": [
                     {"id": 22101, "name": "Krokos Kozanis PDO saffron - jar", "quantity": 3, "subtotal": "38.50",
                      "total": "38.50", "total_tax": "5.00",
                      "meta_data": [{"key": "net_weight_mg", "value": 2000}, {"key": "lot", "value": "KZN-25-118"},
                                    {"key": "harvest_year", "value": "2025"}, {"key": "iso3632_category", "value": "I"}]},
                     {"id": 22102, "name": "Smoked paprika - 100 g", "quantity": 1, "subtotal": "4.25",
                      "total": "4.25", "total_tax": "0.55"},
                     {"id": 22103, "name": "Sumac - 250 g", "quantity": 2, "subtotal": "12.21", "total": "12.21",
                      "total_tax": "1.59"}],
                 "shipping_lines": [{"method_id": "flat_rate", "method_title": "BOX NOW locker", "total": "3.15",
                                     "total_tax": "0.75"}],
                 "total": "66.00"}),
             rec("wc_get_order#2107", "tool:wc.orders.get", {
                 "id": 2107, "number": "2107", "status": "completed", "date_created": "2025-11-02T10:01:13",
                 "line_items": [{"name": "Krokos Kozanis PDO saffron - jar", "quantity": 1,
                                 "meta_data": [{"key": "net_weight_mg", "value": 1000}, {"key": "lot", "value": "KZN-24-090"},
                                               {"key": "harvest_year", "value": "2024"}]}],
                 "total": "8.20"}),
             psg("kb#using-saffron",
                 "A pinch of about 0.1 g of saffron, roughly 20 threads, is enough to colour and scent a risotto for "
                 "four.\nSteep the threads in a little warm stock for 15 minutes before adding them.\n"
                 "Kept in a dark, dry cupboard, saffron keeps its colour and aroma for up to two years.\n"
                 "All our Krokos Kozanis is graded ISO 3632 category I, the highest grade."),
         ])

case(59, "You have three 2-gram jars of Krokos Kozanis, six grams of saffron in all, from the 2025 harvest (lot "
         "KZN-25-118). A pinch of about 0.1 g, roughly 20 threads, colours a risotto for four, so your jars hold around "
         "sixty golden risottos!",
     [S("three 2-gram jars of Krokos Kozanis"), S("six grams of saffron in all"), S("from the 2025 harvest"),
      S("(lot KZN-25-118)"), S("A pinch of about 0.1 g, roughly 20 threads"), S("colours a risotto for four"),
      S("around sixty golden risottos")],
     notes="quantity 3 x net_weight_mg 2000 = 6 g; harvest_year 2025, lot KZN-25-118; kb#using-saffron 0.1 g per "
           "risotto for four, 6 / 0.1 = 60.",
     incl=["six grams", "2025"])

case(60, "Theodora, here's your saffron at a glance:\n"
         "- 3 jars × 2 g = 6 g of Krokos Kozanis PDO\n"
         "- Harvest 2025, lot KZN-25-118, ISO 3632 category I\n"
         "- Per dish: about 0.1 g (some 20 threads) for a risotto for four, steeped in warm stock for 15 minutes first",
     [S("3 jars × 2 g = 6 g"), S("Harvest 2025, lot KZN-25-118"), S("ISO 3632 category I"),
      S("about 0.1 g (some 20 threads)"), S("steeped in warm stock for 15 minutes")],
     notes="line item quantity and net_weight_mg; lot meta; kb#using-saffron for dose and steeping.",
     incl=["6 g", "KZN-25-118"])

case(61, "Dear Theodora,\n\nThe three jars in order 2210 hold 6 g of last autumn's crocus threads from the 2025 harvest. "
         "Use about 0.1 g for a dish for four, let it steep in warm stock for a quarter of an hour, and keep the jars in a "
         "dark, dry cupboard: they will hold their colour and aroma for up to two years.\n\nWith a warm, golden hello,\n"
         "Bahar & Sons",
     [S("hold 6 g of last autumn's crocus threads"), S("from the 2025 harvest"), S("Use about 0.1 g for a dish for four"),
      S("steep in warm stock for a quarter of an hour"), S("for up to two years"), N("With a warm, golden hello")],
     notes="3 x 2000 mg; harvest_year 2025 (autumn before the January order); kb#using-saffron on dose, 15 minutes "
           "steeping and two-year keeping.",
     incl=["6 g", "2025"])

case(62, "Your order 2210 has three 2 g jars of Krokos Kozanis from the 2024 harvest, 6 g in total. With about 0.1 g per "
         "risotto for four, that's enough for some 600 risottos!",
     [S("three 2 g jars of Krokos Kozanis"), C("from the 2024 harvest", VAL + DATE), S("6 g in total"),
      S("about 0.1 g per risotto for four"), C("some 600 risottos", VAL + AMT)],
     errors=["other_record_value", "wrong_arithmetic"],
     notes="harvest 2024 is the lot on the older order 2107; 2210's jars are 2025. 6 g / 0.1 g = 60, not 600.",
     excl=["2024 harvest", "600 risottos"])

case(63, "In order 2210 you have two jars of Krokos Kozanis saffron from lot KZN-25-118. Stored somewhere dark and dry, it "
         "keeps its colour for up to five years.",
     [C("you have two jars of Krokos Kozanis", VAL), S("from lot KZN-25-118"),
      C("keeps its colour for up to five years", NLI)],
     errors=["wrong_quantity", "invented_fact"],
     notes="the saffron line has quantity 3; kb#using-saffron says up to two years.",
     excl=["two jars", "five years"])

repair(13, "Your three 2-gram jars of Krokos Kozanis, lot KZN-25-118, give you 8 g of saffron, and about 0.1 g is enough "
           "for a risotto for four.",
       [S("Your three 2-gram jars"), S("lot KZN-25-118"), C("give you 8 g of saffron", VAL + AMT),
        S("about 0.1 g is enough for a risotto for four")],
       errors=["wrong_arithmetic"],
       notes="3 jars x 2000 mg = 6 g.",
       excl=["8 g of saffron"], incl=["6 g|six grams|6 grams", "KZN-25-118"])

# =============================================================================================
# 14. spice merchant: split shipment, black pepper on backorder (order 2265)
# =============================================================================================
scenario("spice", "spice-backorder",
         "Only part of order 2265 arrived on Saturday. Where is the black pepper?",
         [
             rec("wc_get_order#2265", "tool:wc.orders.get", {
                 "id": 2265, "number": "2265", "status": "processing", "currency": "EUR",
                 "date_created": "2026-04-08T10:17:00", "date_created_gmt": "2026-04-08T07:17:00",
                 "billing": {"first_name": "Petros", "last_name": "Zervas", "city": "Kalamaria"},
                 "line_items": [
                     {"id": 22651, "name": "Ras el hanout - 80 g", "quantity": 2, "subtotal": "9.73", "total": "9.73",
                      "total_tax": "1.27"},
                     {"id": 22652, "name": "Cumin seeds - 200 g", "quantity": 1, "subtotal": "4.87", "total": "4.87",
                      "total_tax": "0.63"},
                     {"id": 22653, "name": "Tellicherry black pepper - 250 g", "quantity": 1, "subtotal": "10.62",
                      "total": "10.62", "total_tax": "1.38",
                      "meta_data": [{"key": "Backordered", "value": 1}]}],
                 "shipping_lines": [{"method_id": "flat_rate", "method_title": "ELTA Courier", "total": "2.34",
                                     "total_tax": "0.56"}],
                 "total": "31.40",
                 "meta_data": [{"key": "_shipments", "value": [
                     {"shipment_id": "SHP-2265-1", "items": ["Ras el hanout - 80 g x2", "Cumin seeds - 200 g x1"],
                      "status": "DELIVERED", "delivered_at": 1775899800},
                     {"shipment_id": "SHP-2265-2", "items": ["Tellicherry black pepper - 250 g x1"],
                      "status": "AWAITING_STOCK", "expected_restock": "2026-04-21"}]}]}),
             pol("policy#backorders",
                 "Some of our spices come from small growers and arrive in batches. When one item of your order is on "
                 "backorder, we ship the rest straight away and send the missing item at no extra delivery cost within "
                 "two working days of its arrival. If it is still missing 21 days after your order date, you may cancel "
                 "that item for a full refund.", "v2"),
         ],
         now="2026-04-14T15:00:00+03:00")

case(64, "Your Tellicherry pepper is on backorder, Petros. We expect it back in stock next Tuesday, 21 April, and it will "
         "be on its way to you within two working days of arriving, at no extra delivery cost. The ras el hanout and "
         "cumin were delivered on 11/04.",
     [S("Your Tellicherry pepper is on backorder"), S("next Tuesday, 21 April"), S("within two working days of arriving"),
      S("at no extra delivery cost"), S("were delivered on 11/04")],
     notes="SHP-2265-2 AWAITING_STOCK, expected_restock 2026-04-21 (a Tuesday; now is Tue 14/04); policy#backorders; "
           "SHP-2265-1 delivered_at = 11/04 12:30 Athens.",
     incl=["21 April"])

case(65, "Order 2265 is travelling in two parts:\n"
         "- Parcel 1, with both ras el hanout and the cumin: delivered Saturday 11 April\n"
         "- Parcel 2, the Tellicherry pepper: waiting for the new batch, due 21/04, then sent within two working days "
         "at no charge\n"
         "The new pepper is worth the wait; I hope it crackles in your mill!",
     [S("with both ras el hanout and the cumin: delivered Saturday 11 April"), S("waiting for the new batch, due 21/04"),
      S("then sent within two working days at no charge"), N("I hope it crackles")],
     notes="_shipments: SHP-2265-1 DELIVERED (11/04 is a Saturday), SHP-2265-2 AWAITING_STOCK with restock 21/04; "
           "policy on the free second parcel. 'Worth the wait' is sentiment.",
     incl=["21/04"])

case(66, "The pepper from order 2265 ships separately, free of charge, once it's restocked on 21/04.",
     [S("ships separately, free of charge"), S("restocked on 21/04")],
     notes="policy#backorders; expected_restock 2026-04-21.",
     incl=["21/04"])

case(67, "Good news, Petros: your Tellicherry pepper was dispatched yesterday and should reach you later this week. "
         "Since it was delayed, you can also cancel it for a full refund now if you prefer.",
     [C("your Tellicherry pepper was dispatched yesterday", STATE), I("should reach you later this week", NOREC),
      C("you can also cancel it for a full refund now", NLI)],
     errors=["wrong_state", "invented_promise", "condition_unmet"],
     notes="SHP-2265-2 is AWAITING_STOCK; nothing gives an arrival; cancelling for a refund needs 21 days from the "
           "08/04 order date (29/04), which has not passed.",
     excl=["was dispatched yesterday", "later this week", "cancel it for a full refund now"])

case(68, "Your two cumin packs and the ras el hanout arrived on Saturday; the pepper follows once it's restocked on 21 "
         "April, with a €2.90 delivery charge for the second parcel.",
     [C("Your two cumin packs", VAL), S("arrived on Saturday"), S("restocked on 21 April"),
      C("with a €2.90 delivery charge for the second parcel", NLI + AMT)],
     errors=["wrong_quantity", "wrong_policy_condition"],
     notes="cumin quantity is 1 (ras el hanout is the one with 2); policy#backorders sends the missing item at no "
           "extra delivery cost.",
     excl=["two cumin", "€2.90 delivery charge"])

repair(14, "Your ras el hanout and cumin were delivered on 11/04, and the pepper follows at no extra cost once it's back "
           "in stock on 12 April.",
       [S("were delivered on 11/04"), S("the pepper follows at no extra cost"), C("back in stock on 12 April", DATE)],
       errors=["wrong_date"],
       notes="expected_restock is 2026-04-21.",
       excl=["12 April"], incl=["21 April|21/04", "11/04|11 April"])

# =============================================================================================
# 15. spice merchant: order cancelled before dispatch and refunded (order 2301)
# =============================================================================================
scenario("spice", "spice-cancel-refund",
         "You cancelled order 2301 for me last week. When will I see the money back?",
         [
             rec("wc_get_order#2301", "tool:wc.orders.get", {
                 "id": 2301, "number": "2301", "status": "refunded", "currency": "EUR",
                 "date_created": "2026-08-17T21:36:52", "date_created_gmt": "2026-08-17T18:36:52",
                 "billing": {"first_name": "Vasiliki", "last_name": "Oikonomou", "city": "Serres"},
                 "payment_method_title": "Card (Eurobank)",
                 "line_items": [
                     {"name": "Greek mountain oregano - 150 g", "quantity": 3, "subtotal": "15.93", "total": "15.93",
                      "total_tax": "2.07"},
                     {"name": "Aleppo pepper flakes - 200 g", "quantity": 2, "subtotal": "17.17", "total": "17.17",
                      "total_tax": "2.23"}],
                 "shipping_lines": [{"method_id": "flat_rate", "method_title": "ELTA Courier", "total": "3.95",
                                     "total_tax": "0.95"}],
                 "total": "42.30",
                 "refunds": [{"id": 2309, "reason": "Customer cancelled before dispatch", "total": "-42.30"}]}),
             rec("wc_get_refund#2309", "tool:wc.orders.refunds.get", {
                 "id": 2309, "order_id": 2301, "amount": "42.30", "date_created": "2026-08-18T16:45:00",
                 "date_created_gmt": "2026-08-18T13:45:00", "refunded_payment": True,
                 "meta_data": [{"key": "_refund_gateway_id", "value": "RFND-77K2Q"}]}),
             rec("wc_get_order#2288", "tool:wc.orders.get", {
                 "id": 2288, "number": "2288", "status": "completed", "date_created": "2026-07-30T08:20:41",
                 "total": "26.80", "refunds": [{"id": 2292, "reason": "Store credit - crushed tin", "total": "-8.40"}],
                 "meta_data": [{"key": "_refund_method", "value": "STORE_CREDIT"}]}),
             pol("policy#cancellations",
                 "You can cancel any order until it leaves our shop. Orders cancelled before dispatch are refunded in "
                 "full, delivery included, to the original payment method. Card refunds take 5-10 business days to "
                 "appear on your statement; PayPal refunds usually appear within 24 hours. Once an order has been "
                 "dispatched, please use our returns form instead.", "v4"),
         ],
         now="2026-08-24T10:30:00+03:00")

case(69, "Your refund of €42.30 for order 2301, which covers everything including delivery, was sent back to your Eurobank "
         "card on 18 August. Card refunds take 5-10 business days to show, so it should appear between tomorrow and "
         "1 September at the latest.",
     [S("Your refund of €42.30 for order 2301"), S("covers everything including delivery"),
      S("sent back to your Eurobank card on 18 August"), S("Card refunds take 5-10 business days"),
      S("between tomorrow and 1 September at the latest")],
     notes="refund 2309 42.30 = order total, dated Tue 18/08; 5 business days later is Tue 25/08 (tomorrow from Mon "
           "24/08), 10 business days is Tue 01/09.",
     incl=["€42.30", "1 September"])

case(70, "€42.30 refunded to your card on 18/08 (ref. RFND-77K2Q); please allow 5-10 business days.",
     [S("€42.30 refunded to your card on 18/08"), S("(ref. RFND-77K2Q)"), S("allow 5-10 business days")],
     notes="refund 2309 amount, date and _refund_gateway_id; policy#cancellations.",
     incl=["RFND-77K2Q"])

case(71, "Dear Vasiliki,\n\nOrder 2301 was cancelled before it left us and has been refunded in full, €42.30 including "
         "the delivery charge. The refund was issued on Tuesday 18 August to your Eurobank card; banks usually take 5 to "
         "10 business days to show card refunds. The oregano will be waiting for you whenever you'd like it.\n\n"
         "Warmly,\nBahar & Sons",
     [S("was cancelled before it left us"), S("has been refunded in full, €42.30"), S("issued on Tuesday 18 August"),
      S("5 to 10 business days"), N("The oregano will be waiting"), N("Warmly")],
     notes="status refunded, refund reason 'Customer cancelled before dispatch', 42.30 = total; 18/08 is a Tuesday.",
     incl=["€42.30", "18 August"])

case(72, "We've refunded €37.40 for the oregano and Aleppo pepper in order 2301; the delivery charge isn't refundable. "
         "It went back to your card on 18 August.",
     [C("We've refunded €37.40", AMT), C("the delivery charge isn't refundable", NLI),
      S("went back to your card on 18 August")],
     errors=["wrong_amount", "wrong_policy_condition"],
     notes="refund 2309 is 42.30 including the 4.90 delivery; policy refunds cancelled orders in full, delivery "
           "included.",
     excl=["€37.40", "isn't refundable"])

case(73, "Your order 2301 is still being processed, and the refund of €42.30 will go out once the cancellation is "
         "complete. Refunds usually show within 24 hours.",
     [C("is still being processed", STATE), C("will go out once the cancellation is complete", STATE),
      C("within 24 hours", NLI)],
     errors=["wrong_state", "wrong_state", "wrong_period"],
     notes="status is refunded and refund 2309 was issued on 18/08; the 24-hour figure is for PayPal, card refunds "
           "take 5-10 business days.",
     excl=["still being processed", "will go out once", "within 24 hours"])

repair(15, "Your €42.30 refund for order 2301 went out on 18 August as store credit, and it covers the delivery charge "
           "too.",
       [S("Your €42.30 refund for order 2301"), S("went out on 18 August"), C("as store credit", VAL),
        S("covers the delivery charge too")],
       errors=["other_record_value"],
       notes="store credit was the method on the older order 2288; refund 2309 has refunded_payment true to the "
             "Eurobank card, the original payment method.",
       excl=["as store credit"], incl=["card|Eurobank|original payment", "€42.30|42.30"])

# =============================================================================================
# 16. spice merchant: trade order awaiting bank transfer (order 2340), void pro-forma before coupon
# =============================================================================================
scenario("spice", "spice-bank-transfer",
         "We're paying order 2340 by bank transfer. How much exactly, what reference, and by when?",
         [
             rec("wc_get_order#2340", "tool:wc.orders.get", {
                 "id": 2340, "number": "2340", "status": "on-hold", "currency": "EUR",
                 "date_created": "2026-06-21T23:04:00", "date_created_gmt": "2026-06-21T20:04:00",
                 "payment_method": "bacs", "payment_method_title": "Direct bank transfer",
                 "billing": {"company": "Meze Lab", "first_name": "Alexis", "last_name": "Tsakiris",
                             "city": "Thessaloniki"},
                 "customer_id": 87,
                 "line_items": [
                     {"name": "Sweet paprika - 1 kg", "quantity": 3, "subtotal": "54.00", "total": "47.52",
                      "total_tax": "6.18"},
                     {"name": "Cinnamon sticks - 500 g", "quantity": 2, "subtotal": "43.00", "total": "37.84",
                      "total_tax": "4.92"},
                     {"name": "Dried Greek mint - 500 g", "quantity": 4, "subtotal": "57.00", "total": "50.16",
                      "total_tax": "6.52"}],
                 "coupon_lines": [{"code": "trade12", "discount": "18.48", "discount_tax": "2.40"}],
                 "shipping_lines": [{"method_id": "flat_rate", "method_title": "Courier (trade)", "total": "6.00",
                                     "total_tax": "1.44"}],
                 "discount_total": "18.48", "total_tax": "19.06", "total": "160.58",
                 "meta_data": [{"key": "_bacs_reference", "value": "BAHAR-2340"},
                               {"key": "_payment_due_gmt", "value": "2026-06-26T20:59:00"}]}),
             rec("wc_get_customer#87", "tool:wc.customers.get", {
                 "id": 87, "username": "mezelab", "meta_data": [{"key": "trade_account_no", "value": "TR-0087"},
                                                             {"key": "trade_tier", "value": "TRADE"}]}),
             rec("proforma#PF-2340", "tool:invoices.proforma.get", {
                 "proforma": "PF-2340", "order_id": 2340, "versions": [
                     {"rev": 1, "state": "VOID", "total": "181.46", "note": "issued before coupon"},
                     {"rev": 2, "state": "ISSUED", "total": "160.58"}]}),
             pol("policy#trade-payments",
                 "Trade customers pay by bank transfer. Please pay within 5 days of ordering and quote your order "
                 "reference (BAHAR- followed by the order number) so we can match the payment; unpaid orders are "
                 "cancelled after the due date. The code TRADE12 gives 12% off orders of €150 or more before VAT. "
                 "Net-30 payment terms are available to Trade Plus accounts only.", "v2"),
             psg("kb#bank-details",
                 "Bahar & Sons, Piraeus Bank\nIBAN GR16 0172 0250 0050 2504 8812 339\nBIC PIRBGRAA"),
         ],
         now="2026-06-23T09:00:00+03:00")

case(74, "Thanks, Alexis! Please transfer €160.58 for order 2340 with the reference BAHAR-2340, by 23:59 on Friday 26 June. "
         "Your TRADE12 code took 12% off, as the spices came to €154.00 before VAT.",
     [S("Please transfer €160.58 for order 2340"), S("with the reference BAHAR-2340"), S("by 23:59 on Friday 26 June"),
      S("Your TRADE12 code took 12% off"), S("the spices came to €154.00 before VAT")],
     notes="total 160.58; _bacs_reference; _payment_due_gmt 20:59 UTC = 23:59 EEST on Fri 26/06; subtotals "
           "54 + 43 + 57 = 154.00 net, over the €150 threshold in the policy.",
     incl=["€160.58", "BAHAR-2340"])

case(75, "Here are the transfer details for order 2340:\n"
         "- Amount: €160.58\n"
         "- Reference: BAHAR-2340\n"
         "- Pay by: 26/06/2026, 23:59\n"
         "- Bank: Piraeus Bank, IBAN GR16 0172 0250 0050 2504 8812 339\n"
         "Once it lands, your paprika, cinnamon and mint will be on their way to the kitchen.",
     [S("Amount: €160.58"), S("Reference: BAHAR-2340"), S("Pay by: 26/06/2026, 23:59"),
      S("IBAN GR16 0172 0250 0050 2504 8812 339"), SN("will be on their way to the kitchen")],
     notes="order total and _bacs_reference; due date converted to Athens time; kb#bank-details. The last line is a "
           "warm forward look (orders on hold ship once paid).",
     incl=["€160.58", "26/06/2026"])

case(76, "€160.58, reference BAHAR-2340, due 26/06 at 23:59.",
     [S("€160.58"), S("reference BAHAR-2340"), S("due 26/06 at 23:59")],
     notes="total; _bacs_reference; _payment_due_gmt 2026-06-26T20:59 UTC = 23:59 Athens.",
     incl=["BAHAR-2340"])

case(77, "The amount to transfer for order 2340 is €181.46, reference BAHAR-2340. As a trade customer you have 30 days "
         "to pay, so there's no rush.",
     [C("is €181.46", AMT), S("reference BAHAR-2340"), C("you have 30 days to pay", NLI + VAL)],
     errors=["stale_value", "condition_unmet"],
     notes="181.46 is the VOID pro-forma rev 1, issued before the coupon; the order total is 160.58. Net-30 is for "
           "Trade Plus only; the account's trade_tier is TRADE, which pays within 5 days.",
     excl=["€181.46", "30 days"])

case(78, "Please transfer €160.58 by 20:59 on 26 June, quoting the reference TR-0087 so we can match it.",
     [S("Please transfer €160.58"), C("by 20:59 on 26 June", DATE), C("quoting the reference TR-0087", IDM)],
     errors=["unit_conversion", "wrong_role"],
     notes="20:59 is the UTC due time, 23:59 in Athens; TR-0087 is the trade account number, the payment reference is "
           "BAHAR-2340.",
     excl=["20:59", "reference TR-0087"])

repair(16, "Please transfer €160.58 with reference BAHAR-2340 by 26 June. Your TRADE12 code took 12% off, since the spices "
           "came to €150.00 before VAT.",
       [S("Please transfer €160.58"), S("with reference BAHAR-2340"), S("by 26 June"), S("took 12% off"),
        C("came to €150.00 before VAT", AMT)],
       errors=["wrong_amount"],
       notes="line subtotals 54.00 + 43.00 + 57.00 = 154.00 before VAT.",
       excl=["€150.00"], incl=["€154.00|154.00", "BAHAR-2340"])

# =============================================================================================
# 17. chocolatier: summer heat hold (order 3105)
# =============================================================================================
scenario("choc", "choc-heat-hold",
         "Why is my chocolate order 3105 on hold? I ordered it yesterday.",
         [
             rec("wc_get_order#3105", "tool:wc.orders.get", {
                 "id": 3105, "number": "3105", "status": "on-hold", "currency": "EUR",
                 "date_created": "2026-07-15T13:00:00", "date_created_gmt": "2026-07-15T10:00:00",
                 "billing": {"first_name": "Katerina", "last_name": "Mavridou", "city": "Larissa"},
                 "shipping": {"city": "Larissa", "postcode": "41222"},
                 "line_items": [
                     {"name": "Sea-salt caramel bonbons - box of 16", "quantity": 2, "subtotal": "35.48",
                      "total": "35.48", "total_tax": "8.52"},
                     {"name": "70% Madagascar bar - 80 g", "quantity": 3, "subtotal": "15.73", "total": "15.73",
                      "total_tax": "3.77"}],
                 "fee_lines": [{"name": "Summer cool pack", "total": "0.00", "total_tax": "0.00"}],
                 "shipping_lines": [{"method_id": "flat_rate", "method_title": "ACS Courier", "total": "3.95",
                                     "total_tax": "0.95"}],
                 "total": "68.40",
                 "meta_data": [{"key": "_heat_hold", "value": "ACTIVE"},
                               {"key": "_heat_hold_reason", "value": "DEST_FORECAST_ABOVE_32C"},
                               {"key": "_next_ship_date", "value": "2026-07-20"}]}),
             rec("weather#larissa", "tool:weather.forecast", {
                 "location": "Larissa", "unit": "CELSIUS", "days": [
                     {"date": "2026-07-16", "max": 36}, {"date": "2026-07-17", "max": 37},
                     {"date": "2026-07-18", "max": 35}, {"date": "2026-07-20", "max": 31}]}),
             pol("policy#summer-shipping",
                 "Chocolate melts at around 30 °C, so summer needs care. From June to September we ship only from "
                 "Monday to Wednesday, so that no parcel spends a weekend in a warm depot, and every parcel travels with "
                 "a cool pack at no charge. When the forecast at the destination is above 32 °C, we may hold an order "
                 "for up to 7 days and send it on the first cooler shipping day.", "2026-06"),
         ],
         now="2026-07-16T18:00:00+03:00")

case(79, "Your bonbons are safe in our cool room, Katerina. Larissa is forecast to reach 36 °C, so we're holding order 3105 "
         "and will send it on Monday 20 July with a free cool pack. In summer we only ship from Monday to Wednesday, so "
         "your chocolate never spends a weekend in a hot depot.",
     [SN("Your bonbons are safe in our cool room"), S("Larissa is forecast to reach 36 °C"),
      S("we're holding order 3105"), S("will send it on Monday 20 July"), S("with a free cool pack"),
      S("we only ship from Monday to Wednesday"), S("never spends a weekend in a hot depot")],
     notes="weather max 36 today (37 tomorrow); _heat_hold ACTIVE; _next_ship_date 2026-07-20 (Monday); cool pack fee "
           "line 0.00; policy#summer-shipping.",
     incl=["20 July"])

case(80, "Here's why order 3105 is waiting, Katerina:\n"
         "- Larissa's forecast is 36-37 °C for the next days, above our 32 °C limit\n"
         "- We can hold chocolate for up to 7 days in such heat\n"
         "- New shipping day: Monday 20/07, when it cools to 31 °C\n"
         "- A cool pack travels with it at no charge\n"
         "Two boxes of sea-salt caramels deserve to arrive glossy, not melted!",
     [S("Larissa's forecast is 36-37 °C"), S("above our 32 °C limit"), S("hold chocolate for up to 7 days"),
      S("New shipping day: Monday 20/07"), S("when it cools to 31 °C"), S("A cool pack travels with it at no charge"),
      N("deserve to arrive glossy")],
     notes="forecast days 16-17/07 at 36 and 37, 20/07 at 31; policy 32 °C and 7 days; _next_ship_date; cool pack 0.00.",
     incl=["20/07"])

case(81, "Order 3105 is on a heat hold and ships on Monday, 20 July.",
     [S("Order 3105 is on a heat hold"), S("ships on Monday, 20 July")],
     notes="_heat_hold ACTIVE; _next_ship_date 2026-07-20, the coming Monday.",
     incl=["20 July"])

case(82, "We're holding order 3105 because of the heat in Larissa and will ship it on Saturday 18 July, once the worst has "
         "passed. We've added a cool pack for €2.50 so your bonbons stay perfect.",
     [S("We're holding order 3105 because of the heat"), C("ship it on Saturday 18 July", DATE + NLI),
      C("We've added a cool pack for €2.50", AMT + NLI)],
     errors=["wrong_date", "wrong_amount"],
     notes="_next_ship_date is Monday 20/07 and summer shipping runs Monday-Wednesday only; the cool pack fee line is "
           "0.00 and the policy gives it at no charge.",
     excl=["Saturday 18 July", "for €2.50"])

case(83, "Your order 3105 is in our cool room until the Larissa heat breaks, and it goes out with a free cool pack on "
         "Monday 20 July. We can hold chocolate for up to 14 days in a heatwave. To thank you for waiting, we've tucked "
         "an extra Madagascar bar into the box.",
     [S("Your order 3105 is in our cool room"), S("Monday 20 July"), C("up to 14 days", NLI),
      I("we've tucked an extra Madagascar bar into the box", NOREC)],
     errors=["wrong_period", "unrecorded_extra"],
     notes="policy holds orders for up to 7 days; line items still show 3 bars and no free item or note records an "
           "extra.",
     excl=["14 days", "extra Madagascar bar"])

repair(17, "We're holding order 3105 because Larissa is forecast at 36 °C, and we'll send it on Monday 20 July with a cool "
           "pack, which costs €2.50 in summer.",
       [S("Larissa is forecast at 36 °C"), S("we'll send it on Monday 20 July"), C("which costs €2.50 in summer", AMT + NLI)],
       errors=["wrong_amount"],
       notes="cool pack fee line 0.00; policy: a cool pack at no charge.",
       excl=["€2.50"], incl=["free|no charge|no cost|at no extra|€0.00", "20 July|20/07"])

# =============================================================================================
# 18. chocolatier: corporate personalised bars, proof awaiting approval (order 3150)
# =============================================================================================
scenario("choc", "choc-personalised-bars",
         "When will our 120 personalised bars be ready? We need them for an event on 30 October.",
         [
             rec("wc_get_order#3150", "tool:wc.orders.get", {
                 "id": 3150, "number": "3150", "status": "processing", "currency": "EUR",
                 "date_created": "2026-10-09T11:26:14", "date_created_gmt": "2026-10-09T08:26:14",
                 "billing": {"company": "Aegeas Consulting", "first_name": "Marina", "last_name": "Pappa",
                             "city": "Athens"},
                 "line_items": [{"name": "Personalised 50 g bar - 70% dark", "quantity": 120, "subtotal": "348.00",
                                 "total": "348.00", "total_tax": "83.52",
                                 "meta_data": [{"key": "Engraving", "value": "AEGEAS 10 YEARS"}]}],
                 "fee_lines": [{"name": "Logo mould setup", "total": "45.00", "total_tax": "10.80"}],
                 "shipping_lines": [{"method_id": "local_delivery", "method_title": "Athens delivery", "total": "0.00"}],
                 "total": "487.32", "total_tax": "94.32",
                 "meta_data": [{"key": "_proof_status", "value": "AWAITING_APPROVAL"},
                               {"key": "_proof_sent_gmt", "value": "2026-10-12T13:20:00"},
                               {"key": "_production_lead", "value": "P10D"},
                               {"key": "_deposit_paid", "value": "243.66"},
                               {"key": "_balance_due", "value": "243.66"},
                               {"key": "_balance_due_on", "value": "DELIVERY"}]}),
             pol("policy#personalised",
                 "Personalised bars are made to order. We start production only once you approve the digital proof, "
                 "and making them takes 10 days from approval. A one-off logo mould costs €45.00 per design. We take a "
                 "50% deposit with the order and the balance on delivery. Athens orders are delivered on the next "
                 "working day after they are ready.", "v2"),
         ],
         now="2026-10-14T10:00:00+03:00")

case(84, "Your 120 personalised dark bars are waiting only for your go-ahead on the proof we emailed on 12 October. Once you "
         "approve it, we need 10 days to make them, so approving today means they'll be ready on Saturday 24 October and "
         "delivered on Monday 26 October, well ahead of the 30th. You've paid a €243.66 deposit, and the remaining "
         "€243.66 is due on delivery.",
     [S("Your 120 personalised dark bars"), S("waiting only for your go-ahead on the proof"), S("emailed on 12 October"),
      S("we need 10 days to make them"), S("ready on Saturday 24 October"), S("delivered on Monday 26 October"),
      S("You've paid a €243.66 deposit"), S("the remaining €243.66 is due on delivery")],
     notes="_proof_status AWAITING_APPROVAL, _proof_sent_gmt 12/10; P10D from today (14/10) = Sat 24/10; next working "
           "day Mon 26/10 per policy; deposit and balance meta.",
     incl=["24 October", "€243.66"])

case(85, "Dear Marina,\n\nWhat a lovely way to celebrate ten years! The proof for your \"AEGEAS 10 YEARS\" bars has been with "
         "you since 12/10 and needs your approval before we can temper a single bar. Production takes ten days from "
         "approval, and Athens orders are delivered the next working day. The order comes to €487.32, including the "
         "€45.00 logo mould; half was paid as a deposit.\n\nWith chocolatey regards,\nKakao Atelier",
     [N("What a lovely way to celebrate"), S("has been with you since 12/10"), S("needs your approval before we can temper"),
      S("Production takes ten days from approval"), S("delivered the next working day"), S("comes to €487.32"),
      S("including the €45.00 logo mould"), S("half was paid as a deposit"), N("With chocolatey regards")],
     notes="engraving meta; _proof_sent_gmt; policy on 10 days and next-day Athens delivery; total 487.32; fee line "
           "45.00; deposit 243.66 = half of 487.32.",
     incl=["€487.32", "12/10"])

case(86, "Approve the proof today and the 120 bars will be ready on 24/10.",
     [S("the 120 bars will be ready on 24/10")],
     notes="P10D from 14/10 is 24/10; quantity 120; proof awaiting approval.",
     incl=["24/10"])

case(87, "Since you approved the proof on 12 October, your 120 bars are already being made and will be ready on "
         "22 October. The balance of €243.66 is due on delivery.",
     [C("Since you approved the proof on 12 October", STATE), C("are already being made", STATE),
      C("will be ready on 22 October", DATE), S("The balance of €243.66 is due on delivery")],
     errors=["wrong_state", "wrong_state", "wrong_date"],
     notes="_proof_status is AWAITING_APPROVAL (12/10 is when the proof was sent), so production has not started and "
           "22 October (12/10 + 10 days) is wrong.",
     excl=["Since you approved the proof", "already being made", "ready on 22 October"])

case(88, "Your deposit of €348.00 is safely received, and since you ordered more than 100 bars the logo mould comes free "
         "of charge. Production takes 10 days from your proof approval.",
     [C("Your deposit of €348.00", AMT), C("the logo mould comes free of charge", NLI + AMT),
      S("Production takes 10 days from your proof approval")],
     errors=["wrong_amount", "wrong_policy_condition"],
     notes="_deposit_paid is 243.66 (348.00 is the bars' net subtotal); the order carries a 45.00 mould fee and the "
           "policy charges €45.00 per design with no quantity waiver.",
     excl=["€348.00", "mould comes free"])

repair(18, "Your proof is waiting for approval; if you approve it today, the 120 bars will be ready on 20 October, and the "
           "balance of €243.66 is due on delivery.",
       [S("Your proof is waiting for approval"), C("ready on 20 October", DATE), S("balance of €243.66")],
       errors=["wrong_arithmetic"],
       notes="10 days (P10D) from approval on 14/10 is 24/10.",
       excl=["20 October"], incl=["24 October|24/10", "€243.66|243.66"])

# =============================================================================================
# 19. chocolatier: nut-allergy question, cancellation of a packed order escalated (order 3188)
# =============================================================================================
scenario("choc", "choc-allergen-cancel",
         "My son has a severe hazelnut allergy. Is the orange dark bar safe for him? If not, please cancel order 3188.",
         [
             rec("wc_get_order#3188", "tool:wc.orders.get", {
                 "id": 3188, "number": "3188", "status": "processing", "currency": "EUR",
                 "date_created": "2026-03-26T20:41:37", "date_created_gmt": "2026-03-26T18:41:37",
                 "billing": {"first_name": "Anna", "last_name": "Petridou", "city": "Chania"},
                 "line_items": [{"product_id": 412, "name": "Orange & dark 66% bar - 80 g", "quantity": 4,
                                 "subtotal": "20.97", "total": "20.97", "total_tax": "5.03"}],
                 "shipping_lines": [{"method_id": "flat_rate", "method_title": "ACS Courier", "total": "3.95",
                                     "total_tax": "0.95"}],
                 "total": "30.90",
                 "meta_data": [{"key": "_pick_status", "value": "PACKED"}]}),
             rec("wc_get_product#412", "tool:wc.products.get", {
                 "id": 412, "name": "Orange & dark 66% bar - 80 g",
                 "ingredients": "cocoa mass, cane sugar, candied orange peel (orange peel, sugar), cocoa butter, "
                                "emulsifier: soy lecithin",
                 "meta_data": [{"key": "allergens_contains", "value": ["SOY"]},
                               {"key": "allergens_may_contain", "value": ["HAZELNUT", "ALMOND", "PISTACHIO", "MILK"]}]}),
             refused("wc_update_order#call-4", "wc.orders.update", "ESCALATE", {"order_id": 3188, "status": "cancelled"},
                     reason="ORDER_PACKED_REQUIRES_MANAGER"),
             pol("policy#cancellations-choc",
                 "We pack orders within a day of receiving them. Orders can be cancelled free of charge until they are "
                 "packed; after that, a manager reviews each cancellation request. Unopened chocolate can be returned "
                 "within 14 days of delivery.", "v3"),
             psg("kb#allergens",
                 "Our workshop in Chania handles hazelnuts, almonds, pistachios and milk.\n"
                 "All our chocolate is made on shared equipment, so we cannot guarantee that any product is free from "
                 "traces of these allergens."),
         ],
         now="2026-03-27T11:00:00+02:00")

case(89, "I'm really glad you asked before opening them, Anna. Our orange dark bar has no nuts or milk in its recipe, but it "
         "is made on shared equipment in a workshop that handles hazelnuts, almonds, pistachios and milk, so we can't "
         "promise it is free from traces. I've passed your cancellation of order 3188 to our manager for review, as the "
         "parcel is already packed.",
     [N("I'm really glad you asked"), S("has no nuts or milk in its recipe"), S("it is made on shared equipment"),
      S("handles hazelnuts, almonds, pistachios and milk"), S("we can't promise it is free from traces"),
      S("passed your cancellation of order 3188 to our manager for review"), S("the parcel is already packed")],
     notes="product ingredients list no nuts or milk (only may-contain); kb#allergens; cancellation call ESCALATED "
           "(ORDER_PACKED_REQUIRES_MANAGER); _pick_status PACKED.",
     incl=["manager", "traces"])

case(90, "Anna, here is what I can tell you about the orange dark bar:\n"
         "- Recipe: cocoa mass, cane sugar, candied orange peel, cocoa butter and soy lecithin\n"
         "- May contain traces of: hazelnut, almond, pistachio and milk, from our shared equipment\n"
         "- Order 3188 is already packed, so your cancellation request is with a manager for review\n"
         "With a severe allergy, I would sadly not recommend it for your son.",
     [S("Recipe: cocoa mass, cane sugar, candied orange peel, cocoa butter and soy lecithin"),
      S("May contain traces of: hazelnut, almond, pistachio and milk"), S("Order 3188 is already packed"),
      S("your cancellation request is with a manager for review"), N("I would sadly not recommend it")],
     notes="product ingredients and allergens_may_contain; _pick_status PACKED; refused call ESCALATE.",
     incl=["hazelnut", "review"])

case(91, "The orange bar may contain traces of hazelnut, and your cancellation of order 3188 has been escalated for review.",
     [S("may contain traces of hazelnut"), S("has been escalated for review")],
     notes="allergens_may_contain includes HAZELNUT; wc.orders.update cancel was ESCALATED.",
     incl=["escalated"])

case(92, "Good news, Anna: the orange bar is made on a dedicated nut-free line, so it is safe for your son. I've cancelled "
         "order 3188 anyway, as you asked.",
     [C("made on a dedicated nut-free line", NLI + VAL), CI("so it is safe for your son", NLI + ["NLI_NOT_ENTAILED"]),
      C("I've cancelled order 3188", NOTEX)],
     errors=["invented_fact", "invented_fact", "refused_call_effect"],
     notes="kb#allergens: all chocolate is made on shared equipment and traces cannot be excluded; the cancel call was "
           "ESCALATED, not executed.",
     excl=["dedicated nut-free line", "safe for your son", "I've cancelled order 3188"])

case(93, "Your three orange bars contain milk and soy and may contain traces of hazelnut, so I'd keep them away from your son. "
         "Your cancellation request is with our manager, since the parcel is already packed.",
     [C("Your three orange bars", VAL), C("contain milk and soy", VAL), S("may contain traces of hazelnut"),
      S("Your cancellation request is with our manager"), S("the parcel is already packed")],
     errors=["wrong_quantity", "wrong_value"],
     notes="the line item has quantity 4; milk is only in allergens_may_contain, the bar contains soy only.",
     excl=["three orange bars", "contain milk and soy"])

repair(19, "The orange bar's recipe has no nuts, but it is made on shared equipment that handles hazelnuts, so we can't rule "
           "out traces. I've cancelled order 3188 for you.",
       [S("recipe has no nuts"), S("made on shared equipment that handles hazelnuts"), S("we can't rule out traces"),
        C("I've cancelled order 3188", NOTEX)],
       errors=["refused_call_effect"],
       notes="wc.orders.update (cancel) was ESCALATED: the order is packed and a manager reviews it.",
       excl=["I've cancelled order 3188"],
       incl=["escalated|review|manager|could not|couldn't|unable|not able", "shared equipment"])

# =============================================================================================
# 20. chocolatier: Valentine's box delivered late, delivery charge refunded (order 3044)
# =============================================================================================
scenario("choc", "choc-late-valentine",
         "I paid for guaranteed delivery and my Valentine's chocolates came after Valentine's Day. Not happy.",
         [
             rec("wc_get_order#3044", "tool:wc.orders.get", {
                 "id": 3044, "number": "3044", "status": "completed", "currency": "EUR",
                 "date_created": "2026-02-09T18:20:00", "date_created_gmt": "2026-02-09T16:20:00",
                 "billing": {"first_name": "Giorgos", "last_name": "Raptis", "city": "Tripoli"},
                 "line_items": [
                     {"name": "Valentine's heart box - 12 pralines", "quantity": 1, "subtotal": "25.81",
                      "total": "25.81", "total_tax": "6.19"},
                     {"name": "Rose & raspberry bar - 80 g", "quantity": 2, "subtotal": "13.31", "total": "13.31",
                      "total_tax": "3.19"}],
                 "shipping_lines": [{"method_id": "guaranteed_express", "method_title": "Guaranteed by 13/02 express",
                                     "total": "7.98", "total_tax": "1.92"}],
                 "total": "58.40",
                 "refunds": [{"id": 3061, "reason": "Guaranteed delivery missed", "total": "-9.90"}]}),
             rec("wc_get_refund#3061", "tool:wc.orders.refunds.get", {
                 "id": 3061, "order_id": 3044, "amount": "9.90", "date_created": "2026-02-17T10:05:00",
                 "date_created_gmt": "2026-02-17T08:05:00", "refunded_payment": True,
                 "shipping_lines": [{"total": "-7.98", "total_tax": "-1.92"}]}),
             rec("courier#GT-55190318", "tool:courier.tracking.get", {
                 "awb": "GT-55190318", "status_code": "DELIVERED", "delivered_at": 1771234920,
                 "events": [{"code": "PICKED_UP", "ts": 1770901800}, {"code": "WEATHER_DELAY", "ts": 1770990000},
                            {"code": "DELIVERED", "ts": 1771234920}]}),
             pol("policy#valentines",
                 "Valentine's orders placed by 10 February at 12:00 are guaranteed to reach addresses in mainland Greece "
                 "by 13 February. If a guaranteed delivery arrives late, for any reason, we refund the delivery charge in "
                 "full within 2 working days of delivery. The chocolates themselves are not refunded, as they keep well "
                 "for weeks.", "2026-01"),
         ],
         now="2026-02-18T09:30:00+02:00")

case(94, "I'm so sorry, Giorgos. Your Valentine's chocolates should have reached Tripoli by 13 February but only arrived on "
         "Monday 16 February, after bad weather held up the courier. Because the delivery was guaranteed, we refunded the "
         "full €9.90 delivery charge yesterday, 17 February.",
     [N("I'm so sorry, Giorgos"), S("should have reached Tripoli by 13 February"), S("only arrived on Monday 16 February"),
      S("after bad weather held up the courier"), S("we refunded the full €9.90 delivery charge"),
      S("yesterday, 17 February")],
     notes="policy guarantee (order placed 09/02 18:20, before the 10/02 cut-off); delivered_at 16/02 11:42 Athens; "
           "WEATHER_DELAY event; refund 3061 9.90 on 17/02, now 18/02.",
     incl=["€9.90", "16 February"])

case(95, "Dear Giorgos,\n\nYou did everything right: order 3044 was placed on 9 February, well before our cut-off, and it "
         "should have been with you by the 13th. It reached you on 16 February instead, and we are truly sorry that the "
         "pralines missed their moment. As our guarantee promises, your delivery charge of nine euros ninety was "
         "refunded in full on 17 February. The chocolates keep well for weeks, so I hope they still sweetened a "
         "belated celebration.\n\nWith a heavy heart and a full cocoa pot,\nLena, Kakao Atelier",
     [S("order 3044 was placed on 9 February, well before our cut-off"), S("should have been with you by the 13th"),
      S("It reached you on 16 February instead"), N("we are truly sorry"),
      S("nine euros ninety was refunded in full on 17 February"), S("The chocolates keep well for weeks"),
      N("I hope they still sweetened"), N("With a heavy heart")],
     notes="date_created 09/02 18:20, cut-off 10/02 12:00; delivered 16/02; refund 3061 9.90 on 17/02; policy: "
           "chocolates keep well for weeks.",
     incl=["17 February"])

case(96, "Refunded: the €9.90 delivery charge on order 3044, on 17/02, for its late arrival on 16/02.",
     [S("the €9.90 delivery charge on order 3044"), S("on 17/02"), S("late arrival on 16/02")],
     notes="refund 3061 amount and date; delivered_at 16/02.",
     incl=["€9.90"])

case(97, "We're so sorry your chocolates arrived on Sunday 15 February, a day after Valentine's. Because we missed the "
         "guarantee, we refunded your whole order, €58.40, on 17 February.",
     [N("We're so sorry"), C("arrived on Sunday 15 February", DATE), C("refunded your whole order, €58.40", AMT),
      S("on 17 February")],
     errors=["wrong_date", "wrong_amount"],
     notes="delivered_at is Monday 16/02; refund 3061 is 9.90, the delivery charge only (policy: chocolates not "
           "refunded).",
     excl=["Sunday 15 February", "whole order, €58.40"])

case(98, "Our Valentine's guarantee covers orders placed by 12 February, and yours qualified. The courier delivered it on "
         "16 February at 09:42, so we refunded the €9.90 delivery charge.",
     [C("covers orders placed by 12 February", NLI), S("yours qualified"), S("delivered it on 16 February"),
      C("at 09:42", DATE), S("we refunded the €9.90 delivery charge")],
     errors=["wrong_policy_condition", "unit_conversion"],
     notes="policy cut-off is 10 February at 12:00; delivered_at 1771234920 is 09:42 UTC = 11:42 Athens.",
     excl=["placed by 12 February", "at 09:42"])

repair(20, "Your chocolates arrived on 16 February, after the guaranteed date of 13 February, so we refunded the €7.98 "
           "delivery charge on 17 February.",
       [S("arrived on 16 February"), S("the guaranteed date of 13 February"), C("refunded the €7.98 delivery charge", AMT),
        S("on 17 February")],
       errors=["wrong_amount"],
       notes="7.98 is the shipping line before VAT; the refund is 9.90 (7.98 + 1.92 VAT).",
       excl=["€7.98"], incl=["€9.90|9.90", "16 February|16/02"])

# =============================================================================================
# 21. kombucha brewery: skip a fortnightly fridge box during a holiday (subscription 880)
# =============================================================================================
scenario("kom", "kom-skip-box",
         "We're away from 1 to 15 August. Can you skip my kombucha box while we're gone?",
         [
             rec("wcs_get_subscription#880", "tool:wc.subscriptions.get", {
                 "id": 880, "status": "active", "currency": "EUR", "billing_period": "week", "billing_interval": 2,
                 "billing": {"first_name": "Christos", "last_name": "Antoniou", "city": "Thessaloniki"},
                 "line_items": [{"name": "Fridge box - 12 × 330 ml", "quantity": 1, "subtotal": "30.97",
                                 "total": "30.97", "total_tax": "7.43"}],
                 "shipping_lines": [{"method_id": "local_delivery", "method_title": "Thursday van", "total": "0.00"}],
                 "total": "38.40",
                 "next_payment_date_gmt": "2026-07-29T07:00:00",
                 "meta_data": [
                     {"key": "_upcoming_renewals", "value": [
                         {"date_gmt": "2026-07-29T07:00:00", "delivery": "2026-07-30", "state": "SCHEDULED"},
                         {"date_gmt": "2026-08-12T07:00:00", "delivery": "2026-08-13", "state": "SKIPPED"},
                         {"date_gmt": "2026-08-26T07:00:00", "delivery": "2026-08-27", "state": "SCHEDULED"}]},
                     {"key": "_skips_used_2026", "value": 3}]}),
             rec("wcs_notes#880", "tool:wc.subscriptions.notes.list", {"notes": [
                 {"id": 4410, "author": "Nefeli", "date_created": "2026-07-28T13:52:09", "customer_note": False,
                  "note": "Renewal of 12/08 (delivery 13/08) skipped at customer's request - holiday 1-15/08."}]}),
             pol("policy#fridge-box",
                 "Fridge boxes are charged on Wednesday morning and delivered by our van on Thursday. You can skip up to "
                 "4 deliveries per calendar year; a skipped box is neither charged nor delivered. Skips must be made by "
                 "23:59 on the Tuesday before the delivery. Delivery is always free for fridge-box members.", "v3"),
         ],
         now="2026-07-28T14:00:00+03:00")

case(99, "All done, Christos: your box due on Thursday 13 August is skipped, so nothing will be charged or delivered while "
         "you're away. This Thursday's box (30 July) still comes as usual, and deliveries pick up again on 27 August. "
         "You've now used 3 of your 4 skips for this year.",
     [S("your box due on Thursday 13 August is skipped"), S("nothing will be charged or delivered"),
      S("This Thursday's box (30 July) still comes as usual"), S("deliveries pick up again on 27 August"),
      S("used 3 of your 4 skips")],
     notes="_upcoming_renewals: 13/08 SKIPPED, 30/07 and 27/08 SCHEDULED (now Tue 28/07); policy: skipped boxes "
           "are not charged; _skips_used_2026 = 3 of the 4 allowed.",
     incl=["13 August", "27 August"])

case(100, "Here's your fridge-box calendar, Christos:\n"
          "- Thu 30/07: delivered as usual (charged €38.40 on Wednesday)\n"
          "- Thu 13/08: skipped, no charge\n"
          "- Thu 27/08: back to normal\n"
          "Enjoy the sea, and we'll have a cold, fizzy welcome waiting when you're home!",
      [S("Thu 30/07: delivered as usual"), S("charged €38.40 on Wednesday"), S("Thu 13/08: skipped, no charge"),
       S("Thu 27/08: back to normal"), N("Enjoy the sea")],
      notes="renewal dates and states; total 38.40; the 29/07 charge is on Wednesday morning (07:00 UTC = 10:00).",
      incl=["13/08", "€38.40"])

case(101, "Your 13 August box has been skipped; the one after it arrives on 27 August.",
      [S("Your 13 August box has been skipped"), S("the one after it arrives on 27 August")],
      notes="_upcoming_renewals state SKIPPED for delivery 2026-08-13; the following delivery is 2026-08-27.",
      incl=["27 August"])

case(102, "I've skipped your box for 13 August, so you won't be charged for it. This week's box still arrives on Thursday "
          "31 July, and that leaves you 2 of your 4 yearly skips.",
      [S("I've skipped your box for 13 August"), S("you won't be charged for it"), C("Thursday 31 July", DATE),
       C("2 of your 4 yearly skips", VAL)],
      errors=["wrong_date", "wrong_arithmetic"],
      notes="this week's delivery is Thursday 30/07 (31/07 is a Friday); 3 of 4 skips are used, so 1 is left, not 2.",
      excl=["31 July", "2 of your 4"])

case(103, "The 13 August box is set aside for you: your card will still be charged €38.40 on 12 August, and we'll keep the "
          "bottles cold until you're back. For future trips, you can skip right up to the morning of delivery.",
      [C("your card will still be charged €38.40 on 12 August", STATE + NLI),
       CI("we'll keep the bottles cold until you're back", NOREC + NLI),
       C("skip right up to the morning of delivery", NLI)],
      errors=["wrong_state", "invented_promise", "wrong_policy_condition"],
      notes="the 12/08 renewal is SKIPPED and the policy says a skipped box is not charged; nothing holds bottles back; "
            "skips close at 23:59 on the Tuesday before delivery.",
      excl=["still be charged", "keep the bottles cold", "morning of delivery"])

repair(21, "Your box for Thursday 13 August is skipped, so there's no charge that week, and deliveries start again on "
           "20 August.",
       [S("Your box for Thursday 13 August is skipped"), S("no charge that week"), C("start again on 20 August", DATE)],
       errors=["wrong_date"],
       notes="the boxes run every two weeks; the next scheduled delivery after the skip is 27/08.",
       excl=["20 August"], incl=["27 August|27/08", "13 August|13/08"])

# =============================================================================================
# 22. kombucha brewery: bottle-deposit return credited as store credit (order 5120)
# =============================================================================================
scenario("kom", "kom-bottle-deposit",
         "I dropped 18 empty bottles at your pick-up point on Monday. When do I get the deposit back?",
         [
             rec("deposit_return#DR-3391", "tool:deposits.returns.get", {
                 "return_id": "DR-3391", "customer_id": 412, "dropped_at": "2026-05-04",
                 "bottles_declared": 18, "bottles_accepted": 16, "bottles_rejected": 2,
                 "reject_reason": "CHIPPED_NECK", "credited_amount_cents": 640, "credit_type": "STORE_CREDIT",
                 "credited_at": 1778069520}),
             rec("wallet#412", "tool:wallet.get", {
                 "customer_id": 412, "currency": "EUR", "balance": "11.20",
                 "transactions": [
                     {"id": "TX-9013", "amount": "6.40", "type": "DEPOSIT_RETURN", "ref": "DR-3391",
                      "date_gmt": "2026-05-06T12:12:00"},
                     {"id": "TX-8770", "amount": "4.80", "type": "DEPOSIT_RETURN", "ref": "DR-3102",
                      "date_gmt": "2026-03-19T10:40:00"}]}),
             rec("wc_get_order#5120", "tool:wc.orders.get", {
                 "id": 5120, "number": "5120", "status": "completed", "currency": "EUR",
                 "billing": {"first_name": "Ioanna", "last_name": "Karali", "city": "Thessaloniki"},
                 "line_items": [{"name": "Classic green - 330 ml", "quantity": 24, "subtotal": "61.94", "total": "61.94",
                                 "total_tax": "14.86"}],
                 "fee_lines": [{"name": "Bottle deposit (24 × €0.40)", "total": "9.60", "total_tax": "0.00"}],
                 "total": "86.40"}),
             pol("policy#bottle-deposit",
                 "Every bottle carries a €0.40 deposit, because we wash and refill them. Bring empties to any of our "
                 "pick-up points and we credit €0.40 for each undamaged bottle to your store credit within 3 working "
                 "days of drop-off. Chipped or cracked bottles can't be refilled and aren't refunded. Store credit never "
                 "expires.", "v2"),
         ],
         now="2026-05-07T12:00:00+03:00")

case(104, "Thank you for bringing the bottles back, Ioanna! We accepted 16 of the 18 and credited €6.40 to your store credit "
          "yesterday; two had chipped necks, so they can't be refilled or refunded. Your store credit now stands at "
          "€11.20, and it never expires.",
      [N("Thank you for bringing the bottles back"), S("We accepted 16 of the 18"),
       S("credited €6.40 to your store credit yesterday"), S("two had chipped necks"),
       S("can't be refilled or refunded"), S("now stands at €11.20"), S("it never expires")],
      notes="DR-3391: 16 accepted, 2 rejected CHIPPED_NECK, 640 cents = €6.40 as STORE_CREDIT, credited 06/05 15:12 "
            "Athens (now 07/05); wallet balance 11.20; policy on chipped bottles and expiry.",
      incl=["€6.40", "€11.20"])

case(105, "Dear Ioanna,\n\nOur bottles thank you for their journey home. Of the eighteen you dropped off on Monday 4 May, "
          "sixteen were in perfect shape, and six euros forty went onto your store credit on 6 May, well inside our three "
          "working days. Sadly two had chipped necks and can't go round again.\n\nWith fizzy gratitude,\nThe Zymi brewers",
      [N("Our bottles thank you"), S("dropped off on Monday 4 May"), S("sixteen were in perfect shape"),
       S("six euros forty went onto your store credit on 6 May"), S("well inside our three working days"),
       S("two had chipped necks"), N("With fizzy gratitude")],
      notes="dropped_at 2026-05-04 (a Monday); 16 accepted; 640 cents credited 06/05; policy 3 working days; "
            "reject_reason CHIPPED_NECK.",
      incl=["6 May"])

case(106, "16 bottles accepted, €6.40 added to your store credit (new balance €11.20).",
      [S("16 bottles accepted"), S("€6.40 added to your store credit"), S("(new balance €11.20)")],
      notes="DR-3391 and wallet#412.",
      incl=["€6.40"])

case(107, "Thanks for returning your 18 bottles, Ioanna! At €0.40 each, that's €7.20, which we've refunded to your card.",
      [SN("Thanks for returning your 18 bottles"), S("At €0.40 each"), C("that's €7.20", AMT), C("refunded to your card", VAL + STATE)],
      errors=["wrong_arithmetic", "wrong_value"],
      notes="only 16 bottles were accepted, so 16 x 0.40 = 6.40; the credit_type is STORE_CREDIT, not a card refund.",
      excl=["€7.20", "refunded to your card"])

case(108, "We've credited €6.40 for your 16 good bottles, and your store credit balance is now €4.80. Deposits usually "
          "reach your store credit within 10 working days of drop-off.",
      [S("We've credited €6.40 for your 16 good bottles"), C("your store credit balance is now €4.80", AMT),
       C("within 10 working days", NLI)],
      errors=["stale_value", "wrong_period"],
      notes="wallet balance is 11.20; 4.80 is the earlier DR-3102 credit; the policy says within 3 working days.",
      excl=["now €4.80", "10 working days"])

repair(22, "We accepted 16 of your 18 bottles and credited €6.40 to your store credit, which now stands at €11.20. The two "
           "with chipped necks are refunded at half the deposit.",
       [S("We accepted 16 of your 18 bottles"), S("credited €6.40 to your store credit"), S("now stands at €11.20"),
        C("refunded at half the deposit", NLI + VAL)],
       errors=["wrong_policy_condition"],
       notes="policy#bottle-deposit: chipped or cracked bottles aren't refunded; DR-3391 credits 640 cents for 16.",
       excl=["half the deposit"],
       incl=["aren't refunded|not refunded|can't be refunded|cannot be refunded|no refund|nothing for", "€6.40|6.40"])

# =============================================================================================
# 23. kombucha brewery: alcohol and caffeine in the customer's batch (order 5201 / batch CG-0612)
# =============================================================================================
scenario("kom", "kom-batch-abv",
         "I'm pregnant. How much alcohol and caffeine is in the Classic green I just ordered (5201)?",
         [
             rec("wc_get_order#5201", "tool:wc.orders.get", {
                 "id": 5201, "number": "5201", "status": "processing", "currency": "EUR",
                 "date_created": "2026-09-01T10:00:00", "date_created_gmt": "2026-09-01T07:00:00",
                 "billing": {"first_name": "Eleni", "last_name": "Vafeiadou", "city": "Kilkis"},
                 "line_items": [{"name": "Classic green - 330 ml", "quantity": 12, "subtotal": "30.97",
                                 "total": "30.97", "total_tax": "7.43",
                                 "meta_data": [{"key": "_batch", "value": "CG-0612"}]}],
                 "fee_lines": [{"name": "Bottle deposit (12 × €0.40)", "total": "4.80", "total_tax": "0.00"}],
                 "total": "43.20"}),
             rec("lab#CG-0612", "tool:qa.lab_results.get", {
                 "batch": "CG-0612", "product": "CLASSIC_GREEN", "abv_bp": 38, "caffeine_mg_per_l": 45,
                 "ph": 3.1, "result": "PASS", "tested_at": 1788453000}),
             rec("lab#CG-0598", "tool:qa.lab_results.get", {
                 "batch": "CG-0598", "product": "CLASSIC_GREEN", "abv_bp": 45, "caffeine_mg_per_l": 52,
                 "ph": 3.2, "result": "PASS", "tested_at": 1786208400, "sold_on_orders": [5102]}),
             psg("kb#what-is-in-kombucha",
                 "Kombucha is fermented tea, so it always holds a trace of alcohol. We test every batch and release it "
                 "only when it is below 0.5% ABV, the limit for non-alcoholic drinks.\n"
                 "Our kombucha is raw and unpasteurised, full of live cultures.\n"
                 "Classic green is brewed from green tea, so it contains some caffeine.\n"
                 "If you are pregnant or breastfeeding, please ask your doctor before drinking it."),
         ])

case(109, "Lovely question, Eleni. The Classic green in your order 5201 comes from batch CG-0612, which tested at 0.38% "
          "alcohol, below the 0.5% limit for non-alcoholic drinks. Each 330 ml bottle has about 15 mg of caffeine from "
          "the green tea. Because it's raw and unpasteurised, we'd gently suggest asking your doctor before you enjoy it "
          "while you're pregnant.",
      [N("Lovely question, Eleni"), S("comes from batch CG-0612"), S("tested at 0.38% alcohol"),
       S("below the 0.5% limit for non-alcoholic drinks"), S("about 15 mg of caffeine"),
       S("Because it's raw and unpasteurised"), S("asking your doctor")],
      notes="line item _batch CG-0612; abv_bp 38 = 0.38%; caffeine 45 mg/L x 0.33 L = 14.85 mg; kb passage on the "
            "0.5% limit, raw/unpasteurised and asking a doctor.",
      incl=["0.38%", "15 mg"])

case(110, "Here are the lab figures for your 12 bottles of Classic green:\n"
          "- Batch: CG-0612, tested and passed\n"
          "- Alcohol: 0.38% vol, under the 0.5% limit\n"
          "- Caffeine: 45 mg per litre, roughly 15 mg per 330 ml bottle\n"
          "- Raw and unpasteurised, with live cultures\n"
          "Please do check with your doctor first; we'd love you to enjoy it with peace of mind.",
      [S("your 12 bottles of Classic green"), S("Batch: CG-0612, tested and passed"), S("Alcohol: 0.38% vol"),
       S("under the 0.5% limit"), S("Caffeine: 45 mg per litre, roughly 15 mg per 330 ml bottle"),
       S("Raw and unpasteurised, with live cultures"), SN("Please do check with your doctor first")],
      notes="quantity 12; lab#CG-0612 result PASS, abv_bp 38, caffeine_mg_per_l 45; kb passage.",
      incl=["0.38%"])

case(111, "Batch CG-0612: 0.38% ABV and about 15 mg of caffeine per bottle.",
      [S("Batch CG-0612: 0.38% ABV"), S("about 15 mg of caffeine per bottle")],
      notes="abv_bp 38; 45 mg/L in a 330 ml bottle is 14.85 mg.",
      incl=["0.38%"])

case(112, "Your Classic green from batch CG-0612 tested at 3.8% alcohol, and as it's pasteurised it is perfectly gentle for "
          "pregnancy.",
      [S("from batch CG-0612"), C("tested at 3.8% alcohol", VAL), C("as it's pasteurised", NLI),
       CI("perfectly gentle for pregnancy", NLI + ["NLI_NOT_ENTAILED"])],
      errors=["unit_conversion", "invented_fact", "invented_fact"],
      notes="abv_bp 38 is 38 basis points = 0.38%; the kb says raw and unpasteurised and asks pregnant customers to "
            "consult a doctor.",
      excl=["3.8% alcohol", "it's pasteurised", "gentle for pregnancy"])

case(113, "Good question! Your batch tested at 0.45% alcohol, just under the 0.5% limit, and each 330 ml bottle holds about "
          "45 mg of caffeine.",
      [C("Your batch tested at 0.45% alcohol, just under the 0.5% limit", VAL),
       C("about 45 mg of caffeine", VAL + AMT)],
      errors=["other_record_value", "unit_conversion"],
      notes="0.45% (abv_bp 45) is batch CG-0598 from the older order 5102; 5201's batch CG-0612 is 0.38%. 45 mg is the "
            "caffeine per litre; a 330 ml bottle has about 15 mg.",
      excl=["0.45%", "about 45 mg"])

repair(23, "Your Classic green is from batch CG-0612, which tested at 0.38% alcohol, and each 330 ml bottle has about 45 mg "
           "of caffeine. As it's raw and unpasteurised, please ask your doctor first.",
       [S("batch CG-0612"), S("tested at 0.38% alcohol"), C("has about 45 mg of caffeine", VAL + AMT),
        S("raw and unpasteurised"), S("please ask your doctor first")],
       errors=["unit_conversion"],
       notes="caffeine_mg_per_l 45 is per litre; a 330 ml bottle has about 14.85 mg.",
       excl=["about 45 mg"], incl=["15 mg|14.85 mg|14.9 mg|15 milligrams", "0.38%"])

# =============================================================================================
# 24. kombucha brewery: home-brewing workshop, move to a full date refused (booking 7731)
# =============================================================================================
scenario("kom", "kom-workshop-move",
         "Can we move our brewing workshop on the 19th to Saturday the 26th?",
         [
             rec("wc_get_booking#7731", "tool:wc.bookings.get", {
                 "id": 7731, "order_id": 5266, "status": "paid", "product": "Home-brewing workshop",
                 "start": 1789804800, "duration": "PT2H30M", "person_counts": {"ADULT": 2}, "cost": "70.00",
                 "customer": {"first_name": "Nikos", "last_name": "Chatzis"}}),
             rec("wc_booking_slots#home-brewing", "tool:wc.bookings.slots", {
                 "product": "Home-brewing workshop", "slots": [
                     {"start": 1789804800, "places_left": 1, "state": "OPEN"},
                     {"start": 1790409600, "places_left": 0, "state": "FULL"},
                     {"start": 1791014400, "places_left": 3, "state": "OPEN"}]}),
             refused("wc_update_booking#call-5", "wc.bookings.update", "DENY",
                     {"booking_id": 7731, "start": 1790409600}, reason="SLOT_FULL"),
             pol("policy#workshops",
                 "Our home-brewing workshops last two and a half hours and end with a tasting of six brews. Each guest "
                 "takes home a SCOBY and a 1 L starter jar. You can move a booking to another date free of charge up to "
                 "48 hours before it starts; within 48 hours a booking can no longer be moved or refunded.", "v2"),
         ],
         now="2026-09-14T17:00:00+03:00")

case(114, "I tried to move your workshop to Saturday 26 September, Nikos, but that session is fully booked, so your two "
          "places are still on Saturday 19 September at 11:00. The 3 October session at 11:00 still has three places if "
          "you'd like those instead; moving is free until 48 hours before your session starts.",
      [S("that session is fully booked"), S("your two places are still on Saturday 19 September at 11:00"),
       S("The 3 October session at 11:00 still has three places"), S("moving is free until 48 hours before")],
      notes="update call DENIED (SLOT_FULL) and slot 26/09 FULL; booking start 19/09 11:00 Athens, ADULT 2; 03/10 slot "
            "has places_left 3; policy 48 hours.",
      incl=["19 September", "3 October"])

case(115, "Nikos, here's how things stand:\n"
          "- 26/09: full, so I couldn't move you there\n"
          "- Your booking: Sat 19/09, 11:00-13:30, two people, €70.00 paid\n"
          "- Free alternative: Sat 03/10 at 11:00, three places left\n"
          "Whichever day you come, you'll each leave with a SCOBY and a 1 L starter jar, ready to brew your own.",
      [S("26/09: full, so I couldn't move you there"), S("Sat 19/09, 11:00-13:30"), S("two people, €70.00 paid"),
       S("Sat 03/10 at 11:00, three places left"), S("you'll each leave with a SCOBY and a 1 L starter jar")],
      notes="refused call and FULL slot; start 11:00 + PT2H30M = 13:30; cost 70.00 status paid; policy take-homes. "
            "Moving to 03/10 is free (more than 48 hours ahead).",
      incl=["19/09", "03/10"])

case(116, "The 26 September workshop is full, so your booking stays on 19 September at 11:00; 3 October has three places "
          "left.",
      [S("The 26 September workshop is full"), S("your booking stays on 19 September at 11:00"),
       S("3 October has three places left")],
      notes="slot 1790409600 FULL; booking start 1789804800 = 19/09 11:00 Athens; slot 1791014400 places_left 3.",
      incl=["11:00"])

case(117, "Good news, Nikos: I've moved your two places to Saturday 26 September, starting at 08:00. The workshop lasts "
          "two and a half hours and ends with a tasting.",
      [C("I've moved your two places to Saturday 26 September", NOTEX), C("starting at 08:00", DATE),
       S("lasts two and a half hours"), S("ends with a tasting")],
      errors=["refused_call_effect", "unit_conversion"],
      notes="the move was DENIED (SLOT_FULL); sessions start at 08:00 UTC, which is 11:00 in Athens.",
      excl=["I've moved your two places", "at 08:00"])

case(118, "The 26th is full, I'm afraid, but you can keep the 19th or take the 3 October session; changes are free up to "
          "24 hours before. Each of you takes home a SCOBY, a starter jar and a bottling kit.",
      [S("The 26th is full"), S("take the 3 October session"), C("changes are free up to 24 hours before", NLI),
       CI("and a bottling kit", NLI + NOPOL)],
      errors=["wrong_period", "unlisted_perk"],
      notes="policy: free moves up to 48 hours before; the take-homes are a SCOBY and a 1 L starter jar only.",
      excl=["24 hours before", "bottling kit"])

repair(24, "Your workshop has been moved to Saturday 26 September at 11:00 for both of you, and it lasts two and a half "
           "hours.",
       [C("Your workshop has been moved to Saturday 26 September", NOTEX), S("for both of you"),
        S("it lasts two and a half hours")],
       errors=["refused_call_effect"],
       notes="wc.bookings.update to 26/09 was DENIED: the slot is FULL; the booking stays on 19/09.",
       excl=["has been moved to Saturday 26 September"],
       incl=["could not|couldn't|unable|not able|full|19 September|19/09", "two and a half hours"])

# =============================================================================================
# 25. kombucha brewery: island delivery by ferry to Paros (order 5230)
# =============================================================================================
scenario("kom", "kom-island-ferry",
         "When will my kombucha reach Paros, and why is there a €6 extra when my order is over €50?",
         [
             rec("wc_get_order#5230", "tool:wc.orders.get", {
                 "id": 5230, "number": "5230", "status": "processing", "currency": "EUR",
                 "date_created": "2026-06-06T20:14:00", "date_created_gmt": "2026-06-06T17:14:00",
                 "billing": {"first_name": "Stavros", "last_name": "Lekkas", "city": "Paros"},
                 "shipping": {"city": "Parikia, Paros", "postcode": "84400"},
                 "line_items": [{"name": "Mixed case - 24 × 330 ml", "quantity": 1, "subtotal": "43.55",
                                 "total": "43.55", "total_tax": "10.45"}],
                 "fee_lines": [{"name": "Island delivery (Cyclades)", "total": "4.84", "total_tax": "1.16"}],
                 "shipping_lines": [{"method_id": "ferry_freight", "method_title": "Ferry freight", "total": "0.00"}],
                 "total": "60.00",
                 "meta_data": [{"key": "_ferry_departure", "value": 1781065800},
                               {"key": "_ferry_port", "value": "PIRAEUS"},
                               {"key": "_expected_delivery", "value": "2026-06-11"}]}),
             pol("policy#islands",
                 "Mainland orders of €50 or more are delivered free. Orders to the islands travel by ferry from Piraeus "
                 "every Wednesday and carry a €6.00 island fee, whatever the order value, because the crates need a "
                 "chilled ferry slot. Island deliveries arrive the day after the ferry sails.", "v2"),
         ],
         now="2026-06-08T10:00:00+03:00")

case(119, "Your mixed case is booked on Wednesday's 07:30 ferry from Piraeus and should reach you in Paros on Thursday 11 "
          "June. The €6.00 is our island delivery fee: free delivery over €50 applies only on the mainland, and island "
          "orders carry the fee whatever their value, since the crates need a chilled ferry slot.",
      [S("booked on Wednesday's 07:30 ferry from Piraeus"), S("reach you in Paros on Thursday 11 June"),
       S("The €6.00 is our island delivery fee"), S("free delivery over €50 applies only on the mainland"),
       S("island orders carry the fee whatever their value"), S("the crates need a chilled ferry slot")],
      notes="_ferry_departure 1781065800 = Wed 10/06 07:30 Athens; _expected_delivery 2026-06-11 (Thursday); fee line "
            "4.84 + 1.16 = 6.00; policy#islands.",
      incl=["11 June", "€6.00"])

case(120, "Stavros, here's your case's journey:\n"
          "- Ferry: Wednesday 10/06 at 07:30, from Piraeus\n"
          "- Arrival in Parikia: Thursday 11/06\n"
          "- Island fee: €6.00, charged on every island order whatever its value\n"
          "- Total paid: €60.00\n"
          "May the bubbles taste of sea breeze!",
      [S("Ferry: Wednesday 10/06 at 07:30, from Piraeus"), S("Arrival in Parikia: Thursday 11/06"),
       S("Island fee: €6.00"), S("charged on every island order whatever its value"), S("Total paid: €60.00"),
       N("May the bubbles taste")],
      notes="ferry meta; expected delivery; fee line; policy; order total 60.00.",
      incl=["11/06", "€60.00"])

case(121, "Order 5230 sails from Piraeus on Wednesday and arrives in Paros on Thursday, 11 June.",
      [S("sails from Piraeus on Wednesday"), S("arrives in Paros on Thursday, 11 June")],
      notes="_ferry_departure Wed 10/06; _expected_delivery 11/06.",
      incl=["11 June"])

case(122, "Since your order is over €50, we've waived the €6.00 island fee. The ferry leaves Piraeus at 04:30 on "
          "Wednesday, and your case reaches Paros on Thursday.",
      [C("we've waived the €6.00 island fee", NLI + AMT), C("at 04:30 on Wednesday", DATE),
       S("reaches Paros on Thursday")],
      errors=["condition_unmet", "unit_conversion"],
      notes="the fee line 6.00 is charged and the policy applies it whatever the order value (free delivery over €50 is "
            "mainland only); the departure epoch is 04:30 UTC = 07:30 Athens.",
      excl=["waived the €6.00", "04:30"])

case(123, "Your case costs €54.00 in total, and the €6.00 island fee covers its chilled ferry slot. It sails on Wednesday "
          "and arrives in Paros on Friday 12 June.",
      [C("costs €54.00 in total", AMT), S("the €6.00 island fee covers its chilled ferry slot"), S("It sails on Wednesday"),
       C("arrives in Paros on Friday 12 June", DATE)],
      errors=["wrong_arithmetic", "wrong_date"],
      notes="the order total is 60.00 (54.00 case + 6.00 fee); _expected_delivery is Thursday 11/06, the day after "
            "the ferry.",
      excl=["€54.00 in total", "Friday 12 June"])

repair(25, "Your case sails from Piraeus on Wednesday 10 June at 07:30 and reaches Paros on Friday 12 June. The €6.00 island "
           "fee applies to every island order, whatever its value.",
       [S("sails from Piraeus on Wednesday 10 June at 07:30"), C("reaches Paros on Friday 12 June", DATE),
        S("The €6.00 island fee applies to every island order")],
       errors=["wrong_date"],
       notes="_expected_delivery 2026-06-11, the day after the Wednesday ferry.",
       excl=["Friday 12 June"], incl=["11 June|11/06|Thursday", "€6.00|6.00"])

# =============================================================================================
# output
# =============================================================================================

def _dump(path, rows):
    with open(path, "w", encoding="utf-8") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    _dump(os.path.join(HERE, "cases.jsonl"), CASES)
    _dump(os.path.join(HERE, "repair.jsonl"), REPAIRS)
    from collections import Counter
    correct = sum(1 for c in CASES if not c["meta"]["errors"])
    errs = Counter(e for c in CASES + REPAIRS for e in c["meta"]["errors"])
    print("cases", len(CASES), "correct", correct, "wrong", len(CASES) - correct, "repair", len(REPAIRS))
    print("errors", sum(errs.values()), dict(sorted(errs.items(), key=lambda kv: -kv[1])))
    print("by domain", Counter(c["meta"]["domain"] for c in CASES))
