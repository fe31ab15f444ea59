# ---------------- white-water rafting ----------------
DOM_RAFT = "white-water rafting"

scen("raft-trishuli-day", DOM_RAFT, [
    rec("get_reservation#RRR-21044", {
        "@context": "https://schema.org", "@type": "Reservation", "reservationId": "RRR-21044",
        "reservationStatus": SO + "ReservationConfirmed",
        "underName": {"@type": "Person", "name": "Emma Larsen"}, "partySize": 3,
        "reservationFor": {"@type": "Event", "name": "Trishuli day run, Class III",
                           "startDate": "2026-05-17T07:00:00+05:45", "duration": "PT11H",
                           "location": {"@type": "Place", "name": "Rapid Rhino office, Thamel"}},
        "totalPrice": "25500.00", "priceCurrency": "NPR",
        "priceSpecification": [{"@type": "UnitPriceSpecification", "price": "8500.00", "priceCurrency": "NPR",
                                "referenceQuantity": {"value": 1, "unitText": "PERSON"},
                                "validFrom": "2026-02-01", "validThrough": "2026-06-30"}],
        "x-onWater": "PT3H", "x-sectionKm": 18,
        "x-includes": ["TRANSPORT_KTM_RETURN", "LUNCH", "HELMET", "LIFE_JACKET"]}, source="tool:get_reservation"),
    rec("list_offers#TRI-DAY-PHOTO", {"@context": "https://schema.org", "@type": "Offer", "sku": "TRI-DAY-PHOTO",
        "name": "River photo package", "price": "1500.00", "priceCurrency": "NPR",
        "eligibleQuantity": {"value": 1, "unitText": "RAFT"}, "x-bookedOn": []}, source="tool:list_offers"),
    pol("policy#river-day", "Minimum age on Class III sections is 12. Bring a change of clothes and sunscreen; valuables stay locked on the bus. Guides give a 20-minute safety briefing before launch, and their instructions on the water are final. We raft in any weather unless the water level is unsafe, in which case we move you to a calmer section or refund you.", "2026-02"),
])

Q13 = "Three of us are booked on Sunday. What's included, and how long are we actually on the water?"
N13 = "2026-05-14T11:00:00+05:45"
add(49, "raft-trishuli-day", Q13,
    "Hi Emma! Your Trishuli day run for three is confirmed for Sunday 17/05, with pickup at 07:00 from our Thamel office. You'll spend about 3 hours on the water covering 18 km of Class III rapids, and the whole day takes around 11 hours. Return transport from Kathmandu, lunch, helmets and life jackets are included in your Rs 25,500 (Rs 8,500 each). Your guide runs a 20-minute safety briefing before launch.",
    [S("Your Trishuli day run for three is confirmed for Sunday 17/05"), S("pickup at 07:00 from our Thamel office"),
     S("about 3 hours on the water"), S("covering 18 km of Class III rapids"), S("the whole day takes around 11 hours"),
     S("Return transport from Kathmandu, lunch, helmets and life jackets are included"),
     S("your Rs 25,500 (Rs 8,500 each)"), S("a 20-minute safety briefing before launch")],
    includes=["3 hours", "Rs 25,500"], now=N13,
    notes="RRR-21044: partySize 3, startDate 07:00 on 17/05 (Sunday), PT11H, x-onWater PT3H, 18 km, x-includes, 8500 x 3 = 25500; briefing in policy.")

add(50, "raft-trishuli-day", Q13,
    "All set for Sunday, Emma:\n- On the water: three hours\n- Whole day: about eleven hours, door to door\n- Included: return transport, lunch, helmet and life jacket\n- Bring: a change of clothes and sunscreen\nValuables stay locked on the bus while you're on the river.",
    [S("On the water: three hours"), S("Whole day: about eleven hours"),
     S("Included: return transport, lunch, helmet and life jacket"), S("Bring: a change of clothes and sunscreen"),
     S("Valuables stay locked on the bus")],
    includes=["three hours", "lunch"], now=N13,
    notes="x-onWater PT3H; duration PT11H; x-includes; bring list and valuables rule in policy#river-day.")

