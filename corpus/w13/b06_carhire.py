from lib import *

D = "car hire"

# ---------------------------------------------------------------- 022 deposit hold
sc = "deposit-hold"
ev = [
    {"id": "get_rental#ATL-4K77Q2", "kind": "record", "source": "tool:get_rental", "fields": {
        "rental_id": "ATL-4K77Q2", "status": "CLOSED", "renter": "Valeria Ortiz",
        "pickup": {"branch": "LAX-APT", "local": "2026-05-05T11:00", "tz": "America/Los_Angeles", "utc": "2026-05-05T18:00:00Z"},
        "return": {"branch": "LAX-APT", "local": "2026-05-09T10:20", "tz": "America/Los_Angeles", "utc": "2026-05-09T17:20:00Z"},
        "charges": {"rental_minor": 26840, "currency": "USD", "captured": True},
        "deposit": {"hold_minor": 30000, "currency": "USD", "state": "RELEASE_PENDING", "release_requested_at": "2026-05-09T17:31:00Z"},
        "damage_claims": []}},
    {"id": "get_rental#ATL-3H20M8", "kind": "record", "source": "tool:get_rental", "fields": {
        "rental_id": "ATL-3H20M8", "status": "CLOSED", "deposit": {"hold_minor": 30000, "currency": "USD", "state": "CAPTURED_PARTIAL",
                                                                     "captured_minor": 8500, "reason": "FUEL_SHORTFALL"}}},
    {"id": "policy#deposits", "kind": "policy", "revision": "DEP-8",
     "text": "At pick-up we place a refundable security hold on your card. When the car comes back without new damage or missing fuel, "
             "we release the hold the same day. Your bank may take up to 10 business days to make the funds available again."},
]
q = "I returned the car on Saturday. Why is $300 still held on my card?"
now = "2026-05-12T09:00:00-07:00"
add("w13-098-deposit-hold", D, sc, q,
    "Valeria, we asked for the $300.00 security hold on rental ATL-4K77Q2 to be released when you returned the car on May 9. "
    "Your bank can take up to 10 business days to make the funds available again. The $268.40 rental charge was separate from the hold.", ev,
    [S("we asked for the $300.00 security hold on rental ATL-4K77Q2 to be released"), S("when you returned the car on May 9"),
     S("up to 10 business days"), S("The $268.40 rental charge")], now=now,
    incl=["$300.00", "10 business days"], notes="deposit 30000, state RELEASE_PENDING requested 2026-05-09 at return; return 2026-05-09 10:20; policy bank 10 business days; rental 26840.")
add("w13-099-deposit-hold", D, sc, q,
    "No damage claims were recorded when you brought the car back at 10:20 AM on Saturday, so the release of your three-hundred-dollar hold has been requested. "
    "The rest is down to your bank, which can take up to ten business days.", ev,
    [S("No damage claims were recorded"), S("when you brought the car back at 10:20 AM on Saturday"),
     S("the release of your three-hundred-dollar hold has been requested"), S("up to ten business days")], now=now,
    incl=["10:20 AM"], notes="damage_claims empty; return 10:20 local 2026-05-09 (Saturday); deposit RELEASE_PENDING.")
add("w13-100-deposit-hold-fuel", D, sc, q,
    "Valeria, $85.00 of your deposit was kept for a fuel shortfall, The release of the $300.00 hold was requested on May 9.", ev,
    [C("$85.00 of your deposit was kept for a fuel shortfall", "AMOUNT_MISMATCH", "RECORD_STATE_MISMATCH"), S("The release of the $300.00 hold was requested on May 9")], now=now,
    errors=["other_record_value"], excl=["$85.00", "fuel shortfall"],
    notes="The partial capture is on the older rental ATL-3H20M8; ATL-4K77Q2 has no claims and a full RELEASE_PENDING hold.")
add("w13-101-deposit-hold-cents", D, sc, q,
    "The security hold on ATL-4K77Q2 is $30,000, and its release was requested when you returned the car. Your bank should show it within 2 business days.", ev,
    [C("is $30,000", "AMOUNT_MISMATCH"), S("its release was requested when you returned the car"), C("within 2 business days", *POL_C)], now=now,
    errors=["unit_conversion", "wrong_period"], excl=["$30,000", "within 2 business days"],
    notes="hold_minor 30000 is $300.00. Policy: up to 10 business days.")
