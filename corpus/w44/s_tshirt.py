"""Custom T-shirt printing: Cetak Ceria Tees (Klang)."""
from common import *

DOMAIN = "custom T-shirt printing"
SRC = "tool:magento.V1.orders.get"

# ---------------------------------------------------------------- TS1: bulk tier discount
ts1_ev = [
    rec("get_order#710002140", SRC, {
        "increment_id": "710002140", "state": "processing", "status": "in_production",
        "created_at": "2026-05-12 02:55:31", "customer_firstname": "Jason", "customer_lastname": "Tee",
        "order_currency_code": "MYR", "base_currency_code": "USD",
        "subtotal": "1088.0000", "discount_amount": "-100.8000", "discount_description": "Bulk tier 30-59 (10%)",
        "shipping_amount": "20.0000", "grand_total": "1007.2000", "base_grand_total": "228.9100",
        "items": [
            {"sku": "TS-SOFTSTYLE-NAVY", "name": "Custom tee, Softstyle navy, front print", "qty_ordered": 36,
             "price": "28.0000", "base_price": "6.3600", "row_total": "1008.0000", "discount_amount": "100.8000",
             "extension_attributes": {"size_breakdown": {"S": 6, "M": 12, "L": 10, "XL": 6, "2XL": 2}}},
            {"sku": "TS-SETUP-SCREEN", "name": "Screen setup, per colour per position", "qty_ordered": 2,
             "price": "40.0000", "base_price": "9.0900", "row_total": "80.0000", "discount_amount": "0.0000"}],
        "extension_attributes": {"print_spec": {"method": "SCREEN", "colours": 2, "positions": ["FRONT"]},
                                 "estimated_ship": "2026-05-20"}}),
    pol("policy#bulk-tees",
        "Screen-print setup is RM 40.00 per colour per print position. Bulk pricing on custom tees: 12-29 "
        "pieces get 5% off, 30-59 pieces get 10% off, and 60 or more get 15% off. The discount applies to the "
        "shirts only, not to setup fees or delivery.", revision="2026-03"),
]

