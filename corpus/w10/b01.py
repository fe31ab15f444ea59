from lib import *

# ---------- 1. parcel courier: missed delivery, parcel at depot (en-GB) ----------
LON = "Europe/London"
s = Scenario("missed-delivery", "parcel courier",
    "Card through the door says you tried to deliver my parcel PX4471-0938-GB. What now?",
    [
        rec("get_shipment#PX4471-0938-GB", "tool:get_shipment", {"shipment": {
            "tracking_number": "PX4471-0938-GB", "service_level": "STANDARD_48", "status": "DELIVERY_ATTEMPTED",
            "weight_kg": "2.35", "recipient": {"name": "Daniel Okafor", "postcode": "M50 3AZ"},
            "events": [
                ev("PICKED_UP", "Collected from sender", "Leeds", LON, "2026-03-10T16:05:00"),
                ev("ARRIVED_AT_HUB", "Arrived at Trafford Park hub", "Manchester", LON, "2026-03-11T02:18:00"),
                ev("OUT_FOR_DELIVERY", "With driver", "Salford", LON, "2026-03-12T07:31:00"),
                ev("DELIVERY_ATTEMPTED", "No answer, card left, parcel returned to depot", "Salford", LON, "2026-03-12T11:42:00"),
            ],
            "hold": {"depot": "Salford Quays Depot", "hold_until": "2026-03-19"},
            "redelivery": {"redeliveries_used": 0, "next_available_date": "2026-03-13"}}}),
        rec("get_shipment#PX4471-1102-GB", "tool:get_shipment", {"shipment": {
            "tracking_number": "PX4471-1102-GB", "service_level": "STANDARD_48", "status": "IN_TRANSIT",
            "weight_kg": "0.80", "recipient": {"name": "Daniel Okafor", "postcode": "M50 3AZ"},
            "eta": {"window_start": ms("2026-03-14T08:00:00", LON), "window_end": ms("2026-03-14T18:00:00", LON)}}}),
        pol("redelivery-policy#uk", "We make one delivery attempt per booked day. If nobody is in, the driver leaves a "
            "card and the parcel goes to the nearest depot. The first redelivery is free and can be booked online for "
            "any weekday. A second redelivery is charged at £3.50. Parcels not redelivered or collected within 7 "
            "calendar days of the first attempt are returned to the sender.", "r4"),
    ], now="2026-03-12T15:10:00+00:00")

s.add("Hi Daniel, our driver tried parcel PX4471-0938-GB at 11:42 AM today and nobody was in, so it's now at "
      "Salford Quays Depot. Your first redelivery is free, and the earliest slot is tomorrow, Friday 13 March. "
      "The depot will hold it until 19 March; if it isn't redelivered or collected within 7 days it goes back to the sender.",
      [S("tried parcel PX4471-0938-GB at 11:42 AM today"), S("it's now at Salford Quays Depot"),
       S("Your first redelivery is free"), S("earliest slot is tomorrow, Friday 13 March"),
       S("hold it until 19 March"), S("within 7 days it goes back to the sender")],
      includes=["11:42", "19 March"],
      notes="DELIVERY_ATTEMPTED at 11:42 London; hold.hold_until 2026-03-19; next_available_date 2026-03-13; policy: first redelivery free, return after 7 days.")

s.add("Quick update on PX4471-0938-GB:\n- Delivery attempted 12/03/2026 at 11:42, no answer\n"
      "- Now held at Salford Quays Depot until 19/03/2026\n- First redelivery: no charge; a second one is £3.50",
      [S("Delivery attempted 12/03/2026 at 11:42"), S("held at Salford Quays Depot until 19/03/2026"),
       S("First redelivery: no charge"), S("a second one is £3.50")],
      includes=["19/03/2026"],
      notes="event DELIVERY_ATTEMPTED 2026-03-12 11:42 Europe/London; policy sets £3.50 for the second redelivery.")

