"""Rehearsal rooms: Mass Ave Jam Rooms, Indianapolis (America/Indiana/Indianapolis)."""
from common import *

DOMAIN = "rehearsal rooms"

LOC = rec("locations.retrieve#LMAJIND1", "tool:locations.retrieve", {"location": {
    "id": "LMAJIND1", "name": "Mass Ave Jam Rooms", "timezone": "America/Indiana/Indianapolis",
    "address": {"address_line_1": "977 Massachusetts Ave", "locality": "Indianapolis"}, "status": "ACTIVE"}})

ROOM_RULES = ("Room bookings start and end on the hour; please be out by your end time so the next band can load in. "
              "Each room has 3 vocal mics; extra mics are $3 each. Cymbals and snare are BYO unless you add the "
              "cymbal pack for $10 per booking. Cancel 12 or more hours ahead for a full refund.")

# ---------------------------------------------------------------- B13 Room C backline
B13 = dict(
    scenario="room-c-backline", domain=DOMAIN,
    question="What gear's in Room C for Friday night? Do we need to bring cymbals?",
    now="2026-04-22T18:00:00-04:00",
    evidence=[
        rec("bookings.retrieve#BKG-MA-3317", "tool:bookings.retrieve", {"booking": {
            "id": "BKG-MA-3317", "version": 1, "status": "ACCEPTED", "start_at": "2026-04-24T23:00:00Z",
            "location_id": "LMAJIND1",
            "appointment_segments": [{"duration_minutes": 180, "service_variation_id": "SV-ROOM-C",
                                      "team_member_id": "TM-FRONTDESK"}]}}),
        rec("orders.retrieve#ORD-MA-7720", "tool:orders.retrieve", {"order": {
            "id": "ORD-MA-7720", "state": "OPEN", "location_id": "LMAJIND1",
            "line_items": [{"name": "Room C rehearsal (hourly)", "quantity": "3", "base_price_money": usd(3200),
                            "total_money": usd(9600)}],
            "total_money": usd(9600)}}),
        rec("catalog.search#rooms", "tool:catalog.search", {"objects": [
            {"id": "SV-ROOM-C", "type": "ITEM_VARIATION", "name": "Room C", "price_money": usd(3200),
             "custom_attributes": {"backline_included": ["DRUM_KIT_5PC_SHELLS", "BASS_AMP_400W", "GUITAR_AMP",
                                                         "GUITAR_AMP", "PA_8CH"],
                                   "not_included": ["CYMBALS", "SNARE"]}},
            {"id": "SV-ROOM-A", "type": "ITEM_VARIATION", "name": "Room A", "price_money": usd(3800),
             "custom_attributes": {"backline_included": ["DRUM_KIT_5PC_SHELLS", "CYMBALS", "SNARE", "BASS_AMP_300W",
                                                         "GUITAR_AMP", "PA_12CH"]}},
            {"id": "SV-CYMBAL-PACK", "type": "ITEM_VARIATION", "name": "Cymbal pack add-on", "price_money": usd(1000)}]}),
        LOC,
        pol("policy#room-rules", ROOM_RULES, "2026-02"),
    ],
    ok=[
        dict(draft="Hey! Room C's yours Friday from 7:00 to 10:00 PM. It's got a five-piece kit, a 400-watt bass amp, two "
                   "guitar amps and an 8-channel PA. Cymbals and snare are BYO, or add the cymbal pack for $10.",
             probes=[ok("Room C's yours Friday from 7:00 to 10:00 PM"), ok("a five-piece kit"), ok("a 400-watt bass amp"),
                     ok("two guitar amps"), ok("an 8-channel PA"), ok("Cymbals and snare are BYO"),
                     ok("add the cymbal pack for $10")],
             inc=["7:00 to 10:00 PM"],
             notes="start_at 23:00Z = 7:00 PM EDT Friday, 180 min; Room C backline_included / not_included; cymbal pack 1000."),
        dict(draft="Yep, bring cymbals (or grab our $10 cymbal pack). Your three hours in Room C come to $96.",
             probes=[ok("bring cymbals"), ok("our $10 cymbal pack"), ok("Your three hours in Room C come to $96")],
             inc=["$96"], notes="Room C not_included CYMBALS; ORD-MA-7720 total 9600."),
        dict(draft="Room C on Friday at 7 PM: three vocal mics come with the room, and extras are $3 apiece. Cymbals "
                   "aren't part of Room C's backline, so pack yours.",
             probes=[ok("Room C on Friday at 7 PM"), ok("three vocal mics come with the room"),
                     ok("extras are $3 apiece"), ok("Cymbals aren't part of Room C's backline")],
             inc=["$3"], notes="booking start; policy mics sentence; catalog not_included CYMBALS."),
    ],
    bad=[
        dict(draft="Room C comes with a full kit including cymbals, so just bring sticks. Your three hours come to $96.",
             probes=[bad("a full kit including cymbals", VAL + NLIC), ok("Your three hours come to $96")],
             exc=["including cymbals"], errors=["unlisted_perk"],
             notes="Room C lists CYMBALS under not_included; Room A is the room with cymbals."),
        dict(draft="Room C runs $38 an hour, and you've got it Friday from 7 to 11 PM. Cymbals are BYO.",
             probes=[bad("Room C runs $38 an hour", AMT), bad("Friday from 7 to 11 PM", TIME), ok("Cymbals are BYO")],
             exc=["$38 an hour", "7 to 11 PM"], errors=["other_record_value", "wrong_time"],
             notes="$38 is Room A's price; Room C is 3200 and the booking is 180 minutes (7 to 10 PM)."),
    ],
    repair=dict(
        draft="Room C's booked for Friday 7-10 PM, and the room comes with 4 vocal mics.",
        probes=[ok("Room C's booked for Friday 7-10 PM"), bad("the room comes with 4 vocal mics", NLIC + VAL)],
        exc=["4 vocal mics"], inc=["3 vocal mics|three vocal mics|3 mics|three mics", "7-10 PM|7:00|7 PM"],
        errors=["wrong_quantity"], notes="Policy: each room has 3 vocal mics."),
)

