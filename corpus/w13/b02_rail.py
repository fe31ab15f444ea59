from lib import *

D = "rail operator"

# ---------------------------------------------------------------- 006 delay repay
sc = "delay-repay"
ev = [
    {"id": "get_booking#NLR-8KD42Q", "kind": "record", "source": "tool:get_booking", "fields": {
        "booking_ref": "NLR-8KD42Q", "lead_passenger": {"first_name": "Aisha", "last_name": "Mensah"},
        "legs": [
            {"leg_id": "L1", "train_uid": "1S14", "from": {"crs": "YRK", "name": "York"}, "to": {"crs": "EDB", "name": "Edinburgh"},
             "scheduled_departure": {"local": "2026-04-02T11:05", "tz": "Europe/London", "utc": "2026-04-02T10:05:00Z"},
             "scheduled_arrival": {"local": "2026-04-02T13:38", "tz": "Europe/London", "utc": "2026-04-02T12:38:00Z"},
             "actual_arrival": {"local": "2026-04-02T14:25", "tz": "Europe/London", "utc": "2026-04-02T13:25:00Z"},
             "ticket_type": "ADVANCE_SINGLE", "fare": {"amount_minor": 6420, "currency": "GBP"}},
            {"leg_id": "L2", "train_uid": "1E22", "from": {"crs": "EDB", "name": "Edinburgh"}, "to": {"crs": "YRK", "name": "York"},
             "scheduled_arrival": {"local": "2026-04-05T18:02", "tz": "Europe/London", "utc": "2026-04-05T17:02:00Z"},
             "actual_arrival": {"local": "2026-04-05T18:03", "tz": "Europe/London", "utc": "2026-04-05T17:03:00Z"},
             "ticket_type": "ADVANCE_SINGLE", "fare": {"amount_minor": 5890, "currency": "GBP"}}]}},
    {"id": "list_delay_claims#NLR-8KD42Q", "kind": "record", "source": "tool:list_delay_claims", "fields": {
        "claims": [
            {"claim_id": "DR-2288710", "leg_id": "L1", "status": "REJECTED_DUPLICATE", "compensation": {"amount_minor": 0, "currency": "GBP"},
             "submitted_at": 1775468100},
            {"claim_id": "DR-2291034", "leg_id": "L1", "delay_minutes": 47, "band": "DELAY_30_59", "status": "APPROVED",
             "compensation": {"amount_minor": 3210, "currency": "GBP"}, "payout_method": "ORIGINAL_CARD",
             "expected_payment_by": "2026-04-24", "submitted_at": 1775471400}]}},
    {"id": "policy#delay-repay", "kind": "policy", "revision": "DR-2026.1",
     "text": "Delay Repay is paid per single journey leg, based on the fare paid for that leg. Delays of 15 to 29 "
             "minutes earn 25% of the fare, 30 to 59 minutes earn 50%, and 60 minutes or more earn 100%. Claims must "
             "be submitted within 28 days of travel. Approved claims paid to a card arrive within 10 working days."},
]
q = "Where's my Delay Repay for the late York to Edinburgh train?"
add("w13-026-delay-repay", D, sc, q,
    "Hi Aisha, your York to Edinburgh train on 2 April arrived 47 minutes late, so claim DR-2291034 was approved for 50% of the £64.20 fare, which is £32.10. "
    "It will be paid to your original card by 24 April.", ev,
    [S("arrived 47 minutes late"), S("claim DR-2291034 was approved"), S("50% of the £64.20 fare"), S("which is £32.10"),
     S("paid to your original card by 24 April")],
    incl=["£32.10", "DR-2291034"], notes="Claim DR-2291034 APPROVED, 3210 GBP, ORIGINAL_CARD, expected_payment_by 2026-04-24; L1 fare 6420; 13:38 -> 14:25 is 47 min.")
