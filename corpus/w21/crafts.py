from common import *

D = "handmade crafts marketplace"
BUNDLES = []

# ---------------------------------------------------------------- C1 made-to-order lead time (USD)
DEN = "America/Denver"
b = Bundle(D, "engraved-board-lead-time",
           "When will my engraved cutting board ship?",
           [rec("get_order#MK-60231", "tool:get_order", {
               "order_id": "MK-60231", "buyer": {"name": "Grace Okafor", "timezone": DEN},
               "shop": {"name": "Oak & Ember Woodshop"}, "placed_at": ep("2026-03-02T19:40", DEN),
               "line_items": [{"title": "Walnut cutting board, large", "amount": 7800},
                              {"title": "Custom engraving", "amount": 1200}],
               "shipping": {"amount": 950, "service": "USPS_PRIORITY", "est_transit": "P3D"},
               "total": 9950, "currency": "USD", "state": "IN_PRODUCTION",
               "production_time": "P21D", "ship_by": "2026-03-23",
               "escrow": {"state": "HELD", "release_rule": "DELIVERED_PLUS_3D"}}),
            rec("get_order#MK-60232", "tool:get_order", {
                "order_id": "MK-60232", "line_items": [{"title": "Walnut coasters, set of 4", "amount": 3400}],
                "state": "SHIPPED", "shipped_at": ep("2026-03-05T11:15", DEN), "currency": "USD"}),
            pol("made-to-order#shipping",
                "Made-to-order items ship within the production time shown on the listing, counted from the day the order is "
                "placed. Personalised items cannot be returned unless they arrive damaged or differ from the agreed design. "
                "Your payment is held by Makerly until 3 days after delivery, then released to the maker.", "v11")],
           now="2026-03-10T09:00:00-06:00")
b.ok("Hi Grace, your engraved walnut cutting board (order MK-60231) is being made now. It has a 21-day production time from your "
     "March 2 order, so it should ship by March 23, and Priority shipping usually takes about 3 days.",
     [s("is being made now"), s("21-day production time"), s("from your March 2 order"), s("ship by March 23"),
      s("about 3 days")],
     ["March 23", "MK-60231"], "state IN_PRODUCTION, production_time P21D, placed 2 Mar, ship_by 2026-03-23, est_transit P3D.")
b.ok("Here's your board order at a glance:\n• Board: $78.00\n• Engraving: $12.00\n• Shipping: $9.50\n• Total: $99.50\n"
     "It ships by 23/03/2026. Your walnut coasters (MK-60232) already shipped on March 5.",
     [s("Board: $78.00"), s("Engraving: $12.00"), s("Shipping: $9.50"), s("Total: $99.50"), s("ships by 23/03/2026"),
      s("already shipped on March 5")],
     ["$99.50", "23/03/2026"], "line items 7800/1200, shipping 950, total 9950; MK-60232 SHIPPED 5 Mar.")
b.ok("Your payment for the board is held by Makerly and only released to Oak & Ember Woodshop 3 days after delivery. "
     "Because the board is personalised, it can't be returned unless it arrives damaged or differs from the agreed design.",
     [s("held by Makerly"), s("3 days after delivery"), s("can't be returned unless it arrives damaged")],
     ["3 days after delivery"], "escrow HELD with DELIVERED_PLUS_3D; return rule from the policy.")
b.bad("Hi Grace, your cutting board is being made now. It has a 21-day production time from your March 2 order, so it should ship "
      "by March 21. If the engraving isn't what you wanted, personalised items can be returned within 30 days.",
      [s("is being made now"), s("21-day production time"), c("ship by March 21", DM),
       c("can be returned within 30 days", NLIC)],
      ["wrong_date", "wrong_policy_condition"], ["ship by March 21", "returned within 30 days"],
      "ship_by is 2026-03-23 (2 March + 21 days); personalised items are returnable only if damaged or not as agreed.")
b.bad("Hi Grace, your walnut cutting board has already shipped, and we've upgraded it to express delivery at no extra cost.",
      [c("has already shipped", RSM), ie("upgraded it to express delivery", CWTE)],
      ["other_record_value", "unrecorded_extra"], ["has already shipped", "express delivery"],
      "The SHIPPED state belongs to the coasters order MK-60232; the board is IN_PRODUCTION; no record holds a shipping upgrade.")
