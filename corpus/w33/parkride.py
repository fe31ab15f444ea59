"""Park-and-ride (RidePark, Edmonton and Vancouver lots): four scenarios."""
from common import *

B = Book("parkride", "park-and-ride", 78, 18)
VAN = "America/Vancouver"
EDM = "America/Edmonton"

# ---------------------------------------------------------------- 18. monthly permit renewal
s = "permit-renewal"
ev18 = [
    rec("get_permits#PR-300218", "tool:get_permits", {
        "account": {"account_id": "PR-300218", "name": "Marcus Lee", "state": "in-good-standing", "tz": EDM},
        "permits": [
            {"permit_id": "PMT-88412", "product": "RESERVED_MONTHLY", "lot": "Century Park Lot B",
             "stall": "B-14", "status": "active", "valid_from": "2026-10-01T06:00:00Z",
             "valid_until": "2026-11-01T05:59:59Z", "price": {"amount": 7500, "currency": "CAD"},
             "perks": ["RESERVED_STALL", "OVERNIGHT_PARKING"]},
            {"permit_id": "PMT-90177", "product": "RESERVED_MONTHLY", "lot": "Century Park Lot B",
             "stall": "B-14", "status": "pending-payment", "valid_from": "2026-11-01T06:00:00Z",
             "valid_until": "2026-12-01T06:59:59Z", "price": {"amount": 8200, "currency": "CAD"},
             "payment_due": "2026-10-28", "perks": ["RESERVED_STALL", "OVERNIGHT_PARKING"]}]}),
    pol("policy#monthly-permits", "Monthly permits run from the first to the last day of the month. Reserved "
        "permits include overnight parking in your own stall. Renewals for the next month open on the 20th and "
        "must be paid by the 28th; if a renewal isn't paid by then, the reserved stall is released to the "
        "waitlist. EV charging is billed separately at the charger.", "2026-09"),
]
q18 = "My permit's up at the end of the month. How much is the renewal and when do I need to pay?"
now18 = "2026-10-22T08:00:00-06:00"

B.add(s, q18,
      "Hi Marcus! Your current permit for Century Park Lot B is good until October 31. November's renewal is "
      "CA$82.00 and needs to be paid by October 28, or your reserved stall B-14 goes to the waitlist.",
      ev18,
      [S("Your current permit for Century Park Lot B is good until October 31"),
       S("November's renewal is CA$82.00"), S("needs to be paid by October 28"),
       S("your reserved stall B-14 goes to the waitlist")],
      notes="PMT-88412 valid_until 05:59:59Z Nov 1 = 11:59 PM Oct 31 MDT; PMT-90177 price 8200, payment_due "
            "2026-10-28; policy releases the stall if unpaid.", includes=["CA$82.00", "October 28"])

B.add(s, q18,
      "Hey Marcus — renewal's ready: CA$82.00 for November, due by Oct 28. Heads-up, it's up from the CA$75.00 "
      "you paid for October.",
      ev18,
      [S("CA$82.00 for November"), S("due by Oct 28"), S("up from the CA$75.00 you paid for October")],
      notes="PMT-90177 8200 vs PMT-88412 7500.", includes=["CA$82.00"])

B.add(s, q18,
      "Hello Marcus,\n\nYour November permit (PMT-90177) is waiting for payment. The amount is eighty-two "
      "dollars, and it must be paid by October 28 for stall B-14 to be kept for you. Your current permit remains "
      "valid through October 31.\n\nThanks,\nRidePark Edmonton",
      ev18,
      [S("Your November permit (PMT-90177) is waiting for payment"), S("The amount is eighty-two dollars"),
       S("it must be paid by October 28 for stall B-14 to be kept for you"),
       S("Your current permit remains valid through October 31")],
      notes="status pending-payment; 8200 minor units; payment_due Oct 28.", includes=["PMT-90177", "October 28"])

B.add(s, q18,
      "Hi Marcus! November's permit for stall B-14 is CA$75.00, same as this month, and it's due by October 28. "
      "If you miss that date, there's a 7-day grace period before the stall is released.",
      ev18,
      [C("November's permit for stall B-14 is CA$75.00", AMT), S("it's due by October 28"),
       C("there's a 7-day grace period before the stall is released", POLC)],
      errors=["stale_value", "wrong_policy_condition"],
      notes="CA$75.00 is October's price (PMT-88412); November's PMT-90177 is 8200. Policy releases the stall "
            "if the renewal isn't paid by the 28th; no grace period.",
      excludes=["is CA$75.00", "7-day grace period"])

