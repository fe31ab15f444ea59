"""Occupational-health check bundles (Avalon Occupational Health Services, St. John's; America/St_Johns)."""
from common import *  # noqa: F401,F403

D = "occupational-health checks"
BUNDLES = []

# ---------------------------------------------------------------- O1 pre-employment medical, outcome not yet sent
ev = [
    rec("get_results#OH-231904", "tool:get_results", {
        "MSH": {"3": ["OHLINK"], "4": ["AOHS", "Avalon Occupational Health Services"], "7": "20260617081522-0230",
                "9": ["ORU", "R01", "ORU_R01"], "10": "OH0190331", "12": "2.5.1"},
        "PID": {"3": [["OH-231904", "", "", "AOHS", "MR"]], "5": ["Squires", "Dylan"]},
        "OBR": [
            {"1": "1", "3": ["OHR-55120"], "4": ["PEM", "Pre-employment medical", "LOCAL"], "7": "20260615100000-0230",
             "25": ["F", "Final", "HL70123"]},
            {"1": "2", "3": ["OHR-55121"], "4": ["UDS-9", "Urine drug screen, 9 panel (lab confirmation)", "LOCAL"],
             "7": "20260615103000-0230", "25": ["I", "In process", "HL70123"]},
        ],
        "ZEM": {"1": ["HMS-0031", "Harbour Marine Services", "LOCAL"], "2": "PO-77120",
                "3": ["NOTSENT", "Fitness outcome not yet sent", "LOCAL"]},
    }),
    pol("policy#employer-reporting", "2025-11",
        "We send your employer only the fitness-for-work outcome (fit, fit with restrictions, or unfit), never your "
        "medical details. The outcome is sent once all tests are final, usually within 3 business days of your exam; "
        "urine drug screens sent for lab confirmation can take up to 5 business days. You can ask for a copy of your "
        "own results at any time."),
]
BUNDLES.append(bundle("occ-preemployment", D,
    "Has my pre-employment medical been sent to Harbour Marine? When will they get it?", ev, [
    ok("Hi Dylan, your exam on June 15 is complete, but the urine drug screen is still being processed, so your "
       "fitness-for-work outcome hasn't been sent to Harbour Marine Services yet. We send it as soon as all tests are "
       "final; drug screens that go for lab confirmation can take up to 5 business days. Harbour Marine will only "
       "receive the outcome — fit, fit with restrictions or unfit — not your medical details.",
       [S("your exam on June 15 is complete"), S("the urine drug screen is still being processed"),
        S("your fitness-for-work outcome hasn't been sent to Harbour Marine Services yet"),
        S("We send it as soon as all tests are final"),
        S("drug screens that go for lab confirmation can take up to 5 business days"),
        S("Harbour Marine will only receive the outcome"), S("not your medical details")],
       ["June 15"],
       "OBR #1 PEM F; OBR #2 UDS-9 status I; ZEM.3 NOTSENT; employer-reporting policy."),
    ok("Not yet — the drug screen from your June 15 visit is still pending, and the report goes to your employer once "
       "everything is final.",
       [S("Not yet — the drug screen from your June 15 visit is still pending"),
        S("the report goes to your employer once everything is final")],
       ["pending"],
       "ZEM.3 NOTSENT; OBR #2 in process; policy."),
    bad("Hi Dylan, good news: your results are final and your fitness report was sent to Harbour Marine Services "
        "yesterday.",
        [C("your results are final", RSM), C("your fitness report was sent to Harbour Marine Services yesterday", RSM)],
        ["wrong_state", "wrong_state"], ["results are final", "was sent to Harbour Marine"],
        "OBR #2 is I (in process); ZEM.3 is NOTSENT."),
    bad("Hi Dylan, your drug screen is still pending. Once it's final, we'll send Harbour Marine your full exam "
        "results, usually within 3 business days of your exam. Your file with them is under authorization PO-71120.",
        [S("your drug screen is still pending"), C("we'll send Harbour Marine your full exam results", NLC),
         S("usually within 3 business days of your exam"), C("under authorization PO-71120", IDM)],
        ["wrong_policy_condition", "wrong_id"], ["full exam results", "PO-71120"],
        "Policy: only the fitness outcome goes to the employer; ZEM.2 authorization is PO-77120."),
    fix("Hi Dylan, your June 15 exam is done, but the drug screen is still pending, so nothing has gone to Harbour "
        "Marine yet. Drug screens sent for lab confirmation can take up to 10 business days.",
        [S("your June 15 exam is done"), S("the drug screen is still pending"),
         S("nothing has gone to Harbour Marine yet"), C("can take up to 10 business days", NLC, VM)],
        ["wrong_period"], ["up to 10 business days"], ["5 business days|five business days", "June 15"],
        "Policy: up to 5 business days for lab-confirmed drug screens."),
], now="2026-06-17T09:30:00-02:30"))

