"""International school admissions: four scenarios (two siblings' offers, fees and deposit, entrance
assessment, waiting list with a refused priority flag)."""
from common import (add, rec, pol, kb, refused, status, change, epoch_ms, S, N, C, I, CI,
                    AMT, DATE, STATE, IDM, VAL, POLC, NOPOL, NOREC, NOTEX, FACTC, FACTN)

DOM = "international school admissions"

# =====================================================================================
# S1 two siblings: one offer, one waiting list
# =====================================================================================
SC = "sibling-offers"
S1_NAMES = {"customfield_10401": "Applicant", "customfield_10402": "Entry year group",
            "customfield_10403": "Offer expires", "customfield_10404": "Start date",
            "customfield_10405": "Waitlist position", "customfield_10406": "Campus"}
S1_EV = [
    rec("tracker.search#ADM-ferrante", "tool:tracker.search_issues", {
        "total": 2, "startAt": 0, "maxResults": 20,
        "issues": [
            {"id": "80310", "key": "ADM-3310",
             "fields": {"summary": "Admission 2026/27 - Ferrante, Luca",
                        "status": status("Offer Made", "indeterminate", 13004),
                        "customfield_10401": "Luca Ferrante", "customfield_10402": {"value": "YEAR_7"},
                        "customfield_10403": "2026-03-20", "customfield_10404": "2026-08-24",
                        "customfield_10406": {"value": "Rhine Valley International School - Senior Campus"}},
             "changelog": {"histories": [
                 change(140551, "2026-03-06T15:20:31.000+0100", "Admissions Office",
                        [("status", "Under Review", "Offer Made"), ("customfield_10403", None, "2026-03-20")])]}},
            {"id": "80311", "key": "ADM-3311",
             "fields": {"summary": "Admission 2026/27 - Ferrante, Giulia",
                        "status": status("Waitlisted", "indeterminate", 13006),
                        "customfield_10401": "Giulia Ferrante", "customfield_10402": {"value": "YEAR_4"},
                        "customfield_10405": 2, "customfield_10404": "2026-08-24",
                        "customfield_10406": {"value": "Rhine Valley International School - Junior Campus"}},
             "changelog": {"histories": [
                 change(140380, "2026-03-02T09:05:00.000+0100", "Admissions Office",
                        [("status", "Under Review", "Waitlisted"), ("customfield_10405", None, "5")]),
                 change(140702, "2026-03-10T16:47:19.000+0100", "Admissions Office",
                        [("customfield_10405", "5", "2")])]}},
        ],
        "names": S1_NAMES}),
    pol("policy#offers-waitlist",
        "An offer is accepted by signing the enrolment contract and paying the enrolment deposit by the expiry date "
        "shown in the offer. Offers that are not accepted by then lapse automatically. Siblings of enrolled students "
        "move ahead on the waiting list, but only once the older sibling's place has been accepted. Waiting-list "
        "positions can change in either direction.", revision="2026/27"),
]
S1_Q = "Could you tell me where we stand with both children's applications?"
S1_NOW = "2026-03-11T08:45:00+01:00"

add("053-sibling-offers", SC, DOM, S1_Q,
    "Dear Ms Ferrante, thank you for your patience. Luca has been offered a place in Year 7, starting on 24 August "
    "2026; to accept it, please sign the enrolment contract and pay the deposit by 20 March. Giulia's application "
    "for Year 4 is on the waiting list, currently in position 2.",
    S1_EV,
    [N("thank you for your patience"), S("Luca has been offered a place in Year 7"),
     S("starting on 24 August 2026"), S("sign the enrolment contract and pay the deposit by 20 March"),
     S("Giulia's application for Year 4 is on the waiting list"), S("currently in position 2")],
    notes="ADM-3310 Offer Made, YEAR_7, expiry 2026-03-20, start 2026-08-24; ADM-3311 Waitlisted, position 2.",
    now=S1_NOW, includes=["20 March", "position 2"])

