DOMAIN = "cricket-nets hire"

# ---------------- C1: net booking with bowling machine ----------------
c1_ev = [
    rec("search_net_bookings#siddiqui", "tool:search_net_bookings", es([
        hit("cn-bookings", "NB-60233", 13.1, 2, 40871, {
            "booking_ref": "NB-60233", "customer": {"name": "Imran Siddiqui", "account": "CN-2207"},
            "lane": {"id": "LANE_2", "surface": "ARTIFICIAL_TURF"},
            "start_ms": ms("2026-04-25 14:00"), "duration": "PT1H",
            "extras": [{"code": "BOWLING_MACHINE", "price_pence": 1000}],
            "lane_price_pence": 3200, "total_pence": 4200, "status": "CONFIRMED", "paid": True}),
        hit("cn-bookings", "NB-60198", 10.7, 3, 40502, {
            "booking_ref": "NB-60198", "customer": {"name": "Imran Siddiqui", "account": "CN-2207"},
            "lane": {"id": "LANE_4", "surface": "ARTIFICIAL_TURF"},
            "start_ms": ms("2026-04-18 14:00"), "duration": "PT1H30M", "extras": [],
            "lane_price_pence": 4800, "total_pence": 4800, "status": "COMPLETED", "paid": True}),
        hit("cn-bookings", "NB-60240", 7.2, 1, 40880, {
            "booking_ref": "NB-60240", "customer": {"name": "Imran Siddique", "account": "CN-3015"},
            "lane": {"id": "LANE_2", "surface": "ARTIFICIAL_TURF"},
            "start_ms": ms("2026-04-25 15:00"), "duration": "PT1H", "extras": [],
            "lane_price_pence": 3200, "total_pence": 3200, "status": "CONFIRMED", "paid": False}),
    ], took=6)),
    pol("cn-policy#lanes",
        "Each lane takes up to 8 players. Bowling-machine hire includes 60 balls and must be booked with the lane. Hard "
        "balls are only allowed in lanes 1 and 2; lanes 3 and 4 are for soft or tennis balls. Helmets must be worn by "
        "all batters facing the machine or hard-ball bowling.", revision="v3"),
]
c1_q = "Can you confirm our nets booking this Saturday and that the bowling machine's included? Imran Siddiqui"
c1_now = "2026-04-23T17:45:00+01:00"

add("nets-booking", c1_q,
    "Hi Imran, thanks for getting in touch! You're booked into Lane 2 this Saturday, 25 April, from 2pm to 3pm, and "
    "yes, the bowling machine is included. It's £42 in total (£32 for the lane plus £10 for the machine), and it's "
    "already paid.",
    c1_ev,
    [P("booked into Lane 2", S),
     P("this Saturday, 25 April", S),
     P("from 2pm to 3pm", S),
     P("the bowling machine is included", S),
     P("£42 in total", S),
     P("(£32 for the lane plus £10 for the machine)", S),
     P("it's already paid", S)],
    notes="NB-60233: LANE_2, start_ms = 25 Apr 2026 14:00 BST, PT1H, BOWLING_MACHINE 1000 + lane 3200 = total 4200, paid true.",
    now=c1_now, includes=["£42", "2pm"])

add("nets-booking", c1_q,
    "Dear Imran,\nSorry for the wait! Booking NB-60233 is confirmed: Lane 2, Sat 25/04 at 14:00 for an hour, with the "
    "bowling machine (60 balls). As it's lane 2 you can use hard balls, but anyone batting against the machine must "
    "wear a helmet.\nCheers,\nSandy",
    c1_ev,
    [P("NB-60233 is confirmed", S),
     P("Lane 2, Sat 25/04 at 14:00 for an hour", S),
     P("with the bowling machine (60 balls)", S),
     P("you can use hard balls", S),
     P("must wear a helmet", S)],
    notes="NB-60233 CONFIRMED, lane/time/duration and BOWLING_MACHINE extra; lanes policy: 60 balls, hard balls in lanes 1-2, helmets.",
    now=c1_now, includes=["NB-60233", "14:00"])

