# ---------------- cruise line ----------------
# C1: balance owed on a September sailing
ev = [
    rec("cruise_read#BK-77Q4120", "tool:OTA_CruiseReadRQ", {
        "ReservationID": {"ID": "BK-77Q4120", "Type": "BOOKING"},
        "ResStatus": "COMMITTED",
        "LeadGuest": {"Surname": "OKONJO", "GivenName": "TEMI", "NamePrefix": "MS"},
        "SailingInfo": {"ShipName": "MS Aurelia Sound", "VoyageID": "AS2609W", "Start": "2026-09-12", "End": "2026-09-19",
                        "DeparturePort": {"LocationCode": "BCN", "Name": "Barcelona"}, "Itinerary": "WESTERN_MEDITERRANEAN"},
        "Cabin": {"CabinNumber": "8142", "CategoryCode": "BALCONY_B2", "Deck": 8},
        "GuestCounts": [{"AgeQualifyingCode": "ADULT", "Count": 2}],
        "PaymentSchedule": {
            "TotalAmount": {"Amount": 348000, "DecimalPlaces": 2, "CurrencyCode": "EUR"},
            "Payments": [
                {"PaymentType": "DEPOSIT", "Amount": 70000, "DecimalPlaces": 2, "CurrencyCode": "EUR", "Status": "RECEIVED", "Date": "2026-03-02"},
                {"PaymentType": "PART_PAYMENT", "Amount": 25000, "DecimalPlaces": 2, "CurrencyCode": "EUR", "Status": "RECEIVED", "Date": "2026-04-21"}],
            "BalanceDueDate": "2026-07-14"},
        "TPA_Extensions": {"OnboardCreditOffer": {"Amount": 10000, "DecimalPlaces": 2, "CurrencyCode": "EUR", "Status": "PENDING_CAMPAIGN_APPROVAL"},
                           "DiningSeating": "LATE_2030"}}),
    rec("price_quote#Q-5521", "tool:OTA_CruisePriceBookingRQ", {
        "QuoteID": "Q-5521", "QuoteStatus": "SUPERSEDED", "IssuedOn": "2026-01-09", "VoyageID": "AS2609W",
        "CategoryCode": "BALCONY_B2", "TotalAmount": {"Amount": 331000, "DecimalPlaces": 2, "CurrencyCode": "EUR"},
        "TPA_Extensions": {"PromoCode": "JANSAIL", "ReplacedBy": "BK-77Q4120"}}),
    rec("cruise_read#BK-61M0087", "tool:OTA_CruiseReadRQ", {
        "ReservationID": {"ID": "BK-61M0087", "Type": "BOOKING"}, "ResStatus": "COMPLETED",
        "SailingInfo": {"ShipName": "MS Boreal Crest", "Start": "2025-06-03", "End": "2025-06-10"},
        "Cabin": {"CabinNumber": "6021", "CategoryCode": "OCEANVIEW_O1"},
        "PaymentSchedule": {"TotalAmount": {"Amount": 212000, "DecimalPlaces": 2, "CurrencyCode": "EUR"}}}),
    pol("payments-policy#balance", "Cabin fares are per booking and include port taxes. Payments can be made by card or bank transfer in the booking currency. "
        "The outstanding balance is due 60 days before the sailing date. If the balance has not reached us by then, the booking may be cancelled and the deposit kept.", rev="2026.1"),
]
q = "Can you confirm what I still owe on our September cruise and when it's due?"
add("cruise-c1", "balance-owed", q,
    "Lovely to hear from you, and good news: booking BK-77Q4120 is fully confirmed! Your remaining balance is €2,530.00, due by 14 July 2026. "
    "You're in balcony cabin 8142 on deck 8 of the MS Aurelia Sound, sailing from Barcelona on 12 September.", ev,
    [S("booking BK-77Q4120 is fully confirmed"), S("remaining balance is €2,530.00"), S("due by 14 July 2026"),
     S("balcony cabin 8142 on deck 8 of the MS Aurelia Sound"), S("sailing from Barcelona on 12 September")],
    includes=["€2,530.00", "14 July 2026"],
    notes="Total 348000 minus payments 70000+25000 = €2,530.00; BalanceDueDate 2026-07-14; cabin 8142 deck 8.")
