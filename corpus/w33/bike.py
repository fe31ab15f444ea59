"""Bike-share scheme (Seawall Spokes, Vancouver): four scenarios."""
from common import *

B = Book("bike", "bike-share scheme", 1, 1)
VAN = "America/Vancouver"

# ---------------------------------------------------------------- 1. overtime on a monthly pass
s = "overtime-charge"
ev1 = [
    rec("get_member#M-58213", "tool:get_member", {
        "member": {"id": "M-58213", "display_name": "Priya Natarajan", "home_zone": VAN,
                   "state": "in-good-standing"},
        "passes": [{"pass_id": "PS-60417", "product": "MONTHLY_45", "label": "Monthly Pass",
                    "purchased_at": "2026-01-31T18:04:51Z", "valid_until": "2026-03-02T07:59:59Z",
                    "price": {"amount": 3500, "currency": "CAD"}, "included_ride_s": 2700,
                    "overtime_rate_minor_per_min": 25, "auto_renew": True}]}),
    rec("list_trips#M-58213#2026-02-10", "tool:list_trips", {
        "member_id": "M-58213", "tz": VAN,
        "trips": [
            {"trip_id": "TR-7730092", "bike": {"id": "BK-3318", "type": "CLASSIC"},
             "started_at": "2026-02-10T17:05:02Z", "ended_at": "2026-02-10T17:26:02Z", "duration_s": 1260,
             "distance_m": 3870, "from_station": {"code": "0121", "name": "Main St & Terminal"},
             "to_station": {"code": "0214", "name": "Science World"},
             "fare": {"currency": "CAD", "total": 0, "components": [
                 {"kind": "unlock", "amount": 100}, {"kind": "pass_discount", "amount": -100}]}},
            {"trip_id": "TR-7730418", "bike": {"id": "BK-2071", "type": "CLASSIC"},
             "started_at": "2026-02-11T01:47:12Z", "ended_at": "2026-02-11T02:45:40Z", "duration_s": 3508,
             "distance_m": 9140, "from_station": {"code": "0214", "name": "Science World"},
             "to_station": {"code": "0388", "name": "Kitsilano Beach"},
             "fare": {"currency": "CAD", "total": 350, "components": [
                 {"kind": "unlock", "amount": 100},
                 {"kind": "per_minute", "amount": 350, "billable_min": 14, "rate": 25},
                 {"kind": "pass_discount", "amount": -100}]}}]}),
    pol("policy#passes-overtime", "Day passes include rides of up to 30 minutes. Monthly and annual passes "
        "include unlimited rides of up to 45 minutes each, and the unlock fee is covered by the pass. Each "
        "minute beyond the included time is billed at CA$0.25, rounded up to the next whole minute. Overtime is "
        "charged to the card on file when the trip ends. If the destination dock is full, you can get a "
        "15-minute courtesy extension at the station kiosk.", "2025-11"),
]
q1 = "Why did I get charged $3.50 for my ride yesterday? I've got a monthly pass."
now1 = "2026-02-11T10:15:00-08:00"

B.add(s, q1,
      "Hi Priya,\n\nThanks for checking on this! Your ride on February 10 from Science World to Kitsilano Beach "
      "lasted 58 minutes. Your monthly pass covers the first 45 minutes of every ride, so the extra 14 minutes "
      "were billed at CA$0.25 each, which comes to CA$3.50. The unlock fee was fully covered by your pass. "
      "Your earlier ride that day was 21 minutes, so it didn't cost anything.\n\nCheers,\nJordan at Seawall Spokes",
      ev1,
      [N("Thanks for checking on this!"), S("Your ride on February 10 from Science World to Kitsilano Beach"),
       S("lasted 58 minutes"), S("covers the first 45 minutes of every ride"),
       S("the extra 14 minutes were billed at CA$0.25 each"), S("which comes to CA$3.50"),
       S("The unlock fee was fully covered by your pass"), S("was 21 minutes, so it didn't cost anything")],
      notes="TR-7730418 ran 3508 s (58 min), billable_min 14 at rate 25, total 350; unlock 100 offset by "
            "pass_discount; policy gives 45 included minutes. TR-7730092 is the 1260 s free ride.",
      includes=["CA$3.50", "14 minutes"])

