"""Photo-book printing: Halaman Kita Photobooks (Shah Alam studio)."""
from common import *

DOMAIN = "photo-book printing"
SRC = "tool:magento.V1.orders.get"

# ---------------------------------------------------------------- PB1: one copy held back for reprint
pb1_ev = [
    rec("get_order#300012870", SRC, {
        "entity_id": 12870, "increment_id": "300012870", "state": "processing", "status": "partially_shipped",
        "created_at": "2026-03-03 04:12:55", "updated_at": "2026-03-08 18:05:32",
        "order_currency_code": "MYR", "base_currency_code": "USD", "base_to_order_rate": "4.4000",
        "customer_firstname": "Farah", "customer_lastname": "Liyana Rosli",
        "subtotal": "336.0000", "shipping_amount": "12.0000", "grand_total": "348.0000",
        "base_grand_total": "79.0900",
        "items": [
            {"item_id": 50211, "sku": "PB-LF-A4L-40", "name": "Layflat Photo Book A4 Landscape, 40 pages",
             "qty_ordered": 2, "qty_shipped": 1, "qty_refunded": 0, "price": "159.0000", "base_price": "36.1400",
             "row_total": "318.0000"},
            {"item_id": 50212, "sku": "PB-ADD-GIFTBOX", "name": "Gift box (linen, cream)",
             "qty_ordered": 1, "qty_shipped": 1, "qty_refunded": 0, "price": "18.0000", "base_price": "4.0900",
             "row_total": "18.0000"}],
        "extension_attributes": {
            "production": {"copy_2_status": "REPRINT_QUEUED", "reprint_reason": "COVER_SCUFF_QC",
                           "reprint_eta_ship_epoch": epoch_kl("2026-03-12 18:00")},
            "shipments": [{"increment_id": "300004112", "created_at": "2026-03-08 18:05:32",
                           "items": [{"sku": "PB-LF-A4L-40", "qty": 1}, {"sku": "PB-ADD-GIFTBOX", "qty": 1}],
                           "tracks": [{"track_number": "ER448120935MY", "title": "Pos Laju",
                                       "carrier_code": "poslaju"}]}]},
        "status_histories": [
            {"created_at": "2026-03-08 18:05:40", "status": "partially_shipped", "is_customer_notified": 1,
             "comment": "Shipment 300004112 created by overnight batch (1 x book, 1 x gift box)."},
            {"created_at": "2026-03-08 09:15:40", "status": "processing", "is_customer_notified": 0,
             "comment": "Copy 2 failed QC (cover scuff). Reprint queued, will ship separately at no charge."}]}),
    rec("get_order#300012511", SRC, {
        "increment_id": "300012511", "state": "complete", "status": "complete",
        "created_at": "2026-01-19 02:30:08", "grand_total": "71.0000", "order_currency_code": "MYR",
        "items": [{"sku": "PB-SC-A5P-20", "name": "Softcover Photo Book A5 Portrait, 20 pages",
                   "qty_ordered": 1, "qty_shipped": 1, "price": "63.0000", "base_price": "14.3200"}],
        "extension_attributes": {"shipments": [{"increment_id": "300003860",
                                                 "tracks": [{"track_number": "ER401223310MY",
                                                             "title": "Pos Laju"}]}]}}),
    pol("policy#split-parcels",
        "Where one copy of a multi-copy order is held back for a reprint, the other items are shipped straight "
        "away and the held copy follows in a separate parcel. You pay no extra shipping for that second "
        "parcel. Reprints are normally dispatched within 3 working days of the failed quality check. A "
        "tracking number for each parcel is emailed when it leaves our Shah Alam studio.", revision="2025-11"),
]

