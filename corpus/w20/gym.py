"""Gym chain (Summit Gyms): five scenarios, written by hand."""
from common import case, repair, rec, pol, psg, refused, ep

D = "gym chain"

# ---------------------------------------------------------------- G1 freeze
s = {"name": "gym-freeze", "domain": D, "now": "2026-04-22T11:05:00+01:00", "evidence": [
    rec("get_member#SG-440918", "tool:members.get", {
        "member_id": "SG-440918", "name": {"first": "Priya", "last": "Nandakumar"},
        "home_club": {"code": "LDS-KIRKSTALL", "name": "Leeds Kirkstall"},
        "membership": {"plan": "ANYTIME_PLUS", "status": "FREEZE_SCHEDULED", "monthly_price_minor": 4299,
                       "currency": "GBP", "freeze": {"from": "2026-05-01", "to": "2026-05-31", "fee_minor": 600,
                                                     "reason_code": "TRAVEL", "requested_at": ep("2026-04-20 19:42")},
                       "original_contract_end": "2026-09-30", "contract_end": "2026-10-31"},
        "previous_freezes": [{"from": "2025-08-04", "to": "2025-08-31", "status": "COMPLETED", "fee_minor": 500}]}),
    rec("get_billing_schedule#SG-440918", "tool:billing.schedule", {
        "member_id": "SG-440918", "currency": "GBP",
        "payment_method": {"type": "DIRECT_DEBIT", "mandate_ref": "DD-SUM-77120", "account_last4": "0452"},
        "schedule": [
            {"date": "2026-04-01", "type": "MEMBERSHIP", "amount_minor": 4299, "status": "PAID"},
            {"date": "2026-05-01", "type": "FREEZE_FEE", "amount_minor": 600, "status": "SCHEDULED"},
            {"date": "2026-06-01", "type": "MEMBERSHIP", "amount_minor": 4299, "status": "SCHEDULED"},
            {"date": "2026-07-01", "type": "MEMBERSHIP", "amount_minor": 4299, "status": "SCHEDULED"}]}),
    pol("policy#freeze", "Members on any 12-month plan may freeze up to twice per contract year. A freeze must last "
        "at least 14 days and no more than 3 months. While frozen, a monthly freeze fee of £6.00 is collected "
        "instead of the membership fee, and the contract end date moves back by the length of the freeze. "
        "Freezes must be requested at least 5 days before the first day of the freeze. Club access and class "
        "booking are suspended during a freeze.", "2026-02"),
]}
Q = "I've frozen my membership for May. When will I be charged again and how much?"
case(s, Q, "Hi Priya, great question, and well done for planning ahead! Your freeze is all set: it runs from 1 May "
     "to 31 May 2026. On 1 May we'll collect just the £6.00 freeze fee instead of your usual membership, and your "
     "full payment of £42.99 resumes on 1 June 2026 by Direct Debit. Your contract end date has moved to 31 October "
     "2026 to make up for the month away. Enjoy the break and come back stronger!\n\nBest wishes,\nThe Summit Gyms Team",
     [("runs from 1 May to 31 May 2026", "S"), ("just the £6.00 freeze fee", "S"),
      ("full payment of £42.99 resumes on 1 June 2026", "S"), ("by Direct Debit", "S"),
      ("moved to 31 October 2026", "S")],
     incl=["£42.99", "1 June"], notes="freeze.from/to, schedule 2026-05-01 FREEZE_FEE 600 and 2026-06-01 4299, contract_end 2026-10-31.")
case(s, Q, "Good news, Priya, your May freeze is locked in! Here's how billing looks:\n- 1 May: £6 freeze fee\n"
     "- 1 June: £42.99, your normal Anytime Plus payment\n- Contract now ends: 31/10/2026\nJust a heads-up that gym "
     "access and class bookings pause while you're frozen. See you in June!",
     [("your May freeze is locked in", "S"), ("1 May: £6 freeze fee", "S"), ("1 June: £42.99", "S"),
      ("your normal Anytime Plus payment", "S"), ("Contract now ends: 31/10/2026", "S"),
      ("gym access and class bookings pause", "S")],
     incl=["£42.99", "31/10/2026"], notes="Schedule rows and plan ANYTIME_PLUS; policy: access and booking suspended during a freeze.")