# ---------------------------------------------------------------- B14 lockout membership January invoice
B14 = dict(
    scenario="lockout-january-invoice", domain=DOMAIN,
    question="How much is January going to be with the extra locker we added?",
    now="2026-12-18T13:00:00-05:00",
    evidence=[
        rec("subscriptions.retrieve#SUB-LK-7719", "tool:subscriptions.retrieve", {"subscription": {
            "id": "SUB-LK-7719", "version": 5, "status": "ACTIVE", "plan_variation_id": "PV-LOCKOUT-R7",
            "plan_variation_version": 5, "charged_through_date": "2026-12-31", "location_id": "LMAJIND1",
            "co_tenant_subscription_id": "SUB-LK-7702"}}),
        rec("catalog.retrieve#PV-LOCKOUT-R7", "tool:catalog.retrieve", {"object": {
            "type": "SUBSCRIPTION_PLAN_VARIATION", "id": "PV-LOCKOUT-R7", "version": 5,
            "subscription_plan_variation_data": {
                "name": "Lockout - shared Room 7",
                "phases": [{"cadence": "MONTHLY", "pricing": {"type": "STATIC", "price_money": usd(32500)}}]},
            "custom_attributes": {"included": ["24/7 keycard access", "Shared 6-channel PA", "One wall locker"],
                                  "add_ons": [{"name": "Extra wall locker", "monthly_money": usd(2000)}]}}}),
        rec("invoices.get#INV-LK-2027-01", "tool:invoices.get", {"invoice": {
            "id": "INV-LK-2027-01", "subscription_id": "SUB-LK-7719", "status": "SCHEDULED",
            "scheduled_at": "2027-01-01T14:00:00Z",
            "line_items": [{"name": "Lockout - shared Room 7", "amount_money": usd(32500)},
                           {"name": "Extra wall locker", "amount_money": usd(2000)}],
            "computed_amount_money": usd(34500)}}),
        rec("invoices.get#INV-LK-2026-12", "tool:invoices.get", {"invoice": {
            "id": "INV-LK-2026-12", "subscription_id": "SUB-LK-7719", "status": "PAID",
            "line_items": [{"name": "Lockout - shared Room 7", "amount_money": usd(29500)}],
            "computed_amount_money": usd(29500), "paid_at": "2026-12-01T15:02:00Z"}}),
        LOC,
        pol("policy#lockouts", "Lockout prices are reviewed every January, and we email 30 days' notice before a "
            "change. Keycards are tied to the members listed on the agreement; a lost keycard is replaced for $15. "
            "Payments more than 10 days late suspend keycard access until the balance is paid.", "v3"),
    ],
    ok=[
        dict(draft="Hey! January comes to $345: the lockout's $325 now, plus $20 for the extra locker. It'll bill on "
                   "January 1.",
             probes=[ok("January comes to $345"), ok("the lockout's $325 now"), ok("plus $20 for the extra locker"),
                     ok("It'll bill on January 1")],
             inc=["$345"],
             notes="INV-LK-2027-01 SCHEDULED 2027-01-01, lines 32500 + 2000 = 34500."),
        dict(draft="Your Jan 1 invoice is $345.00 ($325 room + $20 locker). December's $295 was the old rate.",
             probes=[ok("Your Jan 1 invoice is $345.00"), ok("($325 room + $20 locker)"), ok("December's $295 was the old rate")],
             inc=["$345.00"], notes="January invoice lines; December invoice 29500 PAID at the older price."),
        dict(draft="Three hundred forty-five dollars for January, and the plan still includes one wall locker on top "
                   "of the extra you added.",
             probes=[ok("Three hundred forty-five dollars for January"), ok("the plan still includes one wall locker")],
             inc=["forty-five"], notes="computed_amount_money 34500; plan included 'One wall locker'."),
    ],
    bad=[
        dict(draft="January will be $315: $295 for the lockout plus $20 for the extra locker, billed January 1.",
             probes=[bad("January will be $315", AMT), bad("$295 for the lockout", AMT),
                     ok("plus $20 for the extra locker"), ok("billed January 1")],
             exc=["$315", "$295 for the lockout"], errors=["wrong_amount", "stale_value"],
             notes="$295 is December's (older) price; plan version 5 and the January invoice say 32500, total 34500."),
        dict(draft="Good news: your plan already includes two lockers, so the extra one doesn't cost anything and "
                   "January's just $325.",
             probes=[bad("your plan already includes two lockers", VAL + NLIC),
                     bad("the extra one doesn't cost anything", AMT), bad("January's just $325", AMT)],
             exc=["includes two lockers", "doesn't cost anything", "January's just $325"],
             errors=["unlisted_perk", "wrong_amount", "wrong_amount"],
             notes="Plan includes one wall locker; the extra locker is an add-on at 2000 on the January invoice (34500)."),
    ],
    repair=dict(
        draft="January's invoice is $345, billed on January 5.",
        probes=[ok("January's invoice is $345"), bad("billed on January 5", DATE)],
        exc=["January 5"], inc=["January 1|Jan 1|1/1|January 1st", "$345"], errors=["wrong_date"],
        notes="INV-LK-2027-01 scheduled_at 2027-01-01 (9 AM local)."),
)