pb1 = dict(
    scenario="split-reprint", domain=DOMAIN, evidence=pb1_ev, now="2026-03-10T11:20:00+08:00",
    question="Hi, I ordered 2 copies of my wedding photobook (order 300012870) but only one came, with the "
             "gift box?? Where is the other one?",
    cases=[
        good("Hi Farah! One copy of your layflat book plus the gift box left us on 9 March in Pos Laju parcel "
             "ER448120935MY. Your second copy didn't pass our quality check (a tiny scuff on the cover), so "
             "we're reprinting it, and it's expected to ship by Thursday, 12/03. It'll come in its own parcel "
             "and you won't pay anything extra for shipping.",
             [sup("One copy of your layflat book plus the gift box left us on 9 March"),
              sup("Pos Laju parcel ER448120935MY"),
              sup("didn't pass our quality check"),
              sup("we're reprinting it"),
              sup("expected to ship by Thursday, 12/03"),
              sup("It'll come in its own parcel"),
              sup("you won't pay anything extra for shipping")],
             ["ER448120935MY", "12/03"],
             "Shipment 300004112 created 2026-03-08 18:05 UTC is 9 March in KL; reprint_eta_ship_epoch is "
             "Thu 12/03 18:00 MYT; separate parcel and free shipping from the split-parcels policy."),
        good("Hey there, thanks for checking in on order 300012870! Here's where things stand:\n"
             "- Shipped: 1 x Layflat A4 book + gift box (Pos Laju, tracking ER448120935MY)\n"
             "- Still with us: copy #2, being reprinted after a cover scuff at QC\n"
             "- Reprints usually go out within 3 working days of the QC check, and yours is due out on "
             "Thursday.\n"
             "No extra shipping charge for the second parcel, promise!",
             [na("thanks for checking in on order 300012870"),
              sup("Shipped: 1 x Layflat A4 book + gift box"),
              sup("tracking ER448120935MY"),
              sup("being reprinted after a cover scuff at QC"),
              sup("within 3 working days of the QC check"),
              sup("yours is due out on Thursday"),
              sup("No extra shipping charge for the second parcel")],
             ["ER448120935MY"],
             "qty_shipped 1 of 2 plus gift box in shipment 300004112; copy_2_status REPRINT_QUEUED with "
             "reason COVER_SCUFF_QC; now is Tue 10/03 so Thursday is the 12/03 eta; policy gives 3 working days."),
        bad("Hi Farah! One copy of your layflat book plus the gift box left us on 9 March in Pos Laju parcel "
            "ER401223310MY. Your second copy didn't pass our quality check (a tiny scuff on the cover), so "
            "we're reprinting it, and it's expected to ship by Thursday, 12/03. It'll come in its own parcel "
            "and you won't pay anything extra for shipping.",
            [sup("One copy of your layflat book plus the gift box left us on 9 March"),
             con("Pos Laju parcel ER401223310MY", "IDENTIFIER_MISMATCH"),
             sup("didn't pass our quality check"),
             sup("we're reprinting it"),
             sup("expected to ship by Thursday, 12/03"),
             sup("It'll come in its own parcel"),
             sup("you won't pay anything extra for shipping")],
            ["other_record_value"], ["ER401223310MY"],
            "ER401223310MY is the tracking number of the January order 300012511; this order's parcel is "
            "ER448120935MY."),
        bad("So sorry for the worry, Farah! Your second copy has been reprinted and is already on its way to "
            "you, separately from the first parcel (ER448120935MY). As a thank-you for waiting, we'll refund "
            "the RM 12.00 shipping you paid.",
            [na("So sorry for the worry, Farah!"),
             con("already on its way to you", "RECORD_STATE_MISMATCH"),
             sup("separately from the first parcel (ER448120935MY)"),
             ins("we'll refund the RM 12.00 shipping you paid", "NO_POLICY_EVIDENCE",
                 "CLAIM_WITHOUT_TOOL_EVIDENCE", "NLI_NOT_ENTAILED")],
            ["wrong_state", "invented_promise"], ["already on its way to you", "refund the RM 12.00 shipping"],
            "copy_2_status is REPRINT_QUEUED and qty_shipped is 1 of 2, so it has not shipped; the policy only "
            "waives the second parcel's shipping and no record holds a shipping refund."),
    ],
    repair=fix("Hi Farah! Your first copy and the gift box left our studio on 8 March with Pos Laju "
               "(ER448120935MY). The second copy is being reprinted after a scuff showed up at quality check, "
               "and it should go out by Thursday, 12/03, in its own parcel at no extra shipping cost.",
               [con("left our studio on 8 March", "DATE_MISMATCH"),
                sup("with Pos Laju (ER448120935MY)"),
                sup("The second copy is being reprinted"),
                sup("should go out by Thursday, 12/03"),
                sup("in its own parcel at no extra shipping cost")],
               ["unit_conversion"], ["on 8 March"],
               ["9 March|9/3|09/03|9th March|March 9", "ER448120935MY"],
               "The shipment's created_at 2026-03-08 18:05:32 is UTC; in Kuala Lumpur that is 9 March, 02:05."),
)

