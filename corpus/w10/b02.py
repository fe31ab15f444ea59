from lib import *

LON, LA, BER, NY = "Europe/London", "America/Los_Angeles", "Europe/Berlin", "America/New_York"

# ---------- 4. freight forwarder: air freight billed on chargeable weight (en-US) ----------
s = Scenario("air-chargeable-weight", "freight forwarder",
    "Why is the invoice for AWB 176-44819023 so much higher than your estimate? And when does it deliver?",
    [
        rec("get_air_shipment#176-44819023", "tool:get_air_shipment", {"shipment": {
            "awb": "176-44819023", "mode": "AIR", "service_level": "AIR_STANDARD", "pieces": 4,
            "shipper": {"name": "Delgado Audio Inc.", "contact": "Marcus Delgado"},
            "weights": {"gross_weight_kg": "212.5", "volumetric_weight_kg": "288.0", "chargeable_weight_kg": "288.0"},
            "charges": {"currency": "USD", "rate_per_kg_minor": 415, "freight_minor": 119520,
                        "fuel_surcharge_per_kg_minor": 70, "fuel_surcharge_minor": 20160, "total_minor": 139680},
            "events": [
                ev("RECEIVED_AT_ORIGIN", "Received at LAX cargo terminal", "Los Angeles", LA, "2026-04-06T15:40:00"),
                ev("DEPARTED", "Departed on flight LH8157", "Los Angeles", LA, "2026-04-07T23:55:00"),
                ev("ARRIVED", "Arrived at FRA cargo city", "Frankfurt", BER, "2026-04-08T19:20:00"),
                ev("CUSTOMS_CLEARED", "Import clearance complete", "Frankfurt", BER, "2026-04-09T10:05:00"),
            ],
            "eta": {"stage": "DELIVERY_TO_CONSIGNEE", "tz": BER,
                    "window_start": ms("2026-04-10T09:00:00", BER), "window_end": ms("2026-04-10T17:00:00", BER)}}}),
        rec("get_booking_estimate#176-44819023", "tool:get_booking_estimate", {"estimate": {
            "awb": "176-44819023", "declared_gross_weight_kg": "195.0", "estimate_total_minor": 94700,
            "currency": "USD", "binding": False}}),
        pol("air-billing#chargeable", "Estimates given at booking use the shipper's declared weight and are not "
            "binding. Air freight is invoiced on chargeable weight, which is the greater of the actual gross weight "
            "and the volumetric weight. Volumetric weight is length x width x height in centimetres divided by 6000, "
            "per piece. The fuel surcharge is charged per chargeable kilogram and is reset weekly.", "v3"),
    ], now="2026-04-09T08:30:00-07:00")

s.add("Hi Marcus, you were billed on 288 kg because the volumetric weight beat the 212.5 kg actual weight. At "
      "$4.15/kg that's $1,195.20 freight, plus $201.60 fuel surcharge, so $1,396.80 total.",
      [S("you were billed on 288 kg"), S("the volumetric weight beat the 212.5 kg actual weight"),
       S("$1,195.20 freight"), S("plus $201.60 fuel surcharge"), S("$1,396.80 total")],
      includes=["$1,396.80"],
      notes="chargeable_weight_kg 288.0 = volumetric; rate 415 minor/kg; freight 119520, fuel 20160, total 139680.")

s.add("Your four pieces landed in Frankfurt at 7:20 PM on April 8 and cleared customs the next morning at 10:05. "
      "Delivery to the consignee is set for April 10 between 9 AM and 5 PM local time.",
      [S("Your four pieces landed in Frankfurt at 7:20 PM on April 8"), S("cleared customs the next morning at 10:05"),
       S("set for April 10 between 9 AM and 5 PM local time")],
      includes=["April 10"],
      notes="ARRIVED 19:20 Europe/Berlin 8 Apr; CUSTOMS_CLEARED 10:05 9 Apr; eta window 09:00-17:00 Berlin 10 Apr.")

