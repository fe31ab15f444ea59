"""Recording-studio hire: Tablerock Sound, Boise (America/Boise)."""
from common import *

DOMAIN = "recording-studio hire"

LOC = rec("locations.retrieve#LTRSBOI1", "tool:locations.retrieve", {"location": {
    "id": "LTRSBOI1", "name": "Tablerock Sound", "timezone": "America/Boise",
    "address": {"address_line_1": "611 W Grove St", "locality": "Boise"}, "status": "ACTIVE"}})

TEAM = rec("team_members.search#tablerock", "tool:team_members.search", {"team_members": [
    {"id": "TM-RAE", "given_name": "Rae", "family_name": "Castellanos", "job_title": "Head engineer"},
    {"id": "TM-JUNO", "given_name": "Juno", "family_name": "Park", "job_title": "Assistant engineer"}]})

STUDIO_POLICY = ("A 50% deposit holds your date, and the balance is due at the end of the session. Load-in can start "
                 "30 minutes before your booked time at no charge. Sessions can run over in half-hour steps at the "
                 "hourly room rate if the calendar allows. Cancel 7 or more days out and the deposit is refunded in "
                 "full; inside 7 days the deposit isn't refunded, but it can be moved as credit to a new session "
                 "within 60 days of the original date.")

# ---------------------------------------------------------------- B9 Saturday tracking block
B9 = dict(
    scenario="tracking-day-balance", domain=DOMAIN,
    question="Can you confirm Saturday's session details and what we still owe?",
    now="2026-07-06T12:00:00-06:00",
    evidence=[
        rec("bookings.retrieve#BKG-TR-5580", "tool:bookings.retrieve", {"booking": {
            "id": "BKG-TR-5580", "version": 2, "status": "ACCEPTED", "start_at": "2026-07-11T16:00:00Z",
            "location_id": "LTRSBOI1", "customer_id": "CUST-TR-0412",
            "appointment_segments": [
                {"duration_minutes": 360, "team_member_id": "TM-RAE", "service_variation_id": "SV-TRACK-ENG"},
                {"duration_minutes": 360, "team_member_id": "TM-JUNO", "service_variation_id": "SV-ASSIST"}]}}),
        rec("orders.retrieve#ORD-TR-1177", "tool:orders.retrieve", {"order": {
            "id": "ORD-TR-1177", "state": "OPEN", "version": 3, "location_id": "LTRSBOI1",
            "line_items": [
                {"name": "Tracking room w/ engineer (hourly)", "quantity": "6", "base_price_money": usd(7500),
                 "total_money": usd(45000)},
                {"name": "Assistant engineer (hourly)", "quantity": "6", "base_price_money": usd(2000),
                 "total_money": usd(12000)}],
            "total_money": usd(57000),
            "tenders": [{"type": "CARD", "amount_money": usd(28500), "note": "50% deposit",
                         "card_details": {"card": {"card_brand": "VISA", "last_4": "7302"}}}],
            "net_amount_due_money": usd(28500)}}),
        rec("orders.retrieve#ORD-TR-0877", "tool:orders.retrieve", {"order": {
            "id": "ORD-TR-0877", "state": "COMPLETED", "location_id": "LTRSBOI1",
            "line_items": [{"name": "Mix session (hourly)", "quantity": "5", "base_price_money": usd(6400)}],
            "total_money": usd(32000), "net_amount_due_money": usd(0), "closed_at": "2026-03-02T03:10:00Z"}}),
        TEAM, LOC,
        pol("policy#studio-bookings", STUDIO_POLICY, "v9"),
    ],
    ok=[
        dict(draft="Hey! You're locked in for Saturday, July 11 from 10:00 AM to 4:00 PM, with Rae Castellanos "
                   "engineering and Juno Park assisting. Your $285 deposit is in, so the other $285 is due at the end "
                   "of the session. Feel free to load in from 9:30.",
             probes=[ok("Saturday, July 11 from 10:00 AM to 4:00 PM"), ok("Rae Castellanos engineering"),
                     ok("Juno Park assisting"), ok("Your $285 deposit is in"),
                     ok("the other $285 is due at the end of the session"), ok("load in from 9:30")],
             inc=["10:00 AM", "$285"],
             notes="start_at 16:00Z = 10:00 AM MDT, 360 min; order total 57000, deposit tender 28500, net due 28500; load-in 30 min early."),
        dict(draft="Quick rundown:\n- 7/11, 10 AM-4 PM (six hours)\n- Head engineer: Rae\n- Total: $570, with $285 "
                   "paid and $285 left\n- Balance is due when the session wraps",
             probes=[ok("7/11, 10 AM-4 PM"), ok("(six hours)"), ok("Head engineer: Rae"), ok("Total: $570"),
                     ok("with $285 paid and $285 left"), ok("Balance is due when the session wraps")],
             inc=["$570"], notes="ORD-TR-1177 totals and tender; TM-RAE Head engineer; policy balance due at the end."),
    ],
    bad=[
        dict(draft="You're set for Saturday, July 11 at 10:00 AM. Juno Park is your engineer for the day, and the "
                   "remaining balance is $570.",
             probes=[ok("Saturday, July 11 at 10:00 AM"), bad("Juno Park is your engineer for the day", IDM + ["VALUE_MISMATCH"]),
                     bad("the remaining balance is $570", AMT)],
             exc=["Juno Park is your engineer", "balance is $570"], errors=["wrong_role", "wrong_role"],
             notes="Juno is the assistant (Rae engineers); $570 is total_money, net_amount_due_money is 28500."),
        dict(draft="You're booked Saturday from 10 AM to 6 PM with Rae at the board. The $285 deposit is in, and you "
                   "can cancel up to 48 hours out for a full deposit refund.",
             probes=[bad("from 10 AM to 6 PM", TIME), ok("with Rae at the board"), ok("The $285 deposit is in"),
                     bad("up to 48 hours out", NLIC + ["VALUE_MISMATCH"])],
             exc=["to 6 PM", "48 hours"], errors=["wrong_time", "wrong_policy_condition"],
             notes="Segments are 360 minutes, so 10 AM to 4 PM; policy requires 7 or more days for a deposit refund."),
    ],
    repair=dict(
        draft="Hey! Saturday 7/11 runs 4:00 PM to 10:00 PM with Rae at the board, and $285 is left to pay.",
        probes=[bad("runs 4:00 PM to 10:00 PM", TIME), ok("with Rae at the board"), ok("$285 is left to pay")],
        exc=["4:00 PM to 10:00 PM"], inc=["10:00 AM|10 AM", "Rae", "$285"], errors=["unit_conversion"],
        notes="16:00Z is 10:00 AM MDT; the draft gave the UTC clock."),
)

