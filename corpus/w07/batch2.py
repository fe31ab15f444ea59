from write_cases import Scen, rec, pol, psg, ref, ep, SYD, PER

# ---------------------------------------------------------------- 7 home broadband: speed tier upgrade
s = Scen("speed-upgrade", "home broadband",
    "I asked to go up to the 250 plan. When will I get the faster speed and how much is it?",
    [rec("get_account#HB-5520761", "tool:get_account", {"account": {
        "account_id": "HB-5520761", "holder": {"first_name": "Oliver", "last_name": "Brandt"},
        "service_id": "NBN-8812044", "tech": "HFC",
        "plans": [{"plan_code": "NBN_50", "name": "Home Standard 50", "monthly_fee_cents": 7900,
                   "status": "ACTIVE", "speed": {"max_down_mbps": 50, "max_up_mbps": 20,
                                                 "typical_evening_down_mbps": 48}},
                  {"plan_code": "NBN_250", "name": "Home Fast 250", "monthly_fee_cents": 9900,
                   "status": "PENDING_ACTIVATION", "speed": {"max_down_mbps": 250, "max_up_mbps": 25,
                                                             "typical_evening_down_mbps": 215}}],
        "billing_cycle": {"start": "2026-05-12", "end": "2026-06-11"}}}),
     rec("get_speed_change#SC-40982", "tool:get_speed_change", {"speed_change": {
        "request_id": "SC-40982", "from_plan": "NBN_50", "to_plan": "NBN_250", "state": "PROVISIONING",
        "requested_at": ep("2026-05-21 09:41"), "expected_complete_at": ep("2026-05-22 18:00"),
        "tz": "Australia/Sydney", "modem_swap_required": False}}),
     pol("policy#speed-changes", "Speed changes usually finish within one business day. When you upgrade, "
         "we charge the new monthly price from the day the change is complete, and the old price stops that "
         "day. On HFC connections, tiers up to 250 Mbps work with the modem you already have; 1000 Mbps tiers "
         "need a compatible modem. Typical evening speeds are measured between 7 PM and 11 PM.", "v2")],
    now="2026-05-21T14:00:00+10:00")

s.case("Hi Oliver, your upgrade to Home Fast 250 is being set up now. It should be finished by 6:00 PM tomorrow "
       "(Friday 22 May). The new plan is $99 a month, and you'll be charged that from the day the change is "
       "done. Typical evening download speed on this plan is 215 Mbps.",
       [("is being set up now", "S"), ("finished by 6:00 PM tomorrow (Friday 22 May)", "S"),
        ("The new plan is $99 a month", "S"), ("charged that from the day the change is done", "S"),
        ("Typical evening download speed on this plan is 215 Mbps", "S")],
       incl=["$99", "22 May"],
       notes="SC-40982 PROVISIONING, expected_complete_at 22/5 18:00 AEST; NBN_250 fee 9900, typical_evening 215; policy on billing.")

s.case("Quick summary:\n• New plan: Home Fast 250, $99.00/month\n• Max speeds: 250 Mbps down, 25 Mbps up\n"
       "• Ready by: 22/05/2026, 6 PM\n• Your current modem works with it, so there's nothing to swap.",
       [("Quick summary", "N"), ("Home Fast 250, $99.00/month", "S"), ("250 Mbps down, 25 Mbps up", "S"),
        ("Ready by: 22/05/2026, 6 PM", "S"), ("Your current modem works with it", "S")],
       incl=["$99.00", "22/05/2026"],
       notes="NBN_250 speed block; modem_swap_required false and policy (HFC up to 250 Mbps keeps the modem).")

s.case("Your Home Fast 250 upgrade is in progress and should be done by 6 PM tomorrow. In the evenings you'll "
       "get 250 Mbps, and the plan costs $99 a month.",
       [("upgrade is in progress", "S"), ("done by 6 PM tomorrow", "S"),
        ("In the evenings you'll get 250 Mbps", "C", "VALUE_MISMATCH"), ("the plan costs $99 a month", "S")],
       errors=["wrong_role"], excl=["In the evenings you'll get 250 Mbps"],
       notes="250 is max_down_mbps; typical_evening_down_mbps is 215.")

