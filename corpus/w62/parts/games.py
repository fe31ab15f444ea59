from write_cases import Scen, case, repair, ok, na, soft, bad, unk, either, rec, pol, kb, refused, ep

D = "board-game shop"

# ---------------------------------------------------------------- G1: expansion pre-order, release moved
g1 = Scen("games-expansion-delay", D,
    "My Skeleton Coast: Shipwrecks pre-order was supposed to ship tomorrow. Is it still coming?",
    [
        rec("get_preorder#MK-1144", "tool:shop.get_order", {
            "order": {"number": "MK-1144", "customer": {"name": "Dawid Engelbrecht"}, "type": "PREORDER", "currency": "NAD",
                      "line_items": [{"sku": "SKC-EXP-SHIP", "title": "Skeleton Coast: Shipwrecks expansion", "qty": 1, "unit_price_cents": 64900}],
                      "paid_cents": 64900, "ship_on_release": True, "shipping_method": {"carrier": "NamPost", "service": "Courier Express", "rate": "78.50"}}}),
        rec("get_release#SKC-EXP-SHIP", "tool:catalog.get_release", {
            "sku": "SKC-EXP-SHIP", "publisher": "Dune Sea Games",
            "release_history": [
                {"version": 1, "release_date": "2026-03-20", "status": "SUPERSEDED", "announced_at": ep("2025-11-02T10:00:00+02:00")},
                {"version": 2, "release_date": "2026-04-17", "status": "CURRENT", "announced_at": ep("2026-03-12T16:45:00+02:00"),
                 "reason": "PRINTING_DELAY"}]}),
        pol("preorder-policy#games", "Pre-orders are charged when you order and ship on the release day, so they arrive as close to launch as possible. "
            "If a publisher moves a release by more than two weeks, you may cancel for a full refund before it ships. "
            "We don't charge extra if shipping rates go up in the meantime.", "v3"),
    ], now="2026-03-19T13:00:00+02:00")

case(g1, 80,
    "Hi Dawid! It's still coming, but later than planned: the publisher moved Shipwrecks from 20 March to Friday 17 April because of a printing delay. "
    "We'll ship it by NamPost Courier Express on release day. Since that's a delay of more than two weeks, you're welcome to cancel for a full refund of N$649.00 if you'd rather not wait.",
    [ok("the publisher moved Shipwrecks from 20 March to Friday 17 April because of a printing delay"),
     ok("We'll ship it by NamPost Courier Express on release day"), ok("Since that's a delay of more than two weeks"),
     ok("you're welcome to cancel for a full refund of N$649.00")],
    includes=["17 April", "N$649.00"],
    notes="release_history v2 CURRENT 2026-04-17 (a Friday), v1 2026-03-20 superseded; PRINTING_DELAY; 28 days > 2 weeks; paid_cents 64900.")

case(g1, 81,
    "Shipwrecks now releases 17/04/2026 (printing delay), and your pre-order ships that day. You've already paid, and there's no extra charge if postage rises.",
    [ok("Shipwrecks now releases 17/04/2026 (printing delay)"), ok("your pre-order ships that day"), ok("You've already paid"),
     ok("there's no extra charge if postage rises")],
    includes=["17/04/2026"],
    notes="current release 2026-04-17; paid_cents equals price; policy on rate rises.")

case(g1, 82,
    "Yes! Shipwrecks releases tomorrow, Friday 20 March, and your copy goes out by Courier Express that day. "
    "Pre-orders can be cancelled for a full refund any time before release.",
    [bad("Shipwrecks releases tomorrow, Friday 20 March", "DATE_MISMATCH"), ok("your copy goes out by Courier Express"),
     bad("can be cancelled for a full refund any time before release", "NLI_CONTRADICTION")],
    errors=["stale_value", "wrong_policy_condition"],
    excludes=["releases tomorrow, Friday 20 March", "any time before release"],
    notes="20 March is the superseded release date; current is 17 April. Policy allows a refund-cancel only when the release moves by more than two weeks.",
    tag="stale")

