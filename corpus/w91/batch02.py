"""Batch 02: barber shop (Sharp Edge Barbers, San Fernando)."""
from write_cases import S, NA, C, I, CI, rec, pol, psg, refused, case, repair

API = "wellness-booking (Mindbody/Fresha-like)"
DOM = "barber shop"
CASES, REPAIRS = [], []

# ---------------------------------------------------------------- bundle: Fade Club membership
SC = "fade-club"
Q = "How many cuts I have left on my membership? And does the beard pack still work?"
NOW = "2026-05-12T14:00:00-04:00"
EV = [
    rec("clients.get#SE-3021", "tool:clients.get", {
        "client": {"id": "SE-3021", "first_name": "Jerome", "last_name": "Charles",
                   "home_location_id": "LOC-SF1"},
        "memberships": [
            {"id": "MB-771", "name": "Monthly Fade Club", "status": "ACTIVE",
             "remaining_sessions": 2, "sessions_per_cycle": 4, "expires_on": "2026-05-31",
             "auto_renew": True, "renews_on": "2026-06-01", "price": "300.00"},
            {"id": "MB-402", "name": "Beard Care 5-Pack", "status": "EXPIRED",
             "remaining_sessions": 1, "expires_on": "2026-02-28", "auto_renew": False}],
        "appointments": [
            {"id": "APT-55301", "session_type_name": "Skin Fade", "status": "Confirmed",
             "start_date_time": "2026-05-16T09:00:00", "duration_minutes": 40,
             "staff": {"id": "ST-12", "display_name": "Dwayne"},
             "location": {"id": "LOC-SF1", "time_zone_id": "America/Port_of_Spain"}}]}),
    pol("fade-club-terms", "Fade Club members get four cuts per monthly cycle. Unused cuts don't roll "
        "over to the next cycle. Members also get 15% off retail products. The membership renews "
        "automatically on the 1st of the month unless cancelled at least 5 days before.",
        revision="2026-02"),
]

CASES.append(case(13, SC, DOM, API, Q,
    "Hey Jerome! You've got 2 cuts left on your Monthly Fade Club, good until 31 May. Your Beard Care "
    "5-Pack expired on 28 February, so that one can't be used anymore, sorry! Your next cut is booked "
    "with Dwayne this Saturday at 9:00 AM.",
    EV, [S("2 cuts left on your Monthly Fade Club"), S("good until 31 May"),
         S("expired on 28 February"), S("can't be used anymore"),
         S("booked with Dwayne this Saturday at 9:00 AM")],
    includes=["2 cuts", "31 May"], now=NOW,
    notes="MB-771 remaining_sessions 2, expires_on 2026-05-31; MB-402 EXPIRED 2026-02-28; APT-55301 "
          "Sat 16/05 09:00 with Dwayne."))

CASES.append(case(14, SC, DOM, API, Q,
    "Jerome —\n• Fade Club: two cuts remaining, valid to 31/05/2026\n• Beard pack: expired "
    "28/02/2026 (1 session was unused)\nHeads-up: unused cuts don't carry over when the club renews "
    "on 1 June.",
    EV, [S("two cuts remaining"), S("valid to 31/05/2026"), S("expired 28/02/2026"),
         S("1 session was unused"), S("unused cuts don't carry over"), S("renews on 1 June")],
    includes=["two cuts", "31/05/2026"], now=NOW,
    notes="MB-771 2 sessions to 2026-05-31, renews_on 2026-06-01; MB-402 expired with 1 session; "
          "terms say unused cuts don't roll over."))

CASES.append(case(15, SC, DOM, API, Q,
    "Hi Jerome! You have 1 cut left on your Monthly Fade Club, and it's valid until 31 May. The beard "
    "pack ran out at the end of February, unfortunately.",
    EV, [C("1 cut left on your Monthly Fade Club", "VALUE_MISMATCH", "AMOUNT_MISMATCH"),
         S("valid until 31 May"), S("ran out at the end of February")],
    errors=["other_record_value"], excludes=["1 cut left"], error_tag="sessions",
    now=NOW,
    notes="1 remaining session belongs to the expired Beard Care pack MB-402; Fade Club MB-771 has 2."))