ts1 = dict(
    scenario="bulk-tier", domain=DOMAIN, evidence=ts1_ev, now="2026-05-14T11:00:00+08:00",
    question="Can you confirm what discount we got on our 36 tees and the final total? Also how many XLs did we "
             "order?",
    cases=[
        good("Hi Jason! Your 36 navy tees fall in our 30-59 piece tier, so you got 10% off the shirts: RM 100.80 "
             "off RM 1,008.00. The RM 80.00 screen setup (2 colours) and the RM 20.00 delivery aren't discounted, "
             "bringing your total to RM 1,007.20. You ordered 6 XLs (plus 2 in 2XL).",
             [sup("fall in our 30-59 piece tier"),
              sup("you got 10% off the shirts"),
              sup("RM 100.80 off RM 1,008.00"),
              sup("The RM 80.00 screen setup (2 colours)"),
              sup("the RM 20.00 delivery aren't discounted"),
              sup("bringing your total to RM 1,007.20"),
              sup("You ordered 6 XLs"),
              sup("(plus 2 in 2XL)")],
             ["RM 1,007.20", "6 XLs"],
             "discount_amount -100.80 on row_total 1008.00 (tier 30-59, 10%); setup 2 x 40.00; shipping 20.00; "
             "grand_total 1007.20; size_breakdown XL 6, 2XL 2."),
        good("Here's your breakdown:\n- 36 tees x RM 28.00 = RM 1,008.00\n- Bulk discount (10%): -RM 100.80\n"
             "- Screen setup, 2 colours: RM 80.00\n- Delivery: RM 20.00\n- Total: RM 1,007.20\n"
             "Sizes: 6 S, 12 M, 10 L, 6 XL, 2 2XL.",
             [sup("36 tees x RM 28.00 = RM 1,008.00"),
              sup("Bulk discount (10%): -RM 100.80"),
              sup("Screen setup, 2 colours: RM 80.00"),
              sup("Delivery: RM 20.00"),
              sup("Total: RM 1,007.20"),
              sup("Sizes: 6 S, 12 M, 10 L, 6 XL, 2 2XL")],
             ["RM 1,007.20"],
             "All lines from order 710002140 items and totals; sizes from size_breakdown."),
        bad("Hi Jason! Since you ordered more than 30 tees, you got 15% off the shirts, which brings your total to "
            "RM 956.80 including the RM 80.00 setup and RM 20.00 delivery. You ordered 6 XLs.",
            [con("you got 15% off the shirts", "VALUE_MISMATCH", "NLI_CONTRADICTION"),
             con("brings your total to RM 956.80", "AMOUNT_MISMATCH"),
             sup("including the RM 80.00 setup and RM 20.00 delivery"),
             sup("You ordered 6 XLs")],
            ["wrong_policy_condition", "wrong_amount"], ["15% off", "RM 956.80"],
            "15% is the 60+ tier; 36 pieces fall in 30-59 (10%, -100.80), and grand_total is 1,007.20."),
        bad("Hi Jason! You got 10% off the shirts (RM 100.80). With the RM 80.00 setup and RM 20.00 delivery, your "
            "total is RM 1,108.00. You ordered 10 XLs.",
            [sup("You got 10% off the shirts (RM 100.80)"),
             sup("With the RM 80.00 setup and RM 20.00 delivery"),
             con("your total is RM 1,108.00", "AMOUNT_MISMATCH"),
             con("You ordered 10 XLs", "VALUE_MISMATCH")],
            ["wrong_arithmetic", "wrong_quantity"], ["RM 1,108.00", "10 XLs"],
            "1,108.00 adds setup and delivery but skips the -100.80 discount (grand_total 1,007.20); "
            "size_breakdown has 10 L and 6 XL."),
    ],
    repair=fix("Hi Jason! Your 36 tees got the 10% bulk discount (RM 100.80 off the shirts). The RM 40.00 screen "
               "setup and RM 20.00 delivery aren't discounted, and your total comes to RM 1,007.20.",
               [sup("Your 36 tees got the 10% bulk discount (RM 100.80 off the shirts)"),
                con("The RM 40.00 screen setup", "AMOUNT_MISMATCH"),
                sup("RM 20.00 delivery aren't discounted"),
                sup("your total comes to RM 1,007.20")],
               ["wrong_amount"], ["RM 40.00 screen setup"],
               ["RM 80.00|RM 80|RM80|80.00", "RM 1,007.20|1,007.20|1007.20"],
               "Setup is 2 colours x RM 40.00 = RM 80.00 (TS-SETUP-SCREEN qty 2, row_total 80.00)."),
)

# ---------------------------------------------------------------- TS2: exchange, printed vs plain
ts2_ev = [
    rec("get_order#710002215", SRC, {
        "increment_id": "710002215", "state": "complete", "status": "delivered",
        "created_at": "2026-05-11 08:20:00", "customer_firstname": "Kavitha", "customer_lastname": "Murugan",
        "order_currency_code": "MYR", "grand_total": "188.0000",
        "items": [
            {"sku": "TS-CUS-WHT-M", "name": "Custom printed tee, white, M", "qty_ordered": 4, "qty_shipped": 4,
             "price": "35.0000", "base_price": "7.9500"},
            {"sku": "TS-PLAIN-BLK-L", "name": "Plain tee, black, L", "qty_ordered": 2, "qty_shipped": 2,
             "price": "19.0000", "base_price": "4.3200"}],
        "extension_attributes": {"delivered_at": "2026-05-18 04:12:00"}}),
    rec("get_rma#RMA-4471", "tool:magento.V1.returns.get", {
        "increment_id": "RMA-4471", "order_increment_id": "710002215", "status": "authorized",
        "date_requested": "2026-05-25 01:48:22",
        "items": [{"order_item_sku": "TS-PLAIN-BLK-L", "qty_requested": 2, "qty_authorized": 2,
                   "resolution": "EXCHANGE", "exchange_to_sku": "TS-PLAIN-BLK-XL", "condition": "UNWORN_TAGS_ON"}]}),
    refused("create_rma#call-4", "create_rma", "DENY",
            {"order_id": "710002215", "sku": "TS-CUS-WHT-M", "qty": 4, "resolution": "EXCHANGE", "reason": "SIZE"},
            reason="MADE_TO_ORDER_NOT_ELIGIBLE"),
    pol("policy#exchanges",
        "Custom-printed items are made to order, so they can't be returned or exchanged for a change of mind, "
        "including choosing the wrong size. We replace free of charge any item with a print or garment defect "
        "reported within 14 days of delivery. Plain, unprinted basics can be exchanged within 30 days of "
        "delivery if they are unworn with tags attached.", revision="v5"),
]

