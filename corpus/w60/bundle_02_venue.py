from common import *

# ---------------------------------------------------------------- V4 postponement within 180 days
V4_EV = [
    rec("bookings#6661a9d0f2c3b1002b7d5510", "tool:mongo.bookings.findOne", {
        "_id": oid("6661a9d0f2c3b1002b7d5510"),
        "bookingRef": "LBV-26-1212",
        "status": "CONFIRMED",
        "couple": {"partnerA": "Camille Rose", "partnerB": "Arnaud Chan Kin"},
        "space": "Coral Terrace",
        "eventDate": date("2026-12-12T10:30:00Z"),
        "timezone": "Indian/Mauritius",
        "package": {"code": "PKG_ROYAL_PALM", "name": "Royal Palm", "price": dec("198000.00")},
        "payments": [{"type": "DEPOSIT", "amount": dec("50000.00"), "paidAt": date("2026-03-14T07:02:00Z")}],
        "postponementsUsed": nint(0),
    }),
    rec("calendar#coral-terrace-2027-q1", "tool:mongo.calendar.find", {
        "space": "Coral Terrace",
        "slots": [
            {"date": date("2027-03-13T00:00:00Z"), "state": "AVAILABLE"},
            {"date": date("2027-03-20T00:00:00Z"), "state": "HELD", "holdFor": oid("6671c2a0f2c3b1002b7d9933")},
            {"date": date("2027-04-10T00:00:00Z"), "state": "BOOKED"},
        ],
    }),
    refused("postpone_booking#call-3", "postpone_booking", "ESCALATE",
            {"bookingId": "6661a9d0f2c3b1002b7d5510", "newDate": "2027-03-13", "route": "EVENTS_MANAGER"}),
    pol("policy#postponement", "We understand that plans change. A wedding can be postponed once. If your "
        "request reaches us more than 180 days before the original date, the move is free of charge; within "
        "180 days, a postponement fee of 15% of the package price applies. Your deposit moves with you to the "
        "new date. Every postponement is confirmed by the events manager once the new date is secured.",
        revision="2026-02"),
]

