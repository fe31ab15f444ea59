from common import *  # noqa

DOM = "axe-throwing venue"

# ---------------------------------------------------------------- 23. teen thrower, waivers
b23 = Bundle(
    "axe-teen-waivers", DOM,
    "Can my 15-year-old join our axe-throwing session on Saturday? Anything else we need to sort?",
    [
        {"id": "get_booking#AXE-3317", "kind": "record", "source": "tool:bookings.get_booking",
         "fields": {"booking": {
             "ref": "AXE-3317", "status": "CONFIRMED", "date": "2026-08-29",
             "slot": {"start": "19:00", "end": "20:30"}, "bay": "BAY_4",
             "venue": {"name": "Timber & Target Nicosia", "zone": "Asia/Nicosia"},
             "package": {"code": "LUMBERJACK_90", "name": "Lumberjack 90", "duration": "PT1H30M",
                         "includes": ["COACH_INTRO", "AXE_HIRE", "TARGET_SCORING_APP"]},
             "throwers": 4, "pricing": {"totalMinor": 11600, "paidMinor": 11600, "currency": "EUR"},
             "customer": {"firstName": "Savvas"}}}},
        {"id": "get_waivers#AXE-3317", "kind": "record", "source": "tool:bookings.list_waivers",
         "fields": {"booking": "AXE-3317", "required": 4, "signed": 3,
                    "waivers": [{"name": "Savvas K.", "state": "SIGNED"}, {"name": "Maro K.", "state": "SIGNED"},
                                {"name": "Chris P.", "state": "SIGNED"}, {"name": None, "state": "MISSING"}]}},
        {"id": "get_booking#AXE-2904", "kind": "record", "source": "tool:bookings.get_booking",
         "fields": {"booking": {"ref": "AXE-2904", "status": "COMPLETED", "date": "2026-07-11",
                                "slot": {"start": "18:00", "end": "19:00"}, "bay": "BAY_2", "throwers": 3,
                                "customer": {"firstName": "Savvas"}}}},
        {"id": "policy#axe-safety", "kind": "policy", "revision": "2026-06",
         "text": "Closed-toe shoes are required in the throwing bays. Every thrower must sign a waiver before the "
                 "session. Throwers must be 14 or older; under-18s need a parent or guardian present, who signs "
                 "their waiver. No alcohol is served to throwers before or during a session."},
    ],
    now="2026-08-26T20:00:00+03:00")

b23.ok("Hey Savvas! Yes, your 15-year-old can throw: the minimum age is 14, as long as a parent or guardian is "
       "there and signs their waiver. Your Lumberjack 90 session is on Saturday 29/08 from 19:00 to 20:30 in Bay 4, "
       "for 4 throwers. So far 3 of the 4 waivers are signed, so one is still missing. Closed-toe shoes are a must!",
       [S("the minimum age is 14"), S("as long as a parent or guardian is there and signs their waiver"),
        S("on Saturday 29/08 from 19:00 to 20:30 in Bay 4"), S("for 4 throwers"),
        S("3 of the 4 waivers are signed"), S("one is still missing"), S("Closed-toe shoes are a must")],
       ["Bay 4", "3 of the 4"],
       "policy: 14+, guardian signs; booking 2026-08-29 19:00-20:30 BAY_4, throwers 4; waivers signed 3 of 4.")

b23.ok("Savvas, 90 minutes in Bay 4 this Saturday at 19:00. Waivers: 3 done, 1 to go.",
       [S("90 minutes in Bay 4 this Saturday at 19:00"), S("3 done, 1 to go")],
       ["Bay 4"],
       "duration PT1H30M, bay BAY_4, 29/08 is Saturday; waivers signed 3 of required 4.")

b23.bad("Hi Savvas! Teens are welcome: anyone 12 or over can throw, with a guardian present. Your session is on "
        "29/08 from 19:00 to 20:30 for 4 throwers, and all 4 waivers are already signed.",
        [C("anyone 12 or over can throw", RULE_C), S("on 29/08 from 19:00 to 20:30 for 4 throwers"),
         C("all 4 waivers are already signed", QTY + STATE)],
        ["wrong_policy_condition", "wrong_quantity"], ["12 or over", "all 4 waivers are already signed"],
        "Policy minimum age is 14; waivers show signed 3 of 4.")

