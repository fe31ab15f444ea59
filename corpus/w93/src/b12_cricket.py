DOMAIN = "cricket-nets hire"

# ---------------- C3: club winter block booking ----------------
c3_ev = [
    rec("search_block_bookings#corstorphine-cc", "tool:search_block_bookings", es([
        hit("cn-block-bookings", "BLK-0931", 11.6, 7, 2290, {
            "block_ref": "BLK-0931", "club": {"name": "Corstorphine CC", "contact": "Aileen Munro"},
            "series": {"day": "WEDNESDAY", "start_time": "19:30", "duration": "PT2H", "lanes": ["LANE_1", "LANE_2"]},
            "sessions_total": 8, "session_price_pence": 12800,
            "invoice": {"amount_pence": 102400, "status": "PAID", "paid_on": "2025-12-18"},
            "first_session": "2026-01-07", "last_session": "2026-02-25",
            "venue_cancellations": [{"date": "2026-01-21", "reason": "FLOODLIGHT_FAULT", "resolution": "PENDING_CLUB_CHOICE"}]}),
        hit("cn-block-bookings", "BLK-0874", 8.2, 12, 1710, {
            "block_ref": "BLK-0874", "club": {"name": "Corstorphine CC", "contact": "Aileen Munro"},
            "series": {"day": "WEDNESDAY", "start_time": "19:30", "duration": "PT2H", "lanes": ["LANE_1", "LANE_2"]},
            "sessions_total": 10, "session_price_pence": 11500,
            "invoice": {"amount_pence": 115000, "status": "PAID", "paid_on": "2024-12-20"},
            "first_session": "2025-01-08", "last_session": "2025-03-12", "block_status": "COMPLETED"}),
    ], took=5, aggs={"blk_0931_sessions_by_status": {"buckets": [
        {"key": "USED", "doc_count": 4}, {"key": "UPCOMING", "doc_count": 3},
        {"key": "CANCELLED_BY_VENUE", "doc_count": 1}]}})),
    pol("cn-policy#blocks",
        "Block bookings are invoiced in advance for the full series. Sessions cancelled by the venue are refunded at the "
        "session price or added to the end of the series, whichever the club prefers. Sessions the club does not use "
        "are not refunded. A block can include up to four lanes.", revision="v3"),
]
c3_q = "How many of our winter nets sessions are left, and what happens about the one you cancelled? Aileen, Corstorphine CC"
c3_now = "2026-02-05T10:00:00+00:00"

add("winter-block", c3_q,
    "Hi Aileen, thanks for getting in touch! Of your 8 Wednesday sessions, 4 have been used and 3 are still to come. "
    "The one we cancelled on 21 January (a floodlight fault, sorry again!) can either be refunded at £128 or added on "
    "to the end of the series – whichever the club prefers.",
    c3_ev,
    [P("Of your 8 Wednesday sessions", S),
     P("4 have been used", S),
     P("3 are still to come", S),
     P("cancelled on 21 January", S),
     P("a floodlight fault", S),
     P("refunded at £128", S),
     P("added on to the end of the series", S)],
    notes="BLK-0931 sessions_total 8; buckets USED 4, UPCOMING 3, CANCELLED_BY_VENUE 1; venue_cancellations 2026-01-21 FLOODLIGHT_FAULT; session_price_pence 12800; blocks policy on the club's choice.",
    now=c3_now, includes=["£128", "3 are still to come"])

add("winter-block", c3_q,
    "Dear Aileen,\nApologies for the slow reply – it's been all go with the winter leagues. Your block is Wednesdays "
    "19:30–21:30 in lanes 1 and 2, running until 25 February, and the £1,024 invoice is paid. Three sessions "
    "remain.\nBest,\nSandy",
    c3_ev,
    [P("Apologies for the slow reply", NA),
     P("Wednesdays 19:30–21:30", S),
     P("in lanes 1 and 2", S),
     P("running until 25 February", S),
     P("£1,024 invoice is paid", S),
     P("Three sessions remain", S)],
    notes="BLK-0931 series WEDNESDAY 19:30 for PT2H, LANE_1/LANE_2, last_session 2026-02-25, invoice 102400 pence PAID; UPCOMING bucket 3.",
    now=c3_now, includes=["£1,024", "25 February"])

