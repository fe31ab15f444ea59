# ---------------- Scenario 10: spay surgery prep (New York) ----------------
D = "veterinary clinic"
sc = "spay-surgery"
ev10 = [
    rec("appointment#appt-WC-3307", "tool:fhir.Appointment.read", {
        "resourceType": "Appointment", "id": "appt-WC-3307", "status": "booked",
        "serviceType": [{"coding": [{"system": "urn:willowcreek:svc", "code": "SURG_OVH_CANINE", "display": "Canine spay (ovariohysterectomy)"}]}],
        "start": "2026-06-16T07:30:00-04:00", "end": "2026-06-16T16:30:00-04:00", "minutesDuration": 540,
        "extension": {"dropoff_window": {"start": "2026-06-16T07:30:00-04:00", "end": "2026-06-16T08:15:00-04:00"},
                      "planned_discharge": "2026-06-16T16:30:00-04:00", "overnight_stay": False},
        "participant": [
            {"actor": {"reference": "Patient/pet-8812", "display": "Biscuit (canine, 9 mo)"}},
            {"actor": {"reference": "RelatedPerson/own-2201", "display": "Hannah Greer"}, "type": [{"code": "OWNER"}]},
            {"actor": {"reference": "Practitioner/dvm-07", "display": "Dr. Imogen Park, DVM"}, "type": [{"code": "SURGEON"}]},
            {"actor": {"reference": "Practitioner/lvt-12", "display": "Luis Ortega, LVT"}, "type": [{"code": "ANESTHESIA_TECH"}]}]}),
    rec("estimate#EST-4471", "tool:billing.estimate", {
        "estimate_id": "EST-4471", "status": "ACCEPTED", "currency": "USD", "low_minor": 48000, "high_minor": 62000,
        "deposit_paid_minor": 15000, "deposit_paid_on": "2026-06-01"}),
    pol("policy#surgery-prep", "No food after 10:00 PM the night before surgery; water is fine until the morning. Drop-off is between 7:30 and 8:15 AM. Most pets go home the same day once they are awake and comfortable. Any deposit you have paid is applied to your final bill.", "v6"),
]
Q10 = "What do I need to do before Biscuit's spay, and what will it cost?"
N10 = "2026-06-12T15:00:00-04:00"
add("w09-039-spay-surgery", sc, D, Q10,
    "Hi Hannah, Biscuit's spay is set for Tuesday, June 16. Please drop her off between 7:30 and 8:15 AM, and we expect to send her home around 4:30 PM. No food after 10:00 PM the night before, though water is fine until the morning. The estimate is $480.00 to $620.00, and the $150.00 deposit you've paid will be applied to the final bill.",
    ev10, [S("set for Tuesday, June 16"), S("between 7:30 and 8:15 AM"), S("send her home around 4:30 PM"), S("No food after 10:00 PM the night before"),
           S("water is fine until the morning"), S("estimate is $480.00 to $620.00"), S("$150.00 deposit you've paid will be applied")],
    now=N10, incl=["7:30", "$150.00"], notes="dropoff_window 07:30-08:15, planned_discharge 16:30; estimate 48000-62000, deposit 15000; policy fasting.")
add("w09-040-spay-surgery", sc, D, Q10,
    "Here's a quick checklist for Biscuit:\n1. Last meal before 10 PM on Monday, June 15.\n2. Drop-off Tuesday 7:30–8:15 AM.\n3. Dr. Imogen Park will perform the surgery.\nAfter your deposit, the remaining cost should be between $330.00 and $470.00.",
    ev10, [S("Last meal before 10 PM on Monday, June 15"), S("Drop-off Tuesday 7:30–8:15 AM"), S("Dr. Imogen Park will perform the surgery"),
           S("between $330.00 and $470.00")],
    now=N10, incl=["$330.00"], notes="48000-15000 = 33000, 62000-15000 = 47000; SURGEON Dr. Imogen Park.")
