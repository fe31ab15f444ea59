from lib import *

D = "long-distance coach"

# ---------------------------------------------------------------- 010 overnight coach
sc = "overnight-coach"
ev = [
    {"id": "get_booking#MCW-71620", "kind": "record", "source": "tool:get_booking", "fields": {
        "booking_id": "MCW-71620", "ticket_no": "MCW-T-0093318", "passenger": {"first": "Jonas", "last": "Varga"},
        "trip": {"line": "ML412", "status": "SCHEDULED",
                 "origin": {"stop": "London Victoria Coach Station", "tz": "Europe/London"},
                 "destination": {"stop": "Amsterdam Sloterdijk", "tz": "Europe/Amsterdam"},
                 "departure": {"local": "2026-09-18T21:30", "utc": "2026-09-18T20:30:00Z"},
                 "arrival": {"local": "2026-09-19T08:15", "utc": "2026-09-19T06:15:00Z"},
                 "duration": "PT9H45M", "crossing": "FERRY_DOVER_CALAIS"},
        "seat": "23"}},
    {"id": "list_customer_bookings#jonas.varga", "kind": "record", "source": "tool:list_customer_bookings", "fields": {
        "bookings": [{"booking_id": "MCW-70011", "line": "ML415", "route": "Amsterdam Sloterdijk - London Victoria",
                      "departure": {"local": "2026-09-25T22:00", "tz": "Europe/Amsterdam"}, "seat": "31"}]}},
    {"id": "policy#boarding", "kind": "policy", "revision": "BRD-5",
     "text": "Passengers on international routes need a valid passport or national ID card for the border check. "
             "Check-in at the departure stop closes 30 minutes before the scheduled departure, and late passengers cannot be boarded. "
             "Arrival times are shown in the local time of the arrival stop."},
]
q = "What time do I get into Amsterdam, and when should I be at Victoria?"
add("w13-046-overnight-coach", D, sc, q,
    "Jonas, your coach leaves London Victoria at 21:30 on 18 September and gets into Amsterdam Sloterdijk at 08:15 the next morning, local time. "
    "Check-in closes 30 minutes before departure, so please be there by 21:00.", ev,
    [S("leaves London Victoria at 21:30 on 18 September"), S("gets into Amsterdam Sloterdijk at 08:15 the next morning"),
     S("Check-in closes 30 minutes before departure"), S("be there by 21:00")],
    incl=["08:15", "21:00"], notes="trip departure 21:30 local, arrival 2026-09-19 08:15 local; policy check-in closes 30 min before.")
add("w13-047-overnight-coach", D, sc, q,
    "Trip ML412, booking MCW-71620:\n- Depart: 9:30 PM, Fri 18 Sep, London Victoria\n- Arrive: 8:15 AM, Sat 19 Sep, Amsterdam Sloterdijk\n"
    "- Journey time: 9 hours 45 minutes, including the Dover–Calais ferry\n- Your seat: 23\nBring your passport or national ID card for the border check.", ev,
    [S("Depart: 9:30 PM, Fri 18 Sep, London Victoria"), S("Arrive: 8:15 AM, Sat 19 Sep, Amsterdam Sloterdijk"),
     S("Journey time: 9 hours 45 minutes"), S("including the Dover–Calais ferry"), S("Your seat: 23"),
     S("Bring your passport or national ID card")],
    incl=["8:15 AM"], notes="Trip fields, duration PT9H45M, crossing FERRY_DOVER_CALAIS, seat 23; policy ID requirement.")
add("w13-048-overnight-coach", D, sc, q,
    "You arrive in Amsterdam at a quarter past eight on the 19th, Amsterdam time. Be at Victoria by 9:00 PM — check-in shuts half an hour before the 9:30 departure.", ev,
    [S("arrive in Amsterdam at a quarter past eight on the 19th"), S("Be at Victoria by 9:00 PM"),
     S("check-in shuts half an hour before the 9:30 departure")],
    incl=["9:00 PM"], notes="Arrival 08:15 local on 2026-09-19; policy 30 minutes.")
