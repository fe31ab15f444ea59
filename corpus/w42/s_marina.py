"""Marina berths: Rinella Creek Marina (invented), Dataverse org rinellacreek.crm4, prefix rcm_."""
from common import *

API = "https://rinellacreek.crm4.dynamics.com/api/data/v9.2/"
DOMAIN = "marina berths"

BUNDLES = []

# ---------------------------------------------------------------- M1 berth booking confirmed
M1_EVIDENCE = [
    rec("rcm_berthbookings#BB-24017", "dataverse:rcm_berthbookings", {
        "@odata.context": API + "$metadata#rcm_berthbookings(rcm_BerthId())/$entity",
        "@odata.etag": "W/\"5538120\"",
        "rcm_berthbookingid": "7f3c1a20-5d2e-ef11-8409-000d3ab4c921",
        "rcm_name": "BB-24017",
        "_rcm_customerid_value": "a0b7d3e1-44c2-ef11-8409-000d3ab4c001",
        "_rcm_customerid_value" + FV: "Kevin Borg",
        "_rcm_customerid_value" + LN: "contact",
        "_rcm_vesselid_value": "c1d2e3f4-1a2b-ef11-8409-000d3ab4c777",
        "_rcm_vesselid_value" + FV: "Sea Pickle",
        "rcm_pontoon": 100000002,
        "rcm_pontoon" + FV: "Pontoon C",
        "statecode": 0,
        "statecode" + FV: "Active",
        "statuscode": 100000002,
        "statuscode" + FV: "Confirmed",
        "rcm_arrivaleta": "2026-05-14T12:00:00Z",
        "rcm_departureetd": "2026-05-21T08:00:00Z",
        "rcm_nights": 7,
        "rcm_nightlyrate": 62.0,
        "rcm_nightlyrate_base": 62.0,
        "rcm_totalamount": 434.0,
        "rcm_totalamount_base": 434.0,
        "rcm_depositpaid": 130.2,
        "rcm_depositpaid_base": 130.2,
        "_transactioncurrencyid_value": "6b1f0c22-0a9e-ea11-a812-000d3a2b7e11",
        "_transactioncurrencyid_value" + FV: "Euro",
        "rcm_BerthId": {
            "rcm_name": "C-14",
            "rcm_maxloa_m": "14.00",
            "rcm_maxbeam_m": "4.60",
            "rcm_shorepower_amps": 32,
        },
        "createdon": "2026-03-30T09:12:44Z",
        "modifiedon": "2026-04-28T16:03:10Z",
    }),
    rec("rcm_vessels#sea-pickle", "dataverse:rcm_vessels", {
        "@odata.etag": "W/\"5120954\"",
        "rcm_vesselid": "c1d2e3f4-1a2b-ef11-8409-000d3ab4c777",
        "rcm_name": "Sea Pickle",
        "rcm_vesseltype": 100000000,
        "rcm_vesseltype" + FV: "Sailing yacht (monohull)",
        "rcm_loa_m": "12.40",
        "rcm_loa_ft": "40.68",
        "rcm_beam_m": "4.10",
        "rcm_draft_m": "1.85",
        "createdon": "2024-06-02T10:40:00Z",
        "modifiedon": "2025-07-29T08:15:31Z",
    }),
    rec("rcm_berthbookings?contact=kevin-borg&year=2025", "dataverse:rcm_berthbookings", {
        "@odata.context": API + "$metadata#rcm_berthbookings",
        "value": [{
            "@odata.etag": "W/\"4410271\"",
            "rcm_name": "BB-22950",
            "_rcm_berthid_value" + FV: "A-07",
            "statuscode": 100000004,
            "statuscode" + FV: "Completed",
            "rcm_arrivaleta": "2025-08-02T13:30:00Z",
            "rcm_nights": 9,
            "rcm_totalamount": 558.0,
            "rcm_totalamount_base": 558.0,
        }],
    }),
    pol("rcm-policy#visitor-berths",
        "Rates are per night and include shore power for berths up to 15 m; water is metered at the pontoon. "
        "The balance of a booking is settled at the marina office on arrival. "
        "Arrivals are welcome between 13:00 and 20:00 local time; if you expect to come in later, call the "
        "marina on VHF channel 9 before 19:00. Departures are by 11:00 on the last day. "
        "A booking cancelled more than 14 days before arrival has its deposit refunded less a €15 admin fee; "
        "within 14 days the deposit is retained.", "2026.1"),
]

