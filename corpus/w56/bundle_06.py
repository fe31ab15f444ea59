from common import *  # noqa

DOM = "bowling alley"

# ---------------------------------------------------------------- 19. Christmas strike night details
b19 = Bundle(
    "bowl-strike-night", DOM,
    "Just checking the details for our Christmas bowling night. Are shoes included?",
    [
        {"id": "get_booking#BWL-70512", "kind": "record", "source": "tool:bookings.get_booking",
         "fields": {"booking": {
             "ref": "BWL-70512", "status": "CONFIRMED", "date": "2026-12-19",
             "slot": {"start": "20:00", "end": "22:00"}, "lanes": [7, 8],
             "venue": {"name": "Strike Zone Larnaca", "zone": "Asia/Nicosia"},
             "package": {"code": "STRIKE_NIGHT", "name": "Strike Night",
                         "includes": ["GAMES_2", "SHOE_HIRE", "NACHOS_SHARER"]},
             "bowlers": 10,
             "pricing": {"perLaneMinor": 4500, "totalMinor": 9000, "paidMinor": 9000, "currency": "EUR"},
             "customer": {"firstName": "Lefteris"}}}},
        {"id": "get_booking#BWL-70098", "kind": "record", "source": "tool:bookings.get_booking",
         "fields": {"booking": {
             "ref": "BWL-70098", "status": "CONFIRMED", "date": "2026-12-12",
             "slot": {"start": "17:00", "end": "18:00"}, "lanes": [3],
             "package": {"code": "OPEN_PLAY", "includes": ["GAMES_1"]}, "bowlers": 4,
             "pricing": {"totalMinor": 2200, "paidMinor": 2200, "currency": "EUR"},
             "customer": {"firstName": "Lefteris"}}}},
        {"id": "adyen_webhooks#BWL-70512", "kind": "record", "source": "tool:payments.list_notifications",
         "fields": adyen(
             {"eventCode": "AUTHORISATION", "success": "true", "amount": {"value": 9000, "currency": "EUR"},
              "pspReference": "SZ5P9T3XG7BN1C58", "merchantReference": "BWL-70512",
              "eventDate": "2026-11-28T12:39:41+02:00", "paymentMethod": "visa"},
             {"eventCode": "CAPTURE", "success": "true", "amount": {"value": 9000, "currency": "EUR"},
              "pspReference": "SZ5Q2V6YH0CP4D69", "originalReference": "SZ5P9T3XG7BN1C58",
              "merchantReference": "BWL-70512", "eventDate": "2026-11-28T12:40:02+02:00"})},
        {"id": "policy#lanes", "kind": "policy", "revision": "2026-10",
         "text": "Bumpers are available on request. A lane takes up to 6 bowlers. Lanes are held for 10 minutes "
                 "past the booked start time, then released. Shoe hire is €2.50 per person unless it is included "
                 "in your package."},
    ],
    now="2026-12-15T18:00:00+02:00")

b19.ok("Hey Lefteris! Your Strike Night is on Saturday 19/12 from 20:00 to 22:00 on lanes 7 and 8, for 10 bowlers. "
       "Shoe hire, 2 games and a nachos sharer are included, and it's all paid: €90.00. Lanes are held for 10 "
       "minutes past the start time, so be here by 20:10 at the latest.",
       [S("Saturday 19/12 from 20:00 to 22:00"), S("on lanes 7 and 8"), S("for 10 bowlers"),
        S("Shoe hire, 2 games and a nachos sharer are included"), S("it's all paid: €90.00"),
        S("held for 10 minutes past the start time"), S("be here by 20:10")],
       ["lanes 7 and 8", "€90.00"],
       "BWL-70512: date 2026-12-19, 20:00-22:00, lanes [7,8], bowlers 10, includes, paidMinor 9000; policy 10 minutes.")

b19.ok("Lanes 7 & 8, 19 December, 8 till 10 in the evening. Shoes are on us!",
       [S("Lanes 7 & 8, 19 December"), S("8 till 10 in the evening"), S("Shoes are on us")],
       ["Lanes 7 & 8"],
       "lanes [7,8], slot 20:00-22:00, SHOE_HIRE in includes.")