b.fix("Hi Grace, your order MK-60231 is $78.00 for the board plus $12.00 engraving and $9.50 shipping, $97.50 in total. "
      "It's being made now and should ship by March 23.",
      [s("$78.00 for the board"), s("$12.00 engraving"), s("$9.50 shipping"), c("$97.50 in total", AM),
       s("should ship by March 23")],
      ["wrong_arithmetic"], ["$97.50"], ["$99.50|99.50"], ["March 23"],
      "78.00 + 12.00 + 9.50 = 99.50 = order total 9950.")
BUNDLES.append(b)

# ---------------------------------------------------------------- C2 new-shop reserve (EUR)
HEL = "Europe/Helsinki"
b = Bundle(D, "new-shop-reserve",
           "Why is part of my money reserved, and when will I get it?",
           [rec("get_shop_balance#SHOP-4471", "tool:get_shop_balance", {
               "shop_id": "SHOP-4471", "owner": "Aino Virtanen", "timezone": HEL, "currency": "EUR",
               "opened_on": "2026-05-20", "completed_orders": 11, "open_disputes": 0,
               "balance": {"available": 21340, "pending": 0, "reserved": 8960},
               "reserve": {"percent": "20", "hold_days": 30, "releases": [
                   {"order_id": "MK-E2210", "amount": 4200, "release_on": "2026-07-14"},
                   {"order_id": "MK-E2236", "amount": 4760, "release_on": "2026-07-29"}]},
               "next_payout": {"amount": 21340, "scheduled_for": ep("2026-07-07T09:00", HEL)}}),
            pol("reserves#new-shops",
                "During a shop's first 90 days, Makerly holds 20% of each sale in a reserve for 30 days after the order is "
                "delivered, to cover returns and disputes. Reserved funds are released automatically; no action is needed. "
                "After 90 days, or once a shop has 25 completed orders with no open disputes, the reserve no longer applies to "
                "new sales. Payouts are sent every Tuesday.", "v2")],
           now="2026-07-03T15:00:00+03:00")
b.ok("Hi Aino, because your shop is in its first 90 days, 20% of each sale is held in a reserve for 30 days after delivery. "
     "You currently have €89.60 reserved: €42.00 is released on 14 July and €47.60 on 29 July, automatically. "
     "Your available €213.40 goes out on Tuesday.",
     [s("20% of each sale is held in a reserve for 30 days after delivery"), s("You currently have €89.60 reserved"),
      s("€42.00 is released on 14 July"), s("€47.60 on 29 July"), s("Your available €213.40 goes out on Tuesday")],
     ["€89.60", "14 July"], "reserved 8960, releases 4200/4760 on 14 and 29 Jul; next_payout 7 Jul (Tuesday after now, 3 Jul).")
b.ok("The reserve stops applying to new sales after your first 90 days, or sooner once you reach 25 completed orders with no open "
     "disputes. You have 11 completed orders so far and none in dispute. Reserved money is released on its own; you don't need to do anything.",
     [s("after your first 90 days"), s("25 completed orders with no open disputes"), s("You have 11 completed orders"),
      s("none in dispute"), s("released on its own")],
     ["11 completed orders"], "Policy thresholds; completed_orders 11, open_disputes 0.")
b.ok("Reserved: 89.60 EUR, released in two parts (42.00 EUR on 2026-07-14, 47.60 EUR on 2026-07-29). Available: 213.40 EUR, paid out on 7 July.",
     [s("Reserved: 89.60 EUR"), s("42.00 EUR on 2026-07-14"), s("47.60 EUR on 2026-07-29"), s("Available: 213.40 EUR"),
      s("paid out on 7 July")],
     ["89.60 EUR", "213.40 EUR"], "Same balance record, terse form.")
b.bad("Hi Aino, you have €89.60 in reserve and €213.40 available. Since you have no open disputes, the reserve has already been "
      "lifted for your new sales. Once both reserved amounts are released, your balance will be €293.00.",
      [s("€89.60 in reserve"), s("€213.40 available"), c("the reserve has already been lifted", NLIC, VM),
       c("your balance will be €293.00", AM)],
      ["condition_unmet", "wrong_arithmetic"], ["already been lifted", "€293.00"],
      "Lifting needs 90 days or 25 completed orders (shop opened 20 May, 11 orders); 213.40 + 89.60 = 303.00.")
b.bad("Hi Aino, during your first 90 days Makerly holds 25% of each sale in reserve. Your €42.00 is released on 14 June and "
      "the €47.60 on 29 July.",
      [c("holds 25% of each sale", VM, NLIC), c("released on 14 June", DM), s("the €47.60 on 29 July")],
      ["wrong_value", "wrong_date"], ["25% of each sale", "14 June"],
      "reserve.percent is 20 and the policy says 20%; the €42.00 release_on is 2026-07-14.")
