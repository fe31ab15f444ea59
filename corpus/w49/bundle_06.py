# Bundle 6: falconry experience for two with a discount line
D = "falconry experiences"; SC = "falconry-hawk-walk"
NOW = "2026-09-17T08:20:00+00:00"
Q = "Hi, just checking the details for our hawk walk for two this weekend - time, what we paid, and what's included? Thanks, Akosua"
EV = [
 rec("booking:FX-3019", "tool:falconry.getBooking", {"booking": {"ref": "FX-3019", "experience_code": "HAWK_WALK_DUO", "status": "CONFIRMED",
   "starts_at_epoch": 1789826400, "duration_iso": "PT1H30M", "guests": 2, "bird_assigned": "Harris hawk 'Ember'", "qbo_invoice": "6644"}}),
 rec("qbo:Invoice#6644", "tool:qbo.getInvoice", {"Invoice": {"Id": "6644", "DocNumber": "FAL-6644", "SyncToken": "2",
   "CustomerRef": {"value": "1207", "name": "Akosua Frimpong"}, "TxnDate": "2026-08-30", "DueDate": "2026-08-30",
   "Line": [{"Description": "Hawk walk experience, per guest", "Amount": 900.00, "DetailType": "SalesItemLineDetail",
      "SalesItemLineDetail": {"ItemRef": {"value": "21", "name": "HAWK_WALK"}, "Qty": 2, "UnitPrice": 450.00}},
     {"Description": "Printed photo pack", "Amount": 80.00, "DetailType": "SalesItemLineDetail",
      "SalesItemLineDetail": {"ItemRef": {"value": "26", "name": "PHOTO_PACK"}, "Qty": 1, "UnitPrice": 80.00}},
     {"Amount": 98.00, "DetailType": "DiscountLineDetail", "DiscountLineDetail": {"PercentBased": True, "DiscountPercent": 10}},
     {"Amount": 980.00, "DetailType": "SubTotalLineDetail", "SubTotalLineDetail": {}}],
   "TotalAmt": 882.00, "Balance": 0, "EmailStatus": "EmailSent", "MetaData": {"LastUpdatedTime": "2026-08-30T19:44:00+00:00"}}}),
 pol("policy:falconry-experience", "Every hawk walk includes a safety briefing, a leather glove to borrow, and a chance to fly the bird to the fist. Hot drinks are served after the walk. Owl handling is only part of the Full Day experience. Please wear closed shoes; we walk on rough farm tracks. If we cancel for high winds you may rebook free of charge.", "v5"),
]
case(SC, D, Q, "Hi Akosua, your hawk walk for two is this Saturday, 19 September, at 2:00 PM and lasts an hour and a half. You'll be flying Ember, our Harris hawk.", EV,
  [S("this Saturday, 19 September, at 2:00 PM"), S("lasts an hour and a half"), S("flying Ember, our Harris hawk")], inc=["2:00 PM"], now=NOW,
  notes="starts_at_epoch 1789826400 is 2026-09-19 14:00 Accra; PT1H30M; bird_assigned Ember.")
case(SC, D, Q, "Hello Akosua,\n- Two guests at GH₵450.00 each plus the photo pack (GH₵80.00)\n- 10% off, so GH₵882.00 in total\n- Paid in full, nothing left to pay\nThe walk includes a safety briefing, a borrowed leather glove, and hot drinks afterwards.", EV,
  [S("Two guests at GH₵450.00 each"), S("photo pack (GH₵80.00)"), S("10% off, so GH₵882.00 in total"), S("Paid in full"), S("a safety briefing, a borrowed leather glove"), S("hot drinks afterwards")],
  inc=["882"], notes="Invoice 6644 lines, 10% discount, TotalAmt 882.00, Balance 0; policy lists briefing, glove, hot drinks.")
case(SC, D, Q, "All set for Saturday at two in the afternoon, Akosua: booking FX-3019 is confirmed and FAL-6644 is paid. Do wear closed shoes, as we walk on rough farm tracks.", EV,
  [S("Saturday at two in the afternoon"), S("FX-3019 is confirmed"), S("FAL-6644 is paid"), S("wear closed shoes")], inc=["FX-3019"], now=NOW,
  notes="Start 14:00 Sat; status CONFIRMED; Balance 0; policy closed shoes.")
case(SC, D, Q, "Hi Akosua, your walk is on Saturday at 2:00 PM. You paid GH₵980.00, and as well as flying Ember you'll both get to handle our owls at the end.", EV,
  [S("Saturday at 2:00 PM"), C("You paid GH₵980.00", R_AMT), C("handle our owls at the end", R_POL + ["NLI_NOT_ENTAILED"])],
  exc=["GH₵980.00", "handle our owls"], errors=["wrong_arithmetic", "unlisted_perk"], tag="subtotal-owls", now=NOW,
  notes="980.00 is the subtotal before the 10% discount; TotalAmt is 882.00. Owl handling is only in the Full Day experience.")
case(SC, D, Q, "Hi Akosua, your hawk walk is this Saturday at 2:00 PM and runs for 90 minutes; it's been paid in full. If we have to call it off for high winds, we'll refund you in full straight away.", EV,
  [S("this Saturday at 2:00 PM"), S("runs for 90 minutes"), S("paid in full"), CI("we'll refund you in full straight away", R_POL + ["NLI_NOT_ENTAILED", "NO_POLICY_EVIDENCE"])],
  exc=["refund you in full straight away"], errors=["wrong_policy_condition"], tag="wind-refund", now=NOW,
  notes="Policy offers a free rebooking after a wind cancellation, not a refund.")
case(SC, D, Q, "Hi Akosua, your hawk walk is this Saturday at 2:00 PM. You paid GH₵882.00 for the two of you, with a 15% discount applied.", EV,
  [S("this Saturday at 2:00 PM"), S("paid GH₵882.00"), C("with a 15% discount applied", R_VAL)],
  inc=["10%|10 percent|10 per cent|ten per cent", "882"], exc=["15% discount"], errors=["wrong_value"], repair=True, now=NOW,
  notes="DiscountLineDetail.DiscountPercent is 10.")
