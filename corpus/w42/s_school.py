"""Sailing school: Tramuntana Sailing Academy (invented), Dataverse org tramuntana-sa.crm4, prefix tsa_."""
from common import *

API = "https://tramuntana-sa.crm4.dynamics.com/api/data/v9.2/"
DOMAIN = "sailing school"

BUNDLES = []

# ---------------------------------------------------------------- S1 course enrolment
BUNDLES.append(dict(
    domain=DOMAIN, scenario="competent-crew-enrolment", now="2026-06-08T12:00:00+02:00",
    question="Am I definitely on the Competent Crew course in July, and how much is left to pay?",
    evidence=[
        rec("tsa_enrolments#E-3391", "dataverse:tsa_enrolments", {
            "@odata.context": API + "$metadata#tsa_enrolments(tsa_CourseId())/$entity",
            "@odata.etag": "W/\"2210487\"",
            "tsa_name": "E-3391",
            "_tsa_studentid_value": "0af1e2d3-c4b5-ef11-b7a8-00224899e001",
            "_tsa_studentid_value" + FV: "Sofia Lindqvist",
            "statuscode": 100000001,
            "statuscode" + FV: "Enrolled",
            "tsa_fee": 695.0,
            "tsa_fee_base": 695.0,
            "tsa_amountpaid": 200.0,
            "tsa_amountpaid_base": 200.0,
            "tsa_balanceduedate": "2026-06-22",
            "tsa_CourseId": {
                "tsa_code": "CC-0726",
                "tsa_name": "RYA Competent Crew (5 days)",
                "tsa_start": "2026-07-06T07:00:00Z",
                "tsa_end": "2026-07-10T15:00:00Z",
                "tsa_dailyhours": "09:00-17:00",
                "tsa_boat" + FV: "Bettina (Bavaria 37)",
                "tsa_inclusions": ["RYA_COURSE_NOTES", "LOGBOOK", "LIFEJACKET_HARNESS_LOAN"],
            },
            "createdon": "2026-04-17T20:31:09Z",
            "modifiedon": "2026-04-17T20:33:40Z",
        }),
        rec("tsa_courses?start=2026-07", "dataverse:tsa_courses", {
            "value": [
                {"tsa_code": "DS-0726", "tsa_name": "RYA Day Skipper practical (5 days)", "tsa_fee": 895.0,
                 "tsa_start": "2026-07-13T07:00:00Z", "tsa_placesleft": 2},
            ],
        }),
        pol("tsa-policy#courses",
            "Students must be able to swim 50 m. The course balance is due 14 days before the start date. If you "
            "cancel more than 28 days before the start you get a full refund less €50; within 28 days the fee can "
            "be moved once to a later course. Foul-weather gear can be hired for €25 per course.", "TSA-2026"),
    ],
    drafts=[
        ok("Hi Sofia, you're enrolled on the Competent Crew course from Monday 6 July to Friday 10 July, 09:00 to "
           "17:00 each day. You've paid the €200.00 deposit, so €495.00 is left, due by 22/06. Course notes, a "
           "logbook and the loan of a lifejacket and harness are all included.",
           [S("you're enrolled on the Competent Crew course"), S("from Monday 6 July to Friday 10 July"),
            S("09:00 to 17:00 each day"), S("You've paid the €200.00 deposit"), S("€495.00 is left"),
            S("due by 22/06"),
            S("Course notes, a logbook and the loan of a lifejacket and harness are all included")],
           ["€495.00", "22/06"],
           "Enrolled; 695 - 200 = 495; tsa_balanceduedate 2026-06-22; start 07:00Z = 09:00 CEST; tsa_inclusions."),
        ok("Sofia, enrolment E-3391:\n"
           "• Course: RYA Competent Crew, 06/07–10/07/2026\n"
           "• Fee: €695.00\n"
           "• Paid: €200.00\n"
           "• Balance due 22/06/2026\n"
           "If you need foul-weather gear, it's €25 to hire for the course.",
           [S("Course: RYA Competent Crew, 06/07–10/07/2026"), S("Fee: €695.00"), S("Paid: €200.00"),
            S("Balance due 22/06/2026"), S("it's €25 to hire for the course")],
           ["€695.00", "22/06/2026"],
           "Enrolment record; policy for foul-weather gear hire."),
        bad("Hi Sofia, you're booked on Competent Crew from 6 to 10 July. Foul-weather gear is included, and the "
            "€495.00 balance is due by 29/06.",
            [S("you're booked on Competent Crew from 6 to 10 July"),
             CI("Foul-weather gear is included", R_COND), C("is due by 29/06", R_DATE)],
            ["unlisted_perk", "wrong_date"], ["Foul-weather gear is included", "by 29/06"],
            "tsa_inclusions have no foul-weather gear and the policy hires it at €25; tsa_balanceduedate is 2026-06-22."),
        bad("Hi Sofia, the course fee is €895.00 and you've paid €200.00. If you need to cancel, you'll get a full "
            "refund less €50 up to 14 days before the start.",
            [C("the course fee is €895.00", R_AMT), S("you've paid €200.00"),
             C("up to 14 days before the start", R_POL)],
            ["other_record_value", "wrong_policy_condition"], ["€895.00", "up to 14 days before the start"],
            "€895 is the Day Skipper course DS-0726; Sofia's fee is €695. Refund less €50 needs more than 28 days."),
        fix("Hi Sofia, you're enrolled on Competent Crew starting 06/07, and after your €200.00 deposit the balance is "
            "€485.00.",
            [S("you're enrolled on Competent Crew starting 06/07"), S("after your €200.00 deposit"),
             C("the balance is €485.00", R_AMT)],
            ["wrong_arithmetic"], ["€485.00"], ["€495|495", "06/07|6 July"],
            "tsa_fee 695 - tsa_amountpaid 200 = 495."),
    ]))