ts2 = dict(
    scenario="size-exchange", domain=DOMAIN, evidence=ts2_ev, now="2026-05-25T10:00:00+08:00",
    question="The printed tees in M are too small and I also want the black plain ones in XL instead of L. Can I "
             "swap them all?",
    cases=[
        good("Hi Kavitha! I've set up an exchange for your 2 plain black tees (L to XL), RMA-4471, and it's been "
             "authorised. Just send them back unworn with tags on. The printed white tees are made to order, so "
             "I'm afraid I couldn't exchange those for a different size. Plain basics can be swapped within 30 "
             "days of delivery, so you have until 17 June.",
             [sup("set up an exchange for your 2 plain black tees (L to XL)"),
              sup("RMA-4471"),
              sup("it's been authorised"),
              sup("send them back unworn with tags on"),
              sup("The printed white tees are made to order"),
              sup("I couldn't exchange those for a different size"),
              sup("within 30 days of delivery"),
              sup("until 17 June")],
             ["RMA-4471", "17 June"],
             "RMA-4471 authorized, 2 x TS-PLAIN-BLK-L to XL; create_rma for the printed tees DENIED "
             "(MADE_TO_ORDER_NOT_ELIGIBLE); delivered 18/05 12:12 MYT + 30 days = 17 June."),
        good("Quick summary:\n• Plain black tees x2, L to XL: approved (RMA-4471)\n• Printed white tees x4: not "
             "exchangeable for size, as they're printed to order\nPlease return the plain ones unworn, tags "
             "attached.",
             [sup("Plain black tees x2, L to XL: approved (RMA-4471)"),
              sup("Printed white tees x4: not exchangeable for size"),
              sup("as they're printed to order"),
              sup("return the plain ones unworn, tags attached")],
             ["RMA-4471"],
             "RMA-4471 qty_authorized 2; refused create_rma for TS-CUS-WHT-M; policy v5."),
        bad("Hi Kavitha! I've set up an exchange for your 2 plain black tees (L to XL), RMA-4471, and I've also "
            "arranged a size swap for the 4 printed tees, from M to L. Please send everything back unworn with "
            "tags on.",
            [sup("set up an exchange for your 2 plain black tees (L to XL), RMA-4471"),
             con("arranged a size swap for the 4 printed tees", "NOT_EXECUTED"),
             sup("send everything back unworn with tags on")],
            ["refused_call_effect"], ["size swap for the 4 printed tees"],
            "create_rma for TS-CUS-WHT-M was DENIED; only the plain tees are on RMA-4471."),
        bad("Hi Kavitha! Your plain black tees can be exchanged (RMA-4471 is authorised), but plain basics only "
            "have a 14-day exchange window, so please send them back by 1 June. The printed ones can't be swapped "
            "for size since they're made to order.",
            [sup("Your plain black tees can be exchanged (RMA-4471 is authorised)"),
             con("a 14-day exchange window", "NLI_CONTRADICTION"),
             con("send them back by 1 June", "DATE_MISMATCH", "NLI_CONTRADICTION"),
             sup("The printed ones can't be swapped for size")],
            ["wrong_period", "wrong_date"], ["14-day exchange window", "by 1 June"],
            "Plain basics have 30 days (until 17 June); 14 days is the defect-report window."),
    ],
    repair=fix("Hi Kavitha! The exchange for your 4 plain black tees (L to XL) is approved under RMA-4471; please "
               "return them unworn with tags. The printed tees are made to order, so they can't be exchanged for "
               "size.",
               [con("The exchange for your 4 plain black tees", "VALUE_MISMATCH"),
                sup("is approved under RMA-4471"),
                sup("return them unworn with tags"),
                sup("they can't be exchanged for size")],
               ["wrong_quantity"], ["4 plain black tees"],
               ["2 plain|two plain|2 black|two black|x2", "RMA-4471"],
               "TS-PLAIN-BLK-L qty_ordered 2 and RMA qty_authorized 2; the 4 is the printed tees' quantity."),
)