add("w13-049-overnight-coach-utc", D, sc, q,
    "Jonas, your coach leaves London Victoria at 21:30 on 18 September and arrives at Amsterdam Sloterdijk at 06:15 local time. "
    "Check-in closes 15 minutes before departure. You're in seat 23.", ev,
    [S("leaves London Victoria at 21:30 on 18 September"), C("arrives at Amsterdam Sloterdijk at 06:15", "DATE_MISMATCH", "VALUE_MISMATCH"),
     C("Check-in closes 15 minutes before departure", *POL_C), S("You're in seat 23")],
    errors=["unit_conversion", "wrong_period"], excl=["Sloterdijk at 06:15", "closes 15 minutes before"], incl=["21:30"],
    notes="06:15 is arrival.utc, local is 08:15. Policy: check-in closes 30 minutes before.")
add("w13-050-overnight-coach-seat", D, sc, q,
    "Your ML412 coach departs Victoria at 21:30 and reaches Amsterdam at 08:15 on 19 September. You're booked in seat 31.", ev,
    [S("departs Victoria at 21:30"), S("reaches Amsterdam at 08:15 on 19 September"), C("You're booked in seat 31", "VALUE_MISMATCH")],
    errors=["other_record_value"], excl=["seat 31"], incl=["08:15"],
    notes="Seat 31 is on the return booking MCW-70011; this booking's seat is 23.")
add("w13-r10-overnight-coach", D, sc, q,
    "Your coach leaves London Victoria at 21:30 on 18 September and arrives at Amsterdam Sloterdijk at 06:15 on 19 September. Check-in closes 30 minutes before departure.", ev,
    [S("leaves London Victoria at 21:30 on 18 September"), C("arrives at Amsterdam Sloterdijk at 06:15", "DATE_MISMATCH", "VALUE_MISMATCH"),
     S("Check-in closes 30 minutes before departure")],
    errors=["unit_conversion"], incl=["08:15|8:15", "21:30"], repair=True,
    notes="arrival local 08:15 Europe/Amsterdam; 06:15 is UTC.")

# ---------------------------------------------------------------- 011 luggage
sc = "coach-luggage"
ev = [
    {"id": "get_booking#MCW-88412", "kind": "record", "source": "tool:get_booking", "fields": {
        "booking_id": "MCW-88412", "passenger": "Elif Kaya", "line": "ML207",
        "route": {"from": "München ZOB", "to": "Praha Florenc"},
        "departure": {"local": "2026-08-22T07:40", "tz": "Europe/Berlin", "utc": "2026-08-22T05:40:00Z"},
        "fare": {"type": "STANDARD", "amount_minor": 3499, "currency": "EUR"},
        "extras": [
            {"extra_id": "X-1", "type": "EXTRA_HOLD_BAG", "qty": 1, "status": "ACTIVE", "price": {"amount_minor": 900, "currency": "EUR"}},
            {"extra_id": "X-2", "type": "BIKE_SLOT", "qty": 1, "status": "CANCELLED", "price": {"amount_minor": 2000, "currency": "EUR"}}],
        "payment": {"captured_minor": 4399, "currency": "EUR"}}},
    {"id": "policy#luggage", "kind": "policy", "revision": "LG-9",
     "text": "Every passenger may bring one piece of hand luggage up to 7 kg, which must fit under the seat or in the overhead rack. "
             "Two pieces of hold luggage up to 20 kg each are included in every fare. Extra hold bags cost €9 when booked online "
             "or €15 when paid to the driver. Bikes travel only with a bike slot booked in advance."},
]
q = "How many bags can I take to Prague? I added an extra one."
add("w13-051-coach-luggage", D, sc, q,
    "Elif, every fare includes two hold bags up to 20 kg each plus one 7 kg hand bag, and you've added one extra hold bag for €9, so you can check three bags. "
    "Your total paid for booking MCW-88412 was €43.99.", ev,
    [S("every fare includes two hold bags up to 20 kg each"), S("one 7 kg hand bag"), S("you've added one extra hold bag for €9"),
     S("so you can check three bags"), S("Your total paid for booking MCW-88412 was €43.99")],
    incl=["€43.99", "20 kg"], notes="Policy 2x20 kg + 7 kg hand; extra X-1 ACTIVE 900 EUR; captured 4399 = 3499 + 900.")
add("w13-052-coach-luggage", D, sc, q,
    "On the 07:40 to Prague on 22 August you can take:\n- 1 hand bag, max 7 kg\n- 2 included hold bags, max 20 kg each\n- 1 extra hold bag (booked online, €9)\n"
    "Your fare was €34.99 and the extra bag €9.00, €43.99 in total.", ev,
    [S("the 07:40 to Prague on 22 August"), S("1 hand bag, max 7 kg"), S("2 included hold bags, max 20 kg each"),
     S("1 extra hold bag (booked online, €9)"), S("Your fare was €34.99"), S("€43.99 in total")],
    incl=["€43.99"], notes="departure 07:40 local; fare 3499; extra 900; payment 4399.")
