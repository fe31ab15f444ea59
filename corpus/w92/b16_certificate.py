# Bundle 16 - drone-pilot certification: certificate issued, number vs application reference
D = "drone-pilot certification"
S = "rpc-issued"
Q = "Has my certificate been issued yet? What's my certificate number?"
NOW = "2026-05-07T09:00:00+02:00"
EV = [
    rec("get_certificate#ORA-APP-77310", "tool:get_certificate_application", {
        "application_ref": "ORA-APP-77310", "candidate": {"no": "ORA-C-1150", "name": "Onkemetse Ditshego"},
        "status": "ISSUED",
        "certificate": {"number": "RPC-BW-2026-00412", "issued_on": "2026-05-04", "valid_to": "2028-05-03",
                        "category": "MULTIROTOR_UP_TO_25KG", "ratings": ["VLOS"]},
        "delivery": {"method": "COURIER", "status": "DISPATCHED", "tracking": "BWX-5521908",
                     "dispatched_at": "2026-05-06T13:20:00+02:00"}}),
    rec("lrs#stmt-course-complete", "tool:lrs_query_statements", {
        "id": "3d9f0a6b-e47c-4182-b5d3-6a1e8c27f940",
        "actor": {"mbox": "mailto:onkemetse.d@mailbox.example", "name": "Onkemetse Ditshego"},
        "verb": {"id": "http://adlnet.gov/expapi/verbs/completed", "display": {"en-US": "completed"}},
        "object": {"id": "https://lrs.okavangorpas.example/activities/rpl/course",
                   "definition": {"name": {"en-US": "RPL Multirotor course (up to 25 kg)"}}},
        "result": {"success": True, "completion": True, "duration": "PT31H40M"},
        "timestamp": "2026-04-28T14:00:00Z"}),
    psg("kb-ora#after-certification",
        "Certificate holders must carry the printed card or the digital copy whenever they fly.\nA remote "
        "pilot certificate is not an approval for commercial work; paid operations need a separate operator "
        "approval.", source="kb:okavangorpas/after-certification"),
    pol("ora-certificates#issue",
        "A digital copy of the certificate is emailed on the day of issue; the printed card follows by "
        "courier within 5 working days. Remote pilot certificates are valid for 24 months. A certificate "
        "allows visual line-of-sight (VLOS) operations only; flying beyond visual line of sight needs the "
        "separate BVLOS rating course.", revision="2025-09"),
]

case(S, Q,
     "Onkemetse, yes: your remote pilot certificate RPC-BW-2026-00412 was issued on 04/05/2026 and is valid "
     "until 03/05/2028. It covers multirotors up to 25 kg for visual line-of-sight operations. The printed "
     "card was couriered on 06/05 with tracking number BWX-5521908.",
     EV,
     [sup("certificate RPC-BW-2026-00412 was issued on 04/05/2026"),
      sup("valid until 03/05/2028"),
      sup("covers multirotors up to 25 kg for visual line-of-sight operations"),
      sup("card was couriered on 06/05 with tracking number BWX-5521908")],
     domain=D, now=NOW, includes=["RPC-BW-2026-00412", "03/05/2028"],
     notes="application ISSUED; certificate block gives number, dates, category, VLOS rating; delivery "
           "DISPATCHED 06/05 with tracking.")

case(S, Q,
     "Certificate no.: RPC-BW-2026-00412\nStatus: issued\nValid to: 3 May 2028\nCard: dispatched by courier "
     "(BWX-5521908)",
     EV,
     [sup("Certificate no.: RPC-BW-2026-00412"),
      sup("Status: issued"),
      sup("Valid to: 3 May 2028"),
      sup("Card: dispatched by courier (BWX-5521908)")],
     domain=D, now=NOW, includes=["RPC-BW-2026-00412", "3 May 2028"],
     notes="fields of the certificate and delivery blocks.")

case(S, Q,
     "Your certificate is issued and valid for 24 months; note it's VLOS only, so flying beyond visual line "
     "of sight needs the separate BVLOS rating course.",
     EV,
     [sup("Your certificate is issued"),
      sup("valid for 24 months"),
      sup("note it's VLOS only"),
      sup("needs the separate BVLOS rating course")],
     domain=D, now=NOW, includes=["24 months", "VLOS only"],
     notes="04/05/2026 to 03/05/2028 is 24 months as the policy says; ratings [VLOS].")

case(S, Q,
     "Onkemetse, your certificate has been issued. Your certificate number is ORA-APP-77310, valid until "
     "03/05/2028.",
     EV,
     [sup("your certificate has been issued"),
      con("Your certificate number is ORA-APP-77310", "IDENTIFIER_MISMATCH", "VALUE_MISMATCH"),
      sup("valid until 03/05/2028")],
     domain=D, now=NOW, errors=["wrong_role"], excludes=["number is ORA-APP-77310"],
     notes="ORA-APP-77310 is the application reference; the certificate number is RPC-BW-2026-00412.")

case(S, Q,
     "Your certificate RPC-BW-2026-00412 is issued and includes a BVLOS rating, and the printed card has "
     "been delivered to you.",
     EV,
     [sup("Your certificate RPC-BW-2026-00412 is issued"),
      con("includes a BVLOS rating", "VALUE_MISMATCH", "NLI_CONTRADICTION"),
      con("the printed card has been delivered", "RECORD_STATE_MISMATCH")],
     domain=D, now=NOW, errors=["unlisted_perk", "wrong_state"],
     excludes=["includes a BVLOS rating", "has been delivered"],
     notes="ratings list is [VLOS] and BVLOS needs a separate course; delivery status is DISPATCHED, not "
           "delivered.")

repair(S, Q,
       "Onkemetse, your certificate RPC-BW-2026-00412 was issued on 04/05/2026 and is valid until 03/05/2027.",
       EV,
       [sup("RPC-BW-2026-00412 was issued on 04/05/2026"),
        con("valid until 03/05/2027", "DATE_MISMATCH")],
       domain=D, now=NOW, errors=["wrong_date"], excludes=["03/05/2027"],
       includes=["03/05/2028|3 May 2028|3/5/2028", "RPC-BW-2026-00412"],
       notes="certificate.valid_to is 2028-05-03 (24 months).")

case(S, Q,
     "Onkemetse, certificate RPC-BW-2026-00412 is issued; until the card arrives, carry the digital copy "
     "whenever you fly. Paid work needs a separate operator approval on top of the certificate.",
     EV,
     [sup("certificate RPC-BW-2026-00412 is issued"),
      sup("carry the digital copy whenever you fly"),
      sup("Paid work needs a separate operator approval")],
     domain=D, now=NOW, includes=["RPC-BW-2026-00412"],
     notes="application ISSUED, card DISPATCHED not yet arrived; KB on carrying the certificate and on "
           "commercial work.")

case(S, Q,
     "Onkemetse, your certificate RPC-BW-2026-00412 is issued, valid until 03/05/2028, and it also covers paid "
     "survey and photography work.",
     EV,
     [sup("your certificate RPC-BW-2026-00412 is issued"),
      sup("valid until 03/05/2028"),
      con("it also covers paid survey and photography work", "NLI_CONTRADICTION")],
     domain=D, now=NOW, errors=["invented_fact"], excludes=["covers paid survey"],
     notes="KB: a remote pilot certificate is not an approval for commercial work.")
