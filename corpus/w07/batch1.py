from write_cases import Scen, rec, pol, psg, ref, ep, SYD, PER

# ---------------------------------------------------------------- 1 mobile carrier: roaming pack
s = Scen("roaming-pack", "mobile carrier",
    "I'm in Bangkok on the Asia roaming pack. How much data have I got left and when does it run out?",
    [rec("get_account#MB-20418832", "tool:get_account", {"account": {
        "account_id": "MB-20418832", "holder": {"first_name": "Priya", "last_name": "Raman"},
        "msisdn": "0412 555 093",
        "plans": [{"plan_code": "EVERYDAY_40", "name": "Everyday 40GB", "monthly_fee_cents": 4500,
                   "allowance_gb": 40, "status": "ACTIVE"}],
        "billing_cycle": {"start": "2026-04-22", "end": "2026-05-21"}}}),
     rec("list_addons#MB-20418832", "tool:list_addons", {"addons": [
        {"addon_id": "AO-77120", "product_code": "ROAM_ASIA_5GB", "name": "Asia Roam 5GB", "status": "ACTIVE",
         "allowance_gb": 5, "allowance_mb": 5120, "data_used_mb": 2048, "validity_days": 7,
         "activated_at": ep("2026-05-02 14:00"), "expires_at": ep("2026-05-09 14:00"),
         "tz": "Australia/Sydney", "price_cents": 2500, "currency": "AUD",
         "countries": ["SG", "MY", "TH", "ID", "VN"]},
        {"addon_id": "AO-61907", "product_code": "ROAM_ASIA_3GB", "name": "Asia Roam 3GB", "status": "EXPIRED",
         "allowance_gb": 3, "allowance_mb": 3072, "data_used_mb": 3072, "validity_days": 10,
         "activated_at": ep("2026-02-10 08:30"), "expires_at": ep("2026-02-20 08:30"),
         "tz": "Australia/Sydney", "price_cents": 1800, "currency": "AUD"}]}),
     pol("policy#roaming", "Roaming packs start when you first connect to a partner network overseas. "
         "Data in a roaming pack can only be used in the countries the pack lists. Any data left when a pack "
         "expires is lost and does not roll over to your next pack or your home plan. Once a pack runs out or "
         "expires, roaming data is charged at $3 per 100 MB unless you add another pack. Packs can't be "
         "refunded once they are activated.", "v4")],
    now="2026-05-06T19:40:00+10:00")

s.case("Hi Priya, good news: your Asia Roam 5GB pack is still active. You've used 2 GB of the 5 GB so far, "
       "so 3 GB is left. The pack expires at 2:00 PM Sydney time on Saturday 9 May. Any data you don't use "
       "by then is lost and won't roll over.",
       [("pack is still active", "S"), ("You've used 2 GB of the 5 GB", "S"), ("so 3 GB is left", "S"),
        ("expires at 2:00 PM Sydney time on Saturday 9 May", "S"), ("is lost and won't roll over", "S")],
       incl=["3 GB", "9 May"],
       notes="AO-77120: data_used_mb 2048 of allowance_mb 5120 (3072 MB = 3 GB left); expires_at is 9/5 14:00 AEST; policy: unused data does not roll over.")

s.case("Here's where your roaming pack stands:\n- Pack: Asia Roam 5GB (AO-77120)\n- Used so far: 2,048 MB\n"
       "- Left: 3,072 MB\n- Ends: 09/05/2026, 2:00 PM AEST\nAfter it ends, roaming data costs $3 per 100 MB "
       "unless you add another pack.",
       [("Here's where your roaming pack stands", "N"), ("Pack: Asia Roam 5GB (AO-77120)", "S"),
        ("Used so far: 2,048 MB", "S"), ("Left: 3,072 MB", "S"), ("Ends: 09/05/2026, 2:00 PM AEST", "S"),
        ("roaming data costs $3 per 100 MB", "S")],
       incl=["3,072 MB", "09/05/2026"],
       notes="AO-77120 fields settle the pack lines (5120-2048=3072 MB); policy gives $3 per 100 MB after expiry.")

