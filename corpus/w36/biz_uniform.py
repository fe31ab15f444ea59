"""Uniform rental: Evergreen Linen & Uniform (Los Angeles route plant; Pacific time)."""
from common import S, NA, C, I, CI, rec, pol, kb, refused, make, epoch, scen, set_now

D = "uniform rental"
CASES = []
add = CASES.append

# ---------------------------------------------------------------- U1 new wearers
sc = scen("new-wearers")
q = "When will our three new techs get their uniforms, and what does it add to the weekly bill?"
ev = [
    rec("edi855#SAB-N0419", "tool:get_po_ack", {
        "BAK": {"purpose_code": "00", "ack_type": "AC", "po_number": "SAB-N0419", "ack_date": "20260417"},
        "N1": [{"entity": "BY", "name": "Sierra Auto Body", "id": "SAB-3321"}],
        "REF": [{"qualifier": "RT", "value": "R-22", "route_day": "THURSDAY"}],
        "PO1": [{"line": "1", "qty": 33, "uom": "EA", "unit_price": "0.38", "price_basis": "PER_GARMENT_PER_WEEK",
                 "VP": "SHT-SS-NVY", "desc": "Work shirt, short sleeve, navy (3 wearers x 11)",
                 "ACK": {"status": "IA", "date_qualifier": "002", "date": "20260430"}},
                {"line": "2", "qty": 33, "uom": "EA", "unit_price": "0.44", "price_basis": "PER_GARMENT_PER_WEEK",
                 "VP": "PNT-IND-NVY", "desc": "Industrial work pant, navy (3 wearers x 11)",
                 "ACK": {"status": "IA", "date_qualifier": "002", "date": "20260430"}}],
        "SAC": [{"indicator": "C", "code": "EMB", "desc": "EMBLEM_SETUP_ONE_TIME", "rate": "450",
                 "quantity": 3, "amount": "1350"}],
        "route_window": {"start": "0700", "end": "1100", "time_code": "PT"},
    }),
    rec("edi810#EVG-W-0416", "tool:get_invoice", {
        "BIG": {"invoice_date": "20260416", "invoice_number": "EVG-W-0416", "account": "SAB-3321"},
        "service_summary": {"wearers": 16, "garments_in_service": 176},
        "TDS": {"total_amount": "18430"},
    }),
    pol("wearer-program", "Each wearer receives 11 changes of each garment. New wearers are measured on the route day "
        "and garments are delivered within 10 business days with emblems applied. Weekly rental starts on the "
        "delivery date. Lost or damaged-beyond-repair garments are charged at the replacement value on the garment "
        "schedule.", "2025-02"),
]
now = set_now("2026-04-20T12:00:00-07:00")

add(make(D, sc, q,
    "The three new technicians' uniforms (PO SAB-N0419) are confirmed for your Thursday route, April 30, with "
    "emblems applied. Each wearer gets 11 shirts and 11 pants. The added rental is $27.06 a week — 33 shirts at "
    "$0.38 and 33 pants at $0.44 — plus a one-time $13.50 for emblem setup. Weekly rental starts on the delivery date.",
    ev, [S("confirmed for your Thursday route, April 30"), S("with emblems applied"),
         S("Each wearer gets 11 shirts and 11 pants"), S("The added rental is $27.06 a week"),
         S("33 shirts at $0.38 and 33 pants at $0.44"), S("a one-time $13.50 for emblem setup"),
         S("Weekly rental starts on the delivery date")],
    includes=["April 30", "$27.06"],
    notes="ACK 002 date 20260430, route day THURSDAY; 33 x 0.38 + 33 x 0.44 = 27.06; SAC EMB 1350; 11 changes and "
          "rental start in wearer-program."))

add(make(D, sc, q,
    "• Delivery: Thu 4/30 (route day), 7–11 AM\n• 33 shirts @ $0.38/wk = $12.54\n• 33 pants @ $0.44/wk = $14.52\n"
    "• Emblems: $4.50 per wearer, one time",
    ev, [S("Delivery: Thu 4/30 (route day), 7–11 AM"), S("33 shirts @ $0.38/wk = $12.54"),
         S("33 pants @ $0.44/wk = $14.52"), S("Emblems: $4.50 per wearer, one time")],
    includes=["$12.54", "$14.52"], notes="route_window 0700-1100 PT; PO1 lines; SAC EMB rate 450 x 3."))

