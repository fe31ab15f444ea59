# Bundle 23 - air-taxi charter: adding a passenger escalated for payload
D = "air-taxi charter"
S = "add-passenger"
Q = "Can you add my brother Kagiso to our flight on the 14th?"
NOW = "2026-08-10T15:00:00+02:00"
EV = [
    rec("get_charter_booking#DLA-B-2208", "tool:get_charter_booking", {
        "booking_ref": "DLA-B-2208", "customer": {"name": "Boitshepo Kealeboga", "title": "Ms"},
        "aircraft": {"reg": "A2-DLB", "type": "C206", "seats_pax": 5},
        "leg": {"from": "Kasane", "to": "Savuti", "block_out_utc": "2026-08-14T06:20:00Z",
                "block_time": "PT55M"},
        "pax": [{"name": "Boitshepo Kealeboga", "kg": 71}, {"name": "Tebogo Kealeboga", "kg": 88},
                {"name": "Amantle Kealeboga", "kg": 77}],
        "baggage_kg": 60, "payload_available_kg": 360, "payload_remaining_kg": 64, "status": "CONFIRMED"}),
    refused("add_passenger#call-1", "add_passenger", "ESCALATE",
            {"booking_ref": "DLA-B-2208", "name": "Kagiso Kealeboga", "weight_kg": 78, "bag_kg": 15},
            reason="PAYLOAD_EXCEEDED_OPS_REVIEW"),
    pol("dla-charter#weights",
        "Passenger and baggage weights are declared at booking and checked at the scale on the day. Where an "
        "added passenger would exceed the available payload, the request goes to flight operations, who may "
        "offer a larger aircraft or a second flight at extra cost. Check-in closes 45 minutes before "
        "departure.", revision="2026-05"),
]

case(S, Q,
     "Ms Kealeboga, I wasn't able to add Kagiso directly: with three passengers and their bags, the C206 has "
     "64 kg of payload left, and he would need 93 kg with his bag. The request has gone to flight operations, "
     "who may offer a larger aircraft or a second flight at extra cost.",
     EV,
     [sup("I wasn't able to add Kagiso directly"),
      sup("the C206 has 64 kg of payload left"),
      sup("he would need 93 kg with his bag"),
      sup("The request has gone to flight operations"),
      sup("may offer a larger aircraft or a second flight at extra cost")],
     domain=D, now=NOW, includes=["64 kg", "flight operations"],
     notes="add_passenger ESCALATE for payload; payload_remaining_kg 64; 78 + 15 = 93 kg; policy on ops "
           "review.")

case(S, Q,
     "Status: referred to flight ops (payload). Current flight unchanged: 3 passengers, departs Kasane 08:20 "
     "local (0620Z) on 14/08; check-in closes at 07:35.",
     EV,
     [sup("referred to flight ops (payload)"),
      sup("3 passengers"),
      sup("departs Kasane 08:20 local (0620Z) on 14/08"),
      sup("check-in closes at 07:35")],
     domain=D, now=NOW, includes=["08:20", "07:35"],
     notes="block_out 06:20Z = 08:20 local; check-in closes 45 minutes earlier, 07:35.")

case(S, Q,
     "Flight operations are looking at adding Kagiso, as his 78 kg plus a 15 kg bag is more than the 64 kg "
     "left. The Savuti leg itself takes fifty-five minutes.",
     EV,
     [sup("Flight operations are looking at adding Kagiso"),
      sup("his 78 kg plus a 15 kg bag is more than the 64 kg"),
      sup("takes fifty-five minutes")],
     domain=D, now=NOW, includes=["64 kg", "fifty-five minutes"],
     notes="refused call args weight 78 / bag 15; block_time PT55M.")

case(S, Q,
     "Done: Kagiso has been added to your 14/08 flight, departing Kasane at 08:20 local.",
     EV,
     [con("Kagiso has been added to your 14/08 flight", "NOT_EXECUTED")],
     domain=D, now=NOW, errors=["refused_call_effect"], excludes=["has been added"],
     notes="add_passenger was ESCALATE; pax list still has three names.")

case(S, Q,
     "Ms Kealeboga, the request is with flight operations, as the C206 has only 46 kg of payload left. Please "
     "be at check-in at least 30 minutes before departure.",
     EV,
     [sup("the request is with flight operations"),
      con("only 46 kg of payload left", "VALUE_MISMATCH"),
      con("at least 30 minutes before departure", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
     domain=D, now=NOW, errors=["wrong_arithmetic", "wrong_period"],
     excludes=["46 kg", "30 minutes before departure"],
     notes="360 - 236 - 60 = 64 kg (payload_remaining_kg); check-in closes 45 minutes before departure.")

repair(S, Q,
       "Ms Kealeboga, I couldn't add Kagiso directly, as his 93 kg with baggage would exceed the 64 kg of "
       "payload left; flight operations are reviewing it. The flight from Kasane to Savuti takes about 35 "
       "minutes.",
       EV,
       [sup("I couldn't add Kagiso directly"),
        sup("would exceed the 64 kg of payload left"),
        sup("flight operations are reviewing it"),
        con("takes about 35 minutes", "VALUE_MISMATCH")],
       domain=D, now=NOW, errors=["wrong_period"], excludes=["about 35 minutes"],
       includes=["55 minutes|55 min|fifty-five", "64 kg"],
       notes="leg block_time is PT55M.")
