"""Aquarium and fish store scenarios (Agos Aquatics, invented)."""
from w39lib import *

D = "aquarium and fish store"

# ---------------------------------------------------------------- aq-livestock-order
sc = "aq-livestock-order"
q = "When do my tetras arrive, and what happens if some of them don't make it?"
now = "2026-04-20T18:00:00+08:00"
ev = [
    rec("orders.get#AQ-55810", "tool:store.v1.Orders.GetOrder", {
        "name": "stores/marikina-1/orders/AQ-55810", "state": "SCHEDULED_FOR_DELIVERY",
        "lineItems": [
            {"sku": "LIV-TET-CARD", "displayName": "Cardinal tetra", "quantity": "12", "unitPrice": money(45), "category": "LIVE_FISH"},
            {"sku": "LIV-OTO", "displayName": "Otocinclus", "quantity": "4", "unitPrice": money(120), "category": "LIVE_FISH"},
            {"sku": "PLT-JAVA-POT", "displayName": "Java fern (potted)", "quantity": "2", "unitPrice": money(180), "category": "LIVE_PLANT"}],
        "delivery": {"type": "LIVE_ARRIVAL_COURIER", "courier": "Sulong Express Motor", "fee": money(250),
                     "window": {"startTime": "2026-04-21T06:00:00.000000000Z", "endTime": "2026-04-21T08:00:00.000000000Z"}},
        "total": money(1630)}),
    rec("orders.get#AQ-55102", "tool:store.v1.Orders.GetOrder", {
        "name": "stores/marikina-1/orders/AQ-55102", "state": "DELIVERED",
        "lineItems": [{"displayName": "Betta splendens, halfmoon male", "quantity": "1", "unitPrice": money(350)}],
        "deliverTime": "2026-03-30T05:12:40.000000000Z", "total": money(600)}),
    pol("livestock-policy#arrival", "We guarantee that fish arrive alive. If any fish arrives dead, send a clear photo of it in "
        "the unopened bag within 2 hours of delivery and we'll refund or replace it. Live plants are not covered by the "
        "live-arrival guarantee. Float the bags and acclimate fish for at least 30 minutes before releasing them.", "v3"),
]
add(D, sc, q,
    "Hi Marco! Your order AQ-55810 (12 cardinal tetras, 4 otocinclus and 2 potted Java ferns) arrives tomorrow between 2:00 and "
    "4:00 PM. If any fish arrives dead, just send us a clear photo of the unopened bag within 2 hours of delivery and we'll refund "
    "or replace it. Please float the bags and acclimate the fish for at least 30 minutes before releasing them.",
    ev, [S("12 cardinal tetras, 4 otocinclus and 2 potted Java ferns"), S("arrives tomorrow between 2:00 and 4:00 PM"),
         S("within 2 hours of delivery"), S("we'll refund or replace it"), S("acclimate the fish for at least 30 minutes")],
    includes=["2:00 and 4:00 PM", "2 hours"], now=now,
    notes="Line quantities; window 06:00Z-08:00Z = 2-4 PM Manila on 4/21 (tomorrow); guarantee terms in the livestock policy.")
add(D, sc, q,
    "Order total: ₱1,630.00 (fish and plants ₱1,380.00 + ₱250.00 live delivery). Delivery: Tue, Apr 21, 2–4 PM.",
    ev, [S("Order total: ₱1,630.00"), S("fish and plants ₱1,380.00"), S("₱250.00 live delivery"), S("Delivery: Tue, Apr 21, 2–4 PM")],
    includes=["₱1,630.00"], now=now, notes="540 + 480 + 360 = 1380; + 250 delivery fee = 1630 (total).")
add(D, sc, q,
    "Dear Marco,\n\nYour livestock is scheduled for delivery on April 21 between two and four in the afternoon. Please note that "
    "the live-arrival guarantee covers the fish only, not the plants.\n\nHappy fishkeeping,\nAgos Aquatics",
    ev, [S("scheduled for delivery on April 21 between two and four in the afternoon"), S("covers the fish only, not the plants"),
         N("Happy fishkeeping,")],
    includes=["April 21"], notes="State SCHEDULED_FOR_DELIVERY with window 2-4 PM Manila; plants excluded by policy.")
