# Bundle 1: horse livery, July invoice with part payment
D = "horse livery stables"; SC = "livery-july-balance"
NOW = "2026-07-10T09:15:00+00:00"
Q = "Hi, how much do I still owe on Biscuit's July livery and when is it due? - Ama"
EV = [
 rec("qbo:Invoice#1047", "tool:qbo.getInvoice", {"Invoice": {"Id": "1047", "DocNumber": "LIV-1047", "SyncToken": "3",
   "CustomerRef": {"value": "88", "name": "Ama Boateng"}, "TxnDate": "2026-07-01", "DueDate": "2026-07-15",
   "CurrencyRef": {"value": "GHS", "name": "Ghanaian Cedi"},
   "Line": [
     {"Id": "1", "LineNum": 1, "Description": "Full livery - Biscuit - July", "Amount": 1650.00, "DetailType": "SalesItemLineDetail",
      "SalesItemLineDetail": {"ItemRef": {"value": "3", "name": "FULL_LIVERY_MONTH"}, "Qty": 1, "UnitPrice": 1650.00}},
     {"Id": "2", "LineNum": 2, "Description": "Extra hay, small bale", "Amount": 210.00, "DetailType": "SalesItemLineDetail",
      "SalesItemLineDetail": {"ItemRef": {"value": "9", "name": "HAY_BALE_EXTRA"}, "Qty": 6, "UnitPrice": 35.00}},
     {"Id": "3", "LineNum": 3, "Description": "Farrier visit - trim, front and back", "Amount": 180.00, "DetailType": "SalesItemLineDetail",
      "SalesItemLineDetail": {"ItemRef": {"value": "12", "name": "FARRIER_TRIM"}, "Qty": 1, "UnitPrice": 180.00}},
     {"Amount": 2040.00, "DetailType": "SubTotalLineDetail", "SubTotalLineDetail": {}}],
   "TotalAmt": 2040.00, "Balance": 1040.00, "EmailStatus": "EmailSent",
   "MetaData": {"CreateTime": "2026-07-01T06:02:11+00:00", "LastUpdatedTime": "2026-07-05T14:40:09+00:00"}}}),
 rec("qbo:Payment#2291", "tool:qbo.getPayment", {"Payment": {"Id": "2291", "SyncToken": "0", "TxnDate": "2026-07-05",
   "CustomerRef": {"value": "88", "name": "Ama Boateng"}, "TotalAmt": 1000.00, "UnappliedAmt": 0,
   "PaymentMethodRef": {"value": "4", "name": "MTN Mobile Money"}, "PaymentRefNum": "MM-55310927",
   "Line": [{"Amount": 1000.00, "LinkedTxn": [{"TxnId": "1047", "TxnType": "Invoice"}]}]}}),
 rec("qbo:Invoice#1012", "tool:qbo.getInvoice", {"Invoice": {"Id": "1012", "DocNumber": "LIV-1012", "SyncToken": "2",
   "CustomerRef": {"value": "88", "name": "Ama Boateng"}, "TxnDate": "2026-06-01", "DueDate": "2026-06-15",
   "TotalAmt": 1830.00, "Balance": 0, "EmailStatus": "EmailSent"}}),
 pol("policy:livery-billing", "Livery fees are invoiced on the 1st of each month for the month ahead. Hay beyond the included allowance is billed per bale at the current yard rate. Payment is due within 14 days of the invoice date. If any balance is still open 7 days after the due date, a late charge of GH₵50 is added to the next invoice. Mobile Money and bank transfer are both accepted.", "v4"),
]
case(SC, D, Q, "Morning Ama, you've GH₵1,040.00 left to pay on Biscuit's July invoice (LIV-1047), and it's due on 15/07/2026.", EV,
  [S("GH₵1,040.00 left to pay"), S("due on 15/07/2026")], inc=["1,040"], now=NOW,
  notes="Invoice.Balance 1040.00 and DueDate 2026-07-15 on invoice 1047.")
case(SC, D, Q, "Hello Ama,\n\nHere's where Biscuit's July bill stands:\n- Invoice LIV-1047 total: GH₵2,040.00\n- Your Mobile Money payment on 5/07/2026: GH₵1,000.00\n- Still owing: GH₵1,040.00, due 15 July 2026\n\nAll the best,\nThe yard office", EV,
  [S("total: GH₵2,040.00"), S("payment on 5/07/2026: GH₵1,000.00"), S("Still owing: GH₵1,040.00"), S("due 15 July 2026"), N("All the best")], inc=["1,040", "15 July"],
  notes="TotalAmt 2040.00; Payment 2291 of 1000.00 on 2026-07-05 linked to 1047; Balance 1040.00; DueDate 2026-07-15.")
case(SC, D, Q, "One thousand and forty cedis still to pay on LIV-1047, due next Wednesday, 15 July.", EV,
  [S("One thousand and forty cedis"), S("due next Wednesday, 15 July")], inc=["One thousand and forty"], now=NOW,
  notes="Balance 1040.00; now is Friday 10 July so next Wednesday, 15 July, is the DueDate.")
case(SC, D, Q, "Hi Ama, the July invoice comes to GH₵1,860.00 for the livery and the six extra bales of hay. You paid GH₵1,000.00 on 5 July, and the rest is due on 15/07/2026.", EV,
  [C("comes to GH₵1,860.00", R_AMT), S("six extra bales"), S("You paid GH₵1,000.00 on 5 July"), S("due on 15/07/2026")],
  exc=["GH₵1,860.00"], errors=["wrong_arithmetic"], tag="total-skips-farrier",
  notes="TotalAmt is 2040.00: the draft's total leaves out the 180.00 farrier line. Hay Qty 6 is right.")
case(SC, D, Q, "Hello Ama, Biscuit's July invoice is for GH₵1,830.00 and it's due 15/07/2026. Just so you know, a GH₵50 late charge goes on the day after the due date if it isn't cleared.", EV,
  [C("invoice is for GH₵1,830.00", R_AMT), S("due 15/07/2026"), C("goes on the day after the due date", R_POL)],
  exc=["GH₵1,830.00", "the day after the due date"], errors=["other_record_value", "wrong_policy_condition"], tag="june-total-latefee",
  notes="1830.00 is June's invoice 1012 total; July's 1047 is 2040.00. Policy adds the GH₵50 charge when a balance is open 7 days after the due date, not the day after.")
case(SC, D, Q, "Hi Ama, thanks for the Mobile Money payment of GH₵1,000.00 on 5 July. The balance on invoice LIV-1047 is now GH₵1,040.00 and it's due on 15 July, and the late charge of GH₵50 has been waived for you this month.", EV,
  [S("Mobile Money payment of GH₵1,000.00"), S("now GH₵1,040.00"), S("due on 15 July"), I("has been waived for you this month", R_NOREC + ["NO_POLICY_EVIDENCE"])],
  exc=["has been waived for you"], errors=["invented_promise"], tag="waiver",
  notes="No record or policy holds any waiver of the late charge; the rest matches invoice 1047 and payment 2291.")
case(SC, D, Q, "Morning Ama! Your balance on the July livery invoice is GH₵2,040.00, due on 15/07/2026. Your June invoice is fully settled.", EV,
  [C("balance on the July livery invoice is GH₵2,040.00", R_AMT), S("due on 15/07/2026"), S("June invoice is fully settled")],
  inc=["1,040|1040", "15/07/2026|15 July"], exc=["is GH₵2,040.00"], errors=["wrong_role"], repair=True,
  notes="2040.00 is TotalAmt, not Balance; Balance is 1040.00 after payment 2291. Invoice 1012 Balance 0.")
