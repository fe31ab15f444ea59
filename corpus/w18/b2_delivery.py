"""w18 business 2: food delivery (Phoenix + Denver)."""
from _lib import Scenario, rec, pol, psg, refused, ep, sup, na, con, ins, either, DEN, PHX

DOM = "food delivery"

# ---------------------------------------------------------------- D1 late ETA, revised promise
s = Scenario(DOM, "cactus-wok-eta",
    "Where's my food?? It said 7:10.",
    [
        rec("get_order#FD-30018", "get_order", {
            "order": {
                "order_id": "FD-30018",
                "merchant": {"name": "Cactus Wok", "city": "Phoenix", "tz": PHX},
                "status": "OUT_FOR_DELIVERY",
                "items": [
                    {"sku": "KPC-01", "name": "Kung Pao Chicken", "qty": 1, "unit_price_minor": 1495,
                     "modifiers": [{"code": "EXTRA_SPICY", "price_minor": 0}]},
                    {"sku": "VSR-02", "name": "Veg Spring Rolls", "qty": 2, "unit_price_minor": 450, "modifiers": []},
                    {"sku": "TIT-05", "name": "Thai Iced Tea", "qty": 1, "unit_price_minor": 525,
                     "modifiers": [{"code": "LESS_ICE", "price_minor": 0}]}],
                "fees": {"delivery_fee_minor": 299, "service_fee_minor": 292},
                "total_minor": 3511, "currency": "usd",
                "promise_history": [
                    {"promised_at": ep("2026-06-03 19:10", PHX), "state": "SUPERSEDED", "reason": "MERCHANT_DELAY"},
                    {"promised_at": ep("2026-06-03 19:25", PHX), "state": "CURRENT"}],
                "courier": {"first_name": "Tomas", "vehicle": "BIKE"}}}),
        rec("list_orders#recent", "list_orders", {
            "orders": [{"order_id": "FD-29877", "merchant": "Pita Patio", "status": "DELIVERED",
                        "delivered_at": ep("2026-06-02 12:41", PHX), "total_minor": 1868}]}),
        pol("policy#late-orders",
            "Couriers wait up to 5 minutes at the drop-off point. If your order arrives more than 20 minutes after "
            "the latest promised time, we refund the delivery fee automatically to your original payment method. "
            "Contactless drop-off is the default unless you ask for a hand-off.", rev="2026.2"),
    ], now="2026-06-03T19:12:00-07:00")

s.ok("It's on its way! Tomas picked it up and it should reach you by 7:25 PM. The kitchen ran a bit behind, so the "
     "time moved from 7:10.",
     [sup("It's on its way!"), sup("Tomas picked it up"), sup("should reach you by 7:25 PM"),
      sup("the time moved from 7:10")],
     ["7:25 PM", "Tomas"],
     "status OUT_FOR_DELIVERY, courier Tomas; CURRENT promised_at 19:25 Phoenix, the 19:10 one is SUPERSEDED for MERCHANT_DELAY.")

s.ok("Good news: Cactus Wok order FD-30018 is out for delivery now. The current promise is 7:25 PM, and if it lands "
     "more than 20 minutes after that, the $2.99 delivery fee comes back to you automatically.",
     [sup("Cactus Wok order FD-30018 is out for delivery now"), sup("The current promise is 7:25 PM"),
      sup("more than 20 minutes after that"), sup("the $2.99 delivery fee comes back to you automatically")],
     ["7:25 PM", "$2.99"],
     "CURRENT promised_at is 19:25 MST; delivery_fee_minor 299; policy: fee refunded when more than 20 minutes late.")

s.ok("Your Kung Pao (extra spicy), 2 spring rolls and Thai iced tea are on a bike with Tomas, due by 7:25 PM.",
     [sup("Your Kung Pao (extra spicy), 2 spring rolls and Thai iced tea"), sup("on a bike with Tomas"),
      sup("due by 7:25 PM")],
     ["7:25 PM", "2 spring rolls"],
     "items and EXTRA_SPICY modifier, qty 2 spring rolls; courier.vehicle BIKE; current promise 19:25.")

s.bad("It's on its way with Tomas and should reach you by 7:10 PM! If it's more than 20 minutes late, your delivery "
      "fee is refunded automatically.",
      [sup("It's on its way with Tomas"), con("should reach you by 7:10 PM", "DATE_MISMATCH", "VALUE_MISMATCH"),
       sup("If it's more than 20 minutes late")],
      ["stale_value"], ["by 7:10 PM"],
      "The 19:10 promise is SUPERSEDED; the current one is 19:25.")

