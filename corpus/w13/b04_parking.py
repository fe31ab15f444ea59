from lib import *

D = "airport parking"

# ---------------------------------------------------------------- 014 extension refused
sc = "parking-extension"
ev = [
    {"id": "get_parking_booking#PKW-204417", "kind": "record", "source": "tool:get_parking_booking", "fields": {
        "booking_ref": "PKW-204417", "status": "ACTIVE", "lot": {"code": "DEN-EXP", "name": "Express Lot"},
        "vehicle": {"plate": "CO ABX-2291", "make": "Subaru"},
        "entry": {"local": "2026-07-10T05:30", "tz": "America/Denver", "utc": "2026-07-10T11:30:00Z"},
        "exit": {"local": "2026-07-17T22:00", "tz": "America/Denver", "utc": "2026-07-18T04:00:00Z"},
        "price": {"amount": "89.60", "currency": "USD"}}},
    {"id": "extend_parking#call-1", "kind": "refused_call", "tool": "extend_parking", "decision": "DENY",
     "args": {"booking_ref": "PKW-204417", "new_exit_local": "2026-07-19T22:00"}},
    {"id": "policy#overstay", "kind": "policy", "revision": "OV-2",
     "text": "Bookings can be extended online while space is available in the lot. If you leave later than your booked exit time, "
             "there is a grace period of 60 minutes. After that, each extra day or part of a day is charged at the drive-up rate of $28."},
]
q = "My trip got longer, can you extend my parking to the 19th?"
add("w13-066-parking-extension", D, sc, q,
    "I tried, but I couldn't extend booking PKW-204417 to July 19; the request was declined. Your booking still ends on July 17 at 22:00. "
    "If you come back later, there's a 60-minute grace period, and after that each extra day is charged at $28.", ev,
    [S("I couldn't extend booking PKW-204417 to July 19"), S("the request was declined"), S("Your booking still ends on July 17 at 22:00"),
     S("there's a 60-minute grace period"), S("each extra day is charged at $28")],
    incl=["July 17", "$28"], notes="extend_parking DENY; exit 2026-07-17T22:00 local; policy 60 min grace, $28/day.")
add("w13-067-parking-extension", D, sc, q,
    "Sorry, the extension to the 19th was refused, so your Express Lot booking still ends at 10:00 PM on July 17. "
    "Two extra days at the $28 drive-up rate would come to $56.", ev,
    [S("the extension to the 19th was refused"), S("your Express Lot booking still ends at 10:00 PM on July 17"),
     S("Two extra days at the $28 drive-up rate would come to $56")],
    incl=["$56"], notes="refused_call DENY; exit 22:00 local; 2 x $28 = $56 (policy).")
add("w13-068-parking-extension-done", D, sc, q,
    "All set! I've extended booking PKW-204417 so it now ends on July 19 at 22:00. "
    "You originally paid $89.60 for the stay.", ev,
    [C("I've extended booking PKW-204417", "NOT_EXECUTED"), C("it now ends on July 19 at 22:00", "NOT_EXECUTED", "DATE_MISMATCH"),
     S("You originally paid $89.60")],
    errors=["refused_call_effect", "refused_call_effect"], excl=["I've extended booking", "ends on July 19"], incl=["$89.60"],
    notes="extend_parking was DENIED; exit is still 2026-07-17 22:00.")
add("w13-069-parking-extension-grace", D, sc, q,
    "I couldn't extend booking PKW-204417; the extension was declined. If you return late, you get a 30-minute grace period, then $25 for each extra day.", ev,
    [S("I couldn't extend booking PKW-204417"), S("the extension was declined"), C("a 30-minute grace period", *POL_C),
     C("$25 for each extra day", *POL_C)],
    errors=["wrong_period", "wrong_amount"], excl=["30-minute grace", "$25 for each extra day"],
    notes="Policy: 60-minute grace, $28 per extra day.")
add("w13-r14-parking-extension", D, sc, q,
    "Done: booking PKW-204417 is extended to July 19 at 22:00. After your exit time there's a 60-minute grace period, then $28 per extra day.", ev,
    [C("booking PKW-204417 is extended to July 19", "NOT_EXECUTED"), S("a 60-minute grace period"), S("then $28 per extra day")],
    errors=["refused_call_effect"], incl=["couldn't|could not|unable|not able|declined|refused|escalated", "$28"], repair=True,
    notes="extend_parking refused (DENY).")

