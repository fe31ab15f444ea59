"""Sheet-music and accessories shop: Fermata Music Supply, Indianapolis (America/Indiana/Indianapolis)."""
from common import *

DOMAIN = "sheet-music and accessories shop"

LOC = rec("locations.retrieve#LFMSIND1", "tool:locations.retrieve", {"location": {
    "id": "LFMSIND1", "name": "Fermata Music Supply", "timezone": "America/Indiana/Indianapolis", "status": "ACTIVE"}})

# ---------------------------------------------------------------- B22 backordered Bach
B22 = dict(
    scenario="backordered-cello-suites", domain=DOMAIN,
    question="Only part of my order showed up. Where's the Bach?",
    now="2026-03-27T12:00:00-04:00",
    evidence=[
        rec("orders.retrieve#ORD-FM-5040", "tool:orders.retrieve", {"order": {
            "id": "ORD-FM-5040", "state": "OPEN", "version": 4, "location_id": "LFMSIND1",
            "line_items": [
                {"uid": "l1", "name": "Suzuki Violin School Vol. 2", "quantity": "1", "base_price_money": usd(1299)},
                {"uid": "l2", "name": "Bach: Six Cello Suites (urtext)", "quantity": "1", "base_price_money": usd(2495)},
                {"uid": "l3", "name": "Rosin - dark", "quantity": "2", "base_price_money": usd(750), "total_money": usd(1500)}],
            "service_charges": [{"name": "Shipping", "amount_money": usd(599)}],
            "total_money": usd(5893),
            "tenders": [{"type": "CARD", "amount_money": usd(5893)}],
            "fulfillments": [
                {"uid": "f1", "type": "SHIPMENT", "state": "COMPLETED", "line_item_uids": ["l1", "l3"],
                 "shipment_details": {"carrier": "USPS", "tracking_number": "9400111899560042233187",
                                      "delivered_at": "2026-03-25T19:40:00Z"}},
                {"uid": "f2", "type": "SHIPMENT", "state": "PROPOSED", "line_item_uids": ["l2"],
                 "shipment_details": {"backorder": True, "expected_ship_date": "2026-04-08",
                                      "shipping_charge_money": usd(0)}}]}}),
        rec("orders.retrieve#ORD-FM-4410", "tool:orders.retrieve", {"order": {
            "id": "ORD-FM-4410", "state": "COMPLETED",
            "line_items": [{"name": "Guitar strings, 11-52 phosphor bronze", "quantity": "3", "base_price_money": usd(899)}],
            "fulfillments": [{"type": "SHIPMENT", "state": "COMPLETED"}]}}),
        LOC,
        pol("policy#backorders", "Publisher ETAs can slip by a week or two. Backordered items are charged at checkout "
            "and ship free as soon as they arrive. You can cancel a backordered item for a full refund any time "
            "before it ships.", "v2"),
    ],
    ok=[
        dict(draft="Hey! The Bach Cello Suites are on backorder from the publisher, with an ETA of April 8; they'll ship "
                   "free as soon as they land. The Suzuki book and the two rosins already arrived.",
             probes=[ok("The Bach Cello Suites are on backorder"), ok("an ETA of April 8"),
                     ok("they'll ship free as soon as they land"), ok("The Suzuki book and the two rosins already arrived")],
             inc=["April 8"],
             notes="fulfillment f2 PROPOSED backorder expected 2026-04-08, shipping 0; f1 COMPLETED delivered March 25."),
        dict(draft="If you'd rather not wait, you can cancel the Bach for a full $24.95 refund any time before it ships. "
                   "Heads up that publisher dates can slip by a week or two.",
             probes=[ok("cancel the Bach for a full $24.95 refund any time before it ships"),
                     ok("publisher dates can slip by a week or two")],
             inc=["$24.95"], notes="line l2 2495; policy cancel sentence and ETA slip sentence."),
        dict(draft="Bach's backordered, ETA 4/8, and ships at no extra charge.",
             probes=[ok("Bach's backordered"), ok("ETA 4/8"), ok("ships at no extra charge")],
             inc=["4/8"], notes="f2 backorder, expected_ship_date 2026-04-08, shipping_charge_money 0."),
    ],
    bad=[
        dict(draft="The Bach shipped separately and should arrive any day now. The Suzuki book and rosin were delivered "
                   "on the 25th.",
             probes=[bad("The Bach shipped separately", STATE), either("should arrive any day now", STATE + NOREC),
                     ok("delivered on the 25th")],
             exc=["shipped separately", "arrive any day now"], errors=["wrong_state", "invented_promise"],
             notes="f2 is PROPOSED (backorder, expected to ship April 8); f1 delivered 2026-03-25."),
        dict(draft="The Bach is on backorder until April 8, and there'll be a small shipping charge for the second "
                   "package. If you cancel it instead, you'd get $2,495 back.",
             probes=[ok("The Bach is on backorder until April 8"),
                     bad("a small shipping charge for the second package", NLIC + AMT),
                     bad("you'd get $2,495 back", AMT)],
             exc=["small shipping charge", "$2,495"], errors=["wrong_policy_condition", "unit_conversion"],
             notes="Policy: backorders ship free (shipping_charge_money 0); 2495 is minor units, i.e. $24.95."),
    ],
    repair=dict(
        draft="The Bach is backordered with an ETA of April 8, and cancelling it would refund $29.95.",
        probes=[ok("The Bach is backordered with an ETA of April 8"), bad("would refund $29.95", AMT)],
        exc=["$29.95"], inc=["$24.95|24.95", "April 8"], errors=["wrong_amount"],
        notes="line l2 base_price_money 2495."),
)