# ---------------------------------------------------------------- S2 lesson cancelled for weather
BUNDLES.append(dict(
    domain=DOMAIN, scenario="lesson-weather-rebook", now="2026-08-22T08:10:00+02:00",
    question="Is Jake's lesson still on this morning? It looks windy.",
    evidence=[
        rec("tsa_lessons?student=jake-ellul&from=2026-08-20", "dataverse:tsa_lessons", {
            "@odata.context": API + "$metadata#tsa_lessons",
            "value": [
                {"@odata.etag": "W/\"2390012\"", "tsa_name": "L-20931",
                 "tsa_start": "2026-08-22T07:00:00Z", "tsa_durationminutes": 120,
                 "statuscode": 100000004, "statuscode" + FV: "Cancelled - weather",
                 "tsa_cancellationreason" + FV: "Wind above limit (F6 forecast)",
                 "_tsa_instructorid_value" + FV: "Kyle Sammut"},
                {"@odata.etag": "W/\"2390057\"", "tsa_name": "L-20977",
                 "tsa_start": "2026-08-25T14:00:00Z", "tsa_durationminutes": 120,
                 "statuscode": 100000001, "statuscode" + FV: "Scheduled",
                 "_tsa_instructorid_value" + FV: "Kyle Sammut",
                 "_tsa_bookedbyid_value" + FV: "Roberta Galea",
                 "tsa_rebookingcharge": 0.0,
                 "createdon": "2026-08-22T05:58:41Z"},
            ],
        }),
        rec("contacts#jake-ellul", "dataverse:contacts", {
            "@odata.etag": "W/\"2011873\"",
            "fullname": "Jake Ellul",
            "birthdate": "2014-03-11",
            "tsa_age": 12,
            "_parentcustomerid_value" + FV: "Marianne Ellul",
            "tsa_level" + FV: "Junior dinghy stage 2",
        }),
        pol("tsa-policy#lessons",
            "Lessons cancelled by the student with less than 48 hours' notice are charged in full. Lessons the "
            "school cancels for weather are rebooked free of charge or refunded in full. Students under 16 must "
            "be brought to and collected from the pontoon by a parent or guardian.", "TSA-2026"),
    ],
    drafts=[
        ok("Morning Marianne, sorry, Jake's 09:00 lesson today has been called off for the wind. We've rebooked him "
           "for Tuesday 25/08 at 16:00 with Kyle, two hours as before, and there's no charge for the move.",
           [S("Jake's 09:00 lesson today has been called off for the wind"),
            S("rebooked him for Tuesday 25/08 at 16:00"), S("with Kyle"), S("two hours as before"),
            S("no charge for the move")],
           ["25/08", "16:00"],
           "L-20931 07:00Z = 09:00 CEST, Cancelled - weather; L-20977 14:00Z = 16:00, 120 min, Kyle Sammut, charge 0."),
        ok("Dear Ms Ellul,\n\nToday's lesson for Jake was cancelled because a Force 6 was forecast. It has been "
           "rebooked for 25 August at 16:00, free of charge, as we do for every lesson we cancel for weather. As Jake "
           "is under 16, please bring him to the pontoon and collect him afterwards.\n\nBest wishes,\n"
           "Tramuntana Sailing Academy",
           [S("cancelled because a Force 6 was forecast"), S("rebooked for 25 August at 16:00"),
            S("free of charge, as we do for every lesson we cancel for weather"), S("As Jake is under 16"),
            S("please bring him to the pontoon and collect him afterwards")],
           ["25 August", "16:00"],
           "cancellation reason F6 forecast; tsa_age 12; policy on weather rebooking and juniors."),
        ok("Marianne, Jake's new slot: Tue 25 Aug, 4 pm, with Kyle, no charge.",
           [S("Jake's new slot: Tue 25 Aug, 4 pm"), S("with Kyle"), S("no charge")],
           ["25 Aug"],
           "L-20977 start 14:00Z = 4 pm local; tsa_rebookingcharge 0."),
        bad("Hi Marianne, today's session is off for the wind. Jake's new lesson is on Tuesday 25/08 at 14:00 with his "
            "instructor Roberta.",
            [S("today's session is off for the wind"), C("on Tuesday 25/08 at 14:00", R_DATE),
             C("his instructor Roberta", R_VAL + ["IDENTIFIER_MISMATCH"])],
            ["unit_conversion", "wrong_role"], ["at 14:00", "instructor Roberta"],
            "14:00 is the UTC clock (16:00 local); Roberta Galea booked the lesson, the instructor is Kyle Sammut."),
        bad("Marianne, Jake's rescheduled for Tuesday 25/08 at 16:00 for a 90-minute lesson. Just so you know, if you "
            "need to cancel with less than 24 hours' notice, the lesson is charged in full.",
            [S("Jake's rescheduled for Tuesday 25/08 at 16:00"), C("a 90-minute lesson", R_VAL),
             C("less than 24 hours' notice", R_POL)],
            ["wrong_period", "wrong_policy_condition"], ["90-minute", "24 hours' notice"],
            "tsa_durationminutes is 120; the policy's late-cancellation threshold is 48 hours."),
        fix("Hi Marianne, Jake's lesson is moved to Wednesday 26/08 at 16:00 with Kyle, free of charge.",
            [C("moved to Wednesday 26/08", R_DATE), S("at 16:00 with Kyle"), S("free of charge")],
            ["wrong_date"], ["Wednesday 26/08"],
            ["25/08|25 August|25th August|Tuesday|25 Aug", "16:00|4 pm|4pm"],
            "L-20977 starts 2026-08-25, a Tuesday."),
    ]))

