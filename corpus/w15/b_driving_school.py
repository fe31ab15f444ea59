from common import *

D = "driving school"
SCENARIOS = []

# ---------------------------------------------------------------- 1 lesson tomorrow
ev = [
    rec("list_lessons#LRN-6620", "tool:list_lessons", {"learner": {"id": "LRN-6620", "name": "Aroha Peters", "licence_stage": "LEARNER"},
        "zone": "Pacific/Auckland",
        "lessons": [
            {"id": "LSN-4388", "start_epoch": ep("2026-05-07 15:30"), "duration": "PT60M", "status": "DELIVERED",
             "instructor": {"id": "INS-12", "name": "Mele Fifita"}, "vehicle": "AUTO",
             "pickup": "Albany Mall bus interchange"},
            {"id": "LSN-4410", "start_epoch": ep("2026-05-14 15:30"), "duration": "PT90M", "status": "CONFIRMED",
             "instructor": {"id": "INS-07", "name": "Grant Whitaker"}, "vehicle": "AUTO",
             "pickup": "Rangitoto College, Oteha Valley Rd gate"},
            {"id": "LSN-4425", "start_epoch": ep("2026-05-21 16:00"), "duration": "PT60M", "status": "TENTATIVE",
             "instructor": {"id": "INS-07", "name": "Grant Whitaker"}, "vehicle": "AUTO",
             "pickup": "Rangitoto College, Oteha Valley Rd gate"}]}),
    pol("policy#lessons", "Lessons start and finish at the pickup point you chose when booking. Please have your learner licence "
        "with you, because your instructor can't start the lesson without sighting it. Your instructor will wait up to 15 minutes "
        "before the lesson is treated as a no-show. Lessons cancelled with less than 24 hours' notice are charged in full."),
]
s = Scenario("lesson-tomorrow", D, "What time is my lesson tomorrow and who's taking it?", ev, now("2026-05-13 18:00"))
s.ok("Kia ora Aroha! Your lesson tomorrow is at 3:30 PM with Grant, and it's a 90-minute one. He'll pick you up at the Oteha "
     "Valley Rd gate of Rangitoto College — don't forget your learner licence, as he can't start without sighting it.",
     [S("Your lesson tomorrow is at 3:30 PM with Grant"), S("it's a 90-minute one"),
      S("pick you up at the Oteha Valley Rd gate of Rangitoto College"), S("can't start without sighting it")],
     ["3:30 PM", "Grant"], "LSN-4410: 14 May 15:30 NZST (now is 13 May), PT90M, Grant Whitaker, pickup; policy on licence.")
s.ok("Hi Aroha — Thursday 14/5, 15:30, 1.5 hours, automatic car, instructor Grant Whitaker.",
     [S("Thursday 14/5, 15:30"), S("1.5 hours"), S("automatic car"), S("instructor Grant Whitaker")],
     ["15:30", "Grant Whitaker"], "LSN-4410 fields; 14 May 2026 is a Thursday.")
s.ok("Your Thursday lesson has been confirmed for 3:30 PM. If you're running a bit late, Grant will wait up to 15 minutes for you.",
     [S("Your Thursday lesson has been confirmed for 3:30 PM"), S("Grant will wait up to 15 minutes")],
     ["15 minutes"], "LSN-4410 CONFIRMED; policy: instructor waits up to 15 minutes.")
s.bad("Kia ora Aroha! Your lesson tomorrow is at 3:30 PM with Mele Fifita, and it's a one-hour session. You'll be picked up "
      "at the Oteha Valley Rd gate of Rangitoto College.",
      [S("Your lesson tomorrow is at 3:30 PM"), C("with Mele Fifita", VAL, IDM), C("it's a one-hour session", VAL),
       S("picked up at the Oteha Valley Rd gate")],
      ["other_record_value", "wrong_value"], ["with Mele Fifita", "one-hour session"],
      "Mele Fifita taught the delivered LSN-4388; LSN-4410's instructor is Grant Whitaker and its duration PT90M.")
s.bad("Hi Aroha! You're all set for 3:30 PM tomorrow with Grant. I've also added a mock test at the end of the lesson so you can "
      "see how you're tracking, and if you're held up he'll wait up to 30 minutes.",
      [S("3:30 PM tomorrow with Grant"), I("I've also added a mock test", CWTE), C("wait up to 30 minutes", NLIC)],
      ["unrecorded_extra", "wrong_period"], ["added a mock test", "wait up to 30 minutes"],
      "no record holds a mock test on LSN-4410; policy says the instructor waits up to 15 minutes.")
s.rep("Hi Aroha, your lesson tomorrow is at 3:30 PM with Mele and runs for 90 minutes.",
      [S("lesson tomorrow is at 3:30 PM"), C("with Mele", VAL, IDM), S("runs for 90 minutes")],
      ["other_record_value"], ["with Mele"], ["Grant", "3:30 PM"], "LSN-4410's instructor is Grant Whitaker; Mele taught LSN-4388.")