add("w09-041-spay-surgery-role", sc, D, Q10,
    "Hi Hannah, please drop Biscuit off on Tuesday, June 16 between 7:30 and 8:15 AM. Luis Ortega will be performing her surgery, and she should be ready to go home around 4:30 PM.",
    ev10, [S("Tuesday, June 16 between 7:30 and 8:15 AM"), C("Luis Ortega will be performing her surgery", "VALUE_MISMATCH"), S("home around 4:30 PM")],
    now=N10, excl=["Luis Ortega will be performing"], incl=["7:30"], errors=["wrong_role"],
    notes="Luis Ortega is the ANESTHESIA_TECH; the SURGEON is Dr. Imogen Park.")
add("w09-042-spay-surgery-arith-water", sc, D, Q10,
    "Biscuit's estimate is $480.00 to $620.00. After your $150.00 deposit, you'd owe between $330.00 and $520.00. Please also hold back water after midnight.",
    ev10, [S("estimate is $480.00 to $620.00"), S("your $150.00 deposit"), C("between $330.00 and $520.00", "AMOUNT_MISMATCH"),
           C("hold back water after midnight", "NLI_CONTRADICTION")],
    excl=["$520.00", "water after midnight"], incl=["$150.00"], errors=["wrong_arithmetic", "wrong_policy_condition"],
    notes="62000 - 15000 = 47000 ($470.00); policy says water is fine until the morning.")
add("w09-r10-spay-surgery", sc, D, Q10,
    "Biscuit can be dropped off between 7:30 and 8:15 AM on Tuesday, June 16, and she'll stay overnight with us after surgery.",
    ev10, [S("between 7:30 and 8:15 AM on Tuesday, June 16"), C("she'll stay overnight with us", "VALUE_MISMATCH", "NLI_CONTRADICTION")],
    now=N10, excl=["stay overnight"], incl=["same day|4:30|home that day|home the same day", "7:30"], errors=["wrong_value"], repair=True,
    notes="overnight_stay false, planned_discharge 16:30 same day.")

# ---------------- Scenario 11: vaccine boosters, two pets (Los Angeles) ----------------
sc = "booster-due"
ev11 = [
    rec("immunizations#pet-Juniper", "tool:fhir.ImmunizationRecommendation.read", {
        "patient": {"display": "Juniper (canine)", "reference": "Patient/pet-3120"},
        "recommendation": [
            {"vaccineCode": {"coding": [{"code": "DHPP"}]}, "dateCriterion": [{"code": "DUE", "value": "2026-05-30"}], "forecastStatus": "DUE"},
            {"vaccineCode": {"coding": [{"code": "RABIES_3YR"}]}, "dateCriterion": [{"code": "DUE", "value": "2026-07-09"}], "forecastStatus": "UPCOMING"}]}),
    rec("immunizations#pet-Mochi", "tool:fhir.ImmunizationRecommendation.read", {
        "patient": {"display": "Mochi (feline)", "reference": "Patient/pet-3121"},
        "recommendation": [{"vaccineCode": {"coding": [{"code": "FVRCP"}]}, "dateCriterion": [{"code": "DUE", "value": "2026-06-18"}], "forecastStatus": "UPCOMING"}]}),
    rec("appointment#appt-PC-6610", "tool:fhir.Appointment.read", {
        "resourceType": "Appointment", "id": "appt-PC-6610", "status": "booked",
        "serviceType": [{"coding": [{"code": "VACCINE_VISIT", "display": "Vaccine visit"}]}],
        "reasonCode": [{"coding": [{"code": "DHPP_BOOSTER"}]}],
        "start": "2026-05-29T15:40:00-07:00", "end": "2026-05-29T16:00:00-07:00", "minutesDuration": 20,
        "participant": [{"actor": {"display": "Juniper"}}, {"actor": {"display": "Derek Hollis"}, "type": [{"code": "OWNER"}]}]}),
    rec("prices#vaccines", "tool:billing.fee_schedule", {"currency": "USD", "items": [
        {"code": "EXAM_WELLNESS", "amount_minor": 6500}, {"code": "DHPP", "amount_minor": 3200}, {"code": "RABIES_3YR", "amount_minor": 2800}]}),
    pol("policy#vaccines", "Vaccine-only visits take about 20 minutes and include a brief nurse check. Rabies boosters can be given up to 30 days before they are due. If a vaccine is more than 30 days overdue, a full wellness exam is needed first.", "2025-09"),
]
Q11 = "Which shots is Juniper due for, and is her visit on the 29th enough?"
N11 = "2026-05-22T10:00:00-07:00"
add("w09-043-booster-due", sc, D, Q11,
    "Hi Derek, Juniper's DHPP booster is due on May 30, and her rabies booster comes due on July 9. Her vaccine visit on Friday, May 29 at 3:40 PM is about 20 minutes and includes a brief nurse check.",
    ev11, [S("DHPP booster is due on May 30"), S("rabies booster comes due on July 9"), S("Friday, May 29 at 3:40 PM"), S("about 20 minutes"),
           S("includes a brief nurse check")],
    now=N11, incl=["May 30", "3:40 PM"], notes="Juniper DHPP due 2026-05-30, RABIES_3YR 2026-07-09; appt-PC-6610 15:40-07:00, 20 min.")