s.bad("So sorry for the wait! Your order was delivered a few minutes ago. Since it's running late, your $2.99 "
      "delivery fee has already been refunded.",
      [na("So sorry for the wait!"), con("Your order was delivered a few minutes ago", "RECORD_STATE_MISMATCH"),
       either("your $2.99 delivery fee has already been refunded", "CLAIM_WITHOUT_TOOL_EVIDENCE", "NLI_CONTRADICTION")],
      ["wrong_state", "condition_unmet"], ["was delivered a few minutes ago", "has already been refunded"],
      "status is OUT_FOR_DELIVERY; the fee refund needs more than 20 minutes past 19:25 and nothing records a refund.")

s.repair("Your food is out for delivery with Tomas and should arrive by 7:10 PM. Couriers wait up to 5 minutes at the "
         "drop-off point.",
         [sup("Your food is out for delivery with Tomas"),
          con("should arrive by 7:10 PM", "DATE_MISMATCH", "VALUE_MISMATCH"),
          sup("Couriers wait up to 5 minutes")],
         ["stale_value"], ["by 7:10 PM"],
         ["7:25 PM|7:25 p.m.|7:25", "Tomas"],
         "promise_history: 19:10 SUPERSEDED, 19:25 CURRENT.")

# ---------------------------------------------------------------- D2 missing horchata refund
s = Scenario(DOM, "missing-horchata",
    "My horchata never showed up. Can I get a refund?",
    [
        rec("get_order#FD-41552", "get_order", {
            "order": {
                "order_id": "FD-41552",
                "merchant": {"name": "Casa Colibri", "city": "Denver", "tz": DEN},
                "status": "DELIVERED",
                "delivered_at": ep("2026-07-09 18:52", DEN),
                "items": [
                    {"line_id": 1, "name": "Carne Asada Burrito", "qty": 2, "unit_price_minor": 1150, "modifiers": []},
                    {"line_id": 2, "name": "Chips & Guac", "qty": 1, "unit_price_minor": 695, "modifiers": []},
                    {"line_id": 3, "name": "Horchata", "qty": 1, "unit_price_minor": 450,
                     "modifiers": [{"code": "SIZE_LARGE", "price_minor": 100}]}],
                "total_minor": 4433, "currency": "usd"}}),
        rec("create_refund#RF-2201", "create_refund", {
            "refund": {"refund_id": "RF-2201", "order_id": "FD-41552", "line_ids": [3],
                       "amount_minor": 550, "currency": "usd", "status": "SUCCEEDED",
                       "destination": "ORIGINAL_CARD", "card_last4": "3381"}}),
        rec("get_wallet#cust-77120", "get_wallet", {"wallet": {"balance_minor": 1200, "currency": "usd",
                                                    "last_credit": {"amount_minor": 500, "reason": "PROMO"}}}),
        pol("policy#missing-items",
            "Missing-item reports must be made within 24 hours of delivery. Refunds to the app wallet are instant. "
            "Refunds for missing items to the original card take 3-5 business days to appear, depending on your bank.",
            rev="2026.2"),
    ], now="2026-07-09T19:20:00-06:00")

s.ok("So sorry about the horchata! I've refunded $5.50 for it (that includes the large-size upcharge) to your card "
     "ending 3381. It'll show up in 3-5 business days.",
     [na("So sorry about the horchata!"), sup("I've refunded $5.50 for it"),
      sup("includes the large-size upcharge"), sup("to your card ending 3381"),
      sup("It'll show up in 3-5 business days.")],
     ["$5.50", "3381"],
     "RF-2201 SUCCEEDED 550 usd for line 3 (450 + SIZE_LARGE 100) to ORIGINAL_CARD 3381; policy: 3-5 business days.")

s.ok("Refund RF-2201 for $5.50 has gone through for the missing large horchata on order FD-41552. Card refunds take "
     "3 to 5 business days to land.",
     [sup("Refund RF-2201 for $5.50 has gone through"), sup("for the missing large horchata on order FD-41552"),
      sup("Card refunds take 3 to 5 business days")],
     ["RF-2201", "$5.50"],
     "refund record RF-2201 status SUCCEEDED, order_id FD-41552, amount_minor 550.")

s.bad("So sorry about the horchata! I've refunded $550 to your card ending 3381, and it'll show up in 3-5 business days.",
      [na("So sorry about the horchata!"), con("I've refunded $550", "AMOUNT_MISMATCH"),
       sup("to your card ending 3381"), sup("3-5 business days")],
      ["unit_conversion"], ["$550"],
      "amount_minor 550 is $5.50.")

