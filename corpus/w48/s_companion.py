"""Elderly-companion visit bundles (Amable Companions, Gran Canaria and Lanzarote)."""
from w48lib import *

DOM = "elderly-companion visits"
API = "Firestore REST documents"
P = "amable-companions"


def e1_weekly_visits():
    ev = [
        doc("firestore:schedules/SC-2031", P, "schedules/SC-2031", {
            "scheduleId": "SC-2031",
            "status": "ACTIVE",
            "client": {"clientId": "CLI-5507", "name": "Geoffrey Hartley", "town": "Puerto de Mogán"},
            "familyContact": {"name": "Rosalind Hartley", "relation": "DAUGHTER", "visitNotesOptIn": False},
            "companion": {"companionId": "CMP-119", "name": "Carmela Sosa"},
            "pattern": {"weekday": "WEDNESDAY", "startLocal": "10:30", "timeZone": "Atlantic/Canary"},
            "duration": "PT2H",
            "activities": ["SHOPPING_ESCORT", "CONVERSATION", "GARDEN_WALK"],
            "nextVisits": [TS("2026-09-02T09:30:00Z"), TS("2026-09-09T09:30:00Z")],
        }, "2026-02-03T09:00:00.000000Z", "2026-08-26T07:45:10.300000Z", "firestore:get_document"),
        doc("firestore:schedules/SC-1877", P, "schedules/SC-1877", {
            "scheduleId": "SC-1877",
            "status": "ENDED",
            "client": {"clientId": "CLI-5507", "name": "Geoffrey Hartley"},
            "companion": {"companionId": "CMP-084", "name": "Pilar Medina"},
            "pattern": {"weekday": "FRIDAY", "startLocal": "16:00", "timeZone": "Atlantic/Canary"},
            "duration": "PT1H",
            "endedAt": TS("2026-01-30T17:00:00Z"),
        }, "2025-06-11T09:00:00.000000Z", "2026-01-30T17:05:00.000000Z", "firestore:list_documents"),
        policy("policy:companion-services", "2026",
               "Companions offer friendship, conversation, escorted outings and help with light errands. They do "
               "not provide personal care and never give medication. Visits last at least one hour. Family "
               "members who opt in receive a short visit note by email after each visit."),
    ]
    b = Bundle("weekly-visits", DOM, API, ev,
               "Can you confirm Dad's visits are still on Wednesdays and who's going?",
               now="2026-08-28T12:00:00+01:00")
    b.ok("Hello Rosalind, thank you for checking in on your dad! Yes — Carmela Sosa visits Geoffrey every "
         "Wednesday at 10:30 AM for two hours. The next two visits are on 2 and 9 September. They usually do "
         "some shopping together, have a good chat and take a walk in the garden.",
         [NA("thank you for checking in on your dad"), S("Carmela Sosa visits Geoffrey every Wednesday"),
          S("at 10:30 AM for two hours"), S("on 2 and 9 September"), S("do some shopping together"),
          S("take a walk in the garden")],
         ["Carmela Sosa", "10:30 AM"],
         "SC-2031 ACTIVE: WEDNESDAY 10:30, PT2H, nextVisits 09:30Z = 10:30 WEST on 2 and 9 September; "
         "activities list.")
    b.ok("Geoffrey's schedule (SC-2031) is active: Wednesdays, 10:30–12:30, with Carmela. Next: 02/09 and 09/09. "
         "Visit notes by email aren't switched on — just let us know if you'd like them.",
         [S("(SC-2031) is active"), S("Wednesdays, 10:30–12:30, with Carmela"), S("Next: 02/09 and 09/09"),
          S("Visit notes by email aren't switched on")],
         ["10:30–12:30"],
         "pattern and duration; nextVisits; familyContact.visitNotesOptIn false.")
    b.bad("Hello Rosalind! Yes — Carmela Sosa visits Geoffrey every Wednesday for two hours, and the next two "
          "visits are on 2 and 9 September at 4:00 PM.",
          [S("Carmela Sosa visits Geoffrey every Wednesday"), S("for two hours"),
           X("2 and 9 September at 4:00 PM", TIME)],
          ["other_record_value"], ["at 4:00 PM"],
          "16:00 is the start time of the ENDED Friday schedule SC-1877; SC-2031 visits start at 10:30.")
    b.bad("Hello Rosalind, Carmela Sosa visits Geoffrey every Wednesday at 9:30 AM for two hours, next on "
          "2 September. She can also help him take his medication if that's useful.",
          [S("Carmela Sosa visits Geoffrey every Wednesday"), X("at 9:30 AM", TIME), S("next on 2 September"),
           X("help him take his medication", NLIC)],
          ["unit_conversion", "invented_promise"], ["at 9:30 AM", "help him take his medication"],
          "nextVisits 09:30Z is 10:30 local in September; the policy says companions never give medication.")
    b.fix("Hello Rosalind! Carmela Sosa visits Geoffrey every Wednesday at 10:30 AM for an hour, and the next "
          "visits are on 2 and 9 September.",
          [S("Carmela Sosa visits Geoffrey every Wednesday"), S("at 10:30 AM"), X("for an hour", VAL + TIME),
           S("on 2 and 9 September")],
          ["wrong_period"], ["for an hour"], ["two hours|2 hours|12:30", "10:30"],
          "SC-2031.duration is PT2H; PT1H belongs to the ended SC-1877.")
    return b


