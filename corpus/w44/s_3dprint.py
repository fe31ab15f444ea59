"""3D printing service: Lapis Forge 3D (Cyberjaya)."""
from common import *

DOMAIN = "3D printing service"
SRC = "tool:magento.V1.orders.get"

# ---------------------------------------------------------------- TP1: jobs printing / queued
tp1_ev = [
    rec("get_order#520003310", SRC, {
        "increment_id": "520003310", "state": "processing", "status": "printing",
        "created_at": "2026-04-19 09:33:12", "customer_firstname": "Hafiz", "customer_lastname": "Rahman",
        "order_currency_code": "MYR", "grand_total": "246.0000", "base_grand_total": "55.9100",
        "items": [
            {"sku": "3DP-SLA-TOUGH", "name": "SLA print, Tough Grey resin - drone_arm_v3.stl", "qty_ordered": 4,
             "qty_shipped": 0, "price": "42.5000", "base_price": "9.6600"},
            {"sku": "3DP-FDM-PETG", "name": "FDM print, PETG Black - enclosure_lid.stl", "qty_ordered": 1,
             "qty_shipped": 0, "price": "68.0000", "base_price": "15.4500"}],
        "extension_attributes": {"print_jobs": [
            {"job_id": "PJ-88120", "sku": "3DP-SLA-TOUGH", "status": "PRINTING", "printer": "Form-3L #2",
             "started_at": "2026-04-20 22:10:00", "est_print_duration": "PT14H30M"},
            {"job_id": "PJ-88121", "sku": "3DP-FDM-PETG", "status": "QUEUED", "queue_position": 3,
             "est_print_duration": "PT6H45M"}]}}),
    rec("get_order#520003122", SRC, {
        "increment_id": "520003122", "state": "complete", "status": "complete", "created_at": "2026-03-28 02:11:40",
        "items": [{"sku": "3DP-FDM-PLA", "name": "FDM print, PLA White - prop_guard.stl", "qty_ordered": 6,
                   "qty_shipped": 6, "price": "12.0000"}],
        "extension_attributes": {"print_jobs": [{"job_id": "PJ-87540", "status": "DONE",
                                                 "est_print_duration": "PT9H20M"}]}}),
    pol("policy#production",
        "Every order ships in one parcel once all of its parts are finished. SLA resin parts are washed and "
        "UV-cured after printing, which adds about 1 working day. Orders finished before 3 PM are dispatched "
        "the same day."),
]

