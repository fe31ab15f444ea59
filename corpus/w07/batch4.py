from write_cases import Scen, rec, pol, psg, ref, ep, SYD, PER

# ---------------------------------------------------------------- 19 satellite: rain fade (Perth)
s = Scen("rain-fade", "satellite internet",
    "My satellite internet cut out yesterday arvo during the storm. Is something wrong with my dish?",
    [rec("get_service#SAT-3018844", "tool:get_service", {"service": {
        "service_id": "SAT-3018844", "customer": "Bronwyn Eades",
        "location": {"locality": "Kununurra", "state": "WA"}, "tz": "Australia/Perth",
        "plan": {"name": "SkyReach 100", "priority_data_gb": 100}, "status": "ONLINE",
        "link": {"snr_db": "9.4", "last_outage": {"start": ep("2026-06-01 15:10", PER),
                                                   "end": ep("2026-06-01 16:25", PER), "cause": "RAIN_FADE"}},
        "terminal": {"model": "SR-2 dish", "firmware": "4.12.1", "health": "OK"}}}),
     psg("kb#rain-fade", "Heavy rain or thick storm cloud can weaken the satellite signal. This is called rain fade.\n"
         "Drop-outs from rain fade usually last less than an hour, and the service comes back by itself once the storm passes.\n"
         "You don't need to restart your modem after rain fade.\n"
         "If drop-outs happen in clear weather, check that nothing is blocking the dish."),
     pol("policy#sat-credits", "Service credits apply to outages caused by faults in our network or equipment that "
         "last more than 24 hours. Weather-related drop-outs, including rain fade, are not eligible for credits. "
         "Credits are added to your next bill.", "v2")],
    now="2026-06-02T09:00:00+08:00")

s.case("Hi Bronwyn, the drop-out yesterday was caused by rain fade from the storm, not a fault with your dish. It "
       "lasted from 3:10 PM to 4:25 PM, and your service is back online now. Heavy rain or storm cloud can weaken "
       "the satellite signal, and it comes back by itself once the storm passes.",
       [("caused by rain fade from the storm", "S"), ("not a fault with your dish", "S"),
        ("lasted from 3:10 PM to 4:25 PM", "S"), ("back online now", "S"),
        ("Heavy rain or storm cloud can weaken the satellite signal", "S"),
        ("comes back by itself once the storm passes", "S")],
       incl=["rain fade", "3:10 PM"],
       notes="last_outage cause RAIN_FADE 15:10-16:25 AWST, terminal health OK, status ONLINE; kb#rain-fade.")

s.case("Rain fade, about an hour and a quarter (3:10-4:25 PM AWST); you're online again and there's no need to "
       "restart the modem.",
       [("Rain fade, about an hour and a quarter", "S"), ("(3:10-4:25 PM AWST)", "S"), ("you're online again", "S"),
        ("no need to restart the modem", "S")],
       incl=["Rain fade", "4:25 PM"], notes="outage 75 minutes; kb: no restart needed.")

s.case("The outage on 1 June was recorded as weather-related. Weather drop-outs aren't eligible for service credits, "
       "but if it happens in clear weather, please check nothing is blocking the dish.",
       [("The outage on 1 June was recorded as weather-related", "S"),
        ("Weather drop-outs aren't eligible for service credits", "S"), ("check nothing is blocking the dish", "S")],
       incl=["1 June", "clear weather"], notes="cause RAIN_FADE; policy#sat-credits; kb last line.")

s.case("Your service dropped out from 5:10 PM to 6:25 PM yesterday because of rain fade. You should restart your "
       "modem after a storm to get it back.",
       [("from 5:10 PM to 6:25 PM yesterday", "C", "DATE_MISMATCH", "VALUE_MISMATCH"), ("because of rain fade", "S"),
        ("You should restart your modem after a storm", "C", "NLI_CONTRADICTION")],
       errors=["unit_conversion", "invented_fact"], excl=["5:10 PM", "restart your modem"],
       notes="the outage was 15:10-16:25 in Australia/Perth (17:10 is Sydney time); kb says no restart needed.")

