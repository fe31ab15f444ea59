from common import S, N, NS, C, I, CI, rec, pol, psg, refused, D, ep

DOMAIN = "bowling alley"
BUNDLES = []

# ---------------------------------------------------------------- B1 birthday party on two lanes, revised quote
BUNDLES.append({
    "scenario": "strike-party", "domain": DOMAIN,
    "now": "2026-05-26T14:20:00+04:00",
    "question": "What's included in my son's bowling party on Saturday and how much do I still owe?",
    "evidence": [
        rec("events.get#STK-PRT-2290", "tool:events.get", {
            "booking": {"ref": "STK-PRT-2290", "package": "STRIKE_PARTY_PLUS",
                        "DTSTART": "20260530T150000", "TZID": "Asia/Dubai", "DURATION": "PT2H",
                        "STATUS": "CONFIRMED", "lanes": ["Lane 11", "Lane 12"],
                        "guests": {"booked": 12, "max": 16}, "host": "Rami",
                        "booker": {"name": "Laila Hamdan"}},
            "package_inclusions": ["2 games per guest", "Shoe hire", "1 large pizza per lane",
                                   "Soft drinks jug per lane", "Party host"]}),
        rec("payments.ledger#STK-PRT-2290", "tool:payments.ledger", {
            "ref": "STK-PRT-2290", "quote_total": "AED 1,150.00",
            "transactions": [{"kind": "DEPOSIT", "amount": "AED 300.00", "status": "CAPTURED",
                              "at": "2026-05-11T18:40:00+04:00"}],
            "balance": {"amount": "AED 850.00", "due": "ON_ARRIVAL"}}),
        rec("events.get_quote_history#STK-PRT-2290", "tool:events.get_quote_history", {
            "ref": "STK-PRT-2290",
            "versions": [{"v": 1, "guests": 10, "quote_total": "AED 990.00", "status": "SUPERSEDED"},
                         {"v": 2, "guests": 12, "quote_total": "AED 1,150.00", "status": "CURRENT"}]}),
        pol("strikezone-policy#parties",
            "Party deposits are non-refundable but can be moved to another date once, with at least 7 days' notice. "
            "The balance is paid on arrival at the front desk. "
            "Extra guests can be added up to the package maximum at AED 80 each, as long as we're told 48 hours before the party. "
            "Birthday cakes are welcome; we don't provide them.", "2026-03"),
    ],
    "correct": [
        D("Strike! Your party on Saturday 30 May runs from 3:00 PM to 5:00 PM on Lanes 11 and 12, with Rami as your host. "
          "Every guest gets 2 games and shoe hire, and each lane gets a large pizza and a jug of soft drinks. "
          "You've paid the AED 300 deposit, so AED 850 is left to pay on arrival. "
          "Bringing a cake? Go for it — we don't supply one, but you're welcome to bring your own.",
          [S("Saturday 30 May runs from 3:00 PM to 5:00 PM"), S("Lanes 11 and 12"), S("Rami as your host"),
           S("Every guest gets 2 games and shoe hire"), S("each lane gets a large pizza and a jug of soft drinks"),
           S("You've paid the AED 300 deposit"), S("AED 850 is left to pay on arrival"),
           S("we don't supply one"), S("you're welcome to bring your own")],
          includes=["AED 850", "3:00 PM"],
          notes="DTSTART 15:00 + PT2H; package_inclusions list; DEPOSIT 300 captured, balance 850 ON_ARRIVAL; policy on cakes."),
        D("Your Strike Party Plus for twelve guests is all set:\n"
          "- When: Sat 30/05, 3:00–5:00 PM\n"
          "- Lanes: 11 & 12\n"
          "- Included: two games each, shoes, one large pizza and one soft-drinks jug per lane, plus a party host\n"
          "- Balance: AED 850.00, payable at the front desk on arrival",
          [S("for twelve guests is all set"), S("Sat 30/05, 3:00–5:00 PM"), S("Lanes: 11 & 12"),
           S("two games each, shoes, one large pizza and one soft-drinks jug per lane, plus a party host"),
           S("AED 850.00, payable at the front desk on arrival")],
          includes=["30/05", "AED 850.00"],
          notes="guests.booked 12 (current quote v2); inclusions; balance.amount and policy front desk."),
        D("All good for Saturday at 3:00 PM — AED 850 balance due when you arrive, deposit already in.",
          [S("All good for Saturday at 3:00 PM"), S("AED 850 balance due when you arrive"), S("deposit already in")],
          includes=["AED 850"],
          notes="STATUS CONFIRMED; deposit CAPTURED; balance due ON_ARRIVAL."),
    ],
    "wrong": [
        D("Your party is booked for Saturday 30 May at 3:00 PM. "
          "The package total is AED 990, and with your AED 300 deposit paid, AED 690 is left to pay on arrival.",
          [S("Saturday 30 May at 3:00 PM"), C("package total is AED 990", "AMOUNT_MISMATCH"),
           S("AED 300 deposit paid"), C("AED 690 is left to pay", "AMOUNT_MISMATCH")],
          excludes=["AED 990", "AED 690"], errors=["stale_value", "wrong_amount"],
          notes="AED 990 is the SUPERSEDED 10-guest quote; the current total is 1,150 and the balance 850."),
        D("Game on for Saturday at 3:00 PM on Lanes 11 and 12! "
          "Your package includes 2 games each, shoe hire, pizza, drinks and a birthday cake for the star of the day. "
          "If more friends want to join, you can add them at AED 80 each up to 24 hours before the party.",
          [S("Saturday at 3:00 PM on Lanes 11 and 12"), S("2 games each, shoe hire, pizza, drinks"),
           CI("a birthday cake for the star of the day", "NLI_CONTRADICTION", "CLAIM_WITHOUT_TOOL_EVIDENCE", "VALUE_MISMATCH"),
           S("add them at AED 80 each"), C("up to 24 hours before the party", "NLI_CONTRADICTION")],
          excludes=["birthday cake for the star", "24 hours before the party"], errors=["unlisted_perk", "wrong_period"],
          notes="No cake in package_inclusions and the policy says cakes are not provided; extra guests need 48 hours' notice."),
    ],
    "repair": [
        D("Your party is all set for Saturday 30 May from 3:00 PM on Lanes 11 and 12. "
          "With the AED 300 deposit paid, AED 690 is left to pay on arrival.",
          [S("Saturday 30 May from 3:00 PM on Lanes 11 and 12"), S("AED 300 deposit paid"),
           C("AED 690 is left to pay", "AMOUNT_MISMATCH")],
          includes=["AED 850|850", "3:00 PM|3 PM"], excludes=["AED 690"], errors=["wrong_arithmetic"],
          notes="Remainder taken from the superseded AED 990 quote; balance.amount is AED 850.00."),
    ],
})

