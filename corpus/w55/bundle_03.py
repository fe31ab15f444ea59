"""Shoe and bag repair bundles (w55)."""
from common import *

# ---------------------------------------------------------------- B10 boots resoled, ready for pickup
B10_EV = [
    {"id": "orders.get#7RK90266BD441358E", "kind": "record", "source": "tool:paypal.orders.get",
     "fields": {
         "id": "7RK90266BD441358E", "intent": "CAPTURE", "status": "COMPLETED",
         "create_time": "2026-11-17T15:02:00Z", "update_time": "2026-11-17T15:02:51Z",
         "payer": {"name": {"given_name": "Hamad", "surname": "Al-Rumaihi"}, "payer_id": "C8XW3NQ6TK2LP"},
         "purchase_units": [{
             "reference_id": "SR-40917", "description": "Boot repair, Juffair counter",
             "amount": {"currency_code": "BHD", "value": "34.650", "breakdown": {
                 "item_total": bhd("31.500"), "discount": bhd("0.000"), "tax_total": bhd("3.150")}},
             "items": [
                 {"name": "Full leather resole, Goodyear-welted boots", "quantity": "1", "unit_amount": bhd("22.000")},
                 {"name": "Rubber heel replacement", "quantity": "1", "unit_amount": bhd("6.500")},
                 {"name": "Conditioning and polish", "quantity": "1", "unit_amount": bhd("3.000")}],
             "payments": {"captures": [{"id": "3PQ58810LC2067735", "status": "COMPLETED", "amount": bhd("34.650"),
                                        "create_time": "2026-11-17T15:02:51Z"}]}}]}},
    {"id": "repairs.tickets.get#SR-40917", "kind": "record", "source": "tool:repairs.tickets.get",
     "fields": {"ticket": "SR-40917", "status": "READY_FOR_PICKUP", "ready_at": "2026-11-24T11:45:00Z",
                "counter": {"name": "Juffair", "time_zone": TZ}, "loyalty": {"card": "LC-22871", "stamps": 3},
                "shelf": "B-14"}},
    {"id": "kb#juffair-counter", "kind": "passage",
     "text": "Stitch & Sole, Juffair counter.\nOpen Saturday to Thursday, 9 AM to 9 PM.\nClosed on Fridays.\n"
             "Free parking in the building basement for 1 hour."},
    {"id": "policy#collection-loyalty", "kind": "policy", "revision": "2026-06",
     "text": "Please bring your ticket or the payment email when you collect. We hold uncollected repairs for 60 "
             "days, after which they may be donated. Loyalty card holders with 5 stamps receive a free conditioning "
             "and polish on their next repair."},
]