add("nets-booking", c1_q,
    "Imran – yep, Lane 2, Saturday 2–3pm, bowling machine booked, £42 paid. See you then!",
    c1_ev,
    [P("Lane 2, Saturday 2–3pm", S),
     P("bowling machine booked", S),
     P("£42 paid", S)],
    notes="NB-60233: LANE_2, 14:00 for PT1H on Saturday 25 April, BOWLING_MACHINE extra, total 4200 pence, paid.",
    now=c1_now, includes=["£42", "Lane 2"])

add("nets-booking", c1_q,
    "Hi Imran, you're in Lane 2 on Saturday at 1pm for 90 minutes, with the bowling machine.",
    c1_ev,
    [P("you're in Lane 2", S),
     P("Saturday at 1pm", C, ["DATE_MISMATCH", "VALUE_MISMATCH"]),
     P("for 90 minutes", C, ["VALUE_MISMATCH"]),
     P("with the bowling machine", S)],
    errors=["unit_conversion", "other_record_value"],
    notes="start_ms is 13:00 UTC = 14:00 BST. 90 minutes is his other, already completed booking NB-60198; NB-60233 is PT1H.",
    now=c1_now, excludes=["at 1pm", "90 minutes"])

add("nets-booking", c1_q,
    "Hi Imran! All confirmed for Lane 2 on Saturday at 2pm with the bowling machine, which comes with 100 balls. "
    "Helmets are included in the hire as well.",
    c1_ev,
    [P("All confirmed for Lane 2 on Saturday at 2pm", S),
     P("comes with 100 balls", C, ["NLI_CONTRADICTION", "VALUE_MISMATCH"]),
     P("Helmets are included in the hire", IE, ["NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED", "CLAIM_WITHOUT_TOOL_EVIDENCE"])],
    errors=["wrong_quantity", "unlisted_perk"],
    notes="Lanes policy: machine hire includes 60 balls. Helmets must be worn, but nothing says they are provided; the booking has no helmet extra.",
    now=c1_now, excludes=["100 balls", "Helmets are included"])

add("nets-booking", c1_q,
    "Hi Imran, you're booked into Lane 2 this Saturday at 2pm, with the bowling machine. It's £32 in total and "
    "already paid.",
    c1_ev,
    [P("booked into Lane 2 this Saturday at 2pm", S),
     P("with the bowling machine", S),
     P("£32 in total", C, ["AMOUNT_MISMATCH"]),
     P("already paid", S)],
    errors=["wrong_arithmetic"],
    notes="£32 is the lane price alone; with the 1000-pence machine the total_pence is 4200 (£42).",
    now=c1_now, excludes=["£32 in total"], includes=["£42|42", "Lane 2"], repair=True)

# ---------------- C2: late cancellation, credit not refund ----------------
c2_ev = [
    rec("search_net_bookings#lowrie", "tool:search_net_bookings", es([
        hit("cn-bookings", "NB-61007", 12.0, 4, 41390, {
            "booking_ref": "NB-61007", "customer": {"name": "Graeme Lowrie", "account": "CN-1874"},
            "lane": {"id": "LANE_3", "surface": "ARTIFICIAL_TURF"},
            "start_ms": ms("2026-05-08 18:00"), "duration": "PT2H", "extras": [],
            "lane_price_pence": 6400, "total_pence": 6400, "status": "CANCELLED",
            "cancellation": {"cancelled_at_ms": ms("2026-05-07 12:00"), "notice_hours": 30, "by": "CUSTOMER",
                             "refund_pence": 0, "credit_pence": 3200, "credit_expires": "2026-11-07"}}),
        hit("cn-bookings", "NB-60950", 8.8, 1, 41102, {
            "booking_ref": "NB-60950", "customer": {"name": "Graeme Lowrie", "account": "CN-1874"},
            "lane": {"id": "LANE_3", "surface": "ARTIFICIAL_TURF"},
            "start_ms": ms("2026-05-15 18:00"), "duration": "PT2H", "extras": [],
            "lane_price_pence": 6400, "total_pence": 6400, "status": "CONFIRMED"}),
    ], took=4)),
    pol("cn-policy#cancellations",
        "Cancel at least 48 hours before your start time for a full refund to your card. Between 24 and 48 hours "
        "before, we give a 50% credit note valid for six months instead of a refund. Cancellations with less than 24 "
        "hours' notice are not refunded or credited. Bookings cancelled by us because of weather or facility faults "
        "are always refunded in full.", revision="v3"),
]
c2_q = "I cancelled tomorrow's nets earlier today – when will I get my £64 back? Graeme Lowrie"
c2_now = "2026-05-07T15:00:00+01:00"