case(g1, 83,
    "Hi Dawid! The release slipped to 17 April, so to say sorry we've upgraded you to Trans-Kalahari Overnight at no cost and added a free promo card to your order.",
    [ok("The release slipped to 17 April"), unk("upgraded you to Trans-Kalahari Overnight at no cost", "CLAIM_WITHOUT_TOOL_EVIDENCE"),
     unk("added a free promo card to your order", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
    errors=["unrecorded_extra", "unrecorded_extra"],
    excludes=["upgraded you to Trans-Kalahari Overnight", "free promo card"],
    notes="shipping_method is still NamPost Courier Express and the line items hold only the expansion.",
    tag="extras")

repair(g1, 17,
    "The publisher moved Shipwrecks to 17 March, and your pre-order ships on release day by Courier Express.",
    [bad("moved Shipwrecks to 17 March", "DATE_MISMATCH"), ok("your pre-order ships on release day by Courier Express")],
    errors=["wrong_date"], excludes=["17 March"], includes=["17 April|17/04", "Courier Express"],
    notes="current release_date 2026-04-17.")

# ---------------------------------------------------------------- G2: missing meeples, box swap refused
g2 = Scen("games-missing-pieces", D,
    "My copy of Kraal Empires is missing the blue meeples. Can you just send me a new box?",
    [
        rec("get_order#MK-1079", "tool:shop.get_order", {
            "order": {"number": "MK-1079", "customer": {"name": "Nangula Amupolo"}, "currency": "NAD",
                      "line_items": [{"title": "Kraal Empires (base game)", "qty": 1, "unit_price_cents": 89500}],
                      "delivered_at": "2026-02-20T12:40:00+02:00"}}),
        rec("get_parts_request#pr_5532", "tool:catalog.get_parts_request", {
            "id": "pr_5532", "order": "MK-1079", "publisher": "Dune Sea Games", "parts": [{"part": "meeple, blue", "qty": 8}],
            "status": "AWAITING_PUBLISHER", "opened_at": ep("2026-03-16T09:30:00+02:00"), "shipping_paid_by": "PUBLISHER"}),
        refused("replace_box#call-4", "shop.create_replacement_order", "DENY", {"order": "MK-1079", "sku": "KRL-EMP-BASE"},
                "OUTSIDE_14_DAY_SWAP_WINDOW"),
        pol("components-policy#missing", "Missing or damaged components are sadly part of board-gaming life. "
            "We contact the publisher, who posts the spare parts to you free of charge, usually within 3 to 4 weeks. "
            "A whole new box is only possible within 14 days of delivery.", "v2"),
    ], now="2026-03-16T11:00:00+02:00")

case(g2, 84,
    "Oh no, a game without its blue meeples is no fun! A whole new box is only possible within 14 days of delivery, and yours arrived on 20 February, "
    "so I couldn't swap it. Instead I've asked Dune Sea Games for the 8 blue meeples this morning; publishers post spare parts free of charge, usually within 3 to 4 weeks.",
    [na("a game without its blue meeples is no fun!"), ok("A whole new box is only possible within 14 days of delivery"),
     ok("yours arrived on 20 February"), ok("so I couldn't swap it"), ok("I've asked Dune Sea Games for the 8 blue meeples this morning"),
     ok("publishers post spare parts free of charge"), ok("usually within 3 to 4 weeks")],
    includes=["3 to 4 weeks", "20 February"],
    notes="delivered_at 20/02 (24 days before now, outside 14 days); box swap DENY; parts request pr_5532 opened 16/03 09:30, qty 8; policy.")

case(g2, 85,
    "A replacement box wasn't possible (it's past the 14-day window), but the publisher will post your 8 blue meeples free; expect them in about three to four weeks.",
    [ok("A replacement box wasn't possible"), ok("it's past the 14-day window"), ok("the publisher will post your 8 blue meeples free"),
     ok("expect them in about three to four weeks")],
    includes=["8 blue meeples"],
    notes="refused_call DENY OUTSIDE_14_DAY_SWAP_WINDOW; shipping_paid_by PUBLISHER; policy.")

case(g2, 86,
    "Hi Nangula! No problem: I've sent you a brand-new copy of Kraal Empires today, since boxes can be swapped within 30 days of delivery.",
    [bad("I've sent you a brand-new copy of Kraal Empires today", "NOT_EXECUTED"), bad("within 30 days of delivery", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["refused_call_effect", "wrong_period"],
    excludes=["brand-new copy", "within 30 days"],
    notes="create_replacement_order was DENIED; policy says 14 days.",
    tag="newbox")

case(g2, 87,
    "Sorry about the meeples! I've asked the publisher for 6 blue meeples, and they'll post them free of charge within 3 to 4 weeks. "
    "A new box isn't possible, as your game was delivered more than 14 days ago.",
    [na("Sorry about the meeples!"), bad("I've asked the publisher for 6 blue meeples", "VALUE_MISMATCH"),
     ok("they'll post them free of charge within 3 to 4 weeks"), ok("your game was delivered more than 14 days ago")],
    errors=["wrong_quantity"],
    excludes=["6 blue meeples"],
    notes="parts request qty is 8.",
    tag="qty")

repair(g2, 18,
    "I couldn't swap the box, since it's more than 14 days since delivery. The publisher will post the 8 blue meeples, and you'll pay N$35 for their postage.",
    [ok("I couldn't swap the box"), ok("more than 14 days since delivery"), ok("The publisher will post the 8 blue meeples"),
     bad("you'll pay N$35 for their postage", "NLI_CONTRADICTION", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH")],
    errors=["invented_fact"], excludes=["you'll pay N$35"], includes=["free|no charge|no cost", "8 blue meeples"],
    notes="shipping_paid_by PUBLISHER; policy: spare parts are posted free of charge.")

# ---------------------------------------------------------------- G3: marked delivered, not received
g3 = Scen("games-delivered-missing", D,
    "Tracking says my Catan-style bundle was delivered yesterday but I have nothing. Help!",
    [
        rec("get_shipment#shp_Dl2231", "tool:labels.get_shipment", {
            "id": "shp_Dl2231", "reference": "MK-1201", "insurance": "1150.00",
            "to_address": {"street1": "14 Feld Street", "city": "Swakopmund"},
            "selected_rate": {"carrier": "Trans-Kalahari Couriers", "service": "Road Freight", "rate": "88.00", "currency": "NAD"},
            "tracker": {"tracking_code": "TKC-702216", "status": "delivered",
                        "tracking_details": [
                            {"status": "out_for_delivery", "datetime": "2026-03-10T08:05:00", "tracking_location": {"city": "Swakopmund", "zone": "Africa/Windhoek"}},
                            {"status": "delivered", "datetime": "2026-03-10T15:27:00", "message": "Delivered, signed by J SMIT",
                             "tracking_location": {"city": "Swakopmund", "zone": "Africa/Windhoek"}}]}}),
        rec("get_order#MK-1201", "tool:shop.get_order", {"order": {"number": "MK-1201", "customer": {"name": "Ester Hamutenya"},
            "line_items": [{"title": "Settlers of the Namib + Seafarers bundle", "qty": 1, "unit_price_cents": 115000}], "total_cents": 123800}}),
        pol("delivery-policy#missing", "If tracking says delivered but you can't find your parcel, please check with neighbours or anyone who might have signed for it, "
            "and give it 2 business days. After that we open an investigation with the carrier, which takes up to 10 business days. "
            "If the carrier confirms it is lost, we replace or refund the order.", "v4"),
    ], now="2026-03-11T09:30:00+02:00")

case(g3, 88,
    "Oh, that's worrying, Ester, sorry! The courier recorded the bundle as delivered at 14 Feld Street yesterday at 15:27, signed for by a \"J Smit\". "
    "Could that be a neighbour or someone in your household? If it hasn't turned up after 2 business days, we'll open an investigation with Trans-Kalahari, "
    "which takes up to 10 business days, and if it's lost we'll replace or refund your order.",
    [na("that's worrying, Ester, sorry!"), ok("delivered at 14 Feld Street yesterday at 15:27"), ok("signed for by a \"J Smit\""),
     na("Could that be a neighbour or someone in your household?"), ok("If it hasn't turned up after 2 business days, we'll open an investigation"),
     ok("which takes up to 10 business days"), ok("if it's lost we'll replace or refund your order")],
    includes=["15:27", "J Smit"],
    notes="delivered 2026-03-10T15:27 Swakopmund (yesterday for now 11/03), signed by J SMIT; policy v4.")

case(g3, 89,
    "TKC-702216 shows delivered on Tuesday 10 March, signed by J Smit. Please check with neighbours; if it's still missing after 2 business days we'll open a carrier investigation.",
    [ok("TKC-702216 shows delivered on Tuesday 10 March, signed by J Smit"), na("Please check with neighbours"),
     ok("if it's still missing after 2 business days we'll open a carrier investigation")],
    includes=["TKC-702216"],
    notes="10 March 2026 is a Tuesday; policy: wait 2 business days, then a carrier investigation.")

case(g3, 90,
    "So sorry, Ester! The tracking shows it was left at your front door yesterday afternoon without a signature. "
    "We've already opened an investigation with the courier, and we'll refund you within 10 business days.",
    [na("So sorry, Ester!"), bad("left at your front door yesterday afternoon without a signature", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH"),
     either("We've already opened an investigation", "CLAIM_WITHOUT_TOOL_EVIDENCE", "NLI_CONTRADICTION"),
     either("we'll refund you within 10 business days", "NLI_CONTRADICTION", "NLI_NOT_ENTAILED", "NO_POLICY_EVIDENCE")],
    errors=["invented_fact", "unrecorded_extra", "condition_unmet"],
    excludes=["without a signature", "already opened an investigation", "refund you within 10 business days"],
    notes="the delivered event says signed by J SMIT; no investigation record exists and policy opens one only after 2 business days; a refund follows only if the carrier confirms loss.",
    tag="frontdoor")

repair(g3, 19,
    "The courier marked your bundle delivered yesterday at 15:27, signed by J Smit. If it doesn't turn up within 5 business days, we'll open an investigation with the carrier.",
    [ok("delivered yesterday at 15:27, signed by J Smit"), bad("within 5 business days", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
     ok("we'll open an investigation with the carrier")],
    errors=["wrong_policy_condition"], excludes=["within 5 business days"], includes=["2 business days|two business days", "15:27"],
    notes="policy: wait 2 business days before the investigation.")

# ---------------------------------------------------------------- G4: paid overnight, sent by parcel, difference refunded
g4 = Scen("games-service-mixup", D,
    "I paid for overnight shipping on MK-1260 but it's taking ages. What service did you actually use?",
    [
        rec("get_order#MK-1260", "tool:shop.get_order", {
            "order": {"number": "MK-1260", "customer": {"name": "Kobus Steyn"}, "currency": "NAD",
                      "line_items": [{"title": "Oasis Traders", "qty": 1, "unit_price_cents": 56000}, {"title": "Card sleeves 100 pack", "qty": 2, "unit_price_cents": 6500}],
                      "shipping_paid_cents": 13200, "shipping_method_chosen": "Trans-Kalahari Overnight"}}),
        rec("get_shipment#shp_Ox1260", "tool:labels.get_shipment", {
            "id": "shp_Ox1260",
            "rates": [{"carrier": "NamPost", "service": "Parcel", "rate": "48.00", "est_delivery_days": 5},
                      {"carrier": "Trans-Kalahari Couriers", "service": "Overnight", "rate": "132.00", "est_delivery_days": 1}],
            "selected_rate": {"carrier": "NamPost", "service": "Parcel", "rate": "48.00", "currency": "NAD", "est_delivery_days": 5},
            "tracker": {"tracking_code": "NP970054418NA", "status": "in_transit", "est_delivery_date": "2026-04-06",
                        "tracking_details": [{"status": "in_transit", "datetime": "2026-04-01T09:14:00", "tracking_location": {"city": "Windhoek", "zone": "Africa/Windhoek"}},
                                             {"status": "in_transit", "datetime": "2026-04-02T06:50:00", "tracking_location": {"city": "Mariental", "zone": "Africa/Windhoek"}}]}}),
        rec("get_refund#re_MK1260", "tool:payments.get_refund", {"id": "re_MK1260", "order": "MK-1260", "amount_cents": 8400, "status": "SUCCEEDED",
                                                                "reason": "SHIPPING_SERVICE_DOWNGRADE", "created_at": ep("2026-04-02T10:05:00+02:00")}),
        pol("shipping-policy#mistakes", "If we ship with a slower service than you paid for, we refund the price difference straight away. "
            "Refunds show on your card within 5 business days. We're a small team and we're sorry when this happens.", "v1"),
    ], now="2026-04-02T11:00:00+02:00")

case(g4, 91,
    "Hi Kobus, I'm really sorry: you paid for Trans-Kalahari Overnight, but Oasis Traders went out by NamPost Parcel by mistake. "
    "I've refunded the N$84.00 difference this morning, and it should show on your card within 5 business days. "
    "The parcel reached Mariental early today and is due on Monday 6 April.",
    [ok("you paid for Trans-Kalahari Overnight"), ok("went out by NamPost Parcel by mistake"),
     ok("I've refunded the N$84.00 difference this morning"), ok("should show on your card within 5 business days"),
     ok("reached Mariental early today"), ok("is due on Monday 6 April")],
    includes=["N$84.00", "6 April"],
    notes="shipping_paid 13200 vs selected NamPost Parcel 48.00; refund 8400 SUCCEEDED 02/04 10:05; Mariental 02/04 06:50; est 2026-04-06 (a Monday).")

case(g4, 92,
    "It was sent NamPost Parcel (NP970054418NA), not Overnight. The N$84 difference between N$132 and N$48 has been refunded; expect it on 06/04.",
    [ok("It was sent NamPost Parcel (NP970054418NA), not Overnight"), ok("The N$84 difference between N$132 and N$48 has been refunded"),
     ok("expect it on 06/04")],
    includes=["NP970054418NA"],
    notes="selected_rate NamPost Parcel; 132 - 48 = 84; refund SUCCEEDED; est_delivery_date 2026-04-06.")

case(g4, 93,
    "Hi Kobus! Your order went out with Trans-Kalahari Overnight as you chose, so it should be with you tomorrow. "
    "Your order total was N$625.00 plus shipping.",
    [bad("went out with Trans-Kalahari Overnight as you chose", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH"),
     bad("so it should be with you tomorrow", "DATE_MISMATCH"), bad("Your order total was N$625.00 plus shipping", "AMOUNT_MISMATCH", "VALUE_MISMATCH")],
    errors=["other_record_value", "wrong_date", "wrong_arithmetic"],
    excludes=["went out with Trans-Kalahari Overnight", "with you tomorrow", "N$625.00"],
    notes="selected_rate is NamPost Parcel (Overnight is an unselected rate); est 2026-04-06; items 560.00 + 2 x 65.00 = 690.00, not 625.00.",
    tag="service")

case(g4, 94,
    "Sorry, Kobus! It went by NamPost Parcel instead of Overnight. I've sent the difference back to your card: N$132.00, so you've effectively got free shipping.",
    [na("Sorry, Kobus!"), ok("It went by NamPost Parcel instead of Overnight"),
     bad("N$132.00, so you've effectively got free shipping", "AMOUNT_MISMATCH", "VALUE_MISMATCH")],
    errors=["wrong_amount"],
    excludes=["N$132.00, so you've", "free shipping"],
    notes="refund amount_cents 8400 = N$84.00 (the difference), not the full N$132.00.",
    tag="refund")

repair(g4, 20,
    "Oasis Traders went by NamPost Parcel instead of Overnight, so I've refunded the N$84.00 difference. It reached Mariental today and is due on Monday 6 March.",
    [ok("went by NamPost Parcel instead of Overnight"), ok("I've refunded the N$84.00 difference"), ok("It reached Mariental today"),
     bad("is due on Monday 6 March", "DATE_MISMATCH")],
    errors=["wrong_date"], excludes=["6 March"], includes=["6 April|06/04", "N$84.00|84.00"],
    notes="est_delivery_date 2026-04-06.")

# ---------------------------------------------------------------- G5: club order in two parcels
g5 = Scen("games-club-two-parcels", D,
    "Our school games club ordered six games (MK-1302). How is it shipping and what did postage cost?",
    [
        rec("get_order#MK-1302", "tool:shop.get_order", {
            "order": {"number": "MK-1302", "customer": {"name": "Okahandja High Games Club", "contact": "Ms R. Gawanas"}, "currency": "NAD",
                      "line_items": [{"title": "assorted games", "qty": 6}], "items_subtotal_cents": 318000, "shipping_cents": 26300,
                      "discount": {"code": "CLUB10", "amount_cents": 31800}, "total_cents": 312500}}),
        rec("list_shipments#MK-1302", "tool:labels.list_shipments", {"shipments": [
            {"id": "shp_Cl1302a", "parcel": {"length": 20, "width": 14, "height": 12, "weight": 320, "unit_dims": "in", "unit_weight": "oz"},
             "selected_rate": {"carrier": "NamPost", "service": "Parcel", "rate": "145.00", "currency": "NAD"},
             "tracker": {"tracking_code": "NP981120003NA", "status": "delivered",
                         "tracking_details": [{"status": "delivered", "datetime": "2026-03-13T11:02:00", "tracking_location": {"city": "Okahandja", "zone": "Africa/Windhoek"}}]}},
            {"id": "shp_Cl1302b", "parcel": {"length": 16, "width": 12, "height": 10, "weight": 208, "unit_dims": "in", "unit_weight": "oz"},
             "selected_rate": {"carrier": "NamPost", "service": "Parcel", "rate": "118.00", "currency": "NAD"},
             "tracker": {"tracking_code": "NP981120017NA", "status": "in_transit", "est_delivery_date": "2026-03-16",
                         "tracking_details": [{"status": "in_transit", "datetime": "2026-03-12T16:40:00", "tracking_location": {"city": "Windhoek", "zone": "Africa/Windhoek"}}]}}]}),
        pol("shipping-policy#bulk", "Big orders are split so that no parcel weighs more than 20 lb, the NamPost Parcel limit. "
            "School and club orders get 10% off the games (code CLUB10); the discount does not apply to postage.", "2026-02"),
    ], now="2026-03-13T15:00:00+02:00")

case(g5, 95,
    "Hello Ms Gawanas! Because NamPost Parcel takes at most 20 lb per box, the six games travel in two parcels. "
    "The first (20 lb) was delivered in Okahandja this morning at 11:02; the second (13 lb) is on its way and due on Monday 16 March. "
    "Postage was N$145.00 plus N$118.00, so N$263.00 in total, and your CLUB10 discount took N$318.00 off the games.",
    [na("Hello Ms Gawanas!"), ok("NamPost Parcel takes at most 20 lb per box"), ok("the six games travel in two parcels"),
     ok("The first (20 lb) was delivered in Okahandja this morning at 11:02"), ok("the second (13 lb) is on its way and due on Monday 16 March"),
     ok("Postage was N$145.00 plus N$118.00"), ok("so N$263.00 in total"), ok("your CLUB10 discount took N$318.00 off the games")],
    includes=["N$263.00", "16 March"],
    notes="320 oz = 20 lb, 208 oz = 13 lb; delivered 13/03 11:02; second parcel est 2026-03-16 (Monday); 145 + 118 = 263 = shipping_cents 26300; discount 31800.")

case(g5, 96,
    "MK-1302 ships as two NamPost parcels:\n• NP981120003NA: delivered 13/03\n• NP981120017NA: in transit, due 16/03\n"
    "Postage totalled N$263.00; the 10% club discount covers the games, not the postage. Your order came to N$3,125.00.",
    [ok("NP981120003NA: delivered 13/03"), ok("NP981120017NA: in transit, due 16/03"), ok("Postage totalled N$263.00"),
     ok("the 10% club discount covers the games, not the postage"), ok("Your order came to N$3,125.00")],
    includes=["N$3,125.00"],
    notes="trackers per shipment; shipping_cents 26300; policy; total_cents 312500 (3180 - 318 + 263).")

case(g5, 97,
    "Hi! Your six games are coming in two parcels. The second one (NP981120017NA) was delivered this morning, and the first is due on Monday. "
    "Postage came to N$145.00 in total.",
    [ok("Your six games are coming in two parcels"), bad("The second one (NP981120017NA) was delivered this morning", "RECORD_STATE_MISMATCH", "IDENTIFIER_MISMATCH"),
     bad("the first is due on Monday", "RECORD_STATE_MISMATCH", "DATE_MISMATCH"), bad("Postage came to N$145.00 in total", "AMOUNT_MISMATCH", "VALUE_MISMATCH")],
    errors=["wrong_id", "wrong_state", "wrong_arithmetic"],
    excludes=["NP981120017NA) was delivered", "the first is due on Monday", "N$145.00 in total"],
    notes="NP981120003NA (first parcel) was delivered; NP981120017NA is in transit, due Monday; postage is 145 + 118 = 263.",
    tag="swap")

case(g5, 98,
    "The games came in two parcels, the first weighing 20 kg and the second 13 kg. Postage was N$263.00, and the CLUB10 discount took 10% off the postage too.",
    [ok("The games came in two parcels"), bad("the first weighing 20 kg", "VALUE_MISMATCH"), bad("the second 13 kg", "VALUE_MISMATCH"),
     ok("Postage was N$263.00"), bad("took 10% off the postage too", "NLI_CONTRADICTION", "AMOUNT_MISMATCH")],
    errors=["unit_conversion", "unit_conversion", "wrong_policy_condition"],
    excludes=["20 kg", "13 kg", "off the postage too"],
    notes="parcels are 320 oz = 20 lb and 208 oz = 13 lb; the discount does not apply to postage.",
    tag="kg")

repair(g5, 21,
    "Your games travel in two NamPost parcels; the first was delivered today and the second is due on 16 March. Postage was N$145.00 plus N$118.00, N$253.00 altogether.",
    [ok("Your games travel in two NamPost parcels"), ok("the first was delivered today"), ok("the second is due on 16 March"),
     ok("Postage was N$145.00 plus N$118.00"), bad("N$253.00 altogether", "AMOUNT_MISMATCH", "VALUE_MISMATCH")],
    errors=["wrong_arithmetic"], excludes=["N$253.00"], includes=["N$263.00|263.00|N$263", "16 March"],
    notes="145.00 + 118.00 = 263.00.")
