"""Expat tax adviser: four scenarios (return filed and refund estimate, invoice balance, missing documents,
tax-office query with an extension request escalated)."""
from common import (add, rec, pol, kb, refused, status, change, S, N, C, I, CI,
                    AMT, DATE, STATE, IDM, VAL, POLC, NOPOL, NOREC, NOTEX, FACTC, FACTN)

DOM = "expat tax adviser"

# =====================================================================================
# X1 2025 return submitted; estimate vs last year's assessed refund
# =====================================================================================
SC = "return-filed"
X1_EV = [
    rec("tracker.search#TAX-whitaker", "tool:tracker.search_issues", {
        "total": 2, "startAt": 0, "maxResults": 10,
        "issues": [
            {"id": "111190", "key": "TAX-1190",
             "fields": {"summary": "Income tax return 2025 - Whitaker, Callum",
                        "status": status("Submitted to Tax Office", "indeterminate", 16004),
                        "customfield_10701": 2025,
                        "customfield_10702": "2026-03-18T16:42:09.000+0100",
                        "customfield_10703": "et4f9k2m8p1q",
                        "customfield_10704": "27/518/40213",
                        "customfield_10705": "Finanzamt Berlin-Charlottenburg",
                        "customfield_10706": {"amount": "1342.18", "currency": "EUR", "binding": False}}},
            {"id": "110874", "key": "TAX-0874",
             "fields": {"summary": "Income tax return 2024 - Whitaker, Callum",
                        "status": status("Assessment Received", "done", 16009),
                        "customfield_10701": 2024,
                        "customfield_10702": "2025-04-02T10:15:40.000+0200",
                        "customfield_10704": "27/518/40213",
                        "customfield_10706": {"amount": "1010.00", "currency": "EUR", "binding": False},
                        "customfield_10707": {"amount": "986.40", "currency": "EUR", "assessed_on": "2025-07-09"}}},
        ],
        "names": {"customfield_10701": "Tax year", "customfield_10702": "Submitted via ELSTER",
                  "customfield_10703": "ELSTER transfer ticket", "customfield_10704": "Tax number",
                  "customfield_10705": "Tax office", "customfield_10706": "Estimated refund",
                  "customfield_10707": "Assessed refund"}}),
    pol("policy#after-filing",
        "Our refund figure is an estimate and is not binding; the tax office sets the final amount in its assessment "
        "(Steuerbescheid). Processing times vary, but most assessments arrive 6 to 10 weeks after submission. We "
        "check every assessment against the return within 10 working days of receiving it and tell you whether an "
        "objection is worthwhile. An objection must reach the tax office within one month of the assessment being "
        "issued.", revision="2026-01"),
]
X1_Q = "Has my 2025 tax return been filed yet, and how much will I get back?"
X1_NOW = "2026-03-24T11:00:00+01:00"

add("114-return-filed", SC, DOM, X1_Q,
    "Dear Mr Whitaker, yes, your 2025 income tax return was submitted to the Finanzamt Berlin-Charlottenburg via "
    "ELSTER on 18 March 2026. We estimate a refund of 1.342,18 €, but the final amount is set by the tax office in "
    "its assessment. Assessments usually arrive 6 to 10 weeks after submission.",
    X1_EV,
    [S("your 2025 income tax return was submitted to the Finanzamt Berlin-Charlottenburg"),
     S("via ELSTER on 18 March 2026"), S("We estimate a refund of 1.342,18 €"),
     S("the final amount is set by the tax office"), S("usually arrive 6 to 10 weeks after submission")],
    notes="TAX-1190 status and customfield_10702/10705/10706; policy on estimate and 6-10 weeks.",
    now=X1_NOW, includes=["1.342,18 €", "18 March 2026"])

