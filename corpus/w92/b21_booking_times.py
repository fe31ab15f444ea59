# Bundle 21 - light-aircraft hire: weekend booking, Zulu block times, free-cancellation deadline
D = "light-aircraft hire"
S = "booking-times"
Q = "What time do I pick up the aircraft on the 5th, and until when can I cancel for free?"
NOW = "2026-09-01T12:00:00+02:00"
EV = [
    rec("get_booking#NAH-B-91055", "tool:get_aircraft_booking", {
        "booking_ref": "NAH-B-91055", "renter": {"name": "Kitso Ramokate", "renter_no": "NAH-R-0412"},
        "aircraft": {"reg": "A2-NAF", "type": "C172S"}, "hire_type": "WET",
        "block_out_utc": "2026-09-05T04:30:00Z", "block_in_utc": "2026-09-05T09:30:00Z",
        "status": "CONFIRMED", "deposit": {"amount_thebe": 150000, "status": "RECEIVED"},
        "cancel_free_until": "2026-09-04T06:30:00+02:00", "weekend_min_hobbs": "1.0"}),
    rec("get_booking#NAH-B-91210", "tool:get_aircraft_booking", {
        "booking_ref": "NAH-B-91210", "renter": {"name": "Kitso Ramokate", "renter_no": "NAH-R-0412"},
        "aircraft": {"reg": "A2-NAD", "type": "PA-28-161"}, "hire_type": "DRY",
        "block_out_utc": "2026-09-19T07:00:00Z", "block_in_utc": "2026-09-19T11:00:00Z",
        "status": "WAITLISTED"}),
    pol("nah-bookings#cancellation",
        "Block times are shown in UTC on the booking sheet; Kgale is UTC+2. Bookings cancelled 24 hours or "
        "more before block-out are free; later cancellations forfeit the P1,500 deposit. Weekend bookings "
        "carry a minimum charge of 1.0 Hobbs hour per booked day.", revision="v7"),
]

case(S, Q,
     "Kitso, your booking NAH-B-91055 in A2-NAF is confirmed for Saturday 05/09: block-out 06:30 local (0430Z), "
     "back by 11:30 local (0930Z). You can cancel free of charge until 06:30 on Friday 04/09; after that the "
     "P1,500.00 deposit is forfeited.",
     EV,
     [sup("booking NAH-B-91055 in A2-NAF is confirmed for Saturday 05/09"),
      sup("block-out 06:30 local (0430Z)"),
      sup("back by 11:30 local (0930Z)"),
      sup("cancel free of charge until 06:30 on Friday 04/09"),
      sup("after that the P1,500.00 deposit is forfeited")],
     domain=D, now=NOW, includes=["06:30", "04/09"],
     notes="block_out 04:30Z / block_in 09:30Z = 06:30 / 11:30 local; cancel_free_until 04/09 06:30; "
           "policy on deposit forfeit.")

case(S, Q,
     "Pick-up 06:30, return 11:30 (local, UTC+2). Free cancellation up to 24 hours before block-out. Weekend "
     "minimum: 1.0 Hobbs hour.",
     EV,
     [sup("Pick-up 06:30, return 11:30 (local, UTC+2)"),
      sup("Free cancellation up to 24 hours before block-out"),
      sup("Weekend minimum: 1.0 Hobbs hour")],
     domain=D, now=NOW, includes=["06:30", "1.0 Hobbs hour"],
     notes="times converted from Zulu; policy gives 24 hours and the weekend minimum.")

case(S, Q,
     "The aircraft is booked out to you from 06:30 until 11:30 on 5 September, and your P1,500.00 deposit has "
     "been received.",
     EV,
     [sup("booked out to you from 06:30 until 11:30 on 5 September"),
      sup("your P1,500.00 deposit has been received")],
     domain=D, now=NOW, includes=["5 September", "P1,500.00"],
     notes="deposit amount_thebe 150000 RECEIVED.")

case(S, Q,
     "Kitso, your booking is confirmed for Saturday 05/09 with block-out at 04:30 and return by 09:30. You can "
     "cancel free of charge until 06:30 on Friday 04/09.",
     EV,
     [con("block-out at 04:30 and return by 09:30", "DATE_MISMATCH", "VALUE_MISMATCH"),
      sup("cancel free of charge until 06:30 on Friday 04/09")],
     domain=D, now=NOW, errors=["unit_conversion"], excludes=["block-out at 04:30", "return by 09:30"],
     notes="04:30 and 09:30 are the Zulu block times; local is 06:30 and 11:30.")

case(S, Q,
     "Kitso, your booking on the 5th is waitlisted for now. If you need to cancel, it's free until 48 hours "
     "before block-out.",
     EV,
     [con("your booking on the 5th is waitlisted", "RECORD_STATE_MISMATCH"),
      con("free until 48 hours before block-out", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
     domain=D, now=NOW, errors=["other_record_value", "wrong_period"],
     excludes=["is waitlisted", "48 hours before"],
     notes="WAITLISTED is the 19/09 booking NAH-B-91210; NAH-B-91055 is CONFIRMED; policy says 24 hours.")

repair(S, Q,
       "Kitso, your booking NAH-B-91055 is confirmed for 05/09 with block-out at 06:30 local. Free "
       "cancellation runs until 06:30 on Thursday 03/09.",
       EV,
       [sup("NAH-B-91055 is confirmed for 05/09"),
        sup("block-out at 06:30 local"),
        con("until 06:30 on Thursday 03/09", "DATE_MISMATCH")],
       domain=D, now=NOW, errors=["wrong_date"], excludes=["Thursday 03/09"],
       includes=["04/09|Friday|4 September", "06:30"],
       notes="cancel_free_until is 2026-09-04T06:30+02:00, a Friday.")