add("w13-r22-deposit-hold", D, sc, q,
    "Release of the $300.00 hold on rental ATL-4K77Q2 was requested when you returned the car on May 9, though your bank may take up to 5 business days to free it up.", ev,
    [S("Release of the $300.00 hold on rental ATL-4K77Q2 was requested"), S("when you returned the car on May 9"),
     C("up to 5 business days", *POL_C)], now=now,
    errors=["wrong_period"], incl=["10 business days|ten business days", "$300.00"], repair=True,
    notes="Policy: up to 10 business days.")

# ---------------------------------------------------------------- 023 young driver / additional driver
sc = "young-driver"
ev = [
    {"id": "get_reservation#ATL-9P51W3", "kind": "record", "source": "tool:get_reservation", "fields": {
        "reservation_id": "ATL-9P51W3", "status": "CONFIRMED", "car_group": "CDMR",
        "pickup": {"branch": "SFO-APT", "local": "2026-09-04T14:00", "tz": "America/Los_Angeles"},
        "return": {"branch": "SFO-APT", "local": "2026-09-08T14:00", "tz": "America/Los_Angeles"},
        "rental_days": 4,
        "drivers": [{"role": "PRIMARY", "name": "Owen Price", "age": 23},
                    {"role": "ADDITIONAL", "name": "Jade Lin", "age": 27, "relation": "FRIEND"}],
        "fees": [{"code": "YOUNG_DRIVER", "per_day_minor": 2500, "days": 4, "total_minor": 10000},
                 {"code": "ADDITIONAL_DRIVER", "per_day_minor": 1300, "days": 4, "total_minor": 5200}],
        "base_minor": 21600, "estimated_total_minor": 36800, "currency": "USD"}},
    {"id": "policy#drivers", "kind": "policy", "revision": "DRV-11",
     "text": "Drivers must be at least 21. A young driver fee of $25 per day applies to drivers aged 21 to 24. "
             "Each additional driver costs $13 per day, except spouses and domestic partners, who are added free in California. "
             "All drivers must show their licence at the counter."},
]
q = "What extra fees am I paying on my SFO rental?"
add("w13-102-young-driver", D, sc, q,
    "Owen, because you're 23 there's a young driver fee of $25 a day, $100 for the 4 days. Adding Jade as a driver costs $13 a day, $52 in total. "
    "With the $216.00 base rate, your estimated total is $368.00.", ev,
    [S("because you're 23 there's a young driver fee of $25 a day"), S("$100 for the 4 days"), S("Adding Jade as a driver costs $13 a day"),
     S("$52 in total"), S("With the $216.00 base rate"), S("your estimated total is $368.00")],
    incl=["$368.00"], notes="fees YOUNG_DRIVER 2500x4 = 10000, ADDITIONAL_DRIVER 1300x4 = 5200; base 21600; total 36800.")
add("w13-103-young-driver", D, sc, q,
    "Extras on ATL-9P51W3 (Sept 4–8):\n- Young driver fee: $100.00\n- Additional driver (Jade Lin): $52.00\nBoth of you will need to show your licence at the counter.", ev,
    [S("ATL-9P51W3 (Sept 4–8)"), S("Young driver fee: $100.00"), S("Additional driver (Jade Lin): $52.00"), S("show your licence at the counter")],
    incl=["$100.00", "$52.00"], notes="fees totals; policy licences.")
