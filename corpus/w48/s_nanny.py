"""Nanny placement bundles (Teide Nannies, Santa Cruz de Tenerife)."""
from w48lib import *

DOM = "nanny placement"
API = "Firestore REST documents"
P = "teide-nannies"


def n1_offer_terms():
    ev = [
        doc("firestore:offers/OF-3391", P, "offers/OF-3391", {
            "offerId": "OF-3391",
            "version": 2,
            "status": "ACCEPTED_BY_NANNY",
            "awaitingFamilySignature": True,
            "family": {"familyId": "TF-2204", "contact": "Bryony Hatherley"},
            "nanny": {"nannyId": "NN-1043", "name": "Rocío Delgado Pérez", "paediatricFirstAid": True,
                      "yearsExperience": 7},
            "pay": {"hourlyGrossMinor": 1450, "overtimeHourlyGrossMinor": 1800, "currency": "EUR",
                    "hoursPerWeek": 35},
            "schedule": {"days": ["MON", "TUE", "WED", "THU", "FRI"], "startLocal": "08:00", "endLocal": "15:00",
                         "timeZone": "Atlantic/Canary"},
            "startDate": "2026-09-07",
            "trial": {"period": "P4W", "noticeDuringTrial": "P1W"},
        }, "2026-08-10T10:00:00.000000Z", "2026-08-22T18:41:10.093300Z", "firestore:get_document"),
        doc("firestore:offers/OF-3391/versions/1", P, "offers/OF-3391/versions/1", {
            "version": 1, "state": "SUPERSEDED",
            "pay": {"hourlyGrossMinor": 1350, "currency": "EUR", "hoursPerWeek": 35},
        }, "2026-08-10T10:00:00.000000Z", "2026-08-17T12:00:00.000000Z", "firestore:get_document"),
        policy("policy:placement-terms", "2026-02",
               "The family is the nanny's employer and is responsible for social security registration; we can "
               "recommend a payroll service. Every placement begins with a four-week trial period, during which "
               "either party may end the arrangement with one week's notice. After the trial, four weeks' notice "
               "applies."),
    ]
    b = Bundle("offer-terms", DOM, API, ev,
               "Could you remind me what Rocío's offer says before we sign?",
               now="2026-08-24T18:00:00+01:00")
    b.ok("Of course, Bryony! Rocío has accepted the offer and it's now waiting for your signature. The terms are "
         "€14.50 an hour gross for 35 hours a week, Monday to Friday from 8:00 AM to 3:00 PM, with overtime at "
         "€18.00 an hour. She'd start on Monday 7 September, and the first four weeks are a trial period in which "
         "either of you can end things with one week's notice.",
         [S("Rocío has accepted the offer"), S("waiting for your signature"), S("€14.50 an hour gross"),
          S("35 hours a week"), S("Monday to Friday from 8:00 AM to 3:00 PM"), S("overtime at €18.00 an hour"),
          S("start on Monday 7 September"), S("first four weeks are a trial period"),
          S("with one week's notice")],
         ["€14.50", "7 September"],
         "OF-3391 v2: ACCEPTED_BY_NANNY, awaitingFamilySignature; pay 1450 / 1800 minor, 35 h; schedule 08:00-"
         "15:00 weekdays; startDate 2026-09-07; trial P4W with P1W notice.")
    b.ok("Offer OF-3391 at a glance: €14.50/hour × 35 hours = €507.50 a week gross; weekdays 08:00–15:00; start "
         "07/09/2026; 4-week trial. As the employer, you'll handle the social security registration.",
         [S("€14.50/hour × 35 hours = €507.50 a week gross"), S("weekdays 08:00–15:00"),
          S("start 07/09/2026"), S("4-week trial"), S("you'll handle the social security registration")],
         ["€507.50"],
         "1450 x 35 = 50750 minor units; schedule and startDate; the policy makes the family the employer.")
    b.ok("Rocío's signed her side: €14.50 gross an hour, 35 hours weekly, starting 7 September.",
         [S("Rocío's signed her side"), S("€14.50 gross an hour"), S("35 hours weekly"),
          S("starting 7 September")],
         ["€14.50"],
         "status ACCEPTED_BY_NANNY; pay and startDate.")
    b.bad("Of course, Bryony! Rocío has accepted the offer and it's waiting for your signature. The terms are "
          "€13.50 an hour gross for 35 hours a week, Monday to Friday from 8:00 AM to 3:00 PM, and she'd start on "
          "Monday 7 September.",
          [S("Rocío has accepted the offer"), X("€13.50 an hour gross", AMT), S("35 hours a week"),
           S("from 8:00 AM to 3:00 PM"), S("start on Monday 7 September")],
          ["stale_value"], ["€13.50"],
          "€13.50 is version 1 of the offer (SUPERSEDED); version 2 has hourlyGrossMinor 1450.")
    b.bad("Hi Bryony! At €14.50 an hour for 35 hours, Rocío's pay comes to €517.50 a week gross. She starts on "
          "7 September, and after the four-week trial either of you can end the arrangement with one week's "
          "notice.",
          [S("At €14.50 an hour for 35 hours"), X("€517.50 a week gross", ARITH), S("starts on 7 September"),
           X("after the four-week trial either of you can end the arrangement with one week's notice", NLIC)],
          ["wrong_arithmetic", "wrong_policy_condition"], ["€517.50", "after the four-week trial either"],
          "14.50 x 35 = 507.50; after the trial the policy requires four weeks' notice (one week applies only "
          "during the trial).")
    b.fix("Of course, Bryony! Rocío has accepted and the offer is waiting for your signature: €14.50 an hour "
          "gross, 35 hours a week, Monday to Friday from 8:00 AM to 5:00 PM, starting on 7 September.",
          [S("Rocío has accepted"), S("€14.50 an hour gross"), S("35 hours a week"),
           X("from 8:00 AM to 5:00 PM", TIME + VAL), S("starting on 7 September")],
          ["wrong_time"], ["5:00 PM"], ["3:00 PM|3 PM|15:00|3pm", "€14.50|14.50"],
          "schedule.endLocal is 15:00.")
    return b


