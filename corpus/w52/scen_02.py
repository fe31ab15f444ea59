# Ice rink: cancelled booking, partial refund issued; other booking is a full refund.
D = "ice rink public sessions"; SC = "rink-cancel-refund"
Q = "I cancelled our skate booking BK-RK-41202. How much is coming back and when?"
E = [
  rec("stream#BK-RK-41202", "tool:get_booking_stream", {"stream_id": "BK-RK-41202", "customer": {"name": "Dwayne Ramcharan", "account_no": "AC-80334"},
    "events": [
      ev(1, "BookingCreated", "2026-11-20 15:10", session_id="PS-1205-1900", session_start=us("2026-12-05 19:00"), skaters=3, rentals=3),
      ev(2, "PaymentCaptured", "2026-11-20 15:11", payment_ref="PAY-5512277", amount_minor=25500, currency="TTD", method={"type": "CARD", "last4": "4410"}),
      ev(3, "BookingCancelled", "2026-12-04 21:30", cancelled_by="CUSTOMER", hours_before_start=21, fee_code="LATE_CANCEL_20PCT"),
      ev(4, "RefundIssued", "2026-12-05 09:12", refund_ref="RF-220918", amount_minor=20400, currency="TTD", destination={"type": "CARD", "last4": "4410"}, status="SENT_TO_PROCESSOR")]}),
  rec("stream#BK-RK-40051", "tool:get_booking_stream", {"stream_id": "BK-RK-40051", "customer": {"account_no": "AC-80334"},
    "events": [ev(1, "BookingCreated", "2026-10-01 10:00", session_id="PS-1010-1300", skaters=2),
               ev(2, "PaymentCaptured", "2026-10-01 10:01", amount_minor=13000, currency="TTD"),
               ev(3, "BookingCancelled", "2026-10-06 10:00", hours_before_start=99, fee_code=None),
               ev(4, "RefundIssued", "2026-10-06 11:00", refund_ref="RF-219004", amount_minor=13000, currency="TTD", status="SETTLED")]}),
  pol("rink-policy#cancel", "Cancel a public-session booking 48 hours or more before the start and you get everything back. Inside 48 hours, we keep 20% of what you paid as a late-cancellation fee. No-shows are not refunded. Card refunds normally reach your account within 5 to 10 business days after we send them.", "2026-09"),
]
add(6, SC, D, Q, E, "Your refund of TT$204.00 went out on 5/12 to the card ending 4410. Since you cancelled inside 48 hours, 20% was kept as a late-cancellation fee. Expect it in 5 to 10 business days.",
    [S("Your refund of TT$204.00"), S("went out on 5/12"), S("the card ending 4410"), S("Since you cancelled inside 48 hours"), S("20% was kept as a late-cancellation fee"), S("Expect it in 5 to 10 business days.")],
    includes=["TT$204.00"], notes="RefundIssued 20400 TTD on 2026-12-05 to card 4410; 21 hours before start; policy gives 20% and 5-10 business days.")
add(7, SC, D, Q, E, "Hi Dwayne. TT$204 is on its way back to you. You paid TT$255, and the late fee was TT$51. It's with the card processor now.",
    [S("TT$204 is on its way back"), S("You paid TT$255"), S("the late fee was TT$51"), S("It's with the card processor now.")],
    includes=["TT$204"], notes="25500 - 20400 = 5100 = 20% of 25500; status SENT_TO_PROCESSOR.")
add(8, SC, D, Q, E, "Refund RF-220918 for two hundred and four dollars (TT) was issued on Saturday 5 December. Bank timing is 5 to 10 business days.",
    [S("Refund RF-220918"), S("two hundred and four dollars (TT)"), S("issued on Saturday 5 December"), S("Bank timing is 5 to 10 business days.")],
    includes=["RF-220918"], notes="RefundIssued event seq 4.")
add(9, SC, D, Q, E, "Your refund of TT$204.00 was sent on 5/12 to the card ending 4410. It has already settled, so you should see it now.",
    [S("Your refund of TT$204.00"), S("sent on 5/12"), S("the card ending 4410"), C("It has already settled", "RECORD_STATE_MISMATCH"), CI("you should see it now", "RECORD_STATE_MISMATCH", "NLI_CONTRADICTION", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
    errors=["other_record_value", "wrong_state"], excludes=["already settled", "should see it now"],
    notes="SETTLED belongs to the older refund RF-219004; this refund is SENT_TO_PROCESSOR and policy says 5-10 business days.")
add(10, SC, D, Q, E, "TT$204.00 is coming back to your card ending 4410. A 20% fee applied because you cancelled late. Tip for next time: cancel at least 24 hours ahead and you get everything back. It should land in 5 to 10 business days.",
    [S("TT$204.00 is coming back"), S("your card ending 4410"), S("A 20% fee applied because you cancelled late."), C("cancel at least 24 hours ahead and you get everything back", "NLI_CONTRADICTION"), S("It should land in 5 to 10 business days.")],
    errors=["wrong_policy_condition"], excludes=["at least 24 hours ahead"], notes="Policy: a full refund needs 48 hours or more; the draft's 24 hours changes the condition.")
add(2, SC, D, Q, E, "Sorry to see you go! Your refund of TT$255.00 was sent on 5 December to the card ending 4410. Allow 5 to 10 business days.",
    [NA("Sorry to see you go!"), C("Your refund of TT$255.00", "AMOUNT_MISMATCH"), S("sent on 5 December"), S("card ending 4410"), S("Allow 5 to 10 business days.")],
    errors=["wrong_amount"], excludes=["TT$255.00"], includes=["TT$204|204.00", "4410"],
    notes="TT$255 is the amount paid; RefundIssued amount_minor 20400 after the 20% late fee.", repair=True)
