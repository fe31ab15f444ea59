# ---------------- scuba diving centre ----------------
DOM_SCUBA = "scuba-diving centre"

scen("scuba-discover", DOM_SCUBA, [
    rec("get_reservation#PDD-5512", {
        "@context": "https://schema.org", "@type": "Reservation", "reservationId": "PDD-5512",
        "reservationStatus": SO + "ReservationConfirmed",
        "underName": {"@type": "Person", "name": "Anjali Gurung", "email": "anjali.g@example.com"},
        "reservationFor": {"@type": "Event", "name": "Discover Scuba - pool session and lake dive",
                           "startDate": "2026-05-14T08:00:00+05:45", "endDate": "2026-05-14T11:30:00+05:45",
                           "duration": "PT3H30M",
                           "location": {"@type": "Place", "name": "Phewa Deep Dive Centre, Lakeside Pokhara"}},
        "partySize": 2, "totalPrice": "29000.00", "priceCurrency": "NPR",
        "priceSpecification": [{"@type": "UnitPriceSpecification", "price": "14500.00", "priceCurrency": "NPR",
                                "referenceQuantity": {"value": 1, "unitText": "PERSON"},
                                "validFrom": "2026-04-01T00:00:00+05:45",
                                "validThrough": "2026-09-30T23:59:59+05:45"}],
        "bookingTime": "2026-04-20T10:05:00+05:45", "modifiedTime": "2026-04-28T17:40:00+05:45",
        "x-instructor": {"name": "Pasang Sherpa", "certification": "PADI_MSDT"},
        "x-checkin": {"meetTime": "2026-05-14T07:30:00+05:45", "bring": ["SWIMWEAR", "TOWEL", "SIGNED_MEDICAL_FORM"]}},
        source="tool:get_reservation"),
    rec("list_offers#DSD", {"@context": "https://schema.org", "offers": [
        {"@type": "Offer", "sku": "DSD-2025", "price": "12800.00", "priceCurrency": "NPR",
         "validFrom": "2025-10-01", "validThrough": "2026-03-31", "availability": SO + "Discontinued",
         "includes": ["ALL_EQUIPMENT", "POOL_SESSION", "ONE_LAKE_DIVE", "UNDERWATER_PHOTOS"]},
        {"@type": "Offer", "sku": "DSD-2026", "price": "14500.00", "priceCurrency": "NPR",
         "validFrom": "2026-04-01", "validThrough": "2026-09-30", "availability": SO + "InStock",
         "includes": ["ALL_EQUIPMENT", "POOL_SESSION", "ONE_LAKE_DIVE"]}]}, source="tool:list_offers"),
    pol("policy#dive-safety", "Everyone entering the water completes our medical questionnaire first; any 'yes' answer needs a doctor's sign-off before you dive. The minimum age for Discover Scuba is 10 years. Do not fly, paraglide or travel above 2,400 m for at least 18 hours after your last dive. Cancellations made more than 72 hours before the session are refunded in full; later cancellations forfeit 50% of the price.", "2026-03"),
])

Q1 = "Hi! Checking our Discover Scuba booking for two - what time do we meet, how long does it take and what's the total? Also, could we do a tandem paragliding flight the same evening?"
add(1, "scuba-discover", Q1,
    "Namaste Anjali, your Discover Scuba session for two is confirmed for 14/05/2026! Please meet us at the centre at 07:30; the session starts at 08:00 and runs for 3 hours 30 minutes, finishing around 11:30. The total for both of you is Rs 29,000 (Rs 14,500 per person). One safety note: no paragliding for at least 18 hours after your last dive, so the same-evening flight will have to wait. Bring swimwear, a towel and your signed medical form.",
    [S("your Discover Scuba session for two is confirmed for 14/05/2026"), S("meet us at the centre at 07:30"),
     S("the session starts at 08:00"), S("runs for 3 hours 30 minutes"), S("finishing around 11:30"),
     S("The total for both of you is Rs 29,000"), S("Rs 14,500 per person"),
     S("no paragliding for at least 18 hours after your last dive"), S("the same-evening flight will have to wait"),
     S("Bring swimwear, a towel and your signed medical form")],
    includes=["Rs 29,000", "07:30"],
    notes="Reservation PDD-5512: startDate 08:00, duration PT3H30M, meetTime 07:30, totalPrice 29000.00, unit price 14500.00; policy gives the 18-hour no-flying rule.")

