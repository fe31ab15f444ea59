# Scenario 15: phone accessories, pre-order ship window moved (old window superseded), delay credit on shipment
D = "phone accessories"
SC = "powerbank-preorder"
Q = "When is my pre-ordered Orbit power bank (order #41733) actually shipping? I was told April 20."
EV = [
    {"id": "get_order#41733", "kind": "record", "source": "tool:shop.orders.get",
     "fields": {"order": {
         "name": "#41733", "created_at": "2026-03-29T14:11:30-04:00", "currency": "CAD", "tags": ["PREORDER"],
         "financial_status": "paid", "fulfillment_status": None,
         "subtotal_price": "79.99", "total_tax": "10.40", "total_price": "90.39",
         "shipping_lines": [{"title": "Standard", "price": "0.00"}],
         "line_items": [{"id": 4991, "title": "Orbit MagSafe Power Bank 10,000 mAh (Pre-order)", "sku": "ORB-PB10K",
                         "price": "79.99", "quantity": 1, "total_discount": "0.00"}],
         "transactions": [{"kind": "sale", "status": "success", "amount": "90.39", "processed_at": "2026-03-29T14:11:33-04:00"}]}}},
    {"id": "get_product#ORB-PB10K", "kind": "record", "source": "tool:shop.products.get",
     "fields": {"sku": "ORB-PB10K", "capacity_mah": 10000, "wireless_output_w": 15,
                "preorder": {"revision": 2, "ship_window_start": "2026-05-04", "ship_window_end": "2026-05-08",
                             "updated_at": "2026-04-10T09:00:00-04:00",
                             "previous": {"revision": 1, "status": "REPLACED", "ship_window_start": "2026-04-20",
                                          "ship_window_end": "2026-04-24"}}}},
    {"id": "get_account_credit#omar.h", "kind": "record", "source": "tool:credit.ledger.get",
     "fields": {"balance_minor": 0, "currency": "CAD", "pending": []}},
    {"id": "policy#preorders", "kind": "policy", "revision": "2026-02",
     "text": "Pre-orders are charged at checkout. "
             "You can cancel a pre-order any time before it ships for a full refund. "
             "If the ship date slips by more than 7 days from the date shown when you ordered, we add a CA$10 credit to your account once the item ships."},
]
NOW = "2026-04-15T11:00:00-04:00"

add(SC, D, Q,
    "- Pre-order #41733: ship window moved to May 4-8 (was Apr 20-24).\n- That's more than a 7-day slip, so a $10 credit goes on your account once it ships.\n- You can still cancel for a full refund ($90.39) any time before it ships.",
    EV,
    [S("ship window moved to May 4-8 (was Apr 20-24)"), S("That's more than a 7-day slip"),
     S("a $10 credit goes on your account once it ships"), S("You can still cancel for a full refund ($90.39)"),
     S("any time before it ships")],
    includes=["May 4", "90.39"],
    notes="preorder revision 2 window 2026-05-04..08, previous (REPLACED) 04-20..24: a 14-day slip; policy sentences 2-3; paid 90.39, unfulfilled.")

add(SC, D, Q,
    "Hi Omar, the Orbit power bank is now expected to ship between May 4 and May 8. You were charged $90.39 at checkout, and nothing else is owed.",
    EV,
    [S("expected to ship between May 4 and May 8"), S("You were charged $90.39 at checkout"), S("nothing else is owed")],
    includes=["May 4", "May 8"],
    notes="current preorder window; sale transaction success 90.39, financial_status paid.")

add(SC, D, Q,
    "New ship window: May 4-8. Cancel any time before it ships for a full refund.",
    EV,
    [S("New ship window: May 4-8"), S("Cancel any time before it ships for a full refund")],
    includes=["May 4-8"],
    notes="preorder revision 2; policy sentence 2.")

add(SC, D, Q,
    "The delay qualifies you for a CA$10 credit, which is added to your account when the power bank ships. It hasn't been added yet because the order hasn't shipped.",
    EV,
    [S("The delay qualifies you for a CA$10 credit"), S("which is added to your account when the power bank ships"),
     S("It hasn't been added yet"), S("because the order hasn't shipped")],
    includes=["CA$10"],
    notes="slip 14 days > 7; credit ledger balance 0, no pending; fulfillment_status null.")

add(SC, D, Q,
    "Your power bank is on track to ship Apr 20-24. I've already added the $10 delay credit to your account.",
    EV,
    [C("on track to ship Apr 20-24", "DATE_MISMATCH"),
     CI("I've already added the $10 delay credit", "CLAIM_WITHOUT_TOOL_EVIDENCE", "AMOUNT_MISMATCH", "VALUE_MISMATCH")],
    errors=["stale_value", "unrecorded_extra"], excludes=["Apr 20-24", "already added the $10"],
    notes="Apr 20-24 is the REPLACED revision 1 window; credit ledger shows balance 0 and nothing pending.")

add(SC, D, Q,
    "- Ship window: May 4-8.\n- Pre-orders can't be cancelled once they're charged.\n- For the wait, you'll also get free express shipping.",
    EV,
    [S("Ship window: May 4-8"), C("Pre-orders can't be cancelled once they're charged", "NLI_CONTRADICTION"),
     I("you'll also get free express shipping", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED")],
    errors=["wrong_policy_condition", "unlisted_perk"], excludes=["can't be cancelled", "free express shipping"],
    notes="policy allows cancelling any time before shipping; no policy offers express shipping for delays.")

add(SC, D, Q,
    "Your Orbit power bank pre-order (#41733) is paid, $90.39, and scheduled to ship Apr 20-24. If you'd rather not wait, you can cancel for a full refund before it ships.",
    EV,
    [S("Your Orbit power bank pre-order (#41733) is paid, $90.39"), C("scheduled to ship Apr 20-24", "DATE_MISMATCH"),
     S("you can cancel for a full refund before it ships")],
    errors=["stale_value"], excludes=["Apr 20-24"],
    includes=["May 4|May 4-8|May 4 and May 8", "90.39"], repair=True,
    notes="Apr 20-24 is the superseded window; revision 2 says May 4-8.")
