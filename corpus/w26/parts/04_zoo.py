# ---------------- zoo and aquarium ----------------
# Z1: family membership renewal and guest passes
ev = [
    rec("membership#MEM-ZA-40219", "tool:MembershipReadRQ", {
        "MembershipID": "MEM-ZA-40219", "Type": "FAMILY_2A3C", "Status": "ACTIVE", "ValidFrom": "2025-12-01", "ValidTo": "2026-11-30",
        "Members": [{"Role": "ADULT", "GivenName": "OWEN"}, {"Role": "ADULT", "GivenName": "PRIYA"}, {"Role": "CHILD", "Age": 10}, {"Role": "CHILD", "Age": 6}],
        "AutoRenew": {"Enabled": True, "NextChargeDate": "2026-11-30", "Amount": {"Amount": 16500, "DecimalPlaces": 2, "CurrencyCode": "GBP"}},
        "GuestPasses": {"Allowance": 4, "Used": 1}}),
    rec("payment#PAY-2025-40219", "tool:PaymentHistoryRQ", {
        "MembershipID": "MEM-ZA-40219", "Period": "2025-2026", "Status": "PAID", "PaidOn": "2025-12-01",
        "Amount": {"Amount": 14900, "DecimalPlaces": 2, "CurrencyCode": "GBP"}}),
    pol("membership#family", "A Family membership covers two named adults and up to three children under 16 living at the same address. Members get 10% off in our cafés and shops. "
        "Each membership year includes four guest passes. Auto-renewal payments are taken on the expiry date, and you can switch auto-renewal off up to 14 days before then."),
]
q = "When does our zoo membership renew and how much will it be? How many guest passes have we got left?"
add("zoo-z1", "membership-renewal", q,
    "Lovely to hear from a member! Your family membership renews automatically on 30 November 2026 at £165.00. You've used one of your four guest passes, so three are left for this year.", ev,
    [NA("Lovely to hear from a member!"), S("renews automatically on 30 November 2026"), S("at £165.00"), S("used one of your four guest passes"), S("so three are left")],
    includes=["£165.00", "30 November 2026"],
    notes="AutoRenew NextChargeDate 2026-11-30, Amount 16500; GuestPasses 4 allowance, 1 used.")
add("zoo-z1", "membership-renewal", q,
    "Here's a quick summary for membership MEM-ZA-40219:\n- Next payment: £165.00 on 30/11/2026 (auto-renewal is on)\n- Guest passes remaining: 3 of 4\n"
    "- If you'd rather not renew, you can switch auto-renewal off up to 14 days before that date\n- Don't forget your 10% off in the cafés and shops!", ev,
    [S("Next payment: £165.00 on 30/11/2026"), S("auto-renewal is on"), S("Guest passes remaining: 3 of 4"), S("up to 14 days before that date"), S("10% off in the cafés and shops")],
    includes=["£165.00", "30/11/2026"],
    notes="AutoRenew Enabled; policy 14-day opt-out and 10% discount.")
add("zoo-z1", "membership-renewal", q,
    "Your membership renews on 30 November 2026 for £149.00, the same as last year. You haven't used any guest passes yet, so you've still got all four.", ev,
    [S("renews on 30 November 2026"), C("for £149.00, the same as last year", "AMOUNT_MISMATCH"), C("You haven't used any guest passes yet", "VALUE_MISMATCH")],
    errors=["stale_value", "wrong_quantity"], excludes=["£149.00", "haven't used any guest passes"],
    notes="£149.00 was the 2025 payment; renewal Amount is 16500. GuestPasses.Used is 1.")
add("zoo-z1", "membership-renewal", q,
    "You're renewing at £165.00 on 30 November. As members you get 15% off in our cafés and shops, and you can switch off auto-renewal right up to the day before.", ev,
    [S("£165.00 on 30 November"), C("15% off in our cafés and shops", "NLI_CONTRADICTION"), C("right up to the day before", "NLI_CONTRADICTION")],
    errors=["wrong_value", "wrong_period"], excludes=["15% off", "right up to the day before"],
    notes="Policy: 10% discount; auto-renewal can be switched off up to 14 days before.")
add("zoo-z1", "membership-renewal", q,
    "Your family membership renews automatically on 30 November 2026 at £149.00, and you have three guest passes left.", ev,
    [S("renews automatically on 30 November 2026"), C("at £149.00", "AMOUNT_MISMATCH"), S("three guest passes left")],
    errors=["stale_value"], excludes=["£149.00"], includes=["£165.00|165.00", "30 November"],
    notes="Renewal amount is 16500; 14900 was last year's payment.", repair=True)

