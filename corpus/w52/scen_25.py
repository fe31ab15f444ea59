# Figure-skating coaching: holiday group camp enrolment, group change, camp add-ons.
D = "figure-skating coaching"; SC = "coach-holiday-camp"
NOW = "2026-12-14T17:00:00-04:00"
Q = "Which group is Leah in for holiday camp now, and what did we pay for?"
E = [
  rec("stream#CAMP-HC26-131", "tool:get_registration_stream", {"stream_id": "CAMP-HC26-131", "skater": {"name": "Leah Charles-Marcano", "age": 9},
    "camp": {"code": "HOLIDAY_CAMP_26", "days": ["2026-12-28", "2026-12-29", "2026-12-30"], "daily_hours": "PT3H"},
    "events": [
      ev(1, "RegistrationCreated", "2026-11-20 20:00", group="SNOWFLAKES_B", group_coach="Coach Imani Walcott", daily_start=us("2026-12-28 08:00"), fee_minor=96000, currency="TTD", addons=[{"code": "CAMP_TSHIRT", "minor": 9000}]),
      ev(2, "PaymentCaptured", "2026-11-20 20:02", payment_ref="PAY-HC-4471", amount_minor=105000, currency="TTD"),
      ev(3, "GroupChanged", "2026-12-12 10:30", group="STARS_A", group_coach="Coach Leon Mahabir", daily_start=us("2026-12-28 11:30"), reason_code="ASSESSMENT_RESULT")]}),
  pol("camp#info", "Camp runs three mornings or middays depending on group. Lunch is not provided; skaters bring a packed lunch. Camp T-shirts are handed out on the first day. Groups are set after a short on-ice assessment and can change before camp starts.", "2026-11"),
]
add(123, SC, D, Q, E, "Leah moved to the Stars A group after her assessment. Coach Leon Mahabir leads it. Sessions start at 11:30 AM on 28, 29 and 30 December, three hours each day. You paid TT$1,050.00: TT$960.00 camp fee plus a TT$90.00 camp T-shirt.",
    [S("Leah moved to the Stars A group after her assessment."), S("Coach Leon Mahabir leads it."), S("Sessions start at 11:30 AM on 28, 29 and 30 December"), S("three hours each day"), S("You paid TT$1,050.00"), S("TT$960.00 camp fee plus a TT$90.00 camp T-shirt")],
    includes=["Stars A", "11:30 AM"], notes="GroupChanged seq 3; PaymentCaptured 105000 = 96000 + 9000.")
add(124, SC, D, Q, E, "Hi! Leah's now in Stars A with Coach Leon. Camp is Monday to Wednesday, 28-30 December, from 11:30 AM. Pack her a lunch; it isn't provided. Her T-shirt is handed out on day one.",
    [S("Leah's now in Stars A with Coach Leon."), S("Camp is Monday to Wednesday, 28-30 December"), S("from 11:30 AM"), S("Pack her a lunch; it isn't provided."), S("Her T-shirt is handed out on day one.")],
    includes=["Stars A"], notes="28/12/2026 is a Monday; policy lunch and T-shirt.")
add(125, SC, D, Q, E, "Leah is in Snowflakes B with Coach Imani Walcott, starting at 8:00 AM on 28 December.",
    [C("Leah is in Snowflakes B", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH"), C("with Coach Imani Walcott", "VALUE_MISMATCH"), C("starting at 8:00 AM", "DATE_MISMATCH", "VALUE_MISMATCH")],
    errors=["stale_value", "stale_value", "stale_value"], excludes=["Snowflakes B", "Imani Walcott", "8:00 AM"], notes="GroupChanged replaced group, coach and start time.")
add(126, SC, D, Q, E, "Leah is in Stars A, starting 11:30 AM on 28 December. You paid TT$1,050.00, which covers the camp, her T-shirt and a daily lunch.",
    [S("Leah is in Stars A"), S("starting 11:30 AM on 28 December"), S("You paid TT$1,050.00"), C("and a daily lunch", "NLI_CONTRADICTION")],
    errors=["unlisted_perk"], excludes=["daily lunch"], notes="Policy: lunch is not provided; add-ons list only the T-shirt.")
add(127, SC, D, Q, E, "Leah's group is Stars A with Coach Leon Mahabir, 11:30 AM daily from 28 December. Payment PAY-HC-4417 covered TT$1,050.00.",
    [S("Leah's group is Stars A with Coach Leon Mahabir"), S("11:30 AM daily from 28 December"), C("Payment PAY-HC-4417", "IDENTIFIER_MISMATCH"), S("covered TT$1,050.00")],
    errors=["wrong_id"], excludes=["PAY-HC-4417"], notes="The payment ref is PAY-HC-4471 (digits transposed).")
add(128, SC, D, Q, E, "Stars A, Coach Leon, 11:30 AM start on 28/12. Paid: TT$1,050. Camp is four days, three hours a day.",
    [S("Stars A, Coach Leon, 11:30 AM start on 28/12."), S("Paid: TT$1,050."), C("Camp is four days", "VALUE_MISMATCH"), S("three hours a day")],
    errors=["wrong_quantity"], excludes=["four days"], notes="camp.days lists three dates.")
add(29, SC, D, Q, E, "Leah is now in Stars A with Coach Leon Mahabir. Camp runs 28 to 30 December from 11:30 AM. You paid TT$960.00 for camp and the T-shirt.",
    [S("Leah is now in Stars A with Coach Leon Mahabir."), S("Camp runs 28 to 30 December from 11:30 AM."), C("You paid TT$960.00 for camp and the T-shirt.", "AMOUNT_MISMATCH")],
    errors=["wrong_arithmetic"], excludes=["TT$960.00"], includes=["TT$1,050|1,050.00|1050", "11:30 AM"], notes="PaymentCaptured 105000 = fee 96000 + T-shirt 9000.", repair=True)
