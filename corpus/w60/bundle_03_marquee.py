from common import *

# ---------------------------------------------------------------- M1 quote versions
M1_EV = [
    rec("quotes#MQ-4471-v2", "tool:mongo.quotes.findOne", {
        "_id": oid("6638f4a2be01c9002a553e02"),
        "quoteNo": "MQ-4471",
        "version": nint(2),
        "status": "CURRENT",
        "customer": {"name": "Sophie Lagesse", "phone": "+230 5712 0044"},
        "issuedAt": date("2026-05-04T05:00:00Z"),
        "validUntil": date("2026-05-25T19:59:59Z"),
        "lines": [
            {"sku": "CLEARSPAN_12X24", "label": "Clearspan marquee 12 m x 24 m", "qty": nint(1),
             "amount": dec("118000.00")},
            {"sku": "DANCE_FLOOR_OAK_6X6", "label": "Oak dance floor 6 m x 6 m", "qty": nint(1),
             "amount": dec("14000.00")},
            {"sku": "FAIRY_CEILING", "label": "Fairy-light ceiling", "qty": nint(1), "amount": dec("9500.00")},
        ],
        "subtotal": dec("141500.00"),
        "vatRate": dec("0.15"),
        "vat": dec("21225.00"),
        "total": dec("162725.00"),
        "currency": "MUR",
    }),
    rec("quotes#MQ-4471-v1", "tool:mongo.quotes.findOne", {
        "_id": oid("6630c9e1be01c9002a5531aa"),
        "quoteNo": "MQ-4471",
        "version": nint(1),
        "status": "SUPERSEDED",
        "deletedAt": date("2026-05-04T04:58:00Z"),
        "lines": [{"sku": "FRAME_10X20", "label": "Frame marquee 10 m x 20 m", "qty": nint(1),
                   "amount": dec("96000.00")}],
        "subtotal": dec("96000.00"),
        "vat": dec("14400.00"),
        "total": dec("110400.00"),
    }),
    pol("policy#quotes", "Prices are shown before VAT, and VAT at 15% is added as a separate line. Each quote "
        "is valid for 21 days from the day it is issued. A 30% deposit confirms the booking and reserves the "
        "marquee for your date; until then dates are not held. Site surveys are free within 25 km of our "
        "Pailles depot.", revision="2025-11"),
]

M1 = dict(scenario="marquee-quote", domain="marquee hire",
          question="Could you confirm our latest marquee quote and how long it stays valid?",
          now="2026-05-12T09:45:00+04:00", evidence=M1_EV, cases=[
    case("Thank you for your patience, Sophie! Your latest quote, MQ-4471 version 2, is for a 12 x 24 m "
         "clearspan marquee with an oak dance floor and a fairy-light ceiling. The total comes to Rs 162,725, "
         "including VAT of Rs 21,225, and it's valid until 25 May 2026.",
         [N("Thank you for your patience, Sophie!"), S("MQ-4471 version 2"), S("12 x 24 m clearspan marquee"),
          S("oak dance floor"), S("fairy-light ceiling"), S("total comes to Rs 162,725"),
          S("VAT of Rs 21,225"), S("valid until 25 May 2026")],
         includes=["Rs 162,725", "25 May 2026"],
         notes="quote v2 status CURRENT: lines, vat 21225, total 162725; validUntil 19:59:59Z = 11:59 PM "
               "25 May MU; policy 21 days from 4 May."),
    case("Here's your current quote, version 2:\n"
         "- Clearspan marquee 12 m x 24 m: Rs 118,000\n"
         "- Oak dance floor 6 m x 6 m: Rs 14,000\n"
         "- Fairy-light ceiling: Rs 9,500\n"
         "- Subtotal Rs 141,500, plus 15% VAT\n"
         "- Total: Rs 162,725\n"
         "Please note the date is only reserved once a 30% deposit is paid.",
         [S("current quote, version 2"), S("Clearspan marquee 12 m x 24 m: Rs 118,000"),
          S("Oak dance floor 6 m x 6 m: Rs 14,000"), S("Fairy-light ceiling: Rs 9,500"),
          S("Subtotal Rs 141,500"), S("plus 15% VAT"), S("Total: Rs 162,725"),
          S("only reserved once a 30% deposit is paid")],
         includes=["Rs 162,725"],
         notes="Lines of the CURRENT v2 quote; policy: 30% deposit reserves the date."),
    case("Dear Sophie, your quote MQ-4471 is for a 10 x 20 m frame marquee, and the total comes to "
         "Rs 110,400 including VAT. It's valid for 21 days from issue.",
         [N("Dear Sophie,"), C("10 x 20 m frame marquee", "VALUE_MISMATCH"),
          C("total comes to Rs 110,400", "AMOUNT_MISMATCH"), S("valid for 21 days from issue")],
         errors=["stale_value", "stale_value"], excludes=["10 x 20 m frame", "Rs 110,400"],
         tag="stale_value",
         notes="Frame 10x20 / 110400 is version 1, SUPERSEDED and soft-deleted; current v2 is clearspan 12x24, "
               "Rs 162,725."),
    case("Your version 2 quote totals Rs 162,725 with VAT. Quotes are valid for 30 days, so you have until "
         "3 June 2026, and we'll keep your date held for you until then.",
         [S("quote totals Rs 162,725"), C("valid for 30 days", "NLI_CONTRADICTION"),
          C("until 3 June 2026", "DATE_MISMATCH"),
          C("keep your date held for you until then", "NLI_CONTRADICTION", "NLI_NOT_ENTAILED", "NO_POLICY_EVIDENCE")],
         errors=["wrong_policy_condition", "wrong_date", "invented_promise"],
         excludes=["valid for 30 days", "3 June 2026", "keep your date held"], tag="wrong_policy_condition",
         notes="Policy: 21 days, dates not held before deposit; validUntil is 25 May 2026."),
], repairs=[
    case("Thank you, Sophie! Your quote MQ-4471 comes to Rs 110,400 including VAT and is valid until 25 May "
         "2026.",
         [N("Thank you, Sophie!"), C("comes to Rs 110,400", "AMOUNT_MISMATCH"), S("valid until 25 May 2026")],
         errors=["stale_value"], excludes=["Rs 110,400"],
         includes=["Rs 162,725|162,725", "25 May 2026|25/05/2026"],
         notes="110400 is the superseded v1 total; the current total is 162725."),
])

