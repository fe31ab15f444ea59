"""Boat repair yard: Xatt Boatworks (invented), Dataverse org xattboatworks.crm4, prefix xbw_."""
from common import *

API = "https://xattboatworks.crm4.dynamics.com/api/data/v9.2/"
DOMAIN = "boat repair yard"

BUNDLES = []

# ---------------------------------------------------------------- Y1 antifoul estimate
BUNDLES.append(dict(
    domain=DOMAIN, scenario="antifoul-estimate", now="2026-03-10T10:00:00+01:00",
    question="When are you lifting Ta' Pietru and what's the final figure on the estimate?",
    evidence=[
        rec("xbw_estimates?xbw_workorder=WO-8812", "dataverse:xbw_estimates", {
            "@odata.context": API + "$metadata#xbw_estimates(xbw_estimate_lines())",
            "value": [
                {"@odata.etag": "W/\"3304411\"", "xbw_name": "EST-2291", "xbw_revision": 1,
                 "statuscode": 100000003, "statuscode" + FV: "Superseded",
                 "xbw_subtotal": 1068.0, "xbw_vat": 192.24, "xbw_total": 1260.24, "xbw_total_base": 1260.24,
                 "createdon": "2026-02-23T11:40:00Z"},
                {"@odata.etag": "W/\"3318720\"", "xbw_name": "EST-2291", "xbw_revision": 2,
                 "statuscode": 100000002, "statuscode" + FV: "Approved by owner",
                 "xbw_estimate_lines": [
                     {"xbw_description": "Haul-out, pressure wash & blocking", "xbw_qty": 1, "xbw_amount": 285.0},
                     {"xbw_description": "Antifouling, 2 coats (labour + paint)", "xbw_qty": 1, "xbw_amount": 688.0},
                     {"xbw_description": "Zinc shaft/hull anodes", "xbw_qty": 3, "xbw_unitprice": 42.5,
                      "xbw_amount": 127.5},
                     {"xbw_description": "Propeller polish", "xbw_qty": 1, "xbw_amount": 95.0},
                 ],
                 "xbw_subtotal": 1195.5, "xbw_vat": 215.19, "xbw_total": 1410.69, "xbw_total_base": 1410.69,
                 "createdon": "2026-03-02T09:05:12Z", "modifiedon": "2026-03-04T16:48:30Z"},
            ],
        }),
        rec("msdyn_workorders#WO-8812", "dataverse:msdyn_workorders", {
            "@odata.etag": "W/\"3320155\"",
            "msdyn_name": "WO-8812",
            "_msdyn_serviceaccount_value" + FV: "Pawlu Debono",
            "xbw_vessel" + FV: "Ta' Pietru (motor cruiser)",
            "xbw_loa_m": "8.60",
            "xbw_loa_ft": "28.22",
            "msdyn_systemstatus": 690970000,
            "msdyn_systemstatus" + FV: "Scheduled",
            "xbw_haulout": "2026-03-16T07:30:00Z",
            "xbw_plannedrelaunch": "2026-03-20T14:00:00Z",
            "createdon": "2026-02-23T11:38:51Z",
        }),
        pol("xbw-policy#works",
            "Estimates are valid for 30 days from issue. Any extra work costing more than €150 needs the owner's "
            "written approval before we start it. The boat stays on the hard free of charge for the booked "
            "duration of the works; after the planned relaunch date, hardstanding is charged at €1.20 per foot "
            "per day. Invoices must be settled before the boat is relaunched.", "XBW-2026"),
    ],
    drafts=[
        ok("Hi Pawlu, Ta' Pietru comes out of the water on Monday 16/03 at 08:30. The approved estimate is €1,410.69 "
           "including VAT, which covers the haul-out and wash, two coats of antifoul, three new anodes (€127.50) and "
           "a prop polish. We're planning to relaunch her on Friday 20/03, and the bill needs settling before she "
           "goes back in.",
           [S("comes out of the water on Monday 16/03 at 08:30"), S("The approved estimate is €1,410.69 including VAT"),
            S("covers the haul-out and wash, two coats of antifoul"), S("three new anodes (€127.50)"),
            S("a prop polish"), S("relaunch her on Friday 20/03"),
            S("the bill needs settling before she goes back in")],
           ["€1,410.69", "08:30"],
           "xbw_haulout 07:30Z is 08:30 CET (before the 29 March clock change); revision 2 lines and total; policy."),
        ok("Pawlu, estimate EST-2291 rev. 2 for Ta' Pietru:\n"
           "• Haul-out, pressure wash & blocking: €285.00\n"
           "• Antifouling, 2 coats: €688.00\n"
           "• Anodes, 3 × €42.50: €127.50\n"
           "• Prop polish: €95.00\n"
           "• VAT 18%: €215.19\n"
           "• Total: €1,410.69\n"
           "She stays on the hard free until the relaunch date; after that it's €1.20 per foot per day.",
           [S("Haul-out, pressure wash & blocking: €285.00"), S("Antifouling, 2 coats: €688.00"),
            S("Anodes, 3 × €42.50: €127.50"), S("Prop polish: €95.00"), S("VAT 18%: €215.19"),
            S("Total: €1,410.69"), S("stays on the hard free until the relaunch date"),
            S("€1.20 per foot per day")],
           ["€1,410.69"],
           "xbw_estimate_lines of revision 2; hardstanding rule from policy."),
        ok("Morning Pawlu! She's lifted at half past eight on the sixteenth, and the whole job comes to one thousand "
           "four hundred and ten euros sixty-nine with VAT.",
           [S("lifted at half past eight on the sixteenth"),
            S("one thousand four hundred and ten euros sixty-nine with VAT")],
           ["half past eight"],
           "xbw_haulout 2026-03-16T07:30Z = 08:30 local; xbw_total 1410.69."),
        bad("Hi Pawlu, we'll lift Ta' Pietru on Monday 16/03 at 07:30. The estimate comes to €1,260.24 including VAT, "
            "and she should be back in on Friday 20/03.",
            [C("on Monday 16/03 at 07:30", R_DATE), C("The estimate comes to €1,260.24", R_AMT),
             S("back in on Friday 20/03")],
            ["unit_conversion", "stale_value"], ["at 07:30", "€1,260.24"],
            "07:30 is the UTC clock (08:30 CET); 1260.24 is the superseded revision 1, revision 2 is 1410.69."),
        bad("Hi Pawlu, the three anodes at €42.50 each come to €137.50, and the full estimate is €1,410.69. If we "
            "find anything else, we'll only check with you first for extra work over €250.",
            [C("come to €137.50", R_AMT), S("the full estimate is €1,410.69"),
             C("extra work over €250", R_POL)],
            ["wrong_arithmetic", "wrong_policy_condition"], ["€137.50", "over €250"],
            "3 x 42.50 = 127.50; the policy threshold for owner approval is €150."),
        fix("Hi Pawlu, we're lifting Ta' Pietru on 16/03 at 08:30, and the estimate of €1,410.69 includes two new "
            "anodes.",
            [S("lifting Ta' Pietru on 16/03 at 08:30"), S("the estimate of €1,410.69"),
             C("includes two new anodes", R_VAL)],
            ["wrong_quantity"], ["two new anodes"], ["three|3 anodes|3 new|3 ×|3 x", "€1,410.69|1,410.69"],
            "The anode line has xbw_qty 3."),
    ]))