tp1 = dict(
    scenario="print-queue", domain=DOMAIN, evidence=tp1_ev, now="2026-04-21T13:00:00+08:00",
    question="How's my print order 520003310 going? Need the drone arms ASAP.",
    cases=[
        good("Hi Hafiz! Your four drone arms are printing right now in Tough Grey resin. They started at 6:10 "
             "this morning and need about 14.5 hours, so they should be done around 8:40 tonight. After that "
             "they get washed and UV-cured, which adds roughly a working day. The PETG enclosure lid is queued "
             "(3rd in line) and takes about 6 h 45 min. Everything ships together once all parts are done.",
             [sup("Your four drone arms are printing right now in Tough Grey resin"),
              sup("They started at 6:10 this morning"),
              sup("need about 14.5 hours"),
              sup("done around 8:40 tonight"),
              sup("washed and UV-cured, which adds roughly a working day"),
              sup("The PETG enclosure lid is queued (3rd in line)"),
              sup("takes about 6 h 45 min"),
              sup("Everything ships together once all parts are done")],
             ["6:10", "8:40"],
             "PJ-88120 PRINTING, started_at 2026-04-20 22:10 UTC = 06:10 MYT 21/04, PT14H30M ends 20:40; "
             "PJ-88121 QUEUED position 3, PT6H45M; one-parcel and curing rules from the production policy."),
        good("Order 520003310 status: drone arms x4 (SLA) printing since 06:10 today, ETA ~20:40; enclosure lid "
             "(PETG) in queue, position 3. Parcel goes out when both are finished.",
             [sup("drone arms x4 (SLA) printing since 06:10 today"),
              sup("ETA ~20:40"),
              sup("enclosure lid (PETG) in queue, position 3"),
              sup("Parcel goes out when both are finished")],
             ["20:40"],
             "Start 06:10 MYT plus PT14H30M is 20:40; queue_position 3."),
        bad("Hi Hafiz! Your four drone arms are printing right now in Tough Grey resin. They started at 10:10 "
            "last night and need about 14.5 hours, so they should be done around 12:40 this afternoon. The PETG "
            "enclosure lid is queued (3rd in line).",
            [sup("Your four drone arms are printing right now in Tough Grey resin"),
             con("They started at 10:10 last night", "DATE_MISMATCH", "VALUE_MISMATCH"),
             sup("need about 14.5 hours"),
             con("done around 12:40 this afternoon", "DATE_MISMATCH", "VALUE_MISMATCH"),
             sup("The PETG enclosure lid is queued (3rd in line)")],
            ["unit_conversion", "unit_conversion"], ["10:10 last night", "12:40 this afternoon"],
            "started_at 22:10 is UTC; in KL the job started 06:10 today and ends about 20:40."),
        bad("Good news, Hafiz! The PETG lid is already printed, and the four drone arms are on the printer now in "
            "Tough Grey resin. Since you need the arms ASAP, we'll ship them on their own as soon as they're "
            "cured.",
            [con("The PETG lid is already printed", "RECORD_STATE_MISMATCH"),
             sup("the four drone arms are on the printer now in Tough Grey resin"),
             con("we'll ship them on their own as soon as they're cured", "NLI_CONTRADICTION")],
            ["wrong_state", "invented_promise"], ["lid is already printed", "ship them on their own"],
            "PJ-88121 is QUEUED, not done; the policy ships each order in one parcel once all parts are finished."),
    ],
    repair=fix("Hi Hafiz! Your two drone arms are printing now in Tough Grey resin and should be done around 8:40 "
               "tonight, then need about a working day of washing and curing. The PETG lid is 3rd in the queue.",
               [con("Your two drone arms are printing now", "VALUE_MISMATCH"),
                sup("should be done around 8:40 tonight"),
                sup("about a working day of washing and curing"),
                sup("The PETG lid is 3rd in the queue")],
               ["wrong_quantity"], ["two drone arms"],
               ["four|4 drone arms|4 arms|x4|4 x", "8:40"],
               "3DP-SLA-TOUGH qty_ordered is 4."),
)

# ---------------------------------------------------------------- TP2: warped nylon, refund denied
tp2_ev = [
    rec("get_order#520003455", SRC, {
        "increment_id": "520003455", "state": "complete", "status": "delivered",
        "created_at": "2026-04-02 09:05:48", "customer_firstname": "Sulaiman", "customer_lastname": "Yusof",
        "order_currency_code": "MYR", "grand_total": "202.0000",
        "items": [{"sku": "3DP-MJF-PA12", "name": "MJF print, PA12 Nylon - bracket_thin.step", "qty_ordered": 2,
                   "qty_shipped": 2, "qty_refunded": 0, "price": "96.0000", "base_price": "21.8200"}],
        "extension_attributes": {"dfm_check": {"result": "WARN", "issues": ["WALL_THICKNESS_BELOW_0_8MM"],
                                               "customer_acknowledged": True,
                                               "acknowledged_at": "2026-04-02 09:12:33"}},
        "status_histories": [{"created_at": "2026-04-13 06:40:19", "status": "delivered",
                              "comment": "Customer reports warping on thin wall, photos received. Refund declined "
                                         "by QA: DFM warning acknowledged. Reprint coupon issued."}]}),
    rec("get_coupon#REPRINT30-HZ91", "tool:magento.V1.coupons.get", {
        "code": "REPRINT30-HZ91", "rule": {"name": "DFM reprint 30%", "simple_action": "by_percent",
                                           "discount_amount": 30, "to_date": "2026-05-14",
                                           "uses_per_coupon": 1}}),
    refused("issue_refund#call-3", "issue_refund", "DENY", {"order_id": "520003455", "amount": "192.00"},
            reason="DFM_WARNING_ACKNOWLEDGED"),
    pol("policy#print-defects",
        "We reprint or refund, at no cost, parts with print defects such as layer shifts, missing features or "
        "the wrong material. Parts that fail because of a design issue flagged in our DFM check, which you chose "
        "to print anyway, are not covered. For those we offer 30% off a reprint of a revised design, valid for "
        "30 days."),
]

