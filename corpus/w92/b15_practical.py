# Bundle 15 - drone-pilot certification: practical flight assessment preparation
D = "drone-pilot certification"
S = "practical-prep"
Q = "What do I need to bring for my practical on Wednesday?"
NOW = "2026-04-19T14:00:00+02:00"
EV = [
    rec("get_assessment_booking#ORA-PA-2291", "tool:get_assessment_booking", {
        "booking_ref": "ORA-PA-2291", "candidate": {"no": "ORA-C-1204", "name": "Kenosi Radipabe"},
        "status": "CONFIRMED", "starts_at": "2026-04-22T09:00:00+02:00",
        "site": "Mmamashia training field", "assessor": "E. Baitseng",
        "aircraft": {"supplied_by": "CANDIDATE", "registration": "RPA-BW-00817", "mtom_kg": "0.9"},
        "insurance_cert_status": "RECEIVED", "fee_thebe": 250000, "fee_status": "PAID"}),
    rec("get_candidate#ORA-C-1204", "tool:get_candidate", {
        "candidate_no": "ORA-C-1204", "name": "Kenosi Radipabe",
        "theory": {"status": "PASSED", "passed_on": "2026-01-15", "valid_to": "2027-01-15"},
        "other_aircraft": [{"registration": "RPA-BW-00871", "status": "DEREGISTERED"}]}),
    pol("ora-practical#candidate-guide",
        "Candidates flying their own aircraft must hold proof of third-party insurance and bring at least "
        "three charged batteries. The assessment lasts about 90 minutes including the pre-flight briefing. "
        "Assessments run only in winds below 20 knots and visibility above 5 km; if weather stops an "
        "assessment, it is rebooked at no charge. Arriving more than 15 minutes late forfeits the slot.",
        revision="v3"),
]

case(S, Q,
     "Practical assessment, Wednesday 22/04 at 09:00, Mmamashia training field:\n- Your own aircraft, "
     "RPA-BW-00817 (insurance certificate already received)\n- At least three charged batteries\n- Allow "
     "about 90 minutes, briefing included\n- Be on time: more than 15 minutes late forfeits the slot",
     EV,
     [sup("Practical assessment, Wednesday 22/04 at 09:00, Mmamashia training field"),
      sup("Your own aircraft, RPA-BW-00817"),
      sup("insurance certificate already received"),
      sup("At least three charged batteries"),
      sup("about 90 minutes, briefing included"),
      sup("more than 15 minutes late forfeits the slot")],
     domain=D, now=NOW, includes=["RPA-BW-00817", "three charged batteries"],
     notes="booking ORA-PA-2291 CONFIRMED 22/04 09:00, aircraft supplied by candidate, insurance "
           "RECEIVED; checklist items from the candidate guide.")

case(S, Q,
     "Kenosi, you're booked with assessor E. Baitseng on 22 April at 09:00. Your P2,500.00 fee is paid, and "
     "if the weather stops the assessment it is rebooked free of charge.",
     EV,
     [sup("you're booked with assessor E. Baitseng on 22 April at 09:00"),
      sup("Your P2,500.00 fee is paid"),
      sup("if the weather stops the assessment it is rebooked free of charge")],
     domain=D, now=NOW, includes=["P2,500.00", "22 April"],
     notes="fee_thebe 250000 PAID; policy: weather-stopped assessments are rebooked at no charge.")

case(S, Q,
     "Kenosi, bring RPA-BW-00817 and two charged batteries; we still need your insurance certificate before "
     "Wednesday.",
     EV,
     [con("two charged batteries", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
      con("we still need your insurance certificate", "RECORD_STATE_MISMATCH")],
     domain=D, now=NOW, errors=["wrong_quantity", "wrong_state"],
     excludes=["two charged batteries", "still need your insurance"],
     notes="policy asks for at least three batteries; insurance_cert_status is RECEIVED.")

case(S, Q,
     "Kenosi, your practical is on Wednesday 22/04 at 09:00 at Mmamashia. Bring RPA-BW-00817 and at least "
     "three charged batteries, and allow about 45 minutes for the assessment, briefing included.",
     EV,
     [sup("your practical is on Wednesday 22/04 at 09:00 at Mmamashia"),
      sup("Bring RPA-BW-00817"),
      con("allow about 45 minutes for the assessment", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
     domain=D, now=NOW, errors=["wrong_period"], excludes=["about 45 minutes"],
     notes="candidate guide: about 90 minutes including the briefing.")

repair(S, Q,
       "Kenosi, your practical is on 22/04/2026 at 09:00 with E. Baitseng. Bring your aircraft, RPA-BW-00871, "
       "and at least three charged batteries.",
       EV,
       [sup("your practical is on 22/04/2026 at 09:00 with E. Baitseng"),
        con("RPA-BW-00871", "IDENTIFIER_MISMATCH"),
        sup("at least three charged batteries")],
       domain=D, now=NOW, errors=["wrong_id"], excludes=["RPA-BW-00871"],
       includes=["RPA-BW-00817|00817", "three charged batteries"],
       notes="the booked aircraft is RPA-BW-00817; 00871 is a deregistered aircraft on the candidate record.")