add("054-sibling-offers", SC, DOM, S1_Q,
    "Hello Ms Ferrante,\n\nhere is a short overview:\n- Luca (ADM-3310): offer made for Year 7 at the Senior "
    "Campus; the offer expires on Friday, 20.03.2026\n- Giulia (ADM-3311): waiting list for Year 4, now second in "
    "line (she moved up from fifth place yesterday)\n\nPlease note that an offer not accepted by its expiry date "
    "lapses automatically.\n\nWith best wishes,\nAdmissions Office",
    S1_EV,
    [S("offer made for Year 7 at the Senior Campus"), S("the offer expires on Friday, 20.03.2026"),
     S("waiting list for Year 4, now second in line"), S("moved up from fifth place yesterday"),
     S("lapses automatically")],
    notes="Changelog 140702 on 10.03 (yesterday relative to now 11.03) moved position 5 -> 2.",
    now=S1_NOW, includes=["20.03.2026"])

add("055-sibling-offers", SC, DOM, S1_Q,
    "Luca: offer for Year 7, accept by Friday next week (20 March). Giulia: waitlisted for Year 4, number two; once "
    "Luca's place is accepted she moves ahead as a sibling.",
    S1_EV,
    [S("offer for Year 7, accept by Friday next week (20 March)"), S("waitlisted for Year 4, number two"),
     S("once Luca's place is accepted she moves ahead as a sibling")],
    notes="now Wednesday 11.03; Friday next week = 20.03. Sibling rule from policy.",
    now=S1_NOW, includes=["20 March"])

add("056-sibling-offers-swap", SC, DOM, S1_Q,
    "Dear Ms Ferrante, good news first: Giulia has been offered a place in Year 7, starting on 24 August 2026. "
    "Please accept by 20 March. Luca is on the waiting list for Year 4 at position 5.",
    S1_EV,
    [C("Giulia has been offered a place in Year 7", VAL + IDM + STATE), S("starting on 24 August 2026"),
     S("Please accept by 20 March"), C("Luca is on the waiting list for Year 4", VAL + IDM + STATE),
     C("at position 5", VAL)],
    errors=["wrong_name", "wrong_name", "stale_value"],
    notes="The offer (Year 7) is Luca's ADM-3310; the waiting list (Year 4) is Giulia's ADM-3311, and her position "
          "moved from 5 to 2 on 10.03.",
    now=S1_NOW, excludes=["Giulia has been offered", "Luca is on the waiting list", "position 5"])

add("057-sibling-offers-priority", SC, DOM, S1_Q,
    "Hello Ms Ferrante, Luca has an offer for Year 7 and needs to accept it by 30 March. Giulia is second on the "
    "Year 4 waiting list and already has sibling priority, so she should move up soon.",
    S1_EV,
    [S("Luca has an offer for Year 7"), C("accept it by 30 March", DATE),
     S("Giulia is second on the Year 4 waiting list"),
     C("already has sibling priority", POLC + STATE)],
    errors=["wrong_date", "condition_unmet"],
    notes="Offer expiry is 2026-03-20; sibling priority applies only after Luca's place is accepted, and ADM-3310 is "
          "still Offer Made.",
    now=S1_NOW, excludes=["by 30 March", "already has sibling priority"])

add("r11-sibling-offers", SC, DOM, S1_Q,
    "Dear Ms Ferrante, Luca has been offered a place in Year 7 and can accept it until 30 March. Giulia is in "
    "position 2 on the Year 4 waiting list.",
    S1_EV,
    [S("Luca has been offered a place in Year 7"), C("until 30 March", DATE),
     S("position 2 on the Year 4 waiting list")],
    errors=["wrong_date"],
    notes="customfield_10403 offer expiry 2026-03-20.",
    now=S1_NOW, excludes=["until 30 March"], includes=["20 March|20.03", "position 2"], repair=True)

