# Batch 1: boutique hotel scenarios (w06)
from lib import *

DOM = "boutique hotel"

# ---------------------------------------------------------------- S01 hotel balance
s = Scenario("hotel-balance", DOM,
    "Hi, how much do I still owe for my June stay at the Larkspur, and when do I have to pay it? Thanks, Niamh Whelan",
    [
        rec("get_reservation#LKT-58213", "tool:bookings.get_reservation", {
            "reservation": {"code": "LKT-58213", "status": "CONFIRMED", "channel": "DIRECT_WEB",
                            "arrival": "2026-06-18", "departure": "2026-06-21", "nights": 3,
                            "rate_plan": {"code": "BB_FLEX", "name": "Bed & Breakfast - Flexible"},
                            "room": {"type_code": "GDN_DBL", "name": "Garden Double"},
                            "guests": {"adults": 2, "children": 0},
                            "lead_guest": {"first_name": "Niamh", "last_name": "Whelan"},
                            "cancellation_deadline": "2026-06-16T18:00:00+01:00"},
            "rates": [{"night": "2026-06-18", "amount_minor": 18500},
                      {"night": "2026-06-19", "amount_minor": 21500},
                      {"night": "2026-06-20", "amount_minor": 21500}],
            "currency": "EUR",
            "deposit": {"amount_minor": 18500, "status": "CAPTURED", "captured_at": ep("2026-03-02T21:14:09+00:00"),
                        "card_last4": "4471"},
            "balance": {"amount_minor": 43000, "due": "ON_ARRIVAL"},
            "property": {"name": "The Larkspur Townhouse", "timezone": "Europe/Dublin"}}),
        rec("list_reservations#guest-88120", "tool:bookings.list_reservations", {
            "guest_id": "G-88120",
            "items": [{"code": "LKT-49107", "status": "CHECKED_OUT", "arrival": "2025-11-02", "departure": "2025-11-04",
                       "total_minor": 33000, "currency": "EUR"},
                      {"code": "LKT-58213", "status": "CONFIRMED", "arrival": "2026-06-18", "departure": "2026-06-21",
                       "total_minor": 61500, "currency": "EUR"}]}),
        pol("policy#payments", "Card details are held securely by our booking engine and are never stored on paper. "
            "A deposit equal to the first night's rate is taken when the booking is made. The remaining balance is "
            "settled at the front desk on arrival, by card or cash. We are unable to accept cheques.", revision="2026-01"),
    ])

s.case("Good afternoon, and thank you for your message — the balance remaining on reservation LKT-58213 is €430.00. "
       "Your deposit of €185.00 has already been taken, and the rest is settled at the front desk when you arrive on 18 June. "
       "We look forward to welcoming you.",
       [S("balance remaining on reservation LKT-58213 is €430.00"), S("deposit of €185.00 has already been taken"),
        S("settled at the front desk"), S("arrive on 18 June"), N("We look forward to welcoming you")],
       includes=["€430.00"], notes="balance.amount_minor 43000 and due ON_ARRIVAL; deposit 18500 CAPTURED; policy: balance at the front desk on arrival.")

s.case("Dear Ms Whelan,\n\nHere is a summary of your stay with us:\n- Three nights, 18/06/2026 to 21/06/2026\n"
       "- Room total: €615.00\n- Deposit received: €185.00\n- Left to pay: €430.00, payable on arrival by card or cash\n\n"
       "Kind regards,\nAoife, Front Office",
       [S("Three nights"), S("18/06/2026 to 21/06/2026"), S("Room total: €615.00"), S("Deposit received: €185.00"),
        S("Left to pay: €430.00"), S("payable on arrival by card or cash")],
       includes=["€430.00", "18/06/2026"], notes="rates sum to 61500 (185+215+215); balance 43000; policy names card or cash.")

s.case("You have €430 left to pay, due when you check in on Thursday.",
       [S("You have €430 left to pay"), S("due when you check in on Thursday")], now="2026-06-15T09:12:00+01:00",
       includes=["€430"], notes="balance 43000 ON_ARRIVAL; arrival 2026-06-18 is the Thursday after now (Mon 15 June).")

s.case("Thank you for getting in touch. Your three nights with us come to €615.00 in total; less the €185.00 deposit already "
       "taken, that leaves €440.00 to settle at the front desk on arrival.",
       [N("Thank you for getting in touch"), S("come to €615.00 in total"), S("€185.00 deposit already taken"),
        C("that leaves €440.00", "AMOUNT_MISMATCH"), S("front desk on arrival")],
       errors=["wrong_arithmetic"], excludes=["€440.00"], suffix="wrong_arithmetic",
       notes="615 - 185 = 430 (balance.amount_minor 43000), not 440.")