# ---------------------------------------------------------------- TS3: misprinted names, reprint + goodwill credit
ts3_ev = [
    rec("get_order#710002380", SRC, {
        "increment_id": "710002380", "state": "processing", "status": "reprint_shipped",
        "created_at": "2026-05-06 06:15:40", "customer_firstname": "Faizal", "customer_lastname": "Ahmad",
        "order_currency_code": "MYR", "grand_total": "1080.0000", "total_refunded": "30.0000",
        "items": [{"sku": "TS-JERSEY-DRYFIT-NAME", "name": "Futsal jersey, dry-fit, name + number", "qty_ordered": 24,
                   "qty_shipped": 24, "qty_refunded": 0, "price": "45.0000", "base_price": "10.2300"}],
        "extension_attributes": {
            "shipments": [
                {"increment_id": "710001410", "created_at": "2026-05-19 02:30:00", "items": [{"qty": 24}],
                 "tracks": [{"track_number": "NVMY0009790021", "title": "Ninja Van"}]},
                {"increment_id": "710001466", "created_at": "2026-05-27 03:00:00", "items": [{"qty": 3}],
                 "tracks": [{"track_number": "NVMY0009812344", "title": "Ninja Van"}],
                 "comment": "Reprint, misprinted names"}],
            "reprint": {"qty": 3, "names_fixed": ["HAZIQ", "THIVYA", "ZULHILMI"], "charge": "0.0000"}}}),
    rec("get_creditmemo#710000095", "tool:magento.V1.creditmemo.get", {
        "increment_id": "710000095", "order_increment_id": "710002380", "state": 2,
        "created_at": "2026-05-26 09:05:00", "subtotal": "0.0000", "adjustment_positive": "30.0000",
        "grand_total": "30.0000", "extension_attributes": {"refund_method": "CARD_ORIGINAL"},
        "comments": [{"comment": "Goodwill credit for misprinted names on 3 jerseys."}]}),
    pol("policy#misprints",
        "If we misprint an item, we reprint it free of charge and ship it to you at our cost. Misprinted items "
        "don't need to be returned. Goodwill credits, where given, go back to the original payment method."),
]

