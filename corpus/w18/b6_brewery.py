"""w18 business 6: brewery tours (Denver + Phoenix)."""
from _lib import Scenario, rec, pol, psg, refused, ep, sup, na, con, ins, either, DEN, PHX

DOM = "brewery tours"

# ---------------------------------------------------------------- T1 tour booking recap
s = Scenario(DOM, "tour-booking-recap",
    "Can you recap our brewery tour booking for Saturday? How much did it come to?",
    [
        rec("get_tour_booking#TB-2206", "get_tour_booking", {
            "booking": {
                "booking_id": "TB-2206",
                "brewery": {"name": "Switchback Ridge Brewing", "town": "Golden", "tz": DEN},
                "tour": {"code": "BREWHOUSE_CLASSIC", "starts_at": ep("2026-09-26 14:00", DEN), "duration": "PT75M"},
                "tickets": [{"type": "TASTING_21PLUS", "qty": 3, "unit_price_minor": 2800},
                            {"type": "NON_DRINKER", "qty": 1, "unit_price_minor": 1200}],
                "add_ons": [{"code": "PRETZEL_BOARD", "qty": 1, "price_minor": 1400}],
                "total_minor": 11000, "currency": "usd",
                "status": "CONFIRMED", "lead_guest": "Jordan Pike"}}),
        rec("list_tour_bookings#jordan", "list_tour_bookings", {
            "bookings": [{"booking_id": "TB-1894", "starts_at": ep("2026-04-11 13:00", DEN), "status": "ATTENDED",
                          "tickets": [{"type": "TASTING_21PLUS", "qty": 2}], "total_minor": 5600}]}),
        pol("policy#tour-day",
            "Please check in at the taproom host stand 15 minutes before your tour. Closed-toe shoes are required on "
            "the brewhouse floor. Everyone on a tasting ticket must show a valid photo ID proving they're 21 or older. "
            "Tours run rain or shine.", rev="2026-05"),
    ], now="2026-09-21T11:00:00-06:00")

s.ok("Cheers, Jordan! You're booked for Saturday, September 26 at 2:00 PM: 3 tasting tickets and 1 non-drinker, plus "
     "a pretzel board, for $110.00 total. The tour runs about 75 minutes; please check in at the host stand 15 minutes "
     "early.",
     [sup("You're booked for Saturday, September 26 at 2:00 PM"), sup("3 tasting tickets and 1 non-drinker"),
      sup("plus a pretzel board"), sup("for $110.00 total"), sup("The tour runs about 75 minutes"),
      sup("check in at the host stand 15 minutes early")],
     ["$110.00", "2:00 PM"],
     "starts_at 14:00 MDT Sat 26 Sep; tickets 3 + 1; PRETZEL_BOARD; 3x2800 + 1200 + 1400 = 11000; PT75M; policy 15 minutes.")

s.ok("TB-2206 recap:\n- Sat 9/26, 2 PM, Brewhouse Classic (1 hr 15 min)\n- Tickets: $84 for three tasters + $12 "
     "non-drinker\n- Pretzel board: $14\n- Total: $110\nBring closed-toe shoes and photo ID for the tasters!",
     [sup("TB-2206 recap"), sup("Sat 9/26, 2 PM, Brewhouse Classic (1 hr 15 min)"), sup("$84 for three tasters"), sup("+ $12 non-drinker"),
      sup("Pretzel board: $14"), sup("Total: $110"), sup("Bring closed-toe shoes and photo ID for the tasters!")],
     ["$110", "9/26"],
     "PT75M = 1 hr 15 min; 3 x 2800 = 8400; NON_DRINKER 1200; PRETZEL_BOARD 1400; total 11000; policy shoes + ID.")

s.ok("All confirmed for this Saturday at two in the afternoon, four of you in total, one hundred ten dollars in all. "
     "It's rain or shine!",
     [sup("All confirmed for this Saturday at two in the afternoon"), sup("four of you in total"),
      sup("one hundred ten dollars"), sup("It's rain or shine!")],
     ["one hundred ten dollars", "four of you"],
     "status CONFIRMED; 14:00 Sat 26 Sep (now Mon 21 Sep); 3+1 tickets; total 11000; policy rain or shine.")