s.add("The booking estimate used the shipper's declared 195 kg, and estimates aren't binding. The invoice goes on "
      "chargeable weight, which is whichever is greater of actual and volumetric weight.",
      [S("used the shipper's declared 195 kg"), S("estimates aren't binding"),
       S("whichever is greater of actual and volumetric weight")],
      includes=["195 kg"],
      notes="estimate.declared_gross_weight_kg 195.0, binding false; policy defines chargeable weight.")

s.add("Hi Marcus. You were invoiced on a chargeable weight of 288 lb, which is higher than your declared weight. "
      "Freight plus fuel comes to $1,396.80 total, and delivery is booked for April 10.",
      [C("chargeable weight of 288 lb", "VALUE_MISMATCH"), S("higher than your declared weight"),
       S("comes to $1,396.80 total"), S("delivery is booked for April 10")],
      errors=["unit_conversion"], excludes=["288 lb"], includes=["$1,396.80", "April 10"],
      notes="chargeable_weight_kg is 288.0 kg (about 635 lb), not 288 lb.")

s.add("Your shipment's gross weight is 195 kg, but it was billed at the 288 kg volumetric weight. It landed in "
      "Frankfurt at 10:20 AM on April 8.",
      [C("gross weight is 195 kg", "VALUE_MISMATCH"), S("billed at the 288 kg volumetric weight"),
       C("at 10:20 AM on April 8", "DATE_MISMATCH", "VALUE_MISMATCH")],
      errors=["wrong_role", "wrong_time"], excludes=["gross weight is 195 kg", "10:20 AM"], includes=[],
      notes="195 kg is the shipper's declared weight on the estimate; measured gross is 212.5 kg. ARRIVED was 19:20 Frankfurt time (10:20 is the Los Angeles clock).")

s.repair("You were billed on the 288 kg chargeable weight at $4.15 per kg, which is $1,195.20 of freight. The fuel "
         "surcharge adds $210.60, and delivery is set for April 10.",
         [S("288 kg chargeable weight at $4.15 per kg"), S("$1,195.20 of freight"),
          C("The fuel surcharge adds $210.60", "AMOUNT_MISMATCH"), S("delivery is set for April 10")],
         ["wrong_amount"], ["$210.60"], "$201.60|201.60", keep=["$1,195.20"],
         notes="fuel_surcharge_minor is 20160.")

# ---------- 5. home moving: booking confirmation, balance owed (en-GB) ----------
s = Scenario("moving-day-balance", "home moving company",
    "Can you confirm my move details for MV-30318 and what I still owe? Also can you add packing the day before?",
    [
        rec("get_move#MV-30318", "tool:get_move", {"move": {
            "ref": "MV-30318", "customer": {"name": "Eleanor Whitcombe"}, "status": "CONFIRMED",
            "move_date": "2026-07-10", "addresses": {"from": "14 Cranmer Road, Bristol BS7", "to": "2 Mill Lane, Frome BA11"},
            "crew": {"movers": 3, "vehicle": "BOX_LORRY_7_5T", "tz": LON,
                     "arrival_window_start": ms("2026-07-10T08:00:00", LON), "arrival_window_end": ms("2026-07-10T10:00:00", LON)},
            "volume_m3": "28.0", "services": {"packing": False, "dismantling": True, "storage": False},
            "quote": {"version": 2, "total_minor": 128000, "currency": "GBP"},
            "payments": {"deposit_paid_minor": 15000, "balance_due_minor": 113000, "balance_due_by": "2026-07-08"}}}),
        rec("get_quote_history#MV-30318", "tool:get_quote_history", {"versions": [
            {"version": 1, "status": "SUPERSEDED", "movers": 2, "vehicle": "LUTON_VAN", "total_minor": 98000},
            {"version": 2, "status": "ACCEPTED", "movers": 3, "vehicle": "BOX_LORRY_7_5T", "total_minor": 128000}]}),
        refused("book_packing_service#call-3", "book_packing_service", "DENY",
                {"move_ref": "MV-30318", "date": "2026-07-09", "reason": "NO_PACKING_CREW_AVAILABLE"}),
        pol("removals-terms#payments", "Our crews carry goods-in-transit cover of up to £50,000 per move. The balance "
            "is due 48 hours before the move date. If you cancel more than 7 days before the move, we refund the "
            "deposit in full; within 7 days the deposit is kept. Boxes and packing materials are included only when "
            "the full packing service is booked.", "2025-11"),
    ], now="2026-07-01T14:00:00+01:00")

