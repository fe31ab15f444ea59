"""Language-test centre: four scenarios (results and TRF number, transfer request refused, re-mark enquiry,
test-day booking details)."""
from common import (add, rec, pol, kb, refused, status, change, S, N, C, I, CI,
                    AMT, DATE, STATE, IDM, VAL, POLC, NOPOL, NOREC, NOTEX, FACTC, FACTN)

DOM = "language-test centre"

# =====================================================================================
# L1 results released (earlier attempt on file)
# =====================================================================================
SC = "test-results"
L1_EV = [
    rec("tracker.search#EXM-nasser", "tool:tracker.search_issues", {
        "total": 2, "startAt": 0, "maxResults": 10,
        "issues": [
            {"id": "91521", "key": "EXM-5521",
             "fields": {"summary": "GEA Academic 07.02.2026 - Nasser-Kühn, Farida",
                        "status": status("Results Released", "done", 14008),
                        "customfield_10501": "2026-02-07",
                        "customfield_10502": "DE117-004382",
                        "customfield_10503": "26DE004382NASF117A",
                        "customfield_10504": {"overall": "7.0", "listening": "7.5", "reading": "7.0",
                                              "writing": "6.5", "speaking": "6.5"},
                        "customfield_10505": "2026-02-20",
                        "customfield_10506": {"value": "ACADEMIC"},
                        "customfield_10507": [{"institution": "TU Delft Admissions", "sent": "2026-02-20"}]}},
            {"id": "91230", "key": "EXM-5230",
             "fields": {"summary": "GEA Academic 15.11.2025 - Nasser-Kühn, Farida",
                        "status": status("Results Released", "done", 14008),
                        "customfield_10501": "2025-11-15",
                        "customfield_10502": "DE117-003951",
                        "customfield_10503": "25DE003951NASF117A",
                        "customfield_10504": {"overall": "6.5", "listening": "7.0", "reading": "6.5",
                                              "writing": "6.0", "speaking": "6.5"},
                        "customfield_10505": "2025-11-28",
                        "customfield_10506": {"value": "ACADEMIC"}}},
        ],
        "names": {"customfield_10501": "Test date", "customfield_10502": "Candidate number",
                  "customfield_10503": "TRF number", "customfield_10504": "Band scores",
                  "customfield_10505": "Results released", "customfield_10506": "Module",
                  "customfield_10507": "TRF copies sent"}}),
    pol("policy#results",
        "Results are released online 13 days after the written test. We send up to five copies of your Test Report "
        "Form to institutions free of charge; each further copy costs 15,00 €. Most institutions accept results for "
        "two years from the test date. Institutions verify your result with the TRF number, not with your candidate "
        "number.", revision="2026-01"),
]
L1_Q = "My results are out - can you confirm my scores and the TRF number for my university application?"
L1_NOW = "2026-02-21T10:30:00+01:00"

add("074-test-results", SC, DOM, L1_Q,
    "Dear Ms Nasser-Kühn, congratulations: your overall band score is 7.0. Your section scores are Listening 7.5, "
    "Reading 7.0, Writing 6.5 and Speaking 6.5. Your Test Report Form number is 26DE004382NASF117A, which is the "
    "number your university will use to verify the result.",
    L1_EV,
    [N("congratulations"), S("your overall band score is 7.0"),
     S("Listening 7.5, Reading 7.0, Writing 6.5 and Speaking 6.5"),
     S("Test Report Form number is 26DE004382NASF117A"), S("the number your university will use to verify")],
    notes="EXM-5521 customfield_10504 and 10503; policy: institutions verify with the TRF number.",
    now=L1_NOW, includes=["26DE004382NASF117A", "7.0"])