s.case("Your speed upgrade is being provisioned and will be ready on Monday 25 May. It's $79 a month, billed "
       "from the day it's switched on.",
       [("being provisioned", "S"), ("ready on Monday 25 May", "C", "DATE_MISMATCH"),
        ("It's $79 a month", "C", "AMOUNT_MISMATCH"), ("billed from the day it's switched on", "S")],
       errors=["wrong_date", "other_record_value"], excl=["Monday 25 May", "$79 a month"],
       notes="expected_complete_at is Fri 22/5 18:00; 7900 is the old NBN_50 fee, NBN_250 is 9900.")

s.case("Your move to Home Fast 250 is being set up and should be done by 6:00 PM on Saturday. It costs $99 a "
       "month, charged from the day the change is complete.",
       [("being set up", "S"), ("done by 6:00 PM on Saturday", "C", "DATE_MISMATCH"),
        ("It costs $99 a month", "S"), ("charged from the day the change is complete", "S")],
       errors=["wrong_date"], excl=["on Saturday"],
       incl=["Friday|tomorrow|22 May|22/05", "$99"],
       notes="expected_complete_at is Friday 22/5 18:00 (now is Thursday).", repair=True)

# ---------------------------------------------------------------- 8 home broadband: moving house (Perth)
s = Scen("relocation-perth", "home broadband", "What time is the tech coming to the new place in Joondalup?",
    [rec("get_relocation#MV-330915", "tool:get_relocation", {"relocation": {
        "order_id": "MV-330915", "account_id": "HB-6081337", "holder": "Aisha Karim",
        "from_address": {"street": "3/77 Rokeby Road", "suburb": "Subiaco", "state": "WA", "postcode": "6008"},
        "to_address": {"street": "14 Banksia Crescent", "suburb": "Joondalup", "state": "WA", "postcode": "6027"},
        "state": "APPOINTMENT_BOOKED", "new_tech": "FTTC", "relocation_fee_cents": 0,
        "old_service_disconnect_on": "2026-06-05",
        "appointment": {"appointment_id": "APT-7710452", "window_start": ep("2026-06-04 08:00", PER),
                        "window_end": ep("2026-06-04 12:00", PER), "tz": "Australia/Perth",
                        "technician_required": True},
        "previous_appointments": [{"appointment_id": "APT-7702218", "window_start": ep("2026-06-02 13:00", PER),
                                   "window_end": ep("2026-06-02 17:00", PER), "state": "CANCELLED_BY_CUSTOMER"}]}}),
     pol("policy#moving", "Moving your broadband to a new address is free if you stay on the same plan. Someone "
         "aged 18 or over needs to be home for the whole appointment window. If no one is home, a $90 missed "
         "appointment fee applies. Your old address stays connected until the day after the new service is "
         "installed, so you're not left without internet.", "v3")],
    now="2026-05-28T16:30:00+08:00")

s.case("Hi Aisha, your technician is booked for Thursday 4 June between 8:00 AM and 12:00 PM (Perth time) at "
       "14 Banksia Crescent, Joondalup. Someone 18 or older needs to be home for the whole window. Your Subiaco "
       "connection stays on until 5 June, and there's no fee for the move.",
       [("booked for Thursday 4 June between 8:00 AM and 12:00 PM (Perth time)", "S"),
        ("at 14 Banksia Crescent, Joondalup", "S"),
        ("Someone 18 or older needs to be home for the whole window", "S"),
        ("Subiaco connection stays on until 5 June", "S"), ("there's no fee for the move", "S")],
       incl=["4 June", "8:00 AM"],
       notes="APT-7710452 window 08:00-12:00 AWST on 4/6; old_service_disconnect_on 2026-06-05; relocation_fee_cents 0.")

s.case("Tech visit APT-7710452 is on 4/6/2026, 8 am to midday AWST.",
       [("Tech visit APT-7710452", "S"), ("on 4/6/2026, 8 am to midday AWST", "S")],
       incl=["APT-7710452", "4/6/2026"], notes="appointment window_start/window_end in Australia/Perth.")

