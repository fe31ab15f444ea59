"""Sleep clinic bundles (Bedford Basin Sleep Centre, Halifax; America/Halifax)."""
from common import *  # noqa: F401,F403

D = "sleep clinic"
BUNDLES = []

# ---------------------------------------------------------------- S1 overnight PSG booking
ev = [
    rec("get_appointment#BB-APT-88213", "tool:get_appointment", {
        "MSH": {"3": ["SCHEDULR"], "4": ["BBSC", "Bedford Basin Sleep Centre"], "7": "20260508161244-0300",
                "9": ["SIU", "S12", "SIU_S12"], "10": "SIU000418872", "12": "2.5.1"},
        "PID": {"3": [["BB-0066231", "", "", "BBSC", "MR"], ["0042118907", "", "", "NSHEALTH", "HC"]],
                "5": ["Arsenault", "Colette", "M"], "7": "19780214"},
        "PV1": {"2": ["O", "Outpatient", "HL70004"], "3": ["SLP", "Room 4", "B", "BBSC"],
                "7": ["40218", "Okafor", "Tunde", "", "", "Dr."], "19": "V20260514-0412"},
        "SCH": {"1": ["PL-558104"], "2": ["BB-APT-88213"],
                "7": ["95810", "Attended polysomnography, overnight", "CPT"],
                "8": ["ROUTINE", "Routine", "HL70276"], "9": "600", "10": ["min"],
                "11": ["1", "", "600", "20260514203000-0300", "20260515063000-0300"],
                "25": ["BOOKED", "Booked", "HL70278"]},
        "AIS": [{"1": "1", "3": ["PSG-DX", "Diagnostic overnight sleep study", "LOCAL"],
                 "4": "20260514203000-0300", "7": "600", "8": ["min"], "10": ["BOOKED", "Booked", "HL70278"]}],
    }),
    rec("get_appointment#BB-APT-87950", "tool:get_appointment", {
        "MSH": {"7": "20260508161002-0300", "9": ["SIU", "S15", "SIU_S15"], "10": "SIU000418866"},
        "PID": {"3": [["BB-0066231", "", "", "BBSC", "MR"]], "5": ["Arsenault", "Colette", "M"]},
        "SCH": {"1": ["PL-557730"], "2": ["BB-APT-87950"],
                "6": ["RESCHED", "Rescheduled at patient request", "LOCAL"],
                "7": ["95810", "Attended polysomnography, overnight", "CPT"], "9": "600", "10": ["min"],
                "11": ["1", "", "600", "20260512203000-0300", "20260513063000-0300"],
                "25": ["CANCELLED", "Cancelled", "HL70278"]},
    }),
    pol("policy#sleep-study-prep", "2026-02",
        "Please shower and wash your hair before you arrive, and do not apply hair products, oils or lotions. "
        "Avoid caffeine after 12:00 noon on the day of your study. Bring comfortable sleepwear, your regular "
        "medications, and any CPAP mask you already use. Studies end at about 6:30 AM; if you need to leave "
        "earlier for work, tell us when you book. Cancellations with less than 48 hours' notice are charged a "
        "CA$175 missed-study fee."),
    psg("kb#parking-and-access",
        "Free parking for overnight study patients is in Lot C behind the building.\n"
        "Take the elevator to the second floor; the sleep lab is Suite 210."),
]
BUNDLES.append(bundle("psg-booking", D,
    "Hi, can you confirm when my overnight sleep study is and what I need to do before it?", ev, [
    ok("Hi Colette, your overnight sleep study is booked for Thursday, May 14 at 8:30 PM and runs until about "
       "6:30 the next morning. Please avoid caffeine after noon that day, and shower before you come in without "
       "putting any hair products on. Bring comfortable sleepwear and your usual medications. Free parking is in "
       "Lot C, and the lab is in Suite 210 on the second floor.",
       [S("booked for Thursday, May 14 at 8:30 PM"), S("runs until about 6:30 the next morning"),
        S("avoid caffeine after noon that day"), S("shower before you come in"),
        S("without putting any hair products on"), S("Bring comfortable sleepwear and your usual medications"),
        S("Free parking is in Lot C"), S("the lab is in Suite 210 on the second floor")],
       ["May 14", "8:30 PM"],
       "SCH.11 start 20260514203000-0300 / end 20260515063000-0300 (booked); prep and parking from the policy and KB."),
    ok("Your study is confirmed (appointment BB-APT-88213):\n- Check-in: 2026-05-14, 20:30\n"
       "- Length: about 10 hours, finishing around 06:30 on May 15\n- No caffeine after 12:00 noon on the day\n"
       "- Bring any CPAP mask you already use\nIf you need to cancel, please give us at least 48 hours' notice "
       "to avoid the CA$175 missed-study fee.",
       [S("Your study is confirmed (appointment BB-APT-88213)"), S("Check-in: 2026-05-14, 20:30"),
        S("about 10 hours"), S("finishing around 06:30 on May 15"), S("No caffeine after 12:00 noon on the day"),
        S("Bring any CPAP mask you already use"), S("at least 48 hours' notice"),
        S("to avoid the CA$175 missed-study fee")],
       ["BB-APT-88213", "20:30"],
       "SCH.2 is BB-APT-88213, SCH.9/10 600 min = 10 h; 48 h / CA$175 from the prep policy."),
    ok("You're all set for May 14 at 8:30 PM — see you Thursday evening in Suite 210.",
       [S("You're all set for May 14 at 8:30 PM"), S("see you Thursday evening"), S("in Suite 210")],
       ["May 14"],
       "Booked SCH for 2026-05-14 20:30 (a Thursday); Suite 210 from the KB passage.",
       now="2026-05-11T10:20:00-03:00"),
    bad("Hi Colette, your overnight sleep study is set for tomorrow evening, Tuesday May 12, at 8:30 PM. Please "
        "avoid caffeine after noon that day and bring comfortable sleepwear. Cancellations with less than 24 "
        "hours' notice carry a CA$175 fee.",
        [C("set for tomorrow evening, Tuesday May 12, at 8:30 PM", DM, RSM, VM),
         S("avoid caffeine after noon that day"), S("bring comfortable sleepwear"),
         C("less than 24 hours' notice carry a CA$175 fee", NLC, VM)],
        ["stale_value", "wrong_policy_condition"], ["Tuesday May 12", "less than 24 hours"],
        "May 12 is the cancelled BB-APT-87950; the live booking is May 14. Policy charges under 48 hours' notice, not 24.",
        now="2026-05-11T10:20:00-03:00"),
    bad("Good morning Colette. Your sleep study is on Thursday, May 14, starting at 8:30 PM, and you'll be free "
        "to leave by 5:00 AM. Free parking is in Lot C. We'll also have a CPAP mask fitted for you that night.",
        [S("on Thursday, May 14, starting at 8:30 PM"), C("free to leave by 5:00 AM", DM, VM, NLC),
         S("Free parking is in Lot C"), I("have a CPAP mask fitted for you that night", CWTE)],
        ["wrong_time", "unrecorded_extra"], ["by 5:00 AM", "CPAP mask fitted"],
        "SCH.11 end is 06:30 and the policy says studies end about 6:30 AM; no record holds a mask fitting (AIS has only PSG-DX)."),
    fix("Hi Colette, your overnight study is booked for Thursday, May 14 at 8:30 PM. Please avoid caffeine after "
        "3:00 PM that day, and bring your sleepwear and regular medications.",
        [S("booked for Thursday, May 14 at 8:30 PM"), C("avoid caffeine after 3:00 PM that day", NLC, VM),
         S("bring your sleepwear and regular medications")],
        ["wrong_policy_condition"], ["after 3:00 PM"], ["noon|12:00|12 PM|midday", "May 14", "8:30 PM"],
        "Prep policy: avoid caffeine after 12:00 noon."),
], now="2026-05-11T10:20:00-03:00"))

