# Bundle 02 - flight-training school: dual cross-country lesson, Hobbs billing, prepaid balance
D = "flight-training school"
S = "nav-billing"
Q = "How much did yesterday's nav flight cost, and what's left on my account?"
NOW = "2026-04-15T09:00:00+02:00"
EV = [
    rec("lrs#stmt-a8e0", "tool:lrs_query_statements", {
        "id": "a8e0d9c2-6f14-4c3b-b7a2-1e9f0c4d7735",
        "actor": {"mbox": "mailto:tumelo.phiri@mailbox.example", "name": "Tumelo Phiri"},
        "verb": {"id": "http://adlnet.gov/expapi/verbs/completed", "display": {"en-US": "completed"}},
        "object": {"id": "https://lrs.kalahariwings.example/activities/ppl-flight/nav-04",
                   "definition": {"name": {"en-US": "PPL-NAV-04 Dual cross-country Kgale-Mahalapye-Kgale"},
                                  "type": "http://adlnet.gov/expapi/activities/lesson"}},
        "result": {"success": True, "completion": True, "duration": "PT2H06M"},
        "timestamp": "2026-04-14T11:20:00Z",
        "context": {"instructor": {"mbox": "mailto:o.dikgang@kalahariwings.example",
                                   "name": "Onalenna Dikgang"},
                    "extensions": {
                        "https://lrs.kalahariwings.example/ext/aircraft": "A2-KWB",
                        "https://lrs.kalahariwings.example/ext/hobbs-start": "1423.6",
                        "https://lrs.kalahariwings.example/ext/hobbs-end": "1425.7",
                        "https://lrs.kalahariwings.example/ext/tach-start": "3310.2",
                        "https://lrs.kalahariwings.example/ext/tach-end": "3311.9"}}}),
    rec("get_student_account#KWFA-S-0388", "tool:get_student_account", {
        "account_no": "KWFA-S-0388", "student": "Tumelo Phiri", "currency": "BWP",
        "balance_before_thebe": 1200000,
        "charges": [{"posted": "2026-04-14", "desc": "Dual C172 A2-KWB NAV-04",
                     "hobbs_hours": "2.1", "rate_thebe_per_hour": 235000, "amount_thebe": 493500}],
        "balance_after_thebe": 706500, "min_dispatch_balance_thebe": 300000}),
    rec("get_booking#KW-BK-88104", "tool:get_aircraft_booking", {
        "booking_ref": "KW-BK-88104", "lesson": "PPL-NAV-05", "aircraft": "A2-KWD",
        "status": "CONFIRMED", "brief_at": "2026-04-17T07:00:00+02:00",
        "block_out_utc": "2026-04-17T05:45:00Z", "block_in_utc": "2026-04-17T08:15:00Z"}),
    pol("kwfa-billing#aircraft-time",
        "Aircraft time is billed on the Hobbs meter to the nearest tenth of an hour; tach time is "
        "recorded for maintenance only. Dual instruction in the C172 is P2,350 per Hobbs hour, "
        "instructor and fuel included. Ground briefings are not charged separately. The prepaid account "
        "must hold at least P3,000 before a lesson is dispatched.", revision="2025-11"),
]

case(S, Q,
     "Tumelo, yesterday's dual cross-country in A2-KWB logged 2.1 Hobbs hours. At P2,350 per Hobbs hour "
     "that came to P4,935.00, leaving P7,065.00 on your prepaid account. Your next lesson, NAV-05, is "
     "confirmed for Friday 17/04 with the briefing at 07:00.",
     EV,
     [sup("logged 2.1 Hobbs hours"),
      sup("At P2,350 per Hobbs hour"),
      sup("that came to P4,935.00"),
      sup("leaving P7,065.00 on your prepaid account"),
      sup("NAV-05, is confirmed for Friday 17/04"),
      sup("briefing at 07:00")],
     domain=D, now=NOW, includes=["P4,935.00", "P7,065.00"],
     notes="hobbs 1423.6->1425.7 = 2.1 h; charge 493500 thebe = P4,935.00; balance_after 706500 = "
           "P7,065.00; booking KW-BK-88104 brief_at 17/04 07:00 local.")

