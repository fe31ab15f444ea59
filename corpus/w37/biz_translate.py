"""Certified translation agency: four scenarios (order delivery and price, apostille waiting on the authority,
express quote, free correction of a misspelt name)."""
from common import (add, rec, pol, kb, refused, status, change, S, N, C, I, CI,
                    AMT, DATE, STATE, IDM, VAL, POLC, NOPOL, NOREC, NOTEX, FACTC, FACTN)

DOM = "certified translation agency"

# =====================================================================================
# T1 order in progress: delivery and price (page count corrected)
# =====================================================================================
SC = "order-delivery"
T1_EV = [
    rec("tracker.get_issue#TRN-2841", "tool:tracker.get_issue", {
        "id": "102841", "key": "TRN-2841",
        "fields": {
            "summary": "Certified translation RO>DE - Rusu-Becker, Valentina",
            "status": status("Translation in Progress", "indeterminate", 15003),
            "duedate": "2026-05-12",
            "customfield_10601": [
                {"doc": "Birth certificate", "pair": "RO>DE", "pages": 2, "unit_price": "39.00"},
                {"doc": "University diploma with transcript", "pair": "RO>DE", "pages": 5, "unit_price": "39.00"}],
            "customfield_10602": {"amount": "15.00", "currency": "EUR"},
            "customfield_10603": {"method": "DEUTSCHE_POST_EINSCHREIBEN", "amount": "6.90", "currency": "EUR",
                                  "expected_delivery": "2026-05-14"},
            "customfield_10604": {"amount": "294.90", "currency": "EUR", "vat_included": True},
            "customfield_10605": ["PDF_EMAIL", "HARD_COPY_POST"],
            "customfield_10606": {"displayName": "Adriana Iliescu (sworn translator, LG Köln)"},
        },
        "changelog": {"histories": [
            change(160210, "2026-05-05T14:02:19.000+0200", "Project Management",
                   [("customfield_10601", "Diploma with transcript: 4 pages", "Diploma with transcript: 5 pages"),
                    ("customfield_10604", "255.90", "294.90")]),
            change(160233, "2026-05-05T16:30:00.000+0200", "Project Management",
                   [("status", "Quote Accepted", "Translation in Progress")]),
        ]},
        "names": {"customfield_10601": "Line items", "customfield_10602": "Certification fee",
                  "customfield_10603": "Shipping", "customfield_10604": "Order total",
                  "customfield_10605": "Delivery formats", "customfield_10606": "Translator"}}),
    pol("policy#delivery",
        "All prices include VAT. On the due date we send the certified translation as a PDF by email and post the "
        "signed and stamped hard copy on the same day. Only the hard copy carries the sworn translator's original "
        "stamp; most German authorities require it. Pages are counted per started page of the source "
        "document.", revision="2026-02"),
]
T1_Q = "When will my translations be ready, and what is the final price?"
T1_NOW = "2026-05-07T12:10:00+02:00"

add("094-order-delivery", SC, DOM, T1_Q,
    "Dear Ms Rusu-Becker, your translations of the birth certificate and the diploma with transcript are in "
    "progress and due on Tuesday, 12 May. On that day we email you the PDF and post the certified hard copies by "
    "registered mail, which should reach you around 14 May. The total is 294,90 €: 273,00 € for seven pages, "
    "15,00 € certification and 6,90 € postage.",
    T1_EV,
    [S("are in progress and due on Tuesday, 12 May"), S("we email you the PDF"),
     S("post the certified hard copies by registered mail"), S("reach you around 14 May"),
     S("The total is 294,90 €"), S("273,00 € for seven pages"), S("15,00 € certification and 6,90 € postage")],
    notes="2 + 5 pages x 39.00 = 273.00; + 15.00 + 6.90 = 294.90 (customfield_10604); duedate 2026-05-12; "
          "Einschreiben expected 2026-05-14.",
    now=T1_NOW, includes=["294,90 €", "12 May"])

