# ---------------- guided tour operator ----------------
# T1: Alhambra small-group tour, Granada
ev = [
    rec("activity_res#TA-GRX-20931", "tool:OTA_TourActivityResRetrieveRQ", {
        "ResID": "TA-GRX-20931", "ResStatus": "CONFIRMED", "PaymentStatus": "PAID_IN_FULL",
        "Activity": {"Code": "GRX-ALH-SG", "Name": "Alhambra & Generalife Small-Group Tour", "GuideLanguage": "EN"},
        "Start": ep("2026-06-05 09:30"), "Duration": "PT3H", "TimeZone": "Europe/Madrid",
        "MeetingPoint": {"Description": "Puerta de la Justicia ticket kiosk"},
        "GuestCounts": [{"AgeQualifyingCode": "ADULT", "Count": 2}, {"AgeQualifyingCode": "CHILD", "Count": 1, "Age": 11}],
        "Pricing": {"PerAdult": {"Amount": 6500, "DecimalPlaces": 2, "CurrencyCode": "EUR"},
                    "PerChild": {"Amount": 3700, "DecimalPlaces": 2, "CurrencyCode": "EUR"},
                    "Total": {"Amount": 16700, "DecimalPlaces": 2, "CurrencyCode": "EUR"}},
        "TPA_Extensions": {"NasridPalacesSlot": ep("2026-06-05 10:30"), "IdRequired": True, "TicketNamesLocked": True}}),
    pol("alhambra-rules#2026", "Please meet your guide 20 minutes before the tour start time. Every visitor must carry the passport or ID card used when booking, as names are checked at the gates. "
        "Entry to the Nasrid Palaces is at a fixed time and latecomers cannot be admitted by the monument. Tours can be cancelled free of charge up to 72 hours before the start; after that no refund is due."),
]
q = "Just checking our Alhambra tour details: when and where do we meet?"
add("tour-t1", "alhambra-tour", q,
    "Hola! You're all set for the Alhambra & Generalife tour on Friday 5 June at 9:30 AM, for two adults and one child with an English-speaking guide. "
    "Your Nasrid Palaces entry is at 10:30 AM, and everyone will need to bring the ID they booked with.", ev,
    [S("Friday 5 June at 9:30 AM"), S("two adults and one child"), S("English-speaking guide"), S("Nasrid Palaces entry is at 10:30 AM"),
     S("everyone will need to bring the ID they booked with")],
    includes=["9:30 AM", "10:30 AM"],
    notes="Start epoch = 09:30 CEST 5 Jun 2026 (a Friday); NasridPalacesSlot 10:30; GuideLanguage EN; policy requires booking ID.")
add("tour-t1", "alhambra-tour", q,
    "Your Alhambra booking TA-GRX-20931 is confirmed. Meet at the Puerta de la Justicia ticket kiosk at 9:10 AM, which is 20 minutes before the 9:30 start. "
    "The tour lasts three hours, and the €167.00 total has been paid in full.", ev,
    [S("booking TA-GRX-20931 is confirmed"), S("Puerta de la Justicia ticket kiosk"), S("at 9:10 AM"), S("20 minutes before the 9:30 start"),
     S("lasts three hours"), S("€167.00 total has been paid in full")],
    includes=["9:10 AM", "€167.00"],
    notes="PT3H duration; Total 16700 PAID_IN_FULL; policy: meet 20 minutes before start.")
