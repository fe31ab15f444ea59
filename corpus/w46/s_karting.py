from common import S, N, NS, C, I, CI, rec, pol, psg, refused, D, ep

DOMAIN = "go-karting"
BUNDLES = []

# ---------------------------------------------------------------- K1 arrive & drive results, lap times in ms
BUNDLES.append({
    "scenario": "heat-results", "domain": DOMAIN,
    "now": "2026-05-16T21:30:00+04:00",
    "question": "How did I do in tonight's heat, and how far am I from Gold?",
    "evidence": [
        rec("timing.get_results#HEAT-0516-07", "tool:timing.get_results", {
            "heat": {"id": "HEAT-0516-07", "DTSTART": "20260516T200000", "TZID": "Asia/Dubai", "DURATION": "PT15M",
                     "STATUS": "CONFIRMED", "track": "Outdoor Circuit (1.2 km)", "kart_class": "SODI_RT8_390CC"},
            "results": [
                {"pos": 1, "driver": "R. Menon", "kart": 14, "best_lap_ms": 52874, "laps": 16, "gap_best_lap_ms": 0},
                {"pos": 2, "driver": "Lina Qasim", "driver_id": "DRV-5531", "kart": 7, "best_lap_ms": 53410,
                 "laps": 16, "gap_best_lap_ms": 536},
                {"pos": 3, "driver": "Ivo Petrov", "kart": 22, "best_lap_ms": 53988, "laps": 15, "gap_best_lap_ms": 1114}]}),
        rec("members.get#DRV-5531", "tool:members.get", {
            "driver_id": "DRV-5531", "name": "Lina Qasim",
            "level": {"code": "SILVER", "points": 1840, "next_level": "GOLD", "points_to_next": 160},
            "personal_best_ms": {"outdoor": 52961, "indoor": 31502}}),
        rec("payments.ledger#DRV-5531-20260516", "tool:payments.ledger", {
            "driver_id": "DRV-5531",
            "lines": [{"desc": "Arrive & Drive 2 x 15 min", "amount": "AED 340.00", "status": "PAID"}]}),
        pol("speedline-policy#levels",
            "Drivers earn 10 points per heat plus a 100-point bonus for a podium finish. "
            "Reaching 2,000 points moves you to Gold, which unlocks Grand Prix entry. "
            "Points expire 12 months after they're earned.", "2026.05"),
    ],
    "correct": [
        D("What a drive, Lina! You finished 2nd in tonight's 8:00 PM heat on the Outdoor Circuit, with a best lap of 53.410 seconds over 16 laps. "
          "That's just under half a second off your outdoor personal best of 52.961. "
          "You're on 1,840 points at Silver, so 160 more will get you to Gold and Grand Prix entry.",
          [N("What a drive, Lina!"), S("finished 2nd in tonight's 8:00 PM heat"), S("best lap of 53.410 seconds"),
           S("over 16 laps"), S("just under half a second off"), S("personal best of 52.961"),
           S("1,840 points at Silver"), S("160 more will get you to Gold"), S("Grand Prix entry")],
          includes=["53.410", "160"],
          notes="pos 2, best_lap_ms 53410 = 53.410 s, laps 16; PB outdoor 52961 ms (0.449 s faster); points 1840, points_to_next 160; policy Gold unlocks GP."),
        D("P2 for you tonight, Lina — best lap 53.41 s in kart 7. "
          "Two more podiums like that and you'll pass 2,000 points for Gold.",
          [S("P2 for you tonight"), S("best lap 53.41 s in kart 7"),
           S("Two more podiums like that and you'll pass 2,000 points for Gold")],
          includes=["53.41"],
          notes="Each podium heat earns 10 + 100 = 110 points; 1,840 + 220 = 2,060 passes 2,000 (one podium would not)."),
        D("Lina, your best lap tonight was fifty-three point four one seconds, good for second place in the 8:00 PM heat.",
          [S("fifty-three point four one seconds"), S("second place in the 8:00 PM heat")],
          includes=["second place"],
          notes="best_lap_ms 53410 in words; pos 2."),
    ],
    "wrong": [
        D("Great racing, Lina — 2nd place tonight with a best lap of 53.410 seconds, a new personal best on the Outdoor Circuit! "
          "Your best lap was 5.36 seconds off the winner's.",
          [S("2nd place tonight with a best lap of 53.410 seconds"),
           C("a new personal best on the Outdoor Circuit", "VALUE_MISMATCH"),
           C("5.36 seconds off the winner's", "VALUE_MISMATCH")],
          excludes=["new personal best", "5.36 seconds"], errors=["invented_fact", "unit_conversion"],
          notes="personal_best_ms.outdoor is 52961, faster than tonight's 53410; gap_best_lap_ms 536 is 0.536 s."),
        D("You're on 1,840 points, Lina, so another 260 will get you to Gold. "
          "Each heat earns 10 points, and any top-5 finish adds a 100-point bonus.",
          [S("on 1,840 points"), C("another 260 will get you to Gold", "VALUE_MISMATCH"),
           S("Each heat earns 10 points"), C("any top-5 finish adds a 100-point bonus", "NLI_CONTRADICTION")],
          excludes=["another 260", "top-5 finish"], errors=["wrong_arithmetic", "wrong_policy_condition"],
          notes="2,000 - 1,840 = 160 (points_to_next); policy gives the bonus for a podium finish only."),
    ],
    "repair": [
        D("Nice one, Lina! You took 2nd place tonight with a best lap of 52.874 seconds, and you're now 160 points away from Gold.",
          [S("took 2nd place tonight"), C("best lap of 52.874 seconds", "VALUE_MISMATCH"), S("160 points away from Gold")],
          includes=["53.410|53.41", "160", "2nd|P2|second"], excludes=["52.874"], errors=["other_record_value"],
          notes="52874 ms is the winner R. Menon's best lap; Lina's best_lap_ms is 53410."),
    ],
})

