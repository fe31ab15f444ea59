# Bundle 2: beekeeping supplies, revised estimate supersedes old one
D = "beekeeping supplies"; SC = "bee-starter-estimate"
Q = "Can you remind me what the revised quote for the starter hives comes to, and how long it's good for? Kwabena"
EV = [
 rec("qbo:Estimate#3306", "tool:qbo.getEstimate", {"Estimate": {"Id": "3306", "DocNumber": "EST-3306", "SyncToken": "1",
   "CustomerRef": {"value": "214", "name": "Kwabena Ofori"}, "TxnDate": "2026-08-03", "ExpirationDate": "2026-09-02",
   "TxnStatus": "Pending", "EmailStatus": "EmailSent",
   "Line": [
     {"Id": "1", "Description": "Kenyan top-bar hive, cedar", "Amount": 2250.00, "DetailType": "SalesItemLineDetail",
      "SalesItemLineDetail": {"ItemRef": {"value": "41", "name": "HIVE_TOPBAR_CEDAR"}, "Qty": 3, "UnitPrice": 750.00}},
     {"Id": "2", "Description": "Ventilated bee suit, size L", "Amount": 380.00, "DetailType": "SalesItemLineDetail",
      "SalesItemLineDetail": {"ItemRef": {"value": "57", "name": "SUIT_VENT_L"}, "Qty": 2, "UnitPrice": 190.00}},
     {"Id": "3", "Description": "Stainless smoker with guard", "Amount": 145.00, "DetailType": "SalesItemLineDetail",
      "SalesItemLineDetail": {"ItemRef": {"value": "60", "name": "SMOKER_SS"}, "Qty": 1, "UnitPrice": 145.00}}],
   "TotalAmt": 2775.00, "PrivateNote": "Replaces EST-3291 - customer dropped to 3 hives, added second suit",
   "MetaData": {"LastUpdatedTime": "2026-08-03T11:20:44+00:00"}}}),
 rec("qbo:Estimate#3291", "tool:qbo.getEstimate", {"Estimate": {"Id": "3291", "DocNumber": "EST-3291", "SyncToken": "4",
   "CustomerRef": {"value": "214", "name": "Kwabena Ofori"}, "TxnDate": "2026-07-21", "ExpirationDate": "2026-08-20",
   "TxnStatus": "Closed", "PrivateNote": "SUPERSEDED by EST-3306",
   "Line": [{"Description": "Kenyan top-bar hive, cedar", "Amount": 3750.00, "DetailType": "SalesItemLineDetail",
      "SalesItemLineDetail": {"Qty": 5, "UnitPrice": 750.00}},
     {"Description": "Ventilated bee suit, size L", "Amount": 190.00, "DetailType": "SalesItemLineDetail",
      "SalesItemLineDetail": {"Qty": 1, "UnitPrice": 190.00}}],
   "TotalAmt": 3940.00}}),
 pol("policy:quotes", "Quotes are held at the listed prices until the expiration date printed on them. Once a quote is accepted we ask for a 40% deposit before hives are built. Colonies are never included in a hive quote and are booked separately in the swarm season. Delivery within Ashanti Region is free on orders over GH₵2,000.", "v2"),
]
case(SC, D, Q, "Hi Kwabena, the revised quote EST-3306 comes to GH₵2,775.00 for three cedar top-bar hives, two bee suits and a smoker, and the prices hold until 2 September 2026.", EV,
  [S("comes to GH₵2,775.00"), S("three cedar top-bar hives"), S("two bee suits"), S("hold until 2 September 2026")], inc=["2,775"],
  notes="Estimate 3306 (current; 3291 is closed and superseded): TotalAmt 2775.00, hive Qty 3, suit Qty 2, ExpirationDate 2026-09-02.")
case(SC, D, Q, "Good afternoon Kwabena. Your updated quote (EST-3306):\n• 3 × top-bar hive at GH₵750.00 = GH₵2,250.00\n• 2 × suit at GH₵190.00 = GH₵380.00\n• Smoker GH₵145.00\nTotal GH₵2,775.00, valid to 02/09/2026. As the order is over GH₵2,000, delivery in Ashanti Region is free.", EV,
  [S("3 × top-bar hive at GH₵750.00"), S("2 × suit at GH₵190.00"), S("Smoker GH₵145.00"), S("Total GH₵2,775.00"), S("valid to 02/09/2026"), S("delivery in Ashanti Region is free")],
  inc=["2,775"], notes="Line items of Estimate 3306; policy: free Ashanti delivery over GH₵2,000.")
case(SC, D, Q, "Kwabena, once you accept EST-3306 we'll need a 40% deposit, which on GH₵2,775.00 is GH₵1,110.00, before we start building the hives.", EV,
  [S("a 40% deposit"), S("is GH₵1,110.00")], inc=["1,110"],
  notes="Policy: 40% deposit on acceptance; 40% of 2775.00 is 1110.00.")
case(SC, D, Q, "Hi Kwabena, your quote comes to GH₵3,940.00 and is good until 20/08/2026. Give us a shout if you'd like to go ahead.", EV,
  [C("comes to GH₵3,940.00", R_AMT), C("good until 20/08/2026", R_DATE), N("Give us a shout")],
  exc=["GH₵3,940.00", "20/08/2026"], errors=["stale_value", "stale_value"], tag="old-quote",
  notes="3940.00 and 2026-08-20 are from EST-3291, closed and superseded by EST-3306 (2775.00, expires 2026-09-02).")
case(SC, D, Q, "Hello Kwabena, the revised quote EST-3306 is GH₵2,775.00 and holds until 2 September 2026. That covers three hives, each already fitted with a starter colony, plus two suits and a smoker.", EV,
  [S("is GH₵2,775.00"), S("holds until 2 September 2026"), C("each already fitted with a starter colony", R_POL + ["NLI_CONTRADICTION"]), S("plus two suits and a smoker")],
  exc=["fitted with a starter colony"], errors=["unlisted_perk"], tag="colony-included",
  notes="Policy: colonies are never included in a hive quote; no line lists a colony.")
case(SC, D, Q, "Hi Kwabena, the revised quote is GH₵2,775.00 for three hives, two suits and a smoker. The deposit is 40% once you accept, so GH₵1,100.00 up front.", EV,
  [S("is GH₵2,775.00"), S("The deposit is 40% once you accept"), C("GH₵1,100.00 up front", R_AMT)],
  exc=["GH₵1,100.00"], errors=["wrong_arithmetic"], tag="deposit-sum",
  notes="40% of 2775.00 is 1110.00, not 1100.00.")
case(SC, D, Q, "Hi Kwabena, your revised quote EST-3306 comes to GH₵2,775.00 and the prices hold until 20 August 2026.", EV,
  [S("comes to GH₵2,775.00"), C("hold until 20 August 2026", R_DATE)],
  inc=["2 September|02/09/2026|2/09/2026", "2,775"], exc=["20 August 2026"], errors=["stale_value"], repair=True,
  notes="ExpirationDate of EST-3306 is 2026-09-02; 2026-08-20 belongs to the superseded EST-3291.")
