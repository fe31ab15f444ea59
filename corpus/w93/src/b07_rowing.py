DOMAIN = "rowing club"

# ---------------- R1: learn-to-row course waiting list ----------------
r1_ev = [
    rec("search_course_bookings#crawford", "tool:search_course_bookings", es([
        hit("rc-course-bookings", "LTR-SEP26-0009", 11.4, 2, 3305, {
            "booking_id": "LTR-SEP26-0009", "participant": {"name": "Eilidh Crawford", "age_band": "ADULT"},
            "course": {"code": "LTR_SEPT_2026", "title": "Learn to Row - September",
                       "first_session_ms": ms("2026-09-05 08:00"), "sessions": 6, "session_length": "PT2H",
                       "day": "SATURDAY"},
            "fee_pence": 14000, "status": "WAITLISTED", "waitlist_position": 3,
            "swim_declaration": "NOT_RECEIVED"}),
        hit("rc-course-bookings", "LTR-AUG26-0031", 9.2, 4, 3011, {
            "booking_id": "LTR-AUG26-0031", "participant": {"name": "Eilidh Crawford", "age_band": "ADULT"},
            "course": {"code": "LTR_AUG_2026", "title": "Learn to Row - August",
                       "first_session_ms": ms("2026-08-01 08:00"), "sessions": 6, "session_length": "PT2H",
                       "day": "SATURDAY"},
            "fee_pence": 14000, "status": "CANCELLED_BY_PARTICIPANT", "refund_pence": 14000,
            "swim_declaration": "RECEIVED"}),
        hit("rc-course-bookings", "LTR-SEP26-0004", 6.6, 1, 3288, {
            "booking_id": "LTR-SEP26-0004", "participant": {"name": "Eilidh Crawley", "age_band": "ADULT"},
            "course": {"code": "LTR_SEPT_2026", "title": "Learn to Row - September",
                       "first_session_ms": ms("2026-09-05 08:00"), "sessions": 6, "session_length": "PT2H",
                       "day": "SATURDAY"},
            "fee_pence": 14000, "status": "CONFIRMED", "swim_declaration": "RECEIVED"}),
    ], took=5, aggs={"sept_course_status": {"buckets": [{"key": "CONFIRMED", "doc_count": 12},
                                                        {"key": "WAITLISTED", "doc_count": 4}]}})),
    pol("rc-policy#learn-to-row",
        "Everyone joining a learn-to-row course must sign a declaration that they can swim 50 metres in light "
        "clothing. Courses take 12 people, in three boats of four with a cox. Waiting-list places are offered in order "
        "as soon as a confirmed rower drops out, and you then have 48 hours to pay. The course fee includes three "
        "months' novice membership of the club.", revision="2026-2"),
]
r1_q = "Have I got a place on the September learn-to-row course? Eilidh Crawford"
r1_now = "2026-08-17T20:00:00+01:00"

add("learn-to-row", r1_q,
    "Hi Eilidh, thanks for your patience! I'm afraid the September course is full at the moment, so you're on the "
    "waiting list – 3rd in line. If a place comes up, we'll offer them in order and you'd then have 48 hours to pay "
    "the £140 fee.",
    r1_ev,
    [P("the September course is full at the moment", S),
     P("you're on the waiting list", S),
     P("3rd in line", S),
     P("you'd then have 48 hours to pay", S),
     P("the £140 fee", S)],
    notes="LTR-SEP26-0009 WAITLISTED, waitlist_position 3, fee_pence 14000; 12 CONFIRMED in the aggregation and the policy caps courses at 12; 48 hours from the policy.",
    now=r1_now, includes=["3rd", "£140"])

add("learn-to-row", r1_q,
    "Dear Eilidh,\nSorry it's taken me a while to get back to you – the boathouse has been mobbed this summer! You're "
    "number three on the waiting list for the September course. It's six Saturday-morning sessions of two hours each, "
    "starting on 5 September at 8am. Before you can go out on the water we'll also need your swim declaration (that "
    "you can swim 50 metres in light clothing), which we haven't received yet.\nAll the best,\nFraser",
    r1_ev,
    [P("Sorry it's taken me a while", NA),
     P("number three on the waiting list", S),
     P("six Saturday-morning sessions of two hours each", S),
     P("starting on 5 September at 8am", S),
     P("swim 50 metres in light clothing", S),
     P("which we haven't received yet", S)],
    notes="LTR-SEP26-0009: position 3, 6 sessions, PT2H, SATURDAY, first_session_ms = 5 Sep 2026 08:00 BST, swim_declaration NOT_RECEIVED; policy on the swim test.",
    now=r1_now, includes=["5 September", "number three"])

