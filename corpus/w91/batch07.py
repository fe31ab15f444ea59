"""Batch 07: tattoo aftercare (passage facts) and a nail-salon 'tomorrow' booking."""
from write_cases import S, NA, C, I, CI, rec, pol, psg, refused, case, repair

API = "wellness-booking (Mindbody/Fresha-like)"
CASES, REPAIRS = [], []

# ---------------------------------------------------------------- bundle: tattoo aftercare
DOM = "tattoo studio"
SC = "ankle-aftercare"
Q = "When can I go to the beach after my new tattoo? And can I use Vaseline on it?"
NOW = "2026-07-09T10:00:00-04:00"
EV = [
    rec("appointments.get#APT-89120", "tool:appointments.get", {
        "appointment": {"id": "APT-89120", "client": {"id": "BO-21003", "first_name": "Dominic",
                                                        "last_name": "Pierre"},
                        "session_type_name": "Custom Tattoo - Small (Ankle)",
                        "start_date_time": "2026-07-08T14:00:00", "duration_minutes": 90,
                        "status": "Completed", "staff": {"id": "ST-03", "display_name": "Renée"},
                        "location": {"id": "LOC-ARI", "time_zone_id": "America/Port_of_Spain"}},
        "retail_items_sold": [{"sku": "BALM-30", "name": "Aftercare balm 30ml", "qty": 1}]}),
    psg("kb-aftercare#tattoo", "Leave the wrap on for 2-4 hours, then wash gently with unscented "
        "soap.\nApply a thin layer of the aftercare balm 2-3 times a day.\nAvoid petroleum jelly; it "
        "can trap bacteria.\nNo swimming in the sea or pools, and no sunbathing, for 2 weeks."),
    pol("aftercare-terms", "Your aftercare sheet is part of your booking. Following it keeps your free "
        "touch-up (within 60 days) valid.", revision="2025-11"),
]

CASES.append(case(95, SC, DOM, API, Q,
    "Hi Dominic! Hope the new ankle piece is feeling good! Please keep it out of the sea and pools for "
    "2 weeks, so from around 22 July you're clear for the beach. Skip the Vaseline, as petroleum "
    "jelly can trap bacteria; a thin layer of the aftercare balm 2-3 times a day is best.",
    EV, [NA("Hope the new ankle piece is feeling good!"),
         S("out of the sea and pools for 2 weeks"), S("from around 22 July"),
         S("petroleum jelly can trap bacteria"), S("aftercare balm 2-3 times a day")],
    includes=["2 weeks", "22 July"], now=NOW,
    notes="Session 08/07; kb: no sea/pools for 2 weeks (to 22/07), avoid petroleum jelly, balm "
          "2-3 times a day."))

CASES.append(case(96, SC, DOM, API, Q,
    "Dominic — no swimming or sunbathing for two weeks after your 8 July session, and no petroleum "
    "jelly. Wash gently with unscented soap and use the balm two to three times daily. Sticking to "
    "the aftercare sheet also keeps your free touch-up within 60 days valid.",
    EV, [S("no swimming or sunbathing for two weeks"), S("8 July session"),
         S("no petroleum jelly"), S("Wash gently with unscented soap"),
         S("balm two to three times daily"), S("keeps your free touch-up within 60 days valid")],
    includes=["two weeks", "60 days"], now=NOW,
    notes="kb aftercare lines; aftercare-terms ties the 60-day free touch-up to following the sheet."))

