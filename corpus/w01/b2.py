# Batch 2: climbing gym (Crux Yard Climbing, Denver CO, America/Denver)
from lib import Scenario, P, rec, pol, kb, refused, ep, now

TZ = "America/Denver"
DOM = "climbing gym"
SCENARIOS = []

# ---------------------------------------------------------------- S05 membership freeze
s = Scenario(5, "owen-membership-freeze", DOM,
             "Did my membership freeze go through? When do I start paying full dues again?",
             [
                 rec("subscription#sub_1SCyOwen", "tool:stripe.subscriptions.retrieve", {
                     "object": "subscription", "id": "sub_1SCyOwen", "customer": "cus_OwBrandt",
                     "status": "active",
                     "pause_collection": {"behavior": "void", "resumes_at": ep("2026-08-01 00:00", TZ)},
                     "items": {"object": "list", "data": [{"id": "si_Mx1", "price": {
                         "nickname": "Unlimited Monthly", "unit_amount": 7900, "currency": "usd",
                         "recurring": {"interval": "month"}}}]},
                     "metadata": {"freeze_start": "2026-06-01", "freeze_months": "2", "freeze_fee": "1000",
                                  "checkin_enabled": "false", "gym_tz": TZ},
                 }),
                 rec("invoice#in_1SFrzJun", "tool:stripe.invoices.list", {
                     "object": "invoice", "id": "in_1SFrzJun", "customer": "cus_OwBrandt", "status": "paid",
                     "amount_paid": 1000, "currency": "usd", "created": ep("2026-06-01 06:00", TZ),
                     "lines": {"data": [{"description": "Membership freeze fee - June", "amount": 1000}]},
                 }),
                 rec("subscription#sub_1SLkOwen", "tool:stripe.subscriptions.list", {
                     "object": "subscription", "id": "sub_1SLkOwen", "customer": "cus_OwBrandt",
                     "status": "active", "pause_collection": None,
                     "current_period_end": ep("2026-06-18 09:00", TZ),
                     "items": {"object": "list", "data": [{"id": "si_Lk7", "price": {
                         "nickname": "Locker rental #112", "unit_amount": 1500, "currency": "usd",
                         "recurring": {"interval": "month"}}}]},
                 }),
                 pol("policy#freeze",
                     "Memberships can be frozen for 1 to 3 months per calendar year. While frozen, your card "
                     "check-in is turned off and monthly dues are paused. A freeze costs $10 per month, billed on "
                     "the first day of each frozen month. Your regular dues resume automatically on the date the "
                     "freeze ends. Add-ons such as locker rentals are billed separately and are not paused.",
                     revision="2026-01"),
             ], now=now("2026-06-03 10:00", TZ))
s.ok("", "Hi Owen! Your freeze is active: your $79 monthly dues are paused until August 1, when regular billing "
         "picks back up. During the freeze you'll pay the $10 monthly freeze fee (June's was charged on June 1). "
         "Heads up that your locker rental is a separate plan and keeps billing at $15 a month.",
     [P("Your freeze is active"), P("your $79 monthly dues are paused until August 1"),
      P("when regular billing picks back up"), P("the $10 monthly freeze fee"),
      P("June's was charged on June 1"), P("keeps billing at $15 a month")],
     ["August 1", "$10"],
     "pause_collection.resumes_at 8/1 00:00 MDT on the 7900 plan; freeze invoice 1000 paid 6/1; locker "
     "subscription 1500 not paused; policy: $10/month fee, add-ons not paused.")
s.ok("", "All set, Owen: frozen through July, full dues resume 8/1/2026.",
     [P("frozen through July"), P("full dues resume 8/1/2026")],
     ["8/1/2026"],
     "freeze_start 2026-06-01, freeze_months 2, resumes_at 8/1 00:00 local.")
s.ok("", "Hey Owen, the freeze was applied to your membership on June 1 and runs for two months. Dues of $79.00 "
         "will be charged again starting August 1. While you're frozen, check-ins are turned off.",
     [P("the freeze was applied to your membership on June 1"), P("runs for two months"),
      P("Dues of $79.00 will be charged again starting August 1"), P("check-ins are turned off")],
     ["$79.00", "August 1"],
     "metadata freeze_start 2026-06-01, freeze_months 2, checkin_enabled false; unit_amount 7900; resumes_at 8/1.")