add("115-return-filed", SC, DOM, X1_Q,
    "Hello Mr Whitaker,\n\nyour 2025 return at a glance:\n- Submitted: 18.03.2026 at 16:42 via ELSTER\n- ELSTER "
    "transfer ticket: et4f9k2m8p1q\n- Tax number: 27/518/40213\n- Estimated refund: 1.342,18 € (not binding)\n\n"
    "Once your assessment arrives, we check it within 10 working days and let you know whether an objection is "
    "worthwhile.\n\nKind regards,\nYour tax team",
    X1_EV,
    [S("Submitted: 18.03.2026 at 16:42 via ELSTER"), S("ELSTER transfer ticket: et4f9k2m8p1q"),
     S("Tax number: 27/518/40213"), S("Estimated refund: 1.342,18 € (not binding)"),
     S("we check it within 10 working days"), S("let you know whether an objection is worthwhile")],
    notes="customfield_10702 time, 10703 ticket, 10704 tax number; policy 10 working days.",
    now=X1_NOW, includes=["et4f9k2m8p1q", "1.342,18 €"])

add("116-return-filed", SC, DOM, X1_Q,
    "Filed last Wednesday (18.03.); expected refund about 1.342,18 €, an estimate rather than a promise.",
    X1_EV,
    [S("Filed last Wednesday (18.03.)"), S("expected refund about 1.342,18 €"),
     S("an estimate rather than a promise")],
    notes="now Tuesday 24.03; last Wednesday = 18.03.",
    now=X1_NOW, includes=["1.342,18 €"])

add("117-return-filed-lastyear", SC, DOM, X1_Q,
    "Dear Mr Whitaker, your 2025 return went to the Finanzamt Berlin-Charlottenburg on 18 March. Your refund will "
    "be 986,40 €, and this amount is guaranteed. You should receive the assessment within 6 to 10 weeks.",
    X1_EV,
    [S("your 2025 return went to the Finanzamt Berlin-Charlottenburg on 18 March"),
     C("Your refund will be 986,40 €", AMT), CI("this amount is guaranteed", FACTC + POLC + NOPOL),
     S("within 6 to 10 weeks")],
    errors=["other_record_value", "invented_promise"],
    notes="986,40 is the assessed 2024 refund (TAX-0874); the 2025 estimate is 1.342,18 and the policy says it is "
          "not binding.",
    now=X1_NOW, excludes=["986,40 €", "this amount is guaranteed"])

add("118-return-filed-ticket", SC, DOM, X1_Q,
    "Hello Mr Whitaker, your return was submitted via ELSTER on 18.03.2026, and we estimate a refund of 1.342,18 €. "
    "For any correspondence, your tax number is et4f9k2m8p1q. If the assessment looks wrong, an objection has to be "
    "filed within two weeks.",
    X1_EV,
    [S("submitted via ELSTER on 18.03.2026"), S("we estimate a refund of 1.342,18 €"),
     C("your tax number is et4f9k2m8p1q", IDM), C("filed within two weeks", POLC)],
    errors=["wrong_role", "wrong_period"],
    notes="et4f9k2m8p1q is the ELSTER transfer ticket; the tax number is 27/518/40213. Objections: one month.",
    now=X1_NOW, excludes=["tax number is et4f9k2m8p1q", "within two weeks"])

add("r23-return-filed", SC, DOM, X1_Q,
    "Dear Mr Whitaker, your 2025 return was submitted via ELSTER on 18 March 2026. We estimate a refund of "
    "986,40 €; the tax office sets the final amount.",
    X1_EV,
    [S("submitted via ELSTER on 18 March 2026"), C("We estimate a refund of 986,40 €", AMT),
     S("the tax office sets the final amount")],
    errors=["other_record_value"],
    notes="986,40 is the 2024 assessed refund; the 2025 estimate (customfield_10706) is 1342.18.",
    now=X1_NOW, excludes=["986,40 €"], includes=["1.342,18 €|1.342,18|1342.18", "18 March"], repair=True)

