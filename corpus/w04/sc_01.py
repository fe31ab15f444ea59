# Scenario 01: sporting goods, partially shipped order (helmet shipped, gloves backordered)
D = "sporting goods"
SC = "helmet-partial"
Q = "Hi, I ordered a helmet and gloves last week (order #10482) and only got a shipping email for the helmet. Where are the gloves?"
EV = [
    {"id": "get_order#10482", "kind": "record", "source": "tool:shop.orders.get",
     "fields": {"order": {
         "id": 5512093347921, "name": "#10482", "email": "m.tremblay@example.ca",
         "created_at": "2026-03-02T20:14:09-05:00", "currency": "CAD",
         "financial_status": "paid", "fulfillment_status": "partial",
         "subtotal_price": "203.99", "total_discounts": "15.00", "total_tax": "26.52",
         "total_shipping_price_set": {"shop_money": {"amount": "0.00", "currency_code": "CAD"}},
         "total_price": "230.51",
         "discount_codes": [{"code": "SPRING15", "amount": "15.00", "type": "fixed_amount"}],
         "line_items": [
             {"id": 1301, "title": "Trailhead MIPS Helmet", "variant_title": "M / Matte Black",
              "sku": "TH-MIPS-M-BLK", "price": "149.99", "quantity": 1, "total_discount": "15.00",
              "fulfillment_status": "fulfilled"},
             {"id": 1302, "title": "Gel Cycling Gloves", "variant_title": "L", "sku": "GCG-L",
              "price": "34.50", "quantity": 2, "total_discount": "0.00", "fulfillment_status": None}],
         "fulfillments": [
             {"id": 4410021, "status": "success", "created_at": "2026-03-03T11:05:00-05:00",
              "tracking_company": "Canada Post", "tracking_number": "7023441099812206",
              "shipment_status": "in_transit", "line_items": [{"id": 1301, "quantity": 1}]}]}}},
    {"id": "get_tracking#7023441099812206", "kind": "record", "source": "tool:carrier.track",
     "fields": {"tracking_number": "7023441099812206", "carrier": "CANADA_POST", "status": "IN_TRANSIT",
                "estimated_delivery": "2026-03-06",
                "events": [
                    {"ts": ep("2026-03-03 16:20"), "code": "ACCEPTED", "location": "Laval QC"},
                    {"ts": ep("2026-03-04 18:42"), "code": "DEPARTED_FACILITY", "location": "Mississauga ON"}]}},
    {"id": "get_inventory#GCG-L", "kind": "record", "source": "tool:inventory.levels",
     "fields": {"sku": "GCG-L", "available": 0, "committed": 14,
                "incoming": [{"quantity": 40, "expected_at": "2026-03-12", "po": "PO-88217"}]}},
    {"id": "list_orders#m.tremblay", "kind": "record", "source": "tool:shop.orders.list",
     "fields": {"customer_email": "m.tremblay@example.ca", "orders": [
         {"name": "#10391", "created_at": "2026-02-10T09:31:44-05:00", "financial_status": "paid",
          "fulfillment_status": "fulfilled", "total_price": "33.89",
          "line_items": [{"title": "Insulated Bottle 750 mL", "price": "29.99", "quantity": 1}],
          "fulfillments": [{"tracking_company": "Canada Post", "tracking_number": "7023441088145519",
                            "shipment_status": "delivered"}]}]}},
    {"id": "policy#shipping-ca", "kind": "policy", "revision": "2026-01",
     "text": "Shipping within Canada is a flat CA$12 on orders under CA$150 after discounts. "
             "Orders of CA$150 or more after discounts ship free. "
             "If part of an order is backordered, we ship the in-stock items right away and send the rest when it arrives, with no additional shipping charge. "
             "Backordered items can be cancelled for a full refund any time before they ship."},
]
NOW = "2026-03-05T10:15:00-05:00"

add(SC, D, Q,
    "Order #10482 status:\n- Helmet (Trailhead MIPS, size M) shipped Mar 3 with Canada Post, tracking 7023441099812206. Expected Mar 6.\n- Gloves (2 pairs, size L) are backordered; restock expected Mar 12.\n- They'll ship separately at no extra shipping cost.",
    EV,
    [S("Helmet (Trailhead MIPS, size M) shipped Mar 3"), S("with Canada Post"), S("tracking 7023441099812206"),
     S("Expected Mar 6"), S("Gloves (2 pairs, size L) are backordered"), S("restock expected Mar 12"),
     S("ship separately at no extra shipping cost")],
    includes=["7023441099812206", "Mar 12"],
    notes="fulfillments[0] has the helmet, Canada Post, tracking and created 2026-03-03; tracking estimated_delivery 2026-03-06; inventory incoming expected_at 2026-03-12; shipping policy sentence 3.")

