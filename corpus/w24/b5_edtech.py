from common import S, N, C, I, CI, rec, pol, psg, refused, case

D = "exam-prep ed-tech"
POL_C = ["NLI_CONTRADICTION", "VALUE_MISMATCH"]
POL_I = ["NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED"]

# ---- T1: course refund ---------------------------------------------------------------------
T1 = [
    rec("get_enrolment#ENR-JEE-2026-55102", "tool:get_enrolment", {
        "enrolment_id": "ENR-JEE-2026-55102",
        "course": {"code": "JEE-CRASH-26", "title": "JEE Main Crash Course 2026", "type": "COURSE"},
        "purchased_at": "2026-04-03T18:22:00+05:30", "amount_paise": 1499900, "currency": "INR",
        "status": "REFUND_APPROVED", "progress": {"content_watched_pct": 12}}),
    rec("get_refund#RFD-ED-30018", "tool:get_refund", {
        "refund_id": "RFD-ED-30018", "enrolment_id": "ENR-JEE-2026-55102", "amount_paise": 1499900,
        "status": "APPROVED", "approved_on": "08-04-2026", "payout": {"mode": "UPI", "status": "PAYOUT_PENDING"}}),
    rec("get_enrolment#ENR-TS-2026-55117", "tool:get_enrolment", {
        "enrolment_id": "ENR-TS-2026-55117",
        "course": {"code": "JEE-TS-26", "title": "JEE Main Full Test Series", "type": "TEST_SERIES"},
        "purchased_at": "2026-04-03T18:25:00+05:30", "amount_paise": 299900, "currency": "INR", "status": "ACTIVE"}),
    pol("refund-policy#courses", "Courses can be cancelled for a full refund within 7 days of purchase, provided "
        "less than 20% of the content has been watched. Test series purchases are not refundable. Approved refunds "
        "are paid out to the original payment method within 5-7 working days. After the refund window, a one-time "
        "switch to another course of equal or lower value is allowed within 30 days of purchase.", revision="v9"),
]
Q1 = "I cancelled my JEE crash course. Is the refund approved, and what about the test series I bought?"
NOW1 = "2026-04-09T10:00:00+05:30"
NT1 = "Refund APPROVED 08-04-2026 for 1499900 paise = Rs 14,999, payout PAYOUT_PENDING to UPI; 12% watched; test series Rs 2,999 ACTIVE and non-refundable."

# ---- T2: live class and mock test ------------------------------------------------------------------
T2 = [
    rec("get_batch#NEET-DROP-B3", "tool:get_batch", {
        "batch_id": "NEET-DROP-B3", "learner_id": "LRN-884120", "timezone": "Asia/Kolkata",
        "next_live_class": {"topic": "Electrostatics - Gauss's law", "faculty": "Dr. Meenakshi Rao",
                            "starts_at_epoch": 1777384800, "duration": "PT1H30M", "platform": "LIVE_APP"},
        "previous_live_class": {"topic": "Current Electricity", "started_at_epoch": 1777039200,
                                "recording_status": "RECORDING_AVAILABLE"},
        "mock_test": {"name": "All-India NEET Mock 4", "window_opens": "2026-05-03T09:00:00+05:30",
                      "window_closes": "2026-05-03T21:00:00+05:30", "duration": "PT3H20M",
                      "attempts_allowed": 1}}),
    pol("learning-policy#live-mock", "Recordings of live classes are available in the app within 6 hours of the "
        "class ending. Mock tests must be started within the test window; once started, the timer cannot be "
        "paused. Each mock test can be attempted once, and results are published 48 hours after the window "
        "closes.", revision="2026-03"),
]
Q2 = "When is my next live class, and when can I take Mock 4?"
NOW2 = "2026-04-27T12:00:00+05:30"
NT2 = "starts_at_epoch 1777384800 = 28-04-2026 19:30 IST (Tuesday), PT1H30M; Mock 4 on 03-05 09:00-21:00 IST, PT3H20M, 1 attempt; results 48 h after close."