# ---------------------------------------------------------------- O2 annual audiogram
ev = [
    rec("get_results#OHR-56003", "tool:get_results", {
        "MSH": {"4": ["AOHS", "Avalon Occupational Health Services"], "7": "20260311160200-0230",
                "9": ["ORU", "R01", "ORU_R01"], "10": "OH0184471"},
        "PID": {"3": [["OH-204417", "", "", "AOHS", "MR"]], "5": ["Kelloway", "Shane"]},
        "OBR": [{"1": "1", "3": ["OHR-56003"], "4": ["AUD-ANN", "Annual audiogram", "LOCAL"],
                 "7": "20260310083000-0230", "25": ["F", "Final", "HL70123"]}],
        "OBX": [
            {"1": "1", "2": "CWE", "3": ["STS", "Standard threshold shift", "LOCAL"], "5": ["N", "No shift detected", "LOCAL"]},
            {"1": "2", "2": "NM", "3": ["L4K", "Left ear 4 kHz threshold", "LOCAL"], "5": "35", "6": ["dB HL"]},
            {"1": "3", "2": "NM", "3": ["R4K", "Right ear 4 kHz threshold", "LOCAL"], "5": "30", "6": ["dB HL"]},
            {"1": "4", "2": "DT", "3": ["NEXTDUE", "Next audiogram due", "LOCAL"], "5": "20270310"},
        ],
    }),
    rec("get_results#OHR-31877", "tool:get_results", {
        "MSH": {"7": "20230315101000-0230", "9": ["ORU", "R01", "ORU_R01"], "10": "OH0090112"},
        "PID": {"3": [["OH-204417", "", "", "AOHS", "MR"]], "5": ["Kelloway", "Shane"]},
        "OBR": [{"1": "1", "3": ["OHR-31877"], "4": ["AUD-BASE", "Baseline audiogram", "LOCAL"],
                 "7": "20230314090000-0230", "25": ["F", "Final", "HL70123"]}],
        "OBX": [{"1": "1", "2": "NM", "3": ["L4K", "Left ear 4 kHz threshold", "LOCAL"], "5": "25", "6": ["dB HL"]},
                {"1": "2", "2": "NM", "3": ["R4K", "Right ear 4 kHz threshold", "LOCAL"], "5": "25", "6": ["dB HL"]}],
    }),
    pol("policy#hearing-conservation", "2025-09",
        "Workers in the hearing conservation program have an audiogram every 12 months. Avoid loud noise (above 85 dB) "
        "for at least 14 hours before your test, or wear hearing protection. A standard threshold shift means your "
        "hearing has changed by an average of 10 dB or more at 2, 3 and 4 kHz compared with your baseline; if one is "
        "found, we retest within 30 days. Your employer receives only whether a shift was found."),
]
BUNDLES.append(bundle("occ-audiogram", D, "Did I pass my hearing test, and when is my next one due?", ev, [
    ok("Hi Shane, your audiogram on March 10 showed no standard threshold shift, so there's no retest needed. Your "
       "next annual test is due by March 10, 2027. Your employer is told only whether a shift was found.",
       [S("your audiogram on March 10 showed no standard threshold shift"), S("there's no retest needed"),
        S("Your next annual test is due by March 10, 2027"), S("Your employer is told only whether a shift was found")],
       ["March 10, 2027"],
       "OBX STS N; OBX NEXTDUE 20270310; hearing-conservation policy."),
    ok("Results from March 10: no threshold shift. At 4 kHz your thresholds were 35 dB in the left ear and 30 dB in "
       "the right. Next test due: 2027-03-10.",
       [S("Results from March 10: no threshold shift"), S("35 dB in the left ear"), S("30 dB in the right"),
        S("Next test due: 2027-03-10")],
       ["2027-03-10"],
       "OBX L4K 35, R4K 30 (2026 test, not the 2023 baseline of 25/25)."),
    ok("No shift was found. Before next year's test, avoid loud noise for 14 hours beforehand or wear hearing "
       "protection.",
       [S("No shift was found"), S("avoid loud noise for 14 hours beforehand or wear hearing protection")],
       ["14 hours"],
       "OBX STS N; policy on noise before the test."),
    bad("Hi Shane, no threshold shift was found. Your 4 kHz thresholds were 30 dB on the left and 35 dB on the right. "
        "Your next test is due in 24 months.",
        [S("no threshold shift was found"), C("30 dB on the left and 35 dB on the right", VM),
         C("Your next test is due in 24 months", NLC, DM, VM)],
        ["wrong_value", "wrong_period"], ["30 dB on the left", "in 24 months"],
        "OBX L4K is 35 and R4K 30 (ears swapped); policy and NEXTDUE give 12 months."),
    bad("Hi Shane, your March 10 audiogram showed a standard threshold shift, so we'll retest you within 30 days.",
        [C("your March 10 audiogram showed a standard threshold shift", RSM, VM),
         CI("we'll retest you within 30 days", RSM, VM, CWTE, NLC)],
        ["wrong_state", "condition_unmet"], ["showed a standard threshold shift", "retest you within 30 days"],
        "OBX STS is N (no shift), so the 30-day retest rule does not apply."),
    fix("Hi Shane, your March 10 audiogram showed no standard threshold shift. Remember to avoid loud noise for at "
        "least 8 hours before your next test.",
        [S("your March 10 audiogram showed no standard threshold shift"),
         C("avoid loud noise for at least 8 hours before your next test", NLC, VM)],
        ["wrong_policy_condition"], ["at least 8 hours"], ["14 hours|fourteen hours", "March 10"],
        "Policy: at least 14 hours."),
], now="2026-03-12T15:00:00-02:30"))