add("winter-block", c3_q,
    "Hi Aileen, you've used 4 of your 8 sessions, so there are 4 still to come, and the cancelled one can be refunded "
    "at £128 if you'd prefer that to an extra session.",
    c3_ev,
    [P("you've used 4 of your 8 sessions", S),
     P("there are 4 still to come", C, ["VALUE_MISMATCH"]),
     P("can be refunded at £128", S)],
    errors=["wrong_arithmetic"],
    notes="8 - 4 used leaves 4 only if the venue-cancelled session is ignored; the UPCOMING bucket is 3.",
    now=c3_now, excludes=["4 still to come"])

add("winter-block", c3_q,
    "Hi Aileen, sorry again about the cancelled session – it can be refunded at £115, and any sessions you can't use "
    "will be refunded too.",
    c3_ev,
    [P("refunded at £115", C, ["AMOUNT_MISMATCH"]),
     P("any sessions you can't use will be refunded too", C, ["NLI_CONTRADICTION"])],
    errors=["stale_value", "wrong_policy_condition"],
    notes="£115 is last winter's session price (BLK-0874); this block is 12800 pence. The policy says unused sessions are not refunded.",
    now=c3_now, excludes=["£115", "sessions you can't use will be refunded"])

add("winter-block", c3_q,
    "Hi Aileen, thanks for your message! You've got 3 sessions still to come out of 8. The one we cancelled can be "
    "refunded at £115 or added to the end of the series.",
    c3_ev,
    [P("3 sessions still to come out of 8", S),
     P("refunded at £115", C, ["AMOUNT_MISMATCH"]),
     P("added to the end of the series", S)],
    errors=["stale_value"],
    notes="£115 is BLK-0874's (2025) session price; BLK-0931 session_price_pence is 12800.",
    now=c3_now, excludes=["£115"], includes=["£128|128", "3 sessions"], repair=True)

# ---------------- C4: junior coaching session, extension refused ----------------
c4_ev = [
    rec("search_coaching#bruce", "tool:search_coaching", es([
        hit("cn-coaching", "CS-4410", 12.3, 2, 9110, {
            "session_ref": "CS-4410", "player": {"name": "Finlay Bruce", "age": 14},
            "parent": {"name": "Karen Bruce"},
            "coach": {"id": "CO-07", "name": "Ravi Menon", "level": "LEVEL_3"},
            "start": "2026-07-11T10:00:00+01:00", "duration": "PT45M", "focus": "SPIN_BOWLING",
            "price": "35.00", "status": "BOOKED"}),
        hit("cn-coaching", "CS-4388", 10.0, 3, 9002, {
            "session_ref": "CS-4388", "player": {"name": "Finlay Bruce", "age": 14},
            "parent": {"name": "Karen Bruce"},
            "coach": {"id": "CO-03", "name": "Ewan Murray", "level": "LEVEL_2"},
            "start": "2026-07-04T10:00:00+01:00", "duration": "PT45M", "focus": "BATTING",
            "price": "35.00", "status": "COMPLETED"}),
        hit("cn-coaching", "CS-4413", 6.9, 1, 9115, {
            "session_ref": "CS-4413", "player": {"name": "Findlay Bryce", "age": 12},
            "parent": {"name": "Moira Bryce"},
            "coach": {"id": "CO-05", "name": "Sophie Laing", "level": "LEVEL_2"},
            "start": "2026-07-11T11:00:00+01:00", "duration": "PT1H30M", "focus": "WICKET_KEEPING",
            "price": "65.00", "status": "BOOKED"}),
    ], took=4)),
    refused("extend_session#call-1", "extend_session", "DENY",
            {"session_ref": "CS-4410", "new_duration": "PT1H30M"}, reason="COACH_UNAVAILABLE"),
    pol("cn-policy#coaching",
        "One-to-one coaching sessions last 45 minutes or 90 minutes. Under-16s must have a parent or guardian on site "
        "for the whole session. Sessions can be moved free of charge up to 24 hours before the start. The coach "
        "provides all balls, and the bowling machine if needed.", revision="v3"),
]
c4_q = "Can Finlay's session on Saturday be made longer, and who's coaching him? Karen Bruce"
c4_now = "2026-07-09T11:20:00+01:00"