s.add("Hi Eleanor, you're all set for Friday 10 July: three movers and a 7.5-tonne lorry, arriving between 8 and "
      "10 AM. You've paid the £150.00 deposit, so £1,130.00 is left, due by 8 July.",
      [S("you're all set for Friday 10 July"), S("three movers and a 7.5-tonne lorry"), S("arriving between 8 and 10 AM"),
       S("You've paid the £150.00 deposit"), S("£1,130.00 is left"), S("due by 8 July")],
      includes=["£1,130.00", "10 July"],
      notes="move_date 2026-07-10 (Friday), movers 3, BOX_LORRY_7_5T, window 08:00-10:00; deposit 15000, balance 113000 due 2026-07-08.")

s.add("Dear Mrs Whitcombe,\n\nI can confirm removal MV-30318 from Bristol to Frome on 10/07/2026. Furniture "
      "dismantling is included in your booking, and your goods are covered in transit up to £50,000.\n\n"
      "Yours sincerely,\nJess, Moves Team",
      [S("I can confirm removal MV-30318 from Bristol to Frome on 10/07/2026"),
       S("Furniture dismantling is included in your booking"), S("covered in transit up to £50,000")],
      includes=["10/07/2026"],
      notes="status CONFIRMED, addresses Bristol to Frome; services.dismantling true; policy £50,000 cover.")

s.add("Sorry, I couldn't add packing for the 9th; there's no packing crew free that day. Your move itself is "
      "confirmed for 10 July, and the £1,130.00 balance is due 48 hours before.",
      [S("I couldn't add packing for the 9th"), S("there's no packing crew free that day"),
       S("confirmed for 10 July"), S("the £1,130.00 balance is due 48 hours before")],
      includes=["£1,130.00"],
      notes="book_packing_service was DENYed with NO_PACKING_CREW_AVAILABLE; balance_due_minor 113000; policy 48 hours.")

s.add("Hi Eleanor! I've added our packing team for 9 July, and boxes and tape come free with your move. Your crew "
      "of three arrives between 8 and 10 AM on the 10th.",
      [C("I've added our packing team for 9 July", "NOT_EXECUTED"),
       CI("boxes and tape come free with your move", "NLI_CONTRADICTION", "NO_POLICY_EVIDENCE"),
       S("Your crew of three arrives between 8 and 10 AM on the 10th")],
      errors=["refused_call_effect", "condition_unmet"],
      excludes=["I've added our packing team", "boxes and tape come free"], includes=["8 and 10 AM"],
      notes="book_packing_service was DENYed. Policy: materials included only with the full packing service, which is not booked.")

s.add("Your quote comes to £1,280.00 and you've paid the £150.00 deposit, so £1,230.00 remains. If plans change, "
      "you can cancel up to 48 hours before and get your deposit back in full.",
      [S("Your quote comes to £1,280.00"), S("you've paid the £150.00 deposit"),
       C("£1,230.00 remains", "AMOUNT_MISMATCH"),
       C("cancel up to 48 hours before and get your deposit back in full", "NLI_CONTRADICTION")],
      errors=["wrong_arithmetic", "wrong_policy_condition"],
      excludes=["£1,230.00", "cancel up to 48 hours before"], includes=[],
      notes="128000-15000 = £1,130.00 (balance_due_minor). Deposit refund needs cancelling more than 7 days before.")

