"""Packaging manufacturer: Cascade Corrugated Packaging (Rialto, CA plant; Pacific time)."""
from common import S, NA, C, I, CI, rec, pol, kb, refused, make, epoch, scen, set_now

D = "packaging manufacturer"
CASES = []
add = CASES.append

# ---------------------------------------------------------------- P1 custom printed boxes
sc = scen("custom-box-run")
q = "What's the ship date on our custom boxes, PO RT-8812, and what will the invoice come to?"
ev = [
    rec("edi855#RT-8812", "tool:get_po_ack", {
        "BAK": {"purpose_code": "00", "ack_type": "AC", "po_number": "RT-8812", "ack_date": "20260415"},
        "REF": [{"qualifier": "PR", "value": "Q-4471", "revision": "2"}],
        "N1": [{"entity": "BY", "name": "Redwood Tea Co.", "id": "RTC-220"}],
        "PO1": [{"line": "1", "qty": 5000, "uom": "EA", "unit_price": "0.842", "VP": "RSC-12108-1C",
                 "desc": "RSC box 12x10x8, 32 ECT kraft, 1-color print",
                 "ACK": {"status": "IA", "qty": 5000, "uom": "EA", "date_qualifier": "068", "date": "20260429"}}],
        "SAC": [{"indicator": "C", "code": "H550", "desc": "PRINT_PLATE_ONE_TIME", "amount": "18500"}],
        "proof": {"proof_id": "PRF-4471-B", "status": "APPROVED", "approved_at": epoch("2026-04-15T10:12:00-07:00")},
        "will_call": {"date": "20260429", "time": "1400", "time_code": "PT", "dock": "Dock 3"},
    }),
    rec("quote#Q-4471-r1", "tool:get_quote", {
        "quote_id": "Q-4471", "revision": "1", "status": "SUPERSEDED", "issued": "20260324",
        "lines": [{"VP": "RSC-12108-1C", "qty_break": 5000, "unit_price": "0.905", "uom": "EA"}],
    }),
    rec("quote#Q-4471-r2", "tool:get_quote", {
        "quote_id": "Q-4471", "revision": "2", "status": "ACCEPTED", "issued": "20260407",
        "lines": [{"VP": "RSC-12108-1C", "qty_break": 5000, "unit_price": "0.842", "uom": "EA"}],
    }),
    pol("custom-orders", "Custom printed orders ship 10 business days after proof approval. Custom corrugated "
        "quantities may vary by plus or minus 10% of the ordered quantity, and you are invoiced for the quantity "
        "actually shipped. Print plates are a one-time charge and are kept on file for 24 months, so reorders in "
        "that time carry no further plate cost.", "2025-10"),
]
now = set_now("2026-04-16T09:00:00-07:00")

add(make(D, sc, q,
    "PO RT-8812 is scheduled to ship Wednesday, April 29 — 10 business days from your proof approval on 4/15. "
    "Your carrier's pickup is booked for 2:00 PM at Dock 3. Expect $4,210.00 for the 5,000 boxes at $0.842 each, "
    "plus the one-time $185.00 print plate, $4,395.00 in all.",
    ev, [S("scheduled to ship Wednesday, April 29"), S("10 business days from your proof approval on 4/15"),
         S("booked for 2:00 PM at Dock 3"), S("$4,210.00 for the 5,000 boxes at $0.842 each"),
         S("one-time $185.00 print plate"), S("$4,395.00 in all")],
    includes=["April 29", "$4,395.00"],
    notes="ACK 068 date 20260429; proof approved 4/15; will_call 1400 PT Dock 3; 5000 x 0.842 = 4,210.00 plus "
          "SAC H550 18500 = 4,395.00."))