add("w13-104-young-driver-spouse", D, sc, q,
    "The young driver fee is $25 per day since you're 23. Jade is added free of charge, as additional drivers are free in California.", ev,
    [S("The young driver fee is $25 per day since you're 23"), C("Jade is added free of charge", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
     C("additional drivers are free in California", *POL_C)],
    errors=["condition_unmet", "wrong_policy_condition"], excl=["added free of charge", "additional drivers are free in California"],
    notes="Jade's relation is FRIEND and a $13/day fee is on the reservation; free only for spouses/partners.")
add("w13-105-young-driver-total", D, sc, q,
    "Your extras are a $100 young driver fee and $52 for Jade as an additional driver, so your estimated total is $316.00.", ev,
    [S("a $100 young driver fee"), S("$52 for Jade as an additional driver"), C("your estimated total is $316.00", "AMOUNT_MISMATCH")],
    errors=["wrong_arithmetic"], excl=["$316.00"], incl=["$100"],
    notes="216 + 100 + 52 = 368; $316 omits the additional driver fee.")
add("w13-r23-young-driver", D, sc, q,
    "Owen, at 23 you pay a young driver fee of $25 a day, $100 for the rental. Jade costs $13 a day as an additional driver, $52 in total, bringing your estimate to $316.00.", ev,
    [S("a young driver fee of $25 a day"), S("$100 for the rental"), S("Jade costs $13 a day as an additional driver"), S("$52 in total"),
     C("bringing your estimate to $316.00", "AMOUNT_MISMATCH")],
    errors=["wrong_arithmetic"], incl=["$368|368.00", "$100", "$52"], repair=True,
    notes="estimated_total_minor 36800.")

# ---------------------------------------------------------------- 024 mileage and fuel
sc = "mileage-fuel"
ev = [
    {"id": "get_reservation#ATL-DUB-6621", "kind": "record", "source": "tool:get_reservation", "fields": {
        "reservation_id": "ATL-DUB-6621", "status": "CONFIRMED", "renter": "Megan Walsh",
        "pickup": {"branch": "DUB-T1", "local": "2026-07-20T09:30", "tz": "Europe/Dublin"},
        "return": {"branch": "SNN-APT", "local": "2026-07-27T12:00", "tz": "Europe/Dublin"},
        "mileage": {"included_km": 1500, "excess_per_km_minor": 25, "currency": "EUR"},
        "fuel_policy": "FULL_TO_FULL", "one_way_fee_minor": 6500}},
    {"id": "policy#fuel", "kind": "policy", "revision": "FU-4",
     "text": "Under Full to Full, you collect the car with a full tank and return it full. "
             "If it comes back with less, we refuel it and charge for the missing fuel plus a €20 service fee. Keep your fuel receipt in case we ask for it."},
]
q = "How many miles can I drive, and do I need to fill up before returning at Shannon?"
add("w13-106-mileage-fuel", D, sc, q,
    "Megan, your rental includes 1,500 km, which is about 932 miles; beyond that it's €0.25 per km. "
    "It's Full to Full, so please return the car to Shannon with a full tank, or you'll pay for the missing fuel plus a €20 service fee.", ev,
    [S("your rental includes 1,500 km"), S("about 932 miles"), S("beyond that it's €0.25 per km"), S("It's Full to Full"),
     S("return the car to Shannon"), S("the missing fuel plus a €20 service fee")],
    incl=["1,500 km"], notes="mileage included_km 1500 (~932 mi), excess 25 cents/km; FULL_TO_FULL; return SNN-APT; policy €20 fee.")
add("w13-107-mileage-fuel", D, sc, q,
    "You get 1500 kilometres included for the week, and extra kilometres are 25 cents each. Yes, fill up before you drop off at Shannon at noon on 27 July; it's a full-to-full rental. "
    "There's also a one-way fee of €65.00 for returning to a different branch.", ev,
    [S("You get 1500 kilometres included for the week"), S("extra kilometres are 25 cents each"),
     S("drop off at Shannon at noon on 27 July"), S("it's a full-to-full rental"), S("a one-way fee of €65.00")],
    incl=["€65.00"], notes="mileage fields; return 2026-07-27 12:00; one_way_fee_minor 6500.")
add("w13-108-mileage-fuel-miles", D, sc, q,
    "Your rental comes with 1,500 miles included, and each extra mile is €0.25. Please bring it back full, since the fuel policy is Full to Full.", ev,
    [C("1,500 miles included", "VALUE_MISMATCH"), C("each extra mile is €0.25", "VALUE_MISMATCH", "AMOUNT_MISMATCH"),
     S("the fuel policy is Full to Full")],
    errors=["unit_conversion", "unit_conversion"], excl=["1,500 miles", "extra mile is €0.25"],
    notes="The allowance is 1,500 km (about 932 miles) and the excess charge is per km.")
add("w13-109-mileage-fuel-dublin", D, sc, q,
    "You have 1,500 km included. Please return the car to Dublin Terminal 1 with a full tank; a missing-fuel charge comes with a €25 service fee.", ev,
    [S("You have 1,500 km included"), C("return the car to Dublin Terminal 1", "VALUE_MISMATCH"), C("€25 service fee", *POL_C)],
    errors=["wrong_role", "wrong_amount"], excl=["return the car to Dublin", "€25 service fee"],
    notes="DUB-T1 is the pickup branch; return is SNN-APT (Shannon). Policy fee is €20.")
add("w13-r24-mileage-fuel", D, sc, q,
    "Megan, you have 1,500 miles included, and the car must go back to Shannon full, as this is a Full to Full rental.", ev,
    [C("you have 1,500 miles included", "VALUE_MISMATCH"), S("the car must go back to Shannon full"), S("this is a Full to Full rental")],
    errors=["unit_conversion"], incl=["1,500 km|1500 km|1,500 kilometres|1500 kilometres|932 miles", "Shannon"], repair=True,
    notes="included_km 1500.")

# ---------------------------------------------------------------- 025 excess cover
sc = "excess-cover"
ev = [
    {"id": "get_rental#ATL-MAD-3390", "kind": "record", "source": "tool:get_rental", "fields": {
        "rental_id": "ATL-MAD-3390", "status": "ON_RENT", "renter": "Tomás Ferreira",
        "pickup": {"branch": "MAD-T4", "local": "2026-10-12T08:15", "tz": "Europe/Madrid"},
        "return_due": {"branch": "MAD-T4", "local": "2026-10-19T08:15", "tz": "Europe/Madrid"},
        "protections": [
            {"code": "CDW", "status": "INCLUDED", "excess_minor": 180000, "currency": "EUR"},
            {"code": "SCDW", "status": "ACTIVE", "excess_minor": 0, "daily_minor": 1899, "currency": "EUR"},
            {"code": "TYRE_GLASS", "status": "NOT_PURCHASED", "daily_minor": 650, "currency": "EUR"}]}},
    {"id": "policy#protection", "kind": "policy", "revision": "PR-6",
     "text": "Super Collision Damage Waiver (SCDW) reduces your damage excess to zero for body damage to the car. "
             "It does not cover tyres, windscreens, glass or the underside of the car; those are covered only by the Tyre & Glass add-on. "
             "Any damage must be reported to the branch within 24 hours."},
]
q = "I got a chip in the windscreen. Am I covered with the super cover I bought?"
add("w13-110-excess-cover", D, sc, q,
    "Tomás, your Super Collision Damage Waiver brings the excess to €0, but only for body damage. Windscreen damage isn't covered by it, "
    "and the Tyre & Glass add-on wasn't purchased on ATL-MAD-3390. Please report the chip to the branch within 24 hours.", ev,
    [S("brings the excess to €0, but only for body damage"), S("Windscreen damage isn't covered by it"),
     S("the Tyre & Glass add-on wasn't purchased on ATL-MAD-3390"), S("report the chip to the branch within 24 hours")],
    incl=["€0"], notes="SCDW ACTIVE excess 0; TYRE_GLASS NOT_PURCHASED; policy exclusions and 24-hour reporting.")
add("w13-111-excess-cover", D, sc, q,
    "Unfortunately not: glass is excluded from SCDW, and you don't have the Tyre & Glass cover. For reference, your base CDW excess is €1,800.00, which SCDW reduces to €0 for body damage only.", ev,
    [S("glass is excluded from SCDW"), S("you don't have the Tyre & Glass cover"), S("your base CDW excess is €1,800.00"), S("SCDW reduces to €0 for body damage only")],
    incl=["€1,800.00"], notes="CDW excess_minor 180000; TYRE_GLASS NOT_PURCHASED; policy exclusions and SCDW to zero for body damage.")
add("w13-112-excess-cover-perk", D, sc, q,
    "Good news, Tomás: your SCDW cover includes windscreens and tyres, so the excess for the chip is €0. You're paying €18.99 a day for it.", ev,
    [C("your SCDW cover includes windscreens and tyres", *POL_C), C("the excess for the chip is €0", "AMOUNT_MISMATCH", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
     S("You're paying €18.99 a day")],
    errors=["unlisted_perk", "condition_unmet"], excl=["includes windscreens and tyres", "excess for the chip is €0"], incl=["€18.99"],
    notes="Policy: SCDW excludes glass and tyres; Tyre & Glass NOT_PURCHASED.")
add("w13-113-excess-cover-period", D, sc, q,
    "SCDW doesn't cover glass, and the Tyre & Glass add-on wasn't bought, so the chip isn't covered. You have 72 hours to report it to the branch.", ev,
    [S("SCDW doesn't cover glass"), S("the Tyre & Glass add-on wasn't bought"), S("the chip isn't covered"),
     C("You have 72 hours to report it", *POL_C)],
    errors=["wrong_period"], excl=["72 hours"],
    notes="Policy: report within 24 hours.")
add("w13-r25-excess-cover", D, sc, q,
    "Your SCDW reduces the excess to €0 for body damage, but glass isn't covered, and the Tyre & Glass add-on is included on your rental.", ev,
    [S("reduces the excess to €0 for body damage"), S("glass isn't covered"), C("the Tyre & Glass add-on is included on your rental", "RECORD_STATE_MISMATCH")],
    errors=["wrong_state"], incl=["not purchased|wasn't purchased|was not purchased|not bought|wasn't bought|not included|isn't included|don't have|didn't", "€0"], repair=True,
    notes="TYRE_GLASS status NOT_PURCHASED.")