add("095-order-delivery", SC, DOM, T1_Q,
    "Hello Ms Rusu-Becker,\n\n- Documents: birth certificate (2 pages) and diploma with transcript (5 pages), "
    "Romanian into German\n- Translator: Adriana Iliescu, sworn translator at the Landgericht Köln\n- Ready: "
    "12.05.2026 (PDF by email, hard copy by post the same day)\n- Price: 294,90 € including VAT\n\nPlease note that "
    "most German authorities will want the stamped hard copy rather than the PDF.\n\nKind regards,\nProject "
    "Management",
    T1_EV,
    [S("birth certificate (2 pages) and diploma with transcript (5 pages)"), S("Romanian into German"),
     S("Adriana Iliescu, sworn translator at the Landgericht Köln"), S("Ready: 12.05.2026"),
     S("hard copy by post the same day"), S("Price: 294,90 € including VAT"),
     S("most German authorities will want the stamped hard copy")],
    notes="Line items after changelog 160210 (diploma 5 pages); translator customfield_10606; policy on VAT and "
          "hard copy.",
    now=T1_NOW, includes=["294,90 €", "12.05.2026"])

add("096-order-delivery", SC, DOM, T1_Q,
    "Ready next Tuesday (PDF the same day, post by Thursday); the total is two hundred and ninety-four euros ninety.",
    T1_EV,
    [S("Ready next Tuesday"), S("post by Thursday"), S("two hundred and ninety-four euros ninety")],
    notes="now Thursday 07.05: next Tuesday 12.05, expected post delivery Thursday 14.05.",
    now=T1_NOW, includes=["ninety-four euros"])

add("097-order-delivery-sum", SC, DOM, T1_Q,
    "Dear Ms Rusu-Becker, thank you for your order. Your translations are due on 12 May, when we will email the PDF "
    "and post the hard copies. You pay 273,00 € for the seven pages plus 15,00 € for certification, so 288,00 € in "
    "total.",
    T1_EV,
    [N("thank you for your order"), S("Your translations are due on 12 May"),
     S("email the PDF and post the hard copies"), S("273,00 € for the seven pages"),
     S("15,00 € for certification"), C("so 288,00 € in total", AMT)],
    errors=["wrong_arithmetic"],
    notes="The total skips 6,90 € shipping; customfield_10604 is 294.90.",
    now=T1_NOW, excludes=["288,00 € in total"])

add("098-order-delivery-pages", SC, DOM, T1_Q,
    "Hello Ms Rusu-Becker, your six pages are being translated now and will be ready on 12 May. The total is "
    "294,90 € including VAT, and I've also upgraded you to express courier delivery free of charge.",
    T1_EV,
    [C("your six pages are being translated", VAL), S("ready on 12 May"), S("294,90 € including VAT"),
     CI("upgraded you to express courier delivery free of charge", NOREC + VAL)],
    errors=["stale_value", "unrecorded_extra"],
    notes="Six pages was the count before changelog 160210 (now 2 + 5 = 7); shipping is Einschreiben, no express on "
          "record.",
    now=T1_NOW, excludes=["six pages", "express courier delivery"])

add("r19-order-delivery", SC, DOM, T1_Q,
    "Dear Ms Rusu-Becker, your translations will be ready on Tuesday, 12 May. The price is 273,00 € for the seven "
    "pages and 15,00 € for certification, 288,00 € in total.",
    T1_EV,
    [S("ready on Tuesday, 12 May"), S("273,00 € for the seven pages"), S("15,00 € for certification"),
     C("288,00 € in total", AMT)],
    errors=["wrong_arithmetic"],
    notes="Order total 294.90 includes 6.90 shipping.",
    now=T1_NOW, excludes=["288,00 €"], includes=["294,90 €|294,90|294.90", "12 May"], repair=True)