s.case("It was rain fade and lasted about 75 minutes. As it was over an hour, you're eligible for a service credit.",
       [("It was rain fade and lasted about 75 minutes", "S"),
        ("you're eligible for a service credit", "C", "NLI_CONTRADICTION")],
       errors=["condition_unmet"], excl=["eligible for a service credit"],
       notes="policy: credits need a network/equipment fault over 24 hours; weather drop-outs are excluded.")

s.case("Yesterday's drop-out was rain fade, from 3:10 PM to 4:25 PM, and your service is back online. Rain fade "
       "drop-outs usually last a few hours.",
       [("Yesterday's drop-out was rain fade", "S"), ("from 3:10 PM to 4:25 PM", "S"), ("back online", "S"),
        ("usually last a few hours", "C", "NLI_CONTRADICTION")],
       errors=["wrong_period"], excl=["a few hours"],
       incl=["less than an hour|under an hour|within an hour|less than one hour", "3:10 PM|3:10pm"],
       notes="kb#rain-fade: usually less than an hour.", repair=True)

# ---------------------------------------------------------------- 20 satellite: install appointment, refused reschedule
s = Scen("sat-install", "satellite internet", "Can we move the install to this Saturday? Also how long will it take?",
    [rec("get_install#INS-2207731", "tool:get_install", {"install": {
        "install_id": "INS-2207731", "customer": "Rangi Parata",
        "site": {"property": "Yandeyarra Road Station", "locality": "Port Hedland", "state": "WA"},
        "tz": "Australia/Perth", "state": "INSTALLER_ASSIGNED",
        "installer": {"company": "Pilbara Dish Co", "tech_first_name": "Marcus"},
        "slot": {"date": "2026-06-09", "arrive_between": ["07:30", "10:30"]}, "est_duration": "PT3H",
        "kit_shipment": {"consignment": "CN-77102984", "state": "DELIVERED",
                         "delivered_at": ep("2026-06-03 14:02", PER)},
        "install_fee_cents": 0, "standard_install_fee_cents": 29900, "promo": "FREE_INSTALL_JUNE"}}),
     ref("reschedule_install#call-5", "reschedule_install", "DENY", {"install_id": "INS-2207731",
                                                                     "new_date": "2026-06-06"}),
     pol("policy#sat-install", "Installations need someone aged 18 or over on site for the whole visit. The "
         "installer needs clear access to the roof and a power point near where the modem will go. Requests to "
         "reschedule within 7 days of the install date need the installer's approval. The standard installation "
         "fee is $299, which is waived during promotions.", "v4")],
    now="2026-06-04T11:00:00+08:00")

s.case("Hi Rangi, I asked to move your install to Saturday 6 June, but that change couldn't be approved, so it "
       "stays on Tuesday 9 June. Marcus from Pilbara Dish Co will arrive between 7:30 and 10:30 AM, and the job "
       "takes about 3 hours. Installation is free under the June promotion.",
       [("I asked to move your install to Saturday 6 June", "S"), ("that change couldn't be approved", "S"),
        ("it stays on Tuesday 9 June", "S"), ("Marcus from Pilbara Dish Co", "S"),
        ("arrive between 7:30 and 10:30 AM", "S"), ("the job takes about 3 hours", "S"),
        ("Installation is free under the June promotion", "S")],
       incl=["9 June", "3 hours"],
       notes="reschedule_install to 2026-06-06 was DENY; slot 2026-06-09 07:30-10:30; est_duration PT3H; install_fee_cents 0 with FREE_INSTALL_JUNE.")

