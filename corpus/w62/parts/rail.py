from write_cases import Scen, case, repair, ok, na, soft, bad, unk, either, rec, pol, kb, refused, ep

D = "model-railway supplies"

# ---------------------------------------------------------------- R1: special-order loco from Germany held at customs
r1 = Scen("rail-loco-customs", D,
    "Where's my special-order BR 218 diesel (SJ-3307)? The tracking page is confusing me, and do I have to pay anything?",
    [
        rec("get_order#SJ-3307", "tool:shop.get_order", {
            "order": {"number": "SJ-3307", "customer": {"name": "Hendrik Basson"}, "currency": "NAD", "type": "SPECIAL_ORDER",
                      "line_items": [{"sku": "BRK-H0-21804", "title": "Brückner H0 BR 218 diesel, DCC sound", "qty": 1, "unit_price_cents": 389000}],
                      "total_cents": 389000, "supplier": "Brückner Modellbahn GmbH, Frankfurt"}}),
        rec("get_shipment#shp_Im3307", "tool:labels.get_shipment", {
            "id": "shp_Im3307", "reference": "SJ-3307", "is_return": False,
            "selected_rate": {"carrier": "DHL Express", "service": "WORLDWIDE_EXPRESS", "rate": "1240.00", "currency": "NAD", "est_delivery_days": 4},
            "customs_info": {"contents_type": "merchandise", "declared_value": "3890.00", "duties_status": "DUTIES_PAYABLE",
                             "duties_due_cents": 41250, "payer": "RECIPIENT"},
            "insurance": "3890.00",
            "tracker": {"tracking_code": "4471902286", "status": "in_transit", "est_delivery_date": None,
                        "tracking_details": [
                            {"status": "pre_transit", "message": "Shipment information received", "datetime": "2026-03-02T11:05:00",
                             "tracking_location": {"city": "Frankfurt", "country": "DE", "zone": "Europe/Berlin"}},
                            {"status": "in_transit", "message": "Departed facility", "datetime": "2026-03-02T18:40:00",
                             "tracking_location": {"city": "Frankfurt", "country": "DE", "zone": "Europe/Berlin"}},
                            {"status": "in_transit", "message": "Arrived at transit hub", "datetime": "2026-03-04T06:15:00",
                             "tracking_location": {"city": "Johannesburg", "country": "ZA", "zone": "Africa/Johannesburg"}},
                            {"status": "in_transit", "message": "Held by customs: duties payable by recipient", "datetime": "2026-03-05T11:30:00",
                             "tracking_location": {"city": "Windhoek", "country": "NA", "zone": "Africa/Windhoek"}}]}}),
        pol("special-orders#duties", "Special orders come straight from the manufacturer in Europe by courier. "
            "Import duties and VAT are paid by you to the courier before release; we cover duties only on special orders over N$5,000. "
            "Couriers normally release a parcel within 1 business day of the duties being paid.", "v4"),
    ], now="2026-03-06T10:00:00+02:00")

case(r1, 20,
    "Hi Hendrik, your BR 218 is nearly home! It left Frankfurt on 2 March at 19:40 Windhoek time, passed through Johannesburg on 4 March, "
    "and since yesterday at 11:30 it has been held by customs in Windhoek. There are N$412.50 in import duties to pay to DHL; "
    "once they're paid, the courier normally releases it within one business day.",
    [na("your BR 218 is nearly home!"), ok("left Frankfurt on 2 March at 19:40 Windhoek time"), ok("passed through Johannesburg on 4 March"),
     ok("since yesterday at 11:30 it has been held by customs in Windhoek"), ok("N$412.50 in import duties to pay to DHL"),
     ok("releases it within one business day")],
    includes=["N$412.50", "19:40"],
    notes="Frankfurt departure 18:40 Europe/Berlin (UTC+1) = 19:40 Africa/Windhoek; customs hold 05/03 11:30 = yesterday for now 06/03; duties_due_cents 41250; policy v4.")

case(r1, 21,
    "SJ-3307 update:\n- DHL Express waybill 4471902286\n- Left Frankfurt 02/03/2026, 18:40 German time\n"
    "- Now: held at customs in Windhoek (since Thursday 5 March)\n- To pay: N$412.50 duties, payable by you as the recipient\n"
    "We only cover duties on special orders over N$5,000, and your loco was N$3,890.00.",
    [ok("DHL Express waybill 4471902286"), ok("Left Frankfurt 02/03/2026, 18:40 German time"),
     ok("held at customs in Windhoek (since Thursday 5 March)"), ok("N$412.50 duties, payable by you as the recipient"),
     ok("We only cover duties on special orders over N$5,000"), ok("your loco was N$3,890.00")],
    includes=["4471902286", "N$3,890.00"],
    notes="5 March 2026 is a Thursday; customs_info payer RECIPIENT; 18:40 is the Frankfurt-local time; unit_price_cents 389000.")

