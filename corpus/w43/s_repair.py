"""Music-gear repair: Bent Neck Gear Repair, Boise (America/Boise) and Indianapolis branch."""
from common import *

DOMAIN = "music-gear repair"

LOC_BOI = rec("locations.retrieve#LBNBOI1", "tool:locations.retrieve", {"location": {
    "id": "LBNBOI1", "name": "Bent Neck Gear Repair - Boise", "timezone": "America/Boise",
    "business_hours": {"periods": [{"day_of_week": "TUE", "start_local_time": "10:00:00", "end_local_time": "18:00:00"},
                                   {"day_of_week": "SAT", "start_local_time": "10:00:00", "end_local_time": "18:00:00"}]}}})
LOC_IND = rec("locations.retrieve#LBNIND1", "tool:locations.retrieve", {"location": {
    "id": "LBNIND1", "name": "Bent Neck Gear Repair - Fountain Square", "timezone": "America/Indiana/Indianapolis"}})

# ---------------------------------------------------------------- B17 guitar setup ready
B17 = dict(
    scenario="tele-setup-pickup", domain=DOMAIN,
    question="Is my Tele done? And what about the delay pedal?",
    now="2026-06-11T09:30:00-06:00",
    evidence=[
        rec("repair_tickets.get#RT-5012", "tool:repair_tickets.get", {"repair_ticket": {
            "id": "RT-5012", "status": "READY_FOR_PICKUP", "item": "Telecaster-style electric guitar",
            "work": ["FULL_SETUP", "FRET_LEVEL"], "bench_tech_id": "TM-WREN", "ready_at": "2026-06-10T21:15:00Z",
            "order_id": "ORD-BN-3391", "location_id": "LBNBOI1"}}),
        rec("repair_tickets.get#RT-5013", "tool:repair_tickets.get", {"repair_ticket": {
            "id": "RT-5013", "status": "AWAITING_PARTS", "item": "Analog delay pedal",
            "work": ["REPLACE_DELAY_CHIP"], "parts_eta": None, "location_id": "LBNBOI1"}}),
        rec("orders.retrieve#ORD-BN-3391", "tool:orders.retrieve", {"order": {
            "id": "ORD-BN-3391", "state": "OPEN", "location_id": "LBNBOI1",
            "line_items": [{"name": "Full setup", "quantity": "1", "base_price_money": usd(7500)},
                           {"name": "Fret level & crown", "quantity": "1", "base_price_money": usd(14000)}],
            "total_money": usd(21500),
            "tenders": [{"type": "CARD", "amount_money": usd(5000), "note": "drop-off deposit"}],
            "net_amount_due_money": usd(16500),
            "fulfillments": [{"type": "PICKUP", "state": "PREPARED"}]}}),
        LOC_BOI,
        pol("policy#pickup", "We play-test every setup before we call you. Finished repairs are held for 30 days, "
            "and after that a $5 per day storage fee applies. Bring your ticket number or a photo ID to pick up.", "v4"),
    ],
    ok=[
        dict(draft="Hey! Your Tele (RT-5012) is ready to pick up, setup and fret level both done. The balance is $165 "
                   "after your $50 deposit. The delay pedal (RT-5013) is still waiting on parts.",
             probes=[ok("Your Tele (RT-5012) is ready to pick up"), ok("setup and fret level both done"),
                     ok("The balance is $165"), ok("after your $50 deposit"),
                     ok("The delay pedal (RT-5013) is still waiting on parts")],
             inc=["$165", "RT-5012"],
             notes="RT-5012 READY_FOR_PICKUP, work FULL_SETUP + FRET_LEVEL; net due 16500 after 5000 tender; RT-5013 AWAITING_PARTS."),
        dict(draft="Yep, the Telecaster was finished yesterday afternoon and is ready whenever you are; just bring the "
                   "ticket number or a photo ID. The pedal's still waiting on a part.",
             probes=[ok("the Telecaster was finished yesterday afternoon"), ok("is ready whenever you are"),
                     ok("bring the ticket number or a photo ID"), ok("The pedal's still waiting on a part")],
             inc=["yesterday"], notes="ready_at 21:15Z June 10 = 3:15 PM MDT, now June 11; policy pickup ID."),
    ],
    bad=[
        dict(draft="Both your Tele and the delay pedal are ready to grab, and you'll owe $215 at pickup.",
             probes=[bad("Both your Tele and the delay pedal are ready to grab", STATE),
                     bad("you'll owe $215 at pickup", AMT)],
             exc=["delay pedal are ready", "$215 at pickup"], errors=["wrong_state", "wrong_arithmetic"],
             notes="RT-5013 is AWAITING_PARTS; net_amount_due is 16500 after the $50 deposit."),
        dict(draft="Your Tele, ticket RT-5013, is ready for pickup. We hold finished repairs for 60 days, so no rush.",
             probes=[bad("ticket RT-5013", IDM), ok("is ready for pickup"), bad("for 60 days", NLIC)],
             exc=["RT-5013", "60 days"], errors=["other_record_value", "wrong_period"],
             notes="RT-5013 is the pedal's ticket (the Tele is RT-5012); policy holds repairs 30 days."),
    ],
    repair=dict(
        draft="Your Tele's still on the bench, and the balance will be $165.",
        probes=[bad("Your Tele's still on the bench", STATE), ok("the balance will be $165")],
        exc=["still on the bench"], inc=["ready|finished|done", "$165"], errors=["wrong_state"],
        notes="RT-5012 status READY_FOR_PICKUP; fulfillment PREPARED."),
)

