"""w18 business 3: catering orders (Phoenix + Denver)."""
from _lib import Scenario, rec, pol, psg, refused, ep, sup, na, con, ins, either, DEN, PHX

DOM = "catering orders"

# ---------------------------------------------------------------- C1 revised quote
s = Scenario(DOM, "quote-revision",
    "We added 5 more people. What's the total now and how much is the deposit?",
    [
        rec("get_quote#Q-3381", "get_quote", {
            "quote_id": "Q-3381",
            "caterer": {"name": "Sonoran Spoon Catering", "tz": PHX},
            "event": {"name": "Ruiz family reunion", "starts_at": ep("2026-09-19 11:00", PHX),
                      "venue": "Encanto Park Ramada 4"},
            "versions": [
                {"version": 1, "state": "SUPERSEDED", "guest_count": 40, "per_guest_minor": 3100,
                 "total_minor": 124000, "issued_at": ep("2026-07-28 09:30", PHX)},
                {"version": 2, "state": "CURRENT", "guest_count": 45, "per_guest_minor": 3100,
                 "total_minor": 139500, "issued_at": ep("2026-08-03 09:45", PHX),
                 "menu": ["CARNE_ASADA", "CALABACITAS", "ELOTE_SALAD", "CHURRO_BITES"]}],
            "accepted_at": ep("2026-08-03 10:00", PHX),
            "deposit": {"percent": "25", "amount_minor": 34875, "status": "DUE",
                        "due_at": ep("2026-08-08 23:59", PHX)},
            "currency": "usd"}),
        pol("policy#catering-terms",
            "Prices include disposable plates, cutlery and napkins; china and linen rental is extra. A 25% deposit "
            "confirms your date and is due within 5 days of accepting the quote. The final guest count locks 7 days "
            "before the event: after that, counts can go up but not down.", rev="2026-B"),
    ], now="2026-08-04T08:30:00-07:00")

s.ok("Great news, you're all updated! For 45 guests at $31 per person, your new total is $1,395.00, and the 25% "
     "deposit comes to $348.75, due by August 8.",
     [sup("you're all updated!"), sup("For 45 guests at $31 per person"), sup("your new total is $1,395.00"),
      sup("the 25% deposit comes to $348.75"), sup("due by August 8")],
     ["$1,395.00", "$348.75"],
     "Version 2 CURRENT: 45 x 3100 = 139500; deposit 34875 due 2026-08-08 Phoenix.")

s.ok("Hi there,\n\nQuote Q-3381 now covers 45 guests for $1,395.00. To lock in Saturday, September 19, please send the "
     "$348.75 deposit within 5 days of accepting the quote. Just a heads-up that the guest count locks 7 days before "
     "the event; after that it can go up but not down.\n\nCheers,\nThe Sonoran Spoon team",
     [sup("Quote Q-3381 now covers 45 guests for $1,395.00"), sup("To lock in Saturday, September 19"),
      sup("send the $348.75 deposit within 5 days of accepting the quote"),
      sup("the guest count locks 7 days before the event"), sup("it can go up but not down"),
      na("Cheers,")],
     ["$1,395.00", "September 19"],
     "v2 guest_count 45 total 139500; event starts 2026-09-19 11:00 Phoenix (Saturday); policy gives 5-day deposit window and 7-day lock.")

s.ok("New total: $1,395.00 (45 x $31). Deposit: $348.75.",
     [sup("New total: $1,395.00 (45 x $31)"), sup("Deposit: $348.75")],
     ["$1,395.00", "$348.75"],
     "v2 per_guest_minor 3100 x 45; deposit.amount_minor 34875.")

s.bad("You're updated! Your total is $1,240.00, and the 25% deposit is $348.75. Guest counts can still go down until "
      "3 days before the event.",
      [sup("You're updated!"), con("Your total is $1,240.00", "AMOUNT_MISMATCH"), sup("the 25% deposit is $348.75"),
       con("can still go down until 3 days before", "NLI_CONTRADICTION")],
      ["stale_value", "wrong_policy_condition"], ["$1,240.00", "until 3 days before"],
      "124000 is version 1 (SUPERSEDED, 40 guests); policy locks counts 7 days before and never down after that.")

