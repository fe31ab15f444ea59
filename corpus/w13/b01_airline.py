from lib import *

D = "regional airline"

# ---------------------------------------------------------------- 001 schedule change
sc = "schedule-change"
ev = [
    {"id": "get_pnr#K7TQ4M", "kind": "record", "source": "tool:get_pnr", "fields": {
        "record_locator": "K7TQ4M", "carrier": "CR", "ticket_number": "4127700318842",
        "passengers": [{"pax_id": "P1", "name": {"given": "Dana", "family": "Whitfield"}, "ptc": "ADT"}],
        "segments": [
            {"segment_id": "SEG1", "status": "SUPERSEDED", "superseded_by": "SEG1A", "flight": "CR418",
             "origin": "PDX", "destination": "BOI",
             "departure": {"local": "2026-06-12T07:15", "tz": "America/Los_Angeles", "utc": "2026-06-12T14:15:00Z"},
             "arrival": {"local": "2026-06-12T09:40", "tz": "America/Boise", "utc": "2026-06-12T15:40:00Z"},
             "seat": "9A"},
            {"segment_id": "SEG1A", "status": "CONFIRMED", "flight": "CR418", "origin": "PDX", "destination": "BOI",
             "departure": {"local": "2026-06-12T08:05", "tz": "America/Los_Angeles", "utc": "2026-06-12T15:05:00Z"},
             "arrival": {"local": "2026-06-12T10:30", "tz": "America/Boise", "utc": "2026-06-12T16:30:00Z"},
             "seat": "9A", "equipment": "DH4"},
            {"segment_id": "SEG2", "status": "CONFIRMED", "flight": "CR421", "origin": "BOI", "destination": "PDX",
             "departure": {"local": "2026-06-15T17:50", "tz": "America/Boise", "utc": "2026-06-15T23:50:00Z"},
             "arrival": {"local": "2026-06-15T18:20", "tz": "America/Los_Angeles", "utc": "2026-06-16T01:20:00Z"},
             "seat": "11D"}]}},
    {"id": "get_schedule_change#SC-20260603-0192", "kind": "record", "source": "tool:get_schedule_change",
     "fields": {"change_id": "SC-20260603-0192", "record_locator": "K7TQ4M", "affected_segment": "SEG1",
                "replacement_segment": "SEG1A", "reason_code": "EQUIPMENT_SWAP", "delta": "PT50M",
                "notified_at": 1780488000, "free_date_change_until": "2026-06-11", "refund_eligible": False}},
    {"id": "policy#schedule-changes", "kind": "policy", "revision": "2026-03",
     "text": "Seat assignments carry over to the new flight where the same seat is available. "
             "When we move a departure by 60 minutes or more, you may switch to another Cascade flight on the same "
             "route within 3 days either side at no charge, or ask for a full refund to the original form of payment. "
             "Changes of less than 60 minutes do not qualify for a refund. For those, we offer one free date change, "
             "which must be made by the day before the original departure."},
]
q = "Got an email that my Boise flight changed. What's the new time, and can I get a refund?"
add("w13-001-schedule-change", D, sc, q,
    "Hi Dana, your flight CR418 from Portland to Boise on June 12 now departs at 08:05 and lands at 10:30 Boise time. "
    "The retime is 50 minutes, so it doesn't qualify for a refund, but you can make one free date change until June 11. "
    "Your seat 9A has carried over to the new flight.", ev,
    [S("now departs at 08:05"), S("lands at 10:30 Boise time"), S("The retime is 50 minutes"),
     S("it doesn't qualify for a refund"), S("one free date change until June 11"), S("seat 9A has carried over")],
    incl=["08:05", "June 11"], notes="SEG1A (CONFIRMED) holds 08:05/10:30; schedule change delta PT50M, refund_eligible false, free_date_change_until 2026-06-11; policy: <60 min no refund.")
