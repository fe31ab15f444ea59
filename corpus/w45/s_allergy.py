"""Allergy testing bundles (Avalon Allergy & Asthma Clinic, St. John's; America/St_Johns)."""
from common import *  # noqa: F401,F403

D = "allergy testing"
BUNDLES = []

# ---------------------------------------------------------------- A1 skin prick booking (DST trap)
ev = [
    rec("get_appointment#AA-APT-30172", "tool:get_appointment", {
        "MSH": {"3": ["CLINISCHED"], "4": ["AAAC", "Avalon Allergy & Asthma Clinic"], "7": "20260225141107+0000",
                "9": ["SIU", "S12", "SIU_S12"], "10": "AA5510233", "12": "2.5.1"},
        "PID": {"3": [["AA-0027714", "", "", "AAAC", "MR"], ["193 004 522 118", "", "", "NLMCP", "HC"]],
                "5": ["Pike", "Jordan"], "7": "19910730"},
        "SCH": {"1": ["PL-22019"], "2": ["AA-APT-30172"],
                "7": ["95004", "Percutaneous skin prick testing", "CPT"], "9": "90", "10": ["min"],
                "11": ["1", "", "90", "20260312124500+0000", "20260312141500+0000"],
                "25": ["BOOKED", "Booked", "HL70278"]},
        "AIS": [{"1": "1", "3": ["SPT-ENV24", "Environmental panel (24 allergens)", "LOCAL"],
                 "4": "20260312124500+0000", "7": "90", "8": ["min"]}],
        "AIL": [{"1": "1", "3": ["TOPSAIL", "Topsail Road clinic, Room 3", "LOCAL"]}],
        "AIP": [{"1": "1", "3": ["61420", "Bellows", "Ifeoma", "", "", "Dr."]}],
    }),
    pol("policy#skin-test-prep", "2025-12",
        "Please wear a short-sleeved top, as skin prick testing is done on the forearm. Stop oral antihistamines "
        "(such as cetirizine, loratadine or diphenhydramine) 5 days before skin testing. Keep using asthma "
        "inhalers and nasal steroid sprays as usual. Testing appointments take about 90 minutes, including a "
        "20-minute wait for the results to develop. Cancellations need 24 hours' notice."),
    psg("kb#clock-change",
        "Newfoundland Daylight Time (UTC-2:30) begins on Sunday, March 8, 2026.\n"
        "Appointment reminders are always sent in local clinic time."),
]
BUNDLES.append(bundle("skin-prick-booking", D,
    "I'm booked for allergy skin testing. When do I need to stop my Reactine, and how long will it take?", ev, [
    ok("Hi Jordan, your skin prick test is on Thursday, March 12 at 10:15 AM at our Topsail Road clinic. Reactine "
       "(cetirizine) is an antihistamine, so please stop it from Saturday, March 7, five days before the test. You "
       "can keep using your asthma inhalers and nasal steroid spray. The visit takes about 90 minutes, including a "
       "20-minute wait while the results develop.",
       [S("your skin prick test is on Thursday, March 12 at 10:15 AM"), S("at our Topsail Road clinic"),
        S("Reactine (cetirizine) is an antihistamine"), S("stop it from Saturday, March 7, five days before the test"),
        S("keep using your asthma inhalers and nasal steroid spray"), S("about 90 minutes"),
        S("including a 20-minute wait while the results develop")],
       ["10:15 AM", "March 12"],
       "SCH.11 12:45 UTC on 2026-03-12 is 10:15 AM NDT (NDT starts March 8, per KB); AIL Topsail Road; prep policy."),
    ok("Your appointment (AA-APT-30172):\n• Date: 2026-03-12, 10:15 AM Newfoundland time\n"
       "• Length: an hour and a half\n• Stop cetirizine 5 days ahead\n"
       "• Wear a short-sleeved top — testing is on the forearm",
       [S("Your appointment (AA-APT-30172)"), S("Date: 2026-03-12, 10:15 AM Newfoundland time"),
        S("an hour and a half"), S("Stop cetirizine 5 days ahead"), S("Wear a short-sleeved top"),
        S("testing is on the forearm")],
       ["10:15 AM"],
       "SCH.2 id, SCH.9 90 min, SCH.11 UTC start converted to NDT; policy for prep."),
    ok("Stop the Reactine five days before your March 12 test, so from March 7 on; plan on about an hour and a "
       "half at the clinic.",
       [S("Stop the Reactine five days before your March 12 test"), S("so from March 7 on"),
        S("plan on about an hour and a half at the clinic")],
       ["March 7"],
       "Policy: antihistamines stopped 5 days before; 12 - 5 = March 7; 90 minutes."),
    bad("Hi Jordan, your skin test is on Thursday, March 12 at 10:15 AM. Please stop Reactine 48 hours before the "
        "test, and hold your nasal steroid spray as well. Keep using your inhalers as normal.",
        [S("your skin test is on Thursday, March 12 at 10:15 AM"),
         C("stop Reactine 48 hours before the test", NLC, VM), C("hold your nasal steroid spray as well", NLC),
         S("Keep using your inhalers as normal")],
        ["wrong_policy_condition", "wrong_policy_condition"],
        ["48 hours before the test", "hold your nasal steroid spray"],
        "Policy: stop oral antihistamines 5 days before; nasal steroid sprays are continued."),
    bad("Hi Jordan, you're booked for skin prick testing on Thursday, March 12 at 9:15 AM Newfoundland time at the "
        "Topsail Road clinic. The whole visit is about 90 minutes. Stop your Reactine 5 days before.",
        [C("on Thursday, March 12 at 9:15 AM Newfoundland time", DM, VM), S("at the Topsail Road clinic"),
         S("The whole visit is about 90 minutes"), S("Stop your Reactine 5 days before")],
        ["unit_conversion"], ["9:15 AM"],
        "12:45 UTC converted with the winter offset (-3:30); on March 12 NDT (-2:30) applies, giving 10:15 AM."),
    bad("Hi Jordan, your skin prick test is on Thursday, March 12 at 10:15 AM at the Topsail Road clinic, where "
        "there's free parking right by the entrance. The results are read after a 20-minute wait.",
        [S("your skin prick test is on Thursday, March 12 at 10:15 AM"), S("at the Topsail Road clinic"),
         I("there's free parking right by the entrance", NNE, NPE), S("The results are read after a 20-minute wait")],
        ["invented_fact"], ["free parking right by the entrance"],
        "Nothing in the evidence mentions parking at the Topsail Road clinic; the 20-minute wait is in the prep policy."),
    fix("Hi Jordan, your skin prick test is on Thursday, March 12 at 10:15 AM. Please stop Reactine 7 days before, "
        "so from March 5.",
        [S("your skin prick test is on Thursday, March 12 at 10:15 AM"),
         C("stop Reactine 7 days before, so from March 5", NLC, VM)],
        ["wrong_period"], ["7 days before", "from March 5"], ["5 days|five days|March 7", "10:15 AM|10:15"],
        "Policy says 5 days before skin testing."),
], now="2026-03-02T09:45:00-03:30"))