# ---------------------------------------------------------------- B10 mix session overtime
B10 = dict(
    scenario="mix-overtime-bill", domain=DOMAIN,
    question="Why was I charged $415? I thought the mix session would be $300.",
    now="2026-02-16T10:00:00-07:00",
    evidence=[
        rec("bookings.retrieve#BKG-TR-4902", "tool:bookings.retrieve", {"booking": {
            "id": "BKG-TR-4902", "version": 4, "status": "ACCEPTED", "start_at": "2026-02-14T20:00:00Z",
            "location_id": "LTRSBOI1",
            "appointment_segments": [{"duration_minutes": 300, "team_member_id": "TM-RAE",
                                      "service_variation_id": "SV-MIX"}],
            "session_closed_at": "2026-02-15T02:30:00Z"}}),
        rec("orders.retrieve#ORD-TR-1042", "tool:orders.retrieve", {"order": {
            "id": "ORD-TR-1042", "state": "COMPLETED", "location_id": "LTRSBOI1",
            "line_items": [
                {"name": "Mix session (hourly)", "quantity": "5", "base_price_money": usd(6000), "total_money": usd(30000)},
                {"name": "Overtime (per 30 min)", "quantity": "3", "base_price_money": usd(3000), "total_money": usd(9000)},
                {"name": "Stems bounce", "quantity": "1", "base_price_money": usd(2500), "total_money": usd(2500)}],
            "discounts": [],
            "total_money": usd(41500),
            "tenders": [{"type": "CARD", "amount_money": usd(20000), "note": "deposit",
                         "card_details": {"card": {"card_brand": "DISCOVER", "last_4": "5518"}}},
                        {"type": "CASH", "amount_money": usd(21500)}]}}),
        LOC,
        pol("policy#studio-bookings", STUDIO_POLICY, "v9"),
        pol("policy#mix-extras", "Stems are bounced on request for a flat $25 per song. Mix sessions are billed at "
            "$60 an hour; overtime is billed per half hour at $30. Returning-artist discounts are applied only to "
            "bookings made with a promo code.", "v2"),
    ],
    ok=[
        dict(draft="Hey! The $300 covered the five booked hours. You ran until 7:30 PM, so there were three half-hour "
                   "overtime blocks at $30 each ($90), plus $25 for the stems bounce, for $415 total.",
             probes=[ok("The $300 covered the five booked hours"), ok("You ran until 7:30 PM"),
                     ok("three half-hour overtime blocks at $30 each ($90)"), ok("$25 for the stems bounce"),
                     ok("$415 total")],
             inc=["$415", "$90"],
             notes="5 x 6000; session_closed_at 02:30Z = 7:30 PM MST Feb 14; overtime 3 x 3000; stems 2500; total 41500."),
        dict(draft="Your bill breaks down as $300 for mixing, $90 for ninety minutes of overtime and $25 for stems. You "
                   "paid $200 by card up front and $215 in cash at the end.",
             probes=[ok("$300 for mixing"), ok("$90 for ninety minutes of overtime"), ok("$25 for stems"),
                     ok("You paid $200 by card up front"), ok("$215 in cash at the end")],
             inc=["$215"], notes="ORD-TR-1042 line items; tenders CARD 20000 and CASH 21500."),
        dict(draft="Booked 1:00 to 6:00 PM, wrapped at 7:30, and overtime is billed per half hour, which is where the "
                   "extra $115 came from (overtime plus stems).",
             probes=[ok("Booked 1:00 to 6:00 PM"), ok("wrapped at 7:30"), ok("overtime is billed per half hour"),
                     ok("the extra $115 came from (overtime plus stems)")],
             inc=["$115"],
             notes="start_at 20:00Z = 1:00 PM MST + 300 min; 9000 + 2500 = 11500; policy half-hour overtime."),
    ],
    bad=[
        dict(draft="Overtime was an hour and a half at $60 an hour, so $90, plus $25 for the stems, which makes $405 "
                   "all in. You paid $215 on your card and $200 in cash.",
             probes=[ok("Overtime was an hour and a half at $60 an hour, so $90"), ok("$25 for the stems"),
                     bad("$405 all in", AMT), bad("You paid $215 on your card and $200 in cash", AMT + VAL)],
             exc=["$405", "$215 on your card"], errors=["wrong_arithmetic", "wrong_role"],
             notes="300+90+25 = 415 (order total_money 41500); card tender was 20000 and cash 21500, swapped here."),
        dict(draft="Your session ran from 8:00 PM to 2:30 AM, so you picked up 90 minutes of overtime. I also took 10% "
                   "off as a returning-artist discount.",
             probes=[bad("from 8:00 PM to 2:30 AM", TIME), ok("you picked up 90 minutes of overtime"),
                     either("took 10% off as a returning-artist discount", NOREC + NLIC + VAL)],
             exc=["8:00 PM to 2:30 AM", "10% off"], errors=["unit_conversion", "unrecorded_extra"],
             notes="UTC clock given; local was 1:00 PM to 7:30 PM MST. discounts list is empty."),
    ],
    repair=dict(
        draft="You were booked for five hours but wrapped at 7:30 PM, so you picked up an hour of overtime ($60). "
              "Total came to $415.",
        probes=[ok("You were booked for five hours"), ok("wrapped at 7:30 PM"),
                bad("picked up an hour of overtime ($60)", AMT + VAL), ok("Total came to $415")],
        exc=["an hour of overtime ($60)"],
        inc=["$90|90 minutes|hour and a half|1.5 hours|three half-hour|ninety minutes", "7:30 PM", "$415"],
        errors=["wrong_quantity"],
        notes="Overtime line is 3 x 30 min = 9000 ($90)."),
)

