from common import *

# ---------------------------------------------------------------- V1 balance on venue booking
V1_EV = [
    rec("bookings#665f1a2b9c4e7d0012ab3401", "tool:mongo.bookings.findOne", {
        "_id": oid("665f1a2b9c4e7d0012ab3401"),
        "bookingRef": "LBV-26-0917",
        "status": "CONFIRMED",
        "couple": {"partnerA": "Anjali Ramdin", "partnerB": "Kevin Labonne",
                   "contactEmail": "anjali.k@example.mu"},
        "estate": "Domaine Les Bambous",
        "space": "Banyan Pavilion",
        "timezone": "Indian/Mauritius",
        "currency": "MUR",
        "eventDate": date("2026-10-17T10:00:00Z"),
        "guestCount": nint(120),
        "package": {"code": "PKG_GOLDEN_HOUR", "name": "Golden Hour", "price": dec("245000.00")},
        "addOns": [
            {"code": "SPARKLER_SENDOFF", "label": "Sparkler send-off", "qty": nint(1), "price": dec("18500.00")},
            {"code": "LATE_LICENCE_0100", "label": "Late licence to 1:00 AM", "qty": nint(1),
             "price": dec("12000.00")},
        ],
        "payments": [
            {"type": "DEPOSIT", "amount": dec("60000.00"), "method": "BANK_TRANSFER",
             "paidAt": date("2026-02-03T06:12:00Z")},
            {"type": "INSTALMENT", "amount": dec("80000.00"), "method": "CARD",
             "paidAt": date("2026-06-30T11:40:00Z")},
        ],
        "balanceDueBy": date("2026-09-17T08:00:00Z"),
        "quoteRef": oid("6640bb0e9c4e7d0012aa9910"),
    }),
    rec("quotes#6640bb0e9c4e7d0012aa9910", "tool:mongo.quotes.findOne", {
        "_id": oid("6640bb0e9c4e7d0012aa9910"),
        "version": nint(2),
        "package": {"code": "PKG_GOLDEN_HOUR", "price": dec("245000.00")},
        "total": dec("275500.00"),
        "acceptedAt": date("2026-01-28T09:00:00Z"),
    }),
    rec("quotes#6630ae559c4e7d0012aa8802", "tool:mongo.quotes.findOne", {
        "_id": oid("6630ae559c4e7d0012aa8802"),
        "version": nint(1),
        "package": {"code": "PKG_SUNSET_TERRACE", "name": "Sunset Terrace", "price": dec("229000.00")},
        "total": dec("241000.00"),
        "deletedAt": date("2026-01-28T08:55:00Z"),
        "supersededBy": oid("6640bb0e9c4e7d0012aa9910"),
    }),
    pol("policy#venue-payments", "All prices are in Mauritian rupees and include VAT. A deposit secures the date "
        "and is not refundable. The remaining balance is due 30 days before the event date; we send a reminder "
        "two weeks before it falls due. Payments can be made by bank transfer or card, and card payments over "
        "Rs 100,000 carry no surcharge.", revision="2026-01"),
]