# ---- T3: EMI and plan features -----------------------------------------------------------------------
T3 = [
    rec("get_subscription#SUB-UPSC-20931", "tool:get_subscription", {
        "subscription_id": "SUB-UPSC-20931", "status": "ACTIVE",
        "plan": {"code": "UPSC_PRELIMS_PLUS", "title": "UPSC Prelims Plus 2026",
                 "features": ["LIVE_CLASSES", "RECORDED_LECTURES", "DOUBT_CHAT", "WEEKLY_CURRENT_AFFAIRS_PDF"],
                 "validity_till": "31-05-2027"},
        "price": "17994.00",
        "payment": {"type": "NO_COST_EMI", "tenure_months": 6, "emi_amount": "2999.00", "installments_paid": 2,
                    "next_due_date": "05-05-2026", "outstanding": "11996.00"}}),
    rec("get_plan#UPSC_PRELIMS_PRO", "tool:get_plan", {
        "code": "UPSC_PRELIMS_PRO", "title": "UPSC Prelims Pro 2026", "price": "29994.00",
        "features": ["LIVE_CLASSES", "RECORDED_LECTURES", "DOUBT_CHAT", "WEEKLY_CURRENT_AFFAIRS_PDF",
                     "ONE_ON_ONE_MENTORING", "ANSWER_WRITING_EVALUATION"]}),
    pol("payments-policy#emi", "No-cost EMI instalments are auto-debited on the due date. If an instalment "
        "bounces, access to live classes is paused until it is paid, and the lender may charge a bounce fee of "
        "Rs. 500. Upgrades to a higher plan are charged at the price difference between the two plans.",
        revision="v4"),
]
Q3 = "How much is left on my EMI, and does my plan include one-on-one mentoring?"
NT3 = "2 of 6 x 2999.00 paid, outstanding 11996.00, next due 05-05-2026; Plus features exclude ONE_ON_ONE_MENTORING (Pro has it); Pro 29994 - 17994 = 12000."

