"""Commercial printing: Meridian Press Graphics (Chicago; Central time)."""
from common import S, NA, C, I, CI, rec, pol, kb, refused, make, epoch, scen, set_now

D = "commercial printing"
CASES = []
add = CASES.append

# ---------------------------------------------------------------- PR1 catalog overs
sc = scen("catalog-overs")
q = "Why is the catalog invoice higher than our PO? And when do the catalogs land?"
ev = [
    rec("edi856#MPG-SH-18820", "tool:get_ship_notice", {
        "BSN": {"purpose_code": "00", "shipment_id": "MPG-SH-18820", "date": "20260220", "time": "1600"},
        "DTM": [{"qualifier": "011", "date": "20260220", "time": "1600", "time_code": "CT"},
                {"qualifier": "017", "date": "20260223", "time_code": "CT"}],
        "TD1": {"packaging_code": "SKD90", "lading_quantity": 6, "weight_qualifier": "G", "weight": "5940",
                "uom": "LB"},
        "TD5": {"scac": "LKVF", "carrier_name": "Lakeview Freight"},
        "REF": [{"qualifier": "CN", "value": "LVF-2290314"}, {"qualifier": "JB", "value": "MPG-J-29904"}],
        "N1": [{"entity": "SF", "name": "Meridian Press Graphics - Goose Island plant", "city": "Chicago",
                "state": "IL"},
               {"entity": "ST", "name": "Fairhaven Outdoor Co. DC", "city": "Kenosha", "state": "WI"}],
        "order": {"PRF": {"po_number": "FO-2026-044"},
                  "items": [{"LIN": {"VP": "CAT-48P-SPR26", "desc": "Spring catalog, 48 pp, 8.375x10.875"},
                             "SN1": {"qty_shipped": 12360, "uom": "EA", "qty_ordered": 12000}}]},
    }),
    rec("edi810#MPG-44190", "tool:get_invoice", {
        "BIG": {"invoice_date": "20260220", "invoice_number": "MPG-44190", "po_number": "FO-2026-044"},
        "IT1": [{"line": "1", "qty_invoiced": 12000, "uom": "EA", "unit_price": "1.184", "VP": "CAT-48P-SPR26"},
                {"line": "2", "qty_invoiced": 360, "uom": "EA", "unit_price": "0.31", "VP": "CAT-48P-SPR26",
                 "desc": "OVERS_RUN_ON_RATE"}],
        "ITD": {"terms_type": "01", "net_days": "30", "net_due_date": "20260322"},
        "TDS": {"total_amount": "1431960"},
    }),
    rec("edi856#MPG-SH-18791", "tool:get_ship_notice", {
        "BSN": {"purpose_code": "00", "shipment_id": "MPG-SH-18791", "date": "20260219"},
        "DTM": [{"qualifier": "011", "date": "20260219", "time_code": "CT"}],
        "order": {"PRF": {"po_number": "FO-2026-051"},
                  "items": [{"LIN": {"VP": "PC-6X9-SPR26", "desc": "Postcard 6x9"},
                             "SN1": {"qty_shipped": 25000, "uom": "EA"}}]},
        "POD": {"status": "DELIVERED", "date": "20260220"},
    }),
    pol("overs-unders", "Printing quantities may run up to 5% over or under the ordered quantity, which is standard "
        "practice in the trade. Overs are billed at the run-on rate stated on your quote, and unders are credited "
        "at the same rate. The run-on rate for this catalog is $0.31 per copy.", "2026-01"),
]
now = set_now("2026-02-23T08:30:00-06:00")

add(make(D, sc, q,
    "The catalogs (PO FO-2026-044) ran 360 over: 12,360 shipped against the 12,000 ordered. Overs are billed at the "
    "$0.31 run-on rate, which adds $111.60, so invoice MPG-44190 is $14,319.60 rather than $14,208.00. The 6 skids "
    "are due today with Lakeview Freight.",
    ev, [S("ran 360 over"), S("12,360 shipped against the 12,000 ordered"), S("billed at the $0.31 run-on rate"),
         S("which adds $111.60"), S("invoice MPG-44190 is $14,319.60"), S("rather than $14,208.00"),
         S("The 6 skids are due today with Lakeview Freight")],
    includes=["$14,319.60", "$111.60"], now=now,
    notes="SN1 12360 vs 12000; IT1 line 2 360 at 0.31; TDS 1431960; DTM 017 20260223 (today)."))

