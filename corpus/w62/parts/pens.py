from write_cases import Scen, case, repair, ok, na, soft, bad, unk, either, rec, pol, kb, refused, ep

D = "fountain-pen store"

# ---------------------------------------------------------------- P1: nib exchange F -> M
p1 = Scen("pens-nib-exchange", D,
    "Did you get my Namib Dune pen back? When does it come back with the medium nib?",
    [
        rec("get_exchange#EX-0412", "tool:shop.get_exchange", {
            "id": "EX-0412", "order": "NN-4410", "customer": {"name": "Charlotte Maasdorp"},
            "from_item": {"title": "Namib Dune 140, F nib", "sku": "ND140-F"}, "to_item": {"title": "Namib Dune 140, M nib", "sku": "ND140-M"},
            "price_difference_cents": 0, "status": "RECEIVED_INSPECTED", "inspected_at": ep("2026-04-01T14:10:00+02:00")}),
        rec("list_shipments#EX-0412", "tool:labels.list_shipments", {"shipments": [
            {"id": "shp_Nx0412r", "is_return": True, "billed_to": "MERCHANT", "selected_rate": {"carrier": "NamPost", "service": "Courier Express", "rate": "80.00"},
             "tracker": {"tracking_code": "NP990031127NA", "status": "delivered",
                         "tracking_details": [{"status": "delivered", "datetime": "2026-04-01T10:20:00", "tracking_location": {"city": "Windhoek", "zone": "Africa/Windhoek"}}]}},
            {"id": "shp_Nx0412o", "is_return": False, "billed_to": "MERCHANT", "ship_date": "2026-04-02",
             "selected_rate": {"carrier": "NamPost", "service": "Courier Express", "rate": "80.00", "est_delivery_days": 2},
             "tracker": {"tracking_code": "NP990031204NA", "status": "pre_transit"}}]}),
        pol("nib-policy#exchange", "Finding your perfect nib can take a try or two. Nib exchanges are free within 30 days of purchase, including postage both ways. "
            "Every returned pen is flushed, inspected and tested with ink before the new nib goes out. Exchanges are not available on custom-ground nibs.", "v2"),
    ], now="2026-04-01T16:00:00+02:00")

case(p1, 100,
    "Hi Charlotte! Yes, your Namib Dune arrived back with us this morning at 10:20, and it passed inspection this afternoon. "
    "The medium-nib version goes out tomorrow, Thursday 2 April, by NamPost Courier Express (about 2 days), tracking NP990031204NA. "
    "The exchange is free, postage both ways included. Happy writing!",
    [ok("your Namib Dune arrived back with us this morning at 10:20"), ok("it passed inspection this afternoon"),
     ok("The medium-nib version goes out tomorrow, Thursday 2 April"), ok("by NamPost Courier Express (about 2 days), tracking NP990031204NA"),
     ok("The exchange is free, postage both ways included"), na("Happy writing!")],
    includes=["NP990031204NA", "2 April"],
    notes="return delivered 01/04 10:20; status RECEIVED_INSPECTED at 14:10; outbound ship_date 2026-04-02 (Thursday); price_difference 0 and both labels billed_to MERCHANT; policy.")

case(p1, 101,
    "Your pen is back and inspected. The M-nib Namib Dune 140 ships on 02/04/2026 with NamPost Courier Express; no charge for the swap.",
    [ok("Your pen is back and inspected"), ok("The M-nib Namib Dune 140 ships on 02/04/2026 with NamPost Courier Express"),
     ok("no charge for the swap")],
    includes=["02/04/2026"],
    notes="exchange status RECEIVED_INSPECTED; ship_date; price_difference_cents 0.")