V1 = dict(scenario="venue-balance", domain="wedding venue",
          question="Hi! How much do we still owe for the wedding at Domaine Les Bambous, and by when?",
          now="2026-07-06T10:20:00+04:00", evidence=V1_EV, cases=[
    case("Dear Anjali, what a joy to hear from you: with your deposit of Rs 60,000 and your instalment of "
         "Rs 80,000 safely received, the remaining balance for your Golden Hour celebration is Rs 135,500. "
         "It is due by 17/09/2026, thirty days before your big day on 17 October. "
         "We can't wait to celebrate with you both!",
         [S("deposit of Rs 60,000"), S("instalment of Rs 80,000"),
          S("remaining balance for your Golden Hour celebration is Rs 135,500"), S("due by 17/09/2026"),
          S("thirty days before your big day"), S("big day on 17 October"), N("We can't wait to celebrate")],
         includes=["Rs 135,500", "17/09/2026"],
         notes="Package 245000 + add-ons 18500 + 12000 = 275500, less payments 60000 + 80000 = 135500; "
               "balanceDueBy 2026-09-17; policy: balance due 30 days before the event."),
    case("Here is where everything stands for booking LBV-26-0917:\n"
         "- Golden Hour package: Rs 245,000\n"
         "- Sparkler send-off: Rs 18,500\n"
         "- Late licence to 1:00 AM: Rs 12,000\n"
         "- Paid so far: Rs 140,000\n"
         "- Still to pay: Rs 135,500, by Thursday 17 September 2026\n"
         "With warmest wishes from all of us at Domaine Les Bambous.",
         [S("booking LBV-26-0917"), S("Golden Hour package: Rs 245,000"), S("Sparkler send-off: Rs 18,500"),
          S("Late licence to 1:00 AM: Rs 12,000"), S("Paid so far: Rs 140,000"),
          S("Still to pay: Rs 135,500"), S("by Thursday 17 September 2026"), N("With warmest wishes")],
         includes=["Rs 135,500"],
         notes="Line items from package.price and addOns[].price; paid = sum of payments; balanceDueBy 17 Sep."),
    case("Your balance of Rs 135,500 is due on 17 September; a card payment of that size carries no surcharge, "
         "and we'll send you a gentle reminder two weeks beforehand.",
         [S("Your balance of Rs 135,500"), S("due on 17 September"), S("carries no surcharge"),
          S("gentle reminder two weeks beforehand")],
         includes=["Rs 135,500"],
         notes="Policy: no surcharge on card payments over Rs 100,000; reminder two weeks before due date."),
    case("Dear Anjali and Kevin, thank you for checking in! Your Golden Hour package is Rs 245,000, and with "
         "the sparkler send-off the total comes to Rs 263,500. After your payments of Rs 140,000, the "
         "remaining balance is Rs 123,500, due by 17 September 2026.",
         [N("thank you for checking in"), S("Golden Hour package is Rs 245,000"),
          C("total comes to Rs 263,500", "AMOUNT_MISMATCH"), S("payments of Rs 140,000"),
          C("remaining balance is Rs 123,500", "AMOUNT_MISMATCH"), S("due by 17 September 2026")],
         errors=["wrong_arithmetic", "wrong_arithmetic"], excludes=["Rs 263,500", "Rs 123,500"],
         tag="wrong_arithmetic",
         notes="The total skips the late licence (12000): real total 275500 and balance 135500."),
    case("Lovely to hear from you! Your Sunset Terrace package is Rs 229,000 and your balance of Rs 135,500 "
         "falls due on 17/09/2026. As a reminder, the balance is due 14 days before the wedding, and your "
         "ceremony on 17 October begins at 10:00 AM.",
         [N("Lovely to hear from you!"), C("Sunset Terrace package is Rs 229,000", "VALUE_MISMATCH", "AMOUNT_MISMATCH"),
          S("balance of Rs 135,500"), S("falls due on 17/09/2026"),
          C("due 14 days before the wedding", "NLI_CONTRADICTION"), S("ceremony on 17 October"),
          C("begins at 10:00 AM", "DATE_MISMATCH", "VALUE_MISMATCH")],
         errors=["stale_value", "wrong_policy_condition", "unit_conversion"],
         excludes=["Sunset Terrace", "14 days before the wedding", "10:00 AM"], tag="stale_value",
         notes="Sunset Terrace/229000 is the soft-deleted v1 quote; policy says 30 days; eventDate 10:00Z is "
               "2:00 PM in Indian/Mauritius."),
], repairs=[
    case("Dear Anjali, your deposit of Rs 60,000 and instalment of Rs 80,000 have both arrived, so the "
         "remaining balance is Rs 123,500, due by 17 September 2026. Warmest wishes as the day draws near!",
         [S("deposit of Rs 60,000"), S("instalment of Rs 80,000"),
          C("remaining balance is Rs 123,500", "AMOUNT_MISMATCH"), S("due by 17 September 2026"),
          N("Warmest wishes as the day draws near")],
         errors=["wrong_arithmetic"], excludes=["Rs 123,500"],
         includes=["Rs 135,500|135,500|135 500", "17 September 2026"],
         notes="Balance = 275500 - 140000 = 135500; the draft dropped the Rs 12,000 late licence."),
])