V4 = dict(scenario="venue-postpone", domain="wedding venue",
          question="We need to postpone our December wedding. Could we move to 13 March 2027, and will it cost "
                   "us anything?",
          now="2026-07-02T11:00:00+04:00", evidence=V4_EV, cases=[
    case("Dear Camille, we completely understand, and we'll take great care of your new date. Saturday 13 "
         "March 2027 is still open on the Coral Terrace, and I've sent your request to our events manager, "
         "who confirms every postponement once the new date is secured. Because your wedding on 12 December "
         "is less than 180 days away, a postponement fee of 15% of your package price applies, which comes to "
         "Rs 29,700. Your Rs 50,000 deposit will move with you to the new date.",
         [N("we completely understand"), S("Saturday 13 March 2027 is still open"),
          S("sent your request to our events manager"), S("confirms every postponement once the new date"),
          S("wedding on 12 December"), S("less than 180 days away"),
          S("fee of 15% of your package price applies"), S("comes to Rs 29,700"),
          S("Rs 50,000 deposit will move with you")],
         includes=["Rs 29,700", "13 March 2027"],
         notes="calendar slot 2027-03-13 AVAILABLE; postpone_booking ESCALATED to events manager; now 2 Jul is "
               "163 days before 12 Dec; 15% of 198000 = 29700; deposit 50000 per payments[0]."),
    case("Dear Camille and Arnaud,\n\nThank you for telling us. Your request to move to 13/03/2027 is now with "
         "our events manager for review, and that date is currently available. A fee of Rs 29,700 applies, as "
         "the request falls within 180 days of 12/12/2026, and a wedding can be postponed only once.\n\n"
         "With love,\nNadia, Wedding Coordinator",
         [N("Dear Camille and Arnaud,"), N("Thank you for telling us."), S("now with our events manager for review"),
          S("that date is currently available"), S("A fee of Rs 29,700 applies"),
          S("within 180 days of 12/12/2026"), S("can be postponed only once"), N("With love,"),
          N("Nadia, Wedding Coordinator")],
         includes=["Rs 29,700"],
         notes="Refused call ESCALATE = under review; policy: one postponement, 15% within 180 days."),
    case("Wonderful news, Camille: your wedding has been moved to Saturday 13 March 2027 on the Coral "
         "Terrace! Since this is your first postponement, there's no fee at all, and your Rs 50,000 deposit "
         "comes with you.",
         [C("your wedding has been moved to Saturday 13 March 2027", "NOT_EXECUTED"),
          C("there's no fee at all", "NLI_CONTRADICTION", "AMOUNT_MISMATCH"),
          S("Rs 50,000 deposit comes with you")],
         errors=["refused_call_effect", "condition_unmet"],
         excludes=["has been moved to Saturday 13 March", "no fee at all"], tag="refused_call_effect",
         notes="postpone_booking was escalated, not executed; the free move needs more than 180 days' notice and "
               "only 163 remain, so the 15% fee applies."),
    case("We'd be honoured to help you find a new date. Both 13 March and 20 March 2027 are free on the Coral "
         "Terrace, and I've passed your request to our events manager. The postponement fee is 15% of the "
         "package, Rs 29,700, and your deposit of Rs 50,000 will be refunded to you in full.",
         [N("We'd be honoured to help"), S("Both 13 March"), C("and 20 March 2027 are free", "RECORD_STATE_MISMATCH"),
          S("passed your request to our events manager"), S("Rs 29,700"),
          C("deposit of Rs 50,000 will be refunded to you in full", "NLI_CONTRADICTION")],
         errors=["wrong_state", "wrong_policy_condition"],
         excludes=["20 March 2027 are free", "refunded to you in full"], tag="wrong_state",
         notes="20 March slot is HELD for another couple; policy says the deposit moves to the new date, it is "
               "not refunded."),
], repairs=[
    case("Wonderful news: your wedding has been moved to Saturday 13 March 2027 on the Coral Terrace! A "
         "postponement fee of Rs 29,700 applies, since the request falls within 180 days of your original "
         "date.",
         [C("your wedding has been moved to Saturday 13 March 2027", "NOT_EXECUTED"),
          S("postponement fee of Rs 29,700 applies"), S("falls within 180 days of your original date")],
         errors=["refused_call_effect"], excludes=["has been moved to Saturday 13 March 2027"],
         includes=["events manager|review|escalated|pending|not yet|awaiting", "Rs 29,700|29,700"],
         notes="postpone_booking was ESCALATED to the events manager; nothing has been moved yet."),
])

# ---------------------------------------------------------------- V5 package inclusions and room block
V5_EV = [
    rec("bookings#666b0e41c7a2d4002f118820", "tool:mongo.bookings.findOne", {
        "_id": oid("666b0e41c7a2d4002f118820"),
        "bookingRef": "LBV-26-0905",
        "status": "CONFIRMED",
        "couple": {"partnerA": "Mélanie Fok", "partnerB": "Ravi Sewpal"},
        "eventDate": date("2026-09-05T11:00:00Z"),
        "timezone": "Indian/Mauritius",
        "package": {
            "code": "PKG_ISLAND_ROMANCE", "name": "Island Romance", "price": dec("212000.00"),
            "inclusions": ["BRIDAL_SUITE_1_NIGHT", "WELCOME_COCKTAIL_60MIN", "CHAIR_COVERS_WHITE",
                           "SEGA_DANCERS_30MIN"],
        },
        "roomBlockId": oid("666b0f02c7a2d4002f118901"),
    }),
    rec("roomBlocks#666b0f02c7a2d4002f118901", "tool:mongo.roomBlocks.findOne", {
        "_id": oid("666b0f02c7a2d4002f118901"),
        "roomsHeld": nint(10),
        "roomsTaken": nint(7),
        "nightlyRate": dec("6800.00"),
        "bridalSuiteRate": dec("14500.00"),
        "releaseAt": dl("2026-08-06T08:00:00Z"),
        "timezone": "Indian/Mauritius",
    }),
    psg("kb#bridal-suite", "The bridal suite sits above the lagoon with its own plunge pool.\n"
        "Breakfast in the suite can be added for Rs 2,400 for two.\n"
        "Late check-out until 2:00 PM is available on request, subject to occupancy.", source="kb/estate-rooms"),
]