add("w13-002-schedule-change", D, sc, q,
    "Here's the updated timing for booking K7TQ4M:\n"
    "- Departure from Portland: 8:05 AM, Friday 12 June\n"
    "- Arrival in Boise: 10:30 AM local time\n"
    "- Time in the air: 1 hour 25 minutes\n"
    "Because the change is under an hour, a refund isn't available; a one-time free date change is, up to 11 June.", ev,
    [S("Departure from Portland: 8:05 AM, Friday 12 June"), S("Arrival in Boise: 10:30 AM"),
     S("Time in the air: 1 hour 25 minutes"), S("a refund isn't available"), S("a one-time free date change is, up to 11 June")],
    incl=["8:05 AM"], notes="SEG1A utc 15:05Z -> 16:30Z is 1h25m; local times 08:05 PDT / 10:30 MDT; policy and change record settle refund/date change.")
add("w13-003-schedule-change", D, sc, q,
    "New time: CR418 leaves Portland at 8:05 AM on June 12, fifty minutes later than before. No refund for a change that small, sorry.", ev,
    [S("leaves Portland at 8:05 AM on June 12"), S("fifty minutes later than before"), S("No refund for a change that small")],
    incl=["8:05 AM"], notes="SEG1A departure 08:05 local; delta PT50M; policy: changes under 60 minutes do not qualify for a refund.")