add(2, "scuba-discover", Q1,
    "Here's booking PDD-5512 at a glance:\n- Date: Thursday 14 May 2026\n- Meeting time: 07:30 at Phewa Deep Dive Centre, Lakeside\n- In the water: 08:00 to 11:30, three and a half hours in all\n- Divers: 2\n- Total: NPR 29,000\nYour instructor is Pasang Sherpa. Please fill in the medical questionnaire before the day - a 'yes' answer needs a doctor's sign-off. And keep your feet on the ground for 18 hours after the dive: no paragliding that evening.",
    [S("Date: Thursday 14 May 2026"), S("Meeting time: 07:30"), S("In the water: 08:00 to 11:30"),
     S("three and a half hours in all"), S("Divers: 2"), S("Total: NPR 29,000"),
     S("Your instructor is Pasang Sherpa"), S("a 'yes' answer needs a doctor's sign-off"),
     S("keep your feet on the ground for 18 hours after the dive")],
    includes=["NPR 29,000", "Pasang Sherpa"],
    notes="Fields of PDD-5512 (partySize 2, x-instructor.name, PT3H30M); 14/05/2026 is a Thursday; medical and 18-hour rules are in policy#dive-safety.")

add(3, "scuba-discover", Q1,
    "Namaste Anjali! Your session on 14/05 is confirmed, meeting at 07:30 for an 08:00 start. The Discover Scuba price is Rs 12,800 per person, so Rs 25,600 for the two of you. Underwater photos are included in the package as well. Remember: no flying or paragliding for 18 hours after diving.",
    [S("Your session on 14/05 is confirmed"), S("meeting at 07:30 for an 08:00 start"),
     C("Rs 12,800 per person", "AMOUNT_MISMATCH"), C("Rs 25,600 for the two of you", "AMOUNT_MISMATCH"),
     CI("Underwater photos are included in the package", "VALUE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE"),
     S("no flying or paragliding for 18 hours after diving")],
    errors=["stale_value", "wrong_amount", "unlisted_perk"],
    excludes=["Rs 12,800", "Rs 25,600", "Underwater photos are included"],
    notes="12800.00 is the discontinued DSD-2025 offer (validThrough 2026-03-31); the booking's totalPrice is 29000.00; UNDERWATER_PHOTOS is listed only in the old offer, not DSD-2026.", tag="stale")

add(4, "scuba-discover", Q1,
    "Namaste Anjali, your Discover Scuba session for two is confirmed for 14/05/2026! Please meet us at the centre at 07:30; the session runs for 3 hours 30 minutes. The total for both of you is Rs 29,000. Good news on the flight: our rule is 12 hours without flying after a dive, so a late-evening tandem works fine.",
    [S("your Discover Scuba session for two is confirmed for 14/05/2026"), S("meet us at the centre at 07:30"),
     S("the session runs for 3 hours 30 minutes"), S("The total for both of you is Rs 29,000"),
     C("our rule is 12 hours without flying after a dive", "NLI_CONTRADICTION"),
     C("a late-evening tandem works fine", "NLI_CONTRADICTION")],
    errors=["wrong_policy_condition", "wrong_policy_condition"],
    excludes=["12 hours without flying", "a late-evening tandem works fine"],
    notes="policy#dive-safety says at least 18 hours; a dive ending 11:30 rules out a same-evening flight.", tag="policy")