s.bad("wrong_policy_condition",
      "Hi Owen! Your freeze went through, and you won't pay anything until your dues restart on August 1. "
      "Your freeze covers three months in total.",
      [P("Your freeze went through"), P("you won't pay anything until your dues restart", "c", "pol"),
       P("on August 1"), P("Your freeze covers three months in total", "c", "val")],
      ["wrong_policy_condition", "wrong_quantity"], ["won't pay anything", "three months in total"],
      "Policy: freeze costs $10/month and add-ons keep billing (invoice in_1SFrzJun, locker 1500); "
      "freeze_months is 2.")
s.bad("wrong_period",
      "Hi Owen! Your freeze is active and your $79 dues resume on August 1. If you need more time off later, "
      "you can freeze for up to 6 months per calendar year.",
      [P("Your freeze is active"), P("your $79 dues resume on August 1"),
       P("freeze for up to 6 months per calendar year", "c", "pol")],
      ["wrong_period"], ["up to 6 months"],
      "Policy allows 1 to 3 months per calendar year.")
s.fix("Hi Owen! Your freeze is active, and your $79 dues pick back up on July 1. Until then it's just the $10 "
      "monthly freeze fee.",
      [P("Your freeze is active"), P("your $79 dues pick back up on July 1", "c", "date"),
       P("the $10 monthly freeze fee")],
      ["wrong_date"], ["July 1"], ["August 1|Aug 1|8/1|Aug. 1", "$10"],
      "resumes_at is 8/1/2026 00:00 MDT (freeze_months 2 from June 1).")
SCENARIOS.append(s)

# ---------------------------------------------------------------- S06 day pass, partial refund for unused shoes
s = Scenario(6, "leah-shoe-rental-refund", DOM,
             "I returned the rental shoes I didn't end up using. How much am I getting back?",
             [
                 rec("checkout_session#cs_live_Dp44", "tool:stripe.checkout.sessions.retrieve", {
                     "object": "checkout.session", "id": "cs_live_Dp44", "customer": "cus_LhNakamura",
                     "customer_details": {"name": "Leah Nakamura", "email": "leah.n@example.org"},
                     "amount_total": 3400, "currency": "usd", "payment_status": "paid",
                     "payment_intent": "pi_3SdpLeah01", "created": ep("2026-07-11 13:12", TZ),
                     "line_items": {"object": "list", "data": [
                         {"description": "Day pass - adult", "amount_total": 2200, "quantity": 1},
                         {"description": "Shoe rental", "amount_total": 700, "quantity": 1},
                         {"description": "Harness rental", "amount_total": 500, "quantity": 1}]},
                     "metadata": {"front_desk": "FD-2", "gym_tz": TZ},
                 }),
                 rec("refund#re_3SdpLeahShoe", "tool:stripe.refunds.retrieve", {
                     "object": "refund", "id": "re_3SdpLeahShoe", "payment_intent": "pi_3SdpLeah01",
                     "amount": 700, "currency": "usd", "status": "pending",
                     "created": ep("2026-07-11 18:22", TZ), "reason": "requested_by_customer",
                     "metadata": {"line_item": "Shoe rental", "returned_unused": "true"},
                 }),
                 rec("charge#ch_3SdpChalk", "tool:stripe.charges.list", {
                     "object": "charge", "id": "ch_3SdpChalk", "customer": "cus_LhNakamura", "amount": 1800,
                     "amount_refunded": 0, "currency": "usd", "status": "succeeded",
                     "created": ep("2026-07-11 13:40", TZ), "description": "Pro shop - chalk bag",
                 }),
                 pol("policy#refunds-dayuse",
                     "Day passes are non-refundable once you've checked in. Rental gear returned unused on the "
                     "same day can be refunded at the front desk. Retail items can be returned within 30 days "
                     "with the tag attached. Card refunds take 5-10 business days to reach your account after "
                     "they go through."),
             ], now=now("2026-07-11 18:30", TZ))
s.ok("", "Hi Leah! We've started a $7.00 refund for the unused shoe rental, and it's pending right now. Your day "
         "pass and harness rental stay as charged, since day passes can't be refunded after check-in. Once the "
         "refund goes through, allow 5-10 business days for it to reach your card.",
     [P("a $7.00 refund for the unused shoe rental"), P("it's pending right now"),
      P("Your day pass and harness rental stay as charged"), P("day passes can't be refunded after check-in"),
      P("allow 5-10 business days")],
     ["$7.00"],
     "refund re_3SdpLeahShoe 700 status pending for the shoe line; policy: day passes non-refundable after "
     "check-in, 5-10 business days.")
