"""Janitorial supplies: Brightline Janitorial Supply (Ontario, CA and Chicago branches)."""
from common import S, NA, C, I, CI, rec, pol, kb, refused, make, epoch, scen, set_now

D = "janitorial supplies"
CASES = []
add = CASES.append

# ---------------------------------------------------------------- J1 hazmat ground-only
sc = scen("stripper-ground-only")
q = "When will PO SPS-10077 arrive? Can you send it next-day air? We need the floor stripper for a job Wednesday."
ev = [
    rec("edi856#BJS-3390417", "tool:get_ship_notice", {
        "BSN": {"purpose_code": "00", "shipment_id": "BJS-3390417", "date": "20260302", "time": "1345"},
        "DTM": [{"qualifier": "011", "date": "20260302", "time": "1345", "time_code": "PT"},
                {"qualifier": "017", "date": "20260305", "time_code": "PT"}],
        "TD1": {"packaging_code": "PLN25", "lading_quantity": 10, "weight_qualifier": "G", "weight": "420",
                "uom": "LB"},
        "TD5": {"scac": "GSFR", "carrier_name": "Golden State Freight", "transport_method": "M",
                "service_level": "GROUND"},
        "REF": [{"qualifier": "BM", "value": "4410-88213-6"}],
        "HAZ": {"un_number": "UN1719", "hazard_class": "8", "packing_group": "II"},
        "order": {"PRF": {"po_number": "SPS-10077"},
                  "items": [{"LIN": {"VP": "STR-FLR-5G", "desc": "Floor stripper, 5 gal pail"},
                             "SN1": {"qty_shipped": 4, "uom": "EA"}},
                            {"LIN": {"VP": "FIN-HG-5G", "desc": "High-gloss floor finish, 5 gal pail"},
                             "SN1": {"qty_shipped": 6, "uom": "EA"}}]},
    }),
    rec("edi856#BJS-3390502", "tool:get_ship_notice", {
        "BSN": {"purpose_code": "00", "shipment_id": "BJS-3390502", "date": "20260303", "time": "0810"},
        "DTM": [{"qualifier": "011", "date": "20260303", "time": "0810", "time_code": "PT"},
                {"qualifier": "017", "date": "20260304", "time_code": "PT"}],
        "order": {"PRF": {"po_number": "SPS-10081"},
                  "items": [{"LIN": {"VP": "LNR-4048-15", "desc": "Can liner 40x48 1.5 mil, 100/cs"},
                             "SN1": {"qty_shipped": 12, "uom": "CA"}}]},
    }),
    refused("upgrade_shipping#SPS-10077", "upgrade_shipping", "DENY",
            {"shipment_id": "BJS-3390417", "service": "NEXT_DAY_AIR", "reason": "HAZMAT_CLASS_8_GROUND_ONLY"}),
    kb("kb-stripper-sds", "Floor stripper (STR-FLR-5G), safety data summary\nCorrosive liquid, UN1719, class 8, "
       "packing group II.\nStore upright between 40 and 100 F; do not let it freeze.\nDilute 1:4 with cool water "
       "for heavy build-up, 1:8 for routine stripping."),
    pol("hazmat-shipping", "Ground transit within California is 1 to 3 business days. Corrosive products such as "
        "floor strippers ship by ground only and cannot be upgraded to air or next-day service. Pails over 40 lb "
        "are delivered to the loading dock or ground floor only.", "2025-07"),
]
now = set_now("2026-03-03T09:20:00-08:00")

add(make(D, sc, q,
    "Morning — PO SPS-10077 shipped Monday, 3/2, at 1:45 PM by ground and is due Thursday, 3/5: 4 pails of floor "
    "stripper and 6 pails of high-gloss finish, 420 lb in all. Because the stripper is corrosive, it can only go "
    "ground, so I couldn't switch it to next-day air.",
    ev, [S("shipped Monday, 3/2, at 1:45 PM by ground"), S("is due Thursday, 3/5"), S("4 pails of floor stripper"),
         S("6 pails of high-gloss finish"), S("420 lb in all"), S("it can only go ground"),
         S("I couldn't switch it to next-day air")],
    includes=["3/5"],
    notes="Shipment BJS-3390417: DTM 011 20260302 1345 PT, DTM 017 20260305, TD1 420 LB; upgrade_shipping DENY; "
          "ground-only rule in hazmat-shipping."))