# ---------------------------------------------------------------- B15 overtime after late checkout
B15 = dict(
    scenario="room-overtime-charge", domain=DOMAIN,
    question="We got charged extra for last night, what's that about?",
    now="2026-05-09T12:00:00-04:00",
    evidence=[
        rec("bookings.retrieve#BKG-MA-3460", "tool:bookings.retrieve", {"booking": {
            "id": "BKG-MA-3460", "version": 2, "status": "ACCEPTED", "start_at": "2026-05-09T00:00:00Z",
            "location_id": "LMAJIND1",
            "appointment_segments": [{"duration_minutes": 180, "service_variation_id": "SV-ROOM-B"}]}}),
        rec("access_log.list#BKG-MA-3460", "tool:access.events.list", {"events": [
            {"type": "KEYCARD_IN", "door": "ROOM_B", "occurred_at": "2026-05-08T23:52:00Z"},
            {"type": "KEYCARD_OUT", "door": "ROOM_B", "occurred_at": "2026-05-09T03:40:00Z"}]}),
        rec("bookings.list#ROOM_B-next", "tool:bookings.list", {"bookings": [
            {"id": "BKG-MA-3471", "status": "ACCEPTED", "start_at": "2026-05-09T14:00:00Z",
             "appointment_segments": [{"service_variation_id": "SV-ROOM-B", "duration_minutes": 120}]}]}),
        rec("orders.retrieve#ORD-MA-7804", "tool:orders.retrieve", {"order": {
            "id": "ORD-MA-7804", "state": "COMPLETED", "location_id": "LMAJIND1",
            "line_items": [
                {"name": "Room B rehearsal (hourly)", "quantity": "3", "base_price_money": usd(2800), "total_money": usd(8400)},
                {"name": "Overtime (per 15 min)", "quantity": "3", "base_price_money": usd(700), "total_money": usd(2100)}],
            "total_money": usd(10500)}}),
        LOC,
        pol("policy#overtime", "Quiet hours start at midnight, so amps off by 12:00 AM sharp. Overtime is billed in "
            "15-minute steps at the room's hourly rate, rounded up. If another band is booked right after you, a $20 "
            "holdover fee is added too.", "v2"),
    ],
    ok=[
        dict(draft="Hey! You were booked until 11:00 PM and badged out at 11:40, so overtime came to three 15-minute "
                   "blocks at $7 each, which is $21. Nobody had the room right after you, so no holdover fee.",
             probes=[ok("booked until 11:00 PM"), ok("badged out at 11:40"), ok("three 15-minute blocks at $7 each"),
                     ok("which is $21"), ok("Nobody had the room right after you"), ok("so no holdover fee")],
             inc=["$21"],
             notes="start 00:00Z (8 PM EDT) + 180 min = 11 PM; KEYCARD_OUT 03:40Z = 11:40 PM; overtime 3 x 700; next Room B booking 10 AM next day."),
        dict(draft="Your total for last night was $105: $84 for the three booked hours and $21 in overtime.",
             probes=[ok("Your total for last night was $105"), ok("$84 for the three booked hours"), ok("$21 in overtime")],
             inc=["$105"], notes="ORD-MA-7804 lines 8400 + 2100 = 10500."),
        dict(draft="Overtime's billed in 15-minute steps and rounded up, so your 40 extra minutes counted as 45. That's "
                   "the extra $21.",
             probes=[ok("billed in 15-minute steps and rounded up"), ok("your 40 extra minutes counted as 45"),
                     ok("That's the extra $21.")],
             inc=["$21"], notes="policy rounding; 11:00 PM to 11:40 PM; overtime quantity 3 x 15 min."),
    ],
    bad=[
        dict(draft="You went 40 minutes past your 11:00 PM end time. Overtime bills by the full hour, so that added $28.",
             probes=[ok("40 minutes past your 11:00 PM end time"), bad("Overtime bills by the full hour", NLIC),
                     bad("that added $28", AMT)],
             exc=["by the full hour", "added $28"], errors=["wrong_policy_condition", "wrong_amount"],
             notes="Policy bills in 15-minute steps; overtime line total 2100."),
        dict(draft="You badged out at 3:40 AM, so overtime was $21, plus the $20 holdover fee since another band had "
                   "the room after you.",
             probes=[bad("You badged out at 3:40 AM", TIME), ok("overtime was $21"),
                     bad("plus the $20 holdover fee", AMT + NLIC), either("another band had the room after you", VAL + NOREC)],
             exc=["3:40 AM", "$20 holdover fee", "another band had the room"],
             errors=["unit_conversion", "condition_unmet", "invented_fact"],
             notes="03:40Z is 11:40 PM EDT; the next Room B booking is 14:00Z next day, so no holdover fee (order has none)."),
    ],
    repair=dict(
        draft="You badged out at 11:40 PM, 40 minutes over, so the overtime charge was $28.",
        probes=[ok("You badged out at 11:40 PM"), ok("40 minutes over"), bad("the overtime charge was $28", AMT)],
        exc=["$28"], inc=["$21|21", "11:40"], errors=["wrong_arithmetic"],
        notes="3 steps of 15 min at $28/h = 3 x $7 = $21 (overtime line 2100)."),
)

