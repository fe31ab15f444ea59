# Batch 5: holiday cottage lettings (w06)
from lib import *

DOM = "holiday cottage lettings"

# ---------------------------------------------------------------- S22 cottage balance due
s = Scenario("cottage-balance-due", DOM,
    "Hi, how much is the balance for Fuchsia Cottage in July and when is it due? — Pádraig O'Shea",
    [
        rec("get_letting#HC-20931", "tool:lettings.get_booking", {
            "booking_ref": "HC-20931", "status": "CONFIRMED", "property": {"name": "Fuchsia Cottage", "town": "Dingle",
                                                                           "timezone": "Europe/Dublin"},
            "arrival": "2026-07-25", "departure": "2026-08-01", "guests": {"adults": 2, "children": 2},
            "rent_total": "1.234,50", "currency": "EUR",
            "schedule": [{"type": "DEPOSIT", "amount": "300,00", "status": "PAID", "paid_on": "2026-01-19"},
                         {"type": "BALANCE", "amount": "934,50", "due_on": "2026-06-13", "status": "DUE"},
                         {"type": "SECURITY_DEPOSIT", "amount": "150,00", "due_on": "2026-06-13", "status": "DUE",
                          "refundable": True}],
            "lead_guest": {"name": "Pádraig O'Shea"}}),
        pol("policy#payments", "A deposit of roughly a quarter of the rent secures your booking. The balance of the rent, "
            "together with a refundable security deposit, is due six weeks before arrival. If payment has not been "
            "received seven days after the due date, the booking may be cancelled and the deposit retained."),
    ], now="2026-06-01T10:15:00+01:00")

s.case("Good morning, Mr O'Shea. The balance on Fuchsia Cottage is €934.50, due by 13 June, together with the "
       "refundable €150.00 security deposit — €1,084.50 in all.",
       [S("The balance on Fuchsia Cottage is €934.50"), S("due by 13 June"), S("refundable €150.00 security deposit"),
        S("€1,084.50 in all")],
       includes=["€934.50", "13 June"], notes="BALANCE 934,50 and SECURITY_DEPOSIT 150,00 both due 2026-06-13; sum 1.084,50.")

s.case("Dear Mr O'Shea,\n\nThank you for your email. The rent for your week at Fuchsia Cottage, 25 July to 1 August, "
       "comes to €1,234.50, of which €300.00 was paid as a deposit in January. The remaining €934.50 and the refundable "
       "security deposit of €150.00 are due on Saturday, 13 June.\n\nWith kind regards,\nAnnascaul Lettings",
       [N("Thank you for your email"), S("25 July to 1 August"), S("comes to €1,234.50"), S("€300.00 was paid as a deposit in January"),
        S("The remaining €934.50"), S("security deposit of €150.00"), S("due on Saturday, 13 June")],
       includes=["€934.50", "€1,234.50"], notes="rent_total '1.234,50'; DEPOSIT 300,00 PAID 2026-01-19; BALANCE 934,50 due 13 June (Saturday).")

s.case("€1,084.50 is due by Saturday week (13/06): €934.50 rent plus the €150 refundable deposit.",
       [S("€1,084.50 is due by Saturday week (13/06)"), S("€934.50 rent"), S("the €150 refundable deposit")],
       includes=["13/06"], notes="now Mon 1 June; Saturday week is 13 June; 934,50 + 150,00.")

s.case("Thank you for your message, Mr O'Shea. The balance of €1,234.50 for Fuchsia Cottage is due by 13 June, along "
       "with a refundable security deposit of €150.00.",
       [N("Thank you for your message"), C("The balance of €1,234.50", "AMOUNT_MISMATCH"), S("due by 13 June"),
        S("refundable security deposit of €150.00")],
       errors=["wrong_role"], excludes=["balance of €1,234.50"], suffix="wrong_role",
       notes="1.234,50 is the rent total, not the balance; balance is 934,50 after the 300,00 deposit.")