tp2 = dict(
    scenario="warped-nylon", domain=DOMAIN, evidence=tp2_ev, now="2026-04-14T10:00:00+08:00",
    question="My nylon brackets warped, I want a full refund for order 520003455.",
    cases=[
        good("Hi Sulaiman, I'm sorry the brackets came out warped. I wasn't able to process a refund: when you "
             "placed the order, our design check flagged walls thinner than 0.8 mm and the warning was "
             "acknowledged, so this falls outside our print-defect cover. What I can offer is 30% off a reprint "
             "of a revised design with code REPRINT30-HZ91, valid until 14 May 2026.",
             [na("I'm sorry the brackets came out warped."),
              sup("I wasn't able to process a refund"),
              sup("our design check flagged walls thinner than 0.8 mm"),
              sup("the warning was acknowledged"),
              sup("this falls outside our print-defect cover"),
              sup("30% off a reprint of a revised design"),
              sup("code REPRINT30-HZ91"),
              sup("valid until 14 May 2026")],
             ["REPRINT30-HZ91", "14 May 2026"],
             "issue_refund was DENIED (DFM_WARNING_ACKNOWLEDGED); dfm_check WALL_THICKNESS_BELOW_0_8MM acknowledged; "
             "coupon 30% to_date 2026-05-14; print-defects policy."),
        good("Hey Sulaiman! Unfortunately the refund request for order 520003455 was declined, since the thin-wall "
             "(under 0.8 mm) warning from our DFM check was acknowledged before printing. The good news: code "
             "REPRINT30-HZ91 gives you 30% off reprinting an updated design until 14/05/2026.",
             [sup("the refund request for order 520003455 was declined"),
              sup("the thin-wall (under 0.8 mm) warning from our DFM check was acknowledged before printing"),
              sup("code REPRINT30-HZ91 gives you 30% off reprinting an updated design"),
              sup("until 14/05/2026")],
             ["REPRINT30-HZ91"],
             "Refused call DENY; acknowledged_at 09:12 UTC on the order date; coupon rule by_percent 30."),
        bad("Hi Sulaiman, sorry about the warping! I've gone ahead and refunded RM 192.00 for both brackets, and "
            "it'll reach your card within 5-7 working days.",
            [na("sorry about the warping!"),
             con("I've gone ahead and refunded RM 192.00 for both brackets", "NOT_EXECUTED"),
             either("it'll reach your card within 5-7 working days", "NO_POLICY_EVIDENCE", "NOT_EXECUTED",
                    "CLAIM_WITHOUT_TOOL_EVIDENCE", "NLI_NOT_ENTAILED")],
            ["refused_call_effect", "invented_promise"],
            ["refunded RM 192.00", "within 5-7 working days"],
            "issue_refund for 192.00 was DENIED; no policy gives a refund timing."),
        bad("Hi Sulaiman! The refund was declined because the thin-wall warning from our design check was "
            "acknowledged, but code REPRINT30-HZ91 gives you 50% off a reprint of a revised design, valid until "
            "the end of April.",
            [sup("The refund was declined"),
             sup("the thin-wall warning from our design check was acknowledged"),
             con("gives you 50% off a reprint", "VALUE_MISMATCH"),
             con("valid until the end of April", "DATE_MISMATCH")],
            ["wrong_value", "wrong_date"], ["50% off", "until the end of April"],
            "Coupon rule discount_amount 30 (percent) and to_date 2026-05-14."),
    ],
    repair=fix("Sorry Sulaiman, I couldn't refund order 520003455, as the under-0.8 mm wall warning was "
               "acknowledged at checkout. You can use code REPRINT30-HZ19 for 30% off a reprint of your revised "
               "design until 14 May 2026.",
               [sup("I couldn't refund order 520003455"),
                sup("the under-0.8 mm wall warning was acknowledged at checkout"),
                con("code REPRINT30-HZ19", "IDENTIFIER_MISMATCH"),
                sup("for 30% off a reprint of your revised design"),
                sup("until 14 May 2026")],
               ["wrong_id"], ["REPRINT30-HZ19"],
               ["REPRINT30-HZ91", "14 May 2026|14/05/2026"],
               "The issued coupon is REPRINT30-HZ91."),
)

