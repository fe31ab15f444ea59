from write_cases import Scen, case, repair, ok, na, soft, bad, unk, either, rec, pol, kb, refused, ep

D = "knitting-yarn store"

# ---------------------------------------------------------------- Y1: dye lot ran short, partial refund
y1 = Scen("yarn-dyelot-short", D,
    "I ordered 8 skeins of Karakul Aran in Dune for a jumper but only 5 came! What happened?",
    [
        rec("get_order#BW-7710", "tool:shop.get_order", {
            "order": {"number": "BW-7710", "customer": {"name": "Ilse Mouton"}, "currency": "NAD",
                      "line_items": [{"id": "li_1", "sku": "KAR-ARAN-DUNE", "title": "Karakul Aran 100 g, colour Dune", "qty": 8, "qty_fulfilled": 5,
                                      "qty_refunded": 3, "unit_price_cents": 8900, "dye_lot": "2207"}],
                      "shipping_cents": 5200, "total_cents": 76400}}),
        rec("get_refund#re_BW7710_1", "tool:payments.get_refund", {"id": "re_BW7710_1", "order": "BW-7710", "amount_cents": 26700,
                                                                  "status": "SUCCEEDED", "created_at": ep("2026-03-18T10:20:00+02:00"),
                                                                  "reason": "DYE_LOT_SHORT"}),
        rec("get_shipment#shp_Bw7710", "tool:labels.get_shipment", {
            "id": "shp_Bw7710", "parcel": {"length": 10, "width": 8, "height": 6, "weight": 19.2, "unit_dims": "in", "unit_weight": "oz"},
            "selected_rate": {"carrier": "NamPost", "service": "Parcel", "rate": "52.00", "currency": "NAD"},
            "tracker": {"tracking_code": "NP950087314NA", "status": "delivered",
                        "tracking_details": [{"status": "delivered", "datetime": "2026-03-21T10:48:00", "tracking_location": {"city": "Tsumeb", "zone": "Africa/Windhoek"}}]}}),
        rec("get_inventory#KAR-ARAN-DUNE", "tool:shop.get_inventory", {"sku": "KAR-ARAN-DUNE",
            "lots": [{"dye_lot": "2207", "on_hand": 0}, {"dye_lot": "2231", "on_hand": 14}], "next_dye_day": "2026-04-14"}),
        pol("yarn-policy#dyelots", "Every batch of hand-dyed yarn is a little different, which is half the charm. "
            "We never mix dye lots in one order without asking you first. If a lot runs short, we ship the skeins that match and refund the rest to your card; "
            "refunds reach you within 5 business days.", "v2"),
    ], now="2026-03-23T10:30:00+02:00")

case(y1, 60,
    "Hi Ilse! I'm sorry, dye lot 2207 of Karakul Aran in Dune ran short, so we sent the 5 matching skeins and refunded the other 3. "
    "That's N$267.00 back on your card, processed on 18/03, so it should show within 5 business days. "
    "We have 14 skeins of Dune in the newer lot 2231 if you'd like them, but they may differ slightly in shade.",
    [na("I'm sorry"), ok("dye lot 2207 of Karakul Aran in Dune ran short"), ok("we sent the 5 matching skeins and refunded the other 3"),
     ok("That's N$267.00 back on your card"), ok("processed on 18/03"), ok("should show within 5 business days"),
     ok("We have 14 skeins of Dune in the newer lot 2231"), ok("they may differ slightly in shade")],
    includes=["N$267.00", "2231"],
    notes="qty 8, fulfilled 5, refunded 3; refund 26700 SUCCEEDED 18/03; inventory lot 2231 on_hand 14; policy about lots and 5 business days.")

case(y1, 61,
    "Your order BW-7710, in short:\n- ordered: 8 skeins\n- sent (dye lot 2207): 5, delivered in Tsumeb on Saturday 21 March\n"
    "- refunded: 3 skeins, N$267.00, refund completed\nWe didn't mix lots, since we always ask first.",
    [ok("ordered: 8 skeins"), ok("sent (dye lot 2207): 5, delivered in Tsumeb on Saturday 21 March"),
     ok("refunded: 3 skeins, N$267.00, refund completed"), ok("We didn't mix lots, since we always ask first")],
    includes=["N$267.00"],
    notes="21 March 2026 is a Saturday; refund status SUCCEEDED; policy never mixes lots without asking.")