s.add("Attempted 11:42 this morning, parcel's at Salford Quays Depot - book your free redelivery online for any weekday.",
      [S("Attempted 11:42 this morning"), S("parcel's at Salford Quays Depot"),
       S("book your free redelivery online for any weekday")],
      includes=["Salford Quays Depot"],
      notes="attempt event at 11:42 local; policy: first redelivery free, bookable online for any weekday.")

s.add("Hi Daniel, sorry we missed you. The driver called at 11:42 AM and your parcel PX4471-0938-GB is now at "
      "Salford Quays Depot until 19 March. We're showing it back out with you on Saturday 14 March. "
      "Any further redelivery after that is also free of charge.",
      [N("sorry we missed you"), S("The driver called at 11:42 AM"), S("now at Salford Quays Depot until 19 March"),
       CI("back out with you on Saturday 14 March", "DATE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE"),
       C("Any further redelivery after that is also free of charge", "NLI_CONTRADICTION")],
      errors=["other_record_value", "wrong_policy_condition"],
      excludes=["Saturday 14 March", "also free of charge"], includes=["19 March"],
      notes="14 March is the ETA of the other parcel PX4471-1102-GB; no redelivery is booked for this one. Policy charges £3.50 for a second redelivery.")

s.add("Morning Daniel. Our driver knocked at 11:42 AM with your 2.35 lb parcel but got no answer. It's waiting at "
      "Salford Quays Depot, and you have 14 days to collect it before it's returned.",
      [S("Our driver knocked at 11:42 AM"), C("your 2.35 lb parcel", "VALUE_MISMATCH"),
       S("waiting at Salford Quays Depot"), C("you have 14 days to collect it", "NLI_CONTRADICTION", "DATE_MISMATCH")],
      errors=["unit_conversion", "wrong_period"],
      excludes=["2.35 lb", "14 days to collect"], includes=[],
      notes="weight_kg is 2.35 (about 5.2 lb), not 2.35 lb. Policy and hold_until (19 March) give 7 days.")

s.repair("Hi Daniel, we tried PX4471-0938-GB at 11:42 AM today and left a card. It's at Salford Quays Depot, "
         "which will hold it until 26 March, and your first redelivery is free.",
         [S("we tried PX4471-0938-GB at 11:42 AM today"), S("It's at Salford Quays Depot"),
          C("hold it until 26 March", "DATE_MISMATCH"), S("your first redelivery is free")],
         ["wrong_date"], ["26 March"], "19 March|19/03|March 19", keep=["11:42"],
         notes="hold.hold_until is 2026-03-19.")

# ---------- 2. parcel courier: damage claim with escalated payout (en-US) ----------
CHI, DEN = "America/Chicago", "America/Denver"
s = Scenario("damage-claim", "parcel courier",
    "My box PC-88213507 showed up smashed. When do I get my money back?",
    [
        rec("get_shipment#PC-88213507", "tool:get_shipment", {"shipment": {
            "tracking_number": "PC-88213507", "service_level": "GROUND", "status": "DELIVERED",
            "weight_lb": "14.2", "label_charge": {"amount_minor": 2385, "currency": "USD"},
            "events": [
                ev("PICKED_UP", "Picked up from shipper", "Chicago", CHI, "2026-05-05T16:20:00"),
                ev("DEPARTED_HUB", "Departed Bedford Park hub", "Chicago", CHI, "2026-05-05T22:55:00"),
                ev("ARRIVED_AT_HUB", "Arrived at Commerce City hub", "Denver", DEN, "2026-05-07T06:10:00"),
                ev("OUT_FOR_DELIVERY", "On vehicle for delivery", "Denver", DEN, "2026-05-07T08:02:00"),
                ev("DELIVERED", "Left at front door", "Denver", DEN, "2026-05-07T13:47:00"),
            ]}}),
        rec("get_claim#CLM-40291", "tool:get_claim", {"claim": {
            "claim_id": "CLM-40291", "tracking_number": "PC-88213507", "type": "DAMAGE", "status": "UNDER_REVIEW",
            "declared_value": {"amount_minor": 18999, "currency": "USD"}, "photos_received": 3,
            "opened_at": ms("2026-05-08T09:15:00", CHI), "decision_due_by": "2026-05-22"}}),
        refused("approve_claim_payout#call-1", "approve_claim_payout", "ESCALATE",
                {"claim_id": "CLM-40291", "amount_minor": 18999, "currency": "USD"}),
        pol("claims-policy#ground", "Ground shipments are covered up to their declared value, to a maximum of $500. "
            "Once we have photos of the packaging and the item, a claims adjuster decides within 10 business days. "
            "Approved payouts go back to the card used for the label within 5 business days. We do not refund the "
            "shipping charge on damage claims unless the parcel was sent on Express.", "2026-02"),
    ], now="2026-05-11T10:00:00-05:00")