s.ok("", "Hey Leah, quick breakdown: you paid $34.00 total ($22 day pass, $7 shoes, $5 harness), and $7.00 of "
         "that is on its way back, so your day ends up costing $27.00.",
     [P("you paid $34.00 total"), P("$22 day pass"), P("$7 shoes"), P("$5 harness"),
      P("$7.00 of that is on its way back"), P("your day ends up costing $27.00")],
     ["$7.00", "$27.00"],
     "amount_total 3400 = 2200 + 700 + 500; refund 700 pending; 3400 - 700 = 2700.")
s.bad("wrong_state",
      "Hi Leah! Your $7.00 refund for the shoes has been completed, so it should already show on your card.",
      [P("Your $7.00 refund for the shoes"), P("has been completed", "c", "state")],
      ["wrong_state"], ["has been completed"],
      "refund status is pending, not succeeded.")
s.bad("wrong_arithmetic",
      "Hi Leah! You paid $34.00 at check-in, and the $7.00 shoe refund is pending. After it goes through, your "
      "visit comes to $29.00.",
      [P("You paid $34.00 at check-in"), P("the $7.00 shoe refund is pending"),
       P("your visit comes to $29.00", "c", "amt")],
      ["wrong_arithmetic"], ["$29.00"],
      "3400 - 700 = 2700 ($27.00).")
s.bad("other_record_value",
      "Hi Leah! I've confirmed an $18.00 refund for the shoe rental you returned, and it's pending now.",
      [P("an $18.00 refund for the shoe rental", "c", "amt"), P("it's pending now")],
      ["other_record_value"], ["$18.00"],
      "the shoe refund is 700; 1800 is the separate chalk bag charge ch_3SdpChalk, not refunded.")
s.fix("Hi Leah! A $5.00 refund for the unused shoe rental is pending, and it should reach your card within "
      "5-10 business days after it goes through.",
      [P("A $5.00 refund for the unused shoe rental", "c", "amt"), P("is pending"),
       P("within 5-10 business days")],
      ["wrong_amount"], ["$5.00"], ["$7|7.00|seven dollars", "5-10 business days|5 to 10 business days"],
      "refund amount 700 is the shoe line; 500 is the harness rental line.")
SCENARIOS.append(s)

# ---------------------------------------------------------------- S07 belay class, payment requires action
s = Scenario(7, "carlos-belay-class-hold", DOM,
             "Am I all set for Thursday's belay class?",
             [
                 rec("booking#bk_CL7731", "tool:gym.class_bookings.retrieve", {
                     "object": "class_booking", "id": "bk_CL7731", "customer": "cus_CrVega",
                     "customer_name": "Carlos Vega", "status": "HELD_PENDING_PAYMENT",
                     "class": {"code": "INTRO_BELAY", "title": "Intro to Belay",
                               "starts_at": ep("2026-07-16 18:30", TZ), "duration": "PT2H",
                               "instructor": "Sam K.", "timezone": TZ},
                     "hold_expires_at": ep("2026-07-14 20:31", TZ), "payment_intent": "pi_3SbL7731",
                 }),
                 rec("payment_intent#pi_3SbL7731", "tool:stripe.payment_intents.retrieve", {
                     "object": "payment_intent", "id": "pi_3SbL7731", "amount": 4500, "amount_received": 0,
                     "currency": "usd", "status": "requires_action",
                     "next_action": {"type": "use_stripe_sdk", "use_stripe_sdk": {"type": "three_d_secure_redirect"}},
                     "created": ep("2026-07-14 20:01", TZ), "metadata": {"booking_id": "bk_CL7731"},
                 }),
                 rec("booking#bk_CL7640", "tool:gym.class_bookings.list", {
                     "object": "class_booking", "id": "bk_CL7640", "customer": "cus_CrVega",
                     "status": "WAITLISTED", "waitlist_position": 3,
                     "class": {"code": "LEAD_101", "title": "Lead Climbing 101",
                               "starts_at": ep("2026-07-25 10:00", TZ), "duration": "PT3H",
                               "instructor": "Jordan P.", "timezone": TZ},
                 }),
                 pol("policy#class-holds",
                     "When you book a class, we hold your spot for 30 minutes while your payment completes. If "
                     "your bank asks for extra verification, finish it within that window. Spots that aren't "
                     "paid by the end of the hold are released to the waitlist."),
                 kb("kb#intro-belay", "Intro to Belay teaches top-rope belaying, knots and partner checks.\n"
                    "Harness and shoe rental are included in the class price.\nWear clothes you can move in."),
             ], now=now("2026-07-14 20:05", TZ))