b19.ok("Dear Lefteris,\n\nThank you for booking with us. Two lanes have been reserved for your 10 bowlers on "
       "19.12.2026, starting at 20:00, and the €90.00 was paid on 28 November. Bumpers can be put up on request.\n\n"
       "Kind regards,\nStrike Zone Larnaca",
       [N("Thank you for booking with us"), S("Two lanes have been reserved for your 10 bowlers"),
        S("on 19.12.2026, starting at 20:00"), S("the €90.00 was paid on 28 November"),
        S("Bumpers can be put up on request")],
       ["19.12.2026"],
       "lanes [7,8], bowlers 10, date/slot; CAPTURE 9000 on 2026-11-28; policy bumpers on request.")

b19.bad("Hey Lefteris! Your Strike Night on 19/12 at 20:00 is on lane 3 for 10 bowlers. Shoe hire is €2.50 per "
        "person on top, payable on the night.",
        [S("Your Strike Night on 19/12 at 20:00"), C("is on lane 3", VAL), S("for 10 bowlers"),
         C("Shoe hire is €2.50 per person on top", RULE_C + VAL)],
        ["other_record_value", "condition_unmet"], ["lane 3", "€2.50 per person on top"],
        "Lane 3 belongs to the other booking BWL-70098; SHOE_HIRE is in this package, so no €2.50 fee.")

b19.bad("Hi Lefteris! Lanes 7 and 8 are yours on 19/12 from 20:00 to 22:00. You paid €45.00 for both lanes, shoes "
        "included. Lanes are held for 15 minutes after the start time.",
        [S("Lanes 7 and 8 are yours on 19/12 from 20:00 to 22:00"), C("You paid €45.00 for both lanes", AMT),
         S("shoes included"), C("held for 15 minutes", RULE_C)],
        ["wrong_arithmetic", "wrong_period"], ["€45.00 for both lanes", "held for 15 minutes"],
        "perLaneMinor 4500 x 2 lanes = 9000 paid; policy holds lanes 10 minutes.")

b19.repair("Hi Lefteris! Your Strike Night on 19/12 runs from 20:00 to 23:00 on lanes 7 and 8. Shoe hire is included.",
           [C("from 20:00 to 23:00", TIME), S("on lanes 7 and 8"), S("Shoe hire is included")],
           ["wrong_time"], ["to 23:00"], ["22:00|10 PM|10pm|10:00 PM", "lanes 7 and 8"],
           "slot.end is 22:00.")

# ---------------------------------------------------------------- 20. pre-auth vs capture
b20 = Bundle(
    "bowl-tab-preauth", DOM,
    "My banking app shows €60 from your bowling alley, but we didn't spend that much. Was I overcharged?",
    [
        {"id": "get_tab#BWL-71230", "kind": "record", "source": "tool:bookings.get_tab",
         "fields": {"tab": {
             "booking": "BWL-71230", "status": "CLOSED", "date": "2026-10-10",
             "slot": {"start": "18:00", "end": "19:00"}, "lane": 12,
             "venue": {"name": "Strike Zone Nicosia", "zone": "Asia/Nicosia"},
             "lines": [{"item": "GAME", "qty": 8, "unitMinor": 450, "note": "2 games x 4 bowlers"},
                       {"item": "SHOE_HIRE", "qty": 4, "unitMinor": 250},
                       {"item": "SOFT_DRINK", "qty": 1, "unitMinor": 200}],
             "billMinor": 4800, "preAuthMinor": 6000, "currency": "EUR",
             "customer": {"firstName": "Marina"}}}},
        {"id": "adyen_webhooks#BWL-71230", "kind": "record", "source": "tool:payments.list_notifications",
         "fields": adyen(
             {"eventCode": "AUTHORISATION", "success": "true", "amount": {"value": 6000, "currency": "EUR"},
              "pspReference": "SN1E4H8MK2QF6J70", "merchantReference": "BWL-71230-TAB",
              "eventDate": "2026-10-10T17:52:16+03:00", "paymentMethod": "mc"},
             {"eventCode": "CAPTURE", "success": "true", "amount": {"value": 4800, "currency": "EUR"},
              "pspReference": "SN1E7K1NL5RG9K81", "originalReference": "SN1E4H8MK2QF6J70",
              "merchantReference": "BWL-71230-TAB", "eventDate": "2026-10-10T19:14:33+03:00"})},
        {"id": "kb#tab-holds", "kind": "passage", "source": "help-centre",
         "text": "Paying by tab\nWhen you open a tab at the desk, we pre-authorise €60 on your card.\nAt the end of "
                 "your visit we capture only what you spent.\nThe rest of the hold is released by your bank, "
                 "usually within 7 working days."},
    ],
    now="2026-10-12T11:00:00+03:00")

