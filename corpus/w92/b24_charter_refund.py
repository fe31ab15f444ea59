# Bundle 24 - air-taxi charter: customer cancellation, 50% refund band, refund processing
D = "air-taxi charter"
S = "charter-refund"
Q = "How much of my charter payment will I get back, and when?"
NOW = "2026-10-05T09:00:00+02:00"
EV = [
    rec("get_charter_booking#DLA-B-2150", "tool:get_charter_booking", {
        "booking_ref": "DLA-B-2150", "customer": {"name": "Lesego Phuthego", "title": "Mr"},
        "status": "CANCELLED_BY_CUSTOMER", "cancelled_at": "2026-10-02T10:30:00+02:00",
        "first_leg": {"from": "Maun", "to": "Shinde", "block_out_utc": "2026-10-07T07:00:00Z"},
        "paid_thebe": 3180000, "currency": "BWP",
        "refund": {"band": "48H_TO_7D", "percent": 50, "amount_thebe": 1590000, "status": "PROCESSING",
                   "method": "CARD", "initiated_on": "2026-10-02"}}),
    rec("get_charter_booking#DLA-B-2311", "tool:get_charter_booking", {
        "booking_ref": "DLA-B-2311", "customer": {"name": "Lesego Phuthego", "title": "Mr"},
        "status": "CONFIRMED", "first_leg": {"from": "Maun", "to": "Kasane",
                                             "block_out_utc": "2026-11-21T06:00:00Z"},
        "paid_thebe": 1240000, "currency": "BWP"}),
    pol("dla-charter#cancellation",
        "Charter cancellations are refunded by notice given: more than 7 days before departure, 90 percent of "
        "the price; between 48 hours and 7 days, 50 percent; less than 48 hours, nothing. Refunds to cards are "
        "initiated within 2 working days and usually appear within 10 working days. One date change instead "
        "of a cancellation is free if made more than 72 hours before departure.", revision="2026-05"),
]

case(S, Q,
     "Mr Phuthego, because you cancelled on 02/10, five days before the 07/10 departure, the 50% band applies: "
     "P15,900.00 of the P31,800.00 you paid. The refund to your card is being processed and usually appears "
     "within 10 working days.",
     EV,
     [sup("you cancelled on 02/10"),
      sup("five days before the 07/10 departure"),
      sup("the 50% band applies"),
      sup("P15,900.00 of the P31,800.00 you paid"),
      sup("The refund to your card is being processed"),
      sup("usually appears within 10 working days")],
     domain=D, now=NOW, includes=["P15,900.00", "10 working days"],
     notes="cancelled_at 02/10, departure 07/10 (09:00 local); refund percent 50, amount 1590000, "
           "PROCESSING to CARD; policy timing.")

case(S, Q,
     "Refund: P15,900.00 (50%), status processing, to your card. Rule applied: between 48 hours and 7 days "
     "before departure = 50%.",
     EV,
     [sup("Refund: P15,900.00 (50%)"),
      sup("status processing, to your card"),
      sup("between 48 hours and 7 days before departure = 50%")],
     domain=D, now=NOW, includes=["P15,900.00"],
     notes="refund block and the policy band.")

case(S, Q,
     "Dear Mr Phuthego,\n\nHalf of your P31,800.00 charter payment, fifteen thousand nine hundred pula, is on "
     "its way back to your card; it was initiated on 2 October. Your November flight to Kasane is unaffected "
     "and remains confirmed.\n\nRegards,\nDelta Link Air ops desk",
     EV,
     [sup("Half of your P31,800.00 charter payment"),
      sup("fifteen thousand nine hundred pula"),
      sup("is on its way back to your card"),
      sup("it was initiated on 2 October"),
      sup("Your November flight to Kasane is unaffected"),
      sup("remains confirmed"),
      na("Regards,")],
     domain=D, now=NOW, includes=["fifteen thousand nine hundred pula"],
     notes="refund initiated_on 2026-10-02, PROCESSING; DLA-B-2311 (21/11 to Kasane) is CONFIRMED.")

case(S, Q,
     "Mr Phuthego, as you cancelled more than 7 days ahead, you'll get 90% back: P28,620.00.",
     EV,
     [con("as you cancelled more than 7 days ahead", "DATE_MISMATCH", "VALUE_MISMATCH"),
      con("you'll get 90% back: P28,620.00", "AMOUNT_MISMATCH")],
     domain=D, now=NOW, errors=["condition_unmet", "wrong_amount"],
     excludes=["more than 7 days ahead", "P28,620.00"],
     notes="cancelled 02/10 for a 07/10 departure (5 days): refund band 48H_TO_7D, 50%, P15,900.00.")

case(S, Q,
     "Mr Phuthego, your P15,900.00 refund has been paid to your card, and you'll see it within 3 working days.",
     EV,
     [con("refund has been paid to your card", "RECORD_STATE_MISMATCH"),
      con("within 3 working days", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
     domain=D, now=NOW, errors=["wrong_state", "wrong_period"],
     excludes=["refund has been paid", "within 3 working days"],
     notes="refund status is PROCESSING; policy says card refunds usually appear within 10 working days.")

repair(S, Q,
       "Mr Phuthego, you cancelled five days before departure, so 50% of the P31,800.00 is refunded: "
       "P16,900.00. It is being processed to your card.",
       EV,
       [sup("you cancelled five days before departure"),
        sup("50% of the P31,800.00 is refunded"),
        con("P16,900.00", "AMOUNT_MISMATCH"),
        sup("It is being processed to your card")],
       domain=D, now=NOW, errors=["wrong_arithmetic"], excludes=["P16,900.00"],
       includes=["P15,900|15,900.00", "P31,800"],
       notes="half of 31,800 is 15,900 (refund.amount_thebe 1590000).")
