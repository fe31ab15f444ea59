"""Blood-donation centre bundles (Atlantic Blood Donor Centre; St. John's and Halifax sites)."""
from common import *  # noqa: F401,F403

D = "blood-donation centre"
BUNDLES = []

# ---------------------------------------------------------------- B1 whole-blood interval (84 days for female donors)
ev = [
    rec("get_donor_profile#DN-5530127", "tool:get_donor_profile", {
        "MSH": {"3": ["DONORHUB"], "4": ["ABDC-SJ", "Atlantic Blood Donor Centre - St. John's"],
                "7": "20260610113012-0230", "9": ["ADT", "A08", "ADT_A01"], "10": "DH00771203"},
        "PID": {"3": [["DN-5530127", "", "", "ABDC", "DN"]], "5": ["Hynes", "Rebecca"], "7": "19880119", "8": "F"},
        "OBX": [{"1": "1", "2": "CWE", "3": ["ABO-RH", "ABO/Rh group", "LOCAL"], "5": ["O NEG", "O negative", "LOCAL"],
                 "11": ["F", "Final", "HL70085"]}],
        "ZDC": {"1": "17", "2": ["CPLT", "Completed donations", "LOCAL"]},
        "ZDN": [
            {"1": "20260505", "2": ["WB", "Whole blood", "LOCAL"], "3": "DON-88120", "4": ["CPLT", "Completed", "LOCAL"]},
            {"1": "20260113", "2": ["WB", "Whole blood", "LOCAL"], "3": "DON-85002", "4": ["CPLT", "Completed", "LOCAL"]},
        ],
        "ZDE": [
            {"1": ["WB", "Whole blood", "LOCAL"], "2": "20260728", "3": ["NEXT_ELIGIBLE", "Next eligible date", "LOCAL"]},
            {"1": ["PLASMA", "Plasma", "LOCAL"], "2": "20260602", "3": ["NEXT_ELIGIBLE", "Next eligible date", "LOCAL"]},
        ],
    }),
    pol("policy#donation-intervals", "2025-10",
        "Your next eligible date is shown in your donor profile and in the GiveBlood app. Whole blood donors must "
        "wait at least 56 days between whole blood donations if male and 84 days if female. After a whole blood "
        "donation, you can give plasma once 28 days have passed."),
]
BUNDLES.append(bundle("donor-next-eligible", D, "When can I donate blood again? I last gave on May 5.", ev, [
    ok("Hi Rebecca, your last whole blood donation was on May 5, and because female donors wait 84 days between "
       "whole blood donations, your next eligible date is July 28. If you'd like to give sooner, you're already "
       "eligible to donate plasma — that date opened on June 2.",
       [S("your last whole blood donation was on May 5"), S("female donors wait 84 days between whole blood donations"),
        S("your next eligible date is July 28"), S("you're already eligible to donate plasma"),
        S("that date opened on June 2")],
       ["July 28"],
       "ZDN #1 20260505; PID.8 F; ZDE WB 20260728 and PLASMA 20260602 (before now, June 10); interval policy."),
    ok("You can give whole blood again from July 28, 2026.",
       [S("You can give whole blood again from July 28, 2026")], ["July 28, 2026"],
       "ZDE WB next eligible 20260728."),
    ok("Your donor record:\n- Blood type: O negative\n- Donations to date: 17\n- Next whole blood: July 28\n"
       "- Next plasma: June 2 (already open)",
       [NA("Your donor record"), S("Blood type: O negative"), S("Donations to date: 17"),
        S("Next whole blood: July 28"), S("Next plasma: June 2 (already open)")],
       ["O negative", "July 28"],
       "OBX ABO-RH O NEG; ZDC.1 17; ZDE dates."),
    bad("Hi Rebecca, since your last donation was on May 5, you'll be eligible again after the standard 56 days, on "
        "June 30.",
        [S("your last donation was on May 5"), C("after the standard 56 days, on June 30", DM, NLC, VM)],
        ["wrong_policy_condition"], ["June 30", "standard 56 days"],
        "PID.8 is F, so the interval is 84 days; ZDE WB says 20260728."),
    bad("Hi Rebecca, you can give whole blood again from June 2 — that's 28 days after your May 5 donation. You've "
        "given 18 times so far.",
        [C("you can give whole blood again from June 2", DM), S("that's 28 days after your May 5 donation"),
         C("You've given 18 times so far", VM)],
        ["other_record_value", "wrong_quantity"], ["whole blood again from June 2", "given 18 times"],
        "June 2 is the PLASMA eligibility date, not whole blood (July 28); ZDC.1 is 17."),
    fix("Hi Rebecca, your last whole blood donation was May 5, and female donors wait 84 days, so you can give whole "
        "blood again from July 21.",
        [S("your last whole blood donation was May 5"), S("female donors wait 84 days"),
         C("you can give whole blood again from July 21", DM)],
        ["wrong_arithmetic"], ["July 21"], ["July 28|Jul 28|Jul. 28|2026-07-28", "84 days"],
        "May 5 + 84 days = July 28 (ZDE WB)."),
], now="2026-06-10T12:00:00-02:30"))