# ---------------------------------------------------------------- S2 home sleep test device return
ev = [
    rec("get_transactions#BB-0071904", "tool:get_patient_transactions", {
        "MSH": {"4": ["BBSC", "Bedford Basin Sleep Centre"], "7": "20260603091502-0300",
                "9": ["DFT", "P03", "DFT_P03"], "10": "DFT000220917"},
        "PID": {"3": [["BB-0071904", "", "", "BBSC", "MR"]], "5": ["MacIsaac", "Ronan"]},
        "PV1": {"2": ["O", "Outpatient", "HL70004"], "19": "V20260527-0088"},
        "FT1": [
            {"1": "1", "2": "TX-40917", "4": "20260527140500-0300", "6": ["CG", "Charge", "HL70017"],
             "7": ["HSAT-DEP", "Home sleep test device deposit", "LOCAL"], "10": "1", "11": ["200.00", "CAD"]},
            {"1": "2", "2": "TX-40918", "4": "20260527140500-0300", "6": ["PY", "Payment", "HL70017"],
             "7": ["VISA", "Card payment", "LOCAL"], "11": ["-200.00", "CAD"]},
            {"1": "3", "2": "TX-41230", "4": "20260602110000-0300", "6": ["CG", "Charge", "HL70017"],
             "7": ["HSAT-LATE", "Late device return fee", "LOCAL"], "10": "2", "11": ["50.00", "CAD"],
             "12": ["25.00", "CAD"]},
            {"1": "4", "2": "TX-41231", "4": "20260602110500-0300", "6": ["CD", "Credit", "HL70017"],
             "7": ["HSAT-DEP-RF", "Deposit refund to original card", "LOCAL"], "11": ["-150.00", "CAD"]},
        ],
        "ZDV": {"1": ["7Q4402", "NightOwl HSAT", "LOCAL"], "2": "20260527", "3": "20260529",
                "4": "20260602104500-0300", "5": ["RECEIVED", "Received at clinic", "LOCAL"]},
        "ZPY": {"1": "TX-41231", "2": ["QUEUED", "Queued for card processor", "LOCAL"]},
    }),
    refused("waive_fee#call-1", "waive_fee", "ESCALATE", {"transaction_id": "TX-41230", "reason": "patient request"}),
    pol("policy#hsat-loans", "2025-11",
        "Home sleep test devices are due back by 5:00 PM on the due date printed on your loan slip. Late returns "
        "are charged CA$25 for each business day past the due date. The CA$200 deposit, less any late-return "
        "charges, is refunded to the original card within 5 business days of check-in. Fee waivers are reviewed "
        "by the clinic manager and are not granted over the phone."),
]
BUNDLES.append(bundle("hsat-device-return", D,
    "I dropped off the sleep test device yesterday. When do I get my $200 deposit back? And can you waive the late fee?",
    ev, [
    ok("Hi Ronan, we checked the device in on June 2 at 10:45 AM. Because it was due back on May 29, a late fee "
       "of CA$50 (two business days at CA$25 each) was applied. Your refund of CA$150, which is the CA$200 deposit "
       "less that fee, is queued and should reach your card within 5 business days of check-in. I've passed your "
       "waiver request to the clinic manager for review; I wasn't able to waive it myself.",
       [S("we checked the device in on June 2 at 10:45 AM"), S("it was due back on May 29"),
        S("a late fee of CA$50"), S("two business days at CA$25 each"), S("Your refund of CA$150"),
        S("the CA$200 deposit less that fee"), S("is queued"), S("within 5 business days of check-in"),
        S("passed your waiver request to the clinic manager for review"), S("I wasn't able to waive it myself")],
       ["CA$150", "CA$50"],
       "ZDV.3 due 20260529, ZDV.4 returned 20260602104500; FT1 #3 50.00 (2 x 25.00); FT1 #4 -150.00 with ZPY QUEUED; waive_fee ESCALATE."),
    ok("Dear Mr. MacIsaac,\n\nYour NightOwl device (serial 7Q4402) was received at the clinic on Tuesday, June 2. "
       "Two business days past the May 29 due date were charged at CA$25 per day, for a total of CA$50. The "
       "remaining CA$150 of your deposit is being refunded to the card you paid with, within five business days. "
       "Your request to waive the late fee has been escalated for the manager's review.\n\nKind regards,\n"
       "Patient Accounts, Bedford Basin Sleep Centre",
       [S("serial 7Q4402"), S("was received at the clinic on Tuesday, June 2"),
        S("Two business days past the May 29 due date"), S("charged at CA$25 per day"), S("for a total of CA$50"),
        S("remaining CA$150 of your deposit is being refunded"), S("to the card you paid with"),
        S("within five business days"), S("has been escalated for the manager's review")],
       ["CA$150"],
       "ZDV.1 serial 7Q4402, ZDV.4 June 2; FT1 lines 3-4; policy 5 business days; refused waive_fee is ESCALATE."),
    bad("Hi Ronan, your device was checked in yesterday, June 2. I've waived the CA$50 late fee, so your full "
        "CA$200 deposit will be refunded to your card within 5 business days.",
        [S("checked in yesterday, June 2"), C("I've waived the CA$50 late fee", NE),
         C("your full CA$200 deposit will be refunded", AM), S("within 5 business days")],
        ["refused_call_effect", "wrong_amount"], ["I've waived", "full CA$200 deposit"],
        "waive_fee was ESCALATE, not done; FT1 #4 refund is -150.00, not 200.00."),
    bad("Hi Ronan, the device came back on June 2, three business days after the May 29 due date, so a late fee "
        "of CA$75 applies. The rest of your deposit will go back to your card within 10 business days.",
        [S("the device came back on June 2"),
         C("three business days after the May 29 due date, so a late fee of CA$75 applies", VM, AM),
         S("The rest of your deposit will go back to your card"), C("within 10 business days", NLC, VM)],
        ["wrong_arithmetic", "wrong_period"], ["three business days", "CA$75", "within 10 business days"],
        "May 29 (Fri) to June 2 (Tue) is two business days; FT1 #3 is 50.00. Policy: 5 business days."),
    fix("Hi Ronan, your device was checked in on June 2 at 10:45 AM. A late fee of CA$50 applies, and the "
        "remaining CA$175 of your deposit is queued to go back to your card within 5 business days.",
        [S("checked in on June 2 at 10:45 AM"), S("A late fee of CA$50 applies"),
         C("the remaining CA$175 of your deposit", AM), S("is queued to go back to your card"),
         S("within 5 business days")],
        ["wrong_arithmetic"], ["CA$175"], ["CA$150|$150|150.00", "CA$50", "June 2"],
        "200.00 deposit less 50.00 fee is 150.00 (FT1 #4)."),
], now="2026-06-03T15:40:00-03:00"))