s.case("Your balance of €934.50 plus the €150.00 security deposit comes to €1,074.50. As the balance is due six weeks "
       "before arrival, please pay by 20 June.",
       [S("balance of €934.50"), S("the €150.00 security deposit"), C("comes to €1,074.50", "AMOUNT_MISMATCH"),
        S("due six weeks before arrival"), C("please pay by 20 June", "DATE_MISMATCH")],
       errors=["wrong_arithmetic", "wrong_date"], excludes=["€1,074.50", "by 20 June"], suffix="wrong_arithmetic",
       notes="934,50 + 150,00 = 1.084,50; due_on 2026-06-13 (six weeks before 25 July).")

s.repair("Good morning! The balance of €934.50 and the €150.00 security deposit for Fuchsia Cottage are both due by "
         "20 June.",
         [S("The balance of €934.50"), S("the €150.00 security deposit"), C("due by 20 June", "DATE_MISMATCH")],
         errors=["wrong_date"], excludes=["20 June"], includes=["13 June|13/06|13/6", "€934.50"],
         notes="schedule due_on 2026-06-13.")

# ---------------------------------------------------------------- S23 cottage security deposit return
s = Scenario("cottage-deposit-return", DOM,
    "We left Casa do Medronho on Saturday — when will the security deposit come back?",
    [
        rec("get_letting#CM-5520", "tool:lettings.get_booking", {
            "booking_ref": "CM-5520", "status": "DEPARTED", "arrival": "2026-09-05", "departure": "2026-09-12",
            "property": {"name": "Casa do Medronho", "timezone": "Europe/Lisbon"},
            "security_deposit": {"amount": "250,00", "status": "HELD"}, "currency": "EUR"}),
        rec("get_inspection#CM-5520", "tool:lettings.get_inspection", {
            "booking_ref": "CM-5520", "inspected_at": ep("2026-09-12T15:20:00+01:00"), "result": "DEDUCTION",
            "deductions": [{"item": "Broken wine glasses x3", "amount": "18,00"},
                           {"item": "Barbecue cleaning", "amount": "17,00"}]}),
        rec("get_deposit_return#CM-5520", "tool:payments.get_deposit_return", {
            "booking_ref": "CM-5520", "amount": "215,00", "status": "SCHEDULED", "scheduled_for": "2026-09-19",
            "method": "CARD"}),
        pol("policy#security-deposit", "Please leave the property as you found it. The security deposit is returned "
            "within 7 days of departure, less the cost of any breakages or extra cleaning. We will email you an itemised "
            "list of any deductions."),
    ], now="2026-09-15T11:00:00+01:00")

s.case("Thank you for staying with us! After the inspection, €35.00 was deducted from your €250.00 security deposit "
       "for three broken wine glasses and cleaning of the barbecue, so €215.00 is scheduled to go back to your card on "
       "Saturday, 19 September.",
       [S("€35.00 was deducted from your €250.00 security deposit"), S("three broken wine glasses"),
        S("cleaning of the barbecue"), S("€215.00 is scheduled to go back to your card"), S("Saturday, 19 September")],
       includes=["€215.00", "19 September"], notes="deductions 18,00 + 17,00 = 35,00; return 215,00 SCHEDULED 2026-09-19 CARD.")

s.case("Your deposit return of €215 is scheduled for this Saturday, within 7 days of your departure as our policy "
       "says.",
       [S("deposit return of €215 is scheduled for this Saturday"), S("within 7 days of your departure")],
       includes=["€215"], notes="now Tue 15 Sept; scheduled_for Sat 19 Sept; policy 7 days.")

s.case("Dear guests,\n\nThank you for your message. The inspection of Casa do Medronho found two items: €18.00 for "
       "broken glasses and €17.00 for barbecue cleaning. The remaining €215.00 of your deposit will be refunded on "
       "19/09/2026.\n\nCom os melhores cumprimentos,\nMedronho Lettings",
       [N("Thank you for your message"), S("€18.00 for broken glasses"), S("€17.00 for barbecue cleaning"),
        S("remaining €215.00 of your deposit will be refunded on 19/09/2026")],
       includes=["19/09/2026"], notes="inspection deductions; deposit return 215,00 scheduled 2026-09-19.")

