# ---------------- paragliding tandem flights ----------------
DOM_PARA = "paragliding tandem flights"

scen("para-tandem", DOM_PARA, [
    rec("get_reservation#STR-30418", {
        "@context": "https://schema.org", "@type": "Reservation", "reservationId": "STR-30418",
        "reservationStatus": SO + "ReservationConfirmed",
        "underName": {"@type": "Person", "name": "Daniel Okafor"},
        "reservationFor": {"@type": "Event", "name": "Tandem paragliding - Sarangkot classic",
                           "startDate": "2026-05-06T10:30:00+05:45", "duration": "PT30M",
                           "location": {"@type": "Place", "name": "Sarangkot launch site"}},
        "partySize": 1, "totalPrice": "13500.00", "priceCurrency": "NPR",
        "priceSpecification": [
            {"@type": "UnitPriceSpecification", "name": "Classic tandem flight", "price": "11000.00", "priceCurrency": "NPR",
             "validFrom": "2026-04-01", "validThrough": "2026-09-30"},
            {"@type": "UnitPriceSpecification", "name": "GOPRO_VIDEO add-on", "price": "2500.00", "priceCurrency": "NPR",
             "validFrom": "2026-04-01", "validThrough": "2026-09-30"}],
        "x-pickup": {"time": "2026-05-06T03:30:00Z", "place": "Hotel Fewa Breeze, Lakeside"},
        "x-pilot": {"name": "Bikash Gurung", "licence": "CAAN-TP-2231"},
        "modifiedTime": "2026-05-05T16:02:00+05:45"}, source="tool:get_reservation"),
    rec("get_reservation#STR-30419", {
        "@context": "https://schema.org", "@type": "Reservation", "reservationId": "STR-30419",
        "reservationStatus": SO + "ReservationConfirmed",
        "underName": {"@type": "Person", "name": "Sara Lind"},
        "reservationFor": {"@type": "Event", "name": "Tandem paragliding - extended thermal flight",
                           "startDate": "2026-05-06T11:00:00+05:45", "duration": "PT45M"},
        "partySize": 1, "totalPrice": "15500.00", "priceCurrency": "NPR",
        "x-pickup": {"time": "2026-05-06T03:30:00Z", "place": "Hotel Fewa Breeze, Lakeside"},
        "x-pilot": {"name": "Sunil Ale", "licence": "CAAN-TP-1987"}}, source="tool:get_reservation"),
    pol("policy#tandem-day", "Tandem passengers must weigh between 35 and 100 kg. Wear closed shoes and bring a light jacket, because it is cooler at the 1,600 m launch. Flights depend on the wind: if the pilot cannot launch, we rebook you free of charge or refund in full. Pickup times are set the day before and may shift by up to 30 minutes with conditions. The duration on your booking is air time; allow about 3 hours door to door.", "2026-04"),
])

Q5 = "What time is pickup tomorrow and how long will I actually be flying? Is the video included?"
N5 = "2026-05-05T19:00:00+05:45"
add(17, "para-tandem", Q5,
    "Hi Daniel! Tomorrow's pickup is at 09:15 from Hotel Fewa Breeze, Lakeside, and your tandem takes off at 10:30. You'll have about 30 minutes in the air with pilot Bikash Gurung; allow roughly 3 hours door to door. The GoPro video is on your booking: Rs 2,500 of your Rs 13,500 total. Closed shoes and a light jacket, please, as it's cooler up at the 1,600 m launch.",
    [S("Tomorrow's pickup is at 09:15 from Hotel Fewa Breeze, Lakeside"), S("your tandem takes off at 10:30"),
     S("about 30 minutes in the air"), S("with pilot Bikash Gurung"), S("allow roughly 3 hours door to door"),
     S("The GoPro video is on your booking"), S("Rs 2,500 of your Rs 13,500 total"),
     S("Closed shoes and a light jacket, please"), S("cooler up at the 1,600 m launch")],
    includes=["09:15", "30 minutes"], now=N5,
    notes="x-pickup.time 03:30Z = 09:15 NPT on 06/05; startDate 10:30; PT30M; GOPRO_VIDEO 2500.00 in priceSpecification; totalPrice 13500.00; shoes/jacket and 3 hours in policy.")