s.add("Sorry about the box. Claim CLM-40291 for your parcel PC-88213507 is under review, and we have your three "
      "photos. An adjuster will decide by May 22, and if it's approved the $189.99 goes back to the card you paid "
      "with within 5 business days.",
      [N("Sorry about the box."), S("Claim CLM-40291 for your parcel PC-88213507 is under review"),
       S("we have your three photos"), S("An adjuster will decide by May 22"),
       S("the $189.99 goes back to the card you paid with within 5 business days")],
      includes=["$189.99", "May 22"],
      notes="claim.status UNDER_REVIEW, photos_received 3, decision_due_by 2026-05-22, declared_value 18999 cents; policy: payout to card within 5 business days.")

s.add("Hello, I've passed claim CLM-40291 to our claims team for sign-off; I couldn't approve the payout myself. "
      "Your parcel was left at the front door in Denver at 1:47 PM on May 7, and it's declared at $189.99.",
      [S("passed claim CLM-40291 to our claims team for sign-off"), S("I couldn't approve the payout myself"),
       S("left at the front door in Denver at 1:47 PM on May 7"), S("declared at $189.99")],
      includes=["1:47 PM", "$189.99"],
      notes="approve_claim_payout was ESCALATEd; DELIVERED event 13:47 America/Denver on 2026-05-07.")

s.add("Claim CLM-40291: under review, decision due 5/22/2026. Ground coverage goes up to your declared value, capped at $500.",
      [S("Claim CLM-40291: under review"), S("decision due 5/22/2026"),
       S("Ground coverage goes up to your declared value, capped at $500")],
      includes=["5/22/2026"],
      notes="decision_due_by 2026-05-22; policy caps Ground cover at declared value, max $500.")

s.add("Good news! I've approved your payout of $189.99 on claim CLM-40291. Your parcel PC-88213507 was delivered "
      "on May 7, and we'll refund the $23.85 shipping charge as well.",
      [C("I've approved your payout of $189.99", "NOT_EXECUTED"), S("PC-88213507 was delivered on May 7"),
       C("we'll refund the $23.85 shipping charge as well", "NLI_CONTRADICTION")],
      errors=["refused_call_effect", "condition_unmet"],
      excludes=["I've approved your payout", "refund the $23.85 shipping charge"], includes=[],
      notes="approve_claim_payout was ESCALATEd, not done. Shipping is refunded only on Express; this was GROUND.")

s.add("Hi there. Our driver left your parcel at the front door at 2:47 PM on May 7. Your claim CLM-40291 has been "
      "approved and is with our payments team.",
      [C("at the front door at 2:47 PM on May 7", "DATE_MISMATCH", "VALUE_MISMATCH"),
       C("has been approved and is with our payments team", "RECORD_STATE_MISMATCH", "NOT_EXECUTED")],
      errors=["wrong_time", "wrong_state"],
      excludes=["2:47 PM", "has been approved"], includes=[],
      notes="DELIVERED was 13:47 in Denver (2:47 PM is the Chicago clock). claim.status is UNDER_REVIEW and the payout call was escalated.")