# ---------------------------------------------------------------- TP3: ASA quote replaces PLA quote
tp3_ev = [
    rec("get_quote#7719", "tool:magento.V1.carts.get", {
        "id": 7719, "is_active": True, "created_at": "2026-04-27 02:45:10",
        "customer": {"firstname": "Mei", "lastname": "Chan", "group": "BUSINESS"},
        "currency": {"quote_currency_code": "MYR", "base_currency_code": "USD"},
        "items": [{"sku": "3DP-FDM-ASA", "name": "FDM print, ASA Black - planter_clip_v2.stl", "qty": 50,
                   "price": "24.6000", "base_price": "5.5900", "row_total": "1230.0000"}],
        "extension_attributes": {"quote_meta": {"revision": 2, "replaces_quote": 7701, "valid_until": "2026-05-11",
                                                "lead_time": "P7D", "lead_time_unit": "WORKING_DAYS"}},
        "totals": {"subtotal": "1230.0000", "discount_amount": "-61.5000", "discount_label": "Volume 5%",
                   "shipping_amount": "18.0000", "grand_total": "1186.5000"}}),
    rec("get_quote#7701", "tool:magento.V1.carts.get", {
        "id": 7701, "is_active": False, "created_at": "2026-04-24 07:18:51",
        "items": [{"sku": "3DP-FDM-PLA", "name": "FDM print, PLA Black - planter_clip_v2.stl", "qty": 50,
                   "price": "18.4000", "base_price": "4.1800", "row_total": "920.0000"}],
        "extension_attributes": {"quote_meta": {"revision": 1, "replaced_by": 7719, "lead_time": "P5D"}},
        "totals": {"subtotal": "920.0000", "shipping_amount": "18.0000", "grand_total": "938.0000"}}),
    pol("policy#quotes",
        "Quotes are valid for 14 days from the day they are issued. Lead times are counted in working days from "
        "payment. Orders with a print subtotal over RM 1,000.00 get 5% off the print cost; delivery is charged "
        "separately."),
]