# ---------------------------------------------------------------- B16 punch card free hour
B16 = dict(
    scenario="free-hour-punch-card", domain=DOMAIN,
    question="Is my next session free? I think I'm at 10 hours on the punch card.",
    now="2026-02-10T15:00:00-05:00",
    evidence=[
        rec("loyalty.accounts.retrieve#LA-5530", "tool:loyalty.accounts.retrieve", {"loyalty_account": {
            "id": "LA-5530", "program_id": "PRG-10PAID", "balance": 9, "lifetime_points": 29,
            "rewards": [{"id": "RW-20", "state": "REDEEMED", "redeemed_at": "2026-01-17T20:00:00Z"},
                        {"id": "RW-11", "state": "REDEEMED", "redeemed_at": "2025-10-03T22:00:00Z"}],
            "available_rewards": []}}),
        rec("bookings.retrieve#BKG-MA-2219", "tool:bookings.retrieve", {"booking": {
            "id": "BKG-MA-2219", "version": 1, "status": "ACCEPTED", "start_at": "2026-02-13T00:00:00Z",
            "location_id": "LMAJIND1",
            "appointment_segments": [{"duration_minutes": 120, "service_variation_id": "SV-ROOM-B"}]}}),
        rec("orders.retrieve#ORD-MA-6102", "tool:orders.retrieve", {"order": {
            "id": "ORD-MA-6102", "state": "OPEN", "location_id": "LMAJIND1",
            "line_items": [{"name": "Room B rehearsal (hourly)", "quantity": "2", "base_price_money": usd(2800),
                            "total_money": usd(5600)}],
            "total_money": usd(5600), "rewards": []}}),
        LOC,
        pol("policy#punch-card", "Every 10 paid hours earns one free hour. Free hours can be used Monday through "
            "Thursday only, and they expire 90 days after they're earned. They can't be combined with the student "
            "rate.", "v1"),
    ],
    ok=[
        dict(draft="Hey! You're at 9 paid hours right now, so Thursday's two-hour session isn't free, but it'll push "
                   "you past 10 and earn you a free hour. Free hours work Monday to Thursday and expire 90 days after "
                   "you earn them.",
             probes=[ok("You're at 9 paid hours right now"), ok("Thursday's two-hour session isn't free"),
                     ok("earn you a free hour"), ok("Free hours work Monday to Thursday"),
                     ok("expire 90 days after you earn them")],
             inc=["9 paid hours"],
             notes="loyalty balance 9, no available_rewards; booking Thu Feb 12 7 PM EST, 120 min; policy."),
        dict(draft="Not quite yet: your card shows 9 of 10 hours. Thursday's 7 PM session is $56 for the two hours.",
             probes=[ok("your card shows 9 of 10 hours"), ok("Thursday's 7 PM session"), ok("$56 for the two hours")],
             inc=["$56"], notes="balance 9; start_at 00:00Z Feb 13 = Thu Feb 12 7 PM EST; order total 5600."),
    ],
    bad=[
        dict(draft="You've hit 10 paid hours, so your free hour is ready and Thursday's session is on the house.",
             probes=[bad("You've hit 10 paid hours", VAL), bad("your free hour is ready", STATE + VAL),
                     bad("Thursday's session is on the house", AMT + VAL)],
             exc=["hit 10 paid hours", "free hour is ready", "on the house"],
             errors=["wrong_quantity", "condition_unmet", "wrong_amount"],
             notes="balance 9, available_rewards empty, and order ORD-MA-6102 is 5600 with no reward."),
        dict(draft="You're at 9 hours, and free hours can be used any day, weekends included. Your session starts "
                   "Friday at 12:00 AM.",
             probes=[ok("You're at 9 hours"), bad("weekends included", NLIC), bad("Friday at 12:00 AM", TIME)],
             exc=["weekends included", "Friday at 12:00 AM"], errors=["wrong_policy_condition", "unit_conversion"],
             notes="Policy: Monday through Thursday only; 2026-02-13T00:00Z is Thursday 7 PM EST."),
    ],
    repair=dict(
        draft="You're at 9 paid hours, and Thursday's two-hour session will cost $64.",
        probes=[ok("You're at 9 paid hours"), bad("will cost $64", AMT)],
        exc=["$64"], inc=["$56|56", "9 paid hours"], errors=["wrong_amount"],
        notes="ORD-MA-6102 total 5600 (2 x $28)."),
)

BUNDLES = [B13, B14, B15, B16]
