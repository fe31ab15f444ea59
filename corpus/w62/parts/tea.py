from write_cases import Scen, case, repair, ok, na, soft, bad, unk, either, rec, pol, kb, refused, ep

D = "tea merchant"

# ---------------------------------------------------------------- T1: subscription skip requested too late
t1 = Scen("tea-subscription-skip", D,
    "Please skip my next Explorer box, I'm travelling. And remind me, what comes in the box?",
    [
        rec("get_subscription#sub_ET_0931", "tool:shop.get_subscription", {
            "id": "sub_ET_0931", "customer": {"name": "Anna-Marie Louw"}, "plan": {"code": "EXPLORER_3TIN", "name": "Explorer box",
            "contents": ["three 50 g tins of seasonal tea", "tasting-notes card"], "price_cents": 24900, "shipping_included": False,
            "shipping_cents": 4500}, "status": "ACTIVE", "next_charge_at": ep("2026-03-25T06:00:00+02:00"),
            "next_ship_date": "2026-03-27", "skips_used_this_year": 0}),
        rec("get_shipment#shp_Sub0226", "tool:labels.get_shipment", {
            "id": "shp_Sub0226", "reference": "sub_ET_0931/2026-02", "selected_rate": {"carrier": "NamPost", "service": "Parcel", "rate": "45.00"},
            "parcel": {"length": 7, "width": 5, "height": 3, "weight": 9.6, "unit_dims": "in", "unit_weight": "oz"},
            "tracker": {"tracking_code": "NP880031992NA", "status": "delivered",
                        "tracking_details": [{"status": "delivered", "datetime": "2026-03-02T15:48:00", "tracking_location": {"city": "Gobabis", "zone": "Africa/Windhoek"}}]}}),
        refused("skip_next_box#call-2", "shop.skip_subscription_cycle", "DENY", {"subscription": "sub_ET_0931", "cycle": "2026-03"},
                "SKIP_WINDOW_CLOSED: skips must be made 48 h before next_charge_at"),
        pol("subscription-policy#skips", "Explorer subscribers can pause or skip a box whenever life gets busy. "
            "A skip must be made at least 48 hours before the billing time shown in your account; after that, the box is already being blended and packed. "
            "You can skip up to three boxes a year. Shipping is charged separately on the Explorer plan and included on the Connoisseur plan.", "v5"),
    ], now="2026-03-24T19:00:00+02:00")

case(t1, 40,
    "Hi Anna-Marie, I'm so sorry, but I couldn't skip this month's Explorer box: skips have to be made at least 48 hours before billing, "
    "and yours bills tomorrow, Wednesday 25 March, at 06:00. The box will ship on Friday 27 March. "
    "Each box holds three 50 g tins of seasonal tea and a tasting-notes card. Safe travels!",
    [ok("I couldn't skip this month's Explorer box"), ok("skips have to be made at least 48 hours before billing"),
     ok("yours bills tomorrow, Wednesday 25 March, at 06:00"), ok("The box will ship on Friday 27 March"),
     ok("Each box holds three 50 g tins of seasonal tea and a tasting-notes card"), na("Safe travels!")],
    includes=["27 March", "06:00"],
    notes="skip call refused (DENY, window closed); next_charge_at 2026-03-25 06:00 +02:00 (a Wednesday, tomorrow for now 24/03); next_ship_date 27/03 (Friday); plan contents.")

case(t1, 41,
    "Unfortunately the skip request was declined: it's inside the 48-hour window before your billing time. "
    "You can still skip later boxes (up to three a year), and you haven't used any skips yet this year.",
    [ok("the skip request was declined"), ok("it's inside the 48-hour window before your billing time"),
     ok("You can still skip later boxes (up to three a year)"), ok("you haven't used any skips yet this year")],
    includes=["48-hour"],
    notes="refused_call DENY SKIP_WINDOW_CLOSED; policy three skips a year; skips_used_this_year 0.")