add(18, "para-tandem", Q5,
    "Pickup 09:15 Wednesday (06/05) at your hotel, 30 minutes of air time, video included; your total is Rs 13,500.",
    [S("Pickup 09:15 Wednesday (06/05) at your hotel"), S("30 minutes of air time"), S("video included"),
     S("your total is Rs 13,500")],
    includes=["09:15", "Rs 13,500"], now=N5,
    notes="03:30Z is 09:15 local; 06/05/2026 is a Wednesday; PT30M; GoPro add-on listed; totalPrice 13500.00.")

add(19, "para-tandem", Q5,
    "Namaste Daniel! Pickup is at 09:15 tomorrow from Hotel Fewa Breeze. Your flight takes off at 11:00 and gives you about 45 minutes in the air. The GoPro video add-on is included in your booking.",
    [S("Pickup is at 09:15 tomorrow from Hotel Fewa Breeze"), C("Your flight takes off at 11:00", "DATE_MISMATCH", "VALUE_MISMATCH"),
     C("about 45 minutes in the air", "VALUE_MISMATCH"), S("The GoPro video add-on is included in your booking")],
    errors=["other_record_value", "other_record_value"], excludes=["takes off at 11:00", "45 minutes in the air"], now=N5,
    notes="11:00 and PT45M belong to Sara Lind's reservation STR-30419; Daniel's STR-30418 launches 10:30 for PT30M.", tag="other-booking")

add(20, "para-tandem", Q5,
    "Hi Daniel, your booking reference is CAAN-TP-2231 and pickup is at 09:15 tomorrow. You'll fly for about 30 minutes, and yes, the video is included. Pickup times are fixed once set, so there's no chance of it moving.",
    [C("your booking reference is CAAN-TP-2231", "IDENTIFIER_MISMATCH"), S("pickup is at 09:15 tomorrow"),
     S("You'll fly for about 30 minutes"), S("the video is included"),
     C("Pickup times are fixed once set", "NLI_CONTRADICTION")],
    errors=["wrong_role", "wrong_policy_condition"], excludes=["reference is CAAN-TP-2231", "Pickup times are fixed"], now=N5,
    notes="CAAN-TP-2231 is the pilot's licence; the reservationId is STR-30418. Policy: pickup may shift by up to 30 minutes.", tag="role")

rep(5, "para-tandem", Q5,
    "Your pickup tomorrow is at 03:30 from Hotel Fewa Breeze, Lakeside, and you launch at 10:30 for about 30 minutes in the air. The GoPro video is included.",
    [C("Your pickup tomorrow is at 03:30", "DATE_MISMATCH", "VALUE_MISMATCH"), S("you launch at 10:30"),
     S("about 30 minutes in the air"), S("The GoPro video is included")],
    ["unit_conversion"], ["at 03:30"], ["09:15|9:15", "10:30", "30 minutes"],
    "x-pickup.time is 2026-05-06T03:30:00Z, which is 09:15 in Asia/Kathmandu (UTC+05:45).", now=N5)

# ---------------------------------------------------------------------------
scen("para-weather-hold", DOM_PARA, [
    rec("get_reservation#STR-30577", {
        "@context": "https://schema.org", "@type": "Reservation", "reservationId": "STR-30577",
        "reservationStatus": SO + "ReservationPending",
        "underName": {"@type": "Person", "name": "Priya Nair"},
        "reservationFor": {"@type": "Event", "name": "Tandem paragliding - Sarangkot classic",
                           "startDate": "2026-05-12T11:00:00+05:45", "duration": "PT30M"},
        "totalPrice": "11000.00", "priceCurrency": "NPR",
        "x-payment": {"status": "PAID", "amountMinor": 1100000},
        "x-weatherHold": {"decisionAt": "2026-05-12T07:30:00+05:45", "reason": "CLOUD_BASE_LOW"},
        "modifiedTime": "2026-05-11T17:45:00+05:45"}, source="tool:get_reservation"),
    refused("issue_refund#call-1", "issue_refund", "DENY",
            {"reservationId": "STR-30577", "amountMinor": 1100000, "reason": "CUSTOMER_CANCEL_ON_HOLD"}),
    pol("policy#weather-hold", "When cloud or wind is marginal, bookings go on weather hold and the pilots decide by 07:30 on the day of the flight. If the flight is called off, you choose a free rebooking within 7 days or a full refund. A passenger who cancels while the booking is only on hold is treated as a normal cancellation. Normal cancellations made 24 hours or more before launch are refunded in full; later ones forfeit the whole price.", "2026-04"),
])