def e2_package_overage():
    ev = [
        doc("firestore:accounts/ACC-7741", P, "accounts/ACC-7741", {
            "accountId": "ACC-7741",
            "client": {"name": "Doreen Albright", "town": "San Agustín"},
            "payer": {"name": "Lesley Albright", "relation": "DAUGHTER"},
            "package": {"code": "AMABLE_8", "includedHoursPerMonth": 8, "monthlyPriceMinor": 16000,
                        "extraHourMinor": 2200, "currency": "EUR"},
        }, "2025-05-14T10:00:00.000000Z", "2026-11-01T06:00:00.000000Z", "firestore:get_document"),
        doc("firestore:accounts/ACC-7741/invoices/2026-10", P, "accounts/ACC-7741/invoices/2026-10", {
            "period": "2026-10",
            "usedDuration": "PT11H30M",
            "includedDuration": "PT8H",
            "extraDuration": "PT3H30M",
            "lines": [{"code": "PACKAGE_AMABLE_8", "amountMinor": 16000},
                      {"code": "EXTRA_TIME", "quantityHours": 3.5, "amountMinor": 7700}],
            "totalMinor": 23700,
            "status": "ISSUED",
            "dueAt": TS("2026-11-10T00:00:00Z"),
        }, "2026-11-01T06:00:00.000000Z", "2026-11-01T06:00:00.000000Z", "firestore:get_document"),
        doc("firestore:packages/AMABLE_12", P, "packages/AMABLE_12", {
            "code": "AMABLE_12", "includedHoursPerMonth": 12, "monthlyPriceMinor": 22800, "extraHourMinor": 2100,
            "currency": "EUR",
        }, "2025-01-01T00:00:00.000000Z", "2026-01-01T00:00:00.000000Z", "firestore:get_document"),
        policy("policy:packages", "2026-01",
               "Each package includes a set number of visit hours per month. Hours beyond your package are billed "
               "in 30-minute blocks at your package's extra-hour rate. Unused hours don't roll over. You can change "
               "package from the start of any month with 7 days' notice."),
    ]
    b = Bundle("package-overage", DOM, API, ev,
               "October's invoice is €237 — why more than the usual €160?",
               now="2026-11-03T10:00:00+00:00")
    b.ok("Hi Lesley, thanks for asking — happy to walk you through it. Your mum's Amable 8 package covers 8 hours "
         "a month for €160. In October, Doreen had 11 and a half hours of visits, so 3.5 extra hours were billed at "
         "€22 an hour, which is €77. €160 plus €77 makes the €237 total.",
         [NA("happy to walk you through it"), S("covers 8 hours a month for €160"),
          S("had 11 and a half hours of visits"), S("3.5 extra hours were billed at €22 an hour"),
          S("which is €77"), S("makes the €237 total")],
         ["€77", "€237"],
         "package 8 h at 16000; usedDuration PT11H30M; EXTRA_TIME 3.5 h x 2200 = 7700; totalMinor 23700.")
    b.ok("Oct: 11h30 used vs 8h included → 3h30 extra × €22.00 = €77.00; total €237.00. If October's level is "
         "likely to continue, the Amable 12 package (12 hours, €228) might suit better — changes take effect at "
         "the start of a month with 7 days' notice.",
         [S("11h30 used vs 8h included"), S("3h30 extra × €22.00 = €77.00"), S("total €237.00"),
          S("Amable 12 package (12 hours, €228)"), S("start of a month with 7 days' notice")],
         ["€77.00", "€228"],
         "October invoice durations and lines; packages/AMABLE_12 22800 for 12 h; the policy on changes.")
    b.ok("The extra €77 is three and a half hours over Doreen's eight-hour package, at €22 an hour; unused hours "
         "wouldn't have carried over either way.",
         [S("The extra €77"), S("three and a half hours over Doreen's eight-hour package"), S("at €22 an hour"),
          S("unused hours wouldn't have carried over")],
         ["€77"],
         "extraDuration PT3H30M, extraHourMinor 2200; the policy says unused hours don't roll over.")
    b.bad("Hi Lesley, happy to explain. The Amable 8 package covers 8 hours for €160. In October Doreen had 11.5 "
          "hours of visits, so the 3.5 extra hours at €22 come to €66.",
          [S("covers 8 hours for €160"), S("Doreen had 11.5 hours of visits"),
           X("3.5 extra hours at €22 come to €66", ARITH)],
          ["wrong_arithmetic"], ["come to €66"],
          "3.5 x 22 = 77 and the EXTRA_TIME line is 7700; €66 bills only three of the hours.")
    b.bad("Hi Lesley, October came to €237 because Doreen had 3.5 hours more than her 8-hour package, billed at "
          "€22 an hour. Don't worry about the quieter months, though — unused hours roll over to the next month.",
          [S("October came to €237"), S("3.5 hours more than her 8-hour package"), S("billed at €22 an hour"),
           X("unused hours roll over to the next month", NLIC)],
          ["wrong_policy_condition"], ["unused hours roll over"],
          "The policy says unused hours don't roll over.")
    b.fix("Hi Lesley, the Amable 8 package covers 8 hours a month for €160. In October Doreen had 11 and a half "
          "hours, so 3.5 extra hours were billed at €20 an hour, bringing the total to €237.",
          [S("covers 8 hours a month for €160"), S("had 11 and a half hours"), X("billed at €20 an hour", AMT),
           S("bringing the total to €237")],
          ["wrong_amount"], ["€20 an hour"], ["€22|22", "€237|237"],
          "package.extraHourMinor is 2200 (€22).")
    return b