# =====================================================================================
# S2 fees paid, deposit refund rule
# =====================================================================================
SC = "deposit-refund"
S2_EV = [
    rec("tracker.get_issue#ADM-3402", "tool:tracker.get_issue", {
        "id": "80402", "key": "ADM-3402",
        "fields": {
            "summary": "Admission 2026/27 - Wierzbicki-Hale, Maja (Grade 2)",
            "status": status("Enrolment Confirmed", "done", 13010),
            "customfield_10410": {"amount": "150.00", "currency": "EUR", "paid_on": "2026-01-19",
                                  "refundable": False},
            "customfield_10411": {"amount": "2500.00", "currency": "EUR", "paid_on": "2026-02-16",
                                  "payer": "PARENT"},
            "customfield_10412": {"annual": "16800.00", "per_term": "5600.00", "terms": 3, "currency": "EUR",
                                  "payer": "EMPLOYER", "employer": "Kestrel Aerospace GmbH"},
            "customfield_10413": "2026-07-15",
            "customfield_10404": "2026-08-24",
        },
        "names": {"customfield_10410": "Application fee", "customfield_10411": "Enrolment deposit",
                  "customfield_10412": "Tuition", "customfield_10413": "First term invoice due",
                  "customfield_10404": "Start date"}}),
    pol("policy#deposit",
        "The application fee is non-refundable. The enrolment deposit is credited against the tuition of your "
        "child's final term. If you withdraw in writing before 1 May of the year of entry, the deposit is refunded in "
        "full; after that date it is forfeited. Tuition is invoiced per term, 30 days before the term begins.",
        revision="2026/27"),
]
S2_Q = "If our move to Germany falls through, do we get the deposit back? And how much have we paid so far?"
S2_NOW = "2026-04-14T17:05:00+02:00"

add("058-deposit-refund", SC, DOM, S2_Q,
    "Dear Mr Wierzbicki-Hale, so far you have paid 2.650,00 €: the 150,00 € application fee and the 2.500,00 € "
    "enrolment deposit. If your move falls through, the deposit is refunded in full as long as you withdraw in "
    "writing before 1 May; the application fee cannot be refunded.",
    S2_EV,
    [S("so far you have paid 2.650,00 €"), S("the 150,00 € application fee and the 2.500,00 € enrolment deposit"),
     S("refunded in full as long as you withdraw in writing before 1 May"),
     S("the application fee cannot be refunded")],
    notes="150.00 + 2500.00 = 2650.00 (customfield_10410/10411); policy 1 May rule, fee non-refundable.",
    now=S2_NOW, includes=["2.650,00 €", "1 May"])

add("059-deposit-refund", SC, DOM, S2_Q,
    "Dear Mr Wierzbicki-Hale,\n\nthank you for your message, and I hope the move works out. Maja's place in Grade 2 "
    "is confirmed. You paid the application fee of 150,00 € on 19 January and the enrolment deposit of 2.500,00 € "
    "on 16 February. A written withdrawal reaching us before 1 May gets the full deposit back; otherwise the "
    "deposit is credited against the tuition of Maja's final term. Tuition itself is paid by Kestrel Aerospace "
    "GmbH, and the first term's invoice is due on 15 July.\n\nKind regards,\nAdmissions Office",
    S2_EV,
    [N("I hope the move works out"), S("Maja's place in Grade 2 is confirmed"),
     S("application fee of 150,00 € on 19 January"), S("enrolment deposit of 2.500,00 € on 16 February"),
     S("before 1 May gets the full deposit back"), S("credited against the tuition of Maja's final term"),
     S("Tuition itself is paid by Kestrel Aerospace GmbH"), S("first term's invoice is due on 15 July")],
    notes="Status Enrolment Confirmed; payment dates in 10410/10411; payer EMPLOYER for tuition; 10413.",
    now=S2_NOW, includes=["2.500,00 €", "1 May"])

add("060-deposit-refund", SC, DOM, S2_Q,
    "Paid so far: 2.650,00 €. The 2.500,00 € deposit comes back in full if you withdraw in writing by 30 April; "
    "the 150,00 € fee does not.",
    S2_EV,
    [S("Paid so far: 2.650,00 €"), S("comes back in full if you withdraw in writing by 30 April"),
     S("the 150,00 € fee does not")],
    notes="'by 30 April' = before 1 May.",
    now=S2_NOW, includes=["2.650,00 €"])

