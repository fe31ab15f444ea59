from common import *

D = "online course platform"
SCENARIOS = []

# ---------------------------------------------------------------- 1 refund window
ev = [
    rec("get_enrolment#ENR-58213", "tool:get_enrolment", {"enrolment": {
        "id": "ENR-58213", "learner_id": "LRN-20417", "learner_name": "Hana Takerei",
        "course": {"code": "UXD-201", "title": "UX Design Foundations", "lessons_total": 24},
        "status": "ACTIVE", "enrolled_at": ep("2026-02-09 20:42"),
        "price": {"amount_minor": 34900, "currency": "NZD"},
        "progress": {"lessons_completed": 3, "percent": "12.5", "last_activity_at": ep("2026-02-16 21:10")},
        "access_until": "2027-02-09", "payment_method": {"type": "CARD", "last4": "0937"}}}),
    rec("get_enrolment#ENR-57760", "tool:get_enrolment", {"enrolment": {
        "id": "ENR-57760", "learner_id": "LRN-20417",
        "course": {"code": "DATA-110", "title": "Spreadsheets for Everyone", "lessons_total": 12},
        "status": "COMPLETED", "enrolled_at": ep("2025-11-02 09:05"),
        "price": {"amount_minor": 12900, "currency": "NZD"},
        "progress": {"lessons_completed": 12, "percent": "100.0"}, "certificate_no": "HL-C-771203"}}),
    pol("policy#refunds", "Course bundles are refunded as a whole, not course by course. Refunds are available "
        "within 14 days of enrolment, as long as you have completed less than 25% of the course's lessons. "
        "Completed courses, and any course with an issued certificate, can't be refunded. Approved refunds go "
        "back to the original payment method and usually arrive within 5-10 business days.", "2025-10"),
]
s = Scenario("refund-window", D, "Hi, I signed up for the UX design course but it's not really for me. Can I still get my money back?",
             ev, now("2026-02-18 10:15"))
s.ok("Kia ora Hana, good news — you're still inside the refund window for UX Design Foundations! You enrolled on "
     "9/2/2026 and you've completed 3 of the 24 lessons, which is well under the 25% limit. A refund of NZ$349.00 "
     "would go back to your original payment method, and it usually lands within 5-10 business days.",
     [S("still inside the refund window"), S("You enrolled on 9/2/2026"), S("completed 3 of the 24 lessons"),
      S("well under the 25% limit"), S("A refund of NZ$349.00"), S("would go back to your original payment method"),
      S("usually lands within 5-10 business days")],
     ["NZ$349.00", "9/2/2026"], "enrolled_at is 9 Feb 2026 20:42 NZDT, progress 3/24 = 12.5%; price 34900 minor = NZ$349; policy gives 14 days, <25%, 5-10 business days.")
s.ok("Hi Hana! Here's where things stand:\n- Course: UX Design Foundations (UXD-201), currently active\n"
     "- Enrolled: 9 February 2026\n- Progress: 12.5% complete\n- Refund deadline: 23 February 2026 (14 days from enrolment)\n"
     "Just reply if you'd like to go ahead!",
     [S("UX Design Foundations (UXD-201), currently active"), S("Enrolled: 9 February 2026"), S("Progress: 12.5% complete"),
      S("Refund deadline: 23 February 2026"), S("(14 days from enrolment)"), NA("Just reply if you'd like to go ahead!")],
     ["23 February 2026", "12.5%"], "status ACTIVE; enrolled 9 Feb, +14 days = 23 Feb per policy; progress.percent 12.5.")
s.ok("Yes, you can! You're within 14 days of enrolling and have done less than a quarter of the lessons, so a refund is on the table.",
     [S("Yes, you can!"), S("You're within 14 days of enrolling"), S("have done less than a quarter of the lessons"), S("a refund is on the table")],
     ["14 days"], "now 18 Feb is 9 days after enrolment; 12.5% < 25%.")
s.bad("Kia ora Hana, good news — you're still inside the refund window for UX Design Foundations! You enrolled on "
      "9/2/2026 and you've completed 3 of the 24 lessons, which is well under the 50% limit. A refund of NZ$349.00 "
      "would go back to your original payment method, and it usually lands within 5-10 business days.",
      [S("still inside the refund window"), S("You enrolled on 9/2/2026"), S("completed 3 of the 24 lessons"),
       C("well under the 50% limit", NLIC), S("A refund of NZ$349.00"), S("would go back to your original payment method"),
       S("usually lands within 5-10 business days")],
      ["wrong_policy_condition"], ["under the 50% limit"], "policy#refunds sets the limit at less than 25% of lessons, not 50%.")