case(r1, 22,
    "Your diesel is sitting at Windhoek customs. Pay the N$412.50 duties and DHL should release it within a business day.",
    [ok("sitting at Windhoek customs"), ok("Pay the N$412.50 duties"), ok("release it within a business day")],
    includes=["N$412.50"],
    notes="latest tracking event is the customs hold; duties_due_cents 41250; policy release within 1 business day.")

case(r1, 23,
    "Hi Hendrik! The BR 218 left Frankfurt on 2 March at 18:40 our time and reached Johannesburg on 4 March. "
    "It's held at customs in Windhoek, but don't worry about the N$412.50 duties: we cover those on special orders.",
    [bad("at 18:40 our time", "DATE_MISMATCH", "VALUE_MISMATCH"), ok("reached Johannesburg on 4 March"),
     ok("held at customs in Windhoek"), bad("we cover those on special orders", "NLI_CONTRADICTION")],
    errors=["unit_conversion", "condition_unmet"],
    excludes=["18:40 our time", "we cover those on special orders"],
    notes="18:40 is Frankfurt local (Europe/Berlin); in Windhoek it was 19:40. The shop covers duties only on special orders over N$5,000; this one is N$3,890.",
    tag="tz")

case(r1, 24,
    "Great news, Hendrik: your BR 218 has cleared customs and is out for delivery in Windhoek today! "
    "The import duties came to N$4,125.00, payable to DHL.",
    [bad("has cleared customs and is out for delivery", "RECORD_STATE_MISMATCH"),
     bad("came to N$4,125.00", "AMOUNT_MISMATCH", "VALUE_MISMATCH")],
    errors=["wrong_state", "unit_conversion"],
    excludes=["cleared customs and is out for delivery", "N$4,125.00"],
    notes="last event is 'Held by customs: duties payable' (in_transit); duties_due_cents 41250 is N$412.50, not N$4,125.00.",
    tag="cleared")