add("w09-044-booster-due", sc, D, Q11,
    "Juniper is due for her DHPP booster first (May 30), and the DHPP vaccine is $32.00. Her rabies shot isn't due until 7/9/2026; we can give rabies boosters up to 30 days early.",
    ev11, [S("DHPP booster first (May 30)"), S("DHPP vaccine is $32.00"), S("isn't due until 7/9/2026"), S("up to 30 days early")],
    incl=["$32.00"], notes="DHPP 3200; rabies due 2026-07-09; policy 30 days early.")
add("w09-045-booster-due", sc, D, Q11,
    "Yes, Juniper's May 29 visit at 3:40 PM is set up for her DHPP booster, which is due May 30.",
    ev11, [S("May 29 visit at 3:40 PM"), S("set up for her DHPP booster"), S("which is due May 30")],
    incl=["May 29"], notes="reasonCode DHPP_BOOSTER on appt-PC-6610.")
add("w09-046-booster-due-other-pet", sc, D, Q11,
    "Hi Derek, Juniper's DHPP booster is due on June 18, and her visit on Friday, May 29 at 3:40 PM will take care of it. The visit takes about 20 minutes.",
    ev11, [C("DHPP booster is due on June 18", "DATE_MISMATCH"), S("Friday, May 29 at 3:40 PM"), S("will take care of it"), S("about 20 minutes")],
    now=N11, excl=["due on June 18"], incl=["3:40 PM"], errors=["other_record_value"],
    notes="June 18 is Mochi's FVRCP due date; Juniper's DHPP is due 2026-05-30.")
add("w09-047-booster-due-rabies", sc, D, Q11,
    "Juniper's DHPP booster is due May 30, and we can also give her rabies booster at the same May 29 visit, since that's within the early window. The rabies vaccine is $28.00.",
    ev11, [S("DHPP booster is due May 30"), CI("give her rabies booster at the same May 29 visit", "NLI_CONTRADICTION", "VALUE_MISMATCH", "NLI_NOT_ENTAILED", "CLAIM_WITHOUT_TOOL_EVIDENCE"),
           S("rabies vaccine is $28.00")],
    excl=["rabies booster at the same May 29 visit"], incl=["May 30"], errors=["condition_unmet"],
    notes="Rabies is due July 9, 41 days after May 29; boosters may only be given up to 30 days early.")
