# Ice sculpture: corporate logo block; rush delivery refused; balance outstanding.
D = "ice-sculpture commissions"; SC = "sculpture-corporate-logo"
NOW = "2026-12-08T11:00:00-04:00"
Q = "Can you bring our logo sculpture forward to Thursday instead of Friday? And what's still owing?"
E = [
  rec("stream#COM-IS-0815", "tool:get_commission_stream", {"stream_id": "COM-IS-0815", "client": {"company": "Blue Basin Telecom", "contact": "Ms. Arielle Thomas", "po_number": "PO-BBT-44190"},
    "events": [
      ev(1, "QuoteIssued", "2026-11-12 09:00", quote_id="Q-0815-v1", design="LOGO_BLOCK_WITH_LUGE", price_minor=412500, vat_minor=51563, total_minor=464063, currency="TTD", status="ACCEPTED"),
      ev(2, "PaymentCaptured", "2026-11-14 14:00", amount_minor=232032, currency="TTD", purpose="DEPOSIT_50"),
      ev(3, "DeliveryScheduled", "2026-11-20 10:00", deliver_at=us("2026-12-11 16:00"), site="Blue Basin Telecom HQ, Lady Young Road")]}),
  refused("reschedule_delivery#call-4", "reschedule_delivery", "DENY", {"stream_id": "COM-IS-0815", "deliver_at": us("2026-12-10 16:00"), "reason": "CARVING_SLOT_UNAVAILABLE"}),
  pol("commissions#rush", "Moving a delivery earlier depends on carving capacity and is never guaranteed. Rush carving, when available, adds 25% to the sculpture price. The balance is due 7 days before delivery. Ice luges are for display and drinks service only.", "2026-09"),
]
add(75, SC, D, Q, E, "Sorry, we can't move it to Thursday: no carving slot is free. Delivery stays Friday 11 December at 4:00 PM. TT$2,320.31 is still owing.",
    [S("we can't move it to Thursday"), S("no carving slot is free"), S("Delivery stays Friday 11 December at 4:00 PM."), S("TT$2,320.31 is still owing.")],
    includes=["4:00 PM", "TT$2,320.31"], notes="reschedule DENY CARVING_SLOT_UNAVAILABLE; 464063 - 232032 = 232031.", now=NOW)
add(76, SC, D, Q, E, "Dear Ms. Thomas,\nThursday delivery isn't possible; the request was declined for carving capacity. Your logo block with luge arrives Friday 11/12 at 4 PM at your Lady Young Road HQ. Of the TT$4,640.63 total, TT$2,320.32 has been paid.\nBest,\nStudio Desk",
    [S("Thursday delivery isn't possible"), S("the request was declined for carving capacity"), S("arrives Friday 11/12 at 4 PM"), S("Lady Young Road HQ"), S("Of the TT$4,640.63 total"), S("TT$2,320.32 has been paid"), NA("Best,")],
    includes=["TT$4,640.63"], notes="total_minor 464063; deposit 232032.")
add(77, SC, D, Q, E, "Can't bring it forward, sorry. Earlier delivery depends on carving capacity and there's none Thursday. Friday at 4 PM still stands.",
    [S("Can't bring it forward"), S("Earlier delivery depends on carving capacity"), S("there's none Thursday"), S("Friday at 4 PM still stands.")],
    includes=["4 PM"], notes="Policy first sentence; refused call.", now=NOW)
add(78, SC, D, Q, E, "Done, your sculpture now arrives Thursday 10 December at 4:00 PM. The balance of TT$2,320.31 stays the same.",
    [C("your sculpture now arrives Thursday 10 December at 4:00 PM", "NOT_EXECUTED"), S("The balance of TT$2,320.31")],
    errors=["refused_call_effect"], excludes=["now arrives Thursday"], notes="reschedule_delivery DENY.")
add(79, SC, D, Q, E, "Thursday isn't available, so delivery stays Friday at 4:00 PM. The balance is TT$2,320.31 plus VAT, due on delivery.",
    [S("Thursday isn't available"), S("delivery stays Friday at 4:00 PM"), C("TT$2,320.31 plus VAT", "AMOUNT_MISMATCH", "VALUE_MISMATCH"), C("due on delivery", "NLI_CONTRADICTION")],
    errors=["wrong_value", "wrong_policy_condition"], excludes=["plus VAT", "due on delivery"], notes="total_minor already includes VAT; balance is due 7 days before delivery.", now=NOW)
add(16, SC, D, Q, E, "We couldn't move it to Thursday; no carving slot. It arrives Friday 11 December at 4:00 PM. Your remaining balance is TT$4,125.00.",
    [S("We couldn't move it to Thursday"), S("Friday 11 December at 4:00 PM"), C("remaining balance is TT$4,125.00", "AMOUNT_MISMATCH")],
    errors=["wrong_arithmetic"], excludes=["TT$4,125.00"], includes=["TT$2,320.31|2,320.31|2320.31", "4:00 PM"], notes="Balance is total 464063 minus 232032 deposit = 232031; 412500 is the pre-VAT price.", repair=True)