add("w13-053-coach-luggage", D, sc, q,
    "Three hold bags (20 kg each) and a small hand bag up to seven kilos — you're all set. Note the bike slot on this booking was cancelled, so a bike can't come along.", ev,
    [S("Three hold bags (20 kg each)"), S("a small hand bag up to seven kilos"), S("the bike slot on this booking was cancelled"),
     S("a bike can't come along")],
    incl=["20 kg"], notes="2 included + X-1; X-2 BIKE_SLOT CANCELLED; policy bikes need a slot.")
add("w13-054-coach-luggage-bike", D, sc, q,
    "Elif, you can check three hold bags of up to 20 kg each, including the extra one you added. "
    "Your bike slot is confirmed as well, and your total comes to €63.99.", ev,
    [S("you can check three hold bags of up to 20 kg each"), C("Your bike slot is confirmed", "RECORD_STATE_MISMATCH"),
     C("your total comes to €63.99", "AMOUNT_MISMATCH")],
    errors=["wrong_state", "wrong_arithmetic"], excl=["bike slot is confirmed", "€63.99"], incl=["20 kg"],
    notes="X-2 BIKE_SLOT status CANCELLED; captured 4399: the total wrongly adds the cancelled €20 slot.")
add("w13-055-coach-luggage-weight", D, sc, q,
    "Your fare includes two hold bags of up to 25 kg each and a 7 kg hand bag. The extra bag you added cost €9.", ev,
    [C("two hold bags of up to 25 kg each", *POL_C), S("a 7 kg hand bag"), S("The extra bag you added cost €9")],
    errors=["wrong_value"], excl=["up to 25 kg"], incl=["€9"],
    notes="Policy: hold bags up to 20 kg each.")
add("w13-r11-coach-luggage", D, sc, q,
    "Elif, you can check two included hold bags up to 20 kg each plus the extra bag you added online, and carry a 7 kg hand bag. Your booking total is €63.99.", ev,
    [S("two included hold bags up to 20 kg each"), S("the extra bag you added online"), S("carry a 7 kg hand bag"),
     C("Your booking total is €63.99", "AMOUNT_MISMATCH")],
    errors=["wrong_arithmetic"], incl=["€43.99|43.99", "20 kg"], repair=True,
    notes="payment.captured_minor 4399; the bike slot was cancelled.")

# ---------------------------------------------------------------- 012 cancellation refund
sc = "coach-cancel-refund"
ev = [
    {"id": "get_booking#MCW-55903", "kind": "record", "source": "tool:get_booking", "fields": {
        "booking_id": "MCW-55903", "status": "CANCELLED", "cancelled_at": "2026-10-01T14:02:00Z",
        "trip": {"from": "New York Port Authority", "to": "Washington Union Station",
                 "departure": {"local": "2026-10-04T08:30", "tz": "America/New_York", "utc": "2026-10-04T12:30:00Z"}},
        "fare_paid": {"amount_minor": 4200, "currency": "USD"}}},
    {"id": "get_refund#MCW-55903", "kind": "record", "source": "tool:get_refund", "fields": {
        "refund_id": "RFD-448120", "booking_id": "MCW-55903", "state": "PROCESSING",
        "gross_minor": 4200, "cancellation_fee_minor": 500, "net_minor": 3700, "currency": "USD",
        "destination": {"type": "CARD", "last4": "4417"}, "initiated_at": "2026-10-01T14:03:10Z"}},
    {"id": "get_refund#MCW-55120", "kind": "record", "source": "tool:get_refund", "fields": {
        "refund_id": "RFD-430077", "booking_id": "MCW-55120", "state": "COMPLETED", "net_minor": 2900, "currency": "USD",
        "destination": {"type": "CARD", "last4": "4417"}, "completed_at": "2026-08-19T10:11:00Z"}},
    {"id": "policy#cancellations", "kind": "policy", "revision": "CX-4",
     "text": "Trips cancelled more than 24 hours before departure are refunded to the original payment method, less a $5 cancellation fee. "
             "Trips cancelled within 24 hours of departure receive travel credit instead of a refund. "
             "Card refunds usually appear on your statement within 5 to 10 business days after we process them."},
]
q = "I cancelled my DC trip. Has my refund gone through?"
now = "2026-10-02T11:00:00-04:00"
add("w13-056-coach-cancel-refund", D, sc, q,
    "Your refund of $37.00 (the $42.00 fare minus the $5 cancellation fee) is being processed to your card ending 4417. "
    "It should show on your statement within 5 to 10 business days once processing completes.", ev,
    [S("Your refund of $37.00"), S("the $42.00 fare minus the $5 cancellation fee"), S("is being processed to your card ending 4417"),
     S("within 5 to 10 business days")], now=now,
    incl=["$37.00", "4417"], notes="RFD-448120 PROCESSING, gross 4200, fee 500, net 3700, card 4417; policy 5-10 business days.")