# ---------------------------------------------------------------- M2 installation schedule
M2_EV = [
    rec("orders#MH-26-0388", "tool:mongo.hireOrders.findOne", {
        "_id": oid("6655a3c4d81e0f0031b2c388"),
        "orderRef": "MH-26-0388",
        "customer": {"name": "Dev Ramsamy"},
        "site": {"label": "Jardin de Balaclava, main lawn", "distanceKm": dec("18.4")},
        "eventDate": date("2026-09-26T00:00:00Z"),
        "timezone": "Indian/Mauritius",
        "logistics": {
            "install": {"start": date("2026-09-25T04:00:00Z"), "estimatedDuration": "PT6H",
                        "crewSize": nint(6)},
            "dismantle": {"start": date("2026-09-27T05:30:00Z"), "estimatedDuration": "PT4H",
                          "crewSize": nint(4)},
        },
        "groundSurvey": {"status": "COMPLETED", "result": "PEGGING_OK"},
        "status": "SCHEDULED",
    }),
    rec("orders#MH-26-0412", "tool:mongo.hireOrders.findOne", {
        "_id": oid("6659e2f0d81e0f0031b2c412"),
        "orderRef": "MH-26-0412",
        "customer": {"name": "Dev Ramsamy"},
        "item": "GAZEBO_4X4",
        "logistics": {"install": {"start": date("2026-09-24T05:00:00Z"), "estimatedDuration": "PT1H30M",
                                  "crewSize": nint(2)}},
        "status": "SCHEDULED",
    }),
    pol("policy#install-weather", "Our crews work through light rain. If gusts above 60 km/h are forecast, "
        "installation may be moved earlier or later on the same day, and we will call you by 6:00 PM the "
        "evening before. The lawn must be kept clear of vehicles while the crew is working. Power for "
        "lighting must be available within 30 metres, or a generator must be hired."),
]