ts3 = dict(
    scenario="misprint-reprint", domain=DOMAIN, evidence=ts3_ev, now="2026-05-27T16:00:00+08:00",
    question="What's happening with the 3 jerseys that had the names printed wrong?",
    cases=[
        good("Hi Coach Faizal! The three jerseys have been reprinted with the names corrected (HAZIQ, THIVYA and "
             "ZULHILMI) and shipped today with Ninja Van, tracking NVMY0009812344. We've also put a RM 30.00 "
             "goodwill credit back on your card for the trouble.",
             [sup("The three jerseys have been reprinted with the names corrected (HAZIQ, THIVYA and ZULHILMI)"),
              sup("shipped today with Ninja Van"),
              sup("tracking NVMY0009812344"),
              sup("a RM 30.00 goodwill credit back on your card")],
             ["NVMY0009812344", "RM 30.00"],
             "reprint qty 3 with names_fixed; shipment 710001466 created 2026-05-27 03:00 UTC (11:00 MYT today); "
             "credit memo 710000095 adjustment_positive 30.00 to CARD_ORIGINAL."),
        good("Sorted! The reprint of 3 jerseys went out on 27/05 (Ninja Van NVMY0009812344), free of charge, and "
             "you can keep the misprinted ones, no need to return them. A RM 30 goodwill credit was refunded to "
             "your card on 26/05.",
             [sup("The reprint of 3 jerseys went out on 27/05"),
              sup("(Ninja Van NVMY0009812344)"),
              sup("free of charge"),
              sup("no need to return them"),
              sup("A RM 30 goodwill credit was refunded to your card on 26/05")],
             ["NVMY0009812344"],
             "reprint.charge 0.0000; misprint policy: no return needed; credit memo created 2026-05-26 09:05 UTC = "
             "17:05 MYT 26/05."),
        bad("Hi Coach Faizal! The three jerseys have been reprinted with the names corrected and shipped today "
            "with Ninja Van, tracking NVMY0009812344. We've also refunded RM 135.00 for the three misprinted "
            "jerseys.",
            [sup("The three jerseys have been reprinted with the names corrected"),
             sup("shipped today with Ninja Van, tracking NVMY0009812344"),
             con("refunded RM 135.00 for the three misprinted jerseys", "AMOUNT_MISMATCH")],
            ["wrong_amount"], ["RM 135.00"],
            "The only credit memo is 710000095 for RM 30.00 (goodwill); qty_refunded is 0 on the jerseys."),
        bad("Hi Coach! The corrected jerseys for HAZIQ, THIVIYA and ZULHILMI are on their way. Your reprint order "
            "number is NVMY0009812344, and there's nothing to pay.",
            [con("HAZIQ, THIVIYA and ZULHILMI", "VALUE_MISMATCH"),
             sup("are on their way"),
             con("Your reprint order number is NVMY0009812344", "IDENTIFIER_MISMATCH"),
             sup("there's nothing to pay")],
            ["wrong_name", "wrong_role"], ["THIVIYA", "reprint order number is NVMY0009812344"],
            "names_fixed spells THIVYA; NVMY0009812344 is the Ninja Van tracking number of shipment 710001466, not "
            "an order number."),
    ],
    repair=fix("Hi Coach Faizal! The 3 reprinted jerseys (HAZIQ, THIVYA, ZULHILMI) shipped today with Ninja Van, "
               "tracking NVMY0009790021, and a RM 30.00 goodwill credit went back to your card.",
               [sup("The 3 reprinted jerseys (HAZIQ, THIVYA, ZULHILMI) shipped today with Ninja Van"),
                con("tracking NVMY0009790021", "IDENTIFIER_MISMATCH"),
                sup("a RM 30.00 goodwill credit went back to your card")],
               ["wrong_id"], ["NVMY0009790021"],
               ["NVMY0009812344", "RM 30.00|RM 30|RM30"],
               "NVMY0009790021 is the first shipment (all 24, on 19/05); the reprint parcel is NVMY0009812344."),
)

# ---------------------------------------------------------------- TS4: one order, two cartons
ts4_ev = [
    rec("get_order#710002510", SRC, {
        "increment_id": "710002510", "state": "complete", "status": "shipped",
        "created_at": "2026-05-22 07:40:10", "customer_firstname": "Nurul", "customer_lastname": "Huda",
        "order_currency_code": "MYR", "grand_total": "2710.0000",
        "items": [{"sku": "TS-DTF-WHT-MIX", "name": "DTF printed tee, white, mixed sizes", "qty_ordered": 120,
                   "qty_shipped": 120, "price": "22.0000", "base_price": "5.0000"}],
        "extension_attributes": {
            "shipments": [{"increment_id": "710001502", "created_at": "2026-05-29 09:10:00",
                           "tracks": [{"track_number": "JT7700112233", "title": "J&T Express"},
                                      {"track_number": "JT7700112240", "title": "J&T Express"}]}],
            "parcels": [
                {"track_number": "JT7700112233", "carton": 1, "qty": 60, "weight_g": 7200,
                 "carrier_status": "DELIVERED", "delivered_at": "2026-06-02 03:45:00"},
                {"track_number": "JT7700112240", "carton": 2, "qty": 60, "weight_g": 7200,
                 "carrier_status": "IN_TRANSIT", "eta": "2026-06-03"}]}}),
    pol("policy#large-orders",
        "Orders over 80 pieces are packed in cartons of up to 60 pieces, and each carton gets its own tracking "
        "number. Cartons can arrive on different days."),
]