# ---------------------------------------------------------------- B23 opened reeds return
B23 = dict(
    scenario="reed-return-opened", domain=DOMAIN,
    question="Returning both boxes of reeds. I opened one but they're the wrong strength.",
    now="2026-05-14T10:00:00-04:00",
    evidence=[
        rec("orders.retrieve#ORD-FM-5288", "tool:orders.retrieve", {"order": {
            "id": "ORD-FM-5288", "state": "COMPLETED", "created_at": "2026-05-02T17:20:00Z",
            "line_items": [{"uid": "r", "name": "Alto sax reeds, strength 3 (box of 10)", "quantity": "2",
                            "base_price_money": usd(3100), "total_money": usd(6200)},
                           {"uid": "m", "name": "Clip-on metronome tuner", "quantity": "1", "base_price_money": usd(2400)}],
            "total_money": usd(8600),
            "tenders": [{"type": "CARD", "amount_money": usd(8600),
                         "card_details": {"card": {"card_brand": "DISCOVER", "last_4": "6620"}}}],
            "returns": [{"uid": "RTN-208", "return_line_items": [
                {"source_line_item_uid": "r", "quantity": "1", "state": "APPROVED", "base_price_money": usd(3100)},
                {"source_line_item_uid": "r", "quantity": "1", "state": "REJECTED", "reason": "OPENED_HYGIENE"}],
                "return_amounts": {"total_money": usd(3100)}}]}}),
        rec("refunds.get#RFD-FM-901", "tool:refunds.get", {"refund": {
            "id": "RFD-FM-901", "order_id": "ORD-FM-5288", "status": "PENDING", "amount_money": usd(3100),
            "destination": "ORIGINAL_CARD"}}),
        LOC,
        pol("policy#returns", "Unopened accessories can be returned within 30 days for a refund to the original "
            "payment. Sheet music returns are accepted within 14 days if unmarked. Strings, reeds and mouthpieces "
            "can't be returned once the sealed pack is opened, for hygiene and quality reasons. Defective items are "
            "swapped at any time.", "v7"),
    ],
    ok=[
        dict(draft="Hey! The unopened box is approved for return, so $31 is headed back to your Discover ending 6620. "
                   "The opened box can't come back, since reeds aren't returnable once the seal's broken.",
             probes=[ok("The unopened box is approved for return"), ok("$31 is headed back to your Discover ending 6620"),
                     ok("The opened box can't come back"), ok("reeds aren't returnable once the seal's broken")],
             inc=["$31", "6620"],
             notes="RTN-208 one APPROVED at 3100, one REJECTED OPENED_HYGIENE; refund to original card (Discover 6620)."),
        dict(draft="Return RTN-208: one box of reeds approved ($31.00 refund, still pending); the opened box was declined "
                   "for hygiene reasons.",
             probes=[ok("one box of reeds approved"), ok("($31.00 refund"), ok("still pending"),
                     ok("the opened box was declined for hygiene reasons")],
             inc=["$31.00"], notes="RTN-208 lines; RFD-FM-901 PENDING 3100."),
    ],
    bad=[
        dict(draft="Both boxes are approved, so you'll get $62 back on your Discover.",
             probes=[bad("Both boxes are approved", STATE + VAL), bad("you'll get $62 back", AMT)],
             exc=["Both boxes are approved", "$62 back"], errors=["wrong_quantity", "wrong_amount"],
             notes="Only one box APPROVED (the other REJECTED); refund is 3100."),
        dict(draft="The unopened box is approved for $31. Opened reeds can still come back within 14 days, and the "
                   "refund will go to store credit.",
             probes=[ok("The unopened box is approved for $31"), bad("Opened reeds can still come back within 14 days", NLIC),
                     bad("the refund will go to store credit", VAL + NLIC)],
             exc=["can still come back within 14 days", "store credit"],
             errors=["wrong_policy_condition", "wrong_value"],
             notes="14 days is the sheet-music rule; opened reeds aren't returnable. Refund destination ORIGINAL_CARD."),
    ],
    repair=dict(
        draft="Your unopened box is approved, and $31 is going back to your Visa ending 6620.",
        probes=[ok("Your unopened box is approved"), bad("your Visa ending 6620", VAL)],
        exc=["Visa"], inc=["Discover", "$31"], errors=["wrong_value"],
        notes="card_brand DISCOVER."),
)

