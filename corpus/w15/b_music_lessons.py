from common import *

D = "music lessons"
SCENARIOS = []

# ---------------------------------------------------------------- 1 term enrolment
tues = ["2026-07-21", "2026-07-28", "2026-08-04", "2026-08-11", "2026-08-18", "2026-08-25", "2026-09-01", "2026-09-08", "2026-09-15"]
thurs = ["2026-07-23", "2026-07-30", "2026-08-06", "2026-08-13", "2026-08-20", "2026-08-27", "2026-09-03", "2026-09-10", "2026-09-17"]
ev = [
    rec("get_enrolment#ENR-M-2207", "tool:get_enrolment", {"enrolment": {
        "id": "ENR-M-2207", "student": {"name": "Isla Brown", "age": 9}, "payer": {"name": "Karen Brown"},
        "instrument": "PIANO", "teacher": {"name": "Ruben Alvarez"}, "term": "2026-T3", "status": "ENROLLED",
        "sessions": [{"local_start": d + "T16:15", "zone": "Pacific/Auckland", "duration": "PT30M"} for d in tues],
        "fees": {"currency": "NZD", "total_minor": 32400, "installments": [
            {"no": 1, "due_date": "2026-07-14", "amount_minor": 16200, "status": "PAID"},
            {"no": 2, "due_date": "2026-08-11", "amount_minor": 16200, "status": "DUE"}]}}}),
    rec("get_enrolment#ENR-M-2208", "tool:get_enrolment", {"enrolment": {
        "id": "ENR-M-2208", "student": {"name": "Noah Brown", "age": 12}, "payer": {"name": "Karen Brown"},
        "instrument": "GUITAR", "teacher": {"name": "Hine Walker"}, "term": "2026-T3", "status": "ENROLLED",
        "sessions": [{"local_start": d + "T17:00", "zone": "Pacific/Auckland", "duration": "PT45M"} for d in thurs],
        "fees": {"currency": "NZD", "total_minor": 40500, "installments": [
            {"no": 1, "due_date": "2026-07-14", "amount_minor": 40500, "status": "PAID"}]}}}),
    pol("policy#term-fees", "Term fees can be paid in full before the term starts or in two equal installments. Lessons the "
        "student misses aren't refunded, but we offer one make-up lesson per term when we get at least 24 hours' notice. "
        "Lessons cancelled by the teacher are always made up or credited. The school is closed on public holidays."),
]
s = Scenario("piano-term3", D, "Can you confirm Isla's piano lessons for term 3 and what's still to pay?", ev, now("2026-07-16 10:00"))
s.ok("Kia ora Karen! Isla is all enrolled for Term 3 piano with Ruben Alvarez — her lessons are on Tuesdays at 4:15 PM, "
     "30 minutes each, starting 21 July and running through to 15 September (nine lessons in total). The first installment "
     "of NZ$162.00 is paid, and the second NZ$162.00 is due on 11/08/2026.",
     [S("Isla is all enrolled for Term 3 piano with Ruben Alvarez"), S("on Tuesdays at 4:15 PM"), S("30 minutes each"),
      S("starting 21 July and running through to 15 September"), S("(nine lessons in total)"),
      S("The first installment of NZ$162.00 is paid"), S("the second NZ$162.00 is due on 11/08/2026")],
     ["4:15 PM", "11/08/2026"], "ENR-M-2207 status ENROLLED, 9 sessions Tue 16:15 PT30M 21 Jul-15 Sep; installments 16200 PAID / 16200 DUE 11 Aug.")
s.ok("Hi Karen — nine half-hour lessons for Isla this term, and one hundred and sixty-two dollars left to pay, due 11 August.",
     [S("nine half-hour lessons for Isla this term"), S("one hundred and sixty-two dollars left to pay"), S("due 11 August")],
     ["11 August"], "9 sessions of PT30M; installment 2 16200 DUE 2026-08-11.")
s.ok("Isla's first lesson is scheduled for next Tuesday, 21 July, at 4:15 PM. Her term fee works out at NZ$36 a lesson.",
     [S("first lesson is scheduled for next Tuesday, 21 July, at 4:15 PM"), S("works out at NZ$36 a lesson")],
     ["NZ$36"], "now Thu 16 Jul; first session 21 Jul 16:15; 32400 / 9 = 3600 = NZ$36.")
