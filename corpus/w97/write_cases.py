"""Writer w97: builds cases.jsonl and repair.jsonl.

Every record, policy, passage and draft below was written by hand for its bundle; the helpers only wrap
them in the case/probe shape of corpus/FORMAT.md and run a few self-checks.
"""
import json
import os
import sys
from collections import Counter
from datetime import datetime
from zoneinfo import ZoneInfo

NY = ZoneInfo("America/New_York")
HERE = os.path.dirname(os.path.abspath(__file__))
API = "agent tool-call log: {tool, arguments, output} with output as an escaped JSON string"


def ep(local):
    """Epoch seconds for a wall-clock time in America/New_York, e.g. '2026-03-12T13:00'."""
    return int(datetime.fromisoformat(local).replace(tzinfo=NY).timestamp())


def rec(eid, tool, args, output):
    out = output if isinstance(output, str) else json.dumps(output)
    return {"id": eid, "kind": "record", "source": "tool:" + tool,
            "fields": {"tool": tool, "arguments": args, "output": out}}


def pol(eid, text, revision=None, source=None):
    d = {"id": eid, "kind": "policy", "text": text}
    if revision:
        d["revision"] = revision
    if source:
        d["source"] = source
    return d


def psg(eid, text, source=None):
    d = {"id": eid, "kind": "passage", "text": text}
    if source:
        d["source"] = source
    return d


def refused(eid, tool, decision, args):
    return {"id": eid, "kind": "refused_call", "tool": tool, "decision": decision, "args": args}


# probes -------------------------------------------------------------------------------------------
def S(span):
    return {"contains": span, "verdict_in": ["supported"]}


def NA(span):
    return {"contains": span, "verdict_in": ["not_applicable"]}


def C(span, *reasons):
    return {"contains": span, "verdict_in": ["contradicted"], "reason_in": list(reasons)}


def I(span, *reasons):
    return {"contains": span, "verdict_in": ["insufficient_evidence"], "reason_in": list(reasons)}


def CI(span, *reasons):
    return {"contains": span, "verdict_in": ["contradicted", "insufficient_evidence"],
            "reason_in": list(reasons)}


CASES = []
REPAIRS = []
BUNDLES = {}
_counter = {"c": 0, "r": 0}


def bundle(key, domain, scenario, question, evidence, now=None):
    BUNDLES[key] = {"domain": domain, "scenario": scenario, "question": question,
                    "evidence": evidence, "now": now}


def _case_obj(b, cid, draft, question):
    c = {"schema": "halcheck.case/1", "id": cid, "question": question or b["question"],
         "draft": draft, "evidence": b["evidence"]}
    if b["now"]:
        c["now"] = b["now"]
    return c


def ok(key, draft, probes, includes, notes, question=None):
    b = BUNDLES[key]
    _counter["c"] += 1
    cid = "w97-%03d-%s" % (_counter["c"], b["scenario"])
    CASES.append({"case": _case_obj(b, cid, draft, question),
                  "expect": {"probes": probes, "outcome_in": ["sent"], "final_excludes": [],
                             "final_includes": list(includes)},
                  "meta": {"writer": "w97", "domain": b["domain"], "scenario": b["scenario"],
                           "api_family": API, "errors": [], "notes": notes}})


def bad(key, draft, probes, errors, excludes, notes, includes=(), question=None):
    b = BUNDLES[key]
    _counter["c"] += 1
    cid = "w97-%03d-%s-%s" % (_counter["c"], b["scenario"], errors[0].replace("_", "-"))
    CASES.append({"case": _case_obj(b, cid, draft, question),
                  "expect": {"probes": probes, "outcome_in": None, "final_excludes": list(excludes),
                             "final_includes": list(includes)},
                  "meta": {"writer": "w97", "domain": b["domain"], "scenario": b["scenario"],
                           "api_family": API, "errors": list(errors), "notes": notes}})


def fix(key, draft, probes, errors, excludes, includes, notes, question=None):
    b = BUNDLES[key]
    _counter["r"] += 1
    cid = "w97-r%02d-%s" % (_counter["r"], b["scenario"])
    REPAIRS.append({"case": _case_obj(b, cid, draft, question),
                    "expect": {"probes": probes, "outcome_in": ["repaired"],
                               "final_excludes": list(excludes), "final_includes": list(includes)},
                    "meta": {"writer": "w97", "domain": b["domain"], "scenario": b["scenario"],
                             "api_family": API, "errors": list(errors), "notes": notes}})


# ==================================================================================================
# Home-appliance retailer with exchanges (Hearthline Home Appliances)
# ==================================================================================================
DOM_A = "home-appliance retailer with exchanges"

# --- 01 fridge-exchange -----------------------------------------------------------------------------
bundle("b01", DOM_A, "fridge-exchange",
       "Hi, I asked to swap my fridge on order W4418820 for the black one. What's the status and what will I be charged?",
       [
           rec("get_user_details#marisol_oyelaran_3310", "get_user_details",
               {"user_id": "marisol_oyelaran_3310"},
               {"user_id": "marisol_oyelaran_3310",
                "name": {"first_name": "Marisol", "last_name": "Oyelaran"},
                "email": "marisol.oyelaran@example.com",
                "address": {"address1": "418 Larkspur Court", "address2": "", "city": "Dayton",
                            "state": "OH", "zip": "45419", "country": "USA"},
                "payment_methods": {
                    "credit_card_2207715": {"source": "credit_card", "brand": "visa", "last_four": "6630",
                                            "id": "credit_card_2207715"},
                    "gift_card_0042": {"source": "gift_card", "balance": 40.25, "id": "gift_card_0042"},
                    "paypal_5518820": {"source": "paypal", "id": "paypal_5518820"}},
                "orders": ["#W4418820", "#W9023317"]}),
           rec("get_order_details#W4418820", "get_order_details", {"order_id": "#W4418820"},
               {"order_id": "#W4418820", "user_id": "marisol_oyelaran_3310",
                "status": "exchange requested",
                "items": [
                    {"name": "French Door Refrigerator", "product_id": "3021775640", "item_id": "7741920385",
                     "price": 1849.99, "options": {"colour": "stainless steel", "capacity": "26 cu ft"}},
                    {"name": "Ice Maker Water Line Kit", "product_id": "8810345522", "item_id": "5530118246",
                     "price": 24.5, "options": {"size": "10 ft"}}],
                "fulfillments": [{"tracking_id": ["HL448812093"], "item_ids": ["7741920385", "5530118246"]}],
                "delivered_at": ep("2026-02-27T14:30"),
                "payment_history": [{"transaction_type": "payment", "amount": 1874.49,
                                     "payment_method_id": "credit_card_2207715"}],
                "exchange_items": ["7741920385"], "exchange_new_items": ["7741920551"],
                "exchange_payment_method_id": "credit_card_2207715", "exchange_price_difference": 50.0}),
           rec("get_order_details#W9023317", "get_order_details", {"order_id": "#W9023317"},
               {"order_id": "#W9023317", "user_id": "marisol_oyelaran_3310", "status": "delivered",
                "items": [{"name": "Over-the-Range Microwave", "product_id": "4470021983",
                           "item_id": "2290017734", "price": 219.0,
                           "options": {"colour": "black stainless", "capacity": "1.9 cu ft"}}],
                "payment_history": [{"transaction_type": "payment", "amount": 219.0,
                                     "payment_method_id": "gift_card_0042"}]}),
           rec("get_product_details#3021775640", "get_product_details", {"product_id": "3021775640"},
               {"name": "French Door Refrigerator", "product_id": "3021775640",
                "variants": {
                    "7741920385": {"item_id": "7741920385", "options": {"colour": "stainless steel",
                                   "capacity": "26 cu ft"}, "available": True, "price": 1849.99},
                    "7741920551": {"item_id": "7741920551", "options": {"colour": "black stainless",
                                   "capacity": "26 cu ft"}, "available": True, "price": 1899.99},
                    "7741920660": {"item_id": "7741920660", "options": {"colour": "white",
                                   "capacity": "22 cu ft"}, "available": False, "price": 1649.99}}}),
           pol("policy#exchanges", "Delivered appliances can be exchanged for another variant of the same "
               "product, such as a different colour or capacity, within 30 days of delivery. The customer "
               "picks one saved payment method to pay or receive the price difference. An order can only be "
               "exchanged once; once an exchange has been requested, the order cannot be modified or "
               "cancelled further. When the replacement is delivered, the crew hauls away the original unit "
               "at no charge.", revision="v4"),
       ], now="2026-03-11T10:15:00-04:00")

ok("b01",
   "Hi Marisol! Here's where your exchange stands:\n\n"
   "- **Order:** #W4418820\n"
   "- **Status:** exchange requested\n"
   "- **Swapping:** your stainless steel 26 cu ft refrigerator for the **black stainless** model in the same capacity\n"
   "- **Price difference:** **$50.00**, charged to your Visa ending in **6630**\n\n"
   "Once the replacement is delivered, our crew will haul away the original unit at no charge. "
   "Is there anything else I can help with?",
   [S("**Status:** exchange requested"), S("for the **black stainless** model"), S("**$50.00**"),
    S("Visa ending in **6630**"), S("haul away the original unit at no charge")],
   ["$50.00", "black stainless"],
   "Order status 'exchange requested'; exchange_new_items 7741920551 is black stainless 26 cu ft; "
   "exchange_price_difference 50.0 on credit_card_2207715 (visa 6630); haul-away from the exchange policy.")

ok("b01",
   "Dear Marisol,\n\nThank you for your patience. We have received your exchange request for order #W4418820, "
   "and your refrigerator will be replaced with the black stainless version of the same 26 cu ft model. "
   "The fifty-dollar difference will be charged to the Visa card ending 6630. Please note that because an "
   "exchange has already been requested, the order can no longer be modified or cancelled.\n\n"
   "Warm regards,\nHearthline Support",
   [S("We have received your exchange request"), S("replaced with the black stainless version"),
    S("fifty-dollar difference"), S("Visa card ending 6630"), S("can no longer be modified or cancelled")],
   ["black stainless", "6630"],
   "Status and exchange fields of #W4418820 settle the first three; the policy's 'exchanged once' sentence "
   "settles the last.")

ok("b01",
   "Exchange on #W4418820 is requested: the black stainless 26 cu ft replaces your stainless steel unit, "
   "and the $50.00 difference goes on Visa ••6630.",
   [S("Exchange on #W4418820 is requested"), S("black stainless 26 cu ft replaces"), S("$50.00 difference"),
    S("Visa ••6630")],
   ["$50.00", "6630"],
   "Terse form of the same facts from #W4418820 and the product variants.")

bad("b01",
    "Hi Marisol, thanks for checking in!\n\n"
    "- **Status:** exchange requested on #W4418820\n"
    "- **New unit:** black stainless, 26 cu ft\n"
    "- **Price difference:** **$50.00**, which will be deducted from your gift card ending in 0042\n\n"
    "If you'd like, I can also add the ice-maker water line kit to this exchange. Just let me know.",
    [S("**Status:** exchange requested"), S("black stainless, 26 cu ft"), S("**$50.00**"),
     C("deducted from your gift card ending in 0042", "VALUE_MISMATCH", "IDENTIFIER_MISMATCH",
       "RECORD_STATE_MISMATCH"),
     CI("also add the ice-maker water line kit to this exchange", "NLI_CONTRADICTION", "NLI_NOT_ENTAILED",
        "NO_POLICY_EVIDENCE", "RECORD_STATE_MISMATCH")],
    ["other_record_value", "wrong_policy_condition"],
    ["gift card ending in 0042", "add the ice-maker water line kit"],
    "exchange_payment_method_id is credit_card_2207715; gift_card_0042 paid the other order #W9023317. The "
    "policy says an order cannot be modified once an exchange is requested.")