add("061-deposit-refund-fee", SC, DOM, S2_Q,
    "Dear Mr Wierzbicki-Hale, I completely understand your concern. So far you have paid 2.750,00 € in total. If "
    "you withdraw in writing before 1 May, both the deposit and the application fee are refunded in full.",
    S2_EV,
    [N("I completely understand your concern"), C("you have paid 2.750,00 € in total", AMT),
     S("If you withdraw in writing before 1 May"),
     C("both the deposit and the application fee are refunded in full", POLC)],
    errors=["wrong_arithmetic", "wrong_policy_condition"],
    notes="150.00 + 2500.00 = 2650.00; policy: the application fee is non-refundable.",
    now=S2_NOW, excludes=["2.750,00 €", "both the deposit and the application fee are refunded"])

add("062-deposit-refund-payer", SC, DOM, S2_Q,
    "Hello Mr Wierzbicki-Hale, your employer, Kestrel Aerospace GmbH, paid the 2.500,00 € enrolment deposit on "
    "16 February. That deposit is refundable if you withdraw at least 30 days before term starts; the 150,00 € "
    "application fee is not refundable.",
    S2_EV,
    [C("your employer, Kestrel Aerospace GmbH, paid the 2.500,00 € enrolment deposit", VAL),
     C("at least 30 days before term starts", POLC), S("the 150,00 € application fee is not refundable")],
    errors=["wrong_role", "wrong_policy_condition"],
    notes="Deposit payer is PARENT (employer pays tuition only); the refund deadline is 1 May, the 30 days belong to "
          "tuition invoicing.",
    now=S2_NOW, excludes=["your employer, Kestrel Aerospace GmbH, paid", "30 days before term starts"])

add("r12-deposit-refund", SC, DOM, S2_Q,
    "Dear Mr Wierzbicki-Hale, you have paid 2.650,00 € so far. The 2.500,00 € deposit is refunded in full if you "
    "withdraw in writing before 1 June; the application fee is non-refundable.",
    S2_EV,
    [S("you have paid 2.650,00 € so far"), C("withdraw in writing before 1 June", POLC),
     S("the application fee is non-refundable")],
    errors=["wrong_policy_condition"],
    notes="Policy deadline is 1 May.",
    now=S2_NOW, excludes=["before 1 June"], includes=["1 May|30 April", "2.650,00 €"], repair=True)

# =====================================================================================
# S3 entrance assessment tomorrow (room changed)
# =====================================================================================
SC = "entrance-assessment"
S3_EV = [
    rec("tracker.get_issue#ADM-3455", "tool:tracker.get_issue", {
        "id": "80455", "key": "ADM-3455",
        "fields": {
            "summary": "Admission 2026/27 - Brandtner-Osei, Noah (Grade 8)",
            "status": status("Assessment Scheduled", "indeterminate", 13003),
            "customfield_10402": {"value": "GRADE_8"},
            "customfield_10420": epoch_ms("2026-01-22 09:00"),
            "customfield_10421": "PT2H30M",
            "customfield_10422": {"campus": "Campus Nord", "building": "C", "room": "1.14"},
            "customfield_10423": epoch_ms("2026-01-22 12:00"),
            "customfield_10424": ["PENCIL_CASE", "CALCULATOR", "NO_MOBILE_PHONE"],
        },
        "changelog": {"histories": [
            change(141220, "2026-01-08T10:00:12.000+0100", "Admissions Office",
                   [("status", "Documents Received", "Assessment Scheduled"),
                    ("customfield_10422", None, "Campus Nord / A / 0.07")]),
            change(141506, "2026-01-19T13:37:45.000+0100", "Facilities",
                   [("customfield_10422", "Campus Nord / A / 0.07", "Campus Nord / C / 1.14")]),
        ]},
        "names": {"customfield_10402": "Entry grade", "customfield_10420": "Assessment start (epoch ms, UTC)",
                  "customfield_10421": "Assessment duration", "customfield_10422": "Assessment room",
                  "customfield_10423": "Parent meeting (epoch ms, UTC)", "customfield_10424": "Bring"}}),
    pol("policy#entrance-assessment",
        "Candidates for Grade 6 and above sit a written English test and a maths test; younger children take part in "
        "a play-based observation. Please arrive 15 minutes before the start. Mobile phones stay with the parent. "
        "We share the outcome with parents within 5 school days of the assessment.", revision="2025-12"),
]
S3_Q = "Just double-checking the details for Noah's assessment tomorrow?"
S3_NOW = "2026-01-21T14:30:00+01:00"

