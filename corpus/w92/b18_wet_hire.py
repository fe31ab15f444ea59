# Bundle 18 - light-aircraft hire: wet-hire invoice on Hobbs time, tach distractor, earlier hire
D = "light-aircraft hire"
S = "wet-hire-invoice"
Q = "Can you explain my invoice for Saturday's flight to Mahalapye?"
NOW = "2026-06-22T10:00:00+02:00"
EV = [
    rec("get_hire_record#NAH-H-60418", "tool:get_hire_record", {
        "hire_ref": "NAH-H-60418", "renter": {"name": "Dineo Sebina", "renter_no": "NAH-R-0219"},
        "aircraft": {"reg": "A2-NAF", "type": "C172S"}, "hire_type": "WET",
        "route": "Kgale - Mahalapye - Kgale",
        "block_out_utc": "2026-06-20T05:50:00Z", "block_in_utc": "2026-06-20T08:05:00Z",
        "hobbs_out": "1612.4", "hobbs_in": "1614.3", "tach_out": "4528.0", "tach_in": "4529.5",
        "charges": {"wet_rate_thebe_per_hobbs_hour": 290000, "aircraft_thebe": 551000,
                    "landing_fees": [{"aerodrome": "Mahalapye", "amount_thebe": 8500}],
                    "total_thebe": 559500},
        "invoice_no": "NAH-INV-11842", "status": "INVOICED"}),
    rec("get_hire_record#NAH-H-60122", "tool:get_hire_record", {
        "hire_ref": "NAH-H-60122", "renter": {"name": "Dineo Sebina", "renter_no": "NAH-R-0219"},
        "aircraft": {"reg": "A2-NAF", "type": "C172S"}, "hire_type": "WET",
        "block_out_utc": "2026-06-06T06:10:00Z", "block_in_utc": "2026-06-06T07:45:00Z",
        "hobbs_out": "1603.9", "hobbs_in": "1605.3",
        "charges": {"aircraft_thebe": 406000, "landing_fees": [{"aerodrome": "Lobatse", "amount_thebe": 8500}],
                    "total_thebe": 414500},
        "invoice_no": "NAH-INV-11790", "status": "PAID"}),
    pol("nah-rates#c172s",
        "Hire is billed on Hobbs time to one decimal; tach time is for maintenance records. Wet hire of the "
        "C172S is P2,900 per Hobbs hour and includes fuel and oil. Dry hire of the C172S is P2,150 per Hobbs "
        "hour, with fuel charged at cost. Landing and parking fees at other aerodromes are recharged at cost. "
        "A minimum of 1.0 Hobbs hour applies on weekends.", revision="2026-03"),
]

case(S, Q,
     "Dineo, Saturday's wet hire in A2-NAF ran 1.9 Hobbs hours (1612.4 to 1614.3). At P2,900 per Hobbs hour, "
     "fuel and oil included, that's P5,510.00, plus the P85.00 Mahalapye landing fee: P5,595.00 on invoice "
     "NAH-INV-11842.",
     EV,
     [sup("ran 1.9 Hobbs hours (1612.4 to 1614.3)"),
      sup("At P2,900 per Hobbs hour"),
      sup("fuel and oil included"),
      sup("that's P5,510.00"),
      sup("P85.00 Mahalapye landing fee"),
      sup("P5,595.00 on invoice NAH-INV-11842")],
     domain=D, now=NOW, includes=["1.9", "P5,595.00"],
     notes="NAH-H-60418: hobbs 1612.4->1614.3, aircraft_thebe 551000, landing 8500, total 559500; policy "
           "wet rate includes fuel and oil.")

case(S, Q,
     "Invoice NAH-INV-11842:\n- Aircraft, 1.9 h Hobbs at P2,900 = P5,510.00\n- Landing fee, Mahalapye = "
     "P85.00\n- Total = P5,595.00\nThe tach time (1.5 h) isn't used for billing.",
     EV,
     [sup("Aircraft, 1.9 h Hobbs at P2,900 = P5,510.00"),
      sup("Landing fee, Mahalapye = P85.00"),
      sup("Total = P5,595.00"),
      sup("The tach time (1.5 h) isn't used for billing")],
     domain=D, now=NOW, includes=["P5,595.00"],
     notes="tach 4528.0->4529.5 = 1.5 h; policy bills on Hobbs, tach for maintenance only.")

case(S, Q,
     "You flew from 07:50 to 10:05 local (0550Z to 0805Z), block to block; the bill is on the Hobbs, 1.9 "
     "hours, for P5,595.00 all in.",
     EV,
     [sup("from 07:50 to 10:05 local (0550Z to 0805Z)"),
      sup("the bill is on the Hobbs, 1.9"),
      sup("for P5,595.00 all in")],
     domain=D, now=NOW, includes=["07:50", "P5,595.00"],
     notes="block_out/in 05:50Z/08:05Z = 07:50/10:05 in Gaborone (UTC+2).")

case(S, Q,
     "Dineo, Saturday's hire ran 1.5 hours on the Hobbs, so P4,350.00 for the aircraft plus the P85.00 "
     "landing fee at Mahalapye.",
     EV,
     [con("ran 1.5 hours on the Hobbs", "VALUE_MISMATCH"),
      con("so P4,350.00 for the aircraft", "AMOUNT_MISMATCH"),
      sup("P85.00 landing fee at Mahalapye")],
     domain=D, now=NOW, errors=["wrong_role", "wrong_amount"],
     excludes=["1.5 hours on the Hobbs", "P4,350.00"],
     notes="1.5 is the tach interval; Hobbs was 1.9 and aircraft_thebe is 551000 (P5,510.00).")

case(S, Q,
     "Dineo, your invoice is P5,595.00: 1.9 Hobbs hours at P2,900 and the P85.00 Mahalapye landing fee. Fuel "
     "was charged separately at cost, and we've waived the P150 parking fee at Mahalapye.",
     EV,
     [sup("your invoice is P5,595.00"),
      sup("1.9 Hobbs hours at P2,900"),
      sup("the P85.00 Mahalapye landing fee"),
      con("Fuel was charged separately at cost", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
      ins("waived the P150 parking fee", "CLAIM_WITHOUT_TOOL_EVIDENCE", "NO_POLICY_EVIDENCE")],
     domain=D, now=NOW, errors=["wrong_policy_condition", "unrecorded_extra"],
     excludes=["charged separately at cost", "P150 parking fee"],
     notes="wet hire includes fuel (only dry hire charges it at cost); no record mentions a parking fee "
           "or a waiver.")

repair(S, Q,
       "Dineo, invoice NAH-INV-11842 comes to P4,145.00: 1.9 Hobbs hours at P2,900 wet, plus the Mahalapye "
       "landing fee of P85.00.",
       EV,
       [con("comes to P4,145.00", "AMOUNT_MISMATCH"),
        sup("1.9 Hobbs hours at P2,900 wet"),
        sup("Mahalapye landing fee of P85.00")],
       domain=D, now=NOW, errors=["other_record_value"], excludes=["P4,145.00"],
       includes=["P5,595|5,595.00", "1.9"],
       notes="P4,145.00 is the total of the earlier hire NAH-H-60122; NAH-INV-11842 totals 559500 thebe.")