add(make(D, sc, q,
    "SPS-10077: ten pails, on the ground truck, arriving the day after tomorrow.",
    ev, [S("ten pails"), S("on the ground truck"), S("arriving the day after tomorrow")],
    includes=["day after tomorrow"], now=now,
    notes="TD1 lading_quantity 10, service GROUND; now is Tue 3/3 and DTM 017 is Thu 3/5."))

add(make(D, sc, q,
    "The shipment for PO SPS-10077 was released to Golden State Freight on March 2 under bill of lading "
    "4410-88213-6. Delivery is estimated for March 5, and the 5-gallon pails will be left at your loading dock or "
    "ground floor. Next-day air isn't available for floor stripper.",
    ev, [S("released to Golden State Freight on March 2"), S("bill of lading 4410-88213-6"),
         S("Delivery is estimated for March 5"), S("left at your loading dock or ground floor"),
         S("Next-day air isn't available for floor stripper")],
    includes=["March 5", "4410-88213-6"],
    notes="REF BM 4410-88213-6; DTM 017 20260305; dock/ground-floor and ground-only rules in hazmat-shipping."))

add(make(D, sc, q,
    "I've upgraded SPS-10077 to next-day air, so it arrives tomorrow, 3/4, ahead of your Wednesday job.",
    ev, [C("I've upgraded SPS-10077 to next-day air", "NOT_EXECUTED"),
         C("so it arrives tomorrow, 3/4", "DATE_MISMATCH", "NOT_EXECUTED")],
    errors=["refused_call_effect", "wrong_date"], excludes=["I've upgraded", "arrives tomorrow, 3/4"],
    tag="air-upgrade", now=now,
    notes="upgrade_shipping was DENIED (class 8 ground only); DTM 017 remains 20260305."))

add(make(D, sc, q,
    "SPS-10077 is due 3/4 — 6 pails of stripper and 4 of finish. Floor stripper can only travel by ground.",
    ev, [C("SPS-10077 is due 3/4", "DATE_MISMATCH"),
         C("6 pails of stripper and 4 of finish", "VALUE_MISMATCH"),
         S("Floor stripper can only travel by ground")],
    errors=["other_record_value", "wrong_quantity"], excludes=["due 3/4", "6 pails of stripper"],
    tag="liner-eta",
    notes="3/4 is the ETA of the liner shipment for PO SPS-10081; SN1 is 4 stripper and 6 finish."))

add(make(D, sc, q,
    "Your floor stripper and finish (PO SPS-10077) shipped 3/2 and arrive 3/5; the driver will carry the pails "
    "up to your third-floor supply room.",
    ev, [S("shipped 3/2 and arrive 3/5"),
         C("carry the pails up to your third-floor supply room", "NLI_CONTRADICTION")],
    errors=["wrong_policy_condition"], excludes=["third-floor supply room"],
    includes=["loading dock|ground floor|dock", "3/5|March 5"], repair=True,
    notes="hazmat-shipping: pails over 40 lb go to the loading dock or ground floor only."))