BUNDLES.append(dict(
    domain=DOMAIN, scenario="berth-booking", now="2026-05-02T10:15:00+02:00",
    question="Hi, just checking my berth for Sea Pickle in May is sorted and what I still owe?",
    evidence=M1_EVIDENCE,
    drafts=[
        ok("Ahoy Kevin, berth C-14 on Pontoon C is confirmed for Sea Pickle from Thursday 14/05 to "
           "Thursday 21/05, seven nights in all. We've got you down to come in at 14:00 local time and slip "
           "out at 10:00 on the 21st. Your €130.20 deposit is in, so €303.80 is left to settle at the marina "
           "office when you arrive. Fair winds till then!",
           [S("berth C-14 on Pontoon C is confirmed"), S("from Thursday 14/05 to Thursday 21/05"),
            S("seven nights in all"), S("come in at 14:00 local time"), S("slip out at 10:00 on the 21st"),
            S("Your €130.20 deposit is in"), S("€303.80 is left"),
            S("settle at the marina office when you arrive"), NA("Fair winds till then!")],
           ["€303.80", "C-14"],
           "Booking: berth C-14, Pontoon C, statuscode Confirmed, ETA 12:00Z = 14:00 CEST, ETD 08:00Z = 10:00; "
           "434.00 - 130.20 = 303.80; policy: balance settled at the office on arrival."),
        ok("Hi Kevin, here's booking BB-24017 at a glance:\n"
           "- Berth C-14, Pontoon C (takes up to 14.00 m; Sea Pickle is 12.40 m / 40.7 ft)\n"
           "- In: 14 May 2026 at 14:00\n"
           "- Out: 21 May 2026 at 10:00\n"
           "- Total €434.00 (7 nights at €62.00)\n"
           "- Deposit paid: €130.20\n"
           "Shore power is included for a berth your size, and water is metered at the pontoon.",
           [S("here's booking BB-24017"), S("Berth C-14, Pontoon C"), S("takes up to 14.00 m"),
            S("Sea Pickle is 12.40 m / 40.7 ft"), S("In: 14 May 2026 at 14:00"), S("Out: 21 May 2026 at 10:00"),
            S("Total €434.00"), S("7 nights at €62.00"), S("Deposit paid: €130.20"),
            S("Shore power is included for a berth your size"), S("water is metered at the pontoon")],
           ["€434.00", "14 May 2026"],
           "rcm_BerthId.rcm_maxloa_m 14.00; vessel loa 12.40 m / 40.68 ft; times converted from Z to CEST; "
           "policy: shore power included up to 15 m, water metered."),
        ok("Kevin — all squared away: C-14 from 14.05.2026 for seven nights, €434 in total, of which "
           "€130.20 is already paid.",
           [S("C-14 from 14.05.2026"), S("for seven nights"), S("€434 in total"), S("€130.20 is already paid")],
           ["C-14", "€130.20"],
           "rcm_nights 7, rcm_totalamount 434.0, rcm_depositpaid 130.2."),
        bad("Hello Kevin! Sea Pickle is all set in berth C-14 from 14/05 to 21/05. We'll be looking out for "
            "you at 12:00 on the day of arrival. With the €130.20 deposit already paid, the balance comes to "
            "€313.80, payable at the office on arrival. Cheers!",
            [S("all set in berth C-14"), S("from 14/05 to 21/05"),
             C("looking out for you at 12:00", R_DATE), S("€130.20 deposit already paid"),
             C("the balance comes to €313.80", R_AMT), S("payable at the office on arrival"), NA("Cheers!")],
            ["unit_conversion", "wrong_arithmetic"], ["at 12:00 on the day", "€313.80"],
            "rcm_arrivaleta 12:00Z is 14:00 in Malta (CEST), the draft gives the UTC clock; 434.00 - 130.20 = 303.80, not 313.80."),
        bad("Morning Kevin! Your booking BB-24017 is confirmed: berth A-07 from 14 to 21 May, seven nights at "
            "€62.00 a night. Plans change at sea, so just so you know: cancel up to 7 days before arrival and "
            "we'll refund the deposit less a €15 admin fee.",
            [S("Your booking BB-24017 is confirmed"), C("berth A-07", R_ID), S("from 14 to 21 May"),
             S("seven nights at €62.00 a night"), C("cancel up to 7 days before arrival", R_POL)],
            ["other_record_value", "wrong_policy_condition"], ["berth A-07", "up to 7 days before arrival"],
            "A-07 was the berth of last year's BB-22950; BB-24017 is C-14. Policy refunds the deposit only for "
            "cancellations more than 14 days before arrival."),
        fix("Hi Kevin, berth C-14 is yours from 14/05 to 21/05. The €130.20 deposit is paid, which leaves "
            "€333.80 to settle at the marina office on arrival.",
            [S("berth C-14 is yours"), S("from 14/05 to 21/05"), S("The €130.20 deposit is paid"),
             C("leaves €333.80", R_AMT), S("settle at the marina office on arrival")],
            ["wrong_arithmetic"], ["€333.80"], ["€303.80|303.80", "C-14", "€130.20|130.20"],
            "rcm_totalamount 434.0 minus rcm_depositpaid 130.2 is 303.80."),
    ]))

