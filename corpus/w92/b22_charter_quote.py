# Bundle 22 - air-taxi charter: revised quote (v2 supersedes v1), Zulu legs, what is included
D = "air-taxi charter"
S = "charter-quote"
Q = "Can you confirm the revised quote for our Xakanaxa trip?"
NOW = "2026-07-14T09:00:00+02:00"
EV = [
    rec("get_charter_quote#DLA-Q-4471-v2", "tool:get_charter_quote", {
        "quote_no": "DLA-Q-4471", "version": 2, "status": "OPEN", "supersedes_version": 1,
        "customer": {"name": "Oarabile Tsheko", "title": "Mr"},
        "aircraft": {"reg": "A2-DLC", "type": "C208B Grand Caravan"}, "pax": 4,
        "legs": [{"leg": 1, "from": "Maun", "to": "Xakanaxa", "block_out_utc": "2026-07-28T05:45:00Z",
                  "block_time": "PT40M"},
                 {"leg": 2, "from": "Xakanaxa", "to": "Maun", "block_out_utc": "2026-07-31T12:30:00Z",
                  "block_time": "PT40M"}],
        "price_thebe": 5230000, "currency": "BWP",
        "includes": ["PILOT", "FUEL", "LANDING_FEES"], "excludes": ["PARK_ENTRY_FEES"],
        "change_note": "RETURN_DAY_POSITIONING_ADDED",
        "valid_until": "2026-07-20T17:00:00+02:00"}),
    rec("get_charter_quote#DLA-Q-4471-v1", "tool:get_charter_quote", {
        "quote_no": "DLA-Q-4471", "version": 1, "status": "SUPERSEDED", "pax": 4,
        "price_thebe": 4860000, "currency": "BWP", "valid_until": "2026-07-15T17:00:00+02:00"}),
    psg("kb-dla#xakanaxa-strip",
        "Xakanaxa airstrip is an unpaved strip with no terminal building.\nLodge vehicles meet each arriving "
        "flight at the strip.\nThere is no fuel at Xakanaxa; aircraft carry fuel for the return.",
        source="kb:deltalinkair/airstrips"),
    pol("dla-charter#terms",
        "Charter quotes are held for 7 days, and a 30 percent deposit confirms the booking. Park entry fees "
        "are not included in charter prices. Baggage on the Caravan is limited to 20 kg per passenger, in "
        "soft bags.", revision="2026-05"),
]

case(S, Q,
     "Mr Tsheko, revised quote DLA-Q-4471 (version 2) is P52,300.00 for four passengers in the Grand Caravan "
     "A2-DLC, Maun to Xakanaxa on 28/07 and back on 31/07. It includes the pilot, fuel and landing fees; park "
     "entry fees are not included. The quote is held until 17:00 on 20/07/2026, and a 30% deposit of "
     "P15,690.00 confirms it.",
     EV,
     [sup("revised quote DLA-Q-4471 (version 2) is P52,300.00"),
      sup("for four passengers in the Grand Caravan"),
      sup("Maun to Xakanaxa on 28/07 and back on 31/07"),
      sup("It includes the pilot, fuel and landing fees"),
      sup("park entry fees are not included"),
      sup("held until 17:00 on 20/07/2026"),
      sup("a 30% deposit of P15,690.00 confirms it")],
     domain=D, now=NOW, includes=["P52,300.00", "P15,690.00"],
     notes="v2 price_thebe 5230000, pax 4, legs on 28/07 and 31/07, includes/excludes, valid_until; 30% "
           "of 52,300 = 15,690.")

case(S, Q,
     "Outbound: 28 July, departs Maun 07:45 local (0545Z), 40 minutes to Xakanaxa.\nReturn: 31 July, departs "
     "14:30 local (1230Z), 40 minutes.\nBaggage: 20 kg per person, soft bags.",
     EV,
     [sup("Outbound: 28 July, departs Maun 07:45 local (0545Z)"),
      sup("40 minutes to Xakanaxa"),
      sup("Return: 31 July, departs 14:30 local (1230Z), 40 minutes"),
      sup("Baggage: 20 kg per person, soft bags")],
     domain=D, now=NOW, includes=["07:45", "14:30"],
     notes="block_out 05:45Z / 12:30Z = 07:45 / 14:30 local; block_time PT40M; baggage rule in policy.")