add(51, "raft-trishuli-day", Q13,
    "Hi Emma, your day run for three on Sunday 17/05 is confirmed. You'll have about 5 hours on the water, with lunch, transport, helmets and life jackets included. River photos are part of the package too, so no need to bring a camera.",
    [S("your day run for three on Sunday 17/05 is confirmed"), C("about 5 hours on the water", "VALUE_MISMATCH"),
     S("with lunch, transport, helmets and life jackets included"),
     CI("River photos are part of the package too", "VALUE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
    errors=["wrong_period", "unlisted_perk"], excludes=["5 hours on the water", "River photos are part of the package"], now=N13,
    notes="x-onWater is PT3H; TRI-DAY-PHOTO is a separate offer not booked (x-bookedOn empty) and not in x-includes.", tag="perk")

add(52, "raft-trishuli-day", Q13,
    "Hi Emma, your booking for three on Sunday is confirmed at Rs 25,500, with pickup at 06:00 from Thamel. You'll be on the water for about 3 hours. Feel free to bring phones and wallets on the raft; our dry bags keep them safe.",
    [S("your booking for three on Sunday is confirmed at Rs 25,500"), C("pickup at 06:00 from Thamel", "DATE_MISMATCH", "VALUE_MISMATCH"),
     S("on the water for about 3 hours"), C("bring phones and wallets on the raft", "NLI_CONTRADICTION")],
    errors=["wrong_time", "wrong_policy_condition"], excludes=["pickup at 06:00", "bring phones and wallets on the raft"], now=N13,
    notes="startDate is 07:00; policy says valuables stay locked on the bus.", tag="time")

rep(13, "raft-trishuli-day", Q13,
    "Your Trishuli day run for three is confirmed for Sunday 17/05 at 07:00. You'll be on the water for about 11 hours, with lunch and transport included.",
    [S("confirmed for Sunday 17/05 at 07:00"), C("on the water for about 11 hours", "VALUE_MISMATCH"),
     S("with lunch and transport included")],
    ["wrong_role"], ["on the water for about 11 hours"], ["3 hours|three hours", "17/05", "07:00"],
    "PT11H is the whole day (reservationFor.duration); time on the water is x-onWater PT3H.", now=N13)

# ---------------------------------------------------------------------------
scen("raft-seti-camp", DOM_RAFT, [
    rec("get_reservation#RRR-21310", {
        "@context": "https://schema.org", "@type": "Reservation", "reservationId": "RRR-21310",
        "reservationStatus": SO + "ReservationConfirmed",
        "underName": {"@type": "Person", "name": "Bishal Lama"}, "partySize": 2,
        "reservationFor": {"@type": "Event", "name": "Seti River 2-day rafting and beach camp",
                           "startDate": "2026-05-29T07:30:00+05:45", "endDate": "2026-05-30T17:00:00+05:45",
                           "duration": "P1DT9H30M", "location": {"@type": "Place", "name": "Rapid Rhino desk, Lakeside Pokhara"}},
        "totalPrice": "38000.00", "priceCurrency": "NPR",
        "x-includes": ["TENT", "MEALS_ON_RIVER", "RAFTING_GEAR", "TRANSPORT_POKHARA_RETURN"],
        "x-notIncluded": ["SLEEPING_BAG"]}, source="tool:get_reservation"),
    rec("get_invoice#RRR-INV-21310", {
        "@context": "https://schema.org", "@type": "Invoice", "identifier": "RRR-INV-21310",
        "referencesOrder": "RRR-21310", "paymentStatus": SO + "PaymentDue",
        "totalPaymentDue": {"@type": "MonetaryAmount", "value": "22800.00", "currency": "NPR"},
        "paymentDueDate": "2026-05-22T23:59:00+05:45",
        "x-payments": [{"amountMinor": 1520000, "state": "CAPTURED", "kind": "DEPOSIT_40"}]}, source="tool:get_invoice"),
    pol("policy#multi-day", "A 40% deposit confirms a multi-day trip, and the balance is due 7 days before departure. Tents, all meals on the river and rafting gear are provided. Sleeping bags are not included but can be hired for Rs 300 per night. Cancellations within 7 days of departure are charged in full.", "2026-02"),
])

Q14 = "What do I still owe for the Seti trip, and do we need to bring sleeping bags?"
add(53, "raft-seti-camp", Q14,
    "Namaste Bishal! Of your Rs 38,000 Seti trip for two, Rs 15,200 is paid and Rs 22,800 remains, due by 22/05/2026. Tents, meals on the river and rafting gear are provided. Sleeping bags aren't included, so bring your own or hire them for Rs 300 per night.",
    [S("Of your Rs 38,000 Seti trip for two"), S("Rs 15,200 is paid"), S("Rs 22,800 remains, due by 22/05/2026"),
     S("Tents, meals on the river and rafting gear are provided"), S("Sleeping bags aren't included"),
     S("hire them for Rs 300 per night")],
    includes=["Rs 22,800", "Rs 300"],
    notes="totalPrice 38000.00; deposit 1520000 minor = Rs 15,200; totalPaymentDue 22800.00 due 22/05; x-notIncluded SLEEPING_BAG; hire price in policy.")

add(54, "raft-seti-camp", Q14,
    "Balance: NPR 22,800, due 22 May. Sleeping bags: not included, but you can hire them at NPR 300 a night. Departure: 29/05 at 07:30 from our Lakeside desk in Pokhara.",
    [S("Balance: NPR 22,800, due 22 May"), S("Sleeping bags: not included"), S("hire them at NPR 300 a night"),
     S("Departure: 29/05 at 07:30 from our Lakeside desk in Pokhara")],
    includes=["NPR 22,800", "29/05"],
    notes="Invoice balance and due date; x-notIncluded; policy price; startDate and location.")

add(55, "raft-seti-camp", Q14,
    "Hi Bishal, of the Rs 38,000 total you've paid Rs 15,200, so Rs 23,800 is left, due by 22/05/2026. Sleeping bags are provided along with the tents, so you can travel light.",
    [S("of the Rs 38,000 total you've paid Rs 15,200"), C("so Rs 23,800 is left", "AMOUNT_MISMATCH"),
     S("due by 22/05/2026"), C("Sleeping bags are provided along with the tents", "VALUE_MISMATCH", "NLI_CONTRADICTION")],
    errors=["wrong_arithmetic", "unlisted_perk"], excludes=["Rs 23,800", "Sleeping bags are provided"],
    notes="38000 - 15200 = 22800 (invoice agrees); SLEEPING_BAG is in x-notIncluded and policy says hire for Rs 300/night.", tag="arith")

add(56, "raft-seti-camp", Q14,
    "Hi Bishal, your Seti trip starts on 30/05 at 07:30, and Rs 22,800 is still due by 22/05/2026. If plans change, you can cancel free of charge up to 48 hours before departure.",
    [C("your Seti trip starts on 30/05", "DATE_MISMATCH"), S("Rs 22,800 is still due by 22/05/2026"),
     C("cancel free of charge up to 48 hours before departure", "NLI_CONTRADICTION")],
    errors=["wrong_date", "wrong_policy_condition"], excludes=["starts on 30/05", "up to 48 hours before departure"],
    notes="startDate is 2026-05-29 (30/05 is the end date); policy: cancellations within 7 days are charged in full.", tag="date")

rep(14, "raft-seti-camp", Q14,
    "You have Rs 22,800 left to pay, due by 22/05/2026. Sleeping bags are included in the trip along with tents and meals.",
    [S("You have Rs 22,800 left to pay, due by 22/05/2026"), C("Sleeping bags are included in the trip", "VALUE_MISMATCH", "NLI_CONTRADICTION")],
    ["unlisted_perk"], ["Sleeping bags are included"], ["not included|Rs 300|300|hire", "Rs 22,800|22,800", "22/05/2026|22 May"],
    "x-notIncluded lists SLEEPING_BAG; policy: hire for Rs 300 per night.")

# ---------------------------------------------------------------------------
scen("raft-water-level", DOM_RAFT, [
    rec("get_reservation#RRR-21102", {
        "@context": "https://schema.org", "@type": "Reservation", "reservationId": "RRR-21102",
        "reservationStatus": SO + "ReservationConfirmed",
        "underName": {"@type": "Person", "name": "Ravi Menon"}, "partySize": 1,
        "reservationFor": {"@type": "Event", "name": "Bhote Koshi lower (Class III+)",
                           "startDate": "2026-05-20T06:30:00+05:45", "duration": "PT10H"},
        "totalPrice": "9500.00", "priceCurrency": "NPR", "modifiedTime": "2026-05-18T16:30:00+05:45",
        "x-changeLog": [{"field": "reservationFor.name", "from": "Bhote Koshi upper (Class IV-V)",
                         "to": "Bhote Koshi lower (Class III+)", "reason": "RIVER_LEVEL_HIGH",
                         "at": "2026-05-18T16:30:00+05:45"},
                        {"field": "totalPrice", "from": "12500.00", "to": "9500.00"}]}, source="tool:get_reservation"),
    rec("get_gauge#barabise", {"station": "Bhote Koshi at Barabise", "levelM": "2.85", "safeLimitM": "2.40",
                               "readingAt": "2026-05-18T15:00:00+05:45", "trend": "RISING"}, source="tool:get_gauge"),
    rec("get_refund#RF-21102", {"@context": "https://schema.org", "@type": "RefundAction", "identifier": "RF-21102",
                                "price": "3000.00", "priceCurrency": "NPR", "actionStatus": SO + "CompletedActionStatus",
                                "endTime": 1779164400, "x-reason": "SECTION_DOWNGRADE_DIFFERENCE"}, source="tool:get_refund"),
    pol("policy#river-level", "Safety calls on river level are made by the lead guide and cannot be overridden. When the gauge reads above our safe limit, we move trips to a lower, calmer section or offer a full refund. If the new section is cheaper, the difference is refunded automatically.", "2026-02"),
])

Q15 = "Why was my upper Bhote Koshi trip changed, and do I get any money back?"
add(57, "raft-water-level", Q15,
    "Hi Ravi, the river is running high: the gauge at Barabise read 2.85 m against our 2.40 m safe limit, so your trip on 20/05 has been moved to the lower Bhote Koshi (Class III+). Because the lower section is cheaper, the Rs 3,000 difference has already been refunded to you. Your trip now costs Rs 9,500. If you'd rather not go at all, a full refund is also an option.",
    [S("the gauge at Barabise read 2.85 m"), S("against our 2.40 m safe limit"),
     S("your trip on 20/05 has been moved to the lower Bhote Koshi (Class III+)"),
     S("the Rs 3,000 difference has already been refunded to you"), S("Your trip now costs Rs 9,500"),
     S("a full refund is also an option")],
    includes=["Rs 3,000", "2.85 m"],
    notes="gauge levelM 2.85 vs safeLimitM 2.40; x-changeLog upper -> lower; RefundAction 3000.00 CompletedActionStatus; totalPrice 9500.00; policy offers a full refund.")

add(58, "raft-water-level", Q15,
    "Your booking was moved to the lower section after the gauge rose above the safe limit, and the Rs 3,000 price difference was refunded on 19/05. Calls on river level are made by the lead guide for everyone's safety.",
    [S("Your booking was moved to the lower section"), S("after the gauge rose above the safe limit"),
     S("the Rs 3,000 price difference was refunded on 19/05"), S("Calls on river level are made by the lead guide")],
    includes=["Rs 3,000", "19/05"],
    notes="x-changeLog reason RIVER_LEVEL_HIGH; RefundAction endTime 1779164400 = 19/05/2026 10:05 NPT; policy sentence 1.")

add(59, "raft-water-level", Q15,
    "Hi Ravi, the gauge read 2.40 m, which is over our safe level, so your 20/05 trip moves to the lower Bhote Koshi. The Rs 3,000 difference will be refunded within 5 days.",
    [C("the gauge read 2.40 m", "VALUE_MISMATCH"), S("your 20/05 trip moves to the lower Bhote Koshi"),
     C("will be refunded within 5 days", "RECORD_STATE_MISMATCH")],
    errors=["wrong_role", "wrong_state"], excludes=["gauge read 2.40 m", "will be refunded within 5 days"],
    notes="2.40 is safeLimitM, not the reading (levelM 2.85); RefundAction is already CompletedActionStatus.", tag="role")

add(60, "raft-water-level", Q15,
    "Hi Ravi, your trip on 20/05 has moved to the lower Bhote Koshi because of high water. Your trip still costs Rs 12,500. If your group is experienced, you can ask the lead guide to run the upper section anyway.",
    [S("your trip on 20/05 has moved to the lower Bhote Koshi because of high water"),
     C("Your trip still costs Rs 12,500", "AMOUNT_MISMATCH"),
     C("you can ask the lead guide to run the upper section anyway", "NLI_CONTRADICTION")],
    errors=["stale_value", "wrong_policy_condition"], excludes=["Rs 12,500", "run the upper section anyway"],
    notes="12500.00 is the pre-change price in x-changeLog; totalPrice is now 9500.00. Policy: river-level calls cannot be overridden.", tag="stale")

rep(15, "raft-water-level", Q15,
    "The gauge read 2.40 m, above our safe limit, so your trip on 20/05 was moved to the lower Bhote Koshi. The Rs 3,000 difference has already been refunded.",
    [C("The gauge read 2.40 m", "VALUE_MISMATCH"), S("your trip on 20/05 was moved to the lower Bhote Koshi"),
     S("The Rs 3,000 difference has already been refunded")],
    ["wrong_role"], ["read 2.40 m"], ["2.85", "Rs 3,000|3,000", "20/05"],
    "levelM is 2.85; 2.40 is the safe limit.")

# ---------------------------------------------------------------------------
scen("raft-photo-addon", DOM_RAFT, [
    rec("get_reservation#RRR-21388", {
        "@context": "https://schema.org", "@type": "Reservation", "reservationId": "RRR-21388",
        "reservationStatus": SO + "ReservationConfirmed",
        "underName": {"@type": "Person", "name": "Grace Liu"}, "partySize": 4,
        "reservationFor": {"@type": "Event", "name": "Trishuli day run, Class III", "startDate": "2026-05-10T07:00:00+05:45"},
        "totalPrice": "34000.00", "priceCurrency": "NPR", "x-rafts": 1}, source="tool:get_reservation"),
    rec("list_offers#TRI-DAY-PHOTO", {"@context": "https://schema.org", "@type": "Offer", "sku": "TRI-DAY-PHOTO",
        "price": "1500.00", "priceCurrency": "NPR", "eligibleQuantity": {"value": 1, "unitText": "RAFT"},
        "x-bookingCutoff": "PT24H"}, source="tool:list_offers"),
    refused("add_addon#call-7", "add_addon", "DENY", {"reservationId": "RRR-21388", "sku": "TRI-DAY-PHOTO", "reason": "AFTER_CUTOFF"}),
    pol("policy#photo", "River photo packages must be added at least 24 hours before departure so a photographer can be assigned. The package costs Rs 1,500 per raft, and photos are shared by link within 3 days. Guests may bring their own waterproof camera at their own risk.", "2026-02"),
])

Q16 = "Can we add the photo package for tomorrow's trip?"
N16 = "2026-05-09T20:00:00+05:45"
add(61, "raft-photo-addon", Q16,
    "Hi Grace, I'm sorry, I couldn't add the photo package: it has to be booked at least 24 hours before departure so we can assign a photographer, and your trip leaves tomorrow at 07:00. You're welcome to bring your own waterproof camera, at your own risk. Your booking for four (Rs 34,000) is otherwise all set.",
    [S("I couldn't add the photo package"), S("it has to be booked at least 24 hours before departure"),
     S("your trip leaves tomorrow at 07:00"), S("bring your own waterproof camera, at your own risk"),
     S("Your booking for four (Rs 34,000) is otherwise all set")],
    includes=["24 hours", "07:00"], now=N16,
    notes="add_addon DENY (AFTER_CUTOFF); startDate 10/05 07:00 is tomorrow; policy cutoff and own-camera rule; partySize 4, totalPrice 34000.00.")

add(62, "raft-photo-addon", Q16,
    "Unfortunately the photo package can't be added this late, as the cutoff is 24 hours before departure.",
    [S("the photo package can't be added this late"), S("the cutoff is 24 hours before departure")],
    includes=["24 hours"], now=N16,
    notes="refused add_addon; policy and x-bookingCutoff PT24H.")

add(63, "raft-photo-addon", Q16,
    "Hi Grace, done! I've added the river photo package to booking RRR-21388. It costs Rs 1,500 per person, so Rs 6,000 for the four of you.",
    [C("I've added the river photo package to booking RRR-21388", "NOT_EXECUTED"),
     C("Rs 1,500 per person, so Rs 6,000", "NLI_CONTRADICTION", "AMOUNT_MISMATCH")],
    errors=["refused_call_effect", "wrong_amount"], excludes=["I've added the river photo package", "Rs 6,000"], now=N16,
    notes="add_addon was DENIED; the package is Rs 1,500 per raft (one raft), not per person.", tag="refused")

add(64, "raft-photo-addon", Q16,
    "Hi Grace, sorry, the photo package couldn't be added for tomorrow. Packages need to be booked at least 12 hours ahead, and photos arrive within 24 hours.",
    [S("the photo package couldn't be added for tomorrow"), C("at least 12 hours ahead", "NLI_CONTRADICTION"),
     C("photos arrive within 24 hours", "NLI_CONTRADICTION")],
    errors=["wrong_policy_condition", "wrong_period"], excludes=["at least 12 hours ahead", "within 24 hours"], now=N16,
    notes="Policy: 24-hour cutoff; photos shared within 3 days.", tag="policy")

rep(16, "raft-photo-addon", Q16,
    "Your trip leaves tomorrow at 07:00. I've added the photo package to your booking for Rs 1,500.",
    [S("Your trip leaves tomorrow at 07:00"), C("I've added the photo package to your booking", "NOT_EXECUTED")],
    ["refused_call_effect"], ["I've added the photo package"],
    ["couldn't|could not|unable|not able|can't|cannot|too late|not possible", "07:00"],
    "add_addon#call-7 was DENIED (AFTER_CUTOFF).", now=N16)