# ---------------------------------------------------------------- 015 meet and greet
sc = "meet-and-greet"
ev = [
    {"id": "get_valet_booking#MG-118230", "kind": "record", "source": "tool:get_valet_booking", "fields": {
        "booking_ref": "MG-118230", "service": "MEET_AND_GREET", "airport": "LGW",
        "vehicle": {"registration": "LK19 XRT", "colour": "GREY"},
        "dropoff": {"location": "North Terminal short-stay car park, Level 3, Zone M",
                    "local": "2026-08-03T06:10", "tz": "Europe/London", "utc": "2026-08-03T05:10:00Z"},
        "return": {"flight": "RX318", "scheduled_arrival_local": "2026-08-10T15:40", "tz": "Europe/London"},
        "call_ahead": "PT30M", "price": {"amount_minor": 13450, "currency": "GBP"}}},
    {"id": "get_customer_vehicles#C-90321", "kind": "record", "source": "tool:get_customer_vehicles", "fields": {
        "vehicles": [{"registration": "LK19 XRT", "default": True}, {"registration": "WD22 HFP", "default": False}]}},
    {"id": "policy#meet-greet", "kind": "policy", "revision": "MG-6",
     "text": "Please call the number on your confirmation when you are 30 minutes from the airport. Our driver meets you at the "
             "drop-off zone and parks your car in our secure compound. On your return, call once you have collected your bags; "
             "your car will be brought back within 20 minutes. The service is priced for your booked dates; a late return flight costs nothing extra."},
]
q = "Where do I hand over my car on the 3rd, and how does the return work?"
add("w13-070-meet-and-greet", D, sc, q,
    "Your drop-off for booking MG-118230 is at 06:10 on 3 August at the North Terminal short-stay car park, Level 3, Zone M. "
    "Please call when you're 30 minutes away. When you land on RX318 on 10 August, call once you have your bags and your car will be back with you within 20 minutes.", ev,
    [S("at 06:10 on 3 August"), S("North Terminal short-stay car park, Level 3, Zone M"), S("call when you're 30 minutes away"),
     S("When you land on RX318 on 10 August"), S("your car will be back with you within 20 minutes")],
    incl=["06:10", "Zone M"], notes="dropoff fields; return flight RX318 2026-08-10; policy call-ahead and 20 minutes.")
add("w13-071-meet-and-greet", D, sc, q,
    "Hi! Bring the grey car, LK19 XRT, to Level 3, Zone M of the North Terminal short-stay car park for 6:10 AM on Monday 3 August. "
    "If your flight home is late, there's no extra charge.", ev,
    [S("the grey car, LK19 XRT"), S("Level 3, Zone M of the North Terminal short-stay car park"), S("6:10 AM on Monday 3 August"),
     S("If your flight home is late, there's no extra charge")],
    incl=["LK19 XRT"], notes="vehicle registration and colour; dropoff 06:10 local; policy late return costs nothing extra. 2026-08-03 is a Monday.")
add("w13-072-meet-and-greet-vehicle", D, sc, q,
    "Your meet and greet is booked for 06:10 on 3 August for vehicle WD22 HFP. Drop-off is on Level 2, Zone M of the North Terminal short-stay car park.", ev,
    [S("booked for 06:10 on 3 August"), C("for vehicle WD22 HFP", "IDENTIFIER_MISMATCH", "VALUE_MISMATCH"),
     C("Level 2, Zone M", "VALUE_MISMATCH")],
    errors=["other_record_value", "wrong_value"], excl=["WD22 HFP", "Level 2"], incl=["06:10"],
    notes="Booking vehicle is LK19 XRT (WD22 HFP is the customer's other car); drop-off is Level 3.")
add("w13-073-meet-and-greet-utc", D, sc, q,
    "Please be at Level 3, Zone M of the North Terminal short-stay car park at 05:10 on 3 August. "
    "On return, your car is brought back within 20 minutes of your call, and a valet wash is included with the booking.", ev,
    [S("Level 3, Zone M"), C("at 05:10 on 3 August", "DATE_MISMATCH", "VALUE_MISMATCH"), S("brought back within 20 minutes of your call"),
     I("a valet wash is included", REC, *POL_I)],
    errors=["unit_conversion", "unlisted_perk"], excl=["05:10", "valet wash"],
    notes="05:10 is dropoff.utc; local BST time is 06:10. Nothing lists a wash.")
add("w13-r15-meet-and-greet", D, sc, q,
    "Drop your car LK19 XRT at the North Terminal short-stay car park, Level 3, Zone M at 05:10 on 3 August, and call when you're 30 minutes away.", ev,
    [S("Drop your car LK19 XRT"), S("Level 3, Zone M"), C("at 05:10 on 3 August", "DATE_MISMATCH", "VALUE_MISMATCH"),
     S("call when you're 30 minutes away")],
    errors=["unit_conversion"], incl=["06:10|6:10", "Zone M"], repair=True,
    notes="dropoff local 06:10 Europe/London.")