# ---------------------------------------------------------------- B2 league average, skipped week
BUNDLES.append({
    "scenario": "league-average", "domain": DOMAIN,
    "now": "2026-05-12T12:30:00+04:00",
    "question": "What's my league average now, and is there league this Wednesday?",
    "evidence": [
        rec("leagues.get_player#LG-WED-07/P-118", "tool:leagues.get_player", {
            "league": {"id": "LG-WED-07", "name": "Wednesday Night Pins",
                       "schedule": {"DTSTART": "20260408T193000", "TZID": "Asia/Dubai", "DURATION": "PT2H30M",
                                    "RRULE": "FREQ=WEEKLY;BYDAY=WE;UNTIL=20260624T183000Z",
                                    "EXDATE": ["20260513T193000"]}},
            "player": {"id": "P-118", "name": "Tariq Bishara", "team": "Split Happens", "average": 168,
                       "games_bowled": 15, "handicap": {"basis": 220, "pct": 90, "value": 46}, "high_game": 224}}),
        rec("leagues.get_player#LG-WED-07/P-121", "tool:leagues.get_player", {
            "player": {"id": "P-121", "name": "Nadia Bishara", "team": "Split Happens", "average": 181,
                       "games_bowled": 15, "handicap": {"basis": 220, "pct": 90, "value": 35}, "high_game": 236}}),
        pol("strikezone-policy#leagues",
            "League nights are skipped on public holidays and resume the following week at the usual time. "
            "Averages are updated after every league night and are based on all games bowled this season. "
            "A bowler needs 9 games to have an established average. "
            "League fees are AED 75 per night, paid at the desk before the first game.", "2026-01"),
        psg("kb#lane-conditions", "Lanes are oiled every afternoon at 4:00 PM.\nLeague nights use a 40-foot house pattern."),
    ],
    "correct": [
        D("Hey Tariq! Your league average is 168 after 15 games, with a high game of 224 — nice rolling. "
          "There's no league this Wednesday, 13 May; Wednesday Night Pins picks up again on 20 May at 7:30 PM. "
          "Your handicap is currently 46 pins.",
          [S("Your league average is 168"), S("after 15 games"), S("high game of 224"),
           S("no league this Wednesday, 13 May"), S("picks up again on 20 May at 7:30 PM"),
           S("handicap is currently 46 pins")],
          includes=["168", "20 May"],
          notes="player.average 168, games_bowled 15, high_game 224, handicap.value 46; EXDATE removes 13 May, next occurrence 20 May 19:30."),
        D("Average: 168 (15 games). No league on Wed 13/05 — back on Wed 20/05, 7:30 PM as usual. "
          "League fee is AED 75 per night, paid at the desk.",
          [S("Average: 168 (15 games)"), S("No league on Wed 13/05"), S("back on Wed 20/05, 7:30 PM"),
           S("AED 75 per night"), S("paid at the desk")],
          includes=["168", "AED 75"],
          notes="Same fields; league fee from policy."),
    ],
    "wrong": [
        D("Hi Tariq, you're sitting on a 181 average after 15 games — great stuff! "
          "Your team, Pin Pals, has no league this Wednesday (13 May); you're back on 20 May at 7:30 PM.",
          [C("181 average", "VALUE_MISMATCH"), S("after 15 games"),
           C("Your team, Pin Pals", "VALUE_MISMATCH", "IDENTIFIER_MISMATCH"),
           S("no league this Wednesday (13 May)"), S("back on 20 May at 7:30 PM")],
          excludes=["181 average", "Pin Pals"], errors=["other_record_value", "wrong_name"],
          notes="181 is Nadia Bishara's (P-121) average; Tariq's is 168. His team is Split Happens."),
        D("Your average is 168. League runs as normal this Wednesday at 7:30 PM, and each session lasts 2 hours.",
          [S("Your average is 168"), C("League runs as normal this Wednesday", "DATE_MISMATCH", "RECORD_STATE_MISMATCH"),
           C("lasts 2 hours", "VALUE_MISMATCH", "DATE_MISMATCH")],
          excludes=["runs as normal this Wednesday", "lasts 2 hours"], errors=["wrong_date", "wrong_period"],
          notes="13 May is in EXDATE; DURATION is PT2H30M."),
    ],
    "repair": [
        D("Hi Tariq! Your league average is 168, and your handicap is 35 pins. "
          "There's no league on Wednesday 13 May; it's back on 20 May at 7:30 PM.",
          [S("league average is 168"), C("handicap is 35 pins", "VALUE_MISMATCH"),
           S("no league on Wednesday 13 May"), S("back on 20 May at 7:30 PM")],
          includes=["46", "168", "20 May"], excludes=["35 pins"], errors=["other_record_value"],
          notes="35 is Nadia's handicap (P-121); Tariq's handicap.value is 46."),
    ],
})

