"""Batch 06: eyelash-extension bar (Flutter Lash Bar, Arima)."""
from write_cases import S, NA, C, I, CI, rec, pol, psg, refused, case, repair

API = "wellness-booking (Mindbody/Fresha-like)"
DOM = "eyelash-extension bar"
CASES, REPAIRS = [], []

# ---------------------------------------------------------------- bundle: fill after 28 days
SC = "classic-fill"
Q = "Just checking my fill on Monday is still the fill price?"
NOW = "2026-03-27T11:00:00-04:00"
EV = [
    rec("clients.get#FL-2201", "tool:clients.get", {
        "client": {"id": "FL-2201", "first_name": "Gabrielle", "last_name": "Joseph"},
        "appointments": [
            {"id": "APT-12090", "session_type": "CLASSIC_FULL_SET",
             "session_type_name": "Classic Full Set", "start_date_time": "2026-03-02T16:00:00",
             "duration_minutes": 120, "status": "Completed",
             "staff": {"id": "ST-51", "display_name": "Kimberly"},
             "location": {"id": "LOC-ARM", "time_zone_id": "America/Port_of_Spain"}},
            {"id": "APT-12488", "session_type": "CLASSIC_FILL",
             "session_type_name": "Classic Fill (2-3 weeks)",
             "start_date_time": "2026-03-30T16:00:00", "duration_minutes": 60, "status": "Booked",
             "price": "180.00", "staff": {"id": "ST-51", "display_name": "Kimberly"},
             "location": {"id": "LOC-ARM", "time_zone_id": "America/Port_of_Spain"}}]}),
    rec("services.list#LOC-ARM", "tool:services.list", {
        "location_id": "LOC-ARM", "currency": "TTD",
        "services": [{"code": "CLASSIC_FULL_SET", "price": "320.00", "duration_minutes": 120},
                     {"code": "CLASSIC_FILL", "price": "180.00", "duration_minutes": 60},
                     {"code": "VOLUME_FILL", "price": "230.00", "duration_minutes": 75}]}),
    pol("fill-policy", "Fills keep your set looking full. A fill must be booked within 3 weeks (21 "
        "days) of your last full set or fill, with at least 40% of your extensions still in place. If "
        "it's been longer, or less than 40% remain, the appointment is charged as a new full set. We "
        "check at the start of your appointment.", revision="v6"),
]

CASES.append(case(77, SC, DOM, API, Q,
    "Hi Gabrielle! Your Classic Fill with Kimberly is on Monday 30 March at 4:00 PM. Just a heads-up: "
    "fills need to be within 21 days of your last set, and your full set was on 2 March, which will be "
    "28 days by Monday. So it would be charged as a new full set at TT$320 rather than the TT$180 fill "
    "price.",
    EV, [S("Classic Fill with Kimberly is on Monday 30 March at 4:00 PM"),
         S("within 21 days of your last set"), S("full set was on 2 March"),
         S("28 days by Monday"), S("charged as a new full set at TT$320"),
         S("TT$180 fill price")],
    includes=["TT$320", "21 days"], now=NOW,
    notes="APT-12090 full set 02/03; APT-12488 30/03 16:00 is 28 days later, beyond fill-policy's 21 "
          "days, so full-set price 320.00 applies instead of 180.00."))

CASES.append(case(78, SC, DOM, API, Q,
    "Gabrielle, Monday 30/03 at 4 PM would be day 28 since your 02/03 full set, past our 3-week fill "
    "limit, so it'll be priced as a full set (TT$320).",
    EV, [S("Monday 30/03 at 4 PM"), S("day 28 since your 02/03 full set"),
         S("past our 3-week fill limit"), S("priced as a full set (TT$320)")],
    includes=["TT$320", "30/03"], now=NOW,
    notes="28 days > 21-day limit; CLASSIC_FULL_SET 320.00."))

