# Scenario 05: independent bookshop, special order with deposit, stale quote present
D = "independent bookshop"
SC = "signed-special-order"
Q = "Any news on my special order for the signed Cartographer's Daughter? And what do I still owe?"
EV = [
    {"id": "get_order#50077", "kind": "record", "source": "tool:shop.orders.get",
     "fields": {"order": {
         "name": "#50077", "created_at": "2026-03-11T13:26:40-04:00", "currency": "CAD",
         "financial_status": "partially_paid", "fulfillment_status": None,
         "tags": ["SPECIAL_ORDER", "PICKUP"],
         "subtotal_price": "68.00", "total_tax": "3.40", "total_price": "71.40", "total_outstanding": "35.70",
         "tax_lines": [{"title": "GST", "rate": 0.05, "price": "3.40"}],
         "line_items": [{"id": 2201, "title": "The Cartographer's Daughter (signed first edition, hardcover)",
                         "vendor": "Larkspur Press", "price": "68.00", "quantity": 1, "total_discount": "0.00"}],
         "transactions": [{"kind": "sale", "status": "success", "amount": "35.70", "gateway": "shopify_payments",
                           "processed_at": "2026-03-11T13:27:02-04:00"}],
         "pickup_location": {"name": "Foxglove Books - Queen St W"}}}},
    {"id": "get_supplier_po#SO-2291", "kind": "record", "source": "tool:suppliers.po.get",
     "fields": {"po": "SO-2291", "order_name": "#50077", "status": "CONFIRMED", "eta": "2026-04-02",
                "confirmed_at": "2026-03-13T09:15:00-04:00", "supersedes": "Q-2291-a"}},
    {"id": "get_supplier_quote#Q-2291-a", "kind": "record", "source": "tool:suppliers.quotes.get",
     "fields": {"quote": "Q-2291-a", "status": "SUPERSEDED", "eta": "2026-03-26", "unit_price": "62.00",
                "issued_at": "2026-03-10T16:00:00-04:00"}},
    {"id": "policy#special-orders", "kind": "policy", "revision": "2025-09",
     "text": "We're happy to order any book in print. "
             "Special orders need a 50% deposit, with the balance due at pickup. "
             "Deposits are non-refundable once the publisher has confirmed the order. "
             "When your book arrives we email you and hold it for 14 days."},
    {"id": "kb#hours-queen", "kind": "passage", "source": "site:/pages/visit",
     "text": "Foxglove Books - Queen St W\nMonday to Saturday 10 AM - 7 PM\nSunday 11 AM - 5 PM"},
]
NOW = "2026-03-24T15:00:00-04:00"

add(SC, D, Q,
    "- Special order SO-2291 (signed first edition) is confirmed by the publisher; ETA Apr 2.\n- Paid so far: $35.70 deposit.\n- Balance due at pickup: $35.70.\n- We hold it 14 days once it arrives.",
    EV,
    [S("Special order SO-2291 (signed first edition) is confirmed by the publisher"), S("ETA Apr 2"),
     S("Paid so far: $35.70 deposit"), S("Balance due at pickup: $35.70"), S("We hold it 14 days once it arrives")],
    includes=["Apr 2", "35.70"],
    notes="PO status CONFIRMED, eta 2026-04-02; sale transaction 35.70; total_outstanding 35.70; policy: hold 14 days.")

add(SC, D, Q,
    "Hi Elena, your signed copy is confirmed and should reach the Queen St W shop on April 2. You've paid half ($35.70); the other $35.70 is due when you pick it up. We're open 10 AM to 7 PM Monday to Saturday.",
    EV,
    [S("your signed copy is confirmed"), S("should reach the Queen St W shop on April 2"), S("You've paid half ($35.70)"),
     S("the other $35.70 is due when you pick it up"), S("We're open 10 AM to 7 PM Monday to Saturday")],
    includes=["April 2", "35.70"], now=NOW,
    notes="PO eta 2026-04-02, pickup_location Queen St W; paid 35.70 of 71.40; KB hours passage.")

add(SC, D, Q,
    "Dear Elena,\n\nThe Cartographer's Daughter is due in on 2026-04-02. The total is $71.40 including GST, of which $35.70 remains. Once it's in, we'll email you and hold it for two weeks.\n\nBest,\nRowan at Foxglove Books",
    EV,
    [N("Dear Elena,"), S("is due in on 2026-04-02"), S("The total is $71.40 including GST"), S("of which $35.70 remains"),
     S("we'll email you and hold it for two weeks"), N("Best,")],
    includes=["2026-04-02", "35.70"],
    notes="eta 2026-04-02; total_price 71.40 with GST tax line; total_outstanding 35.70; policy: email and 14-day hold.")

add(SC, D, Q,
    "ETA Apr 2, Thursday next week. Balance $35.70 at pickup.",
    EV,
    [S("ETA Apr 2, Thursday next week"), S("Balance $35.70 at pickup")],
    includes=["Apr 2", "35.70"], now=NOW,
    notes="now Tue 2026-03-24; Apr 2 2026 is the Thursday of next week; total_outstanding 35.70.")

add(SC, D, Q,
    "Your signed copy is on order and should arrive Mar 26. You paid a $35.70 deposit and the remaining $35.70 is due at pickup.",
    EV,
    [S("Your signed copy is on order"), C("should arrive Mar 26", "DATE_MISMATCH"), S("You paid a $35.70 deposit"),
     S("the remaining $35.70 is due at pickup")],
    errors=["stale_value"], excludes=["Mar 26"],
    notes="Mar 26 is the ETA on superseded quote Q-2291-a; the confirmed PO SO-2291 says 2026-04-02.")

add(SC, D, Q,
    "- Confirmed, ETA Apr 2.\n- Remaining balance: $34.00, due at pickup.\n- If you change your mind, the deposit is fully refundable.",
    EV,
    [S("Confirmed, ETA Apr 2"), C("Remaining balance: $34.00", "AMOUNT_MISMATCH"),
     C("the deposit is fully refundable", "NLI_CONTRADICTION")],
    errors=["wrong_arithmetic", "wrong_policy_condition"], excludes=["$34.00", "deposit is fully refundable"],
    notes="34.00 is half of 68.00 before GST; total_outstanding is 35.70. Policy: deposits non-refundable once the publisher confirmed (PO CONFIRMED).")

add(SC, D, Q,
    "Good news: the publisher confirmed your order, and it's due Apr 2. Your book is $62.00 plus GST, and half of that is already paid.",
    EV,
    [S("the publisher confirmed your order"), S("it's due Apr 2"), C("Your book is $62.00 plus GST", "AMOUNT_MISMATCH"),
     S("half of that is already paid")],
    errors=["stale_value"], excludes=["$62.00"],
    notes="62.00 is the superseded quote's unit_price; the order line price is 68.00. (Half of the total is paid: 35.70 of 71.40.)")

add(SC, D, Q,
    "Your special order is confirmed with the publisher and expected Mar 26. The balance of $35.70 is due when you pick it up at Queen St W.",
    EV,
    [S("Your special order is confirmed with the publisher"), C("expected Mar 26", "DATE_MISMATCH"),
     S("The balance of $35.70 is due when you pick it up")],
    errors=["stale_value"], excludes=["Mar 26"],
    includes=["Apr 2|April 2|2026-04-02", "35.70"], repair=True,
    notes="Mar 26 comes from superseded quote Q-2291-a; confirmed PO eta is 2026-04-02.")