s.ok("", "Hi Carlos! Almost there: your spot in Intro to Belay on Thursday, July 16 at 6:30 PM is being held, "
         "but your bank still needs you to confirm the $45.00 payment. The hold lasts until 8:31 PM tonight, so "
         "please finish the card verification before then or the spot gets released.",
     [P("your spot in Intro to Belay on Thursday, July 16 at 6:30 PM is being held"),
      P("your bank still needs you to confirm the $45.00 payment"), P("The hold lasts until 8:31 PM tonight"),
      P("or the spot gets released")],
     ["8:31 PM", "$45.00"],
     "booking HELD_PENDING_PAYMENT, starts_at 7/16 6:30 PM MDT, hold_expires_at 7/14 8:31 PM; PI 4500 "
     "requires_action (3DS); policy: unpaid spots released.")
s.ok("", "Not quite yet, Carlos:\n• Class: Intro to Belay, Thu 7/16, 6:30-8:30 PM with Sam\n"
         "• Payment: $45 waiting on your card's authentication step\n• Gear: harness and shoes are included",
     [P("Not quite yet"), P("Thu 7/16, 6:30-8:30 PM"), P("with Sam"),
      P("$45 waiting on your card's authentication step"), P("harness and shoes are included")],
     ["$45", "6:30"],
     "status HELD_PENDING_PAYMENT; starts 6:30 PM, duration PT2H; instructor Sam K.; requires_action 3DS; KB: "
     "harness and shoe rental included.")
s.bad("wrong_state",
      "Hi Carlos! Your $45.00 payment went through, so your spot in Intro to Belay on Thursday, July 16 at "
      "6:30 PM is confirmed. See you there!",
      [P("Your $45.00 payment went through", "c", "state"),
       P("at 6:30 PM is confirmed", "c", "state"), P("See you there!", "na")],
      ["wrong_state", "wrong_state"], ["payment went through", "is confirmed"],
      "PI status requires_action, amount_received 0; booking status HELD_PENDING_PAYMENT.")
s.bad("other_record_value",
      "Hi Carlos! Your spot in Intro to Belay on Thursday at 6:30 PM with Jordan is on hold while your bank "
      "confirms the $45.00 payment. We hold spots for 60 minutes, so please finish the verification soon.",
      [P("Your spot in Intro to Belay on Thursday at 6:30 PM"), P("with Jordan", "c", "val"),
       P("is on hold while your bank confirms the $45.00 payment"),
       P("We hold spots for 60 minutes", "c", "pol")],
      ["other_record_value", "wrong_period"], ["with Jordan", "60 minutes"],
      "Jordan P. teaches the waitlisted Lead Climbing 101; this class is with Sam K. Policy hold is 30 minutes.")
s.fix("Hi Carlos! Your spot in Intro to Belay on Thursday, July 16 at 6:30 PM is on hold while you confirm the "
      "$45.00 payment with your bank. The hold runs until 2:31 AM, so please finish the verification before "
      "then.",
      [P("Your spot in Intro to Belay on Thursday, July 16 at 6:30 PM is on hold"),
       P("confirm the $45.00 payment with your bank"), P("The hold runs until 2:31 AM", "c", "date")],
      ["unit_conversion"], ["2:31 AM"], ["8:31 PM|8:31 p.m.|20:31|8:31pm", "6:30 PM|6:30"],
      "hold_expires_at is 8:31 PM MDT on 7/14; 2:31 AM is the UTC clock reading.")
SCENARIOS.append(s)