add("w13-027-delay-repay", D, sc, q,
    "Claim DR-2291034 is approved: £32.10 back to your card, due by April 24.", ev,
    [S("Claim DR-2291034 is approved"), S("£32.10 back to your card"), S("due by April 24")],
    incl=["£32.10"], notes="Claim record DR-2291034.")
add("w13-028-delay-repay", D, sc, q,
    "Thanks for your patience, Aisha. A 47-minute delay falls in the 30 to 59 minute band, which pays half of the leg's fare. "
    "Your return from Edinburgh on 5 April arrived just a minute late, so only the outbound leg qualifies. "
    "The earlier claim you sent for the same train was closed as a duplicate, so there's nothing more to do there.", ev,
    [N("Thanks for your patience, Aisha."), S("falls in the 30 to 59 minute band"), S("pays half of the leg's fare"),
     S("arrived just a minute late"), S("only the outbound leg qualifies"), S("closed as a duplicate")],
    incl=["47"], notes="Policy bands; L2 scheduled 18:02 actual 18:03 (below 15 min); DR-2288710 REJECTED_DUPLICATE.")
add("w13-029-delay-repay-wrongclaim", D, sc, q,
    "Hi Aisha, claim DR-2288710 has been approved for £32.10 for your delayed York to Edinburgh train. "
    "Approved claims reach your card within 5 working days.", ev,
    [C("claim DR-2288710 has been approved", "IDENTIFIER_MISMATCH", "RECORD_STATE_MISMATCH"), S("approved for £32.10"),
     C("within 5 working days", *POL_C)],
    errors=["wrong_id", "wrong_period"], excl=["DR-2288710 has been approved", "within 5 working days"], incl=["£32.10"],
    notes="DR-2288710 is REJECTED_DUPLICATE; the approved claim is DR-2291034. Policy: 10 working days.")
add("w13-030-delay-repay-band", D, sc, q,
    "Your train from York reached Edinburgh 47 minutes late. That delay earns 25% of the fare, so you'll get £16.05 back on your card.", ev,
    [S("47 minutes late"), C("That delay earns 25% of the fare", *POL_C), C("you'll get £16.05 back", "AMOUNT_MISMATCH")],
    errors=["wrong_policy_condition", "wrong_amount"], excl=["earns 25% of the fare", "£16.05"],
    notes="Policy: 30-59 minutes earns 50%; claim compensation is 3210 GBP.")
add("w13-r06-delay-repay", D, sc, q,
    "Hi Aisha, claim DR-2291034 for your 47-minute delay on 2 April has been approved for £16.05, paid to your original card by 24 April.", ev,
    [S("claim DR-2291034"), S("47-minute delay on 2 April"), C("approved for £16.05", "AMOUNT_MISMATCH"),
     S("paid to your original card by 24 April")],
    errors=["wrong_amount"], incl=["£32.10|32.10", "24 April|April 24"], repair=True,
    notes="compensation.amount_minor 3210 GBP = £32.10.")

