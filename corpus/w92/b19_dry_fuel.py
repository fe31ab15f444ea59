# Bundle 19 - light-aircraft hire: dry hire with fuel uplift in US gallons and litres
D = "light-aircraft hire"
S = "dry-hire-fuel"
Q = "How much fuel did I take on on Saturday, and what did the whole hire cost?"
NOW = "2026-08-10T09:00:00+02:00"
EV = [
    rec("get_hire_record#NAH-H-60533", "tool:get_hire_record", {
        "hire_ref": "NAH-H-60533", "renter": {"name": "Phenyo Kgathi", "renter_no": "NAH-R-0307"},
        "aircraft": {"reg": "A2-NAD", "type": "PA-28-161"}, "hire_type": "DRY",
        "block_out_utc": "2026-08-08T07:15:00Z", "block_in_utc": "2026-08-08T09:50:00Z",
        "hobbs_out": "2210.6", "hobbs_in": "2212.9",
        "charges": {"dry_rate_thebe_per_hobbs_hour": 205000, "aircraft_thebe": 471500,
                    "fuel": {"grade": "AVGAS_100LL", "uplift_usg": "18.0", "uplift_litres": "68.1",
                             "price_thebe_per_litre": 3240, "fuel_thebe": 220644},
                    "total_thebe": 692144},
        "status": "INVOICED"}),
    rec("get_fuel_ticket#FT-20931", "tool:get_fuel_ticket", {
        "ticket": "FT-20931", "aircraft": "A2-NAD", "grade": "AVGAS_100LL", "litres": "68.1", "usg": "18.0",
        "pumped_at": "2026-08-08T12:12:00+02:00", "meter_start": "55120.4", "meter_end": "55188.5"}),
    pol("nah-rates#dry",
        "Dry hire: C172S P2,150 per Hobbs hour; PA-28-161 P2,050 per Hobbs hour. Fuel on dry hire is charged "
        "at the Kgale airfield price per litre on the day of uplift. Renters refuelling away from base are "
        "reimbursed at the Kgale price on production of a receipt.", revision="2026-03"),
]

case(S, Q,
     "Phenyo, you uplifted 68.1 litres (18.0 US gallons) of Avgas 100LL, charged at P32.40 a litre: P2,206.44. "
     "With 2.3 Hobbs hours of dry hire at P2,050 (P4,715.00), the total is P6,921.44.",
     EV,
     [sup("you uplifted 68.1 litres (18.0 US gallons) of Avgas 100LL"),
      sup("charged at P32.40 a litre: P2,206.44"),
      sup("2.3 Hobbs hours of dry hire at P2,050 (P4,715.00)"),
      sup("the total is P6,921.44")],
     domain=D, now=NOW, includes=["68.1 litres", "P6,921.44"],
     notes="fuel block: 18.0 USG / 68.1 L at 3240 thebe/L = 220644; hobbs 2.3 x 205000 = 471500; total "
           "692144.")

case(S, Q,
     "Fuel: 18 US gal / 68.1 L, P2,206.44. Aircraft: P4,715.00. Total: P6,921.44.",
     EV,
     [sup("Fuel: 18 US gal / 68.1 L, P2,206.44"),
      sup("Aircraft: P4,715.00"),
      sup("Total: P6,921.44")],
     domain=D, now=NOW, includes=["68.1 L", "P6,921.44"],
     notes="charge lines of NAH-H-60533.")

case(S, Q,
     "Phenyo, you took on 18.0 litres of Avgas at P32.40 a litre, which came to P2,206.44, and the total for "
     "the hire is P6,921.44.",
     EV,
     [con("you took on 18.0 litres of Avgas", "VALUE_MISMATCH"),
      sup("came to P2,206.44"),
      sup("the total for the hire is P6,921.44")],
     domain=D, now=NOW, errors=["unit_conversion"], excludes=["18.0 litres"],
     notes="18.0 is US gallons; the uplift was 68.1 litres.")

case(S, Q,
     "Aircraft: 2.3 h at P2,050 = P4,715.00. Fuel: 68.1 L at P32.40 = P2,206.44. Total: P6,021.44.",
     EV,
     [sup("Aircraft: 2.3 h at P2,050 = P4,715.00"),
      sup("Fuel: 68.1 L at P32.40 = P2,206.44"),
      con("Total: P6,021.44", "AMOUNT_MISMATCH")],
     domain=D, now=NOW, errors=["wrong_arithmetic"], excludes=["P6,021.44"],
     notes="4,715.00 + 2,206.44 = 6,921.44 (total_thebe 692144).")

repair(S, Q,
       "Phenyo, the fuel came to P2,206.44 for 68.1 litres, and the aircraft was 2.3 Hobbs hours at P2,150 an "
       "hour.",
       EV,
       [sup("the fuel came to P2,206.44 for 68.1 litres"),
        con("2.3 Hobbs hours at P2,150 an hour", "AMOUNT_MISMATCH", "VALUE_MISMATCH", "NLI_CONTRADICTION")],
       domain=D, now=NOW, errors=["wrong_amount"], excludes=["P2,150"],
       includes=["P2,050|2,050", "P2,206.44"],
       notes="PA-28-161 dry rate is P2,050 (dry_rate_thebe_per_hobbs_hour 205000); P2,150 is the C172S rate.")
