"""w18 business 4: bakery pre-orders (Phoenix + Denver)."""
from _lib import Scenario, rec, pol, psg, refused, ep, sup, na, con, ins, either, DEN, PHX

DOM = "bakery pre-orders"

# ---------------------------------------------------------------- B1 custom cake balance + inscription
s = Scenario(DOM, "custom-cake-balance",
    "What do I still owe on the cake, when do I pick it up, and can you double-check the writing?",
    [
        rec("get_preorder#PO-4471", "get_preorder", {
            "preorder": {
                "preorder_id": "PO-4471",
                "shop": {"name": "Desert Rose Bakery", "location": "Mesa", "tz": PHX},
                "customer": {"name": "Alma Quintero"},
                "items": [
                    {"name": "Two-Tier Vanilla Bean Cake", "qty": 1, "unit_price_minor": 8500,
                     "modifiers": [{"code": "FILLING_RASPBERRY", "price_minor": 600},
                                   {"code": "INSCRIPTION", "text": "Happy 40th, Rosa!", "price_minor": 0}]}],
                "total_minor": 9100, "currency": "usd",
                "payments": [{"kind": "DEPOSIT", "amount_minor": 4550, "status": "PAID",
                              "paid_at": ep("2026-06-12 14:05", PHX)}],
                "balance_due_minor": 4550,
                "pickup": {"promised_at": ep("2026-06-27 10:00", PHX), "grace": "PT30M"},
                "status": "IN_PRODUCTION"}}),
        pol("policy#custom-cakes",
            "Custom cakes need a 50% deposit when you order, and the balance is due at pickup. Please arrive within "
            "30 minutes of your pickup time. Cakes not collected by closing (6 PM) are held in the cooler until noon "
            "the next day. We're sorry, but we can't deliver tiered cakes.", rev="2026-04"),
    ], now="2026-06-24T11:00:00-07:00")

s.ok("Hi Alma! You've paid the $45.50 deposit, so $45.50 is left to pay at pickup on Saturday, June 27 at 10:00 AM. "
     "The cake will read \"Happy 40th, Rosa!\" with raspberry filling.",
     [sup("You've paid the $45.50 deposit"), sup("so $45.50 is left to pay at pickup"),
      sup("on Saturday, June 27 at 10:00 AM"), sup("The cake will read \"Happy 40th, Rosa!\""),
      sup("with raspberry filling")],
     ["$45.50", "Happy 40th, Rosa!"],
     "deposit 4550 PAID, balance_due 4550; pickup.promised_at 2026-06-27 10:00 Phoenix (Saturday); INSCRIPTION text; FILLING_RASPBERRY.")

s.ok("Balance at pickup: $45.50 (the cake is $91.00 with the raspberry filling, and half is already paid). Pickup is "
     "Saturday at 10 AM; please come within 30 minutes of that.",
     [sup("Balance at pickup: $45.50"), sup("the cake is $91.00 with the raspberry filling"),
      sup("half is already paid"), sup("Pickup is Saturday at 10 AM"), sup("please come within 30 minutes")],
     ["$45.50", "10 AM"],
     "total 9100 = 8500 + 600; deposit 4550 = 50%; promised_at 10:00 Sat; policy/grace PT30M.")

s.ok("Your two-tier vanilla bean cake is in production, writing reads \"Happy 40th, Rosa!\", and forty-five fifty is "
     "due when you grab it Saturday morning.",
     [sup("Your two-tier vanilla bean cake is in production"), sup("writing reads \"Happy 40th, Rosa!\""),
      sup("forty-five fifty is due when you grab it Saturday morning")],
     ["Happy 40th, Rosa!", "forty-five fifty"],
     "status IN_PRODUCTION; inscription; balance_due 4550 at pickup 10:00 on Sat 27 June.")

s.bad("Hi Alma! $45.50 is left to pay at pickup on Saturday, June 27 at 10:00 AM, and the cake will read "
      "\"Happy 40th, Rose!\".",
      [sup("$45.50 is left to pay at pickup"), sup("on Saturday, June 27 at 10:00 AM"),
       con("\"Happy 40th, Rose!\"", "VALUE_MISMATCH")],
      ["wrong_name"], ["Happy 40th, Rose!"],
      "INSCRIPTION text is \"Happy 40th, Rosa!\".")

