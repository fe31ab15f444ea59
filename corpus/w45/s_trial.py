"""Clinical-trial volunteer scheduling bundles (Harbourview Clinical Research Unit, Halifax)."""
from common import *  # noqa: F401,F403

D = "clinical-trial volunteer scheduling"
BUNDLES = []

# ---------------------------------------------------------------- T1 screening + Day 1, stipend arithmetic
ev = [
    rec("get_volunteer_schedule#HV-104482", "tool:get_volunteer_schedule", {
        "MSH": {"3": ["CTMS"], "4": ["HCRU", "Harbourview Clinical Research Unit"], "7": "20260416143309-0300",
                "9": ["SIU", "S12", "SIU_S12"], "10": "CT00091288", "12": "2.5.1"},
        "PID": {"3": [["HV-104482", "", "", "HCRU", "MR"], ["SUBJ-0417", "", "", "HCRU-2291", "RI"]],
                "5": ["Raghunathan", "Priya"], "7": "19960911"},
        "SCH": {"1": ["PL-HC-7710"], "2": ["HC-V-54012"],
                "7": ["HCRU-2291", "Phase 1 study of an oral antihistamine in healthy adults", "LOCAL"],
                "25": ["BOOKED", "Booked", "HL70278"]},
        "AIS": [
            {"1": "1", "3": ["SCR", "Screening visit (fasting)", "HCRU-2291"], "4": "20260428074500-0300",
             "7": "180", "8": ["min"], "10": ["BOOKED", "Booked", "HL70278"]},
            {"1": "2", "3": ["D1", "Day 1 dosing visit", "HCRU-2291"], "4": "20260512073000-0300",
             "7": "300", "8": ["min"], "10": ["BOOKED", "Booked", "HL70278"]},
        ],
    }),
    pol("policy#volunteer-payments", "2026-02",
        "Volunteers receive CA$75 for each completed study visit and a CA$20 travel allowance per visit, paid by "
        "Interac e-Transfer within 10 business days after the visit. A screening visit that shows you are not "
        "eligible is still paid. For any visit marked fasting, have nothing but water for 10 hours before. Bring "
        "government photo ID and a list of your medications to screening."),
]
BUNDLES.append(bundle("trial-screening-stipend", D,
    "What time is my screening visit and how much will I get paid for the first two visits?", ev, [
    ok("Hi Priya, your screening visit for study HCRU-2291 is on Tuesday, April 28 at 7:45 AM and is a fasting "
       "visit, so please have only water for the 10 hours before. Your Day 1 visit is on Tuesday, May 12 at 7:30 AM. "
       "For each completed visit you receive CA$75 plus a CA$20 travel allowance, so CA$190 for the two visits, paid "
       "by e-Transfer within 10 business days after each one.",
       [S("your screening visit for study HCRU-2291 is on Tuesday, April 28 at 7:45 AM"), S("is a fasting visit"),
        S("have only water for the 10 hours before"), S("Your Day 1 visit is on Tuesday, May 12 at 7:30 AM"),
        S("you receive CA$75 plus a CA$20 travel allowance"), S("CA$190 for the two visits"),
        S("paid by e-Transfer within 10 business days after each one")],
       ["7:45 AM", "CA$190"],
       "AIS #1 20260428074500 (fasting), AIS #2 20260512073000; payments policy: (75 + 20) x 2 = 190."),
    ok("Your first two visits:\n- Screening (fasting): April 28, 7:45 AM, about 3 hours\n"
       "- Day 1: May 12, 7:30 AM, about 5 hours\nEach completed visit pays CA$95 including travel, so CA$190 in "
       "total. Bring photo ID and your medication list to screening.",
       [NA("Your first two visits"), S("Screening (fasting): April 28, 7:45 AM, about 3 hours"),
        S("Day 1: May 12, 7:30 AM, about 5 hours"), S("Each completed visit pays CA$95 including travel"),
        S("so CA$190 in total"), S("Bring photo ID and your medication list to screening")],
       ["CA$95", "April 28"],
       "AIS.7 180 and 300 min; 75 + 20 = 95 per visit; policy for ID and medication list."),
    ok("Hi Priya, you're subject SUBJ-0417 in study HCRU-2291, and your screening is April 28 at 7:45 AM. Even if "
       "screening shows you aren't eligible, that visit is still paid.",
       [S("you're subject SUBJ-0417 in study HCRU-2291"), S("your screening is April 28 at 7:45 AM"),
        S("Even if screening shows you aren't eligible, that visit is still paid")],
       ["SUBJ-0417"],
       "PID.3 second identifier SUBJ-0417 (type RI, study HCRU-2291); policy on screen failures."),
    bad("Hi Priya, screening is Tuesday, April 28 at 7:45 AM (fasting from 9:45 PM the night before). Each visit "
        "pays CA$75 and there's a CA$20 travel allowance, so you'll receive CA$170 for the first two visits.",
        [S("screening is Tuesday, April 28 at 7:45 AM"), S("fasting from 9:45 PM the night before"),
         S("Each visit pays CA$75"), S("there's a CA$20 travel allowance"),
         C("you'll receive CA$170 for the first two visits", AM)],
        ["wrong_arithmetic"], ["CA$170"],
        "The travel allowance is per visit, so two visits are 2 x 95 = 190, not 150 + 20."),
    bad("Hi Priya, your screening visit is on April 28 at 7:30 AM. Please quote your subject number, HV-104482, "
        "when you check in.",
        [C("your screening visit is on April 28 at 7:30 AM", DM, VM), C("your subject number, HV-104482", IDM)],
        ["wrong_time", "wrong_role"], ["April 28 at 7:30 AM", "subject number, HV-104482"],
        "AIS #1 starts 07:45 (07:30 is Day 1's time); HV-104482 is the unit MRN, the subject number is SUBJ-0417."),
    bad("Hi Priya, screening is on April 28 at 7:45 AM. Besides the CA$75 visit payment and CA$20 travel allowance, "
        "fasting visits also come with a CA$15 breakfast voucher.",
        [S("screening is on April 28 at 7:45 AM"), S("Besides the CA$75 visit payment and CA$20 travel allowance"),
         I("fasting visits also come with a CA$15 breakfast voucher", NPE, NNE)],
        ["unlisted_perk"], ["CA$15 breakfast voucher"],
        "The payments policy lists only the CA$75 visit payment and the CA$20 travel allowance; no voucher."),
    fix("Hi Priya, your screening visit is on Tuesday, April 28 at 7:45 AM; please fast for 8 hours beforehand "
        "(water is fine). Day 1 follows on May 12 at 7:30 AM.",
        [S("your screening visit is on Tuesday, April 28 at 7:45 AM"), C("please fast for 8 hours beforehand", NLC, VM),
         S("water is fine"), S("Day 1 follows on May 12 at 7:30 AM")],
        ["wrong_policy_condition"], ["fast for 8 hours"], ["10 hours|ten hours|9:45 PM", "April 28", "7:45 AM"],
        "Policy: nothing but water for 10 hours before a fasting visit."),
], now="2026-04-20T10:00:00-03:00"))