add("learn-to-row", r1_q,
    "Hi Eilidh, good news – you've got a place on the September course, starting Saturday 5 September. The £140 fee "
    "also covers a full year's membership of the club.",
    r1_ev,
    [P("you've got a place on the September course", C, ["RECORD_STATE_MISMATCH"]),
     P("starting Saturday 5 September", S),
     P("The £140 fee", S),
     P("covers a full year's membership", C, ["NLI_CONTRADICTION", "VALUE_MISMATCH"])],
    errors=["wrong_state", "wrong_period"],
    notes="Her booking is WAITLISTED (the CONFIRMED one is Eilidh Crawley's). The fee includes three months' novice membership, not a year.",
    now=r1_now, excludes=["good news – you've got a place", "full year's membership"])

add("learn-to-row", r1_q,
    "Hi Eilidh, you're 3rd on the waiting list for September's course, which starts on 5 September at 7am. There are "
    "16 places on the course in total.",
    r1_ev,
    [P("3rd on the waiting list", S),
     P("starts on 5 September at 7am", C, ["DATE_MISMATCH", "VALUE_MISMATCH"]),
     P("16 places on the course", C, ["NLI_CONTRADICTION", "VALUE_MISMATCH"])],
    errors=["unit_conversion", "wrong_arithmetic"],
    notes="first_session_ms is 07:00 UTC = 08:00 BST. 16 adds confirmed and waitlisted buckets; the policy says courses take 12.",
    now=r1_now, excludes=["at 7am", "16 places"])

add("learn-to-row", r1_q,
    "Hi Eilidh, thanks for getting in touch! You're on the waiting list for the September course, 3rd in line. If a "
    "place opens up you'll have 24 hours to pay.",
    r1_ev,
    [P("You're on the waiting list for the September course", S),
     P("3rd in line", S),
     P("24 hours to pay", C, ["NLI_CONTRADICTION", "VALUE_MISMATCH"])],
    errors=["wrong_period"],
    notes="The learn-to-row policy gives 48 hours to pay once a place is offered.",
    now=r1_now, excludes=["24 hours to pay"], includes=["48 hours|two days|2 days|48 hrs", "3rd"], repair=True)

# ---------------- R2: boat hire cancelled for red flag ----------------
r2_ev = [
    rec("search_boat_bookings#abernethy", "tool:search_boat_bookings", es([
        hit("rc-boat-bookings", "BB-44810", 12.5, 3, 22107, {
            "booking_id": "BB-44810", "member": {"name": "Tom Abernethy", "member_no": "RC-0733"},
            "boat": {"name": "Kelpie", "type": "1X", "hull_no": "S-07"},
            "slot": {"start": "2026-03-14T07:30:00Z", "end": "2026-03-14T09:00:00Z"},
            "status": "CANCELLED_BY_CLUB", "cancel_reason": "RIVER_FLAG_RED", "hire_fee_pence": 1500,
            "credit": {"issued_pence": 1500, "expires": "2026-09-14", "code": "CR-2219"}}),
        hit("rc-boat-bookings", "BB-44902", 9.3, 1, 22140, {
            "booking_id": "BB-44902", "member": {"name": "Tom Abernethy", "member_no": "RC-0733"},
            "boat": {"name": "Selkie", "type": "2X", "hull_no": "D-02"},
            "slot": {"start": "2026-03-21T07:30:00Z", "end": "2026-03-21T09:00:00Z"},
            "status": "CONFIRMED", "hire_fee_pence": 2500}),
    ], took=3)),
    psg("rc-kb#flags",
        "River flag system\nGreen: all crews may boat.\nAmber: experienced crews only, no novices or single sculls.\n"
        "Red: no boating for anyone.\nThe flag is reviewed at 06:30 and 12:00 each day and posted on the boathouse "
        "noticeboard and the club app.", source="rowingclub.example/safety"),
    pol("rc-policy#hire",
        "If the club cancels a boat hire because of river conditions, the full hire fee is returned as a credit on "
        "your account. Credits are valid for six months and cannot be exchanged for cash. Members who cancel "
        "themselves with less than 24 hours' notice are charged in full.", revision="2025-4"),
]
r2_q = "My sculling slot this morning got cancelled – will I get my money back? Tom Abernethy"
r2_now = "2026-03-14T09:30:00+00:00"

