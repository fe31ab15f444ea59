"""Machine embroidery bundles (w55)."""
from common import *

# ---------------------------------------------------------------- B23 24 logo polos, proof v2 approved
B23_EV = [
    {"id": "orders.get#9EK30558RN614207B", "kind": "record", "source": "tool:paypal.orders.get",
     "fields": {
         "id": "9EK30558RN614207B", "intent": "CAPTURE", "status": "COMPLETED",
         "create_time": "2026-05-03T09:40:00Z",
         "payer": {"name": {"given_name": "Sami", "surname": "Al-Khaja"}, "payer_id": "L3XQ7TN2WK9RM",
                   "business_name": "Dilmun Dive Centre W.L.L."},
         "purchase_units": [{
             "reference_id": "EM-2231",
             "amount": {"currency_code": "BHD", "value": "247.500", "breakdown": {
                 "item_total": bhd("225.000"), "shipping": bhd("0.000"), "tax_total": bhd("22.500")}},
             "items": [
                 {"name": "Pique polo, navy", "quantity": "24", "unit_amount": bhd("6.500")},
                 {"name": "Left-chest logo embroidery (up to 8,000 stitches)", "quantity": "24",
                  "unit_amount": bhd("2.250")},
                 {"name": "Logo digitizing (one-time)", "quantity": "1", "unit_amount": bhd("15.000")}],
             "shipping": {"type": "PICKUP_IN_STORE"},
             "payments": {"captures": [{"id": "2HB66410QS8825071", "status": "COMPLETED", "amount": bhd("247.500"),
                                        "create_time": "2026-05-03T09:40:44Z"}]}}]}},
    {"id": "proofs.list#EM-2231", "kind": "record", "source": "tool:proofs.list",
     "fields": {"order_ref": "EM-2231", "proofs": [
         {"proof_id": "PRF-1187", "version": 1, "status": "REJECTED", "stitch_count": 9400, "thread_colours": 5,
          "customer_note": "Too dense, drop the outline"},
         {"proof_id": "PRF-1187", "version": 2, "status": "APPROVED", "stitch_count": 7850, "thread_colours": 4,
          "approved_at": "2026-05-07T12:15:00Z"}]}},
    {"id": "production.get#EM-2231", "kind": "record", "source": "tool:production.get",
     "fields": {"order_ref": "EM-2231", "status": "QUEUED", "pieces": 24, "due_date": "2026-05-20",
                "machine_line": "TAJIMA-6H", "time_zone": TZ}},
    {"id": "policy#embroidery-orders", "kind": "policy", "revision": "2026-02",
     "text": "Digitizing is a one-time fee per logo: reorders of the same design do not pay it again. Designs over "
             "8,000 stitches are charged BD 0.300 per extra 1,000 stitches per piece. Production starts once the "
             "proof is approved and takes 7 working days for up to 50 pieces."},
]

