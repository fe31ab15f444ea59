# Ice sculpture: wedding swan commission, quote v2 supersedes v1, deposit paid.
D = "ice-sculpture commissions"; SC = "sculpture-wedding-swans"
NOW = "2026-12-06T13:00:00-04:00"
Q = "Can you confirm our swan sculpture order for the wedding — price, deposit and delivery?"
E = [
  rec("stream#COM-IS-0781", "tool:get_commission_stream", {"stream_id": "COM-IS-0781", "client": {"name": "Priya & Jason Lutchman"},
    "venue": {"name": "Hyatt Regency Trinidad, Ballroom", "setup_contact": "Banquet captain", "distance_from_studio_km": "6.4", "studio": "Port of Spain"},
    "events": [
      ev(1, "QuoteIssued", "2026-10-20 10:00", quote_id="Q-0781-v1", design="TWIN_SWANS_HEART", block_count=3, price_minor=520000, currency="TTD", status="SUPERSEDED"),
      ev(2, "QuoteIssued", "2026-11-02 15:30", quote_id="Q-0781-v2", design="TWIN_SWANS_HEART_LED_BASE", block_count=4, price_minor=685000, currency="TTD", status="ACCEPTED"),
      ev(3, "PaymentCaptured", "2026-11-03 09:00", amount_minor=342500, currency="TTD", purpose="DEPOSIT_50"),
      ev(4, "DeliveryScheduled", "2026-11-28 11:00", deliver_at=us("2026-12-20 15:00"), display_window="PT5H", crew=2)]}),
  pol("commissions#terms", "A 50% deposit secures your date and is non-refundable once carving begins. The balance is due 7 days before delivery. Delivery within 30 km of Port of Spain is included. Indoor pieces hold their detail for about 5 hours; outdoor pieces are not guaranteed.", "2026-09"),
]
add(70, SC, D, Q, E, "Confirmed! Your four-block twin swans with the LED base are TT$6,850.00. You've paid the TT$3,425.00 deposit. The TT$3,425.00 balance is due by Sunday 13 December. We deliver at 3:00 PM on Sunday 20 December.",
    [S("Confirmed!"), S("four-block twin swans with the LED base are TT$6,850.00"), S("You've paid the TT$3,425.00 deposit."), S("The TT$3,425.00 balance is due by Sunday 13 December."), S("We deliver at 3:00 PM on Sunday 20 December.")],
    includes=["TT$6,850.00"], notes="Accepted quote v2 685000; deposit 342500; balance 7 days before 20/12 = 13/12.")
add(71, SC, D, Q, E, "Hi Priya and Jason! Quote Q-0781-v2 is the one in force: TT$6,850. Deposit paid. A two-person crew delivers on 20/12 at 3 PM. Indoors, the swans hold their detail for about 5 hours.",
    [S("Quote Q-0781-v2 is the one in force: TT$6,850."), S("Deposit paid."), S("A two-person crew delivers on 20/12 at 3 PM."), S("the swans hold their detail for about 5 hours")],
    includes=["Q-0781-v2"], notes="v2 ACCEPTED; crew 2; policy.")
add(72, SC, D, Q, E, "Your sculpture is priced at six thousand eight hundred and fifty dollars. Half was paid as the deposit. Delivery to the Hyatt ballroom is included.",
    [S("six thousand eight hundred and fifty dollars"), S("Half was paid as the deposit."), S("Delivery to the Hyatt ballroom is included.")],
    includes=["six thousand eight hundred and fifty"], notes="Hyatt in Port of Spain is within 30 km; policy includes delivery.")
add(73, SC, D, Q, E, "Your twin swans are TT$5,200.00 for three blocks. The deposit of TT$3,425.00 is in. Delivery is 3:00 PM on 20 December.",
    [C("TT$5,200.00 for three blocks", "AMOUNT_MISMATCH", "VALUE_MISMATCH"), S("The deposit of TT$3,425.00 is in."), S("Delivery is 3:00 PM on 20 December.")],
    errors=["stale_value"], excludes=["TT$5,200.00"], notes="Q-0781-v1 is SUPERSEDED; v2 is 685000 for 4 blocks.")
add(74, SC, D, Q, E, "Your order is TT$6,850.00 and the deposit is paid. The balance is due on delivery day. Your deposit is refundable up to a week before the wedding.",
    [S("Your order is TT$6,850.00"), S("the deposit is paid"), C("The balance is due on delivery day.", "NLI_CONTRADICTION"), CI("Your deposit is refundable up to a week before the wedding.", "NLI_CONTRADICTION", "NLI_NOT_ENTAILED")],
    errors=["wrong_policy_condition", "wrong_policy_condition"], excludes=["due on delivery day", "refundable up to a week before"],
    notes="Terms: balance due 7 days before delivery; deposit non-refundable once carving begins.")
add(15, SC, D, Q, E, "Your twin swans with LED base come to TT$6,850.00. Deposit of TT$3,425.00 received. We deliver on 20 December at 7:00 PM.",
    [S("come to TT$6,850.00"), S("Deposit of TT$3,425.00 received."), C("at 7:00 PM", "DATE_MISMATCH", "VALUE_MISMATCH")],
    errors=["unit_conversion"], excludes=["7:00 PM"], includes=["3:00 PM|3 PM|15:00", "TT$6,850.00"], notes="deliver_at is 15:00 local (19:00 UTC).", repair=True)