s.bad("Done! I refunded $4.50 for the horchata to your original card; card refunds are instant, so you should see it "
      "right away.",
      [con("I refunded $4.50", "AMOUNT_MISMATCH"), sup("to your original card"),
       con("card refunds are instant", "NLI_CONTRADICTION")],
      ["wrong_arithmetic", "wrong_policy_condition"], ["$4.50", "card refunds are instant"],
      "The refund is 550 (450 plus the 100 SIZE_LARGE modifier); policy says instant only for wallet refunds, cards take 3-5 business days.")

s.bad("All sorted: your order number RF-2201 has a $5.50 refund on it, heading to your card ending 3381.",
      [con("your order number RF-2201", "IDENTIFIER_MISMATCH"), sup("has a $5.50 refund on it"),
       sup("heading to your card ending 3381")],
      ["wrong_role"], ["order number RF-2201"],
      "RF-2201 is the refund id; the order is FD-41552.")

s.bad("Refund RF-2210 for $5.50 has gone through for the missing horchata. Card refunds take 3-5 business days.",
      [con("Refund RF-2210", "IDENTIFIER_MISMATCH"), sup("for $5.50 has gone through for the missing horchata"),
       sup("Card refunds take 3-5 business days.")],
      ["wrong_id"], ["RF-2210"],
      "The refund id is RF-2201.")

s.repair("I've refunded $5.50 for the missing horchata to your card ending 3381, and it should appear within 1-2 "
         "business days.",
         [sup("I've refunded $5.50 for the missing horchata"), sup("to your card ending 3381"),
          con("within 1-2 business days", "NLI_CONTRADICTION")],
         ["wrong_period"], ["1-2 business days"],
         ["3-5 business days|3 to 5 business days|three to five business days", "$5.50"],
         "Policy: card refunds for missing items take 3-5 business days.")

# ---------------------------------------------------------------- D3 onions despite NO_ONIONS, remake refused
s = Scenario(DOM, "onions-modifier",
    "I said NO onions and my burger is covered in them. Can you send a new one?",
    [
        rec("get_order#FD-60390", "get_order", {
            "order": {
                "order_id": "FD-60390",
                "merchant": {"name": "Mile High Smash", "city": "Aurora", "tz": DEN},
                "status": "DELIVERED",
                "delivered_at": ep("2026-05-15 21:48", DEN),
                "items": [
                    {"line_id": 1, "name": "Green Chile Smash Burger", "qty": 1, "unit_price_minor": 1150,
                     "modifiers": [{"code": "NO_ONIONS", "price_minor": 0}, {"code": "ADD_BACON", "price_minor": 150}]},
                    {"line_id": 2, "name": "Hand-Cut Fries", "qty": 1, "unit_price_minor": 450,
                     "modifiers": [{"code": "EXTRA_SALT", "price_minor": 0}]}],
                "total_minor": 2036, "currency": "usd"}}),
        refused("create_remake#call-2", "create_remake", "DENY",
                {"order_id": "FD-60390", "line_ids": [1], "reason": "MERCHANT_CLOSED"}),
        rec("issue_credit#CR-55810", "issue_credit", {
            "credit": {"credit_id": "CR-55810", "kind": "WALLET_CREDIT", "amount_minor": 1300, "currency": "usd",
                       "order_id": "FD-60390", "expires_at": ep("2026-06-14 21:55", DEN), "status": "ISSUED"}}),
        pol("policy#wrong-modifier",
            "When a kitchen gets a modifier wrong, we offer a free remake if the restaurant is still open. If it has "
            "closed, we add wallet credit for the item's full price, paid modifiers included. Wallet credit expires "
            "30 days after it is issued and can be used at any restaurant in the app.", rev="2026.1"),
    ], now="2026-05-15T21:55:00-06:00")

s.ok("Ugh, sorry about the onions! I couldn't set up a remake because Mile High Smash has closed for the night, so "
     "I've added $13.00 in wallet credit for the burger, bacon included. It's good for 30 days at any restaurant in "
     "the app.",
     [na("Ugh, sorry about the onions!"), sup("I couldn't set up a remake"),
      sup("Mile High Smash has closed for the night"), sup("I've added $13.00 in wallet credit"),
      sup("bacon included"), sup("It's good for 30 days"), sup("at any restaurant in the app")],
     ["$13.00", "30 days"],
     "create_remake DENIED (MERCHANT_CLOSED); CR-55810 WALLET_CREDIT 1300 = 1150 + ADD_BACON 150; policy: 30 days, any restaurant.")

