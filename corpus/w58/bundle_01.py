from common import *

# ---------------------------------------------------------------- 1. piano tuning visit
b = Bundle("tuning-visit", "piano tuning",
    "Could you remind me when the tuner is coming and what it will cost?",
    [rec("search_appointments#tzib", "search_appointments", search([
        hit("cadenza-appointments-2026", "TUN-24817", 9.41, {
            "appointment_id": "TUN-24817", "customer": {"name": "Marisol Tzib", "account_no": "CPC-00913"},
            "status": "CONFIRMED", "service_code": "STANDARD_TUNING_A440",
            "scheduled_start": ems(2026, 4, 16, 14, 30), "duration": "PT1H30M",
            "technician": {"name": "Augustin Palacio", "role": "TUNER"},
            "price": {"amount": 185.0, "currency": "BZD"}, "version": 2,
            "site": {"street": "14 Cleghorn Street", "city": "Belize City"}}),
        hit("cadenza-appointments-history", "TUN-24817@v1", 6.02, {
            "appointment_id": "TUN-24817", "customer": {"name": "Marisol Tzib", "account_no": "CPC-00913"},
            "status": "SUPERSEDED", "service_code": "STANDARD_TUNING_A440",
            "scheduled_start": ems(2026, 4, 9, 10, 0), "duration": "PT1H30M",
            "technician": {"name": "Rosalind Chee", "role": "TUNER"},
            "price": {"amount": 185.0, "currency": "BZD"}, "version": 1}),
        hit("cadenza-appointments-2026", "TUN-24822", 3.87, {
            "appointment_id": "TUN-24822", "customer": {"name": "Ernesto Bol", "account_no": "CPC-01240"},
            "status": "CONFIRMED", "service_code": "PITCH_RAISE_AND_TUNING",
            "scheduled_start": ems(2026, 4, 16, 9, 0), "duration": "PT2H30M",
            "technician": {"name": "Augustin Palacio", "role": "TUNER"},
            "price": {"amount": 240.0, "currency": "BZD"}, "version": 1}),
    ], aggs={"by_status": {"buckets": [{"key": "CONFIRMED", "doc_count": 2}, {"key": "SUPERSEDED", "doc_count": 1}]}})),
     pol("policy#reschedule", "Please keep the piano lid clear of ornaments and allow the tuner a quiet room. "
         "Appointments may be moved free of charge up to 48 hours before the visit. "
         "Changes made within 48 hours of the visit carry a rescheduling fee of BZ$40.00. "
         "A visit missed without notice is charged in full.", revision="2025-11")],
    now="2026-04-13T10:15:00-06:00")

ok(b, "Good morning, Mrs. Tzib — your piano's tuning is confirmed for this Thursday, April 16, at 2:30 PM. "
      "Mr. Augustin Palacio will be your tuner, and the visit should take about an hour and a half. "
      "The standard tuning is BZ$185.00. Should you need to move it, you may do so free of charge up to 48 hours before the visit.",
   [P("confirmed for this Thursday, April 16, at 2:30 PM", "S"), P("Mr. Augustin Palacio will be your tuner", "S"),
    P("about an hour and a half", "S"), P("BZ$185.00", "S"), P("free of charge up to 48 hours before", "S")],
   ["2:30 PM", "185.00"], "TUN-24817 v2 (CONFIRMED): start epoch = 4/16 2:30 PM Belize, PT1H30M, Palacio, 185.0; policy gives the 48-hour free window.")

ok(b, "Dear Mrs. Tzib,\n\nThank you for your kind note. Here are the particulars of your visit:\n"
      "- Date: 4/16/2026\n- Arrival: half past two in the afternoon\n- Tuner: Augustin Palacio\n- Fee: BZ$185.00\n\n"
      "Kindly note that a change made within 48 hours of the visit carries a fee of BZ$40.00.\n\nWith warm regards,\nCadenza Piano Care",
   [P("Thank you for your kind note.", "N"), P("Here are the particulars", "N"), P("Date: 4/16/2026", "S"),
    P("half past two in the afternoon", "S"), P("Tuner: Augustin Palacio", "S"), P("Fee: BZ$185.00", "S"),
    P("carries a fee of BZ$40.00", "S")],
   ["4/16/2026", "Augustin Palacio"], "Current hit TUN-24817 v2; the BZ$40 fee inside 48 hours is in the policy.")

