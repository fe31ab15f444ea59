"""Business 1: car dealership service department (Prairie View Ford, Joliet IL, America/Chicago)."""
from common import (Biz, ep, S, NA, X, I, XI, rec, pol, kb, refused,
                    AMT, DATE, TIME, STATE, VAL, IDM, POL, NOPOL, NOREC, NOTEX, FACTX, FACTI)

TZ = "America/Chicago"


def build():
    b = Biz("car dealership service department")

    # ---------------- 1A: water pump RO, warranty split, ready for pickup ----------------
    q = "Is my truck done, and what do I owe on the water pump job?"
    ev = [
        rec("dms.get_repair_order#RO-88412", "tool:dms.get_repair_order", {
            "ro_number": "RO-88412", "status": "READY_FOR_PICKUP", "opened_ts": ep("2026-04-15 07:42", TZ),
            "ready_ts": ep("2026-04-16 14:55", TZ),
            "vehicle": {"vin": "1FTEW1EP5NKD40217", "year": 2022, "make": "Ford", "model": "F-150",
                        "mileage_in": 41877},
            "labor_lines": [
                {"line": "A", "op_code": "WP_RR", "description": "R&R water pump", "hours": "2.6",
                 "rate_cents": 16500, "pay_type": "WARRANTY"},
                {"line": "B", "op_code": "COOL_FLUSH", "description": "Coolant system flush", "hours": "0.8",
                 "rate_cents": 16500, "pay_type": "CUSTOMER"}],
            "parts": [
                {"part_no": "FL3Z-8501-B", "description": "Water pump assy", "qty": 1,
                 "unit_price_cents": 28940, "pay_type": "WARRANTY"},
                {"part_no": "VC-13-G", "description": "Coolant, 1 gal", "qty": 2, "unit_price_cents": 2395,
                 "pay_type": "CUSTOMER"}],
            "warranty": {"program": "POWERTRAIN_EXT", "claim_lines": ["A"], "deductible_cents": 10000},
            "customer_pay": {"labor_cents": 13200, "parts_cents": 4790, "deductible_cents": 10000,
                             "tax_cents": 383, "total_cents": 28373},
            "warranty_pay": {"total_cents": 71840}}),
        rec("dms.get_repair_order#RO-87190", "tool:dms.get_repair_order", {
            "ro_number": "RO-87190", "status": "CLOSED", "opened_ts": ep("2026-01-09 08:10", TZ),
            "vehicle": {"vin": "1FTEW1EP5NKD40217", "mileage_in": 36402},
            "labor_lines": [{"line": "A", "op_code": "LOF_SYN", "description": "Synthetic oil & filter",
                             "hours": "0.3", "rate_cents": 16500, "pay_type": "CUSTOMER"}],
            "customer_pay": {"total_cents": 8995}}),
        pol("svc-policy#warranty-deductible",
            "Extended service plans are administered by the plan provider. The deductible printed on your plan "
            "applies once per repair visit, not per part. Work not covered by the plan is billed at our posted "
            "labor rate. Sales tax applies to parts only.", revision="2026-02"),
    ]
    now = "2026-04-16T15:20:00-05:00"
    b.ok("water-pump-ro", q, ev,
         "Your F-150 is ready for pickup. The water pump was covered under your extended powertrain warranty, "
         "so on your end it's the $100 deductible plus the coolant flush. Total due is $283.73.",
         [S("ready for pickup"), S("water pump was covered"), S("the $100 deductible plus the coolant flush"),
          S("Total due is $283.73")],
         ["$283.73", "$100"], "status READY_FOR_PICKUP; warranty.claim_lines holds line A (pump); "
         "customer_pay.total_cents 28373 = $283.73; deductible_cents 10000.")
    b.ok("water-pump-ro", q, ev,
         "Here's what you owe on RO-88412:\n- Coolant flush, 0.8 hr at $165/hr: $132.00\n- Coolant, 2 gallons: "
         "$47.90\n- Warranty deductible: $100.00\n- Tax: $3.83\nTotal: $283.73. The pump and the 2.6 hours to "
         "put it in are billed to warranty, not you.",
         [S("0.8 hr at $165/hr: $132.00"), S("Coolant, 2 gallons: $47.90"), S("Warranty deductible: $100.00"),
          S("Tax: $3.83"), S("Total: $283.73"), S("billed to warranty, not you")],
         ["$283.73", "$132.00"], "Each bullet matches labor line B, parts VC-13-G x2, deductible_cents, "
         "tax_cents; line A and the pump carry pay_type WARRANTY.")
    b.ok("water-pump-ro", q, ev,
         "RO-88412 is finished: 41,877 miles on the clock at drop-off, and $283.73 to pay when you grab it.",
         [S("RO-88412 is finished"), S("41,877 miles"), S("$283.73 to pay")],
         ["41,877", "$283.73"], "mileage_in 41877; total_cents 28373; READY_FOR_PICKUP reads as finished.")
    b.bad("water-pump-ro", q, ev,
          "Straight answer: you owe $279.90. That's the $100 deductible, $132 for the flush labor and $47.90 "
          "for coolant. Everything on the water pump itself went to warranty.",
          [X("you owe $279.90", AMT), S("the $100 deductible"), S("$132 for the flush labor"),
           S("$47.90 for coolant"), S("went to warranty")],
          ["wrong_arithmetic"], ["$279.90"],
          "The $279.90 total leaves out the $3.83 tax; customer_pay.total_cents is 28373. The parts are right.")
    b.bad("water-pump-ro", q, ev,
          "Your F-150 is ready to go. Total due today is $89.95, and the coolant flush was covered by warranty "
          "along with the pump.",
          [S("ready to go"), X("Total due today is $89.95", AMT),
           X("the coolant flush was covered by warranty", STATE)],
          ["other_record_value", "wrong_value"], ["$89.95", "coolant flush was covered"],
          "$89.95 is the January oil change RO-87190; line B (flush) has pay_type CUSTOMER.", now=now)
    b.fix("water-pump-ro", q, ev,
          "Your F-150 is done and ready for pickup, 41,877 miles on it. Warranty picked up the water pump; you "
          "pay the $100 deductible, the flush and the coolant, for a total of $259.78.",
          [S("ready for pickup"), S("41,877 miles"), S("Warranty picked up the water pump"),
           S("you pay the $100 deductible"), X("for a total of $259.78", AMT)],
          ["wrong_arithmetic"], ["$259.78"], ["$283.73|283.73", "41,877|41877"],
          "The total counts one gallon of coolant instead of two; total_cents is 28373.")
    b.fix("water-pump-ro", q, ev,
          "Total due is $283.73. The flush labor was 0.8 hours at $156 an hour, and the pump was covered by "
          "your powertrain plan.",
          [S("Total due is $283.73"), X("0.8 hours at $156 an hour", AMT), S("pump was covered")],
          ["wrong_value"], ["$156 an hour"], ["$165|165", "$283.73|283.73"],
          "rate_cents 16500 = $165/hr; digits transposed in the draft.")

    # ---------------- 1B: brake estimate revised; coupon refused ----------------
    q = "What's the latest price on my brakes, and did my $50 coupon go on?"
    ev = [
        rec("dms.get_estimate#EST-5521-R1", "tool:dms.get_estimate", {
            "estimate_id": "EST-5521", "revision": 1, "status": "SUPERSEDED", "issued": "2026-04-20",
            "vehicle": {"vin": "1FMCU9G6XLUB30744", "model": "Escape", "mileage": 52118},
            "labor_lines": [{"op_code": "BRK_FRT", "description": "Front pads & rotors", "hours": "1.5",
                             "rate_cents": 16500}],
            "parts": [{"part_no": "BRF-1457", "description": "Front pad set", "qty": 1, "unit_price_cents": 8990},
                      {"part_no": "BRR-2203", "description": "Front rotor", "qty": 2, "unit_price_cents": 7450}],
            "totals": {"labor_cents": 24750, "parts_cents": 23890, "tax_cents": 1911, "total_cents": 50551}}),
        rec("dms.get_estimate#EST-5521-R2", "tool:dms.get_estimate", {
            "estimate_id": "EST-5521", "revision": 2, "status": "PENDING_APPROVAL", "issued": "2026-04-22",
            "supersedes_revision": 1, "revision_reason": "Rear pads at 2 mm, rear rotors below discard",
            "labor_lines": [{"op_code": "BRK_FRT", "description": "Front pads & rotors", "hours": "1.5",
                             "rate_cents": 16500},
                            {"op_code": "BRK_RR", "description": "Rear pads & rotors", "hours": "1.6",
                             "rate_cents": 16500}],
            "parts": [{"part_no": "BRF-1457", "description": "Front pad set", "qty": 1, "unit_price_cents": 8990},
                      {"part_no": "BRR-2203", "description": "Front rotor", "qty": 2, "unit_price_cents": 7450},
                      {"part_no": "BRF-1502", "description": "Rear pad set", "qty": 1, "unit_price_cents": 6995},
                      {"part_no": "BRR-2290", "description": "Rear rotor", "qty": 2, "unit_price_cents": 6890}],
            "totals": {"labor_cents": 51150, "parts_cents": 44665, "tax_cents": 3573, "total_cents": 99388}}),
        refused("dms.apply_coupon#call-1", "dms.apply_coupon", "DENY",
                {"estimate_id": "EST-5521", "coupon_code": "BRAKE50", "deny_reason": "COUPON_EXPIRED"}),
        pol("svc-policy#estimates",
            "We do not start any work until the customer approves the current estimate. When a technician finds "
            "more work, we issue a revised estimate, which replaces every earlier version. Estimates are honored "
            "for 14 days from the date issued. Coupons must be valid on the day they are applied.",
            revision="v4"),
    ]
    b.ok("brake-estimate", q, ev,
         "The revised estimate (EST-5521, revision 2) comes to $993.88 and adds rear pads and rotors to the "
         "front brake job. The BRAKE50 coupon couldn't be applied, so that price is without it. Nothing starts "
         "until you approve it.",
         [S("comes to $993.88"), S("adds rear pads and rotors"), S("coupon couldn't be applied"),
          S("Nothing starts until you approve it")],
         ["$993.88"], "Revision 2 total_cents 99388; apply_coupon was DENIED; policy: no work before approval.")
    b.ok("brake-estimate", q, ev,
         "Revision 2 is $993.88 with tax: $511.50 labor over 3.1 hours, $446.65 in parts. Coupon was declined.",
         [S("Revision 2 is $993.88 with tax"), S("$511.50 labor over 3.1 hours"), S("$446.65 in parts"),
          S("Coupon was declined")],
         ["$993.88", "$446.65"], "labor 1.5 + 1.6 h = 3.1 h, labor_cents 51150; parts_cents 44665; coupon DENY.")
    b.ok("brake-estimate", q, ev,
         "Straight up: your updated brake quote is nine hundred ninety-three dollars and eighty-eight cents, "
         "front and rear. The coupon came back expired, so it isn't on there. The quote holds for 14 days from "
         "April 22.",
         [S("nine hundred ninety-three dollars and eighty-eight cents"), S("came back expired"),
          S("holds for 14 days"), S("from April 22")],
         ["eighty-eight cents", "14 days"],
         "total 99388 in words; deny_reason COUPON_EXPIRED; policy 14 days; R2 issued 2026-04-22.")
    b.bad("brake-estimate", q, ev,
          "Your brake estimate is $505.51 for the front pads and rotors. Good news, the $50 coupon has been "
          "applied.",
          [X("estimate is $505.51", AMT), X("the $50 coupon has been applied", NOTEX)],
          ["stale_value", "refused_call_effect"], ["$505.51", "coupon has been applied"],
          "$505.51 is revision 1, status SUPERSEDED; apply_coupon was DENIED.")
    b.bad("brake-estimate", q, ev,
          "Revision 2 totals $993.88 with the rear brakes added. Estimates are good for 30 days, so no rush on "
          "approving it.",
          [S("totals $993.88"), S("rear brakes added"), X("good for 30 days", POL)],
          ["wrong_period"], ["good for 30 days"], "Policy honors estimates for 14 days, not 30.")
    b.fix("brake-estimate", q, ev,
          "The current estimate, revision 2, is $993.88 and includes rear pads and rotors. Your $50 coupon was "
          "taken off.",
          [S("is $993.88"), S("includes rear pads and rotors"), X("coupon was taken off", NOTEX)],
          ["refused_call_effect"], ["was taken off"],
          ["couldn't|could not|unable|not able|declined|denied|expired|wasn't applied|was not applied",
           "$993.88|993.88"],
          "apply_coupon BRAKE50 was DENIED (COUPON_EXPIRED).")

    # ---------------- 1C: recall + oil change appointment ----------------
    q = "Can you confirm my recall appointment this week? Do I get a loaner?"
    ev = [
        rec("sched.get_appointment#APT-30418", "tool:sched.get_appointment", {
            "appointment_id": "APT-30418", "status": "CONFIRMED", "start_ts": ep("2026-05-07 07:30", TZ),
            "est_duration": "PT2H30M", "advisor": {"id": "ADV-07", "name": "Dale Kowalski"},
            "vehicle": {"vin": "1FMSK8DH4NGA11920", "model": "Explorer", "mileage": 28310},
            "services": [{"code": "RECALL_26S14", "description": "Rear axle bolt recall", "pay_type": "WARRANTY",
                          "price_cents": 0},
                         {"code": "LOF_SYN", "description": "Synthetic oil & filter", "pay_type": "CUSTOMER",
                          "price_cents": 8995}],
            "transport": "SHUTTLE"}),
        rec("sched.get_appointment#APT-29877", "tool:sched.get_appointment", {
            "appointment_id": "APT-29877", "status": "CANCELLED", "start_ts": ep("2026-05-05 09:00", TZ),
            "est_duration": "PT4H", "transport": "LOANER", "cancel_reason": "PARTS_NOT_IN_STOCK"}),
        pol("svc-policy#transport",
            "Our courtesy shuttle covers addresses within 10 miles of the dealership and runs 7:00 AM to 5:30 PM "
            "weekdays. Loaner vehicles are reserved for repairs expected to take more than 4 hours. Recall work "
            "is always performed at no charge to the owner.", revision="2026-01"),
    ]
    now = "2026-05-04T10:15:00-05:00"
    b.ok("recall-appointment", q, ev,
         "You're confirmed for Thursday, May 7 at 7:30 AM with Dale Kowalski. We'll do the rear axle bolt "
         "recall at no charge and a synthetic oil change for $89.95. Plan on about two and a half hours; our "
         "shuttle can run you home or to work.",
         [S("Thursday, May 7 at 7:30 AM"), S("with Dale Kowalski"), S("recall at no charge"),
          S("synthetic oil change for $89.95"), S("about two and a half hours"), S("our shuttle can run you")],
         ["7:30 AM", "$89.95"], "APT-30418 start_ts is 07:30 CDT May 7; PT2H30M; transport SHUTTLE.", now=now)
    b.ok("recall-appointment", q, ev,
         "Appointment APT-30418 is set for 05/07/2026, 7:30 a.m. Recall work is free; the oil change is $89.95. "
         "Expect 2.5 hours. No loaner on this one, since loaners are for jobs over 4 hours, but the shuttle is "
         "yours.",
         [S("05/07/2026, 7:30 a.m."), S("Recall work is free"), S("the oil change is $89.95"),
          S("Expect 2.5 hours"), S("No loaner on this one"), S("loaners are for jobs over 4 hours"),
          S("the shuttle is")],
         ["7:30", "$89.95"], "transport SHUTTLE; policy: loaners for more than 4 hours; est_duration PT2H30M.",
         now=now)
    b.bad("recall-appointment", q, ev,
          "You're all set for this Thursday at 7:30 AM. We've reserved a loaner for you since the recall is "
          "warranty work.",
          [S("this Thursday at 7:30 AM"), X("We've reserved a loaner", STATE)],
          ["other_record_value"], ["reserved a loaner"],
          "The loaner belonged to cancelled APT-29877; APT-30418 transport is SHUTTLE.", now=now)
    b.bad("recall-appointment", q, ev,
          "Your appointment is Thursday, May 7 at 12:30 PM. The oil change is $89.95 and the recall costs you "
          "nothing.",
          [X("May 7 at 12:30 PM", TIME), S("The oil change is $89.95"), S("the recall costs you nothing")],
          ["unit_conversion"], ["12:30 PM"],
          "start_ts read in UTC; in America/Chicago it is 7:30 AM.", now=now)
    b.bad("recall-appointment", q, ev,
          "Hi! We have you down for tomorrow, Tuesday May 5, at 9:00 AM for the axle bolt recall, with a loaner "
          "waiting.",
          [X("Tuesday May 5, at 9:00 AM", DATE), X("with a loaner", STATE)],
          ["stale_value", "other_record_value"], ["Tuesday May 5, at 9:00 AM", "with a loaner"],
          "May 5 9:00 with a loaner is the CANCELLED APT-29877; the live one is May 7 7:30 with shuttle.",
          now=now)
    b.fix("recall-appointment", q, ev,
          "See you Thursday, May 7 at 7:30 AM. Recall's free, oil change is $89.95, and the whole visit runs "
          "about 90 minutes.",
          [S("Thursday, May 7 at 7:30 AM"), S("Recall's free"), S("oil change is $89.95"),
           X("about 90 minutes", VAL)],
          ["wrong_period"], ["about 90 minutes"],
          ["2.5 hours|two and a half hours|2 1/2 hours|2 hours and 30 minutes|2 hours 30 minutes|150 minutes",
           "7:30"],
          "est_duration PT2H30M is 2.5 hours.", now=now)

    # ---------------- 1D: EVAP repair, warranty declined ----------------
    q = "Why isn't my check engine light repair covered? The car is under warranty."
    ev = [
        rec("dms.get_vehicle#3FMCR9B69MRA51123", "tool:dms.get_vehicle", {
            "vin": "3FMCR9B69MRA51123", "model": "Bronco Sport", "owner": {"first_name": "Marcus"},
            "in_service_date": "2023-06-12", "odometer": {"value": 38422, "unit": "mi"},
            "coverages": [{"code": "BUMPER_TO_BUMPER", "term_months": 36, "term_miles": 36000,
                           "status": "EXPIRED_MILES"},
                          {"code": "POWERTRAIN", "term_months": 60, "term_miles": 60000, "status": "ACTIVE"}]}),
        rec("dms.get_repair_order#RO-88530", "tool:dms.get_repair_order", {
            "ro_number": "RO-88530", "status": "AWAITING_APPROVAL", "concern": "CEL on, code P0455",
            "labor_lines": [{"op_code": "DIAG_CEL", "description": "Diagnose check engine light", "hours": "1.0",
                             "rate_cents": 16500, "pay_type": "CUSTOMER"},
                            {"op_code": "EVAP_PV", "description": "Replace EVAP purge valve", "hours": "0.7",
                             "rate_cents": 16500, "pay_type": "CUSTOMER"}],
            "parts": [{"part_no": "JX6Z-9C915-A", "description": "Purge valve", "qty": 1,
                       "unit_price_cents": 6420, "pay_type": "CUSTOMER"}],
            "customer_pay": {"labor_cents": 28050, "parts_cents": 6420, "tax_cents": 514, "total_cents": 34984}}),
        refused("warranty.submit_claim#call-3", "warranty.submit_claim", "DENY",
                {"ro_number": "RO-88530", "coverage": "POWERTRAIN", "deny_reason": "COMPONENT_NOT_COVERED"}),
        pol("warranty-guide#coverage",
            "Bumper-to-bumper coverage lasts 3 years or 36,000 miles, whichever comes first. Powertrain coverage "
            "includes the engine's internal parts, the transmission and the drive axles. Emissions and EVAP "
            "components are covered under bumper-to-bumper only. Diagnostic time is waived only when the repair "
            "it leads to is paid by warranty.", revision="MY23"),
    ]
    b.ok("evap-not-covered", q, ev,
         "Sorry, Marcus, the purge valve isn't covered. Your bumper-to-bumper warranty ran out at 36,000 miles "
         "and you're at 38,422; powertrain coverage is still active, but it doesn't include EVAP parts. The "
         "repair comes to $349.84 including the one-hour diagnostic.",
         [S("the purge valve isn't covered"), S("ran out at 36,000 miles"), S("you're at 38,422"),
          S("powertrain coverage is still active"), S("doesn't include EVAP parts"), S("comes to $349.84"),
          S("one-hour diagnostic")],
         ["$349.84", "38,422"], "BUMPER_TO_BUMPER EXPIRED_MILES, odometer 38422; claim DENIED; total_cents 34984.")
    b.ok("evap-not-covered", q, ev,
         "Hi Marcus,\n\nWe submitted the purge valve to the warranty company and it was declined, because EVAP "
         "parts only fall under bumper-to-bumper coverage, which has expired on your Bronco Sport. Total for the "
         "diagnosis and repair is $349.84.\n\nRegards,\nDale, Service Advisor",
         [S("it was declined"), S("EVAP parts only fall under bumper-to-bumper coverage"),
          S("which has expired"), S("Total for the diagnosis and repair is $349.84")],
         ["$349.84"], "submit_claim DENIED; policy limits EVAP to bumper-to-bumper; status EXPIRED_MILES.")
    b.bad("evap-not-covered", q, ev,
          "Good news: your powertrain warranty covers the EVAP purge valve, so we've filed the claim and you owe "
          "nothing.",
          [X("powertrain warranty covers the EVAP purge valve", POL), X("we've filed the claim", NOTEX),
           X("you owe nothing", AMT + VAL)],
          ["wrong_policy_condition", "refused_call_effect", "wrong_amount"],
          ["powertrain warranty covers", "we've filed the claim", "you owe nothing"],
          "Policy: EVAP is bumper-to-bumper only; submit_claim DENIED; customer_pay total 34984.")
    b.bad("evap-not-covered", q, ev,
          "The purge valve is customer pay, $349.84 all in, since your bumper-to-bumper expired at 36,000 miles. "
          "Since you've been a loyal customer, we'll waive the diagnostic fee.",
          [S("$349.84 all in"), S("expired at 36,000 miles"),
           X("we'll waive the diagnostic fee", POL + AMT)],
          ["condition_unmet"], ["waive the diagnostic fee"],
          "Diagnostic is waived only when the repair is paid by warranty; DIAG_CEL is pay_type CUSTOMER.")
    b.fix("evap-not-covered", q, ev,
          "Your bumper-to-bumper coverage expired at 36,000 miles, so the purge valve is on you: $349.84 total. "
          "The Bronco's showing 83,422 miles.",
          [S("expired at 36,000 miles"), S("$349.84 total"), X("83,422 miles", VAL)],
          ["wrong_value"], ["83,422"], ["38,422|38422", "$349.84|349.84"],
          "odometer.value is 38422.")
    return b