s.case("Good afternoon Ms Whelan, our records show a balance of €330.00 on your booking, which can be paid at check-in "
       "by card, cash or cheque, whichever suits you best. Your deposit of €185.00 was received in March.",
       [C("balance of €330.00", "AMOUNT_MISMATCH"), S("paid at check-in"),
        C("card, cash or cheque", "NLI_CONTRADICTION"), S("deposit of €185.00 was received in March")],
       errors=["other_record_value", "wrong_policy_condition"], excludes=["€330.00", "or cheque"],
       suffix="other_record_value",
       notes="330.00 is the total of the past stay LKT-49107; balance of LKT-58213 is 43000. Policy: no cheques. Deposit captured 2 March.")

s.repair("Good morning, and thank you for your message. Your balance of €440.00 is due on arrival on 18 June, "
         "and your €185.00 deposit has already been received.",
         [N("thank you for your message"), C("balance of €440.00", "AMOUNT_MISMATCH"), S("due on arrival on 18 June"),
          S("€185.00 deposit has already been received")],
         errors=["wrong_arithmetic"], excludes=["€440.00"], includes=["€430.00|€430|430.00", "18 June|18/06", "€185"],
         notes="balance.amount_minor 43000 = €430.00.")

# ---------------------------------------------------------------- S02 hotel cancellation deadline
s = Scenario("hotel-cancel-window", DOM,
    "Hello, can I still cancel my own room (AGH-30771) for the 7th of August without paying anything? The lads' room stays as it is. Ciarán Brennan",
    [
        rec("get_reservation#AGH-30771", "tool:bookings.get_reservation", {
            "code": "AGH-30771", "status": "CONFIRMED", "arrival": "2026-08-07", "departure": "2026-08-09",
            "rate_plan": "FLEX_RO", "rate_plan_label": "Flexible - Room Only",
            "guests": {"adults": 1, "children": 0}, "booker": {"name": "Ciarán Brennan"},
            "cancellation_deadline": "2026-08-05T16:00:00+01:00",
            "rates": [{"date": "2026-08-07", "amount": "164,00"}, {"date": "2026-08-08", "amount": "179,00"}],
            "currency": "EUR", "prepaid": "0,00",
            "property": {"name": "Ardnagréine House", "timezone": "Europe/Dublin"}}),
        rec("get_reservation#AGH-30772", "tool:bookings.get_reservation", {
            "code": "AGH-30772", "status": "CONFIRMED", "arrival": "2026-08-07", "departure": "2026-08-09",
            "rate_plan": "ADV_NONREF", "rate_plan_label": "Advance Purchase - Non-refundable",
            "guests": {"adults": 2, "children": 0}, "booker": {"name": "Ciarán Brennan"},
            "cancellation_deadline": None, "prepaid": "298,00", "currency": "EUR",
            "property": {"name": "Ardnagréine House", "timezone": "Europe/Dublin"}}),
        pol("policy#cancellation", "Advance Purchase rates are paid in full at booking and are non-refundable; they cannot be "
            "amended. Flexible rates may be cancelled free of charge until 4 pm Irish time two days before arrival. "
            "Cancellations after that time are charged the first night. Where a prepaid amount is refundable, it is returned "
            "to the original card within 5-10 business days.", revision="v4"),
    ], now="2026-08-03T11:20:00+01:00")

s.case("Good morning Mr Brennan — yes, you can still cancel reservation AGH-30771 free of charge until 4:00 PM on "
       "Wednesday, 5 August. After that time, the first night would be charged.",
       [S("cancel reservation AGH-30771 free of charge"), S("until 4:00 PM on Wednesday, 5 August"),
        S("the first night would be charged")],
       includes=["AGH-30771", "5 August"], notes="cancellation_deadline 2026-08-05T16:00+01:00; FLEX_RO; policy: first night charged after.")