add(D, sc, q,
    "Hi Marco, your order arrives tomorrow between 2:00 and 4:00 PM. The live-arrival guarantee covers everything in the box, "
    "including the Java ferns. If anything doesn't make it, send us a photo within 24 hours of delivery and we'll replace it.",
    ev, [S("your order arrives tomorrow between 2:00 and 4:00 PM"),
         C("including the Java ferns", "NLI_CONTRADICTION"), C("within 24 hours of delivery", "NLI_CONTRADICTION")],
    errors=["wrong_policy_condition", "wrong_period"], excludes=["including the Java ferns", "within 24 hours of delivery"], now=now,
    notes="Policy: plants are not covered; the photo must come within 2 hours.")
add(D, sc, q,
    "Hi Marco! Your order AQ-55810 (10 cardinal tetras, 4 otocinclus and 2 potted Java ferns) arrives tomorrow between 2:00 and "
    "4:00 PM. If any fish arrives dead, just send us a clear photo of the unopened bag within 2 hours of delivery and we'll refund "
    "or replace it.",
    ev, [C("10 cardinal tetras", "VALUE_MISMATCH"), S("arrives tomorrow between 2:00 and 4:00 PM"), S("within 2 hours of delivery"),
         S("we'll refund or replace it")],
    errors=["wrong_quantity"], excludes=["10 cardinal tetras"], now=now, notes="Cardinal tetra quantity is 12.")
add(D, sc, q,
    "Hi Marco, order AQ-55810 arrives tomorrow between 2:00 and 4:00 PM, and the total comes to ₱1,380.00. If any fish arrives "
    "dead, send us a photo of the unopened bag within 2 hours.",
    ev, [S("arrives tomorrow between 2:00 and 4:00 PM"), C("the total comes to ₱1,380.00", "AMOUNT_MISMATCH"),
         S("within 2 hours")],
    errors=["wrong_arithmetic"], excludes=["₱1,380.00"], includes=["1,630", "2:00"], now=now, repair=True,
    notes="The total 1630 includes the ₱250 delivery fee; 1380 is items only.")

# ---------------------------------------------------------------- aq-tank-install
sc = "aq-tank-install"
q = "Confirming Saturday's tank install. What do I still owe, and can I add fish that day?"
now = "2026-04-22T10:00:00+08:00"
ev = [
    rec("services.get#SV-2043", "tool:store.v1.ServiceJobs.GetServiceJob", {
        "name": "stores/marikina-1/serviceJobs/SV-2043", "displayName": "Tank setup: 120 cm planted",
        "state": "SCHEDULED", "startTime": "2026-04-25T02:00:00.000000000Z", "estimatedDuration": "14400s",
        "technicians": [{"displayName": "Rico Manalo", "role": "LEAD"}, {"displayName": "Jun Abad", "role": "ASSISTANT"}],
        "includes": ["TANK_AND_STAND_ASSEMBLY", "FILTER_AND_HEATER_SETUP", "AQUASCAPE_HARDSCAPE", "SUBSTRATE", "CYCLING_STARTER_DOSE"],
        "quoteTotal": money(38500), "depositPaid": money(11550), "balanceDue": money(26950), "balanceDueOn": "ON_COMPLETION"}),
    pol("install-policy#v2", "The floor under the stand must be level, and the tank must be within 1.5 m of a grounded outlet. "
        "Fish can only be added after the tank has cycled, usually 3 to 4 weeks after setup, and we water-test for free during "
        "that time. Rescheduling is free up to 48 hours before the appointment; later changes forfeit ₱2,000 of the deposit. "
        "Maintenance visits are sold separately as monthly plans.", "v2"),
]
add(D, sc, q,
    "Hi Sheila! Rico Manalo and Jun Abad will be at your place this Saturday, April 25 at 10:00 AM to set up your 120 cm planted "
    "tank; it takes about 4 hours. You paid a ₱11,550.00 deposit, so the balance of ₱26,950.00 is due when the job is done. Fish "
    "can't go in on the day: the tank needs to cycle first, usually 3 to 4 weeks, and we'll test your water for free in the meantime.",
    ev, [S("Rico Manalo and Jun Abad will be at your place"), S("this Saturday, April 25 at 10:00 AM"), S("it takes about 4 hours"),
         S("You paid a ₱11,550.00 deposit"), S("the balance of ₱26,950.00 is due when the job is done"), S("Fish can't go in on the day"),
         S("usually 3 to 4 weeks"), S("we'll test your water for free")],
    includes=["₱26,950.00", "10:00 AM"], now=now,
    notes="startTime 02:00Z = 10 AM Sat 4/25; 14400s = 4 h; deposit 11550, balanceDue 26950 ON_COMPLETION; cycling rule in policy.")