# ---------------------------------------------------------------- 016 late cancellation
sc = "parking-late-cancel"
ev = [
    {"id": "get_parking_booking#PKW-309182", "kind": "record", "source": "tool:get_parking_booking", "fields": {
        "booking_ref": "PKW-309182", "status": "ACTIVE", "lot": {"code": "PHX-ECO", "name": "Economy East"},
        "entry": {"local": "2026-04-18T09:00", "tz": "America/Phoenix", "utc": "2026-04-18T16:00:00Z"},
        "exit": {"local": "2026-04-22T18:00", "tz": "America/Phoenix", "utc": "2026-04-23T01:00:00Z"},
        "price": {"amount_minor": 6450, "currency": "USD"}, "rate_plan": "PREPAID_SAVER",
        "free_date_change_remaining": 1}},
    {"id": "cancel_parking#call-2", "kind": "refused_call", "tool": "cancel_parking", "decision": "DENY",
     "args": {"booking_ref": "PKW-309182", "refund": True}},
    {"id": "policy#cancellation", "kind": "policy", "revision": "PC-3",
     "text": "Prepaid Saver bookings are refunded in full when cancelled more than 24 hours before the entry time. "
             "Within 24 hours of entry they are non-refundable. Instead, you may move the booking to new dates once, free of charge, "
             "paying only any difference in price."},
]
q = "Trip's off. Please cancel my parking for tomorrow and refund me."
now = "2026-04-17T20:05:00-07:00"
add("w13-074-parking-late-cancel", D, sc, q,
    "Your entry time is less than 24 hours away, so booking PKW-309182 can't be refunded, and I wasn't able to cancel it for a refund. "
    "You can move it to new dates once at no charge, paying only any price difference.", ev,
    [S("Your entry time is less than 24 hours away"), S("booking PKW-309182 can't be refunded"),
     S("I wasn't able to cancel it for a refund"), S("move it to new dates once at no charge"), S("paying only any price difference")], now=now,
    incl=["PKW-309182"], notes="Entry 2026-04-18 09:00 MST, now 2026-04-17 20:05 MST (13h); cancel_parking DENY; free_date_change_remaining 1.")
add("w13-075-parking-late-cancel", D, sc, q,
    "I'm sorry, the $64.50 Prepaid Saver booking for tomorrow at 9:00 AM is inside the 24-hour window, so the cancellation with refund was refused. "
    "Refunds only apply when you cancel more than 24 hours before entry. You still have one free date change you can use.", ev,
    [S("the $64.50 Prepaid Saver booking for tomorrow at 9:00 AM"), S("inside the 24-hour window"),
     S("the cancellation with refund was refused"), S("only apply when you cancel more than 24 hours before entry"),
     S("You still have one free date change")], now=now,
    incl=["$64.50"], notes="price 6450; entry 09:00 2026-04-18; refused_call DENY; policy; free_date_change_remaining 1.")
add("w13-076-parking-late-cancel-done", D, sc, q,
    "I've cancelled booking PKW-309182, and your $64.50 refund is on its way to your card. "
    "Prepaid Saver bookings can be moved to new dates once for free.", ev,
    [C("I've cancelled booking PKW-309182", "NOT_EXECUTED"), C("your $64.50 refund is on its way", "NOT_EXECUTED"),
     S("can be moved to new dates once for free")], now=now,
    errors=["refused_call_effect", "refused_call_effect"], excl=["I've cancelled booking", "refund is on its way"],
    notes="cancel_parking DENY: no cancellation, no refund.")
add("w13-077-parking-late-cancel-window", D, sc, q,
    "Prepaid Saver bookings are fully refundable up to 12 hours before entry. Your entry is tomorrow at 16:00, so I couldn't cancel it for a refund.", ev,
    [C("fully refundable up to 12 hours before entry", *POL_C), C("Your entry is tomorrow at 16:00", "DATE_MISMATCH", "VALUE_MISMATCH"),
     S("I couldn't cancel it for a refund")], now=now,
    errors=["wrong_policy_condition", "unit_conversion"], excl=["up to 12 hours before", "tomorrow at 16:00"],
    notes="Policy threshold is 24 hours. 16:00 is entry.utc; local Phoenix entry is 09:00.")