add("late-cancellation", c2_q,
    "Hi Graeme, thanks for letting us know. As you cancelled 30 hours before your 6pm start, that's inside the 48-hour "
    "window for a full refund, so instead you've been given a 50% credit note of £32. It's valid until 7 November.",
    c2_ev,
    [P("cancelled 30 hours before your 6pm start", S),
     P("inside the 48-hour window for a full refund", S),
     P("50% credit note of £32", S),
     P("valid until 7 November", S)],
    notes="NB-61007 cancellation: notice_hours 30, start 18:00 BST, refund 0, credit_pence 3200, credit_expires 2026-11-07; cancellation policy tiers.",
    now=c2_now, includes=["£32", "7 November"])

add("late-cancellation", c2_q,
    "Dear Graeme,\nI'm sorry this isn't the answer you were hoping for. Because the cancellation came between 24 and "
    "48 hours before the session, there's no refund to your card, but you do have £32.00 in credit, good for six "
    "months. Your booking for next Friday, 15 May, at 6pm is still confirmed.\nBest,\nSandy",
    c2_ev,
    [P("I'm sorry this isn't the answer you were hoping for", NA),
     P("between 24 and 48 hours before the session", S),
     P("there's no refund to your card", S),
     P("£32.00 in credit", S),
     P("good for six months", S),
     P("15 May, at 6pm is still confirmed", S)],
    notes="notice_hours 30 falls in the 24-48 hour tier (50% credit, six months); refund_pence 0, credit_pence 3200; NB-60950 on 15 May 18:00 CONFIRMED.",
    now=c2_now, includes=["£32.00", "15 May"])

add("late-cancellation", c2_q,
    "Hi Graeme, no problem – since you cancelled, the full £64 will be refunded to your card within 5 working days.",
    c2_ev,
    [P("the full £64 will be refunded to your card", C, ["RECORD_STATE_MISMATCH", "AMOUNT_MISMATCH", "NLI_CONTRADICTION"]),
     P("within 5 working days", IE, ["NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED", "CLAIM_WITHOUT_TOOL_EVIDENCE"])],
    errors=["condition_unmet", "invented_promise"],
    notes="A full refund needs 48 hours' notice; he gave 30, and the record shows refund_pence 0 and a 3200 credit. Nothing gives a 5-working-day timing.",
    now=c2_now, excludes=["full £64 will be refunded", "5 working days"])

add("late-cancellation", c2_q,
    "Hi Graeme, as you cancelled with 30 hours' notice, you get a credit note for £64, valid for twelve months.",
    c2_ev,
    [P("30 hours' notice", S),
     P("credit note for £64", C, ["AMOUNT_MISMATCH"]),
     P("valid for twelve months", C, ["NLI_CONTRADICTION", "VALUE_MISMATCH"])],
    errors=["wrong_amount", "wrong_period"],
    notes="credit_pence is 3200 (50%), not the full 6400; the policy says credit notes are valid six months.",
    now=c2_now, excludes=["credit note for £64", "twelve months"])

add("late-cancellation", c2_q,
    "Hi Graeme, sorry for the hassle. You cancelled 30 hours before the start, so rather than a refund you've got a 50% "
    "credit note of £32, valid for three months.",
    c2_ev,
    [P("You cancelled 30 hours before the start", S),
     P("50% credit note of £32", S),
     P("valid for three months", C, ["NLI_CONTRADICTION", "VALUE_MISMATCH"])],
    errors=["wrong_period"],
    notes="Policy: credit notes are valid for six months (credit_expires 2026-11-07).",
    now=c2_now, excludes=["valid for three months"], includes=["six months|6 months|7 November|07/11", "£32"],
    repair=True)