add(SC, D, Q,
    "Hi Marc, your helmet is on its way: it left the Mississauga facility yesterday evening and Canada Post expects to deliver it tomorrow. The two pairs of gloves are still on backorder and will follow in a separate parcel free of charge.",
    EV,
    [S("your helmet is on its way"), S("it left the Mississauga facility yesterday evening"),
     S("Canada Post expects to deliver it tomorrow"), S("The two pairs of gloves are still on backorder"),
     S("will follow in a separate parcel free of charge")],
    includes=["Mississauga", "backorder"], now=NOW,
    notes="now is Mar 5; DEPARTED_FACILITY Mississauga at 18:42 Mar 4 Toronto; estimated_delivery Mar 6; gloves unfulfilled, inventory 0; policy: rest ships with no additional shipping charge.")

add(SC, D, Q,
    "Helmet in transit (Canada Post 7023441099812206, ETA Mar 6). Gloves back in stock around Mar 12 and ship then, no extra shipping. Want them cancelled instead? That's a full refund as long as they haven't shipped.",
    EV,
    [S("Helmet in transit"), S("Canada Post 7023441099812206"), S("ETA Mar 6"),
     S("Gloves back in stock around Mar 12"), S("ship then, no extra shipping"),
     S("That's a full refund as long as they haven't shipped")],
    includes=["7023441099812206", "Mar 12"],
    notes="tracking status IN_TRANSIT, estimated 2026-03-06; inventory expected_at 2026-03-12; policy last sentence allows cancelling backordered items for a full refund before shipping.")

add(SC, D, Q,
    "Order #10482:\n- Helmet shipped Mar 3, Canada Post tracking 7023441088145519, expected Mar 6.\n- Gloves (2 pairs) are backordered; restock expected Mar 12.\n- They'll ship separately at no extra shipping cost.",
    EV,
    [S("Helmet shipped Mar 3"), C("tracking 7023441088145519", "IDENTIFIER_MISMATCH", "VALUE_MISMATCH"),
     S("expected Mar 6"), S("Gloves (2 pairs) are backordered"), S("restock expected Mar 12"),
     S("ship separately at no extra shipping cost")],
    errors=["other_record_value"], excludes=["7023441088145519"],
    notes="7023441088145519 is the tracking of the customer's earlier order #10391 (delivered bottle); #10482's helmet fulfillment is 7023441099812206.")

add(SC, D, Q,
    "Good news: both items on #10482 shipped Mar 3 with Canada Post (tracking 7023441099812206) and should arrive Mar 6. Your order total was $230.51, shipping was free since you were over $150.",
    EV,
    [C("both items on #10482 shipped Mar 3", "RECORD_STATE_MISMATCH"), S("tracking 7023441099812206"),
     S("should arrive Mar 6"), S("Your order total was $230.51"), S("shipping was free since you were over $150")],
    errors=["wrong_state"], excludes=["both items on #10482 shipped"],
    notes="fulfillment_status partial; the gloves line item has fulfillment_status null and only line 1301 is in the fulfillment. total_price 230.51; subtotal after discount 203.99 >= 150 so free shipping per policy.")

add(SC, D, Q,
    "- Helmet: shipped Mar 3, Canada Post, tracking 7023441099812206, due Mar 6.\n- Gloves x2: backordered, restock expected Mar 21.\n- Shipping on the second parcel will be $12.",
    EV,
    [S("Helmet: shipped Mar 3"), S("tracking 7023441099812206"), S("due Mar 6"), S("Gloves x2: backordered"),
     C("restock expected Mar 21", "DATE_MISMATCH"),
     C("Shipping on the second parcel will be $12", "NLI_CONTRADICTION", "AMOUNT_MISMATCH", "VALUE_MISMATCH")],
    errors=["wrong_date", "wrong_policy_condition"], excludes=["Mar 21", "second parcel will be $12"],
    notes="inventory incoming expected_at is 2026-03-12; policy says the backordered remainder ships with no additional shipping charge (the $12 flat rate is for orders under $150).")

add(SC, D, Q,
    "Your helmet shipped Mar 3 with Canada Post, tracking 7023441088145519, and should arrive Mar 6. The gloves (2 pairs) are backordered until about Mar 12 and will ship separately at no extra cost.",
    EV,
    [S("Your helmet shipped Mar 3"), C("tracking 7023441088145519", "IDENTIFIER_MISMATCH", "VALUE_MISMATCH"),
     S("should arrive Mar 6"), S("The gloves (2 pairs) are backordered until about Mar 12"),
     S("will ship separately at no extra cost")],
    errors=["other_record_value"], excludes=["7023441088145519"],
    includes=["7023441099812206", "Mar 12|March 12", "Mar 6|March 6"], repair=True,
    notes="Tracking given is the one for order #10391; the helmet's is 7023441099812206.")