# ---------------------------------------------------------------- M2 extension refused
BUNDLES.append(dict(
    domain=DOMAIN, scenario="extend-stay-refused", now="2026-06-10T16:40:00+02:00",
    question="Can I keep my berth until Monday the 15th instead of leaving Friday?",
    evidence=[
        rec("rcm_berthbookings#BB-24102", "dataverse:rcm_berthbookings", {
            "@odata.etag": "W/\"5601877\"",
            "rcm_name": "BB-24102",
            "_rcm_customerid_value": "0e5c7a11-9b3d-ef11-8409-000d3ab4c213",
            "_rcm_customerid_value" + FV: "Maria Vella",
            "_rcm_vesselid_value" + FV: "Lampuka II",
            "_rcm_berthid_value": "9d8e7f60-2c1b-ef11-8409-000d3ab4c090",
            "_rcm_berthid_value" + FV: "C-09",
            "statuscode": 100000003,
            "statuscode" + FV: "Checked in",
            "rcm_arrivaleta": "2026-06-05T14:10:00Z",
            "rcm_departureetd": "2026-06-12T09:00:00Z",
            "rcm_nightlyrate": 55.0,
            "rcm_nightlyrate_base": 55.0,
            "rcm_loa_m": "9.80",
            "rcm_loa_ft": "32.15",
            "createdon": "2026-05-19T07:55:02Z",
            "modifiedon": "2026-06-05T14:12:40Z",
        }),
        rec("rcm_GetBerthAvailability#2026-06-12..2026-06-15", "dataverse:rcm_GetBerthAvailability", {
            "@odata.context": API + "$metadata#Microsoft.Dynamics.CRM.rcm_GetBerthAvailabilityResponse",
            "FromDate": "2026-06-12",
            "ToDate": "2026-06-15",
            "Berths": [
                {"rcm_name": "C-09", "rcm_available": False,
                 "rcm_blockedby" + FV: "BB-24188", "rcm_blockedfrom": "2026-06-12T10:00:00Z"},
                {"rcm_name": "D-03", "rcm_available": True, "rcm_maxloa_m": "10.50",
                 "rcm_nightlyrate": 48.0, "rcm_nightlyrate_base": 48.0},
                {"rcm_name": "D-05", "rcm_available": True, "rcm_maxloa_m": "8.50",
                 "rcm_nightlyrate": 40.0, "rcm_nightlyrate_base": 40.0},
            ],
        }),
        refused("rcm_ExtendBerthBooking#call-1", "rcm_ExtendBerthBooking", "DENY",
                {"rcm_name": "BB-24102", "NewDeparture": "2026-06-15T09:00:00Z"}),
        pol("rcm-policy#extensions",
            "An extension depends on the berth being free for the extra nights. When it is not, the office may "
            "offer another berth of suitable size if one is available. Extension nights are charged at the "
            "nightly rate of the berth you stay in and are paid at the marina office. Moves between berths are "
            "done by marina staff at slack water between 08:00 and 10:00.", "2026.1"),
    ],
    drafts=[
        ok("Hi Maria, I'm afraid I couldn't extend berth C-09 past Friday 12/06: the system refused it because "
           "the berth is already booked from then. Good news though: berth D-03 is free from 12/06 to 15/06 and "
           "takes boats up to 10.50 m, so Lampuka II (9.80 m) fits. Three nights there would be €144.00 at "
           "€48.00 a night. Our crew would shift you across at slack water between 08:00 and 10:00.",
           [S("I couldn't extend berth C-09 past Friday 12/06"), S("the berth is already booked from then"),
            S("berth D-03 is free from 12/06 to 15/06"), S("takes boats up to 10.50 m"),
            S("Lampuka II (9.80 m) fits"), S("€144.00 at €48.00 a night"),
            S("between 08:00 and 10:00")],
           ["D-03", "€144.00"],
           "Extension call DENY; availability: C-09 blocked from 12/06, D-03 free, max 10.50 m, €48/night; "
           "3 x 48 = 144; policy: moves at slack water 08:00-10:00."),
        ok("Maria, the extension to 15/06 was refused, as C-09 is taken from Friday. D-03 is free those three "
           "nights at €48.00 each if you want it.",
           [S("the extension to 15/06 was refused"), S("C-09 is taken from Friday"),
            S("D-03 is free those three nights at €48.00 each")],
           ["D-03", "€48.00"],
           "refused_call rcm_ExtendBerthBooking DENY; availability record for 12-15 June."),
        bad("Good news Maria, I've extended your stay in berth C-09 to Monday 15/06. The extra three nights "
            "come to €120.00 at €40.00 a night, payable at the marina office.",
            [C("I've extended your stay in berth C-09", R_NE), C("come to €120.00 at €40.00 a night", R_AMT),
             S("payable at the marina office")],
            ["refused_call_effect", "other_record_value"], ["I've extended your stay", "€40.00 a night"],
            "The extension call was denied; €40.00 is the rate of berth D-05, C-09 is €55.00 a night."),
        bad("Hi Maria, C-09 is booked by another boat from 12/06, so I couldn't extend there. Berth D-05 is free "
            "until the 15th and would suit Lampuka II nicely. Our lads can move you across first thing at "
            "07:00 on Friday.",
            [S("C-09 is booked by another boat from 12/06"), S("so I couldn't extend there"),
             S("Berth D-05 is free until the 15th"),
             C("would suit Lampuka II nicely", ["VALUE_MISMATCH", "NLI_CONTRADICTION"]),
             C("first thing at 07:00 on Friday", ["NLI_CONTRADICTION", "VALUE_MISMATCH", "DATE_MISMATCH"])],
            ["wrong_value", "wrong_time"], ["would suit Lampuka II", "at 07:00 on Friday"],
            "D-05 takes at most 8.50 m and Lampuka II is 9.80 m; policy moves berths between 08:00 and 10:00."),
        fix("Hi Maria, good news: booking BB-24102 has been extended so you can stay in berth C-09 until Monday "
            "15/06. If you'd rather move, berth D-03 is also free from 12/06 at €48.00 a night.",
            [C("has been extended", R_NE), S("berth D-03 is also free from 12/06 at €48.00 a night")],
            ["refused_call_effect"], ["has been extended"],
            ["couldn't|could not|unable|not able|refused|declined|wasn't possible|not possible|escalated", "D-03"],
            "rcm_ExtendBerthBooking was refused (DENY); D-03 is available at €48.00."),
    ]))

