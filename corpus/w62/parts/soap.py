from write_cases import Scen, case, repair, ok, na, soft, bad, unk, either, rec, pol, kb, refused, ep

D = "handmade soap shop"

# ---------------------------------------------------------------- S1: courier parcel stuck at the coast
s1 = Scen("soap-courier-coast", D,
    "Hi! My soap order KL-20418 was meant to be in Swakopmund by now. Where is it?",
    [
        rec("get_order#KL-20418", "tool:shop.get_order", {
            "order": {"number": "KL-20418", "customer": {"name": "Ndapewa Shikongo", "email": "ndapewa.s@example.na"},
                      "placed_at": ep("2026-03-09T11:42:00+02:00"), "currency": "NAD",
                      "line_items": [
                          {"sku": "BAR-ROOI-HNY", "title": "Rooibos & Honey bar", "qty": 3, "unit_price_cents": 6500},
                          {"sku": "SHB-MARULA", "title": "Marula Oil shampoo bar", "qty": 1, "unit_price_cents": 8900}],
                      "subtotal_cents": 28400, "shipping_cents": 7850, "total_cents": 36250,
                      "fulfillment_status": "FULFILLED", "shipment_id": "shp_7Q2kd81"}}),
        rec("get_shipment#shp_7Q2kd81", "tool:labels.get_shipment", {
            "id": "shp_7Q2kd81", "mode": "production", "reference": "KL-20418",
            "to_address": {"city": "Swakopmund", "state": "ER", "country": "NA"},
            "parcel": {"length": 8, "width": 6, "height": 4, "weight": 22.4, "unit_dims": "in", "unit_weight": "oz"},
            "rates": [
                {"id": "rate_11a", "carrier": "NamPost", "service": "Parcel", "rate": "52.00", "currency": "NAD", "est_delivery_days": 5},
                {"id": "rate_11b", "carrier": "NamPost", "service": "Courier Express", "rate": "78.50", "currency": "NAD", "est_delivery_days": 2},
                {"id": "rate_11c", "carrier": "Trans-Kalahari Couriers", "service": "Overnight", "rate": "129.00", "currency": "NAD", "est_delivery_days": 1}],
            "selected_rate": {"id": "rate_11b", "carrier": "NamPost", "service": "Courier Express", "rate": "78.50", "currency": "NAD"},
            "insurance": "300.00",
            "tracker": {"tracking_code": "NP884120937NA", "status": "in_transit", "est_delivery_date": "2026-03-12",
                        "tracking_details": [
                            {"status": "pre_transit", "message": "Label created", "datetime": "2026-03-09T16:40:00",
                             "tracking_location": {"city": "Windhoek", "country": "NA", "zone": "Africa/Windhoek"}},
                            {"status": "in_transit", "message": "Accepted at sorting hub", "datetime": "2026-03-10T07:55:00",
                             "tracking_location": {"city": "Windhoek", "country": "NA", "zone": "Africa/Windhoek"}},
                            {"status": "in_transit", "message": "Arrived at depot", "datetime": "2026-03-11T13:20:00",
                             "tracking_location": {"city": "Walvis Bay", "country": "NA", "zone": "Africa/Windhoek"}}]}}),
        rec("get_order#KL-19977", "tool:shop.get_order", {
            "order": {"number": "KL-19977", "customer": {"name": "Ndapewa Shikongo"}, "placed_at": ep("2026-01-28T09:03:00+02:00"),
                      "total_cents": 21400, "fulfillment_status": "FULFILLED",
                      "tracking_code": "NP771203554NA", "delivered_on": "02/02/2026"}}),
        pol("shipping-policy#dispatch", "Soaps are cured for six weeks before we wrap them, so everything in the shop is ready to ship. "
            "Orders placed before 14:00 on a weekday leave our Windhoek workshop the same day. "
            "NamPost Courier Express usually reaches the coast in 2 business days; NamPost Parcel takes up to 5 business days. "
            "If tracking shows no movement for 5 business days, we open a trace with the carrier for you.", "2025-11"),
    ], now="2026-03-12T09:10:00+02:00")

