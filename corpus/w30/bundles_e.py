"""Solar-panel installer (w30)."""
from write_cases import *

# ---------------------------------------------------------------- S1 system specification
b = Bundle("solar-system-spec", "solar-panel installer",
           "Please confirm exactly what I am getting with my solar installation and the warranties.",
           "2026-03-10T12:00:00+02:00", [
    {"id": "get_sales_order#4500023301", "kind": "record", "source": "tool:erp.get_sales_order",
     "fields": {"d": {"SalesOrder": "4500023301", "SalesOrderType": "ZPV", "OverallStatus": "A", "StatusText": "Not yet processed",
                      "TransactionCurrency": "ZAR", "TotalNetAmount": "99130.44", "TotalTaxAmount": "14869.56",
                      "Items": {"results": [
                          {"SalesOrderItem": "10", "Material": "PV-550-MONO", "SalesOrderItemText": "Mono PERC panel 550 W", "RequestedQuantity": "12",
                           "NetAmount": "26086.96", "TaxAmount": "3913.04"},
                          {"SalesOrderItem": "20", "Material": "INV-HYB-5K", "SalesOrderItemText": "Hybrid inverter 5 kW", "RequestedQuantity": "1",
                           "NetAmount": "20869.57", "TaxAmount": "3130.43"},
                          {"SalesOrderItem": "30", "Material": "BAT-LFP-10", "SalesOrderItemText": "Lithium (LFP) battery 10.24 kWh", "RequestedQuantity": "1",
                           "NetAmount": "39130.43", "TaxAmount": "5869.57"},
                          {"SalesOrderItem": "40", "Material": "SRV-INST-COC", "SalesOrderItemText": "Installation and electrical CoC", "RequestedQuantity": "1",
                           "NetAmount": "13043.48", "TaxAmount": "1956.52"}]}}}},
    {"id": "warranty-policy#pv", "kind": "policy", "revision": "2026-01",
     "text": "Panels carry a 25-year performance warranty and inverters a 10-year product warranty. Batteries are warranted for 10 years or 6,000 cycles, whichever comes first. Bird-proofing mesh and remote monitoring subscriptions are optional extras and are only supplied when listed on your order."},
])
b.ok("Good day. Your system comprises twelve 550 W panels (6.6 kWp in total), a 5 kW hybrid inverter and a 10.24 kWh lithium battery, with installation and the electrical certificate of compliance included.",
     [sup("twelve 550 W panels"), sup("6.6 kWp in total"), sup("a 5 kW hybrid inverter"), sup("10.24 kWh lithium battery"),
      sup("electrical certificate of compliance included")],
     ["6.6 kWp", "10.24 kWh"], "Item 10 qty 12 x 550 W = 6.6 kWp; items 20-40.")
b.ok("Please note the warranties: 25 years on panel performance, 10 years on the inverter, and 10 years or 6,000 cycles on the battery, whichever comes first. The order total is R114,000.00 including VAT.",
     [sup("25 years on panel performance"), sup("10 years on the inverter"), sup("10 years or 6,000 cycles on the battery"),
      sup("R114,000.00 including VAT")],
     ["R114,000.00"], "warranty-policy#pv; 99130.44 + 14869.56 = 114000.00.")
b.bad("Good day. Your system comprises twelve 550 W panels, a 5 kW hybrid inverter and a 10.24 kWh lithium battery. Bird-proofing mesh is also included with your installation.",
      [sup("twelve 550 W panels"), sup("a 5 kW hybrid inverter"), sup("10.24 kWh lithium battery"),
       either("Bird-proofing mesh is also included", NOEV, NLIC, "VALUE_MISMATCH", *NOPOL)],
      ["unlisted_perk"], ["Bird-proofing mesh is also included"], "No mesh item on the order; policy: only supplied when listed.")
b.bad("Your system comprises eleven 550 W panels and a 10.24 kWh battery, which is warranted for 10 years regardless of the number of cycles.",
      [con("eleven 550 W panels", "VALUE_MISMATCH"), con("regardless of the number of cycles", NLIC)],
      ["wrong_quantity", "wrong_policy_condition"], ["eleven 550 W panels", "regardless of the number of cycles"],
      "RequestedQuantity 12; battery warranty is 10 years or 6,000 cycles, whichever first.")