s.case("Three gigabytes left on Asia Roam 5GB, and it expires this Saturday at 2 PM Sydney time.",
       [("Three gigabytes left on Asia Roam 5GB", "S"), ("expires this Saturday at 2 PM Sydney time", "S")],
       incl=["Three gigabytes", "Saturday"],
       notes="now is Wed 6/5; expires_at of AO-77120 is Sat 9/5 14:00 AEST; 3072 MB left.")

s.case("Hi Priya! Your Asia Roam 5GB pack is active and you've got 3 GB left. The pack is valid for 10 days "
       "from when it started, so it runs until 12 May. Leftover data will roll over to your next pack.",
       [("Hi Priya!", "N"), ("pack is active", "S"), ("you've got 3 GB left", "S"),
        ("valid for 10 days from when it started", "C", "VALUE_MISMATCH"),
        ("runs until 12 May", "C", "DATE_MISMATCH"),
        ("Leftover data will roll over to your next pack", "C", "NLI_CONTRADICTION")],
       errors=["stale_value", "wrong_date", "wrong_policy_condition"],
       excl=["valid for 10 days", "until 12 May", "will roll over"],
       notes="10 days is the expired AO-61907's validity_days; AO-77120 has validity_days 7 and expires 9/5; policy says leftover data is lost.")

s.case("Your Asia Roam 5GB pack has 3 GB left and ends on 9 May at 2:00 PM Sydney time. It was $18.00 when "
       "you bought it, and it can't be refunded now it's active.",
       [("has 3 GB left", "S"), ("ends on 9 May at 2:00 PM Sydney time", "S"),
        ("It was $18.00 when you bought it", "C", "AMOUNT_MISMATCH"), ("can't be refunded now it's active", "S")],
       errors=["other_record_value"], excl=["$18.00"],
       notes="price_cents 1800 belongs to the old AO-61907 pack; AO-77120 cost 2500 ($25.00). Policy: no refunds once activated.")

