# Bundle 17 - drone-pilot certification: online ground-school progress, exam booking eligibility
D = "drone-pilot certification"
S = "groundschool-progress"
Q = "How far am I through the ground school, and can I book the theory exam yet?"
NOW = "2026-07-02T20:00:00+02:00"
EV = [
    rec("get_course_progress#ORA-E-3360", "tool:get_course_progress", {
        "enrolment_id": "ORA-E-3360", "learner": {"name": "Lame Molefhi", "mbox": "mailto:lame.m@mailbox.example"},
        "course": "RPL Ground School (online)", "enrolled_on": "2026-03-01", "enrolment_expires": "2026-08-31",
        "extensions_used": 0, "modules_total": 9, "modules_completed": 7, "time_logged": "PT14H20M",
        "modules": [
            {"code": "M01", "title": "Air Law for RPAS", "status": "COMPLETED"},
            {"code": "M02", "title": "Principles of Flight", "status": "COMPLETED"},
            {"code": "M03", "title": "Human Performance", "status": "COMPLETED"},
            {"code": "M04", "title": "Aircraft Systems", "status": "COMPLETED"},
            {"code": "M05", "title": "Navigation and Maps", "status": "COMPLETED"},
            {"code": "M06", "title": "Operational Procedures", "status": "COMPLETED"},
            {"code": "M07", "title": "Meteorology for RPAS", "status": "COMPLETED"},
            {"code": "M08", "title": "Airspace & NOTAMs", "status": "IN_PROGRESS"},
            {"code": "M09", "title": "Emergency Procedures", "status": "NOT_STARTED"}],
        "exam_booking_allowed": False}),
    rec("lrs#stmt-m07", "tool:lrs_query_statements", {
        "id": "91c0b7e4-2d58-4f6a-a3e9-5b14d8c0f276",
        "actor": {"mbox": "mailto:lame.m@mailbox.example", "name": "Lame Molefhi"},
        "verb": {"id": "http://adlnet.gov/expapi/verbs/completed", "display": {"en-US": "completed"}},
        "object": {"id": "https://lrs.okavangorpas.example/activities/ground/m07",
                   "definition": {"name": {"en-US": "Meteorology for RPAS"}}},
        "result": {"score": {"raw": 23, "min": 0, "max": 25, "scaled": 0.92}, "success": True,
                   "completion": True, "duration": "PT1H50M"},
        "timestamp": "2026-06-30T18:45:00Z"}),
    rec("lrs#stmt-m08", "tool:lrs_query_statements", {
        "id": "a4e82f19-60bd-4c73-9e05-f1d3b6a7c248",
        "actor": {"mbox": "mailto:lame.m@mailbox.example", "name": "Lame Molefhi"},
        "verb": {"id": "http://adlnet.gov/expapi/verbs/progressed", "display": {"en-US": "progressed"}},
        "object": {"id": "https://lrs.okavangorpas.example/activities/ground/m08",
                   "definition": {"name": {"en-US": "Airspace & NOTAMs"}}},
        "result": {"completion": False,
                   "extensions": {"https://w3id.org/xapi/cmi5/result/extensions/progress": 40}},
        "timestamp": "2026-07-01T19:10:00Z"}),
    pol("ora-groundschool#rules",
        "Online ground-school enrolment lasts six months. All nine modules must be completed, each with a "
        "quiz score of at least 80 percent, before the theory exam can be booked. Enrolment can be extended "
        "once, by two months, for P400.", revision="v2"),
]

case(S, Q,
     "Lame, you've completed 7 of the 9 modules, most recently Meteorology for RPAS with a 92% quiz score. "
     "Still to do: Airspace & NOTAMs (about 40% through) and Emergency Procedures. You can book the theory "
     "exam once all nine are complete, and your enrolment runs until 31/08/2026.",
     EV,
     [sup("you've completed 7 of the 9 modules"),
      sup("most recently Meteorology for RPAS with a 92% quiz score"),
      sup("Airspace & NOTAMs (about 40% through)"),
      sup("and Emergency Procedures"),
      sup("You can book the theory exam once all nine are complete"),
      sup("your enrolment runs until 31/08/2026")],
     domain=D, now=NOW, includes=["7 of the 9", "31/08/2026"],
     notes="modules_completed 7/9; M07 completed at 0.92; M08 progress 40; M09 NOT_STARTED; policy "
           "requires all nine before booking; enrolment_expires 2026-08-31.")

case(S, Q,
     "Progress: 7/9 modules, 14 h 20 min logged. Exam booking: not yet, all nine modules first. Enrolment "
     "ends 31 August 2026 (one 2-month extension available for P400).",
     EV,
     [sup("Progress: 7/9 modules"),
      sup("14 h 20 min logged"),
      sup("Exam booking: not yet"),
      sup("all nine modules first"),
      sup("Enrolment ends 31 August 2026"),
      sup("one 2-month extension available for P400")],
     domain=D, now=NOW, includes=["7/9", "31 August 2026"],
     notes="time_logged PT14H20M; exam_booking_allowed false; extensions_used 0 and the policy allows "
           "one, two months, P400.")

case(S, Q,
     "Lame, you've finished 7 of 9 modules, so there's just one to go before you can book the theory exam.",
     EV,
     [sup("you've finished 7 of 9 modules"),
      con("there's just one to go", "VALUE_MISMATCH")],
     domain=D, now=NOW, errors=["wrong_arithmetic"], excludes=["just one to go"],
     notes="9 - 7 = 2 modules remain (M08 in progress, M09 not started).")

case(S, Q,
     "Lame, your latest module, Meteorology for RPAS, was completed on 30/06 at 18:45 with 92%. Two modules "
     "remain, and your enrolment runs until 31/08/2026.",
     EV,
     [con("was completed on 30/06 at 18:45", "DATE_MISMATCH", "VALUE_MISMATCH"),
      sup("with 92%"),
      sup("Two modules remain"),
      sup("your enrolment runs until 31/08/2026")],
     domain=D, now=NOW, errors=["unit_conversion"], excludes=["at 18:45"],
     notes="timestamp 18:45Z is 20:45 in Gaborone; the draft gives the UTC time as local.")

repair(S, Q,
       "Lame, you've completed 7 of the 9 modules; Airspace & NOTAMs and Emergency Procedures remain. Your "
       "enrolment runs until 31/08/2026 and can be extended once by 2 months for P4,000.",
       EV,
       [sup("you've completed 7 of the 9 modules"),
        sup("Airspace & NOTAMs and Emergency Procedures remain"),
        sup("enrolment runs until 31/08/2026"),
        con("can be extended once by 2 months for P4,000", "NLI_CONTRADICTION", "AMOUNT_MISMATCH",
            "VALUE_MISMATCH")],
       domain=D, now=NOW, errors=["wrong_amount"], excludes=["P4,000"],
       includes=["P400|400.00", "31/08/2026"],
       notes="the policy prices the one two-month extension at P400.")