s.case("Thank you for your stay! Your security deposit of €215.00 has already been returned to your card, after a "
       "deduction of €35.00 for breakages and cleaning.",
       [C("has already been returned to your card", "RECORD_STATE_MISMATCH"), S("deduction of €35.00 for breakages and cleaning")],
       errors=["wrong_state"], excludes=["has already been returned"], suffix="wrong_state",
       notes="deposit return status SCHEDULED for 19 Sept, not returned.")

s.case("Following the inspection, €18.00 was deducted for the broken glasses, so €232.00 of your €250.00 deposit will "
       "be returned to your card on 19 September.",
       [S("€18.00 was deducted for the broken glasses"), C("€232.00 of your €250.00 deposit", "AMOUNT_MISMATCH"),
        S("returned to your card on 19 September")],
       errors=["wrong_arithmetic"], excludes=["€232.00"], suffix="wrong_arithmetic",
       notes="the total skips the 17,00 barbecue cleaning: 250 - 18 - 17 = 215.")

s.repair("Thank you for staying with us. Your full security deposit of €250.00 will be returned to your card on "
         "Saturday, 19 September.",
         [C("full security deposit of €250.00 will be returned", "AMOUNT_MISMATCH"), S("Saturday, 19 September")],
         errors=["wrong_amount"], excludes=["full security deposit"], includes=["€215|215.00|215,00", "19 September"],
         notes="deposit return amount 215,00 after 35,00 deductions.")

# ---------------------------------------------------------------- S24 cottage arrival and keys
s = Scenario("cottage-keys-arrival", DOM,
    "We arrive at Rosheen Cottage on Friday. What time can we get in, and could you send the key safe code now?",
    [
        rec("get_letting#RC-1170", "tool:lettings.get_booking", {
            "booking_ref": "RC-1170", "status": "CONFIRMED", "arrival": "2026-05-29", "departure": "2026-06-05",
            "property": {"name": "Rosheen Cottage", "area": "Connemara", "timezone": "Europe/Dublin",
                         "checkin_from": "16:00", "checkout_by": "10:00"},
            "guests": {"adults": 4, "children": 0},
            "access": {"method": "KEY_SAFE", "code_release_at": ep("2026-05-28T16:00:00+01:00"), "code": None,
                       "channel": "SMS"}}),
        refused("reveal_access_code#RC-1170", "lettings.reveal_access_code", "DENY", {"booking_ref": "RC-1170"},
                reason="BEFORE_RELEASE_WINDOW"),
        pol("policy#arrival", "Check-in is from 4 pm and check-out is by 10 am. The key safe code is sent by text message "
            "24 hours before your check-in time. Early check-in cannot be guaranteed, as the cottage is cleaned on "
            "changeover day."),
        psg("kb#rosheen-directions", "Rosheen Cottage is the last house on the bog road after the school.\n"
            "The key safe is to the left of the front door, under the porch light."),
    ], now="2026-05-26T09:30:00+01:00")

s.case("Check-in at Rosheen Cottage is from 4:00 PM on Friday, 29 May. The key safe code will be texted to you 24 hours "
       "before, at 4 PM on Thursday; I'm not able to release it any earlier.",
       [S("from 4:00 PM on Friday, 29 May"), S("will be texted to you 24 hours before"), S("at 4 PM on Thursday"),
        S("I'm not able to release it any earlier")],
       includes=["4:00 PM"], notes="checkin_from 16:00; code_release_at 2026-05-28 16:00 Dublin via SMS; reveal DENY.")