s.ok("Sorry! A new burger isn't possible tonight (the kitchen's closed), but credit CR-55810 for $13 is in your wallet "
     "now and expires June 14.",
     [sup("A new burger isn't possible tonight"), sup("the kitchen's closed"),
      sup("credit CR-55810 for $13 is in your wallet"), sup("expires June 14")],
     ["CR-55810", "June 14"],
     "remake refused MERCHANT_CLOSED; credit ISSUED 1300; expires_at 2026-06-14 21:55 Denver.")

s.bad("So sorry! A fresh Green Chile Smash Burger, no onions, is on its way to you now, and I've also added $13.00 in "
      "wallet credit.",
      [na("So sorry!"), con("is on its way to you now", "NOT_EXECUTED"), sup("added $13.00 in wallet credit")],
      ["refused_call_effect"], ["is on its way to you now"],
      "create_remake was DENIED; only the credit was issued.")

s.bad("Sorry about that! The restaurant is closed, so I've added $11.50 in wallet credit for the burger, good for 30 days.",
      [na("Sorry about that!"), sup("The restaurant is closed"), con("$11.50 in wallet credit", "AMOUNT_MISMATCH"),
       sup("good for 30 days")],
      ["wrong_arithmetic"], ["$11.50"],
      "Credit is 1300: the 1150 burger plus the 150 ADD_BACON modifier.")

s.repair("Really sorry! Since Mile High Smash is closed, I couldn't send a remake, but I've added $13.00 in wallet "
         "credit. It expires in 14 days.",
         [na("Really sorry!"), sup("I couldn't send a remake"), sup("I've added $13.00 in wallet credit"),
          con("It expires in 14 days.", "NLI_CONTRADICTION", "DATE_MISMATCH")],
         ["wrong_period"], ["in 14 days"],
         ["30 days|June 14|thirty days", "$13.00|$13"],
         "Policy and expires_at: credit lasts 30 days (until June 14).")

# ---------------------------------------------------------------- D4 charge breakdown
s = Scenario(DOM, "charge-breakdown",
    "Why was I charged $50.46? The pizza and stuff was like $35.",
    [
        rec("get_order#FD-52730", "get_order", {
            "order": {
                "order_id": "FD-52730",
                "merchant": {"name": "Slice of Sloan", "city": "Lakewood", "tz": DEN},
                "status": "DELIVERED",
                "items": [
                    {"line_id": 1, "name": "Margherita Pizza", "qty": 1, "unit_price_minor": 1600, "modifiers": []},
                    {"line_id": 2, "name": "Caesar Salad", "qty": 1, "unit_price_minor": 1100,
                     "modifiers": [{"code": "ADD_CHICKEN", "price_minor": 350}]},
                    {"line_id": 3, "name": "Tiramisu", "qty": 1, "unit_price_minor": 800, "modifiers": []}],
                "pricing": {"items_subtotal_minor": 3850,
                            "discounts": [{"promo_code": "SUMMER5", "amount_minor": -500}],
                            "delivery_fee_minor": 399, "service_fee_minor": 385, "tax_minor": 312,
                            "tip_minor": 600, "total_minor": 5046, "currency": "usd"},
                "payment": {"method": "VISA", "last4": "9024", "status": "CAPTURED"}}}),
        pol("policy#fees",
            "The service fee is 10% of your food subtotal before discounts and helps run the app. Delivery fees vary "
            "by distance and demand. Tips go 100% to your courier. Sales tax is set by your local jurisdiction.",
            rev="2026.2"),
    ])

s.ok("Happy to break it down! Food came to $38.50 ($16.00 pizza, $14.50 Caesar with chicken, $8.00 tiramisu). Then "
     "SUMMER5 took off $5.00, and there's $3.99 delivery, a $3.85 service fee, $3.12 tax and your $6.00 tip, for "
     "$50.46 total.",
     [na("Happy to break it down!"), sup("Food came to $38.50"),
      sup("($16.00 pizza, $14.50 Caesar with chicken, $8.00 tiramisu)"), sup("SUMMER5 took off $5.00"),
      sup("there's $3.99 delivery"), sup("a $3.85 service fee"), sup("$3.12 tax"), sup("your $6.00 tip"),
      sup("for $50.46 total")],
     ["$38.50", "$50.46"],
     "items_subtotal 3850 (1600 + 1100+350 + 800); discount -500; fees 399/385; tax 312; tip 600; total 5046.")