s.bad("You've paid half, so $42.50 is due at pickup on Saturday at 10:00 AM. If it's easier, we can also deliver the "
      "cake to your party.",
      [sup("You've paid half"), con("$42.50 is due at pickup", "AMOUNT_MISMATCH"), sup("on Saturday at 10:00 AM"),
       con("we can also deliver the cake", "NLI_CONTRADICTION")],
      ["wrong_arithmetic", "invented_promise"], ["$42.50", "we can also deliver"],
      "balance_due is 4550 (half of 9100 with the raspberry filling); policy: tiered cakes cannot be delivered.")

s.repair("Your cake reads \"Happy 40th, Rosa!\" and $45.50 is due at pickup on Saturday, June 27 at 10:30 AM.",
         [sup("Your cake reads \"Happy 40th, Rosa!\""), sup("$45.50 is due at pickup"),
          con("on Saturday, June 27 at 10:30 AM", "DATE_MISMATCH", "VALUE_MISMATCH")],
         ["wrong_time"], ["10:30 AM"],
         ["10:00 AM|10 AM|10:00 a.m.|10 a.m.", "$45.50"],
         "pickup.promised_at is 10:00 Phoenix; the 30 minutes is a grace period, not the slot.")

# ---------------------------------------------------------------- B2 holiday pies, UTC trap
s = Scenario(DOM, "holiday-pies-pickup",
    "When do I pick up my Thanksgiving pies, and are they paid for?",
    [
        rec("get_preorder#PO-5120", "get_preorder", {
            "preorder": {
                "preorder_id": "PO-5120",
                "shop": {"name": "Flour & Flatirons", "location": "Boulder", "tz": DEN},
                "season": "THANKSGIVING_2026",
                "items": [
                    {"name": "Classic Pumpkin Pie", "qty": 1, "unit_price_minor": 2200, "modifiers": []},
                    {"name": "Bourbon Pecan Pie", "qty": 1, "unit_price_minor": 2600,
                     "modifiers": [{"code": "LATTICE_TOP", "price_minor": 0}]}],
                "total_minor": 4800, "currency": "usd",
                "payment": {"status": "PAID", "amount_minor": 4800, "card_last4": "7702"},
                "pickup": {"promised_at": ep("2026-11-25 14:00", DEN), "window": "PT1H",
                           "promised_at_iso_utc": "2026-11-25T21:00:00Z"},
                "status": "CONFIRMED"}}),
        rec("list_preorders#customer-3312", "list_preorders", {
            "preorders": [{"preorder_id": "PO-3985", "season": "THANKSGIVING_2025", "status": "PICKED_UP",
                           "pickup_promised_at": ep("2025-11-26 10:00", DEN), "total_minor": 4400}]}),
        pol("policy#holiday-preorders",
            "Holiday pre-orders are paid in full when you order. Changes and cancellations close at 5 PM on Sunday, "
            "November 22. Pies are baked the morning of pickup. Orders not picked up by closing on pickup day are "
            "donated to a local food bank and can't be refunded.", rev="2026-holiday"),
    ], now="2026-11-18T09:40:00-07:00")

s.ok("Your pumpkin and bourbon pecan pies are ready for pickup on Wednesday, November 25, between 2 and 3 PM, and "
     "they're paid in full ($48.00).",
     [sup("Your pumpkin and bourbon pecan pies"), sup("on Wednesday, November 25, between 2 and 3 PM"),
      sup("they're paid in full ($48.00)")],
     ["November 25", "$48.00"],
     "pickup.promised_at 14:00 MST on Wed 25 Nov with window PT1H; payment PAID 4800.")

