# Scenario 08: children's toys, gift order split into two shipments
D = "children's toys"
SC = "gift-split-shipment"
Q = "I sent a birthday gift to my mom's place in Kingston (order #31107). She got the otter but nothing else. What happened to the dig kits?"
EV = [
    {"id": "get_order#31107", "kind": "record", "source": "tool:shop.orders.get",
     "fields": {"order": {
         "name": "#31107", "created_at": "2026-03-24T20:33:12-04:00", "currency": "CAD",
         "financial_status": "paid", "fulfillment_status": "fulfilled",
         "billing_address": {"name": "Kenji Watanabe", "city": "Ottawa", "province_code": "ON"},
         "shipping_address": {"name": "Hiroko Watanabe", "city": "Kingston", "province_code": "ON"},
         "note_attributes": [{"name": "gift_message", "value": "Happy 6th birthday, Mia!"},
                             {"name": "gift_receipt", "value": "true"}],
         "subtotal_price": "89.97", "total_tax": "11.70", "total_price": "101.67",
         "shipping_lines": [{"title": "Free standard (over $75)", "price": "0.00"}],
         "line_items": [
             {"id": 3301, "title": "Plush Otter (Large)", "price": "39.99", "quantity": 1, "total_discount": "0.00"},
             {"id": 3302, "title": "Dino Dig Kit", "price": "24.99", "quantity": 2, "total_discount": "0.00"}],
         "fulfillments": [
             {"id": 71001, "location": "Etobicoke DC", "tracking_company": "Canada Post",
              "tracking_number": "7023441012550938", "shipment_status": "delivered",
              "delivered_at": "2026-03-27T13:41:00-04:00", "line_items": [{"id": 3301, "quantity": 1}]},
             {"id": 71002, "location": "Dorval DC", "tracking_company": "UPS",
              "tracking_number": "1Z8F44X20391884417", "shipment_status": "in_transit",
              "estimated_delivery_at": "2026-03-31", "line_items": [{"id": 3302, "quantity": 2}]}]}}},
    {"id": "policy#gifts", "kind": "policy", "revision": "2025-10",
     "text": "Gift orders include a gift receipt with no prices shown. "
             "Gift wrap is available for CA$5 per order and must be chosen at checkout. "
             "Orders with several items may ship from two warehouses and arrive separately. "
             "Orders of CA$75 or more ship free."},
]
NOW = "2026-03-28T11:00:00-04:00"

add(SC, D, Q,
    "- Plush Otter: delivered to Hiroko in Kingston yesterday.\n- 2 Dino Dig Kits: shipped separately from our other warehouse, UPS 1Z8F44X20391884417, due Tuesday.\n- Gift receipt included, no prices shown.",
    EV,
    [S("Plush Otter: delivered to Hiroko in Kingston yesterday"), S("2 Dino Dig Kits: shipped separately from our other warehouse"),
     S("UPS 1Z8F44X20391884417"), S("due Tuesday"), S("Gift receipt included, no prices shown")],
    includes=["1Z8F44X20391884417", "Tuesday"], now=NOW,
    notes="fulfillment 71001 delivered 2026-03-27 to Hiroko Watanabe, Kingston; 71002 from Dorval DC, UPS, est 2026-03-31 (Tue); gift_receipt true + policy sentence 1.")

add(SC, D, Q,
    "Hi Kenji, part of your gift has arrived: the otter was delivered Mar 27. The two dig kits are coming in a separate UPS box and should be there Mar 31.",
    EV,
    [S("the otter was delivered Mar 27"), S("The two dig kits are coming in a separate UPS box"), S("should be there Mar 31")],
    includes=["Mar 31"],
    notes="fulfillments 71001 (delivered 2026-03-27) and 71002 (UPS, quantity 2, estimated 2026-03-31).")

add(SC, D, Q,
    "Your order was split into two shipments, which can happen when items come from different warehouses. It was paid in full, $101.67, and shipping was free. The dig kits are in transit with UPS.",
    EV,
    [S("Your order was split into two shipments"), S("which can happen when items come from different warehouses"),
     S("It was paid in full, $101.67"), S("shipping was free"), S("The dig kits are in transit with UPS")],
    includes=["101.67", "UPS"],
    notes="two fulfillments from two locations; policy sentence 3; financial_status paid, total 101.67; shipping 0.00.")

add(SC, D, Q,
    "Otter delivered Mar 27; dig kits (x2) in transit, ETA Mar 31.",
    EV,
    [S("Otter delivered Mar 27"), S("dig kits (x2) in transit"), S("ETA Mar 31")],
    includes=["Mar 31"],
    notes="fulfillments 71001/71002.")

add(SC, D, Q,
    "The otter was delivered Mar 27. The Dino Dig Kit is in transit with UPS and due Mar 31. Both parcels were gift-wrapped, with your birthday message for Mia.",
    EV,
    [S("The otter was delivered Mar 27"), C("The Dino Dig Kit is in transit", "VALUE_MISMATCH"), S("due Mar 31"),
     I("Both parcels were gift-wrapped", "CLAIM_WITHOUT_TOOL_EVIDENCE"), S("with your birthday message for Mia")],
    errors=["wrong_quantity", "unrecorded_extra"], excludes=["The Dino Dig Kit is in transit", "gift-wrapped"],
    notes="line 3302 quantity 2, fulfillment 71002 quantity 2; no gift-wrap line item (policy: CA$5, chosen at checkout); gift_message attribute is present.")

add(SC, D, Q,
    "- Otter: delivered Mar 27.\n- Dig kits: UPS 1Z8F44X20391884471, arriving Mar 30.",
    EV,
    [S("Otter: delivered Mar 27"), C("UPS 1Z8F44X20391884471", "IDENTIFIER_MISMATCH"), C("arriving Mar 30", "DATE_MISMATCH")],
    errors=["wrong_id", "wrong_date"], excludes=["1Z8F44X20391884471", "arriving Mar 30"],
    notes="tracking_number is 1Z8F44X20391884417 (last two digits swapped); estimated_delivery_at 2026-03-31.")

add(SC, D, Q,
    "The otter arrived Mar 27. The two Dino Dig Kits shipped separately with UPS, tracking 1Z8F44X20391884471, and are due Mar 31.",
    EV,
    [S("The otter arrived Mar 27"), S("The two Dino Dig Kits shipped separately with UPS"),
     C("tracking 1Z8F44X20391884471", "IDENTIFIER_MISMATCH"), S("are due Mar 31")],
    errors=["wrong_id"], excludes=["1Z8F44X20391884471"],
    includes=["1Z8F44X20391884417", "Mar 31|March 31"], repair=True,
    notes="tracking_number 1Z8F44X20391884417.")

add(SC, D, Q,
    "Your mom received the otter on Mar 27. The dig kits come from our Dorval warehouse by UPS and should arrive Mar 30.",
    EV,
    [S("Your mom received the otter on Mar 27"), S("The dig kits come from our Dorval warehouse by UPS"),
     C("should arrive Mar 30", "DATE_MISMATCH")],
    errors=["wrong_date"], excludes=["Mar 30"],
    includes=["Mar 31|March 31|2026-03-31|Tuesday", "Dorval"], repair=True,
    notes="estimated_delivery_at 2026-03-31.")