bad(b, "Good morning, Mrs. Tzib. Your tuning is confirmed for Thursday, April 16, at 2:30 PM, and Ms. Rosalind Chee will be tuning your piano. "
       "The fee is BZ$185.00. You may move the visit without any charge up to 24 hours beforehand.",
    [P("confirmed for Thursday, April 16, at 2:30 PM", "S"), P("Ms. Rosalind Chee will be tuning", "C", ["VALUE_MISMATCH", "IDENTIFIER_MISMATCH"]),
     P("The fee is BZ$185.00", "S"), P("up to 24 hours beforehand", "C", ["NLI_CONTRADICTION", "VALUE_MISMATCH"])],
    ["stale_value", "wrong_policy_condition"], ["Rosalind Chee", "up to 24 hours beforehand"],
    "Rosalind Chee is the tuner on the SUPERSEDED v1 record; the current v2 names Augustin Palacio. Policy's free window is 48 hours, not 24.")

bad(b, "Mrs. Tzib, your tuning visit on Thursday, April 16 begins at 8:30 PM and runs about 90 minutes. The fee comes to BZ$240.00.",
    [P("on Thursday, April 16 begins at 8:30 PM", "C", ["DATE_MISMATCH", "VALUE_MISMATCH"]), P("runs about 90 minutes", "S"),
     P("The fee comes to BZ$240.00", "C", ["AMOUNT_MISMATCH"])],
    ["unit_conversion", "other_record_value"], ["at 8:30 PM", "BZ$240.00"],
    "The epoch start is 20:30 UTC, i.e. 2:30 PM in Belize; 8:30 PM is the UTC reading. BZ$240 is Ernesto Bol's pitch-raise price (TUN-24822).")

rep(b, "Dear Mrs. Tzib, your tuning with Mr. Palacio is set for Thursday, April 16, at 2:30 PM. The fee for the standard tuning is BZ$158.00.",
    [P("set for Thursday, April 16, at 2:30 PM", "S"), P("with Mr. Palacio", "S"), P("BZ$158.00", "C", ["AMOUNT_MISMATCH"])],
    ["wrong_amount"], ["BZ$158.00"], ["185.00|185", "2:30 PM|2:30"],
    "price.amount on TUN-24817 is 185.0, not 158.")

rep(b, "Good morning, Mrs. Tzib. Mr. Augustin Palacio will tune your piano on Thursday, April 16, arriving at 8:30 PM, and the fee is BZ$185.00.",
    [P("Mr. Augustin Palacio will tune your piano", "S"), P("arriving at 8:30 PM", "C", ["DATE_MISMATCH", "VALUE_MISMATCH"]), P("the fee is BZ$185.00", "S")],
    ["unit_conversion"], ["8:30 PM"], ["2:30 PM|2:30|half past two", "185.00|185"],
    "scheduled_start is 20:30 UTC, which is 2:30 PM in Belize (UTC-6).")