# ---------------------------------------------------------------- B2 travel deferral, rebook refused
ev = [
    rec("get_donor_profile#DN-5519044", "tool:get_donor_profile", {
        "MSH": {"4": ["ABDC-HFX", "Atlantic Blood Donor Centre - Halifax"], "7": "20260821161000-0300",
                "9": ["ADT", "A08", "ADT_A01"], "10": "DH00790554"},
        "PID": {"3": [["DN-5519044", "", "", "ABDC", "DN"]], "5": ["Osei", "Kwame"], "8": "M"},
        "ZDF": {"1": ["TRVL-MAL", "Travel to malaria-risk area", "LOCAL"], "2": "20260720", "3": "20270120",
                "4": ["TEMP", "Temporary deferral", "LOCAL"]},
    }),
    rec("get_appointment#ABD-APT-76119", "tool:get_appointment", {
        "MSH": {"7": "20260821161500-0300", "9": ["SIU", "S15", "SIU_S15"], "10": "DH00790561"},
        "PID": {"3": [["DN-5519044", "", "", "ABDC", "DN"]], "5": ["Osei", "Kwame"]},
        "SCH": {"2": ["ABD-APT-76119"], "6": ["DEFERRAL", "Donor deferred on appointment date", "LOCAL"],
                "7": ["PLS-APH", "Plasma donation", "LOCAL"], "9": "75", "10": ["min"],
                "11": ["1", "", "75", "20260903091500-0300", "20260903103000-0300"],
                "25": ["CANCELLED", "Cancelled", "HL70278"]},
    }),
    refused("book_appointment#call-4", "book_appointment", "DENY",
            {"donor_id": "DN-5519044", "service": "PLS-APH", "start": "20261001091500-0300"}),
    pol("policy#deferrals", "2026-03",
        "After travel to an area with malaria risk, donors are deferred for 6 months from the date they left the "
        "area. Appointments that fall inside a deferral are cancelled automatically and you are notified by email. "
        "Deferrals cannot be shortened by centre staff. Plasma donation appointments take about 75 minutes."),
]
BUNDLES.append(bundle("donor-travel-deferral", D,
    "I got an email saying my Sept 3 plasma appointment was cancelled. Why? Can I book for October 1 instead?", ev, [
    ok("Hi Kwame, your September 3 plasma appointment was cancelled because of a temporary travel deferral: after "
       "your trip to a malaria-risk area, which you left on July 20, you're deferred until January 20, 2027. That's "
       "why I couldn't book October 1 either. Deferrals can't be shortened by our staff, but you can book again once "
       "the deferral ends.",
       [S("your September 3 plasma appointment was cancelled"), S("because of a temporary travel deferral"),
        S("which you left on July 20"), S("you're deferred until January 20, 2027"),
        S("That's why I couldn't book October 1 either"), S("Deferrals can't be shortened by our staff"),
        S("you can book again once the deferral ends")],
       ["January 20, 2027"],
       "SCH.25 CANCELLED (SCH.6 DEFERRAL); ZDF 20260720 to 20270120 TEMP; book_appointment DENY; deferral policy."),
    ok("Your Sept. 3 appointment was cancelled automatically because it fell inside your travel deferral, which runs "
       "to Jan. 20, 2027, so Oct. 1 can't be booked either.",
       [S("Your Sept. 3 appointment was cancelled automatically"), S("it fell inside your travel deferral"),
        S("which runs to Jan. 20, 2027"), S("Oct. 1 can't be booked either")],
       ["Jan. 20, 2027"],
       "SCH.25 CANCELLED; ZDF.3 20270120; refused booking."),
    bad("Hi Kwame, sorry about the cancellation — I've rebooked your plasma donation for Thursday, October 1 at the "
        "same time. Your deferral ends in late September.",
        [C("I've rebooked your plasma donation for Thursday, October 1 at the same time", NE),
         C("Your deferral ends in late September", DM)],
        ["refused_call_effect", "wrong_date"], ["I've rebooked", "ends in late September"],
        "book_appointment was DENY; ZDF.3 deferral end is 20270120."),
    bad("Hi Kwame, travel to a malaria-risk area means a 3-month deferral, so you can donate again from October 20. "
        "Your September 3 appointment is on hold until then.",
        [C("a 3-month deferral", NLC, VM), C("you can donate again from October 20", DM),
         C("Your September 3 appointment is on hold until then", RSM)],
        ["wrong_period", "wrong_date", "wrong_state"], ["3-month deferral", "from October 20", "on hold"],
        "Policy: 6 months; ZDF.3 20270120; SCH.25 is CANCELLED, not held."),
    fix("Hi Kwame, your September 3 plasma appointment was cancelled because of your travel deferral, which ends on "
        "July 20, 2027.",
        [S("your September 3 plasma appointment was cancelled because of your travel deferral"),
         C("which ends on July 20, 2027", DM)],
        ["wrong_date"], ["July 20, 2027"], ["January 20|Jan 20|Jan. 20|2027-01-20", "September 3|Sept. 3|Sep 3"],
        "ZDF.3 (deferral end) is 20270120; July 20 is ZDF.2, the departure date."),
], now="2026-08-24T10:30:00-03:00"))

