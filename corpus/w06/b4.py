# Batch 4: day spa (w06)
from lib import *

DOM = "day spa"

# ---------------------------------------------------------------- S18 spa treatment times
s = Scenario("spa-treatment-times", DOM,
    "Could you confirm my times for Saturday and what I still owe? Thanks, Gráinne",
    [
        rec("get_appointment#APT-66120", "tool:spabook.get_appointment", {
            "appointment_ref": "APT-66120", "status": "BOOKED", "date": "2026-11-14",
            "items": [{"treatment": "Hot Stone Massage", "duration": "PT60M", "start": ep("2026-11-14T11:00:00+00:00"),
                       "therapist": "Fionnuala", "price_minor": 9500},
                      {"treatment": "Express Facial", "duration": "PT30M", "start": ep("2026-11-14T12:15:00+00:00"),
                       "therapist": "Kasia", "price_minor": 5500}],
            "total_minor": 15000, "deposit": {"amount_minor": 5000, "status": "PAID"}, "balance_minor": 10000,
            "client": {"first_name": "Gráinne"}, "currency": "EUR",
            "venue": {"name": "Linden & Salt Day Spa", "timezone": "Europe/Dublin"}}),
        pol("policy#visit", "Robes, towels and slippers are provided. Please arrive 15 minutes before your first treatment "
            "to complete a health form. Access to the thermal suite is included with treatments of 60 minutes or more, "
            "Monday to Friday only. Any balance is paid at reception after your treatments."),
    ], now="2026-11-10T12:00:00+00:00")

s.case("Thank you for booking with us, Gráinne! On Saturday, 14 November, your 60-minute Hot Stone Massage with "
       "Fionnuala begins at 11:00, followed by a 30-minute Express Facial with Kasia at 12:15. Please arrive 15 minutes "
       "early, by 10:45, to complete a short health form.",
       [S("60-minute Hot Stone Massage with Fionnuala begins at 11:00"), S("30-minute Express Facial with Kasia at 12:15"),
        S("Saturday, 14 November"), S("arrive 15 minutes early, by 10:45")],
       includes=["11:00", "12:15"], notes="items start epochs in Europe/Dublin (GMT in November); PT60M/PT30M; policy 15 minutes.")

s.case("Your two treatments come to €150.00; with your €50.00 deposit already paid, €100.00 is due at reception after "
       "your treatments.",
       [S("Your two treatments come to €150.00"), S("€50.00 deposit already paid"), S("€100.00 is due at reception")],
       includes=["€100.00"], notes="9500 + 5500 = 15000; deposit 5000 PAID; balance 10000; policy pay at reception.")

s.case("Here's your Saturday:\n- 11:00 Hot Stone Massage (one hour) with Fionnuala\n- 12:15 Express Facial (half an "
       "hour) with Kasia\n- Balance to pay on the day: €100\nRobes, towels and slippers are all provided.",
       [S("11:00 Hot Stone Massage (one hour) with Fionnuala"), S("12:15 Express Facial (half an hour) with Kasia"),
        S("Balance to pay on the day: €100"), S("Robes, towels and slippers are all provided")],
       includes=["€100"], notes="items; balance_minor 10000; policy: robes, towels, slippers.")

