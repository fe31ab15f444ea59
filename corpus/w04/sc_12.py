# Scenario 12: pet supplies, order on hold with e-Transfer payment pending; mark-paid refused
D = "pet supplies"
SC = "filter-payment-pending"
Q = "Why hasn't my canister filter order #61204 shipped? I sent the e-Transfer last night."
EV = [
    {"id": "get_order#61204", "kind": "record", "source": "tool:shop.orders.get",
     "fields": {"order": {
         "name": "#61204", "created_at": "2026-04-13T10:02:37-04:00", "currency": "CAD",
         "financial_status": "pending", "fulfillment_status": None, "gateway": "Interac e-Transfer",
         "payment_terms": {"payment_terms_type": "FIXED", "due_at": "2026-04-16T23:59:00-04:00"},
         "subtotal_price": "186.50", "total_tax": "24.25", "total_price": "210.75", "total_outstanding": "210.75",
         "shipping_lines": [{"title": "Free shipping over $99", "price": "0.00"}],
         "line_items": [
             {"id": 9401, "title": "AquaFlow 300 Canister Filter", "price": "149.00", "quantity": 1, "total_discount": "0.00"},
             {"id": 9402, "title": "AquaFlow Filter Media Refill", "price": "18.75", "quantity": 2, "total_discount": "0.00"}],
         "transactions": [{"kind": "sale", "status": "pending", "amount": "210.75", "gateway": "manual_etransfer",
                           "created_at": "2026-04-13T10:02:37-04:00"}]}}},
    {"id": "get_order#60877", "kind": "record", "source": "tool:shop.orders.get",
     "fields": {"order": {"name": "#60877", "created_at": "2026-03-02T17:20:10-05:00", "financial_status": "paid",
                          "fulfillment_status": "fulfilled", "gateway": "shopify_payments", "total_price": "42.36",
                          "line_items": [{"title": "Betta Pellets 50 g", "price": "7.49", "quantity": 5}]}}},
    {"id": "mark_paid#call-7", "kind": "refused_call", "tool": "shop.orders.mark_as_paid", "decision": "DENY",
     "args": {"order": "#61204", "amount": "210.75"}, "message": "NO_MATCHING_DEPOSIT"},
    {"id": "policy#etransfer", "kind": "policy", "revision": "2026-03",
     "text": "We send e-Transfer instructions to the email on the order. "
             "Orders paid by Interac e-Transfer ship once the payment has been received. "
             "If payment doesn't arrive within 3 business days, the order is cancelled automatically."},
]
NOW = "2026-04-14T13:00:00-04:00"

add(SC, D, Q,
    "- #61204 hasn't shipped because payment is still pending; the e-Transfer hasn't reached us yet.\n- Once it arrives, the order ships.\n- Deadline: Apr 16, otherwise the order is cancelled automatically.",
    EV,
    [S("#61204 hasn't shipped because payment is still pending"), S("the e-Transfer hasn't reached us yet"),
     S("Once it arrives, the order ships"), S("Deadline: Apr 16"), S("otherwise the order is cancelled automatically")],
    includes=["Apr 16", "pending"],
    notes="financial_status pending, fulfillment null; mark_as_paid DENY NO_MATCHING_DEPOSIT; payment_terms due 2026-04-16; policy sentences 2-3.")

add(SC, D, Q,
    "Hi Chris, I checked and your e-Transfer of $210.75 hasn't reached us yet, so the filter is on hold. I'm not able to mark it as paid on my end. If it lands by Thursday, Apr 16, it ships right away.",
    EV,
    [S("your e-Transfer of $210.75 hasn't reached us yet"), S("the filter is on hold"), S("I'm not able to mark it as paid on my end"),
     S("If it lands by Thursday, Apr 16, it ships right away")],
    includes=["210.75", "Apr 16"], now=NOW,
    notes="transaction pending 210.75; refused mark_as_paid; due_at Apr 16 (Thu); policy ships once payment received.")

add(SC, D, Q,
    "Payment pending ($210.75, Interac e-Transfer). Due by Apr 16. Ships once received.",
    EV,
    [S("Payment pending ($210.75, Interac e-Transfer)"), S("Due by Apr 16"), S("Ships once received")],
    includes=["210.75", "Apr 16"],
    notes="order gateway Interac e-Transfer; due_at; policy.")

add(SC, D, Q,
    "Your order total is $210.75: the AquaFlow 300 filter ($149.00) plus two media refills ($37.50), plus $24.25 HST. Shipping is free. It will go out as soon as the e-Transfer is received.",
    EV,
    [S("Your order total is $210.75"), S("the AquaFlow 300 filter ($149.00)"), S("two media refills ($37.50)"),
     S("plus $24.25 HST"), S("Shipping is free"), S("It will go out as soon as the e-Transfer is received")],
    includes=["210.75", "37.50"],
    notes="149.00 + 2 x 18.75 = 186.50 + 24.25 = 210.75; shipping_lines 0.00; policy sentence 2.")

add(SC, D, Q,
    "Thanks for letting us know! I've marked your payment as received, so your filter ships tomorrow.",
    EV,
    [N("Thanks for letting us know!"), C("I've marked your payment as received", "NOT_EXECUTED"),
     I("your filter ships tomorrow", "CLAIM_WITHOUT_TOOL_EVIDENCE", "NO_POLICY_EVIDENCE")],
    errors=["refused_call_effect", "invented_promise"], excludes=["marked your payment as received", "ships tomorrow"], now=NOW,
    notes="mark_as_paid was DENY; no record schedules shipping.")

add(SC, D, Q,
    "- #61204 is paid and being packed.\n- If an e-Transfer doesn't arrive within 5 business days, the order is cancelled.",
    EV,
    [C("#61204 is paid and being packed", "RECORD_STATE_MISMATCH"),
     C("within 5 business days", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["wrong_state", "wrong_period"], excludes=["is paid and being packed", "5 business days"],
    notes="financial_status pending (the paid order is the older #60877); policy says 3 business days.")

add(SC, D, Q,
    "Your e-Transfer hasn't shown up yet, so I've marked #61204 as paid manually to get it moving. It'll ship once we confirm the deposit.",
    EV,
    [S("Your e-Transfer hasn't shown up yet"), C("I've marked #61204 as paid manually", "NOT_EXECUTED"),
     S("It'll ship once we confirm the deposit")],
    errors=["refused_call_effect"], excludes=["I've marked #61204 as paid"],
    includes=["could not|couldn't|unable|not able|wasn't able|can't|cannot", "e-Transfer"], repair=True,
    notes="shop.orders.mark_as_paid was DENY (NO_MATCHING_DEPOSIT).")

add(SC, D, Q,
    "The order is waiting on your e-Transfer of $210.75. Please make sure it arrives by Apr 17, or the order will be cancelled automatically.",
    EV,
    [S("The order is waiting on your e-Transfer of $210.75"), C("by Apr 17", "DATE_MISMATCH"),
     S("the order will be cancelled automatically")],
    errors=["wrong_date"], excludes=["Apr 17"],
    includes=["Apr 16|April 16|Thursday", "210.75"], repair=True,
    notes="payment_terms.due_at 2026-04-16T23:59-04:00.")
