"""Piano tuning: Keystone Piano Tuning, Indianapolis (America/Indiana/Indianapolis)."""
from common import *

DOMAIN = "piano tuning"

LOC = rec("locations.retrieve#LKPTIND1", "tool:locations.retrieve", {"location": {
    "id": "LKPTIND1", "name": "Keystone Piano Tuning", "timezone": "America/Indiana/Indianapolis",
    "phone_number": "+1 317-555-0148", "status": "ACTIVE"}})

TEAM = rec("team_members.search#keystone", "tool:team_members.search", {"team_members": [
    {"id": "TM-ORLA", "given_name": "Orla", "family_name": "Pritchett", "status": "ACTIVE",
     "job_title": "Lead piano technician"},
    {"id": "TM-BENJI", "given_name": "Benji", "family_name": "Adeyemi", "status": "ACTIVE",
     "job_title": "Apprentice technician"},
    {"id": "TM-HAL", "given_name": "Hal", "family_name": "Okafor", "status": "ACTIVE",
     "job_title": "Piano technician"}]})

# ---------------------------------------------------------------- B5 tuning appointment
B5 = dict(
    scenario="tuning-visit-confirm", domain=DOMAIN,
    question="Can you confirm when the tuner is coming Thursday and how long it takes?",
    now="2026-03-17T10:00:00-04:00",
    evidence=[
        rec("bookings.retrieve#BKG-9H2LQ", "tool:bookings.retrieve", {"booking": {
            "id": "BKG-9H2LQ", "version": 2, "status": "ACCEPTED", "start_at": "2026-03-19T18:30:00Z",
            "location_id": "LKPTIND1", "location_type": "CUSTOMER_LOCATION", "customer_id": "CUST-2290",
            "customer_note": "Upright in the upstairs den, dog will be crated",
            "appointment_segments": [{"duration_minutes": 90, "service_variation_id": "SV-TUNE-STD",
                                      "service_variation_version": 5, "team_member_id": "TM-ORLA"}],
            "address": {"address_line_1": "4418 Carrollton Ave", "locality": "Indianapolis"},
            "created_at": "2026-02-26T15:04:11Z"}}),
        TEAM, LOC,
        rec("catalog.object#SV-TUNE-STD", "tool:catalog.retrieve", {"object": {
            "type": "ITEM_VARIATION", "id": "SV-TUNE-STD", "version": 5,
            "item_variation_data": {"name": "Standard tuning", "price_money": usd(16500),
                                    "service_duration": 5400000, "available_for_booking": True}}}),
        pol("policy#visits", "Please make sure the piano can be reached and the room is quiet during the visit. "
            "A standard tuning assumes the piano is within 10 cents of A440; if a pitch raise is needed, the "
            "technician quotes it on site before starting. We text a reminder the day before your appointment. "
            "Payment is due at the end of the visit, by card or check.", "v4"),
        psg("kb#seasonal-drift", "Pianos drift most when the heating season starts or ends.\n"
            "We recommend tuning twice a year for a piano that gets regular use."),
    ],
    ok=[
        dict(draft="Hey! Orla Pritchett will be at your place Thursday, March 19 at 2:30 PM, and a standard tuning "
                   "takes about 90 minutes.",
             probes=[ok("Orla Pritchett will be at your place"), ok("Thursday, March 19 at 2:30 PM"), ok("about 90 minutes")],
             inc=["2:30 PM"],
             notes="start_at 18:30Z is 2:30 PM EDT (DST began March 8); segment 90 min with TM-ORLA."),
        dict(draft="You're all set for 3/19 at 2:30 in the afternoon: an hour and a half with Orla, our lead tech. "
                   "The standard tuning is $165, payable by card or check at the end of the visit.",
             probes=[ok("3/19 at 2:30 in the afternoon"), ok("an hour and a half with Orla"), ok("our lead tech"),
                     ok("The standard tuning is $165"), ok("payable by card or check at the end of the visit")],
             inc=["$165", "3/19"],
             notes="catalog price 16500; TM-ORLA job_title Lead piano technician; policy payment sentence."),
        dict(draft="Confirmed: Orla comes by the day after tomorrow at 2:30 PM. We'll text you a reminder the day before.",
             probes=[ok("Orla comes by the day after tomorrow at 2:30 PM"), ok("text you a reminder the day before")],
             inc=["2:30 PM"], notes="now is Tuesday March 17, the booking is Thursday March 19 at 2:30 PM local; policy reminder."),
    ],
    bad=[
        dict(draft="Hey! Orla's booked for Thursday at 6:30 PM and the tuning takes about 90 minutes.",
             probes=[bad("Thursday at 6:30 PM", TIME), ok("about 90 minutes")],
             exc=["6:30 PM"], errors=["unit_conversion"],
             notes="18:30 is the UTC clock of start_at; local time is 2:30 PM."),
        dict(draft="Benji, our lead piano technician, is coming by Thursday at 2:30 PM. If your piano needs a pitch "
                   "raise, it's included at no extra cost.",
             probes=[bad("Benji, our lead piano technician", IDM + ["VALUE_MISMATCH"]), ok("Thursday at 2:30 PM"),
                     either("included at no extra cost", NLIC + POLI)],
             exc=["Benji", "included at no extra cost"], errors=["wrong_name", "invented_promise"],
             notes="Booking team_member_id is TM-ORLA (Orla, lead); Benji is the apprentice. Policy: a pitch raise is quoted on site."),
    ],
    repair=dict(
        draft="See you Thursday! Orla's booked for 1:30 PM on March 19 and the tuning runs 90 minutes.",
        probes=[bad("1:30 PM on March 19", TIME), ok("the tuning runs 90 minutes")],
        exc=["1:30 PM"], inc=["2:30 PM|2:30|14:30", "90 minutes"], errors=["wrong_time"],
        notes="18:30Z on March 19 is 2:30 PM EDT; 1:30 PM would be standard time."),
)

