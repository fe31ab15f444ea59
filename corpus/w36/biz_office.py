"""Office supplies: Lakeshore Office Source (Bolingbrook, IL; Central time)."""
from common import S, NA, C, I, CI, rec, pol, kb, refused, make, epoch, scen, set_now

D = "office supplies"
CASES = []
add = CASES.append

# ---------------------------------------------------------------- O1 toner ASN with UT times
sc = scen("toner-split-ship")
q = "Our toner from PO HV-PO-77310 hasn't arrived. The paper came Monday. Has the toner shipped?"
ev = [
    rec("edi856#LOS-5518820", "tool:get_ship_notice", {
        "BSN": {"purpose_code": "00", "shipment_id": "LOS-5518820", "date": "20260410", "time": "1915"},
        "DTM": [{"qualifier": "011", "date": "20260410", "time": "1915", "time_code": "UT"}],
        "TD5": {"scac": "PRPL", "carrier_name": "Prairie Parcel", "transport_method": "U"},
        "order": {"PRF": {"po_number": "HV-PO-77310"},
                  "items": [{"LIN": {"VP": "PPR-8511-20", "desc": "Copy paper 8.5x11 20 lb, 10 rm/cs"},
                             "SN1": {"qty_shipped": 12, "uom": "CA"}}]},
        "POD": {"status": "DELIVERED", "date": "20260413", "time": "1042", "time_code": "CT",
                "signed_by": "R. ALVAREZ"},
    }),
    rec("edi856#LOS-5519034", "tool:get_ship_notice", {
        "BSN": {"purpose_code": "00", "shipment_id": "LOS-5519034", "date": "20260414", "time": "2130"},
        "DTM": [{"qualifier": "011", "date": "20260414", "time": "2130", "time_code": "UT"},
                {"qualifier": "017", "date": "20260416"}],
        "TD1": {"packaging_code": "CTN25", "lading_quantity": 2, "weight": "19", "uom": "LB"},
        "TD5": {"scac": "PRPL", "carrier_name": "Prairie Parcel", "transport_method": "U"},
        "MAN": [{"qualifier": "GM", "sscc": "00106141412345678905"},
                {"qualifier": "GM", "sscc": "00106141412345678912"}],
        "order": {"PRF": {"po_number": "HV-PO-77310"},
                  "items": [{"LIN": {"VP": "TNR-TK4410-K", "desc": "Toner cartridge TK-4410 black"},
                             "SN1": {"qty_shipped": 6, "uom": "EA"}}]},
        "POD": None,
        "tracking_status": "IN_TRANSIT",
    }),
    pol("shipping-policy", "Orders placed by 3:00 PM Central ship the same business day from our Bolingbrook "
        "warehouse. Ground deliveries in the Chicago metro arrive in 1-2 business days. Toner and ink ship in "
        "separate cartons and may arrive on a different day from paper. Deliveries require a signature at the "
        "reception desk.", "2026-02"),
]
now = set_now("2026-04-15T08:50:00-05:00")

add(make(D, sc, q,
    "Good morning — the toner (6 TK-4410 black cartridges) shipped yesterday at 4:30 PM Central on shipment "
    "LOS-5519034 and is due Thursday, 4/16. The paper on the same PO was delivered separately on 4/13.",
    ev, [S("6 TK-4410 black cartridges"), S("shipped yesterday at 4:30 PM Central"), S("on shipment LOS-5519034"),
         S("is due Thursday, 4/16"), S("delivered separately on 4/13")],
    includes=["4:30 PM", "4/16"], now=now,
    notes="DTM 011 20260414 2130 UT is 4:30 PM CDT on 4/14; DTM 017 20260416; the paper shipment's POD is "
          "DELIVERED 20260413."))

add(make(D, sc, q,
    "Dear Ms. Okafor,\n\nThe six toner cartridges on PO HV-PO-77310 left our warehouse on April 14 with Prairie "
    "Parcel and are expected on April 16. Toner ships in its own cartons, which is why it is arriving after the "
    "paper. Please have reception sign for it.\n\nRegards,\nMarcus Lindqvist\nLakeshore Office Source",
    ev, [S("six toner cartridges on PO HV-PO-77310"), S("left our warehouse on April 14 with Prairie Parcel"),
         S("are expected on April 16"), S("Toner ships in its own cartons"), S("have reception sign for it"),
         NA("Regards,")],
    includes=["April 16"],
    notes="Shipment LOS-5519034: 6 EA toner, DTM 011 4/14, DTM 017 4/16; separate cartons and signature rules "
          "in shipping-policy."))