add("w09-r11-booster-due", sc, D, Q11,
    "Juniper's DHPP booster is due May 30, and her visit on Friday, May 29 at 3:40 PM runs about 40 minutes.",
    ev11, [S("DHPP booster is due May 30"), S("Friday, May 29 at 3:40 PM"), C("runs about 40 minutes", "VALUE_MISMATCH")],
    now=N11, excl=["about 40 minutes"], incl=["20 minutes|twenty minutes", "3:40 PM|3:40"], errors=["wrong_value"], repair=True,
    notes="minutesDuration 20.")

# ---------------- Scenario 12: revised dental estimate for a cat (New York) ----------------
sc = "cat-dental-estimate"
ev12 = [
    rec("estimate#EST-9012-r1", "tool:billing.estimate", {
        "estimate_id": "EST-9012", "revision": 1, "status": "SUPERSEDED", "created": "2026-05-12", "currency": "USD",
        "lines": [{"code": "ANESTHESIA", "amount_minor": 28000}, {"code": "DENTAL_CLEANING", "amount_minor": 22000},
                  {"code": "EXTRACTION", "qty": 2, "unit_minor": 6250, "amount_minor": 12500}, {"code": "PAIN_MEDS", "amount_minor": 11500}],
        "total_minor": 74000}),
    rec("estimate#EST-9012-r2", "tool:billing.estimate", {
        "estimate_id": "EST-9012", "revision": 2, "status": "CURRENT", "created": "2026-05-26", "reason": "RADIOGRAPHS_SHOWED_ADDITIONAL_RESORPTIVE_LESIONS",
        "currency": "USD",
        "lines": [{"code": "ANESTHESIA", "description": "Anesthesia and monitoring", "amount_minor": 28000},
                  {"code": "DENTAL_CLEANING", "description": "Scaling and polishing", "amount_minor": 22000},
                  {"code": "DENTAL_RADIOGRAPHS", "description": "Full-mouth dental X-rays", "amount_minor": 16500},
                  {"code": "EXTRACTION", "description": "Surgical extraction", "qty": 4, "unit_minor": 6250, "amount_minor": 25000}],
        "total_minor": 91500}),
    rec("appointment#appt-HP-2044", "tool:fhir.Appointment.read", {
        "resourceType": "Appointment", "id": "appt-HP-2044", "status": "booked",
        "serviceType": [{"coding": [{"code": "DENTAL_PROC_FELINE", "display": "Feline dental procedure"}]}],
        "start": "2026-06-02T08:00:00-04:00", "minutesDuration": 480,
        "participant": [{"actor": {"display": "Pepper (feline)"}}, {"actor": {"display": "Naomi Feld"}, "type": [{"code": "OWNER"}]}]}),
    pol("policy#estimates", "Estimates are updated when dental X-rays show that more treatment is needed, and the newest version replaces earlier ones. We will call you before adding anything that is not on your current estimate. A deposit of 50% of the current estimate is due at drop-off.", "v2"),
]
Q12 = "Why did Pepper's estimate go up, and what do I pay at drop-off?"
add("w09-048-cat-dental-estimate", sc, D, Q12,
    "Hi Naomi, I completely understand the surprise. Pepper's updated estimate is $915.00, up from $740.00, because her X-rays showed that four teeth need to come out rather than two. At drop-off on June 2 we'll ask for a 50% deposit, which comes to $457.50.",
    ev12, [NA("I completely understand the surprise."), S("updated estimate is $915.00"), S("up from $740.00"), S("four teeth need to come out rather than two"),
           S("At drop-off on June 2"), S("a 50% deposit"), S("which comes to $457.50")],
    incl=["$915.00", "$457.50"], notes="r2 CURRENT total 91500 (4 extractions) vs r1 SUPERSEDED 74000 (2); 50% of 915 = 457.50.")
add("w09-049-cat-dental-estimate", sc, D, Q12,
    "The current estimate breaks down as:\n- Anesthesia: $280.00\n- Cleaning: $220.00\n- Dental X-rays: $165.00\n- Four extractions at $62.50 each: $250.00\nWe'll call you before adding anything that isn't on this estimate.",
    ev12, [S("Anesthesia: $280.00"), S("Cleaning: $220.00"), S("Dental X-rays: $165.00"), S("Four extractions at $62.50 each: $250.00"),
           S("We'll call you before adding anything")],
    incl=["$165.00"], notes="r2 lines 28000, 22000, 16500, 4 x 6250 = 25000; policy call before additions.")