# ---------------------------------------------------------------- 2. pitch-raise quote
b = Bundle("pitch-raise-quote", "piano tuning",
    "What do I still owe on the quote for bringing my old upright back up to pitch?",
    [rec("search_quotes#arnold", "search_quotes", search([
        hit("cadenza-quotes", "Q-5531", 8.77, {
            "quote_no": "Q-5531", "revision": 2, "state": "ACTIVE", "customer_ref": "CPC-00457",
            "instrument": {"make": "Bellweather", "type": "UPRIGHT", "measured_pitch_cents": -38, "target_a_hz": 440},
            "issued_on": "2026-03-02", "valid_until": "2026-04-01",
            "lines": [{"code": "PITCH_RAISE", "qty": 1, "unit_price": 120.0},
                      {"code": "FINE_TUNING", "qty": 1, "unit_price": 185.0},
                      {"code": "BASS_STRING_REPLACE", "qty": 2, "unit_price": 38.5}],
            "subtotal": 382.0, "currency": "BZD",
            "deposit": {"amount": 100.0, "state": "RECEIVED", "received_at": ems(2026, 3, 4, 11, 5)}}),
        hit("cadenza-quotes", "Q-5531~r1", 7.12, {
            "quote_no": "Q-5531", "revision": 1, "state": "SUPERSEDED", "customer_ref": "CPC-00457",
            "issued_on": "2026-02-20", "valid_until": "2026-03-22",
            "lines": [{"code": "PITCH_RAISE", "qty": 1, "unit_price": 95.0},
                      {"code": "FINE_TUNING", "qty": 1, "unit_price": 185.0}],
            "subtotal": 280.0, "currency": "BZD"}),
        hit("cadenza-invoices", "INV-2025-0711", 2.4, {
            "invoice_no": "INV-2025-0711", "customer_ref": "CPC-00457", "state": "PAID",
            "lines": [{"code": "FINE_TUNING", "qty": 1, "unit_price": 175.0}], "total": 175.0,
            "paid_at": "2025-07-18T10:40:00-06:00"}),
    ], aggs={"by_index": {"buckets": [{"key": "cadenza-quotes", "doc_count": 2}, {"key": "cadenza-invoices", "doc_count": 1}]}})),
     pol("policy#quotes", "A pitch raise is needed when a piano sits more than 20 cents away from A440; it is done in a separate pass before the fine tuning. "
         "Quotes are honoured for 30 days from the date of issue. The deposit is credited in full against the final invoice. "
         "Replacement strings are guaranteed for one year against breakage in normal playing.", revision="v3")],
    now="2026-03-10T09:00:00-06:00")

ok(b, "Good morning, Mr. Arnold — your current quote, Q-5531, comes to BZ$382.00: BZ$120.00 for the pitch raise, BZ$185.00 for the fine tuning "
      "and BZ$77.00 for the two new bass strings. We have received your BZ$100.00 deposit, so BZ$282.00 remains to be paid. The quote is honoured until April 1.",
   [P("comes to BZ$382.00", "S"), P("BZ$120.00 for the pitch raise", "S"), P("BZ$185.00 for the fine tuning", "S"),
    P("BZ$77.00 for the two new bass strings", "S"), P("received your BZ$100.00 deposit", "S"), P("BZ$282.00 remains", "S"),
    P("honoured until April 1", "S")],
   ["BZ$282.00", "Q-5531"], "Revision 2 (ACTIVE): 120 + 185 + 2 x 38.5 = 382; deposit 100 RECEIVED; 382 - 100 = 282; valid_until 2026-04-01.")

ok(b, "Dear Mr. Arnold,\nYour piano was measured at thirty-eight cents flat, which is why a pitch raise must come before the fine tuning. "
      "With your hundred-dollar deposit already received, the balance of your quote stands at two hundred eighty-two Belize dollars. "
      "The deposit will be credited in full against the final invoice, and the new strings are guaranteed for a year against breakage in normal playing.\n"
      "Yours most sincerely,\nCadenza Piano Care",
   [P("measured at thirty-eight cents flat", "S"), P("a pitch raise must come before the fine tuning", "S"),
    P("hundred-dollar deposit already received", "S"), P("two hundred eighty-two Belize dollars", "S"),
    P("credited in full against the final invoice", "S"), P("guaranteed for a year", "S")],
   ["thirty-eight cents flat", "two hundred eighty-two"], "measured_pitch_cents -38 (> 20 from A440, so policy requires a pitch raise first); 382 - 100 = 282; deposit and string rules in the policy.")

ok(b, "Mr. Arnold, the balance on Q-5531 is BZ$282.00 (BZ$382.00 less the BZ$100.00 deposit).",
   [P("the balance on Q-5531 is BZ$282.00", "S"), P("BZ$382.00 less the BZ$100.00 deposit", "S")],
   ["282.00"], "Subtotal 382.0 and deposit 100.0 on the ACTIVE revision.")