Q6 = "My flight tomorrow says 'pending'. Can I just cancel now and get my money back?"
N6 = "2026-05-11T20:00:00+05:45"
add(21, "para-weather-hold", Q6,
    "Hi Priya, your flight tomorrow at 11:00 is on weather hold because the cloud base is low, and the pilots will make the call by 07:30. I wasn't able to process a refund now. Cancelling while a booking is only on hold counts as a normal cancellation, and with less than 24 hours to launch that would forfeit the full Rs 11,000. If the pilots call the flight off, you can choose a free rebooking within 7 days or a full refund.",
    [S("your flight tomorrow at 11:00 is on weather hold"), S("because the cloud base is low"),
     S("the pilots will make the call by 07:30"), S("I wasn't able to process a refund now"),
     S("Cancelling while a booking is only on hold counts as a normal cancellation"),
     S("with less than 24 hours to launch that would forfeit the full Rs 11,000"),
     S("a free rebooking within 7 days or a full refund")],
    includes=["07:30", "7 days"], now=N6,
    notes="ReservationPending with x-weatherHold CLOUD_BASE_LOW, decisionAt 07:30; issue_refund DENY; now is 15 h before launch; policy gives the on-hold and 24-hour rules.")

add(22, "para-weather-hold", Q6,
    "Here's where things stand, Priya:\n- Booking STR-30577 is pending a weather decision, not cancelled.\n- The pilots decide by 07:30 on 12/05.\n- A refund request right now was declined.\n- If the flight is called off, you'll be offered a free rebooking within 7 days or your money back in full.\nFingers crossed for a high cloud base!",
    [S("Booking STR-30577 is pending a weather decision, not cancelled"), S("The pilots decide by 07:30 on 12/05"),
     S("A refund request right now was declined"),
     S("a free rebooking within 7 days or your money back in full"), NA("Fingers crossed for a high cloud base!")],
    includes=["STR-30577", "07:30"], now=N6,
    notes="reservationStatus ReservationPending; decisionAt 2026-05-12T07:30; refused_call DENY; policy#weather-hold rebooking terms.")

add(23, "para-weather-hold", Q6,
    "Hi Priya, no problem at all. I've cancelled your booking STR-30577 and your refund of Rs 11,000 is on its way. For future reference, the pilots make weather calls by 09:00 on the day.",
    [C("I've cancelled your booking STR-30577", "NOT_EXECUTED", "RECORD_STATE_MISMATCH"),
     C("your refund of Rs 11,000 is on its way", "NOT_EXECUTED"), C("by 09:00 on the day", "NLI_CONTRADICTION")],
    errors=["wrong_state", "refused_call_effect", "wrong_time"],
    excludes=["I've cancelled your booking", "refund of Rs 11,000 is on its way", "by 09:00"], now=N6,
    notes="issue_refund was DENIED and the reservation is still ReservationPending; policy says 07:30.", tag="refused")

