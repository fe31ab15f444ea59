"""Musical-instrument rental: Sagebrush Band Rentals, Boise (America/Boise)."""
from common import *

DOMAIN = "musical-instrument rental"

LOC_VISTA = rec("location#L7QBOI01", "tool:locations.retrieve", {"location": {
    "id": "L7QBOI01", "name": "Sagebrush Band Rentals - Vista Ave", "timezone": "America/Boise",
    "address": {"address_line_1": "2870 S Vista Ave", "locality": "Boise", "administrative_district_level_1": "ID"},
    "status": "ACTIVE", "business_hours": {"periods": [
        {"day_of_week": "TUE", "start_local_time": "10:00:00", "end_local_time": "18:00:00"},
        {"day_of_week": "SAT", "start_local_time": "10:00:00", "end_local_time": "16:00:00"}]}}})

# ---------------------------------------------------------------- B1 trumpet rent-to-own
B1 = dict(
    scenario="trumpet-rent-to-own", domain=DOMAIN,
    question="Hey, how much do I still owe to own my trumpet outright, and is there a fee if I pay it off early?",
    now="2026-05-04T10:15:00-06:00",
    evidence=[
        rec("get_rental_agreement#RA-20417", "tool:rentals.agreements.get", {"rental_agreement": {
            "id": "RA-20417", "version": 4, "customer_id": "CUST-8831", "state": "ACTIVE", "plan": "RENT_TO_OWN",
            "instrument": {"sku": "TRP-STU-BB-LAQ", "description": "Student trumpet, Bb, lacquer", "serial": "TR3-558102"},
            "monthly_rate_money": usd(3900), "purchase_price_money": usd(89500),
            "equity_accrued_money": usd(31200), "equity_rate_percent": "100", "payments_made": 8,
            "next_charge_at": "2026-05-12T15:00:00Z", "location_id": "L7QBOI01",
            "created_at": "2025-09-12T17:02:44Z"}}),
        rec("get_customer#CUST-8831", "tool:customers.retrieve", {"customer": {
            "id": "CUST-8831", "given_name": "Tamsin", "family_name": "Oyelaran", "reference_id": "SBR-8831",
            "other_agreements": [{"id": "RA-19980", "instrument": "Clarinet, Bb", "state": "RETURNED",
                                  "plan": "MONTH_TO_MONTH", "monthly_rate_money": usd(2900),
                                  "equity_accrued_money": usd(0)}]}}),
        LOC_VISTA,
        pol("policy#rent-to-own", "Rent-to-own agreements are for band and orchestra instruments rented from a "
            "Sagebrush location. For the first 18 months, 100% of each monthly payment is credited toward the "
            "purchase price; after month 18 payments credit at 50%. You can pay off the remaining balance at any "
            "time, and there is no early payoff fee. Once paid off, the instrument is yours to keep and we transfer "
            "the serial to your name. Instruments returned before payoff don't earn back past payments.", "v3"),
    ],
    ok=[
        dict(draft="Hey! You've put $312.00 toward the trumpet so far, so $583.00 is left to own it outright. "
                   "There's no early payoff fee, so you can clear it whenever you like. Once it's paid off, the "
                   "horn is yours to keep.",
             probes=[na("Hey!"), ok("You've put $312.00 toward the trumpet"), ok("$583.00 is left to own it"),
                     ok("There's no early payoff fee"), ok("you can clear it whenever you like"),
                     ok("the horn is yours to keep")],
             inc=["$583.00"],
             notes="equity_accrued_money 31200 = $312; 89500-31200 = 58300 = $583; policy: no early payoff fee, paid off instrument is yours."),
        dict(draft="Here's where rent-to-own agreement RA-20417 stands:\n- Purchase price: $895\n- Credited so far: $312 "
                   "(8 payments of $39)\n- Left to own it: $583\nPaying it off early costs nothing extra.",
             probes=[ok("agreement RA-20417"), ok("Purchase price: $895"), ok("Credited so far: $312"),
                     ok("8 payments of $39"), ok("Left to own it: $583"), ok("Paying it off early costs nothing extra")],
             inc=["$583", "RA-20417"],
             notes="purchase_price_money 89500, equity 31200, payments_made 8 at 3900; policy: no early payoff fee."),
        dict(draft="Five hundred eighty-three dollars makes that trumpet all yours, and there's no penalty for paying "
                   "early. If you'd rather keep renting, the next $39 payment goes through on May 12 at 9:00 AM and "
                   "still counts fully toward the price.",
             probes=[ok("Five hundred eighty-three dollars"), ok("no penalty for paying early"),
                     ok("next $39 payment goes through on May 12 at 9:00 AM"), ok("still counts fully toward the price")],
             inc=["May 12"],
             notes="next_charge_at 15:00Z is 9:00 AM MDT in Boise; 8 payments so far, under the 18-month 100% credit rule."),
    ],
    bad=[
        dict(draft="Hey! You've built up $312 in equity on the trumpet, which leaves $538.00 to own it outright. "
                   "No early payoff fee either, so pay it down whenever.",
             probes=[na("Hey!"), ok("built up $312 in equity"), bad("leaves $538.00 to own it", AMT),
                     ok("No early payoff fee either"), ok("pay it down whenever")],
             exc=["$538.00"], errors=["wrong_arithmetic"],
             notes="895 - 312 = 583, not 538 (digits swapped)."),
        dict(draft="You've got $583.00 left to own the trumpet. Every payment you make keeps counting 100% toward "
                   "the price for as long as you rent it, and your next $39 charge hits on May 12 at 3:00 PM.",
             probes=[ok("$583.00 left to own the trumpet"),
                     bad("100% toward the price for as long as you rent it", NLIC + ["VALUE_MISMATCH"]),
                     bad("on May 12 at 3:00 PM", TIME)],
             exc=["for as long as you rent it", "at 3:00 PM"], errors=["wrong_policy_condition", "unit_conversion"],
             notes="Policy: 100% only for the first 18 months, then 50%. next_charge_at 15:00Z is 9:00 AM in Boise, 3:00 PM is the UTC clock."),
    ],
    repair=dict(
        draft="Nice, you're getting close! $312 has gone toward the trumpet so far, and $538 remains to own it. "
              "There's no early payoff fee.",
        probes=[na("Nice, you're getting close!"), ok("$312 has gone toward the trumpet"), bad("$538 remains to own it", AMT),
                ok("There's no early payoff fee")],
        exc=["$538"], inc=["$583|583", "$312"], errors=["wrong_arithmetic"],
        notes="purchase 89500 - equity 31200 = 58300 ($583)."),
)