# ---------------------------------------------------------------- B18 amp estimate revised
B18 = dict(
    scenario="tube-amp-estimate", domain=DOMAIN,
    question="Got the updated estimate for my amp. What's the total and does the $45 diag fee count?",
    now="2026-03-18T11:00:00-04:00",
    evidence=[
        rec("estimates.get#EST-BN-811", "tool:orders.retrieve", {"order": {
            "id": "EST-BN-811", "version": 2, "state": "DRAFT", "location_id": "LBNIND1",
            "line_items": [
                {"name": "Power tubes, matched quad", "quantity": "1", "base_price_money": usd(12000)},
                {"name": "Filter capacitor kit", "quantity": "1", "base_price_money": usd(6000)},
                {"name": "Bench labor", "quantity": "2", "base_price_money": usd(7500),
                 "metadata": {"estimated_duration": "PT2H"}}],
            "total_money": usd(33000), "created_at": "2026-03-16T15:30:00Z", "expires_on": "2026-03-30"}}),
        rec("estimates.get#EST-BN-811@v1", "tool:orders.retrieve?version=1", {"order": {
            "id": "EST-BN-811", "version": 1, "state": "DRAFT",
            "line_items": [{"name": "Power tubes, matched quad", "quantity": "1", "base_price_money": usd(12000)},
                           {"name": "Bench labor", "quantity": "1", "base_price_money": usd(7500),
                            "metadata": {"estimated_duration": "PT1H"}}],
            "total_money": usd(19500)}, "replaced_by_version": 2}),
        rec("orders.retrieve#ORD-BN-2207", "tool:orders.retrieve", {"order": {
            "id": "ORD-BN-2207", "state": "COMPLETED", "location_id": "LBNIND1",
            "line_items": [{"name": "Amp diagnosis (bench fee)", "quantity": "1", "base_price_money": usd(4500)}],
            "tenders": [{"type": "CARD", "amount_money": usd(4500)}]}}),
        LOC_IND,
        pol("policy#estimates", "Every amp gets a diagnosis first. The $45 bench fee is credited toward the repair if "
            "you approve the estimate within 14 days. Estimates can change once the chassis is open, and we'll send "
            "a new version before doing any extra work. Labor is billed at $75 an hour.", "v5"),
    ],
    ok=[
        dict(draft="Hey! The updated estimate is $330: $120 for a quad of power tubes, $60 for the filter caps and $150 "
                   "for two hours of labor. Approve it by March 30 and the $45 bench fee comes off, so you'd owe $285.",
             probes=[ok("The updated estimate is $330"), ok("$120 for a quad of power tubes"), ok("$60 for the filter caps"),
                     ok("$150 for two hours of labor"), ok("Approve it by March 30"),
                     ok("the $45 bench fee comes off"), ok("you'd owe $285")],
             inc=["$330", "$285"],
             notes="version 2 lines 12000 + 6000 + 2 x 7500 = 33000; expires_on 2026-03-30 (14 days); 330 - 45 = 285."),
        dict(draft="Total's $330; with your $45 bench fee credited you'd pay $285.",
             probes=[ok("Total's $330"), ok("with your $45 bench fee credited"), ok("you'd pay $285")],
             inc=["$285"], notes="total 33000; policy credits the bench fee within 14 days."),
        dict(draft="Labor's estimated at 2 hours ($150) and parts at $180, so $330 altogether.",
             probes=[ok("Labor's estimated at 2 hours ($150)"), ok("parts at $180"), ok("$330 altogether")],
             inc=["$180"], notes="PT2H labor at 7500; parts 12000 + 6000 = 18000."),
    ],
    bad=[
        dict(draft="The estimate comes to $195: tubes plus an hour of labor. Approve it by March 30 and the $45 bench "
                   "fee is credited.",
             probes=[bad("The estimate comes to $195", AMT), bad("tubes plus an hour of labor", VAL),
                     ok("Approve it by March 30"), ok("the $45 bench fee is credited")],
             exc=["$195", "an hour of labor"], errors=["stale_value", "stale_value"],
             notes="$195 and PT1H are version 1, replaced by version 2 (33000, PT2H, filter caps added)."),
        dict(draft="The new estimate is $330, and $330 minus the $45 credit leaves $295. The bench fee gets credited "
                   "whenever you decide to approve.",
             probes=[ok("The new estimate is $330"), bad("leaves $295", AMT),
                     bad("credited whenever you decide to approve", NLIC)],
             exc=["leaves $295", "whenever you decide"], errors=["wrong_arithmetic", "wrong_policy_condition"],
             notes="330 - 45 = 285; policy credits only if approved within 14 days."),
    ],
    repair=dict(
        draft="The new total is $330, and once you approve, the $45 bench fee comes off, so you'd owe $375.",
        probes=[ok("The new total is $330"), ok("the $45 bench fee comes off"), bad("you'd owe $375", AMT)],
        exc=["owe $375"], inc=["$285|285", "$330"], errors=["wrong_arithmetic"],
        notes="The credit is subtracted: 33000 - 4500 = 28500."),
)