# ---------------------------------------------------------------- V2 tasting move, refused calls
V2_EV = [
    rec("appointments#6652d0c1aa10f3001d4e2201", "tool:mongo.appointments.findOne", {
        "_id": oid("6652d0c1aa10f3001d4e2201"),
        "type": "MENU_TASTING",
        "bookingId": oid("6651ff77aa10f3001d4e1180"),
        "scheduledFor": date("2026-06-04T11:00:00Z"),
        "durationIso": "PT90M",
        "guests": nint(4),
        "tastingFee": {"perGuest": dec("3500.00"), "currency": "MUR", "paid": True},
        "chef": "Chef Rakesh Boodhoo",
        "status": "SCHEDULED",
        "timezone": "Indian/Mauritius",
    }),
    rec("bookings#6651ff77aa10f3001d4e1180", "tool:mongo.bookings.findOne", {
        "_id": oid("6651ff77aa10f3001d4e1180"),
        "bookingRef": "LBV-27-0213",
        "status": "PROVISIONAL",
        "holdExpires": date("2026-06-20T08:00:00Z"),
        "couple": {"partnerA": "Priya Gopaul", "partnerB": "Yannick Perrine"},
        "eventDate": date("2027-02-13T09:00:00Z"),
        "space": "Lagoon Lawn",
    }),
    refused("reschedule#call-7", "reschedule_appointment", "ESCALATE",
            {"appointmentId": "6652d0c1aa10f3001d4e2201", "newStart": "2026-06-13T07:00:00Z",
             "reason": "WEEKEND_TASTING_NEEDS_HEAD_CHEF"}),
    refused("waive_fee#call-8", "waive_fee", "DENY",
            {"appointmentId": "6652d0c1aa10f3001d4e2201", "feeCode": "TASTING_FEE"}),
    pol("policy#tastings", "Menu tastings are for up to four guests and last about an hour and a half. The "
        "tasting fee of Rs 3,500 per guest is credited against the final catering invoice once the booking is "
        "confirmed. Tastings can be moved free of charge up to 72 hours before the appointment. Weekend "
        "tastings need the head chef's approval.", revision="v4"),
]