# ---------------------------------------------------------------- PB2: credit memo for one dark copy
pb2_ev = [
    rec("get_order#300013402", SRC, {
        "increment_id": "300013402", "state": "complete", "status": "complete",
        "created_at": "2026-03-01 13:40:19", "order_currency_code": "MYR", "base_currency_code": "USD",
        "customer_firstname": "Tan", "customer_lastname": "Mei Ling",
        "subtotal": "177.0000", "shipping_amount": "8.0000", "grand_total": "185.0000",
        "base_grand_total": "42.0500", "total_refunded": "59.0000", "base_total_refunded": "13.4100",
        "payment": {"method": "fpx_onlinebanking", "additional_information": {"bank": "MAYBANK2U"}},
        "items": [{"item_id": 51870, "sku": "PB-SC-A5P-24", "name": "Softcover Photo Book A5 Portrait, 24 pages",
                   "qty_ordered": 3, "qty_shipped": 3, "qty_refunded": 1, "price": "59.0000",
                   "base_price": "13.4100"}]}),
    rec("get_creditmemos#300013402", "tool:magento.V1.creditmemos.search", {
        "items": [
            {"increment_id": "300000969", "state": 3, "state_label": "CANCELED", "created_at": "2026-03-16 03:02:44",
             "grand_total": "185.0000", "base_grand_total": "42.0500", "shipping_amount": "8.0000",
             "comments": [{"comment": "Raised in error for the full order - voided.", "is_visible_on_front": 0}]},
            {"increment_id": "300000977", "state": 2, "state_label": "REFUNDED", "created_at": "2026-03-17 06:22:10",
             "subtotal": "59.0000", "shipping_amount": "0.0000", "adjustment_negative": "0.0000",
             "grand_total": "59.0000", "base_grand_total": "13.4100",
             "items": [{"sku": "PB-SC-A5P-24", "qty": 1, "price": "59.0000"}],
             "extension_attributes": {"refund_method": "FPX_ONLINE_BANKING", "gateway_ref": "FPX-8812039",
                                      "reason_code": "PRINT_COLOUR_DEFECT"}}]}),
    pol("policy#refund-timing",
        "We refund print defects at the price of the affected copy. Shipping is refunded only when a whole "
        "order is returned. Refunds to FPX online banking reach your bank account within 5-10 working days of "
        "the credit memo date. Card refunds can take up to 14 working days, depending on the issuing bank.",
        revision="v4"),
]