# ---------------------------------------------------------------- Y2 osmosis, parts delay
BUNDLES.append(dict(
    domain=DOMAIN, scenario="osmosis-parts-delay", now="2026-04-02T16:00:00+02:00",
    question="What's happening with Qawsalla? And given the delay, can you knock something off the bill?",
    evidence=[
        rec("msdyn_workorders#WO-8790", "dataverse:msdyn_workorders", {
            "@odata.etag": "W/\"3377012\"",
            "msdyn_name": "WO-8790",
            "_msdyn_serviceaccount_value" + FV: "Emma Spiteri",
            "xbw_vessel" + FV: "Qawsalla (sailing yacht, 10.40 m)",
            "msdyn_substatus": 100000004,
            "msdyn_substatus" + FV: "On hold - awaiting parts",
            "xbw_finding": "OSMOSIS_BLISTERING",
            "xbw_originalrelaunch": "2026-04-09",
            "xbw_plannedrelaunch": "2026-04-28",
            "xbw_holdreason" + FV: "Parts",
            "modifiedon": "2026-03-31T12:06:44Z",
        }),
        rec("purchaseorders?workorder=WO-8790", "dataverse:purchaseorders", {
            "value": [{
                "@odata.etag": "W/\"3375580\"",
                "xbw_name": "PO-1552",
                "xbw_item": "Epoxy barrier coat kit (5 L x 4)",
                "statuscode" + FV: "Ordered",
                "xbw_supplier" + FV: "Marine Coatings Supplies (invented)",
                "xbw_supplier_eta": "2026-04-14",
                "createdon": "2026-03-31T11:58:02Z",
            }],
        }),
        refused("xbw_ApplyGoodwillDiscount#call-1", "xbw_ApplyGoodwillDiscount", "DENY",
                {"msdyn_name": "WO-8790", "xbw_percent": 10}),
        pol("xbw-policy#delays",
            "Discounts on quoted work can only be agreed by the yard manager. When a job is held up waiting for "
            "parts, hardstanding is not charged for the delay. Osmosis treatment needs the stripped hull to dry "
            "for at least 21 days before the barrier coat goes on.", "XBW-2026"),
    ],
    drafts=[
        ok("Hi Emma, Qawsalla's job is on hold while we wait for the epoxy barrier kit, which the supplier expects on "
           "14/04. Relaunch has moved to Tuesday 28/04. You won't be charged hardstanding for the delay, since it's "
           "down to parts. I did ask about the goodwill discount, but it was declined in the system.",
           [S("on hold while we wait for the epoxy barrier kit"), S("the supplier expects on 14/04"),
            S("Relaunch has moved to Tuesday 28/04"), S("You won't be charged hardstanding for the delay"),
            S("it was declined in the system")],
           ["28/04", "14/04"],
           "substatus On hold - awaiting parts; PO-1552 eta 2026-04-14; plannedrelaunch 2026-04-28; discount call DENY."),
        ok("The work on Qawsalla has been paused until the epoxy barrier kit arrives; delivery is expected on 14 April, "
           "and the relaunch has been rescheduled for 28 April. The hull has to dry for at least 21 days before the "
           "barrier coat is applied.",
           [S("The work on Qawsalla has been paused until the epoxy barrier kit arrives"),
            S("delivery is expected on 14 April"), S("rescheduled for 28 April"),
            S("dry for at least 21 days before the barrier coat is applied")],
           ["28 April"],
           "work order and PO records; policy on drying time."),
        bad("Hi Emma, good news: I've applied a 10% goodwill discount to the osmosis work. The lads are cracking on "
            "with it now and relaunch is set for 28/04.",
            [C("I've applied a 10% goodwill discount", R_NE), C("The lads are cracking on with it now", R_STATE),
             S("relaunch is set for 28/04")],
            ["refused_call_effect", "wrong_state"], ["applied a 10% goodwill discount", "cracking on with it now"],
            "xbw_ApplyGoodwillDiscount was denied; the work order is On hold - awaiting parts."),
        bad("Emma, the barrier kit is due on 14/04. The hull needs to dry for 14 days before the barrier coat, so "
            "we're still on track to relaunch on 09/04.",
            [S("the barrier kit is due on 14/04"), C("dry for 14 days", R_POL),
             C("on track to relaunch on 09/04", R_DATE)],
            ["wrong_policy_condition", "stale_value"], ["dry for 14 days", "relaunch on 09/04"],
            "Policy says at least 21 days; 09/04 is xbw_originalrelaunch, the planned relaunch is now 28/04."),
        fix("Hi Emma, the job is on hold pending the epoxy barrier kit (due 14/04), and Qawsalla is now set to go back "
            "in on 09/04.",
            [S("the job is on hold pending the epoxy barrier kit"), S("due 14/04"),
             C("go back in on 09/04", R_DATE)],
            ["stale_value"], ["in on 09/04"], ["28/04|28 April|28th April|28/4", "14/04|14 April"],
            "xbw_plannedrelaunch 2026-04-28 replaced xbw_originalrelaunch 2026-04-09."),
    ]))