SCENARIOS.append(s)

# ---------------------------------------------------------------- 2 test-prep package
ev = [
    rec("get_package#PKG-1182", "tool:get_package", {"package": {
        "id": "PKG-1182", "learner_name": "Liam O'Connor", "product_code": "RESTRICTED_TEST_READY_10",
        "product_name": "Restricted Test Ready (10 lessons)", "purchased_on": "2025-09-30", "expires_on": "2026-09-30",
        "lessons_total": 10, "lessons_used": 7, "lesson_length": "PT60M", "price_minor": 72500, "currency": "NZD",
        "includes": ["MOCK_TEST_X1", "TEST_ROUTE_PRACTICE"], "mock_test": {"status": "NOT_BOOKED"}}}),
    rec("get_package#PKG-0954", "tool:get_package", {"package": {
        "id": "PKG-0954", "learner_name": "Liam O'Connor", "product_code": "LEARNER_STARTER_5", "status": "EXHAUSTED",
        "lessons_total": 5, "lessons_used": 5, "lesson_length": "PT45M", "price_minor": 31000, "currency": "NZD"}}),
    pol("policy#add-ons", "Package lessons are the length shown on your package. Use of a school car for your practical test is "
        "an add-on at NZ$95 and is not part of any lesson package. Mock tests are 45 minutes and follow a real test route. "
        "Unused package lessons expire on the date shown on your package."),
]
s = Scenario("test-ready-package", D, "How many lessons have I got left, and is the car for my actual test included?", ev,
             now("2026-05-20 11:00"))
s.ok("Hi Liam! You've used 7 of your 10 package lessons, so you've got 3 left, and they're valid until 30 September 2026. "
     "The school car for your actual test isn't part of the package — it's an add-on for NZ$95. Your package does include "
     "one mock test, which you haven't booked yet.",
     [S("used 7 of your 10 package lessons"), S("you've got 3 left"), S("valid until 30 September 2026"),
      S("isn't part of the package"), S("it's an add-on for NZ$95"), S("include one mock test"), S("which you haven't booked yet")],
     ["3 left", "NZ$95"], "PKG-1182 lessons 10/7, expires 2026-09-30, MOCK_TEST_X1 NOT_BOOKED; policy car add-on NZ$95.")
s.ok("Kia ora Liam! Here's your package at a glance:\n• Lessons remaining: 3 (each one hour)\n• Expires: 30/09/2026\n"
     "• Mock test: included, not booked yet\n• Test-day car: available as a NZ$95 add-on",
     [S("Lessons remaining: 3"), S("(each one hour)"), S("Expires: 30/09/2026"), S("Mock test: included, not booked yet"),
      S("Test-day car: available as a NZ$95 add-on")],
     ["30/09/2026"], "PKG-1182 lesson_length PT60M; includes; policy.")
s.ok("Three lessons left, Liam — that's three hours of driving to use by 30 September.",
     [S("Three lessons left"), S("three hours of driving"), S("to use by 30 September")],
     ["three hours"], "3 remaining x PT60M = 3 hours; expires_on 2026-09-30.")
s.bad("Hi Liam! You've got 3 lessons left on your Restricted Test Ready package, and good news — the school car for your "
      "practical test is included, so there's nothing extra to pay on the day.",
      [S("You've got 3 lessons left"), C("the school car for your practical test is included", NLIC, VAL),
       C("nothing extra to pay on the day", NLIC)],
      ["unlisted_perk", "invented_fact"], ["car for your practical test is included", "nothing extra to pay on the day"],
      "includes lists only MOCK_TEST_X1 and TEST_ROUTE_PRACTICE; policy says the test car is a NZ$95 add-on, not in any package.")
s.bad("Hi Liam, you've got 3 lessons left, which works out to 2 hours and 15 minutes behind the wheel. Your package also "
      "includes two mock tests, so it's worth booking the first one soon.",
      [S("you've got 3 lessons left"), C("2 hours and 15 minutes behind the wheel", VAL), C("includes two mock tests", VAL)],
      ["other_record_value", "wrong_quantity"], ["2 hours and 15 minutes", "includes two mock tests"],
      "45-minute lessons belong to the exhausted PKG-0954; PKG-1182 lessons are PT60M (3 hours); includes MOCK_TEST_X1 (one).")
s.rep("Hi Liam! You've got 3 lessons left, valid until 30 September 2026, and the car for your test is included in the package.",
      [S("3 lessons left"), S("valid until 30 September 2026"), C("the car for your test is included", NLIC, VAL)],
      ["unlisted_perk"], ["car for your test is included"], ["add-on|NZ$95|$95|not included|isn't included|not part", "30 September"],
      "policy: the school car for the practical test is a NZ$95 add-on, not in any package.")
