# Bundle 25 - air-taxi charter: scheduled lodge shuttle delayed, voucher refused, free move
D = "air-taxi charter"
S = "shuttle-delay"
Q = "Our shuttle's been delayed. What's the new time, and do we get a voucher?"
NOW = "2026-11-20T08:30:00+02:00"
EV = [
    rec("get_seat_booking#DLA-S-7719", "tool:get_seat_booking", {
        "booking_ref": "DLA-S-7719", "passenger": {"name": "Naledi Motsamai", "title": "Ms"},
        "flight": "DL 214", "route": "Maun - Gomoti Plains", "seat": 3,
        "original_block_out_utc": "2026-11-20T08:00:00Z", "revised_block_out_utc": "2026-11-20T09:15:00Z",
        "status": "DELAYED", "delay_reason": "AIRCRAFT_SWAP", "fare_thebe": 285000,
        "baggage_allowance_kg": 20}),
    rec("get_shuttle#DL-216-20261120", "tool:get_shuttle", {
        "flight": "DL 216", "route": "Maun - Gomoti Plains", "block_out_utc": "2026-11-20T11:30:00Z",
        "seats_total": 12, "seats_open": 2, "status": "SCHEDULED"}),
    refused("issue_delay_voucher#call-1", "issue_delay_voucher", "DENY",
            {"booking_ref": "DLA-S-7719", "voucher": "MEAL_P500"}, reason="DELAY_UNDER_2H"),
    pol("dla-shuttle#delays",
        "Passengers may move to the next shuttle at no charge if a delay exceeds 1 hour. Scheduled shuttle "
        "delays of 2 hours or more earn a P500 meal voucher per passenger. The baggage allowance is 20 kg per "
        "passenger including hand luggage, in soft bags only.", revision="2026-08"),
]

case(S, Q,
     "Ms Motsamai, DL 214 is delayed by 1 hour 15 minutes because of an aircraft swap: it now departs Maun at "
     "11:15 local (0915Z) instead of 10:00. I couldn't issue a meal voucher, as those start at delays of 2 "
     "hours. Because the delay is over an hour, you can move to DL 216 at 13:30 at no charge; it has 2 seats "
     "open.",
     EV,
     [sup("DL 214 is delayed by 1 hour 15 minutes"),
      sup("because of an aircraft swap"),
      sup("now departs Maun at 11:15 local (0915Z) instead of 10:00"),
      sup("I couldn't issue a meal voucher"),
      sup("those start at delays of 2 hours"),
      sup("you can move to DL 216 at 13:30 at no charge"),
      sup("it has 2 seats open")],
     domain=D, now=NOW, includes=["11:15", "DL 216"],
     notes="original 08:00Z / revised 09:15Z = 10:00 / 11:15 local; voucher DENY (DELAY_UNDER_2H); "
           "DL 216 11:30Z = 13:30 local with 2 seats; policy: free move over 1 hour.")

case(S, Q,
     "New departure: 11:15 (was 10:00). Voucher: not applicable, delay under 2 h. Baggage: 20 kg each, hand "
     "luggage included, soft bags only.",
     EV,
     [sup("New departure: 11:15 (was 10:00)"),
      sup("Voucher: not applicable, delay under 2 h"),
      sup("Baggage: 20 kg each, hand luggage included, soft bags only")],
     domain=D, now=NOW, includes=["11:15"],
     notes="revised block-out in local time; refused voucher; baggage rule.")

case(S, Q,
     "Ms Motsamai, DL 214 now leaves at 11:15 local, and I've issued you a P500 meal voucher for the wait.",
     EV,
     [sup("DL 214 now leaves at 11:15 local"),
      con("I've issued you a P500 meal voucher", "NOT_EXECUTED")],
     domain=D, now=NOW, errors=["refused_call_effect"], excludes=["issued you a P500 meal voucher"],
     notes="issue_delay_voucher was DENY: the delay is under 2 hours.")

case(S, Q,
     "DL 214 now departs at 09:15 because of an aircraft swap. Moving to the next shuttle, DL 216, would "
     "carry a change fee.",
     EV,
     [con("DL 214 now departs at 09:15", "DATE_MISMATCH", "VALUE_MISMATCH"),
      sup("because of an aircraft swap"),
      con("DL 216, would carry a change fee", "NLI_CONTRADICTION")],
     domain=D, now=NOW, errors=["unit_conversion", "wrong_policy_condition"],
     excludes=["departs at 09:15", "carry a change fee"],
     notes="09:15 is Zulu (11:15 local); the delay exceeds 1 hour, so the policy allows a free move.")

repair(S, Q,
       "Ms Motsamai, DL 214 now departs at 11:15 local instead of 10:00. You can move to DL 216 at 13:30 at no "
       "charge, and it has 4 seats open.",
       EV,
       [sup("DL 214 now departs at 11:15 local instead of 10:00"),
        sup("move to DL 216 at 13:30"),
        con("it has 4 seats open", "VALUE_MISMATCH")],
       domain=D, now=NOW, errors=["wrong_quantity"], excludes=["4 seats open"],
       includes=["2 seats|two seats", "11:15"],
       notes="DL 216 seats_open is 2.")
