from common import S, N, NS, C, I, CI, rec, pol, psg, refused, D, ep

DOMAIN = "golf tee times"
BUNDLES = []

# ---------------------------------------------------------------- G1 four-ball with guests
BUNDLES.append({
    "scenario": "fourball-guests", "domain": DOMAIN,
    "now": "2026-05-12T10:15:00+04:00",
    "question": "Hi, can you confirm our tee time for Saturday and what we still owe? Four of us, two are guests.",
    "evidence": [
        rec("calendar.get_event#EVT-TT-44817", "tool:calendar.get_event", {
            "event": {
                "UID": "tt-44817@sandvale.golf", "SEQUENCE": 1,
                "SUMMARY": "18 holes - Dunes Course - 4 players",
                "DTSTART": "20260516T063000", "TZID": "Asia/Dubai", "DURATION": "PT4H30M",
                "STATUS": "CONFIRMED", "LOCATION": "Dunes Course, Tee 1",
                "ORGANIZER": {"CN": "Hamid Rahimi", "mailto": "h.rahimi@example.ae"},
                "X-BOOKING-REF": "SGV-TT-44817",
                "X-PLAYERS": [
                    {"name": "Hamid Rahimi", "type": "MEMBER", "member_no": "M-20931", "handicap_index": "8.6"},
                    {"name": "Karim Rahimi", "type": "MEMBER", "member_no": "M-20932", "handicap_index": "17.3"},
                    {"name": "Lukas Brenner", "type": "GUEST"},
                    {"name": "Priya Nair", "type": "GUEST"}],
                "X-BUGGIES": 2,
                "CREATED": "20260509T081122Z", "LAST-MODIFIED": "20260510T140501Z"}}),
        rec("payments.ledger#SGV-TT-44817", "tool:payments.ledger", {
            "booking_ref": "SGV-TT-44817", "currency": "AED",
            "lines": [
                {"desc": "Green fee - member x2", "unit": "AED 295.00", "amount": "AED 590.00"},
                {"desc": "Green fee - guest x2", "unit": "AED 475.00", "amount": "AED 950.00"},
                {"desc": "Buggy hire x2", "amount": "AED 0.00", "note": "INCLUDED_WITH_GREEN_FEE"}],
            "payments": [{"ts": ep("2026-05-10T18:05:01+04:00"), "method": "CARD", "amount": "AED 590.00",
                          "status": "SETTLED", "covers": "MEMBER_FEES"}],
            "balance_due": "AED 950.00"}),
        pol("sandvale-policy#tee-times",
            "Guests must be signed in by a member of the booking party at the starter's hut. "
            "Tee times may be moved or cancelled free of charge up to 48 hours before the booked start. "
            "Cancellations made inside 48 hours are charged 50% of the green fees; no-shows pay in full. "
            "Buggy hire is included with every 18-hole green fee from 1 May to 30 September. "
            "Practice range balls are sold at the pro shop at AED 25 per bucket.", "2026.2"),
        psg("kb#course-etiquette",
            "Collared shirts and tailored shorts or trousers are required on the course.\n"
            "Metal spikes are not permitted.\n"
            "The starter's hut opens 45 minutes before the first tee time of the day."),
    ],
    "correct": [
        D("Hi Hamid,\n\nGreat news — your four-ball on the Dunes Course is confirmed for Saturday 16 May at 6:30 AM. "
          "The round is booked for four and a half hours, so you'll be off the 18th around 11:00 AM. "
          "Your two member green fees (AED 590.00) are already paid, leaving AED 950.00 for your two guests. "
          "Buggy hire for both buggies is included at no charge. "
          "Just remember that Lukas and Priya need to be signed in by a member at the starter's hut.\n\n"
          "See you on the first tee!\nSandvale Golf Team",
          [S("confirmed for Saturday 16 May at 6:30 AM"), S("four and a half hours"),
           S("off the 18th around 11:00 AM"), S("(AED 590.00) are already paid"),
           S("leaving AED 950.00 for your two guests"), S("Buggy hire for both buggies is included"),
           S("signed in by a member at the starter's hut"), N("See you on the first tee!")],
          includes=["6:30 AM", "AED 950.00"],
          notes="DTSTART 20260516T063000 Asia/Dubai + PT4H30M ends 11:00; ledger lines 590 member / 950 guest, payment covers member fees; policy: guests signed in by a member at the starter's hut."),
        D("Game on! Here's your booking SGV-TT-44817 at a glance:\n"
          "- Tee time: Sat 16/05/2026, 6:30 AM, Dunes Course Tee 1\n"
          "- Players: 4 (2 members, 2 guests)\n"
          "- Total green fees: AED 1,540.00\n"
          "- Paid so far: AED 590.00\n"
          "- Still to pay: AED 950.00\n"
          "Moving or cancelling is free until 48 hours before your start; inside that window, half the green fees are charged.",
          [S("your booking SGV-TT-44817"), S("Sat 16/05/2026, 6:30 AM, Dunes Course Tee 1"),
           S("Players: 4 (2 members, 2 guests)"), S("Total green fees: AED 1,540.00"),
           S("Paid so far: AED 590.00"), S("Still to pay: AED 950.00"),
           S("free until 48 hours before your start"), S("half the green fees are charged")],
          includes=["16/05/2026", "AED 1,540.00"],
          notes="Total is the two green-fee lines 590 + 950; payment AED 590 settled, balance_due 950; policy gives the 48-hour / 50% rule."),
        D("Confirmed: 4 players, Dunes Course, Sat 16 May 6:30 AM — AED 950 left to pay for the guests.",
          [S("Confirmed: 4 players, Dunes Course"), S("Sat 16 May 6:30 AM"), S("AED 950 left to pay for the guests")],
          includes=["AED 950"],
          notes="STATUS CONFIRMED, X-PLAYERS has 4, balance_due AED 950.00 is the guest line."),
    ],
    "wrong": [
        D("Hi Hamid, your Saturday 16 May tee time at 6:30 AM is all set for four. "
          "The green fees come to AED 1,065.00 in total, of which AED 590.00 is already paid. "
          "Each player also gets a complimentary bucket of range balls before the round. "
          "The starter's hut opens 45 minutes before your tee time, so aim to arrive by 5:45 AM.",
          [S("tee time at 6:30 AM is all set for four"), C("AED 1,065.00 in total", "AMOUNT_MISMATCH"),
           S("AED 590.00 is already paid"),
           CI("complimentary bucket of range balls", "NLI_CONTRADICTION", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED"),
           S("opens 45 minutes before your tee time"), S("aim to arrive by 5:45 AM")],
          excludes=["AED 1,065.00", "complimentary bucket of range balls"],
          errors=["wrong_arithmetic", "unlisted_perk"],
          notes="The total adds only one guest fee (590 + 475); the lines give 590 + 950 = 1,540. Policy sells range balls at AED 25 a bucket, nothing is complimentary."),
        D("Morning Hamid! You're confirmed for 6:30 AM on Saturday 16 May, and buggy hire is on us. "
          "Need to change plans? You can move or cancel free of charge up to 24 hours before tee-off. "
          "Your guests can sign themselves in at reception when they arrive.",
          [S("confirmed for 6:30 AM on Saturday 16 May"), S("buggy hire is on us"), N("Need to change plans?"),
           C("up to 24 hours before tee-off", "NLI_CONTRADICTION"),
           C("sign themselves in at reception", "NLI_CONTRADICTION")],
          excludes=["up to 24 hours before tee-off", "sign themselves in at reception"],
          errors=["wrong_period", "wrong_policy_condition"],
          notes="Policy: free changes up to 48 hours before, and guests must be signed in by a member at the starter's hut."),
    ],
    "repair": [
        D("Hi Hamid — your four-ball tee time on Saturday 16 May at 6:30 AM is confirmed. "
          "The two guest green fees of AED 590.00 are still outstanding, and buggy hire is included.",
          [S("Saturday 16 May at 6:30 AM is confirmed"), C("guest green fees of AED 590.00", "AMOUNT_MISMATCH"),
           S("buggy hire is included")],
          includes=["AED 950|950", "6:30 AM|6:30"], excludes=["guest green fees of AED 590.00"],
          errors=["wrong_role"],
          notes="AED 590 is the paid member line; the guest line and balance_due are AED 950.00."),
    ],
})

# ---------------------------------------------------------------- G2 weekly roll-up (RRULE + EXDATE + superseded version)
BUNDLES.append({
    "scenario": "weekly-rollup", "domain": DOMAIN,
    "now": "2026-05-14T19:20:00+04:00",
    "question": "Which Saturdays is our weekly slot running this month and next, and what time? I heard it changed.",
    "evidence": [
        rec("calendar.get_series#SER-5521", "tool:calendar.get_series", {
            "series": {
                "UID": "ser-5521@sandvale.golf", "SEQUENCE": 3,
                "SUMMARY": "Saturday Roll-up - Links Course (3 players)",
                "DTSTART": "20260509T071000", "TZID": "Asia/Dubai", "DURATION": "PT4H15M",
                "RRULE": "FREQ=WEEKLY;BYDAY=SA;COUNT=6", "EXDATE": ["20260530T071000"],
                "STATUS": "CONFIRMED",
                "X-LEAD-MEMBER": {"name": "Saeed Al Falasi", "member_no": "M-18840"},
                "X-PLAYERS": ["Saeed Al Falasi", "Majid Al Falasi", "Tom Evers"]}}),
        rec("calendar.get_series_history#SER-5521", "tool:calendar.get_series_history", {
            "uid": "ser-5521@sandvale.golf",
            "versions": [
                {"SEQUENCE": 2, "DTSTART": "20260509T074000", "TZID": "Asia/Dubai", "STATUS": "SUPERSEDED",
                 "LAST-MODIFIED": "20260428T090000Z"},
                {"SEQUENCE": 3, "DTSTART": "20260509T071000", "TZID": "Asia/Dubai", "STATUS": "CURRENT",
                 "LAST-MODIFIED": "20260506T113000Z"}]}),
        rec("members.get#M-18840", "tool:members.get", {
            "member_no": "M-18840", "name": "Saeed Al Falasi", "category": "FULL_MEMBER",
            "handicap": {"index": "11.4", "index_prev": "12.9", "index_updated": "2026-05-10"},
            "home_course": "LINKS"}),
        pol("sandvale-policy#course-closures",
            "Course maintenance dates are published a month ahead. "
            "The Links Course closes for hollow-tining on Saturday 30 May 2026. "
            "Standing weekly bookings that fall on a closure day are skipped, not moved. "
            "Members may request a one-off replacement slot through the pro shop, subject to availability.", "2026.1"),
    ],
    "correct": [
        D("Hi Saeed! Your Saturday roll-up on the Links Course tees off at 7:10 AM — that's the new time, replacing the old 7:40 AM slot. "
          "The remaining dates are 16 May, 23 May, 6 June and 13 June. "
          "There's no round on 30 May because the Links Course is closed for hollow-tining that day, and the standing booking is skipped rather than moved. "
          "If you'd like a one-off replacement, the pro shop can look for a slot, subject to availability.",
          [S("tees off at 7:10 AM"), S("replacing the old 7:40 AM slot"), S("16 May, 23 May, 6 June and 13 June"),
           S("no round on 30 May"), S("closed for hollow-tining"), S("skipped rather than moved"),
           S("the pro shop can look for a slot")],
          includes=["7:10 AM", "13 June"],
          notes="SEQUENCE 3 DTSTART 07:10 (SEQUENCE 2 at 07:40 is SUPERSEDED); RRULE COUNT=6 from 9 May minus EXDATE 30 May leaves 16, 23 May, 6, 13 June after today."),
        D("Four rounds left in your series, Saeed: 16 and 23 May, then 6 and 13 June, each at 7:10 AM.",
          [S("Four rounds left"), S("16 and 23 May, then 6 and 13 June"), S("each at 7:10 AM")],
          includes=["7:10 AM", "6 and 13 June"],
          notes="Six generated Saturdays from 9 May, 30 May excluded, 9 May already played: four left."),
    ],
    "wrong": [
        D("Your weekly Links Course slot is at 7:40 AM every Saturday. "
          "Remaining rounds: 16 May, 23 May, 6 June and 13 June, with 30 May skipped for course maintenance.",
          [C("at 7:40 AM every Saturday", "DATE_MISMATCH", "VALUE_MISMATCH"),
           S("16 May, 23 May, 6 June and 13 June"), S("30 May skipped for course maintenance")],
          excludes=["7:40 AM"], errors=["stale_value"],
          notes="07:40 is the superseded SEQUENCE 2 start; the current series starts 07:10."),
        D("Hi Saeed, your roll-up stays at 7:10 AM. "
          "Because the Links Course is closed on 30 May, that round has been moved to Sunday 31 May at the same time. "
          "After that you've got 6 June, 13 June and 20 June to finish the series. "
          "Nice work on the handicap, too — you're now playing off 11.4!",
          [S("stays at 7:10 AM"), S("closed on 30 May"),
           CI("moved to Sunday 31 May", "CLAIM_WITHOUT_TOOL_EVIDENCE", "RECORD_STATE_MISMATCH", "NLI_CONTRADICTION"),
           C("6 June, 13 June and 20 June", "DATE_MISMATCH"), S("playing off 11.4")],
          excludes=["Sunday 31 May", "20 June"], errors=["unrecorded_extra", "wrong_date"],
          notes="No 31 May occurrence exists and policy says closure-day rounds are skipped, not moved; COUNT=6 ends on 13 June. Index 11.4 is current."),
    ],
    "repair": [
        D("Morning Saeed — your Saturday Links Course roll-up tees off at 7:10 AM, with rounds on 16 May, 23 May, 6 June and 13 June. "
          "Your current handicap index is 12.9.",
          [S("tees off at 7:10 AM"), S("rounds on 16 May, 23 May, 6 June and 13 June"),
           C("handicap index is 12.9", "VALUE_MISMATCH")],
          includes=["11.4", "7:10 AM|7:10", "13 June"], excludes=["12.9"], errors=["stale_value"],
          notes="handicap.index is 11.4; 12.9 is index_prev."),
    ],
})

# ---------------------------------------------------------------- G3 sandstorm cancellation and refund
BUNDLES.append({
    "scenario": "sandstorm-refund", "domain": DOMAIN,
    "now": "2026-05-08T16:40:00+04:00",
    "question": "Our tee time this morning was cancelled because of the sandstorm. When do I get my money back? Could I get a rain check instead?",
    "evidence": [
        rec("calendar.get_event#EVT-TT-43990", "tool:calendar.get_event", {
            "event": {
                "UID": "tt-43990@sandvale.golf", "SUMMARY": "9 holes - Dunes Course - 2 players",
                "DTSTART": "20260508T081500", "TZID": "Asia/Dubai", "DURATION": "PT2H15M",
                "STATUS": "CANCELLED", "X-CANCEL-REASON": "WEATHER_SANDSTORM", "X-CANCELLED-BY": "CLUB",
                "X-BOOKING-REF": "SGV-TT-43990", "ORGANIZER": {"CN": "Rania Haddad"}}}),
        rec("payments.ledger#SGV-TT-43990", "tool:payments.ledger", {
            "booking_ref": "SGV-TT-43990",
            "entries": [
                {"type": "CHARGE", "amount": "AED 340.00", "status": "SETTLED", "posted": "2026-05-06T19:02:00+04:00"},
                {"type": "REFUND", "amount": "AED 340.00", "status": "PENDING",
                 "initiated": "2026-05-08T09:05:00+04:00", "method": "ORIGINAL_CARD", "card_last4": "4471"}]}),
        rec("payments.ledger#SGV-TT-42117", "tool:payments.ledger", {
            "booking_ref": "SGV-TT-42117",
            "entries": [
                {"type": "CHARGE", "amount": "AED 170.00", "status": "SETTLED", "posted": "2026-04-15T08:10:00+04:00"},
                {"type": "REFUND", "amount": "AED 170.00", "status": "COMPLETED",
                 "completed": "2026-04-22T11:30:00+04:00", "card_last4": "4471"}]}),
        refused("issue_rain_check#call-7", "issue_rain_check", "DENY",
                {"booking_ref": "SGV-TT-43990", "reason": "REFUND_ALREADY_INITIATED"}),
        pol("sandvale-policy#weather",
            "When the club closes a course for weather, every affected tee time is refunded in full to the original payment method. "
            "Card refunds usually appear within 5 to 7 business days of being initiated. "
            "A rain check can be offered instead of a refund, but only if no refund has been started. "
            "Rain checks are valid for 60 days.", "2025.4"),
    ],
    "correct": [
        D("Sorry the sandstorm wiped out your morning round! "
          "Your 8:15 AM tee time was cancelled by the club, so the full AED 340.00 is being refunded to your card ending 4471. "
          "The refund was started this morning and is currently pending. "
          "Card refunds usually land within 5 to 7 business days.",
          [NS("Sorry the sandstorm wiped out your morning round!"), S("Your 8:15 AM tee time was cancelled by the club"),
           S("AED 340.00 is being refunded to your card ending 4471"), S("started this morning"),
           S("currently pending"), S("within 5 to 7 business days")],
          includes=["AED 340.00", "4471"],
          notes="STATUS CANCELLED by CLUB for WEATHER_SANDSTORM; REFUND AED 340.00 PENDING initiated 09:05 today to card 4471; policy 5 to 7 business days."),
        D("Dear Ms. Haddad,\n\nThe 9-hole booking SGV-TT-43990 was cancelled by the club because of the sandstorm, and a full refund of Dh 340 has been initiated to the original card. "
          "Please allow five to seven business days for it to appear. "
          "As the refund is already under way, a rain check can't be issued in its place.\n\nKind regards,\nSandvale Golf Club",
          [S("SGV-TT-43990 was cancelled by the club"), S("full refund of Dh 340 has been initiated"),
           S("five to seven business days"), S("a rain check can't be issued in its place")],
          includes=["Dh 340", "SGV-TT-43990"],
          notes="Refund entry PENDING with an initiated time; issue_rain_check was DENIED with REFUND_ALREADY_INITIATED, matching the policy condition."),
    ],
    "wrong": [
        D("Good news — the AED 340.00 refund for booking SGV-TT-42117 has already been completed, so it should be showing on your card now.",
          [S("AED 340.00 refund"), C("booking SGV-TT-42117", "IDENTIFIER_MISMATCH"),
           C("has already been completed", "RECORD_STATE_MISMATCH")],
          excludes=["SGV-TT-42117", "has already been completed"], errors=["wrong_id", "wrong_state"],
          notes="This morning's booking is SGV-TT-43990 and its refund is PENDING; the COMPLETED refund belongs to SGV-TT-42117 (AED 170)."),
        D("Your 8:15 AM round was called off by the club for the sandstorm. "
          "I've issued you a rain check instead, valid for 60 days, so you can rebook whenever suits you.",
          [S("8:15 AM round was called off by the club"),
           C("I've issued you a rain check instead", "NOT_EXECUTED")],
          excludes=["I've issued you a rain check"], errors=["refused_call_effect"],
          notes="issue_rain_check was refused (DENY); the refund is what is under way."),
    ],
    "repair": [
        D("Your 8:15 AM tee time was cancelled by the club due to the sandstorm, and a full refund of AED 170.00 is on its way to your card ending 4471.",
          [S("8:15 AM tee time was cancelled by the club"), C("full refund of AED 170.00", "AMOUNT_MISMATCH")],
          includes=["AED 340|340", "8:15 AM|8:15", "4471"], excludes=["AED 170.00"], errors=["other_record_value"],
          notes="AED 170.00 is the refund on the older booking SGV-TT-42117; this booking's refund is AED 340.00."),
        D("The club cancelled your 8:15 AM tee time because of the sandstorm, and the AED 340.00 refund to your card ending 4471 is complete.",
          [S("cancelled your 8:15 AM tee time because of the sandstorm"),
           C("the AED 340.00 refund to your card ending 4471 is complete", "RECORD_STATE_MISMATCH")],
          includes=["pending|in progress|being processed|processing|on its way|initiated|started|under way", "AED 340|340"],
          excludes=["is complete"], errors=["wrong_state"],
          notes="The REFUND entry for SGV-TT-43990 has status PENDING."),
    ],
})

# ---------------------------------------------------------------- G4 monthly medal entry and handicap
BUNDLES.append({
    "scenario": "monthly-medal", "domain": DOMAIN,
    "now": "2026-05-19T11:00:00+04:00",
    "question": "Can I enter the Monthly Medal on Friday? And what's the entry fee?",
    "evidence": [
        rec("members.get#M-22715", "tool:members.get", {
            "member_no": "M-22715", "name": "Noura Bakr",
            "membership": {"category": "WEEKDAY", "status": "ACTIVE", "valid_to": "2026-12-31"},
            "handicap": {"index": "19.7", "playing_handicap_dunes_white": 22, "index_updated": "2026-05-17",
                         "cards_submitted_90d": 4}}),
        rec("competitions.get#MED-2605", "tool:competitions.get", {
            "comp_id": "MED-2605", "name": "May Monthly Medal",
            "event": {"DTSTART": "20260522T070000", "TZID": "Asia/Dubai", "DURATION": "PT5H",
                      "STATUS": "CONFIRMED", "LOCATION": "Dunes Course - shotgun start"},
            "entry": {"fee": "AED 120.00", "member_green_fee_included": False, "max_handicap_index": "36.0",
                      "eligible_categories": ["FULL_MEMBER", "WEEKDAY"],
                      "closes": "20260520T180000", "closes_TZID": "Asia/Dubai"},
            "divisions": [{"name": "Division 1", "index_range": "0.0-12.0"},
                          {"name": "Division 2", "index_range": "12.1-20.0"},
                          {"name": "Division 3", "index_range": "20.1-36.0"}]}),
        pol("sandvale-policy#competitions",
            "Entries close at 6:00 PM two days before each competition. "
            "The entry fee covers scoring and the prize fund only; weekday members pay a separate green fee of AED 150 on competition days. "
            "To be eligible for prizes, a player must have submitted at least three scoring cards in the previous 90 days. "
            "Players are placed in divisions by handicap index on the day entries close.", "2026.2"),
    ],
    "correct": [
        D("Yes, Noura — you can enter! "
          "The May Monthly Medal starts with a shotgun start at 7:00 AM this Friday, 22 May, and entries close tomorrow at 6:00 PM. "
          "The entry fee is AED 120, plus a separate weekday-member green fee of AED 150, so AED 270 all in. "
          "With your handicap index of 19.7 you'd play in Division 2, and with four cards in the last 90 days you're eligible for prizes.",
          [S("you can enter!"), S("shotgun start at 7:00 AM this Friday, 22 May"), S("entries close tomorrow at 6:00 PM"),
           S("The entry fee is AED 120"), S("green fee of AED 150"), S("AED 270 all in"),
           S("handicap index of 19.7"), S("play in Division 2"), S("with four cards in the last 90 days"),
           S("you're eligible for prizes")],
          includes=["AED 120", "Division 2"],
          notes="WEEKDAY is an eligible category and 19.7 <= 36; closes 20 May 18:00 (tomorrow); fee 120 excludes green fee, policy green fee 150; 19.7 falls in 12.1-20.0; 4 cards >= 3."),
        D("Here's the lowdown on the May Medal:\n"
          "• Date: Fri 22/05, 7:00 AM shotgun start on the Dunes Course\n"
          "• Entry: AED 120.00 (green fee not included)\n"
          "• Entries close: Wed 20/05 at 6:00 PM\n"
          "• Your division: 2 (index 19.7)\n"
          "You're all good to sign up!",
          [N("Here's the lowdown on the May Medal:"), S("Fri 22/05, 7:00 AM shotgun start"),
           S("AED 120.00 (green fee not included)"), S("Wed 20/05 at 6:00 PM"), S("Your division: 2 (index 19.7)"),
           S("You're all good to sign up!")],
          includes=["22/05", "AED 120.00"],
          notes="entry.fee AED 120.00 with member_green_fee_included false; closes 20260520T180000."),
    ],
    "wrong": [
        D("You're in, Noura! The Medal is on Friday 22 May from 7:00 AM and the entry fee of AED 120 includes your green fee. "
          "Your handicap index is 22, which puts you in Division 3.",
          [S("You're in, Noura!"), S("Friday 22 May from 7:00 AM"), S("entry fee of AED 120"),
           C("includes your green fee", "VALUE_MISMATCH", "NLI_CONTRADICTION", "RECORD_STATE_MISMATCH"),
           C("handicap index is 22", "VALUE_MISMATCH"),
           C("puts you in Division 3", "VALUE_MISMATCH", "NLI_CONTRADICTION")],
          excludes=["includes your green fee", "handicap index is 22", "Division 3"],
          errors=["wrong_policy_condition", "wrong_role", "wrong_value"],
          notes="member_green_fee_included is false and policy charges AED 150 separately; 22 is the playing handicap, the index is 19.7, so Division 2."),
        D("Sure thing! Entries for Friday's Medal stay open until 6:00 PM on Thursday 21 May, and the entry fee is AED 120. "
          "You only need two cards in the last 90 days to be prize-eligible, and you've got four.",
          [C("6:00 PM on Thursday 21 May", "DATE_MISMATCH", "NLI_CONTRADICTION"), S("the entry fee is AED 120"),
           C("only need two cards", "NLI_CONTRADICTION"), S("you've got four")],
          excludes=["Thursday 21 May", "only need two cards"], errors=["wrong_date", "wrong_policy_condition"],
          notes="Entries close 20 May 18:00 (two days before); policy needs at least three cards."),
    ],
    "repair": [
        D("Great news, Noura — you can enter Friday's May Medal, which starts at 7:00 AM. "
          "Entries close Wednesday 20 May at 6:00 PM, and the entry fee is AED 150.",
          [S("you can enter Friday's May Medal"), S("starts at 7:00 AM"), S("Wednesday 20 May at 6:00 PM"),
           C("the entry fee is AED 150", "AMOUNT_MISMATCH")],
          includes=["AED 120|120", "7:00 AM|7 AM", "20 May"], excludes=["entry fee is AED 150"], errors=["wrong_role"],
          notes="entry.fee is AED 120.00; AED 150 is the separate weekday green fee in the policy."),
    ],
})

# ---------------------------------------------------------------- G5 twilight round, times in UTC
BUNDLES.append({
    "scenario": "twilight-utc", "domain": DOMAIN,
    "now": "2026-05-20T13:05:00+04:00",
    "question": "I booked a twilight round for tomorrow — what time is it and did I get the twilight price?",
    "evidence": [
        rec("booking_api.get#SGV-TWL-7730", "tool:booking_api.get", {
            "booking_ref": "SGV-TWL-7730", "venue_tz": "Asia/Dubai",
            "vevent": {"DTSTART": "20260521T111500Z", "DTEND": "20260521T134500Z", "STATUS": "CONFIRMED",
                       "SUMMARY": "Twilight 9+9 - Links Course",
                       "ATTENDEE": [{"CN": "Ahmed Siddiqui", "ROLE": "REQ-PARTICIPANT"}]},
            "rate_code": "TWILIGHT_NONMEMBER",
            "price": {"list": "AED 495.00", "charged": "AED 295.00"}}),
        rec("booking_api.get#SGV-TWL-7702", "tool:booking_api.get", {
            "booking_ref": "SGV-TWL-7702", "venue_tz": "Asia/Dubai",
            "vevent": {"DTSTART": "20260514T120000Z", "DTEND": "20260514T143000Z", "STATUS": "CANCELLED"},
            "rate_code": "TWILIGHT_NONMEMBER", "price": {"list": "AED 495.00", "charged": "AED 0.00"}}),
        pol("sandvale-policy#twilight",
            "Twilight rates apply to tee times starting at 3:00 PM or later. "
            "The non-member twilight rate is AED 295 and members pay AED 160. "
            "Twilight rounds are not guaranteed 18 holes; play stops at sunset. "
            "Buggy hire is included.", "2026.1"),
    ],
    "correct": [
        D("You're booked for tomorrow, Thursday 21 May, teeing off at 3:15 PM on the Links Course! "
          "Since that's after 3:00 PM, you got the twilight rate of AED 295 instead of the usual AED 495. "
          "Your slot runs until 5:45 PM. "
          "Heads up: play stops at sunset, so 18 holes aren't guaranteed.",
          [S("Thursday 21 May, teeing off at 3:15 PM"), S("Since that's after 3:00 PM"),
           S("you got the twilight rate of AED 295"), S("instead of the usual AED 495"),
           S("runs until 5:45 PM"), S("play stops at sunset"), S("18 holes aren't guaranteed")],
          includes=["3:15 PM", "AED 295"],
          notes="DTSTART 11:15Z is 3:15 PM in Asia/Dubai, DTEND 13:45Z is 5:45 PM; price.charged 295, list 495; policy sunset rule."),
        D("Tee-off 3:15 PM tomorrow (21/05), Links Course — twilight rate applied, AED 295 paid.",
          [S("Tee-off 3:15 PM tomorrow (21/05)"), S("twilight rate applied"), S("AED 295 paid")],
          includes=["3:15 PM"],
          notes="rate_code TWILIGHT_NONMEMBER, charged AED 295.00; UTC start converted to +04:00."),
    ],
    "wrong": [
        D("Hi Ahmed! Your twilight round is tomorrow at 11:15 AM on the Links Course, and you've been charged the twilight rate of AED 295.",
          [C("tomorrow at 11:15 AM", "DATE_MISMATCH"), S("charged the twilight rate of AED 295")],
          excludes=["11:15 AM"], errors=["unit_conversion"],
          notes="DTSTART 20260521T111500Z is UTC; in Asia/Dubai the round starts at 3:15 PM."),
        D("Your Links Course tee time is 3:15 PM tomorrow. "
          "You paid the twilight rate of AED 295, and if you join as a member the twilight rate drops to AED 195. "
          "A buggy is included, and so is a bucket of range balls.",
          [S("3:15 PM tomorrow"), S("You paid the twilight rate of AED 295"),
           C("drops to AED 195", "NLI_CONTRADICTION"), S("A buggy is included"),
           I("so is a bucket of range balls", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
          excludes=["AED 195", "bucket of range balls"], errors=["wrong_amount", "unlisted_perk"],
          notes="Policy member twilight rate is AED 160; it lists only buggy hire as included."),
    ],
    "repair": [
        D("Your twilight round on the Links Course starts at 3:15 PM tomorrow, Thursday 21 May. "
          "You were charged AED 495 for it.",
          [S("starts at 3:15 PM tomorrow, Thursday 21 May"), C("charged AED 495", "AMOUNT_MISMATCH")],
          includes=["AED 295|295", "3:15 PM"], excludes=["charged AED 495"], errors=["wrong_role"],
          notes="price.list is 495; price.charged is AED 295.00."),
    ],
})
