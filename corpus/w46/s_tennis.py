from common import S, N, NS, C, I, CI, rec, pol, psg, refused, D, ep

DOMAIN = "tennis and padel courts"
BUNDLES = []

# ---------------------------------------------------------------- T1 padel court, split payment
BUNDLES.append({
    "scenario": "padel-split-pay", "domain": DOMAIN,
    "now": "2026-05-17T09:30:00+04:00",
    "question": "We booked padel court 3 for Monday evening, split between four of us. Who still needs to pay and how much is left?",
    "evidence": [
        rec("courts.get_booking#PDL-30418", "tool:courts.get_booking", {
            "booking": {
                "ref": "PDL-30418",
                "resource": {"type": "PADEL", "court": "Court 3", "surface": "PANORAMIC_GLASS", "indoor": True},
                "DTSTART": "20260518T190000", "TZID": "Asia/Dubai", "DURATION": "PT1H30M", "STATUS": "CONFIRMED",
                "organizer": {"name": "Yusuf Karimi", "member_id": "CL-4410", "level": "PADEL_4.0"}}}),
        rec("payments.ledger#PDL-30418", "tool:payments.ledger", {
            "booking_ref": "PDL-30418", "total": "AED 320.00",
            "split": {"mode": "EQUAL", "shares": [
                {"player": "Yusuf Karimi", "share": "AED 80.00", "status": "PAID"},
                {"player": "Dana Ahmadi", "share": "AED 80.00", "status": "PAID"},
                {"player": "Marco Ferri", "share": "AED 80.00", "status": "UNPAID"},
                {"player": "Leila Osman", "share": "AED 80.00", "status": "UNPAID"}]},
            "racket_hire": [{"player": "Marco Ferri", "amount": "AED 25.00", "status": "UNPAID"}]}),
        pol("rallypoint-policy#split-payments",
            "Players can pay their share from the link in the booking email. "
            "Split bookings must be fully paid 2 hours before the start time. "
            "If any share is still unpaid at that point, the organiser's card on file is charged for the remainder.", "v3"),
    ],
    "correct": [
        D("Morning Yusuf! Court 3 is yours on Monday 18 May from 7:00 PM to 8:30 PM. "
          "You and Dana have paid your AED 80 shares. "
          "Marco still owes AED 105 (his AED 80 share plus AED 25 racket hire) and Leila owes AED 80, so AED 185 is outstanding in total. "
          "Everything needs to be paid by 5:00 PM on Monday, or the rest goes on your card on file.",
          [S("Monday 18 May from 7:00 PM to 8:30 PM"), S("You and Dana have paid your AED 80 shares"),
           S("Marco still owes AED 105"), S("his AED 80 share plus AED 25 racket hire"), S("Leila owes AED 80"),
           S("AED 185 is outstanding in total"), S("paid by 5:00 PM on Monday"), S("the rest goes on your card on file")],
          includes=["AED 185", "7:00 PM"],
          notes="DTSTART 19:00 + PT1H30M; shares PAID for Yusuf and Dana, UNPAID for Marco and Leila, racket hire 25 unpaid: 80+25+80 = 185; policy: paid 2 hours before start."),
        D("Here's where the split stands for PDL-30418 (Mon 18/05, 7:00 PM, 90 minutes):\n"
          "- Yusuf: paid\n- Dana: paid\n"
          "- Marco: AED 80.00 court share + AED 25.00 racket hire unpaid\n"
          "- Leila: AED 80.00 unpaid\n"
          "Shares can be paid from the link in the booking email.",
          [S("Mon 18/05, 7:00 PM, 90 minutes"), S("Yusuf: paid"), S("Dana: paid"),
           S("AED 80.00 court share + AED 25.00 racket hire unpaid"), S("Leila: AED 80.00 unpaid"),
           S("paid from the link in the booking email")],
          includes=["AED 25.00", "90 minutes"],
          notes="split.shares statuses and racket_hire line; PT1H30M is 90 minutes."),
        D("Still to collect: Marco AED 105 (share + racket), Leila AED 80. "
          "If it's not in by 5:00 PM Monday, the remaining AED 185 is charged to your card.",
          [S("Marco AED 105 (share + racket)"), S("Leila AED 80"), S("by 5:00 PM Monday"),
           S("the remaining AED 185 is charged to your card")],
          includes=["AED 105", "AED 185"],
          notes="Unpaid share and racket lines; 2 hours before the 7:00 PM start is 5:00 PM."),
    ],
    "wrong": [
        D("Hey Yusuf, your 90-minute slot on Court 3 kicks off at 7:00 PM tomorrow. "
          "Marco and Leila still have to pay their AED 80 shares, so there's AED 160 left to collect in total. "
          "Anything unpaid 2 hours before start is charged to your card.",
          [S("kicks off at 7:00 PM tomorrow"), S("Marco and Leila still have to pay their AED 80 shares"),
           C("AED 160 left to collect in total", "AMOUNT_MISMATCH"),
           S("2 hours before start is charged to your card")],
          excludes=["AED 160"], errors=["wrong_arithmetic"],
          notes="The outstanding total skips Marco's unpaid AED 25 racket hire: 80 + 80 + 25 = 185."),
        D("Court 3 is booked for Monday at 7:00 PM for a full two hours. Only Marco still needs to pay.",
          [S("Court 3 is booked for Monday at 7:00 PM"), C("for a full two hours", "VALUE_MISMATCH", "DATE_MISMATCH"),
           C("Only Marco still needs to pay", "RECORD_STATE_MISMATCH")],
          excludes=["full two hours", "Only Marco still needs to pay"], errors=["wrong_period", "wrong_state"],
          notes="DURATION is PT1H30M; Leila's share is UNPAID."),
    ],
    "repair": [
        D("Court 3 is booked for Monday 18 May at 7:00 PM, and there's AED 160 still to be paid between Marco and Leila.",
          [S("Court 3 is booked for Monday 18 May at 7:00 PM"), C("AED 160 still to be paid", "AMOUNT_MISMATCH")],
          includes=["AED 185|185", "7:00 PM|7 PM"], excludes=["AED 160"], errors=["wrong_arithmetic"],
          notes="Unpaid: Marco 80 + 25 racket hire, Leila 80, so AED 185."),
    ],
})