s.case("Hi Priya, your Asia Roam 5GB pack has 3 GB left. It expires on 9 May at 2:00 PM Sydney time. After "
       "that, roaming data is charged at $5 per 100 MB unless you buy another pack.",
       [("pack has 3 GB left", "S"), ("expires on 9 May at 2:00 PM Sydney time", "S"),
        ("charged at $5 per 100 MB", "C", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
       errors=["wrong_amount"], excl=["$5 per 100 MB"],
       incl=["$3 per 100 MB|$3.00 per 100 MB|$3 for every 100 MB|$3 per 100MB", "3 GB", "9 May"],
       notes="policy#roaming: $3 per 100 MB after the pack ends.", repair=True)

# ---------------------------------------------------------------- 2 mobile carrier: bill explained
s = Scen("bill-jump", "mobile carrier", "My bill jumped this month. It's normally $55. Why?",
    [rec("get_invoice#INV-2605-88213", "tool:get_invoice", {"invoice": {
        "invoice_no": "INV-2605-88213", "account_id": "MB-30991457", "customer_name": "Tom Kelleher",
        "period": {"start": "2026-04-08", "end": "2026-05-07"}, "issued_on": "2026-05-08",
        "due_on": "2026-05-22", "currency": "AUD", "status": "ISSUED",
        "lines": [{"code": "PLAN_FEE", "desc": "Everyday 60GB monthly fee", "amount_cents": 5500},
                  {"code": "EXCESS_DATA", "desc": "Extra data 1GB block", "quantity": 2, "unit_cents": 1000,
                   "amount_cents": 2000},
                  {"code": "INTL_CALLS", "desc": "Calls to New Zealand", "minutes": 14, "amount_cents": 385}],
        "total_cents": 7885,
        "autopay": {"enabled": True, "method": "VISA_4417", "scheduled_on": "2026-05-22"}}}),
     rec("get_invoice#INV-2604-80117", "tool:get_invoice", {"invoice": {
        "invoice_no": "INV-2604-80117", "account_id": "MB-30991457",
        "period": {"start": "2026-03-08", "end": "2026-04-07"}, "issued_on": "2026-04-08",
        "due_on": "2026-04-22", "currency": "AUD", "status": "PAID",
        "lines": [{"code": "PLAN_FEE", "desc": "Everyday 60GB monthly fee", "amount_cents": 5500}],
        "total_cents": 5500}}),
     pol("policy#extra-data", "Your plan's data allowance resets at the start of each billing cycle. If you go "
         "over, we add extra data automatically in 1 GB blocks. Each block costs $10 and is billed on your next "
         "invoice. You can turn automatic extra data off in the app, and we'll slow your speed to 1.5 Mbps "
         "instead of charging you.", "v2")])

s.case("Hi Tom, thanks for checking. This month's bill is $78.85. That's your $55.00 plan fee, plus $20.00 for "
       "two extra 1 GB data blocks, plus $3.85 for calls to New Zealand. It's due on 22 May, and autopay will "
       "take it from your Visa ending 4417 that day.",
       [("thanks for checking", "N"), ("This month's bill is $78.85", "S"), ("your $55.00 plan fee", "S"),
        ("$20.00 for two extra 1 GB data blocks", "S"), ("$3.85 for calls to New Zealand", "S"),
        ("It's due on 22 May", "S"), ("autopay will take it from your Visa ending 4417", "S")],
       incl=["$78.85", "22 May"],
       notes="INV-2605-88213: total_cents 7885 = 5500 + 2000 + 385; due_on 2026-05-22; autopay VISA_4417.")

s.case("Dear Tom,\n\nYour invoice INV-2605-88213 comes to $78.85. The increase is mostly extra data: you went "
       "over your allowance, so two 1 GB blocks were added at $10 each. Extra data is billed on the next "
       "invoice, which is why it shows up now. If you'd rather not be charged, you can switch automatic extra "
       "data off in the app and your speed will be slowed to 1.5 Mbps instead.\n\nKind regards,\nSam from Support",
       [("Dear Tom", "N"), ("INV-2605-88213 comes to $78.85", "S"),
        ("two 1 GB blocks were added at $10 each", "S"), ("Extra data is billed on the next invoice", "S"),
        ("switch automatic extra data off in the app", "S"), ("slowed to 1.5 Mbps instead", "S"),
        ("Kind regards", "N")],
       incl=["$78.85", "$10 each"],
       notes="EXCESS_DATA line quantity 2 x unit_cents 1000; policy#extra-data gives billing, opt-out and 1.5 Mbps.")

s.case("Hi Tom, your bill this month is $75.00: the $55.00 plan fee plus $20.00 for two extra data blocks. Last "
       "month it was $55.00. It's due on 22/05/2026.",
       [("your bill this month is $75.00", "C", "AMOUNT_MISMATCH"), ("the $55.00 plan fee", "S"),
        ("$20.00 for two extra data blocks", "S"), ("Last month it was $55.00", "S"), ("due on 22/05/2026", "S")],
       errors=["wrong_arithmetic"], excl=["$75.00"],
       notes="total_cents is 7885: the sum skips the 385 NZ calls line. INV-2604-80117 total 5500 supports last month.")

s.case("Your current bill of $78.85 covers 8 April to 7 May. It was due on 22 April and has already been paid, "
       "so there's nothing you need to do.",
       [("Your current bill of $78.85", "S"), ("covers 8 April to 7 May", "S"),
        ("It was due on 22 April", "C", "DATE_MISMATCH"),
        ("has already been paid", "C", "RECORD_STATE_MISMATCH")],
       errors=["other_record_value", "wrong_state"], excl=["due on 22 April", "already been paid"],
       notes="22 April and PAID belong to last month's INV-2604-80117; INV-2605-88213 is ISSUED, due 2026-05-22.")

s.case("Hi Tom, your bill is $78.85 this month. Most of the increase is extra data: two 1 GB blocks at $5 each. "
       "It's due on 22 May.",
       [("your bill is $78.85 this month", "S"), ("two 1 GB blocks at $5 each", "C", "AMOUNT_MISMATCH"),
        ("It's due on 22 May", "S")],
       errors=["wrong_amount"], excl=["at $5 each"],
       incl=["$10 each|$10.00 each|$20.00", "$78.85", "22 May"],
       notes="unit_cents 1000 per block ($10), amount_cents 2000.", repair=True)

# ---------------------------------------------------------------- 3 mobile carrier: port-in
s = Scen("port-in", "mobile carrier", "Has my number come across yet? It's been since yesterday arvo.",
    [rec("get_port_request#PR-5531907", "tool:get_port_request", {"port_request": {
        "port_id": "PR-5531907", "msisdn": "0438 211 764", "donor_carrier": "Kestrel Mobile",
        "account_id": "MB-41177020", "state": "AWAITING_DONOR_CONFIRMATION",
        "submitted_at": ep("2026-05-11 16:05"), "expected_by": ep("2026-05-12 12:00"), "tz": "Australia/Sydney",
        "temp_msisdn": "0491 570 226",
        "history": [{"port_id": "PR-5529144", "state": "REJECTED_ACCOUNT_MISMATCH",
                     "submitted_at": ep("2026-05-09 10:20"), "reject_reason": "DOB_MISMATCH"}]}}),
     ref("expedite_port#call-1", "expedite_port", "DENY", {"port_id": "PR-5531907", "priority": "URGENT"}),
     pol("policy#porting", "Most number transfers finish within a few hours, but some take up to two business "
         "days when the other carrier has to confirm details. Keep your old SIM in your phone until your new "
         "SIM shows signal. Your old carrier will send a final bill for charges up to the transfer date. We "
         "can't speed up a transfer that is waiting on the other carrier.", "v3")],
    now="2026-05-12T09:10:00+10:00")

s.case("Morning! Your number 0438 211 764 hasn't moved across yet. The transfer is waiting for Kestrel Mobile to "
       "confirm your details. We expect it to be done by 12:00 PM today. Until then, keep your old SIM in your phone.",
       [("Morning!", "N"), ("hasn't moved across yet", "S"), ("waiting for Kestrel Mobile to confirm your details", "S"),
        ("done by 12:00 PM today", "S"), ("keep your old SIM in your phone", "S")],
       incl=["Kestrel Mobile", "12:00 PM"],
       notes="state AWAITING_DONOR_CONFIRMATION; expected_by 12/5 12:00 AEST; policy: keep old SIM in.")

s.case("Your transfer request PR-5531907 was lodged yesterday at 4:05 PM and is still waiting on Kestrel Mobile. "
       "I asked for it to be sped up, but that request was declined, as we can't hurry a transfer that's with the "
       "other carrier. It should finish by midday today.",
       [("was lodged yesterday at 4:05 PM", "S"), ("still waiting on Kestrel Mobile", "S"),
        ("I asked for it to be sped up", "S"), ("that request was declined", "S"),
        ("we can't hurry a transfer that's with the other carrier", "S"), ("It should finish by midday today", "S")],
       incl=["PR-5531907", "midday"],
       notes="submitted_at 11/5 16:05 AEST; expedite_port was DENY; policy: can't speed up; expected_by 12:00.")

s.case("Not yet: PR-5531907 is awaiting Kestrel Mobile's confirmation, due by 12 PM on 12/05/2026.",
       [("PR-5531907 is awaiting Kestrel Mobile's confirmation", "S"), ("due by 12 PM on 12/05/2026", "S")],
       incl=["PR-5531907", "12/05/2026"], notes="state and expected_by of PR-5531907.")

s.case("Hi there, I've pushed your transfer through as urgent, so it should be finished within the hour. Your "
       "first request was rejected because your date of birth didn't match, and the new one is with Kestrel "
       "Mobile now.",
       [("Hi there", "N"), ("I've pushed your transfer through as urgent", "C", "NOT_EXECUTED"),
        ("finished within the hour", "CI", "DATE_MISMATCH", "VALUE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE"),
        ("first request was rejected because your date of birth didn't match", "S"),
        ("the new one is with Kestrel Mobile now", "S")],
       errors=["refused_call_effect", "invented_promise"],
       excl=["pushed your transfer through as urgent", "within the hour"],
       notes="expedite_port was refused (DENY); expected_by is 12:00, nearly 3 hours after now; history holds PR-5529144 DOB_MISMATCH.")

s.case("Good news: PR-5531907 has been approved by Kestrel Mobile and is due to finish by 12 PM on 12/05/2026.",
       [("has been approved by Kestrel Mobile", "C", "RECORD_STATE_MISMATCH"),
        ("due to finish by 12 PM on 12/05/2026", "S")],
       errors=["wrong_state"], excl=["has been approved"],
       notes="state AWAITING_DONOR_CONFIRMATION: the donor has not confirmed yet.")

s.case("Your number hasn't moved across yet, as the transfer is waiting on Kestrel Mobile. It's expected by "
       "12:00 PM today. In the meantime you can use your temporary number 0491 570 262.",
       [("hasn't moved across yet", "S"), ("expected by 12:00 PM today", "S"),
        ("temporary number 0491 570 262", "C", "IDENTIFIER_MISMATCH")],
       errors=["wrong_id"], excl=["0491 570 262"],
       incl=["0491 570 226|0491570226", "Kestrel Mobile", "12:00 PM|12 PM|midday"],
       notes="temp_msisdn is 0491 570 226.", repair=True)

# ---------------------------------------------------------------- 4 mobile carrier: plan change
s = Scen("plan-upgrade", "mobile carrier", "I've upgraded to Max 120GB. When does it start and what do I get?",
    [rec("get_account#MB-52208816", "tool:get_account", {"account": {
        "account_id": "MB-52208816", "holder": {"first_name": "Grace", "last_name": "Whitfield"},
        "plans": [{"plan_code": "EVERYDAY_40", "name": "Everyday 40GB", "monthly_fee_cents": 4500,
                   "allowance_gb": 40, "status": "ACTIVE", "ends_on": "2026-06-02",
                   "features": ["5G_ACCESS", "HOTSPOT"]},
                  {"plan_code": "MAX_120", "name": "Max 120GB", "monthly_fee_cents": 6500, "allowance_gb": 120,
                   "status": "PENDING_START", "starts_on": "2026-06-03",
                   "features": ["5G_ACCESS", "DATA_BANK_UP_TO_200GB", "INTL_MINS_300", "HOTSPOT"]}],
        "billing_cycle": {"start": "2026-05-03", "end": "2026-06-02"}}}),
     rec("get_change_order#CHG-118204", "tool:get_change_order", {"change_order": {
        "order_id": "CHG-118204", "from_plan": "EVERYDAY_40", "to_plan": "MAX_120",
        "requested_at": ep("2026-05-14 20:12"), "effective_on": "2026-06-03", "state": "SCHEDULED",
        "prorata": False}}),
     pol("policy#plan-changes", "You can change plans in the app at any time. When you move to a bigger plan, "
         "the change starts on the first day of your next billing cycle. We don't charge part-month amounts "
         "for plan changes. Your current plan and allowance stay in place until then. You can cancel a "
         "scheduled change in the app any time before it starts.", "v6")],
    now="2026-05-15T11:00:00+10:00")

s.case("Thanks Grace! Your move to Max 120GB is all set:\n- Starts: 3 June 2026, the first day of your next "
       "cycle\n- Price: $65 a month (up from $45)\n- Includes 120 GB of data, 5G, 300 international minutes, "
       "hotspot use and a data bank of up to 200 GB\nYou keep your Everyday 40GB plan until 2 June.",
       [("Thanks Grace!", "N"), ("move to Max 120GB is all set", "S"), ("Starts: 3 June 2026", "S"),
        ("the first day of your next cycle", "S"), ("$65 a month (up from $45)", "S"),
        ("Includes 120 GB of data", "S"), ("5G, 300 international minutes, hotspot use", "S"),
        ("data bank of up to 200 GB", "S"), ("keep your Everyday 40GB plan until 2 June", "S")],
       incl=["3 June 2026", "$65"],
       notes="CHG-118204 SCHEDULED effective 2026-06-03 (cycle ends 2/6); MAX_120 fee 6500 and features list; EVERYDAY_40 fee 4500 ends 2/6.")

s.case("Your plan change has been scheduled for 3/6/2026. No part-month charge applies, so your first $65.00 "
       "month on Max 120GB starts that day. If you change your mind, the switch can be cancelled in the app "
       "before then.",
       [("has been scheduled for 3/6/2026", "S"), ("No part-month charge applies", "S"),
        ("your first $65.00 month on Max 120GB starts that day", "S"),
        ("can be cancelled in the app before then", "S")],
       incl=["3/6/2026", "$65.00"],
       notes="effective_on 2026-06-03, prorata false; policy allows cancelling a scheduled change in the app.")

s.case("Hi Grace, your upgrade to Max 120GB is booked in for 3 June. It comes with 120 GB of data, 5G, hotspot "
       "use and a free streaming subscription. You'll pay a part-month amount for the days left in this cycle.",
       [("upgrade to Max 120GB is booked in for 3 June", "S"), ("120 GB of data, 5G, hotspot use", "S"),
        ("a free streaming subscription", "CI", "CLAIM_WITHOUT_TOOL_EVIDENCE", "VALUE_MISMATCH"),
        ("pay a part-month amount", "C", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
       errors=["unlisted_perk", "wrong_policy_condition"],
       excl=["free streaming subscription", "part-month amount"],
       notes="MAX_120 features list has no streaming; policy and prorata=false say no part-month charges.")

s.case("Your Max 120GB plan starts on 3 June and costs $45 a month. Until then you stay on Everyday 40GB.",
       [("starts on 3 June", "S"), ("costs $45 a month", "C", "AMOUNT_MISMATCH"),
        ("Until then you stay on Everyday 40GB", "S")],
       errors=["other_record_value"], excl=["$45 a month"],
       notes="4500 is the Everyday 40GB fee; MAX_120 monthly_fee_cents is 6500.")

s.case("Your switch to Max 120GB is scheduled. It starts on 2 June, and it's $65 a month from then.",
       [("switch to Max 120GB is scheduled", "S"), ("It starts on 2 June", "C", "DATE_MISMATCH"),
        ("$65 a month from then", "S")],
       errors=["wrong_date"], excl=["starts on 2 June"],
       incl=["3 June|3/6|03/06|3rd of June|June 3", "$65"],
       notes="effective_on 2026-06-03; 2 June is the end of the current cycle.", repair=True)

# ---------------------------------------------------------------- 5 mobile carrier: lost phone, eSIM
s = Scen("lost-phone-esim", "mobile carrier",
    "Lost my phone last night. Got a new eSIM ordered, is there a charge? And is my old phone blocked?",
    [rec("get_service#0422908315", "tool:get_service", {"service": {
        "msisdn": "0422 908 315", "account_id": "MB-60314452", "holder": "Daniel Osei",
        "status": "BARRED_LOST_STOLEN", "barred_at": ep("2026-05-18 22:47"), "tz": "Australia/Sydney",
        "imei_blocked": True, "imei": "352098174431026"}}),
     rec("get_sim_order#SO-904417", "tool:get_sim_order", {"sim_order": {
        "order_id": "SO-904417", "sim_type": "ESIM", "state": "READY_TO_ACTIVATE",
        "created_at": ep("2026-05-19 08:05"), "fee_cents": 1000, "fee_status": "BILLED_NEXT_INVOICE",
        "qr_sent_to": "d.osei@example.com"}}),
     ref("waive_sim_fee#call-3", "waive_sim_fee", "DENY", {"order_id": "SO-904417", "amount_cents": 1000}),
     pol("policy#sim-replacement", "If your phone is lost or stolen, we bar the service straight away so no one "
         "else can use it. A replacement physical SIM or eSIM costs $10, added to your next bill. The fee is "
         "waived only when the replacement is for a faulty SIM. Once your new SIM is active, the bar is lifted "
         "and your number works again.", "v2")],
    now="2026-05-19T09:30:00+10:00")

s.case("Sorry to hear about your phone, Daniel. Your service was barred last night at 10:47 PM, and the handset's "
       "IMEI is blocked too. Your new eSIM is ready to activate, and we've emailed the QR code to "
       "d.osei@example.com. There's a $10 replacement fee, which will appear on your next bill. Once the eSIM "
       "is active, the bar comes off and your number works again.",
       [("Sorry to hear about your phone", "N"), ("barred last night at 10:47 PM", "S"),
        ("IMEI is blocked too", "S"), ("eSIM is ready to activate", "S"),
        ("emailed the QR code to d.osei@example.com", "S"), ("$10 replacement fee", "S"),
        ("appear on your next bill", "S"), ("the bar comes off", "S")],
       incl=["10:47 PM", "$10"],
       notes="barred_at 18/5 22:47 AEST; SO-904417 READY_TO_ACTIVATE, fee_cents 1000 BILLED_NEXT_INVOICE; policy lifts bar on activation.")

s.case("Your number 0422 908 315 is barred and your lost phone is blocked. The replacement eSIM fee is $10. I "
       "asked for it to be waived, but that wasn't approved, because waivers only apply when a SIM is faulty.",
       [("0422 908 315 is barred", "S"), ("your lost phone is blocked", "S"),
        ("replacement eSIM fee is $10", "S"), ("I asked for it to be waived", "S"),
        ("that wasn't approved", "S"), ("waivers only apply when a SIM is faulty", "S")],
       incl=["$10", "0422 908 315"],
       notes="status BARRED_LOST_STOLEN, imei_blocked; waive_sim_fee refused (DENY); policy: waived only for faulty SIM.")

s.case("Hi Daniel, your service is barred and the phone is blocked. I've waived the $10 eSIM fee for you. "
       "Replacements are free when a phone is lost, so you won't be charged.",
       [("your service is barred", "S"), ("the phone is blocked", "S"),
        ("I've waived the $10 eSIM fee", "C", "NOT_EXECUTED"),
        ("Replacements are free when a phone is lost", "C", "NLI_CONTRADICTION"),
        ("you won't be charged", "C", "AMOUNT_MISMATCH", "VALUE_MISMATCH", "NOT_EXECUTED")],
       errors=["refused_call_effect", "wrong_policy_condition", "condition_unmet"],
       excl=["I've waived", "Replacements are free", "won't be charged"],
       notes="waive_sim_fee was DENY; policy waives only for faulty SIMs; fee_status BILLED_NEXT_INVOICE.")

s.case("Your line was barred at 12:47 PM yesterday, and your eSIM order SO-904417 is ready to activate. The $10 "
       "fee goes on your next bill.",
       [("barred at 12:47 PM yesterday", "C", "DATE_MISMATCH", "VALUE_MISMATCH"),
        ("SO-904417 is ready to activate", "S"), ("The $10 fee goes on your next bill", "S")],
       errors=["unit_conversion"], excl=["12:47 PM"],
       notes="barred_at is 22:47 Sydney time (12:47 UTC): the draft gives the UTC clock time as local.")

s.case("Your service was barred at 10:47 PM last night. Your eSIM is ready to activate, and the replacement fee "
       "is $15, added to your next bill.",
       [("barred at 10:47 PM last night", "S"), ("eSIM is ready to activate", "S"),
        ("the replacement fee is $15", "C", "AMOUNT_MISMATCH")],
       errors=["wrong_amount"], excl=["fee is $15"],
       incl=["$10", "10:47 PM|10:47pm", "ready to activate"],
       notes="fee_cents 1000 and policy: $10.", repair=True)

# ---------------------------------------------------------------- 6 home broadband: outage
s = Scen("nbn-outage", "home broadband",
    "My internet's been dead since this morning. What's going on and do I get money back?",
    [rec("get_service#NBN-7730215", "tool:get_service", {"service": {
        "service_id": "NBN-7730215", "account_id": "HB-4410982", "holder": "Mei Lin Tan", "tech": "FTTP",
        "speed_tier": "NBN_100", "address": {"suburb": "Marrickville", "state": "NSW", "postcode": "2204"},
        "status": "SERVICE_DOWN", "open_incident": "INC-26-05521"}}),
     rec("get_incident#INC-26-05521", "tool:get_incident", {"incident": {
        "incident_id": "INC-26-05521", "type": "NETWORK_FAULT", "state": "ENGINEER_ON_SITE",
        "area": "Marrickville exchange", "started_at": ep("2026-05-20 06:15"),
        "estimated_restore_at": ep("2026-05-20 15:00"), "tz": "Australia/Sydney", "affected_services": 1380,
        "updates": [{"at": ep("2026-05-20 07:30"), "state": "INVESTIGATING"},
                    {"at": ep("2026-05-20 10:05"), "state": "ENGINEER_ON_SITE"}]}}),
     rec("get_incident#INC-26-04187", "tool:get_incident", {"incident": {
        "incident_id": "INC-26-04187", "type": "NETWORK_FAULT", "state": "RESOLVED",
        "area": "Marrickville exchange", "started_at": ep("2026-04-02 13:40"), "duration": "PT3H20M"}}),
     pol("policy#outage-credit", "We'll keep you updated by SMS while an outage is being fixed. If your service is "
         "down for more than 24 hours in a row because of a fault on our network, you can claim a credit of $5 "
         "for each full day it was down. Credits are applied to your next bill once the fault is fixed. Outages "
         "under 24 hours don't qualify for a credit. If you rely on a medical alarm, call us so we can "
         "prioritise your case.", "v5")],
    now="2026-05-20T11:20:00+10:00")

s.case("Hi Mei Lin, sorry, there's a network fault at the Marrickville exchange affecting your service. It "
       "started at 6:15 AM, and an engineer is on site now. We expect it to be back by 3:00 PM today. Outages "
       "under 24 hours don't qualify for a credit, but if it runs past 24 hours you can claim $5 for each full day.",
       [("network fault at the Marrickville exchange", "S"), ("It started at 6:15 AM", "S"),
        ("an engineer is on site now", "S"), ("back by 3:00 PM today", "S"),
        ("Outages under 24 hours don't qualify for a credit", "S"), ("claim $5 for each full day", "S")],
       incl=["3:00 PM", "Marrickville"],
       notes="INC-26-05521 state ENGINEER_ON_SITE, started 06:15, estimated_restore_at 15:00 AEST; policy#outage-credit.")

s.case("It's an exchange fault: an engineer's on site, restore expected by three this afternoon, and no credit "
       "applies unless it passes twenty-four hours.",
       [("It's an exchange fault", "S"), ("an engineer's on site", "S"),
        ("restore expected by three this afternoon", "S"),
        ("no credit applies unless it passes twenty-four hours", "S")],
       incl=["three this afternoon", "twenty-four hours"],
       notes="incident fields and policy#outage-credit; 15:00 said in words.")

s.case("Sorry Mei Lin, your area has a network fault and an engineer is on site. It should be fixed by 3 PM. "
       "Because you've been affected, we'll add a $5 credit to your next bill.",
       [("your area has a network fault", "S"), ("an engineer is on site", "S"), ("fixed by 3 PM", "S"),
        ("we'll add a $5 credit to your next bill", "CI", "NLI_CONTRADICTION", "CLAIM_WITHOUT_TOOL_EVIDENCE",
         "VALUE_MISMATCH")],
       errors=["condition_unmet"], excl=["add a $5 credit"],
       notes="the outage is about 5 hours old; policy gives credit only past 24 hours, and no record holds a credit.")

s.case("Hi Mei Lin, the fault near you is still being investigated and no one has been sent out yet. We're "
       "aiming to restore it by 3:00 PM.",
       [("still being investigated", "C", "RECORD_STATE_MISMATCH"),
        ("no one has been sent out yet", "C", "RECORD_STATE_MISMATCH"), ("restore it by 3:00 PM", "S")],
       errors=["stale_value", "wrong_state"], excl=["still being investigated", "no one has been sent out"],
       notes="INVESTIGATING is the superseded 07:30 update; current state is ENGINEER_ON_SITE since 10:05.")

s.case("There's a network fault at the Marrickville exchange, and an engineer is working on it. It began at "
       "6:15 AM and should be fixed by 5:00 PM today.",
       [("network fault at the Marrickville exchange", "S"), ("an engineer is working on it", "S"),
        ("It began at 6:15 AM", "S"), ("fixed by 5:00 PM today", "C", "DATE_MISMATCH", "VALUE_MISMATCH")],
       errors=["wrong_time"], excl=["5:00 PM"],
       incl=["3:00 PM|3 PM|3pm|15:00|3:00pm", "6:15 AM|6:15am"],
       notes="estimated_restore_at is 15:00 AEST.", repair=True)
