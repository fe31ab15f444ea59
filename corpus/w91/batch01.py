"""Batch 01: tattoo studio (Black Orchid Tattoo Co., Port of Spain)."""
from write_cases import S, NA, C, I, CI, rec, pol, psg, refused, case, repair

API = "wellness-booking (Mindbody/Fresha-like)"
DOM = "tattoo studio"
CASES, REPAIRS = [], []

# ---------------------------------------------------------------- bundle: half-sleeve deposit/balance
SC = "halfsleeve-balance"
Q = "Hi, just checking what I still owe for my half sleeve and when exactly I'm booked?"
EV = [
    rec("get_client#BO-20417", "tool:clients.get", {
        "client": {"id": "BO-20417", "first_name": "Keisha", "last_name": "Ramdial",
                   "mobile": "+1 868 555 0142", "marketing_opt_in": False},
        "appointments": [
            {"id": "APT-88213", "session_type": "CUSTOM_LARGE_HALF_SLEEVE_S1",
             "session_type_name": "Custom Tattoo - Large (Half Sleeve, Session 1 of 2)",
             "start_date_time": "2026-04-18T13:00:00", "duration_minutes": 180, "status": "Confirmed",
             "staff": {"id": "ST-07", "display_name": "Marlon"},
             "location": {"id": "LOC-ARI", "name": "Black Orchid - Ariapita Ave",
                          "time_zone_id": "America/Port_of_Spain"}},
            {"id": "APT-87002", "session_type": "DESIGN_CONSULT",
             "session_type_name": "Design Consultation",
             "start_date_time": "2026-03-21T11:30:00", "duration_minutes": 30, "status": "Completed",
             "staff": {"id": "ST-03", "display_name": "Renée"},
             "location": {"id": "LOC-ARI", "name": "Black Orchid - Ariapita Ave",
                          "time_zone_id": "America/Port_of_Spain"}}],
        "deposits": [{"id": "DEP-5531", "appointment_id": "APT-88213", "amount": "400.00",
                      "currency": "TTD", "status": "HELD", "paid_on": "2026-03-21"}]}),
    rec("get_quote#Q-3307-v2", "tool:quotes.get", {
        "quote_id": "Q-3307", "version": 2, "status": "ACCEPTED", "client_id": "BO-20417",
        "description": "Half sleeve, black & grey botanical, 2 sessions", "total": "2100.00",
        "currency": "TTD", "supersedes_version": 1, "accepted_on": "2026-03-24"}),
    rec("get_quote#Q-3307-v1", "tool:quotes.get", {
        "quote_id": "Q-3307", "version": 1, "status": "SUPERSEDED", "client_id": "BO-20417",
        "description": "Half sleeve, black & grey botanical, 2 sessions (no shading on elbow)",
        "total": "1800.00", "currency": "TTD", "issued_on": "2026-03-21"}),
    pol("deposit-policy", "All custom tattoo bookings need a deposit to hold the artist's time. "
        "Your deposit is deducted from the quoted price of the piece. Deposits are non-refundable, "
        "but can be moved to a new date once if you give us at least 72 hours' notice. Less than "
        "72 hours' notice, or not turning up, forfeits the deposit.", revision="2026-01"),
]

CASES.append(case(1, SC, DOM, API, Q,
    "Hi Keisha! You're booked with Marlon on Saturday 18 April at 1:00 PM for the first session of "
    "your half sleeve, and we've set aside three hours for it. Your quote comes to TT$2,100, and the "
    "TT$400 deposit you paid comes off that, so the balance is TT$1,700. See you soon!",
    EV, [S("booked with Marlon"), S("Saturday 18 April at 1:00 PM"), S("set aside three hours"),
         S("quote comes to TT$2,100"), S("TT$400 deposit you paid"), S("the balance is TT$1,700"),
         NA("See you soon!")],
    includes=["TT$1,700", "1:00 PM"],
    notes="APT-88213 start 2026-04-18T13:00 local, 180 min, Marlon; quote v2 total 2100.00 less "
          "DEP-5531 400.00 = 1700."))

CASES.append(case(2, SC, DOM, API, Q,
    "Hey Keisha, here's where things stand:\n"
    "- Appointment: 18/04/2026, 1:00 PM – 4:00 PM, with Marlon\n"
    "- Quote total: TT$2,100.00\n"
    "- Deposit received: TT$400.00\n"
    "- Left to pay: TT$1,700.00\n"
    "Just a heads-up, the deposit can be moved to a new date once if you let us know at least 72 "
    "hours ahead.",
    EV, [S("18/04/2026, 1:00 PM – 4:00 PM"), S("with Marlon"), S("Quote total: TT$2,100.00"),
         S("Deposit received: TT$400.00"), S("Left to pay: TT$1,700.00"),
         S("moved to a new date once if you let us know at least 72")],
    includes=["TT$1,700.00", "18/04/2026"],
    notes="13:00 + 180 min = 4:00 PM; quote v2 2100.00, deposit 400.00 held; deposit-policy allows "
          "one move with 72 hours' notice."))