# ---------------------------------------------------------------- K2 grand prix schedule, friend's entry refused
BUNDLES.append({
    "scenario": "grand-prix", "domain": DOMAIN,
    "now": "2026-05-28T10:00:00+04:00",
    "question": "What's the schedule for Saturday's Grand Prix and can my friend who's Silver join?",
    "evidence": [
        rec("events.get#GP-0530", "tool:events.get", {
            "event_id": "GP-0530", "name": "Saturday Grand Prix", "STATUS": "CONFIRMED",
            "sessions": [
                {"name": "Practice", "DTSTART": "20260530T180000", "TZID": "Asia/Dubai", "DURATION": "PT10M"},
                {"name": "Qualifying", "DTSTART": "20260530T182000", "TZID": "Asia/Dubai", "DURATION": "PT12M"},
                {"name": "Final", "DTSTART": "20260530T190000", "TZID": "Asia/Dubai", "DURATION": "PT25M"}],
            "entry_fee": "AED 395.00",
            "eligibility": {"min_level": "GOLD", "min_age": 16},
            "grid": {"max": 18, "entered": 15}}),
        rec("entries.get#GP-0530/DRV-4410", "tool:entries.get", {
            "driver": {"id": "DRV-4410", "name": "Faisal Harb", "level": "GOLD"},
            "entry_status": "CONFIRMED", "paid": "AED 395.00", "kart_allocation": "DRAW_ON_DAY"}),
        refused("entries.create#call-9", "entries.create", "DENY",
                {"event_id": "GP-0530", "driver_id": "DRV-6120", "reason_code": "LEVEL_BELOW_MIN"}),
        pol("speedline-policy#gp",
            "Karts are drawn at random on the day. "
            "Grand Prix events are open to Gold and Platinum drivers aged 16 and over. "
            "Drivers must check in 45 minutes before practice. "
            "The top three in the final receive trophies.", "2026.05"),
    ],
    "correct": [
        D("You're on the grid, Faisal! "
          "Saturday's Grand Prix kicks off with practice at 6:00 PM (10 minutes), then qualifying at 6:20 PM (12 minutes) and the 25-minute final at 7:00 PM. "
          "Please check in by 5:15 PM, and your kart will be drawn on the day. "
          "Unfortunately your friend's entry was declined — the Grand Prix is open to Gold and Platinum drivers only, so Silver drivers can't enter.",
          [S("You're on the grid, Faisal!"), S("practice at 6:00 PM (10 minutes)"), S("qualifying at 6:20 PM (12 minutes)"),
           S("the 25-minute final at 7:00 PM"), S("check in by 5:15 PM"), S("your kart will be drawn on the day"),
           S("your friend's entry was declined"), S("open to Gold and Platinum drivers only"), S("Silver drivers can't enter")],
          includes=["5:15 PM", "7:00 PM"],
          notes="sessions DTSTART/DURATION; check-in 45 minutes before 6:00 PM; entry CONFIRMED with DRAW_ON_DAY; entries.create for the friend DENIED (LEVEL_BELOW_MIN)."),
        D("Sat 30/05 Grand Prix timings:\n"
          "• Practice 6:00–6:10 PM\n"
          "• Qualifying 6:20–6:32 PM\n"
          "• Final 7:00–7:25 PM\n"
          "Your AED 395 entry is paid and confirmed. Your friend couldn't be entered, as Silver is below the minimum level.",
          [S("Sat 30/05 Grand Prix"), S("Practice 6:00–6:10 PM"), S("Qualifying 6:20–6:32 PM"), S("Final 7:00–7:25 PM"),
           S("AED 395 entry is paid and confirmed"), S("Your friend couldn't be entered"),
           S("Silver is below the minimum level")],
          includes=["7:00–7:25 PM", "AED 395"],
          notes="End times from DTSTART + DURATION; entry paid AED 395.00; min_level GOLD."),
    ],
    "wrong": [
        D("Good news — I've added your friend to Saturday's Grand Prix alongside you! "
          "Practice starts at 6:00 PM and the final is at 7:30 PM.",
          [C("I've added your friend", "NOT_EXECUTED"), S("Practice starts at 6:00 PM"),
           C("the final is at 7:30 PM", "DATE_MISMATCH")],
          excludes=["I've added your friend", "7:30 PM"], errors=["refused_call_effect", "wrong_time"],
          notes="entries.create was DENIED; the Final DTSTART is 19:00."),
        D("You're confirmed for Saturday, Faisal — check in 30 minutes before practice, which starts at 6:00 PM. "
          "There are still 3 spots left on the grid, and every finisher takes home a trophy.",
          [S("You're confirmed for Saturday"), C("check in 30 minutes before practice", "NLI_CONTRADICTION"),
           S("which starts at 6:00 PM"), S("still 3 spots left on the grid"),
           C("every finisher takes home a trophy", "NLI_CONTRADICTION")],
          excludes=["30 minutes before practice", "every finisher takes home a trophy"],
          errors=["wrong_period", "wrong_policy_condition"],
          notes="Policy: check in 45 minutes before practice; trophies go to the top three. Grid 18 - 15 = 3 is right."),
    ],
    "repair": [
        D("You're confirmed for Saturday's Grand Prix, Faisal: practice at 6:00 PM, qualifying at 6:20 PM and the final at 7:00 PM. "
          "Please check in by 5:30 PM.",
          [S("You're confirmed for Saturday's Grand Prix"),
           S("practice at 6:00 PM, qualifying at 6:20 PM and the final at 7:00 PM"),
           C("check in by 5:30 PM", "NLI_CONTRADICTION", "DATE_MISMATCH", "VALUE_MISMATCH")],
          includes=["5:15 PM|5:15", "7:00 PM|7 PM"], excludes=["5:30 PM"], errors=["wrong_time"],
          notes="Check-in is 45 minutes before the 6:00 PM practice, i.e. 5:15 PM."),
    ],
})