bad(b, "Thank you for your patience, Mr. Arnold. Your quote Q-5531 totals BZ$382.00, and after your BZ$100.00 deposit BZ$272.00 remains. "
       "The pitch raise itself is priced at BZ$95.00. The quote is honoured for 60 days from issue.",
    [P("Thank you for your patience", "N"), P("totals BZ$382.00", "S"), P("BZ$272.00 remains", "C", ["AMOUNT_MISMATCH"]),
     P("priced at BZ$95.00", "C", ["AMOUNT_MISMATCH"]), P("honoured for 60 days", "C", ["NLI_CONTRADICTION", "VALUE_MISMATCH"])],
    ["wrong_arithmetic", "stale_value", "wrong_policy_condition"], ["BZ$272.00", "BZ$95.00", "60 days"],
    "382 - 100 is 282, not 272. BZ$95 is the pitch raise on the SUPERSEDED revision 1; revision 2 says 120. Policy honours quotes 30 days.")

bad(b, "Dear Mr. Arnold, your upright was measured at 28 cents flat, so a pitch raise is needed before the fine tuning. "
       "Your balance is BZ$282.00, and we will waive the string charge if you book before April 1.",
    [P("measured at 28 cents flat", "C", ["VALUE_MISMATCH"]), P("so a pitch raise is needed", "S"), P("Your balance is BZ$282.00", "S"),
     P("waive the string charge if you book before April 1", "I", ["NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED"])],
    ["wrong_value", "invented_promise"], ["28 cents flat", "waive the string charge"],
    "measured_pitch_cents is -38. No policy or record offers a string-charge waiver.")

rep(b, "Dear Mr. Arnold, your quote Q-5531 stands at BZ$382.00, and your deposit of BZ$100.00 has been received. The quote is honoured until March 15.",
    [P("stands at BZ$382.00", "S"), P("deposit of BZ$100.00 has been received", "S"), P("honoured until March 15", "C", ["DATE_MISMATCH"])],
    ["wrong_date"], ["until March 15"], ["April 1|4/1|1 April", "382.00|382"],
    "valid_until on revision 2 is 2026-04-01 (30 days from 3/2).")

# ---------------------------------------------------------------- 3. humidity-control unit order
b = Bundle("climate-keeper-order", "piano tuning",
    "Has my piano humidity unit shipped yet, and when will it be installed?",
    [rec("search_orders#young", "search_orders", search([
        hit("cadenza-orders", "PC-7740", 11.2, {
            "order_no": "PC-7740", "buyer": {"name": "Henrietta Young", "account_no": "CPC-00788"},
            "fulfilment_state": "SHIPPED", "shipped_at": ems(2026, 3, 20, 15, 40),
            "carrier": {"name": "Belize Courier Express", "tracking_no": "BCX-88213-Z"},
            "estimated_delivery": "2026-03-24",
            "items": [{"sku": "SCK-300", "title": "Serenata Climate Keeper", "qty": 1, "price": 420.0},
                      {"sku": "SVC-INSTALL", "title": "Installation by technician", "qty": 1, "price": 95.0}],
            "order_total": 515.0, "currency": "BZD",
            "installation": {"state": "NOT_SCHEDULED", "technician": None}}),
        hit("cadenza-orders", "PC-7311", 4.5, {
            "order_no": "PC-7311", "buyer": {"name": "Henrietta Young", "account_no": "CPC-00788"},
            "fulfilment_state": "DELIVERED", "delivered_at": ems(2026, 1, 12, 13, 10),
            "items": [{"sku": "SCK-PADS", "title": "Pad refill kit", "qty": 1, "price": 36.0}],
            "order_total": 36.0, "currency": "BZD"}),
    ])),
     pol("policy#climate-warranty", "Pads are consumables and are not covered by any warranty. "
         "The Climate Keeper carries a five-year warranty on the control unit and a one-year warranty on the heater rods. "
         "Installation by our technicians is required for the warranty to apply; owner installation voids it.", revision="2026-01"),
     passage("kb#climate-keeper", "The Climate Keeper holds the piano's interior near 42% relative humidity.\n"
             "Its water tank should be refilled about every ten days in the dry season.\n"
             "The indicator light blinks green when all is well, yellow when water is needed, and red when the pads need replacing.")],
    now="2026-03-21T11:00:00-06:00")