add(D, sc, q,
    "• Sat 4/25, 10:00 AM to about 2:00 PM\n• Lead technician: Rico Manalo\n• Quote ₱38,500.00, deposit paid ₱11,550.00, balance "
    "₱26,950.00 on completion\n• Please make sure the floor is level and there's a grounded outlet within 1.5 m of the tank.",
    ev, [S("Sat 4/25, 10:00 AM to about 2:00 PM"), S("Lead technician: Rico Manalo"), S("Quote ₱38,500.00"),
         S("deposit paid ₱11,550.00"), S("balance ₱26,950.00 on completion"), S("the floor is level"),
         S("a grounded outlet within 1.5 m of the tank")],
    includes=["₱26,950.00"], now=now, notes="Start + 4 h = 2 PM; LEAD role; quote fields; site requirements in policy.")
add(D, sc, q,
    "Balance due on completion: twenty-six thousand nine hundred fifty pesos.",
    ev, [S("twenty-six thousand nine hundred fifty pesos")], includes=["twenty-six thousand nine hundred fifty"],
    notes="balanceDue 26950, ON_COMPLETION.")
add(D, sc, q,
    "Hi Sheila! Your setup is this Saturday at 10:00 AM with Jun Abad, your lead technician, and Rico Manalo. The package also "
    "includes your first month of maintenance visits, so we'll be back to check on the tank. The balance of ₱26,950.00 is due on completion.",
    ev, [S("this Saturday at 10:00 AM"), C("Jun Abad, your lead technician", "VALUE_MISMATCH", "IDENTIFIER_MISMATCH"),
         CI("includes your first month of maintenance visits", "VALUE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE", "NLI_CONTRADICTION"),
         S("The balance of ₱26,950.00 is due on completion")],
    errors=["wrong_role", "unlisted_perk"], excludes=["Jun Abad, your lead technician", "first month of maintenance visits"], now=now,
    notes="Rico Manalo has role LEAD, Jun Abad ASSISTANT; maintenance is not in includes and the policy sells it separately.")
add(D, sc, q,
    "Hi Sheila, see you this Saturday, April 25 at 10:00 AM; the setup takes about 4 hours. If you need to move it, rescheduling "
    "is free up to 24 hours before.",
    ev, [S("this Saturday, April 25 at 10:00 AM"), S("the setup takes about 4 hours"),
         C("rescheduling is free up to 24 hours before", "NLI_CONTRADICTION")],
    errors=["wrong_period"], excludes=["free up to 24 hours before"], now=now,
    notes="Policy: free rescheduling up to 48 hours before.")
add(D, sc, q,
    "Hi Sheila! Rico and Jun will set up your tank this Saturday, April 25 at 10:00 AM. You've paid ₱11,550.00, so the balance due "
    "on completion is ₱27,950.00.",
    ev, [S("this Saturday, April 25 at 10:00 AM"), S("You've paid ₱11,550.00"), C("the balance due on completion is ₱27,950.00", "AMOUNT_MISMATCH")],
    errors=["wrong_arithmetic"], excludes=["₱27,950.00"], includes=["26,950", "11,550"], now=now, repair=True,
    notes="38500 - 11550 = 26950 (balanceDue).")