# =====================================================================================
# T2 apostille waiting on the authority; expedite refused
# =====================================================================================
SC = "apostille-wait"
T2_EV = [
    rec("tracker.get_issue#TRN-2907", "tool:tracker.get_issue", {
        "id": "102907", "key": "TRN-2907",
        "fields": {
            "summary": "Marriage certificate EN>DE + apostille - Vogelsang, Emeka",
            "status": status("Waiting on Authority", "indeterminate", 15007),
            "customfield_10610": {"state": "COMPLETED", "completed": "2026-05-29"},
            "customfield_10611": {"authority": "Landgericht Berlin II", "submitted": "2026-06-02",
                                  "expected_back": "2026-06-19"},
            "customfield_10612": {"amount": "45.00", "currency": "EUR"},
            "customfield_10613": {"amount": "20.00", "currency": "EUR", "charged_at_cost": True},
            "customfield_10614": "2026-06-12",
        },
        "names": {"customfield_10610": "Translation", "customfield_10611": "Apostille request",
                  "customfield_10612": "Apostille handling fee", "customfield_10613": "Authority fee",
                  "customfield_10614": "Customer's appointment"}}),
    refused("authority.expedite#TRN-2907", "authority.request_expedite", "DENY",
            {"issueKey": "TRN-2907", "needed_by": "2026-06-12"},
            reason="Authority does not offer expedited processing"),
    pol("policy#apostille",
        "Apostilles are issued by the competent German authority, not by us. The authority sets its own processing "
        "times, usually two to three weeks, and does not accept requests to speed them up. We charge a handling fee "
        "of 45,00 € per apostille; the authority's fee is passed on at cost. We courier the document to you on the "
        "day it returns.", revision="v2"),
]
T2_Q = "I need the apostilled certificate for my registry office appointment on 12 June. Can you speed it up?"
T2_NOW = "2026-06-04T10:00:00+02:00"

add("099-apostille-wait", SC, DOM, T2_Q,
    "Dear Mr Vogelsang, I understand how important your appointment on 12 June is. Your marriage certificate went "
    "to the Landgericht Berlin II for the apostille on 2 June, and it is currently expected back around 19 June. "
    "Unfortunately the authority sets its own processing times and does not accept requests to speed them up, so I "
    "was unable to get an express service for you. The translation itself is already finished.",
    T2_EV,
    [N("I understand how important your appointment"), S("went to the Landgericht Berlin II for the apostille on "
                                                            "2 June"),
     S("expected back around 19 June"), S("the authority sets its own processing times"),
     S("does not accept requests to speed them up"), S("I was unable to get an express service"),
     S("The translation itself is already finished")],
    notes="customfield_10611 submitted 02.06, expected 19.06; request_expedite DENY; translation COMPLETED.",
    now=T2_NOW, includes=["19 June"])

add("100-apostille-wait", SC, DOM, T2_Q,
    "Hello Mr Vogelsang,\n\n- Translation: completed on 29 May\n- Apostille: with the Landgericht Berlin II since "
    "2 June, expected back on Friday, 19 June\n- Fees: 45,00 € handling plus 20,00 € authority fee, 65,00 € "
    "together\n\nI'm sorry, but an express request was declined, as the authority does not offer one. We will "
    "courier the document to you on the day it comes back. You may want to ask the registry office whether your "
    "appointment can be moved.\n\nKind regards,\nProject Management",
    T2_EV,
    [S("Translation: completed on 29 May"), S("with the Landgericht Berlin II since 2 June"),
     S("expected back on Friday, 19 June"), S("45,00 € handling plus 20,00 € authority fee"),
     S("65,00 € together"), S("an express request was declined"),
     S("courier the document to you on the day it comes back"),
     N("You may want to ask the registry office")],
    notes="45.00 + 20.00 = 65.00; DENY on request_expedite; policy couriers on return day.",
    now=T2_NOW, includes=["19 June", "65,00 €"])

add("101-apostille-wait", SC, DOM, T2_Q,
    "We couldn't speed it up: the apostille is due back about a week after your 12 June appointment, on 19 June.",
    T2_EV,
    [S("We couldn't speed it up"), S("due back about a week after your 12 June appointment, on 19 June")],
    notes="19.06 is seven days after 12.06.",
    now=T2_NOW, includes=["19 June"])

add("102-apostille-wait-expedited", SC, DOM, T2_Q,
    "Dear Mr Vogelsang, don't worry: I have requested express processing from the Landgericht Berlin II, so the "
    "apostille should be back by 10 June, in time for your appointment. The translation is already complete.",
    T2_EV,
    [N("don't worry"), C("I have requested express processing", NOTEX), C("back by 10 June", DATE),
     S("The translation is already complete")],
    errors=["refused_call_effect", "wrong_date"],
    notes="request_expedite was DENIED; expected_back is 2026-06-19.",
    now=T2_NOW, excludes=["I have requested express processing", "back by 10 June"])