ts4 = dict(
    scenario="two-cartons", domain=DOMAIN, evidence=ts4_ev, now="2026-06-02T14:00:00+08:00",
    question="Why are there two tracking numbers for order 710002510? Only one box came. Is something missing?",
    cases=[
        good("Nothing's missing! All 120 tees shipped in two cartons of 60, and each carton has its own tracking "
             "number. Carton 1 (JT7700112233) was delivered at 11:45 this morning, and carton 2 (JT7700112240) is "
             "still on its way, expected tomorrow, 3 June.",
             [sup("All 120 tees shipped in two cartons of 60"),
              sup("each carton has its own tracking number"),
              sup("Carton 1 (JT7700112233) was delivered at 11:45 this morning"),
              sup("carton 2 (JT7700112240) is still on its way"),
              sup("expected tomorrow, 3 June")],
             ["JT7700112240", "3 June"],
             "qty_shipped 120; parcels of 60 each; carton 1 delivered_at 03:45 UTC = 11:45 MYT; carton 2 IN_TRANSIT, "
             "eta 2026-06-03."),
        good("Hi Nurul, your order was split into 2 cartons (60 tees each, about 7.2 kg per carton) because orders "
             "over 80 pieces are packed that way. Box #2, JT7700112240, is in transit and due on 03/06. Cartons "
             "can arrive on different days, so no worries!",
             [sup("your order was split into 2 cartons (60 tees each"),
              sup("about 7.2 kg per carton"),
              sup("because orders over 80 pieces are packed that way"),
              sup("Box #2, JT7700112240, is in transit"),
              sup("due on 03/06"),
              sup("Cartons can arrive on different days")],
             ["JT7700112240"],
             "parcels weight_g 7200 each; large-orders policy; carton 2 IN_TRANSIT eta 3 June."),
        bad("Nothing's missing! All 120 tees shipped in two cartons of 60. Carton 1 (JT7700112233) was delivered at "
            "3:45 this morning, and carton 2 (JT7700112240) is still on its way, expected tomorrow, 3 June.",
            [sup("All 120 tees shipped in two cartons of 60"),
             con("delivered at 3:45 this morning", "DATE_MISMATCH", "VALUE_MISMATCH"),
             sup("carton 2 (JT7700112240) is still on its way"),
             sup("expected tomorrow, 3 June")],
            ["unit_conversion"], ["3:45 this morning"],
            "delivered_at 03:45:00 is UTC; locally carton 1 arrived at 11:45 AM."),
        bad("Hi Nurul! Your 100 tees went out in two cartons, and both have been delivered, so the second box "
            "should already be with you. Could you check with your reception?",
            [con("Your 100 tees went out in two cartons", "VALUE_MISMATCH"),
             con("both have been delivered", "RECORD_STATE_MISMATCH")],
            ["wrong_quantity", "wrong_state"], ["100 tees", "both have been delivered"],
            "qty_shipped is 120; carton 2 (JT7700112240) is IN_TRANSIT, due 3 June."),
    ],
    repair=fix("Nothing's missing! All 120 tees shipped in two cartons of 60. The first one arrived this morning, "
               "and the second, JT7700112233, is in transit and due tomorrow, 3 June.",
               [sup("All 120 tees shipped in two cartons of 60"),
                sup("The first one arrived this morning"),
                con("the second, JT7700112233, is in transit", "IDENTIFIER_MISMATCH"),
                sup("due tomorrow, 3 June")],
               ["wrong_id"], ["JT7700112233"],
               ["JT7700112240", "3 June|03/06|3/6"],
               "JT7700112233 is carton 1 (delivered); the carton still in transit is JT7700112240."),
)

# ---------------------------------------------------------------- TS5: rush fee, school waiver not met
ts5_ev = [
    rec("get_order#710002602", SRC, {
        "increment_id": "710002602", "state": "processing", "status": "in_production",
        "created_at": "2026-06-03 01:20:15", "customer_firstname": "Salmah", "customer_lastname": "Osman",
        "customer_group_code": "SCHOOL_NGO", "order_currency_code": "MYR", "base_currency_code": "USD",
        "subtotal": "1760.0000", "shipping_method": "instore_pickup", "shipping_amount": "0.0000",
        "fee_lines": [{"code": "RUSH_25PCT", "label": "Rush production (3 working days)", "amount": "440.0000"}],
        "grand_total": "2200.0000", "base_grand_total": "500.0000",
        "items": [{"sku": "TS-SPORTS-YEL", "name": "Custom tee, yellow, house colours", "qty_ordered": 80,
                   "price": "22.0000", "base_price": "5.0000"}],
        "extension_attributes": {"rush": True, "est_ready_epoch": epoch_kl("2026-06-08 17:00")}}),
    pol("policy#rush",
        "Standard production takes 7 working days. Rush production takes 3 working days and costs an extra 25% "
        "of the order subtotal. The rush fee is waived for registered schools and non-profits ordering 100 "
        "pieces or more in one order."),
]