# ---------------------------------------------------------------- S3 MSLT results
ev = [
    rec("get_results#BB-0059917", "tool:get_results", {
        "MSH": {"4": ["BBSC", "Bedford Basin Sleep Centre"], "7": "20260519172210-0300",
                "9": ["ORU", "R01", "ORU_R01"], "10": "ORU000083311"},
        "PID": {"3": [["BB-0059917", "", "", "BBSC", "MR"]], "5": ["Doucette", "Amélie"]},
        "OBR": [
            {"1": "1", "2": ["ORD-77104"], "3": ["RES-31540"], "4": ["95810", "Polysomnography, overnight", "CPT"],
             "7": "20260512203000-0300", "16": ["51877", "Lindqvist", "Maren", "", "", "Dr."],
             "22": "20260518101500-0300", "25": ["F", "Final", "HL70123"]},
            {"1": "2", "2": ["ORD-77120"], "3": ["RES-31552"], "4": ["95805", "Multiple sleep latency test", "CPT"],
             "7": "20260513081500-0300", "16": ["51877", "Lindqvist", "Maren", "", "", "Dr."],
             "22": "20260519171500-0300", "25": ["P", "Preliminary", "HL70123"]},
        ],
        "OBX": [
            {"1": "1", "2": "NM", "3": ["MSL", "Mean sleep latency", "LOCAL"], "4": "2", "5": "6.5", "6": ["min"],
             "7": ">8", "8": ["L", "Low", "HL70078"], "11": ["P", "Preliminary", "HL70085"]},
            {"1": "2", "2": "NM", "3": ["SOREMP", "Sleep-onset REM periods", "LOCAL"], "4": "2", "5": "1",
             "11": ["P", "Preliminary", "HL70085"]},
        ],
    }),
    rec("get_appointment#BB-APT-89902", "tool:get_appointment", {
        "MSH": {"7": "20260519172530+0000", "9": ["SIU", "S12", "SIU_S12"], "10": "SIU000421007"},
        "PID": {"3": [["BB-0059917", "", "", "BBSC", "MR"]], "5": ["Doucette", "Amélie"]},
        "SCH": {"1": ["PL-560311"], "2": ["BB-APT-89902"], "7": ["FU-RES", "Results follow-up", "LOCAL"],
                "9": "30", "10": ["min"], "11": ["1", "", "30", "20260602173000+0000", "20260602180000+0000"],
                "25": ["BOOKED", "Booked", "HL70278"]},
        "AIP": [{"3": ["51877", "Lindqvist", "Maren", "", "", "Dr."], "4": ["SLEEP-MD", "Sleep physician", "LOCAL"]}],
        "AIL": [{"3": ["VIRTUAL", "Video visit", "LOCAL"]}],
    }),
    pol("policy#results-release", "2026-01",
        "Sleep study reports are finalized by the interpreting sleep physician within 10 business days of the "
        "study. Preliminary values are not discussed by phone or email. Final reports go to the referring "
        "provider and are reviewed with you at your follow-up appointment. Copies for your own records can be "
        "requested through the Health Records office once the report is final."),
]
BUNDLES.append(bundle("mslt-results", D, "Are my nap study results back yet? What happens next?", ev, [
    ok("Good morning Amélie. Your overnight study report from May 12 has been finalized, but your nap study "
       "(MSLT) from May 13 is still preliminary and is being reviewed by the sleep physician. We don't share "
       "preliminary values by email. Dr. Lindqvist will go over both reports with you at your follow-up "
       "appointment on Tuesday, June 2 at 2:30 PM.",
       [S("Your overnight study report from May 12 has been finalized"),
        S("your nap study (MSLT) from May 13 is still preliminary"), S("being reviewed by the sleep physician"),
        S("We don't share preliminary values by email"),
        S("Dr. Lindqvist will go over both reports with you at your follow-up appointment"),
        S("on Tuesday, June 2 at 2:30 PM")],
       ["June 2", "2:30 PM"],
       "OBR #1 F, OBR #2 P; follow-up SCH.11 20260602173000+0000 is 2:30 PM ADT; policy on preliminary values."),
    ok("Here's where things stand:\n- Overnight sleep study (May 12): final report complete\n"
       "- Nap study (May 13): preliminary, awaiting the physician's sign-off\n"
       "- Follow-up with Dr. Lindqvist: June 2, 14:30, 30 minutes, by video\n"
       "The final report goes to your referring provider, and you can request a copy from Health Records once "
       "it's final.",
       [NA("Here's where things stand"), S("final report complete"),
        S("preliminary, awaiting the physician's sign-off"), S("Follow-up with Dr. Lindqvist"),
        S("June 2, 14:30, 30 minutes"), S("by video"), S("The final report goes to your referring provider"),
        S("request a copy from Health Records once it's final")],
       ["14:30"],
       "OBR.25 F/P; SCH.9 30 min; AIL VIRTUAL; SCH.11 17:30 UTC = 14:30 ADT; policy for copies."),
    ok("Hi Amélie, the MSLT report isn't final yet, so I can't share the numbers by email — Dr. Lindqvist will "
       "review it with you by video on June 2 at 2:30 PM Atlantic time.",
       [S("the MSLT report isn't final yet"), S("I can't share the numbers by email"),
        S("Dr. Lindqvist will review it with you by video on June 2 at 2:30 PM Atlantic time")],
       ["2:30 PM"],
       "OBR #2 status P; policy forbids preliminary values by email; SCH.11 and AIL."),
    bad("Hi Amélie, good news — your nap study results are final now, along with your overnight study. "
        "Dr. Lindqvist will review them with you on June 2 at 2:30 PM. A copy has already been mailed to your "
        "home address.",
        [C("your nap study results are final now", RSM), S("along with your overnight study"),
         S("Dr. Lindqvist will review them with you on June 2 at 2:30 PM"),
         I("A copy has already been mailed to your home address", CWTE)],
        ["wrong_state", "unrecorded_extra"], ["nap study results are final", "already been mailed"],
        "OBR #2 (MSLT) OBR.25 is P (preliminary); no record of any mailing."),
    bad("Hi Amélie, your MSLT report is still preliminary; the sleep physician finalizes reports within 5 "
        "business days of the study. Your virtual follow-up with Dr. Lindqvist is on June 2 at 5:30 PM.",
        [S("your MSLT report is still preliminary"), C("within 5 business days of the study", NLC, VM),
         S("Your virtual follow-up with Dr. Lindqvist"), C("on June 2 at 5:30 PM", DM, VM)],
        ["wrong_period", "unit_conversion"], ["within 5 business days", "5:30 PM"],
        "Policy says 10 business days; SCH.11 17:30 is UTC (+0000), i.e. 2:30 PM in Halifax."),
    fix("Hi Amélie, your overnight study report is final, and the nap study (MSLT) is still preliminary. Your "
        "follow-up with Dr. Lindqvist is on Tuesday, June 9 at 2:30 PM.",
        [S("your overnight study report is final"), S("the nap study (MSLT) is still preliminary"),
         C("on Tuesday, June 9 at 2:30 PM", DM)],
        ["wrong_date"], ["June 9"], ["June 2|Jun 2|2026-06-02", "2:30 PM|14:30", "preliminary"],
        "SCH.11 start is 2026-06-02."),
], now="2026-05-20T09:05:00-03:00"))

