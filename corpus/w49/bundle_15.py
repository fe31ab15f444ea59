# Bundle 15: alpaca trekking, wedding photo session estimate, two versions
D = "alpaca trekking"; SC = "alpaca-wedding-photos"
NOW = "2026-10-27T09:00:00+00:00"
Q = "Could you confirm the alpaca visit for our wedding photos - how many alpacas, how long, and the price? - Kafui & Esinam"
EV = [
 rec("qbo:Estimate#5460", "tool:qbo.getEstimate", {"Estimate": {"Id": "5460", "DocNumber": "AT-Q5460", "SyncToken": "2", "TxnStatus": "Accepted",
   "CustomerRef": {"value": "905", "name": "Kafui Dzansi"}, "TxnDate": "2026-10-20", "ExpirationDate": "2026-11-19", "EmailStatus": "EmailSent",
   "CustomField": [{"Name": "EventDate", "StringValue": "2026-12-19"}, {"Name": "Venue", "StringValue": "Peduase Gardens"}],
   "Line": [{"Description": "Alpaca wedding visit, per alpaca (up to 2 hours on site)", "Amount": 1950.00, "DetailType": "SalesItemLineDetail",
      "SalesItemLineDetail": {"ItemRef": {"name": "WED_ALPACA"}, "Qty": 3, "UnitPrice": 650.00}},
     {"Description": "Handler, per handler", "Amount": 400.00, "DetailType": "SalesItemLineDetail",
      "SalesItemLineDetail": {"ItemRef": {"name": "HANDLER"}, "Qty": 2, "UnitPrice": 200.00}},
     {"Description": "Travel, flat rate beyond 30 km", "Amount": 250.00, "DetailType": "SalesItemLineDetail",
      "SalesItemLineDetail": {"ItemRef": {"name": "TRAVEL_FLAT"}, "Qty": 1, "UnitPrice": 250.00}}],
   "TotalAmt": 2600.00, "MetaData": {"LastUpdatedTime": "2026-10-24T18:02:10+00:00"}}}),
 rec("qbo:EstimateVersion#5460-v0", "tool:qbo.getChangeHistory", {"SyncToken": "0", "TxnStatus": "Pending", "TotalAmt": 3250.00,
   "Line": [{"Description": "Alpaca wedding visit, per alpaca", "SalesItemLineDetail": {"Qty": 4, "UnitPrice": 650.00}, "Amount": 2600.00},
            {"Description": "Handler", "SalesItemLineDetail": {"Qty": 2, "UnitPrice": 200.00}, "Amount": 400.00},
            {"Description": "Travel flat rate", "Amount": 250.00}]}),
 pol("policy:wedding-visits", "Our alpacas stay on site for up to two hours, with a handler for every two alpacas. A 30% deposit confirms the date and the rest is paid 14 days before the event. Alpacas are not led indoors or onto dance floors. Garlands and flower halters are welcome if you bring them; we do not supply them.", "v2"),
]
case(SC, D, Q, "Congratulations, Kafui and Esinam! Quote AT-Q5460 is accepted: three alpacas with two handlers at Peduase Gardens on 19/12/2026, on site for up to two hours, GH₵2,600.00 in total including travel.", EV,
  [N("Congratulations, Kafui and Esinam!"), S("Quote AT-Q5460 is accepted"), S("three alpacas with two handlers"), S("Peduase Gardens on 19/12/2026"), S("up to two hours"), S("GH₵2,600.00 in total")],
  inc=["2,600", "three alpacas"], notes="Current estimate SyncToken 2: Accepted, Qty 3 alpacas, 2 handlers, EventDate, Venue, TotalAmt 2600.00; policy two hours.")
case(SC, D, Q, "Hello both,\n1) Alpacas: 3 at GH₵650.00 each\n2) Handlers: 2 at GH₵200.00\n3) Travel: GH₵250.00 flat\nTotal GH₵2,600.00. A 30% deposit, GH₵780.00, confirms the date, and the remaining GH₵1,820.00 is due 14 days before, so by 5 December 2026.", EV,
  [S("3 at GH₵650.00 each"), S("2 at GH₵200.00"), S("GH₵250.00 flat"), S("Total GH₵2,600.00"), S("deposit, GH₵780.00"), S("remaining GH₵1,820.00"), S("by 5 December 2026")],
  inc=["780", "1,820"], notes="Lines of 5460; 30% of 2600 is 780, rest 1820; 14 days before 2026-12-19 is 2026-12-05.")
case(SC, D, Q, "Three alpacas for two hours at your photos on Saturday 19 December, for GH₵2,600.00 all in. Do bring your own garlands if you'd like them dressed up; we don't supply those.", EV,
  [S("Three alpacas for two hours"), S("Saturday 19 December"), S("GH₵2,600.00 all in"), S("we don't supply those")], inc=["2,600"],
  notes="Qty 3; EventDate 2026-12-19 (a Saturday); TotalAmt; policy garlands.")
case(SC, D, Q, "Hi Kafui and Esinam, your quote is for four alpacas and two handlers, GH₵3,250.00 in total, on 19/12/2026.", EV,
  [C("four alpacas and two handlers", ["VALUE_MISMATCH"]), C("GH₵3,250.00 in total", R_AMT), S("on 19/12/2026")],
  exc=["four alpacas", "GH₵3,250.00"], errors=["stale_value", "stale_value"], tag="v0",
  notes="Four alpacas and 3250.00 are from SyncToken 0; the accepted current version has 3 alpacas, 2600.00.")
case(SC, D, Q, "Hi both, three alpacas and two handlers for GH₵2,600.00 on 19 December. They can come into the reception hall for the first dance too, and we'll bring flower halters for them.", EV,
  [S("three alpacas and two handlers for GH₵2,600.00"), C("come into the reception hall for the first dance", R_POL), C("we'll bring flower halters", R_POL + ["NLI_NOT_ENTAILED"])],
  exc=["reception hall", "bring flower halters"], errors=["wrong_policy_condition", "unlisted_perk"], tag="indoors",
  notes="Policy: not led indoors or onto dance floors; garlands/halters are not supplied.")
case(SC, D, Q, "Hi Kafui and Esinam, three alpacas and two handlers at Peduase Gardens on 19/12/2026 comes to GH₵2,600.00. The 30% deposit is GH₵780.00 and the balance of GH₵1,820.00 is due 7 days before the wedding.", EV,
  [S("comes to GH₵2,600.00"), S("deposit is GH₵780.00"), C("due 7 days before the wedding", R_POL)],
  inc=["14 days|two weeks|fourteen days|5 December|05/12/2026|5/12/2026", "2,600"], exc=["7 days before the wedding"], errors=["wrong_period"], repair=True,
  notes="Policy: rest paid 14 days before the event.")
case(SC, D, Q, "Hi both, quote AT-Q5460 is accepted: three alpacas and two handlers on 19/12/2026, GH₵2,600.00 in all, of which the handlers are GH₵200.00.", EV,
  [S("quote AT-Q5460 is accepted"), S("three alpacas and two handlers on 19/12/2026"), S("GH₵2,600.00 in all"), C("the handlers are GH₵200.00", R_AMT)],
  inc=["GH₵400.00|GH₵400|400.00|four hundred", "2,600"], exc=["the handlers are GH₵200.00"], errors=["wrong_arithmetic"], repair=True,
  notes="Two handlers at 200.00 make a 400.00 line.")