case(p1, 102,
    "Hi Charlotte! Your pen reached us on 1 April and the medium nib is already on its way to you (NP990031127NA). "
    "Return postage of N$80.00 will be taken off your refund.",
    [ok("Your pen reached us on 1 April"), bad("the medium nib is already on its way to you", "RECORD_STATE_MISMATCH"),
     bad("(NP990031127NA)", "IDENTIFIER_MISMATCH"), bad("Return postage of N$80.00 will be taken off your refund", "NLI_CONTRADICTION", "RECORD_STATE_MISMATCH")],
    errors=["wrong_state", "wrong_role", "invented_fact"],
    excludes=["already on its way to you", "NP990031127NA", "Return postage of N$80.00"],
    notes="outbound tracker is pre_transit (ships 02/04); NP990031127NA is the return label's tracking code; postage both ways is free and billed_to MERCHANT, no refund is involved.",
    tag="sent")

repair(p1, 22,
    "Your pen is back and inspected, and the medium nib ships on 3 April with NamPost Courier Express. The exchange, postage included, is free.",
    [ok("Your pen is back and inspected"), bad("ships on 3 April", "DATE_MISMATCH"), ok("with NamPost Courier Express"),
     ok("The exchange, postage included, is free")],
    errors=["wrong_date"], excludes=["3 April"], includes=["2 April|02/04|tomorrow|Thursday", "Courier Express"],
    notes="outbound ship_date 2026-04-02.")

# ---------------------------------------------------------------- P2: pen + ink, road only
p2 = Scen("pens-ink-road-only", D,
    "I need the Namib Dune pen and two bottles of Sossusvlei Red ink in Katima Mulilo fast. What's the quickest option?",
    [
        rec("get_cart#c_91544", "tool:shop.get_cart", {
            "cart_id": "c_91544", "currency": "NAD",
            "items": [{"title": "Namib Dune 140 fountain pen, M nib", "qty": 1, "price_cents": 215000},
                      {"title": "Sossusvlei Red ink, 50 ml bottle", "qty": 2, "price_cents": 24500, "hazmat_class": "LIQUID"}],
            "subtotal_cents": 264000}),
        rec("quote_shipment#shp_Km544", "tool:labels.create_shipment", {
            "id": "shp_Km544", "status": "quoted", "to_address": {"city": "Katima Mulilo", "state": "ZA", "country": "NA"},
            "parcel": {"length": 8, "width": 6, "height": 4, "weight": 14.4, "unit_dims": "in", "unit_weight": "oz"},
            "rates": [
                {"carrier": "NamPost", "service": "Parcel", "rate": "62.00", "currency": "NAD", "est_delivery_days": 7},
                {"carrier": "Trans-Kalahari Couriers", "service": "Road Freight", "rate": "176.00", "currency": "NAD", "est_delivery_days": 4},
                {"carrier": "Desert Express Freight", "service": "AIR_PRIORITY", "rate": "310.00", "currency": "NAD", "est_delivery_days": 2,
                 "restrictions": ["NO_LIQUIDS"]}]}),
        pol("shipping-policy#ink", "Pens on their own can go by any service, including air. "
            "Bottled ink counts as a liquid, so any parcel with ink travels by road only; air services cannot carry it. "
            "Ink bottles are sealed and packed in a leak-proof bag.", "v3"),
        kb("kb-ink#sossusvlei", "Sossusvlei Red is a water-based, pH-neutral ink, safe for all fountain pens.\nIt dries in about 15 seconds on standard copy paper."),
    ], now="2026-04-06T09:30:00+02:00")

case(p2, 103,
    "Great pick, Sossusvlei Red looks stunning in the Namib Dune! Because bottled ink counts as a liquid, the parcel has to go by road, so air is out. "
    "The quickest road option to Katima Mulilo is Trans-Kalahari Road Freight at N$176.00, about 4 days; NamPost Parcel is cheaper at N$62.00 but takes about 7. "
    "With road freight your total would be N$2,816.00.",
    [na("Sossusvlei Red looks stunning in the Namib Dune!"), ok("Because bottled ink counts as a liquid, the parcel has to go by road"),
     ok("so air is out"), ok("Trans-Kalahari Road Freight at N$176.00, about 4 days"), ok("NamPost Parcel is cheaper at N$62.00 but takes about 7"),
     ok("With road freight your total would be N$2,816.00")],
    includes=["N$176.00", "N$2,816.00"],
    notes="ink hazmat LIQUID, policy road only, air rate NO_LIQUIDS; 2,150 + 2 x 245 = 2,640 + 176 = 2,816.")