s.bad("Kia ora Karen! Isla's Term 3 piano lessons with Ruben Alvarez are on Tuesdays at 4:15 PM, 45 minutes each. You've paid "
      "the first installment, so there's NZ$324.00 still to pay, due 11 August.",
      [S("with Ruben Alvarez are on Tuesdays at 4:15 PM"), C("45 minutes each", VAL), S("You've paid the first installment"),
       C("NZ$324.00 still to pay", AMT), S("due 11 August")],
      ["other_record_value", "wrong_arithmetic"], ["45 minutes each", "NZ$324.00 still to pay"],
      "PT45M is Noah's guitar enrolment; Isla's sessions are PT30M. 32400 total minus 16200 paid leaves NZ$162.")
s.bad("Hi Karen, Isla's piano lessons start on Tuesday 28 July at 4:15 PM with Ruben. The second installment of NZ$162.00 is due on 11 August.",
      [C("start on Tuesday 28 July", DATE), S("at 4:15 PM with Ruben"), S("The second installment of NZ$162.00 is due on 11 August")],
      ["wrong_date"], ["Tuesday 28 July"], "the first session is 2026-07-21; 28 July is the second lesson.")
s.rep("Hi Karen! Isla's piano lessons are Tuesdays at 4:15 PM with Ruben Alvarez. The first installment is paid, so there's NZ$324.00 left to pay, due on 11/08/2026.",
      [S("Tuesdays at 4:15 PM with Ruben Alvarez"), S("The first installment is paid"), C("NZ$324.00 left to pay", AMT),
       S("due on 11/08/2026")],
      ["wrong_arithmetic"], ["NZ$324.00"], ["$162|162.00", "4:15 PM"], "total 32400 less the paid 16200 leaves 16200 = NZ$162.")
SCENARIOS.append(s)

# ---------------------------------------------------------------- 2 make-up lesson
ev = [
    rec("list_lessons#STU-4471", "tool:list_lessons", {"student": {"id": "STU-4471", "name": "Finn Taylor", "instrument": "VIOLIN",
        "usual_duration": "PT45M", "teacher": "Anna Kowalczyk"}, "zone": "Pacific/Auckland",
        "makeup_credits": {"term": "2026-T3", "available": 1, "used": 0},
        "lessons": [
            {"id": "LES-9071", "local_start": "2026-07-30T17:30", "status": "CANCELLED_BY_TEACHER",
             "makeup": {"id": "MKP-310", "local_start": "2026-08-13T18:15", "duration": "PT30M", "status": "BOOKED"}},
            {"id": "LES-9120", "local_start": "2026-08-06T17:30", "status": "STUDENT_ABSENT",
             "absence_notified_at": ep("2026-08-06 14:05"), "charged": True},
            {"id": "LES-9164", "local_start": "2026-08-13T17:30", "status": "SCHEDULED"}]}),
    ref("book_makeup#call-2", "book_makeup", "DENY", {"lesson_id": "LES-9120", "reason": "NOTICE_UNDER_24H"}),
    pol("policy#makeups", "Lessons cancelled by the teacher are always made up. If your child can't attend, let us know at least "
        "24 hours ahead and we'll offer one make-up lesson per term. Absences with less notice are charged as normal and can't "
        "be made up. Make-up lessons are 30 minutes, whatever the usual lesson length."),
]
s = Scenario("violin-makeup", D, "Finn missed violin yesterday — can he have a make-up? And when's the one for the lesson his teacher cancelled?",
             ev, now("2026-08-07 09:30"))
s.ok("Hi Sarah! I'm afraid I couldn't book a make-up for yesterday's lesson — we only heard about the absence at 2:05 PM, a few "
     "hours before the 5:30 PM start, and make-ups need at least 24 hours' notice. The good news is the make-up for the lesson "
     "his teacher cancelled on 30 July is booked for Thursday 13 August at 6:15 PM. Just a heads-up that make-up lessons are 30 minutes long.",
     [S("I couldn't book a make-up for yesterday's lesson"), S("heard about the absence at 2:05 PM"), S("before the 5:30 PM start"),
      S("make-ups need at least 24 hours' notice"), S("cancelled on 30 July is booked for Thursday 13 August at 6:15 PM"),
      S("make-up lessons are 30 minutes long")],
     ["6:15 PM", "13 August"], "book_makeup DENY; LES-9120 notified 14:05, start 17:30; MKP-310 BOOKED 13 Aug 18:15; policy.")
