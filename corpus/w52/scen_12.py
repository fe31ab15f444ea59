# Figure-skating coaching: late cancellation fee for a private lesson.
D = "figure-skating coaching"; SC = "coach-late-cancel"
Q = "Why was I charged for Tuesday's lesson? I cancelled."
E = [
  rec("stream#BK-FS-6021", "tool:get_booking_stream", {"stream_id": "BK-FS-6021", "skater": {"name": "Devon Hosein"}, "coach": {"name": "Coach Ria Maharaj"},
    "events": [
      ev(1, "BookingCreated", "2026-11-25 09:00", lesson_at=us("2026-12-01 17:00"), lesson_length="PT45M", rate_minor=28000, currency="TTD"),
      ev(2, "BookingCancelled", "2026-12-01 07:30", cancelled_by="SKATER", notice="PT9H30M"),
      ev(3, "PaymentCaptured", "2026-12-01 18:00", amount_minor=14000, currency="TTD", fee_code="LATE_CANCEL_HALF")]}),
  rec("stream#BK-FS-5877", "tool:get_booking_stream", {"stream_id": "BK-FS-5877", "skater": {"name": "Devon Hosein"},
    "events": [ev(1, "BookingCreated", "2026-11-10 09:00", lesson_at=us("2026-11-17 17:00"), rate_minor=28000), ev(2, "BookingCancelled", "2026-11-14 12:00", cancelled_by="SKATER", notice="PT77H"), ev(3, "RefundIssued", "2026-11-14 12:05", amount_minor=0, note="NOTHING_CHARGED")]}),
  pol("private-lessons#cancel", "Private lessons are billed after they happen. Cancel with 24 hours' notice and nothing is charged. With less notice, half the lesson rate is charged. A no-show is charged in full. Sick notes received within 48 hours turn a late-cancel charge into a credit.", "2026-07"),
]
add(59, SC, D, Q, E, "You cancelled about 9 and a half hours before the lesson. With under 24 hours' notice, half the rate applies, so you were charged TT$140.00 of the TT$280.00 rate.",
    [S("You cancelled about 9 and a half hours before the lesson."), S("With under 24 hours' notice, half the rate applies"), S("you were charged TT$140.00"), S("of the TT$280.00 rate")],
    includes=["TT$140.00"], notes="notice PT9H30M; policy; PaymentCaptured 14000, rate 28000.")
add(60, SC, D, Q, E, "Hi Devon. Your cancel came in at 7:30 AM for a 5:00 PM lesson on 1/12, so the late-cancel half charge of TT$140 applied. If you were sick, send a note within 48 hours and we'll turn it into a credit.",
    [S("Your cancel came in at 7:30 AM for a 5:00 PM lesson on 1/12"), S("late-cancel half charge of TT$140"), S("send a note within 48 hours and we'll turn it into a credit")],
    includes=["TT$140"], notes="BookingCancelled occurred_at 07:30, lesson_at 17:00 local.")
add(61, SC, D, Q, E, "It's our late-cancel rule. Less than 24 hours' notice means half the lesson rate: one hundred and forty dollars.",
    [S("It's our late-cancel rule."), S("Less than 24 hours' notice means half the lesson rate"), S("one hundred and forty dollars")],
    includes=["forty"], notes="Policy; 14000 minor units.")
add(62, SC, D, Q, E, "You cancelled with 9.5 hours' notice, so the full TT$280.00 was charged.",
    [S("You cancelled with 9.5 hours' notice"), C("the full TT$280.00 was charged", "AMOUNT_MISMATCH")],
    errors=["wrong_amount"], excludes=["full TT$280.00"], notes="PaymentCaptured 14000 (half); full charge is only for no-shows.")
add(63, SC, D, Q, E, "Sorry, Devon. Lessons cancelled with under 12 hours' notice are charged at half rate, so TT$140.00 applied.",
    [NA("Sorry, Devon."), C("under 12 hours' notice", "NLI_CONTRADICTION"), S("TT$140.00 applied")],
    errors=["wrong_policy_condition"], excludes=["under 12 hours"], notes="Policy threshold is 24 hours.")
add(64, SC, D, Q, E, "You cancelled 77 hours ahead, so nothing should have been charged. I'll refund the TT$140.00.",
    [C("You cancelled 77 hours ahead", "VALUE_MISMATCH"), C("nothing should have been charged", "NLI_CONTRADICTION", "VALUE_MISMATCH"), CI("I'll refund the TT$140.00.", "CLAIM_WITHOUT_TOOL_EVIDENCE", "NO_POLICY_EVIDENCE", "NLI_CONTRADICTION", "NOT_EXECUTED")],
    errors=["other_record_value", "condition_unmet", "invented_promise"], excludes=["77 hours ahead", "nothing should have been charged", "I'll refund the TT$140.00"],
    notes="PT77H notice belongs to the November lesson BK-FS-5877; this one had PT9H30M; no refund record.")
add(12, SC, D, Q, E, "You cancelled at 7:30 AM for the 5:00 PM lesson, under 24 hours' notice. That means half the rate: TT$14,000.00.",
    [S("You cancelled at 7:30 AM for the 5:00 PM lesson"), S("under 24 hours' notice"), C("TT$14,000.00", "AMOUNT_MISMATCH")],
    errors=["unit_conversion"], excludes=["TT$14,000.00"], includes=["TT$140|140.00", "7:30 AM"], notes="amount_minor 14000 is TT$140.00.", repair=True)