# ---------------------------------------------------------------- S08 punch card balance, refused extension
s = Scenario(8, "mei-punch-card", DOM,
             "How many visits do I have left, and can you add back the 2 unused visits from my old card?",
             [
                 rec("entitlement#ent_PC10_8841", "tool:gym.entitlements.retrieve", {
                     "object": "entitlement", "id": "ent_PC10_8841", "customer": "cus_MeiTan",
                     "product": "PUNCH_10", "status": "active", "visits_total": 10, "visits_used": 7,
                     "purchased_at": ep("2025-09-30 11:15", TZ), "expires_at": ep("2026-09-30 23:59", TZ),
                     "purchase_charge": {"object": "charge", "id": "ch_3QpcMei10", "amount": 17500,
                                         "currency": "usd", "status": "succeeded"},
                     "timezone": TZ,
                 }),
                 rec("entitlement#ent_PC10_6120", "tool:gym.entitlements.list", {
                     "object": "entitlement", "id": "ent_PC10_6120", "customer": "cus_MeiTan",
                     "product": "PUNCH_10", "status": "expired", "visits_total": 10, "visits_used": 8,
                     "purchased_at": ep("2025-02-28 17:02", TZ), "expires_at": ep("2026-02-28 23:59", TZ),
                 }),
                 pol("policy#punch-cards",
                     "A 10-visit punch card costs $175 and is valid for 12 months from purchase. Punch cards are "
                     "non-transferable. Visits left on an expired card can't be reinstated, extended or moved "
                     "to a new card."),
                 refused("entitlements.update#call-3", "gym.entitlements.update", "DENY",
                         {"entitlement": "ent_PC10_6120", "extend_to": "2026-12-31",
                          "reason_code": "POLICY_EXPIRED_VISITS"}),
             ], now=now("2026-08-20 12:00", TZ))
s.ok("", "Hi Mei! You have 3 visits left on your current 10-visit card, and it's good through September 30. I "
         "asked about moving the 2 visits from your old card, but that request was declined, since expired "
         "visits can't be reinstated.",
     [P("You have 3 visits left"), P("it's good through September 30"), P("that request was declined"),
      P("expired visits can't be reinstated")],
     ["3 visits", "September 30"],
     "visits_total 10, visits_used 7; expires_at 9/30/2026; update call on ent_PC10_6120 DENY; policy.")
s.ok("", "Hey Mei, three punches left (7 of 10 used), valid until 9/30/2026. Sorry, the two visits from the card "
         "that expired in February can't be added back.",
     [P("three punches left"), P("7 of 10 used"), P("valid until 9/30/2026"),
      P("the card that expired in February"), P("can't be added back")],
     ["three", "9/30/2026"],
     "current card 7/10 used, expires 9/30/2026; old card expired 2/28/2026 with 2 unused; DENY + policy.")
s.bad("refused_call_effect",
      "Hi Mei! You have 3 visits left on your current card, and I've added the 2 visits from your old card back, "
      "so you're at 5 now.",
      [P("You have 3 visits left on your current card"),
       P("I've added the 2 visits from your old card back", "c", "nx"),
       P("so you're at 5 now", "c", ["VALUE_MISMATCH", "NOT_EXECUTED"])],
      ["refused_call_effect", "wrong_quantity"], ["I've added the 2 visits", "you're at 5"],
      "entitlements.update was DENIED; the current card has 10 - 7 = 3 visits.")
s.bad("wrong_arithmetic",
      "Hi Mei! You've used 7 of your 10 visits, so 4 remain, and the card is valid through September 30. Just "
      "so you know, punch cards last 18 months from purchase.",
      [P("You've used 7 of your 10 visits"), P("so 4 remain", "c", "val"),
       P("valid through September 30"), P("punch cards last 18 months from purchase", "c", "pol")],
      ["wrong_arithmetic", "wrong_period"], ["4 remain", "18 months"],
      "10 - 7 = 3; policy says 12 months from purchase.")
s.bad("stale_value",
      "Hi Mei, you have 3 visits left, but your punch card expires February 28, so use them soon! The old "
      "card's visits can't be moved over.",
      [P("you have 3 visits left"), P("your punch card expires February 28", "c", "date"),
       P("The old card's visits can't be moved over")],
      ["stale_value"], ["expires February 28"],
      "Feb 28, 2026 is the expiry of the old, expired card; the current card expires 9/30/2026.")
s.fix("Hi Mei! You have 3 visits left, and your card is valid through September 30. Good news: I've extended "
      "your old card, so its 2 leftover visits are usable again.",
      [P("You have 3 visits left"), P("valid through September 30"),
       P("I've extended your old card", "c", "nx")],
      ["refused_call_effect"], ["I've extended your old card"],
      ["declined|can't|cannot|couldn't|unable|not able|won't", "September 30|9/30"],
      "entitlements.update on ent_PC10_6120 was DENIED; policy: expired visits can't be reinstated.")
SCENARIOS.append(s)