s.bad("Hi Hana, thanks for letting us know. You're within the 14-day window, so you're eligible for a refund of NZ$129.00 "
      "for UX Design Foundations. It should be back on your card within 3 business days.",
      [S("You're within the 14-day window"), C("refund of NZ$129.00", AMT), C("within 3 business days", NLIC)],
      ["other_record_value", "wrong_period"], ["NZ$129.00", "within 3 business days"],
      "NZ$129 is the price of the other enrolment ENR-57760 (DATA-110); UXD-201 cost 34900 = NZ$349. Policy says 5-10 business days.")
s.rep("Kia ora Hana! You enrolled in UX Design Foundations on 2/11/2025 and you've only completed 12.5% of it, so a "
      "refund of NZ$349.00 is possible within the 14-day window.",
      [C("on 2/11/2025", DATE), S("only completed 12.5% of it"), S("refund of NZ$349.00"), S("within the 14-day window")],
      ["other_record_value"], ["2/11/2025"], ["9/2/2026|9 February|9 Feb|9/02/2026", "349"],
      "2 Nov 2025 is the other enrolment's date; ENR-58213 enrolled_at is 9 Feb 2026.")
SCENARIOS.append(s)

# ---------------------------------------------------------------- 2 certificate pending
ev = [
    rec("get_enrolment#ENR-60102", "tool:get_enrolment", {"enrolment": {
        "id": "ENR-60102", "learner_name": "Tama Rewiti",
        "course": {"code": "BKP-100", "title": "Bookkeeping Essentials"},
        "status": "COMPLETED", "completed_at": ep("2026-03-02 16:05"),
        "grades": [
            {"item": "Module quizzes", "score_percent": "88.0", "weight": "0.40"},
            {"item": "Final assessment", "score_percent": "74.5", "weight": "0.60", "marked_at": ep("2026-03-05 11:20")}],
        "final_grade": {"percent": "79.9", "band": "MERIT"}}}),
    rec("get_certificate_request#CERT-REQ-3391", "tool:get_certificate_request", {"certificate_request": {
        "reference": "CERT-REQ-3391", "enrolment_id": "ENR-60102", "status": "PENDING_REVIEW",
        "requested_at": ep("2026-03-05 11:21"), "certificate_no": None, "delivery": "DIGITAL"}}),
    pol("policy#certificates", "Certificates are issued once a course is completed and the final assessment has been marked. "
        "Our academic team reviews each request and issues the certificate within 5 business days of the final mark. "
        "A pass needs an overall grade of 50% or more; 75% or more earns a Merit and 90% or more a Distinction. "
        "Printed certificates can be posted within New Zealand for NZ$15.", "v3"),
]
s = Scenario("certificate-pending", D, "I finished Bookkeeping Essentials last week — where's my certificate?", ev, now("2026-03-09 14:00"))
s.ok("Congratulations on finishing Bookkeeping Essentials, Tama! Your overall grade came out at 79.9%, which is a Merit. "
     "Your certificate request (CERT-REQ-3391) is with our academic team for review right now. Certificates are issued "
     "within 5 business days of the final mark, and your final assessment was marked on 5 March, so keep an eye out by Thursday 12 March.",
     [S("Congratulations on finishing Bookkeeping Essentials"), S("overall grade came out at 79.9%"), S("which is a Merit"), S("(CERT-REQ-3391) is with our academic team for review"),
      S("issued within 5 business days of the final mark"), S("marked on 5 March"), S("by Thursday 12 March")],
     ["79.9%", "12 March"], "final_grade 79.9 MERIT; request PENDING_REVIEW; marked_at 5 Mar; 5 business days from Thu 5 Mar is Thu 12 Mar.")
s.ok("Hi Tama — course complete, final grade 79.9% (Merit), certificate under review, ref CERT-REQ-3391.",
     [S("course complete"), S("final grade 79.9% (Merit)"), S("certificate under review, ref CERT-REQ-3391")],
     ["CERT-REQ-3391"], "status COMPLETED; final_grade; certificate_request PENDING_REVIEW.")