add(make(D, sc, q,
    "Overs of up to 5% are standard in printing; yours came in at 3%, and they're billed at the run-on rate, not the "
    "full per-copy price.",
    ev, [S("Overs of up to 5% are standard in printing"), S("yours came in at 3%"),
         S("billed at the run-on rate, not the full per-copy price")],
    includes=["3%"], notes="360 / 12,000 = 3%; overs-unders gives the 5% range and the run-on billing."))

add(make(D, sc, q,
    "Hello Fairhaven team,\n\nYour catalog shipment left our Chicago plant on February 20 at 4:00 PM and is "
    "scheduled for delivery Monday, February 23, on PRO LVF-2290314 (6 skids, 5,940 lb).\n\nKind regards,\nPriya "
    "Raman\nMeridian Press Graphics",
    ev, [NA("Hello Fairhaven team"), S("left our Chicago plant on February 20 at 4:00 PM"),
         S("scheduled for delivery Monday, February 23"), S("PRO LVF-2290314"), S("6 skids, 5,940 lb"),
         NA("Kind regards")],
    includes=["February 23", "LVF-2290314"],
    notes="DTM 011 20260220 1600 CT from the Chicago plant; DTM 017 20260223; REF CN; TD1 6 skids 5940 LB."))

add(make(D, sc, q,
    "Your catalogs ran 3% over. Overs are billed at $0.31 each, so the extra 360 catalogs add $116.10. They were "
    "delivered Friday, February 20.",
    ev, [S("Your catalogs ran 3% over"), S("Overs are billed at $0.31 each"),
         C("the extra 360 catalogs add $116.10", "AMOUNT_MISMATCH"),
         C("They were delivered Friday, February 20", "RECORD_STATE_MISMATCH", "DATE_MISMATCH")],
    errors=["wrong_arithmetic", "other_record_value"], excludes=["$116.10", "delivered Friday, February 20"],
    tag="overs-math",
    notes="360 x 0.31 = 111.60; the 2/20 delivery is the postcard job FO-2026-051; the catalogs shipped 2/20 and are "
          "due 2/23."))

add(make(D, sc, q,
    "We shipped 12,630 catalogs on PO FO-2026-044, and the overs are billed at the full $1.184 per-copy price. They "
    "arrive today on PRO LVF-2290314.",
    ev, [C("We shipped 12,630 catalogs", "VALUE_MISMATCH"),
         C("the overs are billed at the full $1.184 per-copy price", "NLI_CONTRADICTION", "AMOUNT_MISMATCH"),
         S("They arrive today on PRO LVF-2290314")],
    errors=["wrong_quantity", "wrong_policy_condition"], excludes=["12,630", "billed at the full $1.184"],
    tag="overs-full-price", now=now,
    notes="SN1 qty_shipped 12360; overs are billed at the $0.31 run-on rate (IT1 line 2, overs-unders)."))

add(make(D, sc, q,
    "Your catalogs are due today on PRO LVF-2290314. The 360 overs were billed at the $0.31 run-on rate, adding "
    "$111.60, for an invoice total of $14,208.00.",
    ev, [S("due today on PRO LVF-2290314"), S("adding $111.60"),
         C("invoice total of $14,208.00", "AMOUNT_MISMATCH")],
    errors=["wrong_arithmetic"], excludes=["invoice total of $14,208.00"],
    includes=["$14,319.60|14,319.60", "$111.60|111.60"], repair=True, now=now,
    notes="TDS total 1431960: $14,208.00 is the base line only, before the $111.60 overs."))