add("103-apostille-wait-fees", SC, DOM, T2_Q,
    "Hello Mr Vogelsang, your certificate is with the Landgericht Berlin II and should return around 19 June; the "
    "authority does not offer a faster service. Our handling fee for the apostille is 20,00 €, and if the document "
    "is not back before your appointment, we will refund it.",
    T2_EV,
    [S("should return around 19 June"), S("the authority does not offer a faster service"),
     C("Our handling fee for the apostille is 20,00 €", AMT + POLC),
     I("we will refund it", NOPOL)],
    errors=["wrong_role", "invented_promise"],
    notes="20.00 is the authority fee (customfield_10613); the handling fee is 45.00. No policy offers a refund.",
    now=T2_NOW, excludes=["handling fee for the apostille is 20,00 €", "we will refund it"])

add("r20-apostille-wait", SC, DOM, T2_Q,
    "Dear Mr Vogelsang, the apostille was requested from the Landgericht Berlin II on 2 June and is expected back "
    "on 16 June. Unfortunately the authority does not offer an express service.",
    T2_EV,
    [S("requested from the Landgericht Berlin II on 2 June"), C("expected back on 16 June", DATE),
     S("the authority does not offer an express service")],
    errors=["wrong_date"],
    notes="expected_back is 2026-06-19.",
    now=T2_NOW, excludes=["on 16 June"], includes=["19 June|19.06", "2 June"], repair=True)

# =====================================================================================
# T3 express quote (standard quote superseded)
# =====================================================================================
SC = "express-quote"
T3_EV = [
    rec("tracker.get_issue#TRN-2960", "tool:tracker.get_issue", {
        "id": "102960", "key": "TRN-2960",
        "fields": {
            "summary": "Employment contract DE>EN certified - Lindgren-Yilmaz, Sofia",
            "status": status("Quote Sent", "new", 15001),
            "customfield_10620": 12,
            "customfield_10621": [
                {"version": 1, "service": "STANDARD", "turnaround": "P7D", "page_price": "42.00",
                 "total": "504.00", "state": "SUPERSEDED", "issued": "2026-09-11"},
                {"version": 2, "service": "EXPRESS", "turnaround": "P3D", "page_price": "63.00",
                 "total": "756.00", "state": "ACTIVE", "issued": "2026-09-14", "valid_until": "2026-09-28"}],
            "customfield_10622": {"value": "SOURCE_FILES_COMPLETE"},
        },
        "names": {"customfield_10620": "Source pages", "customfield_10621": "Quote versions",
                  "customfield_10622": "Source file check"}}),
    pol("policy#express",
        "Turnaround times are counted in working days from the moment you accept the quote. Express service "
        "delivers within 3 working days and adds 50% to the page price. Same-day service is only possible for "
        "documents of up to 3 pages. Quotes are valid for 14 days. Work starts once the quote is accepted and the "
        "source files are complete.", revision="2026-07"),
]
T3_Q = "What would express cost for my contract, and how fast is it? Could you even do it today?"
T3_NOW = "2026-09-15T09:30:00+02:00"

add("104-express-quote", SC, DOM, T3_Q,
    "Dear Ms Lindgren-Yilmaz, for your 12-page contract, express translation costs 756,00 € instead of 504,00 €, as "
    "express adds 50% to the page price. We deliver within 3 working days of your acceptance. A same-day service "
    "is unfortunately only possible for documents of up to 3 pages. The quote is valid until 28 September.",
    T3_EV,
    [S("for your 12-page contract"), S("express translation costs 756,00 € instead of 504,00 €"),
     S("express adds 50% to the page price"), S("within 3 working days of your acceptance"),
     S("only possible for documents of up to 3 pages"), S("valid until 28 September")],
    notes="Quote v2 EXPRESS 756.00 ACTIVE vs v1 STANDARD 504.00; policy 3 working days, 50%, same-day <= 3 pages.",
    now=T3_NOW, includes=["756,00 €"])

add("105-express-quote", SC, DOM, T3_Q,
    "Hello Ms Lindgren-Yilmaz,\n\nyour express quote at a glance:\n- 12 pages at 63,00 € each\n- Total: "
    "756,00 €\n- Delivery: within three working days after you accept\n- Valid until: 28.09.2026\n\nYour source files are "
    "complete, so we can start as soon as you accept. Same-day delivery is not possible for a document of this "
    "length.\n\nBest regards,\nProject Management",
    T3_EV,
    [S("12 pages at 63,00 € each"), S("Total: 756,00 €"), S("within three working days after you accept"),
     S("Valid until: 28.09.2026"), S("Your source files are complete"), S("we can start as soon as you accept"),
     S("Same-day delivery is not possible for a document of this length")],
    notes="page_price 63.00 x 12 = 756.00; customfield_10622 SOURCE_FILES_COMPLETE.",
    now=T3_NOW, includes=["756,00 €"])