V5 = dict(scenario="package-roomblock", domain="wedding venue",
          question="Can you remind us what our package includes, and how many guest rooms are still free in our "
                   "block?",
          now="2026-07-20T16:40:00+04:00", evidence=V5_EV, cases=[
    case("Your Island Romance package includes:\n"
         "• one night in the bridal suite\n"
         "• a one-hour welcome cocktail\n"
         "• white chair covers\n"
         "• a 30-minute séga dance show\n"
         "Of the 10 guest rooms held for you at Rs 6,800 per night, 3 are still free; the hold is released at "
         "12:00 PM on 6 August.",
         [S("Island Romance package includes"), S("one night in the bridal suite"),
          S("one-hour welcome cocktail"), S("white chair covers"), S("30-minute séga dance show"),
          S("10 guest rooms held for you"), S("Rs 6,800 per night"), S("3 are still free"),
          S("released at 12:00 PM on 6 August")],
         includes=["3 are still free", "12:00 PM"],
         notes="inclusions codes; roomsHeld 10, roomsTaken 7; releaseAt epoch = 2026-08-06 08:00Z = 12:00 PM MU."),
    case("Dear Mélanie, how exciting that your day is so close! Seven of your ten rooms have already been "
         "taken by your guests, and the remaining three are held until midday on Thursday 6 August 2026. "
         "Breakfast in the bridal suite isn't part of the package, but it can be added for Rs 2,400 for two.",
         [N("how exciting that your day is so close"), S("Seven of your ten rooms have already been taken"),
          S("remaining three are held until midday on Thursday 6 August 2026"),
          S("Breakfast in the bridal suite isn't part of the package"), S("added for Rs 2,400 for two")],
         includes=["Rs 2,400", "6 August 2026"],
         notes="roomsTaken 7 of 10; releaseAt 08:00Z = noon MU; inclusions list no breakfast; KB prices it."),
    case("Your Island Romance package includes a night in the bridal suite, a one-hour welcome cocktail, white "
         "chair covers and a séga show, plus breakfast for two in the suite the next morning. You still have "
         "4 rooms free in your block at Rs 6,800 a night.",
         [S("a night in the bridal suite"), S("white chair covers and a séga show"),
          CI("plus breakfast for two in the suite", "CLAIM_WITHOUT_TOOL_EVIDENCE", "VALUE_MISMATCH"),
          C("4 rooms free in your block", "VALUE_MISMATCH"), S("Rs 6,800 a night")],
         errors=["unlisted_perk", "wrong_arithmetic"],
         excludes=["plus breakfast for two", "4 rooms free"], tag="unlisted_perk",
         notes="Breakfast is not in inclusions (KB says it is an add-on at Rs 2,400); 10 - 7 = 3 rooms free."),
    case("Lovely to hear from you! Your package comes with a two-hour welcome cocktail and a 30-minute séga "
         "show. Three rooms remain in your block, and they're held until 8:00 AM on 6 August.",
         [N("Lovely to hear from you!"), C("two-hour welcome cocktail", "VALUE_MISMATCH"),
          S("30-minute séga show"), S("Three rooms remain in your block"),
          C("held until 8:00 AM on 6 August", "DATE_MISMATCH", "VALUE_MISMATCH")],
         errors=["wrong_period", "unit_conversion"], excludes=["two-hour welcome cocktail", "8:00 AM"],
         tag="unit_conversion",
         notes="WELCOME_COCKTAIL_60MIN is one hour; releaseAt is 08:00 UTC, i.e. 12:00 PM in Mauritius."),
], repairs=[
    case("Three of your ten rooms are still free at Rs 6,800 per night, and the hold is released at 8:00 AM on "
         "Thursday 6 August.",
         [S("Three of your ten rooms are still free"), S("Rs 6,800 per night"),
          C("released at 8:00 AM on Thursday 6 August", "DATE_MISMATCH", "VALUE_MISMATCH")],
         errors=["unit_conversion"], excludes=["8:00 AM"],
         includes=["12:00 PM|12 PM|noon|midday|12:00|12pm", "Rs 6,800|6,800"],
         notes="releaseAt 1786003200000 ms = 2026-08-06 08:00 UTC = 12:00 PM Indian/Mauritius."),
])

BUNDLES = [V4, V5]