ok(b, "Good day, Ms. Young — your Climate Keeper left us on March 20 with Belize Courier Express, tracking number BCX-88213-Z, "
      "and is expected this coming Tuesday, March 24. Installation has not been scheduled yet. "
      "Please bear in mind that the warranty applies only when our technicians install it.",
   [P("left us on March 20", "S"), P("with Belize Courier Express", "S"), P("tracking number BCX-88213-Z", "S"),
    P("expected this coming Tuesday, March 24", "S"), P("Installation has not been scheduled yet", "S"),
    P("warranty applies only when our technicians install it", "S")],
   ["BCX-88213-Z", "March 24"], "PC-7740: SHIPPED, shipped_at 3/20 3:40 PM local, estimated_delivery 2026-03-24 (a Tuesday), installation.state NOT_SCHEDULED; policy requires technician installation.")

ok(b, "Ms. Young, here is where things stand:\n- Order PC-7740: shipped\n- Expected: 3/24\n- Warranty: five years on the control unit, one year on the heater rods\n"
      "Once settled in, the unit keeps the inside of your piano near 42% humidity, and its tank wants refilling roughly every ten days in the dry season.",
   [P("here is where things stand", "N"), P("Order PC-7740: shipped", "S"), P("Expected: 3/24", "S"),
    P("five years on the control unit", "S"), P("one year on the heater rods", "S"), P("near 42% humidity", "S"),
    P("roughly every ten days", "S")],
   ["PC-7740", "3/24"], "Order record gives state and delivery date; warranty terms from the policy; humidity and refill from the KB passage.")

bad(b, "Good day, Ms. Young. Your Climate Keeper shipped on March 20 and should reach you on March 24. "
       "Installation is booked for the day it arrives, and the pads are covered for one year as well.",
    [P("shipped on March 20", "S"), P("should reach you on March 24", "S"),
     P("Installation is booked for the day it arrives", "CI", ["RECORD_STATE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE"]),
     P("the pads are covered for one year", "C", ["NLI_CONTRADICTION"])],
    ["unrecorded_extra", "wrong_policy_condition"], ["Installation is booked", "pads are covered for one year"],
    "installation.state is NOT_SCHEDULED; the policy says pads are consumables and not covered.")

bad(b, "Ms. Young, your order PC-7311 is on its way with Belize Courier Express and is due March 24. "
       "When it is running, the indicator will blink red whenever the tank needs water.",
    [P("your order PC-7311 is on its way", "C", ["IDENTIFIER_MISMATCH", "RECORD_STATE_MISMATCH"]), P("is due March 24", "S"),
     P("blink red whenever the tank needs water", "C", ["NLI_CONTRADICTION"])],
    ["wrong_id", "wrong_value"], ["PC-7311 is on its way", "blink red whenever"],
    "The shipped order is PC-7740; PC-7311 is the delivered pad kit. KB: yellow means water is needed, red means pads.")

rep(b, "Dear Ms. Young, your Climate Keeper (order PC-7740) shipped on March 20 with tracking number BCX-88213-Z and is expected on March 26.",
    [P("shipped on March 20", "S"), P("tracking number BCX-88213-Z", "S"), P("expected on March 26", "C", ["DATE_MISMATCH"])],
    ["wrong_date"], ["March 26"], ["March 24|3/24|24 March", "BCX-88213-Z"],
    "estimated_delivery is 2026-03-24.")

