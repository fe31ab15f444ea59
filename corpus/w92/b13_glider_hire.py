# Bundle 13 - gliding club: per-minute glider hire with a per-flight cap
D = "gliding club"
S = "glider-hire-cap"
Q = "Can you explain the charge for my long ASK 21 flight on Sunday? I thought hire was per minute."
NOW = "2026-11-10T12:30:00+02:00"
EV = [
    rec("lrs#stmt-f55092", "tool:lrs_query_statements", {
        "id": "e2b7f419-6d8c-4a35-b0e1-5f93c8a2d761",
        "actor": {"mbox": "mailto:masego.t@mailbox.example", "name": "Masego Tlhalefang"},
        "verb": {"id": "https://lrs.tsodilosoaring.example/verbs/flew", "display": {"en-US": "flew"}},
        "object": {"id": "https://lrs.tsodilosoaring.example/activities/hire/ask21-a2-gka",
                   "definition": {"name": {"en-US": "Club glider hire - ASK 21 A2-GKA"}}},
        "result": {"completion": True, "duration": "PT1H35M"},
        "timestamp": "2026-11-08T12:10:00Z",
        "context": {"extensions": {"https://lrs.tsodilosoaring.example/ext/flight-id": "TSC-F-55092",
                                   "https://lrs.tsodilosoaring.example/ext/launch-type": "WINCH"}}}),
    rec("get_flight_charges#TSC-F-55092", "tool:get_flight_charges", {
        "flight_id": "TSC-F-55092", "glider": "A2-GKA (ASK 21)", "minutes": 95,
        "rate_thebe_per_min": 650, "uncapped_thebe": 61750, "cap_thebe": 45000,
        "glider_fee_thebe": 45000, "launch": {"type": "WINCH", "fee_thebe": 18000}, "total_thebe": 63000}),
    rec("get_flight_charges#TSC-F-55093", "tool:get_flight_charges", {
        "flight_id": "TSC-F-55093", "glider": "A2-GLX (LS4)", "minutes": 38,
        "rate_thebe_per_min": 650, "uncapped_thebe": 24700, "cap_thebe": 45000,
        "glider_fee_thebe": 24700, "launch": {"type": "WINCH", "fee_thebe": 18000}, "total_thebe": 42700}),
    pol("tsc-fees#glider-hire",
        "Launch fees are charged separately from glider time. Club two-seaters and single-seaters are hired "
        "at P6.50 per flying minute, capped at P450 per flight. Flights of under 5 minutes after a cable "
        "break are not charged for glider time.", revision="2026"),
]

case(S, Q,
     "Masego, your 95-minute flight in the ASK 21 would have been P617.50 at P6.50 a minute, but glider hire "
     "is capped at P450 per flight, so you were charged P450.00 for the glider plus P180.00 for the winch "
     "launch: P630.00 in total.",
     EV,
     [sup("your 95-minute flight in the ASK 21"),
      sup("would have been P617.50 at P6.50 a minute"),
      sup("capped at P450 per flight"),
      sup("charged P450.00 for the glider"),
      sup("P180.00 for the winch"),
      sup("P630.00 in total")],
     domain=D, now=NOW, includes=["P450.00", "P630.00"],
     notes="TSC-F-55092: 95 min, uncapped 61750, cap 45000, launch 18000, total 63000.")

case(S, Q,
     "Flight TSC-F-55092: 1 h 35 min; glider hire P450.00 (the cap); winch launch P180.00; total P630.00.",
     EV,
     [sup("1 h 35 min"),
      sup("glider hire P450.00 (the cap)"),
      sup("winch launch P180.00"),
      sup("total P630.00")],
     domain=D, now=NOW, includes=["P630.00"],
     notes="duration PT1H35M on the statement; charge record lines.")

case(S, Q,
     "Glider time is charged per minute but never more than P450 a flight, and launches are billed on top; "
     "that's why Sunday's ASK 21 flight came to P630.00.",
     EV,
     [sup("never more than P450 a flight"),
      sup("launches are billed on top"),
      sup("Sunday's ASK 21 flight came to P630.00")],
     domain=D, now=NOW, includes=["P630.00"],
     notes="08/11/2026 was a Sunday (12:10Z = 14:10 local); policy states the cap and separate launch fees.")

case(S, Q,
     "Masego, your 95-minute flight comes to P617.50 for the glider at P6.50 a minute, plus P180.00 for the "
     "winch launch.",
     EV,
     [sup("your 95-minute flight"),
      con("comes to P617.50 for the glider", "AMOUNT_MISMATCH", "NLI_CONTRADICTION"),
      sup("plus P180.00 for the")],
     domain=D, now=NOW, errors=["wrong_amount"], excludes=["P617.50 for the glider"],
     notes="the P450 cap applies: glider_fee_thebe is 45000, not the uncapped 61750.")

case(S, Q,
     "Masego, your Sunday flight in the ASK 21 lasted 38 minutes and came to P427.00 including the launch.",
     EV,
     [con("lasted 38 minutes", "VALUE_MISMATCH"),
      con("came to P427.00", "AMOUNT_MISMATCH")],
     domain=D, now=NOW, errors=["other_record_value", "other_record_value"],
     excludes=["38 minutes", "P427.00"],
     notes="38 minutes and P427.00 belong to the LS4 flight TSC-F-55093; the ASK 21 flight was 95 "
           "minutes and P630.00.")

repair(S, Q,
       "Masego, your 95-minute flight hit the P450 cap for glider hire, and the winch launch was P180.00 on "
       "top, so P540.00 in total.",
       EV,
       [sup("your 95-minute flight hit the P450 cap"),
        sup("the winch launch was P180.00"),
        con("so P540.00 in total", "AMOUNT_MISMATCH")],
       domain=D, now=NOW, errors=["wrong_arithmetic"], excludes=["P540.00"],
       includes=["P630|630.00", "P450"],
       notes="450 + 180 = 630 (total_thebe 63000).")