s.bad("You're booked for Saturday, September 26 at 2:00 PM: 3 tasting tickets and 1 non-drinker, plus a pretzel board, "
      "for $96.00 total.",
      [sup("You're booked for Saturday, September 26 at 2:00 PM"), sup("3 tasting tickets and 1 non-drinker"),
       sup("plus a pretzel board"), con("for $96.00 total", "AMOUNT_MISMATCH")],
      ["wrong_arithmetic"], ["$96.00"],
      "9600 is tickets only; the pretzel board adds 1400, total_minor is 11000.")

s.bad("You're set for Saturday at 2:00 PM with 4 tasting tickets, $110.00 total, and every guest gets a souvenir pint "
      "glass to take home. Please check in by 1:30 PM.",
      [sup("You're set for Saturday at 2:00 PM"), con("with 4 tasting tickets", "VALUE_MISMATCH"),
       sup("$110.00 total"), ins("every guest gets a souvenir pint glass", "CLAIM_WITHOUT_TOOL_EVIDENCE", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED"),
       con("check in by 1:30 PM", "NLI_CONTRADICTION", "DATE_MISMATCH")],
      ["wrong_quantity", "unlisted_perk", "wrong_time"], ["4 tasting tickets", "souvenir pint glass", "by 1:30 PM"],
      "TASTING_21PLUS qty is 3 (plus 1 NON_DRINKER); nothing lists a glass; check-in is 15 minutes before 2:00 = 1:45 PM.")

s.bad("Here's your recap: Saturday, September 26 at 2:00 PM for 2 tasting guests, $56.00 total.",
      [sup("Saturday, September 26 at 2:00 PM"), con("for 2 tasting guests", "VALUE_MISMATCH"),
       con("$56.00 total", "AMOUNT_MISMATCH")],
      ["other_record_value", "other_record_value"], ["2 tasting guests", "$56.00"],
      "2 tickets and 5600 belong to the April booking TB-1894; TB-2206 has 3 tasting + 1 non-drinker for 11000.")

s.repair("You're booked Saturday, September 26 at 2:00 PM for 3 tasters and 1 non-drinker, plus a pretzel board, "
         "$96.00 in total.",
         [sup("You're booked Saturday, September 26 at 2:00 PM"), sup("for 3 tasters and 1 non-drinker"),
          sup("plus a pretzel board"), con("$96.00 in total", "AMOUNT_MISMATCH")],
         ["wrong_arithmetic"], ["$96.00"],
         ["$110|110.00", "2:00 PM|2 PM"],
         "total_minor 11000 includes the 1400 pretzel board.")

# ---------------------------------------------------------------- T2 group reschedule escalated
s = Scenario(DOM, "group-reschedule",
    "Can we push our group tour from this Saturday to next Saturday? There are 12 of us.",
    [
        rec("get_tour_booking#TB-3310", "get_tour_booking", {
            "booking": {
                "booking_id": "TB-3310",
                "brewery": {"name": "Ocotillo Brewing Co.", "town": "Tempe", "tz": PHX},
                "tour": {"code": "SOUR_CELLAR", "starts_at": ep("2026-05-30 15:30", PHX), "duration": "PT90M"},
                "party_size": 12,
                "tickets": [{"type": "TASTING_21PLUS", "qty": 12, "unit_price_minor": 2500}],
                "group_deposit": {"amount_minor": 5000, "status": "PAID", "refundable": False},
                "balance_due_minor": 25000,
                "status": "CONFIRMED"}}),
        refused("reschedule_tour#call-6", "reschedule_tour", "ESCALATE",
                {"booking_id": "TB-3310", "new_starts_at": ep("2026-06-06 15:30", PHX),
                 "reason": "GROUP_10_PLUS", "route_to": "EVENTS_COORDINATOR"}),
        pol("policy#rescheduling",
            "Bookings of up to 9 guests can be rescheduled free of charge up to 48 hours before the tour. Groups of 10 "
            "or more are handled by our events coordinator, who replies within 1 business day. Group bookings carry a "
            "$50 deposit that is non-refundable but moves with the booking if it's rescheduled.", rev="2026-02"),
    ], now="2026-05-26T10:00:00-07:00")

s.ok("I couldn't move it myself, since groups of 10 or more go through our events coordinator, so I've escalated your "
     "request for Saturday, June 6. They'll reply within 1 business day. Until then, your tour for 12 stays booked for "
     "this Saturday at 3:30 PM.",
     [sup("I couldn't move it myself"), sup("groups of 10 or more go through our events coordinator"),
      sup("I've escalated your request for Saturday, June 6"), sup("They'll reply within 1 business day"),
      sup("your tour for 12 stays booked for this Saturday at 3:30 PM")],
     ["3:30 PM", "1 business day"],
     "reschedule_tour ESCALATED to EVENTS_COORDINATOR for 2026-06-06; policy 1 business day; starts_at 15:30 Phoenix Sat 30 May, party 12.")

s.ok("Your request is with our events coordinator now. Good to know: your $50 group deposit isn't refundable, but it "
     "moves with the booking if the new date works out.",
     [sup("Your request is with our events coordinator now"), sup("your $50 group deposit isn't refundable"),
      sup("it moves with the booking if the new date works out")],
     ["$50", "events coordinator"],
     "refused call routed to EVENTS_COORDINATOR; group_deposit 5000 refundable false; policy: deposit moves with the booking.")

s.bad("Done! Your Sour Cellar tour for 12 is now moved to Saturday, June 6 at 3:30 PM.",
      [con("Your Sour Cellar tour for 12 is now moved to Saturday, June 6", "NOT_EXECUTED")],
      ["refused_call_effect"], ["is now moved to Saturday"],
      "reschedule_tour was ESCALATED; starts_at is still 30 May.")

s.bad("Since it's more than 48 hours before your tour, rescheduling is free! I've passed it to our events coordinator, "
      "and if the date doesn't work they'll refund your $50 deposit.",
      [either("rescheduling is free", "NLI_CONTRADICTION", "NLI_NOT_ENTAILED"),
       sup("I've passed it to our events coordinator"),
       con("they'll refund your $50 deposit", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
      ["condition_unmet", "wrong_policy_condition"], ["rescheduling is free", "refund your $50 deposit"],
      "Free rescheduling applies to bookings of up to 9 guests; this one has 12. The group deposit is non-refundable.")

s.bad("I've escalated it to our events coordinator. Meanwhile your tour is still this Saturday at 3:30 PM, with a balance "
      "of $300.00 due.",
      [sup("I've escalated it to our events coordinator"), sup("your tour is still this Saturday at 3:30 PM"),
       con("a balance of $300.00 due", "AMOUNT_MISMATCH")],
      ["wrong_arithmetic"], ["$300.00"],
      "12 x 2500 = 30000 is the ticket total; after the $50 deposit the balance_due is 25000 ($250.00).")

s.repair("Great news, your group of 12 has been moved to Saturday, June 6 at 3:30 PM, and the $50 deposit carries over.",
         [con("your group of 12 has been moved to Saturday, June 6", "NOT_EXECUTED"),
          sup("the $50 deposit carries over")],
         ["refused_call_effect"], ["has been moved"],
         ["escalated|events coordinator|couldn't|could not|unable|not able|request", "$50"],
         "reschedule_tour#call-6 was ESCALATED to the events coordinator; booking still on 30 May.")

# ---------------------------------------------------------------- T3 minors on the tour
s = Scenario(DOM, "teens-on-tour",
    "Can my 15-year-old come on Sunday's tour? And is my 10-year-old okay too?",
    [
        rec("get_tour_booking#TB-4478", "get_tour_booking", {
            "booking": {
                "booking_id": "TB-4478",
                "brewery": {"name": "Switchback Ridge Brewing", "town": "Golden", "tz": DEN},
                "tour": {"code": "BREWHOUSE_CLASSIC", "starts_at": ep("2026-10-04 11:00", DEN), "duration": "PT75M"},
                "tickets": [{"type": "TASTING_21PLUS", "qty": 2, "unit_price_minor": 2800},
                            {"type": "YOUTH_12_20", "qty": 1, "unit_price_minor": 1000}],
                "total_minor": 6600, "currency": "usd", "status": "CONFIRMED"}}),
        pol("policy#minors",
            "Strollers aren't allowed on the brewhouse floor. Guests aged 12 to 20 can join the tour with a ticketed "
            "adult on a youth ticket; they skip the tasting and get a craft root beer instead. Children under 12 can't "
            "go on the brewhouse floor, but they're welcome in the taproom with an adult."),
        psg("kb#taproom", "Switchback Ridge taproom opens at 11 AM on weekends.\nThe taproom has board games and a "
            "covered patio.\nFood comes from the Bunny Hop food truck on weekends."),
    ], now="2026-10-01T17:00:00-06:00")

s.ok("Your 15-year-old is all set on the youth ticket; teens skip the tasting and get a craft root beer instead. "
     "Your 10-year-old can't go on the brewhouse floor since it's 12 and up, but kids are welcome in the taproom with "
     "an adult.",
     [sup("Your 15-year-old is all set on the youth ticket"), sup("teens skip the tasting and get a craft root beer instead"),
      sup("Your 10-year-old can't go on the brewhouse floor"), sup("since it's 12 and up"),
      sup("kids are welcome in the taproom with an adult")],
     ["root beer", "12"],
     "YOUTH_12_20 qty 1 on TB-4478; policy: 12-20 on youth ticket with root beer, under 12 off the floor but welcome in the taproom.")

s.ok("Sunday at 11:00 AM works for your teen (there's already a youth ticket on TB-4478). The 10-year-old can hang out "
     "in the taproom, which has board games and a covered patio!",
     [sup("Sunday at 11:00 AM"), sup("there's already a youth ticket on TB-4478"),
      sup("The 10-year-old can hang out in the taproom"), sup("which has board games and a covered patio!")],
     ["11:00 AM", "TB-4478"],
     "starts_at 11:00 MDT Sun 4 Oct; YOUTH_12_20 ticket; policy lets under-12s in the taproom; KB lists games and patio.")

s.ok("Yes for your 15-year-old, no for the 10-year-old on the tour itself (minimum age is 12). Your booking is 2 tasting "
     "tickets plus 1 youth, $66.00 total.",
     [sup("Yes for your 15-year-old"), sup("no for the 10-year-old on the tour itself"), sup("minimum age is 12"),
      sup("2 tasting tickets plus 1 youth"), sup("$66.00 total")],
     ["$66.00", "12"],
     "policy age bands; tickets 2 TASTING_21PLUS + 1 YOUTH_12_20; total_minor 6600.")

s.bad("Your 15-year-old is all set on the youth ticket! Kids 10 and up can join the tour too, so bring your 10-year-old "
      "along.",
      [sup("Your 15-year-old is all set on the youth ticket!"), con("Kids 10 and up can join the tour", "NLI_CONTRADICTION")],
      ["wrong_policy_condition"], ["10 and up"],
      "Policy: the tour is for ages 12 and up; under 12 can't go on the brewhouse floor.")

s.bad("Your teen is covered by the youth ticket, and I've added a child ticket for your 10-year-old so the whole family "
      "can tour together. The youth ticket includes a small tasting pour.",
      [sup("Your teen is covered by the youth ticket"),
       ins("I've added a child ticket for your 10-year-old", "CLAIM_WITHOUT_TOOL_EVIDENCE"),
       con("The youth ticket includes a small tasting pour", "NLI_CONTRADICTION")],
      ["unrecorded_extra", "invented_fact"], ["added a child ticket", "small tasting pour"],
      "No record adds a ticket (and under-12s can't tour); policy: youth skip the tasting and get root beer.")

s.bad("Your 15-year-old is welcome on the youth ticket for Sunday's tour at 11:30 AM, and the 10-year-old can wait in "
      "the taproom with an adult.",
      [sup("Your 15-year-old is welcome on the youth ticket"), con("Sunday's tour at 11:30 AM", "DATE_MISMATCH", "VALUE_MISMATCH"),
       sup("the 10-year-old can wait in the taproom with an adult")],
      ["wrong_time"], ["11:30 AM"],
      "tour.starts_at is 11:00 America/Denver on Sunday 4 October.")

s.repair("Your 15-year-old is good to go on the youth ticket for Sunday at 11:00 AM. Kids need to be 10 or older for "
         "the brewhouse floor, so your 10-year-old can come along too!",
         [sup("Your 15-year-old is good to go on the youth ticket"), sup("for Sunday at 11:00 AM"),
          con("Kids need to be 10 or older", "NLI_CONTRADICTION"),
          con("your 10-year-old can come along too", "NLI_CONTRADICTION")],
         ["wrong_policy_condition", "wrong_policy_condition"], ["10 or older", "can come along too"],
         ["12", "11:00 AM|11 AM"],
         "Policy: ages 12 and up on the brewhouse floor; children under 12 stay in the taproom.")