# ---------------------------------------------------------------- B19 warranty on a jack repair
B19 = dict(
    scenario="bass-jack-warranty", domain=DOMAIN,
    question="The output jack you replaced in January is cutting out again. Is that under warranty?",
    now="2026-05-22T10:00:00-06:00",
    evidence=[
        rec("repair_tickets.get#RT-4102", "tool:repair_tickets.get", {"repair_ticket": {
            "id": "RT-4102", "status": "PICKED_UP", "item": "4-string bass", "picked_up_at": "2026-01-20T22:40:00Z",
            "order_id": "ORD-BN-2950", "location_id": "LBNBOI1"}}),
        rec("orders.retrieve#ORD-BN-2950", "tool:orders.retrieve", {"order": {
            "id": "ORD-BN-2950", "state": "COMPLETED",
            "line_items": [{"name": "Output jack (shop-supplied)", "quantity": "1", "base_price_money": usd(900)},
                           {"name": "Labor - jack replacement", "quantity": "1", "base_price_money": usd(3500)}],
            "total_money": usd(4400)}}),
        rec("warranties.get#RT-4102", "tool:warranties.get", {"warranty": {
            "ticket_id": "RT-4102", "labor_warranty_ends_on": "2026-04-20", "parts_warranty_ends_on": "2027-01-20"}}),
        rec("warranties.get#RT-4390", "tool:warranties.get", {"warranty": {
            "ticket_id": "RT-4390", "item": "Combo amp", "labor_warranty_ends_on": "2026-07-29",
            "parts_warranty_ends_on": "2027-04-30"}}),
        LOC_BOI,
        pol("policy#warranty", "Bring the instrument and your ticket number and we'll take a look at no charge. Our "
            "repairs carry a 90-day warranty on labor and a 1-year warranty on parts we supplied. The warranty doesn't "
            "cover drops, spills or modifications after pickup.", "v2"),
    ],
    ok=[
        dict(draft="Hey, sorry it's acting up! The jack itself is still under the 1-year parts warranty (through "
                   "January 20, 2027), so the part's free. The 90-day labor warranty ran out April 20, though, so "
                   "labor would be billed.",
             probes=[na("sorry it's acting up!"), ok("still under the 1-year parts warranty"),
                     ok("(through January 20, 2027)"), ok("so the part's free"),
                     ok("The 90-day labor warranty ran out April 20"), ok("labor would be billed")],
             inc=["January 20, 2027", "April 20"],
             notes="RT-4102 warranty: parts to 2027-01-20, labor to 2026-04-20; now 2026-05-22; policy 90 days / 1 year."),
        dict(draft="Parts warranty: good till 1/20/27. Labor warranty: ended 4/20/26. Bring it in with ticket RT-4102 "
                   "and we'll check it out at no charge.",
             probes=[ok("Parts warranty: good till 1/20/27"), ok("Labor warranty: ended 4/20/26"),
                     ok("ticket RT-4102"), ok("we'll check it out at no charge")],
             inc=["RT-4102"], notes="warranty record for RT-4102; policy free look."),
    ],
    bad=[
        dict(draft="Good news: your labor warranty runs through July 29, so the whole fix is free.",
             probes=[bad("your labor warranty runs through July 29", DATE), bad("the whole fix is free", VAL + NLIC)],
             exc=["July 29", "whole fix is free"], errors=["other_record_value", "condition_unmet"],
             notes="July 29 is the amp ticket RT-4390; RT-4102's labor warranty ended 2026-04-20, so labor isn't free."),
        dict(draft="Parts are warrantied for 6 months, so you're still inside that window. You picked the bass up "
                   "January 20 at 10:40 PM.",
             probes=[bad("Parts are warrantied for 6 months", NLIC), ok("you're still inside that window"),
                     bad("January 20 at 10:40 PM", TIME)],
             exc=["6 months", "10:40 PM"], errors=["wrong_policy_condition", "unit_conversion"],
             notes="Policy says 1 year on parts (still inside it); picked_up_at 22:40Z = 3:40 PM MST."),
    ],
    repair=dict(
        draft="Your jack's parts warranty runs through January 20, 2027, but labor coverage ended March 20.",
        probes=[ok("parts warranty runs through January 20, 2027"), bad("labor coverage ended March 20", DATE)],
        exc=["March 20"], inc=["April 20|4/20|Apr 20", "January 20, 2027|1/20/27"], errors=["wrong_date"],
        notes="labor_warranty_ends_on 2026-04-20."),
)