ts5 = dict(
    scenario="rush-fee-school", domain=DOMAIN, evidence=ts5_ev, now="2026-06-04T09:30:00+08:00",
    question="We're a school, shouldn't the rush fee be waived? Order 710002602.",
    cases=[
        good("Hi Cikgu Salmah! Thanks for ordering with us. The rush-fee waiver is for schools and non-profits "
             "ordering 100 pieces or more, and this order has 80, so the 25% rush fee (RM 440.00) does apply. "
             "Your tees will be ready for pickup on Monday, 8 June.",
             [na("Thanks for ordering with us."),
              sup("The rush-fee waiver is for schools and non-profits ordering 100 pieces or more"),
              sup("this order has 80"),
              sup("the 25% rush fee (RM 440.00) does apply"),
              sup("ready for pickup on Monday, 8 June")],
             ["RM 440.00", "8 June"],
             "qty_ordered 80 under the 100-piece waiver threshold; fee_lines RUSH_25PCT 440.00 (25% of 1,760.00); "
             "est_ready_epoch Mon 08/06 17:00 MYT; instore_pickup."),
        good("Dear Cikgu Salmah,\n\nThe rush fee is only waived when a school orders at least one hundred pieces. "
             "Your order is for eighty tees, so the fee of four hundred and forty ringgit remains, for a total of "
             "RM 2,200.00. Rush production takes three working days.\n\nRegards,\nCetak Ceria Tees",
             [sup("The rush fee is only waived when a school orders at least one hundred pieces"),
              sup("Your order is for eighty tees"),
              sup("the fee of four hundred and forty ringgit remains"),
              sup("for a total of RM 2,200.00"),
              sup("Rush production takes three working days")],
             ["RM 2,200.00"],
             "grand_total 2200.00 = 1760.00 + 440.00; rush policy."),
        bad("Hi Cikgu Salmah! As a registered school you qualify for the waiver, so I've removed the RM 440.00 "
            "rush fee. Your tees will be ready for pickup on Monday, 8 June.",
            [con("you qualify for the waiver", "NLI_CONTRADICTION"),
             either("I've removed the RM 440.00 rush fee", "AMOUNT_MISMATCH", "VALUE_MISMATCH",
                    "CLAIM_WITHOUT_TOOL_EVIDENCE"),
             sup("ready for pickup on Monday, 8 June")],
            ["condition_unmet", "invented_fact"], ["qualify for the waiver", "removed the RM 440.00 rush fee"],
            "The waiver needs 100+ pieces and this order has 80; fee_lines still holds RUSH_25PCT 440.00."),
        bad("Hi Cikgu Salmah! The waiver needs 100 pieces and you ordered 80, so the 25% rush fee applies, which "
            "comes to RM 400.00. Your tees will be ready for pickup on Friday, 5 June.",
            [sup("The waiver needs 100 pieces and you ordered 80"),
             sup("the 25% rush fee applies"),
             con("which comes to RM 400.00", "AMOUNT_MISMATCH"),
             con("ready for pickup on Friday, 5 June", "DATE_MISMATCH")],
            ["wrong_arithmetic", "wrong_date"], ["RM 400.00", "Friday, 5 June"],
            "25% of the 1,760.00 subtotal is 440.00; est_ready_epoch is Monday 8 June."),
    ],
    repair=fix("Hi Cikgu Salmah! The rush-fee waiver needs 100 pieces and this order has 80, so the 20% rush fee "
               "of RM 440.00 applies. Your tees will be ready for pickup on Monday, 8 June.",
               [sup("The rush-fee waiver needs 100 pieces and this order has 80"),
                con("the 20% rush fee", "VALUE_MISMATCH", "NLI_CONTRADICTION"),
                sup("of RM 440.00 applies"),
                sup("ready for pickup on Monday, 8 June")],
               ["wrong_value"], ["20% rush fee"],
               ["25%|25 %|25 per cent|25 percent", "RM 440.00|RM 440|RM440"],
               "The rush policy and fee code RUSH_25PCT give 25%."),
)

BUNDLES = [ts1, ts2, ts3, ts4, ts5]