s.repair("Claim CLM-40291 is under review and we have all three photos. An adjuster will decide by May 29, and an "
         "approved payout of $189.99 goes back to your card within 5 business days.",
         [S("Claim CLM-40291 is under review"), S("we have all three photos"),
          C("An adjuster will decide by May 29", "DATE_MISMATCH"),
          S("an approved payout of $189.99 goes back to your card within 5 business days")],
         ["wrong_date"], ["May 29"], "May 22|22 May|5/22", keep=["CLM-40291"],
         notes="decision_due_by is 2026-05-22.")

# ---------- 3. freight forwarder: ocean container ETA and quote (en-GB) ----------
SHA, KUL = "Asia/Shanghai", "Asia/Kuala_Lumpur"
s = Scenario("ocean-eta", "freight forwarder",
    "Where's our container on booking FF-BK-220917 and what's the final cost?",
    [
        rec("get_booking#FF-BK-220917", "tool:get_booking", {"booking": {
            "booking_ref": "FF-BK-220917", "customer": {"name": "Priya Raman", "company": "Raman Homewares Ltd"},
            "mode": "FCL_OCEAN", "service_level": "PORT_TO_DOOR",
            "container": {"number": "MSKU 482913-7", "type": "40HC"},
            "cargo": {"gross_weight_kg": "18420.0", "cartons": 640, "volume_cbm": "67.8"},
            "shipment": {"status": "IN_TRANSIT", "vessel": "MV Harbour Lantern", "voyage": "112W",
                "events": [
                    ev("GATE_IN", "Full container gated in at Yangshan", "Shanghai", SHA, "2026-05-12T14:30:00"),
                    ev("LOADED_ON_VESSEL", "Loaded on MV Harbour Lantern", "Shanghai", SHA, "2026-05-14T03:15:00"),
                    ev("DEPARTED_PORT", "Vessel departed", "Shanghai", SHA, "2026-05-14T21:40:00"),
                    ev("TRANSSHIPMENT_ARRIVED", "Arrived at transshipment port", "Tanjung Pelepas", KUL, "2026-05-20T09:05:00"),
                    ev("DEPARTED_PORT", "Vessel departed transshipment port", "Tanjung Pelepas", KUL, "2026-05-23T07:50:00"),
                ],
                "eta": {"port": "Felixstowe", "tz": LON, "revision": 2,
                        "window_start": ms("2026-06-18T06:00:00", LON), "window_end": ms("2026-06-19T18:00:00", LON)}}}}),
        rec("get_eta_history#FF-BK-220917", "tool:get_eta_history", {"eta_revisions": [
            {"revision": 1, "status": "SUPERSEDED", "window_start": ms("2026-06-11T06:00:00", LON),
             "window_end": ms("2026-06-12T18:00:00", LON), "reason": None},
            {"revision": 2, "status": "CURRENT", "window_start": ms("2026-06-18T06:00:00", LON),
             "window_end": ms("2026-06-19T18:00:00", LON), "reason": "BERTH_CONGESTION_TRANSSHIPMENT"}]}),
        rec("get_quote#Q-5531", "tool:get_quote", {"quotes": [
            {"quote_id": "Q-5531", "version": 1, "status": "SUPERSEDED", "currency": "GBP", "total_minor": 389000,
             "lines": {"ocean_freight": 274500, "destination_thc": 32500, "haulage": 58000, "customs_clearance": 24000}},
            {"quote_id": "Q-5531", "version": 2, "status": "ACCEPTED", "currency": "GBP", "total_minor": 412500,
             "lines": {"ocean_freight": 298000, "destination_thc": 32500, "haulage": 58000, "customs_clearance": 24000}}]}),
        pol("ocean-terms#demurrage", "Carrier ETAs are windows, not appointments, and we book haulage only once the "
            "container has been discharged. At Felixstowe, demurrage starts after 5 free days from discharge and is "
            "charged at £95 per container per day. Quotes are valid for 14 days, and a revised quote replaces every "
            "earlier version.", "2026.1"),
    ], now="2026-06-02T11:00:00+01:00")

