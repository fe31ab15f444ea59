# Scenario 13: children's toys, recalled teether refunded as store credit (minor units), KB recall notice
D = "children's toys"
SC = "teether-recall"
Q = "I saw something about a teether recall. I bought the Jingle Teether Ring on order #31290. What do I do?"
EV = [
    {"id": "get_order#31290", "kind": "record", "source": "tool:shop.orders.get",
     "fields": {"order": {
         "name": "#31290", "created_at": "2026-02-14T11:48:03-05:00", "currency": "CAD",
         "financial_status": "paid", "fulfillment_status": "fulfilled",
         "subtotal_price": "43.98", "total_tax": "5.72", "total_price": "49.70",
         "line_items": [
             {"id": 3901, "title": "Jingle Teether Ring", "sku": "JT-RING-01", "price": "18.99", "quantity": 1, "total_discount": "0.00"},
             {"id": 3902, "title": "Soft Stacking Cups", "sku": "SSC-08", "price": "24.99", "quantity": 1, "total_discount": "0.00"}]}}},
    {"id": "get_store_credit#SC-7720", "kind": "record", "source": "tool:credit.ledger.get",
     "fields": {"account_id": "SC-7720", "currency": "CAD", "balance_minor": 2146, "expires_at": None,
                "entries": [{"amount_minor": 2146, "reason": "RECALL_JT-2026", "order": "#31290",
                             "created_at": ep("2026-04-02 09:52")}]}},
    {"id": "kb#recall-jt-2026", "kind": "passage", "source": "site:/pages/recalls",
     "text": "Recall: Jingle Teether Ring (SKU JT-RING-01), sold January 5 to March 20, 2026.\n"
             "The bell cap can detach and is a choking hazard. Stop using the teether right away.\n"
             "No return is needed. Every purchaser gets a full refund of the price paid, including tax."},
    {"id": "policy#recall-refunds", "kind": "policy", "revision": "2026-04",
     "text": "Recall refunds are issued as store credit right away, or to the original payment method on request, which takes 5-7 business days. "
             "Store credit never expires and can be used online or in store."},
]
NOW = "2026-04-02T10:00:00-04:00"

add(SC, D, Q,
    "- Yes, the Jingle Teether Ring is recalled: the bell cap can come off and is a choking hazard. Please stop using it.\n- No need to return it.\n- $21.46 (full price plus tax) is now on your store credit, SC-7720.",
    EV,
    [S("the Jingle Teether Ring is recalled"), S("the bell cap can come off and is a choking hazard"), S("No need to return it"),
     S("$21.46 (full price plus tax) is now on your store credit, SC-7720")],
    includes=["21.46", "SC-7720"],
    notes="KB recall passage; ledger balance_minor 2146 = $21.46 = 18.99 + 13% tax, entry RECALL_JT-2026.")

add(SC, D, Q,
    "Hi Leah, I've added $21.46 in store credit for the recalled teether, and it doesn't expire. If you'd prefer the money back on your card instead, just say so; that takes 5-7 business days.",
    EV,
    [S("I've added $21.46 in store credit for the recalled teether"), S("it doesn't expire"),
     S("If you'd prefer the money back on your card instead"), S("that takes 5-7 business days")],
    includes=["21.46", "5-7 business days"],
    notes="ledger entry 2146 minor; expires_at null + policy 'never expires'; policy: original payment method on request, 5-7 business days.")

add(SC, D, Q,
    "Store credit balance: $21.46, usable online or in store. It never expires.",
    EV,
    [S("Store credit balance: $21.46"), S("usable online or in store"), S("It never expires")],
    includes=["21.46"],
    notes="balance_minor 2146; policy sentence 2.")

add(SC, D, Q,
    "The teether on order #31290 is covered: the recall applies to units sold Jan 5 to Mar 20, 2026, and you bought yours on Feb 14. The stacking cups aren't part of the recall.",
    EV,
    [S("The teether on order #31290 is covered"), S("the recall applies to units sold Jan 5 to Mar 20, 2026"),
     S("you bought yours on Feb 14"), S("The stacking cups aren't part of the recall")],
    includes=["Feb 14", "Mar 20"],
    notes="order created 2026-02-14 with SKU JT-RING-01; KB names only JT-RING-01.")

add(SC, D, Q,
    "The Jingle Teether Ring is under recall, so please stop using it. I've put $2,146 in store credit on your account. The recall also covers the Soft Stacking Cups from the same order.",
    EV,
    [S("The Jingle Teether Ring is under recall"), C("$2,146 in store credit", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
     I("The recall also covers the Soft Stacking Cups", "NLI_NOT_ENTAILED", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
    errors=["unit_conversion", "invented_fact"], excludes=["$2,146", "also covers the Soft Stacking Cups"],
    notes="balance_minor 2146 is $21.46; the recall notice names only SKU JT-RING-01.")

add(SC, D, Q,
    "- Recall confirmed for your teether.\n- Please mail it back to us first.\n- Your $21.46 store credit is good for 12 months.",
    EV,
    [S("Recall confirmed for your teether"), C("Please mail it back to us first", "NLI_CONTRADICTION"),
     C("good for 12 months", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["wrong_policy_condition", "wrong_period"], excludes=["mail it back", "12 months"],
    notes="recall notice: no return is needed; store credit never expires (expires_at null).")

add(SC, D, Q,
    "Your teether is part of the recall; please stop using it, no need to send it back. I've added $18.99 in store credit to your account.",
    EV,
    [S("Your teether is part of the recall"), S("no need to send it back"), C("$18.99 in store credit", "AMOUNT_MISMATCH")],
    errors=["wrong_amount"], excludes=["$18.99"],
    includes=["$21.46|21.46", "recall"], repair=True,
    notes="credit entry 2146 minor = $21.46 (price plus tax).")

add(SC, D, Q,
    "I've added $21.46 in store credit for the recalled teether. Store credit expires after 12 months, so use it before next April.",
    EV,
    [S("I've added $21.46 in store credit"), C("Store credit expires after 12 months", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["wrong_period"], excludes=["expires after 12 months"],
    includes=["never expire|doesn't expire|does not expire|no expiry|won't expire|no expiration", "21.46"], repair=True,
    notes="policy: store credit never expires; ledger expires_at null.")