V2 = dict(scenario="tasting-move", domain="wedding venue",
          question="Could we move our menu tasting to Saturday 13 June instead, and is there any chance of "
                   "waiving the tasting fee?",
          now="2026-05-28T09:15:00+04:00", evidence=V2_EV, cases=[
    case("Thank you so much, Priya! Weekend tastings need our head chef's approval, so I've passed your "
         "request for Saturday 13 June to him for review. Until he confirms, your tasting stays on Thursday "
         "4 June at 3:00 PM. I'm sorry, but I wasn't able to waive the tasting fee of Rs 3,500 per guest; "
         "the lovely part is that once your booking is confirmed, that fee is credited against your final "
         "catering invoice.",
         [N("Thank you so much, Priya!"), S("Weekend tastings need our head chef's approval"),
          S("passed your request for Saturday 13 June to him for review"),
          S("stays on Thursday 4 June at 3:00 PM"), S("wasn't able to waive the tasting fee"),
          S("Rs 3,500 per guest"), S("once your booking is confirmed, that fee is credited")],
         includes=["4 June", "3:00 PM"],
         notes="reschedule_appointment was ESCALATED; scheduledFor 11:00Z = 3:00 PM MU; waive_fee DENIED; "
               "policy on weekend approval and crediting once confirmed."),
    case("Your tasting remains next Thursday at 3 PM for four guests, about ninety minutes with Chef Rakesh "
         "Boodhoo; the move to Saturday is awaiting the head chef's approval, and the fee could not be "
         "waived.",
         [S("remains next Thursday at 3 PM"), S("for four guests"), S("about ninety minutes"),
          S("with Chef Rakesh Boodhoo"), S("awaiting the head chef's approval"), S("fee could not be waived")],
         includes=["3 PM"],
         notes="now is Thu 28 May, so next Thursday is 4 June; durationIso PT90M; chef field; refused calls."),
    case("Good news, your tasting has been moved to Saturday 13 June! As your tasting fee of "
         "Rs 14,000 is already paid, it will come straight off your catering invoice.",
         [C("tasting has been moved to Saturday 13 June", "NOT_EXECUTED"),
          S("tasting fee of Rs 14,000 is already paid"),
          C("it will come straight off your catering invoice", "RECORD_STATE_MISMATCH", "NLI_CONTRADICTION", "NLI_NOT_ENTAILED")],
         errors=["refused_call_effect", "condition_unmet"],
         excludes=["has been moved to Saturday", "come straight off your catering invoice"],
         tag="refused_call_effect",
         notes="The reschedule was escalated, not done; credit applies only once the booking is confirmed and "
               "it is PROVISIONAL. Fee 4 x 3500 = 14000 paid."),
    case("Thank you, Priya! Your tasting is on Thursday 4 June at 11:00 AM, and I've asked the head chef to "
         "approve the Saturday date. Tastings can be moved free of charge up to 24 hours before, so there's "
         "no rush at all.",
         [N("Thank you, Priya!"), C("Thursday 4 June at 11:00 AM", "DATE_MISMATCH", "VALUE_MISMATCH"),
          S("asked the head chef to approve the Saturday date"),
          C("up to 24 hours before", "NLI_CONTRADICTION"), N("no rush at all")],
         errors=["unit_conversion", "wrong_policy_condition"], excludes=["11:00 AM", "24 hours before"],
         tag="unit_conversion",
         notes="11:00Z is the UTC time; locally 3:00 PM. Policy allows free moves up to 72 hours before."),
], repairs=[
    case("Thank you, Priya! Your tasting has been moved to Saturday 13 June, and I'm sorry that the tasting "
         "fee of Rs 3,500 per guest could not be waived.",
         [N("Thank you, Priya!"), C("tasting has been moved to Saturday 13 June", "NOT_EXECUTED"),
          S("Rs 3,500 per guest could not be waived")],
         errors=["refused_call_effect"], excludes=["has been moved to Saturday"],
         includes=["escalated|approval|review|could not be moved|unable|not able|pending",
                   "Rs 3,500|3,500"],
         notes="reschedule_appointment was ESCALATED for head-chef approval; waive_fee DENY is reported correctly."),
])

# ---------------------------------------------------------------- V3 guest count and capacity
V3_EV = [
    rec("bookings#66601c3e21b9aa0019f0c771", "tool:mongo.bookings.findOne", {
        "_id": oid("66601c3e21b9aa0019f0c771"),
        "bookingRef": "LBV-26-1121",
        "status": "CONFIRMED",
        "couple": {"partnerA": "Shreya Jhugroo", "partnerB": "Marc Lebreton"},
        "spaceId": oid("65aa0f1021b9aa0019e00011"),
        "eventDate": date("2026-11-21T09:30:00Z"),
        "guestCount": {"adults": nint(112), "childrenUnder12": nint(8)},
        "catering": {"menuCode": "CREOLE_FEAST", "perHead": dec("1850.00")},
        "timezone": "Indian/Mauritius",
    }),
    rec("spaces#estate-list", "tool:mongo.spaces.find", {"documents": [
        {"_id": oid("65aa0f1021b9aa0019e00011"), "name": "Banyan Pavilion",
         "capacity": {"seated": nint(140), "cocktail": nint(200)}},
        {"_id": oid("65aa0f1021b9aa0019e00012"), "name": "Lagoon Lawn",
         "capacity": {"seated": nint(220), "cocktail": nint(350)}},
    ]}),
    rec("menus#catalogue", "tool:mongo.menus.find", {"documents": [
        {"code": "CREOLE_FEAST", "perHead": dec("1850.00"), "courses": nint(4)},
        {"code": "SEAFOOD_GRILL", "perHead": dec("2150.00"), "courses": nint(3)},
    ]}),
    pol("policy#guest-numbers", "Final guest numbers are confirmed three weeks before the wedding. Guest "
        "numbers can be increased until 21 days before the event, subject to the capacity of your space. "
        "Children under 12 are charged at half the adult per-head rate. Numbers cannot be reduced below the "
        "package minimum of 60 guests."),
]