add("w13-004-schedule-change-stale", D, sc, q,
    "Hi Dana, your flight CR418 from Portland to Boise on June 12 departs at 07:15 and lands at 10:30 Boise time. "
    "Since your flight was retimed, you're entitled to a full refund to your original payment method if you'd rather not fly. "
    "Your seat 9A has carried over to the new flight.", ev,
    [C("departs at 07:15", "DATE_MISMATCH", "VALUE_MISMATCH"), S("lands at 10:30 Boise time"),
     C("you're entitled to a full refund", "NLI_CONTRADICTION", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH"),
     S("seat 9A has carried over")],
    errors=["stale_value", "condition_unmet"], excl=["departs at 07:15", "entitled to a full refund"], incl=["10:30"],
    notes="07:15 is the SUPERSEDED SEG1 departure; SEG1A departs 08:05. Full refund needs a change of 60+ min; delta is PT50M and refund_eligible is false.")
add("w13-005-schedule-change-utc", D, sc, q,
    "Your Portland to Boise flight on June 12 now departs at 08:05 and lands in Boise at 16:30. "
    "You can make one free date change until June 11.", ev,
    [S("now departs at 08:05"), C("lands in Boise at 16:30", "DATE_MISMATCH", "VALUE_MISMATCH"),
     S("one free date change until June 11")],
    errors=["unit_conversion"], excl=["Boise at 16:30"], incl=["08:05"],
    notes="16:30 is SEG1A arrival.utc; local arrival in America/Boise is 10:30.")
add("w13-r01-schedule-change", D, sc, q,
    "Hi Dana, CR418 on June 12 now leaves Portland at 07:15 and gets into Boise at 10:30. "
    "As the change is under an hour there's no refund, but one free date change is available until June 11.", ev,
    [C("leaves Portland at 07:15", "DATE_MISMATCH", "VALUE_MISMATCH"), S("gets into Boise at 10:30"),
     S("there's no refund"), S("one free date change is available until June 11")],
    errors=["stale_value"], incl=["8:05|08:05", "10:30", "June 11"], repair=True,
    notes="SEG1 (07:15) is SUPERSEDED by SEG1A departing 08:05.")

# ---------------------------------------------------------------- 002 baggage
sc = "baggage-allowance"
ev = [
    {"id": "get_pnr#M3VX9P", "kind": "record", "source": "tool:get_pnr", "fields": {
        "record_locator": "M3VX9P",
        "passengers": [
            {"pax_id": "P1", "name": "RAMAN/PRIYA MS", "fare_brand": "SAVER", "ticket_number": "4127700522107",
             "baggage": {"cabin": {"pieces": 1, "max_weight_kg": 7}, "checked": {"pieces": 0, "max_weight_kg": 23}},
             "ancillaries": [{"type": "PREPAID_BAG", "emd_number": "4128800093311", "pieces": 1, "max_weight_kg": 23,
                              "price": {"amount": 3500, "currency": "USD"}}]},
            {"pax_id": "P2", "name": "RAMAN/TOM MR", "fare_brand": "FLEX", "ticket_number": "4127700522108",
             "baggage": {"cabin": {"pieces": 1, "max_weight_kg": 7}, "checked": {"pieces": 2, "max_weight_kg": 23}},
             "ancillaries": []}],
        "segments": [{"flight": "CR230", "origin": "SEA", "destination": "RDM",
                      "departure": {"local": "2026-08-14T11:20", "tz": "America/Los_Angeles", "utc": "2026-08-14T18:20:00Z"}}]}},
    {"id": "policy#baggage", "kind": "policy", "revision": "B-12",
     "text": "Checked bags bought online cost $35 each; the same bag bought at the airport costs $50. "
             "Each checked bag may weigh up to 23 kg. Bags between 23 kg and 32 kg are accepted with an overweight "
             "charge of $75 per bag, per direction. We cannot accept any single bag over 32 kg."},
]
q = "How much luggage do I have on my Redmond flight, and what happens if my suitcase is 26 kg?"
add("w13-006-baggage-allowance", D, sc, q,
    "Hi Priya, on your Saver fare you have one cabin bag up to 7 kg, plus the checked bag of up to 23 kg that you prepaid for $35.00. "
    "At 26 kg your suitcase would be charged an overweight fee of $75 for each direction. Bags over 32 kg can't be accepted at all.", ev,
    [S("one cabin bag up to 7 kg"), S("the checked bag of up to 23 kg"), S("prepaid for $35.00"),
     S("overweight fee of $75 for each direction"), S("Bags over 32 kg can't be accepted")],
    incl=["7 kg", "$35.00"], notes="P1 baggage cabin 7 kg; PREPAID_BAG 23 kg, price 3500 USD; policy 23-32 kg: $75 per bag per direction.")
add("w13-007-baggage-allowance", D, sc, q,
    "For booking M3VX9P:\n"
    "• You (Saver): 1 cabin bag, 7 kg max, and 1 prepaid checked bag, 23 kg max\n"
    "• Tom (Flex): 1 cabin bag plus 2 checked bags, 23 kg each\n"
    "A 26 kg suitcase is still accepted, with a $75 overweight charge per direction.", ev,
    [S("1 cabin bag, 7 kg max"), S("1 prepaid checked bag, 23 kg max"), S("2 checked bags, 23 kg each"),
     S("A 26 kg suitcase is still accepted"), S("$75 overweight charge per direction")],
    incl=["$75"], notes="P1 and P2 baggage blocks; policy accepts 23-32 kg with $75 per direction.")
add("w13-008-baggage-allowance", D, sc, q,
    "You've got a 7 kg cabin bag and one 23 kg checked bag (the one you bought online for thirty-five dollars). "
    "Anything from 23 to 32 kg costs an extra $75 per bag each way.", ev,
    [S("a 7 kg cabin bag"), S("one 23 kg checked bag"), S("bought online for thirty-five dollars"),
     S("costs an extra $75 per bag each way")],
    incl=["23 kg"], notes="Ancillary PREPAID_BAG price 3500 USD = $35; policy overweight band and fee.")
add("w13-009-baggage-allowance-tom", D, sc, q,
    "Hi Priya, your fare includes one cabin bag up to 7 kg and two checked bags of 23 kg each. "
    "At 26 kg your suitcase would be charged an overweight fee of $50 for each direction.", ev,
    [S("one cabin bag up to 7 kg"), C("two checked bags of 23 kg each", "VALUE_MISMATCH"),
     C("overweight fee of $50 for each direction", *POL_C)],
    errors=["other_record_value", "wrong_amount"], excl=["two checked bags", "overweight fee of $50"], incl=["7 kg"],
    notes="Two checked bags belong to P2 (Tom, FLEX); Priya's SAVER has 0 plus one prepaid bag. Policy overweight fee is $75; $50 is the airport bag price.")
add("w13-010-baggage-allowance-perk", D, sc, q,
    "Priya, your Saver ticket gives you a 7 kg cabin bag, and your prepaid checked bag allows up to 23 kg. "
    "As a Saver passenger you also get a free personal item such as a laptop bag. "
    "A 26 kg bag will incur the $75 overweight charge each way.", ev,
    [S("a 7 kg cabin bag"), S("allows up to 23 kg"), I("you also get a free personal item", *POL_I, REC),
     S("the $75 overweight charge each way")],
    errors=["unlisted_perk"], excl=["free personal item"], incl=["$75"],
    notes="Neither the baggage block nor the policy lists a personal item.")
add("w13-r02-baggage-allowance", D, sc, q,
    "Hi Priya, you have one cabin bag up to 7 kg, and the checked bag of up to 23 kg that you prepaid for $50.00. "
    "A 26 kg suitcase is accepted with a $75 overweight fee per direction.", ev,
    [S("one cabin bag up to 7 kg"), S("checked bag of up to 23 kg"), C("prepaid for $50.00", "AMOUNT_MISMATCH"),
     S("$75 overweight fee per direction")],
    errors=["wrong_amount"], incl=["$35|35.00", "7 kg", "$75"], repair=True,
    notes="PREPAID_BAG price amount 3500 USD is $35.00.")

# ---------------------------------------------------------------- 003 basic fare refund
sc = "basic-fare-refund"
ev = [
    {"id": "get_ticket#0377212450981", "kind": "record", "source": "tool:get_ticket", "fields": {
        "ticket_number": "0377212450981", "record_locator": "Q8LJ2D", "passenger": "BELLINI/MARCO MR",
        "issued_at": "2026-05-02T16:41:00Z", "fare_basis": "TLOWUS", "fare_brand": "BASIC",
        "fare": {"base_minor": 18900, "taxes_minor": 3742, "total_minor": 22642, "currency": "USD"},
        "coupons": [{"coupon": 1, "flight": "CR611", "origin": "SLC", "destination": "SUN", "status": "OPEN",
                     "departure": {"local": "2026-06-04T15:30", "tz": "America/Denver", "utc": "2026-06-04T21:30:00Z"}}],
        "fare_rules": {"refundable": False, "changeable": False, "tax_refund_on_cancel": True}}},
    {"id": "get_refund_quotes#Q8LJ2D", "kind": "record", "source": "tool:get_refund_quotes", "fields": {
        "quotes": [
            {"quote_id": "RQ-88101", "created_at": "2026-05-02T18:05:00Z", "status": "EXPIRED",
             "basis": "RISK_FREE_24H", "refund_minor": 22642, "currency": "USD"},
            {"quote_id": "RQ-90417", "created_at": "2026-05-20T14:12:00Z", "status": "ACTIVE",
             "basis": "TAXES_ONLY", "refund_minor": 3742, "currency": "USD", "to": "ORIGINAL_FOP"}]}},
    {"id": "policy#basic-fares", "kind": "policy", "revision": "F-7",
     "text": "Tickets cancelled within 24 hours of purchase are refunded in full. After that, Basic fares are "
             "non-refundable and cannot be changed, and no travel credit is issued for the fare. Government taxes "
             "and fees are returned when a Basic ticket is cancelled before departure. Refunds go back to the "
             "original card within 7 business days of the cancellation."},
]
q = "I can't make my Sun Valley trip. If I cancel, what do I get back?"
now = "2026-05-20T08:20:00-06:00"
add("w13-011-basic-fare-refund", D, sc, q,
    "Marco, your Basic fare itself isn't refundable, but if you cancel before departure the taxes of $37.42 come back to you. "
    "That refund goes to your original card within 7 business days.", ev,
    [S("your Basic fare itself isn't refundable"), S("the taxes of $37.42 come back to you"),
     S("original card within 7 business days")], now=now,
    incl=["$37.42"], notes="Active quote RQ-90417 TAXES_ONLY 3742 USD; policy: Basic non-refundable after 24h, refunds within 7 business days.")
add("w13-012-basic-fare-refund", D, sc, q,
    "Cancelling ticket 0377212450981 now would return $37.42 in taxes and fees. The $189.00 fare is non-refundable, "
    "and Basic tickets can't be converted to travel credit either.", ev,
    [S("Cancelling ticket 0377212450981 now would return $37.42"), S("The $189.00 fare is non-refundable"),
     S("can't be converted to travel credit")], now=now,
    incl=["$37.42", "$189.00"], notes="fare.base_minor 18900 = $189.00; refundable false; policy: no travel credit for Basic fare.")
add("w13-013-basic-fare-refund", D, sc, q,
    "Dear Mr. Bellini,\n\nThank you for letting us know. Under your Basic fare rules, only the government taxes and fees, "
    "thirty-seven dollars and forty-two cents, are refunded when the ticket is cancelled before the flight on June 4. "
    "The refund is credited to the card you paid with.\n\nKind regards,\nCascade Regional Reservations", ev,
    [N("Thank you for letting us know."), S("thirty-seven dollars and forty-two cents"),
     S("before the flight on June 4"), S("credited to the card you paid with")], now=now,
    incl=["June 4"], notes="refund_minor 3742 to ORIGINAL_FOP; coupon CR611 departs 2026-06-04.")
add("w13-014-basic-fare-refund-stale", D, sc, q,
    "Marco, if you cancel now you'd receive a refund of $226.42 to your original card. "
    "That refund goes to your original card within 14 business days.", ev,
    [C("a refund of $226.42", "AMOUNT_MISMATCH"), C("within 14 business days", *POL_C)], now=now,
    errors=["stale_value", "wrong_period"], excl=["$226.42", "14 business days"],
    notes="RQ-88101 for 22642 is EXPIRED (24h risk-free window); the active quote is 3742. Policy says 7 business days.")
add("w13-015-basic-fare-refund-24h", D, sc, q,
    "Since you booked on May 2, you're still inside our 24-hour risk-free window, so cancelling gets you the full fare back. "
    "The taxes portion alone is $37.42.", ev,
    [C("you're still inside our 24-hour risk-free window", "NLI_CONTRADICTION", "VALUE_MISMATCH", "DATE_MISMATCH"),
     S("The taxes portion alone is $37.42")], now=now,
    errors=["condition_unmet"], excl=["inside our 24-hour risk-free window"], incl=["$37.42"],
    notes="Ticket issued 2026-05-02, now is 2026-05-20: 24-hour full refund window has passed.")
add("w13-r03-basic-fare-refund", D, sc, q,
    "Marco, your Basic fare isn't refundable, but cancelling before June 4 gets you a refund of $226.42 in taxes and fees. "
    "It goes back to your original card within 7 business days.", ev,
    [S("your Basic fare isn't refundable"), C("a refund of $226.42 in taxes and fees", "AMOUNT_MISMATCH"),
     S("within 7 business days")], now=now,
    errors=["stale_value"], incl=["$37.42|37.42", "7 business days"], repair=True,
    notes="Active quote RQ-90417 is 3742 USD; 22642 is the expired quote.")

# ---------------------------------------------------------------- 004 exit row refused
sc = "exit-row-seat"
ev = [
    {"id": "get_pnr#H2NW6R", "kind": "record", "source": "tool:get_pnr", "fields": {
        "record_locator": "H2NW6R", "passenger": {"name": "OKAFOR/LENA MS", "ptc": "ADT"},
        "segments": [
            {"segment_id": "SEG1", "flight": "CR144", "origin": "BOI", "destination": "SEA", "status": "CONFIRMED",
             "departure": {"local": "2026-07-09T06:45", "tz": "America/Boise", "utc": "2026-07-09T12:45:00Z"},
             "seat": {"number": "14C", "type": "PREFERRED", "fee": {"amount": "18.00", "currency": "USD"}}},
            {"segment_id": "SEG2", "flight": "CR149", "origin": "SEA", "destination": "BOI", "status": "CONFIRMED",
             "departure": {"local": "2026-07-12T19:10", "tz": "America/Los_Angeles", "utc": "2026-07-13T02:10:00Z"},
             "seat": {"number": "22F", "type": "STANDARD", "fee": None}}]}},
    {"id": "get_seat_map#CR144-20260709", "kind": "record", "source": "tool:get_seat_map", "fields": {
        "flight": "CR144", "date": "2026-07-09",
        "rows": [{"row": 12, "seats": [{"seat": "12A", "available": True, "type": "EXIT_ROW", "price": {"amount": "45.00", "currency": "USD"}},
                                        {"seat": "12D", "available": False, "type": "EXIT_ROW"}]},
                 {"row": 14, "seats": [{"seat": "14C", "available": False, "type": "PREFERRED"}]}]}},
    {"id": "assign_seat#call-3", "kind": "refused_call", "tool": "assign_seat", "decision": "DENY",
     "args": {"record_locator": "H2NW6R", "segment_id": "SEG1", "seat": "12A"}},
    {"id": "policy#exit-rows", "kind": "policy", "revision": "S-4",
     "text": "Preferred seat fees are refunded only if we move you to a different seat type. Exit row seats are "
             "assigned only by airport check-in staff, after they confirm the customer meets the exit row requirements. "
             "Customers in an exit row must be at least 15 years old and willing to assist in an evacuation."},
]
q = "Can you move me to the exit row on my Seattle flight? 12A looks free."
add("w13-016-exit-row-seat", D, sc, q,
    "Lena, I wasn't able to move you into exit row seat 12A; exit row seats have to be assigned by check-in staff at the airport. "
    "You're still in 14C, the Preferred seat you paid $18.00 for.", ev,
    [S("I wasn't able to move you into exit row seat 12A"), S("assigned by check-in staff at the airport"),
     S("You're still in 14C"), S("the Preferred seat you paid $18.00 for")],
    incl=["14C"], notes="assign_seat was DENIED; policy: exit rows assigned by airport check-in staff; SEG1 seat 14C PREFERRED fee 18.00.")
add("w13-017-exit-row-seat", D, sc, q,
    "Dear Ms. Okafor,\n\nSeat 12A is showing as open on CR144, but the change was declined in our system because exit row "
    "seats can only be given out at the airport check-in desk once staff confirm you meet the requirements, which include "
    "being at least 15 years old. Your current seat, 14C, stays as booked.\n\nBest regards,\nCascade Regional", ev,
    [S("Seat 12A is showing as open on CR144"), S("the change was declined in our system"),
     S("only be given out at the airport check-in desk"), S("being at least 15 years old"),
     S("Your current seat, 14C, stays as booked")],
    incl=["14C"], notes="Seat map 12A available; refused_call DENY; policy age 15 and airport assignment.")
add("w13-018-exit-row-seat", D, sc, q,
    "Couldn't move you to 12A, sorry — exit rows are assigned at the airport only. You keep 14C for now.", ev,
    [S("Couldn't move you to 12A"), S("exit rows are assigned at the airport only"), S("You keep 14C for now")],
    incl=["14C"], notes="refused_call DENY for 12A; policy; SEG1 seat 14C.")
add("w13-019-exit-row-seat-done", D, sc, q,
    "Lena, I've moved you into exit row seat 12A on CR144. "
    "Exit row seats are open to customers aged 12 and over who are willing to help in an evacuation.", ev,
    [C("I've moved you into exit row seat 12A", "NOT_EXECUTED"), C("aged 12 and over", *POL_C)],
    errors=["refused_call_effect", "wrong_policy_condition"], excl=["I've moved you into exit row seat 12A", "aged 12 and over"],
    notes="assign_seat call was DENIED; policy minimum age is 15.")
add("w13-020-exit-row-seat-return", D, sc, q,
    "I couldn't assign 12A — exit row seats are handed out only by check-in staff at the airport. "
    "On the Boise to Seattle flight you're currently in 22F, and your $18.00 Preferred seat fee will be refunded automatically.", ev,
    [S("I couldn't assign 12A"), S("handed out only by check-in staff at the airport"),
     C("you're currently in 22F", "VALUE_MISMATCH", "IDENTIFIER_MISMATCH"),
     C("your $18.00 Preferred seat fee will be refunded automatically", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["other_record_value", "condition_unmet"], excl=["currently in 22F", "will be refunded automatically"],
    notes="22F is the SEG2 return seat; SEG1 seat is 14C. Policy refunds the Preferred fee only if moved to another seat type; no move happened.")
add("w13-r04-exit-row-seat", D, sc, q,
    "Lena, I've moved you to exit row seat 12A on your July 9 flight to Seattle. Your previous seat 14C was a Preferred seat booked for $18.00.", ev,
    [C("I've moved you to exit row seat 12A", "NOT_EXECUTED"), S("Your previous seat 14C was a Preferred seat booked for $18.00")],
    errors=["refused_call_effect"], incl=["couldn't|could not|unable|not able|wasn't able|declined|escalated", "14C"], repair=True,
    notes="assign_seat DENY: the move did not happen.")

# ---------------------------------------------------------------- 005 missed connection rebooking
sc = "missed-connection"
ev = [
    {"id": "get_pnr#T5GB8K", "kind": "record", "source": "tool:get_pnr", "fields": {
        "record_locator": "T5GB8K", "passenger": "ITO/SAMUEL MR",
        "tickets": [{"ticket_number": "4127700401125", "status": "EXCHANGED"},
                    {"ticket_number": "4127700401990", "status": "OPEN", "reissued_from": "4127700401125"}],
        "segments": [
            {"segment_id": "SEG1", "flight": "CR302", "origin": "MFR", "destination": "SEA", "status": "FLOWN",
             "arrival": {"local": "2026-07-03T09:31", "tz": "America/Los_Angeles", "utc": "2026-07-03T16:31:00Z"},
             "delay": "PT1H46M"},
            {"segment_id": "SEG2", "flight": "CR515", "origin": "SEA", "destination": "GEG", "status": "SUPERSEDED",
             "superseded_by": "SEG3",
             "departure": {"local": "2026-07-03T09:15", "tz": "America/Los_Angeles", "utc": "2026-07-03T16:15:00Z"}},
            {"segment_id": "SEG3", "flight": "CR517", "origin": "SEA", "destination": "GEG", "status": "CONFIRMED",
             "departure": {"local": "2026-07-03T13:40", "tz": "America/Los_Angeles", "utc": "2026-07-03T20:40:00Z"},
             "arrival": {"local": "2026-07-03T14:45", "tz": "America/Los_Angeles", "utc": "2026-07-03T21:45:00Z"},
             "seat": "7B", "rebooking_fee": {"amount": 0, "currency": "USD"}}],
        "vouchers": [{"voucher_id": "MV-55210", "type": "MEAL", "value": {"amount": 1500, "currency": "USD"}, "status": "ISSUED"}]}},
    {"id": "policy#misconnect", "kind": "policy", "revision": "2025-11",
     "text": "If a delay on our flight makes you miss a Cascade connection, we rebook you on the next available "
             "flight at no cost. When the new departure is 3 hours or more after the original one, we issue a meal "
             "voucher. Hotel accommodation is provided only when the next available flight leaves the following day."},
]
q = "My flight from Medford was late and I missed the Spokane connection. What now?"
now = "2026-07-03T09:48:00-07:00"
add("w13-021-missed-connection", D, sc, q,
    "Samuel, you're rebooked on CR517 from Seattle to Spokane today, leaving at 1:40 PM and arriving at 2:45 PM. "
    "Your new ticket number is 4127700401990, and a $15 meal voucher has been issued for the wait.", ev,
    [S("you're rebooked on CR517 from Seattle to Spokane today"), S("leaving at 1:40 PM"), S("arriving at 2:45 PM"),
     S("Your new ticket number is 4127700401990"), S("a $15 meal voucher has been issued")], now=now,
    incl=["1:40 PM", "4127700401990"], notes="SEG3 CONFIRMED 2026-07-03 13:40-14:45 local; ticket 4127700401990 OPEN; voucher MV-55210 1500 USD ISSUED.")
add("w13-022-missed-connection", D, sc, q,
    "Rebooked at no cost:\n- Flight CR517, 3 July, 13:40 → 14:45\n- Seat 7B\n- New ticket 4127700401990 replaces 4127700401125\n"
    "Since your new flight is the same day, no hotel is provided, but your meal voucher for $15.00 is on the booking.", ev,
    [S("Rebooked at no cost"), S("Flight CR517, 3 July, 13:40 → 14:45"), S("Seat 7B"),
     S("New ticket 4127700401990 replaces 4127700401125"), S("no hotel is provided"), S("your meal voucher for $15.00")],
    incl=["13:40", "7B"], notes="rebooking_fee 0; SEG3 times and seat; ticket reissued_from; policy hotel only next-day.")
add("w13-023-missed-connection", D, sc, q,
    "Hi Samuel — sorry about the Medford delay. You've been put on the 1:40 PM CR517 this afternoon at no charge, and a fifteen-dollar meal voucher is waiting on your booking since the wait is over three hours.", ev,
    [N("sorry about the Medford delay"), S("put on the 1:40 PM CR517 this afternoon at no charge"),
     S("a fifteen-dollar meal voucher is waiting on your booking"), S("the wait is over three hours")], now=now,
    incl=["1:40 PM"], notes="SEG3 13:40 local; voucher 1500 USD; original SEG2 09:15 to 13:40 is 4h25m, policy threshold 3 hours.")
add("w13-024-missed-connection-oldticket", D, sc, q,
    "Samuel, you're rebooked on CR517 from Seattle to Spokane today, leaving at 1:40 PM. "
    "Your ticket number is 4127700401125. "
    "I've also arranged complimentary lounge access for you at Seattle while you wait.", ev,
    [S("leaving at 1:40 PM"), C("Your ticket number is 4127700401125", "IDENTIFIER_MISMATCH", "RECORD_STATE_MISMATCH"),
     I("I've also arranged complimentary lounge access", REC)], now=now,
    errors=["stale_value", "unrecorded_extra"], excl=["ticket number is 4127700401125", "complimentary lounge access"], incl=["1:40 PM"],
    notes="4127700401125 is EXCHANGED; current ticket 4127700401990. No record of any lounge pass.")
add("w13-025-missed-connection-hotel", D, sc, q,
    "You're now on CR517, departing Seattle at 13:40 and arriving in Spokane at 15:45. "
    "Because you missed your connection, a hotel room near the airport is included too.", ev,
    [S("departing Seattle at 13:40"), C("arriving in Spokane at 15:45", "DATE_MISMATCH", "VALUE_MISMATCH"),
     C("a hotel room near the airport is included", "NLI_CONTRADICTION", "VALUE_MISMATCH")], now=now,
    errors=["wrong_time", "condition_unmet"], excl=["Spokane at 15:45", "hotel room near the airport"], incl=["13:40"],
    notes="SEG3 arrives 14:45. Policy: hotel only when next flight leaves the following day; CR517 is same day.")
add("w13-r05-missed-connection", D, sc, q,
    "Samuel, you're rebooked on CR517 today, leaving Seattle at 1:40 PM and arriving in Spokane at 3:45 PM. Your new ticket is 4127700401990.", ev,
    [S("leaving Seattle at 1:40 PM"), C("arriving in Spokane at 3:45 PM", "DATE_MISMATCH", "VALUE_MISMATCH"),
     S("Your new ticket is 4127700401990")], now=now,
    errors=["wrong_time"], incl=["2:45 PM|2:45|14:45", "1:40 PM", "4127700401990"], repair=True,
    notes="SEG3 arrival local 14:45.")