add("tour-t1", "alhambra-tour", q,
    "Lovely choice! Your small-group tour starts at 7:30 AM on 5 June from the Puerta de la Justicia ticket kiosk. "
    "If plans change, you can cancel for free up to 24 hours beforehand.", ev,
    [C("starts at 7:30 AM", "DATE_MISMATCH", "VALUE_MISMATCH"), S("Puerta de la Justicia ticket kiosk"),
     C("cancel for free up to 24 hours beforehand", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["unit_conversion", "wrong_period"], excludes=["7:30 AM", "up to 24 hours beforehand"],
    notes="07:30 is the UTC reading of 09:30 CEST; policy allows free cancellation up to 72 hours.")
add("tour-t1", "alhambra-tour", q,
    "You're booked on the 9:30 AM tour on 5 June for two adults and two children. And don't worry about traffic: if you're running late, the guide can move you to a later Nasrid Palaces slot.", ev,
    [S("9:30 AM tour on 5 June"), C("two adults and two children", "VALUE_MISMATCH"),
     C("the guide can move you to a later Nasrid Palaces slot", "NLI_CONTRADICTION", "NO_POLICY_EVIDENCE")],
    errors=["wrong_quantity", "invented_promise"], excludes=["two adults and two children", "move you to a later Nasrid Palaces slot"],
    notes="GuestCounts: 2 adults, 1 child. Policy: Nasrid entry is fixed and latecomers cannot be admitted.")
add("tour-t1", "alhambra-tour", q,
    "Your Alhambra tour on 5 June starts at 9:30 AM from the Puerta de la Justicia ticket kiosk, and the total for the three of you came to €130.00.", ev,
    [S("starts at 9:30 AM"), S("Puerta de la Justicia ticket kiosk"), C("three of you came to €130.00", "AMOUNT_MISMATCH")],
    errors=["wrong_arithmetic"], excludes=["€130.00"], includes=["€167.00|167.00|167", "9:30"],
    notes="€130.00 covers only the two adults; Total is 16700 = €167.00.", repair=True)

# T2: Edinburgh walking tour, booking modified (old version superseded)
ev = [
    rec("activity_res#TR-EDI-5510@v2", "tool:OTA_TourActivityResRetrieveRQ", {
        "ResID": "TR-EDI-5510", "Version": 2, "ResStatus": "CONFIRMED",
        "Activity": {"Name": "Old Town Closes & Underground Vaults"}, "Start": ep("2026-05-09 14:00", "Europe/London"), "TimeZone": "Europe/London",
        "Duration": "PT1H45M", "MeetingPoint": {"Description": "Outside St Giles' Cathedral, Parliament Square"},
        "GuestCounts": [{"AgeQualifyingCode": "ADULT", "Count": 4}],
        "Pricing": {"PerAdult": {"Amount": 2900, "DecimalPlaces": 2, "CurrencyCode": "GBP"}, "Total": {"Amount": 11600, "DecimalPlaces": 2, "CurrencyCode": "GBP"}}}),
    rec("activity_res#TR-EDI-5510@v1", "tool:OTA_TourActivityResRetrieveRQ", {
        "ResID": "TR-EDI-5510", "Version": 1, "ResStatus": "SUPERSEDED",
        "Activity": {"Name": "Old Town Closes & Underground Vaults"}, "Start": ep("2026-05-08 18:00", "Europe/London"),
        "GuestCounts": [{"AgeQualifyingCode": "ADULT", "Count": 3}],
        "Pricing": {"Total": {"Amount": 8700, "DecimalPlaces": 2, "CurrencyCode": "GBP"}}}),
    pol("edinburgh-tours#faq", "Our walking tours go ahead in all weathers, so please dress for the day. The underground vaults section is not suitable for children under 12. "
        "Date and group-size changes are free if made at least 24 hours before the tour."),
]
q = "Did the change to our vaults tour go through? We wanted to move it and add my sister."
nw = "2026-05-06T09:00:00+01:00"
add("tour-t2", "vaults-tour-change", q,
    "Brilliant, the change went through! You're now booked on the Old Town Closes & Underground Vaults tour this Saturday, 9 May, at 2:00 PM for four people, £116.00 in total.", ev,
    [S("the change went through"), S("this Saturday, 9 May, at 2:00 PM"), S("for four people"), S("£116.00 in total")],
    includes=["2:00 PM", "£116.00"], now=nw,
    notes="Version 2 (CONFIRMED): 14:00 BST Sat 9 May, 4 adults, total 11600.")
add("tour-t2", "vaults-tour-change", q,
    "Confirming your updated booking TR-EDI-5510: Sat 9 May, 14:00, 4 adults, meeting outside St Giles' Cathedral. The Friday evening slot you had before has been replaced.", ev,
    [S("Sat 9 May, 14:00"), S("4 adults"), S("outside St Giles' Cathedral"), S("Friday evening slot you had before has been replaced")],
    includes=["14:00", "9 May"], now=nw,
    notes="v2 is current; v1 (Fri 8 May 18:00) is SUPERSEDED.")
add("tour-t2", "vaults-tour-change", q,
    "All sorted! Your vaults tour is on Friday 8 May at 6:00 PM, and it's £29.00 per person. The walk takes about an hour and three quarters.", ev,
    [C("Friday 8 May at 6:00 PM", "DATE_MISMATCH"), S("£29.00 per person"), S("an hour and three quarters")],
    errors=["stale_value"], excludes=["Friday 8 May at 6:00 PM"], now=nw,
    notes="Fri 8 May 18:00 is the superseded version 1; current Start is Sat 9 May 14:00.")
add("tour-t2", "vaults-tour-change", q,
    "Yes, you're on the Saturday 2:00 PM tour now, and the total is £87.00. The vaults are fine for all ages, so do bring the little ones if you like.", ev,
    [S("Saturday 2:00 PM tour"), C("the total is £87.00", "AMOUNT_MISMATCH"),
     C("The vaults are fine for all ages", "NLI_CONTRADICTION")],
    errors=["stale_value", "wrong_policy_condition"], excludes=["£87.00", "fine for all ages"], now=nw,
    notes="£87.00 is v1's total for 3; v2 total is £116.00. Policy: vaults not suitable for under 12s.")
add("tour-t2", "vaults-tour-change", q,
    "Good news, the change is done: your vaults tour for 4 adults is on Friday 8 May at 6:00 PM, meeting outside St Giles' Cathedral.", ev,
    [S("the change is done"), S("for 4 adults"), C("Friday 8 May at 6:00 PM", "DATE_MISMATCH"), S("outside St Giles' Cathedral")],
    errors=["stale_value"], excludes=["Friday 8 May at 6:00 PM"], includes=["9 May|Saturday", "2:00 PM|2 PM|14:00|2pm", "St Giles"], now=nw,
    notes="Current version 2 starts Sat 9 May 14:00 BST.", repair=True)

# T3: 3-day Highlands tour, inside the no-refund window
ev = [
    rec("tour_res#TR-INV-7702", "tool:OTA_TourActivityResRetrieveRQ", {
        "ResID": "TR-INV-7702", "ResStatus": "CONFIRMED", "Activity": {"Name": "Highlands & Skye 3-Day Small-Group Tour", "Departs": "Inverness"},
        "Start": "2026-05-20", "End": "2026-05-22", "GuestCounts": [{"AgeQualifyingCode": "ADULT", "Count": 1}],
        "Pricing": {"Base": {"Amount": 39500, "DecimalPlaces": 2, "CurrencyCode": "GBP"},
                    "Supplements": [{"Code": "SINGLE_ROOM", "Amount": 8500, "DecimalPlaces": 2, "CurrencyCode": "GBP"}],
                    "Total": {"Amount": 48000, "DecimalPlaces": 2, "CurrencyCode": "GBP"}, "AmountPaid": {"Amount": 48000, "DecimalPlaces": 2, "CurrencyCode": "GBP"}},
        "CancelPenalties": [{"Deadline": {"OffsetUnitMultiplier": 30, "OffsetTimeUnit": "DAY", "OffsetDropTime": "BEFORE_ARRIVAL"},
                             "AmountPercent": {"Percent": 100}, "NonRefundableAfterDeadline": True}],
        "TPA_Extensions": {"NameChangeAllowed": True, "NameChangeDeadline": {"OffsetUnitMultiplier": 7, "OffsetTimeUnit": "DAY", "OffsetDropTime": "BEFORE_ARRIVAL"}}}),
    refused("cancel#TR-INV-7702", "OTA_CancelRQ", "DENY", {"ResID": "TR-INV-7702", "RefundRequested": True}),
    pol("multi-day-terms#cancel", "If you cancel more than 30 days before departure we refund everything you have paid apart from a £50 admin fee. "
        "Within 30 days of departure no refund is given. You may instead transfer your place to someone else free of charge, provided you tell us at least 7 days before departure.", rev="2026-A"),
]
q = "I can't make the Highlands tour any more. Can I cancel and get my money back?"
nw = "2026-05-04T16:40:00+01:00"
add("tour-t3", "highlands-cancel", q,
    "So sorry to hear that. As you're now within 30 days of the 20 May departure, I wasn't able to cancel it for a refund. "
    "The good news is you can pass your place to a friend at no charge, as long as you let us know at least 7 days before departure.", ev,
    [NA("So sorry to hear that."), S("within 30 days of the 20 May departure"), S("I wasn't able to cancel it for a refund"),
     S("pass your place to a friend at no charge"), S("at least 7 days before departure")],
    includes=["7 days"], now=nw,
    notes="Now 4 May, departure 20 May = 16 days; cancel call DENIED; policy allows free transfer up to 7 days before.")
add("tour-t3", "highlands-cancel", q,
    "Your Highlands & Skye tour (20–22 May) cost £480.00, which includes the £85.00 single room supplement. I'm afraid the cancellation request was declined, because the 30-day refund deadline has already passed.", ev,
    [S("(20–22 May)"), S("cost £480.00"), S("£85.00 single room supplement"), S("cancellation request was declined"),
     S("the 30-day refund deadline has already passed")],
    includes=["£480.00"], now=nw,
    notes="Total 48000 incl. SINGLE_ROOM 8500; cancel refused (DENY); 16 days before departure, inside the 30-day window.")
add("tour-t3", "highlands-cancel", q,
    "Of course! As you're cancelling more than 30 days ahead, you'll get everything back apart from the £50 admin fee, so £430.00 will be refunded to you.", ev,
    [C("you're cancelling more than 30 days ahead", "DATE_MISMATCH", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
     C("£430.00 will be refunded to you", "NOT_EXECUTED", "AMOUNT_MISMATCH", "NLI_CONTRADICTION")],
    errors=["condition_unmet", "refused_call_effect"], excludes=["more than 30 days ahead", "£430.00 will be refunded"], now=nw,
    notes="Departure is 16 days away, so no refund applies; the cancel/refund call was DENIED.")
add("tour-t3", "highlands-cancel", q,
    "I'm afraid a refund isn't possible this close to departure. You can transfer your place to someone else free of charge up to 14 days before you go, and your £95.00 single supplement would carry over to them.", ev,
    [S("a refund isn't possible this close to departure"), C("free of charge up to 14 days before you go", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
     C("£95.00 single supplement", "AMOUNT_MISMATCH")],
    errors=["wrong_period", "wrong_amount"], excludes=["up to 14 days before", "£95.00"], now=nw,
    notes="Policy and NameChangeDeadline say 7 days; SINGLE_ROOM supplement is 8500 = £85.00.")
add("tour-t3", "highlands-cancel", q,
    "I couldn't cancel the tour for a refund as you're inside the 30-day window, but you can transfer your place to a friend free of charge as long as you tell us at least 3 days before departure.", ev,
    [S("I couldn't cancel the tour for a refund"), S("inside the 30-day window"), C("at least 3 days before departure", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["wrong_period"], excludes=["at least 3 days before"], includes=["7 days|seven days", "couldn't|could not|not able|unable"], now=nw,
    notes="Transfer deadline is 7 days before departure (policy and NameChangeDeadline).", repair=True)

# T4: operator-cancelled kayak tour, refund processed
ev = [
    rec("activity_res#TR-SVQ-3318", "tool:OTA_TourActivityResRetrieveRQ", {
        "ResID": "TR-SVQ-3318", "ResStatus": "CANCELLED_BY_SUPPLIER", "CancelReason": "WEATHER_HEAT_ALERT",
        "Activity": {"Name": "Sunset Guadalquivir Kayak & Tapas"}, "Start": ep("2026-05-01 19:30"),
        "Pricing": {"Total": {"Amount": 9800, "DecimalPlaces": 2, "CurrencyCode": "EUR"}},
        "Refund": {"Amount": 9800, "DecimalPlaces": 2, "CurrencyCode": "EUR", "Status": "PROCESSED", "ProcessedOn": "2026-05-02",
                   "Method": "ORIGINAL_CARD", "CardLast4": "4417"},
        "TPA_Extensions": {"GoodwillVoucher": {"Code": "SUNSET10", "Percent": 10, "Status": "ISSUED", "ValidTo": "2026-12-31"}}}),
    rec("activity_res#TR-SVQ-3402", "tool:OTA_TourActivityResRetrieveRQ", {
        "ResID": "TR-SVQ-3402", "ResStatus": "CONFIRMED", "Activity": {"Name": "Real Alcázar Early-Entry Tour"},
        "Start": ep("2026-05-12 08:30"), "Pricing": {"Total": {"Amount": 5400, "DecimalPlaces": 2, "CurrencyCode": "EUR"}}}),
    pol("supplier-cancellation#refunds", "Occasionally we have to cancel a tour for safety reasons such as extreme heat or storms. "
        "When we cancel, you receive a full refund to your original payment method; banks usually take 3 to 5 working days to show it. "
        "We also send a 10% discount code for a future tour, valid until the end of the calendar year."),
]
q = "Our kayak tour got cancelled, where's my refund? And is Tuesday's tour still on?"
add("tour-t4", "kayak-refund", q,
    "Really sorry the kayak tour was called off because of the heat alert! Your full €98.00 refund was processed on 2 May to your card ending 4417, and banks usually take 3 to 5 working days to show it. "
    "There's also a 10% code, SUNSET10, valid until 31 December 2026.", ev,
    [S("called off because of the heat alert"), S("full €98.00 refund was processed on 2 May"), S("card ending 4417"),
     S("banks usually take 3 to 5 working days"), S("10% code, SUNSET10"), S("valid until 31 December 2026")],
    includes=["€98.00", "4417"],
    notes="Refund 9800 PROCESSED 2026-05-02 to card 4417; voucher SUNSET10 10% ValidTo 2026-12-31; policy 3-5 working days.")
add("tour-t4", "kayak-refund", q,
    "Your Real Alcázar early-entry tour on Tuesday 12 May at 8:30 AM is unaffected and still confirmed. The cancelled kayak trip has been refunded in full (€98.00) to your original card.", ev,
    [S("Tuesday 12 May at 8:30 AM"), S("unaffected and still confirmed"), S("refunded in full (€98.00)"), S("to your original card")],
    includes=["8:30 AM", "€98.00"],
    notes="TR-SVQ-3402 CONFIRMED, Start 08:30 CEST 12 May; kayak refund PROCESSED to ORIGINAL_CARD.")
add("tour-t4", "kayak-refund", q,
    "So sorry about the kayak trip! Your refund of €54.00 went back to your card ending 4417 on 2 May, and your Alcázar tour on 12 May is still going ahead.", ev,
    [C("refund of €54.00", "AMOUNT_MISMATCH"), S("card ending 4417 on 2 May"), S("Alcázar tour on 12 May is still going ahead")],
    errors=["other_record_value"], excludes=["refund of €54.00"],
    notes="€54.00 is the Alcázar booking's total; the kayak refund is 9800 = €98.00.")
add("tour-t4", "kayak-refund", q,
    "Your €98.00 refund for the kayak tour has been processed and should reach your account within 24 hours. Unfortunately the heat alert also affects your Alcázar tour, which has been cancelled as well.", ev,
    [S("€98.00 refund for the kayak tour has been processed"), C("within 24 hours", "NLI_CONTRADICTION", "NO_POLICY_EVIDENCE"),
     C("which has been cancelled as well", "RECORD_STATE_MISMATCH")],
    errors=["wrong_period", "wrong_state"], excludes=["within 24 hours", "has been cancelled as well"],
    notes="Policy: banks take 3 to 5 working days; TR-SVQ-3402 is CONFIRMED.")
add("tour-t4", "kayak-refund", q,
    "Your €98.00 refund was processed on 2 May to your card ending 4417. As a thank-you for your patience, you also have a 10% discount code, SUNSET10, valid until 31 October 2026.", ev,
    [S("€98.00 refund was processed on 2 May"), S("card ending 4417"), S("10% discount code, SUNSET10"), C("valid until 31 October 2026", "DATE_MISMATCH")],
    errors=["wrong_date"], excludes=["31 October 2026"], includes=["31 December|31/12/2026|end of the year|end of December", "€98.00"],
    notes="GoodwillVoucher ValidTo is 2026-12-31.", repair=True)