# ---------------------------------------------------------------- B2 violin deposit return
B2 = dict(
    scenario="violin-deposit-return", domain=DOMAIN,
    question="Returned my daughter's violin yesterday. When do I get the deposit back and why isn't it the full $150?",
    now="2026-06-03T11:00:00-06:00",
    evidence=[
        rec("orders.retrieve#ORD-6F2K9", "tool:orders.retrieve", {"order": {
            "id": "ORD-6F2K9", "location_id": "L7QBOI01", "state": "COMPLETED", "version": 6,
            "line_items": [
                {"uid": "li-1", "name": "Violin 3/4 rental - monthly", "quantity": "1", "base_price_money": usd(2200)},
                {"uid": "li-2", "name": "Refundable instrument deposit", "quantity": "1", "base_price_money": usd(15000)}],
            "returns": [{"uid": "ret-1", "source_order_id": "ORD-6F2K9",
                         "return_line_items": [{"name": "Refundable instrument deposit", "base_price_money": usd(15000)}],
                         "return_deductions": [{"reason": "DAMAGE_BRIDGE_REPLACEMENT", "amount_money": usd(3500)}],
                         "return_amounts": {"total_money": usd(11500)}}],
            "tenders": [{"id": "TND-a81", "type": "CARD", "amount_money": usd(17200),
                         "card_details": {"card": {"card_brand": "VISA", "last_4": "4417"}}}]}}),
        rec("refunds.get#RFD-3310", "tool:refunds.get", {"refund": {
            "id": "RFD-3310", "order_id": "ORD-6F2K9", "status": "PENDING", "amount_money": usd(11500),
            "tender_id": "TND-a81", "created_at": "2026-06-02T18:40:00Z"}}),
        rec("refunds.get#RFD-2874", "tool:refunds.get", {"refund": {
            "id": "RFD-2874", "order_id": "ORD-5C1X0", "status": "COMPLETED", "amount_money": usd(15000),
            "tender_id": "TND-7d0", "created_at": "2025-08-28T20:11:00Z"}}),
        rec("inspections.get#VN34-20931", "tool:rentals.inspections.get", {"return_inspection": {
            "instrument_serial": "VN34-20931", "checked_in_at": "2026-06-02T17:55:00Z",
            "condition_code": "BRIDGE_BROKEN", "strings": "WORN_NORMAL", "checked_by": "Marisol Ueda"}}),
        pol("policy#deposits", "Deposits go back to the card used at checkout once the instrument passes "
            "check-in. Normal wear such as worn strings or rosin dust is never charged. Broken or missing parts are "
            "deducted at our posted parts-and-labor price. Card refunds usually land within 5 to 10 business days "
            "after we issue them.", "2026-01"),
    ],
    ok=[
        dict(draft="Hey there! We kept $35 of the $150 deposit for a broken bridge, so your refund is $115. It's "
                   "pending to the Visa ending in 4417 and should land within 5 to 10 business days once it's issued.",
             probes=[ok("We kept $35 of the $150 deposit"), ok("for a broken bridge"), ok("your refund is $115"),
                     ok("pending to the Visa ending in 4417"), ok("within 5 to 10 business days")],
             inc=["$115", "4417"],
             notes="return_deductions DAMAGE_BRIDGE_REPLACEMENT 3500; RFD-3310 PENDING 11500 on TND-a81 (Visa 4417); policy 5-10 business days."),
        dict(draft="Hi! Thanks for bringing the violin back yesterday. The bridge came back broken and a bridge "
                   "replacement runs $35, so $115.00 of your deposit is heading back to your card. That refund has "
                   "been created and is still pending; card refunds usually show up 5-10 business days after we "
                   "issue them.\n\nKeep playing,\nDev at Sagebrush",
             probes=[ok("bringing the violin back yesterday"), ok("The bridge came back broken"),
                     ok("a bridge replacement runs $35"), ok("$115.00 of your deposit is heading back to your card"),
                     ok("is still pending"), ok("5-10 business days after we issue them"), na("Keep playing,")],
             inc=["$115.00"],
             notes="checked_in_at June 2 (now June 3); condition BRIDGE_BROKEN; RFD-3310 PENDING 11500."),
    ],
    bad=[
        dict(draft="Hey! Good news: your full $150.00 deposit refund has already been completed to the Visa ending "
                   "in 4417. Expect it within 5 to 10 business days.",
             probes=[bad("your full $150.00 deposit refund", AMT), bad("has already been completed", STATE),
                     ok("to the Visa ending in 4417"), ok("within 5 to 10 business days")],
             exc=["full $150.00 deposit refund", "has already been completed"],
             errors=["other_record_value", "wrong_state"],
             notes="$150 COMPLETED is RFD-2874 for the older order ORD-5C1X0; this order's refund RFD-3310 is $115 and PENDING."),
        dict(draft="Hey there, $115 of your deposit is on its way back; the other $35 covered restringing since the "
                   "strings were worn. Card refunds take 3 to 5 business days to land.",
             probes=[ok("$115 of your deposit is on its way back"),
                     bad("covered restringing since the strings were worn", VAL + NLIC),
                     bad("3 to 5 business days", POLC)],
             exc=["covered restringing", "3 to 5 business days"], errors=["wrong_value", "wrong_period"],
             notes="deduction reason is DAMAGE_BRIDGE_REPLACEMENT and worn strings are never charged; policy says 5 to 10 business days."),
    ],
    repair=dict(
        draft="Hi! We deducted $35 for the broken bridge, so your refund comes to $125. It's pending to your Visa "
              "ending in 4417.",
        probes=[ok("We deducted $35 for the broken bridge"), bad("your refund comes to $125", AMT),
                ok("pending to your Visa ending in 4417")],
        exc=["$125"], inc=["$115|115", "$35"], errors=["wrong_arithmetic"],
        notes="15000 - 3500 = 11500; RFD-3310 amount 11500."),
)