add(make(D, sc, q,
    "Because custom runs can vary by up to 10% either way, the final count on RT-8812 may be anywhere from 4,500 "
    "to 5,500 boxes, and you'll be invoiced for what actually ships.",
    ev, [S("can vary by up to 10% either way"), S("anywhere from 4,500 to 5,500 boxes"),
         S("invoiced for what actually ships")],
    includes=["4,500 to 5,500"], notes="custom-orders gives the +/-10% rule; 10% of 5,000 is 500."))

add(make(D, sc, q,
    "Thanks for the order. The print plate stays on file for 24 months, so a reorder in that window won't carry the "
    "$185.00 plate charge again.",
    ev, [NA("Thanks for the order."), S("stays on file for 24 months"),
         S("won't carry the $185.00 plate charge again")],
    includes=["24 months"], notes="Plate retention in custom-orders; SAC H550 is 18500."))

add(make(D, sc, q,
    "RT-8812 ships 4/29. The 5,000 boxes are $0.905 each, which comes to $4,525.00 before the plate charge.",
    ev, [S("RT-8812 ships 4/29"), C("The 5,000 boxes are $0.905 each", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
         C("comes to $4,525.00", "AMOUNT_MISMATCH")],
    errors=["stale_value", "stale_value"], excludes=["$0.905", "$4,525.00"], tag="quote-rev1",
    notes="0.905 is quote revision 1 (SUPERSEDED); the ACK and revision 2 give 0.842, i.e. $4,210.00."))

add(make(D, sc, q,
    "RT-8812 ships Wednesday, 4/29, and your carrier's pickup is set for 4:00 PM at Dock 3. The plate is kept on "
    "file for 12 months.",
    ev, [S("ships Wednesday, 4/29"), C("pickup is set for 4:00 PM", "VALUE_MISMATCH", "DATE_MISMATCH"),
         C("kept on file for 12 months", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["wrong_time", "wrong_period"], excludes=["4:00 PM", "12 months"], tag="pickup-time",
    notes="will_call time is 1400 PT (2:00 PM); custom-orders keeps plates 24 months."))

add(make(D, sc, q,
    "PO RT-8812 ships 4/29, and with the $185.00 plate the total comes to $4,210.00.",
    ev, [S("ships 4/29"), C("the total comes to $4,210.00", "AMOUNT_MISMATCH")],
    errors=["wrong_arithmetic"], excludes=["total comes to $4,210.00"],
    includes=["$4,395.00|4,395.00|$4,395", "4/29|April 29"], repair=True,
    notes="$4,210.00 is the boxes alone; with SAC H550 $185.00 the total is $4,395.00."))

# ---------------------------------------------------------------- P2 stretch film case vs roll
sc = scen("film-per-case")
q = "Invoice CCP-INV-21877 says 12 stretch film at $96.40. Isn't that price per roll? How many rolls did we get?"
ev = [
    rec("edi810#CCP-INV-21877", "tool:get_invoice", {
        "BIG": {"invoice_date": "20260218", "invoice_number": "CCP-INV-21877", "po_number": "SF-30917"},
        "N1": [{"entity": "BT", "name": "Summit Fulfillment LLC", "id": "SUM-0712"},
               {"entity": "ST", "name": "Summit Fulfillment - Joliet", "state": "IL"}],
        "IT1": [{"line": "1", "qty_invoiced": 12, "uom": "CA", "unit_price": "96.40", "VP": "SFM-18-1500-80",
                 "desc": "Stretch film 18in x 1500ft, 80 ga", "PO4": {"pack": 4, "inner_uom": "RL"}},
                {"line": "2", "qty_invoiced": 20, "uom": "CA", "unit_price": "58.30", "VP": "TPE-2-110",
                 "desc": "Carton sealing tape 2in x 110yd", "PO4": {"pack": 36, "inner_uom": "RL"}}],
        "SAC": [{"indicator": "N", "code": "D240", "desc": "FREIGHT", "amount": "0", "method": "PREPAID"}],
        "ITD": {"terms_type": "01", "net_days": "45", "net_due_date": "20260404"},
        "TDS": {"total_amount": "232280"},
    }),
    rec("edi856#CCP-SH-76044", "tool:get_ship_notice", {
        "BSN": {"shipment_id": "CCP-SH-76044", "date": "20260216"},
        "DTM": [{"qualifier": "011", "date": "20260216", "time": "1120", "time_code": "CT"}],
        "TD1": {"packaging_code": "PLT94", "lading_quantity": 2, "weight": "1168", "uom": "LB"},
        "order": {"PRF": {"po_number": "SF-30917"},
                  "items": [{"LIN": {"VP": "SFM-18-1500-80"}, "SN1": {"qty_shipped": 12, "uom": "CA"}},
                            {"LIN": {"VP": "TPE-2-110"}, "SN1": {"qty_shipped": 20, "uom": "CA"}}]},
        "POD": {"status": "DELIVERED", "date": "20260217"},
    }),
    rec("edi810#CCP-INV-20411", "tool:get_invoice", {
        "BIG": {"invoice_date": "20251104", "invoice_number": "CCP-INV-20411", "po_number": "SF-29840"},
        "IT1": [{"line": "1", "qty_invoiced": 12, "uom": "CA", "unit_price": "91.80", "VP": "SFM-18-1500-80"}],
        "TDS": {"total_amount": "110160"}, "payment_status": "PAID_IN_FULL",
    }),
    kb("kb-film-gauges", "Stretch film gauges\n80 ga cast film: general-purpose hand wrap for pallets up to about "
       "2,000 lb.\n90 ga: heavier or sharp-cornered loads.\nHand rolls are sold 4 per case; machine rolls 1 per case."),
    pol("film-and-tape", "All stretch film and tape prices are quoted per case. Orders of $2,000.00 or more in "
        "product ship prepaid; below that, freight is added at cost. Unopened cases may be returned within 14 "
        "days of delivery.", "2026-01"),
]

add(make(D, sc, q,
    "The $96.40 is per case, not per roll. Each case holds 4 rolls, so the 12 cases on invoice CCP-INV-21877 are "
    "48 rolls, $1,156.80 for the film.",
    ev, [S("The $96.40 is per case, not per roll"), S("Each case holds 4 rolls"),
         S("the 12 cases on invoice CCP-INV-21877 are 48 rolls"), S("$1,156.80 for the film")],
    includes=["48 rolls", "$1,156.80"],
    notes="IT1 line 1: 12 CA at 96.40 with PO4 pack 4 RL; film-and-tape says prices are per case."))

add(make(D, sc, q,
    "Quick breakdown for CCP-INV-21877:\n- Stretch film: 12 cases (48 rolls) × $96.40 = $1,156.80\n- Carton tape: "
    "20 cases × $58.30 = $1,166.00\n- Freight: prepaid, $0.00\n- Total: $2,322.80",
    ev, [S("12 cases (48 rolls) × $96.40 = $1,156.80"), S("20 cases × $58.30 = $1,166.00"),
         S("Freight: prepaid, $0.00"), S("Total: $2,322.80")],
    includes=["$2,322.80"], notes="IT1 lines, SAC D240 0 PREPAID, TDS 232280."))

add(make(D, sc, q,
    "You received forty-eight rolls — twelve cases of four — delivered February 17.",
    ev, [S("You received forty-eight rolls"), S("twelve cases of four"), S("delivered February 17")],
    includes=["forty-eight"], notes="856 SN1 12 CA, PO4 pack 4; POD DELIVERED 20260217."))

add(make(D, sc, q,
    "The invoice shows 12 rolls of stretch film at $96.40 per roll and 20 cases of tape, $2,322.80 in total.",
    ev, [C("12 rolls of stretch film", "VALUE_MISMATCH"), C("at $96.40 per roll", "VALUE_MISMATCH", "NLI_CONTRADICTION"),
         S("20 cases of tape"), S("$2,322.80 in total")],
    errors=["unit_conversion", "wrong_value"], excludes=["12 rolls of stretch film", "$96.40 per roll"],
    tag="rolls-vs-cases",
    notes="The uom is CA (12 cases = 48 rolls, PO4 pack 4) and the policy quotes per case."))

add(make(D, sc, q,
    "Your film is $91.80 a case, the same as your last order. Freight was prepaid because the order was over "
    "$1,500 in product.",
    ev, [C("Your film is $91.80 a case", "AMOUNT_MISMATCH"),
         C("because the order was over $1,500 in product", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["other_record_value", "wrong_policy_condition"], excludes=["$91.80", "over $1,500"],
    tag="last-order-price",
    notes="91.80 is from the November invoice CCP-INV-20411; this invoice bills 96.40. The prepaid threshold in "
          "film-and-tape is $2,000.00."))

add(make(D, sc, q,
    "Each case of film holds 4 rolls, so your 12 cases are 48 rolls. The invoice total is $2,322.80, and unopened "
    "cases can be returned within 30 days.",
    ev, [S("Each case of film holds 4 rolls"), S("your 12 cases are 48 rolls"), S("The invoice total is $2,322.80"),
         C("returned within 30 days", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["wrong_period"], excludes=["within 30 days"], includes=["14 days|fourteen days", "48 rolls"],
    repair=True, notes="film-and-tape allows returns of unopened cases within 14 days of delivery."))

# ---------------------------------------------------------------- P3 split to two warehouses
sc = scen("split-two-dcs")
q = "How was PO GCC-5107 split between our two warehouses, and when does each load arrive?"
items_ont = [{"LIN": {"VP": "MLR-963-KR", "desc": "Corrugated mailer 9x6x3, kraft"},
              "SN1": {"qty_shipped": 40, "uom": "CA"}, "PO4": {"pack": 240, "inner_uom": "EA"}}]
items_fre = [{"LIN": {"VP": "MLR-963-KR", "desc": "Corrugated mailer 9x6x3, kraft"},
              "SN1": {"qty_shipped": 20, "uom": "CA"}, "PO4": {"pack": 240, "inner_uom": "EA"}},
             {"LIN": {"VP": "INS-CDL-3W", "desc": "Candle insert, die-cut, 3-wick"},
              "SN1": {"qty_shipped": 12, "uom": "CA"}, "PO4": {"pack": 400, "inner_uom": "EA"}}]
ev = [
    rec("edi856#CCP-SH-77120", "tool:get_ship_notice", {
        "BSN": {"purpose_code": "00", "shipment_id": "CCP-SH-77120", "date": "20260309", "time": "0700"},
        "DTM": [{"qualifier": "011", "date": "20260309", "time": "0700", "time_code": "PT"},
                {"qualifier": "017", "date": "20260310", "time_code": "PT"}],
        "TD1": {"packaging_code": "PLT94", "lading_quantity": 8},
        "TD5": {"scac": "IECG", "carrier_name": "Inland Empire Cartage"},
        "REF": [{"qualifier": "CN", "value": "IEC-550231"}],
        "N1": [{"entity": "ST", "name": "GCC Ontario DC", "id": "GCC-ONT", "city": "Ontario", "state": "CA"},
               {"entity": "SF", "name": "Cascade Corrugated - Rialto plant"}],
        "order": {"PRF": {"po_number": "GCC-5107"}, "items": items_ont},
    }),
    rec("edi856#CCP-SH-77121", "tool:get_ship_notice", {
        "BSN": {"purpose_code": "00", "shipment_id": "CCP-SH-77121", "date": "20260309", "time": "0930"},
        "DTM": [{"qualifier": "011", "date": "20260309", "time": "0930", "time_code": "PT"},
                {"qualifier": "017", "date": "20260311", "time_code": "PT"}],
        "TD1": {"packaging_code": "PLT94", "lading_quantity": 6},
        "TD5": {"scac": "VLYF", "carrier_name": "Valley Line Freight"},
        "REF": [{"qualifier": "CN", "value": "VLF-88102-4"}],
        "N1": [{"entity": "ST", "name": "GCC Fresno DC", "id": "GCC-FRE", "city": "Fresno", "state": "CA"},
               {"entity": "SF", "name": "Cascade Corrugated - Rialto plant"}],
        "order": {"PRF": {"po_number": "GCC-5107"}, "items": items_fre},
    }),
    pol("split-shipments", "Split shipments to several ship-to locations are billed as one order, with freight "
        "itemized per location. Deliveries are by appointment only; your receiving team must confirm the carrier's "
        "appointment. Pallets are 48x40 and stacked no higher than 60 inches.", "2025-03"),
]
now = set_now("2026-03-09T15:00:00-07:00")

add(make(D, sc, q,
    "PO GCC-5107 went out in two shipments today. Ontario DC: 8 pallets (40 cases of 9x6x3 mailers), Inland "
    "Empire Cartage PRO IEC-550231, arriving tomorrow, 3/10. Fresno DC: 6 pallets (20 cases of mailers plus 12 "
    "cases of die-cut inserts), Valley Line Freight PRO VLF-88102-4, arriving Wednesday, 3/11.",
    ev, [S("went out in two shipments today"), S("Ontario DC: 8 pallets (40 cases of 9x6x3 mailers)"),
         S("Inland Empire Cartage PRO IEC-550231"), S("arriving tomorrow, 3/10"),
         S("Fresno DC: 6 pallets (20 cases of mailers plus 12 cases of die-cut inserts)"),
         S("Valley Line Freight PRO VLF-88102-4"), S("arriving Wednesday, 3/11")],
    includes=["3/10", "3/11"], now=now,
    notes="Two 856s dated 20260309 (today); ship-to N1, TD1 pallets, REF CN PROs and DTM 017 per shipment."))

add(make(D, sc, q,
    "• Ontario: 8 pallets, ETA 3/10\n• Fresno: 6 pallets, ETA 3/11\nBoth are appointment deliveries, so your "
    "receiving teams will need to confirm with the carriers.",
    ev, [S("Ontario: 8 pallets, ETA 3/10"), S("Fresno: 6 pallets, ETA 3/11"),
         S("Both are appointment deliveries"), S("your receiving teams will need to confirm with the carriers")],
    includes=["ETA 3/10", "ETA 3/11"], notes="TD1 and DTM 017 of each 856; appointment rule in split-shipments."))

add(make(D, sc, q,
    "In total, fourteen pallets and 14,400 mailers shipped: 9,600 to Ontario and 4,800 to Fresno. It's billed as "
    "one order, with freight shown separately for each warehouse.",
    ev, [S("fourteen pallets and 14,400 mailers shipped"), S("9,600 to Ontario"), S("4,800 to Fresno"),
         S("billed as one order, with freight shown separately for each warehouse")],
    includes=["14,400"],
    notes="8 + 6 pallets; mailers 40 CA and 20 CA at PO4 pack 240 = 9,600 and 4,800; billing rule in "
          "split-shipments."))

add(make(D, sc, q,
    "Fresno DC gets the 8-pallet shipment, arriving 3/10 with Inland Empire Cartage. The 6-pallet shipment goes "
    "to Ontario on PRO VLF-88102-4, arriving 3/11.",
    ev, [C("Fresno DC gets the 8-pallet shipment", "VALUE_MISMATCH"), S("arriving 3/10 with Inland Empire Cartage"),
         C("The 6-pallet shipment goes to Ontario", "VALUE_MISMATCH"), S("on PRO VLF-88102-4, arriving 3/11")],
    errors=["wrong_name", "wrong_name"],
    excludes=["Fresno DC gets the 8-pallet shipment", "goes to Ontario"], tag="dcs-swapped",
    notes="The 8-pallet shipment CCP-SH-77120 ships to GCC Ontario DC; the 6-pallet CCP-SH-77121 to GCC Fresno DC."))

add(make(D, sc, q,
    "Ontario's 8 pallets are on PRO IEC-550213, arriving 3/10. Inland Empire Cartage also delivers on Saturdays if "
    "you need to move the appointment.",
    ev, [C("on PRO IEC-550213", "IDENTIFIER_MISMATCH"), S("arriving 3/10"),
         I("Inland Empire Cartage also delivers on Saturdays", "NLI_NOT_ENTAILED", "NO_POLICY_EVIDENCE",
           "CLAIM_WITHOUT_TOOL_EVIDENCE")],
    errors=["wrong_id", "invented_fact"], excludes=["IEC-550213", "delivers on Saturdays"], tag="pro-typo",
    notes="REF CN is IEC-550231; nothing in the evidence says the carrier delivers on Saturdays."))

add(make(D, sc, q,
    "The Ontario DC shipment (8 pallets) arrives 3/10 on PRO IEC-550231, and the Fresno DC shipment (6 pallets) "
    "arrives 3/12.",
    ev, [S("arrives 3/10 on PRO IEC-550231"), C("arrives 3/12", "DATE_MISMATCH")],
    errors=["wrong_date"], excludes=["arrives 3/12"], includes=["3/11|March 11|Wednesday", "3/10|March 10"],
    repair=True, notes="CCP-SH-77121 DTM 017 is 20260311."))

# ---------------------------------------------------------------- P4 price increase protection
sc = scen("price-protection")
q = "Invoice CCP-INV-23390 has the new prices, but we placed PO BHB-1190 before the increase. Can you fix it?"
ev = [
    rec("edi850#BHB-1190", "tool:get_purchase_order", {
        "BEG": {"purpose_code": "00", "po_type": "SA", "po_number": "BHB-1190", "po_date": "20260328"},
        "received_at": epoch("2026-03-28T08:41:00-07:00"),
        "DTM": [{"qualifier": "002", "date": "20260406"}],
        "PO1": [{"line": "1", "qty": 8000, "uom": "EA", "unit_price": "0.214", "VP": "CAR-6PK-KR",
                 "desc": "Six-pack carrier, kraft, 12 oz bottle"},
                {"line": "2", "qty": 1500, "uom": "EA", "unit_price": "1.085", "VP": "SHP-24-12P",
                 "desc": "Shipper box 24x12 oz, printed"}],
    }),
    rec("edi810#CCP-INV-23390", "tool:get_invoice", {
        "BIG": {"invoice_date": "20260406", "invoice_number": "CCP-INV-23390", "po_number": "BHB-1190"},
        "N1": [{"entity": "BT", "name": "Blue Heron Brewing", "id": "BHB-0044"}],
        "IT1": [{"line": "1", "qty_invoiced": 8000, "uom": "EA", "unit_price": "0.228", "VP": "CAR-6PK-KR"},
                {"line": "2", "qty_invoiced": 1500, "uom": "EA", "unit_price": "1.156", "VP": "SHP-24-12P"}],
        "TDS": {"total_amount": "355800"},
    }),
    rec("price_notice#PN-2026-04", "tool:get_price_notice", {
        "notice_id": "PN-2026-04", "sent_date": "20260227", "effective_date": "20260401", "increase_pct": "6.5",
        "applies_to": "ORDERS_RECEIVED_ON_OR_AFTER_EFFECTIVE_DATE",
    }),
    rec("billing_adjustment#ADJ-3301", "tool:get_billing_adjustment", {
        "adjustment_id": "ADJ-3301", "status": "SUBMITTED", "invoice_number": "CCP-INV-23390",
        "requested_credit_minor": 21850, "reason": "PRICE_PROTECTION_PRE_EFFECTIVE_DATE",
        "expected_decision_by": "20260410",
    }),
    pol("price-changes", "Price changes are announced at least 30 days before they take effect. They apply to "
        "purchase orders received on or after the effective date; orders received earlier are invoiced at the "
        "prior price even if they ship later. Billing corrections are issued as a credit memo against the original "
        "invoice.", "2025-11"),
]

add(make(D, sc, q,
    "You're right — PO BHB-1190 was received March 28, before the April 1 effective date, so it should carry the "
    "prior prices ($0.214 per carrier and $1.085 per shipper box). I've submitted adjustment ADJ-3301 for a $218.50 "
    "credit memo against CCP-INV-23390; a decision is expected by April 10.",
    ev, [S("PO BHB-1190 was received March 28"), S("before the April 1 effective date"),
         S("it should carry the prior prices"), S("$0.214 per carrier and $1.085 per shipper box"),
         S("I've submitted adjustment ADJ-3301"), S("for a $218.50 credit memo against CCP-INV-23390"),
         S("a decision is expected by April 10")],
    includes=["$218.50", "ADJ-3301"],
    notes="PO received 2026-03-28; notice effective 20260401 for orders received on/after; ADJ-3301 SUBMITTED, "
          "21850 minor, decision by 20260410."))

add(make(D, sc, q,
    "At the prior prices the invoice would be $3,339.50 instead of $3,558.00, a difference of $218.50.",
    ev, [S("the invoice would be $3,339.50"), S("instead of $3,558.00"), S("a difference of $218.50")],
    includes=["$3,339.50"],
    notes="8000 x 0.214 + 1500 x 1.085 = 1,712.00 + 1,627.50 = 3,339.50; TDS 355800; difference 21850."))

add(make(D, sc, q,
    "ADJ-3301 is submitted; the correction will come as a credit memo on CCP-INV-23390.",
    ev, [S("ADJ-3301 is submitted"), S("the correction will come as a credit memo on CCP-INV-23390")],
    includes=["ADJ-3301"], notes="Adjustment status SUBMITTED; credit memo rule in price-changes."))

add(make(D, sc, q,
    "PO BHB-1190 predates the April 1 increase, so you qualify for the old prices. ADJ-3301 has been approved, and "
    "the $218.50 will be refunded to your card.",
    ev, [S("PO BHB-1190 predates the April 1 increase"), S("you qualify for the old prices"),
         C("ADJ-3301 has been approved", "RECORD_STATE_MISMATCH"),
         C("refunded to your card", "NLI_CONTRADICTION")],
    errors=["wrong_state", "wrong_policy_condition"], excludes=["has been approved", "refunded to your card"],
    tag="approved-refund",
    notes="ADJ-3301 status is SUBMITTED; price-changes issues corrections as a credit memo against the invoice."))

add(make(D, sc, q,
    "The new prices apply to orders shipped on or after April 1, and the increase was announced 15 days ahead, on "
    "February 27.",
    ev, [C("apply to orders shipped on or after April 1", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
         C("announced 15 days ahead", "VALUE_MISMATCH", "NLI_CONTRADICTION"), S("on February 27")],
    errors=["wrong_policy_condition", "wrong_period"], excludes=["orders shipped on or after", "15 days ahead"],
    tag="shipped-vs-received",
    notes="The notice applies to orders received on or after the effective date; sent 2/27 for 4/1 is 33 days "
          "ahead (policy: at least 30)."))

add(make(D, sc, q,
    "PO BHB-1190 was received 3/28, before the 4/1 effective date, so I've submitted ADJ-3301 for a $228.50 credit.",
    ev, [S("PO BHB-1190 was received 3/28"), S("before the 4/1 effective date"),
         C("ADJ-3301 for a $228.50 credit", "AMOUNT_MISMATCH")],
    errors=["wrong_amount"], excludes=["$228.50"], includes=["$218.50|218.50", "ADJ-3301"], repair=True,
    notes="requested_credit_minor is 21850."))