add("075-test-results", SC, DOM, L1_Q,
    "Hello Farida,\n\nyour results for the test on 07.02.2026:\n- Overall: 7.0\n- Listening 7.5 / Reading 7.0 / "
    "Writing 6.5 / Speaking 6.5\n- TRF number: 26DE004382NASF117A\n- Released: 20.02.2026\n\nOne copy has already "
    "gone to TU Delft Admissions. You can have up to five copies sent to institutions free of charge; further "
    "copies cost 15,00 € each.\n\nBest wishes,\nTest Centre Team",
    L1_EV,
    [S("your results for the test on 07.02.2026"), S("Overall: 7.0"),
     S("Listening 7.5 / Reading 7.0 / Writing 6.5 / Speaking 6.5"), S("TRF number: 26DE004382NASF117A"),
     S("Released: 20.02.2026"), S("One copy has already gone to TU Delft Admissions"),
     S("up to five copies sent to institutions free of charge"), S("further copies cost 15,00 € each")],
    notes="customfield_10507 one copy sent; policy five free copies and 15,00 €.",
    now=L1_NOW, includes=["26DE004382NASF117A"])

add("076-test-results", SC, DOM, L1_Q,
    "Overall band seven, with Writing and Speaking at 6.5; the TRF number to give your university is "
    "26DE004382NASF117A.",
    L1_EV,
    [S("Overall band seven"), S("Writing and Speaking at 6.5"), S("TRF number to give your university is "
                                                                   "26DE004382NASF117A")],
    notes="Number in words for overall 7.0.",
    now=L1_NOW, includes=["26DE004382NASF117A"])

add("077-test-results-mixed", SC, DOM, L1_Q,
    "Dear Ms Nasser-Kühn, well done on an overall band of 7.0! Your section scores are Listening 7.5, Reading 7.0, "
    "Writing 6.0 and Speaking 6.5. For your university application, your TRF number is DE117-004382.",
    L1_EV,
    [N("well done"), S("an overall band of 7.0"), S("Listening 7.5, Reading 7.0,"), C("Writing 6.0", VAL),
     S("and Speaking 6.5"), C("your TRF number is DE117-004382", IDM)],
    errors=["other_record_value", "wrong_role"],
    notes="Writing 6.0 is from the November 2025 test EXM-5230 (this test: 6.5); DE117-004382 is the candidate "
          "number, the TRF number is 26DE004382NASF117A.",
    now=L1_NOW, excludes=["Writing 6.0", "TRF number is DE117-004382"])

add("078-test-results-validity", SC, DOM, L1_Q,
    "Hello Ms Nasser-Kühn, your overall band is 7.0 and your TRF number is 26DE004382NASF117A. Your result is "
    "valid for three years, and you can have it sent to as many universities as you like free of charge.",
    L1_EV,
    [S("your overall band is 7.0"), S("your TRF number is 26DE004382NASF117A"),
     C("valid for three years", POLC), C("as many universities as you like free of charge", POLC)],
    errors=["wrong_period", "wrong_policy_condition"],
    notes="Policy: accepted for two years; only five free copies, then 15,00 € each.",
    now=L1_NOW, excludes=["three years", "as many universities as you like"])

add("r15-test-results", SC, DOM, L1_Q,
    "Dear Ms Nasser-Kühn, congratulations on your overall band of 7.0. The TRF number for your university is "
    "DE117-004382.",
    L1_EV,
    [S("your overall band of 7.0"), C("The TRF number for your university is DE117-004382", IDM)],
    errors=["wrong_role"],
    notes="DE117-004382 is the candidate number; the TRF number is 26DE004382NASF117A.",
    now=L1_NOW, excludes=["is DE117-004382"], includes=["26DE004382NASF117A", "7.0"], repair=True)

