# Scenario 02: cosmetics, refund of one returned serum
D = "cosmetics"
SC = "serum-refund"
Q = "I sent back one of the two Vitamin C serums from order #20817 because it irritated my skin. Has the refund gone through?"
EV = [
    {"id": "get_order#20817", "kind": "record", "source": "tool:shop.orders.get",
     "fields": {"order": {
         "id": 6120457781, "name": "#20817", "created_at": "2026-02-18T12:40:03-05:00", "currency": "CAD",
         "financial_status": "partially_refunded", "fulfillment_status": "fulfilled",
         "subtotal_price": "102.50", "total_tax": "13.33", "total_price": "115.83",
         "line_items": [
             {"id": 88101, "title": "Radiance C Serum 30 mL", "sku": "RC-SER-30", "price": "42.00",
              "quantity": 2, "total_discount": "0.00"},
             {"id": 88102, "title": "Oat Milk Gentle Cleanser", "sku": "OM-CLN-150", "price": "18.50",
              "quantity": 1, "total_discount": "0.00"}],
         "refunds": [
             {"id": 910334, "created_at": "2026-03-09T16:22:10-04:00", "note": "RETURN_REACTION",
              "refund_line_items": [{"line_item_id": 88101, "quantity": 1, "subtotal": "42.00",
                                     "total_tax": "5.46", "restock_type": "no_restock"}],
              "transactions": [
                  {"id": 77102231, "kind": "refund", "status": "success", "amount": "47.46",
                   "currency": "CAD", "gateway": "shopify_payments",
                   "processed_at": "2026-03-09T16:22:10-04:00",
                   "payment_details": {"credit_card_company": "Visa",
                                       "credit_card_number": "•••• •••• •••• 4417"}}]}]}}},
    {"id": "get_loyalty#priya.n", "kind": "record", "source": "tool:loyalty.balance",
     "fields": {"customer_id": 77310, "program": "GLOW_REWARDS", "tier": "GOLD", "points": 420,
                "redeemable_value_cents": 2100, "currency": "CAD", "points_expire_on": "2026-08-31"}},
    {"id": "policy#returns-skincare", "kind": "policy", "revision": "v4",
     "text": "Unopened products can be returned within 60 days. "
             "Opened skincare can be returned within 30 days of delivery if it caused a reaction. "
             "Return shipping is free with our prepaid label, and the label cost is never deducted from your refund. "
             "Refunds go back to the original payment method; your bank may take 3-5 business days to post it."},
]
NOW = "2026-03-10T14:00:00-04:00"

add(SC, D, Q,
    "Refund done: $47.46 (one Radiance C Serum plus HST) went back to your Visa ending 4417 on Mar 9. Your bank can take 3-5 business days to post it.",
    EV,
    [S("$47.46 (one Radiance C Serum plus HST)"), S("went back to your Visa ending 4417"), S("on Mar 9"),
     S("Your bank can take 3-5 business days to post it")],
    includes=["47.46", "4417"],
    notes="refunds[0].transactions[0]: success, 47.46 CAD, Visa 4417, processed 2026-03-09; refund_line_items 1 serum 42.00 + 5.46 tax; policy sentence 4.")

add(SC, D, Q,
    "Hi Priya, the serum refund was processed yesterday for CA$47.46 to the card ending in 4417. Allow three to five business days for it to show on your statement. Return shipping was free and nothing was taken off for the label.",
    EV,
    [S("the serum refund was processed yesterday"), S("for CA$47.46"), S("to the card ending in 4417"),
     S("Allow three to five business days"), S("Return shipping was free and nothing was taken off for the label")],
    includes=["47.46", "4417"], now=NOW,
    notes="now Mar 10, refund processed_at Mar 9; policy: prepaid label free, never deducted; 3-5 business days.")

add(SC, D, Q,
    "Your refund of 47.46 CAD for one serum was issued March 9, 2026. The cleanser and the other serum were not refunded. You also have $21.00 in Glow Rewards available to use.",
    EV,
    [S("Your refund of 47.46 CAD for one serum"), S("was issued March 9, 2026"),
     S("The cleanser and the other serum were not refunded"), S("You also have $21.00 in Glow Rewards")],
    includes=["47.46", "$21.00"],
    notes="refund_line_items quantity 1 of line 88101 only; loyalty redeemable_value_cents 2100 = $21.00.")

add(SC, D, Q,
    "Yes, your refund of $42.00 went back to your Visa ending 4417 on Mar 9. It usually shows up within 1-2 business days.",
    EV,
    [C("your refund of $42.00", "AMOUNT_MISMATCH"), S("went back to your Visa ending 4417"), S("on Mar 9"),
     C("within 1-2 business days", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["wrong_amount", "wrong_period"], excludes=["$42.00", "1-2 business days"],
    notes="transaction amount is 47.46 (42.00 subtotal + 5.46 tax); policy says 3-5 business days.")

add(SC, D, Q,
    "- Refund: $47.46 to Visa ...4417, processed Mar 9.\n- Rewards balance: $2,100 in Glow Rewards.\n- I've added a free travel-size cleanser to your next order for the trouble.",
    EV,
    [S("Refund: $47.46 to Visa ...4417"), S("processed Mar 9"), C("$2,100 in Glow Rewards", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
     I("I've added a free travel-size cleanser to your next order", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
    errors=["unit_conversion", "unrecorded_extra"], excludes=["$2,100", "free travel-size cleanser"],
    notes="redeemable_value_cents 2100 is $21.00, not $2,100; no record shows any free item added.")

add(SC, D, Q,
    "Your refund has been processed for the full order, $115.83, back to your Visa ending 4417.",
    EV,
    [C("processed for the full order, $115.83", "AMOUNT_MISMATCH", "VALUE_MISMATCH"), S("back to your Visa ending 4417")],
    errors=["wrong_role"], excludes=["$115.83"],
    notes="115.83 is the order total_price, not the refund; the refund transaction is 47.46 for one serum.")

add(SC, D, Q,
    "Your refund of $42.00 was processed on Mar 9 to the Visa ending 4417. Your bank may take 3-5 business days to post it.",
    EV,
    [C("Your refund of $42.00", "AMOUNT_MISMATCH"), S("was processed on Mar 9"), S("to the Visa ending 4417"),
     S("Your bank may take 3-5 business days")],
    errors=["wrong_amount"], excludes=["$42.00"],
    includes=["$47.46|47.46", "4417", "3-5 business days|3 to 5 business days|three to five business days"], repair=True,
    notes="42.00 is the refund subtotal before tax; the transaction amount is 47.46.")