M2 = dict(scenario="marquee-install", domain="marquee hire",
          question="What time will the crew arrive to put up the marquee, and how long will it take?",
          now="2026-09-21T12:10:00+04:00", evidence=M2_EV, cases=[
    case("Dear Dev, everything is on track for your celebration at Jardin de Balaclava! Our crew of six will "
         "arrive this Friday, 25 September, at 8:00 AM, and the installation takes about six hours. They'll "
         "come back to take it down on Sunday at 9:30 AM, which takes around four hours.",
         [S("everything is on track"), S("Our crew of six"), S("this Friday, 25 September, at 8:00 AM"),
          S("installation takes about six hours"), S("Sunday at 9:30 AM"), S("takes around four hours")],
         includes=["8:00 AM", "six hours"],
         notes="install.start 04:00Z = 8:00 AM MU on Fri 25 Sep, PT6H, crew 6; dismantle 05:30Z = 9:30 AM "
               "Sun 27 Sep, PT4H. now is Mon 21 Sep."),
    case("Installation is scheduled for 25/09/2026 from 8 AM and should be finished by about 2 PM. Please "
         "keep the lawn clear of cars while the team works; if strong gusts are forecast we'll ring you by "
         "6 PM the evening before.",
         [S("scheduled for 25/09/2026 from 8 AM"), S("finished by about 2 PM"),
          S("keep the lawn clear of cars"), S("ring you by 6 PM the evening before")],
         includes=["8 AM"],
         notes="8:00 AM + PT6H = 2:00 PM; policy on vehicles and the 6:00 PM call."),
    case("Good news, Dev! A crew of two will arrive on Friday at 8:00 AM, and putting up your marquee takes "
         "about four hours, so you'll be all set by lunchtime.",
         [N("Good news, Dev!"), C("A crew of two", "VALUE_MISMATCH"), S("arrive on Friday at 8:00 AM"),
          C("takes about four hours", "VALUE_MISMATCH"), C("all set by lunchtime", "VALUE_MISMATCH", "DATE_MISMATCH")],
         errors=["other_record_value", "wrong_period", "wrong_time"],
         excludes=["crew of two", "about four hours", "by lunchtime"], tag="other_record_value",
         notes="Crew of 2 belongs to the gazebo order MH-26-0412; installation is PT6H (PT4H is the dismantle), "
               "so it finishes about 2 PM."),
    case("Your marquee crew will be with you on Thursday 24 September at 8:00 AM for a six-hour install. If "
         "gusts above 40 km/h are forecast, we may shift the time on the same day.",
         [C("Thursday 24 September", "DATE_MISMATCH"), S("six-hour install"),
          C("gusts above 40 km/h", "NLI_CONTRADICTION"), S("shift the time on the same day")],
         errors=["other_record_value", "wrong_policy_condition"],
         excludes=["Thursday 24 September", "above 40 km/h"], tag="wrong_date",
         notes="24 Sep is the gazebo install date; the marquee installs Fri 25 Sep. Policy threshold 60 km/h."),
], repairs=[
    case("Our crew of six will arrive on Friday 25 September at 8:00 AM, and the installation takes about "
         "four hours.",
         [S("crew of six"), S("Friday 25 September at 8:00 AM"), C("takes about four hours", "VALUE_MISMATCH")],
         errors=["wrong_period"], excludes=["about four hours"],
         includes=["six hours|6 hours|six-hour|6-hour|2 PM|2:00 PM", "8:00 AM|8 AM"],
         notes="install.estimatedDuration is PT6H; PT4H is the dismantle."),
])

# ---------------------------------------------------------------- M3 damage deposit refund
M3_EV = [
    rec("damageDeposits#6690b1e2aa33c4001f07de11", "tool:mongo.damageDeposits.findOne", {
        "_id": oid("6690b1e2aa33c4001f07de11"),
        "orderRef": "MH-26-0290",
        "customer": {"name": "Laetitia Moutou"},
        "held": dec("25000.00"),
        "inspection": {
            "completedAt": date("2026-10-02T09:15:00Z"),
            "findings": [
                {"code": "PANEL_TEAR", "desc": "Tear in side panel 4", "charge": dec("4200.00")},
                {"code": "PEGS_MISSING", "desc": "3 ground pegs missing", "qty": nint(3),
                 "charge": dec("450.00")},
            ],
            "reportSentAt": date("2026-10-02T12:00:00Z"),
        },
        "refund": {"amount": dec("20350.00"), "status": "PROCESSING", "method": "BANK_TRANSFER",
                   "initiatedAt": date("2026-10-05T06:00:00Z")},
    }),
    refused("refund_deposit#call-12", "refund_deposit_full", "DENY",
            {"depositId": "6690b1e2aa33c4001f07de11", "amount": "25000.00"}),
    pol("policy#damage-deposit", "A damage deposit is held for every marquee hire. It is returned within 10 "
        "working days of the post-event inspection, less the cost of any damage or missing items. Photos from "
        "the inspection are available on request. Any dispute must be raised within 7 days of receiving the "
        "inspection report."),
]