CASES.append(case(97, SC, DOM, API, Q,
    "Hi Dominic! You can swim after one week as long as you cover the tattoo with a waterproof film. "
    "Vaseline is fine in small amounts, and keep using the aftercare balm 2-3 times a day.",
    EV, [C("swim after one week", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
         C("Vaseline is fine in small amounts", "NLI_CONTRADICTION"),
         S("aftercare balm 2-3 times a day")],
    errors=["wrong_period", "invented_fact"],
    excludes=["after one week", "Vaseline is fine"], error_tag="swim-vaseline", now=NOW,
    notes="kb: no swimming for 2 weeks and avoid petroleum jelly."))

CASES.append(case(98, SC, DOM, API, Q,
    "Hi Dominic! Stay out of the sea and pools for 2 weeks after your session, so the beach is fine "
    "from 15 July. Use the aftercare balm instead of Vaseline.",
    EV, [S("out of the sea and pools for 2 weeks"),
         C("beach is fine from 15 July", "DATE_MISMATCH"),
         S("aftercare balm instead of Vaseline")],
    errors=["wrong_date"], excludes=["from 15 July"], error_tag="beach-date", now=NOW,
    notes="Session was 08/07, so two weeks runs to 22/07, not 15/07."))

REPAIRS.append(repair(24, SC, DOM, API, Q,
    "Hi Dominic! Keep it out of the sea and pools for 2 weeks, and use a thin layer of Vaseline 2-3 "
    "times a day to keep it moist.",
    EV, [S("out of the sea and pools for 2 weeks"),
         C("thin layer of Vaseline", "NLI_CONTRADICTION")],
    errors=["invented_fact"], excludes=["layer of Vaseline"],
    includes=["balm", "2 weeks|two weeks|14 days"], now=NOW,
    notes="kb says avoid petroleum jelly and use the aftercare balm 2-3 times a day."))

# ---------------------------------------------------------------- bundle: mum + daughter tomorrow
DOM = "nail salon"
SC = "family-tomorrow"
Q = "What time are we booked tomorrow, me and Ayla?"
NOW = "2026-08-06T17:00:00-04:00"
EV = [
    rec("clients.get#CC-5390", "tool:clients.get", {
        "client": {"id": "CC-5390", "first_name": "Marisa", "last_name": "Lalla"},
        "appointments": [{"id": "APT-72050", "session_type_name": "Acrylic Full Set",
                          "start_date_time": "2026-08-07T10:00:00", "duration_minutes": 120,
                          "status": "Confirmed", "price": "300.00",
                          "staff": {"id": "ST-21", "display_name": "Tamika"},
                          "location": {"id": "LOC-CHG",
                                       "time_zone_id": "America/Port_of_Spain"}}],
        "dependants": [{"first_name": "Ayla", "age": 8,
                        "appointments": [{"id": "APT-72051", "session_type_name": "Kids Mini Mani",
                                          "start_date_time": "2026-08-07T12:00:00",
                                          "duration_minutes": 30, "status": "Booked",
                                          "price": "80.00",
                                          "staff": {"id": "ST-24", "display_name": "Alana"},
                                          "location": {"id": "LOC-CHG",
                                                       "time_zone_id": "America/Port_of_Spain"}}]}]}),
    pol("salon-etiquette", "Please arrive 5 minutes early. If you're more than 15 minutes late, we may "
        "need to shorten or rebook your service. Kids Mini Manis are for ages 5-12, and a parent must "
        "stay in the salon.", revision="2026-05"),
]

CASES.append(case(99, SC, DOM, API, Q,
    "Hi Marisa! Tomorrow, Friday 7 August, you're in with Tamika at 10:00 AM for your Acrylic Full Set "
    "(about two hours), and Ayla's Kids Mini Mani with Alana is right after at 12:00 PM. Just remember "
    "a parent needs to stay in the salon during Ayla's mani!",
    EV, [S("Tomorrow, Friday 7 August, you're in with Tamika at 10:00 AM"), S("about two hours"),
         S("Ayla's Kids Mini Mani with Alana is right after at 12:00 PM"),
         S("a parent needs to stay in the salon")],
    includes=["10:00 AM", "12:00 PM"], now=NOW,
    notes="APT-72050 07/08 10:00, 120 min, Tamika; Ayla's APT-72051 12:00 with Alana; policy "
          "requires a parent in the salon."))

CASES.append(case(100, SC, DOM, API, Q,
    "Marisa: you — 10 AM tomorrow, acrylic full set with Tamika, 2 hrs. Ayla — 12 noon, mini mani with "
    "Alana. Please arrive 5 minutes early!",
    EV, [S("10 AM tomorrow, acrylic full set with Tamika"), S("2 hrs"),
         S("12 noon, mini mani with Alana"), S("arrive 5 minutes early")],
    includes=["10 AM", "12 noon"], now=NOW,
    notes="Times from APT-72050/APT-72051 on 2026-08-07 (tomorrow); etiquette asks for 5 minutes "
          "early."))

CASES.append(case(101, SC, DOM, API, Q,
    "Hi Marisa! Your Acrylic Full Set is booked for ten o'clock tomorrow morning with Tamika, and Ayla "
    "is booked in with Alana at twelve. If you're running more than 15 minutes late, we may have to "
    "shorten or rebook, so do give us a call.",
    EV, [S("ten o'clock tomorrow morning with Tamika"), S("Ayla is booked in with Alana at twelve"),
         S("more than 15 minutes late, we may have to shorten or rebook")],
    includes=["ten o'clock", "Tamika"], now=NOW,
    notes="10:00 and 12:00 on 07/08; salon-etiquette 15-minute lateness rule."))

CASES.append(case(102, SC, DOM, API, Q,
    "Hi Marisa! Tomorrow you're with Alana at 10:00 AM for your Acrylic Full Set, and Ayla's with "
    "Tamika at 12:00 PM for her mini mani.",
    EV, [C("with Alana at 10:00 AM", "VALUE_MISMATCH", "IDENTIFIER_MISMATCH"),
         C("Ayla's with Tamika", "VALUE_MISMATCH", "IDENTIFIER_MISMATCH")],
    errors=["other_record_value", "other_record_value"],
    excludes=["with Alana at 10:00 AM", "Ayla's with Tamika"], error_tag="staff-swap", now=NOW,
    notes="Marisa's APT-72050 is with Tamika; Ayla's APT-72051 is with Alana - swapped."))

CASES.append(case(103, SC, DOM, API, Q,
    "Hi Marisa! Tomorrow, Saturday 8 August, you're booked at 10:00 AM with Tamika, and Ayla follows "
    "at 12:00 PM with Alana.",
    EV, [C("Saturday 8 August", "DATE_MISMATCH"), S("10:00 AM with Tamika"),
         S("Ayla follows at 12:00 PM with Alana")],
    errors=["wrong_date"], excludes=["Saturday 8 August"], error_tag="tomorrow", now=NOW,
    notes="now is Thursday 06/08, appointments are Friday 07/08."))

REPAIRS.append(repair(25, SC, DOM, API, Q,
    "Hi Marisa! Tomorrow at 10:00 AM you're in with Tamika for your Acrylic Full Set, and Ayla's Kids "
    "Mini Mani with Alana is at 12:30 PM.",
    EV, [S("Tomorrow at 10:00 AM you're in with Tamika"),
         C("with Alana is at 12:30 PM", "DATE_MISMATCH", "VALUE_MISMATCH")],
    errors=["wrong_time"], excludes=["12:30 PM"],
    includes=["12:00 PM|12 PM|noon|12:00|twelve", "10:00 AM|10 AM"], now=NOW,
    notes="APT-72051 start_date_time is 2026-08-07T12:00:00."))