add("063-entrance-assessment", SC, DOM, S3_Q,
    "Hello Mrs Brandtner-Osei, Noah's assessment is tomorrow, Thursday 22 January, at 9:00 in Campus Nord, "
    "Building C, room 1.14. It lasts two and a half hours, so he will be finished around 11:30. As he is applying "
    "for Grade 8, he will sit an English and a maths test.",
    S3_EV,
    [S("tomorrow, Thursday 22 January, at 9:00"), S("Campus Nord, Building C, room 1.14"),
     S("lasts two and a half hours"), S("finished around 11:30"), S("he will sit an English and a maths test")],
    notes="customfield_10420 epoch ms = 09:00 CET; PT2H30M; room from 10422 after change 141506; Grade 8 -> "
          "written tests per policy.",
    now=S3_NOW, includes=["9:00", "1.14"])

add("064-entrance-assessment", SC, DOM, S3_Q,
    "Dear Mrs Brandtner-Osei,\n\nplease find the details below:\n- Start: 22.01.2026 at 09:00 (please arrive by "
    "08:45)\n- Duration: 2 hours 30 minutes\n- Room: Building C, 1.14 (note: this was changed from Building A)\n"
    "- Your meeting with admissions: 12:00 the same day\n- Noah should bring a pencil case and a calculator; his "
    "phone stays with you\n\nWe will share the outcome within 5 school days.\n\nKind regards,\nAdmissions Office",
    S3_EV,
    [S("Start: 22.01.2026 at 09:00"), S("please arrive by 08:45"), S("Duration: 2 hours 30 minutes"),
     S("this was changed from Building A"), S("Your meeting with admissions: 12:00 the same day"),
     S("bring a pencil case and a calculator"), S("his phone stays with you"),
     S("share the outcome within 5 school days")],
    notes="Arrive 15 minutes early -> 08:45; parent meeting 10423 = 12:00 CET; bring list 10424.",
    now=S3_NOW, includes=["09:00", "12:00"])

add("065-entrance-assessment", SC, DOM, S3_Q,
    "Tomorrow 9:00-11:30, Campus Nord C 1.14; your meeting with us follows at noon.",
    S3_EV,
    [S("Tomorrow 9:00-11:30, Campus Nord C 1.14"), S("your meeting with us follows at noon")],
    notes="Terse; 9:00 + PT2H30M = 11:30.",
    now=S3_NOW, includes=["9:00"])

add("066-entrance-assessment-end", SC, DOM, S3_Q,
    "Hello Mrs Brandtner-Osei, Noah's assessment starts tomorrow at 9:00 in Building C, room 1.14, and he will be "
    "done by about 11:00. Please arrive 15 minutes early. We share the results within 10 school days.",
    S3_EV,
    [S("starts tomorrow at 9:00 in Building C, room 1.14"), C("done by about 11:00", VAL + DATE),
     S("arrive 15 minutes early"), C("within 10 school days", POLC)],
    errors=["wrong_arithmetic", "wrong_period"],
    notes="09:00 + PT2H30M = 11:30; policy gives 5 school days.",
    now=S3_NOW, excludes=["about 11:00", "10 school days"])