# ---------------------------------------------------------------- B6 pitch raise quote
B6 = dict(
    scenario="pitch-raise-quote", domain=DOMAIN,
    question="What's the final price with the pitch raise and the strings, and do I pay anything up front?",
    now="2026-10-07T09:00:00-04:00",
    evidence=[
        rec("orders.retrieve#EST-55Q1", "tool:orders.retrieve", {"order": {
            "id": "EST-55Q1", "version": 2, "state": "OPEN", "location_id": "LKPTIND1", "reference_id": "QUOTE",
            "line_items": [
                {"uid": "a", "name": "Standard tuning", "quantity": "1", "base_price_money": usd(16500),
                 "total_money": usd(16500)},
                {"uid": "b", "name": "Pitch raise (piano measured 32 cents flat)", "quantity": "1",
                 "base_price_money": usd(8500), "total_money": usd(8500)},
                {"uid": "c", "name": "Bass string replacement", "quantity": "2", "base_price_money": usd(3800),
                 "total_money": usd(7600)}],
            "total_money": usd(32600), "updated_at": "2026-10-06T20:12:00Z"}}),
        rec("orders.retrieve#EST-55Q1@v1", "tool:orders.retrieve?version=1", {
            "order": {"id": "EST-55Q1", "version": 1, "state": "OPEN",
                      "line_items": [{"uid": "a", "name": "Standard tuning", "quantity": "1", "total_money": usd(16500)},
                                     {"uid": "b", "name": "Pitch raise (estimate by phone)", "quantity": "1",
                                      "total_money": usd(6000)}],
                      "total_money": usd(22500), "updated_at": "2026-09-30T14:40:00Z"},
            "replaced_by_version": 2}),
        rec("bookings.retrieve#BKG-7TT3A", "tool:bookings.retrieve", {"booking": {
            "id": "BKG-7TT3A", "version": 1, "status": "ACCEPTED", "start_at": "2026-10-14T14:00:00Z",
            "location_id": "LKPTIND1",
            "appointment_segments": [{"duration_minutes": 120, "team_member_id": "TM-ORLA",
                                      "service_variation_id": "SV-STRING-REPL"}]}}),
        LOC,
        pol("policy#quotes", "Pitch raises are quoted after the technician measures how far the piano has drifted. "
            "Quotes are good for 30 days. Replacement strings are special-ordered and can't be returned once fitted. "
            "When you approve a quote we collect a 50% deposit on parts only.", "v2"),
    ],
    ok=[
        dict(draft="Hey! The updated quote comes to $326: $165 for the tuning, $85 for the pitch raise and $76 for two "
                   "bass strings. You'd put down a $38 deposit on the strings when you approve it.",
             probes=[ok("The updated quote comes to $326"), ok("$165 for the tuning"), ok("$85 for the pitch raise"),
                     ok("$76 for two bass strings"), ok("You'd put down a $38 deposit on the strings")],
             inc=["$326", "$38"],
             notes="version 2 line items and total 32600; policy 50% deposit on parts: half of 7600 is 3800."),
        dict(draft="Quote EST-55Q1 (version 2):\n- Tuning: $165.00\n- Pitch raise: $85.00\n- Bass strings x2: $76.00\n"
                   "- Total: $326.00\nIt's good for 30 days.",
             probes=[ok("Tuning: $165.00"), ok("Pitch raise: $85.00"), ok("Bass strings x2: $76.00"),
                     ok("Total: $326.00"), ok("It's good for 30 days.")],
             inc=["$326.00"], notes="EST-55Q1 version 2; policy quotes good for 30 days."),
        dict(draft="Three hundred twenty-six dollars all in, and the string work is booked for Wednesday, October 14 "
                   "at 10:00 AM with Orla.",
             probes=[ok("Three hundred twenty-six dollars all in"), ok("booked for Wednesday, October 14 at 10:00 AM"),
                     ok("with Orla")],
             inc=["October 14"], notes="total 32600; BKG-7TT3A 14:00Z is 10:00 AM EDT, team member TM-ORLA."),
    ],
    bad=[
        dict(draft="Here's the breakdown: $165 for the tuning, $60 for the pitch raise and $76 for the strings, so "
                   "$301 total. Strings can't be returned once they're fitted.",
             probes=[ok("$165 for the tuning"), bad("$60 for the pitch raise", AMT), ok("$76 for the strings"),
                     bad("$301 total", AMT), ok("Strings can't be returned once they're fitted")],
             exc=["$60 for the pitch raise", "$301 total"], errors=["stale_value", "wrong_amount"],
             notes="$60 is the pitch raise of replaced version 1; version 2 says 8500 and a total of 32600."),
        dict(draft="The strings are $38 each, so with the tuning and pitch raise you're at $288. The deposit is half "
                   "of the whole quote, due when you approve.",
             probes=[ok("The strings are $38 each"), bad("you're at $288", AMT),
                     bad("half of the whole quote", NLIC + ["VALUE_MISMATCH"])],
             exc=["$288", "half of the whole quote"], errors=["wrong_arithmetic", "wrong_policy_condition"],
             notes="165+85+2x38 = 326 (the draft counted one string); policy deposit is 50% on parts only."),
    ],
    repair=dict(
        draft="Your quote's at $326 total. Strings are non-returnable once fitted, and the 50% parts deposit comes to $76.",
        probes=[ok("Your quote's at $326 total"), ok("Strings are non-returnable once fitted"),
                bad("the 50% parts deposit comes to $76", AMT)],
        exc=["deposit comes to $76"], inc=["$38|38", "$326"], errors=["wrong_arithmetic"],
        notes="parts line total 7600; 50% is 3800 ($38)."),
)