rep(1, "scuba-discover", Q1,
    "Your Discover Scuba dive on 14/05/2026 starts at 08:00 and lasts 3 hours 30 minutes. Please arrive by 08:30 so we can check you in. The total for the two of you is Rs 29,000.",
    [S("Your Discover Scuba dive on 14/05/2026 starts at 08:00"), S("lasts 3 hours 30 minutes"),
     C("Please arrive by 08:30", "DATE_MISMATCH", "VALUE_MISMATCH"), S("Rs 29,000")],
    ["wrong_time"], ["by 08:30"], ["07:30|7:30", "08:00", "Rs 29,000|29,000"],
    "x-checkin.meetTime is 2026-05-14T07:30+05:45, not 08:30.")

# ---------------------------------------------------------------------------
scen("scuba-openwater-balance", DOM_SCUBA, [
    rec("get_order#PDD-OW-7730", {
        "@context": "https://schema.org", "@type": "Order", "orderNumber": "PDD-OW-7730",
        "orderStatus": SO + "OrderPaymentDue", "orderDate": "2026-04-10T12:20:00+05:45",
        "customer": {"@type": "Person", "name": "Rohan Maharjan"},
        "acceptedOffer": {"@type": "Offer", "itemOffered": {"@type": "Course", "name": "PADI Open Water Diver", "timeRequired": "P4D"},
                          "price": "52000.00", "priceCurrency": "NPR"},
        "x-courseDates": {"startDate": "2026-06-08T08:00:00+05:45", "endDate": "2026-06-11T16:00:00+05:45"}},
        source="tool:get_order"),
    rec("get_invoice#INV-7730-A", {
        "@context": "https://schema.org", "@type": "Invoice", "identifier": "INV-7730-A",
        "referencesOrder": "PDD-OW-7730", "paymentStatus": SO + "PaymentDue",
        "totalPaymentDue": {"@type": "MonetaryAmount", "value": "36400.00", "currency": "NPR"},
        "paymentDueDate": "2026-06-01T23:59:00+05:45",
        "x-payments": [{"amountMinor": 1560000, "currency": "NPR", "method": "ESEWA_WALLET",
                        "capturedAt": 1775803500, "state": "CAPTURED", "kind": "DEPOSIT"}]},
        source="tool:get_invoice"),
    rec("get_order#PDD-RN-7741", {
        "@context": "https://schema.org", "@type": "Order", "orderNumber": "PDD-RN-7741",
        "orderStatus": SO + "OrderDelivered", "customer": {"@type": "Person", "name": "Rohan Maharjan"},
        "acceptedOffer": {"@type": "Offer", "itemOffered": {"@type": "Product", "name": "Dive computer rental, course week"},
                          "price": "4200.00", "priceCurrency": "NPR"},
        "partOfInvoice": {"@type": "Invoice", "paymentStatus": SO + "PaymentComplete"}}, source="tool:get_order"),
    pol("policy#course-payments", "A 30% deposit secures your place on a course and becomes non-refundable 14 days before the start date. The remaining balance is due no later than seven days before the first pool session. Balances can be paid by eSewa, bank transfer or card at the centre; card payments carry a 2% surcharge. eLearning access opens once the deposit is received.", "2026-01"),
])

Q2 = "How much do I still owe on my Open Water course, and when is it due?"
add(5, "scuba-openwater-balance", Q2,
    "Hi Rohan! You've paid a deposit of Rs 15,600 towards your PADI Open Water course, which leaves Rs 36,400 of the Rs 52,000 course fee. That balance is due by 01/06/2026, seven days before your first session on 08/06. You can pay by eSewa, bank transfer or card at the centre; cards carry a 2% surcharge.",
    [S("You've paid a deposit of Rs 15,600"), S("which leaves Rs 36,400"), S("of the Rs 52,000 course fee"),
     S("That balance is due by 01/06/2026"), S("seven days before your first session on 08/06"),
     S("You can pay by eSewa, bank transfer or card at the centre"), S("cards carry a 2% surcharge")],
    includes=["Rs 36,400", "01/06/2026"],
    notes="Payment amountMinor 1560000 = Rs 15,600; totalPaymentDue 36400.00; paymentDueDate 2026-06-01; course price 52000.00; methods and surcharge in policy.")