# ---------------------------------------------------------------- aq-water-test
sc = "aq-water-test"
q = "What did my water test show? My guppies look stressed."
now = "2026-04-27T17:00:00+08:00"
ev = [
    rec("watertests.get#WT-8812", "tool:store.v1.WaterTests.GetWaterTest", {
        "name": "stores/marikina-1/waterTests/WT-8812", "sampleTime": "2026-04-27T07:20:00.000000000Z", "tankType": "FRESHWATER_COMMUNITY",
        "results": [
            {"parameter": "PARAMETER_AMMONIA", "value": "0.5", "unit": "PPM", "assessment": "LEVEL_HIGH"},
            {"parameter": "PARAMETER_NITRITE", "value": "1.0", "unit": "PPM", "assessment": "LEVEL_HIGH"},
            {"parameter": "PARAMETER_NITRATE", "value": "20", "unit": "PPM", "assessment": "LEVEL_OK"},
            {"parameter": "PARAMETER_PH", "value": "7.8", "assessment": "LEVEL_OK"}]}),
    rec("watertests.get#WT-8620", "tool:store.v1.WaterTests.GetWaterTest", {
        "name": "stores/marikina-1/waterTests/WT-8620", "sampleTime": "2026-04-13T03:05:00.000000000Z",
        "results": [
            {"parameter": "PARAMETER_AMMONIA", "value": "0.25", "unit": "PPM", "assessment": "LEVEL_HIGH"},
            {"parameter": "PARAMETER_NITRITE", "value": "0.25", "unit": "PPM", "assessment": "LEVEL_HIGH"},
            {"parameter": "PARAMETER_NITRATE", "value": "10", "unit": "PPM", "assessment": "LEVEL_OK"},
            {"parameter": "PARAMETER_PH", "value": "7.6", "assessment": "LEVEL_OK"}]}),
    psg("kb-water#freshwater-targets", "Safe targets for a cycled freshwater community tank: ammonia 0 ppm, nitrite 0 ppm, nitrate "
        "below 40 ppm, pH 6.5 to 8.0.\nAny detectable ammonia or nitrite stresses fish.\nA 25-30% water change with dechlorinated "
        "water lowers them quickly; repeat daily until both read 0.\nAvoid feeding for 1-2 days while levels are high."),
    pol("watertest-policy#free", "Bring at least 100 mL of tank water in a clean container, tested within 2 hours of collection. "
        "In-store water tests are free for up to 2 samples a week.", "2025-08"),
]
add(D, sc, q,
    "Hi Leo, I'm sorry your guppies are struggling. Today's test shows ammonia at 0.5 ppm and nitrite at 1.0 ppm, both too high, "
    "since a cycled tank should read 0 for both. Your nitrate (20 ppm) and pH (7.8) are fine. A 25–30% water change with "
    "dechlorinated water, repeated daily until both read 0, will bring them down quickly, and it's best to skip feeding for a day or two.",
    ev, [N("I'm sorry your guppies are struggling."), S("ammonia at 0.5 ppm"), S("nitrite at 1.0 ppm"), S("both too high"),
         S("a cycled tank should read 0 for both"), S("Your nitrate (20 ppm) and pH (7.8) are fine"),
         S("A 25–30% water change with dechlorinated water"), S("skip feeding for a day or two")],
    includes=["0.5 ppm", "1.0 ppm"], now=now,
    notes="WT-8812 results (LEVEL_HIGH / LEVEL_OK); targets and remedies from the KB passage.")
add(D, sc, q,
    "Results (WT-8812):\n- Ammonia: 0.5 ppm (high)\n- Nitrite: 1.0 ppm (high)\n- Nitrate: 20 ppm (ok)\n- pH: 7.8 (ok)\n"
    "Both ammonia and nitrite have gone up since your April 13 test, when they were 0.25 ppm each.",
    ev, [S("Ammonia: 0.5 ppm (high)"), S("Nitrite: 1.0 ppm (high)"), S("Nitrate: 20 ppm (ok)"), S("pH: 7.8 (ok)"),
         S("have gone up since your April 13 test"), S("when they were 0.25 ppm each")],
    includes=["0.5 ppm"], notes="WT-8812 vs the earlier WT-8620 (sampleTime 4/13 11:05 AM Manila, 0.25 ppm each).")
add(D, sc, q,
    "Ammonia and nitrite are both high (0.5 and 1.0 ppm); do a 25–30% water change today and repeat it daily until they read zero.",
    ev, [S("Ammonia and nitrite are both high (0.5 and 1.0 ppm)"), S("do a 25–30% water change today"),
         S("repeat it daily until they read zero")],
    includes=["25–30%"], now=now, notes="WT-8812 results; remedy from the KB passage.")
add(D, sc, q,
    "Hi Leo, today's test shows ammonia at 0.25 ppm and nitrite at 1.0 ppm, both above the 0 ppm a cycled tank should have. "
    "Your nitrate and pH are fine.",
    ev, [C("ammonia at 0.25 ppm", "VALUE_MISMATCH"), S("nitrite at 1.0 ppm"), S("both above the 0 ppm a cycled tank should have"),
         S("Your nitrate and pH are fine")],
    errors=["other_record_value"], excludes=["ammonia at 0.25 ppm"], now=now,
    notes="0.25 ppm ammonia is from the April 13 test WT-8620; today's WT-8812 reads 0.5 ppm.")