B.add(s, q1,
      "Hey Priya — that CA$3.50 is overtime: yesterday's 5:47 PM ride ran 14 minutes past the 45 included with "
      "your pass, at 25¢ a minute.",
      ev1,
      [S("that CA$3.50 is overtime"), S("yesterday's 5:47 PM ride"), S("ran 14 minutes past the 45 included"),
       S("at 25¢ a minute")],
      notes="started_at 01:47:12Z on Feb 11 is 5:47 PM Feb 10 in Vancouver (PST), yesterday relative to now; "
            "per_minute component 350 = 14 x 25.", now=now1, includes=["CA$3.50", "5:47 PM"])

B.add(s, q1,
      "Hi Priya! Here's the breakdown for trip TR-7730418:\n- Unlock: CA$1.00, covered by your pass\n"
      "- Overtime: 14 min × CA$0.25 = CA$3.50\n- Total charged: CA$3.50\n"
      "Your Monthly Pass is good until March 1, so nothing else changes.",
      ev1,
      [S("Unlock: CA$1.00, covered by your pass"), S("14 min × CA$0.25 = CA$3.50"), S("Total charged: CA$3.50"),
       S("good until March 1")],
      notes="fare.components: unlock 100, pass_discount -100, per_minute 350; valid_until 2026-03-02T07:59:59Z "
            "is 11:59 PM March 1 in Vancouver.", includes=["TR-7730418", "March 1"])

B.add(s, q1,
      "Hi Priya, thanks for reaching out! Your ride yesterday started at Science World at 1:47 AM and ended at "
      "Kitsilano Beach 58 minutes later. Since your pass covers 45 minutes, the 14 extra minutes came to "
      "CA$3.50. Just so you know, overtime is rounded to the nearest whole minute.",
      ev1,
      [N("thanks for reaching out!"), C("started at Science World at 1:47 AM", DATE),
       S("ended at Kitsilano Beach 58 minutes later"), S("Since your pass covers 45 minutes"),
       S("the 14 extra minutes came to CA$3.50"), C("rounded to the nearest whole minute", POLC)],
      errors=["unit_conversion", "wrong_policy_condition"], now=now1,
      notes="01:47Z is 5:47 PM local, not 1:47 AM (UTC read as local). Policy rounds overtime up to the next "
            "whole minute, not to the nearest.",
      excludes=["at 1:47 AM", "rounded to the nearest whole minute"])

B.add(s, q1,
      "Hi Priya — your February 10 ride from Science World ended at Kitsilano Beach at 6:45 PM and covered "
      "9.1 km. The first 45 minutes were included, and the 14 minutes over were billed at CA$0.25 each. With "
      "the CA$1.00 unlock on top, that's CA$4.50 for the trip.",
      ev1,
      [S("ended at Kitsilano Beach at 6:45 PM"), S("covered 9.1 km"), S("The first 45 minutes were included"),
       S("the 14 minutes over were billed at CA$0.25 each"), C("that's CA$4.50 for the trip", AMT)],
      errors=["wrong_arithmetic"],
      notes="ended_at 02:45:40Z is 6:45 PM PST; distance_m 9140. The unlock 100 is cancelled by pass_discount "
            "-100, so fare.total is 350, not 450.",
      excludes=["CA$4.50"])

B.rep(s, q1,
      "Hi Priya, your ride on February 10 lasted 58 minutes. The 13 minutes beyond your pass's 45 were billed "
      "at CA$0.25 each, for a total of CA$3.50.",
      ev1,
      [S("your ride on February 10 lasted 58 minutes"), C("The 13 minutes beyond your pass's 45", VAL),
       S("for a total of CA$3.50")],
      errors=["wrong_quantity"],
      notes="per_minute component has billable_min 14 (58 min 28 s minus 45, rounded up).",
      excludes=["The 13 minutes"], includes=["14 minutes|14 extra|14 min", "CA$3.50|$3.50"])