add("w09-050-cat-dental-estimate-stale", sc, D, Q12,
    "Hi Naomi, Pepper's estimate is $740.00, and the deposit due at drop-off on June 2 is $370.00.",
    ev12, [C("estimate is $740.00", "AMOUNT_MISMATCH"), S("drop-off on June 2"), C("is $370.00", "AMOUNT_MISMATCH")],
    excl=["$740.00", "$370.00"], incl=["June 2"], errors=["stale_value", "stale_value"],
    notes="$740.00 is revision 1 (SUPERSEDED); current total 91500, so the deposit is $457.50.")
add("w09-051-cat-dental-estimate-arith", sc, D, Q12,
    "Pepper's updated estimate is $915.00 after her X-rays showed four teeth need extraction. Your 50% deposit will be $375.00, due at drop-off on June 3.",
    ev12, [S("updated estimate is $915.00"), S("four teeth need extraction"), C("deposit will be $375.00", "AMOUNT_MISMATCH"), C("drop-off on June 3", "DATE_MISMATCH")],
    excl=["$375.00", "June 3"], incl=["$915.00"], errors=["wrong_arithmetic", "wrong_date"],
    notes="50% of 91500 is 45750 ($457.50; $375.00 leaves out the X-rays); appointment start is 2026-06-02.")
add("w09-r12-cat-dental-estimate", sc, D, Q12,
    "Pepper's updated estimate is $915.00, and a 25% deposit of $228.75 is due at drop-off.",
    ev12, [S("updated estimate is $915.00"), C("a 25% deposit of $228.75", "NLI_CONTRADICTION", "AMOUNT_MISMATCH", "VALUE_MISMATCH")],
    excl=["25% deposit", "$228.75"], incl=["$457.50|457.50|50%|half", "$915.00|$915"], errors=["wrong_policy_condition"], repair=True,
    notes="Policy requires 50% of the current estimate: $457.50.")

# ---------------- Scenario 13: refill refused, exam required (Los Angeles) ----------------
sc = "refill-exam"
ev13 = [
    rec("patient#pet-Otis", "tool:pets.profile", {
        "pet_id": "pet-5547", "name": "Otis", "species": "CANINE", "owner": "Carla Jimenez",
        "last_exam": {"date": "2025-03-11", "type": "WELLNESS_EXAM"},
        "active_medications": [{"name": "carprofen", "strength": "75 mg", "refills_remaining": 0}]}),
    refused("refill#call-13", "pharmacy.refill_request", "DENY", {"pet": "pet-5547", "medication": "carprofen 75 mg"},
            reason="EXAM_REQUIRED_LAST_EXAM_OVER_12_MONTHS"),
    rec("slots#recheck", "tool:fhir.Slot.search", {"location_timezone": "America/Los_Angeles", "entry": [
        {"resource": {"id": "slot-5101", "status": "free", "start": "2026-05-20T10:00:00-07:00", "end": "2026-05-20T10:30:00-07:00", "serviceType": [{"coding": [{"code": "RECHECK_EXAM"}]}]}},
        {"resource": {"id": "slot-5104", "status": "free", "start": "2026-05-20T14:20:00-07:00", "end": "2026-05-20T14:50:00-07:00", "serviceType": [{"coding": [{"code": "RECHECK_EXAM"}]}]}},
        {"resource": {"id": "slot-5110", "status": "busy", "start": "2026-05-21T09:00:00-07:00", "end": "2026-05-21T09:30:00-07:00", "serviceType": [{"coding": [{"code": "RECHECK_EXAM"}]}]}}]}),
    rec("prices#exam", "tool:billing.fee_schedule", {"code": "RECHECK_EXAM", "amount_minor": 7200, "currency": "USD"}),
    pol("policy#refills", "Long-term pain medications such as carprofen can be refilled only if your pet has had an exam within the last 12 months. Blood work may be recommended at that exam. Once approved, refill requests are usually ready within 1 business day.", "v3"),
]
Q13 = "Can you refill Otis's carprofen? He's almost out."
N13 = "2026-05-19T12:00:00-07:00"
add("w09-052-refill-exam", sc, D, Q13,
    "Hi Carla, I'm sorry, I wasn't able to approve the carprofen refill, because Otis's last exam was on March 11, 2025, and pain medications like this need an exam within the past 12 months. The good news is we have openings tomorrow at 10:00 AM and 2:20 PM. The exam fee is $72.00.",
    ev13, [S("wasn't able to approve the carprofen refill"), S("last exam was on March 11, 2025"), S("need an exam within the past 12 months"),
           S("openings tomorrow at 10:00 AM and 2:20 PM"), S("exam fee is $72.00")],
    now=N13, incl=["$72.00"], notes="refill DENY (EXAM_REQUIRED...); last_exam 2025-03-11; free slots 5/20 10:00 and 14:20; fee 7200.")