# ---------------------------------------------------------------- 007 season ticket surrender
sc = "season-refund"
ev = [
    {"id": "get_season_ticket#ST-0419-7731", "kind": "record", "source": "tool:get_season_ticket", "fields": {
        "ticket_id": "ST-0419-7731", "photocard_number": "PC-5520918", "holder": "Graham Doyle",
        "route": "READING - LONDON PADDINGTON (ANY PERMITTED)", "class": "STANDARD",
        "valid_from": "2025-09-01", "valid_to": "2026-08-31", "price": {"amount_minor": 482000, "currency": "GBP"}}},
    {"id": "get_refund_quotes#ST-0419-7731", "kind": "record", "source": "tool:get_refund_quotes", "fields": {
        "quotes": [
            {"quote_id": "RF-Q-1120", "status": "SUPERSEDED", "created": "2026-02-09", "surrender_date": "2026-02-16",
             "net_refund_minor": 195840, "currency": "GBP"},
            {"quote_id": "RF-Q-1193", "status": "ACTIVE", "created": "2026-03-13", "surrender_date": "2026-03-16",
             "unused_days": 168, "gross_refund_minor": 171300, "admin_fee_minor": 1000, "net_refund_minor": 170300,
             "currency": "GBP"}]}},
    {"id": "policy#season-refunds", "kind": "policy", "revision": "SR-3",
     "text": "Season tickets can be surrendered for a refund of the unused period, counted from the day the ticket and "
             "photocard are handed back. No refund is given when fewer than 7 days of validity remain. An administration "
             "fee of £10 is deducted from every season ticket refund. Refunds are paid within 28 days of the ticket being returned."},
]
q = "If I hand my annual season ticket back on Monday, how much will I get?"
now = "2026-03-13T10:15:00+00:00"
add("w13-031-season-refund", D, sc, q,
    "Graham, if you return season ticket ST-0419-7731 on Monday 16 March you'll receive £1,703.00, which is the £1,713.00 unused value less the £10 admin fee. "
    "The money reaches you within 28 days of handing the ticket back.", ev,
    [S("return season ticket ST-0419-7731 on Monday 16 March"), S("you'll receive £1,703.00"), S("the £1,713.00 unused value"),
     S("less the £10 admin fee"), S("within 28 days of handing the ticket back")], now=now,
    incl=["£1,703.00"], notes="Active quote RF-Q-1193: surrender 2026-03-16, gross 171300, fee 1000, net 170300; policy 28 days.")
add("w13-032-season-refund", D, sc, q,
    "Refund quote for a Monday return:\n- Unused days: 168\n- Refund before fee: £1,713.00\n- Admin fee: £10.00\n- You receive: £1,703.00\n"
    "Please bring both the ticket and your photocard PC-5520918 — the unused period counts from the day both are handed back.", ev,
    [S("Unused days: 168"), S("Refund before fee: £1,713.00"), S("Admin fee: £10.00"), S("You receive: £1,703.00"),
     S("photocard PC-5520918"), S("the unused period counts from the day both are handed back")], now=now,
    incl=["£1,703.00"], notes="RF-Q-1193 fields; photocard_number; policy counts from hand-back day.")
add("w13-033-season-refund", D, sc, q,
    "Hand it back on the 16th and you'll get one thousand seven hundred and three pounds, after the £10 fee.", ev,
    [S("Hand it back on the 16th"), S("one thousand seven hundred and three pounds"), S("after the £10 fee")], now=now,
    incl=["£10"], notes="RF-Q-1193 net_refund_minor 170300; admin fee 1000.")
add("w13-034-season-refund-arith", D, sc, q,
    "Graham, returning ST-0419-7731 on Monday leaves 168 unused days, worth £1,713.00. After the £10 admin fee, that leaves you £1,693.00, paid within 28 days.", ev,
    [S("leaves 168 unused days"), S("worth £1,713.00"), C("that leaves you £1,693.00", "AMOUNT_MISMATCH"), S("paid within 28 days")], now=now,
    errors=["wrong_arithmetic"], excl=["£1,693.00"], incl=["£1,713.00"],
    notes="171300 - 1000 = 170300 (£1,703.00), as net_refund_minor says.")
add("w13-035-season-refund-stale", D, sc, q,
    "Returning your season ticket on Monday would get you £1,958.40 back. "
    "Your photocard number is ST-0419-7731, so please quote that at the ticket office.", ev,
    [C("would get you £1,958.40 back", "AMOUNT_MISMATCH"), C("Your photocard number is ST-0419-7731", "IDENTIFIER_MISMATCH", "VALUE_MISMATCH")], now=now,
    errors=["stale_value", "wrong_role"], excl=["£1,958.40", "photocard number is ST-0419-7731"],
    notes="195840 is the SUPERSEDED quote for a 16 February surrender; ST-0419-7731 is the ticket_id, photocard is PC-5520918.")
