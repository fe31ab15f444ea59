# Bundle 13: beekeeping course; card payment in pesewas; voided duplicate invoice
D = "beekeeping supplies"; SC = "bee-course-payment"
NOW = "2026-09-09T17:45:00+00:00"
Q = "I paid for the beginners' beekeeping day by card and then got a second invoice. Have I been charged twice? - Mawuli"
EV = [
 rec("qbo:Invoice#3520", "tool:qbo.getInvoice", {"Invoice": {"Id": "3520", "DocNumber": "BS-3520", "SyncToken": "2",
   "CustomerRef": {"value": "733", "name": "Mawuli Tetteh"}, "TxnDate": "2026-09-05", "DueDate": "2026-09-05",
   "Line": [{"Description": "Beginners' beekeeping day, 12 Sep, per person", "Amount": 650.00, "DetailType": "SalesItemLineDetail",
      "SalesItemLineDetail": {"ItemRef": {"name": "COURSE_BEGIN_DAY"}, "Qty": 1, "UnitPrice": 650.00}}],
   "TotalAmt": 650.00, "Balance": 0, "EmailStatus": "EmailSent", "LinkedTxn": [{"TxnId": "4071", "TxnType": "Payment"}]}}),
 rec("qbo:Invoice#3523", "tool:qbo.getInvoice", {"Invoice": {"Id": "3523", "DocNumber": "BS-3523", "SyncToken": "3",
   "CustomerRef": {"value": "733", "name": "Mawuli Tetteh"}, "TxnDate": "2026-09-05", "TotalAmt": 0, "Balance": 0,
   "PrivateNote": "Voided - duplicate of BS-3520", "EmailStatus": "EmailSent",
   "Line": [{"Description": "Beginners' beekeeping day, 12 Sep, per person", "Amount": 0, "DetailType": "SalesItemLineDetail",
      "SalesItemLineDetail": {"Qty": 0, "UnitPrice": 650.00}}], "MetaData": {"LastUpdatedTime": "2026-09-06T08:14:51+00:00"}}}),
 rec("gateway:charge#ch_7Q2", "tool:cardgateway.listCharges", {"data": [{"id": "ch_7Q2", "amount": 65000, "currency": "ghs", "status": "succeeded",
   "created": 1788624000, "metadata": {"qbo_invoice": "3520"}}], "has_more": False}),
 kb("kb:course-day", "The beginners' day runs from 9 in the morning to 3 in the afternoon at our apiary near Aburi.\nWe lend you a suit, gloves and veil for the day.\nLunch is bring-your-own; we provide tea and honey on toast."),
]
# created 1788624000 = 2026-09-05T16:00Z
case(SC, D, Q, "Hi Mawuli, no, you've only been charged once: GH₵650.00 by card on 5/09/2026 for BS-3520. The second invoice, BS-3523, was a duplicate and has been voided, so there's nothing to pay on it.", EV,
  [S("only been charged once"), S("GH₵650.00 by card on 5/09/2026"), S("BS-3523, was a duplicate and has been voided"), S("nothing to pay on it")], inc=["650"],
  notes="One succeeded charge of 65000 pesewas on 2026-09-05 linked to 3520; invoice 3523 PrivateNote voided duplicate, Balance 0.")
case(SC, D, Q, "Hello Mawuli, just the one card payment of six hundred and fifty cedis went through, at 4:00 PM on 5 September. Invoice BS-3523 was voided as a duplicate. See you at the apiary near Aburi this Saturday from 9 in the morning.", EV,
  [S("one card payment of six hundred and fifty cedis"), S("at 4:00 PM on 5 September"), S("voided as a duplicate"), S("near Aburi this Saturday from 9 in the morning")], inc=["six hundred and fifty"], now=NOW,
  notes="created 1788624000 = 16:00 Accra; course 12 Sep is the coming Saturday; KB Aburi, 9 am start.")
case(SC, D, Q, "Dear Mawuli,\n\nThank you for checking. BS-3520 is paid in full and the duplicate, BS-3523, has been voided. On the day we lend you a suit, gloves and veil; bring your own lunch, and we'll have tea and honey on toast.\n\nWith best wishes,\nThe bee shop", EV,
  [S("BS-3520 is paid in full"), S("BS-3523, has been voided"), S("lend you a suit, gloves and veil"), S("bring your own lunch"), N("With best wishes")], inc=["BS-3520"],
  notes="Balance 0 on 3520; void note on 3523; KB lending and lunch.")
case(SC, D, Q, "Hi Mawuli, your card was charged GH₵65,000.00 on 5 September for the beginners' day. The second invoice was a duplicate and has been voided.", EV,
  [C("charged GH₵65,000.00", R_AMT), S("duplicate and has been voided")],
  exc=["GH₵65,000.00"], errors=["unit_conversion"], tag="pesewas",
  notes="amount 65000 is in pesewas: GH₵650.00.")
case(SC, D, Q, "Hi Mawuli, yes, you were charged twice, GH₵650.00 each time, so I'll refund the second charge. The course runs from 9 in the morning to 5 in the afternoon.", EV,
  [C("you were charged twice", R_STATE), I("I'll refund the second charge", R_NOREC + ["NO_POLICY_EVIDENCE"]), C("to 5 in the afternoon", ["NLI_CONTRADICTION"])],
  exc=["charged twice, GH₵650.00 each time", "refund the second charge", "5 in the afternoon"], errors=["wrong_state", "invented_promise", "wrong_time"], tag="double",
  notes="Only one succeeded charge; invoice 3523 is voided with no payment. KB: the day ends at 3 in the afternoon.")
case(SC, D, Q, "Hi Mawuli, you've been charged just once, GH₵650.00 by card on 5 September. The second invoice, BS-3523, is still open for GH₵650.00, but you can ignore it.", EV,
  [S("charged just once, GH₵650.00 by card"), C("is still open for GH₵650.00", R_STATE + ["AMOUNT_MISMATCH"])],
  inc=["voided|void|cancelled|canceled", "650"], exc=["still open for GH₵650.00"], errors=["stale_value"], repair=True,
  notes="BS-3523 is voided (TotalAmt 0, Balance 0); the 650.00 is its pre-void line price.")