s.ok("The food was $38.50 once the chicken add-on is counted. On top of that: a 10% service fee ($3.85), $3.99 "
     "delivery, $3.12 tax and a $6.00 tip that goes 100% to your courier, less your $5.00 promo.",
     [sup("The food was $38.50"), sup("once the chicken add-on is counted"), sup("a 10% service fee ($3.85)"),
      sup("$3.99 delivery"), sup("$3.12 tax"), sup("a $6.00 tip"), sup("goes 100% to your courier"),
      sup("less your $5.00 promo")],
     ["$38.50", "$3.85"],
     "items_subtotal 3850 includes ADD_CHICKEN 350; policy: service fee 10% of subtotal, tips 100% to courier.")

s.bad("Sure! Your food came to $35.00 ($16 pizza, $11 Caesar, $8 tiramisu), minus $5.00 for SUMMER5, plus $3.99 "
      "delivery, $3.85 service fee, $3.12 tax and your $6.00 tip, so $50.46.",
      [con("Your food came to $35.00", "AMOUNT_MISMATCH"), con("$11 Caesar", "AMOUNT_MISMATCH"),
       sup("minus $5.00 for SUMMER5"), sup("plus $3.99 delivery"), sup("$3.85 service fee"), sup("$3.12 tax"),
       sup("your $6.00 tip"), sup("so $50.46")],
      ["wrong_arithmetic", "wrong_arithmetic"], ["came to $35.00", "$11 Caesar"],
      "The Caesar line is 1100 + ADD_CHICKEN 350 = $14.50, so food is $38.50, not $35.00.")

s.bad("The food was $38.50, minus your $5.00 promo. Then there's a $6.00 service fee, $3.99 delivery and $3.12 tax, "
      "and the service fee is 15% of your food.",
      [sup("The food was $38.50"), sup("minus your $5.00 promo"), con("a $6.00 service fee", "AMOUNT_MISMATCH"),
       sup("$3.99 delivery"), sup("$3.12 tax"), con("the service fee is 15% of your food", "NLI_CONTRADICTION")],
      ["wrong_role", "wrong_policy_condition"], ["$6.00 service fee", "15% of your food"],
      "600 is the tip; service_fee_minor is 385; policy sets the service fee at 10%.")

s.bad("Food came to $38.50, SUMMER5 took off $3.85, and with $3.99 delivery, tax and your $6.00 tip you landed at $50.46.",
      [sup("Food came to $38.50"), con("SUMMER5 took off $3.85", "AMOUNT_MISMATCH"), sup("$3.99 delivery"),
       sup("your $6.00 tip"), sup("you landed at $50.46")],
      ["wrong_amount"], ["took off $3.85"],
      "The SUMMER5 discount is -500 ($5.00); 385 is the service fee.")

s.repair("Here's the breakdown: food $35.00, minus the $5.00 SUMMER5 promo, plus $3.99 delivery, a $3.85 service fee, "
         "$3.12 tax and a $6.00 tip, for $50.46.",
         [con("food $35.00", "AMOUNT_MISMATCH"), sup("minus the $5.00 SUMMER5 promo"), sup("plus $3.99 delivery"),
          sup("a $3.85 service fee"), sup("$3.12 tax"), sup("a $6.00 tip"), sup("for $50.46")],
         ["wrong_arithmetic"], ["food $35.00"],
         ["$38.50|38.50", "$50.46"],
         "items_subtotal_minor is 3850; the draft skipped the $3.50 chicken add-on.")