# ---------------------------------------------------------------- 2. annual pass renewal
s = "annual-pass"
ev2 = [
    rec("get_member#M-44902", "tool:get_member", {
        "member": {"id": "M-44902", "display_name": "Owen Lachance", "state": "in-good-standing",
                   "rides_since_last_purchase": 17},
        "passes": [
            {"pass_id": "PS-88120", "product": "ANNUAL", "status": "superseded",
             "valid_until": "2026-01-15T07:59:59Z", "price": {"amount": 12900, "currency": "CAD"},
             "included_ride_s": 2700, "ebike": {"unlock_minor": 100, "per_minute_minor": 15},
             "auto_renew": True},
            {"pass_id": "PS-91477", "product": "ANNUAL_PLUS", "status": "active",
             "purchased_at": "2026-01-14T19:22:03Z", "valid_until": "2027-01-15T07:59:59Z",
             "price": {"amount": 14900, "currency": "CAD"}, "included_ride_s": 3600,
             "ebike": {"unlock_minor": 0, "per_minute_minor": 10}, "auto_renew": False,
             "perks": ["FREE_EBIKE_UNLOCK", "CLASSIC_RIDES_60_MIN"]}]}),
    pol("policy#annual-plus", "Annual Plus members ride classic bikes free for the first 60 minutes of every "
        "trip. E-bike unlocks are free on Annual Plus; e-bike riding time is billed per minute at the rate "
        "shown on your pass. Passes don't renew automatically unless you switch on auto-renew in the app. An "
        "annual pass can be refunded within 14 days of purchase, provided no rides have been taken on it.",
        "2026-01"),
    psg("kb#guest-rides", "Guest rides\nMembers on the Family Bundle can share up to two guest rides a month.\n"
        "Guest rides are not part of individual annual passes."),
]
q2 = "I renewed my annual pass in January. When does it run out, does it renew by itself, and do e-bikes cost extra?"

B.add(s, q2,
      "Hi Owen! Your Annual Plus pass runs until January 14, 2027, and auto-renew is switched off, so it won't "
      "charge you again unless you turn it on in the app. E-bike unlocks are free on your pass; riding time on "
      "an e-bike is 10¢ a minute.",
      ev2,
      [S("runs until January 14, 2027"), S("auto-renew is switched off"),
       S("won't charge you again unless you turn it on in the app"), S("E-bike unlocks are free on your pass"),
       S("10¢ a minute")],
      notes="PS-91477 (active): valid_until 2027-01-15T07:59:59Z = Jan 14 2027 11:59 PM PST, auto_renew false, "
            "ebike unlock_minor 0, per_minute_minor 10.", includes=["January 14, 2027", "10¢"])

B.add(s, q2,
      "Hey Owen, here's where your pass stands:\n• Pass: Annual Plus (PS-91477), bought January 14 for "
      "CA$149.00\n• Good through: Jan 14, 2027\n• Auto-renew: off\n• Classic bikes: first 60 minutes of each "
      "ride included\n• E-bikes: free unlock, then CA$0.10/min\nShout if you'd like auto-renew turned on!",
      ev2,
      [S("bought January 14 for CA$149.00"), S("Good through: Jan 14, 2027"), S("Auto-renew: off"),
       S("first 60 minutes of each ride included"), S("free unlock, then CA$0.10/min"),
       N("Shout if you'd like auto-renew turned on!")],
      notes="purchased_at 19:22Z Jan 14 is Jan 14 local; price 14900; included_ride_s 3600; ebike rates on "
            "PS-91477.", includes=["PS-91477", "CA$149.00"])

B.add(s, q2,
      "Hi Owen, thanks for asking! Your Annual Plus pass is active until January 14, 2027, and it won't renew "
      "on its own. E-bike unlocks are free, and e-bike time is 15¢ a minute. Annual Plus also comes with two "
      "free guest rides every month.",
      ev2,
      [N("thanks for asking!"), S("active until January 14, 2027"), S("it won't renew on its own"),
       S("E-bike unlocks are free"), C("e-bike time is 15¢ a minute", AMT),
       CI("two free guest rides every month", NOEV + FACTI + FACTC)],
      errors=["stale_value", "unlisted_perk"],
      notes="15¢ is per_minute_minor on the superseded PS-88120; the active pass has 10. Guest rides are not in "
            "PS-91477 perks, and the KB says they belong to the Family Bundle only.",
      excludes=["15¢ a minute", "two free guest rides"])

B.add(s, q2,
      "Hi Owen — your Annual Plus pass is good until January 14, 2027 and it's set to renew automatically, so "
      "you won't need to do a thing. E-bike unlocks are free and riding is CA$0.10 a minute. If you change "
      "your mind, annual passes can be refunded within 30 days of purchase.",
      ev2,
      [S("good until January 14, 2027"), C("it's set to renew automatically", STATE),
       S("E-bike unlocks are free"), S("riding is CA$0.10 a minute"),
       C("refunded within 30 days of purchase", POLC)],
      errors=["wrong_state", "wrong_policy_condition"],
      notes="PS-91477 auto_renew is false. Policy allows refunds within 14 days and only with no rides taken "
            "(17 rides since purchase).", excludes=["set to renew automatically", "within 30 days"])