B.add(s, q18,
      "Hi Marcus, your October permit is valid until November 1, and the November renewal is CA$82.00, due by "
      "October 28. Your permit also includes free EV charging at Lot B.",
      ev18,
      [C("your October permit is valid until November 1", DATE), S("the November renewal is CA$82.00, due by October 28"),
       CI("Your permit also includes free EV charging at Lot B", NOEV + POLC + FACTC)],
      errors=["unit_conversion", "unlisted_perk"],
      notes="valid_until 05:59:59Z Nov 1 is the end of Oct 31 in Edmonton. EV charging isn't in the perks; "
            "policy says it's billed separately.",
      excludes=["valid until November 1", "free EV charging"])

B.rep(s, q18,
      "Hi Marcus, your permit is good until October 31. The November renewal is CA$75.00 and has to be paid by "
      "October 28.",
      ev18,
      [S("your permit is good until October 31"), C("The November renewal is CA$75.00", AMT),
       S("has to be paid by October 28")],
      errors=["stale_value"],
      notes="PMT-90177 (November) price is 8200; 7500 is October's permit.",
      excludes=["is CA$75.00"], includes=["$82|82.00", "October 28|Oct 28"])

# ---------------------------------------------------------------- 19. overnight citation
s = "overnight-citation"
ev19 = [
    rec("get_citation#CT-2027-00319", "tool:get_citation", {
        "citation": {"citation_id": "CT-2027-00319", "plate": "CDX-4471", "registered_to": "Joanna Kowalski",
                     "lot": "Clareview Station Lot", "violation": "OVERNIGHT_NO_PERMIT",
                     "issued_at": "2027-01-16T10:22:00Z", "amount": {"amount": 4000, "currency": "CAD"},
                     "early_payment": {"amount": 2500, "currency": "CAD", "deadline": "2027-01-26"},
                     "status": "UNPAID", "appeal": None},
        "session": {"session_id": "PS-7710522", "started_at": "2027-01-15T13:10:00Z",
                    "ended_at": "2027-01-17T01:45:00Z", "duration_s": 131700,
                    "fare": {"currency": "CAD", "total": 600, "components": [
                        {"kind": "daily_rate", "amount": 600}]}}}),
    pol("policy#overnight", "Park-and-ride lots are for transit riders during service hours. Parking between "
        "2:00 AM and 5:00 AM needs an overnight permit, and vehicles without one receive a CA$40 citation. A "
        "citation paid within 10 days of being issued is reduced to CA$25. You can appeal a citation within 21 "
        "days; while an appeal is open, the early-payment deadline is paused.", "2026-12"),
]
q19 = "I got a ticket at Clareview on Friday night — I got stuck in Calgary. How much is it, and can I appeal?"
now19 = "2027-01-18T09:00:00-07:00"

B.add(s, q19,
      "Hi Joanna, sorry to hear you got stuck! The citation was issued at 3:22 AM on Saturday, January 16, "
      "because the car was in the lot overnight without an overnight permit. It's CA$40.00, but if you pay by "
      "January 26 it drops to CA$25.00. You can also appeal within 21 days, and while an appeal is open the "
      "early-payment deadline is paused.",
      ev19,
      [N("sorry to hear you got stuck!"), S("issued at 3:22 AM on Saturday, January 16"),
       S("the car was in the lot overnight without an overnight permit"), S("It's CA$40.00"),
       S("if you pay by January 26 it drops to CA$25.00"), S("You can also appeal within 21 days"),
       S("the early-payment deadline is paused")],
      notes="issued_at 10:22Z Jan 16 = 3:22 AM MST; violation OVERNIGHT_NO_PERMIT; amount 4000; early_payment 2500 "
            "by 2027-01-26; policy 21-day appeals.", includes=["CA$40.00", "January 26"])

B.add(s, q19,
      "Hey Joanna — citation CT-2027-00319 is CA$40, or CA$25 if it's paid within 10 days; appeals are open for "
      "21 days from January 16.",
      ev19,
      [S("citation CT-2027-00319 is CA$40"), S("or CA$25 if it's paid within 10 days"),
       S("appeals are open for 21 days from January 16")],
      notes="citation amount and early_payment; policy windows.", includes=["CT-2027-00319"])