B10 = dict(
    scenario="boots-resole-pickup", domain="shoe and bag repair", now="2026-11-25T10:10:00+03:00",
    question="Are my boots ready? Can I pick them up on Friday?",
    evidence=B10_EV,
    cases=[
        dict(draft="Dear Mr. Al-Rumaihi, good news: your boots have been ready for pickup since yesterday afternoon, "
                   "and everything is already paid (BD 34.650). Please note that our Juffair counter is closed on "
                   "Fridays; on other days we are open from 9 AM to 9 PM.",
             probes=[S("ready for pickup since yesterday afternoon"), S("already paid (BD 34.650)"),
                     S("closed on \nFridays".replace(" \n", " ")), S("from 9 AM to 9 PM")],
             includes=["BD 34.650", "Fridays"],
             notes="ready_at 11:45Z = 2:45 PM on 24 Nov (now 25 Nov); capture 34.650 COMPLETED; KB passage gives "
                   "hours and the Friday closure."),
        dict(draft="Mr. Al-Rumaihi, here is ticket SR-40917:\n\u2022 Full resole: BD 22.000\n\u2022 Heel replacement: "
                   "BD 6.500\n\u2022 Conditioning and polish: BD 3.000\n\u2022 VAT: BD 3.150\nTotal paid: BD 34.650. "
                   "Your boots are ready to collect.",
             probes=[S("Full resole: BD 22.000"), S("Heel replacement: BD 6.500"),
                     S("Conditioning and polish: BD 3.000"), S("VAT: BD 3.150"), S("Total paid: BD 34.650"),
                     S("ready to collect")],
             includes=["SR-40917", "BD 34.650"],
             notes="Items and tax_total from the order; capture COMPLETED; ticket READY_FOR_PICKUP."),
        dict(draft="Mr. Al-Rumaihi, your boots were finished on 24/11 at 2:45 PM, and we will keep them for you for "
                   "up to 60 days.",
             probes=[S("finished on 24/11 at 2:45 PM"), S("up to 60 days")],
             includes=["2:45 PM"],
             notes="ready_at 2026-11-24T11:45Z is 2:45 PM in Bahrain; policy holds repairs 60 days."),
        dict(draft="Dear Mr. Al-Rumaihi, your boots are ready for pickup. As a loyalty card holder, the conditioning "
                   "and polish was complimentary. You are welcome to come on Friday, when the counter opens at 4 PM.",
             probes=[S("ready for pickup"), C("the conditioning \nand polish was complimentary".replace(" \n", " "), AM, VM, NC),
                     C("counter opens at 4 PM", NC)],
             errors=["condition_unmet", "wrong_value"], excludes=["complimentary", "opens at 4 PM"],
             notes="The card has 3 stamps, not the 5 needed, and polish was charged BD 3.000; the KB says the "
                   "counter is closed on Fridays."),
        dict(draft="Dear Mr. Al-Rumaihi, your boots have been ready since 11:45 AM yesterday and the BD 34.650 is "
                   "fully paid.",
             probes=[C("11:45 AM yesterday", DM, VM), S("BD 34.650 is \nfully paid".replace(" \n", " "))],
             errors=["unit_conversion"], excludes=["11:45 AM"],
             notes="ready_at 11:45Z is 2:45 PM local; 11:45 AM is the UTC clock time."),
    ],
    repair=dict(
        draft="Dear Mr. Al-Rumaihi, your boots (ticket SR-40917) are ready, and we hold uncollected repairs for "
              "30 days.",
        probes=[S("are ready"), C("for \n30 days".replace(" \n", " "), NC, VM)],
        errors=["wrong_period"], excludes=["30 days"],
        includes=["60 days|sixty days", "SR-40917"],
        notes="Policy holds uncollected repairs for 60 days."),
)

# ---------------------------------------------------------------- B11 handbag strap, insured return courier
B11_EV = [
    {"id": "orders.get#1LB73350GE820664W", "kind": "record", "source": "tool:paypal.orders.get",
     "fields": {
         "id": "1LB73350GE820664W", "intent": "CAPTURE", "status": "COMPLETED",
         "create_time": "2026-11-29T12:10:00Z", "update_time": "2026-11-29T12:10:40Z",
         "payer": {"name": {"given_name": "Dana", "surname": "Al-Qassab"}, "payer_id": "F4HM9KT2XR7QB"},
         "purchase_units": [{
             "reference_id": "SR-41033", "description": "Tan leather tote - strap repair",
             "amount": {"currency_code": "BHD", "value": "23.100", "breakdown": {
                 "item_total": bhd("18.000"), "shipping": bhd("3.000"), "tax_total": bhd("2.100")}},
             "items": [
                 {"name": "Strap re-stitch and edge paint", "quantity": "1", "unit_amount": bhd("14.000")},
                 {"name": "Replacement D-rings (pair), gold tone", "quantity": "1", "unit_amount": bhd("4.000")}],
             "shipping": {"type": "SHIPPING", "options": [{"id": "INSURED_COURIER", "label": "Insured return courier",
                                                           "selected": True, "amount": bhd("3.000")}],
                          "address": {"admin_area_2": "Saar", "country_code": "BH"}},
             "payments": {"captures": [{"id": "6YT44019QE3358802", "status": "COMPLETED", "amount": bhd("23.100"),
                                        "create_time": "2026-11-29T12:10:40Z"}]}}]}},
    {"id": "shipments.get#BX-204418877", "kind": "record", "source": "tool:shipments.get",
     "fields": {"tracking_number": "BX-204418877", "carrier": "BAHRAIN_EXPRESS_PARCEL", "status": "OUT_FOR_DELIVERY",
                "signature_required": True, "insured_value": bhd("250.000"),
                "delivery_window": {"start": "2026-12-08T13:00:00Z", "end": "2026-12-08T16:00:00Z"},
                "attempts": 0, "time_zone": TZ}},
    {"id": "policy#returns-courier", "kind": "policy", "revision": "2026-06",
     "text": "Repaired items are returned by insured courier for BD 3.000 anywhere in Bahrain. A signature is "
             "required on delivery. If nobody is home, the courier tries once more on the next working day before "
             "taking the item back to our Seef workshop for collection."},
]

