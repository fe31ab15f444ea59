"""Nutrition counselling bundles (Northwest Arm Nutrition Clinic, Halifax; America/Halifax)."""
from common import *  # noqa: F401,F403

D = "nutrition counselling"
BUNDLES = []

# ---------------------------------------------------------------- N1 initial assessment booking
ev = [
    rec("get_appointment#NW-APT-20417", "tool:get_appointment", {
        "MSH": {"3": ["NUTRIBOOK"], "4": ["NWANC", "Northwest Arm Nutrition Clinic"], "7": "20260519112233-0300",
                "9": ["SIU", "S12", "SIU_S12"], "10": "NB0044120", "12": "2.5.1"},
        "PID": {"3": [["NW-008812", "", "", "NWANC", "MR"]], "5": ["Lacroix", "Sophie"]},
        "SCH": {"1": ["PL-NW-3301"], "2": ["NW-APT-20417"], "7": ["INIT", "Initial nutrition assessment", "LOCAL"],
                "8": ["INPERSON", "In person", "LOCAL"], "9": "75", "10": ["min"],
                "11": ["1", "", "75", "20260527090000-0300", "20260527101500-0300"],
                "25": ["BOOKED", "Booked", "HL70278"]},
        "AIP": [{"3": ["RD-4471", "Lévesque", "Anne-Marie", "", "", "", "RD"], "4": ["RD", "Registered dietitian", "LOCAL"]}],
        "AIL": [{"3": ["QNP-2", "Quinpool Road office, Room 2", "LOCAL"]}],
    }),
    pol("policy#fees-and-prep", "2026-01",
        "Follow-up visits are 45 minutes and cost CA$95. Initial assessments last 75 minutes and cost CA$165. Please "
        "complete a 3-day food diary before your first visit and bring any bloodwork from the past 6 months. Receipts "
        "show the dietitian's registration number for insurance claims. Cancellations with less than 24 hours' "
        "notice are charged 50% of the visit fee."),
]
BUNDLES.append(bundle("nutrition-first-visit", D,
    "I'm booked for my first nutrition appointment — how long is it, what does it cost, and do I need to prepare "
    "anything?", ev, [
    ok("Hi Sophie, your initial assessment with Anne-Marie Lévesque, RD, is on Wednesday, May 27 at 9:00 AM at our "
       "Quinpool Road office. It lasts 75 minutes and costs CA$165. Before then, please fill in a 3-day food diary "
       "and bring any bloodwork from the last 6 months. Your receipt will include Anne-Marie's registration number "
       "for your insurance claim.",
       [S("your initial assessment with Anne-Marie Lévesque, RD"), S("is on Wednesday, May 27 at 9:00 AM"),
        S("at our Quinpool Road office"), S("It lasts 75 minutes"), S("costs CA$165"),
        S("fill in a 3-day food diary"), S("bring any bloodwork from the last 6 months"),
        S("Your receipt will include Anne-Marie's registration number")],
       ["75 minutes", "CA$165"],
       "SCH.11 20260527090000, AIP RD-4471, AIL Quinpool Road; fees-and-prep policy."),
    ok("It's an hour and fifteen minutes on Wednesday morning at nine, and the fee is one hundred sixty-five dollars.",
       [S("It's an hour and fifteen minutes"), S("on Wednesday morning at nine"),
        S("the fee is one hundred sixty-five dollars")],
       ["hour and fifteen minutes"],
       "SCH.9 75 min; SCH.11 Wed 2026-05-27 09:00; policy CA$165."),
    ok("Your first visit is May 27, 09:00 (75 min, CA$165). If you need to cancel, please let us know by 9:00 AM on "
       "Tuesday, May 26, to avoid the 50% late-cancellation charge of CA$82.50.",
       [S("Your first visit is May 27, 09:00"), S("75 min, CA$165"), S("let us know by 9:00 AM on Tuesday, May 26"),
        S("50% late-cancellation charge of CA$82.50")],
       ["CA$82.50"],
       "24 hours before 2026-05-27 09:00 is May 26 09:00; 50% of 165 = 82.50."),
    bad("Hi Sophie, your first appointment is on Wednesday, May 27 at 9:00 AM. It's a 45-minute visit and the fee is "
        "CA$95.",
        [S("your first appointment is on Wednesday, May 27 at 9:00 AM"), C("It's a 45-minute visit", VM, NLC),
         C("the fee is CA$95", AM, NLC)],
        ["wrong_period", "wrong_amount"], ["45-minute visit", "CA$95"],
        "45 min / CA$95 are the follow-up figures; SCH.9 is 75 min and the initial fee is CA$165."),
    bad("Hi Sophie, you're booked for a virtual assessment on May 27 at 9:00 AM. Please keep a 7-day food diary "
        "before the visit.",
        [C("you're booked for a virtual assessment", VM), S("on May 27 at 9:00 AM"),
         C("keep a 7-day food diary", NLC, VM)],
        ["wrong_value", "wrong_policy_condition"], ["virtual assessment", "7-day food diary"],
        "SCH.8 is INPERSON at the Quinpool Road office; policy asks for a 3-day diary."),
    fix("Hi Sophie, your initial assessment is on Wednesday, May 27 at 9:00 AM and lasts 75 minutes. The fee is "
        "CA$185.",
        [S("your initial assessment is on Wednesday, May 27 at 9:00 AM"), S("lasts 75 minutes"),
         C("The fee is CA$185", AM, NLC)],
        ["wrong_amount"], ["CA$185"], ["CA$165|$165|165.00", "75 minutes"],
        "Policy: initial assessments cost CA$165."),
], now="2026-05-25T16:45:00-03:00"))