# =====================================================================================
# L2 transfer request refused (inside 5 weeks, already transferred once)
# =====================================================================================
SC = "test-transfer"
L2_EV = [
    rec("tracker.get_issue#EXM-5610", "tool:tracker.get_issue", {
        "id": "91610", "key": "EXM-5610",
        "fields": {
            "summary": "GEA General Training booking - Efemena-Roth, Jonas",
            "status": status("Booked", "indeterminate", 14002),
            "customfield_10501": "2026-06-13",
            "customfield_10510": "2026-06-11T14:20:00.000+0200",
            "customfield_10511": {"amount": "255.00", "currency": "EUR", "state": "PAID"},
            "customfield_10512": 1,
            "customfield_10513": {"amount": "60.00", "currency": "EUR", "paid_on": "2026-03-30"},
            "customfield_10514": {"value": "Hamburg Altona"},
        },
        "changelog": {"histories": [
            change(150330, "2026-03-30T12:41:08.000+0200", "Candidate Services",
                   [("customfield_10501", "2026-05-16", "2026-06-13"), ("customfield_10512", "0", "1")]),
        ]},
        "names": {"customfield_10501": "Written test date", "customfield_10510": "Speaking test",
                  "customfield_10511": "Test fee", "customfield_10512": "Transfers used",
                  "customfield_10513": "Transfer fee", "customfield_10514": "Test centre"}}),
    refused("exam.transfer#EXM-5610", "exam.transfer_booking", "DENY",
            {"issueKey": "EXM-5610", "target_date": "2026-07-11"},
            reason="Within 5 weeks of test date; transfer limit reached"),
    pol("policy#transfers",
        "Each booking can be transferred to another date once. Transfers must be requested at least 5 weeks before "
        "the written test and cost 60,00 €. Within 5 weeks of the test, we can only consider a transfer or refund on "
        "serious medical grounds, with a medical certificate that reaches us within 5 days after the test date. "
        "Cancellations more than 5 weeks ahead are refunded minus a 25% administration fee.", revision="v6"),
]
L2_Q = "I can't make 13 June after all. Can I move my test to 11 July?"
L2_NOW = "2026-05-20T15:15:00+02:00"

add("079-test-transfer", SC, DOM, L2_Q,
    "Dear Mr Efemena-Roth, I'm sorry, but I couldn't move your test. Your booking for Saturday, 13 June has already "
    "been transferred once, from 16 May, and in any case transfers are only possible up to 5 weeks before the test "
    "date. If you are ill on the day, a medical certificate that reaches us within 5 days after the test lets us "
    "consider a transfer or refund.",
    L2_EV,
    [N("I'm sorry"), S("I couldn't move your test"), S("Your booking for Saturday, 13 June"),
     S("already been transferred once, from 16 May"), S("only possible up to 5 weeks before the test date"),
     S("within 5 days after the test")],
    notes="transfer_booking DENY; changelog 150330 moved 16.05 -> 13.06 and Transfers used = 1; policy one "
          "transfer, 5 weeks.",
    now=L2_NOW, includes=["13 June"])

add("080-test-transfer", SC, DOM, L2_Q,
    "Hello Mr Efemena-Roth,\n\nunfortunately the transfer to 11 July was declined. The reasons:\n- your test is "
    "less than 5 weeks away\n- each booking can only be moved once, and yours was moved in March\n\nYour dates "
    "stay as they are:\n- Speaking test: Thursday, 11 June, 14:20\n- Written test: Saturday, 13 June, Hamburg "
    "Altona\n\nKind regards,\nCandidate Services",
    L2_EV,
    [S("the transfer to 11 July was declined"), S("your test is less than 5 weeks away"),
     S("each booking can only be moved once"), S("yours was moved in March"),
     S("Speaking test: Thursday, 11 June, 14:20"), S("Written test: Saturday, 13 June, Hamburg Altona")],
    notes="13.06 is 24 days after 20.05; changelog dated 30.03; speaking customfield_10510.",
    now=L2_NOW, includes=["14:20", "13 June"])

add("081-test-transfer", SC, DOM, L2_Q,
    "A move to 11 July isn't possible: the booking was already transferred once and the test is under five weeks "
    "away.",
    L2_EV,
    [S("A move to 11 July isn't possible"), S("the booking was already transferred once"),
     S("the test is under five weeks away")],
    notes="Terse version of the refusal.",
    now=L2_NOW, includes=["11 July"])