add("w13-r07-season-refund", D, sc, q,
    "Graham, if you return ST-0419-7731 on Monday 16 March you'll receive £1,958.40 after the £10 admin fee, paid within 28 days.", ev,
    [S("return ST-0419-7731 on Monday 16 March"), C("you'll receive £1,958.40", "AMOUNT_MISMATCH"),
     S("after the £10 admin fee"), S("paid within 28 days")], now=now,
    errors=["stale_value"], incl=["£1,703|1,703.00|1703", "28 days"], repair=True,
    notes="Active quote RF-Q-1193 net 170300.")

# ---------------------------------------------------------------- 008 seat reservation
sc = "seat-reservation"
ev = [
    {"id": "get_booking#NLR-3PW77C", "kind": "record", "source": "tool:get_booking", "fields": {
        "booking_ref": "NLR-3PW77C", "status": "TICKETED",
        "journey": {"train_uid": "1S09", "from": {"crs": "KGX", "name": "London Kings Cross"}, "to": {"crs": "EDB", "name": "Edinburgh"},
                    "departure": {"local": "2026-05-21T09:00", "tz": "Europe/London", "utc": "2026-05-21T08:00:00Z"},
                    "arrival": {"local": "2026-05-21T13:21", "tz": "Europe/London", "utc": "2026-05-21T12:21:00Z"},
                    "platform": None},
        "reservations": [
            {"passenger": "Hannah Cole", "coach": "C", "seat": "41", "facing": "FORWARD", "table": True, "status": "CONFIRMED"},
            {"passenger": "Mia Cole", "coach": "C", "seat": "42", "facing": "FORWARD", "table": True, "status": "CONFIRMED"},
            {"passenger": "Hannah Cole", "coach": "F", "seat": "12", "status": "RELEASED", "released_at": "2026-05-02T19:40:00Z"},
            {"passenger": "Mia Cole", "coach": "F", "seat": "13", "status": "RELEASED", "released_at": "2026-05-02T19:40:00Z"}]}},
    {"id": "kb#platforms-and-coaches", "kind": "passage",
     "text": "Platforms for Northline departures from London Kings Cross are shown on the station screens about 15 minutes before departure.\n"
             "They are not known at the time of booking.\nOn 1S-series trains, coach C is a standard coach with tables; the café bar is in coach D."},
]
q = "Which seats do we have on the Edinburgh train and what platform is it?"
add("w13-036-seat-reservation", D, sc, q,
    "Hannah, you and Mia have seats 41 and 42 in coach C on the 09:00 to Edinburgh on 21 May, arriving 13:21. "
    "The platform isn't assigned yet; it appears on the station screens about 15 minutes before departure.", ev,
    [S("seats 41 and 42 in coach C"), S("the 09:00 to Edinburgh on 21 May"), S("arriving 13:21"),
     S("The platform isn't assigned yet"), S("about 15 minutes before departure")],
    incl=["coach C", "09:00"], notes="Confirmed reservations C41/C42; journey 09:00-13:21 local; platform null; KB passage on screens.")
add("w13-037-seat-reservation", D, sc, q,
    "Your seats (booking NLR-3PW77C):\n• Hannah – coach C, seat 41, forward-facing at a table\n• Mia – coach C, seat 42, next to you\n"
    "The café bar is one coach along, in coach D. Platforms at Kings Cross aren't known at booking and go up on the screens shortly before the 9:00 AM departure.", ev,
    [S("Hannah – coach C, seat 41, forward-facing at a table"), S("Mia – coach C, seat 42"),
     S("The café bar is one coach along, in coach D"), S("Platforms at Kings Cross aren't known at booking"),
     S("the 9:00 AM departure")],
    incl=["seat 41"], notes="Reservations; KB says café bar in coach D and platforms shown ~15 min before.")
