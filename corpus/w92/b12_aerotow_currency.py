# Bundle 12 - gliding club: aerotow booking refused, currency lapsed, check flight needed
D = "gliding club"
S = "aerotow-currency"
Q = "Please book me an aerotow for the LS4 on Saturday the 14th."
NOW = "2026-03-11T16:00:00+02:00"
EV = [
    rec("get_member#TSC-M-0342", "tool:get_member", {
        "member_no": "TSC-M-0342", "name": "Tshepo Lekoko", "tier": "FLYING_MEMBER", "status": "ACTIVE",
        "last_flight_date": "2025-12-02", "currency_status": "LAPSED",
        "solo_types": ["ASK 21", "LS4"]}),
    refused("book_aerotow#call-1", "book_aerotow", "DENY",
            {"member_no": "TSC-M-0342", "date": "2026-03-14", "glider": "LS4 A2-GLX"},
            reason="CURRENCY_LAPSED_CHECK_FLIGHT_REQUIRED"),
    rec("get_tug_schedule#2026-03-14", "tool:get_tug_schedule", {
        "date": "2026-03-14", "tug": {"reg": "A2-TSC", "type": "PA-25 Pawnee"},
        "first_tow_utc": "2026-03-14T07:00:00Z", "tows_open": 3,
        "check_flight_slots": [
            {"starts_local": "2026-03-14T08:30:00+02:00", "glider": "ASK 21", "instructor": "R. Kgari",
             "status": "OPEN"},
            {"starts_local": "2026-03-14T11:00:00+02:00", "glider": "ASK 21", "instructor": "P. Moremi",
             "status": "TAKEN"}]}),
    pol("tsc-currency#check-flights",
        "Aerotows for solo pilots are booked through the duty instructor. A pilot who has not flown for more "
        "than 90 days must fly a check flight with an instructor in a two-seater before flying solo again. "
        "Check flights are charged at the normal launch rate; no instructor fee is charged.", revision="v5"),
]

case(S, Q,
     "Tshepo, I couldn't book the LS4 aerotow: your last flight was on 02/12/2025, more than 90 days ago, so "
     "you need a check flight with an instructor in a two-seater first. There's an open check-flight slot on "
     "Saturday at 08:30 in the ASK 21 with R. Kgari, charged at the normal launch rate with no instructor "
     "fee.",
     EV,
     [sup("I couldn't book the LS4 aerotow"),
      sup("your last flight was on 02/12/2025"),
      sup("more than 90 days ago"),
      sup("you need a check flight with an instructor in a two-seater first"),
      sup("open check-flight slot on Saturday at 08:30 in the ASK 21 with R. Kgari"),
      sup("charged at the normal launch rate with no instructor fee")],
     domain=D, now=NOW, includes=["08:30", "02/12/2025"],
     notes="book_aerotow DENY for CURRENCY_LAPSED; last_flight_date 2025-12-02; OPEN slot 08:30 with "
           "R. Kgari; policy on the 90-day rule and check-flight charges.")

case(S, Q,
     "Aerotow request: declined, currency lapsed (last flight 2 December 2025). Fix: check flight in a "
     "two-seater with an instructor; next open slot 14/03 08:30.",
     EV,
     [sup("Aerotow request: declined"),
      sup("currency lapsed (last flight 2 December 2025)"),
      sup("check flight in a two-seater with an instructor"),
      sup("next open slot 14/03 08:30")],
     domain=D, now=NOW, includes=["14/03 08:30"],
     notes="refused call DENY; currency_status LAPSED; slot list has 08:30 OPEN, 11:00 TAKEN.")

case(S, Q,
     "Tshepo, your aerotow for the LS4 is booked for Saturday 14/03 on the 09:00 first tow.",
     EV,
     [con("your aerotow for the LS4 is booked for Saturday 14/03", "NOT_EXECUTED")],
     domain=D, now=NOW, errors=["refused_call_effect"], excludes=["is booked for Saturday"],
     notes="book_aerotow was DENY; nothing was booked.")

case(S, Q,
     "Tshepo, the booking was declined because your currency has lapsed: the club requires a check flight "
     "after 60 days without flying. The check flight carries an instructor fee of P300 on top of the launch.",
     EV,
     [sup("the booking was declined because your currency has lapsed"),
      con("after 60 days without flying", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
      con("carries an instructor fee of P300", "NLI_CONTRADICTION", "AMOUNT_MISMATCH")],
     domain=D, now=NOW, errors=["wrong_period", "wrong_policy_condition"],
     excludes=["after 60 days", "instructor fee of P300"],
     notes="policy: more than 90 days triggers a check flight, and no instructor fee is charged.")

repair(S, Q,
       "Tshepo, I couldn't book the aerotow because your currency has lapsed: your last flight was on "
       "02/12/2025. You'll need a check flight with an instructor first; there's an open slot on Saturday at "
       "11:00 with P. Moremi.",
       EV,
       [sup("I couldn't book the aerotow"),
        sup("your last flight was on 02/12/2025"),
        sup("You'll need a check flight with an instructor first"),
        con("open slot on Saturday at 11:00 with P. Moremi", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH",
            "DATE_MISMATCH")],
       domain=D, now=NOW, errors=["wrong_time"], excludes=["11:00 with P. Moremi"],
       includes=["08:30", "02/12/2025"],
       notes="the 11:00 slot with P. Moremi is TAKEN; the open one is 08:30 with R. Kgari.")