def e3_visit_log():
    ev = [
        doc("firestore:visits/VL-88420", P, "visits/VL-88420", {
            "visitId": "VL-88420",
            "client": {"clientId": "CLI-6120", "name": "Winifred Brackenbury", "town": "Maspalomas"},
            "companion": {"companionId": "CMP-140", "name": "Ayoze Cabrera"},
            "scheduledStart": TS("2026-01-14T15:00:00Z"),
            "scheduledEnd": TS("2026-01-14T16:30:00Z"),
            "checkIn": TS("2026-01-14T15:12:00Z"),
            "checkOut": TS("2026-01-14T16:40:00Z"),
            "durationMinutes": 88,
            "activities": ["CONVERSATION", "TEA", "CARD_GAMES"],
            "observations": {"moodNote": "Cheerful, talked about her garden", "concernFlag": False},
            "medicationReminderGiven": False,
            "lateCredit": {"applied": False},
        }, "2026-01-07T09:00:00.000000Z", "2026-01-14T16:41:20.000000Z", "firestore:get_document"),
        policy("policy:visit-standards", "v4",
               "Companions record arrival and departure in the app. If a companion arrives more than 15 minutes "
               "late, the visit is extended or the lost time is credited. Companions may remind a client that "
               "medication is due but never handle or give it."),
    ]
    b = Bundle("visit-log", DOM, API, ev,
               "My aunt says the companion was late yesterday and left early. What happened?",
               now="2026-01-15T09:00:00+00:00")
    b.ok("Hi Daniel, thanks for looking out for Winifred. Ayoze arrived at 3:12 PM yesterday, 12 minutes after the "
         "planned 3:00 PM start, and left at 4:40 PM, ten minutes after the planned finish, so the visit lasted "
         "1 hour 28 minutes. They had tea, played cards and chatted, and Ayoze noted she was cheerful and talked "
         "about her garden. Our late-arrival credit applies when a companion is more than 15 minutes late, so "
         "this visit doesn't qualify — I'm sorry it felt rushed, though.",
         [NA("thanks for looking out for Winifred"), S("arrived at 3:12 PM yesterday"),
          S("12 minutes after the planned 3:00 PM start"), S("left at 4:40 PM"),
          S("ten minutes after the planned finish"), S("lasted 1 hour 28 minutes"),
          S("had tea, played cards and chatted"), S("she was cheerful and talked about her garden"),
          S("applies when a companion is more than 15 minutes late"), S("this visit doesn't qualify")],
         ["3:12 PM", "4:40 PM"],
         "checkIn 15:12Z and checkOut 16:40Z are local times in January (UTC+0); scheduled 15:00-16:30; "
         "durationMinutes 88; activities and moodNote; the policy's 15-minute threshold.")
    b.ok("Visit log 14/01: arrived 15:12 (planned 15:00), left 16:40 (planned 16:30). Activities: conversation, "
         "tea, card games. Mood: cheerful. No concerns flagged.",
         [S("arrived 15:12 (planned 15:00)"), S("left 16:40 (planned 16:30)"),
          S("conversation, tea, card games"), S("Mood: cheerful"), S("No concerns flagged")],
         ["15:12", "16:40"],
         "VL-88420 times, activities, observations.concernFlag false.")
    b.bad("Hi Daniel, Ayoze arrived at 3:20 PM yesterday, more than 15 minutes late, so we'll credit the lost "
          "time to Winifred's account. She left at 4:40 PM.",
          [X("arrived at 3:20 PM yesterday", TIME), X("we'll credit the lost time", STATE + NLIC),
           S("She left at 4:40 PM")],
          ["wrong_time", "condition_unmet"], ["3:20 PM", "credit the lost time"],
          "checkIn is 15:12, 12 minutes late, so the over-15-minutes credit does not apply (lateCredit.applied "
          "false).")
    b.bad("Hi Daniel, Ayoze arrived at 3:12 PM and left at 4:40 PM, after the planned finish. They played cards "
          "and had tea, and Ayoze made sure Winifred took her afternoon medication.",
          [S("arrived at 3:12 PM"), S("left at 4:40 PM"), S("played cards and had tea"),
           XI("made sure Winifred took her afternoon medication", VAL + NOREC + NLIC)],
          ["unrecorded_extra"], ["took her afternoon medication"],
          "medicationReminderGiven is false and medication is not in activities; the policy forbids handling "
          "medication.")
    b.fix("Hi Daniel, Ayoze arrived at 3:12 PM yesterday and left at 4:40 PM, so the visit lasted 1 hour "
          "18 minutes. They had tea and played cards, and Ayoze noted Winifred was cheerful.",
          [S("arrived at 3:12 PM yesterday"), S("left at 4:40 PM"), X("lasted 1 hour 18 minutes", VAL + TIME),
           S("had tea and played cards"), S("Winifred was cheerful")],
          ["wrong_arithmetic"], ["1 hour 18 minutes"], ["1 hour 28 minutes|88 minutes|one hour and 28 minutes",
                                                        "3:12 PM|15:12"],
          "15:12 to 16:40 is 88 minutes (durationMinutes 88).")
    return b