B.add(s, q19,
      "Hi Joanna, thanks for explaining. The citation was written at 10:22 AM on January 16. It's CA$40.00, and "
      "paying early saves you CA$25.00. You can appeal within 21 days.",
      ev19,
      [N("thanks for explaining."), C("written at 10:22 AM on January 16", DATE), S("It's CA$40.00"),
       C("paying early saves you CA$25.00", AMT), S("You can appeal within 21 days")],
      errors=["unit_conversion", "wrong_arithmetic"],
      notes="10:22Z is 3:22 AM MST. Early payment reduces the citation to 2500, a saving of CA$15.00, not 25.",
      excludes=["10:22 AM", "saves you CA$25.00"])

B.add(s, q19,
      "Hi Joanna! The overnight citation is CA$40.00, or CA$25.00 if you pay by January 26. Your citation number "
      "is PS-7710522. If you'd like to appeal, you'll need to do it within 10 days.",
      ev19,
      [S("The overnight citation is CA$40.00"), S("or CA$25.00 if you pay by January 26"),
       C("Your citation number is PS-7710522", IDM), C("you'll need to do it within 10 days", POLC)],
      errors=["wrong_role", "wrong_policy_condition"],
      notes="PS-7710522 is the parking session id; the citation is CT-2027-00319. Appeals are allowed within "
            "21 days (10 days is the early-payment window).",
      excludes=["citation number is PS-7710522", "do it within 10 days"])

B.rep(s, q19,
      "Hi Joanna, the CA$40.00 citation was issued overnight on January 16. Pay by January 26 and it drops to "
      "CA$20.00.",
      ev19,
      [S("the CA$40.00 citation was issued overnight on January 16"), S("Pay by January 26"),
       C("it drops to CA$20.00", AMT)],
      errors=["wrong_amount"],
      notes="early_payment.amount is 2500.", excludes=["CA$20.00"], includes=["$25", "January 26|Jan 26"])

# ---------------------------------------------------------------- 20. transit-tap discount
s = "transit-discount"
ev20 = [
    rec("list_sessions#PR-412907#week", "tool:list_sessions", {
        "account_id": "PR-412907", "name": "Emily Chen", "plate": "RT7 93K", "lot": "Harbourview Station Lot",
        "tz": VAN,
        "sessions": [
            {"session_id": "PS-8801340", "started_at": "2026-04-13T14:05:00Z", "ended_at": "2026-04-14T01:40:00Z",
             "duration_s": 41700,
             "transit_validation": {"matched": True, "first_tap_at": "2026-04-13T14:51:00Z"},
             "fare": {"currency": "CAD", "total": 500, "components": [
                 {"kind": "daily_rate", "amount": 800}, {"kind": "transit_discount", "amount": -300}]}},
            {"session_id": "PS-8806918", "started_at": "2026-04-14T14:10:00Z", "ended_at": "2026-04-15T02:55:00Z",
             "duration_s": 45900,
             "transit_validation": {"matched": False, "first_tap_at": "2026-04-14T17:02:00Z",
                                    "reason": "TAP_OUTSIDE_WINDOW"},
             "fare": {"currency": "CAD", "total": 800, "components": [{"kind": "daily_rate", "amount": 800}]}}]}),
    pol("policy#transit-discount", "Daily parking at RidePark lots is CA$8.00. Register your transit card to "
        "your plate, tap it within 2 hours of parking, and that day's rate drops by CA$3.00. Sessions longer than "
        "18 hours are charged a second day. Discounts aren't added after the fact.", "2026-02"),
]
q20 = "Why did Tuesday cost me $8 when Monday was only $5? I took the train both days."
now20 = "2026-04-16T12:00:00-07:00"

B.add(s, q20,
      "Hi Emily! On Monday your transit tap came within 2 hours of parking, so you got the CA$3.00 discount and "
      "paid CA$5.00. On Tuesday you parked at 7:10 AM, but your first tap was at 10:02 AM, almost 3 hours later, "
      "so the discount didn't apply and the full CA$8.00 daily rate was charged.",
      ev20,
      [S("On Monday your transit tap came within 2 hours of parking"), S("you got the CA$3.00 discount and paid CA$5.00"),
       S("On Tuesday you parked at 7:10 AM"), S("your first tap was at 10:02 AM, almost 3 hours later"),
       S("the full CA$8.00 daily rate was charged")],
      now=now20,
      notes="PS-8801340: tap 14:51Z (7:51 AM) matched, total 500; PS-8806918: start 14:10Z = 7:10 AM PDT, tap "
            "17:02Z = 10:02 AM, not matched, total 800; policy 2-hour window.", includes=["10:02 AM", "CA$8.00"])