bad("b01",
    "Thanks for reaching out, Marisol. Your exchange request for order #W4418820 is in, and you'll receive the "
    "black stainless refrigerator. The $50.00 price difference will be refunded to your Visa ending in 6630. "
    "As a reminder, exchanges are available within 60 days of delivery.",
    [S("Your exchange request for order #W4418820 is in"), S("receive the black stainless refrigerator"),
     C("price difference will be refunded to your Visa", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH",
       "AMOUNT_MISMATCH"),
     C("within 60 days of delivery", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    ["wrong_value", "wrong_period"],
    ["refunded to your Visa", "60 days"],
    "The new variant costs 1899.99 against 1849.99, so the 50.0 difference is charged, not refunded; the "
    "policy window is 30 days.")

fix("b01",
    "Hi Marisol! Your exchange on order #W4418820 is requested: we'll replace your stainless steel refrigerator "
    "with the **graphite** 26 cu ft model, and the **$50.00** price difference will be charged to your Visa "
    "ending in **6630**. Our crew will haul away the original unit at no charge when the new one arrives.",
    [S("exchange on order #W4418820 is requested"), C("**graphite** 26 cu ft model", "VALUE_MISMATCH"),
     S("**$50.00** price difference"), S("Visa ending in **6630**"), S("haul away the original unit")],
    ["wrong_value"], ["graphite"],
    ["black stainless", "$50.00|50.00|fifty dollars", "6630"],
    "exchange_new_items 7741920551 is the black stainless variant; no graphite variant exists.")

# --- 02 washer-delivery -----------------------------------------------------------------------------
bundle("b02", DOM_A, "washer-delivery",
       "When is my washer being delivered and is installation included? Order W7302284.",
       [
           rec("get_order_details#W7302284", "get_order_details", {"order_id": "#W7302284"},
               {"order_id": "#W7302284", "user_id": "devon_achterberg_7715", "status": "processed",
                "items": [
                    {"name": "Front Load Washer", "product_id": "5102287734", "item_id": "9930117725",
                     "price": 899.0, "options": {"colour": "white", "capacity": "4.5 cu ft"}},
                    {"name": "Stacking Kit", "product_id": "5102290018", "item_id": "9930118804",
                     "price": 39.99, "options": {"colour": "white"}}],
                "payment_history": [{"transaction_type": "payment", "amount": 987.99,
                                     "payment_method_id": "paypal_8830121"}],
                "charges": {"delivery_fee_cents": 4900}}),
           rec("get_delivery_schedule#W7302284", "get_delivery_schedule", {"order_id": "#W7302284"},
               {"order_id": "#W7302284", "carrier": "HEARTHLINE_FLEET", "status": "SCHEDULED",
                "window_start": ep("2026-03-12T13:00"), "window_end": ep("2026-03-12T17:00"),
                "window_start_utc": "2026-03-12T17:00:00Z", "timezone": "America/New_York",
                "services": ["DELIVERY", "INSTALLATION"], "haul_away": False,
                "history": [{"window_start": ep("2026-03-10T08:00"), "window_end": ep("2026-03-10T12:00"),
                             "status": "RESCHEDULED_BY_CUSTOMER"}]}),
           pol("policy#delivery-install", "Delivery crews call about 30 minutes before they arrive. "
               "Installation of washers and dryers is included when it was selected at checkout; it covers "
               "connecting to existing water hookups and venting, not new plumbing. Haul-away of an old "
               "appliance costs $25 and must be added at least 48 hours before the delivery window starts. "
               "Someone 18 or older must be home to sign for the delivery.", revision="2026-01"),
       ], now="2026-03-11T16:40:00-04:00")

ok("b02",
   "Hi Devon! Your washer delivery is all set for **tomorrow, Thursday, March 12**, between **1:00 PM and "
   "5:00 PM**. Installation is included, and the crew will call about 30 minutes before they arrive. Please "
   "make sure someone 18 or older is home to sign.",
   [S("tomorrow, Thursday, March 12"), S("between **1:00 PM and 5:00 PM**"), S("Installation is included"),
    S("call about 30 minutes before they arrive"), S("someone 18 or older is home to sign")],
   ["1:00 PM", "March 12"],
   "window_start/window_end are 13:00-17:00 New York time on 3/12, the day after now; services include "
   "INSTALLATION; call-ahead and signing rules from the delivery policy.")

ok("b02",
   "Thanks for checking on order #W7302284. Here's the summary:\n\n"
   "- **Delivery window:** 3/12/2026, 1–5 PM\n"
   "- **Services:** delivery and installation\n"
   "- **Charged:** **$987.99** to your PayPal (washer $899.00, stacking kit $39.99, delivery fee $49.00)\n\n"
   "Haul-away wasn't included with this order.",
   [S("3/12/2026, 1–5 PM"), S("**Services:** delivery and installation"), S("**$987.99**"),
    S("to your PayPal"), S("washer $899.00"), S("stacking kit $39.99"), S("delivery fee $49.00"),
    S("Haul-away wasn't included")],
   ["$987.99", "1–5 PM"],
   "payment_history 987.99 on paypal_8830121 = 899.00 + 39.99 + delivery_fee_cents 4900; haul_away false.")

bad("b02",
    "Hi Devon, your washer arrives tomorrow (Thursday, March 12) between 5:00 PM and 9:00 PM, and the crew "
    "will install it. I've also noted haul-away of your old washer for the same visit.",
    [S("tomorrow (Thursday, March 12)"), C("between 5:00 PM and 9:00 PM", "DATE_MISMATCH", "VALUE_MISMATCH"),
     S("the crew will install it"),
     CI("haul-away of your old washer for the same visit", "CLAIM_WITHOUT_TOOL_EVIDENCE",
        "RECORD_STATE_MISMATCH", "VALUE_MISMATCH")],
    ["unit_conversion", "unrecorded_extra"],
    ["5:00 PM and 9:00 PM", "haul-away of your old washer"],
    "The window is 17:00-21:00 only in UTC (window_start_utc); local time is 1-5 PM. haul_away is false.")

bad("b02",
    "Your order #W7302284 is scheduled for delivery and installation on Thursday, March 12, 1:00–5:00 PM. "
    "You paid **$938.99** in total, including delivery. There's still time to add "
    "haul-away of your old washer for $25 if you'd like. Shall I add it?",
    [S("Thursday, March 12, 1:00–5:00 PM"), C("**$938.99**", "AMOUNT_MISMATCH"),
     CI("still time to add haul-away", "NLI_CONTRADICTION", "NLI_NOT_ENTAILED", "NO_POLICY_EVIDENCE")],
    ["wrong_arithmetic", "condition_unmet"],
    ["$938.99", "still time to add haul-away"],
    "The payment was 987.99 (938.99 leaves out the 49.00 fee). Haul-away must be added 48 hours before the "
    "window; now is 3/11 4:40 PM and the window opens 3/12 1 PM.")

bad("b02",
    "Hi Devon — your delivery is booked for Tuesday, March 10, between 8:00 AM and 12:00 PM, with installation "
    "included.",
    [C("Tuesday, March 10, between 8:00 AM and 12:00 PM", "DATE_MISMATCH"), S("with installation included")],
    ["stale_value"],
    ["Tuesday, March 10"],
    "The March 10 window is in history with status RESCHEDULED_BY_CUSTOMER; the current window is 3/12 1-5 PM.")

bad("b02",
    "Hi Devon! Your washer will be delivered and installed tomorrow, Thursday, March 12, between 1:00 PM and "
    "7:00 PM. The crew will call about 30 minutes ahead.",
    [S("delivered and installed"), S("tomorrow, Thursday, March 12"),
     C("between 1:00 PM and 7:00 PM", "DATE_MISMATCH", "VALUE_MISMATCH"), S("call about 30 minutes ahead")],
    ["wrong_time"],
    ["7:00 PM"],
    "window_end is 17:00 New York time, so the window closes at 5:00 PM.")

fix("b02",
    "Hi Devon! Your washer delivery with installation is set for **tomorrow, March 12**, between **1:00 PM and "
    "5:00 PM**. The crew will call about 60 minutes before arriving, so keep your phone handy.",
    [S("**tomorrow, March 12**"), S("**1:00 PM and 5:00 PM**"), S("delivery with installation"),
     C("about 60 minutes before arriving", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    ["wrong_period"], ["60 minutes"],
    ["30 minutes|30 min|half an hour|thirty minutes", "1:00 PM|1 PM|1:00", "March 12|3/12"],
    "The delivery policy says crews call about 30 minutes before arrival.")

# --- 03 dishwasher-return ---------------------------------------------------------------------------
bundle("b03", DOM_A, "dishwasher-return",
       "I'm returning the dishwasher from order W5160093. How much will I get back and when is the pickup?",
       [
           rec("get_order_details#W5160093", "get_order_details", {"order_id": "#W5160093"},
               {"order_id": "#W5160093", "user_id": "anneliese_okafor_2046", "status": "return requested",
                "items": [
                    {"name": "Built-In Dishwasher", "product_id": "6601934410", "item_id": "6615520087",
                     "price": 749.0, "options": {"colour": "stainless steel", "size": "24 in"}},
                    {"name": "Under-Cabinet Range Hood", "product_id": "6602210075", "item_id": "6615527710",
                     "price": 329.0, "options": {"colour": "stainless steel", "size": "30 in"}}],
                "delivered_at": ep("2026-02-24T11:20"),
                "payment_history": [{"transaction_type": "payment", "amount": 1078.0,
                                     "payment_method_id": "credit_card_9014467"}],
                "return_items": ["6615520087"], "return_condition": "INSTALLED",
                "return_payment_method_id": "credit_card_9014467",
                "return_pickup": {"window_start": ep("2026-03-16T09:00"), "window_end": ep("2026-03-16T13:00"),
                                  "status": "BOOKED"}}),
           rec("get_user_details#anneliese_okafor_2046", "get_user_details", {"user_id": "anneliese_okafor_2046"},
               {"user_id": "anneliese_okafor_2046", "name": {"first_name": "Anneliese", "last_name": "Okafor"},
                "payment_methods": {
                    "credit_card_9014467": {"source": "credit_card", "brand": "mastercard", "last_four": "2281",
                                            "id": "credit_card_9014467"},
                    "gift_card_7713058": {"source": "gift_card", "balance": 15.0, "id": "gift_card_7713058"}},
                "orders": ["#W5160093"]}),
           pol("policy#returns", "Unopened appliances can be returned within 30 days of delivery for a full "
               "refund. Appliances that have been installed or used carry a 15% restocking fee, which is "
               "deducted from the refund. Refunds go to the original payment method within 5-7 business days "
               "after the returned item passes inspection at our warehouse. Delivery fees are non-refundable.",
               revision="v9"),
       ], now="2026-03-13T11:05:00-04:00")

ok("b03",
   "Hi Anneliese, your return for the dishwasher on order #W5160093 is in progress. Because the unit was "
   "installed, a **15% restocking fee ($112.35)** applies, so your refund will be **$636.65** to your "
   "Mastercard ending in **2281**. Our team will pick it up on **Monday, March 16**, between 9:00 AM and "
   "1:00 PM, and the refund is issued within 5–7 business days after the dishwasher passes inspection.",
   [S("return for the dishwasher on order #W5160093 is in progress"), S("restocking fee ($112.35)"),
    S("**$636.65**"), S("Mastercard ending in **2281**"), S("**Monday, March 16**"),
    S("between 9:00 AM and 1:00 PM"), S("within 5–7 business days after the dishwasher passes inspection")],
   ["$636.65", "March 16"],
   "Status 'return requested', return_condition INSTALLED so 15% of 749.00 = 112.35 comes off (636.65); "
   "return_payment_method_id is the Mastercard 2281; return_pickup 3/16 9:00-13:00.")

ok("b03",
   "Dear Anneliese,\n\nThank you for letting us know. Here is what to expect for your dishwasher return:\n\n"
   "- Pickup: 3/16, 9 AM – 1 PM\n"
   "- Refund: six hundred thirty-six dollars and sixty-five cents, after a fifteen percent restocking fee for "
   "an installed unit\n"
   "- Refund method: the Mastercard you paid with\n\n"
   "Your range hood is not part of this return. Once the dishwasher clears inspection at our warehouse, "
   "expect the refund within five to seven business days.\n\nBest regards,\nHearthline Support",
   [S("Pickup: 3/16, 9 AM – 1 PM"), S("six hundred thirty-six dollars and sixty-five cents"),
    S("fifteen percent restocking fee"), S("the Mastercard you paid with"),
    S("range hood is not part of this return"), S("within five to seven business days")],
   ["3/16"],
   "return_items holds only the dishwasher item 6615520087; amounts as in the first draft, in words.")

ok("b03",
   "The dishwasher pickup on #W5160093 is booked for Monday, 9 AM–1 PM; once it is inspected, $636.65 will be "
   "refunded to the Mastercard ending 2281.",
   [S("pickup on #W5160093 is booked for Monday, 9 AM–1 PM"), S("$636.65 will be refunded"),
    S("Mastercard ending 2281")],
   ["$636.65"],
   "return_pickup status BOOKED for Monday 3/16 (now is Friday 3/13); refund 749.00 less 15%.")

bad("b03",
    "Hi Anneliese, your dishwasher return on #W5160093 is set up, with pickup on Monday, March 16 between "
    "9:00 AM and 1:00 PM. Since the unit was installed, a 15% restocking fee applies, which brings your refund "
    "to **$916.30**. The refund will go back to your Mastercard ending in 2281.",
    [S("dishwasher return on #W5160093 is set up"), S("Monday, March 16 between 9:00 AM and 1:00 PM"),
     S("a 15% restocking fee applies"), C("**$916.30**", "AMOUNT_MISMATCH"),
     S("back to your Mastercard ending in 2281")],
    ["wrong_arithmetic"],
    ["$916.30"],
    "916.30 is 85% of the whole order (1078.00) including the range hood that is not being returned; the "
    "refund for the dishwasher alone is 636.65.")

bad("b03",
    "Good news, Anneliese: since you're still within 30 days of delivery, you'll receive a full refund of "
    "$749.00 for the dishwasher on order #W5160093. Pickup is Monday, March 16, 9 AM–1 PM, and refunds usually "
    "post within 2–3 business days after inspection.",
    [CI("full refund of $749.00", "AMOUNT_MISMATCH", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
     S("Pickup is Monday, March 16, 9 AM–1 PM"),
     C("within 2–3 business days after inspection", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    ["condition_unmet", "wrong_period"],
    ["full refund of $749.00", "2–3 business days"],
    "The full-refund rule is for unopened units; return_condition is INSTALLED so the 15% fee applies. "
    "Policy timing is 5-7 business days.")

fix("b03",
    "Hi Anneliese! Your dishwasher return on #W5160093 is confirmed:\n\n"
    "- **Pickup:** Monday, March 16, 9:00 AM–1:00 PM\n"
    "- **Refund:** **$636.65** (after the 15% restocking fee for an installed unit)\n"
    "- **Refunded to:** your gift card\n\n"
    "The refund is issued within 5–7 business days after inspection.",
    [S("**Pickup:** Monday, March 16, 9:00 AM–1:00 PM"), S("**$636.65**"), S("15% restocking fee"),
     C("**Refunded to:** your gift card", "VALUE_MISMATCH", "IDENTIFIER_MISMATCH"),
     S("within 5–7 business days after inspection")],
    ["wrong_value"], ["your gift card"],
    ["Mastercard|2281|credit card|original payment method|card you paid with", "$636.65|636.65"],
    "return_payment_method_id is credit_card_9014467 (Mastercard 2281), also the policy's original method.")

# --- 04 range-cancel --------------------------------------------------------------------------------
bundle("b04", DOM_A, "range-cancel",
       "Please cancel my gas range order W2087716, I don't need it anymore.",
       [
           rec("get_order_details#W2087716", "get_order_details", {"order_id": "#W2087716"},
               {"order_id": "#W2087716", "user_id": "tomasz_bellweather_5820", "status": "pending",
                "items": [
                    {"name": "Gas Range", "product_id": "7720381146", "item_id": "1186034472", "price": 1299.0,
                     "options": {"colour": "slate", "size": "30 in"}},
                    {"name": "Gas Connector Kit", "product_id": "7720389902", "item_id": "1186039015",
                     "price": 34.99, "options": {"size": "48 in"}}],
                "payment_history": [{"transaction_type": "payment", "amount": 1333.99,
                                     "payment_method_id": "paypal_3390045"}],
                "freight_slot": {"booked": True, "carrier_ref": "FRT-20377"}}),
           rec("get_order_details#W6610042", "get_order_details", {"order_id": "#W6610042"},
               {"order_id": "#W6610042", "user_id": "tomasz_bellweather_5820", "status": "cancelled",
                "items": [{"name": "Countertop Ice Maker", "product_id": "7730016620", "item_id": "2251870036",
                           "price": 189.0, "options": {"colour": "silver"}}],
                "payment_history": [
                    {"transaction_type": "payment", "amount": 189.0, "payment_method_id": "gift_card_5530871"},
                    {"transaction_type": "refund", "amount": 189.0, "payment_method_id": "gift_card_5530871"}]}),
           refused("cancel_pending_order#call-1", "cancel_pending_order", "ESCALATE",
                   {"order_id": "#W2087716", "reason": "no longer needed"}),
           pol("policy#cancellation", "Pending orders can be cancelled in full before they are processed; "
               "partial cancellations are not available. If a freight slot has already been booked, the "
               "cancellation must be reviewed by the logistics team first, which takes up to 2 business days. "
               "After a cancellation goes through, the full amount is refunded to the original payment method: "
               "gift card refunds are immediate, and other methods take 5-7 business days.", revision="v3"),
       ], now="2026-03-09T15:20:00-04:00")

ok("b04",
   "Hi Tomasz, I wasn't able to cancel order #W2087716 directly. Because a freight slot is already booked, "
   "your request has been escalated to our logistics team, who review these within 2 business days. If the "
   "cancellation is approved, the full **$1,333.99** will be refunded to your PayPal account in 5–7 business "
   "days.",
   [S("wasn't able to cancel order #W2087716 directly"), S("a freight slot is already booked"),
    S("escalated to our logistics team"), S("within 2 business days"), S("full **$1,333.99**"),
    S("refunded to your PayPal account in 5–7 business days")],
   ["$1,333.99", "escalated"],
   "cancel_pending_order was ESCALATEd; freight_slot.booked is true; policy gives 2 business days and 5-7 "
   "days for non-gift-card refunds; payment 1333.99 on paypal_3390045.")

ok("b04",
   "Thanks for letting us know, Tomasz. Here's where things stand with order #W2087716:\n\n"
   "- **Status:** still pending — not cancelled yet\n"
   "- **Why:** a freight slot is already booked, so cancellation needs logistics review (up to 2 business days)\n"
   "- **If approved:** a full refund of $1,333.99 to PayPal\n\n"
   "Please note we can only cancel the whole order, not just the range.",
   [S("still pending — not cancelled yet"), S("cancellation needs logistics review"),
    S("up to 2 business days"), S("full refund of $1,333.99 to PayPal"),
    S("only cancel the whole order, not just the range")],
   ["$1,333.99"],
   "Status 'pending' and the ESCALATE decision; partial cancellation is excluded by the policy.")

bad("b04",
    "Hi Tomasz, I've cancelled order #W2087716 for you. The full $1,333.99 will be back on your PayPal account "
    "within 5–7 business days.",
    [C("I've cancelled order #W2087716", "NOT_EXECUTED"), S("within 5–7 business days")],
    ["refused_call_effect"],
    ["I've cancelled order"],
    "cancel_pending_order was refused with ESCALATE, so the cancellation did not happen.")

bad("b04",
    "Hi Tomasz — your cancellation request for #W2087716 has been passed to our logistics team because a freight "
    "slot was already booked. They'll review it within 5 business days, and once it's approved your $1,333.99 "
    "will be refunded to PayPal instantly.",
    [S("passed to our logistics team"), S("a freight slot was already booked"),
     C("within 5 business days", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
     C("refunded to PayPal instantly", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    ["wrong_period", "wrong_policy_condition"],
    ["within 5 business days", "PayPal instantly"],
    "Review takes up to 2 business days; immediate refunds are for gift cards only, PayPal takes 5-7 days.")

fix("b04",
    "Hi Tomasz, your order #W2087716 has been cancelled. Since you paid with PayPal, the full **$1,333.99** "
    "will be returned there within 5–7 business days.",
    [C("has been cancelled", "NOT_EXECUTED"), S("full **$1,333.99**"), S("within 5–7 business days")],
    ["refused_call_effect"], ["has been cancelled"],
    ["escalated|review|could not|couldn't|unable|not able|wasn't able|not been cancelled|pending",
     "$1,333.99|1,333.99|1333.99"],
    "The cancel_pending_order call was ESCALATEd, not executed.")

# ==================================================================================================
# Mattress-in-a-box brand (Loftrest Sleep)
# ==================================================================================================
DOM_B = "mattress-in-a-box brand"

# --- 05 trial-return --------------------------------------------------------------------------------
bundle("b05", DOM_B, "trial-return",
       "I've had my mattress about seven weeks and it's just not working for me. Can I still return it?",
       [
           rec("get_order_details#W3390517", "get_order_details", {"order_id": "#W3390517"},
               {"order_id": "#W3390517", "user_id": "ravi_lindqvist_8127", "status": "delivered",
                "items": [
                    {"name": "Hybrid Mattress", "product_id": "1200459873", "item_id": "4420198375",
                     "price": 1095.0, "options": {"size": "queen", "firmness": "medium-firm"}},
                    {"name": "Cooling Pillow", "product_id": "1200461190", "item_id": "4420199021",
                     "price": 79.0, "options": {"size": "standard"}},
                    {"name": "Cooling Pillow", "product_id": "1200461190", "item_id": "4420199022",
                     "price": 79.0, "options": {"size": "standard"}}],
                "delivered_at": ep("2026-01-20T15:10"),
                "payment_history": [{"transaction_type": "payment", "amount": 1253.0,
                                     "payment_method_id": "credit_card_6628804"}]}),
           rec("get_trial_status#W3390517", "get_trial_status", {"order_id": "#W3390517", "item_id": "4420198375"},
               {"order_id": "#W3390517", "item_id": "4420198375", "trial_program": "HOME_TRIAL_100",
                "trial_started_at": ep("2026-01-20T00:00"), "trial_ends_at": ep("2026-04-30T23:59"),
                "nights_elapsed": 49, "min_nights_before_return": 30, "return_eligible": True}),
           rec("get_user_details#ravi_lindqvist_8127", "get_user_details", {"user_id": "ravi_lindqvist_8127"},
               {"user_id": "ravi_lindqvist_8127", "name": {"first_name": "Ravi", "last_name": "Lindqvist"},
                "payment_methods": {
                    "credit_card_6628804": {"source": "credit_card", "brand": "visa", "last_four": "0917",
                                            "id": "credit_card_6628804"},
                    "gift_card_3320911": {"source": "gift_card", "balance": 25.0, "id": "gift_card_3320911"}},
                "orders": ["#W3390517"]}),
           pol("policy#home-trial", "Every mattress comes with a 100-night home trial that starts on the delivery "
               "date. To give your body time to adjust, returns open after the 30th night. We arrange a free "
               "pickup and donate or recycle the mattress, so you don't need the original box. Refunds cover the "
               "mattress only: pillows, sheets and other accessories follow the standard 30-day return window "
               "and must be unopened. Mattress refunds post to the original payment method within 10 business "
               "days of pickup.", revision="v6"),
       ], now="2026-03-10T13:45:00-04:00")

ok("b05",
   "Hi Ravi! Yes, your queen Hybrid Mattress from order #W3390517 is still within its 100-night trial. You've "
   "had it for 49 nights, which is past the 30-night minimum, and your trial runs through **April 30, 2026**. "
   "We'd arrange a free pickup (no box needed) and refund **$1,095.00** to your Visa ending in **0917** within "
   "10 business days of pickup. Would you like me to go ahead and schedule it?",
   [S("still within its 100-night trial"), S("had it for 49 nights"), S("past the 30-night minimum"),
    S("through **April 30, 2026**"), S("free pickup (no box needed)"), S("**$1,095.00**"),
    S("Visa ending in **0917**"), S("within 10 business days of pickup")],
   ["$1,095.00", "April 30"],
   "get_trial_status: nights_elapsed 49, trial_ends_at 4/30 23:59 New York, return_eligible; price 1095.0; "
   "the payment card is visa 0917; pickup and timing from the trial policy.")

ok("b05",
   "Thanks for your honesty about the fit, Ravi. Here's what a return would look like:\n\n"
   "- **Eligible:** yes, you're on night 49 of 100\n"
   "- **Trial ends:** 4/30/2026\n"
   "- **Refund:** $1,095.00 for the mattress, back to the card you paid with\n"
   "- **Pickup:** free, and the mattress is donated or recycled\n\n"
   "Just a heads-up: the two Cooling Pillows fall under the 30-day accessory window, which has already "
   "passed, so they can't be included. Shall I book the pickup?",
   [S("**Eligible:** yes"), S("night 49 of 100"), S("**Trial ends:** 4/30/2026"),
    S("$1,095.00 for the mattress"), S("back to the card you paid with"), S("donated or recycled"),
    S("the two Cooling Pillows fall under the 30-day accessory window"), S("can't be included")],
   ["$1,095.00", "4/30/2026"],
   "Pillows were delivered 1/20, more than 30 days before now (3/10), so the accessory window has passed.")

ok("b05",
   "Yes, your mattress can still go back: you're past the 30-night minimum and the trial runs until April 30. "
   "Want me to book the free pickup?",
   [S("past the 30-night minimum"), S("the trial runs until April 30"), S("the free pickup")],
   ["April 30"],
   "nights_elapsed 49 >= min_nights_before_return 30; trial_ends_at 4/30.")

bad("b05",
    "Hi Ravi! Your queen Hybrid Mattress is still within the 100-night trial (49 nights so far), so you can "
    "return it. I can include the two Cooling Pillows in the same pickup, which would bring your refund to "
    "**$1,253.00** on your Visa ending in 0917.",
    [S("still within the 100-night trial"), S("49 nights so far"),
     CI("include the two Cooling Pillows in the same pickup", "NLI_CONTRADICTION", "NLI_NOT_ENTAILED",
        "NO_POLICY_EVIDENCE"),
     CI("**$1,253.00**", "AMOUNT_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE"),
     S("Visa ending in 0917")],
    ["condition_unmet", "wrong_amount"],
    ["include the two Cooling Pillows", "$1,253.00"],
    "Accessories follow a 30-day window and the pillows were delivered 1/20; only the 1095.00 mattress is "
    "refundable, 1253.00 is the whole order payment.")

bad("b05",
    "Good news, Ravi: your mattress is eligible for return. Your 100-night trial runs through May 1, 2026, and "
    "once we pick it up, the refund of $1,095.00 usually posts within 5 business days.",
    [S("your mattress is eligible for return"), C("through May 1, 2026", "DATE_MISMATCH"),
     S("the refund of $1,095.00"), C("within 5 business days", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    ["unit_conversion", "wrong_period"],
    ["May 1, 2026", "within 5 business days"],
    "trial_ends_at is 4/30 23:59 New York time (May 1 only in UTC); the policy says 10 business days.")

fix("b05",
    "Hi Ravi, yes, you can still return it! Your queen Hybrid Mattress is on night 49 of its 120-night trial, "
    "which ends **April 30, 2026**. We'll pick it up for free, and **$1,095.00** will be refunded to your Visa "
    "ending in 0917.",
    [S("night 49"), C("120-night trial", "VALUE_MISMATCH", "NLI_CONTRADICTION"),
     S("**April 30, 2026**"), S("pick it up for free"), S("**$1,095.00**"), S("Visa ending in 0917")],
    ["wrong_period"], ["120-night"],
    ["100-night|100 nights|100-night trial", "April 30|4/30", "$1,095.00|1,095.00|1095"],
    "trial_program HOME_TRIAL_100 and the policy both give a 100-night trial.")

# --- 06 size-exchange -------------------------------------------------------------------------------
bundle("b06", DOM_B, "size-exchange",
       "I asked to swap my queen for a king. When does the king arrive and how much is left on my gift card after?",
       [
           rec("get_order_details#W8841276", "get_order_details", {"order_id": "#W8841276"},
               {"order_id": "#W8841276", "user_id": "hollis_ferreira_4402", "status": "exchange requested",
                "items": [{"name": "Memory Foam Mattress", "product_id": "3307700112", "item_id": "3307781920",
                           "price": 899.0, "options": {"size": "queen", "height": "12 in"}}],
                "delivered_at": ep("2026-02-14T12:05"),
                "payment_history": [{"transaction_type": "payment", "amount": 899.0,
                                     "payment_method_id": "credit_card_1734470"}],
                "exchange_items": ["3307781920"], "exchange_new_items": ["3307781944"],
                "exchange_payment_method_id": "gift_card_1190446", "exchange_price_difference": 200.0,
                "exchange_charge_status": "PENDING_ON_SHIPMENT"}),
           rec("get_shipment#W8841276-X1", "get_shipment", {"order_id": "#W8841276", "leg": "exchange"},
               {"carrier": "FEDEX_GROUND", "tracking_number": "773100945521", "status": "LABEL_CREATED",
                "item_ids": ["3307781944"], "estimated_delivery": "2026-03-18"}),
           rec("get_user_details#hollis_ferreira_4402", "get_user_details", {"user_id": "hollis_ferreira_4402"},
               {"user_id": "hollis_ferreira_4402", "name": {"first_name": "Hollis", "last_name": "Ferreira"},
                "payment_methods": {
                    "gift_card_1190446": {"source": "gift_card", "balance": 260.0, "id": "gift_card_1190446"},
                    "credit_card_1734470": {"source": "credit_card", "brand": "mastercard", "last_four": "5146",
                                            "id": "credit_card_1734470"}},
                "orders": ["#W8841276", "#W2209934"]}),
           rec("get_order_details#W2209934", "get_order_details", {"order_id": "#W2209934"},
               {"order_id": "#W2209934", "user_id": "hollis_ferreira_4402", "status": "processed",
                "items": [{"name": "Weighted Blanket", "product_id": "3309915530", "item_id": "3309917702",
                           "price": 149.0, "options": {"colour": "sage", "size": "king"}}],
                "payment_history": [{"transaction_type": "payment", "amount": 149.0,
                                     "payment_method_id": "credit_card_1734470"}]}),
           pol("policy#size-exchange", "You can exchange your mattress for a different size once per order during "
               "the 100-night trial. The price difference is charged when the new mattress ships. Our delivery "
               "partner picks up the original mattress on the same day the new one is delivered. Size exchanges "
               "do not restart the trial.", revision="v2"),
       ], now="2026-03-12T09:30:00-04:00")

ok("b06",
   "Hi Hollis! Here's a quick recap of your exchange on order #W8841276:\n\n"
   "- **Exchange:** queen → **king** Memory Foam Mattress\n"
   "- **Price difference:** **$200.00**, charged to your gift card when the king ships\n"
   "- **Gift card balance after that:** **$60.00**\n"
   "- **Shipping:** FedEx label created; estimated delivery **Wednesday, March 18**\n\n"
   "Our delivery partner will pick up your queen the same day the king arrives.",
   [S("queen → **king** Memory Foam Mattress"), S("**$200.00**"), S("charged to your gift card when the king ships"),
    S("**$60.00**"), S("FedEx label created"), S("**Wednesday, March 18**"),
    S("pick up your queen the same day the king arrives")],
   ["$60.00", "March 18"],
   "exchange_price_difference 200.0 on gift_card_1190446, PENDING_ON_SHIPMENT, so 260.00 - 200.00 = 60.00; "
   "shipment LABEL_CREATED with estimated_delivery 2026-03-18 (a Wednesday).")

ok("b06",
   "Dear Hollis,\n\nYour size exchange has been requested, and a king will replace your queen mattress. The "
   "two-hundred-dollar difference will come off your gift card once the king ships, leaving sixty dollars on "
   "it. FedEx expects to deliver it on 3/18, and the queen will be collected that same day. Please note that "
   "the exchange does not restart your trial.\n\nKind regards,\nLoftrest Sleep Support",
   [S("Your size exchange has been requested"), S("a king will replace your queen"),
    S("two-hundred-dollar difference"), S("leaving sixty dollars"), S("deliver it on 3/18"),
    S("the queen will be collected that same day"), S("does not restart your trial")],
   ["3/18"],
   "Same fields as the bullet recap; trial restart rule from the size-exchange policy.")

bad("b06",
    "Hi Hollis! Your king Memory Foam Mattress has already shipped with FedEx and should arrive on Wednesday, "
    "March 18. The $200.00 difference will be charged to your gift card, leaving a balance of $60.00.",
    [C("has already shipped with FedEx", "RECORD_STATE_MISMATCH"), S("Wednesday, March 18"),
     S("The $200.00 difference"), S("leaving a balance of $60.00")],
    ["wrong_state"],
    ["already shipped"],
    "Shipment status is LABEL_CREATED (label printed, not yet handed to FedEx); exchange_charge_status "
    "PENDING_ON_SHIPMENT confirms it has not shipped.")

bad("b06",
    "Thanks, Hollis. Your exchange to a king is requested. Once it ships, the **$200.00** price difference will "
    "be taken from your gift card, leaving **$160.00**. As a thank-you, we'll also include a free king "
    "mattress protector with the delivery.",
    [S("Your exchange to a king is requested"), S("**$200.00** price difference"),
     C("leaving **$160.00**", "AMOUNT_MISMATCH"),
     I("include a free king mattress protector", "CLAIM_WITHOUT_TOOL_EVIDENCE", "NO_POLICY_EVIDENCE")],
    ["wrong_arithmetic", "unrecorded_extra"],
    ["$160.00", "mattress protector"],
    "Gift card balance 260.00 less 200.00 is 60.00; no record or policy mentions a protector.")

fix("b06",
    "Hi Hollis! Your queen-to-king exchange on #W8841276 is requested. The **$200.00** difference will be "
    "charged to your gift card when the king ships, and FedEx estimates delivery on **Friday, March 20**. "
    "We'll pick up the queen the same day.",
    [S("queen-to-king exchange on #W8841276 is requested"), S("**$200.00** difference"),
     S("charged to your gift card when the king ships"), C("**Friday, March 20**", "DATE_MISMATCH"),
     S("pick up the queen the same day")],
    ["wrong_date"], ["March 20"],
    ["March 18|3/18|Wednesday", "$200.00|200.00"],
    "estimated_delivery is 2026-03-18, a Wednesday.")

# --- 07 split-shipment ------------------------------------------------------------------------------
bundle("b07", DOM_B, "split-shipment",
       "Only part of my order W6605123 seems to be coming. Where is everything?",
       [
           rec("get_order_details#W6605123", "get_order_details", {"order_id": "#W6605123"},
               {"order_id": "#W6605123", "user_id": "noor_castellanos_3391", "status": "processed",
                "items": [
                    {"name": "Adjustable Base", "product_id": "2240017765", "item_id": "5521004418",
                     "price": 649.0, "options": {"size": "queen"}},
                    {"name": "Hybrid Mattress", "product_id": "1200459873", "item_id": "4420198376",
                     "price": 1095.0, "options": {"size": "queen", "firmness": "plush"}},
                    {"name": "Sheet Set", "product_id": "2240030021", "item_id": "5521009930",
                     "price": 129.0, "options": {"colour": "oat", "size": "queen"}}],
                "fulfillments": [
                    {"tracking_id": ["1Z84A7W30391427765"], "item_ids": ["4420198376", "5521009930"]},
                    {"tracking_id": [], "item_ids": ["5521004418"], "status": "BACKORDERED",
                     "restock_eta": "2026-03-27"}],
                "payment_history": [{"transaction_type": "payment", "amount": 1873.0,
                                     "payment_method_id": "credit_card_9930512"}]}),
           rec("get_tracking#1Z84A7W30391427765", "get_tracking", {"tracking_number": "1Z84A7W30391427765"},
               {"tracking_number": "1Z84A7W30391427765", "carrier": "UPS", "status": "IN_TRANSIT",
                "eta": "2026-03-14",
                "last_scan": {"location": "Allentown, PA", "at": ep("2026-03-11T22:48"),
                              "at_utc": "2026-03-12T02:48:00Z"}}),
           pol("policy#shipping", "Orders with several items may ship separately, and each shipment gets its own "
               "tracking number. Backordered items ship free as soon as they are back in stock, and you are not "
               "charged again for them. You can cancel a backordered item for a full refund at any point before "
               "it ships.", revision="2025-11"),
       ], now="2026-03-12T13:00:00-04:00")

ok("b07",
   "Hi Noor! Your order #W6605123 is shipping in two parts:\n\n"
   "- **Mattress + sheet set:** on the way with UPS (tracking **1Z84A7W30391427765**), expected **Saturday, "
   "March 14**\n"
   "- **Adjustable base:** backordered, expected back in stock around **March 27**\n\n"
   "The base will ship free as soon as it's restocked, and you won't be charged again for it.",
   [S("**Mattress + sheet set:** on the way with UPS"), S("**1Z84A7W30391427765**"),
    S("**Saturday, March 14**"), S("**Adjustable base:** backordered"), S("around **March 27**"),
    S("ship free as soon as it's restocked"), S("won't be charged again")],
   ["March 14", "March 27"],
   "Fulfillment 1 (mattress 4420198376 + sheets) is IN_TRANSIT with eta 3/14; fulfillment 2 (base) is "
   "BACKORDERED with restock_eta 3/27; shipping policy covers the free shipping and no second charge.")

ok("b07",
   "Thanks for your patience, Noor. The mattress and sheets are in transit with UPS and were last scanned in "
   "Allentown, PA at 10:48 PM on March 11; delivery is expected this Saturday. The adjustable base is on "
   "backorder until about 3/27. If you'd rather not wait, you can cancel the base for a full refund any time "
   "before it ships.",
   [S("The mattress and sheets are in transit with UPS"), S("last scanned in Allentown, PA"),
    S("10:48 PM on March 11"), S("delivery is expected this Saturday"), S("on backorder until about 3/27"),
    S("cancel the base for a full refund any time before it ships")],
   ["Allentown", "3/27"],
   "last_scan.at is 22:48 New York time on 3/11; eta 3/14 is the Saturday after now (Thursday 3/12).")

ok("b07",
   "Mattress and sheets: arriving Saturday via UPS. Adjustable base: backordered until around March 27, then "
   "shipped free.",
   [S("arriving Saturday via UPS"), S("backordered until around March 27"), S("then shipped free")],
   ["Saturday", "March 27"],
   "Terse summary of the two fulfillments.")

bad("b07",
    "Hi Noor! Good news: all three items on order #W6605123 are on their way with UPS under tracking "
    "1Z84A7W30391427765, and they're expected Saturday, March 14.",
    [C("all three items on order #W6605123 are on their way", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH"),
     S("expected Saturday, March 14")],
    ["wrong_state"],
    ["all three items"],
    "The tracking number covers only the mattress and sheets; the base's fulfillment is BACKORDERED.")

bad("b07",
    "Your mattress and sheet set are in transit with UPS; the last scan was in Allentown, PA at 2:48 AM on "
    "March 12. The adjustable base is backordered until around March 27, and we'll charge your card for it "
    "again when it ships.",
    [S("mattress and sheet set are in transit with UPS"), C("2:48 AM on March 12", "DATE_MISMATCH",
                                                              "VALUE_MISMATCH"),
     S("backordered until around March 27"),
     C("charge your card for it again when it ships", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    ["unit_conversion", "wrong_policy_condition"],
    ["2:48 AM", "charge your card for it again"],
    "2:48 AM on 3/12 is the UTC reading of last_scan (at_utc); local time is 10:48 PM on 3/11. The policy says "
    "backordered items are not charged again.")

fix("b07",
    "Hi Noor, your order is coming in two shipments. The mattress and sheet set are with UPS (tracking "
    "1Z84A7W30391427765) and should arrive **Monday, March 16**. The adjustable base is backordered until about "
    "**March 27** and will ship free once it's restocked.",
    [S("mattress and sheet set are with UPS"), C("**Monday, March 16**", "DATE_MISMATCH"),
     S("backordered until about **March 27**"), S("will ship free once it's restocked")],
    ["wrong_date"], ["March 16"],
    ["March 14|3/14|Saturday", "March 27|3/27"],
    "Tracking eta is 2026-03-14, a Saturday.")

# --- 08 warranty-claim ------------------------------------------------------------------------------
bundle("b08", DOM_B, "sag-warranty-claim",
       "What happened with my warranty claim for the sagging mattress?",
       [
           rec("get_order_details#W1175530", "get_order_details", {"order_id": "#W1175530"},
               {"order_id": "#W1175530", "user_id": "celeste_wojcik_0551", "status": "delivered",
                "items": [{"name": "Hybrid Mattress", "product_id": "1200459873", "item_id": "4420190044",
                           "price": 1195.0, "options": {"size": "king", "firmness": "medium"}}],
                "delivered_at": ep("2023-06-02T10:30"),
                "payment_history": [{"transaction_type": "payment", "amount": 1195.0,
                                     "payment_method_id": "credit_card_2280413"}]}),
           rec("get_warranty_claim#WC-55102", "get_warranty_claim", {"claim_id": "WC-55102"},
               {"claim_id": "WC-55102", "order_id": "#W1175530", "item_id": "4420190044", "status": "DENIED",
                "decision_code": "BELOW_SAG_THRESHOLD", "measured_sag_in": "1.0", "threshold_in": "1.5",
                "decided_at": ep("2026-03-05T16:20"), "appeal": {"allowed": True, "appeals_used": 0}}),
           pol("policy#mattress-warranty", "Our mattresses carry a 10-year limited warranty against manufacturing "
               "defects. The warranty does not cover normal softening, stains, or damage caused by an "
               "unsupportive frame. Body impressions deeper than 1.5 inches, measured with no one on the "
               "mattress, count as a defect. A denied claim can be appealed once, within 30 days of the "
               "decision, by sending new photos that show a straightedge and a tape measure.", revision="v3"),
       ], now="2026-03-10T10:00:00-04:00")

ok("b08",
   "Hi Celeste, I'm sorry to share that claim **WC-55102** was denied. The measured sag was **1.0 inch**, and "
   "the warranty covers body impressions deeper than **1.5 inches**. You can appeal once within 30 days of the "
   "March 5 decision, so by **April 4**, by sending new photos that show a straightedge and a tape measure.",
   [S("claim **WC-55102** was denied"), S("measured sag was **1.0 inch**"),
    S("deeper than **1.5 inches**"), S("appeal once within 30 days"), S("March 5 decision"),
    S("by **April 4**"), S("photos that show a straightedge and a tape measure")],
   ["1.0 inch", "April 4"],
   "Claim status DENIED with measured_sag_in 1.0 and threshold_in 1.5; decided_at 3/5, plus 30 days is 4/4; "
   "one appeal allowed, appeals_used 0.")

ok("b08",
   "Thank you for your patience, Celeste. Here's the outcome of your claim:\n\n"
   "- **Claim:** WC-55102, for the king Hybrid Mattress\n"
   "- **Decision:** denied on 3/5/2026\n"
   "- **Reason:** the sag measured 1 inch, below the 1.5-inch defect threshold\n"
   "- **Next step:** one appeal is available within 30 days, with new photos using a straightedge and tape "
   "measure\n\n"
   "Your mattress is still within its 10-year limited warranty for manufacturing defects.",
   [S("for the king Hybrid Mattress"), S("denied on 3/5/2026"), S("the sag measured 1 inch"),
    S("below the 1.5-inch defect threshold"), S("one appeal is available within 30 days"),
    S("still within its 10-year limited warranty")],
   ["1.5-inch", "3/5/2026"],
   "Delivered 6/2/2023, well inside 10 years; the rest from the claim record and the warranty policy.")

bad("b08",
    "Hi Celeste, thanks for following up. Your claim WC-55102 for the king Hybrid Mattress is still being "
    "reviewed by our warranty team. Impressions deeper than 1.5 inches count as a defect, so the measurement "
    "will decide it.",
    [S("claim WC-55102 for the king Hybrid Mattress"),
     C("still being reviewed by our warranty team", "RECORD_STATE_MISMATCH"),
     S("Impressions deeper than 1.5 inches count as a defect")],
    ["wrong_state"],
    ["still being reviewed"],
    "Claim status is DENIED with decided_at 3/5/2026; it is not under review.")

bad("b08",
    "Hi Celeste, claim WC-55102 was denied. Our technician measured 1.5 inches of sag, and the warranty only "
    "covers impressions deeper than that. If you disagree, you can appeal as many times as you need by sending "
    "new photos.",
    [S("claim WC-55102 was denied"), C("measured 1.5 inches of sag", "VALUE_MISMATCH"),
     S("covers impressions deeper than that"),
     C("appeal as many times as you need", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    ["wrong_role", "wrong_policy_condition"],
    ["measured 1.5 inches", "as many times as you need"],
    "1.5 is threshold_in, not measured_sag_in (1.0); the policy allows one appeal.")

fix("b08",
    "Hi Celeste, I'm sorry: claim WC-55102 was denied on March 5. The measured sag was **1.25 inches**, below "
    "the 1.5-inch threshold for a defect. You can appeal once within 30 days by sending new photos with a "
    "straightedge and tape measure.",
    [S("claim WC-55102 was denied on March 5"), C("**1.25 inches**", "VALUE_MISMATCH"),
     S("below the 1.5-inch threshold"), S("appeal once within 30 days")],
    ["wrong_value"], ["1.25 inches"],
    ["1.0 inch|1 inch|one inch|1.0", "1.5-inch|1.5 inch|1.5"],
    "measured_sag_in is 1.0.")

# ==================================================================================================
# Smart-lock shop (Keywell Locks)
# ==================================================================================================
DOM_C = "smart-lock shop"

# --- 09 lock-replacement ----------------------------------------------------------------------------
bundle("b09", DOM_C, "lock-advance-replacement",
       "My deadbolt won't pair anymore. You said you'd send a replacement. What's going on with that?",
       [
           rec("get_order_details#W5027718", "get_order_details", {"order_id": "#W5027718"},
               {"order_id": "#W5027718", "user_id": "jonah_prewitt_6630", "status": "delivered",
                "items": [
                    {"name": "Wi-Fi Smart Deadbolt", "product_id": "8841200001", "item_id": "8841200673",
                     "price": 229.0, "options": {"colour": "matte black", "connectivity": "wifi"}},
                    {"name": "Door Sensor", "product_id": "8841205000", "item_id": "8841205512", "price": 29.0,
                     "options": {"colour": "white"}}],
                "payment_history": [{"transaction_type": "payment", "amount": 258.0,
                                     "payment_method_id": "credit_card_4470021"}]}),
           rec("get_rma_details#RMA-88213", "get_rma_details", {"rma_id": "RMA-88213"},
               {"rma_id": "RMA-88213", "order_id": "#W5027718", "item_id": "8841200673",
                "type": "ADVANCE_REPLACEMENT", "status": "REPLACEMENT_SHIPPED",
                "replacement": {"carrier": "USPS", "tracking_number": "9400111206213374450098"},
                "return_deadline": ep("2026-03-26T23:59"), "card_hold_cents": 22900,
                "hold_payment_method_id": "credit_card_4470021"}),
           rec("get_user_details#jonah_prewitt_6630", "get_user_details", {"user_id": "jonah_prewitt_6630"},
               {"user_id": "jonah_prewitt_6630", "name": {"first_name": "Jonah", "last_name": "Prewitt"},
                "payment_methods": {
                    "credit_card_4470021": {"source": "credit_card", "brand": "visa", "last_four": "3186",
                                            "id": "credit_card_4470021"},
                    "paypal_2210398": {"source": "paypal", "id": "paypal_2210398"}}}),
           pol("policy#advance-replacement", "Advance replacements ship before we receive the faulty lock. We "
               "place a temporary hold equal to the lock's price on your card, and release it once the carrier "
               "scans the faulty unit. If the faulty unit is not shipped back within 14 days, the hold is "
               "captured as a charge.", revision="v2"),
           psg("kb#pairing", "Keywell Help Center: pairing troubleshooting\n"
               "If the lock will not pair, hold the reset button for 10 seconds until the LED blinks amber, then "
               "add the lock again in the Keywell app.\n"
               "Pairing needs a 2.4 GHz Wi-Fi network; 5 GHz-only networks are not supported.",
               source="help.keywell.example/pairing"),
       ], now="2026-03-12T14:00:00-04:00")

ok("b09",
   "Hi Jonah! Your replacement Wi-Fi Smart Deadbolt is on its way via USPS (tracking "
   "**9400111206213374450098**). We've placed a temporary **$229.00** hold on your Visa ending in **3186**; "
   "it's released as soon as the carrier scans your original lock. Please ship the faulty lock back by "
   "**March 26**, because after 14 days the hold becomes a charge.",
   [S("replacement Wi-Fi Smart Deadbolt is on its way via USPS"), S("**9400111206213374450098**"),
    S("temporary **$229.00** hold"), S("Visa ending in **3186**"),
    S("released as soon as the carrier scans your original lock"), S("by **March 26**"),
    S("after 14 days the hold becomes a charge")],
   ["$229.00", "March 26"],
   "RMA-88213 status REPLACEMENT_SHIPPED with USPS tracking; card_hold_cents 22900 on credit_card_4470021 "
   "(visa 3186); return_deadline 3/26; hold rules in the advance-replacement policy.")

ok("b09",
   "Dear Jonah,\n\nThank you for your patience. Under RMA-88213, an advance replacement for your matte black "
   "deadbolt has been shipped by USPS. When you set up the new lock, connect it to a 2.4 GHz Wi-Fi network, "
   "since 5 GHz-only networks aren't supported. If it doesn't pair the first time, hold the reset button for "
   "10 seconds until the LED blinks amber, then add it again in the Keywell app.\n\nBest,\nKeywell Support",
   [S("an advance replacement for your matte black deadbolt has been shipped by USPS"),
    S("connect it to a 2.4 GHz Wi-Fi network"), S("5 GHz-only networks aren't supported"),
    S("hold the reset button for 10 seconds until the LED blinks amber")],
   ["2.4 GHz", "10 seconds"],
   "RMA record for the shipment; pairing steps from the help-center passage.")

bad("b09",
    "Hi Jonah, your replacement deadbolt shipped via USPS, and there's a $229.00 hold on your Visa ending in "
    "3186 until the carrier scans the old one. You have 30 days to send the faulty lock back. If the new one won't "
    "pair, hold the reset button for 30 seconds until the LED blinks amber.",
    [S("your replacement deadbolt shipped via USPS"), S("$229.00 hold"), S("Visa ending in 3186"),
     C("30 days to send the faulty lock back", "NLI_CONTRADICTION", "DATE_MISMATCH", "VALUE_MISMATCH"),
     C("hold the reset button for 30 seconds", "NLI_CONTRADICTION")],
    ["wrong_period", "wrong_value"],
    ["30 days to send", "for 30 seconds"],
    "The policy gives 14 days (return_deadline 3/26); the pairing passage says 10 seconds.")

bad("b09",
    "Hi Jonah! Your replacement lock is on the way. Your tracking number is **RMA-88213**, and we've placed a "
    "temporary $229.00 hold on your card. A prepaid return label is included in the box for sending back the "
    "faulty lock.",
    [S("Your replacement lock is on the way"), C("tracking number is **RMA-88213**", "IDENTIFIER_MISMATCH"),
     S("temporary $229.00 hold"),
     I("prepaid return label is included in the box", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
    ["wrong_role", "unrecorded_extra"],
    ["tracking number is **RMA-88213**", "prepaid return label"],
    "RMA-88213 is the RMA id; the tracking number is 9400111206213374450098. No record mentions a return label.")

bad("b09",
    "Hi Jonah! Your replacement Wi-Fi Smart Deadbolt shipped via USPS under RMA-88213. For setup, use a 2.4 GHz "
    "Wi-Fi network, since 5 GHz-only networks aren't supported. Its four AA batteries typically last about 18 "
    "months.",
    [S("shipped via USPS under RMA-88213"), S("use a 2.4 GHz Wi-Fi network"),
     S("5 GHz-only networks aren't supported"),
     I("batteries typically last about 18 months", "NLI_NOT_ENTAILED", "NO_POLICY_EVIDENCE")],
    ["invented_fact"],
    ["about 18 months"],
    "Nothing in the passage, policy or records says anything about battery type or battery life.")

fix("b09",
    "Hi Jonah! Your advance replacement shipped via USPS, tracking **9400111206213374450089**. There's a "
    "temporary $229.00 hold on your Visa ending in 3186, released once the carrier scans your old lock. Please "
    "send the faulty one back by March 26.",
    [S("advance replacement shipped via USPS"), C("**9400111206213374450089**", "IDENTIFIER_MISMATCH"),
     S("temporary $229.00 hold"), S("Visa ending in 3186"), S("back by March 26")],
    ["wrong_id"], ["9400111206213374450089"],
    ["9400111206213374450098", "$229.00|229.00", "March 26|3/26"],
    "The replacement tracking_number ends ...450098; the draft swapped the last two digits.")

# --- 10 keypad-return -------------------------------------------------------------------------------
bundle("b10", DOM_C, "keypad-return-refund",
       "I sent back one of the two keypad locks. Did you get it, and how much am I getting back?",
       [
           rec("get_order_details#W7718240", "get_order_details", {"order_id": "#W7718240"},
               {"order_id": "#W7718240", "user_id": "beatrix_mensah_2184", "status": "return requested",
                "items": [
                    {"name": "Keypad Lever Lock", "product_id": "6603318000", "item_id": "6603318870",
                     "price": 149.0, "options": {"colour": "satin nickel", "handing": "left"}},
                    {"name": "Keypad Lever Lock", "product_id": "6603318000", "item_id": "6603318871",
                     "price": 149.0, "options": {"colour": "satin nickel", "handing": "right"}}],
                "charges": {"shipping": "14.95"},
                "payment_history": [{"transaction_type": "payment", "amount": 312.95,
                                     "payment_method_id": "paypal_7120334"}],
                "return_items": ["6603318871"], "return_payment_method_id": "paypal_7120334",
                "return_tracking": {"carrier": "USPS", "status": "DELIVERED_TO_WAREHOUSE",
                                    "delivered_at": ep("2026-03-10T10:12")},
                "refund": {"status": "PENDING", "amount_cents": 14105, "label_fee_cents": 795}}),
           pol("policy#lock-returns", "Unused locks can be returned within 45 days of delivery. A $7.95 return "
               "label fee is deducted from the refund unless the item arrived damaged or defective. Original "
               "shipping charges are not refunded. Refunds are sent to the original payment method within 3 "
               "business days of the return arriving at our warehouse.", revision="v5"),
       ], now="2026-03-11T12:30:00-04:00")

ok("b10",
   "Hi Beatrix! We received your returned Keypad Lever Lock at our warehouse on March 10. Your refund of "
   "**$141.05** ($149.00 minus the $7.95 return label fee) is pending and will go back to your PayPal account "
   "within 3 business days of the return arriving, so by **Friday, March 13**.",
   [S("received your returned Keypad Lever Lock at our warehouse on March 10"), S("**$141.05**"),
    S("$149.00 minus the $7.95 return label fee"), S("is pending"), S("back to your PayPal account"),
    S("within 3 business days of the return arriving"), S("by **Friday, March 13**")],
   ["$141.05", "March 13"],
   "return_tracking DELIVERED_TO_WAREHOUSE on 3/10; refund amount_cents 14105, label_fee_cents 795, PENDING; "
   "three business days after Tuesday 3/10 is Friday 3/13.")

ok("b10",
   "Thanks for sending that back, Beatrix. Here's the status:\n\n"
   "- **Returned:** 1 of your 2 Keypad Lever Locks (the right-handed one)\n"
   "- **Arrived:** 3/10\n"
   "- **Refund:** $141.05, pending, to PayPal\n\n"
   "Please note the original $14.95 shipping charge isn't refundable.",
   [S("1 of your 2 Keypad Lever Locks"), S("the right-handed one"), S("**Arrived:** 3/10"),
    S("$141.05, pending, to PayPal"), S("original $14.95 shipping charge isn't refundable")],
   ["$141.05"],
   "return_items holds only 6603318871 (handing right); shipping 14.95 is non-refundable per policy.")

bad("b10",
    "Hi Beatrix! Your Keypad Lever Lock arrived at our warehouse on March 10. Since it was unused, we've waived "
    "the return label fee, so you'll get the full **$149.00** back, plus the $14.95 you paid for shipping, to "
    "your PayPal account.",
    [S("arrived at our warehouse on March 10"),
     C("waived the return label fee", "VALUE_MISMATCH", "NLI_CONTRADICTION", "AMOUNT_MISMATCH"),
     C("full **$149.00** back", "AMOUNT_MISMATCH"),
     C("plus the $14.95 you paid for shipping", "NLI_CONTRADICTION", "AMOUNT_MISMATCH")],
    ["condition_unmet", "wrong_amount", "wrong_policy_condition"],
    ["waived the return label fee", "full **$149.00** back", "plus the $14.95"],
    "The fee is waived only for damaged/defective items and label_fee_cents 795 was deducted (refund 14105); "
    "shipping is not refunded.")

bad("b10",
    "Hi Beatrix, both of your Keypad Lever Locks reached our warehouse on March 9, and the refund of $141.05 is "
    "on its way to your PayPal account.",
    [C("both of your Keypad Lever Locks", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH"),
     C("on March 9", "DATE_MISMATCH"), S("the refund of $141.05")],
    ["wrong_quantity", "wrong_date"],
    ["both of your Keypad Lever Locks", "March 9"],
    "return_items holds one item (6603318871); delivered_at is 3/10 10:12 New York time.")

fix("b10",
    "Hi Beatrix! Your returned Keypad Lever Lock reached our warehouse on March 10. Your refund of **$141.50** "
    "(after the $7.95 return label fee) is pending and will go to your PayPal account within 3 business days.",
    [S("reached our warehouse on March 10"), C("**$141.50**", "AMOUNT_MISMATCH"),
     S("the $7.95 return label fee"), S("to your PayPal account within 3 business days")],
    ["wrong_amount"], ["$141.50"],
    ["$141.05|141.05", "March 10|3/10"],
    "refund.amount_cents is 14105 = 149.00 - 7.95.")

# --- 11 protect-subscription ------------------------------------------------------------------------
bundle("b11", DOM_C, "protect-plan-cancel",
       "Please cancel my Keywell Protect plan and refund the rest of the year.",
       [
           rec("get_subscription#SUB-KW-40071", "get_subscription", {"subscription_id": "SUB-KW-40071"},
               {"subscription_id": "SUB-KW-40071", "user_id": "idris_haugen_7150",
                "plan": "KEYWELL_PROTECT_ANNUAL", "status": "ACTIVE", "price_cents": 3999,
                "billing_period": "P1Y", "current_period_start": ep("2025-09-15T00:00"),
                "current_period_end": ep("2026-09-14T23:59"), "auto_renew": True,
                "features": ["remote unlock", "guest codes (up to 20)", "30-day activity history",
                             "tamper alerts"],
                "payment_method_id": "credit_card_3318890"}),
           refused("cancel_subscription#call-3", "cancel_subscription", "DENY",
                   {"subscription_id": "SUB-KW-40071", "refund": "prorated"}),
           rec("set_auto_renew#SUB-KW-40071", "set_auto_renew",
               {"subscription_id": "SUB-KW-40071", "auto_renew": False},
               {"subscription_id": "SUB-KW-40071", "auto_renew": False, "updated_at": ep("2026-03-12T15:52")}),
           pol("policy#protect-billing", "Keywell Protect is billed monthly at $3.99 or yearly at $39.99. "
               "Monthly plans can be cancelled before the next billing date with no further charge. Annual "
               "plans can be cancelled at any time, but annual fees are not refunded or prorated, and the plan "
               "stays active until the end of the paid year. Turning off auto-renew stops all future charges.",
               revision="2026-02"),
       ], now="2026-03-12T16:00:00-04:00")

ok("b11",
   "Hi Idris, I wasn't able to cancel your Keywell Protect annual plan with a prorated refund, because annual "
   "fees aren't refunded or prorated. What I did do is turn off auto-renew, so you won't be charged again. "
   "Your plan stays active through **September 14, 2026**, with remote unlock, guest codes (up to 20), 30-day "
   "activity history, and tamper alerts.",
   [S("wasn't able to cancel your Keywell Protect annual plan"), S("annual fees aren't refunded or prorated"),
    S("turn off auto-renew"), S("you won't be charged again"), S("through **September 14, 2026**"),
    S("remote unlock, guest codes (up to 20), 30-day activity history, and tamper alerts")],
   ["September 14, 2026", "auto-renew"],
   "cancel_subscription was DENIED; set_auto_renew returned auto_renew false; current_period_end 9/14/2026; "
   "features list as stated; billing policy on annual refunds.")

ok("b11",
   "Here's where your Keywell Protect plan stands, Idris:\n\n"
   "- **Cancellation with refund:** not possible; the request was declined because yearly fees aren't "
   "prorated\n"
   "- **Auto-renew:** now off, so there are no future charges\n"
   "- **Coverage:** continues until 9/14/2026\n"
   "- **Plan price:** $39.99 per year\n\n"
   "Let me know if there's anything else I can help with.",
   [S("the request was declined"), S("yearly fees aren't prorated"), S("**Auto-renew:** now off"),
    S("no future charges"), S("continues until 9/14/2026"), S("$39.99 per year")],
   ["9/14/2026", "$39.99"],
   "price_cents 3999 with billing_period P1Y is $39.99 a year; the rest as in the first draft.")

bad("b11",
    "Hi Idris, I've cancelled your Keywell Protect plan and refunded the unused months to your card. I've also "
    "switched off auto-renew, so nothing further will be charged.",
    [C("I've cancelled your Keywell Protect plan", "NOT_EXECUTED"),
     C("refunded the unused months to your card", "NOT_EXECUTED", "NLI_CONTRADICTION"),
     S("switched off auto-renew")],
    ["refused_call_effect", "refused_call_effect"],
    ["I've cancelled your Keywell Protect plan", "refunded the unused months"],
    "cancel_subscription with a prorated refund was DENIED; only set_auto_renew went through.")

bad("b11",
    "Hi Idris! Your Keywell Protect plan costs $39.99 a month, and I've turned off auto-renew so you won't be "
    "billed again. Until September 14, 2026 you'll keep remote unlock, guest codes, and cloud video clips from "
    "your doorbell camera.",
    [C("$39.99 a month", "VALUE_MISMATCH", "AMOUNT_MISMATCH"), S("I've turned off auto-renew"),
     S("Until September 14, 2026"),
     CI("cloud video clips from your doorbell camera", "CLAIM_WITHOUT_TOOL_EVIDENCE", "VALUE_MISMATCH")],
    ["wrong_period", "unlisted_perk"],
    ["$39.99 a month", "cloud video clips"],
    "billing_period P1Y: 39.99 is a yearly price; the features list has no video clips.")

fix("b11",
    "Hi Idris, I'm sorry, but I couldn't cancel your annual plan with a refund, since yearly fees aren't "
    "prorated. I've turned off auto-renew instead. Your plan stays active through September 14, 2026, including "
    "remote unlock and guest codes (up to 50).",
    [S("couldn't cancel your annual plan with a refund"), S("yearly fees aren't prorated"),
     S("I've turned off auto-renew"), S("active through September 14, 2026"),
     C("guest codes (up to 50)", "VALUE_MISMATCH")],
    ["wrong_value"], ["up to 50"],
    ["up to 20|20 guest codes", "September 14|9/14"],
    "The features list says guest codes (up to 20).")

# --- 12 lock-backorder ------------------------------------------------------------------------------
bundle("b12", DOM_C, "lock-backorder",
       "Where is my brass Smart Deadbolt Pro? I ordered it weeks ago.",
       [
           rec("get_order_details#W3302987", "get_order_details", {"order_id": "#W3302987"},
               {"order_id": "#W3302987", "user_id": "wendell_ashgrove_9904", "status": "processed",
                "items": [{"name": "Smart Deadbolt Pro", "product_id": "7710440000", "item_id": "7710442218",
                           "price": 279.0, "options": {"colour": "brass", "connectivity": "thread"}}],
                "payment_history": [],
                "authorization": {"amount": 279.0, "payment_method_id": "credit_card_7781104",
                                  "status": "AUTHORIZED"}}),
           rec("get_order_details#W3302011", "get_order_details", {"order_id": "#W3302011"},
               {"order_id": "#W3302011", "user_id": "wendell_ashgrove_9904", "status": "delivered",
                "items": [{"name": "Smart Deadbolt Pro", "product_id": "7710440000", "item_id": "7710442204",
                           "price": 279.0, "options": {"colour": "matte black", "connectivity": "thread"}}],
                "delivered_at": ep("2026-03-02T13:47"),
                "payment_history": [{"transaction_type": "payment", "amount": 279.0,
                                     "payment_method_id": "credit_card_7781104"}]}),
           rec("get_inventory_status#7710442218", "get_inventory_status", {"item_id": "7710442218"},
               {"item_id": "7710442218", "status": "BACKORDERED", "restock_eta": "2026-04-06",
                "ships_within_after_restock": "P2D"}),
           rec("get_product_details#7710440000", "get_product_details", {"product_id": "7710440000"},
               {"name": "Smart Deadbolt Pro", "product_id": "7710440000",
                "variants": {
                    "7710442218": {"options": {"colour": "brass"}, "available": False, "price": 279.0},
                    "7710442204": {"options": {"colour": "matte black"}, "available": True, "price": 279.0},
                    "7710442231": {"options": {"colour": "satin nickel"}, "available": True, "price": 279.0},
                    "7710442257": {"options": {"colour": "oil-rubbed bronze"}, "available": False,
                                   "price": 289.0}}}),
           pol("policy#backorders", "Backordered items are charged only when they ship; until then we hold an "
               "authorization on your card. Before a backordered item ships, you can switch it to an in-stock "
               "finish of the same lock at no cost, or cancel it.", revision="v1"),
       ], now="2026-03-13T10:00:00-04:00")

ok("b12",
   "Hi Wendell! Your brass Smart Deadbolt Pro on order #W3302987 is backordered. We expect it back in stock on "
   "**April 6**, and it ships within 2 days after that. You haven't been charged yet: there's only an "
   "authorization for **$279.00**, and the charge happens when it ships. If you'd prefer not to wait, I can "
   "switch it to **matte black** or **satin nickel**, which are in stock, at no extra cost.",
   [S("brass Smart Deadbolt Pro on order #W3302987 is backordered"), S("back in stock on **April 6**"),
    S("ships within 2 days after that"), S("You haven't been charged yet"), S("authorization for **$279.00**"),
    S("the charge happens when it ships"), S("**matte black** or **satin nickel**"), S("at no extra cost")],
   ["April 6", "$279.00"],
   "get_inventory_status: BACKORDERED, restock_eta 4/6, P2D; payment_history empty with an AUTHORIZED hold; "
   "available variants are matte black and satin nickel.")

ok("b12",
   "Your brass deadbolt (#W3302987) is on backorder until about April 6 and will ship within two days of "
   "restocking; you won't be charged until then.",
   [S("on backorder until about April 6"), S("ship within two days of restocking"),
    S("you won't be charged until then")],
   ["April 6"],
   "Terse restatement of the inventory record and the backorder policy.")

bad("b12",
    "Hi Wendell, thanks for reaching out! Your brass Smart Deadbolt Pro was delivered on March 2, so it should "
    "already be with you. Could you check with neighbors or your building's mail room?",
    [C("brass Smart Deadbolt Pro was delivered on March 2", "RECORD_STATE_MISMATCH", "DATE_MISMATCH")],
    ["other_record_value"],
    ["delivered on March 2"],
    "The March 2 delivery is the matte black lock on #W3302011; the brass one on #W3302987 is backordered.")

bad("b12",
    "Hi Wendell, your brass Smart Deadbolt Pro is backordered until about April 6. You've already been charged "
    "**$279.00** for it. If you'd like it sooner, I can switch you to matte black or oil-rubbed bronze at no "
    "cost.",
    [S("backordered until about April 6"),
     C("You've already been charged **$279.00**", "RECORD_STATE_MISMATCH"),
     S("switch you to matte black"),
     C("oil-rubbed bronze at no cost", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH")],
    ["wrong_state", "wrong_value"],
    ["already been charged", "oil-rubbed bronze"],
    "payment_history is empty and the authorization is only AUTHORIZED; oil-rubbed bronze is unavailable and "
    "costs 289.0.")

fix("b12",
    "Hi Wendell! Your brass Smart Deadbolt Pro on #W3302987 is backordered, with restock expected on "
    "**April 16**. It ships within 2 days of restocking, and your card won't be charged until then.",
    [S("brass Smart Deadbolt Pro on #W3302987 is backordered"), C("**April 16**", "DATE_MISMATCH"),
     S("ships within 2 days of restocking"), S("your card won't be charged until then")],
    ["wrong_date"], ["April 16"],
    ["April 6|4/6", "2 days|two days"],
    "restock_eta is 2026-04-06.")

# ==================================================================================================
# Vacuum-cleaner spares (Dustline Parts)
# ==================================================================================================
DOM_D = "vacuum-cleaner spares"

# --- 13 filter-pack ---------------------------------------------------------------------------------
bundle("b13", DOM_D, "filter-pack-care",
       "How many HEPA filters did I actually get in order W9902145, and how often should I swap them? I have a dog.",
       [
           rec("get_order_details#W9902145", "get_order_details", {"order_id": "#W9902145"},
               {"order_id": "#W9902145", "user_id": "odalys_brennan_5527", "status": "delivered",
                "items": [
                    {"name": "HEPA Filter 4-Pack", "product_id": "4410020000", "item_id": "4410020871",
                     "price": 34.99, "options": {"fits": "V8/V10", "pack_size": "4"}},
                    {"name": "HEPA Filter 4-Pack", "product_id": "4410020000", "item_id": "4410020871",
                     "price": 34.99, "options": {"fits": "V8/V10", "pack_size": "4"}},
                    {"name": "Pre-Motor Foam Filter", "product_id": "4410031000", "item_id": "4410031150",
                     "price": 9.5, "options": {"fits": "V8/V10"}}],
                "delivered_at": ep("2026-03-04T16:02"),
                "payment_history": [{"transaction_type": "payment", "amount": 79.48,
                                     "payment_method_id": "gift_card_6620718"}]}),
           psg("kb#filter-care", "Dustline Parts guide: filter care\n"
               "Wash the pre-motor foam filter once a month in cold water only, with no detergent.\n"
               "Let it air-dry for at least 24 hours before refitting it.\n"
               "Replace HEPA filters every 6 months, or every 3 months in homes with pets.",
               source="dustline.example/guides/filter-care"),
       ])

ok("b13",
   "Hi Odalys! You ordered two HEPA Filter 4-Packs, so **8 HEPA filters** in total, plus one pre-motor foam "
   "filter. With a dog at home, replace the HEPA filter every **3 months**, which means your supply should "
   "last about **two years**. Wash the foam filter monthly in cold water and let it air-dry for at least 24 "
   "hours before putting it back.",
   [S("two HEPA Filter 4-Packs"), S("**8 HEPA filters**"), S("one pre-motor foam filter"),
    S("every **3 months**"), S("last about **two years**"), S("monthly in cold water"),
    S("air-dry for at least 24 hours")],
   ["8 HEPA filters", "3 months"],
   "Two 4-Pack lines (pack_size 4) make 8 filters; with pets the guide says every 3 months, so 8 filters last "
   "24 months; foam filter care from the guide.")

ok("b13",
   "Great question! Here's what order #W9902145 included:\n\n"
   "- **HEPA filters:** 8 (two packs of four)\n"
   "- **Pre-motor foam filter:** 1\n"
   "- **Paid:** $79.48 with your gift card\n\n"
   "Because you have a pet, plan on a fresh HEPA filter every three months. The foam filter just needs a "
   "cold-water rinse once a month, no detergent.",
   [S("**HEPA filters:** 8"), S("**Pre-motor foam filter:** 1"), S("$79.48 with your gift card"),
    S("a fresh HEPA filter every three months"), S("cold-water rinse once a month"), S("no detergent")],
   ["$79.48", "two packs of four"],
   "Payment 79.48 on gift_card_6620718 = 2 x 34.99 + 9.50; care rules from the guide.")

bad("b13",
    "Hi Odalys! Your order included one HEPA Filter 4-Pack (4 filters) and a pre-motor foam filter. Since you "
    "have a dog, swap the HEPA filter every 6 months, and wash the foam filter monthly in cold water.",
    [C("one HEPA Filter 4-Pack (4 filters)", "VALUE_MISMATCH"), S("a pre-motor foam filter"),
     C("swap the HEPA filter every 6 months", "NLI_CONTRADICTION"), S("wash the foam filter monthly")],
    ["wrong_quantity", "wrong_policy_condition"],
    ["one HEPA Filter 4-Pack", "every 6 months"],
    "The order lists the 4-Pack twice (8 filters); the 6-month interval is for homes without pets.")

bad("b13",
    "Your order #W9902145 came to **$69.98**, paid with your gift card, and included 8 HEPA filters plus the "
    "foam filter. Replace the HEPA filter every 3 months with a dog in the house. After washing the foam filter, "
    "let it dry for about 12 hours.",
    [C("**$69.98**", "AMOUNT_MISMATCH"), S("included 8 HEPA filters"),
     S("every 3 months with a dog in the house"),
     C("dry for about 12 hours", "NLI_CONTRADICTION")],
    ["wrong_arithmetic", "wrong_period"],
    ["$69.98", "about 12 hours"],
    "The payment is 79.48 (69.98 leaves out the 9.50 foam filter); the guide says at least 24 hours.")

bad("b13",
    "Hi Odalys! You got 8 HEPA filters across two 4-packs. With a dog, replace the HEPA filter every 3 months. "
    "You can also rinse the HEPA filters under the tap to stretch each one a little longer.",
    [S("8 HEPA filters across two 4-packs"), S("replace the HEPA filter every 3 months"),
     CI("rinse the HEPA filters under the tap", "NLI_NOT_ENTAILED", "NLI_CONTRADICTION")],
    ["invented_fact"],
    ["rinse the HEPA filters"],
    "The guide describes washing only the foam filter and says HEPA filters are replaced; nothing backs "
    "rinsing them.")

fix("b13",
    "Hi Odalys! You received **8 HEPA filters** (two 4-packs) and one foam filter. With a dog, swap the HEPA "
    "filter every 3 months. Wash the foam filter once a month in warm, soapy water, and let it air-dry for 24 "
    "hours.",
    [S("**8 HEPA filters**"), S("one foam filter"), S("every 3 months"),
     C("in warm, soapy water", "NLI_CONTRADICTION"), S("air-dry for 24 hours")],
    ["wrong_value"], ["warm, soapy water"],
    ["cold water|cold-water|cold", "8 HEPA filters|eight HEPA filters|8 filters"],
    "The guide says cold water only, with no detergent.")

# --- 14 battery-recall ------------------------------------------------------------------------------
bundle("b14", DOM_D, "battery-recall",
       "I saw the battery recall notice. I bought two BP-2200 packs from you. Are they affected?",
       [
           rec("get_order_details#W4470388", "get_order_details", {"order_id": "#W4470388"},
               {"order_id": "#W4470388", "user_id": "ferris_takahashi_3318", "status": "delivered",
                "items": [{"name": "Li-ion Battery Pack BP-2200", "product_id": "4420220000",
                           "item_id": "4420220155", "price": 59.0, "options": {"serial": "BP22-2405-00921"}}],
                "delivered_at": ep("2024-05-28T14:15"),
                "payment_history": [{"transaction_type": "payment", "amount": 59.0,
                                     "payment_method_id": "credit_card_8802214"}]}),
           rec("get_order_details#W6120774", "get_order_details", {"order_id": "#W6120774"},
               {"order_id": "#W6120774", "user_id": "ferris_takahashi_3318", "status": "delivered",
                "items": [{"name": "Li-ion Battery Pack BP-2200", "product_id": "4420220000",
                           "item_id": "4420220155", "price": 59.0, "options": {"serial": "BP22-2408-11734"}}],
                "delivered_at": ep("2024-09-17T11:40"),
                "payment_history": [{"transaction_type": "payment", "amount": 59.0,
                                     "payment_method_id": "credit_card_8802214"}]}),
           rec("check_recall_eligibility#BP22-2405-00921", "check_recall_eligibility",
               {"serial": "BP22-2405-00921"},
               {"serial": "BP22-2405-00921", "eligible": True, "recall_id": "RECALL_2026_02_BP2200"}),
           rec("check_recall_eligibility#BP22-2408-11734", "check_recall_eligibility",
               {"serial": "BP22-2408-11734"},
               {"serial": "BP22-2408-11734", "eligible": False, "reason": "SERIAL_OUTSIDE_RANGE"}),
           rec("register_recall_replacement#BP22-2405-00921", "register_recall_replacement",
               {"serial": "BP22-2405-00921", "order_id": "#W4470388"},
               {"case_id": "RC-30418", "serial": "BP22-2405-00921", "status": "REGISTERED",
                "mailer": "PREPAID_USPS", "replacement_sku": "BP-2200R"}),
           psg("notice#bp2200", "Safety notice, February 2026\n"
               "Some BP-2200 battery packs made between March and June 2024 (serials beginning BP22-2403 through "
               "BP22-2406) can overheat while charging.\n"
               "Stop using an affected pack and do not charge it.\n"
               "Affected owners get a free replacement battery and a prepaid mailer to return the old pack.",
               source="dustline.example/recall/bp2200"),
           pol("policy#recall", "Recall replacements ship within 5 business days of registration. Replacements "
               "under a recall are free of charge. The recall offers a replacement battery only, not a cash "
               "refund.", revision="2026-02"),
       ], now="2026-03-10T11:30:00-04:00")

ok("b14",
   "Hi Ferris, thank you for checking. One of your two packs is affected:\n\n"
   "- **BP22-2405-00921** (order #W4470388): part of the recall. I've registered it under case **RC-30418**.\n"
   "- **BP22-2408-11734** (order #W6120774): not affected, since its serial is outside the recalled range.\n\n"
   "Please stop using the recalled pack and don't charge it. Your free replacement battery ships within 5 "
   "business days, along with a prepaid mailer for returning the old pack.",
   [S("(order #W4470388): part of the recall"), S("registered it under case **RC-30418**"),
    S("(order #W6120774): not affected"), S("outside the recalled range"),
    S("stop using the recalled pack and don't charge it"), S("free replacement battery ships within 5 business days"),
    S("prepaid mailer for returning the old pack")],
   ["RC-30418", "BP22-2405-00921"],
   "check_recall_eligibility: 2405 serial eligible, 2408 serial SERIAL_OUTSIDE_RANGE; register_recall_replacement "
   "gave RC-30418 with a prepaid mailer; ship time from the recall policy; safety steps from the notice.")

ok("b14",
   "Only the battery from order #W4470388 (serial BP22-2405-00921) is recalled; it's registered as case "
   "RC-30418, and a free replacement will ship within five business days. Your other pack is fine to keep "
   "using.",
   [S("Only the battery from order #W4470388"), S("registered as case RC-30418"),
    S("a free replacement will ship within five business days"), S("Your other pack is fine to keep using")],
   ["RC-30418"],
   "Same records; the 2408 pack is outside the recalled serial range so it is not affected.")

bad("b14",
    "Hi Ferris, both of your BP-2200 packs fall within the recall, so please stop using them and don't charge "
    "either one. I've registered the first one under case RC-30418, and its free replacement ships within 5 "
    "business days.",
    [C("both of your BP-2200 packs fall within the recall", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH"),
     S("registered the first one under case RC-30418"), S("free replacement ships within 5 business days")],
    ["condition_unmet"],
    ["both of your BP-2200 packs"],
    "BP22-2408-11734 is eligible false (SERIAL_OUTSIDE_RANGE); August 2024 is outside March-June 2024.")

bad("b14",
    "Hi Ferris! Your pack with serial BP22-2405-00921 is part of the recall, and I've registered it as case "
    "**RC-30481**. Along with the free replacement, we'll refund the $59.00 you paid for it.",
    [S("serial BP22-2405-00921 is part of the recall"), C("**RC-30481**", "IDENTIFIER_MISMATCH"),
     S("Along with the free replacement"),
     CI("refund the $59.00 you paid for it", "NLI_CONTRADICTION", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED")],
    ["wrong_id", "invented_promise"],
    ["RC-30481", "refund the $59.00"],
    "The case id is RC-30418; the recall policy offers a replacement only, not a cash refund.")

fix("b14",
    "Hi Ferris, the battery from order **#W6120774** is part of the recall, and I've registered it as case "
    "RC-30418. Please stop using it and don't charge it. A free replacement ships within 5 business days with a "
    "prepaid mailer for the old pack.",
    [C("the battery from order **#W6120774** is part of the recall", "IDENTIFIER_MISMATCH",
       "RECORD_STATE_MISMATCH"),
     S("registered it as case RC-30418"), S("stop using it and don't charge it"),
     S("ships within 5 business days")],
    ["other_record_value"], ["#W6120774"],
    ["#W4470388|W4470388|BP22-2405-00921", "RC-30418"],
    "The recalled serial BP22-2405-00921 came on #W4470388; #W6120774's pack is not eligible.")

# --- 15 brushroll-return ----------------------------------------------------------------------------
bundle("b15", DOM_D, "brushroll-wrong-model",
       "I ordered the DC-40 brush roll but I have a DC-41. Can you swap it?",
       [
           rec("get_order_details#W2258046", "get_order_details", {"order_id": "#W2258046"},
               {"order_id": "#W2258046", "user_id": "gustavo_ilves_1209", "status": "delivered",
                "items": [{"name": "Brush Roll", "product_id": "5530040000", "item_id": "5530042210",
                           "price": 27.99, "options": {"fits": "DC-40 upright"}}],
                "delivered_at": ep("2026-03-06T12:25"),
                "payment_history": [{"transaction_type": "payment", "amount": 27.99,
                                     "payment_method_id": "credit_card_1180325"}]}),
           rec("get_product_details#5530040000", "get_product_details", {"product_id": "5530040000"},
               {"name": "Brush Roll", "product_id": "5530040000",
                "variants": {
                    "5530042210": {"options": {"fits": "DC-40 upright"}, "available": True, "price": 27.99},
                    "5530042236": {"options": {"fits": "DC-41 ball"}, "available": True, "price": 29.99},
                    "5530042290": {"options": {"fits": "DC-65 animal"}, "available": False, "price": 31.5}}}),
           rec("create_return_label#W2258046", "create_return_label",
               {"order_id": "#W2258046", "item_ids": ["5530042210"], "reason": "WRONG_MODEL"},
               {"rma": "DL-R-77120", "carrier": "USPS", "label_sent_to": "g***s@example.com",
                "issued_at": ep("2026-03-11T10:58"), "expires_at": ep("2026-03-25T23:59"),
                "refund_preview": {"amount_cents": 2799, "payment_method_id": "credit_card_1180325"}}),
           rec("get_user_details#gustavo_ilves_1209", "get_user_details", {"user_id": "gustavo_ilves_1209"},
               {"user_id": "gustavo_ilves_1209", "name": {"first_name": "Gustavo", "last_name": "Ilves"},
                "payment_methods": {
                    "credit_card_1180325": {"source": "credit_card", "brand": "mastercard", "last_four": "7043",
                                            "id": "credit_card_1180325"}}}),
           pol("policy#wrong-part", "Parts ordered for the wrong model can be returned within 30 days of delivery "
               "for a full refund, as long as they are unused and in the original bag. We email a free return "
               "label, which expires 14 days after it is issued. We can't exchange parts directly: return the "
               "wrong part and place a new order for the right one. Refunds are issued within 2 business days "
               "after the part is scanned back in.", revision="v4"),
       ], now="2026-03-11T11:00:00-04:00")

ok("b15",
   "Hi Gustavo! We can't swap parts directly, but here's the quickest route:\n\n"
   "1. **Return:** I've emailed you a free USPS return label (RMA **DL-R-77120**). Please use it by "
   "**March 25**.\n"
   "2. **Refund:** **$27.99** back to your Mastercard ending in **7043**, within 2 business days of the part "
   "being scanned in.\n"
   "3. **Right part:** the DC-41 brush roll is in stock at **$29.99**, as a new order.\n\n"
   "Would you like me to place that order now?",
   [S("We can't swap parts directly"), S("free USPS return label (RMA **DL-R-77120**)"), S("by **March 25**"),
    S("**$27.99** back"), S("Mastercard ending in **7043**"), S("within 2 business days of the part"),
    S("DC-41 brush roll is in stock at **$29.99**")],
   ["DL-R-77120", "$29.99"],
   "create_return_label: rma DL-R-77120, expires 3/25, refund_preview 2799 to credit_card_1180325 (mastercard "
   "7043); DC-41 variant available at 29.99; no-exchange rule and refund timing from the policy.")

ok("b15",
   "Dear Gustavo,\n\nI'm sorry the brush roll didn't fit. Since parts can't be exchanged directly, I've sent "
   "a prepaid return label to your email; it expires on 3/25. Once the DC-40 roll is scanned back in, you'll "
   "be refunded twenty-seven dollars and ninety-nine cents. The DC-41 version costs $29.99 and can be ordered "
   "separately.\n\nKind regards,\nDustline Parts",
   [S("parts can't be exchanged directly"), S("sent a prepaid return label to your email"),
    S("it expires on 3/25"), S("twenty-seven dollars and ninety-nine cents"), S("The DC-41 version costs $29.99")],
   ["3/25", "$29.99"],
   "Label expires_at 3/25 23:59; refund 2799 cents in words.")

bad("b15",
    "Hi Gustavo! I've set up an exchange for the DC-41 brush roll, which will ship as soon as your DC-40 is "
    "scanned back in. Your free return label (RMA DL-R-77120) is in your email inbox and can be used until "
    "March 25.",
    [CI("I've set up an exchange for the DC-41 brush roll", "CLAIM_WITHOUT_TOOL_EVIDENCE", "NLI_CONTRADICTION"),
     S("RMA DL-R-77120"), S("can be used until March 25")],
    ["unrecorded_extra"],
    ["set up an exchange"],
    "Only create_return_label was called; the policy says parts are not exchanged directly.")

bad("b15",
    "Hi Gustavo, your return label for the DC-40 brush roll is on its way to your email and stays valid for 30 "
    "days. Your $27.99 refund will follow once it's scanned in, and the DC-41 brush roll is available for "
    "$27.99 as well.",
    [S("your return label for the DC-40 brush roll is on its way to your email"),
     C("stays valid for 30 days", "NLI_CONTRADICTION", "DATE_MISMATCH", "VALUE_MISMATCH"),
     S("Your $27.99 refund"), C("available for $27.99 as well", "AMOUNT_MISMATCH")],
    ["wrong_period", "wrong_amount"],
    ["valid for 30 days", "$27.99 as well"],
    "Labels expire 14 days after issue (3/25); 30 days is the return window. The DC-41 variant is 29.99.")

fix("b15",
    "Hi Gustavo! Parts can't be swapped directly, so I've emailed you a free return label (RMA DL-R-77120), "
    "valid until **March 28**. You'll get $27.99 back on your Mastercard ending in 7043 after it's scanned in, "
    "and you can order the DC-41 brush roll for $29.99.",
    [S("Parts can't be swapped directly"), S("RMA DL-R-77120"), C("**March 28**", "DATE_MISMATCH"),
     S("$27.99 back on your Mastercard ending in 7043"), S("DC-41 brush roll for $29.99")],
    ["wrong_date"], ["March 28"],
    ["March 25|3/25", "$29.99|29.99"],
    "expires_at is 3/25 23:59 New York time.")

# --- 16 filter-subscription -------------------------------------------------------------------------
bundle("b16", DOM_D, "filter-subscription-skip",
       "Please skip my next filter shipment, I still have spares. When is the next one after that and what will it cost?",
       [
           rec("get_subscription#DL-SUB-6021", "get_subscription", {"sub_id": "DL-SUB-6021"},
               {"sub_id": "DL-SUB-6021", "user_id": "marguerite_osei_4471", "sku": "HEPA-V8-2PK",
                "name": "HEPA Filter 2-Pack (V8)", "interval": "P90D", "status": "ACTIVE",
                "list_price": "24.99", "discount_pct": "10", "charge_per_shipment": "22.49", "shipping": "0.00",
                "next_ship_date": "2026-04-02", "payment_method_id": "paypal_4419027",
                "price_history": [{"effective_from": "2025-06-01", "list_price": "22.99"},
                                  {"effective_from": "2026-01-01", "list_price": "24.99"}]}),
           rec("get_order_details#W1127764", "get_order_details", {"order_id": "#W1127764"},
               {"order_id": "#W1127764", "user_id": "marguerite_osei_4471", "status": "delivered",
                "items": [{"name": "HEPA Filter 2-Pack (V8)", "product_id": "4410021000", "item_id": "4410021044",
                           "price": 20.69, "options": {"fits": "V8", "pack_size": "2"}}],
                "delivered_at": ep("2025-12-30T15:31"),
                "payment_history": [{"transaction_type": "payment", "amount": 20.69,
                                     "payment_method_id": "paypal_4419027"}]}),
           rec("skip_next_shipment#DL-SUB-6021", "skip_next_shipment", {"sub_id": "DL-SUB-6021"},
               {"sub_id": "DL-SUB-6021", "skipped": "2026-04-02", "next_ship_date": "2026-07-01"}),
           pol("policy#subscribe-save", "Subscribe & Save shipments get 10% off the current list price and ship "
               "free. You can skip, pause, or change the interval up to 2 days before the next ship date. Each "
               "shipment is charged at the list price in effect on the day it ships.", revision="v2"),
       ], now="2026-03-30T09:00:00-04:00")

ok("b16",
   "Hi Marguerite! I've skipped your **April 2** shipment. Your next HEPA Filter 2-Pack now ships on **July 1, "
   "2026**, and it will be **$22.49** (10% off the $24.99 list price), with free shipping, charged to your "
   "PayPal.",
   [S("skipped your **April 2** shipment"), S("**July 1, 2026**"), S("**$22.49**"),
    S("10% off the $24.99 list price"), S("with free shipping"), S("charged to your PayPal")],
   ["July 1", "$22.49"],
   "skip_next_shipment: skipped 2026-04-02, next 2026-07-01; charge_per_shipment 22.49 = 24.99 less 10%; "
   "shipping 0.00 on paypal_4419027.")

ok("b16",
   "Done! The April 2 shipment has been skipped. Your subscription continues every 90 days, with the next "
   "delivery shipping 7/1/2026.",
   [S("The April 2 shipment has been skipped"), S("continues every 90 days"), S("shipping 7/1/2026")],
   ["7/1/2026"],
   "interval P90D and the skip record.")

ok("b16",
   "Dear Marguerite,\n\nAs requested, the shipment scheduled for April 2 was skipped. The next one goes out on "
   "July 1 at twenty-two dollars and forty-nine cents. Since the list price went up to $24.99 in January, that "
   "is slightly more than your last shipment. If you need another change later, just make it at least two "
   "days before the ship date.\n\nBest wishes,\nDustline Parts",
   [S("the shipment scheduled for April 2 was skipped"), S("goes out on July 1"),
    S("twenty-two dollars and forty-nine cents"), S("list price went up to $24.99 in January"),
    S("slightly more than your last shipment"), S("at least two days before the ship date")],
   ["July 1"],
   "price_history: 24.99 from 2026-01-01; last order #W1127764 cost 20.69, which is less than 22.49.")

bad("b16",
    "Hi Marguerite! Your April 2 shipment is skipped, and the next one ships July 1, 2026. It will be "
    "**$20.69**, the same as your last order, with free shipping.",
    [S("Your April 2 shipment is skipped"), S("ships July 1, 2026"),
     C("**$20.69**, the same as your last order", "AMOUNT_MISMATCH"), S("with free shipping")],
    ["stale_value"],
    ["$20.69"],
    "20.69 was charged under the old 22.99 list price; charge_per_shipment is now 22.49.")

bad("b16",
    "Hi Marguerite, done! I've skipped the April 2 shipment, so your next filters will ship on June 2. For "
    "future changes, you can skip or pause right up until the day before a ship date.",
    [S("I've skipped the April 2 shipment"), C("ship on June 2", "DATE_MISMATCH"),
     C("right up until the day before a ship date", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    ["wrong_date", "wrong_policy_condition"],
    ["June 2", "until the day before"],
    "next_ship_date after the skip is 2026-07-01; changes must be made 2 days before the ship date.")

fix("b16",
    "Hi Marguerite! I've skipped your April 2 shipment. The next one ships on **July 1, 2026**, and you'll be "
    "charged $24.99 for it, with free shipping.",
    [S("skipped your April 2 shipment"), S("**July 1, 2026**"), C("charged $24.99", "AMOUNT_MISMATCH"),
     S("with free shipping")],
    ["wrong_role"], ["charged $24.99"],
    ["$22.49|22.49", "July 1|7/1"],
    "24.99 is the list_price; the charge_per_shipment after the 10% discount is 22.49.")

# ==================================================================================================
# Extended-warranty plans for kitchen appliances (KitchenGuard)
# ==================================================================================================
DOM_E = "extended-warranty plans for kitchen appliances"

# --- 17 mixer-claim ---------------------------------------------------------------------------------
bundle("b17", DOM_E, "mixer-claim-approved",
       "Any update on my stand mixer claim? It's making a grinding noise.",
       [
           rec("get_plan_details#KG-PLN-40817", "get_plan_details", {"plan_id": "KG-PLN-40817"},
               {"plan_id": "KG-PLN-40817", "customer_id": "ramona_vance_2291",
                "product": {"type": "STAND_MIXER", "brand": "Aurelle", "model": "SM-600",
                            "serial": "AU600-77120934"},
                "status": "ACTIVE", "term": "P3Y", "starts_at": ep("2024-11-29T00:00"),
                "ends_at": ep("2027-11-28T23:59"), "premium_cents": 7999, "deductible": "35.00"}),
           rec("get_claim#CLM-220915", "get_claim", {"claim_id": "CLM-220915"},
               {"claim_id": "CLM-220915", "plan_id": "KG-PLN-40817", "status": "APPROVED",
                "fault_code": "GEARBOX_GRINDING", "resolution": "IN_HOME_REPAIR",
                "technician_visit": {"window_start": ep("2026-03-17T08:00"), "window_end": ep("2026-03-17T12:00"),
                                     "technician": "A. Ruiz"},
                "deductible_due": "35.00", "deductible_status": "CHARGED",
                "deductible_payment_method_id": "credit_card_6650192"}),
           rec("get_customer#ramona_vance_2291", "get_customer", {"customer_id": "ramona_vance_2291"},
               {"customer_id": "ramona_vance_2291", "name": {"first_name": "Ramona", "last_name": "Vance"},
                "payment_methods": {
                    "credit_card_6650192": {"source": "credit_card", "brand": "discover", "last_four": "8830",
                                            "id": "credit_card_6650192"}}}),
           pol("policy#claims", "Approved claims are repaired in your home or at an authorized shop, whichever we "
               "choose. The deductible is charged when the repair is booked. If the same part fails again within "
               "90 days of a repair, the second repair carries no deductible. If a product cannot be repaired, we "
               "replace it with a model of equal or better features or reimburse the purchase price, at our "
               "choice.", revision="v5"),
       ], now="2026-03-12T15:00:00-04:00")

ok("b17",
   "Hi Ramona, good news: claim **CLM-220915** for your stand mixer is approved for an in-home repair. A "
   "technician will visit on **Tuesday, March 17**, between **8:00 AM and 12:00 PM**. Your **$35.00** "
   "deductible has been charged to your Discover ending in **8830**. If the same part fails again within 90 "
   "days of the repair, the second repair has no deductible.",
   [S("claim **CLM-220915** for your stand mixer is approved"), S("in-home repair"),
    S("**Tuesday, March 17**"), S("between **8:00 AM and 12:00 PM**"), S("**$35.00** deductible"),
    S("charged to your Discover ending in **8830**"), S("the second repair has no deductible")],
   ["March 17", "$35.00"],
   "Claim APPROVED, IN_HOME_REPAIR, visit 3/17 08:00-12:00; deductible 35.00 CHARGED on credit_card_6650192 "
   "(discover 8830); 90-day rule from the claims policy.")

ok("b17",
   "Thanks for your patience! Here's your claim summary:\n\n"
   "- **Claim:** CLM-220915, approved\n"
   "- **Repair:** in your home, by technician A. Ruiz\n"
   "- **Visit:** 3/17, 8 AM to noon\n"
   "- **Deductible:** $35.00, already charged\n"
   "- **Plan coverage:** active through 11/28/2027\n\n"
   "If you need to reschedule, just let me know.",
   [S("CLM-220915, approved"), S("in your home, by technician A. Ruiz"), S("3/17, 8 AM to noon"),
    S("$35.00, already charged"), S("active through 11/28/2027")],
   ["3/17", "$35.00"],
   "Plan ends_at 11/28/2027 23:59; the rest from the claim record.")

bad("b17",
    "Hi Ramona! Claim CLM-220915 is approved, and a technician will come to your home on Tuesday, March 17, "
    "between 8:00 AM and 12:00 PM. Your $79.99 deductible has been charged to your Discover card ending in "
    "8830.",
    [S("Claim CLM-220915 is approved"), S("Tuesday, March 17, between 8:00 AM and 12:00 PM"),
     C("$79.99 deductible", "AMOUNT_MISMATCH"), S("Discover card ending in 8830")],
    ["wrong_role"],
    ["$79.99"],
    "79.99 is the plan premium (premium_cents 7999); the deductible is 35.00.")

bad("b17",
    "Hi Ramona, your claim CLM-220915 is approved and a technician is booked for Tuesday, March 17, 8 AM–12 PM. "
    "If the mixer turns out not to be repairable, you can choose between a brand-new replacement and a full "
    "refund. And if the same part fails again within 30 days, the next repair won't have a deductible.",
    [S("claim CLM-220915 is approved"), S("Tuesday, March 17, 8 AM–12 PM"),
     C("you can choose between a brand-new replacement and a full refund", "NLI_CONTRADICTION",
       "NLI_NOT_ENTAILED"),
     C("within 30 days", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    ["wrong_policy_condition", "wrong_period"],
    ["you can choose between", "within 30 days"],
    "The policy says replacement or reimbursement is at the company's choice, and the no-deductible window is "
    "90 days.")

bad("b17",
    "Hi Ramona, your claim CLM-220915 is approved. Technician **B. Ortiz** will repair your mixer at home on "
    "Tuesday, March 17, between 8 AM and noon, and the $35.00 deductible has been charged.",
    [S("claim CLM-220915 is approved"), C("Technician **B. Ortiz**", "VALUE_MISMATCH", "IDENTIFIER_MISMATCH"),
     S("repair your mixer at home"), S("Tuesday, March 17, between 8 AM and noon"),
     S("the $35.00 deductible has been charged")],
    ["wrong_name"],
    ["B. Ortiz"],
    "technician_visit.technician is A. Ruiz.")

fix("b17",
    "Hi Ramona! Claim CLM-220915 is approved for an in-home repair. The technician will visit on **Thursday, "
    "March 19**, between 8:00 AM and 12:00 PM, and your $35.00 deductible has already been charged.",
    [S("Claim CLM-220915 is approved"), S("in-home repair"), C("**Thursday, March 19**", "DATE_MISMATCH"),
     S("between 8:00 AM and 12:00 PM"), S("$35.00 deductible has already been charged")],
    ["wrong_date"], ["March 19"],
    ["March 17|3/17|Tuesday", "$35.00|35.00"],
    "technician_visit.window_start is 3/17 08:00 New York time, a Tuesday.")

# --- 18 plan-cancel ---------------------------------------------------------------------------------
bundle("b18", DOM_E, "plan-cancel-refund",
       "I cancelled my dishwasher protection plan yesterday. How much am I getting back?",
       [
           rec("get_cancellation_quote#CQ-51230-1", "get_cancellation_quote", {"plan_id": "KG-PLN-51230"},
               {"quote_id": "CQ-51230-1", "plan_id": "KG-PLN-51230", "generated_at": ep("2026-02-06T10:00"),
                "unused_months": 27, "prorated_cents": 11249, "cancellation_fee_cents": 2500,
                "refund_cents": 8749, "valid_until": "2026-02-20", "status": "EXPIRED"}),
           rec("cancel_plan#KG-PLN-51230", "cancel_plan", {"plan_id": "KG-PLN-51230"},
               {"plan_id": "KG-PLN-51230", "product": {"type": "DISHWASHER"}, "status": "CANCELLED",
                "cancelled_at": ep("2026-03-09T14:22"), "term": "P3Y", "premium_cents": 14999,
                "unused_months": 26, "prorated_cents": 10833, "cancellation_fee_cents": 2500,
                "claims_paid_cents": 0, "refund_cents": 8333,
                "refund_payment_method_id": "credit_card_5102776"}),
           rec("get_customer#desmond_akintola_6083", "get_customer", {"customer_id": "desmond_akintola_6083"},
               {"customer_id": "desmond_akintola_6083",
                "name": {"first_name": "Desmond", "last_name": "Akintola"},
                "payment_methods": {
                    "credit_card_5102776": {"source": "credit_card", "brand": "amex", "last_four": "1009",
                                            "id": "credit_card_5102776"},
                    "credit_card_5108813": {"source": "credit_card", "brand": "visa", "last_four": "4410",
                                            "id": "credit_card_5108813"}}}),
           pol("policy#plan-cancellation", "You can cancel a plan at any time. Cancel within the first 30 days "
               "and you get a full refund. After that, the refund is prorated for the whole unused months left "
               "in the term, less a $25 cancellation fee and any claim payouts. Refunds post to the card on file "
               "within 7-10 business days.", revision="v3"),
       ], now="2026-03-10T10:00:00-04:00")

ok("b18",
   "Hi Desmond, your dishwasher plan **KG-PLN-51230** was cancelled on **March 9**. Your refund is **$83.33**: "
   "$108.33 for the 26 unused months, less the $25.00 cancellation fee. It will post to your Amex ending in "
   "**1009** within 7–10 business days.",
   [S("**KG-PLN-51230** was cancelled on **March 9**"), S("Your refund is **$83.33**"),
    S("$108.33 for the 26 unused months"), S("less the $25.00 cancellation fee"), S("Amex ending in **1009**"),
    S("within 7–10 business days")],
   ["$83.33", "1009"],
   "cancel_plan: CANCELLED 3/9, unused_months 26, prorated_cents 10833, fee 2500, refund_cents 8333 to "
   "credit_card_5102776 (amex 1009); timing from the cancellation policy.")

ok("b18",
   "Dear Desmond,\n\nWe're sorry to see you go. Your KitchenGuard dishwasher plan was cancelled yesterday, and "
   "a prorated refund of eighty-three dollars and thirty-three cents is on its way to your American Express "
   "card. Since you cancelled after the first 30 days, the $25 cancellation fee was deducted. Please allow 7 "
   "to 10 business days for it to post.\n\nSincerely,\nKitchenGuard Customer Care",
   [S("dishwasher plan was cancelled yesterday"), S("eighty-three dollars and thirty-three cents"),
    S("American Express card"), S("the $25 cancellation fee was deducted"), S("7 to 10 business days")],
   ["American Express"],
   "cancelled_at 3/9 is the day before now (3/10); refund_cents 8333 in words.")

ok("b18",
   "Refund for plan KG-PLN-51230: $83.33 to Amex ••1009, posting in 7–10 business days.",
   [S("Refund for plan KG-PLN-51230: $83.33"), S("Amex ••1009"), S("posting in 7–10 business days")],
   ["$83.33"],
   "Terse restatement of cancel_plan.")

bad("b18",
    "Hi Desmond! Your dishwasher plan KG-PLN-51230 was cancelled on March 9. Your prorated refund is "
    "**$87.49**, after the $25.00 cancellation fee, and it will go to your Amex ending in 1009 within 7–10 "
    "business days.",
    [S("KG-PLN-51230 was cancelled on March 9"), C("**$87.49**", "AMOUNT_MISMATCH"),
     S("the $25.00 cancellation fee"), S("Amex ending in 1009")],
    ["stale_value"],
    ["$87.49"],
    "87.49 is the refund in the expired February quote CQ-51230-1; the actual cancel_plan refund is 83.33.")

bad("b18",
    "Hi Desmond, your plan was cancelled on March 9. You had 27 unused months left, so you'll receive "
    "**$108.33** back on your Amex ending in 1009.",
    [S("your plan was cancelled on March 9"), C("27 unused months", "VALUE_MISMATCH"),
     C("**$108.33** back", "AMOUNT_MISMATCH")],
    ["stale_value", "wrong_arithmetic"],
    ["27 unused months", "$108.33"],
    "cancel_plan has unused_months 26 (27 was the old quote); 108.33 is the prorated amount before the $25 fee.")

fix("b18",
    "Hi Desmond! Plan KG-PLN-51230 was cancelled on March 9. Your refund of **$83.33** (the prorated $108.33 "
    "less the $25.00 fee) will post to your Visa ending in **4410** within 7–10 business days.",
    [S("Plan KG-PLN-51230 was cancelled on March 9"), S("refund of **$83.33**"), S("prorated $108.33"),
     C("Visa ending in **4410**", "IDENTIFIER_MISMATCH", "VALUE_MISMATCH")],
    ["wrong_value"], ["Visa ending in"],
    ["Amex|American Express|1009", "$83.33|83.33"],
    "refund_payment_method_id is credit_card_5102776, the Amex ending 1009; the Visa 4410 is another saved card.")

# --- 19 fridge-plan-coverage ------------------------------------------------------------------------
bundle("b19", DOM_E, "fridge-plan-coverage",
       "My fridge's ice maker stopped working and I lost some food. Does my plan cover this?",
       [
           rec("get_plan_details#KG-PLN-60442", "get_plan_details", {"plan_id": "KG-PLN-60442"},
               {"plan_id": "KG-PLN-60442", "customer_id": "lucinda_park_1187",
                "product": {"type": "REFRIGERATOR", "brand": "Norvale", "model": "FD-2600"},
                "status": "ACTIVE", "term": "P5Y", "starts_at": ep("2023-08-01T00:00"),
                "ends_at": ep("2028-07-31T23:59"), "deductible": "0.00", "service": "IN_HOME",
                "coverage": {"covered_parts": ["compressor", "sealed system", "ice maker", "control board",
                                               "door gaskets"],
                             "excluded": ["food spoilage", "cosmetic damage", "water filters"]},
                "limits": {"max_claims_per_plan_year": 3, "claims_this_plan_year": 1,
                           "plan_year_resets": "2026-08-01"},
                "response_sla": "PT48H"}),
           pol("policy#filing-claims", "File claims online or by phone at any time. After you file, a technician "
               "contacts you within 48 hours to book a visit. Refrigerator plans have no deductible. Each plan "
               "year allows up to three claims, and unused claims do not roll over.", revision="v2"),
       ], now="2026-03-11T09:20:00-04:00")

ok("b19",
   "Hi Lucinda, I'm sorry about the ice maker! Here's how your plan KG-PLN-60442 applies:\n\n"
   "- **Ice maker repair:** covered, with in-home service\n"
   "- **Lost food:** not covered; food spoilage is excluded\n"
   "- **Deductible:** none\n"
   "- **Claims left this plan year:** 2 of 3\n\n"
   "Once you file, a technician will contact you within 48 hours to book a visit. Would you like me to start "
   "the claim?",
   [S("**Ice maker repair:** covered"), S("with in-home service"), S("food spoilage is excluded"),
    S("**Deductible:** none"), S("2 of 3"), S("a technician will contact you within 48 hours")],
   ["48 hours", "2 of 3"],
   "covered_parts lists ice maker; excluded lists food spoilage; deductible 0.00; 3 max claims with 1 used; "
   "response_sla PT48H and the filing policy.")

ok("b19",
   "Good news: the ice maker is a covered part on your plan, and there's no deductible. Unfortunately, the "
   "spoiled food isn't covered. A technician will reach out within two days of filing.",
   [S("the ice maker is a covered part"), S("there's no deductible"), S("the spoiled food isn't covered"),
    S("within two days of filing")],
   ["ice maker"],
   "PT48H stated as two days; coverage lists as above.")

bad("b19",
    "Hi Lucinda! Your plan KG-PLN-60442 covers the ice maker with in-home service and no deductible. It also "
    "reimburses food spoilage up to $250, so keep your receipts for the groceries you lost.",
    [S("covers the ice maker with in-home service"), S("no deductible"),
     C("reimburses food spoilage up to $250", "VALUE_MISMATCH", "NLI_CONTRADICTION", "RECORD_STATE_MISMATCH")],
    ["unlisted_perk"],
    ["food spoilage up to $250"],
    "food spoilage is in coverage.excluded.")

bad("b19",
    "Hi Lucinda, the ice maker is covered and there's no deductible. You still have all 3 claims available "
    "this plan year, and a technician will call you within 24 hours of filing.",
    [S("the ice maker is covered"), S("there's no deductible"),
     C("all 3 claims available", "VALUE_MISMATCH"),
     C("within 24 hours of filing", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    ["wrong_arithmetic", "wrong_period"],
    ["all 3 claims", "within 24 hours"],
    "claims_this_plan_year is 1 of 3, so 2 remain; response_sla is PT48H.")

fix("b19",
    "Hi Lucinda! The ice maker is covered under plan KG-PLN-60442, but food spoilage is excluded. A $50.00 "
    "deductible applies, and a technician will contact you within 48 hours of filing.",
    [S("The ice maker is covered"), S("food spoilage is excluded"),
     C("A $50.00 deductible applies", "AMOUNT_MISMATCH", "NLI_CONTRADICTION"), S("within 48 hours of filing")],
    ["wrong_amount"], ["$50.00 deductible"],
    ["no deductible|$0|zero deductible|without a deductible", "48 hours|48-hour|two days"],
    "Plan deductible is 0.00 and the policy says refrigerator plans have no deductible.")

# --- 20 range-plan-renewal --------------------------------------------------------------------------
bundle("b20", DOM_E, "range-plan-renewal",
       "My range plan is ending soon. How much is the renewal?",
       [
           rec("get_plan_details#KG-PLN-33018", "get_plan_details", {"plan_id": "KG-PLN-33018"},
               {"plan_id": "KG-PLN-33018", "customer_id": "ophelia_grantham_8842",
                "product": {"type": "GAS_RANGE", "brand": "Castell", "model": "GR-30"},
                "status": "ACTIVE", "term": "P2Y", "starts_at": ep("2024-04-03T00:00"),
                "ends_at": ep("2026-04-02T23:59"), "premium_cents": 9900, "deductible": "50.00"}),
           rec("get_renewal_quote#RQ-7710-A", "get_renewal_quote", {"quote_id": "RQ-7710-A"},
               {"quote_id": "RQ-7710-A", "plan_id": "KG-PLN-33018", "term": "P2Y", "premium_cents": 11900,
                "issued_at": ep("2026-02-20T09:00"), "status": "SUPERSEDED", "superseded_by": "RQ-7710-B",
                "reason": "CLAIM_HISTORY_REPRICE"}),
           rec("get_renewal_quote#RQ-7710-B", "get_renewal_quote", {"quote_id": "RQ-7710-B"},
               {"quote_id": "RQ-7710-B", "plan_id": "KG-PLN-33018", "term": "P2Y", "premium_cents": 13900,
                "deductible": "50.00", "issued_at": ep("2026-03-02T09:00"), "valid_until": "2026-04-01",
                "status": "ISSUED"}),
           pol("policy#renewals", "Premiums may change at renewal based on the appliance's age and claim history. "
               "Renewal quotes are valid for 30 days from issue. Renewing before your current plan ends keeps "
               "coverage continuous with no waiting period. If the plan lapses, a new plan has a 30-day waiting "
               "period before claims can be filed.", revision="v4"),
       ], now="2026-03-12T11:00:00-04:00")

ok("b20",
   "Hi Ophelia! Your renewal quote **RQ-7710-B** is for another 2 years of coverage at **$139.00**, and it's "
   "valid until **April 1**. Your current plan ends on April 2, so renewing before then keeps your coverage "
   "continuous with no waiting period. An earlier quote was replaced after the price was recalculated based "
   "on your claim history.",
   [S("**RQ-7710-B** is for another 2 years"), S("at **$139.00**"), S("valid until **April 1**"),
    S("current plan ends on April 2"), S("keeps your coverage continuous with no waiting period"),
    S("An earlier quote was replaced"), S("recalculated based on your claim history")],
   ["$139.00", "April 1"],
   "RQ-7710-B: P2Y, premium_cents 13900, valid_until 4/1, ISSUED; RQ-7710-A SUPERSEDED for "
   "CLAIM_HISTORY_REPRICE; plan ends_at 4/2.")

ok("b20",
   "Thanks for asking ahead of time! Here's your renewal offer:\n\n"
   "- **Quote:** RQ-7710-B\n"
   "- **Term:** 2 years\n"
   "- **Price:** $139.00\n"
   "- **Deductible:** $50.00 per claim, same as now\n"
   "- **Accept by:** 4/1/2026\n\n"
   "If your plan lapses instead, a new plan would come with a 30-day waiting period before you could file a "
   "claim.",
   [S("**Term:** 2 years"), S("**Price:** $139.00"), S("$50.00 per claim, same as now"),
    S("**Accept by:** 4/1/2026"), S("30-day waiting period before you could file a claim")],
   ["$139.00", "4/1/2026"],
   "Both the plan and RQ-7710-B have deductible 50.00; lapse rule from the renewal policy.")

bad("b20",
    "Hi Ophelia! Your renewal quote for the gas range plan is **$119.00** for 2 more years, and it's valid "
    "until April 1. Renew before your plan ends on April 2 to avoid any gap in coverage.",
    [C("**$119.00**", "AMOUNT_MISMATCH"), S("2 more years"), S("valid until April 1"),
     S("your plan ends on April 2")],
    ["stale_value"],
    ["$119.00"],
    "119.00 is RQ-7710-A, which was SUPERSEDED by RQ-7710-B at 139.00.")

bad("b20",
    "Hi Ophelia, your renewal quote RQ-7710-B covers 3 more years for $139.00. Even if the plan lapses for a "
    "few days, you can renew later with no waiting period.",
    [C("covers 3 more years", "VALUE_MISMATCH"), S("for $139.00"),
     C("renew later with no waiting period", "NLI_CONTRADICTION")],
    ["wrong_period", "wrong_policy_condition"],
    ["3 more years", "renew later with no waiting period"],
    "The quote term is P2Y; a lapsed plan gets a 30-day waiting period.")

fix("b20",
    "Hi Ophelia! Your renewal quote **RQ-7710-A** offers 2 more years of coverage for $139.00, valid until "
    "April 1. Renewing before your plan ends on April 2 means no waiting period.",
    [C("**RQ-7710-A**", "IDENTIFIER_MISMATCH"), S("2 more years of coverage for $139.00"),
     S("valid until April 1"), S("before your plan ends on April 2")],
    ["stale_value"], ["RQ-7710-A"],
    ["RQ-7710-B", "$139.00|139.00"],
    "RQ-7710-A is SUPERSEDED; the live quote at 139.00 is RQ-7710-B.")

# ==================================================================================================
# Refurbished-phone shop (Second Signal)
# ==================================================================================================
DOM_F = "refurbished-phone shop"

# --- 21 phone-grade ---------------------------------------------------------------------------------
bundle("b21", DOM_F, "phone-grade-details",
       "Before my phone ships, can you confirm exactly what I'm getting? Order W8012395.",
       [
           rec("get_order_details#W8012395", "get_order_details", {"order_id": "#W8012395"},
               {"order_id": "#W8012395", "user_id": "ezra_lindahl_0394", "status": "processed",
                "items": [
                    {"name": "Refurbished Phone", "product_id": "9100200000", "item_id": "9100204471",
                     "price": 389.0, "options": {"model": "Pixelle 7", "colour": "midnight", "capacity": "128 GB",
                                                 "grade": "B"}},
                    {"name": "Slim Case", "product_id": "9100300000", "item_id": "9100301187", "price": 19.99,
                     "options": {"colour": "clear", "fits": "Pixelle 7"}}],
                "device_report": {"item_id": "9100204471", "battery_health_pct": 86, "imei_last4": "4471",
                                  "tested": ["display", "cameras", "speakers", "charging", "cellular"]},
                "payment_history": [{"transaction_type": "payment", "amount": 408.99,
                                     "payment_method_id": "credit_card_3047719"}]}),
           rec("get_order_details#W8012120", "get_order_details", {"order_id": "#W8012120"},
               {"order_id": "#W8012120", "user_id": "ezra_lindahl_0394", "status": "cancelled",
                "items": [{"name": "Refurbished Phone", "product_id": "9100200000", "item_id": "9100204388",
                           "price": 459.0, "options": {"model": "Pixelle 7", "colour": "glacier",
                                                       "capacity": "256 GB", "grade": "A"}}],
                "payment_history": [
                    {"transaction_type": "payment", "amount": 459.0, "payment_method_id": "credit_card_3047719"},
                    {"transaction_type": "refund", "amount": 459.0, "payment_method_id": "credit_card_3047719"}]}),
           rec("get_product_details#9100200000", "get_product_details", {"product_id": "9100200000"},
               {"name": "Refurbished Phone", "product_id": "9100200000", "in_box": ["USB-C cable", "SIM tool"],
                "warranty": "P12M"}),
           psg("kb#grading", "Second Signal grading guide\n"
               "Grade A: no visible scratches anywhere.\n"
               "Grade B: light scratches on the back or frame only; the screen is free of scratches.\n"
               "Grade C: visible scratches, which may include the screen.\n"
               "Every phone we sell has battery health of at least 80%.",
               source="secondsignal.example/grading"),
           pol("policy#phone-warranty", "All refurbished phones include a 12-month warranty against hardware "
               "faults. Each phone ships with a USB-C cable; chargers are sold separately.", revision="v2"),
       ])

ok("b21",
   "Hi Ezra! Here's exactly what's in order #W8012395:\n\n"
   "- **Phone:** Pixelle 7, **128 GB**, midnight\n"
   "- **Condition:** Grade B, meaning light scratches on the back or frame only, with a scratch-free screen\n"
   "- **Battery health:** **86%**\n"
   "- **Also included:** a clear Slim Case\n"
   "- **Total paid:** $408.99\n\n"
   "Your phone comes with a 12-month warranty against hardware faults.",
   [S("Pixelle 7, **128 GB**, midnight"), S("**Condition:** Grade B"),
    S("light scratches on the back or frame only"), S("with a scratch-free screen"),
    S("**Battery health:** **86%**"), S("a clear Slim Case"), S("**Total paid:** $408.99"),
    S("12-month warranty against hardware faults")],
   ["86%", "128 GB"],
   "Item options give model/capacity/colour/grade; device_report battery_health_pct 86; payment 408.99 = "
   "389.00 + 19.99; grade wording from the guide; warranty P12M and the policy.")

ok("b21",
   "Your Pixelle 7 is a Grade B unit (screen unscratched, light wear on the back or frame) with 86% battery "
   "health, and it ships with a USB-C cable and SIM tool.",
   [S("Pixelle 7 is a Grade B unit"), S("screen unscratched"), S("86% battery health"),
    S("ships with a USB-C cable and SIM tool")],
   ["86%"],
   "in_box lists USB-C cable and SIM tool.")

bad("b21",
    "Hi Ezra! Your order #W8012395 is for a Pixelle 7 in midnight with **256 GB** of storage, Grade B. Grade B "
    "means light scratches, which may include the screen. Battery health is 86%.",
    [S("Pixelle 7 in midnight"), C("**256 GB** of storage", "VALUE_MISMATCH"), S("Grade B."),
     C("light scratches, which may include the screen", "NLI_CONTRADICTION"), S("Battery health is 86%")],
    ["other_record_value", "wrong_value"],
    ["256 GB", "which may include the screen"],
    "256 GB was the cancelled order #W8012120; the guide says Grade B screens are free of scratches.")

bad("b21",
    "Hi Ezra, your Pixelle 7 (128 GB, midnight, Grade B) has 86% battery health and comes with a fast charger "
    "in the box. With the Slim Case, your total came to $398.99.",
    [S("Pixelle 7 (128 GB, midnight, Grade B)"), S("86% battery health"),
     C("comes with a fast charger in the box", "NLI_CONTRADICTION", "VALUE_MISMATCH",
       "CLAIM_WITHOUT_TOOL_EVIDENCE"),
     C("$398.99", "AMOUNT_MISMATCH")],
    ["unlisted_perk", "wrong_arithmetic"],
    ["fast charger", "$398.99"],
    "in_box has no charger and the policy says chargers are sold separately; 389.00 + 19.99 = 408.99.")

fix("b21",
    "Hi Ezra! Your order #W8012395 is a Pixelle 7, 128 GB, midnight, in Grade B condition. Its battery health "
    "is **68%**, and it's covered by a 12-month warranty.",
    [S("Pixelle 7, 128 GB, midnight, in Grade B condition"), C("**68%**", "VALUE_MISMATCH"),
     S("12-month warranty")],
    ["wrong_value"], ["68%"],
    ["86%|86 percent", "128 GB"],
    "device_report.battery_health_pct is 86.")

# --- 22 trade-in ------------------------------------------------------------------------------------
bundle("b22", DOM_F, "trade-in-revised",
       "Why did my trade-in offer change? You quoted me $210.",
       [
           rec("get_tradein#TI-4401", "get_tradein", {"quote_id": "TI-4401"},
               {"quote_id": "TI-4401", "user_id": "soraya_delacroix_7720", "device": "Pixelle 6 128 GB",
                "declared_condition": "GOOD", "initial_offer": "210.00", "status": "REVISED_OFFER_PENDING",
                "inspection": {"grade": "C", "findings": ["CRACKED_BACK_GLASS"],
                               "inspected_at": ep("2026-03-12T09:10")},
                "revised_offer": "145.00", "accept_by": ep("2026-03-19T23:59"),
                "payout_method_id": "gift_card_2291804"}),
           pol("policy#trade-in", "If our inspection finds the device in a different condition than you described, "
               "we send a revised offer. You have 7 days to accept it. If you decline, or don't respond in time, "
               "we return the phone to you free of charge. Accepted trade-in credit is added to your store gift "
               "card within 2 business days.", revision="v3"),
       ], now="2026-03-12T14:30:00-04:00")

ok("b22",
   "Hi Soraya, I understand the change is disappointing. Our inspection of your Pixelle 6 found cracked back "
   "glass, so it was graded C and the offer was revised from $210.00 to **$145.00**. You have until **March 19** "
   "to accept. If you accept, the credit goes to your store gift card within 2 business days; if you decline "
   "or don't respond, we'll send the phone back to you free of charge.",
   [S("found cracked back glass"), S("graded C"), S("revised from $210.00 to **$145.00**"),
    S("until **March 19** to accept"), S("credit goes to your store gift card within 2 business days"),
    S("we'll send the phone back to you free of charge")],
   ["$145.00", "March 19"],
   "inspection grade C with CRACKED_BACK_GLASS; initial_offer 210.00, revised_offer 145.00; accept_by 3/19; "
   "payout and return rules from the trade-in policy.")

ok("b22",
   "The revised offer for TI-4401 is $145.00 (down from $210.00) because of cracked back glass; accept by "
   "3/19 or the phone comes back to you free.",
   [S("revised offer for TI-4401 is $145.00"), S("down from $210.00"), S("because of cracked back glass"),
    S("accept by 3/19"), S("the phone comes back to you free")],
   ["$145.00"],
   "Terse restatement of the trade-in record.")

ok("b22",
   "Hello Soraya,\n\n- **Original quote:** $210.00 (condition described as good)\n"
   "- **Inspection:** grade C, cracked back glass\n- **Revised offer:** $145.00\n"
   "- **Decision needed by:** Thursday, March 19\n\n"
   "Once accepted, the $145.00 is credited to your gift card within two business days.",
   [S("**Original quote:** $210.00"), S("condition described as good"), S("grade C, cracked back glass"),
    S("**Revised offer:** $145.00"), S("Thursday, March 19"), S("credited to your gift card within two business days")],
   ["$145.00", "March 19"],
   "declared_condition GOOD; accept_by 3/19 23:59 (a Thursday).")

bad("b22",
    "Hi Soraya! Your trade-in TI-4401 has been inspected. Your credit of **$210.00** will be added to your store "
    "gift card within 2 business days once you accept.",
    [S("trade-in TI-4401 has been inspected"), C("credit of **$210.00**", "AMOUNT_MISMATCH"),
     S("within 2 business days once you accept")],
    ["stale_value"],
    ["$210.00"],
    "210.00 is the initial_offer; after inspection the revised_offer is 145.00.")

bad("b22",
    "Hi Soraya, thanks for accepting the revised offer of $145.00 for your Pixelle 6. The credit has already "
    "been added to your gift card. Just so you know, if you hadn't replied by March 19, the offer would have "
    "been accepted automatically.",
    [C("thanks for accepting the revised offer", "RECORD_STATE_MISMATCH"),
     S("$145.00 for your Pixelle 6"),
     C("The credit has already been added", "RECORD_STATE_MISMATCH"),
     C("would have been accepted automatically", "NLI_CONTRADICTION")],
    ["wrong_state", "wrong_state", "wrong_policy_condition"],
    ["thanks for accepting", "already been added", "accepted automatically"],
    "Status is REVISED_OFFER_PENDING (not accepted, no credit); the policy returns the phone if there is no "
    "response.")

fix("b22",
    "Hi Soraya! Our inspection found a **cracked screen** on your Pixelle 6, so the offer was revised from "
    "$210.00 to $145.00. You have until March 19 to accept, and the credit goes to your gift card within 2 "
    "business days.",
    [C("**cracked screen**", "VALUE_MISMATCH"), S("revised from $210.00 to $145.00"),
     S("until March 19 to accept"), S("gift card within 2 business days")],
    ["wrong_value"], ["cracked screen"],
    ["back glass|back of the phone|cracked back", "$145.00|145.00"],
    "inspection.findings is CRACKED_BACK_GLASS.")

# --- 23 split-refund --------------------------------------------------------------------------------
bundle("b23", DOM_F, "phone-return-split-refund",
       "I'm returning the phone from order W5543019. I paid partly with a gift card. Where does my money go?",
       [
           rec("get_order_details#W5543019", "get_order_details", {"order_id": "#W5543019"},
               {"order_id": "#W5543019", "user_id": "amara_fitzgibbon_2265", "status": "return requested",
                "items": [{"name": "Refurbished Phone", "product_id": "9100200000", "item_id": "9100205520",
                           "price": 519.0, "options": {"model": "Pixelle 8", "colour": "glacier",
                                                       "capacity": "256 GB", "grade": "A"}}],
                "delivered_at": ep("2026-03-02T15:44"),
                "payment_history": [
                    {"transaction_type": "payment", "amount": 300.0, "payment_method_id": "gift_card_8820017"},
                    {"transaction_type": "payment", "amount": 219.0, "payment_method_id": "credit_card_5560213"}],
                "return_items": ["9100205520"],
                "refund_allocation": [{"payment_method_id": "gift_card_8820017", "amount": 300.0},
                                      {"payment_method_id": "credit_card_5560213", "amount": 219.0}],
                "return_shipment": {"carrier": "UPS", "status": "IN_TRANSIT"}}),
           rec("get_order_details#W5540077", "get_order_details", {"order_id": "#W5540077"},
               {"order_id": "#W5540077", "user_id": "amara_fitzgibbon_2265", "status": "delivered",
                "items": [{"name": "Wireless Earbuds", "product_id": "9100400000", "item_id": "9100401176",
                           "price": 89.0, "options": {"colour": "white"}}],
                "payment_history": [{"transaction_type": "payment", "amount": 89.0,
                                     "payment_method_id": "paypal_6650283"}]}),
           rec("get_user_details#amara_fitzgibbon_2265", "get_user_details", {"user_id": "amara_fitzgibbon_2265"},
               {"user_id": "amara_fitzgibbon_2265", "name": {"first_name": "Amara", "last_name": "Fitzgibbon"},
                "payment_methods": {
                    "gift_card_8820017": {"source": "gift_card", "balance": 12.4, "id": "gift_card_8820017"},
                    "credit_card_5560213": {"source": "credit_card", "brand": "visa", "last_four": "7781",
                                            "id": "credit_card_5560213"},
                    "paypal_6650283": {"source": "paypal", "id": "paypal_6650283"}}}),
           pol("policy#phone-returns", "Phones can be returned within 30 days of delivery. Refunds go back to the "
               "original payment methods in the same amounts. Gift card portions are refunded instantly once the "
               "return is received; card portions take 3-5 business days.", revision="v4"),
       ], now="2026-03-13T16:10:00-04:00")

ok("b23",
   "Hi Amara! Your refund for the Pixelle 8 will be split the same way you paid:\n\n"
   "- **$300.00** back to your gift card, instantly once we receive the phone\n"
   "- **$219.00** back to your Visa ending in **7781**, within 3–5 business days\n\n"
   "That's **$519.00** in total. Your return is in transit with UPS now.",
   [S("**$300.00** back to your gift card"), S("instantly once we receive the phone"),
    S("**$219.00** back to your Visa ending in **7781**"), S("within 3–5 business days"),
    S("**$519.00** in total"), S("in transit with UPS")],
   ["$300.00", "$219.00"],
   "refund_allocation 300.0 to gift_card_8820017 and 219.0 to credit_card_5560213 (visa 7781), summing to "
   "519.00; return_shipment IN_TRANSIT; timing from the returns policy.")

ok("b23",
   "Dear Amara,\n\nThank you for your return. When the phone arrives, three hundred dollars will go straight "
   "back to your gift card, and the remaining two hundred nineteen dollars will be credited to your Visa "
   "within three to five business days.\n\nWarm regards,\nSecond Signal",
   [S("three hundred dollars will go straight back to your gift card"),
    S("remaining two hundred nineteen dollars"), S("credited to your Visa"),
    S("within three to five business days")],
   ["gift card"],
   "Same allocation in words.")

bad("b23",
    "Hi Amara! Once we receive your Pixelle 8, the full **$519.00** will be refunded to your Visa ending in "
    "7781 within 3–5 business days.",
    [C("the full **$519.00** will be refunded to your Visa", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
     S("within 3–5 business days")],
    ["wrong_value"],
    ["full **$519.00**"],
    "refund_allocation sends only 219.00 to the Visa; 300.00 goes back to the gift card.")

bad("b23",
    "Hi Amara, your refund will be split across your original payment methods: $300.00 to your gift card and "
    "$219.00 to your Visa ending in 7781, for a total of **$509.00**.",
    [S("$300.00 to your gift card"), S("$219.00 to your Visa ending in 7781"),
     C("total of **$509.00**", "AMOUNT_MISMATCH")],
    ["wrong_arithmetic"],
    ["$509.00"],
    "300.00 + 219.00 = 519.00.")

fix("b23",
    "Hi Amara! Your refund will go back the way you paid: **$319.00** to your gift card as soon as we receive "
    "the phone, and **$219.00** to your Visa ending in 7781 within 3–5 business days.",
    [C("**$319.00** to your gift card", "AMOUNT_MISMATCH"), S("as soon as we receive the phone"),
     S("**$219.00** to your Visa ending in 7781"), S("within 3–5 business days")],
    ["wrong_amount"], ["$319.00"],
    ["$300.00|300.00|$300", "$219.00|219.00"],
    "The gift card share in refund_allocation is 300.0.")

# --- 24 warranty-repair -----------------------------------------------------------------------------
bundle("b24", DOM_F, "phone-warranty-repair",
       "You have my phone for the charging port repair. When do I get it back, and can you send it express?",
       [
           rec("get_repair_ticket#SR-99014", "get_repair_ticket", {"ticket_id": "SR-99014"},
               {"ticket_id": "SR-99014", "order_id": "#W4408816", "user_id": "kwabena_ostrowski_5510",
                "device": "Pixelle 7 128 GB", "status": "IN_REPAIR", "issue_code": "CHARGING_PORT",
                "received_at": ep("2026-03-09T11:40"), "checked_in": True, "estimated_turnaround": "P5D",
                "return_shipping": "STANDARD_GROUND", "warranty_ends": "2026-08-21", "cost_to_customer": "0.00"}),
           refused("upgrade_return_shipping#call-2", "upgrade_return_shipping", "DENY",
                   {"ticket_id": "SR-99014", "service": "EXPRESS", "price": "14.99"}),
           pol("policy#warranty-repairs", "Repairs under the 12-month warranty are free, including return "
               "shipping by standard ground, which takes 3-5 business days. Express return shipping can be "
               "bought for $14.99, but only before the device is checked in.", revision="v2"),
       ], now="2026-03-11T14:00:00-04:00")

ok("b24",
   "Hi Kwabena, your Pixelle 7 arrived on **March 9** and is being repaired now (charging port). The "
   "estimated turnaround is **5 days**. The repair is covered under your warranty, which runs through **August "
   "21, 2026**, so there's no cost to you, including standard ground return shipping (3–5 business days). I "
   "wasn't able to upgrade the return to express, because that option is only available before a device is "
   "checked in.",
   [S("arrived on **March 9**"), S("is being repaired now (charging port)"), S("turnaround is **5 days**"),
    S("through **August 21, 2026**"), S("there's no cost to you"),
    S("standard ground return shipping (3–5 business days)"), S("wasn't able to upgrade the return to express"),
    S("only available before a device is checked in")],
   ["5 days", "August 21, 2026"],
   "Ticket IN_REPAIR for CHARGING_PORT, received 3/9, P5D, warranty_ends 2026-08-21, cost 0.00; "
   "upgrade_return_shipping was DENIED; the policy explains why.")

ok("b24",
   "Here's your repair status:\n\n"
   "- **Ticket:** SR-99014, in repair\n"
   "- **Turnaround:** about five days from check-in\n"
   "- **Cost:** $0.00 (warranty)\n"
   "- **Return shipping:** standard ground; an express upgrade couldn't be added at this stage\n\n"
   "I'll be glad to help if anything else comes up.",
   [S("SR-99014, in repair"), S("about five days from check-in"), S("$0.00 (warranty)"),
    S("**Return shipping:** standard ground"), S("an express upgrade couldn't be added at this stage")],
   ["SR-99014"],
   "Same ticket fields; the DENY on upgrade_return_shipping.")

bad("b24",
    "Hi Kwabena! Your Pixelle 7 is in repair for the charging port, with an estimated turnaround of 5 days. "
    "I've upgraded your return shipping to express for $14.99, so it'll get back to you faster.",
    [S("in repair for the charging port"), S("estimated turnaround of 5 days"),
     C("I've upgraded your return shipping to express", "NOT_EXECUTED")],
    ["refused_call_effect"],
    ["upgraded your return shipping to express"],
    "upgrade_return_shipping was DENIED.")

bad("b24",
    "Hi Kwabena, good news: your Pixelle 7's charging port has been repaired, and it's already on its way back "
    "to you by standard ground. While it was with us, we also replaced the battery free of charge.",
    [C("has been repaired, and it's already on its way back", "RECORD_STATE_MISMATCH"),
     S("by standard ground"),
     I("replaced the battery free of charge", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
    ["wrong_state", "unrecorded_extra"],
    ["already on its way back", "replaced the battery"],
    "Ticket status is IN_REPAIR; no record mentions a battery replacement.")

fix("b24",
    "Hi Kwabena! Your Pixelle 7 is being repaired for the charging port, with a turnaround of about 5 days, at "
    "no cost under your warranty. I've also switched your return to express shipping, so it'll come back faster.",
    [S("being repaired for the charging port"), S("turnaround of about 5 days"),
     S("at no cost under your warranty"), C("switched your return to express shipping", "NOT_EXECUTED")],
    ["refused_call_effect"], ["switched your return to express"],
    ["standard ground|could not|couldn't|unable|not able|wasn't able|isn't available|not available",
     "5 days|five days"],
    "upgrade_return_shipping was DENIED; return shipping stays standard ground.")

# --- 25 address-change ------------------------------------------------------------------------------
bundle("b25", DOM_F, "phone-address-change",
       "Can you send my phone to my work address in Troy instead?",
       [
           rec("get_order_details#W6702294", "get_order_details", {"order_id": "#W6702294"},
               {"order_id": "#W6702294", "user_id": "thaddeus_marchetti_3086", "status": "processed",
                "address": {"address1": "12 Corbin Lane", "address2": "Apt 3B", "city": "Albany", "state": "NY",
                            "zip": "12203", "country": "USA"},
                "items": [{"name": "Refurbished Phone", "product_id": "9100200000", "item_id": "9100205577",
                           "price": 469.0, "options": {"model": "Pixelle 8", "colour": "glacier",
                                                       "capacity": "128 GB", "grade": "A"}}],
                "fulfillments": [{"tracking_id": ["1Z99X0E20418873321"], "item_ids": ["9100205577"]}],
                "payment_history": [{"transaction_type": "payment", "amount": 469.0,
                                     "payment_method_id": "paypal_1183046"}]}),
           rec("get_tracking#1Z99X0E20418873321", "get_tracking", {"tracking_number": "1Z99X0E20418873321"},
               {"tracking_number": "1Z99X0E20418873321", "carrier": "UPS", "status": "LABEL_CREATED",
                "eta": "2026-03-16"}),
           rec("get_user_details#thaddeus_marchetti_3086", "get_user_details",
               {"user_id": "thaddeus_marchetti_3086"},
               {"user_id": "thaddeus_marchetti_3086", "name": {"first_name": "Thaddeus", "last_name": "Marchetti"},
                "address": {"address1": "12 Corbin Lane", "address2": "Apt 3B", "city": "Albany", "state": "NY",
                            "zip": "12203", "country": "USA"},
                "saved_addresses": [{"label": "work", "address1": "889 Riverside Drive", "address2": "Suite 210",
                                     "city": "Troy", "state": "NY", "zip": "12180", "country": "USA"}],
                "payment_methods": {"paypal_1183046": {"source": "paypal", "id": "paypal_1183046"}}}),
           refused("modify_pending_order_address#call-1", "modify_pending_order_address", "DENY",
                   {"order_id": "#W6702294", "address1": "889 Riverside Drive", "address2": "Suite 210",
                    "city": "Troy", "state": "NY", "zip": "12180", "country": "USA"}),
           pol("policy#address-changes", "Shipping addresses can be changed only while an order is pending. Once an "
               "order is processed, the address is locked. After the package ships, you can ask the carrier to "
               "hold it at a nearby pickup location.", revision="v1"),
       ], now="2026-03-12T10:00:00-04:00")

ok("b25",
   "Hi Thaddeus, I'm sorry, but I couldn't change the address. Order #W6702294 is already processed, so the "
   "shipping address is locked. It's going to **12 Corbin Lane, Apt 3B, Albany, NY 12203**. UPS has a label "
   "for it and expects to deliver on **Monday, March 16**. Once it ships, you can ask UPS to hold it at a "
   "pickup location near your work.",
   [S("I couldn't change the address"), S("#W6702294 is already processed"), S("the shipping address is locked"),
    S("**12 Corbin Lane, Apt 3B, Albany, NY 12203**"), S("UPS has a label for it"),
    S("**Monday, March 16**"), S("ask UPS to hold it at a pickup location")],
   ["12 Corbin Lane", "March 16"],
   "modify_pending_order_address was DENIED; status processed; order address Corbin Lane; tracking "
   "LABEL_CREATED with eta 3/16 (a Monday); carrier hold from the policy.")

ok("b25",
   "Thanks for asking, Thaddeus. Here's the situation:\n\n"
   "- **Address change:** not possible, since the order has already been processed\n"
   "- **Delivering to:** 12 Corbin Lane, Apt 3B, Albany\n"
   "- **Status:** shipping label created, not yet picked up by UPS\n"
   "- **Expected:** 3/16\n\n"
   "After it ships, UPS can hold it at a nearby pickup point for you.",
   [S("**Address change:** not possible"), S("the order has already been processed"),
    S("**Delivering to:** 12 Corbin Lane, Apt 3B, Albany"), S("shipping label created"),
    S("not yet picked up by UPS"), S("**Expected:** 3/16"), S("UPS can hold it at a nearby pickup point")],
   ["12 Corbin Lane", "3/16"],
   "LABEL_CREATED read as a label made but not yet in UPS hands.")

bad("b25",
    "Hi Thaddeus! I've updated the shipping address on order #W6702294 to your work address, 889 Riverside "
    "Drive, Suite 210, Troy, NY 12180. UPS expects to deliver it on Monday, March 16.",
    [C("I've updated the shipping address on order #W6702294", "NOT_EXECUTED"),
     S("Monday, March 16")],
    ["refused_call_effect"],
    ["I've updated the shipping address"],
    "modify_pending_order_address was DENIED; the order still ships to Corbin Lane.")

bad("b25",
    "Hi Thaddeus, your phone has already shipped with UPS and is headed to 889 Riverside Drive, Suite 210, "
    "Troy. It should arrive on Monday, March 16.",
    [C("has already shipped with UPS", "RECORD_STATE_MISMATCH"),
     C("headed to 889 Riverside Drive", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH"),
     S("arrive on Monday, March 16")],
    ["wrong_state", "wrong_role"],
    ["already shipped", "headed to 889 Riverside Drive"],
    "Tracking is LABEL_CREATED (not shipped); 889 Riverside Drive is the saved work address, not the order's "
    "shipping address.")

fix("b25",
    "Hi Thaddeus, I couldn't change the address because order #W6702294 is already processed. It will go to 12 "
    "Corbin Lane, Apt 3B, Albany, and UPS expects to deliver it on **Wednesday, March 18**. After it ships, "
    "you can ask UPS to hold it at a pickup location.",
    [S("I couldn't change the address"), S("order #W6702294 is already processed"),
     S("12 Corbin Lane, Apt 3B, Albany"), C("**Wednesday, March 18**", "DATE_MISMATCH"),
     S("ask UPS to hold it at a pickup location")],
    ["wrong_date"], ["March 18"],
    ["March 16|3/16|Monday", "Corbin Lane"],
    "Tracking eta is 2026-03-16, a Monday.")


# ==================================================================================================
# self-checks and output
# ==================================================================================================
def _sentences(text):
    import re
    spans, start = [], 0
    for m in re.finditer(r"(?<=[.!?])\s+|\n+", text):
        spans.append((start, m.start()))
        start = m.end()
    spans.append((start, len(text)))
    return [(a, b) for a, b in spans if b > a]


def check(rows, repair):
    problems = []
    for row in rows:
        c, e, m = row["case"], row["expect"], row["meta"]
        d = c["draft"]
        ids = [ev["id"] for ev in c["evidence"]]
        if len(ids) != len(set(ids)):
            problems.append((c["id"], "duplicate evidence id"))
        bad_spans = []
        for p in e["probes"]:
            n = d.count(p["contains"])
            if n != 1:
                problems.append((c["id"], "probe occurs %d times: %r" % (n, p["contains"])))
                continue
            if p["verdict_in"] != ["supported"] and p["verdict_in"] != ["not_applicable"]:
                i = d.index(p["contains"])
                bad_spans.append((i, i + len(p["contains"])))
        wrong = [p for p in e["probes"] if "supported" not in p["verdict_in"]
                 and "not_applicable" not in p["verdict_in"]]
        if len(wrong) != len(m["errors"]):
            problems.append((c["id"], "%d wrong probes, %d error labels" % (len(wrong), len(m["errors"]))))
        sents = _sentences(d)
        for x in e["final_excludes"]:
            if x not in d:
                problems.append((c["id"], "exclude not in draft: %r" % x))
            start = 0
            while True:
                i = d.find(x, start)
                if i < 0:
                    break
                start = i + 1
                sent = [s for s in sents if s[0] <= i < s[1]]
                if sent and not any(sent[0][0] <= a < sent[0][1] or sent[0][0] < b <= sent[0][1]
                                    for a, b in bad_spans):
                    problems.append((c["id"], "exclude %r sits in a sentence with no wrong probe" % x))
        if e["outcome_in"] == ["sent"]:
            for x in e["final_includes"]:
                if x not in d:
                    problems.append((c["id"], "include not in correct draft: %r" % x))
            if m["errors"] or e["final_excludes"]:
                problems.append((c["id"], "correct case with errors/excludes"))
        if repair:
            absent = [inc for inc in e["final_includes"] if not any(alt in d for alt in inc.split("|"))]
            if len(absent) < 1:
                problems.append((c["id"], "no correction entry absent from the draft"))
            if not 1 <= len(m["errors"]) <= 2:
                problems.append((c["id"], "repair case needs 1-2 errors"))
    return problems


def main():
    allrows = CASES + REPAIRS
    cids = [r["case"]["id"] for r in allrows]
    problems = []
    if len(cids) != len(set(cids)):
        problems.append(("*", "duplicate case ids"))
    problems += check(CASES, False) + check(REPAIRS, True)
    for p in problems:
        print("PROBLEM", *p)
    with open(os.path.join(HERE, "cases.jsonl"), "w", encoding="utf-8") as f:
        for r in CASES:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "repair.jsonl"), "w", encoding="utf-8") as f:
        for r in REPAIRS:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    n_ok = sum(1 for r in CASES if not r["meta"]["errors"])
    errs = Counter(x for r in CASES for x in r["meta"]["errors"])
    rerrs = Counter(x for r in REPAIRS for x in r["meta"]["errors"])
    subtle = {"unit_conversion", "wrong_arithmetic", "other_record_value", "wrong_role", "condition_unmet",
              "unrecorded_extra", "unlisted_perk", "stale_value"}
    print("cases", len(CASES), "correct", n_ok, "with errors", len(CASES) - n_ok, "repair", len(REPAIRS))
    print("errors in cases.jsonl", sum(errs.values()), dict(sorted(errs.items())))
    print("errors in repair.jsonl", sum(rerrs.values()), dict(sorted(rerrs.items())))
    allerr = errs + rerrs
    print("subtle share (both files)", sum(v for k, v in allerr.items() if k in subtle), "/", sum(allerr.values()))
    print("bundles", len(BUNDLES), Counter(b["domain"] for b in BUNDLES.values()))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