CASES.append(case(3, SC, DOM, API, Q,
    "Hi Keisha! Your half sleeve session is on Saturday 18 April at 1:00 PM with Marlon. The balance "
    "left after your TT$400 deposit is TT$1,400. Any questions, just shout!",
    EV, [S("Saturday 18 April at 1:00 PM with Marlon"), S("after your TT$400 deposit"),
         C("is TT$1,400", "AMOUNT_MISMATCH", "VALUE_MISMATCH"), NA("Any questions, just shout!")],
    errors=["stale_value"], excludes=["TT$1,400"], error_tag="stale-quote",
    notes="Balance computed from superseded quote v1 (1800.00); accepted v2 is 2100.00 so the "
          "balance is 1700."))

CASES.append(case(4, SC, DOM, API, Q,
    "Hi Keisha, you're all set for Saturday 18 April at 1:00 PM with Renée, the artist you met at "
    "your consultation. Your TT$400 deposit is held against the booking, and it's fully refundable "
    "as long as you cancel at least 72 hours before.",
    EV, [S("Saturday 18 April at 1:00 PM"),
         C("with Renée, the artist", "VALUE_MISMATCH", "IDENTIFIER_MISMATCH"),
         S("TT$400 deposit is held against the booking"),
         C("fully refundable", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["other_record_value", "wrong_policy_condition"],
    excludes=["with Renée", "fully refundable"], error_tag="staff-refund",
    notes="Renée is staff on the completed consultation APT-87002, not APT-88213 (Marlon); policy says "
          "deposits are non-refundable, only movable once with 72 hours' notice."))

REPAIRS.append(repair(1, SC, DOM, API, Q,
    "Hi Keisha! Your first half sleeve session is Saturday 18 April at 1:00 PM with Marlon. Your quote "
    "is TT$2,100 and once your TT$400 deposit comes off, you have TT$1,600 left to pay.",
    EV, [S("Saturday 18 April at 1:00 PM with Marlon"), S("quote is TT$2,100"),
         S("TT$400 deposit comes off"),
         C("TT$1,600 left to pay", "AMOUNT_MISMATCH", "VALUE_MISMATCH")],
    errors=["wrong_arithmetic"], excludes=["TT$1,600"],
    includes=["TT$1,700|1,700|1700", "1:00 PM|1 PM|1pm"],
    notes="2100.00 - 400.00 = 1700.00, not 1600."))

# ---------------------------------------------------------------- bundle: reschedule inside 72h
SC = "script-reschedule"
Q = "Can I move my tattoo to next Saturday instead? Something came up at work."
NOW = "2026-04-14T17:45:00-04:00"
EV = [
    rec("get_appointment#APT-88540", "tool:appointments.get", {
        "appointment": {"id": "APT-88540", "client": {"id": "BO-19876", "first_name": "Andre",
                                                        "last_name": "Baptiste"},
                        "session_type": "FINE_LINE_SMALL",
                        "session_type_name": "Fine Line Script - Small",
                        "start_date_time": "2026-04-16T15:30:00", "duration_minutes": 90,
                        "status": "Booked", "staff": {"id": "ST-03", "display_name": "Renée"},
                        "location": {"id": "LOC-ARI", "time_zone_id": "America/Port_of_Spain"},
                        "created_at": "2026-03-30T10:12:44"},
        "deposit": {"id": "DEP-5610", "amount": "200.00", "currency": "TTD", "status": "HELD"}}),
    refused("reschedule#call-1", "appointments.reschedule", "ESCALATE",
            {"appointment_id": "APT-88540", "new_start_date_time": "2026-04-25T15:30:00"},
            reason="INSIDE_NOTICE_WINDOW"),
    pol("reschedule-policy", "Need a new date? You can reschedule through the app or by message. "
        "Changes made at least 72 hours before your appointment keep your deposit on the booking. "
        "Inside 72 hours, the front desk can't change the booking; the studio manager reviews the "
        "request and may ask for a new deposit. Fine-line pieces stay with the same artist wherever "
        "possible.", revision="v3"),
]

CASES.append(case(5, SC, DOM, API, Q,
    "Hi Andre! I tried to move your fine line script to Saturday 25 April, but since your appointment "
    "is this Thursday at 3:30 PM, less than 72 hours away, the system wouldn't let me change it. I've "
    "passed your request to our studio manager to review. For now, you're still booked with Renée on "
    "Thursday.",
    EV, [S("the system wouldn't let me change it"), S("this Thursday at 3:30 PM"),
         S("less than 72 hours away"), S("passed your request to our studio manager"),
         S("still booked with Renée on Thursday")],
    includes=["3:30 PM", "studio manager"], now=NOW,
    notes="Refused reschedule (ESCALATE); APT-88540 starts Thu 16/04 15:30, about 46 hours after now; "
          "policy sends inside-72h changes to the studio manager."))

CASES.append(case(6, SC, DOM, API, Q,
    "Andre, your Thursday 16/04 3:30 PM booking with Renée is inside the 72-hour window, so I couldn't "
    "reschedule it — it's gone to the studio manager for review.",
    EV, [S("Thursday 16/04 3:30 PM booking with Renée"), S("inside the 72-hour window"),
         S("couldn't reschedule it"), S("gone to the studio manager for review")],
    includes=["16/04", "studio manager"], now=NOW,
    notes="Escalated refused call reported as not done; start 2026-04-16T15:30 local."))

CASES.append(case(7, SC, DOM, API, Q,
    "Hi Andre! Good news, your fine line script is now moved to Saturday 25 April at 3:30 PM. Your "
    "TT$200 deposit is still held on the booking. See you then!",
    EV, [C("now moved to Saturday 25 April", "NOT_EXECUTED"),
         S("TT$200 deposit is still held"), NA("See you then!")],
    errors=["refused_call_effect"], excludes=["now moved to Saturday 25 April"],
    error_tag="moved-anyway", now=NOW,
    notes="appointments.reschedule was ESCALATE, not executed; APT-88540 is still 16/04. Deposit "
          "DEP-5610 200.00 HELD."))

CASES.append(case(8, SC, DOM, API, Q,
    "Hi Andre, I'm sorry — because your booking is this Wednesday, 15 April at 3:30 PM, it's within "
    "72 hours, so I couldn't move it. I've sent it to the studio manager to look at.",
    EV, [C("Wednesday, 15 April", "DATE_MISMATCH"), S("within 72 hours"),
         S("I couldn't move it"), S("sent it to the studio manager")],
    errors=["wrong_date"], excludes=["Wednesday, 15 April"], error_tag="weekday", now=NOW,
    notes="start_date_time is 2026-04-16 (Thursday), not Wednesday 15 April; the escalation itself "
          "is reported correctly."))

REPAIRS.append(repair(2, SC, DOM, API, Q,
    "Hi Andre! Your fine line script with Renée is this Thursday, 16 April at 3:30 PM. I've moved it "
    "to Saturday 25 April for you, same time.",
    EV, [S("Thursday, 16 April at 3:30 PM"),
         C("moved it to Saturday 25 April", "NOT_EXECUTED")],
    errors=["refused_call_effect"], excludes=["moved it to Saturday 25 April"],
    includes=["escalated|review|could not|couldn't|unable|not able|manager", "16 April|16/04"],
    now=NOW,
    notes="reschedule#call-1 was ESCALATE (INSIDE_NOTICE_WINDOW); a repair must say it went for "
          "review or could not be done."))

# ---------------------------------------------------------------- bundle: touch-up + receipt
SC = "forearm-touchup"
Q = ("Hi, some of the lines on my forearm piece faded a bit. Can I get a free touch-up? Also what "
     "did I pay back in January?")
NOW = "2026-04-10T11:20:00-04:00"
EV = [
    rec("get_client#BO-18802", "tool:clients.get", {
        "client": {"id": "BO-18802", "first_name": "Shivani", "last_name": "Maharaj"},
        "appointments": [
            {"id": "APT-86110", "session_type": "CUSTOM_MEDIUM",
             "session_type_name": "Custom Tattoo - Medium (Forearm Botanical)",
             "start_date_time": "2026-01-20T10:00:00", "duration_minutes": 150,
             "status": "Completed", "staff": {"id": "ST-07", "display_name": "Marlon"},
             "location": {"id": "LOC-ARI", "time_zone_id": "America/Port_of_Spain"}}]}),
    rec("get_sale#S-40981", "tool:sales.get", {
        "sale": {"id": "S-40981", "client_id": "BO-18802", "appointment_id": "APT-86110",
                 "sale_date": "2026-01-20", "currency": "TTD",
                 "items": [
                     {"description": "Forearm botanical - session", "amount_paid": "1687.50",
                      "discount": "0.00", "tax": "187.50"},
                     {"description": "Aftercare balm 30ml", "amount_paid": "67.50",
                      "discount": "7.50", "tax": "7.50"}],
                 "tip": {"percent": 15, "basis": "SERVICE_SUBTOTAL_PRE_TAX", "amount": "225.00"},
                 "total_charged": "1980.00", "payment_method": "CARD_LINX"}}),
    pol("touchup-policy", "We want your tattoo to heal beautifully. If something needs a touch-up, "
        "book it within 60 days of your session and we'll do it free of charge, provided you followed "
        "the aftercare sheet. After 60 days, touch-ups are charged at our hourly rate of TT$450. "
        "Touch-ups on hands, feet and fingers are always charged.", revision="2025-11"),
]

CASES.append(case(9, SC, DOM, API, Q,
    "Hi Shivani! So sorry to hear some lines faded. Your session with Marlon was on 20 January, which "
    "is more than 60 days ago, so a touch-up now would be charged at our hourly rate of TT$450 rather "
    "than free. For your records, you paid TT$1,687.50 for the session itself, which included "
    "TT$187.50 VAT.",
    EV, [NA("So sorry to hear some lines faded."), S("session with Marlon was on 20 January"),
         S("more than 60 days ago"), S("charged at our hourly rate of TT$450"),
         S("you paid TT$1,687.50 for the session itself"), S("included TT$187.50 VAT")],
    includes=["TT$450", "TT$1,687.50"], now=NOW,
    notes="APT-86110 completed 20/01, 80 days before now; touchup-policy frees touch-ups only within "
          "60 days, TT$450/h after; sale item 1687.50 with tax 187.50."))

CASES.append(case(10, SC, DOM, API, Q,
    "Dear Shivani,\n\nThank you for getting in touch. Free touch-ups are available within 60 days of "
    "the session when the aftercare sheet was followed; as your forearm piece was done on 20/01/2026, "
    "that window has now closed, and a touch-up would be billed at TT$450 per hour.\n\n"
    "Your January receipt: session TT$1,687.50, aftercare balm TT$67.50 and a 15% tip of TT$225.00, "
    "for TT$1,980.00 in total.\n\nWarm regards,\nNadia\nBlack Orchid Tattoo Co.",
    EV, [S("within 60 days of the session when the aftercare sheet was followed"),
         S("done on 20/01/2026"), S("that window has now closed"), S("billed at TT$450 per hour"),
         S("session TT$1,687.50"), S("aftercare balm TT$67.50"), S("15% tip of TT$225.00"),
         S("TT$1,980.00 in total")],
    includes=["TT$1,980.00", "20/01/2026"], now=NOW,
    notes="Sale S-40981: 1687.50 + 67.50 + tip 225.00 = total_charged 1980.00; 20/01 is 80 days "
          "ago, outside the 60-day free window."))

CASES.append(case(11, SC, DOM, API, Q,
    "Hi Shivani! No worries at all, touch-ups are free within 90 days of your session, and since Marlon "
    "did your forearm piece on 20 January you're still covered! Just pop us a message with a couple of "
    "dates that suit you.",
    EV, [C("free within 90 days of your session", "VALUE_MISMATCH", "NLI_CONTRADICTION"),
         S("Marlon did your forearm piece on 20 January"),
         CI("you're still covered", "VALUE_MISMATCH", "NLI_CONTRADICTION", "DATE_MISMATCH",
            "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED"),
         NA("Just pop us a message")],
    errors=["wrong_period", "condition_unmet"],
    excludes=["within 90 days", "you're still covered"], error_tag="window", now=NOW,
    notes="touchup-policy says 60 days, not 90; the session was 80 days ago, so the free touch-up "
          "does not apply."))

CASES.append(case(12, SC, DOM, API, Q,
    "Hi Shivani! Your forearm session was on 20 January, so it's past the 60-day free touch-up window "
    "— we can still book one at TT$450 an hour. Your total on the day came to TT$1,755.00 including "
    "the aftercare balm.",
    EV, [S("forearm session was on 20 January"), S("past the 60-day free touch-up window"),
         S("TT$450 an hour"), C("TT$1,755.00", "AMOUNT_MISMATCH", "VALUE_MISMATCH")],
    errors=["wrong_arithmetic"], excludes=["TT$1,755.00"], error_tag="total-skips-tip", now=NOW,
    notes="1687.50 + 67.50 leaves out the 225.00 tip; total_charged is 1980.00."))

REPAIRS.append(repair(3, SC, DOM, API, Q,
    "Hi Shivani! Your forearm piece was done on 20 January, and touch-ups are free within 60 days, so "
    "you're still within the free window. Your session cost TT$1,687.50 including VAT.",
    EV, [S("done on 20 January"), S("touch-ups are free within 60 days"),
         CI("you're still within the free window", "VALUE_MISMATCH", "NLI_CONTRADICTION",
            "DATE_MISMATCH", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED"),
         S("session cost TT$1,687.50 including VAT")],
    errors=["condition_unmet"], excludes=["you're still within the free window"],
    includes=["TT$450|450|no longer|outside|past|passed|closed|charged|not free",
              "TT$1,687.50|1,687.50|1687.50"], now=NOW,
    notes="20/01 to 10/04 is 80 days, beyond the 60-day free window; a touch-up is TT$450/h."))