# Z2: penguin encounter experience
ev = [
    rec("experience#EXP-PNG-8830", "tool:OTA_TourActivityResRetrieveRQ", {
        "ResID": "EXP-PNG-8830", "ResStatus": "CONFIRMED", "Activity": {"Name": "Penguin Encounter", "Location": "PENGUIN_POINT"},
        "Start": ep("2026-05-16 11:15", "Europe/London"), "Duration": "PT40M", "TimeZone": "Europe/London",
        "Participants": [{"AgeQualifyingCode": "ADULT", "Count": 1}, {"AgeQualifyingCode": "CHILD", "Count": 1, "Age": 9}],
        "Pricing": {"PerParticipant": {"Amount": 6500, "DecimalPlaces": 2, "CurrencyCode": "GBP"}, "Total": {"Amount": 13000, "DecimalPlaces": 2, "CurrencyCode": "GBP"}},
        "AddOns": [{"Code": "PHOTO_PACK", "Status": "PURCHASED", "Amount": {"Amount": 1500, "DecimalPlaces": 2, "CurrencyCode": "GBP"}}]}),
    pol("experiences#penguin", "Participants must be at least 8 years old, and under-16s must be accompanied by a participating adult. "
        "Please arrive at Penguin Point reception 15 minutes before your slot and wear flat, closed-toe shoes. Zoo admission on the day is included for experience participants."),
]
q = "What time is our penguin experience on Saturday and is zoo entry included?"
nw = "2026-05-13T18:20:00+01:00"
add("zoo-z2", "penguin-encounter", q,
    "Your Penguin Encounter is confirmed for this Saturday, 16 May, at 11:15 AM for you and your 9-year-old, and it lasts 40 minutes. Zoo admission is included for both of you on the day, so no need to buy entry tickets.", ev,
    [S("confirmed for this Saturday, 16 May, at 11:15 AM"), S("you and your 9-year-old"), S("lasts 40 minutes"), S("Zoo admission is included for both of you")],
    includes=["11:15 AM", "16 May"], now=nw,
    notes="Start 11:15 BST on Sat 16 May; PT40M; policy includes admission for participants.")
add("zoo-z2", "penguin-encounter", q,
    "Saturday's the day! Please be at Penguin Point reception by 11:00 AM, 15 minutes before your slot, in flat closed-toe shoes. Your photo pack (£15.00) is already paid for, and the encounter itself came to £130.00 for the two of you.", ev,
    [S("by 11:00 AM, 15 minutes before your slot"), S("flat closed-toe shoes"), S("photo pack (£15.00) is already paid for"), S("£130.00 for the two of you")],
    includes=["11:00 AM", "£130.00"], now=nw,
    notes="Slot 11:15, policy 15 minutes early; PHOTO_PACK PURCHASED 1500; Total 13000.")
add("zoo-z2", "penguin-encounter", q,
    "All booked for Saturday at 11:15 AM! The minimum age for the encounter is 6, so your 9-year-old is well within it, and a complimentary photo pack is included with every booking.", ev,
    [S("Saturday at 11:15 AM"), C("minimum age for the encounter is 6", "NLI_CONTRADICTION"), C("complimentary photo pack is included with every booking", "NLI_CONTRADICTION", "NO_POLICY_EVIDENCE", "VALUE_MISMATCH")],
    errors=["wrong_policy_condition", "unlisted_perk"], excludes=["minimum age for the encounter is 6", "complimentary photo pack"], now=nw,
    notes="Policy minimum age is 8; the photo pack is a paid add-on (PURCHASED for £15.00), not included.")
add("zoo-z2", "penguin-encounter", q,
    "Your Penguin Encounter starts at 12:15 PM this Saturday and runs for 40 minutes. At £65.00 per person, the total for you both was £65.00, and zoo entry is included.", ev,
    [C("starts at 12:15 PM", "DATE_MISMATCH", "VALUE_MISMATCH"), S("runs for 40 minutes"), S("£65.00 per person"), C("the total for you both was £65.00", "AMOUNT_MISMATCH"), S("zoo entry is included")],
    errors=["wrong_time", "wrong_arithmetic"], excludes=["12:15 PM", "for you both was £65.00"], now=nw,
    notes="Start is 11:15 BST; Total 13000 = £130.00 for two participants.")
add("zoo-z2", "penguin-encounter", q,
    "Your Penguin Encounter is this Saturday, 16 May, at 10:15 AM, and zoo admission is included for you both.", ev,
    [S("this Saturday, 16 May"), C("at 10:15 AM", "DATE_MISMATCH", "VALUE_MISMATCH"), S("zoo admission is included for you both")],
    errors=["unit_conversion"], excludes=["10:15 AM"], includes=["11:15|11.15", "16 May"], now=nw,
    notes="10:15 is the UTC reading of the Start epoch; local BST time is 11:15.", repair=True)