pb2 = dict(
    scenario="dark-copy-refund", domain=DOMAIN, evidence=pb2_ev, now="2026-03-18T15:00:00+08:00",
    question="Did you refund me for the dark copy yet? Order 300013402.",
    cases=[
        good("Yes! A refund of RM 59.00 for the one dark copy was processed on 17/03/2026, back to your FPX "
             "online banking account. It usually lands within 5 to 10 working days from that date. Sorry "
             "again about the colours!",
             [sup("A refund of RM 59.00 for the one dark copy"),
              sup("was processed on 17/03/2026"),
              sup("back to your FPX online banking account"),
              sup("within 5 to 10 working days from that date"),
              na("Sorry again about the colours!")],
             ["RM 59.00", "17/03/2026"],
             "Credit memo 300000977 (REFUNDED, qty 1, 59.0000, FPX_ONLINE_BANKING) created 2026-03-17 06:22 UTC "
             "= 17/03 14:22 MYT; the refund-timing policy gives FPX 5-10 working days."),
        good("Dear Puan Mei Ling,\n\nThank you for your patience. We have refunded fifty-nine ringgit for one "
             "copy of your A5 softcover book (credit memo 300000977), which was issued on 17 March. As the "
             "refund was made through FPX online banking, please allow five to ten working days for it to "
             "appear. Shipping is not part of this refund, as it is only refunded when a whole order is "
             "returned.\n\nWarm regards,\nAdib, Halaman Kita Support",
             [na("Thank you for your patience."),
              sup("We have refunded fifty-nine ringgit for one copy"),
              sup("(credit memo 300000977)"),
              sup("which was issued on 17 March"),
              sup("please allow five to ten working days"),
              sup("Shipping is not part of this refund"),
              sup("only refunded when a whole order is returned")],
             ["300000977", "fifty-nine ringgit"],
             "Credit memo 300000977: grand_total 59.0000, shipping_amount 0, created 17 March; FPX window and "
             "shipping rule from policy v4."),
        bad("Yes! A refund of RM 185.00 for your order was processed on 17/03/2026, back to your FPX online "
            "banking account. It usually lands within 5 to 10 working days from that date. Sorry again about "
            "the colours!",
            [con("A refund of RM 185.00 for your order", "AMOUNT_MISMATCH"),
             sup("was processed on 17/03/2026"),
             sup("back to your FPX online banking account"),
             sup("within 5 to 10 working days from that date"),
             na("Sorry again about the colours!")],
            ["stale_value"], ["RM 185.00"],
            "RM 185.00 is credit memo 300000969, which is CANCELED (raised in error); the live memo 300000977 "
            "is RM 59.00."),
        bad("Good news: RM 59.00 is on its way back to you for the dark copy, processed 17/03. Because it went "
            "back to your FPX account, give it up to 14 working days. We've also refunded the RM 8.00 shipping "
            "on your order.",
            [sup("RM 59.00 is on its way back to you for the dark copy"),
             sup("processed 17/03"),
             con("give it up to 14 working days", "NLI_CONTRADICTION"),
             con("We've also refunded the RM 8.00 shipping", "AMOUNT_MISMATCH", "VALUE_MISMATCH")],
            ["wrong_period", "invented_fact"], ["up to 14 working days", "refunded the RM 8.00 shipping"],
            "14 working days is the card window; FPX is 5-10. Credit memo 300000977 has shipping_amount 0 and "
            "the policy refunds shipping only on whole returns."),
    ],
    repair=fix("Hi Mei Ling! Your refund of RM 13.41 for the one dark copy went through on 17/03/2026 via FPX "
               "online banking, so expect it in your account within 5-10 working days.",
               [con("Your refund of RM 13.41 for the one dark copy", "AMOUNT_MISMATCH"),
                sup("went through on 17/03/2026 via FPX online banking"),
                sup("within 5-10 working days")],
               ["unit_conversion"], ["RM 13.41"],
               ["RM 59.00|RM 59|RM59|59.00", "5-10 working days|5 to 10 working days|five to ten working days"],
               "13.41 is base_grand_total in the USD base currency; the MYR refund is grand_total 59.0000."),
)