add(6, "scuba-openwater-balance", Q2,
    "Dear Rohan,\n\nThirty-six thousand four hundred rupees remains on invoice INV-7730-A, and it is due on 1 June 2026. Your deposit of fifteen thousand six hundred rupees came in by eSewa on 10 April. The course itself runs from 8 to 11 June.\n\nSee you in the water,\nPasang\nPhewa Deep Dive Centre",
    [S("Thirty-six thousand four hundred rupees remains on invoice INV-7730-A"), S("it is due on 1 June 2026"),
     S("Your deposit of fifteen thousand six hundred rupees"), S("came in by eSewa on 10 April"),
     S("The course itself runs from 8 to 11 June"), NA("See you in the water")],
    includes=["INV-7730-A", "1 June 2026"],
    notes="Invoice totalPaymentDue 36400.00, due 2026-06-01; deposit 1560000 minor, ESEWA_WALLET, capturedAt 1775803500 = 10/04/2026 12:30 NPT; x-courseDates 08/06-11/06.")

add(7, "scuba-openwater-balance", Q2,
    "Hi Rohan, after your Rs 15,600 deposit you have Rs 37,400 left to pay on the Open Water course, due by 01/06/2026. You can settle it by card at the centre with no surcharge, or by eSewa.",
    [S("after your Rs 15,600 deposit"), C("you have Rs 37,400 left to pay", "AMOUNT_MISMATCH"),
     S("due by 01/06/2026"), C("by card at the centre with no surcharge", "NLI_CONTRADICTION"), S("or by eSewa")],
    errors=["wrong_arithmetic", "wrong_policy_condition"],
    excludes=["Rs 37,400", "with no surcharge"],
    notes="52000 - 15600 = 36400 (and totalPaymentDue says 36400.00); the policy puts a 2% surcharge on cards.", tag="arith")

add(8, "scuba-openwater-balance", Q2,
    "Hi Rohan, your course runs from 08/06 to 11/06/2026. The outstanding balance on it is Rs 4,200, due by 01/06/2026.",
    [S("your course runs from 08/06 to 11/06/2026"), C("The outstanding balance on it is Rs 4,200", "AMOUNT_MISMATCH"),
     S("due by 01/06/2026")],
    errors=["other_record_value"], excludes=["Rs 4,200"],
    notes="4200.00 is the price of the separate, already-paid rental order PDD-RN-7741; the course invoice is due 36400.00.", tag="other-order")

rep(2, "scuba-openwater-balance", Q2,
    "Your deposit of Rs 1,560,000 has been received, leaving Rs 36,400 due by 01/06/2026. eLearning access is already open since the deposit is in.",
    [C("Your deposit of Rs 1,560,000 has been received", "AMOUNT_MISMATCH"), S("leaving Rs 36,400 due by 01/06/2026"),
     S("eLearning access is already open since the deposit is in")],
    ["unit_conversion"], ["Rs 1,560,000"], ["Rs 15,600|15,600|15600", "Rs 36,400|36,400", "01/06/2026|1 June"],
    "x-payments[0].amountMinor 1560000 is paisa: Rs 15,600. eLearning opens once the deposit is received (policy).")