B.add(s, q20,
      "Hey Emily — Tuesday's CA$8.00 is the regular daily rate; the CA$3.00 transit discount needs a tap within "
      "2 hours of parking, and your tap came at 10:02 AM after a 7:10 AM arrival.",
      ev20,
      [S("Tuesday's CA$8.00 is the regular daily rate"), S("the CA$3.00 transit discount needs a tap within 2 hours of parking"),
       S("your tap came at 10:02 AM after a 7:10 AM arrival")],
      notes="policy and PS-8806918 times in PDT.", includes=["CA$8.00"])

B.add(s, q20,
      "Hi Emily, you parked at Harbourview twice this week, for CA$13.00 in total: CA$5.00 on Monday with the "
      "transit discount, and CA$8.00 on Tuesday without it.",
      ev20,
      [S("you parked at Harbourview twice this week"), S("for CA$13.00 in total"),
       S("CA$5.00 on Monday with the transit discount"), S("CA$8.00 on Tuesday without it")],
      now=now20, notes="500 + 800 = 1300.", includes=["CA$13.00"])

B.add(s, q20,
      "Hi Emily! The transit discount applies as long as you tap within 4 hours of parking. You tapped at "
      "10:02 AM on Tuesday, so I've added the CA$3.00 discount to that day.",
      ev20,
      [C("as long as you tap within 4 hours of parking", POLC), S("You tapped at 10:02 AM on Tuesday"),
       CI("I've added the CA$3.00 discount to that day", STATE + NOEV + POLC)],
      errors=["wrong_policy_condition", "condition_unmet"],
      notes="policy window is 2 hours and discounts aren't added afterwards; PS-8806918 is unmatched, total 800, "
            "and no record shows an adjustment.",
      excludes=["within 4 hours", "I've added the CA$3.00 discount"])

B.add(s, q20,
      "Hi Emily, thanks for asking! Your Tuesday session ran from 7:10 AM to 6:40 PM, and your first tap that day "
      "was at 5:02 PM, which is outside the 2-hour window. That's why Tuesday was CA$8.00.",
      ev20,
      [N("thanks for asking!"), S("Your Tuesday session ran from 7:10 AM"), C("to 6:40 PM", DATE),
       C("your first tap that day was at 5:02 PM", DATE), S("outside the 2-hour window"),
       S("That's why Tuesday was CA$8.00")],
      errors=["other_record_value", "unit_conversion"],
      notes="6:40 PM is when Monday's session ended; Tuesday's ended at 7:55 PM. The tap at 17:02Z is 10:02 AM "
            "PDT, not 5:02 PM.", excludes=["to 6:40 PM", "at 5:02 PM"])

B.rep(s, q20,
      "Hi Emily, on Tuesday you parked at 7:10 AM and first tapped at 10:02 AM, which is outside the 3-hour "
      "window, so the full CA$8.00 was charged.",
      ev20,
      [S("on Tuesday you parked at 7:10 AM and first tapped at 10:02 AM"), C("outside the 3-hour window", POLC),
       S("so the full CA$8.00 was charged")],
      errors=["wrong_policy_condition"],
      notes="policy: the tap must come within 2 hours of parking.",
      excludes=["3-hour window"], includes=["2 hours|two hours|2-hour|two-hour", "CA$8.00|$8"])

# ---------------------------------------------------------------- 21. lot closed for snow
s = "lot-closure"
ev21 = [
    rec("list_reservations#PR-227715", "tool:list_reservations", {
        "account_id": "PR-227715", "name": "Hamid Farouk", "tz": EDM,
        "payment_method": {"brand": "AMEX", "last4": "1009"},
        "reservations": [
            {"reservation_id": "RS-55310", "lot": "Millwoods Ridge Lot", "date": "2027-02-03",
             "state": "cancelled-by-operator", "prepaid": {"amount": 1000, "currency": "CAD"},
             "refund": {"refund_id": "RFD-4410", "amount": 1000, "currency": "CAD", "state": "processing",
                        "initiated_at": "2027-02-03T15:00:00Z", "expected_by": "2027-02-08"}},
            {"reservation_id": "RS-55402", "lot": "Millwoods Ridge Lot", "date": "2027-02-05",
             "state": "confirmed", "prepaid": {"amount": 1000, "currency": "CAD"}}]}),
    rec("get_closure#CL-2027-014", "tool:get_closure", {
        "closure": {"closure_id": "CL-2027-014", "lot": "Millwoods Ridge Lot", "reason": "SNOW_CLEARING",
                    "from": "2027-02-03T12:00:00Z", "to": "2027-02-04T00:00:00Z",
                    "posted_at": "2027-02-03T10:40:00Z"}}),
    pol("policy#closures", "Closures are posted in the app by 4:00 AM on the day. If we close a lot on a day "
        "you've reserved and prepaid, the reservation is cancelled and refunded in full to your card within 3 "
        "business days of the closure. Reservations you cancel yourself less than 12 hours ahead aren't "
        "refunded.", "2026-11"),
]
q21 = "The lot was closed yesterday and I'd prepaid. Do I get my money back?"
now21 = "2027-02-04T09:00:00-07:00"