# ---------------------------------------------------------------- S4 CPAP titration reschedule refused
ev = [
    rec("get_appointment#BB-APT-90455", "tool:get_appointment", {
        "MSH": {"7": "20260615100312-0300", "9": ["SIU", "S12", "SIU_S12"], "10": "SIU000430188"},
        "PID": {"3": [["BB-0080127", "", "", "BBSC", "MR"]], "5": ["Boudreau", "Gilles"]},
        "SCH": {"1": ["PL-601877"], "2": ["BB-APT-90455"],
                "7": ["95811", "CPAP titration study, overnight", "CPT"], "9": "600", "10": ["min"],
                "11": ["1", "", "600", "20260708203000-0300", "20260709063000-0300"],
                "25": ["BOOKED", "Booked", "HL70278"]},
    }),
    rec("get_waitlist#BB-0080127", "tool:get_waitlist", {
        "MSH": {"7": "20260702140011-0300", "9": ["SIU", "S12", "SIU_S12"], "10": "SIU000433902"},
        "SCH": {"1": ["PL-601877-W"], "7": ["95811", "CPAP titration study, overnight", "CPT"],
                "11": ["", "", "", "20260715", "20260731"], "25": ["WAITLIST", "Waitlist", "HL70278"]},
        "ZWL": {"1": "4", "2": "11", "3": ["ANY-NIGHT", "Any weeknight", "LOCAL"]},
    }),
    refused("reschedule_appointment#call-3", "reschedule_appointment", "DENY",
            {"filler_appointment_id": "BB-APT-90455", "new_start": "20260715203000-0300"}),
    pol("policy#study-changes", "2026-03",
        "Changes to an overnight study within 72 hours of its start cannot be made online or by the support team; "
        "call the lab directly at 902-555-0148 between 8:00 AM and 4:00 PM on weekdays. If you cannot attend, you "
        "may join the cancellation list for another night. A study cancelled with less than 48 hours' notice is "
        "charged the CA$175 missed-study fee."),
]
BUNDLES.append(bundle("cpap-titration-move", D,
    "I need to move my CPAP titration from this Wednesday to the 15th. Can you do that?", ev, [
    ok("Hi Gilles, I'm sorry — I wasn't able to move your CPAP titration study to July 15. Because it's within "
       "72 hours of the start, changes have to go through the lab directly at 902-555-0148, weekdays between "
       "8:00 AM and 4:00 PM. Your study is still booked for Wednesday, July 8 at 8:30 PM. You're number 4 on the "
       "cancellation list for July 15 to 31.",
       [S("I wasn't able to move your CPAP titration study to July 15"), S("it's within 72 hours of the start"),
        S("changes have to go through the lab directly at 902-555-0148"),
        S("weekdays between 8:00 AM and 4:00 PM"), S("still booked for Wednesday, July 8 at 8:30 PM"),
        S("You're number 4 on the cancellation list"), S("for July 15 to 31")],
       ["July 8", "902-555-0148"],
       "reschedule DENY; July 8 20:30 is ~57 h after now; ZWL.1 position 4, SCH.11 window 0715-0731; policy for phone/hours."),
    ok("Your titration study remains booked for July 8 at 8:30 PM — the move to July 15 was declined, so please "
       "call the lab at 902-555-0148 to change it.",
       [S("remains booked for July 8 at 8:30 PM"), S("the move to July 15 was declined"),
        S("please call the lab at 902-555-0148 to change it")],
       ["8:30 PM"],
       "SCH.25 BOOKED; refused_call DENY; policy phone number."),
    ok("Good morning Gilles. I couldn't change the date from here: studies starting within 72 hours can only be "
       "changed by the lab (902-555-0148). If you cancel before 8:30 PM today, there is no missed-study fee; after "
       "that, the CA$175 fee applies.",
       [S("I couldn't change the date from here"),
        S("studies starting within 72 hours can only be changed by the lab"),
        S("If you cancel before 8:30 PM today, there is no missed-study fee"),
        S("after that, the CA$175 fee applies")],
       ["CA$175"],
       "48 h before 2026-07-08 20:30 is 8:30 PM on July 6 (now); policy: under 48 hours' notice costs CA$175."),
    bad("Hi Gilles, done — I've moved your CPAP titration study to Wednesday, July 15 at 8:30 PM. Your original "
        "July 8 booking has been released.",
        [C("I've moved your CPAP titration study to Wednesday, July 15 at 8:30 PM", NE),
         C("Your original July 8 booking has been released", NE, RSM)],
        ["refused_call_effect", "wrong_state"], ["I've moved your CPAP titration", "has been released"],
        "reschedule_appointment was DENY; SCH.25 for July 8 is still BOOKED."),
    bad("Hi Gilles, I wasn't able to reschedule the study myself, so please call the lab at 902-555-0148. Since "
        "you're now inside 48 hours of the study, cancelling will incur the CA$175 missed-study fee. You're second "
        "on the cancellation list for later in July.",
        [S("I wasn't able to reschedule the study myself"), S("please call the lab at 902-555-0148"),
         C("Since you're now inside 48 hours of the study, cancelling will incur the CA$175 missed-study fee", VM, DM, NLC),
         C("You're second on the cancellation list", VM)],
        ["condition_unmet", "wrong_quantity"], ["inside 48 hours", "second on the cancellation list"],
        "Now is July 6 11:00, about 57 hours before the July 8 20:30 start, so the fee does not apply yet; ZWL.1 position is 4."),
    fix("Hi Gilles, I couldn't move the study to July 15 — changes within 72 hours go through the lab at "
        "902-555-0148. Your study stays booked for Wednesday, July 8 at 9:30 PM.",
        [S("I couldn't move the study to July 15"), S("changes within 72 hours go through the lab at 902-555-0148"),
         C("stays booked for Wednesday, July 8 at 9:30 PM", DM, VM)],
        ["wrong_time"], ["9:30 PM"], ["8:30 PM|20:30|8:30 p.m.", "902-555-0148"],
        "SCH.11 start is 20260708203000-0300."),
], now="2026-07-06T11:00:00-03:00"))