# ---------------------------------------------------------------- T2 visit window, move refused
ev = [
    rec("get_volunteer_schedule#HV-100931", "tool:get_volunteer_schedule", {
        "MSH": {"4": ["HCRU", "Harbourview Clinical Research Unit"], "7": "20260527091500-0300",
                "9": ["SIU", "S12", "SIU_S12"], "10": "CT00093310"},
        "PID": {"3": [["HV-100931", "", "", "HCRU", "MR"], ["SUBJ-0388", "", "", "HCRU-2307", "RI"]],
                "5": ["Comeau", "Étienne"]},
        "SCH": {"2": ["HC-V-55120"], "7": ["HCRU-2307", "Phase 2 study, Day 15 visit", "LOCAL"],
                "25": ["BOOKED", "Booked", "HL70278"]},
        "AIS": [{"1": "1", "3": ["D15", "Day 15 visit", "HCRU-2307"], "4": "20260616080000-0300", "7": "120",
                 "8": ["min"], "10": ["BOOKED", "Booked", "HL70278"]}],
        "ZWIN": {"1": "20260614", "2": "20260618", "3": ["PROTOCOL", "Protocol visit window", "LOCAL"]},
        "ZSLOT": [{"1": "20260615073000-0300"}, {"1": "20260617080000-0300"}, {"1": "20260618133000-0300"}],
    }),
    refused("reschedule_visit#call-1", "reschedule_visit", "DENY",
            {"visit_id": "HC-V-55120", "new_start": "20260623080000-0300"}),
    pol("policy#visit-windows", "2026-01",
        "The unit is open Monday to Friday, 7:00 AM to 6:00 PM. Study visits must happen inside the protocol window "
        "shown in your schedule; the research team cannot book a visit outside it. If no slot in the window works, "
        "contact the study coordinator, who may discuss it with the sponsor. Missing a visit does not remove you "
        "from the study, but the visit stipend is only paid for completed visits."),
]
BUNDLES.append(bundle("trial-visit-window", D,
    "Can I push my Day 15 visit back a week to June 23? I'm away that week.", ev, [
    ok("Hi Étienne, I'm sorry, I couldn't move your Day 15 visit to June 23 — it has to take place within the "
       "protocol window of June 14 to 18. Open slots in that window are Monday, June 15 at 7:30 AM, Wednesday, "
       "June 17 at 8:00 AM and Thursday, June 18 at 1:30 PM. If none of these work, please contact the study "
       "coordinator, who can discuss it with the sponsor.",
       [S("I couldn't move your Day 15 visit to June 23"), S("within the protocol window of June 14 to 18"),
        S("Monday, June 15 at 7:30 AM"), S("Wednesday, June 17 at 8:00 AM"), S("Thursday, June 18 at 1:30 PM"),
        S("contact the study coordinator, who can discuss it with the sponsor")],
       ["June 14 to 18", "1:30 PM"],
       "reschedule_visit DENY; ZWIN 20260614-20260618; ZSLOT times; visit-window policy."),
    ok("June 23 is outside your Day 15 window (June 14–18), so the change was declined; your visit stays on "
       "Tuesday, June 16 at 8:00 AM for now.",
       [S("June 23 is outside your Day 15 window (June 14–18)"), S("the change was declined"),
        S("your visit stays on Tuesday, June 16 at 8:00 AM")],
       ["June 16"],
       "ZWIN; refused_call DENY; AIS.4 20260616080000."),
    ok("Dear Étienne,\n\nThank you for letting us know about your trip. The Day 15 visit can't be booked outside the "
       "protocol window, which runs June 14 to June 18. Missing the visit would not take you out of the study, "
       "though the stipend is paid only for visits you complete. Your current booking is June 16 at 8:00 AM, about "
       "two hours.\n\nBest regards,\nHarbourview Clinical Research Unit",
       [NA("Thank you for letting us know about your trip"), S("can't be booked outside the protocol window"),
        S("which runs June 14 to June 18"), S("Missing the visit would not take you out of the study"),
        S("the stipend is paid only for visits you complete"), S("Your current booking is June 16 at 8:00 AM"),
        S("about two hours")],
       ["June 18"],
       "Policy on windows and missed visits; AIS.7 120 min."),
    bad("Hi Étienne, no problem — your Day 15 visit is now moved to Tuesday, June 23 at 8:00 AM. It's still a "
        "two-hour visit.",
        [C("your Day 15 visit is now moved to Tuesday, June 23 at 8:00 AM", NE), S("It's still a two-hour visit")],
        ["refused_call_effect"], ["now moved to Tuesday, June 23"],
        "reschedule_visit was DENY; AIS.7 is 120 min."),
    bad("Hi Étienne, June 23 falls outside your visit window, which is June 14 to 20, so I couldn't make that "
        "change. If you miss the visit, you'll be withdrawn from the study.",
        [S("June 23 falls outside your visit window"), C("which is June 14 to 20", DM, VM),
         S("I couldn't make that change"), C("If you miss the visit, you'll be withdrawn from the study", NLC)],
        ["wrong_date", "wrong_policy_condition"], ["June 14 to 20", "you'll be withdrawn"],
        "ZWIN.2 ends 20260618; policy says a missed visit does not remove you from the study."),
    fix("Hi Étienne, I couldn't move the visit to June 23 because it falls outside the June 14–18 window. The open "
        "slots are June 15 at 7:30 AM, June 17 at 8:00 AM and June 18 at 3:30 PM.",
        [S("I couldn't move the visit to June 23"), S("it falls outside the June 14–18 window"),
         S("June 15 at 7:30 AM"), S("June 17 at 8:00 AM"), C("June 18 at 3:30 PM", DM, VM)],
        ["wrong_time"], ["3:30 PM"], ["1:30 PM|13:30|1:30 p.m.", "June 15", "7:30 AM"],
        "ZSLOT third slot is 20260618133000-0300."),
], now="2026-06-08T13:15:00-03:00"))