s.repair("Hi Eleanor, confirmed for Friday 10 July with a crew of two and a 7.5-tonne lorry, arriving 8-10 AM. "
         "The balance of £1,130.00 is due by 8 July.",
         [S("confirmed for Friday 10 July"), C("a crew of two", "VALUE_MISMATCH"), S("arriving 8-10 AM"),
          S("The balance of £1,130.00 is due by 8 July")],
         ["stale_value"], ["a crew of two"], "three|3 movers|crew of 3", keep=["£1,130.00"],
         notes="two movers is quote version 1 (SUPERSEDED); crew.movers is 3.")

# ---------- 6. grocery delivery: missing item refund and substitution (en-US) ----------
s = Scenario("grocery-missing-item", "grocery delivery",
    "My order GR-771205 came without the salmon and the yogurt was swapped. What's happening with that?",
    [
        rec("get_order#GR-771205", "tool:get_order", {"order": {
            "order_id": "GR-771205", "customer": {"first_name": "Ana"}, "status": "DELIVERED",
            "store": {"name": "Hoboken Riverside", "tz": NY},
            "delivery_slot": {"start": ms("2026-05-12T17:00:00", NY), "end": ms("2026-05-12T19:00:00", NY)},
            "delivered_at": ms("2026-05-12T18:26:00", NY),
            "items": [
                {"sku": "DAI-00412", "name": "Organic whole milk, 1 gal", "qty": 2, "unit_price_minor": 649, "status": "DELIVERED"},
                {"sku": "DAI-01877", "name": "Greek yogurt, 32 oz", "qty": 1, "unit_price_minor": 599, "status": "SUBSTITUTED",
                 "substitute": {"name": "Greek yogurt, 16 oz (2 pack)", "charged_minor": 538}},
                {"sku": "SEA-00230", "name": "Atlantic salmon fillet", "weight_lb": "1.50", "price_minor": 1797, "status": "MISSING"},
                {"sku": "BAK-00091", "name": "Sourdough loaf", "qty": 1, "unit_price_minor": 549, "status": "DELIVERED"}],
            "fees": {"delivery_fee_minor": 0, "service_fee_minor": 399, "tip_minor": 600, "currency": "USD"}}}),
        rec("get_refund#RF-55102", "tool:get_refund", {"refund": {
            "refund_id": "RF-55102", "order_id": "GR-771205", "amount_minor": 1797, "currency": "USD",
            "status": "PENDING", "method": "ORIGINAL_CARD", "reason": "ITEM_MISSING"}}),
        rec("get_refund#RF-54870", "tool:get_refund", {"refund": {
            "refund_id": "RF-54870", "order_id": "GR-770988", "amount_minor": 412, "currency": "USD",
            "status": "COMPLETED", "method": "ORIGINAL_CARD", "reason": "ITEM_DAMAGED"}}),
        pol("grocery-help#refunds", "Tips go 100% to your shopper. When an item is substituted, you pay the lower of "
            "the two prices. If an item is missing from your bag, we refund its price to your original card; we "
            "process the refund within 24 hours and your bank may take 3-5 business days to show it. Delivery is free "
            "on orders over $35, otherwise $5.99.", "2026-04"),
    ], now="2026-05-13T09:15:00-04:00")

s.add("Hi Ana! Your order GR-771205 arrived at 6:26 PM last night, inside your 5-7 PM window. The salmon didn't make "
      "it, so a $17.97 refund is headed to your card. It's pending right now and can take 3-5 business days to show.",
      [S("arrived at 6:26 PM last night"), S("inside your 5-7 PM window"), S("The salmon didn't make it"),
       S("a $17.97 refund is headed to your card"), S("It's pending right now"), S("can take 3-5 business days to show")],
      includes=["$17.97", "6:26 PM"],
      notes="delivered_at 18:26 New York on 12 May; salmon MISSING; RF-55102 1797 PENDING ORIGINAL_CARD; policy 3-5 business days.")

