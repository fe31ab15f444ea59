# Batch 3: ski rental + ferries (w06)
from lib import *

DOM = "ski and snowboard rental"

# ---------------------------------------------------------------- S11 ski damage waiver
s = Scenario("ski-damage-waiver", DOM,
    "Senan's board got a nicked edge yesterday. What will we be charged? We took out the damage cover.",
    [
        rec("get_rental#NAR-5512", "tool:rentals.get_order", {
            "order": "NAR-5512", "status": "RETURNED", "returned_at": ep("2027-01-20T16:10:00+00:00"),
            "riders": [{"rider_id": "R1", "name": "Aoife Kinsella", "age_band": "ADULT", "package": "SKI_STD"},
                       {"rider_id": "R2", "name": "Senan Kinsella", "age_band": "CHILD", "package": "SNOWBOARD_JUNIOR"}],
            "damage_waiver": {"purchased": True, "covered_rider_ids": ["R1"], "price_per_day_minor": 300, "days": 4},
            "security_hold": {"amount_minor": 20000, "status": "AUTHORISED", "release_rule": "AFTER_INSPECTION"},
            "currency": "EUR", "shop": {"name": "Neve Alta Rentals", "timezone": "Europe/Lisbon"}}),
        rec("get_incident#INC-7021", "tool:rentals.get_incident", {
            "incident": "INC-7021", "order": "NAR-5512", "rider_id": "R2", "item": "SNOWBOARD_JUNIOR 128cm #JB-0447",
            "damage_code": "EDGE_CRACK", "assessed_repair_minor": 6500, "replacement_value_minor": 21000,
            "status": "ASSESSED"}),
        pol("policy#damage", "Without the waiver, repairs are charged at cost, up to the item's replacement value. The "
            "damage waiver costs €3 per rider per day and limits that rider's liability for accidental damage to €50 per "
            "item. Theft and loss are not covered by the waiver. Security holds are released within 3 working days of the "
            "equipment being inspected."),
    ], now="2027-01-21T10:30:00+00:00")

s.case("Thank you for letting us know, and I'm sorry to hear about the board. Looking at order NAR-5512, the damage "
       "waiver was taken out for Aoife only, so the repair to Senan's snowboard is charged at cost, which our workshop "
       "assessed at €65.00. The €200.00 security hold is still on your card and will be released within 3 working days "
       "of inspection.",
       [S("the damage waiver was taken out for Aoife only"), S("the repair to Senan's snowboard is charged at cost"),
        S("assessed at €65.00"), S("€200.00 security hold is still on your card"), S("within 3 working days of inspection")],
       includes=["€65.00"], notes="covered_rider_ids [R1] = Aoife; INC-7021 rider R2 repair 6500; hold 20000 AUTHORISED; policy 3 working days.")

s.case("The repair comes to €65. Senan wasn't included on the damage waiver — only Aoife was — so the €50 cap doesn't "
       "apply to his board.",
       [S("The repair comes to €65"), S("Senan wasn't included on the damage waiver"), S("only Aoife was"),
        S("the €50 cap doesn't apply to his board")],
       includes=["€65"], notes="assessed_repair_minor 6500; waiver covers R1; cap is per covered rider.")

s.case("Dear Ms Kinsella,\n\nThank you for your message. Incident INC-7021 records a cracked edge on Senan's junior "
       "snowboard, assessed at sixty-five euro to repair. As the waiver on your order covered one rider, yourself, that "
       "amount is charged in full.\n\nKind regards,\nNeve Alta Rentals",
       [N("Thank you for your message"), S("INC-7021 records a cracked edge on Senan's junior snowboard"),
        S("assessed at sixty-five euro to repair"), S("the waiver on your order covered one rider, yourself"),
        S("that amount is charged in full")],
       includes=["INC-7021"], notes="incident EDGE_CRACK, SNOWBOARD_JUNIOR, 6500; waiver covered_rider_ids [R1] (Aoife).")

s.case("I'm sorry to hear about the board. As you took out the damage waiver, the charge for Senan's snowboard is capped "
       "at €50, rather than the €65.00 repair cost.",
       [CI("the charge for Senan's snowboard is capped at €50", "VALUE_MISMATCH", "AMOUNT_MISMATCH", "NLI_CONTRADICTION", "CLAIM_WITHOUT_TOOL_EVIDENCE"),
        S("the €65.00 repair cost")],
       errors=["condition_unmet"], excludes=["capped at €50"], suffix="condition_unmet",
       notes="waiver covers R1 (Aoife) only; INC-7021 is rider R2 (Senan), so no cap.")