B11 = dict(
    scenario="tote-strap-return", domain="shoe and bag repair", now="2026-12-08T09:15:00+03:00",
    question="When will my tote be delivered back to me?",
    evidence=B11_EV,
    cases=[
        dict(draft="Dear Ms. Al-Qassab, your bag is out for delivery today and the courier expects to reach you "
                   "between 4 PM and 7 PM. A signature will be needed on delivery, and the parcel is insured for "
                   "BD 250.000.",
             probes=[S("out for delivery today"), S("between 4 PM and 7 PM"), S("signature will be needed"),
                     S("insured for \nBD 250.000".replace(" \n", " "))],
             includes=["4 PM", "BD 250.000"],
             notes="OUT_FOR_DELIVERY; window 13:00-16:00Z = 4-7 PM Bahrain on 8 Dec (today); signature_required; "
                   "insured_value 250.000."),
        dict(draft="Ms. Al-Qassab, tracking BX-204418877 shows your tote out for delivery this afternoon. If you're "
                   "not in, the courier will try again the next working day.",
             probes=[S("tracking BX-204418877 shows your tote out for delivery this afternoon"),
                     S("try again the next working day")],
             includes=["BX-204418877"],
             notes="Shipment status OUT_FOR_DELIVERY with a 4-7 PM window; policy: one more attempt next working day."),
        dict(draft="Dear Ms. Al-Qassab, the repair came to BD 18.000 (the strap re-stitch at BD 14.000 plus the pair "
                   "of gold-tone D-rings at BD 4.000), with BD 3.000 for insured return delivery and BD 2.100 VAT, "
                   "for a total of BD 23.100.",
             probes=[S("repair came to BD 18.000"), S("re-stitch at BD 14.000"), S("D-rings at BD 4.000"),
                     S("BD 3.000 for insured return delivery"), S("BD 2.100 VAT"), S("total of BD 23.100")],
             includes=["BD 23.100"],
             notes="item_total 18.000 = 14.000 + 4.000; shipping 3.000; tax 2.100; amount 23.100."),
        dict(draft="Dear Ms. Al-Qassab, your tote is out for delivery today between 1 PM and 4 PM. The courier will "
                   "call you 30 minutes before arriving, and a signature is required.",
             probes=[C("between 1 PM and 4 PM", DM, VM), I("call you 30 minutes before arriving", CW, NP, NE),
                     S("a signature is required")],
             errors=["unit_conversion", "invented_promise"], excludes=["1 PM and 4 PM", "30 minutes before"],
             notes="Window is 13:00-16:00Z, i.e. 4-7 PM local; nothing promises a call ahead."),
        dict(draft="Dear Ms. Al-Qassab, we fitted two pairs of gold-tone D-rings to the strap. If nobody is home "
                   "today, the courier will leave the parcel with a neighbour.",
             probes=[C("two pairs of gold-tone D-rings", VM), CI("leave the parcel with a neighbour", NC, NE)],
             errors=["wrong_quantity", "wrong_policy_condition"], excludes=["two pairs", "with a neighbour"],
             notes="The order has one pair (quantity 1); policy: a second attempt the next working day, then back "
                   "to Seef, and signature required."),
    ],
    repair=dict(
        draft="Dear Ms. Al-Qassab, your tote is out for delivery this afternoon, insured for BD 25.000, and will "
              "need a signature.",
        probes=[S("out for delivery this afternoon"), C("insured for BD 25.000", AM), S("need a signature")],
        errors=["wrong_amount"], excludes=["BD 25.000"],
        includes=["250.000|250", "signature"],
        notes="insured_value is 250.000."),
)