# ---------------------------------------------------------------- PB3: school yearbook quote, revised
pb3_ev = [
    rec("negotiable_quote#8840", "tool:magento.V1.negotiableQuote.get", {
        "quote_id": 8840, "name": "SMK Taman Sentosa 5 Amanah yearbook (60pp)",
        "customer": {"firstname": "Ramesh", "lastname": "Subramaniam", "prefix": "Cikgu",
                     "company": "SMK Taman Sentosa"},
        "extension_attributes": {"negotiable_quote": {"status": "submitted_by_admin",
                                                     "expiration_period": "2026-04-05",
                                                     "original_quote_id": 8812}},
        "currency": {"quote_currency_code": "MYR", "base_currency_code": "USD"},
        "items": [{"sku": "PB-HC-A4P-60", "name": "Hardcover Photo Book A4 Portrait, 60 pages",
                   "qty": 10, "price": "89.5000", "base_price": "20.3400", "row_total": "895.0000"}],
        "shipping_address": {"city": "Kuching", "region": "Sarawak", "postcode": "93350"},
        "totals": {"subtotal": "895.0000", "shipping_amount": "25.0000", "grand_total": "920.0000"},
        "comments": [{"creator_type": "ADMIN", "created_at": "2026-03-20 08:11:02",
                      "comment": "Re-quoted at 60 pages as requested. Replaces quote 8812."}]}),
    rec("negotiable_quote#8812", "tool:magento.V1.negotiableQuote.get", {
        "quote_id": 8812, "name": "SMK Taman Sentosa 5 Amanah yearbook",
        "extension_attributes": {"negotiable_quote": {"status": "closed", "expiration_period": "2026-03-31"}},
        "items": [{"sku": "PB-HC-A4P-80", "name": "Hardcover Photo Book A4 Portrait, 80 pages",
                   "qty": 10, "price": "112.0000", "base_price": "25.4500", "row_total": "1120.0000"}],
        "totals": {"subtotal": "1120.0000", "shipping_amount": "25.0000", "grand_total": "1145.0000"}}),
    pol("policy#bulk-books",
        "A negotiable quote holds the price shown until its expiry date. Orders of 10 or more copies of the "
        "same book get free delivery within Peninsular Malaysia; deliveries to Sabah, Sarawak and Labuan pay a "
        "flat RM 25.00. A PDF proof is sent within 2 working days of the quote being accepted.",
        revision="2026-01"),
]

pb3 = dict(
    scenario="yearbook-quote", domain=DOMAIN, evidence=pb3_ev, now="2026-03-23T09:45:00+08:00",
    question="Hi, can you confirm the final price for our 10 class yearbooks now that we cut it to 60 pages? "
             "And by when do we need to accept?",
    cases=[
        good("Hi Cikgu Ramesh! For 10 hardcover yearbooks at 60 pages, the updated quote (8840) comes to "
             "RM 89.50 per copy, so RM 895.00 for the books. Since delivery is to Sarawak, there's a flat "
             "RM 25.00 delivery charge, bringing it to RM 920.00 in total. The quote holds that price until "
             "5 April 2026. Once you accept, we'll send the PDF proof within 2 working days.",
             [sup("the updated quote (8840)"),
              sup("RM 89.50 per copy"),
              sup("so RM 895.00 for the books"),
              sup("a flat RM 25.00 delivery charge"),
              sup("RM 920.00 in total"),
              sup("holds that price until 5 April 2026"),
              sup("PDF proof within 2 working days")],
             ["RM 920.00", "5 April 2026"],
             "Quote 8840 (live, replaces 8812): 10 x 89.5000, shipping 25.0000 to Sarawak, grand_total 920.0000, "
             "expiration_period 2026-04-05; proof timing from the bulk-books policy."),
        good("Quote 8840: 10 x 60-page hardcover @ RM 89.50 = RM 895.00, + RM 25.00 East Malaysia delivery "
             "= RM 920.00. Valid till 05/04/2026.",
             [sup("10 x 60-page hardcover @ RM 89.50"),
              sup("= RM 895.00"),
              sup("+ RM 25.00 East Malaysia delivery"),
              sup("= RM 920.00"),
              sup("Valid till 05/04/2026")],
             ["RM 920.00", "05/04/2026"],
             "All figures from quote 8840 totals; Sarawak pays the flat RM 25.00 per policy."),
        bad("Hi Cikgu Ramesh! The quote for your 10 yearbooks is RM 112.00 per copy, RM 1,120.00 for the lot, "
            "and delivery to Sarawak adds a flat RM 25.00. It's held until 5 April 2026.",
            [con("RM 112.00 per copy", "AMOUNT_MISMATCH"),
             con("RM 1,120.00 for the lot", "AMOUNT_MISMATCH"),
             sup("delivery to Sarawak adds a flat RM 25.00"),
             sup("held until 5 April 2026")],
            ["stale_value", "stale_value"], ["RM 112.00", "RM 1,120.00"],
            "112.00 and 1,120.00 are from quote 8812 (80 pages, closed, replaced); live quote 8840 is RM 89.50 "
            "a copy, RM 895.00 for the books."),
        bad("Great news! The new quote 8840 is RM 89.50 per copy. Because you're ordering 10 copies, delivery "
            "is free, so your total is just RM 895.00. The price is held until 5 April 2026.",
            [sup("The new quote 8840 is RM 89.50 per copy"),
             con("delivery is free", "NLI_CONTRADICTION", "VALUE_MISMATCH", "AMOUNT_MISMATCH"),
             con("your total is just RM 895.00", "AMOUNT_MISMATCH"),
             sup("The price is held until 5 April 2026")],
            ["condition_unmet", "wrong_amount"], ["delivery is free", "total is just RM 895.00"],
            "Free delivery for 10+ copies holds only in Peninsular Malaysia; this quote ships to Kuching, "
            "Sarawak (shipping_amount 25.0000), so the total is RM 920.00."),
    ],
    repair=fix("Hello Cikgu! Your revised quote 8840 is RM 89.50 per copy for 10 hardcover books, RM 895.00 for "
               "the books plus RM 25.00 delivery to Sarawak, RM 910.00 in total. It's valid until 5 April 2026.",
               [sup("RM 89.50 per copy for 10 hardcover books"),
                sup("RM 895.00 for the books"),
                sup("plus RM 25.00 delivery to Sarawak"),
                con("RM 910.00 in total", "AMOUNT_MISMATCH"),
                sup("valid until 5 April 2026")],
               ["wrong_arithmetic"], ["RM 910.00"],
               ["RM 920.00|RM 920|RM920|920.00", "RM 89.50|89.50"],
               "895.00 + 25.00 is 920.00, which is quote 8840's grand_total."),
)