# ---------------------------------------------------------------- PR2 proof pending, rush
sc = scen("proof-pending-rush")
q = "Can you get our appointment cards and letterhead printed by Friday? Just run it."
ev = [
    rec("edi855#LDG-7781", "tool:get_po_ack", {
        "BAK": {"purpose_code": "00", "ack_type": "AC", "po_number": "LDG-7781", "ack_date": "20260420"},
        "REF": [{"qualifier": "JB", "value": "MPG-J-30177"}],
        "N1": [{"entity": "BY", "name": "Lindgren Dental Group", "id": "LDG-0310"}],
        "PO1": [{"line": "1", "qty": 5000, "uom": "EA", "unit_price": "0.048", "VP": "APC-2X35-14PT",
                 "desc": "Appointment card 2x3.5, 14pt, 2-sided",
                 "ACK": {"status": "IH", "hold_reason": "PROOF_PENDING"}},
                {"line": "2", "qty": 2500, "uom": "EA", "unit_price": "0.112", "VP": "LTH-85X11-70T",
                 "desc": "Letterhead 8.5x11, 70# text",
                 "ACK": {"status": "IH", "hold_reason": "PROOF_PENDING"}}],
    }),
    rec("proof#PF-7781-1", "tool:get_proof", {
        "proof_id": "PF-7781-1", "job": "MPG-J-30177", "status": "SENT_AWAITING_APPROVAL",
        "sent_at": epoch("2026-04-20T15:30:00-05:00"), "tz": "America/Chicago",
    }),
    refused("release_to_press#MPG-J-30177", "release_to_press", "DENY",
            {"job": "MPG-J-30177", "reason": "PROOF_NOT_APPROVED"}),
    pol("turnaround", "Jobs go to press only after the customer approves the proof in writing. Standard turnaround "
        "is 5 business days from proof approval. Rush turnaround of 2 business days is available for a 35% "
        "surcharge on the print total. Color shifts within G7 tolerance are not grounds for a reprint.", "2025-09"),
]
now = set_now("2026-04-21T10:00:00-05:00")

add(make(D, sc, q,
    "Your job for PO LDG-7781 is on hold until the proof we sent yesterday (PF-7781-1) is approved in writing, so I "
    "couldn't release it to press. Standard turnaround is 5 business days from approval; if you approve today and "
    "choose rush, it's 2 business days, which would finish Thursday. Rush adds 35%, or $182.00 on this $520.00 order.",
    ev, [S("is on hold until the proof we sent yesterday (PF-7781-1) is approved in writing"),
         S("I couldn't release it to press"), S("Standard turnaround is 5 business days from approval"),
         S("it's 2 business days, which would finish Thursday"), S("Rush adds 35%"),
         S("$182.00 on this $520.00 order")],
    includes=["$182.00", "Thursday"], now=now,
    notes="ACK status IH PROOF_PENDING; proof sent 4/20, SENT_AWAITING_APPROVAL; release_to_press DENY; "
          "240.00 + 280.00 = 520.00, 35% = 182.00; Tue + 2 business days = Thu."))

add(make(D, sc, q,
    "Approve proof PF-7781-1 today and choose rush (+35%, $182.00), and it'll be ready by Thursday, 4/23.",
    ev, [S("Approve proof PF-7781-1 today and choose rush (+35%, $182.00)"), S("ready by Thursday, 4/23")],
    includes=["4/23"], now=now, notes="Rush is 2 business days after approval (turnaround); 35% of 520.00."))

add(make(D, sc, q,
    "Order LDG-7781:\n- 5,000 appointment cards @ $0.048 = $240.00\n- 2,500 letterheads @ $0.112 = $280.00\n- "
    "Status: on hold, proof pending\n- With rush: $702.00",
    ev, [S("5,000 appointment cards @ $0.048 = $240.00"), S("2,500 letterheads @ $0.112 = $280.00"),
         S("Status: on hold, proof pending"), S("With rush: $702.00")],
    includes=["$702.00"], notes="PO1 lines; ACK IH PROOF_PENDING; 520.00 x 1.35 = 702.00."))

add(make(D, sc, q,
    "The proof has been approved, so I've sent your cards and letterhead to press; they'll be ready Friday.",
    ev, [C("The proof has been approved", "RECORD_STATE_MISMATCH"),
         C("I've sent your cards and letterhead to press", "NOT_EXECUTED"),
         I("they'll be ready Friday", "CLAIM_WITHOUT_TOOL_EVIDENCE", "NOT_EXECUTED")],
    errors=["wrong_state", "refused_call_effect", "invented_promise"],
    excludes=["proof has been approved", "sent your cards and letterhead to press", "ready Friday"],
    tag="ran-anyway", now=now,
    notes="Proof status SENT_AWAITING_APPROVAL; release_to_press DENIED; no record sets a Friday completion."))

