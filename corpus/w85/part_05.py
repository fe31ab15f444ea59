# ---------------- hot-air balloon rides ----------------
DOM_BALLOON = "hot-air balloon rides"

scen("balloon-sunrise", DOM_BALLOON, [
    rec("get_reservation#LSB-9120", {
        "@context": "https://schema.org", "@type": "Reservation", "reservationId": "LSB-9120",
        "reservationStatus": SO + "ReservationConfirmed",
        "underName": {"@type": "Person", "name": "Olivia Chen"}, "partySize": 2,
        "reservationFor": {"@type": "Event", "name": "Sunrise balloon flight over Pokhara valley",
                           "startDate": "2026-05-13T06:00:00+05:45", "duration": "PT1H",
                           "location": {"@type": "Place", "name": "Hemja launch field"}},
        "totalPrice": "46000.00", "priceCurrency": "NPR",
        "priceSpecification": [{"@type": "UnitPriceSpecification", "price": "23000.00", "priceCurrency": "NPR",
                                "referenceQuantity": {"value": 1, "unitText": "PERSON"}}],
        "x-pickup": {"time": "2026-05-12T23:30:00Z", "place": "Hotel Lakeview Terrace"},
        "x-includes": ["HOTEL_TRANSFER", "TEA_AND_BISCUITS", "FLIGHT_CERTIFICATE"],
        "x-pilot": "Captain Rita Basnet"}, source="tool:get_reservation"),
    psg("kb#balloon-flight", "Balloon flights take off from the Hemja field at sunrise.\nFlights last about an hour, drifting over Phewa Lake towards the Annapurna range on clear days.\nThe basket holds up to 8 passengers plus the pilot."),
    pol("policy#balloon-day", "Passengers must be at least 6 years old and able to stand for the whole flight. Flights launch only in winds under 10 knots; if we cancel, you choose a new date or a full refund. Wear flat shoes and warm layers, as dawn can be cold. Tips for the crew are welcome but never expected.", "2026-03"),
])

Q17 = "Confirming our balloon ride tomorrow - what time is pickup, and is there champagne?"
N17 = "2026-05-12T18:00:00+05:45"
add(65, "balloon-sunrise", Q17,
    "Namaste Olivia! Your sunrise flight for two is confirmed for tomorrow, 13/05, with takeoff at 06:00 and about an hour in the air. We'll collect you from Hotel Lakeview Terrace at 05:15. There's no champagne in the package; what's included is your hotel transfer, tea and biscuits, and a flight certificate. Flat shoes and warm layers are a good idea, as dawn can be cold.",
    [S("Your sunrise flight for two is confirmed for tomorrow, 13/05"), S("takeoff at 06:00"), S("about an hour in the air"),
     S("We'll collect you from Hotel Lakeview Terrace at 05:15"), S("There's no champagne in the package"),
     S("your hotel transfer, tea and biscuits, and a flight certificate"), S("Flat shoes and warm layers are a good idea")],
    includes=["05:15", "06:00"], now=N17,
    notes="LSB-9120 startDate 06:00 on 13/05, PT1H, partySize 2; x-pickup 23:30Z on 12/05 = 05:15 NPT on 13/05; x-includes lists the three items only; clothing in policy.")

add(66, "balloon-sunrise", Q17,
    "Pickup 05:15 Wednesday from your hotel; launch 06:00 from the Hemja field; one hour of flight time. Total NPR 46,000 for the two of you, with Captain Rita Basnet as your pilot.",
    [S("Pickup 05:15 Wednesday from your hotel"), S("launch 06:00 from the Hemja field"), S("one hour of flight time"),
     S("Total NPR 46,000 for the two of you"), S("with Captain Rita Basnet as your pilot")],
    includes=["05:15", "NPR 46,000"], now=N17,
    notes="13/05/2026 is a Wednesday; x-pickup converted to NPT; location, PT1H, totalPrice 46000.00, x-pilot.")

add(67, "balloon-sunrise", Q17,
    "Hi Olivia! Pickup is at 05:15 tomorrow and you'll lift off at 06:00 for about an hour. A champagne toast on landing is included for both of you. The basket takes up to 12 passengers, so it's a sociable flight.",
    [S("Pickup is at 05:15 tomorrow"), S("you'll lift off at 06:00 for about an hour"),
     CI("A champagne toast on landing is included", "VALUE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE"),
     C("The basket takes up to 12 passengers", "NLI_CONTRADICTION")],
    errors=["unlisted_perk", "wrong_value"], excludes=["champagne toast on landing is included", "up to 12 passengers"], now=N17,
    notes="x-includes holds transfer, tea and biscuits, certificate only; the KB passage says the basket holds up to 8 passengers.", tag="perk")