add("082-test-transfer-done", SC, DOM, L2_Q,
    "Hello Mr Efemena-Roth, no problem: I've moved your written test to Saturday, 11 July. The transfer fee of "
    "50,00 € will be charged to your card. Your speaking test will be rescheduled to the same week.",
    L2_EV,
    [C("I've moved your written test to Saturday, 11 July", NOTEX), C("transfer fee of 50,00 €", POLC + AMT),
     CI("Your speaking test will be rescheduled to the same week", NOREC + NOPOL + NOTEX)],
    errors=["refused_call_effect", "wrong_amount", "unrecorded_extra"],
    notes="exam.transfer_booking was DENIED; the policy fee is 60,00 €; no record of a speaking rescheduling.",
    now=L2_NOW, excludes=["I've moved your written test", "50,00 €", "speaking test will be rescheduled"])

add("083-test-transfer-stale", SC, DOM, L2_Q,
    "Dear Mr Efemena-Roth, your written test is booked for Saturday, 16 May. As that is more than five weeks away, "
    "a transfer is still possible for 60,00 €.",
    L2_EV,
    [C("booked for Saturday, 16 May", DATE), C("a transfer is still possible for 60,00 €", POLC + NOTEX)],
    errors=["stale_value", "condition_unmet"],
    notes="16.05 was the date before the March transfer; the test is now 13.06, under 5 weeks away, and the one "
          "allowed transfer is used (transfer DENY).",
    now=L2_NOW, excludes=["Saturday, 16 May", "a transfer is still possible"])

add("r16-test-transfer", SC, DOM, L2_Q,
    "Dear Mr Efemena-Roth, I have moved your written test from 13 June to 11 July as requested. Your speaking test "
    "on 11 June at 14:20 is unchanged.",
    L2_EV,
    [C("I have moved your written test from 13 June to 11 July", NOTEX), S("speaking test on 11 June at 14:20")],
    errors=["refused_call_effect"],
    notes="transfer_booking DENY: within 5 weeks, transfer already used.",
    now=L2_NOW, excludes=["I have moved your written test"],
    includes=["could not|couldn't|not possible|isn't possible|declined|unable|not able|cannot", "14:20"],
    repair=True)

# =====================================================================================
# L3 re-mark enquiry in review
# =====================================================================================
SC = "remark-enquiry"
L3_EV = [
    rec("tracker.get_issue#EXM-5688", "tool:tracker.get_issue", {
        "id": "91688", "key": "EXM-5688",
        "fields": {
            "summary": "Enquiry on Results - Hartenstein, Yuki (test 14.02.2026)",
            "issuetype": {"name": "Enquiry on Results"},
            "status": status("In Review", "indeterminate", 14011),
            "created": "2026-03-02T11:06:54.000+0100",
            "duedate": "2026-03-23",
            "customfield_10520": ["WRITING"],
            "customfield_10521": {"overall": "6.5", "writing": "6.0", "speaking": "7.0"},
            "customfield_10522": {"amount": "115.00", "currency": "EUR", "state": "PAID"},
            "customfield_10523": "EXM-5402",
        },
        "changelog": {"histories": [
            change(151002, "2026-03-02T11:06:54.000+0100", "Candidate Services",
                   [("status", None, "Submitted")]),
            change(151088, "2026-03-04T08:30:17.000+0100", "Examiner Pool",
                   [("status", "Submitted", "In Review")]),
        ]},
        "names": {"customfield_10520": "Sections for re-mark", "customfield_10521": "Original scores",
                  "customfield_10522": "Enquiry fee", "customfield_10523": "Original booking"}}),
    pol("policy#enquiry-on-results",
        "An enquiry on results costs 115,00 € and must be made within 6 weeks of the test date. Outcomes take "
        "between 2 and 21 days, depending on the sections re-marked. If any of your scores goes up, the fee is "
        "refunded in full; if nothing changes, it is not refunded. A re-mark can also lower a score.",
        revision="2025-10"),
]
L3_Q = "What's the status of my re-mark, and will I get my money back?"
L3_NOW = "2026-03-09T09:00:00+01:00"