s.case("- Install date: Tue 09/06/2026 (the Saturday change wasn't approved)\n- Arrival: 7:30-10:30 am AWST\n"
       "- Time on site: around three hours\n- Your kit was delivered on 3 June\nPlease make sure someone 18+ is "
       "there the whole time.",
       [("Install date: Tue 09/06/2026", "S"), ("the Saturday change wasn't approved", "S"),
        ("Arrival: 7:30-10:30 am AWST", "S"), ("Time on site: around three hours", "S"),
        ("kit was delivered on 3 June", "S"), ("someone 18+ is there the whole time", "S")],
       incl=["09/06/2026", "three hours"], notes="slot, PT3H, kit_shipment DELIVERED 3/6; policy: adult on site.")

s.case("Sorry, Saturday isn't possible; it's still Tuesday, arriving 7:30-10:30 AM, for about 3 hours.",
       [("Saturday isn't possible", "S"), ("it's still Tuesday, arriving 7:30-10:30 AM", "S"),
        ("for about 3 hours", "S")],
       incl=["Tuesday", "3 hours"], notes="refused reschedule; slot on Tue 9/6; PT3H.")

s.case("Done! I've moved your install to Saturday 6 June. There's a $299 installation fee, payable on the day.",
       [("I've moved your install to Saturday 6 June", "C", "NOT_EXECUTED"),
        ("There's a $299 installation fee", "C", "AMOUNT_MISMATCH", "VALUE_MISMATCH")],
       errors=["refused_call_effect", "wrong_role"], excl=["moved your install to Saturday", "$299 installation fee"],
       notes="reschedule_install was DENY; 29900 is standard_install_fee_cents, this install_fee_cents is 0 (promo).")

s.case("Your install stays on 9 June between 7:30 and 10:30 AM. Your equipment is still on its way and should "
       "arrive before then.",
       [("stays on 9 June between 7:30 and 10:30 AM", "S"),
        ("still on its way", "C", "RECORD_STATE_MISMATCH")],
       errors=["wrong_state"], excl=["still on its way"],
       notes="kit_shipment state DELIVERED on 3/6.")

s.case("Your install stays on Tuesday 9 June, with the installer arriving between 7:30 and 10:30 AM. The job takes "
       "about 3 hours, and the usual $299 fee applies.",
       [("stays on Tuesday 9 June", "S"), ("arriving between 7:30 and 10:30 AM", "S"),
        ("takes about 3 hours", "S"), ("the usual $299 fee applies", "C", "AMOUNT_MISMATCH", "VALUE_MISMATCH")],
       errors=["wrong_amount"], excl=["$299 fee applies"],
       incl=["free|no charge|waived|$0|no cost|nothing to pay", "9 June", "3 hours"],
       notes="install_fee_cents 0 under FREE_INSTALL_JUNE.", repair=True)

# ---------------------------------------------------------------- 21 satellite: priority data used up
s = Scen("priority-data", "satellite internet", "Why is my internet crawling? I'm on the 150 plan.",
    [rec("get_usage#SAT-4410297", "tool:get_usage", {
        "service_id": "SAT-4410297", "customer": "Doug Penhaligon", "status": "PRIORITY_EXHAUSTED",
        "plan": {"name": "SkyReach 150", "priority_data_gb": 150,
                 "after_priority": {"down_mbps": 1, "label": "STANDARD_DATA"},
                 "offpeak_window": {"start": "01:00", "end": "07:00", "tz": "Australia/Sydney"}},
        "billing_cycle": {"start": "2026-05-15", "end": "2026-06-14"},
        "usage": {"priority_used_mb": 153600, "priority_remaining_mb": 0, "offpeak_used_mb": 40960, "as_of": ep("2026-06-05 07:00")}}),
     pol("policy#priority-data", "Priority data gives you full speed. Data you use between 1 AM and 7 AM doesn't "
         "count towards your priority data. Once your priority data is used up, you can keep browsing at up to "
         "1 Mbps until your next billing cycle. You can buy a 50 GB top-up for $20; it lasts until your current "
         "cycle ends.", "v3")],
    now="2026-06-05T10:00:00+10:00")