case(S, Q,
     "The price rose from P48,600.00 to P52,300.00 because positioning for the return day was added.",
     EV,
     [sup("rose from P48,600.00 to P52,300.00"),
      sup("because positioning for the return day was added")],
     domain=D, now=NOW, includes=["P52,300.00"],
     notes="v1 price 4860000 SUPERSEDED; v2 change_note RETURN_DAY_POSITIONING_ADDED.")

case(S, Q,
     "Mr Tsheko, your quote DLA-Q-4471 stands at P48,600.00 for four passengers, and a 30% deposit of "
     "P14,580.00 confirms the booking.",
     EV,
     [con("stands at P48,600.00", "AMOUNT_MISMATCH"),
      con("a 30% deposit of P14,580.00", "AMOUNT_MISMATCH")],
     domain=D, now=NOW, errors=["stale_value", "wrong_amount"],
     excludes=["P48,600.00", "P14,580.00"],
     notes="P48,600.00 is superseded v1; current price P52,300.00, so the deposit is P15,690.00.")

case(S, Q,
     "Your outbound flight departs Maun at 05:45 on 28/07, and park entry fees are included in the P52,300.00.",
     EV,
     [con("departs Maun at 05:45 on 28/07", "DATE_MISMATCH", "VALUE_MISMATCH"),
      con("park entry fees are included", "VALUE_MISMATCH", "NLI_CONTRADICTION")],
     domain=D, now=NOW, errors=["unit_conversion", "unlisted_perk"],
     excludes=["at 05:45", "park entry fees are included"],
     notes="05:45 is Zulu (07:45 local); excludes lists PARK_ENTRY_FEES and policy says they are not "
           "included.")

repair(S, Q,
       "Mr Tsheko, quote DLA-Q-4471 is P52,300.00 for four passengers, Maun to Xakanaxa on 28/07 and back on "
       "31/07. Baggage is limited to 15 kg per passenger in soft bags.",
       EV,
       [sup("quote DLA-Q-4471 is P52,300.00 for four passengers"),
        sup("Maun to Xakanaxa on 28/07 and back on 31/07"),
        con("limited to 15 kg per passenger", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
       domain=D, now=NOW, errors=["wrong_value"], excludes=["15 kg per passenger"],
       includes=["20 kg|20kg", "P52,300"],
       notes="policy: 20 kg per passenger in soft bags on the Caravan.")

case(S, Q,
     "Mr Tsheko, when you land at Xakanaxa on 28/07, your lodge vehicle will meet the aircraft at the strip; "
     "there's no terminal building, as it's an unpaved strip. The P52,300.00 quote covers the pilot, fuel and "
     "landing fees.",
     EV,
     [sup("when you land at Xakanaxa on 28/07"),
      sup("your lodge vehicle will meet the aircraft at the strip"),
      sup("there's no terminal building, as it's an unpaved strip"),
      sup("The P52,300.00 quote covers the pilot, fuel and landing fees")],
     domain=D, now=NOW, includes=["P52,300.00"],
     notes="leg 1 lands 28/07; KB passage on Xakanaxa strip; quote includes list.")

case(S, Q,
     "Your return leaves Xakanaxa at 15:30 local on 31/07, and you can wait in the airstrip's terminal lounge "
     "before boarding.",
     EV,
     [con("leaves Xakanaxa at 15:30 local on 31/07", "DATE_MISMATCH", "VALUE_MISMATCH"),
      con("wait in the airstrip's terminal lounge", "NLI_CONTRADICTION")],
     domain=D, now=NOW, errors=["wrong_time", "invented_fact"],
     excludes=["at 15:30 local", "terminal lounge"],
     notes="leg 2 block_out 12:30Z = 14:30 local; KB: the strip has no terminal building.")