add(24, "para-weather-hold", Q6,
    "Hi Priya, your flight tomorrow at 11:00 is on weather hold, with the decision due by 07:30. Since you're cancelling more than 24 hours ahead, you'd get a full refund of Rs 11,000. If the pilots cancel instead, you can rebook free within 14 days.",
    [S("your flight tomorrow at 11:00 is on weather hold"), S("with the decision due by 07:30"),
     C("Since you're cancelling more than 24 hours ahead, you'd get a full refund", "NLI_CONTRADICTION", "VALUE_MISMATCH", "DATE_MISMATCH"),
     C("rebook free within 14 days", "NLI_CONTRADICTION")],
    errors=["condition_unmet", "wrong_period"], excludes=["cancelling more than 24 hours ahead", "within 14 days"], now=N6,
    notes="now 11/05 20:00 is 15 hours before the 11:00 launch, so the full-refund condition fails; the rebooking window is 7 days.", tag="condition")

rep(6, "para-weather-hold", Q6,
    "Your flight tomorrow at 11:00 is on weather hold while the pilots watch the cloud base; they'll decide by 07:30. I've cancelled it for you and refunded the Rs 11,000 in full.",
    [S("Your flight tomorrow at 11:00 is on weather hold"), S("they'll decide by 07:30"),
     C("I've cancelled it for you and refunded the Rs 11,000 in full", "NOT_EXECUTED", "RECORD_STATE_MISMATCH")],
    ["refused_call_effect"], ["I've cancelled it for you"],
    ["could not|couldn't|unable|not able|wasn't able|cannot|can't|declined", "07:30", "11:00"],
    "issue_refund#call-1 was DENIED; the booking is still pending.", now=N6)

# ---------------------------------------------------------------------------
scen("para-price-change", DOM_PARA, [
    rec("get_reservation#STR-30690", {
        "@context": "https://schema.org", "@type": "Reservation", "reservationId": "STR-30690",
        "reservationStatus": SO + "ReservationConfirmed",
        "underName": {"@type": "Person", "name": "Sujan Rai"},
        "reservationFor": {"@type": "Event", "name": "Cross-country tandem, 60 minutes",
                           "startDate": "2026-04-25T10:00:00+05:45", "duration": "PT1H"},
        "bookingTime": "2026-03-20T14:10:00+05:45", "totalPrice": "16500.00", "priceCurrency": "NPR",
        "x-offerSku": "TANDEM-XC-60"}, source="tool:get_reservation"),
    rec("list_offers#tandem-xc", {"@context": "https://schema.org", "@type": "ItemList", "itemListElement": [
        {"@type": "Offer", "sku": "TANDEM-XC-60", "name": "Cross-country tandem, 60 minutes", "price": "16500.00",
         "priceCurrency": "NPR", "validFrom": "2025-10-01", "validThrough": "2026-03-31",
         "x-supersededBy": "TANDEM-XC-60-26"},
        {"@type": "Offer", "sku": "TANDEM-XC-60-26", "name": "Cross-country tandem, 60 minutes", "price": "18000.00",
         "priceCurrency": "NPR", "validFrom": "2026-04-01", "validThrough": "2026-09-30",
         "eligibleDuration": {"@type": "QuantitativeValue", "value": "PT1H"}}]}, source="tool:list_offers"),
    pol("policy#pricing", "Prices are fixed at the moment of booking: later price changes do not affect confirmed reservations. New bookings are charged at the offer valid on the day they are made. We do not match prices from other operators. Group discounts apply from 5 passengers booked together.", "2026-04"),
])

Q7 = "I booked the 60-minute cross-country flight back in March. Was I charged right? My friend wants the same flight in May - what will it cost him?"
add(25, "para-price-change", Q7,
    "Hi Sujan! You were charged Rs 16,500, the rate in force when you booked on 20/03, and price changes after booking don't affect confirmed reservations. For your friend, the 60-minute cross-country tandem is now Rs 18,000 on the current offer, valid through 30/09/2026.",
    [S("You were charged Rs 16,500"), S("the rate in force when you booked on 20/03"),
     S("price changes after booking don't affect confirmed reservations"),
     S("the 60-minute cross-country tandem is now Rs 18,000"), S("valid through 30/09/2026")],
    includes=["Rs 16,500", "Rs 18,000"],
    notes="STR-30690 totalPrice 16500.00, bookingTime 20/03; current offer TANDEM-XC-60-26 18000.00 valid to 2026-09-30; fixed-at-booking rule in policy.")