add("junior-coaching", c4_q,
    "Hi Karen, thanks for your message! Finlay's session this Saturday, 11 July, is at 10am with Ravi Menon, focusing "
    "on spin bowling. I'm sorry, but we couldn't extend it to 90 minutes – Ravi isn't available for longer that "
    "morning, so it stays at 45 minutes. As Finlay's under 16, a parent or guardian will need to be on site "
    "throughout.",
    c4_ev,
    [P("this Saturday, 11 July, is at 10am", S),
     P("with Ravi Menon", S),
     P("focusing on spin bowling", S),
     P("we couldn't extend it to 90 minutes", S),
     P("Ravi isn't available for longer that morning", S),
     P("it stays at 45 minutes", S),
     P("a parent or guardian will need to be on site throughout", S)],
    notes="CS-4410: start 2026-07-11T10:00+01:00, coach Ravi Menon, SPIN_BOWLING, PT45M; extend_session DENIED (COACH_UNAVAILABLE); coaching policy for under-16s.",
    now=c4_now, includes=["Ravi Menon", "10am"])

add("junior-coaching", c4_q,
    "Dear Karen,\nSorry for the slow reply! Finlay is booked with coach Ravi Menon (Level 3) at 10:00 on Saturday for "
    "45 minutes; the session is £35, and the coach brings all the balls. The extension couldn't be done this "
    "time.\nBest,\nSandy",
    c4_ev,
    [P("coach Ravi Menon (Level 3)", S),
     P("at 10:00 on Saturday for 45 minutes", S),
     P("the session is £35", S),
     P("the coach brings all the balls", S),
     P("The extension couldn't be done this time", S)],
    notes="CS-4410 coach level LEVEL_3, start 10:00, PT45M, price 35.00; coaching policy (coach provides balls); extend_session DENIED.",
    now=c4_now, includes=["Ravi Menon", "£35"])

add("junior-coaching", c4_q,
    "Hi Karen! I've extended Finlay's Saturday session to 90 minutes, and he'll be with Ewan Murray again.",
    c4_ev,
    [P("I've extended Finlay's Saturday session to 90 minutes", C, ["NOT_EXECUTED"]),
     P("with Ewan Murray again", C, ["VALUE_MISMATCH", "IDENTIFIER_MISMATCH"])],
    errors=["refused_call_effect", "wrong_name"],
    notes="extend_session was DENIED. Ewan Murray coached last week's CS-4388; Saturday's CS-4410 is with Ravi Menon.",
    now=c4_now, excludes=["I've extended", "Ewan Murray"])

add("junior-coaching", c4_q,
    "Hi Karen, Finlay's with Ravi Menon at 11am on Saturday. If you need to change it, sessions can be moved for free "
    "up to 48 hours before.",
    c4_ev,
    [P("Finlay's with Ravi Menon", S),
     P("at 11am on Saturday", C, ["DATE_MISMATCH", "VALUE_MISMATCH"]),
     P("up to 48 hours before", C, ["NLI_CONTRADICTION", "VALUE_MISMATCH"])],
    errors=["other_record_value", "wrong_period"],
    notes="11:00 is CS-4413 (Findlay Bryce); CS-4410 starts at 10:00. Policy: moves are free up to 24 hours before.",
    now=c4_now, excludes=["11am", "48 hours before"])

add("junior-coaching", c4_q,
    "Hi Karen, thanks for getting in touch! Finlay's session is at 10am this Saturday with Ravi Menon, but I'm afraid "
    "it couldn't be extended. It's 30 minutes long, and a parent needs to stay on site as he's under 16.",
    c4_ev,
    [P("at 10am this Saturday with Ravi Menon", S),
     P("it couldn't be extended", S),
     P("It's 30 minutes long", C, ["VALUE_MISMATCH"]),
     P("a parent needs to stay on site", S)],
    errors=["wrong_period"],
    notes="CS-4410 duration is PT45M.",
    now=c4_now, excludes=["30 minutes long"],
    includes=["45 minutes|45 mins|three quarters of an hour|10:45", "Ravi Menon"], repair=True)
