# Scenario 10: sporting goods, running shoe return, refund pending, label fee deducted
D = "sporting goods"
SC = "shoe-return-refund"
Q = "You should have my returned Stride Pro 3 shoes by now (order #10655). Where's my refund?"
EV = [
    {"id": "get_order#10655", "kind": "record", "source": "tool:shop.orders.get",
     "fields": {"order": {
         "name": "#10655", "created_at": "2026-03-12T07:41:00-04:00", "currency": "CAD",
         "financial_status": "paid", "fulfillment_status": "fulfilled",
         "subtotal_price": "179.99", "total_tax": "23.40", "total_price": "203.39",
         "line_items": [{"id": 6601, "title": "Stride Pro 3 Running Shoe - Men's 10.5", "price": "179.99",
                         "quantity": 1, "total_discount": "0.00"}],
         "refunds": [{"id": 81944, "created_at": "2026-04-07T08:50:16-04:00",
                      "refund_line_items": [{"line_item_id": 6601, "quantity": 1, "subtotal": "179.99", "total_tax": "23.40"}],
                      "order_adjustments": [{"amount": "9.99", "kind": "refund_discrepancy", "reason": "RETURN_LABEL_FEE"}],
                      "transactions": [{"kind": "refund", "status": "pending", "amount": "193.40",
                                        "gateway": "shopify_payments", "created_at": "2026-04-07T08:50:16-04:00"}]}]}}},
    {"id": "get_return#RMA-10655-1", "kind": "record", "source": "tool:returns.get",
     "fields": {"return_id": "RMA-10655-1", "status": "RECEIVED", "inspection": "PASSED",
                "received_at": ep("2026-04-06 15:30"), "label": {"carrier": "CANADA_POST", "label_fee_cents": 999}}},
    {"id": "policy#returns-footwear", "kind": "policy", "revision": "2025-12",
     "text": "Unworn footwear can be returned within 30 days of delivery. "
             "Refunds are issued after the return passes inspection and take 5-10 business days to reach your card. "
             "A CA$9.99 return-label fee is deducted from refunds; exchanges are free."},
]
NOW = "2026-04-07T09:45:00-04:00"

add(SC, D, Q,
    "- Return RMA-10655-1 received Apr 6, passed inspection.\n- Refund: $193.40 ($203.39 paid less the $9.99 return label), now processing.\n- Expect it on your card in 5-10 business days.",
    EV,
    [S("Return RMA-10655-1 received Apr 6"), S("passed inspection"), S("Refund: $193.40"),
     S("($203.39 paid less the $9.99 return label)"), S("now processing"), S("Expect it on your card in 5-10 business days")],
    includes=["193.40", "RMA-10655-1"],
    notes="return received_at Apr 6 15:30 Toronto, inspection PASSED; refund transaction pending 193.40 = 203.39 - 9.99; policy sentence 2.")

add(SC, D, Q,
    "Hi Tom, we got your Stride Pro 3s back yesterday afternoon and they passed inspection. Your refund of $193.40 is in progress; the $9.99 label fee was taken off.",
    EV,
    [S("we got your Stride Pro 3s back yesterday afternoon"), S("they passed inspection"), S("Your refund of $193.40 is in progress"),
     S("the $9.99 label fee was taken off")],
    includes=["193.40"], now=NOW,
    notes="now Apr 7; received_at Apr 6 15:30 local; transaction status pending; order_adjustments RETURN_LABEL_FEE 9.99.")

add(SC, D, Q,
    "Refund pending: CA$193.40. The $9.99 deduction is the return-label fee (an exchange would have been free).",
    EV,
    [S("Refund pending: CA$193.40"), S("The $9.99 deduction is the return-label fee"), S("an exchange would have been free")],
    includes=["193.40"],
    notes="transaction pending 193.40; policy sentence 3.")

add(SC, D, Q,
    "Hello Tom,\n\nThanks for sending the shoes back. The refund of one hundred ninety-three dollars and forty cents was started on April 7 and should reach your card within 5 to 10 business days.\n\nCheers,\nMaya",
    EV,
    [N("Thanks for sending the shoes back."), S("one hundred ninety-three dollars and forty cents"), S("was started on April 7"),
     S("should reach your card within 5 to 10 business days")],
    includes=["April 7", "5 to 10 business days"],
    notes="refund created 2026-04-07, 193.40; policy 5-10 business days.")

add(SC, D, Q,
    "- Shoes received Apr 6 and inspected.\n- Refund: $170.00 ($179.99 less the $9.99 label fee).\n- Your refund has been completed.",
    EV,
    [S("Shoes received Apr 6 and inspected"), C("Refund: $170.00", "AMOUNT_MISMATCH"),
     C("Your refund has been completed", "RECORD_STATE_MISMATCH")],
    errors=["wrong_arithmetic", "wrong_state"], excludes=["$170.00", "has been completed"],
    notes="refund is 203.39 (incl. 23.40 tax) - 9.99 = 193.40; the transaction status is pending, not completed.")

add(SC, D, Q,
    "Your return was received at 7:30 PM on Apr 6. Refund of $193.40 is processing. Normally the label fee is waived on returns over $150, but it applied here.",
    EV,
    [C("received at 7:30 PM on Apr 6", "DATE_MISMATCH", "VALUE_MISMATCH"), S("Refund of $193.40 is processing"),
     CI("the label fee is waived on returns over $150", "NLI_CONTRADICTION", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED")],
    errors=["unit_conversion", "wrong_policy_condition"], excludes=["7:30 PM", "waived on returns over $150"],
    notes="received_at epoch is 15:30 EDT (19:30 UTC); the policy deducts the fee from refunds and names no waiver.")

add(SC, D, Q,
    "We received your shoes on Apr 6 and they passed inspection. Your refund of $193.40 has been completed and is back on your card.",
    EV,
    [S("We received your shoes on Apr 6"), S("they passed inspection"), S("Your refund of $193.40"),
     C("has been completed and is back on your card", "RECORD_STATE_MISMATCH")],
    errors=["wrong_state"], excludes=["has been completed"],
    includes=["processing|pending|in progress|being processed|started|initiated|on its way", "193.40"], repair=True,
    notes="refund transaction status pending.")

add(SC, D, Q,
    "Your return passed inspection, and a refund of $170.00 (the shoe price less the $9.99 return-label fee) is now processing.",
    EV,
    [S("Your return passed inspection"), C("a refund of $170.00", "AMOUNT_MISMATCH"),
     S("the $9.99 return-label fee"), S("is now processing")],
    errors=["wrong_arithmetic"], excludes=["$170.00"],
    includes=["$193.40|193.40", "9.99"], repair=True,
    notes="refund transaction 193.40 (includes 23.40 tax).")