tp3 = dict(
    scenario="asa-requote", domain=DOMAIN, evidence=tp3_ev, now="2026-04-28T11:00:00+08:00",
    question="What's the final price and lead time on the ASA version of the planter clips?",
    cases=[
        good("Hi Mei! For 50 planter clips in ASA it's RM 24.60 each, RM 1,230.00 for the prints, and since "
             "that's over RM 1,000 you get 5% off (RM 61.50). With RM 18.00 delivery, you pay RM 1,186.50. Lead "
             "time is 7 working days from payment, and the quote's valid till 11 May.",
             [sup("RM 24.60 each"),
              sup("RM 1,230.00 for the prints"),
              sup("you get 5% off (RM 61.50)"),
              sup("With RM 18.00 delivery"),
              sup("you pay RM 1,186.50"),
              sup("7 working days from payment"),
              sup("valid till 11 May")],
             ["RM 1,186.50", "11 May"],
             "Quote 7719 (active rev 2): 50 x 24.6000, discount -61.5000, shipping 18.0000, grand_total "
             "1186.5000, lead_time P7D working days, valid_until 2026-05-11."),
        good("Dear Ms Chan,\n\nYour revised quote, number 7719, for fifty ASA planter clips totals one thousand, "
             "one hundred and eighty-six ringgit and fifty sen, including the five per cent volume discount and "
             "delivery. Lead time is seven working days from payment.\n\nKind regards,\nLapis Forge 3D",
             [sup("Your revised quote, number 7719, for fifty ASA planter clips"),
              sup("totals one thousand, one hundred and eighty-six ringgit and fifty sen"),
              sup("including the five per cent volume discount and delivery"),
              sup("seven working days from payment")],
             ["7719"],
             "grand_total 1186.5000 in quote 7719 with 'Volume 5%' and shipping 18.0000; lead_time P7D."),
        bad("Hi Mei! For 50 planter clips it's RM 18.40 each, RM 920.00 for the prints, plus RM 18.00 delivery. "
            "Lead time is 5 working days from payment, and the quote's valid till 11 May.",
            [con("RM 18.40 each", "AMOUNT_MISMATCH"),
             con("RM 920.00 for the prints", "AMOUNT_MISMATCH"),
             sup("plus RM 18.00 delivery"),
             con("Lead time is 5 working days", "VALUE_MISMATCH"),
             sup("valid till 11 May")],
            ["stale_value", "stale_value", "stale_value"], ["RM 18.40", "RM 920.00", "5 working days"],
            "18.40, 920.00 and P5D are from PLA quote 7701 (inactive, replaced by 7719); ASA is RM 24.60 each, "
            "RM 1,230.00, 7 working days."),
        bad("Hi Mei! The ASA clips come to RM 1,230.00 before discount, and after the 5% volume discount you pay "
            "RM 1,107.00. Delivery is free because your order is over RM 1,000.",
            [sup("RM 1,230.00 before discount"),
             con("after the 5% volume discount you pay RM 1,107.00", "AMOUNT_MISMATCH"),
             con("Delivery is free because your order is over RM 1,000", "NLI_CONTRADICTION",
                 "AMOUNT_MISMATCH", "VALUE_MISMATCH")],
            ["wrong_arithmetic", "unlisted_perk"], ["RM 1,107.00", "Delivery is free"],
            "5% of 1,230 is 61.50; 1,107.00 is a 10% cut and drops the RM 18.00 delivery (grand_total 1,186.50). "
            "The policy charges delivery separately."),
    ],
    repair=fix("Hi Mei! Your ASA quote 7719 is RM 24.60 per clip, RM 1,186.50 all in (5% volume discount and "
               "delivery included), with a 7-working-day lead time. It's valid until 4 May.",
               [sup("RM 24.60 per clip"),
                sup("RM 1,186.50 all in"),
                sup("a 7-working-day lead time"),
                con("valid until 4 May", "DATE_MISMATCH")],
               ["wrong_date"], ["until 4 May"],
               ["11 May|11/05|11/5|May 11|11th May", "RM 1,186.50|1,186.50|1186.50"],
               "valid_until is 2026-05-11, 14 days from the 27 April issue."),
)

# ---------------------------------------------------------------- TP4: batch order, part shipped, 2 refunded
tp4_ev = [
    rec("get_order#520003600", SRC, {
        "increment_id": "520003600", "state": "processing", "status": "partially_shipped",
        "created_at": "2026-04-21 03:30:00", "customer_firstname": "Arus", "customer_lastname": "Sensing Sdn Bhd",
        "order_currency_code": "MYR", "grand_total": "1240.0000", "total_refunded": "62.0000",
        "items": [{"sku": "3DP-FDM-PETG-HSG", "name": "FDM print, PETG Grey - sensor_housing_A", "qty_ordered": 40,
                   "qty_shipped": 25, "qty_refunded": 2, "price": "31.0000", "base_price": "7.0500"}],
        "extension_attributes": {
            "shipments": [{"increment_id": "520001190", "created_at": "2026-04-29 08:55:12",
                           "items": [{"sku": "3DP-FDM-PETG-HSG", "qty": 25}],
                           "tracks": [{"track_number": "5012837745", "title": "DHL eCommerce"}]}],
            "next_batch": {"qty": 13, "eta_ship_epoch": epoch_kl("2026-05-05 12:00")}},
        "status_histories": [{"created_at": "2026-04-29 17:40:00",
                              "comment": "2 units failed QC (warped base); refunded instead of reprint to hold date."}]}),
    rec("get_creditmemo#520000211", "tool:magento.V1.creditmemo.get", {
        "increment_id": "520000211", "order_increment_id": "520003600", "state": 2,
        "created_at": "2026-04-29 17:40:00", "grand_total": "62.0000", "shipping_amount": "0.0000",
        "items": [{"sku": "3DP-FDM-PETG-HSG", "qty": 2, "price": "31.0000"}],
        "extension_attributes": {"refund_method": "CARD_ORIGINAL"}}),
    pol("policy#batch-orders",
        "When part of a batch is ready, we ship it and send the rest in one more parcel when finished, with no "
        "extra delivery charge. Units that fail quality control are reprinted if time allows; otherwise they "
        "are refunded to the original payment method."),
]