SCENARIOS.append(s)

# ---------------------------------------------------------------- 3 late cancellation fee
ev = [
    rec("get_lesson#LSN-5021", "tool:get_lesson", {"lesson": {
        "id": "LSN-5021", "learner": {"id": "LRN-7031", "name": "Jess Marsh", "fee_waivers_used_this_year": 1},
        "start_epoch": ep("2026-05-26 10:00"), "duration": "PT60M", "status": "CANCELLED_LATE",
        "cancelled_at_epoch": ep("2026-05-25 19:40"), "cancelled_by": "LEARNER", "price_minor": 7900,
        "late_fee": {"amount_minor": 7900, "currency": "NZD", "status": "CHARGED", "charged_at_epoch": ep("2026-05-25 19:41")}}}),
    ref("waive_late_fee#call-3", "waive_late_fee", "ESCALATE", {"lesson_id": "LSN-5021", "reason": "ILLNESS"}),
    pol("policy#cancellations", "We need 24 hours' notice to cancel or move a lesson. Lessons cancelled with less than 24 hours' "
        "notice are charged in full. We waive the fee once per learner per calendar year for illness with a medical certificate, "
        "or any time a MetService severe weather warning covers your area. Fee waiver requests are reviewed by our office team "
        "within 2 business days."),
]
s = Scenario("late-cancel-fee", D, "I cancelled last night because I was sick — why have I been charged $79?", ev,
             now("2026-05-26 13:00"))
s.ok("Hi Jess, I'm sorry you've been unwell! Your lesson was cancelled at 7:40 PM last night, a bit over 14 hours before the "
     "10:00 AM start, and because that's inside our 24-hour notice window the full NZ$79.00 was charged. I've passed a waiver "
     "request on to our office team, who review these within 2 business days.",
     [NA("I'm sorry you've been unwell!"), S("cancelled at 7:40 PM last night"), S("a bit over 14 hours before the 10:00 AM start"),
      S("inside our 24-hour notice window"), S("the full NZ$79.00 was charged"), S("I've passed a waiver request on to our office team"),
      S("review these within 2 business days")],
     ["NZ$79.00", "2 business days"], "cancelled 25 May 19:40, start 26 May 10:00 (14h20m); late_fee 7900 CHARGED; waive call ESCALATE; policy.")
s.ok("Kia ora Jess — the $79 is the late-cancellation charge, since we had about 14 hours' notice rather than the 24 we need. "
     "I couldn't waive it myself, so it's gone to the office for review.",
     [S("the $79 is the late-cancellation charge"), S("about 14 hours' notice rather than the 24 we need"),
      S("I couldn't waive it myself"), S("it's gone to the office for review")],
     ["$79"], "late_fee 7900; refused_call ESCALATE.")
s.ok("Dear Jess,\n\nThe charge of seventy-nine dollars applies because the lesson was cancelled with less than 24 hours' notice. "
     "Your request to have it waived has been escalated to our office team.\n\nTake care,\nKea Driving Academy",
     [S("The charge of seventy-nine dollars applies"), S("cancelled with less than 24 hours' notice"),
      S("has been escalated to our office team"), NA("Take care")],
     ["seventy-nine dollars"], "late_fee 7900; CANCELLED_LATE; ESCALATE.")
s.bad("Hi Jess, sorry to hear you've been sick! I've waived the late-cancellation fee, so the NZ$79.00 is on its way back to your card.",
      [NA("sorry to hear you've been sick!"), C("I've waived the late-cancellation fee", NOTEX), C("NZ$79.00 is on its way back", NOTEX)],
      ["refused_call_effect", "refused_call_effect"], ["I've waived the late-cancellation fee", "on its way back to your card"],
      "waive_late_fee was ESCALATED, not executed; late_fee.status is CHARGED.")
s.bad("Hi Jess, the NZ$79.00 was charged because you cancelled with under 24 hours' notice. As this is your first waiver this "
      "year, it'll be waived as soon as you send in a medical certificate — the office reviews these within 5 business days.",
      [S("NZ$79.00 was charged"), S("under 24 hours' notice"), C("As this is your first waiver this", VAL),
       C("within 5 business days", NLIC)],
      ["condition_unmet", "wrong_period"], ["your first waiver this", "within 5 business days"],
      "fee_waivers_used_this_year is 1, so the once-a-year illness waiver is used; policy says 2 business days.")