# ---------------------------------------------------------------- T3 stipend payment status
ev = [
    rec("get_stipends#HV-102270", "tool:get_stipend_ledger", {
        "MSH": {"4": ["HCRU", "Harbourview Clinical Research Unit"], "7": "20260402094010-0300",
                "9": ["DFT", "P03", "DFT_P03"], "10": "CT00088123"},
        "PID": {"3": [["HV-102270", "", "", "HCRU", "MR"], ["SUBJ-0352", "", "", "HCRU-2291", "RI"]],
                "5": ["Hollett", "Marisa"]},
        "FT1": [
            {"1": "1", "2": "TX-S-8801", "4": "20260303", "6": ["DB", "Disbursement", "LOCAL"],
             "7": ["SCR", "Screening visit stipend + travel", "HCRU-2291"], "11": ["95.00", "CAD"]},
            {"1": "2", "2": "TX-S-8845", "4": "20260317", "6": ["DB", "Disbursement", "LOCAL"],
             "7": ["D1-IP", "Day 1 inpatient stipend + travel + overnight", "HCRU-2291"], "11": ["245.00", "CAD"]},
            {"1": "3", "2": "TX-S-8890", "4": "20260324", "6": ["DB", "Disbursement", "LOCAL"],
             "7": ["D8", "Day 8 visit stipend + travel", "HCRU-2291"], "11": ["95.00", "CAD"]},
        ],
        "ZPY": [
            {"1": "TX-S-8801", "2": ["SENT", "e-Transfer sent", "LOCAL"], "3": "20260312", "4": "ET-55120"},
            {"1": "TX-S-8845", "2": ["SENT", "e-Transfer sent", "LOCAL"], "3": "20260326", "4": "ET-55391"},
            {"1": "TX-S-8890", "2": ["PENDING", "Awaiting visit verification", "LOCAL"]},
        ],
    }),
    pol("policy#stipends", "2026-02",
        "Stipends are sent by Interac e-Transfer within 10 business days after a visit is verified by the study team. "
        "Overnight (inpatient) visits include a CA$150 overnight allowance on top of the standard CA$75 visit "
        "payment and CA$20 travel allowance. If an e-Transfer is not accepted within 30 days it is cancelled and "
        "reissued on request. Stipends are taxable; a T4A slip is issued each February if you received more than "
        "CA$500 in the previous year."),
]
BUNDLES.append(bundle("trial-stipend-status", D,
    "I haven't received payment for my Day 8 visit on March 24. Can you check? How much have I been paid so far?",
    ev, [
    ok("Hi Marisa, your Day 8 payment of CA$95.00 is pending — it's waiting for the study team to verify the visit, "
       "and e-Transfers go out within 10 business days after verification. So far you've received two e-Transfers: "
       "CA$95.00 for screening on March 12 and CA$245.00 for your overnight Day 1 visit on March 26, CA$340.00 in "
       "total.",
       [S("your Day 8 payment of CA$95.00 is pending"), S("waiting for the study team to verify the visit"),
        S("e-Transfers go out within 10 business days after verification"), S("you've received two e-Transfers"),
        S("CA$95.00 for screening on March 12"), S("CA$245.00 for your overnight Day 1 visit on March 26"),
        S("CA$340.00 in total")],
       ["CA$340.00", "pending"],
       "ZPY for TX-S-8890 PENDING; TX-S-8801 and TX-S-8845 SENT on 0312 / 0326; 95 + 245 = 340."),
    ok("Day 8 (March 24): CA$95.00, awaiting verification\nDay 1 (March 17): CA$245.00, sent March 26\n"
       "Screening (March 3): CA$95.00, sent March 12\nThe Day 1 amount includes the CA$150 overnight allowance.",
       [S("Day 8 (March 24): CA$95.00, awaiting verification"), S("Day 1 (March 17): CA$245.00, sent March 26"),
        S("Screening (March 3): CA$95.00, sent March 12"),
        S("The Day 1 amount includes the CA$150 overnight allowance")],
       ["awaiting verification"],
       "FT1 lines with ZPY statuses; policy: 75 + 20 + 150 = 245 for an inpatient visit."),
    bad("Hi Marisa, your Day 8 payment of CA$95.00 was sent by e-Transfer on March 26, reference ET-55391. So far "
        "you've received CA$340.00.",
        [S("your Day 8 payment of CA$95.00"), C("was sent by e-Transfer on March 26, reference ET-55391", RSM, IDM, DM),
         S("you've received CA$340.00")],
        ["other_record_value"], ["sent by e-Transfer on March 26", "ET-55391"],
        "March 26 / ET-55391 belong to the Day 1 payment TX-S-8845; Day 8 (TX-S-8890) is PENDING."),
    bad("Hi Marisa, the Day 8 payment is pending verification. You've been paid CA$435.00 so far, and pending "
        "payments are sent within 5 business days of the visit.",
        [S("the Day 8 payment is pending verification"), C("You've been paid CA$435.00 so far", AM),
         C("sent within 5 business days of the visit", NLC, VM)],
        ["wrong_arithmetic", "wrong_period"], ["CA$435.00", "within 5 business days"],
        "Only 95 + 245 = 340 has been sent (435 counts the pending 95); policy: 10 business days after verification."),
    bad("Hi Marisa, your Day 8 payment is pending verification; because it was an overnight visit it will be "
        "CA$245.00 including the overnight allowance.",
        [S("your Day 8 payment is pending verification"),
         C("because it was an overnight visit it will be CA$245.00 including the overnight allowance", AM, VM)],
        ["condition_unmet"], ["because it was an overnight visit", "it will be CA$245.00"],
        "Day 8 (FT1 #3, code D8) is not inpatient and is 95.00; only Day 1 (D1-IP) carried the overnight allowance."),
    fix("Hi Marisa, your Day 8 payment of CA$95.00 is still awaiting verification by the study team. So far you've "
        "received CA$95.00 for screening and CA$245.00 for Day 1, CA$330.00 in total.",
        [S("your Day 8 payment of CA$95.00 is still awaiting verification by the study team"),
         S("received CA$95.00 for screening and CA$245.00 for Day 1"), C("CA$330.00 in total", AM)],
        ["wrong_arithmetic"], ["CA$330.00"], ["CA$340.00|$340|340.00", "CA$245.00"],
        "95.00 + 245.00 = 340.00."),
], now="2026-04-02T11:00:00-03:00"))