# ---------------------------------------------------------------- K3 corporate endurance event, invoice with VAT, void quote
BUNDLES.append({
    "scenario": "corporate-endurance", "domain": DOMAIN,
    "now": "2026-06-01T11:30:00+04:00",
    "question": "Can you confirm our corporate karting event details and when the balance is due?",
    "evidence": [
        rec("events.get#CORP-2217", "tool:events.get", {
            "event": {"ref": "CORP-2217", "client": "Halvorsen Logistics FZE", "contact": "Ingrid Halvorsen",
                      "format": "ENDURANCE_TEAMS", "DTSTART": "20260618T190000", "TZID": "Asia/Dubai",
                      "DTEND": "20260618T220000", "STATUS": "CONFIRMED", "drivers": 24, "teams": 6,
                      "catering": {"package": "BBQ_BUFFET", "covers": 30}}}),
        rec("payments.invoice#INV-77310", "tool:payments.invoice", {
            "invoice_no": "INV-77310", "booking_ref": "CORP-2217", "status": "ISSUED",
            "lines": [{"desc": "Endurance team event - 24 drivers", "amount": "AED 7,920.00"},
                      {"desc": "BBQ buffet x30", "amount": "AED 2,550.00"}],
            "vat_5pct": "AED 523.50", "total": "AED 10,993.50", "deposit_paid": "AED 3,000.00",
            "balance_due": {"amount": "AED 7,993.50", "due_date": "2026-06-11"}}),
        rec("payments.invoice#INV-76102", "tool:payments.invoice", {
            "invoice_no": "INV-76102", "booking_ref": "CORP-2217", "status": "VOID",
            "total": "AED 9,817.50", "note": "Superseded - catering added"}),
        pol("speedline-policy#corporate",
            "Prices are shown before 5% VAT. "
            "Corporate events need a deposit to confirm, and the balance is due 7 days before the event date. "
            "Driver numbers can be changed free of charge until the balance is paid. "
            "Cancellations within 14 days of the event are charged in full.", "2026.05"),
    ],
    "correct": [
        D("Dear Ingrid,\n\nThanks for booking with SpeedLine! "
          "Your endurance team event (CORP-2217) is confirmed for Thursday 18 June from 7:00 PM to 10:00 PM, with 24 drivers in 6 teams and a BBQ buffet for 30. "
          "The invoice total is AED 10,993.50 including 5% VAT. "
          "With your AED 3,000 deposit received, the balance of AED 7,993.50 is due by 11 June. "
          "You can still change driver numbers free of charge until the balance is paid.\n\n"
          "Best regards,\nSpeedLine Events",
          [N("Thanks for booking with SpeedLine!"), S("confirmed for Thursday 18 June from 7:00 PM to 10:00 PM"),
           S("24 drivers in 6 teams"), S("BBQ buffet for 30"), S("AED 10,993.50 including 5% VAT"),
           S("AED 3,000 deposit received"), S("balance of AED 7,993.50 is due by 11 June"),
           S("change driver numbers free of charge until the balance is paid")],
          includes=["AED 7,993.50", "11 June"],
          notes="Event record times and counts; invoice INV-77310 total, deposit_paid and balance_due; policy on driver changes."),
        D("All confirmed for 18/06, 7–10 PM! Balance due: AED 7,993.50 by Thursday 11/06 (one week before the event).",
          [S("All confirmed for 18/06, 7–10 PM!"), S("AED 7,993.50 by Thursday 11/06"), S("one week before the event")],
          includes=["AED 7,993.50"],
          notes="due_date 2026-06-11 is 7 days before 18 June, as the policy says."),
        D("Hi Ingrid — the event fee is AED 7,920 and the buffet is AED 2,550, so AED 10,470 before VAT, and AED 10,993.50 once 5% VAT is added.",
          [S("event fee is AED 7,920"), S("buffet is AED 2,550"), S("AED 10,470 before VAT"),
           S("AED 10,993.50 once 5% VAT is added")],
          includes=["AED 10,470", "AED 10,993.50"],
          notes="7,920 + 2,550 = 10,470; vat_5pct 523.50; total 10,993.50."),
    ],
    "wrong": [
        D("Your event on 18 June is confirmed. "
          "The invoice total is AED 9,817.50, and after your AED 3,000 deposit the balance is AED 6,817.50, due by 11 June.",
          [S("Your event on 18 June is confirmed"), C("invoice total is AED 9,817.50", "AMOUNT_MISMATCH"),
           S("AED 3,000 deposit"), C("balance is AED 6,817.50", "AMOUNT_MISMATCH"), S("due by 11 June")],
          excludes=["AED 9,817.50", "AED 6,817.50"], errors=["stale_value", "wrong_amount"],
          notes="INV-76102 (9,817.50) is VOID; the current invoice INV-77310 totals 10,993.50 with 7,993.50 due."),
        D("Hi Ingrid! The balance of AED 7,993.50 is due 14 days before the event, so by 4 June. "
          "Cancelling within 7 days of the event is charged in full.",
          [S("balance of AED 7,993.50"), C("due 14 days before the event", "NLI_CONTRADICTION"),
           C("so by 4 June", "DATE_MISMATCH"), C("within 7 days of the event", "NLI_CONTRADICTION")],
          excludes=["14 days before the event", "by 4 June", "within 7 days of the event"],
          errors=["wrong_period", "wrong_date", "wrong_policy_condition"],
          notes="Balance is due 7 days before (11 June per due_date); full charges apply to cancellations within 14 days."),
    ],
    "repair": [
        D("Your event CORP-2217 is confirmed for 18 June from 7:00 PM, and the balance of AED 7,920.00 is due by 11 June.",
          [S("confirmed for 18 June from 7:00 PM"), C("balance of AED 7,920.00", "AMOUNT_MISMATCH"), S("due by 11 June")],
          includes=["AED 7,993.50|7,993.50|7993.50", "11 June", "7:00 PM|7 PM"], excludes=["AED 7,920.00"],
          errors=["wrong_role"],
          notes="AED 7,920.00 is the event-fee line; balance_due.amount is AED 7,993.50."),
        D("Your endurance event is confirmed for Thursday 18 June at 7:00 PM. The invoice total is AED 10,470.00 including VAT.",
          [S("confirmed for Thursday 18 June at 7:00 PM"), C("AED 10,470.00 including VAT", "AMOUNT_MISMATCH")],
          includes=["10,993.50|10993.50", "7:00 PM|7 PM"], excludes=["AED 10,470.00"], errors=["wrong_arithmetic"],
          notes="10,470 is the sum before VAT; with vat_5pct 523.50 the total is 10,993.50."),
    ],
})