tp4 = dict(
    scenario="batch-split", domain=DOMAIN, evidence=tp4_ev, now="2026-04-30T15:30:00+08:00",
    question="We got 25 housings from order 520003600. Where are the other 15?",
    cases=[
        good("Hi team Arus Sensing! You're right, 25 housings shipped on 29 April (DHL eCommerce 5012837745). Two "
             "units didn't pass QC, so instead of reprinting them we refunded RM 62.00 to your card today. That "
             "leaves 13 housings, which are due to go out on Tuesday, 5 May, at no extra delivery cost.",
             [sup("25 housings shipped on 29 April"),
              sup("(DHL eCommerce 5012837745)"),
              sup("Two units didn't pass QC"),
              sup("we refunded RM 62.00 to your card today"),
              sup("That leaves 13 housings"),
              sup("due to go out on Tuesday, 5 May"),
              sup("at no extra delivery cost")],
             ["13 housings", "5 May"],
             "qty 40 ordered, 25 shipped (29/04 16:55 MYT), 2 refunded; credit memo 520000211 at 2026-04-29 17:40 "
             "UTC = 30/04 01:40 MYT; next_batch qty 13, eta Tue 05/05; batch policy."),
        good("Quick breakdown for order 520003600:\n- Ordered: 40\n- Shipped: 25 (29/04, tracking 5012837745)\n"
             "- Refunded: 2 QC fails, RM 62.00 back to your card\n- Still to ship: 13, planned for 5/5",
             [sup("Ordered: 40"),
              sup("Shipped: 25 (29/04, tracking 5012837745)"),
              sup("Refunded: 2 QC fails, RM 62.00 back to your card"),
              sup("Still to ship: 13, planned for 5/5")],
             ["13"],
             "items[0] qty_ordered 40, qty_shipped 25, qty_refunded 2; next_batch qty 13 eta 05/05."),
        bad("Hi team! 25 housings shipped on 29 April (DHL eCommerce 5012837745), and the remaining 15 are being "
            "finished now, due out Tuesday, 5 May. Two units failed QC and were refunded (RM 62.00).",
            [sup("25 housings shipped on 29 April"),
             con("the remaining 15 are being finished now", "VALUE_MISMATCH"),
             sup("due out Tuesday, 5 May"),
             sup("Two units failed QC and were refunded (RM 62.00)")],
            ["wrong_arithmetic"], ["remaining 15"],
            "40 - 25 shipped - 2 refunded leaves 13 (next_batch.qty 13), not 15."),
        bad("Hi team! 25 housings shipped on 29 April with DHL eCommerce (5012837745). Two units failed QC and are "
            "being reprinted to go out with the rest on Tuesday, 5 May. The second parcel has a RM 15.00 "
            "delivery charge.",
            [sup("25 housings shipped on 29 April"),
             sup("with DHL eCommerce (5012837745)"),
             con("are being reprinted to go out with the rest", "RECORD_STATE_MISMATCH"),
             sup("on Tuesday, 5 May"),
             con("The second parcel has a RM 15.00 delivery charge", "NLI_CONTRADICTION")],
            ["wrong_state", "wrong_policy_condition"], ["being reprinted", "RM 15.00 delivery charge"],
            "The 2 failed units were refunded (qty_refunded 2, credit memo 520000211), not reprinted; the batch "
            "policy charges nothing extra for the follow-up parcel."),
    ],
    repair=fix("Hi team! 25 housings shipped on 29 April (5012837745). Two units failed QC and we refunded "
               "RM 62.00 for them on 29 April, so 13 are left, due out Tuesday, 5 May.",
               [sup("25 housings shipped on 29 April"),
                con("refunded RM 62.00 for them on 29 April", "DATE_MISMATCH"),
                sup("so 13 are left"),
                sup("due out Tuesday, 5 May")],
               ["unit_conversion"], ["for them on 29 April"],
               ["30 April|30/04|30/4|April 30|today", "13"],
               "Credit memo created_at 2026-04-29 17:40:00 is UTC; in KL that is 30 April 01:40."),
)

BUNDLES = [tp1, tp2, tp3, tp4]
