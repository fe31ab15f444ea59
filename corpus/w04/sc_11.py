# Scenario 11: independent bookshop, book-club order with discount and local delivery window
D = "independent bookshop"
SC = "bookclub-delivery"
Q = "Can you confirm our book club discount went through on order #50190, and when the books will be dropped off?"
EV = [
    {"id": "get_order#50190", "kind": "record", "source": "tool:shop.orders.get",
     "fields": {"order": {
         "name": "#50190", "created_at": "2026-04-07T19:12:55-04:00", "currency": "CAD",
         "financial_status": "paid", "fulfillment_status": None,
         "subtotal_price": "117.04", "total_discounts": "20.66", "total_tax": "5.85", "total_price": "122.89",
         "tax_lines": [{"title": "GST", "rate": 0.05, "price": "5.85"}],
         "shipping_lines": [{"title": "Local delivery (within 5 km)", "price": "0.00", "code": "LOCAL_FREE"}],
         "discount_applications": [{"type": "automatic", "title": "BOOK_CLUB_15", "value": "15.0", "value_type": "percentage"}],
         "line_items": [{"id": 2290, "title": "Salt and Cedar (paperback)", "price": "22.95", "quantity": 6,
                         "total_discount": "20.66"}]}}},
    {"id": "get_fulfillment_orders#50190", "kind": "record", "source": "tool:shop.fulfillment_orders.list",
     "fields": {"fulfillment_orders": [{"id": 880231, "status": "scheduled", "delivery_method": {"method_type": "LOCAL"},
                                        "delivery_window": {"start": ep("2026-04-10 14:00"), "end": ep("2026-04-10 17:00")}}]}},
    {"id": "get_customer#nadia.r", "kind": "record", "source": "tool:shop.customers.get",
     "fields": {"customer": {"first_name": "Nadia", "tags": ["BOOK_CLUB"],
                             "metafields": {"club_name": "Thursday Readers", "club_discount_pct": 15, "member_since": "2024-09"}}}},
    {"id": "policy#book-clubs", "kind": "policy", "revision": "2025-08",
     "text": "Local delivery within 5 km of the shop is free; beyond that it's CA$6. "
             "Registered book clubs get 15% off when they order 5 or more copies of the same title. "
             "Deliveries arrive within a 3-hour window that we confirm by email."},
]
NOW = "2026-04-08T12:00:00-04:00"

add(SC, D, Q,
    "- 6 copies of Salt and Cedar, book-club discount applied: $20.66 off.\n- Total $122.89 incl. GST.\n- Local delivery Friday between 2 and 5 PM, no charge.",
    EV,
    [S("6 copies of Salt and Cedar"), S("book-club discount applied: $20.66 off"), S("Total $122.89 incl. GST"),
     S("Local delivery Friday between 2 and 5 PM"), S("no charge")],
    includes=["122.89", "2 and 5 PM"], now=NOW,
    notes="quantity 6; total_discount 20.66 BOOK_CLUB_15; total 122.89 with GST line; delivery_window Apr 10 (Fri) 14:00-17:00 Toronto; shipping 0.00.")

add(SC, D, Q,
    "Hi Nadia! Your Thursday Readers discount (15%) is on the order. Six paperbacks at $22.95 come to $137.70 before the discount and $117.04 after. We'll drop them off Apr 10, 2-5 PM.",
    EV,
    [N("Hi Nadia!"), S("Your Thursday Readers discount (15%) is on the order"), S("Six paperbacks at $22.95 come to $137.70 before the discount"),
     S("$117.04 after"), S("We'll drop them off Apr 10, 2-5 PM")],
    includes=["117.04", "Apr 10"], now=NOW,
    notes="6 x 22.95 = 137.70; subtotal_price 117.04; window Apr 10 14:00-17:00 local.")

add(SC, D, Q,
    "Delivery window: Friday, Apr 10, 2:00-5:00 PM. Free local delivery.",
    EV,
    [S("Delivery window: Friday, Apr 10, 2:00-5:00 PM"), S("Free local delivery")],
    includes=["Apr 10", "2:00-5:00 PM"], now=NOW,
    notes="delivery_window epochs = 2026-04-10 14:00-17:00 EDT; shipping LOCAL_FREE 0.00.")

add(SC, D, Q,
    "The 15% club discount was applied because the order has 5 or more copies of one title. GST of $5.85 was charged on the discounted amount.",
    EV,
    [S("The 15% club discount was applied"), S("because the order has 5 or more copies of one title"),
     S("GST of $5.85 was charged on the discounted amount")],
    includes=["15%", "5.85"],
    notes="BOOK_CLUB_15 discount application; policy sentence 2; GST 5% of 117.04 = 5.85.")

add(SC, D, Q,
    "- Club discount applied: 6 copies at $22.95 = $132.70, less 15%.\n- Delivery Apr 10 between 6 and 9 PM.",
    EV,
    [C("6 copies at $22.95 = $132.70", "AMOUNT_MISMATCH"), S("less 15%"),
     C("between 6 and 9 PM", "DATE_MISMATCH", "VALUE_MISMATCH")],
    errors=["wrong_arithmetic", "unit_conversion"], excludes=["$132.70", "between 6 and 9 PM"],
    notes="6 x 22.95 = 137.70; delivery_window 14:00-17:00 EDT (18:00-21:00 UTC).")

add(SC, D, Q,
    "Your book-club discount is applied; clubs get 15% off on 3 or more copies of a title. The books will be delivered Thursday, Apr 9, between 2 and 5 PM.",
    EV,
    [S("Your book-club discount is applied"), C("15% off on 3 or more copies", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
     C("Thursday, Apr 9", "DATE_MISMATCH"), S("between 2 and 5 PM")],
    errors=["wrong_policy_condition", "wrong_date"], excludes=["3 or more copies", "Thursday, Apr 9"], now=NOW,
    notes="policy requires 5 or more copies; delivery window is Apr 10 (Friday).")

add(SC, D, Q,
    "Your 15% book-club discount ($20.66) is applied. We'll deliver the six copies Thursday, Apr 9, between 2 and 5 PM, free of charge.",
    EV,
    [S("Your 15% book-club discount ($20.66) is applied"), C("Thursday, Apr 9", "DATE_MISMATCH"),
     S("between 2 and 5 PM"), S("free of charge")],
    errors=["wrong_date"], excludes=["Apr 9"],
    includes=["Apr 10|April 10|Friday", "20.66"], repair=True, now=NOW,
    notes="delivery_window start 2026-04-10 14:00 EDT.")

add(SC, D, Q,
    "Discount applied: $20.66 off the six copies. Your total, including GST, is $117.04. Delivery is Apr 10, 2-5 PM.",
    EV,
    [S("Discount applied: $20.66 off the six copies"), C("Your total, including GST, is $117.04", "AMOUNT_MISMATCH"),
     S("Delivery is Apr 10, 2-5 PM")],
    errors=["wrong_role"], excludes=["$117.04"],
    includes=["$122.89|122.89", "Apr 10|April 10"], repair=True,
    notes="117.04 is subtotal_price (before GST); total_price is 122.89.")