B.add(s, q21,
      "Hi Hamid, sorry about the closure! Your reservation RS-55310 at Millwoods Ridge for yesterday was cancelled "
      "on our end because the lot was closed for snow clearing, and the full CA$10.00 is being refunded to your "
      "Amex ending 1009. It should arrive within 3 business days of the closure, so by February 8. Your Friday "
      "reservation is still confirmed.",
      ev21,
      [N("sorry about the closure!"), S("for yesterday was cancelled on our end"),
       S("the lot was closed for snow clearing"), S("the full CA$10.00 is being refunded to your Amex ending 1009"),
       S("within 3 business days of the closure, so by February 8"), S("Your Friday reservation is still confirmed")],
      now=now21,
      notes="RS-55310 Feb 3 cancelled-by-operator; CL-2027-014 SNOW_CLEARING; RFD-4410 1000 processing, "
            "expected_by Feb 8; RS-55402 (Fri Feb 5) confirmed.", includes=["CA$10.00", "February 8"])

B.add(s, q21,
      "Hey Hamid — yep, the CA$10.00 for the closed day is on its way back to your card (refund RFD-4410), due "
      "within 3 business days.",
      ev21,
      [S("the CA$10.00 for the closed day is on its way back to your card (refund RFD-4410)"),
       S("due within 3 business days")],
      notes="refund state processing; policy 3 business days.", includes=["RFD-4410"])

B.add(s, q21,
      "Hello Hamid,\n\nThe closure was posted in the app at 3:40 AM on February 3. Your prepaid reservation for "
      "that day has been cancelled, and a full refund of $10.00 has been started.\n\nRegards,\nRidePark Edmonton",
      ev21,
      [S("The closure was posted in the app at 3:40 AM on February 3"),
       S("Your prepaid reservation for that day has been cancelled"), S("a full refund of $10.00 has been started")],
      notes="posted_at 10:40Z = 3:40 AM MST; refund initiated 15:00Z Feb 3, state processing.",
      includes=["3:40 AM", "$10.00"])

B.add(s, q21,
      "Hi Hamid! Since we closed Millwoods Ridge for snow clearing yesterday, your CA$10.00 has already been "
      "refunded to your Amex. We've also added a CA$5.00 credit to your account for the trouble.",
      ev21,
      [S("we closed Millwoods Ridge for snow clearing yesterday"), C("has already been refunded to your Amex", STATE),
       I("We've also added a CA$5.00 credit to your account", NOEV)],
      errors=["wrong_state", "unrecorded_extra"], now=now21,
      notes="RFD-4410 state is processing (expected by Feb 8), not completed. No record shows any CA$5 credit.",
      excludes=["already been refunded", "CA$5.00 credit"])

B.add(s, q21,
      "Hi Hamid, sorry about yesterday's closure. Your refund reference is RS-55310, and the CA$10.00 will be "
      "back on your Amex within 10 business days.",
      ev21,
      [N("sorry about yesterday's closure."), C("Your refund reference is RS-55310", IDM),
       S("the CA$10.00 will be back on your Amex"), C("within 10 business days", POLC)],
      errors=["wrong_role", "wrong_period"], now=now21,
      notes="RS-55310 is the reservation id; the refund is RFD-4410. Policy: within 3 business days.",
      excludes=["refund reference is RS-55310", "within 10 business days"])

B.rep(s, q21,
      "Hi Hamid, your Wednesday reservation at Millwoods Ridge was cancelled because of the snow closure, and the "
      "CA$10.00 is being refunded to your Amex ending 1009. Your Friday reservation was cancelled too.",
      ev21,
      [S("your Wednesday reservation at Millwoods Ridge was cancelled because of the snow closure"),
       S("the CA$10.00 is being refunded to your Amex ending 1009"),
       C("Your Friday reservation was cancelled too", STATE)],
      errors=["wrong_state"],
      now=now21, notes="RS-55402 (Friday Feb 5) is confirmed.", excludes=["was cancelled too"],
      includes=["confirmed|still on|still booked|still active|still valid", "CA$10.00|$10"])

B.write()
