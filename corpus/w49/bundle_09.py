# Bundle 9: alpaca trekking, children's birthday party, under-8 rule
D = "alpaca trekking"; SC = "alpaca-birthday"
NOW = "2026-11-18T10:00:00+00:00"
Q = "For Nii's birthday trek on Saturday, can each of the children lead their own alpaca? And what do I owe? - Dede Quaye"
EV = [
 rec("booking:TRK-8120", "tool:treks.getBooking", {"booking": {"ref": "TRK-8120", "status": "CONFIRMED", "route_code": "MEADOW_SHORT",
   "start_at": 1795255200, "duration": "PT1H", "party": {"adults": 2, "children": [{"age": 9}, {"age": 7}, {"age": 7}, {"age": 10}]},
   "alpacas_allocated": 4, "extras": ["BIRTHDAY_CAKE_TABLE"], "qbo_invoice_id": "5388"}}),
 rec("qbo:Invoice#5388", "tool:qbo.getInvoice", {"Invoice": {"Id": "5388", "DocNumber": "AT-5388", "SyncToken": "1",
   "CustomerRef": {"value": "812", "name": "Dede Quaye"}, "TxnDate": "2026-11-02", "DueDate": "2026-11-21",
   "Line": [{"Description": "Meadow walk, adult", "Amount": 300.00, "DetailType": "SalesItemLineDetail",
      "SalesItemLineDetail": {"Qty": 2, "UnitPrice": 150.00}},
     {"Description": "Meadow walk, child", "Amount": 400.00, "DetailType": "SalesItemLineDetail",
      "SalesItemLineDetail": {"Qty": 4, "UnitPrice": 100.00}},
     {"Description": "Birthday cake table in the barn", "Amount": 120.00, "DetailType": "SalesItemLineDetail",
      "SalesItemLineDetail": {"Qty": 1, "UnitPrice": 120.00}}],
   "TotalAmt": 820.00, "Balance": 820.00, "EmailStatus": "EmailSent"}}),
 pol("policy:treks", "Please arrive 15 minutes before your start time so we can introduce you to the alpacas. Treks go ahead in light rain. The balance is due on the day of the trek. Date changes are free up to 72 hours before the start, subject to alpacas being available. Children under 8 walk with an adult and do not lead an alpaca.", "v3"),
]
# 1795255200 = 2026-11-21T10:00Z, Saturday
case(SC, D, Q, "Hi Dede, the two children who are 7 will walk with an adult rather than lead an alpaca, as under-8s don't lead; the 9- and 10-year-olds can lead their own. The bill AT-5388 is GH₵820.00, payable on the day.", EV,
  [S("the two children who are 7 will walk with an adult"), S("the 9- and 10-year-olds can lead their own"), S("AT-5388 is GH₵820.00"), S("payable on the day")], inc=["820"],
  notes="party ages 9,7,7,10; policy under-8s don't lead; TotalAmt/Balance 820.00; balance due on the day.")
case(SC, D, Q, "Hello Dede! Nii's birthday walk is this Saturday, 21/11/2026, at 10:00 AM, an hour on the meadow route, with the cake table booked in the barn. Do come 15 minutes early.", EV,
  [S("this Saturday, 21/11/2026, at 10:00 AM"), S("an hour on the meadow route"), S("cake table booked in the barn"), S("come 15 minutes early")], inc=["10:00 AM"], now=NOW,
  notes="start_at 1795255200 = 2026-11-21 10:00 Accra; PT1H; extras BIRTHDAY_CAKE_TABLE; policy 15 minutes.")
case(SC, D, Q, "You owe GH₵820.00 in all, Dede: two adults at GH₵150.00, four children at GH₵100.00 and GH₵120.00 for the cake table.", EV,
  [S("You owe GH₵820.00 in all"), S("two adults at GH₵150.00"), S("four children at GH₵100.00"), S("GH₵120.00 for the cake table")], inc=["820"],
  notes="Invoice 5388 lines and Balance.")
case(SC, D, Q, "Hi Dede, yes, all four children can lead their own alpaca; we've allocated four for the group. The balance of GH₵820.00 is due on the day.", EV,
  [C("all four children can lead their own alpaca", R_POL + ["VALUE_MISMATCH"]), S("allocated four for the group"), S("balance of GH₵820.00")],
  exc=["all four children can lead"], errors=["condition_unmet"], tag="under8",
  notes="Two children are 7; policy: under-8s do not lead an alpaca.")
case(SC, D, Q, "Hi Dede, the walk is at 10:00 AM on Saturday and runs for two hours. You owe GH₵700.00 for the two adults and four children, and we'll have a birthday card signed by the trekking team waiting for Nii.", EV,
  [S("10:00 AM on Saturday"), C("runs for two hours", R_VAL), C("You owe GH₵700.00", R_AMT), I("birthday card signed by the trekking team", R_NOREC)],
  exc=["runs for two hours", "GH₵700.00", "birthday card"], errors=["wrong_period", "wrong_arithmetic", "unrecorded_extra"], tag="card", now=NOW,
  notes="PT1H is one hour; Balance 820.00 includes the 120.00 cake table; no record holds a birthday card.")
case(SC, D, Q, "Hi Dede, the walk is at 10:00 AM this Saturday. Children aged 10 and under walk with an adult rather than lead an alpaca. The bill is GH₵820.00, due on the day.", EV,
  [S("10:00 AM this Saturday"), C("Children aged 10 and under walk with an adult", R_POL), S("GH₵820.00, due on the day")],
  inc=["under 8|under-8|under eight|aged 7|7-year-old|younger than 8", "820"], exc=["aged 10 and under"], errors=["wrong_policy_condition"], repair=True, now=NOW,
  notes="Policy cut-off is under 8; the 9- and 10-year-olds may lead.")
