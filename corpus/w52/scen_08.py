# Roller derby: bout tickets, one ticket refunded, seats.
D = "roller-derby league"; SC = "derby-bout-tickets"
NOW = "2026-12-09T12:00:00-04:00"
Q = "I bought tickets for the Carnival Crush bout but returned one. What do I have now?"
E = [
  rec("stream#ORD-DB-7716", "tool:get_order_stream", {"stream_id": "ORD-DB-7716", "buyer": {"name": "Keisha Ollivierre", "email_hint": "k***@mail.tt"},
    "bout": {"code": "BOUT-CC-1213", "title": "Carnival Crush: Port of Spain Pan Rollers vs San Fernando Sirens", "venue": "Jean Pierre Complex", "doors_open": us("2026-12-13 17:30"), "first_whistle": us("2026-12-13 18:30")},
    "events": [
      ev(1, "OrderPlaced", "2026-11-29 21:14", tickets=[{"ticket_id": "TK-55101", "section": "TRACKSIDE", "price_minor": 7500}, {"ticket_id": "TK-55102", "section": "TRACKSIDE", "price_minor": 7500}, {"ticket_id": "TK-55103", "section": "TRACKSIDE", "price_minor": 7500}], currency="TTD"),
      ev(2, "PaymentCaptured", "2026-11-29 21:15", amount_minor=22500, fees_minor=900, currency="TTD"),
      ev(3, "TicketRefunded", "2026-12-03 08:10", ticket_id="TK-55103", refund_minor=7500, fee_refunded=False, currency="TTD")]}),
  pol("tickets-policy#returns", "Bout tickets can be returned up to 48 hours before first whistle. The ticket price is refunded; booking fees are not. Trackside seats are unreserved benches in the first three rows. Children under 12 must sit in the bleachers, not trackside.", "2026-11"),
  psg("kb#venue", "Jean Pierre Complex parking opens with the doors.\nNo outside food or drink."),
]
add(37, SC, D, Q, E, "You have two trackside tickets left: TK-55101 and TK-55102. TK-55103 was refunded TT$75.00. Doors open at 5:30 PM this Sunday, first whistle at 6:30 PM.",
    [S("You have two trackside tickets left"), S("TK-55101 and TK-55102"), S("TK-55103 was refunded TT$75.00"), S("Doors open at 5:30 PM this Sunday"), S("first whistle at 6:30 PM")],
    includes=["TK-55101", "6:30 PM"], notes="OrderPlaced 3 tickets; TicketRefunded TK-55103 7500; now Wed 9/12, Sunday is 13/12.", now=NOW)
add(38, SC, D, Q, E, "Hey Keisha! Two tickets still active for Carnival Crush on 13/12. Your refund was TT$75; the booking fee isn't refunded. Trackside is unreserved benches in the first three rows, so come early.",
    [S("Two tickets still active"), S("Carnival Crush on 13/12"), S("Your refund was TT$75"), S("the booking fee isn't refunded"), S("Trackside is unreserved benches in the first three rows")],
    includes=["TT$75"], notes="fee_refunded false; policy.")
add(39, SC, D, Q, E, "Two tickets remain, worth TT$150 together. One was returned and TT$75 went back to you. Bout starts at 6:30 PM at Jean Pierre Complex.",
    [S("Two tickets remain"), S("worth TT$150 together"), S("TT$75 went back to you"), S("Bout starts at 6:30 PM at Jean Pierre Complex.")],
    includes=["TT$150"], notes="2 x 7500 = 15000.")
add(40, SC, D, Q, E, "You have two tickets left. Your refund for TK-55103 was TT$84.00, ticket plus booking fee. First whistle is 6:30 PM on 13 December.",
    [S("You have two tickets left."), C("Your refund for TK-55103 was TT$84.00", "AMOUNT_MISMATCH"), C("ticket plus booking fee", "VALUE_MISMATCH", "NLI_CONTRADICTION"), S("First whistle is 6:30 PM on 13 December.")],
    errors=["wrong_amount", "wrong_policy_condition"], excludes=["TT$84.00", "plus booking fee"], notes="refund_minor 7500, fee_refunded false; policy: booking fees not refunded.")
add(41, SC, D, Q, E, "Two trackside tickets are still yours. The refund of TT$75.00 is done. First whistle is 10:30 PM on 13 December.",
    [S("Two trackside tickets are still yours."), S("The refund of TT$75.00 is done."), C("First whistle is 10:30 PM", "DATE_MISMATCH", "VALUE_MISMATCH")],
    errors=["unit_conversion"], excludes=["10:30 PM"], notes="22:30 UTC is 18:30 in Port of Spain; the draft gave the UTC hour.")
add(42, SC, D, Q, E, "Two tickets left, seats A-12 and A-13 trackside. TT$75 refunded for the third. Doors at 5:30 PM.",
    [S("Two tickets left"), I("seats A-12 and A-13", "CLAIM_WITHOUT_TOOL_EVIDENCE"), S("TT$75 refunded for the third"), S("Doors at 5:30 PM.")],
    errors=["invented_fact"], excludes=["A-12 and A-13"], notes="No seat numbers in the order; policy says trackside is unreserved benches.")
add(8, SC, D, Q, E, "You still hold two tickets, TK-55101 and TK-55102. TT$75.00 was refunded for TK-55103. Doors open at 9:30 PM on Sunday 13 December.",
    [S("You still hold two tickets"), S("TK-55101 and TK-55102"), S("TT$75.00 was refunded for TK-55103"), C("Doors open at 9:30 PM", "DATE_MISMATCH", "VALUE_MISMATCH")],
    errors=["unit_conversion"], excludes=["9:30 PM"], includes=["5:30 PM|5:30pm|17:30", "TK-55101"], notes="doors_open is 17:30 local (21:30 UTC).", repair=True)