add(make(D, sc, q,
    "The job is on hold pending proof approval. Rush turnaround is 2 business days for a 25% surcharge, which is "
    "$130.00 on your order.",
    ev, [S("The job is on hold pending proof approval"), S("Rush turnaround is 2 business days"),
         C("for a 25% surcharge", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
         C("$130.00 on your order", "AMOUNT_MISMATCH")],
    errors=["wrong_value", "wrong_amount"], excludes=["25% surcharge", "$130.00"], tag="rush-rate",
    notes="turnaround policy: rush surcharge 35% ($182.00 on 520.00)."))

add(make(D, sc, q,
    "Your job is on hold until proof PF-7781-1 is approved; rush turnaround is 3 business days for a 35% surcharge "
    "($182.00).",
    ev, [S("on hold until proof PF-7781-1 is approved"),
         C("rush turnaround is 3 business days", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
         S("35% surcharge ($182.00)")],
    errors=["wrong_period"], excludes=["3 business days"], includes=["2 business days|two business days",
                                                                     "$182.00|182.00"],
    repair=True, notes="turnaround: rush is 2 business days."))

# ---------------------------------------------------------------- PR3 deposit and balance
sc = scen("deposit-balance")
q = "What's the remaining balance on invoice MPG-45007 after our deposit, and when is it due?"
ev = [
    rec("edi810#MPG-45007", "tool:get_invoice", {
        "BIG": {"invoice_date": "20260316", "invoice_number": "MPG-45007", "po_number": "CTC-S26"},
        "N1": [{"entity": "BT", "name": "Corliss Theater Company", "id": "CTC-0077"}],
        "IT1": [{"line": "1", "qty_invoiced": 3000, "uom": "EA", "unit_price": "1.465", "VP": "PRG-32P-SS",
                 "desc": "Season program, 32 pp saddle-stitched"},
                {"line": "2", "qty_invoiced": 400, "uom": "EA", "unit_price": "2.10", "VP": "PST-1824-100G",
                 "desc": "Poster 18x24, 100# gloss"}],
        "SAC": [{"indicator": "C", "code": "D240", "desc": "LOCAL_DELIVERY", "amount": "7500"}],
        "ITD": {"terms_type": "01", "net_days": "15", "net_due_date": "20260331"},
        "TDS": {"total_amount": "531000"},
    }),
    rec("payments#CTC-0077", "tool:list_payments", {
        "account_id": "CTC-0077",
        "payments": [{"payment_id": "PMT-88120", "type": "DEPOSIT", "applied_to": "MPG-45007",
                      "amount_minor": 261750, "received": "20260302", "method": "ACH"}],
    }),
    rec("estimate#EST-2210", "tool:get_estimate", {
        "estimate_id": "EST-2210", "status": "SUPERSEDED", "total_minor": 498000, "issued": "20260210",
    }),
    pol("payment-terms", "Deposits of 50% of the print total are due before production. The balance, including "
        "delivery, is due within 15 days of the invoice date. Balances unpaid after the due date accrue a 1.5% "
        "finance charge each month. Card payments over $2,500 carry a 3% processing fee.", "2025-12"),
]

add(make(D, sc, q,
    "Invoice MPG-45007 totals $5,310.00: $4,395.00 for the programs, $840.00 for the posters and $75.00 delivery. "
    "Your $2,617.50 deposit (ACH, received March 2) has been applied, leaving $2,692.50 due by March 31.",
    ev, [S("Invoice MPG-45007 totals $5,310.00"), S("$4,395.00 for the programs"), S("$840.00 for the posters"),
         S("$75.00 delivery"), S("Your $2,617.50 deposit (ACH, received March 2) has been applied"),
         S("leaving $2,692.50 due by March 31")],
    includes=["$2,692.50", "March 31"],
    notes="IT1 lines, SAC D240 7500, TDS 531000; deposit PMT-88120 261750 applied to MPG-45007; net due 20260331."))

add(make(D, sc, q,
    "Balance on MPG-45007: $2,692.50, due 3/31. Paying by card adds a 3% processing fee, because the balance is over "
    "$2,500.",
    ev, [S("Balance on MPG-45007: $2,692.50, due 3/31"), S("Paying by card adds a 3% processing fee"),
         S("because the balance is over $2,500")],
    includes=["$2,692.50"], notes="5,310.00 - 2,617.50 = 2,692.50; card fee rule in payment-terms."))

add(make(D, sc, q,
    "After your deposit of two thousand six hundred seventeen dollars and fifty cents, the balance is $2,692.50, "
    "payable within 15 days of the March 16 invoice date.",
    ev, [S("deposit of two thousand six hundred seventeen dollars and fifty cents"), S("the balance is $2,692.50"),
         S("payable within 15 days of the March 16 invoice date")],
    includes=["$2,692.50", "March 16"], notes="Deposit 261750 minor; ITD net 15; BIG invoice_date 20260316."))

add(make(D, sc, q,
    "Your invoice MPG-45007 is $5,310.00. After the $2,617.50 deposit, the remaining half is $2,617.50, due 3/31.",
    ev, [S("Your invoice MPG-45007 is $5,310.00"), S("After the $2,617.50 deposit"),
         C("the remaining half is $2,617.50", "AMOUNT_MISMATCH"), S("due 3/31")],
    errors=["wrong_arithmetic"], excludes=["remaining half is $2,617.50"], tag="balance-skips-delivery",
    notes="Balance = 5,310.00 - 2,617.50 = 2,692.50; the draft drops the $75.00 delivery from the balance."))

add(make(D, sc, q,
    "The balance of $2,692.50 is due April 15. If it's paid late, a one-time 1.5% finance charge is added.",
    ev, [S("The balance of $2,692.50"), C("is due April 15", "DATE_MISMATCH"),
         C("a one-time 1.5% finance charge is added", "NLI_CONTRADICTION")],
    errors=["wrong_date", "wrong_policy_condition"], excludes=["April 15", "one-time 1.5%"], tag="due-date",
    notes="ITD net_due_date 20260331; payment-terms charges 1.5% each month, not once."))

add(make(D, sc, q,
    "Your $2,617.50 deposit has been applied to MPG-45007, leaving $2,692.50, due within 30 days of the invoice date.",
    ev, [S("Your $2,617.50 deposit has been applied to MPG-45007"), S("leaving $2,692.50"),
         C("due within 30 days of the invoice date", "NLI_CONTRADICTION", "VALUE_MISMATCH", "DATE_MISMATCH")],
    errors=["wrong_period"], excludes=["within 30 days"], includes=["March 31|3/31|15 days", "$2,692.50|2,692.50"],
    repair=True, notes="ITD net 15, due 20260331; payment-terms says 15 days."))

# ---------------------------------------------------------------- PR4 direct mail drop
sc = scen("mail-drop-postage")
q = "Did our postcards mail? How much postage was used, and when will people get them?"
ev = [
    rec("edi856#MPG-MD-5521", "tool:get_ship_notice", {
        "BSN": {"purpose_code": "00", "shipment_id": "MPG-MD-5521", "date": "20260408", "time": "1330"},
        "DTM": [{"qualifier": "011", "date": "20260408", "time": "1330", "time_code": "CT"}],
        "TD5": {"transport_method": "MAIL", "carrier_name": "USPS", "entry_facility": "Chicago NDC"},
        "order": {"PRF": {"po_number": "PLR-2203"},
                  "items": [{"LIN": {"VP": "PC-6X11-MKT", "desc": "Postcard 6x11, Marketing Mail"},
                             "SN1": {"qty_shipped": 18450, "uom": "EA"}}]},
        "mail_prep": {"list_submitted": 19000, "removed_ncoa_undeliverable": 550, "mailed_pieces": 18450,
                      "postage_class": "USPS_MARKETING_MAIL"},
    }),
    rec("postage_escrow#PLR-0088", "tool:get_postage_escrow", {
        "account_id": "PLR-0088", "deposited_minor": 620000, "used_minor": 584865,
        "rate_per_piece_minor": "31.7", "job": "MPG-J-30122", "status": "RECONCILED",
    }),
    rec("edi855#PLR-2203", "tool:get_po_ack", {
        "BAK": {"purpose_code": "00", "ack_type": "AT", "po_number": "PLR-2203", "ack_date": "20260325"},
        "PO1": [{"line": "1", "qty": 19000, "uom": "EA", "unit_price": "0.086", "VP": "PC-6X11-MKT"}],
    }),
    pol("mailing-services", "Postage must be prepaid into escrow before the mail drop. Unused postage is credited to "
        "your account within 10 business days of the drop, or refunded by check on request. Marketing Mail is "
        "usually delivered 3 to 10 days after the drop; USPS does not guarantee delivery dates for this class.",
        "2025-08"),
]
now = set_now("2026-04-09T09:45:00-05:00")

add(make(D, sc, q,
    "Yes — the postcards for PO PLR-2203 were dropped yesterday, April 8, at the Chicago NDC: 18,450 pieces after the "
    "address cleanup removed 550. Postage came to $5,848.65 out of the $6,200.00 you prepaid, so $351.35 will be "
    "credited to your account within 10 business days. Marketing Mail usually arrives 3 to 10 days after the drop.",
    ev, [S("were dropped yesterday, April 8, at the Chicago NDC"), S("18,450 pieces"),
         S("the address cleanup removed 550"), S("Postage came to $5,848.65"), S("the $6,200.00 you prepaid"),
         S("$351.35 will be credited to your account within 10 business days"),
         S("Marketing Mail usually arrives 3 to 10 days after the drop")],
    includes=["18,450", "$351.35"], now=now,
    notes="856 DTM 011 20260408, mail_prep 18450 mailed / 550 removed; escrow deposited 620000, used 584865; "
          "credit timing and delivery window in mailing-services."))

add(make(D, sc, q,
    "18,450 mailed on 4/8; at 31.7¢ each, postage was $5,848.65.",
    ev, [S("18,450 mailed on 4/8"), S("at 31.7¢ each"), S("postage was $5,848.65")],
    includes=["$5,848.65"], notes="rate_per_piece_minor 31.7 cents; used_minor 584865."))

add(make(D, sc, q,
    "Dropped 4/8. Expect in-home delivery between April 11 and April 18, though USPS doesn't guarantee dates for "
    "Marketing Mail.",
    ev, [S("Dropped 4/8"), S("between April 11 and April 18"), S("USPS doesn't guarantee dates for Marketing Mail")],
    includes=["April 11", "April 18"], notes="3-10 days after 4/8 is 4/11-4/18 per mailing-services."))

add(make(D, sc, q,
    "We mailed 19,000 postcards yesterday at the Chicago NDC. Your leftover postage of $351.35 will be refunded by "
    "check.",
    ev, [C("We mailed 19,000 postcards yesterday", "VALUE_MISMATCH"), S("leftover postage of $351.35"),
         C("will be refunded by check", "NLI_CONTRADICTION")],
    errors=["stale_value", "wrong_policy_condition"], excludes=["19,000 postcards", "refunded by check"],
    tag="list-count", now=now,
    notes="19,000 is the submitted list and the 855 quantity; 18,450 were mailed. Unused postage is credited to the "
          "account unless a check is requested."))

add(make(D, sc, q,
    "Your mailing went out 4/8. You'll receive a postage credit of $5,848.65, and the cards should all be delivered "
    "within 3 days.",
    ev, [S("Your mailing went out 4/8"), C("postage credit of $5,848.65", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
         C("delivered within 3 days", "NLI_CONTRADICTION")],
    errors=["wrong_role", "wrong_period"], excludes=["credit of $5,848.65", "within 3 days"], tag="credit-vs-used",
    notes="$5,848.65 is postage used (used_minor); the credit is 620000 - 584865 = $351.35. Delivery is 3-10 days."))

add(make(D, sc, q,
    "Your 18,450 postcards were dropped on April 8; postage was $5,848.65, and the unused $315.35 will be credited "
    "within 10 business days.",
    ev, [S("Your 18,450 postcards were dropped on April 8"), S("postage was $5,848.65"),
         C("the unused $315.35", "AMOUNT_MISMATCH")],
    errors=["wrong_arithmetic"], excludes=["$315.35"], includes=["$351.35|351.35", "$5,848.65|5,848.65"],
    repair=True, notes="6,200.00 - 5,848.65 = 351.35."))