s.ok("Make-up for 30/7 (teacher cancellation): Thu 13/8, 6:15 PM. Yesterday's absence isn't eligible — less than 24 hours' notice.",
     [S("Make-up for 30/7 (teacher cancellation): Thu 13/8, 6:15 PM"), S("Yesterday's absence isn't eligible"),
      S("less than 24 hours' notice")],
     ["6:15 PM"], "MKP-310; LES-9120 notice 3.5 hours.")
s.ok("Kia ora Sarah — Finn still has his one make-up credit for this term, so if he needs to miss a lesson later on and you let "
     "us know a day ahead, it can be used then. His make-up with Anna is on 13 August at 6:15 PM, straight after his usual lesson.",
     [S("Finn still has his one make-up credit for this term"), S("you let us know a day ahead, it can be used then"),
      S("His make-up with Anna is on 13 August at 6:15 PM"), S("straight after his usual lesson")],
     ["one make-up credit"], "makeup_credits available 1; policy 24h; LES-9164 17:30 PT45M ends 18:15 when MKP-310 starts.")
s.bad("Hi Sarah! Because Finn has a make-up credit available this term, he qualifies for a make-up for yesterday's lesson. "
      "Make-ups are the same length as his usual lessons, 45 minutes.",
      [S("Finn has a make-up credit available this term"), C("he qualifies for a make-up for yesterday's lesson", VAL, NOTEX, NLIC),
       C("Make-ups are the same length as his usual lessons", NLIC)],
      ["condition_unmet", "wrong_policy_condition"], ["he qualifies for a make-up", "same length as his usual lessons"],
      "the absence was notified 3.5 hours ahead (needs 24) and book_makeup was DENIED; policy: make-ups are 30 minutes.")
s.bad("Hi Sarah, no problem — I've booked Finn a make-up for yesterday's lesson. The make-up for his teacher's cancellation "
      "is on Thursday 13 August at 5:30 PM.",
      [C("I've booked Finn a make-up for yesterday's lesson", NOTEX), C("Thursday 13 August at 5:30 PM", VAL, DATE)],
      ["refused_call_effect", "wrong_time"], ["I've booked Finn a make-up", "13 August at 5:30 PM"],
      "book_makeup was DENIED; MKP-310 is at 18:15 (17:30 on 13 Aug is his regular LES-9164).")
s.rep("Hi Sarah! Yesterday's lesson can't be made up, as we had less than 24 hours' notice. The make-up for the lesson his teacher cancelled is on Thursday 13 August at 5:30 PM.",
      [S("Yesterday's lesson can't be made up"), S("less than 24 hours' notice"), C("Thursday 13 August at 5:30 PM", VAL, DATE)],
      ["wrong_time"], ["at 5:30 PM"], ["6:15 PM|6:15pm|18:15|6:15 pm", "13 August"], "MKP-310.local_start is 2026-08-13T18:15.")
SCENARIOS.append(s)

# ---------------------------------------------------------------- 3 exam result
ev = [
    rec("get_exam_result#EXR-26-50811", "tool:get_exam_result", {"result": {
        "id": "EXR-26-50811", "candidate": {"name": "Mia Kaur", "candidate_no": "C-448190"}, "subject": "PIANO_PRACTICAL",
        "grade_level": 5, "exam_date": "2026-06-20", "released_on": "2026-07-03",
        "marks": {"pieces": [27, 25, 26], "scales": 16, "sight_reading": 14, "aural": 13},
        "total": 121, "max_total": 150, "band": "MERIT",
        "certificate": {"status": "DISPATCHED", "dispatched_on": "2026-07-28", "ship_to": "TEACHER_STUDIO"}}}),
    rec("get_exam_result#EXR-25-41276", "tool:get_exam_result", {"result": {
        "id": "EXR-25-41276", "candidate": {"name": "Mia Kaur", "candidate_no": "C-448190"}, "subject": "PIANO_PRACTICAL",
        "grade_level": 4, "exam_date": "2025-06-14", "total": 131, "max_total": 150, "band": "DISTINCTION"}}),
    pol("policy#exam-results", "Results are released within 3 weeks of the exam. The pass mark is 100 out of 150; 120 earns a Merit "
        "and 130 a Distinction. Certificates are posted to the teacher's studio, not the candidate's home. A result can be queried "
        "within 14 days of its release for a NZ$40 fee, which is refunded if the mark changes."),
]
s = Scenario("grade5-result", D, "Did Mia get her grade 5 piano result and certificate? She only just missed distinction, can we appeal?",
             ev, now("2026-08-04 15:00"))