def n2_replacement_guarantee():
    ev = [
        doc("firestore:placements/NP-5523", P, "placements/NP-5523", {
            "placementId": "NP-5523",
            "status": "ENDED_NANNY_RESIGNED",
            "family": {"familyId": "TF-1980", "contact": "Alistair Moncrieff", "town": "Los Cristianos"},
            "nanny": {"nannyId": "NN-0987", "name": "Yurena Alonso"},
            "startedOn": "2026-03-02",
            "endedOn": "2026-05-08",
            "fee": {"totalMinor": 120000, "paidMinor": 60000, "currency": "EUR", "status": "PART_PAID"},
            "guarantee": {"periodDays": 90, "status": "SUSPENDED_UNPAID_BALANCE",
                          "reinstateIfPaidBy": TS("2026-05-22T22:59:59Z")},
            "replacementSearch": {"status": "NOT_STARTED"},
        }, "2026-02-10T09:00:00.000000Z", "2026-05-08T16:00:22.011000Z", "firestore:get_document"),
        policy("policy:replacement-guarantee", "v2",
               "If a nanny leaves within 90 days of starting, we find a replacement free of charge, once. The "
               "guarantee applies only when the placement fee has been paid in full. If an outstanding balance is "
               "settled within 14 days of the nanny leaving, the guarantee is reinstated."),
    ]
    b = Bundle("replacement-guarantee", DOM, API, ev,
               "Yurena has resigned after two months. You guarantee a free replacement, right?",
               now="2026-05-11T10:00:00+01:00")
    b.ok("Hi Alistair, I'm sorry to hear Yurena has moved on. Our replacement guarantee does cover nannies who "
         "leave within 90 days, but it only applies once the placement fee is paid in full. At the moment €600 of "
         "the €1,200 fee is still outstanding, so the guarantee is on hold. If you settle that balance by 22 May "
         "— within 14 days of Yurena leaving — it's reinstated and we'll find you a replacement free of charge.",
         [NA("I'm sorry to hear Yurena has moved on"), S("cover nannies who leave within 90 days"),
          S("only applies once the placement fee is paid in full"),
          S("€600 of the €1,200 fee is still outstanding"), S("the guarantee is on hold"),
          S("settle that balance by 22 May"), S("we'll find you a replacement free of charge")],
         ["€600", "22 May"],
         "fee 120000 total, 60000 paid; guarantee SUSPENDED_UNPAID_BALANCE, reinstateIfPaidBy 22 May local; "
         "policy conditions.")
    b.ok("The free replacement isn't active yet: €600.00 remains unpaid on your €1,200.00 placement fee. Pay it "
         "by 22/05/2026 and the 90-day guarantee is restored.",
         [S("The free replacement isn't active yet"), S("€600.00 remains unpaid"),
          S("your €1,200.00 placement fee"), S("Pay it by 22/05/2026"), S("the 90-day guarantee is restored")],
         ["€600.00", "22/05/2026"],
         "guarantee suspended; totalMinor 120000 minus paidMinor 60000; reinstateIfPaidBy 2026-05-22T22:59:59Z "
         "is 23:59 on 22 May local.")
    b.bad("Yes, Alistair — as Yurena left within 90 days you're covered, and we've started looking for a "
          "replacement nanny free of charge.",
          [XI("you're covered", STATE + NLIC), X("we've started looking for a replacement", STATE)],
          ["condition_unmet", "unrecorded_extra"], ["you're covered", "started looking for a replacement"],
          "guarantee.status is SUSPENDED_UNPAID_BALANCE (fee only part paid); replacementSearch.status is "
          "NOT_STARTED.")
    b.bad("Hi Alistair, I'm sorry Yurena has moved on. The guarantee only applies once the fee is paid in full, "
          "and €600 of the €1,200 is still outstanding. If you settle it by 25 May, the guarantee is reinstated.",
          [S("only applies once the fee is paid in full"), S("€600 of the €1,200 is still outstanding"),
           X("settle it by 25 May", DATE)],
          ["wrong_date"], ["25 May"],
          "reinstateIfPaidBy is 22 May, 14 days after endedOn 8 May.")
    b.fix("Hi Alistair, the replacement guarantee only applies once the placement fee is paid in full, and "
          "€1,200 is still outstanding. If you settle it by 22 May, the guarantee is reinstated.",
          [S("only applies once the placement fee is paid in full"), X("€1,200 is still outstanding", AMT),
           S("settle it by 22 May")],
          ["wrong_role"], ["€1,200 is still outstanding"], ["€600|600", "22 May|22/05"],
          "€1,200 is fee.totalMinor; the outstanding balance is total minus paidMinor, €600.")
    return b