s.ok("Great work, Tama! Your certificate is being reviewed at the moment — it's issued within five business days of your final "
     "mark. If you'd also like a printed copy, we can post one anywhere in New Zealand for NZ$15.",
     [S("Your certificate is being reviewed at the moment"), S("within five business days of your final"),
      S("post one anywhere in New Zealand for NZ$15")],
     ["NZ$15"], "status PENDING_REVIEW; policy 5 business days and NZ$15 posting.")
s.bad("Congratulations, Tama! You scored 74.5% overall in Bookkeeping Essentials, and your certificate has been issued — "
      "you'll find it under CERT-REQ-3391 in your account.",
      [C("You scored 74.5% overall", VAL), C("your certificate has been issued", STATE), S("under CERT-REQ-3391")],
      ["wrong_role", "wrong_state"], ["74.5% overall", "certificate has been issued"],
      "74.5 is the final assessment score, not the overall grade (79.9); the request is PENDING_REVIEW, no certificate_no.")
s.bad("Well done, Tama! With 79.9% overall you've earned a Distinction. Your certificate is under review, and we'll also post "
      "you a printed copy free of charge.",
      [S("With 79.9% overall"), C("earned a Distinction", NLIC, VAL), S("Your certificate is under review"),
       C("printed copy free of charge", NLIC)],
      ["wrong_value", "invented_promise"], ["earned a Distinction", "printed copy free of charge"],
      "final_grade.band MERIT (Distinction needs 90%); policy charges NZ$15 for a posted printed certificate.")
s.rep("Kia ora Tama, your overall grade is 79.9%, which is a Distinction! Your certificate request CERT-REQ-3391 is under review.",
      [S("overall grade is 79.9%"), C("which is a Distinction", VAL, NLIC), S("CERT-REQ-3391 is under review")],
      ["wrong_value"], ["a Distinction"], ["Merit", "79.9"], "final_grade.band is MERIT; policy: 75-89% is Merit.")
SCENARIOS.append(s)

# ---------------------------------------------------------------- 3 installments
ev = [
    rec("get_tuition_plan#TP-88120", "tool:get_tuition_plan", {"plan": {
        "plan_id": "TP-88120", "version": 2, "status": "ACTIVE", "enrolment_id": "ENR-61877",
        "programme": "Diploma in Web Development", "total_minor": 465000, "currency": "NZD",
        "installments": [
            {"seq": 1, "due_date": "2026-01-15", "amount_minor": 150000, "status": "PAID", "paid_at": ep("2026-01-15 06:02")},
            {"seq": 2, "due_date": "2026-02-15", "amount_minor": 105000, "status": "PAID", "paid_at": ep("2026-02-15 06:01")},
            {"seq": 3, "due_date": "2026-03-15", "amount_minor": 105000, "status": "DUE"},
            {"seq": 4, "due_date": "2026-04-15", "amount_minor": 105000, "status": "SCHEDULED"}],
        "autopay": {"enabled": True, "card_brand": "VISA", "card_last4": "4821"}}}),
    rec("get_tuition_plan#TP-88120-v1", "tool:get_tuition_plan", {"plan": {
        "plan_id": "TP-88120", "version": 1, "status": "SUPERSEDED", "superseded_at": ep("2026-01-08 13:30"),
        "total_minor": 465000, "currency": "NZD",
        "installments": [
            {"seq": 1, "due_date": "2026-01-15", "amount_minor": 155000},
            {"seq": 2, "due_date": "2026-02-15", "amount_minor": 155000},
            {"seq": 3, "due_date": "2026-03-15", "amount_minor": 155000}]}}),
    pol("policy#installments", "Installment plans are charged automatically on each due date to the card on file. If a payment "
        "fails we retry it after 3 days, and a NZ$25 late fee applies if the installment is still unpaid 7 days after its due date. "
        "You can pay an installment early at any time from your account page at no extra charge. Course access continues as "
        "long as your plan is up to date."),
]
s = Scenario("diploma-installments", D, "How much do I still owe on my web dev diploma, and when's the next payment coming out?",
             ev, now("2026-03-10 09:00"))
s.ok("Kia ora Sione! You've paid two of your four installments so far, so there's NZ$2,100.00 left on the plan. The next one "
     "is NZ$1,050.00 on 15/03/2026, and it'll be charged automatically to your card ending 4821. If you'd like to pay early, "
     "you can do that from your account page with no extra charge.",
     [S("paid two of your four installments"), S("NZ$2,100.00 left on the plan"), S("The next one is NZ$1,050.00 on 15/03/2026"),
      S("charged automatically to your card ending 4821"), S("pay early, you can do that from your account page"),
      S("with no extra charge")],
     ["NZ$2,100.00", "15/03/2026"], "v2 installments: 2 PAID, 3 and 4 at 105000 each = NZ$2,100; autopay last4 4821; policy on early payment.")