s.case("Hi Aisha, the tech is booked for 4 June between 10:00 AM and 2:00 PM. Please make sure an adult is home "
       "for the whole window.",
       [("the tech is booked for 4 June", "S"), ("between 10:00 AM and 2:00 PM", "C", "DATE_MISMATCH", "VALUE_MISMATCH"),
        ("make sure an adult is home for the whole window", "S")],
       errors=["unit_conversion"], excl=["10:00 AM and 2:00 PM"],
       notes="window is 08:00-12:00 in Australia/Perth; 10-2 is the same instant in Sydney time, not the customer's zone.")

s.case("Your appointment is on Tuesday 2 June from 1:00 PM to 5:00 PM. If nobody's home, there's a $50 fee.",
       [("on Tuesday 2 June from 1:00 PM to 5:00 PM", "C", "DATE_MISMATCH"),
        ("there's a $50 fee", "C", "NLI_CONTRADICTION", "AMOUNT_MISMATCH")],
       errors=["stale_value", "wrong_amount"], excl=["Tuesday 2 June", "$50 fee"],
       notes="APT-7702218 (2/6 13:00-17:00) was CANCELLED_BY_CUSTOMER; the booked one is APT-7710452 on 4/6. Policy: $90.")

s.case("Your technician is booked for Thursday 4 June, 8:00 AM to 12:00 PM Perth time. If no one is home, a $90 "
       "fee applies. Your old service stays connected until 6 June.",
       [("booked for Thursday 4 June, 8:00 AM to 12:00 PM Perth time", "S"), ("a $90 fee applies", "S"),
        ("stays connected until 6 June", "C", "DATE_MISMATCH")],
       errors=["wrong_date"], excl=["until 6 June"],
       incl=["5 June|5/6|05/06|June 5|5th of June", "8:00 AM|8 AM|8am", "$90"],
       notes="old_service_disconnect_on is 2026-06-05.", repair=True)

# ---------------------------------------------------------------- 9 home broadband: modem return
s = Scen("modem-return", "home broadband", "I cancelled my internet. Do I need to send the modem back, and by when?",
    [rec("get_account#HB-7192045", "tool:get_account", {"account": {
        "account_id": "HB-7192045", "holder": "Ruth Nakamura",
        "plans": [{"plan_code": "NBN_25", "name": "Home Basic 25", "status": "CANCELLED",
                   "cancelled_on": "2026-05-04", "monthly_fee_cents": 6500}],
        "final_bill": {"invoice_no": "INV-HB-91544", "amount_cents": 3120, "due_on": "2026-05-25",
                       "status": "ISSUED"}}}),
     rec("get_return#RMA-40217", "tool:get_return", {"return": {
        "rma_id": "RMA-40217", "device": "WIFI6_MODEM_HG7", "serial": "HG7K22019385", "state": "LABEL_SENT",
        "label_sent_at": ep("2026-05-04 11:12"), "return_by": "2026-06-03", "carrier": "AUSTRALIA_POST",
        "tracking_no": None, "non_return_fee_cents": 15000}}),
     pol("policy#modem-return", "If you cancel within your first 24 months, please return the modem. We email a "
         "prepaid Australia Post label when you cancel. Drop the boxed modem at any post office so it reaches us "
         "within 30 days of cancelling. If it doesn't, we charge a non-return fee of $150. Once the modem is "
         "scanned at our depot, we'll email you a confirmation. You don't need to send back the power supply.",
         "v4")],
    now="2026-05-22T10:00:00+10:00")

s.case("Yes, please send it back, Ruth. We emailed you a prepaid Australia Post return label on 4 May. Drop the "
       "boxed modem at any post office so it reaches us by 3 June. If it doesn't, there's a $150 non-return fee. "
       "You can keep the power supply.",
       [("please send it back", "S"), ("emailed you a prepaid Australia Post return label on 4 May", "S"),
        ("reaches us by 3 June", "S"), ("there's a $150 non-return fee", "S"), ("keep the power supply", "S")],
       incl=["3 June", "$150"],
       notes="RMA-40217 LABEL_SENT 4/5, return_by 2026-06-03, non_return_fee_cents 15000; policy: power supply not needed.")

