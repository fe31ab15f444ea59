# Bundle 20: livery holiday cover while owner travels; upgrade from DIY to full for two weeks
D = "horse livery stables"; SC = "livery-holiday-cover"
NOW = "2026-12-04T18:20:00+00:00"
Q = "Can you confirm the holiday cover for Nkyene while I'm in Lagos, and the cost? - Owusua Bekoe"
EV = [
 rec("qbo:Invoice#1121", "tool:qbo.getInvoice", {"Invoice": {"Id": "1121", "DocNumber": "LIV-1121", "SyncToken": "1",
   "CustomerRef": {"value": "133", "name": "Owusua Bekoe"}, "TxnDate": "2026-12-04", "DueDate": "2026-12-18",
   "CustomField": [{"Name": "CoverFrom", "StringValue": "2026-12-12"}, {"Name": "CoverTo", "StringValue": "2026-12-25"}],
   "Line": [{"Description": "Holiday cover, DIY to full livery upgrade, per day", "Amount": 1120.00, "DetailType": "SalesItemLineDetail",
      "SalesItemLineDetail": {"ItemRef": {"name": "HOLIDAY_UPGRADE_DAY"}, "Qty": 14, "UnitPrice": 80.00}},
     {"Description": "Lunging session", "Amount": 240.00, "DetailType": "SalesItemLineDetail",
      "SalesItemLineDetail": {"ItemRef": {"name": "LUNGE"}, "Qty": 4, "UnitPrice": 60.00}}],
   "TotalAmt": 1360.00, "Balance": 1360.00, "EmailStatus": "EmailSent"}}),
 rec("qbo:Invoice#1102", "tool:qbo.getInvoice", {"Invoice": {"Id": "1102", "DocNumber": "LIV-1102", "TxnDate": "2026-12-01", "DueDate": "2026-12-15",
   "CustomerRef": {"value": "133", "name": "Owusua Bekoe"}, "TotalAmt": 700.00, "Balance": 700.00, "PrivateNote": "DIY livery, December"}}),
 pol("policy:holiday-cover", "While you're away we can upgrade your horse from DIY to full livery at a daily rate. Cover includes feeding, turnout, mucking out and a daily health check. Lunging or riding is booked by the session. Holiday cover is invoiced when booked and due within 14 days.", "v1"),
]
case(SC, D, Q, "Hi Owusua, holiday cover for Nkyene is booked from 12/12/2026 to 25/12/2026: 14 days of full livery at GH₵80.00 a day plus four lunging sessions, GH₵1,360.00 on LIV-1121, due by 18/12/2026.", EV,
  [S("from 12/12/2026 to 25/12/2026"), S("14 days of full livery at GH₵80.00 a day"), S("four lunging sessions"), S("GH₵1,360.00 on LIV-1121"), S("due by 18/12/2026")], inc=["1,360"],
  notes="CoverFrom/To; HOLIDAY_UPGRADE_DAY Qty 14 at 80.00; LUNGE Qty 4; TotalAmt 1360.00; DueDate.")
case(SC, D, Q, "Safe travels, Owusua! While you're away Nkyene gets fed, turned out, mucked out and checked over every day. Your usual December DIY invoice, LIV-1102 for GH₵700.00, is separate and due 15/12/2026.", EV,
  [N("Safe travels, Owusua!"), S("fed, turned out, mucked out and checked over every day"), S("LIV-1102 for GH₵700.00, is separate"), S("due 15/12/2026")], inc=["700"],
  notes="Policy cover contents; invoice 1102 DIY December 700.00 due 2026-12-15.")
case(SC, D, Q, "Hi Owusua, Nkyene's holiday cover runs from 12 to 25 December. LIV-1121 comes to GH₵2,060.00, covering the full livery days and four lunging sessions.", EV,
  [S("from 12 to 25 December"), C("LIV-1121 comes to GH₵2,060.00", R_AMT), S("covering the full livery days and four lunging sessions")],
  inc=["1,360|1360", "25 December|25/12"], exc=["GH₵2,060.00"], errors=["other_record_value"], repair=True,
  notes="2060.00 adds December DIY invoice 1102 (700.00) into LIV-1121, whose TotalAmt is 1360.00.")
case(SC, D, Q, "Hi Owusua, holiday cover runs from 12/12/2026 to 25/12/2026, GH₵1,360.00 on LIV-1121. Cover includes feeding, turnout, mucking out and a daily ride.", EV,
  [S("from 12/12/2026 to 25/12/2026"), S("GH₵1,360.00 on LIV-1121"), C("a daily ride", R_POL + ["NLI_NOT_ENTAILED"])],
  inc=["health check|checked over|lunging", "1,360"], exc=["a daily ride"], errors=["unlisted_perk"], repair=True,
  notes="Policy: cover includes a daily health check; riding is booked by the session.")
case(SC, D, Q, "Hi Owusua, Nkyene's cover is booked for 12 to 25 December at GH₵80.00 a day, and we've included four free lunging sessions as a Christmas treat.", EV,
  [S("12 to 25 December at GH₵80.00 a day"), C("four free lunging sessions", R_AMT + ["NLI_CONTRADICTION"])],
  exc=["free lunging sessions"], errors=["wrong_amount"], tag="free-lunge",
  notes="The LUNGE line charges 4 x 60.00 = 240.00; the sessions are not free.")