case(s1, 1,
    "Hi Ndapewa, thanks for checking in about KL-20418! Your parcel is on its way with NamPost Courier Express. "
    "Its last scan was at the Walvis Bay depot on 11/03 at 13:20. The estimated delivery date is today, 12 March. Happy lathering!",
    [na("thanks for checking in about KL-20418"), ok("Your parcel is on its way with NamPost Courier Express"),
     ok("last scan was at the Walvis Bay depot on 11/03 at 13:20"), ok("The estimated delivery date is today, 12 March"),
     na("Happy lathering!")],
    includes=["13:20", "NamPost"],
    notes="tracker.status in_transit; last tracking_details entry Walvis Bay 2026-03-11T13:20 (Windhoek zone); est_delivery_date 2026-03-12 = now's date.")

case(s1, 2,
    "Good news about order KL-20418:\n- Status: in transit\n- Carrier: NamPost, Courier Express service\n"
    "- Latest scan: Walvis Bay, Wednesday 11 March, 13:20\n- Expected: Thursday 12/03/2026\n"
    "- Tracking number: NP884120937NA\nIt's also insured for N$300.00. I'll keep an eye on it for you!",
    [ok("Status: in transit"), ok("Carrier: NamPost, Courier Express service"),
     ok("Latest scan: Walvis Bay, Wednesday 11 March, 13:20"), ok("Expected: Thursday 12/03/2026"),
     ok("Tracking number: NP884120937NA"), ok("insured for N$300.00"), na("I'll keep an eye on it for you!")],
    includes=["NP884120937NA", "N$300.00"],
    notes="11 March 2026 is a Wednesday, 12 March a Thursday; insurance '300.00'; tracking_code NP884120937NA.")

case(s1, 3,
    "KL-20418 is in transit and due today; it was last seen at the Walvis Bay depot yesterday afternoon.",
    [ok("KL-20418 is in transit and due today"), ok("last seen at the Walvis Bay depot yesterday afternoon")],
    includes=["Walvis Bay"],
    notes="now is 12/03 09:10 Windhoek; last scan 11/03 13:20 = yesterday afternoon; est_delivery_date 2026-03-12.")

case(s1, 4,
    "Hi Ndapewa! Lovely news: order KL-20418 is out for delivery in Swakopmund this morning. "
    "You can follow it with tracking code NP771203554NA. It went NamPost Courier Express and is insured for N$300.00. "
    "Enjoy those Rooibos & Honey bars!",
    [bad("is out for delivery in Swakopmund this morning", "RECORD_STATE_MISMATCH"),
     bad("tracking code NP771203554NA", "IDENTIFIER_MISMATCH"),
     ok("It went NamPost Courier Express"), ok("insured for N$300.00"), soft("Enjoy those Rooibos & Honey bars!")],
    errors=["wrong_state", "other_record_value"],
    excludes=["out for delivery in Swakopmund", "NP771203554NA"],
    notes="tracker.status is in_transit (last event Walvis Bay depot), not out_for_delivery; NP771203554NA is the tracking code of the older order KL-19977.",
    tag="state")