# ---------------------------------------------------------------- T2 coaching block (RRULE, missed lesson)
BUNDLES.append({
    "scenario": "coaching-block", "domain": DOMAIN,
    "now": "2026-05-21T17:45:00+04:00",
    "question": "How many lessons do I have left in my coaching block, and can I move next Tuesday's one?",
    "evidence": [
        rec("coaching.get_series#CB-1187", "tool:coaching.get_series", {
            "series": {"UID": "cb-1187@rallypoint.ae", "SUMMARY": "Private coaching - Coach Elena V.",
                       "DTSTART": "20260505T063000", "TZID": "Asia/Dubai", "DURATION": "PT1H",
                       "RRULE": "FREQ=WEEKLY;BYDAY=TU,TH;COUNT=10", "STATUS": "CONFIRMED"},
            "attended": ["20260505T063000", "20260507T063000", "20260512T063000", "20260514T063000", "20260519T063000"],
            "missed_no_notice": ["20260521T063000"],
            "moved": [],
            "student": {"name": "Fatima Rashed", "member_id": "RP-7721",
                        "level": {"scale": "NTRP", "rating": "3.5", "previous": "3.0", "assessed": "2026-04-28"}}}),
        rec("payments.ledger#CB-1187", "tool:payments.ledger", {
            "ref": "CB-1187",
            "lines": [{"desc": "10 x private lesson (block rate)", "amount": "AED 2,250.00", "status": "PAID"}],
            "per_lesson_equiv": "AED 225.00", "single_lesson_rate": "AED 260.00"}),
        pol("rallypoint-policy#coaching",
            "A lesson missed without notice counts as used. "
            "Lessons in a block can be moved once each, as long as you give at least 24 hours' notice. "
            "Blocks must be used within 8 weeks of the first lesson. "
            "Coaches can't carry unused lessons over to a new block.", "v5"),
    ],
    "correct": [
        D("Hi Fatima! You've got 4 lessons left in your block with Coach Elena: 26 and 28 May, and 2 and 4 June, all at 6:30 AM. "
          "This morning's lesson was missed without notice, so it counts as used. "
          "Yes, you can move next Tuesday's session (26 May) — just give at least 24 hours' notice, and each lesson can be moved once.",
          [S("4 lessons left"), S("26 and 28 May, and 2 and 4 June"), S("all at 6:30 AM"),
           S("This morning's lesson was missed without notice"), S("so it counts as used"),
           S("you can move next Tuesday's session (26 May)"), S("at least 24 hours' notice"),
           S("each lesson can be moved once")],
          includes=["4 lessons", "26 May"],
          notes="COUNT=10 Tue/Thu from 5 May; 5 attended + 21 May missed_no_notice = 6 used, leaving 26, 28 May, 2, 4 June; policy 24 hours, once each."),
        D("Four sessions remain — Tuesdays and Thursdays at 6:30 AM until Thursday 4 June. "
          "Moving Tuesday 26 May is fine with 24 hours' notice. "
          "Keep smashing it — your NTRP rating is now up to 3.5!",
          [S("Four sessions remain"), S("Tuesdays and Thursdays at 6:30 AM until Thursday 4 June"),
           S("Moving Tuesday 26 May is fine with 24 hours' notice"), S("NTRP rating is now up to 3.5")],
          includes=["Four sessions", "3.5"],
          notes="Tenth occurrence of the RRULE is Thursday 4 June; level.rating 3.5 (previous 3.0)."),
    ],
    "wrong": [
        D("Hi Fatima, you have 5 lessons left: this morning's missed session is added back on at the end of the block. "
          "Next Tuesday's lesson can be moved with 24 hours' notice.",
          [C("5 lessons left", "VALUE_MISMATCH"),
           CI("added back on at the end of the block", "NLI_CONTRADICTION", "CLAIM_WITHOUT_TOOL_EVIDENCE", "RECORD_STATE_MISMATCH"),
           S("can be moved with 24 hours' notice")],
          excludes=["5 lessons left", "added back on at the end of the block"],
          errors=["wrong_quantity", "wrong_policy_condition"],
          notes="Policy: a lesson missed without notice counts as used, so 4 remain."),
        D("You have four lessons left — each one works out at AED 260 on your block rate. "
          "Just remember the block has to be used within 6 weeks of your first lesson.",
          [S("You have four lessons left"), C("AED 260 on your block rate", "AMOUNT_MISMATCH"),
           C("within 6 weeks of your first lesson", "NLI_CONTRADICTION")],
          excludes=["AED 260", "within 6 weeks"], errors=["wrong_role", "wrong_period"],
          notes="AED 260 is the single_lesson_rate; the block works out at AED 225 per lesson. Policy says 8 weeks."),
    ],
    "repair": [
        D("Hi Fatima! You have 4 lessons left, all at 6:30 AM, and your block must be used within 8 weeks. "
          "Your current NTRP rating is 3.0.",
          [S("You have 4 lessons left"), S("all at 6:30 AM"), S("used within 8 weeks"),
           C("NTRP rating is 3.0", "VALUE_MISMATCH")],
          includes=["3.5", "4 lessons|four lessons", "6:30 AM|6:30"], excludes=["rating is 3.0"], errors=["stale_value"],
          notes="level.rating is 3.5; 3.0 is level.previous."),
    ],
})