# ---------------------------------------------------------------- B12 zip replacement, card declined
B12_EV = [
    {"id": "orders.get#9DW11485AN763029R", "kind": "record", "source": "tool:paypal.orders.get",
     "fields": {
         "id": "9DW11485AN763029R", "intent": "CAPTURE", "status": "APPROVED",
         "create_time": "2026-01-06T17:18:30Z", "update_time": "2026-01-06T17:20:04Z",
         "payer": {"name": {"given_name": "Ali", "surname": "Marhoon"}, "payer_id": "K7RB2QW9NX4TD"},
         "purchase_units": [{
             "reference_id": "SR-41208",
             "amount": {"currency_code": "BHD", "value": "12.650", "breakdown": {
                 "item_total": bhd("11.500"), "tax_total": bhd("1.150")}},
             "items": [
                 {"name": "YKK #8 zip replacement, backpack main compartment", "quantity": "1",
                  "unit_amount": bhd("9.000")},
                 {"name": "Lining patch", "quantity": "1", "unit_amount": bhd("2.500")}],
             "payments": {"captures": [{
                 "id": "2GA03396HV8814475", "status": "DECLINED", "amount": bhd("12.650"),
                 "processor_response": {"response_code": "5120", "avs_code": "Y", "cvv_code": "M"},
                 "create_time": "2026-01-06T17:20:04Z"}]}}],
         "links": [{"href": "https://www.paypal.example/checkoutnow?token=9DW11485AN763029R", "rel": "payer-action", "method": "GET"},
                   {"href": "https://api.paypal.example/v2/checkout/orders/9DW11485AN763029R", "rel": "self", "method": "GET"}]}},
    {"id": "orders.get#4ZS28870PP109253K", "kind": "record", "source": "tool:paypal.orders.get",
     "fields": {"id": "4ZS28870PP109253K", "status": "COMPLETED", "create_time": "2025-12-14T10:00:00Z",
                "purchase_units": [{"reference_id": "SR-40555", "description": "Wallet edge repair",
                                    "amount": {"currency_code": "BHD", "value": "5.500"},
                                    "payments": {"captures": [{"id": "7LM20044TT5510988", "status": "COMPLETED",
                                                               "amount": bhd("5.500")}]}}]}},
    {"id": "repairs.tickets.get#SR-41208", "kind": "record", "source": "tool:repairs.tickets.get",
     "fields": {"ticket": "SR-41208", "status": "ON_HOLD_PAYMENT", "work_started": False,
                "hold_until": "2026-01-11", "counter": {"name": "Seef", "time_zone": TZ}}},
    {"id": "policy#payment-holds", "kind": "policy", "revision": "2026-06",
     "text": "We begin repair work once payment has been captured. If a card payment is declined, we hold the "
             "booking for 5 days so that you can pay again by card, BenefitPay or cash at the counter. After that the "
             "item is returned to you unrepaired."},
]