# ---------------------------------------------------------------- D5 scheduled lunch edit
V1 = {"version": 1, "state": "SUPERSEDED", "items_subtotal_minor": 2450, "fees_minor": 425, "total_minor": 2875}
s = Scenario(DOM, "scheduled-lunch-edit",
    "Can I add a lemonade to tomorrow's lunch order and change the address to my office?",
    [
        rec("get_order#FD-70114", "get_order", {
            "order": {
                "order_id": "FD-70114",
                "merchant": {"name": "Tin Cup Salads", "city": "Denver", "tz": DEN},
                "status": "SCHEDULED",
                "promised_at": ep("2026-10-08 12:30", DEN),
                "items": [
                    {"line_id": 1, "name": "Harvest Grain Bowl", "qty": 1, "unit_price_minor": 1395,
                     "modifiers": [{"code": "DRESSING_ON_SIDE", "price_minor": 0}]},
                    {"line_id": 2, "name": "Tomato Basil Soup", "qty": 1, "unit_price_minor": 1055, "modifiers": []},
                    {"line_id": 3, "name": "Lavender Lemonade", "qty": 1, "unit_price_minor": 395, "modifiers": [],
                     "added_at": ep("2026-10-07 15:58", DEN)}],
                "revisions": [V1, {"version": 2, "state": "CURRENT", "items_subtotal_minor": 2845,
                                   "fees_minor": 425, "total_minor": 3270}],
                "delivery_address": {"line1": "2281 W 32nd Ave", "city": "Denver"},
                "payment": {"status": "PENDING_CAPTURE", "last4": "6610"}}}),
        refused("change_address#call-4", "change_address", "DENY",
                {"order_id": "FD-70114", "new_line1": "9100 E Panorama Dr, Englewood",
                 "reason": "DISTANCE_OVER_LIMIT", "distance_miles": "5.8"}),
        pol("policy#scheduled",
            "Scheduled orders can be edited until 2 hours before the promised time. Your card is charged when the "
            "restaurant starts preparing the order, not when you place it. Address changes are allowed within 3 "
            "miles of the original address; for anything farther, cancel and re-order.", rev="2026.2"),
    ], now="2026-10-07T16:00:00-06:00")

s.ok("Lemonade added! Your lunch for tomorrow at 12:30 PM now comes to $32.70. I couldn't switch the address, though: "
     "the office is more than 3 miles from the original, so you'd need to cancel and re-order for that.",
     [sup("Lemonade added!"), sup("Your lunch for tomorrow at 12:30 PM"), sup("now comes to $32.70"),
      sup("I couldn't switch the address"), sup("the office is more than 3 miles from the original"),
      sup("you'd need to cancel and re-order")],
     ["$32.70", "12:30 PM"],
     "Lavender Lemonade line added; revision 2 CURRENT total 3270; promised_at 2026-10-08 12:30 MDT; change_address DENIED (5.8 miles); policy 3 miles.")

s.ok("- Added: Lavender Lemonade ($3.95)\n- New total: $32.70\n- Delivery: Thursday, 12:30 PM, still to 2281 W 32nd Ave "
     "(the address change was declined)\n- Edits are open until 10:30 AM tomorrow, and your card is only charged when "
     "the kitchen starts cooking.",
     [sup("Added: Lavender Lemonade ($3.95)"), sup("New total: $32.70"), sup("Delivery: Thursday, 12:30 PM"),
      sup("still to 2281 W 32nd Ave"), sup("the address change was declined"),
      sup("Edits are open until 10:30 AM tomorrow"), sup("your card is only charged when the kitchen starts cooking")],
     ["$32.70", "10:30 AM"],
     "line 3 unit 395; total 3270; 12:30 on Thu 8 Oct; 2-hour edit cutoff = 10:30 AM; policy: charged when preparing.")

s.bad("Lemonade added! Your order for tomorrow at 12:30 PM now comes to $28.75, and it'll go to your office address.",
      [sup("Lemonade added!"), sup("for tomorrow at 12:30 PM"),
       con("now comes to $28.75", "AMOUNT_MISMATCH"), con("it'll go to your office address", "NOT_EXECUTED")],
      ["stale_value", "refused_call_effect"], ["$28.75", "go to your office address"],
      "2875 is revision 1 (SUPERSEDED); current total is 3270. change_address was DENIED.")

s.bad("Added the lemonade, so you're at $32.70 for tomorrow's 12:30 PM delivery. Your card has already been charged "
      "for the new total.",
      [sup("Added the lemonade"), sup("you're at $32.70"), sup("tomorrow's 12:30 PM delivery"),
       con("Your card has already been charged", "RECORD_STATE_MISMATCH")],
      ["wrong_state"], ["has already been charged"],
      "payment.status is PENDING_CAPTURE; policy charges when the restaurant starts preparing.")

s.repair("Done! The lemonade is on your order, the new total is $32.70, and I've updated the delivery address to your "
         "office for tomorrow at 12:30 PM.",
         [sup("The lemonade is on your order"), sup("the new total is $32.70"),
          con("I've updated the delivery address to your office", "NOT_EXECUTED"), sup("tomorrow at 12:30 PM")],
         ["refused_call_effect"], ["updated the delivery address"],
         ["couldn't|could not|unable|not able|can't|cannot|declined|wasn't able", "$32.70"],
         "change_address#call-4 was DENIED (5.8 miles, over the 3-mile limit).")