s.ok("Kia ora! Mia did really well in her Grade 5 piano exam — 121 out of 150, which is a Merit. She was 9 marks short of a "
     "Distinction. Her certificate was dispatched on 28 July, and it goes to her teacher's studio rather than home. Unfortunately "
     "results can only be queried within 14 days of release, and hers came out on 3 July, so that window closed on 17 July.",
     [S("121 out of 150, which is a Merit"), S("9 marks short of a Distinction"), S("certificate was dispatched on 28 July"),
      S("it goes to her teacher's studio rather than home"), S("only be queried within 14 days of release"),
      S("hers came out on 3 July"), S("that window closed on 17 July")],
     ["121", "28 July"], "EXR-26-50811 total 121 MERIT; Distinction 130; dispatched 2026-07-28 to TEACHER_STUDIO; released 3 Jul + 14 = 17 Jul.")
s.ok("Hi there! Here's Mia's Grade 5 summary:\n- Total: 121/150 (Merit)\n- Pieces: 78 out of 90\n- Certificate: posted 28/07/2026 to her teacher's studio",
     [S("Total: 121/150 (Merit)"), S("Pieces: 78 out of 90"), S("Certificate: posted 28/07/2026 to her teacher's studio")],
     ["121/150"], "pieces 27+25+26 = 78 of 3x30; certificate dispatched 2026-07-28.")
s.ok("Mia passed Grade 5 with Merit (121 marks), and her certificate is already on its way to the studio.",
     [S("Mia passed Grade 5 with Merit (121 marks)"), S("her certificate is already on its way to the studio")],
     ["Merit"], "band MERIT; certificate DISPATCHED to TEACHER_STUDIO.")
s.bad("Kia ora! Mia scored 121 out of 150 in Grade 5, a Merit — just 4 marks short of a Distinction, and so close to "
      "another Distinction like last year's Grade 4 exam where she got 131. Her certificate was dispatched on 28 July.",
      [S("Mia scored 121 out of 150 in Grade 5, a Merit"), C("just 4 marks short of a Distinction", VAL), S("where she got 131"),
       S("certificate was dispatched on 28 July")],
      ["wrong_arithmetic"], ["just 4 marks short"], "Distinction needs 130; 130 - 121 = 9, not 4. Grade 4 total 131 is correct for EXR-25-41276.")
s.bad("Hi! Mia got a Merit with 121/150. You've still got time to query the mark — it's NZ$40, refunded if the mark changes. "
      "Her certificate will be posted to your home address.",
      [S("Mia got a Merit with 121/150"), C("You've still got time to query the mark", DATE, NLIC), S("it's NZ$40, refunded if the mark changes"),
       C("posted to your home address", NLIC, VAL)],
      ["condition_unmet", "wrong_value"], ["still got time to query", "posted to your home address"],
      "released 3 Jul; the 14-day query window closed 17 Jul (now 4 Aug). ship_to TEACHER_STUDIO and policy: not home.")
s.rep("Kia ora! Mia got 121 out of 150 in Grade 5, which is a Merit, and her certificate was dispatched on 3 July to her teacher's studio.",
      [S("121 out of 150 in Grade 5, which is a Merit"), C("dispatched on 3 July", DATE), S("to her teacher's studio")],
      ["wrong_role"], ["dispatched on 3 July"], ["28 July|28/07|28/7|28 Jul", "121"],
      "3 July is released_on (the result date); certificate.dispatched_on is 2026-07-28.")
SCENARIOS.append(s)