b23.bad("Hey Savvas! Your 15-year-old can join as long as a parent or guardian signs their waiver. You're in Bay 2 "
        "on Saturday 29/08 at 19:00, and a free soft drink for every thrower is included in Lumberjack 90.",
        [S("as long as a parent or guardian signs their waiver"), C("You're in Bay 2", VAL),
         S("on Saturday 29/08 at 19:00"), CI("a free soft drink for every thrower is included", VAL + NOREC)],
        ["other_record_value", "unlisted_perk"], ["Bay 2", "free soft drink"],
        "BAY_2 was the July booking AXE-2904; package.includes lists coach intro, axe hire and the scoring app only.")

b23.repair("Hi Savvas! Your Lumberjack 90 session for 4 throwers runs from 19:00 to 20:00 on Saturday 29/08 in "
           "Bay 4. Your 15-year-old can throw if a parent or guardian is there.",
           [S("for 4 throwers"), C("runs from 19:00 to 20:00", TIME), S("on Saturday 29/08 in Bay 4"),
            S("if a parent or guardian is there")],
           ["wrong_time"], ["to 20:00"], ["20:30|8:30 PM|8:30 pm", "Bay 4"],
           "slot.end 20:30 (PT1H30M).")

# ---------------------------------------------------------------- 24. private bay upgrade declined (UTC date)
b24 = Bundle(
    "axe-upgrade-declined", DOM,
    "Did my upgrade to a private bay go through for Saturday?",
    [
        {"id": "get_booking#AXE-3402", "kind": "record", "source": "tool:bookings.get_booking",
         "fields": {"booking": {
             "ref": "AXE-3402", "status": "CONFIRMED", "date": "2026-09-12",
             "slot": {"start": "20:00", "end": "21:00"}, "bay": "SHARED_LANE_2",
             "venue": {"name": "Timber & Target Limassol", "zone": "Asia/Nicosia"},
             "throwers": 4, "pricing": {"perThrowerMinor": 1800, "totalMinor": 7200, "currency": "EUR"},
             "upgradeRequest": {"to": "PRIVATE_BAY", "priceMinor": 3000, "status": "PAYMENT_FAILED"},
             "customer": {"firstName": "Elena"}}}},
        {"id": "adyen_webhooks#AXE-3402", "kind": "record", "source": "tool:payments.list_notifications",
         "fields": adyen(
             {"eventCode": "CAPTURE", "success": "true", "amount": {"value": 7200, "currency": "EUR"},
              "pspReference": "TT6F0K4PW8AM2S25", "originalReference": "TT6E7J1NV5ZL9R14",
              "merchantReference": "AXE-3402", "eventDate": "2026-09-01T17:30:44+03:00"},
             {"eventCode": "AUTHORISATION", "success": "false", "amount": {"value": 3000, "currency": "EUR"},
              "pspReference": "TT6H3M7RY1CO5U36", "merchantReference": "AXE-3402-UPG",
              "eventDate": "2026-09-08T22:47:10+00:00", "reason": "Insufficient funds", "paymentMethod": "visa"})},
        {"id": "policy#axe-upgrades", "kind": "policy", "revision": "v2",
         "text": "Upgrades to a private bay cost €30 per hour and depend on availability. An upgrade is only "
                 "confirmed once it has been paid. Private bays include a dedicated coach."},
    ],
    now="2026-09-09T10:00:00+03:00")

b24.ok("Hi Elena! Unfortunately the €30.00 payment for your private-bay upgrade was declined for insufficient funds "
       "at 01:47 this morning, so the upgrade isn't confirmed yet. Your booking AXE-3402 for 4 throwers on Saturday "
       "12/09 at 20:00 is still on, in a shared lane. Upgrades are only confirmed once they're paid, and they depend "
       "on availability.",
       [S("the €30.00 payment for your private-bay upgrade was declined"), S("for insufficient funds"),
        S("at 01:47 this morning"), S("the upgrade isn't confirmed yet"),
        S("AXE-3402 for 4 throwers on Saturday 12/09 at 20:00 is still on"), S("in a shared lane"),
        S("Upgrades are only confirmed once they're paid"), S("they depend on availability")],
       ["€30.00", "12/09 at 20:00"],
       "AUTHORISATION success false 3000 at 22:47 UTC on 8/09 = 01:47 on 9/09 Nicosia; upgradeRequest "
       "PAYMENT_FAILED; bay SHARED_LANE_2; policy.")