add("cruise-c1", "balance-owed", q,
    "Here's where things stand on your Western Mediterranean sailing:\n- Total fare: €3,480.00\n- Paid so far: €950.00 (deposit €700.00 plus your €250.00 top-up)\n"
    "- Still to pay: €2,530.00\n- Balance deadline: 14/07/2026, which is 60 days before you sail\nHappy to help with anything else!", ev,
    [S("Total fare: €3,480.00"), S("Paid so far: €950.00"), S("deposit €700.00 plus your €250.00 top-up"), S("Still to pay: €2,530.00"),
     S("Balance deadline: 14/07/2026"), S("60 days before you sail"), NA("Happy to help with anything else!")],
    includes=["€2,530.00", "14/07/2026"],
    notes="Payments list holds 70000 and 25000 received; policy says balance due 60 days before sailing (12 Sep minus 60 days = 14 Jul).")
add("cruise-c1", "balance-owed", q,
    "Hello again! Your booking on the MS Aurelia Sound is confirmed, and after your €700.00 deposit the balance left to pay is €2,780.00. "
    "That's due by 14 July 2026, and payments can go by card or bank transfer in euros.", ev,
    [S("Your booking on the MS Aurelia Sound is confirmed"), S("after your €700.00 deposit"), C("the balance left to pay is €2,780.00", "AMOUNT_MISMATCH"),
     S("due by 14 July 2026"), S("card or bank transfer in euros")],
    errors=["wrong_arithmetic"], excludes=["€2,780.00"],
    notes="The balance skips the €250.00 part payment received 2026-04-21; 348000-70000-25000 = €2,530.00.")