add("boat-hire-red-flag", r2_q,
    "Hi Tom, sorry about this morning! Your 7:30 outing in Kelpie was cancelled by the club because the river was on a "
    "red flag. The full £15 has gone back onto your account as a credit, valid until 14 September.",
    r2_ev,
    [P("7:30 outing in Kelpie was cancelled by the club", S),
     P("river was on a red flag", S),
     P("The full £15 has gone back onto your account as a credit", S),
     P("valid until 14 September", S)],
    notes="BB-44810: slot 07:30Z (GMT = local in March), Kelpie, CANCELLED_BY_CLUB, RIVER_FLAG_RED, credit 1500 pence expiring 2026-09-14.",
    now=r2_now, includes=["£15", "14 September"])

add("boat-hire-red-flag", r2_q,
    "Dear Tom,\nApologies – I know it's frustrating to turn up and not get out. As the cancellation was ours (red "
    "flag), you've been given a £15.00 credit, code CR-2219, which is good for six months. It can't be swapped for "
    "cash, I'm afraid. Your double booking in Selkie next Saturday, 21 March, is still confirmed.\nBest,\nFraser",
    r2_ev,
    [P("As the cancellation was ours (red flag)", S),
     P("you've been given a £15.00 credit", S),
     P("code CR-2219", S),
     P("good for six months", S),
     P("can't be swapped for cash", S),
     P("Selkie next Saturday, 21 March, is still confirmed", S)],
    notes="BB-44810 credit 1500 pence, code CR-2219; hire policy (six months, no cash); BB-44902 Selkie 2X on 21 March CONFIRMED.",
    now=r2_now, includes=["£15.00", "CR-2219"])

add("boat-hire-red-flag", r2_q,
    "Hi Tom, so sorry about today's red flag. I've refunded the £15 to your card, which should show in 3-5 working "
    "days.",
    r2_ev,
    [P("today's red flag", S),
     P("refunded the £15 to your card", C, ["RECORD_STATE_MISMATCH", "VALUE_MISMATCH"]),
     P("should show in 3-5 working days", IE, ["NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED", "CLAIM_WITHOUT_TOOL_EVIDENCE"])],
    errors=["wrong_value", "invented_promise"],
    notes="BB-44810 shows a £15 account credit (CR-2219), and policy says club cancellations are credited, not refunded to card; nothing gives a 3-5 day timing.",
    now=r2_now, excludes=["refunded the £15 to your card", "3-5 working days"])

add("boat-hire-red-flag", r2_q,
    "Hi Tom! Your single-scull slot was cancelled because of the amber flag – singles aren't allowed out on amber. "
    "You've got a £25 credit on your account now.",
    r2_ev,
    [P("Your single-scull slot was cancelled", S),
     P("because of the amber flag", C, ["RECORD_STATE_MISMATCH", "VALUE_MISMATCH"]),
     P("singles aren't allowed out on amber", S),
     P("£25 credit", C, ["AMOUNT_MISMATCH"])],
    errors=["wrong_state", "other_record_value"],
    notes="cancel_reason is RIVER_FLAG_RED. £25 is the hire fee of his other booking BB-44902; the credit is 1500 pence.",
    now=r2_now, excludes=["because of the amber flag", "£25 credit"])

add("boat-hire-red-flag", r2_q,
    "Hi Tom, sorry about this morning's red flag! As the club cancelled your slot, the full £15 is back on your "
    "account as a credit. Credits are valid for three months.",
    r2_ev,
    [P("the club cancelled your slot", S),
     P("the full £15 is back on your account as a credit", S),
     P("valid for three months", C, ["NLI_CONTRADICTION", "VALUE_MISMATCH"])],
    errors=["wrong_period"],
    notes="Hire policy: credits are valid for six months (credit.expires 2026-09-14).",
    now=r2_now, excludes=["valid for three months"], includes=["six months|6 months|14 September|14/09", "£15"],
    repair=True)