case(p2, 104,
    "Fastest allowed: Trans-Kalahari Road Freight, N$176, roughly four days. The air service (2 days) can't carry the ink bottles, "
    "but a pen on its own could go by air. The ink bottles are sealed and bagged so they won't leak.",
    [ok("Fastest allowed: Trans-Kalahari Road Freight, N$176, roughly four days"), ok("The air service (2 days) can't carry the ink bottles"),
     ok("a pen on its own could go by air"), ok("The ink bottles are sealed and bagged")],
    includes=["N$176"],
    notes="rates in shp_Km544; policy: pens alone may go by air, ink by road only; bottles packed in a leak-proof bag. ")

case(p2, 105,
    "The quickest way is Desert Express air: N$310.00 and about 2 days to Katima Mulilo. Your pen and two inks come to N$2,395.00 before shipping, "
    "and the ink dries in about 15 seconds, so no smudges!",
    [bad("The quickest way is Desert Express air", "NLI_CONTRADICTION", "VALUE_MISMATCH"), ok("N$310.00 and about 2 days"),
     bad("come to N$2,395.00 before shipping", "AMOUNT_MISMATCH", "VALUE_MISMATCH"), ok("the ink dries in about 15 seconds")],
    errors=["condition_unmet", "wrong_arithmetic"],
    excludes=["quickest way is Desert Express air", "N$2,395.00"],
    notes="air cannot carry ink (policy; NO_LIQUIDS restriction); subtotal is 2,150 + 2 x 245 = 2,640 (2,395 counts one bottle).",
    tag="air")

repair(p2, 23,
    "Because of the ink, your parcel must go by road. The fastest road option is Trans-Kalahari Road Freight at N$176.00, about 2 days.",
    [ok("your parcel must go by road"), ok("Trans-Kalahari Road Freight at N$176.00"), bad("about 2 days", "VALUE_MISMATCH")],
    errors=["wrong_period"], excludes=["about 2 days"], includes=["4 days|four days", "N$176.00|176.00"],
    notes="Road Freight est_delivery_days 4 (2 is the air service).")

# ---------------------------------------------------------------- P3: limited edition held at depot
p3 = Scen("pens-le-depot-hold", D,
    "The courier came yesterday while I was at work. Where is my limited-edition Welwitschia pen now?",
    [
        rec("get_shipment#shp_Le0027", "tool:labels.get_shipment", {
            "id": "shp_Le0027", "reference": "NN-4477", "insurance": "8400.00", "options": {"signature_confirmation": "ADULT_SIGNATURE"},
            "selected_rate": {"carrier": "NamPost", "service": "Courier Express", "rate": "96.50", "currency": "NAD"},
            "tracker": {"tracking_code": "NP990044271NA", "status": "in_transit", "hold_until": "2026-04-07",
                        "tracking_details": [
                            {"status": "out_for_delivery", "datetime": "2026-03-31T08:10:00", "tracking_location": {"city": "Rundu", "zone": "Africa/Windhoek"}},
                            {"status": "in_transit", "datetime": "2026-03-31T15:45:00", "message": "Delivery attempted, no one home. Held at Rundu depot for collection",
                             "tracking_location": {"city": "Rundu", "zone": "Africa/Windhoek"}}]}}),
        rec("get_order#NN-4477", "tool:shop.get_order", {"order": {"number": "NN-4477", "customer": {"name": "Frans Katjiuongua"},
            "line_items": [{"title": "Welwitschia Limited Edition, no. 27 of 88", "qty": 1, "unit_price_cents": 840000}], "total_cents": 849650}}),
        pol("delivery-policy#highvalue", "Pens worth more than N$5,000 travel insured and need an adult signature. "
            "If the courier misses you, the parcel waits at the local depot, where you can collect it with your ID until the hold date on the tracking. "
            "Uncollected parcels come back to us, and sending them again costs N$95.", "v2"),
    ], now="2026-04-01T09:00:00+02:00")

