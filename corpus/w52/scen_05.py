# Curling club: Learn-to-Curl clinic booking moved to another sheet/time.
D = "curling club"; SC = "curling-learn-to-curl"
NOW = "2026-12-08T09:00:00-04:00"
Q = "What time is my Learn to Curl clinic and do I need to bring anything?"
E = [
  rec("stream#BK-LTC-2290", "tool:get_booking_stream", {"stream_id": "BK-LTC-2290", "participant": {"name": "Sunil Persad", "member_no": None},
    "events": [
      ev(1, "BookingCreated", "2026-11-30 12:30", clinic_code="LTC_INTRO", start=us("2026-12-10 18:00"), duration="PT2H", sheet="C", instructor={"name": "Ellen Boodoo", "role": "LEAD_INSTRUCTOR"}, assistant={"name": "Kofi Nurse", "role": "ICE_ASSISTANT"}),
      ev(2, "PaymentCaptured", "2026-11-30 12:31", amount_minor=17500, currency="TTD", includes=["BROOM_LOAN", "SLIDER_LOAN"]),
      ev(3, "SessionMoved", "2026-12-05 16:00", start=us("2026-12-10 19:30"), sheet="A", reason_code="ICE_RESURFACE_SCHEDULE")]}),
  pol("ltc-info#gear", "Learn to Curl includes a broom and a slider on loan. Wear clean flat-soled shoes that have not been worn outside, and warm layers. Helmets are recommended for new curlers and can be borrowed at the desk. Please arrive 15 minutes early for the safety briefing.", "2026-10"),
  psg("kb#sheets", "The club has four sheets, A to D.\nSheet A is nearest the lounge windows."),
]
add(22, SC, D, Q, E, "Your clinic is this Thursday, 10 December, at 7:30 PM on Sheet A. It runs two hours. Broom and slider are on loan, so just bring clean flat shoes and warm layers.",
    [S("this Thursday, 10 December, at 7:30 PM"), S("on Sheet A"), S("It runs two hours."), S("Broom and slider are on loan"), S("bring clean flat shoes and warm layers")],
    includes=["7:30 PM", "Sheet A"], notes="SessionMoved seq 3 sets 19:30 and sheet A; now Tue 8/12 so Thursday is 10/12.", now=NOW)
add(23, SC, D, Q, E, "Hi Sunil, see you Thursday 10/12 at 7:30 PM. Come 15 minutes early for the safety briefing. Ellen Boodoo is your lead instructor.",
    [S("Thursday 10/12 at 7:30 PM"), S("Come 15 minutes early for the safety briefing."), S("Ellen Boodoo is your lead instructor.")],
    includes=["7:30 PM"], notes="instructor.role LEAD_INSTRUCTOR.", now=NOW)
add(24, SC, D, Q, E, "Clinic moved: 7:30 to 9:30 PM, 10 December, Sheet A (by the lounge windows). Helmets can be borrowed at the desk.",
    [S("Clinic moved"), S("7:30 to 9:30 PM, 10 December"), S("Sheet A (by the lounge windows)"), S("Helmets can be borrowed at the desk.")],
    includes=["Sheet A"], notes="19:30 + PT2H = 21:30; KB passage for sheet A location.")
add(25, SC, D, Q, E, "Your clinic is Thursday 10 December at 6:00 PM on Sheet C. It runs two hours. Bring clean flat-soled shoes.",
    [C("at 6:00 PM", "DATE_MISMATCH", "VALUE_MISMATCH"), C("on Sheet C", "VALUE_MISMATCH"), S("It runs two hours."), S("Bring clean flat-soled shoes.")],
    errors=["stale_value", "stale_value"], excludes=["6:00 PM", "Sheet C"], notes="18:00 and sheet C are from BookingCreated; SessionMoved changed them to 19:30 and A.")
add(26, SC, D, Q, E, "Your clinic is 10 December at 7:30 PM on Sheet A with Kofi Nurse as your lead instructor. A helmet, broom and slider are all included in your fee.",
    [S("10 December at 7:30 PM on Sheet A"), C("Kofi Nurse as your lead instructor", "VALUE_MISMATCH"), CI("A helmet, broom and slider are all included in your fee", "VALUE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE", "NLI_NOT_ENTAILED")],
    errors=["wrong_role", "unlisted_perk"], excludes=["Kofi Nurse as your lead instructor", "A helmet, broom and slider"],
    notes="Kofi Nurse is ICE_ASSISTANT; payment includes only BROOM_LOAN and SLIDER_LOAN (helmets are borrowable, not listed in the fee).")
add(5, SC, D, Q, E, "You're on for Thursday 10 December at 7:30 PM. Sheet A. The clinic is 90 minutes. We lend you a broom and slider.",
    [S("Thursday 10 December at 7:30 PM"), S("Sheet A."), C("The clinic is 90 minutes.", "VALUE_MISMATCH"), S("We lend you a broom and slider.")],
    errors=["wrong_period"], excludes=["90 minutes"], includes=["two hours|2 hours|120 minutes", "7:30 PM"], notes="duration PT2H.", repair=True)