# ---------------------------------------------------------------- PB4: express switch escalated
pb4_ev = [
    rec("get_order#300014088", SRC, {
        "increment_id": "300014088", "state": "processing", "status": "in_production",
        "created_at": "2026-03-21 15:58:03", "order_currency_code": "MYR", "base_currency_code": "USD",
        "customer_firstname": "Nur", "customer_lastname": "Syafiqah Hamdan",
        "shipping_description": "Standard Delivery - Peninsular (3-5 working days)",
        "shipping_method": "flatrate_standard", "grand_total": "241.0000",
        "items": [{"sku": "PB-HC-SQ30-50", "name": "Hardcover Photo Book 30x30 cm, 50 pages", "qty_ordered": 1,
                   "qty_shipped": 0, "price": "229.0000", "base_price": "52.0500"}],
        "extension_attributes": {"production": {"stage": "BINDING", "print_batch": "B-0326-14",
                                                "estimated_ship_epoch": epoch_kl("2026-03-27 17:00"),
                                                "proof_approved_at": "2026-03-22 02:14:50"}},
        "status_histories": [{"created_at": "2026-03-24 07:30:12", "status": "in_production",
                              "comment": "Printed, moved to binding."}]}),
    refused("update_shipping_method#call-1", "update_shipping_method", "ESCALATE",
            {"order_id": "300014088", "new_method": "express_nextday"},
            reason="ORDER_IN_PRODUCTION_REQUIRES_APPROVAL"),
    pol("policy#delivery-changes",
        "Standard delivery within Peninsular Malaysia takes 3-5 working days after dispatch. Changes to the "
        "delivery method once an order is in production must be approved by the production lead. Such "
        "requests are reviewed within 1 working day, and any price difference is charged before dispatch."),
    psg("kb#express",
        "Express next-working-day delivery is offered in the Klang Valley only.\n"
        "It can be picked at checkout or, with approval, added later."),
]

