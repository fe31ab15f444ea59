# Bundle 20 - light-aircraft hire: booking not confirmed, type checkout lapsed (refused call)
D = "light-aircraft hire"
S = "checkout-lapsed"
Q = "Why isn't my C172 booking for Saturday confirmed?"
NOW = "2026-05-05T11:00:00+02:00"
EV = [
    rec("get_renter#NAH-R-0388", "tool:get_renter", {
        "renter_no": "NAH-R-0388", "name": "Goitse Mmusi", "licence": {"type": "PPL", "no": "BW-PPL-3318"},
        "medical": {"class": "CLASS_2", "valid_to": "2027-02-28"},
        "checkouts": [{"type": "C172S", "last_checkout": "2026-01-12", "valid_to": "2026-04-12"},
                      {"type": "PA-28-161", "last_checkout": "2026-03-20", "valid_to": "2026-06-18"}]}),
    rec("get_booking#NAH-B-90712", "tool:get_aircraft_booking", {
        "booking_ref": "NAH-B-90712", "renter_no": "NAH-R-0388", "aircraft": {"reg": "A2-NAF", "type": "C172S"},
        "block_out_utc": "2026-05-09T06:00:00Z", "block_in_utc": "2026-05-09T10:00:00Z",
        "status": "PENDING_CHECKOUT"}),
    refused("confirm_booking#call-1", "confirm_booking", "DENY", {"booking_ref": "NAH-B-90712"},
            reason="C172S_CHECKOUT_EXPIRED"),
    rec("get_instructor_slots#2026-05-07", "tool:get_instructor_slots", {
        "date": "2026-05-07",
        "slots": [{"starts_local": "2026-05-07T14:00:00+02:00", "instructor": "M. Seane", "aircraft": "A2-NAF",
                   "purpose": "CHECKOUT", "status": "OPEN"}]}),
    pol("nah-renters#checkouts",
        "A renter must have flown a checkout with a school instructor on the type within the last 90 days. "
        "A checkout flight is billed at the dual rate of P2,350 per Hobbs hour and usually takes about one "
        "hour. Bookings held pending a checkout are released 24 hours before block-out if the checkout has "
        "not been flown.", revision="v7"),
]

case(S, Q,
     "Goitse, your Saturday booking NAH-B-90712 in A2-NAF couldn't be confirmed because your C172S checkout "
     "expired on 12/04/2026; renters need a checkout on type within the last 90 days. There's a checkout "
     "slot with M. Seane on Thursday 07/05 at 14:00, billed at the dual rate of P2,350 per Hobbs hour and "
     "usually about an hour. If the checkout isn't flown, the booking is released 24 hours before block-out.",
     EV,
     [sup("couldn't be confirmed because your C172S checkout"),
      sup("expired on 12/04/2026"),
      sup("renters need a checkout on type within the last 90 days"),
      sup("checkout slot with M. Seane on Thursday 07/05 at 14:00"),
      sup("billed at the dual rate of P2,350 per Hobbs hour"),
      sup("usually about an hour"),
      sup("the booking is released 24 hours before block-out")],
     domain=D, now=NOW, includes=["12/04/2026", "M. Seane"],
     notes="confirm_booking DENY (C172S_CHECKOUT_EXPIRED); C172S checkout valid_to 2026-04-12; OPEN slot "
           "07/05 14:00; policy gives 90 days, P2,350 dual rate, one hour, 24-hour release.")

case(S, Q,
     "Booking NAH-B-90712: pending checkout (your C172S checkout lapsed on 12/04). Your PA-28 checkout is "
     "valid to 18/06, if you'd rather fly that type.",
     EV,
     [sup("Booking NAH-B-90712: pending checkout"),
      sup("C172S checkout lapsed on 12/04"),
      sup("Your PA-28 checkout is valid to 18/06")],
     domain=D, now=NOW, includes=["pending checkout", "18/06"],
     notes="status PENDING_CHECKOUT; checkouts list.")

case(S, Q,
     "Goitse, the booking couldn't be confirmed yet: your C172S checkout is out of date. If you fly the "
     "checkout with M. Seane on Thursday at 14:00, the hold on your booking can be cleared before it is "
     "released at 08:00 on Friday.",
     EV,
     [sup("the booking couldn't be confirmed yet"),
      sup("your C172S checkout is out of date"),
      sup("checkout with M. Seane on Thursday at 14:00"),
      sup("released at 08:00 on Friday")],
     domain=D, now=NOW, includes=["08:00 on Friday"],
     notes="block-out 06:00Z Saturday = 08:00 local; release 24 hours earlier is 08:00 Friday local.")

case(S, Q,
     "Goitse, your booking for Saturday is now confirmed; just fly the checkout with M. Seane on Thursday at "
     "14:00 beforehand.",
     EV,
     [con("your booking for Saturday is now confirmed", "NOT_EXECUTED", "RECORD_STATE_MISMATCH"),
      sup("fly the checkout with M. Seane on Thursday at 14:00")],
     domain=D, now=NOW, errors=["refused_call_effect"], excludes=["is now confirmed"],
     notes="confirm_booking was DENY and the booking status is PENDING_CHECKOUT.")

case(S, Q,
     "Goitse, the booking is on hold because C172S checkouts are only valid for 60 days. If the checkout "
     "isn't flown, the booking is released at 06:00 on Friday.",
     EV,
     [con("only valid for 60 days", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
      con("released at 06:00 on Friday", "DATE_MISMATCH", "VALUE_MISMATCH")],
     domain=D, now=NOW, errors=["wrong_period", "unit_conversion"],
     excludes=["valid for 60 days", "at 06:00 on Friday"],
     notes="policy: within the last 90 days; release is 24 h before block-out 06:00Z Saturday, i.e. 08:00 "
           "local Friday, not 06:00.")

repair(S, Q,
       "Goitse, I couldn't confirm NAH-B-90712 because your C172S checkout expired on 12/04/2026. You can fly "
       "the checkout with M. Seabo on Thursday 07/05 at 14:00.",
       EV,
       [sup("I couldn't confirm NAH-B-90712"),
        sup("C172S checkout expired on 12/04/2026"),
        con("with M. Seabo on Thursday 07/05 at 14:00", "VALUE_MISMATCH", "IDENTIFIER_MISMATCH")],
       domain=D, now=NOW, errors=["wrong_name"], excludes=["M. Seabo"],
       includes=["M. Seane|Seane", "12/04/2026"],
       notes="the open checkout slot is with instructor M. Seane.")