s.case("Good morning! I'm afraid I couldn't send the code yet, as it's only released the day before, by text, at 16:00. "
       "You can get in from 16:00 on Friday; the key safe is to the left of the front door, under the porch light.",
       [S("I couldn't send the code yet"), S("released the day before, by text, at 16:00"), S("get in from 16:00 on Friday"),
        S("the key safe is to the left of the front door")],
       includes=["16:00"], notes="DENY; code_release_at; policy; passage on key safe location.")

s.case("Dear guests,\n\nWe look forward to welcoming you on 29/05. Check-in is from 4 pm and check-out on 05/06 is by "
       "10 am. Your key safe code will arrive by text on Thursday afternoon.\n\nBest wishes,\nRosheen Cottage",
       [N("We look forward to welcoming you"), S("on 29/05"), S("Check-in is from 4 pm"), S("check-out on 05/06 is by 10 am"),
        S("will arrive by text on Thursday afternoon")],
       includes=["4 pm", "10 am"], notes="arrival 2026-05-29, departure 2026-06-05; checkin 16:00, checkout 10:00; SMS release 28 May 16:00.")

s.case("Check-in is from 4 PM on Friday, 29 May. I've sent the key safe code to your mobile just now, so you'll have it "
       "ready for your arrival.",
       [S("Check-in is from 4 PM on Friday, 29 May"), C("I've sent the key safe code to your mobile just now", "NOT_EXECUTED")],
       errors=["refused_call_effect"], excludes=["I've sent the key safe code"], suffix="refused_call_effect",
       notes="reveal_access_code DENY BEFORE_RELEASE_WINDOW; code null.")

