# Scenario 19 - school learning platform (Classwell): district renewal PO against a revised quote
D = "school learning platform"
SC = "school-license-po"
Q = "We sent our PO for next year's renewal. Can you confirm you got it, the amount, and when we'll be invoiced?"
NOW = "2026-05-15T10:00:00-04:00"
EV = [
    rec("helpdesk.get_ticket#2291830", "tool:helpdesk.get_ticket", {"ticket": {
        "id": 2291830, "subject": "Renewal PO 2026-27", "status": "open", "priority": "normal",
        "requester": {"id": 56220, "name": "Carla Mendes", "email": "cmendes@riverbend-sd.example", "time_zone": "America/New_York", "role": "DISTRICT_ADMIN"},
        "assignee": {"id": 840, "name": "Peter Voss", "group": "District Renewals"},
        "created_at": "2026-05-15T13:05:00Z", "updated_at": "2026-05-15T13:05:00Z",
        "sla": {"policy": "District Premier", "first_reply_breach_at": "2026-05-15T15:05:00Z"},
        "custom_fields": [{"id": 7001, "value": "dist_riverbend"}, {"id": 7012, "value": "RB-PO-55821"}, {"id": 7013, "value": "Q-2026-0415"}],
        "comments": [{"id": 1, "author_id": 56220, "public": True, "created_at": "2026-05-15T13:05:00Z",
                      "body": "We sent our PO for next year's renewal. Can you confirm you got it, the amount, and when we'll be invoiced?"}]}}),
    rec("sales.get_quote#Q-2026-0415", "tool:sales.get_quote", {"quote_number": "Q-2026-0415", "revisions": [
        {"revision": 2, "status": "ISSUED", "issued_at": "2026-04-28T19:00:00Z", "valid_until": "2026-06-30",
         "term": {"start": "2026-08-01", "end": "2027-07-31"},
         "lines": [{"sku": "CW-STUDENT-ANNUAL", "quantity": 1150, "unit_price": "6.50"}, {"sku": "CW-TEACHER", "quantity": 80, "unit_price": "0.00"}],
         "total": "7475.00", "currency": "USD"},
        {"revision": 1, "status": "SUPERSEDED", "issued_at": "2026-03-30T19:00:00Z",
         "lines": [{"sku": "CW-STUDENT-ANNUAL", "quantity": 1200, "unit_price": "6.50"}, {"sku": "CW-TEACHER", "quantity": 80, "unit_price": "0.00"}],
         "total": "7800.00", "currency": "USD"}]}),
    rec("sales.get_purchase_order#RB-PO-55821", "tool:sales.get_purchase_order", {"po_number": "RB-PO-55821", "status": "RECEIVED",
        "received_at": "2026-05-14T15:10:00Z", "references": {"quote_number": "Q-2026-0415", "revision": 2}, "amount": "7475.00",
        "invoice": {"number": "CW-INV-30911", "status": "DRAFT", "issue_on": "2026-07-01", "terms": "NET_30"}}),
    pol("district#billing", "District renewals are invoiced on July 1 for terms that start on August 1, and invoices are due within 30 days. "
        "Licenses are counted per enrolled student; teacher accounts are included at no charge. "
        "Students added during the term are billed at the same per-student price, prorated by month.", revision="dist-2026"),
]

add(95, SC, D, Q,
    "Hi Carla, yes, we received PO RB-PO-55821 on May 14. It matches quote Q-2026-0415 revision 2: 1,150 student licenses at $6.50 each, $7,475.00 in total, for the term August 1, 2026 to July 31, 2027. "
    "Teacher accounts are included at no charge. The invoice, CW-INV-30911, will be issued on July 1 and is due within 30 days.",
    EV,
    [S("we received PO RB-PO-55821 on May 14"), S("It matches quote Q-2026-0415 revision 2"), S("1,150 student licenses at $6.50 each"), S("$7,475.00 in total"),
     S("for the term August 1, 2026 to July 31, 2027"), S("Teacher accounts are included at no charge"), S("The invoice, CW-INV-30911, will be issued on July 1"),
     S("is due within 30 days")],
    notes="PO RECEIVED 2026-05-14 referencing rev 2; rev 2 lines 1150 x 6.50 = 7475.00; term; invoice issue_on 2026-07-01 NET_30; policy.",
    now=NOW, includes=["$7,475.00", "RB-PO-55821"])