case(s, Q, "Priya, your next full payment is £42.99 on 1 June; in May you'll only pay the £6.00 freeze fee. Keep smashing it!",
     [("£42.99 on 1 June", "S"), ("only pay the £6.00 freeze fee", "S")],
     incl=["£42.99", "£6.00"], notes="billing schedule rows for May and June.")
case(s, Q, "Hi Priya, great question! Your freeze is all set: it runs from 1 May to 31 May 2026. On 1 May we'll collect "
     "just the £5.00 freeze fee instead of your usual membership, and your full payment of £42.99 resumes on 1 June "
     "2026 by Direct Debit. Your contract end date stays at 30 September 2026, so nothing changes there. Enjoy the break!",
     [("runs from 1 May to 31 May 2026", "S"), ("just the £5.00 freeze fee", "C", "AMOUNT_MISMATCH"),
      ("full payment of £42.99 resumes on 1 June 2026", "S"), ("by Direct Debit", "S"),
      ("stays at 30 September 2026", "C", "DATE_MISMATCH|VALUE_MISMATCH")],
     errors=["other_record_value", "stale_value"], excl=["£5.00 freeze fee", "30 September 2026"],
     notes="£5.00 is the 2025 freeze's fee (previous_freezes); this freeze's fee_minor is 600. 30 Sep is original_contract_end; contract_end is 2026-10-31.")
case(s, Q, "Hi Priya! Your membership is now frozen, so you can relax. Your next full payment of £42.99 comes out on "
     "1 June. Quick tip for the future: freezes need to be requested at least 14 days before they start. Enjoy your trip!",
     [("Your membership is now frozen", "C", "RECORD_STATE_MISMATCH"), ("£42.99 comes out on 1 June", "S"),
      ("at least 14 days before they start", "C", "NLI_CONTRADICTION|VALUE_MISMATCH")],
     errors=["wrong_state", "wrong_policy_condition"], excl=["is now frozen", "14 days before they start"],
     notes="status FREEZE_SCHEDULED with freeze from 1 May (now is 22 April). Policy: request 5 days ahead; 14 days is the minimum length.")
repair(s, Q, "Hi Priya, your freeze is booked in for 1 May to 31 May 2026, with a £6.00 freeze fee collected on 1 May. "
       "Your regular £42.99 payment then restarts on 1 July 2026. You've got this!",
       [("booked in for 1 May to 31 May 2026", "S"), ("£6.00 freeze fee collected on 1 May", "S"),
        ("restarts on 1 July 2026", "C", "DATE_MISMATCH")],
       errors=["wrong_date"], excl=["1 July 2026"], incl=["1 June|01/06/2026|June 1", "£42.99"],
       notes="First post-freeze MEMBERSHIP row is 2026-06-01.")