# =====================================================================================
# X2 invoice balance and instalments
# =====================================================================================
SC = "invoice-balance"
X2_EV = [
    rec("tracker.get_issue#TAX-1254", "tool:tracker.get_issue", {
        "id": "111254", "key": "TAX-1254",
        "fields": {"summary": "Engagement 2025 return - Brennan-Schmitt, Aoife",
                   "status": status("Invoice Sent", "indeterminate", 16006),
                   "duedate": "2026-04-30",
                   "customfield_10710": "RE-2026-0412",
                   "customfield_10711": "MND-20817"},
        "names": {"customfield_10710": "Invoice number", "customfield_10711": "Client number"}}),
    rec("billing.get_invoice#RE-2026-0412", "tool:billing.get_invoice", {
        "invoice": {"number": "RE-2026-0412", "client": "MND-20817", "currency": "EUR", "issued": "2026-03-31",
                    "lines": [{"description": "Annual return package 2025", "net_minor": 89000},
                              {"description": "Foreign income annex (Anlage AUS)", "net_minor": 18000}],
                    "net_minor": 107000, "vat_rate": "0.19", "vat_minor": 20330, "gross_minor": 127330,
                    "payments": [{"amount_minor": 50000, "received": "2026-02-10", "method": "SEPA",
                                  "note": "payment on account"}],
                    "open_minor": 77330, "due_date": "2026-04-30", "reminders_sent": 0}}),
    pol("policy#invoices",
        "Invoices are payable within 30 days of issue. On request we agree a payment plan of up to three "
        "instalments. The first payment reminder is free of charge; from the second reminder on we charge 5,00 € "
        "per reminder. Payments on account are credited against the final invoice.", revision="v3"),
]
X2_Q = "How much do I still owe on my invoice, and could I pay it in instalments?"
X2_NOW = "2026-04-08T14:00:00+02:00"

add("119-invoice-balance", SC, DOM, X2_Q,
    "Dear Ms Brennan-Schmitt, your invoice RE-2026-0412 comes to 1.273,30 € including VAT. After your payment of "
    "500,00 € on 10 February, 773,30 € remains open, due by 30 April 2026. Yes, you can ask us for a payment plan "
    "of up to three instalments.",
    X2_EV,
    [S("your invoice RE-2026-0412 comes to 1.273,30 € including VAT"),
     S("your payment of 500,00 € on 10 February"), S("773,30 € remains open"), S("due by 30 April 2026"),
     S("a payment plan of up to three instalments")],
    notes="gross_minor 127330, payment 50000 on 10.02, open_minor 77330, due_date 2026-04-30; policy 3 instalments.",
    now=X2_NOW, includes=["773,30 €"])

add("120-invoice-balance", SC, DOM, X2_Q,
    "Hello Ms Brennan-Schmitt,\n\nhere is the breakdown of invoice RE-2026-0412:\n- Annual return package: 890,00 € "
    "net\n- Foreign income annex (Anlage AUS): 180,00 € net\n- VAT (19%): 203,30 €\n- Total: 1.273,30 €\n- Paid on "
    "account: 500,00 €\n- Still open: 773,30 €\n\nIf instalments would help, just let us know; we can split the "
    "amount into up to three payments.\n\nKind regards,\nAccounts",
    X2_EV,
    [S("Annual return package: 890,00 € net"), S("Foreign income annex (Anlage AUS): 180,00 € net"),
     S("VAT (19%): 203,30 €"), S("Total: 1.273,30 €"), S("Paid on account: 500,00 €"),
     S("Still open: 773,30 €"), S("split the amount into up to three payments")],
    notes="Line items 89000/18000 minor, vat_minor 20330, gross 127330, open 77330.",
    now=X2_NOW, includes=["773,30 €", "1.273,30 €"])

add("121-invoice-balance", SC, DOM, X2_Q,
    "You still owe seven hundred and seventy-three euros thirty, due by the end of April; up to three instalments "
    "are possible.",
    X2_EV,
    [S("seven hundred and seventy-three euros thirty"), S("due by the end of April"),
     S("up to three instalments are possible")],
    notes="open_minor 77330 in words; due 30.04.",
    now=X2_NOW, includes=["seventy-three euros thirty"])