# ---------------------------------------------------------------- B3 milestone pin, low-hemoglobin deferral
ev = [
    rec("get_donor_profile#DN-5402288", "tool:get_donor_profile", {
        "MSH": {"4": ["ABDC-SJ", "Atlantic Blood Donor Centre - St. John's"], "7": "20260216120511-0330",
                "9": ["ADT", "A08", "ADT_A01"], "10": "DH00701882"},
        "PID": {"3": [["DN-5402288", "", "", "ABDC", "DN"]], "5": ["Budgell", "Trevor"], "8": "M"},
        "ZDC": {"1": "24", "2": ["CPLT", "Completed donations", "LOCAL"]},
        "ZDN": [
            {"1": "20260209", "2": ["WB", "Whole blood", "LOCAL"], "3": "VIS-90331",
             "4": ["DEF", "Deferred - low hemoglobin", "LOCAL"]},
            {"1": "20251103", "2": ["WB", "Whole blood", "LOCAL"], "3": "DON-82270", "4": ["CPLT", "Completed", "LOCAL"]},
        ],
        "OBX": [{"1": "1", "2": "NM", "3": ["HGB", "Hemoglobin (fingerstick)", "LOCAL"], "5": "119", "6": ["g/L"],
                 "7": ">=130", "8": ["L", "Low", "HL70078"], "14": "20260209101200-0330"}],
        "ZDE": [{"1": ["WB", "Whole blood", "LOCAL"], "2": "20260406", "3": ["NEXT_ELIGIBLE", "Next eligible date", "LOCAL"]}],
    }),
    pol("policy#milestones-hemoglobin", "2025-08",
        "Milestone pins are awarded at 10, 25, 50 and 100 completed donations and are mailed within 6 weeks of the "
        "qualifying donation. Visits where you were deferred do not count toward milestones. Male donors need a "
        "hemoglobin of at least 130 g/L and female donors at least 125 g/L. After a low-hemoglobin deferral you can "
        "return after 56 days."),
]
BUNDLES.append(bundle("donor-milestone-hgb", D,
    "I think my last visit was my 25th donation — when do I get my pin? Also, why was I turned away?", ev, [
    ok("Hi Trevor, on your February 9 visit your hemoglobin was 119 g/L, below the 130 g/L needed for male donors, "
       "so you were deferred and the visit didn't count toward your total. You have 24 completed donations, so your "
       "25-donation pin will be mailed within 6 weeks after your next completed donation. You can donate again from "
       "April 6.",
       [S("your hemoglobin was 119 g/L"), S("below the 130 g/L needed for male donors"), S("so you were deferred"),
        S("the visit didn't count toward your total"), S("You have 24 completed donations"),
        S("your 25-donation pin will be mailed within 6 weeks after your next completed donation"),
        S("You can donate again from April 6")],
       ["24", "April 6"],
       "OBX HGB 119 g/L (>=130); ZDN VIS-90331 DEF; ZDC.1 24; ZDE 20260406; milestone policy."),
    ok("You're at 24 completed donations — one more and the 25 pin is yours. Next eligible date: April 6.",
       [S("You're at 24 completed donations"), S("one more and the 25 pin is yours"), S("Next eligible date: April 6")],
       ["April 6"],
       "ZDC.1 24; policy pins at 25; ZDE 20260406."),
    bad("Congratulations on reaching 25 donations, Trevor! Your milestone pin will be mailed within 6 weeks.",
        [C("Congratulations on reaching 25 donations", VM),
         CI("Your milestone pin will be mailed within 6 weeks", RSM, VM, CWTE, NLC)],
        ["condition_unmet", "condition_unmet"], ["reaching 25 donations", "pin will be mailed within 6 weeks"],
        "ZDC.1 is 24; the Feb 9 visit was a deferral, which does not count, so no pin is due yet."),
    bad("Hi Trevor, your hemoglobin on February 9 was 11.9 g/L, a little under the minimum, so you were deferred. "
        "You can come back after 28 days, from March 9.",
        [C("your hemoglobin on February 9 was 11.9 g/L", VM), S("a little under the minimum"),
         S("so you were deferred"), C("You can come back after 28 days, from March 9", DM, NLC, VM)],
        ["unit_conversion", "wrong_period"], ["11.9 g/L", "from March 9"],
        "OBX.5 is 119 g/L (11.9 would be g/dL); policy is 56 days and ZDE says April 6."),
    fix("Hi Trevor, you have 24 completed donations — the February 9 visit was a deferral, so it doesn't count. Your "
        "next eligible date is April 9.",
        [S("you have 24 completed donations"), S("the February 9 visit was a deferral, so it doesn't count"),
         C("Your next eligible date is April 9", DM)],
        ["wrong_date"], ["April 9"], ["April 6|Apr 6|Apr. 6|2026-04-06", "24 completed"],
        "ZDE WB next eligible is 20260406 (Feb 9 + 56 days)."),
], now="2026-02-16T13:00:00-03:30"))