s.case("Hello Ruth,\n\nThanks for letting us know. Your return is RMA-40217, and the label went out to you on the "
       "fourth of May. You have thirty days from cancelling, so the modem needs to be back with us by the third "
       "of June. We'll email you once it's scanned at our depot.\n\nCheers,\nJordan",
       [("Thanks for letting us know", "N"), ("Your return is RMA-40217", "S"),
        ("the label went out to you on the fourth of May", "S"), ("thirty days from cancelling", "S"),
        ("back with us by the third of June", "S"), ("email you once it's scanned at our depot", "S"),
        ("Cheers", "N")],
       incl=["RMA-40217", "third of June"],
       notes="rma_id, label_sent_at, return_by; policy: 30 days and email on scan.")

s.case("Hi Ruth, your return number is INV-HB-91544. Please drop the modem at a post office by 3 June, or a $150 "
       "fee applies.",
       [("your return number is INV-HB-91544", "C", "IDENTIFIER_MISMATCH"),
        ("drop the modem at a post office by 3 June", "S"), ("a $150 fee applies", "S")],
       errors=["wrong_role"], excl=["return number is INV-HB-91544"],
       notes="INV-HB-91544 is the final bill's invoice number; the return is RMA-40217.")

s.case("Good news, Ruth: your modem has been received at our depot. Your final bill of $31.20 is due on 25 May, "
       "and your return label is valid until 10 June.",
       [("your modem has been received at our depot", "C", "RECORD_STATE_MISMATCH"),
        ("final bill of $31.20", "S"), ("is due on 25 May", "S"),
        ("return label is valid until 10 June", "C", "DATE_MISMATCH")],
       errors=["wrong_state", "wrong_date"], excl=["has been received at our depot", "until 10 June"],
       notes="RMA state LABEL_SENT with no tracking; return_by 2026-06-03. Final bill 3120 due 2026-05-25.")

s.case("Please return the modem by 3 June using the prepaid label we emailed you. If it isn't back by then, a $100 "
       "non-return fee applies.",
       [("return the modem by 3 June", "S"), ("prepaid label we emailed you", "S"),
        ("a $100 non-return fee applies", "C", "AMOUNT_MISMATCH", "NLI_CONTRADICTION")],
       errors=["wrong_amount"], excl=["$100"],
       incl=["$150", "3 June"], notes="non_return_fee_cents 15000 and policy: $150.", repair=True)

# ---------------------------------------------------------------- 10 home broadband: data cap in bytes
s = Scen("data-cap", "home broadband",
    "How much of my 500 GB have I used? Am I going to get charged if I go over?",
    [rec("get_usage#HB-8830142", "tool:get_usage", {
        "account_id": "HB-8830142", "holder": "Liam Fitzgerald",
        "plan": {"plan_code": "HOME_CAP_500", "name": "Home Saver 500GB", "allowance_gb": 500,
                 "shaped_speed_mbps": 1.5},
        "billing_cycle": {"start": "2026-05-10", "end": "2026-06-09"},
        "usage": {"downloaded_bytes": 351000000000, "uploaded_bytes": 61000000000,
                  "counted_bytes": 412000000000, "as_of": ep("2026-05-25 06:00"), "tz": "Australia/Sydney"},
        "addons": [{"addon_id": "BST-2204", "name": "100GB Data Boost", "allowance_gb": 100, "price_cents": 1000,
                    "purchased_at": ep("2026-04-28 21:00"), "validity": "END_OF_CYCLE", "status": "EXPIRED"}]}),
     pol("policy#data-cap", "Both downloads and uploads count towards your monthly allowance, and 1 GB is "
         "1,000,000,000 bytes. If you use your whole allowance, your speed is slowed to 1.5 Mbps until your next "
         "billing cycle starts. There are no extra charges for going over. If you want full speed back sooner, "
         "you can buy a 100 GB Data Boost for $10, which lasts until the end of that cycle.", "v3")],
    now="2026-05-25T08:00:00+10:00")