def n3_monthly_invoice():
    ev = [
        doc("firestore:invoices/NI-2026-06-118", P, "invoices/NI-2026-06-118", {
            "invoiceId": "NI-2026-06-118",
            "familyId": "TF-2411",
            "period": "2026-06",
            "currency": "EUR",
            "lines": [
                {"code": "PAYROLL_SERVICE", "description": "Payroll service — June", "amountMinor": 4500},
                {"code": "MEMBERSHIP_MONTHLY", "description": "Family membership", "amountMinor": 2900},
                {"code": "EMERGENCY_COVER", "description": "Emergency cover nanny", "date": "2026-06-12",
                 "hours": 6, "rateMinor": 1800, "amountMinor": 10800},
            ],
            "totalMinor": 18200,
            "status": "OPEN",
            "dueAt": TS("2026-07-10T00:00:00Z"),
            "directDebit": {"mandateActive": False},
        }, "2026-07-01T06:00:00.000000Z", "2026-07-01T06:00:00.000000Z", "firestore:get_document"),
        doc("firestore:invoices/NI-2026-05-097", P, "invoices/NI-2026-05-097", {
            "invoiceId": "NI-2026-05-097",
            "period": "2026-05",
            "currency": "EUR",
            "lines": [
                {"code": "PAYROLL_SERVICE", "amountMinor": 4500},
                {"code": "MEMBERSHIP_MONTHLY", "amountMinor": 2900},
            ],
            "totalMinor": 7400,
            "status": "PAID",
            "paidAt": TS("2026-06-05T09:12:00Z"),
        }, "2026-06-01T06:00:00.000000Z", "2026-06-05T09:12:02.000000Z", "firestore:list_documents"),
        policy("policy:billing", "2026-01",
               "Invoices are issued on the first working day of the month and are due within 10 days. Emergency "
               "cover is billed at €18 an hour with a 4-hour minimum. A €10 admin fee is added to invoices paid "
               "late."),
    ]
    b = Bundle("monthly-invoice", DOM, API, ev,
               "Why is June's bill so much higher than May's?",
               now="2026-07-02T09:00:00+01:00")
    b.ok("Hi Jessica, happy to explain! June's invoice is €182.00, compared with €74.00 in May. The difference is "
         "the emergency cover nanny on 12 June: 6 hours at €18 an hour, which comes to €108. The other two lines "
         "are the same as usual — €45 for the payroll service and €29 for your monthly membership. It's due by "
         "10 July.",
         [NA("happy to explain"), S("June's invoice is €182.00"), S("€74.00 in May"),
          S("emergency cover nanny on 12 June"), S("6 hours at €18 an hour"), S("which comes to €108"),
          S("€45 for the payroll service"), S("€29 for your monthly membership"), S("due by 10 July")],
         ["€182.00", "€108"],
         "June totalMinor 18200 vs May 7400; EMERGENCY_COVER 6 h x 1800 = 10800 on 2026-06-12; payroll 4500 and "
         "membership 2900 in both months; dueAt 10 July.")
    b.ok("June: €45 payroll + €29 membership + €108 emergency cover (6 h × €18) = €182, due 10/07/2026. May was "
         "€74 because there was no emergency cover.",
         [S("€45 payroll + €29 membership + €108 emergency cover"), S("(6 h × €18) = €182"),
          S("due 10/07/2026"), S("May was €74"), S("there was no emergency cover")],
         ["€182"],
         "June lines sum to 18200; May invoice had only payroll and membership lines, total 7400.")
    b.bad("Hi Jessica, happy to explain! June includes the emergency cover nanny on 12 June (6 hours at €18, so "
          "€108) on top of the usual €45 payroll and €29 membership, which brings the total to €172. It's due by "
          "10 July.",
          [S("emergency cover nanny on 12 June"), S("(6 hours at €18, so €108)"),
           S("usual €45 payroll and €29 membership"), X("brings the total to €172", ARITH), S("due by 10 July")],
          ["wrong_arithmetic"], ["total to €172"],
          "45 + 29 + 108 = 182 and totalMinor is 18200.")
    b.bad("Hi Jessica! June's invoice is €182 because of the 6 hours of emergency cover on 12 June. It's already "
          "been paid by direct debit, so there's nothing to do. Emergency cover has a 2-hour minimum, in case "
          "you need it again.",
          [S("June's invoice is €182"), S("6 hours of emergency cover on 12 June"),
           X("already been paid by direct debit", STATE), X("has a 2-hour minimum", NLIC)],
          ["other_record_value", "wrong_policy_condition"], ["already been paid by direct debit", "2-hour minimum"],
          "June's status is OPEN with no active mandate (PAID belongs to May's invoice); the policy minimum is "
          "4 hours.")
    b.fix("Hi Jessica, June's invoice is €182.00 against €74.00 in May. The difference is the emergency cover on "
          "21 June: 6 hours at €18 an hour, €108 in all. It's due by 10 July.",
          [S("June's invoice is €182.00"), S("€74.00 in May"), X("emergency cover on 21 June", DATE),
           S("6 hours at €18 an hour, €108 in all"), S("due by 10 July")],
          ["wrong_date"], ["21 June"], ["12 June|12/06|June 12", "€182|182"],
          "The EMERGENCY_COVER line is dated 2026-06-12.")
    return b