# ---------------------------------------------------------------- B7 late cancellation fee
B7 = dict(
    scenario="late-cancel-fee", domain=DOMAIN,
    question="I had to cancel yesterday's tuning and got charged $40?? I've been with you guys for years.",
    now="2026-11-06T09:00:00-05:00",
    evidence=[
        rec("bookings.retrieve#BKG-4QW0C", "tool:bookings.retrieve", {"booking": {
            "id": "BKG-4QW0C", "version": 3, "status": "CANCELLED_BY_CUSTOMER", "start_at": "2026-11-05T15:00:00Z",
            "updated_at": "2026-11-04T19:30:00Z", "location_id": "LKPTIND1", "customer_id": "CUST-4471",
            "appointment_segments": [{"duration_minutes": 90, "team_member_id": "TM-HAL",
                                      "service_variation_id": "SV-TUNE-STD"}]}}),
        rec("orders.retrieve#ORD-LC-8812", "tool:orders.retrieve", {"order": {
            "id": "ORD-LC-8812", "state": "COMPLETED", "location_id": "LKPTIND1",
            "line_items": [{"name": "Late cancellation fee", "quantity": "1", "base_price_money": usd(4000)}],
            "tenders": [{"type": "CARD", "amount_money": usd(4000),
                         "card_details": {"card": {"card_brand": "MASTERCARD", "last_4": "0931"}}}]}}),
        refused("refunds.refund_payment#call-2", "refunds.refund_payment", "DENY",
                {"order_id": "ORD-LC-8812", "amount_money": usd(4000), "reason": "LATE_CANCEL_WAIVER",
                 "denial": "WAIVER_FIRST_TIME_ONLY"}),
        rec("customers.retrieve#CUST-4471", "tool:customers.retrieve", {"customer": {
            "id": "CUST-4471", "given_name": "Ruthie", "created_at": "2021-04-02T16:20:00Z",
            "booking_count": 6, "late_cancellation_waiver_used": False,
            "last_completed_booking": {"id": "BKG-3MM21", "start_at": "2026-05-12T14:00:00Z",
                                       "total_money": usd(16500)}}}),
        LOC,
        pol("policy#cancellations", "You can cancel or reschedule at no charge up to 24 hours before your "
            "appointment. Inside 24 hours, a $40 late-cancellation fee applies. If the technician arrives and can't "
            "get to the piano, the full service price is charged. First-time customers get one late cancellation "
            "waived.", "v6"),
    ],
    ok=[
        dict(draft="Hey, totally get it. You cancelled at 2:30 PM on November 4, which was inside 24 hours of the "
                   "10:00 AM appointment on the 5th, so the $40 late-cancellation fee applied. The one-time waiver is "
                   "only for first-time customers.",
             probes=[na("Hey, totally get it."), ok("You cancelled at 2:30 PM on November 4"),
                     ok("inside 24 hours"), ok("10:00 AM appointment on the 5th"),
                     ok("the $40 late-cancellation fee applied"), ok("only for first-time customers")],
             inc=["$40"],
             notes="updated_at 19:30Z = 2:30 PM EST Nov 4; start_at 15:00Z = 10:00 AM EST Nov 5 (DST ended Nov 1); policy."),
        dict(draft="Sorry for the hassle! The $40 charge on your Mastercard ending 0931 is our late-cancellation fee: "
                   "cancellations less than 24 hours out carry it, and anything cancelled 24 or more hours ahead is free.",
             probes=[na("Sorry for the hassle!"), ok("The $40 charge on your Mastercard ending 0931"),
                     ok("is our late-cancellation fee"), ok("cancellations less than 24 hours out carry it"),
                     ok("24 or more hours ahead is free")],
             inc=["0931"], notes="ORD-LC-8812 tender Mastercard 0931, 4000; policy 24-hour rule."),
    ],
    bad=[
        dict(draft="Thanks for sticking with us all these years! You qualify for our one-time late-cancellation "
                   "waiver, so I've refunded the $40 to your Mastercard.",
             probes=[na("Thanks for sticking with us all these years!"),
                     either("You qualify for our one-time late-cancellation waiver", NLIC + VAL + NOREC),
                     bad("I've refunded the $40", NOTEX)],
             exc=["You qualify for", "I've refunded the $40"], errors=["condition_unmet", "refused_call_effect"],
             notes="Waiver is for first-time customers (booking_count 6); the refund_payment call was DENY."),
        dict(draft="The $40 is our late-cancellation fee. Your appointment was at 3:00 PM on the 5th, and the fee "
                   "kicks in for anything cancelled inside 48 hours.",
             probes=[ok("The $40 is our late-cancellation fee"), bad("at 3:00 PM on the 5th", TIME),
                     bad("inside 48 hours", NLIC + ["VALUE_MISMATCH"])],
             exc=["3:00 PM", "inside 48 hours"], errors=["unit_conversion", "wrong_period"],
             notes="15:00Z is 10:00 AM EST; policy window is 24 hours."),
    ],
    repair=dict(
        draft="Hi! You cancelled about 19 and a half hours before the visit, so the $45 late fee kicked in.",
        probes=[ok("about 19 and a half hours before the visit"), bad("the $45 late fee", AMT + POLC)],
        exc=["$45"], inc=["$40|40 dollars", "19 and a half hours|19.5 hours"], errors=["wrong_amount"],
        notes="ORD-LC-8812 fee 4000 and the policy say $40; 19:30Z to 15:00Z next day is 19.5 hours."),
)