s.ok("Pickup: Wed 11/25, 2:00-3:00 PM at our Boulder shop.\nPaid: yes, $48 on the card ending 7702.\nNeed to change "
     "something? You've got until 5 PM this Sunday, November 22.",
     [sup("Pickup: Wed 11/25, 2:00-3:00 PM"), sup("at our Boulder shop"), sup("Paid: yes, $48 on the card ending 7702"),
      sup("until 5 PM this Sunday, November 22")],
     ["2:00-3:00 PM", "$48"],
     "promised_at epoch = 14:00 America/Denver, PT1H window; PAID card 7702; policy change cutoff Sun 22 Nov 5 PM.")

s.ok("You're all set: both pies are paid, and you can grab them Wednesday the 25th from 2 to 3 in the afternoon. "
     "They'll be baked that morning!",
     [sup("both pies are paid"), sup("Wednesday the 25th from 2 to 3 in the afternoon"),
      sup("They'll be baked that morning!")],
     ["2 to 3", "25th"],
     "payment PAID; pickup 14:00-15:00 MST 25 Nov; policy: baked the morning of pickup.")

s.bad("Your pies are paid in full ($48.00) and ready for pickup on Wednesday, November 25 at 9:00 PM.",
      [sup("Your pies are paid in full ($48.00)"), con("on Wednesday, November 25 at 9:00 PM", "DATE_MISMATCH", "VALUE_MISMATCH")],
      ["unit_conversion"], ["at 9:00 PM"],
      "21:00Z is the UTC form; promised_at in America/Denver is 2:00 PM.")

s.bad("Both pies are paid ($48.00), pickup is Wednesday 11/25 from 2 to 3 PM, and you can make changes or cancel any "
      "time up to Tuesday, November 24.",
      [sup("Both pies are paid ($48.00)"), sup("pickup is Wednesday 11/25 from 2 to 3 PM"),
       con("up to Tuesday, November 24", "NLI_CONTRADICTION", "DATE_MISMATCH")],
      ["wrong_policy_condition"], ["Tuesday, November 24"],
      "Policy closes changes and cancellations at 5 PM on Sunday, November 22.")

s.bad("Great question! Your pies are $44.00 and paid, and pickup is Wednesday, November 25, 2-3 PM.",
      [na("Great question!"), con("Your pies are $44.00", "AMOUNT_MISMATCH"),
       sup("pickup is Wednesday, November 25, 2-3 PM")],
      ["other_record_value"], ["$44.00"],
      "4400 is last year's PO-3985; PO-5120.total_minor is 4800.")

s.repair("Your two pies are paid in full ($48.00), and pickup is Thursday, November 26, between 2 and 3 PM.",
         [sup("Your two pies are paid in full ($48.00)"),
          con("pickup is Thursday, November 26", "DATE_MISMATCH")],
         ["wrong_date"], ["Thursday, November 26"],
         ["November 25|Nov 25|11/25|Wednesday", "$48.00"],
         "pickup.promised_at is Wednesday 2026-11-25 14:00 Denver.")

# ---------------------------------------------------------------- B3 flavor change past cutoff
s = Scenario(DOM, "cupcake-flavor-cutoff",
    "Can I switch my cupcakes from lemon to chocolate for tomorrow?",
    [
        rec("get_preorder#PO-6022", "get_preorder", {
            "preorder": {
                "preorder_id": "PO-6022",
                "shop": {"name": "Flour & Flatirons", "location": "Highlands", "tz": DEN},
                "items": [{"name": "Lemon Lavender Cupcake", "qty": 12, "unit_price_minor": 375,
                           "modifiers": [{"code": "CREAM_CHEESE_FROSTING", "price_minor": 0}]}],
                "total_minor": 4500, "currency": "usd",
                "pickup": {"promised_at": ep("2026-08-21 09:00", DEN)},
                "status": "PREP_STARTED"}}),
        refused("change_preorder#call-5", "change_preorder", "DENY",
                {"preorder_id": "PO-6022", "item": "Dark Chocolate Cupcake", "reason": "PAST_EDIT_CUTOFF"}),
        pol("policy#preorder-changes",
            "Cupcakes are sold by the dozen for pre-orders. Flavor and design changes are accepted until 48 hours "
            "before pickup. Inside 48 hours we can add items from the daily case, but we can't change anything that "
            "is already being prepped.", rev="2026-04"),
    ], now="2026-08-20T13:15:00-06:00")