# ---------------------------------------------------------------------------
scen("scuba-lake-cancel", DOM_SCUBA, [
    rec("get_reservation#PDD-5620", {
        "@context": "https://schema.org", "@type": "Reservation", "reservationId": "PDD-5620",
        "reservationStatus": SO + "ReservationCancelled",
        "underName": {"@type": "Person", "name": "Kiran Thapa"},
        "reservationFor": {"@type": "Event", "name": "Fun Dive - Phewa Lake (2 tanks)",
                           "startDate": "2026-05-09T09:00:00+05:45", "duration": "PT4H"},
        "totalPrice": "9800.00", "priceCurrency": "NPR", "modifiedTime": "2026-05-08T18:10:00+05:45",
        "x-cancellation": {"initiatedBy": "OPERATOR", "reasonCode": "LOW_VISIBILITY",
                           "note": "visibility under 2 m after rain"}}, source="tool:get_reservation"),
    rec("get_refund#RF-5620-1", {
        "@context": "https://schema.org", "@type": "RefundAction", "identifier": "RF-5620-1",
        "object": {"@id": "#PDD-5620"}, "price": "9800.00", "priceCurrency": "NPR",
        "actionStatus": SO + "ActiveActionStatus", "startTime": 1778243400,
        "x-method": "CARD_REVERSAL", "x-cardLast4": "4417"}, source="tool:get_refund"),
    rec("list_offers#fun-dive", {"@context": "https://schema.org", "@type": "Offer", "sku": "FUN-2T",
        "price": "9800.00", "priceCurrency": "NPR", "availabilityStarts": "2026-05-16T09:00:00+05:45",
        "inventoryLevel": {"value": 3}}, source="tool:list_offers"),
    pol("policy#operator-cancel", "Lake conditions decide whether we dive. If we cancel a dive for conditions, you choose either a full refund or a free move to any date within 60 days. Card refunds leave us the same day but can take 5-10 working days to appear on your statement. Customer cancellations follow the 72-hour rule.", "2026-02"),
])

Q3 = "You cancelled my fun dive on Saturday - has my refund gone through yet?"
N3 = "2026-05-10T10:00:00+05:45"
add(9, "scuba-lake-cancel", Q3,
    "Sorry the lake let us down, Kiran: visibility dropped under 2 m after the rain, so we called off Saturday's dive. Your refund of Rs 9,800 to the card ending 4417 is in progress. Card refunds can take 5-10 working days to show on your statement. If you'd still like to dive, moves to any date within 60 days are free when we cancel for conditions.",
    [S("visibility dropped under 2 m after the rain"), S("we called off Saturday's dive"),
     S("Your refund of Rs 9,800 to the card ending 4417 is in progress"),
     S("Card refunds can take 5-10 working days to show on your statement"),
     S("moves to any date within 60 days are free when we cancel for conditions")],
    includes=["Rs 9,800", "4417"], now=N3,
    notes="x-cancellation note and reasonCode LOW_VISIBILITY; RefundAction price 9800.00, actionStatus ActiveActionStatus (in progress), x-cardLast4 4417; timing and 60-day move in policy.")

add(10, "scuba-lake-cancel", Q3,
    "Refund RF-5620-1 for Rs 9,800 is under way back to your card ending 4417; it was started on 08/05 at 18:15.",
    [S("Refund RF-5620-1 for Rs 9,800 is under way back to your card ending 4417"),
     S("it was started on 08/05 at 18:15")],
    includes=["RF-5620-1", "Rs 9,800"],
    notes="startTime 1778243400 is 2026-05-08 18:15 in Asia/Kathmandu; ActiveActionStatus = under way.")

add(11, "scuba-lake-cancel", Q3,
    "Hi Kiran, sorry about Saturday's dive. Your refund of Rs 9,800 has been completed and is already back on your card ending 4417. It should show on your statement within 3 working days.",
    [NA("sorry about Saturday's dive"), C("has been completed and is already back on your card", "RECORD_STATE_MISMATCH"),
     C("within 3 working days", "NLI_CONTRADICTION")],
    errors=["wrong_state", "wrong_period"],
    excludes=["has been completed", "within 3 working days"], now=N3,
    notes="actionStatus is ActiveActionStatus (in progress), not completed; policy gives 5-10 working days.", tag="state")