b20.ok("Hi Marina! You were only charged €48.00 for your visit on 10/10, not €60. The €60.00 was a "
       "pre-authorisation hold when you opened the tab, and the remaining €12.00 is released by your bank, usually "
       "within 7 working days. The €48.00 covers the games (€36.00), 4 pairs of shoes (€10.00) and a soft drink "
       "(€2.00).",
       [S("You were only charged €48.00 for your visit on 10/10"), S("The €60.00 was a pre-authorisation hold"),
        S("the remaining €12.00 is released by your bank"), S("within 7 working days"),
        S("the games (€36.00)"), S("4 pairs of shoes (€10.00)"), S("a soft drink (€2.00)")],
       ["€48.00", "€12.00"],
       "AUTHORISATION 6000, CAPTURE 4800; 6000-4800 = 1200; tab lines 8x450, 4x250, 1x200; KB 7 working days.")

b20.ok("Marina, the €12.00 difference is just the unused part of the hold, and your bank releases it.",
       [S("the €12.00 difference is just the unused part of the hold"), S("your bank releases it")],
       ["€12.00"],
       "preAuth 6000 minus capture 4800; KB: the rest is released by the bank.")

b20.bad("Hi Marina! You were charged €60.00 on 10/10 when you opened your tab. Your bill came to €48.00, so we'll "
        "refund the €12.00 difference to your card.",
        [C("You were charged €60.00", STATE), S("Your bill came to €48.00"),
         I("we'll refund the €12.00 difference", NOREC + NOPOL)],
        ["wrong_state", "invented_promise"], ["You were charged €60.00", "we'll refund the €12.00"],
        "€60 was only authorised; only 4800 was captured, and the rest is a released hold, not a refund.")

b20.bad("Hey Marina, no overcharge! Only €48.00 was captured on 10/10. The €60.00 was a hold, so €14.00 goes back "
        "to you once your bank releases it.",
        [S("Only €48.00 was captured on 10/10"), S("The €60.00 was a hold"), C("€14.00 goes back", AMT)],
        ["wrong_arithmetic"], ["€14.00 goes back"],
        "6000 - 4800 = 1200, i.e. €12.00.")

b20.repair("Hi Marina! You were charged €48.00 on 10/10, and the €60.00 was only a hold. The remaining €12.00 is "
           "usually released within 14 working days.",
           [S("You were charged €48.00 on 10/10"), S("the €60.00 was only a hold"),
            C("released within 14 working days", RULE_C)],
           ["wrong_period"], ["within 14 working days"], ["7 working days|seven working days|7 days", "€48.00"],
           "KB passage: usually within 7 working days.")