add("084-remark-enquiry", SC, DOM, L3_Q,
    "Dear Ms Hartenstein, your re-mark of the Writing section is in review, and we expect the outcome by 23 March at "
    "the latest. The 115,00 € fee is refunded in full if your score goes up; if it stays the same, the fee is not "
    "refunded.",
    L3_EV,
    [S("your re-mark of the Writing section is in review"), S("expect the outcome by 23 March"),
     S("The 115,00 € fee is refunded in full if your score goes up"),
     S("if it stays the same, the fee is not refunded")],
    notes="Status In Review, customfield_10520 WRITING, duedate 2026-03-23; fee 115.00 and refund rule in policy.",
    now=L3_NOW, includes=["23 March", "115,00 €"])

add("085-remark-enquiry", SC, DOM, L3_Q,
    "Hello Ms Hartenstein,\n\n- Enquiry EXM-5688: with our examiners since 4 March\n- Section: Writing (original "
    "score 6.0, overall 6.5)\n- Fee paid: 115,00 €\n- Expected outcome: by Monday, 23.03.2026\n\nPlease keep in mind "
    "that a re-mark can also lower a score. If any score goes up, you get the full fee back.\n\nKind regards,\n"
    "Candidate Services",
    L3_EV,
    [S("with our examiners since 4 March"), S("Section: Writing (original score 6.0, overall 6.5)"),
     S("Fee paid: 115,00 €"), S("Expected outcome: by Monday, 23.03.2026"),
     S("a re-mark can also lower a score"), S("you get the full fee back")],
    notes="Changelog 151088 moved it to In Review on 04.03; original scores in 10521.",
    now=L3_NOW, includes=["23.03.2026"])

add("086-remark-enquiry", SC, DOM, L3_Q,
    "Still in review; outcome due in two weeks at most, and your 115,00 € comes back only if a score rises.",
    L3_EV,
    [S("Still in review"), S("outcome due in two weeks at most"), S("comes back only if a score rises")],
    notes="duedate 23.03 is 14 days after now (09.03).",
    now=L3_NOW, includes=["115,00 €"])

add("087-remark-enquiry-done", SC, DOM, L3_Q,
    "Dear Ms Hartenstein, good news: the re-mark is complete and your Writing score has been raised to 6.5. As a "
    "goodwill gesture, you will get the 115,00 € fee back either way.",
    L3_EV,
    [C("the re-mark is complete", STATE), CI("your Writing score has been raised to 6.5", STATE + VAL + NOREC),
     C("you will get the 115,00 € fee back either way", POLC)],
    errors=["wrong_state", "invented_fact", "wrong_policy_condition"],
    notes="Status is In Review with no new score on record; the policy refunds the fee only if a score goes up.",
    now=L3_NOW, excludes=["the re-mark is complete", "raised to 6.5", "fee back either way"])

add("088-remark-enquiry-sections", SC, DOM, L3_Q,
    "Hello Ms Hartenstein, your re-mark of the Writing and Speaking sections is in review. You can expect the outcome "
    "by 16 March. The 115,00 € fee is refunded if any of your scores goes up.",
    L3_EV,
    [C("Writing and Speaking sections", VAL), S("is in review"), C("by 16 March", DATE),
     S("refunded if any of your scores goes up")],
    errors=["wrong_quantity", "wrong_date"],
    notes="customfield_10520 lists WRITING only; duedate is 2026-03-23.",
    now=L3_NOW, excludes=["Writing and Speaking sections", "by 16 March"])

add("r17-remark-enquiry", SC, DOM, L3_Q,
    "Dear Ms Hartenstein, your Writing re-mark is complete. The 115,00 € fee is refunded in full if your score goes "
    "up.",
    L3_EV,
    [C("your Writing re-mark is complete", STATE), S("The 115,00 € fee is refunded in full if your score goes up")],
    errors=["wrong_state"],
    notes="EXM-5688 status is In Review; outcome expected by 23.03.",
    now=L3_NOW, excludes=["re-mark is complete"],
    includes=["in review|being reviewed|under review|still|23 March|23.03", "115,00 €"], repair=True)