B.rep(s, q2,
      "Hi Owen! Your Annual Plus pass is good until January 14, 2027. E-bike unlocks are free, and e-bike "
      "riding is billed at 15¢ a minute.",
      ev2,
      [S("good until January 14, 2027"), S("E-bike unlocks are free"), C("billed at 15¢ a minute", AMT)],
      errors=["stale_value"],
      notes="the active pass PS-91477 has ebike.per_minute_minor 10; 15 belongs to the superseded PS-88120.",
      excludes=["15¢ a minute"], includes=["10¢|0.10|10 cents", "January 14, 2027"])

# ---------------------------------------------------------------- 3. dock failed to lock
s = "dock-lock-fail"
ev3 = [
    rec("get_trip#TR-7741950", "tool:get_trip", {
        "trip": {"trip_id": "TR-7741950", "member_id": "M-61388", "member_name": "Mei-Ling Cho",
                 "plan": "PAY_AS_YOU_GO", "started_at": "2026-03-03T23:58:10Z",
                 "ended_at": "2026-03-04T03:12:44Z", "end_reason": "CLOSED_BY_OPS", "duration_s": 11674,
                 "distance_m": 2410, "from_station": {"code": "0133", "name": "Quebec St & 2nd Ave"},
                 "fare": {"currency": "CAD", "total": 3025, "components": [
                     {"kind": "unlock", "amount": 100},
                     {"kind": "per_minute", "amount": 2925, "billable_min": 195, "rate": 15}]},
                 "lock_events": [
                     {"at": "2026-03-04T00:21:37Z", "dock": {"code": "0107", "name": "Main St & Terminal"},
                      "result": "LOCK_FAILED", "fault_code": "LATCH_SENSOR"}]},
        "support_ticket": {"ticket_id": "SR-40318", "state": "awaiting-ops-review",
                           "opened_at": "2026-03-04T16:31:05Z"}}),
    refused("issue_trip_adjustment#1", "issue_trip_adjustment", "ESCALATE",
            {"trip_id": "TR-7741950", "reason": "DOCK_LOCK_FAILURE", "amount_minor": 3025}),
    pol("policy#dock-faults", "If a dock fails to lock your bike, the trip keeps running until the bike is "
        "secured. Report it within 48 hours and our operations team will review the dock's logs. Agents can't "
        "adjust trips over CA$25 themselves; those go to operations. Confirmed dock faults are adjusted so the "
        "trip ends at the time of the first failed lock attempt, and the difference shows up as an account "
        "credit within 5 business days of approval.", "2025-09"),
]
q3 = "The bike wouldn't lock at Main & Terminal and I got charged $30.25! Can you fix this?"
now3 = "2026-03-04T08:40:00-08:00"

B.add(s, q3,
      "Hi Mei-Ling, sorry about that! I can see the dock at Main St & Terminal logged a failed lock at 4:21 PM "
      "yesterday, and your trip kept running until 7:12 PM, which is why it came to CA$30.25. I've sent it to "
      "our operations team for review, since adjustments over CA$25 need their sign-off. If they confirm the "
      "dock fault, the trip will be ended at 4:21 PM and the difference credited to your account within 5 "
      "business days of approval.",
      ev3,
      [N("sorry about that!"), S("logged a failed lock at 4:21 PM yesterday"),
       S("your trip kept running until 7:12 PM"), S("which is why it came to CA$30.25"),
       S("I've sent it to our operations team for review"), S("adjustments over CA$25 need their sign-off"),
       S("the trip will be ended at 4:21 PM"), S("within 5 business days of approval")],
      now=now3,
      notes="lock_events[0] 00:21:37Z Mar 4 = 4:21 PM Mar 3 PST; ended_at 03:12:44Z = 7:12 PM; fare.total 3025; "
            "issue_trip_adjustment was ESCALATEd; policy gives the CA$25 limit and 5 business days.",
      includes=["CA$30.25", "4:21 PM"])

B.add(s, q3,
      "Hey Mei-Ling — I've escalated trip TR-7741950 to our ops team; once they confirm the Main & Terminal "
      "dock fault, you'll see a credit within 5 business days.",
      ev3,
      [S("I've escalated trip TR-7741950 to our ops team"), S("you'll see a credit within 5 business days")],
      notes="refused_call decision ESCALATE; policy: credit within 5 business days of approval.",
      includes=["TR-7741950"])