# ---------------------------------------------------------------- M3 monthly invoice
BUNDLES.append(dict(
    domain=DOMAIN, scenario="monthly-berth-invoice", now="2026-07-09T11:05:00+02:00",
    question="Can you break down my June berth invoice and tell me what's still outstanding?",
    evidence=[
        rec("invoices#INV-RCM-30871", "dataverse:invoices", {
            "@odata.context": API + "$metadata#invoices(invoice_details())/$entity",
            "@odata.etag": "W/\"5710334\"",
            "invoiceid": "2b6a0d93-7f1e-ef11-8409-000d3ab4c5e0",
            "invoicenumber": "INV-RCM-30871",
            "name": "Monthly berth June 2026 - Tal-Fortuna",
            "_customerid_value": "5f4e3d2c-8a9b-ef11-8409-000d3ab4c314",
            "_customerid_value" + FV: "Daniel Farrugia",
            "rcm_contracttype": 100000001,
            "rcm_contracttype" + FV: "Monthly",
            "rcm_invoicedate": "2026-07-01",
            "duedate": "2026-07-31",
            "statuscode": 100000001,
            "statuscode" + FV: "Partially paid",
            "totallineitemamount": 573.2,
            "totallineitemamount_base": 573.2,
            "totaltax": 103.18,
            "totaltax_base": 103.18,
            "totalamount": 676.38,
            "totalamount_base": 676.38,
            "rcm_amountpaid": 300.0,
            "rcm_amountpaid_base": 300.0,
            "invoice_details": [
                {"productdescription": "Berth B-21, monthly", "quantity": 1, "priceperunit": 520.0,
                 "extendedamount": 520.0},
                {"productdescription": "Electricity (meter)", "quantity": 143, "uomid" + FV: "kWh",
                 "priceperunit": 0.32, "extendedamount": 45.76},
                {"productdescription": "Water (meter)", "quantity": 2.4, "uomid" + FV: "m3",
                 "priceperunit": 3.1, "extendedamount": 7.44},
            ],
            "createdon": "2026-07-01T03:00:12Z",
            "modifiedon": "2026-07-06T10:21:49Z",
        }),
        rec("invoices?customer=daniel-farrugia&top=1&skip=1", "dataverse:invoices", {
            "value": [{
                "@odata.etag": "W/\"5562090\"",
                "invoicenumber": "INV-RCM-30544",
                "name": "Monthly berth May 2026 - Tal-Fortuna",
                "statuscode": 100000002,
                "statuscode" + FV: "Paid",
                "totalamount": 651.22,
                "totalamount_base": 651.22,
                "rcm_invoicedate": "2026-06-01",
            }],
        }),
        pol("rcm-policy#billing",
            "Monthly and annual berth holders are invoiced on the 1st of the month for the month just ended. "
            "Invoices are due 30 days from the invoice date. A late fee of 2% of the outstanding amount applies "
            "once an invoice is more than 45 days old. Annual contract holders receive a 10% discount on the "
            "berth fee only, not on metered services. All amounts include VAT at 18% where shown.", "2026.1"),
    ],
    drafts=[
        ok("Hi Daniel, your June invoice INV-RCM-30871 comes to €676.38 including VAT. That's the €520.00 "
           "berth fee, €45.76 of electricity (143 kWh) and €7.44 of water, plus €103.18 VAT. You've paid "
           "€300.00 so far, leaving €376.38, due by 31/07/2026.",
           [S("comes to €676.38 including VAT"), S("the €520.00 berth fee"), S("€45.76 of electricity (143 kWh)"),
            S("€7.44 of water"), S("plus €103.18 VAT"), S("You've paid €300.00 so far"), S("leaving €376.38"),
            S("due by 31/07/2026")],
           ["€376.38", "31/07/2026"],
           "invoice lines and totals; 676.38 - 300.00 = 376.38; duedate 2026-07-31."),
        ok("Dear Mr Farrugia,\n\nThank you for your message. Invoice INV-RCM-30871 for June shows a balance of "
           "€376.38 after your payment of €300.00. Payment is due within thirty days of the invoice date, that "
           "is by 31 July, and the 2% late fee would only apply once the invoice is more than 45 days old.\n\n"
           "Kind regards,\nRinella Creek Marina office",
           [NA("Thank you for your message."), S("shows a balance of €376.38"), S("after your payment of €300.00"),
            S("due within thirty days of the invoice date"), S("that is by 31 July"),
            S("the 2% late fee would only apply once the invoice is more than 45 days old")],
           ["€376.38", "31 July"],
           "rcm_amountpaid 300, totalamount 676.38; policy: due 30 days from invoice date, 2% fee after 45 days."),
        bad("Hi Daniel, invoice INV-RCM-30871 totals €676.38. Your 10% annual-contract discount is already "
            "applied to the berth fee. Electricity was 143 kWh at €0.23 a unit. After your €300.00 payment the "
            "balance is €376.38.",
            [S("invoice INV-RCM-30871 totals €676.38"),
             CI("Your 10% annual-contract discount is already applied", R_COND),
             C("143 kWh at €0.23 a unit", R_AMT), S("the balance is €376.38")],
            ["condition_unmet", "wrong_amount"], ["10% annual-contract discount", "€0.23 a unit"],
            "rcm_contracttype is Monthly, so the annual 10% discount does not apply and no discount line exists; "
            "electricity priceperunit is 0.32."),
        bad("Hi Daniel! Your June berth invoice came to €651.22, and our system shows it as paid in full, so "
            "nothing's owed. Electricity was 143 kWh.",
            [C("Your June berth invoice came to €651.22", R_AMT),
             C("shows it as paid in full, so nothing's owed", R_STATE), S("Electricity was 143 kWh")],
            ["other_record_value", "wrong_state"], ["€651.22", "paid in full"],
            "€651.22 and Paid belong to May's INV-RCM-30544; June's INV-RCM-30871 is €676.38, Partially paid."),
        fix("Hi Daniel, June's invoice INV-RCM-30871 is €676.38 and you've paid €300.00 of it. The remaining "
            "€376.38 is due by 15/08/2026.",
            [S("June's invoice INV-RCM-30871 is €676.38"), S("you've paid €300.00 of it"),
             S("The remaining €376.38"), C("is due by 15/08/2026", R_DATE)],
            ["wrong_date"], ["15/08/2026"], ["31/07|31 July|31st July|31/7", "€376.38|376.38"],
            "duedate is 2026-07-31; 15 August is when the 45-day late fee would start."),
    ]))