CASES.append(case(79, SC, DOM, API, Q,
    "Dear Gabrielle,\nThank you for checking. Fills are charged at the fill price only within 21 days "
    "of the last full set and with at least 40% of the extensions in place. As your last full set was "
    "on 2 March, the appointment on 30 March will be charged at the full-set price of TT$320.\n"
    "Warm wishes,\nFlutter Lash Bar",
    EV, [S("only within 21 days of the last full set"),
         S("at least 40% of the extensions in place"), S("last full set was on 2 March"),
         S("charged at the full-set price of TT$320")],
    includes=["TT$320", "2 March"], now=NOW,
    notes="fill-policy 21 days and 40%; set on 02/03, fill on 30/03 (28 days)."))

CASES.append(case(80, SC, DOM, API, Q,
    "Hi Gabrielle! Yes, you're all good: your fill on Monday 30 March at 4:00 PM is at the usual fill "
    "price of TT$180. See you then!",
    EV, [S("Monday 30 March at 4:00 PM"),
         CI("at the usual fill price of TT$180", "NLI_CONTRADICTION", "VALUE_MISMATCH",
            "AMOUNT_MISMATCH", "DATE_MISMATCH", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED"),
         NA("See you then!")],
    errors=["condition_unmet"], excludes=["usual fill price of TT$180"], error_tag="fill-price",
    now=NOW,
    notes="The fill is 28 days after the 02/03 full set; the 21-day condition for fill pricing fails."))

CASES.append(case(81, SC, DOM, API, Q,
    "Hi Gabrielle! Fills can be booked up to 4 weeks after your last full set, and yours was on "
    "2 March, so Monday's appointment counts as a fill at TT$180.",
    EV, [C("up to 4 weeks after your last full set", "VALUE_MISMATCH", "NLI_CONTRADICTION"),
         S("yours was on 2 March"),
         CI("counts as a fill at TT$180", "NLI_CONTRADICTION", "VALUE_MISMATCH", "AMOUNT_MISMATCH",
            "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED")],
    errors=["wrong_period", "condition_unmet"],
    excludes=["up to 4 weeks", "counts as a fill at TT$180"], error_tag="four-weeks", now=NOW,
    notes="fill-policy allows 3 weeks (21 days), not 4; at 28 days the visit is charged as a full "
          "set."))

REPAIRS.append(repair(20, SC, DOM, API, Q,
    "Hi Gabrielle! Your fill is Monday 30 March at 4:00 PM with Kimberly, and as it's within 21 days of "
    "your 2 March full set, it's the TT$180 fill price.",
    EV, [S("Monday 30 March at 4:00 PM with Kimberly"),
         CI("as it's within 21 days of your 2 March full set", "DATE_MISMATCH", "VALUE_MISMATCH",
            "NLI_CONTRADICTION", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED")],
    errors=["condition_unmet"], excludes=["it's within 21 days"],
    includes=["28 days|TT$320|320|full set price|full-set price|past|not within|outside|more than 21",
              "30 March|30/03"], now=NOW,
    notes="2 March to 30 March is 28 days, beyond the 21-day fill window: full-set price TT$320."))

# ---------------------------------------------------------------- bundle: Lash Club membership
SC = "lash-club"
Q = "How many fills do I have left this month on Lash Club?"
NOW = "2026-08-18T15:00:00-04:00"
EV = [
    rec("clients.get#FL-1876", "tool:clients.get", {
        "client": {"id": "FL-1876", "first_name": "Destiny", "last_name": "Ramcharan"},
        "memberships": [{"id": "MB-3310", "name": "Lash Club Monthly", "status": "ACTIVE",
                         "fills_per_month": 2, "remaining_sessions": 1,
                         "cycle": {"from": "2026-08-01", "to": "2026-08-31"},
                         "expires_on": "2026-08-31", "auto_renew": True, "price": "320.00",
                         "perks": ["10% off aftercare products"]}],
        "packages": [{"id": "PK-5108", "name": "Lash Lift x3", "remaining_sessions": 2,
                      "expires_on": "2026-09-15", "status": "ACTIVE"}],
        "appointments": [{"id": "APT-13022", "session_type_name": "Hybrid Fill",
                          "start_date_time": "2026-08-22T10:30:00", "duration_minutes": 75,
                          "status": "Confirmed", "membership_id": "MB-3310",
                          "staff": {"id": "ST-51", "display_name": "Kimberly"},
                          "location": {"id": "LOC-ARM",
                                       "time_zone_id": "America/Port_of_Spain"}}]}),
    pol("lash-club-terms", "Lash Club Monthly includes two fills each calendar month. Unused fills "
        "don't carry over to the next month. Members get 10% off aftercare products. Cancel your "
        "membership with 30 days' notice.", revision="2026-03"),
]

CASES.append(case(82, SC, DOM, API, Q,
    "Hi Destiny! You have 1 fill left on your Lash Club this month, and it's already booked in: "
    "Saturday 22 August at 10:30 AM with Kimberly. Heads-up that unused fills don't roll into "
    "September!",
    EV, [S("1 fill left on your Lash Club this month"),
         S("Saturday 22 August at 10:30 AM with Kimberly"),
         S("unused fills don't roll into September")],
    includes=["1 fill", "22 August"], now=NOW,
    notes="MB-3310 remaining_sessions 1 for the August cycle; APT-13022 22/08 10:30 Kimberly; terms: "
          "no carry-over."))

CASES.append(case(83, SC, DOM, API, Q,
    "Destiny —\n- Lash Club: 1 fill remaining for August\n- Lash Lift package: 2 sessions left, valid "
    "to 15/09/2026\nYour Hybrid Fill is Sat 22/08, 10:30 AM.",
    EV, [S("1 fill remaining for August"), S("2 sessions left, valid to 15/09/2026"),
         S("Hybrid Fill is Sat 22/08, 10:30 AM")],
    includes=["1 fill", "15/09/2026"], now=NOW,
    notes="MB-3310 remaining 1; PK-5108 Lash Lift 2 left to 2026-09-15; APT-13022 Sat 22/08."))

CASES.append(case(84, SC, DOM, API, Q,
    "Hi Destiny! You've got 2 fills left this month on Lash Club, and one of them is booked for "
    "Saturday 22 August at 10:30 AM with Kimberly.",
    EV, [C("2 fills left this month", "VALUE_MISMATCH", "AMOUNT_MISMATCH"),
         S("Saturday 22 August at 10:30 AM with Kimberly")],
    errors=["other_record_value"], excludes=["2 fills left"], error_tag="fills-left", now=NOW,
    notes="2 is fills_per_month (and the Lash Lift package's remaining); Lash Club remaining_sessions "
          "is 1."))

CASES.append(case(85, SC, DOM, API, Q,
    "Hi Destiny! You have 1 fill left for August, booked for Saturday 22 August at 10:30 AM. As a Lash "
    "Club member you also get 10% off aftercare products and a free lash bath with every fill!",
    EV, [S("1 fill left for August"), S("Saturday 22 August at 10:30 AM"),
         S("10% off aftercare products"),
         CI("free lash bath with every fill", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED",
            "NLI_CONTRADICTION", "CLAIM_WITHOUT_TOOL_EVIDENCE", "VALUE_MISMATCH")],
    errors=["unlisted_perk"], excludes=["free lash bath"], error_tag="lash-bath", now=NOW,
    notes="The only listed perk is 10% off aftercare products."))

REPAIRS.append(repair(21, SC, DOM, API, Q,
    "Hi Destiny! You have 1 fill left this month, booked for Saturday 22 August at 10:30 AM with "
    "Kimberly, and any unused fills carry over to September.",
    EV, [S("1 fill left this month"), S("Saturday 22 August at 10:30 AM with Kimberly"),
         C("any unused fills carry over to September", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["wrong_policy_condition"], excludes=["unused fills carry over"],
    includes=["don't carry over|do not carry over|don't roll|won't carry|doesn't carry|not carry "
              "over|won't roll|expire",
              "22 August|22/08"], now=NOW,
    notes="lash-club-terms: unused fills don't carry over."))

REPAIRS.append(repair(26, SC, DOM, API, Q,
    "Hi Destiny! You still have 2 fills on Lash Club this month; your next one is Saturday 22 August at "
    "10:30 AM with Kimberly.",
    EV, [C("still have 2 fills", "VALUE_MISMATCH", "AMOUNT_MISMATCH"),
         S("Saturday 22 August at 10:30 AM with Kimberly")],
    errors=["other_record_value"], excludes=["2 fills"],
    includes=["1 fill|one fill", "22 August|22/08"], now=NOW,
    notes="remaining_sessions is 1; 2 is the monthly allowance / the Lash Lift package count."))

# ---------------------------------------------------------------- bundle: full set receipt with tip
SC = "volume-receipt"
Q = "I got charged 424.25 on Saturday, can you explain?"
NOW = "2026-07-13T10:00:00-04:00"
EV = [
    rec("sales.get#S-33019", "tool:sales.get", {
        "sale": {"id": "S-33019", "client": {"id": "FL-2330", "first_name": "Shanice",
                                              "last_name": "Phillip"},
                 "sale_date": "2026-07-11", "currency": "TTD",
                 "items": [{"description": "Volume Full Set", "amount_paid": "393.75",
                            "discount": "0.00", "tax": "43.75"},
                           {"description": "Lash Cleanser 50ml", "amount_paid": "67.50",
                            "discount": "0.00", "tax": "7.50"}],
                 "tip": {"percent": 18, "basis": "SERVICE_SUBTOTAL_PRE_TAX", "amount": "63.00"},
                 "deposit_applied": "100.00", "balance_paid_at_visit": "424.25",
                 "staff": {"id": "ST-53", "display_name": "Crystal"}}}),
    rec("deposits.list#FL-2330", "tool:payments.deposits.list", {
        "client_id": "FL-2330",
        "deposits": [{"id": "DP-20931", "amount_minor": 10000, "currency": "TTD",
                      "status": "APPLIED", "applied_to_sale": "S-33019",
                      "captured_at": "2026-07-02T19:14:08Z"}]}),
    pol("deposit-policy", "Full sets are secured with a TT$100 deposit when you book. The deposit is "
        "applied to your bill on the day. Tips are optional and go straight to your lash artist.",
        revision="v3"),
]

CASES.append(case(86, SC, DOM, API, Q,
    "Hi Shanice! Of course: your Volume Full Set was TT$393.75 and the lash cleanser TT$67.50, plus "
    "an 18% tip of TT$63.00, making TT$524.25. Your TT$100 booking deposit was taken off, which "
    "leaves the TT$424.25 you paid on Saturday.",
    EV, [S("Volume Full Set was TT$393.75"), S("lash cleanser TT$67.50"), S("18% tip of TT$63.00"),
         S("making TT$524.25"), S("TT$100 booking deposit was taken off"),
         S("TT$424.25 you paid on Saturday")],
    includes=["TT$424.25", "TT$63.00"], now=NOW,
    notes="393.75 + 67.50 + 63.00 = 524.25; deposit DP-20931 10000 minor (TT$100) APPLIED; "
          "balance_paid_at_visit 424.25 on Sat 11/07."))

CASES.append(case(87, SC, DOM, API, Q,
    "Here's the breakdown, Shanice:\n• Volume Full Set: TT$393.75 (incl. TT$43.75 VAT)\n• Lash "
    "cleanser: TT$67.50\n• Tip (18%): TT$63.00\n• Less deposit: –TT$100.00\n= TT$424.25 charged on "
    "11/07",
    EV, [S("Volume Full Set: TT$393.75"), S("incl. TT$43.75 VAT"), S("Lash cleanser: TT$67.50"),
         S("Tip (18%): TT$63.00"), S("Less deposit: –TT$100.00"), S("TT$424.25 charged on 11/07")],
    includes=["TT$424.25", "TT$100.00"], now=NOW,
    notes="Line items, tax, tip and applied deposit from S-33019 and DP-20931."))

CASES.append(case(88, SC, DOM, API, Q,
    "Hi Shanice! Your Volume Full Set was TT$393.75 and the lash cleanser TT$67.50, and your TT$18 "
    "tip went to Crystal. After the TT$100 deposit, that's what makes up your TT$424.25.",
    EV, [S("Volume Full Set was TT$393.75"), S("lash cleanser TT$67.50"),
         C("TT$18 tip", "AMOUNT_MISMATCH", "VALUE_MISMATCH"), S("went to Crystal"),
         S("After the TT$100 deposit")],
    errors=["wrong_role"], excludes=["TT$18 tip"], error_tag="tip-percent", now=NOW,
    notes="18 is tip.percent; the tip amount is TT$63.00."))

CASES.append(case(89, SC, DOM, API, Q,
    "Hi Shanice! You paid TT$424.25 on Saturday for the Volume Full Set, the lash cleanser and an 18% "
    "tip. Your TT$100 deposit is still being held for your next fill, so it wasn't used on this visit.",
    EV, [S("paid TT$424.25 on Saturday"), S("an 18% tip"),
         C("still being held for your next fill", "RECORD_STATE_MISMATCH"),
         C("it wasn't used on this visit", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH")],
    errors=["wrong_state", "wrong_state"],
    excludes=["still being held for your next fill", "wasn't used on this visit"],
    error_tag="deposit-held", now=NOW,
    notes="DP-20931 status APPLIED to S-33019 (deposit_applied 100.00)."))

REPAIRS.append(repair(22, SC, DOM, API, Q,
    "Hi Shanice! Your Volume Full Set was TT$393.75, the cleanser TT$67.50 and the 18% tip TT$70.88, "
    "and after the TT$100 deposit you paid TT$424.25.",
    EV, [S("Volume Full Set was TT$393.75"), S("cleanser TT$67.50"),
         C("18% tip TT$70.88", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
         S("you paid TT$424.25")],
    errors=["wrong_arithmetic"], excludes=["TT$70.88"],
    includes=["TT$63|63.00", "TT$424.25|424.25"], now=NOW,
    notes="Tip is 18% of the pre-tax service subtotal 350.00 = 63.00, not of the VAT-inclusive "
          "393.75."))

# ---------------------------------------------------------------- bundle: booking refused, patch test
SC = "patch-first"
Q = "Can I book a volume full set for Friday at 2? It's my first time with you."
NOW = "2026-08-31T09:00:00-04:00"
EV = [
    rec("clients.get#FL-2412", "tool:clients.get", {
        "client": {"id": "FL-2412", "first_name": "Alicia", "last_name": "Khan",
                   "created_at": "2026-08-30T21:40:00", "visits": 0},
        "patch_test": {"status": "NOT_DONE"}}),
    refused("appointments.book#call-3", "appointments.book", "DENY",
            {"client_id": "FL-2412", "session_type": "VOLUME_FULL_SET",
             "start_date_time": "2026-09-04T14:00:00", "staff_id": "ST-52"},
            reason="PATCH_TEST_REQUIRED"),
    rec("availability.search#PATCH", "tool:availability.search", {
        "session_type": "PATCH_TEST", "location": {"id": "LOC-ARM",
                                                    "time_zone_id": "America/Port_of_Spain"},
        "slots": [{"start_date_time": "2026-09-01T12:00:00", "duration_minutes": 15},
                  {"start_date_time": "2026-09-02T17:30:00", "duration_minutes": 15}]}),
    pol("patch-test-policy", "Your safety comes first. New clients need a patch test at least 24 "
        "hours before their first lash appointment. Patch tests take 15 minutes and are free. If "
        "you react, we'll refund any deposit in full.", revision="v2"),
]

CASES.append(case(90, SC, DOM, API, Q,
    "Hi Alicia! I wasn't able to book your Volume Full Set for Friday 4 September at 2:00 PM just yet, "
    "since first-time clients need a patch test at least 24 hours before. The good news is it's free "
    "and only takes 15 minutes, and we have a slot tomorrow, Tuesday 1 September, at 12:00 PM.",
    EV, [S("wasn't able to book your Volume Full Set"),
         S("need a patch test at least 24 hours before"), S("it's free"),
         S("only takes 15 minutes"), S("tomorrow, Tuesday 1 September, at 12:00 PM")],
    includes=["24 hours", "1 September"], now=NOW,
    notes="appointments.book DENY (PATCH_TEST_REQUIRED); policy 24 hours, free, 15 minutes; first "
          "patch slot 2026-09-01T12:00."))

CASES.append(case(91, SC, DOM, API, Q,
    "Alicia, the system won't take the Friday booking until you've had a patch test (it needs to be "
    "24+ hours before). Free, 15 mins — Tue 01/09 at 12 PM or Wed 02/09 at 5:30 PM are open.",
    EV, [S("the system won't take the Friday booking"), S("24+ hours before"), S("Free, 15 mins"),
         S("Tue 01/09 at 12 PM"), S("Wed 02/09 at 5:30 PM")],
    includes=["01/09", "5:30 PM"], now=NOW,
    notes="Booking refused; both PATCH_TEST slots from availability.search."))

CASES.append(case(92, SC, DOM, API, Q,
    "Patch test first, Alicia! Friday's full set couldn't be booked without one. The test is free and "
    "takes 15 minutes, with openings on 01/09 at 12:00 PM and 02/09 at 5:30 PM.",
    EV, [S("Friday's full set couldn't be booked without one"),
         S("The test is free and takes 15 minutes"), S("01/09 at 12:00 PM"),
         S("02/09 at 5:30 PM")],
    includes=["12:00 PM", "02/09"], now=NOW,
    notes="DENY on appointments.book; slots 01/09 12:00 and 02/09 17:30."))

CASES.append(case(93, SC, DOM, API, Q,
    "Hi Alicia! You're booked for your Volume Full Set on Friday 4 September at 2:00 PM! Just pop in "
    "for a quick free patch test beforehand, there's a slot on Tuesday at 12:00 PM.",
    EV, [C("You're booked for your Volume Full Set", "NOT_EXECUTED"),
         S("free patch test"), S("slot on Tuesday at 12:00 PM")],
    errors=["refused_call_effect"], excludes=["You're booked for your Volume Full Set"],
    error_tag="booked", now=NOW,
    notes="appointments.book was DENY with PATCH_TEST_REQUIRED; nothing was booked."))

CASES.append(case(94, SC, DOM, API, Q,
    "Hi Alicia! I couldn't book Friday yet because you need a patch test at least 24 hours before your "
    "first set. I've pencilled in Friday at 2:00 PM for you so nobody takes it, and the patch test is "
    "free and takes 15 minutes.",
    EV, [S("couldn't book Friday yet"), S("patch test at least 24 hours before"),
         CI("pencilled in Friday at 2:00 PM", "NOT_EXECUTED", "CLAIM_WITHOUT_TOOL_EVIDENCE"),
         S("free and takes 15 minutes")],
    errors=["unrecorded_extra"], excludes=["pencilled in Friday"], error_tag="slot-hold", now=NOW,
    notes="No record holds a provisional hold; the only booking call was refused."))

REPAIRS.append(repair(23, SC, DOM, API, Q,
    "Hi Alicia! Your Volume Full Set is booked for Friday 4 September at 2:00 PM. You'll just need a "
    "free 15-minute patch test first, and there's a slot on Tuesday 1 September at 12:00 PM.",
    EV, [C("Volume Full Set is booked", "NOT_EXECUTED"),
         S("free 15-minute patch test"), S("Tuesday 1 September at 12:00 PM")],
    errors=["refused_call_effect"], excludes=["Full Set is booked"],
    includes=["couldn't|could not|unable|not able|wasn't able|can't book|cannot book|not booked|"
              "isn't booked|not yet booked",
              "1 September|01/09"], now=NOW,
    notes="appointments.book was DENY (PATCH_TEST_REQUIRED)."))