# Z3: school group visit invoice
ev = [
    rec("group_res#GRP-SCH-2291", "tool:OTA_GroupBookingReadRQ", {
        "GroupID": "GRP-SCH-2291", "ResStatus": "CONFIRMED", "Organisation": "St Anselm's Primary School", "Contact": {"NamePrefix": "MS", "Surname": "ADEYEMI", "Role": "TRIP_LEAD"}, "VisitDate": "2026-06-10",
        "GuestCounts": [{"AgeQualifyingCode": "CHILD", "Count": 58}, {"AgeQualifyingCode": "ADULT", "Count": 7, "Role": "STAFF"}],
        "Pricing": {"PerPupil": {"Amount": 850, "DecimalPlaces": 2, "CurrencyCode": "GBP"}, "FreeAdultRatio": "1:8", "FreeAdults": 7, "ChargeableAdults": 0},
        "Invoice": {"InvoiceID": "INV-55102", "Status": "ISSUED", "DueDate": "2026-05-27", "Amount": {"Amount": 49300, "DecimalPlaces": 2, "CurrencyCode": "GBP"}}}),
    rec("group_quote#GQ-1187", "tool:OTA_GroupBookingReadRQ", {
        "QuoteID": "GQ-1187", "Status": "SUPERSEDED", "GroupID": "GRP-SCH-2291", "Pupils": 62,
        "Amount": {"Amount": 52700, "DecimalPlaces": 2, "CurrencyCode": "GBP"}}),
    pol("education-visits#terms", "School groups pay a per-pupil rate. We give one free adult place for every 8 pupils; any extra adults are charged at £12.00 each. "
        "Invoices must be paid 14 days before the visit. Pupil numbers can be reduced by up to 10% free of charge until 7 days before the visit."),
]
q = "Please could you confirm the invoice total for our June class trip and when payment is due?"
add("zoo-z3", "school-invoice", q,
    "Thank you for booking with us! Invoice INV-55102 for 58 pupils at £8.50 each comes to £493.00 and is due by 27 May. "
    "With one free adult place for every 8 pupils, all 7 of your staff come free of charge.", ev,
    [S("58 pupils at £8.50 each"), S("comes to £493.00"), S("due by 27 May"), S("one free adult place for every 8 pupils"), S("all 7 of your staff come free of charge")],
    includes=["£493.00", "27 May"],
    notes="PerPupil 850 x 58 = 49300; Invoice DueDate 2026-05-27; FreeAdults 7, ChargeableAdults 0.")
add("zoo-z3", "school-invoice", q,
    "Dear Ms Adeyemi,\n\nThank you for your email about the St Anselm's Primary visit on 10 June. The invoice total is £493.00, payable by 27/05/2026, which is 14 days before your visit. "
    "Should your numbers drop, you can reduce them by up to 10% at no charge until 7 days beforehand.\n\nKind regards,\nThe Learning Team", ev,
    [S("St Anselm's Primary visit on 10 June"), S("The invoice total is £493.00"), S("payable by 27/05/2026"), S("14 days before your visit"), S("reduce them by up to 10% at no charge until 7 days beforehand")],
    includes=["£493.00", "27/05/2026"],
    notes="VisitDate 2026-06-10; invoice due 14 days earlier per policy; 10% reduction rule.")
add("zoo-z3", "school-invoice", q,
    "Thanks for getting in touch! Your invoice for 62 pupils comes to £527.00, payable by 27 May, and your 7 staff are free.", ev,
    [C("for 62 pupils comes to £527.00", "AMOUNT_MISMATCH", "VALUE_MISMATCH"), S("payable by 27 May"), S("your 7 staff are free")],
    errors=["stale_value"], excludes=["62 pupils", "£527.00"],
    notes="62 pupils / £527.00 come from superseded quote GQ-1187; booking has 58 pupils, invoice 49300.")