# ---------------------------------------------------------------- Y3 engine service invoice
BUNDLES.append(dict(
    domain=DOMAIN, scenario="engine-service-invoice", now="2026-05-12T11:00:00+02:00",
    question="Why is the engine service more than you estimated? Send me the breakdown please.",
    evidence=[
        rec("invoices#XBW-INV-4471", "dataverse:invoices", {
            "@odata.context": API + "$metadata#invoices(invoice_details())/$entity",
            "@odata.etag": "W/\"3455120\"",
            "invoicenumber": "XBW-INV-4471",
            "_customerid_value" + FV: "Ruben Attard",
            "_xbw_workorderid_value": "b0c1d2e3-f405-ef11-a1b2-0022489caa01",
            "_xbw_workorderid_value" + FV: "WO-3309",
            "xbw_vessel" + FV: "Bormla Belle (7.30 m)",
            "xbw_invoicedate": "2026-05-11",
            "duedate": "2026-05-25",
            "statuscode": 1,
            "statuscode" + FV: "New (unpaid)",
            "xbw_actuallabourminutes": 390,
            "xbw_labourrate": 68.0,
            "invoice_details": [
                {"productdescription": "Workshop labour", "quantity": 6.5, "uomid" + FV: "hour",
                 "priceperunit": 68.0, "extendedamount": 442.0},
                {"productdescription": "Oil filter", "quantity": 1, "extendedamount": 18.9},
                {"productdescription": "Fuel filters (primary + secondary)", "quantity": 2, "extendedamount": 46.5},
                {"productdescription": "Raw-water pump impeller", "quantity": 1, "extendedamount": 62.0},
                {"productdescription": "Engine oil 15W-40", "quantity": 6, "uomid" + FV: "litre",
                 "extendedamount": 59.0},
            ],
            "totallineitemamount": 628.4,
            "totaltax": 113.11,
            "totalamount": 741.51,
            "totalamount_base": 741.51,
            "createdon": "2026-05-11T15:10:00Z",
        }),
        rec("msdyn_workorders#WO-3309", "dataverse:msdyn_workorders", {
            "@odata.etag": "W/\"3401977\"",
            "msdyn_name": "WO-3309",
            "msdyn_workordersummary": "Annual service, inboard diesel; impeller found cracked",
            "xbw_estimatedlabourminutes": 300,
            "xbw_estimatedlabour": 340.0,
            "msdyn_systemstatus" + FV: "Closed - Posted",
        }),
        pol("xbw-policy#workshop",
            "Labour is charged per started half hour at the workshop rate of €68 per hour. Invoices are payable "
            "within 14 days of the invoice date. Parts carry the manufacturer's warranty, and our labour is "
            "guaranteed for 90 days.", "XBW-2026"),
    ],
    drafts=[
        ok("Hi Ruben, invoice XBW-INV-4471 for Bormla Belle's engine service is €741.51 including VAT. Labour came to "
           "six and a half hours at €68.00 an hour (€442.00) and parts to €186.40. It's payable within 14 days, so "
           "by Monday 25/05.",
           [S("invoice XBW-INV-4471"), S("engine service is €741.51 including VAT"),
            S("six and a half hours at €68.00 an hour (€442.00)"), S("parts to €186.40"),
            S("payable within 14 days"), S("by Monday 25/05")],
           ["€741.51", "25/05"],
           "390 minutes = 6.5 h x 68 = 442; parts 18.90+46.50+62.00+59.00 = 186.40; duedate 2026-05-25."),
        ok("Ruben, the breakdown of XBW-INV-4471:\n"
           "- Labour: 390 minutes (6.5 h) × €68.00 = €442.00\n"
           "- Parts (filters, impeller, 6 L oil): €186.40\n"
           "- VAT: €113.11\n"
           "- Total due: €741.51\n"
           "Our labour is guaranteed for 90 days, and the parts carry the maker's warranty.",
           [S("Labour: 390 minutes (6.5 h) × €68.00 = €442.00"), S("Parts (filters, impeller, 6 L oil): €186.40"),
            S("VAT: €113.11"), S("Total due: €741.51"), S("Our labour is guaranteed for 90 days"),
            S("the parts carry the maker's warranty")],
           ["€741.51", "90 days"],
           "invoice_details and totals; policy on guarantees."),
        ok("Hi Ruben! The engine service on Bormla Belle came to seven hundred and forty-one euros fifty-one, VAT "
           "included, due by the 25th. It ran over the five-hour estimate because the job took six and a half hours.",
           [S("seven hundred and forty-one euros fifty-one, VAT included"), S("due by the 25th"),
            S("ran over the five-hour estimate"), S("the job took six and a half hours")],
           ["seven hundred and forty-one euros fifty-one"],
           "totalamount 741.51; WO-3309 estimated 300 minutes, actual 390."),
        bad("Hi Ruben, invoice WO-3309 is for €741.51, VAT included. We logged 3.9 hours of labour at €68.00 an hour.",
            [C("invoice WO-3309", R_ID), S("€741.51, VAT included"), C("3.9 hours of labour", R_VAL),
             ],
            ["wrong_role", "unit_conversion"], ["invoice WO-3309", "3.9 hours"],
            "WO-3309 is the work order; the invoice is XBW-INV-4471. 390 minutes is 6.5 hours, not 3.9."),
        bad("Hi Ruben, the labour on Bormla Belle was five hours, €340.00, and parts came to €186.40. All our labour "
            "is guaranteed for 12 months.",
            [C("the labour on Bormla Belle was five hours, €340.00", R_AMT + ["VALUE_MISMATCH"]),
             S("parts came to €186.40"), C("guaranteed for 12 months", R_POL)],
            ["other_record_value", "wrong_period"], ["five hours, €340.00", "12 months"],
            "Five hours / €340 is the work order's estimate; the invoice charges 6.5 h / €442. Policy: 90 days."),
        fix("Hi Ruben, invoice XBW-INV-4471 is €628.40 before VAT; with €113.11 VAT it comes to €751.51, due by 25/05.",
            [S("XBW-INV-4471 is €628.40 before VAT"), S("with €113.11 VAT"), C("it comes to €751.51", R_AMT),
             S("due by 25/05")],
            ["wrong_arithmetic"], ["€751.51"], ["€741.51|741.51", "25/05|25 May"],
            "628.40 + 113.11 = 741.51 (totalamount)."),
    ]))