case(y1, 62,
    "Only 5 skeins matched the dye lot, so the other three (N$267) were refunded on 18 March.",
    [ok("Only 5 skeins matched the dye lot"), ok("the other three (N$267) were refunded on 18 March")],
    includes=["N$267"],
    notes="qty_fulfilled 5; refund 26700 created 18/03.")

case(y1, 63,
    "So sorry, Ilse! Dye lot 2207 ran short, so we sent 5 skeins now and the other 3 will follow from our next dye day on 14 April, at no extra shipping cost.",
    [na("So sorry, Ilse!"), ok("Dye lot 2207 ran short, so we sent 5 skeins now"),
     bad("the other 3 will follow from our next dye day", "RECORD_STATE_MISMATCH", "NLI_CONTRADICTION"),
     unk("at no extra shipping cost", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
    errors=["invented_promise", "invented_promise"],
    excludes=["will follow from our next dye day", "at no extra shipping cost"],
    notes="the 3 missing skeins were refunded (qty_refunded 3, refund SUCCEEDED), not back-ordered; nothing offers free shipping on a follow-up.",
    tag="follow")

case(y1, 64,
    "Hi Ilse! Lot 2207 ran short, so we shipped 5 skeins and refunded the rest: N$445.00 went back to your card on 18/03. "
    "Your parcel weighed 1.2 kg and was delivered in Tsumeb on 21 March.",
    [ok("Lot 2207 ran short, so we shipped 5 skeins and refunded the rest"), bad("N$445.00 went back to your card", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
     bad("Your parcel weighed 1.2 kg", "VALUE_MISMATCH"), ok("delivered in Tsumeb on 21 March")],
    errors=["wrong_arithmetic", "unit_conversion"],
    excludes=["N$445.00", "1.2 kg"],
    notes="refund is 3 x 89.00 = 267.00 (445.00 is the 5 shipped skeins); 19.2 oz is 1.2 lb (~544 g), not 1.2 kg.",
    tag="refund")

repair(y1, 13,
    "We shipped the 5 skeins from lot 2207 and refunded the other 3: N$267.00, which should reach your card within 10 business days.",
    [ok("We shipped the 5 skeins from lot 2207 and refunded the other 3"), ok("N$267.00"),
     bad("within 10 business days", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["wrong_period"], excludes=["within 10 business days"], includes=["5 business days|five business days", "N$267.00|267.00"],
    notes="policy: refunds reach the customer within 5 business days.")

# ---------------------------------------------------------------- Y2: international order to Gaborone
y2 = Scen("yarn-gaborone-intl", D,
    "Can you post a sweater kit to Gaborone? When would it leave and what are the prices?",
    [
        rec("quote_shipment#shp_Gb202", "tool:labels.create_shipment", {
            "id": "shp_Gb202", "status": "quoted", "to_address": {"city": "Gaborone", "country": "BW"},
            "parcel": {"length": 12, "width": 10, "height": 6, "weight": 40.0, "unit_dims": "in", "unit_weight": "oz"},
            "customs_info": {"contents_type": "merchandise", "customs_items": [{"description": "wool yarn kit", "hs_tariff_number": "5109.10", "value": "1150.00"}]},
            "rates": [
                {"carrier": "NamPost", "service": "International Parcel", "rate": "198.00", "currency": "NAD", "est_delivery_days": 12},
                {"carrier": "Aramex", "service": "INTL_ECONOMY", "rate": "265.00", "currency": "NAD", "est_delivery_days": 7},
                {"carrier": "DHL Express", "service": "EXPRESS_WORLDWIDE", "rate": "612.00", "currency": "NAD", "est_delivery_days": 3}]}),
        rec("get_product#KIT-SWTR-OMB", "tool:shop.get_product", {"sku": "KIT-SWTR-OMB", "title": "Omaruru sweater kit (10 skeins + pattern)", "price_cents": 115000, "in_stock": 4}),
        pol("intl-policy#schedule", "We ship to all SADC countries. International parcels are collected from our shop on Mondays and Thursdays only. "
            "Duties and taxes in the destination country are paid by the recipient. International parcels are always insured up to N$2,000 at no charge.", "2026-01"),
    ], now="2026-03-20T11:00:00+02:00")

case(y2, 65,
    "Absolutely, we'd love to send some Namibian wool to Gaborone! International parcels are collected on Mondays and Thursdays, "
    "so a kit ordered today would leave on Monday 23 March. Prices for the 2.5 lb parcel: NamPost International Parcel N$198.00 (about 12 days), "
    "Aramex Economy N$265.00 (about 7 days) or DHL Express N$612.00 (about 3 days). Any Botswana duties are paid by the recipient.",
    [na("we'd love to send some Namibian wool to Gaborone!"), ok("International parcels are collected on Mondays and Thursdays"),
     ok("a kit ordered today would leave on Monday 23 March"), ok("the 2.5 lb parcel"), ok("NamPost International Parcel N$198.00 (about 12 days)"),
     ok("Aramex Economy N$265.00 (about 7 days)"), ok("DHL Express N$612.00 (about 3 days)"), ok("Any Botswana duties are paid by the recipient")],
    includes=["Monday 23 March", "N$198.00"],
    notes="now Friday 20/03; next collection Monday 23/03; 40 oz = 2.5 lb; rates from shp_Gb202; policy.")

case(y2, 66,
    "Yes! The Omaruru sweater kit is N$1,150.00. Cheapest postage to Gaborone is NamPost at N$198.00, making N$1,348.00 altogether, "
    "and it's insured up to N$2,000 free of charge.",
    [ok("The Omaruru sweater kit is N$1,150.00"), ok("Cheapest postage to Gaborone is NamPost at N$198.00"),
     ok("making N$1,348.00 altogether"), ok("insured up to N$2,000 free of charge")],
    includes=["N$1,348.00"],
    notes="price_cents 115000 + 198.00 = 1,348.00; policy insures international parcels up to N$2,000 at no charge.")

case(y2, 67,
    "Dear knitter,\n\nWe do ship to Botswana. Your kit would be collected on Monday, 23/03/2026, the next international pickup day; "
    "fastest is DHL Express at six hundred and twelve Namibian dollars, around three days.\n\nHappy knitting!",
    [ok("We do ship to Botswana"), ok("collected on Monday, 23/03/2026, the next international pickup day"),
     ok("fastest is DHL Express at six hundred and twelve Namibian dollars, around three days"), na("Happy knitting!")],
    includes=["23/03/2026"],
    notes="SADC shipping; Mon/Thu collections; DHL 612.00, 3 days.")

case(y2, 68,
    "Yes we can! Since you're ordering today, your kit goes out this afternoon. Aramex Economy to Gaborone is N$265.00 and takes about 3 days, "
    "and we'll cover any Botswana duties for you.",
    [bad("your kit goes out this afternoon", "NLI_CONTRADICTION", "DATE_MISMATCH"), ok("Aramex Economy to Gaborone is N$265.00"), bad("takes about 3 days", "VALUE_MISMATCH"),
     bad("we'll cover any Botswana duties", "NLI_CONTRADICTION")],
    errors=["wrong_date", "wrong_period", "wrong_policy_condition"],
    excludes=["goes out this afternoon", "takes about 3 days", "cover any Botswana duties"],
    notes="now is Friday; international collections are Mon/Thu only; Aramex est_delivery_days is 7 (3 is DHL's); duties are paid by the recipient. The N$265.00 price itself is right but sits in the 3-day clause.",
    tag="today")

repair(y2, 14,
    "Your kit would leave on Monday 23 March. Aramex Economy to Gaborone costs N$612.00 and takes about 7 days.",
    [ok("leave on Monday 23 March"), bad("Aramex Economy to Gaborone costs N$612.00", "AMOUNT_MISMATCH", "VALUE_MISMATCH"), ok("takes about 7 days")],
    errors=["wrong_amount"], excludes=["N$612.00"], includes=["N$265.00|N$265|265.00", "23 March"],
    notes="Aramex INTL_ECONOMY rate is 265.00; 612.00 is DHL's.")

# ---------------------------------------------------------------- Y3: out for delivery, signature needed, window in UTC
y3 = Scen("yarn-signature-window", D,
    "My big mohair order says out for delivery. Do I need to be home, and when?",
    [
        rec("get_shipment#shp_Mh8821", "tool:labels.get_shipment", {
            "id": "shp_Mh8821", "reference": "BW-7822", "insurance": "1350.00",
            "options": {"signature_confirmation": "ADULT_SIGNATURE"},
            "selected_rate": {"carrier": "Trans-Kalahari Couriers", "service": "Same-City", "rate": "65.00", "currency": "NAD"},
            "tracker": {"tracking_code": "TKC-771409", "status": "out_for_delivery",
                        "delivery_window": {"start": "2026-03-27T08:00:00Z", "end": "2026-03-27T11:00:00Z"},
                        "tracking_details": [
                            {"status": "in_transit", "datetime": "2026-03-26T17:20:00", "tracking_location": {"city": "Windhoek", "zone": "Africa/Windhoek"}},
                            {"status": "out_for_delivery", "datetime": "2026-03-27T07:42:00", "message": "With courier",
                             "tracking_location": {"city": "Windhoek", "zone": "Africa/Windhoek"}}]}}),
        rec("get_order#BW-7822", "tool:shop.get_order", {"order": {"number": "BW-7822", "customer": {"name": "Tuli Haufiku"},
            "line_items": [{"title": "Kid mohair lace, 50 g", "qty": 12, "unit_price_cents": 10500}], "total_cents": 132500}}),
        rec("get_order#BW-7790", "tool:shop.get_order", {"order": {"number": "BW-7790", "customer": {"name": "Tuli Haufiku"},
            "tracking_code": "TKC-770955", "status": "DELIVERED", "delivered_at": "2026-03-12T14:10:00+02:00"}}),
        pol("delivery-policy#signature", "Parcels insured for more than N$1,000 need a signature on delivery. "
            "If nobody is home, the courier leaves a card and tries once more on the next business day. "
            "After two missed attempts the parcel goes back to the depot for 7 days.", "v1"),
    ], now="2026-03-27T08:05:00+02:00")

case(y3, 69,
    "Hi Tuli! Yes, please be home: your mohair parcel is insured for N$1,350.00, so the courier needs a signature. "
    "Trans-Kalahari gives a delivery window of 10:00 to 13:00 today. If you miss it, they'll leave a card and try once more on Monday 30 March.",
    [ok("your mohair parcel is insured for N$1,350.00"), ok("the courier needs a signature"),
     ok("delivery window of 10:00 to 13:00 today"), ok("they'll leave a card and try once more on Monday 30 March")],
    includes=["10:00", "13:00"],
    notes="delivery_window 08:00Z-11:00Z = 10:00-13:00 Windhoek (UTC+2); insurance 1350.00 > 1,000 means signature; now Friday 27/03, next business day Monday 30/03.")

case(y3, 70,
    "Your parcel TKC-771409 went out with the courier at 07:42 this morning and is due between 10:00 and 13:00. An adult signature is required.",
    [ok("went out with the courier at 07:42 this morning"), ok("is due between 10:00 and 13:00"), ok("An adult signature is required")],
    includes=["TKC-771409"],
    notes="out_for_delivery event 07:42 Windhoek; window converted from UTC; signature_confirmation ADULT_SIGNATURE.")

case(y3, 71,
    "Good morning Tuli! Your 12 balls of kid mohair are out for delivery today. Someone will need to sign for them, between 10:00 and 13:00. "
    "If you can't be there, the parcel gets a second try the next business day, and after two missed attempts it waits at the depot for 7 days.",
    [na("Good morning Tuli!"), ok("Your 12 balls of kid mohair are out for delivery today"), ok("Someone will need to sign for them"),
     ok("between 10:00 and 13:00"), ok("gets a second try the next business day"), ok("waits at the depot for 7 days")],
    includes=["12 balls", "7 days"],
    notes="qty 12; out_for_delivery; policy.")

case(y3, 72,
    "Hi Tuli! Your mohair is out for delivery and should arrive between 08:00 and 11:00 today. A signature is needed. "
    "If you miss the courier, they'll try again tomorrow.",
    [ok("Your mohair is out for delivery"), bad("between 08:00 and 11:00 today", "DATE_MISMATCH", "VALUE_MISMATCH"),
     ok("A signature is needed"), bad("they'll try again tomorrow", "DATE_MISMATCH", "NLI_CONTRADICTION")],
    errors=["unit_conversion", "wrong_date"],
    excludes=["between 08:00 and 11:00", "try again tomorrow"],
    notes="delivery_window is in UTC (Z): 10:00-13:00 in Windhoek; the retry is the next business day, Monday 30/03, not Saturday.",
    tag="utc")

case(y3, 73,
    "Your parcel is out for delivery (tracking TKC-770955), window 10:00 to 13:00. You'll need to sign because it's insured for over N$2,000.",
    [ok("Your parcel is out for delivery"), bad("tracking TKC-770955", "IDENTIFIER_MISMATCH"), ok("window 10:00 to 13:00"),
     either("because it's insured for over N$2,000", "AMOUNT_MISMATCH", "VALUE_MISMATCH", "NLI_CONTRADICTION")],
    errors=["other_record_value", "wrong_amount"],
    excludes=["TKC-770955", "over N$2,000"],
    notes="TKC-770955 belongs to the earlier order BW-7790; insurance is 1350.00 and the policy threshold is N$1,000.",
    tag="track")

repair(y3, 15,
    "Your mohair parcel is out for delivery today, between 08:00 and 11:00. It's insured for N$1,350.00, so please be home to sign.",
    [ok("Your mohair parcel is out for delivery today"), bad("between 08:00 and 11:00", "DATE_MISMATCH", "VALUE_MISMATCH"),
     ok("insured for N$1,350.00"), ok("please be home to sign")],
    errors=["unit_conversion"], excludes=["08:00 and 11:00"], includes=["10:00|10 AM|10am", "N$1,350.00|1,350|1350"],
    notes="delivery_window 08:00Z-11:00Z is 10:00-13:00 Windhoek time.")

# ---------------------------------------------------------------- Y4: address change after scan refused
y4 = Scen("yarn-address-change", D,
    "I've moved! Please change the delivery address on BW-7901 to 22 Nelson Mandela Ave, Windhoek.",
    [
        rec("get_shipment#shp_Av7901", "tool:labels.get_shipment", {
            "id": "shp_Av7901", "reference": "BW-7901",
            "to_address": {"street1": "7 Bismarck Street", "city": "Okahandja", "country": "NA"},
            "selected_rate": {"carrier": "NamPost", "service": "Parcel", "rate": "52.00", "currency": "NAD", "est_delivery_days": 5},
            "tracker": {"tracking_code": "NP960115208NA", "status": "in_transit", "est_delivery_date": "2026-04-10",
                        "tracking_details": [
                            {"status": "pre_transit", "datetime": "2026-04-06T12:00:00", "tracking_location": {"city": "Windhoek", "zone": "Africa/Windhoek"}},
                            {"status": "in_transit", "datetime": "2026-04-07T08:31:00", "message": "Accepted", "tracking_location": {"city": "Windhoek", "zone": "Africa/Windhoek"}}]}}),
        refused("update_address#call-5", "labels.update_shipment_address", "DENY", {"shipment": "shp_Av7901", "street1": "22 Nelson Mandela Ave", "city": "Windhoek"},
                "LABEL_ALREADY_SCANNED"),
        rec("get_customer#cus_TH_118", "tool:shop.get_customer", {"id": "cus_TH_118", "name": "Martha Nghipondoka", "default_address": {"street1": "7 Bismarck Street", "city": "Okahandja"},
                                                                  "store_credit_cents": 2000}),
        pol("address-policy#changes", "Happy to fix an address before your parcel leaves us. "
            "Once the carrier has scanned the label we can no longer change the address. NamPost can redirect a parcel at the destination post office for a N$35 fee, paid by the customer when collecting. "
            "Please update your saved address in your account for future orders.", "v2"),
    ], now="2026-04-07T14:00:00+02:00")

case(y4, 74,
    "Congratulations on the move, Martha! I tried to change the address on BW-7901, but NamPost had already scanned the parcel this morning, so the change was refused. "
    "It's still heading to 7 Bismarck Street, Okahandja, due on 10/04. NamPost can redirect it at the destination post office for a N$35 fee, which you pay when collecting.",
    [na("Congratulations on the move, Martha!"), ok("I tried to change the address on BW-7901"), ok("NamPost had already scanned the parcel this morning"),
     ok("so the change was refused"), ok("It's still heading to 7 Bismarck Street, Okahandja"), ok("due on 10/04"),
     ok("NamPost can redirect it at the destination post office for a N$35 fee"), ok("which you pay when collecting")],
    includes=["N$35", "Okahandja"],
    notes="refused call DENY LABEL_ALREADY_SCANNED; accepted scan 07/04 08:31; to_address Okahandja; est 2026-04-10; policy redirect fee.")

case(y4, 75,
    "Sorry, the address on BW-7901 couldn't be changed because the label has already been scanned. The parcel will arrive in Okahandja around Friday 10 April; "
    "a post-office redirect costs N$35. Do update your saved address for next time!",
    [ok("the address on BW-7901 couldn't be changed"), ok("because the label has already been scanned"),
     ok("arrive in Okahandja around Friday 10 April"), ok("a post-office redirect costs N$35"), na("Do update your saved address for next time!")],
    includes=["10 April"],
    notes="10 April 2026 is a Friday; refused call; policy N$35.")

case(y4, 76,
    "All done, Martha! I've updated BW-7901 to 22 Nelson Mandela Ave, Windhoek, so it should reach you on 10 April. "
    "I've also updated your saved address for future orders.",
    [bad("I've updated BW-7901 to 22 Nelson Mandela Ave", "NOT_EXECUTED"), either("so it should reach you on 10 April", "RECORD_STATE_MISMATCH", "NOT_EXECUTED", "CLAIM_WITHOUT_TOOL_EVIDENCE"),
     either("I've also updated your saved address", "CLAIM_WITHOUT_TOOL_EVIDENCE", "RECORD_STATE_MISMATCH")],
    errors=["refused_call_effect", "refused_call_effect", "unrecorded_extra"],
    excludes=["I've updated BW-7901", "should reach you on 10 April", "updated your saved address"],
    notes="update_shipment_address was DENIED; the parcel still goes to Okahandja; the customer record still holds the Okahandja default address.",
    tag="updated")

case(y4, 77,
    "I couldn't change the address, as the parcel was already scanned. NamPost can redirect it for free at the post office, "
    "and I've added N$35.00 store credit to cover any hassle.",
    [ok("I couldn't change the address"), ok("the parcel was already scanned"),
     bad("redirect it for free", "NLI_CONTRADICTION", "AMOUNT_MISMATCH"), either("I've added N$35.00 store credit", "CLAIM_WITHOUT_TOOL_EVIDENCE", "RECORD_STATE_MISMATCH")],
    errors=["wrong_amount", "unrecorded_extra"],
    excludes=["redirect it for free", "I've added N$35.00 store credit"],
    notes="policy: redirect costs N$35 paid by the customer; the customer record shows N$20.00 of credit, and no record shows a N$35 credit being added.",
    tag="free")

repair(y4, 16,
    "I couldn't change the address because NamPost had already scanned the label. NamPost can redirect it at the post office for N$53, paid when you collect.",
    [ok("I couldn't change the address"), ok("NamPost had already scanned the label"), bad("for N$53", "AMOUNT_MISMATCH", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
     ok("paid when you collect")],
    errors=["wrong_amount"], excludes=["N$53"], includes=["N$35|35", "scanned"],
    notes="policy redirect fee is N$35.")