b24.ok("Elena, the upgrade hasn't gone through yet: the €30 payment was declined, so you're still in the shared "
       "lane on 12 September.",
       [S("the upgrade hasn't gone through yet"), S("the €30 payment was declined"),
        S("you're still in the shared lane on 12 September")],
       ["12 September"],
       "upgradeRequest.status PAYMENT_FAILED; bay SHARED_LANE_2 on 2026-09-12.")

b24.bad("Hey Elena! Your private bay upgrade is confirmed for Saturday 12/09 at 20:00. You'll also have a dedicated "
        "coach for the whole hour!",
        [C("Your private bay upgrade is confirmed", STATE), S("Saturday 12/09 at 20:00"),
         CI("You'll also have a dedicated coach", VAL + RULE_C + NOREC)],
        ["wrong_state", "condition_unmet"], ["upgrade is confirmed", "dedicated coach"],
        "The upgrade AUTHORISATION failed (PAYMENT_FAILED); a coach comes only with a paid private bay.")

b24.bad("Hi Elena! Your €72.00 upgrade payment was declined for insufficient funds, so you're still in a shared lane "
        "on Saturday 12/09 at 20:00.",
        [C("Your €72.00 upgrade payment was declined", AMT), S("so you're still in a shared lane"),
         S("on Saturday 12/09 at 20:00")],
        ["other_record_value"], ["€72.00 upgrade payment"],
        "€72.00 is the main booking's CAPTURE; the upgrade attempt was 3000.")

b24.repair("Hi Elena! Your €30.00 upgrade payment was declined on 8 September, so the private bay isn't confirmed. "
           "Your session on Saturday 12/09 at 20:00 is still on in the shared lane.",
           [S("Your €30.00 upgrade payment was declined"), C("on 8 September", DATE),
            S("the private bay isn't confirmed"), S("Saturday 12/09 at 20:00 is still on")],
           ["unit_conversion"], ["on 8 September"], ["9 September|09/09|9/09|this morning|01:47", "€30.00"],
           "eventDate 2026-09-08T22:47:10+00:00 is 9 September 01:47 in Asia/Nicosia.")

# ---------------------------------------------------------------- 25. team event deposit, 50% back
b25 = Bundle(
    "axe-team-deposit", DOM,
    "We cancelled our team axe-throwing night. How much of the deposit do we get back?",
    [
        {"id": "get_booking#AXE-3520", "kind": "record", "source": "tool:bookings.get_booking",
         "fields": {"booking": {
             "ref": "AXE-3520", "status": "CANCELLED_BY_CUSTOMER", "type": "GROUP_EVENT", "date": "2026-10-17",
             "slot": {"start": "18:00", "end": "20:00"},
             "venue": {"name": "Timber & Target Nicosia", "zone": "Asia/Nicosia"},
             "throwers": 12,
             "pricing": {"perThrowerMinor": 2500, "totalMinor": 30000, "depositMinor": 9000, "currency": "EUR"},
             "cancelledAt": "2026-10-12T11:00:00+03:00", "company": "Keravnos Logistics",
             "contact": {"firstName": "Michalis"}}}},
        {"id": "adyen_webhooks#AXE-3520", "kind": "record", "source": "tool:payments.list_notifications",
         "fields": adyen(
             {"eventCode": "CAPTURE", "success": "true", "amount": {"value": 9000, "currency": "EUR"},
              "pspReference": "TN2B6E0HS4JX8V47", "originalReference": "TN2B5D7GR1IW5U36",
              "merchantReference": "AXE-3520-DEP", "eventDate": "2026-09-25T14:02:19+03:00"},
             {"eventCode": "REFUND", "success": "true", "amount": {"value": 4500, "currency": "EUR"},
              "pspReference": "TN2C9F3JU7KY1W58", "originalReference": "TN2B5D7GR1IW5U36",
              "merchantReference": "AXE-3520-DEP", "eventDate": "2026-10-12T12:22:07+00:00", "reason": ""})},
        {"id": "policy#group-events", "kind": "policy", "revision": "2026-09",
         "text": "Group events for 8 or more throwers need a 30% deposit. If you cancel 7 or more days before the "
                 "event, the whole deposit is refunded. Between 3 and 7 days before, we refund 50% of the deposit. "
                 "With less than 3 days to go, the deposit is kept."},
    ],
    now="2026-10-13T09:00:00+03:00")