# ---------------------------------------------------------------- T3 tentative hold awaiting payment
BUNDLES.append({
    "scenario": "tentative-hold", "domain": DOMAIN,
    "now": "2026-05-13T20:10:00+04:00",
    "question": "Is my tennis court for Friday morning confirmed? I got an email saying 'held'.",
    "evidence": [
        rec("courts.get_booking#TNS-55102", "tool:courts.get_booking", {
            "ref": "TNS-55102",
            "resource": {"type": "TENNIS", "court": "Court 6", "surface": "HARD", "floodlit": True},
            "DTSTART": "20260515T080000", "TZID": "Asia/Dubai", "DTEND": "20260515T090000",
            "STATUS": "TENTATIVE",
            "hold": {"reason": "AWAITING_PAYMENT", "created_at": ep("2026-05-13T20:00:00+04:00"),
                     "expires_at": ep("2026-05-13T21:00:00+04:00")},
            "booker": {"name": "Omar Hijazi", "member": False}}),
        rec("payments.ledger#TNS-55102", "tool:payments.ledger", {
            "ref": "TNS-55102", "amount_due": "AED 110.00", "paid": "AED 0.00", "payment_link_status": "SENT"}),
        rec("courts.get_booking#TNS-54877", "tool:courts.get_booking", {
            "ref": "TNS-54877", "resource": {"type": "TENNIS", "court": "Court 2"},
            "DTSTART": "20260508T180000", "TZID": "Asia/Dubai", "DTEND": "20260508T190000", "STATUS": "CONFIRMED",
            "booker": {"name": "Omar Hijazi", "member": False}}),
        pol("rallypoint-policy#holds",
            "Non-members can book up to 3 days ahead; members up to 7 days ahead. "
            "Bookings made online are held as tentative for up to 60 minutes while payment is completed. "
            "If payment isn't made before the hold expires, the court is released to other players. "
            "Court fees are non-refundable within 12 hours of the start time.", "v5"),
    ],
    "correct": [
        D("Hi Omar — not yet! Court 6 on Friday 15 May, 8:00 AM to 9:00 AM, is being held for you but isn't confirmed until the AED 110 court fee is paid. "
          "The hold expires tonight at 9:00 PM, after which the court is released to other players. "
          "The payment link has already been sent to you.",
          [S("not yet!"), S("Friday 15 May, 8:00 AM to 9:00 AM"), S("is being held for you"),
           S("isn't confirmed until the AED 110 court fee is paid"), S("hold expires tonight at 9:00 PM"),
           S("released to other players"), S("payment link has already been sent")],
          includes=["9:00 PM", "AED 110"],
          notes="STATUS TENTATIVE with hold AWAITING_PAYMENT; expires_at epoch is 21:00 Asia/Dubai today; amount_due AED 110.00, paid 0, link SENT."),
        D("Your Court 6 booking (TNS-55102) is still tentative: pay AED 110.00 before 9:00 PM today and it's confirmed for Fri 15/05 at 8:00 AM.",
          [S("(TNS-55102) is still tentative"), S("pay AED 110.00 before 9:00 PM today"),
           S("confirmed for Fri 15/05 at 8:00 AM")],
          includes=["TNS-55102", "9:00 PM"],
          notes="TENTATIVE hold ending 21:00 local; DTSTART 20260515T080000."),
    ],
    "wrong": [
        D("Good news, Omar — your booking TNS-55102 is confirmed! "
          "Court 6 is yours on Friday 15 May from 8:00 AM to 9:00 AM, and the AED 110 fee has been taken.",
          [C("TNS-55102 is confirmed", "RECORD_STATE_MISMATCH"), S("Friday 15 May from 8:00 AM to 9:00 AM"),
           C("the AED 110 fee has been taken", "RECORD_STATE_MISMATCH", "AMOUNT_MISMATCH")],
          excludes=["TNS-55102 is confirmed", "fee has been taken"], errors=["wrong_state", "wrong_state"],
          notes="STATUS is TENTATIVE (the CONFIRMED status belongs to past booking TNS-54877) and the ledger shows AED 0.00 paid."),
        D("Your slot on Court 2 on Friday at 8:00 AM is on hold until 5:00 PM today. "
          "Once you pay the AED 110, it'll switch to confirmed.",
          [C("slot on Court 2", "IDENTIFIER_MISMATCH", "VALUE_MISMATCH"), S("Friday at 8:00 AM"),
           C("on hold until 5:00 PM today", "DATE_MISMATCH"), S("Once you pay the AED 110")],
          excludes=["Court 2", "5:00 PM today"], errors=["other_record_value", "unit_conversion"],
          notes="Court 2 is last week's booking TNS-54877; Friday's is Court 6. expires_at is 17:00 UTC, i.e. 9:00 PM in Dubai."),
    ],
    "repair": [
        D("Your Court 6 booking for Friday 15 May at 8:00 AM is confirmed and ready to go! The court fee is AED 110.",
          [S("Friday 15 May at 8:00 AM"), C("is confirmed and ready to go", "RECORD_STATE_MISMATCH"),
           S("The court fee is AED 110")],
          includes=["tentative|held|on hold|not confirmed|not yet confirmed|isn't confirmed|awaiting payment|pending",
                    "8:00 AM|8 AM", "AED 110|110"],
          excludes=["is confirmed and ready to go"], errors=["wrong_state"],
          notes="STATUS TENTATIVE, hold AWAITING_PAYMENT."),
    ],
})