# ---------------------------------------------------------------- B8 reschedule to Saturday, escalated
B8 = dict(
    scenario="saturday-reschedule", domain=DOMAIN,
    question="Can I move Friday's tuning to Saturday the 22nd at 11?",
    now="2026-08-18T15:00:00-04:00",
    evidence=[
        rec("bookings.retrieve#BKG-2RTW8", "tool:bookings.retrieve", {"booking": {
            "id": "BKG-2RTW8", "version": 3, "status": "ACCEPTED", "start_at": "2026-08-21T13:00:00Z",
            "location_id": "LKPTIND1", "customer_id": "CUST-6120",
            "appointment_segments": [{"duration_minutes": 75, "team_member_id": "TM-HAL",
                                      "service_variation_id": "SV-TUNE-GRAND"}]}}),
        refused("bookings.update#call-7", "bookings.update", "ESCALATE",
                {"booking_id": "BKG-2RTW8", "version": 3, "booking": {"start_at": "2026-08-22T15:00:00Z"},
                 "reason": "WEEKEND_REQUIRES_DESK_APPROVAL"}),
        TEAM, LOC,
        pol("policy#reschedule", "Weekday reschedules made 24 hours or more ahead are free. Saturday appointments "
            "are available twice a month and carry a $25 weekend fee. Moving a visit to a Saturday has to be approved "
            "by the scheduling desk, which answers within one business day.", "v6"),
    ],
    ok=[
        dict(draft="Hey! Saturday moves need a sign-off from our scheduling desk, so I've passed your request for "
                   "Aug 22 at 11 AM along to them; they usually get back within one business day. Until then, you're "
                   "still booked for Friday at 9:00 AM with Hal.",
             probes=[ok("Saturday moves need a sign-off from our scheduling desk"),
                     ok("I've passed your request for Aug 22 at 11 AM along to them"),
                     ok("within one business day"), ok("still booked for Friday at 9:00 AM"), ok("with Hal")],
             inc=["9:00 AM"],
             notes="refused_call ESCALATE for the move; booking still 13:00Z = 9:00 AM EDT Friday with TM-HAL; policy."),
        dict(draft="I couldn't switch it myself. Saturday slots need scheduling-desk approval and carry a $25 weekend "
                   "fee. Your Friday 8/21, 9 AM appointment stands for now.",
             probes=[ok("I couldn't switch it myself"), ok("need scheduling-desk approval"),
                     ok("carry a $25 weekend fee"), ok("Friday 8/21, 9 AM appointment stands")],
             inc=["$25"], notes="update refused (ESCALATE); policy $25 weekend fee; booking 2026-08-21 9 AM local."),
    ],
    bad=[
        dict(draft="Done! You're moved to Saturday, August 22 at 11:00 AM with Hal, and there's no extra charge for "
                   "the weekend.",
             probes=[bad("You're moved to Saturday, August 22 at 11:00 AM", NOTEX),
                     bad("no extra charge for the weekend", POLC)],
             exc=["You're moved to Saturday", "no extra charge"], errors=["refused_call_effect", "wrong_policy_condition"],
             notes="bookings.update was escalated, not executed; policy charges a $25 weekend fee."),
        dict(draft="I've sent your Saturday request to the scheduling desk. For now you're still on for Friday at "
                   "1:00 PM, and Saturday visits carry a $15 weekend fee.",
             probes=[ok("sent your Saturday request to the scheduling desk"), bad("Friday at 1:00 PM", TIME),
                     bad("a $15 weekend fee", POLC)],
             exc=["1:00 PM", "$15 weekend fee"], errors=["unit_conversion", "wrong_amount"],
             notes="13:00Z is 9:00 AM EDT; policy fee is $25."),
    ],
    repair=dict(
        draft="All set, you're moved to Saturday the 22nd at 11 AM! There's a $25 weekend fee for Saturday visits.",
        probes=[bad("you're moved to Saturday the 22nd at 11 AM", NOTEX), ok("There's a $25 weekend fee")],
        exc=["All set, you're moved"],
        inc=["escalated|review|could not|couldn't|unable|not able|approval|passed", "$25"],
        errors=["refused_call_effect"],
        notes="bookings.update call-7 was ESCALATE; the booking still starts Friday 9 AM."),
)

BUNDLES = [B5, B6, B7, B8]
