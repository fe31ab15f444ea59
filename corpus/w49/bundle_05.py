# Bundle 5: sheep-shearing contractor, per-head invoice with travel
D = "sheep-shearing contractor"; SC = "shearing-flock-invoice"
Q = "Hello, can you break down the shearing bill for my flock and tell me if my payment went through? Nana Adjei, Kintampo"
EV = [
 rec("qbo:Invoice#2207", "tool:qbo.getInvoice", {"Invoice": {"Id": "2207", "DocNumber": "SH-2207", "SyncToken": "1",
   "CustomerRef": {"value": "59", "name": "Nana Adjei"}, "TxnDate": "2026-10-06", "DueDate": "2026-10-20",
   "Line": [{"Description": "Shearing, adult ewes and rams, per head", "Amount": "3060.00", "DetailType": "SalesItemLineDetail",
      "SalesItemLineDetail": {"ItemRef": {"value": "1", "name": "SHEAR_ADULT"}, "Qty": 204, "UnitPrice": "15.00"}},
     {"Description": "Crutching, per head", "Amount": "360.00", "DetailType": "SalesItemLineDetail",
      "SalesItemLineDetail": {"ItemRef": {"value": "4", "name": "CRUTCH"}, "Qty": 60, "UnitPrice": "6.00"}},
     {"Description": "Travel, Kintampo farm visit (km)", "Amount": "340.00", "DetailType": "SalesItemLineDetail",
      "SalesItemLineDetail": {"ItemRef": {"value": "8", "name": "TRAVEL_KM"}, "Qty": 170, "UnitPrice": "2.00"}}],
   "TotalAmt": "3760.00", "Balance": "0.00", "EmailStatus": "EmailSent", "MetaData": {"LastUpdatedTime": "2026-10-09T17:31:02+00:00"}}}),
 rec("qbo:Payment#3118", "tool:qbo.getPayment", {"Payment": {"Id": "3118", "TxnDate": "2026-10-09", "TotalAmt": "3760.00",
   "PaymentMethodRef": {"name": "Vodafone Cash"}, "Line": [{"Amount": "3760.00", "LinkedTxn": [{"TxnId": "2207", "TxnType": "Invoice"}]}]}}),
 rec("qbo:Estimate#2190", "tool:qbo.getEstimate", {"Estimate": {"Id": "2190", "DocNumber": "SH-Q2190", "TxnStatus": "Accepted",
   "CustomerRef": {"value": "59", "name": "Nana Adjei"}, "TxnDate": "2026-09-15",
   "Line": [{"Description": "Shearing, per head (estimated flock)", "DetailType": "SalesItemLineDetail", "Amount": "3300.00",
      "SalesItemLineDetail": {"Qty": 220, "UnitPrice": "15.00"}}], "TotalAmt": "3640.00"}}),
 pol("policy:shearing", "We charge per head actually shorn, counted at the pen on the day, so the final bill can differ from the quote. Travel is charged per kilometre for the round trip from our base at Techiman. Invoices are due 14 days after the visit. Wool is left with the owner unless you arrange for us to take it to the buyer.", "v2"),
]
case(SC, D, Q, "Hi Nana, the bill SH-2207 covers 204 sheep shorn at GH₵15.00 each (GH₵3,060.00), 60 crutched at GH₵6.00 (GH₵360.00) and 170 km of travel (GH₵340.00), GH₵3,760.00 in all. Your Vodafone Cash payment came through on 9/10/2026 and the bill is fully paid.", EV,
  [S("204 sheep shorn at GH₵15.00 each"), S("60 crutched at GH₵6.00"), S("170 km of travel"), S("GH₵3,760.00 in all"), S("Vodafone Cash payment came through on 9/10/2026"), S("the bill is fully paid")],
  inc=["3,760"], notes="Invoice 2207 lines; TotalAmt 3760.00; Payment 3118 on 2026-10-09 linked to 2207; Balance 0.00.")
case(SC, D, Q, "Payment received, thank you Nana - SH-2207 is settled in full, nothing more to pay.", EV,
  [S("SH-2207 is settled in full"), S("nothing more to pay")], inc=["settled in full"],
  notes="Balance 0.00 after payment 3118.")
case(SC, D, Q, "Dear Nana,\n\nThe final bill is a little higher than our quote because we charge for each sheep actually shorn, counted at the pen on the day. Travel is charged per kilometre for the round trip from Techiman.\n\nKind regards,\nKojo and the shearing team", EV,
  [S("final bill is a little higher than our quote"), S("charge for each sheep actually shorn"), S("round trip from Techiman"), N("Kind regards")], inc=["Techiman"],
  notes="Quote 2190 TotalAmt 3640.00 < invoice 3760.00; policy per head counted at the pen; travel round trip from Techiman.")
case(SC, D, Q, "Hi Nana, we sheared 220 sheep at GH₵15.00 a head, plus crutching and travel, GH₵3,760.00 in total, and your payment of GH₵3,760.00 has cleared the bill.", EV,
  [C("we sheared 220 sheep", ["VALUE_MISMATCH"]), S("GH₵3,760.00 in total"), S("has cleared the bill")],
  exc=["220 sheep"], errors=["other_record_value"], tag="quote-headcount",
  notes="220 is the estimated flock on quote 2190; the invoice counts 204 shorn.")
case(SC, D, Q, "Hi Nana, the bill comes to GH₵3,760.00 for shearing, crutching and 170 km travel. Your Vodafone Cash payment is still pending and GH₵3,760.00 remains due by 20/10/2026. We'll also cart the wool to the buyer for you at no charge.", EV,
  [S("the bill comes to GH₵3,760.00"), C("payment is still pending", R_STATE), C("GH₵3,760.00 remains due", R_AMT), I("cart the wool to the buyer for you at no charge", R_NOREC + ["NO_POLICY_EVIDENCE"])],
  exc=["still pending", "remains due", "at no charge"], errors=["wrong_state", "wrong_amount", "unrecorded_extra"], tag="pending-wool",
  notes="Payment 3118 applied, Balance 0.00; no record arranges wool carting (policy: owner keeps wool unless arranged).")
case(SC, D, Q, "Hi Nana, SH-2207 is GH₵3,640.00 for 204 sheep, crutching and travel, and your Vodafone Cash payment on 9 October has cleared it.", EV,
  [C("SH-2207 is GH₵3,640.00", R_AMT), S("for 204 sheep"), S("payment on 9 October has cleared it")],
  inc=["3,760|3760", "204"], exc=["GH₵3,640.00"], errors=["stale_value"], repair=True,
  notes="3640.00 is quote 2190's total; invoice 2207 TotalAmt is 3760.00.")