# ---------------------------------------------------------------- J2 blanket release
sc = scen("blanket-release")
q = "Can you confirm release 7 on our blanket and how much is left on the agreement?"
ev = [
    rec("edi850#BLK-WMP-2026-0007", "tool:get_purchase_order", {
        "BEG": {"purpose_code": "00", "po_type": "RL", "po_number": "BLK-WMP-2026", "release_number": "0007",
                "po_date": "20260312"},
        "DTM": [{"qualifier": "002", "date": "20260316"}],
        "N1": [{"entity": "ST", "name": "Westfield Medical Plaza - Receiving", "city": "Oak Brook", "state": "IL"}],
        "PO1": [{"line": "1", "qty": 30, "uom": "CA", "unit_price": "31.20", "VP": "LNR-4048-15",
                 "desc": "Can liner 40x48 1.5 mil, 100/cs"},
                {"line": "2", "qty": 24, "uom": "CA", "unit_price": "42.75", "VP": "TWL-HW-8800",
                 "desc": "Hand towel roll 8in x 800ft, 6/cs"},
                {"line": "3", "qty": 12, "uom": "CA", "unit_price": "58.90", "VP": "SOP-FOAM-1200",
                 "desc": "Foam hand soap 1200 mL, 4/cs"}],
        "CTT": {"line_count": 3, "hash_total": "66"},
    }),
    rec("edi855#BLK-WMP-2026-0007", "tool:get_po_ack", {
        "BAK": {"purpose_code": "00", "ack_type": "AT", "po_number": "BLK-WMP-2026", "release_number": "0007",
                "ack_date": "20260312"},
        "ack_lines": [{"line": "1", "status": "IA", "date_qualifier": "068", "date": "20260313"},
                      {"line": "2", "status": "IA", "date_qualifier": "068", "date": "20260313"},
                      {"line": "3", "status": "IA", "date_qualifier": "068", "date": "20260313"}],
    }),
    rec("blanket#BLK-WMP-2026", "tool:get_blanket_agreement", {
        "agreement_id": "BLK-WMP-2026", "status": "ACTIVE", "valid_from": "20260101", "valid_to": "20261231",
        "committed_value_minor": 4800000, "released_to_date_minor": 1873320, "releases_counted": 6,
        "currency": "USD", "price_basis": "FIXED_TERM",
    }),
    rec("edi810#BJS-INV-61540", "tool:get_invoice", {
        "BIG": {"invoice_date": "20260227", "invoice_number": "BJS-INV-61540", "po_number": "BLK-WMP-2026",
                "release_number": "0006"},
        "TDS": {"total_amount": "301455"},
    }),
    pol("blanket-terms", "Prices are fixed for the agreement term. Blanket releases ship within 2 business days of "
        "the release date. Releases that exceed the remaining committed value are held until a new agreement is "
        "signed. Deliveries go to the receiving dock named on the agreement between 7:00 AM and 3:00 PM.", "2025-12"),
]
now = set_now("2026-03-12T10:05:00-05:00")

add(make(D, sc, q,
    "Release 0007 against blanket BLK-WMP-2026 is confirmed: 30 cases of 40x48 liners, 24 cases of hand towel "
    "rolls and 12 cases of foam soap, $2,668.80 total. It ships tomorrow for your requested Monday, 3/16 delivery.",
    ev, [S("Release 0007 against blanket BLK-WMP-2026 is confirmed"), S("30 cases of 40x48 liners"),
         S("24 cases of hand towel rolls"), S("12 cases of foam soap"), S("$2,668.80 total"),
         S("It ships tomorrow"), S("requested Monday, 3/16 delivery")],
    includes=["$2,668.80", "3/16"], now=now,
    notes="850 release 0007 lines: 936.00 + 1,026.00 + 706.80 = 2,668.80; 855 ship date 20260313 (tomorrow "
          "from 3/12); DTM 002 20260316."))

add(make(D, sc, q,
    "Before this release, $18,733.20 of the $48,000.00 commitment had been used; after release 7's $2,668.80, "
    "$26,598.00 remains.",
    ev, [S("$18,733.20 of the $48,000.00 commitment had been used"), S("after release 7's $2,668.80"),
         S("$26,598.00 remains")],
    includes=["$26,598.00"],
    notes="committed_value_minor 4800000, released_to_date_minor 1873320 (6 releases, not counting 0007); "
          "48,000.00 - 18,733.20 - 2,668.80 = 26,598.00."))

add(make(D, sc, q,
    "Release 7 pricing:\n• Liners: $31.20/case\n• Towels: $42.75/case\n• Soap: $58.90/case\nThese prices are "
    "locked through 12/31/2026 under the agreement.",
    ev, [S("Liners: $31.20/case"), S("Towels: $42.75/case"), S("Soap: $58.90/case"),
         S("locked through 12/31/2026")],
    includes=["12/31/2026"],
    notes="PO1 unit prices; agreement valid_to 20261231 and blanket-terms fixes prices for the term."))

add(make(D, sc, q,
    "Release 0007 is confirmed for $2,668.80 and ships 3/13. After this release you have $29,266.80 left on the "
    "blanket.",
    ev, [S("Release 0007 is confirmed for $2,668.80"), S("ships 3/13"),
         C("you have $29,266.80 left on the blanket", "AMOUNT_MISMATCH")],
    errors=["wrong_arithmetic"], excludes=["$29,266.80"], tag="remainder",
    notes="$29,266.80 is 48,000.00 - 18,733.20; released_to_date counts 6 releases, so release 7 still has to be "
          "subtracted: $26,598.00."))