# ---------------------------------------------------------------- N2 session package remaining
ev = [
    rec("get_package#PKG-3381", "tool:get_package", {
        "MSH": {"4": ["NWANC", "Northwest Arm Nutrition Clinic"], "7": "20260416104507-0300",
                "9": ["DFT", "P03", "DFT_P03"], "10": "NB0047702"},
        "PID": {"3": [["NW-006190", "", "", "NWANC", "MR"]], "5": ["Tremblay", "Marc"]},
        "FT1": [{"1": "1", "2": "TX-N-1120", "4": "20260115", "6": ["CG", "Charge", "HL70017"],
                 "7": ["PKG6", "Follow-up package, 6 sessions", "LOCAL"], "10": "1", "11": ["510.00", "CAD"]},
                {"1": "2", "2": "TX-N-1121", "4": "20260115", "6": ["PY", "Payment", "HL70017"],
                 "7": ["MC", "Mastercard", "LOCAL"], "11": ["-510.00", "CAD"]}],
        "ZPK": {"1": "PKG-3381", "2": "6", "3": "2", "4": "20270115", "5": ["ACTIVE", "Active", "LOCAL"]},
        "ZPU": [{"1": "20260212", "2": "NW-APT-18820"}, {"1": "20260319", "2": "NW-APT-19544"}],
    }),
    rec("get_appointment#NW-APT-20290", "tool:get_appointment", {
        "MSH": {"7": "20260319113000-0300", "9": ["SIU", "S12", "SIU_S12"], "10": "NB0046013"},
        "PID": {"3": [["NW-006190", "", "", "NWANC", "MR"]], "5": ["Tremblay", "Marc"]},
        "SCH": {"2": ["NW-APT-20290"], "7": ["FU", "Follow-up (package)", "LOCAL"],
                "8": ["VIRTUAL", "Video visit", "LOCAL"], "9": "45", "10": ["min"],
                "11": ["1", "", "45", "20260423103000-0300", "20260423111500-0300"],
                "25": ["BOOKED", "Booked", "HL70278"]},
    }),
    pol("policy#packages", "2025-12",
        "Follow-up packages of 6 sessions cost CA$510 and are valid for 12 months from the purchase date. Package "
        "sessions are 45 minutes. Unused sessions can be refunded within 90 days of purchase; after that they are "
        "not refundable but can be transferred to an immediate family member."),
]
BUNDLES.append(bundle("nutrition-package-balance", D,
    "How many sessions do I have left on my package and when does it expire?", ev, [
    ok("Hi Marc, you've used 2 of the 6 sessions in your package (February 12 and March 19), so you have 4 left. The "
       "package is valid until January 15, 2027, 12 months from your purchase. Your next session is on Thursday, "
       "April 23 at 10:30 AM by video.",
       [S("you've used 2 of the 6 sessions in your package"), S("February 12 and March 19"), S("you have 4 left"),
        S("valid until January 15, 2027"), S("12 months from your purchase"),
        S("Your next session is on Thursday, April 23 at 10:30 AM"), S("by video")],
       ["4 left", "January 15, 2027"],
       "ZPK.2 6, ZPK.3 2 used (ZPU dates), ZPK.4 20270115; next SCH.11 20260423103000, SCH.8 VIRTUAL."),
    ok("4 sessions remain (6 bought, 2 used); they expire on 2027-01-15.",
       [S("4 sessions remain"), S("6 bought, 2 used"), S("they expire on 2027-01-15")],
       ["2027-01-15"],
       "ZPK fields."),
    ok("Dear Marc,\n\nYour package PKG-3381 has four sessions remaining. Once you attend your April 23 appointment, "
       "three will be left. Unused sessions can't be refunded now that more than 90 days have passed since purchase, "
       "but they can be transferred to an immediate family member.\n\nWarm regards,\nNorthwest Arm Nutrition",
       [S("Your package PKG-3381 has four sessions remaining"),
        S("Once you attend your April 23 appointment, three will be left"),
        S("Unused sessions can't be refunded now that more than 90 days have passed since purchase"),
        S("they can be transferred to an immediate family member")],
       ["four sessions"],
       "ZPK 6 - 2 = 4; purchase 2026-01-15 is 91 days before now (April 16); package policy."),
    bad("Hi Marc, you've used 2 sessions so far, so you have 3 left. The package is valid for 6 months from purchase, "
        "so it expires on July 15.",
        [S("you've used 2 sessions so far"), C("so you have 3 left", VM),
         C("The package is valid for 6 months from purchase, so it expires on July 15", NLC, DM, VM)],
        ["wrong_arithmetic", "wrong_period"], ["you have 3 left", "6 months from purchase", "July 15"],
        "6 - 2 = 4 (ZPK); policy and ZPK.4 give 12 months, to 2027-01-15."),
    bad("Hi Marc, you have 4 sessions left, valid until January 15, 2027. If you don't need them, we can refund the "
        "unused sessions. Your next visit is April 23 at 10:30 AM in person at Quinpool Road.",
        [S("you have 4 sessions left"), S("valid until January 15, 2027"),
         C("we can refund the unused sessions", NLC), S("Your next visit is April 23 at 10:30 AM"),
         C("in person at Quinpool Road", VM)],
        ["condition_unmet", "wrong_value"], ["refund the unused sessions", "in person at Quinpool Road"],
        "Refunds only within 90 days of the 2026-01-15 purchase (now 91 days); SCH.8 is VIRTUAL."),
    fix("Hi Marc, you have 4 of your 6 package sessions left, and they're valid until January 15, 2026.",
        [S("you have 4 of your 6 package sessions left"), C("they're valid until January 15, 2026", DM)],
        ["wrong_date"], ["January 15, 2026"],
        ["January 15, 2027|Jan 15, 2027|Jan. 15, 2027|2027-01-15", "4 of your 6"],
        "ZPK.4 expiry is 20270115."),
], now="2026-04-16T11:00:00-03:00"))