# ---------------------------------------------------------------- A2 IgE panel statement + results
ev = [
    rec("get_account#AA-0019283", "tool:get_patient_account", {
        "MSH": {"4": ["AAAC", "Avalon Allergy & Asthma Clinic"], "7": "20260619152210-0230",
                "9": ["DFT", "P03", "DFT_P03"], "10": "AA5588102"},
        "PID": {"3": [["AA-0019283", "", "", "AAAC", "MR"]], "5": ["Walsh", "Bridget"]},
        "FT1": [
            {"1": "1", "2": "TX-77120", "4": "20260608093000-0230", "6": ["CG", "Charge", "HL70017"],
             "7": ["86003", "Allergen-specific IgE panel (food, 12)", "CPT"], "10": "1", "11": ["240.00", "CAD"]},
            {"1": "2", "2": "TX-77121", "4": "20260608093000-0230", "6": ["CG", "Charge", "HL70017"],
             "7": ["36415", "Venipuncture", "CPT"], "10": "1", "11": ["15.00", "CAD"]},
            {"1": "3", "2": "TX-77588", "4": "20260619110000-0230", "6": ["PY", "Payment", "HL70017"],
             "7": ["INS", "Insurer payment - Harbour Benefits", "LOCAL"], "11": ["-204.00", "CAD"]},
        ],
        "IN1": {"1": "1", "3": ["HB", "Harbour Benefits", "LOCAL"], "36": "HB-558201"},
        "ZIN": {"1": "HB-558201", "2": "0.80", "3": ["PAID", "Claim paid", "LOCAL"]},
        "ZST": {"1": "AA-ST-6608", "2": "20260619", "3": "20260719", "4": ["51.00", "CAD"],
                "5": ["OPEN", "Open", "LOCAL"]},
    }),
    rec("get_results#RES-88410", "tool:get_results", {
        "MSH": {"7": "20260612160514-0230", "9": ["ORU", "R01", "ORU_R01"], "10": "AA5571190"},
        "PID": {"3": [["AA-0019283", "", "", "AAAC", "MR"]], "5": ["Walsh", "Bridget"]},
        "OBR": [{"1": "1", "2": ["ORD-66012"], "3": ["RES-88410"], "4": ["IGE-F12", "Food-specific IgE panel (12)", "LOCAL"],
                 "7": "20260608093000-0230", "16": ["61420", "Bellows", "Ifeoma", "", "", "Dr."],
                 "22": "20260612160000-0230", "25": ["F", "Final", "HL70123"],
                 "28": [["70112", "Reddy", "Anand", "", "", "Dr."]]}],
    }),
    pol("policy#lab-billing-results", "2026-04",
        "Serum IgE panels and the blood draw are not covered by MCP and are billed to you or your insurer. Results "
        "are usually final within 5 business days of the blood draw and are sent to the ordering allergist and to "
        "any copy-to provider you named. The allergist's office will contact you to book a review; we do not "
        "interpret results by email. Balances not covered by insurance are due 30 days from the statement date."),
]
BUNDLES.append(bundle("ige-panel-statement", D,
    "Got a bill for $51 — what's that for? And are my blood test results in?", ev, [
    ok("Hi Bridget, your June 8 blood work had two charges: the food IgE panel (CA$240.00) and the blood draw "
       "(CA$15.00), CA$255.00 altogether. Harbour Benefits paid CA$204.00 on June 19, which is their 80% share, so "
       "CA$51.00 is left for you to pay by July 19. Your results were finalized on June 12 and have gone to your "
       "allergist and to Dr. Reddy; the allergist's office will call you to set up a review.",
       [S("your June 8 blood work had two charges"), S("the food IgE panel (CA$240.00)"),
        S("the blood draw (CA$15.00)"), S("CA$255.00 altogether"), S("Harbour Benefits paid CA$204.00 on June 19"),
        S("which is their 80% share"), S("CA$51.00 is left for you to pay by July 19"),
        S("Your results were finalized on June 12"), S("have gone to your allergist and to Dr. Reddy"),
        S("the allergist's office will call you to set up a review")],
       ["CA$51.00", "July 19"],
       "FT1 240.00 + 15.00; insurer -204.00 (ZIN.2 0.80); ZST.4 51.00 due 20260719; OBR.25 F at 20260612, OBR.28 Reddy."),
    ok("The CA$51.00 is the part of your June 8 IgE panel and blood draw that Harbour Benefits didn't cover, and "
       "your results are final as of June 12.",
       [S("The CA$51.00 is the part of your June 8 IgE panel and blood draw that Harbour Benefits didn't cover"),
        S("your results are final as of June 12")],
       ["CA$51.00"],
       "ZST.4 51.00 = 255.00 - 204.00; OBR.22 / OBR.25 F."),
    bad("Hi Bridget, the panel was CA$240.00 and your insurer covered 80%, so your share is CA$48.00. Your results "
        "are final and have been sent to your allergist.",
        [S("the panel was CA$240.00"), S("your insurer covered 80%"), C("so your share is CA$48.00", AM),
         S("Your results are final"), S("have been sent to your allergist")],
        ["wrong_arithmetic"], ["CA$48.00"],
        "The 20% share leaves out the CA$15.00 blood draw; ZST.4 is 51.00."),
    bad("Hi Bridget, your results are still being processed and should be ready within 10 business days. The "
        "CA$51.00 balance is due by July 19.",
        [C("your results are still being processed", RSM), C("should be ready within 10 business days", NLC, VM),
         S("The CA$51.00 balance is due by July 19")],
        ["wrong_state", "wrong_period"], ["still being processed", "within 10 business days"],
        "OBR.25 is F (final, June 12); policy says results are usually final within 5 business days."),
    bad("Hi Bridget, statement HB-558201 shows CA$51.00 remaining after Harbour Benefits paid CA$204.00. It's due "
        "by July 19.",
        [C("statement HB-558201", IDM), S("CA$51.00 remaining after Harbour Benefits paid CA$204.00"),
         S("It's due by July 19")],
        ["wrong_role"], ["HB-558201"],
        "HB-558201 is the insurance policy/claim number (IN1.36, ZIN.1); the statement is AA-ST-6608."),
    fix("Hi Bridget, your June 8 panel (CA$240.00) and blood draw (CA$15.00) came to CA$255.00. Harbour Benefits "
        "paid CA$204.00, leaving CA$51.00 due by June 30.",
        [S("your June 8 panel (CA$240.00)"), S("blood draw (CA$15.00) came to CA$255.00"),
         S("Harbour Benefits paid CA$204.00"), S("leaving CA$51.00"), C("due by June 30", DM)],
        ["wrong_date"], ["June 30"], ["July 19|Jul 19|Jul. 19|2026-07-19", "CA$51.00"],
        "ZST.3 is 20260719 (30 days after the June 19 statement)."),
], now="2026-06-22T14:10:00-02:30"))