s.case("Hi Doug, you've used all 150 GB of your priority data for this cycle, so your speed is now capped at up to "
       "1 Mbps. That'll last until your new cycle starts after 14 June. The 40 GB you used overnight between 1 AM "
       "and 7 AM didn't count. If you need full speed sooner, a 50 GB top-up is $20.",
       [("you've used all 150 GB of your priority data", "S"), ("capped at up to 1 Mbps", "S"),
        ("until your new cycle starts after 14 June", "S"),
        ("The 40 GB you used overnight between 1 AM and 7 AM didn't count", "S"), ("a 50 GB top-up is $20", "S")],
       incl=["150 GB", "1 Mbps"],
       notes="priority_used_mb 153600 = 150 GB, status PRIORITY_EXHAUSTED; offpeak_used_mb 40960 = 40 GB; policy.")

s.case("Priority data's used up (150 GB), so you're on 1 Mbps until the cycle ends on 14/06.",
       [("Priority data's used up (150 GB)", "S"), ("you're on 1 Mbps until the cycle ends on 14/06", "S")],
       incl=["150 GB", "14/06"], notes="status and billing_cycle.end.")

s.case("Dear Doug,\n\nYour SkyReach 150 plan has reached its priority data limit for the cycle that runs from 15 May "
       "to 14 June. Your speed will go back to full when the next cycle begins. A top-up of 50 GB can be added for "
       "$20 and lasts until the end of this cycle.\n\nWarm regards,\nthe SkyReach team",
       [("Dear Doug", "N"), ("has reached its priority data limit", "S"), ("from 15 May to 14 June", "S"),
        ("go back to full when the next cycle begins", "S"), ("A top-up of 50 GB can be added for $20", "S"),
        ("lasts until the end of this cycle", "S"), ("Warm regards", "N")],
       incl=["14 June", "$20"], notes="status, billing_cycle; policy#priority-data.")

s.case("Hi Doug, 190 GB has counted against your 150 GB of priority data, so you're slowed to 1 Mbps for now.",
       [("190 GB has counted against your 150 GB of priority data", "C", "VALUE_MISMATCH", "NLI_CONTRADICTION"),
        ("you're slowed to 1 Mbps", "S")],
       errors=["wrong_arithmetic"], excl=["190 GB"],
       notes="190 adds the 40 GB off-peak use, which the policy says doesn't count; priority_used is 150 GB.")

s.case("Your speed is now limited to 1 Mbps. A 50 GB top-up costs $20 and lasts for 30 days.",
       [("limited to 1 Mbps", "S"), ("A 50 GB top-up costs $20", "S"),
        ("lasts for 30 days", "C", "NLI_CONTRADICTION")],
       errors=["wrong_policy_condition"], excl=["lasts for 30 days"],
       notes="policy: the top-up lasts until the current cycle ends (14/6), not 30 days.")