# ---------------------------------------------------------------- B3 cello rate after price change
B3 = dict(
    scenario="cello-monthly-rate", domain=DOMAIN,
    question="What's my monthly cello rate now, and when's the next charge? Thinking about summer too.",
    now="2026-06-20T14:00:00-06:00",
    evidence=[
        rec("subscriptions.retrieve#SUB-CEL-5521", "tool:subscriptions.retrieve", {"subscription": {
            "id": "SUB-CEL-5521", "version": 3, "status": "ACTIVE", "plan_variation_name": "Cello 4/4 - monthly",
            "price_override_money": usd(5200), "start_date": "2025-09-15", "charged_through_date": "2026-07-14",
            "next_billing_date": "2026-07-15", "canceled_date": None, "location_id": "L7QBOI02",
            "timezone": "America/Boise", "actions": []}}),
        rec("subscriptions.retrieve#SUB-CEL-5521@v2", "tool:subscriptions.retrieve?version=2", {
            "subscription": {"id": "SUB-CEL-5521", "version": 2, "status": "ACTIVE",
                             "price_override_money": usd(4500), "charged_through_date": "2026-06-14",
                             "next_billing_date": "2026-06-15"},
            "superseded_by_version": 3, "superseded_at": "2026-06-01T16:00:00Z"}),
        rec("location#L7QBOI02", "tool:locations.retrieve", {"location": {
            "id": "L7QBOI02", "name": "Sagebrush Band Rentals - Meridian", "timezone": "America/Boise"}}),
        pol("policy#strings-large", "Cello and bass rentals renew monthly on the date you started. Price changes "
            "take effect at your next renewal after we email notice. You can end a rental any time by returning the "
            "instrument; we don't prorate the month you're in. Summer holds for July and August pause the rental at "
            "$15 per month if you request one before July 1.", "v5"),
    ],
    ok=[
        dict(draft="Hey! Your cello rate is $52 a month now, and you're paid through July 14, so the next charge is "
                   "July 15. If you'd rather pause over the summer, a hold is $15 a month as long as you ask before July 1.",
             probes=[ok("Your cello rate is $52 a month now"), ok("paid through July 14"), ok("next charge is July 15"),
                     ok("a hold is $15 a month"), ok("as long as you ask before July 1")],
             inc=["$52", "July 15"],
             notes="v3 price_override_money 5200, charged_through 2026-07-14, next_billing 2026-07-15; policy summer hold $15 if requested before July 1."),
        dict(draft="It's $52/mo now; next charge 7/15.",
             probes=[ok("It's $52/mo now"), ok("next charge 7/15")],
             inc=["$52/mo"], notes="v3 price 5200 and next_billing_date 2026-07-15."),
        dict(draft="Your monthly cello rental (SUB-CEL-5521) is billed at $52.00 and is charged through July 14th. "
                   "Summer holds for July and August run $15 a month if you request one before July 1st.",
             probes=[ok("(SUB-CEL-5521) is billed at $52.00"), ok("charged through July 14th"),
                     ok("run $15 a month"), ok("if you request one before July 1st")],
             inc=["$52.00"], notes="v3 fields; summer-hold sentence of the policy."),
    ],
    bad=[
        dict(draft="Hey! Your cello's still $45 a month, and the next charge is July 15.",
             probes=[bad("still $45 a month", AMT), ok("the next charge is July 15")],
             exc=["$45 a month"], errors=["stale_value"],
             notes="$45 is version 2, superseded by version 3 at $52."),
        dict(draft="You're at $52 a month. I've gone ahead and set up a summer hold for you at $15 a month for July "
                   "and August. Holds just need to be requested by July 15.",
             probes=[ok("You're at $52 a month"), unk("set up a summer hold for you", NOREC),
                     bad("requested by July 15", POLC + ["DATE_MISMATCH"])],
             exc=["set up a summer hold", "by July 15"], errors=["unrecorded_extra", "wrong_policy_condition"],
             notes="No record holds a summer-hold action (actions is empty); the policy deadline is before July 1."),
    ],
    repair=dict(
        draft="Hey! You're paid through June 14 and the next $52 charge lands June 15.",
        probes=[bad("paid through June 14", DATE), bad("lands June 15", DATE)],
        exc=["June 14", "June 15"], inc=["July 14|7/14", "July 15|7/15", "$52"], ncorr=2,
        errors=["stale_value", "stale_value"],
        notes="June 14/15 are the superseded version 2 dates; version 3 says 2026-07-14 and 2026-07-15."),
)