# ---------------------------------------------------------------- O3 respirator fit test
ev = [
    rec("get_results#OH-219560", "tool:get_results", {
        "MSH": {"4": ["AOHS", "Avalon Occupational Health Services"], "7": "20260120101503-0330",
                "9": ["ORU", "R01", "ORU_R01"], "10": "OH0176602"},
        "PID": {"3": [["OH-219560", "", "", "AOHS", "MR"]], "5": ["Rideout", "Alana"]},
        "OBR": [
            {"1": "1", "3": ["OHR-54410"], "4": ["QNFT", "Quantitative fit test - trial 1", "LOCAL"],
             "7": "20260120091500-0330", "25": ["F", "Final", "HL70123"]},
            {"1": "2", "3": ["OHR-54411"], "4": ["QNFT", "Quantitative fit test - trial 2", "LOCAL"],
             "7": "20260120093000-0330", "25": ["F", "Final", "HL70123"]},
        ],
        "OBX": [
            {"1": "1", "4": "1", "3": ["RESP", "Respirator", "LOCAL"],
             "5": ["AS-7500-S", "AirShield 7500 half facepiece, small", "LOCAL"]},
            {"1": "2", "4": "1", "3": ["FF", "Overall fit factor", "LOCAL"], "5": "62"},
            {"1": "3", "4": "1", "3": ["RESULT", "Fit test result", "LOCAL"], "5": ["FAIL", "Fail", "LOCAL"]},
            {"1": "4", "4": "2", "3": ["RESP", "Respirator", "LOCAL"],
             "5": ["AS-7500-M", "AirShield 7500 half facepiece, medium", "LOCAL"]},
            {"1": "5", "4": "2", "3": ["FF", "Overall fit factor", "LOCAL"], "5": "1450"},
            {"1": "6", "4": "2", "3": ["RESULT", "Fit test result", "LOCAL"], "5": ["PASS", "Pass", "LOCAL"]},
            {"1": "7", "4": "2", "2": "DT", "3": ["EXPIRY", "Fit test valid until", "LOCAL"], "5": "20270120"},
        ],
    }),
    pol("policy#respirator-fit", "2025-06",
        "Half-facepiece respirators pass a quantitative fit test with an overall fit factor of 100 or more. A fit test "
        "is valid for 1 year, or until you change respirator make, model or size, or have a significant change in "
        "weight or dental work. Your fit test card is emailed to you and your supervisor within 2 business days."),
]
BUNDLES.append(bundle("occ-fit-test", D,
    "Did I pass my fit test yesterday? What mask size do I use and when do I need to redo it?", ev, [
    ok("Hi Alana, yes — you passed your fit test yesterday on the AirShield 7500 half-facepiece in size medium, with a "
       "fit factor of 1,450 against a pass mark of 100. Please use the medium; the small didn't pass. The test is "
       "valid until January 20, 2027, unless you change mask model or size, or have a significant weight change or "
       "dental work. Your fit test card will be emailed to you and your supervisor within 2 business days.",
       [S("you passed your fit test yesterday"), S("on the AirShield 7500 half-facepiece in size medium"),
        S("with a fit factor of 1,450"), S("against a pass mark of 100"),
        S("Please use the medium; the small didn't pass"), S("valid until January 20, 2027"),
        S("unless you change mask model or size, or have a significant weight change or dental work"),
        S("Your fit test card will be emailed to you and your supervisor within 2 business days")],
       ["medium", "January 20, 2027"],
       "Trial 2 (OBX set 2): AS-7500-M, FF 1450, PASS, EXPIRY 20270120; trial 1 small FAIL; fit policy."),
    ok("Fit test, Jan. 20:\n- Medium AirShield 7500: PASS (fit factor 1450)\n- Small AirShield 7500: fail (fit factor "
       "62)\n- Retest due by Jan. 20, 2027",
       [S("Fit test, Jan. 20"), S("Medium AirShield 7500: PASS (fit factor 1450)"),
        S("Small AirShield 7500: fail (fit factor 62)"), S("Retest due by Jan. 20, 2027")],
       ["1450"],
       "Both trials' OBX values; EXPIRY."),
    bad("Hi Alana, you passed with the small AirShield 7500, fit factor 1,450. Your test is good for one year, until "
        "January 20, 2027.",
        [C("you passed with the small AirShield 7500", VM), S("fit factor 1,450"),
         S("Your test is good for one year, until January 20, 2027")],
        ["other_record_value"], ["passed with the small"],
        "The small (trial 1) failed with FF 62; the pass was the medium (trial 2)."),
    bad("Hi Alana, you passed in the medium with a fit factor of 1,540. Fit tests are valid for 2 years, so you're "
        "covered until January 2028.",
        [S("you passed in the medium"), C("with a fit factor of 1,540", VM),
         C("Fit tests are valid for 2 years, so you're covered until January 2028", NLC, VM, DM)],
        ["wrong_value", "wrong_period"], ["1,540", "valid for 2 years", "January 2028"],
        "OBX FF for trial 2 is 1450; policy: 1 year (EXPIRY 20270120)."),
    fix("Hi Alana, you passed in the medium AirShield 7500 with a fit factor of 1,450, and the result is valid until "
        "January 20, 2027. Your fit test card will be emailed within 5 business days.",
        [S("you passed in the medium AirShield 7500"), S("with a fit factor of 1,450"),
         S("the result is valid until January 20, 2027"), C("emailed within 5 business days", NLC, VM)],
        ["wrong_period"], ["within 5 business days"],
        ["2 business days|two business days", "1,450|1450", "January 20, 2027|Jan. 20, 2027"],
        "Policy: card emailed within 2 business days."),
], now="2026-01-21T10:00:00-03:30"))