s.case("Thank you, Gráinne! Your Hot Stone Massage is at 11:00 on Saturday, and because it's a 60-minute treatment, "
       "it includes access to our thermal suite. Your Express Facial follows at 12:15, and €100.00 remains to pay.",
       [S("Hot Stone Massage is at 11:00 on Saturday"), C("it includes access to our thermal suite", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
        S("Express Facial follows at 12:15"), S("€100.00 remains to pay")],
       errors=["condition_unmet"], excludes=["includes access to our thermal suite"], suffix="condition_unmet",
       notes="thermal suite only Monday to Friday; 14 Nov 2026 is a Saturday.")

s.case("On Saturday your massage with Fionnuala is at 11:00, and your facial with Fionnuala follows at 12:15. Please "
       "arrive 30 minutes before your first treatment for the health form.",
       [S("your massage with Fionnuala is at 11:00"), C("your facial with Fionnuala", "VALUE_MISMATCH"),
        S("follows at 12:15"), C("arrive 30 minutes before", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
       errors=["wrong_name", "wrong_period"], excludes=["facial with Fionnuala", "30 minutes before"], suffix="wrong_name",
       notes="the facial's therapist is Kasia; policy: arrive 15 minutes before.")

s.repair("Thank you for booking with us! Your Hot Stone Massage begins at 11:00 on Saturday, 14 November, and your "
         "Express Facial follows at 12:00.",
         [S("Hot Stone Massage begins at 11:00 on Saturday, 14 November"), C("Express Facial follows at 12:00", "VALUE_MISMATCH", "DATE_MISMATCH")],
         errors=["wrong_time"], excludes=["at 12:00"], includes=["12:15", "11:00"],
         notes="facial start is 12:15 Dublin time (massage ends 12:00).")

# ---------------------------------------------------------------- S19 spa voucher balance
s = Scenario("spa-voucher-balance", DOM,
    "How much is left on my gift voucher ending KQ, and when does it run out?",
    [
        rec("get_voucher#GV-2291-KQ", "tool:vouchers.get_voucher", {
            "code": "GV-2291-KQ", "status": "ACTIVE", "issued_on": "2026-03-31", "expires_on": "2027-03-31",
            "face_value": "150,00", "balance": "85,50", "currency": "EUR", "holder": {"title": "Ms", "name": "Clodagh Farrell"},
            "redemptions": [{"on": "2026-06-20", "amount": "64,50", "ref": "APT-61877"}]}),
        rec("get_voucher#GV-1877-TP", "tool:vouchers.get_voucher", {
            "code": "GV-1877-TP", "status": "ACTIVE", "issued_on": "2025-12-31", "expires_on": "2026-12-31",
            "face_value": "100,00", "balance": "40,00", "currency": "EUR"}),
        pol("policy#vouchers", "Gift vouchers are valid for 12 months from the date of purchase. Balances can be used on "
            "treatments and retail products, but vouchers can't be exchanged for cash. An expired voucher may be "
            "extended once, by three months, for a €10 fee, if you ask within a month of expiry."),
    ], now="2026-10-02T09:45:00+01:00")

s.case("Good morning! Your voucher GV-2291-KQ has €85.50 remaining, and it's valid until 31 March 2027.",
       [S("GV-2291-KQ has €85.50 remaining"), S("valid until 31 March 2027")],
       includes=["€85.50", "31 March 2027"], notes="balance '85,50'; expires_on 2027-03-31.")

s.case("There's €85,50 left on voucher GV-2291-KQ, usable until 31/03/2027 on treatments or products from our shop; "
       "it can't be exchanged for cash, though.",
       [S("€85,50 left on voucher GV-2291-KQ"), S("usable until 31/03/2027"), S("on treatments or products"),
        S("it can't be exchanged for cash")],
       includes=["31/03/2027"], notes="balance 85,50; expires 2027-03-31; policy on use and cash.")

s.case("Dear Ms Farrell,\n\nThank you for your enquiry. Of the original €150.00 on voucher GV-2291-KQ, €64.50 was "
       "used on 20 June, which leaves €85.50. The voucher remains active until the end of March next year.\n\nWarm "
       "regards,\nLinden & Salt",
       [N("Thank you for your enquiry"), S("Of the original €150.00"), S("€64.50 was used on 20 June"),
        S("which leaves €85.50"), S("remains active until the end of March next year")],
       includes=["€85.50"], notes="face_value 150,00, redemption 64,50 on 2026-06-20; ACTIVE to 2027-03-31 (now Oct 2026).")

s.case("Thank you for getting in touch! Your voucher ending KQ has €40.00 remaining and is valid until 31/12/2026.",
       [N("Thank you for getting in touch"), C("has €40.00 remaining", "AMOUNT_MISMATCH"),
        C("valid until 31/12/2026", "DATE_MISMATCH")],
       errors=["other_record_value", "other_record_value"], excludes=["€40.00", "31/12/2026"], suffix="other_record_value",
       notes="40,00 and 2026-12-31 belong to voucher GV-1877-TP; KQ has 85,50 to 2027-03-31.")

s.case("Your voucher GV-2291-KQ has €85.50 left and runs until 31 March 2027. If it does expire, we can extend it by "
       "six months for a €10 fee.",
       [S("GV-2291-KQ has €85.50 left"), S("runs until 31 March 2027"),
        C("extend it by six months", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
       errors=["wrong_period"], excludes=["six months"], suffix="wrong_period",
       notes="policy: a single extension of three months.")

s.repair("Good morning! Voucher GV-2291-KQ has €85.50 remaining and is valid until 31 March 2026.",
         [S("GV-2291-KQ has €85.50 remaining"), C("valid until 31 March 2026", "DATE_MISMATCH")],
         errors=["wrong_date"], excludes=["31 March 2026"], includes=["2027", "€85.50"],
         notes="expires_on 2027-03-31 (issued 2026-03-31, 12 months).")

# ---------------------------------------------------------------- S20 spa late cancellation (waiver escalated)
s = Scenario("spa-late-cancel", DOM,
    "I've had to cancel tomorrow's massage as I'm sick — please don't charge me.",
    [
        rec("get_appointment#APT-67002", "tool:spabook.get_appointment", {
            "appointment_ref": "APT-67002", "status": "CANCELLED_LATE",
            "cancelled_at": ep("2026-12-03T14:52:00+00:00"),
            "items": [{"treatment": "Deep Tissue Massage", "duration": "PT50M", "start": ep("2026-12-04T10:30:00+00:00"),
                       "price_minor": 8500}],
            "late_cancel_fee": {"amount_minor": 4250, "status": "CAPTURED", "card_last4": "2290"},
            "currency": "EUR", "venue": {"name": "Linden & Salt Day Spa", "timezone": "Europe/Dublin"}}),
        refused("waive_fee#APT-67002", "spabook.waive_late_cancel_fee", "ESCALATE",
                {"appointment_ref": "APT-67002", "reason": "ILLNESS"}, route="SPA_MANAGER"),
        pol("policy#cancellations", "We understand plans change. Appointments cancelled with at least 24 hours' notice are "
            "free of charge. Cancellations with less than 24 hours' notice are charged 50% of the treatment price, and "
            "missed appointments are charged in full. Fee waivers are at the discretion of the spa manager."),
    ], now="2026-12-03T15:05:00+00:00")

s.case("I'm so sorry to hear you're unwell. Your massage for tomorrow at 10:30 has been cancelled. As that was within 24 "
       "hours, a late-cancellation fee of €42.50, half the €85.00 treatment price, was applied, but I've passed your "
       "request to waive it to our spa manager for review.",
       [S("Your massage for tomorrow at 10:30 has been cancelled"), S("As that was within 24 hours"),
        S("late-cancellation fee of €42.50"), S("half the €85.00 treatment price"),
        S("passed your request to waive it to our spa manager")],
       includes=["€42.50", "spa manager"], notes="CANCELLED_LATE; fee 4250 CAPTURED; 8500 price; waive ESCALATE to SPA_MANAGER.")

s.case("Your appointment is cancelled. A €42.50 late fee was charged to your card ending 2290; the waiver request is "
       "with our manager.",
       [S("Your appointment is cancelled"), S("€42.50 late fee was charged to your card ending 2290"),
        S("the waiver request is with our manager")],
       includes=["2290"], notes="late_cancel_fee CAPTURED card 2290; ESCALATE.")

s.case("Dear client,\n\nThank you for letting us know, and we hope you feel better soon. Your Deep Tissue Massage on "
       "Friday, 4 December has been cancelled. Under our policy, cancellations made with less than 24 hours' notice carry "
       "a 50% charge; as you are unwell, I have referred the fee to the spa manager, who decides on waivers.\n\nKind "
       "regards,\nLinden & Salt",
       [N("we hope you feel better soon"), S("Deep Tissue Massage on Friday, 4 December has been cancelled"),
        S("less than 24 hours' notice carry a 50% charge"), S("referred the fee to the spa manager"),
        S("who decides on waivers")],
       includes=["4 December"], notes="start 2026-12-04 (Friday); policy; ESCALATE route SPA_MANAGER.")

s.case("I'm sorry to hear you're unwell. I've cancelled tomorrow's massage and, given the circumstances, I've waived "
       "the €42.50 late-cancellation fee.",
       [S("I've cancelled tomorrow's massage"), C("I've waived the €42.50 late-cancellation fee", "NOT_EXECUTED")],
       errors=["refused_call_effect"], excludes=["I've waived"], suffix="refused_call_effect",
       notes="waive_late_cancel_fee was escalated, not executed; the fee is CAPTURED.")

s.case("Your massage has been cancelled. As cancellations within 48 hours are charged in full, the whole €85.00 was "
       "taken, though I've asked our spa manager to review it.",
       [S("Your massage has been cancelled"), C("cancellations within 48 hours are charged in full", "NLI_CONTRADICTION"),
        C("the whole €85.00 was taken", "AMOUNT_MISMATCH"), S("asked our spa manager to review it")],
       errors=["wrong_policy_condition", "wrong_amount"], excludes=["within 48 hours", "the whole €85.00"],
       suffix="wrong_policy_condition",
       notes="policy: under 24 hours is 50%; late_cancel_fee 4250 (€42.50).")

s.repair("I'm sorry you're unwell. Your massage for tomorrow has been cancelled, and as it was within 24 hours a fee of "
         "€85.00 was charged; I've passed your waiver request to the spa manager.",
         [S("Your massage for tomorrow has been cancelled"), C("a fee of €85.00 was charged", "AMOUNT_MISMATCH"),
          S("passed your waiver request to the spa manager")],
         errors=["wrong_amount"], excludes=["fee of €85.00"], includes=["€42.50|42.50|42,50", "spa manager"],
         notes="late_cancel_fee.amount_minor 4250.")

# ---------------------------------------------------------------- S21 spa couples package
s = Scenario("spa-couples-package", DOM,
    "What exactly is included in our couples' package on the 23rd, and does it come with a glass of bubbly?",
    [
        rec("get_package_booking#PKG-3318", "tool:spabook.get_package_booking", {
            "booking_ref": "PKG-3318", "status": "PAID", "date": "2027-01-23", "guests": 2,
            "package": {"code": "WINTER_WARMER_2", "name": "Winter Warmer for Two",
                        "inclusions": [{"code": "THERMAL_SUITE", "duration": "PT2H", "per": "GUEST"},
                                       {"code": "BACK_MASSAGE", "duration": "PT30M", "per": "GUEST"},
                                       {"code": "AFTERNOON_TEA", "per": "GUEST"}]},
            "amount_paid": "289,00", "currency": "EUR", "arrival_time": "13:00",
            "venue": {"name": "Linden & Salt Day Spa", "timezone": "Europe/Dublin"}}),
        rec("get_package#SERENITY_2", "tool:spabook.get_package", {
            "code": "SERENITY_2", "name": "Serenity for Two", "price": "329,00",
            "inclusions": [{"code": "THERMAL_SUITE", "duration": "PT3H"}, {"code": "FULL_BODY_MASSAGE", "duration": "PT60M"},
                           {"code": "PROSECCO_GLASS"}]}),
        pol("policy#packages", "Packages are for use by both guests on the same day. Items within a package may be "
            "substituted for another of equal value. All package guests must be 18 or over."),
    ])

s.case("Your Winter Warmer for Two includes two hours in our thermal suite, a 30-minute back massage each and afternoon "
       "tea for two. A glass of prosecco isn't part of this package, I'm afraid.",
       [S("two hours in our thermal suite"), S("a 30-minute back massage each"), S("afternoon tea for two"),
        S("A glass of prosecco isn't part of this package")],
       includes=["30-minute"], notes="inclusions THERMAL_SUITE PT2H, BACK_MASSAGE PT30M, AFTERNOON_TEA per guest; no PROSECCO_GLASS.")

s.case("Dear guests,\n\nThank you for your message. On Saturday, 23 January, you will each enjoy a half-hour back "
       "massage, two hours in the thermal suite and afternoon tea. Bubbly is not included in the Winter Warmer, but "
       "items can be swapped for something of equal value.\n\nWarm wishes,\nLinden & Salt",
       [N("Thank you for your message"), S("Saturday, 23 January"), S("a half-hour back massage"),
        S("two hours in the thermal suite and afternoon tea"), S("Bubbly is not included in the Winter Warmer"),
        S("items can be swapped for something of equal value")],
       includes=["23 January"], notes="date 2027-01-23 (Saturday); inclusions; policy substitution at equal value.")

s.case("Thermal suite (2 hrs), a 30-min back massage each, and afternoon tea — no prosecco with this one. It's all "
       "paid (€289).",
       [S("Thermal suite (2 hrs)"), S("a 30-min back massage each"), S("afternoon tea"), S("no prosecco with this one"),
        S("It's all paid (€289)")],
       includes=["€289"], notes="PKG-3318 inclusions; status PAID, amount_paid 289,00.")

s.case("Your Winter Warmer for Two includes two hours in the thermal suite, a 30-minute back massage each, afternoon "
       "tea and a glass of prosecco each to finish.",
       [S("two hours in the thermal suite"), S("a 30-minute back massage each"), S("afternoon tea"),
        CI("a glass of prosecco each", "VALUE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
       errors=["unlisted_perk"], excludes=["glass of prosecco each"], suffix="unlisted_perk",
       notes="PROSECCO_GLASS is in SERENITY_2 only, not WINTER_WARMER_2.")

s.case("Your package includes three hours in our thermal suite and a 60-minute massage each, followed by afternoon tea.",
       [C("three hours in our thermal suite", "VALUE_MISMATCH"), C("a 60-minute massage each", "VALUE_MISMATCH"),
        S("followed by afternoon tea")],
       errors=["other_record_value", "other_record_value"], excludes=["three hours", "60-minute massage"],
       suffix="other_record_value",
       notes="PT3H and PT60M are Serenity for Two; Winter Warmer is PT2H thermal suite and PT30M back massage.")

s.repair("Your Winter Warmer for Two includes two hours in the thermal suite, a 60-minute back massage each and "
         "afternoon tea; prosecco isn't included.",
         [S("two hours in the thermal suite"), C("a 60-minute back massage each", "VALUE_MISMATCH"),
          S("prosecco isn't included")],
         errors=["wrong_period"], excludes=["60-minute"], includes=["30-minute|30 minute|half-hour|half an hour|30-min|30 min", "two hours"],
         notes="BACK_MASSAGE duration PT30M.")