b.repair("Your system comprises twelve 550 W panels (6.0 kWp in total) and a 5 kW hybrid inverter.",
         [sup("twelve 550 W panels"), con("6.0 kWp in total", "VALUE_MISMATCH"), sup("5 kW hybrid inverter")],
         ["wrong_arithmetic"], ["6.0 kWp"], ["6.6 kWp|6.6 kW|6,6 kW|6600 W|6 600 W", "5 kW"], "12 x 550 W = 6.6 kWp.")

# ---------------------------------------------------------------- S2 grid-tie application
b = Bundle("grid-tie-status", "solar-panel installer",
           "Has the municipality approved my solar system yet? When can I start feeding in?",
           "2026-03-13T15:30:00+02:00", [
    {"id": "get_grid_application#SSEG-2026-0418", "kind": "record", "source": "tool:compliance.get_grid_application",
     "fields": {"ApplicationRef": "SSEG-2026-0418", "Municipality": "City of Tshwane", "SalesOrder": "4500022711",
                "Status": "SUBMITTED_AWAITING_APPROVAL", "SubmittedOn": D(2026, 2, 26),
                "RequiredDocuments": [{"Doc": "SLD", "Text": "Single-line diagram", "Status": "RECEIVED"},
                                      {"Doc": "COC", "Text": "Electrical certificate of compliance", "Status": "RECEIVED"},
                                      {"Doc": "INV_CERT", "Text": "Inverter NRS 097 certificate", "Status": "OUTSTANDING"}],
                "BidirectionalMeterInstalled": False}},
    {"id": "get_sales_order#4500022711", "kind": "record", "source": "tool:erp.get_sales_order",
     "fields": {"d": {"SalesOrder": "4500022711", "SalesOrderType": "ZPV", "OverallStatus": "C", "StatusText": "Completely processed",
                      "to_Installation": {"CompletedOn": D(2026, 2, 19)}}}},
    {"id": "kb-sseg#tshwane", "kind": "passage", "source": "kb:grid-connection",
     "text": "Municipal SSEG approvals in Tshwane typically take 6 to 12 weeks.\nUntil approval, systems must not export power to the grid."},
    {"id": "sseg-policy#1", "kind": "policy", "revision": "2025-12",
     "text": "We submit the small-scale embedded generation (SSEG) application on your behalf after installation. Feed-in credits only start once the municipality has approved the application and a bidirectional meter has been installed."},
])
b.ok("Thank you for your enquiry. Your SSEG application SSEG-2026-0418 was submitted to the City of Tshwane on 26 February and is still awaiting approval.",
     [na("Thank you for your enquiry."), sup("submitted to the City of Tshwane on 26 February"), sup("still awaiting approval")],
     ["26 February"], "SubmittedOn 2026/02/26; Status SUBMITTED_AWAITING_APPROVAL.")
b.ok("Kindly note that the inverter certificate is still outstanding. Approvals in Tshwane typically take 6 to 12 weeks, and until approval your system must not export power to the grid. Feed-in credits will only start once the application is approved and a bidirectional meter is installed.",
     [sup("inverter certificate is still outstanding"), sup("typically take 6 to 12 weeks"), sup("must not export power to the grid"),
      sup("only start once the application is approved")],
     ["6 to 12 weeks"], "INV_CERT OUTSTANDING; passage kb-sseg#tshwane; sseg-policy#1.")
b.bad("Good news: your application SSEG-2026-0418 has been approved by the City of Tshwane, so your feed-in credits will start immediately.",
      [con("has been approved by the City of Tshwane", "RECORD_STATE_MISMATCH"), con("feed-in credits will start immediately", NLIC)],
      ["wrong_state", "wrong_policy_condition"], ["has been approved", "start immediately"],
      "Status is awaiting approval; credits need approval and a bidirectional meter (not installed).")