b.fix("Hi Aino, you have €89.60 reserved: €42.00 is released on 14 July and €47.60 on 19 July. Your available €213.40 goes out on Tuesday.",
      [s("you have €89.60 reserved"), s("€42.00 is released on 14 July"), c("€47.60 on 19 July", DM),
       s("Your available €213.40 goes out on Tuesday")],
      ["wrong_date"], ["19 July"], ["29 July|July 29|2026-07-29"], ["€89.60", "14 July"],
      "The second release (MK-E2236, 4760) is on 2026-07-29.")
BUNDLES.append(b)

# ---------------------------------------------------------------- C3 broken bowl partial refund (JPY)
TOK = "Asia/Tokyo"
b = Bundle(D, "broken-bowl-refund",
           "What happened with my claim about the broken bowl?",
           [rec("get_order#MK-J3388", "tool:get_order", {
               "order_id": "MK-J3388", "buyer": {"name": "Mei Kobayashi", "timezone": TOK},
               "shop": {"name": "Shigaraki Clayworks"}, "item": {"title": "Hand-thrown rice bowls", "quantity": 4, "unit_price": 3250},
               "subtotal": 13000, "shipping": 1200, "total": 14200, "currency": "JPY",
               "delivered_at": ep("2026-11-09T12:30", TOK)}),
            rec("get_case#CASE-M4410", "tool:get_case", {
                "case_id": "CASE-M4410", "order_id": "MK-J3388", "type": "ARRIVED_DAMAGED", "damaged_quantity": 1,
                "state": "RESOLVED_PARTIAL_REFUND", "replacement_offered": False, "seller_note_code": "OUT_OF_STOCK",
                "refund": {"amount": 3250, "currency": "JPY", "method": "CARD", "state": "SUCCEEDED",
                           "refunded_at": ep("2026-11-18T16:05", TOK)}}),
            pol("damaged-items#resolution",
                "If an item arrives damaged, report it within 7 days of delivery with photos. The maker can send a replacement "
                "or refund the damaged part of the order. You keep the undamaged items. Refunds to cards appear within 5-10 "
                "business days; refunds to Makerly credit are immediate.", "v6")])
b.ok("Hello Mei, your damage claim CASE-M4410 has been resolved with a partial refund of ¥3,250 for the broken bowl, issued to your "
     "card on November 18. You keep the other three bowls. Card refunds appear within 5-10 business days.",
     [s("has been resolved with a partial refund of ¥3,250"), s("issued to your card on November 18"),
      s("You keep the other three bowls"), s("within 5-10 business days")],
     ["¥3,250", "5-10 business days"], "case RESOLVED_PARTIAL_REFUND, refund 3250 JPY to CARD on 18 Nov; 4 bowls, 1 damaged; policy timing.")
b.ok("Shigaraki Clayworks couldn't send a replacement bowl because it's out of stock, so the damaged bowl was refunded instead: "
     "3,250 yen, back to your card. The refund went through on 18 November.",
     [s("couldn't send a replacement bowl because it's out of stock"), s("3,250 yen, back to your card"),
      s("went through on 18 November")],
     ["3,250 yen"], "replacement_offered false, seller_note_code OUT_OF_STOCK; refund SUCCEEDED 18 Nov.")
b.bad("Hello Mei, your claim has been resolved with a partial refund of ¥32.50 for the broken bowl. The maker will also send you a "
      "replacement bowl.",
      [s("your claim has been resolved"), c("¥32.50", AM), c("will also send you a replacement bowl", VM)],
      ["unit_conversion", "invented_promise"], ["¥32.50", "replacement bowl."],
      "JPY has no minor unit: 3250 = ¥3,250; replacement_offered is false.")
b.bad("Hello Mei, your claim CASE-M4410 is still open while the maker reviews your photos. You keep the other two bowls either way.",
      [c("is still open", RSM), c("You keep the other two bowls", VM)],
      ["wrong_state", "wrong_quantity"], ["is still open", "other two bowls"],
      "state RESOLVED_PARTIAL_REFUND; 4 bowls with 1 damaged leaves three.")
b.fix("Hello Mei, claim CASE-M4410 was resolved with a ¥3,250 refund for the broken bowl, issued to your card. "
      "Card refunds appear within 3-5 business days.",
      [s("was resolved with a ¥3,250 refund"), s("issued to your card"), c("within 3-5 business days", VM, NLIC)],
      ["wrong_period"], ["3-5 business days"], ["5-10"], ["¥3,250"],
      "The policy gives 5-10 business days for card refunds.")
