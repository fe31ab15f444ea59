# Bundle 04 - flight-training school: first-solo eligibility, endorsement pending
D = "flight-training school"
S = "solo-ready"
Q = "Am I cleared to go solo this week?"
NOW = "2026-06-04T08:30:00+02:00"
EV = [
    rec("lrs#stmt-5f2b", "tool:lrs_query_statements", {
        "id": "5f2b7e11-90c4-4d8a-a3f6-2b7c9e0d4a18",
        "actor": {"mbox": "mailto:b.otukile@mailbox.example", "name": "Boitumelo Otukile"},
        "verb": {"id": "http://adlnet.gov/expapi/verbs/passed", "display": {"en-US": "passed"}},
        "object": {"id": "https://lrs.kalahariwings.example/activities/pre-solo/written",
                   "definition": {"name": {"en-US": "Pre-solo written exam (C172, Kgale local procedures)"},
                                  "type": "http://adlnet.gov/expapi/activities/assessment"}},
        "result": {"score": {"raw": 27, "min": 0, "max": 30, "scaled": 0.9},
                   "success": True, "completion": True, "duration": "PT38M"},
        "timestamp": "2026-06-02T12:05:00Z"}),
    rec("get_student_profile#KWFA-S-0611", "tool:get_student_profile", {
        "student_no": "KWFA-S-0611", "name": "Boitumelo Otukile",
        "medical": {"class": "CLASS_2", "valid_to": "2026-11-30"},
        "student_pilot_licence": {"no": "SPL-0932", "status": "VALID", "valid_to": "2027-01-31"},
        "solo_endorsement": {"status": "PENDING_CFI_SIGNOFF", "requested_at": "2026-06-03T08:00:00+02:00"},
        "totals": {"dual_hours": "14.6", "solo_hours": "0.0", "circuits_completed": 38}}),
    pol("kwfa-solo#requirements",
        "There is no minimum number of dual hours for a first solo, though most students are ready "
        "between 12 and 20 hours. A first solo needs a passed pre-solo written exam (80 percent or more), "
        "a valid Class 2 medical, a valid student pilot licence, and a solo endorsement signed by the Chief "
        "Flying Instructor after a pre-solo check flight. First solos are flown only between 07:00 and "
        "10:00 local with the surface wind under 12 knots.", revision="v3"),
]

case(S, Q,
     "Not yet, Boitumelo. You've passed the pre-solo written exam with 27/30 (90%), your Class 2 medical is "
     "valid until 30/11/2026 and your student pilot licence is valid, but the CFI's solo endorsement is "
     "still pending. Once it is signed after your pre-solo check flight, first solos are flown between 07:00 "
     "and 10:00 with the surface wind under 12 knots.",
     EV,
     [sup("passed the pre-solo written exam with 27/30 (90%)"),
      sup("Class 2 medical is valid until 30/11/2026"),
      sup("your student pilot licence is valid"),
      sup("the CFI's solo endorsement is still pending"),
      sup("signed after your pre-solo check flight"),
      sup("flown between 07:00 and 10:00"),
      sup("surface wind under 12 knots")],
     domain=D, now=NOW, includes=["pending", "30/11/2026"],
     notes="solo_endorsement.status PENDING_CFI_SIGNOFF; medical valid_to 2026-11-30; SPL status VALID; "
           "policy sets the time window and the 12-knot wind limit.")

case(S, Q,
     "Solo checklist:\n- Pre-solo exam: passed, 90% (80% needed)\n- Medical: Class 2, valid to 30/11/2026\n"
     "- SPL-0932: valid to 31/01/2027\n- CFI solo endorsement: pending\nSo no solo yet.",
     EV,
     [sup("Pre-solo exam: passed, 90%"),
      sup("(80% needed)"),
      sup("Medical: Class 2, valid to 30/11/2026"),
      sup("SPL-0932: valid to 31/01/2027"),
      sup("CFI solo endorsement: pending"),
      sup("So no solo yet")],
     domain=D, now=NOW, includes=["pending", "SPL-0932"],
     notes="each line maps to the profile record or the pre-solo statement; 80% threshold is in the policy.")

case(S, Q,
     "Boitumelo, you are not cleared for solo yet: your endorsement request from 03/06 is waiting for the "
     "Chief Flying Instructor's sign-off, which follows a pre-solo check flight.",
     EV,
     [sup("you are not cleared for solo yet"),
      sup("endorsement request from 03/06 is waiting for the Chief Flying Instructor's sign-off"),
      sup("which follows a pre-solo check flight")],
     domain=D, now=NOW, includes=["not cleared for solo yet"],
     notes="requested_at 2026-06-03, status PENDING_CFI_SIGNOFF; policy ties sign-off to the check flight.")

case(S, Q,
     "Good news, Boitumelo: you're cleared for your first solo. You passed the pre-solo exam with 90% and "
     "your Class 2 medical runs to 30/11/2026.",
     EV,
     [con("you're cleared for your first solo", "RECORD_STATE_MISMATCH"),
      sup("passed the pre-solo exam with 90%"),
      sup("medical runs to 30/11/2026")],
     domain=D, now=NOW, errors=["wrong_state"], excludes=["cleared for your first solo"],
     notes="solo_endorsement.status is PENDING_CFI_SIGNOFF, so the student is not cleared.")

case(S, Q,
     "Boitumelo, your solo endorsement is waiting for the CFI's signature; you have passed the pre-solo exam "
     "(90%) and your medical is valid to 30/11/2026. You also need at least 15 dual hours before going "
     "solo, and you have 14.6 on record.",
     EV,
     [sup("your solo endorsement is waiting for the CFI's signature"),
      sup("passed the pre-solo exam"),
      sup("medical is valid to 30/11/2026"),
      con("You also need at least 15 dual hours before going solo", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
      sup("you have 14.6 on record")],
     domain=D, now=NOW, errors=["wrong_policy_condition"], excludes=["at least 15 dual hours"],
     notes="policy: there is no minimum number of dual hours for a first solo; dual_hours 14.6 is right.")

repair(S, Q,
       "Boitumelo, not yet: the CFI has still to sign your solo endorsement. You passed the pre-solo exam "
       "with 27/30, and your Class 2 medical is valid to 30/11/2026. First solos go between 07:00 and 10:00 "
       "local when the surface wind is under 20 knots.",
       EV,
       [sup("the CFI has still to sign your solo endorsement"),
        sup("passed the pre-solo exam with 27/30"),
        sup("Class 2 medical is valid to 30/11/2026"),
        sup("First solos go between 07:00 and 10:00"),
        con("surface wind is under 20 knots", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
       domain=D, now=NOW, errors=["wrong_value"], excludes=["under 20 knots"],
       includes=["12 knots|12 kt|12kt", "27/30"],
       notes="policy sets the first-solo surface wind limit at under 12 knots.")