b.bad("Your application was submitted on 26 February, and all the required documents have been received. Approvals in Tshwane typically take 2 to 4 weeks.",
      [sup("submitted on 26 February"), con("all the required documents have been received", "RECORD_STATE_MISMATCH"),
       con("typically take 2 to 4 weeks", NLIC)],
      ["wrong_state", "invented_fact"], ["all the required documents", "2 to 4 weeks"],
      "INV_CERT is OUTSTANDING; passage says 6 to 12 weeks.")
b.repair("Your SSEG application was submitted to the City of Tshwane on 26 March and is still awaiting approval.",
         [con("on 26 March", "DATE_MISMATCH"), sup("still awaiting approval")],
         ["wrong_date"], ["on 26 March"], ["26 February|2026/02/26", "awaiting approval"], "SubmittedOn 2026/02/26.")

# ---------------------------------------------------------------- S3 finance agreement
b = Bundle("solar-finance", "solar-panel installer",
           "How much is my monthly instalment for the solar system and when does it start?",
           "2026-03-18T09:45:00+02:00", [
    {"id": "get_finance_agreement#FA-88120", "kind": "record", "source": "tool:finance.get_agreement",
     "fields": {"AgreementNo": "FA-88120", "SalesOrder": "4500022990", "Status": "ACTIVE", "Currency": "ZAR",
                "PrincipalInCents": 9500000, "Term": "P60M", "AnnualInterestRatePct": "13.25",
                "MonthlyInstalmentInCents": 216350, "FirstDebitDate": D(2026, 4, 1), "DebitDayOfMonth": 1}},
    {"id": "get_sales_order#4500022990", "kind": "record", "source": "tool:erp.get_sales_order",
     "fields": {"d": {"SalesOrder": "4500022990", "SalesOrderType": "ZPV", "OverallStatus": "B", "StatusText": "Partially processed",
                      "TotalNetAmount": "99130.43", "TotalTaxAmount": "14869.57", "DownPaymentReceived": "19000.00", "TransactionCurrency": "ZAR"}}},
    {"id": "finance-policy#2", "kind": "policy", "revision": "2025-08",
     "text": "Instalments are debited on the 1st of each month. Missed debits incur a R150 admin fee. Early settlement is allowed at any time, without penalty after the first 6 months."},
])
b.ok("Good day. Your instalment of R2,163.50 will be debited on the 1st of each month, starting on 1 April, over a term of 60 months.",
     [sup("instalment of R2,163.50"), sup("debited on the 1st of each month"), sup("starting on 1 April"), sup("term of 60 months")],
     ["R2,163.50", "1 April"], "216350 cents; DebitDayOfMonth 1; FirstDebitDate 2026/04/01; P60M.")
b.ok("Kindly note that the amount financed is R95,000.00, being the R114,000.00 order total less your R19,000.00 deposit. Early settlement is permitted without penalty after the first six months.",
     [sup("amount financed is R95,000.00"), sup("R114,000.00 order total"), sup("R19,000.00 deposit"), sup("without penalty after the first six months")],
     ["R95,000.00"], "PrincipalInCents 9500000; 99130.43 + 14869.57 = 114000; DownPaymentReceived 19000; policy.")
b.ok("Your sixty instalments of R2,163.50 add up to R129,810.00 over the full term.",
     [sup("sixty instalments of R2,163.50"), sup("add up to R129,810.00")],
     ["R129,810.00"], "60 x 2163.50 = 129810.00.")
b.bad("Your instalment of R2,163.50 will be debited on the 1st of each month over 48 months. Please note that early settlement within the first 12 months carries a penalty.",
      [sup("instalment of R2,163.50"), con("over 48 months", "VALUE_MISMATCH"), con("within the first 12 months carries a penalty", NLIC)],
      ["wrong_period", "wrong_policy_condition"], ["over 48 months", "first 12 months"],
      "Term P60M; policy: no penalty after the first 6 months.")
b.bad("Your first instalment of R2,163.50 will be debited on 1 March. Should a debit be missed, an admin fee of R250 applies.",
      [sup("instalment of R2,163.50"), con("debited on 1 March", "DATE_MISMATCH"), con("admin fee of R250", NLIC, "AMOUNT_MISMATCH")],
      ["wrong_date", "wrong_amount"], ["on 1 March", "R250"], "FirstDebitDate 2026/04/01; missed-debit fee R150.")