# ---------------------------------------------------------------- B3 pinsetter fault, partial refund, escalated voucher
BUNDLES.append({
    "scenario": "pinsetter-refund", "domain": DOMAIN,
    "now": "2026-05-15T10:00:00+04:00",
    "question": "The pinsetter on our lane broke for half our session last night. What's happening with the refund? Can I get a voucher instead?",
    "evidence": [
        rec("lanes.get_session#SES-88012", "tool:lanes.get_session", {
            "session": {"ref": "SES-88012", "lane": "Lane 4", "DTSTART": "20260514T200000", "TZID": "Asia/Dubai",
                        "DURATION": "PT1H", "STATUS": "CONFIRMED", "players": 5,
                        "booker": {"name": "Erik Lindqvist"}},
            "incidents": [{"code": "PINSETTER_FAULT", "lane": "Lane 4", "from": "20260514T203000",
                           "to": "20260514T210000", "minutes_lost": 30}]}),
        rec("payments.ledger#SES-88012", "tool:payments.ledger", {
            "ref": "SES-88012",
            "charges": [{"desc": "Lane hour (peak)", "amount": "AED 190.00"},
                        {"desc": "Shoe hire x5", "amount": "AED 75.00"}],
            "refunds": [{"id": "RF-33019", "amount": "AED 95.00", "status": "PENDING",
                         "reason": "LANE_FAULT_PARTIAL", "to": "VISA ****0923"}]}),
        refused("vouchers.issue#call-12", "vouchers.issue", "ESCALATE",
                {"ref": "SES-88012", "value": "AED 190.00", "type": "FREE_LANE_HOUR"}),
        pol("strikezone-policy#faults",
            "If a lane fault costs you playing time, we refund the lane fee for the time lost. "
            "Shoe hire is not refunded. "
            "Refunds go back to the card used and take up to 10 business days to appear. "
            "A duty manager may offer a free-game voucher instead, but vouchers above AED 100 need manager approval.", "2026-01"),
    ],
    "correct": [
        D("So sorry about Lane 4 last night! "
          "The pinsetter was down from 8:30 PM to 9:00 PM, so we're refunding the 30 minutes you lost: AED 95.00, half of your AED 190 lane hour. "
          "The refund is pending and will go back to your Visa ending 0923, which can take up to 10 business days. "
          "Your voucher request has been passed to a manager for approval, so I can't confirm it just yet.",
          [NS("So sorry about Lane 4 last night!"), S("down from 8:30 PM to 9:00 PM"), S("refunding the 30 minutes you lost"),
           S("AED 95.00, half of your AED 190 lane hour"), S("The refund is pending"), S("Visa ending 0923"),
           S("up to 10 business days"), S("passed to a manager for approval"), S("I can't confirm it just yet")],
          includes=["AED 95.00", "0923"],
          notes="incident 20:30-21:00, minutes_lost 30; refund RF-33019 AED 95.00 PENDING to VISA 0923; vouchers.issue was ESCALATED."),
        D("Dear Mr. Lindqvist,\n\nA partial refund of Dh 95 has been raised for the 30 minutes lost on Lane 4 and is pending. "
          "Shoe hire isn't refundable under our lane-fault policy. "
          "The free lane-hour voucher you asked about has been escalated to a manager.\n\n"
          "Best regards,\nStrikeZone Bowling",
          [S("A partial refund of Dh 95 has been raised"), S("30 minutes lost on Lane 4"), S("and is pending"),
           S("Shoe hire isn't refundable"), S("has been escalated to a manager")],
          includes=["Dh 95", "escalated"],
          notes="Refund LANE_FAULT_PARTIAL PENDING; policy excludes shoe hire; voucher call ESCALATE."),
    ],
    "wrong": [
        D("Sorry about the pinsetter on Lane 4! "
          "I've gone ahead and issued a free lane-hour voucher worth AED 190 to your account. "
          "Your refund of AED 265 for the session is also on its way.",
          [NS("Sorry about the pinsetter on Lane 4!"), C("issued a free lane-hour voucher worth AED 190", "NOT_EXECUTED"),
           C("refund of AED 265", "AMOUNT_MISMATCH")],
          excludes=["issued a free lane-hour voucher", "AED 265"], errors=["refused_call_effect", "wrong_amount"],
          notes="vouchers.issue was ESCALATED, not done; the refund is AED 95.00 (265 is both charges)."),
        D("Your AED 95 refund for the lost half hour on Lane 4 has been completed and should show on your Visa within 3 to 5 business days.",
          [S("AED 95 refund for the lost half hour on Lane 4"), C("has been completed", "RECORD_STATE_MISMATCH"),
           C("within 3 to 5 business days", "NLI_CONTRADICTION")],
          excludes=["has been completed", "3 to 5 business days"], errors=["wrong_state", "wrong_period"],
          notes="Refund status PENDING; policy says up to 10 business days."),
    ],
    "repair": [
        D("Sorry about Lane 4! A refund of AED 95 for the 30 minutes you lost is pending, and shoe hire for your five players is being refunded too.",
          [NS("Sorry about Lane 4!"), S("A refund of AED 95 for the 30 minutes you lost is pending"),
           CI("shoe hire for your five players is being refunded too", "NLI_CONTRADICTION", "CLAIM_WITHOUT_TOOL_EVIDENCE", "RECORD_STATE_MISMATCH")],
          includes=["not refunded|isn't refunded|not refundable|isn't refundable|non-refundable|no refund|can't be refunded|cannot be refunded",
                    "AED 95|95"],
          excludes=["is being refunded too"], errors=["wrong_policy_condition"],
          notes="Policy: shoe hire is not refunded; the only refund line is AED 95.00 for lane time."),
    ],
})