add("w13-r16-parking-late-cancel", D, sc, q,
    "Your parking for tomorrow at 9:00 AM has been cancelled and the $64.50 will be refunded to your card.", ev,
    [S("Your parking for tomorrow at 9:00 AM"), C("has been cancelled", "NOT_EXECUTED"), S("the $64.50")], now=now,
    errors=["refused_call_effect"], incl=["couldn't|could not|unable|not able|wasn't able|refused|declined|non-refundable|escalated", "$64.50|9:00 AM"], repair=True,
    notes="cancel_parking DENY: within 24 hours of entry, non-refundable.")

# ---------------------------------------------------------------- 017 shuttle
sc = "parking-shuttle"
ev = [
    {"id": "get_parking_booking#PKW-411905", "kind": "record", "source": "tool:get_parking_booking", "fields": {
        "booking_ref": "PKW-411905", "status": "ACTIVE", "lot": {"code": "BOS-C", "name": "Lot C Economy"},
        "entry": {"local": "2026-12-19T04:45", "tz": "America/New_York", "utc": "2026-12-19T09:45:00Z"},
        "exit": {"local": "2026-12-22T23:30", "tz": "America/New_York", "utc": "2026-12-23T04:30:00Z"},
        "billing": {"days": 4, "daily_rate_minor": 1450, "total_minor": 5800, "currency": "USD"},
        "customer_terminal": "TERMINAL_B"}},
    {"id": "kb#shuttles", "kind": "passage",
     "text": "Lot C Economy is served by free shuttle buses.\nShuttles run every 10 minutes from 04:00 to 23:00 and every 30 minutes overnight.\n"
             "The ride takes about 8 minutes to Terminal A and about 12 minutes to Terminal B.\nLot A Premium is a 5-minute walk from Terminal A and has no shuttle."},
]
q = "My flight is early on the 19th. Will there be a shuttle from the lot, and how long does it take?"
add("w13-078-parking-shuttle", D, sc, q,
    "Yes. You're booked into Lot C Economy from 04:45 on December 19, and shuttles run every 10 minutes from 04:00, so one will be along shortly. "
    "The ride to Terminal B takes about 12 minutes.", ev,
    [S("You're booked into Lot C Economy from 04:45 on December 19"), S("shuttles run every 10 minutes from 04:00"),
     S("The ride to Terminal B takes about 12 minutes")],
    incl=["12 minutes"], notes="booking lot and entry; KB passage shuttle frequency and ride time; customer_terminal TERMINAL_B.")
add("w13-079-parking-shuttle", D, sc, q,
    "The free Lot C shuttle runs every ten minutes between 4 AM and 11 PM, and it's about a 12-minute ride to Terminal B. "
    "Your four days of parking come to $58.00 at $14.50 a day.", ev,
    [S("The free Lot C shuttle runs every ten minutes between 4 AM and 11 PM"), S("about a 12-minute ride to Terminal B"),
     S("Your four days of parking come to $58.00"), S("at $14.50 a day")],
    incl=["$58.00"], notes="KB; billing days 4, daily 1450, total 5800.")
add("w13-080-parking-shuttle-lot", D, sc, q,
    "You're parked at Lot A Premium, which is a 5-minute walk from the terminal. Shuttles run every 20 minutes in the early morning.", ev,
    [C("You're parked at Lot A Premium", "VALUE_MISMATCH"), C("Shuttles run every 20 minutes", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["wrong_name", "wrong_value"], excl=["Lot A Premium", "every 20 minutes"],
    notes="Booking lot is Lot C Economy. KB: every 10 minutes from 04:00 (30 minutes only overnight, before 04:00).")
add("w13-081-parking-shuttle-ride", D, sc, q,
    "Your Lot C Economy booking starts at 04:45 on December 19. Shuttles are running every 10 minutes by then, and the ride to Terminal B takes about 8 minutes.", ev,
    [S("Your Lot C Economy booking starts at 04:45 on December 19"), S("Shuttles are running every 10 minutes by then"),
     C("the ride to Terminal B takes about 8 minutes", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["wrong_period"], excl=["Terminal B takes about 8 minutes"], incl=["04:45"],
    notes="KB: 8 minutes is Terminal A; Terminal B is about 12 minutes.")
add("w13-r17-parking-shuttle", D, sc, q,
    "Your Lot C Economy booking starts at 04:45 on December 19; shuttles run every 10 minutes from 04:00. Your 4 days cost $14.50 in total.", ev,
    [S("Your Lot C Economy booking starts at 04:45 on December 19"), S("shuttles run every 10 minutes from 04:00"),
     C("Your 4 days cost $14.50 in total", "AMOUNT_MISMATCH")],
    errors=["wrong_role"], incl=["$58.00|$58|58.00", "04:45|4:45"], repair=True,
    notes="1450 is daily_rate_minor; total_minor 5800.")