s.case("Hi Liam, as of 6:00 AM today you've used 412 GB of your 500 GB, so you have 88 GB left. That counts both "
       "downloads (351 GB) and uploads (61 GB). If you run out, there are no extra charges; your speed just drops "
       "to 1.5 Mbps until the end of your cycle on 9 June.",
       [("you've used 412 GB of your 500 GB", "S"), ("you have 88 GB left", "S"),
        ("downloads (351 GB) and uploads (61 GB)", "S"), ("there are no extra charges", "S"),
        ("your speed just drops to 1.5 Mbps", "S"), ("until the end of your cycle on 9 June", "S")],
       incl=["88 GB", "412 GB"],
       notes="counted_bytes 412e9 = 412 GB (policy: 1 GB = 1e9 bytes); 500-412 = 88; cycle end 2026-06-09.")

s.case("412 GB used, 88 GB to go, and going over only slows you to 1.5 Mbps, it doesn't cost extra.",
       [("412 GB used, 88 GB to go", "S"), ("going over only slows you to 1.5 Mbps", "S"),
        ("it doesn't cost extra", "S")],
       incl=["88 GB", "1.5 Mbps"], notes="usage.counted_bytes and policy#data-cap.")

s.case("Hi Liam, you've used 351 GB of your 500 GB this cycle, which leaves 149 GB. Going over won't cost you "
       "anything; you'll just be slowed to 1.5 Mbps.",
       [("you've used 351 GB of your 500 GB", "C", "VALUE_MISMATCH"),
        ("which leaves 149 GB", "C", "VALUE_MISMATCH"), ("Going over won't cost you anything", "S"),
        ("slowed to 1.5 Mbps", "S")],
       errors=["wrong_role", "wrong_arithmetic"], excl=["used 351 GB", "149 GB"],
       notes="351 GB is downloaded_bytes only; counted_bytes (uploads too) is 412 GB, leaving 88 GB.")

s.case("You've used 412 GB so far. The 100 GB Data Boost you bought is still active, so you've really got 188 GB "
       "left this cycle.",
       [("You've used 412 GB so far", "S"),
        ("The 100 GB Data Boost you bought is still active", "C", "RECORD_STATE_MISMATCH"),
        ("you've really got 188 GB left", "C", "VALUE_MISMATCH")],
       errors=["stale_value", "wrong_value"], excl=["still active", "188 GB"],
       notes="BST-2204 was bought last cycle and is EXPIRED; 88 GB is left.")

s.case("You've used 412 GB of your 500 GB allowance, so 88 GB is left. If you go over, you'll be charged $10 for "
       "each extra 100 GB.",
       [("You've used 412 GB of your 500 GB allowance", "S"), ("so 88 GB is left", "S"),
        ("charged $10 for each extra 100 GB", "C", "NLI_CONTRADICTION")],
       errors=["wrong_policy_condition"], excl=["charged $10 for each extra 100 GB"],
       incl=["1.5 Mbps|no extra charge|not be charged|won't be charged|no extra cost", "88 GB"],
       notes="policy: no extra charges, speed slowed to 1.5 Mbps; the $10 boost is optional.", repair=True)

# ---------------------------------------------------------------- 11 cable TV: sports add-on
s = Scen("sports-addon", "cable TV", "Just added the sports pack. What channels do I get and what will my bill be?",
    [rec("get_subscription#TV-3380127", "tool:get_subscription", {"subscription": {
        "subscription_id": "TV-3380127", "holder": "Kev Murphy",
        "base_package": {"code": "ESSENTIALS", "name": "Essentials", "monthly_fee_cents": 3500},
        "addons": [{"code": "SPORTS_PLUS", "name": "Sports Plus", "monthly_fee_cents": 2500, "state": "ACTIVE",
                    "started_on": "2026-05-16", "min_term_months": 3,
                    "channels": ["Fox Footy", "Fox League", "Fox Cricket", "beIN 1"]},
                   {"code": "MOVIES_PREMIERE", "name": "Movies Premiere", "monthly_fee_cents": 1500,
                    "state": "CANCELLED", "ended_on": "2026-04-30"}],
        "billing_cycle": {"start": "2026-05-16", "end": "2026-06-15"}, "next_bill_on": "2026-06-16"}}),
     pol("policy#tv-addons", "Add-ons are billed monthly in advance together with your base package. Add-on packs "
         "have a minimum term of 3 months. If you cancel an add-on before then, you pay for the remaining months. "
         "Channels in a pack can change during the year, and we give 30 days' notice before removing one.", "v2")],
    now="2026-05-17T12:00:00+10:00")