B23 = dict(
    scenario="logo-polos", domain="machine embroidery", now="2026-05-10T11:00:00+03:00",
    question="We approved the new proof. When will the polos be ready, and is there any extra charge?",
    evidence=B23_EV,
    cases=[
        dict(draft="Dear Mr. Al-Khaja, thank you for approving the second proof. Your 24 navy polos with the "
                   "left-chest logo are queued for production and due on 20 May. The approved design is 7,850 "
                   "stitches, within the 8,000-stitch allowance, so no extra stitch charge applies.",
             probes=[S("approving the second proof"), S("24 navy polos"), S("queued for production"),
                     S("due on 20 May"), S("7,850 \nstitches".replace(" \n", " ")),
                     S("no extra stitch charge applies")],
             includes=["20 May", "7,850"],
             notes="Proof v2 APPROVED, 7850 stitches (under 8,000, so no per-1,000 surcharge); production QUEUED, "
                   "24 pieces, due 2026-05-20."),
        dict(draft="Mr. Al-Khaja, your total was BD 247.500: BD 156.000 for the polos, BD 54.000 for the embroidery, "
                   "the one-time BD 15.000 digitizing fee and BD 22.500 VAT. If you reorder the same logo later, you "
                   "won't pay for digitizing again.",
             probes=[S("total was BD 247.500"), S("BD 156.000 for the polos"), S("BD 54.000 for the embroidery"),
                     S("one-time BD 15.000 digitizing fee"), S("BD 22.500 VAT"),
                     S("won't pay for digitizing again")],
             includes=["BD 247.500", "BD 54.000"],
             notes="24 x 6.500 = 156.000; 24 x 2.250 = 54.000; digitizing 15.000; tax 22.500; policy on reorders."),
        dict(draft="Mr. Al-Khaja, proof PRF-1187 (version 2) is approved in four thread colours; the 24 polos are due "
                   "on 20/05/2026.",
             probes=[S("proof PRF-1187 (version 2) is approved"), S("four thread colours"),
                     S("due \non 20/05/2026".replace(" \n", " "))],
             includes=["PRF-1187"],
             notes="Proof v2 APPROVED with thread_colours 4; due_date 2026-05-20."),
        dict(draft="Dear Mr. Al-Khaja, your 24 polos are queued for production and due on 20 May. The approved design "
                   "comes to 9,400 stitches.",
             probes=[S("queued for production and due on 20 May"), C("9,400 stitches", VM)],
             errors=["stale_value"], excludes=["9,400"],
             notes="9,400 stitches is the rejected version 1; approved version 2 is 7,850."),
        dict(draft="Dear Mr. Al-Khaja, now that the proof is approved, production takes 5 working days. For the "
                   "record, the embroidery on 24 polos at BD 2.250 each came to BD 48.000.",
             probes=[C("production takes 5 working days", NC, VM), S("24 polos at BD 2.250 each"),
                     C("came to BD 48.000", AM)],
             errors=["wrong_policy_condition", "wrong_arithmetic"], excludes=["5 working days", "48.000"],
             notes="Policy: 7 working days for up to 50 pieces; 24 x 2.250 = 54.000."),
    ],
    repair=dict(
        draft="Dear Mr. Al-Khaja, your approved logo will be stitched in five thread colours on all 24 polos, due "
              "on 20 May.",
        probes=[C("five thread colours", VM), S("all 24 polos"), S("due \non 20 May".replace(" \n", " "))],
        errors=["stale_value"], excludes=["five thread"],
        includes=["four thread|4 thread|four colours|4 colours", "20 May"],
        notes="Five colours was version 1 (rejected); approved version 2 has 4 colours."),
)

# ---------------------------------------------------------------- B24 monogrammed towel sets, failed delivery attempt
B24_EV = [
    {"id": "orders.get#3NW71196HA502248X", "kind": "record", "source": "tool:paypal.orders.get",
     "fields": {
         "id": "3NW71196HA502248X", "intent": "CAPTURE", "status": "COMPLETED",
         "create_time": "2026-04-14T16:05:00Z",
         "payer": {"name": {"given_name": "Rania", "surname": "Bukhammas"}, "payer_id": "Q8TM4XK2RW7NL"},
         "purchase_units": [{
             "reference_id": "EM-2198", "description": "Monogrammed towel sets - gift",
             "amount": {"currency_code": "BHD", "value": "40.150", "breakdown": {
                 "item_total": bhd("34.500"), "shipping": bhd("2.000"), "tax_total": bhd("3.650")}},
             "items": [
                 {"name": "Bath towel set, monogram 'R & K', gold thread", "quantity": "3",
                  "unit_amount": bhd("11.000")},
                 {"name": "Gift wrap", "quantity": "1", "unit_amount": bhd("1.500")}],
             "shipping": {"type": "SHIPPING", "address": {"admin_area_2": "Isa Town", "country_code": "BH"}},
             "payments": {"captures": [{"id": "0GD28834NT1167509", "status": "COMPLETED", "amount": bhd("40.150")}]}}]}},
    {"id": "shipments.get#EM-2198", "kind": "record", "source": "tool:shipments.get",
     "fields": {"order_ref": "EM-2198", "tracking_number": "BX-310277640", "status": "DELIVERY_ATTEMPTED",
                "attempts": [{"at": "2026-04-22T11:20:00Z", "result": "RECIPIENT_NOT_AVAILABLE"}],
                "next_attempt_date": "2026-04-23", "time_zone": TZ}},
    {"id": "policy#personalised-delivery", "kind": "policy", "revision": "2026-02",
     "text": "Personalised items cannot be returned unless they are faulty. If a delivery attempt fails, the courier "
             "tries again on the next working day. After two failed attempts the parcel comes back to our Riffa "
             "studio, where it can be collected for 14 days."},
]