# ---------------------------------------------------------------- G2 plan perks
s = {"name": "gym-plan-perks", "domain": D, "evidence": [
    rec("get_member#SG-118204", "tool:members.get", {
        "member_id": "SG-118204", "name": {"first": "Tom", "last": "Whitcombe"},
        "home_club": {"code": "LDN-BOW", "name": "London Bow"},
        "membership": {"plan": "OFF_PEAK", "status": "ACTIVE", "started": "2025-11-03", "monthly_price_minor": 2499,
                       "currency": "GBP", "promo": {"code": "NEWYEAR25", "discount_minor": 500, "ends": "2026-02-28",
                                                    "status": "EXPIRED"}}}),
    rec("get_plan_catalogue#LDN-BOW", "tool:plans.catalogue", {
        "club": "LDN-BOW", "currency": "GBP", "plans": [
            {"code": "OFF_PEAK", "name": "Off-Peak", "price_minor": 2499,
             "access_hours": {"weekdays": "10:00-16:00", "weekends": "ALL_OPENING_HOURS"},
             "includes": ["GYM_FLOOR", "GROUP_CLASSES"], "guest_passes_per_month": 0},
            {"code": "ANYTIME", "name": "Anytime", "price_minor": 3499,
             "access_hours": {"weekdays": "ALL_OPENING_HOURS", "weekends": "ALL_OPENING_HOURS"},
             "includes": ["GYM_FLOOR", "GROUP_CLASSES", "SAUNA_STEAM"], "guest_passes_per_month": 0},
            {"code": "ANYTIME_PLUS", "name": "Anytime Plus", "price_minor": 4499,
             "access_hours": {"weekdays": "ALL_OPENING_HOURS", "weekends": "ALL_OPENING_HOURS"},
             "includes": ["GYM_FLOOR", "GROUP_CLASSES", "SAUNA_STEAM", "MULTI_CLUB", "TOWEL_SERVICE"],
             "guest_passes_per_month": 2}]}),
    pol("policy#plan-changes", "You can change plan at any time from the app or at reception. Upgrades take effect "
        "immediately and the price difference for the rest of the current month is charged pro rata. Downgrades "
        "take effect from your next billing date. There is no fee to change plan, but a plan can only be downgraded "
        "once in any 6-month period.", "v3"),
    psg("kb#sauna", "Sauna and steam rooms are open at all clubs from 06:00 until 21:30.\nPlease shower before use "
        "and limit sessions to 15 minutes."),
]}
Q = "Does my membership include the sauna? If not, what would it cost to get it?"
case(s, Q, "Hi Tom, love the enthusiasm! Your Off-Peak plan covers the gym floor and all group classes, but sauna and "
     "steam aren't part of it. If you'd like them, the Anytime plan includes sauna and steam for £34.99 a month. "
     "Upgrades kick in straight away, and you'd just pay the pro-rata difference for the rest of this month. "
     "There's no fee to switch.",
     [("covers the gym floor and all group classes", "S"), ("sauna and steam aren't part of it", "S"),
      ("includes sauna and steam for £34.99 a month", "S"), ("Upgrades kick in straight away", "S"),
      ("pro-rata difference for the rest of this month", "S"), ("There's no fee to switch", "S")],
     incl=["£34.99"], notes="Catalogue OFF_PEAK includes lacks SAUNA_STEAM; ANYTIME 3499 includes it; policy on upgrades.")
case(s, Q, "Here's the quick comparison, Tom:\n• Off-Peak (your plan, £24.99/month): gym floor + group classes, "
     "weekdays 10:00–16:00 and all day at weekends\n• Anytime (£34.99/month): the same at all opening hours, plus "
     "sauna & steam\nSwitch whenever you're ready in the app or at reception. Let's go!",
     [("Off-Peak (your plan, £24.99/month)", "S"), ("gym floor + group classes", "S"),
      ("weekdays 10:00–16:00 and all day at weekends", "S"), ("Anytime (£34.99/month)", "S"),
      ("plus sauna & steam", "S"), ("in the app or at reception", "S")],
     incl=["£34.99", "£24.99"], notes="Catalogue rows OFF_PEAK and ANYTIME; policy: change plan in the app or at reception.")
case(s, Q, "Hi Tom! Your Off-Peak plan covers the gym floor and all group classes, but sauna and steam aren't part of "
     "it. The Anytime plan adds sauna and steam for £44.99 a month, and it also comes with two free guest passes "
     "every month. Upgrades kick in straight away.",
     [("covers the gym floor and all group classes", "S"), ("sauna and steam aren't part of it", "S"),
      ("adds sauna and steam for £44.99 a month", "C", "AMOUNT_MISMATCH"),
      ("two free guest passes every month", "C", "VALUE_MISMATCH"), ("Upgrades kick in straight away", "S")],
     errors=["other_record_value", "unlisted_perk"], excl=["£44.99 a month", "two free guest passes"],
     notes="£44.99 and 2 guest passes belong to ANYTIME_PLUS; ANYTIME is 3499 with guest_passes_per_month 0.")