# ---------------------------------------------------------------- B4 platelet move refused, UTC times
ev = [
    rec("get_appointment#ABD-APT-77301", "tool:get_appointment", {
        "MSH": {"4": ["ABDC-HFX", "Atlantic Blood Donor Centre - Halifax"], "7": "20260915190140+0000",
                "9": ["SIU", "S12", "SIU_S12"], "10": "DH00801227"},
        "PID": {"3": [["DN-5466710", "", "", "ABDC", "DN"]], "5": ["Haddad", "Nadia"], "8": "F"},
        "SCH": {"2": ["ABD-APT-77301"], "7": ["PLT-APH", "Platelet apheresis donation", "LOCAL"], "9": "120",
                "10": ["min"], "11": ["1", "", "120", "20261001173000+0000", "20261001193000+0000"],
                "25": ["BOOKED", "Booked", "HL70278"]},
        "AIL": [{"3": ["HFX-DUKE", "Halifax Duke Street centre", "LOCAL"]}],
    }),
    rec("get_appointment#ABD-APT-75902", "tool:get_appointment", {
        "MSH": {"7": "20260903201500+0000", "9": ["SIU", "S26", "SIU_S26"], "10": "DH00795530"},
        "PID": {"3": [["DN-5466710", "", "", "ABDC", "DN"]], "5": ["Haddad", "Nadia"]},
        "SCH": {"2": ["ABD-APT-75902"], "7": ["PLT-APH", "Platelet apheresis donation", "LOCAL"], "9": "120",
                "10": ["min"], "11": ["1", "", "120", "20260903170000+0000", "20260903190000+0000"],
                "25": ["COMPLETE", "Complete", "HL70278"]},
    }),
    refused("reschedule_appointment#call-2", "reschedule_appointment", "DENY",
            {"appointment_id": "ABD-APT-77301", "new_start": "20260929130000+0000"}),
    pol("policy#platelet-donors", "2026-06",
        "Platelet donors must not take aspirin or products containing ASA for 48 hours before donating; ibuprofen is "
        "fine up to 24 hours before. Have a full meal and drink extra fluids beforehand. A platelet donation takes "
        "about 2 hours, plus 30 minutes for registration and screening. Platelets can be given every 14 days, up to "
        "24 times a year."),
]
BUNDLES.append(bundle("platelet-move-refused", D,
    "Can I move my platelet donation from Thursday to tomorrow morning? Also, I took an aspirin yesterday — is that "
    "a problem?", ev, [
    ok("Hi Nadia, I'm sorry, I wasn't able to move your platelet donation to tomorrow morning, so it's still booked "
       "for Thursday, October 1 at 2:30 PM at the Duke Street centre. Yesterday's aspirin won't be a problem for "
       "Thursday, since we only ask you to avoid aspirin for the 48 hours before donating. Please have a full meal "
       "and extra fluids beforehand, and plan for about 2½ hours including registration.",
       [S("I wasn't able to move your platelet donation to tomorrow morning"),
        S("it's still booked for Thursday, October 1 at 2:30 PM"), S("at the Duke Street centre"),
        S("Yesterday's aspirin won't be a problem for Thursday"),
        S("we only ask you to avoid aspirin for the 48 hours before donating"),
        S("have a full meal and extra fluids beforehand"), S("plan for about 2½ hours including registration")],
       ["October 1", "2:30 PM"],
       "reschedule DENY; SCH.11 17:30 UTC = 2:30 PM ADT; aspirin on Sept 27 is >48 h before Oct 1; policy 2 h + 30 min."),
    ok("Your platelet appointment (ABD-APT-77301) stays on Oct. 1 at 14:30; the request for Tuesday was declined. An "
       "aspirin taken on September 27 is outside the 48-hour window.",
       [S("Your platelet appointment (ABD-APT-77301) stays on Oct. 1 at 14:30"),
        S("the request for Tuesday was declined"), S("An aspirin taken on September 27 is outside the 48-hour window")],
       ["14:30"],
       "SCH.2, SCH.11 UTC converted; refused_call for 2026-09-29 (Tuesday); platelet policy."),
    bad("Hi Nadia, you're all set — your platelet donation is now tomorrow, Tuesday, at 10:00 AM. Since you took "
        "aspirin yesterday, though, you'll need to wait 7 days before giving platelets.",
        [C("your platelet donation is now tomorrow, Tuesday, at 10:00 AM", NE),
         C("you'll need to wait 7 days before giving platelets", NLC, VM)],
        ["refused_call_effect", "wrong_policy_condition"], ["now tomorrow, Tuesday", "wait 7 days"],
        "reschedule_appointment was DENY; policy asks for 48 hours without aspirin."),
    bad("Hi Nadia, I couldn't move it, so your donation remains on Thursday, October 1 at 2:30 PM. The donation "
        "itself takes about 45 minutes. Your last platelet donation was on September 10.",
        [S("I couldn't move it"), S("your donation remains on Thursday, October 1 at 2:30 PM"),
         C("The donation itself takes about 45 minutes", NLC, VM), C("Your last platelet donation was on September 10", DM)],
        ["wrong_period", "wrong_date"], ["about 45 minutes", "September 10"],
        "Policy: about 2 hours (SCH.9 120 min); the completed ABD-APT-75902 was on September 3."),
    fix("Hi Nadia, I wasn't able to move the appointment, so your platelet donation stays on Thursday, October 1 at "
        "5:30 PM at Duke Street.",
        [S("I wasn't able to move the appointment"), C("stays on Thursday, October 1 at 5:30 PM", DM, VM),
         S("at Duke Street")],
        ["unit_conversion"], ["5:30 PM"], ["2:30 PM|14:30|2:30 p.m.", "October 1|Oct. 1|Oct 1"],
        "SCH.11 17:30 is UTC (+0000); Halifax in October is UTC-3, so 2:30 PM."),
], now="2026-09-28T09:00:00-03:00"))