CASES.append(case(16, SC, DOM, API, Q,
    "Hey Jerome! You've got 2 cuts left this cycle, and any you don't use roll over when your club "
    "renews on 1 June. Don't forget members get 15% off products too!",
    EV, [S("2 cuts left this cycle"),
         C("any you don't use roll over", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
         S("renews on 1 June"), S("members get 15% off products")],
    errors=["wrong_policy_condition"], excludes=["any you don't use roll over"],
    error_tag="rollover", now=NOW,
    notes="fade-club-terms: unused cuts don't roll over; 15% retail discount and renewal on the 1st "
          "are right."))

REPAIRS.append(repair(4, SC, DOM, API, Q,
    "Hi Jerome! Your Monthly Fade Club has 2 cuts left and runs until 31 May. Your Beard Care 5-Pack "
    "is still active with 1 session left too!",
    EV, [S("2 cuts left"), S("runs until 31 May"),
         C("is still active with 1 session left", "RECORD_STATE_MISMATCH")],
    errors=["wrong_state"], excludes=["is still active"],
    includes=["expired|no longer|can't be used|cannot be used|not active|isn't active|ran out",
              "2 cuts|two cuts"], now=NOW,
    notes="MB-402 status EXPIRED on 2026-02-28, so its leftover session can't be used."))

# ---------------------------------------------------------------- bundle: Saturday booking time
SC = "fade-beard-booking"
Q = "what time is my appointment saturday and who's cutting?"
NOW = "2026-05-06T16:10:00-04:00"
EV = [
    rec("appointments.list#SE-3377", "tool:appointments.list", {
        "client_id": "SE-3377", "client_first_name": "Kareem",
        "appointments": [
            {"id": "APT-55120", "session_type_name": "Skin Fade + Beard Line-up",
             "start_date_time": "2026-05-09T10:30:00", "start_time_utc": "2026-05-09T14:30:00Z",
             "duration_minutes": 45, "status": "Booked", "price": "150.00",
             "confirmation": {"sms_sent": True, "client_confirmed": False},
             "staff": {"id": "ST-12", "display_name": "Dwayne"},
             "location": {"name": "Sharp Edge - Cipero Street",
                          "time_zone_id": "America/Port_of_Spain"}},
            {"id": "APT-54011", "session_type_name": "Skin Fade",
             "start_date_time": "2026-04-25T11:00:00", "duration_minutes": 40,
             "status": "LateCancelled", "staff": {"id": "ST-09", "display_name": "Curtis"},
             "location": {"name": "Sharp Edge - Cipero Street",
                          "time_zone_id": "America/Port_of_Spain"}}]}),
    pol("confirmation-policy", "We text a reminder two days before every booking. Please confirm by "
        "replying YES to the reminder text. Unconfirmed bookings are held until 15 minutes after the "
        "start time, then released to walk-ins. Late cancellations (under 12 hours) are charged TT$50.",
        revision="v4"),
]

CASES.append(case(17, SC, DOM, API, Q,
    "Hi Kareem! You're down for a Skin Fade + Beard Line-up with Dwayne this Saturday, 9 May at "
    "10:30 AM. It takes about 45 minutes. The booking isn't confirmed yet, so just reply YES to the "
    "reminder text and you're sorted!",
    EV, [S("with Dwayne this Saturday, 9 May at 10:30 AM"), S("takes about 45 minutes"),
         S("isn't confirmed yet"), S("reply YES to the reminder text")],
    includes=["10:30 AM", "Dwayne"], now=NOW,
    notes="APT-55120 start_date_time 2026-05-09T10:30 local (14:30Z), status Booked with "
          "client_confirmed false; policy asks for a YES reply."))

CASES.append(case(18, SC, DOM, API, Q,
    "Saturday 9/5 at half past ten in the morning with Dwayne, Kareem — skin fade and beard "
    "line-up, 45 mins, TT$150.",
    EV, [S("Saturday 9/5 at half past ten in the morning"), S("with Dwayne"),
         S("45 mins"), S("TT$150")],
    includes=["half past ten", "Dwayne"], now=NOW,
    notes="Local start 10:30, 45 minutes, price 150.00, staff Dwayne."))

CASES.append(case(19, SC, DOM, API, Q,
    "Hi Kareem! Your Skin Fade + Beard Line-up with Dwayne is this Saturday at 2:30 PM, and it's all "
    "confirmed on our side. See you then!",
    EV, [S("with Dwayne is this Saturday"), C("at 2:30 PM", "DATE_MISMATCH", "VALUE_MISMATCH"),
         C("it's all confirmed", "RECORD_STATE_MISMATCH"), NA("See you then!")],
    errors=["unit_conversion", "wrong_state"], excludes=["2:30 PM", "it's all confirmed"],
    error_tag="utc-confirmed", now=NOW,
    notes="2:30 PM is start_time_utc 14:30Z read as local; Port of Spain time is 10:30 AM. Status is "
          "Booked and client_confirmed is false."))

CASES.append(case(20, SC, DOM, API, Q,
    "Hey Kareem, you're booked Saturday 9 May at 10:30 AM with Curtis for the fade and beard line-up. "
    "If you don't confirm, we hold the slot for 30 minutes after the start time before giving it to "
    "walk-ins.",
    EV, [S("Saturday 9 May at 10:30 AM"),
         C("with Curtis", "VALUE_MISMATCH", "IDENTIFIER_MISMATCH"),
         C("hold the slot for 30 minutes", "VALUE_MISMATCH", "NLI_CONTRADICTION")],
    errors=["other_record_value", "wrong_period"],
    excludes=["with Curtis", "for 30 minutes"], error_tag="barber-hold", now=NOW,
    notes="Curtis was on the late-cancelled APT-54011; APT-55120 is with Dwayne. Policy holds "
          "unconfirmed slots 15 minutes, not 30."))

REPAIRS.append(repair(5, SC, DOM, API, Q,
    "Hi Kareem! Your Skin Fade + Beard Line-up is this Saturday, 9 May at 10:30 AM with Dwayne, and "
    "it's already confirmed, so you're all set!",
    EV, [S("9 May at 10:30 AM with Dwayne"),
         C("it's already confirmed", "RECORD_STATE_MISMATCH")],
    errors=["wrong_state"], excludes=["already confirmed"],
    includes=["not confirmed|isn't confirmed|not yet confirmed|unconfirmed|reply YES|confirm by",
              "10:30 AM|10:30"], now=NOW,
    notes="status Booked, confirmation.client_confirmed false: the client still has to reply YES."))

# ---------------------------------------------------------------- bundle: no-show fee
SC = "noshow-fee"
Q = "Why was I charged $60? I didn't even get a haircut."
NOW = "2026-04-30T10:00:00-04:00"
EV = [
    rec("clients.get#SE-2894", "tool:clients.get", {
        "client": {"id": "SE-2894", "first_name": "Marcus", "last_name": "Ali",
                   "card_on_file": {"brand": "VISA", "last4": "4417"}},
        "appointments": [
            {"id": "APT-53988", "session_type_name": "Classic Cut", "price": "120.00",
             "start_date_time": "2026-04-28T17:00:00", "duration_minutes": 30, "status": "NoShow",
             "staff": {"id": "ST-09", "display_name": "Curtis"},
             "location": {"id": "LOC-SF1", "time_zone_id": "America/Port_of_Spain"}},
            {"id": "APT-56022", "session_type_name": "Classic Cut", "price": "120.00",
             "start_date_time": "2026-05-12T17:00:00", "duration_minutes": 30, "status": "Booked",
             "staff": {"id": "ST-09", "display_name": "Curtis"},
             "location": {"id": "LOC-SF1", "time_zone_id": "America/Port_of_Spain"}}]}),
    rec("sales.get#S-22310", "tool:sales.get", {
        "sale": {"id": "S-22310", "client_id": "SE-2894", "sale_date": "2026-04-28",
                 "status": "CHARGED", "currency": "TTD",
                 "items": [{"description": "No-show fee (50% of Classic Cut)", "amount_paid": "60.00",
                            "discount": "0.00", "tax": "0.00", "related_appointment": "APT-53988"}],
                 "payment": {"method": "CARD_ON_FILE", "last4": "4417"}}}),
    pol("no-show-policy", "We keep a card on file for every online booking. If you miss your "
        "appointment without letting us know, we charge a no-show fee of half the service price to "
        "that card. Cancel or move your booking at least 12 hours ahead and there's no charge. "
        "No-show fees are non-refundable, and a second no-show within 90 days means future bookings "
        "need full prepayment.", revision="v2"),
]

CASES.append(case(21, SC, DOM, API, Q,
    "Hi Marcus, sorry for the confusion! The TT$60 charge is our no-show fee for your Classic Cut with "
    "Curtis on Tuesday 28 April at 5:00 PM. It's half the TT$120 service price, charged to your card "
    "on file ending 4417.",
    EV, [NA("sorry for the confusion!"), S("TT$60 charge is our no-show fee"),
         S("Classic Cut with Curtis on Tuesday 28 April at 5:00 PM"),
         S("half the TT$120 service price"), S("card on file ending 4417")],
    includes=["TT$60", "28 April"], now=NOW,
    notes="APT-53988 NoShow 2026-04-28T17:00, price 120.00; S-22310 fee 60.00 on card 4417; policy "
          "fee is half the service price."))

CASES.append(case(22, SC, DOM, API, Q,
    "Marcus, that TT$60.00 was the no-show fee from 28/04, as that appointment was marked as a "
    "no-show. The fee is non-refundable, but you can avoid it in future by cancelling at least 12 "
    "hours ahead. You're still booked for Tuesday 12 May at 5:00 PM with Curtis.",
    EV, [S("TT$60.00 was the no-show fee from 28/04"), S("marked as a no-show"),
         S("The fee is non-refundable"), S("cancelling at least 12 hours ahead"),
         S("Tuesday 12 May at 5:00 PM with Curtis")],
    includes=["TT$60.00", "12 May"], now=NOW,
    notes="S-22310 60.00; APT-53988 NoShow; policy: non-refundable, free with 12 hours' notice; "
          "APT-56022 Booked 2026-05-12T17:00 with Curtis."))

CASES.append(case(23, SC, DOM, API, Q,
    "Hi Marcus! That TT$60 was the no-show fee for your cut on 28 April. Since it's your first "
    "no-show, I can refund it as a one-time courtesy. Your next cut is still on for 12 May at 5:00 PM.",
    EV, [S("TT$60 was the no-show fee"), S("your cut on 28 April"),
         C("I can refund it as a one-time courtesy", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
         S("12 May at 5:00 PM")],
    errors=["invented_promise"], excludes=["refund it as a one-time courtesy"],
    error_tag="courtesy-refund", now=NOW,
    notes="no-show-policy says no-show fees are non-refundable; there is no first-time waiver."))

CASES.append(case(24, SC, DOM, API, Q,
    "Hi Marcus, the charge is for missing your 28 April Classic Cut. Our no-show fee is 50% of the "
    "service, so TT$60. Just so you know, another no-show within six months would mean prepaying "
    "future bookings.",
    EV, [S("missing your 28 April Classic Cut"), S("no-show fee is 50% of the service, so TT$60"),
         C("within six months", "VALUE_MISMATCH", "NLI_CONTRADICTION")],
    errors=["wrong_period"], excludes=["within six months"], error_tag="prepay-window", now=NOW,
    notes="Policy: a second no-show within 90 days triggers prepayment, not six months."))

REPAIRS.append(repair(6, SC, DOM, API, Q,
    "Hi Marcus! The TT$60 was a late-cancellation fee for your Classic Cut on 28 April at 5:00 PM with "
    "Curtis.",
    EV, [C("late-cancellation fee", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH"),
         S("Classic Cut on 28 April at 5:00 PM with Curtis")],
    errors=["wrong_state"], excludes=["late-cancellation"],
    includes=["no-show|no show|didn't show|missed|did not show", "TT$60|60.00"], now=NOW,
    notes="APT-53988 status NoShow and the sale line is a no-show fee; it was not a late "
          "cancellation."))

# ---------------------------------------------------------------- bundle: gift card balance
SC = "gift-card"
Q = "How much is left on my gift card? My sister bought it for me at Christmas."
EV = [
    rec("giftcards.list#SE-3110", "tool:payments.gift_cards.list", {
        "client_id": "SE-3110", "client_first_name": "Nathan",
        "gift_cards": [
            {"code": "SE-GC-7Q4M-2291", "status": "ACTIVE", "currency": "TTD",
             "initial_value_minor": 25000, "balance_minor": 8500, "issued_on": "2025-12-18",
             "expires_on": "2026-12-18", "purchaser_name": "Alicia Lewis",
             "redemptions": [{"sale_id": "S-21877", "date": "2026-02-07", "amount_minor": 12000},
                             {"sale_id": "S-22105", "date": "2026-03-21", "amount_minor": 4500}]},
            {"code": "SE-GC-3B8K-1180", "status": "REDEEMED", "currency": "TTD",
             "initial_value_minor": 10000, "balance_minor": 0, "issued_on": "2025-06-02",
             "expires_on": "2026-06-02", "purchaser_name": "Nathan Lewis"}]}),
    pol("gift-card-terms", "Gift cards are valid for 12 months from purchase and can be used on any "
        "service or product. They can't be exchanged for cash, and any balance stays on the card for "
        "next time. Lost cards can be replaced with proof of purchase.", revision="2025-10"),
]

CASES.append(case(25, SC, DOM, API, Q,
    "Hi Nathan! Your gift card ending 2291 has TT$85.00 left on it, and it's good until 18 December "
    "2026. Whatever you don't spend stays on the card for next time!",
    EV, [S("ending 2291 has TT$85.00 left"), S("good until 18 December 2026"),
         S("stays on the card for next time")],
    includes=["TT$85.00", "18 December 2026"],
    notes="SE-GC-7Q4M-2291 balance_minor 8500 = TT$85.00, expires 2026-12-18; terms keep the balance "
          "on the card."))

CASES.append(case(26, SC, DOM, API, Q,
    "Nathan, you started with TT$250 on that card, used TT$120 in February and TT$45 in March, so "
    "TT$85 remains. It's valid to 18/12/2026 and works on any service or product.",
    EV, [S("started with TT$250"), S("used TT$120 in February"), S("TT$45 in March"),
         S("so TT$85 remains"), S("valid to 18/12/2026"), S("works on any service or product")],
    includes=["TT$85", "18/12/2026"],
    notes="initial 25000 minor, redemptions 12000 (07/02) and 4500 (21/03), balance 8500; terms allow "
          "any service or product."))

CASES.append(case(27, SC, DOM, API, Q,
    "Hi Nathan! Your gift card ending 2291 still has TT$8,500 on it, valid until 18 December 2026. "
    "Enjoy!",
    EV, [C("TT$8,500", "AMOUNT_MISMATCH", "VALUE_MISMATCH"), S("valid until 18 December 2026"),
         NA("Enjoy!")],
    errors=["unit_conversion"], excludes=["TT$8,500"], error_tag="minor-units",
    notes="balance_minor 8500 is cents: TT$85.00, not TT$8,500."))

CASES.append(case(28, SC, DOM, API, Q,
    "Hi Nathan! Your gift card SE-GC-3B8K-1180 has TT$85.00 left, and it's valid until 18/12/2025.",
    EV, [C("SE-GC-3B8K-1180", "IDENTIFIER_MISMATCH"), S("has TT$85.00 left"),
         C("valid until 18/12/2025", "DATE_MISMATCH")],
    errors=["wrong_id", "wrong_role"], excludes=["SE-GC-3B8K-1180", "18/12/2025"],
    error_tag="code-expiry",
    notes="The card with TT$85 is SE-GC-7Q4M-2291 (1180 is the redeemed one); 18/12/2025 is its "
          "issued_on date, the expiry is 18/12/2026."))

REPAIRS.append(repair(7, SC, DOM, API, Q,
    "Hi Nathan! You've got TT$85.00 left on your gift card ending 2291, and you can swap the balance "
    "for cash whenever you like.",
    EV, [S("TT$85.00 left on your gift card ending 2291"),
         C("swap the balance for cash", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["wrong_policy_condition"], excludes=["swap the balance for cash"],
    includes=["can't be exchanged|cannot be exchanged|can't be swapped|cannot be swapped|not for "
              "cash|can't be cashed|stays on the card|no cash",
              "TT$85|85.00"],
    notes="gift-card-terms: cards can't be exchanged for cash."))
