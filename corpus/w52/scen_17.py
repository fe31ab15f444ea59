# Skate sharpening: two pairs on one ticket; different hollows; ready time.
D = "skate sharpening and repair"; SC = "sharpen-two-pairs"
NOW = "2026-12-07T09:30:00-04:00"
Q = "I dropped off two pairs for sharpening. Are they ready, and what hollow did you use on mine?"
E = [
  rec("stream#TKT-SH-90412", "tool:get_ticket_stream", {"stream_id": "TKT-SH-90412", "customer": {"name": "Marcus Providence", "phone_last4": "6631"},
    "items": [{"item_id": "IT-1", "owner": "Marcus", "type": "HOCKEY", "size": "10.5", "spec": {"rocker": "9FT", "roh": "1/2\""}},
              {"item_id": "IT-2", "owner": "Mila (daughter)", "type": "FIGURE", "size": "3J", "spec": {"roh": "7/16\""}}],
    "events": [
      ev(1, "TicketOpened", "2026-12-06 16:10", price_lines=[{"item_id": "IT-1", "code": "SHARPEN_HOCKEY", "minor": 6000}, {"item_id": "IT-2", "code": "SHARPEN_FIGURE", "minor": 8500}], currency="TTD", promised_at=us("2026-12-07 17:00")),
      ev(2, "WorkCompleted", "2026-12-07 08:45", item_id="IT-1", tech="Shiva"),
      ev(3, "WorkCompleted", "2026-12-07 09:10", item_id="IT-2", tech="Shiva"),
      ev(4, "TicketReadyForPickup", "2026-12-07 09:12", shelf="B-04")]}),
  rec("snapshot#TKT-SH-90412", "projection:tickets", {"ticket": "TKT-SH-90412", "status": "IN_PROGRESS", "projected_through_sequence": 2}),
  pol("shop-policy#pickup", "Pay at pickup; cash, LINX and card accepted. Tickets not collected within 30 days are charged TT$10 a week storage. Re-sharpens within 7 days are free if you're not happy with the edge.", "2026-06"),
]
add(85, SC, D, Q, E, "Both pairs are ready for pickup, Marcus! Yours got a 1/2\" hollow. Mila's figure skates got 7/16\". Total to pay at pickup: TT$145.00.",
    [S("Both pairs are ready for pickup"), S("Yours got a 1/2\" hollow."), S("Mila's figure skates got 7/16\"."), S("Total to pay at pickup: TT$145.00.")],
    includes=["1/2\"", "TT$145.00"], notes="TicketReadyForPickup seq 4; spec.roh; 6000 + 8500 = 14500.")
add(86, SC, D, Q, E, "Ready now, shelf B-04.\n- Your hockey skates: half-inch hollow, TT$60\n- Mila's figure skates: TT$85\nNot happy with the edge? Free re-sharpen within 7 days.",
    [S("Ready now, shelf B-04."), S("Your hockey skates: half-inch hollow, TT$60"), S("Mila's figure skates: TT$85"), S("Free re-sharpen within 7 days.")],
    includes=["B-04"], notes="shelf B-04; lines.")
add(87, SC, D, Q, E, "Yes, both are done. Your pair was sharpened to a 7/16\" hollow. Total due: TT$145.00.",
    [S("Yes, both are done."), C("Your pair was sharpened to a 7/16\" hollow.", "VALUE_MISMATCH"), S("Total due: TT$145.00.")],
    errors=["other_record_value"], excludes=["Your pair was sharpened to a 7/16"], notes="7/16\" is Mila's pair IT-2; Marcus's IT-1 is 1/2\".")
add(88, SC, D, Q, E, "Not yet. Your pair is done but Mila's skates are still in progress. The ticket was promised for 5:00 PM today.",
    [C("Not yet.", "RECORD_STATE_MISMATCH"), S("Your pair is done"), C("Mila's skates are still in progress", "RECORD_STATE_MISMATCH"), S("The ticket was promised for 5:00 PM today.")],
    errors=["stale_value", "stale_value"], excludes=["Not yet.", "still in progress"], notes="Snapshot IN_PROGRESS is through seq 2; seq 3-4 complete IT-2 and mark ready. promised_at 17:00 today supports the last sentence.", now=NOW)
add(18, SC, D, Q, E, "Both pairs are ready on shelf B-04. Yours has a 1/2\" hollow. Total to pay: TT$60.00.",
    [S("Both pairs are ready on shelf B-04."), S("Yours has a 1/2\" hollow."), C("Total to pay: TT$60.00.", "AMOUNT_MISMATCH")],
    errors=["wrong_arithmetic"], excludes=["TT$60.00"], includes=["TT$145|145.00", "B-04"], notes="Total covers both items: 6000 + 8500.", repair=True)
add(19, SC, D, Q, E, "Both pairs are ready. Your hockey skates have a 1/2\" hollow. Pay at pickup: TT$14,500.00.",
    [S("Both pairs are ready."), S("Your hockey skates have a 1/2\" hollow."), C("TT$14,500.00", "AMOUNT_MISMATCH")],
    errors=["unit_conversion"], excludes=["TT$14,500.00"], includes=["TT$145|145.00", "1/2"], notes="14500 minor units is TT$145.00.", repair=True)