add(26, "para-price-change", Q7,
    "Your one-hour flight on 25/04 at 10:00 is confirmed at NPR 16,500, which is correct. Your friend's May booking would be charged at today's offer of NPR 18,000, since new bookings pay the price valid on the day they're made.",
    [S("Your one-hour flight on 25/04 at 10:00 is confirmed at NPR 16,500"), S("which is correct"),
     S("Your friend's May booking would be charged at today's offer of NPR 18,000"),
     S("new bookings pay the price valid on the day they're made")],
    includes=["NPR 16,500", "NPR 18,000"], now="2026-04-18T15:30:00+05:45",
    notes="PT1H, startDate 25/04 10:00, 16500.00 charged at booking; current offer 18000.00 valid from 01/04; policy sentence 2.")

add(27, "para-price-change", Q7,
    "Hi Sujan, yes, Rs 16,500 is right for your flight on 25/04. Your friend can book the same 60-minute cross-country flight for May at that same price of Rs 16,500 per person.",
    [S("Rs 16,500 is right for your flight on 25/04"),
     C("at that same price of Rs 16,500 per person", "AMOUNT_MISMATCH")],
    errors=["stale_value"], excludes=["same price of Rs 16,500"],
    notes="TANDEM-XC-60 at 16500.00 ended 31/03 and was superseded; new bookings pay TANDEM-XC-60-26 at 18000.00.", tag="stale")

