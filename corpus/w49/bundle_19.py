# Bundle 19: beekeeping nucleus colony pre-order, deposit, collection window
D = "beekeeping supplies"; SC = "bee-nuc-preorder"
NOW = "2026-12-03T14:00:00+00:00"
Q = "I put a deposit on two nuc colonies. When can I collect them and what's still to pay? - Yaa Boakye"
EV = [
 rec("qbo:Invoice#3660", "tool:qbo.getInvoice", {"Invoice": {"Id": "3660", "DocNumber": "BS-3660", "SyncToken": "1",
   "CustomerRef": {"value": "845", "name": "Yaa Boakye"}, "TxnDate": "2026-11-20", "DueDate": "2027-01-15",
   "CustomField": [{"Name": "CollectFrom", "StringValue": "2027-01-18"}, {"Name": "CollectTo", "StringValue": "2027-01-30"}],
   "Line": [{"Description": "5-frame nucleus colony, local queen", "Amount": 1700.00, "DetailType": "SalesItemLineDetail",
      "SalesItemLineDetail": {"ItemRef": {"name": "NUC_5F"}, "Qty": 2, "UnitPrice": 850.00}},
     {"Description": "Travel box, returnable", "Amount": 90.00, "DetailType": "SalesItemLineDetail",
      "SalesItemLineDetail": {"ItemRef": {"name": "NUC_BOX"}, "Qty": 2, "UnitPrice": 45.00}}],
   "TotalAmt": 1790.00, "Balance": 1280.00, "EmailStatus": "EmailSent"}}),
 rec("qbo:Payment#4188", "tool:qbo.getPayment", {"Payment": {"Id": "4188", "TxnDate": "2026-11-21", "TotalAmt": 510.00,
   "Line": [{"Amount": 510.00, "LinkedTxn": [{"TxnId": "3660", "TxnType": "Invoice"}]}]}}),
 pol("policy:nucs", "Nucleus colonies are collected from our apiary near Aburi between 6 and 8 in the morning, while the bees are settled. The balance is due before collection. Travel boxes are returnable within 14 days for a full refund of GH₵45 each. We cannot post or courier live bees.", "v3"),
]
case(SC, D, Q, "Hi Yaa, you can collect your two nucs between 18 and 30 January 2027, from 6 to 8 in the morning at our apiary near Aburi. You paid GH₵510.00, so GH₵1,280.00 is left, due by 15/01/2027.", EV,
  [S("between 18 and 30 January 2027"), S("from 6 to 8 in the morning"), S("You paid GH₵510.00"), S("GH₵1,280.00 is left"), S("due by 15/01/2027")], inc=["1,280"],
  notes="CollectFrom/To custom fields; policy collection hours; Payment 4188 510.00; Balance 1280.00; DueDate 2027-01-15.")
case(SC, D, Q, "Hello Yaa,\n• Two nucs at GH₵850.00 each, plus two travel boxes at GH₵45.00\n• Total GH₵1,790.00, deposit GH₵510.00 paid on 21 November\n• To pay before collection: GH₵1,280.00\nBring the boxes back within 14 days and you'll get the GH₵45 each back.", EV,
  [S("Two nucs at GH₵850.00 each"), S("two travel boxes at GH₵45.00"), S("Total GH₵1,790.00"), S("deposit GH₵510.00 paid on 21 November"), S("To pay before collection: GH₵1,280.00"), S("within 14 days")],
  inc=["1,280"], notes="Invoice 3660 lines; Payment 4188 on 2026-11-21; policy box refund within 14 days.")
case(SC, D, Q, "Yaa, twelve hundred and eighty cedis still to pay, and collection opens on Monday 18 January.", EV,
  [S("twelve hundred and eighty cedis"), S("collection opens on Monday 18 January")], inc=["twelve hundred and eighty"],
  notes="Balance 1280.00; CollectFrom 2027-01-18 is a Monday.")
case(SC, D, Q, "Hi Yaa, GH₵1,280.00 is left to pay. To save you the trip, we'll courier both nucs to you in a ventilated box in mid-January.", EV,
  [S("GH₵1,280.00 is left to pay"), C("we'll courier both nucs to you", R_POL)],
  exc=["courier both nucs"], errors=["invented_promise"], tag="courier",
  notes="Policy: live bees cannot be posted or couriered; nothing arranges delivery.")
case(SC, D, Q, "Hi Yaa, the nucs come to GH₵1,790.00 and you've paid GH₵510.00, so GH₵1,280.00 is left. Collection is any time between 18 and 30 January 2027, morning or afternoon.", EV,
  [S("come to GH₵1,790.00"), S("GH₵1,280.00 is left"), C("morning or afternoon", R_POL)],
  exc=["morning or afternoon"], errors=["wrong_policy_condition"], tag="afternoon",
  notes="Policy: collection only between 6 and 8 in the morning.")
case(SC, D, Q, "Hi Yaa, you paid GH₵510.00 and GH₵1,280.00 is left on BS-3660. You can collect the nucs between 8 and 30 January 2027, 6 to 8 in the morning.", EV,
  [S("you paid GH₵510.00"), S("GH₵1,280.00 is left"), C("between 8 and 30 January 2027", R_DATE), S("6 to 8 in the morning")],
  inc=["18 January|18 and 30 January|18/01/2027|18/1/2027|18th", "1,280"], exc=["between 8 and 30 January"], errors=["wrong_date"], repair=True,
  notes="CollectFrom is 2027-01-18.")
case(SC, D, Q, "Hi Yaa, your two nucs come to GH₵1,790.00 and you've paid GH₵510.00, leaving GH₵1,280.00. The travel boxes are returnable within 30 days for GH₵45 each.", EV,
  [S("come to GH₵1,790.00"), S("you've paid GH₵510.00"), S("leaving GH₵1,280.00"), C("returnable within 30 days", R_POL)],
  inc=["14 days|fourteen days|two weeks", "1,280"], exc=["within 30 days"], errors=["wrong_period"], repair=True,
  notes="Policy: boxes returnable within 14 days.")