s.case("You've used all 150 GB of priority data, so you're slowed to 1 Mbps until 14 June. Data used between "
       "midnight and 6 AM doesn't count towards it.",
       [("used all 150 GB of priority data", "S"), ("slowed to 1 Mbps until 14 June", "S"),
        ("between midnight and 6 AM", "C", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
       errors=["wrong_time"], excl=["midnight and 6 AM"],
       incl=["1 AM|1am|1:00 AM|1:00am|01:00", "150 GB", "1 Mbps"],
       notes="off-peak window is 01:00-07:00 (record and policy).", repair=True)

# ---------------------------------------------------------------- 22 satellite: replacement dish shipping
s = Scen("dish-shipping", "satellite internet", "Where's my replacement dish?",
    [rec("get_rma#RMA-S-88102", "tool:get_rma", {"rma": {
        "rma_id": "RMA-S-88102", "service_id": "SAT-5092216", "customer": "Tamsin Holloway",
        "fault_code": "TERMINAL_NO_LOCK", "warranty": "IN_WARRANTY", "cost_cents": 0,
        "replacement": {"model": "SR-3 dish", "shipment": {
            "carrier": "StarTrack", "consignment": "STK-4471029983", "state": "IN_TRANSIT",
            "shipped_at": ep("2026-06-03 16:40"), "eta_date": "2026-06-08",
            "last_scan": {"at": ep("2026-06-05 06:12"), "location": "Dubbo depot"}}},
        "previous_shipments": [{"consignment": "STK-4469100211", "state": "RETURNED_TO_SENDER",
                                "reason": "ADDRESS_INCOMPLETE"}],
        "old_unit_return": {"required": True, "return_within_days": 14, "label": "INCLUDED_IN_BOX"}}}),
     pol("policy#terminal-replacement", "Faulty terminals under warranty are replaced at no cost. Please send your "
         "old unit back within 14 days using the prepaid label in the box. If we don't receive it, a $450 "
         "unreturned-equipment fee may apply. Self-install instructions are included, and most customers are back "
         "online within an hour of unboxing.", "v2")],
    now="2026-06-05T13:00:00+10:00")

s.case("Hi Tamsin, your new SR-3 dish is on its way with StarTrack (consignment STK-4471029983). It was last scanned "
       "at the Dubbo depot this morning, and it's due on Monday 8 June. There's no charge, as your old unit is under "
       "warranty. Please send the old one back within 14 days using the prepaid label in the box.",
       [("on its way with StarTrack", "S"), ("consignment STK-4471029983", "S"),
        ("last scanned at the Dubbo depot this morning", "S"), ("due on Monday 8 June", "S"),
        ("There's no charge", "S"), ("under warranty", "S"), ("send the old one back within 14 days", "S"),
        ("prepaid label in the box", "S")],
       incl=["STK-4471029983", "8 June"],
       notes="shipment IN_TRANSIT, last_scan 5/6 06:12 Dubbo, eta 2026-06-08 (Monday); cost_cents 0 IN_WARRANTY; 14 days.")

s.case("In transit: STK-4471029983, ETA 08/06/2026.",
       [("In transit: STK-4471029983", "S"), ("ETA 08/06/2026", "S")],
       incl=["STK-4471029983", "08/06/2026"], notes="shipment state and eta_date.")

s.case("Your replacement was dispatched on Wednesday and is expected to be delivered on Monday. The unit is being "
       "replaced at no cost under warranty.",
       [("dispatched on Wednesday", "S"), ("expected to be delivered on Monday", "S"),
        ("replaced at no cost under warranty", "S")],
       incl=["Monday", "no cost"], notes="shipped_at Wed 3/6; eta Mon 8/6; cost_cents 0.")

s.case("Your dish is on its way. The tracking number is STK-4469100211, and it should reach you on 8 June.",
       [("Your dish is on its way", "S"), ("The tracking number is STK-4469100211", "C", "IDENTIFIER_MISMATCH"),
        ("should reach you on 8 June", "S")],
       errors=["stale_value"], excl=["STK-4469100211"],
       notes="STK-4469100211 is the earlier shipment that was RETURNED_TO_SENDER; the live one is STK-4471029983.")

s.case("Your SR-3 dish is with StarTrack and due Monday. Please return the old unit within 30 days, or a $450 fee "
       "may apply.",
       [("Your SR-3 dish is with StarTrack and due Monday", "S"),
        ("return the old unit within 30 days", "C", "VALUE_MISMATCH", "NLI_CONTRADICTION"),
        ("a $450 fee may apply", "S")],
       errors=["wrong_period"], excl=["within 30 days"],
       notes="return_within_days 14 and policy: 14 days.")

s.case("Your new SR-3 dish has been delivered. The tracking number is STK-4471029983, and there's no charge under "
       "warranty.",
       [("has been delivered", "C", "RECORD_STATE_MISMATCH"), ("The tracking number is STK-4471029983", "S"),
        ("no charge under warranty", "S")],
       errors=["wrong_state"], excl=["has been delivered"],
       incl=["on its way|in transit|In transit|on the way|8 June|Monday|08/06", "STK-4471029983"],
       notes="shipment state IN_TRANSIT, eta 8/6.", repair=True)
