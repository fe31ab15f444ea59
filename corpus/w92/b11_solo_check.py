# Bundle 11 - gliding club: solo check passed, restrictions, Bronze badge progress
D = "gliding club"
S = "solo-check"
Q = "What happens now I've passed my solo check? When can I start on Bronze?"
NOW = "2026-05-18T08:00:00+02:00"
EV = [
    rec("lrs#stmt-solo", "tool:lrs_query_statements", {
        "id": "b6c1e4f8-3a07-4d2e-9f5b-81c6d7a0e392",
        "actor": {"mbox": "mailto:otsile.mogwe@mailbox.example", "name": "Otsile Mogwe"},
        "verb": {"id": "http://adlnet.gov/expapi/verbs/passed", "display": {"en-US": "passed"}},
        "object": {"id": "https://lrs.tsodilosoaring.example/activities/solo-check",
                   "definition": {"name": {"en-US": "Solo check - ASK 21 winch circuits"}}},
        "result": {"success": True, "completion": True, "duration": "PT41M"},
        "timestamp": "2026-05-16T10:20:00Z",
        "context": {"instructor": {"name": "R. Kgari", "mbox": "mailto:r.kgari@tsodilosoaring.example"},
                    "extensions": {"https://lrs.tsodilosoaring.example/ext/launches": 3,
                                   "https://lrs.tsodilosoaring.example/ext/cable-break-exercise": "COMPLETED"}}}),
    rec("lrs#stmt-bronze-theory", "tool:lrs_query_statements", {
        "id": "0fa2d8b3-7c64-4e19-a5d0-c2b94e6f1783",
        "actor": {"mbox": "mailto:otsile.mogwe@mailbox.example", "name": "Otsile Mogwe"},
        "verb": {"id": "http://adlnet.gov/expapi/verbs/failed", "display": {"en-US": "failed"}},
        "object": {"id": "https://lrs.tsodilosoaring.example/activities/bronze/theory",
                   "definition": {"name": {"en-US": "Bronze badge theory paper"}}},
        "result": {"score": {"raw": 26, "min": 0, "max": 40, "scaled": 0.65}, "success": False,
                   "completion": True, "duration": "PT55M"},
        "timestamp": "2026-04-25T08:00:00Z"}),
    rec("get_training_record#TSC-M-0411", "tool:get_training_record", {
        "member_no": "TSC-M-0411", "name": "Otsile Mogwe", "solo_status": "SOLO_APPROVED",
        "first_solo": "2026-05-16", "solo_launches": 1, "check_flights_for_bronze": 0,
        "restrictions": ["WINCH_ONLY", "MAX_SURFACE_WIND_15KT"]}),
    pol("tsc-training#after-solo",
        "After a first solo, every solo flight is briefed by the duty instructor. Newly solo pilots are "
        "limited to winch launches and surface winds up to 15 knots until they have 10 solo launches. The "
        "Bronze badge needs 15 solo launches, a passed theory paper (80 percent) and two check flights with "
        "an instructor.", revision="v5"),
]

case(S, Q,
     "Congratulations, Otsile: you passed your solo check on 16/05/2026 after 3 winch launches, including "
     "the cable-break exercise. For now, every solo flight is briefed by the duty instructor, and you're "
     "limited to winch launches in surface winds up to 15 knots until you have 10 solo launches.",
     EV,
     [sup("you passed your solo check on 16/05/2026"),
      sup("after 3 winch launches"),
      sup("including the cable-break exercise"),
      sup("every solo flight is briefed by the duty instructor"),
      sup("limited to winch launches in surface winds up to 15 knots"),
      sup("until you have 10 solo launches")],
     domain=D, now=NOW, includes=["16/05/2026", "15 knots"],
     notes="stmt-solo passed, launches 3, cable-break COMPLETED; restrictions WINCH_ONLY and 15 kt; "
           "policy sets the 10-launch threshold.")

case(S, Q,
     "Bronze checklist:\n1. 15 solo launches (1 logged so far)\n2. Theory paper at 80%: your April attempt "
     "scored 65%, so you'll need to pass it again\n3. Two check flights with an instructor (0 done)",
     EV,
     [sup("15 solo launches (1 logged so far)"),
      sup("Theory paper at 80%"),
      sup("your April attempt scored 65%"),
      sup("you'll need to pass it again"),
      sup("Two check flights with an instructor (0 done)")],
     domain=D, now=NOW, includes=["65%", "15 solo launches"],
     notes="solo_launches 1, check_flights_for_bronze 0; theory statement failed at scaled 0.65; policy "
           "lists the Bronze requirements.")

case(S, Q,
     "Otsile, you're now solo-approved, and Saturday's check with R. Kgari took 41 minutes over three winch "
     "launches.",
     EV,
     [sup("you're now solo-approved"),
      sup("Saturday's check with R. Kgari took 41 minutes"),
      sup("over three winch launches")],
     domain=D, now=NOW, includes=["41 minutes"],
     notes="solo_status SOLO_APPROVED; duration PT41M; 16/05/2026 was a Saturday.")

case(S, Q,
     "You passed your solo check on 16/05, Otsile. The Bronze badge needs 10 solo launches, a passed theory "
     "paper at 80% and two check flights with an instructor.",
     EV,
     [sup("You passed your solo check on 16/05"),
      con("The Bronze badge needs 10 solo launches", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
      sup("a passed theory paper at 80%"),
      sup("two check flights with an instructor")],
     domain=D, now=NOW, errors=["wrong_quantity"], excludes=["needs 10 solo launches"],
     notes="policy: Bronze needs 15 solo launches; 10 is the threshold for lifting the new-solo limits.")

case(S, Q,
     "Well done, Otsile: solo check passed, and your Bronze theory paper is passed as well. You may now "
     "take aerotow launches solo too, as long as the surface wind is under 15 knots.",
     EV,
     [sup("solo check passed"),
      con("your Bronze theory paper is passed as well", "RECORD_STATE_MISMATCH"),
      con("You may now take aerotow launches solo too", "NLI_CONTRADICTION", "RECORD_STATE_MISMATCH")],
     domain=D, now=NOW, errors=["wrong_state", "wrong_policy_condition"],
     excludes=["theory paper is passed", "aerotow launches solo"],
     notes="Bronze theory statement verb failed (0.65); restrictions WINCH_ONLY until 10 solo launches.")

repair(S, Q,
       "Otsile, you passed your solo check on 16/05/2026 after 3 winch launches. Until you have 10 solo "
       "launches, you're limited to winch launches and surface winds up to 25 knots.",
       EV,
       [sup("you passed your solo check on 16/05/2026"),
        sup("after 3 winch launches"),
        con("surface winds up to 25 knots", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
       domain=D, now=NOW, errors=["wrong_value"], excludes=["up to 25 knots"],
       includes=["15 knots|15 kt|15kt", "16/05/2026"],
       notes="restriction MAX_SURFACE_WIND_15KT and the policy give 15 knots.")

case(S, Q,
     "Otsile, your solo check with R. Kgosi on 16/05/2026 was passed after 3 winch launches, including the "
     "cable-break exercise.",
     EV,
     [con("your solo check with R. Kgosi", "VALUE_MISMATCH", "IDENTIFIER_MISMATCH"),
      sup("was passed after 3 winch launches"),
      sup("including the cable-break exercise")],
     domain=D, now=NOW, errors=["wrong_name"], excludes=["R. Kgosi"],
     notes="the solo-check statement's instructor is R. Kgari.")