case(s1, 5,
    "Thanks for your patience! KL-20418 was packed and labelled on 09/03 and reached the Walvis Bay depot on 11 March. "
    "Your order came to N$273.50 including the N$78.50 courier fee. "
    "If the tracking doesn't move for 3 business days, we'll open a trace with NamPost for you.",
    [na("Thanks for your patience!"), ok("was packed and labelled on 09/03"), ok("reached the Walvis Bay depot on 11 March"),
     bad("came to N$273.50", "AMOUNT_MISMATCH", "VALUE_MISMATCH"), ok("including the N$78.50 courier fee"),
     bad("doesn't move for 3 business days", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["wrong_arithmetic", "wrong_policy_condition"],
    excludes=["N$273.50", "for 3 business days"],
    notes="total_cents 36250 = N$362.50 (273.50 skips the N$89 shampoo bar); policy opens a trace after 5 business days without movement. Label created 09/03 16:40.",
    tag="arith")

repair(s1, 1,
    "Your parcel KL-20418 is on its way with NamPost Courier Express. Its last scan was at the Walvis Bay depot on 11 March at 11:20, "
    "and it's expected on 12/03.",
    [ok("on its way with NamPost Courier Express"), bad("on 11 March at 11:20", "DATE_MISMATCH", "VALUE_MISMATCH"),
     ok("expected on 12/03")],
    errors=["wrong_time"], excludes=["11:20"], includes=["13:20|1:20 PM|1:20 pm", "NamPost", "12/03|12 March"],
    notes="Walvis Bay event datetime 2026-03-11T13:20:00 in Africa/Windhoek.")

# ---------------------------------------------------------------- S2: label swapped to a cheaper service, refund escalated
s2 = Scen("soap-label-swap", D,
    "I asked you to send KL-20533 the cheaper way instead of overnight. Have you refunded the difference? And which tracking number do I use now?",
    [
        rec("get_order#KL-20533", "tool:shop.get_order", {
            "order": {"number": "KL-20533", "customer": {"name": "Liesl van Wyk"}, "currency": "NAD",
                      "line_items": [{"title": "Kalahari Salt scrub bar", "qty": 2, "unit_price_cents": 7200},
                                     {"title": "Lavender & Oat bar", "qty": 2, "unit_price_cents": 6500}],
                      "shipping_cents": 12900, "total_cents": 40300, "payment": {"method": "card", "last4": "4471"},
                      "notes": "Customer asked 16/03 to change Overnight to NamPost Parcel"}}),
        rec("list_shipments#KL-20533", "tool:labels.list_shipments", {"shipments": [
            {"id": "shp_Vd0a11", "created_at": ep("2026-03-16T09:05:00+02:00"), "selected_rate": {"carrier": "Trans-Kalahari Couriers", "service": "Overnight", "rate": "129.00", "currency": "NAD"},
             "tracking_code": "TK55031-WHK", "status": "voided", "refund_status": "submitted", "voided_at": ep("2026-03-16T14:22:00+02:00")},
            {"id": "shp_Vd0a19", "created_at": ep("2026-03-16T14:30:00+02:00"),
             "rates": [{"carrier": "NamPost", "service": "Parcel", "rate": "52.00", "currency": "NAD", "est_delivery_days": 5},
                       {"carrier": "NamPost", "service": "Courier Express", "rate": "78.50", "currency": "NAD", "est_delivery_days": 2}],
             "selected_rate": {"carrier": "NamPost", "service": "Parcel", "rate": "52.00", "currency": "NAD", "est_delivery_days": 5},
             "tracking_code": "NP902118466NA", "status": "purchased",
             "tracker": {"status": "in_transit", "tracking_details": [
                 {"status": "pre_transit", "datetime": "2026-03-16T14:31:00", "tracking_location": {"city": "Windhoek", "zone": "Africa/Windhoek"}},
                 {"status": "in_transit", "datetime": "2026-03-17T08:12:00", "tracking_location": {"city": "Windhoek", "zone": "Africa/Windhoek"}}]}}]}),
        refused("issue_refund#call-7", "shop.issue_refund", "ESCALATE", {"order": "KL-20533", "amount_cents": 7700, "reason": "shipping downgrade"},
                "Label refund from carrier not yet received; owner approval required."),
        pol("label-policy#voids", "When we replace a shipping label, the unused label is voided with the carrier. "
            "Carrier refunds for voided labels can take up to 15 business days to reach our account. "
            "We pass any shipping difference back to your card within 3 business days after the carrier refund arrives. "
            "Shipping cannot be refunded on a label the carrier has already scanned.", "v3"),
    ], now="2026-03-18T11:00:00+02:00")

case(s2, 6,
    "Hi Liesl! KL-20533 now travels NamPost Parcel, and the overnight label has been voided. "
    "The N$77.00 difference hasn't gone back to your card yet: I've passed that refund to our owner for approval. "
    "Please use tracking number NP902118466NA from now on.",
    [ok("KL-20533 now travels NamPost Parcel"), ok("the overnight label has been voided"),
     ok("The N$77.00 difference hasn't gone back to your card yet"), ok("passed that refund to our owner for approval"),
     ok("tracking number NP902118466NA")],
    includes=["N$77.00", "NP902118466NA"],
    notes="overnight 129.00 minus Parcel 52.00 = 77.00; issue_refund refused with ESCALATE; the live shipment's tracking_code is NP902118466NA.")

case(s2, 7,
    "Dear Liesl,\n\nThank you for your message. The Trans-Kalahari overnight label (TK55031-WHK) was cancelled on 16 March and a NamPost Parcel label "
    "was bought the same afternoon; your soaps have been scanned in Windhoek and are on their way under NP902118466NA. "
    "The refund of the seventy-seven dollar difference has been sent for approval, because the carrier hasn't returned the label money to us yet. "
    "Carrier refunds can take up to 15 business days, and we pass the difference to your card within 3 business days after that.\n\nWarm regards,\nKalahari Lather Co.",
    [na("Thank you for your message."), ok("overnight label (TK55031-WHK) was cancelled on 16 March"),
     ok("NamPost Parcel label was bought the same afternoon"), ok("scanned in Windhoek and are on their way under NP902118466NA"),
     ok("seventy-seven dollar difference has been sent for approval"), ok("the carrier hasn't returned the label money to us yet"),
     ok("Carrier refunds can take up to 15 business days"), ok("within 3 business days after that"), na("Warm regards")],
    includes=["NP902118466NA", "15 business days"],
    notes="voided_at 16/03 14:22, new shipment created 16/03 14:30; refund_status 'submitted' (not refunded); refused call ESCALATE; policy v3 gives 15 and 3 business days.")

case(s2, 8,
    "Refund of N$77.00 is awaiting approval (escalated); track the parcel with NP902118466NA.",
    [ok("Refund of N$77.00 is awaiting approval (escalated)"), ok("track the parcel with NP902118466NA")],
    includes=["NP902118466NA"],
    notes="refused_call issue_refund ESCALATE for 7700 cents; live label tracking_code NP902118466NA.")

case(s2, 9,
    "Hi Liesl, all sorted! I've refunded the N$77.00 shipping difference to your card ending 4471. "
    "Your soaps are now travelling NamPost Parcel, and you can follow them with TK55031-WHK.",
    [bad("I've refunded the N$77.00 shipping difference to your card ending 4471", "NOT_EXECUTED"),
     ok("now travelling NamPost Parcel"), bad("follow them with TK55031-WHK", "IDENTIFIER_MISMATCH", "RECORD_STATE_MISMATCH")],
    errors=["refused_call_effect", "stale_value"],
    excludes=["I've refunded the N$77.00", "with TK55031-WHK"],
    notes="issue_refund was refused (ESCALATE); TK55031-WHK is the voided overnight label, the live one is NP902118466NA. Card last4 4471.",
    tag="refund")

case(s2, 10,
    "Hi Liesl! KL-20533 is on its way with NamPost Parcel (NP902118466NA). "
    "The difference between the two labels comes to N$50.50, and I've sent that refund for approval. "
    "Voided-label refunds from the carrier usually take up to 5 business days.",
    [ok("on its way with NamPost Parcel (NP902118466NA)"), bad("comes to N$50.50", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
     ok("sent that refund for approval"), bad("take up to 5 business days", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["wrong_amount", "wrong_policy_condition"],
    excludes=["N$50.50", "up to 5 business days"],
    notes="difference is 129.00 - 52.00 = 77.00 (50.50 uses the unselected Courier Express rate); policy says up to 15 business days.",
    tag="diff")

repair(s2, 2,
    "Hi Liesl! The overnight label has been voided and your soaps now travel NamPost Parcel. "
    "Please follow them with tracking number TK55031-WHK. The N$77.00 refund is waiting for our owner's approval.",
    [ok("The overnight label has been voided"), ok("now travel NamPost Parcel"),
     bad("tracking number TK55031-WHK", "IDENTIFIER_MISMATCH", "RECORD_STATE_MISMATCH"), ok("N$77.00 refund is waiting for our owner's approval")],
    errors=["stale_value"], excludes=["TK55031-WHK"], includes=["NP902118466NA", "N$77.00|77.00", "NamPost Parcel"],
    notes="the live shipment shp_Vd0a19 has tracking_code NP902118466NA; TK55031-WHK is voided.")

# ---------------------------------------------------------------- S3: gift box quote to Rundu
s3 = Scen("soap-giftbox-quote", D,
    "I want to send your big soap gift box to my mum in Rundu. What are the shipping options and is it insured?",
    [
        rec("get_product#GB-DELUXE", "tool:shop.get_product", {
            "sku": "GB-DELUXE", "title": "Deluxe Desert Gift Box", "price_cents": 64000, "currency": "NAD",
            "contents": ["4 full-size bars", "sisal soap pouch", "handwritten card"], "in_stock": 7}),
        rec("quote_shipment#shp_Qr551", "tool:labels.create_shipment", {
            "id": "shp_Qr551", "created_at": ep("2026-03-05T15:12:00+02:00"), "status": "quoted",
            "to_address": {"city": "Rundu", "state": "KE", "country": "NA"},
            "parcel": {"length": 10, "width": 8, "height": 5, "weight": 35.2, "unit_dims": "in", "unit_weight": "oz"},
            "rates": [
                {"carrier": "NamPost", "service": "Parcel", "rate": "64.00", "currency": "NAD", "est_delivery_days": 5},
                {"carrier": "NamPost", "service": "Courier Express", "rate": "96.50", "currency": "NAD", "est_delivery_days": 3},
                {"carrier": "Trans-Kalahari Couriers", "service": "Road Freight", "rate": "88.00", "currency": "NAD", "est_delivery_days": 4}],
            "selected_rate": None}),
        rec("quote_shipment#shp_Qr497", "tool:labels.create_shipment", {
            "id": "shp_Qr497", "created_at": ep("2026-02-27T10:40:00+02:00"), "status": "superseded",
            "note": "quoted with the old single-box packaging", "to_address": {"city": "Rundu", "country": "NA"},
            "parcel": {"length": 9, "width": 7, "height": 4, "weight": 28.0, "unit_dims": "in", "unit_weight": "oz"},
            "rates": [{"carrier": "NamPost", "service": "Parcel", "rate": "58.00", "currency": "NAD", "est_delivery_days": 5},
                      {"carrier": "NamPost", "service": "Courier Express", "rate": "89.00", "currency": "NAD", "est_delivery_days": 3}]}),
        pol("insurance-policy#cover", "Every parcel is insured for its retail value. Cover is free of charge up to N$500 of declared value. "
            "Above N$500, insurance costs 1% of the full declared value and is added at checkout. Claims must be made within 14 days of the delivery date.", "2026-01"),
        kb("kb-soap#making", "All our soaps are cold-process and cured for six weeks.\nWe use no palm oil; the bars are made with marula, olive and coconut oils."),
    ], now="2026-03-05T15:30:00+02:00")

case(s3, 11,
    "What a lovely gift for your mum! The Deluxe Desert Gift Box packs into a 10 × 8 × 5 inch parcel weighing about 2.2 lb. "
    "For Rundu you can choose NamPost Parcel at N$64.00 (about 5 days), Trans-Kalahari Road Freight at N$88.00 (about 4 days) "
    "or NamPost Courier Express at N$96.50 (about 3 days). "
    "It's insured for its full N$640.00 value; because that's above N$500, cover costs 1% of the value, so N$6.40 is added at checkout.",
    [na("What a lovely gift for your mum!"), ok("packs into a 10 × 8 × 5 inch parcel"), ok("weighing about 2.2 lb"),
     ok("NamPost Parcel at N$64.00 (about 5 days)"), ok("Trans-Kalahari Road Freight at N$88.00 (about 4 days)"),
     ok("NamPost Courier Express at N$96.50 (about 3 days)"), ok("insured for its full N$640.00 value"),
     ok("cover costs 1% of the value"), ok("N$6.40 is added at checkout")],
    includes=["N$64.00", "N$6.40"],
    notes="quote shp_Qr551 (the current one): 35.2 oz = 2.2 lb, rates 64.00/88.00/96.50; price_cents 64000; policy: above N$500 cover costs 1% of declared value = 6.40.")

case(s3, 12,
    "Shipping the gift box to Rundu:\n• cheapest: NamPost Parcel, N$64, roughly five days\n• fastest: NamPost Courier Express, N$96.50, roughly three days\n"
    "Insurance is included up to N$500 free; your box is N$640, so there's a small N$6.40 insurance charge. "
    "The box holds four full-size bars, a sisal soap pouch and a handwritten card.",
    [ok("cheapest: NamPost Parcel, N$64, roughly five days"), ok("fastest: NamPost Courier Express, N$96.50, roughly three days"),
     ok("Insurance is included up to N$500 free"), ok("your box is N$640"), ok("small N$6.40 insurance charge"),
     ok("four full-size bars, a sisal soap pouch and a handwritten card")],
    includes=["N$96.50", "N$6.40"],
    notes="current quote shp_Qr551; product contents list; insurance policy 1% above N$500.")

case(s3, 13,
    "Rundu options for the gift box: N$64.00 NamPost Parcel, N$88.00 road freight, N$96.50 courier. Insurance adds N$6.40. And every bar is palm-oil free!",
    [ok("N$64.00 NamPost Parcel"), ok("N$88.00 road freight"), ok("N$96.50 courier"), ok("Insurance adds N$6.40"),
     ok("every bar is palm-oil free")],
    includes=["N$88.00"],
    notes="rates from shp_Qr551; 1% of 640 = 6.40; kb says no palm oil.")

case(s3, 14,
    "Great choice! The gift box parcel weighs about 2.2 kg, and NamPost Parcel to Rundu is N$58.00, about 5 days. "
    "Courier Express is N$96.50 if you're in a hurry. Insurance is free on this one since every parcel is insured for its retail value.",
    [na("Great choice!"), bad("weighs about 2.2 kg", "VALUE_MISMATCH"), bad("NamPost Parcel to Rundu is N$58.00", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
     ok("Courier Express is N$96.50"), bad("Insurance is free on this one", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
     ok("every parcel is insured for its retail value")],
    errors=["unit_conversion", "stale_value", "condition_unmet"],
    excludes=["2.2 kg", "N$58.00", "Insurance is free on this one"],
    notes="35.2 oz is 2.2 lb (~1 kg); N$58.00 is from the superseded quote shp_Qr497 (current 64.00); the box is N$640, above the N$500 free-cover limit.",
    tag="stale")

case(s3, 15,
    "Your mum is going to love it! The box holds four full-size bars, a sisal soap pouch, a handwritten card and a little wooden soap dish. "
    "NamPost Parcel to Rundu is N$64.00 and takes about 5 days. Insurance adds N$6.40, and any claim has to be made within 30 days of delivery.",
    [na("Your mum is going to love it!"), bad("a little wooden soap dish", "NLI_CONTRADICTION", "CLAIM_WITHOUT_TOOL_EVIDENCE", "VALUE_MISMATCH"),
     ok("NamPost Parcel to Rundu is N$64.00"), ok("takes about 5 days"), ok("Insurance adds N$6.40"),
     bad("within 30 days of delivery", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["unlisted_perk", "wrong_period"],
    excludes=["wooden soap dish", "within 30 days"],
    notes="product contents list no soap dish; insurance policy gives 14 days for claims.",
    tag="perk")

repair(s3, 3,
    "For Rundu, NamPost Parcel is N$64.00 and Courier Express is N$96.50. Your N$640.00 box is above the N$500 free-cover limit, so insurance adds N$64.00.",
    [ok("NamPost Parcel is N$64.00"), ok("Courier Express is N$96.50"), ok("above the N$500 free-cover limit"),
     bad("so insurance adds N$64.00", "AMOUNT_MISMATCH", "VALUE_MISMATCH")],
    errors=["wrong_arithmetic"], excludes=["insurance adds N$64.00"], includes=["N$6.40|6.40", "N$96.50"],
    notes="1% of 640.00 is 6.40, not 64.00.")

# ---------------------------------------------------------------- S4: parcel returning to sender
s4 = Scen("soap-return-address", D,
    "Tracking for KL-20690 says something about returning? I'm in Otjiwarongo and still have nothing.",
    [
        rec("get_order#KL-20690", "tool:shop.get_order", {
            "order": {"number": "KL-20690", "customer": {"name": "Tjipenandjambi Kavari"}, "currency": "NAD",
                      "shipping_address": {"line1": "Hage Geingob Street", "line2": None, "city": "Otjiwarongo", "postal_code": "9000"},
                      "address_validation": {"status": "WARNING", "code": "MISSING_HOUSE_NUMBER"},
                      "total_cents": 31900, "shipment_id": "shp_Rt220"}}),
        rec("get_tracker#NP913300721NA", "tool:labels.get_tracker", {
            "tracking_code": "NP913300721NA", "carrier": "NamPost", "shipment_id": "shp_Rt220", "status": "return_to_sender",
            "tracking_details": [
                {"status": "in_transit", "message": "Accepted", "datetime": "2026-03-16T08:20:00", "tracking_location": {"city": "Windhoek", "zone": "Africa/Windhoek"}},
                {"status": "out_for_delivery", "message": "With delivery officer", "datetime": "2026-03-19T09:10:00", "tracking_location": {"city": "Otjiwarongo", "zone": "Africa/Windhoek"}},
                {"status": "return_to_sender", "message": "Addressee unknown: insufficient address", "datetime": "2026-03-20T10:05:00", "tracking_location": {"city": "Otjiwarongo", "zone": "Africa/Windhoek"}}]}),
        rec("get_order#KL-20112", "tool:shop.get_order", {
            "order": {"number": "KL-20112", "customer": {"name": "Tjipenandjambi Kavari"}, "shipping_address": {"city": "Windhoek"},
                      "fulfillment_status": "DELIVERED", "delivered_at": "2026-02-06T12:30:00+02:00"}}),
        pol("returns-policy#undeliverable", "Returned soaps are checked and re-wrapped before they go out again. "
            "If a parcel comes back to us because the address was incomplete, we re-ship it once it reaches our workshop, and the new label is paid by the customer. "
            "If the carrier lost or damaged it, we re-ship free of charge. Re-shipments leave within 2 business days of the parcel arriving back.", "v2"),
    ], now="2026-03-23T08:45:00+02:00")

case(s4, 16,
    "Oh no, sorry about this! NamPost tried to deliver KL-20690 in Otjiwarongo on 19/03, but on 20/03 it was marked as returning to us "
    "because the address was incomplete: the house number is missing. Once it's back at the workshop we'll re-wrap the soaps and send them out again "
    "within 2 business days; the new label is paid by you, since the return was address-related.",
    [na("Oh no, sorry about this!"), ok("tried to deliver KL-20690 in Otjiwarongo on 19/03"),
     ok("on 20/03 it was marked as returning to us"), ok("the house number is missing"),
     ok("re-wrap the soaps and send them out again within 2 business days"), ok("the new label is paid by you")],
    includes=["20/03", "house number"],
    notes="tracking: out_for_delivery 19/03, return_to_sender 20/03 'insufficient address'; address_validation MISSING_HOUSE_NUMBER; policy v2.")

case(s4, 17,
    "Hi Tjipenandjambi,\n\nYour parcel (NP913300721NA) is on its way back to us: NamPost couldn't find the address because no house number was given. "
    "Could you send me the full street address? As soon as the parcel arrives back we'll check the soaps and re-ship, with the new postage on your side.\n\nCheers,\nKalahari Lather Co.",
    [ok("Your parcel (NP913300721NA) is on its way back to us"), ok("no house number was given"),
     na("Could you send me the full street address?"), ok("we'll check the soaps and re-ship"), ok("with the new postage on your side"),
     na("Cheers")],
    includes=["NP913300721NA"],
    notes="tracker status return_to_sender; policy: incomplete-address returns re-ship at the customer's cost.")

case(s4, 18,
    "KL-20690 was delivered in Otjiwarongo on Thursday 19 March. If it isn't in your post box, it's being returned to us, "
    "and we'll re-ship it free of charge as soon as it's back.",
    [bad("was delivered in Otjiwarongo on Thursday 19 March", "RECORD_STATE_MISMATCH"),
     ok("it's being returned to us"), bad("re-ship it free of charge", "NLI_CONTRADICTION")],
    errors=["wrong_state", "condition_unmet"],
    excludes=["was delivered in Otjiwarongo", "free of charge"],
    notes="19/03 was out_for_delivery, never delivered; free re-ship applies only to carrier loss/damage, not an incomplete address.",
    tag="delivered")

case(s4, 19,
    "Sorry for the hassle! KL-20690 is heading back to our workshop because the address was missing a house number; NamPost marked it on Friday 20 March. "
    "I've also booked a courier pickup from the Otjiwarongo post office so it comes back faster.",
    [na("Sorry for the hassle!"), ok("heading back to our workshop because the address was missing a house number"),
     ok("NamPost marked it on Friday 20 March"), unk("I've also booked a courier pickup", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
    errors=["unrecorded_extra"],
    excludes=["booked a courier pickup"],
    notes="20 March 2026 is a Friday; no record holds any pickup booking.",
    tag="pickup")

repair(s4, 4,
    "NamPost is returning KL-20690 to us because the house number was missing. When it's back we'll re-ship it within 5 business days, "
    "with the new label paid by you.",
    [ok("returning KL-20690 to us because the house number was missing"), bad("within 5 business days", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
     ok("new label paid by you")],
    errors=["wrong_period"], excludes=["within 5 business days"], includes=["2 business days|two business days", "house number"],
    notes="policy: re-shipments leave within 2 business days of the parcel arriving back.")