add(make(D, sc, q,
    "Release 0007 ($2,668.80) is confirmed. Blanket releases ship within 5 business days, and pricing is reviewed "
    "each quarter.",
    ev, [S("Release 0007 ($2,668.80) is confirmed"),
         C("ship within 5 business days", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
         C("pricing is reviewed each quarter", "NLI_CONTRADICTION")],
    errors=["wrong_period", "wrong_policy_condition"],
    excludes=["within 5 business days", "reviewed each quarter"], tag="terms",
    notes="blanket-terms: ship within 2 business days; prices fixed for the agreement term."))

add(make(D, sc, q,
    "Release 0007 is confirmed at $2,668.80, shipping 3/13, and $29,266.80 remains on the blanket after it.",
    ev, [S("confirmed at $2,668.80"), S("shipping 3/13"), C("$29,266.80 remains", "AMOUNT_MISMATCH")],
    errors=["wrong_arithmetic"], excludes=["$29,266.80"],
    includes=["$26,598.00|26,598.00|$26,598|26,598", "$2,668.80|2,668.80"], repair=True,
    notes="Remaining = 48,000.00 - 18,733.20 - 2,668.80 = 26,598.00."))

# ---------------------------------------------------------------- J3 dispenser loan eligibility
sc = scen("dispenser-loan")
q = "We ordered 6 towel dispensers on PO OFC-2207. Aren't those free with our account? Do you install them?"
ev = [
    rec("edi855#OFC-2207", "tool:get_po_ack", {
        "BAK": {"purpose_code": "00", "ack_type": "AT", "po_number": "OFC-2207", "ack_date": "20260403"},
        "N1": [{"entity": "BY", "name": "Oakline Fitness Club", "id": "OFC-0415"}],
        "PO1": [{"line": "1", "qty": 6, "uom": "EA", "unit_price": "64.50", "VP": "DSP-TWL-TL-BK",
                 "desc": "Touchless towel dispenser, black",
                 "ACK": {"status": "IA", "qty": 6, "uom": "EA", "date_qualifier": "068", "date": "20260408"}}],
        "CTT": {"line_count": 1},
    }),
    rec("account_program#OFC-0415", "tool:get_account_programs", {
        "account_id": "OFC-0415",
        "programs": [{"code": "DISP_LOAN_STD", "status": "ELIGIBILITY_PENDING",
                      "trailing_90d_spend_minor": 142530, "required_monthly_avg_minor": 60000,
                      "window": "P90D"},
                     {"code": "NET30_TERMS", "status": "ACTIVE"}],
    }),
    pol("dispenser-program", "Dispensers are sold at list price, and installation is $35 per unit. Customers "
        "averaging $600 or more per month in towel and soap purchases over the trailing 90 days receive dispensers "
        "on loan at no charge, and installation is free for accounts on the loan program. Loaned dispensers remain "
        "our property and must be returned if the account closes.", "2025-05"),
    kb("kb-dispenser-tl", "Touchless towel dispenser (DSP-TWL-TL)\nFits 8-inch hardwound rolls up to 800 ft.\n"
       "Runs on 4 D-cell batteries, about 12 months in typical use.\nWall mount; hardware included."),
]
now = set_now("2026-04-06T14:00:00-07:00")

add(make(D, sc, q,
    "PO OFC-2207 is for 6 touchless towel dispensers at $64.50 each, $387.00 total, shipping Wednesday, April 8. "
    "The free loan program needs an average of $600 a month over the trailing 90 days; your account is at "
    "$1,425.30 for that period, about $475 a month, so these are billed. Installation is $35 per unit, $210 for "
    "all six, if you'd like us to do it.",
    ev, [S("6 touchless towel dispensers at $64.50 each"), S("$387.00 total"), S("shipping Wednesday, April 8"),
         S("needs an average of $600 a month over the trailing 90 days"),
         S("your account is at $1,425.30 for that period"), S("about $475 a month"), S("so these are billed"),
         S("Installation is $35 per unit"), S("$210 for all six")],
    includes=["$387.00", "$210"],
    notes="ACK 6 EA at 64.50, ship 20260408; trailing_90d_spend_minor 142530 (~$475.10/month) under the 60000 "
          "monthly requirement; $35 install in dispenser-program."))

add(make(D, sc, q,
    "Not yet — the dispenser loan starts at a $600 monthly average over 90 days, and you're averaging $475.10.",
    ev, [S("the dispenser loan starts at a $600 monthly average over 90 days"), S("you're averaging $475.10")],
    includes=["$475.10"], notes="142530 / 3 = 47510 minor units per month; requirement 60000."))

add(make(D, sc, q,
    "Each dispenser takes 8-inch hardwound rolls up to 800 ft and runs on four D-cell batteries, which last "
    "roughly a year in typical use. Mounting hardware comes in the box.",
    ev, [S("takes 8-inch hardwound rolls up to 800 ft"), S("runs on four D-cell batteries"),
         S("last roughly a year in typical use"), S("Mounting hardware comes in the box")],
    includes=["8-inch"], notes="kb-dispenser-tl gives roll size, batteries, 12 months and included hardware."))

add(make(D, sc, q,
    "Since you're on our dispenser loan program, the six dispensers on OFC-2207 are free, and we'll install them "
    "at no charge.",
    ev, [C("Since you're on our dispenser loan program", "RECORD_STATE_MISMATCH"),
         CI("the six dispensers on OFC-2207 are free", "AMOUNT_MISMATCH", "NLI_CONTRADICTION",
            "CLAIM_WITHOUT_TOOL_EVIDENCE"),
         CI("we'll install them at no charge", "NLI_CONTRADICTION", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
    errors=["wrong_state", "condition_unmet", "condition_unmet"],
    excludes=["you're on our dispenser loan program", "dispensers on OFC-2207 are free", "install them at no charge"],
    tag="loan-assumed",
    notes="DISP_LOAN_STD is ELIGIBILITY_PENDING with spend below the $600 average; the ACK bills 64.50 each and "
          "free install applies only to loan accounts."))

add(make(D, sc, q,
    "OFC-2207 ships 4/8: six dispensers, $387.00. They take 10-inch hardwound rolls and run about a year on four "
    "D-cell batteries. Each one also comes with a starter case of towels.",
    ev, [S("OFC-2207 ships 4/8"), S("six dispensers, $387.00"),
         C("They take 10-inch hardwound rolls", "NLI_CONTRADICTION"),
         S("run about a year on four D-cell batteries"),
         I("comes with a starter case of towels", "NLI_NOT_ENTAILED", "CLAIM_WITHOUT_TOOL_EVIDENCE",
           "NO_POLICY_EVIDENCE")],
    errors=["wrong_value", "unlisted_perk"], excludes=["10-inch", "starter case of towels"], tag="roll-size",
    notes="kb-dispenser-tl says 8-inch rolls; neither the passage nor the order lists a starter case."))

add(make(D, sc, q,
    "Your 6 dispensers on OFC-2207 ship 4/8 for $387.00; installation is free for your account.",
    ev, [S("ship 4/8 for $387.00"), CI("installation is free for your account", "NLI_CONTRADICTION",
                                        "CLAIM_WITHOUT_TOOL_EVIDENCE")],
    errors=["condition_unmet"], excludes=["installation is free for your account"],
    includes=["$35|$210", "$387.00|387.00"], repair=True,
    notes="Free install needs the loan program, which is ELIGIBILITY_PENDING; otherwise $35 per unit."))

# ---------------------------------------------------------------- J4 chemical return credit
sc = scen("chemical-rma")
q = "Where's our credit for the glass cleaner we sent back on RMA-7718? Can you drop the restocking fee?"
ev = [
    rec("edi810#BJS-INV-60988", "tool:get_invoice", {
        "BIG": {"invoice_date": "20260304", "invoice_number": "BJS-INV-60988", "po_number": "HVH-2231"},
        "N1": [{"entity": "BT", "name": "Harborview Hotel", "id": "HVH-0091"}],
        "IT1": [{"line": "1", "qty_invoiced": 6, "uom": "CA", "unit_price": "48.00", "VP": "GLS-CONC-4",
                 "desc": "Glass cleaner concentrate 4x1 gal"},
                {"line": "2", "qty_invoiced": 4, "uom": "CA", "unit_price": "52.50", "VP": "NTR-FLR-4",
                 "desc": "Neutral floor cleaner 4x1 gal"}],
        "TDS": {"total_amount": "49800"},
    }),
    rec("get_rma#RMA-7718", "tool:get_rma", {
        "rma_number": "RMA-7718", "status": "RECEIVED_INSPECTING", "invoice_number": "BJS-INV-60988",
        "lines": [{"VP": "GLS-CONC-4", "qty": 2, "uom": "CA", "condition": "UNOPENED", "unit_price": "48.00"}],
        "restocking_fee_pct": "15", "restocking_fee_minor": 1440, "expected_credit_minor": 8160,
        "received_at": epoch("2026-03-23T15:20:00-05:00"), "tz": "America/Chicago",
    }),
    refused("waive_restocking_fee#RMA-7718", "waive_restocking_fee", "DENY",
            {"rma_number": "RMA-7718", "reason": "NOT_SHIPPED_IN_ERROR"}),
    pol("chemical-returns", "Unopened chemicals may be returned within 30 days of the invoice date with an RMA. "
        "Opened or partially used containers cannot be returned. A 15% restocking fee applies to all chemical "
        "returns unless the product was shipped in error. Credits post to your account within 5 business days "
        "after inspection is complete.", "2025-04"),
]
now = set_now("2026-03-25T11:30:00-05:00")

add(make(D, sc, q,
    "We received RMA-7718 (2 cases of glass cleaner concentrate, unopened), and it's being inspected now. After "
    "the 15% restocking fee of $14.40, your credit will be $81.60, posted within 5 business days of inspection "
    "finishing. I asked about waiving the fee, but that request was declined.",
    ev, [S("We received RMA-7718"), S("2 cases of glass cleaner concentrate, unopened"),
         S("it's being inspected now"), S("15% restocking fee of $14.40"), S("your credit will be $81.60"),
         S("posted within 5 business days of inspection finishing"), S("that request was declined")],
    includes=["$81.60", "$14.40"],
    notes="RMA status RECEIVED_INSPECTING, fee 1440, expected credit 8160; waive_restocking_fee DENY; 5-day "
          "posting rule in chemical-returns."))

add(make(D, sc, q,
    "RMA-7718 credit: $96.00 less 15% = $81.60, once inspection is done.",
    ev, [S("$96.00 less 15%"), S("= $81.60"), S("once inspection is done")],
    includes=["$81.60"], notes="2 CA x 48.00 = 96.00; expected_credit_minor 8160; status still inspecting."))

add(make(D, sc, q,
    "Your return was received on March 23 and is under inspection; the restocking fee could not be waived, since "
    "the glass cleaner wasn't shipped in error.",
    ev, [S("Your return was received on March 23"), S("is under inspection"),
         S("the restocking fee could not be waived"), S("the glass cleaner wasn't shipped in error")],
    includes=["March 23"],
    notes="received_at epoch is 2026-03-23 15:20 CDT; refused call reason NOT_SHIPPED_IN_ERROR."))

add(make(D, sc, q,
    "Good news — I've waived the restocking fee on RMA-7718, so you'll get the full $96.00 back once inspection "
    "wraps up.",
    ev, [C("I've waived the restocking fee on RMA-7718", "NOT_EXECUTED"),
         C("you'll get the full $96.00 back", "AMOUNT_MISMATCH", "NOT_EXECUTED")],
    errors=["refused_call_effect", "wrong_amount"], excludes=["I've waived", "full $96.00 back"],
    tag="fee-waived",
    notes="waive_restocking_fee was DENIED; expected_credit_minor is 8160 ($81.60)."))

add(make(D, sc, q,
    "RMA-7718 has been inspected and approved. The $81.60 credit will post within 10 business days.",
    ev, [C("RMA-7718 has been inspected and approved", "RECORD_STATE_MISMATCH"), S("The $81.60 credit"),
         C("within 10 business days", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["wrong_state", "wrong_period"], excludes=["inspected and approved", "within 10 business days"],
    tag="inspected",
    notes="Status is RECEIVED_INSPECTING; chemical-returns says credits post within 5 business days."))

add(make(D, sc, q,
    "RMA-7718 is received and under inspection; after the 15% restocking fee, your credit will be $14.40.",
    ev, [S("RMA-7718 is received and under inspection"), C("your credit will be $14.40", "AMOUNT_MISMATCH")],
    errors=["wrong_role"], excludes=["credit will be $14.40"], includes=["$81.60|81.60", "15%"], repair=True,
    notes="$14.40 is restocking_fee_minor 1440; the credit is expected_credit_minor 8160."))