add("w13-038-seat-reservation", D, sc, q,
    "Coach C, seats 41–42, on the 9 AM train. Platform goes up on the boards about a quarter of an hour before it leaves.", ev,
    [S("Coach C, seats 41–42, on the 9 AM train"), S("about a quarter of an hour before it leaves")],
    incl=["Coach C"], notes="Reservations and KB passage.")
add("w13-039-seat-reservation-released", D, sc, q,
    "Hannah, you and Mia are in coach F, seats 12 and 13, on the 09:00 to Edinburgh on 21 May. "
    "The train leaves from platform 4.", ev,
    [C("coach F, seats 12 and 13", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH"), S("the 09:00 to Edinburgh on 21 May"),
     CI("The train leaves from platform 4", "VALUE_MISMATCH", "NLI_CONTRADICTION", REC, "NLI_NOT_ENTAILED")],
    errors=["stale_value", "invented_fact"], excl=["coach F, seats 12 and 13", "platform 4"], incl=["09:00"],
    notes="Coach F seats 12/13 are RELEASED; current seats C41/C42. Platform is null and KB says it isn't known at booking.")
add("w13-040-seat-reservation-utc", D, sc, q,
    "You both have seats in coach C (41 and 42). The train departs London Kings Cross at 08:00 on 21 May and reaches Edinburgh at 12:21.", ev,
    [S("seats in coach C (41 and 42)"), C("departs London Kings Cross at 08:00", "DATE_MISMATCH", "VALUE_MISMATCH"),
     C("reaches Edinburgh at 12:21", "DATE_MISMATCH", "VALUE_MISMATCH")],
    errors=["unit_conversion", "unit_conversion"], excl=["at 08:00", "at 12:21"], incl=["coach C"],
    notes="08:00 and 12:21 are the UTC copies; local (BST) times are 09:00 and 13:21.")
add("w13-r08-seat-reservation", D, sc, q,
    "Hannah, you and Mia have seats 12 and 13 in coach F on the 09:00 to Edinburgh on 21 May. The platform is shown on the screens about 15 minutes before departure.", ev,
    [C("seats 12 and 13 in coach F", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH"), S("the 09:00 to Edinburgh on 21 May"),
     S("about 15 minutes before departure")],
    errors=["stale_value"], incl=["coach C|Coach C", "09:00|9:00"], repair=True,
    notes="F12/F13 RELEASED; confirmed seats are C41/C42.")

# ---------------------------------------------------------------- 009 off-peak restriction
sc = "off-peak-restriction"
ev = [
    {"id": "get_ticket#NLR-6TR19B", "kind": "record", "source": "tool:get_ticket", "fields": {
        "ticket_ref": "NLR-6TR19B", "ticket_type": "OFF_PEAK_RETURN", "restriction_code": "OP1",
        "origin": "LDS", "destination": "MAN", "outbound_date": "2026-06-08", "return_by": "2026-07-08",
        "railcard": {"type": "16_25", "number": "RC1625-884102"},
        "pricing": {"adult_fare_minor": 4830, "railcard_discount_minor": 1610, "paid_minor": 3220, "currency": "GBP"}}},
    {"id": "quote_excess#NLR-6TR19B", "kind": "record", "source": "tool:quote_excess", "fields": {
        "from_type": "OFF_PEAK_RETURN", "to_type": "ANYTIME_RETURN", "anytime_fare_with_railcard_minor": 4740,
        "excess_minor": 1520, "currency": "GBP", "valid_for_train": {"departure_local": "2026-06-08T08:45", "tz": "Europe/London"}}},
    {"id": "policy#off-peak", "kind": "policy", "revision": "OP-2026",
     "text": "The 16-25 Railcard takes one third off most adult fares, and must be carried on every journey. "
             "Off-Peak tickets with restriction OP1 are valid Monday to Friday on trains departing after 09:30, and at any time at weekends and on bank holidays. "
             "To travel earlier, you can pay the difference to an Anytime ticket before boarding."},
]
q = "Can I use my Leeds to Manchester ticket on the 08:45 this Monday?"
now = "2026-06-05T17:30:00+01:00"
add("w13-041-off-peak-restriction", D, sc, q,
    "Your Off-Peak Return is only valid on weekday trains leaving after 09:30, so the 08:45 on Monday isn't covered. "
    "You can pay £15.20 before boarding to switch to an Anytime Return for that train.", ev,
    [S("only valid on weekday trains leaving after 09:30"), S("the 08:45 on Monday isn't covered"), S("You can pay £15.20")], now=now,
    incl=["£15.20", "09:30"], notes="Policy OP1 after 09:30 weekdays; outbound 2026-06-08 is a Monday; excess_minor 1520.")
add("w13-042-off-peak-restriction", D, sc, q,
    "Not on that train, I'm afraid: on weekdays your ticket is valid from 09:30. You paid £32.20 after your 16-25 Railcard's £16.10 discount, "
    "and the upgrade to Anytime for the 08:45 comes to £15.20. Don't forget to carry your railcard on the day.", ev,
    [S("on weekdays your ticket is valid from 09:30"), S("You paid £32.20"), S("16-25 Railcard's £16.10 discount"),
     S("the upgrade to Anytime for the 08:45 comes to £15.20"), S("carry your railcard on the day")], now=now,
    incl=["£15.20"], notes="pricing paid 3220, discount 1610; excess 1520; policy must carry railcard.")
add("w13-043-off-peak-restriction", D, sc, q,
    "Dear customer,\n\nOff-Peak tickets with restriction OP1 cannot be used before 09:30 on weekdays. To take the 08:45 on 8 June, an excess of fifteen pounds twenty would be charged to move to an Anytime Return. "
    "Trains at weekends are fine at any time.\n\nRegards,\nNorthline Rail", ev,
    [S("cannot be used before 09:30 on weekdays"), S("an excess of fifteen pounds twenty"), S("Trains at weekends are fine at any time")], now=now,
    incl=["09:30"], notes="Policy OP1; quote_excess 1520.")
add("w13-044-off-peak-restriction-valid", D, sc, q,
    "Good news: since you hold a 16-25 Railcard, your Off-Peak Return is valid on the 08:45 on Monday. "
    "You paid £32.20 for the ticket.", ev,
    [C("your Off-Peak Return is valid on the 08:45 on Monday", "NLI_CONTRADICTION", "VALUE_MISMATCH"), S("You paid £32.20")], now=now,
    errors=["condition_unmet"], excl=["valid on the 08:45"], incl=["£32.20"],
    notes="Policy: OP1 valid only after 09:30 on weekdays; the railcard does not lift the restriction.")
add("w13-045-off-peak-restriction-excess", D, sc, q,
    "The 08:45 on Monday is before the 09:30 start for your Off-Peak ticket. The excess to an Anytime Return is £47.40. "
    "Your 16-25 Railcard takes 25% off most adult fares.", ev,
    [S("before the 09:30 start for your Off-Peak ticket"), C("The excess to an Anytime Return is £47.40", "AMOUNT_MISMATCH"),
     C("takes 25% off most adult fares", *POL_C)], now=now,
    errors=["wrong_role", "wrong_policy_condition"], excl=["£47.40", "25% off"],
    notes="4740 is the full Anytime fare with railcard, the excess is 1520. Policy: one third off.")
add("w13-r09-off-peak-restriction", D, sc, q,
    "The 08:45 on Monday is before 09:30, so your Off-Peak Return doesn't cover it. Paying the excess of £47.40 before boarding moves you onto an Anytime Return.", ev,
    [S("The 08:45 on Monday is before 09:30"), S("your Off-Peak Return doesn't cover it"), C("excess of £47.40", "AMOUNT_MISMATCH")], now=now,
    errors=["wrong_role"], incl=["£15.20|15.20", "09:30"], repair=True,
    notes="excess_minor 1520; 4740 is the whole Anytime fare.")