s.case("Dear Mr Brennan,\n\nThank you for your email. As your room is booked on our Flexible room-only rate, there is no "
       "charge to cancel before the deadline, which falls the day after tomorrow at 16:00. Should you cancel later than "
       "that, the first night of €164 would be charged.\n\nWarm regards,\nSiobhán, Reservations",
       [N("Thank you for your email"), S("booked on our Flexible room-only rate"), S("no charge to cancel before the deadline"),
        S("the day after tomorrow at 16:00"), S("the first night of €164 would be charged")],
       includes=["16:00"], notes="now Mon 3 Aug, deadline Wed 5 Aug 16:00 local; first night rate '164,00'.")

s.case("Yes — free cancellation on AGH-30771 runs until 5/8 at 4 pm.",
       [S("free cancellation on AGH-30771"), S("until 5/8 at 4 pm")],
       includes=["4 pm"], notes="cancellation_deadline 2026-08-05T16:00:00+01:00, day/month date.")

s.case("Thank you for your message, Mr Brennan. I'm afraid your booking is on our Advance Purchase rate, which is "
       "non-refundable, so cancelling it would not be free of charge.",
       [N("Thank you for your message"), C("your booking is on our Advance Purchase rate", "VALUE_MISMATCH"),
        C("cancelling it would not be free of charge", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH", "NLI_CONTRADICTION")],
       errors=["other_record_value", "wrong_value"], excludes=["Advance Purchase rate", "would not be free of charge"],
       suffix="other_record_value",
       notes="ADV_NONREF belongs to AGH-30772 (the second room); the 7 Aug room asked about, AGH-30771, is FLEX_RO and free to cancel until 5 Aug.")

s.case("Good morning! Your Flexible booking AGH-30771 can be cancelled at no cost until 3:00 PM on Wednesday, 5 August. "
       "If you had prepaid anything, it would be back on your card within 3-5 business days.",
       [S("Flexible booking AGH-30771"), C("until 3:00 PM on Wednesday", "VALUE_MISMATCH", "DATE_MISMATCH"),
        C("within 3-5 business days", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
       errors=["unit_conversion", "wrong_period"], excludes=["3:00 PM", "3-5 business days"], suffix="unit_conversion",
       notes="deadline 16:00+01:00 is 15:00 UTC, read as local; policy: 5-10 business days.")

s.repair("Good morning Mr Brennan — your room AGH-30771 is on our Flexible rate, so you may cancel free of charge until "
         "4 pm on 7 August.",
         [S("AGH-30771 is on our Flexible rate"), C("until 4 pm on 7 August", "DATE_MISMATCH")],
         errors=["wrong_date"], excludes=["4 pm on 7 August"], includes=["5 August|5/8|05/08|Wednesday", "AGH-30771"],
         notes="cancellation_deadline is 2026-08-05 16:00; 7 August is the arrival date.")

# ---------------------------------------------------------------- S03 hotel late checkout (refused)
s = Scenario("hotel-late-checkout", DOM,
    "Could we have a late check-out on Sunday the 24th, around 2pm? Booking CAT-11842.",
    [
        rec("get_reservation#CAT-11842", "tool:bookings.get_reservation", {
            "reservation_code": "CAT-11842", "state": "CONFIRMED", "arrival": "2026-05-22", "departure": "2026-05-24",
            "rate_plan": {"code": "BB_STD", "name": "Bed & Breakfast"},
            "guests": {"adults": 2, "children": 0}, "loyalty": {"residents_club": False, "tier": None},
            "checkout_time": "11:00", "property": {"name": "Cois Abhann Townhouse", "timezone": "Europe/Dublin"}}),
        refused("set_late_checkout#1", "bookings.set_late_checkout", "DENY",
                {"reservation_code": "CAT-11842", "date": "2026-05-24", "checkout_time": "14:00"},
                note="NO_AVAILABILITY: full house arriving 2026-05-24"),
        pol("policy#checkout", "Rooms are ready from 15:00 on the day of arrival. Check-out is at 11:00. Late check-out until "
            "14:00 may be requested for a fee of €35 and is subject to availability on the day of departure. Members of "
            "our Residents' Club enjoy late check-out at no charge, when available. Luggage can be stored at reception "
            "free of charge after check-out."),
    ], now="2026-05-20T10:05:00+01:00")

s.case("Thank you for asking — unfortunately I wasn't able to arrange a late check-out for Sunday, 24 May, as the request "
       "was declined for that day. Check-out remains at 11:00, but you are very welcome to leave your luggage with "
       "reception free of charge afterwards.",
       [S("wasn't able to arrange a late check-out"), S("Sunday, 24 May"), S("Check-out remains at 11:00"),
        S("leave your luggage with reception free of charge")],
       includes=["11:00"], notes="refused_call set_late_checkout DENY; checkout_time 11:00; policy: luggage storage free.")

s.case("I'm sorry — a late check-out on 24/05 couldn't be confirmed, so standard check-out at 11 AM applies.",
       [S("a late check-out on 24/05 couldn't be confirmed"), S("standard check-out at 11 AM applies")],
       includes=["11 AM"], notes="refused_call DENY; checkout_time 11:00.")

s.case("Dear guest,\n\nThank you for your request. Regrettably, late check-out was not possible this Sunday, as the "
       "hotel is full that day. We would be glad to store your bags at reception once you have checked out, at no "
       "charge.\n\nWith kind regards,\nThe team at Cois Abhann",
       [N("Thank you for your request"), S("late check-out was not possible this Sunday"), S("the hotel is full that day"),
        S("store your bags at reception")],
       includes=["not possible"], notes="refused_call DENY with note NO_AVAILABILITY (full house); 24 May is the coming Sunday; policy: luggage storage.")

s.case("Thank you for asking! I'm delighted to confirm that your check-out on Sunday, 24 May has been extended to "
       "2:00 PM. Luggage can also be stored at reception at no charge if you need it later.",
       [C("has been extended to 2:00 PM", "NOT_EXECUTED"), S("Luggage can also be stored at reception at no charge")],
       errors=["refused_call_effect"], excludes=["has been extended"], suffix="refused_call_effect",
       notes="set_late_checkout was refused (DENY); luggage storage is in the policy.")

s.case("Late check-out until 2 PM is available for a fee of €25, subject to availability on the day. As you are on "
       "our Residents' Club rate, this would be at no cost to you.",
       [C("for a fee of €25", "NLI_CONTRADICTION", "VALUE_MISMATCH"), S("subject to availability on the day"),
        CI("As you are on our Residents' Club rate", "VALUE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
       errors=["wrong_amount", "condition_unmet"], excludes=["€25", "Residents' Club rate"], suffix="condition_unmet",
       notes="policy fee is €35; loyalty.residents_club is false and the rate plan is BB_STD.")

s.repair("Good morning, and thank you for your message. Your late check-out until 14:00 on 24 May has been confirmed, "
         "and you can leave luggage at reception free of charge.",
         [N("thank you for your message"), C("has been confirmed", "NOT_EXECUTED"),
          S("leave luggage at reception free of charge")],
         errors=["refused_call_effect"], excludes=["has been confirmed"],
         includes=["unable|not able|couldn't|could not|declined|not possible|wasn't possible|escalated", "luggage"],
         notes="set_late_checkout DENY.")

# ---------------------------------------------------------------- S04 hotel breakfast / perks
s = Scenario("hotel-breakfast", DOM,
    "Hi there, is breakfast included in our booking for the weekend of 11 September? And is the parking sorted?",
    [
        rec("get_reservation#FQH-77310", "tool:bookings.get_reservation", {
            "code": "FQH-77310", "status": "CONFIRMED", "arrival": "2026-09-11", "departure": "2026-09-13",
            "rate_plan": "RO_SAVER", "room": "Superior King",
            "guests": {"adults": 2, "children": 1, "child_ages": [6]},
            "add_ons": [{"code": "PARKING", "label": "Secure car park", "qty": 2, "unit": "NIGHT", "amount_minor": 3000}],
            "rates": [{"night": "2026-09-11", "amount_minor": 22900}, {"night": "2026-09-12", "amount_minor": 24900}],
            "currency": "EUR", "property": {"name": "Fenwick Quay Hotel", "timezone": "Europe/Dublin"}}),
        rec("get_rate_plan#RO_SAVER", "tool:bookings.get_rate_plan", {
            "code": "RO_SAVER", "name": "Saver - Room Only", "inclusions": ["WIFI"], "meal_plan": "NONE"}),
        rec("get_rate_plan#BB_SAVER", "tool:bookings.get_rate_plan", {
            "code": "BB_SAVER", "name": "Saver - Bed & Breakfast", "inclusions": ["WIFI", "BREAKFAST", "WELCOME_DRINK"],
            "meal_plan": "BB"}),
        pol("policy#breakfast", "Breakfast is served in the Quayside Room from 07:00 to 10:30 on weekdays and from 08:00 "
            "to 11:00 at weekends. Guests on room-only rates may add breakfast on arrival for €18 per adult and €9 per "
            "child under 12. Children under 4 eat free. Dietary requirements can be catered for with notice."),
    ])

s.case("Thank you for your message. Your booking FQH-77310 is on our room-only rate, so breakfast isn't included, though "
       "it can be added on arrival for €18 per adult and €9 for your little one. Parking for both nights is already on "
       "your reservation.",
       [N("Thank you for your message"), S("is on our room-only rate"), S("breakfast isn't included"),
        S("€18 per adult and €9 for your little one"), S("Parking for both nights is already on your reservation")],
       includes=["€18", "€9"], notes="rate_plan RO_SAVER meal_plan NONE; child age 6 (<12) so €9; add_ons PARKING qty 2 nights.")

s.case("Breakfast isn't part of your room-only rate, I'm afraid. Should you wish to add it, for two adults and one child "
       "it would come to €45 each morning, served from 8:00 to 11:00 on Saturday and Sunday. Your secure parking is "
       "booked for both nights.",
       [S("Breakfast isn't part of your room-only rate"), S("for two adults and one child"), S("€45 each morning"),
        S("served from 8:00 to 11:00 on Saturday and Sunday"), S("secure parking is booked for both nights")],
       includes=["€45"], notes="2x18 + 9 = 45; weekend hours 08:00-11:00 (12 and 13 Sept are Sat/Sun); PARKING qty 2.")

s.case("Hello! No, breakfast is not included with the Saver Room Only rate, but yes, parking is all arranged — two nights "
       "in our secure car park.",
       [S("breakfast is not included with the Saver Room Only rate"), S("parking is all arranged"),
        S("two nights in our secure car park")],
       includes=["two nights"], notes="RO_SAVER inclusions WIFI only; PARKING add-on qty 2.")

s.case("Thank you for your message. Breakfast isn't included on the room-only rate, but your Superior King booking does "
       "include complimentary Wi-Fi and a welcome drink in the bar on arrival. Parking is booked for both nights.",
       [N("Thank you for your message"), S("Breakfast isn't included on the room-only rate"), S("complimentary Wi-Fi"),
        CI("a welcome drink in the bar on arrival", "CLAIM_WITHOUT_TOOL_EVIDENCE", "VALUE_MISMATCH"),
        S("Parking is booked for both nights")],
       errors=["unlisted_perk"], excludes=["welcome drink"], suffix="unlisted_perk",
       notes="RO_SAVER inclusions are [WIFI]; WELCOME_DRINK is only on BB_SAVER.")

s.case("Breakfast isn't included on your rate, but you can add it on arrival: it's served until 10:30 on Saturday "
       "morning, and for the three of you it would be €36 per morning. Parking for two nights is on your booking.",
       [S("Breakfast isn't included on your rate"), C("served until 10:30 on Saturday", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
        C("€36 per morning", "AMOUNT_MISMATCH", "NLI_CONTRADICTION"), S("Parking for two nights")],
       errors=["wrong_time", "wrong_arithmetic"], excludes=["until 10:30 on Saturday", "€36"], suffix="wrong_arithmetic",
       notes="weekend breakfast runs to 11:00 (10:30 is weekdays); 18+18+9 = 45, the draft skipped the child.")

s.repair("Good afternoon! Your room-only rate doesn't include breakfast, but it can be added on arrival at €18 per "
         "adult and €12 for your child. Your parking for both nights is confirmed.",
         [S("doesn't include breakfast"), S("€18 per adult"), C("€12 for your child", "NLI_CONTRADICTION", "AMOUNT_MISMATCH"),
          S("parking for both nights is confirmed")],
         errors=["wrong_amount"], excludes=["€12"], includes=["€9", "€18"],
         notes="policy: €9 per child under 12; child is 6.")

# ---------------------------------------------------------------- S05 hotel date change (stale version)
s = Scenario("hotel-date-change", DOM,
    "Just checking the date change went through — what are my dates now and did the price change? Ref RLH-20455",
    [
        rec("get_reservation#RLH-20455", "tool:bookings.get_reservation", {
            "code": "RLH-20455", "version": 3, "status": "CONFIRMED", "amended_at": ep("2026-09-28T14:40:00+01:00"),
            "arrival": "2026-10-16", "departure": "2026-10-18", "rate_plan": "BB_FLEX",
            "guests": {"adults": 2, "children": 0},
            "rates": [{"night": "2026-10-16", "amount_minor": 19900}, {"night": "2026-10-17", "amount_minor": 19900}],
            "total_minor": 39800, "deposit": {"amount_minor": 10000, "status": "CAPTURED"},
            "balance": {"amount_minor": 29800, "due": "ON_ARRIVAL"}, "currency": "EUR",
            "property": {"name": "Rathmore Lodge", "timezone": "Europe/Dublin"}}),
        rec("get_reservation_versions#RLH-20455", "tool:bookings.get_reservation_versions", {
            "code": "RLH-20455",
            "versions": [{"version": 2, "status": "SUPERSEDED", "arrival": "2026-10-09", "departure": "2026-10-11",
                          "total_minor": 35600, "rates": [{"night": "2026-10-09", "amount_minor": 17800},
                                                          {"night": "2026-10-10", "amount_minor": 17800}]},
                         {"version": 3, "status": "CURRENT", "arrival": "2026-10-16", "departure": "2026-10-18",
                          "total_minor": 39800}]}),
        pol("policy#amendments", "Reservations on flexible rates can be amended without an amendment fee up to the "
            "cancellation deadline. When dates change, the stay is repriced at the rates that apply to the new dates. "
            "Any deposit already paid is carried over to the amended booking."),
    ])

s.case("Good evening, and yes — the change has gone through. You are now booked to arrive on Friday, 16 October and "
       "depart on Sunday, 18 October. The new total is €398.00, which is €42.00 more than before, as the nights on your "
       "new dates are priced at €199.00 each.",
       [S("the change has gone through"), S("arrive on Friday, 16 October"), S("depart on Sunday, 18 October"),
        S("The new total is €398.00"), S("€42.00 more than before"), S("priced at €199.00 each")],
       includes=["16 October", "€398.00"], notes="version 3 CURRENT: 16-18 Oct, 39800; version 2 total 35600, difference 4200.")

s.case("Your new dates are 16/10 to 18/10/2026. With your €100 deposit carried over, €298 will be due on arrival.",
       [S("16/10 to 18/10/2026"), S("€100 deposit carried over"), S("€298 will be due on arrival")],
       includes=["€298"], notes="deposit 10000 captured; balance 29800 ON_ARRIVAL; policy: deposit carried over.")

s.case("Dear guest,\n\nI am pleased to confirm that reservation RLH-20455 was amended on 28 September. Your two nights "
       "now run from Friday 16 to Sunday 18 October, at a total of three hundred and ninety-eight euro. No amendment fee "
       "was charged, as your rate is flexible.\n\nKind regards,\nRathmore Lodge Reservations",
       [S("RLH-20455 was amended on 28 September"), S("from Friday 16 to Sunday 18 October"),
        S("three hundred and ninety-eight euro"), S("No amendment fee was charged, as your rate is flexible")],
       includes=["RLH-20455"], notes="amended_at 2026-09-28; total_minor 39800; BB_FLEX and policy: no fee on flexible rates.")

s.case("The change is confirmed: you arrive on Friday, 16 October and leave on Sunday, 18 October. Your total remains "
       "€356.00 for the two nights, and your €100 deposit has been carried over.",
       [S("arrive on Friday, 16 October"), S("leave on Sunday, 18 October"), C("Your total remains €356.00", "AMOUNT_MISMATCH"),
        S("€100 deposit has been carried over")],
       errors=["stale_value"], excludes=["€356.00"], suffix="stale_value",
       notes="35600 is the superseded version 2 total; current total_minor is 39800.")

s.case("Yes, reservation RLH-20455 now runs from 16 to 18 October. The new dates cost €52.00 more than your original "
       "booking, and the balance of €298.00 is payable on arrival.",
       [S("RLH-20455 now runs from 16 to 18 October"), C("€52.00 more than your original booking", "AMOUNT_MISMATCH"),
        S("balance of €298.00 is payable on arrival")],
       errors=["wrong_arithmetic"], excludes=["€52.00"], suffix="wrong_arithmetic",
       notes="398 - 356 = 42, not 52.")

s.repair("Thank you for checking. The amendment went through, and your new arrival date is Friday, 9 October, with "
         "departure on 18 October; the total is now €398.00.",
         [S("The amendment went through"), C("new arrival date is Friday, 9 October", "DATE_MISMATCH"),
          S("departure on 18 October"), S("the total is now €398.00")],
         errors=["stale_value"], excludes=["9 October"], includes=["16 October|16/10", "18 October", "€398"],
         notes="9 October is the superseded version 2 arrival; current arrival 2026-10-16.")