B24 = dict(
    scenario="monogram-towels", domain="machine embroidery", now="2026-04-22T19:00:00+03:00",
    question="The tracking says something about a failed delivery for my towels. What happens now?",
    evidence=B24_EV,
    cases=[
        dict(draft="Dear Mrs. Bukhammas, the courier tried to deliver your towel sets this afternoon at 2:20 PM but "
                   "couldn't reach you, and will try again tomorrow, Thursday 23 April. If the second attempt also "
                   "fails, the parcel comes back to our Riffa studio, where you can collect it within 14 days.",
             probes=[S("this afternoon at 2:20 PM"), S("couldn't reach you"), S("tomorrow, Thursday 23 April"),
                     S("comes back to our Riffa studio"), S("collect it within 14 days")],
             includes=["2:20 PM", "23 April"],
             notes="Attempt at 11:20Z = 2:20 PM today (22 April), RECIPIENT_NOT_AVAILABLE; next_attempt_date 23 "
                   "April (Thursday); policy on second failure and 14-day collection."),
        dict(draft="Mrs. Bukhammas, your three gift-wrapped towel sets with the 'R & K' monogram in gold thread are "
                   "still with the courier; one delivery attempt has been made so far.",
             probes=[S("three gift-wrapped towel sets"), S("'R & K' monogram in gold thread"),
                     S("still with the courier"), S("one delivery attempt has been made")],
             includes=["R & K"],
             notes="Items: 3 sets, gift wrap, monogram 'R & K' gold; shipment DELIVERY_ATTEMPTED with one attempt."),
        dict(draft="Dear Mrs. Bukhammas, you paid BD 40.150: BD 33.000 for the three sets, BD 1.500 for gift wrap, "
                   "BD 2.000 delivery and BD 3.650 VAT.",
             probes=[S("you paid BD 40.150"), S("BD 33.000 for the three sets"), S("BD 1.500 for gift wrap"),
                     S("BD 2.000 delivery"), S("BD 3.650 VAT")],
             includes=["BD 40.150"],
             notes="3 x 11.000 = 33.000; gift wrap 1.500; shipping 2.000; tax 3.650; capture 40.150."),
        dict(draft="Dear Mrs. Bukhammas, your towel sets were delivered this afternoon and signed for. Thank you for "
                   "choosing us for your gift.",
             probes=[C("were delivered this afternoon", SM), NA("Thank you for \nchoosing us".replace(" \n", " "))],
             errors=["wrong_state"], excludes=["were delivered"],
             notes="Shipment status DELIVERY_ATTEMPTED with result RECIPIENT_NOT_AVAILABLE."),
        dict(draft="Dear Mrs. Bukhammas, the courier will try again tomorrow. If the monogram in silver thread isn't "
                   "what you wanted, personalised items can be returned within 14 days.",
             probes=[S("will try again tomorrow"), C("monogram in silver thread", VM),
                     C("personalised items can be returned", NC)],
             errors=["wrong_value", "wrong_policy_condition"], excludes=["silver thread", "can be returned"],
             notes="Item says gold thread; policy: personalised items cannot be returned unless faulty."),
    ],
    repair=dict(
        draft="Dear Mrs. Bukhammas, the courier tried to deliver your towels today at 11:20 AM and will try again "
              "tomorrow.",
        probes=[C("today at 11:20 AM", DM, VM), S("will try again \ntomorrow".replace(" \n", " "))],
        errors=["unit_conversion"], excludes=["11:20 AM"],
        includes=["2:20 PM|2:20|14:20", "tomorrow|23 April"],
        notes="Attempt at 11:20Z is 2:20 PM in Bahrain."),
)

# ---------------------------------------------------------------- B25 running-club patches reorder
B25_EV = [
    {"id": "orders.get#6UP40827JB925513M", "kind": "record", "source": "tool:paypal.orders.get",
     "fields": {
         "id": "6UP40827JB925513M", "intent": "CAPTURE", "status": "COMPLETED",
         "create_time": "2026-09-01T10:30:00Z",
         "payer": {"name": {"given_name": "Farah", "surname": "Seyadi"}, "payer_id": "Y2KW9RT4NQ6XM"},
         "purchase_units": [{
             "reference_id": "EM-2460", "description": "Reorder - club patch, design EM-D-0817",
             "amount": {"currency_code": "BHD", "value": "93.500", "breakdown": {
                 "item_total": bhd("85.000"), "tax_total": bhd("8.500")}},
             "items": [{"name": "Embroidered patch 8 cm, merrowed edge", "quantity": "100",
                        "unit_amount": bhd("0.850")}],
             "payments": {"captures": [{"id": "5MA17764WC0392285", "status": "COMPLETED", "amount": bhd("93.500")}]}}]}},
    {"id": "orders.get#1SD88420QL207749P", "kind": "record", "source": "tool:paypal.orders.get",
     "fields": {
         "id": "1SD88420QL207749P", "status": "COMPLETED", "create_time": "2025-08-18T07:00:00Z",
         "purchase_units": [{
             "reference_id": "EM-1905", "description": "Club patch, design EM-D-0817",
             "amount": {"currency_code": "BHD", "value": "72.600", "breakdown": {
                 "item_total": bhd("66.000"), "tax_total": bhd("6.600")}},
             "items": [{"name": "Embroidered patch 8 cm, merrowed edge", "quantity": "60", "unit_amount": bhd("0.900")},
                       {"name": "Logo digitizing (one-time)", "quantity": "1", "unit_amount": bhd("12.000")}]}]}},
    {"id": "production.get#EM-2460", "kind": "record", "source": "tool:production.get",
     "fields": {"order_ref": "EM-2460", "status": "IN_PRODUCTION", "pieces": 100, "ship_by": "2026-09-16",
                "time_zone": TZ}},
    {"id": "policy#patch-pricing", "kind": "policy", "revision": "2026-02",
     "text": "Patch prices depend on quantity: 50 to 99 pieces are BD 0.900 each, and 100 to 249 pieces BD 0.850 "
             "each. Reorders of an existing design skip the digitizing fee. Production takes 10 working days from "
             "payment."},
]

