"""Restaurant wholesale supply: Pacific Galley Foodservice (Los Angeles / Chicago DCs)."""
from common import S, NA, C, I, CI, rec, pol, kb, refused, make, epoch, scen, set_now

D = "restaurant wholesale supply"
CASES = []
add = CASES.append

# ---------------------------------------------------------------- R1 fryer oil ASN
sc = scen("fryer-oil-asn")
q = "Has PO 4471-0392 (the fryer oil and to-go containers) shipped yet? When does it get here?"
ev = [
    rec("edi856#SH-2206183", "tool:get_ship_notice", {
        "ST": {"transaction_set_id": "856", "control_number": "0419"},
        "BSN": {"purpose_code": "00", "shipment_id": "SH-2206183", "date": "20260217", "time": "0640",
                "hierarchical_structure_code": "0001"},
        "DTM": [{"qualifier": "011", "date": "20260217", "time": "0640", "time_code": "PT"},
                {"qualifier": "017", "date": "20260219", "time": "1100", "time_code": "PT"}],
        "TD1": {"packaging_code": "CTN25", "lading_quantity": 18, "weight_qualifier": "G",
                "weight": "612", "uom": "LB"},
        "TD5": {"routing_sequence": "B", "id_qualifier": "2", "scac": "CSTF",
                "carrier_name": "Coastline Freight Lines", "transport_method": "M"},
        "REF": [{"qualifier": "BM", "value": "7730019244"}, {"qualifier": "CN", "value": "55108-2"}],
        "N1": [{"entity": "ST", "name": "Tidewater Taqueria #2", "id_qualifier": "92", "id": "TT-002",
                "city": "Long Beach", "state": "CA"},
               {"entity": "SF", "name": "Pacific Galley Foodservice - Commerce DC", "id": "PGF-DC1"}],
        "order": {"PRF": {"po_number": "4471-0392", "po_date": "20260212"},
                  "items": [{"LIN": {"VP": "OIL-CAN-35", "desc": "Canola fry oil, 35 lb JIB"},
                             "SN1": {"qty_shipped": 10, "uom": "EA"}},
                            {"LIN": {"VP": "CTR-HNG-9", "desc": "9in hinged fiber container, 200/cs"},
                             "SN1": {"qty_shipped": 8, "uom": "CA"}}]},
        "CTT": {"line_count": 2},
    }),
    rec("edi850#4471-0405", "tool:get_purchase_order", {
        "BEG": {"purpose_code": "00", "po_type": "SA", "po_number": "4471-0405", "po_date": "20260216"},
        "DTM": [{"qualifier": "002", "date": "20260224"}],
        "PO1": [{"line": "1", "qty": 6, "uom": "CA", "unit_price": "29.80", "VP": "NAP-DIN-2PLY",
                 "desc": "Dinner napkin 2-ply, 3000/cs"}],
        "CTT": {"line_count": 1},
        "status": "OPEN",
    }),
    pol("receiving-policy", "Pacific Galley delivers Monday through Saturday. Route trucks and freight carriers "
        "arrive between 6:00 AM and 2:00 PM local time on the scheduled delivery date. Shortages or damage must "
        "be written on the carrier's delivery receipt and reported to your account rep within 48 hours of "
        "delivery. Claims reported later are reviewed case by case and are not guaranteed.", "2025-11"),
]
now = set_now("2026-02-18T10:15:00-08:00")

add(make(D, sc, q,
    "Good morning — PO 4471-0392 shipped yesterday, February 17, with Coastline Freight Lines and is scheduled "
    "to arrive Thursday, February 19. The shipment is 18 cartons at 612 lb, PRO 55108-2. Any shortage needs to "
    "be noted on the carrier's receipt and reported to me within 48 hours.",
    ev, [S("PO 4471-0392 shipped yesterday, February 17"), S("with Coastline Freight Lines"),
         S("scheduled to arrive Thursday, February 19"), S("18 cartons at 612 lb"), S("PRO 55108-2"),
         S("noted on the carrier's receipt"), S("reported to me within 48 hours")],
    includes=["February 19", "55108-2"], now=now,
    notes="856 DTM 011 is 20260217 and DTM 017 is 20260219; TD1 gives 18 cartons, 612 LB; REF CN is the PRO. "
          "The 48-hour rule is in receiving-policy."))