# ---------------------------------------------------------------- N3 sodium and fluid targets (replaced plan)
ev = [
    rec("get_care_plan#NCP-2026-0930", "tool:get_care_plan", {
        "MSH": {"4": ["NWANC", "Northwest Arm Nutrition Clinic"], "7": "20260930154410-0300",
                "9": ["ORU", "R01", "ORU_R01"], "10": "NB0051339"},
        "PID": {"3": [["NW-009944", "", "", "NWANC", "MR"]], "5": ["MacDonald", "Hugh"]},
        "OBR": [{"1": "1", "3": ["NCP-2026-0930"], "4": ["NCP", "Nutrition care plan", "LOCAL"],
                 "7": "20260930150000-0300", "16": ["RD-4471", "Lévesque", "Anne-Marie", "", "", "", "RD"],
                 "25": ["F", "Final", "HL70123"]}],
        "OBX": [
            {"1": "1", "2": "NM", "3": ["NA-TGT", "Sodium target", "LOCAL"], "5": "2000", "6": ["mg/d"]},
            {"1": "2", "2": "NM", "3": ["FLUID-TGT", "Fluid target", "LOCAL"], "5": "1500", "6": ["mL/d"]},
            {"1": "3", "2": "NM", "3": ["KCAL-TGT", "Energy target", "LOCAL"], "5": "1800", "6": ["kcal/d"]},
        ],
    }),
    rec("get_care_plan#NCP-2026-0610", "tool:get_care_plan", {
        "MSH": {"7": "20260610141005-0300", "9": ["ORU", "R01", "ORU_R01"], "10": "NB0042218"},
        "PID": {"3": [["NW-009944", "", "", "NWANC", "MR"]], "5": ["MacDonald", "Hugh"]},
        "OBR": [{"1": "1", "3": ["NCP-2026-0610"], "4": ["NCP", "Nutrition care plan", "LOCAL"],
                 "7": "20260610140000-0300", "25": ["F", "Final", "HL70123"]}],
        "OBX": [
            {"1": "1", "2": "NM", "3": ["NA-TGT", "Sodium target", "LOCAL"], "5": "2300", "6": ["mg/d"]},
            {"1": "2", "2": "NM", "3": ["FLUID-TGT", "Fluid target", "LOCAL"], "5": "2000", "6": ["mL/d"]},
        ],
        "ZPL": {"1": ["REPLACED", "Replaced by plan NCP-2026-0930", "LOCAL"]},
    }),
    pol("policy#plan-questions", "2026-02",
        "Targets in your care plan are changed only at a visit with your dietitian. Between visits you can send "
        "questions about your plan through the patient portal; your dietitian usually replies within 2 business days."),
    psg("kb#reading-sodium",
        "Sodium on Canadian nutrition labels is listed in milligrams (mg).\n"
        "2,000 mg of sodium is the same as 2 g of sodium, or about 5 g of salt (roughly 1 teaspoon)."),
]
BUNDLES.append(bundle("nutrition-sodium-plan", D,
    "What was my sodium limit again in the new plan? Is it 2 grams? And how much fluid?", ev, [
    ok("Hi Hugh, yes — the plan your dietitian set on September 30 limits sodium to 2,000 mg a day, which is the same "
       "as 2 grams. Your fluid target is 1.5 litres a day. On food labels, sodium is listed in milligrams.",
       [S("the plan your dietitian set on September 30"), S("limits sodium to 2,000 mg a day"),
        S("which is the same as 2 grams"), S("Your fluid target is 1.5 litres a day"),
        S("On food labels, sodium is listed in milligrams")],
       ["2,000 mg", "1.5 litres"],
       "Current plan NCP-2026-0930: OBX NA-TGT 2000 mg/d, FLUID-TGT 1500 mL/d; KB passage on labels."),
    ok("Current targets (plan of Sept. 30):\n- Sodium: 2 g per day (2000 mg)\n- Fluid: 1500 mL per day\n"
       "- Energy: about 1800 kcal per day\nQuestions between visits can go through the patient portal; your "
       "dietitian usually replies within 2 business days.",
       [S("Current targets (plan of Sept. 30)"), S("Sodium: 2 g per day (2000 mg)"), S("Fluid: 1500 mL per day"),
        S("Energy: about 1800 kcal per day"), S("Questions between visits can go through the patient portal"),
        S("usually replies within 2 business days")],
       ["1500 mL"],
       "OBX values of NCP-2026-0930; plan-questions policy."),
    ok("Your limit is 2,000 mg of sodium daily — roughly a teaspoon of salt in total.",
       [S("Your limit is 2,000 mg of sodium daily"), S("roughly a teaspoon of salt in total")],
       ["2,000 mg"],
       "OBX NA-TGT 2000; KB: 2,000 mg sodium is about 5 g of salt, roughly 1 teaspoon."),
    bad("Hi Hugh, your sodium limit is 2,300 mg a day and your fluid target is 1.5 litres a day.",
        [C("your sodium limit is 2,300 mg a day", VM), S("your fluid target is 1.5 litres a day")],
        ["stale_value"], ["2,300 mg"],
        "2300 mg/d is from the June plan NCP-2026-0610, marked REPLACED; the current target is 2000."),
    bad("Hi Hugh, yes, your new plan limits sodium to 2 grams a day — that's 2 g of salt, a bit under half a "
        "teaspoon. Fluids are capped at 1,500 mL a day. Your dietitian can adjust the target by portal message if it "
        "feels too strict.",
        [S("your new plan limits sodium to 2 grams a day"), C("that's 2 g of salt, a bit under half a teaspoon", NLC, VM),
         S("Fluids are capped at 1,500 mL a day"), C("Your dietitian can adjust the target by portal message", NLC)],
        ["unit_conversion", "wrong_policy_condition"], ["2 g of salt", "adjust the target by portal message"],
        "KB: 2 g of sodium is about 5 g of salt (a teaspoon); policy: targets change only at a visit."),
    fix("Hi Hugh, your September 30 plan limits sodium to 2,000 mg a day, and your fluid target is 1.2 litres a day.",
        [S("your September 30 plan limits sodium to 2,000 mg a day"), C("your fluid target is 1.2 litres a day", VM)],
        ["wrong_quantity"], ["1.2 litres"], ["1.5 litres|1.5 L|1,500 mL|1500 mL|1.5 liters", "2,000 mg"],
        "OBX FLUID-TGT is 1500 mL/d."),
], now="2026-10-07T10:15:00-03:00"))