# ---------------------------------------------------------------- T4 overnight PK stay (superseded time)
ev = [
    rec("get_volunteer_schedule#HC-V-56701", "tool:get_volunteer_schedule", {
        "MSH": {"4": ["HCRU", "Harbourview Clinical Research Unit"], "7": "20260810160222-0300",
                "9": ["SIU", "S14", "SIU_S14"], "10": "SIU000512930"},
        "PID": {"3": [["HV-105377", "", "", "HCRU", "MR"]], "5": ["Raman", "Devendra"]},
        "SCH": {"2": ["HC-V-56701"], "6": ["MOD", "Check-in time changed by unit", "LOCAL"],
                "7": ["HCRU-2315", "Inpatient pharmacokinetic stay", "LOCAL"], "9": "36", "10": ["h"],
                "11": ["1", "", "36", "20260816183000-0300", "20260818063000-0300"],
                "25": ["BOOKED", "Booked", "HL70278"]},
    }),
    rec("get_volunteer_schedule#SIU000498811", "tool:get_volunteer_schedule", {
        "MSH": {"7": "20260724101500-0300", "9": ["SIU", "S12", "SIU_S12"], "10": "SIU000498811"},
        "PID": {"3": [["HV-105377", "", "", "HCRU", "MR"]], "5": ["Raman", "Devendra"]},
        "SCH": {"2": ["HC-V-56701"], "7": ["HCRU-2315", "Inpatient pharmacokinetic stay", "LOCAL"], "9": "36",
                "10": ["h"], "11": ["1", "", "36", "20260816190000-0300", "20260818070000-0300"],
                "25": ["BOOKED", "Booked", "HL70278"]},
        "ZMSG": {"1": ["SUPERSEDED", "Superseded by SIU000512930", "LOCAL"]},
    }),
    pol("policy#inpatient-stays", "2026-05",
        "Please arrive at the check-in time on your schedule. Bring comfortable clothes, toiletries and any personal "
        "medications in their original containers. We provide all meals and snacks, Wi-Fi, and a private locker. "
        "Do not drink alcohol for 72 hours before check-in, and do not eat grapefruit for 7 days before."),
]
BUNDLES.append(bundle("trial-pk-overnight", D,
    "What time do I check in on Sunday and what do I need to bring? Is parking covered?", ev, [
    ok("Hi Dev, your check-in for the overnight PK stay is this Sunday, August 16 at 6:30 PM, and you'll be with us "
       "for 36 hours, until about 6:30 AM on Tuesday, August 18. Please bring comfortable clothes, toiletries, and "
       "any personal medications in their original containers. We provide all meals and snacks, Wi-Fi and a private "
       "locker. Remember: no alcohol for 72 hours before check-in and no grapefruit for 7 days before.",
       [S("your check-in for the overnight PK stay is this Sunday, August 16 at 6:30 PM"),
        S("you'll be with us for 36 hours"), S("until about 6:30 AM on Tuesday, August 18"),
        S("bring comfortable clothes, toiletries, and any personal medications in their original containers"),
        S("We provide all meals and snacks, Wi-Fi and a private locker"), S("no alcohol for 72 hours before check-in"),
        S("no grapefruit for 7 days before")],
       ["6:30 PM", "August 16"],
       "Current S14 SCH.11 20260816183000 to 20260818063000, SCH.9 36 h; inpatient-stay policy."),
    ok("Check-in: Sun Aug 16, 18:30 (the time was moved up from 19:00)\nStay: 36 h, discharge Tue Aug 18 around "
       "06:30\nBring: clothes, toiletries, your own medications in original containers",
       [S("Check-in: Sun Aug 16, 18:30"), S("the time was moved up from 19:00"), S("Stay: 36 h"),
        S("discharge Tue Aug 18 around 06:30"),
        S("Bring: clothes, toiletries, your own medications in original containers")],
       ["18:30"],
       "S14 (SCH.6 MOD) replaced the superseded S12 booking at 19:00; SCH.11 end 06:30 on Aug 18."),
    bad("Hi Dev, please check in on Sunday, August 16 at 7:00 PM for your 36-hour stay. We provide all meals, "
        "Wi-Fi, a private locker and a free parking pass for the whole stay.",
        [C("on Sunday, August 16 at 7:00 PM", DM, VM), S("for your 36-hour stay"),
         S("We provide all meals, Wi-Fi, a private locker"), I("a free parking pass for the whole stay", NPE, NNE)],
        ["stale_value", "unlisted_perk"], ["7:00 PM", "free parking pass"],
        "19:00 is from the superseded S12 message; the current check-in is 18:30. The policy lists meals, Wi-Fi and a locker, not parking."),
    bad("Hi Dev, check-in is Sunday, August 16 at 6:30 PM and the stay lasts 36 hours, so you'll go home Monday "
        "evening around 6:30 PM. No grapefruit for 3 days before check-in, please.",
        [S("check-in is Sunday, August 16 at 6:30 PM"), S("the stay lasts 36 hours"),
         C("you'll go home Monday evening around 6:30 PM", DM, VM), C("No grapefruit for 3 days before check-in", NLC, VM)],
        ["wrong_arithmetic", "wrong_period"], ["Monday evening around 6:30 PM", "grapefruit for 3 days"],
        "36 h after Sun 18:30 is Tue 06:30 (SCH.11 end); policy says no grapefruit for 7 days."),
    fix("Hi Dev, your overnight PK stay starts with check-in on Sunday, August 16 at 6:30 PM and lasts 36 hours. "
        "Please avoid alcohol for 48 hours before check-in.",
        [S("check-in on Sunday, August 16 at 6:30 PM"), S("lasts 36 hours"),
         C("avoid alcohol for 48 hours before check-in", NLC, VM)],
        ["wrong_period"], ["alcohol for 48 hours"], ["72 hours|72 h|three days|3 days", "6:30 PM|18:30", "36 hours"],
        "Policy: no alcohol for 72 hours before check-in."),
], now="2026-08-13T15:00:00-03:00"))
