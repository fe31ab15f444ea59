# Figure-skating coaching: skills test registration, fee and ice time.
D = "figure-skating coaching"; SC = "coach-skills-test"
NOW = "2026-12-06T20:00:00-04:00"
Q = "Is Zara registered for the December skills test? What time does she skate?"
E = [
  rec("stream#TST-1219-044", "tool:get_registration_stream", {"stream_id": "TST-1219-044", "skater": {"name": "Zara Ali", "club_no": "FSC-2261"},
    "test_day": {"code": "TEST-1219", "date_local": "2026-12-19", "venue": "Queen's Park Ice Centre"},
    "events": [
      ev(1, "RegistrationCreated", "2026-11-18 18:00", tests=[{"code": "PRE_PRELIM_MIF", "fee_minor": 15000}, {"code": "PRELIM_FREESKATE", "fee_minor": 22500}], currency="TTD", coach_signoff="PENDING"),
      ev(2, "PaymentCaptured", "2026-11-18 18:02", amount_minor=37500, currency="TTD"),
      ev(3, "CoachSignoffRecorded", "2026-11-30 16:00", coach_signoff="APPROVED", coach="Coach Ria Maharaj"),
      ev(4, "SkateOrderPublished", "2026-12-04 12:00", slots=[{"test": "PRE_PRELIM_MIF", "warmup_at": us("2026-12-19 09:10"), "skate_at": us("2026-12-19 09:25")}, {"test": "PRELIM_FREESKATE", "warmup_at": us("2026-12-19 11:40"), "skate_at": us("2026-12-19 11:52")}])]}),
  pol("test-day#rules", "Skaters must check in 45 minutes before their first warm-up. Test fees are refundable only with a medical certificate. Results are posted within 48 hours of the session. Parents may watch from the upper stands only.", "2026-12"),
]
add(65, SC, D, Q, E, "Yes, Zara is registered for two tests on Saturday 19 December, and Coach Ria has signed off. Moves in the field: skate at 9:25 AM. Prelim free skate: skate at 11:52 AM. Check in by 8:25 AM.",
    [S("Zara is registered for two tests on Saturday 19 December"), S("Coach Ria has signed off"), S("skate at 9:25 AM"), S("skate at 11:52 AM"), S("Check in by 8:25 AM.")],
    includes=["9:25 AM", "11:52 AM"], notes="Slots local; check-in 45 min before the 9:10 warm-up = 8:25.")
add(66, SC, D, Q, E, "Hi! Zara's all in for 19/12.\n- Warm-up 9:10 AM, test at 9:25 AM\n- Warm-up 11:40 AM, test at 11:52 AM\n- Fees paid: TT$375 for both tests\nResults go up within 48 hours.",
    [S("Zara's all in for 19/12."), S("Warm-up 9:10 AM, test at 9:25 AM"), S("Warm-up 11:40 AM, test at 11:52 AM"), S("Fees paid: TT$375 for both tests"), S("Results go up within 48 hours.")],
    includes=["TT$375"], notes="15000 + 22500 = 37500.")
add(67, SC, D, Q, E, "Zara is registered and approved by her coach. Her first skate is at nine twenty-five in the morning on the 19th.",
    [S("Zara is registered and approved by her coach."), S("nine twenty-five in the morning on the 19th")],
    includes=["nine twenty-five"], notes="CoachSignoffRecorded APPROVED.")
add(68, SC, D, Q, E, "Zara is registered, but her coach sign-off is still pending. Her first test is at 9:25 AM on 19 December.",
    [S("Zara is registered"), C("her coach sign-off is still pending", "RECORD_STATE_MISMATCH"), S("9:25 AM on 19 December")],
    errors=["stale_value"], excludes=["still pending"], notes="PENDING at seq 1 became APPROVED at seq 3.")
add(69, SC, D, Q, E, "Zara is in for both tests on 19 December, first skate at 1:25 PM. You paid TT$375.00, and it's fully refundable if plans change.",
    [S("Zara is in for both tests on 19 December"), C("first skate at 1:25 PM", "DATE_MISMATCH", "VALUE_MISMATCH"), S("You paid TT$375.00"), C("it's fully refundable if plans change", "NLI_CONTRADICTION")],
    errors=["unit_conversion", "condition_unmet"], excludes=["1:25 PM", "fully refundable if plans change"],
    notes="13:25 UTC is 9:25 local; policy refunds only with a medical certificate.")
add(13, SC, D, Q, E, "Zara is registered for both tests on 19 December. She skates at 9:25 AM and 11:52 AM. Fees paid: TT$225.00.",
    [S("registered for both tests on 19 December"), S("She skates at 9:25 AM and 11:52 AM."), C("Fees paid: TT$225.00.", "AMOUNT_MISMATCH")],
    errors=["wrong_arithmetic"], excludes=["TT$225.00"], includes=["TT$375|375.00", "9:25 AM"], notes="Payment 37500 covers both tests; 22500 is one test's fee.", repair=True)
add(14, SC, D, Q, E, "Zara's in for 19 December and her coach has approved. She should check in 30 minutes before her 9:10 AM warm-up. Results are posted within 48 hours.",
    [S("Zara's in for 19 December"), S("her coach has approved"), C("check in 30 minutes before", "NLI_CONTRADICTION"), S("her 9:10 AM warm-up"), S("Results are posted within 48 hours.")],
    errors=["wrong_period"], excludes=["30 minutes before"], includes=["45 minutes|8:25", "9:10 AM"], notes="Rules: check in 45 minutes before the first warm-up.", repair=True)