# ---------------------------------------------------------------- 4. care plan refund refused
b = Bundle("care-plan-refund", "piano tuning",
    "I would like to cancel my care plan and have the unused part refunded, please.",
    [rec("search_plans#flowers", "search_plans", search([
        hit("cadenza-plans", "SCP-2025-0192", 10.3, {
            "plan_id": "SCP-2025-0192", "plan_name": "Sostenuto Care Plan", "holder": "Caleb Flowers",
            "state": "ACTIVE", "price": 330.0, "currency": "BZD",
            "period": {"start": "2025-09-01", "end": "2026-08-31"},
            "tunings": {"included": 2, "used": 1, "last_used_on": "2025-11-14"},
            "perks": ["PRIORITY_BOOKING", "FREE_MINOR_REGULATION", "TEN_PCT_OFF_PARTS"], "auto_renew": False}),
        hit("cadenza-plans", "SCP-2024-0088", 6.1, {
            "plan_id": "SCP-2024-0088", "plan_name": "Sostenuto Care Plan", "holder": "Caleb Flowers",
            "state": "EXPIRED", "price": 300.0, "currency": "BZD",
            "period": {"start": "2024-09-01", "end": "2025-08-31"},
            "tunings": {"included": 2, "used": 2}, "perks": ["PRIORITY_BOOKING"]}),
    ])),
     refused("refund_plan_prorata#1", "refund_plan_prorata", "DENY", {"plan_id": "SCP-2025-0192", "amount": 165.0}),
     pol("policy#care-plan", "Care Plans are paid once a year. Before the first tuning, a plan may be cancelled for a full refund. "
         "Once the first tuning has been carried out, the plan is not refundable. Unused tunings do not carry over to the next plan year. "
         "Members may transfer a remaining tuning to another piano in the same household.", revision="v5")],
    now="2026-04-02T16:20:00-06:00")

ok(b, "Dear Mr. Flowers, I am sorry to say that the refund of your Sostenuto Care Plan could not be granted. "
      "As the first tuning of your plan year has already been carried out, the plan is no longer refundable. "
      "You still have one tuning left, the plan runs until August 31, and that tuning may be used on another piano in your household.",
   [P("could not be granted", "S"), P("the plan is no longer refundable", "S"), P("You still have one tuning left", "S"),
    P("the plan runs until August 31", "S"), P("may be used on another piano in your household", "S")],
   ["could not be granted", "August 31"], "refund_plan_prorata was DENIED; tunings used 1 of 2; period.end 2026-08-31; policy on refunds and household transfer.")

ok(b, "Mr. Flowers, your plan (BZ$330.00, 9/1/2025 to 8/31/2026) has 1 of 2 tunings used, and the refund request was declined.",
   [P("BZ$330.00", "S"), P("9/1/2025 to 8/31/2026", "S"), P("1 of 2 tunings used", "S"), P("the refund request was declined", "S")],
   ["declined", "1 of 2"], "Active plan SCP-2025-0192; refused call decision DENY.")

bad(b, "Dear Mr. Flowers, I have processed a refund of BZ$165.00 for the unused half of your Sostenuto Care Plan. "
       "Your plan also included a free string replacement, which will be cancelled with it.",
    [P("I have processed a refund of BZ$165.00", "C", ["NOT_EXECUTED"]),
     P("included a free string replacement", "CI", ["VALUE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE"])],
    ["refused_call_effect", "unlisted_perk"], ["processed a refund of BZ$165.00", "free string replacement"],
    "refund_plan_prorata was refused (DENY). The perks list holds priority booking, minor regulation and parts discount, no string replacement.")

bad(b, "Mr. Flowers, your Sostenuto Care Plan cost BZ$300.00 for the year and you have used one of its two tunings. "
       "The remaining tuning will carry over into next year's plan if you renew.",
    [P("cost BZ$300.00", "C", ["AMOUNT_MISMATCH"]), P("used one of its two tunings", "S"),
     P("will carry over into next year", "C", ["NLI_CONTRADICTION"])],
    ["stale_value", "wrong_policy_condition"], ["BZ$300.00", "carry over into next year"],
    "BZ$300 is the EXPIRED 2024-25 plan; the active plan is 330.0. Policy: unused tunings do not carry over.")

rep(b, "Dear Mr. Flowers, your Care Plan runs until August 31 and you have one tuning left to enjoy. "
       "I have arranged a refund of BZ$165.00 for the unused half of the plan.",
    [P("runs until August 31", "S"), P("one tuning left", "S"), P("arranged a refund of BZ$165.00", "C", ["NOT_EXECUTED"])],
    ["refused_call_effect"], ["arranged a refund of BZ$165.00"],
    ["could not|couldn't|unable|not able|declined|not refundable|denied", "August 31|8/31"],
    "The refund call was refused (DENY); the plan is not refundable after the first tuning.")
