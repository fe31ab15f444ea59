# Scenario 06: pet supplies, autoship dog food order out for delivery
D = "pet supplies"
SC = "autoship-kibble"
Q = "Where's my autoship dog food? And when is the next one?"
EV = [
    {"id": "get_order#60931", "kind": "record", "source": "tool:shop.orders.get",
     "fields": {"order": {
         "name": "#60931", "created_at": "2026-03-23T06:00:04-04:00", "currency": "CAD", "tags": ["AUTOSHIP", "AS-11820"],
         "financial_status": "paid", "fulfillment_status": "fulfilled",
         "subtotal_price": "85.49", "total_discounts": "4.50", "total_tax": "11.11", "total_price": "96.60",
         "shipping_lines": [{"title": "Autoship free shipping", "price": "0.00"}],
         "line_items": [{"id": 7311, "title": "Prairie Grain-Free Salmon Dog Food 11.3 kg", "price": "89.99",
                         "quantity": 1, "total_discount": "4.50",
                         "discount_allocations": [{"amount": "4.50", "discount_application_index": 0}]}],
         "discount_applications": [{"type": "automatic", "title": "AUTOSHIP_5", "value": "5.0", "value_type": "percentage"}],
         "fulfillments": [{"id": 512201, "status": "success", "tracking_company": "Canpar",
                           "tracking_number": "D420771930001", "shipment_status": "out_for_delivery",
                           "updated_at": "2026-03-24T07:48:00-04:00"}]}}},
    {"id": "get_order#60412", "kind": "record", "source": "tool:shop.orders.get",
     "fields": {"order": {"name": "#60412", "created_at": "2026-02-23T06:00:02-05:00", "tags": ["AUTOSHIP", "AS-11820"],
                          "financial_status": "paid", "fulfillment_status": "fulfilled", "total_price": "91.24",
                          "line_items": [{"title": "Prairie Grain-Free Salmon Dog Food 11.3 kg", "price": "84.99",
                                          "quantity": 1, "total_discount": "4.25"}],
                          "fulfillments": [{"tracking_number": "D420771455812", "shipment_status": "delivered"}]}}},
    {"id": "get_subscription#AS-11820", "kind": "record", "source": "tool:subscriptions.get",
     "fields": {"subscription_id": "AS-11820", "status": "ACTIVE", "interval": "P4W", "discount_pct": 5,
                "next_charge_date": "2026-04-20", "product_sku": "PRA-SAL-113"}},
    {"id": "policy#autoship", "kind": "policy", "revision": "2026-02",
     "text": "Autoship orders over CA$49 ship free. "
             "Every autoship delivery is 5% off the regular price. "
             "You can skip, reschedule or cancel an autoship any time up to 3 days before its next charge date."},
]
NOW = "2026-03-24T09:10:00-04:00"

add(SC, D, Q,
    "- Autoship #60931 is out for delivery today with Canpar (D420771930001).\n- Charged $96.60: $89.99 food less 5% autoship ($4.50), plus HST. Free shipping.\n- Next delivery charges Apr 20; changes allowed until 3 days before.",
    EV,
    [S("Autoship #60931 is out for delivery today"), S("with Canpar (D420771930001)"), S("Charged $96.60"),
     S("$89.99 food less 5% autoship ($4.50)"), S("Free shipping."), S("Next delivery charges Apr 20"),
     S("changes allowed until 3 days before")],
    includes=["D420771930001", "Apr 20"], now=NOW,
    notes="fulfillment out_for_delivery updated Mar 24; total 96.60, price 89.99, discount 4.50, shipping 0.00; subscription next_charge_date 2026-04-20; policy 3 days.")

add(SC, D, Q,
    "Hi Dev! Your salmon kibble is on the truck for delivery today. Your autoship comes every 4 weeks, and the next charge is April 20.",
    EV,
    [N("Hi Dev!"), S("Your salmon kibble is on the truck for delivery today"), S("Your autoship comes every 4 weeks"),
     S("the next charge is April 20")],
    includes=["April 20"], now=NOW,
    notes="shipment_status out_for_delivery; interval P4W; next_charge_date 2026-04-20.")

add(SC, D, Q,
    "Out for delivery today, Canpar D420771930001. Total was $96.60 with free shipping.",
    EV,
    [S("Out for delivery today, Canpar D420771930001"), S("Total was $96.60"), S("with free shipping")],
    includes=["D420771930001", "96.60"], now=NOW,
    notes="fulfillment record; total_price 96.60; shipping_lines 0.00.")

add(SC, D, Q,
    "Your next autoship is scheduled for 2026-04-20. If you need to skip or reschedule it, you can do so up to April 17.",
    EV,
    [S("Your next autoship is scheduled for 2026-04-20"), S("you can do so up to April 17")],
    includes=["2026-04-20", "April 17"],
    notes="next_charge_date 2026-04-20; policy: up to 3 days before the charge date, i.e. Apr 17.")

add(SC, D, Q,
    "Your autoship order #60931 has been delivered by Canpar (D420771930001). You were charged $84.99 for the food before the 5% autoship discount.",
    EV,
    [C("has been delivered by Canpar", "RECORD_STATE_MISMATCH"), S("(D420771930001)"),
     C("You were charged $84.99 for the food", "AMOUNT_MISMATCH")],
    errors=["wrong_state", "stale_value"], excludes=["has been delivered", "$84.99"],
    notes="shipment_status is out_for_delivery, not delivered; 84.99 is the line price on last month's order #60412, now 89.99.")

add(SC, D, Q,
    "- #60931 out for delivery today.\n- Next charge Apr 20; you can cancel any time up to the day before.\n- Autoship also includes a free treat sample in every box.",
    EV,
    [S("#60931 out for delivery today"), S("Next charge Apr 20"),
     C("you can cancel any time up to the day before", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
     I("Autoship also includes a free treat sample in every box", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED")],
    errors=["wrong_policy_condition", "unlisted_perk"], excludes=["up to the day before", "free treat sample"], now=NOW,
    notes="policy allows changes only up to 3 days before the charge date; no policy mentions free samples.")

add(SC, D, Q,
    "Your food has been delivered by Canpar, tracking D420771930001. The next autoship charge is Apr 20.",
    EV,
    [C("Your food has been delivered by Canpar", "RECORD_STATE_MISMATCH"), S("tracking D420771930001"),
     S("The next autoship charge is Apr 20")],
    errors=["wrong_state"], excludes=["has been delivered"],
    includes=["out for delivery|on its way|being delivered|on the truck|out with the driver", "D420771930001", "Apr 20|April 20"],
    repair=True, notes="shipment_status out_for_delivery.")

add(SC, D, Q,
    "Your order #60931 is out for delivery with Canpar. The next autoship will be charged on Apr 23.",
    EV,
    [S("Your order #60931 is out for delivery with Canpar"), C("charged on Apr 23", "DATE_MISMATCH")],
    errors=["wrong_date"], excludes=["Apr 23"],
    includes=["Apr 20|April 20|2026-04-20", "Canpar"], repair=True,
    notes="next_charge_date is 2026-04-20.")