add(28, "para-price-change", Q7,
    "Hi Sujan, you were charged correctly at Rs 16,500 for your 45-minute cross-country flight. Your friend's May flight would be Rs 18,000, and as a friend of a returning customer he'll get 10% off.",
    [S("you were charged correctly at Rs 16,500"), C("your 45-minute cross-country flight", "VALUE_MISMATCH"),
     S("Your friend's May flight would be Rs 18,000"), I("he'll get 10% off", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED")],
    errors=["wrong_period", "invented_promise"], excludes=["45-minute", "10% off"],
    notes="duration is PT1H (60 min); no policy grants a friend discount (group discounts start at 5 passengers).", tag="perk")

rep(7, "para-price-change", Q7,
    "You were charged correctly: Rs 16,500 was the price when you booked on 20/03. Your friend can book the same one-hour flight for May at Rs 16,500 as well.",
    [S("Rs 16,500 was the price when you booked on 20/03"),
     C("for May at Rs 16,500 as well", "AMOUNT_MISMATCH")],
    ["stale_value"], ["for May at Rs 16,500"], ["Rs 18,000|18,000|NPR 18,000", "20/03"],
    "The old offer ended 31/03; new bookings take TANDEM-XC-60-26 at 18000.00.")

# ---------------------------------------------------------------------------
scen("para-video", DOM_PARA, [
    rec("get_order#STR-MD-4410", {
        "@context": "https://schema.org", "@type": "Order", "orderNumber": "STR-MD-4410",
        "orderStatus": SO + "OrderProcessing", "customer": {"@type": "Person", "name": "Lena Kowalczyk", "email": "lena.k@example.com"},
        "orderedItem": [{"@type": "OrderItem", "orderedItem": {"@type": "Product", "name": "Flight video, edited 3-minute cut", "sku": "VID-EDIT"}, "price": "2500.00"},
                        {"@type": "OrderItem", "orderedItem": {"@type": "Product", "name": "Photo set, 30 images", "sku": "PHOTO-30"}, "price": "1000.00"}],
        "partOfInvoice": {"@type": "Invoice", "paymentStatus": SO + "PaymentComplete", "totalPaymentDue": {"value": "3500.00", "currency": "NPR"}},
        "x-flight": {"reservationId": "STR-30502", "startDate": "2026-05-02T11:00:00+05:45"},
        "x-delivery": {"method": "DOWNLOAD_LINK", "promisedBy": "2026-05-04T18:00:00+05:45", "sentTo": "lena.k@example.com"}},
        source="tool:get_order"),
    rec("get_order#STR-MD-4388", {
        "@context": "https://schema.org", "@type": "Order", "orderNumber": "STR-MD-4388",
        "orderStatus": SO + "OrderCancelled", "customer": {"@type": "Person", "name": "Lena Kowalczyk"},
        "orderedItem": [{"@type": "OrderItem", "orderedItem": {"@type": "Product", "name": "Raw footage on USB", "sku": "RAW-USB"}, "price": "500.00"}],
        "x-cancelReason": "REPLACED_BY_STR-MD-4410"}, source="tool:get_order"),
    pol("policy#media", "Edited videos are delivered within 48 hours of your flight as a download link sent to the email on your booking. Raw footage is available on a USB stick at the office for Rs 500 extra. Download links stay active for 30 days. Photos are delivered together with the video.", "2026-02"),
])

Q8 = "I flew yesterday - when will I get my video?"
N8 = "2026-05-03T12:00:00+05:45"
add(29, "para-video", Q8,
    "Hi Lena! Your edited 3-minute video and the 30-photo set are being prepared now. They'll arrive as a download link at lena.k@example.com by 18:00 on 04/05, within 48 hours of yesterday's flight. The link stays active for 30 days, so save your copies in good time.",
    [S("Your edited 3-minute video and the 30-photo set are being prepared now"),
     S("They'll arrive as a download link at lena.k@example.com"), S("by 18:00 on 04/05"),
     S("within 48 hours of yesterday's flight"), S("The link stays active for 30 days")],
    includes=["18:00", "04/05"], now=N8,
    notes="OrderProcessing; x-delivery promisedBy 2026-05-04T18:00, sentTo lena.k@; flight 02/05 (yesterday); 48 h and 30 days in policy.")

add(30, "para-video", Q8,
    "Media order STR-MD-4410 (Rs 3,500, paid) is in editing; expect the link by Monday 4 May at 18:00.",
    [S("Media order STR-MD-4410 (Rs 3,500, paid) is in editing"), S("expect the link by Monday 4 May at 18:00")],
    includes=["STR-MD-4410", "18:00"], now=N8,
    notes="totalPaymentDue 3500.00 PaymentComplete; OrderProcessing; promisedBy 2026-05-04 18:00 (a Monday).")

add(31, "para-video", Q8,
    "Hi Lena, your video and photos are being edited and will reach lena.k@example.com by 18:00 on 04/05. Your download link will stay active for 90 days. The raw footage is included free on a USB stick you can collect at the office.",
    [S("your video and photos are being edited"), S("will reach lena.k@example.com by 18:00 on 04/05"),
     C("will stay active for 90 days", "NLI_CONTRADICTION"),
     C("The raw footage is included free on a USB stick", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["wrong_period", "unlisted_perk"], excludes=["active for 90 days", "included free on a USB stick"], now=N8,
    notes="Policy: links last 30 days; raw footage costs Rs 500 extra and the RAW-USB order was cancelled.", tag="perk")

add(32, "para-video", Q8,
    "Hi Lena, good news: your video from order STR-MD-4388 has already been sent to lena.k@example.com, so check your inbox and spam folder.",
    [C("your video from order STR-MD-4388", "IDENTIFIER_MISMATCH"),
     C("has already been sent to lena.k@example.com", "RECORD_STATE_MISMATCH")],
    errors=["wrong_id", "wrong_state"], excludes=["STR-MD-4388", "has already been sent"], now=N8,
    notes="STR-MD-4388 is the cancelled raw-footage order; the video order STR-MD-4410 is still OrderProcessing, due by 04/05 18:00.", tag="state")

rep(8, "para-video", Q8,
    "Your edited video and 30 photos from order STR-MD-4410 are being prepared. The download link will reach lena.k@example.com by 18:00 on 05/05.",
    [S("are being prepared"), C("by 18:00 on 05/05", "DATE_MISMATCH")],
    ["wrong_date"], ["on 05/05"], ["04/05|4 May|4/5|Monday", "STR-MD-4410", "18:00"],
    "x-delivery.promisedBy is 2026-05-04T18:00+05:45.", now=N8)