case(p3, 106,
    "Hi Frans! Your Welwitschia (no. 27 of 88, how exciting!) is safe at the NamPost depot in Rundu: the courier tried yesterday at 15:45 but needed an adult signature. "
    "You can collect it there with your ID until Tuesday 7 April. If it isn't collected by then, it comes back to us and re-sending costs N$95.",
    [ok("no. 27 of 88"), ok("is safe at the NamPost depot in Rundu"), ok("the courier tried yesterday at 15:45 but needed an adult signature"),
     ok("You can collect it there with your ID until Tuesday 7 April"), ok("it comes back to us and re-sending costs N$95")],
    includes=["7 April", "15:45"],
    notes="attempt 31/03 15:45 (yesterday for now 01/04), held at Rundu depot; hold_until 2026-04-07 is a Tuesday; ADULT_SIGNATURE; policy N$95.")

case(p3, 107,
    "Your pen (tracking NP990044271NA) is waiting at the Rundu depot until 07/04. Bring your ID; it's insured for the full N$8,400.00.",
    [ok("is waiting at the Rundu depot until 07/04"), ok("Bring your ID"), ok("it's insured for the full N$8,400.00")],
    includes=["NP990044271NA", "N$8,400.00"],
    notes="tracker hold; policy ID; insurance 8400.00 = unit price 840000 cents.")