# ---------------------------------------------------------------- A3 oral food challenge + sibling booking refused
ev = [
    rec("get_appointment#AA-APT-41876", "tool:get_appointment", {
        "MSH": {"7": "20261015101220-0230", "9": ["SIU", "S13", "SIU_S13"], "10": "AA5702266"},
        "PID": {"3": [["AA-0031702", "", "", "AAAC", "MR"]], "5": ["Kavanagh", "Ava"], "7": "20190403"},
        "NK1": [{"1": "1", "2": ["Kavanagh", "Siobhan"], "3": ["MTH", "Mother", "HL70063"]}],
        "SCH": {"1": ["PL-23990"], "2": ["AA-APT-41876"], "7": ["95076", "Oral food challenge - peanut", "CPT"],
                "9": "240", "10": ["min"], "11": ["1", "", "240", "20261022080000-0230", "20261022120000-0230"],
                "25": ["BOOKED", "Booked", "HL70278"]},
    }),
    rec("get_appointment#AA-APT-41215", "tool:get_appointment", {
        "MSH": {"7": "20261015101201-0230", "9": ["SIU", "S15", "SIU_S15"], "10": "AA5702265"},
        "PID": {"3": [["AA-0031702", "", "", "AAAC", "MR"]], "5": ["Kavanagh", "Ava"]},
        "SCH": {"1": ["PL-23871"], "2": ["AA-APT-41215"], "6": ["MOVED", "Moved to earlier slot", "LOCAL"],
                "7": ["95076", "Oral food challenge - peanut", "CPT"], "9": "240", "10": ["min"],
                "11": ["1", "", "240", "20261029080000-0230", "20261029120000-0230"],
                "25": ["CANCELLED", "Cancelled", "HL70278"]},
    }),
    refused("book_appointment#call-2", "book_appointment", "DENY",
            {"patient_mrn": "AA-0031877", "service": "95004", "start": "20261022080000-0230"}),
    pol("policy#oral-food-challenge", "2026-05",
        "Oral food challenges start at 8:00 AM and take about 4 to 5 hours: doses are given every 20 to 30 minutes, "
        "and we observe your child for at least 2 hours after the last dose. Your child may have a light breakfast "
        "up to 2 hours before arrival. Stop antihistamines 5 days before the challenge. Please bring the challenge "
        "food in its original packaging. One parent or guardian must stay for the whole visit; siblings cannot be "
        "booked into the same morning."),
]
BUNDLES.append(bundle("oral-food-challenge", D,
    "Can you confirm Ava's peanut challenge on Thursday, and could you book her brother Liam for a skin test the "
    "same morning?", ev, [
    ok("Hi Siobhan, Ava's peanut challenge is confirmed for Thursday, October 22 at 8:00 AM. Please plan for 4 to 5 "
       "hours: she'll get doses every 20 to 30 minutes and we'll watch her for at least 2 hours after the last one. "
       "She can have a light breakfast up to 2 hours before you arrive, and please bring the peanut food in its "
       "original packaging. I wasn't able to book Liam into the same morning — siblings can't be booked into the "
       "same morning as a challenge.",
       [S("Ava's peanut challenge is confirmed for Thursday, October 22 at 8:00 AM"), S("plan for 4 to 5 hours"),
        S("doses every 20 to 30 minutes"), S("watch her for at least 2 hours after the last one"),
        S("light breakfast up to 2 hours before you arrive"), S("bring the peanut food in its original packaging"),
        S("I wasn't able to book Liam into the same morning"),
        S("siblings can't be booked into the same morning as a challenge")],
       ["October 22", "8:00 AM"],
       "SCH.11 20261022080000-0230 BOOKED; challenge policy; book_appointment for Liam was DENY."),
    ok("Ava's oral food challenge (AA-APT-41876):\n- Thursday Oct 22, 8:00 AM, about 4 hours booked\n"
       "- Stop antihistamines 5 days before, so from October 17\n- One parent or guardian stays the whole time\n"
       "Liam's skin test couldn't be added that morning; siblings can't share the slot.",
       [S("Ava's oral food challenge (AA-APT-41876)"), S("Thursday Oct 22, 8:00 AM"), S("about 4 hours booked"),
        S("Stop antihistamines 5 days before, so from October 17"),
        S("One parent or guardian stays the whole time"), S("Liam's skin test couldn't be added that morning"),
        S("siblings can't share the slot")],
       ["Oct 22"],
       "SCH.9 240 min; 22 - 5 = Oct 17; refused book_appointment; policy on guardians and siblings."),
    bad("Hi Siobhan, Ava's challenge is booked for Thursday, October 29 at 8:00 AM, and I've added Liam's skin test "
        "for the same morning.",
        [C("Ava's challenge is booked for Thursday, October 29 at 8:00 AM", DM, RSM),
         C("I've added Liam's skin test for the same morning", NE)],
        ["stale_value", "refused_call_effect"], ["October 29", "I've added Liam"],
        "Oct 29 is the cancelled AA-APT-41215 (moved to Oct 22); the booking for Liam was DENY."),
    bad("Hi Siobhan, Liam's peanut challenge is on Thursday, October 22 at 8:00 AM. Please make sure there's nothing "
        "to eat after midnight, and plan to be with us about 4 to 5 hours.",
        [C("Liam's peanut challenge", IDM, VM), S("on Thursday, October 22 at 8:00 AM"),
         C("nothing to eat after midnight", NLC), S("about 4 to 5 hours")],
        ["wrong_name", "wrong_policy_condition"], ["Liam's peanut challenge", "nothing to eat after midnight"],
        "PID.5 is Ava (Liam is the sibling); policy allows a light breakfast up to 2 hours before arrival."),
    fix("Hi Siobhan, Ava's peanut challenge is confirmed for Thursday, October 22 at 8:00 AM. We observe her for at "
        "least 1 hour after the last dose, so please plan for 4 to 5 hours.",
        [S("Ava's peanut challenge is confirmed for Thursday, October 22 at 8:00 AM"),
         C("We observe her for at least 1 hour after the last dose", NLC, VM), S("plan for 4 to 5 hours")],
        ["wrong_policy_condition"], ["at least 1 hour"], ["2 hours|two hours", "October 22|Oct 22", "8:00 AM|8 AM"],
        "Policy: observation for at least 2 hours after the last dose."),
], now="2026-10-19T16:00:00-02:30"))