repair(r1, 5,
    "Your BR 218 left Frankfurt on 2 March and is held at customs in Windhoek. The duties of N$412.50 are covered by us, so there's nothing to pay.",
    [ok("left Frankfurt on 2 March"), ok("held at customs in Windhoek"), bad("are covered by us, so there's nothing to pay", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["condition_unmet"], excludes=["covered by us", "nothing to pay"],
    includes=["payable by you|you pay|you'll need to pay|you need to pay|paid by you|recipient|you'll pay", "N$412.50|412.50"],
    notes="customs_info.payer RECIPIENT and policy: the shop covers duties only over N$5,000; order is N$3,890.")

# ---------------------------------------------------------------- R2: oversize baseboard quote
r2 = Scen("rail-baseboard-oversize", D,
    "I'd like the 3-foot baseboard kit plus the Code 83 track pack delivered to Keetmanshoop. My basket is N$2,740. Do I get your free shipping?",
    [
        rec("get_cart#c_88120", "tool:shop.get_cart", {
            "cart_id": "c_88120", "currency": "NAD",
            "items": [{"title": "Lightweight baseboard kit 36x24 in", "qty": 1, "price_cents": 189000},
                      {"title": "Code 83 flex track, pack of 6", "qty": 1, "price_cents": 85000}],
            "subtotal_cents": 274000}),
        rec("quote_shipment#shp_Kt901", "tool:labels.create_shipment", {
            "id": "shp_Kt901", "status": "quoted", "to_address": {"city": "Keetmanshoop", "state": "KA", "country": "NA"},
            "parcel": {"length": 36, "width": 24, "height": 4, "weight": 176, "unit_dims": "in", "unit_weight": "oz", "predefined_package": None},
            "rates": [
                {"carrier": "NamPost", "service": "Parcel", "rate": "185.00", "currency": "NAD", "est_delivery_days": 6},
                {"carrier": "Trans-Kalahari Couriers", "service": "Road Freight", "rate": "212.00", "currency": "NAD", "est_delivery_days": 4},
                {"carrier": "Desert Express Freight", "service": "AIR_PRIORITY", "rate": "348.00", "currency": "NAD", "est_delivery_days": 2}],
            "messages": [{"carrier": "NamPost", "service": "Courier Express", "type": "rate_error", "code": "MAX_DIMENSION_EXCEEDED",
                          "message": "Parcel length exceeds 30 in limit for this service"}]}),
        pol("shipping-policy#free", "We love getting layouts started, so orders over N$2,500 ship free with NamPost Parcel. "
            "Oversized parcels (any side longer than 30 inches) are excluded and pay the quoted rate. "
            "Free shipping is not available with courier or air services.", "2026-02"),
    ])

case(r2, 25,
    "Hi there! Sadly the free-shipping offer doesn't cover this one: the baseboard kit packs into a 36-inch-long box, and parcels with any side over 30 inches pay the quoted rate. "
    "To Keetmanshoop you can pick NamPost Parcel at N$185.00 (about 6 days), Trans-Kalahari Road Freight at N$212.00 (about 4 days) "
    "or Desert Express air at N$348.00 (about 2 days). The parcel weighs 11 lb, roughly 5 kg.",
    [na("Hi there!"), ok("the free-shipping offer doesn't cover this one"), ok("packs into a 36-inch-long box"),
     ok("parcels with any side over 30 inches pay the quoted rate"), ok("NamPost Parcel at N$185.00 (about 6 days)"),
     ok("Trans-Kalahari Road Freight at N$212.00 (about 4 days)"), ok("Desert Express air at N$348.00 (about 2 days)"),
     ok("The parcel weighs 11 lb, roughly 5 kg")],
    includes=["N$185.00", "30 inches"],
    notes="parcel length 36 in > 30 in oversize exclusion; 176 oz = 11 lb = 4.99 kg; rates from shp_Kt901.")

case(r2, 26,
    "Your basket of N$2,740 would normally qualify, but the 36 × 24 inch baseboard box counts as oversized, so shipping is charged. "
    "The cheapest option is NamPost Parcel, N$185. NamPost Courier Express can't take a box this long.",
    [ok("Your basket of N$2,740 would normally qualify"), ok("the 36 × 24 inch baseboard box counts as oversized"),
     ok("so shipping is charged"), ok("The cheapest option is NamPost Parcel, N$185"), ok("NamPost Courier Express can't take a box this long")],
    includes=["N$185"],
    notes="subtotal 274000 > 250000 but oversize excluded; NamPost Courier Express rate_error MAX_DIMENSION_EXCEEDED.")

case(r2, 27,
    "Dear customer,\n\nThank you for choosing us for your new layout. As the baseboard is longer than 30 inches, the order falls outside our free-shipping offer. "
    "Delivery to Keetmanshoop costs one hundred and eighty-five Namibian dollars by NamPost Parcel, or two hundred and twelve by Trans-Kalahari road freight. "
    "Your total with NamPost Parcel would be N$2,925.00.\n\nHappy modelling!",
    [na("Thank you for choosing us for your new layout."), ok("the order falls outside our free-shipping offer"),
     ok("one hundred and eighty-five Namibian dollars by NamPost Parcel"), ok("two hundred and twelve by Trans-Kalahari road freight"),
     ok("Your total with NamPost Parcel would be N$2,925.00"), na("Happy modelling!")],
    includes=["N$2,925.00"],
    notes="2,740.00 + 185.00 = 2,925.00; rates 185.00 and 212.00; oversize exclusion.")

case(r2, 28,
    "Good news: your N$2,740 basket is over N$2,500, so it ships free with NamPost Parcel to Keetmanshoop! "
    "If you'd rather have it sooner, NamPost Courier Express is also available.",
    [bad("so it ships free with NamPost Parcel", "NLI_CONTRADICTION"),
     bad("NamPost Courier Express is also available", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH", "NLI_CONTRADICTION")],
    errors=["condition_unmet", "invented_fact"],
    excludes=["ships free with NamPost Parcel", "Courier Express is also available"],
    notes="the parcel is 36 in long, oversized, so the free-shipping offer is excluded; the quote has a MAX_DIMENSION_EXCEEDED rate_error for Courier Express.",
    tag="free")

case(r2, 29,
    "Shipping to Keetmanshoop: NamPost Parcel N$185.00, Trans-Kalahari Road Freight N$212.00 (about 6 days), or air for N$348.00. "
    "The parcel weighs about 11 kg, so we'll pack it on a wooden pallet.",
    [ok("NamPost Parcel N$185.00"), bad("Trans-Kalahari Road Freight N$212.00 (about 6 days)", "VALUE_MISMATCH"),
     ok("or air for N$348.00"), bad("weighs about 11 kg", "VALUE_MISMATCH"),
     unk("we'll pack it on a wooden pallet", "CLAIM_WITHOUT_TOOL_EVIDENCE", "NO_POLICY_EVIDENCE")],
    errors=["wrong_period", "unit_conversion", "invented_promise"],
    excludes=["N$212.00 (about 6 days)", "about 11 kg", "wooden pallet"],
    notes="Road Freight est_delivery_days is 4 (6 is NamPost Parcel's); 176 oz = 11 lb, about 5 kg; nothing mentions a pallet.",
    tag="weight")

repair(r2, 6,
    "Because the baseboard box is 36 inches long, free shipping doesn't apply. NamPost Parcel to Keetmanshoop is N$158.00 and takes about 6 days.",
    [ok("free shipping doesn't apply"), bad("NamPost Parcel to Keetmanshoop is N$158.00", "AMOUNT_MISMATCH", "VALUE_MISMATCH"), ok("takes about 6 days")],
    errors=["wrong_amount"], excludes=["N$158.00"], includes=["N$185.00|N$185|185.00", "36 inches"],
    notes="NamPost Parcel rate in shp_Kt901 is '185.00'.")

# ---------------------------------------------------------------- R3: split order, second parcel not yet moving
r3 = Scen("rail-split-order", D,
    "Only part of SJ-3412 arrived. Where are my signal kits?",
    [
        rec("get_order#SJ-3412", "tool:shop.get_order", {
            "order": {"number": "SJ-3412", "customer": {"name": "Selma Nangolo"}, "currency": "NAD",
                      "line_items": [{"id": "li_1", "title": "Code 100 straight track 9 in", "qty": 12, "unit_price_cents": 2450},
                                     {"id": "li_2", "title": "Code 100 curved track R2", "qty": 4, "unit_price_cents": 2600},
                                     {"id": "li_3", "title": "Semaphore signal kit (2-arm)", "qty": 2, "unit_price_cents": 31500}],
                      "total_cents": 102800, "fulfillment_status": "PARTIALLY_FULFILLED"}}),
        rec("list_shipments#SJ-3412", "tool:labels.list_shipments", {"shipments": [
            {"id": "shp_Tr4402", "line_items": ["li_1", "li_2"], "selected_rate": {"carrier": "NamPost", "service": "Courier Express", "rate": "78.50"},
             "tracker": {"tracking_code": "NP920044187NA", "status": "delivered",
                         "tracking_details": [{"status": "delivered", "datetime": "2026-03-10T14:02:00", "message": "Delivered, signed by S NANGOLO",
                                               "tracking_location": {"city": "Oshakati", "zone": "Africa/Windhoek"}}]}},
            {"id": "shp_Sg4410", "line_items": ["li_3"], "selected_rate": {"carrier": "Trans-Kalahari Couriers", "service": "Road Freight", "rate": "0.00"},
             "label_created_at": ep("2026-03-12T10:15:00+02:00"), "ship_date": "2026-03-13",
             "tracker": {"tracking_code": "TKC-660218", "status": "pre_transit",
                         "tracking_details": [{"status": "pre_transit", "datetime": "2026-03-12T10:15:00", "message": "Label created, awaiting pickup",
                                               "tracking_location": {"city": "Windhoek", "zone": "Africa/Windhoek"}}]}}]}),
        pol("shipping-policy#backorders", "When part of an order is on backorder, we send what we have straight away and post the rest as soon as it lands. "
            "The second parcel ships at our cost. Trans-Kalahari road freight to the north takes about 3 business days.", "2026-02"),
    ], now="2026-03-12T16:00:00+02:00")

case(r3, 30,
    "Hi Selma! The track pieces (12 straight and 4 curved) were delivered in Oshakati on 10/03 at 14:02. "
    "Your 2 semaphore signal kits have their own parcel: the label was created this morning and Trans-Kalahari collects it tomorrow, 13 March. "
    "That second parcel ships at our cost, and road freight to the north takes about 3 business days.",
    [na("Hi Selma!"), ok("The track pieces (12 straight and 4 curved) were delivered in Oshakati on 10/03 at 14:02"),
     ok("Your 2 semaphore signal kits have their own parcel"), ok("the label was created this morning"),
     ok("Trans-Kalahari collects it tomorrow, 13 March"), ok("That second parcel ships at our cost"),
     ok("road freight to the north takes about 3 business days")],
    includes=["13 March", "14:02"],
    notes="shp_Tr4402 delivered 2026-03-10T14:02; shp_Sg4410 (li_3 qty 2) label created 12/03 10:15, ship_date 2026-03-13 = tomorrow; rate 0.00; policy.")

case(r3, 31,
    "Your signal kits (x2) are packed and labelled, waiting for the courier; they go out Friday 13/03 with Trans-Kalahari under tracking TKC-660218.",
    [ok("Your signal kits (x2) are packed and labelled, waiting for the courier"), ok("they go out Friday 13/03"),
     ok("with Trans-Kalahari under tracking TKC-660218")],
    includes=["TKC-660218"],
    notes="tracker pre_transit 'awaiting pickup'; 13 March 2026 is a Friday; tracking_code TKC-660218.")

case(r3, 32,
    "Sorry for the split delivery! The first parcel (NP920044187NA) with your track was signed for on Tuesday 10 March. "
    "The signal kits were on backorder; they're labelled now and leave on 13/03, with no extra shipping charge.",
    [na("Sorry for the split delivery!"), ok("The first parcel (NP920044187NA) with your track was signed for on Tuesday 10 March"),
     ok("they're labelled now and leave on 13/03"), ok("with no extra shipping charge")],
    includes=["NP920044187NA"],
    notes="10 March 2026 is a Tuesday; delivered message 'signed by S NANGOLO'; second label rate 0.00 and policy 'ships at our cost'.")

case(r3, 33,
    "Hi Selma! Your 3 signal kits are already on their way with Trans-Kalahari; you can track them with shp_Sg4410. "
    "The track pieces arrived on 10/03.",
    [bad("Your 3 signal kits", "VALUE_MISMATCH"), bad("are already on their way with Trans-Kalahari", "RECORD_STATE_MISMATCH"),
     bad("track them with shp_Sg4410", "IDENTIFIER_MISMATCH"), ok("The track pieces arrived on 10/03")],
    errors=["wrong_quantity", "wrong_state", "wrong_role"],
    excludes=["3 signal kits", "already on their way", "with shp_Sg4410"],
    notes="li_3 qty is 2; tracker is pre_transit (awaiting pickup); shp_Sg4410 is the shipment id, the tracking code is TKC-660218.",
    tag="qty")

case(r3, 34,
    "The track arrived on 10 March. Your signal kits leave on 13 March with Trans-Kalahari; the second parcel costs N$78.50 in shipping, "
    "and road freight takes about 3 business days.",
    [ok("The track arrived on 10 March"), ok("Your signal kits leave on 13 March with Trans-Kalahari"),
     bad("the second parcel costs N$78.50 in shipping", "AMOUNT_MISMATCH", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
     ok("road freight takes about 3 business days")],
    errors=["other_record_value"],
    excludes=["costs N$78.50"],
    notes="N$78.50 is the first parcel's rate; the second label is 0.00 and policy says it ships at the shop's cost.",
    tag="cost")

repair(r3, 7,
    "Your track pieces were delivered on 10/03, and the 2 signal kits ship on 14 March with Trans-Kalahari (TKC-660218).",
    [ok("Your track pieces were delivered on 10/03"), bad("ship on 14 March", "DATE_MISMATCH"), ok("with Trans-Kalahari (TKC-660218)")],
    errors=["wrong_date"], excludes=["14 March"], includes=["13 March|13/03|tomorrow|Friday", "TKC-660218"],
    notes="shp_Sg4410 ship_date 2026-03-13.")

# ---------------------------------------------------------------- R4: damaged coach, insurance claim pending
r4 = Scen("rail-damaged-coach", D,
    "My Rheingold coach arrived with a snapped bogie. I sent photos yesterday. When do I get a replacement?",
    [
        rec("get_order#SJ-3588", "tool:shop.get_order", {
            "order": {"number": "SJ-3588", "customer": {"name": "Pieter Visagie"}, "currency": "NAD",
                      "line_items": [{"title": "Rheingold 1st class coach, H0", "qty": 1, "unit_price_cents": 64500},
                                     {"title": "Coupler set NEM 362", "qty": 1, "unit_price_cents": 9500}],
                      "total_cents": 82500}}),
        rec("get_shipment#shp_Rg3588", "tool:labels.get_shipment", {
            "id": "shp_Rg3588", "insurance": "740.00",
            "selected_rate": {"carrier": "NamPost", "service": "Courier Express", "rate": "80.00", "currency": "NAD"},
            "tracker": {"tracking_code": "NP931177025NA", "status": "delivered",
                        "tracking_details": [{"status": "delivered", "datetime": "2026-03-24T11:15:00", "message": "Delivered",
                                              "tracking_location": {"city": "Grootfontein", "zone": "Africa/Windhoek"}}]}}),
        rec("get_claim#clm_20931", "tool:labels.get_claim", {
            "id": "clm_20931", "shipment_id": "shp_Rg3588", "type": "DAMAGE", "status": "SUBMITTED",
            "requested_amount": "645.00", "insured_amount": "740.00",
            "submitted_at": ep("2026-03-25T09:40:00+02:00"), "attachments": 3, "decision": None}),
        refused("create_replacement#call-3", "shop.create_replacement_order", "ESCALATE", {"order": "SJ-3588", "sku": "RHG-1KL-H0"},
                "Replacement waits for the carrier's claim decision."),
        pol("damage-policy#claims", "Report transit damage within 48 hours of delivery, with photos of the item and the box. "
            "We file the insurance claim with the carrier for you. A replacement ships once the carrier approves the claim, which usually takes about 10 business days. "
            "If the model is no longer made, you get a full refund instead.", "v2"),
    ], now="2026-03-26T14:00:00+02:00")

case(r4, 35,
    "Oh, a snapped bogie, what a shame! Thank you for the photos: you reported it well inside our 48-hour window, and I filed the damage claim with NamPost "
    "yesterday morning for N$645.00. A replacement coach ships once NamPost approves the claim, which usually takes about 10 business days, "
    "so I've flagged your replacement for approval rather than sending it today.",
    [na("what a shame!"), ok("you reported it well inside our 48-hour window"), ok("filed the damage claim with NamPost yesterday morning for N$645.00"),
     ok("A replacement coach ships once NamPost approves the claim"), ok("usually takes about 10 business days"),
     ok("I've flagged your replacement for approval rather than sending it today")],
    includes=["N$645.00", "10 business days"],
    notes="delivered 24/03 11:15, claim submitted 25/03 09:40 (within 48 h; 'yesterday' for now 26/03); requested_amount 645.00; refused replacement ESCALATE.")

case(r4, 36,
    "Claim clm_20931 (damage, N$645.00) is with NamPost and still awaiting a decision. The replacement will ship once it's approved; usually around ten business days.",
    [ok("Claim clm_20931 (damage, N$645.00) is with NamPost and still awaiting a decision"),
     ok("The replacement will ship once it's approved"), ok("usually around ten business days")],
    includes=["clm_20931"],
    notes="claim status SUBMITTED, decision null; policy.")

case(r4, 37,
    "Hi Pieter! Your damage claim was approved today and I've already sent a replacement Rheingold coach. "
    "Your parcel was insured for N$740.00, so you're fully covered.",
    [bad("Your damage claim was approved today", "RECORD_STATE_MISMATCH"), bad("I've already sent a replacement Rheingold coach", "NOT_EXECUTED"),
     ok("Your parcel was insured for N$740.00")],
    errors=["wrong_state", "refused_call_effect"],
    excludes=["claim was approved", "already sent a replacement"],
    notes="claim status SUBMITTED with decision null; create_replacement_order refused (ESCALATE). insurance 740.00.",
    tag="approved")

case(r4, 38,
    "Thanks for the photos, Pieter. Your coach was delivered in Grootfontein on 24/03, and the claim went in the next day. "
    "Replacements usually follow within 5 business days of the claim being approved, and we'll also refund your N$80.00 shipping.",
    [na("Thanks for the photos, Pieter."), ok("delivered in Grootfontein on 24/03"), ok("the claim went in the next day"),
     either("within 5 business days of the claim being approved", "NLI_CONTRADICTION", "NLI_NOT_ENTAILED", "NO_POLICY_EVIDENCE"),
     unk("we'll also refund your N$80.00 shipping", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
    errors=["wrong_period", "invented_promise"],
    excludes=["within 5 business days", "refund your N$80.00 shipping"],
    notes="policy: approval usually takes about 10 business days, then the replacement ships; nothing promises a shipping refund.",
    tag="promise")

repair(r4, 8,
    "I filed your damage claim with NamPost on 25 March for N$740.00. The replacement coach will ship once the claim is approved.",
    [ok("I filed your damage claim with NamPost on 25 March"), bad("for N$740.00", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
     ok("The replacement coach will ship once the claim is approved")],
    errors=["wrong_role"], excludes=["for N$740.00"], includes=["N$645.00|645.00", "25 March"],
    notes="740.00 is the insured amount; the claim's requested_amount is 645.00.")