# ---------------------------------------------------------------- M4 annual quote, revised
BUNDLES.append(dict(
    domain=DOMAIN, scenario="annual-berth-quote", now="2026-08-18T14:20:00+02:00",
    question="What's the annual berth going to cost me now that you've measured Isqra, and what's included?",
    evidence=[
        rec("quotes?rcm_quotegroup=Q-7720", "dataverse:quotes", {
            "@odata.context": API + "$metadata#quotes",
            "value": [
                {"@odata.etag": "W/\"5490012\"", "quotenumber": "Q-7720", "revisionnumber": 1,
                 "statecode": 3, "statecode" + FV: "Closed",
                 "statuscode": 7, "statuscode" + FV: "Revised",
                 "rcm_declaredloa_m": "11.95", "rcm_declaredloa_ft": "39.21",
                 "rcm_band" + FV: "10-12 m",
                 "totalamount": 3950.0, "totalamount_base": 3950.0,
                 "effectiveto": "2026-08-31",
                 "createdon": "2026-07-22T09:00:41Z"},
                {"@odata.etag": "W/\"5702448\"", "quotenumber": "Q-7720", "revisionnumber": 2,
                 "statecode": 1, "statecode" + FV: "Active",
                 "statuscode": 2, "statuscode" + FV: "In Progress",
                 "rcm_measuredloa_m": "12.90", "rcm_measuredloa_ft": "42.32",
                 "rcm_band" + FV: "12-14 m",
                 "totalamount": 4180.0, "totalamount_base": 4180.0,
                 "rcm_instalments": [
                     {"rcm_label": "On signing", "rcm_percent": 60, "rcm_amount": 2508.0},
                     {"rcm_label": "Second instalment", "rcm_percent": 40, "rcm_amount": 1672.0,
                      "rcm_duedate": "2027-01-31"},
                 ],
                 "rcm_inclusions": ["SHORE_POWER_16A", "WATER", "WIFI", "ACCESS_FOB_X2"],
                 "effectiveto": "2026-09-30",
                 "createdon": "2026-08-14T15:27:03Z",
                 "modifiedon": "2026-08-14T15:27:03Z"},
            ],
        }),
        rec("contacts#claire-mifsud", "dataverse:contacts", {
            "@odata.etag": "W/\"4881302\"",
            "fullname": "Claire Mifsud",
            "rcm_vesselname": "Isqra",
            "rcm_liveaboardpermit": False,
        }),
        pol("rcm-policy#annual",
            "Annual berth contracts run twelve months from the start date and are priced by length band. "
            "A quote is valid until the date shown on it; after that the tariff in force applies. "
            "Living aboard is allowed only with a separate liveaboard permit at €35 per month. "
            "Boats are re-measured on arrival and the quote is revised if the length band changes.", "2026.2"),
    ],
    drafts=[
        ok("Hi Claire, after the re-measure Isqra came in at 12.90 m (about 42 ft), which puts her in the "
           "12–14 m band. The revised quote Q-7720 is €4,180.00 for the year, valid until 30/09/2026. You'd pay "
           "60% (€2,508.00) when you sign and the remaining €1,672.00 by 31/01/2027.",
           [S("Isqra came in at 12.90 m (about 42 ft)"), S("puts her in the 12–14 m band"),
            S("The revised quote Q-7720 is €4,180.00 for the year"), S("valid until 30/09/2026"),
            S("60% (€2,508.00) when you sign"), S("the remaining €1,672.00 by 31/01/2027")],
           ["€4,180.00", "30/09/2026"],
           "Revision 2 (Active): measured 12.90 m / 42.32 ft, band 12-14 m, 4180, instalments, effectiveto 2026-09-30."),
        ok("Claire, quick summary of the revised quote Q-7720 (rev. 2):\n"
           "• Annual berth, 12–14 m band: €4,180.00\n"
           "• Includes shore power up to 16 A, water, Wi-Fi and two access fobs\n"
           "• Good until 30 September 2026\n"
           "Living aboard needs a separate permit at €35 a month.",
           [S("Annual berth, 12–14 m band: €4,180.00"),
            S("Includes shore power up to 16 A, water, Wi-Fi and two access fobs"),
            S("Good until 30 September 2026"), S("Living aboard needs a separate permit at €35 a month")],
           ["€4,180.00", "two access fobs"],
           "rcm_inclusions of revision 2; policy on liveaboard permit."),
        ok("Right then Claire: four thousand one hundred and eighty euros a year for Isqra at her measured "
           "12.90 m, with the quote open till the end of September.",
           [S("four thousand one hundred and eighty euros a year"), S("her measured 12.90 m"),
            S("the quote open till the end of September")],
           ["12.90 m", "four thousand one hundred and eighty euros"],
           "Revision 2 totalamount 4180.0 and effectiveto 2026-09-30."),
        bad("Hi Claire, your annual berth quote Q-7720 comes to €3,950.00 for Isqra, valid until 30/09/2026. "
            "At 12.90 m she's roughly 45 ft, so she sits in the 12–14 m band.",
            [C("comes to €3,950.00", R_AMT), S("valid until 30/09/2026"),
             C("she's roughly 45 ft", R_VAL), S("she sits in the 12–14 m band")],
            ["stale_value", "unit_conversion"], ["€3,950.00", "roughly 45 ft"],
            "3950 is revision 1, now Revised/Closed; 12.90 m is 42.32 ft per the quote, not 45."),
        bad("Claire, the revised quote Q-7720 is €4,180.00 a year. It includes two access fobs and a free "
            "liveaboard permit, plus shore power up to 32 A.",
            [S("the revised quote Q-7720 is €4,180.00 a year"), S("It includes two access fobs"),
             CI("a free liveaboard permit", R_COND), C("shore power up to 32 A", R_VAL)],
            ["unlisted_perk", "wrong_value"], ["free liveaboard permit", "up to 32 A"],
            "rcm_inclusions list no permit and the policy charges €35/month for one; shore power is SHORE_POWER_16A."),
        fix("Hi Claire, the revised quote Q-7720 for Isqra (12.90 m) is €3,950.00 for the year, valid until "
            "30/09/2026.",
            [S("the revised quote Q-7720 for Isqra (12.90 m)"), C("is €3,950.00 for the year", R_AMT),
             S("valid until 30/09/2026")],
            ["stale_value"], ["€3,950.00"], ["€4,180|4,180|4180", "30/09/2026|30 September"],
            "Revision 2 is Active at 4180.0; 3950.0 was revision 1."),
    ]))