b25.ok("Hi Michalis! You cancelled the team night 5 days before the date, so half the deposit comes back: €45.00 "
       "of the €90.00. That refund was processed on 12/10 at 15:22. Cancellations 7 or more days ahead get the "
       "whole deposit back, while with under 3 days to go the deposit is kept.",
       [S("You cancelled the team night 5 days before the date"), S("half the deposit comes back"),
        S("€45.00 of the €90.00"), S("processed on 12/10 at 15:22"),
        S("Cancellations 7 or more days ahead get the whole deposit back"),
        S("with under 3 days to go the deposit is kept")],
       ["€45.00", "15:22"],
       "cancelledAt 12/10 vs event 17/10 (5 days); REFUND 4500 of deposit 9000 at 12:22 UTC = 15:22 local; policy.")

b25.ok("Michalis, €45.00 is on its way back to your card, which is half of the €90.00 deposit.",
       [S("€45.00 is on its way back to your card"), S("half of the €90.00 deposit")],
       ["€45.00"],
       "REFUND success true 4500; CAPTURE deposit 9000.")

b25.ok("The refund for Keravnos Logistics' event AXE-3520 has been processed: forty-five euros, returned on "
       "12 October.",
       [S("The refund for Keravnos Logistics' event AXE-3520 has been processed"), S("forty-five euros"),
        S("returned on 12 October")],
       ["forty-five euros"],
       "company field; REFUND 4500 on 2026-10-12.")

b25.bad("Hi Michalis! Cancelling more than 3 days ahead gets the full deposit back. So your €90.00 deposit has been "
        "refunded in full.",
        [C("Cancelling more than 3 days ahead gets the full deposit back", RULE_C),
         C("your €90.00 deposit has been refunded in full", AMT)],
        ["wrong_policy_condition", "wrong_amount"], ["more than 3 days ahead", "refunded in full"],
        "Policy: full deposit only 7+ days ahead, 3-7 days gets 50%; REFUND value is 4500.")

b25.bad("Hey Michalis! Since you cancelled 5 days before the event, we refunded half of your €90.00 deposit, which "
        "is €40.00. It went back to your card on 12/10 at 12:22.",
        [S("you cancelled 5 days before the event"), S("we refunded half of your €90.00 deposit"),
         C("which is €40.00", AMT), C("on 12/10 at 12:22", TIME)],
        ["wrong_arithmetic", "unit_conversion"], ["is €40.00", "at 12:22"],
        "Half of 9000 is 4500 (€45.00); eventDate 12:22 UTC is 15:22 in Nicosia.")

b25.repair("Hi Michalis! We refunded €45.00, half of your €90.00 deposit, on 12/10. Full deposit refunds apply to "
           "cancellations made 10 or more days ahead.",
           [S("We refunded €45.00, half of your €90.00 deposit, on 12/10"),
            C("cancellations made 10 or more days ahead", RULE_C)],
           ["wrong_policy_condition"], ["10 or more days ahead"], ["7 or more days|7 days|seven days|a week", "€45.00"],
           "policy: the whole deposit is refunded when cancelling 7 or more days before.")

# ---------------------------------------------------------------- 26. Friday quote, 21:00 full
b26 = Bundle(
    "axe-friday-quote", DOM,
    "How much for 6 of us this Friday at 21:00? Can you hold it?",
    [
        {"id": "get_quote#QTE-7781-v2", "kind": "record", "source": "tool:bookings.get_quote",
         "fields": {"quote": {
             "ref": "QTE-7781", "version": 2, "status": "ACTIVE", "date": "2026-10-23", "partySize": 6,
             "tier": "PEAK", "duration": "PT1H", "perPersonMinor": 2800, "totalMinor": 16800, "currency": "EUR",
             "validUntil": "2026-10-22T23:59:00+03:00", "customer": {"firstName": "Katerina"}}}},
        {"id": "get_quote#QTE-7781-v1", "kind": "record", "source": "tool:bookings.get_quote",
         "fields": {"quote": {
             "ref": "QTE-7781", "version": 1, "status": "EXPIRED", "date": "2026-10-21", "partySize": 6,
             "tier": "OFF_PEAK", "perPersonMinor": 2400, "totalMinor": 14400, "currency": "EUR",
             "validUntil": "2026-10-19T23:59:00+03:00"}}},
        {"id": "get_availability#2026-10-23", "kind": "record", "source": "tool:bookings.get_availability",
         "fields": {"venue": "Timber & Target Limassol", "zone": "Asia/Nicosia", "date": "2026-10-23",
                    "slots": [{"start": "19:00", "baysFree": 2}, {"start": "21:00", "baysFree": 0}]}},
        {"id": "hold_slot#call-5", "kind": "refused_call", "tool": "bookings.hold_slot", "decision": "DENY",
         "args": {"date": "2026-10-23", "start": "21:00", "partySize": 6}},
        {"id": "kb#opening-hours", "kind": "passage", "source": "website",
         "text": "Opening hours (Limassol)\nTuesday to Thursday: 16:00-23:00\nFriday and Saturday: 14:00-00:00\n"
                 "Sunday: 12:00-20:00\nClosed on Mondays"},
        {"id": "policy#axe-pricing", "kind": "policy", "revision": "2026-09",
         "text": "Quotes are held until their expiry date; after that the current price applies. Peak pricing "
                 "applies from Friday 18:00 until close on Sunday. Groups of 6 or more can reserve a bay with a 30% "
                 "deposit."},
    ],
    now="2026-10-20T12:00:00+03:00")