pb4 = dict(
    scenario="express-switch", domain=DOMAIN, evidence=pb4_ev, now="2026-03-25T16:30:00+08:00",
    question="Can I switch order 300014088 to express delivery? It's for my mum's birthday on the 29th.",
    cases=[
        good("Hi Syafiqah! Your book is at the binding stage right now and is expected to leave our studio on "
             "Friday, 27 March. I couldn't switch it to express myself since it's already in production, so "
             "I've passed your request to our production lead, who reviews these within 1 working day. On "
             "standard delivery it takes 3-5 working days after dispatch.",
             [sup("at the binding stage"),
              sup("expected to leave our studio on Friday, 27 March"),
              sup("I couldn't switch it to express myself"),
              sup("I've passed your request to our production lead"),
              sup("who reviews these within 1 working day"),
              sup("3-5 working days after dispatch")],
             ["27 March", "1 working day"],
             "stage BINDING; estimated_ship_epoch is Fri 27/03 17:00 MYT; update_shipping_method was ESCALATED; "
             "review time and standard window from the delivery-changes policy."),
        good("Hey! Quick update on order 300014088: the express switch needs approval because the book's "
             "already in production, so it's been escalated to our production lead for a decision (usually "
             "within one working day). Right now it's being bound and should ship 27/03.",
             [sup("the express switch needs approval because the book's already in production"),
              sup("it's been escalated to our production lead"),
              sup("usually within one working day"),
              sup("it's being bound"),
              sup("should ship 27/03")],
             ["27/03"],
             "Refused call ESCALATE with ORDER_IN_PRODUCTION_REQUIRES_APPROVAL; stage BINDING; ship epoch 27/03."),
        bad("Done! I've switched your order to express next-day delivery, and there's no extra charge for the "
            "upgrade. Your book is at the binding stage and is expected to leave our studio on Friday, "
            "27 March.",
            [con("I've switched your order to express next-day delivery", "NOT_EXECUTED"),
             con("there's no extra charge for the upgrade", "NLI_CONTRADICTION", "NO_POLICY_EVIDENCE"),
             sup("Your book is at the binding stage"),
             sup("expected to leave our studio on Friday, 27 March")],
            ["refused_call_effect", "invented_promise"],
            ["I've switched your order to express", "no extra charge for the upgrade"],
            "update_shipping_method was ESCALATED, not done; the policy says any price difference is charged "
            "before dispatch."),
        bad("Hi Syafiqah! Your book is at the binding stage right now and is expected to leave our studio on "
            "Thursday, 26 March. I couldn't switch it to express myself since it's already in production, so "
            "I've passed your request to our production lead. Standard delivery usually takes 1-3 working days "
            "after dispatch.",
            [sup("at the binding stage"),
             con("expected to leave our studio on Thursday, 26 March", "DATE_MISMATCH"),
             sup("I couldn't switch it to express myself"),
             sup("I've passed your request to our production lead"),
             con("usually takes 1-3 working days after dispatch", "NLI_CONTRADICTION")],
            ["wrong_date", "wrong_period"], ["Thursday, 26 March", "1-3 working days"],
            "estimated_ship_epoch is Friday 27/03 17:00 MYT; the policy gives standard delivery 3-5 working days."),
    ],
    repair=fix("Hi! Your photo book has been packed and is waiting for the courier. Changing it to express "
               "needs our production lead's approval, so I've escalated it, and you should hear back within "
               "1 working day.",
               [con("has been packed and is waiting for the courier", "RECORD_STATE_MISMATCH"),
                sup("needs our production lead's approval"),
                sup("so I've escalated it"),
                sup("hear back within 1 working day")],
               ["wrong_state"], ["packed and is waiting for the courier"],
               ["binding|being bound|bound|in production", "escalated|production lead"],
               "production.stage is BINDING (status in_production, qty_shipped 0); it is not packed yet."),
)

# An extra wrong draft for the yearbook quote: a perk the policy never lists.
pb3["cases"].append(bad(
    "Hi Cikgu Ramesh! Quote 8840 is RM 89.50 per copy, RM 920.00 in total including the flat RM 25.00 Sarawak "
    "delivery. Bulk orders like yours also come with a free digital PDF copy of the yearbook for every student. "
    "The price holds until 5 April 2026.",
    [sup("Quote 8840 is RM 89.50 per copy"),
     sup("RM 920.00 in total including the flat RM 25.00 Sarawak delivery"),
     ins("a free digital PDF copy of the yearbook for every student", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED"),
     sup("The price holds until 5 April 2026")],
    ["unlisted_perk"], ["free digital PDF copy"],
    "Neither quote 8840 nor the bulk-books policy lists a digital copy; the policy's PDF is a proof sent before "
    "printing."))

BUNDLES = [pb1, pb2, pb3, pb4]