add("w13-057-coach-cancel-refund", D, sc, q,
    "Not yet — refund RFD-448120 for $37.00 is still processing. Because you cancelled more than 24 hours before the October 4 departure, you get money back rather than travel credit.", ev,
    [S("refund RFD-448120 for $37.00 is still processing"), S("you cancelled more than 24 hours before the October 4 departure"),
     S("you get money back rather than travel credit")], now=now,
    incl=["RFD-448120"], notes="Cancelled 2026-10-01T14:02Z, departure 2026-10-04T12:30Z (>24h); policy.")
add("w13-058-coach-cancel-refund", D, sc, q,
    "Hi there! Booking MCW-55903 was cancelled on October 1, and thirty-seven dollars is on its way back to the card ending in 4417.", ev,
    [S("Booking MCW-55903 was cancelled on October 1"), S("thirty-seven dollars is on its way back")], now=now,
    incl=["4417"], notes="booking CANCELLED 2026-10-01; refund PROCESSING net 3700 to card 4417.")
add("w13-059-coach-cancel-refund-done", D, sc, q,
    "Good news: your refund of $37.00 has already landed on your card ending 4417. The $5 cancellation fee was deducted from your $42.00 fare.", ev,
    [C("has already landed on your card", "RECORD_STATE_MISMATCH"), S("The $5 cancellation fee was deducted from your $42.00 fare")], now=now,
    errors=["wrong_state"], excl=["already landed on your card"], incl=["$37.00"],
    notes="RFD-448120 state PROCESSING; the COMPLETED refund is for the other booking MCW-55120.")
add("w13-060-coach-cancel-refund-other", D, sc, q,
    "Your refund for the Washington trip was completed on August 19 for $29.00. Card refunds show up within 3 business days.", ev,
    [C("completed on August 19 for $29.00", "RECORD_STATE_MISMATCH", "AMOUNT_MISMATCH", "DATE_MISMATCH"),
     C("within 3 business days", *POL_C)], now=now,
    errors=["other_record_value", "wrong_period"], excl=["August 19 for $29.00", "within 3 business days"],
    notes="RFD-430077 (MCW-55120) is the other booking's refund; MCW-55903 refund is PROCESSING $37.00. Policy: 5 to 10 business days.")
add("w13-r12-coach-cancel-refund", D, sc, q,
    "Your refund of $37.00 for booking MCW-55903 has been completed to your card ending 4417, after the $5 cancellation fee.", ev,
    [C("has been completed", "RECORD_STATE_MISMATCH"), S("Your refund of $37.00"), S("your card ending 4417"), S("after the $5 cancellation fee")], now=now,
    errors=["wrong_state"], incl=["processing|processed|in progress|being processed|on its way", "$37.00", "4417"], repair=True,
    notes="refund state PROCESSING.")