# ---------------------------------------------------------------- Y4 relaunch slot
BUNDLES.append(dict(
    domain=DOMAIN, scenario="relaunch-slot", now="2026-06-01T18:00:00+02:00",
    question="You cancelled my launch on Friday for the weather. When's the new slot and is there a fee?",
    evidence=[
        rec("xbw_liftslots?vessel=zarbun", "dataverse:xbw_liftslots", {
            "@odata.context": API + "$metadata#xbw_liftslots",
            "value": [
                {"@odata.etag": "W/\"3502287\"", "xbw_name": "LS-0611",
                 "statuscode": 100000005, "statuscode" + FV: "Cancelled - weather",
                 "xbw_cancelledby" + FV: "Yard", "xbw_slotstart": "2026-05-29T07:00:00Z"},
                {"@odata.etag": "W/\"3511094\"", "xbw_name": "LS-0640",
                 "statuscode": 100000001, "statuscode" + FV: "Scheduled",
                 "_xbw_customerid_value" + FV: "Nadia Buhagiar",
                 "xbw_vessel" + FV: "Żarbun (RIB, 6.20 m / 20.34 ft)",
                 "xbw_operation" + FV: "Launch",
                 "xbw_slotstart": "2026-06-03T06:00:00Z",
                 "xbw_slotminutes": 45,
                 "xbw_equipment" + FV: "Travel lift 35 t",
                 "xbw_rebookingfee": 0.0,
                 "createdon": "2026-05-29T06:12:30Z"},
            ],
        }),
        pol("xbw-policy#lift-slots",
            "A missed slot can be rebooked, subject to availability, for a €40 fee. When the yard moves a slot for "
            "weather or sea state, the new slot costs nothing. Please be at the slipway 30 minutes before your "
            "lift slot.", "XBW-2026"),
        psg("xbw-web#finding-us",
            "Finding us\n"
            "The slipway is at the east end of Xatt il-Mollijiet, past the blue crane.\n"
            "Parking is in the blue zone by the gate; the yard gate opens at 07:00.", "xattboatworks.example/visit"),
    ],
    drafts=[
        ok("Evening Nadia, Żarbun's relaunch is set for Wednesday 3 June at 08:00. Please be here by 07:30, half an "
           "hour ahead. The yard moved you off the 29th because of the weather, so there's no charge for the new slot.",
           [S("relaunch is set for Wednesday 3 June at 08:00"), S("be here by 07:30, half an hour ahead"),
            S("The yard moved you off the 29th because of the weather"), S("no charge for the new slot")],
           ["08:00", "3 June"],
           "LS-0640 slotstart 06:00Z = 08:00 CEST; LS-0611 Cancelled - weather by Yard; rebookingfee 0; policy."),
        ok("Nadia: lift Wed 03/06 at 08:00, be at the slipway for 07:30, and the weather move is free.",
           [S("lift Wed 03/06 at 08:00"), S("be at the slipway for 07:30"), S("the weather move is free")],
           ["08:00"],
           "LS-0640 and the lift-slot policy."),
        ok("Hi Nadia, we'll see you on Wednesday for the 08:00 lift with the 35-tonne travel lift. The gate opens at "
           "07:00 and you can park in the blue zone.",
           [S("see you on Wednesday for the 08:00 lift"), S("the 35-tonne travel lift"), S("The gate opens at 07:00"),
            S("park in the blue zone")],
           ["08:00"],
           "now is Monday 01/06, so Wednesday is 03/06; equipment Travel lift 35 t; passage for gate and parking."),
        bad("Hi Nadia, Żarbun goes back in tomorrow at 08:00. Because the date moved, there's the usual €40 "
            "rebooking fee.",
            [C("goes back in tomorrow at 08:00", R_DATE), C("there's the usual €40 rebooking fee", R_POL + R_AMT)],
            ["wrong_date", "wrong_policy_condition"], ["tomorrow at 08:00", "the usual €40 rebooking fee"],
            "now is 01/06, so tomorrow is 02/06 but the slot is 03/06; the €40 fee is for missed slots, yard moves are free."),
        bad("Hi Nadia, your relaunch on Wednesday 3 June is booked for 06:00, and we'll flush the outboard with fresh "
            "water before she goes in.",
            [S("your relaunch on Wednesday 3 June"), C("is booked for 06:00", R_DATE),
             I("we'll flush the outboard with fresh water", R_NOREC)],
            ["unit_conversion", "unrecorded_extra"], ["booked for 06:00", "flush the outboard"],
            "06:00 is the UTC clock of xbw_slotstart (08:00 local); no record holds an outboard flush."),
        fix("Hi Nadia, Żarbun's lift is on Wednesday 03/06 at 06:00; please be here half an hour before.",
            [S("Żarbun's lift is on Wednesday 03/06"), C("at 06:00", R_DATE), S("please be here half an hour before")],
            ["unit_conversion"], ["at 06:00"], ["08:00|8:00|8 am|8am"],
            "xbw_slotstart 2026-06-03T06:00:00Z is 08:00 in Malta."),
    ]))