add("067-entrance-assessment-room", SC, DOM, S3_Q,
    "Dear Mrs Brandtner-Osei, the assessment is tomorrow, 22 January, at 9:00 in Building A, room 0.07 at Campus "
    "Nord. Noah will take part in a play-based observation, so there is nothing to prepare.",
    S3_EV,
    [S("tomorrow, 22 January, at 9:00"), C("Building A, room 0.07", VAL),
     C("Noah will take part in a play-based observation", POLC)],
    errors=["stale_value", "condition_unmet"],
    notes="Room changed to C 1.14 on 19.01 (changelog 141506); the play-based observation is only for candidates "
          "below Grade 6, Noah is Grade 8.",
    now=S3_NOW, excludes=["Building A, room 0.07", "play-based observation"])

add("068-entrance-assessment-utc", SC, DOM, S3_Q,
    "Hello Mrs Brandtner-Osei, Noah's assessment is tomorrow at 08:00 in Campus Nord, Building C, room 1.14, and "
    "it runs for two and a half hours. Your own meeting with admissions is at 11:00.",
    S3_EV,
    [C("tomorrow at 08:00", DATE), S("Building C, room 1.14"), S("runs for two and a half hours"),
     C("meeting with admissions is at 11:00", DATE)],
    errors=["unit_conversion", "unit_conversion"],
    notes="Both epoch-ms fields are UTC instants; 08:00Z/11:00Z are 09:00/12:00 in Berlin (CET).",
    now=S3_NOW, excludes=["at 08:00", "is at 11:00"])

add("r13-entrance-assessment", SC, DOM, S3_Q,
    "Hello Mrs Brandtner-Osei, Noah's assessment is tomorrow at 9:00 in Campus Nord, Building A, room 0.07. It lasts "
    "two and a half hours.",
    S3_EV,
    [S("tomorrow at 9:00"), C("Building A, room 0.07", VAL), S("lasts two and a half hours")],
    errors=["stale_value"],
    notes="The room moved to Building C, 1.14 on 19.01.",
    now=S3_NOW, excludes=["Building A, room 0.07"], includes=["1.14|Building C", "9:00"], repair=True)

# =====================================================================================
# S4 waiting list, corporate priority refused
# =====================================================================================
SC = "waitlist-priority"
S4_EV = [
    rec("tracker.get_issue#ADM-3520", "tool:tracker.get_issue", {
        "id": "80520", "key": "ADM-3520",
        "fields": {
            "summary": "Admission 2026/27 - Marchetti, Elif (Grade 10)",
            "status": status("Waitlisted", "indeterminate", 13006),
            "customfield_10402": {"value": "GRADE_10"},
            "customfield_10405": 3,
            "customfield_10430": {"company": "Lindqvist Pharma SE", "agreement": "CP-2024-017",
                                  "employee_listed": False},
            "customfield_10431": [],
            "customfield_10432": "2026-01-28",
        },
        "changelog": {"histories": [
            change(142030, "2026-02-16T09:00:00.000+0100", "Admissions Office",
                   [("status", "Under Review", "Waitlisted"), ("customfield_10405", None, "6")]),
            change(142911, "2026-05-11T09:12:03.000+0200", "Admissions Office",
                   [("customfield_10405", "6", "3")]),
        ]},
        "names": {"customfield_10405": "Waitlist position", "customfield_10430": "Corporate partner check",
                  "customfield_10431": "Priority flags", "customfield_10432": "Application date"}}),
    refused("tracker.update#ADM-3520-priority", "tracker.add_priority_flag", "DENY",
            {"issueKey": "ADM-3520", "flag": "CORPORATE_PARTNER"},
            reason="Employee not listed under partner agreement CP-2024-017"),
    pol("policy#waitlist",
        "The waiting list follows the application date, with priority for siblings of current students and children "
        "of staff. Families of corporate partners receive priority only if the partner company has listed the "
        "employee under its agreement. We review the waiting list every Monday. When a place opens, we hold it for "
        "5 school days for the family at the top of the list.", revision="2026/27"),
]
S4_Q = "My employer is one of your corporate partners. Can Elif be moved up the waiting list?"
S4_NOW = "2026-05-13T11:00:00+02:00"