b26.ok("Hey Katerina! For 6 throwers this Friday, 23/10, it's €28.00 each, so €168.00 for the hour at peak pricing. "
       "Sadly 21:00 is fully booked and I couldn't hold it for you, but 19:00 still has 2 bays free. Your quote is "
       "held until Thursday 22/10 at 23:59.",
       [S("it's €28.00 each"), S("€168.00 for the hour at peak pricing"), S("21:00 is fully booked"),
        S("I couldn't hold it for you"), S("19:00 still has 2 bays free"), S("held until Thursday 22/10 at 23:59")],
       ["€168.00", "19:00"],
       "quote v2 perPersonMinor 2800, total 16800, PT1H, PEAK; availability 21:00 baysFree 0, 19:00 baysFree 2; "
       "hold_slot DENY; validUntil 22/10 23:59.")

b26.ok("Katerina, Friday at 21:00 is full, sorry! 19:00 is open, and your quote of €168.00 for six is good until "
       "22 October.",
       [S("Friday at 21:00 is full"), S("19:00 is open"), S("your quote of €168.00 for six"),
        S("good until 22 October")],
       ["€168.00"],
       "availability record; quote v2 total and validUntil.")

b26.ok("Quick maths, Katerina: six throwers at twenty-eight euros each makes €168.00 for the hour. We're open until "
       "midnight on Fridays.",
       [S("six throwers at twenty-eight euros each makes €168.00"), S("open until midnight on Fridays")],
       ["twenty-eight euros"],
       "perPersonMinor 2800 x 6 = 16800; KB: Friday 14:00-00:00.")

b26.bad("Hi Katerina! For 6 of you on Friday 23/10 it's €144.00 for the hour. The 21:00 slot is full, but 19:00 "
        "has 2 bays free.",
        [C("it's €144.00 for the hour", AMT), S("The 21:00 slot is full"), S("19:00 has 2 bays free")],
        ["stale_value"], ["€144.00"],
        "€144.00 is the EXPIRED quote v1 (off-peak); the active v2 total is 16800.")

b26.bad("Hey Katerina! I've held the 21:00 slot on Friday for your group of 6, at €168.00 for the hour. We're open "
        "until 01:00 on Fridays, so there's plenty of time for a rematch.",
        [C("I've held the 21:00 slot on Friday", NOTEX), S("at €168.00 for the hour"),
         C("open until 01:00 on Fridays", ["NLI_CONTRADICTION", "VALUE_MISMATCH"])],
        ["refused_call_effect", "wrong_value"], ["I've held the 21:00 slot", "until 01:00 on Fridays"],
        "hold_slot was DENIED and 21:00 has 0 bays free; the website says Friday closing is 00:00.")

b26.repair("Hi Katerina! For 6 of you on Friday 23/10 it's €168.00 for the hour. 21:00 is full, but 19:00 has bays "
           "free, and your quote is valid until Friday 23/10.",
           [S("it's €168.00 for the hour"), S("21:00 is full"), S("19:00 has bays free"),
            C("your quote is valid until Friday 23/10", DATE)],
           ["wrong_date"], ["valid until Friday"], ["22/10|22 October|Thursday", "€168.00"],
           "quote v2 validUntil 2026-10-22T23:59.")

BUNDLES = [b23, b24, b25, b26]