# ---------------------------------------------------------------- B20 mail-in pedal shipping back
B20 = dict(
    scenario="fuzz-return-shipping", domain=DOMAIN,
    question="Any update on my fuzz pedal?",
    now="2026-08-25T09:00:00-06:00",
    evidence=[
        rec("repair_tickets.get#RT-5230", "tool:repair_tickets.get", {"repair_ticket": {
            "id": "RT-5230", "status": "SHIPPED", "item": "Fuzz pedal (mail-in)", "order_id": "ORD-BN-3522",
            "location_id": "LBNBOI1"}}),
        rec("shipments.get#outbound", "tool:fulfillments.shipments.get", {"shipment": {
            "direction": "OUTBOUND", "carrier": "UPS", "service": "GROUND", "tracking_number": "1Z84X7W20391558830",
            "status": "IN_TRANSIT", "estimated_delivery_date": "2026-08-27", "weight_grams": 680}}),
        rec("shipments.get#inbound", "tool:fulfillments.shipments.get", {"shipment": {
            "direction": "INBOUND", "carrier": "USPS", "tracking_number": "9405511899223197428810",
            "status": "DELIVERED", "delivered_at": "2026-08-14T18:12:00Z"}}),
        rec("orders.retrieve#ORD-BN-3522", "tool:orders.retrieve", {"order": {
            "id": "ORD-BN-3522", "state": "COMPLETED",
            "line_items": [{"name": "Pedal repair - fuzz", "quantity": "1", "base_price_money": usd(5500)},
                           {"name": "Return shipping (UPS Ground)", "quantity": "1", "base_price_money": usd(1450)}],
            "total_money": usd(6950),
            "tenders": [{"type": "CARD", "amount_money": usd(6950),
                         "card_details": {"card": {"card_brand": "VISA", "last_4": "2664"}}}]}}),
        LOC_BOI,
        pol("policy#mail-in", "Mail-in repairs ship back by UPS Ground, insured up to $300. Return shipping is a flat "
            "$14.50 within the US. If a package arrives damaged, keep the box and photograph it; we file the claim.", "v1"),
    ],
    ok=[
        dict(draft="Hey! Your fuzz is fixed and on its way back via UPS Ground, tracking 1Z84X7W20391558830, with "
                   "delivery expected Thursday, August 27.",
             probes=[ok("Your fuzz is fixed"), ok("on its way back via UPS Ground"), ok("tracking 1Z84X7W20391558830"),
                     ok("delivery expected Thursday, August 27")],
             inc=["1Z84X7W20391558830", "August 27"],
             notes="RT-5230 SHIPPED; outbound UPS GROUND IN_TRANSIT, estimated 2026-08-27 (a Thursday)."),
        dict(draft="Good news: it shipped! Tracking shows it in transit, due 8/27. You paid $69.50 total, which is $55 "
                   "for the repair plus $14.50 return shipping.",
             probes=[ok("it shipped!"), ok("Tracking shows it in transit"), ok("due 8/27"), ok("You paid $69.50 total"),
                     ok("$55 for the repair"), ok("$14.50 return shipping")],
             inc=["$69.50"], notes="ORD-BN-3522 lines 5500 + 1450 = 6950."),
    ],
    bad=[
        dict(draft="Your fuzz is on its way back! Tracking number 9405511899223197428810, due August 27, and it's insured "
                   "up to $500.",
             probes=[ok("Your fuzz is on its way back!"), bad("Tracking number 9405511899223197428810", IDM),
                     ok("due August 27"), bad("insured up to $500", POLC)],
             exc=["9405511899223197428810", "$500"], errors=["other_record_value", "wrong_amount"],
             notes="940551... is the inbound USPS shipment; outbound is 1Z84X7W20391558830. Policy insures up to $300."),
        dict(draft="It's out for delivery today with UPS! You paid $59.50 in all: $55 for the repair plus $14.50 for "
                   "shipping.",
             probes=[bad("It's out for delivery today", STATE + DATE), bad("You paid $59.50 in all", AMT),
                     ok("$55 for the repair plus $14.50 for shipping")],
             exc=["out for delivery", "$59.50"], errors=["wrong_state", "wrong_arithmetic"],
             notes="Outbound status IN_TRANSIT with estimated delivery Aug 27 (now Aug 25); 55 + 14.50 = 69.50."),
    ],
    repair=dict(
        draft="Your fuzz is on its way back by UPS Ground, arriving August 29.",
        probes=[ok("on its way back by UPS Ground"), bad("arriving August 29", DATE)],
        exc=["August 29"], inc=["August 27|Aug 27|8/27", "UPS"], errors=["wrong_date"],
        notes="estimated_delivery_date 2026-08-27."),
)