b.repair("Your instalment of R2,163.50 will be debited on the 1st of each month, with the first debit on 1 May.",
         [sup("instalment of R2,163.50"), sup("1st of each month"), con("first debit on 1 May", "DATE_MISMATCH")],
         ["wrong_date"], ["on 1 May"], ["1 April|2026/04/01|01 April", "R2,163.50|2,163.50|2 163.50"], "FirstDebitDate 2026/04/01.")

# ---------------------------------------------------------------- S4 site survey appointment
b = Bundle("site-survey", "solar-panel installer",
           "What time is my site survey and is there a charge?",
           "2026-03-16T08:15:00+02:00", [
    {"id": "get_service_appointment#SA-40912", "kind": "record", "source": "tool:fsm.get_appointment",
     "fields": {"Appointment": "SA-40912", "Type": "SITE_SURVEY", "Status": "CONFIRMED",
                "ScheduledStartUTC": T(2026, 3, 19, 9, 0), "ScheduledEndUTC": T(2026, 3, 19, 11, 0), "SiteTimeZone": "Africa/Johannesburg",
                "Technician": {"Name": "Thabo Nkosi", "Role": "SURVEYOR"}, "Branch": "PTA", "DistanceFromBranchKm": "34",
                "Charges": []}},
    {"id": "get_service_appointment#SA-40877", "kind": "record", "source": "tool:fsm.get_appointment",
     "fields": {"Appointment": "SA-40877", "Type": "SITE_SURVEY", "Status": "CANCELLED", "ReplacedBy": "SA-40912",
                "ScheduledStartUTC": T(2026, 3, 17, 13, 0), "ScheduledEndUTC": T(2026, 3, 17, 15, 0)}},
    {"id": "survey-policy#1", "kind": "policy", "revision": "2025-06",
     "text": "Someone over 18 must be home to give our surveyor access to the roof and the distribution board. Site surveys are free of charge within 80 km of our Pretoria branch. A survey takes about two hours."},
])
b.ok("Good day. Your site survey is confirmed for Thursday, 19 March, from 09:00 to 11:00, with our surveyor Thabo Nkosi.",
     [sup("confirmed for Thursday, 19 March"), sup("from 09:00 to 11:00"), sup("surveyor Thabo Nkosi")],
     ["19 March", "09:00"], "SA-40912 CONFIRMED; 07:00-09:00 UTC = 09:00-11:00 SAST.")
b.ok("Please note that the survey is free of charge, as your property is within 80 km of our Pretoria branch. An adult over 18 will need to be home to give access to the roof.",
     [sup("the survey is free of charge"), sup("within 80 km of our Pretoria branch"), sup("adult over 18 will need to be home")],
     ["free of charge"], "DistanceFromBranchKm 34 < 80; policy survey-policy#1.")
b.bad("Good day. Your site survey is confirmed for Thursday, 19 March, from 07:00 to 09:00, with our surveyor Thabo Nkosi.",
      [sup("Thursday, 19 March"), con("from 07:00 to 09:00", "DATE_MISMATCH", "VALUE_MISMATCH"), sup("surveyor Thabo Nkosi")],
      ["unit_conversion"], ["07:00 to 09:00"], "07:00-09:00 is the UTC time; local time is 09:00-11:00.")
b.bad("Your site survey is booked for Tuesday, 17 March, at 13:00. A survey fee of R650 applies.",
      [con("Tuesday, 17 March, at 13:00", "DATE_MISMATCH"), either("A survey fee of R650 applies", NLIC, "AMOUNT_MISMATCH", NOEV, *NOPOL)],
      ["stale_value", "condition_unmet"], ["17 March", "R650"],
      "SA-40877 (17 March) was cancelled and replaced by SA-40912; surveys within 80 km are free and the appointment has no charges.")
b.repair("Your site survey is confirmed for 19 March at 07:00, and it is free of charge.",
         [con("19 March at 07:00", "DATE_MISMATCH", "VALUE_MISMATCH"), sup("free of charge")],
         ["unit_conversion"], ["at 07:00"], ["09:00|9:00|9 AM|9am|9 a.m.", "19 March"], "07:00 is UTC; local start 09:00.")