add("122-invoice-balance-math", SC, DOM, X2_Q,
    "Dear Ms Brennan-Schmitt, your invoice RE-2026-0412 covers the annual return package and comes to 1.059,10 € "
    "including VAT. With your 500,00 € payment on account, 559,10 € remains open, due by 30 April. A payment plan "
    "of up to three instalments is possible.",
    X2_EV,
    [C("comes to 1.059,10 € including VAT", AMT), S("your 500,00 € payment on account"),
     C("559,10 € remains open", AMT), S("due by 30 April"), S("up to three instalments is possible")],
    errors=["wrong_arithmetic", "wrong_arithmetic"],
    notes="1.059,10 is the package alone with VAT, skipping the 180,00 annex; gross is 1.273,30 and 773,30 is open.",
    now=X2_NOW, excludes=["1.059,10 €", "559,10 €"])

add("123-invoice-balance-client", SC, DOM, X2_Q,
    "Hello Ms Brennan-Schmitt, under your client number RE-2026-0412, 773,30 € is still open and due by 30 April. "
    "We can also spread this over up to six monthly instalments.",
    X2_EV,
    [C("your client number RE-2026-0412", IDM), S("773,30 € is still open and due by 30 April"),
     C("up to six monthly instalments", POLC)],
    errors=["wrong_role", "wrong_policy_condition"],
    notes="RE-2026-0412 is the invoice number; the client number is MND-20817. Policy allows up to three "
          "instalments.",
    now=X2_NOW, excludes=["client number RE-2026-0412", "up to six monthly instalments"])

add("r24-invoice-balance", SC, DOM, X2_Q,
    "Dear Ms Brennan-Schmitt, your invoice RE-2026-0412 totals 1.273,30 €. After your 500,00 € payment, 673,30 € is "
    "still open, due by 30 April.",
    X2_EV,
    [S("totals 1.273,30 €"), S("your 500,00 € payment"), C("673,30 € is still open", AMT), S("due by 30 April")],
    errors=["wrong_arithmetic"],
    notes="1273.30 - 500.00 = 773.30 (open_minor 77330).",
    now=X2_NOW, excludes=["673,30 €"], includes=["773,30 €|773,30|773.30", "30 April"], repair=True)

# =====================================================================================
# X3 missing documents (two employers in 2025; due date extended)
# =====================================================================================
SC = "tax-documents"
X3_EV = [
    rec("tracker.get_issue#TAX-1302", "tool:tracker.get_issue", {
        "id": "111302", "key": "TAX-1302",
        "fields": {
            "summary": "Income tax return 2025 - Park-Lehmann, Min-seo",
            "status": status("Waiting for Client", "indeterminate", 16002),
            "duedate": "2026-05-15",
            "customfield_10720": ["LOHNSTEUERBESCHEINIGUNG_2025_EMPLOYER_2", "KITA_FEES_2025_WITH_TRANSFER_PROOF"],
            "customfield_10721": ["LOHNSTEUERBESCHEINIGUNG_2025_EMPLOYER_1", "HEALTH_INSURANCE_STATEMENT_2025",
                                  "RENTAL_CONTRACT"],
            "customfield_10722": [
                {"ref": "EMPLOYER_1", "name": "Nordlicht Software GmbH", "from": "2025-01-01", "to": "2025-06-30"},
                {"ref": "EMPLOYER_2", "name": "Brückner & Valk AG", "from": "2025-07-01", "to": "2025-12-31"}],
            "customfield_10723": "2026-06-30",
        },
        "changelog": {"histories": [
            change(170144, "2026-04-24T09:48:30.000+0200", "Tomasz Wrona",
                   [("duedate", "2026-04-30", "2026-05-15")]),
        ]},
        "names": {"customfield_10720": "Documents missing", "customfield_10721": "Documents received",
                  "customfield_10722": "Employers 2025", "customfield_10723": "Internal filing target"}}),
    pol("policy#documents-childcare",
        "Please send all documents by the due date on your file; this lets us file by our internal target date. "
        "Childcare costs count at two thirds, up to 4.000,00 € per child and year, and only with the invoice and "
        "proof of bank transfer. Cash payments for childcare are not recognised. A missing wage-tax certificate can "
        "be requested from the employer's payroll department.", revision="2026"),
]
X3_Q = "Which documents are you still waiting for from me?"
X3_NOW = "2026-04-29T10:20:00+02:00"