s.case("The edge repair on Senan's board was assessed at €65.00. Your €200.00 security hold has already been released, "
       "and any charge will be taken separately within 7 working days.",
       [S("assessed at €65.00"), C("has already been released", "RECORD_STATE_MISMATCH"),
        I("taken separately within 7 working days", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED")],
       errors=["wrong_state", "invented_promise"], excludes=["has already been released", "within 7 working days"],
       suffix="wrong_state",
       notes="security_hold status AUTHORISED (not released); no policy sentence about charges in 7 working days.")

s.repair("Thank you for letting us know. As the damage waiver is on your order, Senan's repair is limited to €50, and "
         "the €200.00 hold will be released within 3 working days of inspection.",
         [CI("Senan's repair is limited to €50", "VALUE_MISMATCH", "AMOUNT_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE"),
          S("€200.00 hold"), S("within 3 working days of inspection")],
         errors=["condition_unmet"], excludes=["limited to €50"], includes=["€65", "3 working days"],
         notes="waiver covers Aoife (R1) only; Senan's repair is charged at cost, 6500.")

# ---------------------------------------------------------------- S12 ski extension (escalated)
s = Scenario("ski-extend-hire", DOM,
    "Can I keep my board two more days, until Tuesday the 16th? How much would it be?",
    [
        rec("get_rental#ESB-61044", "tool:rentals.get_order", {
            "order": "ESB-61044", "status": "OUT", "hire_start": "2027-02-11", "rental_period": "P4D",
            "return_due": "2027-02-14T17:00:00+00:00",
            "riders": [{"name": "Tomás Ó Briain", "package": "SNOWBOARD_PRO", "daily_rate": "32,00"}],
            "currency": "EUR", "shop": {"name": "Estrela Ski & Board Hire", "timezone": "Europe/Lisbon"}}),
        refused("extend_rental#ESB-61044", "rentals.extend_rental", "ESCALATE",
                {"order": "ESB-61044", "new_return_due": "2027-02-16T17:00:00+00:00"}, reason="STOCK_CHECK_REQUIRED"),
        pol("policy#extensions", "Extensions are subject to stock and must be requested before 12:00 on your return day. "
            "Extra days are charged at the daily rate of your package. A 10% discount applies to hires of seven days or "
            "more, calculated on the whole hire."),
    ], now="2027-02-13T18:20:00+00:00")

s.case("Thank you for asking! I've passed your extension request to the shop team, as it needs a stock check before it "
       "can be confirmed. Should it go ahead, the two extra days would be €64.00 at your package's daily rate of €32.00.",
       [S("passed your extension request to the shop team"), S("needs a stock check before it can be confirmed"),
        S("the two extra days would be €64.00"), S("daily rate of €32.00")],
       includes=["€64.00"], notes="extend_rental ESCALATE STOCK_CHECK_REQUIRED; daily_rate 32,00 x 2.")

s.case("I wasn't able to confirm the extension straight away — it has been escalated for a stock check. Please note "
       "that extensions have to be requested before 12:00 on your return day, which is tomorrow.",
       [S("wasn't able to confirm the extension straight away"), S("escalated for a stock check"),
        S("before 12:00 on your return day"), S("which is tomorrow")],
       includes=["12:00"], notes="ESCALATE; policy noon rule; return_due 14 Feb, now 13 Feb.")

s.case("Your board is due back on Sunday, 14 February at 5 PM. The extension to Tuesday is with our team for a stock "
       "check; if approved, it's €32 a day.",
       [S("due back on Sunday, 14 February at 5 PM"), S("The extension to Tuesday is with our team for a stock check"),
        S("it's €32 a day")],
       includes=["14 February"], notes="return_due 2027-02-14T17:00+00:00; ESCALATE; daily_rate 32,00.")

s.case("Good news — your hire has been extended to Tuesday, 16 February, and the two extra days come to €64.00 at the "
       "daily rate.",
       [C("your hire has been extended to Tuesday, 16 February", "NOT_EXECUTED"), S("the two extra days come to €64.00")],
       errors=["refused_call_effect"], excludes=["has been extended"], suffix="refused_call_effect",
       notes="extend_rental was escalated, not executed.")

s.case("Your extension request is with the shop for a stock check. As your hire would then run to six days, you'd "
       "qualify for our 10% long-hire discount, so the two extra days would come to €57.60.",
       [S("with the shop for a stock check"), C("you'd qualify for our 10% long-hire discount", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
        C("would come to €57.60", "AMOUNT_MISMATCH")],
       errors=["condition_unmet", "wrong_amount"], excludes=["10% long-hire discount", "€57.60"], suffix="condition_unmet",
       notes="the discount needs seven days or more; 4 + 2 = 6 days; 2 x 32,00 = 64,00.")

s.repair("I've escalated your extension for a stock check. If it's approved, extra days are €32.00 each, so €96.00 for "
         "the two days.",
         [S("escalated your extension for a stock check"), S("extra days are €32.00 each"), C("€96.00 for the two days", "AMOUNT_MISMATCH")],
         errors=["wrong_arithmetic"], excludes=["€96.00"], includes=["€64|64.00|64,00", "escalated"],
         notes="2 x 32,00 = 64,00.")

# ---------------------------------------------------------------- S13 ski family packages
s = Scenario("ski-family-packages", DOM,
    "Do the kids' packages come with helmets? And what's left to pay on our booking?",
    [
        rec("get_rental#PBS-3390", "tool:rentals.get_order", {
            "order": "PBS-3390", "status": "CONFIRMED", "hire_start": "2027-03-01", "rental_period": "P3D",
            "riders": [{"name": "Ger", "package": "STANDARD_SKI"}, {"name": "Maeve", "package": "STANDARD_SKI"},
                       {"name": "Conall", "age": 11, "package": "KIDS_SKI"}, {"name": "Líadan", "age": 7, "package": "KIDS_SKI"}],
            "lines": [{"package": "STANDARD_SKI", "qty": 2, "days": 3, "unit": "24,00", "line_total": "144,00"},
                      {"package": "KIDS_SKI", "qty": 2, "days": 3, "unit": "14,00", "line_total": "84,00"}],
            "order_total": "228,00", "deposit_paid": "50,00", "balance_due": "178,00", "balance_due_at": "COLLECTION",
            "currency": "EUR", "shop": {"name": "Pico Branco Snow Hire", "timezone": "Europe/Lisbon"}}),
        rec("get_packages#catalogue", "tool:rentals.list_packages", {
            "packages": [{"code": "STANDARD_SKI", "includes": ["SKIS", "BOOTS", "POLES"]},
                         {"code": "KIDS_SKI", "includes": ["SKIS", "BOOTS", "POLES", "HELMET"], "max_age": 12},
                         {"code": "PREMIUM_SKI", "includes": ["SKIS", "BOOTS", "POLES", "HELMET", "GOGGLES"]}],
            "add_ons": [{"code": "HELMET", "per_day": "4,00"}]}),
        pol("policy#payment", "A deposit secures your order. The balance is paid when you collect your equipment, by card. "
            "Orders can be changed free of charge until 48 hours before collection."),
    ])

s.case("Yes — both children's Kids Ski packages include a helmet, along with skis, boots and poles. The adult Standard "
       "packages don't include one, but helmets can be added for €4.00 a day. The remaining €178.00 is payable by card "
       "when you collect.",
       [S("both children's Kids Ski packages include a helmet"), S("along with skis, boots and poles"),
        S("adult Standard packages don't include one"), S("helmets can be added for €4.00 a day"),
        S("remaining €178.00 is payable by card when you collect")],
       includes=["€178.00"], notes="KIDS_SKI includes HELMET; STANDARD_SKI doesn't; add-on 4,00; balance_due 178,00 at COLLECTION.")

s.case("Yes, kids' helmets are included, and €178 is left to pay at collection.",
       [S("kids' helmets are included"), S("€178 is left to pay at collection")],
       includes=["€178"], notes="KIDS_SKI includes HELMET; balance_due 178,00.")

s.case("For the three days, your four packages come to €228.00: €144.00 for the two adults and €84.00 for Conall and "
       "Líadan. With your €50.00 deposit already paid, €178.00 remains, and the children's helmets are part of their "
       "package.",
       [S("your four packages come to €228.00"), S("€144.00 for the two adults"), S("€84.00 for Conall and Líadan"),
        S("€50.00 deposit already paid"), S("€178.00 remains"), S("children's helmets are part of their package")],
       includes=["€228.00", "€178.00"], notes="line totals 144,00 + 84,00 = 228,00; deposit 50,00; balance 178,00.")

s.case("Yes, the Kids Ski package includes a helmet and goggles for both children. Your balance of €178.00 is due when "
       "you collect.",
       [S("the Kids Ski package includes a helmet"), CI("and goggles for both children", "VALUE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE"),
        S("balance of €178.00 is due when you collect")],
       errors=["unlisted_perk"], excludes=["goggles"], suffix="unlisted_perk",
       notes="KIDS_SKI includes SKIS, BOOTS, POLES, HELMET; goggles are only in PREMIUM_SKI.")

s.case("The children's packages include helmets. Your order comes to €228.00, and with the €50.00 deposit paid, €168.00 "
       "is left to pay when you collect.",
       [S("The children's packages include helmets"), S("order comes to €228.00"), S("€50.00 deposit paid"),
        C("€168.00 is left to pay", "AMOUNT_MISMATCH")],
       errors=["wrong_arithmetic"], excludes=["€168.00"], suffix="wrong_arithmetic",
       notes="228 - 50 = 178 (balance_due 178,00).")

s.repair("Yes, the Kids Ski packages include helmets. With your €50.00 deposit paid, the balance of €188.00 is due at "
         "collection.",
         [S("the Kids Ski packages include helmets"), S("€50.00 deposit paid"), C("balance of €188.00", "AMOUNT_MISMATCH")],
         errors=["wrong_arithmetic"], excludes=["€188.00"], includes=["€178|178.00|178,00", "€50"],
         notes="balance_due 178,00.")

# ---------------------------------------------------------------- S14 ferry check-in time
DOM = "ferry crossings"
s = Scenario("ferry-checkin-time", DOM,
    "What time do we need to be at the port on Thursday? Booking CF-904417, we're bringing the car.",
    [
        rec("get_booking#CF-904417", "tool:ferrybook.get_booking", {
            "booking_ref": "CF-904417", "status": "CONFIRMED",
            "legs": [{"leg": "OUTBOUND", "sailing_id": "KB-IN-0709-0915", "from_port": "KILBRANNAN", "to_port": "INISHDARA",
                      "departs_at": ep("2026-07-09T09:15:00+01:00"), "vehicle_checkin_closes_before": "PT30M"},
                     {"leg": "RETURN", "sailing_id": "IN-KB-0712-1745", "from_port": "INISHDARA", "to_port": "KILBRANNAN",
                      "departs_at": ep("2026-07-12T17:45:00+01:00"), "vehicle_checkin_closes_before": "PT30M"}],
            "passengers": {"adults": 2, "children": 1}, "lead_passenger": {"title": "Ms", "name": "Sorcha Duggan"},
            "vehicle": {"type": "CAR", "reg": "191-G-2284"},
            "fare": {"total_minor": 8650, "currency": "EUR", "status": "PAID"},
            "operator": {"name": "Carrigmore Ferries", "timezone": "Europe/Dublin"}}),
        pol("policy#checkin", "Vehicle check-in closes 30 minutes before departure. Foot passengers should be at the gate "
            "15 minutes before departure. Vehicles arriving after check-in has closed may be transferred to the next sailing "
            "with space, for a fee of €15."),
        psg("kb#kilbrannan-pier", "Kilbrannan Pier has a free short-stay car park for foot passengers.\n"
            "The ticket office opens 60 minutes before the first sailing of the day."),
    ], now="2026-07-06T13:40:00+01:00")

s.case("Your outbound sailing leaves Kilbrannan at 9:15 AM on Thursday, 9 July, and vehicle check-in closes 30 minutes "
       "beforehand, so please be at the port by 8:45 AM.",
       [S("leaves Kilbrannan at 9:15 AM on Thursday, 9 July"), S("vehicle check-in closes 30 minutes beforehand"),
        S("be at the port by 8:45 AM")],
       includes=["8:45 AM", "9:15 AM"], notes="departs_at = 2026-07-09 09:15 Dublin (IST); PT30M.")

s.case("Dear Ms Duggan,\n\nThank you for getting in touch. Your crossings are:\n- Outbound: 09/07, 09:15, Kilbrannan to "
       "Inishdara (check-in closes 08:45)\n- Return: 12/07, 17:45, Inishdara to Kilbrannan\n- Fare: €86.50, paid\n\n"
       "We wish you a pleasant trip.\nCarrigmore Ferries",
       [N("Thank you for getting in touch"), S("Outbound: 09/07, 09:15, Kilbrannan to Inishdara"),
        S("check-in closes 08:45"), S("Return: 12/07, 17:45, Inishdara to Kilbrannan"), S("Fare: €86.50, paid"),
        N("We wish you a pleasant trip")],
       includes=["08:45", "€86.50"], notes="legs departs_at in Europe/Dublin; fare total_minor 8650 PAID.")

s.case("Please be at the pier by 8:45 on Thursday; the ferry sails at 9:15.",
       [S("be at the pier by 8:45 on Thursday"), S("the ferry sails at 9:15")],
       includes=["8:45"], notes="now Mon 6 July; Thursday is 9 July; 09:15 local minus PT30M.")

s.case("Thank you for your message! Your sailing to Inishdara departs at 8:15 AM on Thursday, 9 July, and vehicle "
       "check-in closes 30 minutes before departure.",
       [N("Thank you for your message"), C("departs at 8:15 AM", "VALUE_MISMATCH", "DATE_MISMATCH"),
        S("check-in closes 30 minutes before departure")],
       errors=["unit_conversion"], excludes=["8:15 AM"], suffix="unit_conversion",
       notes="departs_at epoch is 08:15 UTC = 09:15 Irish Summer Time.")

s.case("Please be at Kilbrannan by 8:45 AM for your 9:15 sailing on Thursday. If you're running late and miss check-in, "
       "we'll move you to the next sailing with space free of charge.",
       [S("be at Kilbrannan by 8:45 AM"), S("9:15 sailing on Thursday"),
        C("move you to the next sailing with space free of charge", "NLI_CONTRADICTION")],
       errors=["wrong_policy_condition"], excludes=["free of charge"], suffix="wrong_policy_condition",
       notes="policy: transfer after check-in closes costs €15.")

s.repair("Thank you for your message. Your sailing on Thursday, 9 July leaves at 9:15 AM, and check-in for cars closes "
         "at 9:00 AM.",
         [S("Thursday, 9 July leaves at 9:15 AM"), C("closes at 9:00 AM", "VALUE_MISMATCH", "NLI_CONTRADICTION")],
         errors=["wrong_time"], excludes=["9:00 AM"], includes=["8:45", "9:15"],
         notes="PT30M before 09:15 is 08:45 (15 minutes is the foot-passenger rule).")

# ---------------------------------------------------------------- S15 ferry cancelled sailing
s = Scenario("ferry-cancelled-sailing", DOM,
    "I got a text saying my 11:30 sailing is cancelled — what happens now?",
    [
        rec("get_booking#CF-905882", "tool:ferrybook.get_booking", {
            "booking_ref": "CF-905882", "status": "REBOOKED",
            "original_sailing": {"sailing_id": "KB-IN-0714-1130", "from_port": "KILBRANNAN", "to_port": "INISHDARA", "departs_at": ep("2026-07-14T11:30:00+01:00"),
                                 "status": "CANCELLED", "cancel_reason": "WEATHER"},
            "current_sailing": {"sailing_id": "KB-IN-0714-1530", "from_port": "KILBRANNAN", "to_port": "INISHDARA", "departs_at": ep("2026-07-14T15:30:00+01:00"),
                                "status": "SCHEDULED"},
            "passengers": {"adults": 1, "children": 0}, "vehicle": {"type": "CAR", "reg": "08-KY-5531"},
            "rebooking_charge_minor": 0, "fare": {"total_minor": 5400, "currency": "EUR"},
            "operator": {"name": "Carrigmore Ferries", "timezone": "Europe/Dublin"}}),
        pol("policy#disruption", "If we cancel a sailing, you will be moved to the next available sailing at no cost, or you "
            "may ask for a full refund of that sailing instead. Refunds are issued within 7 working days. We are not able "
            "to cover accommodation, meals or onward travel costs arising from weather cancellations."),
    ], now="2026-07-14T08:05:00+01:00")

s.case("I'm very sorry for the disruption. Your 11:30 sailing today has been cancelled because of the weather, and "
       "we've moved you onto the 15:30 sailing at no extra cost. If you would prefer a full refund instead, just let us know.",
       [S("Your 11:30 sailing today has been cancelled because of the weather"), S("moved you onto the 15:30 sailing"),
        S("at no extra cost"), S("If you would prefer a full refund instead")],
       includes=["15:30"], notes="original CANCELLED WEATHER; current 15:30 SCHEDULED; rebooking_charge 0; policy refund option.")

s.case("You're now booked on the 3:30 PM crossing this afternoon, with no charge for the change. A refund is also an "
       "option, and it would be issued within 7 working days.",
       [S("booked on the 3:30 PM crossing this afternoon"), S("no charge for the change"), S("A refund is also an option"),
        S("within 7 working days")],
       includes=["3:30 PM"], notes="current_sailing 15:30 on 14 July (today); rebooking_charge_minor 0; policy 7 working days.")

s.case("Good morning — unfortunately the 11:30 was cancelled due to weather, so booking CF-905882 has been moved to "
       "the 15:30 sailing from Kilbrannan today.",
       [S("the 11:30 was cancelled due to weather"), S("CF-905882 has been moved to the 15:30 sailing")],
       includes=["CF-905882"], notes="status REBOOKED; sailing ids KB-IN = from Kilbrannan; 15:30.")

s.case("I'm sorry for the disruption. We've rebooked you onto the 14:30 sailing this afternoon at no cost, and as a "
       "gesture of goodwill we'll also cover a meal voucher for the wait.",
       [C("rebooked you onto the 14:30 sailing", "VALUE_MISMATCH", "DATE_MISMATCH"), S("at no cost"),
        CI("we'll also cover a meal voucher", "NLI_CONTRADICTION", "NO_POLICY_EVIDENCE")],
       errors=["unit_conversion", "invented_promise"], excludes=["14:30", "meal voucher"], suffix="unit_conversion",
       notes="current departs_at is 15:30 local (14:30 UTC); policy: meals are not covered.")

s.case("Your 11:30 sailing has been delayed, so you'll now travel on the 15:30. If you'd rather have a refund, it "
       "would reach you within 14 working days.",
       [C("has been delayed", "RECORD_STATE_MISMATCH"), S("you'll now travel on the 15:30"),
        C("within 14 working days", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
       errors=["wrong_state", "wrong_period"], excludes=["has been delayed", "14 working days"], suffix="wrong_state",
       notes="original_sailing status CANCELLED (not delayed); policy: 7 working days.")

s.repair("I'm sorry for the disruption. The 11:30 was cancelled because of the weather, and you've been moved onto the "
         "16:30 sailing today at no cost.",
         [S("The 11:30 was cancelled because of the weather"), C("moved onto the 16:30 sailing", "VALUE_MISMATCH", "DATE_MISMATCH"),
          S("at no cost")],
         errors=["wrong_time"], excludes=["16:30"], includes=["15:30|3:30 PM|3:30pm|half three", "11:30"],
         notes="current_sailing departs 15:30 Irish time.")

# ---------------------------------------------------------------- S16 ferry vehicle length
s = Scenario("ferry-vehicle-length", DOM,
    "We'll be towing a small trailer now, total length about 7.4 m. Do I need to change anything on CF-907210?",
    [
        rec("get_booking#CF-907210", "tool:ferrybook.get_booking", {
            "booking_ref": "CF-907210", "status": "CONFIRMED", "sailing_date": "2026-08-21",
            "vehicle": {"reg": "231-D-40917", "declared_length_m": "4,9", "category": "CAR_STD"},
            "passengers": {"adults": 2, "children": 2}, "fare": {"total_minor": 11800, "currency": "EUR"},
            "operator": {"name": "Carrigmore Ferries", "timezone": "Europe/Dublin"}}),
        rec("list_quotes#CF-907210", "tool:ferrybook.list_amendment_quotes", {
            "quotes": [{"quote_id": "Q-CF-3297", "status": "VOID", "new_category": "CAR_TRAILER", "declared_length_m": "6,0",
                        "fare_difference_minor": 3500, "amend_fee_minor": 0},
                       {"quote_id": "Q-CF-3310", "status": "OPEN", "new_category": "CAR_TRAILER", "declared_length_m": "7,4",
                        "fare_difference_minor": 4200, "amend_fee_minor": 0,
                        "expires_at": ep("2026-08-14T23:59:00+01:00")}]}),
        pol("policy#vehicles", "Vehicle fares depend on total length, including any trailer, roof box or bike rack. Cars up "
            "to 5 metres travel on the standard car fare; combinations from 5 to 8 metres travel on the car-and-trailer "
            "fare. Changes made in advance are free of charge apart from any fare difference. Vehicles found to be longer "
            "than declared may be refused boarding, or charged the fare difference at the port plus a €20 fee."),
    ])

s.case("Yes, please — at 7.4 metres with the trailer, your vehicle would move to the car-and-trailer fare. I've "
       "prepared a quote for the change: the fare difference is €42.00, and there is no amendment fee when you change "
       "in advance.",
       [S("your vehicle would move to the car-and-trailer fare"), S("the fare difference is €42.00"),
        S("there is no amendment fee")],
       includes=["€42.00"], notes="policy 5-8 m car-and-trailer; Q-CF-3310 OPEN 4200, amend_fee 0.")

s.case("Thank you for letting us know. Your booking is currently for a standard car under 5 metres (registration "
       "231-D-40917). Updating it before you travel costs just the €42 fare difference; if you turn up with a longer "
       "vehicle than declared, you could be charged the difference at the port plus a €20 fee, or even refused boarding.",
       [S("currently for a standard car under 5 metres"), S("registration 231-D-40917"), S("costs just the €42 fare difference"),
        S("plus a €20 fee"), S("or even refused boarding")],
       includes=["€42", "231-D-40917"], notes="vehicle CAR_STD 4,9 m; quote 4200; policy €20 fee and refusal.")

s.case("Yes: a car with a trailer at 7.4 m needs the car-and-trailer fare — €42 extra if changed now (quote Q-CF-3310).",
       [S("needs the car-and-trailer fare"), S("€42 extra if changed now (quote Q-CF-3310)")],
       includes=["Q-CF-3310"], notes="OPEN quote Q-CF-3310 fare_difference_minor 4200.")

s.case("Thank you for letting us know. With the trailer, you'll need our car-and-trailer fare; the difference is €35.00, "
       "with no amendment fee as you're changing in advance.",
       [S("you'll need our car-and-trailer fare"), C("the difference is €35.00", "AMOUNT_MISMATCH"), S("with no amendment fee")],
       errors=["stale_value"], excludes=["€35.00"], suffix="stale_value",
       notes="3500 is the VOID quote Q-CF-3297 (for 6,0 m); the open quote Q-CF-3310 is 4200.")

s.case("Your car, registration 231-D-49017, is booked as a standard car. With the trailer it will need the "
       "car-and-trailer fare (€42 more); otherwise you may be charged the difference at the port plus a €25 fee.",
       [C("registration 231-D-49017", "IDENTIFIER_MISMATCH"), S("booked as a standard car"),
        S("it will need the car-and-trailer fare (€42 more)"), C("plus a €25 fee", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
       errors=["wrong_id", "wrong_amount"], excludes=["231-D-49017", "€25 fee"], suffix="wrong_id",
       notes="reg is 231-D-40917; policy fee is €20.")

s.repair("Yes, please update it: the car-and-trailer fare applies, and the difference is €42.00. If the vehicle is longer "
         "than declared on the day, there's a €30 fee at the port on top of the fare difference.",
         [S("the car-and-trailer fare applies"), S("the difference is €42.00"), C("there's a €30 fee at the port", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
         errors=["wrong_amount"], excludes=["€30 fee"], includes=["€20", "€42"],
         notes="policy: €20 fee.")

# ---------------------------------------------------------------- S17 ferry saver fare change (denied)
s = Scenario("ferry-saver-change", DOM,
    "Can I move my crossing on Saturday from the 10:00 to the 16:00 sailing? Ref CF-908001.",
    [
        rec("get_booking#CF-908001", "tool:ferrybook.get_booking", {
            "booking_ref": "CF-908001", "status": "CONFIRMED", "fare_type": "SAVER",
            "sailing": {"sailing_id": "KB-IN-0905-1000", "from_port": "KILBRANNAN", "to_port": "INISHDARA", "departs_at": ep("2026-09-05T10:00:00+01:00")},
            "passengers": {"adults": 2, "children": 0}, "lead_passenger": {"title": "Mr", "name": "Eoin Lynch"}, "vehicle": None,
            "fare": {"total_minor": 3200, "currency": "EUR"}, "operator": {"name": "Carrigmore Ferries", "timezone": "Europe/Dublin"}}),
        rec("get_booking#CF-907655", "tool:ferrybook.get_booking", {
            "booking_ref": "CF-907655", "status": "CONFIRMED", "fare_type": "FLEXI",
            "sailing": {"sailing_id": "IN-KB-0906-1700", "from_port": "INISHDARA", "to_port": "KILBRANNAN", "departs_at": ep("2026-09-06T17:00:00+01:00")},
            "passengers": {"adults": 2, "children": 0}, "fare": {"total_minor": 4600, "currency": "EUR"}}),
        refused("change_sailing#CF-908001", "ferrybook.change_sailing", "DENY",
                {"booking_ref": "CF-908001", "to_sailing_id": "KB-IN-0905-1600"}, reason="FARE_RULES_SAVER"),
        pol("policy#fares", "Flexi fares can be changed free of charge up to 2 hours before departure. Standard fares can be "
            "changed for €10 per person. Saver fares cannot be changed or refunded. Fare rules apply to each booking "
            "separately."),
    ], now="2026-09-03T16:10:00+01:00")

s.case("I'm sorry — booking CF-908001 is on a Saver fare, which can't be changed, so I wasn't able to move you to the "
       "16:00 sailing.",
       [S("CF-908001 is on a Saver fare"), S("which can't be changed"), S("I wasn't able to move you to the 16:00 sailing")],
       includes=["Saver"], notes="fare_type SAVER; policy; change_sailing DENY.")

s.case("Unfortunately the change to the 4 PM sailing was declined, as Saver fares cannot be changed or refunded. Your "
       "10:00 crossing on Saturday, 5 September remains booked for two foot passengers.",
       [S("the change to the 4 PM sailing was declined"), S("Saver fares cannot be changed or refunded"),
        S("10:00 crossing on Saturday, 5 September remains booked"), S("two foot passengers")],
       includes=["10:00"], notes="DENY; sailing 2026-09-05 10:00; adults 2, vehicle null.")

s.case("Dear Mr Lynch,\n\nThank you for your message. I'm afraid I couldn't move this Saturday's crossing: CF-908001 "
       "was booked on our Saver fare, and Saver fares are not changeable. Your return on Sunday with booking CF-907655 "
       "is on a Flexi fare, should you need to change that one.\n\nKind regards,\nCarrigmore Ferries",
       [N("Thank you for your message"), S("I couldn't move this Saturday's crossing"), S("CF-908001 was booked on our Saver fare"),
        S("Saver fares are not changeable"), S("return on Sunday with booking CF-907655 is on a Flexi fare")],
       includes=["CF-907655"], notes="DENY; SAVER; CF-907655 FLEXI sailing 6 Sept (Sunday).")

s.case("Thank you for your message! As your booking is on a Flexi fare, I've moved you to the 16:00 sailing on "
       "Saturday free of charge.",
       [C("As your booking is on a Flexi fare", "VALUE_MISMATCH"), C("I've moved you to the 16:00 sailing", "NOT_EXECUTED")],
       errors=["other_record_value", "refused_call_effect"], excludes=["Flexi fare", "I've moved you"],
       suffix="refused_call_effect",
       notes="CF-908001 is SAVER (FLEXI is CF-907655); change_sailing was denied.")

s.case("Saver fares can be changed for €10 per person, so moving both of you would be €20. I'll hold two places on the "
       "16:00 sailing for you in the meantime.",
       [C("Saver fares can be changed for €10 per person", "NLI_CONTRADICTION"), C("moving both of you would be €20", "NLI_CONTRADICTION", "AMOUNT_MISMATCH"),
        I("I'll hold two places on the 16:00 sailing", "CLAIM_WITHOUT_TOOL_EVIDENCE", "NO_POLICY_EVIDENCE")],
       errors=["wrong_policy_condition", "wrong_amount", "unrecorded_extra"],
       excludes=["can be changed for €10 per person", "would be €20", "hold two places"], suffix="wrong_policy_condition",
       notes="€10 pp is the Standard fare rule; Saver can't be changed; no hold is recorded (change refused).")

s.repair("Thank you for your message. You're now booked on the 16:00 sailing this Saturday, 5 September, for two "
         "passengers.",
         [N("Thank you for your message"), C("You're now booked on the 16:00 sailing", "NOT_EXECUTED"),
          S("for two passengers")],
         errors=["refused_call_effect"], excludes=["now booked on the 16:00"],
         includes=["unable|not able|couldn't|could not|declined|can't be changed|cannot be changed|not possible", "two passengers"],
         notes="change_sailing DENY (FARE_RULES_SAVER).")