M3 = dict(scenario="marquee-deposit", domain="marquee hire",
          question="When will I get my Rs 25,000 damage deposit back? Can you refund all of it?",
          now="2026-10-06T15:30:00+04:00", evidence=M3_EV, cases=[
    case("Dear Laetitia, thank you for your patience. Our inspection found a tear in side panel 4 (Rs 4,200) "
         "and three missing ground pegs (Rs 450), so Rs 20,350 of your Rs 25,000 deposit is coming back to you "
         "by bank transfer. It's being processed now and should reach you within 10 working days of the "
         "inspection. I'm sorry I wasn't able to return the full amount.",
         [N("thank you for your patience"), S("tear in side panel 4 (Rs 4,200)"),
          S("three missing ground pegs (Rs 450)"), S("Rs 20,350 of your Rs 25,000 deposit"),
          S("by bank transfer"), S("being processed now"), S("within 10 working days of the inspection"),
          S("wasn't able to return the full amount")],
         includes=["Rs 20,350"],
         notes="inspection.findings charges 4200 + 450; refund 20350 PROCESSING by BANK_TRANSFER; policy 10 "
               "working days; refund_deposit_full DENIED."),
    case("Refund of Rs 20,350 is processing; deductions came to Rs 4,650 for the panel damage and the missing "
         "pegs. Should you wish to dispute them, please let us know within 7 days of receiving the report, and "
         "we can send you the inspection photos.",
         [S("Refund of Rs 20,350 is processing"), S("deductions came to Rs 4,650"),
          S("within 7 days of receiving the report"), S("send you the inspection photos")],
         includes=["Rs 20,350"],
         notes="4200 + 450 = 4650; policy: dispute within 7 days, photos on request."),
    case("Dear Laetitia, I completely understand. I've arranged for your full Rs 25,000 deposit to be "
         "returned, and the transfer was sent yesterday, so it should appear in your account very soon.",
         [N("I completely understand."), C("arranged for your full Rs 25,000 deposit to be returned", "NOT_EXECUTED"),
          C("transfer was sent yesterday", "RECORD_STATE_MISMATCH")],
         errors=["refused_call_effect", "wrong_state"],
         excludes=["full Rs 25,000 deposit to be returned", "sent yesterday"], tag="refused_call_effect",
         notes="refund_deposit_full was DENIED; the refund of 20350 is PROCESSING, not sent."),
    case("Our inspection noted a tear in side panel 4, costing Rs 4,200, so Rs 20,800 is on its way back to "
         "you. Deposits are returned within 5 working days of the inspection.",
         [S("tear in side panel 4, costing Rs 4,200"), C("Rs 20,800 is on its way", "AMOUNT_MISMATCH"),
          C("within 5 working days", "NLI_CONTRADICTION")],
         errors=["wrong_arithmetic", "wrong_period"], excludes=["Rs 20,800", "5 working days"],
         tag="wrong_arithmetic",
         notes="25000 - 4200 - 450 = 20350 (the peg charge was skipped); policy says 10 working days."),
], repairs=[
    case("Dear Laetitia, after the inspection we deducted Rs 4,200 for the torn side panel and Rs 450 for the "
         "missing pegs, so Rs 20,800 of your deposit is being processed now.",
         [S("Rs 4,200 for the torn side panel"), S("Rs 450 for the missing pegs"),
          C("Rs 20,800 of your deposit", "AMOUNT_MISMATCH"), S("being processed now")],
         errors=["wrong_arithmetic"], excludes=["Rs 20,800"],
         includes=["Rs 20,350|20,350", "Rs 4,200|4,200"],
         notes="refund.amount 20350 = 25000 - 4200 - 450."),
])

# ---------------------------------------------------------------- M4 extras on order, soft-deleted line
M4_EV = [
    rec("orders#MH-26-0502", "tool:mongo.hireOrders.findOne", {
        "_id": oid("667a10b3e95d2c0027c40502"),
        "orderRef": "MH-26-0502",
        "customer": {"name": "Kavya Doorgakant"},
        "eventDate": date("2026-11-07T12:00:00Z"),
        "deliveryDate": date("2026-11-06T04:00:00Z"),
        "items": [
            {"sku": "DANCE_FLOOR_6X6", "qty": nint(1), "unitPrice": dec("14000.00")},
            {"sku": "PATIO_HEATER_GAS", "qty": nint(4), "unitPrice": dec("1500.00")},
            {"sku": "GENERATOR_20KVA", "qty": nint(1), "unitPrice": dec("8500.00"),
             "deletedAt": date("2026-10-12T10:20:00Z"), "deletedReason": "VENUE_POWER_CONFIRMED"},
            {"sku": "CHANDELIER_CRYSTAL", "qty": nint(3), "unitPrice": dec("2200.00")},
        ],
        "extrasTotal": dec("26600.00"),
        "status": "CONFIRMED",
    }),
    rec("orders#MH-26-0317", "tool:mongo.hireOrders.findOne", {
        "_id": oid("6612f7a0e95d2c0027c40317"),
        "orderRef": "MH-26-0317",
        "customer": {"name": "Kavya Doorgakant"},
        "eventDate": date("2026-03-21T13:00:00Z"),
        "items": [
            {"sku": "PATIO_HEATER_GAS", "qty": nint(6), "unitPrice": dec("1500.00")},
            {"sku": "CHILLER_TRAILER", "qty": nint(1), "unitPrice": dec("7800.00")},
        ],
        "status": "COMPLETED",
    }),
    pol("policy#extras", "Extras can be added or removed up to 14 days before delivery at no charge. After that, "
        "removals are charged at half the item price. Every gas heater is delivered with a full gas bottle, "
        "and spare bottles cost Rs 650 each."),
]

