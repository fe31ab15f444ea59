# Bundle 8: beekeeping supplies, extractor order shipped, credit memo on another item
D = "beekeeping supplies"; SC = "bee-extractor-shipping"
NOW = "2026-10-21T13:10:00+00:00"
Q = "Has my honey extractor gone out yet, and did you sort the credit for the cracked jars? - Adwoa Sarpong"
EV = [
 rec("qbo:Invoice#3412", "tool:qbo.getInvoice", {"Invoice": {"Id": "3412", "DocNumber": "BS-3412", "SyncToken": "4",
   "CustomerRef": {"value": "620", "name": "Adwoa Sarpong"}, "TxnDate": "2026-10-14", "DueDate": "2026-10-28",
   "ShipDate": "2026-10-19", "TrackingNum": "GPX-448-20917", "ShipMethodRef": {"value": "GHPOST_EMS", "name": "Ghana Post EMS"},
   "Line": [{"Description": "4-frame manual honey extractor, stainless", "Amount": 1850.00, "DetailType": "SalesItemLineDetail",
      "SalesItemLineDetail": {"ItemRef": {"value": "70", "name": "EXTRACTOR_4F"}, "Qty": 1, "UnitPrice": 1850.00}},
     {"Description": "Glass honey jar 340g, case of 24", "Amount": 240.00, "DetailType": "SalesItemLineDetail",
      "SalesItemLineDetail": {"ItemRef": {"value": "73", "name": "JAR340_24"}, "Qty": 2, "UnitPrice": 120.00}}],
   "TotalAmt": 2090.00, "Balance": 2090.00, "EmailStatus": "EmailSent", "MetaData": {"LastUpdatedTime": "2026-10-19T08:55:12+00:00"}}}),
 rec("qbo:CreditMemo#3420", "tool:qbo.getCreditMemo", {"CreditMemo": {"Id": "3420", "DocNumber": "CM-3420", "TxnDate": "2026-10-20",
   "CustomerRef": {"value": "620", "name": "Adwoa Sarpong"}, "TotalAmt": 60.00, "RemainingCredit": 60.00,
   "Line": [{"Description": "Credit: 12 jars cracked in transit (order BS-3391)", "Amount": 60.00, "DetailType": "SalesItemLineDetail",
      "SalesItemLineDetail": {"Qty": 12, "UnitPrice": 5.00}}], "PrivateNote": "Not yet applied to an invoice"}}),
 rec("qbo:Invoice#3391", "tool:qbo.getInvoice", {"Invoice": {"Id": "3391", "DocNumber": "BS-3391", "TxnDate": "2026-09-30",
   "ShipDate": "2026-10-02", "TrackingNum": "GPX-447-88101", "TotalAmt": 360.00, "Balance": 0}}),
 kb("kb:delivery", "We send heavy items by Ghana Post EMS from our Kumasi store.\nEMS parcels usually reach regional capitals in 2 to 4 working days.\nWe email the tracking number on the day the parcel leaves."),
 pol("policy:credits", "Where goods arrive damaged we raise a credit note for the damaged items. Credit notes are taken off your next invoice unless you ask for a refund. Please report damage within 7 days of delivery.", "v1"),
]
case(SC, D, Q, "Hi Adwoa, yes, your extractor went out on 19/10/2026 by Ghana Post EMS, tracking number GPX-448-20917. Those usually reach regional capitals in 2 to 4 working days.", EV,
  [S("went out on 19/10/2026"), S("by Ghana Post EMS"), S("tracking number GPX-448-20917"), S("2 to 4 working days")], inc=["GPX-448-20917"], now=NOW,
  notes="Invoice 3412 ShipDate 2026-10-19, ShipMethodRef, TrackingNum; KB 2-4 working days.")
case(SC, D, Q, "Hello Adwoa, the extractor left us on Monday 19 October (tracking GPX-448-20917). We've also raised credit note CM-3420 for GH₵60.00 for the 12 cracked jars, which hasn't been used yet; it'll come off your next invoice unless you'd rather have a refund.", EV,
  [S("left us on Monday 19 October"), S("tracking GPX-448-20917"), S("credit note CM-3420 for GH₵60.00"), S("12 cracked jars"), S("hasn't been used yet"), S("come off your next invoice unless you'd rather have a refund")],
  inc=["CM-3420"], now=NOW, notes="2026-10-19 is a Monday; CreditMemo 3420 60.00, Qty 12, RemainingCredit 60.00; policy: credit notes come off the next invoice unless a refund is asked for.")
case(SC, D, Q, "Dear Adwoa,\n\nGood news on both counts. The honey extractor was dispatched two days ago by EMS, and a credit of sixty cedis has been raised for the cracked jars.\n\nBest wishes from the bee shop", EV,
  [S("dispatched two days ago by EMS"), S("a credit of sixty cedis has been raised"), N("Best wishes from the bee shop")], inc=["sixty cedis"], now=NOW,
  notes="now 2026-10-21, ShipDate 2026-10-19; CreditMemo 60.00.")
case(SC, D, Q, "Hi Adwoa, your extractor shipped on 19 October with tracking number GPX-447-88101. The GH₵60.00 credit for the jars has already been taken off, so BS-3412 now stands at GH₵2,030.00.", EV,
  [S("shipped on 19 October"), C("tracking number GPX-447-88101", R_ID), C("has already been taken off", R_STATE), C("now stands at GH₵2,030.00", R_AMT)],
  exc=["GPX-447-88101", "has already been taken off", "now stands at GH₵2,030.00"], errors=["other_record_value", "wrong_state", "wrong_amount"], tag="old-tracking",
  notes="GPX-447-88101 is the earlier order 3391's tracking. The credit memo is not yet applied (RemainingCredit 60.00), and 3412 Balance is still 2090.00.")
case(SC, D, Q, "Hi Adwoa, the extractor left on 19/10/2026 by Ghana Post EMS (GPX-448-20917). We've raised a GH₵120.00 credit for the cracked jars, one full case.", EV,
  [S("left on 19/10/2026"), S("(GPX-448-20917)"), C("raised a GH₵120.00 credit", R_AMT)],
  exc=["GH₵120.00 credit"], errors=["other_record_value"], tag="jar-case-price", now=NOW,
  notes="The credit memo is 60.00 (12 jars at 5.00); 120.00 is the case price on invoice 3412.")
case(SC, D, Q, "Hi Adwoa, your extractor went out on 19 October by Ghana Post EMS, tracking GPX-448-20917. The credit note for the 12 cracked jars is GH₵6.00.", EV,
  [S("went out on 19 October"), S("tracking GPX-448-20917"), C("cracked jars is GH₵6.00", R_AMT)],
  inc=["GH₵60.00|GH₵60|60.00|sixty cedis", "GPX-448-20917"], exc=["is GH₵6.00"], errors=["wrong_amount"], repair=True, now=NOW,
  notes="CreditMemo 3420 TotalAmt 60.00.")