s.case("Welcome to Sports Plus, Kev! It gives you Fox Footy, Fox League, Fox Cricket and beIN 1. It's $25 a month "
       "on top of your $35 Essentials package, so your monthly bill will be $60. Your next bill is on 16 June.",
       [("Welcome to Sports Plus, Kev!", "N"), ("Fox Footy, Fox League, Fox Cricket and beIN 1", "S"),
        ("$25 a month on top of your $35 Essentials package", "S"), ("your monthly bill will be $60", "S"),
        ("next bill is on 16 June", "S")],
       incl=["$60", "16 June"],
       notes="SPORTS_PLUS 2500 + ESSENTIALS 3500 = 6000; Movies Premiere is cancelled; next_bill_on 2026-06-16.")

s.case("Sports Plus is now active:\n- Channels: Fox Footy, Fox League, Fox Cricket, beIN 1\n- Cost: $25.00/month, "
       "billed in advance\n- Minimum term: three months from 16/05/2026",
       [("Sports Plus is now active", "S"), ("Channels: Fox Footy, Fox League, Fox Cricket, beIN 1", "S"),
        ("$25.00/month, billed in advance", "S"), ("Minimum term: three months from 16/05/2026", "S")],
       incl=["$25.00", "three months"],
       notes="addon state ACTIVE, started_on 2026-05-16, min_term_months 3; policy: billed in advance.")

s.case("Sports Plus is active and includes Fox Footy, Fox League, Fox Cricket, beIN 1 and ESPN. It's $25 a month.",
       [("Sports Plus is active", "S"),
        ("includes Fox Footy, Fox League, Fox Cricket, beIN 1 and ESPN", "CI", "VALUE_MISMATCH",
         "CLAIM_WITHOUT_TOOL_EVIDENCE"),
        ("It's $25 a month", "S")],
       errors=["unlisted_perk"], excl=["and ESPN"],
       notes="the channels list has four channels and no ESPN.")

s.case("Your monthly total is now $75: $35 for Essentials, $25 for Sports Plus and $15 for Movies Premiere.",
       [("Your monthly total is now $75", "C", "AMOUNT_MISMATCH"), ("$35 for Essentials", "S"),
        ("$25 for Sports Plus", "S"), ("$15 for Movies Premiere", "C", "RECORD_STATE_MISMATCH")],
       errors=["wrong_amount", "stale_value"], excl=["$75", "$15 for Movies Premiere"],
       notes="Movies Premiere was CANCELLED on 30/4, so the total is 3500+2500 = $60.")

s.case("Sports Plus is on! You get Fox Footy, Fox League, Fox Cricket and beIN 1 for $25 a month. It has a "
       "one-month minimum term.",
       [("Sports Plus is on!", "S"), ("Fox Footy, Fox League, Fox Cricket and beIN 1 for $25 a month", "S"),
        ("one-month minimum term", "C", "VALUE_MISMATCH", "NLI_CONTRADICTION")],
       errors=["wrong_period"], excl=["one-month minimum"],
       incl=["3 months|three months|3-month|three-month|3 month", "$25"],
       notes="min_term_months 3; policy: 3 months.", repair=True)