case(s, Q, "Hi Tom, great to hear you're keen to do more! Off-Peak lets you train weekdays from 9am to 5pm and all "
     "day at weekends. Upgrading to Anytime (£34.99 a month) adds sauna and steam, and the change takes effect from "
     "your next billing date.",
     [("weekdays from 9am to 5pm", "C", "VALUE_MISMATCH|DATE_MISMATCH"), ("all day at weekends", "S"),
      ("Upgrading to Anytime (£34.99 a month) adds sauna and steam", "S"),
      ("takes effect from your next billing date", "C", "NLI_CONTRADICTION|VALUE_MISMATCH")],
     errors=["wrong_time", "wrong_policy_condition"], excl=["9am to 5pm", "takes effect from your next billing date"],
     notes="OFF_PEAK weekdays 10:00-16:00. Policy: upgrades immediate; next billing date is for downgrades.")
repair(s, Q, "Hi Tom! Your Off-Peak plan covers the gym floor and group classes. To get sauna and steam you'd move up "
       "to Anytime, which is £24.99 a month, and upgrades apply straight away with a pro-rata top-up for this month. Go for it!",
       [("covers the gym floor and group classes", "S"), ("you'd move up to Anytime", "S"),
        ("which is £24.99 a month", "C", "AMOUNT_MISMATCH"), ("upgrades apply straight away", "S")],
       errors=["other_record_value"], excl=["which is £24.99"], incl=["£34.99|34.99", "Anytime"],
       notes="£24.99 is the customer's current OFF_PEAK price; ANYTIME price_minor is 3499.")

# ---------------------------------------------------------------- G3 failed payment
s = {"name": "gym-failed-payment", "domain": D, "now": "2026-06-03T09:20:00+01:00", "evidence": [
    rec("get_member#SG-553071", "tool:members.get", {
        "member_id": "SG-553071", "name": {"first": "Callum", "last": "Rees"},
        "membership": {"plan": "ANYTIME", "status": "SUSPENDED_ARREARS", "monthly_price_minor": 3499, "currency": "GBP"},
        "access": {"door_entry": "BLOCKED", "blocked_since": ep("2026-06-02 06:00")}}),
    rec("get_billing_schedule#SG-553071", "tool:billing.schedule", {
        "member_id": "SG-553071", "currency": "GBP", "payment_method": {"type": "DIRECT_DEBIT", "account_last4": "7781"},
        "schedule": [
            {"id": "PAY-88120", "due": "2026-05-01", "amount_minor": 3499, "status": "PAID"},
            {"id": "PAY-90314", "due": "2026-06-01", "amount_minor": 3499, "status": "FAILED",
             "failure_code": "INSUFFICIENT_FUNDS", "failed_at": ep("2026-06-01 05:00"),
             "retry": {"scheduled_for": "2026-06-08", "attempt": 2}},
            {"id": "PAY-92007", "due": "2026-07-01", "amount_minor": 3499, "status": "SCHEDULED"}],
        "arrears": {"balance_minor": 3499, "admin_fee_minor": 1000, "admin_fee_status": "APPLIED"}}),
    pol("policy#arrears", "If a Direct Debit fails, club access is paused until the balance is cleared. We retry the "
        "collection automatically 7 days after the failed date. A £10.00 admin fee is added to each failed payment, "
        "but it is waived if the arrears are settled in full within 48 hours of the failure. You can clear arrears "
        "instantly in the app with a debit or credit card, and access is restored within 15 minutes of payment.", "v5"),
]}
Q = "Why won't the door let me in? My card scan keeps failing."
case(s, Q, "Hi Callum, sorry for the hassle at the door! Your June payment of £34.99 didn't go through on 1 June, so "
     "entry is paused until it's cleared. With the £10.00 admin fee, the balance is £44.99. You can pay it in the app "
     "with a card and your access will be back within 15 minutes. Otherwise we'll try the Direct Debit again on 8 June. "
     "Let's get you back in there!",
     [("Your June payment of £34.99 didn't go through on 1 June", "S"), ("entry is paused until it's cleared", "S"),
      ("the balance is £44.99", "S"), ("pay it in the app with a card", "S"), ("back within 15 minutes", "S"),
      ("try the Direct Debit again on 8 June", "S")],
     incl=["£44.99", "8 June"], notes="PAY-90314 FAILED 3499 + admin_fee 1000 = £44.99; retry.scheduled_for 2026-06-08; policy on app payment.")