# ---------------------------------------------------------------- B11 cancelled session, refund denied
B11 = dict(
    scenario="cancel-deposit-credit", domain=DOMAIN,
    question="Had to cancel Saturday's session, can I get my $200 deposit back?",
    now="2026-09-15T10:00:00-06:00",
    evidence=[
        rec("bookings.retrieve#BKG-TR-6631", "tool:bookings.retrieve", {"booking": {
            "id": "BKG-TR-6631", "version": 5, "status": "CANCELLED_BY_CUSTOMER", "start_at": "2026-09-19T17:00:00Z",
            "updated_at": "2026-09-15T15:10:00Z", "location_id": "LTRSBOI1",
            "appointment_segments": [{"duration_minutes": 240, "team_member_id": "TM-RAE"}]}}),
        rec("payments.get#PAY-77TQ", "tool:payments.get", {"payment": {
            "id": "PAY-77TQ", "status": "COMPLETED", "amount_money": usd(20000), "order_id": "ORD-TR-1260",
            "card_details": {"card": {"card_brand": "AMERICAN_EXPRESS", "last_4": "1009"}}}}),
        refused("refunds.refund_payment#call-3", "refunds.refund_payment", "DENY",
                {"payment_id": "PAY-77TQ", "amount_money": usd(20000), "reason": "CUSTOMER_CANCELLED",
                 "denial": "INSIDE_7_DAY_WINDOW"}),
        rec("store_credit.get#SC-118", "tool:gift_cards.retrieve", {"store_credit": {
            "id": "SC-118", "state": "ACTIVE", "balance_money": usd(20000), "source_booking_id": "BKG-TR-6631",
            "expires_on": "2026-11-18"}}),
        LOC,
        pol("policy#studio-bookings", STUDIO_POLICY, "v9"),
    ],
    ok=[
        dict(draft="Bummer about Saturday! Since you cancelled four days out, which is inside our 7-day window, the "
                   "deposit isn't refundable and I wasn't able to send it back to your card. The good news: the $200 is "
                   "sitting as studio credit, good through November 18 for a rebooking.",
             probes=[na("Bummer about Saturday!"), ok("you cancelled four days out"), ok("inside our 7-day window"),
                     ok("the deposit isn't refundable"), ok("I wasn't able to send it back to your card"),
                     ok("the $200 is sitting as studio credit"), ok("good through November 18")],
             inc=["$200", "November 18"],
             notes="cancelled Sep 15, session Sep 19; refund_payment DENY; SC-118 ACTIVE 20000 expires 2026-11-18."),
        dict(draft="The refund didn't go through, since cancellations under 7 days keep the deposit. Your $200 is now "
                   "credit SC-118, usable until 11/18/2026.",
             probes=[ok("The refund didn't go through"), ok("cancellations under 7 days keep the deposit"),
                     ok("Your $200 is now credit SC-118"), ok("usable until 11/18/2026")],
             inc=["SC-118"], notes="refused_call DENY; policy; store credit record."),
    ],
    bad=[
        dict(draft="No worries, I've refunded the $200 to your Amex ending 1009. It usually shows up within 5 to 7 "
                   "business days.",
             probes=[na("No worries"), bad("I've refunded the $200 to your Amex ending 1009", NOTEX),
                     unk("within 5 to 7 business days", POLI)],
             exc=["I've refunded the $200", "5 to 7 business days"], errors=["refused_call_effect", "invented_promise"],
             notes="refund_payment was DENY; no policy states a refund timing."),
        dict(draft="The deposit can't be refunded inside 7 days, but your $200 is held as credit. You've got 60 days "
                   "from today to use it, so through November 14.",
             probes=[ok("The deposit can't be refunded inside 7 days"), ok("your $200 is held as credit"),
                     bad("60 days from today", NLIC + ["VALUE_MISMATCH"]), bad("so through November 14", DATE)],
             exc=["60 days from today", "November 14"], errors=["wrong_policy_condition", "wrong_date"],
             notes="Policy: 60 days from the original session date; SC-118 expires_on 2026-11-18."),
    ],
    repair=dict(
        draft="I went ahead and refunded your $200 deposit to your Amex. Your session on Sept 19 at 11 AM is cancelled.",
        probes=[bad("refunded your $200 deposit to your Amex", NOTEX), ok("Your session on Sept 19 at 11 AM is cancelled")],
        exc=["I went ahead and refunded"],
        inc=["could not|couldn't|unable|not able|wasn't able|denied|isn't refundable|not refundable|can't be refunded|credit",
             "11 AM|11:00 AM"],
        errors=["refused_call_effect"],
        notes="refunds.refund_payment call-3 was DENY; booking 17:00Z = 11 AM MDT, CANCELLED_BY_CUSTOMER."),
)