# ---------------------------------------------------------------- 21. league fee instalments
b21 = Bundle(
    "bowl-league-instalment", DOM,
    "What do we still owe for the autumn league, and when is it due?",
    [
        {"id": "get_league_entry#LGE-2026-A-14", "kind": "record", "source": "tool:bookings.get_league_entry",
         "fields": {"entry": {
             "id": "LGE-2026-A-14", "version": 2, "team": "Pin Pals", "members": 5, "status": "REGISTERED",
             "season": {"start": "2026-09-14", "weeks": 12, "weekday": "MONDAY", "start_time": "19:30"},
             "fee": {"seasonMinor": 16500, "discountMinor": 1500, "currency": "EUR"},
             "instalments": [{"n": 1, "amountMinor": 8000, "due": "2026-09-01", "state": "PAID"},
                             {"n": 2, "amountMinor": 8500, "due": "2026-10-01", "state": "SCHEDULED"}],
             "captain": {"firstName": "Theo"}}}},
        {"id": "get_league_entry#LGE-2026-A-14-v1", "kind": "record", "source": "tool:bookings.get_league_entry_version",
         "fields": {"entry": {"id": "LGE-2026-A-14", "version": 1, "status": "REPLACED", "members": 4,
                              "fee": {"seasonMinor": 18000, "currency": "EUR"}}}},
        {"id": "adyen_webhooks#LGE-2026-A-14", "kind": "record", "source": "tool:payments.list_notifications",
         "fields": adyen(
             {"eventCode": "CAPTURE", "success": "true", "amount": {"value": 8000, "currency": "EUR"},
              "pspReference": "LG8W2Z6CT0FJ4N92", "originalReference": "LG8W1Y3BS7EI1M81",
              "merchantReference": "LGE-2026-A-14-1", "eventDate": "2026-09-01T07:00:05+03:00"})},
        {"id": "policy#leagues", "kind": "policy", "revision": "2026-AUT",
         "text": "League fees can be paid in two instalments; the second is due on the 1st of the month after the "
                 "season starts. Teams of 5 get €15 off the season fee. Each league night includes 3 games per "
                 "bowler, and shoe hire is included for league players."},
    ],
    now="2026-09-20T10:00:00+03:00")

b21.ok("Hi Theo! Pin Pals' league fee is €165.00 for the season, after the €15 discount for a team of 5. You've "
       "paid the first instalment of €80.00, so €85.00 is due on 1 October. Every Monday at 19:30 you get 3 games "
       "per bowler, and shoe hire is included.",
       [S("league fee is €165.00 for the season"), S("after the €15 discount for a team of 5"),
        S("You've paid the first instalment of €80.00"), S("€85.00 is due on 1 October"),
        S("Every Monday at 19:30"), S("3 games per bowler"), S("shoe hire is included")],
       ["€85.00", "1 October"],
       "entry v2: seasonMinor 16500, discount 1500, members 5; instalment 1 PAID 8000, 2 SCHEDULED 8500 due "
       "2026-10-01; season MONDAY 19:30; policy.")

b21.ok("€85.00 left for LGE-2026-A-14, due 01/10/2026.",
       [S("€85.00 left for LGE-2026-A-14"), S("due 01/10/2026")],
       ["€85.00"],
       "instalment 2 amountMinor 8500, due 2026-10-01.")

b21.bad("Hey Theo! The season fee for Pin Pals is €180.00. You've paid €80.00, so €85.00 is due on 1 October.",
        [C("The season fee for Pin Pals is €180.00", AMT), S("You've paid €80.00"), S("€85.00 is due on 1 October")],
        ["stale_value"], ["€180.00"],
        "€180.00 is version 1 (REPLACED, 4 members); v2 fee is 16500.")

b21.bad("Hi Theo! You've paid €80.00 of the €165.00 fee, and the other €85.00 is due on 14 October. Each league "
        "night includes 2 games per bowler.",
        [S("You've paid €80.00 of the €165.00 fee"), C("due on 14 October", DATE),
         C("2 games per bowler", RULE_C)],
        ["wrong_date", "wrong_quantity"], ["due on 14 October", "2 games per bowler"],
        "instalment 2 due 2026-10-01; policy: 3 games per bowler.")

b21.repair("Hi Theo! €85.00 is due on 1 October for Pin Pals. League nights are Mondays at 20:30.",
           [S("€85.00 is due on 1 October"), C("Mondays at 20:30", TIME)],
           ["wrong_time"], ["at 20:30"], ["19:30|7:30 PM|7:30 pm", "€85.00"],
           "season.start_time is 19:30.")