case(s, Q, "Callum, access to the club has been paused because the payment due 01/06/2026 (£34.99) was declined for "
     "insufficient funds. A £10.00 admin fee has been added, making £44.99 in total. Once that's paid in the app, the "
     "door system is unblocked within 15 minutes. Keep that momentum going!",
     [("access to the club has been paused", "S"), ("payment due 01/06/2026 (£34.99)", "S"),
      ("declined for insufficient funds", "S"), ("A £10.00 admin fee has been added", "S"),
      ("making £44.99 in total", "S"), ("unblocked within 15 minutes", "S")],
     incl=["£44.99"], notes="failure_code INSUFFICIENT_FUNDS, admin_fee_status APPLIED, door_entry BLOCKED.")
case(s, Q, "Hi Callum, sorry for the trouble at the door! Your June payment of £34.99 didn't go through, so entry is "
     "paused until it's cleared. Good news: if you settle up today, the £10.00 admin fee will be waived. You can do "
     "it in the app and be back training within 15 minutes!",
     [("Your June payment of £34.99 didn't go through", "S"), ("entry is paused until it's cleared", "S"),
      ("the £10.00 admin fee will be waived", "C", "NLI_CONTRADICTION|RECORD_STATE_MISMATCH|VALUE_MISMATCH"),
      ("back training within 15 minutes", "S")],
     errors=["condition_unmet"], excl=["admin fee will be waived"],
     notes="Waiver needs settlement within 48h of failed_at (1 June 05:00); now is 3 June 09:20 and admin_fee_status is APPLIED.")
case(s, Q, "Hi Callum! Your £34.99 June payment bounced, so door access is on hold for now. Adding the £10.00 admin "
     "fee, you owe £43.99 altogether. If you'd rather wait, we'll retry the Direct Debit on 7 June. Nearly there!",
     [("Your £34.99 June payment bounced", "S"), ("door access is on hold", "S"), ("Adding the £10.00 admin fee", "S"),
      ("you owe £43.99 altogether", "C", "AMOUNT_MISMATCH"), ("retry the Direct Debit on 7 June", "C", "DATE_MISMATCH")],
     errors=["wrong_arithmetic", "wrong_date"], excl=["£43.99", "on 7 June"],
     notes="3499 + 1000 = £44.99, not £43.99; retry.scheduled_for is 2026-06-08.")
repair(s, Q, "Hi Callum, your membership was cancelled after the £34.99 payment on 1 June failed. The balance "
       "including the £10.00 admin fee is £44.99, and you can clear it in the app. Let's get you back lifting!",
       [("your membership was cancelled", "C", "RECORD_STATE_MISMATCH"), ("the £34.99 payment on 1 June failed", "S"),
        ("is £44.99", "S"), ("clear it in the app", "S")],
       errors=["wrong_state"], excl=["was cancelled"], incl=["suspended|paused|on hold|blocked", "£44.99"],
       notes="membership.status SUSPENDED_ARREARS, not cancelled.")