B12 = dict(
    scenario="zip-payment-declined", domain="shoe and bag repair", now="2026-01-07T11:00:00+03:00",
    question="I got a message saying my payment didn't work. Has the zip repair started?",
    evidence=B12_EV,
    cases=[
        dict(draft="Dear Mr. Marhoon, I'm sorry for the trouble. Your card payment of BD 12.650 was declined "
                   "yesterday evening, so the zip repair is on hold and has not started. We will keep your booking "
                   "until 11 January; you can pay again by card, BenefitPay or cash at the counter.",
             probes=[S("payment of BD 12.650 was declined"), S("yesterday evening"),
                     S("on hold and has not started"), S("until 11 January"),
                     S("by card, BenefitPay or cash at the counter")],
             includes=["BD 12.650", "11 January"],
             notes="Capture DECLINED at 17:20Z = 8:20 PM on 6 Jan (yesterday); ticket ON_HOLD_PAYMENT, "
                   "work_started false, hold_until 2026-01-11; payment methods in policy."),
        dict(draft="Mr. Marhoon, the payment didn't go through, so work on the backpack hasn't begun yet. Once the "
                   "BD 12.650 is paid, we'll start on the zip.",
             probes=[S("payment didn't go through"), S("hasn't begun yet"), S("Once the \nBD 12.650 is paid".replace(" \n", " "))],
             includes=["BD 12.650"],
             notes="Capture DECLINED; work_started false; policy: work begins once payment is captured."),
        dict(draft="Dear Mr. Marhoon,\nThe charge for ticket SR-41208 was declined at 8:20 PM on 06/01/2026. If "
                   "payment is not received within 5 days, the backpack is returned unrepaired.\n"
                   "With kind regards,\nStitch & Sole Repairs",
             probes=[S("was declined at 8:20 PM on 06/01/2026"), S("within 5 days"),
                     S("returned unrepaired"), NA("With kind regards")],
             includes=["8:20 PM", "SR-41208"],
             notes="Capture create_time 17:20:04Z = 8:20 PM local on 6 Jan; policy: 5-day hold then returned."),
        dict(draft="Dear Mr. Marhoon, thank you for getting in touch. Your payment of BD 12.650 has been completed "
                   "and the zip replacement is scheduled for this week.",
             probes=[C("has been completed", SM), CI("scheduled for this week", CW, SM)],
             errors=["wrong_state", "unrecorded_extra"], excludes=["has been completed", "scheduled for this week"],
             notes="Capture status DECLINED (the COMPLETED one is the December wallet order); no schedule is "
                   "recorded and the ticket is on hold."),
        dict(draft="Dear Mr. Marhoon, the payment of BD 11.500 was declined, so the repair has not started. We can "
                   "hold your booking for 7 days while you arrange payment.",
             probes=[C("payment of BD 11.500", AM), S("repair has not started"), C("for 7 days", NC, VM)],
             errors=["wrong_amount", "wrong_period"], excludes=["BD 11.500", "7 days"],
             notes="The declined capture was 12.650 (11.500 is the pre-VAT item total); hold is 5 days."),
    ],
    repair=dict(
        draft="Dear Mr. Marhoon, your payment was declined and the repair is on hold; we will keep your booking "
              "until 13 January.",
        probes=[S("payment was declined"), S("repair is on hold"), C("until 13 January", DM)],
        errors=["wrong_date"], excludes=["13 January"],
        includes=["11 January|11/01|11/1", "declined"],
        notes="hold_until is 2026-01-11."),
)

# ---------------------------------------------------------------- B13 shoe stretching stopped, partial refund pending
B13_EV = [
    {"id": "orders.get#5QE62201JC998470F", "kind": "record", "source": "tool:paypal.orders.get",
     "fields": {
         "id": "5QE62201JC998470F", "intent": "CAPTURE", "status": "COMPLETED",
         "create_time": "2026-02-11T07:45:00Z", "update_time": "2026-02-15T06:00:15Z",
         "payer": {"name": {"given_name": "Amal", "surname": "Al-Noaimi"}, "payer_id": "N2QX8RT4WL6MC"},
         "purchase_units": [{
             "reference_id": "SR-41377",
             "amount": {"currency_code": "BHD", "value": "22.000", "breakdown": {
                 "item_total": bhd("20.000"), "tax_total": bhd("2.000")}},
             "items": [
                 {"name": "Professional width stretch (per pair)", "quantity": "2", "unit_amount": bhd("7.000")},
                 {"name": "Heel tip replacement (per pair)", "quantity": "2", "unit_amount": bhd("3.000")}],
             "payments": {
                 "captures": [{"id": "0RB55316FD2204788", "status": "COMPLETED", "amount": bhd("22.000"),
                               "create_time": "2026-02-11T07:45:40Z"}],
                 "refunds": [{"id": "5RX90417KN3306251", "status": "PENDING", "amount": bhd("7.700"),
                              "status_details": {"reason": "ECHECK"},
                              "note_to_payer": "Stretching stopped on pair 2 - risk of cracking",
                              "create_time": "2026-02-15T06:00:15Z"}]}}]}},
    {"id": "repairs.tickets.get#SR-41377", "kind": "record", "source": "tool:repairs.tickets.get",
     "fields": {"ticket": "SR-41377", "status": "READY_FOR_PICKUP",
                "pairs": [{"label": "Navy court shoes", "stretch": "DONE", "heel_tips": "DONE"},
                          {"label": "Nude slingbacks", "stretch": "STOPPED_RISK_OF_CRACKING", "heel_tips": "DONE"}],
                "counter": {"name": "Seef", "time_zone": TZ}}},
    {"id": "policy#stretching", "kind": "policy", "revision": "2026-06",
     "text": "We never charge for assessing a shoe. If we judge during stretching that going further could damage "
             "the leather, we stop and refund the stretching charge for that pair, with its VAT. Refunds to a PayPal "
             "balance are usually instant; refunds to a card can take up to 7 working days."},
]

