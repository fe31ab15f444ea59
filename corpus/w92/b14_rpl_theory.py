# Bundle 14 - drone-pilot certification: RPL theory exam not passed, mock exam distractor, retake
D = "drone-pilot certification"
S = "rpl-theory"
Q = "Did I pass the theory exam? I thought I was ready after the mock."
NOW = "2026-02-12T10:00:00+02:00"
EV = [
    rec("lrs#stmt-rpl-exam", "tool:lrs_query_statements", {
        "id": "7a3d5e90-b1c4-4f27-8e6a-d40f2c9b5813",
        "actor": {"mbox": "mailto:thato.bogatsu@mailbox.example", "name": "Thato Bogatsu"},
        "verb": {"id": "http://adlnet.gov/expapi/verbs/failed", "display": {"en-US": "failed"}},
        "object": {"id": "https://lrs.okavangorpas.example/activities/rpl/theory-exam",
                   "definition": {"name": {"en-US": "RPL Theory Exam"},
                                  "type": "http://adlnet.gov/expapi/activities/assessment"}},
        "result": {"score": {"raw": 34, "min": 0, "max": 50, "scaled": 0.68}, "success": False,
                   "completion": True, "duration": "PT58M"},
        "timestamp": "2026-02-10T09:30:00Z",
        "context": {"extensions": {"https://lrs.okavangorpas.example/ext/attempt": 1,
                                   "https://lrs.okavangorpas.example/ext/exam-centre": "GABORONE-LAB-1"}}}),
    rec("lrs#stmt-rpl-mock", "tool:lrs_query_statements", {
        "id": "c58e1b42-09d7-4a6f-93b0-e7f2a4d61c05",
        "actor": {"mbox": "mailto:thato.bogatsu@mailbox.example", "name": "Thato Bogatsu"},
        "verb": {"id": "http://adlnet.gov/expapi/verbs/passed", "display": {"en-US": "passed"}},
        "object": {"id": "https://lrs.okavangorpas.example/activities/rpl/theory-mock",
                   "definition": {"name": {"en-US": "RPL Theory mock exam"}}},
        "result": {"score": {"raw": 39, "min": 0, "max": 50, "scaled": 0.78}, "success": True,
                   "completion": True, "duration": "PT47M"},
        "timestamp": "2026-02-03T15:05:00Z"}),
    rec("get_candidate#ORA-C-1187", "tool:get_candidate", {
        "candidate_no": "ORA-C-1187", "name": "Thato Bogatsu", "course": "RPL_MULTIROTOR_UP_TO_25KG",
        "theory": {"status": "NOT_PASSED", "attempts": 1},
        "retake": {"eligible_from": "2026-02-24", "fee_thebe": 75000, "status": "NOT_BOOKED"}}),
    pol("ora-exams#theory",
        "Mock exam scores do not count towards the theory pass. The RPL theory exam is passed at 70 percent. "
        "A candidate who does not pass may retake it after 14 days. The first retake is P750; later retakes "
        "are P1,200. A theory pass stays valid for 12 months for the practical assessment.", revision="2026-01"),
]

case(S, Q,
     "Thato, unfortunately not this time: you scored 34/50 (68%) on the RPL theory exam, and the pass mark "
     "is 70%. Your mock exam score of 78% doesn't count towards the pass. You can retake from 24/02/2026, and "
     "the first retake is P750.00.",
     EV,
     [sup("you scored 34/50 (68%) on the RPL theory exam"),
      sup("the pass mark is 70%"),
      sup("mock exam score of 78%"),
      sup("doesn't count towards the pass"),
      sup("You can retake from 24/02/2026"),
      sup("the first retake is P750.00")],
     domain=D, now=NOW, includes=["68%", "24/02/2026"],
     notes="exam statement failed at 0.68; mock 0.78; retake eligible_from 2026-02-24, fee_thebe 75000; "
           "policy: 70% pass, mocks do not count.")

case(S, Q,
     "Theory: 68%, not passed (70% needed). Retake open from 24 Feb; fee P750.",
     EV,
     [sup("Theory: 68%, not passed"),
      sup("(70% needed)"),
      sup("Retake open from 24 Feb"),
      sup("fee P750")],
     domain=D, now=NOW, includes=["68%", "24 Feb"],
     notes="same facts, terse.")

case(S, Q,
     "Thato, the exam on Tuesday came back at sixty-eight percent, two points under the seventy percent pass "
     "mark, so it's a retake; the fourteen-day wait means the earliest date is Tuesday 24 February.",
     EV,
     [sup("the exam on Tuesday came back at sixty-eight percent"),
      sup("two points under the seventy percent pass"),
      sup("so it's a retake"),
      sup("the fourteen-day wait"),
      sup("the earliest date is Tuesday 24 February")],
     domain=D, now=NOW, includes=["sixty-eight percent", "24 February"],
     notes="10/02/2026 was a Tuesday (09:30Z = 11:30 local); 14-day rule in the policy; eligible_from 24/02.")

case(S, Q,
     "Good news, Thato: you passed the RPL theory with 78%, and the pass mark is 70%.",
     EV,
     [con("you passed the RPL theory with 78%", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH"),
      sup("the pass mark is 70%")],
     domain=D, now=NOW, errors=["other_record_value"], excludes=["passed the RPL theory"],
     notes="78% is the mock exam; the real exam statement is failed at 68%.")

case(S, Q,
     "Thato, you scored 68% against a 70% pass mark. You can retake after 7 days, and the retake fee is "
     "P1,200.",
     EV,
     [sup("you scored 68% against a 70% pass mark"),
      con("You can retake after 7 days", "NLI_CONTRADICTION", "VALUE_MISMATCH", "DATE_MISMATCH"),
      con("the retake fee is P1,200", "AMOUNT_MISMATCH", "NLI_CONTRADICTION")],
     domain=D, now=NOW, errors=["wrong_period", "wrong_amount"],
     excludes=["after 7 days", "P1,200"],
     notes="policy: retake after 14 days; first retake P750 (retake.fee_thebe 75000); P1,200 is for later "
           "retakes.")

repair(S, Q,
       "Thato, you scored 34 out of 50 (68%), just under the 70% pass mark. You can retake the exam from "
       "17/02/2026, and the first retake costs P750.00.",
       EV,
       [sup("you scored 34 out of 50 (68%)"),
        sup("just under the 70% pass mark"),
        con("retake the exam from 17/02/2026", "DATE_MISMATCH"),
        sup("the first retake costs P750.00")],
       domain=D, now=NOW, errors=["wrong_date"], excludes=["17/02/2026"],
       includes=["24/02/2026|24 February|24/02|24 Feb", "P750"],
       notes="retake.eligible_from is 2026-02-24 (14 days after the 10/02 sitting).")