# ---------------------------------------------------------------- O4 hepatitis B series, employer-billed
ev = [
    rec("get_immunizations#OH-220318", "tool:get_immunizations", {
        "MSH": {"4": ["AOHS", "Avalon Occupational Health Services"], "7": "20260630101200-0230",
                "9": ["VXU", "V04", "VXU_V04"], "10": "OH0191450"},
        "PID": {"3": [["OH-220318", "", "", "AOHS", "MR"]], "5": ["Chaulk", "Melissa"]},
        "GT1": {"1": "1", "2": ["EMP-AC-4410"], "3": ["Northeast Avalon Care Homes"],
                "10": ["EMP", "Employer", "LOCAL"]},
        "RXA": [
            {"1": "0", "2": "1", "3": "20260108101500-0330", "5": ["HEPB-AD", "Hepatitis B vaccine (adult)", "LOCAL"],
             "6": "1.0", "7": ["mL"], "15": ["HB2291A"], "20": ["CP", "Complete", "HL70322"]},
            {"1": "0", "2": "2", "3": "20260205102000-0330", "5": ["HEPB-AD", "Hepatitis B vaccine (adult)", "LOCAL"],
             "6": "1.0", "7": ["mL"], "15": ["HB2291A"], "20": ["CP", "Complete", "HL70322"]},
        ],
        "FT1": [
            {"1": "1", "2": "TX-O-3310", "4": "20260108", "6": ["CG", "Charge", "HL70017"],
             "7": ["HEPB-AD", "Hep B vaccine dose", "LOCAL"], "11": ["48.00", "CAD"], "18": ["EMP", "Bill employer", "LOCAL"]},
            {"1": "2", "2": "TX-O-3402", "4": "20260205", "6": ["CG", "Charge", "HL70017"],
             "7": ["HEPB-AD", "Hep B vaccine dose", "LOCAL"], "11": ["48.00", "CAD"], "18": ["EMP", "Bill employer", "LOCAL"]},
        ],
    }),
    rec("get_appointment#OH-APT-61208", "tool:get_appointment", {
        "MSH": {"7": "20260205103500-0330", "9": ["SIU", "S12", "SIU_S12"], "10": "OH0178820"},
        "PID": {"3": [["OH-220318", "", "", "AOHS", "MR"]], "5": ["Chaulk", "Melissa"]},
        "SCH": {"2": ["OH-APT-61208"], "7": ["HEPB-3", "Hepatitis B dose 3", "LOCAL"], "9": "15", "10": ["min"],
                "11": ["1", "", "15", "20260708102000-0230", "20260708103500-0230"],
                "25": ["BOOKED", "Booked", "HL70278"]},
    }),
    pol("policy#hepb-series", "2025-10",
        "The adult hepatitis B series is three doses: the second 1 month after the first and the third 6 months after "
        "the first. A blood test (titre) to confirm immunity is done 1 to 2 months after the third dose. Vaccines "
        "required by your employer are billed to the employer's account; you will not be charged."),
]
BUNDLES.append(bundle("occ-hepb-series", D, "When is my last hep B shot, and do I have to pay for these?", ev, [
    ok("Hi Melissa, you've had your first two hepatitis B doses, on January 8 and February 5. Your third dose is "
       "booked for Wednesday, July 8 at 10:20 AM, six months after the first. About 1 to 2 months after that, we'll "
       "do a blood test to confirm you're immune. The vaccines are billed to Northeast Avalon Care Homes, so you "
       "won't be charged.",
       [S("you've had your first two hepatitis B doses, on January 8 and February 5"),
        S("Your third dose is booked for Wednesday, July 8 at 10:20 AM"), S("six months after the first"),
        S("About 1 to 2 months after that, we'll do a blood test to confirm you're immune"),
        S("The vaccines are billed to Northeast Avalon Care Homes"), S("you won't be charged")],
       ["July 8", "10:20 AM"],
       "RXA doses 1-2 (20260108, 20260205, CP); SCH.11 20260708102000-0230; GT1 employer; hep B policy."),
    ok("Dose 3 is on Wednesday, July 8, at 10:20 AM, and your employer covers the cost.",
       [S("Dose 3 is on Wednesday, July 8, at 10:20 AM"), S("your employer covers the cost")],
       ["10:20 AM"],
       "SCH.11 start; FT1.18 bill employer / GT1; policy."),
    bad("Hi Melissa, your third dose is on July 8 at 10:20 AM. For your records, your patient number is EMP-AC-4410.",
        [S("your third dose is on July 8 at 10:20 AM"), C("your patient number is EMP-AC-4410", IDM)],
        ["wrong_role"], ["patient number is EMP-AC-4410"],
        "EMP-AC-4410 is the employer guarantor account (GT1.2); the patient MRN is OH-220318."),
    bad("Hi Melissa, your third dose is due 6 months after your second, so it's booked for August 5. The titre blood "
        "test follows 1 to 2 months after the third dose.",
        [C("your third dose is due 6 months after your second", NLC), C("so it's booked for August 5", DM),
         S("The titre blood test follows 1 to 2 months after the third dose")],
        ["wrong_policy_condition", "wrong_date"], ["6 months after your second", "booked for August 5"],
        "Policy: third dose 6 months after the first; SCH.11 books it for July 8."),
    fix("Hi Melissa, you've had doses one and two (January 8 and February 5), and your third dose is booked for "
        "Wednesday, July 8 at 10:20 AM. The doses are billed through your employer's plan, with a CA$48.00 charge to "
        "you per dose.",
        [S("you've had doses one and two (January 8 and February 5)"),
         S("your third dose is booked for Wednesday, July 8 at 10:20 AM"),
         S("The doses are billed through your employer's plan"), C("with a CA$48.00 charge to you per dose", NLC, AM)],
        ["condition_unmet"], ["CA$48.00 charge to you"],
        ["won't be charged|will not be charged|not be charged|no charge|no cost|not charged|won't pay|free of charge",
         "July 8", "10:20 AM"],
        "Policy: employer-required vaccines are billed to the employer and you are not charged; FT1.18 EMP."),
], now="2026-06-30T12:00:00-02:30"))