# ---------------------------------------------------------------- B4 damage protection plan
B4 = dict(
    scenario="guitar-damage-plan", domain=DOMAIN,
    question="I dropped the rental guitar and cracked the headstock. Am I covered? Also the amp's input jack is crackly now.",
    now="2026-04-10T16:20:00-06:00",
    evidence=[
        rec("get_rental_agreement#RA-22310", "tool:rentals.agreements.get", {"rental_agreement": {
            "id": "RA-22310", "version": 2, "state": "ACTIVE", "location_id": "L7QBOI01",
            "line_items": [
                {"uid": "gtr", "name": "Electric guitar rental - S-style", "monthly_money": usd(2500),
                 "protection_plan": {"code": "WORRY_FREE_BASIC", "monthly_money": usd(400)}},
                {"uid": "amp", "name": "15W practice amp rental", "monthly_money": usd(1200), "protection_plan": None}]}}),
        rec("damage_claims.get#DMG-0932", "tool:rentals.damage_claims.get", {"damage_claim": {
            "id": "DMG-0932", "agreement_id": "RA-22310", "line_item_uid": "gtr", "damage_code": "HEADSTOCK_CRACK",
            "repair_estimate_money": usd(18000), "customer_deductible_money": usd(2500),
            "plan_covers_money": usd(15500), "state": "APPROVED", "repair_ticket_id": "RT-4410"}}),
        pol("policy#worry-free", "Worry-Free Basic covers accidental damage to the protected instrument, up to $200 "
            "in repairs per agreement year, after a $25 deductible. It does not cover loss, theft, or damage to gear "
            "that isn't on the plan. Cases, straps and cables aren't covered either. A loaner instrument is offered "
            "only under Worry-Free Plus.", "v2"),
        psg("kb#rental-repairs", "Repairs on rental instruments are done in-house at our Vista Ave shop.\n"
            "They usually take 7 to 10 days.\nWe text you when the instrument is ready to pick up."),
    ],
    ok=[
        dict(draft="Oof, sorry about the drop! Good news: the headstock crack is approved under your Worry-Free Basic "
                   "plan. The repair's estimated at $180; you pay the $25 deductible and the plan covers the other $155. "
                   "Heads up that the amp isn't on a protection plan, so the plan won't pick up that jack.",
             probes=[na("Oof, sorry about the drop!"), ok("approved under your Worry-Free Basic"),
                     ok("estimated at $180"), ok("you pay the $25 deductible"), ok("covers the other $155"),
                     ok("the amp isn't on a protection plan"), ok("the plan won't pick up that jack")],
             inc=["$155", "$25"],
             notes="DMG-0932 APPROVED, estimate 18000, deductible 2500, plan 15500; amp line protection_plan null; policy excludes gear not on the plan."),
        dict(draft="Yep, you're covered: claim DMG-0932 is approved, your share is the $25 deductible, and in-house "
                   "repairs usually take 7 to 10 days.",
             probes=[ok("claim DMG-0932 is approved"), ok("your share is the $25 deductible"), ok("usually take 7 to 10 days")],
             inc=["DMG-0932"], notes="claim state APPROVED; deductible 2500; KB passage 7 to 10 days."),
    ],
    bad=[
        dict(draft="You're covered: $25 deductible and the plan picks up $155. We'll also set you up with a loaner "
                   "guitar while it's in the shop, since that's part of your plan.",
             probes=[ok("$25 deductible"), ok("the plan picks up $155"),
                     either("set you up with a loaner", NLIC + POLI + NOREC),
                     either("that's part of your plan", NLIC + POLI)],
             exc=["set you up with a loaner", "part of your plan"], errors=["unlisted_perk", "unlisted_perk"],
             notes="Policy: loaners only under Worry-Free Plus; the agreement lists WORRY_FREE_BASIC and no loaner record exists."),
        dict(draft="The headstock crack is approved, and since you're on the plan, the amp's crackly jack is covered "
                   "too. Repairs are usually turned around in 2 to 3 days.",
             probes=[ok("The headstock crack is approved"), bad("the amp's crackly jack is covered", STATE + NLIC),
                     bad("2 to 3 days", NLIC)],
             exc=["jack is covered", "2 to 3 days"], errors=["condition_unmet", "wrong_period"],
             notes="amp line protection_plan is null and the plan excludes gear not on it; KB says 7 to 10 days."),
    ],
    repair=dict(
        draft="You're covered! The crack is approved under Worry-Free Basic; you pay the $25 deductible and the plan "
              "covers $180.",
        probes=[ok("The crack is approved under Worry-Free Basic"), ok("you pay the $25 deductible"),
                bad("the plan covers $180", AMT)],
        exc=["plan covers $180"], inc=["$155|155", "$25"], errors=["wrong_role"],
        notes="$180 is repair_estimate_money; plan_covers_money is 15500 ($155)."),
)

BUNDLES = [B1, B2, B3, B4]