add("106-express-quote", SC, DOM, T3_Q,
    "Express: 756,00 € for the 12 pages, delivered within 3 working days; same-day isn't available for 12 pages.",
    T3_EV,
    [S("Express: 756,00 € for the 12 pages"), S("delivered within 3 working days"),
     S("same-day isn't available for 12 pages")],
    notes="Terse restatement of quote v2 and policy.",
    now=T3_NOW, includes=["756,00 €"])

add("107-express-quote-today", SC, DOM, T3_Q,
    "Dear Ms Lindgren-Yilmaz, your current quote for the 12-page contract is 504,00 €. Good news: since your files "
    "are complete, we can also translate it today with our same-day service.",
    T3_EV,
    [C("your current quote for the 12-page contract is 504,00 €", AMT + STATE),
     S("your files are complete"), C("we can also translate it today", POLC)],
    errors=["stale_value", "condition_unmet"],
    notes="504.00 is quote v1 (SUPERSEDED); same-day is limited to documents of up to 3 pages, this one has 12.",
    now=T3_NOW, excludes=["is 504,00 €", "translate it today"])

add("108-express-quote-math", SC, DOM, T3_Q,
    "Hello Ms Lindgren-Yilmaz, express costs 756,00 € for the 12 pages, that is 65,00 € per page. Delivery is within "
    "5 working days of your acceptance, and the quote is valid until 28 September.",
    T3_EV,
    [S("express costs 756,00 € for the 12 pages"), C("that is 65,00 € per page", AMT),
     C("within 5 working days", POLC + VAL), S("valid until 28 September")],
    errors=["wrong_arithmetic", "wrong_period"],
    notes="756.00 / 12 = 63.00 (page_price); express turnaround P3D / 3 working days.",
    now=T3_NOW, excludes=["65,00 € per page", "5 working days"])

add("r21-express-quote", SC, DOM, T3_Q,
    "Dear Ms Lindgren-Yilmaz, your express quote for the 12 pages is 504,00 €, with delivery within 3 working days "
    "of acceptance.",
    T3_EV,
    [C("your express quote for the 12 pages is 504,00 €", AMT), S("delivery within 3 working days")],
    errors=["stale_value"],
    notes="504.00 is the superseded standard quote v1; the active express quote is 756.00.",
    now=T3_NOW, excludes=["504,00 €"], includes=["756,00 €|756,00|756.00", "3 working days"], repair=True)

# =====================================================================================
# T4 correction of a misspelt name (reopened)
# =====================================================================================
SC = "name-correction"
T4_EV = [
    rec("tracker.get_issue#TRN-2799", "tool:tracker.get_issue", {
        "id": "102799", "key": "TRN-2799",
        "fields": {
            "summary": "School certificate SR>DE certified - Marković, Jelena",
            "status": status("Reopened", "indeterminate", 4),
            "customfield_10630": "2026-02-03",
            "customfield_10631": 3,
            "customfield_10632": {"amount": "118.00", "currency": "EUR", "state": "PAID"},
            "customfield_10633": {"reported": "2026-02-10", "type": "NAME_SPELLING", "our_error": True},
        },
        "subtasks": [
            {"key": "TRN-2812", "fields": {"summary": "Correction: Markovich -> Marković",
                                           "status": {"name": "In Progress"}, "duedate": "2026-02-12"}}],
        "changelog": {"histories": [
            change(161440, "2026-02-10T15:58:02.000+0100", "Quality Desk",
                   [("status", "Delivered", "Reopened")]),
        ]},
        "names": {"customfield_10630": "Delivered on", "customfield_10631": "Certified copies",
                  "customfield_10632": "Order price", "customfield_10633": "Complaint"}}),
    pol("policy#corrections",
        "If we made an error, we correct it free of charge when you tell us within 30 days of delivery. Corrected "
        "certified copies are posted at our cost, in the same number as the original order. Please destroy or "
        "return the incorrect copies. Changes to the source document itself are charged as a new order.",
        revision="v4"),
]
T4_Q = "My name is spelt wrong in the translation (Markovich instead of Marković). What happens now?"
T4_NOW = "2026-02-10T16:40:00+01:00"