s.ok("I wasn't able to switch the flavor, sorry! Pickup is less than 48 hours away, so your dozen Lemon Lavender "
     "cupcakes with cream cheese frosting stay as ordered for tomorrow at 9 AM. I can still add something from the "
     "daily case if you'd like.",
     [sup("I wasn't able to switch the flavor"), sup("Pickup is less than 48 hours away"),
      sup("your dozen Lemon Lavender cupcakes with cream cheese frosting"), sup("stay as ordered for tomorrow at 9 AM"),
      sup("I can still add something from the daily case")],
     ["9 AM", "48 hours"],
     "change_preorder DENIED PAST_EDIT_CUTOFF; qty 12 with CREAM_CHEESE_FROSTING; pickup 2026-08-21 09:00 MDT = tomorrow; policy daily-case add-ons.")

s.ok("Unfortunately that change was declined: flavor swaps close 48 hours before pickup, and your lemon cupcakes are "
     "already being prepped. They'll be ready Friday at 9:00 AM, $45.00 total.",
     [sup("that change was declined"), sup("flavor swaps close 48 hours before pickup"),
      sup("your lemon cupcakes are already being prepped"), sup("They'll be ready Friday at 9:00 AM"),
      sup("$45.00 total")],
     ["$45.00", "9:00 AM"],
     "refused DENY; status PREP_STARTED; pickup Fri 21 Aug 09:00; total 4500.")

s.bad("Done! I've switched your dozen to chocolate, ready for pickup tomorrow at 9 AM.",
      [con("I've switched your dozen to chocolate", "NOT_EXECUTED"), sup("ready for pickup tomorrow at 9 AM")],
      ["refused_call_effect"], ["switched your dozen to chocolate"],
      "change_preorder#call-5 was DENIED (PAST_EDIT_CUTOFF).")

s.bad("Sorry, flavor changes close 24 hours before pickup, so your 12 lemon cupcakes with buttercream stay as they are "
      "for tomorrow at 9 AM.",
      [con("flavor changes close 24 hours before pickup", "NLI_CONTRADICTION"),
       con("with buttercream", "VALUE_MISMATCH"), sup("for tomorrow at 9 AM")],
      ["wrong_period", "wrong_value"], ["24 hours before pickup", "with buttercream"],
      "Policy: 48 hours; the modifier is CREAM_CHEESE_FROSTING.")

s.repair("Good news, your cupcakes have been switched to chocolate! Pickup is still tomorrow at 9 AM and the total stays "
         "at $45.00.",
         [con("your cupcakes have been switched to chocolate", "NOT_EXECUTED"), sup("Pickup is still tomorrow at 9 AM"),
          sup("the total stays at $45.00")],
         ["refused_call_effect"], ["have been switched"],
         ["couldn't|could not|unable|not able|can't|cannot|wasn't able|declined", "9 AM"],
         "change_preorder#call-5 was DENIED; order stays Lemon Lavender.")

# ---------------------------------------------------------------- B4 sold-out substitution
s = Scenario(DOM, "danish-substitution",
    "Is my Saturday pre-order ready? Anything I should know?",
    [
        rec("get_preorder#PO-7315", "get_preorder", {
            "preorder": {
                "preorder_id": "PO-7315",
                "shop": {"name": "Desert Rose Bakery", "location": "Chandler", "tz": PHX},
                "status": "READY_FOR_PICKUP",
                "ready_at": ep("2026-05-16 07:45", PHX),
                "pickup": {"promised_at": ep("2026-05-16 08:30", PHX), "hold_until": ep("2026-05-16 13:00", PHX)},
                "items": [
                    {"line_id": 1, "name": "Country Sourdough Loaf", "qty": 2, "unit_price_minor": 850,
                     "status": "FULFILLED", "modifiers": [{"code": "SLICED", "price_minor": 0}]},
                    {"line_id": 2, "name": "Prickly Pear Danish (box of 6)", "qty": 1, "unit_price_minor": 1800,
                     "status": "SUBSTITUTED",
                     "substitute": {"name": "Cinnamon Morning Bun (box of 6)", "unit_price_minor": 1500}}],
                "adjustments": [{"kind": "SUBSTITUTION_REFUND", "amount_minor": 300, "status": "ISSUED",
                                 "line_id": 2}]}}),
        pol("policy#substitutions",
            "If an item sells out before your pre-order is baked, we substitute a similar item of equal or lower "
            "price, unless you asked us not to. Any price difference is refunded to your card within 2 business days. "
            "Pre-orders are held until 1 PM on the pickup day.", rev="2026-04"),
    ], now="2026-05-16T08:05:00-07:00")