add(68, "balloon-sunrise", Q17,
    "Hi Olivia, we'll collect you from Hotel Lakeview Terrace at 23:30 tonight, and you take off at 06:00 tomorrow. Flights launch in winds up to 15 knots, so a breezy morning won't stop us.",
    [C("at 23:30 tonight", "DATE_MISMATCH", "VALUE_MISMATCH"), S("you take off at 06:00 tomorrow"),
     C("Flights launch in winds up to 15 knots", "NLI_CONTRADICTION")],
    errors=["unit_conversion", "wrong_policy_condition"], excludes=["23:30 tonight", "up to 15 knots"], now=N17,
    notes="x-pickup.time 2026-05-12T23:30:00Z is 05:15 on 13/05 in Asia/Kathmandu; policy limits launches to winds under 10 knots.", tag="utc")

rep(17, "balloon-sunrise", Q17,
    "Pickup is at 05:15 tomorrow from Hotel Lakeview Terrace, and you lift off at 06:00. A glass of champagne on landing is included in your package.",
    [S("Pickup is at 05:15 tomorrow from Hotel Lakeview Terrace"), S("you lift off at 06:00"),
     CI("A glass of champagne on landing is included", "VALUE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
    ["unlisted_perk"], ["champagne on landing is included"],
    ["tea and biscuits|tea|not included|isn't included|not part|no champagne", "05:15", "06:00"],
    "x-includes: HOTEL_TRANSFER, TEA_AND_BISCUITS, FLIGHT_CERTIFICATE; no champagne.", now=N17)

# ---------------------------------------------------------------------------
scen("balloon-weather-refund", DOM_BALLOON, [
    rec("get_reservation#LSB-9044", {
        "@context": "https://schema.org", "@type": "Reservation", "reservationId": "LSB-9044",
        "reservationStatus": SO + "ReservationCancelled",
        "underName": {"@type": "Person", "name": "Hugo Martin"}, "partySize": 1,
        "reservationFor": {"@type": "Event", "name": "Sunrise balloon flight over Pokhara valley", "startDate": "2026-05-03T06:00:00+05:45"},
        "totalPrice": "23000.00", "priceCurrency": "NPR",
        "x-cancellation": {"initiatedBy": "OPERATOR", "reasonCode": "WIND_OVER_LIMIT"},
        "x-voucherOffer": {"code": "SKY-RB-9044", "validThrough": "2026-05-10", "status": "DECLINED"}}, source="tool:get_reservation"),
    rec("get_refund#RF-9044", {
        "@context": "https://schema.org", "@type": "RefundAction", "identifier": "RF-9044",
        "price": "23000.00", "priceCurrency": "NPR", "actionStatus": SO + "CompletedActionStatus",
        "endTime": 1777883700, "x-method": "BANK_TRANSFER", "x-bankRef": "NIBL-55120"}, source="tool:get_refund"),
    pol("policy#balloon-refunds", "If we cancel for weather, you choose a new date or a full refund. Bank transfer refunds are sent within 2 working days of your choice and usually arrive in 3-5 working days. Card refunds may take up to 10 working days to appear.", "2026-03"),
])

Q18 = "Has my refund for the cancelled balloon flight been sent?"
N18 = "2026-05-06T10:00:00+05:45"
add(69, "balloon-weather-refund", Q18,
    "Hi Hugo, yes: your full refund of Rs 23,000 for the 03/05 flight was sent by bank transfer on 04/05, reference NIBL-55120. Bank transfers usually arrive within 3-5 working days. Sorry the wind had other plans that morning!",
    [S("your full refund of Rs 23,000 for the 03/05 flight was sent by bank transfer on 04/05"),
     S("reference NIBL-55120"), S("Bank transfers usually arrive within 3-5 working days"),
     NA("Sorry the wind had other plans that morning!")],
    includes=["Rs 23,000", "NIBL-55120"], now=N18,
    notes="RefundAction 23000.00 CompletedActionStatus, endTime 1777883700 = 04/05/2026 14:20 NPT, BANK_TRANSFER, x-bankRef; 3-5 working days in policy.")

add(70, "balloon-weather-refund", Q18,
    "Refund RF-9044 for Rs 23,000 is complete; it went out on 4 May by bank transfer after the wind grounded the 3 May flight.",
    [S("Refund RF-9044 for Rs 23,000 is complete"), S("it went out on 4 May by bank transfer"),
     S("after the wind grounded the 3 May flight")],
    includes=["RF-9044", "Rs 23,000"],
    notes="RefundAction fields; x-cancellation reasonCode WIND_OVER_LIMIT.")

add(71, "balloon-weather-refund", Q18,
    "Hi Hugo, your Rs 23,000 refund was sent back to your card on 05/05. Card refunds can take up to 10 working days to appear.",
    [C("was sent back to your card", "VALUE_MISMATCH"), C("on 05/05", "DATE_MISMATCH"),
     S("Card refunds can take up to 10 working days to appear")],
    errors=["wrong_value", "wrong_date"], excludes=["back to your card", "on 05/05"], now=N18,
    notes="x-method is BANK_TRANSFER and endTime is 04/05 14:20 NPT.", tag="method")

add(72, "balloon-weather-refund", Q18,
    "Hi Hugo, your refund of Rs 23,000 has gone out under reference SKY-RB-9044. Your rebooking voucher also stays valid until 10/05 if you'd like to fly after all.",
    [S("your refund of Rs 23,000 has gone out"), C("under reference SKY-RB-9044", "IDENTIFIER_MISMATCH"),
     C("Your rebooking voucher also stays valid until 10/05", "RECORD_STATE_MISMATCH")],
    errors=["wrong_role", "wrong_state"], excludes=["reference SKY-RB-9044", "voucher also stays valid"], now=N18,
    notes="SKY-RB-9044 is the declined voucher code; the refund reference is NIBL-55120 (RF-9044). The voucher offer's status is DECLINED.", tag="role")

rep(18, "balloon-weather-refund", Q18,
    "Your full refund of Rs 23,000 for the 03/05 flight is still being processed by bank transfer. Transfers usually arrive within 3-5 working days.",
    [S("Rs 23,000"), C("is still being processed", "RECORD_STATE_MISMATCH"),
     S("Transfers usually arrive within 3-5 working days")],
    ["wrong_state"], ["still being processed"], ["sent|complete|went out|gone out|04/05|4 May", "Rs 23,000|23,000"],
    "RefundAction actionStatus CompletedActionStatus, endTime 04/05/2026.", now=N18)

# ---------------------------------------------------------------------------
scen("balloon-private", DOM_BALLOON, [
    rec("get_order#LSB-PB-2207", {
        "@context": "https://schema.org", "@type": "Order", "orderNumber": "LSB-PB-2207",
        "orderStatus": SO + "OrderPaymentDue", "orderDate": "2026-05-12T09:40:00+05:45",
        "customer": {"@type": "Person", "name": "Aarav Pradhan"},
        "acceptedOffer": [
            {"@type": "Offer", "itemOffered": {"name": "Private basket sunrise flight, 2 guests"}, "price": "78000.00", "priceCurrency": "NPR"},
            {"@type": "Offer", "itemOffered": {"name": "Proposal banner"}, "price": "4500.00", "priceCurrency": "NPR"},
            {"@type": "Offer", "itemOffered": {"name": "Flower garland"}, "eligibleQuantity": {"value": 2}, "price": "1200.00", "priceCurrency": "NPR",
             "x-priceIsFor": "ALL_UNITS"}],
        "x-flight": {"startDate": "2026-05-30T05:45:00+05:45"}}, source="tool:get_order"),
    rec("get_invoice#LSB-INV-2207", {
        "@context": "https://schema.org", "@type": "Invoice", "identifier": "LSB-INV-2207", "referencesOrder": "LSB-PB-2207",
        "paymentStatus": SO + "PaymentDue", "totalPrice": "83700.00",
        "totalPaymentDue": {"value": "33700.00", "currency": "NPR"}, "paymentDueDate": "2026-05-26T23:59:00+05:45",
        "x-paid": [{"amount": "50000.00", "method": "FONEPAY_QR"}]}, source="tool:get_invoice"),
    rec("get_quote#Q-PB-2207-v1", {"@context": "https://schema.org", "@type": "Offer", "identifier": "Q-PB-2207-v1",
        "x-status": "SUPERSEDED", "itemOffered": {"name": "Private basket sunrise flight, 2 guests"},
        "price": "72000.00", "priceCurrency": "NPR", "validThrough": "2026-04-30"}, source="tool:get_quote"),
    pol("policy#private", "Private basket flights carry only your party and the pilot. Decorations are set up by the ground crew before takeoff. A complimentary photo set is included with private flights booked at least 30 days before the flight date. Balances are due 4 days before the flight.", "2026-03"),
])

Q19 = "How much is left to pay for our private proposal flight, and do we get the free photo set?"
add(73, "balloon-private", Q19,
    "Congratulations in advance, Aarav! Your private basket flight (Rs 78,000), the proposal banner (Rs 4,500) and two flower garlands (Rs 1,200) come to Rs 83,700. You've paid Rs 50,000, so Rs 33,700 is due by 26/05/2026. The complimentary photo set only comes with private flights booked at least 30 days ahead; yours was booked 18 days before the flight, so it isn't included this time.",
    [NA("Congratulations in advance, Aarav!"), S("Your private basket flight (Rs 78,000)"), S("the proposal banner (Rs 4,500)"),
     S("two flower garlands (Rs 1,200)"), S("come to Rs 83,700"), S("You've paid Rs 50,000"),
     S("Rs 33,700 is due by 26/05/2026"), S("only comes with private flights booked at least 30 days ahead"),
     S("yours was booked 18 days before the flight"), S("so it isn't included this time")],
    includes=["Rs 33,700", "26/05/2026"],
    notes="acceptedOffer 78000 + 4500 + 1200 = 83700 (invoice totalPrice); paid 50000.00; totalPaymentDue 33700.00 due 26/05; orderDate 12/05 vs flight 30/05 = 18 days, under the policy's 30.")

add(74, "balloon-private", Q19,
    "Dear Aarav,\n\nThe balance of thirty-three thousand seven hundred rupees on invoice LSB-INV-2207 is due by 26 May, four days before your flight on 30 May. Only your party and the pilot will be in the basket, and our ground crew will set up the banner and garlands before takeoff.\n\nWith best wishes for the big morning,\nLakeside Sky Balloons",
    [S("The balance of thirty-three thousand seven hundred rupees on invoice LSB-INV-2207"), S("is due by 26 May"),
     S("four days before your flight on 30 May"), S("Only your party and the pilot will be in the basket"),
     S("our ground crew will set up the banner and garlands before takeoff"), NA("With best wishes for the big morning")],
    includes=["LSB-INV-2207", "26 May"],
    notes="totalPaymentDue 33700.00 due 2026-05-26; flight 30/05; private-basket and decorations rules in policy#private.")

add(75, "balloon-private", Q19,
    "Hi Aarav! Your private flight at Rs 78,000 and the proposal banner at Rs 4,500 make Rs 82,500 in total. As a private booking, you'll also get the complimentary photo set.",
    [S("Your private flight at Rs 78,000"), S("the proposal banner at Rs 4,500"),
     C("make Rs 82,500 in total", "AMOUNT_MISMATCH"),
     C("you'll also get the complimentary photo set", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["wrong_arithmetic", "condition_unmet"], excludes=["Rs 82,500", "you'll also get the complimentary photo set"],
    notes="The total skips the garlands (Rs 1,200): 83700. The free photo set needs booking 30+ days ahead; ordered 12/05 for 30/05.", tag="arith")

add(76, "balloon-private", Q19,
    "Hi Aarav, the private basket flight is Rs 72,000, and with the banner and garlands your remaining balance is Rs 33,700. That balance is due 3 days before the flight.",
    [C("the private basket flight is Rs 72,000", "AMOUNT_MISMATCH"), S("your remaining balance is Rs 33,700"),
     C("due 3 days before the flight", "NLI_CONTRADICTION")],
    errors=["stale_value", "wrong_policy_condition"], excludes=["Rs 72,000", "due 3 days before"],
    notes="72000.00 is the superseded quote Q-PB-2207-v1; the order has 78000.00. Policy: balance due 4 days before.", tag="stale")

rep(19, "balloon-private", Q19,
    "Your balance of Rs 33,700 is due by 26/05/2026. Since this is a private flight, the complimentary photo set is included as well.",
    [S("Your balance of Rs 33,700 is due by 26/05/2026"),
     C("the complimentary photo set is included as well", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    ["condition_unmet"], ["photo set is included"],
    ["not included|isn't included|30 days|doesn't|does not|not eligible", "Rs 33,700|33,700", "26/05/2026|26 May"],
    "Policy needs booking 30+ days ahead; orderDate 12/05 for a 30/05 flight is 18 days.")

# ---------------------------------------------------------------------------
scen("balloon-voucher", DOM_BALLOON, [
    rec("get_voucher#LSB-GV-6631", {
        "@context": "https://schema.org", "@type": "Offer", "serialNumber": "LSB-GV-6631",
        "itemOffered": {"@type": "Service", "name": "Sunrise balloon flight for 1"}, "price": "23000.00", "priceCurrency": "NPR",
        "validFrom": "2025-06-01", "validThrough": "2026-05-31", "x-state": "UNREDEEMED",
        "x-purchaser": "Kamala Shah", "x-holder": "Suresh Shah", "x-extensionsUsed": 0}, source="tool:get_voucher"),
    rec("get_voucher#LSB-GV-6632", {
        "@context": "https://schema.org", "@type": "Offer", "serialNumber": "LSB-GV-6632",
        "itemOffered": {"@type": "Service", "name": "Sunrise balloon flight for 1"}, "price": "23000.00", "priceCurrency": "NPR",
        "validFrom": "2025-06-01", "validThrough": "2026-05-31", "x-state": "REDEEMED",
        "x-purchaser": "Kamala Shah", "x-holder": "Anita Shah"}, source="tool:get_voucher"),
    pol("policy#vouchers", "Gift vouchers are valid for 12 months from purchase. Vouchers are transferable but cannot be exchanged for cash. An expiring voucher can be extended once, by 6 months, for Rs 2,000 if you ask before its expiry date. Voucher holders book like any other customer, subject to availability.", "2026-03"),
])

Q20 = "My mum bought me a balloon voucher last June. Is it still valid, and can I extend it?"
N20 = "2026-05-20T09:00:00+05:45"
add(77, "balloon-voucher", Q20,
    "Hi Suresh! Your voucher LSB-GV-6631 for one sunrise flight is still unused and valid until 31/05/2026. You can extend it once, by 6 months, for Rs 2,000, as long as you ask before it expires. Vouchers can't be swapped for cash.",
    [S("Your voucher LSB-GV-6631 for one sunrise flight is still unused"), S("valid until 31/05/2026"),
     S("You can extend it once, by 6 months, for Rs 2,000"), S("as long as you ask before it expires"),
     S("Vouchers can't be swapped for cash")],
    includes=["31/05/2026", "Rs 2,000"], now=N20,
    notes="LSB-GV-6631 x-state UNREDEEMED, validThrough 2026-05-31; extension and cash rules in policy#vouchers.")

add(78, "balloon-voucher", Q20,
    "Voucher LSB-GV-6631: unredeemed, expires 31 May 2026. One 6-month extension is available for Rs 2,000 if requested before then.",
    [S("Voucher LSB-GV-6631: unredeemed, expires 31 May 2026"), S("One 6-month extension is available for Rs 2,000"),
     S("if requested before then")],
    includes=["31 May 2026", "Rs 2,000"], now=N20,
    notes="Voucher fields and policy sentence 3.")

add(79, "balloon-voucher", Q20,
    "Hi Suresh, your voucher LSB-GV-6631 is valid until 31/05/2026. You can extend it for another 12 months free of charge, just drop us a line before it expires.",
    [S("your voucher LSB-GV-6631 is valid until 31/05/2026"), C("extend it for another 12 months", "NLI_CONTRADICTION"),
     C("free of charge", "NLI_CONTRADICTION")],
    errors=["wrong_period", "wrong_amount"], excludes=["another 12 months", "free of charge"], now=N20,
    notes="Policy: one extension of 6 months for Rs 2,000.", tag="extension")

add(80, "balloon-voucher", Q20,
    "Hi Suresh, I'm afraid the voucher your mum bought has already been redeemed, so it can't be extended. Gift vouchers are valid for 12 months from purchase.",
    [C("has already been redeemed", "RECORD_STATE_MISMATCH"), C("so it can't be extended", "RECORD_STATE_MISMATCH", "NLI_CONTRADICTION"),
     S("Gift vouchers are valid for 12 months from purchase")],
    errors=["other_record_value", "wrong_policy_condition"], excludes=["has already been redeemed", "it can't be extended"], now=N20,
    notes="REDEEMED belongs to LSB-GV-6632 (held by Anita Shah); Suresh's LSB-GV-6631 is UNREDEEMED and still extendable before 31/05.", tag="other-voucher")

rep(20, "balloon-voucher", Q20,
    "Your voucher LSB-GV-6631 is unused and valid until 30/06/2026. You can extend it once by 6 months for Rs 2,000 before it expires.",
    [S("Your voucher LSB-GV-6631 is unused"), C("valid until 30/06/2026", "DATE_MISMATCH"),
     S("You can extend it once by 6 months for Rs 2,000")],
    ["wrong_date"], ["30/06/2026"], ["31/05|31 May", "LSB-GV-6631", "Rs 2,000|2,000"],
    "validThrough is 2026-05-31.", now=N20)