CASES = [
    # T1
    case(D, "course-refund", Q1,
         "Hello, and thank you for contacting us. Your refund of ₹14,999 for the JEE Main Crash Course 2026 was "
         "approved on 08-04-2026, as you cancelled within 7 days of purchase and had watched only 12% of the "
         "content. The amount will be paid to your UPI account within 5-7 working days. The JEE Main Full Test "
         "Series (₹2,999) is not refundable, so it remains active on your account.", T1,
         [N("Hello, and thank you for contacting us."), S("refund of ₹14,999"), S("approved on 08-04-2026"),
          S("cancelled within 7 days of purchase"), S("watched only 12% of the content"),
          S("paid to your UPI account within 5-7 working days"), S("Test Series (₹2,999) is not refundable"),
          S("it remains active on your account")],
         now=NOW1, notes=NT1, includes=["14,999", "08-04-2026"]),
    case(D, "course-refund", Q1,
         "Refund approved: Rs. 14,999 (enrolment ENR-JEE-2026-55102), approved on 8 April 2026; the UPI payout is "
         "still pending. Test series: non-refundable, and it stays active.", T1,
         [S("Refund approved: Rs. 14,999"), S("approved on 8 April 2026"), S("the UPI payout is still pending"),
          S("Test series: non-refundable")],
         now=NOW1, notes=NT1, includes=["14,999"]),
    case(D, "course-refund", Q1,
         "Your crash-course refund of fourteen thousand nine hundred and ninety-nine rupees has been approved and "
         "should reach you within five to seven working days.", T1,
         [S("fourteen thousand nine hundred and ninety-nine rupees has been approved"),
          S("within five to seven working days")],
         now=NOW1, notes=NT1, includes=["fourteen thousand nine hundred"]),
    case(D, "course-refund", Q1,
         "Your refund of ₹14,999 for the JEE Main Crash Course 2026 was approved on 08-04-2026 and has been credited "
         "to your UPI account. The test series amount of ₹2,999 will also be refunded to you separately.", T1,
         [S("refund of ₹14,999"), S("approved on 08-04-2026"),
          C("has been credited to your UPI account", "RECORD_STATE_MISMATCH"),
          C("₹2,999 will also be refunded", *POL_C)],
         errors=["wrong_state", "invented_promise"], now=NOW1,
         notes=NT1 + " payout is PAYOUT_PENDING; test series is non-refundable.",
         excludes=["has been credited to your UPI", "will also be refunded"]),
    case(D, "course-refund", Q1,
         "Your refund of ₹14,999 has been approved. Our policy allows a full refund when a course is cancelled "
         "within 14 days of purchase, so your request qualified.", T1,
         [S("refund of ₹14,999 has been approved"), C("within 14 days of purchase", *POL_C)],
         errors=["wrong_policy_condition"], now=NOW1, notes=NT1 + " The window is 7 days.",
         excludes=["within 14 days of purchase"]),
    # T2
    case(D, "live-class-mock", Q2,
         "Namaste! Your next live class, Electrostatics - Gauss's law with Dr. Meenakshi Rao, is tomorrow, Tuesday "
         "28 April, at 7:30 PM and runs for 1 hour 30 minutes. All-India NEET Mock 4 opens on 3 May at 9:00 AM and "
         "closes at 9:00 PM the same day; the test lasts 3 hours 20 minutes and can be attempted only once.", T2,
         [S("is tomorrow, Tuesday 28 April, at 7:30 PM"), S("runs for 1 hour 30 minutes"),
          S("opens on 3 May at 9:00 AM"), S("closes at 9:00 PM the same day"), S("lasts 3 hours 20 minutes"),
          S("can be attempted only once")],
         now=NOW2, notes=NT2, includes=["7:30 PM", "3 May"]),
    case(D, "live-class-mock", Q2,
         "- Next live class: 28-04-2026, 19:30 IST (90 minutes)\n- Mock 4 window: 3 May, 9 AM to 9 PM\n"
         "- Results: 48 hours after the window closes, i.e. on 5 May at 9 PM", T2,
         [S("Next live class: 28-04-2026, 19:30 IST (90 minutes)"), S("Mock 4 window: 3 May, 9 AM to 9 PM"),
          S("on 5 May at 9 PM")],
         now=NOW2, notes=NT2, includes=["19:30", "5 May"]),
    case(D, "live-class-mock", Q2,
         "If you miss tomorrow's class on Gauss's law, the recording will be in the app within 6 hours of it ending. "
         "Please note that once you start Mock 4, the timer cannot be paused.", T2,
         [S("If you miss tomorrow's class on Gauss's law"), S("within 6 hours of it ending"),
          S("the timer cannot be paused")],
         now=NOW2, notes=NT2, includes=["6 hours"]),
    case(D, "live-class-mock", Q2,
         "Your next live class on Gauss's law is tomorrow, 28 April, at 2:00 PM with Dr. Meenakshi Rao. Mock 4 "
         "opens on 3 May at 9:00 AM.", T2,
         [C("at 2:00 PM", "DATE_MISMATCH", "VALUE_MISMATCH"), S("Mock 4 opens on 3 May at 9:00 AM")],
         errors=["unit_conversion"], now=NOW2, notes=NT2 + " 14:00 is the UTC time of the epoch.",
         excludes=["at 2:00 PM"]),
    case(D, "live-class-mock", Q2,
         "Mock 4 is open on 3 May from 9 AM to 9 PM. The test is 3 hours long, and you may attempt it twice within "
         "the window if you wish to improve your score.", T2,
         [S("open on 3 May from 9 AM to 9 PM"), C("The test is 3 hours long", "VALUE_MISMATCH"),
          C("you may attempt it twice", "VALUE_MISMATCH", "NLI_CONTRADICTION")],
         errors=["wrong_period", "wrong_quantity"], now=NOW2, notes=NT2 + " PT3H20M, attempts_allowed 1.",
         excludes=["is 3 hours long", "attempt it twice"]),
    # T3
    case(D, "emi-plan-features", Q3,
         "Thank you for reaching out. You have paid 2 of your 6 instalments of ₹2,999, so ₹11,996 remains, and the "
         "next instalment is due on 05-05-2026. One-on-one mentoring is not part of UPSC Prelims Plus; it comes "
         "with the UPSC Prelims Pro plan. Your plan includes live classes, recorded lectures, doubt chat and the "
         "weekly current affairs PDF.", T3,
         [N("Thank you for reaching out."), S("paid 2 of your 6 instalments of ₹2,999"), S("₹11,996 remains"),
          S("due on 05-05-2026"), S("One-on-one mentoring is not part of UPSC Prelims Plus"),
          S("it comes with the UPSC Prelims Pro plan"), S("live classes, recorded lectures, doubt chat")],
         notes=NT3, includes=["11,996", "05-05-2026"]),
    case(D, "emi-plan-features", Q3,
         "Four instalments of Rs. 2,999 are left (Rs. 11,996 in all), the next on 5 May. Mentoring is not included "
         "in your plan; upgrading to Pro would cost the price difference of Rs. 12,000.", T3,
         [S("Four instalments of Rs. 2,999 are left"), S("Rs. 11,996 in all"), S("the next on 5 May"),
          S("Mentoring is not included in your plan"), S("price difference of Rs. 12,000")],
         notes=NT3, includes=["12,000"]),
    case(D, "emi-plan-features", Q3,
         "₹11,996 is outstanding on your EMI, with the next ₹2,999 instalment due on 05-05-2026. Yes, your UPSC "
         "Prelims Plus plan includes one-on-one mentoring along with live classes and doubt chat.", T3,
         [S("₹11,996 is outstanding"), S("next ₹2,999 instalment due on 05-05-2026"),
          C("includes one-on-one mentoring", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH")],
         errors=["unlisted_perk"], notes=NT3, excludes=["includes one-on-one mentoring"]),
    case(D, "emi-plan-features", Q3,
         "You have three instalments of ₹2,999 left, which comes to ₹8,997. If an instalment bounces, the lender may "
         "charge a fee of ₹250.", T3,
         [C("three instalments of ₹2,999 left", "VALUE_MISMATCH"), C("comes to ₹8,997", "AMOUNT_MISMATCH"),
          C("charge a fee of ₹250", *POL_C)],
         errors=["wrong_arithmetic", "wrong_arithmetic", "wrong_amount"],
         notes=NT3 + " 6 - 2 = 4 instalments, Rs 11,996; bounce fee Rs 500.",
         excludes=["three instalments", "₹8,997", "fee of ₹250"]),
]

REPAIRS = [
    case(D, "course-refund", Q1,
         "Your refund of ₹14,999 for the JEE Main Crash Course 2026 was approved on 03-04-2026 and will reach your "
         "UPI account within 5-7 working days.", T1,
         [S("refund of ₹14,999"), C("approved on 03-04-2026", "DATE_MISMATCH"), S("within 5-7 working days")],
         errors=["wrong_date"], now=NOW1, notes=NT1 + " 03-04 is the purchase date.", excludes=["03-04-2026"],
         includes=["08-04-2026|8 April|08/04/2026", "14,999"], repair=True),
    case(D, "live-class-mock", Q2,
         "Mock 4 is open on 3 May from 9:00 AM to 9:00 PM, and results are published 24 hours after the window "
         "closes.", T2,
         [S("open on 3 May from 9:00 AM to 9:00 PM"), C("24 hours after the window closes", *POL_C)],
         errors=["wrong_period"], now=NOW2, notes=NT2, excludes=["24 hours after"],
         includes=["48 hours|5 May|two days", "3 May"], repair=True),
    case(D, "live-class-mock", Q2,
         "Your next live class on Gauss's law is on Wednesday, 29 April, at 7:30 PM.", T2,
         [C("Wednesday, 29 April", "DATE_MISMATCH")],
         errors=["wrong_date"], now=NOW2, notes=NT2, excludes=["Wednesday, 29 April"],
         includes=["28 April|Tuesday|tomorrow|28-04", "7:30 PM|19:30"], repair=True),
    case(D, "emi-plan-features", Q3,
         "Your plan does not include one-on-one mentoring. Upgrading to UPSC Prelims Pro would cost you ₹29,994.",
         T3,
         [S("does not include one-on-one mentoring"), C("would cost you ₹29,994", *POL_C, "AMOUNT_MISMATCH")],
         errors=["wrong_arithmetic"], notes=NT3 + " Upgrades cost the difference, 12,000.", excludes=["₹29,994"],
         includes=["12,000|12000", "mentoring"], repair=True),
]