# =====================================================================================
# L4 test-day details (UTC times; earlier booking cancelled)
# =====================================================================================
SC = "test-day-details"
L4_EV = [
    rec("tracker.search#EXM-brandt", "tool:tracker.search_issues", {
        "total": 2, "startAt": 0, "maxResults": 10,
        "issues": [
            {"id": "91702", "key": "EXM-5702",
             "fields": {"summary": "GEA Academic (computer) - Brandt-Nwosu, Aurelio",
                        "status": status("Booked", "indeterminate", 14002),
                        "customfield_10530": {"value": "COMPUTER_DELIVERED"},
                        "customfield_10514": {"value": "Frankfurt Westend"},
                        "customfield_10531": "2026-04-18T07:15:00Z",
                        "customfield_10532": "2026-04-18T07:45:00Z",
                        "customfield_10533": "2026-04-18T12:30:00Z",
                        "customfield_10534": {"type": "PASSPORT", "number_last4": "2004"},
                        "customfield_10511": {"amount": "255.00", "currency": "EUR", "state": "PAID"}}},
            {"id": "91690", "key": "EXM-5690",
             "fields": {"summary": "GEA Academic (paper) - Brandt-Nwosu, Aurelio",
                        "status": status("Cancelled", "done", 14020),
                        "customfield_10514": {"value": "Frankfurt Westend"},
                        "customfield_10531": "2026-04-11T07:00:00Z",
                        "customfield_10511": {"amount": "255.00", "currency": "EUR", "state": "PAID"},
                        "customfield_10535": {"amount": "191.25", "currency": "EUR", "state": "REFUNDED",
                                              "refunded_on": "2026-02-27"}}},
        ],
        "names": {"customfield_10530": "Delivery mode", "customfield_10514": "Test centre",
                  "customfield_10531": "Check-in opens (UTC)", "customfield_10532": "Written test start (UTC)",
                  "customfield_10533": "Speaking test (UTC)", "customfield_10534": "ID document",
                  "customfield_10511": "Test fee", "customfield_10535": "Cancellation refund"}}),
    pol("policy#test-day",
        "Check-in closes 10 minutes before the written test starts. You must bring the same original ID document you "
        "used when booking; copies and other documents are not accepted. Phones, watches and bags go into lockers. "
        "Drinking water in a clear bottle is allowed.", revision="v3"),
]
L4_Q = "What time do I need to be there on Saturday, and what should I bring?"
L4_NOW = "2026-04-16T18:00:00+02:00"

add("089-test-day-details", SC, DOM, L4_Q,
    "Hello Mr Brandt-Nwosu, your computer-delivered test is on Saturday, 18 April at our Frankfurt Westend centre. "
    "Check-in opens at 9:15 and the written test starts at 9:45; your speaking test is the same day at 14:30. "
    "Please bring the passport you booked with, as copies or other documents are not accepted.",
    L4_EV,
    [S("your computer-delivered test is on Saturday, 18 April"), S("at our Frankfurt Westend centre"),
     S("Check-in opens at 9:15"), S("the written test starts at 9:45"),
     S("speaking test is the same day at 14:30"), S("bring the passport you booked with"),
     S("copies or other documents are not accepted")],
    notes="UTC fields 07:15Z/07:45Z/12:30Z are 09:15/09:45/14:30 CEST; ID type PASSPORT; policy on ID.",
    now=L4_NOW, includes=["9:15", "14:30"])

add("090-test-day-details", SC, DOM, L4_Q,
    "Dear Mr Brandt-Nwosu,\n\nhere is your timetable for the day after tomorrow (18.04.2026):\n- 09:15 check-in opens "
    "(it closes at 09:35)\n- 09:45 written test\n- 14:30 speaking test\n\nBring your passport (the one ending in "
    "2004). Your phone, watch and bag will go into a locker; water in a clear bottle is fine.\n\nYour earlier paper "
    "booking for 11 April was cancelled, and 191,25 € was refunded to you.\n\nKind regards,\nTest Centre Frankfurt",
    L4_EV,
    [S("the day after tomorrow (18.04.2026)"), S("09:15 check-in opens"), S("it closes at 09:35"),
     S("09:45 written test"), S("14:30 speaking test"), S("the one ending in 2004"),
     S("Your phone, watch and bag will go into a locker"), S("water in a clear bottle is fine"),
     S("booking for 11 April was cancelled"), S("191,25 € was refunded")],
    notes="Check-in closes 10 minutes before 09:45 = 09:35; EXM-5690 Cancelled with 191.25 REFUNDED.",
    now=L4_NOW, includes=["09:15", "191,25 €"])