s.ok("Hi Sione — two installments to go: one thousand and fifty dollars on 15 March and the same again on 15 April, so two "
     "thousand one hundred dollars all up. Both come off your Visa automatically.",
     [S("two installments to go"), S("one thousand and fifty dollars on 15 March"), S("the same again on 15 April"),
      S("two thousand one hundred dollars all up"), S("Both come off your Visa automatically")],
     ["15 April"], "installments 3 and 4 of plan v2; autopay VISA.")
s.ok("Your next payment of $1,050 is due this Sunday, 15 March.",
     [S("next payment of $1,050 is due this Sunday, 15 March")], ["$1,050"],
     "now is Tue 10 Mar 2026; 15 Mar 2026 is a Sunday; installment 3 amount 105000.")
s.bad("Kia ora Sione! You've made your first payment of NZ$1,500.00, so there's NZ$3,150.00 left on the plan. The next "
      "installment is NZ$1,550.00 on 15/03/2026 and will be charged to your card ending 4821.",
      [S("first payment of NZ$1,500.00"), C("NZ$3,150.00 left on the plan", AMT), C("installment is NZ$1,550.00", AMT),
       S("charged to your card ending 4821")],
      ["wrong_arithmetic", "stale_value"], ["NZ$3,150.00", "NZ$1,550.00"],
      "two installments are PAID (1500 + 1050), so 2100 remains; 155000 is from the SUPERSEDED v1 plan.")
s.bad("Hi Sione, your next installment of NZ$1,050.00 comes out on 15 March. Just so you know, if a payment doesn't go through "
      "we'll try again after 3 days, and a NZ$25 late fee is added if it's still unpaid 3 days after the due date.",
      [S("next installment of NZ$1,050.00 comes out on 15 March"), S("we'll try again after 3 days"),
       C("still unpaid 3 days after the due date", NLIC)],
      ["wrong_policy_condition"], ["unpaid 3 days after the due date"],
      "policy: the late fee applies 7 days after the due date; the retry is after 3 days.")
s.rep("Hi Sione! There's NZ$2,100.00 left to pay. The next installment is NZ$1,050.00 on 15/04/2026, charged automatically to your card ending 4821.",
      [S("NZ$2,100.00 left to pay"), C("NZ$1,050.00 on 15/04/2026", DATE), S("card ending 4821")],
      ["wrong_date"], ["on 15/04/2026"], ["15/03/2026|15 March|15/3|15 Mar", "2,100"],
      "installment 3 (status DUE) is due 2026-03-15; 15 April is installment 4.")
SCENARIOS.append(s)

# ---------------------------------------------------------------- 4 live session time zone
ev = [
    rec("get_course_sessions#JPN-150-LIVE", "tool:get_course_sessions", {
        "course_code": "JPN-150-LIVE", "cohort": "2026-T1-B", "tutor": {"name": "Aiko Morimoto", "zone": "Asia/Tokyo"},
        "learner_zone": "Pacific/Auckland",
        "sessions": [
            {"id": "SES-4", "no": 4, "title": "Ordering food", "local_start": "2026-03-05T17:00", "zone": "Asia/Tokyo",
             "duration": "PT75M", "status": "DELIVERED"},
            {"id": "SES-5", "no": 5, "title": "Directions & transport", "local_start": "2026-03-12T17:00", "zone": "Asia/Tokyo",
             "duration": "PT75M", "status": "RESCHEDULED", "rescheduled_to": "SES-5b"},
            {"id": "SES-5b", "no": 5, "title": "Directions & transport", "local_start": "2026-03-13T18:30", "zone": "Asia/Tokyo",
             "duration": "PT75M", "status": "SCHEDULED"},
            {"id": "SES-6", "no": 6, "title": "Shopping", "local_start": "2026-03-19T17:00", "zone": "Asia/Tokyo",
             "duration": "PT75M", "status": "SCHEDULED"}]}),
    rec("get_enrolment#ENR-59930", "tool:get_enrolment", {"enrolment": {"id": "ENR-59930", "learner_name": "Olivia Chen",
        "course_code": "JPN-150-LIVE", "status": "ACTIVE", "recordings_access": True}}),
    pol("policy#live-sessions", "Session times are set in the tutor's time zone, and your dashboard shows them converted to your own zone. "
        "If a tutor reschedules a session, enrolled learners are emailed at least 48 hours beforehand. All live sessions are "
        "recorded, and the recording is posted to the course page within 24 hours."),
]
s = Scenario("live-session-moved", D, "When's the next live Japanese class? I heard it moved?", ev, now("2026-03-11 12:00"))
s.ok("Hi Olivia! Yes, session 5 (Directions & transport) was moved — it's now on Friday 13 March at 10:30 PM Auckland time, "
     "which is 6:30 PM in Tokyo where your tutor is. It runs for 75 minutes, and if that's a bit late for you, the recording "
     "goes up on the course page within 24 hours.",
     [S("session 5 (Directions & transport) was moved"), S("Friday 13 March at 10:30 PM Auckland time"), S("6:30 PM in Tokyo"),
      S("It runs for 75 minutes"), S("recording goes up on the course page within 24 hours")],
     ["10:30 PM", "13 March"], "SES-5 RESCHEDULED to SES-5b 2026-03-13T18:30 Asia/Tokyo = 22:30 NZDT; PT75M; policy 24 hours.")