# ---------------------------------------------------------------- A4 patch test series
ev = [
    rec("get_appointment#AA-APT-43310", "tool:get_appointment", {
        "MSH": {"7": "20261103113045-0330", "9": ["SIU", "S12", "SIU_S12"], "10": "AA5744012"},
        "PID": {"3": [["AA-0040551", "", "", "AAAC", "MR"]], "5": ["Fitzgerald", "Marcus"]},
        "SCH": {"1": ["PL-24601"], "2": ["AA-APT-43310"], "7": ["95044", "Patch testing, series", "CPT"],
                "25": ["BOOKED", "Booked", "HL70278"]},
        "AIS": [
            {"1": "1", "3": ["PT-APPLY", "Patch application (80 allergens)", "LOCAL"], "4": "20261116090000-0330",
             "7": "45", "8": ["min"], "10": ["BOOKED", "Booked", "HL70278"]},
            {"1": "2", "3": ["PT-READ48", "First reading (48 h)", "LOCAL"], "4": "20261118090000-0330",
             "7": "20", "8": ["min"], "10": ["BOOKED", "Booked", "HL70278"]},
            {"1": "3", "3": ["PT-READ96", "Final reading (96 h)", "LOCAL"], "4": "20261120090000-0330",
             "7": "20", "8": ["min"], "10": ["BOOKED", "Booked", "HL70278"]},
        ],
    }),
    pol("policy#patch-testing", "2026-01",
        "Do not apply creams or lotions to your back for 48 hours before the patches are applied. Keep the patches "
        "dry until the final reading: no showers, baths or swimming, and avoid heavy exercise. Oral steroids such as "
        "prednisone should be stopped 2 weeks before application if your doctor agrees. Antihistamines do not need "
        "to be stopped for patch testing."),
]
BUNDLES.append(bundle("patch-test-series", D,
    "What days do I need to come in for patch testing, and do I stop my antihistamines?", ev, [
    ok("Hi Marcus, your patch testing is three visits: Monday, November 16 at 9:00 AM to apply the patches (about "
       "45 minutes), then Wednesday, November 18 and Friday, November 20, both at 9:00 AM, for the readings. You "
       "don't need to stop your antihistamines for patch testing. Please keep your back dry until the final reading "
       "on Friday — no showers, baths or swimming — and don't put cream on your back for 48 hours before the first "
       "visit.",
       [S("your patch testing is three visits"), S("Monday, November 16 at 9:00 AM to apply the patches"),
        S("about 45 minutes"), S("Wednesday, November 18 and Friday, November 20, both at 9:00 AM"),
        S("You don't need to stop your antihistamines"), S("keep your back dry until the final reading on Friday"),
        S("no showers, baths or swimming"), S("don't put cream on your back for 48 hours before the first visit")],
       ["November 16", "November 20"],
       "AIS 1-3 at 09:00 on 11-16 (45 min), 11-18, 11-20; patch-testing policy for antihistamines, water and creams."),
    ok("Three visits are booked for you: Nov. 16, Nov. 18 and Nov. 20, each at nine in the morning. Antihistamines "
       "can be continued. The patches must be kept dry until the last reading.",
       [S("Three visits are booked for you"), S("Nov. 16, Nov. 18 and Nov. 20, each at nine in the morning"),
        S("Antihistamines can be continued"), S("The patches must be kept dry until the last reading")],
       ["Nov. 20"],
       "Three AIS segments BOOKED at 09:00; policy."),
    bad("Hi Marcus, your patches go on Monday, November 16 at 9:00 AM, with readings on Wednesday, November 18 and "
        "Friday, November 20. Please stop your antihistamines 5 days before the first visit. Showers are fine as "
        "long as you keep the patches covered.",
        [S("your patches go on Monday, November 16 at 9:00 AM"),
         S("with readings on Wednesday, November 18 and Friday, November 20"),
         C("stop your antihistamines 5 days before the first visit", NLC),
         C("Showers are fine as long as you keep the patches covered", NLC)],
        ["wrong_policy_condition", "wrong_policy_condition"],
        ["stop your antihistamines 5 days", "Showers are fine"],
        "Patch-testing policy: antihistamines need not be stopped; no showers until the final reading. (The 5-day rule belongs to skin prick testing.)"),
    bad("Hi Marcus, your patch testing starts Monday, November 16 at 9:00 AM. The readings are on Wednesday, "
        "November 18 and Thursday, November 19, both at 9:00 AM.",
        [S("your patch testing starts Monday, November 16 at 9:00 AM"),
         S("The readings are on Wednesday, November 18"), C("Thursday, November 19, both at 9:00 AM", DM)],
        ["wrong_date"], ["Thursday, November 19"],
        "AIS #3 (final 96 h reading) is 20261120, a Friday."),
    fix("Hi Marcus, your patches will be applied on Monday, November 16 at 9:00 AM, and the readings follow on "
        "November 18 and November 21, both at 9:00 AM. Keep your back dry until the final reading.",
        [S("applied on Monday, November 16 at 9:00 AM"), S("the readings follow on November 18"),
         C("November 21, both at 9:00 AM", DM), S("Keep your back dry until the final reading")],
        ["wrong_date"], ["November 21"], ["November 20|Nov 20|Nov. 20|2026-11-20", "November 16"],
        "AIS #3 start is 20261120090000-0330."),
], now="2026-11-10T11:30:00-03:30"))