# ---------------------------------------------------------------- B12 masters delivery
B12 = dict(
    scenario="master-delivery", domain=DOMAIN,
    question="When will my masters be ready, and can I still ask for one more tweak on track 4?",
    now="2026-10-21T11:00:00-06:00",
    evidence=[
        rec("deliveries.get#DLV-3390", "tool:projects.deliveries.get", {"delivery": {
            "id": "DLV-3390", "order_id": "ORD-TR-1204", "state": "IN_PROGRESS", "files_expected": 12,
            "files_uploaded": 9, "expected_ready_at": 1792796400, "location_id": "LTRSBOI1"}}),
        rec("deliveries.get#DLV-3301", "tool:projects.deliveries.get", {"delivery": {
            "id": "DLV-3301", "order_id": "ORD-TR-0990", "state": "COMPLETED", "files_expected": 5,
            "files_uploaded": 5, "delivered_at": 1776200400, "link_state": "EXPIRED"}}),
        rec("orders.retrieve#ORD-TR-1204", "tool:orders.retrieve", {"order": {
            "id": "ORD-TR-1204", "state": "OPEN",
            "line_items": [{"name": "Mastering (per track)", "quantity": "12", "base_price_money": usd(4500),
                            "total_money": usd(54000)}],
            "metadata": {"revisions_included": "2", "revisions_used": "2"}}}),
        LOC,
        pol("policy#mastering", "Each mastering order includes two rounds of revisions. After that, extra rounds "
            "are $35 each. Revision notes should list the track and timestamp.", "v3"),
        psg("kb#file-retention", "Session files stay on our server for 30 days after delivery, then get archived.\n"
            "Archived sessions can be restored for a $40 retrieval fee.\n"
            "Delivery links expire after 14 days; ask us and we'll send a fresh one."),
    ],
    ok=[
        dict(draft="Hey! Nine of your twelve masters are uploaded, and the full set should be ready Friday, October 23 "
                   "by 5:00 PM. You've used both included revision rounds, so another tweak on track 4 would be $35.",
             probes=[ok("Nine of your twelve masters are uploaded"), ok("ready Friday, October 23 by 5:00 PM"),
                     ok("You've used both included revision rounds"), ok("another tweak on track 4 would be $35")],
             inc=["October 23", "$35"],
             notes="files_uploaded 9 of 12; expected_ready_at 1792796400 = 2026-10-23 23:00Z = 5:00 PM MDT; revisions_used 2 of 2; policy $35."),
        dict(draft="Masters are still in progress (9/12 done), due 10/23 at 5 PM. Extra revision rounds run $35 each, "
                   "and once delivered, files stay on our server for 30 days.",
             probes=[ok("Masters are still in progress"), ok("(9/12 done)"), ok("due 10/23 at 5 PM"),
                     ok("Extra revision rounds run $35 each"), ok("files stay on our server for 30 days")],
             inc=["10/23"], notes="DLV-3390 IN_PROGRESS; KB retention passage."),
    ],
    bad=[
        dict(draft="Good news, all twelve masters are finished and uploaded! You've got one free revision round left, "
                   "so the track 4 tweak is on us.",
             probes=[bad("all twelve masters are finished and uploaded", STATE + VAL),
                     bad("one free revision round left", VAL), either("the track 4 tweak is on us", NLIC + POLI)],
             exc=["finished and uploaded", "one free revision round left", "tweak is on us"],
             errors=["wrong_state", "wrong_quantity", "condition_unmet"],
             notes="DLV-3390 is IN_PROGRESS with 9 of 12; revisions_used 2 of 2, so an extra round is $35."),
        dict(draft="Nine of twelve are up, and the rest should be ready Friday by 11:00 PM. After delivery, files stay "
                   "on our server for 90 days.",
             probes=[ok("Nine of twelve are up"), bad("Friday by 11:00 PM", TIME), bad("for 90 days", NLIC)],
             exc=["11:00 PM", "90 days"], errors=["unit_conversion", "wrong_period"],
             notes="expected_ready_at is 23:00 UTC = 5:00 PM MDT; KB says 30 days."),
    ],
    repair=dict(
        draft="You've got 9 of 12 masters uploaded, with the rest due Friday by 5 PM. Another revision round would be $45.",
        probes=[ok("9 of 12 masters uploaded"), ok("due Friday by 5 PM"), bad("Another revision round would be $45", POLC)],
        exc=["$45"], inc=["$35|35", "5 PM|5:00 PM"], errors=["wrong_amount"],
        notes="Policy: extra rounds are $35 each."),
)

BUNDLES = [B9, B10, B11, B12]