s.rep("Hi Jess, I'm sorry you've been unwell. Because the lesson was cancelled with less than 24 hours' notice, a late fee of "
      "NZ$7,900.00 was charged, and I've sent a waiver request to our office team.",
      [NA("I'm sorry you've been unwell."), S("cancelled with less than 24 hours' notice"), C("NZ$7,900.00", AMT),
       S("sent a waiver request to our office team")],
      ["unit_conversion"], ["NZ$7,900.00"], ["$79|79.00", "24 hours"], "late_fee.amount_minor 7900 is NZ$79.00.")
SCENARIOS.append(s)

# ---------------------------------------------------------------- 4 practical test reschedule
ev = [
    rec("get_test_booking#TB-77310", "tool:get_test_booking", {"booking": {
        "id": "TB-77310", "candidate": {"name": "Ben Ngata", "client_no": "DL-5508212"},
        "licence_class": "CLASS_1_RESTRICTED", "centre": "Albany Testing Centre", "zone": "Pacific/Auckland",
        "slot_start_epoch": ep("2026-06-03 09:45"), "status": "BOOKED", "fee_paid_minor": 8610, "currency": "NZD",
        "reschedule_history": [
            {"from_epoch": ep("2026-05-27 13:15"), "to_epoch": ep("2026-06-03 09:45"), "requested_at_epoch": ep("2026-05-18 10:02"),
             "by": "CANDIDATE", "fee_minor": 0}],
        "reschedules_used": 1, "free_reschedules": 1}}),
    pol("policy#test-bookings", "Arrive 15 minutes before your slot with your learner licence. You can reschedule a practical test "
        "free of charge once, as long as you do it more than 48 hours before the test. Each further reschedule costs NZ$49. "
        "Changes made within 48 hours of the test are treated as a cancellation, and the test fee is forfeited."),
]
s = Scenario("test-reschedule", D, "Can I move my restricted test again, to the week after?", ev, now("2026-05-28 09:00"))
s.ok("Hi Ben! Your restricted test is currently booked for Wednesday 3 June at 9:45 AM at the Albany Testing Centre — you moved "
     "it from 27 May already. You've used your one free reschedule, so moving it again would cost NZ$49, and it needs to be "
     "done more than 48 hours before the test.",
     [S("booked for Wednesday 3 June at 9:45 AM"), S("at the Albany Testing Centre"), S("you moved it from 27 May already"),
      S("used your one free reschedule"), S("moving it again would cost NZ$49"), S("more than 48 hours before the test")],
     ["NZ$49", "3 June"], "slot 3 Jun 09:45 NZST; history from 27 May; reschedules_used 1 of free 1; policy NZ$49, 48 hours.")
s.ok("Yes, you can move it again, Ben — it'll be NZ$49 this time since the free change has been used.",
     [S("you can move it again"), S("it'll be NZ$49 this time"), S("since the free change has been used")],
     ["NZ$49"], "policy; reschedules_used 1.")
s.ok("Dear Ben,\n\nYour test at Albany is on 3/6/2026 at 9:45 AM, so please arrive by 9:30 AM with your learner licence. "
     "A further reschedule is possible for NZ$49.\n\nAll the best for the big day!\nKea Driving Academy",
     [S("Your test at Albany is on 3/6/2026 at 9:45 AM"), S("arrive by 9:30 AM with your learner licence"),
      S("A further reschedule is possible for NZ$49"), NA("All the best for the big day!")],
     ["9:30 AM"], "slot 09:45; policy arrive 15 minutes early = 9:30.")
s.bad("Hi Ben! Your restricted test is currently booked for 27 May at 1:15 PM at the Albany Testing Centre. You can still "
      "move it once more for free, as long as it's more than 48 hours beforehand.",
      [C("booked for 27 May at 1:15 PM", DATE), S("at the Albany Testing Centre"), C("move it once more for free", VAL, NLIC),
       S("more than 48 hours beforehand")],
      ["stale_value", "condition_unmet"], ["27 May at 1:15 PM", "once more for free"],
      "27 May 13:15 is the original slot (reschedule_history.from); the free reschedule is used (reschedules_used 1).")
s.bad("Hi Ben, your test is on Wednesday 3 June at 9:45 AM. Another reschedule costs NZ$49, and you can make it up to 24 "
      "hours before the test.",
      [S("Wednesday 3 June at 9:45 AM"), S("Another reschedule costs NZ$49"), C("up to 24 hours before the test", NLIC)],
      ["wrong_policy_condition"], ["up to 24 hours before"], "policy requires more than 48 hours; within 48 hours it is a cancellation.")
s.rep("Hi Ben! Your test is booked for Wednesday 3 June at 9:45 AM, and you can still move it once more free of charge.",
      [S("Wednesday 3 June at 9:45 AM"), C("once more free of charge", VAL, NLIC)],
      ["condition_unmet"], ["free of charge"], ["NZ$49|$49", "9:45"],
      "reschedules_used equals free_reschedules (1); the next reschedule costs NZ$49 per policy.")
SCENARIOS.append(s)