# ---------------------------------------------------------------- B24 gift card and card split tender
B24 = dict(
    scenario="gift-card-split", domain=DOMAIN,
    question="How much is left on my gift card after that order, and how was the rest paid?",
    now="2026-01-12T16:00:00-05:00",
    evidence=[
        rec("orders.retrieve#ORD-FM-5127", "tool:orders.retrieve", {"order": {
            "id": "ORD-FM-5127", "state": "COMPLETED", "receipt_number": "5127-0031",
            "line_items": [{"name": "Real Book Vol. 1 (C)", "quantity": "1", "base_price_money": usd(3995)},
                           {"name": "Folding music stand", "quantity": "1", "base_price_money": usd(2495)},
                           {"name": "Clip-on metronome", "quantity": "1", "base_price_money": usd(1650)}],
            "total_tax_money": usd(500), "total_money": usd(8640),
            "tenders": [{"type": "SQUARE_GIFT_CARD", "amount_money": usd(5000), "gift_card_last_4": "5566"},
                        {"type": "CARD", "amount_money": usd(3640),
                         "card_details": {"card": {"card_brand": "MASTERCARD", "last_4": "2281"}}}]}}),
        rec("gift_cards.retrieve#gftc-5566", "tool:gift_cards.retrieve", {"gift_card": {
            "id": "gftc:8c1e07a55566", "gan": "7783441009215566", "state": "ACTIVE", "balance_money": usd(2500)}}),
        rec("gift_card_activities.list#gftc-5566", "tool:gift_card_activities.list", {"gift_card_activities": [
            {"type": "ACTIVATE", "created_at": "2025-12-20T21:00:00Z", "activate_activity_details": {"amount_money": usd(7500)}},
            {"type": "REDEEM", "created_at": "2026-01-09T18:32:00Z", "redeem_activity_details": {"amount_money": usd(5000)}}]}),
        LOC,
        pol("policy#gift-cards", "Gift cards never expire and carry no fees. They can't be redeemed for cash except "
            "where state law requires it. Lost cards can be replaced if you have the purchase receipt.", "v1"),
    ],
    ok=[
        dict(draft="Hey! Your order came to $86.40: $50 went on the gift card and the other $36.40 on your Mastercard "
                   "ending 2281. That leaves $25 on the gift card, and it never expires.",
             probes=[ok("Your order came to $86.40"), ok("$50 went on the gift card"),
                     ok("the other $36.40 on your Mastercard ending 2281"), ok("That leaves $25 on the gift card"),
                     ok("it never expires")],
             inc=["$25", "$36.40"],
             notes="total 8640; tenders gift card 5000, Mastercard 2281 3640; gift card balance 2500; policy never expire."),
        dict(draft="Gift card ending 5566 has $25.00 left (it started at $75, and $50 went toward this order).",
             probes=[ok("Gift card ending 5566 has $25.00 left"), ok("it started at $75"), ok("$50 went toward this order")],
             inc=["$25.00"], notes="gan ends 5566; ACTIVATE 7500, REDEEM 5000, balance 2500."),
    ],
    bad=[
        dict(draft="That leaves $25.00 on your gift card, which expires a year after purchase. The other $36.40 went on "
                   "your card ending 5566.",
             probes=[ok("That leaves $25.00 on your gift card"), bad("expires a year after purchase", NLIC),
                     bad("your card ending 5566", IDM)],
             exc=["expires a year after purchase", "card ending 5566"], errors=["wrong_policy_condition", "wrong_role"],
             notes="Gift cards never expire; 5566 is the gift card's number, the paying card ends 2281."),
        dict(draft="Your gift card still has $75 on it. The order was $86.40, and after the $50 gift card payment, $46.40 "
                   "went on your Mastercard.",
             probes=[bad("Your gift card still has $75 on it", AMT), ok("The order was $86.40"),
                     bad("$46.40 went on your Mastercard", AMT)],
             exc=["still has $75", "$46.40"], errors=["stale_value", "wrong_arithmetic"],
             notes="$75 was the activation amount; balance_money is 2500. 86.40 - 50 = 36.40."),
    ],
    repair=dict(
        draft="Your gift card had $50 taken off for this order, leaving $35 on it.",
        probes=[ok("Your gift card had $50 taken off"), bad("leaving $35 on it", AMT)],
        exc=["$35"], inc=["$25|25", "$50"], errors=["wrong_arithmetic"],
        notes="75 - 50 = 25; balance_money 2500."),
)