add(12, "scuba-lake-cancel", Q3,
    "Hi Kiran, we had to cancel Saturday's dive because of strong winds on the lake. A refund of Rs 9,800 is in progress to your card ending 4471. Card refunds can take 5-10 working days to reach your statement.",
    [C("because of strong winds on the lake", "VALUE_MISMATCH"), S("A refund of Rs 9,800 is in progress"),
     C("to your card ending 4471", "IDENTIFIER_MISMATCH"), S("Card refunds can take 5-10 working days")],
    errors=["wrong_value", "wrong_id"], excludes=["strong winds", "ending 4471"], now=N3,
    notes="reasonCode LOW_VISIBILITY (visibility under 2 m), not wind; x-cardLast4 is 4417.", tag="reason")

rep(3, "scuba-lake-cancel", Q3,
    "We cancelled Saturday's fun dive because visibility dropped under 2 m. Your refund of Rs 9,800 was completed yesterday and is already back on your card ending 4417.",
    [S("visibility dropped under 2 m"), C("was completed yesterday", "RECORD_STATE_MISMATCH"),
     S("Rs 9,800"), S("card ending 4417")],
    ["wrong_state"], ["was completed yesterday"],
    ["in progress|under way|underway|being processed|processing|on its way", "Rs 9,800|9,800", "4417"],
    "RefundAction actionStatus is ActiveActionStatus: started, not complete.", now=N3)

# ---------------------------------------------------------------------------
scen("scuba-gear-rental", DOM_SCUBA, [
    rec("get_order#PDD-RN-8102", {
        "@context": "https://schema.org", "@type": "Order", "orderNumber": "PDD-RN-8102",
        "orderStatus": SO + "OrderPickupAvailable", "customer": {"@type": "Person", "name": "Mira Shrestha"},
        "orderedItem": [
            {"@type": "OrderItem", "orderQuantity": 2, "orderedItem": {"@type": "Product", "name": "Wetsuit 5 mm", "sku": "WS-5"}, "x-unitPriceMinor": 60000},
            {"@type": "OrderItem", "orderQuantity": 1, "orderedItem": {"@type": "Product", "name": "Dive computer", "sku": "DC-1"}, "x-unitPriceMinor": 150000},
            {"@type": "OrderItem", "orderQuantity": 2, "orderedItem": {"@type": "Product", "name": "Mask and fins set", "sku": "MF-2"}, "x-unitPriceMinor": 40000}],
        "partOfInvoice": {"@type": "Invoice", "paymentStatus": SO + "PaymentComplete",
                          "totalPaymentDue": {"value": "3500.00", "currency": "NPR"}},
        "x-rental": {"from": "2026-05-20T07:00:00+05:45", "duration": "P2D", "pickupPoint": "Gear room, Lakeside Road 6"},
        "x-securityHold": {"sku": "DC-1", "amountMinor": 1000000, "type": "REFUNDABLE_HOLD"}},
        source="tool:get_order"),
    pol("policy#rental", "Rental prices cover the whole booking period shown on your order. Dive computers require a refundable security hold of Rs 10,000, released within 2 working days of return. Late returns are charged one extra rental day per 24 hours or part of it. Please rinse all equipment in fresh water before returning it.", "2025-11"),
])

Q4 = "Is my rental gear ready to collect, and how much is the deposit on the dive computer?"
add(13, "scuba-gear-rental", Q4,
    "Good news, Mira: rental order PDD-RN-8102 is ready for pickup. It covers two 5 mm wetsuits, two mask-and-fins sets and one dive computer, for 2 days from 20/05 at 07:00. The dive computer carries a refundable hold of Rs 10,000, released within 2 working days of return. Your rental total of Rs 3,500 is already paid.",
    [S("rental order PDD-RN-8102 is ready for pickup"), S("two 5 mm wetsuits"), S("two mask-and-fins sets"),
     S("one dive computer"), S("for 2 days from 20/05 at 07:00"), S("refundable hold of Rs 10,000"),
     S("released within 2 working days of return"), S("Your rental total of Rs 3,500 is already paid")],
    includes=["Rs 10,000", "Rs 3,500"],
    notes="orderStatus OrderPickupAvailable; item quantities; x-rental P2D from 07:00 20/05; hold 1000000 minor = Rs 10,000; invoice 3500.00 PaymentComplete.")

