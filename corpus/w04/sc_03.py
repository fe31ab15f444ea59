# Scenario 03: children's toys, cancelled order refunded + replacement order scheduled
D = "children's toys"
SC = "marble-run-cancel"
Q = "I cancelled order #30552 and re-ordered just the marble run with gift wrap (#30560). Did my refund go through and when does the new one ship?"
EV = [
    {"id": "get_order#30552", "kind": "record", "source": "tool:shop.orders.get",
     "fields": {"order": {
         "name": "#30552", "created_at": "2026-03-14T19:02:51-04:00", "cancelled_at": "2026-03-16T10:04:37-04:00",
         "cancel_reason": "customer", "currency": "CAD", "financial_status": "refunded", "fulfillment_status": None,
         "subtotal_price": "91.09", "total_discounts": "2.90", "total_tax": "13.14",
         "shipping_lines": [{"title": "Standard", "price": "9.95"}], "total_price": "114.18",
         "discount_codes": [{"code": "PLAY10", "amount": "2.90", "type": "percentage"}],
         "line_items": [
             {"id": 5101, "title": "Marble Run Deluxe (120 pcs)", "price": "64.99", "quantity": 1, "total_discount": "0.00"},
             {"id": 5102, "title": "Wooden Rainbow Stacker", "price": "29.00", "quantity": 1, "total_discount": "2.90"}],
         "refunds": [{"id": 33018, "created_at": "2026-03-16T10:05:02-04:00",
                      "transactions": [{"kind": "refund", "status": "success", "amount": "114.18",
                                        "gateway": "paypal", "processed_at": "2026-03-16T10:05:02-04:00"}]}]}}},
    {"id": "get_order#30560", "kind": "record", "source": "tool:shop.orders.get",
     "fields": {"order": {
         "name": "#30560", "created_at": "2026-03-16T15:20:11-04:00", "currency": "CAD",
         "financial_status": "paid", "fulfillment_status": None,
         "subtotal_price": "69.99", "total_discounts": "0.00", "total_tax": "10.39",
         "shipping_lines": [{"title": "Standard", "price": "9.95"}], "total_price": "90.33",
         "line_items": [
             {"id": 5140, "title": "Marble Run Deluxe (120 pcs)", "price": "64.99", "quantity": 1, "total_discount": "0.00"},
             {"id": 5141, "title": "Gift wrap + card", "price": "5.00", "quantity": 1, "total_discount": "0.00"}]}}},
    {"id": "get_fulfillment_orders#30560", "kind": "record", "source": "tool:shop.fulfillment_orders.list",
     "fields": {"fulfillment_orders": [{"id": 7720019, "status": "scheduled", "fulfill_at": "2026-03-17T09:00:00-04:00",
                                        "assigned_location": "Etobicoke DC"}]}},
    {"id": "policy#cancel-refund", "kind": "policy", "revision": "2025-11",
     "text": "Free shipping applies to orders of CA$99 or more before tax; smaller orders pay CA$9.95. "
             "Orders can be cancelled free of charge until they are packed. "
             "Refunds for cancelled orders are issued in full, including shipping, to the original payment method. "
             "PayPal refunds usually appear within 1 business day; card refunds can take up to 5 business days."},
]
NOW = "2026-03-16T17:30:00-04:00"

add(SC, D, Q,
    "- #30552 cancelled; full refund of $114.18 (shipping included) sent to your PayPal Mar 16.\n- PayPal refunds usually show within 1 business day.\n- #30560 (Marble Run + gift wrap) is paid and scheduled to ship Mar 17.",
    EV,
    [S("#30552 cancelled"), S("full refund of $114.18 (shipping included)"), S("sent to your PayPal Mar 16"),
     S("PayPal refunds usually show within 1 business day"), S("#30560 (Marble Run + gift wrap) is paid"),
     S("scheduled to ship Mar 17")],
    includes=["114.18", "Mar 17"],
    notes="#30552 cancelled_at, refund transaction success 114.18 paypal 2026-03-16 (total_price includes 9.95 shipping); fulfillment order scheduled fulfill_at 2026-03-17.")

add(SC, D, Q,
    "Hi Jordan, the cancellation of #30552 is complete and the $114.18 went back to PayPal today. Your new order #30560 is set to go out tomorrow morning, gift-wrapped.",
    EV,
    [S("the cancellation of #30552 is complete"), S("the $114.18 went back to PayPal today"),
     S("#30560 is set to go out tomorrow morning"), S("gift-wrapped")],
    includes=["114.18", "#30560"], now=NOW,
    notes="now Mon Mar 16 17:30; refund processed Mar 16; fulfill_at 2026-03-17T09:00 local; gift wrap line item 5141.")

add(SC, D, Q,
    "Refund: CA$114.18 to PayPal, issued today. New order #30560 ($90.33 incl. $9.95 shipping) ships Tuesday.",
    EV,
    [S("Refund: CA$114.18 to PayPal, issued today"), S("New order #30560 ($90.33"), S("incl. $9.95 shipping"),
     S("ships Tuesday")],
    includes=["114.18", "90.33"], now=NOW,
    notes="now is Monday 2026-03-16; fulfill_at Tuesday 2026-03-17; #30560 total_price 90.33, shipping_lines 9.95.")

add(SC, D, Q,
    "Your cancellation went through. The Marble Run and the stacker came to $93.99 before tax, and with shipping and HST the full $114.18 has been refunded to PayPal. Your new order ships Mar 17.",
    EV,
    [S("Your cancellation went through"), C("came to $93.99 before tax", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
     S("the full $114.18 has been refunded to PayPal"), S("Your new order ships Mar 17")],
    errors=["wrong_arithmetic"], excludes=["$93.99"],
    notes="64.99 + 29.00 = 93.99 ignores the 2.90 PLAY10 discount; subtotal_price is 91.09.")

add(SC, D, Q,
    "- #30552: refunded in full, $114.18, to PayPal.\n- PayPal refunds can take up to 5 business days.\n- #30560 qualifies for free shipping and is scheduled for Mar 17.",
    EV,
    [S("#30552: refunded in full, $114.18, to PayPal"),
     C("PayPal refunds can take up to 5 business days", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
     C("#30560 qualifies for free shipping", "NLI_CONTRADICTION", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
     S("scheduled for Mar 17")],
    errors=["wrong_period", "condition_unmet"], excludes=["up to 5 business days", "qualifies for free shipping"],
    notes="policy: PayPal within 1 business day (5 days is for cards); #30560 subtotal 69.99 < 99 and shipping_lines charge 9.95.")

add(SC, D, Q,
    "Your refund of $114.18 for #30552 is complete, and #30560 ships the same day it was placed, Mar 16.",
    EV,
    [S("Your refund of $114.18 for #30552 is complete"), C("#30560 ships the same day it was placed, Mar 16", "DATE_MISMATCH", "RECORD_STATE_MISMATCH")],
    errors=["wrong_date"], excludes=["ships the same day it was placed"],
    notes="fulfillment order is scheduled for 2026-03-17, not Mar 16.")

add(SC, D, Q,
    "The $114.18 refund for #30552 went to your PayPal on Mar 16. Your new order #30560 is scheduled to ship Mar 18.",
    EV,
    [S("The $114.18 refund for #30552"), S("went to your PayPal on Mar 16"), C("scheduled to ship Mar 18", "DATE_MISMATCH")],
    errors=["wrong_date"], excludes=["Mar 18"],
    includes=["Mar 17|March 17|2026-03-17", "114.18"], repair=True,
    notes="fulfill_at 2026-03-17T09:00-04:00.")
