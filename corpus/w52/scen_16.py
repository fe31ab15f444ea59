# Ice sculpture: client cancellation after carving began; deposit kept, partial refund.
D = "ice-sculpture commissions"; SC = "sculpture-cancel-gala"
Q = "Our gala got cancelled. What happens with the ice sculpture money?"
E = [
  rec("stream#COM-IS-0799", "tool:get_commission_stream", {"stream_id": "COM-IS-0799", "client": {"name": "Rotary Club of Arima", "contact": "Mr. Leon Clarke"},
    "events": [
      ev(1, "QuoteIssued", "2026-10-28 12:00", quote_id="Q-0799-v1", design="STEELPAN_CENTREPIECE", price_minor=360000, currency="TTD", status="ACCEPTED"),
      ev(2, "PaymentCaptured", "2026-10-29 10:00", amount_minor=180000, currency="TTD", purpose="DEPOSIT_50"),
      ev(3, "PaymentCaptured", "2026-11-29 10:00", amount_minor=180000, currency="TTD", purpose="BALANCE"),
      ev(4, "CarvingStarted", "2026-12-03 07:00", carver="Omari Felix"),
      ev(5, "BookingCancelled", "2026-12-04 15:20", cancelled_by="CLIENT"),
      ev(6, "RefundIssued", "2026-12-05 10:00", refund_ref="RF-IS-3012", amount_minor=180000, currency="TTD", basis="BALANCE_ONLY", status="COMPLETED")]}),
  pol("commissions#terms", "A 50% deposit secures your date and is non-refundable once carving begins. If you cancel after paying the balance, the balance is refunded in full. Completed pieces can be collected by the client at no extra charge within 24 hours of the event date.", "2026-09"),
]
add(80, SC, D, Q, E, "Sorry about the gala. Carving had already started on 3 December, so the TT$1,800.00 deposit is non-refundable. Your TT$1,800.00 balance was refunded in full on 5 December.",
    [NA("Sorry about the gala."), S("Carving had already started on 3 December"), S("so the TT$1,800.00 deposit is non-refundable"), S("Your TT$1,800.00 balance was refunded in full on 5 December.")],
    includes=["TT$1,800.00"], notes="CarvingStarted before BookingCancelled; RefundIssued 180000 BALANCE_ONLY COMPLETED.")
add(81, SC, D, Q, E, "Hi Leon. You paid TT$3,600 in total. TT$1,800 (the balance) has come back to you, ref RF-IS-3012. The deposit stays with us because carving began before the cancellation.",
    [S("You paid TT$3,600 in total."), S("TT$1,800 (the balance) has come back to you"), S("ref RF-IS-3012"), S("The deposit stays with us because carving began before the cancellation.")],
    includes=["RF-IS-3012"], notes="180000 + 180000; refund completed.")
add(82, SC, D, Q, E, "Refund of the balance: complete. Deposit: kept, as carving was under way. Net cost to the club: one thousand eight hundred dollars.",
    [S("Refund of the balance: complete."), S("Deposit: kept, as carving was under way."), S("Net cost to the club: one thousand eight hundred dollars.")],
    includes=["one thousand eight hundred"], notes="360000 paid - 180000 refunded = 180000.")
add(83, SC, D, Q, E, "We've refunded the full TT$3,600.00 to the club. The refund RF-IS-3012 is complete.",
    [C("We've refunded the full TT$3,600.00", "AMOUNT_MISMATCH"), S("The refund RF-IS-3012 is complete.")],
    errors=["wrong_amount"], excludes=["full TT$3,600.00"], notes="RefundIssued amount 180000, balance only.")
add(84, SC, D, Q, E, "Your balance of TT$1,800.00 was refunded on 5 December. Since you cancelled before the event, the deposit will be refunded too once the piece is finished.",
    [S("Your balance of TT$1,800.00 was refunded on 5 December."), C("the deposit will be refunded too", "NLI_CONTRADICTION")],
    errors=["invented_promise"], excludes=["deposit will be refunded too"], notes="Terms: deposit non-refundable once carving begins.")
add(17, SC, D, Q, E, "The TT$1,800.00 balance was refunded to you on 5 December. The TT$1,800.00 deposit is kept because carving began on 3 December. The refund is still processing.",
    [S("balance was refunded to you on 5 December"), S("The TT$1,800.00 deposit is kept"), S("carving began on 3 December"), C("The refund is still processing.", "RECORD_STATE_MISMATCH")],
    errors=["wrong_state"], excludes=["still processing"], includes=["complete|completed|done|has been refunded|went through", "5 December"], notes="RefundIssued status COMPLETED.", repair=True)