add("091-test-day-details", SC, DOM, L4_Q,
    "Be there from 9:15 on Saturday (test at 9:45, speaking at 2:30 pm) and bring your booking passport.",
    L4_EV,
    [S("Be there from 9:15 on Saturday"), S("test at 9:45, speaking at 2:30 pm"), S("bring your booking passport")],
    notes="Terse; 12:30Z = 2:30 pm CEST.",
    now=L4_NOW, includes=["9:15"])

add("092-test-day-details-utc", SC, DOM, L4_Q,
    "Hello Mr Brandt-Nwosu, on Saturday, 18 April, check-in opens at 7:15 and the written test starts at 7:45 in "
    "Frankfurt Westend. You can bring any valid photo ID, for example your driving licence.",
    L4_EV,
    [C("check-in opens at 7:15", DATE), C("the written test starts at 7:45", DATE),
     C("You can bring any valid photo ID", POLC)],
    errors=["unit_conversion", "unit_conversion", "wrong_policy_condition"],
    notes="07:15Z and 07:45Z are 09:15 and 09:45 in Frankfurt (CEST); policy requires the same ID used for booking.",
    now=L4_NOW, excludes=["at 7:15", "at 7:45", "any valid photo ID"])

add("093-test-day-details-refund", SC, DOM, L4_Q,
    "Dear Mr Brandt-Nwosu, your test is on Saturday, 18 April: check-in from 9:15, written test at 9:45. Your "
    "speaking test follows on Sunday, 19 April at 14:30. The earlier booking for 11 April was cancelled and the "
    "full 255,00 € was refunded.",
    L4_EV,
    [S("check-in from 9:15, written test at 9:45"), C("Sunday, 19 April at 14:30", DATE),
     S("The earlier booking for 11 April was cancelled"), C("the full 255,00 € was refunded", AMT)],
    errors=["wrong_date", "wrong_amount"],
    notes="Speaking test is 2026-04-18T12:30Z (Saturday); the cancellation refund was 191.25, not the full fee.",
    now=L4_NOW, excludes=["Sunday, 19 April", "full 255,00 € was refunded"])

add("r18-test-day-details", SC, DOM, L4_Q,
    "Hello Mr Brandt-Nwosu, on Saturday, 18 April check-in opens at 7:15, and your speaking test is at 14:30. "
    "Please bring the passport you booked with.",
    L4_EV,
    [C("check-in opens at 7:15", DATE), S("your speaking test is at 14:30"), S("bring the passport you booked with")],
    errors=["unit_conversion"],
    notes="07:15Z is 09:15 local time.",
    now=L4_NOW, excludes=["at 7:15"], includes=["9:15|09:15", "14:30"], repair=True)

# extra case added after review (wrong time)
add("135-test-transfer-time", "test-transfer", DOM, L2_Q,
    "Dear Mr Efemena-Roth, I'm afraid the transfer to 11 July was declined, as your test is less than five weeks "
    "away and the booking has already been moved once. Your speaking test stays on Thursday, 11 June at 14:00, and "
    "the written test on Saturday, 13 June in Hamburg Altona.",
    L2_EV,
    [S("the transfer to 11 July was declined"), S("your test is less than five weeks away"),
     S("the booking has already been moved once"), C("Thursday, 11 June at 14:00", DATE),
     S("the written test on Saturday, 13 June in Hamburg Altona")],
    errors=["wrong_time"],
    notes="customfield_10510 speaking test is 2026-06-11T14:20+02:00, not 14:00.",
    now=L2_NOW, excludes=["11 June at 14:00"])