B.add(s, q3,
      "Hi Mei-Ling, so sorry! The dock logged a failed lock at 4:21 PM, so I've adjusted your trip to end then "
      "and refunded the difference. You'll see the credit within 24 hours.",
      ev3,
      [N("so sorry!"), S("The dock logged a failed lock at 4:21 PM"),
       C("I've adjusted your trip to end then and refunded the difference", NOTEX), C("within 24 hours", POLC)],
      errors=["refused_call_effect", "wrong_period"],
      notes="issue_trip_adjustment was ESCALATEd, not executed. Policy says credits land within 5 business days "
            "of approval.", excludes=["I've adjusted your trip", "within 24 hours"])

B.add(s, q3,
      "Hi Mei-Ling, thanks for flagging this. Your trip ran for 3 hours and 14 minutes because the dock at "
      "Main St & Terminal logged a failed lock at 12:21 AM. I've passed it to our operations team to review "
      "the dock logs. Your support ticket number is TR-7741950 if you need to follow up.",
      ev3,
      [N("thanks for flagging this."), S("ran for 3 hours and 14 minutes"),
       C("logged a failed lock at 12:21 AM", DATE), S("I've passed it to our operations team"),
       C("Your support ticket number is TR-7741950", IDM)],
      errors=["unit_conversion", "wrong_role"],
      notes="duration_s 11674 = 3 h 14 min. 00:21:37Z is 4:21 PM local, not 12:21 AM. TR-7741950 is the trip "
            "id; the ticket is SR-40318.", excludes=["12:21 AM", "ticket number is TR-7741950"])

B.rep(s, q3,
      "Hi Mei-Ling, I'm sorry about the dock! It logged a failed lock at 4:21 PM yesterday. I've adjusted trip "
      "TR-7741950 so it ends at that time.",
      ev3,
      [N("I'm sorry about the dock!"), S("It logged a failed lock at 4:21 PM yesterday"),
       C("I've adjusted trip TR-7741950 so it ends at that time", NOTEX)],
      errors=["refused_call_effect"], now=now3,
      notes="the adjustment call was refused with ESCALATE; the ticket is awaiting-ops-review.",
      excludes=["I've adjusted trip"],
      includes=["escalated|review|could not|couldn't|unable|not able", "4:21 PM|16:21"])

# ---------------------------------------------------------------- 4. payment hold
s = "payment-hold"
ev4 = [
    rec("get_account#M-70215", "tool:get_account", {
        "account": {"member_id": "M-70215", "name": "Dario Fenwick", "state": "payment-hold",
                    "state_reason": "CARD_DECLINED", "state_since": "2026-02-27T08:00:00Z",
                    "previous_state": "in-good-standing", "plan": "PAY_AS_YOU_GO"},
        "payment_method": {"brand": "VISA", "last4": "4417", "exp_month": 1, "exp_year": 2026},
        "invoices": [
            {"invoice_id": "INV-30418", "trip_id": "TR-7718820", "issued_at": "2026-02-13T08:00:00Z",
             "amount": 850, "currency": "CAD", "status": "paid"},
            {"invoice_id": "INV-30551", "trip_id": "TR-7736004", "issued_at": "2026-02-27T08:00:00Z",
             "amount": 1275, "currency": "CAD", "status": "unpaid", "last_attempt": "DECLINED"},
            {"invoice_id": "INV-30560", "trip_id": "TR-7736071", "issued_at": "2026-02-27T08:00:00Z",
             "amount": 325, "currency": "CAD", "status": "unpaid", "last_attempt": "DECLINED"}]}),
    rec("list_trips#M-70215#2026-02-26", "tool:list_trips", {
        "trips": [
            {"trip_id": "TR-7736004", "started_at": "2026-02-26T20:10:00Z", "ended_at": "2026-02-26T20:58:30Z",
             "duration_s": 2910, "distance_m": 8020, "fare": {"currency": "CAD", "total": 1275}},
            {"trip_id": "TR-7736071", "started_at": "2026-02-27T02:02:00Z", "ended_at": "2026-02-27T02:19:10Z",
             "duration_s": 1030, "distance_m": 2950, "fare": {"currency": "CAD", "total": 325}}]}),
    pol("policy#payment-hold", "An account goes on payment hold when a charge to the card on file is declined. "
        "While the hold is on you can't unlock bikes. To lift it, update your card in the app and pay the "
        "outstanding balance; the hold is usually cleared within 15 minutes of payment. Unpaid balances older "
        "than 30 days are passed to a collections agency.", "2025-06"),
]
q4 = "Why can't I unlock a bike? The app says my account is on hold."