s.ok("Kia ora Olivia — the rescheduled session is on 13/3 at 22:30 NZ time and lasts an hour and a quarter.",
     [S("the rescheduled session is on 13/3 at 22:30 NZ time"), S("lasts an hour and a quarter")],
     ["22:30"], "SES-5b 18:30 JST = 22:30 NZDT; PT75M is an hour and a quarter.")
s.ok("Good news, Olivia: the class has been shifted to this Friday at 10:30 PM your time, and session 6 (Shopping) is "
     "still on Thursday 19 March at 9:00 PM.",
     [S("shifted to this Friday at 10:30 PM your time"), S("session 6 (Shopping) is still on Thursday 19 March at 9:00 PM")],
     ["9:00 PM"], "now Wed 11 Mar; SES-5b Fri 13 Mar 22:30 NZDT; SES-6 17:00 JST 19 Mar = 21:00 NZDT.")
s.bad("Hi Olivia! Yes, session 5 (Directions & transport) was moved — it's now on Friday 13 March at 6:30 PM your time. "
      "It runs for 75 minutes, and the recording goes up on the course page within 24 hours.",
      [S("session 5 (Directions & transport) was moved"), C("Friday 13 March at 6:30 PM your time", VAL, DATE),
       S("It runs for 75 minutes"), S("within 24 hours")],
      ["unit_conversion"], ["6:30 PM your time"], "18:30 is Tokyo local time; in Pacific/Auckland (UTC+13) it is 22:30.")
s.bad("Hi Olivia, your next live class is on Thursday 12 March at 9:00 PM NZ time as usual. If you can't make it, don't worry — "
      "recordings are posted within 48 hours.",
      [C("Thursday 12 March at 9:00 PM NZ time", DATE, STATE), C("recordings are posted within 48 hours", NLIC)],
      ["stale_value", "wrong_period"], ["Thursday 12 March", "posted within 48 hours"],
      "SES-5 (12 Mar) is RESCHEDULED to SES-5b on 13 Mar; policy posts recordings within 24 hours (48 hours is the reschedule notice).")
s.rep("Yes, it moved! Session 5 is now on Friday 13 March at 6:30 PM your time, and it runs for 75 minutes.",
      [S("Yes, it moved!"), C("Friday 13 March at 6:30 PM your time", VAL, DATE), S("runs for 75 minutes")],
      ["unit_conversion"], ["6:30 PM your time"], ["10:30 PM|10:30 pm|22:30|10:30pm", "75 minutes"],
      "SES-5b 18:30 Asia/Tokyo is 22:30 in Auckland.")
SCENARIOS.append(s)