add("124-tax-documents", SC, DOM, X3_Q,
    "Good morning Ms Park-Lehmann, we still need two documents from you:\n- your 2025 wage-tax certificate "
    "(Lohnsteuerbescheinigung) from Brückner & Valk AG\n- your Kita fee invoices for 2025 with proof of bank "
    "transfer\n\nPlease send them by Friday, 15 May. If you don't have the certificate, the payroll department of "
    "Brückner & Valk can issue it.",
    X3_EV,
    [S("we still need two documents from you"),
     S("your 2025 wage-tax certificate (Lohnsteuerbescheinigung) from Brückner & Valk AG"),
     S("your Kita fee invoices for 2025 with proof of bank transfer"), S("send them by Friday, 15 May"),
     S("the payroll department of Brückner & Valk can issue it")],
    notes="customfield_10720 lists EMPLOYER_2 (Brückner & Valk, 10722) and Kita fees; duedate 2026-05-15.",
    now=X3_NOW, includes=["Brückner & Valk", "15 May"])

add("125-tax-documents", SC, DOM, X3_Q,
    "Dear Ms Park-Lehmann,\n\nthank you for the documents you have sent so far. We already have the wage-tax "
    "certificate from Nordlicht Software, your health insurance statement and your rental contract. Two items are "
    "still missing: the certificate from Brückner & Valk AG for July to December, and your Kita invoices. Please "
    "note that childcare costs only count with the invoice and proof of bank transfer; cash payments are not "
    "recognised, and the costs count at two thirds, up to 4.000,00 € per child. With everything in by 15.05.2026, "
    "we aim to file by 30 June.\n\nKind regards,\nTomasz Wrona",
    X3_EV,
    [N("thank you for the documents you have sent so far"),
     S("We already have the wage-tax certificate from Nordlicht Software"),
     S("your health insurance statement and your rental contract"), S("Two items are still missing"),
     S("the certificate from Brückner & Valk AG for July to December"),
     S("only count with the invoice and proof of bank transfer"), S("cash payments are not recognised"),
     S("count at two thirds, up to 4.000,00 € per child"), S("With everything in by 15.05.2026"),
     S("we aim to file by 30 June")],
    notes="customfield_10721 received list; 10722 employer periods; policy on childcare; internal target 10723.",
    now=X3_NOW, includes=["Brückner & Valk", "15.05.2026"])

add("126-tax-documents", SC, DOM, X3_Q,
    "Two items missing (the Brückner & Valk wage-tax certificate, and Kita invoices with transfer proof), due "
    "15.05.2026.",
    X3_EV,
    [S("Two items missing"), S("the Brückner & Valk wage-tax certificate"), S("Kita invoices with transfer proof"),
     S("due 15.05.2026")],
    notes="Terse form.",
    now=X3_NOW, includes=["15.05.2026"])

add("127-tax-documents-employer", SC, DOM, X3_Q,
    "Hello Ms Park-Lehmann, we are still waiting for your 2025 wage-tax certificate from Nordlicht Software GmbH and "
    "for your Kita invoices. For the Kita fees, cash receipts are fine too. Please send everything by 15 May.",
    X3_EV,
    [C("wage-tax certificate from Nordlicht Software GmbH", VAL + IDM), S("for your Kita invoices"),
     C("cash receipts are fine too", POLC), S("send everything by 15 May")],
    errors=["wrong_name", "wrong_policy_condition"],
    notes="The missing certificate is EMPLOYER_2, Brückner & Valk AG (Nordlicht's is received); policy: cash "
          "payments for childcare are not recognised.",
    now=X3_NOW, excludes=["from Nordlicht Software GmbH", "cash receipts are fine"])