B.add(s, q4,
      "Hi Dario — your account's on a payment hold because the charge to your Visa ending 4417 was declined; "
      "that card expired in January. You have two unpaid rides from February 26, at CA$12.75 and CA$3.25, so "
      "CA$16.00 in total. Once you update your card in the app and pay the balance, the hold usually lifts "
      "within 15 minutes.",
      ev4,
      [S("your account's on a payment hold"), S("the charge to your Visa ending 4417 was declined"),
       S("that card expired in January"), S("two unpaid rides from February 26, at CA$12.75 and CA$3.25"),
       S("CA$16.00 in total"), S("the hold usually lifts within 15 minutes")],
      notes="state payment-hold, reason CARD_DECLINED; exp 1/2026; INV-30551 1275 and INV-30560 325 unpaid, "
            "both trips started Feb 26 local (02:02Z Feb 27 is 6:02 PM Feb 26); policy 15 minutes.",
      includes=["CA$16.00", "4417"])

B.add(s, q4,
      "Hello Dario,\n\nUnlocking has been paused on your account because the payment for your February 26 "
      "rides was declined. The outstanding balance of $16.00 can be paid in the app once a new card has been "
      "added, and the hold is normally cleared within 15 minutes of payment.\n\nBest,\nSam from Seawall Spokes",
      ev4,
      [S("Unlocking has been paused on your account"), S("the payment for your February 26 rides was declined"),
       S("The outstanding balance of $16.00"), S("normally cleared within 15 minutes of payment")],
      notes="payment-hold blocks unlocking per policy; two unpaid invoices 1275 + 325 = 1600.",
      includes=["$16.00"])

B.add(s, q4,
      "Hey Dario! Your card ending 4417 has expired, so the account's on hold till the CA$16.00 balance is "
      "paid — add a new card in the app and you'll be riding again in about 15 minutes.",
      ev4,
      [S("Your card ending 4417 has expired"), S("the account's on hold till the CA$16.00 balance is paid"),
       S("riding again in about 15 minutes")],
      notes="exp_month 1 / exp_year 2026; state payment-hold; unpaid 1275 + 325.", includes=["CA$16.00"])

B.add(s, q4,
      "Hi Dario, your account's on a payment hold because your Visa ending 4417 was declined. Your balance is "
      "CA$12.75 for the February 26 ride. Pay it in the app with a new card and the hold lifts within 15 minutes.",
      ev4,
      [S("your account's on a payment hold"), S("your Visa ending 4417 was declined"),
       C("Your balance is CA$12.75", AMT), S("the hold lifts within 15 minutes")],
      errors=["wrong_arithmetic"],
      notes="two invoices are unpaid (1275 and 325); the balance is CA$16.00, not just INV-30551.",
      excludes=["balance is CA$12.75"])

B.add(s, q4,
      "Hi Dario! Your account has been suspended because the Visa ending 4417 on file expired. You owe CA$16.00 "
      "across two rides. Just a heads-up: unpaid balances go to collections after 14 days, so it's worth "
      "sorting out soon.",
      ev4,
      [C("Your account has been suspended", STATE), S("the Visa ending 4417 on file expired"),
       S("You owe CA$16.00 across two rides"), C("unpaid balances go to collections after 14 days", POLC)],
      errors=["wrong_state", "wrong_policy_condition"],
      notes="state is payment-hold (cleared on payment), not a suspension. Policy sends balances to collections "
            "after 30 days.", excludes=["has been suspended", "after 14 days"])

B.rep(s, q4,
      "Hi Dario, your account is on a payment hold because your Visa ending 4417 was declined. Your outstanding "
      "balance is CA$12.75; once it's paid the hold clears within 15 minutes.",
      ev4,
      [S("your account is on a payment hold"), S("your Visa ending 4417 was declined"),
       C("outstanding balance is CA$12.75", AMT), S("the hold clears within 15 minutes")],
      errors=["wrong_arithmetic"],
      notes="unpaid invoices INV-30551 (1275) and INV-30560 (325) total 1600.",
      excludes=["balance is CA$12.75"], includes=["$16.00|16.00|$16", "4417"])

B.write()