add(96, SC, D, Q,
    "Confirmed:\n- PO RB-PO-55821 received May 14, $7,475.00\n- Covers 1,150 students (quote Q-2026-0415, rev. 2); 80 teacher seats at no charge\n- Invoice CW-INV-30911 issues July 1, net 30",
    EV,
    [S("PO RB-PO-55821 received May 14, $7,475.00"), S("Covers 1,150 students (quote Q-2026-0415, rev. 2)"), S("80 teacher seats at no charge"),
     S("Invoice CW-INV-30911 issues July 1, net 30")],
    notes="PO and quote records.",
    now=NOW, includes=["$7,475.00"])

add(97, SC, D, Q,
    "Dear Carla,\n\nThank you, the purchase order arrived yesterday and has been matched to the revised quote from April 28, which replaced the original March version. "
    "The total is seven thousand four hundred seventy-five dollars for one thousand one hundred fifty students. "
    "You'll receive the invoice on the first of July, with payment due thirty days later. If enrollment grows during the year, added students are billed at the same per-student rate, prorated by month.\n\n"
    "Kind regards,\nPeter Voss\nClasswell District Renewals",
    EV,
    [S("the purchase order arrived yesterday"), S("matched to the revised quote from April 28"), S("replaced the original March version"),
     S("seven thousand four hundred seventy-five dollars for one thousand one hundred fifty students"), S("You'll receive the invoice on the first of July"),
     S("payment due thirty days later"), S("added students are billed at the same per-student rate, prorated by month")],
    notes="received_at 2026-05-14 (yesterday); rev 2 issued 2026-04-28, rev 1 (2026-03-30) SUPERSEDED; total 7475.00; policy.",
    now=NOW, includes=["first of July"])

add(98, SC, D, Q,
    "Hi Carla, we received PO RB-PO-55821 on May 14. It covers 1,200 student licenses at $6.50 each, for a total of $7,800.00. The invoice will be issued on July 1, due within 30 days.",
    EV,
    [S("we received PO RB-PO-55821 on May 14"), C("It covers 1,200 student licenses", "VALUE_MISMATCH"), C("for a total of $7,800.00", "AMOUNT_MISMATCH"),
     S("The invoice will be issued on July 1, due within 30 days")],
    errors=["stale_value", "stale_value"],
    notes="1,200 and $7,800.00 are from quote revision 1 (SUPERSEDED); the PO references revision 2 (1,150 / 7475.00).",
    now=NOW, excludes=["1,200 student", "$7,800.00"])

add(99, SC, D, Q,
    "Hi Carla, your renewal is confirmed. Your invoice number is RB-PO-55821, and it will be issued on July 1. The order is 1,150 student licenses at $6.50, which comes to $7,745.00.",
    EV,
    [C("Your invoice number is RB-PO-55821", "IDENTIFIER_MISMATCH"), S("it will be issued on July 1"), S("1,150 student licenses at $6.50"),
     C("which comes to $7,745.00", "AMOUNT_MISMATCH")],
    errors=["wrong_role", "wrong_arithmetic"],
    notes="RB-PO-55821 is the district's PO number; the invoice is CW-INV-30911. 1150 x 6.50 = 7475.00.",
    now=NOW, excludes=["invoice number is RB-PO-55821", "$7,745.00"])

add(100, SC, D, Q,
    "Hi Carla, PO RB-PO-55821 arrived on May 14 and matches quote Q-2026-0415 revision 2 for $7,475.00. Teacher accounts are free, and this renewal also includes the Parent Portal add-on for every school. "
    "Invoice CW-INV-30911 goes out July 1.",
    EV,
    [S("PO RB-PO-55821 arrived on May 14"), S("matches quote Q-2026-0415 revision 2 for $7,475.00"), S("Teacher accounts are free"),
     I("includes the Parent Portal add-on for every school", "CLAIM_WITHOUT_TOOL_EVIDENCE", "NO_POLICY_EVIDENCE"),
     S("Invoice CW-INV-30911 goes out July 1")],
    errors=["unlisted_perk"],
    notes="Quote lines hold only student and teacher licenses; nothing lists a Parent Portal add-on.",
    now=NOW, excludes=["Parent Portal add-on"])

add(19, SC, D, Q,
    "Hi Carla, we received PO RB-PO-55821 on May 14 for $7,475.00, matching quote Q-2026-0415 revision 2. Invoice CW-INV-30911 will be issued on July 1 and is due within 45 days.",
    EV,
    [S("we received PO RB-PO-55821 on May 14 for $7,475.00"), S("matching quote Q-2026-0415 revision 2"), S("Invoice CW-INV-30911 will be issued on July 1"),
     C("due within 45 days", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["wrong_period"],
    notes="Invoice terms NET_30; policy: due within 30 days.",
    now=NOW, excludes=["45 days"], includes=["30 days|thirty days|net 30|Net 30", "$7,475.00"], repair=True)