BUNDLES.append(b)

# ---------------------------------------------------------------- C4 cancel refused after production started (KWD)
KWI = "Asia/Kuwait"
b = Bundle(D, "sadu-cancel-refused",
           "I want to cancel my cushion covers order.",
           [rec("get_order#MK-K7754", "tool:get_order", {
               "order_id": "MK-K7754", "buyer": {"name": "Dana Al-Rashid", "timezone": KWI},
               "shop": {"name": "Sadu Threads"}, "item": {"title": "Hand-embroidered sadu cushion cover", "quantity": 3,
                                                           "unit_price": 9500},
               "subtotal": 28500, "shipping": 1500, "total": 30000, "currency": "KWD", "state": "IN_PRODUCTION",
               "production_started_at": ep("2026-01-19T10:30", KWI), "est_ship_by": "2026-02-02"}),
            refused("cancel_order#call-2", "cancel_order", "DENY", {"order_id": "MK-K7754", "reason": "PRODUCTION_STARTED"}),
            rec("contact_maker#req-881", "tool:contact_maker", {
                "request_id": "REQ-881", "order_id": "MK-K7754", "topic": "CANCELLATION_REQUEST", "state": "SENT",
                "sent_at": ep("2026-01-21T15:52", KWI)}),
            pol("cancellations#custom",
                "Orders can be cancelled free of charge until the maker starts production. Once production has started, a custom "
                "order can only be cancelled if the maker agrees; Makerly can pass your request to them. If the maker accepts a "
                "cancellation after production has started, they may keep up to 25% of the item price for materials.", "v4")],
           now="2026-01-21T16:00:00+03:00")
b.ok("Hello Dana, I wasn't able to cancel order MK-K7754 because Sadu Threads started production on 19 January. Since production has "
     "begun, the order can only be cancelled if the maker agrees, and I've sent them your request. If they accept, they may keep up "
     "to 25% of the item price for materials, which for your three covers would be at most KWD 7.125.",
     [s("wasn't able to cancel order MK-K7754"), s("started production on 19 January"), s("only be cancelled if the maker agrees"),
      s("I've sent them your request"), s("up to 25% of the item price"), s("at most KWD 7.125")],
     ["KWD 7.125", "MK-K7754"], "cancel_order DENY (PRODUCTION_STARTED); production_started_at 19 Jan; contact_maker SENT; 25% of 28.500 = 7.125.")
b.ok("Your cushion covers are already in production, so the cancellation couldn't go through directly. Your request has been "
     "forwarded to the maker; if they don't agree, the order continues and is due to ship by 2 February.",
     [s("already in production"), s("couldn't go through directly"), s("forwarded to the maker"), s("due to ship by 2 February")],
     ["2 February"], "state IN_PRODUCTION; refused call; REQ-881 SENT; est_ship_by 2026-02-02.")
b.bad("Hello Dana, I've cancelled order MK-K7754 for you, and the full KWD 30.000 will be refunded to your card.",
      [c("I've cancelled order MK-K7754", NE), ci("the full KWD 30.000 will be refunded", NE, RSM, CWTE)],
      ["refused_call_effect", "invented_promise"], ["I've cancelled order", "will be refunded"],
      "cancel_order was DENIED and the order is IN_PRODUCTION, so no cancellation or refund is under way.")
b.bad("Hello Dana, production on your covers has started, so I've passed your cancellation request to Sadu Threads. If they accept, "
      "they may keep up to 50% of the item price for materials, which would be at most KWD 7.500.",
      [s("production on your covers has started"), s("passed your cancellation request to Sadu Threads"),
       c("up to 50% of the item price", VM, NLIC), c("at most KWD 7.500", AM)],
      ["wrong_policy_condition", "wrong_arithmetic"], ["up to 50%", "KWD 7.500"],
      "The policy caps the maker's share at 25%; 25% of the KWD 28.500 item price is 7.125 (7.500 wrongly includes shipping).")
b.fix("Hello Dana, your order MK-K7754 for three cushion covers, KWD 300.00 in total, is already in production, so I couldn't cancel it "
      "directly. I've sent your request to Sadu Threads, who can agree to cancel it.",
      [s("three cushion covers"), c("KWD 300.00 in total", AM), s("already in production"), s("couldn't cancel it directly"),
       s("I've sent your request to Sadu Threads")],
      ["unit_conversion"], ["KWD 300.00"], ["30.000"], ["MK-K7754"],
      "total 30000 in 3-decimal KWD is KWD 30.000.")
BUNDLES.append(b)