case(S, Q,
     "Billing for NAV-04 (14/04/2026):\n- Hobbs 1423.6 to 1425.7 = 2.1 h\n- Rate: P2,350/h dual, "
     "instructor and fuel included\n- Charge: P4,935.00\n- Prepaid balance now: P7,065.00 (minimum to "
     "dispatch is P3,000)",
     EV,
     [sup("Hobbs 1423.6 to 1425.7 = 2.1 h"),
      sup("Rate: P2,350/h dual"),
      sup("instructor and fuel included"),
      sup("Charge: P4,935.00"),
      sup("Prepaid balance now: P7,065.00"),
      sup("minimum to dispatch is P3,000")],
     domain=D, now=NOW, includes=["P4,935.00", "P7,065.00"],
     notes="hobbs-start/end extensions on stmt-a8e0; account charges and balance_after; policy gives "
           "the rate, what it includes and the P3,000 dispatch minimum.")

case(S, Q,
     "Yesterday's flight was billed at two point one Hobbs hours, which is four thousand nine hundred and "
     "thirty-five pula, and you have seven thousand and sixty-five pula left on account.",
     EV,
     [sup("billed at two point one Hobbs hours"),
      sup("four thousand nine hundred and thirty-five pula"),
      sup("seven thousand and sixty-five pula left on account")],
     domain=D, now=NOW, includes=["two point one", "seven thousand and sixty-five pula"],
     notes="same figures as the account record, written in words: 2.1 h, P4,935.00, P7,065.00.")

case(S, Q,
     "Tumelo, yesterday's NAV-04 logged 2.1 Hobbs hours, billed at P2,350 per hour: P4,935.00. Your "
     "prepaid balance is now P7,065.00. NAV-05 is confirmed for 17/04 with engine start and block-out at "
     "05:45.",
     EV,
     [sup("yesterday's NAV-04 logged 2.1 Hobbs hours"),
      sup("billed at P2,350 per hour: P4,935.00"),
      sup("prepaid balance is now P7,065.00"),
      con("block-out at 05:45", "DATE_MISMATCH", "VALUE_MISMATCH")],
     domain=D, now=NOW, errors=["unit_conversion"], excludes=["block-out at 05:45"],
     notes="block_out_utc 05:45Z is 07:45 local in Gaborone; the draft gives the Zulu time as local.")

case(S, Q,
     "Your NAV-04 flight was 1.7 hours on the Hobbs meter and was charged P4,935.00. After that you have "
     "P7,965.00 left on account.",
     EV,
     [con("1.7 hours on the Hobbs meter", "VALUE_MISMATCH"),
      sup("was charged P4,935.00"),
      con("P7,965.00 left on account", "AMOUNT_MISMATCH")],
     domain=D, now=NOW, errors=["wrong_role", "wrong_arithmetic"],
     excludes=["1.7 hours", "P7,965.00"],
     notes="1.7 is the tach interval (3310.2->3311.9), Hobbs is 2.1; 12,000.00 - 4,935.00 = 7,065.00, "
           "not 7,965.00.")

repair(S, Q,
       "Yesterday's dual nav in A2-KWB was 2.1 Hobbs hours at P2,350 per hour, P4,935.00 in total. Your "
       "prepaid balance stands at P12,000.00.",
       EV,
       [sup("was 2.1 Hobbs hours at P2,350 per hour"),
        sup("P4,935.00 in total"),
        con("prepaid balance stands at P12,000.00", "AMOUNT_MISMATCH")],
       domain=D, now=NOW, errors=["stale_value"], excludes=["P12,000.00"],
       includes=["P7,065|7,065.00|7065", "P4,935"],
       notes="P12,000.00 is balance_before; after the NAV-04 charge balance_after_thebe is 706500 "
             "(P7,065.00).")

case(S, Q,
     "Tumelo, the NAV-04 charge of P4,935.00 (2.1 Hobbs hours) has been posted, and NAV-05 is confirmed under "
     "booking KW-BK-88140 for Friday 17/04, briefing at 07:00.",
     EV,
     [sup("the NAV-04 charge of P4,935.00 (2.1 Hobbs hours) has been posted"),
      con("booking KW-BK-88140", "IDENTIFIER_MISMATCH")],
     domain=D, now=NOW, errors=["wrong_id"], excludes=["KW-BK-88140"],
     notes="the NAV-05 booking reference is KW-BK-88104 (digits transposed in the draft).")