add("128-tax-documents-stale", SC, DOM, X3_Q,
    "Dear Ms Park-Lehmann, only one document is still missing: the wage-tax certificate from Brückner & Valk AG. "
    "Please send it by tomorrow, 30 April, so we can file by 30 June.",
    X3_EV,
    [C("only one document is still missing", VAL), S("the wage-tax certificate from Brückner & Valk AG"),
     C("by tomorrow, 30 April", DATE), S("so we can file by 30 June")],
    errors=["wrong_quantity", "stale_value"],
    notes="customfield_10720 lists two missing items (the Kita invoices too); the due date moved from 30.04 to "
          "15.05 (changelog 170144).",
    now=X3_NOW, excludes=["only one document is still missing", "tomorrow, 30 April"])

add("r25-tax-documents", SC, DOM, X3_Q,
    "Good morning Ms Park-Lehmann, we still need your 2025 wage-tax certificate from Nordlicht Software GmbH and "
    "your Kita invoices with proof of bank transfer, by 15 May.",
    X3_EV,
    [C("wage-tax certificate from Nordlicht Software GmbH", VAL + IDM),
     S("your Kita invoices with proof of bank transfer, by 15 May")],
    errors=["wrong_name"],
    notes="Nordlicht's certificate was received; the missing one is from Brückner & Valk AG.",
    now=X3_NOW, excludes=["Nordlicht Software GmbH"], includes=["Brückner & Valk", "15 May"], repair=True)

# =====================================================================================
# X4 tax-office query; extension escalated to a partner
# =====================================================================================
SC = "query-extension"
X4_EV = [
    rec("tracker.get_issue#TAX-1388", "tool:tracker.get_issue", {
        "id": "111388", "key": "TAX-1388",
        "fields": {
            "summary": "Tax office query 2024 return - van Leeuwen, Piet",
            "status": status("Tax Office Query", "indeterminate", 16011),
            "customfield_10730": "2026-09-18",
            "customfield_10731": "2026-10-09",
            "customfield_10732": {"amount": "612.00", "currency": "EUR", "due": "2026-10-16", "state": "OPEN",
                                  "tax_year": 2024},
            "customfield_10733": [{"due": "2026-09-10", "amount": "380.00", "state": "PAID"},
                                  {"due": "2026-12-10", "amount": "380.00", "state": "OPEN"}],
            "customfield_10734": ["DOUBLE_HOUSEHOLD_PROOF", "COMMUTE_DAYS_EVIDENCE"],
        },
        "names": {"customfield_10730": "Query received", "customfield_10731": "Reply deadline",
                  "customfield_10732": "Additional payment", "customfield_10733": "Prepayments 2026",
                  "customfield_10734": "Questions raised"}}),
    refused("tax.request_extension#TAX-1388", "tax.request_deadline_extension", "ESCALATE",
            {"issueKey": "TAX-1388", "requested_until": "2026-10-30"}, reason="Partner sign-off required"),
    pol("policy#tax-office-deadlines",
        "Requests to extend a tax office deadline are signed off by a partner and usually sent within 2 working days. "
        "The tax office decides on extensions, so we cannot guarantee one. Tax paid late attracts a surcharge of 1% "
        "of the amount due for every started month. We recommend paying on time even while questions are still "
        "open.", revision="v2"),
]
X4_Q = "I'm travelling until 20 October. Can you get me an extension for the tax office's questions? And what do I owe?"
X4_NOW = "2026-10-05T09:10:00+02:00"

add("129-query-extension", SC, DOM, X4_Q,
    "Dear Mr van Leeuwen, I've passed your extension request to our partner for sign-off; such requests usually go "
    "out within 2 working days, but the tax office decides, so an extension isn't guaranteed. Until we hear back, "
    "the deadline for answering the query remains Friday, 9 October. Separately, the additional payment of 612,00 € "
    "for 2024 is due on 16 October.",
    X4_EV,
    [S("I've passed your extension request to our partner for sign-off"),
     S("usually go out within 2 working days"), S("an extension isn't guaranteed"),
     S("the deadline for answering the query remains Friday, 9 October"),
     S("the additional payment of 612,00 € for 2024 is due on 16 October")],
    notes="request_deadline_extension ESCALATE (partner sign-off); reply deadline 10731; additional payment 10732.",
    now=X4_NOW, includes=["9 October", "612,00 €"])