# ---------------------------------------------------------------- B5 first-time donor at a mobile clinic
ev = [
    rec("get_appointment#ABD-APT-76640", "tool:get_appointment", {
        "MSH": {"4": ["ABDC-SJ", "Atlantic Blood Donor Centre - St. John's"], "7": "20260709201107-0230",
                "9": ["SIU", "S12", "SIU_S12"], "10": "DH00782004"},
        "PID": {"3": [["DN-5581930", "", "", "ABDC", "DN"]], "5": ["Penney", "Chloe"], "7": "20090302", "8": "F"},
        "SCH": {"2": ["ABD-APT-76640"], "7": ["WB-FIRST", "Whole blood - first-time donor", "LOCAL"], "9": "60",
                "10": ["min"], "11": ["1", "", "60", "20260718104000-0230", "20260718114000-0230"],
                "25": ["BOOKED", "Booked", "HL70278"]},
        "AIL": [{"3": ["MOB-MTP", "Mount Pearl mobile clinic - Reid Community Centre", "LOCAL"]}],
        "ZDC": {"1": "0", "2": ["CPLT", "Completed donations", "LOCAL"]},
    }),
    pol("policy#first-time-donors", "2026-01",
        "First-time donors must be at least 17 years old and weigh at least 50 kg (110 lb). Donors aged 17 do not "
        "need a parent's consent. Bring one piece of government-issued ID showing your name and date of birth. Eat a "
        "meal and drink 500 mL of water in the 3 hours before you donate. Allow about 1 hour for your first visit; "
        "the donation itself takes 8 to 10 minutes."),
    psg("kb#mobile-mount-pearl",
        "Mount Pearl mobile clinic: Reid Community Centre, 35 Park Avenue.\n"
        "Saturday, July 18, 9:00 AM to 3:00 PM. Free parking on site."),
]
BUNDLES.append(bundle("first-time-mobile-clinic", D,
    "I'm 17 and booked for my first donation Saturday. What do I need? Do I need my parents to sign something?", ev, [
    ok("Hi Chloe, you're booked at the Mount Pearl mobile clinic at the Reid Community Centre on Saturday, July 18 at "
       "10:40 AM. At 17 you're old enough to donate, and you don't need a parent's consent. Please bring one piece of "
       "government ID with your name and date of birth, and have a meal and 500 mL of water in the 3 hours before. "
       "The first visit takes about an hour, though the donation itself is only 8 to 10 minutes.",
       [S("you're booked at the Mount Pearl mobile clinic at the Reid Community Centre"),
        S("on Saturday, July 18 at 10:40 AM"), S("At 17 you're old enough to donate"),
        S("you don't need a parent's consent"), S("bring one piece of government ID with your name and date of birth"),
        S("have a meal and 500 mL of water in the 3 hours before"), S("The first visit takes about an hour"),
        S("the donation itself is only 8 to 10 minutes")],
       ["10:40 AM", "500 mL"],
       "SCH.11 20260718104000-0230, AIL MOB-MTP; PID.7 2009-03-02 makes her 17; first-time donor policy."),
    ok("For Saturday:\n• 10:40 AM, Reid Community Centre, 35 Park Avenue (free parking)\n"
       "• Government-issued ID with your date of birth\n• Minimum weight: 50 kg (110 lb)\n"
       "• No parental consent needed at 17",
       [NA("For Saturday"), S("10:40 AM, Reid Community Centre, 35 Park Avenue"), S("free parking"),
        S("Government-issued ID with your date of birth"), S("Minimum weight: 50 kg (110 lb)"),
        S("No parental consent needed at 17")],
       ["10:40 AM"],
       "SCH.11 start; KB passage address/parking; policy."),
    bad("Hi Chloe, see you Saturday at 10:40 AM at the Reid Community Centre! First-time donors need to weigh at "
        "least 50 lb, and since you're 17 you'll need a parent or guardian to sign a consent form.",
        [S("see you Saturday at 10:40 AM at the Reid Community Centre"), C("weigh at least 50 lb", NLC, VM),
         C("you'll need a parent or guardian to sign a consent form", NLC)],
        ["unit_conversion", "wrong_policy_condition"], ["50 lb", "parent or guardian to sign"],
        "Policy: 50 kg (110 lb); donors aged 17 need no parental consent."),
    bad("Hi Chloe, your appointment is Saturday, July 18 at 9:00 AM at the Mount Pearl mobile clinic. The whole visit "
        "takes about an hour, and you'll get a free T-shirt as a first-time donor.",
        [C("Saturday, July 18 at 9:00 AM", DM, VM), S("The whole visit takes about an hour"),
         I("you'll get a free T-shirt as a first-time donor", NPE, NNE)],
        ["wrong_time", "invented_promise"], ["at 9:00 AM", "free T-shirt"],
        "9:00 AM is the clinic's opening time (KB); her SCH.11 start is 10:40. Nothing mentions a T-shirt."),
    fix("Hi Chloe, you're booked for Saturday, July 18 at 10:40 AM at the Reid Community Centre. Please eat a meal and "
        "drink 250 mL of water in the 3 hours before you donate.",
        [S("you're booked for Saturday, July 18 at 10:40 AM at the Reid Community Centre"),
         S("eat a meal"), C("drink 250 mL of water in the 3 hours before you donate", NLC, VM)],
        ["wrong_quantity"], ["250 mL"], ["500 mL|500 ml|half a litre", "10:40 AM"],
        "Policy: 500 mL of water in the 3 hours before."),
], now="2026-07-14T18:20:00-02:30"))