s.ok("Yes, it's ready! One change: the Prickly Pear Danish sold out, so we swapped in a box of 6 Cinnamon Morning Buns "
     "and refunded the $3.00 difference. Your 2 sourdough loaves are sliced, and we'll hold everything until 1 PM today.",
     [sup("Yes, it's ready!"), sup("the Prickly Pear Danish sold out"), sup("we swapped in a box of 6 Cinnamon Morning Buns"),
      sup("refunded the $3.00 difference"), sup("Your 2 sourdough loaves are sliced"),
      sup("we'll hold everything until 1 PM today")],
     ["Cinnamon Morning Buns", "$3.00"],
     "status READY_FOR_PICKUP; line 2 SUBSTITUTED 1800 -> 1500, SUBSTITUTION_REFUND 300 ISSUED; line 1 qty 2 SLICED; hold_until 13:00.")

s.ok("Ready and waiting! Heads-up that your Danish box became Cinnamon Morning Buns (6). The $3 price difference is "
     "on its way back to your card and should land within 2 business days.",
     [sup("Ready and waiting!"), sup("your Danish box became Cinnamon Morning Buns (6)"),
      sup("The $3 price difference is on its way back to your card"), sup("within 2 business days")],
     ["Cinnamon Morning Buns", "2 business days"],
     "SUBSTITUTED to the box of 6 buns; refund 300 ISSUED; policy: refunded within 2 business days.")

s.bad("Yes, it's ready! The Prickly Pear Danish sold out, so we swapped in a box of 6 Cardamom Knots and refunded the "
      "$3.00 difference.",
      [sup("Yes, it's ready!"), sup("The Prickly Pear Danish sold out"),
       con("a box of 6 Cardamom Knots", "VALUE_MISMATCH"), sup("refunded the $3.00 difference")],
      ["wrong_name"], ["Cardamom Knots"],
      "substitute.name is Cinnamon Morning Bun (box of 6).")

s.bad("Your order PO-7351 is still in the oven; it'll be ready by 8:30 AM. We swapped the Danish for Cinnamon Morning "
      "Buns and refunded $18.00.",
      [con("Your order PO-7351", "IDENTIFIER_MISMATCH"), con("is still in the oven", "RECORD_STATE_MISMATCH"),
       sup("We swapped the Danish for Cinnamon Morning Buns"), con("refunded $18.00", "AMOUNT_MISMATCH")],
      ["wrong_id", "wrong_state", "wrong_role"], ["PO-7351", "still in the oven", "refunded $18.00"],
      "id is PO-7315; status READY_FOR_PICKUP; 1800 is the Danish price, the refund is 300.")

s.repair("Your pre-order is ready! The Prickly Pear Danish sold out, so we swapped in Apricot Kolaches and refunded "
         "the $3.00 difference. We'll hold it until 1 PM today.",
         [sup("Your pre-order is ready!"), sup("The Prickly Pear Danish sold out"),
          con("we swapped in Apricot Kolaches", "VALUE_MISMATCH"), sup("refunded the $3.00 difference"),
          sup("We'll hold it until 1 PM today.")],
         ["wrong_name"], ["Apricot Kolaches"],
         ["Cinnamon Morning Bun", "$3.00"],
         "substitute.name is Cinnamon Morning Bun (box of 6).")