# ---------------------------------------------------------------- S3 gift vouchers
BUNDLES.append(dict(
    domain=DOMAIN, scenario="gift-voucher-balance", now="2026-10-05T10:30:00+02:00",
    question="How much is left on my voucher and can I use it for the Day Skipper theory weekend? I think I have another one too.",
    evidence=[
        rec("tsa_giftvouchers?holder=gilbert-pace", "dataverse:tsa_giftvouchers", {
            "@odata.context": API + "$metadata#tsa_giftvouchers",
            "value": [
                {"@odata.etag": "W/\"2477301\"", "tsa_code": "V-TSA-6610",
                 "statuscode": 100000002, "statuscode" + FV: "Partially redeemed",
                 "tsa_facevalue": 300.0, "tsa_redeemed": 120.0, "tsa_remaining": 180.0,
                 "tsa_purchasedon": "2025-12-31", "tsa_expireson": "2026-12-31",
                 "tsa_redemptions": [{"tsa_date": "2026-03-21", "tsa_item": "Taster sail (3 h)", "tsa_amount": 120.0}]},
                {"@odata.etag": "W/\"2398804\"", "tsa_code": "V-TSA-6402",
                 "statuscode": 100000004, "statuscode" + FV: "Expired",
                 "tsa_facevalue": 150.0, "tsa_redeemed": 0.0, "tsa_remaining": 150.0,
                 "tsa_purchasedon": "2025-09-14", "tsa_expireson": "2026-09-14"},
            ],
        }),
        rec("tsa_courses#DST-1126", "dataverse:tsa_courses", {
            "tsa_code": "DST-1126",
            "tsa_name": "Day Skipper theory (weekend intensive)",
            "tsa_fee": 340.0,
            "tsa_fee_base": 340.0,
            "tsa_start": "2026-11-07T08:00:00Z",
            "tsa_placesleft": 6,
        }),
        pol("tsa-policy#vouchers",
            "Gift vouchers are valid for 12 months from purchase and cannot be exchanged for cash. A part-used "
            "voucher keeps its remaining balance until it expires. An expired voucher can be extended once, by 3 "
            "months, for a €20 fee if you ask within 30 days of the expiry date.", "TSA-2026"),
    ],
    drafts=[
        ok("Hi Gilbert, V-TSA-6610 has €180.00 left on it (you used €120.00 on the taster session) and it's good "
           "until 31/12/2026. The Day Skipper theory weekend is €340.00, so you'd pay €160.00 on top. Your other "
           "voucher, V-TSA-6402, expired on 14/09, but because you're within 30 days of that you can extend it once "
           "by three months for €20.",
           [S("V-TSA-6610 has €180.00 left on it"), S("you used €120.00 on the taster session"),
            S("good until 31/12/2026"), S("The Day Skipper theory weekend is €340.00"),
            S("you'd pay €160.00 on top"), S("V-TSA-6402, expired on 14/09"),
            S("you're within 30 days of that"), S("extend it once by three months for €20")],
           ["€180.00", "€160.00"],
           "V-TSA-6610 remaining 180, expires 2026-12-31; 340 - 180 = 160; V-TSA-6402 expired 14/09, now 05/10 (21 days)."),
        ok("Gilbert, €180 remains on V-TSA-6610 until the end of the year; the €340 theory course would need a €160 "
           "top-up.",
           [S("€180 remains on V-TSA-6610"), S("until the end of the year"), S("the €340 theory course"),
            S("would need a €160 top-up")],
           ["€160"],
           "tsa_remaining 180, expires 2026-12-31; DST-1126 fee 340."),
        ok("Hello Gilbert! Quick one: your voucher balance is one hundred and eighty euros, valid through 31.12.2026, "
           "and vouchers can't be swapped for cash.",
           [S("your voucher balance is one hundred and eighty euros"), S("valid through 31.12.2026"),
            S("vouchers can't be swapped for cash")],
           ["31.12.2026"],
           "V-TSA-6610 record; policy on cash."),
        bad("Hi Gilbert, you've got €150.00 left on your voucher, so the €340.00 theory course would need a €140.00 "
            "top-up.",
            [C("you've got €150.00 left on your voucher", R_AMT), S("the €340.00 theory course"),
             C("would need a €140.00 top-up", R_AMT)],
            ["other_record_value", "wrong_arithmetic"], ["€150.00 left", "€140.00 top-up"],
            "€150 is the expired V-TSA-6402; the usable V-TSA-6610 has €180, so the top-up is €160."),
        bad("Hi Gilbert, both vouchers are still valid: V-TSA-6610 has €180.00 left and V-TSA-6402 the full €150.00. "
            "If you'd rather not book, we can pay the balance out to you.",
            [C("both vouchers are still valid", R_STATE), S("V-TSA-6610 has €180.00 left"),
             S("V-TSA-6402 the full €150.00"), C("we can pay the balance out to you", R_POL)],
            ["wrong_state", "wrong_policy_condition"], ["both vouchers are still valid", "pay the balance out"],
            "V-TSA-6402 is Expired (14/09/2026); the policy says vouchers cannot be exchanged for cash."),
        fix("Hi Gilbert, V-TSA-6610 still has €180.00 on it and is valid until 31/12/2027.",
            [S("V-TSA-6610 still has €180.00 on it"), C("valid until 31/12/2027", R_DATE)],
            ["wrong_date"], ["31/12/2027"], ["31/12/2026|31 December 2026|31.12.2026|end of 2026", "€180|180"],
            "tsa_expireson is 2026-12-31, twelve months from purchase."),
    ]))