# ---------------------------------------------------------------- S5 CPAP supplies statement
ev = [
    rec("get_statement#BB-0048810", "tool:get_statement", {
        "MSH": {"7": "20260914120501-0300", "9": ["DFT", "P03", "DFT_P03"], "10": "DFT000231146"},
        "PID": {"3": [["BB-0048810", "", "", "BBSC", "MR"]], "5": ["Sampson", "Leah"]},
        "PV1": {"19": "V20260901-0231"},
        "FT1": [
            {"1": "1", "2": "TX-51002", "4": "20260901103000-0300", "6": ["CG", "Charge", "HL70017"],
             "7": ["A7030", "Full face mask, medium", "HCPCS"], "10": "1", "11": ["189.00", "CAD"]},
            {"1": "2", "2": "TX-51003", "4": "20260901103000-0300", "6": ["CG", "Charge", "HL70017"],
             "7": ["A7037", "CPAP tubing, heated", "HCPCS"], "10": "1", "11": ["64.50", "CAD"]},
            {"1": "3", "2": "TX-51004", "4": "20260901104100-0300", "6": ["PY", "Payment", "HL70017"],
             "7": ["DEBIT", "Interac debit", "LOCAL"], "11": ["-100.00", "CAD"]},
        ],
        "ZST": {"1": "ST-2026-0901", "2": "20260901", "3": "20261001", "4": ["153.50", "CAD"],
                "5": ["OPEN", "Open", "LOCAL"]},
    }),
    rec("get_statement#ST-2026-0801", "tool:get_statement", {
        "MSH": {"7": "20260801090012-0300", "9": ["DFT", "P03", "DFT_P03"], "10": "DFT000224410"},
        "PID": {"3": [["BB-0048810", "", "", "BBSC", "MR"]], "5": ["Sampson", "Leah"]},
        "FT1": [{"1": "1", "2": "TX-49377", "4": "20260724150000-0300", "6": ["CG", "Charge", "HL70017"],
                 "7": ["A7034", "Nasal cushion, small", "HCPCS"], "10": "1", "11": ["42.00", "CAD"]}],
        "ZST": {"1": "ST-2026-0801", "2": "20260801", "3": "20260831", "4": ["42.00", "CAD"],
                "5": ["PAID", "Paid in full", "LOCAL"]},
    }),
    pol("policy#billing", "2025-09",
        "Statements are due 30 days after they are issued. Balances can be paid by phone, online, or at reception. "
        "We send receipts directly to insurers only when you have signed an assignment-of-benefits form; otherwise "
        "we give you an itemized receipt to submit yourself. Masks and tubing cannot be returned once opened, for "
        "hygiene reasons."),
]
BUNDLES.append(bundle("cpap-supplies-statement", D,
    "Can you explain my statement? I thought I paid for the mask already.", ev, [
    ok("Hi Leah, your September 1 visit had two charges: the medium full face mask at CA$189.00 and heated tubing "
       "at CA$64.50, for CA$253.50 in total. You paid CA$100.00 by debit that day, which leaves a balance of "
       "CA$153.50, due by October 1.",
       [S("your September 1 visit had two charges"), S("the medium full face mask at CA$189.00"),
        S("heated tubing at CA$64.50"), S("for CA$253.50 in total"), S("You paid CA$100.00 by debit that day"),
        S("leaves a balance of CA$153.50"), S("due by October 1")],
       ["CA$153.50", "October 1"],
       "FT1 #1 189.00 + #2 64.50 = 253.50; FT1 #3 -100.00 debit; ZST.4 153.50, ZST.3 20261001."),
    ok("Dear Leah,\n\nThank you for your question. Statement ST-2026-0901 shows a balance of $153.50: the mask "
       "($189.00) and tubing ($64.50) total $253.50, less your $100.00 payment on September 1. Payment is due "
       "within 30 days of the statement, and you can pay by phone, online or at reception. If you'd like to claim "
       "it through your insurer, we can give you an itemized receipt to submit.\n\nWarm regards,\nBilling Office",
       [NA("Thank you for your question"), S("Statement ST-2026-0901 shows a balance of $153.50"),
        S("the mask ($189.00) and tubing ($64.50) total $253.50"), S("less your $100.00 payment on September 1"),
        S("Payment is due within 30 days of the statement"), S("you can pay by phone, online or at reception"),
        S("we can give you an itemized receipt to submit")],
       ["$153.50"],
       "ZST.1/ZST.4; FT1 lines; billing policy for terms, payment ways and receipts."),
    bad("Hi Leah, the mask was CA$189.00 and you paid CA$100.00 on September 1, so your remaining balance is "
        "CA$89.00. It's due by October 1.",
        [S("the mask was CA$189.00"), S("you paid CA$100.00 on September 1"),
         C("your remaining balance is CA$89.00", AM), S("It's due by October 1")],
        ["wrong_arithmetic"], ["CA$89.00"],
        "The total skips the 64.50 tubing charge; ZST.4 is 153.50."),
    bad("Hi Leah, your current statement balance is CA$42.00, due October 1. If the mask doesn't suit you, you can "
        "return it within 30 days for a full refund.",
        [C("your current statement balance is CA$42.00", AM), S("due October 1"),
         CI("return it within 30 days for a full refund", NLC, NNE, NPE)],
        ["stale_value", "invented_promise"], ["CA$42.00", "within 30 days for a full refund"],
        "42.00 is the paid August statement ST-2026-0801; the billing policy says opened masks cannot be returned."),
    fix("Hi Leah, your September 1 charges were CA$189.00 for the mask and CA$64.50 for the tubing. After your "
        "CA$100.00 payment, CA$153.50 is still owing, and it's due by September 30.",
        [S("CA$189.00 for the mask"), S("CA$64.50 for the tubing"), S("After your CA$100.00 payment"),
         S("CA$153.50 is still owing"), C("it's due by September 30", DM)],
        ["wrong_date"], ["September 30"], ["October 1|Oct 1|Oct. 1|2026-10-01", "CA$153.50"],
        "ZST.3 due date is 20261001."),
], now="2026-09-14T13:30:00-03:00"))