add(make(D, sc, q,
    "PO 4471-0392 status:\n- Shipped: 2/17, 6:40 AM PT\n- Carrier: Coastline Freight Lines (PRO 55108-2, BOL "
    "7730019244)\n- Est. delivery: 2/19\n- Contents: 10 jugs canola fry oil, 8 cases 9\" hinged containers",
    ev, [S("Shipped: 2/17, 6:40 AM PT"), S("Carrier: Coastline Freight Lines"), S("PRO 55108-2"),
         S("BOL 7730019244"), S("Est. delivery: 2/19"), S("10 jugs canola fry oil"),
         S("8 cases 9\" hinged containers")],
    includes=["2/19", "7730019244"],
    notes="DTM 011 0640 PT; REF BM is the bill of lading, REF CN the PRO; SN1 quantities 10 EA and 8 CA."))

add(make(D, sc, q,
    "Your oil and containers (PO 4471-0392) are with Coastline Freight and due tomorrow between 6 AM and 2 PM.",
    ev, [S("are with Coastline Freight"), S("due tomorrow"), S("between 6 AM and 2 PM")],
    includes=["tomorrow"], now=now,
    notes="now is Wed 2/18, DTM 017 is 2/19; the 6:00 AM-2:00 PM window is in receiving-policy."))

add(make(D, sc, q,
    "PO 4471-0392 shipped February 17 via Coastline Freight Lines. Expected delivery is February 24. Your PRO "
    "number for tracking is 7730019244.",
    ev, [S("shipped February 17"), S("via Coastline Freight Lines"),
         C("Expected delivery is February 24", "DATE_MISMATCH"),
         C("PRO number for tracking is 7730019244", "IDENTIFIER_MISMATCH", "VALUE_MISMATCH")],
    errors=["other_record_value", "wrong_role"],
    excludes=["February 24", "PRO number for tracking is 7730019244"], tag="other-po-date",
    notes="2/24 is the requested date of the other PO 4471-0405; this shipment's DTM 017 is 2/19. 7730019244 is "
          "REF BM (bill of lading), the PRO is REF CN 55108-2."))

