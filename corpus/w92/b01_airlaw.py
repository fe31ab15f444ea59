# Bundle 01 - flight-training school: PPL theory Air Law result + next exam booking
D = "flight-training school"
S = "airlaw-result"
Q = "Hi, did I pass Air Law this time? And is my Met exam still on?"
NOW = "2026-03-10T10:05:00+02:00"
EV = [
    rec("lrs#stmt-7c41", "tool:lrs_query_statements", {
        "id": "7c41e2a0-5b9d-4f6e-9a11-0d2b8e3f6a51",
        "actor": {"mbox": "mailto:kagiso.molefe@mailbox.example", "name": "Kagiso Molefe"},
        "verb": {"id": "http://adlnet.gov/expapi/verbs/passed", "display": {"en-US": "passed"}},
        "object": {"id": "https://lrs.kalahariwings.example/activities/ppl-theory/air-law",
                   "definition": {"name": {"en-US": "PPL Theory - Air Law"},
                                  "type": "http://adlnet.gov/expapi/activities/assessment"}},
        "result": {"score": {"raw": 41, "min": 0, "max": 50, "scaled": 0.82},
                   "success": True, "completion": True, "duration": "PT1H12M"},
        "timestamp": "2026-03-09T07:42:10Z",
        "context": {"extensions": {
            "https://lrs.kalahariwings.example/ext/attempt": 2,
            "https://lrs.kalahariwings.example/ext/exam-centre": "KGALE-CLASSROOM-2",
            "https://lrs.kalahariwings.example/ext/invigilator": "T. Sebego"}}}),
    rec("lrs#stmt-19ad", "tool:lrs_query_statements", {
        "id": "19ad03f7-2c61-4b8e-8d0e-55a7c2e9b104",
        "actor": {"mbox": "mailto:kagiso.molefe@mailbox.example", "name": "Kagiso Molefe"},
        "verb": {"id": "http://adlnet.gov/expapi/verbs/failed", "display": {"en-US": "failed"}},
        "object": {"id": "https://lrs.kalahariwings.example/activities/ppl-theory/air-law",
                   "definition": {"name": {"en-US": "PPL Theory - Air Law"},
                                  "type": "http://adlnet.gov/expapi/activities/assessment"}},
        "result": {"score": {"raw": 33, "min": 0, "max": 50, "scaled": 0.66},
                   "success": False, "completion": True, "duration": "PT1H30M"},
        "timestamp": "2026-02-23T06:15:44Z",
        "context": {"extensions": {
            "https://lrs.kalahariwings.example/ext/attempt": 1,
            "https://lrs.kalahariwings.example/ext/exam-centre": "KGALE-CLASSROOM-1"}}}),
    rec("get_exam_booking#KW-EXM-20931", "tool:get_exam_booking", {
        "booking_ref": "KW-EXM-20931", "candidate_no": "KWFA-S-0472", "paper": "PPL_MET",
        "paper_name": "Meteorology", "status": "CONFIRMED",
        "starts_at": "2026-03-20T08:00:00+02:00", "room": "KGALE-CLASSROOM-2",
        "fee_thebe": 45000, "fee_paid": True}),
    pol("kwfa-ground-school#exams",
        "Each PPL theory paper is marked out of its stated maximum. A candidate who fails a paper may "
        "rewrite it after a stand-down of at least 7 days. A paper is passed at 75 percent or higher. "
        "No more than three attempts per paper are allowed within an 18-month window. A passed paper "
        "counts towards licence issue for 24 months from the date it was passed. Exam fees are payable "
        "at booking and are not refundable within 48 hours of the sitting.", revision="2026-01"),
]

case(S, Q,
     "Morning Kagiso, you passed Air Law on your second attempt with 41 out of 50 (82%). The pass mark "
     "is 75%. Your Meteorology paper is confirmed for 20/03/2026 at 08:00 in Classroom 2 at Kgale. The "
     "Air Law pass counts towards your licence issue for 24 months from 09/03/2026.",
     EV,
     [sup("you passed Air Law on your second attempt"),
      sup("41 out of 50 (82%)"),
      sup("The pass mark is 75%"),
      sup("Meteorology paper is confirmed for 20/03/2026 at 08:00"),
      sup("24 months from 09/03/2026")],
     domain=D, now=NOW, includes=["82%", "20/03/2026"],
     notes="stmt-7c41: verb passed, raw 41/50 scaled 0.82, attempt 2, timestamp 09/03 07:42Z; booking "
           "KW-EXM-20931 CONFIRMED 20/03 08:00 local; policy: pass at 75%, counts 24 months.")