# ---------------------------------------------------------------- 4 instrument hire
months = ["2026-02-01", "2026-03-01", "2026-04-01", "2026-05-01", "2026-06-01", "2026-07-01", "2026-08-01"]
ev = [
    rec("get_hire#HIRE-3308", "tool:get_hire", {"hire": {
        "id": "HIRE-3308", "instrument": {"type": "VIOLIN", "size": "3/4", "serial": "TV-34-0192"}, "status": "ACTIVE",
        "hirer": {"name": "Sarah Taylor"}, "started_on": "2026-02-01", "currency": "NZD",
        "monthly_fee_minor": 2800, "bond": {"amount_minor": 15000, "status": "HELD"}, "purchase_price_minor": 45000,
        "payments": [{"period_start": m, "amount_minor": 2800, "status": "PAID"} for m in months],
        "rent_to_own": {"eligible": True, "credit_rate": "0.50", "accrued_credit_minor": 9800}}}),
    rec("get_hire#HIRE-2871", "tool:get_hire", {"hire": {
        "id": "HIRE-2871", "instrument": {"type": "CELLO", "size": "1/2"}, "status": "RETURNED", "hirer": {"name": "Sarah Taylor"},
        "returned_on": "2025-12-03", "bond": {"amount_minor": 20000, "status": "REFUNDED", "refunded_on": "2025-12-12"}}}),
    pol("policy#hire", "Hire is charged monthly in advance, and the month you return in isn't pro-rated. Please return the "
        "instrument to the school office in its case. The bond is refunded within 10 working days once the instrument has been "
        "checked, less any repair costs. If you'd like to buy the instrument instead, 50% of the hire you've paid is credited "
        "against the purchase price."),
]
s = Scenario("violin-hire-return", D, "Finn's moving up to a full-size violin. If we return the 3/4 one do we get the bond back? Or could we buy it?",
             ev, now("2026-08-10 12:00"))
s.ok("Hi Sarah! Absolutely — once the 3/4 violin is back at the school office in its case and we've checked it over, your "
     "NZ$150.00 bond is refunded within 10 working days (less any repair costs). If you'd rather keep it, you've built up NZ$98.00 "
     "in hire credit, so buying it would cost NZ$352.00 instead of NZ$450.00.",
     [S("back at the school office in its case"), S("NZ$150.00 bond is refunded within 10 working days"), S("(less any repair costs)"),
      S("built up NZ$98.00 in hire credit"), S("buying it would cost NZ$352.00"), S("instead of NZ$450.00")],
     ["NZ$150.00", "NZ$352.00"], "bond 15000 HELD; accrued_credit 9800; purchase 45000 - 9800 = 35200; policy 10 working days.")
s.ok("Bond: NZ$150, back within 10 working days of the return check.",
     [S("Bond: NZ$150"), S("back within 10 working days of the return check")], ["NZ$150"], "bond.amount_minor 15000; policy.")
s.ok("Kia ora Sarah — just so you know, August's hire of NZ$28 has already been charged and isn't pro-rated if the violin comes "
     "back mid-month. You've paid seven months so far, and half of that counts towards buying it if you'd like to.",
     [S("August's hire of NZ$28 has already been charged"), S("isn't pro-rated if the violin comes back mid-month"),
      S("You've paid seven months so far"), S("half of that counts towards buying it")],
     ["NZ$28"], "payment for 2026-08-01 PAID 2800; 7 PAID payments; credit_rate 0.50 and policy.")
s.bad("Hi Sarah! Yes — once the violin's been returned and checked, your NZ$200.00 bond will be refunded within 5 working days.",
      [C("your NZ$200.00 bond", AMT), C("refunded within 5 working days", NLIC)],
      ["other_record_value", "wrong_period"], ["NZ$200.00 bond", "within 5 working days"],
      "NZ$200 was the bond on the returned cello HIRE-2871; HIRE-3308 holds 15000 = NZ$150. Policy: 10 working days.")
s.bad("Hi Sarah! The bond of NZ$150.00 comes back within 10 working days of the check. If you buy the violin instead, you've "
      "got NZ$196.00 in hire credit, so it would cost you NZ$254.00.",
      [S("The bond of NZ$150.00"), S("within 10 working days of the check"), C("NZ$196.00 in hire credit", AMT),
       C("it would cost you NZ$254.00", AMT)],
      ["wrong_amount", "wrong_arithmetic"], ["NZ$196.00 in hire credit", "cost you NZ$254.00"],
      "accrued_credit_minor 9800 (50% of 7 x 2800); 45000 - 9800 = NZ$352.")
s.rep("Hi Sarah! Once the violin is returned and checked, your NZ$15,000.00 bond is refunded within 10 working days.",
      [C("NZ$15,000.00 bond", AMT), S("refunded within 10 working days")],
      ["unit_conversion"], ["NZ$15,000.00"], ["$150|150.00", "10 working days"], "bond.amount_minor 15000 is NZ$150.00.")
SCENARIOS.append(s)