def e4_cancel_and_change():
    ev = [
        doc("firestore:schedules/SC-2290", P, "schedules/SC-2290", {
            "scheduleId": "SC-2290",
            "status": "ACTIVE",
            "client": {"clientId": "CLI-6388", "name": "Ronald Ellwood", "town": "Costa Teguise"},
            "familyContact": {"name": "Patricia Ellwood", "relation": "WIFE"},
            "companion": {"companionId": "CMP-127", "name": "Elena Marichal", "languages": ["es"]},
            "pattern": {"weekdays": ["MONDAY", "THURSDAY"], "startLocal": "16:00", "timeZone": "Atlantic/Canary"},
            "duration": "PT1H30M",
            "visitPriceMinor": 3300,
            "currency": "EUR",
        }, "2026-09-01T10:00:00.000000Z", "2026-11-20T08:00:00.000000Z", "firestore:get_document"),
        doc("firestore:visits/VS-7702", P, "visits/VS-7702", {
            "visitId": "VS-7702",
            "scheduleId": "SC-2290",
            "scheduledStart": TS("2026-12-03T16:00:00Z"),
            "status": "CANCELLED_BY_FAMILY",
            "cancelledAt": TS("2026-12-02T09:00:00Z"),
            "lateCancellation": True,
            "chargeMinor": 1650,
        }, "2026-11-20T08:00:00.000000Z", "2026-12-02T09:00:04.000000Z", "firestore:get_document"),
        refused("call:change_companion#3", "change_companion", "ESCALATE",
                {"scheduleId": "SC-2290", "requestedLanguage": "en", "reason": "LANGUAGE_PREFERENCE"}),
        policy("policy:changes-and-cancellations", "v2",
               "Visits cancelled with less than 48 hours' notice are charged at half price. Requests to change "
               "companion are reviewed by the care coordinator, usually within 3 working days. The current "
               "schedule continues while a change is reviewed."),
    ]
    b = Bundle("cancel-and-change", DOM, API, ev,
               "I cancelled Thursday's visit and I'd like an English-speaking companion instead of Elena. Can you "
               "sort both?",
               now="2026-12-02T11:00:00+00:00")
    b.ok("Hi Patricia, thank you for letting us know. Thursday's visit (3 December) is cancelled. As it was "
         "cancelled with less than 48 hours' notice, a half-price charge of €16.50 applies. I couldn't switch "
         "Ronald's companion directly — I've passed your request for an English-speaking companion to our care "
         "coordinator, who usually reviews these within 3 working days.",
         [NA("thank you for letting us know"), S("Thursday's visit (3 December) is cancelled"),
          S("less than 48 hours' notice"), S("half-price charge of €16.50"),
          S("couldn't switch Ronald's companion directly"), S("passed your request"),
          S("usually reviews these within 3 working days")],
         ["€16.50", "3 December"],
         "VS-7702 CANCELLED_BY_FAMILY, lateCancellation true, chargeMinor 1650; change_companion ESCALATE; the "
         "policy's 48 hours and 3 working days.")
    b.ok("Visit on 03/12 at 16:00: cancelled (late-cancellation charge €16.50, half the €33.00 visit price). "
         "Companion change: escalated to the care coordinator; expect an answer within about 3 working days. "
         "Elena's Monday and Thursday visits continue meanwhile.",
         [S("Visit on 03/12 at 16:00: cancelled"), S("late-cancellation charge €16.50"),
          S("half the €33.00 visit price"), S("escalated to the care coordinator"),
          S("within about 3 working days"), S("Monday and Thursday visits continue meanwhile")],
         ["€16.50"],
         "scheduledStart 16:00Z is 16:00 local in December; chargeMinor 1650 of visitPriceMinor 3300; "
         "change_companion ESCALATE; the schedule stays ACTIVE.")
    b.bad("Hi Patricia, thank you for letting us know. Thursday's visit (3 December) is cancelled, with a "
          "half-price charge of €16.50 as it was less than 48 hours' notice. From next week Ronald's visits will "
          "be with a new English-speaking companion.",
          [S("Thursday's visit (3 December) is cancelled"), S("half-price charge of €16.50"),
           X("will be with a new English-speaking companion", NX)],
          ["refused_call_effect"], ["with a new English-speaking companion"],
          "change_companion was ESCALATE, not done; Elena Marichal remains on the ACTIVE schedule.")
    b.bad("Hi Patricia, Thursday's visit is cancelled and, as you let us know in advance, there's no charge. "
          "I've passed your request for an English-speaking companion to the care coordinator, who usually "
          "replies within 5 working days.",
          [S("Thursday's visit is cancelled"), X("there's no charge", AMT + STATE),
           S("passed your request for an English-speaking companion"), X("within 5 working days", NLIC)],
          ["condition_unmet", "wrong_period"], ["there's no charge", "5 working days"],
          "The cancellation came about 31 hours before the visit (lateCancellation true, chargeMinor 1650); the "
          "policy says 3 working days.")
    b.fix("Hi Patricia, Thursday's visit on 3 December is cancelled. As it was under 48 hours' notice, a "
          "half-price charge of €33.00 applies. Your request for an English-speaking companion has gone to the "
          "care coordinator.",
          [S("Thursday's visit on 3 December is cancelled"), S("under 48 hours' notice"),
           X("half-price charge of €33.00", AMT), S("has gone to the care coordinator")],
          ["wrong_role"], ["€33.00"], ["€16.50|16.50", "3 December|03/12"],
          "€33.00 is visitPriceMinor (the full price); the charge is chargeMinor 1650.")
    return b


def bundles():
    return [e1_weekly_visits(), e2_package_overage(), e3_visit_log(), e4_cancel_and_change()]