# ---------------------------------------------------------------- 12 cable TV: set-top box tech visit
s = Scen("stb-tech-visit", "cable TV", "My box says no signal. When's the tech coming and do I have to pay?",
    [rec("get_ticket#TK-662093", "tool:get_ticket", {"ticket": {
        "ticket_id": "TK-662093", "subscription_id": "TV-4471902", "customer": "Beatrice Llewellyn",
        "issue_code": "STB_NO_SIGNAL", "state": "TECH_VISIT_SCHEDULED",
        "device": {"model": "CX-400 Recorder", "serial": "CX4-0098821", "warranty_until": "2025-11-30"},
        "visit": {"visit_id": "V-228817", "date": "2026-05-27", "window": {"start": "13:00", "end": "17:00"},
                  "tz": "Australia/Sydney", "callout_fee_cents": 7900}}}),
     ref("waive_callout_fee#call-2", "waive_callout_fee", "DENY", {"visit_id": "V-228817", "reason": "GOODWILL"}),
     pol("policy#tech-visits", "If your set-top box is under warranty, a technician visit to fix it is free. Out of "
         "warranty, a call-out fee of $79 applies, charged on your next bill. If the technician finds the fault is "
         "with our network rather than your equipment, we refund the call-out fee. You can reschedule a visit for "
         "free up to 24 hours before it starts.", "v3")],
    now="2026-05-25T10:00:00+10:00")

s.case("Hi Beatrice, a technician is booked for Wednesday 27 May between 1:00 PM and 5:00 PM. Your CX-400 "
       "Recorder's warranty ended on 30 November 2025, so a $79 call-out fee applies. I asked for the fee to be "
       "waived, but that was declined. If the tech finds the fault is on our network, we'll refund it.",
       [("booked for Wednesday 27 May between 1:00 PM and 5:00 PM", "S"),
        ("warranty ended on 30 November 2025", "S"), ("a $79 call-out fee applies", "S"),
        ("I asked for the fee to be waived", "S"), ("that was declined", "S"), ("we'll refund it", "S")],
       incl=["27 May", "$79"],
       notes="visit V-228817 27/5 13:00-17:00; warranty_until 2025-11-30; waive_callout_fee DENY; policy refund if network fault.")

s.case("Tech visit V-228817 is set for 27/05 from 1 to 5 PM; the $79 call-out fee applies as the box is out of "
       "warranty.",
       [("Tech visit V-228817 is set for 27/05 from 1 to 5 PM", "S"), ("the $79 call-out fee applies", "S"),
        ("the box is out of warranty", "S")],
       incl=["V-228817", "$79"], notes="visit record; callout_fee_cents 7900; warranty_until is before now.")

s.case("The visit has been scheduled for the day after tomorrow, in the 1-5 PM window. It can be moved at no cost "
       "up to 24 hours before it starts.",
       [("scheduled for the day after tomorrow, in the 1-5 PM window", "S"),
        ("moved at no cost up to 24 hours before it starts", "S")],
       incl=["day after tomorrow", "24 hours"],
       notes="now is Mon 25/5, visit date Wed 27/5 13:00-17:00; policy: free reschedule up to 24 hours before.")

s.case("Good news: I've had the $79 call-out fee waived for your visit on 27 May. Your box is still under "
       "warranty, so the repair itself is free too.",
       [("I've had the $79 call-out fee waived", "C", "NOT_EXECUTED"), ("your visit on 27 May", "S"),
        ("Your box is still under warranty", "C", "DATE_MISMATCH", "VALUE_MISMATCH")],
       errors=["refused_call_effect", "condition_unmet"], excl=["fee waived", "still under warranty"],
       notes="waive_callout_fee was DENY; warranty_until 2025-11-30 is past.")

s.case("The tech will arrive between 1:00 PM and 5:00 PM on 27 May. You can reschedule for free up to 48 hours "
       "before the visit.",
       [("between 1:00 PM and 5:00 PM on 27 May", "S"),
        ("reschedule for free up to 48 hours before", "C", "NLI_CONTRADICTION")],
       errors=["wrong_period"], excl=["48 hours"],
       notes="policy#tech-visits says up to 24 hours before.")

s.case("A technician will visit on Wednesday 27 May between 1:00 PM and 5:00 PM. As your box is out of warranty, a "
       "call-out fee of $97 applies.",
       [("visit on Wednesday 27 May between 1:00 PM and 5:00 PM", "S"), ("your box is out of warranty", "S"),
        ("call-out fee of $97 applies", "C", "AMOUNT_MISMATCH")],
       errors=["wrong_amount"], excl=["$97"],
       incl=["$79", "27 May", "1:00 PM|1 PM|1pm"], notes="callout_fee_cents 7900.", repair=True)