B13 = dict(
    scenario="stretch-partial-refund", domain="shoe and bag repair", now="2026-02-16T14:00:00+03:00",
    question="Why am I getting money back on my shoe order? Are the shoes ready?",
    evidence=B13_EV,
    cases=[
        dict(draft="Dear Mrs. Al-Noaimi, one pair was stretched successfully, but we stopped on the second pair "
                   "because the leather risked cracking. The stretching charge for that pair, BD 7.700 including "
                   "VAT, is being refunded; the refund is still pending, and card refunds can take up to 7 working "
                   "days. Both pairs are ready for pickup.",
             probes=[S("one pair was stretched successfully"), S("the leather risked cracking"),
                     S("BD 7.700 including \nVAT".replace(" \n", " ")), S("the refund is still pending"),
                     S("up to 7 working \ndays".replace(" \n", " ")), S("Both pairs are ready for pickup")],
             includes=["BD 7.700", "pending"],
             notes="Pair 2 STOPPED_RISK_OF_CRACKING; refund 7.700 PENDING (7.000 + 0.700 VAT); policy 7 working "
                   "days to card; ticket READY_FOR_PICKUP."),
        dict(draft="Mrs. Al-Noaimi, your refund of BD 7.700 was started yesterday and is still pending.",
             probes=[S("refund of BD 7.700 was started yesterday"), S("still pending")],
             includes=["BD 7.700"],
             notes="Refund create_time 2026-02-15T06:00Z = 9 AM on 15 Feb, yesterday from 16 Feb; status PENDING."),
        dict(draft="Dear Mrs. Al-Noaimi, of the BD 22.000 you paid, BD 7.700 is coming back to you, so the work will "
                   "cost you BD 14.300 in the end. The heel tips were replaced on both pairs.",
             probes=[S("BD 22.000 you paid"), S("BD 7.700 is coming back"), S("cost you BD 14.300"),
                     S("heel tips were replaced on both pairs")],
             includes=["BD 14.300"],
             notes="Capture 22.000; pending refund 7.700; 22.000 - 7.700 = 14.300; heel_tips DONE on both pairs."),
        dict(draft="Dear Mrs. Al-Noaimi, we stopped stretching the slingbacks to protect the leather. We have "
                   "refunded BD 7.000 for that pair, and the refund was completed yesterday.",
             probes=[S("stopped stretching the slingbacks"), C("refunded BD 7.000", AM),
                     C("refund was completed yesterday", SM)],
             errors=["wrong_amount", "wrong_state"], excludes=["BD 7.000", "was completed"],
             notes="Refund is 7.700 with VAT and its status is PENDING."),
        dict(draft="Dear Mrs. Al-Noaimi, your shoes are ready for pickup and we have added a complimentary leather "
                   "conditioning for the inconvenience. For reference, your order number is 5RX90417KN3306251.",
             probes=[S("ready for pickup"), I("complimentary leather \nconditioning".replace(" \n", " "), CW),
                     C("order number is 5RX90417KN3306251", IM)],
             errors=["unrecorded_extra", "wrong_role"], excludes=["complimentary leather", "order number is 5RX"],
             notes="No record holds a conditioning; 5RX90417KN3306251 is the refund id, the order is "
                   "5QE62201JC998470F (ticket SR-41377)."),
    ],
    repair=dict(
        draft="Dear Mrs. Al-Noaimi, with BD 7.700 coming back to you, the work costs you BD 15.000 in the end, and "
              "both pairs are ready to collect.",
        probes=[S("BD 7.700 coming back"), C("costs you BD 15.000", AM), S("both pairs are ready to collect")],
        errors=["wrong_arithmetic"], excludes=["BD 15.000"],
        includes=["14.300", "7.700"],
        notes="22.000 - 7.700 = 14.300."),
)

BUNDLES = [B10, B11, B12, B13]
