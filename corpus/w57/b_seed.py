from lib import rs, rec, pol, psg, refused, S, N, C, I, CI, ok, bad, fix

D = "seed library"

# ---------------------------------------------------------------- S1 packet limit
S1_EV = [
    rec("sql:cards#SL-0771", "warehouse:sigatoka_seeds.cards", rs(
        "0d9e2c61-card",
        [("card_no", "VARCHAR"), ("holder_name", "VARCHAR"), ("season", "VARCHAR"), ("packet_limit", "INTEGER"),
         ("packets_borrowed", "INTEGER"), ("packets_returned_as_seed", "INTEGER"), ("status", "VARCHAR")],
        [["SL-0771", "Unaisi Cama", "DRY_2026", 10, 7, 2, "ACTIVE"]])),
    rec("sql:loan_lines#SL-0771", "warehouse:sigatoka_seeds.loan_lines", rs(
        "0d9e2c62-lines",
        [("loan_line", "VARCHAR"), ("card_no", "VARCHAR"), ("variety_code", "VARCHAR"), ("variety_name", "VARCHAR"),
         ("packets", "INTEGER"), ("borrowed_on", "DATE"), ("difficulty", "VARCHAR")],
        [["LL-5501", "SL-0771", "TOM-CHERRY-RED", "Cherry tomato 'Rewa Red'", 2, "2026-05-02", "EASY"],
         ["LL-5502", "SL-0771", "BEAN-SNAKE", "Snake bean", 3, "2026-05-02", "EASY"],
         ["LL-5530", "SL-0771", "EGGPL-LONG", "Long purple eggplant", 2, "2026-05-16", "MEDIUM"]])),
    rec("sql:stock", "warehouse:sigatoka_seeds.stock", rs(
        "0d9e2c63-stock",
        [("variety_code", "VARCHAR"), ("variety_name", "VARCHAR"), ("packets_available", "INTEGER"),
         ("max_per_member", "INTEGER")],
        [["CHILLI-BIRDSEYE", "Bird's eye chilli", 0, 2], ["OKRA-GREEN", "Okra 'Green Velvet'", 14, 2],
         ["TOM-CHERRY-RED", "Cherry tomato 'Rewa Red'", 6, 2]])),
    pol("policy:borrowing", "Each member may borrow up to 10 packets per season, with no more than two of any one "
        "variety. Borrowing is free. We ask that you try to return seed from at least one variety at the end of the "
        "season, but nobody is penalised if a crop fails. Easy varieties are marked for beginners."),
]