s.add("Sorry about that, Ana. Here's where things stand:\n- Greek yogurt 32 oz was swapped for a 2-pack of 16 oz, "
      "charged at $5.38, the lower price\n- Salmon (1.5 lb) was missing; refund RF-55102 for $17.97 is pending\n"
      "- Milk and sourdough were delivered as ordered",
      [N("Sorry about that, Ana."), S("swapped for a 2-pack of 16 oz"), S("charged at $5.38, the lower price"),
       S("Salmon (1.5 lb) was missing"), S("refund RF-55102 for $17.97 is pending"),
       S("Milk and sourdough were delivered as ordered")],
      includes=["$5.38", "$17.97"],
      notes="substitute charged_minor 538 < 599; salmon weight_lb 1.50 MISSING; milk and sourdough DELIVERED.")

s.add("Refund RF-55102, $17.97 for the missing salmon, is pending to your original card.",
      [S("Refund RF-55102, $17.97 for the missing salmon, is pending to your original card")],
      includes=["$17.97"], notes="refund record RF-55102: 1797 USD, PENDING, ORIGINAL_CARD, ITEM_MISSING.")

s.add("Hi Ana, sorry the salmon was missing from GR-771205. Good news: your refund of $4.12 has already gone back "
      "to your card.",
      [S("sorry the salmon was missing from GR-771205"),
       C("your refund of $4.12 has already gone back to your card", "AMOUNT_MISMATCH", "RECORD_STATE_MISMATCH")],
      errors=["other_record_value"], excludes=["$4.12"], includes=["GR-771205"],
      notes="$4.12 COMPLETED is refund RF-54870 on the other order GR-770988; this order's refund is $17.97 and PENDING.")