add("cruise-c1", "balance-owed", q,
    "Thanks for checking in! Your fare for cabin 8142 is €3,310.00, and with the payments received so far you now owe €2,530.00 by 14 July. "
    "We've also added €100 of onboard credit to your cabin account for the trip.", ev,
    [C("fare for cabin 8142 is €3,310.00", "AMOUNT_MISMATCH"), S("you now owe €2,530.00"), S("by 14 July"),
     C("added €100 of onboard credit", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH")],
    errors=["stale_value", "wrong_state"], excludes=["€3,310.00", "added €100 of onboard credit"],
    notes="€3,310.00 is superseded quote Q-5521; booking total is 348000. OnboardCreditOffer status is PENDING_CAMPAIGN_APPROVAL, not added.")
add("cruise-c1", "balance-owed", q,
    "Good news, your balcony cabin 8142 is all confirmed for 12–19 September. The balance of €2,780.00 is due by 14 July 2026.", ev,
    [S("balcony cabin 8142 is all confirmed"), S("12–19 September"), C("balance of €2,780.00", "AMOUNT_MISMATCH"), S("due by 14 July 2026")],
    errors=["wrong_arithmetic"], excludes=["€2,780.00"], includes=["€2,530.00|2,530.00|2,530|2530", "14 July"],
    notes="Balance must subtract both payments (700 + 250) from 3,480: €2,530.00.", repair=True)

# C2: cancellation penalty tiers with deadline offsets, refused cancel
ev = [
    rec("cruise_read#BK-80T2291", "tool:OTA_CruiseReadRQ", {
        "ReservationID": {"ID": "BK-80T2291", "Type": "BOOKING"}, "ResStatus": "COMMITTED",
        "LeadGuest": {"Surname": "HOLLIS", "GivenName": "DEREK", "NamePrefix": "MR"},
        "SailingInfo": {"ShipName": "MS Caledonia Star", "Start": "2026-07-20", "End": "2026-08-03",
                        "DeparturePort": {"LocationCode": "SOU", "Name": "Southampton"}, "Itinerary": "BALTIC_CAPITALS"},
        "GuestCounts": [{"AgeQualifyingCode": "ADULT", "Count": 2}],
        "PaymentSchedule": {"TotalAmount": {"Amount": 452000, "DecimalPlaces": 2, "CurrencyCode": "GBP"},
                            "Payments": [{"PaymentType": "DEPOSIT", "Amount": 90000, "DecimalPlaces": 2, "CurrencyCode": "GBP", "Status": "RECEIVED"}]},
        "CancelPenalties": [
            {"Deadline": {"OffsetUnitMultiplier": 90, "OffsetTimeUnit": "DAY", "OffsetDropTime": "BEFORE_ARRIVAL"}, "PenaltyDescription": "DEPOSIT_FORFEIT",
             "AmountPercent": {"Percent": 20, "BasisType": "FULL_STAY"}},
            {"Deadline": {"OffsetUnitMultiplier": 89, "OffsetTimeUnit": "DAY", "OffsetDropTime": "BEFORE_ARRIVAL"}, "AmountPercent": {"Percent": 50, "BasisType": "FULL_STAY"}},
            {"Deadline": {"OffsetUnitMultiplier": 59, "OffsetTimeUnit": "DAY", "OffsetDropTime": "BEFORE_ARRIVAL"}, "AmountPercent": {"Percent": 75, "BasisType": "FULL_STAY"}},
            {"Deadline": {"OffsetUnitMultiplier": 29, "OffsetTimeUnit": "DAY", "OffsetDropTime": "BEFORE_ARRIVAL"}, "AmountPercent": {"Percent": 100, "BasisType": "FULL_STAY"}}],
        "TPA_Extensions": {"TravelProtection": {"Status": "DECLINED", "OfferedOn": "2026-02-11"}, "FareCode": "STANDARD_FLEX"}}),
    refused("cancel#BK-80T2291", "OTA_CancelRQ", "ESCALATE", {"ReservationID": "BK-80T2291", "CancelType": "CANCEL"}),
    pol("cancellation-terms#cruise", "Cancellation charges are a percentage of the total fare and depend on when we receive notice. "
        "90 days or more before departure: loss of deposit only. 89 to 60 days: 50% of the total fare. 59 to 30 days: 75%. Fewer than 30 days: 100%. "
        "Cancellations requested by chat or email are reviewed by the bookings team before they take effect.", rev="C-2026-02"),
]
q = "Thinking of cancelling our July cruise. What would it cost us, and can you just cancel it now?"
nw = "2026-05-04T10:15:00+01:00"
add("cruise-c2", "cancel-penalty", q,
    "I'm sorry to hear you might not make it! As you're 77 days out from the 20 July sailing, cancelling now would cost 50% of your £4,520.00 fare, which is £2,260.00. "
    "I haven't been able to cancel it myself, so I've passed your request to our bookings team.", ev,
    [NA("I'm sorry to hear you might not make it!"), S("77 days out from the 20 July sailing"), S("50% of your £4,520.00 fare"), S("which is £2,260.00"),
     S("haven't been able to cancel it myself"), S("passed your request to our bookings team")],
    includes=["£2,260.00", "50%"], now=nw,
    notes="Now 4 May, sailing 20 Jul = 77 days: the 89-60 day tier, 50% of 452000 = £2,260.00; cancel call was ESCALATED.")
add("cruise-c2", "cancel-penalty", q,
    "Dear Mr Hollis,\n\nThank you for your message about booking BK-80T2291. Under our cancellation terms, notice given between 89 and 60 days before departure carries a charge of half the total fare, "
    "so today that would be £2,260.00. If you waited until fewer than 60 days before sailing, the charge would rise to 75%. "
    "Your cancellation request has been referred to a colleague for review rather than processed.\n\nWarm regards,\nPippa", ev,
    [S("notice given between 89 and 60 days before departure carries a charge of half the total fare"), S("today that would be £2,260.00"),
     S("the charge would rise to 75%"), S("referred to a colleague for review rather than processed")],
    includes=["£2,260.00"], now=nw,
    notes="Policy tiers 89-60 days 50%, 59-30 days 75%; refused_call decision ESCALATE.")
add("cruise-c2", "cancel-penalty", q,
    "No problem at all, I've gone ahead and cancelled booking BK-80T2291 for you. As you're more than 60 days before departure, only your £900.00 deposit is kept and the rest will be refunded.", ev,
    [C("cancelled booking BK-80T2291 for you", "NOT_EXECUTED"),
     C("only your £900.00 deposit is kept", "NLI_CONTRADICTION", "AMOUNT_MISMATCH", "VALUE_MISMATCH")],
    errors=["refused_call_effect", "wrong_policy_condition"], excludes=["I've gone ahead and cancelled", "only your £900.00 deposit is kept"], now=nw,
    notes="OTA_CancelRQ was ESCALATED, not done. Deposit-only applies at 90+ days; at 77 days the charge is 50%.")
add("cruise-c2", "cancel-penalty", q,
    "Sorry you may need to cancel! Cancelling now would mean a 50% charge, £2,260.00, but your travel protection would cover that, so you could claim it back. "
    "I've escalated the cancellation request to our bookings team rather than processing it.", ev,
    [S("would mean a 50% charge, £2,260.00"), C("your travel protection would cover that", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH"),
     S("escalated the cancellation request to our bookings team")],
    errors=["wrong_state"], excludes=["travel protection would cover"], now=nw,
    notes="TPA_Extensions.TravelProtection.Status is DECLINED.")
add("cruise-c2", "cancel-penalty", q,
    "Cancelling your July sailing today would cost 75% of the fare, £3,390.00. I wasn't able to cancel it directly, so I've escalated it to our bookings team.", ev,
    [C("75% of the fare, £3,390.00", "AMOUNT_MISMATCH", "VALUE_MISMATCH", "NLI_CONTRADICTION"), S("I wasn't able to cancel it directly"), S("escalated it to our bookings team")],
    errors=["wrong_policy_condition"], excludes=["75% of the fare", "£3,390.00"],
    includes=["£2,260.00|2,260|50%|half", "escalated|review|could not|couldn't|unable|not able|wasn't able"], now=nw,
    notes="77 days before departure falls in the 89-60 day tier: 50%, £2,260.00.", repair=True)

# C3: shore excursions, epoch start times in Europe/Madrid
ev = [
    rec("excursion#EXC-PMI-4471", "tool:OTA_TourActivityResRetrieveRQ", {
        "ResID": "EXC-PMI-4471", "ResStatus": "BOOKED", "LinkedReservation": "BK-71C3308",
        "Activity": {"Code": "PMI-VALL", "Name": "Valldemossa & Sóller by Vintage Train", "PortOfCall": "Palma de Mallorca"},
        "Start": ep("2026-06-18 08:45"), "Duration": "PT6H30M", "TimeZone": "Europe/Madrid",
        "MeetingPoint": {"Description": "Pier 4 Terminal, Level 1 lounge"},
        "GuestCounts": [{"AgeQualifyingCode": "ADULT", "Count": 2}, {"AgeQualifyingCode": "CHILD", "Count": 1, "Age": 9}],
        "Pricing": {"PerAdult": {"Amount": 8900, "DecimalPlaces": 2, "CurrencyCode": "EUR"},
                    "PerChild": {"Amount": 4500, "DecimalPlaces": 2, "CurrencyCode": "EUR"},
                    "Total": {"Amount": 22300, "DecimalPlaces": 2, "CurrencyCode": "EUR"}}}),
    rec("excursion#EXC-MRS-4472", "tool:OTA_TourActivityResRetrieveRQ", {
        "ResID": "EXC-MRS-4472", "ResStatus": "WAITLISTED", "LinkedReservation": "BK-71C3308",
        "Activity": {"Code": "MRS-CATA", "Name": "Catamaran Snorkel Cove", "PortOfCall": "Marseille"},
        "Start": ep("2026-06-19 10:00"), "Duration": "PT3H", "TPA_Extensions": {"WaitlistPosition": 3},
        "Pricing": {"Total": {"Amount": 19500, "DecimalPlaces": 2, "CurrencyCode": "EUR"}}}),
    pol("excursion-terms#2026", "Please be at the meeting point 15 minutes before the start time shown on your ticket. "
        "Excursions can be cancelled free of charge up to 48 hours before the tour starts; after that the full price is charged. "
        "Guests on a waitlist are only charged if a place is confirmed."),
]
q = "Can you confirm our excursions for Palma and Marseille? What time do we need to be ready in Palma?"
add("cruise-c3", "shore-excursions", q,
    "Ooh, you'll love Mallorca! Your Valldemossa & Sóller trip on 18 June is booked for two adults and one child and starts at 8:45 AM from the Pier 4 Terminal. "
    "It runs for about six and a half hours, and the total came to €223.00. The Marseille catamaran trip is still on the waitlist, so you won't be charged for it unless a place comes up.", ev,
    [NA("you'll love Mallorca!"), S("trip on 18 June is booked for two adults and one child"), S("starts at 8:45 AM"), S("from the Pier 4 Terminal"),
     S("six and a half hours"), S("total came to €223.00"), S("still on the waitlist"), S("won't be charged for it unless a place comes up")],
    includes=["8:45 AM", "€223.00"],
    notes="Start epoch is 08:45 CEST on 18 Jun; PT6H30M; Total 22300; catamaran ResStatus WAITLISTED; policy charges waitlisted guests only on confirmation.")
add("cruise-c3", "shore-excursions", q,
    "Palma, 18/06: Valldemossa & Sóller, 08:45 start, all confirmed. Meet at the Pier 4 Terminal 15 minutes early, so by 08:30. Catamaran in Marseille: waitlisted for now (you're third in line).", ev,
    [S("Palma, 18/06"), S("08:45 start"), S("all confirmed"), S("15 minutes early"), S("so by 08:30"), S("waitlisted for now"), S("you're third in line")],
    includes=["08:45", "08:30"],
    notes="Start 08:45 local; policy: 15 minutes before; WaitlistPosition 3.")
add("cruise-c3", "shore-excursions", q,
    "Good news, your Valldemossa & Sóller excursion is confirmed! Do be at the Pier 4 Terminal 15 minutes before the 6:45 AM start. "
    "The price for the three of you was €223.00, and you can cancel free of charge up to 48 hours before.", ev,
    [S("Valldemossa & Sóller excursion is confirmed"), S("15 minutes before the"), C("6:45 AM start", "DATE_MISMATCH", "VALUE_MISMATCH"),
     S("three of you was €223.00"), S("cancel free of charge up to 48 hours before")],
    errors=["unit_conversion"], excludes=["6:45 AM"],
    notes="6:45 is the UTC reading of the Start epoch; local Europe/Madrid time is 08:45.")
add("cruise-c3", "shore-excursions", q,
    "Both of your excursions are now confirmed: the Valldemossa & Sóller trip in Palma and the Catamaran Snorkel Cove in Marseille. "
    "The Palma one costs €89.00 per adult and €45.00 for your child, and you can cancel either one for free up to 24 hours before it starts.", ev,
    [C("Both of your excursions are now confirmed", "RECORD_STATE_MISMATCH"), S("€89.00 per adult and €45.00 for your child"),
     C("for free up to 24 hours before it starts", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["wrong_state", "wrong_period"], excludes=["Both of your excursions are now confirmed", "up to 24 hours before"],
    notes="EXC-MRS-4472 is WAITLISTED; policy gives free cancellation up to 48 hours, not 24.")
add("cruise-c3", "shore-excursions", q,
    "Your Valldemossa & Sóller trip on 18 June starts at 6:45 AM from the Pier 4 Terminal, and it lasts six and a half hours.", ev,
    [S("trip on 18 June"), C("starts at 6:45 AM", "DATE_MISMATCH", "VALUE_MISMATCH"), S("from the Pier 4 Terminal"), S("six and a half hours")],
    errors=["unit_conversion"], excludes=["6:45 AM"], includes=["8:45|08:45", "Pier 4"],
    notes="Start epoch in Europe/Madrid is 08:45; 06:45 is UTC.", repair=True)

# C4: drinks package mid-voyage, refund denied
ev = [
    rec("cruise_read#BK-90L5530", "tool:OTA_CruiseReadRQ", {
        "ReservationID": {"ID": "BK-90L5530", "Type": "BOOKING"}, "ResStatus": "IN_PROGRESS",
        "SailingInfo": {"ShipName": "MS Aurelia Sound", "Start": "2026-05-01", "End": "2026-05-08"},
        "GuestCounts": [{"AgeQualifyingCode": "ADULT", "Count": 2}],
        "TPA_Extensions": {
            "Packages": [{"Code": "DRINKS_CLASSIC", "Name": "Classic Drinks Package", "Status": "ACTIVE",
                          "PerPersonPerNight": {"Amount": 4900, "DecimalPlaces": 2, "CurrencyCode": "EUR"}, "Nights": 7, "Guests": 2}],
            "OnboardCredit": {"Amount": 5000, "DecimalPlaces": 2, "CurrencyCode": "EUR", "Status": "APPLIED"},
            "OnboardAccount": {"Balance": {"Amount": 12350, "DecimalPlaces": 2, "CurrencyCode": "EUR"}, "Settlement": "CARD_ON_FILE"}}}),
    refused("refund_package#BK-90L5530", "PackageRefundRQ", "DENY", {"ReservationID": "BK-90L5530", "PackageCode": "DRINKS_CLASSIC", "Reason": "CHANGED_MIND"}),
    pol("drinks-packages#classic", "The Classic Drinks Package covers house wines by the glass, draught beer, soft drinks and standard coffee and tea. "
        "Speciality coffees, bottled water and premium spirits are not included. The package must be bought for every adult in the cabin for the whole voyage. "
        "Once the voyage has begun, packages cannot be refunded except where a guest has to leave the ship for medical reasons."),
]
q = "We've hardly used our drinks package, can we get a refund? And does it include bottled water?"
add("cruise-c4", "drinks-package", q,
    "I completely understand, though I'm afraid I couldn't get the drinks package refunded, as packages can't be refunded once the voyage is under way unless someone has to leave the ship for medical reasons. "
    "Bottled water isn't part of the Classic package either, but soft drinks, draught beer, house wine by the glass and regular tea and coffee all are.", ev,
    [S("couldn't get the drinks package refunded"), S("can't be refunded once the voyage is under way unless someone has to leave the ship for medical reasons"),
     S("Bottled water isn't part of the Classic package"), S("soft drinks, draught beer, house wine by the glass and regular tea and coffee all are")],
    includes=["Bottled water isn't"],
    notes="PackageRefundRQ was DENIED; policy lists inclusions/exclusions and the medical-only refund rule.")
add("cruise-c4", "drinks-package", q,
    "Quick rundown on your Classic Drinks Package:\n• €49.00 per person per night, for both of you across 7 nights, so €686.00 in total\n"
    "• Includes soft drinks, draught beer, house wines by the glass, standard coffee and tea\n• Not included: speciality coffees, bottled water, premium spirits\n"
    "• The refund request was declined, I'm afraid\nYour €50.00 onboard credit has already been applied too.", ev,
    [S("€49.00 per person per night"), S("so €686.00 in total"), S("Includes soft drinks"), S("Not included: speciality coffees, bottled water"),
     S("refund request was declined"), S("€50.00 onboard credit has already been applied")],
    includes=["€686.00", "€49.00"],
    notes="4900 x 7 nights x 2 guests = €686.00; OnboardCredit 5000 APPLIED; refund call DENY.")
add("cruise-c4", "drinks-package", q,
    "Of course! I've arranged a refund of the unused part of your Classic Drinks Package, which will come back to your onboard account. "
    "In the meantime, bottled water is included, so do help yourselves.", ev,
    [C("I've arranged a refund", "NOT_EXECUTED"), C("bottled water is included", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["refused_call_effect", "unlisted_perk"], excludes=["I've arranged a refund", "bottled water is included"],
    notes="Refund call DENIED; policy says bottled water is not included.")
add("cruise-c4", "drinks-package", q,
    "Your package is €49.00 per person per night, so across the 7 nights it comes to €343.00 for the two of you. Sadly the refund request was turned down, as refunds aren't possible once you've sailed except for medical disembarkation.", ev,
    [S("€49.00 per person per night"), C("€343.00 for the two of you", "AMOUNT_MISMATCH"), S("refund request was turned down"),
     S("refunds aren't possible once you've sailed except for medical disembarkation")],
    errors=["wrong_arithmetic"], excludes=["€343.00"],
    notes="€343.00 is one guest's cost; two guests x 7 nights x €49 = €686.00.")
add("cruise-c4", "drinks-package", q,
    "Your Classic Drinks Package costs €39.00 per person per night and covers soft drinks, draught beer and house wine. Unfortunately I couldn't arrange a refund, as the voyage has already begun.", ev,
    [C("€39.00 per person per night", "AMOUNT_MISMATCH"), S("covers soft drinks, draught beer and house wine"), S("I couldn't arrange a refund")],
    errors=["wrong_amount"], excludes=["€39.00"], includes=["€49.00|49.00|49 euros", "couldn't|could not|declined|unable|not able"],
    notes="PerPersonPerNight is 4900 = €49.00.", repair=True)