# ---------------------------------------------------------------- T4 Gold member window, floodlights, refused extension
BUNDLES.append({
    "scenario": "gold-window-extend", "domain": DOMAIN,
    "now": "2026-05-24T12:00:00+04:00",
    "question": "Can I book court 1 for next Sunday at 7pm, and can you extend my booking tonight by 30 minutes? How much would next week cost?",
    "evidence": [
        rec("members.get#RP-3302", "tool:members.get", {
            "member_id": "RP-3302", "name": "Hessa Mansoori", "tier": "GOLD", "status": "ACTIVE",
            "booking_window_days": 7, "level": {"tennis_ntrp": "4.0"},
            "tier_benefits": ["BOOKING_WINDOW_7D", "FREE_BALL_HOPPER"]}),
        rec("courts.get_booking#TNS-56630", "tool:courts.get_booking", {
            "ref": "TNS-56630", "court": "Court 1", "DTSTART": "20260524T193000", "TZID": "Asia/Dubai",
            "DURATION": "PT1H", "STATUS": "CONFIRMED",
            "charges": [{"item": "COURT_FEE_MEMBER", "amount": "AED 60.00"},
                        {"item": "FLOODLIGHTS", "amount": "AED 40.00"}]}),
        refused("courts.extend_booking#call-3", "courts.extend_booking", "DENY",
                {"ref": "TNS-56630", "extend_by": "PT30M"}),
        pol("rallypoint-policy#courts",
            "Members pay AED 60 per court hour. "
            "Gold members can book courts up to 7 days in advance; Silver members up to 5 days. "
            "Floodlights are charged at AED 40 per hour for any booking after 6:30 PM. "
            "Extensions depend on the court being free afterwards and can't be guaranteed.", "v5"),
    ],
    "correct": [
        D("Hi Hessa! As a Gold member you can book up to 7 days ahead, so next Sunday 31 May at 7:00 PM is within your window. "
          "For an hour after 6:30 PM you'd pay AED 60 for the court plus AED 40 for floodlights, AED 100 in total. "
          "I'm afraid I couldn't extend tonight's 7:30 PM booking by 30 minutes — the extension request was declined.",
          [S("As a Gold member you can book up to 7 days ahead"), S("31 May at 7:00 PM is within your window"),
           S("AED 60 for the court"), S("AED 40 for floodlights"), S("AED 100 in total"),
           S("couldn't extend tonight's 7:30 PM booking"), S("the extension request was declined")],
          includes=["AED 100", "31 May"],
          notes="tier GOLD, booking_window_days 7 (31 May is 7 days out); policy member AED 60/hour + floodlights AED 40/hour after 6:30 PM; extend_booking was DENIED."),
        D("Dear Hessa,\n\nUnfortunately, the request to extend tonight's booking on Court 1 by 30 minutes was declined, so your session still ends at 8:30 PM. "
          "Next Sunday's 7:00 PM court is yours to book, since Gold members can reserve 7 days in advance. "
          "Floodlights after 6:30 PM are AED 40 per hour on top of the AED 60 member court fee.\n\n"
          "See you on court!\nRallyPoint Team",
          [S("extend tonight's booking on Court 1 by 30 minutes was declined"), S("still ends at 8:30 PM"),
           S("Next Sunday's 7:00 PM court is yours to book"), S("Gold members can reserve 7 days in advance"),
           S("AED 40 per hour"), S("AED 60 member court fee"), N("See you on court!")],
          includes=["8:30 PM", "AED 40"],
          notes="DTSTART 19:30 + PT1H ends 20:30 with no extension (DENY); policy figures."),
    ],
    "wrong": [
        D("Done, Hessa — tonight's booking on Court 1 now runs until 9:00 PM. "
          "You can also book next Sunday at 7:00 PM, since Gold members get a 7-day window, and floodlights are free for Gold members.",
          [C("now runs until 9:00 PM", "NOT_EXECUTED"), S("You can also book next Sunday at 7:00 PM"),
           S("Gold members get a 7-day window"),
           CI("floodlights are free for Gold members", "NLI_CONTRADICTION", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED")],
          excludes=["now runs until 9:00 PM", "floodlights are free"], errors=["refused_call_effect", "unlisted_perk"],
          notes="courts.extend_booking was DENIED; Gold benefits list no free floodlights and tonight's booking is charged AED 40 for them."),
        D("Hi Hessa, Gold members can only book 5 days ahead, so you'll need to wait until Tuesday to grab next Sunday's 7:00 PM court. "
          "An evening hour would be AED 60 plus AED 40 floodlights, so AED 110 altogether.",
          [C("Gold members can only book 5 days ahead", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
           CI("wait until Tuesday", "NLI_CONTRADICTION", "NLI_NOT_ENTAILED", "VALUE_MISMATCH"),
           S("AED 60 plus AED 40 floodlights"), C("AED 110 altogether", "AMOUNT_MISMATCH")],
          excludes=["only book 5 days ahead", "wait until Tuesday", "AED 110"],
          errors=["wrong_policy_condition", "wrong_date", "wrong_arithmetic"],
          notes="5 days is the Silver window; Gold (booking_window_days 7) can book 31 May today. 60 + 40 = 100."),
    ],
    "repair": [
        D("Good news, Hessa: your 7:30 PM booking on Court 1 tonight has been extended by 30 minutes. "
          "Next Sunday at 7:00 PM is within your 7-day Gold booking window.",
          [S("your 7:30 PM booking on Court 1 tonight"), C("has been extended by 30 minutes", "NOT_EXECUTED"),
           S("Next Sunday at 7:00 PM is within your 7-day Gold booking window")],
          includes=["declined|couldn't|could not|unable|not able|wasn't possible|not possible|escalated|can't", "7:00 PM|7 PM"],
          excludes=["has been extended"], errors=["refused_call_effect"],
          notes="courts.extend_booking was refused (DENY)."),
    ],
})