s.add("Hi Ana! The 1.5 kg salmon fillet was missing, so we're refunding $17.97 to your card. We've also added a "
      "$10 credit to your account for the trouble.",
      [C("The 1.5 kg salmon fillet was missing", "VALUE_MISMATCH"), S("we're refunding $17.97 to your card"),
       I("added a $10 credit to your account", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
      errors=["unit_conversion", "unrecorded_extra"], excludes=["1.5 kg", "$10 credit"], includes=[],
      notes="salmon weight_lb is 1.50 (pounds, not kg). No record shows any account credit.")

s.repair("Hi Ana, the 32 oz yogurt was swapped for a 2-pack of 16 oz, and you were charged $5.99 for it. The "
         "missing salmon is being refunded: $17.97 to your original card.",
         [S("swapped for a 2-pack of 16 oz"), C("you were charged $5.99 for it", "AMOUNT_MISMATCH"),
          S("$17.97 to your original card")],
         ["wrong_amount"], ["charged $5.99"], "$5.38|5.38", keep=["$17.97"],
         notes="substitute.charged_minor is 538; policy charges the lower price.")

# ---------- 7. bike courier: same-day job on the road (en-GB, BST) ----------
s = Scenario("bike-same-day", "bike courier",
    "Where's my courier? Job BC-0619-4417 was booked at 10.",
    [
        rec("get_job#BC-0619-4417", "tool:get_job", {"job": {
            "job_id": "BC-0619-4417", "service_level": "ECONOMY_4H", "status": "IN_TRANSIT",
            "customer": {"name": "Hannah Lindqvist"},
            "rider": {"first_name": "Kofi", "vehicle": "CARGO_BIKE"},
            "collection": {"address": "Unit 3, 41 Rivington Street, London EC2A"},
            "drop": {"address": "The Gatehouse, 9 Bankside, London SE1"},
            "parcel": {"weight_kg": "3.1", "dims_cm": [40, 30, 15]},
            "price": {"amount_minor": 1850, "vat_minor": 370, "currency": "GBP"},
            "deadline": ms("2026-06-19T14:00:00", LON),
            "eta": {"window_start": ms("2026-06-19T12:30:00", LON), "window_end": ms("2026-06-19T13:15:00", LON)},
            "events": [
                ev("BOOKED", "Job booked online", "London", LON, "2026-06-19T09:58:00"),
                ev("RIDER_ASSIGNED", "Rider assigned", "London", LON, "2026-06-19T10:01:00"),
                ev("COLLECTED", "Collected from sender", "London", LON, "2026-06-19T10:12:00"),
                ev("EN_ROUTE", "Multi-drop stop en route, Farringdon", "London", LON, "2026-06-19T11:05:00")]}}),
        rec("get_job#BC-0619-4390", "tool:get_job", {"job": {
            "job_id": "BC-0619-4390", "service_level": "EXPRESS_1H", "status": "DELIVERED",
            "price": {"amount_minor": 1450, "vat_minor": 290, "currency": "GBP"},
            "delivered_at": ms("2026-06-19T09:47:00", LON)}}),
        pol("bike-services#sla", "Economy 4-hour jobs are delivered within four hours of booking and may share the "
            "rider with other drops on the way. Only Express 1-hour jobs ride direct. If we miss an Economy deadline, "
            "the job is charged at the Economy 6-hour rate instead. Cargo bikes carry up to 25 kg.", "3.2"),
    ], now="2026-06-19T11:40:00+01:00")

s.add("Kofi collected it from Rivington Street at 10:12 and it's on the bike now. Expect it at Bankside between "
      "12:30 and 1:15 PM.",
      [S("Kofi collected it from Rivington Street at 10:12"), S("it's on the bike now"),
       S("between 12:30 and 1:15 PM")],
      includes=["12:30"],
      notes="COLLECTED 10:12 BST; status IN_TRANSIT; eta window 12:30-13:15 London.")

s.add("Hi Hannah, BC-0619-4417 is an Economy 4-hour job, so it's due by 2:00 PM at the latest. It may share the "
      "rider with a couple of other drops en route. Price is £18.50 plus £3.70 VAT, £22.20 in all.",
      [S("BC-0619-4417 is an Economy 4-hour job"), S("due by 2:00 PM at the latest"),
       S("may share the rider with a couple of other drops en route"),
       S("£18.50 plus £3.70 VAT"), S("£22.20 in all")],
      includes=["2:00 PM", "£22.20"],
      notes="service_level ECONOMY_4H, deadline 14:00 London; policy allows shared drops; 1850+370=2220.")

s.add("On its way with Kofi by cargo bike, ETA 12:30-13:15.",
      [S("On its way with Kofi by cargo bike"), S("ETA 12:30-13:15")],
      includes=["12:30-13:15"], notes="rider Kofi, CARGO_BIKE, IN_TRANSIT; eta window 12:30-13:15 BST.")

s.add("Hi Hannah, Kofi picked up at 10:12 and is riding direct to Bankside with no other stops. You'll have it "
      "between 12:30 and 1:15 PM.",
      [S("Kofi picked up at 10:12"), C("riding direct to Bankside with no other stops", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH"),
       S("between 12:30 and 1:15 PM")],
      errors=["invented_fact"], excludes=["with no other stops"], includes=["12:30"],
      notes="EN_ROUTE event shows a multi-drop stop at Farringdon; only Express 1H rides direct.")

s.add("Your job BC-0619-4417 is £14.50 plus VAT and due by 2:00 PM. If we miss that, the delivery's free.",
      [C("is £14.50 plus VAT", "AMOUNT_MISMATCH"), S("due by 2:00 PM"),
       C("If we miss that, the delivery's free", "NLI_CONTRADICTION")],
      errors=["other_record_value", "wrong_policy_condition"], excludes=["£14.50", "the delivery's free"],
      includes=[],
      notes="£14.50 is job BC-0619-4390's price; this job is 1850. A missed Economy deadline is charged at the 6-hour rate, not free.")

s.repair("Kofi collected your parcel at 10:12 and it's on the way to Bankside. Expect it between 11:30 AM and 12:15 PM.",
         [S("Kofi collected your parcel at 10:12"), S("it's on the way to Bankside"),
          C("between 11:30 AM and 12:15 PM", "DATE_MISMATCH", "VALUE_MISMATCH")],
         ["unit_conversion"], ["11:30 AM and 12:15 PM"], "12:30|12.30", keep=["10:12"],
         notes="eta window is 12:30-13:15 BST; 11:30-12:15 is the same window read as UTC.")