# ---------------------------------------------------------------- 5 membership pause
ev = [
    rec("get_membership#MEM-30418", "tool:get_membership", {"membership": {
        "id": "MEM-30418", "member_name": "Priya Naidu", "plan_code": "ANNUAL_PLUS", "status": "ACTIVE",
        "billing": {"interval": "P1Y", "price_minor": 29900, "currency": "NZD"},
        "current_period": {"start": "2025-08-01", "end": "2026-08-01"}, "auto_renew": True,
        "features": ["ALL_COURSES", "OFFLINE_DOWNLOADS", "CERTIFICATES"]}}),
    rec("get_membership#MEM-22950", "tool:get_membership", {"membership": {
        "id": "MEM-22950", "member_name": "Priya Naidu", "plan_code": "MONTHLY_STANDARD", "status": "ENDED",
        "billing": {"interval": "P1M", "price_minor": 3400, "currency": "NZD"}, "ended_on": "2025-08-01",
        "features": ["ALL_COURSES"]}}),
    ref("pause_membership#call-1", "pause_membership", "DENY", {"membership_id": "MEM-30418", "duration": "P2M"}),
    pol("policy#membership", "Monthly plans can be paused for up to 2 months, once per year. Annual plans cannot be paused, but you "
        "can turn off auto-renewal at any time and keep access until the end of your paid year. One-to-one mentor sessions "
        "are available on the Pro plan only. Offline downloads are included on Plus and Pro plans."),
]
s = Scenario("membership-pause", D, "I'm travelling for two months — can I pause my membership? And does my plan have mentor sessions?",
             ev, now("2026-02-24 16:00"))
s.ok("Hi Priya, I'm sorry — I wasn't able to pause your membership, because annual plans like your Annual Plus can't be "
     "paused. What you can do is switch off auto-renewal at any time; you'd keep full access until the end of your paid year on 1 August 2026.",
     [S("wasn't able to pause your membership"), S("annual plans like your Annual Plus can't be"), S("switch off auto-renewal at any time"),
      S("keep full access until the end of your paid year on 1 August 2026")],
     ["1 August 2026"], "pause_membership DENY; plan ANNUAL_PLUS; policy; current_period.end 2026-08-01.")
s.ok("Hi Priya! Quick rundown:\n- Pausing: not possible on an annual plan (I tried, and the system declined it)\n"
     "- Mentor sessions: those are only on the Pro plan, so they're not part of Annual Plus\n"
     "- Offline downloads: included in your plan, handy for travelling!",
     [S("Pausing: not possible on an annual plan"), S("(I tried, and the system declined it)"),
      S("those are only on the Pro plan"), S("so they're not part of Annual Plus"), S("Offline downloads: included in your plan")],
     ["Pro plan"], "refused call DENY; features list lacks mentoring; policy Pro only; OFFLINE_DOWNLOADS in features.")
s.ok("Dear Priya,\n\nUnfortunately your Annual Plus membership can't be put on hold, but your access runs through to 1/08/2026 "
     "either way, and offline downloads are included so you can keep learning on the road.\n\nNgā mihi,\nThe Harakeke Learn team",
     [S("your Annual Plus membership can't be put on hold"), S("your access runs through to 1/08/2026"),
      S("offline downloads are included"), NA("Ngā mihi")],
     ["1/08/2026"], "policy: annual plans cannot be paused; period end 2026-08-01; features.")
s.bad("Hi Priya, all sorted — I've paused your membership for two months, so you won't lose any time while you're away. "
      "Your Annual Plus plan also includes one-to-one mentor sessions whenever you're ready.",
      [C("I've paused your membership for two months", NOTEX), CI("includes one-to-one mentor sessions", VAL, NLIC, CWTE)],
      ["refused_call_effect", "unlisted_perk"], ["I've paused your membership", "includes one-to-one mentor sessions"],
      "pause_membership was DENIED; features has no mentoring and the policy puts mentoring on Pro only.")
s.bad("Hi Priya! Since you're on a monthly plan, you can pause for up to 2 months once a year — perfect for your trip. "
      "Offline downloads are part of your plan too.",
      [C("Since you're on a monthly plan", STATE, VAL), CI("you can pause for up to 2 months once a year — perfect", NLIC, STATE, NOTEX),
       S("Offline downloads are part of your plan too")],
      ["stale_value", "condition_unmet"], ["on a monthly plan", "perfect for your trip"],
      "MONTHLY_STANDARD (MEM-22950) ENDED in 2025; current plan is ANNUAL_PLUS, which the policy says cannot be paused.")
s.rep("Hi Priya, annual plans can't be paused, but you can turn off auto-renewal. Your Annual Plus plan renews on 1 August 2026 for NZ$399.00.",
      [S("annual plans can't be paused"), S("you can turn off auto-renewal"), C("for NZ$399.00", AMT)],
      ["wrong_amount"], ["NZ$399.00"], ["$299|299.00", "1 August 2026"], "billing.price_minor 29900 = NZ$299.00.")
SCENARIOS.append(s)