add("130-query-extension", SC, DOM, X4_Q,
    "Hello Mr van Leeuwen,\n\n- Tax office questions: proof of your double household and evidence of your commuting "
    "days\n- Reply deadline: 09.10.2026 (extension request now with our partner for sign-off)\n- 2024 additional "
    "payment: 612,00 €, due 16.10.2026\n- Next prepayment: 380,00 € on 10.12.2026\n\nPlease pay the 612,00 € on time "
    "even while you are away: late tax costs 1% of the amount for every started month.\n\nBest regards,\nYour tax "
    "team",
    X4_EV,
    [S("proof of your double household and evidence of your commuting days"), S("Reply deadline: 09.10.2026"),
     S("extension request now with our partner for sign-off"), S("612,00 €, due 16.10.2026"),
     S("Next prepayment: 380,00 € on 10.12.2026"), S("late tax costs 1% of the amount for every started month")],
    notes="customfield_10734 questions; 10733 open prepayment 10.12; policy surcharge 1% per started month.",
    now=X4_NOW, includes=["09.10.2026", "612,00 €"])

add("131-query-extension", SC, DOM, X4_Q,
    "Extension request is with a partner, not yet granted; reply due this Friday, and 612,00 € falls due the "
    "Friday after.",
    X4_EV,
    [S("Extension request is with a partner, not yet granted"), S("reply due this Friday"),
     S("612,00 € falls due the Friday after")],
    notes="now Monday 05.10: this Friday 09.10, the Friday after 16.10.",
    now=X4_NOW, includes=["612,00 €"])

add("132-query-extension-granted", SC, DOM, X4_Q,
    "Dear Mr van Leeuwen, no need to worry about your trip: I've secured an extension to 30 October for your reply "
    "to the tax office. You'll also need to pay 380,00 € for 2024 by 16 October.",
    X4_EV,
    [N("no need to worry about your trip"), C("I've secured an extension to 30 October", NOTEX),
     C("pay 380,00 € for 2024", AMT)],
    errors=["refused_call_effect", "other_record_value"],
    notes="The extension call was escalated, not executed; 380,00 is a 2026 prepayment, the 2024 additional "
          "payment is 612,00.",
    now=X4_NOW, excludes=["secured an extension", "380,00 € for 2024"])

add("133-query-extension-surcharge", SC, DOM, X4_Q,
    "Hello Mr van Leeuwen, your extension request has gone to our partner for sign-off. Your reply to the tax "
    "office is due on 16 October, and the 612,00 € for 2024 is due the same day. Please pay on time, as late "
    "payment costs 5% per month.",
    X4_EV,
    [S("your extension request has gone to our partner for sign-off"),
     C("Your reply to the tax office is due on 16 October", DATE), S("the 612,00 € for 2024 is due the same day"),
     C("late payment costs 5% per month", POLC)],
    errors=["wrong_role", "wrong_policy_condition"],
    notes="16.10 is the payment due date; the reply deadline (customfield_10731) is 09.10. The surcharge is 1% per "
          "started month.",
    now=X4_NOW, excludes=["tax office is due on 16 October", "5% per month"])

add("r26-query-extension", SC, DOM, X4_Q,
    "Dear Mr van Leeuwen, I've extended your deadline for answering the tax office to 30 October. The 612,00 € "
    "additional payment for 2024 is still due on 16 October.",
    X4_EV,
    [C("I've extended your deadline for answering the tax office to 30 October", NOTEX),
     S("The 612,00 € additional payment for 2024 is still due on 16 October")],
    errors=["refused_call_effect"],
    notes="request_deadline_extension was escalated for partner sign-off; the deadline is still 09.10.",
    now=X4_NOW, excludes=["I've extended your deadline"],
    includes=["partner|sign-off|escalated|not guaranteed|could not|couldn't|unable|not able|9 October|09.10",
              "612,00 €"], repair=True)