# ---------------------------------------------------------------- S4 junior camp waitlist
BUNDLES.append(dict(
    domain=DOMAIN, scenario="junior-camp-waitlist", now="2026-06-15T09:00:00+02:00",
    question="Please put Mia into Oppie camp Week 2. Do we get the sibling discount?",
    evidence=[
        rec("tsa_campweeks?season=2026", "dataverse:tsa_campweeks", {
            "@odata.context": API + "$metadata#tsa_campweeks",
            "value": [
                {"tsa_code": "CAMP-W2", "tsa_name": "Oppie Camp - Week 2", "tsa_start": "2026-07-13",
                 "tsa_end": "2026-07-17", "tsa_capacity": 16, "tsa_enrolled": 16, "tsa_waitlistcount": 5,
                 "tsa_fee": 260.0, "tsa_fee_base": 260.0},
                {"tsa_code": "CAMP-W3", "tsa_name": "Oppie Camp - Week 3", "tsa_start": "2026-07-20",
                 "tsa_end": "2026-07-24", "tsa_capacity": 16, "tsa_enrolled": 12, "tsa_placesleft": 4,
                 "tsa_fee": 260.0, "tsa_fee_base": 260.0},
            ],
        }),
        rec("tsa_waitlistentries?camper=mia-fenech", "dataverse:tsa_waitlistentries", {
            "value": [{
                "@odata.etag": "W/\"2300561\"",
                "tsa_name": "WL-0457",
                "_tsa_camperid_value" + FV: "Mia Fenech",
                "_tsa_campweekid_value" + FV: "CAMP-W2",
                "tsa_position": 3,
                "statuscode" + FV: "Waiting",
                "createdon": "2026-06-15T06:58:20Z",
            }],
        }),
        rec("contacts#doreen-fenech", "dataverse:contacts", {
            "fullname": "Doreen Fenech",
            "tsa_children": [{"fullname": "Mia Fenech", "tsa_age": 9}],
        }),
        refused("tsa_EnrolCamper#call-1", "tsa_EnrolCamper", "DENY",
                {"camper": "Mia Fenech", "tsa_code": "CAMP-W2"}),
        pol("tsa-policy#camps",
            "Camps run Monday to Friday, 09:00 to 13:00, for children aged 8 to 14. A 10% sibling discount applies "
            "when two or more siblings attend the same week. When a place opens, it is offered by email in waitlist "
            "order and held for 48 hours.", "TSA-2026"),
    ],
    drafts=[
        ok("Hi Doreen, I'm sorry, I couldn't get Mia into Week 2 (13–17 July) as it's full, but she's now third on the "
           "waiting list. Week 3, 20–24 July, still has 4 places at €260.00 if you'd like one. Camp runs 09:00 to "
           "13:00, Monday to Friday.",
           [S("I couldn't get Mia into Week 2 (13–17 July)"), S("as it's full"), S("she's now third on the waiting list"),
            S("Week 3, 20–24 July, still has 4 places at €260.00"), S("Camp runs 09:00 to 13:00, Monday to Friday")],
           ["third", "4 places"],
           "tsa_EnrolCamper DENY; CAMP-W2 16/16; WL-0457 position 3; CAMP-W3 placesleft 4, fee 260; policy hours."),
        ok("Doreen, where things stand for Mia:\n"
           "- Week 2 (13–17 July): full, enrolment refused; Mia is number 3 on the waitlist\n"
           "- Week 3 (20–24 July): 4 places left, €260.00\n"
           "- If a Week 2 place opens, we'll email you and hold it for 48 hours.\n"
           "The sibling discount only applies when two or more siblings are in the same week.",
           [S("Week 2 (13–17 July): full"), S("enrolment refused"), S("Mia is number 3 on the waitlist"),
            S("Week 3 (20–24 July): 4 places left, €260.00"), S("we'll email you and hold it for 48 hours"),
            S("only applies when two or more siblings are in the same week")],
           ["number 3", "48 hours"],
           "Records as above; policy on waitlist offers and sibling discount."),
        bad("Great news Doreen, Mia is now enrolled in Week 2! With the 10% sibling discount, the week comes to "
            "€234.00.",
            [C("Mia is now enrolled in Week 2", R_NE), CI("With the 10% sibling discount", R_COND),
             ],
            ["refused_call_effect", "condition_unmet"], ["now enrolled in Week 2", "€234.00"],
            "tsa_EnrolCamper was denied; Doreen has one child on record, so the sibling discount does not apply."),
        bad("Hi Doreen, Week 2 is full but Mia's first on the waiting list. If a place comes up we'll hold it for 24 "
            "hours.",
            [S("Week 2 is full"), C("Mia's first on the waiting list", R_VAL), C("hold it for 24 hours", R_POL)],
            ["wrong_quantity", "wrong_period"], ["first on the waiting list", "24 hours"],
            "WL-0457 tsa_position is 3; policy holds an offered place for 48 hours."),
        fix("Hi Doreen, Week 2 is full and Mia is third on the waitlist, but Week 3 (20–24 July) has 2 places left at "
            "€260.00.",
            [S("Week 2 is full"), S("Mia is third on the waitlist"), C("has 2 places left", R_VAL)],
            ["wrong_quantity"], ["has 2 places left"], ["4 places|four places|4 left|four left", "€260|260"],
            "CAMP-W3 tsa_placesleft is 4."),
    ]))