# ---------------------------------------------------------------- M5 cancellation refund
BUNDLES.append(dict(
    domain=DOMAIN, scenario="cancelled-booking-refund", now="2026-07-03T09:00:00+02:00",
    question="I cancelled my July berth yesterday. How much of the deposit do I get back and when?",
    evidence=[
        rec("rcm_berthbookings#BB-24233", "dataverse:rcm_berthbookings", {
            "@odata.etag": "W/\"5688213\"",
            "rcm_name": "BB-24233",
            "_rcm_customerid_value": "3a9f8e7d-6c5b-ef11-8409-000d3ab4c818",
            "_rcm_customerid_value" + FV: "Stefan Caruana",
            "_rcm_vesselid_value" + FV: "Żiemel",
            "statecode": 1,
            "statecode" + FV: "Inactive",
            "statuscode": 100000005,
            "statuscode" + FV: "Cancelled",
            "rcm_arrivaleta": "2026-07-24T13:00:00Z",
            "rcm_cancelledon": "2026-07-02T08:31:17Z",
            "rcm_depositpaid": 186.0,
            "rcm_depositpaid_base": 186.0,
            "createdon": "2026-05-30T18:44:09Z",
            "modifiedon": "2026-07-02T08:31:17Z",
        }),
        rec("rcm_refunds?booking=BB-24233", "dataverse:rcm_refunds", {
            "value": [{
                "@odata.etag": "W/\"5688240\"",
                "rcm_name": "RF-09114",
                "rcm_amount": 171.0,
                "rcm_amount_base": 171.0,
                "rcm_adminfee": 15.0,
                "statuscode": 100000001,
                "statuscode" + FV: "Approved",
                "rcm_paidouton": None,
                "rcm_method" + FV: "Original card",
                "createdon": "2026-07-02T08:31:20Z",
            }],
        }),
        rec("rcm_berthbookings#BB-24390", "dataverse:rcm_berthbookings", {
            "@odata.etag": "W/\"5652004\"",
            "rcm_name": "BB-24390",
            "_rcm_customerid_value" + FV: "Stefan Caruana",
            "statuscode": 100000002,
            "statuscode" + FV: "Confirmed",
            "rcm_arrivaleta": "2026-09-11T12:00:00Z",
            "rcm_depositpaid": 210.0,
            "rcm_depositpaid_base": 210.0,
        }),
        pol("rcm-policy#cancellations",
            "Changes to dates are free up to 7 days before arrival, subject to availability. "
            "A booking cancelled more than 14 days before arrival has its deposit refunded less a €15 admin fee; "
            "within 14 days the deposit is retained. Approved refunds go back to the original card within 10 "
            "working days.", "2026.1"),
    ],
    drafts=[
        ok("Hi Stefan, sorry you can't make it in July. BB-24233 was cancelled on 02/07, 22 days before your "
           "arrival, so you're clear of the 14-day cut-off: your €186.00 deposit comes back less the €15 admin "
           "fee, so €171.00. The refund is approved and should reach your card within 10 working days. Your "
           "September booking BB-24390 is untouched.",
           [NA("sorry you can't make it in July"), S("BB-24233 was cancelled on 02/07"),
            S("22 days before your arrival"), S("you're clear of the 14-day cut-off"),
            S("your €186.00 deposit comes back less the €15 admin fee"), S("so €171.00"),
            S("The refund is approved"), S("should reach your card within 10 working days"),
            S("Your September booking BB-24390 is untouched")],
           ["€171.00", "10 working days"],
           "cancelled 2026-07-02, arrival 2026-07-24 (22 days); refund RF-09114 Approved 171.0; BB-24390 Confirmed."),
        ok("Stefan, the cancellation of BB-24233 is through and €171.00 (the deposit minus the €15 fee) is "
           "approved to go back to your card.",
           [S("the cancellation of BB-24233 is through"), S("€171.00 (the deposit minus the €15 fee)"),
            S("approved to go back to your card")],
           ["€171.00"],
           "booking statuscode Cancelled; refund Approved, method original card, adminfee 15."),
        bad("Hi Stefan, BB-24233 is cancelled and since that was more than 14 days out, you're due €171.00 back. "
            "Your refund has been sent to your card and usually lands within 3-5 working days.",
            [S("BB-24233 is cancelled"), S("since that was more than 14 days out"), S("you're due €171.00 back"),
             C("Your refund has been sent to your card", R_STATE), C("within 3-5 working days", R_POL)],
            ["wrong_state", "wrong_period"], ["has been sent to your card", "3-5 working days"],
            "Refund is Approved with rcm_paidouton null (not paid out); policy says within 10 working days."),
        bad("Hi Stefan, you cancelled BB-24233 more than 14 days before arrival, so your €210.00 deposit will be "
            "refunded in full.",
            [S("you cancelled BB-24233 more than 14 days before arrival"),
             C("your €210.00 deposit", R_AMT), C("will be refunded in full", R_POL + R_AMT)],
            ["other_record_value", "wrong_policy_condition"], ["€210.00", "refunded in full"],
            "€210.00 is the deposit on BB-24390; BB-24233's deposit is €186.00 and the policy keeps a €15 admin fee."),
        fix("Hi Stefan, BB-24233 was cancelled on 02/07, well before the 14-day cut-off, so you get your €186.00 "
            "deposit back less the €15 admin fee, which makes €161.00.",
            [S("BB-24233 was cancelled on 02/07"), S("well before the 14-day cut-off"),
             S("your €186.00 deposit back less the €15 admin fee"), C("which makes €161.00", R_AMT)],
            ["wrong_arithmetic"], ["€161.00"], ["€171|171", "€186.00|186"],
            "186 - 15 = 171, and the refund record holds 171.0."),
        fix("Hi Stefan, your July booking BB-24233 is cancelled and the €171.00 refund has already been paid "
            "back to your card.",
            [S("your July booking BB-24233 is cancelled"), S("the €171.00 refund"),
             C("has already been paid back to your card", R_STATE)],
            ["wrong_state"], ["already been paid back"],
            ["approved|on its way|within 10 working days|10 working days|pending|not yet", "€171.00|171"],
            "Refund RF-09114 is Approved with no rcm_paidouton date.",
            ),
    ]))

# one more wrong draft for M1: the boat's name slips
BUNDLES[0]["drafts"].insert(5, bad(
    "Ahoy Kevin! Sea Breeze is booked into berth C-14 from 14/05 to 21/05, and your €130.20 deposit is in.",
    [C("Sea Breeze is booked", R_VAL + ["IDENTIFIER_MISMATCH"]), S("into berth C-14 from 14/05 to 21/05"),
     S("your €130.20 deposit is in")],
    ["wrong_name"], ["Sea Breeze"],
    "_rcm_vesselid_value is Sea Pickle; dates and deposit are right."))