add(make(D, sc, q,
    "Hi — your PO 4471-0392 is on the truck: 18 cartons, shipped 2/17, arriving 2/19. If anything is short, "
    "just let us know within a week and we'll credit it.",
    ev, [S("is on the truck"), S("18 cartons, shipped 2/17"), S("arriving 2/19"),
         C("let us know within a week", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
         I("we'll credit it", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED")],
    errors=["wrong_period", "invented_promise"], excludes=["within a week", "we'll credit it"],
    tag="claim-window",
    notes="receiving-policy requires reporting within 48 hours and says late claims are not guaranteed; "
          "no policy promises a credit."))

add(make(D, sc, q,
    "PO 4471-0392 shipped 2/17 with Coastline Freight Lines and is due 2/20. Tracking PRO is 55108-2.",
    ev, [S("shipped 2/17 with Coastline Freight Lines"), C("is due 2/20", "DATE_MISMATCH"),
         S("Tracking PRO is 55108-2")],
    errors=["wrong_date"], excludes=["due 2/20"], includes=["2/19|February 19|Feb 19|Feb. 19", "55108-2"],
    repair=True, notes="DTM 017 (estimated delivery) is 20260219."))

# ---------------------------------------------------------------- R2 invoice freight
sc = scen("invoice-freight")
q = "Why was I charged freight on invoice PG-INV-88214? And what do I owe if I pay early?"
ev = [
    rec("edi810#PG-INV-88214", "tool:get_invoice", {
        "BIG": {"invoice_date": "20260302", "invoice_number": "PG-INV-88214", "po_date": "20260226",
                "po_number": "CK-1147"},
        "N1": [{"entity": "BT", "name": "Copper Kettle Bistro LLC", "id_qualifier": "91", "id": "CK-0088"},
               {"entity": "RE", "name": "Pacific Galley Foodservice", "id": "PGF-AR"}],
        "ITD": {"terms_type": "05", "basis_date_code": "3", "discount_percent": "1.5",
                "discount_due_date": "20260312", "discount_days_due": "10", "net_due_date": "20260401",
                "net_days": "30"},
        "IT1": [{"line": "1", "qty_invoiced": 4, "uom": "CA", "unit_price": "42.60", "VP": "BTR-UNS-36",
                 "desc": "Unsalted butter 36/1 lb"},
                {"line": "2", "qty_invoiced": 2, "uom": "BG", "unit_price": "18.95", "VP": "FLR-AP-50",
                 "desc": "All-purpose flour 50 lb"},
                {"line": "3", "qty_invoiced": 6, "uom": "BX", "unit_price": "12.25", "VP": "GLV-NIT-L",
                 "desc": "Nitrile gloves L, 100/bx"}],
        "SAC": [{"indicator": "C", "code": "D240", "desc": "FREIGHT", "amount": "1850"},
                {"indicator": "C", "code": "F050", "desc": "FUEL_SURCHARGE", "amount": "425"}],
        "TDS": {"total_amount": "30455", "amount_subject_to_discount": "28180",
                "discounted_amount_due": "30032", "terms_discount_amount": "423"},
        "CTT": {"line_count": 3},
    }),
    rec("edi810#PG-INV-87630", "tool:get_invoice", {
        "BIG": {"invoice_date": "20260216", "invoice_number": "PG-INV-87630", "po_number": "CK-1121"},
        "TDS": {"total_amount": "26610"}, "payment_status": "PAID_IN_FULL", "paid_date": "20260224",
    }),
    pol("delivery-charges", "Freight is waived on orders with a product subtotal of $350.00 or more delivered on "
        "your scheduled route day. Orders below that minimum carry an $18.50 delivery charge. A fuel surcharge, "
        "set each month, applies to every delivery and is never waived. Early-payment discounts apply to the "
        "product subtotal only, not to freight or surcharges.", "2026-01"),
]

add(make(D, sc, q,
    "Invoice PG-INV-88214 totals $304.55: $281.80 in product, $18.50 freight, and a $4.25 fuel surcharge. "
    "Freight applied because the product subtotal was under the $350.00 minimum for free delivery. Paying by "
    "March 12 takes the 1.5% discount, which makes it $300.32.",
    ev, [S("totals $304.55"), S("$281.80 in product"), S("$18.50 freight"), S("a $4.25 fuel surcharge"),
         S("under the $350.00 minimum for free delivery"), S("Paying by March 12 takes the 1.5% discount"),
         S("which makes it $300.32")],
    includes=["$304.55", "$300.32"],
    notes="TDS total 30455, subject-to-discount 28180, discounted due 30032; SAC D240 1850 and F050 425; "
          "ITD discount date 20260312; $350 minimum is in delivery-charges."))

add(make(D, sc, q,
    "Hello Copper Kettle team,\n\nThe $18.50 delivery charge on PG-INV-88214 is our standard fee for orders "
    "under $350 in product; this order came to $281.80. The fuel surcharge of $4.25 applies to every delivery "
    "and can't be waived. Terms are 1.5% 10, net 30, so the invoice is due in full by April 1, or $300.32 if "
    "paid by March 12.\n\nBest regards,\nDana Whitcomb\nAccount Representative, Pacific Galley Foodservice",
    ev, [S("standard fee for orders under $350 in product"), S("this order came to $281.80"),
         S("fuel surcharge of $4.25 applies to every delivery"), S("can't be waived"),
         S("Terms are 1.5% 10, net 30"), S("due in full by April 1"), S("$300.32 if paid by March 12"),
         NA("Best regards")],
    includes=["April 1", "$300.32"],
    notes="ITD: 1.5% discount, 10 days, net 30, net due 20260401; policy says the fuel surcharge is never waived."))

add(make(D, sc, q,
    "The discount is one and a half percent of the product subtotal only — $4.23 — so an early payment on "
    "PG-INV-88214 is $300.32 instead of $304.55.",
    ev, [S("one and a half percent of the product subtotal only"), S("$4.23"),
         S("an early payment on PG-INV-88214 is $300.32"), S("instead of $304.55")],
    includes=["$4.23", "$300.32"],
    notes="TDS terms_discount_amount 423 and discounted_amount_due 30032; the policy limits the discount to "
          "the product subtotal."))

add(make(D, sc, q,
    "Invoice PG-INV-88214 is $304.55. If you pay within 10 days, the 1.5% discount applies to the full invoice, "
    "bringing it to $299.98.",
    ev, [S("Invoice PG-INV-88214 is $304.55"), S("If you pay within 10 days"),
         C("the 1.5% discount applies to the full invoice", "NLI_CONTRADICTION"),
         C("bringing it to $299.98", "AMOUNT_MISMATCH")],
    errors=["wrong_policy_condition", "wrong_amount"],
    excludes=["applies to the full invoice", "$299.98"], tag="discount-base",
    notes="delivery-charges: discount applies to product subtotal only; TDS discounted_amount_due is 30032 "
          "($300.32), not $299.98."))

add(make(D, sc, q,
    "Freight was added because the product subtotal, $281.80, is under the $350.00 free-delivery minimum. "
    "With the $18.50 freight, PG-INV-88214 comes to $300.30.",
    ev, [S("$281.80, is under the $350.00 free-delivery minimum"), S("With the $18.50 freight"),
         C("PG-INV-88214 comes to $300.30", "AMOUNT_MISMATCH")],
    errors=["wrong_arithmetic"], excludes=["$300.30"], tag="skips-surcharge",
    notes="The total skips the $4.25 fuel surcharge (SAC F050); TDS total_amount is 30455."))

add(make(D, sc, q,
    "PG-INV-88214 is $304.55, due by April 1. Pay by March 12 and the 1.5% early-payment discount brings it "
    "to $299.98.",
    ev, [S("PG-INV-88214 is $304.55"), S("due by April 1"), S("Pay by March 12"),
         C("brings it to $299.98", "AMOUNT_MISMATCH")],
    errors=["wrong_amount"], excludes=["$299.98"], includes=["$300.32|300.32", "$304.55|304.55"],
    repair=True, notes="TDS discounted_amount_due is 30032."))

# ---------------------------------------------------------------- R3 backorder acknowledgment
sc = scen("knife-backorder")
q = "What's the status of PO SB-20418? Can you rush the oyster knives?"
ev = [
    rec("edi855#SB-20418", "tool:get_po_ack", {
        "BAK": {"purpose_code": "00", "ack_type": "AC", "po_number": "SB-20418", "po_date": "20260302",
                "ack_date": "20260303"},
        "N1": [{"entity": "BY", "name": "Saltbox Oyster Co.", "id": "SBO-114"}],
        "PO1": [
            {"line": "1", "qty": 3, "uom": "CA", "unit_price": "46.10", "VP": "PCH-HALF-1000",
             "desc": "Parchment sheet half-size, 1000/cs",
             "ACK": {"status": "IA", "qty": 3, "uom": "CA", "date_qualifier": "068", "date": "20260305"}},
            {"line": "2", "qty": 12, "uom": "EA", "unit_price": "9.40", "VP": "KNF-OYS-275",
             "desc": "Oyster knife 2.75in",
             "ACK": {"status": "IB", "qty": 12, "uom": "EA", "date_qualifier": "068", "date": "20260316"}},
            {"line": "3", "qty": 6, "uom": "EA", "unit_price": "14.75", "VP": "GLV-CUT-M",
             "desc": "Shucking glove, cut-resistant, M",
             "ACK": {"status": "IQ", "qty": 4, "uom": "EA", "date_qualifier": "068", "date": "20260305"}},
            {"line": "4", "qty": 2, "uom": "EA", "unit_price": "11.20", "VP": "SCP-ICE-64",
             "desc": "Ice scoop 64 oz",
             "ACK": {"status": "IR", "qty": 0, "uom": "EA", "reason": "DISCONTINUED"}}],
        "CTT": {"line_count": 4},
    }),
    refused("request_expedite#SB-20418-2", "request_expedite", "ESCALATE",
            {"po_number": "SB-20418", "line": "2", "target_ship_date": "20260305"}),
    pol("backorder-policy", "Backordered lines ship separately as soon as stock arrives, at no extra freight "
        "charge. If a backordered item has not shipped within 21 days of its acknowledgment date, you may cancel "
        "that line without a restocking fee. Rejected lines are not held or reordered automatically; place a new "
        "order for a substitute. Expedite requests go to purchasing and are not confirmed until a new ship date "
        "is acknowledged.", "2025-09"),
]
now = set_now("2026-03-04T14:20:00-08:00")

add(make(D, sc, q,
    "PO SB-20418 acknowledgment: the parchment (3 cases) ships 3/5. Only 4 of the 6 shucking gloves are "
    "confirmed, also shipping 3/5. The 12 oyster knives are backordered, with an estimated ship date of 3/16, "
    "and will come separately with no added freight. The ice scoop line was rejected, so you'll need to reorder "
    "a substitute. I've sent the rush request on the knives to our purchasing team for review.",
    ev, [S("the parchment (3 cases) ships 3/5"), S("Only 4 of the 6 shucking gloves are confirmed"),
         S("also shipping 3/5"), S("The 12 oyster knives are backordered"), S("estimated ship date of 3/16"),
         S("will come separately with no added freight"), S("The ice scoop line was rejected"),
         S("you'll need to reorder a substitute"),
         S("sent the rush request on the knives to our purchasing team for review")],
    includes=["3/16", "4 of the 6"],
    notes="855 ACK status IA/IB/IQ/IR per line with 068 dates; the expedite call was ESCALATEd, so 'sent for "
          "review' is supported; freight and substitute rules in backorder-policy."))

add(make(D, sc, q,
    "The oyster knives on SB-20418 are backordered until about March 16; the rush request is escalated and not "
    "yet approved.",
    ev, [S("backordered until about March 16"), S("the rush request is escalated and not yet approved")],
    includes=["March 16"],
    notes="Line 2 ACK IB with 068 date 20260316; request_expedite refused with ESCALATE."))

add(make(D, sc, q,
    "Hi — most of SB-20418 ships tomorrow: parchment and four shucking gloves. Knives follow around 3/16. If "
    "they haven't shipped within 21 days of the 3/3 acknowledgment, you can cancel that line with no restocking "
    "fee.",
    ev, [S("most of SB-20418 ships tomorrow"), S("parchment and four shucking gloves"),
         S("Knives follow around 3/16"), S("within 21 days of the 3/3 acknowledgment"),
         S("cancel that line with no restocking fee")],
    includes=["tomorrow", "3/16"], now=now,
    notes="now is 3/4, lines 1 and 3 ship 20260305; BAK ack_date 20260303; 21-day rule in backorder-policy."))

add(make(D, sc, q,
    "The oyster knives are backordered to 3/16, but I've expedited them and they'll go out with the rest on 3/5. "
    "The ice scoop is backordered as well.",
    ev, [S("The oyster knives are backordered to 3/16"),
         C("I've expedited them", "NOT_EXECUTED"),
         C("they'll go out with the rest on 3/5", "DATE_MISMATCH", "NOT_EXECUTED"),
         C("The ice scoop is backordered as well", "RECORD_STATE_MISMATCH")],
    errors=["refused_call_effect", "wrong_date", "wrong_state"],
    excludes=["I've expedited them", "go out with the rest on 3/5", "ice scoop is backordered"],
    tag="expedite-done",
    notes="request_expedite was refused (ESCALATE); line 2 still ships 20260316; line 4 ACK status IR "
          "(rejected, discontinued), not IB."))

add(make(D, sc, q,
    "SB-20418: parchment and all 6 shucking gloves ship 3/5; the oyster knives are backordered to 3/16. If the "
    "knives haven't shipped within 30 days, you can cancel that line free of charge.",
    ev, [C("parchment and all 6 shucking gloves ship 3/5", "VALUE_MISMATCH"),
         S("the oyster knives are backordered to 3/16"),
         C("haven't shipped within 30 days", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["wrong_quantity", "wrong_period"], excludes=["all 6 shucking gloves", "within 30 days"],
    tag="glove-qty",
    notes="Line 3 ACK IQ confirms 4 EA of 6; backorder-policy gives 21 days, not 30."))

add(make(D, sc, q,
    "The oyster knives on SB-20418 are backordered, estimated to ship 3/16, and I've rushed them with purchasing.",
    ev, [S("estimated to ship 3/16"), C("I've rushed them with purchasing", "NOT_EXECUTED")],
    errors=["refused_call_effect"], excludes=["I've rushed them"],
    includes=["escalated|review|could not|couldn't|unable|not able|not yet", "3/16|March 16"],
    repair=True, notes="request_expedite was refused with ESCALATE; policy says expedites are not confirmed "
                       "until a new ship date is acknowledged."))

# ---------------------------------------------------------------- R4 replaced PO
sc = scen("replaced-po")
q = "Can you confirm what's on our revised PO MC-5520 and when it arrives?"
ev = [
    rec("edi850#MC-5520@v1", "tool:get_purchase_order", {
        "BEG": {"purpose_code": "00", "po_type": "SA", "po_number": "MC-5520", "po_date": "20260302"},
        "DTM": [{"qualifier": "002", "date": "20260310"}],
        "PO1": [{"line": "1", "qty": 5, "uom": "CA", "unit_price": "58.40", "VP": "CHK-THI-BL",
                 "desc": "Chicken thigh, boneless, frozen 4x10 lb"},
                {"line": "2", "qty": 3, "uom": "BG", "unit_price": "21.75", "VP": "RCE-JAS-25",
                 "desc": "Jasmine rice 25 lb"}],
        "CTT": {"line_count": 2, "hash_total": "8"},
        "version_status": "SUPERSEDED",
    }),
    rec("edi850#MC-5520@v2", "tool:get_purchase_order", {
        "BEG": {"purpose_code": "05", "po_type": "SA", "po_number": "MC-5520", "po_date": "20260304"},
        "DTM": [{"qualifier": "002", "date": "20260311"}],
        "PO1": [{"line": "1", "qty": 7, "uom": "CA", "unit_price": "58.40", "VP": "CHK-THI-BL",
                 "desc": "Chicken thigh, boneless, frozen 4x10 lb"},
                {"line": "2", "qty": 2, "uom": "BG", "unit_price": "21.75", "VP": "RCE-JAS-25",
                 "desc": "Jasmine rice 25 lb"},
                {"line": "3", "qty": 1, "uom": "CA", "unit_price": "27.90", "VP": "SRC-6-28",
                 "desc": "Sriracha 6/28 oz"}],
        "CTT": {"line_count": 3, "hash_total": "10"},
        "version_status": "CURRENT",
    }),
    rec("edi855#MC-5520", "tool:get_po_ack", {
        "BAK": {"purpose_code": "00", "ack_type": "AT", "po_number": "MC-5520", "po_date": "20260304",
                "ack_date": "20260305"},
        "DTM": [{"qualifier": "002", "date": "20260311"}],
        "ack_lines": [{"line": "1", "status": "IA"}, {"line": "2", "status": "IA"}, {"line": "3", "status": "IA"}],
        "ship_from": "Pacific Galley Foodservice - Elk Grove Village DC",
    }),
    pol("po-change-policy", "A replacement PO (purpose code 05) supersedes every earlier version in full. Changes "
        "to a purchase order are accepted until 12:00 PM Central two business days before the requested delivery "
        "date. Frozen items travel on refrigerated trucks and must be signed for by a staff member; they cannot "
        "be left unattended.", "2025-12"),
]
now = set_now("2026-03-05T09:40:00-06:00")

add(make(D, sc, q,
    "Your revised PO MC-5520 is confirmed for delivery on Wednesday, March 11: 7 cases of boneless chicken "
    "thighs, 2 bags of jasmine rice and 1 case of sriracha, for $480.20 in all.",
    ev, [S("confirmed for delivery on Wednesday, March 11"), S("7 cases of boneless chicken thighs"),
         S("2 bags of jasmine rice"), S("1 case of sriracha"), S("for $480.20 in all")],
    includes=["March 11", "$480.20"],
    notes="v2 (purpose 05, CURRENT) and the 855 give DTM 002 20260311; 7x58.40 + 2x21.75 + 27.90 = 480.20."))

add(make(D, sc, q,
    "MC-5520 (revised 3/4, replaces the 3/2 version):\n• Delivery: 3/11\n• Chicken thighs, boneless 4x10 lb: "
    "7 CA @ $58.40\n• Jasmine rice 25 lb: 2 bags @ $21.75\n• Sriracha 6/28 oz: 1 CA @ $27.90\nSomeone on staff "
    "will need to sign for the frozen chicken.",
    ev, [S("revised 3/4, replaces the 3/2 version"), S("Delivery: 3/11"), S("7 CA @ $58.40"),
         S("2 bags @ $21.75"), S("1 CA @ $27.90"), S("will need to sign for the frozen chicken")],
    includes=["3/11", "7 CA"],
    notes="v1 po_date 20260302 SUPERSEDED by v2 20260304; signature rule in po-change-policy."))

add(make(D, sc, q,
    "Thanks for confirming. MC-5520 is set for 3/11 delivery, and further changes are possible until noon "
    "Central on Monday, March 9, two business days ahead.",
    ev, [NA("Thanks for confirming."), S("MC-5520 is set for 3/11 delivery"),
         S("until noon Central on Monday, March 9")],
    includes=["March 9"], now=now,
    notes="Two business days before Wed 3/11 is Mon 3/9; cutoff is 12:00 PM Central per po-change-policy."))

add(make(D, sc, q,
    "PO MC-5520 arrives March 10 with 5 cases of chicken thighs and 2 bags of rice.",
    ev, [C("arrives March 10", "DATE_MISMATCH"), C("5 cases of chicken thighs", "VALUE_MISMATCH"),
         S("2 bags of rice")],
    errors=["stale_value", "stale_value"], excludes=["March 10", "5 cases of chicken"], tag="old-version",
    notes="March 10 and 5 cases come from v1 (SUPERSEDED); the current v2 says 20260311 and 7 CA."))

add(make(D, sc, q,
    "Confirmed: MC-5520 delivers 3/11 and totals $452.30. If no one is around, the driver can leave the frozen "
    "cases at the back door.",
    ev, [S("MC-5520 delivers 3/11"), C("totals $452.30", "AMOUNT_MISMATCH"),
         C("the driver can leave the frozen cases at the back door", "NLI_CONTRADICTION")],
    errors=["wrong_arithmetic", "wrong_policy_condition"],
    excludes=["$452.30", "leave the frozen cases at the back door"], tag="total-skips-line",
    notes="$452.30 skips the sriracha line ($27.90); correct sum is $480.20. Policy forbids leaving frozen items "
          "unattended."))

add(make(D, sc, q,
    "Your revised PO MC-5520 arrives 3/11 with 7 cases of chicken thighs and 3 bags of jasmine rice.",
    ev, [S("arrives 3/11"), S("7 cases of chicken thighs"), C("3 bags of jasmine rice", "VALUE_MISMATCH")],
    errors=["stale_value"], excludes=["3 bags of jasmine rice"],
    includes=["2 bags|two bags|2 BG", "3/11|March 11"], repair=True,
    notes="3 BG is the superseded v1 quantity; v2 line 2 is 2 BG."))

# ---------------------------------------------------------------- R5 short shipment claim
sc = scen("short-cups")
q = "We only received 4 cases of the 16 oz hot cups but invoice PG-INV-89102 bills us for 5. What happens now?"
ev = [
    rec("edi856#SH-2207741", "tool:get_ship_notice", {
        "BSN": {"purpose_code": "00", "shipment_id": "SH-2207741", "date": "20260309", "time": "0515"},
        "DTM": [{"qualifier": "011", "date": "20260309", "time": "0515", "time_code": "PT"},
                {"qualifier": "017", "date": "20260310", "time_code": "PT"}],
        "TD1": {"packaging_code": "CTN25", "lading_quantity": 9},
        "order": {"PRF": {"po_number": "BL-0963"},
                  "items": [{"LIN": {"VP": "CUP-HOT-16", "desc": "16 oz hot cup, 1000/cs"},
                             "SN1": {"qty_shipped": 4, "uom": "CA", "qty_ordered": 5}},
                            {"LIN": {"VP": "LID-DOME-16", "desc": "Dome lid 12-20 oz, 1000/cs"},
                             "SN1": {"qty_shipped": 5, "uom": "CA", "qty_ordered": 5}}]},
    }),
    rec("edi810#PG-INV-89102", "tool:get_invoice", {
        "BIG": {"invoice_date": "20260310", "invoice_number": "PG-INV-89102", "po_number": "BL-0963"},
        "N1": [{"entity": "BT", "name": "Bluebell Cafe", "id": "BLC-0310"}],
        "IT1": [{"line": "1", "qty_invoiced": 5, "uom": "CA", "unit_price": "64.20", "VP": "CUP-HOT-16"},
                {"line": "2", "qty_invoiced": 5, "uom": "CA", "unit_price": "38.80", "VP": "LID-DOME-16"}],
        "ITD": {"terms_type": "01", "net_days": "30", "net_due_date": "20260409"},
        "TDS": {"total_amount": "51500"},
    }),
    rec("get_claim#CLM-30177", "tool:get_claim", {
        "claim_id": "CLM-30177", "type": "SHORT_SHIP", "invoice_number": "PG-INV-89102", "invoice_line": "1",
        "qty_short": 1, "uom": "CA", "status": "PENDING_REVIEW",
        "opened_at": epoch("2026-03-11T14:00:00-07:00"), "requested_credit_minor": 6420, "currency": "USD",
    }),
    pol("short-ship-claims", "Short-shipment claims opened within 48 hours of delivery are reviewed within 3 "
        "business days. Approved credits are issued as a credit memo and applied to your next invoice; they are "
        "not refunded to a card. If you prefer, we reship the missing cases at no charge instead of crediting "
        "them once the review approves the claim.", "2025-10"),
]
now = set_now("2026-03-11T15:05:00-07:00")

add(make(D, sc, q,
    "Confirmed — our ship notice shows 4 cases of 16 oz hot cups shipped against PO BL-0963, while PG-INV-89102 "
    "billed 5. Claim CLM-30177 for the one missing case ($64.20) is open and pending review. Reviews take up to "
    "3 business days, and an approved credit goes on your next invoice.",
    ev, [S("our ship notice shows 4 cases of 16 oz hot cups shipped"), S("PG-INV-89102 billed 5"),
         S("Claim CLM-30177 for the one missing case ($64.20)"), S("is open and pending review"),
         S("Reviews take up to 3 business days"), S("an approved credit goes on your next invoice")],
    includes=["CLM-30177", "$64.20"],
    notes="856 SN1 4 of 5 CA; 810 IT1 line 1 bills 5 CA; claim status PENDING_REVIEW, requested_credit_minor "
          "6420; timing and credit memo rule in short-ship-claims."))

add(make(D, sc, q,
    "CLM-30177 is under review; if approved, $64.20 will be credited on your next invoice rather than refunded "
    "to your card.",
    ev, [S("CLM-30177 is under review"), S("$64.20 will be credited on your next invoice"),
         S("rather than refunded to your card")],
    includes=["$64.20"], notes="Claim PENDING_REVIEW, 6420 minor units; policy says credits are not refunded to a card."))

add(make(D, sc, q,
    "Thanks for flagging this quickly. Your invoice total of $515.00 includes 5 cases of cups at $64.20; with "
    "the one-case credit it would come to $450.80.",
    ev, [NA("Thanks for flagging this quickly."), S("invoice total of $515.00"),
         S("5 cases of cups at $64.20"), S("it would come to $450.80")],
    includes=["$450.80"], notes="TDS 51500; 515.00 - 64.20 = 450.80."))

add(make(D, sc, q,
    "Claim CLM-30177 has been approved, and a credit of $6,420.00 will show on your next invoice.",
    ev, [C("Claim CLM-30177 has been approved", "RECORD_STATE_MISMATCH"),
         C("a credit of $6,420.00", "AMOUNT_MISMATCH")],
    errors=["wrong_state", "unit_conversion"], excludes=["has been approved", "$6,420.00"],
    tag="cents-as-dollars",
    notes="Claim status is PENDING_REVIEW; requested_credit_minor 6420 is $64.20, not $6,420.00."))

add(make(D, sc, q,
    "Our ship notice shows 4 cases of 16 oz hot cups went out instead of 5, so claim CLM-30177 covers one case "
    "at $38.80. I've also scheduled the missing case to reship tomorrow at no charge.",
    ev, [S("4 cases of 16 oz hot cups went out instead of 5"), C("covers one case at $38.80", "AMOUNT_MISMATCH"),
         I("scheduled the missing case to reship tomorrow", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
    errors=["wrong_amount", "unrecorded_extra"],
    excludes=["one case at $38.80", "reship tomorrow"], tag="lid-price", now=now,
    notes="$38.80 is the lid line's unit price; the claim asks 6420 ($64.20). No record shows a reship, and the "
          "policy only reships after approval."))

add(make(D, sc, q,
    "Claim CLM-30177 for the missing case of hot cups is pending review. Once approved, the $64.20 credit will be "
    "refunded to the card on file.",
    ev, [S("Claim CLM-30177 for the missing case of hot cups is pending review"),
         C("refunded to the card on file", "NLI_CONTRADICTION")],
    errors=["wrong_policy_condition"], excludes=["refunded to the card on file"],
    includes=["next invoice|credit memo", "$64.20|64.20"], repair=True,
    notes="short-ship-claims: credits go on the next invoice as a credit memo, not back to a card."))