# ---------------------------------------------------------------- 013 date change
sc = "coach-date-change"
ev = [
    {"id": "get_booking#MCW-60277", "kind": "record", "source": "tool:get_booking", "fields": {
        "booking_id": "MCW-60277", "passenger": "Rafael Souza", "fare_type": "STANDARD",
        "trips": [
            {"trip_id": "T1", "status": "SUPERSEDED", "superseded_by": "T2", "from": "Lisboa Oriente", "to": "Porto Campanhã",
             "departure": {"local": "2026-11-06T10:15", "tz": "Europe/Lisbon", "utc": "2026-11-06T10:15:00Z"},
             "arrival": {"local": "2026-11-06T13:50", "tz": "Europe/Lisbon", "utc": "2026-11-06T13:50:00Z"}},
            {"trip_id": "T2", "status": "CONFIRMED", "from": "Lisboa Oriente", "to": "Porto Campanhã",
             "departure": {"local": "2026-11-09T14:45", "tz": "Europe/Lisbon", "utc": "2026-11-09T14:45:00Z"},
             "arrival": {"local": "2026-11-09T18:20", "tz": "Europe/Lisbon", "utc": "2026-11-09T18:20:00Z"}, "seat": "8"}],
        "change_charges": {"change_fee_minor": 300, "fare_difference_minor": 650, "total_minor": 950, "currency": "EUR",
                           "charged_at": "2026-11-02T09:31:00Z"}}},
    {"id": "policy#date-changes", "kind": "policy", "revision": "DC-2",
     "text": "Standard fares can be moved to another date up to 2 hours before departure. Each change costs €3 plus any difference in fare. "
             "Flex fares can be changed free of charge, and only the fare difference applies."},
]
q = "Did my date change to the 9th go through? What did it cost?"
add("w13-061-coach-date-change", D, sc, q,
    "Yes, Rafael: you're now travelling on 9 November, leaving Lisboa Oriente at 14:45 and arriving at Porto Campanhã at 18:20. "
    "You were charged €9.50, which is the €3 change fee plus a €6.50 fare difference.", ev,
    [S("you're now travelling on 9 November"), S("leaving Lisboa Oriente at 14:45"), S("arriving at Porto Campanhã at 18:20"),
     S("You were charged €9.50"), S("the €3 change fee plus a €6.50 fare difference")],
    incl=["14:45", "€9.50"], notes="T2 CONFIRMED 2026-11-09 14:45-18:20; change_charges 300 + 650 = 950 EUR.")
add("w13-062-coach-date-change", D, sc, q,
    "Done — booking MCW-60277 now runs on Monday 9 November at 2:45 PM (seat 8). The change cost nine euros fifty in total.", ev,
    [S("booking MCW-60277 now runs on Monday 9 November at 2:45 PM"), S("(seat 8)"), S("nine euros fifty in total")],
    incl=["2:45 PM"], notes="T2 departure 14:45; seat 8; total_minor 950. 2026-11-09 is a Monday.")
add("w13-063-coach-date-change", D, sc, q,
    "Your 6 November trip was replaced by the 9 November departure at 14:45. Standard fares like yours can be changed up to 2 hours before departure for €3 plus any fare difference.", ev,
    [S("Your 6 November trip was replaced by the 9 November departure at 14:45"), S("changed up to 2 hours before departure"),
     S("for €3 plus any fare difference")],
    incl=["14:45"], notes="T1 SUPERSEDED by T2; policy.")
add("w13-064-coach-date-change-stale", D, sc, q,
    "Your trip on 9 November leaves Lisboa Oriente at 10:15. The change cost €6.50 in total.", ev,
    [C("leaves Lisboa Oriente at 10:15", "DATE_MISMATCH", "VALUE_MISMATCH"), C("The change cost €6.50 in total", "AMOUNT_MISMATCH")],
    errors=["stale_value", "wrong_arithmetic"], excl=["at 10:15", "€6.50 in total"],
    notes="10:15 is superseded T1; T2 departs 14:45. Total is 950 (fee 300 + difference 650), not the difference alone.")
add("w13-065-coach-date-change-flex", D, sc, q,
    "Your new departure is 9 November at 14:45, arriving 18:20. As you're on a Flex fare, there was no change fee, just the €6.50 fare difference.", ev,
    [S("Your new departure is 9 November at 14:45"), S("arriving 18:20"), C("As you're on a Flex fare", "VALUE_MISMATCH"),
     C("there was no change fee", "AMOUNT_MISMATCH", "VALUE_MISMATCH")],
    errors=["wrong_value", "condition_unmet"], excl=["on a Flex fare", "no change fee"], incl=["14:45"],
    notes="fare_type STANDARD; change_fee_minor 300 was charged.")
add("w13-r13-coach-date-change", D, sc, q,
    "Your booking now departs on 9 November at 10:15 and arrives in Porto at 18:20. You paid €9.50 for the change.", ev,
    [C("departs on 9 November at 10:15", "DATE_MISMATCH", "VALUE_MISMATCH"), S("arrives in Porto at 18:20"), S("You paid €9.50")],
    errors=["stale_value"], incl=["14:45|2:45 PM|2:45", "18:20", "€9.50"], repair=True,
    notes="T2 departure local 14:45; 10:15 belongs to superseded T1.")