# ---------------------------------------------------------------- N4 virtual no-show fee, waiver refused
ev = [
    rec("get_appointment#NW-APT-22810", "tool:get_appointment", {
        "MSH": {"4": ["NWANC", "Northwest Arm Nutrition Clinic"], "7": "20261104141502-0400",
                "9": ["SIU", "S26", "SIU_S26"], "10": "NB0055010"},
        "PID": {"3": [["NW-010377", "", "", "NWANC", "MR"]], "5": ["Gill", "Harpreet"]},
        "SCH": {"2": ["NW-APT-22810"], "7": ["FU", "Follow-up visit", "LOCAL"], "8": ["VIRTUAL", "Video visit", "LOCAL"],
                "9": "45", "10": ["min"], "11": ["1", "", "45", "20261104130000-0400", "20261104134500-0400"],
                "25": ["NOSHOW", "No show", "HL70278"]},
        "FT1": [{"1": "1", "2": "TX-N-2981", "4": "20261104141500-0400", "6": ["CG", "Charge", "HL70017"],
                 "7": ["NOSHOW", "Missed appointment fee", "LOCAL"], "11": ["95.00", "CAD"]}],
    }),
    rec("get_appointment#NW-APT-22977", "tool:get_appointment", {
        "MSH": {"7": "20261105092000-0400", "9": ["SIU", "S12", "SIU_S12"], "10": "NB0055102"},
        "PID": {"3": [["NW-010377", "", "", "NWANC", "MR"]], "5": ["Gill", "Harpreet"]},
        "SCH": {"2": ["NW-APT-22977"], "7": ["FU", "Follow-up visit", "LOCAL"], "8": ["VIRTUAL", "Video visit", "LOCAL"],
                "9": "45", "10": ["min"], "11": ["1", "", "45", "20261112130000-0400", "20261112134500-0400"],
                "25": ["BOOKED", "Booked", "HL70278"]},
    }),
    refused("waive_fee#call-7", "waive_fee", "DENY", {"transaction_id": "TX-N-2981"}),
    pol("policy#missed-visits", "2026-03",
        "Missed appointments without notice are charged the full visit fee. If you could not join a video visit "
        "because of a problem on our side, such as a broken link, contact us within 7 days of the missed visit and "
        "the charge will be reviewed by the clinic manager."),
]
BUNDLES.append(bundle("nutrition-noshow-fee", D,
    "I couldn't get the video link to work on Wednesday and got charged $95. Can you remove the fee? Also confirming "
    "my next appointment.", ev, [
    ok("Hi Harpreet, I'm sorry the link didn't work. Your November 4 appointment was recorded as a no-show, and the "
       "CA$95.00 full visit fee was charged. I'm not able to remove the fee myself, but because the link failed on "
       "our side, you can request a review by the clinic manager — it needs to be within 7 days of the missed visit, "
       "so by November 11. Your next appointment is Thursday, November 12 at 1:00 PM.",
       [NA("I'm sorry the link didn't work"), S("Your November 4 appointment was recorded as a no-show"),
        S("the CA$95.00 full visit fee was charged"), S("I'm not able to remove the fee myself"),
        S("you can request a review by the clinic manager"), S("within 7 days of the missed visit, so by November 11"),
        S("Your next appointment is Thursday, November 12 at 1:00 PM")],
       ["CA$95.00", "November 12"],
       "SCH.25 NOSHOW; FT1 95.00; waive_fee DENY; policy (7 days from Nov 4 = Nov 11); next SCH.11 20261112130000-0400."),
    ok("The CA$95.00 no-show charge for Nov. 4 can't be waived here; your next session is Nov. 12 at 1:00 PM.",
       [S("The CA$95.00 no-show charge for Nov. 4 can't be waived here"), S("your next session is Nov. 12 at 1:00 PM")],
       ["Nov. 12"],
       "FT1 NOSHOW 95.00; waive_fee DENY; NW-APT-22977 booked."),
    bad("Hi Harpreet, sorry about the link trouble — I've removed the CA$95.00 no-show fee from your account. See you "
        "on Thursday, November 12 at 1:00 PM.",
        [C("I've removed the CA$95.00 no-show fee from your account", NE),
         S("See you on Thursday, November 12 at 1:00 PM")],
        ["refused_call_effect"], ["I've removed"],
        "waive_fee was DENY; FT1 charge stands."),
    bad("Hi Harpreet, missed visits are charged half the visit fee, so you were charged CA$47.50. You have 30 days to "
        "ask for a review.",
        [C("missed visits are charged half the visit fee", NLC), C("so you were charged CA$47.50", AM),
         C("You have 30 days to ask for a review", NLC, VM)],
        ["wrong_policy_condition", "wrong_amount", "wrong_period"], ["half the visit fee", "CA$47.50", "30 days"],
        "Policy: full fee for no-shows; FT1 is 95.00; review must be requested within 7 days."),
    fix("Hi Harpreet, your November 4 visit was marked as a no-show and the CA$95.00 fee was charged; I can't waive it "
        "myself. Your next appointment is Thursday, November 12 at 2:00 PM.",
        [S("your November 4 visit was marked as a no-show"), S("the CA$95.00 fee was charged"),
         S("I can't waive it myself"), C("Thursday, November 12 at 2:00 PM", DM, VM)],
        ["wrong_time"], ["2:00 PM"], ["1:00 PM|13:00|1 PM|1:00 p.m.", "CA$95.00"],
        "NW-APT-22977 SCH.11 starts 20261112130000-0400."),
], now="2026-11-06T14:00:00-04:00"))