add(D, sc, q,
    "Hi Leo, today's test shows ammonia at 0.5 ppm and nitrite at 1.0 ppm, which is too high. Your pH of 7.8 is above the safe "
    "range for guppies, so it should be brought down as well. Remember you can test up to 4 samples a week free of charge.",
    ev, [S("ammonia at 0.5 ppm and nitrite at 1.0 ppm"), C("Your pH of 7.8 is above the safe range", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
         C("up to 4 samples a week free of charge", "NLI_CONTRADICTION")],
    errors=["invented_fact", "wrong_quantity"], excludes=["above the safe range", "4 samples a week"], now=now,
    notes="The passage gives a safe pH of 6.5-8.0 and the record marks pH LEVEL_OK; free tests are up to 2 samples a week.")
add(D, sc, q,
    "Hi Leo, today's test shows ammonia at 0.5 ppm and nitrite at 1.0 ppm, both too high. Your nitrate (20 ppm) and pH (7.8) are "
    "fine. Do a 50% water change with dechlorinated water daily until both read 0.",
    ev, [S("ammonia at 0.5 ppm and nitrite at 1.0 ppm"), S("Your nitrate (20 ppm) and pH (7.8) are fine"),
         C("Do a 50% water change", "NLI_CONTRADICTION", "NLI_NOT_ENTAILED")],
    errors=["wrong_value"], excludes=["50% water change"], includes=["25–30%|25-30%|25 to 30%|25%", "0.5 ppm"], now=now, repair=True,
    notes="The KB passage recommends a 25-30% water change.")

# ---------------------------------------------------------------- aq-coral-special-order
sc = "aq-coral-special-order"
q = "Is my Duncan coral still coming tomorrow? If it's delayed, can I cancel and get my deposit back?"
now = "2026-04-23T14:00:00+08:00"
ev = [
    rec("specialorders.get#SO-1902", "tool:store.v1.SpecialOrders.GetSpecialOrder", {
        "name": "stores/marikina-1/specialOrders/SO-1902", "item": "Duncan coral (Duncanopsammia), 5-head colony",
        "state": "BACKORDERED", "supplierConfirmed": True,
        "eta": {"current": date(2026, 5, 8), "history": [
            {"etaDate": date(2026, 4, 24), "state": "SUPERSEDED", "setTime": "2026-04-02T02:00:00.000000000Z"},
            {"etaDate": date(2026, 5, 8), "state": "CURRENT", "setTime": "2026-04-22T08:45:00.000000000Z", "reason": "SUPPLIER_DELAY"}]},
        "price": money(3200), "depositPaid": money(1000), "balanceOnArrival": money(2200)}),
    pol("special-order-policy#v4", "Special-order livestock needs a deposit of about a third of the price. Once the supplier "
        "has confirmed the order, the deposit is non-refundable, but it can be moved to another item. If the supplier's delay is "
        "more than 30 days past the first quoted date, you may cancel for a full refund of the deposit.", "v4"),
]
add(D, sc, q,
    "Hi Tricia! I'm sorry, your Duncan coral (5-head colony) has been delayed by the supplier and is now expected on May 8 instead "
    "of tomorrow. Because the supplier has already confirmed the order, the ₱1,000.00 deposit isn't refundable, but we can move it "
    "to another item if you'd prefer. A full deposit refund only applies when the delay is more than 30 days past the first quoted "
    "date, and this one is 14 days.",
    ev, [S("has been delayed by the supplier"), S("expected on May 8 instead of tomorrow"), S("the ₱1,000.00 deposit isn't refundable"),
         S("we can move it to another item"), S("more than 30 days past the first quoted date"), S("this one is 14 days")],
    includes=["May 8"], now=now,
    notes="eta.current 2026-05-08, superseded 4/24 (tomorrow); supplierConfirmed; 4/24 -> 5/8 is 14 days; policy terms.")
add(D, sc, q,
    "New ETA: Friday, May 8 (was April 24). Balance on arrival: ₱2,200.00.",
    ev, [S("New ETA: Friday, May 8 (was April 24)"), S("Balance on arrival: ₱2,200.00")],
    includes=["May 8", "₱2,200.00"], now=now, notes="ETA history; 2026-05-08 is a Friday; balanceOnArrival 2200.")
add(D, sc, q,
    "It's backordered until May 8; your deposit can be moved to another item, but it can't be refunded.",
    ev, [S("It's backordered until May 8"), S("your deposit can be moved to another item"), S("it can't be refunded")],
    includes=["May 8"], notes="state BACKORDERED; supplier-confirmed deposits are non-refundable but movable.")
add(D, sc, q,
    "Hi Tricia, the supplier has pushed your Duncan coral to May 8. Since it's been delayed, you can cancel and get your ₱1,000.00 "
    "deposit back in full if you'd rather not wait.",
    ev, [S("the supplier has pushed your Duncan coral to May 8"),
         C("you can cancel and get your ₱1,000.00 deposit back in full", "NLI_CONTRADICTION")],
    errors=["condition_unmet"], excludes=["deposit back in full"], now=now,
    notes="The full-refund exception needs a delay over 30 days past the first date; this delay is 14 days and the order is supplier-confirmed.")
add(D, sc, q,
    "Good news, Tricia: your Duncan coral is still due tomorrow, April 24! The balance to pay on arrival is ₱3,200.00.",
    ev, [C("is still due tomorrow, April 24", "DATE_MISMATCH", "RECORD_STATE_MISMATCH"),
         C("The balance to pay on arrival is ₱3,200.00", "AMOUNT_MISMATCH")],
    errors=["stale_value", "wrong_arithmetic"], excludes=["still due tomorrow", "₱3,200.00"], now=now,
    notes="The 4/24 ETA was SUPERSEDED (now 5/8); balanceOnArrival is 2200 (3200 price less 1000 deposit).")
add(D, sc, q,
    "Hi Tricia, your Duncan coral is now expected on May 8. The balance of ₱2,200.00 is due when it arrives, and if you'd rather "
    "cancel, your ₱1,000.00 deposit will be refunded in full.",
    ev, [S("your Duncan coral is now expected on May 8"), S("The balance of ₱2,200.00 is due when it arrives"),
         C("your ₱1,000.00 deposit will be refunded in full", "NLI_CONTRADICTION")],
    errors=["condition_unmet"], excludes=["refunded in full"],
    includes=["non-refundable|not refundable|isn't refundable|can't be refunded|cannot be refunded|moved to another item|move it", "May 8"],
    now=now, repair=True,
    notes="Deposit is non-refundable once the supplier confirmed; the 30-day delay exception is not met (14 days).")

# ---------------------------------------------------------------- aq-maintenance-plan
sc = "aq-maintenance-plan"
q = "What does my maintenance plan cover? Is salt included, and what if my pump breaks?"
now = "2026-04-28T11:00:00+08:00"
ev = [
    rec("subscriptions.get#MP-0677", "tool:store.v1.Subscriptions.GetSubscription", {
        "name": "stores/marikina-1/subscriptions/MP-0677", "plan": "plans/reef-care-monthly", "planDisplayName": "Reef Care Monthly",
        "state": "ACTIVE", "price": money(3500), "billingPeriod": "MONTHLY", "nextBillingDate": date(2026, 5, 1),
        "visitsPerMonth": 2, "visitDuration": "3600s",
        "includes": ["WATER_TEST", "WATER_CHANGE_20_PERCENT", "GLASS_CLEANING", "FILTER_SPONGE_RINSE"],
        "billedAtCost": ["SALT_AND_ADDITIVES"], "notIncluded": ["EQUIPMENT_REPAIR"],
        "nextVisit": {"startTime": "2026-05-05T07:00:00.000000000Z", "technician": "Rico Manalo"}}),
    rec("plans.list#marine", "tool:store.v1.Plans.ListPlans", {"plans": [
        {"name": "plans/reef-care-monthly", "price": money(3500), "includes": ["WATER_TEST", "WATER_CHANGE_20_PERCENT", "GLASS_CLEANING", "FILTER_SPONGE_RINSE"]},
        {"name": "plans/reef-care-plus", "price": money(5200),
         "includes": ["WATER_TEST", "WATER_CHANGE_20_PERCENT", "GLASS_CLEANING", "FILTER_SPONGE_RINSE", "SALT_INCLUDED", "PRIORITY_EMERGENCY_CALLOUT"]}]}),
    pol("plan-policy#maintenance", "Plans renew monthly and can be cancelled with 14 days' notice before the next billing date. "
        "Emergency call-outs cost ₱1,200 for plan members and ₱2,000 for non-members, except on Reef Care Plus, where they are "
        "included. Parts and repairs are quoted separately.", "2026-02"),
]
add(D, sc, q,
    "Hi Victor! Your Reef Care Monthly plan (₱3,500.00 a month) covers two 1-hour visits a month, each with a water test, a 20% "
    "water change, glass cleaning and a filter sponge rinse. Salt and additives aren't included; they're billed at cost. Equipment "
    "repairs are also extra, and as a plan member an emergency call-out is ₱1,200. Your next visit is Tuesday, May 5 at 3:00 PM.",
    ev, [S("Reef Care Monthly plan (₱3,500.00 a month)"), S("two 1-hour visits a month"),
         S("a water test, a 20% water change, glass cleaning and a filter sponge rinse"), S("Salt and additives aren't included"),
         S("they're billed at cost"), S("Equipment repairs are also extra"), S("an emergency call-out is ₱1,200"),
         S("Tuesday, May 5 at 3:00 PM")],
    includes=["₱1,200", "3:00 PM"], now=now,
    notes="Subscription includes/billedAtCost/notIncluded; visitDuration 3600s; nextVisit 07:00Z = 3 PM Manila Tue 5/5; call-out fee in policy.")
add(D, sc, q,
    "Included: water test, 20% water change, glass cleaning and filter sponge rinse, 2 visits a month.\nNot included: salt and "
    "additives (billed at cost) and equipment repairs.\nNext visit: 5/5, 3 PM.",
    ev, [S("Included: water test, 20% water change, glass cleaning and filter sponge rinse, 2 visits a month"),
         S("Not included: salt and additives (billed at cost) and equipment repairs"), S("Next visit: 5/5, 3 PM")],
    includes=["5/5, 3 PM"], notes="MP-0677 fields; nextVisit.startTime in Manila time.")
add(D, sc, q,
    "Salt isn't covered by your current plan; it is included in Reef Care Plus, which is ₱5,200.00 a month.",
    ev, [S("Salt isn't covered by your current plan"), S("it is included in Reef Care Plus, which is ₱5,200.00 a month")],
    includes=["₱5,200.00"], notes="Salt billed at cost on MP-0677; SALT_INCLUDED in plans/reef-care-plus at 5200.")
add(D, sc, q,
    "Hi Victor! Your Reef Care Monthly plan covers two visits a month, and salt is included, so you won't pay extra for it. "
    "Emergency call-outs are included too, so a broken pump won't cost you a call-out fee.",
    ev, [S("Your Reef Care Monthly plan covers two visits a month"),
         C("salt is included, so you won't pay extra for it", "VALUE_MISMATCH", "NLI_CONTRADICTION"),
         C("Emergency call-outs are included too", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["unlisted_perk", "unlisted_perk"], excludes=["salt is included", "Emergency call-outs are included"], now=now,
    notes="Salt is billedAtCost on this plan; call-outs are ₱1,200 for members and only included on Reef Care Plus.")
add(D, sc, q,
    "Hi Victor, your next visit is Tuesday, May 5 at 3:00 PM. If you ever want to stop the plan, just give us 7 days' notice "
    "before the next billing date.",
    ev, [S("your next visit is Tuesday, May 5 at 3:00 PM"), C("give us 7 days' notice", "NLI_CONTRADICTION")],
    errors=["wrong_period"], excludes=["7 days' notice"], now=now, notes="Policy: 14 days' notice.")
add(D, sc, q,
    "Hi Victor, your next maintenance visit is on Tuesday, May 5 at 7:00 AM, and each visit includes a water test, a 20% water "
    "change, glass cleaning and a filter sponge rinse.",
    ev, [C("Tuesday, May 5 at 7:00 AM", "DATE_MISMATCH", "VALUE_MISMATCH"),
         S("each visit includes a water test, a 20% water change, glass cleaning and a filter sponge rinse")],
    errors=["unit_conversion"], excludes=["7:00 AM"], includes=["3:00 PM|3 PM|15:00", "20%"], now=now, repair=True,
    notes="nextVisit.startTime 07:00Z is 3:00 PM Manila.")