add("109-name-correction", SC, DOM, T4_Q,
    "Dear Ms Marković, I'm very sorry about the misspelling of your name. We have reopened your order TRN-2799, and "
    "the correction is already in progress; the corrected translation is due on Thursday, 12 February. As the error "
    "was ours and you told us within 30 days of delivery, the correction is free of charge, and we post the three "
    "corrected certified copies at our cost.",
    T4_EV,
    [N("I'm very sorry about the misspelling"), S("We have reopened your order TRN-2799"),
     S("the correction is already in progress"), S("due on Thursday, 12 February"),
     S("you told us within 30 days of delivery"), S("the correction is free of charge"),
     S("post the three corrected certified copies at our cost")],
    notes="Status Reopened; subtask TRN-2812 In Progress, due 2026-02-12; delivered 03.02, reported 10.02; 3 copies.",
    now=T4_NOW, includes=["12 February", "three"])

add("110-name-correction", SC, DOM, T4_Q,
    "Hello Ms Marković,\n\nthank you for pointing this out, and apologies for the mistake.\n- Order TRN-2799 "
    "reopened today\n- Correction (Markovich to Marković) due on 12.02.2026\n- Cost to you: none\n- Copies: 3 "
    "corrected certified copies by post\n\nPlease destroy or return the incorrect copies once the new ones "
    "arrive.\n\nKind regards,\nQuality Desk",
    T4_EV,
    [N("apologies for the mistake"), S("Order TRN-2799 reopened today"),
     S("Correction (Markovich to Marković) due on 12.02.2026"), S("Cost to you: none"),
     S("3 corrected certified copies by post"), S("destroy or return the incorrect copies")],
    notes="Changelog 161440 on 10.02 (today); subtask summary and duedate.",
    now=T4_NOW, includes=["12.02.2026"])

add("111-name-correction", SC, DOM, T4_Q,
    "Free correction under way, ready the day after tomorrow; your three new copies come by post.",
    T4_EV,
    [S("Free correction under way"), S("ready the day after tomorrow"), S("your three new copies come by post")],
    notes="Now Tuesday 10.02; due Thursday 12.02.",
    now=T4_NOW, includes=["three"])

add("112-name-correction-copies", SC, DOM, T4_Q,
    "Dear Ms Marković, I'm sorry for this error. Your order has been reopened and the correction is due on "
    "12 February. Corrections are free if you report them within 14 days, and we will post you two corrected "
    "copies.",
    T4_EV,
    [N("I'm sorry for this error"), S("Your order has been reopened"), S("the correction is due on 12 February"),
     C("within 14 days", POLC), C("two corrected copies", VAL)],
    errors=["wrong_period", "wrong_quantity"],
    notes="Policy window is 30 days; three certified copies (customfield_10631) are replaced.",
    now=T4_NOW, excludes=["within 14 days", "two corrected copies"])

add("113-name-correction-refund", SC, DOM, T4_Q,
    "Dear Ms Marković, please accept our apologies. The correction is in progress and will be ready on Wednesday, "
    "11 February. To make up for it, we will also refund the 118,00 € you paid for the order.",
    T4_EV,
    [N("please accept our apologies"), S("The correction is in progress"),
     C("ready on Wednesday, 11 February", DATE), I("we will also refund the 118,00 €", NOPOL + NOREC)],
    errors=["wrong_date", "invented_promise"],
    notes="Subtask TRN-2812 duedate 2026-02-12 (Thursday); policy offers a free correction, no refund.",
    now=T4_NOW, excludes=["Wednesday, 11 February", "refund the 118,00 €"])

add("r22-name-correction", SC, DOM, T4_Q,
    "Dear Ms Marković, I'm sorry for the mistake. The correction is in progress, free of charge, and due on "
    "12 February; we will post you two corrected certified copies.",
    T4_EV,
    [N("I'm sorry for the mistake"), S("The correction is in progress, free of charge"), S("due on 12 February"),
     C("two corrected certified copies", VAL)],
    errors=["wrong_quantity"],
    notes="The order had 3 certified copies; the policy replaces the same number.",
    now=T4_NOW, excludes=["two corrected"], includes=["three|3 corrected|3 certified|3 copies", "12 February"], repair=True)