add("w09-053-refill-exam", sc, D, Q13,
    "Otis needs a quick recheck before we can refill his carprofen 75 mg; once he's been seen and it's approved, refills are usually ready within 1 business day. We have two openings on Wednesday, May 20: 10 AM and 2:20 PM.",
    ev13, [S("needs a quick recheck before we can refill"), S("carprofen 75 mg"), S("usually ready within 1 business day"), S("Wednesday, May 20: 10 AM and 2:20 PM")],
    now=N13, incl=["2:20 PM"], notes="refill denied pending exam; policy 1 business day; slots.")
add("w09-054-refill-exam-refused", sc, D, Q13,
    "Hi Carla, I've sent Otis's carprofen refill through to our pharmacy. Refills are usually ready within 1 business day, and I'd also suggest booking a recheck soon, since we have an opening tomorrow at 10:00 AM.",
    ev13, [C("I've sent Otis's carprofen refill through", "NOT_EXECUTED"), S("usually ready within 1 business day"), S("opening tomorrow at 10:00 AM")],
    now=N13, excl=["sent Otis's carprofen refill through"], incl=["10:00 AM"], errors=["refused_call_effect"],
    notes="pharmacy.refill_request was DENIED.")
add("w09-055-refill-exam-slots-policy", sc, D, Q13,
    "I couldn't approve the refill yet, Carla. Pain medications like carprofen need an exam within the last 24 months. We have openings tomorrow at 10:00 AM and 2:20 PM, and Thursday at 9:00 AM.",
    ev13, [S("couldn't approve the refill yet"), C("within the last 24 months", "NLI_CONTRADICTION", "VALUE_MISMATCH"), S("tomorrow at 10:00 AM and 2:20 PM"),
           C("Thursday at 9:00 AM", "RECORD_STATE_MISMATCH")],
    now=N13, excl=["24 months", "Thursday at 9:00 AM"], incl=["2:20 PM"], errors=["wrong_policy_condition", "wrong_state"],
    notes="Policy says 12 months; slot-5110 (5/21 9:00) is busy.")
add("w09-r13-refill-exam", sc, D, Q13,
    "Otis's carprofen refill couldn't be approved, since he needs an exam within the last 12 months and his last one was on March 11, 2026. We have an opening tomorrow at 2:20 PM.",
    ev13, [S("refill couldn't be approved"), S("exam within the last 12 months"), C("March 11, 2026", "DATE_MISMATCH"), S("tomorrow at 2:20 PM")],
    now=N13, excl=["March 11, 2026"], incl=["2025", "2:20 PM|2:20"], errors=["wrong_date"], repair=True,
    notes="last_exam.date is 2025-03-11.")
