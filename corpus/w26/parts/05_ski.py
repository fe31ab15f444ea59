# ---------------- ski lift passes ----------------
# S1: 6-day family lift passes, Sierra Nevada
ev = [
    rec("liftpass_res#LP-SNV-77120", "tool:OTA_SkiPassResRetrieveRQ", {
        "ResID": "LP-SNV-77120", "ResStatus": "CONFIRMED", "Resort": "SIERRA_NEVADA", "Product": "6_DAY_FULL_AREA",
        "Start": "2026-12-19", "End": "2026-12-24",
        "Passes": [{"AgeQualifyingCode": "ADULT", "Count": 2, "UnitPrice": {"Amount": 29400, "DecimalPlaces": 2, "CurrencyCode": "EUR"}},
                   {"AgeQualifyingCode": "CHILD", "Age": 8, "Count": 1, "UnitPrice": {"Amount": 19800, "DecimalPlaces": 2, "CurrencyCode": "EUR"}}],
        "Total": {"Amount": 78600, "DecimalPlaces": 2, "CurrencyCode": "EUR"},
        "Collection": {"Method": "CLICK_AND_COLLECT", "Point": "Pradollano kiosk, Plaza de Andalucía", "AvailableFrom": ep("2026-12-18 16:00")},
        "TPA_Extensions": {"SkiCareInsurance": {"Status": "NOT_ADDED", "PricePerDay": {"Amount": 450, "DecimalPlaces": 2, "CurrencyCode": "EUR"}}}}),
    pol("liftpass-terms#snv", "Multi-day passes are valid on consecutive days starting from the first day shown on the booking. Children under 6 ski free with a paying adult, on proof of age. "
        "Passes are personal and cannot be transferred. Ski Care insurance can be added at any time before the first ski day."),
]
q = "Can you confirm our lift passes for Christmas week and how we pick them up?"
add("ski-s1", "family-liftpass", q,
    "¡Qué bien, Christmas on the slopes! You're all set with two adult and one child 6-day passes, valid from 19 to 24 December, and the total was €786.00.", ev,
    [NA("Christmas on the slopes!"), S("two adult and one child 6-day passes"), S("valid from 19 to 24 December"), S("the total was €786.00")],
    includes=["€786.00", "19 to 24 December"],
    notes="Passes 2 ADULT + 1 CHILD, Start/End 19-24 Dec, Total 78600.")
add("ski-s1", "family-liftpass", q,
    "Your passes (booking LP-SNV-77120) can be collected from the Pradollano kiosk on Plaza de Andalucía from 4:00 PM on Friday 18 December. "
    "Ski Care insurance isn't on the booking yet, but you can add it at €4.50 per day any time before your first ski day.", ev,
    [S("Pradollano kiosk on Plaza de Andalucía"), S("from 4:00 PM on Friday 18 December"), S("Ski Care insurance isn't on the booking yet"),
     S("€4.50 per day"), S("any time before your first ski day")],
    includes=["4:00 PM", "€4.50"],
    notes="Collection.AvailableFrom = 16:00 CET 18 Dec 2026 (a Friday); SkiCareInsurance NOT_ADDED, 450 per day; policy on adding it.")