# ---------------------------------------------------------------- B25 teacher discount scope
B25 = dict(
    scenario="teacher-discount-scope", domain=DOMAIN,
    question="Does my teacher discount cover the valve oil too? What's the total?",
    now="2026-02-03T11:00:00-05:00",
    evidence=[
        rec("orders.retrieve#ORD-FM-5190", "tool:orders.retrieve", {"order": {
            "id": "ORD-FM-5190", "state": "OPEN", "version": 2, "customer_id": "CUST-FM-3306",
            "line_items": [
                {"uid": "bk", "name": "Essential Elements for Band, Book 1 - Flute", "quantity": "6",
                 "base_price_money": usd(899), "gross_sales_money": usd(5394), "total_discount_money": usd(809),
                 "total_money": usd(4585)},
                {"uid": "oil", "name": "Valve oil, 2 oz", "quantity": "2", "base_price_money": usd(650),
                 "total_discount_money": usd(0), "total_money": usd(1300)}],
            "discounts": [{"name": "Teacher 15% - print music", "percentage": "15", "scope": "LINE_ITEM",
                           "applied_money": usd(809)}],
            "service_charges": [{"name": "Shipping", "amount_money": usd(0)}],
            "total_discount_money": usd(809), "total_money": usd(5885)}}),
        rec("customers.retrieve#CUST-FM-3306", "tool:customers.retrieve", {"customer": {
            "id": "CUST-FM-3306", "given_name": "Priya", "group_ids": ["GRP-TEACHERS"],
            "custom_attributes": {"teacher_status": "VERIFIED", "teacher_verified_through": "2026-08-31",
                                  "school": "Warren Central Middle School"}}}),
        LOC,
        pol("policy#teachers", "Registered teachers get 15% off print music. The discount doesn't apply to "
            "accessories, instruments or gift cards. Teacher orders of $50 or more after the discount ship free; "
            "below that, shipping is $5.99. Teacher status is renewed each August with a school or studio ID.", "v4"),
    ],
    ok=[
        dict(draft="Hey! Your 15% teacher discount took $8.09 off the six flute books, but it doesn't apply to "
                   "accessories like the valve oil. Your total's $58.85, and shipping's free since you're over $50.",
             probes=[ok("Your 15% teacher discount took $8.09 off the six flute books"),
                     ok("it doesn't apply to accessories like the valve oil"), ok("Your total's $58.85"),
                     ok("shipping's free since you're over $50")],
             inc=["$58.85"],
             notes="discount applied_money 809 on the book line only; total 5885; policy free shipping at $50+."),
        dict(draft="Total: $58.85 (books $45.85 after the discount + valve oil $13.00), with free shipping.",
             probes=[ok("Total: $58.85"), ok("books $45.85 after the discount"), ok("valve oil $13.00"),
                     ok("with free shipping")],
             inc=["$58.85"], notes="line totals 4585 and 1300; shipping 0."),
        dict(draft="The valve oil's full price: accessories aren't part of the teacher discount. Your teacher status is "
                   "good through August 31.",
             probes=[ok("The valve oil's full price"), ok("accessories aren't part of the teacher discount"),
                     ok("good through August 31")],
             inc=["August 31"], notes="oil total_discount 0; policy; teacher_verified_through 2026-08-31."),
    ],
    bad=[
        dict(draft="Yep, the teacher discount covers the valve oil too, so you saved $10.04 on this order. Total's "
                   "$58.85.",
             probes=[bad("the teacher discount covers the valve oil too", NLIC + VAL),
                     bad("you saved $10.04", AMT), ok("Total's $58.85")],
             exc=["covers the valve oil", "$10.04"], errors=["unlisted_perk", "wrong_amount"],
             notes="Oil line has no discount and the policy excludes accessories; discount is 809."),
        dict(draft="Your teacher status is good through August 2027, and teacher orders over $40 ship free.",
             probes=[bad("good through August 2027", DATE), bad("teacher orders over $40 ship free", POLC)],
             exc=["August 2027", "over $40"], errors=["wrong_date", "wrong_policy_condition"],
             notes="teacher_verified_through 2026-08-31; policy threshold is $50."),
    ],
    repair=dict(
        draft="The 15% came off the flute books only, and your total is $66.94.",
        probes=[ok("The 15% came off the flute books only"), bad("your total is $66.94", AMT)],
        exc=["$66.94"], inc=["$58.85|58.85", "15%"], errors=["wrong_arithmetic"],
        notes="$66.94 is the sum before the $8.09 discount; order total_money is 5885."),
)

BUNDLES = [B22, B23, B24, B25]