add(make(D, sc, q,
    "Their uniforms arrive Thursday of next week, and billing for them begins that day; your weekly invoice goes from "
    "$184.30 to $211.36.",
    ev, [S("Their uniforms arrive Thursday of next week"), S("billing for them begins that day"),
         S("your weekly invoice goes from $184.30 to $211.36")],
    includes=["$211.36"], now=now,
    notes="now is Mon 4/20, delivery Thu 4/30; last weekly invoice TDS 18430 + 27.06 = 211.36."))

add(make(D, sc, q,
    "Each new tech gets 9 shirts and 9 pants, delivered 4/30. That takes your weekly invoice from $184.30 to $196.84.",
    ev, [C("Each new tech gets 9 shirts and 9 pants", "NLI_CONTRADICTION", "VALUE_MISMATCH"), S("delivered 4/30"),
         C("to $196.84", "AMOUNT_MISMATCH")],
    errors=["wrong_quantity", "wrong_arithmetic"], excludes=["9 shirts and 9 pants", "$196.84"], tag="skips-pants",
    notes="wearer-program gives 11 changes (33 per line for 3 wearers); 184.30 + 12.54 = 196.84 skips the $14.52 of "
          "pants; correct is 211.36."))

add(make(D, sc, q,
    "The uniforms arrive on your 4/30 route with emblems applied. We'll also include a free winter jacket for each "
    "new wearer, and the emblem setup is waived.",
    ev, [S("arrive on your 4/30 route with emblems applied"),
         I("include a free winter jacket for each new wearer", "CLAIM_WITHOUT_TOOL_EVIDENCE", "NO_POLICY_EVIDENCE"),
         C("the emblem setup is waived", "AMOUNT_MISMATCH", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH")],
    errors=["unlisted_perk", "wrong_amount"], excludes=["free winter jacket", "emblem setup is waived"],
    tag="jacket-perk",
    notes="No record or policy lists a jacket; SAC EMB charges 1350 ($13.50)."))

add(make(D, sc, q,
    "Uniforms for your three new techs arrive on your Thursday route, 4/30, and rental starts two weeks after delivery.",
    ev, [S("arrive on your Thursday route, 4/30"),
         C("rental starts two weeks after delivery", "NLI_CONTRADICTION")],
    errors=["wrong_policy_condition"], excludes=["two weeks after delivery"],
    includes=["delivery date|day of delivery|on delivery|day they arrive|day they're delivered|same day",
              "4/30|April 30"],
    repair=True, notes="wearer-program: weekly rental starts on the delivery date."))

# ---------------------------------------------------------------- U2 lost garment charges
sc = scen("lost-garments")
q = "Invoice EVG-W-0503 charged us $70.20 for lost garments. One of those shirts came back yesterday. What gives?"
ev = [
    rec("edi810#EVG-W-0503", "tool:get_invoice", {
        "BIG": {"invoice_date": "20260503", "invoice_number": "EVG-W-0503", "account": "PBT-1188"},
        "N1": [{"entity": "BT", "name": "Pacifica Brewing Taproom", "id": "PBT-1188"}],
        "IT1": [{"line": "1", "qty_invoiced": 132, "uom": "EA", "unit_price": "0.41", "desc": "WEEKLY_RENTAL"}],
        "SAC": [{"indicator": "C", "code": "LOST", "ref": "EVG-77120431", "desc": "Shirt, LS black, age 3 mo",
                 "amount": "1880", "basis_pct": "100"},
                {"indicator": "C", "code": "LOST", "ref": "EVG-77120455", "desc": "Shirt, LS black, age 14 mo",
                 "amount": "940", "basis_pct": "50"},
                {"indicator": "C", "code": "LOST", "ref": "EVG-80441207", "desc": "Chef coat, white, age 2 mo",
                 "amount": "4200", "basis_pct": "100"}],
        "TDS": {"total_amount": "12432"},
    }),
    rec("garment_tracking#PBT-1188", "tool:get_garment_scans", {
        "garments": [{"barcode": "EVG-77120431", "status": "NOT_RETURNED", "weeks_missing": 5},
                     {"barcode": "EVG-77120455", "status": "RETURNED", "scanned_in": "20260505",
                      "scanned_in_time": "0612", "time_code": "PT"},
                     {"barcode": "EVG-80441207", "status": "NOT_RETURNED", "weeks_missing": 4}],
    }),
    rec("credit_request#CR-5512", "tool:get_credit_request", {
        "credit_id": "CR-5512", "status": "PENDING", "invoice_number": "EVG-W-0503", "ref": "EVG-77120455",
        "amount_minor": 940, "reason": "LOST_GARMENT_RETURNED",
    }),
    pol("lost-garments", "Garments not returned for 4 consecutive weeks are billed at their replacement value, "
        "prorated by age: 100% in the first 6 months of service, 50% after that. If a billed garment is returned "
        "within 60 days of the invoice, the charge is credited.", "2025-02"),
]
now = set_now("2026-05-06T10:30:00-07:00")

add(make(D, sc, q,
    "Invoice EVG-W-0503 includes $70.20 in lost-garment charges: two shirts ($18.80 and $9.40) and one chef coat "
    "($42.00), each missing for at least 4 straight weeks. The $9.40 shirt, tag EVG-77120455, was scanned back in on "
    "May 5, so credit request CR-5512 for $9.40 is pending. The other two are still out.",
    ev, [S("includes $70.20 in lost-garment charges"), S("two shirts ($18.80 and $9.40)"),
         S("one chef coat ($42.00)"), S("each missing for at least 4 straight weeks"),
         S("tag EVG-77120455, was scanned back in on May 5"), S("credit request CR-5512 for $9.40 is pending"),
         S("The other two are still out")],
    includes=["CR-5512", "$9.40"],
    notes="SAC LOST 1880 + 940 + 4200 = 7020; scans show 77120455 RETURNED 20260505; CR-5512 PENDING 940."))

add(make(D, sc, q,
    "The older shirt was billed at half its replacement value because it had been in service over 6 months; newer "
    "garments are billed at 100%.",
    ev, [S("billed at half its replacement value"), S("in service over 6 months"),
         S("newer garments are billed at 100%")],
    includes=["6 months"], notes="SAC basis_pct 50 for the 14-month shirt; lost-garments prorating rule."))

add(make(D, sc, q,
    "Returned within 60 days means credited: CR-5512 ($9.40) is in process for the shirt that came back yesterday.",
    ev, [S("Returned within 60 days means credited"), S("CR-5512 ($9.40) is in process"),
         S("the shirt that came back yesterday")],
    includes=["CR-5512"], now=now, notes="Policy 60-day credit; CR-5512 PENDING; scan-in 20260505 = yesterday."))

add(make(D, sc, q,
    "The shirt that came back May 5 was tag EVG-77120431, and credit CR-5512 has already been applied to your account.",
    ev, [C("tag EVG-77120431", "IDENTIFIER_MISMATCH"),
         C("credit CR-5512 has already been applied", "RECORD_STATE_MISMATCH")],
    errors=["wrong_id", "wrong_state"], excludes=["EVG-77120431", "has already been applied"], tag="tag-mixup",
    notes="The returned tag is EVG-77120455 (77120431 is NOT_RETURNED); CR-5512 is PENDING."))

add(make(D, sc, q,
    "Garments are billed once they've been missing 2 weeks. If the chef coat turns up within 90 days, its $42.00 will "
    "be credited too.",
    ev, [C("missing 2 weeks", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
         C("turns up within 90 days", "NLI_CONTRADICTION", "VALUE_MISMATCH"), S("its $42.00")],
    errors=["wrong_period", "wrong_period"], excludes=["missing 2 weeks", "within 90 days"], tag="periods",
    notes="lost-garments: 4 consecutive weeks before billing, credit if returned within 60 days."))

add(make(D, sc, q,
    "The returned shirt (EVG-77120455) was billed at $18.80; credit request CR-5512 is pending.",
    ev, [C("(EVG-77120455) was billed at $18.80", "AMOUNT_MISMATCH"), S("credit request CR-5512 is pending")],
    errors=["wrong_amount"], excludes=["(EVG-77120455) was billed at $18.80"], includes=["$9.40|9.40", "CR-5512"],
    repair=True, notes="SAC for EVG-77120455 is 940 (50% basis); CR-5512 amount_minor 940."))

# ---------------------------------------------------------------- U3 route day change and term
sc = scen("route-day-term")
q = "Can we switch our delivery to Fridays? And when does our contract end if we want out?"
ev = [
    rec("account#CKG-0920", "tool:get_service_account", {
        "account_id": "CKG-0920", "name": "Coastal Kitchen Group - Santa Monica",
        "route": {"id": "R-14", "day": "TUESDAY"},
        "agreement": {"start_date": "20240601", "term": "P36M", "end_date": "20270531", "auto_renew": "P12M",
                      "notice_required": "P90D"},
        "garments_in_service": 264,
    }),
    rec("account#CKG-0921", "tool:get_service_account", {
        "account_id": "CKG-0921", "name": "Coastal Kitchen Group - Venice",
        "route": {"id": "R-09", "day": "FRIDAY"},
        "agreement": {"start_date": "20231001", "term": "P36M", "end_date": "20260930", "auto_renew": "P12M"},
    }),
    refused("change_route_day#CKG-0920", "change_route_day", "ESCALATE",
            {"account_id": "CKG-0920", "new_day": "FRIDAY", "reason": "ROUTE_CAPACITY_REVIEW"}),
    pol("service-agreement", "Route day changes depend on route capacity and are reviewed by the service manager. "
        "Agreements renew automatically for 12 months unless either party gives written notice at least 90 days "
        "before the end of the term. Ending an agreement before its end date requires buying back the garments in "
        "service at their current replacement value.", "2024-05"),
]
now = set_now("2026-05-12T15:00:00-07:00")

add(make(D, sc, q,
    "Your current agreement (CKG-0920) runs through May 31, 2027. To end it then instead of renewing for another 12 "
    "months, send written notice by March 2, 2027, 90 days ahead. I've passed the Friday route request to our service "
    "manager, since route changes depend on capacity; it isn't approved yet, so deliveries stay on Tuesdays for now.",
    ev, [S("runs through May 31, 2027"), S("instead of renewing for another 12 months"),
         S("send written notice by March 2, 2027, 90 days ahead"),
         S("I've passed the Friday route request to our service manager"), S("route changes depend on capacity"),
         S("it isn't approved yet"), S("deliveries stay on Tuesdays for now")],
    includes=["May 31, 2027", "March 2, 2027"],
    notes="agreement end_date 20270531, auto_renew P12M, notice P90D (90 days before 5/31/2027 is 3/2/2027); "
          "change_route_day ESCALATE; route day TUESDAY."))

add(make(D, sc, q,
    "Friday service is under review by the service manager; until then your Tuesday route, R-14, continues.",
    ev, [S("Friday service is under review by the service manager"), S("your Tuesday route, R-14, continues")],
    includes=["R-14"], notes="Refused call ESCALATE for route capacity review; route R-14 TUESDAY."))

add(make(D, sc, q,
    "Dear Ms. Ferreira,\n\nThe agreement for account CKG-0920 began June 1, 2024, on a 36-month term. It renews "
    "automatically for 12 months unless written notice reaches us at least 90 days before the end date. Leaving "
    "before then would mean buying back the 264 garments in service at replacement value.\n\nSincerely,\nTomas Reyes\n"
    "Evergreen Linen & Uniform",
    ev, [NA("Dear Ms. Ferreira"), S("began June 1, 2024, on a 36-month term"),
         S("renews automatically for 12 months"), S("at least 90 days before the end date"),
         S("buying back the 264 garments in service at replacement value"), NA("Sincerely")],
    includes=["June 1, 2024", "264"],
    notes="start_date 20240601, term P36M, garments_in_service 264; renewal, notice and buyback in service-agreement."))

add(make(D, sc, q,
    "Done — starting next week your deliveries move to Fridays. Your agreement ends September 30, 2026.",
    ev, [C("starting next week your deliveries move to Fridays", "NOT_EXECUTED"),
         C("Your agreement ends September 30, 2026", "DATE_MISMATCH")],
    errors=["refused_call_effect", "other_record_value"],
    excludes=["move to Fridays", "September 30, 2026"], tag="friday-done",
    notes="change_route_day was ESCALATEd, not done; 9/30/2026 is the Venice account CKG-0921's end date; CKG-0920 "
          "ends 5/31/2027."))

add(make(D, sc, q,
    "Your agreement runs through May 31, 2027. You can cancel anytime with 30 days' written notice, with no buyback of "
    "garments required.",
    ev, [S("Your agreement runs through May 31, 2027"),
         C("cancel anytime with 30 days' written notice", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
         C("with no buyback of garments required", "NLI_CONTRADICTION")],
    errors=["wrong_period", "wrong_policy_condition"], excludes=["30 days' written notice", "no buyback"],
    tag="exit-terms",
    notes="service-agreement: notice at least 90 days before end of term; early exit requires a garment buyback."))

add(make(D, sc, q,
    "Your agreement runs through May 31, 2027, and the Friday route change has been approved.",
    ev, [S("runs through May 31, 2027"), C("the Friday route change has been approved", "NOT_EXECUTED")],
    errors=["refused_call_effect"], excludes=["has been approved"],
    includes=["review|escalated|not yet|could not|couldn't|unable|pending|not able|service manager",
              "May 31, 2027"],
    repair=True, notes="change_route_day was refused with ESCALATE (capacity review)."))

# ---------------------------------------------------------------- U4 mat service invoice
sc = scen("mat-service")
q = "Can you explain invoice EVG-W-0512 and confirm the extra logo mat we asked for?"
ev = [
    rec("edi810#EVG-W-0512", "tool:get_invoice", {
        "BIG": {"invoice_date": "20260510", "invoice_number": "EVG-W-0512", "account": "PCD-4410"},
        "N1": [{"entity": "BT", "name": "Pacific Crest Dental", "id": "PCD-4410"}],
        "DTM": [{"qualifier": "186", "date": "20260413"}, {"qualifier": "187", "date": "20260510"}],
        "IT1": [{"line": "1", "qty_invoiced": 8, "uom": "EA", "unit_price": "6.75", "VP": "MAT-LOGO-46",
                 "desc": "Logo mat 4x6, per exchange"},
                {"line": "2", "qty_invoiced": 2, "uom": "EA", "unit_price": "9.20", "VP": "MAT-SCR-310",
                 "desc": "Scraper mat 3x10, per exchange"}],
        "SAC": [{"indicator": "C", "code": "SVC", "desc": "ROUTE_SERVICE_CHARGE", "amount": "1200"},
                {"indicator": "C", "code": "ENV", "desc": "ENVIRONMENTAL_FEE", "percent": "3", "amount": "217"}],
        "TDS": {"total_amount": "8657"},
    }),
    rec("service_schedule#PCD-4410", "tool:get_service_schedule", {
        "account_id": "PCD-4410", "route": "R-07", "route_day": "WEDNESDAY",
        "items": [{"VP": "MAT-LOGO-46", "qty": 2, "frequency": "P1W"},
                  {"VP": "MAT-SCR-310", "qty": 1, "frequency": "P2W"}],
        "stop_window": {"start": "0900", "end": "1200", "time_code": "PT"},
    }),
    rec("service_change#SC-6610", "tool:get_service_change", {
        "change_id": "SC-6610", "status": "ENTERED", "add": [{"VP": "MAT-LOGO-46", "qty": 1}],
        "effective_date": "20260513",
    }),
    pol("mat-service", "Mats are exchanged on your route day at the frequency on your service schedule. Adding or "
        "removing mats takes effect on the next route day after the change is entered. A route service charge of "
        "$12.00 applies to each invoice. The environmental fee is 3% of rental charges and is not applied to service "
        "charges.", "2025-06"),
]
now = set_now("2026-05-11T09:00:00-07:00")

add(make(D, sc, q,
    "Invoice EVG-W-0512 covers April 13 through May 10: 8 logo mat exchanges at $6.75 ($54.00), 2 scraper mat "
    "exchanges at $9.20 ($18.40), the $12.00 route service charge, and a $2.17 environmental fee, for $86.57. Your "
    "extra logo mat is entered and starts this Wednesday, May 13.",
    ev, [S("covers April 13 through May 10"), S("8 logo mat exchanges at $6.75 ($54.00)"),
         S("2 scraper mat exchanges at $9.20 ($18.40)"), S("the $12.00 route service charge"),
         S("a $2.17 environmental fee"), S("for $86.57"), S("Your extra logo mat is entered"),
         S("starts this Wednesday, May 13")],
    includes=["$86.57", "May 13"], now=now,
    notes="DTM 186/187 period; IT1 lines; SAC SVC 1200 and ENV 217; TDS 8657; SC-6610 ENTERED, effective 20260513."))

add(make(D, sc, q,
    "The logo mats are swapped weekly and the scraper mat every two weeks, both on your Wednesday route between 9 AM "
    "and noon.",
    ev, [S("The logo mats are swapped weekly"), S("the scraper mat every two weeks"),
         S("on your Wednesday route between 9 AM and noon")],
    includes=["every two weeks"], notes="frequency P1W and P2W; route_day WEDNESDAY; stop_window 0900-1200 PT."))

add(make(D, sc, q,
    "The 3% environmental fee applies to the $72.40 in mat rental only, not to the service charge — that's the $2.17.",
    ev, [S("applies to the $72.40 in mat rental only"), S("not to the service charge"), S("that's the $2.17")],
    includes=["$72.40"], notes="54.00 + 18.40 = 72.40; 3% = 2.17 (SAC ENV 217); policy excludes service charges."))

add(make(D, sc, q,
    "EVG-W-0512 comes to $86.57. The environmental fee is 3% of the rental and service charge together, which is "
    "$2.53.",
    ev, [S("EVG-W-0512 comes to $86.57"),
         C("3% of the rental and service charge together", "NLI_CONTRADICTION"),
         C("which is $2.53", "AMOUNT_MISMATCH")],
    errors=["wrong_policy_condition", "wrong_amount"], excludes=["rental and service charge together", "$2.53"],
    tag="env-fee-base",
    notes="mat-service: the fee is not applied to service charges; SAC ENV is 217 ($2.17)."))

add(make(D, sc, q,
    "Your scraper mat is exchanged weekly, and the extra logo mat starts next Wednesday, May 20. The driver comes "
    "between 7 and 10 AM.",
    ev, [C("Your scraper mat is exchanged weekly", "VALUE_MISMATCH", "NLI_CONTRADICTION"),
         C("starts next Wednesday, May 20", "DATE_MISMATCH"),
         C("between 7 and 10 AM", "VALUE_MISMATCH")],
    errors=["wrong_period", "wrong_date", "wrong_time"],
    excludes=["scraper mat is exchanged weekly", "May 20", "between 7 and 10 AM"], tag="schedule", now=now,
    notes="Scraper frequency is P2W; SC-6610 effective 20260513; stop_window 0900-1200 PT."))

add(make(D, sc, q,
    "EVG-W-0512 totals $86.57 for April 13 – May 10, and your added logo mat starts on your next route day, Tuesday, "
    "May 12.",
    ev, [S("EVG-W-0512 totals $86.57"), S("April 13 – May 10"),
         C("Tuesday, May 12", "DATE_MISMATCH")],
    errors=["wrong_date"], excludes=["Tuesday, May 12"], includes=["May 13|5/13|Wednesday", "$86.57|86.57"],
    repair=True, notes="SC-6610 effective_date 20260513; route_day WEDNESDAY."))