add("ski-s1", "family-liftpass", q,
    "All confirmed! Your 6-day passes for one adult and two children come to €690.00, and I've added Ski Care insurance to all three so you're covered on the slopes.", ev,
    [C("one adult and two children come to €690.00", "AMOUNT_MISMATCH", "VALUE_MISMATCH"), C("I've added Ski Care insurance to all three", "RECORD_STATE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
    errors=["wrong_arithmetic", "unrecorded_extra"], excludes=["€690.00", "added Ski Care insurance"],
    notes="Booking is 2 adults + 1 child = €786.00; SkiCareInsurance status NOT_ADDED.")
add("ski-s1", "family-liftpass", q,
    "Your passes run from 19 to 24 December. Good news: as your little one is under 6, their pass is free, and the 6-day pass can be used on any six days of the season.", ev,
    [S("from 19 to 24 December"), C("as your little one is under 6, their pass is free", "VALUE_MISMATCH", "AMOUNT_MISMATCH", "NLI_CONTRADICTION"),
     C("can be used on any six days of the season", "NLI_CONTRADICTION")],
    errors=["condition_unmet", "wrong_policy_condition"], excludes=["their pass is free", "any six days of the season"],
    notes="The child is 8 and pays €198.00; policy says multi-day passes are for consecutive days.")
add("ski-s1", "family-liftpass", q,
    "Your three 6-day passes are valid from 18 to 23 December, €786.00 in total, and you can collect them from the Pradollano kiosk.", ev,
    [C("valid from 18 to 23 December", "DATE_MISMATCH"), S("€786.00 in total"), S("Pradollano kiosk")],
    errors=["wrong_date"], excludes=["18 to 23 December"], includes=["19 to 24 December|19-24 December|19–24 December|19 December", "€786.00"],
    notes="Pass dates are 19-24 Dec; 18 Dec is only the collection date.", repair=True)

# S2: season pass early-bird pricing
ev = [
    rec("pricelist#SEASON-2026-27", "tool:OTA_SkiPassPriceRQ", {
        "PriceListID": "SEASON-2026-27", "Status": "CURRENT", "Product": "SEASON_PASS_ADULT",
        "EarlyBird": {"Amount": 62900, "DecimalPlaces": 2, "CurrencyCode": "EUR", "ValidUntil": "2026-10-31"},
        "Standard": {"Amount": 74900, "DecimalPlaces": 2, "CurrencyCode": "EUR"},
        "Instalments": {"Count": 3, "Available": True}}),
    rec("pricelist#SEASON-2025-26", "tool:OTA_SkiPassPriceRQ", {
        "PriceListID": "SEASON-2025-26", "Status": "ARCHIVED", "Product": "SEASON_PASS_ADULT",
        "EarlyBird": {"Amount": 59900, "DecimalPlaces": 2, "CurrencyCode": "EUR", "ValidUntil": "2025-10-31"},
        "Standard": {"Amount": 71500, "DecimalPlaces": 2, "CurrencyCode": "EUR"}}),
    rec("customer_pass#SP-ALP-2588", "tool:OTA_SkiPassResRetrieveRQ", {
        "PassID": "SP-ALP-2588", "Season": "2025-26", "Status": "EXPIRED", "ValidFrom": "2025-12-01", "ValidTo": "2026-04-19",
        "TPA_Extensions": {"RenewalDiscount": {"Percent": 5, "Eligible": True, "Reason": "PREVIOUS_SEASON_HOLDER"}}}),
    pol("season-pass#2026-27", "Season passes bought by 31 October are sold at the early-bird price; after that the standard price applies. "
        "If you held a season pass last winter, you get a further 5% off when you buy before the early-bird deadline. The price can be spread over three monthly instalments at no extra cost."),
]
q = "How much is next winter's season pass for me? I had one this year."
add("ski-s2", "season-pass-price", q,
    "Welcome back for another season! The 2026-27 adult season pass is €629.00 at the early-bird price until 31 October. "
    "As you had a pass last winter, you get a further 5% off on top, which brings it to €597.55.", ev,
    [S("adult season pass is €629.00 at the early-bird price"), S("until 31 October"), S("you get a further 5% off on top"), S("brings it to €597.55")],
    includes=["€597.55", "31 October"],
    notes="Current price list EarlyBird 62900 valid to 2026-10-31; RenewalDiscount 5% eligible; 629 x 0.95 = 597.55.")
add("ski-s2", "season-pass-price", q,
    "Quick answer: €597.55 if you buy by 31 October (early-bird €629.00 less your 5% returning-skier discount). After that it goes up to the standard €749.00, and either way you can split it into three monthly payments at no extra cost.", ev,
    [S("€597.55 if you buy by 31 October"), S("early-bird €629.00 less your 5% returning-skier discount"), S("the standard €749.00"), S("three monthly payments at no extra cost")],
    includes=["€597.55", "€749.00"],
    notes="Standard 74900; Instalments Count 3; policy confirms discount only before the deadline.")
add("ski-s2", "season-pass-price", q,
    "Lovely to have you back! The early-bird season pass is €599.00 if you buy by 31 October, and with your 5% returning-skier discount it works out at €569.05.", ev,
    [C("season pass is €599.00", "AMOUNT_MISMATCH"), S("buy by 31 October"), C("it works out at €569.05", "AMOUNT_MISMATCH")],
    errors=["stale_value", "stale_value"], excludes=["€599.00", "€569.05"],
    notes="€599.00 is the archived 2025-26 early-bird price; current is €629.00, so the discounted price is €597.55.")
add("ski-s2", "season-pass-price", q,
    "The 2026-27 early-bird price is €629.00 until 31 October. Your 5% loyalty discount applies whenever you buy during the season, and you can spread the cost over four monthly instalments.", ev,
    [S("early-bird price is €629.00"), S("until 31 October"), C("applies whenever you buy during the season", "NLI_CONTRADICTION"), C("over four monthly instalments", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["wrong_policy_condition", "wrong_quantity"], excludes=["whenever you buy during the season", "four monthly instalments"],
    notes="Policy: the 5% applies only before the early-bird deadline; Instalments Count is 3.")
add("ski-s2", "season-pass-price", q,
    "Next winter's adult season pass is €599.00 at the early-bird price until 31 October, and as a returning skier you get an extra 5% off.", ev,
    [C("season pass is €599.00", "AMOUNT_MISMATCH"), S("until 31 October"), S("an extra 5% off")],
    errors=["stale_value"], excludes=["€599.00"], includes=["€629.00|629.00", "31 October"],
    notes="€599.00 is from the ARCHIVED 2025-26 price list; CURRENT EarlyBird is 62900.", repair=True)

# S3: lost pass mid-week, replacement and refused refund
ev = [
    rec("liftpass_res#LP-AND-5530", "tool:OTA_SkiPassResRetrieveRQ", {
        "ResID": "LP-AND-5530", "ResStatus": "CONFIRMED", "Resort": "GRANDVALIRA", "Product": "5_DAY_ADULT",
        "Start": "2026-02-15", "End": "2026-02-19", "PassStatus": "BLOCKED_REPORTED_LOST",
        "UnitPrice": {"Amount": 26500, "DecimalPlaces": 2, "CurrencyCode": "EUR"},
        "ReplacementPass": {"PassNumber": "RFID-88120447", "Status": "READY_FOR_COLLECTION", "CollectFrom": "Pas de la Casa ticket office",
                            "Fee": {"Amount": 1000, "DecimalPlaces": 2, "CurrencyCode": "EUR"}, "ValidTo": "2026-02-19"},
        "TPA_Extensions": {"SkiCareInsurance": {"Status": "NOT_ADDED"}}}),
    refused("refund_days#LP-AND-5530", "SkiPassRefundRQ", "DENY", {"ResID": "LP-AND-5530", "Days": 1, "Reason": "PASS_LOST"}),
    pol("lost-passes#and", "If you lose your pass, tell us and we will block it straight away. A replacement costs €10 and can be collected from the ticket office shown on your booking, which opens at 08:30. "
        "Unused days are not refunded unless you have Ski Care insurance and a medical certificate."),
]
q = "I lost my lift pass yesterday and missed a morning. Can I get a new one, and a refund for the lost day?"
nw = "2026-02-17T08:05:00+01:00"
add("ski-s3", "lost-pass", q,
    "Oh no, what a pain! Your lost pass has been blocked, and a replacement is ready to collect at the Pas de la Casa ticket office for a €10.00 fee; the office opens at 8:30 AM. "
    "The new pass is valid through to 19 February, the last day of your booking.", ev,
    [S("lost pass has been blocked"), S("replacement is ready to collect at the Pas de la Casa ticket office"), S("for a €10.00 fee"), S("opens at 8:30 AM"), S("valid through to 19 February")],
    includes=["€10.00", "Pas de la Casa"], now=nw,
    notes="PassStatus BLOCKED_REPORTED_LOST; ReplacementPass READY_FOR_COLLECTION, Fee 1000, ValidTo 2026-02-19; policy office opens 08:30.")
add("ski-s3", "lost-pass", q,
    "I'm sorry, the refund for the missed day was declined: unused days are only refunded with Ski Care insurance and a medical certificate, and your booking doesn't have Ski Care. "
    "Your replacement pass (RFID-88120447) is waiting at the ticket office.", ev,
    [S("the refund for the missed day was declined"), S("only refunded with Ski Care insurance and a medical certificate"), S("your booking doesn't have Ski Care"),
     S("replacement pass (RFID-88120447) is waiting")],
    includes=["RFID-88120447"], now=nw,
    notes="SkiPassRefundRQ DENIED; SkiCareInsurance NOT_ADDED; replacement READY_FOR_COLLECTION.")
add("ski-s3", "lost-pass", q,
    "Sorry to hear that! I've refunded the day you missed back to your card, and your replacement pass is ready at the Pas de la Casa ticket office for a €25.00 fee.", ev,
    [C("I've refunded the day you missed", "NOT_EXECUTED"), S("replacement pass is ready at the Pas de la Casa ticket office"), C("€25.00 fee", "AMOUNT_MISMATCH", "NLI_CONTRADICTION")],
    errors=["refused_call_effect", "wrong_amount"], excludes=["I've refunded the day", "€25.00"], now=nw,
    notes="Refund call DENIED; replacement fee is 1000 = €10.00.")
add("ski-s3", "lost-pass", q,
    "Your old pass has been blocked, and we've sent the replacement to your hotel reception, so there's nothing to pay or collect.", ev,
    [S("old pass has been blocked"), C("sent the replacement to your hotel reception", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH"),
     C("nothing to pay or collect", "AMOUNT_MISMATCH", "NLI_CONTRADICTION", "RECORD_STATE_MISMATCH")],
    errors=["wrong_state", "wrong_amount"], excludes=["sent the replacement to your hotel", "nothing to pay"], now=nw,
    notes="ReplacementPass is READY_FOR_COLLECTION at the ticket office, with a €10.00 fee.")
add("ski-s3", "lost-pass", q,
    "Your lost pass is blocked and a replacement is ready at the Pas de la Casa ticket office; the replacement fee is €1,000.00. I couldn't refund the missed morning, I'm afraid.", ev,
    [S("lost pass is blocked"), S("ready at the Pas de la Casa ticket office"), C("the replacement fee is €1,000.00", "AMOUNT_MISMATCH"), S("I couldn't refund the missed morning")],
    errors=["unit_conversion"], excludes=["€1,000.00"], includes=["€10.00|€10 |10 euros|€10.", "Pas de la Casa"], now=nw,
    notes="Fee Amount 1000 with DecimalPlaces 2 is €10.00, not €1,000.", repair=True)

# S4: lift pass + hire package, under-6 child free
ev = [
    rec("ski_pkg#PKG-SKI-61022", "tool:OTA_SkiPassResRetrieveRQ", {
        "ResID": "PKG-SKI-61022", "ResStatus": "CONFIRMED", "Resort": "SIERRA_NEVADA", "Start": "2027-01-04", "End": "2027-01-09",
        "LiftPasses": [{"AgeQualifyingCode": "ADULT", "Count": 2, "Days": 6, "UnitPrice": {"Amount": 21500, "DecimalPlaces": 2, "CurrencyCode": "GBP"}},
                       {"AgeQualifyingCode": "CHILD", "Age": 5, "Count": 1, "Days": 6, "FareCode": "FREE_UNDER_6", "ProofOfAgeRequired": True,
                        "UnitPrice": {"Amount": 0, "DecimalPlaces": 2, "CurrencyCode": "GBP"}}],
        "SkiHire": {"Level": "SILVER", "Quantity": 3, "Days": 6, "Status": "CONFIRMED", "UnitPrice": {"Amount": 9800, "DecimalPlaces": 2, "CurrencyCode": "GBP"}},
        "Helmets": {"Status": "NOT_BOOKED"},
        "Lessons": [{"Type": "GROUP_MORNING_KIDS", "Quantity": 1, "Status": "WAITLISTED"}],
        "Total": {"Amount": 72400, "DecimalPlaces": 2, "CurrencyCode": "GBP"}}),
    pol("hire-and-passes#snv-uk", "Children under 6 ski free but must carry proof of age, such as a passport, when collecting their pass. "
        "Hire includes skis, boots and poles; helmets cost extra at £4 per day. Hire equipment can be collected from 17:00 on the evening before your first ski day."),
]
q = "Can you run me through what's in our January ski package?"
add("ski-s4", "pass-and-hire", q,
    "Happy to! Your package covers 6-day lift passes for two adults, plus a free pass for your 5-year-old (bring their passport as proof of age), and Silver-level ski hire for all three of you for 6 days. The total is £724.00.", ev,
    [S("6-day lift passes for two adults"), S("free pass for your 5-year-old"), S("bring their passport as proof of age"), S("Silver-level ski hire for all three of you for 6 days"), S("The total is £724.00")],
    includes=["£724.00"],
    notes="LiftPasses 2 ADULT + child age 5 FREE_UNDER_6; SkiHire SILVER x3, 6 days; Total 72400.")
add("ski-s4", "pass-and-hire", q,
    "Here's the breakdown:\n• Adult lift passes: 2 × £215.00\n• Child lift pass: free (under 6)\n• Ski hire: 3 × £98.00, skis, boots and poles\n"
    "• Kids' morning group lesson: waitlisted for now\n• Helmets: not booked (they're £4 a day if you'd like them)\nYou can pick up the hire kit from 5:00 PM on 3 January.", ev,
    [S("Adult lift passes: 2 × £215.00"), S("Child lift pass: free (under 6)"), S("Ski hire: 3 × £98.00"), S("skis, boots and poles"),
     S("waitlisted for now"), S("Helmets: not booked"), S("£4 a day"), S("from 5:00 PM on 3 January")],
    includes=["£215.00", "5:00 PM"],
    notes="Unit prices 21500 and 9800; Lessons WAITLISTED; Helmets NOT_BOOKED; policy helmets £4/day, hire from 17:00 the evening before 4 Jan.")
add("ski-s4", "pass-and-hire", q,
    "Your package includes lift passes and Silver ski hire for the three of you, with helmets included in the hire. Your little one's morning group lesson is confirmed too.", ev,
    [S("lift passes and Silver ski hire for the three of you"), C("with helmets included in the hire", "NLI_CONTRADICTION", "RECORD_STATE_MISMATCH"),
     C("morning group lesson is confirmed", "RECORD_STATE_MISMATCH")],
    errors=["unlisted_perk", "wrong_state"], excludes=["helmets included", "lesson is confirmed"],
    notes="Policy: helmets cost extra, and Helmets NOT_BOOKED; lesson is WAITLISTED.")
add("ski-s4", "pass-and-hire", q,
    "The package comes to £626.00 for two adult lift passes, a free child pass and ski hire for three. You can collect the hire kit from 3:00 PM the day before you start skiing.", ev,
    [C("comes to £626.00", "AMOUNT_MISMATCH"), S("two adult lift passes, a free child pass and ski hire for three"), C("from 3:00 PM the day before", "NLI_CONTRADICTION")],
    errors=["wrong_arithmetic", "wrong_time"], excludes=["£626.00", "from 3:00 PM"],
    notes="430 + 3 x 98 = £724.00 (Total 72400); £626.00 counts hire for two. Policy: hire from 17:00.")
add("ski-s4", "pass-and-hire", q,
    "Your package has lift passes for two adults and a free one for your 5-year-old, plus Silver ski hire for all three of you for 5 days. The total is £724.00.", ev,
    [S("lift passes for two adults"), S("free one for your 5-year-old"), C("Silver ski hire for all three of you for 5 days", "VALUE_MISMATCH"), S("The total is £724.00")],
    errors=["wrong_period"], excludes=["for 5 days"], includes=["6 days|six days", "£724.00"],
    notes="SkiHire.Days is 6.", repair=True)