add(14, "scuba-gear-rental", Q4,
    "Your kit is waiting in the gear room on Lakeside Road 6:\n- 2 x wetsuit 5 mm: Rs 1,200\n- 1 x dive computer: Rs 1,500\n- 2 x mask and fins: Rs 800\nThat's Rs 3,500 in total, paid in full. The computer needs a Rs 10,000 hold, which comes back once you return it. Please give everything a fresh-water rinse before you bring it back.",
    [S("Your kit is waiting in the gear room on Lakeside Road 6"), S("2 x wetsuit 5 mm: Rs 1,200"),
     S("1 x dive computer: Rs 1,500"), S("2 x mask and fins: Rs 800"), S("That's Rs 3,500 in total, paid in full"),
     S("The computer needs a Rs 10,000 hold"), S("which comes back once you return it"),
     S("give everything a fresh-water rinse")],
    includes=["Rs 3,500", "Rs 10,000"],
    notes="unit prices 60000/150000/40000 minor times quantities; total 3500.00 paid; hold and rinse rule in policy#rental.")

add(15, "scuba-gear-rental", Q4,
    "Hi Mira, your gear is ready to collect from 07:00 on 20/05. Two wetsuits at Rs 600 each plus the dive computer at Rs 1,500 bring your total to Rs 2,700, already paid. The computer's Rs 10,000 hold is released the moment you hand it back.",
    [S("your gear is ready to collect from 07:00 on 20/05"), S("Two wetsuits at Rs 600 each"),
     S("the dive computer at Rs 1,500"), C("bring your total to Rs 2,700", "AMOUNT_MISMATCH"),
     S("The computer's Rs 10,000 hold"), C("released the moment you hand it back", "NLI_CONTRADICTION")],
    errors=["wrong_arithmetic", "wrong_period"],
    excludes=["Rs 2,700", "the moment you hand it back"],
    notes="The total skips the two mask-and-fins sets (Rs 800): invoice says 3500.00; policy releases holds within 2 working days.", tag="arith")

add(16, "scuba-gear-rental", Q4,
    "Hi Mira, order PDD-RN-8102 is still being prepared and should be ready by 19/05. It includes one 5 mm wetsuit, two mask-and-fins sets and a dive computer. The dive computer hold is Rs 10,000.",
    [C("is still being prepared", "RECORD_STATE_MISMATCH"), CI("should be ready by 19/05", "DATE_MISMATCH", "RECORD_STATE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE"),
     C("one 5 mm wetsuit", "VALUE_MISMATCH"), S("two mask-and-fins sets and a dive computer"),
     S("The dive computer hold is Rs 10,000")],
    errors=["wrong_state", "invented_fact", "wrong_quantity"],
    excludes=["still being prepared", "ready by 19/05", "one 5 mm wetsuit"],
    notes="orderStatus OrderPickupAvailable (ready now); no record gives 19/05; WS-5 orderQuantity is 2.", tag="state")

rep(4, "scuba-gear-rental", Q4,
    "Your rental order PDD-RN-8102 is ready for pickup from 07:00 on 20/05. The dive computer needs a refundable security hold of Rs 1,000,000, returned within 2 working days of you bringing it back.",
    [S("is ready for pickup from 07:00 on 20/05"), C("refundable security hold of Rs 1,000,000", "AMOUNT_MISMATCH"),
     S("returned within 2 working days")],
    ["unit_conversion"], ["Rs 1,000,000"], ["Rs 10,000|10,000|10000", "PDD-RN-8102", "07:00"],
    "x-securityHold.amountMinor 1000000 is paisa = Rs 10,000; policy also says Rs 10,000.")