# ---------------------------------------------------------------- G4 cancellation refused
s = {"name": "gym-cancel-relocation", "domain": D, "now": "2026-05-18T16:40:00+01:00", "evidence": [
    rec("get_member#SG-207765", "tool:members.get", {
        "member_id": "SG-207765", "name": {"first": "Hannah", "last": "Okafor"},
        "home_club": {"code": "MAN-DEANSGATE", "name": "Manchester Deansgate"},
        "membership": {"plan": "ANYTIME_12M", "status": "ACTIVE", "contract_start": "2025-10-01",
                       "minimum_term_end": "2026-09-30", "monthly_price_minor": 3299, "currency": "GBP"}}),
    refused("cancel_membership#call-1", "cancel_membership", "ESCALATE",
            {"member_id": "SG-207765", "effective": "2026-06-17", "reason": "RELOCATION"}),
    rec("find_clubs#BS1", "tool:clubs.nearby", {"postcode": "BS1 5TT", "clubs": [
        {"code": "BRS-HARBOURSIDE", "name": "Bristol Harbourside", "distance_km": 0.8},
        {"code": "BRS-CRIBBS", "name": "Bristol Cribbs Causeway", "distance_km": 9.4}]}),
    pol("policy#cancellation", "Monthly rolling memberships can be cancelled with 30 days' notice. Members on a "
        "12-month plan can only leave before the minimum term ends if they move more than 25 miles from every Summit "
        "club, or for a medical reason with a doctor's note; these requests are reviewed by the Member Services team "
        "within 5 working days. Any membership can instead be transferred to another Summit club free of charge. "
        "Proof of the new address is required for relocation requests.", "v8"),
]}
Q = "Please cancel my membership, I'm moving to Bristol next month (new postcode BS1 5TT)."
case(s, Q, "Hi Hannah, exciting times with the move to Bristol! As you're on a 12-month plan with a minimum term "
     "running to 30 September 2026, I can't cancel it straight away, so I've passed your request to our Member "
     "Services team, who review these within 5 working days. They'll need proof of your new address. In the "
     "meantime, remember you can transfer to our Bristol Harbourside club free of charge, just 0.8 km from your new postcode.",
     [("minimum term running to 30 September 2026", "S"), ("I can't cancel it straight away", "S"),
      ("passed your request to our Member Services team", "S"), ("within 5 working days", "S"),
      ("need proof of your new address", "S"), ("transfer to our Bristol Harbourside club free of charge", "S"),
      ("just 0.8 km from your new postcode", "S")],
     incl=["Member Services", "Bristol Harbourside"], notes="cancel_membership ESCALATE; minimum_term_end; policy review/transfer/proof; find_clubs distance.")
case(s, Q, "Hannah, your cancellation request has been escalated for review (12-month plans can only end early in "
     "set cases); you'll hear back within 5 working days. Fancy keeping up your training instead? A free transfer to "
     "Bristol Harbourside is an option.",
     [("has been escalated for review", "S"), ("can only end early in set cases", "S"),
      ("within 5 working days", "S"), ("A free transfer to Bristol Harbourside", "S")],
     incl=["escalated"], notes="refused_call decision ESCALATE; policy sentences on early exit and transfer.")
case(s, Q, "Hi Hannah, best of luck with the move! I've cancelled your membership with effect from 17 June, and you "
     "won't be charged anything after that date. If you ever want to train in Bristol, our Harbourside club is just "
     "0.8 km from your new postcode.",
     [("I've cancelled your membership with effect from 17 June", "C", "NOT_EXECUTED"),
      ("won't be charged anything after that date", "CI",
       "CLAIM_WITHOUT_TOOL_EVIDENCE|NOT_EXECUTED|NO_POLICY_EVIDENCE|NLI_NOT_ENTAILED"),
      ("Harbourside club is just 0.8 km", "S")],
     errors=["refused_call_effect", "invented_promise"],
     excl=["I've cancelled your membership", "won't be charged anything after"],
     notes="cancel_membership was ESCALATED, not executed; nothing promises no further charges (minimum term to 30 Sep).")
