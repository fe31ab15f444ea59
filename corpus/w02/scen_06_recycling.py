from lib import *

DOM = "household recycling collection"
SIGN = "Halden Vale Waste Services"

# ---------------------------------------------------------------- S22 missed blue bin
s = Scenario("recyc-missed-bin", DOM, "You didn't empty my blue bin yesterday. When will you come back for it?",
    [
        rec("get_missed_report#MISSED-2026-04812", "tool:get_missed_report", {
            "data": {"type": "missed-collection-reports", "id": "MISSED-2026-04812",
                     "attributes": {"bin-stream": "RECYCLING", "bin-colour": "BLUE", "scheduled-date": "2026-02-09",
                                    "reported-at": "2026-02-09T18:30:00Z", "crew-outcome": "MISSED_BY_CREW",
                                    "status": "RETURN_SCHEDULED", "return-date": "2026-02-11"},
                     "relationships": {"property": {"data": {"type": "properties", "id": "UPRN-100090331842"}}}},
            "included": [
                {"type": "properties", "id": "UPRN-100090331842",
                 "attributes": {"occupier-name": "Mr Alun Pritchard", "collection-round": "MON-B",
                                "next-collections": [{"bin-stream": "GENERAL_WASTE", "date": "2026-02-16"},
                                                     {"bin-stream": "RECYCLING", "date": "2026-02-23"}]}}]}),
        rec("list_missed_reports#UPRN-100090331842", "tool:list_missed_reports", {
            "data": [
                {"type": "missed-collection-reports", "id": "MISSED-2025-19933",
                 "attributes": {"bin-stream": "GARDEN", "scheduled-date": "2025-10-06",
                                "crew-outcome": "BIN_NOT_PRESENTED", "status": "CLOSED_NO_RETURN"}},
                {"type": "missed-collection-reports", "id": "MISSED-2026-04812",
                 "attributes": {"bin-stream": "RECYCLING", "scheduled-date": "2026-02-09",
                                "crew-outcome": "MISSED_BY_CREW", "status": "RETURN_SCHEDULED"}}]}),
        pol("policy#missed-collections",
            "Please put your bins out by 06:30 on collection day. If we miss a collection, we will return within two "
            "working days of your report. If the crew records that a bin was not presented, we will not return, and "
            "the bin will be emptied on the next scheduled collection. Extra recycling can be left beside your blue "
            "bin in a clear bag."),
    ], now="2026-02-10T09:00:00+00:00")

s.ok("Dear Mr Pritchard, I am sorry that your blue recycling bin was missed on Monday. We have arranged a return "
     "collection for tomorrow, Wednesday 11 February. Please leave the bin out until it has been emptied. Your next "
     "regular recycling collection is on Monday 23 February.\n\nKind regards,\n" + SIGN,
     [NA("I am sorry that your blue recycling bin was missed"),
      S("We have arranged a return collection for tomorrow, Wednesday 11 February"),
      S("Your next regular recycling collection is on Monday 23 February")],
     ["11 February", "23 February"],
     "status RETURN_SCHEDULED, return-date 2026-02-11 (tomorrow from 10 Feb); next RECYCLING date 2026-02-23.")

s.ok("Mr Pritchard — your report MISSED-2026-04812 is booked for a return visit on 11/02/2026, which is within our "
     "two-working-day target. Halden Vale Waste Services",
     [S("your report MISSED-2026-04812 is booked for a return visit on 11/02/2026"),
      S("within our two-working-day target")],
     ["MISSED-2026-04812", "11/02/2026"],
     "return-date 2026-02-11; report 9 Feb evening, return 2 working days later; policy two working days.")

