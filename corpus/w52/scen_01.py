# Ice rink public session: booking moved to a later session; snapshot lags the stream.
D = "ice rink public sessions"; SC = "rink-session-moved"
NOW = "2026-12-06T10:15:00-04:00"
Q = "Hi, we booked the Saturday skate for my family. Did the time change? What did we pay?"
E = [
  rec("stream#BK-RK-40817", "tool:get_booking_stream", {
    "stream_id": "BK-RK-40817", "rink": {"code": "POS-MAIN", "name": "Queen's Park Ice Centre, Main Pad"},
    "customer": {"name": "Anisa Baptiste", "account_no": "AC-77120"},
    "events": [
      ev(1, "BookingCreated", "2026-11-28 19:02", session_id="PS-1212-1400", session_start=us("2026-12-12 14:00"), duration="PT90M", skaters=4, rentals=2),
      ev(2, "PaymentCaptured", "2026-11-28 19:03", payment_ref="PAY-5531902", amount_minor=30000, currency="TTD", lines=[{"sku": "ADMIT_PUBLIC", "qty": 4, "unit_minor": 6500}, {"sku": "SKATE_RENTAL", "qty": 2, "unit_minor": 2000}]),
      ev(3, "SessionMoved", "2026-12-04 08:40", from_session_id="PS-1212-1400", to_session_id="PS-1212-1630", session_start=us("2026-12-12 16:30"), duration="PT75M", reason_code="HOCKEY_TOURNAMENT_OVERRUN")
    ]}),
  rec("snapshot#BK-RK-40817", "projection:bookings_v2", {"booking_id": "BK-RK-40817", "status": "CONFIRMED", "session_start": us("2026-12-12 14:00"), "duration": "PT90M", "projected_through_sequence": 2}),
  rec("stream#BK-RK-39550", "tool:get_booking_stream", {"stream_id": "BK-RK-39550", "customer": {"account_no": "AC-77120"},
    "events": [ev(1, "BookingCreated", "2026-10-30 12:00", session_id="PS-1107-1000", session_start=us("2026-11-07 10:00"), duration="PT60M", skaters=2, rentals=0),
               ev(2, "PaymentCaptured", "2026-10-30 12:01", payment_ref="PAY-5480114", amount_minor=13000, currency="TTD")]}),
  pol("rink-policy#moves", "Public sessions can shift when tournament or maintenance bookings run long. If we move your session, your booking carries over automatically and skate rentals stay reserved. You can ask to move to any other public session within 30 days at no charge. Refunds for a moved session are available on request up to 24 hours before the new start time.", "2026-09"),
]
add(1, SC, D, Q, E, "Yes, it moved. Your skate on Saturday 12 December now starts at 4:30 PM instead of 2:00 PM. The session runs 75 minutes. You paid TT$300.00 for four skaters and two rentals.",
    [S("Yes, it moved."), S("now starts at 4:30 PM"), S("instead of 2:00 PM"), S("runs 75 minutes"), S("You paid TT$300.00"), S("four skaters and two rentals")],
    includes=["4:30 PM", "TT$300.00"], notes="SessionMoved (seq 3) sets 16:30 local, PT75M; PaymentCaptured 30000 TTD minor units.", now=NOW)
add(2, SC, D, Q, E, "Hi Anisa, your family skate has moved to 4:30 PM this Saturday (12/12).\n- Length: 1 hour 15 minutes\n- Paid: TT$300 (4 x TT$65 admission + 2 x TT$20 rentals)\n- Your rentals stay reserved.\nWant a different session? Any public session within 30 days, no charge.",
    [S("has moved to 4:30 PM this Saturday (12/12)"), S("Length: 1 hour 15 minutes"), S("Paid: TT$300"), S("4 x TT$65 admission"), S("2 x TT$20 rentals"), S("Your rentals stay reserved."), S("Any public session within 30 days, no charge.")],
    includes=["4:30 PM", "TT$300"], notes="now is Sunday 6/12 so 'this Saturday' is 12/12; lines give 6500 x4 and 2000 x2; policy covers rentals and free moves.", now=NOW)
add(3, SC, D, Q, E, "Dear Ms Baptiste,\n\nYour booking BK-RK-40817 was moved by the rink because a hockey tournament ran long. The new start is 4:30 PM on 12 December. A refund is available on request until 24 hours before that start.\n\nSee you on the ice,\nFront Desk",
    [S("Your booking BK-RK-40817 was moved"), S("a hockey tournament ran long"), S("The new start is 4:30 PM on 12 December"), S("A refund is available on request until 24 hours before that start."), NA("See you on the ice")],
    includes=["4:30 PM"], notes="reason_code HOCKEY_TOURNAMENT_OVERRUN; policy last sentence gives the 24-hour refund window.")
add(4, SC, D, Q, E, "No change! Your family skate is still on Saturday 12 December at 2:00 PM. It runs 90 minutes. You paid TT$300.00.",
    [C("No change!", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH"), C("at 2:00 PM", "DATE_MISMATCH", "VALUE_MISMATCH"), C("It runs 90 minutes.", "VALUE_MISMATCH"), S("You paid TT$300.00.")],
    errors=["stale_value", "stale_value", "stale_value"], excludes=["No change!", "at 2:00 PM", "runs 90 minutes"],
    notes="The snapshot (through seq 2) still shows 14:00/PT90M; the stream's SessionMoved at seq 3 makes it 16:30 and PT75M.")
add(5, SC, D, Q, E, "Yes, it moved to 4:30 PM on Saturday 12/12. The session is 75 minutes. You paid TT$130.00 in total.",
    [S("it moved to 4:30 PM on Saturday 12/12"), S("The session is 75 minutes."), C("You paid TT$130.00 in total.", "AMOUNT_MISMATCH")],
    errors=["other_record_value"], excludes=["TT$130.00"], notes="13000 is the payment on the older booking BK-RK-39550; this booking captured 30000.")
add(1, SC, D, Q, E, "Good news, your family skate is locked in. It moved to 4:30 PM on Saturday 12 December. It's a 90-minute session. Total paid: TT$300.00.",
    [S("your family skate is locked in"), S("It moved to 4:30 PM on Saturday 12 December."), C("It's a 90-minute session.", "VALUE_MISMATCH"), S("Total paid: TT$300.00.")],
    errors=["stale_value"], excludes=["90-minute session"], includes=["75 minutes|75-minute|1 hour 15|an hour and 15", "4:30 PM", "TT$300.00"],
    notes="SessionMoved data.duration is PT75M; PT90M is the original/snapshot value.", repair=True)