s.case("You can check in from 4 pm on Friday and check out by 11 am the following Friday. I've also arranged for the "
       "stove to be lit before you arrive.",
       [S("check in from 4 pm on Friday"), C("check out by 11 am", "VALUE_MISMATCH", "NLI_CONTRADICTION"),
        S("the following Friday"), I("I've also arranged for the stove to be lit", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
       errors=["wrong_time", "unrecorded_extra"], excludes=["by 11 am", "stove to be lit"], suffix="unrecorded_extra",
       notes="checkout_by 10:00; no record of a stove arrangement. Departure 5 June is the following Friday.")

s.repair("Check-in at Rosheen Cottage is from 3 pm on Friday, 29 May, and your key safe code will be texted to you 24 "
         "hours before check-in.",
         [C("from 3 pm on Friday", "VALUE_MISMATCH", "NLI_CONTRADICTION"), S("29 May"),
          S("texted to you 24 hours before check-in")],
         errors=["wrong_time"], excludes=["3 pm"], includes=["4 pm|4:00 PM|16:00|4pm|4 PM", "29 May"],
         notes="checkin_from 16:00.")

# ---------------------------------------------------------------- S25 cottage extra guest and dog
s = Scenario("cottage-dog-extra-guest", DOM,
    "Can we bring our dog to Seaholly Cottage, and could my mother come along too? Booking SH-4402.",
    [
        rec("get_letting#SH-4402", "tool:lettings.get_booking", {
            "booking_ref": "SH-4402", "status": "CONFIRMED", "arrival": "2026-08-08", "departure": "2026-08-15",
            "guests": {"adults": 2, "children": 2}, "pets": 0, "currency": "EUR", "rent_total": "1.120,00",
            "lead_guest": {"title": "Ms", "name": "Róisín Doyle"},
            "property": {"name": "Seaholly Cottage", "town": "Kilmore Quay", "timezone": "Europe/Dublin"}}),
        rec("get_property#SEAHOLLY", "tool:lettings.get_property", {
            "code": "SEAHOLLY", "max_occupancy": 5, "bedrooms": 3, "pets_allowed": True, "max_pets": 1,
            "pet_fee": {"amount": "25,00", "basis": "PER_STAY"}, "amenities": ["ENCLOSED_GARDEN", "WIFI", "WASHING_MACHINE"]}),
        rec("get_property#MARRAM", "tool:lettings.get_property", {
            "code": "MARRAM", "max_occupancy": 6, "bedrooms": 3, "pets_allowed": True, "max_pets": 2,
            "pet_fee": {"amount": "15,00", "basis": "PER_NIGHT"}}),
        pol("policy#guests-pets", "Dogs are welcome only at properties marked pet-friendly, and must not be left alone in "
            "the property or allowed on beds. Extra guests up to the property's maximum occupancy can be added free of "
            "charge, but please tell us their names before arrival."),
    ])

s.case("Yes to both! Seaholly Cottage sleeps up to five, so there's room for your mother at no extra charge, and one dog "
       "is welcome for a flat fee of €25.00 per stay.",
       [S("Seaholly Cottage sleeps up to five"), S("room for your mother at no extra charge"),
        S("one dog is welcome"), S("flat fee of €25.00 per stay")],
       includes=["€25.00"], notes="SEAHOLLY max_occupancy 5 (4 booked + 1), pets_allowed max_pets 1, pet_fee 25,00 PER_STAY; policy extra guests free.")

s.case("Dear Ms Doyle,\n\nThank you for your message. Seaholly Cottage is pet-friendly and takes one dog, for €25 for "
       "the week. Your mother is most welcome too, which brings your party to five, the cottage's maximum; please send "
       "us her name before you arrive. We'd just ask that your dog isn't left alone in the cottage or allowed on the "
       "beds.\n\nKind regards,\nWexford Coast Cottages",
       [N("Thank you for your message"), S("Seaholly Cottage is pet-friendly and takes one dog"), S("€25 for the week"),
        S("brings your party to five, the cottage's maximum"), S("send us her name before you arrive"),
        S("isn't left alone in the cottage or allowed on the beds")],
       includes=["€25"], notes="8-15 Aug is one week, PER_STAY fee; 2+2+1 = 5 = max_occupancy; policy.")

s.case("Both are fine: one dog (€25 per stay), and your mother makes five, which is Seaholly's limit; the garden is "
       "enclosed, too.",
       [S("one dog (€25 per stay)"), S("your mother makes five, which is Seaholly's limit"), S("the garden is enclosed")],
       includes=["€25"], notes="pet_fee PER_STAY; max_occupancy 5; amenities ENCLOSED_GARDEN.")

s.case("Yes, Seaholly Cottage sleeps up to six, so your mother is welcome, and dogs are €15 per night.",
       [C("sleeps up to six", "VALUE_MISMATCH"), S("your mother is welcome"), C("dogs are €15 per night", "AMOUNT_MISMATCH", "VALUE_MISMATCH")],
       errors=["other_record_value", "other_record_value"], excludes=["up to six", "€15 per night"], suffix="other_record_value",
       notes="6 and 15,00 PER_NIGHT are the MARRAM property's; Seaholly is 5 and 25,00 per stay.")

s.case("Your mother can join you for an extra €20 a night, bringing the party to five, and you're welcome to bring up "
       "to two dogs for €25 per stay.",
       [C("for an extra €20 a night", "NLI_CONTRADICTION", "AMOUNT_MISMATCH"), S("bringing the party to five"),
        C("up to two dogs", "VALUE_MISMATCH"), S("€25 per stay")],
       errors=["wrong_amount", "wrong_quantity"], excludes=["€20 a night", "up to two dogs"], suffix="wrong_quantity",
       notes="policy: extra guests up to max occupancy are free; SEAHOLLY max_pets 1.")

s.repair("Yes to both! Seaholly Cottage sleeps five, so your mother can come at no extra charge, and one dog is welcome "
         "at €25 per night.",
         [S("Seaholly Cottage sleeps five"), S("your mother can come at no extra charge"), S("one dog is welcome"),
          C("€25 per night", "VALUE_MISMATCH", "AMOUNT_MISMATCH")],
         errors=["wrong_period"], excludes=["per night"], includes=["per stay|for the stay|for the week|for the whole stay|flat fee|one-off", "€25"],
         notes="pet_fee basis PER_STAY.")