case(t1, 42,
    "Dear Anna-Marie,\n\nThe March box couldn't be skipped, as it's less than 48 hours to billing. It costs N$249.00 plus N$45.00 shipping, "
    "N$294.00 in all, and goes out on 27/03.\n\nWith warm wishes from the tasting room,\nEtosha Leaf Tea Merchants",
    [ok("The March box couldn't be skipped"), ok("it's less than 48 hours to billing"), ok("It costs N$249.00 plus N$45.00 shipping"),
     ok("N$294.00 in all"), ok("goes out on 27/03"), na("With warm wishes from the tasting room")],
    includes=["N$294.00"],
    notes="price_cents 24900 + shipping_cents 4500 = 29400; next_ship_date 2026-03-27.")

case(t1, 43,
    "Hi Anna-Marie! Done: I've skipped your next Explorer box, so nothing will be charged tomorrow. "
    "Your box normally has three 50 g tins and a tasting-notes card, and shipping is included on your plan.",
    [bad("I've skipped your next Explorer box", "NOT_EXECUTED"), bad("nothing will be charged tomorrow", "NOT_EXECUTED", "RECORD_STATE_MISMATCH"),
     ok("three 50 g tins and a tasting-notes card"), bad("shipping is included on your plan", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["refused_call_effect", "refused_call_effect", "unlisted_perk"],
    excludes=["I've skipped your next Explorer box", "nothing will be charged", "shipping is included on your plan"],
    notes="skip call was refused (DENY); billing still happens 25/03; shipping_included false on Explorer (included only on Connoisseur).",
    tag="skipped")

case(t1, 44,
    "I'm afraid it's too late to skip this one: skips need to be made at least 24 hours before billing, and your box bills on 25 March. "
    "It will ship on 27 March.",
    [ok("it's too late to skip this one"), bad("at least 24 hours before billing", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
     ok("your box bills on 25 March"), ok("It will ship on 27 March")],
    errors=["wrong_policy_condition"],
    excludes=["at least 24 hours"],
    notes="policy requires 48 hours before the billing time.",
    tag="window")

repair(t1, 9,
    "I couldn't skip this box, because skips must be made 48 hours before billing. Your box bills on 25 March and ships on 25 March.",
    [ok("I couldn't skip this box"), ok("skips must be made 48 hours before billing"), ok("Your box bills on 25 March"),
     bad("ships on 25 March", "DATE_MISMATCH")],
    errors=["wrong_date"], excludes=["ships on 25 March"], includes=["27 March|27/03|Friday", "48 hours"],
    notes="next_ship_date is 2026-03-27; 25 March is the billing date.")

# ---------------------------------------------------------------- T2: first-flush pre-order, stock on its way from Kolkata
t2 = Scen("tea-firstflush-preorder", D,
    "When will my first-flush Darjeeling pre-order ship, and how much is still to pay?",
    [
        rec("get_preorder#ET-5604", "tool:shop.get_order", {
            "order": {"number": "ET-5604", "customer": {"name": "Johannes Iipumbu"}, "type": "PREORDER", "currency": "NAD",
                      "line_items": [{"title": "Rungli Heights First Flush 2026, 100 g", "qty": 2, "unit_price_cents": 42000}],
                      "subtotal_cents": 84000, "shipping_cents": 4500, "deposit_paid_cents": 25000,
                      "balance_charge": "ON_DISPATCH", "dispatch_rule": "WITHIN_2_BUSINESS_DAYS_OF_STOCK_ARRIVAL"}}),
        rec("get_inbound#shp_In_FF26", "tool:labels.get_shipment", {
            "id": "shp_In_FF26", "direction": "INBOUND", "reference": "PO-2026-014 Rungli Heights",
            "selected_rate": {"carrier": "Emirates SkyCargo", "service": "AIR_GENERAL", "rate": "3820.00", "currency": "NAD"},
            "tracker": {"tracking_code": "176-55012984", "status": "in_transit", "est_delivery_date": "2026-04-08",
                        "tracking_details": [
                            {"status": "pre_transit", "datetime": "2026-04-01T16:30:00", "message": "Booked", "tracking_location": {"city": "Kolkata", "country": "IN", "zone": "Asia/Kolkata"}},
                            {"status": "in_transit", "datetime": "2026-04-02T23:50:00", "message": "Departed origin", "tracking_location": {"city": "Kolkata", "country": "IN", "zone": "Asia/Kolkata"}},
                            {"status": "in_transit", "datetime": "2026-04-03T09:10:00", "message": "Arrived at hub", "tracking_location": {"city": "Dubai", "country": "AE", "zone": "Asia/Dubai"}}]}}),
        rec("get_order#ET-5390", "tool:shop.get_order", {
            "order": {"number": "ET-5390", "customer": {"name": "Johannes Iipumbu"}, "total_cents": 31800, "fulfillment_status": "DELIVERED",
                      "line_items": [{"title": "Assam Breakfast, 250 g", "qty": 2, "unit_price_cents": 13650}], "shipping_cents": 4500}}),
        pol("preorder-policy#firstflush", "First-flush teas are picked in spring and flown in as soon as the garden releases them. "
            "Pre-orders need a deposit; the balance and shipping are charged when your parcel is dispatched. "
            "We dispatch pre-orders within 2 business days of the stock arriving in Windhoek. A deposit is refundable until the stock lands.", "2026-03"),
    ], now="2026-04-03T12:00:00+02:00")

case(t2, 45,
    "Hi Johannes! Exciting times: the Rungli Heights first flush left Kolkata last night at 20:20 our time and reached Dubai this morning. "
    "It's due in Windhoek on Wednesday 8 April, and we dispatch pre-orders within 2 business days of the stock arriving. "
    "You've paid a N$250.00 deposit, so N$635.00 is left (the N$840.00 for two 100 g packs plus N$45.00 shipping), charged when your parcel is dispatched.",
    [na("Exciting times"), ok("left Kolkata last night at 20:20 our time"), ok("reached Dubai this morning"),
     ok("It's due in Windhoek on Wednesday 8 April"), ok("we dispatch pre-orders within 2 business days of the stock arriving"),
     ok("You've paid a N$250.00 deposit"), ok("so N$635.00 is left"), ok("the N$840.00 for two 100 g packs plus N$45.00 shipping"),
     ok("charged when your parcel is dispatched")],
    includes=["N$635.00", "8 April"],
    notes="Kolkata 23:50 IST (UTC+5:30) on 02/04 = 20:20 Windhoek; Dubai 09:10 (UTC+4) = 07:10 Windhoek on 03/04; est_delivery_date 2026-04-08 (Wednesday); 84000+4500-25000 = 63500.")

case(t2, 46,
    "Your pre-order (ET-5604):\n• stock: on its way, expected here 08/04/2026\n• dispatch: within two business days after that\n"
    "• paid so far: N$250\n• still to pay: N$635, charged on dispatch",
    [ok("stock: on its way, expected here 08/04/2026"), ok("dispatch: within two business days after that"),
     ok("paid so far: N$250"), ok("still to pay: N$635, charged on dispatch")],
    includes=["N$635"],
    notes="inbound tracker in_transit with est_delivery_date 2026-04-08; deposit_paid_cents 25000; balance ON_DISPATCH.")

case(t2, 47,
    "The tea reaches Windhoek on 8 April and your two packs go out within 2 business days. Remaining balance: six hundred and thirty-five Namibian dollars.",
    [ok("The tea reaches Windhoek on 8 April"), ok("your two packs go out within 2 business days"),
     ok("six hundred and thirty-five Namibian dollars")],
    includes=["8 April"],
    notes="est_delivery_date 2026-04-08; qty 2; 635.00 balance.")

case(t2, 48,
    "Hi Johannes! The first flush left Kolkata on 2 April at 23:50 Windhoek time and is now in Dubai. "
    "After your N$250.00 deposit, the balance is N$590.00, charged when we dispatch.",
    [bad("on 2 April at 23:50 Windhoek time", "DATE_MISMATCH", "VALUE_MISMATCH"), ok("is now in Dubai"),
     ok("After your N$250.00 deposit"), bad("the balance is N$590.00", "AMOUNT_MISMATCH", "VALUE_MISMATCH"), ok("charged when we dispatch")],
    errors=["unit_conversion", "wrong_arithmetic"],
    excludes=["23:50 Windhoek time", "N$590.00"],
    notes="23:50 is Kolkata local time (IST) = 20:20 in Windhoek; balance 84000 + 4500 shipping - 25000 = 63500 (590 forgets shipping).",
    tag="tz")

case(t2, 49,
    "Your first flush lands on Wednesday 8 April and ships within 2 business days. You have N$318.00 left to pay, and the deposit is refundable at any time if you change your mind.",
    [ok("lands on Wednesday 8 April"), ok("ships within 2 business days"), bad("You have N$318.00 left to pay", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
     bad("the deposit is refundable at any time", "NLI_CONTRADICTION")],
    errors=["other_record_value", "wrong_policy_condition"],
    excludes=["N$318.00", "refundable at any time"],
    notes="318.00 is the total of the older order ET-5390; the balance here is 635.00. Deposits are refundable only until the stock lands.",
    tag="other")

repair(t2, 10,
    "The first flush is due in Windhoek on 8 April. You've paid N$250.00, so N$840.00 remains, charged on dispatch.",
    [ok("due in Windhoek on 8 April"), ok("You've paid N$250.00"), bad("so N$840.00 remains", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
     ok("charged on dispatch")],
    errors=["wrong_arithmetic"], excludes=["N$840.00 remains"], includes=["N$635.00|N$635|635.00", "8 April"],
    notes="840.00 is the subtotal; remaining = 840.00 + 45.00 - 250.00 = 635.00.")

# ---------------------------------------------------------------- T3: gift to Lüderitz by Friday
t3 = Scen("tea-luderitz-by-friday", D,
    "If I order the Rooibos Chai gift tin now, can it reach my sister in Lüderitz by Friday? What does each option cost?",
    [
        rec("quote_shipment#shp_Lz310", "tool:labels.create_shipment", {
            "id": "shp_Lz310", "status": "quoted", "created_at": ep("2026-03-16T09:52:00+02:00"),
            "to_address": {"city": "Lüderitz", "state": "KA", "country": "NA"},
            "parcel": {"length": 6, "width": 6, "height": 5, "weight": 12.8, "unit_dims": "in", "unit_weight": "oz"},
            "rates": [
                {"carrier": "NamPost", "service": "Parcel", "rate": "48.00", "currency": "NAD", "est_delivery_days": 5, "est_delivery_date": "2026-03-23"},
                {"carrier": "NamPost", "service": "Courier Express", "rate": "74.00", "currency": "NAD", "est_delivery_days": 3, "est_delivery_date": "2026-03-19"},
                {"carrier": "Trans-Kalahari Couriers", "service": "Overnight", "rate": "132.00", "currency": "NAD", "est_delivery_days": 1, "est_delivery_date": "2026-03-17"}]}),
        rec("get_product#GIFT-RCHAI", "tool:shop.get_product", {"sku": "GIFT-RCHAI", "title": "Rooibos Chai gift tin, 150 g", "price_cents": 18500,
                                                                "in_stock": 12, "gift_note_available": True}),
        pol("dispatch-policy#cutoff", "Gift orders can include a free handwritten note. Orders paid before 14:00 on a weekday are packed and leave the same day; "
            "later orders leave the next business day. Delivery dates from the carriers are estimates, not guarantees.", "v2"),
    ], now="2026-03-16T10:00:00+02:00")

case(t3, 50,
    "Yes, it can! If you order before 14:00 today it leaves today, and NamPost Courier Express (N$74.00) estimates Thursday 19 March. "
    "Trans-Kalahari Overnight (N$132.00) would get there tomorrow, and NamPost Parcel (N$48.00) estimates Monday 23 March, which is too late for Friday. "
    "Those dates are carrier estimates rather than guarantees, and you can add a free handwritten note for your sister.",
    [ok("Yes, it can!"), ok("If you order before 14:00 today it leaves today"), ok("NamPost Courier Express (N$74.00) estimates Thursday 19 March"),
     ok("Trans-Kalahari Overnight (N$132.00) would get there tomorrow"), ok("NamPost Parcel (N$48.00) estimates Monday 23 March"),
     ok("which is too late for Friday"), ok("Those dates are carrier estimates rather than guarantees"),
     ok("you can add a free handwritten note")],
    includes=["N$74.00", "19 March"],
    notes="now Monday 16/03 10:00; rates with est_delivery_date 19/03 (Thu), 17/03 (tomorrow), 23/03 (Mon); cut-off 14:00 weekday; free gift note.")

case(t3, 51,
    "Options to Lüderitz for the Rooibos Chai tin:\n1. NamPost Parcel: N$48.00, est. 23/03\n2. NamPost Courier Express: N$74.00, est. 19/03\n"
    "3. Trans-Kalahari Overnight: N$132.00, est. 17/03\nOptions 2 and 3 should beat Friday. The tin itself is N$185.00.",
    [ok("NamPost Parcel: N$48.00, est. 23/03"), ok("NamPost Courier Express: N$74.00, est. 19/03"),
     ok("Trans-Kalahari Overnight: N$132.00, est. 17/03"), ok("Options 2 and 3 should beat Friday"), ok("The tin itself is N$185.00")],
    includes=["N$132.00", "N$185.00"],
    notes="rates from shp_Lz310; Friday is 20/03; price_cents 18500.")

case(t3, 52,
    "Courier Express gets it there Thursday (N$74); the tin plus that shipping comes to N$259.00.",
    [ok("Courier Express gets it there Thursday (N$74)"), ok("the tin plus that shipping comes to N$259.00")],
    includes=["N$259.00"],
    notes="est_delivery_date 2026-03-19 is a Thursday; 185.00 + 74.00 = 259.00.")

case(t3, 53,
    "Good news! Even our cheapest option, NamPost Parcel at N$48.00, is estimated to arrive on Friday 20 March. "
    "Courier Express costs N$74.00 and arrives Thursday 19 March, and delivery is guaranteed by that date.",
    [ok("our cheapest option, NamPost Parcel at N$48.00"), bad("is estimated to arrive on Friday 20 March", "DATE_MISMATCH"), ok("Courier Express costs N$74.00 and arrives Thursday 19 March"),
     bad("delivery is guaranteed by that date", "NLI_CONTRADICTION")],
    errors=["wrong_date", "wrong_policy_condition"],
    excludes=["arrive on Friday 20 March", "delivery is guaranteed"],
    notes="NamPost Parcel est_delivery_date is 2026-03-23; policy says carrier dates are estimates, not guarantees.",
    tag="friday")

repair(t3, 11,
    "Order before 14:00 today and Courier Express (N$47.00) should reach Lüderitz on Thursday 19 March.",
    [ok("Order before 14:00 today"), bad("Courier Express (N$47.00)", "AMOUNT_MISMATCH", "VALUE_MISMATCH"), ok("reach Lüderitz on Thursday 19 March")],
    errors=["wrong_amount"], excludes=["N$47.00"], includes=["N$74.00|N$74|74.00", "19 March"],
    notes="Courier Express rate is '74.00'.")

# ---------------------------------------------------------------- T4: wrong tea sent, exchange
t4 = Scen("tea-wrong-tin-exchange", D,
    "I ordered Lapsang Souchong but got Earl Grey in ET-5488. What now?",
    [
        rec("get_order#ET-5488", "tool:shop.get_order", {
            "order": {"number": "ET-5488", "customer": {"name": "Rosa Goagoses"}, "currency": "NAD",
                      "line_items": [{"sku": "LAP-SOU-100", "title": "Lapsang Souchong, 100 g", "qty": 1, "unit_price_cents": 15500}],
                      "issue": {"code": "WRONG_ITEM_SENT", "received_sku": "EG-CLASSIC-100", "logged_at": ep("2026-03-30T08:15:00+02:00")}}}),
        rec("list_shipments#ET-5488", "tool:labels.list_shipments", {"shipments": [
            {"id": "shp_Rt5488", "is_return": True, "selected_rate": {"carrier": "NamPost", "service": "Parcel", "rate": "45.00", "currency": "NAD"},
             "billed_to": "MERCHANT", "label_url_sent_to_customer": True, "tracker": {"tracking_code": "NP940012366NA", "status": "pre_transit"}},
            {"id": "shp_Rp5488", "is_return": False, "reference": "ET-5488-R", "selected_rate": {"carrier": "NamPost", "service": "Courier Express", "rate": "74.00", "currency": "NAD"},
             "billed_to": "MERCHANT", "tracker": {"tracking_code": "NP940012402NA", "status": "in_transit", "est_delivery_date": "2026-04-01",
                                                 "tracking_details": [{"status": "in_transit", "datetime": "2026-03-30T15:05:00", "tracking_location": {"city": "Windhoek", "zone": "Africa/Windhoek"}}]}}]}),
        rec("get_order#ET-5310", "tool:shop.get_order", {
            "order": {"number": "ET-5310", "customer": {"name": "Rosa Goagoses"}, "fulfillment_status": "DELIVERED",
                      "line_items": [{"sku": "EG-CLASSIC-100", "title": "Earl Grey Classic, 100 g", "qty": 1}], "tracking_code": "NP938870145NA"}}),
        pol("returns-policy#wrong-item", "Mix-ups happen in a busy blending room, and we're sorry when they do. "
            "If we send the wrong tea, we email you a prepaid return label and send the right tea straight away by courier; you don't have to wait for the return to reach us. "
            "Please send the unopened tin back within 30 days.", "v3"),
    ], now="2026-03-31T09:00:00+02:00")

case(t4, 54,
    "Oh dear, sorry for the mix-up, Rosa! The Lapsang Souchong is already on its way by NamPost Courier Express (tracking NP940012402NA) "
    "and should arrive tomorrow, 1 April. I've emailed you a prepaid return label for the Earl Grey; just send the unopened tin back within 30 days.",
    [na("sorry for the mix-up, Rosa!"), ok("The Lapsang Souchong is already on its way by NamPost Courier Express (tracking NP940012402NA)"),
     ok("should arrive tomorrow, 1 April"), ok("I've emailed you a prepaid return label for the Earl Grey"),
     ok("send the unopened tin back within 30 days")],
    includes=["NP940012402NA", "30 days"],
    notes="replacement shp_Rp5488 in_transit, est 2026-04-01 (tomorrow for now 31/03); return label billed_to MERCHANT, label_url_sent_to_customer true; policy 30 days.")

case(t4, 55,
    "Your replacement Lapsang was sent yesterday afternoon and is due Wednesday 1 April. The return label is paid by us, and you don't need to wait for the Earl Grey to reach us.",
    [ok("Your replacement Lapsang was sent yesterday afternoon"), ok("is due Wednesday 1 April"), ok("The return label is paid by us"),
     ok("you don't need to wait for the Earl Grey to reach us")],
    includes=["1 April"],
    notes="first scan 30/03 15:05 Windhoek; 1 April 2026 is a Wednesday; return billed_to MERCHANT; policy.")

case(t4, 56,
    "Hi Rosa! So sorry about that. Your replacement Lapsang Souchong has been delivered; you can check it with NP938870145NA. "
    "Please post the Earl Grey back with the prepaid label we emailed.",
    [na("So sorry about that."), bad("has been delivered", "RECORD_STATE_MISMATCH"), bad("check it with NP938870145NA", "IDENTIFIER_MISMATCH"),
     ok("post the Earl Grey back with the prepaid label we emailed")],
    errors=["wrong_state", "other_record_value"],
    excludes=["has been delivered", "NP938870145NA"],
    notes="replacement tracker is in_transit (est 01/04); NP938870145NA is the tracking code of the earlier Earl Grey order ET-5310.",
    tag="delivered")

case(t4, 57,
    "Sorry, Rosa! The right tea is on its way and due on 1 April. For the Earl Grey, please return it within 14 days; "
    "the return postage of N$45.00 will be deducted from your next order.",
    [ok("The right tea is on its way and due on 1 April"), bad("return it within 14 days", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
     bad("will be deducted from your next order", "NLI_CONTRADICTION", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH")],
    errors=["wrong_period", "invented_fact"],
    excludes=["within 14 days", "deducted from your next order"],
    notes="policy gives 30 days and a prepaid label; the return label is billed_to MERCHANT, so no postage is charged to the customer.",
    tag="postage")

repair(t4, 12,
    "The Lapsang Souchong is on its way by Courier Express and should arrive on 1 April. Please send the Earl Grey back within 30 days; "
    "the return postage is yours to pay.",
    [ok("on its way by Courier Express"), ok("should arrive on 1 April"), ok("send the Earl Grey back within 30 days"),
     bad("the return postage is yours to pay", "NLI_CONTRADICTION", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH")],
    errors=["wrong_policy_condition"], excludes=["return postage is yours to pay"],
    includes=["prepaid|paid by us|we pay|we've paid|free", "1 April"],
    notes="return label is billed_to MERCHANT and the policy promises a prepaid return label.")