add(make(D, sc, q,
    "Toner shipped 4/14 (21:30 UTC), ETA 4/16 via Prairie Parcel.",
    ev, [S("Toner shipped 4/14 (21:30 UTC)"), S("ETA 4/16 via Prairie Parcel")],
    includes=["4/16"], notes="DTM 011 time 2130 with time code UT; DTM 017 20260416; TD5 Prairie Parcel."))

add(make(D, sc, q,
    "Your toner is on its way: it shipped at 9:30 PM Central on 4/14 and should arrive 4/16.",
    ev, [S("Your toner is on its way"), C("shipped at 9:30 PM Central on 4/14", "VALUE_MISMATCH", "DATE_MISMATCH"),
         S("should arrive 4/16")],
    errors=["unit_conversion"], excludes=["9:30 PM Central"], tag="utc-as-local",
    notes="2130 is UT (time code UT); in Central (CDT) that is 4:30 PM."))

add(make(D, sc, q,
    "Our records show the toner was delivered 4/13 and signed for by R. Alvarez at reception. Toner and paper "
    "ship in separate cartons, so it may have been set aside.",
    ev, [C("the toner was delivered 4/13", "RECORD_STATE_MISMATCH", "DATE_MISMATCH"),
         C("signed for by R. Alvarez", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH"),
         S("Toner and paper ship in separate cartons")],
    errors=["other_record_value", "other_record_value"],
    excludes=["toner was delivered 4/13", "signed for by R. Alvarez"], tag="paper-pod",
    notes="The 4/13 delivery and R. ALVAREZ signature belong to the paper shipment LOS-5518820; the toner "
          "shipment LOS-5519034 is IN_TRANSIT with no POD."))

add(make(D, sc, q,
    "Your toner on PO HV-PO-77310 shipped 4/14 with Prairie Parcel and arrives 4/17.",
    ev, [S("shipped 4/14 with Prairie Parcel"), C("arrives 4/17", "DATE_MISMATCH")],
    errors=["wrong_date"], excludes=["arrives 4/17"], includes=["4/16|April 16|Thursday", "4/14|April 14"],
    repair=True, notes="DTM 017 estimated delivery is 20260416."))

# ---------------------------------------------------------------- O2 school order with substitution
sc = scen("school-substitution")
q = "Can you confirm our order MR-26-0915 for the fall restock? Is everything in stock?"
ev = [
    rec("edi855#MR-26-0915", "tool:get_po_ack", {
        "BAK": {"purpose_code": "00", "ack_type": "AC", "po_number": "MR-26-0915", "po_date": "20260408",
                "ack_date": "20260409"},
        "REF": [{"qualifier": "CT", "value": "MRSD-COOP-2026", "contract_type": "K12_DISTRICT"}],
        "N1": [{"entity": "BY", "name": "Maple Ridge School District 41", "id": "MRSD41"},
               {"entity": "ST", "name": "MRSD Central Warehouse", "city": "Joliet", "state": "IL"}],
        "PO1": [
            {"line": "1", "qty": 240, "uom": "EA", "unit_price": "1.35", "VP": "NBK-CMP-WR",
             "desc": "Composition notebook, wide-ruled",
             "ACK": {"status": "IA", "qty": 240, "uom": "EA", "date_qualifier": "068", "date": "20260413"}},
            {"line": "2", "qty": 60, "uom": "ST", "unit_price": "5.80", "VP": "DEM-4ST-F",
             "desc": "Dry-erase marker set, fine tip, 4 colors",
             "ACK": {"status": "IS", "qty": 60, "uom": "ST", "date_qualifier": "068", "date": "20260413",
                     "substitute": {"VP": "DEM-4CH-B", "desc": "Dry-erase marker, chisel tip, 4/pk",
                                    "unit_price": "5.80"}}},
            {"line": "3", "qty": 40, "uom": "CA", "unit_price": "44.50", "VP": "PPR-3HP-20",
             "desc": "Copy paper 3-hole punched, 10 rm/cs",
             "ACK": {"status": "IB", "qty": 40, "uom": "CA", "date_qualifier": "068", "date": "20260427"}}],
        "CTT": {"line_count": 3},
    }),
    pol("substitution-and-freight", "Substitutions are made only with items of equal or better specification at "
        "the same or lower price. You may refuse a substitute at delivery and the carrier will take it back at no "
        "charge. Regular shipments are freight-free on orders of $2,500.00 or more; smaller orders pay standard "
        "freight. Backordered items on school-district contracts ship freight-free regardless of order size.",
        "2025-08"),
]
now = set_now("2026-04-10T11:00:00-05:00")

add(make(D, sc, q,
    "PO MR-26-0915 is acknowledged. The 240 composition notebooks ship Monday, April 13. For the fine-tip marker "
    "sets, we've substituted a chisel-tip 4-pack at the same $5.80 price; those also ship 4/13. The 40 "
    "cases of 3-hole paper are backordered until about 4/27 and will ship freight-free under your district "
    "contract.",
    ev, [S("PO MR-26-0915 is acknowledged"), S("The 240 composition notebooks ship Monday, April 13"),
         S("substituted a chisel-tip 4-pack at the same $5.80 price"), S("those also ship 4/13"),
         S("40 cases of 3-hole paper are backordered until about 4/27"),
         S("will ship freight-free under your district contract")],
    includes=["4/27", "$5.80"],
    notes="855 line ACKs: IA 20260413, IS with substitute at 5.80, IB 20260427; REF CT is a K12_DISTRICT "
          "contract and the policy makes its backorders freight-free."))

add(make(D, sc, q,
    "Here's where MR-26-0915 stands:\n• Notebooks (240): in stock, ship 4/13\n• Markers (60 sets): substituted "
    "with chisel-tip 4-packs, ship 4/13\n• 3-hole paper (40 cases): backordered, est. ship 4/27\nIf you'd rather "
    "not keep the chisel-tip markers, refuse them at delivery and the carrier takes them back free.",
    ev, [S("Notebooks (240): in stock, ship 4/13"), S("substituted with chisel-tip 4-packs, ship 4/13"),
         S("backordered, est. ship 4/27"), S("refuse them at delivery and the carrier takes them back free")],
    includes=["4/27"],
    notes="Line statuses from the 855 ACK segments; refusal rule in substitution-and-freight."))

add(make(D, sc, q,
    "Two hundred forty notebooks and sixty marker packs ship on the 13th; the paper follows around the 27th.",
    ev, [S("Two hundred forty notebooks and sixty marker packs ship on the 13th"),
         S("the paper follows around the 27th")],
    includes=["13th", "27th"], notes="ACK dates 20260413 for lines 1-2 and 20260427 for line 3."))

add(make(D, sc, q,
    "Everything on MR-26-0915 ships Monday, 4/13, including the 40 cases of 3-hole paper. The markers come as a "
    "chisel-tip 4-pack substitute at $5.80. If you don't want the substitute, you can return it within 30 days "
    "for a refund.",
    ev, [C("Everything on MR-26-0915 ships Monday, 4/13", "RECORD_STATE_MISMATCH", "DATE_MISMATCH"),
         S("chisel-tip 4-pack substitute at $5.80"),
         CI("return it within 30 days for a refund", "NLI_CONTRADICTION", "NLI_NOT_ENTAILED", "NO_POLICY_EVIDENCE")],
    errors=["wrong_state", "wrong_policy_condition"],
    excludes=["Everything on MR-26-0915 ships", "within 30 days for a refund"], tag="paper-in-stock",
    notes="Line 3 ACK status IB (backordered) to 20260427; the policy says a substitute is refused at delivery, "
          "with no 30-day return."))

add(make(D, sc, q,
    "Your PO MR-26-0915 comes to $2,452.00 across the three lines, and the paper is backordered to 4/27. Since "
    "it's a district contract order, the 4/13 shipment goes out freight-free too.",
    ev, [S("comes to $2,452.00 across the three lines"), S("the paper is backordered to 4/27"),
         CI("the 4/13 shipment goes out freight-free too", "NLI_CONTRADICTION", "NLI_NOT_ENTAILED")],
    errors=["condition_unmet"], excludes=["goes out freight-free too"], tag="freight-waiver",
    notes="324.00 + 348.00 + 1,780.00 = 2,452.00, under the $2,500 free-freight minimum; the contract waiver "
          "covers backordered items only, not the 4/13 shipment."))

add(make(D, sc, q,
    "The fine-tip marker sets were substituted with a chisel-tip 4-pack at $5.80, shipping 4/13; the 3-hole "
    "paper is backordered until 4/20.",
    ev, [S("substituted with a chisel-tip 4-pack at $5.80"), S("shipping 4/13"),
         C("backordered until 4/20", "DATE_MISMATCH")],
    errors=["wrong_date"], excludes=["until 4/20"], includes=["4/27|April 27", "4/13|April 13"], repair=True,
    notes="Line 3 ACK date (068) is 20260427."))

# ---------------------------------------------------------------- O3 tax and expired contract pricing
sc = scen("tax-expired-cert")
q = "We're tax exempt and our pens are supposed to be $3.95 a box. Why does invoice LOS-4402917 show tax and $4.35?"
ev = [
    rec("edi810#LOS-4402917", "tool:get_invoice", {
        "BIG": {"invoice_date": "20260316", "invoice_number": "LOS-4402917", "po_number": "BCG-3381"},
        "N1": [{"entity": "BT", "name": "Brightwater CPA Group", "id": "BCG-7714"}],
        "IT1": [{"line": "1", "qty_invoiced": 10, "uom": "BX", "unit_price": "14.60", "VP": "FLD-HNG-LTR",
                 "desc": "Hanging file folder, letter, 25/bx"},
                {"line": "2", "qty_invoiced": 20, "uom": "BX", "unit_price": "4.35", "VP": "PEN-BP-BLK-M",
                 "desc": "Ballpoint pen, black, medium, 12/bx", "price_list": "LIST-2026Q1"},
                {"line": "3", "qty_invoiced": 8, "uom": "PK", "unit_price": "6.90", "VP": "NTE-3X3-12",
                 "desc": "Sticky notes 3x3, 12/pk"}],
        "TXI": [{"tax_type": "ST", "amount": "2954", "percent": "10.25", "jurisdiction": "IL-COOK-CHICAGO"}],
        "ITD": {"terms_type": "01", "net_days": "30", "net_due_date": "20260415"},
        "TDS": {"total_amount": "31774"},
    }),
    rec("get_account#BCG-7714", "tool:get_account", {
        "account_id": "BCG-7714",
        "tax_exemption": {"status": "CERT_EXPIRED", "certificate_no": "IL-E99-4410-2217", "expired_on": "20260131"},
        "price_agreements": [{"id": "CPL-BCG-2025", "status": "EXPIRED", "valid_to": "20251231",
                              "items": [{"VP": "PEN-BP-BLK-M", "unit_price": "3.95", "uom": "BX"}]}],
        "current_price_list": "LIST-2026Q1",
    }),
    refused("reissue_invoice#LOS-4402917", "reissue_invoice", "DENY",
            {"invoice_number": "LOS-4402917", "remove_tax": True, "reason": "NO_VALID_EXEMPTION_CERTIFICATE"}),
    pol("tax-and-pricing", "Sales tax is charged unless a valid exemption certificate is on file on the invoice "
        "date. Contract pricing applies only while the price agreement is active; after it ends, current list "
        "pricing applies until a new agreement is signed. Once a renewed certificate is uploaded, we can reissue "
        "invoices dated within the previous 60 days without tax.", "2026-01"),
]
now = set_now("2026-03-18T13:30:00-05:00")

add(make(D, sc, q,
    "Invoice LOS-4402917 includes $29.54 in Illinois sales tax (10.25%) because the exemption certificate on file "
    "expired on January 31. Once you upload a renewed certificate, we can reissue the invoice without tax, since "
    "it's dated within the last 60 days. I wasn't able to remove the tax today.",
    ev, [S("$29.54 in Illinois sales tax (10.25%)"), S("the exemption certificate on file expired on January 31"),
         S("we can reissue the invoice without tax"), S("dated within the last 60 days"),
         S("I wasn't able to remove the tax today")],
    includes=["$29.54", "January 31"], now=now,
    notes="TXI 2954 at 10.25%; account tax_exemption CERT_EXPIRED 20260131; reissue_invoice DENY; the 60-day "
          "reissue rule is in tax-and-pricing."))

add(make(D, sc, q,
    "The pens are billed at $4.35 a box, the current list price, because your 2025 contract price list ended "
    "December 31. Until a new agreement is signed, list pricing applies.",
    ev, [S("The pens are billed at $4.35 a box"), S("the current list price"),
         S("your 2025 contract price list ended December 31"), S("Until a new agreement is signed, list pricing applies")],
    includes=["$4.35", "December 31"],
    notes="IT1 line 2 4.35 from LIST-2026Q1; CPL-BCG-2025 EXPIRED, valid_to 20251231."))

add(make(D, sc, q,
    "LOS-4402917 breakdown:\n- File folders: 10 BX × $14.60 = $146.00\n- Pens: 20 BX × $4.35 = $87.00\n- Sticky "
    "notes: 8 PK × $6.90 = $55.20\n- Sales tax: $29.54\n- Total: $317.74",
    ev, [S("10 BX × $14.60 = $146.00"), S("20 BX × $4.35 = $87.00"), S("8 PK × $6.90 = $55.20"),
         S("Sales tax: $29.54"), S("Total: $317.74")],
    includes=["$317.74"], notes="IT1 lines, TXI 2954 and TDS 31774."))

add(make(D, sc, q,
    "I've reissued LOS-4402917 without the sales tax, and the pens now show your contract price of $3.95 a box.",
    ev, [C("I've reissued LOS-4402917 without the sales tax", "NOT_EXECUTED"),
         CI("the pens now show your contract price of $3.95", "AMOUNT_MISMATCH", "VALUE_MISMATCH",
            "CLAIM_WITHOUT_TOOL_EVIDENCE")],
    errors=["refused_call_effect", "stale_value"],
    excludes=["I've reissued", "contract price of $3.95"], tag="reissue-done",
    notes="reissue_invoice was DENIED; $3.95 is from the EXPIRED CPL-BCG-2025, the invoice line is 4.35."))

add(make(D, sc, q,
    "The tax on LOS-4402917 is $29.45 because your certificate lapsed on 1/31. After you send a renewed "
    "certificate, we can reissue invoices from the last 90 days.",
    ev, [C("The tax on LOS-4402917 is $29.45", "AMOUNT_MISMATCH"), S("your certificate lapsed on 1/31"),
         C("invoices from the last 90 days", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["wrong_amount", "wrong_period"], excludes=["$29.45", "last 90 days"], tag="tax-amount",
    notes="TXI amount 2954 ($29.54); tax-and-pricing allows reissue within 60 days."))

add(make(D, sc, q,
    "Your invoice LOS-4402917 totals $317.74, and the pens are billed at your contract price of $3.95 a box.",
    ev, [S("totals $317.74"), C("billed at your contract price of $3.95", "AMOUNT_MISMATCH", "VALUE_MISMATCH")],
    errors=["stale_value"], excludes=["contract price of $3.95"], includes=["$4.35|4.35", "$317.74|317.74"],
    repair=True, notes="IT1 line 2 is 4.35 (LIST-2026Q1); the $3.95 agreement expired 12/31/2025."))

# ---------------------------------------------------------------- O4 furniture delivery appointment
sc = scen("chair-appointment")
q = "When are our chairs and file cabinets being delivered? Can they bring them inside?"
ev = [
    rec("edi855#ND-4471", "tool:get_po_ack", {
        "BAK": {"purpose_code": "00", "ack_type": "AT", "po_number": "ND-4471", "ack_date": "20260414"},
        "N1": [{"entity": "ST", "name": "Northgate Dental Partners", "city": "Evanston", "state": "IL"}],
        "PO1": [{"line": "1", "qty": 8, "uom": "EA", "unit_price": "289.00", "VP": "CHR-MESH-BK",
                 "desc": "Ergo mesh task chair, black", "ACK": {"status": "IA", "date_qualifier": "068",
                                                                  "date": "20260420"}},
                {"line": "2", "qty": 2, "uom": "EA", "unit_price": "412.00", "VP": "CAB-LAT-3D",
                 "desc": "Lateral file cabinet, 3-drawer", "ACK": {"status": "IA", "date_qualifier": "068",
                                                                     "date": "20260420"}}],
        "TD5": {"scac": "MWLH", "carrier_name": "Midwest Linehaul", "service_level": "CURBSIDE"},
        "order_state": "RELEASED_NOT_SHIPPED",
    }),
    rec("carrier_appointment#ML-8820417-A2", "tool:get_carrier_appointment", {
        "pro_number": "ML-8820417", "appointment_id": "A2", "status": "SCHEDULED",
        "window_start": epoch("2026-04-21T09:00:00-05:00"), "window_end": epoch("2026-04-21T13:00:00-05:00"),
        "service": "CURBSIDE",
    }),
    rec("carrier_appointment#ML-8820417-A1", "tool:get_carrier_appointment", {
        "pro_number": "ML-8820417", "appointment_id": "A1", "status": "CANCELLED",
        "window_start": epoch("2026-04-20T12:00:00-05:00"), "window_end": epoch("2026-04-20T16:00:00-05:00"),
        "service": "CURBSIDE",
    }),
    pol("furniture-delivery", "Furniture orders ship by LTL freight. Curbside delivery is standard. Inside delivery "
        "and assembly are available for $95.00 per order when added before the order ships. The carrier books a "
        "4-hour delivery window and calls one business day ahead to confirm it.", "2025-06"),
]
now = set_now("2026-04-17T16:10:00-05:00")

add(make(D, sc, q,
    "Your 8 mesh task chairs and 2 lateral file cabinets are booked for delivery Tuesday, April 21, between "
    "9:00 AM and 1:00 PM. Delivery is curbside with Midwest Linehaul (PRO ML-8820417).",
    ev, [S("8 mesh task chairs and 2 lateral file cabinets"), S("booked for delivery Tuesday, April 21"),
         S("between 9:00 AM and 1:00 PM"), S("Delivery is curbside with Midwest Linehaul"), S("PRO ML-8820417")],
    includes=["April 21", "9:00 AM"],
    notes="Appointment A2 SCHEDULED, window epochs are 9:00-13:00 CDT on 4/21; TD5 CURBSIDE."))

add(make(D, sc, q,
    "Yes — inside delivery and assembly can still be added for $95.00, since the order hasn't shipped yet; right "
    "now it's set up as curbside. It ships Monday and arrives Tuesday, 9 AM to 1 PM.",
    ev, [S("inside delivery and assembly can still be added for $95.00"), S("the order hasn't shipped yet"),
         S("right now it's set up as curbside"), S("It ships Monday"), S("arrives Tuesday, 9 AM to 1 PM")],
    includes=["$95.00"], now=now,
    notes="order_state RELEASED_NOT_SHIPPED, ACK ship date 20260420 (Monday); appointment A2 on Tue 4/21; the "
          "$95 add-on before shipping is in furniture-delivery."))

add(make(D, sc, q,
    "Tuesday 4/21, 9 AM–1 PM, curbside. The carrier will call the business day before to confirm.",
    ev, [S("Tuesday 4/21, 9 AM–1 PM, curbside"), S("The carrier will call the business day before to confirm")],
    includes=["4/21"], notes="Appointment A2; the confirmation call is in furniture-delivery."))

add(make(D, sc, q,
    "Your chairs and cabinets ship Monday 4/20, and the carrier has you down for delivery that same afternoon, "
    "12:00 to 4:00 PM.",
    ev, [S("ship Monday 4/20"), C("delivery that same afternoon, 12:00 to 4:00 PM", "DATE_MISMATCH",
                                    "RECORD_STATE_MISMATCH", "VALUE_MISMATCH")],
    errors=["stale_value"], excludes=["that same afternoon, 12:00 to 4:00 PM"], tag="cancelled-window",
    notes="The 4/20 12:00-16:00 window is appointment A1, CANCELLED; the SCHEDULED one is 4/21 9:00-13:00."))

add(make(D, sc, q,
    "Delivery is Tuesday 4/21 from 2:00 PM to 6:00 PM with Midwest Linehaul. I've added inside delivery and "
    "assembly for you.",
    ev, [C("from 2:00 PM to 6:00 PM", "VALUE_MISMATCH", "DATE_MISMATCH"), S("with Midwest Linehaul"),
         I("I've added inside delivery and assembly for you", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
    errors=["unit_conversion", "unrecorded_extra"],
    excludes=["2:00 PM to 6:00 PM", "I've added inside delivery"], tag="utc-window",
    notes="14:00-18:00 is the window in UTC; in Chicago it is 9:00 AM-1:00 PM. No record adds inside delivery; "
          "service stays CURBSIDE."))

add(make(D, sc, q,
    "Your chairs and cabinets ship Monday 4/20 and are booked for Tuesday 4/21 between 9:00 AM and 1:00 PM; "
    "inside delivery and assembly are included.",
    ev, [S("ship Monday 4/20"), S("booked for Tuesday 4/21 between 9:00 AM and 1:00 PM"),
         CI("inside delivery and assembly are included", "VALUE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
    errors=["unlisted_perk"], excludes=["inside delivery and assembly are included"],
    includes=["curbside|$95", "9:00 AM|9 AM"], repair=True,
    notes="TD5 service_level and the appointment say CURBSIDE; inside delivery is a $95.00 add-on."))