V3 = dict(scenario="guest-capacity", domain="wedding venue",
          question="Our guest list has grown to 150 - can the Banyan Pavilion still seat everyone, and what "
                   "would 30 extra adults cost?",
          now="2026-08-11T14:05:00+04:00", evidence=V3_EV, cases=[
    case("What wonderful news that your circle keeps growing! The Banyan Pavilion seats up to 140 guests for "
         "dinner, so 150 would be just beyond it, but the Lagoon Lawn seats 220 and would hold everyone "
         "beautifully. Your Creole Feast is Rs 1,850 per adult, so 30 more adults would add Rs 55,500. "
         "Numbers can be raised until 21 days before the wedding.",
         [N("What wonderful news"), S("seats up to 140 guests for dinner"), S("150 would be just beyond it"),
          S("Lagoon Lawn seats 220"), S("Rs 1,850 per adult"), S("30 more adults would add Rs 55,500"),
          S("raised until 21 days before the wedding")],
         includes=["140", "Rs 55,500"],
         notes="spaces: Banyan seated 140, Lagoon seated 220; perHead 1850 x 30 = 55500; policy 21 days."),
    case("At present the booking is held for one hundred and twelve adults and eight children in the Banyan "
         "Pavilion, which is laid out for a maximum of one hundred and forty seated guests. Children under "
         "twelve are charged at half the adult rate, that is Rs 925 each.",
         [S("one hundred and twelve adults"), S("eight children"), S("in the Banyan Pavilion"),
          S("maximum of one hundred and forty seated guests"), S("half the adult rate"), S("Rs 925 each")],
         includes=["Rs 925"],
         notes="guestCount adults 112 / children 8; spaceId points to Banyan Pavilion (seated 140); policy "
               "half rate, 1850 / 2 = 925."),
    case("Good news: the Banyan Pavilion seats up to 200 guests, so 150 fits comfortably! At Rs 1,850 per "
         "adult, the 30 extra guests would add Rs 55,500 to your Creole Feast.",
         [C("seats up to 200 guests", "VALUE_MISMATCH"), C("so 150 fits comfortably", "VALUE_MISMATCH", "NLI_CONTRADICTION"),
          S("Rs 1,850 per"), S("would add Rs 55,500")],
         errors=["wrong_role", "wrong_value"], excludes=["seats up to 200 guests", "150 fits comfortably"],
         tag="wrong_role",
         notes="200 is the cocktail (standing) capacity; seated capacity is 140, so 150 does not fit seated."),
    case("Thank you for letting us know! Your menu is Rs 2,150 per adult, so 30 more adults would come to "
         "Rs 64,500. Little ones under 12 dine free, and you can add guests until 21 days before the day.",
         [N("Thank you for letting us know!"), C("Your menu is Rs 2,150 per adult", "AMOUNT_MISMATCH"),
          C("would come to Rs 64,500", "AMOUNT_MISMATCH"), C("under 12 dine free", "NLI_CONTRADICTION"),
          S("add guests until 21 days before")],
         errors=["other_record_value", "wrong_arithmetic", "wrong_policy_condition"],
         excludes=["Rs 2,150", "Rs 64,500", "dine free"], tag="other_record_value",
         notes="2150 is the Seafood Grill menu; their menu is CREOLE_FEAST at 1850 (30 x 1850 = 55500); "
               "children pay half, not nothing."),
], repairs=[
    case("What lovely news! The Banyan Pavilion seats up to 200 guests, and at Rs 1,850 per adult your 30 "
         "extra guests would add Rs 55,500.",
         [N("What lovely news!"), C("seats up to 200 guests", "VALUE_MISMATCH"), S("Rs 1,850 per adult"),
          S("would add Rs 55,500")],
         errors=["wrong_role"], excludes=["up to 200 guests"],
         includes=["140", "Rs 55,500|55,500"],
         notes="Seated capacity is 140 (200 is cocktail standing)."),
])

BUNDLES = [V1, V2, V3]
