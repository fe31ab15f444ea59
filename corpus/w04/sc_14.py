# Scenario 14: cosmetics, gift-with-purchase threshold not met (before tax), parcel in transit
D = "cosmetics"
SC = "gwp-threshold"
Q = "I paid over $85 on order #22080 but didn't get a note about my free mini cleanser. Is it coming?"
EV = [
    {"id": "get_order#22080", "kind": "record", "source": "tool:shop.orders.get",
     "fields": {"order": {
         "name": "#22080", "created_at": "2026-04-12T21:03:58-04:00", "currency": "CAD",
         "financial_status": "paid", "fulfillment_status": "fulfilled",
         "subtotal_price": "82.00", "total_tax": "10.66", "total_price": "92.66",
         "shipping_lines": [{"title": "Free shipping", "price": "0.00"}],
         "line_items": [
             {"id": 72011, "title": "Hydra Barrier Cream 50 mL", "price": "58.00", "quantity": 1, "total_discount": "0.00"},
             {"id": 72012, "title": "Lip Oil - Fig", "price": "24.00", "quantity": 1, "total_discount": "0.00"}],
         "fulfillments": [{"id": 620877, "status": "success", "tracking_company": "Purolator",
                           "tracking_number": "335912004471", "shipment_status": "in_transit",
                           "estimated_delivery_at": "2026-04-16"}]}}},
    {"id": "policy#promos-april", "kind": "policy", "revision": "2026-04",
     "text": "Free shipping on orders of CA$50 or more. "
             "Gift with purchase, April 1-30: a free 30 mL Oat Milk Cleanser with orders of CA$85 or more before tax, while supplies last. "
             "The gift is added automatically at checkout and shows as a $0.00 line item."},
]
NOW = "2026-04-14T16:00:00-04:00"

add(SC, D, Q,
    "- No free mini on this one: the gift needs $85 before tax, and #22080 came to $82.00 before tax.\n- Your order is in transit with Purolator (335912004471), expected Apr 16.",
    EV,
    [S("No free mini on this one"), S("the gift needs $85 before tax"), S("#22080 came to $82.00 before tax"),
     S("Your order is in transit with Purolator (335912004471)"), S("expected Apr 16")],
    includes=["82.00", "Apr 16"],
    notes="no $0.00 gift line; policy threshold CA$85 before tax; subtotal 82.00; fulfillment in_transit, est 2026-04-16.")

add(SC, D, Q,
    "Hi Jess, sorry for the confusion. The $92.66 you paid includes $10.66 tax; the gift-with-purchase threshold is $85 before tax, and your items totalled $82.00. Your parcel should arrive Thursday.",
    EV,
    [N("sorry for the confusion."), S("The $92.66 you paid includes $10.66 tax"), S("the gift-with-purchase threshold is $85 before tax"),
     S("your items totalled $82.00"), S("Your parcel should arrive Thursday")],
    includes=["82.00", "Thursday"], now=NOW,
    notes="total 92.66, tax 10.66, subtotal 82.00; est delivery 2026-04-16 = Thursday (now Tue Apr 14).")

add(SC, D, Q,
    "Shipping was free (orders $50+). ETA Apr 16. The mini cleanser only applies from $85 before tax, so it wasn't added.",
    EV,
    [S("Shipping was free (orders $50+)"), S("ETA Apr 16"), S("The mini cleanser only applies from $85 before tax"),
     S("so it wasn't added")],
    includes=["Apr 16"],
    notes="shipping 0.00 and policy sentence 1; no gift line item.")

add(SC, D, Q,
    "Your Hydra Barrier Cream and Fig Lip Oil were shipped with Purolator; delivery is expected on 2026-04-16. When a gift applies, it's added automatically as a $0.00 line, and there isn't one on this order.",
    EV,
    [S("Your Hydra Barrier Cream and Fig Lip Oil were shipped with Purolator"), S("delivery is expected on 2026-04-16"),
     S("it's added automatically as a $0.00 line"), S("there isn't one on this order")],
    includes=["2026-04-16", "Purolator"],
    notes="two line items, fulfillment Purolator est 2026-04-16; policy sentence 3; no $0.00 line.")

add(SC, D, Q,
    "Good news: your order qualifies for the free mini cleanser, and it's packed in your parcel. Purolator expects to deliver Apr 16.",
    EV,
    [C("your order qualifies for the free mini cleanser", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
     CI("it's packed in your parcel", "CLAIM_WITHOUT_TOOL_EVIDENCE", "RECORD_STATE_MISMATCH"),
     S("Purolator expects to deliver Apr 16")],
    errors=["condition_unmet", "unrecorded_extra"], excludes=["qualifies for the free mini", "packed in your parcel"],
    notes="subtotal 82.00 < 85 before tax (92.66 only with tax); no gift line item on the order.")

add(SC, D, Q,
    "- The gift applies to orders of $85 or more including tax, but it was out of stock when your order was packed.\n- Parcel with Purolator, expected Apr 15.",
    EV,
    [C("orders of $85 or more including tax", "NLI_CONTRADICTION"),
     I("it was out of stock", "CLAIM_WITHOUT_TOOL_EVIDENCE"), C("expected Apr 15", "DATE_MISMATCH")],
    errors=["wrong_policy_condition", "invented_fact", "wrong_date"], excludes=["including tax", "out of stock", "Apr 15"],
    notes="policy says before tax; no record about gift stock; estimated_delivery_at 2026-04-16.")

add(SC, D, Q,
    "The free mini needs $85 before tax, and your order was $82.00 before tax, so it didn't qualify. Your parcel is with Purolator and expected Apr 18.",
    EV,
    [S("The free mini needs $85 before tax"), S("your order was $82.00 before tax"), S("so it didn't qualify"),
     S("Your parcel is with Purolator"), C("expected Apr 18", "DATE_MISMATCH")],
    errors=["wrong_date"], excludes=["Apr 18"],
    includes=["Apr 16|April 16|2026-04-16|Thursday", "82.00"], repair=True,
    notes="estimated_delivery_at 2026-04-16.")

add(SC, D, Q,
    "Your cream ($58.00) and lip oil ($24.00) came to $84.00 before tax, just under the $85 needed for the free cleanser. It's in transit with Purolator for Apr 16.",
    EV,
    [S("Your cream ($58.00) and lip oil ($24.00)"), C("came to $84.00 before tax", "AMOUNT_MISMATCH"),
     S("just under the $85 needed for the free cleanser"), S("It's in transit with Purolator for Apr 16")],
    errors=["wrong_arithmetic"], excludes=["$84.00"],
    includes=["$82.00|82.00", "Apr 16|April 16"], repair=True,
    notes="58.00 + 24.00 = 82.00 (subtotal_price).")
