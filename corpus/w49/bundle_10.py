# Bundle 10: farm-stay, overdue balance after the stay, reminder not sent, late fee rule
D = "farm-stay holidays"; SC = "farmstay-overdue"
NOW = "2026-08-14T15:30:00+00:00"
Q = "Sorry, I think I forgot to pay the rest of our farm stay in July. How much is it and is there a penalty? - Kofi Asante"
EV = [
 rec("qbo:Invoice#812", "tool:qbo.getInvoice", {"Invoice": {"Id": "812", "DocNumber": "FS-812", "SyncToken": "6",
   "CustomerRef": {"value": "377", "name": "Kofi Asante"}, "TxnDate": "2026-06-20", "DueDate": "2026-07-24",
   "Line": [{"Description": "Cocoa Barn loft, per night", "Amount": 1560.00, "DetailType": "SalesItemLineDetail",
      "SalesItemLineDetail": {"ItemRef": {"value": "16", "name": "LOFT_COCOA"}, "Qty": 4, "UnitPrice": 390.00}},
     {"Description": "Guided milking morning, per person", "Amount": 140.00, "DetailType": "SalesItemLineDetail",
      "SalesItemLineDetail": {"ItemRef": {"value": "19", "name": "MILKING_AM"}, "Qty": 2, "UnitPrice": 70.00}}],
   "TotalAmt": 1700.00, "Balance": 900.00, "EmailStatus": "NeedToSend",
   "LinkedTxn": [{"TxnId": "845", "TxnType": "Payment"}], "MetaData": {"LastUpdatedTime": "2026-07-25T07:00:03+00:00"}}}),
 rec("qbo:Payment#845", "tool:qbo.getPayment", {"Payment": {"Id": "845", "TxnDate": "2026-06-21", "TotalAmt": 800.00,
   "Line": [{"Amount": 800.00, "LinkedTxn": [{"TxnId": "812", "TxnType": "Invoice"}]}]}}),
 rec("qbo:Invoice#901", "tool:qbo.getInvoice", {"Invoice": {"Id": "901", "DocNumber": "FS-901", "TxnDate": "2026-08-01", "DueDate": "2026-12-01",
   "CustomerRef": {"value": "377", "name": "Kofi Asante"}, "TotalAmt": 2340.00, "Balance": 2340.00, "PrivateNote": "Christmas stay deposit pending"}}),
 pol("policy:farmstay-payment", "The balance of a stay is due on the day you leave. We do not charge interest or late fees on stays; if a balance is more than 60 days overdue we may ask for full payment in advance on future bookings. You can pay by Mobile Money to 024 000 1111 or by bank transfer quoting your invoice number.", "v3"),
]
case(SC, D, Q, "Hi Kofi, no worries. GH₵900.00 is left on FS-812; it was due on 24/07/2026. There's no penalty, as we don't charge late fees on stays.", EV,
  [N("no worries"), S("GH₵900.00 is left on FS-812"), S("due on 24/07/2026"), S("don't charge late fees on stays")], inc=["900"],
  notes="Balance 900.00, DueDate 2026-07-24; policy: no interest or late fees.")
case(SC, D, Q, "Hello Kofi,\n\nYour July stay came to GH₵1,700.00 (four nights in the Cocoa Barn loft and two milking mornings). You paid GH₵800.00 in June, so GH₵900.00 remains. You can pay by Mobile Money to 024 000 1111 or by bank transfer, quoting FS-812.\n\nThanks kindly,\nMaame, farm office", EV,
  [S("came to GH₵1,700.00"), S("four nights in the Cocoa Barn loft"), S("two milking mornings"), S("paid GH₵800.00 in June"), S("GH₵900.00 remains"), S("Mobile Money to 024 000 1111"), N("Thanks kindly")],
  inc=["900"], notes="Invoice 812 lines and TotalAmt; Payment 845 800.00 on 2026-06-21; Balance 900.00; policy payment methods.")
case(SC, D, Q, "Nine hundred cedis still owing on FS-812, Kofi, and no late fee. It's three weeks overdue now, well short of the 60 days after which we'd ask for advance payment on future stays.", EV,
  [S("Nine hundred cedis still owing"), S("no late fee"), S("three weeks overdue now"), S("well short of the 60 days")], inc=["Nine hundred"], now=NOW,
  notes="DueDate 2026-07-24 to now 2026-08-14 is 21 days; policy 60-day rule.")
case(SC, D, Q, "Hi Kofi, FS-812 has GH₵2,340.00 outstanding, and as it's overdue a 5% late fee will be added.", EV,
  [C("FS-812 has GH₵2,340.00 outstanding", R_AMT), C("a 5% late fee will be added", R_POL)],
  exc=["GH₵2,340.00", "5% late fee"], errors=["other_record_value", "wrong_policy_condition"], tag="christmas-invoice",
  notes="2340.00 is the balance of FS-901 (Christmas stay). Policy: no late fees on stays.")
case(SC, D, Q, "Hi Kofi, GH₵900.00 is left on FS-812, and we emailed you a reminder about it last month. No late fee applies.", EV,
  [S("GH₵900.00 is left on FS-812"), C("we emailed you a reminder about it last month", R_STATE + R_NOREC), S("No late fee applies")],
  exc=["emailed you a reminder"], errors=["wrong_state"], tag="reminder",
  notes="EmailStatus NeedToSend: nothing has been emailed.")
case(SC, D, Q, "Hi Kofi, you paid GH₵800.00 in June, so GH₵1,000.00 is left on FS-812, which was due on 24/07/2026. There's no late fee on stays.", EV,
  [S("paid GH₵800.00 in June"), C("GH₵1,000.00 is left", R_AMT), S("due on 24/07/2026"), S("no late fee on stays")],
  inc=["GH₵900.00|GH₵900|900.00|nine hundred", "800"], exc=["GH₵1,000.00 is left"], errors=["wrong_arithmetic"], repair=True,
  notes="TotalAmt 1700.00 minus 800.00 is 900.00 (Balance 900.00).")