s.add("Morning Priya. MSKU 482913-7 is on the MV Harbour Lantern, voyage 112W, and left Tanjung Pelepas on 23 May. "
      "Felixstowe ETA is now 18-19 June. Your current quote Q-5531 stands at £4,125.00 all-in.",
      [S("MSKU 482913-7 is on the MV Harbour Lantern"), S("voyage 112W"), S("left Tanjung Pelepas on 23 May"),
       S("Felixstowe ETA is now 18-19 June"), S("stands at £4,125.00 all-in")],
      includes=["18-19 June", "£4,125.00"],
      notes="eta revision 2 window 18-19 June; quote v2 ACCEPTED total_minor 412500 GBP; departure event 2026-05-23 local.")

s.add("Hi Priya, on Q-5531 v2:\n- Ocean freight: £2,980.00\n- Destination handling: £325.00\n"
      "- Haulage plus customs clearance: £820.00\nThat's £4,125.00 in total. The container is still at sea, due into Felixstowe 18-19 June.",
      [S("Ocean freight: £2,980.00"), S("Destination handling: £325.00"), S("Haulage plus customs clearance: £820.00"),
       S("That's £4,125.00 in total"), S("still at sea"), S("due into Felixstowe 18-19 June")],
      includes=["£4,125.00", "£820.00"],
      notes="v2 lines 298000, 32500, 58000+24000=82000, total 412500; status IN_TRANSIT.")

s.add("Dear Ms Raman,\n\nThank you for your patience. Your container was loaded in Shanghai on 14 May and is due at "
      "Felixstowe between 6:00 AM on 18 June and 6:00 PM on 19 June. After discharge you have five free days before "
      "demurrage of £95 per day applies.\n\nKind regards,\nTom, Ocean Desk",
      [N("Thank you for your patience."), S("loaded in Shanghai on 14 May"),
       S("between 6:00 AM on 18 June and 6:00 PM on 19 June"),
       S("you have five free days before demurrage of £95 per day applies")],
      includes=["18 June", "£95"],
      notes="LOADED_ON_VESSEL 2026-05-14 Shanghai; eta window 06:00 18 June to 18:00 19 June London; policy 5 free days, £95/day.")

s.add("Hi Priya, the container MSKU 482913-7 left Tanjung Pelepas on 23 May and is due into Felixstowe on 11-12 June. "
      "Haulage gets booked once it's discharged.",
      [S("left Tanjung Pelepas on 23 May"), C("due into Felixstowe on 11-12 June", "DATE_MISMATCH"),
       S("Haulage gets booked once it's discharged")],
      errors=["stale_value"], excludes=["11-12 June"], includes=[],
      notes="11-12 June is ETA revision 1, SUPERSEDED; current revision 2 is 18-19 June.")

s.add("Morning Priya. Ocean freight and haulage together come to £3,460.00 on your current quote. Once the box is "
      "discharged at Felixstowe you get seven free days before demurrage kicks in at £95 a day.",
      [C("together come to £3,460.00", "AMOUNT_MISMATCH"),
       C("you get seven free days before demurrage", "NLI_CONTRADICTION"), ],
      errors=["wrong_arithmetic", "wrong_policy_condition"],
      excludes=["£3,460.00", "seven free days"], includes=[],
      notes="298000+58000 = £3,560.00; policy gives 5 free days.")

s.repair("Hi Priya, your container is on the MV Harbour Lantern and due into Felixstowe 18-19 June. Quote Q-5531 "
         "comes to £3,890.00 in total, covering freight, handling, haulage and clearance.",
         [S("on the MV Harbour Lantern"), S("due into Felixstowe 18-19 June"),
          C("comes to £3,890.00 in total", "AMOUNT_MISMATCH")],
         ["stale_value"], ["£3,890.00"], "£4,125.00|£4,125|4,125|4125", keep=["18-19 June"],
         notes="£3,890.00 is version 1 (SUPERSEDED); the accepted v2 total is 412500 minor.")
