# Curling club: bonspiel team entry on waitlist.
D = "curling club"; SC = "curling-bonspiel-entry"
NOW = "2026-12-06T16:00:00-04:00"
Q = "Is our team in for the New Year Bonspiel?"
E = [
  rec("stream#ENT-NYB-044", "tool:get_entry_stream", {"stream_id": "ENT-NYB-044", "event": {"code": "NYB-2027", "name": "New Year Bonspiel", "starts": us("2027-01-09 08:00")},
    "team": {"name": "Rocks of Ages", "skip": "Haniff Khan", "vice": "Deborah Lewis", "lead": "Tariq Joseph", "second": "Paula Ng"},
    "events": [
      ev(1, "EntrySubmitted", "2026-11-25 20:00", entry_fee_minor=120000, currency="TTD"),
      ev(2, "PaymentCaptured", "2026-11-25 20:02", amount_minor=120000, currency="TTD"),
      ev(3, "EntryWaitlisted", "2026-11-26 09:00", position=3, reason_code="DRAW_FULL")]}),
  rec("stream#ENT-NYB-039", "tool:get_entry_stream", {"stream_id": "ENT-NYB-039", "team": {"name": "Hurry Hard TT"},
    "events": [ev(1, "EntrySubmitted", "2026-11-20 10:00"), ev(2, "EntryAccepted", "2026-11-21 10:00", draw_slot="A3")]}),
  pol("bonspiel-rules#entry", "The draw holds 16 teams. Waitlisted teams move up in order as spots open. If a waitlisted team is not placed by 2 January, its entry fee is refunded in full. Teams may withdraw from the waitlist at any time for a full refund.", "NYB-2027"),
]
add(32, SC, D, Q, E, "Not yet. Rocks of Ages is on the waitlist at position 3. The draw is full. If you're not placed by 2 January, your TT$1,200.00 fee comes back in full.",
    [S("Not yet."), S("on the waitlist at position 3"), S("The draw is full."), S("If you're not placed by 2 January"), S("your TT$1,200.00 fee comes back in full")],
    includes=["position 3"], notes="EntryWaitlisted position 3 DRAW_FULL; rules refund by 2 Jan.")
add(33, SC, D, Q, E, "Hi Haniff, you're third on the waitlist for the bonspiel on Saturday 9 January. Teams move up in order as spots open.",
    [S("you're third on the waitlist"), S("the bonspiel on Saturday 9 January"), S("Teams move up in order as spots open.")],
    includes=["third"], notes="event.starts 2027-01-09 08:00 (a Saturday).")
add(34, SC, D, Q, E, "Waitlisted, #3. Fee paid: TT$1,200. You can pull out any time for a full refund.",
    [S("Waitlisted, #3."), S("Fee paid: TT$1,200."), S("You can pull out any time for a full refund.")],
    includes=["#3"], notes="Rules last sentence.")
add(35, SC, D, Q, E, "Yes, you're in! Rocks of Ages has draw slot A3 for the New Year Bonspiel.",
    [C("Yes, you're in!", "RECORD_STATE_MISMATCH"), C("has draw slot A3", "VALUE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
    errors=["other_record_value", "other_record_value"], excludes=["you're in!", "draw slot A3"], notes="Accepted with slot A3 is team Hurry Hard TT (ENT-NYB-039); this entry is waitlisted.")
add(36, SC, D, Q, E, "You're on the waitlist at position 3. Deborah Lewis is listed as your skip. If you aren't placed by 2 January, the fee is refunded in full.",
    [S("on the waitlist at position 3"), C("Deborah Lewis is listed as your skip", "VALUE_MISMATCH"), S("the fee is refunded in full")],
    errors=["wrong_role"], excludes=["Deborah Lewis is listed as your skip"], notes="Deborah Lewis is the vice; the skip is Haniff Khan.")
add(7, SC, D, Q, E, "You're on the waitlist at position 3. If you're not placed by 9 January, your TT$1,200.00 fee is refunded in full.",
    [S("on the waitlist at position 3"), C("not placed by 9 January", "NLI_CONTRADICTION"), S("your TT$1,200.00 fee is refunded in full")],
    errors=["wrong_date"], excludes=["placed by 9 January"], includes=["2 January|2/1|January 2", "position 3"], notes="Rules say 2 January; 9 January is the event start.", repair=True)