add("069-waitlist-priority", SC, DOM, S4_Q,
    "Dear Mr Marchetti, Elif is currently number 3 on the Grade 10 waiting list, up from 6 earlier this week. I "
    "checked the partner agreement: priority applies only when the partner company has listed the employee, and "
    "you are not listed at the moment, so I could not add priority to Elif's application. We review the list "
    "every Monday, and if a place opens we hold it for 5 school days.",
    S4_EV,
    [S("Elif is currently number 3 on the Grade 10 waiting list"), S("up from 6 earlier this week"),
     S("priority applies only when the partner company has listed the employee"),
     S("you are not listed at the moment"), S("I could not add priority to Elif's application"),
     S("We review the list every Monday"), S("we hold it for 5 school days")],
    notes="customfield_10405 3 (changed from 6 on Monday 11.05); employee_listed false; add_priority_flag DENY.",
    now=S4_NOW, includes=["number 3"])

add("070-waitlist-priority", SC, DOM, S4_Q,
    "Hello Mr Marchetti,\n\n- Waiting list position: 3 (Grade 10)\n- Corporate partner priority: not possible for "
    "now, because Lindqvist Pharma SE has not listed you under its agreement\n- Next list review: Monday, "
    "18 May\n\nPlease let me know if you have any other questions.\n\n"
    "Best regards,\nAdmissions Office",
    S4_EV,
    [S("Waiting list position: 3 (Grade 10)"), S("Corporate partner priority: not possible for now"),
     S("Lindqvist Pharma SE has not listed you under its agreement"), S("Next list review: Monday, 18 May")],
    notes="Weekly Monday review: next Monday after 13.05 is 18.05.",
    now=S4_NOW, includes=["position: 3"])

add("071-waitlist-priority", SC, DOM, S4_Q,
    "Elif is third on the list; partner priority was declined because your name isn't on Lindqvist Pharma's "
    "agreement.",
    S4_EV,
    [S("Elif is third on the list"), S("partner priority was declined"),
     S("your name isn't on Lindqvist Pharma's agreement")],
    notes="DENY refused_call and employee_listed false.",
    now=S4_NOW, includes=["third"])

add("072-waitlist-priority-added", SC, DOM, S4_Q,
    "Dear Mr Marchetti, thank you for letting us know about your employer. I've added corporate partner priority "
    "to Elif's application, so she should move up soon from her current position of 6 on the Grade 10 list.",
    S4_EV,
    [N("thank you for letting us know about your employer"),
     C("I've added corporate partner priority to Elif's application", NOTEX),
     C("her current position of 6", VAL)],
    errors=["refused_call_effect", "stale_value"],
    notes="add_priority_flag was DENIED; the position changed from 6 to 3 on 11.05.",
    now=S4_NOW, excludes=["I've added corporate partner priority", "current position of 6"])

add("073-waitlist-priority-promise", SC, DOM, S4_Q,
    "Hello Mr Marchetti, Elif is number 3 on the Grade 10 waiting list. Unfortunately corporate priority could not "
    "be applied, as you are not listed under the partner agreement. When a place opens we hold it for 10 school "
    "days, and I'm confident she will have a place by September.",
    S4_EV,
    [S("Elif is number 3 on the Grade 10 waiting list"), S("corporate priority could not be applied"),
     C("we hold it for 10 school days", POLC), I("she will have a place by September", NOPOL + NOREC)],
    errors=["wrong_period", "invented_promise"],
    notes="Policy holds places for 5 school days; nothing supports a place by September.",
    now=S4_NOW, excludes=["10 school days", "have a place by September"])

add("r14-waitlist-priority", SC, DOM, S4_Q,
    "Dear Mr Marchetti, Elif is number 3 on the Grade 10 waiting list. I have added corporate partner priority to "
    "her application. We review the list every Monday.",
    S4_EV,
    [S("Elif is number 3 on the Grade 10 waiting list"),
     C("I have added corporate partner priority", NOTEX), S("We review the list every Monday")],
    errors=["refused_call_effect"],
    notes="add_priority_flag DENY: the employee is not listed.",
    now=S4_NOW, excludes=["I have added corporate partner priority"],
    includes=["could not|couldn't|not able|unable|not listed|declined|not possible", "number 3"], repair=True)