s.ok("Dear Mr Pritchard,\n\nThank you for reporting this. Our crew has recorded that your blue bin was missed on their "
     "side, so a return collection has been booked for Wednesday. If you have more recycling than fits in the bin, you "
     "may leave it beside the bin in a clear bag.\n\nYours sincerely,\n" + SIGN,
     [NA("Thank you for reporting this"), S("Our crew has recorded that your blue bin was missed on their side"),
      S("a return collection has been booked for Wednesday"), S("leave it beside the bin in a clear bag")],
     ["Wednesday"],
     "crew-outcome MISSED_BY_CREW; return-date 11 Feb is a Wednesday; policy on extra recycling.")

s.bad("Dear Mr Pritchard, I am sorry for the inconvenience. Our crew recorded that your bin was not presented on Monday, "
      "so we are unable to return, and it will be emptied on your next scheduled collection.\n\nKind regards,\n" + SIGN,
      [NA("I am sorry for the inconvenience"),
       X("Our crew recorded that your bin was not presented on Monday", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH"),
       X("so we are unable to return", "RECORD_STATE_MISMATCH")],
      ["other_record_value", "wrong_state"], ["bin was not presented", "unable to return"],
      "BIN_NOT_PRESENTED belongs to the old garden-waste report MISSED-2025-19933; this report is MISSED_BY_CREW with RETURN_SCHEDULED.")

s.bad("Dear Mr Pritchard, I am sorry that your blue bin was missed. A return collection has been arranged for Thursday "
      "12 February, and your next regular recycling collection will be on Monday 16 February.\n\nKind regards,\n" + SIGN,
      [NA("I am sorry that your blue bin was missed"),
       X("Thursday 12 February", "DATE_MISMATCH"),
       X("next regular recycling collection will be on Monday 16 February", "DATE_MISMATCH")],
      ["wrong_date", "other_record_value"], ["Thursday 12 February", "Monday 16 February"],
      "return-date is 2026-02-11; 16 February is the general waste date; recycling is 23 February.")

s.fix("Dear Mr Pritchard, your blue bin was missed by our crew, and a return collection is booked for Wednesday 11 "
      "February. We aim to return to missed bins within five working days.\n\nKind regards,\n" + SIGN,
      [S("your blue bin was missed by our crew"), S("a return collection is booked for Wednesday 11 February"),
       X("within five working days", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
      ["wrong_period"], ["within five working days"], ["two working days|2 working days", "11 February"],
      "Policy: return within two working days of the report.")

s.fix("Dear Mr Pritchard, your blue bin was missed by our crew on Monday, and a return collection is booked for "
      "Wednesday 11 February. Your next regular recycling collection is on 16 February.\n\nKind regards,\n" + SIGN,
      [S("your blue bin was missed by our crew on Monday"), S("a return collection is booked for Wednesday 11 February"),
       X("Your next regular recycling collection is on 16 February", "DATE_MISMATCH")],
      ["other_record_value"], ["is on 16 February"], ["23 February|23/02", "11 February"],
      "next RECYCLING date is 2026-02-23; 16 February is the general waste collection.")

# ---------------------------------------------------------------- S23 garden waste subscription
s = Scenario("recyc-garden-waste", DOM,
    "Have I paid for both my garden waste bins this year? How much was it, and have the stickers been sent?",
    [
        rec("get_subscription#GW-SUB-55871", "tool:get_subscription", {
            "data": {"type": "garden-subscriptions", "id": "GW-SUB-55871",
                     "attributes": {"season": "2026-27", "status": "ACTIVE", "bin-count": 2,
                                    "starts-at": "2026-03-31T23:00:00Z", "ends-at": "2027-03-31T22:59:59Z",
                                    "collection-weekday": "THURSDAY", "collection-frequency": "FORTNIGHTLY",
                                    "line-items": [{"description": "FIRST_BIN", "amount-pence": 5200},
                                                   {"description": "ADDITIONAL_BIN", "amount-pence": 2600}],
                                    "total-pence": 7800, "payment-status": "PAID", "paid-at": "2026-03-16T12:41:00Z"},
                     "relationships": {"stickers": {"data": {"type": "sticker-dispatches", "id": "STK-77410"}},
                                       "previous": {"data": {"type": "garden-subscriptions", "id": "GW-SUB-49102"}}}},
            "included": [
                {"type": "sticker-dispatches", "id": "STK-77410",
                 "attributes": {"status": "DISPATCHED", "dispatched-at": "2026-03-20T08:00:00Z", "sticker-count": 2}},
                {"type": "garden-subscriptions", "id": "GW-SUB-49102",
                 "attributes": {"season": "2025-26", "status": "EXPIRED", "bin-count": 2, "total-pence": 7400}}],
            "meta": {"subscriber-name": "Mrs Joan Feltham"}}),
        pol("policy#garden-waste",
            "Subscriptions run from 1 April to 31 March and are not refundable after the first collection. A garden "
            "waste subscription costs £52.00 a year for the first bin; each additional bin costs £26.00. Collections "
            "are fortnightly, except in December and January, when they are monthly. Stickers for each bin are posted "
            "within 10 working days of payment."),
    ], now="2026-03-24T10:30:00+00:00")

s.ok("Dear Mrs Feltham, yes, your garden waste subscription for 2026–27 covers both of your bins. You paid £78.00 in "
     "total: £52.00 for the first bin and £26.00 for the second. The bin stickers were posted on 20 March. Your "
     "subscription runs from 1 April 2026 to 31 March 2027, and collections are every other Thursday.\n\n"
     "Kind regards,\n" + SIGN,
     [S("your garden waste subscription for 2026–27 covers both of your bins"), S("You paid £78.00 in total"),
      S("£52.00 for the first bin and £26.00 for the second"), S("The bin stickers were posted on 20 March"),
      S("runs from 1 April 2026 to 31 March 2027"), S("collections are every other Thursday")],
     ["£78.00", "20 March"],
     "GW-SUB-55871 bin-count 2, PAID, total 7800p with line items 5200 + 2600; STK-77410 DISPATCHED 20 March; dates in local time; THURSDAY FORTNIGHTLY.")

s.ok("Mrs Feltham — both bins are paid for (£78.00 for the 2026–27 season), and two stickers went out in the post on "
     "20/03/2026. Halden Vale Waste Services",
     [S("both bins are paid for (£78.00 for the 2026–27 season)"), S("two stickers went out in the post on 20/03/2026")],
     ["£78.00"],
     "total-pence 7800 PAID; sticker-count 2, dispatched 2026-03-20.")

s.ok("Dear Mrs Feltham,\n\nThank you for renewing. This season's subscription costs £4.00 more than last year's £74.00, "
     "for the same two bins. Please note that collections are monthly rather than fortnightly in December and January, "
     "and that subscriptions cannot be refunded once the first collection has taken place.\n\nYours sincerely,\n" + SIGN,
     [NA("Thank you for renewing"), S("costs £4.00 more than last year's £74.00"), S("for the same two bins"),
      S("collections are monthly rather than fortnightly in December and January"),
      S("subscriptions cannot be refunded once the first collection has taken place")],
     ["£74.00"],
     "7800 - 7400 = 400p; GW-SUB-49102 bin-count 2, total 7400p; policy on winter frequency and refunds.")

s.bad("Dear Mrs Feltham, yes, both of your garden bins are covered for 2026–27. You paid £74.00 in total, and the stickers "
      "were posted on 20 March.\n\nKind regards,\n" + SIGN,
      [S("both of your garden bins are covered for 2026–27"), X("You paid £74.00 in total", "AMOUNT_MISMATCH"),
       S("the stickers were posted on 20 March")],
      ["stale_value"], ["paid £74.00"],
      "£74.00 was the 2025-26 subscription (GW-SUB-49102, EXPIRED); this season's total-pence is 7800.")

s.bad("Dear Mrs Feltham, both of your bins are covered for 2026–27 at £52.00 for each bin. Collections are fortnightly "
      "on Thursdays throughout the year.\n\nKind regards,\n" + SIGN,
      [S("both of your bins are covered for 2026–27"), X("at £52.00 for each bin", "AMOUNT_MISMATCH", "NLI_CONTRADICTION"),
       X("fortnightly on Thursdays throughout the year", "NLI_CONTRADICTION")],
      ["wrong_amount", "wrong_policy_condition"], ["£52.00 for each bin", "throughout the year"],
      "The second bin is £26.00 (line item ADDITIONAL_BIN 2600p); collections are monthly in December and January.")

s.fix("Dear Mrs Feltham, both bins are covered for 2026–27 and you paid £78.00. Your stickers have not been sent yet, but "
      "they will be posted within 10 working days of payment.\n\nKind regards,\n" + SIGN,
      [S("both bins are covered for 2026–27 and you paid £78.00"),
       X("Your stickers have not been sent yet", "RECORD_STATE_MISMATCH"),
       S("posted within 10 working days of payment")],
      ["wrong_state"], ["have not been sent yet"], ["20 March|20/03|posted on|were sent|dispatched", "£78.00"],
      "STK-77410 status DISPATCHED on 2026-03-20.")

# ---------------------------------------------------------------- S24 bulky waste: add item refused
s = Scenario("recyc-bulky", DOM, "Can I add a wardrobe to tomorrow's bulky waste collection?",
    [
        rec("get_bulky_booking#BULK-88107", "tool:get_bulky_booking", {
            "data": {"type": "bulky-bookings", "id": "BULK-88107",
                     "attributes": {"status": "BOOKED", "collection-date": "2026-06-16",
                                    "items": [{"code": "SOFA_3_SEATER", "units": 1},
                                              {"code": "FRIDGE_FREEZER", "units": 2},
                                              {"code": "MATTRESS_DOUBLE", "units": 1}],
                                    "item-units": 4, "fee-pence": 3100, "payment-status": "PAID",
                                    "amend-deadline": "2026-06-12T16:00:00Z"},
                     "relationships": {"resident": {"data": {"type": "residents", "id": "RES-HV-20433"}}}},
            "included": [
                {"type": "residents", "id": "RES-HV-20433", "attributes": {"name": "Ms Priscilla Danjuma"}}]}),
        ref("add_bulky_item#BULK-88107", "add_bulky_item", "DENY",
            {"booking-id": "BULK-88107", "item-code": "WARDROBE_DOUBLE", "reason": "AMEND_WINDOW_CLOSED"}),
        pol("policy#bulky-waste",
            "Items must be outside your property by 07:00 on the collection day. Bulky waste collections cost £25.00 "
            "for up to three items and £6.00 for each further item, up to a maximum of eight items. A fridge or "
            "freezer counts as two items. Bookings can be changed or added to up to two working days before the "
            "collection."),
    ], now="2026-06-15T10:00:00+01:00")

s.ok("Dear Ms Danjuma, thank you for getting in touch. I am sorry, but I was unable to add the wardrobe, because changes "
     "can only be made up to two working days before the collection. Your collection of a sofa, a fridge freezer and a "
     "double mattress is still booked for tomorrow, Tuesday 16 June, and the fee of £31.00 has been paid. Please have "
     "the items outside by 07:00.\n\nKind regards,\n" + SIGN,
     [NA("thank you for getting in touch"), S("I was unable to add the wardrobe"),
      S("changes can only be made up to two working days before the collection"),
      S("a sofa, a fridge freezer and a double mattress is still booked"),
      S("for tomorrow, Tuesday 16 June"), S("the fee of £31.00 has been paid"), S("outside by 07:00")],
     ["£31.00", "16 June"],
     "add_bulky_item DENY (AMEND_WINDOW_CLOSED); policy; BULK-88107 items, BOOKED for 2026-06-16, fee 3100p PAID; policy 07:00.")

s.ok("Dear Ms Danjuma,\n\nThe wardrobe could not be added, as the deadline for changes has passed. For reference, your "
     "fee of £31.00 reflects the fridge freezer counting as two items: £25.00 covers the first three items and £6.00 "
     "the fourth.\n\nYours sincerely,\n" + SIGN,
     [S("The wardrobe could not be added"), S("the deadline for changes has passed"),
      S("your fee of £31.00 reflects the fridge freezer counting as two items"),
      S("£25.00 covers the first three items and £6.00 the fourth")],
     ["£31.00"],
     "DENY; amend-deadline 12 June passed; item-units 4; policy £25.00 + £6.00.")

s.bad("Dear Ms Danjuma, thank you for getting in touch. I have added the wardrobe to your collection tomorrow, and the "
      "new total of £37.00 has been noted on your booking.\n\nKind regards,\n" + SIGN,
      [NA("thank you for getting in touch"), X("I have added the wardrobe to your collection tomorrow", "NOT_EXECUTED"),
       X("the new total of £37.00", "AMOUNT_MISMATCH", "NOT_EXECUTED")],
      ["refused_call_effect", "refused_call_effect"], ["added the wardrobe", "new total of £37.00"],
      "add_bulky_item was DENIED; fee-pence stays 3100.")

s.bad("Dear Ms Danjuma, I am sorry, but the wardrobe cannot be added at this stage. Your three items are booked for "
      "tomorrow at a cost of £25.00, which has been paid. Please put them out by 06:00.\n\nKind regards,\n" + SIGN,
      [S("the wardrobe cannot be added at this stage"), S("Your three items are booked for tomorrow"),
       X("at a cost of £25.00", "AMOUNT_MISMATCH"), X("put them out by 06:00", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
      ["wrong_arithmetic", "wrong_time"], ["cost of £25.00", "by 06:00"],
      "fee-pence 3100 because the fridge freezer counts as two units (4 units); policy says 07:00.")

s.fix("Dear Ms Danjuma, I was unable to add the wardrobe, as changes must be made two working days before collection. "
      "Your sofa, fridge freezer and mattress will be collected on Wednesday 17 June, and the £31.00 fee has been paid."
      "\n\nKind regards,\n" + SIGN,
      [S("I was unable to add the wardrobe"), S("changes must be made two working days before collection"),
       X("collected on Wednesday 17 June", "DATE_MISMATCH"), S("the £31.00 fee has been paid")],
      ["wrong_date"], ["Wednesday 17 June"], ["16 June|Tuesday|16/06", "£31.00"],
      "collection-date is 2026-06-16, a Tuesday.")

# ---------------------------------------------------------------- S25 replacement bin
s = Scenario("recyc-replacement-bin", DOM,
    "Your lorry split my black bin. Will I be charged for a new one, and when will it arrive?",
    [
        rec("list_bin_orders#UPRN-100090558127", "tool:list_bin_orders", {
            "data": [
                {"type": "bin-orders", "id": "BIN-ORD-30877",
                 "attributes": {"bin-type": "GENERAL_WASTE_240L", "reason": "DAMAGED_BY_CREW", "charge-pence": 0,
                                "status": "ORDERED", "ordered-at": "2026-09-25T14:12:00Z", "deliver-by": "2026-10-09",
                                "remove-old-bin": True}},
                {"type": "bin-orders", "id": "BIN-ORD-29140",
                 "attributes": {"bin-type": "RECYCLING_240L", "reason": "LOST", "charge-pence": 2800,
                                "status": "DELIVERED", "ordered-at": "2025-05-12T09:30:00Z",
                                "delivered-at": "2025-05-21T11:00:00Z"}}],
            "meta": {"occupier-name": "Mr Hamish Okonkwo-Reid"}}),
        pol("policy#replacement-bins",
            "Replacement bins cost £28.00 including delivery. There is no charge if our crew damaged your bin, or if "
            "it was stolen and you give us a crime reference number. Replacement bins are delivered within 10 working "
            "days of the order. The old bin is taken away when the new one is delivered, unless you ask us to leave it."),
    ], now="2026-09-25T16:00:00+01:00")

s.ok("Dear Mr Okonkwo-Reid, I am sorry that your bin was damaged during collection. A replacement 240-litre general "
     "waste bin has been ordered for you, and as the damage was caused by our crew, there is no charge. It will be "
     "delivered by Friday 9 October, and the damaged bin will be taken away at the same time.\n\nKind regards,\n" + SIGN,
     [NA("I am sorry that your bin was damaged"), S("A replacement 240-litre general waste bin has been ordered"),
      S("there is no charge"), S("delivered by Friday 9 October"), S("the damaged bin will be taken away")],
     ["9 October", "no charge"],
     "BIN-ORD-30877 GENERAL_WASTE_240L, DAMAGED_BY_CREW, charge 0, ORDERED, deliver-by 2026-10-09 (Friday), remove-old-bin true.")

s.ok("Mr Okonkwo-Reid — replacement bins normally cost £28.00, but yours is free because our crew damaged the old one. "
     "It is due within 10 working days, so by 09/10/2026. Halden Vale Waste Services",
     [S("replacement bins normally cost £28.00"), S("yours is free because our crew damaged the old one"),
      S("It is due within 10 working days, so by 09/10/2026")],
     ["£28.00", "09/10/2026"],
     "Policy price and crew-damage exemption; charge-pence 0; deliver-by 2026-10-09 = 10 working days from Friday 25 Sept.")

s.ok("Dear Mr Okonkwo-Reid,\n\nThank you for letting us know. Your new general waste bin (order BIN-ORD-30877) has been placed "
     "free of charge and will arrive within ten working days. If you would like to keep the old bin, please tell us, as "
     "otherwise it will be collected when the new one is delivered.\n\nYours sincerely,\n" + SIGN,
     [NA("Thank you for letting us know"), S("Your new general waste bin (order BIN-ORD-30877) has been placed free of charge"),
      S("will arrive within ten working days"), S("otherwise it will be collected when the new one is delivered")],
     ["BIN-ORD-30877"],
     "BIN-ORD-30877 charge 0; policy 10 working days and removal unless asked.")

s.bad("Dear Mr Okonkwo-Reid, I am sorry that your bin was damaged. A replacement general waste bin has been ordered, and a "
      "charge of £28.00 applies, including delivery. It will arrive by Friday 9 October.\n\nKind regards,\n" + SIGN,
      [NA("I am sorry that your bin was damaged"), S("A replacement general waste bin has been ordered"),
       X("a charge of £28.00 applies", "AMOUNT_MISMATCH", "NLI_CONTRADICTION"),
       S("It will arrive by Friday 9 October")],
      ["other_record_value"], ["a charge of £28.00 applies"],
      "charge-pence of BIN-ORD-30877 is 0 (crew damage); £28.00 was charged on the older LOST order BIN-ORD-29140.")

s.bad("Dear Mr Okonkwo-Reid, a replacement 240-litre bin has been ordered free of charge and will be delivered by Friday "
      "2 October. We will also bring a spare recycling box with it at no extra cost.\n\nKind regards,\n" + SIGN,
      [S("a replacement 240-litre bin has been ordered free of charge"),
       X("delivered by Friday 2 October", "DATE_MISMATCH"),
       XI("We will also bring a spare recycling box", "CLAIM_WITHOUT_TOOL_EVIDENCE", "NO_POLICY_EVIDENCE")],
      ["wrong_date", "unrecorded_extra"], ["Friday 2 October", "spare recycling box"],
      "deliver-by is 2026-10-09; no recycling box is in any order record.")

s.fix("Dear Mr Okonkwo-Reid, a replacement 180-litre general waste bin has been ordered free of charge and will be "
      "delivered by Friday 9 October.\n\nKind regards,\n" + SIGN,
      [X("a replacement 180-litre general waste bin", "VALUE_MISMATCH"),
       S("delivered by Friday 9 October")],
      ["wrong_value"], ["180-litre"], ["240", "9 October"],
      "bin-type is GENERAL_WASTE_240L.")