add("zoo-z3", "school-invoice", q,
    "Your invoice is £493.00, due by 27 May. We give one free adult for every 10 pupils, and any additional adults are £10.00 each.", ev,
    [S("invoice is £493.00"), S("due by 27 May"), C("one free adult for every 10 pupils", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
     C("additional adults are £10.00 each", "NLI_CONTRADICTION", "AMOUNT_MISMATCH")],
    errors=["wrong_policy_condition", "wrong_amount"], excludes=["every 10 pupils", "£10.00 each"],
    notes="Policy: 1 free adult per 8 pupils; extra adults £12.00.")
add("zoo-z3", "school-invoice", q,
    "Invoice INV-55102 comes to £493.00 for your 58 pupils, and payment is due by 10 June.", ev,
    [S("comes to £493.00"), S("58 pupils"), C("payment is due by 10 June", "DATE_MISMATCH")],
    errors=["wrong_role"], excludes=["due by 10 June"], includes=["27 May|27/05", "£493.00"],
    notes="10 June is the VisitDate; Invoice.DueDate is 2026-05-27.", repair=True)

# Z4: shark tunnel closed during visit; refund refused, return vouchers issued
ev = [
    rec("ticket_order#TK-AQ-66120", "tool:OTA_ReadRQ/TicketOrder", {
        "OrderID": "TK-AQ-66120", "ResStatus": "REDEEMED", "VisitDate": "2026-05-02",
        "Items": [{"Type": "ADULT", "Quantity": 2, "UnitPrice": {"Amount": 2450, "DecimalPlaces": 2, "CurrencyCode": "GBP"}},
                  {"Type": "CHILD", "Quantity": 1, "UnitPrice": {"Amount": 1650, "DecimalPlaces": 2, "CurrencyCode": "GBP"}}],
        "OrderTotal": {"Amount": 6550, "DecimalPlaces": 2, "CurrencyCode": "GBP"},
        "TPA_Extensions": {"ReturnVisitVouchers": {"Code": "RV-20931", "Quantity": 3, "Status": "ISSUED", "ValidTo": "2026-08-02"}}}),
    refused("refund#TK-AQ-66120", "TicketRefundRQ", "DENY", {"OrderID": "TK-AQ-66120", "Reason": "ATTRACTION_CLOSED"}),
    psg("notice#2026-05-02", "Visitor notice, Saturday 2 May: the Shark Tunnel is closed from 10:00 until 15:30 because of a power fault.\nAll other zones, including the Rainforest House, are open as normal.", source="kb:site-notices"),
    pol("closures#refunds", "Tickets are not refunded when part of the site is closed. Where a major attraction is closed for more than half of the opening day, "
        "each ticket holder receives a free return visit, valid for three months from the date of the original visit."),
]
q = "The Shark Tunnel was shut for most of our visit on Saturday. Can we have our money back?"
add("zoo-z4", "tunnel-closure", q,
    "I'm so sorry the Shark Tunnel was closed during your visit! I'm afraid I couldn't process a refund, as partial closures don't qualify, but you've each been given a free return visit: "
    "three vouchers under code RV-20931, valid until 2 August 2026.", ev,
    [S("I couldn't process a refund"), S("partial closures don't qualify"), S("three vouchers under code RV-20931"), S("valid until 2 August 2026")],
    includes=["RV-20931", "2 August 2026"],
    notes="TicketRefundRQ DENIED; policy: no refunds for part closures; ReturnVisitVouchers Quantity 3, ValidTo 2026-08-02.")
add("zoo-z4", "tunnel-closure", q,
    "Sorry about the tunnel! The refund request was declined, but your 3 free return-visit vouchers (code RV-20931) are ready to use any time in the next three months, up to 02/08/2026.", ev,
    [S("refund request was declined"), S("3 free return-visit vouchers (code RV-20931)"), S("in the next three months, up to 02/08/2026")],
    includes=["RV-20931"],
    notes="Refund DENY; vouchers ISSUED, ValidTo 2026-08-02 (three months from the visit).")
add("zoo-z4", "tunnel-closure", q,
    "I'm so sorry about the closure! I've refunded your £65.50 to the card you paid with, and you should see it in a few days.", ev,
    [C("I've refunded your £65.50", "NOT_EXECUTED")],
    errors=["refused_call_effect"], excludes=["I've refunded your £65.50"],
    notes="The refund call was DENIED; only return-visit vouchers were issued.")
add("zoo-z4", "tunnel-closure", q,
    "So sorry the Shark Tunnel was closed all day on Saturday. As a goodwill gesture we've issued three return-visit vouchers, code RV-20931, which are valid for six months.", ev,
    [C("closed all day on Saturday", "NLI_CONTRADICTION"), S("three return-visit vouchers, code RV-20931"), C("valid for six months", "NLI_CONTRADICTION", "DATE_MISMATCH")],
    errors=["invented_fact", "wrong_period"], excludes=["closed all day", "valid for six months"],
    notes="Notice: closed 10:00-15:30 only; vouchers valid three months, to 2026-08-02.")
add("zoo-z4", "tunnel-closure", q,
    "I couldn't arrange a refund as part-closures don't qualify, but we've issued two free return-visit vouchers, code RV-20931, valid until 2 August 2026.", ev,
    [S("I couldn't arrange a refund"), S("part-closures don't qualify"), C("two free return-visit vouchers", "VALUE_MISMATCH"), S("code RV-20931"), S("valid until 2 August 2026")],
    errors=["wrong_quantity"], excludes=["two free return-visit vouchers"], includes=["three|3 free|3 return", "RV-20931"],
    notes="ReturnVisitVouchers.Quantity is 3 (one per ticket holder: 2 adults + 1 child).", repair=True)