# ---------------------------------------------------------------- B21 rush on sax pads
B21 = dict(
    scenario="sax-rush-request", domain=DOMAIN,
    question="Can you rush my sax? I've got a gig Saturday.",
    now="2026-09-09T14:00:00-04:00",
    evidence=[
        rec("repair_tickets.get#RT-6018", "tool:repair_tickets.get", {"repair_ticket": {
            "id": "RT-6018", "status": "IN_QUEUE", "item": "Alto saxophone", "work": ["REPLACE_PADS_X3"],
            "rush": {"requested": True, "state": "PENDING_TECH_CONFIRMATION"}, "location_id": "LBNIND1",
            "order_id": "ORD-BN-4107"}}),
        rec("orders.retrieve#ORD-BN-4107", "tool:orders.retrieve", {"order": {
            "id": "ORD-BN-4107", "state": "OPEN",
            "line_items": [{"name": "Pad replacement labor", "quantity": "1", "base_price_money": usd(9000),
                            "metadata": {"estimated_duration": "PT1H30M"}},
                           {"name": "Sax pads (leather, resonator)", "quantity": "3", "base_price_money": usd(600),
                            "total_money": usd(1800)}],
            "total_money": usd(10800), "service_charges": []}}),
        rec("inventory.counts#PAD-ALTO-RES", "tool:inventory.batch_retrieve_counts", {"counts": [
            {"catalog_object_id": "PAD-ALTO-RES", "state": "IN_STOCK", "quantity": "14", "location_id": "LBNIND1"}]}),
        LOC_IND,
        pol("policy#rush", "Rush service moves your job to the front of the bench for a 50% surcharge on labor. It's "
            "available once the tech confirms the parts are in stock. Rush jobs are typically done in 2 business "
            "days. We don't rush full overhauls.", "v3"),
    ],
    ok=[
        dict(draft="Hey! I've flagged your sax for rush, and it's waiting on the tech to confirm. The pads are in stock, "
                   "and rush adds 50% to labor, so $45 on top of the $90. Rush jobs usually take 2 business days.",
             probes=[ok("I've flagged your sax for rush"), ok("it's waiting on the tech to confirm"),
                     ok("The pads are in stock"), ok("rush adds 50% to labor"), ok("so $45 on top of the $90"),
                     ok("Rush jobs usually take 2 business days")],
             inc=["$45"],
             notes="rush requested, PENDING_TECH_CONFIRMATION; inventory IN_STOCK 14; labor 9000, 50% = 4500; policy."),
        dict(draft="Rush request's in, pending tech confirmation. It'd be +$45, for a total of $153 with the $18 in parts.",
             probes=[ok("Rush request's in"), ok("pending tech confirmation"), ok("It'd be +$45"),
                     ok("a total of $153"), ok("the $18 in parts")],
             inc=["$153"], notes="9000 + 1800 + 4500 = 15300."),
    ],
    bad=[
        dict(draft="You're good: the rush is confirmed and your sax will be ready Friday. It's an extra $45 on the labor.",
             probes=[bad("the rush is confirmed", STATE), unk("your sax will be ready Friday", NOREC),
                     ok("It's an extra $45 on the labor")],
             exc=["rush is confirmed", "ready Friday"], errors=["wrong_state", "invented_promise"],
             notes="rush.state is PENDING_TECH_CONFIRMATION; no record gives a ready date."),
        dict(draft="Rush is pending the tech's OK. It adds 50% of the job total, so $54, and brings you to $162.",
             probes=[ok("Rush is pending the tech's OK"), bad("It adds 50% of the job total", NLIC),
                     bad("so $54", AMT + POLC), bad("brings you to $162", AMT)],
             exc=["50% of the job total", "$54", "$162"],
             errors=["wrong_policy_condition", "wrong_amount", "wrong_amount"],
             notes="Policy: 50% on labor only (9000 -> 4500); total would be 15300."),
    ],
    repair=dict(
        draft="Your rush request is pending the tech's confirmation. Rush adds 50% on labor, so $90 extra for your pads.",
        probes=[ok("Your rush request is pending the tech's confirmation"), ok("Rush adds 50% on labor"),
                bad("so $90 extra", AMT + POLC)],
        exc=["$90 extra"], inc=["$45|45", "50%"], errors=["wrong_arithmetic"],
        notes="Labor line 9000; 50% is 4500 ($45)."),
)

BUNDLES = [B17, B18, B19, B20, B21]