# ---------------------------------------------------------------- K4 junior academy (RRULE + EXDATE + RDATE)
BUNDLES.append({
    "scenario": "junior-academy", "domain": DOMAIN,
    "now": "2026-05-09T13:00:00+04:00",
    "question": "When are my son's remaining junior academy sessions and what level is he now?",
    "evidence": [
        rec("academy.get_enrolment#JA-3390", "tool:academy.get_enrolment", {
            "enrolment": {
                "id": "JA-3390",
                "student": {"name": "Adam Farouk", "age": 11, "level": "BRONZE_2", "level_prev": "BRONZE_1",
                            "level_changed": "2026-05-02"},
                "course": {"SUMMARY": "Junior Academy - Cadet karts", "DTSTART": "20260418T090000",
                           "TZID": "Asia/Dubai", "DURATION": "PT1H30M", "RRULE": "FREQ=WEEKLY;BYDAY=SA;COUNT=8",
                           "EXDATE": ["20260516T090000"], "RDATE": ["20260617T170000"], "STATUS": "CONFIRMED"},
                "guardian": {"name": "Huda Farouk"}}}),
        rec("payments.ledger#JA-3390", "tool:payments.ledger", {
            "enrolment_id": "JA-3390",
            "lines": [{"desc": "Junior Academy 8-week course", "amount": "AED 1,480.00", "status": "PAID"},
                      {"desc": "Race suit hire (course)", "amount": "AED 120.00", "status": "PAID"}]}),
        pol("speedline-policy#academy",
            "Cadet karts are for drivers aged 8 to 12. "
            "Academy sessions missed because of track closures are made up on a weekday evening at the end of the course. "
            "Students move up a level after passing a coach assessment. "
            "Helmets are provided; race suits can be hired for the course.", "2026.05"),
    ],
    "correct": [
        D("Hi Huda! Adam has four academy sessions left: Saturdays 23 May, 30 May and 6 June at 9:00 AM, plus a make-up session on Wednesday 17 June at 5:00 PM. "
          "There's no session next Saturday, 16 May. "
          "He moved up to Bronze 2 on 2 May — great progress!",
          [S("four academy sessions left"), S("Saturdays 23 May, 30 May and 6 June at 9:00 AM"),
           S("make-up session on Wednesday 17 June at 5:00 PM"), S("no session next Saturday, 16 May"),
           S("moved up to Bronze 2 on 2 May")],
          includes=["17 June", "Bronze 2"],
          notes="COUNT=8 Saturdays from 18 April, EXDATE 16 May, RDATE 17 June 17:00; after today's session: 23, 30 May, 6 June, 17 June. level BRONZE_2 changed 2026-05-02."),
        D("Remaining sessions for Adam (1 hour 30 minutes each): 23/05, 30/05 and 06/06 at 9:00 AM, and 17/06 at 5:00 PM. "
          "Current level: Bronze 2.",
          [S("1 hour 30 minutes each"), S("23/05, 30/05 and 06/06 at 9:00 AM"), S("17/06 at 5:00 PM"),
           S("Current level: Bronze 2")],
          includes=["17/06 at 5:00 PM"],
          notes="DURATION PT1H30M; occurrences as above."),
    ],
    "wrong": [
        D("Adam's next session is next Saturday, 16 May, at 9:00 AM, and he's currently at Bronze 1.",
          [C("next Saturday, 16 May, at 9:00 AM", "DATE_MISMATCH", "RECORD_STATE_MISMATCH"),
           C("currently at Bronze 1", "VALUE_MISMATCH")],
          excludes=["16 May, at 9:00 AM", "Bronze 1"], errors=["wrong_date", "stale_value"],
          notes="16 May is in EXDATE so the next session is 23 May; BRONZE_1 is level_prev."),
        D("Adam has three sessions left — 23 May, 30 May and 6 June, all at 9:00 AM. "
          "Helmets are provided, and the race suit is included in the course fee too.",
          [C("three sessions left", "VALUE_MISMATCH"), S("23 May, 30 May and 6 June, all at 9:00 AM"),
           S("Helmets are provided"),
           C("the race suit is included in the course fee too", "VALUE_MISMATCH", "NLI_CONTRADICTION", "AMOUNT_MISMATCH")],
          excludes=["three sessions left", "race suit is included"], errors=["wrong_quantity", "unlisted_perk"],
          notes="The RDATE make-up on 17 June makes four; race suit hire is a separate AED 120.00 ledger line."),
    ],
    "repair": [
        D("Adam has four sessions left: 23 May, 30 May and 6 June at 9:00 AM, plus a make-up on Wednesday 17 June at 9:00 AM.",
          [S("four sessions left"), S("23 May, 30 May and 6 June at 9:00 AM"),
           C("Wednesday 17 June at 9:00 AM", "DATE_MISMATCH")],
          includes=["5:00 PM|5 PM|17:00", "23 May"], excludes=["17 June at 9:00 AM"], errors=["wrong_time"],
          notes="RDATE is 20260617T170000, 5:00 PM."),
    ],
})