B25 = dict(
    scenario="patches-reorder", domain="machine embroidery", now="2026-09-07T10:00:00+03:00",
    question="Can you confirm my patch reorder and when it will ship?",
    evidence=B25_EV,
    cases=[
        dict(draft="Dear Ms. Seyadi, your reorder of 100 patches is in production at BD 0.850 each, the price for 100 "
                   "to 249 pieces, and as it is the same design there is no digitizing fee this time. The total, "
                   "including BD 8.500 VAT, is BD 93.500, and the patches are due to ship by 16 September.",
             probes=[S("reorder of 100 patches is in production"), S("at BD 0.850 each"),
                     S("the price for 100 \nto 249 pieces".replace(" \n", " ")), S("no digitizing fee this time"),
                     S("BD 8.500 VAT"), S("is BD 93.500"), S("ship by 16 September")],
             includes=["BD 93.500", "16 September"],
             notes="Items 100 x 0.850; no digitizing line; tax 8.500; total 93.500; production IN_PRODUCTION, "
                   "ship_by 2026-09-16; price tiers in policy."),
        dict(draft="Ms. Seyadi, this time you are paying BD 85.000 before VAT for 100 patches, compared with "
                   "BD 66.000 last year for 60 patches plus the digitizing.",
             probes=[S("BD 85.000 before VAT for 100 patches"), S("BD 66.000 last year for 60 patches")],
             includes=["BD 85.000"],
             notes="Current item_total 85.000; 2025 order EM-1905 item_total 66.000 for 60 patches and digitizing."),
        dict(draft="Ms. Seyadi, your 100 patches should be shipped by Wednesday 16/09.",
             probes=[S("100 patches"), S("shipped by Wednesday 16/09")],
             includes=["16/09"],
             notes="pieces 100; ship_by 2026-09-16, a Wednesday."),
        dict(draft="Dear Ms. Seyadi, your 100 patches are in production at BD 0.900 each, and they are due to ship "
                   "by 16 September.",
             probes=[S("100 patches are in production"), C("at BD 0.900 each", AM),
                     S("ship \nby 16 September".replace(" \n", " "))],
             errors=["other_record_value"], excludes=["0.900"],
             notes="0.900 is the unit price of last year's 60-piece order EM-1905; this order is 0.850."),
        dict(draft="Dear Ms. Seyadi, your reorder is waiting for artwork approval before production can start, and it "
                   "should ship by 19 September.",
             probes=[C("waiting for artwork approval", SM), C("ship by 19 September", DM)],
             errors=["wrong_state", "wrong_date"], excludes=["artwork approval", "19 September"],
             notes="Production status IN_PRODUCTION; ship_by is 16 September."),
    ],
    repair=dict(
        draft="Dear Ms. Seyadi, your reorder of 60 patches is in production and will ship by 16 September.",
        probes=[C("reorder of 60 patches", VM), S("ship by 16 September")],
        errors=["other_record_value"], excludes=["60 patches"],
        includes=["100", "16 September|16/09"],
        notes="60 was last year's quantity; the reorder is 100 pieces."),
)