case(s, Q, "Hi Hannah! Because your 12-month plan runs until 30 September 2026, your request to leave early has gone "
     "to Member Services for review. Early exits are approved when you move more than 10 miles from every Summit "
     "club. Your nearest Bristol club would be Cribbs Causeway, and transfers are free.",
     [("runs until 30 September 2026", "S"), ("has gone to Member Services for review", "S"),
      ("more than 10 miles from every Summit club", "C", "NLI_CONTRADICTION|VALUE_MISMATCH"),
      ("nearest Bristol club would be Cribbs Causeway", "C", "VALUE_MISMATCH|IDENTIFIER_MISMATCH"),
      ("transfers are free", "S")],
     errors=["wrong_policy_condition", "wrong_name"], excl=["more than 10 miles", "nearest Bristol club would be Cribbs"],
     notes="Policy: 25 miles. find_clubs: Harbourside 0.8 km is nearest, Cribbs 9.4 km.")
repair(s, Q, "Hi Hannah, all sorted: your membership will end on 17 June, ahead of your move. If you'd like to keep "
       "training, you can also transfer to Bristol Harbourside free of charge. Good luck with the new chapter!",
       [("your membership will end on 17 June", "C", "NOT_EXECUTED"),
        ("transfer to Bristol Harbourside free of charge", "S")],
       errors=["refused_call_effect"], excl=["will end on 17 June"],
       incl=["review|escalated|passed|Member Services|could not|couldn't|unable|not able", "Bristol Harbourside"],
       notes="cancel_membership ESCALATE: the cancellation has not happened.")

# ---------------------------------------------------------------- G5 waitlist
s = {"name": "gym-class-waitlist", "domain": D, "now": "2026-05-13T12:10:00+01:00", "evidence": [
    rec("list_bookings#SG-390122", "tool:bookings.list", {
        "member_id": "SG-390122", "member_name": "Jess Albright", "club_tz": "Europe/London", "bookings": [
            {"booking_id": "BK-7781204", "class": {"name": "HIIT Blast", "code": "HIIT45", "duration": "PT45M",
             "studio": "Studio 2", "instructor": "Marco Bellini"}, "starts_at": ep("2026-05-14 18:30"),
             "status": "WAITLISTED", "waitlist": {"position": 3, "size": 7}},
            {"booking_id": "BK-7781377", "class": {"name": "Rhythm Ride", "code": "SPIN50", "duration": "PT50M",
             "studio": "Cycle Studio", "instructor": "Aisha Karim"}, "starts_at": ep("2026-05-15 07:00"),
             "status": "CONFIRMED", "bike_number": 14},
            {"booking_id": "BK-7769011", "class": {"name": "HIIT Blast", "code": "HIIT45", "duration": "PT45M",
             "studio": "Studio 2", "instructor": "Marco Bellini"}, "starts_at": ep("2026-05-07 18:30"),
             "status": "ATTENDED"}]}),
    pol("policy#waitlist", "Waitlisted members are moved into the class automatically, in order, if a place becomes "
        "free up to 60 minutes before the start, and you'll get a push notification when that happens. If you're "
        "still on the waitlist at the 60-minute mark, your spot is released and nothing is charged. Cancelling a "
        "confirmed booking less than 6 hours before the start, or not turning up, incurs a £3.00 late-cancel fee.", "v2"),
]}
Q = "Am I in tomorrow's HIIT class? And is my spin on Friday still booked?"
case(s, Q, "Hi Jess! For tomorrow's HIIT Blast at 6:30 PM you're on the waitlist at number 3. If a spot opens up to "
     "60 minutes before the class, you'll be moved in automatically and get a push notification. Your Rhythm Ride on "
     "Friday at 7:00 AM is confirmed, and bike 14 is yours. Go get it!",
     [("tomorrow's HIIT Blast at 6:30 PM", "S"), ("on the waitlist at number 3", "S"),
      ("up to 60 minutes before the class", "S"), ("get a push notification", "S"),
      ("Rhythm Ride on Friday at 7:00 AM is confirmed", "S"), ("bike 14 is yours", "S")],
     incl=["number 3", "7:00 AM"], notes="BK-7781204 WAITLISTED position 3 at 18:30 BST on 14 May; BK-7781377 CONFIRMED 07:00 15 May.")
