# Scenario 17: sporting goods, tent return window and warranty after a discount code
D = "sporting goods"
SC = "tent-return-window"
Q = "Got my tent and footprint (order #10833). If the tent doesn't work out after a test pitch, how long do I have to return it, and what would I get back?"
EV = [
    {"id": "get_order#10833", "kind": "record", "source": "tool:shop.orders.get",
     "fields": {"order": {
         "name": "#10833", "created_at": "2026-04-05T12:30:18-04:00", "currency": "CAD",
         "financial_status": "paid", "fulfillment_status": "fulfilled",
         "subtotal_price": "431.80", "total_discounts": "76.20", "total_tax": "56.13", "total_price": "487.93",
         "discount_codes": [{"code": "CAMP15", "amount": "76.20", "type": "percentage"}],
         "line_items": [
             {"id": 8301, "title": "Ridgeline 3P Backpacking Tent", "price": "449.00", "quantity": 1, "total_discount": "67.35"},
             {"id": 8302, "title": "Footprint for Ridgeline 3P", "price": "59.00", "quantity": 1, "total_discount": "8.85"}],
         "fulfillments": [{"id": 833001, "tracking_company": "Canada Post", "tracking_number": "7023441076620193",
                           "shipment_status": "delivered", "delivered_at": "2026-04-10T16:45:00-04:00"}]}}},
    {"id": "policy#camping-returns", "kind": "policy", "revision": "2026-03",
     "text": "Tents carry a 2-year manufacturer warranty against seam and pole defects. "
             "Camping gear can be returned within 45 days of delivery if it's unused; setting up a tent indoors to check it counts as unused. "
             "Discounted items are refunded at the price paid, plus the tax charged on it."},
]
NOW = "2026-04-20T10:00:00-04:00"

add(SC, D, Q,
    "- Delivered Apr 10.\n- If unused, it can come back until May 25 (45 days).\n- A test pitch indoors still counts as unused.\n- Refund is the price you paid: $381.65 for the tent after CAMP15, plus tax.",
    EV,
    [S("Delivered Apr 10"), S("it can come back until May 25 (45 days)"), S("A test pitch indoors still counts as unused"),
     S("Refund is the price you paid: $381.65 for the tent after CAMP15, plus tax")],
    includes=["May 25", "381.65"],
    notes="delivered_at 2026-04-10 + 45 days = 2026-05-25; policy sentence 2; tent 449.00 - 67.35 = 381.65, policy sentence 3.")

add(SC, D, Q,
    "Hi Graham, the Ridgeline 3P also comes with a 2-year manufacturer warranty on seams and poles, so you're covered after the return window too.",
    EV,
    [S("the Ridgeline 3P also comes with a 2-year manufacturer warranty on seams and poles"),
     S("you're covered after the return window too")],
    includes=["2-year"],
    notes="policy sentence 1; 2 years outlasts the 45-day window.")

add(SC, D, Q,
    "Return window open until May 25, 2026. You paid $487.93 in total for the tent and footprint.",
    EV,
    [S("Return window open until May 25, 2026"), S("You paid $487.93 in total for the tent and footprint")],
    includes=["May 25", "487.93"],
    notes="delivered 2026-04-10 + 45 days; total_price 487.93.")

add(SC, D, Q,
    "Your tent and footprint together came to $431.80 after the 15% code, before tax. Set it up indoors if you like; that's still considered unused.",
    EV,
    [S("Your tent and footprint together came to $431.80 after the 15% code"), S("that's still considered unused")],
    includes=["431.80"],
    notes="subtotal_price 431.80 after CAMP15; policy sentence 2.")

add(SC, D, Q,
    "- Return window: 45 days from delivery, so until May 25.\n- You'd get the full $449.00 back for the tent, plus tax.\n- Warranty: 1 year on seams and poles.",
    EV,
    [S("until May 25"), C("the full $449.00 back for the tent", "AMOUNT_MISMATCH", "NLI_CONTRADICTION"),
     C("Warranty: 1 year on seams and poles", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["wrong_amount", "wrong_period"], excludes=["$449.00 back", "1 year"],
    notes="policy: refunded at price paid, 381.65 after CAMP15; warranty is 2 years.")

add(SC, D, Q,
    "Your tent was delivered Apr 10, so you can return it unused until May 10. Refund would be what you paid after the discount, plus tax.",
    EV,
    [S("Your tent was delivered Apr 10"), C("until May 10", "DATE_MISMATCH", "NLI_CONTRADICTION"),
     S("Refund would be what you paid after the discount, plus tax")],
    errors=["wrong_date"], excludes=["May 10"],
    notes="45 days from 2026-04-10 is 2026-05-25 (May 10 would be 30 days).")

add(SC, D, Q,
    "Delivered Apr 10, so the 45-day return window runs to May 20. You'd get back the $381.65 you paid for the tent, plus its tax.",
    EV,
    [S("Delivered Apr 10"), C("runs to May 20", "DATE_MISMATCH"), S("You'd get back the $381.65 you paid for the tent, plus its tax")],
    errors=["wrong_date"], excludes=["May 20"],
    includes=["May 25|May 25, 2026|2026-05-25", "381.65"], repair=True,
    notes="2026-04-10 + 45 days = 2026-05-25.")