# ---------------------------------------------------------------- B26 12 caps, one defective, full refund escalated
B26_EV = [
    {"id": "orders.get#4GT55019VK381126C", "kind": "record", "source": "tool:paypal.orders.get",
     "fields": {
         "id": "4GT55019VK381126C", "intent": "CAPTURE", "status": "COMPLETED",
         "create_time": "2026-10-20T12:00:00Z",
         "payer": {"name": {"given_name": "Tariq", "surname": "Fardan"}, "payer_id": "R7NX2QW5KT8ML"},
         "purchase_units": [{
             "reference_id": "EM-2512",
             "amount": {"currency_code": "BHD", "value": "52.800", "breakdown": {
                 "item_total": bhd("48.000"), "tax_total": bhd("4.800")}},
             "items": [
                 {"name": "Structured cap, black", "quantity": "12", "unit_amount": bhd("2.500")},
                 {"name": "3D puff front embroidery", "quantity": "12", "unit_amount": bhd("1.500")}],
             "payments": {"captures": [{"id": "8RJ30046EM2271984", "status": "COMPLETED", "amount": bhd("52.800")}]}}]}},
    {"id": "qc.reports.get#EM-2512", "kind": "record", "source": "tool:qc.reports.get",
     "fields": {"order_ref": "EM-2512", "delivered_at": "2026-11-01T10:00:00Z", "units": 12, "defective_units": 1,
                "defect": "LOGO_OFF_CENTRE", "reported_by_customer": True}},
    {"id": "payments.captures.refund#call-3", "kind": "refused_call", "tool": "paypal.payments.captures.refund",
     "decision": "ESCALATE", "args": {"capture_id": "8RJ30046EM2271984", "amount": bhd("52.800")},
     "reason": "Full-order refund requires studio manager review"},
    {"id": "policy#embroidery-faults", "kind": "policy", "revision": "2026-02",
     "text": "Custom items are not refundable for a change of mind. If an item is embroidered incorrectly through "
             "our error, we re-make it free of charge within 5 working days or refund that item. Full-order refunds "
             "are reviewed by the studio manager."},
]

B26 = dict(
    scenario="caps-defect-refund", domain="machine embroidery", now="2026-11-03T16:00:00+03:00",
    question="One of the caps has the logo off-centre. I want a full refund for the order.",
    evidence=B26_EV,
    cases=[
        dict(draft="Dear Mr. Fardan, I'm sorry that one of your caps has an off-centre logo. I couldn't process a "
                   "full refund of BD 52.800 myself, so I have escalated it to the studio manager for review. In the "
                   "meantime, we can re-make the faulty cap free of charge within 5 working days.",
             probes=[S("one of your caps has an off-centre logo"), S("couldn't process a \nfull refund".replace(" \n", " ")),
                     S("escalated it to the studio manager"), S("re-make the faulty cap free of charge"),
                     S("within 5 working days")],
             includes=["BD 52.800", "5 working days"],
             notes="QC defective_units 1, LOGO_OFF_CENTRE; refund call for 52.800 ESCALATE; policy re-make within 5 "
                   "working days."),
        dict(draft="Mr. Fardan, your request for a full refund has been passed to our studio manager, as full-order "
                   "refunds need their review.",
             probes=[S("passed to our studio manager"), S("full-order \nrefunds need their review".replace(" \n", " "))],
             includes=["studio manager"],
             notes="Refused call ESCALATE; policy: full-order refunds reviewed by the studio manager."),
        dict(draft="Dear Mr. Fardan,\n\nOur quality check records one cap out of the twelve with a misplaced logo. We "
                   "can either re-make that cap at no cost or refund it.\n\nYours sincerely,\nThreadline Embroidery "
                   "Studio",
             probes=[S("one cap out of the twelve"), S("re-make that cap at no cost or refund it"),
                     NA("Yours sincerely")],
             includes=["twelve"],
             notes="units 12, defective_units 1; policy offers re-make or refund of that item."),
        dict(draft="Dear Mr. Fardan, I'm sorry about the off-centre logo. I've refunded the full BD 52.800 to your "
                   "original payment method.",
             probes=[S("off-centre logo"), C("I've refunded the full BD 52.800", NX)],
             errors=["refused_call_effect"], excludes=["I've refunded"],
             notes="The refund call was refused with ESCALATE."),
        dict(draft="Dear Mr. Fardan, our records show two caps with the logo off-centre. We will re-make them free of "
                   "charge within 10 working days.",
             probes=[C("two caps", VM), C("within 10 working days", NC, VM)],
             errors=["wrong_quantity", "wrong_period"], excludes=["two caps", "10 working days"],
             notes="defective_units is 1; policy re-make within 5 working days."),
    ],
    repair=dict(
        draft="Dear Mr. Fardan, your full refund of BD 52.800 is on its way, and we are sorry about the off-centre "
              "logo.",
        probes=[C("full refund of BD 52.800 is on its way", NX), NA("we are sorry")],
        errors=["refused_call_effect"], excludes=["is on its way"],
        includes=["escalated|review|could not|couldn't|unable|not able|manager", "52.800"],
        notes="Refund call decision ESCALATE: no refund has been issued."),
)

BUNDLES = [B23, B24, B25, B26]