# ---------------------------------------------------------------- 22. cancelled party: hold released, not refunded
b22 = Bundle(
    "bowl-party-hold-released", DOM,
    "I cancelled my daughter's bowling party. When will the refund show up?",
    [
        {"id": "get_booking#BWL-72018", "kind": "record", "source": "tool:bookings.get_booking",
         "fields": {"booking": {
             "ref": "BWL-72018", "status": "CANCELLED_BY_CUSTOMER", "type": "PARTY", "date": "2026-11-07",
             "slot": {"start": "11:00", "end": "13:00"}, "lanes": [1, 2],
             "venue": {"name": "Strike Zone Nicosia", "zone": "Asia/Nicosia"},
             "pricing": {"totalMinor": 12000, "currency": "EUR"},
             "cancelledAt": "2026-11-02T09:14:40+02:00", "customer": {"firstName": "Rania"}}}},
        {"id": "adyen_webhooks#BWL-72018", "kind": "record", "source": "tool:payments.list_notifications",
         "fields": adyen(
             {"eventCode": "AUTHORISATION", "success": "true", "amount": {"value": 12000, "currency": "EUR"},
              "pspReference": "SN4R8U2ZD6TH0P03", "merchantReference": "BWL-72018",
              "eventDate": "2026-10-30T16:21:09+02:00", "paymentMethod": "visa"},
             {"eventCode": "CANCELLATION", "success": "true", "amount": {"value": 12000, "currency": "EUR"},
              "pspReference": "SN4S1V5AE9UI3Q14", "originalReference": "SN4R8U2ZD6TH0P03",
              "merchantReference": "BWL-72018", "eventDate": "2026-11-02T09:15:00+02:00", "reason": ""})},
        {"id": "policy#party-payments", "kind": "policy", "revision": "v3",
         "text": "Party payments are authorised when you book and captured on the day of the party. If you cancel "
                 "before then, we release the hold rather than refund it, so no money leaves your account. Banks can "
                 "take up to 10 days to remove a released hold from your statement."},
    ],
    now="2026-11-04T12:00:00+02:00")

b22.ok("Hi Rania! Good news: you were never actually charged for party booking BWL-72018. The €120.00 was only a "
       "hold, and we released it on 2 November when you cancelled. Your bank can take up to 10 days to clear it "
       "from your statement.",
       [S("you were never actually charged for party booking BWL-72018"), S("The €120.00 was only a hold"),
        S("we released it on 2 November"), S("up to 10 days")],
       ["€120.00", "2 November"],
       "AUTHORISATION 12000 then CANCELLATION success true on 2026-11-02; no CAPTURE; policy 10 days.")

b22.ok("Rania, no refund needed: the €120.00 hold for BWL-72018 was released on 02/11, so no money left your "
       "account.",
       [S("the €120.00 hold for BWL-72018 was released on 02/11"), S("no money left your account")],
       ["02/11"],
       "CANCELLATION of the authorisation on 2026-11-02; policy: release, not refund.")

b22.bad("Hi Rania! Your €120.00 refund for BWL-72018 was issued on 2 November. It should appear within 5 days.",
        [C("Your €120.00 refund for BWL-72018 was issued", STATE), C("within 5 days", RULE_C)],
        ["wrong_state", "wrong_period"], ["refund for BWL-72018 was issued", "within 5 days"],
        "Nothing was captured or refunded: the authorisation was cancelled (hold released). Policy: up to 10 days.")

b22.bad("Hey Rania, you were never charged for the party. The €120.00 hold was released on 30 October, and banks "
        "can take up to 10 days to clear it.",
        [S("you were never charged for the party"), C("released on 30 October", DATE),
         S("banks can take up to 10 days")],
        ["wrong_date"], ["released on 30 October"],
        "30 October is the AUTHORISATION date; the CANCELLATION is 2026-11-02.")

b22.repair("Hi Rania! You weren't charged for BWL-72018: the €1,200.00 hold was released on 2 November. Banks can "
           "take up to 10 days to clear it.",
           [S("You weren't charged for BWL-72018"), C("the €1,200.00 hold", AMT), S("released on 2 November"),
            S("take up to 10 days")],
           ["unit_conversion"], ["€1,200.00"], ["€120.00|€120|120 euros", "2 November"],
           "amount.value 12000 minor units = €120.00.")

BUNDLES = [b19, b20, b21, b22]