case(s, Q, "Here's where you stand, Jess:\n- HIIT Blast, Thu 14 May, 18:30 (45 min, Studio 2): waitlist position 3 "
     "of 7\n- Rhythm Ride, Fri 15 May, 07:00 with Aisha: confirmed, bike 14\nIf you're not promoted by 17:30 on "
     "Thursday, your waitlist spot is simply released at no charge. Keep pushing!",
     [("HIIT Blast, Thu 14 May, 18:30", "S"), ("(45 min, Studio 2)", "S"), ("waitlist position 3 of 7", "S"),
      ("Rhythm Ride, Fri 15 May, 07:00 with Aisha", "S"), ("confirmed, bike 14", "S"),
      ("by 17:30 on Thursday", "S"), ("released at no charge", "S")],
     incl=["position 3", "18:30"], notes="PT45M; waitlist size 7; 60 minutes before 18:30 is 17:30 (policy).")
case(s, Q, "Hi Jess! For tomorrow's HIIT Blast at 5:30 PM you're 7th on the waitlist. If a spot opens up to 60 minutes "
     "before the class, you'll be moved in automatically. Your Rhythm Ride on Friday at 7:00 AM is confirmed. Go get it!",
     [("HIIT Blast at 5:30 PM", "C", "DATE_MISMATCH|VALUE_MISMATCH"), ("7th on the waitlist", "C", "VALUE_MISMATCH"),
      ("up to 60 minutes before the class", "S"), ("Rhythm Ride on Friday at 7:00 AM is confirmed", "S")],
     errors=["unit_conversion", "wrong_role"], excl=["at 5:30 PM", "7th on the waitlist"],
     notes="starts_at is 17:30 UTC = 18:30 BST; 7 is waitlist.size, position is 3.")
case(s, Q, "Great news, Jess, you're booked into tomorrow's HIIT Blast at 6:30 PM in Studio 2! Your Friday 7:00 AM "
     "Rhythm Ride is confirmed too, on bike 14. Just remember that cancelling less than 2 hours before a class "
     "costs a £3.00 late-cancel fee.",
     [("you're booked into tomorrow's HIIT Blast", "C", "RECORD_STATE_MISMATCH"), ("at 6:30 PM in Studio 2", "S"),
      ("Friday 7:00 AM Rhythm Ride is confirmed", "S"), ("on bike 14", "S"),
      ("less than 2 hours before a class", "C", "NLI_CONTRADICTION|VALUE_MISMATCH"), ("£3.00 late-cancel fee", "S")],
     errors=["wrong_state", "wrong_policy_condition"], excl=["you're booked into tomorrow", "less than 2 hours"],
     notes="HIIT booking status WAITLISTED; policy late-cancel window is 6 hours.")
repair(s, Q, "Hi Jess! You're number 3 on the waitlist for tomorrow's 6:30 PM HIIT Blast, a 50-minute class in Studio "
       "2. Your Friday Rhythm Ride at 7:00 AM is confirmed. Keep it up!",
       [("number 3 on the waitlist", "S"), ("tomorrow's 6:30 PM HIIT Blast", "S"),
        ("a 50-minute class", "C", "VALUE_MISMATCH"), ("Rhythm Ride at 7:00 AM is confirmed", "S")],
       errors=["other_record_value"], excl=["50-minute class"], incl=["45-minute|45 minutes|45 min", "6:30 PM|18:30"],
       notes="HIIT duration PT45M; PT50M is the spin class.")