s.bad("All set for 45 guests on Sunday, September 20, at $1,395.00, and that price includes china plates and linens.",
      [sup("All set for 45 guests"), con("on Sunday, September 20", "DATE_MISMATCH"), sup("at $1,395.00"),
       con("includes china plates and linens", "NLI_CONTRADICTION")],
      ["wrong_date", "unlisted_perk"], ["Sunday, September 20", "includes china plates"],
      "starts_at is Saturday 2026-09-19; policy: china and linen rental is extra.")

s.bad("Your total for 45 guests is now $1,395.00 with a $348.75 deposit. No stress if the deposit is a few days late, "
      "we'll hold your date either way!",
      [sup("Your total for 45 guests is now $1,395.00"), sup("with a $348.75 deposit"),
       ins("we'll hold your date either way", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED")],
      ["invented_promise"], ["hold your date either way"],
      "The policy says the deposit confirms the date and is due within 5 days; nothing promises a hold without it.")

s.repair("Your updated quote is $1,395.00 for 45 guests. The $348.75 deposit is due by August 10 to hold your date.",
         [sup("Your updated quote is $1,395.00 for 45 guests"), sup("The $348.75 deposit"),
          con("is due by August 10", "DATE_MISMATCH")],
         ["wrong_date"], ["August 10"],
         ["August 8|Aug 8|8/8", "$348.75"],
         "deposit.due_at is 2026-08-08 23:59 Phoenix (5 days after accepting on Aug 3).")

# ---------------------------------------------------------------- C2 drop-off vs setup
s = Scenario(DOM, "drop-off-setup",
    "Will someone set up the buffet when you drop off on Friday?",
    [
        rec("get_catering_order#CAT-7720", "get_catering_order", {
            "order": {
                "order_id": "CAT-7720",
                "caterer": {"name": "Front Range Fare", "kitchen": "RiNo", "tz": DEN},
                "service_level": "DROP_OFF",
                "status": "CONFIRMED",
                "event_starts_at": ep("2026-10-16 12:00", DEN),
                "delivery_window": {"start_utc": "2026-10-16T17:15:00Z", "end_utc": "2026-10-16T17:45:00Z"},
                "headcount": 24,
                "items": [
                    {"name": "Green Chile Mac Tray", "qty": 2, "unit_price_minor": 8900, "modifiers": []},
                    {"name": "Bison Slider Platter", "qty": 2, "unit_price_minor": 11500,
                     "modifiers": [{"code": "SAUCE_ON_SIDE", "price_minor": 0}]},
                    {"name": "Palisade Peach Crisp", "qty": 1, "unit_price_minor": 6400, "modifiers": []}],
                "total_minor": 54100, "currency": "usd"}}),
        pol("policy#service-levels",
            "Drop-off orders arrive within a 30-minute window before your event and come with labeled disposable trays "
            "and serving utensils. Full-setup service adds chafing dishes and a staff member to arrange the buffet for "
            "$150, and it must be booked at least 72 hours before the event. You don't need to return disposable trays.",
            rev="v9"),
    ], now="2026-10-14T15:00:00-06:00")

s.ok("It's a drop-off order, so no one stays to set up. We'll arrive between 11:15 and 11:45 AM on Friday with labeled "
     "trays and serving utensils. Full setup needs 72 hours' notice, so it's too late to add it for this one.",
     [sup("It's a drop-off order"), sup("so no one stays to set up"),
      sup("We'll arrive between 11:15 and 11:45 AM on Friday"), sup("with labeled trays and serving utensils"),
      sup("Full setup needs 72 hours' notice"), sup("it's too late to add it for this one")],
     ["11:15", "drop-off"],
     "service_level DROP_OFF; window 17:15-17:45Z = 11:15-11:45 MDT on Fri 16 Oct; policy 72 hours; now Wed 14 Oct 15:00 is under 72 h.")

s.ok("Quick heads-up: CAT-7720 is drop-off only, arriving 11:15-11:45 AM Friday, ahead of your noon start. Your trays "
     "are disposable, so there's nothing to return afterward!",
     [sup("CAT-7720 is drop-off only"), sup("arriving 11:15-11:45 AM Friday"), sup("ahead of your noon start"),
      sup("Your trays are disposable"), sup("nothing to return afterward")],
     ["11:15-11:45 AM", "noon"],
     "delivery_window in UTC converts to 11:15-11:45 MDT; event_starts_at 12:00; policy: disposable trays, no return.")

s.bad("Yes! Our team will set up chafing dishes and arrange the buffet when we arrive between 11:15 and 11:45 AM Friday.",
      [con("Our team will set up chafing dishes", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH"),
       sup("between 11:15 and 11:45 AM Friday")],
      ["unlisted_perk"], ["set up chafing dishes"],
      "service_level is DROP_OFF; chafing dishes and staff belong to full-setup service only.")

s.bad("It's a drop-off order arriving between 5:15 and 5:45 PM on Friday. No problem adding full setup for $150, "
      "I can still book that for you!",
      [sup("It's a drop-off order"), con("between 5:15 and 5:45 PM", "DATE_MISMATCH", "VALUE_MISMATCH"),
       either("I can still book that for you", "NLI_CONTRADICTION", "NLI_NOT_ENTAILED")],
      ["unit_conversion", "condition_unmet"], ["5:15 and 5:45 PM", "I can still book that"],
      "The window is given in UTC (17:15Z) = 11:15 AM Denver; full setup needs 72 hours and the event is under 48 hours away.")

s.repair("This one's drop-off, arriving between 11:15 and 11:45 AM Friday with labeled trays and serving utensils. "
         "Full setup can be added up to 24 hours before the event for $150.",
         [sup("This one's drop-off"), sup("arriving between 11:15 and 11:45 AM Friday"),
          sup("labeled trays and serving utensils"), con("up to 24 hours before the event", "NLI_CONTRADICTION")],
         ["wrong_policy_condition"], ["up to 24 hours before"],
         ["72 hours|three days|3 days", "11:15"],
         "Policy: full setup must be booked at least 72 hours before the event.")

# ---------------------------------------------------------------- C3 dietary box counts
s = Scenario(DOM, "boxed-lunch-dietary",
    "Can you confirm the vegan and gluten-free counts on our Thursday lunch order?",
    [
        rec("get_catering_order#CAT-9036", "get_catering_order", {
            "order": {
                "order_id": "CAT-9036",
                "caterer": {"name": "Sonoran Spoon Catering", "tz": PHX},
                "client": {"company": "Dry Heat Analytics"},
                "deliver_at": ep("2026-11-12 11:30", PHX),
                "status": "CONFIRMED",
                "items": [
                    {"name": "Turkey Pesto Box", "qty": 14, "unit_price_minor": 1450, "modifiers": []},
                    {"name": "Hummus Garden Box", "qty": 10, "unit_price_minor": 1450,
                     "modifiers": [{"code": "VEGAN", "price_minor": 0}]},
                    {"name": "Chicken Caesar Box", "qty": 6, "unit_price_minor": 1450,
                     "modifiers": [{"code": "GLUTEN_FREE_BREAD", "price_minor": 150}]}],
                "pricing": {"items_subtotal_minor": 44400, "delivery_fee_minor": 2500, "total_minor": 46900,
                            "currency": "usd"}}}),
        rec("list_catering_orders#dry-heat", "list_catering_orders", {
            "orders": [{"order_id": "CAT-8702", "deliver_at": ep("2026-10-15 11:30", PHX), "status": "COMPLETED",
                        "box_count": 28, "gluten_free_count": 8, "vegan_count": 9}]}),
        psg("kb#allergens",
            "Vegan boxes contain no dairy, eggs or honey.\nOur gluten-free bread is baked in a shared kitchen, so we "
            "cannot guarantee it is free of gluten cross-contact.\nAll boxes come with a cookie unless a modifier says otherwise."),
    ], now="2026-11-09T09:00:00-07:00")

s.ok("Yep! Thursday's order CAT-9036 has 10 vegan Hummus Garden Boxes and 6 Chicken Caesar Boxes on gluten-free "
     "bread, plus 14 Turkey Pesto, so 30 boxes in all, arriving at 11:30 AM.",
     [sup("Thursday's order CAT-9036 has 10 vegan Hummus Garden Boxes"),
      sup("6 Chicken Caesar Boxes on gluten-free bread"), sup("plus 14 Turkey Pesto"),
      sup("so 30 boxes in all"), sup("arriving at 11:30 AM")],
     ["10 vegan", "30 boxes"],
     "items qty 14/10/6 with VEGAN and GLUTEN_FREE_BREAD modifiers; 14+10+6 = 30; deliver_at 11:30 Phoenix Thu 12 Nov.")

s.ok("Confirmed:\n- Vegan: 10\n- Gluten-free bread: 6\n- Total: $469.00 including the $25.00 delivery fee\nOne note: the "
     "gluten-free bread is baked in a shared kitchen, so we can't guarantee zero cross-contact.",
     [sup("Vegan: 10"), sup("Gluten-free bread: 6"), sup("Total: $469.00"), sup("including the $25.00 delivery fee"),
      sup("the gluten-free bread is baked in a shared kitchen"), sup("we can't guarantee zero cross-contact")],
     ["$469.00", "Vegan: 10"],
     "VEGAN qty 10, GLUTEN_FREE_BREAD qty 6; total_minor 46900, delivery_fee 2500; KB passage on shared kitchen.")

s.bad("Yep! You've got 10 vegan boxes and 8 on gluten-free bread, 30 boxes total, arriving Thursday at 11:30 AM.",
      [sup("You've got 10 vegan boxes"), con("8 on gluten-free bread", "VALUE_MISMATCH"),
       sup("30 boxes total"), sup("arriving Thursday at 11:30 AM")],
      ["other_record_value"], ["8 on gluten-free bread"],
      "CAT-9036 has 6 gluten-free; 8 is last month's order CAT-8702.")

s.bad("Confirmed: 10 vegan, 6 gluten-free, and your total is $444.00. Our gluten-free bread is certified safe for "
      "celiacs, so no cross-contact worries!",
      [sup("Confirmed: 10 vegan, 6 gluten-free"), con("your total is $444.00", "AMOUNT_MISMATCH"),
       con("certified safe for celiacs", "NLI_CONTRADICTION")],
      ["wrong_arithmetic", "invented_fact"], ["$444.00", "certified safe for celiacs"],
      "44400 is the items subtotal; total with the $25 delivery fee is 46900. KB says cross-contact cannot be ruled out.")

s.repair("Happy to confirm! CAT-9036 has 12 vegan Hummus Garden Boxes and 6 Chicken Caesar Boxes on gluten-free bread, "
         "arriving Thursday at 11:30 AM.",
         [na("Happy to confirm!"), con("12 vegan Hummus Garden Boxes", "VALUE_MISMATCH"),
          sup("6 Chicken Caesar Boxes on gluten-free bread"), sup("arriving Thursday at 11:30 AM")],
         ["wrong_quantity"], ["12 vegan"],
         ["10 vegan|ten vegan|10 Hummus", "11:30 AM"],
         "Hummus Garden Box (VEGAN) qty is 10.")

# ---------------------------------------------------------------- C4 cancellation inside 7 days
s = Scenario(DOM, "cancel-inside-week",
    "We have to cancel the party on the 24th. Can we get our deposit back?",
    [
        rec("cancel_catering_order#CAT-8841", "cancel_catering_order", {
            "order": {
                "order_id": "CAT-8841",
                "caterer": {"name": "Sonoran Spoon Catering", "tz": PHX},
                "event_starts_at": ep("2026-10-24 17:00", PHX),
                "status": "CANCELLED",
                "cancelled_at": ep("2026-10-19 10:20", PHX),
                "days_before_event": 5,
                "pricing": {"total_minor": 182000, "currency": "usd"},
                "deposit": {"amount_minor": 45500, "status": "RETAINED"},
                "balance": {"remaining_minor": 136500, "status": "WAIVED"}}}),
        refused("refund_deposit#call-9", "refund_deposit", "ESCALATE",
                {"order_id": "CAT-8841", "amount_minor": 45500, "route_to": "CATERING_MANAGER"}),
        pol("policy#catering-cancellation",
            "If you cancel 14 or more days before the event, we refund your deposit in full. Between 7 and 13 days "
            "out, we refund half of the deposit. Inside 7 days the deposit is kept, but we don't charge the remaining "
            "balance. Exceptions can be requested and are reviewed by the catering manager within 3 business days.",
            rev="2026-B"),
    ], now="2026-10-19T10:25:00-07:00")

s.ok("Your order CAT-8841 is cancelled. Because it's 5 days before the event, the $455.00 deposit is kept under our "
     "policy, but you won't owe the remaining $1,365.00. I've sent your refund request to our catering manager, who "
     "reviews exceptions within 3 business days.",
     [sup("Your order CAT-8841 is cancelled"), sup("Because it's 5 days before the event"),
      sup("the $455.00 deposit is kept"), sup("you won't owe the remaining $1,365.00"),
      sup("I've sent your refund request to our catering manager"), sup("reviews exceptions within 3 business days")],
     ["$455.00", "$1,365.00"],
     "status CANCELLED, days_before_event 5, deposit RETAINED 45500, balance 136500 WAIVED; refund ESCALATED to CATERING_MANAGER.")

s.ok("So sorry the party's off! The cancellation is done. Inside a week the deposit normally isn't refunded, so I "
     "couldn't process it myself; I've escalated it to the catering manager for a look.",
     [na("So sorry the party's off!"), sup("The cancellation is done."),
      sup("Inside a week the deposit normally isn't refunded"), sup("I couldn't process it myself"),
      sup("I've escalated it to the catering manager")],
     ["catering manager", "escalated"],
     "CANCELLED; policy keeps the deposit inside 7 days; refund_deposit was ESCALATED.")

s.bad("Your order is cancelled. Since you're cancelling within the 7-13 day window, half of your deposit, $227.50, "
      "is being refunded to you.",
      [sup("Your order is cancelled."), con("within the 7-13 day window", "VALUE_MISMATCH", "NLI_CONTRADICTION"),
       con("$227.50, is being refunded", "NOT_EXECUTED", "NLI_CONTRADICTION")],
      ["condition_unmet", "refused_call_effect"], ["7-13 day window", "is being refunded"],
      "days_before_event is 5 (inside 7 days, deposit kept); the refund call was escalated, not executed.")

s.bad("CAT-8841 is cancelled and your remaining balance of $1,820.00 has been waived. The deposit refund is with our "
      "catering manager now.",
      [sup("CAT-8841 is cancelled"), con("remaining balance of $1,820.00", "AMOUNT_MISMATCH"),
       sup("The deposit refund is with our catering manager now.")],
      ["wrong_role"], ["$1,820.00"],
      "182000 is the order total; the waived remaining balance is 136500 ($1,365.00).")

s.repair("Your catering order CAT-8841 is cancelled, and good news: your $455.00 deposit refund has been approved.",
         [sup("Your catering order CAT-8841 is cancelled"),
          con("your $455.00 deposit refund has been approved", "NOT_EXECUTED")],
         ["refused_call_effect"], ["has been approved"],
         ["escalated|catering manager|review|couldn't|could not|unable|not able", "CAT-8841"],
         "refund_deposit#call-9 was ESCALATED to the catering manager; deposit status RETAINED.")