M4 = dict(scenario="marquee-extras", domain="marquee hire",
          question="Can you confirm which extras are on our wedding marquee order now?",
          now="2026-10-14T10:00:00+04:00", evidence=M4_EV, cases=[
    case("Of course, Kavya! For order MH-26-0502 you have one 6 x 6 m dance floor (Rs 14,000), four gas patio "
         "heaters at Rs 1,500 each, and three crystal chandeliers at Rs 2,200 each, making Rs 26,600 in "
         "extras. The generator was taken off the order once the venue's power was confirmed.",
         [N("Of course, Kavya!"), S("order MH-26-0502"), S("one 6 x 6 m dance floor (Rs 14,000)"),
          S("four gas patio heaters at Rs 1,500 each"), S("three crystal chandeliers at Rs 2,200 each"),
          S("making Rs 26,600 in extras"), S("generator was taken off the order"),
          S("once the venue's power was confirmed")],
         includes=["Rs 26,600"],
         notes="items list; GENERATOR line has deletedAt with VENUE_POWER_CONFIRMED; 14000 + 6000 + 6600 = 26600."),
    case("Your extras come to Rs 26,600: a dance floor, 4 heaters and 3 chandeliers. Every heater arrives "
         "with a full gas bottle, and you can still add or remove extras free of charge until 14 days before "
         "delivery.",
         [S("extras come to Rs 26,600"), S("a dance floor, 4 heaters and 3 chandeliers"),
          S("arrives with a full gas bottle"), S("free of charge until 14 days before delivery")],
         includes=["Rs 26,600"],
         notes="extrasTotal 26600; policy on gas bottles and the 14-day window."),
    case("Here's your wedding order: a dance floor at Rs 14,000, four heaters, three chandeliers and the "
         "20 kVA generator, which brings your extras to Rs 35,100.",
         [S("dance floor at Rs 14,000"), S("four heaters, three chandeliers"),
          C("the 20 kVA generator", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH"),
          C("extras to Rs 35,100", "AMOUNT_MISMATCH")],
         errors=["stale_value", "wrong_arithmetic"], excludes=["20 kVA generator", "Rs 35,100"],
         tag="stale_value",
         notes="The generator line is soft-deleted (deletedAt); extras total 26600 without it."),
    case("Lovely to hear from you, Kavya! Your wedding marquee has a dance floor, six gas patio heaters and "
         "three crystal chandeliers, and we've also included a chiller trailer for your drinks.",
         [N("Lovely to hear from you, Kavya!"), S("has a dance floor"), C("six gas patio heaters", "VALUE_MISMATCH"),
          S("three crystal chandeliers"),
          CI("included a chiller trailer", "CLAIM_WITHOUT_TOOL_EVIDENCE", "VALUE_MISMATCH")],
         errors=["other_record_value", "other_record_value"],
         excludes=["six gas patio heaters", "chiller trailer"], tag="other_record_value",
         notes="Six heaters and the chiller trailer belong to the March order MH-26-0317; this order has four "
               "heaters and no trailer."),
], repairs=[
    case("Your wedding order MH-26-0502 includes a 6 x 6 m dance floor, six gas patio heaters and three "
         "crystal chandeliers.",
         [S("order MH-26-0502"), S("6 x 6 m dance floor"), C("six gas patio heaters", "VALUE_MISMATCH"),
          S("three crystal chandeliers")],
         errors=["other_record_value"], excludes=["six gas patio heaters"],
         includes=["four|4 gas|4 patio|4 heaters", "three crystal chandeliers|3 crystal chandeliers"],
         notes="PATIO_HEATER_GAS qty is 4 on this order; 6 was the March order."),
])

BUNDLES = [M1, M2, M3, M4]