def n4_interviews():
    ev = [
        doc("firestore:interviews/IV-2207", P, "interviews/IV-2207", {
            "interviewId": "IV-2207",
            "familyId": "TF-2560",
            "candidate": {"nannyId": "NN-1102", "name": "Nayra Hernández"},
            "format": "VIDEO",
            "scheduledAt": TS("2026-10-14T16:00:00Z"),
            "duration": "PT45M",
            "meetingLink": "https://meet.teide-nannies.example/iv-2207",
            "status": "CONFIRMED",
        }, "2026-10-08T12:00:00.000000Z", "2026-10-09T08:15:30.000000Z", "firestore:get_document"),
        doc("firestore:interviews/IV-2209", P, "interviews/IV-2209", {
            "interviewId": "IV-2209",
            "familyId": "TF-2560",
            "candidate": {"nannyId": "NN-1117", "name": "Cathaysa Rodríguez"},
            "format": "IN_PERSON",
            "scheduledAt": TS("2026-10-15T09:30:00Z"),
            "duration": "PT1H",
            "status": "AWAITING_CANDIDATE",
        }, "2026-10-12T17:40:00.000000Z", "2026-10-12T17:40:00.000000Z", "firestore:list_documents"),
        policy("policy:interviews", "v2",
               "Families may reschedule an interview free of charge up to 24 hours before it starts. After an "
               "interview, a family may ask for a paid trial shift of up to 4 hours, paid at the nanny's offered "
               "hourly rate. Interview times are shown in Canary Islands time."),
    ]
    b = Bundle("interviews", DOM, API, ev,
               "What time is my interview with Nayra tomorrow, and is the other one booked?",
               now="2026-10-13T11:00:00+01:00")
    b.ok("Hi Imogen! Your video interview with Nayra is tomorrow, Wednesday 14 October, at 5:00 PM Canary time "
         "and should last about 45 minutes; the link is https://meet.teide-nannies.example/iv-2207. The interview "
         "with Cathaysa on 15 October isn't confirmed yet — we're waiting for her to accept.",
         [S("video interview with Nayra"), S("tomorrow, Wednesday 14 October"), S("at 5:00 PM Canary time"),
          S("about 45 minutes"), S("https://meet.teide-nannies.example/iv-2207"), S("isn't confirmed yet"),
          S("waiting for her to accept")],
         ["5:00 PM", "45 minutes"],
         "IV-2207 VIDEO at 16:00Z = 17:00 WEST on 14 October, PT45M, CONFIRMED; IV-2209 AWAITING_CANDIDATE.")
    b.ok("Nayra: tomorrow at 17:00 (45 min, video). Cathaysa: 15/10 at 10:30 in person, still awaiting her "
         "confirmation. Need to move Nayra's? You can reschedule free until 17:00 today.",
         [S("Nayra: tomorrow at 17:00"), S("(45 min, video)"), S("15/10 at 10:30 in person"),
          S("still awaiting her confirmation"), S("reschedule free until 17:00 today")],
         ["17:00", "10:30"],
         "scheduledAt values in Canary summer time; the 24-hour free rescheduling window ends 17:00 on 13 "
         "October.")
    b.bad("Hi Imogen! Your video interview with Nayra is tomorrow, Wednesday 14 October, at 4:00 PM and should "
          "last about 45 minutes. The interview with Cathaysa on 15 October isn't confirmed yet.",
          [S("video interview with Nayra"), X("at 4:00 PM", TIME), S("about 45 minutes"),
           S("isn't confirmed yet")],
          ["unit_conversion"], ["at 4:00 PM"],
          "scheduledAt 16:00Z is 17:00 in Atlantic/Canary in October (before the clocks change).")
    b.bad("Hi Imogen, your video interview with Nayra is tomorrow at 5:00 PM and will take about an hour. Your "
          "in-person interview with Cathaysa on 15 October is confirmed too.",
          [S("tomorrow at 5:00 PM"), X("about an hour", VAL + TIME),
           X("with Cathaysa on 15 October is confirmed too", STATE)],
          ["wrong_period", "wrong_state"], ["about an hour", "is confirmed too"],
          "IV-2207.duration is PT45M (the PT1H belongs to IV-2209); IV-2209.status is AWAITING_CANDIDATE.")
    b.fix("Hi Imogen, your video interview with Nayra is tomorrow at 5:00 PM for about 45 minutes. The in-person "
          "interview with Cathaysa is set for 15 October at 9:30 AM, though she hasn't confirmed yet.",
          [S("tomorrow at 5:00 PM"), S("about 45 minutes"), X("15 October at 9:30 AM", TIME),
           S("she hasn't confirmed yet")],
          ["unit_conversion"], ["9:30 AM"], ["10:30", "5:00 PM|17:00|5 PM"],
          "IV-2209.scheduledAt 09:30Z is 10:30 Canary time.")
    return b


def bundles():
    return [n1_offer_terms(), n2_replacement_guarantee(), n3_monthly_invoice(), n4_interviews()]
