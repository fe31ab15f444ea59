# Bundle 14: livery vet recharge, invoice revised (SyncToken) after vet's corrected bill
D = "horse livery stables"; SC = "livery-vet-recharge"
Q = "What's the vet recharge for Duchess's colic call-out? I saw two different figures. - Mrs Abena Kyei"
EV = [
 rec("qbo:Invoice#1093", "tool:qbo.getInvoice", {"Invoice": {"Id": "1093", "DocNumber": "LIV-1093", "SyncToken": "2",
   "CustomerRef": {"value": "95", "name": "Abena Kyei"}, "TxnDate": "2026-11-09", "DueDate": "2026-11-23",
   "Line": [{"Description": "Vet recharge - emergency call-out (night)", "Amount": 600.00, "DetailType": "SalesItemLineDetail",
      "SalesItemLineDetail": {"ItemRef": {"name": "VET_RECHARGE"}, "Qty": 1, "UnitPrice": 600.00}},
     {"Description": "Vet recharge - colic medication", "Amount": 235.00, "DetailType": "SalesItemLineDetail",
      "SalesItemLineDetail": {"ItemRef": {"name": "VET_RECHARGE"}, "Qty": 1, "UnitPrice": 235.00}},
     {"Description": "Night checks by yard staff", "Amount": 150.00, "DetailType": "SalesItemLineDetail",
      "SalesItemLineDetail": {"ItemRef": {"name": "NIGHT_CHECK"}, "Qty": 3, "UnitPrice": 50.00}}],
   "TotalAmt": 985.00, "Balance": 985.00, "EmailStatus": "EmailSent",
   "MetaData": {"CreateTime": "2026-11-09T07:40:00+00:00", "LastUpdatedTime": "2026-11-11T10:22:35+00:00"}}}),
 rec("qbo:InvoiceChangeHistory#1093", "tool:qbo.getChangeHistory", {"versions": [
   {"SyncToken": "0", "LastUpdatedTime": "2026-11-09T07:40:00+00:00", "TotalAmt": 1165.00, "Note": "vet medication estimated at 415.00"},
   {"SyncToken": "2", "LastUpdatedTime": "2026-11-11T10:22:35+00:00", "TotalAmt": 985.00, "Note": "corrected to vet's final bill, medication 235.00"}]}),
 pol("policy:vet-recharge", "When we call the vet for your horse, we pay the vet and recharge the exact amount with no mark-up. Night checks after a vet visit are charged at GH₵50 per check. Recharges are due within 14 days, like livery fees.", "v1"),
]
case(SC, D, Q, "Hello Mrs Kyei, the first figure was an estimate; the invoice was corrected to the vet's final bill on 11/11/2026. LIV-1093 now comes to GH₵985.00: GH₵600.00 for the night call-out, GH₵235.00 for the colic medication and GH₵150.00 for three night checks. It's due by 23/11/2026.", EV,
  [S("the first figure was an estimate"), S("corrected to the vet's final bill on 11/11/2026"), S("now comes to GH₵985.00"), S("GH₵600.00 for the night call-out"), S("GH₵235.00 for the colic medication"), S("GH₵150.00 for three night checks"), S("due by 23/11/2026")],
  inc=["985"], notes="Current SyncToken 2: TotalAmt 985.00 and lines; change history shows the correction on 2026-11-11; DueDate 2026-11-23.")
case(SC, D, Q, "The right figure is GH₵985.00, Mrs Kyei; the GH₵1,165.00 you saw earlier used an estimate for the medication, which came in lower at GH₵235.00.", EV,
  [S("The right figure is GH₵985.00"), S("GH₵1,165.00 you saw earlier used an estimate"), S("came in lower at GH₵235.00")], inc=["985"],
  notes="Version 0 TotalAmt 1165.00 with estimated medication 415.00; current 985.00, medication 235.00.")
case(SC, D, Q, "Dear Mrs Kyei,\n\nWe recharge the vet's bill at exactly what we paid, with no mark-up, and the night checks are GH₵50 each. Duchess's total is nine hundred and eighty-five cedis.\n\nWishing her a quick recovery,\nYaa, stable manager", EV,
  [S("exactly what we paid, with no mark-up"), S("night checks are GH₵50 each"), S("nine hundred and eighty-five cedis"), N("Wishing her a quick recovery")], inc=["nine hundred and eighty-five"],
  notes="Policy no mark-up, GH₵50 per check; TotalAmt 985.00.")
case(SC, D, Q, "Hi Mrs Kyei, the recharge on LIV-1093 is GH₵1,165.00, with GH₵415.00 of that for the colic medication. It's due by 23/11/2026.", EV,
  [C("LIV-1093 is GH₵1,165.00", R_AMT), C("GH₵415.00 of that for the colic medication", R_AMT), S("due by 23/11/2026")],
  exc=["GH₵1,165.00", "GH₵415.00"], errors=["stale_value", "stale_value"], tag="first-version",
  notes="1165.00 and 415.00 come from SyncToken 0, superseded by the corrected version (985.00, medication 235.00).")
case(SC, D, Q, "Hi Mrs Kyei, LIV-1093 comes to GH₵985.00. That's the vet's call-out and medication plus two night checks at GH₵50 each, and we add a small 10% handling fee on vet bills.", EV,
  [S("comes to GH₵985.00"), C("two night checks", ["VALUE_MISMATCH"]), C("a small 10% handling fee on vet bills", R_POL)],
  exc=["two night checks", "10% handling fee"], errors=["wrong_quantity", "wrong_policy_condition"], tag="checks-markup",
  notes="NIGHT_CHECK Qty is 3; policy says no mark-up on recharges.")
case(SC, D, Q, "Hello Mrs Kyei, the corrected invoice LIV-1093 comes to GH₵985.00, and payment is due within 7 days, by 16/11/2026.", EV,
  [S("comes to GH₵985.00"), C("due within 7 days, by 16/11/2026", R_DATE + R_POL)],
  inc=["23/11/2026|23 November|23/11|14 days", "985"], exc=["within 7 days, by 16/11/2026"], errors=["wrong_date"], repair=True,
  notes="DueDate is 2026-11-23; policy: recharges due within 14 days.")