case(p3, 108,
    "Hi Frans! The courier missed you yesterday at 15:45, so your pen is waiting at the Rundu depot until 14 April. "
    "It's insured for N$84,000.00, and I've asked NamPost to redeliver it to your office tomorrow.",
    [ok("The courier missed you yesterday at 15:45"), bad("until 14 April", "DATE_MISMATCH"), bad("insured for N$84,000.00", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
     unk("I've asked NamPost to redeliver it to your office tomorrow", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
    errors=["wrong_date", "unit_conversion", "unrecorded_extra"],
    excludes=["14 April", "N$84,000.00", "redeliver it to your office"],
    notes="hold_until 2026-04-07; insurance is 8400.00 (N$84,000 misreads the 840000 cents); no redelivery request exists.",
    tag="hold")

repair(p3, 24,
    "Your Welwitschia is at the Rundu depot after yesterday's attempt. Collect it with your ID by 7 April; after that it comes back to us and re-sending costs N$59.",
    [ok("at the Rundu depot after yesterday's attempt"), ok("Collect it with your ID by 7 April"), ok("it comes back to us"),
     bad("re-sending costs N$59", "AMOUNT_MISMATCH", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["wrong_amount"], excludes=["N$59"], includes=["N$95|95", "7 April"],
    notes="policy: re-sending costs N$95.")

# ---------------------------------------------------------------- P4: repair ticket, quote revised
p4 = Scen("pens-repair-quote", D,
    "How's the repair on my old piston filler going, and what will I pay in the end?",
    [
        rec("get_repair#RP-0388", "tool:workshop.get_repair", {
            "id": "RP-0388", "customer": {"name": "Gerhard Nel"}, "item": "1950s piston filler, green striped", "status": "IN_REPAIR",
            "quotes": [
                {"id": "q1", "amount": "350.00", "currency": "NAD", "status": "SUPERSEDED", "note": "estimate before opening the pen"},
                {"id": "q2", "amount": "280.00", "currency": "NAD", "status": "ACCEPTED", "note": "piston seal and nib alignment", "accepted_at": ep("2026-04-02T12:30:00+02:00")}],
            "est_completion": "2026-04-14", "return_shipping": {"carrier": "NamPost", "service": "Courier Express", "rate": "80.00", "billed_to": "CUSTOMER"}}),
        rec("get_shipment#shp_In0388", "tool:labels.get_shipment", {
            "id": "shp_In0388", "is_return": True, "reference": "RP-0388", "selected_rate": {"carrier": "NamPost", "service": "Courier Express", "rate": "80.00"},
            "tracker": {"tracking_code": "NP990027730NA", "status": "delivered",
                        "tracking_details": [{"status": "delivered", "datetime": "2026-03-30T11:55:00", "tracking_location": {"city": "Windhoek", "zone": "Africa/Windhoek"}}]}}),
        pol("repair-policy#workshop", "Our workshop restores pens of every age. Every repair comes with a 6-month guarantee. "
            "Return postage is free on repairs over N$500; below that it costs N$80 by NamPost Courier Express. We always send a quote before starting work.", "v1"),
    ], now="2026-04-06T10:00:00+02:00")

case(p4, 109,
    "Hi Gerhard, your lovely green-striped piston filler is on the bench now! After opening it up, the quote came down to N$280.00 for a new piston seal and nib alignment, "
    "which you accepted on 2 April. We expect to finish by Tuesday 14 April. Return postage is N$80.00, as the repair is under N$500, so N$360.00 altogether, "
    "and the work carries a 6-month guarantee.",
    [ok("is on the bench now"), ok("the quote came down to N$280.00 for a new piston seal and nib alignment"), ok("which you accepted on 2 April"),
     ok("We expect to finish by Tuesday 14 April"), ok("Return postage is N$80.00, as the repair is under N$500"), ok("so N$360.00 altogether"),
     ok("the work carries a 6-month guarantee")],
    includes=["N$360.00", "14 April"],
    notes="status IN_REPAIR; q2 280.00 ACCEPTED 02/04 (q1 350.00 superseded); est_completion 2026-04-14 (Tuesday); policy: free return only over N$500, else N$80; 280 + 80 = 360.")

case(p4, 110,
    "Repair RP-0388: in progress, due 14/04/2026. Cost N$280.00 plus N$80.00 return postage; 6-month guarantee.",
    [ok("Repair RP-0388: in progress, due 14/04/2026"), ok("Cost N$280.00 plus N$80.00 return postage"), ok("6-month guarantee")],
    includes=["N$280.00"],
    notes="repair record and policy.")

case(p4, 111,
    "Hi Gerhard! Your pen arrived safely on 30 March and is being repaired now. The repair is N$350.00, and since that's a repair quote, return postage is free. "
    "It should be ready on 14 April.",
    [ok("Your pen arrived safely on 30 March"), ok("is being repaired now"), bad("The repair is N$350.00", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
     bad("return postage is free", "NLI_CONTRADICTION", "RECORD_STATE_MISMATCH"), ok("It should be ready on 14 April")],
    errors=["stale_value", "condition_unmet"],
    excludes=["N$350.00", "return postage is free"],
    notes="q1 350.00 is SUPERSEDED, the accepted quote is 280.00; free return postage needs a repair over N$500 and return_shipping is billed_to CUSTOMER.",
    tag="stale")

case(p4, 112,
    "Your piston filler is in the workshop and should be done on 14 April. The accepted quote is N$280.00, and the repair comes with a 12-month guarantee.",
    [ok("Your piston filler is in the workshop"), ok("should be done on 14 April"), ok("The accepted quote is N$280.00"),
     bad("a 12-month guarantee", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["wrong_period"],
    excludes=["12-month guarantee"],
    notes="policy: 6-month guarantee.",
    tag="guarantee")

repair(p4, 25,
    "Your pen is being repaired for N$280.00 and should be ready on 14 April. Return postage is N$80.00, so you'll pay N$380.00 in total.",
    [ok("being repaired for N$280.00"), ok("should be ready on 14 April"), ok("Return postage is N$80.00"),
     bad("you'll pay N$380.00 in total", "AMOUNT_MISMATCH", "VALUE_MISMATCH")],
    errors=["wrong_arithmetic"], excludes=["N$380.00"], includes=["N$360.00|N$360|360.00", "14 April"],
    notes="280.00 + 80.00 = 360.00.")

repair(p4, 26,
    "Your piston filler arrived on 30 March and is in repair now. The quote of N$350.00 was accepted on 2 April, and it should be finished on 14 April.",
    [ok("arrived on 30 March"), ok("is in repair now"), bad("The quote of N$350.00 was accepted", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
     ok("accepted on 2 April"), ok("finished on 14 April")],
    errors=["stale_value"], excludes=["N$350.00"], includes=["N$280.00|N$280|280.00", "14 April"],
    notes="accepted quote q2 is 280.00; q1 350.00 is superseded.")