S1 = dict(scenario="packet-limit", domain=D, now="2026-05-28T10:00:00+12:00",
          question="How many more seed packets can I take this season? I'd love some okra and bird's eye chilli.",
          evidence=S1_EV, drafts=[
    ok("Bula Unaisi! You've borrowed 7 packets this dry season, so you can take 3 more before you reach the limit of 10. "
       "Okra is in stock (14 packets), and you can have up to two of it. Sadly the bird's eye chilli is out of stock "
       "right now.",
       [S("You've borrowed 7 packets"), S("you can take 3 more"), S("limit of 10"), S("Okra is in stock (14 packets)"),
        S("up to two of it"), S("bird's eye chilli is out of stock")],
       "packets_borrowed 7 of packet_limit 10; OKRA-GREEN 14 available, max 2; CHILLI-BIRDSEYE 0.", ["3 more"]),
    ok("Your packets this season:\n- Cherry tomato 'Rewa Red': 2\n- Snake bean: 3\n- Long purple eggplant: 2\nThat's "
       "seven of your ten, leaving three.",
       [S("Cherry tomato 'Rewa Red': 2"), S("Snake bean: 3"), S("Long purple eggplant: 2"),
        S("seven of your ten, leaving three")],
       "Loan lines 2 + 3 + 2 = 7; limit 10.", ["leaving three"]),
    ok("Borrowing is free, Unaisi, and if a crop doesn't come good there's no penalty at all.",
       [S("Borrowing is free"), S("if a crop doesn't come good there's no penalty")],
       "Policy: borrowing is free; nobody is penalised if a crop fails.", ["Borrowing is free"]),
    bad("Bula Unaisi! You've borrowed 7 packets and returned seed from 2, so you can take 5 more this season. Okra is in "
        "stock.",
        [S("You've borrowed 7 packets"), S("returned seed from 2"), C("so you can take 5 more this season",
                                                                      "VALUE_MISMATCH"), S("Okra is in stock")],
        ["wrong_arithmetic"],
        "The limit counts packets borrowed: 10 - 7 = 3; returned seed does not add back packets.", ["take 5 more"]),
    bad("Bula Unaisi, you've 3 packets left for the season, so you could take all three as okra. Bird's eye chilli is "
        "available too if you'd like some.",
        [S("you've 3 packets left for the season"), C("take all three as okra", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
         C("Bird's eye chilli is available too", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH")],
        ["wrong_policy_condition", "wrong_state"],
        "No more than two of one variety (policy, max_per_member 2); chilli packets_available is 0.",
        ["all three as okra", "chilli is available"]),
    fix("Bula Unaisi, you've borrowed 7 packets so far, including 2 of snake bean, so there are 3 left.",
        [S("you've borrowed 7 packets so far"), C("including 2 of snake bean", "VALUE_MISMATCH"), S("so there are 3 left")],
        ["wrong_quantity"],
        "LL-5502 snake bean is 3 packets.",
        ["3 of snake bean|three of snake bean|3 packets of snake bean|three packets of snake bean|3 snake bean|"
         "three snake bean|snake bean (3)|snake bean: 3", "7 packets|seven packets"], ["2 of snake bean"]),
])

# ---------------------------------------------------------------- S2 returned seed credits
S2_EV = [
    rec("sql:seed_returns#SL-0442", "warehouse:sigatoka_seeds.seed_returns", rs(
        "6a8f3d14-returns",
        [("return_id", "VARCHAR"), ("card_no", "VARCHAR"), ("variety_code", "VARCHAR"), ("weight_g", "DECIMAL(6,1)"),
         ("germination_pct", "INTEGER"), ("state", "VARCHAR"), ("credits_awarded", "INTEGER"), ("received_at", "TIMESTAMP")],
        [["RT-0312", "SL-0442", "BEAN-SNAKE", "85.0", None, "GERMINATION_TESTING", 0, "2026-09-03 02:20:00.000000 UTC"],
         ["RT-0288", "SL-0442", "PUMPKIN-QLD-BLUE", "40.0", 92, "ACCEPTED", 4, "2026-03-14 00:05:00.000000 UTC"]])),
    rec("sql:credits#SL-0442", "warehouse:sigatoka_seeds.credits", rs(
        "6a8f3d15-credits",
        [("card_no", "VARCHAR"), ("holder_name", "VARCHAR"), ("credit_balance", "INTEGER"), ("credits_spent_ytd", "INTEGER"),
         ("credit_expiry", "DATE")],
        [["SL-0442", "Manoj Lal", 4, 0, "2026-12-31"]])),
    pol("policy:seed-returns", "Returned seed is germination-tested before it goes back into the library; testing takes "
        "about three weeks. Batches that sprout at 70% or better are accepted and earn 1 credit for every 10 grams, up "
        "to 5 credits a batch. Credits can be swapped for workshop places or seedling trays. Batches below 70% are "
        "composted."),
]

S2 = dict(scenario="seed-return-credits", domain=D, now="2026-09-09T10:00:00+12:00",
          question="I dropped off my snake bean seeds last week. How many credits will I get?", evidence=S2_EV, drafts=[
    ok("Bula Manoj! Vinaka for the 85 grams of snake bean seed you dropped off on 03/09/2026 (return RT-0312). It's "
       "being germination tested at the moment, which takes about three weeks. If it sprouts at 70% or better, it earns "
       "1 credit per 10 grams, capped at 5 credits a batch, so 5 credits for this one.",
       [S("85 grams of snake bean seed"), S("dropped off on 03/09/2026"), S("being germination tested at the moment"),
        S("takes about three weeks"), S("sprouts at 70% or better"), S("capped at 5 credits a batch"),
        S("so 5 credits for this one")],
       "RT-0312 85.0 g, GERMINATION_TESTING, received 2026-09-03 02:20 UTC = 3 Sept 2:20 PM Fiji; 85 g -> 8, capped 5.",
       ["5 credits for this one"]),
    ok("Manoj, you've currently got 4 credits from your pumpkin seed back in March, and they're good until 31/12/2026. "
       "You can swap them for workshop places or seedling trays.",
       [S("currently got 4 credits"), S("from your pumpkin seed back in March"), S("good until 31/12/2026"),
        S("swap them for workshop places or seedling trays")],
       "credit_balance 4, expiry 2026-12-31; RT-0288 pumpkin ACCEPTED 4 credits, 2026-03-14; policy.", ["4 credits"]),
    bad("Bula Manoj! Your snake bean return RT-0312 passed its germination test at 92%. At 1 credit per 10 grams, your "
        "85 grams earns you 8 credits.",
        [C("passed its germination test at 92%", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH"),
         C("earns you 8 credits", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
        ["other_record_value", "wrong_policy_condition"],
        "RT-0312 is still GERMINATION_TESTING (92% is the pumpkin RT-0288); credits are capped at 5 a batch.",
        ["at 92%", "8 credits"]),
    bad("Bula Manoj, the 85 grams of snake bean seed you brought in are being tested. Testing takes about a week, and "
        "anything under 70% is returned to you.",
        [S("85 grams of snake bean seed you brought in are being tested"),
         C("Testing takes about a week", "NLI_CONTRADICTION"), C("anything under 70% is returned to you",
                                                                 "NLI_CONTRADICTION")],
        ["wrong_period", "wrong_policy_condition"],
        "Policy: testing takes about three weeks and batches below 70% are composted.",
        ["about a week", "returned to you"]),
    fix("Bula Manoj, your snake bean seed RT-0312 was received on 03/09/2026 and is being tested, and your current "
        "credit balance is 5.",
        [S("received on 03/09/2026 and is being tested"), C("current credit balance is 5", "VALUE_MISMATCH")],
        ["wrong_quantity"],
        "credit_balance is 4.",
        ["4 credits|balance is 4|four credits|balance is four", "03/09/2026|3 September"], ["balance is 5"]),
])

# ---------------------------------------------------------------- S3 seed swap registration
S3_EV = [
    rec("sql:events", "warehouse:sigatoka_seeds.events", rs(
        "b2e71f05-events",
        [("event_id", "VARCHAR"), ("title", "VARCHAR"), ("venue", "VARCHAR"), ("starts_at", "TIMESTAMP"),
         ("ends_at", "TIMESTAMP"), ("capacity", "INTEGER"), ("registered", "INTEGER")],
        [["EV-SWAP-1011", "Spring Seed Swap", "Sigatoka Town Hall", "2026-10-10 21:00:00.000000 UTC",
          "2026-10-11 01:00:00.000000 UTC", 80, 62],
         ["EV-WKSP-1018", "Seed Saving Basics workshop", "Sigatoka Library", "2026-10-17 22:00:00.000000 UTC",
          "2026-10-18 00:00:00.000000 UTC", 20, 20]])),
    rec("sql:registrations#SL-0903", "warehouse:sigatoka_seeds.registrations", rs(
        "b2e71f06-regs",
        [("reg_id", "VARCHAR"), ("card_no", "VARCHAR"), ("event_id", "VARCHAR"), ("state", "VARCHAR"),
         ("guests", "INTEGER"), ("table_requested", "BOOLEAN"), ("registered_at", "TIMESTAMP")],
        [["REG-4471", "SL-0903", "EV-SWAP-1011", "CONFIRMED", 1, False, "2026-09-28 07:40:00.000000 UTC"],
         ["REG-4502", "SL-0903", "EV-WKSP-1018", "WAITLISTED", 0, False, "2026-09-30 19:05:00.000000 UTC"]])),
    pol("policy:seed-swap", "The seed swap is free and open to everyone; members may bring one guest. Please bring seed "
        "in labelled paper envelopes, with the variety and the year it was saved. Swap tables are only for members who "
        "asked for one when registering. Treated or shop-bought hybrid seed can't be swapped."),
]

S3 = dict(scenario="seed-swap-registration", domain=D, now="2026-10-05T10:00:00+12:00",
          question="Am I booked for the seed swap and the workshop? Can I bring my husband?", evidence=S3_EV, drafts=[
    ok("Bula Ana! You're confirmed for the Spring Seed Swap (REG-4471) at Sigatoka Town Hall on Sunday 11 October, "
       "9:00 AM to 1:00 PM, with one guest, so your husband is welcome. For the Seed Saving Basics workshop you're on "
       "the waiting list, as it's full at the moment.",
       [S("confirmed for the Spring Seed Swap (REG-4471)"), S("at Sigatoka Town Hall"),
        S("Sunday 11 October, 9:00 AM to 1:00 PM"), S("with one guest"), S("you're on the waiting list"),
        S("it's full at the moment")],
       "REG-4471 CONFIRMED, guests 1; swap 2026-10-10 21:00-01:00 UTC = Sun 11 Oct 9 AM-1 PM Fiji; REG-4502 WAITLISTED, "
       "workshop 20/20.", ["9:00 AM", "REG-4471"]),
    ok("Ana, just bring your seed in labelled paper envelopes with the variety and the year it was saved. Shop-bought "
       "hybrid seed can't be swapped, sorry.",
       [S("labelled paper envelopes with the variety and the year"), S("Shop-bought hybrid seed can't be swapped")],
       "Policy text.", ["paper envelopes"]),
    ok("Swap: confirmed, 11/10/2026, 9 AM-1 PM, plus 1 guest. Workshop on 18/10/2026: waitlisted.",
       [S("Swap: confirmed, 11/10/2026, 9 AM-1 PM"), S("plus 1 guest"), S("Workshop on 18/10/2026: waitlisted")],
       "Workshop starts 2026-10-17 22:00 UTC = 18/10 10:00 AM Fiji; REG-4502 WAITLISTED.", ["18/10/2026"]),
    bad("Bula Ana! You're booked into both the seed swap and the Seed Saving Basics workshop, and your husband can come "
        "along as your guest. I've also set aside a swap table for you.",
        [C("booked into both the seed swap and the Seed Saving Basics workshop", "RECORD_STATE_MISMATCH"),
         S("your husband can come along as your guest"),
         CI("set aside a swap table for you", "CLAIM_WITHOUT_TOOL_EVIDENCE", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH")],
        ["wrong_state", "unrecorded_extra"],
        "REG-4502 for the workshop is WAITLISTED; table_requested is false and nothing records a table.",
        ["booked into both", "swap table for you"]),
    bad("Bula Ana, you're confirmed for the seed swap at Sigatoka Town Hall, which starts at 9:00 PM on Saturday "
        "10 October. You're welcome to bring up to two guests.",
        [S("you're confirmed for the seed swap at Sigatoka Town Hall"),
         C("9:00 PM on Saturday 10 October", "DATE_MISMATCH"),
         C("bring up to two guests", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
        ["unit_conversion", "wrong_quantity"],
        "21:00 UTC on 10 Oct is 9:00 AM Sunday 11 Oct in Fiji; policy and REG-4471 allow one guest.",
        ["9:00 PM", "two guests"]),
    fix("Bula Ana, your swap registration REG-4471 is confirmed for Sunday 11 October, running from 9:00 AM to 11:00 AM "
        "at Sigatoka Town Hall.",
        [S("REG-4471 is confirmed for Sunday 11 October"), C("9:00 AM to 11:00 AM", "VALUE_MISMATCH", "DATE_MISMATCH"),
         S("at Sigatoka Town Hall")],
        ["wrong_time"],
        "ends_at 2026-10-11 01:00 UTC is 1:00 PM Fiji.",
        ["1:00 PM|1 PM|13:00|1pm", "Sigatoka Town Hall"], ["11:00 AM"]),
])

# ---------------------------------------------------------------- S4 posted seed order
S4_EV = [
    rec("sql:mail_orders#SL-1210", "warehouse:sigatoka_seeds.mail_orders", rs(
        "f7c3a0b8-orders",
        [("order_id", "VARCHAR"), ("card_no", "VARCHAR"), ("packets", "INTEGER"), ("postage", "DECIMAL(6,2)"),
         ("state", "VARCHAR"), ("dispatched_at", "TIMESTAMP"), ("tracking_no", "VARCHAR"), ("carrier", "VARCHAR"),
         ("address_island", "VARCHAR")],
        [["MO-1593", "SL-1210", 4, "6.50", "DISPATCHED", "2026-11-17 23:30:00.000000 UTC", "PF-EE4471902FJ", "POST_FIJI",
          "VANUA_LEVU"],
         ["MO-1540", "SL-1210", 3, "6.50", "DELIVERED", "2026-10-06 21:00:00.000000 UTC", "PF-EE4469013FJ", "POST_FIJI",
          "VANUA_LEVU"]])),
    rec("sql:order_items#MO-1593", "warehouse:sigatoka_seeds.order_items", rs(
        "f7c3a0b9-items",
        [("order_id", "VARCHAR"), ("variety_name", "VARCHAR"), ("packets", "INTEGER")],
        [["MO-1593", "Okra 'Green Velvet'", 2], ["MO-1593", "Amaranth (tubua)", 1], ["MO-1593", "Cucumber 'Nadi Long'", 1]])),
    rec("sql:postage_payments#MO-1593", "warehouse:sigatoka_seeds.payments", rs(
        "f7c3a0ba-pay",
        [("payment_ref", "VARCHAR"), ("order_id", "VARCHAR"), ("amount", "DECIMAL(6,2)"), ("status", "VARCHAR")],
        [["MP-330921", "MO-1593", "6.50", "CAPTURED"]])),
    pol("policy:posted-seed", "Members outside Viti Levu can have seed posted to them for a flat FJ$6.50 postage per "
        "order; the seed itself is free. Orders are packed by volunteers on Tuesdays and posted on Wednesdays. Post "
        "Fiji usually takes 5 to 10 working days to Vanua Levu and the outer islands. We can replace packets lost in the "
        "post once a year."),
]

S4 = dict(scenario="posted-seed-order", domain=D, now="2026-11-20T10:00:00+12:00",
          question="Has my seed order been sent? What's the tracking number?", evidence=S4_EV, drafts=[
    ok("Bula Jone! Yes, your seed order MO-1593 was posted on 18/11/2026 with Post Fiji, and the tracking number is "
       "PF-EE4471902FJ. Post to Vanua Levu usually takes 5 to 10 working days. The 4 packets are free; you only paid "
       "the FJ$6.50 postage.",
       [S("order MO-1593 was posted on 18/11/2026"), S("tracking number is PF-EE4471902FJ"),
        S("usually takes 5 to 10 working days"), S("The 4 packets are free"), S("you only paid the FJ$6.50 postage")],
       "MO-1593 DISPATCHED 2026-11-17 23:30 UTC = 18/11 11:30 AM Fiji; tracking PF-EE4471902FJ; 4 packets; MP-330921 "
       "6.50 CAPTURED; policy.", ["PF-EE4471902FJ"]),
    ok("In the parcel:\n- Okra 'Green Velvet' × 2\n- Amaranth (tubua) × 1\n- Cucumber 'Nadi Long' × 1\nSent: 11:30 AM, "
       "18 November.",
       [S("Okra 'Green Velvet' × 2"), S("Amaranth (tubua) × 1"), S("Cucumber 'Nadi Long' × 1"),
        S("Sent: 11:30 AM, 18 November")],
       "order_items rows; dispatched_at in Fiji time.", ["11:30 AM"]),
    ok("Your order's on its way, Jone: tracking PF-EE4471902FJ.",
       [S("Your order's on its way"), S("tracking PF-EE4471902FJ")],
       "state DISPATCHED; tracking_no.", ["PF-EE4471902FJ"]),
    bad("Bula Jone, your order MO-1593 was posted on 18/11/2026, and your tracking number is MP-330921.",
        [S("order MO-1593 was posted on 18/11/2026"), C("tracking number is MP-330921", "IDENTIFIER_MISMATCH")],
        ["wrong_role"],
        "MP-330921 is the postage payment reference; tracking_no is PF-EE4471902FJ.", ["MP-330921"]),
    bad("Bula Jone! Your seed order MO-1593 has been delivered. Postage across your two orders this year came to "
        "FJ$12.00.",
        [C("MO-1593 has been delivered", "RECORD_STATE_MISMATCH"), C("came to FJ$12.00", "AMOUNT_MISMATCH")],
        ["wrong_state", "wrong_arithmetic"],
        "MO-1593 is DISPATCHED (MO-1540 is the delivered one); 6.50 + 6.50 = 13.00.",
        ["has been delivered", "FJ$12.00"]),
    fix("Bula Jone, order MO-1593 was posted on 18/11/2026 with tracking number PF-EE4469013FJ.",
        [S("order MO-1593 was posted on 18/11/2026"), C("tracking number PF-EE4469013FJ", "IDENTIFIER_MISMATCH")],
        ["wrong_id"],
        "PF-EE4469013FJ tracks the earlier order MO-1540; MO-1593's is PF-EE4471902FJ.",
        ["PF-EE4471902FJ", "18/11/2026|18 November"], ["PF-EE4469013FJ"]),
])

BUNDLES = [S1, S2, S3, S4]