case(S, Q,
     "Air Law status check:\n- Result: PASS, attempt 2 of the 3 allowed\n- Score: 41/50, scaled 0.82 "
     "(pass mark 75%)\n- Sat: 09/03/2026, 1 hour 12 minutes on the paper\n- Next: Meteorology, "
     "20 March 2026, 08:00, fee already paid",
     EV,
     [sup("Result: PASS"),
      sup("attempt 2 of the 3 allowed"),
      sup("Score: 41/50, scaled 0.82"),
      sup("(pass mark 75%)"),
      sup("Sat: 09/03/2026"),
      sup("1 hour 12 minutes on the paper"),
      sup("Next: Meteorology, 20 March 2026, 08:00"),
      sup("fee already paid")],
     domain=D, now=NOW, includes=["41/50", "20 March 2026"],
     notes="duration PT1H12M and attempt 2 on stmt-7c41; three attempts per paper in the policy; "
           "fee_paid true on the exam booking.")

case(S, Q,
     "Yes, Air Law passed, 82%, finished on 9 March at 09:42 local time; Met on 20/03 at 08:00 stands.",
     EV,
     [sup("Air Law passed, 82%"),
      sup("finished on 9 March at 09:42 local time"),
      sup("Met on 20/03 at 08:00 stands")],
     domain=D, now=NOW, includes=["82%", "09:42"],
     notes="timestamp 2026-03-09T07:42:10Z is 09:42 in Gaborone (UTC+2); booking starts_at 20/03 08:00.")

case(S, Q,
     "Morning Kagiso, you passed Air Law on your second attempt with 41 out of 50 (82%). You finished "
     "the paper at 07:42 on 09/03/2026, after 1 hour 30 minutes. Your Meteorology paper is confirmed for "
     "20/03/2026 at 08:00.",
     EV,
     [sup("you passed Air Law on your second attempt"),
      sup("41 out of 50 (82%)"),
      con("You finished the paper at 07:42 on 09/03/2026", "DATE_MISMATCH", "VALUE_MISMATCH"),
      con("after 1 hour 30 minutes", "VALUE_MISMATCH"),
      sup("Meteorology paper is confirmed for 20/03/2026 at 08:00")],
     domain=D, now=NOW, errors=["unit_conversion", "other_record_value"],
     excludes=["at 07:42", "1 hour 30 minutes"],
     notes="07:42 is the Zulu timestamp, 09:42 local; PT1H30M is the failed first attempt "
           "(stmt-19ad), this pass took PT1H12M.")

case(S, Q,
     "Well done, Kagiso: Air Law is passed at 82% (41/50). Your Meteorology sitting on 20/03/2026 at 08:00 "
     "is confirmed, and the exam fee can be refunded if you cancel up to 24 hours before the sitting. The "
     "Air Law pass counts towards licence issue for 24 months.",
     EV,
     [sup("Air Law is passed at 82% (41/50)"),
      sup("Meteorology sitting on 20/03/2026 at 08:00"),
      con("refunded if you cancel up to 24 hours before the sitting", "NLI_CONTRADICTION",
          "VALUE_MISMATCH"),
      sup("counts towards licence issue for 24 months")],
     domain=D, now=NOW, errors=["wrong_policy_condition"],
     excludes=["up to 24 hours before"],
     notes="policy: exam fees are not refundable within 48 hours of the sitting, so a 24-hour refund "
           "window contradicts it.")

repair(S, Q,
       "Kagiso, you passed Air Law with 41 out of 50 (82%) on your second attempt. Your Meteorology paper "
       "is booked for 20/03/2026 at 08:00 and the P45,000 exam fee is already paid.",
       EV,
       [sup("you passed Air Law with 41 out of 50 (82%)"),
        sup("Meteorology paper is booked for 20/03/2026 at 08:00"),
        con("the P45,000 exam fee is already paid", "AMOUNT_MISMATCH", "VALUE_MISMATCH")],
       domain=D, now=NOW, errors=["unit_conversion"],
       excludes=["P45,000"], includes=["P450|450.00|BWP 450", "82%", "20/03/2026"],
       notes="fee_thebe 45000 is P450.00 (thebe read as pula in the draft).")