# ---------------------------------------------------------------- B4 cosmic bowl cancelled inside 24 hours
BUNDLES.append({
    "scenario": "cosmic-cancel", "domain": DOMAIN,
    "now": "2026-05-22T18:00:00+04:00",
    "question": "I cancelled our Cosmic Bowl booking for tonight. Am I getting anything back?",
    "evidence": [
        rec("bookings.get#CSM-6120", "tool:bookings.get", {
            "ref": "CSM-6120", "product": "COSMIC_BOWL_LATE", "booker": {"name": "Jasmine Clarke"},
            "vevent": {"DTSTART": "20260522T220000", "TZID": "Asia/Dubai", "DTEND": "20260523T000000",
                       "STATUS": "CANCELLED", "SEQUENCE": 2},
            "cancellation": {"requested_at": "2026-05-22T13:12:00+04:00", "by": "CUSTOMER",
                             "hours_before_start": 8.8, "fee_applied": "AED 120.00"},
            "lanes": 1, "players": 6}),
        rec("payments.ledger#CSM-6120", "tool:payments.ledger", {
            "ref": "CSM-6120", "paid": "AED 240.00",
            "refund": {"amount": "AED 120.00", "status": "PROCESSING", "method": "APPLE_PAY"}}),
        pol("strikezone-policy#cancellations",
            "Bookings can be moved to another night once, free of charge, if you ask at least 12 hours before the start. "
            "Cosmic Bowl sessions cancelled at least 24 hours ahead are refunded in full. "
            "Cancellations inside 24 hours are charged 50% of the booking. "
            "Refunds to Apple Pay usually land within 3 to 5 business days.", "2026-01"),
    ],
    "correct": [
        D("Hi Jasmine — yes, you'll get half back. "
          "Because tonight's 10:00 PM Cosmic Bowl was cancelled less than 24 hours before the start, 50% of the AED 240 booking was kept as a cancellation fee. "
          "The other AED 120 is being refunded to your Apple Pay and usually lands within 3 to 5 business days.",
          [S("yes, you'll get half back"), S("tonight's 10:00 PM Cosmic Bowl was cancelled less than 24 hours before the start"),
           S("50% of the AED 240 booking was kept as a cancellation fee"),
           S("The other AED 120 is being refunded to your Apple Pay"), S("within 3 to 5 business days")],
          includes=["AED 120", "3 to 5 business days"],
          notes="hours_before_start 8.8 (< 24) so 50% fee; paid 240, fee 120, refund 120 PROCESSING to APPLE_PAY; policy 3-5 days."),
        D("Your booking CSM-6120 has been cancelled. "
          "Refund: AED 120.00 of the AED 240.00 you paid (processing now). "
          "Cancellation fee: AED 120.00, since it was cancelled inside 24 hours.",
          [S("CSM-6120 has been cancelled"), S("Refund: AED 120.00 of the AED 240.00 you paid"), S("(processing now)"),
           S("Cancellation fee: AED 120.00"), S("cancelled inside 24 hours")],
          includes=["CSM-6120", "AED 240.00"],
          notes="STATUS CANCELLED; refund PROCESSING; fee_applied 120."),
    ],
    "wrong": [
        D("Hi Jasmine! Since you cancelled more than 8 hours before the 10:00 PM start, you're within the free cancellation window, so the full AED 240 is coming back to your Apple Pay.",
          [S("more than 8 hours before the 10:00 PM start"),
           C("you're within the free cancellation window", "NLI_CONTRADICTION", "RECORD_STATE_MISMATCH"),
           C("the full AED 240 is coming back", "AMOUNT_MISMATCH")],
          excludes=["free cancellation window", "full AED 240"], errors=["condition_unmet", "wrong_amount"],
          notes="A full refund needs 24 hours' notice; 8.8 hours triggered the 50% fee, so the refund is AED 120.00."),
        D("Hi Jasmine, your 10:00 PM session tonight was cancelled and AED 120 is being refunded to Apple Pay. "
          "As a goodwill gesture, we'll also add a free game to your next visit. "
          "The refund has already landed, so check your statement.",
          [S("your 10:00 PM session tonight was cancelled"), S("AED 120 is being refunded to Apple Pay"),
           I("we'll also add a free game to your next visit", "NO_POLICY_EVIDENCE", "CLAIM_WITHOUT_TOOL_EVIDENCE", "NLI_NOT_ENTAILED"),
           C("The refund has already landed", "RECORD_STATE_MISMATCH")],
          excludes=["free game to your next visit", "already landed"], errors=["invented_promise", "wrong_state"],
          notes="Nothing records or promises a free game; the refund status is PROCESSING."),
    ],
    "repair": [
        D("Your Cosmic Bowl booking for 10:00 PM tonight was cancelled less than 24 hours ahead, so a 50% fee applies. "
          "You'll get AED 120 back on Apple Pay within 7 to 10 business days.",
          [S("10:00 PM tonight was cancelled less than 24 hours ahead"), S("a 50% fee applies"),
           S("AED 120 back on Apple Pay"), C("within 7 to 10 business days", "NLI_CONTRADICTION")],
          includes=["3 to 5|3-5|three to five|3 and 5", "AED 120|120"], excludes=["7 to 10 business days"],
          errors=["wrong_period"],
          notes="Policy: Apple Pay refunds usually land within 3 to 5 business days."),
    ],
})
