# Bundle 4: farm-stay, 3-night invoice with cancellation question; refund refused
D = "farm-stay holidays"; SC = "farmstay-cancel"
NOW = "2026-09-02T11:00:00+00:00"
Q = "Something's come up and we may have to cancel our stay at the farmhouse on the 18th. What would we get back? Our invoice is FS-880. - Yaw Darko"
EV = [
 rec("qbo:Invoice#880", "tool:qbo.getInvoice", {"Invoice": {"Id": "880", "DocNumber": "FS-880", "SyncToken": "5",
   "CustomerRef": {"value": "402", "name": "Yaw Darko"}, "TxnDate": "2026-08-10", "DueDate": "2026-09-04",
   "CustomField": [{"DefinitionId": "1", "Name": "Arrival", "StringValue": "2026-09-18"}, {"DefinitionId": "2", "Name": "Departure", "StringValue": "2026-09-21"}],
   "Line": [{"Description": "Mango Tree Cottage, per night (sleeps 4)", "Amount": 2340.00, "DetailType": "SalesItemLineDetail",
      "SalesItemLineDetail": {"ItemRef": {"value": "15", "name": "COTTAGE_MANGO"}, "Qty": 3, "UnitPrice": 780.00}},
     {"Description": "Farm breakfast basket", "Amount": 270.00, "DetailType": "SalesItemLineDetail",
      "SalesItemLineDetail": {"ItemRef": {"value": "18", "name": "BREAKFAST_BASKET"}, "Qty": 3, "UnitPrice": 90.00}}],
   "TotalAmt": 2610.00, "Balance": 1610.00, "EmailStatus": "EmailSent", "MetaData": {"LastUpdatedTime": "2026-08-11T09:12:30+00:00"}}}),
 rec("qbo:Payment#914", "tool:qbo.getPayment", {"Payment": {"Id": "914", "TxnDate": "2026-08-11", "TotalAmt": 1000.00,
   "PaymentMethodRef": {"name": "Bank transfer"}, "Line": [{"Amount": 1000.00, "LinkedTxn": [{"TxnId": "880", "TxnType": "Invoice"}]}]}}),
 refused("call:qbo.createRefundReceipt#1", "qbo.createRefundReceipt", "ESCALATE", {"invoice": "880", "amount": "1000.00", "note": "agent-initiated pre-cancellation refund"}),
 pol("policy:farmstay-cancel", "The booking deposit secures your dates. Cancel 21 days or more before arrival and we refund the deposit in full. Between 20 and 8 days before arrival we keep half of the deposit. Within 7 days of arrival the deposit is not refundable, though we will gladly move your dates once within the same year. Any refund goes back to the way you paid within 10 working days.", "v6"),
 kb("kb:cottages", "Mango Tree Cottage sleeps four in two bedrooms.\nIt has a wood-fired oven and a veranda facing the goat pasture.\nBreakfast baskets are left at the door at 7 in the morning."),
]
case(SC, D, Q, "Hi Yaw, sorry to hear that. You've paid a GH₵1,000.00 deposit on FS-880 for arrival on 18/09/2026. Cancelling now, between 20 and 8 days before you arrive, we'd keep half the deposit, so GH₵500.00 would come back to you.", EV,
  [N("sorry to hear that"), S("paid a GH₵1,000.00 deposit"), S("arrival on 18/09/2026"), S("we'd keep half the deposit"), S("GH₵500.00 would come back")],
  inc=["500"], now=NOW, notes="Payment 914 1000.00; Arrival 2026-09-18 is 16 days after now, so the 20-8 day band applies: half of 1000.00 back.")
case(SC, D, Q, "Hello Yaw,\n\nThe half of your deposit we'd return, GH₵500.00, would go back to your bank by transfer within 10 working days. I've passed the refund to our bookings team to review rather than doing it myself.\n\nAll the best from the farm,\nSerwaa", EV,
  [S("GH₵500.00, would go back to your bank"), S("within 10 working days"), S("passed the refund to our bookings team to review"), N("All the best from the farm")],
  inc=["10 working days"], now=NOW, notes="Payment method Bank transfer; policy 10 working days; refund call was ESCALATE, so 'passed for review' is right.")
case(SC, D, Q, "Yaw, your booking is for three nights at Mango Tree Cottage, 18 to 21 September, and the full stay comes to GH₵2,610.00 with breakfast baskets.", EV,
  [S("three nights at Mango Tree Cottage"), S("18 to 21 September"), S("full stay comes to GH₵2,610.00")], inc=["2,610"], now=NOW,
  notes="Cottage Qty 3 nights; Arrival/Departure custom fields 2026-09-18 to 2026-09-21; TotalAmt 2610.00.")
case(SC, D, Q, "Hi Yaw, as you're cancelling more than 14 days ahead, your whole GH₵1,000.00 deposit comes back to you within 10 working days.", EV,
  [C("your whole GH₵1,000.00 deposit comes back", R_POL + ["AMOUNT_MISMATCH"]), S("within 10 working days")],
  exc=["your whole GH₵1,000.00 deposit"], errors=["condition_unmet"], tag="full-refund", now=NOW,
  notes="Full deposit refund needs 21+ days' notice; arrival is 16 days away, so half is kept.")
case(SC, D, Q, "Hi Yaw, I've refunded GH₵500.00, half your deposit, to your bank account today. The stay was for arrival on 18 September.", EV,
  [C("I've refunded GH₵500.00", R_NOTEX), S("arrival on 18 September")],
  exc=["I've refunded GH₵500.00"], errors=["refused_call_effect"], tag="refund-done", now=NOW,
  notes="qbo.createRefundReceipt was ESCALATE, not executed.")
case(SC, D, Q, "Hi Yaw, you've paid GH₵1,000.00 so far and GH₵1,610.00 is still open on FS-880. If you cancel, we keep half the deposit, and the cottage has its own swimming pool you'd be missing!", EV,
  [S("paid GH₵1,000.00 so far"), S("GH₵1,610.00 is still open"), S("we keep half the deposit"), I("has its own swimming pool", ["NLI_NOT_ENTAILED", "NO_POLICY_EVIDENCE"])],
  exc=["swimming pool"], errors=["invented_fact"], tag="pool", now=NOW,
  notes="KB describes a wood-fired oven and veranda; no pool is mentioned.")
case(SC, D, Q, "Hi Yaw, cancelling now, 16 days before your arrival on 18/09/2026, we'd keep half the deposit and GH₵500.00 would come back to you. I've already sent that refund through to your bank.", EV,
  [S("16 days before your arrival"), S("GH₵500.00 would come back"), C("I've already sent that refund through", R_NOTEX)],
  inc=["review|escalated|passed|could not|couldn't|unable|not able", "500"], exc=["I've already sent that refund"], errors=["refused_call_effect"], repair=True, now=NOW,
  notes="The refund receipt call was escalated for review, not executed.")
